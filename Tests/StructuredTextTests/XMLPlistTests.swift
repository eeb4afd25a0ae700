import Testing

@testable import StructuredText

/// `DocumentNode.parseXMLPlist`, the one XML property-list reader. It replaced
/// two that disagreed: the config loader's `XMLPlistScanner` and the string
/// catalogs' libxml2 tree read by `DocumentNode.fromPlistXML`. Each case below
/// is an input on which they differed, with what each did and what the reader
/// does now: what CFPropertyList's XML parser (CFPropertyList.c) does.
@Suite struct XMLPlistTests {
  /// An input, what the two old readers made of it, and the result now.
  struct Difference: Sendable, CustomTestStringConvertible {
    /// The document.
    var xml: String
    /// What `XMLPlistScanner` (configs) did.
    var scanner: String
    /// What libxml2 and `fromPlistXML` (`.stringsdict`, XML `.strings`) did.
    var libxml2: String
    /// The value of the key `a` now, or the failure.
    var now: Result<FoundValue, ParseFailure>

    var testDescription: String {
      "\(xml.debugDescription) (scanner: \(scanner); libxml2: \(libxml2))"
    }
  }

  /// The value of `a` in a dictionary, or the failure.
  static func valueOfA(_ xml: String, maximumDepth: Int = 64) -> Result<FoundValue, ParseFailure> {
    do {
      let root = try DocumentNode.parseXMLPlist(Array(xml.utf8), maximumDepth: maximumDepth)
      guard case .dictionary(let entries) = root.value,
        let entry = entries.last(where: { $0.key == "a" })
      else { return .success(root.found) }
      return .success(entry.value.found)
    } catch {
      return .failure(error)
    }
  }

  static func inDict(_ value: String) -> String {
    "<plist><dict><key>a</key>\(value)</dict></plist>"
  }

