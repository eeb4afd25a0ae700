/// Scales a TypographyKit style's `point-size` the way TypographyKit 6.0.1
/// (`Typography.swift`, `ScalingMode.swift`) does, clamps included.
///
/// The effective minimum and maximum are the style's values, else the global
/// `typography-kit` ones. In the `uifontmetrics` modes TypographyKit always
/// scales with `UIFontMetrics.default`, that is **body metrics, whatever the
/// style**; this scaler reproduces that on purpose.
public struct TypographyKitScaler: FontSizeScaler {
  /// A TypographyKit `scaling-mode` value.
  public enum ScalingMode: String, CaseIterable, Sendable, Hashable {
    /// `uifontmetrics`: body `UIFontMetrics` with the maximum; below the
    /// minimum, the unscaled minimum.
    case fontMetrics = "uifontmetrics"
    /// `uifontmetrics-with-fallback`, TypographyKit's default: as
    /// `uifontmetrics`, falling back to stepping only when the font cannot be
    /// created, in which case stepping fails too; so the sizes are identical.
    case fontMetricsWithSteppingFallback = "uifontmetrics-with-fallback"
    /// `stepping`: `point-size + point-step-size × point-step-multiplier × notch`,
    /// then the minimum, then the maximum.
    case stepping
    /// `disabled`: the base size, never clamped.
    case disabled

    /// Parses a `scaling-mode` value, ignoring case and surrounding spaces.
    /// - Throws: ``ScaleError/unknownScalingMode(_:)``.
    public init(parsing text: String) throws(ScaleError) {
      let key = text.lowercased().trimmingSpaces()
      guard let mode = Self(rawValue: key) else { throw .unknownScalingMode(text) }
      self = mode
    }
  }

  /// The global `typography-kit` settings that apply to every style.
  public struct Settings: Sendable, Hashable {
    /// `minimum-point-size`, in points; nil for none.
    public var minimumPointSize: Double?
    /// `maximum-point-size`, in points; nil for none.
    public var maximumPointSize: Double?
    /// `point-step-size`, in points (default 2).
    public var pointStepSize: Double
    /// `point-step-multiplier` (default 1).
    public var pointStepMultiplier: Double
    /// `scaling-mode` (default `uifontmetrics-with-fallback`).
    public var scalingMode: ScalingMode

    /// Creates settings; every argument defaults to TypographyKit's default.
    public init(
      minimumPointSize: Double? = nil, maximumPointSize: Double? = nil, pointStepSize: Double = 2,
      pointStepMultiplier: Double = 1, scalingMode: ScalingMode = .fontMetricsWithSteppingFallback
    ) {
      self.minimumPointSize = minimumPointSize
      self.maximumPointSize = maximumPointSize
      self.pointStepSize = pointStepSize
      self.pointStepMultiplier = pointStepMultiplier
      self.scalingMode = scalingMode
    }
  }

  /// The style's `point-size`: its size at `.large`, in points.
  public let pointSize: Double
  /// The style's own `minimum-point-size`, in points; nil to use the global one.
  public let minimumPointSize: Double?
  /// The style's own `maximum-point-size`, in points; nil to use the global one.
  public let maximumPointSize: Double?
  /// The style's own `scaling-mode` (or an explicit argument); nil to use the global one.
  public let scalingMode: ScalingMode?
  /// The global settings.
  public let settings: Settings
  /// The curve for the `uifontmetrics` modes (UIKit's is undocumented).
  public let curve: ScalingCurve

  /// Creates a scaler for one style.
  ///
  /// A maximum below the minimum is rejected unless
  /// `rejectsMaximumBelowMinimum` is false; TypographyKit itself accepts it,
  /// and then the maximum wins in `stepping` mode while the unscaled minimum
  /// wins in the `uifontmetrics` modes.
  /// - Throws: ``ScaleError/invalidSize(_:)``, ``ScaleError/invalidStep(_:)``
  ///   or ``ScaleError/maximumBelowMinimum(minimum:maximum:)``.
  public init(
    pointSize: Double, minimumPointSize: Double? = nil, maximumPointSize: Double? = nil,
    scalingMode: ScalingMode? = nil, settings: Settings = Settings(),
    curve: ScalingCurve = .sizeRatio, rejectsMaximumBelowMinimum: Bool = true
  ) throws(ScaleError) {
    self.pointSize = try Validation.size(pointSize)
    self.minimumPointSize = try Validation.size(minimumPointSize)
    self.maximumPointSize = try Validation.size(maximumPointSize)
    _ = try Validation.size(settings.minimumPointSize)
    _ = try Validation.size(settings.maximumPointSize)
    _ = try Validation.step(settings.pointStepSize)
    _ = try Validation.step(settings.pointStepMultiplier)
    self.scalingMode = scalingMode
    self.settings = settings
    self.curve = curve
    if rejectsMaximumBelowMinimum, let minimum = effectiveMinimum,
      let maximum = effectiveMaximum, maximum < minimum
    {
      throw .maximumBelowMinimum(minimum: minimum, maximum: maximum)
    }
  }

  /// The minimum that applies: the style's, else the global one (points).
  public var effectiveMinimum: Double? { minimumPointSize ?? settings.minimumPointSize }
  /// The maximum that applies: the style's, else the global one (points).
  public var effectiveMaximum: Double? { maximumPointSize ?? settings.maximumPointSize }
  /// The mode that applies: the style's, else the global one.
  public var effectiveScalingMode: ScalingMode { scalingMode ?? settings.scalingMode }

  /// The stepping notch of `category`: −3 for xSmall, 0 for large, +8 for AX5.
  public static func notch(for category: ContentSizeCategory) -> Int { category.index - 3 }

  /// The point size at `category`, in points, in the effective mode.
  /// - Throws: ``ScaleError/negativeScaledSize(_:)`` when stepping goes below zero.
  public func scaledSize(at category: ContentSizeCategory) throws(ScaleError) -> Double {
    switch effectiveScalingMode {
    case .fontMetrics, .fontMetricsWithSteppingFallback:
      let scaled = try UIFontMetrics(forTextStyle: .body, curve: curve).scaledPointSize(
        for: pointSize, maximumPointSize: effectiveMaximum, at: category)
      if let minimum = effectiveMinimum, scaled < minimum { return minimum }
      return scaled
    case .stepping:
      let step = settings.pointStepSize * settings.pointStepMultiplier
      var size = pointSize + step * Double(Self.notch(for: category))
      if let minimum = effectiveMinimum, size < minimum { size = minimum }
      if let maximum = effectiveMaximum, maximum < size { size = maximum }
      return try Validation.result(size)
    case .disabled:
      return pointSize
    }
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
