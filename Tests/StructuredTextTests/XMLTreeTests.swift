import TestSupport
import Testing

@testable import StructuredText

/// `XMLElementNode.parseXML`, the XML reader behind Android `strings.xml`
/// (it replaced Foundation's `XMLParser`, which is libxml2 on Linux).
@Suite struct XMLTreeTests {
  func parse(_ xml: String, maximumDepth: Int = 64) throws(ParseFailure) -> XMLElementNode {
    try XMLElementNode.parseXML(Array(xml.utf8), maximumDepth: maximumDepth)
  }

  func failure(_ xml: String, maximumDepth: Int = 64) -> ParseFailure? {
    do {
      _ = try parse(xml, maximumDepth: maximumDepth)
      return nil
    } catch {
      return error
    }
  }

  /// The text of each child element of the root, in order.
  func texts(_ xml: String) throws -> [String] {
    try parse(xml).elements.map { element in
      element.children.map { if case .text(let text, _) = $0 { text } else { "<…>" } }.joined()
    }
  }

  @Test func treeWithLinesAndText() throws {
    let root = try parse(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <!DOCTYPE resources>
      <resources xmlns:tools="t">
        <string name="a">Tap <b>Pay</b> now</string>
        <string
            name="b">x</string>
      </resources>
      """)
    #expect(root.name == "resources")
    #expect(root.line == 3)
    #expect(root.attributes == ["xmlns:tools": "t"])
    #expect(root.elements.map(\.line) == [4, 5])
    #expect(root.elements[0].elements.map(\.name) == ["b"])
    guard case .text(let text, let line) = root.elements[0].children[0] else {
      Issue.record("no text first")
      return
    }
    #expect(text == "Tap ")
    #expect(line == 4)
  }

  /// Text split by comments, references and CDATA is one piece; markup in
  /// CDATA stays text.
  @Test func textIsJoined() throws {
    #expect(
      try texts("<r><s>a<!-- c -->b&amp;&#x41;&#66;<![CDATA[<b>&amp;]]>c</s></r>")
        == ["ab&AB<b>&amp;c"])
  }

  @Test func attributes() throws {
    let root = try parse(
      "<r a=\"1 &amp; 2\" b='\"x\"' c=\"tab\there\r\nnew&#10;line\" p:d = \"&lt;\"/>")
    #expect(
      root.attributes == [
        "a": "1 & 2", "b": "\"x\"", "c": "tab here new\nline", "p:d": "<",
      ])
  }

  @Test(arguments: [
    (
      "<r a=1/>",
      ParseFailureReason.unexpected(found: "'1'", expected: "a quoted value for the attribute a")
    ),
    ("<r a/>", .unexpected(found: "'/'", expected: "'=' after the attribute a")),
    ("<r a=\"1\"b=\"2\"/>", .unexpected(found: "'b'", expected: "whitespace before an attribute")),
    (
      "<r a=\"1\" a=\"2\"/>",
      .unexpected(found: "a second attribute a", expected: "each attribute once")
    ),
    ("<r a=\"<\"/>", .unexpected(found: "'<'", expected: "no '<' in the value of a")),
    ("<r =\"1\"/>", .unexpected(found: "'='", expected: "an attribute name")),
  ])
  func malformedAttributes(_ xml: String, _ reason: ParseFailureReason) {
    #expect(failure(xml) == ParseFailure(reason, line: 1))
  }

  /// A value's line breaks count toward the line a later failure names, and
  /// a control character in a value is refused, wherever it is in the value.
  @Test func attributeValuesKeepLinesAndRefuseControlCharacters() {
    #expect(
      failure("<r a=\"one\ntwo three\" b/>")
        == ParseFailure(.unexpected(found: "'/'", expected: "'=' after the attribute b"), line: 2))
    #expect(
      failure("<r a=\"long value\u{1}\"/>")
        == ParseFailure(
          .unexpected(found: ParseFailure.describe(1), expected: "no control characters in XML"),
          line: 1))
  }

  /// XML line breaks: CR LF and CR are LF in text and CDATA; `&#13;` stays CR.
  @Test func lineBreaksAreNormalized() throws {
    #expect(try texts("<r><s>a\r\nb\rc<![CDATA[\r\n]]>&#13;</s></r>") == ["a\nb\nc\n\r"])
    #expect(failure("<r>\r\r\n\r<x>") == ParseFailure(.unexpectedEnd(expected: "</x>"), line: 4))
  }

  /// Only the leading declaration is read; string files need no other
  /// processing instruction (Foundation's XMLParser crashed on some).
  @Test func processingInstructionsAreRefused() {
    let refused = ParseFailure(
      .unexpected(found: "a processing instruction", expected: "no processing instructions"),
      line: 3)
    #expect(failure("<?xml version=\"1.0\"?>\n<r>\n<?pi?>\n</r>") == refused)
    #expect(failure("\n\n<?xml version=\"1.0\"?><r/>") == refused)
    #expect(failure("\u{FEFF}<?xml version=\"1.0\"?><r/>") == nil)
  }

  /// Other declarations of an internal subset are skipped; a DOCTYPE inside
  /// the document is refused.
  @Test func doctypes() {
    #expect(failure("<!DOCTYPE r [\n<!ELEMENT r ANY>\n]>\n<r/>") == nil)
    #expect(
      failure("<r><!DOCTYPE r></r>")
        == ParseFailure(
          .unexpected(found: "'<!'", expected: "an element, a comment or CDATA"), line: 1))
  }

  /// Every piece of text under `element`, in document order.
  static func allText(_ element: XMLElementNode) -> String {
    element.children.map {
      switch $0 {
      case .text(let text, _): text
      case .element(let child): allText(child)
      }
    }.joined()
  }

  /// Documents that declare their own entities read as Expat (aapt2's XML
  /// parser) reads them: the text and the root's attributes, or refused
  /// (`Scripts/reference-xml-entities.py` wrote the rows with pyexpat).
  /// Expat also reads an external entity (as nothing) and an entity holding
  /// markup; this reader refuses both rather than measure other text.
  @Test func entitiesReadAsExpatReadsThem() throws {
    var rows = 0
    for fields in try Fixtures.escapedTSV("xml/entities.tsv") {
      let document = fields[0]
      let refusedHere = document.contains("SYSTEM") || document.contains("\"<b>")
      rows += 1
      switch (fields[1], refusedHere) {
      case ("ok", false):
        let root = try parse(document)
        #expect(Self.allText(root) == fields[2], "\(document)")
        let attributes = root.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        #expect(attributes.joined(separator: "|") == fields[3], "\(document)")
      case ("refused", _), ("ok", true):
        #expect(failure(document) != nil, "\(document)")
      default:
        Issue.record("unknown outcome \(fields[1])")
      }
    }
    #expect(rows == 20)
  }

  /// Entities are refused with a message that names what is not read, at
  /// its line; entities that expand without bound stop at the limit, at once.
  @Test func entityLimits() {
    #expect(
      failure("<!DOCTYPE r [\n<!ENTITY e SYSTEM \"x\">\n]><r>&e;</r>")
        == ParseFailure(
          .unexpected(
            found: "the external entity e",
            expected: "an entity with its text in quotes (external entities are not read)"),
          line: 2))
    #expect(
      failure("<!DOCTYPE r [<!ENTITY e \"<b>x</b>\">]>\n<r>&e;</r>")
        == ParseFailure(
          .unexpected(
            found: "'<' in the text of the entity e",
            expected: "an entity of text (entities holding markup are not read)"), line: 2))
    #expect(
      failure("<!DOCTYPE r [<!ENTITY e \"&e;\">]><r>&e;</r>")
        == ParseFailure(
          .unexpected(
            found: "&e;", expected: "entities nested at most 8 deep, none referring to itself"),
          line: 1))
    // Billion laughs: ten levels of ten references, 10^10 bytes if expanded.
    var declarations = #"<!ENTITY l0 "lol">"#
    for level in 1...10 {
      declarations +=
        "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
    }
    let bomb = "<!DOCTYPE r [\(declarations)]><r a=\"&l7;\">&l7;</r>"
    let tooMuch = ParseFailureReason.unexpected(
      found: "&l0;", expected: "entities expanding to at most 1 MiB in all")
    #expect(failure(bomb)?.reason == tooMuch)
    // Of no text: every reference counts, so it stops as soon.
    let empty = "<!DOCTYPE r [\(declarations.replacingOccurrences(of: "\"lol\"", with: "\"\""))]>"
    let clock = ContinuousClock()
    let start = clock.now
    #expect(failure(empty + "<r>&l7;</r>")?.reason == tooMuch)
    // (Its 10^7 references, were they all expanded, take minutes in a debug
    // build; a bound well above a loaded machine's time keeps the test steady.)
    #expect(clock.now - start < .seconds(10))
    // Attribute values and text count into one total: 600 KiB in each is
    // too much.
    let big =
      "<!DOCTYPE r [<!ENTITY k \"\(String(repeating: "a", count: 1024))\">"
      + "<!ENTITY big \"\(String(repeating: "&k;", count: 600))\">]>"
    #expect(failure(big + "<r a=\"&big;\">x</r>") == nil)
    #expect(failure(big + "<r>&big;</r>") == nil)
    #expect(
      failure(big + "<r a=\"&big;\">&big;</r>")?.reason
        == .unexpected(found: "&k;", expected: "entities expanding to at most 1 MiB in all"))
    // A reference to an entity not declared, or to itself.
    #expect(
      failure("<!DOCTYPE r [<!ENTITY e \"x\">]>\n<r>&f;</r>")
        == ParseFailure(.invalidEscape("&f;"), line: 2))
    // A parameter entity is declared, not used: skipped.
    #expect(failure("<!DOCTYPE r [<!ENTITY % p \"]>\"><!ENTITY e \"y\">]><r>&e;</r>") == nil)
  }

  @Test(arguments: [
    (
      "<r>a\u{1}b</r>",
      ParseFailureReason.unexpected(found: "byte 0x1", expected: "no control characters in XML")
    ),
    ("<r>a&#1;b</r>", .invalidEscape("&#1;")),
    ("<r>a&#0;b</r>", .invalidEscape("&#0;")),
    ("<r>&#xD800;</r>", .invalidEscape("&#xD800;")),
    ("<r>&#X41;</r>", .invalidEscape("&#X41;")),
    ("<r>&#+65;</r>", .invalidEscape("&#+65;")),
    ("<r>&#x+41;</r>", .invalidEscape("&#x+41;")),
    ("<r>&nbsp;</r>", .invalidEscape("&nbsp;")),
    ("<r>a ]]> b</r>", .unexpected(found: "']]>'", expected: "text or a tag")),
    ("<r><!-- a -- b --></r>", .unexpected(found: "'--'", expected: "'-->' to close a comment")),
  ])
  func characterRules(_ xml: String, _ reason: ParseFailureReason) {
    #expect(failure(xml) == ParseFailure(reason, line: 1))
  }

  @Test(arguments: [
    ("<r>\n<s>x</t>\n</r>", ParseFailure(.unexpected(found: "</t>", expected: "</s>"), line: 2)),
    ("<r>\n<s>x", ParseFailure(.unexpectedEnd(expected: "</s>"), line: 2)),
    ("<r/>\n<r/>", ParseFailure(.trailingContent, line: 2)),
    ("<r/>\ntext", ParseFailure(.trailingContent, line: 2)),
    ("text<r/>", ParseFailure(.unexpected(found: "text", expected: "an element"), line: 1)),
    ("</r>", ParseFailure(.unexpected(found: "</r>", expected: "an element"), line: 1)),
    ("<1r/>", ParseFailure(.unexpected(found: "'<'", expected: "an element name"), line: 1)),
    ("<?xml version=\"1.0\"?>\n<!-- c -->\n", ParseFailure(.empty)),
    // An element left open is said at the line it opens at, with where the
    // end that does not close it was found.
    (
      "<r>\n<s>x\n</r>",
      ParseFailure(
        .unexpected(found: "</r> at line 3", expected: "</s> to close this <s>"), line: 2)
    ),
    ("<r>\n<s>x\n", ParseFailure(.unexpectedEnd(expected: "</s> to close this <s>"), line: 2)),
    // A tag left open before the next one: said as the `<` found, where it
    // is, with the line the tag starts at.
    (
      "<r>\n<s a=\"1\"\n b=\"2\"\n<t/>\n</r>",
      ParseFailure(
        .unexpected(found: "'<'", expected: "'>' to close <s> (opened at line 2)"),
        line: 4)
    ),
    (
      "<r>\n<s a=\"1\" <t/>\n</r>",
      ParseFailure(.unexpected(found: "'<'", expected: "'>' to close <s>"), line: 2)
    ),
    // Constructs never closed: said at the line they open.
    (
      "<r>\n<!-- c\n\n", ParseFailure(.unexpectedEnd(expected: "'-->' to close a comment"), line: 2)
    ),
    (
      "<r>\n<!-- c\n<!-- d -->\n</r>",
      ParseFailure(
        .unexpected(found: "'--'", expected: "'-->' to close a comment (opened at line 2)"), line: 3
      )
    ),
    (
      "<r>\n<![CDATA[ x\n\n",
      ParseFailure(.unexpectedEnd(expected: "']]>' to close CDATA"), line: 2)
    ),
  ])
  func malformedDocuments(_ xml: String, _ expected: ParseFailure) {
    #expect(failure(xml) == expected)
  }

  /// `maximumDepth` counts elements, the root being 1; the tree is built
  /// without recursion.
  @Test func depth() {
    #expect(failure("<a><b><c/></b></a>", maximumDepth: 3) == nil)
    #expect(
      failure("<a><b><c><d/></c></b></a>", maximumDepth: 3)
        == ParseFailure(.tooDeep(limit: 3), line: 1))
    #expect(
      failure(String(repeating: "<a>", count: 200_000), maximumDepth: 100_000)
        == ParseFailure(.tooDeep(limit: 100_000), line: 1))
  }

  @Test func invalidUTF8() {
    #expect(throws: ParseFailure(.invalidUTF8, line: 2)) {
      try XMLElementNode.parseXML(Array("<r>\n".utf8) + [0xC0, 0x80], maximumDepth: 64)
    }
  }
}
