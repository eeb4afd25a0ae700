/// A platform's built-in text-style table (Apple HIG, Typography ›
/// Specifications): size, leading and weights per style and category.
///
/// The data is generated from the shared reference TSV files by
/// `Scripts/generate-typescale-tables.py`. Known disagreements between
/// sources are kept as the files decide and documented here:
/// - iOS caption2 at AX5 follows the HIG, 40/48; the iOS 13.3 simulator
///   measured 41 (``iOSSimulatorCaption2AX5PointSize``).
/// - watchOS title2 at large is 27 and caption2 at xxLarge 15 (the first HIG
///   scrape, and Swash for title2); a second scrape has 28 and 16.
/// - watchOS title2 at AX1 has leading 41 and footnote2 at AX2 leading 17.5,
///   verbatim from the HIG although they break its size + 2.5 pattern.
/// - tvOS and macOS have one size per style, stored at `.large`.
public struct PlatformTable: Sendable {
  /// The platform the table describes.
  public let platform: Platform
  /// The platform's text styles, in the HIG's order.
  public let styles: [TextStyle]
  /// The platform's categories, in order (``Platform/categories``).
  public var categories: [ContentSizeCategory] { platform.categories }

  private let cells: [Key: StyleMetrics]

  /// The iOS / iPadOS table: 11 styles × 12 categories.
  public static let iOS = PlatformTable(platform: .ios, cells: iosCells)
  /// The watchOS table: 10 styles × 9 categories.
  public static let watchOS = PlatformTable(platform: .watchos, cells: watchOSCells)
  /// The tvOS table: 9 styles, one size each.
  public static let tvOS = PlatformTable(platform: .tvos, cells: tvOSCells)
  /// The macOS table: 11 styles, one size each.
  public static let macOS = PlatformTable(platform: .macos, cells: macOSCells)

  /// What the iOS 13.3 simulator measured for caption2 at AX5, in points,
  /// where the HIG (and this table) say 40. Which value current iOS returns is
  /// unverified.
  public static let iOSSimulatorCaption2AX5PointSize: Double = 41

  /// The table of an Apple platform.
  /// - Throws: ``ScaleError/noTextStyles(_:)`` for Android.
  public static func table(for platform: Platform) throws(ScaleError) -> PlatformTable {
    switch platform {
    case .ios: iOS
    case .watchos: watchOS
    case .tvos: tvOS
    case .macos: macOS
    case .android: throw .noTextStyles(.android)
    }
  }

  /// True when the platform's table has `style`.
  public func contains(_ style: TextStyle) -> Bool { styles.contains(style) }

  /// The size, leading (points) and weights of `style` at `category`.
  /// - Throws: ``ScaleError/styleNotOnPlatform(_:_:)`` or
  ///   ``ScaleError/categoryNotOnPlatform(_:_:)``.
  public func metrics(for style: TextStyle, at category: ContentSizeCategory = .large)
    throws(ScaleError) -> StyleMetrics
  {
    guard contains(style) else { throw .styleNotOnPlatform(style, platform) }
    guard let metrics = cells[Key(style: style, category: category)] else {
      throw .categoryNotOnPlatform(category, platform)
    }
    return metrics
  }

  /// The point size of `style` at `category`, in points.
  public func pointSize(for style: TextStyle, at category: ContentSizeCategory = .large)
    throws(ScaleError) -> Double
  {
    try metrics(for: style, at: category).pointSize
  }

  /// The leading (line height) of `style` at `category`, in points.
  public func leading(for style: TextStyle, at category: ContentSizeCategory = .large)
    throws(ScaleError) -> Double
  {
    try metrics(for: style, at: category).leading
  }

  struct Key: Hashable {
    var style: TextStyle
    var category: ContentSizeCategory
  }

  /// One generated row of a table.
  struct Cell {
    var style: TextStyle
    var category: ContentSizeCategory
    var metrics: StyleMetrics

    init(
      _ style: TextStyle, _ category: ContentSizeCategory, _ pointSize: Double,
      _ leading: Double, _ weight: FontWeight, _ emphasizedWeight: FontWeight
    ) {
      self.style = style
      self.category = category
      metrics = StyleMetrics(
        pointSize: pointSize, leading: leading, weight: weight, emphasizedWeight: emphasizedWeight)
    }
  }

  private init(platform: Platform, cells: [Cell]) {
    self.platform = platform
    var styles: [TextStyle] = []
    var table: [Key: StyleMetrics] = [:]
    for cell in cells {
      if !styles.contains(cell.style) { styles.append(cell.style) }
      table[Key(style: cell.style, category: cell.category)] = cell.metrics
    }
    self.styles = styles
    self.cells = table
  }
}
