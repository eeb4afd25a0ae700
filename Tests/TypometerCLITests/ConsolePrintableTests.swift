import FileAccess
import Testing

@testable import TypometerCLI

/// The quick check before escaping a result line: lines it passes are left
/// as they are, and every line comes out as escaping line by line gives.
@Suite struct ConsolePrintableTests {
  static let lines = [
    "plain", "tab\there", "two\nlines", "é and ß", "— dash … and € (E2 lead bytes)", "nbsp\u{A0}",
    "nul\u{0}", "esc\u{1B}[31m", "del\u{7F}", "c1\u{85}", "ls\u{2028}", "bidi\u{202E}x",
    "iso\u{2066}x\u{2069}", "cr\r", "日本語 😀", "\u{2027}\u{202F}\u{2065}\u{206A}", "",
  ]

  @Test(arguments: lines)
  func escapesAsLineByLine(_ line: String) {
    let expected = line.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Printable.escaped(String($0)) }.joined(separator: "\n")
    #expect(Console.printable(line) == expected)
  }

  @Test func theQuickCheckPassesOnlySafeLines() {
    #expect(!Console.mayNeedEscape("17pt  advance   120.50\tHello, world"))
    #expect(!Console.mayNeedEscape("é ß 日本語\n"))
    #expect(Console.mayNeedEscape("\u{1B}[31m"))
    #expect(Console.mayNeedEscape("\u{85}"))
    #expect(Console.mayNeedEscape("a\u{2028}b"))
  }
}
