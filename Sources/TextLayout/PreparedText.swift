import FontCore
import Shaping

/// A text shaped once, ready to be measured at any size and width.
///
/// Shaping happens in design units, so advances at any point size are a
/// multiplication; what remains per size is line breaking over precomputed
/// break opportunities and prefix sums of advances.
public struct PreparedText: Sendable {
  /// The text as given (after any letter-case change the caller made).
  public let text: String
  /// The text's length in UTF-16 code units; offsets below are in these units.
  public let length: Int
  /// The faces used, the primary first.
  public let fonts: [LayoutFont]
  /// Characters no face covers (drawn as the primary face's `.notdef`), in
  /// the order they first appear.
  public let missing: [Unicode.Scalar]
  /// Runs of text set in one face: `fonts[font]` covers `range`.
  public let fontRuns: [(range: Range<Int>, font: Int)]
  /// Extra space after each grapheme cluster, in points.
  public let letterSpacing: Double

  /// Cumulative advance before each offset, in ems (design units / unitsPerEm).
  let positions: [Double]
  /// Break opportunities: offsets where a line may start, ascending, ending with `length`.
  let breaks: [Int32]
  /// Whether the break at the same index is mandatory.
  let hardBreaks: [Bool]
  /// For each break, the offset before the whitespace that hangs there.
  let trimmed: [Int32]
  /// Offsets where grapheme clusters start, with `length` at the end.
  let clusterStarts: [Int32]

  /// The names of the faces used, the primary first.
  public var fontsUsed: [String] { fonts.map(\.record.postscriptName) }
}

