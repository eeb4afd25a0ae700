internal import CFreeType

/// A glyph drawn by FreeType: its pixels, and where they sit from the glyph's
/// origin.
///
/// Made by ``FontFace/renderGlyph(_:pixelsPerEm:subpixelOffsetX:subpixelOffsetY:)``;
/// a copy of FreeType's bitmap (`FT_Bitmap`), so it outlives the face and may
/// cross threads.
public struct GlyphBitmap: Sendable, Equatable {
  /// How the bytes of a pixel are laid out.
  public enum PixelFormat: Sendable, Equatable {
    /// One byte per pixel: coverage from 0 (none) to 255 (full). The
    /// corresponding C value is `FT_PIXEL_MODE_GRAY`.
    case coverage
    /// One bit per pixel, the most significant bit first: 1 is covered. The
    /// corresponding C value is `FT_PIXEL_MODE_MONO`.
    case monochrome
    /// Four bytes per pixel: blue, green, red and alpha, the colours
    /// premultiplied by alpha (colour glyphs). The corresponding C value is
    /// `FT_PIXEL_MODE_BGRA`.
    case premultipliedBGRA
  }

  /// How the bytes of a pixel are laid out.
  public let format: PixelFormat
  /// The width, in pixels (at least 1).
  public let width: Int
  /// The height, in pixels (at least 1).
  public let height: Int
  /// The bytes per row in ``bytes`` (without padding: `width` for coverage,
  /// `(width + 7) / 8` for monochrome, `width * 4` for BGRA).
  public let bytesPerRow: Int
  /// The bitmap's left edge, in pixels right of the glyph's origin.
  public let left: Int
  /// The bitmap's top edge, in pixels above the baseline.
  public let top: Int
  /// The size the glyph was drawn at, in pixels per em: the size asked for
  /// when the face has outlines, the strike's size when it has only bitmaps.
  public let pixelsPerEm: Double
  /// The pixels, `height` rows of ``bytesPerRow`` bytes, the top row first.
  public let bytes: [UInt8]

  /// Copies FreeType's bitmap; nil when it is empty or in a pixel mode other
  /// than the three of ``PixelFormat``.
  init?(_ bitmap: FT_Bitmap, left: Int, top: Int, pixelsPerEm: Double) {
    let width = Int(bitmap.width)
    let height = Int(bitmap.rows)
    guard width > 0, height > 0, let buffer = bitmap.buffer else { return nil }
    let format: PixelFormat
    let bytesPerRow: Int
    switch bitmap.pixel_mode {
    case UInt8(FT_PIXEL_MODE_GRAY.rawValue): (format, bytesPerRow) = (.coverage, width)
    case UInt8(FT_PIXEL_MODE_MONO.rawValue): (format, bytesPerRow) = (.monochrome, (width + 7) / 8)
    case UInt8(FT_PIXEL_MODE_BGRA.rawValue): (format, bytesPerRow) = (.premultipliedBGRA, width * 4)
    default: return nil
    }
    // The pitch is the step from one row to the next below it, negative when
    // the rows are stored bottom first; its size includes any padding.
    let pitch = Int(bitmap.pitch)
    guard pitch.magnitude >= bytesPerRow else { return nil }
    let topRow = pitch < 0 ? buffer + (height - 1) * -pitch : buffer
    var bytes: [UInt8] = []
    bytes.reserveCapacity(height * bytesPerRow)
    for row in 0..<height {
      bytes.append(contentsOf: UnsafeBufferPointer(start: topRow + row * pitch, count: bytesPerRow))
    }
    self.format = format
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.left = left
    self.top = top
    self.pixelsPerEm = pixelsPerEm
    self.bytes = bytes
  }
}
