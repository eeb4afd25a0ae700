/// Scales a font the way Swash 4.0.0's `Font.of(textStyle:maxSize:defaultSize:)` does.
///
/// The base size is `defaultSize`, else Swash's built-in default for the
/// style ("corresponds to `UIContentSizeCategory.large`"); it is scaled with
/// `UIFontMetrics(forTextStyle:)` and capped at `maxSize`. Swash's defaults
/// are its own tables (``defaultSize(for:platform:watchDeviceCategory:)``),
/// which include tvOS footnote and subheadline (29 pt) that the HIG lacks.
public struct SwashScaler: FontSizeScaler {
  /// The text style.
  public let textStyle: TextStyle
  /// The platform (iOS, tvOS or watchOS; macOS only with a `defaultSize`).
  public let platform: Platform
  /// The cap on the scaled size, in points; nil for none.
  public let maxSize: Double?
  /// The base size at `.large`, in points: the given one or Swash's default.
  public let defaultSize: Double
  /// The curve of the underlying `UIFontMetrics` scaling.
  public let curve: ScalingCurve

  /// Creates a scaler with Swash's argument order.
  ///
  /// On watchOS Swash keys its defaults by the device's content-size category
  /// (small, large or xLarge: `watchDeviceCategory`), and its `footnote`
  /// follows the HIG's Footnote 1, whose curve this scaler uses.
  /// - Throws: ``ScaleError/styleNotOnPlatform(_:_:)`` when no size is given
  ///   and Swash has no default (where Swash asserts), or
  ///   ``ScaleError/invalidSize(_:)``.
  public init(
    textStyle: TextStyle, maxSize: Double? = nil, defaultSize: Double? = nil,
    platform: Platform = .ios, watchDeviceCategory: ContentSizeCategory = .large,
    curve: ScalingCurve = .sizeRatio
  ) throws(ScaleError) {
    if platform == .android { throw .noTextStyles(.android) }
    self.textStyle = textStyle
    self.platform = platform
    self.maxSize = try Validation.size(maxSize)
    self.curve = curve
    if let defaultSize {
      self.defaultSize = try Validation.size(defaultSize)
    } else if let builtIn = Self.defaultSize(
      for: textStyle, platform: platform, watchDeviceCategory: watchDeviceCategory)
    {
      self.defaultSize = builtIn
    } else {
      throw .styleNotOnPlatform(textStyle, platform)
    }
  }

  /// Creates a scaler, spelled like Swash's `Font.of(textStyle:maxSize:defaultSize:)`.
  /// - Throws: as ``init(textStyle:maxSize:defaultSize:platform:watchDeviceCategory:curve:)``.
  public static func of(
    textStyle: TextStyle, maxSize: Double? = nil, defaultSize: Double? = nil,
    platform: Platform = .ios
  ) throws(ScaleError) -> SwashScaler {
    try SwashScaler(
      textStyle: textStyle, maxSize: maxSize, defaultSize: defaultSize, platform: platform)
  }

  /// The scaled point size at `category`, in points: `min(scaled, maxSize)`.
  /// - Throws: ``ScaleError/categoryNotOnPlatform(_:_:)`` or ``ScaleError/styleNotOnPlatform(_:_:)``.
  public func scaledSize(at category: ContentSizeCategory) throws(ScaleError) -> Double {
    guard platform.hasContentSizeCategories else {
      guard category == .large else { throw .categoryNotOnPlatform(category, platform) }
      guard let maxSize else { return defaultSize }
      return Swift.min(defaultSize, maxSize)
    }
    let style = platform == .watchos && textStyle == .footnote ? .footnote1 : textStyle
    let metrics = try UIFontMetrics(forTextStyle: style, platform: platform, curve: curve)
    return try metrics.scaledPointSize(for: defaultSize, maximumPointSize: maxSize, at: category)
  }

  /// Swash's built-in default size of `style`, in points, or nil where Swash has none.
  ///
  /// iOS: the HIG large column. tvOS: the HIG sizes plus footnote and
  /// subheadline at 29, no largeTitle. watchOS: by device category, small,
  /// large or xLarge only (others: nil, where Swash asserts); `footnote` is the
  /// HIG's Footnote 1. macOS and Android: nil.
  public static func defaultSize(
    for style: TextStyle, platform: Platform, watchDeviceCategory: ContentSizeCategory = .large
  ) -> Double? {
    switch platform {
    case .ios:
      return iOSDefaults[style]
    case .tvos:
      return tvOSDefaults[style]
    case .watchos:
      guard let column = watchOSColumn[watchDeviceCategory], let sizes = watchOSDefaults[style]
      else { return nil }
      return sizes[column]
    case .macos, .android:
      return nil
    }
  }

  /// `DefaultSizes+iOS.swift`.
  private static let iOSDefaults: [TextStyle: Double] = [
    .caption2: 11, .caption1: 12, .footnote: 13, .subheadline: 15, .callout: 16, .body: 17,
    .headline: 17, .title3: 20, .title2: 22, .title1: 28, .largeTitle: 34,
  ]

  /// `DefaultSizes+tvOS.swift`.
  private static let tvOSDefaults: [TextStyle: Double] = [
    .caption2: 23, .caption1: 25, .footnote: 29, .subheadline: 29, .body: 29, .callout: 31,
    .headline: 38, .title3: 48, .title2: 57, .title1: 76,
  ]

  /// `DefaultSizes+watchOS.swift`: sizes for small, large and xLarge devices.
  private static let watchOSDefaults: [TextStyle: [Double]] = [
    .footnote: [12, 13, 14], .caption2: [13, 14, 15], .caption1: [14, 15, 16],
    .body: [15, 16, 17], .headline: [15, 16, 17], .title3: [18, 19, 20], .title2: [26, 27, 30],
    .title1: [30, 34, 38], .largeTitle: [32, 36, 40],
  ]

  private static let watchOSColumn: [ContentSizeCategory: Int] = [
    .small: 0, .large: 1, .extraLarge: 2,
  ]
}
