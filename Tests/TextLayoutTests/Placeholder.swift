import FontDiscovery
import TestSupport
import Testing

@testable import TextLayout

@Suite struct SmokeTests {
  @Test func smoke() throws {
    let catalog = try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false)
    let store = FontStore(catalog: catalog)
    let context = try LayoutContext(store: store)
    let font = try #require(try store.font(named: "Roboto-Regular"))
    for text in [
      "Hello world, this is a test", "abc\n", "abc", "", "Hi 日本語 👍🏽 مرحبا", "สวัสดีชาวโลก ภาษาไทย",
    ] {
      let prepared = try context.prepare(text, style: LayoutStyle(font: font))
      let m = try prepared.measure(pointSize: 17, in: Container(width: 60))
      print(
        text.debugDescription, prepared.fontsUsed, prepared.missing, m.lines, m.lineWidths,
        m.lineHeights, prepared.breaks, prepared.hardBreaks)
    }
  }
}
