import TextLayout
import TypeScale

/// Draws sheets: a row per size, each with a label, the container drawn as a
/// box, the text set as `measure` set it, and what does not fit in red.
///
/// Lines past the container's line limit, and clusters that reach past its
/// width, are drawn in red; a row that overflows gets a red bar in the margin
/// and a red verdict in its label. Right-to-left paragraphs align to the
/// box's right edge. The same sheet gives the same pixels on the same
/// FreeType version.
///
/// Holds a glyph rasterizer (with its open faces) and a layout context: one
/// thread at a time.
public final class SheetRenderer {
  /// Pixels per point (2 draws like a @2x screen).
  public let scale: Double
  /// The face labels are set in (nil: the sheet's own face).
  public let labelFont: LayoutFont?
  private let context: LayoutContext
  private let rasterizer: GlyphRasterizer

  /// The sheet's proportions, in points.
  enum Metrics {
    static let margin = 12.0
    static let labelSize = 11.0
    static let labelGap = 5.0
    static let statusGap = 8.0
    static let rowGap = 16.0
    static let markerX = 4.0
    static let markerWidth = 3.0
  }

  /// The face labels are set in: one that covers every character a label
  /// can hold (Basic Latin, U+0020 … U+007E). A bundled UI face
  /// (`Inter-Regular`, else `Roboto-Regular`) when the catalog has one, else
  /// the catalog's face nearest a plain Regular that covers them (upright,
  /// weight nearest 400, normal width, then by name; at most
  /// ``maximumLabelFontCandidates`` faces are opened), or nil when none does.
  public static func labelFont(in store: FontStore) -> LayoutFont? {
    func coversLabels(_ font: LayoutFont) -> Bool {
      (0x20...0x7E as ClosedRange<UInt32>).allSatisfy { font.coverage.contains(scalarValue: $0) }
    }
    for name in ["Inter-Regular", "Roboto-Regular"] {
      if let font = try? store.font(named: name), coversLabels(font) { return font }
    }
    let candidates = store.catalog.records.filter { !$0.postscriptName.isEmpty }.sorted {
      (
        $0.italic ? 1 : 0, abs($0.weight - 400), abs($0.width - 5), $0.variable ? 1 : 0,
        $0.postscriptName, $0.path
      ) < (
        $1.italic ? 1 : 0, abs($1.weight - 400), abs($1.width - 5), $1.variable ? 1 : 0,
        $1.postscriptName, $1.path
      )
    }
    for record in candidates.prefix(maximumLabelFontCandidates) {
      if let font = try? store.font(for: record), coversLabels(font) { return font }
    }
    return nil
  }

