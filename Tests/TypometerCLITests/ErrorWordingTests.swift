import TestSupport
import Testing

/// The messages of errors that word themselves in their own modules
/// (`description`), as the command line prints them: each expected line is
/// what `typometer` printed before the wording moved out of the CLI, so any
/// change to a byte shows here.
@Suite struct ErrorWordingTests {
  static let bad = "Tests/Data/fonts-bad/"
  static let brokenGlyf = bad + "0014256514b220c525e98840b0d6ba736a85acbd.ttf"

  static let cases: [(arguments: [String], status: Int32, message: String)] = [
    // FontError
    (["metrics", "nope.ttf", "--no-system-fonts"], 2, "nope.ttf: no such font file"),
    (
      ["metrics", "Tests/Data", "--no-system-fonts"], 2,
      "Tests/Data: cannot read the font file: is a directory"
    ),
    (
      ["metrics", "Fonts/NotoSansCJK-JPKR-subset.ttc#7", "--no-system-fonts"], 2,
      "Fonts/NotoSansCJK-JPKR-subset.ttc: face index 7 does not exist; the file has 2 faces"
    ),
    // A face index written wrong is said to be one, not a file of that name.
    (
      ["metrics", "Fonts/NotoSansCJK-JPKR-subset.ttc#-1", "--no-system-fonts"], 2,
      "Fonts/NotoSansCJK-JPKR-subset.ttc: '#-1' is not a face index: after '#' goes a number, "
        + "0 for the first face (a collection's face N is N; a variable font's named instance I "
        + "is I × 65536 plus the face)"
    ),
    (
      ["metrics", "Fonts/NotoSansCJK-JPKR-subset.ttc#abc", "--no-system-fonts"], 2,
      "Fonts/NotoSansCJK-JPKR-subset.ttc: '#abc' is not a face index: after '#' goes a number, "
        + "0 for the first face (a collection's face N is N; a variable font's named instance I "
        + "is I × 65536 plus the face)"
    ),
    (
      ["metrics", bad + "edaf09c932e0582b1473384f66d5571da752a4d2.otf", "--no-system-fonts"], 2,
      bad + "edaf09c932e0582b1473384f66d5571da752a4d2.otf: not a font FreeType can read "
        + "(FreeType error 0x3: broken file)"
    ),
    (
      ["metrics", brokenGlyf, "--no-system-fonts"], 2,
      brokenGlyf + ": malformed font: glyph 46 in 'glyf' runs past its data"
    ),
    // CatalogError, with the command line's options
    (
      ["fonts", "--no-system-fonts", "--fonts", "NoSuchDir"], 2,
      "NoSuchDir: no such file or directory (given with --fonts or TYPOMETER_FONTS)"
    ),
    (
      ["fonts", "--no-system-fonts", "--fonts", "Fonts/LICENSES"], 2,
      "Fonts/LICENSES: no readable font files (.ttf .otf .ttc .otc) in this directory"
    ),
    (
      ["fonts", "--no-system-fonts", "--fonts", brokenGlyf], 2,
      brokenGlyf + ": malformed font: glyph 46 in 'glyf' runs past its data"
    ),
    // ScaleError
    (
      ["measure", "Roboto-Regular", "--style", "body", "--categories", "huge", "x"], 2,
      "unknown content-size category 'huge'; use Apple's names (large, accessibilityExtraLarge, "
        + "…), raw values (UICTContentSizeCategoryL) or xs s m l xl xxl xxxl ax1 ax2 ax3 ax4 ax5"
    ),
    (
      ["measure", "Roboto-Regular", "--style", "nope", "x"], 2,
      "unknown text style 'nope'; ios has largeTitle, title1, title2, title3, headline, body, "
        + "callout, subheadline, footnote, caption1, caption2; run 'typometer measure --help'"
    ),
    // An Android text appearance named without --platform android.
    (
      ["measure", "Roboto-Regular", "--style", "bodyLarge", "x"], 2,
      "unknown text style 'bodyLarge'; ios has largeTitle, title1, title2, title3, headline, "
        + "body, callout, subheadline, footnote, caption1, caption2; 'bodyLarge' is an Android "
        + "text appearance: add --platform android (and --res for an app's own); run 'typometer "
        + "measure --help'"
    ),
    (
      [
        "measure", "Roboto-Regular", "--style", "body", "--platform", "tvos", "--categories", "xs",
        "x",
      ],
      2, "the category extraSmall does not exist on tvos"
    ),
    (
      ["scale", "--platform", "tvos", "--style", "largeTitle"], 2,
      "the text style largeTitle does not exist on tvos; it has title1, title2, title3, headline, "
        + "subtitle1, callout, body, caption1, caption2"
    ),
    // A misspelt style: the nearest, and the platform's styles only.
    (
      ["measure", "Roboto-Regular", "--style", "bdy", "x"], 2,
      "unknown text style 'bdy' (did you mean 'body'?); ios has largeTitle, title1, title2, "
        + "title3, headline, body, callout, subheadline, footnote, caption1, caption2; run "
        + "'typometer measure --help'"
    ),
    // A name the catalog lacks (MeasureError's wording, and the option to use)
    (
      ["measure", "Inter-Bolt", "--size", "17", "x"], 1,
      "no font with the PostScript name 'Inter-Bolt' (names are case-sensitive); did you mean "
        + "Inter-Bold, Inter, Inter-Black, Inter-ExtraBold, Inter-ExtraLight? Add its directory "
        + "with --fonts DIR."
    ),
    // ScaleError: a size fine in itself that scales past what a number holds.
    (
      ["scale", "--platform", "android", "--size", "1e308"], 2,
      "size 1e+308 scales past the largest number a size can hold"
    ),
    // RenderError, with the options to change
    (
      [
        "render", "Roboto-Regular", "--size", "17", "--width", "100000", "--out", "/tmp/x.png", "x",
      ], 2,
      "the picture would be 200048 × 125 pixels, more than the limit of 16384 pixels on a side; "
        + "use a smaller --width, --size or --scale; run 'typometer render --help'"
    ),
    // Each side within its limit, the pixels not.
    (
      [
        "render", "Roboto-Regular", "--style", "body", "--categories", "all", "--width", "2000",
        "--scale", "4", "--out", "/tmp/x.png",
        String(repeating: "lorem ipsum dolor sit amet ", count: 20),
      ], 2,
      "the picture would be 8096 × 8523 pixels, more than the limit of 67.1 million pixels "
        + "(256 MiB); use a smaller --width, --size or --scale; run 'typometer render --help'"
    ),
  ]

