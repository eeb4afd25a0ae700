import AndroidResources
import Foundation
import TestSupport
import Testing

/// The built-in platform, AppCompat and Material Components text appearances
/// against `Tests/Data/android/library-text-appearances.tsv`, which
/// Scripts/reference-android-text-appearances.py writes from aapt's dump of
/// the framework's resources and Material Components' styles.xml.
@Suite struct LibraryTextAppearanceTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var platform: Bool
    var textSize: AndroidDimension
    var letterSpacing: Double
    var fontFamily: String?
    var bold: Bool
    var textAllCaps: Bool
    var lineHeight: Double?
    var testDescription: String { name }
  }

  static let rows: [Row] = {
    let table = (try? Fixtures.tsv("android/library-text-appearances.tsv")) ?? []
    return table.compactMap { cells in
      // Sizes in sp bare, others with their unit (`20dp`).
      let dp = cells.count == 8 && cells[2].hasSuffix("dp")
      guard cells.count == 8, let size = Double(dp ? String(cells[2].dropLast(2)) : cells[2]),
        let spacing = Double(cells[3])
      else { return nil }
      return Row(
        name: cells[0], platform: cells[1] == "android",
        textSize: AndroidDimension(value: size, unit: dp ? .dp : .sp), letterSpacing: spacing,
        fontFamily: cells[4] == "-" ? nil : cells[4], bold: cells[5] == "bold",
        textAllCaps: cells[6] == "true", lineHeight: Double(cells[7]))
    }
  }()

  @Test func everyRowRead() {
    #expect(Self.rows.count == 125)
    #expect(Self.rows.filter(\.platform).count == 42)
    #expect(Self.rows.filter { $0.textSize.unit == .dp }.count == 18)
  }

  /// Asked by name, and as the parent of an app style that sets nothing: the
  /// same values.
  @Test(arguments: rows)
  func builtIn(row: Row) throws {
    let name = row.platform ? "android:" + row.name : row.name
    let parent = row.platform ? "@android:style/" + row.name : row.name
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/styles.xml",
      #"<resources><style name="Mine" parent="\#(parent)"/></resources>"#)
    let resources = try AndroidResources.load(folders: [folder.url("res")])

    var expected = AndroidTextAppearance(name: name)
    expected.textSize = row.textSize
    expected.letterSpacing = row.letterSpacing
    expected.fontFamily = row.fontFamily.map { .system($0) }
    expected.textStyleBold = row.bold
    expected.textAllCaps = row.textAllCaps
    expected.lineHeight = row.lineHeight.map { AndroidDimension(value: $0, unit: .sp) }
    expected.chain = [name]
    #expect(try resources.textAppearance(named: name) == expected)

    let mine = try resources.textAppearance(named: "Mine")
    #expect(mine.chain == ["Mine", name])
    expected.name = "Mine"
    expected.file = mine.file
    expected.line = 1
    expected.chain = mine.chain
    #expect(mine == expected)
  }

  /// A family the app sets in the `android:` form wins over a platform or
  /// AppCompat base, which sets that form only; over a Material base, which
  /// sets both forms, AppCompat takes the base's app form.
  @Test func ownFamilyOverTheBase() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/styles.xml",
      """
      <resources>
        <style name="Compat" parent="TextAppearance.AppCompat.Body2"><item name="android:fontFamily">serif</item></style>
        <style name="Platform" parent="@android:style/TextAppearance.Material.Body2"><item name="android:fontFamily">serif</item></style>
        <style name="Typed" parent="android:style/TextAppearance.Medium"><item name="android:fontFamily">serif</item></style>
        <style name="M2" parent="TextAppearance.MaterialComponents.Body1"><item name="android:fontFamily">serif</item></style>
        <style name="M2App" parent="TextAppearance.MaterialComponents.Body1"><item name="fontFamily">serif</item></style>
      </resources>
      """)
    let resources = try AndroidResources.load(folders: [folder.url("res")])
    for name in ["Compat", "Platform", "Typed", "M2App"] {
      #expect(try resources.textAppearance(named: name).fontFamily == .system("serif"), "\(name)")
    }
    #expect(try resources.textAppearance(named: "M2").fontFamily == .system("sans-serif"))
    // `android:style/X`, the type written without `@`, is the platform's X.
    let typed = try resources.textAppearance(named: "Typed")
    #expect(typed.chain == ["Typed", "android:TextAppearance.Medium"])
    #expect(typed.textSize == AndroidDimension(value: 18, unit: .sp))
  }

  /// Platform names need the `android:` form; library names need none.
  @Test func namespaces() throws {
    let resources = try app()
    #expect(error { try resources.textAppearance(named: "TextAppearance.Medium") } != nil)
    #expect(
      try resources.textAppearance(named: "@android:style/TextAppearance.Medium").textSize
        == AndroidDimension(value: 18, unit: .sp))
    #expect(
      error { try resources.textAppearance(named: "android:TextAppearance.AppCompat") } != nil)
    let missing = error { try resources.textAppearance(named: "TextAppearance.AppCompat.Body3") }
    #expect(missing?.description.contains("TextAppearance.AppCompat.Body1") == true)
  }
}
