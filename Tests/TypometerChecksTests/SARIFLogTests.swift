import Foundation
import Testing
import TypographyConfig

@testable import TypometerChecks

/// The SARIF 2.1.0 log: the structure GitHub code scanning reads, checked
/// field by field on the parsed document.
@Suite struct SARIFLogTests {
  static let root = SourceRoot(path: "/repo", workingDirectory: "/repo/app")
  static let context = OutputContext(root: root, toolVersion: "9.8.7")

  static var findings: [ReportedFinding] {
    [
      ReportedFinding(
        severity: .error, code: .overflow, message: "'title' overflows",
        file: "de.lproj/L,1.strings",
        line: 4, key: "title", language: "de"),
      ReportedFinding(
        severity: .warning, code: .unknownKey, message: "k: unknown",
        file: "/repo/typo graphy.json",
        line: nil, key: "k"),
      ReportedFinding(
        severity: .error, code: .fontNotFound, message: "gone", file: "/elsewhere/a.json", line: 2),
    ]
  }

  static func parse(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func run(_ log: [String: Any]) throws -> [String: Any] {
    let runs = try #require(log["runs"] as? [[String: Any]])
    try #require(runs.count == 1)
    return runs[0]
  }

  @Test func logHasTheSchemaVersionAndOneRunByTypometer() throws {
    let log = try Self.parse(
      SARIFLog(findings: Self.findings, root: Self.root, toolVersion: "9.8.7").json)
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let driver = try #require(
      (try Self.run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "typometer")
    #expect(driver["version"] as? String == "9.8.7")
    let invocations = try #require(try Self.run(log)["invocations"] as? [[String: Any]])
    #expect(invocations.map { $0["executionSuccessful"] as? Bool } == [true])
    let bases = try #require(try Self.run(log)["originalUriBaseIds"] as? [String: [String: String]])
    #expect(bases["%SRCROOT%"]?["uri"] == "file:///repo/")
  }

  @Test func everyCodeIsARuleWithItsDefaultLevelAndHelp() throws {
    let log = try Self.parse(SARIFLog(findings: [], root: Self.root, toolVersion: "1").json)
    let driver = try #require(
      (try Self.run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == FindingCode.allCases.map(\.rawValue))
    for (rule, code) in zip(rules, FindingCode.allCases) {
      let level = (rule["defaultConfiguration"] as? [String: String])?["level"]
      #expect(level == code.defaultSeverity.rawValue, "\(code)")
      #expect((rule["shortDescription"] as? [String: String])?["text"]?.isEmpty == false)
      #expect((rule["help"] as? [String: String])?["text"]?.hasPrefix(code.summary) == true)
    }
    #expect(FindingCode.overflow.defaultSeverity == .error)
    #expect(FindingCode.wordSplit.defaultSeverity == .warning)
    #expect(try Self.run(log)["results"] as? [Any] != nil)
  }

  @Test func resultsPointAtRulesAndRepositoryRelativeFiles() throws {
    let log = try Self.parse(
      SARIFLog(findings: Self.findings, root: Self.root, toolVersion: "1").json)
    let run = try Self.run(log)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let results = try #require(run["results"] as? [[String: Any]])
    try #require(results.count == 3)
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    }
    #expect(results.map { $0["level"] as? String } == ["error", "warning", "error"])
    #expect((results[0]["message"] as? [String: String])?["text"] == "'title' overflows")

    func physical(_ result: [String: Any]) throws -> [String: Any] {
      let locations = try #require(result["locations"] as? [[String: Any]])
      return try #require(locations.first?["physicalLocation"] as? [String: Any])
    }
    let first = try physical(results[0])
    #expect(
      first["artifactLocation"] as? [String: String]
        == ["uri": "app/de.lproj/L%2C1.strings", "uriBaseId": "%SRCROOT%"])
    #expect(first["region"] as? [String: Int] == ["startLine": 4])
    let second = try physical(results[1])
    #expect(
      second["artifactLocation"] as? [String: String]
        == ["uri": "typo%20graphy.json", "uriBaseId": "%SRCROOT%"])
    #expect(second["region"] == nil)
    // Outside the repository: an absolute file URI, no base.
    #expect(
      try physical(results[2])["artifactLocation"] as? [String: String]
        == ["uri": "file:///elsewhere/a.json"])
    #expect(results[0]["baselineState"] == nil)
    #expect(results[0]["properties"] as? [String: String] == ["key": "title", "language": "de"])
  }

  @Test func fingerprintsIgnoreLinesAndWordsButNotLanguage() throws {
    var moved = Self.findings[0]
    moved.line = 40
    moved.message = "'title' overflows at a larger size"
    var french = Self.findings[0]
    french.language = "fr"
    // Two plural forms (or two items of an Android array) of one key.
    var one = Self.findings[0]
    one.variant = "plural.one"
    var other = Self.findings[0]
    other.variant = "plural.other"
    let log = try Self.parse(
      SARIFLog(
        findings: [Self.findings[0], moved, french, one, other], root: Self.root,
        toolVersion: "1"
      ).json)
    let prints = try #require(try Self.run(log)["results"] as? [[String: Any]]).map {
      ($0["partialFingerprints"] as? [String: String])?[SARIFLog.fingerprintKey]
    }
    #expect(prints[0] != nil && prints[0]?.count == 16)
    #expect(prints[0] == prints[1])
    #expect(prints[0] != prints[2])
    #expect(Set(prints).count == 4)
    // A known value: the same on every machine, in every release.
    #expect(
      FindingIdentity(file: "a", key: "k", code: .overflow, language: nil).fingerprint
        == "69d505f5456a5335")  // FNV-1a 64, as Python computes it
    #expect(
      FindingIdentity(file: "a", key: "k", code: .overflow, language: nil, variant: "3")
        .fingerprint == "39775faa0bb19df6")  // the variant as a fifth part
    #expect(
      FindingIdentity(file: "a", key: "k", code: .overflow, language: nil, stress: "pseudo")
        .fingerprint == "f86baee21464f942")  // "stress=pseudo" as the last part
  }

  @Test func baselineStatesAndAFailedRun() throws {
    var old = Self.findings[0]
    old.baselined = true
    var new = Self.findings[1]
    new.baselined = false
    let log = try Self.parse(
      SARIFLog(
        findings: [old, new], root: Self.root, toolVersion: "1", executionSuccessful: false
      ).json)
    let results = try #require(try Self.run(log)["results"] as? [[String: Any]])
    #expect(results.map { $0["baselineState"] as? String } == ["unchanged", "new"])
    let invocations = try #require(try Self.run(log)["invocations"] as? [[String: Any]])
    #expect(invocations.map { $0["executionSuccessful"] as? Bool } == [false])
  }

  @Test func theSameFindingsGiveTheSameBytesWithKeysSorted() {
    let log = SARIFLog(findings: Self.findings, root: Self.root, toolVersion: "1").json
    #expect(log == SARIFLog(findings: Self.findings, root: Self.root, toolVersion: "1").json)
    #expect(log.hasPrefix("{\n  \"$schema\" : "))
    #expect(log.hasSuffix("}\n"))
  }

  @Test func aJobThatCannotBeDoneIsALogWithOneErrorOrAnAnnotation() throws {
    let failure = try #require(
      Self.context.failure(
        "/repo/app/t.json:3: not valid JSON", file: "t.json", line: 3, as: .sarif))
    let run = try Self.run(try Self.parse(failure))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results.first?["ruleId"] as? String == "parse-error")
    #expect(results.first?["level"] as? String == "error")
    #expect(
      Self.context.failure("t.json: gone", file: "t.json", line: nil, as: .github)
        == "::error file=app/t.json,title=typometer parse-error::t.json: gone\n")
    #expect(Self.context.failure("x", file: "t.json", line: nil, as: .text) == nil)
    #expect(Self.context.failure("x", file: "t.json", line: nil, as: .json) == nil)
  }

  /// The log written by `JSONWriter` is what `JSONEncoder` wrote for the
  /// same document: findings with and without lines, keys and languages,
  /// baselined or not, inside and outside the root, characters JSON escapes,
  /// and no findings at all.
  @Test func writtenAsJSONEncoderWritesIt() {
    var findings = Self.findings
    findings.append(
      ReportedFinding(
        severity: .warning, code: .uncovered, message: "\"q\" \\ a/b \u{1}\u{2028} 日本 👍🏽",
        file: "/repo/x/../ü.strings", line: 0, key: nil, language: "ja", baselined: true))
    findings.append(
      ReportedFinding(
        severity: .error, code: .wordSplit, message: "m", file: "rel/a:b.json", line: 12,
        key: "k", language: nil, baselined: false))
    for (list, successful) in [(findings, true), ([], false), (Array(findings.prefix(1)), true)] {
      let log = SARIFLog(
        findings: list, root: Self.root, toolVersion: "1.2.3", executionSuccessful: successful)
      #expect(log.json == JSON.encode(log.document) + "\n")
    }
  }

  @Test func uriEncodingKeepsOnlyUnreservedBytes() {
    #expect(SARIFLog.uriEncoded("a b/ü,#%.json") == "a%20b/%C3%BC%2C%23%25.json")
    #expect(SARIFLog.fileURI("x/../y.json", root: Self.root) == "file:///repo/app/y.json")
  }
}
