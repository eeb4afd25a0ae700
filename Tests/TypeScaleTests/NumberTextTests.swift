import Testing
import TypeScale

@Suite struct NumberTextTests {
  @Test func wholeNumbersHaveNoFraction() {
    #expect(NumberText.string(17) == "17")
    #expect(NumberText.string(-0.0) == "0")
    #expect(NumberText.string(2.999, fractionDigits: 2) == "3")
    #expect(NumberText.string(1.00001, fractionDigits: 4) == "1")
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
