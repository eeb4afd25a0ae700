import Foundation
import TestSupport
import Testing

@Suite struct FontsCommandTests {
  @Test func listsOneTabSeparatedLinePerFaceSortedByName() throws {
    let result = try Typometer.run(["fonts"] + Typometer.bundledFonts)
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // Serif Four Variable: its default and 29 named instances; the thirtieth,
    // the text Regular, is the default face under its name, listed once.
    #expect(lines.count == 23 + 30)
    let names = lines.map { $0.split(separator: "\t")[0] }
    #expect(names.filter { $0 == "SerifFourVariable-Roman" }.count == 1)
    #expect(names == names.sorted())
    #expect(
      lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 4 })
    #expect(
      lines.contains(
        "NotoSansCJKkr-Regular\tNoto Sans CJK KR\tRegular\tFonts/NotoSansCJK-JPKR-subset.ttc#1"))
    #expect(lines.contains("Roboto-Regular\tRoboto\tRegular\tFonts/Roboto-Regular.ttf"))
    #expect(result.stderr.isEmpty)
  }

  @Test func familyFilterAndJSON() throws {
    let result = try Typometer.run(
      ["fonts", "--family", "roboto", "--json"] + Typometer.bundledFonts)
    #expect(result.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    let fonts = try #require(json)
    #expect(fonts.count == 1)
    #expect(fonts[0]["postscriptName"] as? String == "Roboto-Regular")
    #expect(fonts[0]["family"] as? String == "Roboto")
    #expect(fonts[0]["index"] as? Int == 0)
    #expect(fonts[0]["weight"] as? Int == 400)
    #expect(fonts[0]["width"] as? Int == 5)
    #expect(fonts[0]["italic"] as? Bool == false)
    #expect(fonts[0]["variable"] as? Bool == false)
    #expect(fonts[0]["path"] as? String == "Fonts/Roboto-Regular.ttf")
  }

  /// A catalog with no font at all (no folder given, the machine's fonts
  /// left out) is said once on standard error, not left to each font looked
  /// up; a catalog with fonts says nothing of it.
  @Test func anEmptyCatalogIsSaid() throws {
    let empty = try Typometer.run(["fonts", "--no-system-fonts"], environment: [:])
    #expect(empty.status == 0)
    #expect(empty.stdout.isEmpty)
    #expect(
      empty.stderr.contains(
        "typometer: warning: the font catalog is empty: no font folder is given (--fonts, or "
          + "the spec's \"fonts\"), and the machine's fonts are left out; every font looked up "
          + "is missing"), "\(empty.stderr)")
    let validate = try Typometer.run(
      ["validate", "--no-system-fonts", "Examples/TypographyKit.json"], environment: [:])
    #expect(validate.stderr.contains("the font catalog is empty"), "\(validate.stderr)")
    let some = try Typometer.run(["fonts"] + Typometer.bundledFonts)
    #expect(!some.stderr.contains("the font catalog is empty"))
    // A font given by its file's path needs no catalog: nothing is said.
    let folder = try TemporaryFolder()
    for command in [
      ["metrics", "Fonts/Roboto-Regular.ttf"],
      ["measure", "Fonts/Roboto-Regular.ttf", "--size", "17", "Hi"],
      ["cascade", "Fonts/Roboto-Regular.ttf", "Hi"],
      ["render", "Fonts/Roboto-Regular.ttf", "--size", "17", "--out", folder.url("hi.png"), "Hi"],
    ] {
      let byPath = try Typometer.run(command + ["--no-system-fonts"], environment: [:])
      #expect(byPath.status == 0, "\(command): \(byPath.stderr)")
      #expect(!byPath.stderr.contains("the font catalog is empty"), "\(command): \(byPath.stderr)")
    }
  }

  /// A font whose hhea line height is 0 (ascender, descender and line gap
  /// all 0) is measured and drawn, and said: every line takes no height.
  @Test func aFontWithNoLineHeightIsSaid() throws {
    let folder = try TemporaryFolder()
    let font = try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "Flat.ttf")
    try Fixtures.patchTable("hhea", of: font, at: 4, with: [0, 0, 0, 0, 0, 0])
    for command in [
      ["measure", font, "--size", "17", "Hello"],
      ["render", font, "--size", "17", "--out", folder.url("flat.png"), "Hello"],
    ] {
      let result = try Typometer.run(command + ["--no-system-fonts"])
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(
        result.stderr.contains(
          "\(font): its line height (hhea's ascender − descender + line gap) is 0: each line is "
            + "measured as taking no height"), "\(result.stderr)")
    }
    let normal = try Typometer.run(
      [
        "measure", Fixtures.font("Roboto-Regular.ttf"), "--size", "17", "Hello",
        "--no-system-fonts",
      ])
    #expect(!normal.stderr.contains("line height"))
  }

  /// A family filter no face matches is a font missing (exit 1, said on
  /// standard error); a name the catalog lacks that ships with iOS is said
  /// to, as `validate` says it.
  @Test func aMissingFamilyAndAnIOSSystemFontAreSaid() throws {
    let none = try Typometer.run(["fonts", "--family", "zzz"] + Typometer.bundledFonts)
    #expect(none.status == 1)
    #expect(none.stdout.isEmpty)
    #expect(
      none.stderr == "typometer: error: no face's family contains 'zzz' (the match ignores case)\n")
    let json = try Typometer.run(["fonts", "--family", "zzz", "--json"] + Typometer.bundledFonts)
    #expect(json.status == 1)
    let faces = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any]
    #expect(faces?.isEmpty == true, "\(json.stdout)")
    // `fonts find NAME` is not found (exit 1) and says `line`.
    func notFound(_ name: String, says line: String) throws {
      let result = try Typometer.run(["fonts", "find", name] + Typometer.bundledFonts)
      #expect(result.status == 1)
      #expect(result.stdout.contains(line), "\(result.stdout)")
    }
    try notFound(
      "HelveticaNeue-Bold",
      says: "  an iOS system font (Helvetica Neue), which ships with iOS, not here: add its file "
        + "with --fonts DIR to measure it")
    let inter = try Typometer.run(["fonts", "find", "Inter-Bolt"] + Typometer.bundledFonts)
    #expect(!inter.stdout.contains("iOS system font"))
    // A hidden name is one to leave, not a file to add.
    try notFound(
      ".SFUI-Regular",
      says: "  a hidden iOS system font name, which UIFont(name:size:) may not load: use a System "
        + "alias (TypographyKit's System, System-Bold, …) instead")
    // A face of Apple's SF Pro download is a file to bundle or add, not
    // iOS's own system font; validate says as much of a config naming it.
    try notFound(
      "sans-serif-medium",
      says: "  an Android font family name, which a device sets in Roboto at the weight it names")
    try notFound(
      "sans-serif-condensed-light",
      says: "  an Android font family name, which a device sets in Roboto Condensed at the "
        + "weight it names")
    // A device looks family names up as written, as check measures them.
    try notFound(
      "Sans-Serif-Medium",
      says: "  not an Android font family name as written (a device compares them as written "
        + "and sets a name it does not know in its default font, sans-serif): did you mean "
        + "sans-serif-medium?")
    try notFound(
      "SFProText-Regular",
      says: "  a face of Apple's SF Pro download, which an app loads only from a file it bundles: "
        + "add its file with --fonts DIR to measure it")
    let config = try TemporaryFolder()
    let path = try config.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"h": {"font-name": "SFMono-Bold", "point-size": 12}}}"#)
    let validated = try Typometer.run(["validate", path] + Typometer.bundledFonts)
    #expect(validated.status == 1)
    #expect(
      validated.stdout.contains(
        "it names a face of Apple's SF Mono download, which an app loads only from a file it "
          + "bundles: iOS's own system font is TypographyKit's System alias"), "\(validated.stdout)"
    )
  }

  @Test func environmentAddsFontDirectories() throws {
    let result = try Typometer.run(
      ["fonts", "find", "Roboto-Regular", "--no-system-fonts"],
      environment: ["TYPOMETER_FONTS": "Fonts"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Roboto-Regular\t"))
  }

  @Test(arguments: CatalogNames.all)
  func everyListedFaceIsFoundUnderItsOwnName(_ name: String) throws {
    let result = try Typometer.run(["fonts", "find", name, "--json"] + Typometer.bundledFonts)
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["found"] as? Bool == true)
    let font = try #require(json["font"] as? [String: Any])
    let names = [font["postscriptName"] as? String] + ((font["otherNames"] as? [String]) ?? [])
    #expect(names.contains(name))
  }

  @Test func misspelledNameExitsOneWithSuggestions() throws {
    let result = try Typometer.run(
      ["fonts", "find", "Inter-Bolt", "--json"] + Typometer.bundledFonts)
    #expect(result.status == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["found"] as? Bool == false)
    #expect(json["query"] as? String == "Inter-Bolt")
    #expect(json["font"] == nil)
    #expect((json["suggestions"] as? [String])?.first == "Inter-Bold")

    let text = try Typometer.run(["fonts", "find", "roboto-regular"] + Typometer.bundledFonts)
    #expect(text.status == 1)
    #expect(text.stdout.contains("did you mean Roboto-Regular?"))
  }

  /// metrics --json prints one document for a name it cannot find too: the
  /// lookup's, as fonts find gives it; the message says what to do.
  @Test func metricsOfAMisspelledNameIsAJSONDocumentToo() throws {
    let result = try Typometer.run(["metrics", "Inter-Bolt", "--json"] + Typometer.bundledFonts)
    #expect(result.status == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["found"] as? Bool == false && json["query"] as? String == "Inter-Bolt")
    #expect((json["suggestions"] as? [String])?.first == "Inter-Bold")
    #expect(result.stderr.contains("Inter-ExtraLight? Add its directory with --fonts DIR."))
    // A single word is read as the font's name: the message says so.
    let measure = try Typometer.run(["measure", "--size", "17", "Hello"] + Typometer.bundledFonts)
    #expect(measure.status == 2)
    #expect(measure.stderr.contains("'Hello' was read as the font's PostScript name"))
    #expect(!measure.stderr.contains("PreferredFont"))
    // With a text style, the system font at its weight is offered.
    let styled = try Typometer.run(
      ["measure", "--style", "headline", "Hello"] + Typometer.bundledFonts)
    #expect(styled.status == 2)
    #expect(
      styled.stderr.contains(
        "(for the system font at the style's weight, as UIFont.preferredFont(forTextStyle:) "
          + "sets it: typometer measure PreferredFont --style headline 'Hello')"),
      "\(styled.stderr)")
  }
}

/// The PostScript names the bundled fonts provide (see Fonts/README.md).
enum CatalogNames {
  static let all = [
    "Inter", "Inter-Black", "Inter-Bold", "Inter-ExtraBold", "Inter-ExtraLight", "Inter-Light",
    "Inter-Medium", "Inter-Regular", "Inter-SemiBold", "Inter-Thin", "Inter_700wght",
    "NotoColorEmoji", "NotoNaskhArabic-Regular", "NotoSansArabic-Regular",
    "NotoSansCJKjp-Regular", "NotoSansCJKkr-Regular", "NotoSansDevanagari-Regular",
    "NotoSansHebrew-Regular", "NotoSansThai-Regular", "Roboto-Regular",
  ]
}
