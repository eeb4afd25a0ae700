import FileAccess
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
  /// Every face, sorted by PostScript name (then the order of the paths
  /// given, the machine's last, then file path and index).
  public let records: [FontRecord]
  /// Files passed over while scanning directories, with the reason.
  public let warnings: [CatalogWarning]

  private let byName: [String: Int]
  /// The records of each name more than one face has, in lookup order.
  private let shared: [String: [Int]]
  /// The files added from the paths given (not the machine's).
  let givenFiles: Set<String>
  /// For each file of the font paths given, the index of the first path
  /// that gave it.
  private let origins: [String: Int]

  /// The files whose faces are never fallback faces (the paths given as
  /// `notFallback`).
  let notFallbackFiles: Set<String>
  /// The first record of each face location (a fallback order is made of
  /// Fontconfig's faces, named by file and index).
  let firstRecord: [FaceLocation: Int]

  /// The index in the font paths given of the first that gave the file at
  /// `path`; nil for the machine's files.
  public func origin(ofFile path: String) -> Int? { origins[path] }
  let fontconfig: Locked<FontconfigConfigBox>

  /// Builds a catalog.
  ///
  /// - Parameters:
  ///   - fontPaths: Directories scanned recursively for `.ttf`, `.otf`, `.ttc`
  ///     and `.otc` files, or single font files.
  ///   - includeSystemFonts: Whether the machine's fonts (Fontconfig's default
  ///     configuration) are seen too.
  ///   - workers: Threads to check the structure of a directory's font files
  ///     on; defaults to the number of cores this process may use.
  ///   - notFallback: Paths of `fontPaths` whose faces a name finds but no
  ///     text falls back to: an app's own font files, which a device uses
  ///     only where the app names them (an Android `res/font` folder).
  /// - Throws: ``CatalogError`` when a path does not exist, a named font file
  ///   cannot be read, or a directory holds no readable font.
  public init(
    fontPaths: [String], includeSystemFonts: Bool, workers: Int? = nil,
    notFallback: Set<String> = []
  ) throws(CatalogError) {
    let config = try includeSystemFonts ? FontconfigConfig.system() : FontconfigConfig.empty()
    var warnings: [CatalogWarning] = []
    var origins: [String: Int] = [:]
    var notFallbackFiles: Set<String> = []
    for (rank, path) in fontPaths.enumerated() {
      for file in try Self.add(path: path, to: config, warnings: &warnings, workers: workers) {
        if origins[file] == nil { origins[file] = rank }
        if notFallback.contains(path) { notFallbackFiles.insert(file) }
      }
    }
    // A name several faces share finds the one of the earliest path given
    // (an app's own font before the machine's copy of it), then the first by
    // file path and index.
    let machine = fontPaths.count
    let records = Self.records(from: config.listFaces()) { origins[$0] ?? machine }
    var byName: [String: Int] = [:]
    var shared: [String: [Int]] = [:]
    for (i, record) in records.enumerated() {
      for name in record.names {
        if let first = byName[name] {
          if first != i, shared[name]?.last != i { shared[name, default: [first]].append(i) }
        } else {
          byName[name] = i
        }
      }
    }
    self.records = records
    self.warnings = warnings
    self.byName = byName
    self.shared = shared
    self.givenFiles = Set(origins.keys)
    self.origins = origins
    self.notFallbackFiles = notFallbackFiles
    var firstRecord: [FaceLocation: Int] = [:]
    for (i, record) in records.enumerated() where firstRecord[record.location] == nil {
      firstRecord[record.location] = i
    }
    self.firstRecord = firstRecord
    self.fontconfig = Locked(FontconfigConfigBox(config: config))
  }

  /// The face whose PostScript name (or other known name) is exactly `name`,
  /// compared byte for byte; nil when there is none.
  ///
  /// When several faces have the name, it is the one from the earliest of
  /// the paths given (the machine's fonts come last), then the first by file
  /// path and index; ``faces(named:)`` lists them all.
  public func font(named name: String) -> FontRecord? {
    byName[name].map { records[$0] }
  }

  /// Every face whose PostScript name (or other known name) is exactly
  /// `name`, the one ``font(named:)`` finds first.
  public func faces(named name: String) -> [FontRecord] {
    if let all = shared[name] { return all.map { records[$0] } }
    return byName[name].map { [records[$0]] } ?? []
  }

  /// The faces of the given font paths (not the machine's) that share
  /// `name` with the face ``font(named:)`` finds but are of another release
  /// (the `head` table's `fontRevision` differs, or cannot be read): an app
  /// that bundles them all gets one of them, and which is not said. Empty
  /// when there are none, or when the face found is the machine's. The same
  /// release in another file (a static face beside a variable font's named
  /// instance, a copy) is not one. With `among`, only the files it accepts
  /// are looked at (an app's own folders, not those given as stand-ins for
  /// a device's fonts).
  public func otherReleases(named name: String, among: ((String) -> Bool)? = nil)
    -> [FontRecord]
  {
    let faces = self.faces(named: name).filter { among?($0.path) ?? true }
    guard let first = faces.first, faces.count > 1, givenFiles.contains(first.path) else {
      return []
    }
    let revision = Self.revision(of: first)
    // Each other file once (a variable font's default and the named
    // instance at its coordinates have one name).
    var seen: Set<String> = [first.path]
    return faces.dropFirst().filter { face in
      givenFiles.contains(face.path) && seen.insert(face.path).inserted
        && !Self.sameRelease(revision, Self.revision(of: face))
    }
  }

  /// The release of a record's face (its `head.fontRevision`), or nil when it
  /// cannot be read.
  public static func revision(of record: FontRecord) -> Double? {
    (try? FontFace(path: record.path, index: record.index))?.revision
  }

  /// Whether two `fontRevision`s are one release: equal, or one step of the
  /// table's 16.16 number apart (3.052 is built as 3.05199 or 3.05200 as the
  /// tool rounds: Source Sans 3's OTF and TTF variable fonts of one release).
  /// A revision that cannot be read is none's.
  package static func sameRelease(_ a: Double?, _ b: Double?) -> Bool {
    guard let a, let b else { return false }
    return abs(a - b) * 65536 <= 1.5
  }

  /// The faces whose family contains `substring`, ignoring case.
  public func records(familyContaining substring: String) -> [FontRecord] {
    guard !substring.isEmpty else { return records }
    return records.filter { $0.family.localizedCaseInsensitiveContains(substring) }
  }

  /// Names to suggest for a name that is not in the catalog: names equal to
  /// it ignoring case first; then, where it is a family or full name (`Plus
  /// Jakarta Sans`, `Futura Bold`, spaces, case and hyphens aside), that
  /// family's or face's PostScript names, the regular face first; then the
  /// closest by edit distance.
  ///
  /// - Parameter limit: The most suggestions to return.
  public func suggestions(for name: String, limit: Int = 5) -> [String] {
    var result: [String] = []
    let lowercased = name.lowercased()
    let sameButCase = byName.keys.filter { $0.lowercased() == lowercased }.sorted()
    for other in sameButCase + faces(calledByFamilyOrFullName: name).map(\.postscriptName)
      + NameSuggestions.suggestions(
        for: name, among: byName.keys.sorted(), limit: limit, rules: .fontNames)
    where !result.contains(other) {
      result.append(other)
    }
    return Array(result.filter { $0 != name }.prefix(limit))
  }

  /// Whether two family or full names are the same, case, spaces, hyphens
  /// and underscores aside (`Plus Jakarta Sans`, `PlusJakarta-sans`), as
  /// ``faces(calledByFamilyOrFullName:)`` compares them.
  public static func sameName(_ a: String, _ b: String) -> Bool { folded(a) == folded(b) }

  /// `text` lower-cased, without spaces, hyphens or underscores.
  private static func folded(_ text: String) -> String {
    String(text.lowercased().unicodeScalars.filter { !" -_".unicodeScalars.contains($0) })
  }

  /// The faces whose full name (family and style) or family is `name`,
  /// compared without case, spaces, hyphens or underscores: the full name's
  /// face, else the family's faces, nearest regular first (upright, weight
  /// 400, normal width, a variable font's default instance), then by
  /// PostScript name.
  public func faces(calledByFamilyOrFullName name: String) -> [FontRecord] {
    let folded = Self.folded
    let query = folded(name)
    guard !query.isEmpty, query.count <= 200 else { return [] }
    let named = records.filter { !$0.postscriptName.isEmpty }
    let full = named.filter { folded($0.family + $0.style) == query }
    if !full.isEmpty { return full }
    // A variable font's default instance before its named instances.
    func rank(_ face: FontRecord) -> (Int, Int, Int, Int) {
      (
        face.italic ? 1 : 0, abs(face.weight - 400), abs(face.width - 5),
        face.index.namedInstance == 0 ? 0 : 1
      )
    }
    return named.filter { folded($0.family) == query }.sorted {
      rank($0) != rank($1) ? rank($0) < rank($1) : $0.postscriptName < $1.postscriptName
    }
  }

  // MARK: - Building

  private static let maximumDepth = 32

  /// Adds the font file or folder at `path`; returns the files added.
  private static func add(
    path: String, to config: FontconfigConfig, warnings: inout [CatalogWarning], workers: Int?
  ) throws(CatalogError) -> [String] {
    let kind: FileKind
    do {
      kind = try FileKind.at(path)
    } catch {
      if error.reason == .notFound { throw CatalogError.notFound(path: path) }
      throw CatalogError.unreadable(path: path, reason: error.problem)
    }
    guard kind == .directory else {
      // A file named explicitly must be a regular file and a font.
      guard kind == .regular else {
        throw CatalogError.unreadable(
          path: path, reason: FileError(path: path, reason: .notAFile(kind)).problem)
      }
      if let size = fileSize(path), size > FontLimits.maximumFileSize {
        throw CatalogError.unreadable(path: path, reason: "larger than 256 MiB")
      }
      do throws(FontError) {
        try FontFile.checkStructure(path)
      } catch {
        if case .malformed = error { throw CatalogError.malformedFont(error) }
        throw CatalogError.unreadable(path: path, reason: Self.reason(error))
      }
      guard config.addFile(path) else {
        throw CatalogError.unreadable(path: path, reason: "not a font file Fontconfig can read")
      }
      return [path]
    }
    var visited: Set<FileIdentity> = []
    let warned = warnings.count
    let root = Paths.real(path) ?? path
    do throws(FileError) {
      _ = try Folder.list(path)
    } catch {
      throw CatalogError.unreadable(path: path, reason: error.problem)
    }
    var found: [Scanned] = []
    scan(directory: path, root: root, depth: 0, visited: &visited, into: &found)
    // The font files' structure is checked on every core (reading each
    // glyph of a large font is most of a catalog's work); they are then
    // added to Fontconfig, and what was passed over is told, in scan order.
    // A check reads the whole file: a few files up to `sideBySideBytes` are
    // checked at once, larger ones one at a time, so that no more is held
    // at once than one file of the largest size.
    let beside = found.indices.filter { found[$0].checkedBeside }
    let checked = parallelMap(
      count: beside.count, workers: min(workers ?? ProcessCores.active, sideBySideFiles)
    ) { k in
      guard case .font(let file, _) = found[beside[k]] else { return nil as FontError? }
      return structureError(file)
    }
    var besideVerdicts = checked.makeIterator()
    var added: [String] = []
    for entry in found {
      switch entry {
      case .passedOver(let warning):
        warnings.append(warning)
      case .font(let file, _):
        switch entry.checkedBeside ? besideVerdicts.next()! : structureError(file) {
        case .malformed(_, let index, let problem)?:
          warnings.append(
            CatalogWarning(path: file, reason: .malformed(index: index, problem: problem)))
        case let error?:
          warnings.append(CatalogWarning(path: file, reason: .unreadable(reason: reason(error))))
        case nil:
          if config.addFile(file) {
            added.append(file)
          } else {
            warnings.append(CatalogWarning(path: file, reason: .unreadableFont))
          }
        }
      }
    }
    if added.isEmpty {
      throw CatalogError.noFonts(directory: path, skipped: Array(warnings[warned...]))
    }
    return added
  }

  /// What a scan finds, in order: a font file to check and add, or
  /// something passed over.
  private enum Scanned {
    /// A font file and its size in bytes (nil when it cannot be told).
    case font(String, bytes: Int?)
    case passedOver(CatalogWarning)

    /// A font file small enough to be checked beside others.
    var checkedBeside: Bool {
      guard case .font(_, let bytes?) = self else { return false }
      return bytes <= sideBySideBytes
    }
  }

  /// The largest file checked beside others, and how many are checked at once.
  private static let sideBySideBytes = 32 << 20
  private static let sideBySideFiles = 4

  /// Lists the font files in `directory` and the folders inside it. Special
  /// files (FIFOs, sockets, devices), folders that cannot be read, symbolic
  /// links to folders outside `root`, link loops and files larger than the
  /// limit are passed over with a warning; each folder is scanned once (by
  /// device and inode).
  private static func scan(
    directory: String, root: String, depth: Int, visited: inout Set<FileIdentity>,
    into found: inout [Scanned]
  ) {
    func passOver(_ path: String, _ reason: CatalogWarning.Reason) {
      found.append(.passedOver(CatalogWarning(path: path, reason: reason)))
    }
    guard depth <= maximumDepth, let identity = FileIdentity(path: directory),
      visited.insert(identity).inserted
    else {
      passOver(directory, .tooDeep)
      return
    }
    let names: [String]
    do throws(FileError) {
      names = try Folder.list(directory)
    } catch {
      passOver(directory, .unreadable(reason: error.problem))
      return
    }
    for name in names where !name.hasPrefix(".") {
      let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      guard let entryKind = FileKind.ofLink(path) else { continue }
      var kind = entryKind
      if entryKind == .symbolicLink {
        do throws(FileError) {
          kind = try FileKind.at(path)
        } catch {
          // A dangling link is passed over silently, like any file that is not a font.
          if error.reason != .notFound { passOver(path, .unreadable(reason: error.problem)) }
          continue
        }
        if kind == .directory {
          let real = Paths.real(path) ?? path
          guard real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else {
            passOver(path, .linkOutside(target: real))
            continue
          }
        }
      }
      switch kind {
      case .directory:
        scan(directory: path, root: root, depth: depth + 1, visited: &visited, into: &found)
      case .regular:
        guard Paths.isFontFile(name) else { continue }
        let size = fileSize(path)
        if let size, size > FontLimits.maximumFileSize {
          passOver(path, .tooLarge(bytes: size))
        } else {
          found.append(.font(path, bytes: size))
        }
      default:
        // A FIFO, socket or device named like a font is said; any other
        // (a folder scan of `/` meets `/dev`) is passed over as a file that
        // is not a font.
        guard Paths.isFontFile(name) else { continue }
        passOver(path, .unreadable(reason: FileError(path: path, reason: .notAFile(kind)).problem))
      }
    }
  }

  /// Why a font file could not be read, in words.
  private static func reason(_ error: FontError) -> String {
    switch error {
    case .unreadable(_, let reason): reason
    case .fileNotFound: "no such file"
    case .fileTooLarge: "larger than 256 MiB"
    default: "not a font file that can be read"
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
  /// `rank` orders the faces of one name by the file's origin.
  private static func records(from faces: [FontconfigFace], rank: (String) -> Int)
    -> [FontRecord]
  {
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
    let ranked = records.map { (rank: rank($0.path), record: $0) }
    return ranked.sorted {
      ($0.record.postscriptName, $0.rank, $0.record.path, $0.record.index)
        < ($1.record.postscriptName, $1.rank, $1.record.path, $1.record.index)
    }.map(\.record)
  }

  private static func record(from face: FontconfigFace) -> FontRecord {
    FontRecord(
      postscriptName: face.postscriptName, family: face.family, style: face.style,
      path: face.file, index: face.index,
      weight: face.weight.map { openTypeWeight(fontconfigWeight: $0) } ?? 400,
      width: widthClass(fontconfigWidth: face.width), italic: face.slant > 0,
      variable: false)
  }

  /// Renames a variable font's faces to FreeType's instance names (the fvar
  /// instance's PostScript name, or the name FreeType derives per Adobe
  /// Technote #5902 when it has none), keeping Fontconfig's names as other
  /// names, and gives each named instance the weight of its own `wght`
  /// coordinate (Fontconfig's is scaled by the weight class over the axis
  /// default); returns instances Fontconfig left out.
  private static func nameInstances(path: String, records: inout [FontRecord], at indices: [Int])
    -> [FontRecord]
  {
    var listed: Set<FaceIndex> = []
    var defaultAt: Int?
    for i in indices {
      records[i].variable = true
      listed.insert(records[i].index)
      if records[i].index.namedInstance == 0 { defaultAt = i }
      guard let face = try? FontFace(path: path, index: records[i].index) else { continue }
      if let weight = instanceWeight(face) { records[i].weight = weight }
      guard let name = face.postscriptName, name != records[i].postscriptName else { continue }
      // Fontconfig's name is kept as another (an old release's name) unless
      // it was Fontconfig's own guess for a face FreeType names nothing
      // (`Roboto-Flex`, its family with a hyphen, for each of its instances).
      if !records[i].postscriptName.isEmpty, face.freeTypePostscriptName != nil {
        records[i].otherNames.append(records[i].postscriptName)
      }
      records[i].postscriptName = name
    }
    // Fontconfig folds the named instance equal to the default into index 0;
    // it is listed, unless it is named as the default face is (Serif Four's
    // `SerifFourVariable-Roman`), which answers its name already.
    let defaultRecord = defaultAt.map { records[$0] }
    guard let base = try? FontFace(path: path, index: defaultRecord?.index ?? FaceIndex()) else {
      return []
    }
    var added: [FontRecord] = []
    let collection = defaultRecord?.index.collection ?? 0
    for instance in 1...max(1, base.namedInstanceCount) where base.namedInstanceCount > 0 {
      let index = FaceIndex(collection: collection, namedInstance: instance)
      guard !listed.contains(index), let face = try? FontFace(path: path, index: index),
        let name = face.postscriptName, name != defaultRecord?.postscriptName
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
      if let weight = instanceWeight(face) { record.weight = weight }
      added.append(record)
    }
    return added
  }

  /// A named instance's weight: its `wght` coordinate in fvar, rounded into
  /// OpenType's 1 … 1000, or nil when it has none.
  private static func instanceWeight(_ face: FontFace) -> Int? {
    guard let wght = face.namedInstanceCoordinates?["wght"], wght.isFinite else { return nil }
    return min(1000, max(1, Int(wght.rounded())))
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
  /// Each face's characters as its Fontconfig charset gives them, copied out
  /// once (the fallback order of every language lists the same faces).
  var characters: [FaceLocation: CharacterCoverage?] = [:]
  /// The characters of each face no text falls back to, copied out the
  /// first time they are asked for (``FontCatalog/ownFaces(covering:)``).
  var ownCharacters: [(location: FaceLocation, characters: CharacterCoverage)]? = nil
}
