import Foundation
import TestSupport
import Testing
import TypometerChecks

/// `check`, `measure` and `render` on Android, as a user runs them.
@Suite struct AndroidCommandTests {
  static let res = "Examples/Android/app/src/main/res"

  func json(_ result: CommandResult) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
  }

  /// The dp `scale --platform android` gives `sp` at `scale`.
  func scaled(_ sp: Double, _ scale: Double) throws -> Double {
    let result = try Typometer.run(
      [
        "scale", "--platform", "android", "--size", "\(sp)", "--font-scale", "\(scale)", "--json",
      ])
    let object = try #require(try json(result) as? [String: Any])
    let rows = try #require(object["rows"] as? [[String: Any]])
    return try #require(rows.first?["dp"] as? Double)
  }

  /// `scale --platform android --style` takes a Material 3 role or a
  /// built-in text appearance and scales its size in sp, as `--size` would
  /// (the reference sizes, 16 sp and 18 sp, are the reference TSVs'); a
  /// misspelt role gets the nearest one; with `--size` it is refused.
  @Test func scaleTakesAMaterialRoleOrBuiltInAppearance() throws {
    for (style, sp) in [("bodyLarge", 16.0), ("android:TextAppearance.Material.Medium", 18)] {
      let result = try Typometer.run(
        ["scale", "--platform", "android", "--style", style, "--font-scale", "1.5", "--json"])
      #expect(result.status == 0, "\(result.stderr)")
      let object = try #require(try json(result) as? [String: Any])
      let rows = try #require(object["rows"] as? [[String: Any]])
      #expect(rows.map { $0["sp"] as? Double } == [sp])
      #expect(rows.first?["dp"] as? Double == (try scaled(sp, 1.5)))
    }
    // A comma-separated list of scales, as measure and render take, in order.
    let list = try Typometer.run(
      ["scale", "--platform", "android", "--size", "16", "--font-scale", "2, 1.3", "--json"])
    #expect(list.status == 0, "\(list.stderr)")
    let listed = try #require(try json(list) as? [String: Any])
    let listRows = try #require(listed["rows"] as? [[String: Any]])
    #expect(listRows.map { $0["fontScale"] as? Double } == [2, 1.3])
    #expect(listRows.map { $0["dp"] as? Double } == [try scaled(16, 2), try scaled(16, 1.3)])
    let outOfRange = try Typometer.run(["scale", "--platform", "android", "--font-scale", "1,9"])
    #expect(outOfRange.status == 2)
    #expect(outOfRange.stderr.contains("'9' is not a valid value for '--font-scale'"))
    // Said as written: just past the range is not shown as its end.
    let past = try Typometer.run(["scale", "--platform", "android", "--font-scale", "4.0000001"])
    #expect(past.status == 2)
    #expect(past.stderr.contains("'4.0000001' is not a valid value for '--font-scale'"))
    let misspelt = try Typometer.run(["scale", "--platform", "android", "--style", "bodyLarg"])
    #expect(misspelt.status == 2)
    #expect(misspelt.stderr.contains("(did you mean 'bodyLarge'?)"), "\(misspelt.stderr)")
    // An emphasized role too (Material 1.13's).
    let emphasized = try Typometer.run(
      ["scale", "--platform", "android", "--style", "bodyLargeEmphasize"])
    #expect(
      emphasized.stderr.contains("(did you mean 'bodyLargeEmphasized'?)"), "\(emphasized.stderr)")
    let both = try Typometer.run(
      ["scale", "--platform", "android", "--style", "bodyLarge", "--size", "3"])
    #expect(both.status == 2)
    #expect(both.stderr.contains("'--style' and '--size' cannot be used together"))
  }

  /// `--platform wearos` is Android at Wear OS's font scales, as `init
  /// --platform wearos` writes them: `scale` lists those scales (each size as
  /// `--platform android` gives it at that scale) and names the platform so,
  /// `measure` measures at them, and a misspelt name is suggested the right one.
  @Test func wearOSIsAndroidAtTheWatchsScales() throws {
    let result = try Typometer.run(["scale", "--platform", "wearOS", "--size", "16", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(try json(result) as? [String: Any])
    #expect(object["platform"] as? String == "wearos")
    let rows = try #require(object["rows"] as? [[String: Any]])
    #expect(rows.map { $0["fontScale"] as? Double } == ProjectScan.wearFontScales)
    for row in rows {
      let scale = try #require(row["fontScale"] as? Double)
      #expect(row["dp"] as? Double == (try scaled(16, scale)))
    }
    let measured = try Typometer.run(
      ["measure", "--platform", "wear-os", "--style", "bodyLarge", "Hi", "--format", "jsonl"]
        + Typometer.bundledFonts)
    #expect(measured.status == 0, "\(measured.stderr)")
    let scales = measured.stdout.split(separator: "\n").map { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["fontScale"]
        as? Double
    }
    #expect(scales == ProjectScan.wearFontScales)
    let misspelt = try Typometer.run(["scale", "--platform", "wearso"])
    #expect(misspelt.status == 2)
    #expect(misspelt.stderr.contains("(did you mean 'wearos'?)"), "\(misspelt.stderr)")
  }

  /// The example's check: findings with file, line and font scale, and style
  /// rows whose sizes are `scale --platform android`'s.
  @Test func checkSizesEqualScale() throws {
    let result = try Typometer.run(["check", "Examples/Android/typometer.json", "--format", "json"])
    #expect(result.status == 1)
    let report = try #require(try json(result) as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    let overflow = try #require(findings.first { $0["code"] as? String == "overflow" })
    #expect(overflow["fontScale"] is Double)
    #expect((overflow["file"] as? String)?.hasSuffix("strings.xml") == true)
    #expect(overflow["line"] is Int)
    let styles = try #require(report["styles"] as? [[String: Any]])
    let sizes: [String: Double] = [
      "TextAppearance.App.Title": 22, "TextAppearance.App.Button": 14,
      "TextAppearance.App.Button.Small": 12, "bodyMedium": 14,
    ]
    for style in styles {
      let name = try #require(style["name"] as? String)
      let sp = try #require(sizes[name])
      for row in try #require(style["sizes"] as? [[String: Any]]) {
        let scale = try #require(row["fontScale"] as? Double)
        #expect(row["category"] == nil)
        #expect(row["dp"] as? Double == (try scaled(sp, scale)), "\(name) at \(scale)")
      }
    }
    // The text table shows the size in whole pixels beside it (what the
    // findings' sizes are: 14 sp at font scale 2 is 26 dp, set as 68 px at
    // 2.625 px a dp, 25.9 dp in the findings).
    let text = try Typometer.run(["check", "Examples/Android/typometer.json", "--verbose"])
    #expect(
      text.stdout.contains("    fontScale  dp          px     lineHeight\n"), "\(text.stdout)")
    #expect(text.stdout.contains("\n    2          26          68     33.9\n"), "\(text.stdout)")
    #expect(text.stdout.contains("from font scale 2 (25.9 dp) on"), "\(text.stdout)")
  }

  /// An app's res/font faces are its own: text in another face does not
  /// fall back to them, as a device falls back to its system fonts alone
  /// (AntennaPod's → was set in the Sarabun of one screen). `measure` and
  /// `check` agree; a folder given with --fonts is a fallback as before.
  @Test func anAppsResFontsAreNoFallback() throws {
    let roboto = Fixtures.font("Roboto-Regular.ttf")
    func used(_ extra: [String]) throws -> (fonts: [String], missing: [String]) {
      let result = try Typometer.run(
        [
          "measure", "--platform", "android", "--style", "bodyMedium", "--res", Self.res,
          "--font-scale", "1", "--no-system-fonts", "--fonts", roboto, "--json", "↗",
        ] + extra)
      #expect(result.status < 2, "\(result.stderr)")  // 1: a character is missing
      let object = try #require(try json(result) as? [String: Any])
      return (object["fontsUsed"] as? [String] ?? [], object["missing"] as? [String] ?? [])
    }
    let own = try used([])
    #expect(own.fonts == ["Roboto-Regular"] && own.missing == ["U+2197"])
    let given = try used(["--fonts", Fixtures.font("Inter-Regular.otf")])
    #expect(given.fonts == ["Roboto-Regular", "Inter-Regular"] && given.missing.isEmpty)
    // The check: a string with ↗ in bodyMedium is uncovered, not set in Inter.
    let folder = try TemporaryFolder()
    let res = Fixtures.repositoryRoot + "/" + Self.res
    try folder.copy(res + "/font/inter_regular.otf", to: "res/font/inter_regular.otf")
    try folder.write(
      "res/values/strings.xml", #"<resources><string name="body_arrow">Up ↗</string></resources>"#)
    try folder.write(
      "typometer.json",
      #"{"platform": "android", "resources": "res", "fonts": ["\#(roboto)"], "fontScales": [1], "#
        + #""containers": [{"keys": ["*"], "style": "bodyMedium", "width": 300}]}"#)
    let check = try Typometer.run(["check", folder.url("typometer.json"), "--format", "json"])
    let report = try #require(try json(check) as? [String: Any])
    let findings = report["findings"] as? [[String: Any]] ?? []
    let uncovered = try #require(findings.first { $0["code"] as? String == "uncovered" })
    // The message says the app's own font has the character, and how to
    // set it there where the code does: the spec's cascade, which takes it.
    #expect(
      (uncovered["message"] as? String ?? "").hasSuffix(
        "to the spec's fonts (the app's own font Inter-Regular has them, but a device falls back "
          + "to its system fonts alone: where the code sets it on this text, name it in the "
          + "spec's \"cascade\" for the style)"), "\(uncovered)")
    try folder.write(
      "cascade.json",
      #"{"platform": "android", "resources": "res", "fonts": ["\#(roboto)"], "fontScales": [1], "#
        + #""cascade": {"bodyMedium": ["Inter-Regular"]}, "#
        + #""containers": [{"keys": ["*"], "style": "bodyMedium", "width": 300}]}"#)
    let named = try Typometer.run(["check", folder.url("cascade.json"), "--format", "json"])
    let namedReport = try #require(try json(named) as? [String: Any])
    #expect(
      (namedReport["findings"] as? [[String: Any]] ?? []).isEmpty, "\(named.stdout)")
    let cascades = namedReport["cascades"] as? [[String: Any]] ?? []
    #expect(
      (cascades.first?["cascade"] as? [[String: Any]])?.first?["postscriptName"] as? String
        == "Inter-Regular", "\(named.stdout)")
    // So are the fonts of the app's assets its code loads
    // (`Typeface.createFromAsset`), which a spec names as `fonts`: in a
    // source set's `assets` (KeePassDX's FiraMono had set arrows), or one
    // beside the res folder; a folder of fonts elsewhere is a fallback.
    for (fonts, uncovered) in [
      ("app/src/main/assets/fonts", true), ("assets", true), ("stand-ins/assets-fonts", false),
    ] {
      try folder.copy(res + "/font/inter_regular.otf", to: fonts + "/inter_regular.otf")
      try folder.write(
        "assets.json",
        #"{"platform": "android", "resources": "res", "fonts": ["\#(roboto)", "\#(fonts)"], "#
          + #""fontScales": [1], "containers": [{"keys": ["*"], "style": "bodyMedium", "#
          + #""width": 300}]}"#)
      try FileManager.default.removeItem(atPath: folder.url("res/font"))
      let assets = try Typometer.run(["check", folder.url("assets.json"), "--format", "json"])
      let found = try #require(try json(assets) as? [String: Any])
      let codes = (found["findings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
      #expect(codes.contains("uncovered") == uncovered, "\(fonts): \(assets.stdout)")
      try folder.copy(res + "/font/inter_regular.otf", to: "res/font/inter_regular.otf")
    }
  }

  @Test func measureAMaterialRoleAtEachFontScale() throws {
    let result = try Typometer.run(
      ["measure", "--platform", "android", "--style", "bodyLarge", "Hello", "--json"]
        + Typometer.bundledFonts)
    #expect(result.status == 0)
    let rows = try #require(try json(result) as? [[String: Any]])
    #expect(rows.map { $0["fontScale"] as? Double } == [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2])
    for row in rows {
      let scale = try #require(row["fontScale"] as? Double)
      // The TextView sets the size in whole pixels (2.625 per dp by default).
      let pixels = ((try scaled(16, scale)) * 2.625).rounded()
      #expect(abs((row["size"] as? Double ?? 0) - pixels / 2.625) < 1e-9)
      #expect(row["font"] as? String == "Roboto-Regular")
    }
    let text = try Typometer.run(
      ["measure", "--platform", "android", "--style", "bodyLarge", "--font-scale", "2", "Hello"]
        + Typometer.bundledFonts)
    #expect(text.stdout.hasPrefix("×2  28.19dp  advance"))
    // A comma-separated list of scales: a row at each, in order; each in range.
    let list = try Typometer.run(
      ["measure", "--platform", "android", "--style", "bodyLarge", "--font-scale", "1,2", "Hi"]
        + Typometer.bundledFonts)
    let lines = list.stdout.split(separator: "\n")
    #expect(lines.count == 2 && lines[0].hasPrefix("×1 ") && lines[1].hasPrefix("×2 "))
    let outside = try Typometer.run(
      ["measure", "--platform", "android", "--style", "bodyLarge", "--font-scale", "1,9", "Hi"]
        + Typometer.bundledFonts)
    #expect(outside.status == 2 && outside.stderr.contains("'9' is not a valid value"))
  }

  /// Pseudo-localised, a `textAllCaps` style's text is upper-cased whole,
  /// its padding too, as a device shows the pseudo-localised resource and
  /// as `check` measures it (measure and render had upper-cased it first).
  @Test func pseudoTextIsUpperCasedWhole() throws {
    let result = try Typometer.run(
      [
        "measure", "--platform", "android", "--style", "TextAppearance.MaterialComponents.Button",
        "--pseudo", "--font-scale", "1", "Close", "--json",
      ] + Typometer.bundledFonts)
    #expect(result.status == 0, "\(result.stderr)")
    let row = try #require(try json(result) as? [String: Any])
    let text = try #require(row["text"] as? String)
    #expect(
      text.hasPrefix("ÇĹÖŠÉ ") && text.contains("ẊẊẊẊ") && text == text.uppercased(), "\(text)")
  }

  /// `--style` takes a theme attribute as a layout names it: the style the
  /// themes give it (AppCompat's popup menu item, 16sp; Material 3's
  /// bodyLarge); one none sets is refused with the near ones.
  @Test func measureAThemeAttribute() throws {
    for (attribute, size) in [
      ("?attr/textAppearanceLargePopupMenu", "16dp"), ("?attr/textAppearanceHeadlineSmall", "24dp"),
    ] {
      let result = try Typometer.run(
        ["measure", "--platform", "android", "--style", attribute, "--font-scale", "1", "Hi"]
          + Typometer.bundledFonts)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stdout.hasPrefix("×1  \(size)  advance"),
        "\(attribute): \(result.stdout)")
    }
    let misspelt = try Typometer.run(
      ["measure", "--platform", "android", "--style", "?attr/textAppearanceLargePopupMenus", "Hi"]
        + Typometer.bundledFonts)
    #expect(misspelt.status == 2)
    #expect(
      misspelt.stderr.contains(
        "'?attr/textAppearanceLargePopupMenus' is a theme attribute that no theme of the res "
          + "folders sets, nor Material's or AppCompat's (did you mean "
          + "'?attr/textAppearanceLargePopupMenu' or '?attr/textAppearanceSmallPopupMenu'?)"),
      "\(misspelt.stderr)")
  }

  /// WCAG text spacing on Android raises each line to 1.5 times the size
  /// and adds twice the size after a paragraph, over StaticLayout's heights
  /// (Roboto's lines, 1.17 to 1.3 times the size, are all lower): the
  /// heights were the plain ones, where the stress mode's picture drew the
  /// spaced lines.
  @Test func wcagSpacingSetsAndroidLinesApart() throws {
    func measured(_ extra: [String]) throws -> (size: Double, lines: Int, height: Double) {
      let result = try Typometer.run(
        [
          "measure", "--platform", "android", "--style", "android:TextAppearance.Material.Body1",
          "--font-scale", "1,2", "--width", "100", "--json", "One two three four five\nSix",
        ] + extra + Typometer.bundledFonts)
      let rows = try #require(try json(result) as? [[String: Any]])
      let row = try #require(rows.last)
      return (
        try #require(row["size"] as? Double), try #require(row["lines"] as? Int),
        try #require(row["height"] as? Double)
      )
    }
    let plain = try measured([])
    let spaced = try measured(["--spacing", "wcag"])
    #expect(plain.height < Double(plain.lines) * 1.5 * plain.size)
    #expect(
      abs(spaced.height - (Double(spaced.lines) * 1.5 + 2) * spaced.size) < 1e-9,
      "\(spaced)")
    // A line height taller than 3.5 times the size takes no paragraph's
    // space where no paragraph ends: two breaks between the same lines add
    // twice the size each.
    func tall(_ text: String) throws -> (lines: Int, height: Double, size: Double) {
      let result = try Typometer.run(
        [
          "measure", "--platform", "android", "--style", "android:TextAppearance.Material.Body1",
          "--font-scale", "1", "--width", "60", "--line-height", "60", "--spacing", "wcag",
          "--json", text,
        ] + Typometer.bundledFonts)
      let row = try #require(try json(result) as? [String: Any])
      return (
        try #require(row["lines"] as? Int), try #require(row["height"] as? Double),
        try #require(row["size"] as? Double)
      )
    }
    let one = try tall("One two three")
    let three = try tall("One\ntwo\nthree")
    #expect(one.lines == 3 && three.lines == 3)
    #expect(abs(three.height - one.height - 4 * one.size) < 1e-9, "\(one) \(three)")
  }

  @Test func measureAnAppAppearance() throws {
    let result = try Typometer.run(
      [
        "measure", "--platform", "android", "--style", "TextAppearance.App.Button", "--res",
        Self.res, "--font-scale", "1.3", "--width", "60", "--max-lines", "1", "Continue",
        "--json",
      ] + Typometer.bundledFonts)
    #expect(result.status == 1)
    let row = try #require(try json(result) as? [String: Any])
    #expect(row["text"] as? String == "CONTINUE")
    #expect(row["font"] as? String == "Inter-Medium")
    #expect(row["fits"] as? Bool == false)
    // Heights are a TextView's, in dp: labelLarge's 20sp line height at 1.3,
    // converted on its own, within the 1.5 px of Android's rounding at 2.625.
    #expect(row["lines"] as? Int == 2)
    let height = try #require(row["height"] as? Double)
    let lineHeight = try #require(row["lineHeight"] as? Double)
    #expect(abs(lineHeight - (try scaled(20, 1.3))) <= 1.5 / 2.625)
    #expect(height > lineHeight)
  }

  /// `--max-lines 0` is no limit, as in `check`: the text fits and nothing is
  /// past the lines allowed, its height and lines as without the option.
  @Test func measureWithMaxLinesZero() throws {
    func row(_ extra: [String]) throws -> [String: Any] {
      let result = try Typometer.run(
        [
          "measure", "--platform", "android", "--style", "bodyLarge", "--font-scale", "1",
          "--width", "100", "A long string that wraps over lines", "--json",
        ] + extra + Typometer.bundledFonts)
      #expect(result.status == 0, "\(result.stderr)")
      return try #require(try json(result) as? [String: Any])
    }
    let zero = try row(["--max-lines", "0"])
    let none = try row([])
    #expect(zero["fits"] as? Bool == true)
    #expect(try #require(zero["lines"] as? Int) > 1)
    #expect(zero["height"] as? Double == none["height"] as? Double)
    let overflow = try #require(zero["overflow"] as? [String: Any])
    #expect(overflow["height"] as? Double == 0 && overflow["lines"] as? Int == 0)
  }

  /// `--strings strings.xml` measures the file's strings, not its XML lines,
  /// each row naming its string's key; a text file's rows name none.
  @Test func measureAStringsXMLFile() throws {
    let result = try Typometer.run(
      [
        "measure", "--platform", "android", "--style", "bodyLarge", "--font-scale", "1",
        "--strings", Self.res + "/values-de/strings.xml", "--format", "jsonl",
      ] + Typometer.bundledFonts)
    let rows = result.stdout.split(separator: "\n").compactMap { line in
      try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    }
    let texts = rows.compactMap { $0["text"] as? String }
    #expect(texts.count == 7)
    #expect(texts.first == "Benachrichtigungseinstellungen")
    #expect(!texts.contains { $0.contains("<") })
    #expect(rows.first?["key"] as? String == "title_settings")
    #expect(rows.allSatisfy { $0["key"] is String && $0["language"] as? String == "de" })
    let folder = try TemporaryFolder()
    let text = try folder.write("texts.txt", "One\nTwo\n")
    let plain = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "--strings", text, "--format", "jsonl"]
        + Typometer.bundledFonts)
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(!plain.stdout.contains("\"key\""), "\(plain.stdout)")
    #expect(!plain.stdout.contains("\"language\""), "\(plain.stdout)")
  }

  /// A string whose format specifiers were filled in says what was written
  /// (`sourceText`); a reference to a string the file does not hold, or
  /// `@null`, is left out with a warning, as check leaves it out.
  @Test func measureAStringsFileSaysItsSourceAndLeavesOutReferences() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "res/values/strings.xml",
      #"<resources><string name="count">You have %1$,d new messages</string>"#
        + #"<string name="plain">Hello</string><string name="ref">@string/elsewhere</string>"#
        + #"<string name="none">@null</string></resources>"#)
    let result = try Typometer.run(
      [
        "measure", "--platform", "android", "--style", "bodyLarge", "--font-scale", "1",
        "--strings", file, "--format", "jsonl",
      ] + Typometer.bundledFonts)
    #expect(result.status == 0, "\(result.stderr)")
    let rows = result.stdout.split(separator: "\n").compactMap { line in
      try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    }
    #expect(rows.map { $0["key"] as? String } == ["count", "plain"])
    #expect(rows.first?["text"] as? String == "You have 1,234 new messages")
    #expect(rows.first?["sourceText"] as? String == "You have %1$,d new messages")
    #expect(rows.last?["sourceText"] == nil)
    #expect(
      result.stderr.contains(
        "2 strings refer to a string the file does not hold (@string/…, @null), whose text is "
          + "not known: left out"), "\(result.stderr)")
  }

  /// A URL breaks as Android's line breaker breaks it (before `_`, `.`,
  /// `?`, after `//` …): no word split where an Apple label splits it.
  @Test func aLinkBreaksAsAndroidBreaksIt() throws {
    let text = "Open https://example.org/notifications_and_sounds_settings_page"
    func measure(_ arguments: [String]) throws -> [String: Any] {
      let result = try Typometer.run(
        ["measure"] + arguments + ["--width", "150", text, "--format", "json"]
          + Typometer.bundledFonts)
      #expect(result.status == 0, "\(result.stderr)")
      return try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }
    let android = try measure([
      "--platform", "android", "--style", "bodyLarge", "--font-scale", "1",
    ])
    #expect(android["wordSplits"] == nil)
    let apple = try measure(["Roboto-Regular", "--size", "16"])
    let split = try #require((apple["wordSplits"] as? [String])?.first)
    #expect(split.hasPrefix("notifications_and_"))
  }

  @Test func badAppearanceAndOptionsExitTwo() throws {
    let typo = try Typometer.run(
      [
        "measure", "--platform", "android", "--style", "TextAppearance.App.Buton", "--res",
        Self.res, "x",
      ]
        + Typometer.bundledFonts)
    #expect(typo.status == 2)
    #expect(typo.stderr.contains("no style named 'TextAppearance.App.Buton'"))
    #expect(typo.stderr.contains("did you mean 'TextAppearance.App.Button'"))
    // Without --res, only Android's and Material's own styles are known: an
    // app's style is no typo, and the message says where it is read from.
    let noRes = try Typometer.run(
      ["measure", "--platform", "android", "--style", "TextAppearance.App.Button", "x"]
        + Typometer.bundledFonts)
    #expect(noRes.status == 2)
    #expect(
      noRes.stderr.contains(
        "no style named 'TextAppearance.App.Button' among Android's and Material's own"),
      "\(noRes.stderr)")
    #expect(
      noRes.stderr.contains(
        "; an app's styles are read from its res folders: name one with --res DIR"))
    let role = try Typometer.run(
      ["measure", "--platform", "android", "--style", "bodyLarg", "x"] + Typometer.bundledFonts)
    #expect(role.status == 2)
    #expect(role.stderr.contains("own (did you mean 'bodyLarge'?); an app's"), "\(role.stderr)")
    let notAndroid = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "--font-scale", "2", "x"]
        + Typometer.bundledFonts)
    #expect(notAndroid.status == 2)
    #expect(notAndroid.stderr.contains("go with --platform android --style"))
    let scale = try Typometer.run(
      ["measure", "--platform", "android", "--style", "bodyLarge", "--font-scale", "9", "x"]
        + Typometer.bundledFonts)
    #expect(scale.status == 2)
    // A font name before the text: the appearance names the face.
    let named = try Typometer.run(
      ["measure", "Roboto-Regular", "--platform", "android", "--style", "bodyLarge", "Hello"]
        + Typometer.bundledFonts)
    #expect(named.status == 2)
    #expect(named.stderr.contains("names its own face: give the text alone"))
    // A text of several words unquoted is said so, with a font name or without.
    let unquoted = try Typometer.run(
      ["measure", "Inter-Regular", "--size", "14", "Hello", "big", "world"]
        + Typometer.bundledFonts)
    #expect(unquoted.status == 2)
    #expect(
      unquoted.stderr.contains(
        "measure takes one text, as one argument ('Hello', 'big', … were 3): quote a text of "
          + "several words"), "\(unquoted.stderr)")
    // Two texts are said as two words, either of which may be a text.
    #expect(
      named.stderr.contains(
        "as one argument ('Roboto-Regular' and 'Hello' were two: quote a text of several "
          + "words; --strings FILE measures many)"), "\(named.stderr)")
    // render draws one text, and has no --strings to name.
    let drawn = try Typometer.run(
      ["render", "Inter-Regular", "--size", "14", "Hello", "World", "--out", "/dev/null"]
        + Typometer.bundledFonts)
    #expect(drawn.status == 2)
    #expect(
      drawn.stderr.hasPrefix(
        "typometer: error: render draws one text, as one argument ('Hello' and 'World' were "
          + "two): quote a text of several words; run 'typometer render --help'"),
      "\(drawn.stderr)")
    // --font-scale with an Apple style is refused before the style is read.
    let apple = try Typometer.run(
      ["measure", "Roboto-Regular", "--style", "bodyLarge", "--font-scale", "2", "Hello"]
        + Typometer.bundledFonts)
    #expect(apple.status == 2)
    #expect(apple.stderr.contains("go with --platform android --style"))
  }

  /// A size given as a theme attribute the themes set differently: measure
  /// says so and how to choose; --theme chooses; a theme the res folders lack
  /// is named with the nearest.
  @Test func aThemeSettlesASizeFromTheTheme() throws {
    let res = Fixtures.data("android/themes/res")
    let base = [
      "measure", "--platform", "android", "--style", "Title", "--res", res,
      "--font-scale", "1",
    ]
    let unsettled = try Typometer.run(base + ["Hello"] + Typometer.bundledFonts)
    #expect(unsettled.status == 2)
    #expect(
      unsettled.stderr.contains(
        "style 'Title' cannot be measured: its android:textSize is the theme attribute "
          + "?attr/font_16 ("), "\(unsettled.stderr)")
    // (Told of the option, not of the spec.)
    #expect(
      unsettled.stderr.contains(
        "name the theme the app applies with --theme, as --theme FontStyle.Large"),
      "\(unsettled.stderr)")
    let settled = try Typometer.run(
      base + ["--theme", "FontStyle.Large", "--json", "Hello"] + Typometer.bundledFonts)
    #expect(settled.status == 0, "\(settled.stderr)")
    let row = try #require(
      try JSONSerialization.jsonObject(with: Data(settled.stdout.utf8)) as? [String: Any])
    // 18 sp, at the pixel Android rounds it to (47 px at 2.625 px per dp).
    #expect(abs((row["size"] as? Double ?? 0) - 47 / 2.625) < 1e-9)
    let typo = try Typometer.run(
      base + ["--theme", "FontStyle.Nromal", "Hello"] + Typometer.bundledFonts)
    #expect(typo.status == 2)
    #expect(
      typo.stderr.contains(
        "theme 'FontStyle.Nromal' is not a style of the res folders (did you mean "
          + "'FontStyle.Normal'"), "\(typo.stderr)")
    let apple = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "17", "--theme", "X", "x"] + Typometer.bundledFonts)
    #expect(apple.status == 2)
    #expect(apple.stderr.contains("--theme, --font-scale and --density go with"))
  }

  /// textAllCaps upper-cases in the string's language, as
  /// AllCapsTransformationMethod does: a Turkish i becomes İ.
  @Test func allCapsFollowsTheLanguage() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/strings.xml", #"<resources><string name="b">istanbul</string></resources>"#)
    try folder.write(
      "res/values-tr/strings.xml", #"<resources><string name="b">istanbul ßß</string></resources>"#)
    try folder.write(
      "res/values/styles.xml",
      #"<resources><style name="Caps" parent="TextAppearance.Material3.LabelLarge">"#
        + #"<item name="android:textAllCaps">true</item></style></resources>"#)
    try folder.write(
      "typometer.json",
      #"{"platform": "android", "resources": "res", "fonts": "\#(Fixtures.fontsDirectory)", "#
        + #""containers": [{"keys": ["*"], "style": "Caps", "width": 20, "maxLines": 1}]}"#)
    // 20 dp is too narrow for either: each overflows and shows its text as set.
    let result = try Typometer.run(["check", "--format", "json"], in: folder.path)
    #expect(result.status == 1, "\(result.stderr)")
    let report = try #require(try json(result) as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    let texts = findings.filter { $0["code"] as? String == "overflow" }.map {
      [$0["language"] as? String ?? "-", $0["text"] as? String ?? ""]
    }
    #expect(texts.contains(["-", "ISTANBUL"]))
    #expect(texts.contains(["tr", "İSTANBUL SSSS"]))
    let measured = try Typometer.run(
      [
        "measure", "--platform", "android", "--style", "Caps", "--res", folder.url("res"),
        "--lang", "tr", "--font-scale", "1", "istanbul", "--json",
      ] + Typometer.bundledFonts)
    let row = try #require(try json(measured) as? [String: Any])
    #expect(row["text"] as? String == "İSTANBUL")
  }

  /// A style whose own android:fontFamily a Material parent's app form
  /// `fontFamily` sets aside in AppCompat's views (Breezy Weather's clock,
  /// shown in a TextClock): measured as AppCompat sets it, with a warning
  /// naming the item and the family a framework view shows.
  @Test func measureSaysTheFamilyAFrameworkViewShows() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "res/values/styles.xml",
      """
      <resources>
        <style name="Clock" parent="TextAppearance.Material3.DisplaySmall">
          <item name="android:fontFamily">@font/inter</item>
        </style>
        <style name="PlainClock" parent="@android:style/TextAppearance">
          <item name="android:fontFamily">@font/inter</item>
        </style>
      </resources>
      """)
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "res/font/inter.otf")
    func measured(_ style: String) throws -> CommandResult {
      try Typometer.run(
        [
          "measure", "--platform", "android", "--style", style, "--res", folder.url("res"),
          "--font-scale", "1", "12:45", "--json",
        ] + Typometer.bundledFonts)
    }
    let clock = try measured("Clock")
    #expect(clock.status == 0, "\(clock.stderr)")
    #expect(
      clock.stderr.contains(
        "res/values/styles.xml:3: style 'Clock' sets android:fontFamily @font/inter, which "
          + "AppCompat's and Material's text views set aside for the fontFamily its parent "
          + "TextAppearance.Material3.DisplaySmall sets (sans-serif), as measured here; a framework "
          + "view given the style (a TextClock, an app widget's views) shows @font/inter"),
      "\(clock.stderr)")
    #expect((try json(clock) as? [String: Any])?["font"] as? String == "Roboto-Regular")
    let plain = try measured("PlainClock")
    #expect(plain.status == 0 && plain.stderr.isEmpty, "\(plain.stderr)")
    #expect((try json(plain) as? [String: Any])?["font"] as? String == "Inter-Regular")
  }

  /// measure's --line-height is set as android:lineHeight (dp); its
  /// --letter-spacing is refused, the appearance's own being used.
  @Test func measureLineHeightAndLetterSpacing() throws {
    let result = try Typometer.run(
      [
        "measure", "--platform", "android", "--style", "bodyLarge", "--font-scale", "1",
        "--width", "25", "--line-height", "60", "xx xx", "--json",
      ] + Typometer.bundledFonts)
    let row = try #require(try json(result) as? [String: Any])
    #expect(row["lines"] as? Int == 2)
    let height = try #require(row["height"] as? Double)
    // The first line's 60 dp, give or take the font padding, plus the last.
    #expect(height > 60 && height < 90)
    let refused = try Typometer.run(
      [
        "measure", "--platform", "android", "--style", "bodyLarge", "--letter-spacing", "1", "x",
      ] + Typometer.bundledFonts)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("--letter-spacing does not apply"))
  }

  @Test func renderDrawsARowPerFontScale() throws {
    let folder = try TemporaryFolder()
    let out = folder.url("title.png")
    let result = try Typometer.run(
      [
        "render", "--platform", "android", "--style", "TextAppearance.App.Title", "--res", Self.res,
        "--width", "280", "--max-lines", "1", "--out", out, "Benachrichtigungseinstellungen",
      ] + Typometer.bundledFonts)
    #expect(result.status == 1)
    #expect(FileManager.default.fileExists(atPath: out))
    let rows = result.stdout.split(separator: "\n").dropFirst()
    #expect(rows.count == 7)
    #expect(rows.first?.hasPrefix("×0.85 18.67dp") == true)
  }

  @Test func specErrorsNameTheLine() throws {
    let folder = try TemporaryFolder()
    let spec = try folder.write(
      "typometer.json",
      """
      {"platform": "android",
       "resources": "res",
       "categories": ["ax1"],
       "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}
      """)
    let result = try Typometer.run(["check", spec])
    #expect(result.status == 2)
    #expect(result.stderr.contains("typometer.json:3: 'categories' is for Apple platforms"))
    // A res folder that is not there is named before strings are looked for.
    let missing = try folder.write(
      "missing.json",
      #"{"platform": "android", "resources": "nope/res", "#
        + #""containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#)
    let gone = try Typometer.run(["check", missing])
    #expect(gone.status == 2)
    #expect(
      gone.stderr.contains(
        "missing.json:1: 'nope/res' in the spec's \"resources\": cannot read: no such folder"),
      "\(gone.stderr)")
    // Said with the other entries that name nothing, in one run: every
    // missing res folder, string file and font folder.
    let several = try folder.write(
      "several.json",
      """
      {"platform": "android",
       "resources": ["nope/res", "gone/res"],
       "strings": ["nope/strings.xml"],
      """ + #""containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#)
    let all = try Typometer.run(["check", several])
    #expect(all.status == 2)
    for said in [
      "several.json:2: 'nope/res' in the spec's \"resources\": cannot read: no such folder",
      "several.json:2: 'gone/res' in the spec's \"resources\": cannot read: no such folder",
      "several.json:3: the string file 'nope/strings.xml' in the spec's \"strings\" does not exist",
    ] {
      #expect(all.stderr.contains(said), "\(all.stderr)")
    }
    let withFonts = try folder.write(
      "with-fonts.json",
      """
      {"platform": "android", "resources": "nope/res", "fonts": "nope/fonts",
       "strings": ["nope/strings.xml"],
      """ + #""containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#)
    let three = try Typometer.run(["check", withFonts])
    #expect(three.status == 2)
    for said in [
      "with-fonts.json:1: the font folder 'nope/fonts' in the spec's \"fonts\" does not exist",
      "with-fonts.json:1: 'nope/res' in the spec's \"resources\": cannot read: no such folder",
      "with-fonts.json:2: the string file 'nope/strings.xml' in the spec's \"strings\" does not "
        + "exist",
    ] {
      #expect(three.stderr.contains(said), "\(three.stderr)")
    }
    // A folder that holds no resource folders (a module's `src/main`, its
    // `res` left off) is no res folder: named, not read as an empty one.
    try folder.write(
      "app/src/main/res/values/strings.xml", #"<resources><string name="a">A</string></resources>"#)
    try folder.write("app/src/main/AndroidManifest.xml", "<manifest/>")
    let notRes = try folder.write(
      "not-res.json",
      #"{"platform": "android", "resources": ["app/src/main/res", "app/src/main"], "#
        + #""containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#)
    let wrong = try Typometer.run(["check", notRes])
    #expect(wrong.status == 2)
    #expect(
      wrong.stderr.contains(
        "not-res.json:1: 'app/src/main' in the spec's \"resources\" is not an Android res "
          + "folder; name the one inside it, app/src/main/res"),
      "\(wrong.stderr)")
    // One with qualified resource folders alone is one, and so is an empty
    // one named res, as Gradle takes it.
    try folder.write("app/src/play/res/drawable-hdpi/icon.xml", "<vector/>")
    try folder.write("lib/src/main/res/.gitkeep", "")
    let play = try folder.write(
      "play.json",
      #"{"platform": "android", "resources": ["app/src/play/res", "app/src/main/res", "lib/src/main/res"], "#
        + #""containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#)
    let checked = try Typometer.run(["check", play] + Typometer.bundledFonts)
    #expect(checked.status == 0, "\(checked.stderr)")
  }
}

/// `typometer init` in an Android project writes an Android spec that checks.
@Suite struct AndroidInitTests {
  @Test func writesAnAndroidSpec() throws {
    let folder = try TemporaryFolder()
    let res = Fixtures.repositoryRoot + "/" + AndroidCommandTests.res
    for file in ["values/strings.xml", "values-de/strings.xml", "values/themes.xml"] {
      try folder.copy(res + "/" + file, to: "app/src/main/res/" + file)
    }
    for file in ["inter.xml", "inter_regular.otf", "inter_medium.otf", "inter_bold.otf"] {
      try folder.copy(res + "/font/" + file, to: "app/src/main/res/font/" + file)
    }
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("1 res folder: app/src/main/res"))
    // The font folder outside the res folders is named, the res folder's counted.
    #expect(
      result.stdout.contains(
        "  1 font folder: fonts\n    (and 3 font files in the res folders' font folders, read "
          + "with them)\n"), "\(result.stdout)")
    #expect(result.stdout.contains("3 styles: TextAppearance.App.Button"))
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["platform"] as? String == "android")
    #expect(spec["resources"] as? [String] == ["app/src/main/res"])
    #expect(spec["fonts"] as? [String] == ["fonts"])
    #expect(spec["config"] == nil)
    let report = try InitCommandTests.checkReport(in: folder)
    let summary = try #require(report["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == 2)
    #expect(summary["measurements"] as? Int == (summary["measured"] as? Int ?? 0) * 7)
  }

  /// A string the layouts set only as the hint of a field of one line (a
  /// `TextInputLayout`'s, an edit field's of one line: BinaryEye's URI
  /// template) is measured on one line: too wide, it is cut (an overflow),
  /// not wrapped (no word split; a URL alone too, which the catch-all leaves
  /// out), in its field's text style: Material's `bodyLarge` in a
  /// `TextInputLayout`, the platform's `textAppearanceMedium` in an edit
  /// field, or the theme's `editTextStyle`. A string a layout also sets as a
  /// view's text, and a hint the strings do not define, are not.
  @Test func hintsOfFieldsOfOneLineAreMeasuredOnOneLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/src/main/res/values/strings.xml",
      """
      <resources>
      <string name="uri_hint">https://example.org/scan?content={RESULT}&amp;format={FORMAT}&amp;source=scanner</string>
      <string name="name_hint">Datenschutzeinstellungsverwaltungsoberfläche</string>
      <string name="shared">A hint also shown as text, wherever it wraps</string>
      <string name="sized">Search</string>
      </resources>
      """)
    let field = "com.google.android.material.textfield.TextInputLayout"
    try folder.write(
      "app/src/main/res/layout/a.xml",
      """
      <LinearLayout>
      <\(field) android:hint="@string/uri_hint"><EditText/></\(field)>
      <EditText android:hint="@string/name_hint" android:inputType="textPersonName"/>
      <EditText android:hint="@string/shared" android:singleLine="true"/>
      <TextView android:text="@string/shared"/>
      <EditText android:hint="@string/gone" android:singleLine="true"/>
      <EditText android:hint="@string/sized" android:singleLine="true" android:textSize="15sp"/>
      </LinearLayout>
      """)
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  3 strings the layouts set only as the hint of a field of one line (a TextInputLayout's, "
          + "an edit field's of one line, a SearchView's) are measured on one line, where Android "
          + "cuts a hint too wide: name_hint, sized, uri_hint"), "\(result.stdout)")
    let containers = try InitCommandTests.writtenContainers(in: folder)
    // (A field of its own text size, which no style names, takes the
    // catch-all's style.)
    #expect(
      containers.compactMap { $0["keys"] as? [String] } == [
        ["name_hint"], ["sized", "uri_hint"], ["*"],
      ])
    #expect(
      containers.compactMap { $0["style"] as? String } == [
        "?android:attr/textAppearanceMedium", "bodyLarge", "bodyLarge",
      ])
    #expect(containers.compactMap { $0["maxLines"] as? Int } == [1, 1])
    let report = try InitCommandTests.checkReport(in: folder)
    let findings = try #require(report["findings"] as? [[String: Any]])
    for key in ["uri_hint", "name_hint"] {
      let codes = findings.filter { $0["key"] as? String == key }.compactMap {
        $0["code"] as? String
      }
      #expect(codes == ["overflow"], "\(key): \(findings)")
    }
    // The catch-all wraps the shared string, and splits the long word.
    #expect(!findings.contains { $0["key"] as? String == "shared" })
    try folder.write(
      "narrow.json",
      #"{"platform": "android", "resources": ["app/src/main/res"], "fonts": ["fonts"], "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 328}]}"#
    )
    let wrapped = try InitCommandTests.checkReport(["narrow.json"], in: folder)
    let split = (wrapped["findings"] as? [[String: Any]] ?? []).filter {
      $0["key"] as? String == "name_hint"
    }
    #expect(split.compactMap { $0["code"] as? String } == ["word-split"], "\(wrapped)")
    // The theme's edit field style sets the edit field's hint, and Material
    // Components' `subtitle1` a TextInputLayout's under its themes; a
    // search configuration's hint is of one line too, and a string a menu
    // shows is set otherwise.
    try folder.write(
      "app/src/main/res/values/themes.xml",
      #"""
      <resources><style name="Theme.App" parent="Theme.MaterialComponents.DayNight">
      <item name="android:editTextStyle">@style/Field</item></style>
      <style name="Field"><item name="android:textSize">20sp</item></style></resources>
      """#)
    try folder.write(
      "app/src/main/res/xml/searchable.xml",
      #"<searchable android:label="@string/sized" android:hint="@string/search_hint"/>"#)
    try folder.write(
      "app/src/main/res/menu/main.xml",
      #"<menu><item android:title="@string/shared_menu"/></menu>"#)
    try folder.write(
      "app/src/main/res/layout/b.xml",
      #"<EditText android:hint="@string/shared_menu" android:singleLine="true"/>"#)
    // (A TextInputLayout's own Material 3 style says its field's text.)
    try folder.write(
      "app/src/main/res/layout/c.xml",
      #"<\#(field) style="@style/Widget.Material3.TextInputLayout.OutlinedBox" "#
        + #"android:hint="@string/m3_hint"><EditText/></\#(field)>"#)
    try folder.write(
      "app/src/main/res/values/more.xml",
      #"<resources><string name="search_hint">Search</string><string name="shared_menu">Go</string>"#
        + #"<string name="m3_hint">Name</string></resources>"#
    )
    let themed = try Typometer.run(["init", "--output", "themed.json", folder.path])
    #expect(themed.status == 0, "\(themed.stderr)")
    let styles = try InitCommandTests.writtenContainers("themed.json", in: folder)
    #expect(
      styles.compactMap { $0["keys"] as? [String] } == [
        ["name_hint", "search_hint"], ["uri_hint"], ["m3_hint"], ["*"],
      ])
    #expect(
      styles.compactMap { $0["style"] as? String }.prefix(3) == [
        "Field", "TextAppearance.MaterialComponents.Subtitle1", "bodyLarge",
      ])
    // A hint of two fields, one always collapsed into its label: measured
    // as the other shows it expanded, the larger text, in every run (the
    // fields had been taken in a set's order, which changes from run to
    // run: MaterialFiles' spec differed between two runs of init).
    try folder.write(
      "app/src/main/res/layout/d.xml",
      #"<LinearLayout><\#(field) android:hint="@string/two_hint" app:expandedHintEnabled="false">"#
        + #"<EditText/></\#(field)><\#(field) android:hint="@string/two_hint"><EditText/>"#
        + #"</\#(field)></LinearLayout>"#)
    try folder.write(
      "app/src/main/res/values/two.xml",
      #"<resources><string name="two_hint">Folder name</string></resources>"#)
    var specs: Set<String> = []
    for run in 0..<6 {
      let again = try Typometer.run(["init", "--output", "two\(run).json", folder.path])
      #expect(again.status == 0, "\(again.stderr)")
      let containers = try InitCommandTests.writtenContainers("two\(run).json", in: folder)
      let two = containers.first { ($0["keys"] as? [String])?.contains("two_hint") == true }
      #expect(two?["style"] as? String == "TextAppearance.MaterialComponents.Subtitle1")
      specs.insert(try String(contentsOfFile: folder.url("two\(run).json"), encoding: .utf8))
    }
    #expect(specs.count == 1)
  }

  /// The strings and plurals of an Android app's default values that no
  /// file of the app names (no `@string/` of a layout, menu, manifest or
  /// values file, data binding's `R.string.`, no `R.string.`, `R.plurals.`
  /// or alias of `R.string` in its Kotlin and Java code but its tests', no
  /// literal naming or building the name) are skipped, as Android Lint's
  /// unused resources, but one a library reads in its place (`abc_`); none
  /// where the code looks a string up by a name it does not give.
  @Test func stringsNoFileNamesAreSkippedOnAndroid() throws {
    let folder = try TemporaryFolder()
    let used = [
      "layout_text", "layout_hint", "layout_title", "layout_summary", "menu_title", "app_name",
      "alias_target", "code_a", "code_b", "code_c", "code_d", "code_e", "common_a", "common_b",
      "about", "qari_a", "qari_b", "theme_dark", "db_key", "compose_key", "trailing_call",
      "split_reference", "only_android_8.1_plus", "app_name_alpha", "launcher_clip", "selected",
      "r_alias", "simperium_subtitle",
    ]
    let unused = ["old_a", "old_b", "old_c", "test_only"]
    let strings = (used + unused + ["abc_action_bar_up_description"]).map { name in
      "<string name=\"\(name)\">\(name) text</string>"
    }
    let others: [String] = [
      #"<string name="alias">@string/alias_target</string>"#,
      #"<plurals name="songs"><item quantity="one">%d song</item><item quantity="other">%d songs</item></plurals>"#,
      #"<string-array name="choices"><item>One choice</item><item>Two</item></string-array>"#,
      #"<string-array name="entries"><item>An entry</item><item>Another</item></string-array>"#,
      #"<plurals name="aliased"><item quantity="other">%d items</item></plurals>"#,
    ]
    try folder.write(
      "app/src/main/res/values/strings.xml",
      "<resources>\n" + (strings + others).joined(separator: "\n") + "\n</resources>\n")
    try folder.write(
      "app/src/main/res/layout/a.xml",
      """
      <LinearLayout><TextView android:text="@string/layout_text"/><EditText android:hint="@string/layout_hint"/>
      <TextView android:text="@{context.getString(R.string.db_key)}"/></LinearLayout>
      """)
    try folder.write(
      "app/src/main/res/xml/prefs.xml",
      #"<PreferenceScreen><Preference android:title="@string/layout_title" android:summary="@string/layout_summary"/>"#
        + #"<ListPreference android:entries="@array/entries"/></PreferenceScreen>"#
    )
    try folder.write(
      "app/src/main/res/menu/main.xml", #"<menu><item android:title="@string/menu_title"/></menu>"#)
    try folder.write(
      "app/src/main/AndroidManifest.xml",
      #"<manifest><application android:label="@string/app_name"/></manifest>"#)
    try folder.write(
      "app/src/main/java/org/example/Strings.kt",
      "package org.example\ntypealias CommonStrings = org.example.R.string\n"
        + "typealias CommonPlurals = R.plurals\n")
    // A flavour's values and a drawable name strings too.
    try folder.write(
      "app/src/alpha/res/values/strings.xml",
      #"<resources><string name="app_name">@string/app_name_alpha</string></resources>"#)
    try folder.write(
      "app/src/main/res/drawable/launcher.xml",
      #"<vector><clip-path android:pathData="@string/launcher_clip"/></vector>"#)
    try folder.write(
      "app/src/main/java/org/example/A.kt",
      #"""
      val a = getString(R.string.code_a) + getString(R.string.code_b)
      val b = stringResource(R.string.code_c); val p = resources.getQuantityString(R.plurals.songs, 2)
      val c = context.getString(org.example.R.string.code_d, CommonStrings.common_a)
      val d = CommonStrings.common_b; val choices = resources.getStringArray(R.array.choices)
      val q = resources.getQuantityString(CommonPlurals.aliased, 2)
      val t = CommonStrings.trailing_call.colorTerminatingFullStop(); val u = getString(R.
          string.split_reference)
      val v = stringResource(R.string.only_android_8_1_plus) + getString(CoreUiR.string.r_alias)
      val w = getString(com.simperium.R.string.simperium_title)
      val e = resources.getIdentifier("about", "string", packageName)
      val f = resources.getIdentifier("qari_" + id, "string", packageName)
      val g = resources.getIdentifier("theme_${theme.name}", "string", packageName)
      val h = stringResource(Res.string.compose_key)
      val dimen = resources.getIdentifier(name, "dimen", "android")
      """#)
    try folder.write(
      "app/src/main/java/org/example/B.java", "String s = getString(R.string.code_e);")
    try folder.write(
      "app/src/test/java/org/example/T.kt", "val t = getString(R.string.test_only)")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  5 strings of the default values files no file of the app names (no @string/ of its "
          + "layouts, menus, xml/ files, manifests or values, no R.string. of its Kotlin or Java "
          + "code, no literal building the name) are skipped, as no build shows them (Android "
          + "Lint's unused resources): alias, old_a, old_b, old_c, …"), "\(result.stdout)")
    let containers = try InitCommandTests.writtenContainers(in: folder)
    // (An alias no file names is unused too; the string it names is not.)
    #expect(containers.first?["keys"] as? [String] == ["alias"] + unused)
    #expect(containers.first?["skip"] as? Bool == true)
    // A string looked up by a name the code does not give: none.
    try folder.write(
      "app/src/main/java/org/example/C.kt",
      #"val s = resources.getIdentifier(key, "string", packageName)"#)
    let dynamic = try Typometer.run(["init", "--output", "dynamic.json", folder.path])
    #expect(dynamic.status == 0, "\(dynamic.stderr)")
    #expect(!dynamic.stdout.contains("no file of the app names ("), "\(dynamic.stdout)")
    #expect(
      dynamic.stdout.contains(
        "  no string of the default values files is skipped as unused (none that no file of the "
          + "app names): app/src/main/java/org/example/C.kt looks strings up by a name it builds "
          + "(getIdentifier), so not every name is known"), "\(dynamic.stdout)")
  }

  /// The strings an Android app uses only as a view's content description,
  /// which TalkBack alone speaks (a layout's `android:contentDescription`,
  /// code that sets one on the line it names the string), are skipped by the
  /// spec's first container; not one a layout, a menu, a values file (an
  /// alias) or code also shows, and none where the code reads a description
  /// back.
  @Test func stringsOnlyTalkBackSpeaksAreSkipped() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/src/main/res/values/strings.xml",
      """
      <resources>
      <string name="desc_only">Open the menu</string>
      <string name="desc_code">Play</string>
      <string name="desc_both">Share</string>
      <string name="desc_menu">Search</string>
      <string name="title">Title</string>
      <string name="desc_alias">Wikipedia</string>
      <string name="app_name">@string/desc_alias</string>
      </resources>
      """)
    try folder.write(
      "app/src/main/res/layout/a.xml",
      """
      <LinearLayout><ImageButton android:contentDescription="@string/desc_only"/>
      <ImageButton android:contentDescription="@string/desc_both"/>
      <ImageButton android:contentDescription="@string/desc_menu"/>
      <ImageButton android:contentDescription="@string/desc_alias"/>
      <TextView android:text="@string/title"/></LinearLayout>
      """)
    try folder.write(
      "app/src/main/res/menu/m.xml", #"<menu><item android:title="@string/desc_menu"/></menu>"#)
    try folder.write(
      "app/src/main/java/App.kt",
      """
      button.contentDescription = getString(R.string.desc_code)
      Text(stringResource(R.string.desc_both))
      """)
    try folder.write(
      "app/src/test/java/AppTest.kt", "assertEquals(getString(R.string.desc_only), x)\n")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  2 strings the app uses only as a view's content description, which TalkBack speaks "
          + "(android:contentDescription, contentDescription = …) are skipped, no view drawing "
          + "them: desc_code, desc_only"), "\(result.stdout)")
    let containers = try InitCommandTests.writtenContainers(in: folder)
    #expect(containers.first?["keys"] as? [String] == ["desc_code", "desc_only"])
    #expect(containers.first?["skip"] as? Bool == true)
    // A variable of that name is no view's description read back (News'
    // `String contentDescription = getString(id)`).
    try folder.write(
      "app/src/main/java/Holder.java",
      "String contentDescription = \"x\"; v.setContentDescription(contentDescription);\n")
    let variable = try Typometer.run(["init", "--output", "variable.json", folder.path])
    let withVariable = try InitCommandTests.writtenContainers("variable.json", in: folder)
    #expect(
      withVariable.first?["keys"] as? [String] == ["desc_code", "desc_only"], "\(variable.stdout)")
    try FileManager.default.removeItem(atPath: folder.url("app/src/main/java/Holder.java"))
    // Code that reads a description back (a tooltip of it) may show any:
    // none is skipped.
    try folder.write(
      "app/src/main/java/Tips.kt",
      "binding.headerEdit.apply { TooltipCompat.setTooltipText(this, contentDescription) }\n")
    let shown = try Typometer.run(["init", "--output", "shown.json", folder.path])
    #expect(!shown.stdout.contains("TalkBack speaks"), "\(shown.stdout)")
    // (Said, with the file.)
    #expect(
      shown.stdout.contains(
        "  no content description is skipped as TalkBack's alone: app/src/main/java/Tips.kt "
          + "reads a view's content description back (a tooltip of it), which may show it"),
      "\(shown.stdout)")
    let kept = try InitCommandTests.writtenContainers("shown.json", in: folder)
    #expect(!kept.contains { $0["skip"] as? Bool == true })
  }

  /// The strings an Android app's code hands only to the system to draw,
  /// in the system's style (a toast, a notification or its channel, a share
  /// sheet's text), are skipped by a container of their own; not one a
  /// layout also shows, nor one the code also uses otherwise, nor one on a
  /// line that calls no such function.
  @Test func stringsTheSystemDrawsAreSkipped() throws {
    let folder = try TemporaryFolder()
    let names = [
      "toast_a", "toast_b", "toast_c", "notification_title", "channel_description", "share_subject",
      "chooser_title", "also_shown", "also_code", "plain", "described", "commented",
      "other_statement", "no_notification", "notified",
    ]
    try folder.write(
      "app/src/main/res/values/strings.xml",
      "<resources>" + names.map { #"<string name="\#($0)">Text of \#($0)</string>"# }.joined()
        + "</resources>")
    try folder.write(
      "app/src/main/res/layout/a.xml",
      #"<LinearLayout><TextView android:text="@string/also_shown"/></LinearLayout>"#)
    try folder.write(
      "app/src/main/java/App.kt",
      """
      Toast.makeText(context, R.string.toast_a, Toast.LENGTH_SHORT).show()
      context.toast(getString(R.string.toast_b))
      showToast(R.string.toast_c); showToast(R.string.also_shown)
      builder.setContentTitle(getString(R.string.notification_title))
      val channel = NotificationChannel(ID, name, IMPORTANCE).apply { description = getString(R.string.channel_description) }
      intent.putExtra(Intent.EXTRA_SUBJECT, getString(R.string.share_subject))
      startActivity(Intent.createChooser(intent, getString(R.string.chooser_title)))
      Toast.makeText(context, R.string.also_code, Toast.LENGTH_SHORT).show()
      title.text = getString(R.string.also_code)
      label.text = getString(R.string.plain) // roast(…)
      fab.contentDescription = getString(R.string.described)
      Toast.makeText(context, R.string.described, Toast.LENGTH_SHORT).show()
      // Toast.makeText(context, R.string.commented, Toast.LENGTH_SHORT).show()
      label.text = getString(R.string.commented) // not Toast.makeText(
      label.text = getString(R.string.other_statement); Toast.makeText(this, "done", 0).show()
      """)
    try folder.write(
      "app/src/main/java/Dialogs.kt", "dialog.setContentText(getString(R.string.no_notification))\n"
    )
    try folder.write(
      "app/src/main/java/Notifier.kt",
      "val b = NotificationCompat.Builder(context, ID).setContentText(getString(R.string.notified))\n"
    )
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    // (Not a comment's call, another statement's, nor `setContentText(` in
    // a file that builds no notification: a dialog's.)
    let skipped = [
      "channel_description", "chooser_title", "described", "notification_title", "notified",
      "share_subject", "toast_a", "toast_b", "toast_c",
    ]
    #expect(
      result.stdout.contains(
        "  9 strings the code hands only to the system to draw, in its own style and not the "
          + "app's (a toast, a notification or its channel, a share sheet's text: "
          + "Toast.makeText(…), setContentTitle(…), EXTRA_TEXT) are skipped: channel_description, "
          + "chooser_title, described, notification_title, …"), "\(result.stdout)")
    let containers = try InitCommandTests.writtenContainers(in: folder)
    #expect(containers.first?["keys"] as? [String] == skipped)
    #expect(containers.first?["skip"] as? Bool == true)
  }

  /// A string file a project holds as a link to the kernel's own files
  /// (`/proc/self/environ`: a hostile repository's way to have a CI job's
  /// secrets quoted in its log) is not read: init says so, and check stops
  /// at it (exit 2), naming the file and quoting none of it.
  @Test func aStringFileLinkedToTheKernelsFilesIsNotRead() throws {
    let folder = try TemporaryFolder()
    let res = Fixtures.repositoryRoot + "/" + AndroidCommandTests.res
    try folder.copy(res + "/values/strings.xml", to: "app/src/main/res/values/strings.xml")
    try folder.symlink("app/src/main/res/values-de/strings.xml", to: "/proc/self/environ")
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    let result = try Typometer.run(
      ["init", folder.path], environment: ["TYPOMETER_SECRET": "hunter2"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "cannot read, where check stops (exit 2) until it is mended or left out of \"strings\": "
          + "app/src/main/res/values-de/strings.xml: is one of the kernel's own files (/proc, "
          + "/sys), which hold no app's text or fonts; it is not read"), "\(result.stdout)")
    let check = try Typometer.run(
      ["check"], environment: ["TYPOMETER_SECRET": "hunter2"], in: folder.path)
    #expect(check.status == 2)
    #expect(
      check.stderr.contains(
        "app/src/main/res/values-de/strings.xml: cannot be read: is one of the kernel's own files"),
      "\(check.stderr)")
    #expect(!(check.stdout + check.stderr + result.stdout).contains("hunter2"))
  }

  /// A values file that a res folder names but that is no file, a link
  /// that leads nowhere or a folder, stops the check naming it (exit 2), as
  /// no build takes such a res folder; its language is not left out
  /// without a word.
  @Test func aValuesFileThatIsNoFileStopsTheCheck() throws {
    let folder = try TemporaryFolder()
    let res = Fixtures.repositoryRoot + "/" + AndroidCommandTests.res
    try folder.copy(res + "/values/strings.xml", to: "app/src/main/res/values/strings.xml")
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    try folder.write(
      "typometer.json",
      #"{"platform": "android", "resources": ["app/src/main/res"], "fonts": ["fonts"], "#
        + #""containers": [{"keys": ["*"], "style": "bodyLarge", "width": 328}]}"#)
    #expect(try Typometer.run(["check"], in: folder.path).status == 0)
    try folder.symlink("app/src/main/res/values-de/strings.xml", to: "../values-xx/strings.xml")
    try FileManager.default.createDirectory(
      atPath: folder.url("app/src/main/res/values-fr/strings.xml"),
      withIntermediateDirectories: true)
    let check = try Typometer.run(["check"], in: folder.path)
    #expect(check.status == 2)
    for problem in [
      "values-de/strings.xml: cannot be read: is a symbolic link to ../values-xx/strings.xml, "
        + "where there is no file",
      "values-fr/strings.xml: cannot be read: is a directory",
    ] {
      #expect(check.stderr.contains(problem), "\(check.stderr)")
    }
  }

  /// The style the app's theme gives every TextView (`android:textViewStyle`,
  /// Grayjay's Inter at 14dp) sets the container that takes every string,
  /// though layouts name another style more and it is sized in dp; init
  /// says so, and asks for no Roboto, which it does not use.
  @Test func theThemesTextViewStyleTakesEveryString() throws {
    let folder = try TemporaryFolder()
    let res = Fixtures.repositoryRoot + "/" + AndroidCommandTests.res
    try folder.copy(res + "/values/strings.xml", to: "app/src/main/res/values/strings.xml")
    try folder.copy(res + "/font/inter_regular.otf", to: "app/src/main/res/font/inter_regular.otf")
    try folder.write(
      "app/src/main/res/values/themes.xml",
      """
      <resources>
        <style name="Theme.Video.TextView" parent="Widget.AppCompat.TextView">
          <item name="android:textSize">14dp</item>
          <item name="android:fontFamily">@font/inter_regular</item>
        </style>
        <style name="Theme.Video" parent="Theme.AppCompat">
          <item name="android:textViewStyle">@style/Theme.Video.TextView</item>
        </style>
        <style name="TextAppearance.Video.Body">
          <item name="android:textSize">16sp</item>
        </style>
      </resources>
      """)
    for i in 0..<3 {
      try folder.write(
        "app/src/main/res/layout/screen\(i).xml",
        #"<TextView xmlns:android="http://schemas.android.com/apk/res/android" "#
          + #"android:textAppearance="@style/TextAppearance.Video.Body"/>"#)
    }
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "(every string is set in Theme.Video.TextView: the app's theme gives it to every "
          + "TextView, android:textViewStyle)"), "\(result.stdout)")
    #expect(!result.stdout.contains("a folder with Roboto"), "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    let containers = try #require(spec["containers"] as? [[String: Any]])
    #expect(containers.map { $0["style"] as? String } == ["Theme.Video.TextView"])
    // It runs as written: 14 dp at every font scale, in Inter.
    let report = try InitCommandTests.checkReport(in: folder)
    let summary = try #require(report["summary"] as? [String: Any])
    #expect((summary["measured"] as? Int ?? 0) > 0, "\(summary)")
    #expect(summary["notMeasured"] == nil)
  }

  /// A text appearance sized by a theme attribute the themes set differently
  /// (Conversations' Body1, `?TextSizeBody1`: 16 or 18 sp) is measured in
  /// the theme the app's manifest applies: init names it as `themes`, says
  /// so, and the check measures the style at that theme's size; a manifest
  /// that applies no theme leaves `themes` out.
  @Test func theManifestsThemeSettlesASizeThemesSetDifferently() throws {
    func project(theme: String?) throws -> TemporaryFolder {
      let folder = try TemporaryFolder()
      let res = Fixtures.repositoryRoot + "/" + AndroidCommandTests.res
      try folder.copy(res + "/values/strings.xml", to: "app/src/main/res/values/strings.xml")
      try folder.write(
        "app/src/main/res/values/styles.xml",
        """
        <resources>
          <attr name="TextSizeBody1" format="dimension"/>
          <style name="AppTheme" parent="Theme.AppCompat.Light">
            <item name="TextSizeBody1">16sp</item>
          </style>
          <style name="AppTheme.Large" parent="AppTheme">
            <item name="TextSizeBody1">18sp</item>
          </style>
          <style name="TextAppearance.App.Body1" parent="TextAppearance.AppCompat.Body1">
            <item name="android:textSize">?TextSizeBody1</item>
          </style>
        </resources>
        """)
      try folder.write(
        "app/src/main/res/layout/screen.xml",
        #"<TextView xmlns:android="http://schemas.android.com/apk/res/android" "#
          + #"android:textAppearance="@style/TextAppearance.App.Body1"/>"#)
      try folder.write(
        "app/src/main/AndroidManifest.xml",
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android">
          <application \(theme.map { "android:theme=\"@style/\($0)\"" } ?? "")>
            <activity android:name=".Main"><intent-filter>
              <category android:name="android.intent.category.LAUNCHER"/>
            </intent-filter></activity>
          </application>
        </manifest>
        """)
      try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
      return folder
    }
    let folder = try project(theme: "AppTheme.Large")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("(in the theme AppTheme.Large, which the app's manifest applies"),
      "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["themes"] as? [String] == ["AppTheme.Large"])
    let containers = try #require(spec["containers"] as? [[String: Any]])
    #expect(containers.map { $0["style"] as? String } == ["TextAppearance.App.Body1"])
    let report = try InitCommandTests.checkReport(in: folder)
    let styles = try #require(report["styles"] as? [[String: Any]])
    let sizes = try #require(styles.first?["sizes"] as? [[String: Any]])
    let atOne = try #require(sizes.first { $0["fontScale"] as? Double == 1 })
    // 18 sp at the density 2.625, in whole pixels (AppTheme's 16 sp: 42).
    #expect(atOne["px"] as? Int == 47, "\(atOne)")
    let plain = try project(theme: nil)
    #expect(try Typometer.run(["init", plain.path]).status == 0)
    #expect(try InitCommandTests.writtenSpec(in: plain)["themes"] == nil)
  }

  /// An app whose Kotlin code draws its text with Compose (findroid: 129
  /// files, 6 layouts) sets every string in Material 3's `bodyLarge`,
  /// `Text`'s default, not in a style its few layouts name once; named five
  /// times, the layouts' style stands.
  @Test func aComposeAppsStringsAreInBodyLarge() throws {
    func project(uses: Int) throws -> TemporaryFolder {
      let folder = try TemporaryFolder()
      try folder.write(
        "app/src/main/res/values/strings.xml",
        #"<resources><string name="title">Library</string></resources>"#)
      try folder.write(
        "app/src/main/res/values/styles.xml",
        #"<resources><style name="TextAppearance.App.Headline">"#
          + #"<item name="android:textSize">24sp</item></style></resources>"#)
      for i in 0..<uses {
        try folder.write(
          "app/src/main/res/layout/player\(i).xml",
          #"<TextView xmlns:android="http://schemas.android.com/apk/res/android" "#
            + #"android:textAppearance="@style/TextAppearance.App.Headline"/>"#)
      }
      for i in 0..<12 {
        try folder.write(
          "app/src/main/java/app/Screen\(i).kt",
          "@Composable\nfun Screen\(i)() { Text(\"Library\") }\n")
      }
      return folder
    }
    let compose = try project(uses: 1)
    let result = try Typometer.run(["init", compose.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "(every string is set in bodyLarge, Material 3's default for Compose's Text: 12 Kotlin "
          + "files draw with Compose, and the layouts name TextAppearance.App.Headline 1 time; an "
          + "app's own Typography in Kotlin, which init does not read, may set bodyLarge "
          + "otherwise: a text appearance of its size in a res folder, named in the container, "
          + "measures it so)"),
      "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: compose)
    #expect((spec["containers"] as? [[String: Any]])?.first?["style"] as? String == "bodyLarge")
    // No layout naming a style is said so, not as "0 times".
    let unnamed = try project(uses: 0)
    let none = try Typometer.run(["init", unnamed.path])
    #expect(
      none.stdout.contains(
        "12 Kotlin files draw with Compose, and no layout names a text appearance (not "
          + "TextAppearance.App.Headline, the app's first named like body)"), "\(none.stdout)")
    let views = try project(uses: 5)
    _ = try Typometer.run(["init", views.path])
    let viewSpec = try InitCommandTests.writtenSpec(in: views)
    #expect(
      (viewSpec["containers"] as? [[String: Any]])?.first?["style"] as? String
        == "TextAppearance.App.Headline")
  }

  /// An app of layouts whose TextViews set no style, and no text appearance
  /// in its res folders (WiFiAnalyzer's 32 layouts, no Compose), is set in
  /// the theme's `textAppearanceSmall`, which such a TextView takes (14 sp),
  /// not Compose's `bodyLarge`; an app of more Compose files than layouts
  /// stays in `bodyLarge`.
  @Test func aViewAppOfNoStylesIsInTextAppearanceSmall() throws {
    func project(composeFiles: Int) throws -> TemporaryFolder {
      let folder = try TemporaryFolder()
      try folder.write(
        "app/src/main/res/values/strings.xml",
        #"<resources><string name="title">Library</string></resources>"#)
      for i in 0..<3 {
        try folder.write(
          "app/src/main/res/layout/screen\(i).xml",
          #"<TextView xmlns:android="http://schemas.android.com/apk/res/android" "#
            + #"android:text="@string/title"/>"#)
      }
      try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
      for i in 0..<composeFiles {
        try folder.write(
          "app/src/main/java/app/Screen\(i).kt",
          "@Composable\nfun Screen\(i)() { Text(\"Library\") }\n")
      }
      return folder
    }
    let views = try project(composeFiles: 0)
    let result = try Typometer.run(["init", views.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "the container is in the theme's textAppearanceSmall (14 sp), which a TextView of no "
          + "style of its own takes"), "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: views)
    #expect(
      (spec["containers"] as? [[String: Any]])?.first?["style"] as? String
        == "?android:attr/textAppearanceSmall")
    // The check measures it: 14 sp at font scale 1.
    let report = try InitCommandTests.checkReport(in: views)
    let styles = try #require(report["styles"] as? [[String: Any]])
    let sizes = try #require(styles.first?["sizes"] as? [[String: Any]])
    #expect(sizes.first { $0["fontScale"] as? Double == 1 }?["dp"] as? Double == 14)
    let compose = try project(composeFiles: 4)
    _ = try Typometer.run(["init", compose.path])
    #expect(
      (try InitCommandTests.writtenSpec(in: compose)["containers"] as? [[String: Any]])?.first?[
        "style"] as? String == "bodyLarge")
  }

  /// Five strings or more of the development language holding a name in
  /// braces (florisboard's `{app_name}`, 84 of them) make the spec take
  /// `{…}` as a placeholder, said, as check reads it; fewer, or Mustache's
  /// `{{name}}`, a `${name}`, ICU's `{count, plural, …}`, braces of nothing
  /// or of two words, do not.
  @Test func namesInBracesArePlaceholders() throws {
    func project(_ values: [String]) throws -> TemporaryFolder {
      let folder = try TemporaryFolder()
      try folder.write(
        "app/src/main/res/values/strings.xml",
        "<resources>"
          + values.enumerated().map { #"<string name="s\#($0.offset)">\#($0.element)</string>"# }
          .joined() + "</resources>")
      try folder.write(
        "app/src/main/res/values-de/strings.xml",
        #"<resources><string name="s0">{a} {b} {c} {d} {e} {f}</string></resources>"#)
      return folder
    }
    let braces = try project((0..<5).map { "Open {app_name} settings \($0)" })
    let result = try Typometer.run(["init", braces.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try InitCommandTests.writtenSpec(in: braces)["placeholders"] as? [String] == [
        "{{…}}", "${…}", "{…}",
      ])
    #expect(
      result.stdout.contains(
        "\"placeholders\": {…} among them, as 5 of the development language's strings hold a "
          + "name in braces ({app_name})"), "\(result.stdout)")
    let others = try project(
      (0..<4).map { "Open {app_name} \($0)" } + [
        "Hi {{name}}", "Hi ${name}", "{count, plural, one {# file} other {# files}}",
        "a {} b", "{app name}",
      ])
    _ = try Typometer.run(["init", others.path])
    #expect(try InitCommandTests.writtenSpec(in: others)["placeholders"] == nil)
  }

  /// A build of several phone apps (Bitwarden's `app`, `authenticator` and a
  /// `testharness` client, each with a launcher activity): the spec is the
  /// module named app's, with the libraries', and the others' strings are
  /// left out and named; without one named app, the first not named like a
  /// test or sample app.
  @Test func severalAppsInOneBuildGiveTheSpecOfOne() throws {
    let launcher =
      #"<manifest><application><activity><intent-filter>"#
      + #"<category android:name="android.intent.category.LAUNCHER"/>"#
      + "</intent-filter></activity></application></manifest>"
    func project(_ apps: [String]) throws -> TemporaryFolder {
      let folder = try TemporaryFolder()
      for module in apps + ["ui"] {
        try folder.write(
          module + "/src/main/AndroidManifest.xml", module == "ui" ? "<manifest/>" : launcher)
        try folder.write(module + "/build.gradle.kts", "")
        try folder.write(
          module + "/src/main/res/values/strings.xml",
          #"<resources><string name="\#(module)_title">Title</string></resources>"#)
      }
      try folder.write("settings.gradle.kts", "")
      return folder
    }
    let folder = try project(["app", "authenticator", "testharness"])
    // Another app's text appearances do not come back with it.
    try folder.write(
      "testharness/src/main/res/values/styles.xml",
      #"<resources><style name="TextAppearance.Harness"><item name="android:textSize">30sp</item>"#
        + "</style></resources>")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(
      Set(spec["resources"] as? [String] ?? []) == ["app/src/main/res", "ui/src/main/res"],
      "\(spec)")
    #expect(
      result.stdout.contains(
        "  left out 2 string files of other apps in this build (authenticator, testharness): "
          + "the spec is for one app; to check another, name its res folders in \"resources\" "
          + "instead"), "\(result.stdout)")
    #expect(!result.stdout.contains("TextAppearance.Harness"), "\(result.stdout)")
    let unnamed = try project(["demo", "wallet"])
    _ = try Typometer.run(["init", unnamed.path])
    let other = try InitCommandTests.writtenSpec(in: unnamed)
    #expect(
      Set(other["resources"] as? [String] ?? []) == ["wallet/src/main/res", "ui/src/main/res"],
      "\(other)")
    // Apps of separate Gradle builds are not one build's other apps.
    let builds = try TemporaryFolder()
    for build in ["phone", "tv"] {
      try builds.write(build + "/settings.gradle.kts", "")
      try builds.write(build + "/app/build.gradle.kts", "")
      try builds.write(build + "/app/src/main/AndroidManifest.xml", launcher)
      try builds.write(
        build + "/app/src/main/res/values/strings.xml",
        #"<resources><string name="\#(build)">Title</string></resources>"#)
    }
    let two = try Typometer.run(["init", builds.path])
    #expect(!two.stdout.contains("of other apps in this build"), "\(two.stdout)")
  }

  /// A Kotlin Multiplatform app whose strings are moko-resources' (Mihon's
  /// `i18n/src/commonMain/moko-resources/base/strings.xml`, a language's
  /// folder named by Android's qualifiers without `values-`): `init` writes
  /// an Android spec naming them (no res folder holds them) beside the app
  /// module's res folder, and `check` reads each in its language.
  @Test func writesASpecForMokoResources() throws {
    let folder = try TemporaryFolder()
    // In a module named base: its folder is no default language.
    let moko = "core/base/src/commonMain/moko-resources/"
    try folder.write(
      moko + "base/strings.xml",
      """
      <resources>
        <string name="app_name" translatable="false">Mihon</string>
        <string name="action_settings">Settings</string>
      </resources>
      """)
    try folder.write(
      moko + "base/plurals.xml",
      """
      <resources>
        <plurals name="num_categories">
          <item quantity="one">%d category</item>
          <item quantity="other">%d categories</item>
        </plurals>
      </resources>
      """)
    try folder.write(
      moko + "pt-rBR/strings.xml",
      #"<resources><string name="action_settings">Configurações</string></resources>"#)
    try folder.write(
      moko + "ar/strings.xml",
      #"<resources><string name="action_settings">الإعدادات</string></resources>"#)
    try folder.write(
      moko + "images/strings.xml",  // not a language: not a string file
      #"<resources><string name="x">X</string></resources>"#)
    try folder.write(
      "core/base/src/commonTest/moko-resources/base/strings.xml",
      #"<resources><string name="test_only">Test</string></resources>"#)
    try folder.write(
      "app/src/main/res/values/dimens.xml",
      #"<resources><dimen name="margin">16dp</dimen></resources>"#)
    try folder.write("app/src/main/AndroidManifest.xml", "<manifest><application/></manifest>")
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    // The res folder's fonts are read with it, not named again.
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "app/src/main/res/font/roboto.ttf")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["platform"] as? String == "android")
    #expect(spec["resources"] as? [String] == ["app/src/main/res"])
    #expect(spec["fonts"] as? [String] == ["fonts"])
    #expect(
      spec["strings"] as? [String]
        == ["base/plurals.xml", "base/strings.xml", "ar/strings.xml", "pt-rBR/strings.xml"].map {
          moko + $0
        })
    #expect(result.stdout.contains("4 string files: " + moko + "base/plurals.xml"))
    let report = try InitCommandTests.checkReport(in: folder)
    let summary = try #require(report["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == 4)
    // Two plural forms, the string to translate and its two translations;
    // the app's name is not to translate.
    #expect(summary["measured"] as? Int == 5)
    #expect(summary["untranslatable"] as? Int == 1)
    let files = try #require(report["files"] as? [[String: Any]])
    #expect(files.compactMap { $0["path"] as? String } == spec["strings"] as? [String])
    #expect(files.map { $0["language"] as? String } == [nil, nil, "ar", "pt-BR"])
  }

  /// `measure --platform android` warns of a face `check` would warn of: a
  /// bold style measured in Roboto-Regular, the catalog's only Roboto.
  @Test func measureWarnsOfAFaceTheCatalogLacks() throws {
    let folder = try Self.app(
      styles: #"<style name="Bold"><item name="android:textSize">16sp</item>"#
        + #"<item name="android:textStyle">bold</item></style>"#)
    let result = try Typometer.run([
      "measure", "--platform", "android", "--res", folder.url("app/src/main/res"), "--style",
      "Bold", "--font-scale", "1", "--no-system-fonts", "--fonts",
      Fixtures.font("Roboto-Regular.ttf"),
      "Hi",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "typometer: warning: sans-serif weight 700: the catalog has no such face of Roboto"),
      "\(result.stderr)")
  }

  /// A weight between two faces of the system family is the lighter's, as
  /// Minikin takes the first of a tie in `fonts.xml`'s order (weights
  /// ascending): `sans-serif-light` bold (600) between Medium and Bold.
  @Test func aWeightBetweenTwoFacesIsTheLighters() throws {
    let folder = try Self.app(
      styles: #"<style name="Meta"><item name="android:textSize">16sp</item>"#
        + #"<item name="android:fontFamily">sans-serif-light</item>"#
        + #"<item name="android:textStyle">bold</item></style>"#)
    try folder.copy(Fixtures.font("Inter-Bold.otf"), to: "fonts/Inter-Bold.otf")
    try folder.copy(Fixtures.font("Inter-Medium.otf"), to: "fonts/Inter-Medium.otf")
    let result = try Typometer.run([
      "measure", "--platform", "android", "--res", folder.url("app/src/main/res"), "--style",
      "Meta", "--font-scale", "1", "--no-system-fonts", "--fonts", folder.url("fonts"),
      "--system-font", "Inter", "--json", "Hi",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""font" : "Inter-Medium""#), "\(result.stdout)")
  }

  /// A project whose app module has the fixture's strings and `styles`.
  static func app(styles: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let res = Fixtures.repositoryRoot + "/" + AndroidCommandTests.res
    try folder.copy(res + "/values/strings.xml", to: "app/src/main/res/values/strings.xml")
    try folder.write("app/src/main/res/values/styles.xml", "<resources>\n\(styles)\n</resources>")
    return folder
  }

  /// A font folder of a Gradle module that builds no Android code (no
  /// manifest, no word of Android in its build file: uhabits-core, Kotlin
  /// for the JVM alone) is no APK's: left out and said. An Android library
  /// module's, with no manifest (AGP's namespace in the build file), stays.
  @Test func fontsOfAModuleThatBuildsNoAndroidCodeAreLeftOut() throws {
    let folder = try Self.app(
      styles:
        #"<style name="TextAppearance.App.Body"><item name="android:textSize">14sp</item></style>"#
    )
    let font = Fixtures.font("Roboto-Regular.ttf")
    try folder.write(
      "settings.gradle.kts", #"include(":app", ":core", ":ui", ":design")"# + "\n")
    try folder.write("app/build.gradle.kts", "plugins { id(\"com.android.application\") }\n")
    try folder.write(
      "core/build.gradle.kts",
      "// An Android app takes this module's classes, not its assets.\n"
        + "plugins { kotlin(\"multiplatform\") }\nkotlin { jvm() }\n")
    try folder.copy(font, to: "core/assets/main/fonts/Desktop.ttf")
    try folder.write("ui/build.gradle.kts", "plugins { id(\"com.android.library\") }\n")
    try folder.copy(font, to: "ui/src/main/assets/fonts/Brand.ttf")
    // A convention plugin's library, no word of Android in its build file
    // (`alias(libs.plugins.acme.library)`), is no JVM module either.
    try folder.write("design/build.gradle.kts", "plugins { alias(libs.plugins.acme.library) }\n")
    try folder.copy(font, to: "design/src/main/assets/fonts/Design.ttf")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try InitCommandTests.writtenSpec(in: folder)["fonts"] as? [String] == [
        "design/src/main/assets/fonts", "ui/src/main/assets/fonts",
      ])
    #expect(
      result.stdout.contains(
        "  left out 1 font folder of modules that build for the JVM alone (no manifest, no "
          + "Android plugin), whose files no APK holds: core/assets/main/fonts; add it to "
          + "\"fonts\" if the app loads its fonts"), "\(result.stdout)")
  }

  /// A style in a font family Android's fonts.xml lacks (Lawnchair's
  /// tutorial button in Pixels' `google-sans-text-medium`, named 4 times) is
  /// not the one every string is set in, which check would warn of: the
  /// next named like body text is, and init says why.
  @Test func aStyleInADeviceMakersFamilyIsSetAside() throws {
    let folder = try Self.app(
      styles: """
        <style name="TextAppearance.Tutorial.Button"><item name="android:textSize">16sp</item><item name="android:fontFamily">google-sans-text-medium</item></style>
        <style name="TextAppearance.App.Body"><item name="android:textSize">14sp</item></style>
        """)
    try folder.write(
      "app/src/main/res/layout/a.xml",
      #"<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">"#
        + String(
          repeating: #"<TextView android:textAppearance="@style/TextAppearance.Tutorial.Button"/>"#,
          count: 4)
        + #"<TextView android:textAppearance="@style/TextAppearance.App.Body"/></LinearLayout>"#)
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(
      (spec["containers"] as? [[String: Any]])?.first?["style"] as? String
        == "TextAppearance.App.Body")
    #expect(
      result.stdout.contains(
        "it is in the font family 'google-sans-text-medium', which Android's fonts.xml does "
          + "not have"), "\(result.stdout)")
  }

  /// Styles the layouts set on views count as well as text appearances, and
  /// the catch-all container takes the one the layouts name most (in `style`
  /// or `android:textAppearance`, not in `android:theme`), even over one
  /// named like body.
  @Test func takesTheStyleTheLayoutsUseMost() throws {
    let folder = try Self.app(
      styles: """
        <style name="P"><item name="android:textSize">16sp</item></style>
        <style name="H1"><item name="android:textSize">24sp</item></style>
        <style name="Unsized"/>
        <style name="TextAppearance.App.Body"><item name="android:textSize">14sp</item></style>
        """)
    try folder.write(
      "app/src/main/res/layout/a.xml",
      """
      <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
        <TextView style="@style/P"/>
        <TextView android:textAppearance="@style/H1" style =
          '@style/P'/>
        <TextView android:theme="@style/H1" style="@style/Unsized"/>
        <Button style="@style/Widget.Material3.Button"/>
        <!-- <TextView style="@style/H1"/> -->
        <TextView tools:textAppearance="@style/H1" android:textAppearance="@android:style/TextAppearance.Large"/>
      </LinearLayout>
      """)
    try folder.write(
      "app/src/main/res/layout-land/b.xml",
      #"<FrameLayout><TextView android:textAppearance="@style/H1"/><TextView style="@style/P"/></FrameLayout>"#
    )
    // P: 3 uses, H1: 2 (its android:theme, tools:textAppearance and the one
    // in a comment do not count; with any, H1 would tie or win). A test
    // source set's layout is not counted; a feature module's is.
    try folder.write(
      "app/src/androidTest/res/layout/c.xml",
      #"<FrameLayout><TextView style="@style/H1"/><TextView style="@style/H1"/></FrameLayout>"#)
    try folder.write(
      "feature/src/main/res/layout/d.xml",
      #"<TextView android:textAppearance="@style/TextAppearance.MaterialComponents.Caption"/>"#)
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "5 styles (the layouts' most named first, with how often): P (3), H1 (2), "
          + "TextAppearance.MaterialComponents.Caption (1), android:TextAppearance.Large (1), "
          + "TextAppearance.App.Body\n"
      ), "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    let containers = try #require(spec["containers"] as? [[String: Any]])
    #expect(containers.first?["style"] as? String == "P")
    // And says why.
    #expect(
      result.stdout.contains(
        "(every string is set in P, the style the layouts name most: 3 times)"),
      "\(result.stdout)")
    // A tie for the most named goes to the one named like body text, and
    // is said to be one.
    try folder.write(
      "app/src/main/res/layout/e.xml",
      #"<FrameLayout><TextView android:textAppearance="@style/TextAppearance.App.Body"/><TextView android:textAppearance="@style/TextAppearance.App.Body"/><TextView android:textAppearance="@style/TextAppearance.App.Body"/></FrameLayout>"#
    )
    let tie = try Typometer.run(["init", "--output", "tie.json", folder.path])
    #expect(tie.status == 0, "\(tie.stderr)")
    #expect(
      tie.stdout.contains(
        "(every string is set in TextAppearance.App.Body, of the 2 styles the layouts name most "
          + "(3 times each) the one named like body text)"), "\(tie.stdout)")
  }

  /// Of styles the layouts name equally often (none named like body text),
  /// the catch-all takes the first of regular weight (not bold, medium, a
  /// weight of 500 or more) and 18 sp or less, not a
  /// header's (Orbot's bold 16 sp `BottomSheetRadioHeader`, first by name,
  /// had set every string); where all are, the first.
  @Test func aTieGoesPastAHeadersStyle() throws {
    let folder = try Self.app(
      styles: """
        <style name="A.Header"><item name="android:textSize">16sp</item><item name="android:textStyle">bold</item></style>
        <style name="B.Medium"><item name="android:textSize">14sp</item><item name="android:fontFamily">sans-serif-medium</item></style>
        <style name="C.Heavy"><item name="android:textSize">14sp</item><item name="android:textFontWeight">700</item></style>
        <style name="D.Large"><item name="android:textSize">20sp</item></style>
        <style name="E.Text" parent="android:Widget.TextView"/>
        """)
    func catchAll(_ names: [String]) throws -> (style: String?, said: String) {
      try folder.write(
        "app/src/main/res/layout/a.xml",
        "<LinearLayout>"
          + names.map { #"<TextView style="@style/\#($0)"/><TextView style="@style/\#($0)"/>"# }
          .joined() + "</LinearLayout>")
      let name = "s\(names.count).json"
      let result = try Typometer.run(["init", "--output", name, folder.path])
      #expect(result.status == 0, "\(result.stderr)")
      let spec = try InitCommandTests.writtenSpec(name, in: folder)
      let style = (spec["containers"] as? [[String: Any]])?.last?["style"] as? String
      let said = result.stdout.split(separator: "\n").first { $0.contains("(every string") }
      return (style, said.map(String.init) ?? result.stdout)
    }
    let all = try catchAll(["A.Header", "B.Medium", "C.Heavy", "D.Large", "E.Text"])
    #expect(all.style == "E.Text", "\(all.said)")
    #expect(
      all.said.contains(
        "of the 5 styles the layouts name most (2 times each) the first of regular weight and "
          + "18 sp or less (not A.Header, a header's or a title's)"), "\(all.said)")
    let emphasized = try catchAll(["A.Header", "B.Medium", "C.Heavy", "D.Large"])
    #expect(emphasized.style == "A.Header", "\(emphasized.said)")
    #expect(emphasized.said.hasSuffix("(2 times each) the first)"), "\(emphasized.said)")
  }

  /// An app widget's layouts (those its provider names, and every layout
  /// named with the providers' one first word, `widget_`, as Breezy
  /// Weather's code-built `widget_day_tile`) are drawn by a launcher: the
  /// style they name most is not the catch-all's, and init says so.
  @Test func appWidgetLayoutsAreNotTheAppsText() throws {
    let folder = try Self.app(
      styles: """
        <style name="P"><item name="android:textSize">16sp</item></style>
        <style name="WidgetText"><item name="android:textSize">14sp</item></style>
        """)
    let widgetText = #"<TextView style="@style/WidgetText"/>"#
    for name in ["widget_clock", "widget_day", "widget_day_tile"] {
      try folder.write(
        "app/src/main/res/layout/\(name).xml",
        "<LinearLayout>" + String(repeating: widgetText, count: 3) + "</LinearLayout>")
    }
    for (name, layout) in [("clock", "widget_clock"), ("day", "widget_day")] {
      try folder.write(
        "app/src/main/res/xml/\(name)_info.xml",
        """
        <appwidget-provider xmlns:android="http://schemas.android.com/apk/res/android"
          android:initialLayout="@layout/\(layout)" android:minWidth="110dp"/>
        """)
    }
    try folder.write(
      "app/src/main/res/layout/main.xml",
      #"<LinearLayout><TextView style="@style/P"/><TextView style="@style/P"/></LinearLayout>"#)
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    let containers = try #require(spec["containers"] as? [[String: Any]])
    #expect(containers.first?["style"] as? String == "P")
    #expect(
      result.stdout.contains(
        "(every string is set in P, the style the layouts name most: 2 times, not counting 3 "
          + "app widget layouts, which a launcher draws)"), "\(result.stdout)")
  }

  /// The catch-all container is not set in a style in capitals (a keyboard
  /// key's, named most by one sheet of shortcuts), nor a button's, nor in one whose app font
  /// the res folders lack (check could not measure it): the first other
  /// named like body text, else bodyLarge; init says which it set aside and
  /// why. A module holding fonts alone is a res folder of the spec, so a
  /// style's `@font/` name finds its font.
  @Test func theCatchAllIsNoStyleInCapitalsNorInAFontNotThere() throws {
    let folder = try Self.app(
      styles: """
        <style name="Key"><item name="android:textSize">12sp</item>
          <item name="android:textAllCaps">true</item></style>
        <style name="Brand"><item name="android:textSize">15sp</item>
          <item name="android:fontFamily">@font/brand_sans</item></style>
        <style name="Title"><item name="android:textSize">20sp</item></style>
        """)
    func uses(_ style: String, _ count: Int) -> String {
      String(repeating: "<TextView style=\"@style/\(style)\"/>", count: count)
    }
    try folder.write(
      "app/src/main/res/layout/a.xml",
      "<LinearLayout>" + uses("Key", 5) + uses("Brand", 3) + uses("Title", 2) + "</LinearLayout>")
    let capitals = try Typometer.run(["init", folder.path])
    #expect(capitals.status == 0, "\(capitals.stderr)")
    #expect(capitals.stdout.contains("\"fonts\": a folder with Roboto (Android's sans-serif)"))
    #expect(
      capitals.stdout.contains(
        "(every string is set in bodyLarge, not in Key, which the layouts name most: it is in "
          + "capitals)"), "\(capitals.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect((spec["containers"] as? [[String: Any]])?.first?["style"] as? String == "bodyLarge")
    // Nor in a button's (Material 3's dialog button, not in capitals).
    let button = try Self.app(
      styles: """
        <style name="DialogButton" parent="Widget.Material3.Button.TextButton.Dialog"/>
        <style name="Title"><item name="android:textSize">20sp</item></style>
        """)
    try button.write(
      "app/src/main/res/layout/a.xml",
      "<LinearLayout>" + uses("DialogButton", 3) + uses("Title", 1) + "</LinearLayout>")
    let buttons = try Typometer.run(["init", button.path])
    #expect(
      buttons.stdout.contains(
        "not in DialogButton, which the layouts name most: it is a button's, on "
          + "Widget.Material3.Button.TextButton.Dialog)"), "\(buttons.stdout)")

    // Without the keys, the brand style is named most; its font is in a
    // module of fonts alone, read as a res folder, so it is the catch-all.
    try folder.write(
      "app/src/main/res/layout/a.xml",
      "<LinearLayout>" + uses("Brand", 3) + uses("Title", 2) + "</LinearLayout>")
    try folder.copy(
      Fixtures.font("Inter-Regular.otf"), to: "design/fonts/src/main/res/font/brand_sans.otf")
    let font = try Typometer.run(["init", "--output", "with-font.json", folder.path])
    #expect(font.status == 0, "\(font.stderr)")
    let withFont = try InitCommandTests.writtenSpec("with-font.json", in: folder)
    #expect(
      withFont["resources"] as? [String] == ["app/src/main/res", "design/fonts/src/main/res"])
    #expect(withFont["fonts"] as? [String] == [])
    #expect((withFont["containers"] as? [[String: Any]])?.first?["style"] as? String == "Brand")
    let report = try InitCommandTests.checkReport(["with-font.json"], in: folder)
    let styles = try #require(report["styles"] as? [[String: Any]])
    #expect(styles.first?["font"] as? String == "Inter-Regular")

    // A module of family XMLs alone, empty stand-ins for a font the open
    // build lacks (DuckDuckGo's fonts module), is a res folder too; the
    // style in the stand-in is set aside, and said so.
    try FileManager.default.removeItem(
      atPath: folder.url("design/fonts/src/main/res/font/brand_sans.otf"))
    try folder.write("design/fonts/src/main/res/font/brand_sans.xml", "<font-family/>")
    // A `font` folder outside a res folder is none.
    try folder.write("app/src/main/assets/font/config.xml", "<config/>")
    let standIn = try Typometer.run(["init", "--output", "stand-in.json", folder.path])
    #expect(standIn.status == 0, "\(standIn.stderr)")
    #expect(
      try InitCommandTests.writtenSpec("stand-in.json", in: folder)["resources"] as? [String]
        == ["app/src/main/res", "design/fonts/src/main/res"])
    #expect(
      standIn.stdout.contains(
        "not in Brand, which the layouts name most: it is in the app font 'brand_sans', which "
          + "holds no font file (a stand-in))"), "\(standIn.stdout)")

    // Without it, the brand style is set aside for the first other named
    // like body text.
    try FileManager.default.removeItem(atPath: folder.url("design"))
    try folder.write(
      "app/src/main/res/values/more.xml",
      #"<resources><style name="TextAppearance.App.Body"><item name="android:textSize">14sp</item></style></resources>"#
    )
    let missing = try Typometer.run(["init", "--output", "no-font.json", folder.path])
    #expect(
      missing.stdout.contains(
        "(every string is set in TextAppearance.App.Body, not in Brand, which the layouts name most: it is in "
          + "the app font 'brand_sans', which the res folders do not hold)"), "\(missing.stdout)")
    // A family XML whose <font> names a file that is not there does not
    // load: said as check says it, not as a font the folders do not hold.
    try folder.write(
      "app/src/main/res/font/brand_sans.xml",
      #"<font-family xmlns:android="http://schemas.android.com/apk/res/android">"#
        + #"<font android:font="@font/brand_sans_boldd" android:fontWeight="700"/></font-family>"#)
    let broken = try Typometer.run(["init", "--output", "broken-font.json", folder.path])
    #expect(
      broken.stdout.contains(
        "it is in the app font 'brand_sans', whose family does not load ("
          + folder.url("app/src/main/res/font/brand_sans.xml") + ":1: "),
      "\(broken.stdout)")
    try FileManager.default.removeItem(atPath: folder.url("app/src/main/res/font/brand_sans.xml"))

    // Of two named like body text, the one the layouts name (DuckDuckGo's
    // own Body1 over Material Components' Body1, first by name).
    try folder.write(
      "app/src/main/res/values/more.xml",
      """
      <resources>
        <style name="TextAppearance.App.Body"><item name="android:textSize">14sp</item></style>
        <style name="Typography.App.Body1"><item name="android:textSize">16sp</item></style>
      </resources>
      """)
    try folder.write(
      "app/src/main/res/layout/a.xml",
      "<LinearLayout>" + uses("Brand", 3) + uses("Typography.App.Body1", 1) + "</LinearLayout>")
    let named = try Typometer.run(["init", "--output", "named.json", folder.path])
    #expect(
      named.stdout.contains("(every string is set in Typography.App.Body1, not in Brand"),
      "\(named.stdout)")
  }

  /// Nor in a style sized in dp, which no font scale changes (Lawnchair's
  /// Go-only caption), where the layouts' other styles are in sp.
  @Test func theCatchAllIsNoStyleSizedInDp() throws {
    let folder = try Self.app(
      styles: """
        <style name="Caption"><item name="android:textSize">14dp</item></style>
        <style name="TextAppearance.App.Body"><item name="android:textSize">15sp</item></style>
        """)
    try folder.write(
      "app/src/main/res/layout/a.xml",
      "<LinearLayout>" + String(repeating: #"<TextView style="@style/Caption"/>"#, count: 3)
        + #"<TextView android:textAppearance="@style/TextAppearance.App.Body"/>"#
        + "</LinearLayout>")
    // A font of another family than Roboto (Roboto Mono's, a file named
    // like Roboto's) is not Roboto: init still asks for Roboto.
    try folder.copy(
      Fixtures.font("Inter-Regular.otf"), to: "app/src/main/assets/fonts/RobotoMono-Regular.otf")
    let result = try Typometer.run(["init", folder.path])
    #expect(
      result.stdout.contains(
        "(every string is set in TextAppearance.App.Body, not in Caption, which the layouts "
          + "name most: it is sized in dp, which the font scale does not change)"),
      "\(result.stdout)")
    #expect(result.stdout.contains("a folder with Roboto"))
    // Roboto's family under any file name is Roboto, as check finds it.
    try folder.copy(
      Fixtures.font("Roboto-Regular.ttf"), to: "app/src/main/assets/fonts/brand.ttf")
    let roboto = try Typometer.run(["init", "--output", "r.json", folder.path])
    #expect(!roboto.stdout.contains("a folder with Roboto"), "\(roboto.stdout)")
    #expect(!roboto.stdout.contains("does not grow with the font scale"), "\(roboto.stdout)")
  }

  /// Where the layouts' text views are in dp in three of four, and at
  /// least 20, by their styles or their own sizes (Mastodon's 323 of 404,
  /// `m3_body_medium` 14dp and the like), the app's text does not scale: the
  /// container is in the style named most, and init says so.
  @Test func anAppWhoseTextIsInDpIsMeasuredSo() throws {
    let folder = try Self.app(
      styles: """
        <style name="m3_body_medium"><item name="android:textSize">14dp</item></style>
        <style name="m3_title"><item name="android:textSize">22dp</item></style>
        <style name="Tab"><item name="android:textSize">14sp</item></style>
        """)
    func write(_ views: String) throws {
      try folder.write(
        "app/src/main/res/layout/a.xml", "<LinearLayout>" + views + "</LinearLayout>")
    }
    let body = #"<TextView android:textAppearance="@style/m3_body_medium"/>"#
    let title = #"<TextView android:textAppearance="@style/m3_title"/>"#
    // 20 views in dp by their styles, one of their own, one tab in sp.
    try write(
      String(repeating: body, count: 14) + String(repeating: title, count: 6)
        + #"<TextView android:textSize="12dp"/><TextView android:textAppearance="@style/Tab"/>"#)
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "(every string is set in m3_body_medium, the style the layouts name most: 14 times)"),
      "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "  most of the app's text does not grow with the font scale: 21 of the layouts' 22 text views "
          + "are sized in dp or px, by their styles or their own"), "\(result.stdout)")
    let containers = try InitCommandTests.writtenContainers(in: folder)
    #expect(containers.first?["style"] as? String == "m3_body_medium")
    // Text views of no style or size of their own take the theme's, in sp:
    // seven of them beside 20 tip the balance; so does too few a count in dp.
    for views in [
      String(repeating: body, count: 14) + String(repeating: title, count: 6)
        + String(repeating: "<TextView/>", count: 7),
      String(repeating: body, count: 3),
    ] {
      try write(views)
      let again = try Typometer.run(["init", "--output", "again.json", folder.path])
      #expect(!again.stdout.contains("does not grow with the font scale"), "\(again.stdout)")
      #expect(again.stdout.contains("not in m3_body_medium"), "\(again.stdout)")
      try FileManager.default.removeItem(atPath: folder.url("again.json"))
    }
  }

  /// Where the machine has Roboto, or fonts named for the scripts the
  /// string files need, init says where and that `"systemFonts": true`
  /// reads them. The "machine" is a private Fontconfig file naming the
  /// bundled fonts (Roboto, Noto Sans Arabic), not this machine's own.
  @Test func theMachinesFontsAreOffered() throws {
    let folder = try Self.app(
      styles:
        #"<style name="TextAppearance.App.Body"><item name="android:textSize">15sp</item></style>"#)
    try folder.write(
      "app/src/main/res/values-ar/strings.xml",
      #"<resources><string name="title_settings">الإعدادات</string></resources>"#)
    let result = try Typometer.run(
      ["init", folder.path], environment: try folder.bundledFontsAsMachine())
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "\"fonts\": a folder with Roboto (Android's sans-serif), or name the family that sets "
          + "sans-serif with \"systemFont\"; this machine has Roboto ("
          + Fixtures.fontsDirectory + "/Roboto-Regular.ttf): \"systemFonts\": true reads the "
          + "machine's fonts"), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "or check reports their characters as uncovered; this machine has fonts for some of "
          + "them (Noto Sans Arabic): \"systemFonts\": true reads the machine's fonts"),
      "\(result.stdout)")
  }

  /// Nor in a style smaller than body text (Fossify Calendar's week
  /// numbers, 11 sp, named in 18 widget layouts): bodyLarge takes it.
  /// An app whose layouts name styles only a library's res folder defines
  /// (Fossify's apps, Fossify Commons'): init says so, not that the app
  /// draws with Compose, and the container is in bodyLarge.
  @Test func stylesOfALibraryNotHereAreSaid() throws {
    let folder = try Self.app(styles: "")
    try folder.write(
      "app/src/main/res/layout/a.xml",
      "<LinearLayout>"
        + String(repeating: #"<TextView style="@style/SettingsTextLabelStyle"/>"#, count: 2)
        + #"<TextView android:textAppearance="@style/MyLibraryTitle"/>"# + "</LinearLayout>")
    let result = try Typometer.run(["init", "--output", "lib.json", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "the container is in Material 3's bodyLarge (the layouts name styles no res folder here "
          + "defines, a library's: SettingsTextLabelStyle, MyLibraryTitle; its res folder, named "
          + "in \"resources\", gives them)"), "\(result.stdout)")
    #expect(!result.stdout.contains("Compose"), "\(result.stdout)")
  }

  @Test func theCatchAllIsNoStyleSmallerThanBodyText() throws {
    let folder = try Self.app(
      styles: """
        <style name="WeekNumberStyle"><item name="android:textSize">11sp</item></style>
        <style name="Tiny"><item name="android:textSize">12sp</item></style>
        """)
    try folder.write(
      "app/src/main/res/layout/a.xml",
      "<LinearLayout>" + String(repeating: #"<TextView style="@style/WeekNumberStyle"/>"#, count: 3)
        + #"<TextView style="@style/Tiny"/>"# + "</LinearLayout>")
    let result = try Typometer.run(["init", "--output", "small.json", folder.path])
    #expect(
      result.stdout.contains(
        "(every string is set in bodyLarge, not in WeekNumberStyle, which the layouts name most: "
          + "it is at 11 sp, below the 12 sp of Material 3's smallest body text)"),
      "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec("small.json", in: folder)
    #expect((spec["containers"] as? [[String: Any]])?.first?["style"] as? String == "bodyLarge")
    // At 12 sp a style is body text: the most named takes every string.
    try folder.write(
      "app/src/main/res/layout/b.xml",
      "<LinearLayout>" + String(repeating: #"<TextView style="@style/Tiny"/>"#, count: 3)
        + "</LinearLayout>")
    _ = try Typometer.run(["init", "--output", "tiny.json", folder.path])
    let tiny = try InitCommandTests.writtenSpec("tiny.json", in: folder)
    #expect((tiny["containers"] as? [[String: Any]])?.first?["style"] as? String == "Tiny")
    // A caption's style, by its name (Markor's field labels in AppCompat's
    // Caption, 12 sp), is no running text's.
    try folder.write(
      "app/src/main/res/layout/c.xml",
      "<LinearLayout>"
        + String(
          repeating:
            #"<TextView android:textAppearance="@style/TextAppearance.AppCompat.Caption"/>"#,
          count: 5) + "</LinearLayout>")
    let caption = try Typometer.run(["init", "--output", "caption.json", folder.path])
    // (Why the width is 328 dp, said.)
    #expect(
      caption.stdout.contains(
        "the width written, 328 dp, is a 360 dp phone's line less 16 dp margins each side (a "
          + "Pixel 8 is about 411 dp wide)"), "\(caption.stdout)")
    #expect(
      caption.stdout.contains(
        "(every string is set in bodyLarge, not in TextAppearance.AppCompat.Caption, which the "
          + "layouts name most: it is a caption's, by its name, not running text)"),
      "\(caption.stdout)")
  }

  /// Res folders outside `src` in a module whose build file names its res
  /// folders (`res.srcDirs`, Lawnchair's layout): only those it names are
  /// the app's; AOSP's own builds take the others (`go/res`; Lawnchair's
  /// `tests/res` is a test folder's, left out as such).
  @Test func resFoldersTheBuildDoesNotNameAreLeftOut() throws {
    let folder = try TemporaryFolder()
    let strings = #"<resources><string name="x">Text</string></resources>"#
    for res in ["res", "lawnchair/res", "ext/res", "go/res", "lib/src/main/res"] {
      try folder.write("\(res)/values/strings.xml", strings)
    }
    try folder.write("AndroidManifest.xml", "<manifest/>")
    try folder.write(
      "build.gradle",
      """
      android {
        sourceSets {
          main { res.srcDirs = ['res'] }
          lawn {
            res.srcDirs = ['lawnchair/res', "platform/animationlib/res"]
          }
        }
      }
      """)
    try folder.write("lib/build.gradle", "")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "left out 2 res folders that no Gradle build file names in its res.srcDirs (ext/res, "
          + "go/res): the app's build does not take them"), "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    let resources = try #require(spec["resources"] as? [String])
    #expect(Set(resources) == ["res", "lawnchair/res", "lib/src/main/res"])
  }

  /// A res folder outside every module's `src` that no build file names,
  /// beside one a build file names by its path (DAVx⁵'s translations
  /// submodule: `file("$rootDir/l10n/translations/ose")` in `core`, whose
  /// `gplay` and `managed` beside it are closed editions'), is left out.
  @Test func aResFolderBesideTheOneTheBuildNamesIsLeftOut() throws {
    let folder = try TemporaryFolder()
    let strings = #"<resources><string name="x">Text</string></resources>"#
    for res in [
      "core/src/main/res", "l10n/translations/ose", "l10n/translations/gplay",
      "l10n/translations/managed",
    ] {
      try folder.write("\(res)/values/strings.xml", strings)
    }
    try folder.write("core/src/main/AndroidManifest.xml", "<manifest/>")
    try folder.write(
      "core/build.gradle.kts",
      """
      val translationsDir = file("$rootDir/l10n/translations/ose")
      android { sourceSets { getByName("main") { res.directories += translationsDir.path } } }
      """)
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "(l10n/translations/gplay, l10n/translations/managed): the app's build does not take "
          + "them"), "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(
      Set(spec["resources"] as? [String] ?? []) == [
        "core/src/main/res", "l10n/translations/ose",
      ])  // A path made per flavour (`$name`) names none whole: every one stays.
    try folder.write(
      "core/build.gradle.kts",
      """
      // https://example.org/l10n/translations/
      android { productFlavors.all { res.srcDir("$rootDir/l10n/translations/$name") } }
      """)
    let templated = try Typometer.run(["init", "--output", "t.json", folder.path])
    #expect(templated.status == 0, "\(templated.stderr)")
    #expect(
      (try InitCommandTests.writtenSpec("t.json", in: folder)["resources"] as? [String])?.count
        == 4)
  }

  /// A module that only a debug, test or pre-release build depends on (a
  /// developers' screen: `internalImplementation project(":tools-internal")`)
  /// is left out of the spec and named; one a release configuration takes
  /// too, in any build file, stays.
  @Test func modulesOnlyOtherBuildsTakeAreLeftOut() throws {
    let folder = try Self.app(styles: "")
    let strings = #"<resources><string name="x">Text</string></resources>"#
    for module in [
      "tools-internal", "core", "shared-debug", "leaks", "debug-tools/impl",
      "feature/settings/impl",
    ] {
      try folder.write("\(module)/src/main/res/values/strings.xml", strings)
      try folder.write("\(module)/build.gradle", "")
    }
    try folder.write(
      "app/build.gradle",
      """
      dependencies {
          implementation project(':core')
          internalImplementation project(":tools-internal")
          debugImplementation(project(path: ":leaks"))
          debugImplementation project(':shared-debug')
          debugImplementation project(':debug-tools:impl')
          androidTestImplementation project(':core')
      }
      """)
    try folder.write("core/build.gradle", #"dependencies { api(project(":shared-debug")) }"#)
    // A build file of one long name, or of `project` over and over, is read
    // in one pass (a pattern looked for at each place was quadratic).
    try folder.write("junk/build.gradle", String(repeating: "a", count: 1_000_000))
    try folder.write("junk2/build.gradle", String(repeating: "project(", count: 100_000))
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "left out 3 res folders of modules only a debug, test or pre-release build takes "
          + "(leaks/src/main/res, tools-internal/src/main/res, debug-tools/impl/src/main/res)"),
      "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(
      spec["resources"] as? [String] == [
        "app/src/main/res", "core/src/main/res", "shared-debug/src/main/res",
        "feature/settings/impl/src/main/res",
      ])
  }

  /// A theme attribute a layout names counts for the style it stands for:
  /// the app theme's, else Material's own (a Material 3 role), and a
  /// platform attribute the style the app theme's library sets it to
  /// (Material 3's list item, titleMedium). A theme overlay one
  /// view takes (`android:theme`) is not the app's theme (NewPipe's
  /// `PlayQueueItemTextTheme`).
  @Test func themeAttributesCountForTheirStyles() throws {
    let folder = try Self.app(
      styles: """
        <style name="P"><item name="android:textSize">16sp</item></style>
        <style name="Body.App"><item name="android:textSize">15sp</item></style>
        <style name="Theme.App" parent="Theme.Material3.DayNight">
          <item name="textAppearanceBodyMedium">@style/Body.App</item>
        </style>
        <style name="ItemTextTheme">
          <item name="android:textAppearanceListItem">@style/P</item>
        </style>
        """)
    try folder.write(
      "app/src/main/res/layout/item.xml", #"<FrameLayout android:theme="@style/ItemTextTheme"/>"#)
    // A layout that sets the app's own theme on a view sets no overlay.
    try folder.write(
      "app/src/main/AndroidManifest.xml",
      #"<manifest xmlns:android="http://schemas.android.com/apk/res/android">"#
        + #"<application android:theme="@style/Theme.App"><activity android:name=".Main">"#
        + #"<intent-filter><category android:name="android.intent.category.LAUNCHER"/>"#
        + "</intent-filter></activity></application></manifest>")
    try folder.write(
      "app/src/main/res/layout/dialog.xml", #"<FrameLayout android:theme="@style/Theme.App"/>"#)
    let uses = [
      #"<TextView style="@style/P"/>"#, #"<TextView style="@style/P"/>"#,
      #"<TextView android:textAppearance="?attr/textAppearanceBodyLarge"/>"#,
      #"<TextView android:textAppearance="?attr/textAppearanceBodyLarge"/>"#,
      #"<TextView android:textAppearance="?textAppearanceBodyLarge"/>"#,
      #"<TextView android:textAppearance="?attr/textAppearanceBodyMedium"/>"#,
      #"<TextView android:textAppearance="?android:attr/textAppearanceListItem"/>"#,
    ]
    try folder.write(
      "app/src/main/res/layout/a.xml", "<LinearLayout>" + uses.joined() + "</LinearLayout>")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "4 styles (the layouts' most named first, with how often): bodyLarge (3), P (2), "
          + "Body.App (1), titleMedium (1)\n"),
      "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    let containers = try #require(spec["containers"] as? [[String: Any]])
    #expect(containers.first?["style"] as? String == "bodyLarge")
  }

  /// Material 3's built-in style named as a style
  /// (`@style/TextAppearance.Material3.BodyMedium`) is the role the theme
  /// attribute gives (`bodyMedium`): one style, its uses counted once, and
  /// the catch-all where together they are named most (Pachli's 13 and 5).
  @Test func aMaterialStyleNamedAsAStyleIsItsRole() throws {
    let folder = try Self.app(
      styles: #"<style name="P"><item name="android:textSize">16sp</item></style>"#)
    let uses =
      Array(repeating: #"<TextView style="@style/P"/>"#, count: 3)
      + Array(
        repeating: #"<TextView android:textAppearance="?attr/textAppearanceBodyMedium"/>"#, count: 2
      )
      + Array(
        repeating:
          #"<TextView android:textAppearance="@style/TextAppearance.Material3.BodyMedium"/>"#,
        count: 2)
    try folder.write(
      "app/src/main/res/layout/a.xml", "<LinearLayout>" + uses.joined() + "</LinearLayout>")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "2 styles (the layouts' most named first, with how often): bodyMedium (4), P (3)\n"),
      "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    let containers = try #require(spec["containers"] as? [[String: Any]])
    #expect(containers.first?["style"] as? String == "bodyMedium")
  }

  /// A layout over its 4 MiB limit is not read (its styles do not count),
  /// and `init` says the scan stopped at its limits.
  @Test func aLayoutOverItsLimitIsSaid() throws {
    let folder = try Self.app(
      styles: """
        <style name="P"><item name="android:textSize">16sp</item></style>
        <style name="H1"><item name="android:textSize">24sp</item></style>
        """)
    try folder.write(
      "app/src/main/res/layout/a.xml", #"<FrameLayout><TextView style="@style/P"/></FrameLayout>"#)
    let padding = String(repeating: " ", count: 4 << 20)
    try folder.write(
      "app/src/main/res/layout/big.xml",
      #"<FrameLayout><TextView style="@style/H1"/><TextView style="@style/H1"/>"# + padding
        + "</FrameLayout>")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("the scan stopped at its limits"))
    let spec = try InitCommandTests.writtenSpec(in: folder)
    let containers = try #require(spec["containers"] as? [[String: Any]])
    #expect(containers.first?["style"] as? String == "P")
  }

  /// A test source set's strings are not the app's, nor are a debug
  /// build's (`debug`, `freeDebug`, a build type `debugProd`: users get the
  /// release build; init names those it left out), nor a pre-release
  /// channel's beside its module's release res (`beta`, `focusNightly`, a
  /// CI build's `ci`; a
  /// module whose strings are all a beta's, `lib/src/beta`, keeps them); a
  /// flavour's are (the app ships them in that build), flavours whose names
  /// start with "test" or end with "Test" included; a test module's
  /// (`release_tests`, `ui-tests`) are not. Fonts in a hidden folder
  /// (a script's, `.scripts/…/fonts`), the store listing's (`fastlane`, in
  /// any case: VLC's `Buildsystem/Fastlane`), documentation's (`doc`,
  /// `docs`) or a debug build's are not the app's.
  @Test func leavesOutTestAndDebugStrings() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/" + AndroidCommandTests.res + "/values/strings.xml"
    let sets = [
      "main", "debug", "freeDebug", "debugProd", "freeDebugProd", "debugger", "free", "testnet",
      "abTest", "test", "androidTest",
      "testDebug", "androidTestFree", "sharedTest", "testFixtures", "integrationTest",
      "androidHostTest", "androidDeviceTest", "iosTest", "uiTest", "e2eTest", "beta",
      "focusNightly", "developer", "ci",
    ]
    for set in sets {
      try folder.copy(strings, to: "app/src/\(set)/res/values/strings.xml")
    }
    // A module whose strings are all a pre-release build's keeps them,
    // unless it is an app module (Key Mapper's `app/src/main`, its
    // launcher's manifest and no res, beside `app/src/ci/res`).
    try folder.copy(strings, to: "lib/src/beta/res/values/strings.xml")
    try folder.copy(strings, to: "mapper/src/ci/res/values/strings.xml")
    try folder.write("mapper/src/main/AndroidManifest.xml", Self.launcherManifest)
    // A library's code in `src/main` is no release res: its beta's stay.
    try folder.write("lib/src/main/java/Lib.kt", "class Lib\n")
    // A test module (ProtonVPN's UI Automator app `release_tests`) is not
    // the app; a module whose name merely ends in "test" letters is.
    try folder.copy(strings, to: "release_tests/src/main/res/values/strings.xml")
    try folder.copy(strings, to: "ui-tests/src/main/res/values-de/strings.xml")
    try folder.copy(strings, to: "contests/src/main/res/values/strings.xml")
    // A FIFO named like a string file is skipped, and named.
    try FileManager.default.createDirectory(
      atPath: folder.url("app/src/main/res/values-fr"), withIntermediateDirectories: true)
    try folder.fifo("app/src/main/res/values-fr/strings.xml")
    let font = Fixtures.fontsDirectory + "/Roboto-Regular.ttf"
    try folder.copy(font, to: ".scripts/feature_graphic/fonts/Roboto-Regular.ttf")
    try folder.copy(font, to: "fastlane/screenshots/fonts/Roboto-Regular.ttf")
    try folder.copy(font, to: "Buildsystem/Fastlane/screenshots/fonts/Roboto-Regular.ttf")
    try folder.copy(font, to: "doc/images/fonts/Roboto-Regular.ttf")
    try folder.copy(font, to: "docs/fonts/Roboto-Regular.ttf")
    try folder.copy(font, to: "app/src/debug/assets/fonts/Roboto-Regular.ttf")
    try folder.copy(font, to: "app/src/main/assets/fonts/Roboto-Regular.ttf")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(
      spec["resources"] as? [String]
        == ["abTest", "debugger", "developer", "free", "testnet", "main"].map {
          "app/src/\($0)/res"
        } + ["contests/src/main/res", "lib/src/beta/res"])
    #expect(spec["fonts"] as? [String] == ["app/src/main/assets/fonts"])
    // Roboto is there: no need to ask for it.
    #expect(!result.stdout.contains("a folder with Roboto"))
    #expect(result.stdout.contains("8 string files: "), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "  skipped 1 entry named like a string file or config that is no file (a FIFO, a socket, "
          + "a device, a folder, a link that leads nowhere): app/src/main/res/values-fr/strings.xml"
      ),
      "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "left out 4 res folders of a pre-release build (app/src/beta/res, app/src/ci/res, "
          + "app/src/focusNightly/res, …): users get the release build"), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "left out 4 res folders of a debug build (app/src/debug/res, app/src/debugProd/res, "
          + "app/src/freeDebug/res, …)"), "\(result.stdout)")
  }

  /// A values file with one string, `title`, of `text`.
  static func titleStrings(_ text: String) -> String {
    #"<resources><string name="title">\#(text)</string></resources>"#
  }

  /// A manifest with a launcher activity: an app's module.
  static let launcherManifest = """
    <manifest><application><activity android:name=".Main"><intent-filter>
      <category android:name="android.intent.category.LAUNCHER"/>
    </intent-filter></activity></application></manifest>
    """

  /// Beside a Wear OS app, each spec takes the libraries its app builds
  /// with, as its build file names them (`implementation project(":…")`,
  /// through the libraries' own): AntennaPod's watch app takes four, not
  /// the phone's echo screen. Where a build file names a project by a
  /// type-safe accessor (`projects.common`, not read), every library stays.
  @Test func aWearOSSpecTakesTheLibrariesItsAppBuildsWith() throws {
    let folder = try TemporaryFolder()
    let strings = Self.titleStrings, launcher = Self.launcherManifest
    let watch = launcher.replacingOccurrences(
      of: "<manifest>",
      with: #"<manifest><uses-feature android:name="android.hardware.type.watch"/>"#)
    try folder.write(
      "settings.gradle", "include ':app', ':wear', ':ui:common', ':ui:echo', ':i18n'\n")
    for (module, manifest, deps) in [
      ("app", launcher, [":ui:common", ":ui:echo"]), ("wear", watch, [":ui:common"]),
      ("ui/common", "<manifest/>", [":i18n"]), ("ui/echo", "<manifest/>", []),
      ("i18n", "<manifest/>", []),
    ] {
      try folder.write("\(module)/src/main/AndroidManifest.xml", manifest)
      try folder.write("\(module)/src/main/res/values/strings.xml", strings(module))
      try folder.write(
        "\(module)/build.gradle",
        "dependencies {\n" + deps.map { "  implementation project('\($0)')\n" }.joined()
          + "  testImplementation project(':ui:echo')\n}\n")
    }
    let wear = try Typometer.run(
      ["init", "--platform", "wearos", "--output", "wear.json", folder.path])
    #expect(wear.status == 0, "\(wear.stderr)")
    // (A watch's width is no phone's.)
    #expect(!wear.stdout.contains("360 dp phone"), "\(wear.stdout)")
    #expect(
      try InitCommandTests.writtenSpec("wear.json", in: folder)["resources"] as? [String] == [
        "wear/src/main/res", "i18n/src/main/res", "ui/common/src/main/res",
      ])
    let phone = try Typometer.run(["init", "--output", "phone.json", folder.path])
    #expect(phone.status == 0, "\(phone.stderr)")
    #expect(
      try InitCommandTests.writtenSpec("phone.json", in: folder)["resources"] as? [String] == [
        "app/src/main/res", "i18n/src/main/res", "ui/common/src/main/res", "ui/echo/src/main/res",
      ])
    // A library a convention plugin adds (Home Assistant's
    // `"implementation"(project(":common"))` in `build-logic`), whichever
    // apps apply it: every app takes it.
    try folder.write(
      "settings.gradle", "include ':app', ':wear', ':ui:common', ':ui:echo', ':i18n', ':shared'\n")
    try folder.write("shared/src/main/AndroidManifest.xml", "<manifest/>")
    try folder.write("shared/src/main/res/values/strings.xml", strings("shared"))
    try folder.write("shared/build.gradle", "dependencies {\n}\n")
    try folder.write(
      "build-logic/convention/src/main/kotlin/AppConventionPlugin.kt",
      "dependencies {\n    \"implementation\"(project(\":shared\"))\n}\n")
    let convention = try Typometer.run(["init", "--output", "phone2.json", folder.path])
    #expect(convention.status == 0, "\(convention.stderr)")
    #expect(
      (try InitCommandTests.writtenSpec("phone2.json", in: folder)["resources"] as? [String])?
        .contains("shared/src/main/res") == true, "\(convention.stdout)")
    // An accessor the reading does not follow: every library stays.
    try folder.write(
      "wear/build.gradle", "dependencies {\n  implementation(projects.ui.common)\n}\n")
    let unknown = try Typometer.run(
      ["init", "--platform", "wearos", "--output", "wear2.json", folder.path])
    #expect(unknown.status == 0, "\(unknown.stderr)")
    #expect(
      (try InitCommandTests.writtenSpec("wear2.json", in: folder)["resources"] as? [String])?
        .contains("ui/echo/src/main/res") == true)
  }

  /// Beside a Wear OS app (a module whose manifest requires a watch), the
  /// phone app's spec leaves out the watch module's strings and says how to
  /// write its spec; `--platform wearos` writes it: the watch module and
  /// the libraries (a module without a launcher activity), not the phone
  /// app, at Wear OS's font scales in a small round watch's width. It checks
  /// as written. Without a phone app, a watch app's strings are its spec's.
  @Test func aWearOSAppHasASpecOfItsOwn() throws {
    let folder = try TemporaryFolder()
    let strings = Self.titleStrings, launcher = Self.launcherManifest
    let watch = """
      <manifest><uses-feature android:name="android.hardware.type.watch" android:required="true"/>
        \(launcher.dropFirst("<manifest>".count).dropLast("</manifest>".count))</manifest>
      """
    try folder.write("app/src/main/AndroidManifest.xml", launcher)
    try folder.write("app/src/main/res/values/strings.xml", strings("Phone"))
    // A flavour's manifest does not decide what the module builds.
    try folder.write("app/src/watchy/AndroidManifest.xml", watch)
    try folder.write("app/src/main/res/values-de/strings.xml", strings("Telefon"))
    try folder.write("wear/src/main/AndroidManifest.xml", watch)
    try folder.write("wear/src/main/res/values/strings.xml", strings("Watch"))
    // A watch module of styles alone (no strings) is the watch app's too.
    try folder.write("wearstyles/src/main/AndroidManifest.xml", watch)
    try folder.write(
      "wearstyles/src/main/res/values/styles.xml",
      """
      <resources><style name="TextAppearance.Watch">
        <item name="android:textSize">14sp</item></style></resources>
      """)
    try folder.write("shared/src/main/AndroidManifest.xml", "<manifest/>")
    try folder.write("shared/src/main/res/values/strings.xml", strings("Shared"))
    // The phone app's debug build's strings: said to the phone spec alone.
    try folder.write("app/src/debug/res/values/strings.xml", strings("Phone debug"))
    let phone = try Typometer.run(["init", folder.path])
    #expect(phone.stdout.contains("debug build (app/src/debug/res)"), "\(phone.stdout)")
    #expect(phone.status == 0, "\(phone.stderr)")
    let phoneSpec = try InitCommandTests.writtenSpec(in: folder)
    #expect(phoneSpec["resources"] as? [String] == ["app/src/main/res", "shared/src/main/res"])
    #expect(phoneSpec["fontScales"] as? [Double] == [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2])
    #expect(
      phone.stdout.contains(
        "left out 1 string file of the Wear OS app (wear/src/main/res): a watch shows it at "
          + "Wear OS's font scales, on a small round screen; for its spec, run 'typometer init "
          + "--platform wearos --output typometer-wearos.json \(folder.path)'"),
      "\(phone.stdout)")

    let wear = try Typometer.run(
      ["init", "--platform", "wearos", "--output", "typometer-wearos.json", folder.path])
    #expect(wear.status == 0, "\(wear.stderr)")
    #expect(!wear.stdout.contains("debug build"), "\(wear.stdout)")
    let wearSpec = try InitCommandTests.writtenSpec("typometer-wearos.json", in: folder)
    #expect(wearSpec["platform"] as? String == "android")
    // The watch app's res first: its resources win over its libraries'.
    #expect(
      wearSpec["resources"] as? [String] == [
        "wear/src/main/res", "wearstyles/src/main/res", "shared/src/main/res",
      ])
    #expect(wearSpec["fontScales"] as? [Double] == [0.94, 1, 1.06, 1.12, 1.18, 1.24])
    let containers = try #require(wearSpec["containers"] as? [[String: Any]])
    #expect(containers.map { $0["width"] as? Double } == [192])
    #expect(
      wear.stdout.contains(
        "left out 2 string files of the phone app (app/src/main/res): they are for that app's spec"
      ), "\(wear.stdout)")
    let check = try Typometer.run(
      ["check", "typometer-wearos.json", "--fonts", Fixtures.fontsDirectory], in: folder.path)
    #expect(check.status == 0 || check.status == 1, "\(check.stderr)")
    #expect(check.stdout.contains("2 string files, 2 strings, 12 measurements at 6 font scales"))

    // Named as any platform is; a name that is none is said, with the names.
    let named = try Typometer.run(
      ["init", "--platform", "Wear_OS", "--output", "w.json", folder.path])
    #expect(named.status == 0, "\(named.stderr)")
    #expect(
      try InitCommandTests.writtenSpec("w.json", in: folder)["fontScales"] as? [Double] == [
        0.94, 1, 1.06, 1.12, 1.18, 1.24,
      ])
    let unknown = try Typometer.run(
      ["init", "--platform", "wearos2", "--output", "w2.json", folder.path])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.contains(
        "'wearos2' is not a valid value for '--platform': expected android, wearos, ios, "
          + "macos, tvos or watchos (did you mean 'wearos'?)"), "\(unknown.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.url("w2.json")))

    // A watch app alone: its strings are the spec's, whatever is asked,
    // the watch app's res first (it is the app), at Wear OS's sizes unless
    // the phone's are asked for.
    try FileManager.default.removeItem(atPath: folder.url("app"))
    for asked in [[], ["--platform", "wearos"], ["--platform", "android"]] {
      try? FileManager.default.removeItem(atPath: folder.url("typometer.json"))
      let alone = try Typometer.run(["init"] + asked + [folder.path])
      #expect(alone.status == 0, "\(alone.stderr)")
      let written = try InitCommandTests.writtenSpec(in: folder)
      let phone = asked.last == "android"
      #expect(
        written["fontScales"] as? [Double]
          == (phone ? [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2] : [0.94, 1, 1.06, 1.12, 1.18, 1.24]),
        "\(asked)")
      #expect(
        (written["containers"] as? [[String: Any]])?.first?["width"] as? Double
          == (phone ? 328 : 192), "\(asked)")
      let resources = written["resources"] as? [String]
      #expect(resources?.first == "wear/src/main/res", "\(asked)")
      #expect(
        Set(resources ?? [])
          == ["shared/src/main/res", "wear/src/main/res", "wearstyles/src/main/res"])
      #expect(!alone.stdout.contains("left out"), "\(asked)")
    }

    // A watch that is optional (`required="false"`: a phone app that also
    // runs on a watch) makes no Wear OS app; asking for its spec says so.
    let phoneOnly = try TemporaryFolder()
    try phoneOnly.write(
      "app/src/main/AndroidManifest.xml",
      watch.replacingOccurrences(
        of: #"android:required="true""#, with: #"android:required="false""#))
    try phoneOnly.write("app/src/main/res/values/strings.xml", strings("Phone"))
    let optional = try Typometer.run(["init", "--platform", "wearos", phoneOnly.path])
    #expect(optional.status == 0, "\(optional.stderr)")
    #expect(
      optional.stdout.contains(
        "no Wear OS app here (no module's src/main/AndroidManifest.xml requires "
          + "android.hardware.type.watch): the spec takes the app's strings at Wear OS's sizes"),
      "\(optional.stdout)")
  }

  /// A phone app laid out as before Gradle (Habitica's: its manifest and
  /// `res` beside its `build.gradle.kts`, named by its `sourceSets`) is the
  /// phone app beside a Wear OS app: the spec is the phone's, the watch
  /// module left out, the legacy res folder first.
  @Test func aPhoneAppLaidOutBeforeGradleBesideAWearOSApp() throws {
    let folder = try TemporaryFolder()
    func strings(_ text: String) -> String {
      #"<resources><string name="title">\#(text)</string></resources>"#
    }
    let launcher =
      #"<manifest><category android:name="android.intent.category.LAUNCHER"/></manifest>"#
    try folder.write("Phone/build.gradle.kts", "android { }")
    try folder.write("Phone/AndroidManifest.xml", launcher)
    try folder.write("Phone/res/values/strings.xml", strings("Phone"))
    try folder.write("Phone/src/main/res/values/strings.xml", strings("More"))
    try folder.write(
      "wear/src/main/AndroidManifest.xml",
      #"<manifest><uses-feature android:name="android.hardware.type.watch"/></manifest>"#)
    try folder.write("wear/src/main/res/values/strings.xml", strings("Watch"))
    try folder.write("common/src/main/AndroidManifest.xml", "<manifest/>")
    try folder.write("common/src/main/res/values/strings.xml", strings("Shared"))
    let phone = try Typometer.run(["init", folder.path])
    #expect(phone.status == 0, "\(phone.stderr)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(
      spec["resources"] as? [String] == [
        "Phone/res", "Phone/src/main/res", "common/src/main/res",
      ])
    #expect(spec["fontScales"] as? [Double] == [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2])
    #expect(phone.stdout.contains("of the Wear OS app (wear/src/main/res)"), "\(phone.stdout)")
  }

  /// The app module's res folder comes first (its resources win over its
  /// libraries'): the module whose manifest has a launcher activity, whatever
  /// its name (`mobile`, Kotlin Multiplatform's `androidApp`).
  @Test func theAppModuleIsToldByItsManifest() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "mobile/src/main/AndroidManifest.xml",
      #"<manifest><category android:name="android.intent.category.LAUNCHER"/></manifest>"#)
    try folder.write("core/src/main/AndroidManifest.xml", "<manifest/>")
    for module in ["mobile", "core"] {
      try folder.write(
        "\(module)/src/main/res/values/strings.xml",
        #"<resources><string name="\#(module)">Text</string></resources>"#)
    }
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["resources"] as? [String] == ["mobile/src/main/res", "core/src/main/res"])
  }

  /// A module may keep its strings in values files of other names
  /// (`strings-feature.xml`): its res folder is found, and the string files
  /// listed are those `check` reads (in `values` and each language's
  /// folder, not a colours file or a test source set's), even in a project
  /// with no `strings.xml` at all.
  @Test func findsStringsInFilesOfOtherNames() throws {
    let folder = try TemporaryFolder()
    func resources(_ body: String) -> String { "<resources>\(body)</resources>" }
    try folder.write(
      "app/src/main/res/values/strings-app.xml", resources(#"<string name="a">Hello</string>"#))
    try folder.write(
      "app/src/main/res/values/colors.xml", resources(#"<color name="c">#fff</color>"#))
    try folder.write(
      "feature/src/main/res/values/strings-feature.xml",
      resources(#"<string name="b">Welcome</string>"#))
    try folder.write(
      "feature/src/main/res/values-de/strings-feature.xml",
      resources(#"<string name="b">Willkommen</string>"#))
    try folder.write(
      "feature/src/main/res/values-night/strings-feature.xml",
      resources(#"<string name="b">Welcome!</string>"#))
    try folder.write(
      "feature/src/main/res/values-de-land/strings-feature.xml",
      resources(#"<string name="b">Willkommen!</string>"#))
    try folder.write(
      "feature/src/main/res/values-v29/arrays.xml",
      resources(#"<string-array name="e"><item>Dark</item></string-array>"#))
    try folder.write(
      "feature/src/test/res/values/strings-test.xml",
      resources(#"<string name="t">Test</string>"#))
    try folder.write(
      "theme/src/main/res/values/colors.xml", resources(#"<color name="c">#000</color>"#))
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("2 res folders: app/src/main/res, feature/src/main/res\n"))
    #expect(
      result.stdout.contains(
        "4 string files: app/src/main/res/values/strings-app.xml, feature/src/main/res/values/strings-feature.xml, feature/src/main/res/values-de/strings-feature.xml, feature/src/main/res/values-v29/arrays.xml\n"
      ))
    // No text appearance: the container is in Material 3's body style, and
    // init says so.
    #expect(result.stdout.contains("the container is in Material 3's bodyLarge"))
    let report = try InitCommandTests.checkReport(in: folder)
    let summary = try #require(report["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == 4)
    #expect(summary["measured"] as? Int == 4)
  }

  /// init names the first few of each list it found; `--verbose` names
  /// every one.
  @Test func verboseNamesEverythingFound() throws {
    let folder = try TemporaryFolder()
    let languages = ["", "-de", "-fr", "-it", "-ja", "-ko", "-nl", "-pl"]
    for language in languages {
      try folder.write(
        "app/src/main/res/values\(language)/strings.xml",
        #"<resources><string name="a">Hello</string></resources>"#)
    }
    let last = "app/src/main/res/values-pl/strings.xml"
    let plain = try Typometer.run(["init", folder.path])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stdout.contains("8 string files: app/src/main/res/values/strings.xml, "))
    #expect(!plain.stdout.contains(last) && plain.stdout.contains(", …\n"))
    let verbose = try Typometer.run(["init", folder.path, "--verbose", "--output", "all.json"])
    #expect(verbose.status == 0, "\(verbose.stderr)")
    #expect(verbose.stdout.contains("values-nl/strings.xml, \(last)\n"), "\(verbose.stdout)")
    // So are the languages whose scripts Roboto lacks, and the scripts.
    let scripts = try TemporaryFolder()
    let texts = [
      "": "Hello", "-ar": "مرحبا", "-hi": "नमस्ते", "-th": "สวัสดี", "-iw": "שלום", "-bn": "নমস্কার",
      "-ta": "வணக்கம்", "-te": "నమస్కారం", "-kn": "ನಮಸ್ಕಾರ", "-ml": "നമസ്കാരം", "-ja": "こんにちは",
      "-ko": "안녕하세요",
    ]
    for (tag, text) in texts {
      try scripts.write(
        "app/src/main/res/values\(tag)/strings.xml",
        #"<resources><string name="a">"# + text + "</string></resources>")
    }
    let few = try Typometer.run(["init", scripts.path])
    #expect(few.stdout.contains("fonts for the scripts of ar, bn, hi, iw, ja, kn, ko, ml, …"))
    let all = try Typometer.run(["init", scripts.path, "--verbose", "--output", "all.json"])
    #expect(
      all.stdout.contains("fonts for the scripts of ar, bn, hi, iw, ja, kn, ko, ml, ta, te, th ("),
      "\(all.stdout)")
  }

  /// A repository of several Gradle builds (apps and a library) is said,
  /// with the builds to run init in (an included build inside one is part
  /// of it; a build without strings is not named). Fonts of a test source
  /// set are not the app's.
  @Test func namesTheGradleBuildsOfARepositoryOfSeveral() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/" + AndroidCommandTests.res + "/values/strings.xml"
    for build in ["fenix", "focus", "components"] {
      try folder.write("\(build)/settings.gradle", "")
    }
    try folder.write("fenix/plugins/deps/settings.gradle", "")
    try folder.write("tools/settings.gradle.kts", "")
    try folder.copy(strings, to: "fenix/app/src/main/res/values/strings.xml")
    try folder.copy(strings, to: "focus/app/src/main/res/values/strings.xml")
    try folder.copy(strings, to: "components/ui/src/main/res/values/strings.xml")
    try folder.copy(
      Fixtures.font("Roboto-Regular.ttf"), to: "fenix/app/src/androidTest/assets/Test.ttf")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  3 Gradle builds here (components, fenix, focus): the spec takes the strings of all; run 'typometer init' in one for its own"
      ), "\(result.stdout)")
    #expect(result.stdout.contains("  0 font folders\n"))
    let one = try Typometer.run(["init", folder.url("fenix")])
    #expect(one.status == 0, "\(one.stderr)")
    #expect(!one.stdout.contains("Gradle builds here"))
  }

  /// Styles in a module of their own (no strings) are found, as a
  /// multi-module app keeps them; a test, debug or flavour source set's and
  /// a module's with no text appearance are not, nor an appearance whose
  /// parent no table holds (a device's own). One sized by a built-in platform
  /// style is. The catch-all container takes the body one, and the spec checks.
  @Test func findsStylesInAnotherModule() throws {
    let folder = try TemporaryFolder()
    let res = Fixtures.repositoryRoot + "/" + AndroidCommandTests.res
    try folder.copy(res + "/values/strings.xml", to: "app/src/main/res/values/strings.xml")
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    func styles(_ body: String) -> String {
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }
    try folder.write(
      "core/ui/src/main/res/values/styles.xml",
      styles(
        #"<style name="App.Heading" parent="@android:style/TextAppearance.Medium"/>"#
          + #"<style name="App.Device" parent="@android:style/TextAppearance.DeviceDefault"/>"#
          + #"<style name="App.Text.Body" parent="TextAppearance.Material3.BodyMedium"/>"#
          + #"<style name="App.Title" parent="TextAppearance.Material3.TitleLarge"/>"#
          + #"<style name="App.Card" parent=""/>"#))
    for set in ["test", "sharedTest", "debug", "free"] {
      try folder.write(
        "core/ui/src/\(set)/res/values/styles.xml",
        styles(#"<style name="Other.Body" parent="TextAppearance.Material3.BodyLarge"/>"#))
    }
    try folder.write(
      "core/theme/src/main/res/values/colors.xml",
      styles(#"<color name="brand">#FF0000</color><style name="Card" parent=""/>"#))
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("2 res folders: app/src/main/res, core/ui/src/main/res"))
    #expect(result.stdout.contains("3 styles: App.Heading, App.Text.Body, App.Title"))
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["resources"] as? [String] == ["app/src/main/res", "core/ui/src/main/res"])
    let containers = try #require(spec["containers"] as? [[String: Any]])
    #expect(containers.first?["style"] as? String == "App.Text.Body")
    let report = try InitCommandTests.checkReport(in: folder)
    let summary = try #require(report["summary"] as? [String: Any])
    #expect((summary["measured"] as? Int ?? 0) > 0)
  }

  /// A variable font in `res/font` is measured at its default coordinates,
  /// as Android loads the file, not as the named instance first by name
  /// (Serif Four's Black); its width is hb-shape's there (`sizing.tsv`, the
  /// default `wght=400,opsz=20`), over 1,000 units per em at 20 dp.
  @Test func aVariableAppFontIsItsDefaultInstance() throws {
    let folder = try TemporaryFolder()
    let font = try Data(
      contentsOf: URL(fileURLWithPath: Fixtures.font("SerifFourVariable-subset.ttf")))
    _ = try folder.write("res/font/serif.ttf", [UInt8](font))
    _ = try folder.write(
      "res/values/styles.xml",
      """
      <resources><style name="Serif"><item name="android:textSize">20dp</item>
      <item name="android:fontFamily">@font/serif</item></style></resources>
      """)
    let text = "Hello, World"
    let reference = try #require(
      try Fixtures.tsv("sizing.tsv").first {
        $0.count == 7 && $0[0] == "Fonts/SerifFourVariable-subset.ttf" && $0[1] == "0"
          && $0[2] == "wght=400,opsz=20" && $0[5] == text
      })
    let units = try #require(Double(reference[6]))
    let result = try Typometer.run(
      [
        "measure", "--platform", "android", "--style", "Serif", "--res", folder.url("res"),
        "--font-scale", "1", "--density", "2", "--no-system-fonts", "--json", text,
      ])
    #expect(result.status == 0, "\(result.stderr)")
    // One size: one object.
    let row = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(row["font"] as? String == "SerifFourVariable-Roman")
    let advance = try #require(row["advance"] as? Double)
    #expect(abs(advance - units / 1000 * 20) < 1e-9, "\(advance)")
  }

  /// A `<font>`'s `fontVariationSettings` are set over the file's default
  /// coordinates (`'wght' 700`: hb-shape's width at `wght=700,opsz=20`, in
  /// `sizing.tsv`), and its `ttcIndex` picks the collection's face.
  @Test func aFontsVariationSettingsAndCollectionIndexAreRead() throws {
    let folder = try TemporaryFolder()
    for (file, name) in [
      ("SerifFourVariable-subset.ttf", "serif.ttf"), ("NotoSansCJK-JPKR-subset.ttc", "cjk.ttc"),
    ] {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: Fixtures.font(file)))
      _ = try folder.write("res/font/" + name, [UInt8](bytes))
    }
    _ = try folder.write(
      "res/font/serif_family.xml",
      """
      <font-family xmlns:android="http://schemas.android.com/apk/res/android">
        <font android:font="@font/serif" android:fontWeight="400"/>
        <font android:font="@font/serif" android:fontWeight="700"
              android:fontVariationSettings="'wght' 700"/>
      </font-family>
      """)
    _ = try folder.write(
      "res/font/korean.xml",
      """
      <font-family xmlns:android="http://schemas.android.com/apk/res/android">
        <font android:font="@font/cjk" android:ttcIndex="1"/>
      </font-family>
      """)
    _ = try folder.write(
      "res/values/styles.xml",
      """
      <resources>
        <style name="Serif"><item name="android:textSize">20dp</item>
          <item name="android:fontFamily">@font/serif_family</item></style>
        <style name="Serif.Bold"><item name="android:textStyle">bold</item></style>
        <style name="Korean"><item name="android:textSize">20dp</item>
          <item name="android:fontFamily">@font/korean</item></style>
      </resources>
      """)
    func measured(_ style: String, _ text: String) throws -> [String: Any] {
      let result = try Typometer.run(
        [
          "measure", "--platform", "android", "--style", style, "--res", folder.url("res"),
          "--font-scale", "1", "--density", "2", "--no-system-fonts", "--json", text,
        ])
      #expect(result.status == 0, "\(result.stderr)")
      return try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }
    let text = "Hello, World"
    func reference(_ instance: String, _ variations: String) throws -> Double {
      let row = try #require(
        try Fixtures.tsv("sizing.tsv").first {
          $0.count == 7 && $0[0] == "Fonts/SerifFourVariable-subset.ttf" && $0[1] == instance
            && $0[2] == variations && $0[5] == text
        })
      return try #require(Double(row[6])) / 1000 * 20
    }
    for (style, expected) in [
      ("Serif", try reference("0", "wght=400,opsz=20")),
      ("Serif.Bold", try reference("17", "wght=700,opsz=20")),
    ] {
      let row = try measured(style, text)
      let advance = try #require(row["advance"] as? Double)
      #expect(abs(advance - expected) < 1e-9, "\(style): \(advance) against \(expected)")
    }
    #expect(try measured("Korean", "한국어")["font"] as? String == "NotoSansCJKkr-Regular")
    // A face the collection does not have is said at its <font>.
    _ = try folder.write(
      "res/font/missing_face.xml",
      """
      <font-family xmlns:android="http://schemas.android.com/apk/res/android">
        <font android:font="@font/cjk" android:ttcIndex="5"/>
      </font-family>
      """)
    _ = try folder.write(
      "res/values/more.xml",
      """
      <resources><style name="Fifth"><item name="android:textSize">20dp</item>
        <item name="android:fontFamily">@font/missing_face</item></style></resources>
      """)
    let fifth = try Typometer.run(
      [
        "measure", "--platform", "android", "--style", "Fifth", "--res", folder.url("res"),
        "--no-system-fonts", "한국어",
      ])
    #expect(fifth.status == 2)
    #expect(
      fifth.stderr.contains(
        "res/font/missing_face.xml:2: ttcIndex 5: " + folder.url("res/font/cjk.ttc")
          + " has 2 faces, numbered from 0"), "\(fifth.stderr)")
  }
}
