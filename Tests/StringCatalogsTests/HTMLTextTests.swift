import Testing

@testable import StringCatalogs

/// Markup written as text in an Android string, read as `Html.fromHtml`
/// (legacy mode) shows it; text without HTML tags is left as written.
@Suite struct HTMLTextTests {
  @Test(arguments: [
    ("Read our <b>terms</b> & conditions", "Read our terms & conditions"),
    ("<big>W</big>IKIPEDI<big>A</big>", "WIKIPEDIA"),
    (
      #"Can't see? <a href="https://x.org/wiki/Request_an_account">Request an account</a>"#,
      "Can't see? Request an account"
    ),
    ("a <B>last resort</B>.<br/><br/>Account deletion", "a last resort.\n\nAccount deletion"),
    // Line breaks and blocks at the end stay: a TextView shows them.
    ("Line one<br>line two<br>", "Line one\nline two\n"),
    ("<p>One</p><p>Two</p>", "One\n\nTwo\n\n"),
    ("<ul><li>A</li><li>B</li></ul>", "A\n\nB\n\n"),
    ("<h2>Title</h2>Body", "Title\n\nBody"),
    // Only space and line feed fold (a decoded &#10; too); tabs stay.
    ("<b>m</b>\n   %s", "m %s"),
    ("<b>a&#10;b</b>\tc", "a b\tc"),
    ("<br> A", "\nA"),
    (
      "Fish &amp; chips &#8230; &#x2026;&nbsp;<i>x</i> &copy; &mdash; &eacute; &apos; &bogus;",
      "Fish & chips … …\u{A0}x © — é ' &bogus;"
    ),
    (#"x <img src="a.png"> y"#, "x \u{FFFC} y"),
    (#"<a title="a>b">link</a>"#, "link"),
    // In markup, other tags and comments are dropped too.
    ("<b>Note:</b> use <code>adb</code>", "Note: use adb"),
    ("<b>a</b><!-- hidden <b>x</b> -->b", "ab"),
    ("<b>x</b><ol>y</ol>z", "xyz"),
  ])
  func rendersMarkup(_ text: String, _ shown: String) {
    #expect(HTMLText.rendered(text) == shown)
  }

  /// An Apple app's HTML import: the same text, a block one line break from
  /// the next, none at the end.
  @Test(arguments: [
    ("Manual Dose: <b>%1$@</b> %2$@", "Manual Dose: %1$@ %2$@"),
    ("<p>One</p><p>Two</p>", "One\nTwo"),
    ("<ul><li>A</li><li>B</li></ul>", "A\nB"),
    ("Line one<br>line two<br>", "Line one\nline two"),
    ("<h2>Title</h2>Body &amp; more", "Title\nBody & more"),
    ("a < b", "a < b"),
  ])
  func rendersMarkupAsAnAppleImport(_ text: String, _ shown: String) {
    #expect(HTMLText.rendered(text, blockBreaks: 1) == shown)
  }

  /// Markup beyond doubt: a closing tag HTML reads, or a line break; an
  /// opening tag alone may be a label's text.
  @Test(arguments: [
    ("Manual Dose: <b>%1$@</b>", true), ("One<br>Two", true), ("One<BR/>Two", true),
    ("Press <A> to jump", false), ("<b>unclosed", false), ("a < b", false), ("x</bold>", false),
    ("", false),
  ])
  func closedMarkup(_ text: String, _ closed: Bool) {
    #expect(HTMLText.holdsClosedMarkup(text) == closed)
  }

  /// No tag of the HTML fromHtml reads: not markup, entities included.
  @Test(arguments: [
    "a < b", "<No name>", "Fish &amp; chips", "<b unclosed", "<3 you", "<bold>x</bold>", "",
    "x<ol>y</ol>z",
  ])
  func leavesOtherText(_ text: String) {
    #expect(HTMLText.rendered(text) == text)
  }
}

extension HTMLTextTests {
  /// Unclosed tags with quotes, many of them: text, read in linear time.
  @Test func manyUnclosedTagsAreText() {
    let text = String(repeating: #"<a title="x "#, count: 20_000)
    #expect(HTMLText.rendered(text) == text)
    // A tag whose quote never closes reads up to the bound and is text.
    let open = "<b>" + "<a t='" + String(repeating: "x", count: 3 * HTMLText.maximumTagLength)
    #expect(HTMLText.rendered(open) == String(open.dropFirst("<b>".count)))
    let long = "<a href=\"" + String(repeating: "x", count: HTMLText.maximumTagLength) + "\">t</a>"
    // The over-long opening tag stays text; the closing one is dropped.
    #expect(HTMLText.rendered(long) == String(long.dropLast("</a>".count)))
  }
}

extension HTMLTextTests {
  /// In a strings.xml, markup escaped as `&lt;b&gt;` is markup as much as
  /// CDATA's, read after aapt2's unescaping (its `\n` folds to a space); an
  /// element's own tags are dropped before, as aapt2 does.
  @Test func markupInAStringsFile() throws {
    let xml = """
      <resources>
        <string name="escaped">Tap &lt;b&gt;Save&lt;/b&gt;\\nnow</string>
        <string name="cdata"><![CDATA[<p>One</p>Two]]></string>
        <string name="element">Tap <b>Save</b>\\nnow</string>
        <string name="text">Fish &amp;amp; chips</string>
      </resources>
      """
    let file = try StringFile.parse(bytes: Array(xml.utf8), path: "values/strings.xml")
    #expect(
      file.strings.map(\.value) == [
        "Tap Save now", "One\n\nTwo", "Tap Save\nnow", "Fish &amp; chips",
      ])
  }
}

extension HTMLTextTests {
  /// Many line breaks then many blocks: each block looks back only as far as
  /// the two breaks it needs.
  @Test func manyBreaksThenBlocksInLinearTime() {
    let text = String(repeating: "<br>", count: 30_000) + String(repeating: "<p>", count: 30_000)
    #expect(HTMLText.rendered(text) == String(repeating: "\n", count: 30_000))
  }
}