  static let differences: [Difference] = [
    // Character references: lower-case x only, at most 8 digits (CFPropertyList).
    Difference(
      xml: inDict("<string>&#X41;</string>"), scanner: "A", libxml2: "refused",
      now: .failure(ParseFailure(.invalidEscape("&#X41;"), line: 1))),
    Difference(
      xml: inDict("<string>&#x0000000041;</string>"), scanner: "refused", libxml2: "A",
      now: .failure(ParseFailure(.invalidEscape("&#x000000004"), line: 1))),
    // An internal DTD subset is refused at its '[' (CFPropertyList's skipDTD).
    Difference(
      xml: "<!DOCTYPE plist [\n<!ENTITY e \"x\">\n]>\n" + inDict("<string>b</string>"),
      scanner: "skipped", libxml2: "refused on line 2, the <!ENTITY",
      now: .failure(
        ParseFailure(
          .unexpected(found: "'['", expected: "'>' (an internal DTD subset is not read)"), line: 1))
    ),
    // The DOCTYPE ends at its first '>', quotes or not.
    Difference(
      xml: "<!DOCTYPE plist SYSTEM \"a>b\">" + inDict("<string>b</string>"),
      scanner: "refused", libxml2: "accepted",
      now: .failure(ParseFailure(.unexpected(found: "text", expected: "an element"), line: 1))),
    // Any other `<!…>` inside the document is an error.
    Difference(
      xml: "<plist><dict><!DOCTYPE x><key>a</key><string>b</string></dict></plist>",
      scanner: "skipped", libxml2: "refused",
      now: .failure(
        ParseFailure(
          .unexpected(found: "'<!'", expected: "an element, a comment or CDATA"), line: 1))),
    // Text (CDATA too) where a value is expected is an error, not ignored.
    Difference(
      xml: "<plist><dict><![CDATA[x]]><key>a</key><string>b</string></dict></plist>",
      scanner: "refused", libxml2: "ignored",
      now: .failure(ParseFailure(.unexpected(found: "text", expected: "an element"), line: 1))),
    Difference(
      xml: "<plist><dict>junk<key>a</key><string>b</string></dict></plist>",
      scanner: "refused", libxml2: "ignored",
      now: .failure(ParseFailure(.unexpected(found: "text", expected: "an element"), line: 1))),
    // A comment ends at the first `-->`; `--` inside is fine.
    Difference(
      xml: "<plist><dict><!-- a -- b --><key>a</key><string>b</string></dict></plist>",
      scanner: "b", libxml2: "refused", now: .success(.string("b"))),
    // Processing instructions are skipped between values, refused inside text.
    Difference(
      xml: "<plist><dict><?pi x?><key>a</key><string>b</string></dict></plist>",
      scanner: "b", libxml2: "refused", now: .success(.string("b"))),
    Difference(
      xml: "\n<?xml version=\"1.0\"?>" + inDict("<string>b</string>"),
      scanner: "b", libxml2: "refused (not at the start)", now: .success(.string("b"))),
    Difference(
      xml: inDict("<string>x<?pi?>y</string>"), scanner: "xy", libxml2: "refused",
      now: .failure(
        ParseFailure(
          .unexpected(found: "a processing instruction", expected: "</string>"), line: 1))),
    // Text is kept byte for byte: CR LF and CR stay.
    Difference(
      xml: inDict("<string>x\r\ny\rz</string>"), scanner: "x\r\ny\rz", libxml2: "x\ny\nz",
      now: .success(.string("x\r\ny\rz"))),
    // Control characters are accepted in text.
    Difference(
      xml: inDict("<string>a\u{1}b</string>"), scanner: "a\u{1}b", libxml2: "refused",
      now: .success(.string("a\u{1}b"))),
    // `]]>` in text is text.
    Difference(
      xml: inDict("<string>a]]>b</string>"), scanner: "a]]>b", libxml2: "refused",
      now: .success(.string("a]]>b"))),
    // Text-valued elements hold no elements.
    Difference(
      xml: inDict("<string>a<b/>c</string>"), scanner: "refused", libxml2: "ac",
      now: .failure(ParseFailure(.unexpected(found: "<b>", expected: "</string>"), line: 1))),
    Difference(
      xml: inDict("<true>x</true>"), scanner: "refused", libxml2: "true",
      now: .failure(ParseFailure(.unexpected(found: "text", expected: "</true>"), line: 1))),
    // An end tag holds its name and whitespace only.
    Difference(
      xml: inDict("<string>b</string x>"), scanner: "b", libxml2: "refused",
      now: .failure(
        ParseFailure(.unexpected(found: "'x'", expected: "'>' to close <string>"), line: 1))),
    // Attributes are not read at all.
    Difference(
      xml: "<plist version=1.0><dict><key>a</key><string>b</string></dict></plist>",
      scanner: "b", libxml2: "refused", now: .success(.string("b"))),
    // <integer>: a sign, then decimal digits or 0x and hex digits, in 64 bits.
    Difference(
      xml: inDict("<integer>1.5</integer>"), scanner: "refused", libxml2: "1.5",
      now: .failure(ParseFailure(.invalidNumber("1.5"), line: 1))),
    Difference(
      xml: inDict("<integer>nan</integer>"), scanner: "refused", libxml2: "nan",
      now: .failure(ParseFailure(.invalidNumber("nan"), line: 1))),
    Difference(
      xml: inDict("<integer>0x10000000000000000</integer>"), scanner: "refused",
      libxml2: "1.8e19", now: .failure(ParseFailure(.invalidNumber("0x10000000000000000"), line: 1))
    ),
    Difference(
      xml: inDict("<integer>99999999999999999999</integer>"), scanner: "1e20 (as libxml2)",
      libxml2: "1e20 (as the scanner)",
      now: .failure(ParseFailure(.invalidNumber("99999999999999999999"), line: 1))),
    // <real>: decimal, nan, inf, infinity; no hex floats, no signed nan.
    Difference(
      xml: inDict("<real>0x1p3</real>"), scanner: "refused", libxml2: "8",
      now: .failure(ParseFailure(.invalidNumber("0x1p3"), line: 1))),
    Difference(
      xml: inDict("<real>-nan</real>"), scanner: "refused", libxml2: "nan",
      now: .failure(ParseFailure(.invalidNumber("-nan"), line: 1))),
  ]

  @Test(arguments: differences)
  func differenceBetweenTheOldReaders(_ difference: Difference) {
    #expect(Self.valueOfA(difference.xml) == difference.now)
  }

