import Testing

@testable import StringCatalogs

/// Pseudo-localisation: the expansion table, accented letters, specifiers kept.
@Suite struct PseudoLocalizationTests {
  /// IBM's and Microsoft's table: up to 10 characters +100–200 %, 11–20
  /// +80–100 %, 21–30 +60–80 %, 31–50 +40–60 %, 51–70 +31–40 %, over 70 +30 %.
  static func range(_ length: Int) -> ClosedRange<Double> {
    switch length {
    case ...10: return 1.0...2.0
    case 11...20: return 0.8...1.0
    case 21...30: return 0.6...0.8
    case 31...50: return 0.4...0.6
    case 51...70: return 0.31...0.4
    default: return 0.3...0.3
    }
  }

  @Test func everyLengthMeetsTheTable() {
    for length in 1...120 {
      let text = String(repeating: "a", count: length)
      let out = PseudoLocalization().apply(to: text)
      let added = Double(out.count - length) / Double(length)
      let allowed = Self.range(length)
      // Rounded up to whole characters: at most one character over.
      #expect(added >= allowed.lowerBound - 1e-9, "\(length)")
      #expect(added <= allowed.upperBound + 1.0 / Double(length) + 1e-9, "\(length)")
    }
  }

  @Test func lettersAreAccentedAndSpecifiersKept() {
    let text = "Save %1$@ and %d files at %.2f%% – OK?"
    let out = PseudoLocalization().apply(to: text)
    #expect(out.hasPrefix("Šåṽé %1$@ åñð %d ƒîĺéš åţ %.2f%% – ÖĶ?"))
    #expect(out == PseudoLocalization().apply(to: text))  // deterministic
    let samples = FormatSpecifierSubstitution()
    // Samples go in afterwards and are left as they are.
    #expect(samples.apply(to: out).contains(samples.object))
    let bracketed = PseudoLocalization(brackets: true).apply(to: "Cancel")
    #expect(bracketed.hasPrefix("[Çåñçéĺ") && bracketed.hasSuffix("]"))
    #expect(PseudoLocalization().apply(to: "") == "")
  }

  /// The padding is words of at most four letters after spaces (the last
  /// of five where a space would end it, which a line break drops): it wraps.
  @Test func paddingBreaksLikeWords() {
    let out = PseudoLocalization().apply(to: "Cancel")
    let padding = out.dropFirst("Çåñçéĺ".count)
    #expect(padding.hasPrefix(" "))
    #expect(padding.split(separator: " ").allSatisfy { $0.count <= 4 })
    for length in 1...120 {
      let out = PseudoLocalization().apply(to: String(repeating: "a", count: length))
      #expect(!out.hasSuffix(" "), "\(length)")
      let words: [Substring] = out.split(separator: " ")
      #expect(words.dropFirst().allSatisfy { $0.count <= 5 }, "\(length)")
    }
  }
}
