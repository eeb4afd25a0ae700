/// Checks shared by every scaler, so that a bad number becomes a typed error
/// and never a trap or a silent NaN.
enum Validation {
  /// A size in points or sp: finite and not negative.
  static func size(_ value: Double) throws(ScaleError) -> Double {
    guard value.isFinite, value >= 0 else { throw .invalidSize(value) }
    return value
  }

  /// An optional size in points or sp.
  static func size(_ value: Double?) throws(ScaleError) -> Double? {
    guard let value else { return nil }
    return try size(value)
  }

  /// A signed length in points or sp: finite.
  static func length(_ value: Double) throws(ScaleError) -> Double {
    guard value.isFinite else { throw .invalidSize(value) }
    return value
  }

  /// A step, increment or multiplier: finite and not negative.
  static func step(_ value: Double) throws(ScaleError) -> Double {
    guard value.isFinite, value >= 0 else { throw .invalidStep(value) }
    return value
  }

  /// A scaled result: not negative.
  static func result(_ value: Double) throws(ScaleError) -> Double {
    guard value.isFinite else { throw .invalidSize(value) }
    guard value >= 0 else { throw .negativeScaledSize(value) }
    return value
  }
}

/// Name matching used by every `init(parsing:)`: ASCII case-insensitive, and
/// blind to spaces, hyphens, underscores and dots, so `Large Title`,
/// `large-title` and `largeTitle` are one name.
package enum NameKey {
  package static func normalize(_ text: String) -> String {
    var result = ""
    for character in text.lowercased() where !" -_.\t".contains(character) {
      result.append(character)
    }
    return result
  }
}

/// Rounding without the C math library.
///
/// `Double.rounded(_:)` calls libm's `round`, and this module imports nothing,
/// so an executable that links it without libm fails to link; this rounds
/// with integer conversion instead.
enum Rounding {
  /// Rounds to the nearest integer, halves away from zero, like Swift's `round`.
  static func toNearestOrAwayFromZero(_ value: Double) -> Double {
    // From 2^52 on every Double is an integer; NaN and infinities pass through.
    guard value.isFinite, value.magnitude < 4_503_599_627_370_496 else { return value }
    let truncated = Double(Int64(value))
    let fraction = value - truncated
    if fraction >= 0.5 { return truncated + 1 }
    if fraction <= -0.5 { return truncated - 1 }
    return truncated
  }
}