  @Test(arguments: cases.indices)
  func messageIsUnchanged(_ index: Int) throws {
    let (arguments, status, message) = Self.cases[index]
    // `scale` reads no fonts; the others see the bundled ones unless they say otherwise.
    let ownCatalog = arguments.first == "scale" || arguments.contains("--no-system-fonts")
    let catalog = ownCatalog ? [] : Typometer.bundledFonts
    let result = try Typometer.run(arguments + catalog)
    #expect(result.status == status)
    #expect(result.stderr == "typometer: error: \(message)\n")
  }

  /// Each skipped file is a warning (CatalogWarning's wording); the error
  /// after them says so.
  @Test func skippedFilesAreNamedAboveTheError() throws {
    let result = try Typometer.run([
      "fonts", "--no-system-fonts", "--fonts", "Tests/Data/fonts-bad",
    ])
    #expect(result.status == 2)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 107)
    #expect(
      lines.contains(
        "typometer: warning: \(Self.brokenGlyf): skipped: malformed font: glyph 46 in 'glyf' runs past its data"
      ))
    #expect(
      lines.last
        == "typometer: error: Tests/Data/fonts-bad: no readable font files (.ttf .otf .ttc .otc) "
        + "in this directory (106 skipped, each named above)")
  }

  /// `measure --strings` refuses a property list (in UTF-8 or UTF-16) and a
  /// JSON file as check does, rather than measuring them a line at a time;
  /// the same lines in a `.txt` file are text.
  @Test func measureRefusesAPropertyListAsStrings() throws {
    let folder = try TemporaryFolder("measure-plist")
    let plist =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
      + "<key>CFBundleName</key>\n<string>App</string>\n</dict>\n</plist>\n"
    let utf16 =
      [0xFF, 0xFE]
      + Array(plist.utf16).flatMap { unit -> [UInt8] in
        [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      }
    let files = [
      try folder.write("Info.plist", plist), try folder.write("Settings", utf16),
      try folder.write("Info.txt", plist), try folder.write("app.json", "{\"a\": \"b\"}\n"),
    ]
    for (path, kind) in zip(files, ["a property list", "a property list", nil, "JSON"]) {
      let result = try Typometer.run(
        ["measure", "Roboto-Regular", "--size", "17", "--strings", path] + Typometer.bundledFonts)
      if let kind {
        #expect(result.status == 2, "\(path)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("typometer: error: \(path): \(kind), not a string file"))
      } else {
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 7)
      }
    }
  }

  /// A layout error names the line of the strings file the text came from.
  @Test func aTextTooLongNamesItsLine() throws {
    let result = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "--strings", "-"] + Typometer.bundledFonts,
      stdin: "short\n" + String(repeating: "a", count: 262_145) + "\n")
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "typometer: error: -:2: the text is 262145 UTF-16 units long, more than the limit of "
        + "262144\n")
  }
}
