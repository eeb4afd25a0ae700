import FontCore
import TextLayout

/// Draws glyphs at the positions HarfBuzz gave them, from the bitmaps
/// FontCore renders (`FontFace.renderGlyph`).
///
/// Opens a `FontFace` per face on first use (with FontCore's checks, counted
/// by `LiveHandles`) and keeps it until the rasterizer is gone. Following
/// FreeType's rule, a rasterizer is used by one thread at a time, so it is not
/// `Sendable`.
///
/// Outline glyphs are placed at their subpixel position (to 1/64 pixel).
/// Glyphs from bitmap strikes (colour emoji in `CBDT`) are scaled from the
/// strike's size to the size asked for with an area (box) filter.
public final class GlyphRasterizer {
  private var faces: [FaceInstance: FontFace] = [:]

  /// Creates a rasterizer with no face open.
  public init() {}

  /// Draws glyph `glyphID` of `font` with its origin at (`x`, `y`) on `canvas`.
  ///
  /// - Parameters:
  ///   - pixelsPerEm: The font size in pixels (point size × pixels per point).
  ///   - x: The origin's distance from the canvas's left edge, in pixels.
  ///   - y: The baseline's distance from the canvas's top edge, in pixels.
  ///   - color: The colour of outline (and monochrome bitmap) glyphs.
  ///   - tintsColorGlyphs: Whether colour glyphs are mixed half-way towards
  ///     `color` (to mark them, as overflowing text is marked).
  /// - Throws: ``RenderError/font(_:)`` when the face cannot be opened. A
  ///   glyph FreeType cannot load or render is skipped.
  public func draw(
    _ glyphID: UInt32, of font: LayoutFont, pixelsPerEm: Double, x: Double, y: Double,
    color: RGBA, tintsColorGlyphs: Bool = false, on canvas: inout Canvas
  ) throws(RenderError) {
    guard pixelsPerEm.isFinite, pixelsPerEm > 0, x.isFinite, y.isFinite else { return }
    let face = try self.face(at: font.instance)
    if face.isScalable {
      var originX = x.rounded(.down)
      var originY = y.rounded(.down)
      // The subpixel part of the position moves the outline before rendering.
      var dx = Int(((x - originX) * 64).rounded())
      var dy = Int(((y - originY) * 64).rounded())
      if dx == 64 {
        originX += 1
        dx = 0
      }
      if dy == 64 {
        originY += 1
        dy = 0
      }
      guard
        let bitmap = face.renderGlyph(
          glyphID, pixelsPerEm: pixelsPerEm, subpixelOffsetX: Double(dx) / 64,
          subpixelOffsetY: Double(dy) / 64),
        let image = GlyphImage(bitmap: bitmap, color: color, tintsColor: tintsColorGlyphs)
      else { return }
      image.draw(on: &canvas, x: Int(originX), y: Int(originY))
    } else {
      guard let bitmap = face.renderGlyph(glyphID, pixelsPerEm: pixelsPerEm),
        let image = GlyphImage(bitmap: bitmap, color: color, tintsColor: tintsColorGlyphs)
      else { return }
      let factor = pixelsPerEm / bitmap.pixelsPerEm
      if factor == 1 {
        image.draw(on: &canvas, x: Int(x), y: Int(y))
      } else {
        image.drawScaled(on: &canvas, x: x, y: y, factor: factor)
      }
    }
  }

  /// At most this many faces stay open (a face set for many sizes is one
  /// instance per size).
  private static let maximumFacesKept = 64

  /// The face at `instance`, opened once.
  private func face(at instance: FaceInstance) throws(RenderError) -> FontFace {
    if let face = faces[instance] { return face }
    let face: FontFace
    do throws(FontError) {
      face = try FontFace(at: instance)
    } catch {
      throw RenderError.font(error)
    }
    if faces.count >= Self.maximumFacesKept { faces.removeAll() }
    faces[instance] = face
    return face
  }
}

/// A rendered glyph as premultiplied RGBA pixels, placed relative to its origin.
struct GlyphImage {
  var width: Int
  var height: Int
  /// The bitmap's left edge, in its pixels right of the origin.
  var left: Int
  /// The bitmap's top edge, in its pixels above the baseline.
  var top: Int
  /// Premultiplied RGBA, `width * 4` bytes per row.
  var pixels: [UInt8]

