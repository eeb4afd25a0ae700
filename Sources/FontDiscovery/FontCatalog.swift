import FontCore
import Foundation
import StructuredText

/// The fonts Typometer can see, with exact PostScript-name lookup.
///
/// Built from font directories (hermetic: nothing else is seen) or from the
/// machine's fonts plus directories. Fontconfig enumerates the faces; lookups
/// compare names byte for byte in Swift, because `FcFontMatch` always returns
/// some font and `FcFontList` compares PostScript names case-insensitively.
public final class FontCatalog: Sendable {
  /// Every face, sorted by PostScript name (then path and index).
  public let records: [FontRecord]
  /// Files passed over while scanning directories, with the reason.
  public let warnings: [CatalogWarning]

  private let byName: [String: Int]
  let fontconfig: Locked<FontconfigConfigBox>

  /// Builds a catalog.
  ///
  /// - Parameters:
  ///   - fontPaths: Directories scanned recursively for `.ttf`, `.otf`, `.ttc`
  ///     and `.otc` files, or single font files.
  ///   - includeSystemFonts: Whether the machine's fonts (Fontconfig's default
  ///     configuration) are seen too.
  /// - Throws: ``CatalogError`` when a path does not exist, a named font file
  ///   cannot be read, or a directory holds no readable font.
  public init(fontPaths: [String], includeSystemFonts: Bool) throws(CatalogError) {
    let config = try includeSystemFonts ? FontconfigConfig.system() : FontconfigConfig.empty()
    var warnings: [CatalogWarning] = []
    for path in fontPaths {
      try Self.add(path: path, to: config, warnings: &warnings)
    }
    let records = Self.records(from: config.listFaces())
    var byName: [String: Int] = [:]
    for (i, record) in records.enumerated() {
      for name in record.names where byName[name] == nil { byName[name] = i }
    }
    self.records = records
    self.warnings = warnings
    self.byName = byName
    self.fontconfig = Locked(FontconfigConfigBox(config: config))
  }

  /// The face whose PostScript name (or other known name) is exactly `name`,
  /// compared byte for byte; nil when there is none.
  public func font(named name: String) -> FontRecord? {
    byName[name].map { records[$0] }
  }

  /// The faces whose family contains `substring`, ignoring case.
  public func records(familyContaining substring: String) -> [FontRecord] {
    guard !substring.isEmpty else { return records }
    return records.filter { $0.family.localizedCaseInsensitiveContains(substring) }
  }

  /// Names to suggest for a name that is not in the catalog: names equal to it
  /// ignoring case first, then the closest by edit distance.
  ///
  /// - Parameter limit: The most suggestions to return.
  public func suggestions(for name: String, limit: Int = 5) -> [String] {
    NameSuggestions.suggestions(
      for: name, among: byName.keys.sorted(), limit: limit, rules: .fontNames)
  }

  // MARK: - Building

  private static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
  private static let maximumDepth = 32

