import AndroidResources
import Foundation
import TestSupport
import Testing

@Suite struct MaterialTests {
  /// Role, size in sp, letter spacing in em, family, bold, line height in sp:
  /// material-components-android's typography tokens.xml (and its emphasized
  /// roles from the styles.xml beside it), extracted by
  /// Scripts/reference-material-typescale.py.
  static let roles: [(String, Double, Double, String, Bool, Double)] = {
    let table = (try? Fixtures.tsv("android/material3-typescale.tsv")) ?? []
    return table.compactMap { cells in
      guard cells.count == 6, let size = Double(cells[1]), let spacing = Double(cells[2]),
        let lineHeight = Double(cells[5])
      else { return nil }
      return (cells[0], size, spacing, cells[3], cells[4].contains("bold"), lineHeight)
    }
  }()

  @Test func fifteenRolesAndTheirEmphasizedForms() {
    #expect(Self.roles.count == 30)
    #expect(Self.roles.filter { $0.0.hasSuffix("Emphasized") }.count == 15)
  }

  /// A layout's `?attr/textAppearanceBodyLargeEmphasized` is the emphasized
  /// role where the app's themes set the attribute no other style; a typo of
  /// it is said with the attribute's name.
  @Test func anEmphasizedThemeAttributeIsItsRole() throws {
    let resources = try app()
    #expect(
      resources.themeStyle(forAttribute: "?attr/textAppearanceBodyLargeEmphasized")
        == "bodyLargeEmphasized")
    #expect(
      resources.themeStyle(forAttribute: "?textAppearanceLabelSmallEmphasized")
        == "labelSmallEmphasized")
    // A typo's nearest names are attributes that exist.
    #expect(
      resources.themeAttributes(near: "?attr/textAppearanceBodyLargeEmphasize").contains(
        "?attr/textAppearanceBodyLargeEmphasized"))
  }

  @Test(arguments: roles.indices)
  func roleNames(index: Int) throws {
    let (role, size, spacing, family, bold, lineHeight) = Self.roles[index]
    // `bodyLargeEmphasized` is `TextAppearance.Material3.BodyLarge.Emphasized`.
    let emphasized = role.hasSuffix("Emphasized")
    let base = emphasized ? role.dropLast("Emphasized".count) : Substring(role)
    let suffix = base.prefix(1).uppercased() + base.dropFirst() + (emphasized ? ".Emphasized" : "")
    let style = "TextAppearance.Material3." + suffix
    let resources = try app()
    let appearance = try resources.textAppearance(named: role)
    var expected = AndroidTextAppearance(name: style)
    expected.textSize = AndroidDimension(value: size, unit: .sp)
    expected.letterSpacing = spacing
    expected.fontFamily = .system(family)
    expected.textStyleBold = bold
    expected.lineHeight = AndroidDimension(value: lineHeight, unit: .sp)
    expected.chain = [style]
    #expect(appearance == expected)
    #expect(try resources.textAppearance(named: style) == expected)
    let sys = "TextAppearance.M3.Sys.Typescale." + suffix
    #expect(try resources.textAppearance(named: sys).textSize == expected.textSize)
  }

  @Test func onlyCamelCaseRoles() throws {
    let resources = try app()
    #expect(error { try resources.textAppearance(named: "body-large") } != nil)
    #expect(error { try resources.textAppearance(named: "BodyLarge") } != nil)
  }

  @Test func overrideKeepsTheBaseValues() throws {
    let appearance = try app().textAppearance(named: "TextAppearance.Shop.Body")
    #expect(appearance.textSize == AndroidDimension(value: 18, unit: .sp))
    #expect(appearance.letterSpacing == 0.03125)
    #expect(appearance.fontFamily == .system("sans-serif"))
    #expect(appearance.textStyleBold == false)
    #expect(appearance.lineHeight == AndroidDimension(value: 24, unit: .sp))
    #expect(appearance.file == res("app") + "/values/styles.xml")
    #expect(appearance.line == 46)
    #expect(appearance.chain == ["TextAppearance.Shop.Body", "TextAppearance.Material3.BodyLarge"])
  }

  @Test func implicitMaterialParent() throws {
    let appearance = try app().textAppearance(named: "TextAppearance.Material3.TitleLarge.Shop")
    #expect(
      appearance.chain == [
        "TextAppearance.Material3.TitleLarge.Shop", "TextAppearance.Material3.TitleLarge",
      ])
    #expect(appearance.textSize == AndroidDimension(value: 22, unit: .sp))
    // Only android:fontFamily is set here; the base sets the app form too,
    // which AppCompat takes first: the base's family; a framework view
    // (TextClock) takes the app's own.
    #expect(appearance.fontFamily == .system("sans-serif"))
    #expect(appearance.frameworkFontFamily == .resource("display"))
    #expect(appearance.frameworkFontFamilySource?.line == 51)
    #expect(appearance.frameworkFontFamily?.written == "@font/display")
  }

  @Test func mediumAndBoldAsksFor800() throws {
    let button = try app().textAppearance(named: "TextAppearance.Shop.Button")
    #expect(button.fontFamily == .system("sans-serif-medium"))
    let base = try #require(AndroidResources.baseWeight(ofSystemFamily: "sans-serif-medium"))
    #expect(base == 500)
    let requested = AndroidResources.requestedStyle(for: button, baseWeight: base)
    #expect(requested.weight == 800)
    #expect(requested.italic == false)
  }
}

