import TestSupport
import Testing

@testable import FontCore

@Suite struct GlyphRenderingTests {
  static func glyph(_ face: FontFace, _ scalar: Unicode.Scalar) throws -> UInt32 {
    UInt32(try #require(face.glyphIndex(for: scalar)))
  }

  static func checkShape(_ bitmap: GlyphBitmap) {
    #expect(bitmap.width > 0 && bitmap.height > 0)
    #expect(bitmap.bytes.count == bitmap.height * bitmap.bytesPerRow)
  }

  @Test func outlineGlyphIsCoverageAtTheSizeAskedFor() throws {
    let face = try FontFace(path: Fixtures.font("Roboto-Regular.ttf"))
    let bitmap = try #require(face.renderGlyph(try Self.glyph(face, "H"), pixelsPerEm: 40))
    Self.checkShape(bitmap)
    #expect(bitmap.format == .coverage)
    #expect(bitmap.bytesPerRow == bitmap.width)
    #expect(bitmap.pixelsPerEm == 40)
    // Roboto's H stands on the baseline, about 0.71 em tall, a little right of its origin.
    #expect((27...30).contains(bitmap.top))
    #expect(bitmap.height == bitmap.top)
    #expect((1...5).contains(bitmap.left))
    #expect(bitmap.bytes.contains(255))
  }

  @Test func subpixelOffsetMovesTheOutline() throws {
    let face = try FontFace(path: Fixtures.font("Roboto-Regular.ttf"))
    let glyph = try Self.glyph(face, "l")
    let whole = try #require(face.renderGlyph(glyph, pixelsPerEm: 17))
    let half = try #require(face.renderGlyph(glyph, pixelsPerEm: 17, subpixelOffsetX: 0.5))
    #expect(whole.bytes != half.bytes)
    #expect(try #require(face.renderGlyph(glyph, pixelsPerEm: 17)) == whole)
  }

  @Test func bitmapOnlyFaceGivesItsStrikeInColor() throws {
    let face = try FontFace(path: Fixtures.font("NotoColorEmoji-subset.ttf"))
    let bitmap = try #require(face.renderGlyph(try Self.glyph(face, "👍"), pixelsPerEm: 20))
    Self.checkShape(bitmap)
    #expect(bitmap.format == .premultipliedBGRA)
    #expect(bitmap.bytesPerRow == bitmap.width * 4)
    // The smallest strike at or above 20 pixels per em, unscaled.
    #expect(bitmap.pixelsPerEm >= 20)
    #expect(Double(bitmap.width) > bitmap.pixelsPerEm * 0.8)
  }

  @Test func nothingToDrawIsNil() throws {
    let face = try FontFace(path: Fixtures.font("Roboto-Regular.ttf"))
    let h = try Self.glyph(face, "H")
    #expect(face.renderGlyph(try Self.glyph(face, " "), pixelsPerEm: 17) == nil)
    #expect(face.renderGlyph(h, pixelsPerEm: 0) == nil)
    #expect(face.renderGlyph(h, pixelsPerEm: -3) == nil)
    #expect(face.renderGlyph(h, pixelsPerEm: .nan) == nil)
    #expect(face.renderGlyph(h, pixelsPerEm: .infinity) == nil)
    #expect(face.renderGlyph(h, pixelsPerEm: 1e300) == nil)
    #expect(face.renderGlyph(h, pixelsPerEm: 17, subpixelOffsetX: .nan) == nil)
    #expect(face.renderGlyph(h, pixelsPerEm: 17, subpixelOffsetY: 1e300) == nil)
    #expect(face.renderGlyph(UInt32.max, pixelsPerEm: 17) == nil)
  }

  /// A glyph whose outline spans 2,000 ems would be a 200,000-pixel-wide bitmap at
  /// 100 pixels per em: it is refused before FreeType allocates it, and the
  /// font's ordinary glyph still draws.
  @Test func aGlyphFarLargerThanItsEmIsNotDrawn() throws {
    let face = try FontFace(path: Fixtures.data("structure/HugeGlyph.ttf"))
    #expect(face.renderGlyph(try Self.glyph(face, "A"), pixelsPerEm: 100) == nil)
    // 16 pixels per em: 32,000 pixels wide, still past the side limit.
    #expect(face.renderGlyph(try Self.glyph(face, "A"), pixelsPerEm: 16) == nil)
    let box = try #require(face.renderGlyph(try Self.glyph(face, "B"), pixelsPerEm: 100))
    #expect(box.width > 0 && box.width < 100)
  }
}
