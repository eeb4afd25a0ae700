import Foundation
import TestSupport
import Testing

/// `measure` and `render` with `--max-size` and `--scaler`. Expected sizes
/// are Apple's table values (Tests/Data/typescale/dynamic-type-ios.tsv) and
/// the libraries' formulas and published examples (library-behaviour.md).
@Suite struct MeasureScalingTests {
  /// The sizes `measure` reports for `arguments`, in order.
  func sizes(_ arguments: [String]) throws -> [Double] {
    let result = try Typometer.run(
      ["measure", "Roboto-Regular"] + arguments + ["Hi", "--json"] + Typometer.bundledFonts)
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    return rows.compactMap { $0["size"] as? Double }
  }

  @Test func maxSizeCapsTheStyleAndItsLineHeightHolds() throws {
    let result = try Typometer.run(
      ["measure", "Roboto-Regular", "--style", "body", "--max-size", "30", "Hi", "--json"]
        + Typometer.bundledFonts)
    #expect(result.status == 0)
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    // Body's sizes in Apple's table, capped at 30.
    let body: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    #expect(rows.map { $0["size"] as? Double } == body.map { min($0, 30) })
    // Roboto-Regular's hhea: (1900 + 500 + 0) / 2048 per point (fontTools).
    let lineHeights = rows.compactMap { $0["lineHeight"] as? Double }
    #expect(lineHeights.count == 12)
    for (height, size) in zip(lineHeights, body) {
      #expect(abs(height - min(size, 30) * 2400 / 2048) < 1e-9)
    }
    #expect(zip(lineHeights, lineHeights.dropFirst()).allSatisfy { $0 <= $1 })
  }

  static let categories = ["--categories", "xs,l,xxxl,ax1,ax5"]

  static let scalerCases: [([String], [Double])] = [
    // TypographyKit: body's curve whatever the style: 22 × body(c) / 17.
    (
      ["--style", "title2", "--scaler", "typographykit"],
      [22.0 * 14 / 17, 22, 22.0 * 23 / 17, 22.0 * 28 / 17, 22.0 * 53 / 17]
    ),
    // UIFontMetrics(forTextStyle: .title2) of 20 pt: 20 × title2(c) / 22, at most 40.
    (
      ["--style", "title2", "--scaler", "uifontmetrics", "--base-size", "20", "--max-size", "40"],
      [20.0 * 19 / 22, 20, 20.0 * 28 / 22, 20.0 * 34 / 22, 40]
    ),
    // KGNPreferredFontManager's own tests: base 22, increment 2, decrement 1.
    (
      ["--style", "title2", "--scaler", "kgn", "--increment", "2", "--decrement", "1"],
      [19, 22, 28, 28, 28]
    ),
    // … and base 17, increment 1, decrement 1, includeAccessibilitySizes: true.
    (
      [
        "--style", "body", "--scaler", "kgn", "--increment", "1", "--decrement", "1",
        "--include-accessibility-sizes",
      ],
      [14, 17, 20, 21, 25]
    ),
    // Swash: its default caption1 (12 pt) through caption1's curve, at most 20.
    (["--style", "caption1", "--scaler", "swash", "--max-size", "20"], [11, 12, 18, 20, 20]),
  ]

  @Test(arguments: scalerCases)
  func eachScalerSizesTheStyle(_ arguments: [String], _ expected: [Double]) throws {
    let sizes = try sizes(arguments + Self.categories)
    #expect(sizes.count == expected.count)
    #expect(zip(sizes, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(sizes)")
  }

  static let badCases: [([String], String)] = [
    (["--style", "body", "--scaler", "uifont"], "'uifont' is not a valid value for '--scaler'"),
    (["--style", "body", "--max-size", "0"], "'0' is not a valid value for '--max-size'"),
    (["--style", "body", "--max-size", "big"], "'big' is not a valid value for '--max-size'"),
    (["--size", "17", "--max-size", "20"], "--max-size goes with --style"),
    (["--size", "17", "--scaler", "swash"], "--scaler goes with --style"),
    (
      ["--size", "14", "--platform", "android"],
      "--platform android goes with --style (a text appearance or a Material 3 role, in sp); "
        + "--size measures at one size in points"
    ),
    (["--style", "body", "--increment", "2"], "--increment goes with --scaler kgn"),
    (
      ["--style", "body", "--include-accessibility-sizes"],
      "--include-accessibility-sizes goes with --scaler kgn"
    ),
    (["--style", "body", "--scaler", "kgn", "--increment", "2"], "missing --decrement PT"),
    (
      ["--style", "body", "--scaler", "kgn", "--increment", "-2", "--decrement", "1"],
      "'-2' is not a valid value for '--increment'"
    ),
    (
      [
        "--style", "body", "--scaler", "kgn", "--increment", "2", "--decrement", "1",
        "--max-size", "30",
      ],
      "--max-size does not apply to --scaler kgn"
    ),
  ]

