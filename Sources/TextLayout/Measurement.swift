import TypeScale

/// The container a text is measured in.
public struct Container: Sendable, Equatable {
  /// The line width in points, or nil for no wrapping.
  public var width: Double?
  /// The most lines allowed, or nil (or 0, as in UIKit) for no limit.
  public var maxLines: Int?
  /// Where line heights come from.
  public var lineHeight: LineHeightRule
  /// The style, category and platform a ``LineHeightRule/platformLeading``
  /// height is looked up for.
  public var leadingStyle: TextStyle
  public var leadingCategory: ContentSizeCategory
  public var leadingPlatform: Platform

  /// Creates a container.
  public init(
    width: Double? = nil, maxLines: Int? = nil, lineHeight: LineHeightRule = .font,
    leadingStyle: TextStyle = .body, leadingCategory: ContentSizeCategory = .large,
    leadingPlatform: Platform = .ios
  ) {
    self.width = width
    self.maxLines = maxLines
    self.lineHeight = lineHeight
    self.leadingStyle = leadingStyle
    self.leadingCategory = leadingCategory
    self.leadingPlatform = leadingPlatform
  }
}

/// One line of a measured text.
public struct LineBox: Sendable, Equatable {
  /// The line's UTF-16 range in the text (trailing whitespace included).
  public var range: Range<Int>
  /// The line's width in points, without the whitespace that hangs at its
  /// end, with the hyphen a line that ends at a soft hyphen shows.
  public var width: Double
  /// The line's height in points.
  public var height: Double
  /// The space after the line that ends a paragraph under text spacing
  /// (``TextSpacing/paragraphSpacing``), in points, included in ``height``;
  /// 0 for any other line.
  public var paragraphSpace: Double = 0
}

/// How a prepared text sets at one size in one container.
public struct TextMeasurement: Sendable, Equatable {
  /// The point size.
  public var pointSize: Double
  /// The unwrapped advance width of the whole text, in points.
  public var advance: Double
  /// The first line (every text has one, even an empty text).
  public var firstLine: LineBox
  /// The lines after the first, in order (empty for one line: no allocation).
  public var moreLines: [LineBox]
  /// Whether a single grapheme cluster is wider than the container.
  public var clusterWiderThanWidth: Bool
  /// Whether the text fits: no cluster wider than the width, and no more
  /// lines than allowed.
  public var fits: Bool
  /// Lines beyond the maximum (0 when they fit).
  public var overflowLines: Int
  /// How far the widest line passes the width, in points (0 when it does not).
  public var overflowWidth: Double
  /// How far the text's height passes the height of the allowed lines, in points.
  public var overflowHeight: Double
  /// UTF-16 offsets where a line starts between two break opportunities:
  /// the word before was wider than the line and was broken between grapheme
  /// clusters (UIKit does the same). Empty for most texts;
  /// `WordSplit/find(in:at:language:)` names the words.
  public var forcedBreaks: [Int] = []
  /// For each of ``forcedBreaks``, the UTF-16 range of the run it falls in:
  /// the text between the break opportunities around it, without the
  /// whitespace that ends it. It is this run that is wider than the line.
  public var forcedBreakRuns: [Range<Int>] = []

  /// The lines, in order.
  public var lineBoxes: [LineBox] { [firstLine] + moreLines }
  /// The number of lines.
  public var lineCount: Int { 1 + moreLines.count }
  /// The UTF-16 ranges of the lines in the text, in order (``lineCount`` of
  /// them; the JSON of `typometer measure` reports that count as `lines`).
  public var lineRanges: [Range<Int>] { lineBoxes.map(\.range) }
  /// Each line's width in points, without the whitespace that hangs at its end.
  public var lineWidths: [Double] { lineBoxes.map(\.width) }
  /// Each line's height in points.
  public var lineHeights: [Double] { lineBoxes.map(\.height) }
  /// The tallest line's height, in points.
  public var lineHeight: Double { moreLines.reduce(firstLine.height) { max($0, $1.height) } }
  /// The text's height: the sum of its lines' heights, in points (equal to
  /// `lines × lineHeight` when every line uses the same faces).
  public var height: Double { moreLines.reduce(firstLine.height) { $0 + $1.height } }
  /// The widest line's width, in points.
  public var width: Double { moreLines.reduce(firstLine.width) { max($0, $1.width) } }
}

extension PreparedText {
  /// Sets the text at `pointSize` in `container`: greedy line breaking at the
  /// break opportunities (a word wider than the line moves to a new line, then
  /// breaks between grapheme clusters), trailing whitespace hanging, hard
  /// breaks forcing new lines.
  ///
  /// - Throws: ``LayoutError`` for a size or width that is not a positive,
  ///   finite number, or a line-height rule that cannot be resolved.
  public func measure(pointSize: Double, in container: Container = Container()) throws(LayoutError)
    -> TextMeasurement
  {
    try measure(pointSize: pointSize, in: container, takingWholeLines: true)
  }

