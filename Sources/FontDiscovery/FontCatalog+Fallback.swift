internal import CFontconfig
import FontCore
import Foundation

extension FontCatalog {
  /// The faces to try, in order, for characters a font lacks: Fontconfig's
  /// sorted list (`FcFontSort`) for the family and language, restricted to
  /// faces in the catalog, without `primary` itself.
  ///
  /// - Parameters:
  ///   - primary: The face whose fallbacks are wanted (its family steers the sort).
  ///   - language: A BCP 47 language tag such as `ja` or `ar`, or nil.
  public func fallbackFonts(for primary: FontRecord, language: String?) -> [FontRecord] {
    let locations = fontconfig.withLock { box in
      box.config.sortedFaces(family: primary.family, language: language)
    }
    var byLocation: [FaceLocation: FontRecord] = [:]
    for record in records where byLocation[record.location] == nil {
      byLocation[record.location] = record
    }
    var seen: Set<FaceLocation> = [primary.location]
    var result: [FontRecord] = []
    for location in locations {
      guard seen.insert(location).inserted, let record = byLocation[location] else { continue }
      result.append(record)
    }
    return result
  }
}

extension FontconfigConfig {
  /// Every face in the configuration sorted by Fontconfig's closeness to a
  /// pattern of `family` and `language`.
  func sortedFaces(family: String, language: String?) -> [FaceLocation] {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    family.withCString { name in
      name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
        _ = FcPatternAddString(pattern, FC_FAMILY, $0)
      }
    }
    if let language, !language.isEmpty {
      let tag = language.replacingOccurrences(of: "_", with: "-").lowercased()
      tag.withCString { name in
        name.withMemoryRebound(to: FcChar8.self, capacity: tag.utf8.count + 1) {
          _ = FcPatternAddString(pattern, FC_LANG, $0)
        }
      }
    }
    _ = FcConfigSubstitute(handle, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let set = FcFontSort(handle, pattern, FcFalse, nil, &result) else { return [] }
    defer { FcFontSetDestroy(set) }
    var faces: [FaceLocation] = []
    for i in 0..<Int(set.pointee.nfont) {
      guard let font = set.pointee.fonts[i] else { continue }
      var file: UnsafeMutablePointer<FcChar8>?
      var index: Int32 = 0
      guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else {
        continue
      }
      _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
      let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
      faces.append(FaceLocation(path: path, index: FaceIndex(freeTypeValue: Int(index))))
    }
    return faces
  }
}
