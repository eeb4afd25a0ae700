/// Pseudo-localisation: English text made longer and accented, as teams do
/// before translations exist to find what will not fit.
///
/// The text grows by the share IBM's and Microsoft's guidance gives for its
/// length (the top of each range: up to 10 characters +200 %, 11–20 +100 %,
/// 21–30 +80 %, 31–50 +60 %, 51–70 +40 %, over 70 +30 %), with padding words
/// that break like words; Latin letters become accented look-alikes; format
/// specifiers are left as they are (their samples go in afterwards).
/// Deterministic: the same text gives the same result.
public struct PseudoLocalization: Sendable, Hashable {
  /// Whether the result is wrapped in `[` … `]`, to show where text is cut.
  public var brackets: Bool

  /// Creates a pseudo-localisation.
  public init(brackets: Bool = false) { self.brackets = brackets }

  static let upper = Array("ÅƁÇÐÉƑĜĤÎĴĶĹḾŃÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
  static let lower = Array("åƀçðéƒĝĥîĵķĺḿñöþǫŕšţûṽŵẋýž".unicodeScalars)

  /// The share of its length a text of `length` characters grows by.
  public static func expansion(forLength length: Int) -> Double {
    switch length {
    case ...10: return 2.0
    case 11...20: return 1.0
    case 21...30: return 0.8
    case 31...50: return 0.6
    case 51...70: return 0.4
    default: return 0.3
    }
  }

  /// `text` pseudo-localised; `specifiers` says what a format specifier is.
  public func apply(
    to text: String, specifiers: FormatSpecifierSubstitution = FormatSpecifierSubstitution()
  ) -> String {
    guard !text.isEmpty else { return text }
    let scalars = Array(text.unicodeScalars)
    let protected = specifiers.specifierRanges(in: scalars)
    var out = String.UnicodeScalarView()
    var next = 0
    for (i, scalar) in scalars.enumerated() {
      if next < protected.count, protected[next].upperBound <= i { next += 1 }
      if next < protected.count, protected[next].contains(i) {
        out.append(scalar)
      } else if ("A"..."Z").contains(scalar) {
        out.append(Self.upper[Int(scalar.value - 65)])
      } else if ("a"..."z").contains(scalar) {
        out.append(Self.lower[Int(scalar.value - 97)])
      } else {
        out.append(scalar)
      }
    }
    let length = text.count
    let added = Int((Double(length) * Self.expansion(forLength: length)).rounded(.up))
    // Padding words of up to four letters, each after a space: they wrap as
    // words do. A space that would end it (which a line break drops, making
    // the text a character short) is a letter of the last word instead.
    var padding = String(String(repeating: " ẋẋẋẋ", count: added / 5 + 1).prefix(added))
    if padding.hasSuffix(" ") { padding = padding.dropLast() + "ẋ" }
    var result = String(out) + padding
    if brackets { result = "[" + result + "]" }
    return result
  }
}
