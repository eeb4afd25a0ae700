import AndroidResources
import Testing

@Suite struct DimensionTests {
  @Test(arguments: [
    ("16sp", 16.0, AndroidDimension.Unit.sp), ("12dp", 12, .dp), ("16dip", 16, .dip),
    ("20px", 20, .px), ("10pt", 10, .pt), ("1in", 1, .in), ("5mm", 5, .mm),
    ("16.5sp", 16.5, .sp), ("-2px", -2, .px), (".5dp", 0.5, .dp),
  ])
  func parses(text: String, value: Double, unit: AndroidDimension.Unit) {
    #expect(AndroidDimension(parsing: text) == AndroidDimension(value: value, unit: unit))
  }

  @Test(arguments: ["16", "16 sp", " 16sp", "16sp ", "16SP", "1e2sp", "sp", "1.2.3sp", "16em", ""])
  func refuses(text: String) {
    #expect(AndroidDimension(parsing: text) == nil)
  }

  @Test func describes() {
    #expect(AndroidDimension(value: 16, unit: .sp).description == "16sp")
    #expect(AndroidDimension(value: 16.5, unit: .dip).description == "16.5dip")
    #expect(AndroidDimension(value: 1, unit: .in).description == "1in")
  }
}
