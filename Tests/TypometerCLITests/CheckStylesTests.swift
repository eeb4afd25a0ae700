import Foundation
import TestSupport
import Testing

/// `check`'s per-style sizes: `styles` in report.json and `--verbose`.
@Suite struct CheckStylesTests {
  static let spec = "Examples/App/typometer.json"

  /// Body's sizes in Apple's table at the example spec's categories (large,
  /// xxxl, ax1, ax3, ax5), as Tests/Data/typescale/dynamic-type-ios.tsv has them.
  static let body: [Double] = [17, 23, 28, 40, 53]

  @Test func reportJSONListsEachMeasuredStyleInConfigOrder() throws {
    let folder = try TemporaryFolder("styles")
    let directory = folder.url("report")
    let result = try Typometer.run(["check", Self.spec, "--report", directory])
    #expect(result.status == 1)
    let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/report.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let styles = try #require(object["styles"] as? [[String: Any]])
    // The config's order (Examples/App/TypographyKit.json), not sorted.
    #expect(styles.map { $0["name"] as? String } == ["title", "body", "button", "caption"])
    #expect(
      styles.map { $0["font"] as? String }
        == ["Inter-Bold", "Roboto-Regular", "Inter-SemiBold", "Roboto-Regular"])
    #expect(styles.allSatisfy { $0["scaler"] as? String == "typographykit" })
    #expect(styles.allSatisfy { Set($0.keys) == ["name", "font", "scaler", "sizes"] })
    let title = try #require(styles.first?["sizes"] as? [[String: Any]])
    #expect(title.allSatisfy { Set($0.keys) == ["category", "pointSize", "lineHeight"] })
    #expect(
      title.map { $0["category"] as? String }
        == [
          "large", "extraExtraExtraLarge", "accessibilityMedium", "accessibilityExtraLarge",
          "accessibilityExtraExtraExtraLarge",
        ])
    // title: 28 pt through body's curve (TypographyKit's uifontmetrics modes);
    // line height Inter-Bold's hhea (2728 + 680 + 0) / 2816 per point.
    for (row, body) in zip(title, Self.body) {
      let size = try #require(row["pointSize"] as? Double)
      let lineHeight = try #require(row["lineHeight"] as? Double)
      #expect(abs(size - 28 * body / 17) < 1e-9)
      #expect(abs(lineHeight - size * 3408 / 2816) < 1e-9)
    }
    // caption: 12 pt, capped by its maximum-point-size 20.
    let caption = try #require(styles.last?["sizes"] as? [[String: Any]])
    let captionSizes = caption.compactMap { $0["pointSize"] as? Double }
    #expect(captionSizes.count == 5)
    for (size, body) in zip(captionSizes, Self.body) {
      #expect(abs(size - min(12 * body / 17, 20)) < 1e-9)
    }
  }

  @Test func verbosePrintsATablePerStyle() throws {
    let text = try Typometer.run(["check", Self.spec, "--verbose"])
    #expect(text.status == 1)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex(of: "styles:"))
    #expect(lines[start + 1] == "  title: Inter-Bold, typographykit")
    #expect(lines[start + 2].split(separator: " ") == ["category", "pointSize", "lineHeight"])
    // body at large: 17 pt, Roboto-Regular's hhea 2400 / 2048 × 17 = 19.92 pt.
    let body = try #require(lines.firstIndex(of: "  body: Roboto-Regular, typographykit"))
    #expect(lines[body + 2].split(separator: " ") == ["large", "17", "19.92"])
    #expect(lines.last?.contains("overflowing") == true)
    let plain = try Typometer.run(["check", Self.spec])
    #expect(!plain.stdout.contains("styles:"))
    // With JSON on stdout, the tables go to stderr and stdout stays one document.
    let json = try Typometer.run(["check", Self.spec, "--format", "json", "--verbose"])
    #expect(json.stderr.contains("  caption: Roboto-Regular, typographykit"))
    #expect(
      (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["styles"]
        != nil)
  }
}

