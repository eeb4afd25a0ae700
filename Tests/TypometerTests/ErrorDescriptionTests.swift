import Foundation
import TestSupport
import Testing
import Typometer

/// Every public error words itself in one short line that starts with the
/// file it is about; that line is what an uncaught error prints
/// (`String(reflecting:)`) and, where Foundation is there, its
/// `localizedDescription`.
@Suite struct ErrorDescriptionTests {
  /// An error and the file its description must start with (nil: none).
  struct Case: CustomTestStringConvertible, Sendable {
    var error: any Error & Sendable
    var file: String?
    var testDescription: String { "\(type(of: error)) \(file ?? "")" }
  }

  /// The error of a folder in which every font is broken (113 of them,
  /// each skipped with a warning).
  static let brokenFolder: CatalogError = {
    do throws(CatalogError) {
      _ = try FontCatalog(fontPaths: [Fixtures.data("fonts-bad")], includeSystemFonts: false)
      fatalError("the hostile fonts were read as fonts")
    } catch {
      return error
    }
  }()

  static var skipped: [CatalogWarning] {
    guard case .noFonts(_, let skipped) = brokenFolder else { return [] }
    return skipped
  }

  static let cases: [Case] = [
    Case(error: FontError.fileNotFound(path: "Fonts/A.ttf"), file: "Fonts/A.ttf"),
    Case(
      error: FontError.unreadable(path: "Fonts/A.ttf", reason: "is a directory"),
      file: "Fonts/A.ttf"),
    Case(error: FontError.fileTooLarge(path: "Fonts/A.ttf", bytes: 300 << 20), file: "Fonts/A.ttf"),
    Case(
      error: FontError.invalidFont(path: "Fonts/A.ttc", index: FaceIndex(collection: 2), code: 3),
      file: "Fonts/A.ttc#2"),
    Case(
      error: FontError.faceIndexOutOfRange(
        path: "Fonts/A.ttc", index: FaceIndex(collection: 7), faceCount: 2),
      file: "Fonts/A.ttc"),
    Case(
      error: FontError.missingTable(path: "Fonts/A.ttf", index: FaceIndex(), table: "hhea"),
      file: "Fonts/A.ttf"),
    Case(
      error: FontError.invalidUnitsPerEm(path: "Fonts/A.ttf", index: FaceIndex(), unitsPerEm: 0),
      file: "Fonts/A.ttf"),
    Case(
      error: FontError.malformed(
        path: "Fonts/A.ttf", index: FaceIndex(), problem: .tableOutOfBounds("Feat")),
      file: "Fonts/A.ttf"),
    Case(error: FontProblem.invalidCharString(glyph: 4, reason: "the stack overflows"), file: nil),
    Case(error: CatalogError.notFound(path: "NoSuchDir"), file: "NoSuchDir"),
    Case(
      error: CatalogError.unreadable(path: "/dev/null", reason: "is a character device"),
      file: "/dev/null"),
    Case(
      error: CatalogError.noFonts(directory: "Fonts/LICENSES", skipped: []), file: "Fonts/LICENSES"),
    Case(error: brokenFolder, file: Fixtures.data("fonts-bad")),
    Case(error: CatalogError.fontconfigUnavailable, file: nil),
    Case(
      error: CatalogError.malformedFont(.fileNotFound(path: "Fonts/B.otf")), file: "Fonts/B.otf"),
    Case(error: ScaleError.unknownStyle("bodyy"), file: nil),
    Case(error: ScaleError.unknownCategory("huge"), file: nil),
    Case(error: ScaleError.maximumBelowMinimum(minimum: 12, maximum: 10.5), file: nil),
    Case(error: ScaleError.categoryNotOnPlatform(.small, .tvos), file: nil),
    Case(error: ShapingError.textTooLong(bytes: 2 << 20), file: nil),
    Case(error: LayoutError.invalidSize(-3), file: nil),
    Case(error: LayoutError.textTooLong(length: 300_000), file: nil),
    Case(
      error: MeasureError.fontNotFound(postscriptName: "Inter-Bolt", suggestions: ["Inter-Bold"]),
      file: nil),
    Case(error: MeasureError.font(.fileNotFound(path: "Fonts/C.ttf")), file: "Fonts/C.ttf"),
    Case(
      error: RenderError.cannotWrite(path: "out/sheet.png", reason: "permission denied"),
      file: "out/sheet.png"),
    Case(
      error: RenderError.font(
        .invalidFont(path: "Fonts/A.ttc", index: FaceIndex(collection: 1), code: 2)),
      file: "Fonts/A.ttc#1"),
    Case(error: RenderError.imageTooLarge(width: 200_048, height: 125), file: nil),
    Case(error: RenderError.layout(.outOfMemory), file: nil),
    Case(
      error: StringFileError.malformed(path: "en.lproj/A.strings", line: 3, reason: "expected ';'"),
      file: "en.lproj/A.strings:3"),
    Case(error: CheckRunner.Failure.catalog(.notFound(path: "Fonts2")), file: "Fonts2"),
    Case(
      error: CheckRunner.Failure.unknownContainerStyle(
        spec: "Spec.json", line: 7, style: "titel", known: ["title", "body"]),
      file: "Spec.json:7"),
    Case(
      error: CheckRunner.Failure.textStyleNotOnPlatform(
        spec: "Spec.json", line: 5, style: "footnote1", platform: .tvos,
        styles: ["title1", "body"]),
      file: "Spec.json:5"),
    Case(error: ParseFailure(.trailingContent, line: 4), file: nil),
  ]

