import FontCore
import FontDiscovery
import Foundation
import TestSupport
import Testing
import TypeScale

@testable import TextLayout

/// One row of Tests/Data/sizing.tsv: a string shaped by hb-shape with the
/// optical size and point size Core Text would use (Scripts/reference-sizing.py).
struct SizingReference: Sendable, CustomStringConvertible {
  var file: String
  var namedInstance: Int
  var variations: String
  var ptem: Double?
  var pointSize: Double
  var text: String
  /// The sum of the advances, in design units.
  var advance: Int

  var description: String {
    "\(file)#\(namedInstance) \(variations) ptem=\(ptem.map { "\($0)" } ?? "-") \(pointSize)pt \(text)"
  }

  static let all: [SizingReference] = rows("sizing.tsv").compactMap { f in
    guard f.count == 7, let instance = Int(f[1]), let size = Double(f[4]), let advance = Int(f[6])
    else { return nil }
    return SizingReference(
      file: f[0], namedInstance: instance, variations: f[2], ptem: Double(f[3]), pointSize: size,
      text: f[5], advance: advance)
  }

  static func rows(_ name: String) -> [[String]] {
    let text = (try? String(contentsOfFile: Fixtures.data(name), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      line.hasPrefix("#")
        ? nil : line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
  }
}

/// Faces that follow the point size: `opsz` set to the size and `trak`
/// applied at it, compared with hb-shape and fontTools.
@Suite struct OpticalSizingTests {
  static let catalog: FontCatalog = {
    let paths = [
      Fixtures.font("SerifFourVariable-subset.ttf"), Fixtures.data("sizing/TrakTest-STAT.ttf"),
      Fixtures.data("sizing/TrakTest-NoSTAT.ttf"), Fixtures.font("Roboto-Regular.ttf"),
    ]
    do {
      return try FontCatalog(fontPaths: paths, includeSystemFonts: false)
    } catch {
      fatalError("the sizing fonts cannot be read: \(error)")
    }
  }()
  static let store = FontStore(catalog: catalog)

  /// The face of `file` (relative to the repository) and its named instance.
  static func font(_ file: String, namedInstance: Int = 0) throws -> LayoutFont {
    let path = Fixtures.repositoryRoot + "/" + file
    let record = try #require(
      catalog.records.first {
        $0.path == path && $0.index.namedInstance == namedInstance && $0.index.collection == 0
      })
    return try store.font(for: record)
  }

  static func width(
    _ text: String, font: LayoutFont, pointSize: Double, mode: OpticalSizing = .auto
  ) throws -> Double {
    let style = LayoutStyle(font: font, allowsFallback: false, opticalSizing: mode)
    return try store.withContext { context in
      try context.prepare(text, style: style, pointSize: pointSize).measure(pointSize: pointSize)
        .width
    }
  }

  @Test func theReferenceCoversEveryCase() {
    let files = Set(SizingReference.all.map(\.file))
    #expect(
      files == [
        "Fonts/SerifFourVariable-subset.ttf", "Tests/Data/sizing/TrakTest-STAT.ttf",
        "Tests/Data/sizing/TrakTest-NoSTAT.ttf",
      ])
    #expect(SizingReference.all.count >= 400)
  }