  /// The most faces ``labelFont(in:)`` opens looking for one that covers
  /// the labels (a system catalog holds thousands; most Regular faces do).
  public static let maximumLabelFontCandidates = 256

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - context: Lays out the labels (the thread's layout context).
  ///   - labelFont: The face for labels, such as the bundled `Inter-Regular`;
  ///     nil sets them in each sheet's own face.
  ///   - scale: Pixels per point, above 0 and at most ``RenderLimits/maximumScale``.
  /// - Throws: ``RenderError/invalidScale(_:)``.
  public init(context: LayoutContext, labelFont: LayoutFont? = nil, scale: Double = 2)
    throws(RenderError)
  {
    guard scale.isFinite, scale > 0, scale <= RenderLimits.maximumScale else {
      throw RenderError.invalidScale(scale)
    }
    self.context = context
    self.labelFont = labelFont
    self.scale = scale
    self.rasterizer = GlyphRasterizer()
  }

  /// One row laid out, in points from the row's box (lines) or the sheet's left.
  private struct RowLayout {
    var row: SheetRow
    var lines: [GlyphLine]
    var lineXs: [Double]
    var lineTops: [Double]
    var boxWidth: Double
    var boxHeight: Double
    var maxLines: Int?
    var label: GlyphLine
    var status: GlyphLine
    var verdict: String
    var fits: Bool
    /// The leftmost and rightmost points the text reaches, from the box's left edge.
    var minX: Double
    var maxX: Double
    /// The row's height below its top: label, gap, then the box or the text.
    var height: Double
    var labelHeight: Double
  }

  /// Draws `sheet`.
  ///
  /// - Throws: ``RenderError/imageTooLarge(width:height:)`` before allocating
  ///   when the picture would pass ``RenderLimits``; ``RenderError/layout(_:)``
  ///   or ``RenderError/font(_:)`` when a face cannot be shaped or opened.
  public func render(_ sheet: Sheet) throws(RenderError) -> RenderedSheet {
    let layouts = try sheet.rows.map { row throws(RenderError) in try layout(row, in: sheet) }
    let m = Metrics.self
    let leftPad = layouts.map { max(0, -$0.minX) }.max() ?? 0
    let boxLeft = m.margin + leftPad
    let contentRight =
      layouts.map {
        max($0.maxX, $0.label.width + m.statusGap + $0.status.width)
      }.max() ?? 0
    let width = boxLeft + contentRight + m.margin
    let height =
      m.margin * 2 + layouts.reduce(0) { $0 + $1.height }
      + m.rowGap * Double(max(0, layouts.count - 1))
    let pixelWidth = (width * scale).rounded(.up)
    let pixelHeight = (height * scale).rounded(.up)
    try Canvas.checkSize(width: pixelWidth, height: pixelHeight)
    var canvas = try Canvas(width: Int(pixelWidth), height: Int(pixelHeight))

    var rendered: [RenderedRow] = []
    var top = m.margin
    for layout in layouts {
      rendered.append(try draw(layout, top: top, boxLeft: boxLeft, on: &canvas))
      top += layout.height + m.rowGap
    }
    return RenderedSheet(canvas: canvas, rows: rendered)
  }

  private func layout(_ row: SheetRow, in sheet: Sheet) throws(RenderError) -> RowLayout {
    let measurement = row.measurement
    let lines: [GlyphLine]
    do throws(LayoutError) {
      lines = try (row.text ?? sheet.text).glyphLines(for: measurement, style: sheet.style)
    } catch {
      throw RenderError.layout(error)
    }
    let boxWidth = max(0, row.container.width ?? measurement.width)
    let maxLines = row.container.maxLines.flatMap { $0 > 0 ? $0 : nil }
    var boxHeight = 0.0
    if let maxLines {
      for i in 0..<min(maxLines, 10_000) {
        boxHeight += i < lines.count ? lines[i].height : measurement.lineHeight
      }
    } else {
      boxHeight = measurement.height
    }
    var lineXs: [Double] = []
    var lineTops: [Double] = []
    var y = 0.0
    var minX = 0.0
    var maxX = boxWidth
    for line in lines {
      let x = line.direction == .rightToLeft ? boxWidth - line.width : 0
      lineXs.append(x)
      lineTops.append(y)
      y += line.height
      minX = min(minX, x)
      maxX = max(maxX, x + line.width)
    }

    let lineCount = measurement.lineCount == 1 ? "1 line" : "\(measurement.lineCount) lines"
    // A text that fits by breaking a word inside itself says so (a word
    // split's picture is of a text that fits).
    let splits = row.splitsWord ?? !measurement.forcedBreaks.isEmpty
    var verdict = splits ? "fits, splits a word" : "fits"
    if !measurement.fits {
      var reasons: [String] = []
      if measurement.overflowLines > 0 {
        reasons.append(
          "+\(measurement.overflowLines) line" + (measurement.overflowLines == 1 ? "" : "s"))
      }
      if measurement.overflowWidth > 0 {
        reasons.append("+\(Self.format(measurement.overflowWidth))pt wide")
      }
      verdict = "OVERFLOW" + (reasons.isEmpty ? "" : " " + reasons.joined(separator: ", "))
    }
    let label = try labelLine(row.label + "  " + lineCount, sheet: sheet)
    let status = try labelLine(verdict, sheet: sheet)
    let labelHeight = max(label.height, status.height)
    return RowLayout(
      row: row, lines: lines, lineXs: lineXs, lineTops: lineTops, boxWidth: boxWidth,
      boxHeight: boxHeight, maxLines: maxLines, label: label, status: status, verdict: verdict,
      fits: measurement.fits, minX: minX, maxX: maxX,
      height: labelHeight + Metrics.labelGap + max(boxHeight, y), labelHeight: labelHeight)
  }

  /// A label set on one line in the label face at the label size.
  private func labelLine(_ text: String, sheet: Sheet) throws(RenderError) -> GlyphLine {
    // Without a label face, the sheet's face may lack Latin: let fallback fill in.
    let style = LayoutStyle(font: labelFont ?? sheet.style.font, allowsFallback: labelFont == nil)
    do throws(LayoutError) {
      let prepared = try context.prepare(text, style: style)
      let measurement = try prepared.measure(pointSize: Metrics.labelSize)
      return try prepared.glyphLines(for: measurement, style: style)[0]
    } catch {
      throw RenderError.layout(error)
    }
  }

  private func draw(_ layout: RowLayout, top: Double, boxLeft: Double, on canvas: inout Canvas)
    throws(RenderError) -> RenderedRow
  {
    let m = Metrics.self
    let s = scale
    // Pixels, held to a range any position can be (a position off the canvas
    // is clipped when drawn).
    func px(_ points: Double) -> Int {
      let pixels = (points * s).rounded()
      return pixels.isNaN ? 0 : Int(max(-1e9, min(1e9, pixels)))
    }
    func rect(x: Double, y: Double, width: Double, height: Double) -> PixelRect {
      PixelRect(x: px(x), y: px(y), width: px(x + width) - px(x), height: px(y + height) - px(y))
    }

    // The label, then the verdict after it (red when the text does not fit).
    let labelTop = top
    let statusX = m.margin + layout.label.width + m.statusGap
    try drawLine(
      layout.label, x: m.margin, top: labelTop, color: .label, overflow: { _ in false },
      on: &canvas)
    try drawLine(
      layout.status, x: statusX, top: labelTop, color: layout.fits ? .label : .overflow,
      overflow: { _ in false }, on: &canvas)
    let labelRect = rect(
      x: m.margin, y: labelTop, width: statusX + layout.status.width - m.margin,
      height: layout.labelHeight)

    // The container: line separators inside, the outline outside.
    let boxTop = top + layout.labelHeight + m.labelGap
    let box = rect(x: boxLeft, y: boxTop, width: layout.boxWidth, height: layout.boxHeight)
    let limit = layout.maxLines ?? Int.max
    for (i, lineTop) in layout.lineTops.enumerated() where i > 0 && i < limit {
      canvas.fill(
        PixelRect(x: box.x, y: px(boxTop + lineTop), width: box.width, height: 1),
        with: .lineSeparator)
    }
    canvas.stroke(box, with: .box, thickness: max(1, Int(s / 2)))
    if !layout.fits {
      canvas.fill(
        rect(x: m.markerX, y: top, width: m.markerWidth, height: layout.height), with: .overflow)
    }

    // The text: red past the line limit and where a cluster passes the width.
    let width = layout.row.container.width
    let widthLimit = width.map { $0 * (1 + 1e-12) + 1e-9 }
    var lineRects: [PixelRect] = []
    for (i, line) in layout.lines.enumerated() {
      let x = boxLeft + layout.lineXs[i]
      let lineTop = boxTop + layout.lineTops[i]
      lineRects.append(rect(x: x, y: lineTop, width: line.width, height: line.height))
      let pastLimit = i >= limit
      var spans: [Int: ClusterSpan] = [:]
      for span in line.clusters { spans[span.range.lowerBound] = span }
      let lineX = layout.lineXs[i]
      try drawLine(
        line, x: x, top: lineTop, color: .text,
        overflow: { glyph in
          if pastLimit { return true }
          guard let widthLimit, let span = spans[glyph.cluster] else { return false }
          let left = lineX + span.x
          return left + span.width > widthLimit || left < -1e-9
        }, on: &canvas)
    }
    return RenderedRow(
      box: box, lines: lineRects, label: labelRect, verdict: layout.verdict, fits: layout.fits)
  }

  /// Draws `line` with its left edge at `x` and its top at `top` (points),
  /// glyphs for which `overflow` is true in red.
  private func drawLine(
    _ line: GlyphLine, x: Double, top: Double, color: RGBA,
    overflow: (PositionedGlyph) -> Bool, on canvas: inout Canvas
  ) throws(RenderError) {
    let baseline = top + line.baseline
    for glyph in line.glyphs {
      let red = overflow(glyph)
      try rasterizer.draw(
        glyph.glyphID, of: glyph.font, pixelsPerEm: line.pointSize * scale,
        x: (x + glyph.x) * scale, y: (baseline - glyph.yOffset) * scale,
        color: red ? .overflow : color, tintsColorGlyphs: red, on: &canvas)
    }
  }

  /// A number of points with at most one decimal.
  static func format(_ value: Double) -> String { NumberText.string(value, fractionDigits: 1) }
}