  /// Lines end at LF, CR or CR LF, as CFPropertyList counts them (both old
  /// readers gave line 1 here: a lone CR was not a line break to either).
  @Test func linesEndAtCRAndLF() {
    #expect(
      Self.valueOfA("<plist>\r<dict>\r\n<key>a</key>\n<foo/></dict></plist>")
        == .failure(
          ParseFailure(.unexpected(found: "<foo>", expected: "a plist value element"), line: 4)))
  }

  /// A key and a value have the line of their `<` (libxml2 gave the line of
  /// the tag's `>`; the scanner the line of `<`).
  @Test func linesAreWhereTagsStart() throws {
    let xml = "<plist><dict>\n<key\n>a</key><string\nid='1'>b</string></dict></plist>"
    let root = try DocumentNode.parseXMLPlist(Array(xml.utf8))
    guard case .dictionary(let entries) = root.value else {
      Issue.record("not a dictionary")
      return
    }
    #expect(entries.map(\.line) == [2])
    #expect(entries.map(\.value.line) == [3])
  }

  /// Nesting counts arrays and dictionaries, not elements (libxml2 counted
  /// every element, `<plist>`, `<key>` and leaves too).
  @Test func depthCountsContainers() {
    let four =
      "<plist>" + String(repeating: "<array>", count: 4) + "<string>x</string>"
      + String(repeating: "</array>", count: 4) + "</plist>"
    #expect(Self.valueOfA(four, maximumDepth: 4) == .success(.array))
    let five =
      "<plist>" + String(repeating: "<array>", count: 5) + "<string>x</string>"
      + String(repeating: "</array>", count: 5) + "</plist>"
    #expect(
      Self.valueOfA(five, maximumDepth: 4) == .failure(ParseFailure(.tooDeep(limit: 4), line: 1)))
  }

  /// A hostile nesting stops at the limit, without recursion.
  @Test func deepNestingStopsAtTheLimit() {
    let xml = String(repeating: "<array>", count: 200_000)
    #expect(
      Self.valueOfA(xml, maximumDepth: 100_000)
        == .failure(ParseFailure(.tooDeep(limit: 100_000), line: 1)))
  }

  @Test func everyValueType() throws {
    let xml = """
      \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
        <key>s</key><string>a &amp; b &lt; &#x41;&#66;<![CDATA[<c>]]></string>
        <key>i</key><integer>0x1F</integer>
        <key>r</key><real>2.5e1</real>
        <key>t</key><true/>
        <key>f</key><false> </false>
        <key>d</key><date>2025-01-01T00:00:00Z</date>
        <key>b</key><data>AAEC</data>
        <key>a</key><array><dict/><array/><string/></array>
      </dict></plist>
      """
    let root = try DocumentNode.parseXMLPlist(Array(xml.utf8))
    guard case .dictionary(let entries) = root.value else {
      Issue.record("not a dictionary")
      return
    }
    #expect(
      entries.map(\.value.found) == [
        .string("a & b < AB<c>"), .number(31), .number(25), .boolean(true), .boolean(false),
        .date, .data, .array,
      ])
    #expect(entries.map(\.line) == [4, 5, 6, 7, 8, 9, 10, 11])
    guard case .date(let date) = entries[5].value.value,
      case .data(let size) = entries[6].value.value
    else { return }
    #expect(date == "2025-01-01T00:00:00Z")
    #expect(size == 4)
  }

  /// Integers as CFPropertyList's parseIntegerTag reads them, around whitespace.
  @Test(arguments: [
    ("0", 0.0), (" -0x10 ", -16), ("+7", 7), ("007", 7), ("0XfF", 255),
    ("18446744073709551615", 0x1p64), ("-9223372036854775808", -0x1p63),
  ])
  func integers(_ text: String, _ value: Double) {
    #expect(Self.valueOfA(Self.inDict("<integer>\(text)</integer>")) == .success(.number(value)))
  }

  @Test(arguments: [
    "", "0x", "- 5", "+-5", "5 5", "1_000", "٣", "18446744073709551616", "-9223372036854775809",
  ])
  func notIntegers(_ text: String) {
    #expect(
      Self.valueOfA(Self.inDict("<integer>\(text)</integer>"))
        == .failure(ParseFailure(.invalidNumber(text), line: 1)))
  }

  @Test func emptyDocumentsAndInvalidUTF8() {
    #expect(
      Self.valueOfA("<?xml version=\"1.0\"?>\n<!-- nothing -->\n") == .failure(ParseFailure(.empty))
    )
    #expect(throws: ParseFailure(.invalidUTF8, line: 2)) {
      try DocumentNode.parseXMLPlist(Array("<a>\n".utf8) + [0xC3, 0x28])
    }
  }
}
