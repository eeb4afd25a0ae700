import TestSupport
import Testing

@testable import StringCatalogs

/// Markup written as text in an Android string, read as `Html.fromHtml`
/// (legacy mode) shows it: the shown text of each reference string is
/// TagSoup's reading, with Html's converter's spaces, line breaks and blocks
/// (`Scripts/reference-android-html.py`, `Tests/Data/android/html.tsv`);
/// text without HTML tags is left as written.
@Suite struct HTMLTextTests {
  /// The reference's rows: a string and the text a device shows for it.
  static let rows: [(String, String)] =
    ((try? Fixtures.escapedTSV("android/html.tsv")) ?? []).map { fields in
      (fields[0], fields.count > 1 ? fields[1] : "")
    }

  @Test func referenceIsThere() {
    #expect(Self.rows.count >= 380)
  }

  @Test(arguments: rows)
  func showsWhatAndroidShows(_ text: String, _ shown: String) {
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
    #expect(HTMLText.rendered(text, as: .appleImport) == shown)
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
  /// Unclosed tags with quotes, many of them, in text that holds no tag
  /// Html reads: text, read in linear time. In markup, a tag runs to its
  /// `>` however long (TagSoup sets no bound), and one that is not closed
  /// to the end of the text, none of it shown.
  @Test func longAndUnclosedTags() {
    let text = String(repeating: #"<a title="x "#, count: 20_000)
    #expect(HTMLText.rendered(text) == text)
    let open = "<b>" + "<a t='" + String(repeating: "x", count: 3 * HTMLText.maximumTagLength)
    #expect(HTMLText.rendered(open) == "")
    let long = "<a href=\"" + String(repeating: "x", count: HTMLText.maximumTagLength) + "\">t</a>"
    #expect(HTMLText.rendered(long) == "t")
  }

  /// Many elements left open, then many end tags of names not open, then
  /// the end tag of the first; many bold elements, each block closing and
  /// opening them again: nesting is followed to a bound
  /// (``HTMLText/maximumOpenElements``), so that each tag costs at most
  /// that much.
  @Test func deepNestingInLinearTime() {
    let count = 40_000
    let text =
      "<p>" + String(repeating: "<b>x", count: count) + String(repeating: "</i>", count: count)
      + "</p>y"
    #expect(HTMLText.rendered(text) == String(repeating: "x", count: count) + "\n\ny")
    let blocks = String(repeating: "<b>", count: count) + String(repeating: "<p>z", count: count)
    let shown = HTMLText.rendered(blocks)
    #expect(shown.hasPrefix("z\n\nz\n\n"))
    #expect(shown.filter { $0 == "z" }.count == count)
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
