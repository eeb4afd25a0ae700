import Testing
import TypeScale

@Suite struct NumberTextTests {
  @Test func wholeNumbersHaveNoFraction() {
    #expect(NumberText.string(17) == "17")
    #expect(NumberText.string(-0.0) == "0")
    #expect(NumberText.string(2.999, fractionDigits: 2) == "3")
    #expect(NumberText.string(1.00001, fractionDigits: 4) == "1")
  }

  /// No number ends in a bare dot, at any size a command takes (up to
  /// 100000 pt) and any number of decimals: every line height a face can
  /// give at 5000 pt (1/64-unit steps of a 1000- or 2048-unit em) and
  /// values near whole numbers at each rounding.
  @Test func numbersNeverEndInABareDot() {
    var values: [Double] = [6810, 6809.99995, 6810.00005, 99999.99999, 1e15, 1e16, -6810.00001]
    for unitsPerEm in [1000.0, 2048] {
      for units in stride(from: 1000.0, through: 1600, by: 0.25) {
        values.append(units / unitsPerEm * 5000)
      }
    }
    for value in values {
      for digits in [nil, 0, 1, 2, 4] as [Int?] {
        for rule in [FloatingPointRoundingRule.toNearestOrAwayFromZero, .toNearestOrEven] {
          let text = NumberText.string(value, fractionDigits: digits, rule: rule)
          #expect(!text.hasSuffix("."), "\(value) at \(String(describing: digits)): \(text)")
          #expect(Double(text) != nil, "\(text)")
        }
      }
    }
  }

  @Test func fractionsAreRoundedToTheDigitsAsked() {
    #expect(NumberText.string(37.875, fractionDigits: 2) == "37.88")
    #expect(NumberText.string(19.921875, fractionDigits: 4) == "19.9219")
    #expect(NumberText.string(17.46, fractionDigits: 1) == "17.5")
    #expect(NumberText.string(0.1 + 0.2) == "0.30000000000000004")
    // An exact tie: away from zero by default, to even as printf("%.4f") rounds.
    #expect(NumberText.string(16.40625, fractionDigits: 4) == "16.4063")
    #expect(NumberText.string(16.40625, fractionDigits: 4, rule: .toNearestOrEven) == "16.4062")
  }

  @Test func nonFiniteValuesAreWords() {
    #expect(NumberText.string(.nan) == "NaN")
    #expect(NumberText.string(-.infinity) == "-infinity")
    #expect(NumberText.string(1e300, fractionDigits: 2) == "1e+300")
  }
}
