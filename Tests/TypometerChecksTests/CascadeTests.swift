import FontDiscovery
import Foundation
import TestSupport
import Testing
import TextLayout

@testable import TypometerChecks

/// The cascade `check` reports per style, and the spec's own `cascade` list.
@Suite struct CascadeTests {
  /// Two loaded copies of one face (two stores here; two groups of strings,
  /// or the same face in two folders, in a check) are one cascade entry with
  /// the characters of both. Code points are Unicode's: 日 U+65E5, 本 U+672C,
  /// 東 U+6771, 語 U+8A9E.
  @Test func oneEntryPerFaceHoweverManyLoadedCopies() throws {
    let catalog = try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false)
    let name = "NotoSansCJKjp-Regular"
    let first = try #require(try FontStore(catalog: catalog).font(named: name))
    let second = try #require(try FontStore(catalog: catalog).font(named: name))
    #expect(first !== second)
    var builder = CascadeBuilder()
    builder.add(fallbacks: [(first, ["日", "本", "語"])], missing: [])
    builder.add(fallbacks: [(second, ["語", "東"])], missing: ["\u{0700}"])
    let (cascade, uncovered) = builder.entries(order: [second])
    #expect(cascade.map(\.postscriptName) == [name])
    #expect(cascade.first?.characters == ["U+65E5", "U+672C", "U+6771", "U+8A9E"])
    #expect(uncovered == ["U+0700"])
  }
}
