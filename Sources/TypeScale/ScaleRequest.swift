/// One row of `typometer scale` for an Apple platform: a text style's point
/// size and leading at one category.
public struct ScaleRow: Sendable, Hashable {
  /// The text style.
  public var style: TextStyle
  /// The category (`.large` on tvOS and macOS, which have one size per style).
  public var category: ContentSizeCategory
  /// The point size, in points.
  public var pointSize: Double
  /// The line height, in points: the HIG leading, scaled proportionally when
  /// the size is custom or capped, held where a capped size stops growing
  /// (``LineHeightRule/platformLeadings(of:textStyle:platform:at:)``).
  public var leading: Double?

  /// Creates a row from values in points.
  public init(style: TextStyle, category: ContentSizeCategory, pointSize: Double, leading: Double?)
  {
    self.style = style
    self.category = category
    self.pointSize = pointSize
    self.leading = leading
  }
}

/// One row of `typometer scale --platform android`: a size in sp at a font scale, in dp.
public struct AndroidScaleRow: Sendable, Hashable {
  /// The text size, in sp.
  public var sp: Double
  /// The Android font scale (1 = default).
  public var fontScale: Double
  /// The size, in dp.
  public var dp: Double

  /// Creates a row.
  public init(sp: Double, fontScale: Double, dp: Double) {
    self.sp = sp
    self.fontScale = fontScale
    self.dp = dp
  }
}

/// The rows `typometer scale` prints: text-style rows on Apple platforms, sp →
/// dp rows on Android.
public enum ScaleRows: Sendable, Hashable {
  /// `{style, category, pointSize, leading?}` rows, style-major, categories in order.
  case textStyles([ScaleRow])
  /// `{sp, fontScale, dp}` rows, sp-major, font scales in order.
  case android([AndroidScaleRow])
}

/// The options of `typometer scale`, and the rows they produce.
///
/// Flags map one to one: `--platform` → ``platform``, `--style` → ``style``,
/// `--size` → ``size``, `--max-size` → ``maximumSize``, `--font-scale` →
/// ``fontScale``, `--categories` → ``categories``. Call ``rows()`` and print each row.
///
/// Apple platforms:
/// - Without a size: each style (or only ``style``) at each of the platform's
///   categories, from the platform table; ``maximumSize`` caps the size.
/// - With a size: that base size (points, at `.large`) scaled as
///   `UIFontMetrics(forTextStyle:)` would for ``style`` (default body), with
///   ``curve`` and the cap.
/// - Leading: the HIG leading, proportional to the size when it differs from
///   the table, and never going down once the size is capped
///   (``LineHeightRule/platformLeadings(of:textStyle:platform:at:)``).
///
/// Android: ``size`` is in sp (default: AOSP's nine reference points, 8 … 100);
/// ``fontScales`` default to 0.85, 1, 1.15, 1.3, 1.5, 1.8 and 2.0; ``androidScaling``
/// picks linear or non-linear scaling. A style or maximum size does not apply.
public struct ScaleRequest: Sendable, Hashable {
  /// `--platform` (default iOS).
  public var platform: Platform
  /// `--style`: one style, or nil for all of the platform's styles (body when a size is given).
  public var style: TextStyle?
  /// `--size`: a custom base size, in points at `.large` (sp on Android).
  public var size: Double?
  /// `--max-size`: the cap on every point size, in points.
  public var maximumSize: Double?
  /// `--font-scale`: the Android font scales, in order; nil for
  /// ``defaultAndroidFontScales``. Android only.
  public var fontScales: [Double]?
  /// One Android font scale (``fontScales`` of one), or nil for none given.
  public var fontScale: Double? {
    get { fontScales?.count == 1 ? fontScales?.first : nil }
    set { fontScales = newValue.map { [$0] } }
  }
  /// `--categories`: the categories to list, in this order; nil for all of
  /// the platform's. Apple platforms only.
  public var categories: [ContentSizeCategory]?
  /// The UIFontMetrics curve for a custom size.
  public var curve: ScalingCurve
  /// Linear or non-linear Android scaling.
  public var androidScaling: AndroidScalingMethod

