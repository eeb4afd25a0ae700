import FileAccess
import Testing

@testable import TypometerCLI

/// Result lines as printed: safe lines left as they are, and every line of a
/// message as escaping it line by line gives (lines split at each line feed,
/// a CR LF's included).
@Suite struct ConsolePrintableTests {
  static let lines = [
    "plain", "tab\there", "two\nlines", "é and ß", "— dash … and € (E2 lead bytes)", "nbsp\u{A0}",
    "nul\u{0}", "esc\u{1B}[31m", "del\u{7F}", "c1\u{85}", "ls\u{2028}", "bidi\u{202E}x",
    "iso\u{2066}x\u{2069}", "cr\r", "日本語 😀", "\u{2027}\u{202F}\u{2065}\u{206A}", "",
    "crlf\r\nnext", "a\u{1B}\nb\u{0}\n\n…c\u{202E}\n",
  ]

  @Test(arguments: lines)
  func escapesAsLineByLine(_ line: String) {
    let expected = line.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Printable.escaped(String($0)) }.joined(separator: "\n")
    #expect(Console.printable(line) == expected)
  }

  @Test func escapesEachUnprintableScalarByItsValue() {
    #expect(
      Console.printable("a\u{0}\u{1F}\u{7F}\u{80}\u{9F}\u{A0}b\r\nc\td")
        == "a\\u{0}\\u{1F}\\u{7F}\\u{80}\\u{9F}\u{A0}b\\u{D}\nc\td")
    #expect(
      Console.printable("\u{2027}\u{2028}\u{2029}\u{202A}\u{202E}\u{202F}…")
        == "\u{2027}\\u{2028}\\u{2029}\\u{202A}\\u{202E}\u{202F}…")
    #expect(
      Console.printable("\u{2065}\u{2066}\u{2069}\u{206A} 😀 日本")
        == "\u{2065}\\u{2066}\\u{2069}\u{206A} 😀 日本")
    #expect(Printable.escaped("two\nlines") == "two\\u{A}lines")
  }

  /// Printable ASCII is passed over eight bytes at a time: each scalar, at
  /// each place in and around such a word, is escaped as the rule says,
  /// scalar by scalar.
  @Test func escapesAtEveryPlaceInLongText() {
    func expected(_ text: String, keepingLineBreaks: Bool) -> String {
      text.unicodeScalars.map { scalar -> String in
        let v = scalar.value
        let escapes =
          (v < 0x20 && v != 0x09 && !(keepingLineBreaks && v == 0x0A)) || (0x7F...0x9F).contains(v)
          || (0x2028...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        return escapes ? "\\u{\(String(v, radix: 16, uppercase: true))}" : String(scalar)
      }.joined()
    }
    let base = Array("The quick brown fox jumps over")
    let scalars: [Unicode.Scalar] =
      (0x00...0x20).map { Unicode.Scalar(UInt8($0)) } + [
        "~", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "é", "\u{2028}", "\u{202E}", "\u{2066}",
        "\u{2069}", "日", "😀",
      ]
    for scalar in scalars {
      for place in 0...17 {
        var text = base
        text.insert(Character(scalar), at: place)
        let line = String(text)
        for keeping in [false, true] {
          #expect(
            Printable.escaped(line, keepingLineBreaks: keeping)
              == expected(line, keepingLineBreaks: keeping), "U+\(scalar.value) at \(place)")
        }
      }
    }
  }

  @Test func safeLinesComeBackAsTheyAre() {
    for line in ["17pt  advance   120.50\tHello, world", "é ß 日本語\n", "— … € \u{2027}\u{202F}", ""]
    {
      #expect(Console.printable(line) == line)
    }
    for line in ["\u{1B}[31m", "\u{85}", "a\u{2028}b", "x\u{7F}"] {
      #expect(Console.printable(line) != line)
    }
  }
}
