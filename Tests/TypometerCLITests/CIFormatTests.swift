import Foundation
import TestSupport
import Testing

/// `--format sarif`, the GitHub annotations of both commands, and the
/// baseline workflow, on the built binary.
@Suite struct CIFormatTests {
  static let spec = "Examples/App/typometer.json"

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func results(_ sarif: String) throws -> [[String: Any]] {
    let log = try object(sarif)
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    try #require(runs.count == 1)
    return try #require(runs[0]["results"] as? [[String: Any]])
  }

  static func uri(_ result: [String: Any]) -> [String: String]? {
    let locations = result["locations"] as? [[String: Any]]
    let physical = locations?.first?["physicalLocation"] as? [String: Any]
    return physical?["artifactLocation"] as? [String: String]
  }

  /// In a project no repository holds, the paths are the working
  /// folder's: a spec in `ci/` naming `../App/…`, checked from the
  /// project's folder, shows `App/…`.
  @Test func pathsOutsideARepositoryAreTheWorkingFolders() throws {
    let folder = try TemporaryFolder("no-repository")
    try folder.write(
      "App/en.lproj/Main.strings", #""a" = "A string far too long for its box";"# + "\n")
    try folder.write(
      "ci/t.json",
      """
      {"fonts": ["\(Fixtures.fontsDirectory)"], "systemFonts": false, "systemFont": "Inter",
       "categories": ["large"], "strings": ["../App/en.lproj/Main.strings"],
       "containers": [{"keys": ["*"], "style": "body", "width": 40, "maxLines": 1}]}
      """)
    let run = try Typometer.run(["check", "ci/t.json", "--format", "github"], in: folder.path)
    #expect(run.stdout.contains("file=App/en.lproj/Main.strings,"), "\(run.stdout)")
  }

  @Test func checkWritesSARIFWithTheFindingsOfJSON() throws {
    let sarif = try Typometer.run(["check", Self.spec, "--format", "sarif"])
    #expect(sarif.status == 1)
    let results = try Self.results(sarif.stdout)
    let json = try Self.object(try Typometer.run(["check", Self.spec, "--json"]).stdout)
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(results.count == findings.count)
    #expect(results.map { $0["ruleId"] as? String } == findings.map { $0["code"] as? String })
    #expect(results.map { $0["level"] as? String } == findings.map { $0["severity"] as? String })
    #expect(
      results.contains {
        Self.uri($0)
          == ["uri": "Examples/App/ja.lproj/Localizable.strings", "uriBaseId": "%SRCROOT%"]
      })
    #expect(results.allSatisfy { $0["baselineState"] == nil })
  }

  @Test func validateWritesSARIFAndAnnotationsLikeCheck() throws {
    let config = "Tests/Data/config/TypographyKit-misspelled-font.json"
    let sarif = try Typometer.run(
      ["validate", config, "--format", "sarif"] + Typometer.bundledFonts)
    #expect(sarif.status == 1)
    let results = try Self.results(sarif.stdout)
    let font = try #require(results.first { $0["ruleId"] as? String == "font-not-found" })
    #expect(Self.uri(font) == ["uri": config, "uriBaseId": "%SRCROOT%"])
    let github = try Typometer.run(
      ["validate", config, "--format", "github"] + Typometer.bundledFonts)
    #expect(github.stdout.contains("::error file=\(config),line="))
    #expect(github.stdout.contains(",title=typometer font-not-found::"))
    // check annotates the same config finding the same way, key path first.
    let folder = try TemporaryFolder()
    try folder.write("en.lproj/Localizable.strings", #""a" = "Hello";"#)
    let spec = try folder.write(
      "typometer.json",
      """
      {"config": "\(Fixtures.repositoryRoot)/\(config)", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "paragraph", "width": 320}]}
      """)
    let line = try #require(
      github.stdout.split(separator: "\n").first { $0.contains("font-not-found::") })
    let message = try #require(line.range(of: "::", options: .backwards)).upperBound
    #expect(line[message...].hasPrefix("ui-font-text-styles."))
    for format in ["github", "text"] {
      let checked = try Typometer.run(["check", spec, "--format", format])
      #expect(checked.stdout.contains(String(line[message...])), "\(format): \(checked.stdout)")
    }
  }

