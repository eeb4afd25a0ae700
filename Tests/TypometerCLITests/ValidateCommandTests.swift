import Foundation
import TestSupport
import Testing

@Suite struct ValidateCommandTests {
  /// One broken twin in Tests/Data/config and the one finding it must give.
  struct BrokenTwin: Sendable, CustomTestStringConvertible {
    var file: String
    var code: String
    var keyPath: String
    var line: Int
    var suggestion: String?
    var path: String { "Tests/Data/config/" + file }
    var testDescription: String { file }
  }

  static let brokenTwins = [
    BrokenTwin(
      file: "TypographyKit-misspelled-font.json", code: "font-not-found",
      keyPath: "ui-font-text-styles.heading.font-name", line: 30, suggestion: "Inter-Medium"),
    BrokenTwin(
      file: "TypographyKit-extends-cycle.json", code: "extends-cycle",
      keyPath: "ui-font-text-styles.interactive-text.extends", line: 47),
    BrokenTwin(
      file: "TypographyKit-invalid-color.json", code: "color-invalid",
      keyPath: "typography-colors.gold", line: 7),
    BrokenTwin(
      file: "TypographyKit-misspelled-font.plist", code: "font-not-found",
      keyPath: "ui-font-text-styles.example.font-name", line: 73, suggestion: "Inter-Bold"),
  ]

  static func validate(_ arguments: [String]) throws -> CommandResult {
    try Typometer.run(["validate"] + arguments + Typometer.bundledFonts)
  }

  static func jsonObject(_ result: CommandResult) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  static func findings(_ json: [String: Any]) throws -> [[String: Any]] {
    try #require(json["findings"] as? [[String: Any]])
  }

