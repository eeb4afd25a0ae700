import AndroidResources
import TestSupport
import Testing

/// A style's size given as a theme attribute (`?attr/font_16`), as apps
/// with a font-size setting write it: what the app's themes set it to.
@Suite struct ThemeSizeTests {
  static let styles = """
    <dimen name="large_size">18sp</dimen>
    <dimen name="title_size">@dimen/title_theme_size</dimen>
    <dimen name="title_theme_size">?attr/font_16</dimen>
    <style name="Title"><item name="android:textSize">?attr/font_16</item></style>
    <style name="Body"><item name="android:textSize">?attr/font_body</item></style>
    <style name="Caption"><item name="android:textSize">?font_caption</item></style>
    <style name="Looping"><item name="android:textSize">?attr/font_loop</item></style>
    <style name="Unset"><item name="android:textSize">?attr/font_none</item></style>
    <style name="Platform"><item name="android:textSize">?android:attr/textSize</item></style>
    <style name="FontStyle.Normal">
      <item name="font_16">16sp</item>
      <item name="font_body">@dimen/large_size</item>
      <item name="font_loop">?attr/font_16</item>
    </style>
    <style name="FontStyle.Small">
      <item name="font_16">14sp</item>
      <item name="font_body">@dimen/large_size</item>
    </style>
    <style name="FontStyle.Normal.Dark"><item name="colorPrimary">#000</item></style>
    <style name="Captions"><item name="font_caption">11sp</item></style>
    <style name="Broken"><item name="android:textSize">?attr/font_broken</item></style>
    <style name="Theme.One"><item name="font_broken">@dimen/only_in_sw600dp</item></style>
    <style name="Theme.Two"><item name="font_broken">16sp</item></style>
    <style name="Viewed"><item name="android:textSize">?attr/font_view</item></style>
    <style name="TextAppearance.Big"><item name="font_view">30sp</item></style>
    <style name="Many"><item name="android:textSize">?attr/font_many</item></style>
    <style name="Dimen"><item name="android:textSize">@dimen/title_size</item></style>
    """
    + (0..<65).map { #"<style name="Theme.N\#($0)"><item name="font_many">16sp</item></style>"# }
    .joined()

  static func resources(themes: [String] = []) throws -> AndroidResources {
    let folder = try TemporaryFolder()
    try folder.write("res/values/styles.xml", "<resources>\(styles)</resources>")
    var resources = try AndroidResources.load(folders: [folder.url("res")])
    resources.themes = themes
    return resources
  }

  /// Where every style that sets the attribute agrees, its value (a
  /// reference followed); where they differ, or none sets it, or one sets it
  /// to another attribute, no size, and what the themes set is kept.
  @Test func theThemesValueWhereTheyAgree() throws {
    let resources = try Self.resources()
    #expect(
      try resources.textAppearance(named: "Body").textSize == AndroidDimension(value: 18, unit: .sp)
    )
    #expect(
      try resources.textAppearance(named: "Caption").textSize
        == AndroidDimension(value: 11, unit: .sp))
    let title = try resources.textAppearance(named: "Title")
    #expect(title.textSize == nil)
    let use = try #require(title.textSizeThemeAttribute)
    #expect(use.reference == "?attr/font_16" && use.written == "?attr/font_16")
    #expect(use.line == 4)
    // Through @dimen/ resources, the same attribute, and what was written.
    let dimen = try #require(try resources.textAppearance(named: "Dimen").textSizeThemeAttribute)
    #expect(dimen.reference == "?attr/font_16" && dimen.written == "@dimen/title_size")
    #expect(dimen.settings == use.settings && dimen.differ)
    #expect(
      use.settings == [
        .init(style: "FontStyle.Normal", value: "16sp"),
        .init(style: "FontStyle.Small", value: "14sp"),
      ])
    #expect(try resources.textAppearance(named: "Looping").textSize == nil)
    let unset = try resources.textAppearance(named: "Unset")
    #expect(unset.textSize == nil && unset.textSizeThemeAttribute?.settings == [])
    #expect(try resources.textAppearance(named: "Platform").textSize == nil)
    // A value one style sets that cannot be read is no agreement, and no
    // error: that theme may never be applied.
    #expect(try resources.textAppearance(named: "Broken").textSize == nil)
    // A text appearance's items are a view's attributes, not a theme's.
    #expect(try resources.textAppearance(named: "Viewed").textSize == nil)
    // Past 64 styles, their agreement is not looked for.
    let many = try resources.textAppearance(named: "Many")
    #expect(many.textSize == nil && many.textSizeThemeAttribute?.settingCount == 65)
    #expect(many.textSizeThemeAttribute?.settings.count == 8)
  }

  /// A theme the spec names that sets the attribute to a value that cannot
  /// be read is an error naming its file and line.
  @Test func aThemeNamedWithABadValueIsSaid() throws {
    let resources = try Self.resources(themes: ["Theme.One"])
    let error = try #require(error { try resources.textAppearance(named: "Broken") })
    #expect(error.line == 22, "\(error)")
    #expect("\(error)".contains("@dimen/only_in_sw600dp"), "\(error)")
  }

  /// The themes named take precedence, their parents (written or by a
  /// dotted name) included, the first theme first.
  @Test func theThemesNamedSettleIt() throws {
    for (themes, size) in [
      (["FontStyle.Normal"], 16.0), (["FontStyle.Small"], 14), (["FontStyle.Normal.Dark"], 16),
      (["Captions", "FontStyle.Small"], 14), (["FontStyle.Small", "FontStyle.Normal"], 14),
    ] {
      let resources = try Self.resources(themes: themes)
      #expect(
        try resources.textAppearance(named: "Title").textSize
          == AndroidDimension(value: size, unit: .sp),
        "\(themes)")
    }
    // A theme that sets it to another attribute settles nothing.
    let looping = try Self.resources(themes: ["FontStyle.Normal"])
    #expect(try looping.textAppearance(named: "Looping").textSize == nil)
  }
}