  /// A line break in a string key or a config key cannot start a line of
  /// its own in text output (where CI reads `::` workflow commands too).
  @Test func textOutputKeepsEachFindingOnOneLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "en.lproj/Localizable.strings", #""a\n::error file=evil.txt::pwned" = "Hello";"# + "\n")
    let config = try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"body": {"font-name": "Roboto-Regular", "point-size": 17}, "#
        + #""x\n::error file=evil.txt::pwned": {"font-name": "Nope", "point-size": 12}}}"#)
    let spec = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings"],
       "containers": [{"keys": ["zzz"], "style": "body", "width": 320}]}
      """)
    let check = try Typometer.run(["check", spec])
    let validate = try Typometer.run(["validate", config] + Typometer.bundledFonts)
    for result in [check, validate] {
      #expect(result.stdout.contains("pwned"), "\(result.stdout)")
      #expect(!result.stdout.split(separator: "\n").contains { $0.hasPrefix("::") })
    }
  }

  @Test func anUnreadableSpecIsStillASARIFLogOrAnAnnotation() throws {
    let sarif = try Typometer.run(["check", "NoSuchSpec.json", "--format", "sarif"])
    #expect(sarif.status == 2)
    #expect(sarif.stderr.contains("NoSuchSpec.json"))
    let results = try Self.results(sarif.stdout)
    #expect(results.count == 1)
    #expect(results.first?["level"] as? String == "error")
    #expect(Self.uri(results[0]) == ["uri": "NoSuchSpec.json", "uriBaseId": "%SRCROOT%"])
    let github = try Typometer.run(["check", "NoSuchSpec.json", "--format", "github"])
    #expect(github.status == 2)
    #expect(github.stdout.hasPrefix("::error file=NoSuchSpec.json,title=typometer parse-error::"))
    let text = try Typometer.run(["check", "NoSuchSpec.json"])
    #expect(text.status == 2 && text.stdout.isEmpty)
  }

  /// String files that cannot be read: each an annotation at its place,
  /// whose message is the problem alone (standard error says the place
  /// too); the JSON document has every summary key of the contract.
  @Test func unreadableStringFilesAreAnnotatedAtTheirPlace() throws {
    let folder = try TemporaryFolder("broken-strings")
    try folder.write("en.lproj/Localizable.strings", "\"a\" = \"b\"\n\"c\" = \"d\";\n")
    try folder.write("de.lproj/Localizable.strings", "\"a\" = \"b;\n")
    let spec = try folder.write(
      "typometer.json",
      #"{"config": [], "fonts": [], "systemFonts": false, "strings": ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings"], "containers": [{"keys": ["*"], "style": "body", "width": 300}]}"#
    )
    let github = try Typometer.run(["check", spec, "--format", "github"])
    #expect(github.status == 2)
    let lines = github.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.hasPrefix("::error file=") && !$0.contains("parse-error::/") })
    #expect(github.stderr.contains("en.lproj/Localizable.strings:1: "))
    let json = try Typometer.run(["check", spec, "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let summary = try #require(document["summary"] as? [String: Int])
    #expect(
      Set(summary.keys) == [
        "files", "strings", "measurements", "overflows", "uncovered", "errors", "warnings",
      ])
    #expect(summary["errors"] == 2 && summary["measurements"] == 0)
  }

  @Test func anUnreadableConfigUnderSARIFIsALogWithExitTwo() throws {
    let folder = try TemporaryFolder("sarif-config")
    let config = try folder.write("broken.json", "{\"ui-font-text-styles\": ")
    let result = try Typometer.run(["validate", config, "--format", "sarif"])
    #expect(result.status == 2)
    let results = try Self.results(result.stdout)
    #expect(results.map { $0["ruleId"] as? String } == ["parse-error"])
    // Outside the repository the file is named by an absolute URI.
    #expect(Self.uri(results[0]) == ["uri": "file://" + config])
  }

  @Test func aWrittenBaselineKeepsTheSameFindingsFromFailing() throws {
    let folder = try TemporaryFolder("baseline")
    let path = folder.url("baseline.json")
    let write = try Typometer.run(["check", Self.spec, "--write-baseline", path])
    #expect(write.status == 0)
    #expect(write.stderr.contains("wrote "))
    let baseline = try Self.object(try String(contentsOfFile: path, encoding: .utf8))
    #expect(baseline["version"] as? Int == 1)
    let entries = try #require(baseline["findings"] as? [[String: Any]])
    #expect(!entries.isEmpty)
    #expect(entries.allSatisfy { ($0["file"] as? String)?.hasPrefix("Examples/App/") == true })
    #expect(entries.allSatisfy { $0["line"] == nil && $0["message"] is String })

    let json = try Typometer.run(["check", Self.spec, "--json", "--baseline", path])
    #expect(json.status == 0)
    let report = try Self.object(json.stdout)
    let findings = try #require(report["findings"] as? [[String: Any]])
    #expect(findings.allSatisfy { $0["baselined"] as? Bool == true })
    let summary = try #require(report["summary"] as? [String: Any])
    #expect(summary["baselined"] as? Int == findings.count)
    #expect(summary["fixed"] as? Int == 0)

    let text = try Typometer.run(["check", Self.spec, "--baseline", path])
    #expect(text.status == 0)
    #expect(!text.stdout.contains("[overflow]"))
    #expect(
      text.stdout.contains("; \(findings.count) baselined, 0 fixed; new: 0 errors, 0 warnings\n"))
    let verbose = try Typometer.run(["check", Self.spec, "--baseline", path, "--verbose"])
    #expect(verbose.stdout.contains("[overflow] (de) [baselined]"))

    let sarif = try Typometer.run(["check", Self.spec, "--format", "sarif", "--baseline", path])
    #expect(sarif.status == 0)
    #expect(
      try Self.results(sarif.stdout).allSatisfy { $0["baselineState"] as? String == "unchanged" })
    let github = try Typometer.run(["check", Self.spec, "--format", "github", "--baseline", path])
    #expect(github.status == 0 && github.stdout.isEmpty)
  }

  /// Paths are relative to the repository holding the spec wherever the
  /// check runs from: a baseline written in the repository accepts the same
  /// findings when the check runs from a folder outside it (a CI step's), and
  /// annotations show the same paths.
  @Test func pathsAreTheSpecsRepositorysFromAnyFolder() throws {
    let folder = try TemporaryFolder("elsewhere")
    let app = Fixtures.repositoryRoot + "/Examples/App/"
    for file in [
      "TypographyKit.json", "en.lproj/Localizable.strings", "de.lproj/Localizable.strings",
    ] {
      try folder.copy(app + file, to: "repo/App/" + file)
    }
    try folder.write("repo/.git/HEAD", "ref: refs/heads/main\n")
    try folder.write(
      "repo/typometer.json",
      """
      {"config": ["App/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "categories": ["large", "ax5"],
       "strings": ["App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "title", "width": 120, "maxLines": 1}]}
      """)
    let inside = try Typometer.run(
      ["check", "typometer.json", "--write-baseline", "baseline.json"], in: folder.url("repo"))
    #expect(inside.status == 0, "\(inside.stderr)")
    let outside = try Typometer.run(
      ["check", "repo/typometer.json", "--baseline", "repo/baseline.json"], in: folder.path)
    #expect(outside.status == 0, "\(outside.stdout)\(outside.stderr)")
    #expect(outside.stdout.contains(", 0 fixed; new: 0 errors, 0 warnings"), "\(outside.stdout)")
    let annotations = try Typometer.run(
      ["check", "repo/typometer.json", "--format", "github"], in: folder.path)
    #expect(annotations.status == 1)
    let files = annotations.stdout.split(separator: "\n").compactMap { line in
      line.split(separator: ",").first {
        $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=")
      }
    }
    #expect(!files.isEmpty)
    #expect(
      files.allSatisfy {
        $0.hasSuffix("file=App/de.lproj/Localizable.strings")
          || $0.hasSuffix("file=App/en.lproj/Localizable.strings")
      }, "\(files)")
  }

  @Test func aFindingMissingFromTheBaselineFailsAndAGoneOneIsFixed() throws {
    let folder = try TemporaryFolder("baseline-new")
    let path = try folder.write(
      "baseline.json",
      """
      {"version": 1, "findings": [
        {"file": "Examples/App/ja.lproj/Localizable.strings", "key": "gone", "code": "overflow", "language": "ja"}
      ]}
      """)
    let result = try Typometer.run(["check", Self.spec, "--format", "sarif", "--baseline", path])
    #expect(result.status == 1)
    let results = try Self.results(result.stdout)
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { $0["baselineState"] as? String == "new" })
    let text = try Typometer.run(["check", Self.spec, "--baseline", path])
    #expect(text.status == 1)
    // The new errors, which fail the run, are counted apart from the baselined.
    #expect(text.stdout.contains("; 0 baselined, 1 fixed; new: "))
    #expect(!text.stdout.contains("new: 0 errors"))
    // Its file is one the check reads: no word of another project.
    #expect(!text.stderr.contains("another project's"), "\(text.stderr)")
    // Which findings are gone: named with --verbose and in JSON.
    let verbose = try Typometer.run(["check", Self.spec, "--baseline", path, "--verbose"])
    #expect(
      verbose.stdout.contains(
        "Examples/App/ja.lproj/Localizable.strings: 'gone' [overflow] (ja) fixed: in the "
          + "baseline, not found\n"), "\(verbose.stdout)")
    #expect(!text.stdout.contains("fixed: in the baseline"))
    let json = try Typometer.run(["check", Self.spec, "--baseline", path, "--format", "json"])
    let gone = try #require(try Self.object(json.stdout)["fixedEntries"] as? [[String: String]])
    #expect(
      gone == [
        [
          "file": "Examples/App/ja.lproj/Localizable.strings", "key": "gone", "code": "overflow",
          "language": "ja",
        ]
      ])
    // A baseline none of whose files the check reads is likely another
    // project's: said on standard error (every finding being new).
    let other = try folder.write(
      "other.json",
      """
      {"version": 1, "findings": [
        {"file": "Other/app/src/main/res/values/strings.xml", "key": "k", "code": "overflow"},
        {"file": "Other/de.lproj/Localizable.strings", "key": "k", "code": "overflow", "language": "de"}
      ]}
      """)
    let foreign = try Typometer.run(["check", Self.spec, "--baseline", other])
    #expect(foreign.status == 1)
    #expect(
      foreign.stderr.contains(
        "none of the 2 findings in \(other) is in a file this check reads; is it another "
          + "project's, or written from another folder?"), "\(foreign.stderr)")
  }

  /// A baseline written before entries recorded stress modes stands for
  /// the plain check's findings: the stress findings it listed are new, and
  /// standard error says to write it again. Written again, they are
  /// baselined apart from the plain check's.
  @Test func aBaselineWithoutStressModesSaysToWriteItAgain() throws {
    let folder = try TemporaryFolder("baseline-stress")
    let app = Fixtures.repositoryRoot + "/Examples/App"
    let spec = try folder.write(
      "typometer.json",
      """
      {"config": ["\(app)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "systemFonts": false, "categories": ["large"], "stress": ["pseudo"],
       "strings": ["\(app)/en.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "title", "width": 343, "maxLines": 1}]}
      """)
    let path = folder.url("baseline.json")
    let write = try Typometer.run(["check", spec, "--write-baseline", path])
    #expect(write.status == 0, "\(write.stderr)")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains(#""stress" : "pseudo""#))
    let again = try Typometer.run(["check", spec, "--baseline", path])
    #expect(again.status == 0)
    #expect(!again.stderr.contains("written before"), "\(again.stderr)")
    // As a baseline was written before: no stress field.
    var document = try Self.object(written)
    let entries = try #require(document["findings"] as? [[String: Any]])
    document["findings"] = entries.map { $0.filter { $0.key != "stress" } }
    let old = try JSONSerialization.data(withJSONObject: document)
    let oldPath = try folder.write("old.json", String(decoding: old, as: UTF8.self))
    let stale = try Typometer.run(["check", spec, "--baseline", oldPath])
    #expect(
      stale.stderr.contains("was written before a baseline told a stress mode's findings"),
      "\(stale.stderr)")
    #expect(stale.stderr.contains("run --write-baseline again"))
  }

  @Test func aMalformedBaselineIsExitTwoNamingFileAndLine() throws {
    let folder = try TemporaryFolder("baseline-bad")
    let path = try folder.write("baseline.json", "{\"version\": 1,\n\"findings\": [\n7]}")
    let result = try Typometer.run(["check", Self.spec, "--baseline", path])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("\(path):3: cannot use the baseline: findings[0] must be an object"))
    #expect(result.stdout.isEmpty)
    let sarif = try Typometer.run(["check", Self.spec, "--baseline", path, "--format", "sarif"])
    #expect(sarif.status == 2)
    #expect(try Self.results(sarif.stdout).count == 1)
  }

  /// A baseline edited by hand whose paths start with `./` (or hold `//`)
  /// matches as written without.
  @Test func aBaselinesPathsAreTakenByName() throws {
    let folder = try TemporaryFolder("baseline-dot")
    let path = folder.url("baseline.json")
    let write = try Typometer.run(["check", Self.spec, "--write-baseline", path])
    #expect(write.status == 0)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("\"file\" : \"Examples/App/"), "\(text.prefix(400))")
    let edited = text.replacingOccurrences(
      of: "\"file\" : \"Examples/App/", with: "\"file\" : \"./Examples//App/")
    try folder.write("edited.json", edited)
    let result = try Typometer.run(["check", Self.spec, "--baseline", folder.url("edited.json")])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains(" 0 fixed; new: 0 errors, 0 warnings"), "\(result.stdout)")
  }

  /// A baseline written inside the report folder would stop the next run
  /// (the folder, replaced whole, would hold a file not its own): refused
  /// before any work; beside it, it is written.
  @Test func aBaselineIsNotWrittenInsideTheReportFolder() throws {
    let folder = try TemporaryFolder("baseline-report")
    for path in ["out/baseline.json", "out/../out/x/b.json"] {
      let inside = try Typometer.run(
        ["check", Self.spec, "--report", folder.url("out"), "--write-baseline", folder.url(path)])
      #expect(inside.status == 2)
      #expect(
        inside.stderr.contains("is inside the --report folder, which each run replaces whole"),
        "\(inside.stderr)")
    }
    #expect(try folder.names().isEmpty)
    let beside = try Typometer.run(
      [
        "check", Self.spec, "--report", folder.url("out"), "--write-baseline",
        folder.url("out-baseline.json"),
      ])
    #expect(beside.status == 0, "\(beside.stderr)")
    #expect(try folder.names() == ["out", "out-baseline.json"])
    // Through a link to the folder: refused when the baseline is written.
    try folder.symlink("link", to: folder.url("out"))
    let linked = try Typometer.run(
      [
        "check", Self.spec, "--report", folder.url("out"), "--write-baseline",
        folder.url("link/b.json"),
      ])
    #expect(linked.status == 2)
    #expect(linked.stderr.contains("the --report folder"), "\(linked.stderr)")
    #expect(try folder.names("out").contains("b.json") == false)
  }

  @Test func aBaselineIsNeverWrittenOverAnInput() throws {
    let folder = try TemporaryFolder("baseline-input")
    let before = try String(
      contentsOfFile: Fixtures.repositoryRoot + "/" + Self.spec, encoding: .utf8)
    let result = try Typometer.run(["check", Self.spec, "--write-baseline", Self.spec])
    #expect(result.status == 2)
    #expect(result.stderr.contains("cannot write the baseline"))
    #expect(
      try String(contentsOfFile: Fixtures.repositoryRoot + "/" + Self.spec, encoding: .utf8)
        == before)
    let same = try folder.write("b.json", "{\"version\": 1, \"findings\": []}")
    let overRead = try Typometer.run([
      "check", Self.spec, "--baseline", same, "--write-baseline", same,
    ])
    #expect(overRead.status == 2)
    #expect(
      try String(contentsOfFile: same, encoding: .utf8) == "{\"version\": 1, \"findings\": []}")
  }

  @Test func validateTakesABaselineToo() throws {
    let folder = try TemporaryFolder("validate-baseline")
    let path = folder.url("baseline.json")
    let config = "Tests/Data/config/TypographyKit-misspelled-font.json"
    let plain = try Typometer.run(["validate", config] + Typometer.bundledFonts)
    #expect(plain.status == 1)
    let write = try Typometer.run(
      ["validate", config, "--write-baseline", path] + Typometer.bundledFonts)
    #expect(write.status == 0)
    let entries = try #require(
      try Self.object(try String(contentsOfFile: path, encoding: .utf8))["findings"]
        as? [[String: Any]])
    #expect(
      entries.contains {
        $0["file"] as? String == config && $0["code"] as? String == "font-not-found"
          && $0["key"] as? String == "ui-font-text-styles.heading.font-name"
      })

    let json = try Typometer.run(
      ["validate", config, "--json", "--baseline", path] + Typometer.bundledFonts)
    #expect(json.status == 0)
    let report = try Self.object(json.stdout)
    let findings = try #require(report["findings"] as? [[String: Any]])
    #expect(!findings.isEmpty && findings.allSatisfy { $0["baselined"] as? Bool == true })
    let summary = try #require(report["summary"] as? [String: Int])
    #expect(summary["baselined"] == findings.count && summary["fixed"] == 0)

    let text = try Typometer.run(
      ["validate", config, "--baseline", path] + Typometer.bundledFonts)
    #expect(text.status == 0)
    #expect(!text.stdout.contains("font-not-found"))
    #expect(
      text.stdout.hasSuffix("; \(findings.count) baselined, 0 fixed; new: 0 errors, 0 warnings\n"))
    let verbose = try Typometer.run(
      ["validate", config, "--baseline", path, "--verbose"] + Typometer.bundledFonts)
    #expect(verbose.stdout.contains("[baselined]\n"))
    let github = try Typometer.run(
      ["validate", config, "--format", "github", "--baseline", path] + Typometer.bundledFonts)
    #expect(github.status == 0 && github.stdout.isEmpty)

    // Another config's findings are new against it.
    let other = try Typometer.run(
      [
        "validate", "Tests/Data/config/TypographyKit-extends-cycle.json", "--format", "sarif",
        "--baseline", path,
      ] + Typometer.bundledFonts)
    #expect(other.status == 1)
    #expect(try Self.results(other.stdout).allSatisfy { $0["baselineState"] as? String == "new" })
  }

  @Test func helpNamesTheCIOptions() throws {
    let check = try Typometer.run(["check", "--help"])
    for word in ["sarif", "--baseline FILE", "--write-baseline FILE", "title=typometer"] {
      #expect(check.stdout.contains(word), "\(word)")
    }
    let validate = try Typometer.run(["validate", "--help"])
    for word in ["sarif", "--baseline FILE", "--write-baseline FILE", "title=typometer"] {
      #expect(validate.stdout.contains(word), "\(word)")
    }
  }
}
