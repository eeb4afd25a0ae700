extension ShapingError: CustomStringConvertible {
  /// What is wrong, in one line.
  public var description: String {
    switch self {
    case .textTooLong(let bytes):
      return "the text is \(bytes) bytes long, more than the limit of "
        + "\(ShapingLimits.maximumTextLength) bytes for one shaping call"
    case .outOfMemory: return "HarfBuzz ran out of memory while shaping"
    case .invalidRange: return "the range to shape lies outside the text"
    }
  }
}
