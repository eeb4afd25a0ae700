internal import CFontconfig
import FontCore
import Foundation

extension FontCatalog {
  /// The faces to try, in order, for characters a font lacks: Fontconfig's
  /// sorted list (`FcFontSort`) for the family and language, restricted to
  /// faces in the catalog, without `primary` itself; the faces of the font
  /// paths given come before the machine's.
  ///
  /// - Parameters:
  ///   - primary: The face whose fallbacks are wanted (its family steers the sort).
  ///   - language: A BCP 47 language tag such as `ja` or `ar`, or nil.
  public func fallbackFonts(for primary: FontRecord, language: String?) -> [FontRecord] {
    fallbackCandidates(for: primary, language: language).map(\.record)
  }

  /// The faces to try, in order, for characters a font lacks (the order of
  /// ``fallbackFonts(for:language:)``), each with the characters and colour
  /// Fontconfig's cache records for it: no face is opened.
  ///
  /// - Parameters:
  ///   - primary: The face whose fallbacks are wanted (its family steers the sort).
  ///   - language: A BCP 47 language tag such as `ja` or `ar`, or nil.
  ///   - weight: The weight the primary face is set at, on OpenType's scale
  ///     (a variable face's `wght`); nil for the face's own.
  public func fallbackCandidates(for primary: FontRecord, language: String?, weight: Int? = nil)
    -> [FallbackCandidate]
  {
    let tag = language.map { $0.replacingOccurrences(of: "_", with: "-").lowercased() }
    return fontconfig.withLock { box in
      // By record index: whether the face came already (the primary's
      // counts as come), and whether its Fontconfig languages hold the
      // text's language.
      var seen = [Bool](repeating: false, count: records.count)
      if let primaryIndex = firstRecord[primary.location] { seen[primaryIndex] = true }
      var speaks = [Bool?](repeating: nil, count: records.count)
      var result: [FallbackCandidate] = []
      box.config.forEachSortedFace(
        family: primary.family, language: language, weight: weight ?? primary.weight,
        italic: primary.italic
      ) { location, font in
        guard location != primary.location, let index = firstRecord[location], !seen[index]
        else { return }
        seen[index] = true
        let record = records[index]
        guard !notFallbackFiles.contains(record.path) else { return }
        let characters: CharacterCoverage?
        if let known = box.characters[location] {
          characters = known
        } else {
          characters = FontconfigConfig.characters(of: font)
          box.characters[location] = characters
        }
        result.append(
          FallbackCandidate(
            record: record, characters: characters, hasColor: FontconfigConfig.hasColor(font)))
        if let tag { speaks[index] = FontconfigConfig.hasLanguage(font, tag) }
      }
      return Self.givenAndSpeakingFirst(
        result, isGiven: { givenFiles.isEmpty || givenFiles.contains($0) },
        speaks: { location in firstRecord[location].flatMap { speaks[$0] } })
    }
  }

  /// `candidates` (in Fontconfig's order) with the faces of the folders
  /// given (standing in for a device's) before the machine's own (DejaVu
  /// Sans is on no device), and in each, the faces made for the text's
  /// language before the others (Noto Sans Arabic before Noto Sans Adlam,
  /// which has Arabic's punctuation and digits and which Fontconfig may rank
  /// first); otherwise in order, as a name finds the face of a folder given
  /// first. A machine's face of a family a folder given has is one of the
  /// family's (a device has its other weights): where Fontconfig ranks it
  /// first (Noto Sans Arabic Bold for bold text, when the folder has the
  /// Regular alone), it stays first. `speaks` is nil for a face whose
  /// languages were not looked at.
  static func givenAndSpeakingFirst(
    _ candidates: [FallbackCandidate], isGiven: (String) -> Bool,
    speaks: (FaceLocation) -> Bool?
  ) -> [FallbackCandidate] {
    struct Style: Hashable {
      var family: String
      var weight: Int
      var italic: Bool
    }
    func style(_ record: FontRecord) -> Style {
      Style(family: record.family.lowercased(), weight: record.weight, italic: record.italic)
    }
    let given = candidates.map { isGiven($0.record.path) }
    // Each style a given face has, at the given face's place.
    var givenStyles: [Style: Int] = [:]
    for i in candidates.indices where given[i] {
      givenStyles[style(candidates[i].record)] = givenStyles[style(candidates[i].record)] ?? i
    }
    let givenFamilies = Set(givenStyles.keys.map(\.family))
    // A machine's face of a given family is the family's, in Fontconfig's
    // order (the bold beside a given regular comes first for bold text);
    // one in a style a given face has already (the machine's own Roboto
    // Regular) comes right after that face.
    func rank(_ i: Int) -> Int {
      (given[i] || givenFamilies.contains(style(candidates[i].record).family) ? 0 : 2)
        + (speaks(candidates[i].record.location) == false ? 1 : 0)
    }
    // A style a given face has is one place: the first of its faces, given
    // or the machine's, at the best rank of them, the given face first. A
    // folder's subset whose Fontconfig languages are too few to hold the
    // text's (Noto Sans CJK JP with a few hundred characters) stays before
    // the machine's whole face of the same name, and where that one comes.
    var stylePlace: [Style: (rank: Int, place: Int)] = [:]
    for i in candidates.indices {
      let own = style(candidates[i].record)
      guard givenStyles[own] != nil else { continue }
      let known = stylePlace[own] ?? (rank(i), i)
      stylePlace[own] = (min(known.rank, rank(i)), min(known.place, i))
    }
    let keys = candidates.indices.map { i -> (rank: Int, place: Int, after: Int) in
      if let shared = stylePlace[style(candidates[i].record)] {
        return (shared.rank, shared.place, given[i] ? 0 : 1)
      }
      return (rank(i), i, 0)
    }
    return candidates.indices.sorted { i, j in
      let (a, b) = (keys[i], keys[j])
      return (a.rank, a.place, a.after, i) < (b.rank, b.place, b.after, j)
    }.map { candidates[$0] }
  }
}

