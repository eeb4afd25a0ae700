import AndroidResources
import Testing

@Suite struct FontTests {
  let fonts = res("app") + "/font"

  @Test func familyXML() throws {
    let faces = try app().fontFaces(named: "brand")
    #expect(
      faces == [
        AndroidFontFace(path: fonts + "/brand_regular.otf", weight: 400, italic: false, line: 3),
        AndroidFontFace(path: fonts + "/brand_bold_italic.otf", weight: 700, italic: true, line: 4),
        AndroidFontFace(path: fonts + "/brand_regular.otf", weight: 400, italic: false, line: 6),
      ])
  }

  @Test func appNamespaceAndAndroidWins() throws {
    let faces = try app().fontFaces(named: "brand_compat")
    #expect(
      faces == [
        AndroidFontFace(path: fonts + "/brand_regular.otf", weight: 300, italic: false, line: 4),
        AndroidFontFace(path: fonts + "/brand_bold_italic.otf", weight: 800, italic: true, line: 5),
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
    #expect(failure.reason == .downloadableFont(authority: "com.google.android.gms.fonts"))
    #expect(failure.path == res("errors") + "/font/downloadable.xml")
    #expect(failure.description.contains("bundle the font file"))
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
