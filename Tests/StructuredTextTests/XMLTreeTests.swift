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

  /// Entity declarations are refused at their line (no expansion bombs);
  /// other declarations of an internal subset are skipped.
  @Test func doctypes() {
    #expect(
      failure("<!DOCTYPE r [\n<!ELEMENT r ANY>\n<!ENTITY e \"x\">\n]>\n<r>&e;</r>")
        == ParseFailure(.unexpected(found: "<!ENTITY", expected: "no entity declarations"), line: 3)
    )
    #expect(failure("<!DOCTYPE r [\n<!ELEMENT r ANY>\n]>\n<r/>") == nil)
    #expect(
      failure("<r><!DOCTYPE r></r>")
        == ParseFailure(
          .unexpected(found: "'<!'", expected: "an element, a comment or CDATA"), line: 1))
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
