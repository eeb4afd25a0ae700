import Testing

@testable import TypeScale

/// Every entry point turns a bad number into a typed error, never a trap.
@Suite("Bad input")
struct BadInputTests {
  static let badSizes: [Double] = [
    -1, -0.5, .nan, .infinity, -.infinity, -.greatestFiniteMagnitude,
  ]

  static func isInvalidSize(_ error: any Error, _ value: Double) -> Bool {
    guard case .invalidSize(let found) = error as? ScaleError else { return false }
    return value.isNaN ? found.isNaN : found == value
  }

  static func isInvalidStep(_ error: any Error, _ value: Double) -> Bool {
    guard case .invalidStep(let found) = error as? ScaleError else { return false }
    return value.isNaN ? found.isNaN : found == value
  }

  @Test(arguments: badSizes)
  func sizes(value: Double) {
    #expect { try UIFontMetricsScaler(baseSize: value) } throws: { Self.isInvalidSize($0, value) }
    #expect { try UIFontMetricsScaler(baseSize: 17, maximumPointSize: value) } throws: {
      Self.isInvalidSize($0, value)
    }
    #expect { try UIFontMetrics.default.scaledPointSize(for: value, at: .large) } throws: {
      Self.isInvalidSize($0, value)
    }
    #expect { try TypographyKitScaler(pointSize: value) } throws: { Self.isInvalidSize($0, value) }
    #expect { try TypographyKitScaler(pointSize: 17, minimumPointSize: value) } throws: {
      Self.isInvalidSize($0, value)
    }
    #expect {
      try TypographyKitScaler(
        pointSize: 17, settings: .init(maximumPointSize: value))
    } throws: { Self.isInvalidSize($0, value) }
    #expect {
      try PreferredFontManagerScaler(baseSize: value, increment: 1, decrement: 1)
    } throws: { Self.isInvalidSize($0, value) }
    #expect { try SwashScaler(textStyle: .body, maxSize: value) } throws: {
      Self.isInvalidSize($0, value)
    }
    #expect { try SwashScaler(textStyle: .body, defaultSize: value) } throws: {
      Self.isInvalidSize($0, value)
    }
    #expect {
      try LineHeightRule.fixed(value).lineHeight(atPointSize: 12, lineMetrics: nil)
    } throws: { Self.isInvalidSize($0, value) }
    #expect { try ScaleRequest(size: value).rows() } throws: { Self.isInvalidSize($0, value) }
    #expect { try ScaleRequest(maximumSize: value).rows() } throws: {
      Self.isInvalidSize($0, value)
    }
  }

  @Test(arguments: badSizes)
  func steps(value: Double) {
    #expect {
      try PreferredFontManagerScaler(baseSize: 17, increment: value, decrement: 1)
    } throws: { Self.isInvalidStep($0, value) }
    #expect {
      try PreferredFontManagerScaler(baseSize: 17, increment: 1, decrement: value)
    } throws: { Self.isInvalidStep($0, value) }
    #expect {
      try TypographyKitScaler(pointSize: 17, settings: .init(pointStepSize: value))
    } throws: { Self.isInvalidStep($0, value) }
    #expect {
      try TypographyKitScaler(pointSize: 17, settings: .init(pointStepMultiplier: value))
    } throws: { Self.isInvalidStep($0, value) }
  }

  /// Signed lengths accept negatives but not NaN or infinities.
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteLengths(value: Double) {
    #expect { try UIFontMetrics.default.scaledValue(for: value, at: .large) } throws: {
      Self.isInvalidSize($0, value)
    }
    #expect { try AndroidFontScaler(sp: value) } throws: { Self.isInvalidSize($0, value) }
    #expect { try AndroidFontScaler.dp(forSp: value, fontScale: 1.3) } throws: {
      Self.isInvalidSize($0, value)
    }
  }

  @Test func maximumBelowMinimum() {
    #expect(throws: ScaleError.maximumBelowMinimum(minimum: 12, maximum: 11)) {
      try TypographyKitScaler(pointSize: 17, minimumPointSize: 12, maximumPointSize: 11)
    }
    #expect(throws: Never.self) {
      try TypographyKitScaler(pointSize: 17, minimumPointSize: 12, maximumPointSize: 12)
    }
  }

  /// Huge but finite values never trap.
  @Test func hugeValues() throws {
    let huge = Double.greatestFiniteMagnitude
    #expect { try UIFontMetricsScaler(baseSize: huge).scaledSize(at: .extraSmall) } throws: {
      Self.isInvalidSize($0, huge)
    }
    #expect { try UIFontMetrics.default.scaledValue(for: -huge, at: .extraLarge) } throws: {
      Self.isInvalidSize($0, -huge)
    }
    #expect(try UIFontMetricsScaler(baseSize: huge / 100).scaledSize(at: .extraSmall).isFinite)
    #expect(throws: (any Error).self) {
      try PreferredFontManagerScaler(baseSize: huge, increment: huge, decrement: 0)
        .scaledSize(at: .accessibilityExtraExtraExtraLarge)
    }
    #expect { try AndroidFontScaler.dp(forSp: 1e300, fontScale: 1e300) } throws: {
      Self.isInvalidSize($0, 1e300)
    }
    #expect(try AndroidFontScaler.dp(forSp: 14, fontScale: 1e-300) >= 0)
  }
}
