import Foundation
import TestSupport
import Testing

@testable import TypometerCLI

@Suite struct BadInputTests {
  @Test(arguments: [
    ["metrics"], ["metrics", "A", "B"], ["metrics", "Roboto-Regular", "--size"],
    ["metrics", "Roboto-Regular", "--size", "big"], ["metrics", "Roboto-Regular", "--size", "-3"],
    ["metrics", "Roboto-Regular", "--size", "nan"],
    ["metrics", "Roboto-Regular", "--size", "0x11"],
    ["measure", "Roboto-Regular", "--size", "0x1p4", "x"], ["metrics", ""],
    ["fonts", "--bogus"], ["fonts", "extra"],
    ["frobnicate"], [], ["fonts", "find"],
    ["measure", "Roboto-Regular", "--size", "12", "--letter-spacing", "-1e300", "x"],
    ["measure", "Roboto-Regular", "--size", "12", "--lang", "../../etc", "x"],
    ["cascade", "Roboto-Regular", "--lang", String(repeating: "a-", count: 50) + "a", "x"],
    ["check", ""], ["check", "Examples/App/typometer.json", "--report", ""],
    ["check", "Examples/App/typometer.json", "--baseline", ""],
    ["check", "Examples/App/typometer.json", "--write-baseline", ""],
    [
      "render", "Roboto-Regular", "--size", "12", "--letter-spacing", "-1e18", "--width", "100",
      "--out", "/tmp/typometer-never-written.png", "Hi there",
    ],
  ])
  func badUsageExitsTwoWithAMessage(_ arguments: [String]) throws {
    let result = try Typometer.run(arguments + Typometer.bundledFonts)
    #expect(result.status == 2)
    #expect(result.stderr.contains("typometer"))
    #expect(result.stdout.isEmpty)
  }

  /// An empty output path is said to be one (it was taken as the working
  /// folder, "an input").
  /// `cascade --strings A B`: B, a string file's name, would be taken as a
  /// text; it is said, with how to give several files.
  @Test func aSecondStringFileAfterOneStringsIsSaid() throws {
    let folder = try TemporaryFolder()
    let ja = try folder.write(
      "values-ja/strings.xml", #"<resources><string name="a">日本</string></resources>"#)
    let result = try Typometer.run([
      "cascade", "Roboto-Regular", "--no-system-fonts", "--fonts", Fixtures.fontsDirectory,
      "--strings", ja, "values-iw/strings.xml",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "'values-iw/strings.xml' reads as a string file, given as a text: give each file its own "
          + "--strings (--strings A --strings B)"), "\(result.stderr)")
    // A text that names no such file (it has a space) is a text.
    let text = try Typometer.run([
      "cascade", "Roboto-Regular", "--no-system-fonts", "--fonts", Fixtures.fontsDirectory,
      "--strings", ja, "see notes.xml",
    ])
    #expect(text.status == 0, "\(text.stderr)")
  }

  /// A folder a hint names is a word a shell reads whole: in double quotes
  /// where it has a space or a character a shell reads.
  @Test func hintsQuoteAFolderAShellWouldSplit() throws {
    #expect(InitCommand.shellWord("app") == "app")
    #expect(InitCommand.shellWord("../my-app_2/src") == "../my-app_2/src")
    #expect(InitCommand.shellWord("app dir") == #""app dir""#)
    #expect(InitCommand.shellWord(#"a"b$c`d\e"#) == #""a\"b\$c\`d\\e""#)
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.url("app dir"), withIntermediateDirectories: true)
    let result = try Typometer.run(["check", folder.url("app dir")])
    #expect(result.status == 2)
    #expect(result.stderr.contains("write one with 'typometer init \""), "\(result.stderr)")
  }

  @Test func anEmptyReportPathIsSaid() throws {
    let result = try Typometer.run(["check", "Examples/App/typometer.json", "--report", ""])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "typometer: error: '' is not a valid value for '--report': expected a folder path"),
      "\(result.stderr)")
  }

  /// Every command with `--format`: an unknown name lists the formats, and
  /// `--json` beside another format is refused; `--json` alone is `--format json`.
  @Test(arguments: [
    (["measure", "Roboto-Regular", "--size", "17", "x"], "text, json or jsonl", "jsonl"),
    (["cascade", "Roboto-Regular", "--text", "x"], "text, json or swift", "swift"),
    (["check", "Examples/App/typometer.json"], "text, json, github or sarif", "sarif"),
    (["validate", "Examples/TypographyKit.json"], "text, json, github or sarif", "github"),
  ])
  func formatOptions(_ command: [String], _ formats: String, _ other: String) throws {
    let unknown = try Typometer.run(command + ["--format", "xml"] + Typometer.bundledFonts)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("'xml'") && unknown.stderr.contains(formats))
    let both = try Typometer.run(command + ["--json", "--format", other] + Typometer.bundledFonts)
    #expect(both.status == 2)
    #expect(both.stderr.contains("'--json' and '--format \(other)' cannot be used together"))
    let json = try Typometer.run(command + ["--json"] + Typometer.bundledFonts)
    #expect(json.stdout.hasPrefix("{") || json.stdout.hasPrefix("["), "\(json.stdout.prefix(80))")
  }

  @Test func missingFontDirectoryIsNamed() throws {
    let result = try Typometer.run(["fonts", "--no-system-fonts", "--fonts", "NoSuchDir"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("NoSuchDir: no such file or directory"))
  }

  @Test func directoryWithoutFontsIsNamed() throws {
    let result = try Typometer.run(["fonts", "--no-system-fonts", "--fonts", "Fonts/LICENSES"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("Fonts/LICENSES: no readable font files"))
  }

  @Test func collectionIndexOutOfRangeIsNamed() throws {
    let result = try Typometer.run([
      "metrics", "Fonts/NotoSansCJK-JPKR-subset.ttc#7", "--no-system-fonts",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("face index 7 does not exist; the file has 2 faces"))
  }

  static let hostileFonts: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.data("fonts-bad")))
    return (names ?? []).filter { !$0.hasSuffix(".md") && $0 != "LICENSE-OTS" }.sorted()
  }()

  /// A hostile font named explicitly: a message naming it and exit 2, or
  /// (where FreeType reads the tables cleanly) its metrics; never a crash.
  @Test(arguments: hostileFonts)
  func hostileFontNamedExplicitly(_ name: String) throws {
    let path = "Tests/Data/fonts-bad/" + name
    let result = try Typometer.run(["metrics", path, "--no-system-fonts", "--json"])
    #expect(result.status == 0 || result.status == 2)
    if result.status == 2 { #expect(result.stderr.contains(path)) }
  }

  @Test func helpIsPrintedForEveryCommand() throws {
    for command in [["fonts"], ["fonts", "find"], ["metrics"]] {
      let result = try Typometer.run(command + ["--help"])
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("USAGE: typometer \(command.joined(separator: " "))"))
    }
    let top = try Typometer.run(["--help"])
    #expect(top.status == 0)
    for name in ["fonts", "metrics"] { #expect(top.stdout.contains("  \(name) ")) }
  }
}
