/// The Material 3 type scale, built in so that styles whose parent is
/// `TextAppearance.Material3.*` resolve without the library's resources.
///
/// Values from material-components-android,
/// `lib/java/com/google/android/material/typography/res/values/tokens.xml`
/// (Apache License 2.0; tokens version 34.0.0, the file as of March 2026):
/// the `TextAppearance.M3.Sys.Typescale.*` styles that
/// `TextAppearance.Material3.*` inherit. Each sets the text size, letter
/// spacing, the family (`sans-serif`, or `sans-serif-medium` for the title
/// medium and small and label roles) and the line height, all in sp, as the
/// Material 3 type scale gives them; `textAllCaps` is false for all. (Token
/// versions before 2024 set no line height and made the medium roles bold.)
/// The emphasized roles (Material 1.13 on, `TextAppearance.Material3.BodyLarge.Emphasized`,
/// `?attr/textAppearanceBodyLargeEmphasized`) from its `styles.xml` beside
/// it, as of June 2026: `sans-serif-medium`, or bold over `sans-serif` for the
/// title medium and small and label roles.
enum MaterialTypescale {
  struct Role: Sendable {
    /// `bodyLarge`: the role as Material names it (and theme attributes
    /// `textAppearanceBodyLarge` spell it).
    var role: String
    /// Text size in sp.
    var textSize: Double
    /// Letter spacing in em.
    var letterSpacing: Double
    /// `sans-serif` or `sans-serif-medium`.
    var fontFamily: String
    /// Line height in sp.
    var lineHeight: Double
    /// Whether the style sets `textStyle` bold (the emphasized title and
    /// label roles: bold over `sans-serif`).
    var bold = false

    /// `BodyLargeEmphasized`: the role as its theme attribute spells it
    /// after `textAppearance`.
    var attributeSuffix: String { role.prefix(1).uppercased() + role.dropFirst() }

    /// `BodyLarge`, or `BodyLarge.Emphasized` for `bodyLargeEmphasized`.
    var styleSuffix: String {
      let base = role.hasSuffix("Emphasized") ? role.dropLast("Emphasized".count) : role[...]
      return base.prefix(1).uppercased() + base.dropFirst()
        + (role.hasSuffix("Emphasized") ? ".Emphasized" : "")
    }
  }

  /// Material 3's typeface strings (`@string/m3_ref_typeface_plain_regular`),
  /// from the same `tokens.xml`: an app's style may name them for its
  /// `fontFamily` without defining them, as the library does.
  static let typefaces: [String: String] = [
    "m3_ref_typeface_brand_regular": "sans-serif",
    "m3_ref_typeface_brand_medium": "sans-serif-medium",
    "m3_ref_typeface_plain_regular": "sans-serif",
    "m3_ref_typeface_plain_medium": "sans-serif-medium",
  ]

