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
///   `donottranslate_material.xml` (`TextAppearance.Material.*`, the action
///   bar's `Widget.ActionBar.*` and `Widget.ActionMode.*`, the popup menu's
///   `Widget.PopupMenu.Large` and `Small` and the search view's
///   `SearchResult.Title` and `Subtitle` among them);
/// - AppCompat: from API 21, `TextAppearance.AppCompat.X` and
///   `Base.TextAppearance.AppCompat.X` are the platform's
///   `TextAppearance.Material.X` (appcompat `values-v21/styles_base_text.xml`;
///   `Title.Inverse` and `Subhead.Inverse` take Title's and Subhead's values,
///   `Widget.Button` the Button's, `Tooltip` sets 14sp, and the action bar's
///   and action mode's `Widget.ActionBar.*` and `Widget.ActionMode.*` are the
///   platform's of those names);
/// - Material Components: `TextAppearance.MaterialComponents.Headline1` to
///   `Overline` (material-components-android, `typography/res/values/styles.xml`
///   as of June 2026, where they are regular on every API level).
///
/// None of them sets a line height or bold text; their colours are theme
/// attributes, which this reader leaves alone. The values are those of each
/// style with its parents as the library defines them: an app that redefines
/// one of those parents (its own `TextAppearance.AppCompat.Body2`) changes
/// what it names directly, not what the built-in styles derived from it give.
enum LibraryTextAppearances {
  /// One built-in style's values with its parents applied.
  struct Entry: Sendable {
    /// Text size, in ``textSizeUnit``.
    var textSize: Double
    /// `sans-serif`, `sans-serif-medium`, …; nil for none (the default family).
    var fontFamily: String?
    /// Letter spacing in em.
    var letterSpacing: Double = 0
    /// Whether the text is set in capitals (`android:textAllCaps`).
    var textAllCaps = false
    /// sp, or dp for the action bar's title and subtitle, which do not
    /// follow the font scale.
    var textSizeUnit = AndroidDimension.Unit.sp
    /// Whether the style sets the app form `fontFamily` as well as
    /// `android:fontFamily` (Material Components' do; the platform's, and so
    /// AppCompat's, set the `android:` form only), which AppCompat takes
    /// over an `android:fontFamily` set lower in the chain.
    var setsAppFontFamily = false
  }

  /// The platform's, by name without `android:`.
  static let platform: [String: Entry] = {
    var table: [String: Entry] = [:]
    for (suffix, size) in [("", 16.0), (".Small", 14), (".Medium", 18), (".Large", 22)] {
      table["TextAppearance" + suffix] = Entry(textSize: size, fontFamily: nil)
      table["TextAppearance" + suffix + ".Inverse"] = Entry(textSize: size, fontFamily: nil)
    }
    for (suffix, entry) in material + bars {
      table["TextAppearance.Material" + suffix] = entry
    }
    return table
  }()

  /// AppCompat's and Material Components', by name.
  static let library: [String: Entry] = {
    var table: [String: Entry] = [:]
    for (suffix, entry) in material where suffix != ".Menu.Inverse" {
      table["TextAppearance.AppCompat" + suffix] = entry
      table["Base.TextAppearance.AppCompat" + suffix] = entry
    }
    let button = material.first { $0.0 == ".Button" }!.1
    let tooltip = Entry(textSize: 14, fontFamily: "sans-serif")
    for (suffix, entry) in [(".Widget.Button", button), (".Tooltip", tooltip)] + bars {
      table["TextAppearance.AppCompat" + suffix] = entry
      table["Base.TextAppearance.AppCompat" + suffix] = entry
    }
    for (name, entry) in materialComponents {
      table["TextAppearance.MaterialComponents." + name] = entry
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
    (".Widget.PopupMenu.Large", Entry(textSize: 16, fontFamily: "sans-serif")),
    (".Widget.PopupMenu.Small", Entry(textSize: 16, fontFamily: "sans-serif")),
    (".SearchResult.Title", Entry(textSize: 20, fontFamily: "sans-serif-medium")),
    (".SearchResult.Subtitle", Entry(textSize: 16, fontFamily: "sans-serif")),
  ]

  /// The action bar's and action mode's, by the suffix after
  /// `TextAppearance.Material` (and, from API 21, AppCompat's
  /// `TextAppearance.AppCompat`): titles and subtitles in dp, so that they
  /// keep their size at every font scale; the menu in caps
  /// (`config_actionMenuItemAllCaps`).
  private static let bars: [(String, Entry)] = {
    let title = Entry(textSize: 20, fontFamily: "sans-serif-medium", textSizeUnit: .dp)
    let subtitle = Entry(textSize: 16, fontFamily: "sans-serif", textSizeUnit: .dp)
    return [
      (".Widget.ActionBar.Title", title), (".Widget.ActionBar.Title.Inverse", title),
      (".Widget.ActionBar.Subtitle", subtitle), (".Widget.ActionBar.Subtitle.Inverse", subtitle),
      (
        ".Widget.ActionBar.Menu",
        Entry(textSize: 14, fontFamily: "sans-serif-medium", textAllCaps: true)
      ),
      (".Widget.ActionMode.Title", title), (".Widget.ActionMode.Subtitle", subtitle),
    ]
  }()

  /// Material Components' type scale, by the name after
  /// `TextAppearance.MaterialComponents.`.
  private static let materialComponents: [String: Entry] = {
    func entry(_ size: Double, _ family: String, _ spacing: Double, caps: Bool = false) -> Entry {
      Entry(
        textSize: size, fontFamily: family, letterSpacing: spacing, textAllCaps: caps,
        setsAppFontFamily: true)
    }
    return [
      "Headline1": entry(96, "sans-serif-light", -0.015625),
      "Headline2": entry(60, "sans-serif-light", -0.00833333333),
      "Headline3": entry(48, "sans-serif", 0),
      "Headline4": entry(34, "sans-serif", 0.00735294118),
      "Headline5": entry(24, "sans-serif", 0),
      "Headline6": entry(20, "sans-serif-medium", 0.0125),
      "Subtitle1": entry(16, "sans-serif", 0.009375),
      "Subtitle2": entry(14, "sans-serif-medium", 0.00714285714),
      "Body1": entry(16, "sans-serif", 0.03125),
      "Body2": entry(14, "sans-serif", 0.0178571429),
      "Caption": entry(12, "sans-serif", 0.0333333333),
      "Button": entry(14, "sans-serif-medium", 0.0892857143, caps: true),
      "Overline": entry(10, "sans-serif", 0.166666667, caps: true),
    ]
  }()

  /// The appearance a built-in style gives, named `name`.
  static func appearance(_ entry: Entry, name: String) -> AndroidTextAppearance {
    var appearance = AndroidTextAppearance(name: name)
    appearance.textSize = AndroidDimension(value: entry.textSize, unit: entry.textSizeUnit)
    appearance.fontFamily = entry.fontFamily.map { .system($0) }
    appearance.letterSpacing = entry.letterSpacing
    appearance.textAllCaps = entry.textAllCaps
    return appearance
  }
}