/// Material 3's typeface strings, which an app's style names as its family
/// without defining them (MaterialFiles' `textAppearanceListItem`).
@Suite struct MaterialTypefaceTests {
  /// Each as material-components-android's tokens.xml defines it, from
  /// `Scripts/reference-material-typescale.py --typefaces`.
  @Test func eachAsMaterialDefinesIt() throws {
    let rows = try Fixtures.tsv("android/material3-typefaces.tsv")
    #expect(rows.count == 4)
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/styles.xml",
      "<resources>"
        + rows.map {
          #"<style name="T.\#($0[0])" parent="TextAppearance.Material3.BodyLarge">"#
            + #"<item name="android:fontFamily">@string/\#($0[0])</item>"#
            + #"<item name="fontFamily">@string/\#($0[0])</item></style>"#
        }.joined() + "</resources>")
    let resources = try AndroidResources.load(folders: [folder.url("res")])
    for row in rows {
      #expect(try resources.textAppearance(named: "T.\(row[0])").fontFamily == .system(row[1]))
    }
  }

  /// The app's own string of that name wins; another undefined string is
  /// still said.
  @Test func theAppsOwnStringWins() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/styles.xml",
      """
      <resources>
        <string name="m3_ref_typeface_plain_regular">serif</string>
        <style name="T.A"><item name="android:fontFamily">@string/m3_ref_typeface_plain_regular</item></style>
        <style name="T.B"><item name="android:fontFamily">@string/m3_ref_typeface_plain_regular_x</item></style>
      </resources>
      """)
    let resources = try AndroidResources.load(folders: [folder.url("res")])
    #expect(try resources.textAppearance(named: "T.A").fontFamily == .system("serif"))
    #expect(throws: AndroidResourceError.self) { try resources.textAppearance(named: "T.B") }
  }
}

/// Theme attributes a layout names, as the style they stand for.
@Suite struct ThemeAttributeTests {
  static func resources(_ styles: String) throws -> AndroidResources {
    let folder = try TemporaryFolder()
    try folder.write("res/values/themes.xml", "<resources>\(styles)</resources>")
    return try AndroidResources.load(folders: [folder.url("res")])
  }

