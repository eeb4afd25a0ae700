internal import CICU
import FontCore
import Shaping

/// One glyph placed on a line, ready to draw.
public struct PositionedGlyph: Sendable {
  /// The face the glyph comes from.
  public var font: LayoutFont
  /// The glyph id in `font` (0 is `.notdef`).
  public var glyphID: UInt32
  /// The glyph origin's distance from the line's left edge, in points
  /// (HarfBuzz's x offset included).
  public var x: Double
  /// How far the glyph origin sits above the baseline, in points (HarfBuzz's
  /// y offset; 0 for most glyphs, non-zero for some marks).
  public var yOffset: Double
  /// The UTF-16 offset in the text where the glyph's cluster starts.
  public var cluster: Int
}

/// The horizontal extent of one shaping cluster on a line.
public struct ClusterSpan: Sendable, Equatable {
  /// The cluster's UTF-16 range in the text.
  public var range: Range<Int>
  /// The left edge of the cluster, in points from the line's left edge.
  public var x: Double
  /// The cluster's advance in points, letter spacing included.
  public var width: Double
}

/// One line of a measured text, as glyphs in visual order.
public struct GlyphLine: Sendable {
  /// The line's UTF-16 range in the text (as in ``LineBox/range``).
  public var range: Range<Int>
  /// The point size the glyphs are placed at.
  public var pointSize: Double
  /// The line's width in points, equal to the ``LineBox/width`` that
  /// `measure` reported (hanging whitespace left out).
  public var width: Double
  /// The line's height in points, equal to ``LineBox/height``.
  public var height: Double
  /// The tallest `hhea` ascender among the line's faces, in points.
  public var ascent: Double
  /// The deepest `hhea` descender among the line's faces, in points (positive).
  public var descent: Double
  /// The baseline's distance from the top of the line, in points: the ascent,
  /// plus half of any height the line has beyond its faces' natural height.
  public var baseline: Double
  /// The direction the line aligns by: its paragraph's (from its first
  /// strong character), as Android's TextView aligns it; on Apple's
  /// platforms, in a language written right to left, right to left for every
  /// paragraph, as a label's natural alignment follows the app's
  /// localization (a Persian string's `Alexandria.` line too).
  /// Right-to-left lines align to the right.
  public var direction: TextDirection
  /// The glyphs, left to right.
  public var glyphs: [PositionedGlyph]
  /// The clusters, left to right; their widths add up to ``width`` (a
  /// line that ends at a soft hyphen holds the hyphen's, an empty range
  /// at the line's end).
  public var clusters: [ClusterSpan]
}

