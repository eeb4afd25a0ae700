/// An image in memory: 8-bit RGBA pixels, premultiplied by alpha, row by row
/// from the top.
///
/// Drawing composites "source over" in integer arithmetic, so the same calls
/// give the same bytes on every machine.
public struct Canvas: Sendable, Equatable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The pixels: 4 bytes each (red, green, blue, alpha, premultiplied),
  /// `width * 4` bytes per row, rows from the top.
  public private(set) var pixels: [UInt8]

  /// Creates a canvas filled with `color`.
  ///
  /// - Throws: ``RenderError/imageTooLarge(width:height:)`` when a side is
  ///   more than ``RenderLimits/maximumDimension`` pixels or the pixels would
  ///   take more than ``RenderLimits/maximumBytes``; nothing is allocated then.
  public init(width: Int, height: Int, color: RGBA = .white) throws(RenderError) {
    try Self.checkSize(width: Double(width), height: Double(height))
    self.width = width
    self.height = height
    let p = Self.premultiplied(color)
    if p.0 == p.1, p.1 == p.2, p.2 == p.3 {
      // White, black or transparent: every byte the same.
      self.pixels = [UInt8](repeating: p.0, count: width * height * 4)
    } else {
      self.pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { bytes, count in
        // The first pixel, then the filled part doubled until the canvas is full.
        let base = bytes.baseAddress!
        for (i, byte) in [p.0, p.1, p.2, p.3].enumerated() { (base + i).initialize(to: byte) }
        var filled = 4
        while filled < bytes.count {
          let copied = min(filled, bytes.count - filled)
          (base + filled).initialize(from: base, count: copied)
          filled += copied
        }
        count = bytes.count
      }
    }
  }

  /// Creates a canvas over premultiplied RGBA `pixels` (`width * height * 4` bytes).
  init(width: Int, height: Int, premultiplied pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Throws unless a picture of `width` × `height` pixels is within ``RenderLimits``.
  public static func checkSize(width: Double, height: Double) throws(RenderError) {
    let limit = Double(RenderLimits.maximumDimension)
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= limit,
      height <= limit, width * height * 4 <= Double(RenderLimits.maximumBytes)
    else { throw RenderError.imageTooLarge(width: width, height: height) }
  }

  /// The whole canvas as a rectangle.
  public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

  /// The colour at (`x`, `y`), straight (not premultiplied).
  public subscript(x: Int, y: Int) -> RGBA {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside")
    let i = (y * width + x) * 4
    let a = pixels[i + 3]
    guard a != 0 else { return RGBA(0, 0, 0, 0) }
    guard a != 255 else { return RGBA(pixels[i], pixels[i + 1], pixels[i + 2], 255) }
    func straight(_ v: UInt8) -> UInt8 { UInt8(min(255, (Int(v) * 255 + Int(a) / 2) / Int(a))) }
    return RGBA(straight(pixels[i]), straight(pixels[i + 1]), straight(pixels[i + 2]), a)
  }

  /// Fills `rect` (clipped to the canvas) with `color`, composited over what is there.
  public mutating func fill(_ rect: PixelRect, with color: RGBA) {
    let r = rect.intersection(bounds)
    guard !r.isEmpty else { return }
    let p = Self.premultiplied(color)
    for y in r.y..<r.maxY {
      for x in r.x..<r.maxX { blend(x: x, y: y, p.0, p.1, p.2, p.3) }
    }
  }

  /// Draws the outline of `rect`, `thickness` pixels wide, outside it.
  public mutating func stroke(_ rect: PixelRect, with color: RGBA, thickness: Int = 1) {
    let t = max(1, thickness)
    fill(PixelRect(x: rect.x - t, y: rect.y - t, width: rect.width + 2 * t, height: t), with: color)
    fill(PixelRect(x: rect.x - t, y: rect.maxY, width: rect.width + 2 * t, height: t), with: color)
    fill(PixelRect(x: rect.x - t, y: rect.y, width: t, height: rect.height), with: color)
    fill(PixelRect(x: rect.maxX, y: rect.y, width: t, height: rect.height), with: color)
  }

  /// Composites `color` at `coverage` (0…255, as from an antialiased glyph)
  /// over the pixel at (`x`, `y`); does nothing outside the canvas.
  @inline(__always)
  mutating func blend(x: Int, y: Int, coverage: UInt8, color: RGBA) {
    guard coverage != 0 else { return }
    let a = Self.multiply(coverage, color.alpha)
    blend(
      x: x, y: y, Self.multiply(color.red, a), Self.multiply(color.green, a),
      Self.multiply(color.blue, a), a)
  }

  /// Composites a premultiplied colour over the pixel at (`x`, `y`); does
  /// nothing outside the canvas.
  @inline(__always)
  mutating func blend(x: Int, y: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
    guard x >= 0, x < width, y >= 0, y < height, a != 0 else { return }
    let i = (y * width + x) * 4
    if a == 255 {
      pixels[i] = r
      pixels[i + 1] = g
      pixels[i + 2] = b
      pixels[i + 3] = 255
      return
    }
    let keep = 255 - a
    pixels[i] = Self.add(r, Self.multiply(pixels[i], keep))
    pixels[i + 1] = Self.add(g, Self.multiply(pixels[i + 1], keep))
    pixels[i + 2] = Self.add(b, Self.multiply(pixels[i + 2], keep))
    pixels[i + 3] = Self.add(a, Self.multiply(pixels[i + 3], keep))
  }

  /// `a * b / 255`, rounded.
  @inline(__always)
  static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
    let t = Int(a) * Int(b) + 128
    return UInt8((t + (t >> 8)) >> 8)
  }

  @inline(__always)
  static func add(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(min(255, Int(a) + Int(b))) }

  static func premultiplied(_ c: RGBA) -> (UInt8, UInt8, UInt8, UInt8) {
    (multiply(c.red, c.alpha), multiply(c.green, c.alpha), multiply(c.blue, c.alpha), c.alpha)
  }
}
