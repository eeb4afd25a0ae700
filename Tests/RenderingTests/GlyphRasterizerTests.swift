import FontCore
import FontDiscovery
import Foundation
import Rendering
import TestSupport
import Testing
import TextLayout

@Suite struct GlyphRasterizerTests {
  /// The rasterizer's faces are FontCore's: counted by `LiveHandles` while it
  /// holds them (one per face, however many glyphs), none once it is gone.
  /// Run in a process of its own, so no other test's faces are counted; the
  /// child prints the counts before, during and after.
  @Test func facesAreCountedAndReleased() async throws {
    let result = try #require(
      await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
        let text = try Bundled.font("Inter-Regular")
        let emoji = try Bundled.font("NotoColorEmoji")
        var faces = [LiveHandles.freeTypeFaces.count]
        var libraries = [LiveHandles.freeTypeLibraries.count]
        do {
          let rasterizer = GlyphRasterizer()
          var canvas = try Canvas(width: 64, height: 64)
          let glyphs: [(LayoutFont, UInt32)] = [(text, 40), (text, 41), (emoji, 5), (text, 42)]
          for (font, glyph) in glyphs {
            try rasterizer.draw(
              glyph, of: font, pixelsPerEm: 32, x: 10.3, y: 40, color: .text, on: &canvas)
          }
          faces.append(LiveHandles.freeTypeFaces.count)
          libraries.append(LiveHandles.freeTypeLibraries.count)
          withExtendedLifetime(rasterizer) {}
        }
        faces.append(LiveHandles.freeTypeFaces.count)
        libraries.append(LiveHandles.freeTypeLibraries.count)
        print("faces \(faces), libraries \(libraries)")
      })
    let counts = String(decoding: result.standardOutputContent, as: UTF8.self)
    #expect(counts == "faces [0, 2, 0], libraries [0, 2, 0]\n")
  }

  /// A font file that changes after layout loaded it is checked again when the
  /// rasterizer opens it: a charstring that calls itself never reaches FreeType.
  @Test func hostileFontCannotReachFreeTypeThroughTheRasterizer() throws {
    let folder = try TemporaryFolder()
    let path = try folder.copy(Fixtures.data("structure/Inter-CFF2-subset.otf"), to: "face.otf")
    let record = FontRecord(
      postscriptName: "Inter-Regular", family: "Inter", style: "Regular", path: path,
      index: FaceIndex())
    let font = try Bundled.store.font(for: record)
    // Replaced whole (a new inode), as a file swapped on disk would be.
    let hostile = try folder.copy(
      Fixtures.data("structure/bad/subroutine-calls-itself.otf"), to: "hostile.otf")
    #expect(rename(hostile, path) == 0)

    let rasterizer = GlyphRasterizer()
    var canvas = try Canvas(width: 64, height: 64)
    let expected = RenderError.font(
      .malformed(
        path: path, index: FaceIndex(),
        problem: .invalidCharString(glyph: 1, reason: "subroutines nest more than 10 deep")))
    #expect(throws: expected) {
      try rasterizer.draw(1, of: font, pixelsPerEm: 32, x: 8, y: 40, color: .text, on: &canvas)
    }
    #expect(canvas.count { Ink.isInk($0) } == 0)
  }
}
