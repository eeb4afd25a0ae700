import TypeScale
import TypometerChecks

/// The range a size option accepts, checked and worded the same way by every
/// command: `expected: a size in points above 0 and at most 10000`.
enum SizeOption {
  /// Throws a usage error naming `option` and the real range unless `value`
  /// (when given) is above 0 and, with a `maximum`, at most `maximum`.
  static func check(_ value: Double?, option: String, maximum: Double?, unit: String = "points")
    throws
  {
    guard let value else { return }
    let inRange = value > 0 && (maximum.map { value <= $0 } ?? value.isFinite)
    guard !inRange else { return }
    throw UsageError.invalidValue(
      option: option, value: formatNumber(value), expected: expected(maximum: maximum, unit: unit))
  }

  /// `a size in points above 0 and at most 10000` (without a maximum: `above 0`).
  static func expected(maximum: Double?, unit: String = "points") -> String {
    var text = "a size in \(unit) above 0"
    if let maximum { text += " and at most \(formatNumber(maximum))" }
    return text
  }
}

/// `--font-scale`, held to the spec's range for `fontScales`.
enum FontScaleOption {
  /// Throws a usage error naming the option and the range unless `value`
  /// (when given) is in ``CheckSpec/fontScaleRange``.
  static func check(_ value: Double?, written: String? = nil) throws {
    let range = CheckSpec.fontScaleRange
    guard let value, !(value.isFinite && range.contains(value)) else { return }
    // As written: a value just past the range (4.0000001) prints as its end.
    throw UsageError.invalidValue(
      option: "--font-scale", value: written ?? formatNumber(value),
      expected:
        "a scale from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))")
  }

  /// The font scales of `--font-scale`'s `text`: one, or a comma-separated
  /// list of them (`1,1.3,2`), each checked (``check(_:)``); a usage error
  /// naming the option for anything else.
  static func scales(_ text: String) throws -> [Double] {
    var scales: [Double] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let number = item.trimmingCharacters(in: .whitespaces)
      guard !number.contains(where: { $0 == "x" || $0 == "X" }), let scale = Double(number),
        scale.isFinite
      else {
        throw UsageError.invalidValue(
          option: "--font-scale", value: text,
          expected: "a font scale, or a comma-separated list of them")
      }
      try check(scale, written: number)
      scales.append(scale)
    }
    return scales
  }
}

/// `--platform`, as every command reads it: a platform's name (`iOS`,
/// `android`), or `wearos` (`wearOS`, `wear-os`, `wear`), which is Android
/// at Wear OS's font scales (``ProjectScan/wearFontScales``).
enum PlatformOption {
  /// The names `--platform` takes, as said in its error.
  static let names = ["android", "wearos", "ios", "macos", "tvos", "watchos"]

  /// The platform `text` names, and whether it is Wear OS.
  ///
  /// - Throws: A usage error naming the option and the names it takes.
  static func parse(_ text: String) throws -> (platform: Platform, wearOS: Bool) {
    if ["wearos", "wear"].contains(NameKey.normalize(text)) { return (.android, true) }
    do { return (try Platform(parsing: text), false) } catch {
      throw UsageError.invalidValue(
        option: "--platform", value: text,
        expected: "android, wearos, ios, macos, tvos or watchos" + didYouMean(text, among: names))
    }
  }
}
