import Foundation
import TestSupport
import Testing

@Suite struct MeasureCommandTests {
  func json(_ result: CommandResult) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
  }

  @Test func oneMeasurementIsOneObjectWithTheContractsKeys() throws {
    let result = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "Hello, World", "--json"]
        + Typometer.bundledFonts)
    #expect(result.status == 0)
    let object = try #require(try json(result) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "text", "font", "size", "advance", "lines", "lineHeight", "height", "fits", "overflow",
        "missing", "fontsUsed",
      ])
    let reference = try #require(ShapingReference.row("Roboto-Regular.ttf", "Hello, World"))
    let advance = try #require(object["advance"] as? Double)
    #expect(abs(advance - Double(reference.advance) * 17 / 2048) < 1e-9)
    #expect(object["lines"] as? Int == 1)
    #expect(object["fontsUsed"] as? [String] == ["Roboto-Regular"])
  }

  /// Two faces of one PostScript name in different files (an app's subset
  /// and a whole font): `fontFiles` names each face's file, and the text
  /// row the later one's; a measurement of faces of different names has no
  /// `fontFiles`.
  @Test func facesOfOneNameInTwoFilesAreToldApart() throws {
    let folder = try TemporaryFolder()
    let subset = try folder.copy(
      Fixtures.data("fonts/RobotoUppercase-subset.ttf"), to: "app/RobotoUppercase-subset.ttf")
    let options = ["--fonts", folder.url("app")] + Typometer.bundledFonts
    let result = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "ABC def", "--json"] + options)
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(try json(result) as? [String: Any])
    #expect(object["fontsUsed"] as? [String] == ["Roboto-Regular", "Roboto-Regular"])
    let files = try #require(object["fontFiles"] as? [String])
    #expect(files.count == 2 && files[0] == subset, "\(files)")
    #expect(files[1].hasSuffix("Fonts/Roboto-Regular.ttf"), "\(files)")
    let text = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "ABC def"] + options)
    #expect(text.stdout.contains("fallback Roboto-Regular (Roboto-Regular.ttf)"), "\(text.stdout)")
    let other = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "ABC 日本", "--json"] + options)
    let otherObject = try #require(try json(other) as? [String: Any])
    #expect((otherObject["fontsUsed"] as? [String])?.count == 2)
    #expect(otherObject["fontFiles"] == nil)
  }

  @Test func styleSweepsEveryCategoryWithTheTablesSizes() throws {
    let result = try Typometer.run(
      ["measure", "Roboto-Regular", "--style", "body", "Hi", "--json"] + Typometer.bundledFonts)
    let rows = try #require(try json(result) as? [[String: Any]])
    #expect(rows.map { $0["size"] as? Double } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(rows.first?["category"] as? String == "extraSmall")
    #expect(rows.last?["category"] as? String == "accessibilityExtraExtraExtraLarge")
    let custom = try Typometer.run(
      [
        "measure", "Roboto-Regular", "--style", "body", "--base-size", "34", "--categories",
        "xs,l,ax5",
        "Hi", "--json",
      ] + Typometer.bundledFonts)
    let sizes = try #require(try json(custom) as? [[String: Any]]).map { $0["size"] as? Double }
    #expect(sizes == [28, 34, 106])
  }

  @Test func overflowAndMissingExitOne() throws {
    let overflow = try Typometer.run(
      [
        "measure", "Roboto-Regular", "--size", "17", "--width", "40", "--max-lines", "1",
        "Hello there friend", "--json",
      ] + Typometer.bundledFonts)
    #expect(overflow.status == 1)
    let object = try #require(try json(overflow) as? [String: Any])
    #expect(object["fits"] as? Bool == false)
    #expect(
      (object["overflow"] as? [String: Any])?["lines"] as? Int == (object["lines"] as! Int) - 1)
    let missing = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "--no-fallback", "日本", "--json"]
        + Typometer.bundledFonts)
    #expect(missing.status == 1)
    #expect((try json(missing) as? [String: Any])?["missing"] as? [String] == ["U+65E5", "U+672C"])
    // A word of placeholder boxes is no word split (its width is not the
    // text's); a covered word beside it still is.
    let boxes = try Typometer.run(
      [
        "measure", "Roboto-Regular", "--size", "53", "--width", "100", "--no-fallback",
        "নথিভুক্ত Datenschutz", "--json",
      ] + Typometer.bundledFonts)
    let splits = (try json(boxes) as? [String: Any])?["wordSplits"] as? [String]
    #expect(splits?.count == 1 && splits?.first?.hasPrefix("Dat") == true, "\(boxes.stdout)")
  }

  @Test func stringsFileGivesOneJSONLineEach() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strings-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: path) }
    try Data("one\ntwo words\r\n\nthree\n".utf8).write(to: path)
    let result = try Typometer.run(
      ["measure", "Inter-Regular", "--size", "12", "--strings", path.path, "--format", "jsonl"]
        + Typometer.bundledFonts)
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 4)
    let texts = try lines.map {
      (try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["text"] as? String
    }
    #expect(texts == ["one", "two words", "", "three"])
  }

  /// An app's string file gives its strings as check measures them: an
  /// Apple string's Markdown as SwiftUI shows it, format specifiers filled
  /// with the default samples (a plural form's count with a number of its
  /// form); a text file's lines are measured as written.
  @Test func anAppsStringFileGivesItsStringsAsCheckMeasuresThem() throws {
    let folder = try TemporaryFolder()
    let strings = try folder.write(
      "en.lproj/Localizable.strings",
      #""a" = "Tap **Save** to keep %@";"# + "\n" + #""b" = "[Terms](https://x.org) in %d days";"#)
    let dict = try folder.write(
      "en.lproj/Localizable.stringsdict",
      """
      <plist version="1.0"><dict><key>d</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d day</string><key>other</key><string>%d days</string>
      </dict></dict></dict></plist>
      """)
    let text = try folder.write("texts.txt", "Tap **Save** to keep %@\n")
    func rows(_ path: String) throws -> [[String: Any]] {
      let result = try Typometer.run(
        ["measure", "Roboto-Regular", "--size", "12", "--strings", path, "--format", "jsonl"]
          + Typometer.bundledFonts)
      #expect(result.status == 0, "\(result.stderr)")
      return try result.stdout.split(separator: "\n").compactMap {
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
      }
    }
    func texts(_ path: String) throws -> [String?] { try rows(path).map { $0["text"] as? String } }
    // A plural form's row names its form.
    #expect(try rows(dict).map { $0["variant"] as? String } == ["plural.one", "plural.other"])
    #expect(try rows(strings).allSatisfy { $0["variant"] == nil })
    #expect(try texts(strings) == ["Tap Save to keep Alexandria", "Terms in 1,234 days"])
    #expect(try texts(dict) == ["1 day", "1,234 days"])
    #expect(try texts(text) == ["Tap **Save** to keep %@"])
  }

  @Test(arguments: [
    ["--size", "17", "--width", "0", "x"], ["--size", "17", "--width", "-4", "x"],
    ["--size", "17", "--max-lines", "-1", "x"], ["--size", "0", "x"], ["--size", "17"],
    ["--style", "body", "--size", "17", "x"], ["--style", "bodyish", "x"],
    ["--style", "body", "--categories", "ax9", "x"], ["--size", "17", "--format", "xml", "x"],
    ["--size", "17", "--letter-case", "sideways", "x"],
  ])
  func badArgumentsExitTwo(_ arguments: [String]) throws {
    let result = try Typometer.run(
      ["measure", "Roboto-Regular"] + arguments + Typometer.bundledFonts)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("typometer: error: "))
  }

  /// Every size option says the range it really accepts.
  @Test(arguments: [
    (
      ["measure", "Roboto-Regular", "--size", "10001", "x"], "--size", "10001",
      "a size in points above 0 and at most 10000"
    ),
    (
      ["measure", "Roboto-Regular", "--size", "0", "x"], "--size", "0",
      "a size in points above 0 and at most 10000"
    ),
    (
      ["render", "Roboto-Regular", "--size", "10001", "x", "--out", "/nonexistent/x.png"],
      "--size", "10001", "a size in points above 0 and at most 10000"
    ),
    (
      ["measure", "Roboto-Regular", "--style", "body", "--base-size", "20000", "x"],
      "--base-size", "20000", "a size in points above 0 and at most 10000"
    ),
    (
      ["measure", "Roboto-Regular", "--style", "body", "--base-size", "0", "x"],
      "--base-size", "0", "a size in points above 0 and at most 10000"
    ),
    (
      ["measure", "Roboto-Regular", "--style", "body", "--max-size", "-1", "x"],
      "--max-size", "-1", "a size in points above 0"
    ),
    (
      ["metrics", "Roboto-Regular", "--size", "0"], "--size", "0",
      "a size in points above 0 and at most 10000"
    ),
    (["scale", "--size", "0"], "--size", "0", "a size in points above 0"),
    (["scale", "--max-size", "0"], "--max-size", "0", "a size in points above 0"),
    (["scale", "--platform", "android", "--size", "-2"], "--size", "-2", "a size in sp above 0"),
    // The spec's range; a huge scale is named as written, not the size it overflows.
    (
      ["scale", "--platform", "android", "--font-scale", "1e308"], "--font-scale", "1e308",
      "a scale from 0.5 to 4"
    ),
    (
      ["scale", "--platform", "android", "--font-scale", "0"], "--font-scale", "0",
      "a scale from 0.5 to 4"
    ),
    (
      ["measure", "Roboto-Regular", "--style", "body", "--categories", "xs,,xl", "x"],
      "--categories", "xs,,xl",
      "all or a comma-separated list of categories, none of them empty"
    ),
  ])
  func sizeOptionsStateTheirRange(
    arguments: [String], option: String, value: String, expected: String
  ) throws {
    // scale takes no catalog options.
    let fonts = arguments[0] == "scale" ? [] : Typometer.bundledFonts
    let result = try Typometer.run(arguments + fonts)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "typometer: error: '\(value)' is not a valid value for '\(option)': expected \(expected);"),
      "\(arguments)")
  }

  @Test func emptyStringsFileIsAnEmptyListWithAWarning() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "empty-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: path) }
    try Data().write(to: path)
    let result = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "--strings", path.path, "--json"]
        + Typometer.bundledFonts)
    #expect(result.status == 0)
    #expect(
      (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any])?.isEmpty == true)
    #expect(result.stderr == "typometer: warning: \(path.path) holds no strings\n")
  }

  /// `--strings -` with standard input closed (`<&-`) says so, not the
  /// system's "Bad file descriptor"; with it empty, no strings.
  @Test func closedStandardInputIsSaid() throws {
    let closed = try Typometer.launch(
      [
        "-c", #"exec "$0" "$@" <&-"#, Typometer.executable, "measure", "Roboto-Regular", "--size",
        "17", "--strings", "-",
      ] + Typometer.bundledFonts, launcher: "/bin/sh"
    ).wait()
    #expect(closed.status == 2)
    #expect(
      closed.stderr
        == "typometer: error: standard input: is closed, so nothing can be read from it (pipe "
        + "the strings in, or name a file)\n", "\(closed.stderr)")
    // Standard output closed: writing fails as it would (no file the run
    // opens takes its place).
    let noOutput = try Typometer.launch(
      [
        "-c", #"exec "$0" "$@" >&-"#, Typometer.executable, "measure", "Roboto-Regular", "--size",
        "17", "Hello",
      ] + Typometer.bundledFonts, launcher: "/bin/sh"
    ).wait()
    #expect(noOutput.status == 2)
    #expect(
      noOutput.stderr.hasSuffix("standard output: Bad file descriptor\n"), "\(noOutput.stderr)")
    let empty = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "--strings", "-"] + Typometer.bundledFonts)
    #expect(empty.status == 0)
    #expect(empty.stderr == "typometer: warning: standard input holds no strings\n")
  }

  @Test func invalidUTF8AndHugeStringsAreClearErrors() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: path) }
    try Data([0x6F, 0x6B, 0x0A, 0xC3, 0x28, 0x0A]).write(to: path)
    let bad = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "--strings", path.path] + Typometer.bundledFonts
    )
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("\(path.path):2: not valid UTF-8"))
    let huge = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: huge) }
    try Data(String(repeating: "word ", count: 220_000).utf8).write(to: huge)
    let long = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "--strings", huge.path] + Typometer.bundledFonts
    )
    #expect(long.status == 2)
    #expect(long.stderr.contains("\(huge.path):1: the text is"))
    #expect(long.stderr.contains("more than the limit"))
  }
}