  /// The app's themes win; where they differ, the value set most; a
  /// platform attribute is the app's `android:` item.
  @Test func theAppsThemesSetThem() throws {
    let resources = try Self.resources(
      """
      <style name="Theme.App" parent="Theme.Material3.DayNight">
        <item name="textAppearanceBodyLarge">@style/TextAppearance.App.Body</item>
        <item name="android:textAppearanceListItem">@android:style/TextAppearance.Material.Body1</item>
      </style>
      <style name="Theme.App.Night"><item name="textAppearanceBodyLarge"> @style/TextAppearance.App.Body </item></style>
      <style name="Theme.App.Other"><item name="textAppearanceBodyLarge">@style/Other</item></style>
      """)
    for written in [
      "?attr/textAppearanceBodyLarge", "?textAppearanceBodyLarge",
    ] {
      #expect(resources.themeStyle(forAttribute: written) == "TextAppearance.App.Body")
    }
    #expect(
      resources.themeStyle(forAttribute: "?android:attr/textAppearanceListItem")
        == "android:TextAppearance.Material.Body1")
    // Theme overlays a layout's views take are not the app's themes.
    #expect(
      resources.themeStyle(
        forAttribute: "?attr/textAppearanceBodyLarge",
        ignoring: ["Theme.App", "Theme.App.Night"]) == "Other")
    // Without the app's item, the library its themes derive from sets it:
    // Material 3's list items are titleMedium.
    #expect(
      resources.themeStyle(
        forAttribute: "?android:attr/textAppearanceListItem", ignoring: ["Theme.App"])
        == "titleMedium")
  }

  /// Where the app's themes do not set an attribute, the library they
  /// derive from does (material-components-android's themes_base.xml):
  /// Material 3 its list items' and popup menus' (also the platform's
  /// list items), Material Components its popup menus', AppCompat the rest;
  /// the spec's themes are asked before the res folders' others.
  @Test func theLibraryOfTheAppsThemesSetsTheRest() throws {
    let material3 = try Self.resources(
      """
      <style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar"/>
      <style name="Theme.App.Splash"/>
      """)
    for (attribute, style) in [
      ("?attr/textAppearanceListItem", "titleMedium"),
      ("?android:attr/textAppearanceListItem", "titleMedium"),
      ("?attr/textAppearanceListItemSecondary", "bodyMedium"),
      ("?attr/textAppearanceLargePopupMenu", "bodyLarge"),
      ("?attr/textAppearanceSearchResultTitle", "TextAppearance.AppCompat.SearchResult.Title"),
      ("?android:attr/textAppearanceMedium", "android:TextAppearance.Material.Medium"),
    ] {
      #expect(material3.themeStyle(forAttribute: attribute) == style, "\(attribute)")
    }
    let components = try Self.resources(
      #"<style name="AppTheme" parent="@style/Theme.MaterialComponents.Light"/>"#)
    for (attribute, style) in [
      ("?attr/textAppearanceLargePopupMenu", "TextAppearance.MaterialComponents.Subtitle1"),
      ("?attr/textAppearanceListItem", "TextAppearance.AppCompat.Subhead"),
      ("?android:attr/textAppearanceListItem", "android:TextAppearance.Material.Subhead"),
    ] {
      #expect(components.themeStyle(forAttribute: attribute) == style, "\(attribute)")
    }
    var appCompat = try Self.resources(
      """
      <style name="AppTheme" parent="Theme.AppCompat.Light.DarkActionBar"/>
      <style name="AppTheme.NoActionBar"/>
      <style name="Theme.Other" parent="Base.Theme.Material3.Dark"/>
      """)
    #expect(
      appCompat.themeStyle(forAttribute: "?attr/textAppearanceLargePopupMenu")
        == "TextAppearance.AppCompat.Widget.PopupMenu.Large")
    appCompat.themes = ["Theme.Other"]
    #expect(appCompat.themeStyle(forAttribute: "?attr/textAppearanceLargePopupMenu") == "bodyLarge")
    // A bridge theme keeps AppCompat's; a base theme's prefix is passed over.
    for (parent, style) in [
      ("Theme.MaterialComponents.Light.Bridge", "TextAppearance.AppCompat.Widget.PopupMenu.Large"),
      ("Base.V14.Theme.Material3.Light", "bodyLarge"),
      // (A library whose answer is not AppCompat's, which a theme named
      // for no library would get too.)
      (
        "Platform.V21.Theme.MaterialComponents.Light", "TextAppearance.MaterialComponents.Subtitle1"
      ),
    ] {
      let resources = try Self.resources(#"<style name="AppTheme" parent="\#(parent)"/>"#)
      #expect(
        resources.themeStyle(forAttribute: "?attr/textAppearanceLargePopupMenu") == style,
        "\(parent)")
    }
  }

  /// Without the app's, Material's own: a Material 3 role, a Material
  /// Components style; AppCompat's attributes (a list item's, a popup
  /// menu's, a search result's) its themes' styles, whose sizes are the
  /// library table's; a platform attribute is the Material theme's style
  /// (AOSP's themes_material.xml), whose size is the platform table's;
  /// nothing else is known.
  @Test func materialsOwn() throws {
    let resources = try Self.resources("")
    #expect(resources.themeStyle(forAttribute: "?attr/textAppearanceTitleMedium") == "titleMedium")
    #expect(
      resources.themeStyle(forAttribute: "?attr/textAppearanceHeadline6")
        == "TextAppearance.MaterialComponents.Headline6")
    for (attribute, style, size) in [
      ("?android:attr/textAppearanceMedium", "android:TextAppearance.Material.Medium", 18.0),
      ("?android:textAppearanceListItem", "android:TextAppearance.Material.Subhead", 16),
      ("?android:attr/textAppearanceSmall", "android:TextAppearance.Material.Small", 14),
      ("?attr/textAppearanceListItem", "TextAppearance.AppCompat.Subhead", 16),
      ("?attr/textAppearanceListItemSecondary", "TextAppearance.AppCompat.Body1", 14),
      (
        "?attr/textAppearanceLargePopupMenu", "TextAppearance.AppCompat.Widget.PopupMenu.Large",
        16
      ),
      ("?textAppearanceSearchResultTitle", "TextAppearance.AppCompat.SearchResult.Title", 20),
      // The Material theme's button text, which buttons take.
      ("?android:attr/textAppearanceButton", "android:TextAppearance.Material.Button", 14),
    ] {
      #expect(resources.themeStyle(forAttribute: attribute) == style)
      #expect(try resources.textAppearance(named: style).textSize?.value == size, "\(style)")
    }
    for unknown in [
      "?android:attr/textAppearanceNothing", "?attr/textAppearanceNothing", "?attr/colorPrimary",
      "?", "?attr/", "@style/X", "?android:attr/", "?attr/a/b",
    ] {
      #expect(resources.themeStyle(forAttribute: unknown) == nil, "\(unknown)")
    }
  }
}
