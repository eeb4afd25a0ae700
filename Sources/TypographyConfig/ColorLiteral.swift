import StructuredText

/// Parsing of colour literals as TypographyKit's `TypographyColor(string:)`
/// accepts them: UIKit colour names, hex and `rgb()`/`rgba()`/bare tuples.
public enum ColorLiteral {
  /// The result of reading a string as a colour literal.
  public enum Parsed: Sendable, Hashable {
    /// A valid literal. `typographyKitRejects` is true when TypographyKit
    /// would not parse it (spaces inside a tuple).
    case color(RGBAColor, typographyKitRejects: Bool)
    /// The string is meant as a literal (it starts with `#`, `rgb(`, `rgba(`
    /// or `(`) but is malformed.
    case invalid(ColorProblem)
    /// The string is not a literal: a palette name, shade expression or an
    /// unknown name.
    case notALiteral
  }

  /// UIKit's named colours (case-sensitive), with their component values.
  public static let namedColors: [String: RGBAColor] = [
    "black": RGBAColor(red: 0, green: 0, blue: 0),
    "darkGray": RGBAColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
    "lightGray": RGBAColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
    "white": RGBAColor(red: 1, green: 1, blue: 1),
    "gray": RGBAColor(red: 0.5, green: 0.5, blue: 0.5),
    "red": RGBAColor(red: 1, green: 0, blue: 0),
    "green": RGBAColor(red: 0, green: 1, blue: 0),
    "blue": RGBAColor(red: 0, green: 0, blue: 1),
    "cyan": RGBAColor(red: 0, green: 1, blue: 1),
    "yellow": RGBAColor(red: 1, green: 1, blue: 0),
    "magenta": RGBAColor(red: 1, green: 0, blue: 1),
    "orange": RGBAColor(red: 1, green: 0.5, blue: 0),
    "purple": RGBAColor(red: 0.5, green: 0, blue: 0.5),
    "brown": RGBAColor(red: 0.6, green: 0.4, blue: 0.2),
    "clear": RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
  ]

  /// Reads `string` as a literal.
  ///
  /// - Hex: `#RRGGBB`, `#RRGGBBAA` (alpha last), or the same without `#`.
  ///   Without `#`, a 6- or 8-character string that is not hex is not a literal
  ///   (it may be a palette name).
  /// - Tuples: `rgb(r,g,b)`, `rgba(r,g,b,a)`, `(r,g,b)`, `(r,g,b,a)`; each
  ///   component an integer 0–255, alpha included. Spaces around components
  ///   are accepted and flagged, since TypographyKit refuses them.
  public static func parse(_ string: String) -> Parsed {
    if let color = namedColors[string] { return .color(color, typographyKitRejects: false) }
    if string.hasPrefix("#") {
      let digits = string.dropFirst()
      guard digits.count == 6 || digits.count == 8 else {
        return .invalid(.hexLength(digits.count))
      }
      guard let color = hexColor(digits) else { return .invalid(.hexDigits) }
      return .color(color, typographyKitRejects: false)
    }
    if string.count == 6 || string.count == 8, let color = hexColor(Substring(string)) {
      return .color(color, typographyKitRejects: false)
    }
    let lowered = string.lowercased()
    let body: Substring
    let expectedCount: Set<Int>
    if lowered.hasPrefix("rgba(") {
      body = string.dropFirst(5)
      expectedCount = [4]
    } else if lowered.hasPrefix("rgb(") {
      body = string.dropFirst(4)
      expectedCount = [3]
    } else if string.hasPrefix("(") {
      body = string.dropFirst(1)
      expectedCount = [3, 4]
    } else {
      return .notALiteral
    }
    guard string.hasPrefix("rgb") || string.hasPrefix("(") else {
      // `RGB(…)`: TypographyKit's pattern is lower-case only.
      return .invalid(.tupleSyntax)
    }
    guard body.hasSuffix(")") else { return .invalid(.tupleSyntax) }
    let parts = body.dropLast().split(separator: ",", omittingEmptySubsequences: false)
    guard expectedCount.contains(parts.count) else {
      return .invalid(.componentCount(found: parts.count, expected: expectedCount.sorted()))
    }
    var components: [Int] = []
    var hasSpaces = false
    for part in parts {
      let trimmed = part.trimmingCharacters(in: " ")
      if trimmed.count != part.count { hasSpaces = true }
      guard !trimmed.isEmpty, trimmed.count <= 3, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int(trimmed)
      else { return .invalid(.componentNotAnInteger(String(part))) }
      guard value <= 255 else { return .invalid(.componentOutOfRange(value)) }
      components.append(value)
    }
    let color = RGBAColor(
      red255: components[0], green255: components[1], blue255: components[2],
      alpha255: components.count == 4 ? components[3] : 255)
    return .color(color, typographyKitRejects: hasSpaces)
  }

  private static func hexColor(_ digits: Substring) -> RGBAColor? {
    guard digits.allSatisfy({ $0.isHexDigit && $0.isASCII }), let value = UInt64(digits, radix: 16)
    else {
      return nil
    }
    if digits.count == 6 {
      return RGBAColor(
        red255: Int((value >> 16) & 0xFF), green255: Int((value >> 8) & 0xFF),
        blue255: Int(value & 0xFF))
    }
    return RGBAColor(
      red255: Int((value >> 24) & 0xFF), green255: Int((value >> 16) & 0xFF),
      blue255: Int((value >> 8) & 0xFF), alpha255: Int(value & 0xFF))
  }
}

/// Why a colour value is invalid.
public enum ColorProblem: Sendable, Hashable {
  /// `#` followed by a number of characters other than 6 or 8.
  case hexLength(Int)
  /// `#` followed by characters that are not hexadecimal digits.
  case hexDigits
  /// A tuple without its closing parenthesis, or with an upper-case prefix.
  case tupleSyntax
  /// A tuple with the wrong number of components.
  case componentCount(found: Int, expected: [Int])
  /// A tuple component that is not a non-negative integer.
  case componentNotAnInteger(String)
  /// A tuple component above 255.
  case componentOutOfRange(Int)
  /// A `{light, dark}` entry without `light`.
  case missingLightVariant
  /// A value that is not a string (or, in the palette, a `{light, dark}` dictionary).
  case wrongType(FoundValue)
  /// Palette entries that refer to each other in a loop, in order.
  case cycle([String])
  /// An alias chain longer than the limit.
  case tooDeep(limit: Int)
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Character) -> Substring {
    var result = self
    while result.first == set { result = result.dropFirst() }
    while result.last == set { result = result.dropLast() }
    return result
  }
}