  @Test(arguments: badCases)
  func badScalingOptionsExitTwo(_ arguments: [String], _ words: String) throws {
    let result = try Typometer.run(
      ["measure", "Roboto-Regular"] + arguments + ["x"] + Typometer.bundledFonts)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("typometer: error: " + words), "\(result.stderr)")
  }

  @Test func renderTakesTheSameOptions() throws {
    let help = try Typometer.run(["render", "--help"])
    for option in ["--max-size", "--scaler", "--increment", "--decrement"] {
      #expect(help.stdout.contains(option))
    }
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("scaled-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try Typometer.run(
      [
        "render", "Roboto-Regular", "--style", "body", "--scaler", "uifontmetrics", "--max-size",
        "20", "--categories", "l,ax5", "Hi", "--out", out.path,
      ] + Typometer.bundledFonts)
    #expect(result.status == 0)
    let rows = result.stdout.split(separator: "\n").dropFirst().map {
      $0.split(separator: " ").prefix(2).joined(separator: " ")
    }
    #expect(rows == ["large 17pt", "accessibilityExtraExtraExtraLarge 20pt"])
    let bad = try Typometer.run(
      ["render", "Roboto-Regular", "--style", "body", "--scaler", "nope", "Hi", "--out", out.path]
        + Typometer.bundledFonts)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("'--scaler'"))
  }
}

/// `measure --config FILE --style NAME`: a TypographyKit config's style as
/// `check` sets it (its face, sizes, letter case and letter spacing).
@Suite struct MeasureConfigStyleTests {
  static let config = "Examples/App/TypographyKit.json"
  static let categories = ["--categories", "large,xxxl,ax1,ax3,ax5"]

  static func rows(_ arguments: [String]) throws -> [[String: Any]] {
    let result = try Typometer.run(["measure"] + arguments + ["--json"] + Typometer.bundledFonts)
    #expect(result.status <= 1, "\(result.stderr)")
    // One measurement is an object, more an array.
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    if let one = json as? [String: Any] { return [one] }
    return try #require(json as? [[String: Any]])
  }

  /// The sizes are those `check` reports for the style over the Examples
  /// app (whose spec names this config and these categories); the text is
  /// in the style's letter case, measured with its letter spacing, as
  /// `measure` of the same face, size and spacing measures it.
  @Test func aConfigsStyleIsSetAsCheckSetsIt() throws {
    let check = try Typometer.run(["check", "Examples/App/typometer.json", "--json"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let styles = try #require(report["styles"] as? [[String: Any]])
    for name in ["button", "caption", "title"] {
      let checked = try #require(styles.first { $0["name"] as? String == name })
      let sizes = (checked["sizes"] as? [[String: Any]] ?? []).compactMap {
        $0["pointSize"] as? Double
      }
      let rows = try Self.rows(
        ["--config", Self.config, "--style", name, "Sign in"] + Self.categories)
      #expect(rows.compactMap { $0["size"] as? Double } == sizes, "\(name)")
      #expect(rows.allSatisfy { $0["font"] as? String == checked["font"] as? String })
    }
    let button = try Self.rows(["--config", Self.config, "--style", "button", "Sign in"])
    #expect(button.first?["text"] as? String == "SIGN IN")
    #expect(button.first?["sourceText"] as? String == "Sign in")
    let size = try #require(button.first?["size"] as? Double)
    let plain = try Self.rows(
      ["Inter-SemiBold", "--size", "\(size)", "--letter-spacing", "0.5", "SIGN IN"])
    #expect(button.first?["advance"] as? Double == plain.first?["advance"] as? Double)
  }

  @Test func whatTheConfigSetsIsNotGivenAgain() throws {
    for (extra, said) in [
      (["--size", "12"], "--size does not apply to a style of --config"),
      (["--letter-case", "upper"], "--letter-case does not apply to a style of --config"),
      (["--style", "bodyy"], "no --config file defines a style 'bodyy' (did you mean 'body'?)"),
      (["--platform", "android"], "--config is a TypographyKit config, for Apple's platforms"),
    ] {
      var arguments = ["measure", "--config", Self.config, "--style", "body", "Hi"]
      if extra[0] == "--style" { arguments[4] = extra[1] } else { arguments += extra }
      let result = try Typometer.run(arguments + Typometer.bundledFonts)
      #expect(result.status == 2)
      #expect(result.stderr.contains(said), "\(result.stderr)")
    }
    let font = try Typometer.run(
      ["measure", "--config", Self.config, "--style", "body", "Inter-Bold", "Hi"]
        + Typometer.bundledFonts)
    #expect(font.stderr.contains("names its own font: give the text alone"))
    // A style the config defines whose `extends` names no style: said as
    // the config's problem, where it is, not as a style no config defines.
    let folder = try TemporaryFolder()
    let broken = try folder.write(
      "c.json", #"{"ui-font-text-styles": {"Body": {"extends": "Nope", "point-size": 12}}}"#)
    let result = try Typometer.run(
      ["measure", "--config", broken, "--style", "Body", "Hi"] + Typometer.bundledFonts)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "\(broken):1: style 'Body' cannot be measured: style 'Body' extends 'Nope'"),
      "\(result.stderr)")
    // A font the catalog lacks is a font missing (exit 1), as a name given
    // on the command line is.
    let missing = try folder.write(
      "m.json",
      #"{"ui-font-text-styles": {"Body": {"font-name": "Avenir-Medium", "point-size": 12}}}"#)
    for command in ["measure", "render"] {
      let out = command == "render" ? ["--out", folder.url("m.png")] : []
      let result = try Typometer.run(
        [command, "--config", missing, "--style", "Body", "Hi"] + out + Typometer.bundledFonts)
      #expect(result.status == 1, "\(command): \(result.stderr)")
      #expect(
        result.stderr.contains(
          "\(missing):1: style 'Body' cannot be measured: its font 'Avenir-Medium' is not in the "
            + "catalog; add its directory with --fonts DIR"), "\(result.stderr)")
    }
  }
}
