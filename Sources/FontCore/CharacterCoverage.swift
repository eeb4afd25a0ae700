/// The set of code points a face's character map covers, as sorted ranges.
///
/// A `Sendable` value read once from the face; lookups are a binary search.
public struct CharacterCoverage: Sendable, Equatable {
  /// Inclusive ranges of scalar values, sorted and non-overlapping.
  public private(set) var ranges: [ClosedRange<UInt32>]

  /// Creates a coverage from inclusive ranges; they are sorted and merged.
  public init(ranges: [ClosedRange<UInt32>]) {
    var merged: [ClosedRange<UInt32>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    self.ranges = merged
  }

  /// The number of code points covered.
  public var count: Int { ranges.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 } }

  /// Whether the coverage is empty (a face with no usable character map).
  public var isEmpty: Bool { ranges.isEmpty }

  /// Whether `scalar` is covered.
  public func contains(_ scalar: Unicode.Scalar) -> Bool { contains(scalarValue: scalar.value) }

  /// Whether the scalar value `value` is covered.
  public func contains(scalarValue value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let mid = (low + high) / 2
      if ranges[mid].upperBound < value {
        low = mid + 1
      } else if ranges[mid].lowerBound > value {
        high = mid
      } else {
        return true
      }
    }
    return false
  }

  /// Whether any scalar value in `span` is covered.
  public func meets(_ span: ClosedRange<UInt32>) -> Bool {
    // The first range that does not end before the span.
    var low = 0
    var high = ranges.count
    while low < high {
      let mid = (low + high) / 2
      if ranges[mid].upperBound < span.lowerBound { low = mid + 1 } else { high = mid }
    }
    return low < ranges.count && ranges[low].lowerBound <= span.upperBound
  }

  /// Whether every scalar of `character` is covered (a whole grapheme cluster).
  public func contains(cluster character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { contains($0) }
  }
}