  /// A file in a fresh temporary directory, removed by the caller.
  static func temporaryFile(named name: String, contents: String) throws -> String {
    let directory = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("typometer-validate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(name)
    try Data(contents.utf8).write(to: file)
    return file.path
  }

  static func removeDirectory(of path: String) {
    try? FileManager.default.removeItem(
      at: URL(fileURLWithPath: path).deletingLastPathComponent())
  }

  // MARK: - Clean configs

  @Test(arguments: [
    "Examples/TypographyKit.json", "Examples/TypographyKit.plist",
    "Tests/Data/config/TypographyKit-binary-plist.json",
  ])
  func exampleValidatesCleanly(_ path: String) throws {
    let text = try Self.validate([path])
    #expect(text.status == 0)
    #expect(text.stdout == "1 file: no problems found\n")
    #expect(text.stderr.isEmpty)

    let json = try Self.validate([path, "--format", "json"])
    #expect(json.status == 0)
    let object = try Self.jsonObject(json)
    #expect(object["files"] as? [String] == [path])
    #expect(try Self.findings(object).isEmpty)

    let github = try Self.validate([path, "--format", "github"])
    #expect(github.status == 0)
    #expect(github.stdout.isEmpty)
  }

  /// Separators, C1 controls and bidi controls in a key are escaped as JSON
  /// escapes them, so the document stays JSON.
  @Test func unusualCharactersInAKeyStayValidJSON() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      "odd.json",
      #"{"ui-font-text-styles": {"a\u2028b\u0085c\u202Ed": {"font-name": "Nope", "point-size": 12}}}"#
    )
    let result = try Self.validate([path, "--format", "json"])
    #expect(result.status == 1)
    let object = try Self.jsonObject(result)
    let keyPath = try #require(try Self.findings(object).first?["keyPath"] as? String)
    #expect(keyPath.contains("a\u{2028}b\u{85}c\u{202E}d"))
    #expect(result.stdout.contains(#"a\u2028b\u0085c\u202ed"#))
  }

  @Test func jsonFlagIsFormatJSON() throws {
    let result = try Self.validate(["Examples/TypographyKit.json", "--json"])
    #expect(result.status == 0)
    let object = try Self.jsonObject(result)
    #expect(object["files"] as? [String] == ["Examples/TypographyKit.json"])
    #expect(try Self.findings(object).isEmpty)
  }

  // MARK: - Broken twins, in all three formats

  @Test(arguments: brokenTwins)
  func brokenTwinGivesItsFindingAsJSON(_ twin: BrokenTwin) throws {
    let result = try Self.validate([twin.path, "--format", "json"])
    #expect(result.status == 1)
    let object = try Self.jsonObject(result)
    #expect(object["files"] as? [String] == [twin.path])
    let findings = try Self.findings(object)
    try #require(findings.count == 1)
    let finding = findings[0]
    #expect(finding["severity"] as? String == "error")
    #expect(finding["code"] as? String == twin.code)
    #expect(finding["file"] as? String == twin.path)
    #expect(finding["keyPath"] as? String == twin.keyPath)
    #expect(finding["line"] as? Int == twin.line)
    #expect(finding["suggestion"] as? String == twin.suggestion)
    #expect((finding["message"] as? String)?.isEmpty == false)
  }

  @Test(arguments: brokenTwins)
  func brokenTwinGivesItsFindingAsText(_ twin: BrokenTwin) throws {
    let result = try Self.validate([twin.path])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("\(twin.path):\(twin.line): error[\(twin.code)]: \(twin.keyPath): "))
    if let suggestion = twin.suggestion { #expect(lines[0].contains(suggestion)) }
    #expect(lines[1] == "1 error, 0 warnings in 1 file")
    #expect(lines[2].isEmpty)
  }

  @Test(arguments: brokenTwins)
  func brokenTwinGivesItsFindingAsGitHubAnnotation(_ twin: BrokenTwin) throws {
    let json = try Self.jsonObject(try Self.validate([twin.path, "--json"]))
    let message = try #require(try Self.findings(json).first?["message"] as? String)

    let result = try Self.validate([twin.path, "--format", "github"])
    #expect(result.status == 1)
    let expected =
      "::error file=\(twin.path),line=\(twin.line),title=typometer \(twin.code)::"
      + "\(twin.keyPath): \(message)\n"
    #expect(result.stdout == expected)
  }

  @Test func misspelledFontMessageSaysWhatToUse() throws {
    let result = try Self.validate(["Tests/Data/config/TypographyKit-misspelled-font.json"])
    #expect(result.stdout.contains("Inter-Medum"))
    #expect(result.stdout.contains("Inter-Medium"))
  }

  @Test func severalConfigsAreMergedInOrder() throws {
    let files = [
      "Examples/TypographyKit.json", "Tests/Data/config/TypographyKit-invalid-color.json",
    ]
    let result = try Self.validate(files + ["--json"])
    #expect(result.status == 1)
    let object = try Self.jsonObject(result)
    #expect(object["files"] as? [String] == files)
    let findings = try Self.findings(object)
    let errors = findings.filter { $0["severity"] as? String == "error" }
    #expect(errors.count == 1)
    #expect(errors.first?["code"] as? String == "color-invalid")
    #expect(errors.first?["file"] as? String == files[1])
  }

  // MARK: - Options

  @Test func boldTextChecksTheBoldFace() throws {
    let config = """
      {"ui-font-text-styles": {"body": {"font-name": "Roboto-Regular", "point-size": 17}}}
      """
    let path = try Self.temporaryFile(named: "bold.json", contents: config)
    defer { Self.removeDirectory(of: path) }

    let without = try Self.validate([path])
    #expect(without.status == 0)

    let with = try Self.validate([path, "--bold-text", "--json"])
    #expect(with.status == 1)
    let findings = try Self.findings(try Self.jsonObject(with))
    try #require(findings.count == 1)
    #expect(findings[0]["code"] as? String == "font-not-found")
    #expect(findings[0]["keyPath"] as? String == "ui-font-text-styles.body.font-name")
    #expect((findings[0]["message"] as? String)?.contains("Roboto-Bold") == true)

    // The bundled Inter faces all have their bold faces.
    let example = try Self.validate(["Examples/TypographyKit.json", "--bold-text"])
    #expect(example.status == 0)
  }

  @Test func fontsFromTheEnvironmentCount() throws {
    let result = try Typometer.run(
      ["validate", "Examples/TypographyKit.json", "--no-system-fonts"],
      environment: ["TYPOMETER_FONTS": "Fonts"])
    #expect(result.status == 0)
  }

  // MARK: - Files that cannot be read

  /// Another kind of JSON file given by mistake (an asset catalog's
  /// Contents.json) is not read as a config with unknown keys to remove; a
  /// check spec or a string file is said to be one.
  @Test func aFileThatIsNoConfigExitsTwo() throws {
    let path = try Self.temporaryFile(
      named: "Contents.json",
      contents: #"{"images": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#)
    defer { Self.removeDirectory(of: path) }
    let text = try Self.validate([path])
    #expect(text.status == 2)
    #expect(
      text.stdout.hasPrefix(
        "\(path):1: error[parse-error]: not a TypographyKit config: none of its keys ('images', "
          + "'info') is one it has"), "\(text.stdout)")
    #expect(!text.stdout.contains("remove it"))
    // A check spec, and a string file, say what they are and how to read them.
    let spec = try Self.temporaryFile(
      named: "typometer.json",
      contents: #"{"config": ["TypographyKit.json"], "strings": ["a.strings"], "containers": []}"#)
    defer { Self.removeDirectory(of: spec) }
    let specResult = try Self.validate([spec])
    #expect(specResult.status == 2)
    #expect(
      specResult.stdout.hasPrefix(
        "\(spec):1: error[parse-error]: not a TypographyKit config: this is a check spec; run "
          + "typometer check on it (validate reads the configs it names)"), "\(specResult.stdout)")
    let strings = try Self.temporaryFile(
      named: "AppPlist.strings", contents: #""NSCameraUsageDescription" = "Scan QR codes";"#)
    defer { Self.removeDirectory(of: strings) }
    let stringsResult = try Self.validate([strings])
    #expect(stringsResult.status == 2)
    #expect(
      stringsResult.stdout.hasPrefix(
        "\(strings): error[parse-error]: not a TypographyKit config: this is a string file "
          + "(.strings); check measures it, named in a spec's \"strings\""),
      "\(stringsResult.stdout)")
    // One that cannot be read is said so, whatever its name.
    let missing = try Self.validate([strings + ".gone.strings"])
    #expect(missing.status == 2)
    #expect(!missing.stdout.contains("this is a string file"), "\(missing.stdout)")
  }

  @Test func malformedFileIsAParseErrorAndExitsTwo() throws {
    let path = try Self.temporaryFile(
      named: "broken.json", contents: "{\n  \"ui-font-text-styles\": {\n    \"a\": \n")
    defer { Self.removeDirectory(of: path) }

    let json = try Self.validate([path, "--format", "json"])
    #expect(json.status == 2)
    let findings = try Self.findings(try Self.jsonObject(json))
    try #require(findings.count == 1)
    #expect(findings[0]["code"] as? String == "parse-error")
    #expect(findings[0]["severity"] as? String == "error")
    #expect(findings[0]["file"] as? String == path)
    #expect(findings[0]["line"] as? Int != nil)
    #expect(json.stderr.contains("typometer: error: \(path)"))

    let text = try Self.validate([path])
    #expect(text.status == 2)
    #expect(text.stdout.hasPrefix("\(path):"))
    #expect(text.stdout.contains("error[parse-error]"))

    let github = try Self.validate([path, "--format", "github"])
    #expect(github.status == 2)
    #expect(github.stdout.hasPrefix("::error file=\(path),line="))
    #expect(github.stdout.contains(",title=typometer parse-error::"))
  }

  @Test func missingFileExitsTwoNamingIt() throws {
    let text = try Self.validate(["NoSuchConfig.json"])
    #expect(text.status == 2)
    #expect(text.stdout.hasPrefix("NoSuchConfig.json: error[parse-error]: "))

    let json = try Self.validate(["NoSuchConfig.json", "--json"])
    #expect(json.status == 2)
    let findings = try Self.findings(try Self.jsonObject(json))
    #expect(findings.first?["file"] as? String == "NoSuchConfig.json")
    #expect(findings.first?["code"] as? String == "parse-error")
    #expect(json.stderr.contains("NoSuchConfig.json"))
  }

  @Test func unreadableFileAmongGoodOnesStillExitsTwo() throws {
    let result = try Self.validate([
      "Tests/Data/config/TypographyKit-misspelled-font.json", "Tests/Data/config",
    ])
    #expect(result.status == 2)
    #expect(result.stdout.contains("Tests/Data/config: error[parse-error]: "))
    #expect(result.stdout.contains("error[font-not-found]"))
  }

  // MARK: - Usage

  @Test(arguments: [
    [], ["--format", "xml"], ["Examples/TypographyKit.json", "--format", "xml"],
    ["Examples/TypographyKit.json", "--format"], ["Examples/TypographyKit.json", "--bogus"],
    ["Examples/TypographyKit.json", "--json", "--format", "github"],
  ])
  func badUsageExitsTwo(_ arguments: [String]) throws {
    let result = try Self.validate(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("typometer: error: "))
    #expect(result.stderr.contains("typometer validate --help"))
  }

  @Test func unknownFormatIsNamed() throws {
    let result = try Self.validate(["Examples/TypographyKit.json", "--format", "xml"])
    #expect(result.stderr.contains("'xml'"))
    #expect(result.stderr.contains("text, json, github or sarif"))
  }

  @Test func helpPrintsUsage() throws {
    let result = try Typometer.run(["validate", "--help"])
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix(
        "USAGE: typometer validate CONFIG… [--format text|json|github|sarif] [--bold-text]\n"))
    #expect(result.stdout.contains("--no-system-fonts"))

    let top = try Typometer.run(["--help"])
    #expect(top.stdout.contains("  validate "))
  }
}

