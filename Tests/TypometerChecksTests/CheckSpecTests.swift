import Foundation
import TestSupport
import Testing

@testable import TypometerChecks

/// Writes `text` to a fresh temporary file and returns its path.
func temporaryFile(_ text: String, name: String = "typometer.json") throws -> String {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("typometer-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url.path
}

@Suite struct CheckSpecTests {
  @Test func readsEveryKeyAndResolvesPathsAgainstTheSpec() throws {
    let path = try temporaryFile(
      """
      {
        "config": "c.json", "fonts": ["f"], "systemFonts": true, "platform": "watchos",
        "categories": ["l", "ax3"], "strings": ["a.strings"],
        "containers": [{"keys": ["x.*"], "style": "s", "width": 100, "maxLines": 0, "lineHeight": 20}],
        "boldText": true, "boldFaces": {"A-Regular": "A-Heavy"}, "cascade": {"*": ["B"]},
        "formatSamples": {"object": "Bob", "integer": "7", "float": "1.5"}
      }
      """)
    let spec = try CheckSpec.load(path: path)
    let directory = (path as NSString).deletingLastPathComponent
    #expect(spec.resolve("c.json") == directory + "/c.json")
    #expect(spec.resolve("/abs/c.json") == "/abs/c.json")
    #expect(spec.configs == ["c.json"])
    #expect(spec.systemFonts)
    #expect(spec.platform == .watchos)
    #expect(spec.categories.map(\.shortName) == ["l", "ax3"])
    #expect(spec.containers.first?.maxLines == nil)  // 0: no limit
    #expect(spec.containers.first?.lineHeight == 20)
    #expect(spec.boldFaces == ["A-Regular": "A-Heavy"])
    #expect(spec.cascade == ["*": ["B"]])
    #expect(spec.formatSamples.apply(to: "%@ has %d, %.1f") == "Bob has 7, 1.5")
  }

  @Test func categoriesDefaultToThePlatformsAll() throws {
    let spec = try CheckSpec.load(
      path: try temporaryFile(
        #"{"config": ["c"], "strings": ["s"], "containers": [{"keys": ["*"], "style": "b", "width": 1}]}"#
      ))
    #expect(spec.categories.count == 12)
    #expect(spec.platform == .ios)
    #expect(!spec.systemFonts)
  }

  @Test(arguments: [
    (
      #"{"config": ["c"], "strings": ["s"], "containers": [], "colour": 1}"#, 1,
      "unknown key 'colour'"
    ),
    ("{\n\"config\": 5}", 2, "'config' must be a list of strings, not the number 5"),
    (
      "{\"config\": [\"c\"],\n \"strings\": [\"s\"],\n \"containers\": [{\"keys\": [\"*\"], \"style\": \"b\", \"width\": 0}]}",
      3,
      "must be a width in points above 0"
    ),
    (
      "{\"config\": [\"c\"], \"strings\": [\"s\"], \"containers\": [{\"keys\": [\"*\"], \"style\": \"b\", \"width\": 5}],\n\"categories\": [\"huge\"]}",
      2,
      "unknown category 'huge'"
    ),
    (
      "{\"config\": [\"c\"], \"strings\": [\"s\"], \"containers\": [{\"keys\": [\"*\"], \"width\": 5}]}",
      1,
      "containers[0] needs 'style'"
    ),
    (
      "{\"strings\": [\"s\"], \"containers\": [{\"keys\": [\"*\"], \"style\": \"b\", \"width\": 5}]}",
      1,
      "'config' is missing"
    ),
    ("{\n\n\"config\": [\"c\"],, }", 3, "not valid JSON"),
  ])
  func problemsNameTheLine(_ text: String, _ line: Int, _ words: String) throws {
    let path = try temporaryFile(text)
    #expect {
      try CheckSpec.load(path: path)
    } throws: { error in
      guard let error = error as? SpecError else { return false }
      return error.path == path && error.line == line && error.problem.contains(words)
    }
  }

  @Test func missingAndBinaryFilesAreSpecErrors() throws {
    #expect(throws: SpecError.self) { try CheckSpec.load(path: "/nonexistent/typometer.json") }
    let binary = try temporaryFile("\u{FF}\u{FE}garbage\u{0}")
    #expect(throws: SpecError.self) { try CheckSpec.load(path: binary) }
  }

  @Test(arguments: [
    ("*", "anything", true), ("onboarding.*", "onboarding.title", true),
    ("onboarding.*", "settings.title", false), ("*.title", "a.b.title", true),
    ("a?c", "abc", true), ("a?c", "ac", false), ("", "", true), ("", "x", false),
    ("*a*b*", "xxaxxbxx", true), ("*a*b*", "xxbxxaxx", false), ("key", "key", true),
  ])
  func keyPatterns(_ pattern: String, _ key: String, _ matches: Bool) {
    #expect(KeyPattern.matches(pattern, key) == matches)
  }

  @Test func keyPatternsStayLinearOnHostileInput() {
    let pattern = String(repeating: "*a", count: 200) + "b"
    let key = String(repeating: "a", count: 5000)
    // Backtracking only to the last star keeps this linear-times-stars, not exponential.
    #expect(!KeyPattern.matches(pattern, key))
  }
}
