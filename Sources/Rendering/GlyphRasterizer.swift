internal import CFreeType
import FontCore
import TextLayout

/// Draws glyphs with FreeType at the positions HarfBuzz gave them.
///
/// Owns an `FT_Library` and the `FT_Face`s it opens (one per font file and
/// index, opened on first use) and frees them on `deinit`. Following
/// FreeType's rule, a rasterizer is used by one thread at a time, so it is not
/// `Sendable`.
///
/// Outline glyphs are rendered unhinted (`FT_LOAD_NO_HINTING`, so shapes sit
/// where HarfBuzz's unhinted advances put them), antialiased
/// (`FT_RENDER_MODE_NORMAL`), at their subpixel position (to 1/64 pixel).
/// Faces with only bitmap strikes (colour emoji in `CBDT`) use the nearest
/// strike at or above the size (`FT_Select_Size`, `FT_LOAD_COLOR`), scaled to
/// the requested size with an area (box) filter.
public final class GlyphRasterizer {
  private let library: FT_Library
  private var faces: [FaceLocation: FT_Face] = [:]
  /// The size each face was last set to, in 26.6 pixels per em (or the strike index).
  private var sizes: [FaceLocation: Int] = [:]

  /// Starts FreeType.
  ///
  /// - Throws: ``RenderError/fontUnreadable(path:index:code:)`` with an empty
  ///   path when FreeType cannot start.
  public init() throws(RenderError) {
    var library: FT_Library?
    let error = FT_Init_FreeType(&library)
    guard error == 0, let library else {
      throw RenderError.fontUnreadable(path: "", index: FaceIndex(), code: error)
    }
    self.library = library
  }

  deinit {
    for face in faces.values { FT_Done_Face(face) }
    FT_Done_FreeType(library)
  }

  /// Draws glyph `glyphID` of `font` with its origin at (`x`, `y`) on `canvas`.
  ///
  /// - Parameters:
  ///   - pixelsPerEm: The font size in pixels (point size × pixels per point).
  ///   - x: The origin's distance from the canvas's left edge, in pixels.
  ///   - y: The baseline's distance from the canvas's top edge, in pixels.
  ///   - color: The colour of outline (and monochrome bitmap) glyphs.
  ///   - tintsColorGlyphs: Whether colour glyphs are mixed half-way towards
  ///     `color` (to mark them, as overflowing text is marked).
  /// - Throws: ``RenderError/fontUnreadable(path:index:code:)`` when FreeType
  ///   cannot open the face. A glyph FreeType cannot load or render is skipped.
  public func draw(
    _ glyphID: UInt32, of font: LayoutFont, pixelsPerEm: Double, x: Double, y: Double,
    color: RGBA, tintsColorGlyphs: Bool = false, on canvas: inout Canvas
  ) throws(RenderError) {
    guard pixelsPerEm.isFinite, pixelsPerEm > 0, x.isFinite, y.isFinite else { return }
    let key = font.record.location
    let face = try self.face(at: key)
    let scalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
    let hasColor = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0

    var originX = x.rounded(.down)
    var originY = y.rounded(.down)
    var factor = 1.0
    var flags = FT_Int32(FT_LOAD_NO_HINTING)
    if hasColor { flags |= FT_Int32(FT_LOAD_COLOR) }
    if scalable {
      let size = Int((pixelsPerEm * 64).rounded())
      guard size >= 1, size <= 0x7FFF_FFFF else { return }
      if sizes[key] != size {
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size), 72, 72) == 0 else { return }
        sizes[key] = size
      }
      flags |= FT_Int32(FT_LOAD_NO_BITMAP)
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
      var delta = FT_Vector(x: FT_Pos(dx), y: FT_Pos(-dy))
      FT_Set_Transform(face, nil, &delta)
    } else {
      guard let (strike, strikePixels) = Self.bestStrike(face, pixelsPerEm: pixelsPerEm) else {
        return
      }
      if sizes[key] != -1 - strike {
        guard FT_Select_Size(face, FT_Int(strike)) == 0 else { return }
        sizes[key] = -1 - strike
      }
      factor = pixelsPerEm / strikePixels
      originX = x
      originY = y
    }
    guard FT_Load_Glyph(face, FT_UInt(glyphID), flags) == 0, let slot = face.pointee.glyph else {
      return
    }
    if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
      guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return }
    }
    guard
      let image = GlyphImage(
        bitmap: slot.pointee.bitmap, left: Int(slot.pointee.bitmap_left),
        top: Int(slot.pointee.bitmap_top), color: color, tintsColor: tintsColorGlyphs)
    else { return }
    if factor == 1 {
      image.draw(on: &canvas, x: Int(originX), y: Int(originY))
    } else {
      image.drawScaled(on: &canvas, x: originX, y: originY, factor: factor)
    }
  }

  /// The face at `location`, opened once.
  private func face(at location: FaceLocation) throws(RenderError) -> FT_Face {
    if let face = faces[location] { return face }
    var face: FT_Face?
    let error = FT_New_Face(library, location.path, FT_Long(location.index.freeTypeValue), &face)
    guard error == 0, let face else {
      throw RenderError.fontUnreadable(path: location.path, index: location.index, code: error)
    }
    faces[location] = face
    return face
  }

  /// The strike to draw `pixelsPerEm` from: the smallest at or above it, else
  /// the largest; with its size in pixels per em.
  private static func bestStrike(_ face: FT_Face, pixelsPerEm: Double) -> (Int, Double)? {
    let count = Int(face.pointee.num_fixed_sizes)
    guard count > 0, let sizes = face.pointee.available_sizes else { return nil }
    var best: (index: Int, pixels: Double)? = nil
    for i in 0..<count {
      let strike = sizes[i]
      let pixels = strike.y_ppem > 0 ? Double(strike.y_ppem) / 64 : Double(strike.height)
      guard pixels > 0 else { continue }
      if let current = best {
        let currentAbove = current.pixels >= pixelsPerEm
        let above = pixels >= pixelsPerEm
        if above && (!currentAbove || pixels < current.pixels)
          || !above && !currentAbove && pixels > current.pixels
        {
          best = (i, pixels)
        }
      } else {
        best = (i, pixels)
      }
    }
    return best.map { ($0.index, $0.pixels) }
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

  /// Converts a FreeType bitmap (grey coverage, monochrome or BGRA) to RGBA;
  /// nil for an empty bitmap or a pixel mode not drawn.
  init?(bitmap: FT_Bitmap, left: Int, top: Int, color: RGBA, tintsColor: Bool) {
    let width = Int(bitmap.width)
    let height = Int(bitmap.rows)
    guard width > 0, height > 0, let buffer = bitmap.buffer else { return nil }
    let pitch = Int(bitmap.pitch)
    let mode = bitmap.pixel_mode
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
    for row in 0..<height {
      let line = buffer + row * pitch
      for column in 0..<width {
        let i = (row * width + column) * 4
        switch mode {
        case UInt8(FT_PIXEL_MODE_GRAY.rawValue):
          put(i, coverage: line[column])
        case UInt8(FT_PIXEL_MODE_MONO.rawValue):
          put(i, coverage: (line[column >> 3] >> (7 - UInt8(column & 7))) & 1 == 1 ? 255 : 0)
        case UInt8(FT_PIXEL_MODE_BGRA.rawValue):
          let b = line[column * 4]
          let g = line[column * 4 + 1]
          let r = line[column * 4 + 2]
          let a = line[column * 4 + 3]
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
        default:
          return nil
        }
      }
    }
    self.width = width
    self.height = height
    self.left = left
    self.top = top
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
