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

  @Test func typeNames() {
    #expect(SwiftBoilerplate.typeIdentifier("Noto Sans CJK JP") == "NotoSansCJKJP")
    #expect(SwiftBoilerplate.typeIdentifier("3D Font") == "_3DFont")
    #expect(SwiftBoilerplate.typeIdentifier("---") == "Font")
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
    let source = SwiftBoilerplate.source(for: records)
    #expect(source.contains("case `default` = \"Weird-default\""))
    #expect(source.contains("enum Inter: String, CaseIterable, Sendable {"))
    let path = try temporaryFile(source, name: "Fonts.swift")
    let swiftc = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    _ = swiftc
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
