import Testing

@testable import TypeScale

/// KGNPreferredFontManager 0.7.0, library-behaviour.md §4.
@Suite("KGNPreferredFontManager scaling")
struct PreferredFontManagerScalerTests {
  /// The three registrations of `Tests/KGNPreferredFontManagerTests.swift`:
  /// (base, increment, decrement, includeAccessibilitySizes, xS … AX5).
  static let registrations: [(Double, Double, Double, Bool, [Double])] = [
    (28, 2, 2, false, [22, 24, 26, 28, 30, 32, 34, 34, 34, 34, 34, 34]),
    (22, 2, 1, false, [19, 20, 21, 22, 24, 26, 28, 28, 28, 28, 28, 28]),
    (17, 1, 1, true, [14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]),
  ]

  @Test(arguments: 0..<3)
  func registrationsFromTheLibraryTests(index: Int) throws {
    let (base, increment, decrement, includeAccessibility, expected) = Self.registrations[index]
    let scaler = try PreferredFontManagerScaler(
      baseSize: base, increment: increment, decrement: decrement,
      includeAccessibilitySizes: includeAccessibility)
    #expect(try ContentSizeCategory.allCases.map { try scaler.scaledSize(at: $0) } == expected)
  }

  /// Standard sizes are rounded half away from zero; AX sizes are not rounded.
  @Test func roundingAppliesOnlyBelowAccessibility() throws {
    let scaler = try PreferredFontManagerScaler(baseSize: 17.5, increment: 1, decrement: 1)
    #expect(
      try ContentSizeCategory.allCases.map { try scaler.scaledSize(at: $0) } == [
        15, 16, 17, 18, 19, 20, 21, 20.5, 20.5, 20.5, 20.5, 20.5,
      ])
    let fractional = try PreferredFontManagerScaler(
      baseSize: 16, increment: 1.25, decrement: 0.5, includeAccessibilitySizes: true)
    #expect(
      try ContentSizeCategory.allCases.map { try fractional.scaledSize(at: $0) } == [
        15, 15, 16, 16, 17, 19, 20, 21, 22.25, 23.5, 24.75, 26,
      ])
  }

  @Test func rejectsBadRegistrations() throws {
    #expect(throws: ScaleError.invalidSize(-1)) {
      try PreferredFontManagerScaler(baseSize: -1, increment: 1, decrement: 1)
    }
    #expect(throws: ScaleError.invalidStep(-2)) {
      try PreferredFontManagerScaler(baseSize: 17, increment: -2, decrement: 1)
    }
    let tiny = try PreferredFontManagerScaler(baseSize: 2, increment: 1, decrement: 2)
    #expect(throws: ScaleError.negativeScaledSize(-4)) { try tiny.scaledSize(at: .extraSmall) }
  }

  @Test func roundingHelperMatchesSwiftRound() {
    for value in [-2.5, -1.5, -0.5, -0.49, 0, 0.49, 0.5, 1.5, 2.5, 20.4999, 1e300, -1e300] {
      #expect(Rounding.toNearestOrAwayFromZero(value) == value.rounded(.toNearestOrAwayFromZero))
    }
    #expect(Rounding.toNearestOrAwayFromZero(.infinity) == .infinity)
    #expect(Rounding.toNearestOrAwayFromZero(.nan).isNaN)
  }
}
