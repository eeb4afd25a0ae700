import Foundation
import TestSupport
import Testing

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
  }

  @Test(arguments: [
    (["mesure"], "unknown command 'mesure' (did you mean 'measure'?)"),
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

  @Test func specKeysGetTheNearestName() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("typometer.json", #"{"containres": []}"#)
    let result = try Typometer.run(["check", path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown key 'containres' (did you mean 'containers'?)"))
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
    #expect(below.stdout.contains("1 string file, 1 strings"))
    let empty = try TemporaryFolder()
    let none = try Typometer.run(["check"], in: empty.path)
    #expect(none.status == 2)
    #expect(none.stderr.contains("no typometer.json here or in a parent folder"))
  }
}
