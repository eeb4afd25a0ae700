import Foundation
import TestSupport
import Testing

@Suite struct AssetCatalogCommandTests {
  static let config = "Tests/Data/assets/TypographyKit.json"
  static let catalog = "Tests/Data/assets/App.xcassets"
  static let broken = "Tests/Data/assets/App.xcassets/Broken.colorset/Contents.json"

  static func findings(_ result: CommandResult) throws -> [[String: Any]] {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return try #require(json["findings"] as? [[String: Any]])
  }

  @Test func validateWithTheCatalogFindsItsColors() throws {
    let result = try Typometer.run(
      ["validate", Self.config, "--asset-catalog", Self.catalog, "--format", "json"]
        + Typometer.bundledFonts)
    #expect(result.status == 0)
    let findings = try Self.findings(result)
    #expect(findings.map { $0["code"] as? String } == ["colorset-invalid"])
    #expect(findings.first?["file"] as? String == Self.broken)
    #expect(findings.first?["line"] as? Int == 10)
    #expect(findings.first?["severity"] as? String == "warning")
  }

  @Test func validateWithoutTheCatalogReportsEveryAssetName() throws {
    let result = try Typometer.run(
      ["validate", Self.config, "--format", "json"] + Typometer.bundledFonts)
    #expect(result.status == 1)
    let codes = try Self.findings(result).map { $0["code"] as? String }
    #expect(codes.count == 10 && codes.allSatisfy { $0 == "color-not-found" })
  }

  @Test func theOptionRepeatsAndGithubAnnotatesTheColorset() throws {
    let result = try Typometer.run(
      [
        "validate", Self.config, "--asset-catalog", "Tests/Data/assets/App.xcassets/Extras",
        "--asset-catalog", Self.catalog, "--format", "github",
      ] + Typometer.bundledFonts)
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "::warning file=\(Self.broken),line=10,title=typometer colorset-invalid::"))
  }

  @Test func aMissingCatalogIsExitTwoNamingIt() throws {
    let result = try Typometer.run(
      ["validate", Self.config, "--asset-catalog", "Tests/Data/assets/Nope.xcassets"]
        + Typometer.bundledFonts)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("Tests/Data/assets/Nope.xcassets: cannot read the asset catalog"))
    #expect(result.stdout.isEmpty)
  }

  @Test func checkUsesTheSpecsCatalogsAndLanguages() throws {
    let result = try Typometer.run(["check", "Tests/Data/assets/typometer.json", "--json"])
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.map { $0["code"] as? String } == ["colorset-invalid"])
    #expect(findings.first?["file"] as? String == Self.broken)
    let files = try #require(json["files"] as? [[String: Any]])
    #expect(files.map { $0["language"] as? String } == ["de"])
  }

  @Test func aBadLanguageInTheSpecIsExitTwoWithTheLine() throws {
    let folder = try TemporaryFolder("spec-language")
    let spec = try folder.write(
      "typometer.json",
      """
      {"config": "c.json",
       "strings": [{"path": "s.txt", "language": "de DE"}],
       "containers": [{"keys": ["*"], "style": "body", "width": 100}]}
      """)
    let result = try Typometer.run(["check", spec])
    #expect(result.status == 2)
    #expect(result.stderr.contains("\(spec):2: 'strings[0].language' must be a BCP 47"))
  }
}
