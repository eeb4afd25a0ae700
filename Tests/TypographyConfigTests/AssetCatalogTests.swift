import Foundation
import TestSupport
import Testing

@testable import TypographyConfig

@Suite struct AssetCatalogTests {
  static let folder = Fixtures.data("assets/App.xcassets")

  static func load() throws -> AssetCatalog {
    try AssetCatalog.load(folders: [folder])
  }

  static func expectClose(
    _ color: RGBAColor?, _ expected: RGBAColor, tolerance: Double = 1e-9,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    guard let color else {
      Issue.record("no colour", sourceLocation: sourceLocation)
      return
    }
    let pairs = [
      (color.red, expected.red), (color.green, expected.green), (color.blue, expected.blue),
      (color.alpha, expected.alpha),
    ]
    #expect(
      pairs.allSatisfy { abs($0 - $1) <= tolerance }, "\(color) is not \(expected)",
      sourceLocation: sourceLocation)
  }

  @Test func namesEveryColorsetAsXcodeDoes() throws {
    let catalog = try Self.load()
    // Brand provides a namespace; Extras does not; Shared.xcassets is a nested catalog.
    #expect(
      catalog.colors.keys.sorted() == [
        "Accent", "Brand/Primary", "Broken", "Deep", "Ink", "Muted", "Paper", "Slate", "Tint",
        "Vivid",
      ])
    #expect(
      catalog.colors["Deep"]?.file.hasSuffix("Extras/Shared.xcassets/Deep.colorset/Contents.json")
        == true)
  }

  @Test func readsFloatIntegerAndHexComponentsWithDarkVariants() throws {
    let colors = try Self.load().colors
    // Floating-point strings, dark variant in 8-bit integers.
    Self.expectClose(colors["Ink"]?.value?.light, RGBAColor(red: 0.2, green: 0.4, blue: 0.6))
    Self.expectClose(
      colors["Ink"]?.value?.dark, RGBAColor(red: 153.0 / 255, green: 204.0 / 255, blue: 1))
    // 8-bit integers, no dark variant: the same colour in both appearances.
    #expect(colors["Paper"]?.value == .fixed(RGBAColor(red255: 255, green255: 250, blue255: 240)))
    // Hex; the high-contrast variant is not the light colour.
    #expect(
      colors["Accent"]?.value
        == .dynamic(
          light: RGBAColor(red255: 255, green255: 128, blue255: 0),
          dark: RGBAColor(red255: 255, green255: 160, blue255: 51)))
    #expect(colors["Accent"]?.colorSpace == .sRGB)
    #expect(colors["Muted"]?.value == .fixed(RGBAColor(red255: 128, green255: 128, blue255: 128)))
    #expect(colors["Deep"]?.value == .fixed(RGBAColor(red255: 0, green255: 0, blue255: 64)))
  }

  @Test func convertsOtherColorSpacesToSRGB() throws {
    let colors = try Self.load().colors
    // Display P3 and sRGB share white point and transfer curve: grays are unchanged;
    // JSON numbers are read as floating point.
    #expect(colors["Vivid"]?.colorSpace == .displayP3)
    Self.expectClose(
      colors["Vivid"]?.value?.light, RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5),
      tolerance: 1e-6)
    // Gray gamma 2.2 at 0.5 is a little lighter than sRGB's 0.5 (0.2176 linear),
    // far from the 0.735 a linear reading would give.
    let slate = try #require(colors["Slate"]?.value)
    #expect(slate.light.red > 0.50 && slate.light.red < 0.51)
    #expect(slate.light.red == slate.light.green && slate.light.green == slate.light.blue)
    Self.expectClose(slate.dark, RGBAColor(red: 1, green: 1, blue: 1), tolerance: 1e-9)
    // The universal entry wins over the iphone one; linear 1.0 is sRGB 1.0.
    Self.expectClose(
      colors["Brand/Primary"]?.value?.light, RGBAColor(red: 1, green: 0, blue: 0),
      tolerance: 1e-9)
  }

  /// Display P3's pure red in sRGB, as CSS Color 4 converts it:
  /// color(display-p3 1 0 0) = color(srgb 1.0931 -0.2267 -0.1501).
  @Test func displayP3RedMatchesCSSColor4() {
    let (red, green, blue) = AssetColorSpace.displayP3.toSRGB(red: 1, green: 0, blue: 0)
    #expect(abs(red - 1.0931) < 5e-4)
    #expect(abs(green - -0.2267) < 5e-4)
    #expect(abs(blue - -0.1501) < 5e-4)
  }

  @Test func aSystemColorReferenceIsAColorWithoutAValue() throws {
    let tint = try #require(try Self.load().colors["Tint"])
    #expect(tint.systemReference == "systemBlueColor")
    #expect(tint.value == nil)
  }

  /// Xcode's own AccentColor, as every new project has it (an entry with no
  /// `color`), is a colour the system gives, not a malformed colorset.
  @Test func xcodesDefaultAccentColorIsAColorWithoutAValue() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Assets.xcassets/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
    try folder.write(
      "Assets.xcassets/AccentColor.colorset/Contents.json",
      #"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#)
    let catalog = try AssetCatalog.load(folders: [folder.url("Assets.xcassets")])
    #expect(catalog.findings.isEmpty, "\(catalog.findings.map(\.message))")
    let accent = try #require(catalog.colors["AccentColor"])
    #expect(accent.value == nil)
  }

  @Test func theMalformedColorsetIsAFindingWithItsFileAndLine() throws {
    let catalog = try Self.load()
    #expect(catalog.findings.count == 1)
    let finding = try #require(catalog.findings.first)
    #expect(finding.code == .colorsetInvalid)
    #expect(finding.severity == .warning)
    #expect(finding.file == Self.folder + "/Broken.colorset/Contents.json")
    #expect(finding.line == 10)
    #expect(finding.keyPath == "colors[0].color.components.red")
    #expect(
      finding.detail
        == .colorsetInvalid(
          name: "Broken", problem: .componentOutOfRange(name: "red", text: "1.500")))
    #expect(finding.message.contains("'1.500'"))
  }

  /// One malformed `Contents.json` per case, and the problem and line it must give.
  struct Malformed: Sendable, CustomTestStringConvertible {
    var label: String
    var json: String
    var problem: ColorsetProblem
    var line: Int?
    var testDescription: String { label }
  }

  static func colorJSON(_ color: String) -> String {
    "{\"colors\": [\n{\"idiom\": \"universal\",\n\"color\": \(color)}\n]}"
  }

  static let malformed: [Malformed] = [
    Malformed(
      label: "not JSON", json: "{\"colors\": [\n,]}",
      problem: .notJSON(.unexpected(found: "','", expected: "a value")), line: 2),
    Malformed(label: "no colors", json: "{\"info\": {}}", problem: .noColors, line: 1),
    Malformed(
      label: "no components", json: colorJSON("{\"color-space\": \"srgb\"}"),
      problem: .missingComponent("components"), line: 3),
    Malformed(
      label: "no blue",
      json: colorJSON(
        "{\"color-space\": \"srgb\",\n\"components\": {\"red\": \"1\", \"green\": \"1\", \"alpha\": \"1.0\"}}"
      ), problem: .missingComponent("blue"), line: 4),
    Malformed(
      label: "unknown colour space",
      json: colorJSON(
        "{\"color-space\": \"adobe-rgb\", \"components\": {\"red\": \"1\", \"green\": \"1\", \"blue\": \"1\", \"alpha\": \"1\"}}"
      ), problem: .unknownColorSpace("adobe-rgb"), line: 3),
    Malformed(
      label: "8-bit above 255",
      json: colorJSON(
        "{\"color-space\": \"srgb\", \"components\": {\n\"red\": \"256\", \"green\": \"1\", \"blue\": \"1\", \"alpha\": \"1.0\"}}"
      ), problem: .componentOutOfRange(name: "red", text: "256"), line: 4),
    Malformed(
      label: "bad hex",
      json: colorJSON(
        "{\"color-space\": \"srgb\", \"components\": {\n\"red\": \"0xZZ\", \"green\": \"1\", \"blue\": \"1\", \"alpha\": \"1.0\"}}"
      ), problem: .componentInvalid(name: "red", text: "0xZZ"), line: 4),
    Malformed(
      label: "negative outside extended",
      json: colorJSON(
        "{\"color-space\": \"display-p3\", \"components\": {\n\"red\": -0.5, \"green\": 0, \"blue\": 0, \"alpha\": 1}}"
      ), problem: .componentOutOfRange(name: "red", text: "-0.5"), line: 4),
    Malformed(
      label: "alpha above 1 in an extended space",
      json: colorJSON(
        "{\"color-space\": \"extended-srgb\", \"components\": {\n\"red\": \"1.2\", \"green\": \"0\", \"blue\": \"0\",\n\"alpha\": \"1.5\"}}"
      ), problem: .componentOutOfRange(name: "alpha", text: "1.5"), line: 5),
    Malformed(
      label: "gray without white",
      json: colorJSON(
        "{\"color-space\": \"gray-gamma-22\", \"components\": {\"alpha\": \"1.000\"}}"),
      problem: .missingComponent("white"), line: 3),
    Malformed(
      label: "words for a number",
      json: colorJSON(
        "{\"color-space\": \"srgb\", \"components\": {\n\"red\": \"half\", \"green\": \"1\", \"blue\": \"1\", \"alpha\": \"1.0\"}}"
      ), problem: .componentInvalid(name: "red", text: "half"), line: 4),
  ]

  @Test(arguments: malformed)
  func malformedColorsetsAreFindings(_ sample: Malformed) throws {
    let folder = try TemporaryFolder("assets")
    let file = try folder.write("A.xcassets/Bad.colorset/Contents.json", sample.json)
    let catalog = try AssetCatalog.load(folders: [folder.url("A.xcassets")])
    #expect(catalog.findings.count == 1)
    let finding = try #require(catalog.findings.first)
    #expect(finding.detail == .colorsetInvalid(name: "Bad", problem: sample.problem))
    #expect(finding.file == file)
    #expect(finding.line == sample.line)
    // The name is still a colour, so the config gets no second finding for it.
    #expect(catalog.colors["Bad"] != nil && catalog.colors["Bad"]?.value == nil)
  }

  @Test func symbolicLinkLoopsAreNotFollowed() throws {
    let folder = try TemporaryFolder("assets")
    try folder.write(
      "A.xcassets/Group/Ok.colorset/Contents.json",
      Self.colorJSON(
        #"{"color-space": "srgb", "components": {"red": "1", "green": "2", "blue": "3", "alpha": "1.000"}}"#
      ))
    try folder.symlink("A.xcassets/Group/loop", to: "..")
    try folder.symlink("A.xcassets/Group/Linked.colorset", to: "Ok.colorset")
    let catalog = try AssetCatalog.load(folders: [folder.url("A.xcassets")])
    #expect(catalog.colors.keys.sorted() == ["Ok"])
    #expect(catalog.findings.isEmpty)
  }

  /// A FIFO, a folder or nothing where `Contents.json` should be: a finding
  /// naming the file, never a hang.
  @Test func contentsThatAreNotRegularFilesAreFindings() throws {
    let folder = try TemporaryFolder("assets")
    try FileManager.default.createDirectory(
      atPath: folder.url("A.xcassets/Pipe.colorset"), withIntermediateDirectories: true)
    try folder.fifo("A.xcassets/Pipe.colorset/Contents.json")
    try FileManager.default.createDirectory(
      atPath: folder.url("A.xcassets/Dir.colorset/Contents.json"),
      withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder.url("A.xcassets/Empty.colorset"), withIntermediateDirectories: true)
    let catalog = try AssetCatalog.load(folders: [folder.url("A.xcassets")])
    #expect(catalog.colors.keys.sorted() == ["Dir", "Empty", "Pipe"])
    #expect(
      catalog.findings.map(\.file)
        == ["Dir", "Empty", "Pipe"].map {
          folder.url("A.xcassets/\($0).colorset/Contents.json")
        })
    for finding in catalog.findings {
      guard case .colorsetInvalid(_, .unreadable) = finding.detail else {
        Issue.record("\(finding.detail)")
        continue
      }
      #expect(finding.message.contains("Contents.json cannot be read"))
    }
  }

  @Test func depthAndEntryCountAreBounded() throws {
    let folder = try TemporaryFolder("assets")
    try folder.write(
      "A.xcassets/a/b/c/Far.colorset/Contents.json",
      Self.colorJSON(#"{"components": {"red": "1", "green": "2", "blue": "3", "alpha": "1.000"}}"#))
    var limits = AssetCatalog.Limits()
    limits.maximumDepth = 2
    let shallow = try AssetCatalog.load(folders: [folder.url("A.xcassets")], limits: limits)
    #expect(shallow.colors.isEmpty)
    #expect(
      shallow.findings.map(\.detail) == [.colorsetInvalid(name: nil, problem: .tooDeep(limit: 2))])
    #expect(shallow.findings.first?.file == folder.url("A.xcassets/a/b/c"))

    limits = AssetCatalog.Limits()
    limits.maximumEntries = 3
    let counted = try AssetCatalog.load(folders: [folder.url("A.xcassets")], limits: limits)
    #expect(
      counted.findings.map(\.detail) == [
        .colorsetInvalid(name: nil, problem: .tooManyEntries(limit: 3))
      ])
    // Without limits the colour is found (no color-space: sRGB).
    let full = try AssetCatalog.load(folders: [folder.url("A.xcassets")])
    #expect(full.colors["Far"]?.value == .fixed(RGBAColor(red255: 1, green255: 2, blue255: 3)))
  }

  @Test func otherAssetTypesAreNotEnteredAndTheBytesReadAreBounded() throws {
    let folder = try TemporaryFolder("assets")
    let json = Self.colorJSON(
      #"{"components": {"red": "1", "green": "2", "blue": "3", "alpha": "1.000"}}"#)
    try folder.write("A.xcassets/Photo.imageset/Inside.colorset/Contents.json", json)
    try folder.write("A.xcassets/Atlas.spriteatlas/One.colorset/Contents.json", json)
    try folder.write("A.xcassets/Two.colorset/Contents.json", json)
    let catalog = try AssetCatalog.load(folders: [folder.url("A.xcassets")])
    #expect(catalog.colors.keys.sorted() == ["One", "Two"])
    #expect(catalog.findings.isEmpty)

    var limits = AssetCatalog.Limits()
    limits.maximumTotalBytes = json.utf8.count
    let bounded = try AssetCatalog.load(folders: [folder.url("A.xcassets")], limits: limits)
    // A folder's own colorsets are read before its subfolders are entered.
    #expect(bounded.colors.keys.sorted() == ["Two"])
    #expect(
      bounded.findings.map(\.detail) == [
        .colorsetInvalid(name: nil, problem: .tooMuchData(limit: json.utf8.count))
      ])
  }

  @Test func aMissingCatalogFolderThrowsNamingIt() throws {
    let missing = Fixtures.data("assets/Missing.xcassets")
    #expect(throws: AssetCatalogError.self) { try AssetCatalog.load(folders: [missing]) }
    do {
      _ = try AssetCatalog.load(folders: [missing])
    } catch {
      #expect(error.path == missing)
      #expect(error.description.hasPrefix(missing + ": cannot read the asset catalog: "))
    }
    let file = Fixtures.data("assets/strings.txt")
    #expect(throws: AssetCatalogError.self) { try AssetCatalog.load(folders: [file]) }
  }

  @Test func configColorsFromTheCatalogAreColors() throws {
    let config = Fixtures.data("assets/TypographyKit.json")
    let without = ConfigValidator(fonts: bundledFonts).validate(files: [config])
    #expect(without.findings.count { $0.code == .colorNotFound } == 10)

    let catalog = try Self.load()
    let report = ConfigValidator(
      fonts: bundledFonts, options: ValidationOptions(assetCatalog: catalog)
    ).validate(files: [config])
    #expect(report.findings.map(\.code) == [.colorsetInvalid])
    #expect(report.findings.first?.file == Self.folder + "/Broken.colorset/Contents.json")
    #expect(report.exitCode == 0)
    // A palette entry {light: Ink, dark: Paper} takes each asset's own appearance.
    #expect(
      report.colors["text"]
        == .dynamic(
          light: catalog.colors["Ink"]?.value?.light ?? RGBAColor(red: 0, green: 0, blue: 0),
          dark: RGBAColor(red255: 255, green255: 250, blue255: 240)))
    // Shades apply to asset colours inside the palette.
    #expect(
      report.colors["muted"]
        == .fixed(RGBAColor(red255: 128, green255: 128, blue255: 128).applying(.darker)))
    #expect(report.styles["caption"]?.textColor == catalog.colors["Accent"]?.value)
    #expect(report.assetColors.count == 10)
  }

  @Test func palettesAndLiteralsComeFirstButAssetsBeforeUIKitNames() throws {
    var catalog = AssetCatalog()
    let asset = ColorValue.fixed(RGBAColor(red255: 1, green255: 2, blue255: 3))
    catalog.colors["red"] = AssetColor(name: "red", file: "x", colorSpace: .sRGB, value: asset)
    catalog.colors["Ink"] = AssetColor(name: "Ink", file: "x", colorSpace: .sRGB, value: asset)
    let report = validate(
      ##"{"typography-colors": {"Ink": "#FFFFFF", "a": "red", "b": "Ink"}}"##,
      options: ValidationOptions(assetCatalog: catalog))
    #expect(report.findings.isEmpty)
    // UIColor(named:) is tried before UIKit's names; a palette entry before both.
    #expect(report.colors["a"] == asset)
    #expect(report.colors["b"] == .fixed(RGBAColor(red: 1, green: 1, blue: 1)))
  }
}
