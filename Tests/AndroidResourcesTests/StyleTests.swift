import AndroidResources
import TestSupport
import Testing

@Suite struct StyleTests {
  let styles = res("app") + "/values/styles.xml"

  @Test func everyAttribute() throws {
    let appearance = try app().textAppearance(named: "TextAppearance.Shop")
    var expected = AndroidTextAppearance(name: "TextAppearance.Shop", file: styles, line: 4)
    expected.textSize = AndroidDimension(value: 16, unit: .sp)
    expected.fontFamily = .resource("brand")
    expected.fontFamilySource = AndroidSource(file: styles, line: 6)
    expected.textStyleBold = true
    expected.italic = true
    expected.textFontWeight = 600
    expected.letterSpacing = 0.05
    expected.textAllCaps = true
    expected.lineHeight = AndroidDimension(value: 24, unit: .sp)
    // includeFontPadding is a TextView attribute, not a text appearance's:
    // the style's false is not read.
    expected.includeFontPadding = true
    expected.fontFeatureSettings = "smcp, onum"
    expected.chain = ["TextAppearance.Shop"]
    #expect(appearance == expected)
  }

  /// Text appearances by name or by descent, through a written parent (the
  /// app's, the platform's, a library's) or a dotted name; styles whose chain
  /// reaches none are not.
  @Test func textAppearancesByNameOrParent() throws {
    #expect(
      try app().textAppearanceNames == [
        "FromAppCompat", "FromPlatform", "FromPlatformShort", "Heading", "Heading.Small",
        "TextAppearance.Material3.TitleLarge.Shop", "TextAppearance.Shop",
        "TextAppearance.Shop.Alone", "TextAppearance.Shop.Body", "TextAppearance.Shop.Button",
        "TextAppearance.Shop.Caption",
      ])
    #expect(AndroidResources.readsValues("values") && AndroidResources.readsValues("values-v21"))
    #expect(
      !AndroidResources.readsValues("values-night") && !AndroidResources.readsValues("values-v35"))
  }

  /// Parents that come back to themselves make no text appearance; one
  /// reached in more than `maximumChainLength` steps is not counted, as
  /// `textAppearance(named:)` refuses it.
  @Test func textAppearancesThroughCyclesAndLongChains() throws {
    let folder = try TemporaryFolder()
    let limit = AndroidResources.maximumChainLength
    var styles = #"<style name="A" parent="B"/><style name="B" parent="@style/A"/>"#
    for i in 0...limit {
      styles += #"<style name="S\#(i)" parent="S\#(i + 1)"/>"#
    }
    styles += #"<style name="S\#(limit + 1)" parent="TextAppearance.Material3.BodyLarge"/>"#
    try folder.write("res/values/styles.xml", "<resources>\(styles)</resources>")
    let resources = try AndroidResources.load(folders: [folder.url("res")])
    // S(limit + 1) is one step from the Material style, S2 is `limit` steps
    // (a chain of `limit` app styles), S1 one more.
    #expect(resources.textAppearanceNames == (2...limit + 1).map { "S\($0)" }.sorted())
    #expect(throws: AndroidResourceError.self) { try resources.textAppearance(named: "S1") }
    #expect((try? resources.textAppearance(named: "S2")) != nil)
  }

  /// A view style that names a text appearance (`android:textAppearance`,
  /// syncthing's `Widget.Syncthing.TextView.Label`, named in 56 layouts) is
  /// that appearance with the style's own attributes over it, as TextView
  /// applies them; its descendants too.
  @Test func aViewStylesTextAppearanceIsUnderIt() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/styles.xml",
      """
      <resources>
      <style name="Widget.App.Label" parent="@android:style/Widget.TextView">
        <item name="android:gravity">start</item>
        <item name="android:textAppearance">@style/TextAppearance.AppCompat.Body1</item>
      </style>
      <style name="Widget.App.Label.Bold"><item name="android:textStyle">bold</item></style>
      <style name="Widget.App.Label.Big"><item name="android:textSize">18sp</item></style>
      <style name="Widget.App.Themed">
        <item name="android:textAppearance">?attr/textAppearanceBodyLarge</item>
      </style>
      <style name="Widget.App.Plain" parent="@android:style/Widget.TextView">
        <item name="android:gravity">start</item>
      </style>
      <style name="Widget.App.Compat" parent="Widget.AppCompat.TextView"/>
      <style name="Widget.App.Tab">
        <item name="android:textAppearance">@style/TextAppearance.Design.Tab</item>
        <item name="android:textSize">13sp</item>
      </style>
      </resources>
      """)
    let resources = try AndroidResources.load(folders: [folder.url("res")])
    let body1 = try resources.textAppearance(named: "TextAppearance.AppCompat.Body1")
    let label = try resources.textAppearance(named: "Widget.App.Label")
    #expect(label.textSize == body1.textSize && label.textSize != nil)
    #expect(label.chain == ["Widget.App.Label", "TextAppearance.AppCompat.Body1"])
    let bold = try resources.textAppearance(named: "Widget.App.Label.Bold")
    #expect(bold.textSize == body1.textSize && bold.textStyleBold)
    let big = try resources.textAppearance(named: "Widget.App.Label.Big")
    #expect(big.textSize == AndroidDimension(value: 18, unit: .sp))
    let themed = try resources.textAppearance(named: "Widget.App.Themed")
    #expect(themed.textSize == AndroidDimension(value: 16, unit: .sp))
    // On the TextView widget without a text appearance of its own: the
    // widget's, the theme's textAppearanceSmall (the Material theme's Small).
    let small = try resources.textAppearance(named: "android:TextAppearance.Material.Small")
    // A library's text appearance this reader does not know ends the chain,
    // as an unknown library parent does: the style's own size stands.
    let tab = try resources.textAppearance(named: "Widget.App.Tab")
    #expect(tab.textSize == AndroidDimension(value: 13, unit: .sp))
    for name in ["Widget.App.Plain", "Widget.App.Compat"] {
      let plain = try resources.textAppearance(named: name)
      #expect(plain.textSize == small.textSize && plain.textSize != nil, "\(name)")
    }
  }

  /// A view style on a library's button widget takes the widget's text
  /// appearance (`android:textAppearance` of the platform's, AppCompat's,
  /// Material Components' and Material 3's buttons), under its own
  /// attributes: Conversations' borderless buttons are medium and in
  /// capitals, not the default face; a widget named itself is its text
  /// appearance too.
  @Test func aButtonWidgetsTextAppearanceIsUnderItsStyles() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/styles.xml",
      """
      <resources>
      <style name="Widget.App.Borderless" parent="@style/Widget.AppCompat.Button.Borderless">
        <item name="android:textSize">15sp</item>
      </style>
      <style name="Widget.App.Plain" parent="Widget.AppCompat.Button"/>
      <style name="Widget.App.Platform" parent="@android:style/Widget.Material.Button.Borderless"/>
      <style name="Widget.App.Mdc" parent="Widget.MaterialComponents.Button.TextButton"/>
      <style name="Widget.App.M3" parent="Widget.Material3.Button.OutlinedButton"/>
      </resources>
      """)
    let resources = try AndroidResources.load(folders: [folder.url("res")])
    let compat = try resources.textAppearance(named: "TextAppearance.AppCompat.Widget.Button")
    let borderless = try resources.textAppearance(named: "Widget.App.Borderless")
    #expect(borderless.textSize == AndroidDimension(value: 15, unit: .sp))
    #expect(borderless.fontFamily == compat.fontFamily && compat.fontFamily != nil)
    #expect(borderless.textAllCaps && compat.textAllCaps)
    #expect(
      borderless.chain == [
        "Widget.App.Borderless", "Widget.AppCompat.Button.Borderless",
        "android:TextAppearance.Material.Button",
      ])
    let platform = try resources.textAppearance(named: "android:TextAppearance.Material.Button")
    let mdc = try resources.textAppearance(named: "TextAppearance.MaterialComponents.Button")
    let m3 = try resources.textAppearance(named: "labelLarge")
    for (name, expected) in [
      ("Widget.App.Plain", compat), ("Widget.App.Platform", platform), ("Widget.App.Mdc", mdc),
      ("Widget.App.M3", m3), ("Widget.AppCompat.Button.Colored", compat),
      ("Widget.Material3.Button", m3),
    ] {
      let button = try resources.textAppearance(named: name)
      #expect(button.textSize == expected.textSize && button.textSize != nil, "\(name)")
      #expect(button.fontFamily == expected.fontFamily, "\(name)")
      #expect(button.textAllCaps == expected.textAllCaps, "\(name)")
      #expect(button.letterSpacing == expected.letterSpacing, "\(name)")
    }
    // Material Components' buttons are in capitals and spaced; Material 3's are not.
    #expect(mdc.textAllCaps && mdc.letterSpacing > 0.08 && !m3.textAllCaps)
    // The theme's button text appearance, where the app's theme sets it.
    try folder.write(
      "res/values/themes.xml",
      """
      <resources>
      <style name="Theme.App" parent="Theme.AppCompat.Light">
        <item name="android:textAppearanceButton">@style/ButtonText</item>
      </style>
      <style name="ButtonText"><item name="android:textSize">20sp</item></style>
      </resources>
      """)
    let themed = try AndroidResources.load(folders: [folder.url("res")])
    let button = try themed.textAppearance(named: "Widget.App.Plain")
    #expect(button.textSize == AndroidDimension(value: 20, unit: .sp))
    #expect(!button.textAllCaps)
    // A typo of a button widget's name gets the name.
    do {
      _ = try resources.textAppearance(named: "Widget.AppCompat.Buton")
      Issue.record("a typo was taken")
    } catch {
      guard case .styleNotFound(_, let near) = error.reason else {
        Issue.record("\(error)")
        return
      }
      #expect(near.first == "Widget.AppCompat.Button", "\(near)")
    }
    // Another library widget (a switch) is no button: its own chain alone.
    #expect(throws: AndroidResourceError.self) {
      try resources.textAppearance(named: "Widget.AppCompat.CompoundButton.Switch")
    }
  }

  @Test func implicitParentFromTheDottedName() throws {
    let appearance = try app().textAppearance(named: "TextAppearance.Shop.Caption")
    #expect(appearance.chain == ["TextAppearance.Shop.Caption", "TextAppearance.Shop"])
    #expect(appearance.line == 17)
    #expect(appearance.textSize == AndroidDimension(value: 12, unit: .sp))
    #expect(appearance.textStyleBold == false)
    #expect(appearance.italic == false)
    // Inherited from TextAppearance.Shop.
    #expect(appearance.fontFamily == .resource("brand"))
    #expect(appearance.textFontWeight == 600)
    #expect(appearance.letterSpacing == 0.05)
  }

  @Test func emptyParentCutsTheImplicitParent() throws {
    let appearance = try app().textAppearance(named: "TextAppearance.Shop.Alone")
    #expect(appearance.chain == ["TextAppearance.Shop.Alone"])
    // @dimen/text_alias → @dimen/text_body → 16sp.
    #expect(appearance.textSize == AndroidDimension(value: 16, unit: .sp))
    #expect(appearance.fontFamily == nil)
    #expect(appearance.includeFontPadding)
  }

  @Test func explicitParentForms() throws {
    let resources = try app()
    let heading = try resources.textAppearance(named: "Heading")
    #expect(heading.chain == ["Heading", "TextAppearance.Shop"])
    #expect(heading.textSize == AndroidDimension(value: 20, unit: .sp))
    #expect(heading.lineHeight == AndroidDimension(value: 24, unit: .sp))

    // An explicit parent wins over the dotted name's (Heading).
    let small = try resources.textAppearance(named: "Heading.Small")
    #expect(small.chain == ["Heading.Small", "TextAppearance.Shop.Caption", "TextAppearance.Shop"])
    #expect(small.textSize == AndroidDimension(value: 12, unit: .sp))
    #expect(small.letterSpacing == -0.01)
  }

  /// A built-in parent (the platform's, AppCompat's) ends the chain with its
  /// values, under the app's own.
  @Test func builtInParentsEndTheChainWithTheirValues() throws {
    let resources = try app()
    let platform = try resources.textAppearance(named: "FromPlatform")
    #expect(platform.chain == ["FromPlatform", "android:TextAppearance.Medium"])
    #expect(platform.textSize == AndroidDimension(value: 18, unit: .sp))

    let short = try resources.textAppearance(named: "FromPlatformShort")
    #expect(short.chain == ["FromPlatformShort", "android:TextAppearance.Small"])
    #expect(short.textSize == AndroidDimension(value: 14, unit: .sp))
    #expect(short.fontFamily == nil)

    let compat = try resources.textAppearance(named: "FromAppCompat")
    #expect(compat.chain == ["FromAppCompat", "TextAppearance.AppCompat.Body1"])
    #expect(compat.textSize == AndroidDimension(value: 14, unit: .sp))
    #expect(compat.fontFamily == .system("sans-serif"))
    #expect(compat.lineHeight == AndroidDimension(value: 22, unit: .sp))
    #expect(compat.textAllCaps)
  }

  /// A parent of the platform or a library that is not built in ends the
  /// chain with the values found so far; one that looks like the app's is
  /// an error, even when the platform has a style of that name.
  @Test func otherParentsOutsideTheApp() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/styles.xml",
      """
      <resources>
        <style name="Hint" parent="TextAppearance.Design.Hint"><item name="android:textSize">13sp</item></style>
        <style name="Device" parent="@android:style/TextAppearance.DeviceDefault.Medium"/>
        <style name="Bare" parent="TextAppearance.Medium"/>
        <style name="TextAppearance.AppCompat.Body1.Mine"><item name="android:letterSpacing">0.1</item></style>
      </resources>
      """)
    let resources = try AndroidResources.load(folders: [folder.url("res")])
    let hint = try resources.textAppearance(named: "Hint")
    #expect(hint.chain == ["Hint"])
    #expect(hint.textSize == AndroidDimension(value: 13, unit: .sp))
    let device = try resources.textAppearance(named: "Device")
    #expect(device.chain == ["Device"])
    #expect(device.textSize == nil)
    // Without `android:`, TextAppearance.Medium names an app style.
    #expect(error { try resources.textAppearance(named: "Bare") } != nil)
    // aapt2's implicit parent reaches a built-in library style too.
    let mine = try resources.textAppearance(named: "TextAppearance.AppCompat.Body1.Mine")
    #expect(
      mine.chain == ["TextAppearance.AppCompat.Body1.Mine", "TextAppearance.AppCompat.Body1"])
    #expect(mine.textSize == AndroidDimension(value: 14, unit: .sp))
    #expect(mine.letterSpacing == 0.1)
  }

  @Test func appNamespaceForms() throws {
    let resources = try app()
    let forms = try resources.textAppearance(named: "AppForms")
    #expect(forms.fontFamily == .system("sans-serif-medium"))
    #expect(forms.lineHeight == AndroidDimension(value: 20, unit: .sp))
    #expect(forms.textAllCaps)
    // ?attr/textSizeLarge comes from the theme: unset, not an error.
    #expect(forms.textSize == nil)

    // AppCompat takes the app form's family over android:fontFamily.
    let both = try resources.textAppearance(named: "BothForms")
    #expect(both.fontFamily == .system("serif"))
    #expect(both.frameworkFontFamily == .system("monospace"))
    #expect(both.frameworkFontFamilySource?.line == 64)
    #expect(both.textFontWeight == 900)
    // One form alone: no other family for a framework view.
    #expect(forms.frameworkFontFamily == nil)
  }

  @Test func stringResolvesThroughTheDefaultValuesOnly() throws {
    // values-de says serif; values says Sans-Serif-Light, kept as written
    // (Android looks the name up case-sensitively: its default family).
    let appearance = try app().textAppearance(named: "DayNight")
    #expect(appearance.fontFamily == .system("Sans-Serif-Light"))
  }

  @Test func higherAPILevelWinsUpTo34() throws {
    let appearance = try app().textAppearance(named: "Versioned")
    #expect(appearance.textSize == AndroidDimension(value: 15, unit: .sp))
    #expect(appearance.file == res("app") + "/values-v21/styles.xml")
    #expect(appearance.line == 3)
  }

  @Test func otherQualifiersAreNotRead() throws {
    let resources = try app()
    #expect(try resources.textAppearance(named: "DayNight").textSize?.value == 15)
    #expect(!resources.styleNames.contains("NightOnly"))
  }

  @Test func earlierFoldersWin() throws {
    // The app's own res first, a library's after: the app's definition wins.
    let resources = try AndroidResources.load(folders: [res("overlay"), res("app")])
    let caption = try resources.textAppearance(named: "TextAppearance.Shop.Caption")
    #expect(caption.textSize == AndroidDimension(value: 13, unit: .sp))
    #expect(caption.file == res("overlay") + "/values/styles.xml")
    // The overlay's style keeps the implicit parent from the other folder.
    #expect(caption.fontFamily == .resource("brand"))
  }

  @Test func styleNamesAreSortedAndLocated() throws {
    let resources = try app()
    #expect(resources.styleNames.count == 15)
    #expect(resources.styleNames == resources.styleNames.sorted())
    #expect(resources.styleNames.first == "AppForms")
    #expect(resources.styleDefinition(named: "Heading")?.line == 28)
    #expect(resources.styleDefinition(named: "TextAppearance.Material3.BodyLarge") == nil)
    #expect(
      resources.fontNames == [
        "brand", "brand_bold_italic", "brand_compat", "brand_regular", "display",
      ])
  }
}
