import Foundation
import TestSupport
import Testing

@testable import TextLayout

extension ShapingReference: CustomTestStringConvertible {
  public var testDescription: String { description }
}

@Suite struct WidthTests {
  /// Rows shaped with a face's default instance (hb-shape's variations need a
  /// named instance, which the shaping tests cover).
  static let rows = ShapingReference.all.filter { $0.variations.isEmpty }

  @Test(arguments: rows)
  func advanceEqualsHBShapeAtEverySize(_ reference: ShapingReference) throws {
    let font = try Bundled.font(file: reference.file, index: reference.index)
    let context = try LayoutContext(store: Bundled.store)
    let prepared = try context.prepare(
      reference.text, style: LayoutStyle(font: font, allowsFallback: false))
    let upem = Double(font.metrics.unitsPerEm)
    for size in [11.0, 17, 23, 53] {
      let measured = try prepared.measure(pointSize: size)
      let expected = Double(reference.advance) * size / upem
      #expect(abs(measured.advance - expected) <= 1e-9 * max(1, expected), "at \(size) pt")
      #expect(measured.lineRanges.count == 1)
    }
  }

  /// Mixed directions: a Hebrew word inside English text is set in the Hebrew
  /// face, right to left, and the widths add up to each run shaped alone.
  @Test func mixedDirectionWidthIsTheSumOfItsRuns() throws {
    let prepared = try Bundled.prepare("Hello שלום world", font: "Inter-Regular")
    #expect(prepared.fontsUsed == ["Inter-Regular", "NotoSansHebrew-Regular"])
    let inter = try #require(ShapingReference.row("Inter-Regular.otf", "Hello "))
    let hebrew = try #require(ShapingReference.row("NotoSansHebrew-Regular.ttf", "שלום"))
    let world = try #require(ShapingReference.row("Inter-Regular.otf", " world"))
    let expected =
      Double(inter.advance + world.advance) * 17 / 2816 + Double(hebrew.advance) * 17 / 1000
    let measured = try prepared.measure(pointSize: 17).advance
    #expect(abs(measured - expected) < 1e-9)
  }

  @Test func letterSpacingAddsPointsPerClusterAtEverySize() throws {
    let plain = try Bundled.prepare("Hello", font: "Roboto-Regular")
    let spaced = try Bundled.prepare("Hello", font: "Roboto-Regular", letterSpacing: 1.5)
    for size in [12.0, 30] {
      let difference =
        try spaced.measure(pointSize: size).advance
        - plain.measure(pointSize: size).advance
      #expect(abs(difference - 5 * 1.5) < 1e-9)
    }
    // A cluster of several scalars counts once.
    let thumbs = try Bundled.prepare("👍🏽👍🏽", font: "NotoColorEmoji", letterSpacing: 2)
    let bare = try Bundled.prepare("👍🏽👍🏽", font: "NotoColorEmoji")
    #expect(
      abs(try thumbs.measure(pointSize: 17).advance - bare.measure(pointSize: 17).advance - 4)
        < 1e-9)
  }
}
