import FontCore
import Foundation
import TestSupport
import Testing

@testable import TextLayout

/// WCAG 1.4.12 text spacing over a text's own.
@Suite struct TextSpacingTests {
  static func measure(_ text: String, spacing: TextSpacing?, size: Double, width: Double? = nil)
    throws -> TextMeasurement
  {
    let style = LayoutStyle(
      font: try Bundled.font("Roboto-Regular"), letterSpacing: 0.5, spacing: spacing)
    return try Bundled.store.withContext { context in
      try context.prepare(text, style: style).measure(
        pointSize: size, in: Container(width: width))
    }
  }

  @Test(arguments: [12.0, 17, 53])
  func widthsGrowByLettersAndWordSeparators(size: Double) throws {
    let text = "Turn on notifications, now"
    let plain = try Self.measure(text, spacing: nil, size: size)
    let spaced = try Self.measure(text, spacing: .wcag, size: size)
    let clusters = Double(text.count)
    let separators = Double(text.filter { $0 == " " }.count)
    let expected = plain.advance + 0.12 * size * clusters + 0.16 * size * separators
    #expect(abs(spaced.advance - expected) < 1e-9)
    #expect(spaced.lineHeight >= 1.5 * size - 1e-12)
    #expect(plain.lineHeight < 1.5 * size)  // Roboto's own is smaller: the rule raises it
  }

  @Test func paragraphsGetTwiceTheSizeAfterThem() throws {
    let size = 20.0
    let one = try Self.measure("Hello", spacing: .wcag, size: size)
    let three = try Self.measure("Hello\nWorld\nAgain", spacing: .wcag, size: size)
    #expect(three.lineCount == 3)
    // Three lines of 1.5× the size, and 2× the size after the first two paragraphs.
    #expect(abs(three.height - (3 * one.height + 2 * 2 * size)) < 1e-9)
  }
}