extension LayoutContext {
  /// Itemizes `text` by bidi direction, script and face, shapes each run once
  /// and finds its break opportunities.
  ///
  /// - Throws: ``LayoutError`` when the text is too long or memory runs out.
  public func prepare(_ text: String, style: LayoutStyle) throws(LayoutError) -> PreparedText {
    let units = Array(text.utf16)
    let length = units.count
    guard length <= LayoutLimits.maximumTextLength else {
      throw LayoutError.textTooLong(length: length)
    }
    let key = styleKey(style)
    return try units.withUnsafeBufferPointer { utf16 throws(LayoutError) in
      // Clusters, and the face for each: the primary unless it lacks a character.
      let clusterStarts = Self.graphemeStarts(text)
      var fonts = [style.font]
      var fontIndexOf: [ObjectIdentifier: Int] = [ObjectIdentifier(style.font): 0]
      var fontRuns: [(range: Range<Int>, font: Int)] = []
      var missing: [Unicode.Scalar] = []
      var scalars: [UInt32] = []
      var needsComplex = false
      var offset = 0
      for c in 0..<(clusterStarts.count - 1) {
        let start = Int(clusterStarts[c])
        let end = Int(clusterStarts[c + 1])
        scalars.removeAll(keepingCapacity: true)
        var i = start
        var coveredByPrimary = true
        while i < end {
          let (scalar, width) = decodeScalar(utf16, at: i)
          scalars.append(scalar)
          if scalar >= 0x0590 { needsComplex = true }
          if (scalar == 0xFE0F && !style.font.hasColor)
            || !(CharacterClass.isIgnorableForCoverage(scalar) || style.font.covers(scalar))
          {
            coveredByPrimary = false
          }
          i += width
        }
        var face = 0
        if !coveredByPrimary {
          if let choice = chooseFont(for: scalars[...], style: style, key: key) {
            if choice > 0 {
              let font = fallbackFonts(for: style, key: key)[choice - 1]
              if let known = fontIndexOf[ObjectIdentifier(font)] {
                face = known
              } else {
                face = fonts.count
                fontIndexOf[ObjectIdentifier(font)] = face
                fonts.append(font)
              }
            }
          } else {
            for value in scalars
            where !CharacterClass.isIgnorableForCoverage(value) && !style.font.covers(value) {
              if let scalar = Unicode.Scalar(value), !missing.contains(scalar) {
                missing.append(scalar)
              }
            }
          }
        }
        if let last = fontRuns.last, last.font == face, last.range.upperBound == start {
          fontRuns[fontRuns.count - 1].range = last.range.lowerBound..<end
        } else {
          fontRuns.append((start..<end, face))
        }
        offset = end
      }
      _ = offset

      // Runs of one direction, one script and one face.
      let bidiRuns =
        needsComplex ? Bidi.runs(utf16) : [Bidi.Run(range: 0..<length, isRightToLeft: false)]
      let scriptRuns =
        needsComplex || units.contains(where: { $0 >= 0x0250 })
        ? Scripts.runs(utf16) : [Scripts.Run(range: 0..<length, tag: nil)]
      var cuts = Set<Int>([0, length])
      for run in bidiRuns { cuts.insert(run.range.lowerBound) }
      for run in scriptRuns { cuts.insert(run.range.lowerBound) }
      for run in fontRuns { cuts.insert(run.range.lowerBound) }
      let boundaries = cuts.sorted()

      // Shape each run once; advances go to the offset of their cluster, in ems.
      var advances = [Double](repeating: 0, count: length)
      var bidiIndex = 0
      var scriptIndex = 0
      var fontIndex = 0
      for b in 0..<(boundaries.count - 1) {
        let range = boundaries[b]..<boundaries[b + 1]
        while bidiRuns[bidiIndex].range.upperBound <= range.lowerBound { bidiIndex += 1 }
        while scriptRuns[scriptIndex].range.upperBound <= range.lowerBound { scriptIndex += 1 }
        while fontRuns[fontIndex].range.upperBound <= range.lowerBound { fontIndex += 1 }
        let font = fonts[fontRuns[fontIndex].font]
        let options = ShapingOptions(
          direction: bidiRuns[bidiIndex].isRightToLeft ? .rightToLeft : .leftToRight,
          script: scriptRuns[scriptIndex].tag, language: style.language)
        let scale = 1 / Double(font.shaping.unitsPerEm)
        do throws(ShapingError) {
          _ = try font.shaping.shape(
            utf16: utf16, range: range, options: options, buffer: shapingBuffer
          ) { _, cluster, advance in
            advances[cluster] += Double(advance) * scale
          }
        } catch {
          throw error == .outOfMemory
            ? LayoutError.outOfMemory : LayoutError.textTooLong(length: length)
        }
      }
      var positions = [Double](repeating: 0, count: length + 1)
      for i in 0..<length {
        // Line ends take no width, whatever the face maps them to.
        positions[i + 1] = positions[i] + (CharacterClass.isLineEnd(utf16[i]) ? 0 : advances[i])
      }

      // Break opportunities, and where each line's hanging whitespace starts.
      let (breaks, hard) =
        length == 0 ? ([0], [false]) : try lineBreaker(language: style.language).breaks(in: utf16)
      var trimmed = breaks
      for (i, offset) in breaks.enumerated() {
        var t = Int(offset)
        while t > 0, CharacterClass.isHangingSpace(utf16[t - 1]) { t -= 1 }
        trimmed[i] = Int32(t)
      }
      return PreparedText(
        text: text, length: length, fonts: fonts, missing: missing, fontRuns: fontRuns,
        letterSpacing: style.letterSpacing, positions: positions, breaks: breaks,
        hardBreaks: hard, trimmed: trimmed, clusterStarts: clusterStarts)
    }
  }

  /// The UTF-16 offsets where grapheme clusters start, ending with the length.
  static func graphemeStarts(_ text: String) -> [Int32] {
    var starts: [Int32] = []
    starts.reserveCapacity(text.utf16.count + 1)
    var offset: Int32 = 0
    for character in text {
      starts.append(offset)
      offset += Int32(character.utf16.count)
    }
    starts.append(offset)
    return starts
  }
}
