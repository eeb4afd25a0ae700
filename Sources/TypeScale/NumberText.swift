/// Numbers as Typometer writes them in messages, labels and tables: whole
/// numbers without a fraction (`17`, not `17.0`), others in the shortest form
/// that reads back as the same value, rounded first to a number of decimals
/// when one is given.
public enum NumberText {
  /// A size in bytes: `N MiB` when it is a whole number of mebibytes, else
  /// `N bytes`.
  public static func bytes(_ count: Int) -> String {
    let mebibyte = 1 << 20
    return count > 0 && count % mebibyte == 0 ? "\(count / mebibyte) MiB" : "\(count) bytes"
  }

  /// How many decimal digits `number` has (1 for 0), for writers that put
  /// digits straight into bytes.
  package static func decimalDigits(_ number: UInt) -> Int {
    var digits = 1
    var rest = number / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    return digits
  }

  /// `value` as text, rounded to at most `fractionDigits` decimals (nil: as
  /// many as the value needs) by `rule` (ties away from zero by default; the
  /// metrics table rounds ties to even, as C's `printf` does). NaN and
  /// infinities are written as words.
  ///
  /// ```swift
  /// NumberText.string(17)                       // "17"
  /// NumberText.string(37.875, fractionDigits: 2)  // "37.88"
  /// NumberText.string(2.999, fractionDigits: 2)   // "3"
  /// ```
  public static func string(
    _ value: Double, fractionDigits: Int? = nil,
    rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero, padded: Bool = false
  ) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
    var rounded = value
    var scale = 1.0
    if let fractionDigits, abs(value) < 1e15 {
      for _ in 0..<max(0, fractionDigits) { scale *= 10 }
      rounded = (value * scale).rounded(rule) / scale
    }
    if padded, let fractionDigits, fractionDigits > 0, abs(rounded) < 1e15 {
      // Exactly `fractionDigits` digits after the point (`12.30`), for columns.
      let units = Int((abs(rounded) * scale).rounded())
      let whole = units / Int(scale)
      let fraction = String(units % Int(scale))
      let sign = rounded < 0 && units != 0 ? "-" : ""
      return sign + String(whole) + "."
        + String(repeating: "0", count: fractionDigits - fraction.count) + fraction
    }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// A whole number with a comma between groups of three digits: `97850`
  /// as `97,850`.
  public static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (i, digit) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (value < 0 ? "-" : "") + out
  }
}
