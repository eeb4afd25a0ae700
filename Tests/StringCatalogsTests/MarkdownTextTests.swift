import Foundation
import TestSupport
import Testing

@testable import StringCatalogs

/// Inline Markdown in an Apple string, read as SwiftUI shows it: the shown
/// text of each reference string is cmark-gfm's
/// (`Scripts/reference-markdown.py`, `Tests/Data/markdown/reference.tsv`).
@Suite struct MarkdownTextTests {
  /// The reference's rows: input and the text shown.
  static let rows: [(String, String)] =
    ((try? Fixtures.escapedTSV("markdown/reference.tsv")) ?? []).map { fields in
      (fields[0], fields.count > 1 ? fields[1] : "")
    }

  @Test func referenceIsThere() {
    #expect(Self.rows.count >= 40)
  }

  @Test(arguments: rows)
  func showsWhatCommonMarkShows(_ input: String, _ shown: String) {
    #expect(MarkdownText.rendered(input) == shown)
  }

  /// Whitespace and line breaks are kept (inline-only parsing), block syntax
  /// (a heading's `#`, a list's `-` and `1.`) stays as written while the
  /// inline markup in it is read, and text without markup is returned as it
  /// is.
  @Test func keepsWhitespaceAndPlainText() {
    #expect(MarkdownText.rendered("Line one\n\n**Line** two  ") == "Line one\n\nLine two  ")
    #expect(MarkdownText.rendered("# **Not** a heading") == "# Not a heading")
    #expect(MarkdownText.rendered("- [a](b)\n1. c") == "- a\n1. c")
    let plain = "Nothing to read here: 50% off, a < b"
    #expect(MarkdownText.rendered(plain) == plain)
  }

  /// Apple's attributed text (`^[text](attributes)`, the syntax of
  /// automatic grammar agreement in Apple's Markdown documentation) shows
  /// its text; a `^` or `^[` without attributes after stays as written.
  @Test func attributedTextShowsItsText() {
    #expect(MarkdownText.rendered("^[%lld photo](inflect: true) added") == "%lld photo added")
    #expect(
      MarkdownText.rendered(#"^[Bienvenido](inflect: true, inflectionAlternative: "Welcome (x)")!"#)
        == "Bienvenido!")
    #expect(MarkdownText.rendered("^[**Bold** one](inflect: true)") == "Bold one")
    for plain in ["2^3 = 8", "^[not attributes]", "^[a] (b)", "^[a](unclosed"] {
      #expect(MarkdownText.rendered(plain) == plain, "\(plain)")
    }
  }

  /// Hostile input costs time in proportion to its length: runs that open
  /// and never close, brackets that never close, backtick runs of every
  /// length. Each input is 90,000 to 250,000 characters, which work growing
  /// with the square of the length would take minutes over; the bound is a
  /// guard against that, far above a slow machine's time for a debug build
  /// (about 0.3 s each here).
  @Test func longHostileTextIsLinear() {
    let inputs = [
      String(repeating: "*a _b ", count: 20_000),
      String(repeating: "[", count: 50_000) + String(repeating: "](x)", count: 50_000),
      (1...300).map { String(repeating: "`", count: $0) + "x" }.joined(),
      String(repeating: "**a*", count: 30_000),
      String(repeating: "[[a](x)", count: 30_000),
      String(repeating: "*a ", count: 30_000) + String(repeating: "[x](y)", count: 30_000),
      String(repeating: "[", count: 30_000) + String(repeating: "](", count: 30_000),
      String(repeating: "[", count: 30_000) + String(repeating: "](a (", count: 30_000),
      String(repeating: "^[", count: 30_000) + String(repeating: "](", count: 30_000),
    ]
    let clock = ContinuousClock()
    for input in inputs {
      let elapsed = clock.measure { _ = MarkdownText.rendered(input) }
      #expect(elapsed < .seconds(15), "\(input.prefix(20))…: \(elapsed)")
    }
  }
}

/// Every short text over the characters Markdown reads (and a few others)
/// renders without trapping, and never longer than it was: reading the
/// markup only takes characters away.
@Suite struct MarkdownTextRobustnessTests {
  @Test func shortTextsOfMarkupCharacters() {
    let alphabet = Array("*_~`[]()<>!\\ a:/\"'@.\n")
    var generator = SplitMix64(state: 0x5EED)  // a failure replays
    for _ in 0..<20_000 {
      let length = Int(generator.next() % 24)
      let text = String(
        (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
      let shown = MarkdownText.rendered(text)
      #expect(shown.unicodeScalars.count <= text.unicodeScalars.count, "\(text.debugDescription)")
    }
  }
}