extension FontCatalog {
  /// The PostScript names of the faces no text falls back to (the font
  /// paths given as `notFallback`: an app's own fonts, which its code or
  /// styles name) that have every one of `scalars`, each name once, in the
  /// order Fontconfig was given their files; empty when none has them (or
  /// there are none). Said
  /// where text lacks them: the app's font has them, but a device sets
  /// them in its system fonts unless the app names that font.
  public func ownFaces(covering scalars: [Unicode.Scalar]) -> [String] {
    guard !notFallbackFiles.isEmpty, !scalars.isEmpty else { return [] }
    return fontconfig.withLock { box in
      let own = box.ownCharacters ?? box.config.applicationFaceCharacters(in: notFallbackFiles)
      box.ownCharacters = own
      var names: [String] = []
      for (location, characters) in own where scalars.allSatisfy(characters.contains) {
        guard let index = firstRecord[location] else { continue }
        let name = records[index].postscriptName
        if !names.contains(name) { names.append(name) }
      }
      return names
    }
  }
}

extension FontCatalog {
  /// The files of the catalog's emoji faces that text falls back to (a
  /// family named for emoji: Noto Color Emoji, Apple Color Emoji, Twemoji;
  /// not an app's own face its code sets, which no text falls back to),
  /// each once, in the catalog's order: where text lacks an emoji, the face
  /// that lacks it (a subset) is named.
  public var emojiFontFiles: [String] {
    var files: [String] = []
    for record in records
    where record.family.lowercased().contains("emoji") && !notFallbackFiles.contains(record.path)
      && !files.contains(record.path)
    {
      files.append(record.path)
    }
    return files
  }

  /// Whether `record`'s face has every one of `scalars`, by its Fontconfig
  /// charset; false when the catalog has no charset for it.
  public func covers(_ record: FontRecord, every scalars: [Unicode.Scalar]) -> Bool {
    fontconfig.withLock { box in
      let characters: CharacterCoverage?
      if let known = box.characters[record.location] {
        characters = known
      } else {
        characters = box.config.characters(at: record.location)
        box.characters[record.location] = characters
      }
      guard let characters else { return false }
      return scalars.allSatisfy(characters.contains)
    }
  }
}

extension FontconfigConfig {
  /// The characters of the face at `location`, from its Fontconfig charset
  /// (the application's fonts, then the machine's); nil when neither set
  /// holds the face.
  func characters(at location: FaceLocation) -> CharacterCoverage? {
    for kind in [FcSetApplication, FcSetSystem] {
      // The configuration owns the sets: not destroyed here.
      guard let set = FcConfigGetFonts(handle, kind) else { continue }
      for i in 0..<Int(set.pointee.nfont) {
        guard let font = set.pointee.fonts[i], Self.location(of: font) == location else {
          continue
        }
        return Self.characters(of: font)
      }
    }
    return nil
  }