  /// ``measure(pointSize:in:)``; `takingWholeLines` lets a text that fits
  /// on one line skip the break-by-break search (tests compare both ways).
  func measure(pointSize: Double, in container: Container, takingWholeLines: Bool)
    throws(LayoutError) -> TextMeasurement
  {
    guard pointSize.isFinite, pointSize > 0, pointSize <= LayoutLimits.maximumPointSize else {
      throw LayoutError.invalidSize(pointSize)
    }
    if let width = container.width, !(width.isFinite && width > 0) {
      throw LayoutError.invalidWidth(width)
    }
    let size = pointSize
    let spacing = clusterSpacing(atPointSize: pointSize)
    let spacing_ = self.spacing
    // The tracking a fallback face's clusters do not take (0 for none).
    let untracked = untrackedPoints(atPointSize: pointSize)
    func width(_ a: Int, _ b: Int) -> Double {
      var spaced = spacing == 0 ? 0 : Double(clusterCount(a, b)) * spacing
      if untracked != 0 {
        spaced -= Double(clusterCount(a, b) - trackedClusterCount(a, b)) * untracked
      }
      return (positions[b] - positions[a]) * size + spaced
    }

    // The hyphen a line ending at the soft hyphen before break `j` shows,
    // in points (the last break ends the text: no line continues after it);
    // the soft hyphen's own cluster already takes the letter spacing.
    let softHyphens = self.softHyphens
    func hyphen(_ j: Int) -> Double {
      guard let softHyphens, j < breaks.count - 1, softHyphens.breaks.contains(Int32(j)) else {
        return 0
      }
      return softHyphens.ems * size
    }

    var first: LineBox? = nil
    var boxes: [LineBox] = []
    var tooWide = false
    // Heights: one face means one natural height for every line.
    let singleFace = fallbacks.isEmpty
    let singleNatural = primary.lineHeightPerPoint * size
    let simpleHeight = singleFace && container.lineHeight == .font
    let leastHeight = (spacing_?.minimumLineHeight ?? 0) * size
    func addLine(_ range: Range<Int>, width: Double) throws(LayoutError) {
      var height: Double
      if simpleHeight {
        height = singleNatural
      } else {
        let natural = singleFace ? singleNatural : naturalLineHeight(range) * size
        height = try resolveLineHeight(natural: natural, size: size, container: container)
      }
      if height < leastHeight { height = leastHeight }
      let box = LineBox(range: range, width: width, height: height)
      if first == nil {
        first = box
      } else {
        // Room for the lines the advance needs at least, plus a few, at once.
        if boxes.isEmpty, let limit { boxes.reserveCapacity(estimatedLines(limit) + 2) }
        boxes.append(box)
      }
    }
    let limit = container.width.map { $0 * (1 + 1e-12) + 1e-9 }
    func estimatedLines(_ limit: Double) -> Int {
      let lines = width(0, length) / limit
      return lines < Double(breaks.count) ? Int(lines) : breaks.count
    }
    var start = 0
    // The whole text on one line when it fits: what the loop below finds,
    // break by break, when no break is mandatory and the width at each
    // break is at most the width at the last one (advances that ascend, and
    // letter spacing that is not negative).
    if takingWholeLines, length > 0, hardBreaks.isEmpty, breaks.last == Int32(length) {
      let end = max(Int(trimmed[trimmed.count - 1]), 0)
      let whole = width(0, end)
      if let limit {
        if trimmedAdvancesAscend, spacing >= 0, spacing - untracked >= 0, !(whole > limit) {
          try addLine(0..<length, width: whole)
          start = length
        }
      } else {
        try addLine(0..<length, width: whole)
        start = length
      }
    }
    var forcedBreaks: [Int] = []
    var forcedBreakRuns: [Range<Int>] = []
    var next = 0  // index of the first break after `start`
    while start < length {
      while next < breaks.count && Int(breaks[next]) <= start { next += 1 }
      guard next < breaks.count else { break }
      var chosen: Int? = nil
      var j = next
      while j < breaks.count {
        let end = Int(trimmed[j])
        let lineWidth = width(start, max(end, start))
        if let limit, lineWidth > limit { break }
        // (A soft hyphen's break is taken where its hyphen fits too; a
        // later break may fit without one.)
        if limit.map({ lineWidth + hyphen(j) <= $0 }) ?? true { chosen = j }
        if isHardBreak(j) { break }
        j += 1
      }
      if let chosen {
        let end = Int(breaks[chosen])
        try addLine(
          start..<end, width: width(start, max(Int(trimmed[chosen]), start)) + hyphen(chosen))
        start = end
        continue
      }
      // The next word alone is wider than the line: break it between clusters.
      let segmentEnd = Int(trimmed[next])
      var end = start
      var candidate = nextClusterBoundary(after: start)
      while candidate <= segmentEnd, candidate > end {
        // (Ending at a soft hyphen, the line shows its hyphen: also where
        // it ends just before it, the same place, which no device breaks
        // at without the hyphen.)
        let atSoftHyphen = candidate == segmentEnd || candidate == Int(breaks[next]) - 1
        let shown = atSoftHyphen ? hyphen(next) : 0
        if let limit, width(start, candidate) + shown > limit { break }
        end = candidate
        candidate = nextClusterBoundary(after: candidate)
      }
      if end == start {
        // Not even one cluster fits: it goes on a line of its own.
        end = nextClusterBoundary(after: start)
        tooWide = true
      }
      if end >= segmentEnd {
        end = Int(breaks[next])
      } else {
        forcedBreaks.append(end)
        forcedBreakRuns.append((next > 0 ? Int(breaks[next - 1]) : 0)..<segmentEnd)
      }
      try addLine(
        start..<end,
        width: width(start, min(end, segmentEnd)) + (end == Int(breaks[next]) ? hyphen(next) : 0))
      start = end
    }
    if first == nil || (length > 0 && isHardBreak(breaks.count - 1) && breaks.last == Int32(length))
    {
      // An empty text, or one ending in a line break, has an (empty) last line.
      try addLine(length..<length, width: 0)
    }

    if let paragraphs = spacing_?.paragraphSpacing, paragraphs > 0, !hardBreaks.isEmpty {
      // Space after each paragraph but the last: on the line a mandatory break ends.
      let ends = Set(hardBreaks.map { Int(breaks[Int($0)]) })
      let extra = paragraphs * size
      if !boxes.isEmpty, let line = first, ends.contains(line.range.upperBound) {
        first?.height += extra
        first?.paragraphSpace = extra
      }
      for i in boxes.indices.dropLast() where ends.contains(boxes[i].range.upperBound) {
        boxes[i].height += extra
        boxes[i].paragraphSpace = extra
      }
    }
    let maxLines = container.maxLines.flatMap { $0 > 0 ? $0 : nil }
    let firstLine = first!
    let overflowLines = maxLines.map { max(0, 1 + boxes.count - $0) } ?? 0
    var totalHeight = firstLine.height
    var allowedHeight = firstLine.height
    var widest = firstLine.width
    for (i, box) in boxes.enumerated() {
      totalHeight += box.height
      if i + 1 < (maxLines ?? Int.max) { allowedHeight += box.height }
      widest = max(widest, box.width)
    }
    return TextMeasurement(
      pointSize: size, advance: width(0, length), firstLine: firstLine, moreLines: boxes,
      clusterWiderThanWidth: tooWide,
      fits: !tooWide && overflowLines == 0, overflowLines: overflowLines,
      overflowWidth: container.width.map { max(0, widest - $0) } ?? 0,
      overflowHeight: max(0, totalHeight - allowedHeight), forcedBreaks: forcedBreaks,
      forcedBreakRuns: forcedBreakRuns)
  }