/// Writes an app of one style, body in Roboto-Regular at 17 pt
/// (TypographyKit.json), and one English string, `key` = "Hello".
private func writeRobotoBodyApp(in folder: TemporaryFolder, key: String) throws {
  try folder.write(
    "TypographyKit.json",
    #"{"ui-font-text-styles": {"body": {"font-name": "Roboto-Regular", "point-size": 17}}}"#)
  try folder.write("en.lproj/Localizable.strings", "\"\(key)\" = \"Hello\";\n")
}

/// A style whose font the spec's folders lack, in a check that leaves out
/// the machine's fonts (`systemFonts` false), is said with where the
/// machine has it and the key that reads the machine's fonts. The
/// "machine" is a private Fontconfig file naming the bundled fonts, so
/// the test reads no font of the machine's own.
@Suite struct MachineFontHintTests {
  @Test func aFontOnlyTheMachineHasIsSaidWithTheKey() throws {
    let folder = try TemporaryFolder("machine")
    try writeRobotoBodyApp(in: folder, key: "hi")
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "app-fonts/Inter-Regular.otf")
    try folder.write(
      "typometer.json",
      #"{"config": ["TypographyKit.json"], "fonts": ["app-fonts"], "systemFonts": false, "#
        + #""strings": ["en.lproj/Localizable.strings"], "#
        + #""containers": [{"keys": ["*"], "style": "body", "width": 300}]}"#)
    let environment = try folder.bundledFontsAsMachine()
    let result = try Typometer.run(
      ["check", folder.url("typometer.json")], environment: environment)
    #expect(
      result.stdout.contains(
        "1 string in style 'body' was not measured: its font 'Roboto-Regular' is not in the "
          + "catalog; this machine has it (\(Fixtures.fontsDirectory)/Roboto-Regular.ttf), "
          + "which the check leaves out: \"systemFonts\": true in the spec reads the machine's "
          + "fonts"), "\(result.stdout)\n\(result.stderr)")
    // A font the machine lacks too is said as before.
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"body": {"font-name": "Nowhere-Regular", "point-size": 17}}}"#)
    let missing = try Typometer.run(
      ["check", folder.url("typometer.json")], environment: environment)
    #expect(
      missing.stdout.contains("its font 'Nowhere-Regular' is not in the catalog"),
      "\(missing.stdout)")
    #expect(!missing.stdout.contains("this machine has it"), "\(missing.stdout)")
    // An Android family (sans-serif: Roboto) the spec's folders lack: the
    // family's regular face is named.
    try folder.write(
      "res/values/strings.xml", #"<resources><string name="a">Hi</string></resources>"#)
    try folder.write(
      "android.json",
      #"{"platform": "android", "resources": "res", "fonts": ["app-fonts"], "fontScales": [1], "#
        + #""containers": [{"keys": ["*"], "style": "bodyMedium", "width": 300}]}"#)
    let android = try Typometer.run(
      ["check", folder.url("android.json")], environment: environment)
    #expect(
      android.stdout.contains(
        "this machine has it (\(Fixtures.fontsDirectory)/Roboto-Regular.ttf), which the check "
          + "leaves out: \"systemFonts\": true in the spec reads the machine's fonts"),
      "\(android.stdout)\n\(android.stderr)")
  }
}

/// Where no container sets maxLines, no string can overflow but by one
/// character wider than its container: the text output says so beside "0
/// overflowing", and the JSON settings say `noLineLimits`.
@Suite struct NoLineLimitsTests {
  @Test func aCheckWithoutLineLimitsSaysSo() throws {
    let folder = try TemporaryFolder("line-limits")
    try writeRobotoBodyApp(in: folder, key: "a")
    func run(_ container: String) throws -> (text: String, settings: [String: Any]) {
      try folder.write(
        "typometer.json",
        #"{"config": ["TypographyKit.json"], "fonts": ["\#(Fixtures.fontsDirectory)"], "#
          + #""strings": ["en.lproj/Localizable.strings"], "containers": [\#(container)]}"#)
      let text = try Typometer.run(["check", folder.url("typometer.json")])
      let json = try Typometer.run(["check", folder.url("typometer.json"), "--format", "json"])
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      return (text.stdout, report["settings"] as? [String: Any] ?? [:])
    }
    let open = try run(#"{"keys": ["*"], "style": "body", "width": 300}"#)
    #expect(open.text.contains("\nno container sets maxLines: a string takes the lines it needs"))
    #expect(open.settings["noLineLimits"] as? Bool == true)
    let limited = try run(#"{"keys": ["*"], "style": "body", "width": 300, "maxLines": 2}"#)
    #expect(!limited.text.contains("no container sets maxLines"))
    #expect(limited.settings["noLineLimits"] == nil)
  }
}
