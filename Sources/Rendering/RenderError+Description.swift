import FontCore
import Foundation
import TypeScale

extension RenderError: CustomStringConvertible, LocalizedError {
  /// What is wrong, in one line (starting with the file where the error has
  /// one). The command line adds which of its options to change.
  public var description: String {
    switch self {
    case .imageTooLarge(let width, let height):
      let size =
        width.isFinite && height.isFinite
        ? "\(NumberText.string(width, fractionDigits: 4)) × \(NumberText.string(height, fractionDigits: 4)) pixels"
        : "too many pixels"
      let limit = RenderLimits.maximumDimension
      // Which limit: a side's, or the pixels' memory (a picture within the
      // sides may still hold too many pixels).
      let sides =
        !(width.isFinite && height.isFinite) || width > Double(limit) || height > Double(limit)
      let pixels = RenderLimits.maximumBytes / 4
      return "the picture would be \(size), "
        + (sides
          ? "more than the limit of \(limit) pixels on a side"
          : "more than the limit of \(NumberText.string(Double(pixels) / 1e6, fractionDigits: 1)) "
            + "million pixels (\(RenderLimits.maximumBytes >> 20) MiB)")
    case .invalidScale(let scale):
      return
        "invalid scale \(NumberText.string(scale, fractionDigits: 4)): pixels per point must be above 0 and "
        + "at most \(NumberText.string(RenderLimits.maximumScale, fractionDigits: 4))"
    case .font(.invalidFont(let path, let index, let code)):
      return "\(FaceLocation(path: path, index: index)): FreeType cannot open the face to draw "
        + "it (\(FontError.freeTypeErrorName(code)))"
    case .font(let error):
      return error.description
    case .png(let message):
      return "libpng could not encode the picture: \(message)"
    case .cannotWrite(let path, let reason):
      return "\(path): cannot write the picture: \(reason)"
    case .layout(let error):
      return error.description
    }
  }

  /// ``description``, for `Error.localizedDescription`.
  public var errorDescription: String? { description }
}
