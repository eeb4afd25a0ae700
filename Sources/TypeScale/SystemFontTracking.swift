/// The tracking Apple gives its system font at each point size, for a
/// supplied system-font file that has no `trak` table of its own.
///
/// Values come from the Human Interface Guidelines' tracking tables (SF Pro
/// for iOS, iPadOS, macOS, tvOS and visionOS; SF Compact for watchOS), in
/// 1/1000 em at the point size. The guidelines list whole sizes only; between
/// two listed sizes the value is interpolated linearly, and outside the list
/// it is the nearest end's value. Tracking is added once per grapheme
/// cluster, as letter spacing is.
public struct SystemFontTracking: Sendable, Hashable {
  /// Which table: SF Pro or SF Compact.
  public enum Table: String, Sendable, Hashable, CaseIterable {
    /// SF Pro (iOS, iPadOS, macOS, tvOS, visionOS).
    case sfPro = "SF Pro"
    /// SF Compact (watchOS).
    case sfCompact = "SF Compact"
  }

  /// The table the values come from.
  public let table: Table

  /// The tracking table for `table`.
  public init(_ table: Table) { self.table = table }

  /// The table for a platform's system font: SF Compact on watchOS, SF Pro elsewhere.
  public init(platform: Platform) { self.init(platform == .watchos ? .sfCompact : .sfPro) }

  /// The table's points: (point size, tracking in 1/1000 em), sizes ascending.
  public var entries: [(pointSize: Double, tracking: Double)] {
    table == .sfPro ? Self.sfProPoints : Self.sfCompactPoints
  }

  /// The tracking at `pointSize`, in 1/1000 em.
  public func thousandths(atPointSize pointSize: Double) -> Double {
    let points = entries
    guard let first = points.first, let last = points.last else { return 0 }
    if pointSize <= first.pointSize { return first.tracking }
    if pointSize >= last.pointSize { return last.tracking }
    var upper = 1
    while points[upper].pointSize < pointSize { upper += 1 }
    let a = points[upper - 1]
    let b = points[upper]
    return a.tracking + (b.tracking - a.tracking) * (pointSize - a.pointSize)
      / (b.pointSize - a.pointSize)
  }

  /// The tracking at `pointSize`, in points per grapheme cluster.
  public func points(atPointSize pointSize: Double) -> Double {
    thousandths(atPointSize: pointSize) * pointSize / 1000
  }
}
