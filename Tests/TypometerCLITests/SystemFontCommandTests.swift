import Foundation
import TestSupport
import Testing

/// The system font on the command line, measured against hb-shape.
@Suite struct SystemFontCommandTests {
  static let standIn = ["--system-font", "Serif Four Variable"]

  /// `System-Bold` in Serif Four Variable at S pt is hb-shape's width of its
  /// Bold instance (wght 700) at opsz = S (Tests/Data/sizing.tsv), plus the
  /// HIG's SF Pro tracking at S per character (Tests/Data/typescale/sf-tracking.tsv).
  @Test(arguments: [8.0, 12, 17, 28, 40, 72])
  func systemBoldEqualsHarfBuzzPlusTracking(size: Double) throws {
    let rows = try Fixtures.tsv("sizing.tsv")
    let row = try #require(
      rows.first { f in f.count == 7 && f[1] == "17" && Double(f[4]) == size && f[5] == "Settings" }
    )
    let advance = try #require(Double(row[6]))
    let tracking = try #require(Self.sfProTracking(atPointSize: size))
    let expected = advance * size / 1000 + 8 * tracking * size / 1000
    let result = try Typometer.run(
      ["measure", "System-Bold", "--size", "\(size)", "--json", "Settings"]
        + Typometer.bundledFonts + Self.standIn)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let width = try #require(json["advance"] as? Double)
    #expect(abs(width - expected) < 1e-3, "\(width) vs \(expected)")
    #expect(json["font"] as? String == "SerifFourVariable-Roman")
    // The row says what it was set with: the tracking at the size (points),
    // and the optical size, the size clamped to the font's opsz axis (8…60 in
    // its fvar table).
    let points = try #require(json["tracking"] as? Double)
    #expect(abs(points - tracking * size / 1000) < 1e-9)
    #expect(json["opticalSize"] as? Double == min(max(size, 8), 60))
    // And the weight set on the variable face, whose default instance `font` names.
    #expect(json["weight"] as? Double == 700)
  }

  /// `sourceText` is the input when what was measured differs from it, and
  /// absent otherwise; a face without opsz or tracking has neither key.
  @Test func rowsSayWhatTheyWereSetWith() throws {
    func row(_ options: [String]) throws -> [String: Any] {
      let result = try Typometer.run(
        ["measure", "Roboto-Regular", "--size", "17", "--json"] + options + ["straße"]
          + Typometer.bundledFonts)
      #expect(result.status == 0, "\(result.stderr)")
      return try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }
    let upper = try row(["--letter-case", "upper"])
    #expect(upper["text"] as? String == "STRASSE")
    #expect(upper["sourceText"] as? String == "straße")
    let plain = try row([])
    #expect(plain["text"] as? String == "straße" && plain["sourceText"] == nil)
    #expect(plain["opticalSize"] == nil && plain["tracking"] == nil && plain["weight"] == nil)
  }

  /// The HIG table's value at `size`, linear between listed sizes, the end
  /// values outside.
  static func sfProTracking(atPointSize size: Double) -> Double? {
    guard
      let text = try? String(
        contentsOfFile: Fixtures.data("typescale/sf-tracking.tsv"), encoding: .utf8)
    else { return nil }
    var points: [(Double, Double)] = []
    for line in text.split(separator: "\n") {
      let f = line.split(separator: "\t").map(String.init)
      guard f.count == 3, f[0] == "SF Pro", let size = Double(f[1]), let value = Double(f[2])
      else { continue }
      points.append((size, value))
    }
    guard let first = points.first, let last = points.last else { return nil }
    if size <= first.0 { return first.1 }
    if size >= last.0 { return last.1 }
    for (a, b) in zip(points, points.dropFirst()) where a.0 <= size && size <= b.0 {
      return a.1 + (b.1 - a.1) * (size - a.0) / (b.0 - a.0)
    }
    return nil
  }

  @Test func withoutASystemFamilyTheAliasSaysWhatToDo() throws {
    let measure = try Typometer.run(
      ["measure", "System", "--size", "17", "x"] + Typometer.bundledFonts)
    #expect(measure.status == 2)
    #expect(measure.stderr.contains("--system-font FAMILY"))
    #expect(measure.stderr.contains("https://developer.apple.com/fonts/"))
    let find = try Typometer.run(["fonts", "find", "System"] + Typometer.bundledFonts)
    #expect(find.status == 1)
    #expect(find.stdout.contains("no system family is in the catalog"))
    let unknown = try Typometer.run(
      ["fonts", "find", "System"] + Typometer.bundledFonts + ["--system-font", "Serif Five"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no family 'Serif Five' in the catalog"))
  }

  /// A fonts folder's icon subset called SF Pro Text is not taken for the
  /// system font: what needs it says the file it passed over.
  @Test func anIconSubsetIsSaidNotTakenForTheSystemFont() throws {
    let icons = ["--fonts", Fixtures.data("fonts/IconSubset-SFProText.ttf")]
    let find = try Typometer.run(["fonts", "find", "System"] + Typometer.bundledFonts + icons)
    #expect(find.status == 1)
    #expect(
      find.stdout.contains(
        "its SF Pro Text, \(Fixtures.data("fonts/IconSubset-SFProText.ttf")), has no Latin "
          + "letters: an app's icons, not the system font"), "\(find.stdout)")
    let measure = try Typometer.run(
      ["measure", "System", "--size", "17", "x"] + Typometer.bundledFonts + icons)
    #expect(measure.status == 2)
    #expect(measure.stderr.contains("has no Latin letters"), "\(measure.stderr)")
  }

  @Test func fontsFindAndMetricsSayWhatTheAliasIs() throws {
    let find = try Typometer.run(
      ["fonts", "find", "System-Semibold"] + Typometer.bundledFonts + Self.standIn)
    #expect(find.status == 0)
    #expect(find.stdout.contains("set in Serif Four Variable"))
    #expect(find.stdout.contains("SerifFourVariable-Roman"))
    #expect(find.stdout.contains("[wght=600]"))
    #expect(find.stdout.contains("HIG table"))
    let metrics = try Typometer.run(
      ["metrics", "System-Semibold", "--size", "17", "--json"] + Typometer.bundledFonts
        + Self.standIn)
    #expect(metrics.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(metrics.stdout.utf8)) as? [String: Any])
    #expect(json["variations"] as? [String: Double] == ["opsz": 17, "wght": 600])
    let tracking = try #require(json["tracking"] as? Double)
    #expect(abs(tracking - -26 * 17 / 1000) < 1e-9)  // the HIG's 17 pt value, -26/1000 em
  }

  /// `PreferredFont --style S` is the system font at S's weight in Apple's
  /// table (Tests/Data/typescale/dynamic-type-ios.tsv), as
  /// `UIFont.preferredFont(forTextStyle:)` gives it.
  @Test(arguments: ["headline", "body", "largeTitle"])
  func preferredFontTakesTheStylesWeight(style: String) throws {
    let table = try String(
      contentsOfFile: Fixtures.data("typescale/dynamic-type-ios.tsv"), encoding: .utf8)
    var header: [String] = []
    var weight: String?
    for line in table.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t").map(String.init)
      if header.isEmpty {
        header = fields
        continue
      }
      let row = Dictionary(uniqueKeysWithValues: zip(header, fields))
      if row["style"] == style, row["category"] == "large" { weight = row["weight"] }
    }
    let name = "System-" + (try #require(weight))
    func advance(_ font: String) throws -> Double? {
      let result = try Typometer.run(
        ["measure", font, "--style", style, "--categories", "large", "--json", "Settings"]
          + Typometer.bundledFonts + Self.standIn)
      let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      return (json as? [String: Any])?["advance"] as? Double
    }
    let preferred = try #require(try advance("PreferredFont"))
    #expect(preferred == (try advance(name)))
    #expect(preferred != (try advance("System-Black")))  // no text style is black
  }

  @Test func opticalSizeOption() throws {
    func width(_ mode: String) throws -> Double {
      let result = try Typometer.run(
        [
          "measure", "SerifFourVariable-Roman", "--size", "60", "--optical-size", mode, "--json",
          "Settings",
        ] + Typometer.bundledFonts)
      let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
      return try #require(json?["advance"] as? Double)
    }
    #expect(try width("auto") == width("always"))  // the font has STAT
    #expect(try width("off") > width("auto"))  // the text cut (opsz 20) is wider than opsz 60
    let bad = try Typometer.run(
      ["measure", "Roboto-Regular", "--size", "9", "--optical-size", "on", "x"]
        + Typometer.bundledFonts)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--optical-size"))
  }
}

