import TestSupport
import Testing

@testable import TextLayout

@Suite struct LocaleNumbersTests {
  /// "U+0660" as its scalars.
  static func text(_ codes: String) -> String {
    var text = ""
    for code in codes.split(separator: " ") {
      guard let value = UInt32(code.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value)
      else { continue }
      text.unicodeScalars.append(scalar)
    }
    return text
  }

  /// The digits and separators equal Babel's reading of CLDR
  /// (`Scripts/reference-number-symbols.py`): Arabic's Arabic-Indic digits
  /// but Morocco's ASCII ones, Persian's extended ones, Bengali's, and
  /// German's decimal comma.
  @Test func equalBabelsReadingOfCLDR() throws {
    let rows = try Fixtures.tsv("numbers/symbols.tsv")
    #expect(rows.count == 46)
    var differing: [String] = []
    for row in rows {
      let symbols = LocaleNumbers.symbols(language: row[0])
      let expected = (Self.text(row[2]), Self.text(row[3]), Self.text(row[4]))
      let found = (String(symbols.zeroDigit), symbols.decimalSeparator, symbols.groupingSeparator)
      if found != expected { differing.append("\(row[0]): \(found) against \(expected)") }
    }
    #expect(differing.isEmpty, "\(differing)")
  }

  /// A language ICU does not know writes numbers as the root locale does.
  @Test func anUnknownLanguageWritesASCII() {
    let symbols = LocaleNumbers.symbols(language: "qq-Zzzz")
    #expect(symbols.zeroDigit == "0" && symbols.decimalSeparator == ".")
  }
}