extension PreparedText {
  /// The lines of `measurement` as positioned glyphs, for drawing.
  ///
  /// Each line's runs (one face, one bidi level, one script) are shaped again
  /// with the whole text as context and put in visual order by their bidi
  /// levels (UAX #9 rule L2). Clusters are placed with the advances `measure`
  /// used, so line widths and breaks are exactly the measured ones; glyphs
  /// within a cluster keep HarfBuzz's offsets. Whitespace hanging at a line's
  /// end and line-break characters are left out.
  ///
  /// - Parameters:
  ///   - measurement: What ``measure(pointSize:in:)`` returned for this text.
  ///   - style: The style the text was prepared with (its language steers
  ///     shaping, as it did when the text was prepared).
  /// - Throws: ``LayoutError`` when shaping runs out of memory.
  public func glyphLines(for measurement: TextMeasurement, style: LayoutStyle) throws(LayoutError)
    -> [GlyphLine]
  {
    let boxes = measurement.lineBoxes
    let units = Array(text.utf16)
    let utf8 = Array(text.utf8)
    // UTF-16 offset → UTF-8 offset, and back (a String holds no lone surrogates).
    var utf8Offset = [Int](repeating: 0, count: length + 1)
    var utf16Offset = [Int](repeating: 0, count: utf8.count + 1)
    do {
      var i16 = 0
      var i8 = 0
      for scalar in text.unicodeScalars {
        let n16 = UTF16.width(scalar)
        let n8 = UTF8.width(scalar)
        for k in 0..<n16 { utf8Offset[i16 + k] = i8 }
        for k in 0..<n8 { utf16Offset[i8 + k] = i16 }
        i16 += n16
        i8 += n8
      }
      utf8Offset[length] = utf8.count
      utf16Offset[utf8.count] = length
    }
    let levels = units.withUnsafeBufferPointer { Self.bidiLevels($0) }
    let paragraphLevels = Self.paragraphLevels(units, levels: levels)
    // On Apple's platforms a right-to-left language's every line aligns right.
    let alignsRight =
      !style.laysOutAsAndroid && style.language.map(LanguageTag.isRightToLeft) == true
    let scripts = units.withUnsafeBufferPointer { Scripts.runs($0) }
    let faces = fontRuns
    let size = measurement.pointSize
    let letterSpacing = clusterSpacing(atPointSize: size)
    let untracked = untrackedPoints(atPointSize: size)

    var lines: [GlyphLine] = []
    lines.reserveCapacity(boxes.count)
    for box in boxes {
      // (Clamped, in case the measurement belongs to another text.)
      let start = min(max(0, box.range.lowerBound), length)
      var end = min(max(start, box.range.upperBound), length)
      while end > start, CharacterClass.isHangingSpace(units[end - 1]) { end -= 1 }

      // Runs of one level, one script and one face, in logical order.
      var runs: [LineRun] = []
      var i = start
      var scriptIndex = 0
      var faceIndex = 0
      while i < end {
        while scripts[scriptIndex].range.upperBound <= i { scriptIndex += 1 }
        while faces[faceIndex].range.upperBound <= i { faceIndex += 1 }
        var j = i + 1
        let limit = min(
          end, scripts[scriptIndex].range.upperBound, faces[faceIndex].range.upperBound)
        while j < limit, levels[j] == levels[i] { j += 1 }
        runs.append(
          LineRun(
            range: i..<j, level: levels[i], script: scripts[scriptIndex].tag,
            font: faces[faceIndex].font))
        i = j
      }
      Self.reorderVisually(&runs)

      // Place clusters at the measured advances, glyphs at HarfBuzz's offsets.
      var glyphs: [PositionedGlyph] = []
      var clusters: [ClusterSpan] = []
      var pen = 0.0
      for run in runs {
        let font = self.font(run.font)
        let rightToLeft = run.level & 1 == 1
        let options = ShapingOptions(
          direction: rightToLeft ? .rightToLeft : .leftToRight, script: run.script,
          language: style.language, features: PreparedText.shapingFeatures(for: style))
        let shaped: ShapedRun
        do throws(ShapingError) {
          shaped = try utf8.withUnsafeBufferPointer { buffer throws(ShapingError) in
            try font.shaping.shape(
              utf8: buffer,
              range: utf8Offset[run.range.lowerBound]..<utf8Offset[run.range.upperBound],
              options: options)
          }
        } catch {
          throw error == .outOfMemory
            ? LayoutError.outOfMemory : LayoutError.textTooLong(length: length)
        }
        // Each cluster's logical extent: up to the next cluster that starts after it.
        var starts = Set<Int>()
        for glyph in shaped.glyphs { starts.insert(utf16Offset[glyph.cluster]) }
        starts.insert(run.range.lowerBound)
        let sortedStarts = starts.filter { run.range.contains($0) }.sorted()
        func clusterEnd(_ clusterStart: Int) -> Int {
          let k = upperIndex(sortedStarts, clusterStart)
          return k < sortedStarts.count ? sortedStarts[k] : run.range.upperBound
        }
        func clusterWidth(_ a: Int, _ b: Int) -> (advance: Double, spacing: Double) {
          var spacing = letterSpacing == 0 ? 0 : Double(clusterCount(a, b)) * letterSpacing
          if untracked != 0 {
            spacing -= Double(clusterCount(a, b) - trackedClusterCount(a, b)) * untracked
          }
          return ((positions[b] - positions[a]) * size, spacing)
        }
        if shaped.glyphs.isEmpty {
          let (advance, spacing) = clusterWidth(run.range.lowerBound, run.range.upperBound)
          clusters.append(ClusterSpan(range: run.range, x: pen, width: advance + spacing))
          pen += advance + spacing
          continue
        }
        let scale = size / Double(shaped.unitsPerEm)
        var placed: [Int: (index: Int, inner: Double)] = [:]
        var current = -1
        var origin = 0.0
        var inner = 0.0
        for glyph in shaped.glyphs {
          var cluster = utf16Offset[glyph.cluster]
          if cluster < run.range.lowerBound { cluster = run.range.lowerBound }
          if cluster != current {
            if current >= 0 { placed[current]?.inner = inner }
            current = cluster
            if let known = placed[cluster] {
              // A cluster split in two by shaping: continue where it stopped.
              origin = clusters[known.index].x
              inner = known.inner
            } else {
              let upper = clusterEnd(cluster)
              let (advance, spacing) = clusterWidth(cluster, upper)
              clusters.append(
                ClusterSpan(range: cluster..<upper, x: pen, width: advance + spacing))
              placed[cluster] = (clusters.count - 1, 0)
              // Letter spacing follows the cluster in reading order.
              origin = pen + (rightToLeft ? spacing : 0)
              inner = 0
              pen += advance + spacing
            }
          }
          if !CharacterClass.isLineEnd(units[cluster]) {
            glyphs.append(
              PositionedGlyph(
                font: font, glyphID: glyph.glyphID,
                x: origin + (inner + Double(glyph.xOffset)) * scale,
                yOffset: Double(glyph.yOffset) * scale, cluster: cluster))
          }
          inner += Double(glyph.xAdvance)
        }
      }

      let paragraphLevel = start < length ? paragraphLevels[start] : (paragraphLevels.last ?? 0)
      // A line that ends at a soft hyphen shows a hyphen, whose width its
      // measured width holds: the primary face's `-` at the line's end (its
      // left, in a right-to-left paragraph).
      if let softHyphens, end > start, units[end - 1] == 0xAD, end < length,
        let j = breaks.firstIndex(of: Int32(end)), softHyphens.breaks.contains(Int32(j)),
        let hyphen = primary.shaping.glyph(for: "-")
      {
        let width = softHyphens.ems * size
        var x = pen
        if paragraphLevel & 1 == 1 {
          for k in glyphs.indices { glyphs[k].x += width }
          for k in clusters.indices { clusters[k].x += width }
          x = 0
        }
        glyphs.append(
          PositionedGlyph(font: primary, glyphID: hyphen, x: x, yOffset: 0, cluster: end - 1))
        clusters.append(ClusterSpan(range: end..<end, x: x, width: width))
      }

      // Vertical metrics of the faces on the line (the primary's for an empty line).
      var ascent = 0.0
      var descent = 0.0
      var lineFaces = Set(runs.map(\.font))
      if lineFaces.isEmpty { lineFaces = [0] }
      for index in lineFaces.sorted() {
        let metrics = font(index).metrics
        let perPoint = size / Double(metrics.unitsPerEm)
        ascent = max(ascent, Double(metrics.ascender) * perPoint)
        descent = max(descent, Double(-metrics.descender) * perPoint)
      }
      let natural = naturalLineHeight(box.range) * size
      lines.append(
        GlyphLine(
          range: box.range, pointSize: size, width: box.width, height: box.height,
          ascent: ascent, descent: descent, baseline: ascent + (box.height - natural) / 2,
          direction: alignsRight || paragraphLevel & 1 == 1 ? .rightToLeft : .leftToRight,
          glyphs: glyphs,
          clusters: clusters))
    }
    return lines
  }

