/// A text style's own sizes from the platform's Dynamic Type table, capped at
/// a maximum: `preferredFont(forTextStyle:)` sizes, as `typometer scale`
/// lists them.
public struct PlatformTableScaler: FontSizeScaler {
  /// The text style whose table row gives the sizes.
  public let textStyle: TextStyle
  /// The platform whose table is used.
  public let platform: Platform
  /// The cap on every size, in points; nil for none.
  public let maximumPointSize: Double?

  /// Creates a scaler for `textStyle` on `platform`.
  /// - Throws: ``ScaleError/styleNotOnPlatform(_:_:)``, ``ScaleError/noTextStyles(_:)``
  ///   or ``ScaleError/invalidSize(_:)`` for a negative or non-finite maximum.
  public init(textStyle: TextStyle, platform: Platform = .ios, maximumPointSize: Double? = nil)
    throws(ScaleError)
  {
    let table = try PlatformTable.table(for: platform)
    guard table.contains(textStyle) else { throw .styleNotOnPlatform(textStyle, platform) }
    self.textStyle = textStyle
    self.platform = platform
    self.maximumPointSize = try Validation.size(maximumPointSize)
  }

  /// The table's size at `category`, at most ``maximumPointSize``, in points.
  /// - Throws: ``ScaleError/categoryNotOnPlatform(_:_:)``.
  public func scaledSize(at category: ContentSizeCategory) throws(ScaleError) -> Double {
    let size = try PlatformTable.table(for: platform).pointSize(for: textStyle, at: category)
    return maximumPointSize.map { Swift.min(size, $0) } ?? size
  }
}
