import Foundation
import Rendering
import TestSupport
import Testing

/// Sheets compared pixel for pixel with the PNGs in Tests/Data/rendering: the
/// golden file is decoded, so another libpng or zlib (which may compress the
/// same pixels into other bytes) does not matter.
///
/// After an intended change to drawing (or a FreeType update), look at the new
/// pictures, then re-record them with
/// `TYPOMETER_RECORD_GOLDEN=1 swift test --filter GoldenImageTests`.
@Suite struct GoldenImageTests {
  struct Golden: Sendable, CustomTestStringConvertible {
    var file: String
    var text: String
    var font: String
    var sizes: [Double]
    var width: Double?
    var maxLines: Int?
    var testDescription: String { file }
  }

  static let goldens: [Golden] = [
    Golden(
      file: "latin-wrap-overflow.png", text: "Save changes to your document before closing?",
      font: "Inter-Regular", sizes: [14, 17, 23], width: 150, maxLines: 2),
    Golden(
      file: "rtl-arabic-hebrew.png", text: "مرحبا بالعالم، שלום עולם 123",
      font: "NotoSansArabic-Regular",
      sizes: [17, 28], width: 140, maxLines: 2),
    Golden(
      file: "emoji-fallback.png", text: "Done 👍🏽 नमस्ते สวัสดี WWWW", font: "Roboto-Regular",
      sizes: [20], width: 60, maxLines: 4),
  ]

  @Test(arguments: goldens)
  func sheetMatchesItsGoldenImage(_ golden: Golden) throws {
    let canvas = try Bundled.draw(
      golden.text, font: golden.font, sizes: golden.sizes, width: golden.width,
      maxLines: golden.maxLines
    ).canvas
    let data = try canvas.pngData()
    let path = Fixtures.data("rendering/" + golden.file)
    if ProcessInfo.processInfo.environment["TYPOMETER_RECORD_GOLDEN"] == "1" {
      try Data(data).write(to: URL(fileURLWithPath: path))
      return
    }
    let expected = try #require(
      FileManager.default.contents(atPath: path),
      "no golden image at \(path); record it with TYPOMETER_RECORD_GOLDEN=1")
    let decoded = try Canvas(pngData: Array(expected))
    let actualPixels = try Canvas(pngData: data)  // through PNG's straight alpha, as the golden was
    if decoded != actualPixels {
      let actual = NSTemporaryDirectory() + "typometer-actual-" + golden.file
      try? Data(data).write(to: URL(fileURLWithPath: actual))
      Issue.record("\(golden.file) differs from its golden image; this run's picture: \(actual)")
    }
  }
}
