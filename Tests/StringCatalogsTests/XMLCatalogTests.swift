import StringCatalogs
import Testing

/// The catalog parsers on the shared XML readers: `.stringsdict` and XML
/// `.strings` through `DocumentNode.parseXMLPlist`, `strings.xml` through
/// `XMLElementNode.parseXML`, with failures worded as catalog errors.
@Suite struct XMLCatalogTests {
  func parse(
    _ text: String, path: String, limits: CatalogLimits = .init()
  ) throws(StringFileError) -> [String] {
    try StringFile.parse(bytes: Array(text.utf8), path: path, limits: limits).strings.map {
      "\($0.key)=\($0.value)@\($0.line.map(String.init) ?? "-")"
    }
  }

  func error(_ text: String, path: String, limits: CatalogLimits = .init()) -> StringFileError? {
    do {
      _ = try parse(text, path: path, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  /// A `.stringsdict` nests at most `maximumDepth` arrays and dictionaries;
  /// `<plist>`, `<key>` and leaves no longer count (libxml2 counted elements,
  /// so this file was refused at a depth of 4).
  @Test func stringsdictDepthCountsContainers() throws {
    let xml = """
      <plist><dict><key>k</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>f</string>
      <key>x</key><array><array><string>y</string></array></array>
      </dict></dict></plist>
      """
    #expect(
      try parse(xml, path: "A.stringsdict", limits: CatalogLimits(maximumDepth: 4)) == ["k=f@2"])
    let deeper = xml.replacingOccurrences(of: "<array><array>", with: "<array><array><array>")
      .replacingOccurrences(of: "</array></array>", with: "</array></array></array>")
    #expect(
      error(deeper, path: "A.stringsdict", limits: CatalogLimits(maximumDepth: 4))
        == .malformed(path: "A.stringsdict", line: 3, reason: "nested deeper than 4 levels"))
  }

  /// Property lists keep text as written (CFPropertyList); `strings.xml` is
  /// XML, where CR LF is a line break read as LF.
  @Test func lineBreaksInText() throws {
    #expect(
      try parse(
        "<plist><dict><key>a</key><string>x\r\ny</string></dict></plist>", path: "A.strings")
        == ["a=x\r\ny@1"])
    #expect(
      try parse(
        "<resources><string name=\"a\">\"x\r\ny\"</string></resources>", path: "values/strings.xml")
        == ["a=x\ny@1"])
  }

  /// An element's line is where its `<` is (libxml2 gave the line of its `>`).
  @Test func androidLinesAreWhereTagsStart() throws {
    #expect(
      try parse(
        "<resources>\n<string\n    name=\"a\">x</string>\n</resources>", path: "values/strings.xml")
        == ["a=x@2"])
  }

  @Test(arguments: [
    (
      "<plist><dict>\n<key>k</key>\n<string>x</dict></plist>", "A.stringsdict", 3,
      "expected </string>, found </dict>"
    ),
    (
      "<plist><dict>\n<key>k</key></dict></plist>", "A.stringsdict", 2,
      "expected a value after <key>k</key>, found </dict>"
    ),
    (
      "<plist><dict><key>k</key><integer>1.5</integer></dict></plist>", "A.stringsdict", 1,
      "invalid number 1.5"
    ),
    ("<?xml version=\"1.0\"?>\n", "A.stringsdict", 1, "the XML document is empty"),
    (
      "<resources>\n<string name=\"a\">&nbsp;</string></resources>", "values/strings.xml", 2,
      "unknown entity or character reference &nbsp;"
    ),
    (
      "<!DOCTYPE resources [\n<!ENTITY app SYSTEM \"shop.txt\">\n]>\n<resources/>",
      "values/strings.xml", 2,
      "expected an entity with its text in quotes (external entities are not read), "
        + "found the external entity app"
    ),
    (
      "<!DOCTYPE resources [<!ENTITY app \"Shop\">]>\n<resources>\n"
        + "<string name=\"a\">&ap;</string></resources>", "values/strings.xml", 3,
      "unknown entity or character reference &ap;"
    ),
    (
      "<resources>\n<string name=\"a\">A & B</string>\n<string name=\"b\">x</string></resources>",
      "values/strings.xml", 2,
      "'&' begins no entity or character reference: an ampersand is written &amp;"
    ),
    (
      "<resources>\n<string name=\"a\">AT&T</string></resources>", "values/strings.xml", 2,
      "'&T' is missing the ';' that ends a reference (an ampersand alone is written &amp;)"
    ),
    (
      "<resources>\n<string name=\"a\">x", "values/strings.xml", 2,
      "expected </string>, found the end of the file"
    ),
  ])
  func errorsAreWorded(_ text: String, _ path: String, _ line: Int, _ reason: String) {
    #expect(error(text, path: path) == .malformed(path: path, line: line, reason: reason))
  }
}
