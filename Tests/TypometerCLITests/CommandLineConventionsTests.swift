import Foundation
import TestSupport
import Testing

@testable import TypometerCLI

/// What users type: options before the command, misspellings, help and version.
@Suite struct CommandLineConventionsTests {
  @Test func catalogOptionsMayComeBeforeTheCommand() throws {
    let after = try Typometer.run(["fonts", "--family", "roboto"] + Typometer.bundledFonts)
    let before = try Typometer.run(Typometer.bundledFonts + ["fonts", "--family", "roboto"])
    #expect(before.status == 0)
    #expect(before.stdout == after.stdout)
    #expect(before.stdout.contains("Roboto-Regular"))
    let find = try Typometer.run(Typometer.bundledFonts + ["fonts", "find", "Inter-Bold"])
    #expect(find.status == 0)
    // scale takes them too (and reads no font).
    let scale = try Typometer.run(Typometer.bundledFonts + ["scale", "--style", "body"])
    #expect(scale.status == 0)
    #expect(scale.stdout.contains("body"))
    // So does init, before or after its name (and reads no font either).
    for (i, arguments) in [
      ["--no-system-fonts", "init"], ["init", "--no-system-fonts", "--system-font", "X"],
    ].enumerated() {
      let folder = try TemporaryFolder()
      let project = folder.path + "/p\(i)"
      try folder.write("p\(i)/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
      let made = try Typometer.run(arguments + Typometer.bundledFonts + [project])
      #expect(made.status == 0, "\(made.stderr)")
      #expect(FileManager.default.fileExists(atPath: project + "/typometer.json"))
    }
  }

  @Test(arguments: [
    (["mesure"], "unknown command 'mesure' (did you mean 'measure'?)"),
    // An option before the command that it does not know: its value is no
    // command either; a word where a subcommand's name goes; an option
    // where a value goes.
    (["--colour", "never", "fonts"], "unknown option '--colour' (did you mean '--color'?)"),
    (["fonts", "fnd", "Inter"], "unexpected argument 'fnd' (did you mean 'fonts find'?)"),
    (["check", "--baseline", "--fonts", "Fonts"], "option '--baseline' needs a value"),
    // A command's option before a misspelt command: the command is named.
    (["--json", "chek", "x"], "unknown command 'chek' (did you mean 'check'?)"),
    (["fonts", "--familly", "x"], "unknown option '--familly' (did you mean '--family'?)"),
    (
      ["measure", "Roboto-Regular", "--size", "9", "--widht", "3", "x"], "(did you mean '--width'?)"
    ),
    (["scale", "--style", "headlin"], "unknown text style 'headlin' (did you mean 'headline'?)"),
    (
      ["measure", "Roboto-Regular", "--style", "body", "--categories", "ax6", "x"], "(did you mean"
    ),
  ])
  func misspellingsGetTheNearestName(arguments: [String], message: String) throws {
    let result = try Typometer.run(arguments + Typometer.bundledFonts)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  /// An argument that is not UTF-8 (a Latin-1 shell's `café`) is refused
  /// with exit 2, naming it with its bad byte, not measured with U+FFFD in
  /// its place; the same text in UTF-8 is measured.
  @Test func anArgumentThatIsNotUTF8IsRefused() throws {
    let measure =
      #"exec "$0" measure Roboto-Regular --no-system-fonts --fonts Fonts --size 17 --json "#
    let latin1 = try Typometer.launch(
      ["-c", measure + #""$(printf 'caf\351 ok')""#, Typometer.executable],
      launcher: "/bin/sh"
    ).wait()
    #expect(latin1.status == 2, "\(latin1.stdout)")
    #expect(latin1.stdout.isEmpty)
    #expect(
      latin1.stderr
        == "typometer: error: argument 9 ('caf\\xE9 ok') is not UTF-8: typometer reads its "
        + "arguments, text and paths alike, as UTF-8\n", "\(latin1.stderr)")
    let utf8 = try Typometer.launch(
      ["-c", measure + #""$(printf 'caf\303\251 ok')""#, Typometer.executable],
      launcher: "/bin/sh"
    ).wait()
    #expect(utf8.status == 0, "\(utf8.stderr)")
    #expect(utf8.stdout.contains(#""text" : "café ok""#), "\(utf8.stdout)")
  }

  /// A value that begins with two dashes but is no option's name is taken
  /// as the value (`--:--`, a time not known yet).
  @Test func aValueMayBeginWithTwoDashes() throws {
    let result = try Typometer.run(
      ["cascade", "Roboto-Regular", "--text", "--:--"] + Typometer.bundledFonts)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("no fallback needed"), "\(result.stdout)")
  }

  @Test func specKeysGetTheNearestName() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("typometer.json", #"{"containres": []}"#)
    let result = try Typometer.run(["check", path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown key 'containres' (did you mean 'containers'?)"))
    // And names in its values: categories, styles, platforms, scalers.
    let app = Fixtures.repositoryRoot + "/Examples/App"
    for (entry, message) in [
      (#""categories": ["lage"]"#, "unknown category 'lage' (did you mean 'large'?)"),
      (#""platform": "andriod""#, "unknown platform 'andriod' (did you mean 'android'?)"),
      (
        #""scaling": {"*": {"scaler": "uifontmetrcs"}}"#,
        "unknown scaler 'uifontmetrcs' (did you mean 'uifontmetrics'?)"
      ),
      (
        #""scaling": {"*": {"scaler": "uifontmetrics", "textStyle": "bodyy"}}"#,
        "unknown text style 'bodyy' (did you mean 'body'?)"
      ),
      (#""opticalSize": "aut""#, "(did you mean 'auto'?)"),
      (#""stress": ["pseudo", "psuedo"]"#, "(did you mean 'pseudo'?)"),
    ] {
      let spec = try folder.write(
        "v.json",
        """
        {"config": "\(app)/TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
         "strings": ["\(app)/en.lproj/Localizable.strings"],
         "containers": [{"keys": ["*"], "style": "body", "width": 320}], \(entry)}
        """)
      let checked = try Typometer.run(["check", spec])
      #expect(checked.status == 2)
      #expect(checked.stderr.contains(message), "\(checked.stderr)")
    }
    let style = try folder.write(
      "s.json",
      """
      {"config": "\(app)/TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["\(app)/en.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "bdy", "width": 320}]}
      """)
    let styled = try Typometer.run(["check", style])
    #expect(styled.status == 2)
    #expect(
      styled.stderr.contains("container style 'bdy' is not in the config (did you mean 'body'?)"))
  }

  @Test func helpAndVersion() throws {
    let help = try Typometer.run(["help", "scale"])
    let own = try Typometer.run(["scale", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout == own.stdout)
    #expect(help.stdout.hasPrefix("USAGE: typometer scale"))
    let top = try Typometer.run(["help"])
    #expect(top.stdout.contains("--version"))
    let versions = try ["--version", "-V", "version"].map { try Typometer.run([$0]).stdout }
    #expect(versions.allSatisfy { $0.hasPrefix("typometer ") && $0 == versions[0] })
    let unknown = try Typometer.run(["help", "mesure"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("did you mean 'measure'?"))
    // `help version` says what it does; options after `help` are passed over.
    let version = try Typometer.run(["help", "version"])
    #expect(version.status == 0 && version.stdout.hasPrefix("USAGE: typometer version"))
    for options in [["--help"], ["--no-system-fonts"], ["--fonts", "x", "scale"]] {
      let helped = try Typometer.run(["help"] + options)
      #expect(helped.status == 0, "\(options): \(helped.stderr)")
    }
    #expect(try Typometer.run(["help", "--fonts", "x", "scale"]).stdout == own.stdout)
  }

  /// `check` with no spec: ./typometer.json, else the nearest parent's.
  @Test func checkFindsTheNearestSpec() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"body": {"font-name": "Roboto-Regular", "point-size": 17}}}"#)
    try folder.write("en.lproj/Localizable.strings", #""a" = "Hello";"#)
    try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "body", "width": 320}]}
      """)
    let here = try Typometer.run(["check"], in: folder.path)
    #expect(here.status == 0, "\(here.stderr)")
    #expect(here.stdout.hasPrefix("typometer.json: 1 string file"))
    let below = try Typometer.run(["check"], in: folder.url("en.lproj"))
    #expect(below.status == 0)
    #expect(below.stdout.contains("1 string file, 1 string, 12 measurements at 12 categories"))
    // Its paths are relative to the working folder, as they are from the spec's.
    #expect(below.stdout.hasPrefix("../typometer.json: 1 string file"), "\(below.stdout)")
    let json = try Typometer.run(["check", "--json"], in: folder.url("en.lproj"))
    #expect(
      json.stdout.contains("\"path\" : \"../en.lproj/Localizable.strings\""), "\(json.stdout)")
    #expect(!json.stdout.contains(folder.path))
    let empty = try TemporaryFolder()
    let none = try Typometer.run(["check"], in: empty.path)
    #expect(none.status == 2)
    #expect(none.stderr.contains("no typometer.json here or in a parent folder"))
    // In a machine format, stdout says so too.
    let github = try Typometer.run(["check", "--format", "github"], in: empty.path)
    #expect(github.status == 2)
    #expect(github.stdout.hasPrefix("::error file=typometer.json,title=typometer parse-error::"))
    let sarif = try Typometer.run(["check", "--format", "sarif"], in: empty.path)
    #expect(sarif.status == 2 && sarif.stdout.contains("no typometer.json here"))
    let unfound = try Typometer.run(["check", "--json"], in: empty.path)
    #expect(unfound.status == 2 && unfound.stdout.contains("no typometer.json here"))
  }
}

/// Colour on a terminal, never when piped or with NO_COLOR, forced by --color.
@Suite struct ColorTests {
  static let measure = [
    "measure", "Roboto-Regular", "--style", "body", "--categories", "xs,ax5", "--width", "120",
    "--max-lines", "2", "Hello world, this is long",
  ]
  static let escape = "\u{1B}["

  @Test func pipedOutputHasNoColour() throws {
    let result = try Typometer.run(Self.measure + Typometer.bundledFonts)
    #expect(result.status == 1)
    #expect(!result.stdout.contains(Self.escape))
  }

  @Test func alwaysColoursVerdictsAndSeverities() throws {
    let result = try Typometer.run(["--color", "always"] + Self.measure + Typometer.bundledFonts)
    #expect(result.stdout.contains("\u{1B}[32mfits\u{1B}[0m"))
    #expect(result.stdout.contains("\u{1B}[1;31mOVERFLOW\u{1B}[0m"))
    let plain = try Typometer.run(Self.measure + Typometer.bundledFonts)
    let stripped = result.stdout.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    #expect(stripped == plain.stdout)
    // NO_COLOR does not override --color always; it does turn auto off.
    let forced = try Typometer.run(
      Self.measure + Typometer.bundledFonts + ["--color=always"], environment: ["NO_COLOR": "1"])
    #expect(forced.stdout.contains(Self.escape))
    let check = try Typometer.run(["check", "Examples/App/typometer.json", "--color", "always"])
    #expect(check.stdout.contains(": \u{1B}[1;31merror\u{1B}[0m: "))
    #expect(check.stdout.contains(": \u{1B}[33mwarning\u{1B}[0m: "))
    // JSON is never coloured.
    let json = try Typometer.run([
      "check", "Examples/App/typometer.json", "--json", "--color", "always",
    ])
    #expect(!json.stdout.contains(Self.escape))
  }

  @Test func neverAndBadValues() throws {
    let never = try Typometer.run(["--color", "never"] + Self.measure + Typometer.bundledFonts)
    #expect(!never.stdout.contains(Self.escape))
    let bad = try Typometer.run(["fonts", "--color", "sometimes"] + Typometer.bundledFonts)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("expected auto, always or never"))
  }

  /// (Tests run piped, so a terminal is only reachable through the rule itself.)
  @Test func autoFollowsTheTerminalAndNoColor() {
    func colors(_ mode: ColorMode, terminal: Bool, noColor: String?) -> Bool {
      mode.colors(outputIsTerminal: terminal, environment: noColor.map { ["NO_COLOR": $0] } ?? [:])
    }
    #expect(colors(.auto, terminal: true, noColor: nil))
    #expect(!colors(.auto, terminal: false, noColor: nil))
    #expect(!colors(.auto, terminal: true, noColor: "1"))
    #expect(colors(.auto, terminal: true, noColor: ""))
    #expect(colors(.always, terminal: false, noColor: "1"))
    #expect(!colors(.never, terminal: true, noColor: nil))
  }
}

/// Text rows whose columns line up, one precision per column.
@Suite struct AlignedOutputTests {
  @Test func measureRowsLineUp() throws {
    let result = try Typometer.run(
      [
        "measure", "Roboto-Regular", "--style", "body", "--width", "120", "--max-lines", "2",
        "Hello world, this is a long sentence",
      ] + Typometer.bundledFonts)
    let rows = result.stdout.split(separator: "\n").map(String.init)
    #expect(rows.count == 12)
    for column in ["pt  advance", "  height ", "  fits", "  OVERFLOW"] {
      let places = Set(
        rows.compactMap { row in
          row.range(of: column).map { row.distance(from: row.startIndex, to: $0.lowerBound) }
        })
      #expect(places.count <= 1, "\(column) at \(places)")
    }
    // Points to two decimals in the advance and height columns.
    let twoDecimals = try Regex(#"advance +\d+\.\d\d +\d+ lines? +height +\d+\.\d\d  "#)
    #expect(rows.allSatisfy { $0.contains(twoDecimals) })
  }
}

/// The progress line of long runs.
@Suite struct ProgressLineTests {
  @Test func countRateAndTimeLeft() {
    #expect(
      ProgressLine.text(done: 0, total: 97_850, noun: "strings", seconds: 0)
        == "typometer: 0/97,850 strings")
    #expect(
      ProgressLine.text(done: 24_000, total: 97_850, noun: "strings", seconds: 1)
        == "typometer: 24,000/97,850 strings (24,000/s, about 4 s left)")
    #expect(
      ProgressLine.text(done: 1_000, total: 200_000, noun: "strings", seconds: 1)
        == "typometer: 1,000/200,000 strings (1,000/s, about 3 min 19 s left)")
    #expect(
      ProgressLine.text(done: 5, total: 5, noun: "strings", seconds: 2)
        == "typometer: 5/5 strings (3/s)")
    // Too soon after the start for a rate: the count alone.
    #expect(
      ProgressLine.text(done: 4_096, total: 13_273, noun: "strings", seconds: 1e-6)
        == "typometer: 4,096/13,273 strings")
  }

  /// A line made when the first slice is done counts its rate from when the
  /// work started.
  @Test func theRateCountsFromTheStart() {
    final class Box: @unchecked Sendable { var written: [String] = [] }
    let box = Box()
    let line = ProgressLine(
      total: 10_000, noun: "strings", write: { box.written.append($0) }, clock: { 11 },
      started: 10)
    line.advance(by: 4_000)
    #expect(box.written.first?.hasSuffix("4,000/10,000 strings (4,000/s, about 2 s left)") == true)
  }

  /// Redrawn at most every 0.2 s (and at the end), then cleared.
  @Test func redrawsSparinglyAndClears() {
    final class Box: @unchecked Sendable {
      var written: [String] = []
      var now = 0.0
    }
    let box = Box()
    let line = ProgressLine(
      total: 100, noun: "strings", write: { box.written.append($0) }, clock: { box.now })
    line.advance(by: 10)  // drawn: the first
    box.now = 0.1
    line.advance(by: 10)  // too soon
    box.now = 0.35
    line.advance(by: 10)  // drawn
    box.now = 0.36
    line.advance(by: 70)  // the end: drawn
    line.finish()
    #expect(box.written.count == 4)
    #expect(box.written[0].hasSuffix("10/100 strings"))
    #expect(box.written[1].contains("30/100 strings"))
    #expect(box.written[2].contains("100/100 strings"))
    #expect(box.written[3] == "\r\u{1B}[K")
  }

  /// Piped standard error gets no progress line.
  @Test func noProgressWhenPiped() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      "many.txt", (0..<3000).map { "String number \($0)" }.joined(separator: "\n"))
    let result = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "--strings", path, "--format", "jsonl"]
        + Typometer.bundledFonts)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
  }
}

/// Every command's help has the same parts.
@Suite struct HelpLayoutTests {
  @Test(arguments: [
    "fonts", "fonts find", "metrics", "scale", "measure", "render", "check", "cascade",
    "boilerplate", "validate", "init",
  ])
  func everyHelpHasUsageOptionsAndExitStatus(command: String) throws {
    let result = try Typometer.run(["help"] + command.split(separator: " ").map(String.init))
    #expect(result.status == 0)
    let help = result.stdout
    #expect(help.hasPrefix("USAGE: typometer \(command)"))
    #expect(help.contains("\nOptions:\n"))
    #expect(help.contains("Exit status:"))
    // Every command reads (or accepts) the catalog options.
    #expect(help.contains("\nFonts:\n  --fonts DIR"))
  }
}
