/// How a custom base size (the size at `.large`) grows with the category, for
/// ``UIFontMetrics`` (UIFontMetrics) scaling.
///
/// Apple documents no formula, and two reported device measurements fit
/// neither curve exactly, so both are kept and named:
/// - Observation A (StackOverflow 51243804, 2018): at AX5,
///   `UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17))` is 48 pt
///   while the body style is 53 pt. ``leadingRatio`` gives 17 × 62/22 = 47.9;
///   ``sizeRatio`` gives 53.
/// - Observation B (Jared Sinclair, 2024): at `.medium`,
///   `UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)` is 16.333.
///   ``sizeRatio`` gives 16, ``leadingRatio`` 17 × 21/22 = 16.23.
///
/// UIKit's own rounding is unverified, so neither curve rounds.
public enum ScalingCurve: String, CaseIterable, Sendable, Hashable {
  /// `base × size(style, category) / size(style, large)`: the default; what
  /// Flutter and the common `preferredFont(.body).pointSize / 17` shim do. A
  /// base equal to the table size reproduces the table exactly.
  case sizeRatio = "size-ratio"
  /// `base × leading(style, category) / leading(style, large)`: fits
  /// observation A; the approach of the iOS 10 `CustomFontMetrics` backport.
  case leadingRatio = "leading-ratio"

  /// Parses `size-ratio` or `leading-ratio` (also `sizeRatio`, `leadingRatio`), ignoring case.
  /// - Throws: ``ScaleError/unknownScalingCurve(_:)``.
  public init(parsing text: String) throws(ScaleError) {
    switch NameKey.normalize(text) {
    case "sizeratio", "size": self = .sizeRatio
    case "leadingratio", "leading": self = .leadingRatio
    default: throw .unknownScalingCurve(text)
    }
  }
}
