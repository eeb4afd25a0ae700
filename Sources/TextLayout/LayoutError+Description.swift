import Foundation
import TypeScale

extension LayoutError: CustomStringConvertible, LocalizedError {
  /// What is wrong, in one line.
  public var description: String {
    switch self {
    case .textTooLong(let length):
      return "the text is \(length) UTF-16 units long, more than the limit of "
        + "\(LayoutLimits.maximumTextLength)"
    case .outOfMemory: return "out of memory while laying out text"
    case .invalidWidth(let width):
      return "invalid width \(width): the container width must be a positive number of points"
    case .invalidSize(let size):
      return "invalid size \(size): point sizes must be positive and at most "
        + NumberText.string(LayoutLimits.maximumPointSize, fractionDigits: 4)
    }
  }

  /// ``description``, for `Error.localizedDescription`.
  public var errorDescription: String? { description }
}