  /// The characters of each face of the files the configuration was given
  /// (`FcSetApplication`) that `files` holds, from their Fontconfig
  /// charsets, in the configuration's order.
  func applicationFaceCharacters(in files: Set<String>) -> [(
    location: FaceLocation, characters: CharacterCoverage
  )] {
    // The configuration owns the set: not destroyed here.
    guard let set = FcConfigGetFonts(handle, FcSetApplication) else { return [] }
    var found: [(location: FaceLocation, characters: CharacterCoverage)] = []
    for i in 0..<Int(set.pointee.nfont) {
      guard let font = set.pointee.fonts[i], let location = Self.location(of: font),
        files.contains(location.path), let characters = Self.characters(of: font)
      else { continue }
      found.append((location, characters))
    }
    return found
  }

  /// Calls `body` with every face in the configuration, sorted by
  /// Fontconfig's closeness to a pattern of `family`, `language`, `weight`
  /// (OpenType's scale) and slant, and its pattern (valid only during the
  /// call): a bold style's fallback is a bold face where there is one, as
  /// on a device.
  func forEachSortedFace(
    family: String, language: String?, weight: Int = 400, italic: Bool = false,
    _ body: (FaceLocation, OpaquePointer) -> Void
  ) {
    guard let pattern = FcPatternCreate() else { return }
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
    _ = FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
    _ = FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
    _ = FcConfigSubstitute(handle, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let set = FcFontSort(handle, pattern, FcFalse, nil, &result) else { return }
    defer { FcFontSetDestroy(set) }
    for i in 0..<Int(set.pointee.nfont) {
      guard let font = set.pointee.fonts[i], let location = Self.location(of: font) else {
        continue
      }
      body(location, font)
    }
  }

  /// Where a face pattern's face is: its file (`FC_FILE`) and index
  /// (`FC_INDEX`); nil for a pattern of no file.
  static func location(of font: OpaquePointer) -> FaceLocation? {
    var file: UnsafeMutablePointer<FcChar8>?
    var index: Int32 = 0
    guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else {
      return nil
    }
    _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
    let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
    return FaceLocation(path: path, index: FaceIndex(freeTypeValue: Int(index)))
  }

  /// Whether a face pattern's languages (`FC_LANG`, the orthographies its
  /// characters cover) hold `tag` (`ar`, `zh-cn`), in any territory.
  static func hasLanguage(_ font: OpaquePointer, _ tag: String) -> Bool {
    var languages: OpaquePointer?
    guard FcPatternGetLangSet(font, FC_LANG, 0, &languages) == FcResultMatch, let languages
    else { return false }
    let result = tag.withCString { name in
      name.withMemoryRebound(to: FcChar8.self, capacity: tag.utf8.count + 1) {
        FcLangSetHasLang(languages, $0)
      }
    }
    return result == FcLangEqual || result == FcLangDifferentTerritory
  }

  /// The characters in a face pattern's charset (`FC_CHARSET`), copied out
  /// page by page (256 code points each), or nil when it has none.
  static func characters(of font: OpaquePointer) -> CharacterCoverage? {
    var charset: OpaquePointer?
    guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else {
      return nil
    }
    // FC_CHARSET_MAP_SIZE words of 32 bits; FC_CHARSET_DONE ends the pages.
    let mapSize = 8
    let done = FcChar32.max
    var map = [FcChar32](repeating: 0, count: mapSize)
    var next: FcChar32 = 0
    var ranges: [ClosedRange<UInt32>] = []
    var start: UInt32? = nil
    var previous: UInt32 = 0
    var base = map.withUnsafeMutableBufferPointer {
      FcCharSetFirstPage(charset, $0.baseAddress, &next)
    }
    var pages = 0
    while base != done, pages <= 0x1100 {
      pages += 1
      for word in 0..<mapSize where map[word] != 0 {
        let bits = map[word]
        for bit in 0..<32 where bits & (1 << UInt32(bit)) != 0 {
          let value = base &+ UInt32(word * 32 + bit)
          if start == nil || value != previous &+ 1 {
            if let first = start { ranges.append(first...previous) }
            start = value
          }
          previous = value
        }
      }
      base = map.withUnsafeMutableBufferPointer {
        FcCharSetNextPage(charset, $0.baseAddress, &next)
      }
    }
    if let first = start { ranges.append(first...previous) }
    return CharacterCoverage(ranges: ranges)
  }

  /// Whether a face pattern says the face has colour glyphs (`FC_COLOR`), or
  /// nil when it does not say.
  static func hasColor(_ font: OpaquePointer) -> Bool? {
    var color: FcBool = FcFalse
    guard FcPatternGetBool(font, FC_COLOR, 0, &color) == FcResultMatch else { return nil }
    return color != FcFalse
  }
}
