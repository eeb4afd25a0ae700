import TypeScale

/// How a style's base size follows the content-size category: TypographyKit's
/// `scaling-mode` values, as the scaling core defines them.
public typealias ScalingMode = TypographyKitScaler.ScalingMode

extension TypographyKitScaler.ScalingMode {
  /// TypographyKit's default, ``fontMetricsWithSteppingFallback``.
  public static let typographyKitDefault = Self.fontMetricsWithSteppingFallback
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
