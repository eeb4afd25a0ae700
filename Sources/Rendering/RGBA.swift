/// A colour with straight (not premultiplied) 8-bit red, green, blue and alpha.
public struct RGBA: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// Red, 0…255.
  public var red: UInt8
  /// Green, 0…255.
  public var green: UInt8
  /// Blue, 0…255.
  public var blue: UInt8
  /// Alpha (opacity), 0…255.
  public var alpha: UInt8

  /// Creates a colour from its components.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `#RRGGBBAA`.
  public var description: String {
    "#" + [red, green, blue, alpha].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  /// Opaque white: the sheet's background.
  public static let white = RGBA(255, 255, 255)
  /// Near-black: text that fits.
  public static let text = RGBA(26, 26, 26)
  /// Red: text that does not fit, and the overflow marker.
  public static let overflow = RGBA(220, 20, 20)
  /// Mid grey: labels.
  public static let label = RGBA(96, 96, 96)
  /// Steel blue: the container's outline.
  public static let box = RGBA(70, 130, 180)
  /// Light grey: the lines' separators inside the container.
  public static let lineSeparator = RGBA(226, 232, 240)
}