/// On Apple's platforms a custom face falls back to the system font first
/// (after the app's own cascade), as CoreText sets a character a brand
/// face lacks in the system font: Ā in Serif Four's subset is set in the
/// system family given (Roboto here), not in Inter, which Fontconfig
/// ranks first; without a system family, as before; on Android, not.
@Suite struct SystemFontFallbackTests {
  func used(_ arguments: [String]) throws -> [String] {
    let result = try Typometer.run(
      ["measure", "SerifFourVariable-Roman", "--size", "17", "--json", "Ā"]
        + Typometer.bundledFonts + arguments)
    #expect(result.status < 2, "\(result.stderr)")  // 1: a character is missing
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return json["fontsUsed"] as? [String] ?? []
  }

  @Test func aCustomFaceFallsBackToTheSystemFontFirst() throws {
    #expect(
      try used(["--system-font", "Roboto"]) == ["SerifFourVariable-Roman", "Roboto-Regular"])
    #expect(try used([]) == ["SerifFourVariable-Roman", "Inter-Regular"])
    // --no-fallback: the face alone, not the system font after it.
    #expect(try used(["--system-font", "Roboto", "--no-fallback"]) == ["SerifFourVariable-Roman"])
    // cascade says the same, and check's cascades too.
    let cascade = try Typometer.run(
      ["cascade", "SerifFourVariable-Roman", "--text", "Ā", "--system-font", "Roboto"]
        + Typometer.bundledFonts)
    #expect(cascade.stdout.contains("  Roboto-Regular\t"), "\(cascade.stdout)")
    let folder = try TemporaryFolder("system-fallback")
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"body": {"font-name": "SerifFourVariable-Roman", "point-size": 17}}}"#
    )
    try folder.write("en.lproj/Localizable.strings", "\"a\" = \"Ā\";\n")
    try folder.write(
      "typometer.json",
      #"{"config": ["TypographyKit.json"], "fonts": ["\#(Fixtures.fontsDirectory)"], "#
        + #""systemFont": "Roboto", "strings": ["en.lproj/Localizable.strings"], "#
        + #""containers": [{"keys": ["*"], "style": "body", "width": 300}]}"#)
    let check = try Typometer.run(["check", folder.url("typometer.json"), "--format", "json"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let cascades = try #require(report["cascades"] as? [[String: Any]])
    let faces = (cascades.first?["cascade"] as? [[String: Any]] ?? []).compactMap {
      $0["postscriptName"] as? String
    }
    #expect(faces == ["Roboto-Regular"], "\(check.stdout)")
  }
}