  /// Every reference row: opsz = size (clamped) over the named instance's
  /// other coordinates, and `trak` at the size for a face with `STAT`.
  @Test func widthsEqualHarfBuzzAtEverySize() throws {
    var failures: [String] = []
    for row in SizingReference.all {
      let font = try Self.font(row.file, namedInstance: row.namedInstance)
      let unitsPerEm = Double(font.metrics.unitsPerEm)
      let expected = Double(row.advance) * row.pointSize / unitsPerEm
      let width = try Self.width(row.text, font: font, pointSize: row.pointSize)
      if abs(width - expected) > 1e-6 * max(1, expected) {
        failures.append("\(row): \(width) != \(expected)")
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  /// The optical sizes are really different shapes: the same string is
  /// narrower at the display end than at the caption end.
  @Test func opticalSizeChangesTheWidth() throws {
    let font = try Self.font("Fonts/SerifFourVariable-subset.ttf")
    let small = try Self.width("Settings", font: font, pointSize: 8) / 8
    let large = try Self.width("Settings", font: font, pointSize: 60) / 60
    #expect(small > large * 1.1)
    // Off: the file's default optical size at every size, a multiple of one width.
    let offSmall = try Self.width("Settings", font: font, pointSize: 8, mode: .off) / 8
    let offLarge = try Self.width("Settings", font: font, pointSize: 60, mode: .off) / 60
    #expect(abs(offSmall - offLarge) < 1e-12)
  }

  /// Core Text tracks a `trak` font by default only when it has `STAT`;
  /// "always" tracks the other too, and "off" tracks neither. The two test
  /// fonts differ only in `STAT` and their names.
  @Test func trackingFollowsTheModeAndSTAT() throws {
    let stat = try Self.font("Tests/Data/sizing/TrakTest-STAT.ttf")
    let noSTAT = try Self.font("Tests/Data/sizing/TrakTest-NoSTAT.ttf")
    for row in SizingReference.all where row.file.hasSuffix("TrakTest-STAT.ttf") {
      let expected = Double(row.advance) * row.pointSize / Double(stat.metrics.unitsPerEm)
      let always = try Self.width(row.text, font: noSTAT, pointSize: row.pointSize, mode: .always)
      #expect(abs(always - expected) <= 1e-6 * expected, "\(row)")
    }
    for row in SizingReference.all where row.file.hasSuffix("TrakTest-NoSTAT.ttf") {
      let expected = Double(row.advance) * row.pointSize / Double(noSTAT.metrics.unitsPerEm)
      let off = try Self.width(row.text, font: stat, pointSize: row.pointSize, mode: .off)
      #expect(abs(off - expected) <= 1e-6 * expected, "\(row)")
    }
  }

  /// A sweep over every size of the reference at once (each text shaped once
  /// without tracking and once with it, then tracked size by size) gives
  /// hb-shape's width at each size, and one untracked face serves them all.
  @Test func aSweepTracksEachSizeAsHarfBuzz() throws {
    let font = try Self.font("Tests/Data/sizing/TrakTest-STAT.ttf")
    let unitsPerEm = Double(font.metrics.unitsPerEm)
    let rows = SizingReference.all.filter { $0.file.hasSuffix("TrakTest-STAT.ttf") }
    let style = LayoutStyle(font: font, allowsFallback: false)
    var compared = 0
    for text in Set(rows.map(\.text)) {
      let ofText = rows.filter { $0.text == text }
      let swept = try Self.store.withContext { context in
        try context.measure(
          text, style: style, sizes: ofText.map { SweepSize(pointSize: $0.pointSize) })
      }
      for (row, measurement) in zip(ofText, swept.measurements) {
        let expected = Double(row.advance) * row.pointSize / unitsPerEm
        #expect(abs(measurement.width - expected) <= 1e-9 * expected, "\(row)")
        compared += 1
      }
    }
    #expect(compared == rows.count && compared >= 90)
    let untracked = font.atPointSize(12, opticalSizing: .auto, tracked: false)
    #expect(untracked === font.atPointSize(40, opticalSizing: .auto, tracked: false))
    #expect(untracked !== font.atPointSize(12, opticalSizing: .auto))
    // The value Scripts/make-trak-fonts.py gives the table at 12 pt.
    #expect(font.atPointSize(12, opticalSizing: .auto).trackingUnits == 50)
  }

  /// Wrapped texts in a tracked face, in a Text/Display pair of a tracked
  /// face and an `opsz` face, and with untracked fallback runs (Roboto for
  /// the Greek and Cyrillic the test face lacks): each size of a sweep has
  /// the lines of the text prepared at that size alone, where HarfBuzz
  /// applies the tracking itself.
  @Test func aSweepHasTheLinesOfEachSizeAlone() throws {
    let tracked = try Self.font("Tests/Data/sizing/TrakTest-STAT.ttf")
    let variable = try Self.font("Fonts/SerifFourVariable-subset.ttf")
    let pair = LayoutFont(below: tracked, from: variable, switchingAt: 20)
    let texts = [
      "Settings", "The quick brown fox jumps over the lazy dog, again and again and again.",
      "Ünïcödé façade — naïve café, office affinity (ﬁ ﬂ)",
      "Ελληνικά και English μαζί, mixed in one long line of text",
      "Привет, мир! Hello world in Cyrillic and Latin together.", "e\u{301}e\u{301}e\u{301} x",
      "", "A\nB  C",
    ]
    let sizes = [14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53, 17, 6, 128].map {
      SweepSize(pointSize: $0)
    }
    let box = Container(width: 180)
    var compared = 0
    for face in [tracked, pair] {
      let style = LayoutStyle(font: face)
      try Self.store.withContext { context in
        for text in texts {
          let swept = try context.measure(text, style: style, sizes: sizes, in: box)
          for (size, measurement) in zip(sizes, swept.measurements) {
            let alone = try context.prepare(text, style: style, pointSize: size.pointSize)
              .measure(pointSize: size.pointSize, in: box)
            #expect(measurement.lineBoxes.map(\.range) == alone.lineBoxes.map(\.range))
            for (a, b) in zip(measurement.lineBoxes, alone.lineBoxes) {
              #expect(abs(a.width - b.width) <= 1e-9 * max(1, b.width), "\(text) \(size)")
              #expect(a.height == b.height)
            }
            compared += 1
          }
        }
      }
    }
    #expect(compared == 2 * texts.count * sizes.count)
    // A size that is not a number after the first is refused, as alone.
    let style = LayoutStyle(font: tracked)
    let refused = Self.store.withContext { context in
      Result { () throws(LayoutError) in
        try context.measure("Hi", style: style, sizes: [14, -1].map { SweepSize(pointSize: $0) })
      }
    }
    guard case .failure(.invalidSize(let size)) = refused else {
      Issue.record("\(refused)")
      return
    }
    #expect(size == -1)
  }

  /// Line metrics of the instance at each optical size, `MVAR` applied, as
  /// fontTools' instancer gives them.
  @Test func lineMetricsAtTheOpticalSize() throws {
    let rows = SizingReference.rows("sizing-metrics.tsv").filter { $0.count == 8 }
    #expect(rows.count >= 50)
    for f in rows {
      let font = try Self.font(f[0], namedInstance: try #require(Int(f[1])))
      let size = try #require(Double(f[3]))
      let sized = font.atPointSize(size, opticalSizing: .auto)
      #expect(sized.metrics.unitsPerEm == Int(f[4]))
      #expect(sized.metrics.ascender == Int(f[5]), "\(f)")
      #expect(sized.metrics.descender == Int(f[6]), "\(f)")
      #expect(sized.metrics.lineGap == Int(f[7]), "\(f)")
    }
  }

  @Test func aSizedFaceKeepsItsInstanceAndIsMadeOnce() throws {
    let bold = try Self.font("Fonts/SerifFourVariable-subset.ttf", namedInstance: 17)
    let sized = bold.atPointSize(12, opticalSizing: .auto)
    #expect(sized.opticalSize == 12)
    #expect(sized.pointSize == 12)
    #expect(sized.record.postscriptName == bold.record.postscriptName)
    #expect(sized.variations == [FontVariation("opsz", 12)])
    #expect(bold.atPointSize(12, opticalSizing: .auto) === sized)
    // Clamped to the axis (8–60): 72 pt is set at opsz 60, 6 pt at 8.
    #expect(bold.atPointSize(72, opticalSizing: .auto).opticalSize == 60)
    #expect(bold.atPointSize(6, opticalSizing: .auto).opticalSize == 8)
    #expect(bold.atPointSize(12, opticalSizing: .off) === bold)
  }

  /// Most faces have neither `opsz` nor `trak`: one shaping serves every size.
  @Test func ordinaryFacesAreShapedOnce() throws {
    let roboto = try Self.font("Fonts/Roboto-Regular.ttf")
    #expect(roboto.atPointSize(17, opticalSizing: .always) === roboto)
    let style = LayoutStyle(font: roboto)
    let prepared = try Self.store.withContext { context in
      try context.prepare("Hello", style: style, pointSize: 17)
    }
    #expect(prepared.shapedAtPointSize == nil)
  }

  /// A sweep shapes a sized face at each distinct size and gives each size
  /// its own width, equal to preparing at that size alone.
  @Test func aSweepShapesAtEachSize() throws {
    let font = try Self.font("Fonts/SerifFourVariable-subset.ttf")
    let style = LayoutStyle(font: font, allowsFallback: false)
    let sizes = [8.0, 17, 17, 34, 60].map { SweepSize(pointSize: $0) }
    let swept = try Self.store.withContext { context in
      try context.measure("The quick brown fox", style: style, sizes: sizes)
    }
    for (size, measurement) in zip(sizes, swept.measurements) {
      let alone = try Self.width("The quick brown fox", font: font, pointSize: size.pointSize)
      #expect(measurement.width == alone)
    }
    let results = Sweep.run(
      texts: ["The quick brown fox"], style: style, sizes: sizes, container: Container(),
      store: Self.store, workers: 1)
    #expect(try results[0].get().measurements.map(\.width) == swept.measurements.map(\.width))
  }

  /// System-font tracking from the HIG table: added once per grapheme
  /// cluster, linear between listed sizes, clamped outside.
  @Test func systemFontTrackingTable() throws {
    let table = SystemFontTracking(.sfPro)
    let rows = SizingReference.rows("typescale/sf-tracking.tsv").filter { $0.count == 3 }
    let listed = rows.filter { $0[0] == "SF Pro" }.compactMap { f in
      Double(f[1]).flatMap { size in Double(f[2]).map { (size, $0) } }
    }
    #expect(listed.count > 20)
    for (size, tracking) in listed {
      #expect(table.thousandths(atPointSize: size) == tracking)
    }
    let first = try #require(listed.first)
    let last = try #require(listed.last)
    #expect(table.thousandths(atPointSize: first.0 - 3) == first.1)
    #expect(table.thousandths(atPointSize: last.0 + 50) == last.1)
    let (a, b) = (listed[10], listed[11])
    let middle = (a.0 + b.0) / 2
    #expect(abs(table.thousandths(atPointSize: middle) - (a.1 + b.1) / 2) < 1e-12)

    let roboto = try Self.font("Fonts/Roboto-Regular.ttf")
    let plain = try Self.width("Hello", font: roboto, pointSize: 17)
    let tracked = try Self.store.withContext { context in
      try context.prepare("Hello", style: LayoutStyle(font: roboto, tracking: table))
        .measure(pointSize: 17).width
    }
    let perCluster = table.thousandths(atPointSize: 17) * 17 / 1000
    #expect(abs(tracked - (plain + 5 * perCluster)) < 1e-9)
  }
}
