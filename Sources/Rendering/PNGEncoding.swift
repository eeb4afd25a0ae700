/// How ``Canvas/pngData(encoding:)`` compresses: libpng's row filters and
/// zlib's compression level.
///
/// The default was chosen by measuring `check --report`'s pictures (flat UI
/// text on a plain background; Benchmarks/README.md has the figures).
package struct PNGEncoding: Sendable, Hashable, CustomStringConvertible {
  /// The row filters libpng may choose from, per row (`png_set_filter`).
  package enum Filters: String, Sendable, CaseIterable {
    /// `PNG_FILTER_NONE`: rows as they are.
    case none
    /// `PNG_FILTER_SUB`: each byte less the pixel to its left.
    case sub
    /// `PNG_FILTER_UP`: each byte less the pixel above.
    case up
    /// `PNG_FILTER_PAETH`: less the nearest of left, above and upper left.
    case paeth
    /// `PNG_ALL_FILTERS`: libpng picks per row (its heuristic: least sum of
    /// absolute differences), as the simplified API does.
    case all
  }

  package var filters: Filters
  /// zlib's compression level, 1 (fastest) to 9 (smallest).
  package var level: Int

  package init(filters: Filters, level: Int) {
    self.filters = filters
    self.level = min(9, max(1, level))
  }

  /// The encoding pictures are written with.
  package static let standard = PNGEncoding(filters: .none, level: 4)

  package var description: String { "\(filters.rawValue), level \(level)" }
}
