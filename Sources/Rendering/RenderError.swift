import FontCore
import TextLayout

/// Why a picture could not be made or written.
///
/// The cases carry data (sizes, paths, library messages); ``description``
/// words them.
public enum RenderError: Error, Equatable, Sendable {
  /// The picture would be larger than ``RenderLimits``: its size in pixels.
  case imageTooLarge(width: Double, height: Double)
  /// The pixels per point are not a finite number above 0 and at most
  /// ``RenderLimits/maximumScale``.
  case invalidScale(Double)
  /// A face could not be opened for drawing (the font error says why).
  case font(FontError)
  /// libpng could not encode or decode an image (its message).
  case png(message: String)
  /// The output file could not be written: the path and the system's reason.
  case cannotWrite(path: String, reason: String)
  /// Text could not be laid out for drawing (shaping ran out of memory).
  case layout(LayoutError)
}

/// Bounds on the pictures made, checked before any pixel is allocated.
public enum RenderLimits {
  /// The widest or tallest picture, in pixels.
  public static let maximumDimension = 16_384
  /// The most bytes of pixels (RGBA, 4 per pixel) one picture may take: 256 MiB.
  public static let maximumBytes = 256 << 20
  /// The most pixels per point.
  public static let maximumScale = 8.0
}
