import Foundation
import TestSupport
import Testing

/// Hostile fonts through the command line, and the proof that every C-handle
/// owner is released (in a process of its own, so no other test's faces count).
@Suite struct HostileInputTests {
  static let hostileFonts: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.data("fonts-bad")))
    return (names ?? []).filter { !$0.hasSuffix(".md") && $0 != "LICENSE-OTS" }.sorted()
  }()

  /// One file per kind of defect the structural check finds.
  @Test(arguments: [
    ("692df3e4b35e0b83cc8991a19ae29e434e705124.ttf", "'loca' offsets decrease"),
    ("b49c3750db6a1538283586cbf1115e973383350c.ttf", "'cmap' subtable 1 has character ranges"),
    ("23b2a3316b3797bf9a61acdf36cf63d10ab3342e.woff", "WOFF web fonts are not read"),
    ("024ad17b23e4298f1d80246b63d63d8e54c76e3d.ttf", "glyph 28 in 'glyf' runs past its data"),
    ("a53afc75de22a49c7eebf925b6f54e6dcf208900.ttf", "uses glyph 14, which does not exist"),
    (
      "56d013275a9626c7b10b677fba1d5d4752eec51f.otf",
      "the 'CFF2' charstring of glyph 0 is invalid: endchar, which CFF2 does not allow"
    ),
    (
      "2f74c3cb404c60d9a46e883c88d6c10dc3562fad.otf",
      "the 'CFF2' Top DICT holds operator 14, which CFF2 does not allow here"
    ),
    (
      "47b556f393b0988cf320b165512a97a5da128f05.ttf",
      "GDEF.glyphClassDefOffset 14 points into the table's header or past its end"
    ),
    (
      "257a9ccbda162eec44796987d8e20fca32288029.otf",
      "the 'COLR' paint graph of glyph 2 loops back on itself"
    ),
  ])
  func namedMalformedFontExitsTwoWithTheProblem(_ name: String, _ problem: String) throws {
    let path = "Tests/Data/fonts-bad/" + name
    let result = try Typometer.run(["metrics", path, "--no-system-fonts", "--json"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(path))
    #expect(result.stderr.contains("malformed font"))
    #expect(result.stderr.contains(problem))
  }

  /// A directory holding the hostile fonts (under `bad/`) and one good font.
  static func mixedDirectory() throws -> String {
    let directory = NSTemporaryDirectory() + "typometer-mixed-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    // A scan follows links to files anywhere but not links to folders outside it,
    // so bad/ is a real folder of links to the hostile files.
    try FileManager.default.createDirectory(
      atPath: directory + "/bad", withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.data("fonts-bad")) {
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/bad/" + name, withDestinationPath: Fixtures.data("fonts-bad/" + name))
    }
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/Inter-Regular.otf",
      withDestinationPath: Fixtures.font("Inter-Regular.otf"))
    return directory
  }

  @Test func scannedMalformedFontsAreSkippedWithTheProblem() throws {
    let directory = try Self.mixedDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try Typometer.run(["fonts", "--no-system-fonts", "--fonts", directory])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("fonts-bad"))
    #expect(
      result.stderr.contains(
        "typometer: warning: \(directory)/bad/692df3e4b35e0b83cc8991a19ae29e434e705124.ttf: "
          + "skipped: malformed font: 'loca' offsets decrease"))
    // Every font file there is listed or skipped, none silently dropped.
    for name in Self.hostileFonts where [".ttf", ".otf", ".ttc"].contains(where: name.hasSuffix) {
      #expect(result.stdout.contains(name) || result.stderr.contains(name), "\(name)")
    }
  }

  /// A directory of nothing but hostile fonts: each file is named in a warning,
  /// then the error says the directory has no font to use.
  @Test func directoryOfMalformedFontsIsAnErrorAfterTheWarnings() throws {
    let result = try Typometer.run([
      "fonts", "--no-system-fonts", "--fonts", "Tests/Data/fonts-bad",
    ])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    let fontFiles = Self.hostileFonts.filter {
      [".ttf", ".otf", ".ttc"].contains(where: $0.hasSuffix)
    }
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == fontFiles.count + 1)
    for name in fontFiles {
      #expect(
        lines.contains { $0.hasPrefix("typometer: warning: ") && $0.contains(name) }, "\(name)")
    }
    let error =
      "typometer: error: Tests/Data/fonts-bad: no readable font files (.ttf .otf .ttc .otc) "
      + "in this directory (\(fontFiles.count) skipped, each named above)"
    #expect(lines.last.map(String.init) == error)
  }

  /// The FuzzFont replay loads every hostile and bundled font (faces, metrics,
  /// coverage, shaping fonts, a catalog, a layout) and stops with a message as
  /// soon as a FreeType library or face, Fontconfig config or HarfBuzz font
  /// outlives its input.
  @Test func everyHandleIsReleasedAfterEachInput() throws {
    let replay = URL(fileURLWithPath: Typometer.executable).deletingLastPathComponent()
      .appendingPathComponent("FuzzFont").path
    try #require(FileManager.default.isExecutableFile(atPath: replay))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: replay)
    process.arguments = [Fixtures.data("fonts-bad"), Fixtures.fontsDirectory]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(text.contains("live C handles after replay: 0"), "\(text)")
  }
}
