import FontCore
import Foundation
import TestSupport
import Testing

@testable import TextLayout

/// Shrinking to fit, as a UILabel with `adjustsFontSizeToFitWidth` does.
@Suite struct ShrinkingTests {
  static func shrink(
    _ text: String, size: Double, container: Container, factor: Double
  ) throws -> (scale: Double, measurement: TextMeasurement)? {
    let style = LayoutStyle(font: try Bundled.font("Roboto-Regular"))
    return try Bundled.store.withContext { context in
      try context.shrinkToFit(
        text, style: style, pointSize: size, in: container, minimumScaleFactor: factor)
    }
  }

  static func advance(_ text: String, size: Double) throws -> Double {
    let style = LayoutStyle(font: try Bundled.font("Roboto-Regular"))
    return try Bundled.store.withContext { context in
      try context.prepare(text, style: style).measure(pointSize: size).advance
    }
  }

  /// One line: the scale is the width over the unwrapped advance (Roboto
  /// scales linearly), to 1/1000 pt.
  @Test func oneLineShrinksToTheWidth() throws {
    let text = "Synchronise your library"
    let advance = try Self.advance(text, size: 20)
    let width = advance * 0.8
    let (scale, measurement) = try #require(
      try Self.shrink(text, size: 20, container: Container(width: width, maxLines: 1), factor: 0.5))
    #expect(abs(scale - 0.8) * 20 <= 0.001 + 1e-9)
    #expect(scale <= 0.8 + 1e-12)
    #expect(measurement.fits)
    #expect(measurement.lineCount == 1)
    #expect(abs(measurement.pointSize - 20 * scale) < 1e-12)
    // Below the factor it does not fit at all; a text that fits is not shrunk.
    #expect(
      try Self.shrink(text, size: 20, container: Container(width: width, maxLines: 1), factor: 0.9)
        == nil)
    #expect(
      try Self.shrink("Go", size: 20, container: Container(width: width, maxLines: 1), factor: 0.5)?
        .scale == 1)
  }

  /// Several lines: the largest scale at which the text takes at most the
  /// limit; no limit: never shrunk.
  @Test func severalLinesShrinkToTheirCount() throws {
    let text = "Turn on notifications to hear about new messages from your team"
    let box = Container(width: 180, maxLines: 2)
    let (scale, measurement) = try #require(
      try Self.shrink(text, size: 17, container: box, factor: 0.5))
    #expect(scale < 1)
    #expect(measurement.lineCount <= 2 && measurement.fits)
    let style = LayoutStyle(font: try Bundled.font("Roboto-Regular"))
    let larger = try Bundled.store.withContext { context in
      try context.prepare(text, style: style).measure(pointSize: 17 * scale + 0.002, in: box)
    }
    #expect(!larger.fits)
    #expect(
      try Self.shrink(text, size: 17, container: Container(width: 180), factor: 0.5)?.scale == 1)
  }
}
