/// A dimension as written in a resource: `16sp`, `12dp`, `20px`, `10pt`, `1in`, `5mm`.
///
/// The value is kept in the unit it was written in; nothing here converts
/// between units (that needs a display's density and the user's font scale).
public struct AndroidDimension: Sendable, Equatable, CustomStringConvertible {
  /// A unit aapt2 accepts after a dimension's number (`ResourceUtils::ParseUnit`
  /// in frameworks/base tools/aapt2 and `TypedValue.COMPLEX_UNIT_*`).
  public enum Unit: String, Sendable {
    /// Scale-independent pixels: density-independent pixels times the font scale.
    case sp
    /// Density-independent pixels (1/160 inch at the reference density).
    case dp
    /// `dp` under its older name.
    case dip
    /// Physical pixels.
    case px
    /// Points, 1/72 inch.
    case pt
    /// Inches.
    case `in`
    /// Millimetres.
    case mm
  }

  /// The number, in ``unit``s.
  public var value: Double
  /// The unit the number is in.
  public var unit: Unit

  /// A dimension of `value` in `unit`.
  public init(value: Double, unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// Reads `16sp`, `16.5dp`, `-2px`, `16dip`: a decimal number (an optional
  /// sign, digits with at most one `.`, no exponent) immediately followed by a
  /// unit, as aapt2 reads a dimension; nil for anything else (`16`, `16 sp`,
  /// ` 16sp`, `16SP`, `1e2sp`).
  public init?(parsing text: String) {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
    var digits = 0
    var dots = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar >= "0" && scalar <= "9" {
        digits += 1
      } else if scalar == "." {
        dots += 1
      } else {
        break
      }
      index += 1
    }
    guard digits > 0, dots <= 1 else { return nil }
    var unitText = ""
    unitText.unicodeScalars.append(contentsOf: scalars[index...])
    var numberText = ""
    numberText.unicodeScalars.append(contentsOf: scalars[..<index])
    guard let unit = Unit(rawValue: unitText), let value = Double(numberText), value.isFinite
    else { return nil }
    self.init(value: value, unit: unit)
  }

  /// The dimension as a resource writes it: `16sp`, `16.5dp` (whole numbers
  /// without a decimal point).
  public var description: String {
    AndroidDimension.number(value) + unit.rawValue
  }

  /// `16` for 16.0, `16.5` for 16.5.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
