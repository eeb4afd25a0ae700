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
    ("Line one<br>line two<br>", "Line one\nline two"),
    ("<p>One</p><p>Two</p>", "One\n\nTwo"),
    ("<ul><li>A</li><li>B</li></ul>", "A\n\nB"),
    ("<b>m</b>\n   %s", "m %s"),
    ("Fish &amp; chips &#8230; &#x2026;&nbsp;<i>x</i> &copy;", "Fish & chips … …\u{A0}x &copy;"),
    (#"x <img src="a.png"> y"#, "x \u{FFFC} y"),
    (#"<a title="a>b">link</a>"#, "link"),
    ("<h2>Title</h2>Body", "Title\n\nBody"),
  ])
  func rendersMarkup(_ text: String, _ shown: String) {
    #expect(HTMLText.rendered(text) == shown)
  }

  /// No tag of the HTML fromHtml reads: not markup, entities included.
  @Test(arguments: [
    "a < b", "<No name>", "Fish &amp; chips", "<b unclosed", "<3 you", "<bold>x</bold>", "",
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
    let long = "<a href=\"" + String(repeating: "x", count: HTMLText.maximumTagLength) + "\">t</a>"
    // The over-long opening tag stays text; the closing one is dropped.
    #expect(HTMLText.rendered(long) == String(long.dropLast("</a>".count)))
  }
}
