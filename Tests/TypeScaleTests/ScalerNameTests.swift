import Testing

@testable import TypeScale

@Suite("Scaler names")
struct ScalerNameTests {
  @Test func namesParseIgnoringCaseAndSpaces() throws {
    #expect(try ScalerName(parsing: " KGN ") == .kgn)
    #expect(try ScalerName(parsing: "UIFontMetrics") == .uiFontMetrics)
    #expect(
      ScalerName.allCases.map(\.rawValue) == ["typographykit", "uifontmetrics", "kgn", "swash"])
    #expect(throws: ScaleError.unknownScaler("uifont")) { try ScalerName(parsing: "uifont") }
    #expect(
      "\(ScaleError.unknownScaler("uifont"))"
        == "unknown scaler 'uifont'; expected typographykit, uifontmetrics, kgn or swash")
  }

  /// The settings each library's API takes (library-behaviour.md §3–5).
  @Test func eachScalerTakesItsLibrarysSettings() {
    #expect(ScalerName.typographyKit.options.isEmpty)
    #expect(ScalerName.uiFontMetrics.options == [.textStyle, .maximumPointSize])
    #expect(ScalerName.swash.options == [.textStyle, .maximumPointSize])
    #expect(ScalerName.kgn.options == [.increment, .decrement, .includeAccessibilitySizes])
    #expect(ScalerName.scalers(taking: .maximumPointSize) == [.uiFontMetrics, .swash])
    #expect(ScalerName.list([.kgn]) == "kgn")
  }
}
