import TypeScale

/// The keys of a style in `ui-font-text-styles`.
public enum TextStyleField: String, Sendable, Hashable, CaseIterable {
  /// `font-name`: a PostScript name or a TypographyKit system-font alias.
  case fontName = "font-name"
  /// `point-size`: the base size at the Large category, in points.
  case pointSize = "point-size"
  /// `text-color`: a palette name or a colour literal.
  case textColor = "text-color"
  /// `letter-case`.
  case letterCase = "letter-case"
  /// `extends`: the name of the parent style.
  case extends
  /// `minimum-point-size`, in points.
  case minimumPointSize = "minimum-point-size"
  /// `maximum-point-size`, in points.
  case maximumPointSize = "maximum-point-size"
  /// `scaling-mode`.
  case scalingMode = "scaling-mode"
  /// `letter-spacing`, in points (kern).
  case letterSpacing = "letter-spacing"
}

/// One style as written in `ui-font-text-styles`, before `extends` is resolved.
///
/// Each property is `nil` when the style does not set it or sets it to an
/// invalid value (which is reported as a finding).
public struct TextStyleDefinition: Sendable, Hashable {
  /// The style's name (its key).
  public var name: String
  /// `font-name`.
  public var fontName: String?
  /// `point-size`, in points.
  public var pointSize: Double?
  /// `text-color`, unresolved.
  public var textColor: String?
  /// `letter-case`.
  public var letterCase: LetterCase?
  /// `extends`.
  public var extends: String?
  /// `minimum-point-size`, in points.
  public var minimumPointSize: Double?
  /// `maximum-point-size`, in points.
  public var maximumPointSize: Double?
  /// `scaling-mode`.
  public var scalingMode: ScalingMode?
  /// `letter-spacing`, in points.
  public var letterSpacing: Double?
  /// Where the style's key is.
  public var source: SourceLocation
  /// Where each field set in the file is (including fields with invalid values).
  public var fieldSources: [TextStyleField: SourceLocation] = [:]

  /// Creates a definition with no fields set.
  public init(name: String, source: SourceLocation) {
    self.name = name
    self.source = source
  }

  /// The location of `field`, or of the style itself when the field is not written.
  public func location(of field: TextStyleField) -> SourceLocation {
    fieldSources[field] ?? source
  }
}

/// A style with its `extends` chain resolved, child over parent, field by field.
///
/// As in TypographyKit, a style that extends another has no `letter-spacing`:
/// its `extend()` drops it (the result always has 0, even when the child
/// sets it), and the app draws the style so; the validator warns where a
/// value is lost (``FindingDetail/letterSpacingLost(value:parent:)``).
public struct ResolvedTextStyle: Sendable, Hashable {
  /// The style's name.
  public var name: String
  /// The style this one extends, which resolved too; `nil` for a style that
  /// extends none. Only the parent is kept, never the whole chain, so each
  /// style costs the same however long its chain;
  /// ``ValidationReport/chain(of:)`` follows it.
  public var extends: String?
  /// `font-name`.
  public var fontName: String?
  /// `point-size`, in points.
  public var pointSize: Double?
  /// `text-color` as written (palette name or literal).
  public var textColorName: String?
  /// The text colour resolved against the palette, when it resolves.
  public var textColor: ColorValue?
  /// `letter-case`.
  public var letterCase: LetterCase?
  /// The style's own `minimum-point-size` (after `extends`), in points.
  public var minimumPointSize: Double?
  /// The style's own `maximum-point-size` (after `extends`), in points.
  public var maximumPointSize: Double?
  /// The style's own `scaling-mode` (after `extends`).
  public var scalingMode: ScalingMode?
  /// `letter-spacing` in points (0 when unset), as written.
  public var letterSpacing: Double
  /// The letter spacing a TypographyKit app applies, in points: the style's
  /// `letter-spacing` when it is above 0, else 0 (TypographyKit sets the kern
  /// attribute only for a positive value; a negative one is ignored).
  public var appliedLetterSpacing: Double { letterSpacing > 0 ? letterSpacing : 0 }
  /// The minimum in effect: the style's, else the global one, in points.
  public var effectiveMinimumPointSize: Double?
  /// The maximum in effect: the style's, else the global one, in points.
  public var effectiveMaximumPointSize: Double?
  /// The scaling mode in effect: the style's, else the global one, else the default.
  public var effectiveScalingMode: ScalingMode
  /// The Apple text style this style stands for when no config defines it:
  /// the system font as `UIFont.preferredFont(forTextStyle:)` gives it. Nil
  /// for a config's style.
  public var textStyle: TextStyle? = nil
}

extension ResolvedTextStyle {
  /// The style `UIFont.preferredFont(forTextStyle: textStyle)` gives on
  /// `platform`, named `name`: the system font (`System-<weight>`) at the
  /// text style's weight and its size at Large, in points.
  ///
  /// - Throws: ``ScaleError`` when the platform has no such text style.
  package init(preferredFont name: String, textStyle: TextStyle, platform: Platform)
    throws(ScaleError)
  {
    let metrics = try PlatformTable.table(for: platform).metrics(for: textStyle, at: .large)
    let weight = metrics.weight.rawValue  // `semibold`, as TypographyKit's alias spells it
    self.init(
      name: name, extends: nil,
      fontName: "System-" + weight.prefix(1).uppercased() + weight.dropFirst(),
      pointSize: metrics.pointSize, textColorName: nil, textColor: nil, letterCase: nil,
      minimumPointSize: nil, maximumPointSize: nil, scalingMode: nil, letterSpacing: 0,
      effectiveMinimumPointSize: nil, effectiveMaximumPointSize: nil,
      effectiveScalingMode: .typographyKitDefault, textStyle: textStyle)
  }

  /// A style that comes from no TypographyKit config (an Android text
  /// appearance): its name, face, size in points and letter case; nothing
  /// else is set.
  package init(
    android name: String, fontName: String?, pointSize: Double? = nil, letterCase: LetterCase?
  ) {
    self.init(
      name: name, extends: nil, fontName: fontName, pointSize: pointSize, textColorName: nil,
      textColor: nil, letterCase: letterCase, minimumPointSize: nil, maximumPointSize: nil,
      scalingMode: nil, letterSpacing: 0, effectiveMinimumPointSize: nil,
      effectiveMaximumPointSize: nil, effectiveScalingMode: .typographyKitDefault)
  }
}