  @Test(arguments: cases)
  func isOneShortLineNamingTheFile(_ item: Case) {
    let text = String(describing: item.error)
    #expect(!text.isEmpty)
    #expect(!text.contains("\n"))
    #expect(text.count <= 240, "\(text.count) characters: \(text)")
    if let file = item.file { #expect(text.hasPrefix(file + ":"), "\(text)") }
    // What an uncaught error prints, and what Foundation shows.
    #expect(String(reflecting: item.error) == text)
    if item.error is any LocalizedError { #expect(item.error.localizedDescription == text) }
  }

  @Test func descriptionsSayWhatIsWrong() throws {
    #expect(
      "\(FontError.malformed(path: "A.ttf", index: FaceIndex(collection: 3), problem: .tableOutOfBounds("Feat")))"
        == "A.ttf#3: malformed font: the 'Feat' table runs past the end of the file")
    let bad = Fixtures.data("fonts-bad")
    let fontFiles = try FileManager.default.contentsOfDirectory(atPath: bad).filter {
      [".ttf", ".otf", ".ttc", ".otc"].contains(String($0.suffix(4)).lowercased())
    }
    #expect(fontFiles.count > 100)
    #expect(Self.skipped.count == fontFiles.count)
    #expect(
      "\(Self.brokenFolder)" == "\(bad): no readable font files (.ttf .otf .ttc .otc) in this "
        + "directory (\(fontFiles.count) skipped)")
    #expect(
      Self.skipped.map(\.description).contains(
        "\(bad)/0014256514b220c525e98840b0d6ba736a85acbd.ttf: skipped: malformed font: "
          + "glyph 46 in 'glyf' runs past its data"))
    #expect(
      "\(ScaleError.maximumBelowMinimum(minimum: 12, maximum: 10.5))"
        == "the maximum size 10.5 is below the minimum 12")
    #expect(
      "\(MeasureError.fontNotFound(postscriptName: "Inter-Bolt", suggestions: ["Inter-Bold", "Inter"]))"
        == "no font with the PostScript name 'Inter-Bolt' (names are case-sensitive); "
        + "did you mean Inter-Bold, Inter?")
    #expect(
      "\(ParseFailure(.trailingContent, line: 4))"
        == "line 4: unexpected content after the top-level value")
  }

  /// Errors the library throws, caught as a program would: each names its file.
  @Test func thrownErrorsNameTheirFile() throws {
    let missing = Fixtures.fontsDirectory + "/NoSuchFont.ttf"
    #expect {
      _ = try FontFace(path: missing)
    } throws: { "\($0)" == missing + ": no such font file" }

    // A folder of 106 broken fonts: one line, where the error's data (every
    // skipped file and why) once printed kilobytes.
    let bad = Fixtures.data("fonts-bad")
    #expect {
      _ = try FontCatalog(fontPaths: [bad], includeSystemFonts: false)
    } throws: { error in
      let text = String(reflecting: error)
      return text.hasPrefix(bad + ": no readable font files") && text.count < bad.count + 100
    }

    let spec = Fixtures.data("no-such-spec.json")
    #expect {
      _ = try CheckSpec.load(path: spec)
    } throws: { "\($0)" == spec + ": no such file" }

    let strings = Fixtures.data("no-such.strings")
    #expect {
      _ = try StringFile.load(path: strings)
    } throws: { "\($0)".hasPrefix(strings + ": ") && !"\($0)".contains("\n") }
  }
}
