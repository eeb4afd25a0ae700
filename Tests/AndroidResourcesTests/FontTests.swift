import AndroidResources
import Foundation
import TestSupport
import Testing

@Suite struct FontTests {
  let fonts = res("app") + "/font"

  @Test func familyXML() throws {
    let faces = try app().fontFaces(named: "brand")
    #expect(
      faces == [
        AndroidFontFace(
          path: fonts + "/brand_regular.otf", weight: 400, italic: false, line: 3,
          familyFile: fonts + "/brand.xml"),
        AndroidFontFace(
          path: fonts + "/brand_bold_italic.otf", weight: 700, italic: true, line: 4,
          familyFile: fonts + "/brand.xml"),
        AndroidFontFace(
          path: fonts + "/brand_regular.otf", weight: 400, italic: false, line: 6,
          familyFile: fonts + "/brand.xml"),
      ])
  }

  @Test func appNamespaceAndAndroidWins() throws {
    let faces = try app().fontFaces(named: "brand_compat")
    #expect(
      faces == [
        AndroidFontFace(
          path: fonts + "/brand_regular.otf", weight: 300, italic: false, line: 4,
          familyFile: fonts + "/brand_compat.xml"),
        AndroidFontFace(
          path: fonts + "/brand_bold_italic.otf", weight: 800, italic: true, line: 5,
          familyFile: fonts + "/brand_compat.xml"),
      ])
  }

  @Test func singleFile() throws {
    #expect(
      try app().fontFaces(named: "display") == [
        AndroidFontFace(path: fonts + "/display.otf", weight: 400, italic: false, line: nil)
      ])
  }

  @Test func notFoundListsTheFonts() throws {
    let failure = try #require(error { try app().fontFaces(named: "brnd") })
    #expect(
      failure.reason
        == .fontNotFound(
          name: "brnd",
          available: ["brand", "brand_bold_italic", "brand_compat", "brand_regular", "display"]))
    #expect(failure.description.contains("res/font holds 'brand', "))
  }

  @Test func downloadableFont() throws {
    let resources = try AndroidResources.load(folders: [res("errors")])
    let failure = try #require(error { try resources.fontFaces(named: "downloadable") })
    #expect(
      failure.reason
        == .downloadableFont(
          authority: "com.google.android.gms.fonts",
          query: DownloadableFontQuery("Lobster Two")))
    #expect(failure.path == res("errors") + "/font/downloadable.xml")
    #expect(failure.description.contains("add the files of 'Lobster Two'"))
  }

  /// A downloadable font's query as Google Fonts' provider reads it.
  @Test func downloadableFontQueries() {
    let plain = DownloadableFontQuery(" Roboto Mono ")
    #expect(plain?.family == "Roboto Mono" && plain?.weight == nil && plain?.italic == nil)
    let full = DownloadableFontQuery("name=Open Sans&weight=800&italic=1.0&besteffort=true")
    #expect(full?.family == "Open Sans" && full?.weight == 800 && full?.italic == true)
    #expect(DownloadableFontQuery("name=Open Sans&weight=1200")?.weight == nil)
    #expect(DownloadableFontQuery("name=Space+Grotesk&weight=700")?.family == "Space Grotesk")
    #expect(DownloadableFontQuery("weight=700") == nil)
    #expect(DownloadableFontQuery("italic=1") == nil)
    #expect(DownloadableFontQuery("") == nil)
  }

  @Test func missingFontFile() throws {
    let resources = try AndroidResources.load(folders: [res("errors")])
    let failure = try #require(error { try resources.fontFaces(named: "holes") })
    #expect(failure.reason == .fontFileMissing(reference: "@font/absent"))
    #expect(failure.path == res("errors") + "/font/holes.xml")
    #expect(failure.line == 4)
  }

  @Test func weightOutOfRange() throws {
    let resources = try AndroidResources.load(folders: [res("errors")])
    let failure = try #require(error { try resources.fontFaces(named: "heavy") })
    guard case .badValue("fontWeight", "1200", _) = failure.reason else {
      Issue.record("unexpected \(failure)")
      return
    }
    #expect(failure.line == 3)
  }
}

/// A `<font>`'s `fontVariationSettings` and `ttcIndex`, read as Android's
/// `FontVariationAxis.fromFontVariationSettings` and `FontResourcesParser` read them.
@Suite struct FontVariationSettingsTests {
  static func faces(_ font: String) throws -> [AndroidFontFace] {
    let folder = try TemporaryFolder()
    _ = try folder.write("res/font/face.ttf", [0])
    _ = try folder.write(
      "res/font/family.xml",
      """
      <font-family xmlns:android="http://schemas.android.com/apk/res/android">
        \(font)
      </font-family>
      """)
    return try AndroidResources.load(folders: [folder.url("res")]).fontFaces(named: "family")
  }

  /// `text` as an XML attribute's value in double quotes.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "&quot;")
  }

  typealias Axis = AndroidFontFace.Axis
  static let settings: [(String, [Axis])] = [
    ("'wght' 700", [Axis(tag: "wght", value: 700)]),
    (
      "  \"wght\" 650.5 , 'wdth' 90",
      [Axis(tag: "wght", value: 650.5), Axis(tag: "wdth", value: 90)]
    ),
    ("'opsz' 12f,'GRAD' -25", [Axis(tag: "opsz", value: 12), Axis(tag: "GRAD", value: -25)]),
    ("'wght' 7e2", [Axis(tag: "wght", value: 700)]),
  ]

  @Test(arguments: settings)
  func settingsAreReadInOrder(_ written: String, _ expected: [Axis]) throws {
    let faces = try Self.faces(
      #"<font android:font="@font/face" android:fontWeight="700" android:ttcIndex="2" "#
        + #"android:fontVariationSettings="\#(Self.escaped(written))"/>"#)
    try #require(faces.count == 1)
    #expect(faces[0].axes == expected)
    #expect(faces[0].collectionIndex == 2 && faces[0].weight == 700)
  }

  @Test func noSettingsIsTheDefaults() throws {
    let faces = try Self.faces(#"<font android:font="@font/face"/>"#)
    #expect(faces.map(\.axes) == [[]] && faces.map(\.collectionIndex) == [0])
  }

  /// What Android refuses is said at the `<font>`'s line.
  @Test(arguments: [
    "wght 700", "'wgt' 700", "'wght' heavy", "'wght'", "'wght' 700 'wdth' 90", "'wght\" 700",
    "'wght' nan", "'wght' 0x10",
  ])
  func malformedSettingsAreRefused(_ written: String) throws {
    let failure = try #require(
      error {
        try Self.faces(
          #"<font android:font="@font/face" android:fontVariationSettings="\#(Self.escaped(written))"/>"#
        )
      })
    #expect(failure.line == 2, "\(failure)")
    #expect(failure.description.contains("fontVariationSettings"), "\(failure)")
  }

  @Test(arguments: ["-1", "one", "70000"])
  func badCollectionIndexesAreRefused(_ written: String) throws {
    let failure = try #require(
      error { try Self.faces(#"<font android:font="@font/face" android:ttcIndex="\#(written)"/>"#) }
    )
    #expect(failure.line == 2 && failure.description.contains("ttcIndex"), "\(failure)")
  }
}
