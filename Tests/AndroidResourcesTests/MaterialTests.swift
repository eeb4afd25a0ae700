import AndroidResources
import Testing

@Suite struct MaterialTests {
  /// Role, size in sp, letter spacing in em, family, bold: the table of
  /// material-components-android's typography tokens.xml, written out again.
  static let roles: [(String, Double, Double, String, Bool)] = [
    ("displayLarge", 57, -0.00438596, "sans-serif", false),
    ("displayMedium", 45, 0, "sans-serif", false),
    ("displaySmall", 36, 0, "sans-serif", false),
    ("headlineLarge", 32, 0, "sans-serif", false),
    ("headlineMedium", 28, 0, "sans-serif", false),
    ("headlineSmall", 24, 0, "sans-serif", false),
    ("titleLarge", 22, 0, "sans-serif", false),
    ("titleMedium", 16, 0.009375, "sans-serif-medium", true),
    ("titleSmall", 14, 0.00714286, "sans-serif-medium", true),
    ("bodyLarge", 16, 0.03125, "sans-serif", false),
    ("bodyMedium", 14, 0.01785714, "sans-serif", false),
    ("bodySmall", 12, 0.03333333, "sans-serif", false),
    ("labelLarge", 14, 0.00714286, "sans-serif-medium", true),
    ("labelMedium", 12, 0.04166667, "sans-serif-medium", true),
    ("labelSmall", 11, 0.04545455, "sans-serif-medium", true),
  ]

  @Test func fifteenRoles() {
    #expect(Self.roles.count == 15)
  }

  @Test(arguments: roles.indices)
  func roleNames(index: Int) throws {
    let (role, size, spacing, family, bold) = Self.roles[index]
    let style = "TextAppearance.Material3." + role.prefix(1).uppercased() + role.dropFirst()
    let resources = try app()
    let appearance = try resources.textAppearance(named: role)
    var expected = AndroidTextAppearance(name: style)
    expected.textSize = AndroidDimension(value: size, unit: .sp)
    expected.letterSpacing = spacing
    expected.fontFamily = .system(family)
    expected.textStyleBold = bold
    expected.chain = [style]
    #expect(appearance == expected)
    #expect(try resources.textAppearance(named: style) == expected)
    let sys = "TextAppearance.M3.Sys.Typescale." + role.prefix(1).uppercased() + role.dropFirst()
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
    #expect(appearance.lineHeight == nil)
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
    #expect(appearance.fontFamily == .resource("display"))
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