/// `measure --minimum-scale-factor` measures a size where the text fits only
/// shrunk as check's shrinking container does: the same scale at each
/// category, the row's size the category's.
@Suite struct MeasureShrinkingTests {
  @Test func measureShrinksAsCheckDoes() throws {
    let folder = try TemporaryFolder()
    let spec = try Fixtures.writeShrinkingButtonApp(in: folder)
    let text = Fixtures.shrinkingButtonText
    let check = try Typometer.run(["check", spec, "--format", "json"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    let shrunk = try #require(findings.first { $0["code"] as? String == "shrunk" })
    let scales = try #require(shrunk["scales"] as? [[String: Any]])
    #expect(scales.count >= 2)
    let measured = try Typometer.run([
      "measure", "--config", folder.url("TypographyKit.json"), "--style", "button",
      "--width", "160", "--max-lines", "1", "--minimum-scale-factor", "0.7",
      "--no-system-fonts", "--fonts", Fixtures.fontsDirectory, "--json", text,
    ])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(measured.stdout.utf8)) as? [[String: Any]])
    for entry in scales {
      let category = try #require(entry["category"] as? String)
      let row = try #require(rows.first { $0["category"] as? String == category })
      #expect(row["scale"] as? Double == entry["scale"] as? Double, "\(category)")
      #expect(row["fits"] as? Bool == true)
    }
    // Unshrunk rows carry no scale; the text row says the scale.
    #expect(rows.filter { $0["scale"] != nil }.count == scales.count)
    let plain = try Typometer.run([
      "measure", "--config", folder.url("TypographyKit.json"), "--style", "button",
      "--categories", scales[0]["category"] as? String ?? "", "--width", "160", "--max-lines",
      "1", "--minimum-scale-factor", "0.7", "--no-system-fonts", "--fonts",
      Fixtures.fontsDirectory, text,
    ])
    #expect(plain.stdout.contains("fits      shrunk 0."), "\(plain.stdout)")
    // Not for Android, nor a factor out of range.
    for bad in [["--minimum-scale-factor", "1"], ["--minimum-scale-factor", "0"]] {
      let refused = try Typometer.run(["measure", "Roboto-Regular", "--size", "17"] + bad + ["a"])
      #expect(refused.status == 2)
      #expect(refused.stderr.contains("expected a scale above 0 and below 1"))
    }
    for lines in [[], ["--max-lines", "0"]] {
      let unlimited = try Typometer.run(
        ["measure", "Roboto-Regular", "--size", "17", "--minimum-scale-factor", "0.5"] + lines
          + ["a"])
      #expect(unlimited.status == 2)
      #expect(unlimited.stderr.contains("--minimum-scale-factor goes with --max-lines N"))
    }
    let android = try Typometer.run([
      "measure", "--platform", "android", "--style", "bodyLarge", "--max-lines", "1",
      "--minimum-scale-factor", "0.5", "a",
    ])
    #expect(android.status == 2)
    #expect(android.stderr.contains("--minimum-scale-factor does not apply to android"))
  }
}

