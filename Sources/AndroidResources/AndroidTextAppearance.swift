/// A TextAppearance (or any style) with its parents applied: what a TextView
/// given this style would read from it.
///
/// Attributes a style sets through a theme attribute (`?attr/…`) are not
/// known without the theme and are left at their defaults.
public struct AndroidTextAppearance: Sendable, Equatable {
  /// The style's name as asked, after mapping a Material 3 role (`bodyLarge`)
  /// to its style (`TextAppearance.Material3.BodyLarge`); a built-in platform
  /// style asked as `@android:style/X` is named `android:X`.
  public var name: String
  /// The file defining the style; nil for a built-in style.
  public var file: String?
  /// The 1-based line of the `<style>` element in ``file``.
  public var line: Int?
  /// `android:textSize`; nil when no style in the chain sets it.
  public var textSize: AndroidDimension?
  /// `android:fontFamily` (or `fontFamily`); nil for the default, `sans-serif`.
  public var fontFamily: AndroidFontReference?
  /// The file and 1-based line of the `<item>` that set ``fontFamily`` (nil
  /// when a built-in base set it or nothing did).
  public var fontFamilySource: AndroidSource?
  /// The `android:fontFamily` the chain sets where AppCompat's text views
  /// (and so Material's) take the app form `fontFamily` instead, which is
  /// ``fontFamily``: the family a framework view given the style shows (a
  /// `TextClock`, an app widget's views); nil when both forms name one family.
  public var frameworkFontFamily: AndroidFontReference?
  /// The `<item>` that set ``frameworkFontFamily``.
  public var frameworkFontFamilySource: AndroidSource?
  /// Whether `android:textStyle` contains `bold` (`bold|italic`).
  public var textStyleBold: Bool
  /// Whether `android:textStyle` contains `italic`.
  public var italic: Bool
  /// `android:textFontWeight` (API 28) as written, on the 1...1000 weight
  /// scale (the framework uses at most 1000); nil when not set or negative
  /// (the framework's -1, "not set").
  public var textFontWeight: Int?
  /// `android:letterSpacing`, in em (fractions of the text size); 0 by default.
  public var letterSpacing: Double
  /// `android:textAllCaps` (or AppCompat's `textAllCaps`); false by default.
  public var textAllCaps: Bool
  /// `android:lineHeight` (or AppCompat's `lineHeight`): the distance between
  /// baselines; nil when not set.
  public var lineHeight: AndroidDimension?
  /// `android:includeFontPadding`; true by default.
  public var includeFontPadding: Bool
  /// `android:fontFeatureSettings`, as written (`"smcp, onum"`); nil when not set.
  public var fontFeatureSettings: String?
  /// The style names whose values were applied, most derived first (a
  /// built-in base included, a platform one as `android:TextAppearance.Medium`;
  /// parents outside the app that end the chain without values are not).
  public var chain: [String]
  /// Where the chain sets `android:textSize` to a theme attribute the app's
  /// themes do not settle (`?attr/font_16`, which they set to different
  /// sizes, or none sets): the most derived such item; nil when none does.
  package var textSizeThemeAttribute: ThemeAttributeUse?

  /// An appearance named `name` with Android's defaults and nothing set.
  public init(name: String, file: String? = nil, line: Int? = nil) {
    self.name = name
    self.file = file
    self.line = line
    textSize = nil
    fontFamily = nil
    fontFamilySource = nil
    frameworkFontFamily = nil
    frameworkFontFamilySource = nil
    textStyleBold = false
    italic = false
    textFontWeight = nil
    letterSpacing = 0
    textAllCaps = false
    lineHeight = nil
    includeFontPadding = true
    fontFeatureSettings = nil
    chain = []
  }
}

/// A style's item whose value is a theme attribute (`?attr/font_16`) and
/// what the app's themes set that attribute to.
package struct ThemeAttributeUse: Sendable, Hashable {
  /// A style that sets the attribute, and the value as written.
  package struct Setting: Sendable, Hashable {
    package var style: String
    package var value: String

    package init(style: String, value: String) {
      self.style = style
      self.value = value
    }
  }

  /// The most ``settings`` kept.
  package static let settingsKept = 8

  /// The theme attribute as written (`?attr/font_16`), in the item or in the
  /// `@dimen/` resource it names.
  package var reference: String
  /// The item's value as written: ``reference``, or the `@dimen/` that leads
  /// to it.
  package var written: String
  /// The values file of the item, and its 1-based line.
  package var file: String
  package var line: Int
  /// Whether the attribute is the platform's (`?android:attr/…`), which
  /// the platform's themes set.
  package var platform: Bool
  /// Whether the spec names the themes the app applies (none of which sets
  /// the attribute, or sets it to a value that cannot be read).
  package var themesGiven: Bool
  /// The first styles of the res folders that set the attribute (of
  /// ``settingCount``), sorted by name.
  package var settings: [Setting]
  package var settingCount: Int
  /// Whether those styles set it to different values.
  package var differ: Bool
}

/// Where in an app's resources something is written.
public struct AndroidSource: Sendable, Equatable {
  /// The values file.
  public var file: String
  /// The 1-based line in ``file``.
  public var line: Int

  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }
}
