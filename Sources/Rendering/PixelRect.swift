/// A rectangle of whole pixels: `x..<x + width` by `y..<y + height`, y down.
public struct PixelRect: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The left edge, in pixels from the image's left.
  public var x: Int
  /// The top edge, in pixels from the image's top.
  public var y: Int
  /// The width in pixels (0 or more).
  public var width: Int
  /// The height in pixels (0 or more).
  public var height: Int

  /// Creates a rectangle; a negative width or height becomes 0.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The first column right of the rectangle.
  public var maxX: Int { x + width }
  /// The first row below the rectangle.
  public var maxY: Int { y + height }
  /// Whether the rectangle holds no pixel.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// Whether the pixel at (`px`, `py`) lies inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// The pixels inside both rectangles.
  public func intersection(_ other: PixelRect) -> PixelRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return PixelRect(
      x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  /// `x,y widthxheight`.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}