@Suite struct ScaleCommandTests {
  @Test func iOSTableAsJSON() throws {
    let result = try Typometer.run(["scale", "--json"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["platform"] as? String == "ios")
    let rows = try #require(object["rows"] as? [[String: Any]])
    #expect(rows.count == 132)
    let body = rows.filter { $0["style"] as? String == "body" }
    #expect(
      body.map { $0["pointSize"] as? Double } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(
      body.map { $0["leading"] as? Double } == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
  }

  @Test func customSizeAndAndroid() throws {
    let custom = try Typometer.run(["scale", "--size", "16", "--style", "body", "--json"])
    let rows = try #require(
      (try JSONSerialization.jsonObject(with: Data(custom.stdout.utf8)) as? [String: Any])?["rows"]
        as? [[String: Any]])
    #expect(rows.count == 12)
    #expect(rows[3]["pointSize"] as? Double == 16)
    let ax5 = try #require(rows[11]["pointSize"] as? Double)
    #expect(abs(ax5 - 16.0 * 53 / 17) < 1e-9)
    let android = try Typometer.run([
      "scale", "--platform", "android", "--size", "14", "--font-scale", "1.4",
    ])
    #expect(android.stdout.contains("14\t1.4\t20.4"))
  }

  /// `--categories` prints the rows of those categories, in the order
  /// given, as the whole table has them: a capped size's leading too, which
  /// holds from where the cap starts, so it is worked out over every category.
  @Test func categoriesPickTheTablesRowsInTheirOrder() throws {
    func rows(_ arguments: [String]) throws -> [[String: Double]] {
      let result = try Typometer.run(["scale", "--json"] + arguments)
      #expect(result.status == 0, "\(result.stderr)")
      let rows = try #require(
        (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?[
          "rows"] as? [[String: Any]])
      return rows.map { row in
        [
          "pointSize": row["pointSize"] as? Double ?? -1,
          "leading": row["leading"] as? Double ?? -1,
        ]
      }
    }
    let sized = ["--style", "body", "--size", "16", "--max-size", "30"]
    let all = try rows(sized)
    #expect(all.count == 12)
    #expect(try rows(sized + ["--categories", "ax5,xs,large"]) == [all[11], all[0], all[3]])
    // The cap is reached before ax5: its leading is held, not the size's.
    #expect(all[11]["pointSize"] == 30 && all[11]["leading"] == all[10]["leading"])
    let names = try Typometer.run(["scale", "--style", "title1", "--categories", "ax1,l"])
    #expect(
      names.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t")[1] } == [
        "accessibilityMedium", "large",
      ])
  }

  /// An option of the other platforms is refused by its flag's name.
  @Test(arguments: [
    (["--font-scale", "1.3"], "--font-scale is Android's: add --platform android"),
    (["--platform", "android", "--categories", "l"], "--categories does not apply to android"),
    (["--platform", "android", "--curve", "leading"], "--curve does not apply to android"),
    (["--platform", "android", "--max-size", "20"], "--max-size does not apply to android"),
    (
      ["--platform", "tvos", "--categories", "xl"], "the category extraLarge does not exist on tvos"
    ),
  ])
  func optionsOfAnotherPlatformAreRefused(_ arguments: [String], _ message: String) throws {
    let result = try Typometer.run(["scale"] + arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test(arguments: [
    ["--platform", "symbian"], ["--style", "huge"], ["--size", "-1"],
    ["--platform", "android", "--font-scale", "0"], ["--font-scale", "1.3"],
    ["--categories", "xs,,l"], ["--categories", "huge"],
  ])
  func badInputExitsTwo(_ arguments: [String]) throws {
    let result = try Typometer.run(["scale"] + arguments)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("typometer: error: "))
  }
}