  /// A run of one line: one bidi level, one script, one face.
  private struct LineRun {
    var range: Range<Int>
    var level: UInt8
    var script: String?
    var font: Int
  }

  /// Puts `runs` (in logical order) in visual order: from the highest level
  /// down to the lowest odd one, reverses every sequence at that level or
  /// above (UAX #9 rule L2).
  private static func reorderVisually(_ runs: inout [LineRun]) {
    guard let highest = runs.map(\.level).max(),
      let lowestOdd = runs.map(\.level).filter({ $0 & 1 == 1 }).min()
    else { return }
    var level = highest
    while level >= lowestOdd {
      var i = 0
      while i < runs.count {
        guard runs[i].level >= level else {
          i += 1
          continue
        }
        var j = i
        while j < runs.count, runs[j].level >= level { j += 1 }
        runs[i..<j].reverse()
        i = j
      }
      if level == 0 { break }
      level -= 1
    }
  }

  /// The resolved bidi embedding level of each UTF-16 unit (ICU `ubidi`; all 0
  /// for text without right-to-left characters or bidi controls).
  static func bidiLevels(_ text: UnsafeBufferPointer<UInt16>) -> [UInt8] {
    var levels = [UInt8](repeating: 0, count: text.count)
    guard text.contains(where: CharacterClass.mayNeedBidi) else { return levels }
    for run in Bidi.runs(text) {
      let lower = max(0, run.range.lowerBound)
      let upper = min(text.count, max(lower, run.range.upperBound))
      for k in lower..<upper { levels[k] = run.level }
    }
    return levels
  }

  /// The level of the paragraph each UTF-16 unit belongs to: 1 when every
  /// unit of the paragraph resolved to level 1 or above (its first strong
  /// character is right to left), else 0. Paragraphs end after a paragraph
  /// separator (bidi class B).
  static func paragraphLevels(_ units: [UInt16], levels: [UInt8]) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: units.count)
    var start = 0
    while start < units.count {
      var end = start
      while end < units.count {
        let unit = units[end]
        end += 1
        if unit == 0x0A || unit == 0x0D || (0x1C...0x1E).contains(unit) || unit == 0x85
          || unit == 0x2029
        {
          if unit == 0x0D, end < units.count, units[end] == 0x0A { end += 1 }
          break
        }
      }
      let level: UInt8 = levels[start..<end].allSatisfy { $0 >= 1 } ? 1 : 0
      for k in start..<end { result[k] = level }
      start = end
    }
    return result
  }
}

/// The index of the first element greater than `value` in ascending `array`.
private func upperIndex(_ array: [Int], _ value: Int) -> Int {
  var low = 0
  var high = array.count
  while low < high {
    let mid = (low + high) / 2
    if array[mid] <= value { low = mid + 1 } else { high = mid }
  }
  return low
}
