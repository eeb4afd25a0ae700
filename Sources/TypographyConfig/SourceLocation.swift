/// Where a value was read: the file, the key path inside it and the line.
public struct SourceLocation: Sendable, Hashable {
  /// The file path as it was given.
  public var file: String
  /// Dot-separated keys from the top level, e.g.
  /// `ui-font-text-styles.heading.font-name`.
  public var keyPath: String
  /// The 1-based line of the key, when the format has lines (not binary plists).
  public var line: Int?

  /// Creates a location.
  public init(file: String, keyPath: String, line: Int? = nil) {
    self.file = file
    self.keyPath = keyPath
    self.line = line
  }
}
