/// The `typography-kit` section: global settings, each `nil` when the file
/// does not set it (or sets it to an invalid value, which is a finding).
///
/// TypographyKit reads two settings that never take effect: `setLabelSettings`
/// and `setButtonSettings` ignore their argument, so every label gets
/// word-wrapping and `numberOfLines = 0` whatever `labels` says, and
/// `buttons` has no effect. They are modelled and validated all the same.
public struct TypographyKitSettings: Sendable, Hashable {
  /// `minimum-point-size`, in points: the global lower clamp.
  public var minimumPointSize: Double?
  /// `maximum-point-size`, in points: the global upper clamp.
  public var maximumPointSize: Double?
  /// `point-step-size`, in points per category step (stepping mode; default 2).
  public var pointStepSize: Double?
  /// `point-step-multiplier` (stepping mode; default 1).
  public var pointStepMultiplier: Double?
  /// `scaling-mode` (default `uifontmetrics-with-fallback`).
  public var scalingMode: ScalingMode?
  /// `development-color`: a colour string (default `red` in debug builds).
  public var developmentColor: String?
  /// `fallback-color`: a colour string (default black in light, white in dark).
  public var fallbackColor: String?
  /// `is-development`.
  public var isDevelopment: Bool?
  /// `should-use-development-colors` (TypographyKit's code defaults to false,
  /// its README says true).
  public var shouldUseDevelopmentColors: Bool?
  /// `should-crash-if-color-not-found`.
  public var shouldCrashIfColorNotFound: Bool?
  /// `labels` → `line-break-mode` (the README's spelling `line-break` is read too).
  public var labelLineBreakMode: LineBreakMode?
  /// `buttons` → `title-color-apply-mode`.
  public var buttonTitleColorApplyMode: ButtonTitleColorApplyMode?
  /// `configuration-name`.
  public var configurationName: String?
  /// `configuration-type` (`json` or `plist`).
  public var configurationType: String?
  /// `configuration-url` (TypographyKit reads it as a URL object, so a string
  /// from a file never takes effect).
  public var configurationURL: String?
  /// Where each setting was read, by key path (e.g. `typography-kit.labels.line-break`).
  public var sources: [String: SourceLocation] = [:]

  /// Settings with nothing set.
  public init() {}

  /// The default step in points per category (2).
  public static let defaultPointStepSize = 2.0
  /// The default step multiplier (1).
  public static let defaultPointStepMultiplier = 1.0

  /// `point-step-size`, or its default.
  public var effectivePointStepSize: Double { pointStepSize ?? Self.defaultPointStepSize }
  /// `point-step-multiplier`, or its default.
  public var effectivePointStepMultiplier: Double {
    pointStepMultiplier ?? Self.defaultPointStepMultiplier
  }
  /// `scaling-mode`, or TypographyKit's default.
  public var effectiveScalingMode: ScalingMode { scalingMode ?? .typographyKitDefault }
  /// `labels` → `line-break-mode`, or word-wrap.
  public var effectiveLabelLineBreakMode: LineBreakMode { labelLineBreakMode ?? .wordWrap }

  /// These settings with every value set in `other` replacing this one's.
  public func merging(_ other: TypographyKitSettings) -> TypographyKitSettings {
    var result = self
    result.minimumPointSize = other.minimumPointSize ?? minimumPointSize
    result.maximumPointSize = other.maximumPointSize ?? maximumPointSize
    result.pointStepSize = other.pointStepSize ?? pointStepSize
    result.pointStepMultiplier = other.pointStepMultiplier ?? pointStepMultiplier
    result.scalingMode = other.scalingMode ?? scalingMode
    result.developmentColor = other.developmentColor ?? developmentColor
    result.fallbackColor = other.fallbackColor ?? fallbackColor
    result.isDevelopment = other.isDevelopment ?? isDevelopment
    result.shouldUseDevelopmentColors =
      other.shouldUseDevelopmentColors ?? shouldUseDevelopmentColors
    result.shouldCrashIfColorNotFound =
      other.shouldCrashIfColorNotFound ?? shouldCrashIfColorNotFound
    result.labelLineBreakMode = other.labelLineBreakMode ?? labelLineBreakMode
    result.buttonTitleColorApplyMode = other.buttonTitleColorApplyMode ?? buttonTitleColorApplyMode
    result.configurationName = other.configurationName ?? configurationName
    result.configurationType = other.configurationType ?? configurationType
    result.configurationURL = other.configurationURL ?? configurationURL
    result.sources.merge(other.sources) { _, new in new }
    return result
  }
}
