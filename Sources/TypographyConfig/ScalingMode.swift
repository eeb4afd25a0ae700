/// How a style's base size follows the content-size category: TypographyKit's
/// `scaling-mode` values.
public enum ScalingMode: String, Sendable, Hashable, CaseIterable {
  /// `uifontmetrics`: `UIFontMetrics.default` (body) scaling, then the minimum.
  case fontMetrics = "uifontmetrics"
  /// `uifontmetrics-with-fallback`: as ``fontMetrics``, stepping when the font
  /// cannot be loaded. TypographyKit's default.
  case fontMetricsWithSteppingFallback = "uifontmetrics-with-fallback"
  /// `stepping`: `point-step-size × point-step-multiplier` points per category
  /// step from Large, then clamped.
  case stepping
  /// `disabled`: the base size at every category, no clamping.
  case disabled

  /// TypographyKit's default, ``fontMetricsWithSteppingFallback``.
  public static let typographyKitDefault = ScalingMode.fontMetricsWithSteppingFallback
}

/// The `labels` → `line-break-mode` values (`NSLineBreakMode`).
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
  /// `char-wrap`
  case characterWrap = "char-wrap"
  /// `clip`
  case clip
  /// `truncate-head`
  case truncateHead = "truncate-head"
  /// `truncate-middle`
  case truncateMiddle = "truncate-middle"
  /// `truncate-tail`
  case truncateTail = "truncate-tail"
  /// `word-wrap`, the default.
  case wordWrap = "word-wrap"
}

/// The `buttons` → `title-color-apply-mode` values.
public enum ButtonTitleColorApplyMode: String, Sendable, Hashable, CaseIterable {
  /// `all`
  case all
  /// `none`
  case none
  /// `normal`
  case normal
  /// `where-unspecified`, the default.
  case whereUnspecified = "where-unspecified"
}