  /// The largest natural line height, per point of size, among the faces set
  /// on `line` (the primary face's for an empty line).
  func naturalLineHeight(_ line: Range<Int>) -> Double {
    guard !fallbacks.isEmpty else { return primary.lineHeightPerPoint }
    // The runs are in order and meet end to end: from the first that ends
    // after the line starts, up to the line's end, or until the tallest
    // face of all is found.
    let tallest = fallbacks.reduce(primary.lineHeightPerPoint) { max($0, $1.lineHeightPerPoint) }
    var low = 0
    var high = runs.count
    while low < high {
      let mid = (low + high) / 2
      if runs[mid].range.upperBound <= line.lowerBound { low = mid + 1 } else { high = mid }
    }
    var best = 0.0
    for run in runs[low...] {
      if line.isEmpty {
        if run.range.contains(line.lowerBound) { best = font(run.font).lineHeightPerPoint }
        break
      }
      guard run.range.lowerBound < line.upperBound else { break }
      if run.range.overlaps(line) {
        best = max(best, font(run.font).lineHeightPerPoint)
        if best >= tallest { break }
      }
    }
    return best > 0 ? best : primary.lineHeightPerPoint
  }

  private func resolveLineHeight(natural: Double, size: Double, container: Container)
    throws(LayoutError) -> Double
  {
    switch container.lineHeight {
    case .font: return natural
    case .multiple(let factor):
      guard factor.isFinite, factor >= 0 else { throw LayoutError.invalidSize(factor) }
      return natural * factor
    case .fixed, .platformLeading:
      do {
        return try container.lineHeight.lineHeight(
          atPointSize: size, lineMetrics: nil, textStyle: container.leadingStyle,
          category: container.leadingCategory, platform: container.leadingPlatform)
      } catch {
        throw LayoutError.invalidSize(size)
      }
    }
  }
}

/// The index of the first element greater than `value` in ascending `array`.
@inline(__always)
func upperIndex(_ array: [Int32], _ value: Int) -> Int {
  var low = 0
  var high = array.count
  while low < high {
    let mid = (low + high) / 2
    if Int(array[mid]) <= value { low = mid + 1 } else { high = mid }
  }
  return low
}