  /// Creates a request; the defaults are those of `typometer scale` with no options.
  public init(
    platform: Platform = .ios, style: TextStyle? = nil, size: Double? = nil,
    maximumSize: Double? = nil, fontScale: Double? = nil, curve: ScalingCurve = .sizeRatio,
    androidScaling: AndroidScalingMethod = .default
  ) {
    self.platform = platform
    self.style = style
    self.size = size
    self.maximumSize = maximumSize
    self.fontScales = fontScale.map { [$0] }
    self.curve = curve
    self.androidScaling = androidScaling
  }

  /// The font scales listed when no `--font-scale` is given: a phone's
  /// Settings offer 0.85 ("small"), 1 and AOSP's five table scales.
  public static var defaultAndroidFontScales: [Double] {
    [0.85, 1] + AndroidFontScaleConverter.tableFontScales
  }

  /// The rows to print.
  /// - Throws: ``ScaleError`` for an invalid size or scale, a style not on the
  ///   platform, or an option that does not apply to the platform.
  public func rows() throws(ScaleError) -> ScaleRows {
    platform == .android ? .android(try androidRows()) : .textStyles(try textStyleRows())
  }

  /// The Apple-platform rows.
  public func textStyleRows() throws(ScaleError) -> [ScaleRow] {
    if fontScales != nil { throw .optionNotApplicable(option: "fontScale", platform: platform) }
    let table = try PlatformTable.table(for: platform)
    let maximum = try Validation.size(maximumSize)
    let base = try Validation.size(size)
    let styles: [TextStyle]
    if let style {
      guard table.contains(style) else { throw .styleNotOnPlatform(style, platform) }
      styles = [style]
    } else {
      styles = base == nil ? table.styles : [.body]
    }
    var rows: [ScaleRow] = []
    for style in styles {
      let scaler: any FontSizeScaler<ContentSizeCategory>
      if let base {
        scaler = try UIFontMetricsScaler(
          metrics: UIFontMetrics(forTextStyle: style, platform: platform, curve: curve),
          baseSize: base, maximumPointSize: maximum)
      } else {
        scaler = try PlatformTableScaler(
          textStyle: style, platform: platform, maximumPointSize: maximum)
      }
      // Leadings over every category (a capped size's leading holds from
      // where the cap starts), then the asked-for ones, in their order.
      let all = table.categories
      let leadings = try LineHeightRule.platformLeadings(
        of: scaler, textStyle: style, platform: platform, at: all)
      let leadingAt = Dictionary(zip(all, leadings), uniquingKeysWith: { a, _ in a })
      for category in categories ?? all {
        guard all.contains(category) else { throw .categoryNotOnPlatform(category, platform) }
        let leading = leadingAt[category] ?? nil
        rows.append(
          ScaleRow(
            style: style, category: category, pointSize: try scaler.scaledSize(at: category),
            leading: leading))
      }
    }
    return rows
  }

  /// The Android rows.
  public func androidRows() throws(ScaleError) -> [AndroidScaleRow] {
    guard platform == .android else {
      throw .optionNotApplicable(option: "android", platform: platform)
    }
    if style != nil { throw .optionNotApplicable(option: "style", platform: .android) }
    if categories != nil {
      throw .optionNotApplicable(option: "categories", platform: .android)
    }
    if maximumSize != nil {
      throw .optionNotApplicable(option: "maximumSize", platform: .android)
    }
    let spValues: [Double]
    if let size {
      spValues = [try Validation.size(size)]
    } else {
      spValues = AndroidFontScaleConverter.referenceSp
    }
    let scales = fontScales ?? Self.defaultAndroidFontScales
    var rows: [AndroidScaleRow] = []
    for sp in spValues {
      for scale in scales {
        let dp = try AndroidFontScaler.dp(forSp: sp, fontScale: scale, method: androidScaling)
        rows.append(AndroidScaleRow(sp: sp, fontScale: scale, dp: dp))
      }
    }
    return rows
  }
}
