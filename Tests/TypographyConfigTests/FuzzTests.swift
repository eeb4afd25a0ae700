import Foundation
import TestSupport
import Testing
import TypometerChecks

@testable import TypographyConfig

/// Feeds a few thousand mutated configs through the validator and the three
/// renderers: truncations, swapped value types, byte flips, inserted
/// fragments and random bytes. Only findings may come out, never a crash.
@Suite struct FuzzTests {
  static var replacements: [Any] {
    [
      "x", "", "#GG0000", "rgb(1, 2, 3)", "dark", "lightest nowhere", "System-Bold", "Inter-Bolt",
      "heading", "paragraph", "UPPER", 0, -1, 1e300, Double.infinity, 3.5, true, false, NSNull(),
      [Any](), ["extends": "heading"], ["light": 1], [["a"]],
    ]
  }
  static let fragments = [
    "{", "}", "[", "]", "\"", ",", ":", "\\u", "1e999", "NaN", "<dict>", "</key>", "&amp",
    "<![CDATA[",
    "\u{0}", "\u{FEFF}", "é", "😀", "\"extends\": \"heading\",",
    "<key>extends</key><string>heading</string>",
  ]

  struct Seeds {
    var json: [UInt8]
    var plist: [UInt8]
    var binary: [UInt8]
    var object: Any
  }

  func seeds() throws -> Seeds {
    let json = try [UInt8](Data(contentsOf: URL(fileURLWithPath: example("TypographyKit.json"))))
    let plist = try [UInt8](Data(contentsOf: URL(fileURLWithPath: example("TypographyKit.plist"))))
    let binary = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: configData("TypographyKit-binary-plist.json"))))
    let object = try JSONSerialization.jsonObject(with: Data(json))
    return Seeds(json: json, plist: plist, binary: binary, object: object)
  }

  /// Replaces one randomly chosen value in the tree with a value of another type.
  func swapType(_ value: Any, random: inout SplitMix64, depth: Int = 0) -> Any {
    if var dictionary = value as? [String: Any], !dictionary.isEmpty, depth < 6,
      Int.random(in: 0..<4, using: &random) != 0
    {
      let key = dictionary.keys.sorted()[Int.random(in: 0..<dictionary.count, using: &random)]
      dictionary[key] = swapType(dictionary[key]!, random: &random, depth: depth + 1)
      return dictionary
    }
    return Self.replacements[Int.random(in: 0..<Self.replacements.count, using: &random)]
  }

  func mutate(_ seeds: Seeds, round: Int, random: inout SplitMix64) -> [UInt8] {
    let base: [UInt8] = [seeds.json, seeds.plist, seeds.binary][round % 3]
    switch Int.random(in: 0..<6, using: &random) {
    case 0:  // truncation
      return Array(base.prefix(Int.random(in: 0...base.count, using: &random)))
    case 1:  // byte flips
      var bytes = base
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(
          in: 0...255, using: &random)
      }
      return bytes
    case 2:  // inserted fragment
      var bytes = base
      let fragment = Self.fragments[Int.random(in: 0..<Self.fragments.count, using: &random)]
      bytes.insert(
        contentsOf: Array(fragment.utf8), at: Int.random(in: 0...bytes.count, using: &random))
      return bytes
    case 3, 4:  // swapped types, written as JSON or as a binary plist
      var object = seeds.object
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        object = swapType(object, random: &random)
      }
      if Int.random(in: 0..<2, using: &random) == 0,
        let data = try? PropertyListSerialization.data(
          fromPropertyList: object, format: .binary, options: 0)
      {
        return [UInt8](data)
      }
      if JSONSerialization.isValidJSONObject(object),
        let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      {
        return [UInt8](data)
      }
      return Array("{}".utf8)
    default:  // random bytes, sometimes behind a plausible header
      let headers: [[UInt8]] = [
        [], Array("bplist00".utf8), Array("<plist>".utf8), Array("{\"".utf8),
      ]
      var bytes = headers[Int.random(in: 0..<headers.count, using: &random)]
      for _ in 0..<Int.random(in: 0..<300, using: &random) {
        bytes.append(UInt8.random(in: 0...255, using: &random))
      }
      return bytes
    }
  }

  @Test func mutatedConfigsGiveOnlyFindings() throws {
    let seeds = try seeds()
    var random = SplitMix64(state: 20_250_120)
    let validator = ConfigValidator(fonts: bundledFonts, options: ValidationOptions(boldText: true))
    var parseErrors = 0
    var otherFindings = 0
    let rounds = 3000
    for round in 0..<rounds {
      let bytes = mutate(seeds, round: round, random: &random)
      let report = validator.validate(sources: [ConfigSource(path: "fuzz-\(round)", bytes: bytes)])
      for finding in report.findings {
        #expect(!finding.message.isEmpty)
        #expect(finding.file == "fuzz-\(round)")
      }
      if report.hasParseError {
        parseErrors += 1
        #expect(report.exitCode == 2)
      } else if !report.findings.isEmpty {
        otherFindings += 1
      }
      if round % 10 == 0 {
        let json = FindingRenderer.json(report)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "round \(round)")
        _ = FindingRenderer.text(report) + FindingRenderer.github(report)
      }
    }
    // The mutations reach both the parsers and the model checks.
    #expect(parseErrors > rounds / 10)
    #expect(otherFindings > rounds / 10)
  }
}
