import FileAccess
import StructuredText

extension AndroidResources {
  /// The faces of the app font `name` (what `@font/name` names).
  ///
  /// A family XML (`res/font/name.xml`, root `<font-family>`) gives its
  /// `<font>` elements in order, each with `android:font` (`@font/file`),
  /// `android:fontWeight` (default 400) and `android:fontStyle` (`normal` or
  /// `italic`), or the same attributes in the app namespace (`app:font`…,
  /// which AndroidX's ResourcesCompat reads; `android:` wins when both are
  /// written), as frameworks/base `FontResourcesParser` and androidx
  /// `FontResourcesParserCompat` read them. A single file
  /// (`res/font/name.ttf`, `.otf`, `.ttc`) is one face of weight 400, not italic.
  ///
  /// - Throws: ``AndroidResourceError`` when no font has that name (listing
  ///   what `res/font` holds), the family XML cannot be read or is invalid, it
  ///   is a downloadable font, a `<font>` names a file that is not there, or
  ///   the family holds no font file (`noFontFile`: an empty `<font-family/>`,
  ///   or `<font>`s that each name a family XML).
  public func fontFaces(named name: String) throws(AndroidResourceError) -> [AndroidFontFace] {
    guard let path = table.fonts[name] else {
      throw AndroidResourceError(
        path: Paths.join(rootPath, "font"), reason: .fontNotFound(name: name, available: fontNames))
    }
    guard path.lowercased().hasSuffix(".xml") else {
      return [AndroidFontFace(path: path, weight: 400, italic: false)]
    }
    let root = try ResourceTable.parse(file: path)
    guard root.name == "font-family" else {
      throw AndroidResourceError(
        path: path, line: root.line,
        reason: .invalidFontFamily("the root element is <\(root.name)>, expected <font-family>"))
    }
    func attribute(_ element: XMLElementNode, _ name: String) -> String? {
      (element.attributes["android:" + name] ?? element.attributes["app:" + name]).map(
        ResourceTable.trimmed)
    }
    // The `res/font` file a `<font>`'s `@font/name` (`@app:font/name`) names.
    func file(_ reference: String) -> String? {
      guard let slash = reference.firstIndex(of: "/"), reference.hasPrefix("@"),
        reference[..<slash].hasSuffix("font")
      else { return nil }
      return table.fonts[String(reference[reference.index(after: slash)...])]
    }
    let fonts = root.elements.filter { $0.name == "font" }
    guard !fonts.isEmpty else {
      if let authority = attribute(root, "fontProviderAuthority") {
        throw AndroidResourceError(
          path: path, line: root.line,
          reason: .downloadableFont(
            authority: authority,
            query: attribute(root, "fontProviderQuery").flatMap(DownloadableFontQuery.init)))
      }
      // An empty family builds; a device draws its text in the default font.
      throw AndroidResourceError(
        path: path, line: root.line, reason: .noFontFile(why: "it has no <font> elements"))
    }
    // `<font>`s that each name a family XML (a family of empty stand-ins):
    // Android loads no font of them either.
    let families = fonts.compactMap { font -> String? in
      guard let reference = attribute(font, "font"), let file = file(reference),
        file.lowercased().hasSuffix(".xml")
      else { return nil }
      return reference
    }
    if families.count == fonts.count {
      throw AndroidResourceError(
        path: path, line: fonts[0].line,
        reason: .noFontFile(
          why: "its <font>s name family XMLs, not font files: "
            + families.prefix(3).joined(separator: ", ") + (families.count > 3 ? ", …" : "")))
    }
    var faces: [AndroidFontFace] = []
    for font in fonts {
      guard let reference = attribute(font, "font") else {
        throw AndroidResourceError(
          path: path, line: font.line,
          reason: .invalidFontFamily("a <font> has no android:font or app:font attribute"))
      }
      guard let file = file(reference), !file.lowercased().hasSuffix(".xml") else {
        throw AndroidResourceError(
          path: path, line: font.line, reason: .fontFileMissing(reference: reference))
      }
      // A whole number attribute within `range`, else `otherwise`.
      func whole(_ name: String, in range: ClosedRange<Int>, otherwise: Int)
        throws(AndroidResourceError) -> Int
      {
        guard let written = attribute(font, name) else { return otherwise }
        guard let value = Int(written), range.contains(value) else {
          throw AndroidResourceError(
            path: path, line: font.line,
            reason: .badValue(
              attribute: name, value: written,
              expected: "a whole number from \(range.lowerBound) to \(range.upperBound)"))
        }
        return value
      }
      let weight = try whole("fontWeight", in: 1...1000, otherwise: 400)
      var italic = false
      if let written = attribute(font, "fontStyle") {
        switch written {
        case "normal": italic = false
        case "italic": italic = true
        default:
          throw AndroidResourceError(
            path: path, line: font.line,
            reason: .badValue(attribute: "fontStyle", value: written, expected: "normal or italic"))
        }
      }
      let collectionIndex = try whole("ttcIndex", in: 0...65_535, otherwise: 0)
      var axes: [AndroidFontFace.Axis] = []
      if let written = attribute(font, "fontVariationSettings") {
        guard let parsed = Self.variationSettings(written) else {
          throw AndroidResourceError(
            path: path, line: font.line,
            reason: .badValue(
              attribute: "fontVariationSettings", value: written,
              expected: "quoted four-letter axis tags with numbers, as in 'wght' 700, 'wdth' 90"))
        }
        axes = parsed
      }
      faces.append(
        AndroidFontFace(
          path: file, weight: weight, italic: italic, line: font.line,
          collectionIndex: collectionIndex, axes: axes, familyFile: path))
    }
    return faces
  }

  /// The axes of a `fontVariationSettings` value (`'wght' 700, 'wdth' 90`),
  /// read as `FontVariationAxis.fromFontVariationSettings` reads them: each a
  /// tag of four characters from space to `~` in single or double quotes,
  /// then a number up to the next comma; nil for what Android refuses (a
  /// value that is not a finite number too). The first 64 axes are kept.
  static func variationSettings(_ text: String) -> [AndroidFontFace.Axis]? {
    let characters = Array(text.unicodeScalars)
    var axes: [AndroidFontFace.Axis] = []
    var i = 0
    while i < characters.count {
      let c = characters[i]
      if c.properties.isWhitespace {
        i += 1
        continue
      }
      guard c == "'" || c == "\"", i + 5 < characters.count, characters[i + 5] == c else {
        return nil
      }
      let tag = characters[(i + 1)..<(i + 5)]
      guard tag.allSatisfy({ (0x20...0x7E).contains($0.value) }) else { return nil }
      i += 6
      let end = characters[i...].firstIndex(of: ",") ?? characters.count
      // Java's Float.parseFloat: spaces around, an `f` or `d` suffix.
      var number = ResourceTable.trimmed(String(String.UnicodeScalarView(characters[i..<end])))
      if let last = number.last, "fFdD".contains(last) { number.removeLast() }
      // Hexadecimal is refused (Java's needs a `p` exponent, Swift's not).
      guard !number.contains(where: { "xX".contains($0) }), let value = Double(number),
        value.isFinite
      else { return nil }
      // Past 64 axes (no font has so many), the rest are read, not kept.
      if axes.count < 64 {
        axes.append(
          AndroidFontFace.Axis(tag: String(String.UnicodeScalarView(tag)), value: value))
      }
      i = end + 1
    }
    return axes
  }
}