  /// Converts a glyph's bitmap (coverage, monochrome or BGRA) to RGBA, drawing
  /// coverage in `color`; nil for an empty bitmap.
  init?(bitmap: GlyphBitmap, color: RGBA, tintsColor: Bool) {
    let width = bitmap.width
    let height = bitmap.height
    guard width > 0, height > 0 else { return nil }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let ink = Canvas.premultiplied(color)
    func put(_ i: Int, coverage: UInt8) {
      let a = Canvas.multiply(coverage, color.alpha)
      guard a != 0 else { return }
      pixels[i] = Canvas.multiply(color.red, a)
      pixels[i + 1] = Canvas.multiply(color.green, a)
      pixels[i + 2] = Canvas.multiply(color.blue, a)
      pixels[i + 3] = a
    }
    let bytes = bitmap.bytes
    for row in 0..<height {
      let line = row * bitmap.bytesPerRow
      for column in 0..<width {
        let i = (row * width + column) * 4
        switch bitmap.format {
        case .coverage:
          put(i, coverage: bytes[line + column])
        case .monochrome:
          let byte = bytes[line + (column >> 3)]
          put(i, coverage: (byte >> (7 - UInt8(column & 7))) & 1 == 1 ? 255 : 0)
        case .premultipliedBGRA:
          let b = bytes[line + column * 4]
          let g = bytes[line + column * 4 + 1]
          let r = bytes[line + column * 4 + 2]
          let a = bytes[line + column * 4 + 3]
          if tintsColor {
            // Half-way towards the colour, at the glyph's own opacity.
            func mix(_ v: UInt8, _ c: UInt8) -> UInt8 {
              UInt8((Int(v) + Int(Canvas.multiply(c, a))) / 2)
            }
            pixels[i] = mix(r, ink.0)
            pixels[i + 1] = mix(g, ink.1)
            pixels[i + 2] = mix(b, ink.2)
          } else {
            pixels[i] = r
            pixels[i + 1] = g
            pixels[i + 2] = b
          }
          pixels[i + 3] = a
        }
      }
    }
    self.width = width
    self.height = height
    self.left = bitmap.left
    self.top = bitmap.top
    self.pixels = pixels
  }

  /// Composites the image with its origin at the pixel (`x`, `y`).
  func draw(on canvas: inout Canvas, x: Int, y: Int) {
    let x0 = x + left
    let y0 = y - top
    for row in 0..<height {
      let cy = y0 + row
      guard cy >= 0, cy < canvas.height else { continue }
      for column in 0..<width {
        let i = (row * width + column) * 4
        guard pixels[i + 3] != 0 else { continue }
        canvas.blend(
          x: x0 + column, y: cy, pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
      }
    }
  }

  /// Composites the image scaled by `factor` (its pixels per canvas pixel),
  /// with its origin at (`x`, `y`) in canvas pixels: each canvas pixel gets
  /// the average of the image area it covers (a box filter).
  func drawScaled(on canvas: inout Canvas, x: Double, y: Double, factor: Double) {
    guard factor.isFinite, factor > 0 else { return }
    let left = x + Double(self.left) * factor
    let top = y - Double(self.top) * factor
    let right = left + Double(width) * factor
    let bottom = top + Double(height) * factor
    let columns = max(0, Int(left.rounded(.down)))..<min(canvas.width, Int(right.rounded(.up)))
    let rows = max(0, Int(top.rounded(.down)))..<min(canvas.height, Int(bottom.rounded(.up)))
    guard !columns.isEmpty, !rows.isEmpty else { return }
    let area = factor * factor
    for cy in rows {
      let sy0 = max(0, (Double(cy) - top) / factor)
      let sy1 = min(Double(height), (Double(cy + 1) - top) / factor)
      guard sy1 > sy0 else { continue }
      for cx in columns {
        let sx0 = max(0, (Double(cx) - left) / factor)
        let sx1 = min(Double(width), (Double(cx + 1) - left) / factor)
        guard sx1 > sx0 else { continue }
        var sum = (0.0, 0.0, 0.0, 0.0)
        var sy = Int(sy0)
        while Double(sy) < sy1 {
          let wy = min(sy1, Double(sy + 1)) - max(sy0, Double(sy))
          var sx = Int(sx0)
          while Double(sx) < sx1 {
            let w = wy * (min(sx1, Double(sx + 1)) - max(sx0, Double(sx)))
            let i = (sy * width + sx) * 4
            sum.0 += w * Double(pixels[i])
            sum.1 += w * Double(pixels[i + 1])
            sum.2 += w * Double(pixels[i + 2])
            sum.3 += w * Double(pixels[i + 3])
            sx += 1
          }
          sy += 1
        }
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * area).rounded()))) }
        let a = byte(sum.3)
        canvas.blend(
          x: cx, y: cy, min(byte(sum.0), a), min(byte(sum.1), a), min(byte(sum.2), a), a)
      }
    }
  }
}
