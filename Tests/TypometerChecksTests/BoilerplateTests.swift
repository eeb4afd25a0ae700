import FontCore
import FontDiscovery
import Foundation
import TestSupport
import Testing

@testable import TypometerChecks

@Suite struct BoilerplateTests {
  @Test(arguments: [
    ("Inter-SemiBold", "Inter", "semiBold"),
    ("NotoSansCJKjp-Regular", "Noto Sans CJK JP", "regular"),
    ("NotoColorEmoji", "Noto Color Emoji", "regular"), ("Font-123", "Font", "_123"),
    ("GillSans-UltraBold_Italic", "Gill Sans", "ultraBoldItalic"), ("A-Default", "A", "default"),
  ])
  func caseNames(_ name: String, _ family: String, _ expected: String) {
    #expect(SwiftBoilerplate.caseIdentifier(name, family: family) == expected)
  }

  /// The faces of a family that differ in width get names saying so (from
  /// the PostScript name, else the width class), unique without `_` suffixes:
  /// DejaVu Sans's faces as Fontconfig lists them (family DejaVu Sans, width
  /// class 4 for the Condensed ones).
  @Test func widthAndWeightMakeTheCaseNames() {
    let faces: [(String, Int, Int, Bool)] = [
      ("DejaVuSans", 5, 400, false), ("DejaVuSans-Bold", 5, 700, false),
      ("DejaVuSans-BoldOblique", 5, 700, true), ("DejaVuSans-ExtraLight", 5, 200, false),
      ("DejaVuSans-Oblique", 5, 400, true), ("DejaVuSansCondensed", 4, 400, false),
      ("DejaVuSansCondensed-Bold", 4, 700, false),
      ("DejaVuSansCondensed-BoldOblique", 4, 700, true),
      ("DejaVuSansCondensed-Oblique", 4, 400, true),
      // A condensed face whose name does not say so.
      ("Acme-Bold", 3, 700, false),
    ]
    let records = faces.map { name, width, weight, italic in
      var record = FontRecord(
        postscriptName: name, family: name.hasPrefix("Acme") ? "Acme" : "DejaVu Sans", style: "",
        path: "/x", index: FaceIndex())
      record.width = width
      record.weight = weight
      record.italic = italic
      return record
    }
    let source = SwiftBoilerplate.source(for: records)
    let cases = source.split(separator: "\n").filter { $0.hasPrefix("  case ") }
      .map { $0.dropFirst("  case ".count) }
    #expect(
      Set(cases) == [
        "regular = \"DejaVuSans\"", "bold = \"DejaVuSans-Bold\"",
        "boldOblique = \"DejaVuSans-BoldOblique\"", "extraLight = \"DejaVuSans-ExtraLight\"",
        "oblique = \"DejaVuSans-Oblique\"", "condensed = \"DejaVuSansCondensed\"",
        "condensedBold = \"DejaVuSansCondensed-Bold\"",
        "condensedBoldOblique = \"DejaVuSansCondensed-BoldOblique\"",
        "condensedOblique = \"DejaVuSansCondensed-Oblique\"",
        "condensedBold = \"Acme-Bold\"",
      ])
    #expect(!source.contains("_ ="))
  }

  @Test func typeNames() {
    #expect(SwiftBoilerplate.typeIdentifier("Noto Sans CJK JP") == "NotoSansCJKJP")
    #expect(SwiftBoilerplate.typeIdentifier("3D Font") == "_3DFont")
    #expect(SwiftBoilerplate.typeIdentifier("---") == "Font")
    // Names Swift keeps for itself, or the declaration uses, take `Font`.
    #expect(SwiftBoilerplate.typeIdentifier("self") == "SelfFont")
    #expect(SwiftBoilerplate.typeIdentifier("String") == "StringFont")
    #expect(SwiftBoilerplate.typeIdentifier("Any") == "AnyFont")
  }

  /// The source for every bundled family and a hostile one compiles with swiftc.
  @Test func generatedSourceCompiles() throws {
    let catalog = try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false)
    var records = catalog.records
    records.append(
      FontRecord(
        postscriptName: "Weird-default", family: "class", style: "", path: "/x", index: FaceIndex())
    )
    records.append(
      FontRecord(
        postscriptName: "Weird-Self", family: "class", style: "", path: "/x", index: FaceIndex()))
    records.append(
      FontRecord(
        postscriptName: "Quote\"Name-Bold", family: "9 Lives", style: "", path: "/x",
        index: FaceIndex()))
    for family in ["Self", "String", "Any", "CaseIterable", "Sendable", "Type"] {
      records.append(
        FontRecord(
          postscriptName: family + "-Regular", family: family, style: "", path: "/x",
          index: FaceIndex()))
    }
    let source = SwiftBoilerplate.source(for: records)
    #expect(source.contains("case `default` = \"Weird-default\""))
    #expect(source.contains("enum Inter: String, CaseIterable, Sendable {"))
    let path = try temporaryFile(source, name: "Fonts.swift")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(message)")
  }
}