  /// The 15 roles in Material's order, then their 15 emphasized forms.
  static let roles: [Role] = [
    Role(
      role: "displayLarge", textSize: 57, letterSpacing: -0.00438596, fontFamily: "sans-serif",
      lineHeight: 64),
    Role(
      role: "displayMedium", textSize: 45, letterSpacing: 0, fontFamily: "sans-serif",
      lineHeight: 52),
    Role(
      role: "displaySmall", textSize: 36, letterSpacing: 0, fontFamily: "sans-serif",
      lineHeight: 44),
    Role(
      role: "headlineLarge", textSize: 32, letterSpacing: 0, fontFamily: "sans-serif",
      lineHeight: 40),
    Role(
      role: "headlineMedium", textSize: 28, letterSpacing: 0, fontFamily: "sans-serif",
      lineHeight: 36),
    Role(
      role: "headlineSmall", textSize: 24, letterSpacing: 0, fontFamily: "sans-serif",
      lineHeight: 32),
    Role(
      role: "titleLarge", textSize: 22, letterSpacing: 0, fontFamily: "sans-serif",
      lineHeight: 28),
    Role(
      role: "titleMedium", textSize: 16, letterSpacing: 0.009375, fontFamily: "sans-serif-medium",
      lineHeight: 24),
    Role(
      role: "titleSmall", textSize: 14, letterSpacing: 0.00714286, fontFamily: "sans-serif-medium",
      lineHeight: 20),
    Role(
      role: "bodyLarge", textSize: 16, letterSpacing: 0.03125, fontFamily: "sans-serif",
      lineHeight: 24),
    Role(
      role: "bodyMedium", textSize: 14, letterSpacing: 0.01785714, fontFamily: "sans-serif",
      lineHeight: 20),
    Role(
      role: "bodySmall", textSize: 12, letterSpacing: 0.03333333, fontFamily: "sans-serif",
      lineHeight: 16),
    Role(
      role: "labelLarge", textSize: 14, letterSpacing: 0.00714286, fontFamily: "sans-serif-medium",
      lineHeight: 20),
    Role(
      role: "labelMedium", textSize: 12, letterSpacing: 0.04166667, fontFamily: "sans-serif-medium",
      lineHeight: 16),
    Role(
      role: "labelSmall", textSize: 11, letterSpacing: 0.04545455, fontFamily: "sans-serif-medium",
      lineHeight: 16),
    // The emphasized roles (Material 1.13 on), from its styles.
    Role(
      role: "displayLargeEmphasized", textSize: 57, letterSpacing: 0,
      fontFamily: "sans-serif-medium",
      lineHeight: 64),
    Role(
      role: "displayMediumEmphasized", textSize: 45, letterSpacing: 0,
      fontFamily: "sans-serif-medium",
      lineHeight: 52),
    Role(
      role: "displaySmallEmphasized", textSize: 36, letterSpacing: 0,
      fontFamily: "sans-serif-medium",
      lineHeight: 44),
    Role(
      role: "headlineLargeEmphasized", textSize: 32, letterSpacing: 0,
      fontFamily: "sans-serif-medium",
      lineHeight: 40),
    Role(
      role: "headlineMediumEmphasized", textSize: 28, letterSpacing: 0,
      fontFamily: "sans-serif-medium",
      lineHeight: 36),
    Role(
      role: "headlineSmallEmphasized", textSize: 24, letterSpacing: 0,
      fontFamily: "sans-serif-medium",
      lineHeight: 32),
    Role(
      role: "titleLargeEmphasized", textSize: 22, letterSpacing: 0, fontFamily: "sans-serif-medium",
      lineHeight: 28),
    Role(
      role: "titleMediumEmphasized", textSize: 16, letterSpacing: 0.009375,
      fontFamily: "sans-serif",
      lineHeight: 24, bold: true),
    Role(
      role: "titleSmallEmphasized", textSize: 14, letterSpacing: 0.00714286,
      fontFamily: "sans-serif",
      lineHeight: 20, bold: true),
    Role(
      role: "bodyLargeEmphasized", textSize: 16, letterSpacing: 0.009375,
      fontFamily: "sans-serif-medium",
      lineHeight: 24),
    Role(
      role: "bodyMediumEmphasized", textSize: 14, letterSpacing: 0.01785714,
      fontFamily: "sans-serif-medium",
      lineHeight: 20),
    Role(
      role: "bodySmallEmphasized", textSize: 12, letterSpacing: 0.03333333,
      fontFamily: "sans-serif-medium",
      lineHeight: 16),
    Role(
      role: "labelLargeEmphasized", textSize: 14, letterSpacing: 0.00714286,
      fontFamily: "sans-serif",
      lineHeight: 20, bold: true),
    Role(
      role: "labelMediumEmphasized", textSize: 12, letterSpacing: 0.04166667,
      fontFamily: "sans-serif",
      lineHeight: 16, bold: true),
    Role(
      role: "labelSmallEmphasized", textSize: 11, letterSpacing: 0.04545455,
      fontFamily: "sans-serif",
      lineHeight: 16, bold: true),
  ]

  /// The two style prefixes the table answers for.
  static let prefixes = ["TextAppearance.Material3.", "TextAppearance.M3.Sys.Typescale."]

  /// The roles by style name, under both prefixes.
  static let byStyleName: [String: Role] = {
    var table: [String: Role] = [:]
    for role in roles {
      for prefix in prefixes { table[prefix + role.styleSuffix] = role }
    }
    return table
  }()

  /// The style a role name stands for: `bodyLarge` → `TextAppearance.Material3.BodyLarge`.
  static func styleName(forRole name: String) -> String? {
    roles.first { $0.role == name }.map { prefixes[0] + $0.styleSuffix }
  }

  /// The appearance a built-in style gives, named `name`.
  static func appearance(_ role: Role, name: String) -> AndroidTextAppearance {
    var appearance = AndroidTextAppearance(name: name)
    appearance.textSize = AndroidDimension(value: role.textSize, unit: .sp)
    appearance.textStyleBold = role.bold
    appearance.letterSpacing = role.letterSpacing
    appearance.fontFamily = .system(role.fontFamily)
    appearance.lineHeight = AndroidDimension(value: role.lineHeight, unit: .sp)
    return appearance
  }
}

extension AndroidResources {
  /// The Material 3 role a built-in style stands for
  /// (`TextAppearance.Material3.BodyMedium`: `bodyMedium`, as
  /// `?attr/textAppearanceBodyMedium` gives it where a theme sets no other);
  /// nil for any other name.
  public static func materialRole(ofStyle name: String) -> String? {
    MaterialTypescale.byStyleName[name]?.role
  }

  /// Material 3's roles a style may be named by (`bodyLarge`, and from
  /// Material 1.13 `bodyLargeEmphasized`), in Material's order.
  public static let materialRoles = MaterialTypescale.roles.map(\.role)
}