  private static func add(
    path: String, to config: FontconfigConfig, warnings: inout [CatalogWarning]
  ) throws(CatalogError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CatalogError.notFound(path: path)
    }
    if !isDirectory.boolValue {
      // A file named explicitly must be a font.
      if let size = fileSize(path), size > FontLimits.maximumFileSize {
        throw CatalogError.unreadable(path: path, reason: "larger than 256 MiB")
      }
      guard config.addFile(path) else {
        throw CatalogError.unreadable(path: path, reason: "not a font file Fontconfig can read")
      }
      do throws(FontError) {
        try FontFile.checkStructure(path)
      } catch {
        throw CatalogError.malformedFont(error)
      }
      return
    }
    var added = 0
    var visited: Set<String> = []
    let warned = warnings.count
    try scan(
      directory: path, depth: 0, config: config, visited: &visited, added: &added,
      warnings: &warnings)
    if added == 0 {
      throw CatalogError.noFonts(directory: path, skipped: Array(warnings[warned...]))
    }
  }

  private static func scan(
    directory: String, depth: Int, config: FontconfigConfig, visited: inout Set<String>,
    added: inout Int, warnings: inout [CatalogWarning]
  ) throws(CatalogError) {
    let real = (directory as NSString).resolvingSymlinksInPath
    guard depth <= maximumDepth, visited.insert(real).inserted else {
      warnings.append(CatalogWarning(path: directory, reason: .tooDeep))
      return
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    } catch {
      throw CatalogError.unreadable(path: directory, reason: "cannot list the directory")
    }
    for name in names where !name.hasPrefix(".") {
      let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        try scan(
          directory: path, depth: depth + 1, config: config, visited: &visited, added: &added,
          warnings: &warnings)
        continue
      }
      let ext = (name as NSString).pathExtension.lowercased()
      guard fontExtensions.contains(ext) else { continue }
      if let size = fileSize(path), size > FontLimits.maximumFileSize {
        warnings.append(CatalogWarning(path: path, reason: .tooLarge(bytes: size)))
      } else if case .malformed(_, let index, let problem)? = structureError(path) {
        warnings.append(
          CatalogWarning(path: path, reason: .malformed(index: index, problem: problem)))
      } else if config.addFile(path) {
        added += 1
      } else {
        warnings.append(CatalogWarning(path: path, reason: .unreadableFont))
      }
    }
  }

  /// Why the file at `path` fails the structural check, or nil when it passes.
  private static func structureError(_ path: String) -> FontError? {
    do throws(FontError) {
      try FontFile.checkStructure(path)
      return nil
    } catch {
      return error
    }
  }

  private static func fileSize(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
  }

  /// Turns Fontconfig's faces into records, naming variable-font instances as
  /// FreeType does and adding the instance Fontconfig folds into the default.
  private static func records(from faces: [FontconfigFace]) -> [FontRecord] {
    var records: [FontRecord] = []
    var variableFiles: [String: [FontconfigFace]] = [:]
    for face in faces where !face.file.isEmpty {
      if face.variable {
        // The pattern for the whole variable font (a weight range, no name).
        variableFiles[face.file, default: []].append(face)
        continue
      }
      records.append(record(from: face))
    }
    let variablePaths = Set(variableFiles.keys)
    var byFile: [String: [Int]] = [:]
    for (i, record) in records.enumerated() where variablePaths.contains(record.path) {
      byFile[record.path, default: []].append(i)
    }
    for path in variablePaths.sorted() {
      records.append(
        contentsOf: nameInstances(path: path, records: &records, at: byFile[path] ?? []))
    }
    return records.sorted {
      ($0.postscriptName, $0.path, $0.index) < ($1.postscriptName, $1.path, $1.index)
    }
  }

  private static func record(from face: FontconfigFace) -> FontRecord {
    FontRecord(
      postscriptName: face.postscriptName, family: face.family, style: face.style,
      path: face.file, index: face.index,
      weight: face.weight.map { openTypeWeight(fontconfigWeight: $0) } ?? 400,
      width: widthClass(fontconfigWidth: face.width), italic: face.slant > 0,
      variable: false)
  }

  /// Renames a variable font's faces to FreeType's instance names, keeping
  /// Fontconfig's names as other names; returns instances Fontconfig left out.
  private static func nameInstances(path: String, records: inout [FontRecord], at indices: [Int])
    -> [FontRecord]
  {
    var listed: Set<Int> = []
    var defaultRecord: FontRecord?
    for i in indices {
      records[i].variable = true
      listed.insert(records[i].index)
      if records[i].index >> 16 == 0 { defaultRecord = records[i] }
      guard let face = try? FontFace(path: path, index: records[i].index),
        let name = face.postScriptName, name != records[i].postscriptName
      else { continue }
      if !records[i].postscriptName.isEmpty {
        records[i].otherNames.append(records[i].postscriptName)
      }
      records[i].postscriptName = name
    }
    // Fontconfig folds the named instance equal to the default into index 0.
    guard let base = try? FontFace(path: path, index: defaultRecord?.index ?? 0) else {
      return []
    }
    var added: [FontRecord] = []
    let faceIndex = (defaultRecord?.index ?? 0) & 0xFFFF
    for instance in 1...max(1, base.namedInstanceCount) where base.namedInstanceCount > 0 {
      let index = instance << 16 | faceIndex
      guard !listed.contains(index), let face = try? FontFace(path: path, index: index),
        let name = face.postScriptName
      else { continue }
      var record =
        defaultRecord
        ?? FontRecord(
          postscriptName: name, family: face.familyName, style: face.styleName, path: path,
          index: index)
      record.postscriptName = name
      record.style = face.styleName
      record.index = index
      record.variable = true
      record.otherNames = []
      added.append(record)
    }
    return added
  }

  /// Fontconfig's width (percent of normal) as an OpenType width class 1…9.
  static func widthClass(fontconfigWidth width: Double) -> Int {
    let classes: [Double] = [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200]
    var best = 0
    for (i, value) in classes.enumerated() where abs(value - width) < abs(classes[best] - width) {
      best = i
    }
    return best + 1
  }
}

/// Holds the Fontconfig configuration behind the catalog's lock.
struct FontconfigConfigBox: ~Copyable {
  let config: FontconfigConfig
}
