import FontDiscovery
import Foundation
import TestSupport
import Testing

@testable import TextLayout
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
    let (cascade, uncovered) = builder.entries(order: [second.record])
    #expect(cascade.map(\.postscriptName) == [name])
    #expect(cascade.first?.characters == ["U+65E5", "U+672C", "U+6771", "U+8A9E"])
    #expect(uncovered == ["U+0700"])
  }

  /// The characters gathered per face are the set of those added, in code
  /// point order: across blocks, at the edges of a block and of the BMP,
  /// astral ones after, each once however often it comes.
  @Test func scalarSetHoldsWhatWasAdded() {
    var generator = SystemRandomNumberGenerator()
    let edges: [UInt32] = [0, 0x3F, 0x40, 0xFF, 0x100, 0xD7FF, 0xE000, 0xFFFF, 0x10000, 0x10FFFF]
    for round in 0..<50 {
      var scalars = edges.compactMap(Unicode.Scalar.init)
      for _ in 0..<(round * 20) {
        let value =
          Bool.random(using: &generator)
          ? UInt32.random(in: 0..<0x3000, using: &generator)
          : UInt32.random(in: 0..<0x110000, using: &generator)
        if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
      }
      scalars.shuffle(using: &generator)
      let half = scalars.count / 2
      var set = ScalarSet(scalars[..<half])
      set.formUnion(scalars[half...])
      set.formUnion(scalars.prefix(7))  // again: nothing changes
      let expected = Set(scalars).sorted { $0.value < $1.value }
      #expect(set.sorted() == expected)
      var merged = ScalarSet(scalars[half...])
      merged.formUnion(ScalarSet(scalars[..<half]))
      #expect(merged == set)
      #expect(expected.allSatisfy(set.contains))
      #expect(!set.contains("\u{2FFF}") || expected.contains("\u{2FFF}"))
    }
    #expect(ScalarSet().isEmpty && ScalarSet().sorted().isEmpty)
    #expect(!ScalarSet(["a"]).isEmpty && !ScalarSet(["\u{1F600}"]).isEmpty)
  }

  /// Builders filled on several threads and merged give the cascade one
  /// builder given every text gives, however the texts were split and in
  /// whatever order. A face installed twice (one PostScript name in two
  /// files) is named after the first of its files in path order.
  @Test func mergedBuildersGiveTheCascadeOfOne() throws {
    let folder = try TemporaryFolder("cascade-merge")
    let bytes = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: Fixtures.font("Roboto-Regular.ttf"))))
    let later = try folder.write("b/Roboto-Regular.ttf", bytes)
    let first = try folder.write("a/Roboto-Regular.ttf", bytes)
    let catalog = try FontCatalog(fontPaths: [later, first], includeSystemFonts: false)
    let store = FontStore(catalog: catalog)
    let fonts = try catalog.records.map { try store.font(for: $0) }
    let (b, a) = try (
      #require(fonts.first { $0.record.path == later }),
      #require(fonts.first { $0.record.path == first })
    )
    let texts:
      [(fallbacks: [(font: LayoutFont, characters: [Unicode.Scalar])], missing: [Unicode.Scalar])] =
        [
          ([(b, ["x", "y"])], []), ([(a, ["y", "z"])], ["\u{0700}"]), ([], ["\u{0701}"]),
          ([(b, ["w"])], []),
        ]
    var whole = CascadeBuilder()
    for text in texts { whole.add(fallbacks: text.fallbacks, missing: text.missing) }
    let expected = whole.entries(order: [])
    #expect(expected.cascade.map(\.path) == [first])
    #expect(expected.cascade.first?.characters == ["U+0077", "U+0078", "U+0079", "U+007A"])
    // It ranks where either copy does: the order may name the other.
    let interStore = FontStore(
      catalog: try FontCatalog(
        fontPaths: [Fixtures.font("Inter-Regular.otf")], includeSystemFonts: false))
    let inter = try #require(try interStore.font(named: "Inter-Regular"))
    var ranked = whole
    ranked.add(fallbacks: [(inter, ["q"])], missing: [])
    #expect(
      ranked.entries(order: [b.record, inter.record]).cascade.map(\.postscriptName) == [
        "Roboto-Regular", "Inter-Regular",
      ])
    #expect(expected.uncovered == ["U+0700", "U+0701"])
    for split in 0...texts.count {
      for order in [Array(texts.indices), texts.indices.reversed()] {
        var parts = (CascadeBuilder(), CascadeBuilder())
        for (n, i) in order.enumerated() {
          if n < split {
            parts.0.add(fallbacks: texts[i].fallbacks, missing: texts[i].missing)
          } else {
            parts.1.add(fallbacks: texts[i].fallbacks, missing: texts[i].missing)
          }
        }
        parts.1.merge(parts.0)
        let merged = parts.1.entries(order: [])
        func fields(_ cascade: [CascadeEntry]) -> [[String]] {
          cascade.map { [$0.postscriptName, $0.path] + $0.characters }
        }
        #expect(fields(merged.cascade) == fields(expected.cascade), "split \(split)")
        #expect(merged.uncovered == expected.uncovered)
      }
    }
  }

  /// Two faces of one PostScript name in files that differ (an app's subset
  /// of Noto Sans CJK and the machine's whole one) are two entries, each with
  /// the characters it set, in the order they are tried.
  @Test func facesOfOneNameInDifferentFilesAreTwo() throws {
    let folder = try TemporaryFolder("cascade-two")
    let bytes = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: Fixtures.font("Roboto-Regular.ttf"))))
    let subset = try folder.write("app/Roboto-Regular.ttf", bytes)
    // (Another file of the face's name: bytes past its tables, which no
    // reader of its tables reads.)
    let whole = try folder.write(
      "machine/Roboto-Regular.ttf", bytes + [UInt8](repeating: 0, count: 64))
    let catalog = try FontCatalog(fontPaths: [subset, whole], includeSystemFonts: false)
    let store = FontStore(catalog: catalog)
    let fonts = try catalog.records.map { try store.font(for: $0) }
    let (a, b) = try (
      #require(fonts.first { $0.record.path == subset }),
      #require(fonts.first { $0.record.path == whole })
    )
    var builder = CascadeBuilder()
    builder.add(fallbacks: [(a, ["x"]), (b, ["y", "z"])], missing: [])
    let cascade = builder.entries(order: [a.record, b.record]).cascade
    #expect(cascade.map(\.path) == [subset, whole])
    #expect(cascade.map(\.characters) == [["U+0078"], ["U+0079", "U+007A"]])
  }

  /// `cascade` over text the face covers asks Fontconfig for nothing and
  /// opens no face but the primary; over text that needs fallback, it opens
  /// only the faces chosen and still ranks them by the fallback order.
  @Test func coveredTextOpensNoFallbackFace() throws {
    let catalog = try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false)
    let store = FontStore(catalog: catalog)
    let primary = try #require(try store.font(named: "Inter-Regular"))
    let styles = [LayoutStyle(font: primary), LayoutStyle(font: primary, language: "ja")]
    let context = try LayoutContext(store: store)
    let (covered, noOrder) = try CascadeBuilder.collect(
      styles.map { (["Settings", "Wi-Fi — “on”"], $0) }, context: context)
    #expect(covered.usesNoFallback)
    #expect(noOrder.isEmpty)
    #expect(context.workspace.fallbackLists.isEmpty)
    #expect(store.openedLocations == [primary.record.location])

    let (builder, order) = try CascadeBuilder.collect(
      styles.map { (["Settings 日本語", "ภาษา"], $0) }, context: context)
    #expect(order.count > 20)
    let names = builder.entries(order: order).cascade.map(\.postscriptName)
    #expect(names == ["NotoSansCJKjp-Regular", "NotoSansThai-Regular"])
    #expect(store.openedLocations.count == 3)
  }

  /// A name in the spec's `cascade` that the catalog lacks is an error at its
  /// line, naming the name and the catalog's nearest names; the known names
  /// are still used.
  @Test func unknownCascadeNamesAreErrorsWithSuggestions() throws {
    let folder = try TemporaryFolder("cascade")
    let app = Fixtures.repositoryRoot + "/Examples/App"
    try folder.write("ja.lproj/Localizable.strings", "\"a\" = \"日本語\";\n")
    let spec = try folder.write(
      "typometer.json",
      """
      {"config": ["\(app)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "categories": ["large"], "strings": ["ja.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "body", "width": 300}],
       "cascade": {
         "body": ["NotoSansThai-Regular",
                  "NotoSansCJKjp-Regulr"],
         "*": ["Nope-Regular"]
       }}
      """)
    let report = try CheckRunner.run(spec: try CheckSpec.load(path: spec))
    let findings = report.findings.filter { $0.keyPath?.hasPrefix("cascade") == true }
    #expect(findings.map(\.keyPath) == ["cascade.body[1]", "cascade.*[0]"])
    #expect(findings.map(\.line) == [6, 7])
    #expect(findings.allSatisfy { $0.code == .fontNotFound && $0.severity == .error })
    #expect(findings.allSatisfy { $0.file == spec })
    #expect(
      findings.first?.message.hasPrefix(
        "'NotoSansCJKjp-Regulr' is not in the catalog, so it is not tried as a fallback for "
          + "style 'body'; did you mean 'NotoSansCJKjp-Regular'") == true)
    // Text, GitHub and SARIF put the key path in front, as for a config's findings.
    #expect(
      ReportedFinding(try #require(findings.first)).message.hasPrefix(
        "cascade.body[1]: 'NotoSansCJKjp-Regulr' is not in the catalog"))
    #expect(findings.last?.message.contains("'Nope-Regular'") == true)
    #expect(report.summary.errors >= 2)
    // The known name before it is still tried: Thai's face is listed first
    // only if it covered something, so the CJK face is what sets the text.
    let body = try #require(report.cascades.first { $0.style == "body" })
    #expect(body.cascade.map(\.postscriptName) == ["NotoSansCJKjp-Regular"])
  }

  /// The cascade line says no fallback is needed only when nothing is
  /// uncovered; otherwise that no fallback face covers what is left.
  @Test(arguments: [
    (0, "no fallback needed"), (1, "no fallback face covers the uncovered character"),
    (412, "no fallback face covers the 412 uncovered characters"),
  ])
  func noFallbackLineTellsTheTruth(uncovered: Int, line: String) {
    let report = CheckReport(
      spec: "t.json",
      settings: .init(
        platform: "ios", categories: ["large"], configs: [], fonts: [], systemFonts: false,
        boldText: false),
      summary: .init(
        files: 0, strings: 0, measured: 0, measurements: 0, overflows: 0, uncovered: 0,
        wordSplits: 0,
        unassigned: 0, errors: 0, warnings: 0),
      files: [], findings: [],
      cascades: [
        StyleCascade(
          style: "body", font: "A", cascade: [],
          uncovered: (0..<uncovered).map { String(format: "U+%04X", 0x4E00 + $0) })
      ])
    let text = CheckRenderer.text(report)
    #expect(text.contains("  body (A): \(line)\n"))
    #expect(text.contains("no fallback needed") == (uncovered == 0))
  }
}
