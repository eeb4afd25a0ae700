/// The text appearances of the platform, AppCompat and Material Components
/// (Material 2), built in so that app styles whose parent is one of them
/// resolve without those resources: each with its parents applied, as a device
/// of API 21 or later resolves it.
///
/// Values from the sources, with the table checked against
/// `Tests/Data/android/library-text-appearances.tsv` (written by
/// `Scripts/reference-android-text-appearances.py` from aapt's dump of the
/// framework's resources and Material Components' styles.xml):
/// - the platform: frameworks/base `core/res/res/values/styles.xml`
///   (`TextAppearance`, 16sp, and its `Small`, `Medium`, `Large`) and
///   `styles_material.xml` with `dimens_material.xml` and
///   `donottranslate_material.xml` (`TextAppearance.Material.*`);
/// - AppCompat: from API 21, `TextAppearance.AppCompat.X` and
///   `Base.TextAppearance.AppCompat.X` are the platform's
///   `TextAppearance.Material.X` (appcompat `values-v21/styles_base_text.xml`);
/// - Material Components: `TextAppearance.MaterialComponents.*`
///   (material-components-android, `typography/res/values/styles.xml`).
///
/// None of them sets a line height or bold text; their colours are theme
/// attributes, which this reader leaves alone.
enum LibraryTextAppearances {
  struct Entry: Sendable {
    /// Text size in sp.
    var textSize: Double
    /// `sans-serif`, `sans-serif-medium`, …; nil for none (the default family).
    var fontFamily: String?
    /// Letter spacing in em.
    var letterSpacing: Double = 0
    var textAllCaps = false
  }

  /// The platform's, by name without `android:`.
  static let platform: [String: Entry] = {
    var table: [String: Entry] = [:]
    for (suffix, size) in [("", 16.0), (".Small", 14), (".Medium", 18), (".Large", 22)] {
      table["TextAppearance" + suffix] = Entry(textSize: size, fontFamily: nil)
      table["TextAppearance" + suffix + ".Inverse"] = Entry(textSize: size, fontFamily: nil)
    }
    for (suffix, entry) in material {
      table["TextAppearance.Material" + suffix] = entry
    }
    return table
  }()

  /// AppCompat's and Material Components', by name.
  static let library: [String: Entry] = {
    var table: [String: Entry] = [:]
    for (suffix, entry) in material where !appCompatLacks.contains(suffix) {
      table["TextAppearance.AppCompat" + suffix] = entry
      table["Base.TextAppearance.AppCompat" + suffix] = entry
    }
    for (name, entry) in materialComponents {
      table["TextAppearance.MaterialComponents." + name] = entry
    }
    for name in ["Headline6", "Subtitle2", "Button"] {
      table["Base.TextAppearance.MaterialComponents." + name] =
        materialComponents.first { $0.0 == name }!.1
    }
    return table
  }()

  /// `TextAppearance.Material` and its styles, by the suffix after it.
  private static let material: [(String, Entry)] = [
    ("", Entry(textSize: 14, fontFamily: "sans-serif")),
    (".Inverse", Entry(textSize: 14, fontFamily: "sans-serif")),
    (".Display4", Entry(textSize: 112, fontFamily: "sans-serif-light")),
    (".Display3", Entry(textSize: 56, fontFamily: "sans-serif")),
    (".Display2", Entry(textSize: 45, fontFamily: "sans-serif")),
    (".Display1", Entry(textSize: 34, fontFamily: "sans-serif")),
    (".Headline", Entry(textSize: 24, fontFamily: "sans-serif")),
    (".Title", Entry(textSize: 20, fontFamily: "sans-serif-medium")),
    (".Title.Inverse", Entry(textSize: 20, fontFamily: "sans-serif-medium")),
    (".Subhead", Entry(textSize: 16, fontFamily: "sans-serif")),
    (".Subhead.Inverse", Entry(textSize: 16, fontFamily: "sans-serif")),
    (".Body2", Entry(textSize: 14, fontFamily: "sans-serif-medium")),
    (".Body1", Entry(textSize: 14, fontFamily: "sans-serif")),
    (".Caption", Entry(textSize: 12, fontFamily: "sans-serif")),
    (".Menu", Entry(textSize: 16, fontFamily: "sans-serif")),
    (".Menu.Inverse", Entry(textSize: 16, fontFamily: "sans-serif")),
    (".Button", Entry(textSize: 14, fontFamily: "sans-serif-medium", textAllCaps: true)),
    (".Large", Entry(textSize: 22, fontFamily: "sans-serif")),
    (".Large.Inverse", Entry(textSize: 22, fontFamily: "sans-serif")),
    (".Medium", Entry(textSize: 18, fontFamily: "sans-serif")),
    (".Medium.Inverse", Entry(textSize: 18, fontFamily: "sans-serif")),
    (".Small", Entry(textSize: 14, fontFamily: "sans-serif")),
    (".Small.Inverse", Entry(textSize: 14, fontFamily: "sans-serif")),
  ]

  /// Suffixes of `TextAppearance.Material` that AppCompat's API 21 styles do
  /// not map (its `Title.Inverse` and the like are defined apart).
  private static let appCompatLacks: Set<String> = [
    ".Title.Inverse", ".Subhead.Inverse", ".Menu.Inverse",
  ]

  /// Material Components' type scale, by the name after
  /// `TextAppearance.MaterialComponents.`.
  private static let materialComponents: [(String, Entry)] = [
    ("Headline1", Entry(textSize: 96, fontFamily: "sans-serif-light", letterSpacing: -0.015625)),
    (
      "Headline2",
      Entry(textSize: 60, fontFamily: "sans-serif-light", letterSpacing: -0.00833333333)
    ),
    ("Headline3", Entry(textSize: 48, fontFamily: "sans-serif")),
    ("Headline4", Entry(textSize: 34, fontFamily: "sans-serif", letterSpacing: 0.00735294118)),
    ("Headline5", Entry(textSize: 24, fontFamily: "sans-serif")),
    ("Headline6", Entry(textSize: 20, fontFamily: "sans-serif-medium", letterSpacing: 0.0125)),
    ("Subtitle1", Entry(textSize: 16, fontFamily: "sans-serif", letterSpacing: 0.009375)),
    (
      "Subtitle2",
      Entry(textSize: 14, fontFamily: "sans-serif-medium", letterSpacing: 0.00714285714)
    ),
    ("Body1", Entry(textSize: 16, fontFamily: "sans-serif", letterSpacing: 0.03125)),
    ("Body2", Entry(textSize: 14, fontFamily: "sans-serif", letterSpacing: 0.0178571429)),
    ("Caption", Entry(textSize: 12, fontFamily: "sans-serif", letterSpacing: 0.0333333333)),
    (
      "Button",
      Entry(
        textSize: 14, fontFamily: "sans-serif-medium", letterSpacing: 0.0892857143,
        textAllCaps: true)
    ),
    (
      "Overline",
      Entry(textSize: 10, fontFamily: "sans-serif", letterSpacing: 0.166666667, textAllCaps: true)
    ),
  ]

  /// The appearance a built-in style gives, named `name`.
  static func appearance(_ entry: Entry, name: String) -> AndroidTextAppearance {
    var appearance = AndroidTextAppearance(name: name)
    appearance.textSize = AndroidDimension(value: entry.textSize, unit: .sp)
    appearance.fontFamily = entry.fontFamily.map { .system($0) }
    appearance.letterSpacing = entry.letterSpacing
    appearance.textAllCaps = entry.textAllCaps
    return appearance
  }
}