/// `duplicate-font`: a font name that faces of two releases in the font
/// folders share, said once at its first style; `fonts find` lists them.
@Suite struct DuplicateFontTests {
  @Test func twoReleasesOfOneNameAreSaidOnceWithTheirFiles() throws {
    let root = try TemporaryFolder()
    for folder in ["app", "old"] {
      try FileManager.default.createDirectory(
        atPath: root.path + "/" + folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: Fixtures.font("Roboto-Regular.ttf"),
        toPath: root.path + "/\(folder)/Roboto-Regular.ttf")
    }
    let app = root.path + "/app/Roboto-Regular.ttf"
    let old = root.path + "/old/Roboto-Regular.ttf"
    try Fixtures.setFontRevision(1.5, of: old)
    let config = root.path + "/TypographyKit.json"
    try Data(
      """
      {"ui-font-text-styles": {
        "body": {"font-name": "Roboto-Regular", "point-size": 17},
        "caption": {"font-name": "Roboto-Regular", "point-size": 12}
      }}
      """.utf8
    ).write(to: URL(fileURLWithPath: config))
    // The folder given first is measured, whatever the paths' order.
    for (first, second, measured, other) in [
      ("old", "app", old, app), ("app", "old", app, old),
    ] {
      let fonts = [
        "--no-system-fonts", "--fonts", root.path + "/" + first, "--fonts",
        root.path + "/" + second,
      ]
      let result = try Typometer.run(["validate", config, "--json"] + fonts)
      #expect(result.status == 0)
      let json = try ValidateCommandTests.jsonObject(result)
      let findings = try ValidateCommandTests.findings(json)
      try #require(findings.count == 1)
      #expect(findings[0]["code"] as? String == "duplicate-font")
      #expect(findings[0]["severity"] as? String == "warning")
      #expect(findings[0]["keyPath"] as? String == "ui-font-text-styles.body.font-name")
      #expect(findings[0]["line"] as? Int == 2)
      let message = try #require(findings[0]["message"] as? String)
      let version = { (path: String) in path == old ? "1.5" : "2.138" }
      #expect(
        message.contains(
          "font 'Roboto-Regular' (and 1 more style) is the PostScript name of faces in 2 files "
            + "of different releases: \(measured) (version \(version(measured))), measured, "
            + "and \(other) (version \(version(other)))"))

      let found = try Typometer.run(["fonts", "find", "Roboto-Regular", "--json"] + fonts)
      #expect(found.status == 0)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any])
      #expect((object["font"] as? [String: Any])?["path"] as? String == measured)
      let duplicates = try #require(object["duplicates"] as? [[String: Any]])
      #expect(duplicates.map { $0["path"] as? String } == [other])
      let text = try Typometer.run(["fonts", "find", "Roboto-Regular"] + fonts)
      #expect(text.stdout.hasPrefix("Roboto-Regular\tRoboto\tRegular\t\(measured)\n"))
      #expect(text.stdout.contains("also the name of a face of another release"))
      #expect(text.stdout.hasSuffix("\t\(other)\n"))
    }
    // In `check`, releases are compared among the spec's own font folders:
    // a folder `--fonts` adds (stand-ins for a device's fonts) is not the
    // app's, so another release there is not said; in the spec it is.
    let strings = root.path + "/en.lproj/Localizable.strings"
    try FileManager.default.createDirectory(
      atPath: root.path + "/en.lproj", withIntermediateDirectories: true)
    try Data("\"a\" = \"Hi\";\n".utf8).write(to: URL(fileURLWithPath: strings))
    func check(specFonts: [String], added: [String]) throws -> String {
      let spec = root.path + "/typometer.json"
      let fonts = specFonts.map { "\"\(root.path)/\($0)\"" }.joined(separator: ", ")
      try Data(
        """
        {"config": ["TypographyKit.json"], "fonts": [\(fonts)], "strings": ["en.lproj/Localizable.strings"],
         "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
        """.utf8
      ).write(to: URL(fileURLWithPath: spec))
      let extra = added.flatMap { ["--fonts", root.path + "/" + $0] }
      return try Typometer.run(["check", spec, "--no-system-fonts"] + extra).stdout
    }
    #expect(!(try check(specFonts: ["app"], added: ["old"])).contains("duplicate-font"))
    #expect(try check(specFonts: ["app", "old"], added: []).contains("[duplicate-font]"))

    // Inter-Bold is both a static face and the variable font's named
    // instance, of one release: not said.
    let plain = try Typometer.run(
      ["fonts", "find", "Inter-Bold", "--json"] + Typometer.bundledFonts)
    #expect(plain.status == 0)
    #expect(!plain.stdout.contains("duplicates"))
  }
}
