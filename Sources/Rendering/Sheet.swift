import TextLayout

/// What a sheet shows: one text, measured at one or more sizes, a row each.
public struct Sheet: Sendable {
  /// The text, prepared once in `style`.
  public var text: PreparedText
  /// The style the text was prepared with.
  public var style: LayoutStyle
  /// The rows, top to bottom.
  public var rows: [SheetRow]

  /// Creates a sheet.
  public init(text: PreparedText, style: LayoutStyle, rows: [SheetRow]) {
    self.text = text
    self.style = style
    self.rows = rows
  }
}

/// One row of a sheet: the text measured at one size in one container.
public struct SheetRow: Sendable {
  /// What the row is, such as `large 17pt` (the line count and whether the
  /// text fits are added when drawn).
  public var label: String
  /// The text's measurement at this row's size, from
  /// `PreparedText.measure(pointSize:in:)` with `container`.
  public var measurement: TextMeasurement
  /// The container the text was measured in.
  public var container: Container
  /// The text as prepared for this row's size, when that differs from the
  /// sheet's (a face that follows the point size, see
  /// `PreparedText.shapedAtPointSize`); nil to draw the sheet's.
  public var text: PreparedText?
  /// Whether a line breaks inside a word wider than the container, as the
  /// caller found it (`WordSplit`: a break forced between a word and the
  /// punctuation after it is none); nil takes any forced break for one.
  public var splitsWord: Bool?

  /// Creates a row.
  public init(
    label: String, measurement: TextMeasurement, container: Container, text: PreparedText? = nil,
    splitsWord: Bool? = nil
  ) {
    self.label = label
    self.measurement = measurement
    self.container = container
    self.text = text
    self.splitsWord = splitsWord
  }
}

/// A drawn sheet: the pixels, and where each row's parts landed.
public struct RenderedSheet: Sendable {
  /// The picture.
  public var canvas: Canvas
  /// Each row's geometry, in the order of ``Sheet/rows``.
  public var rows: [RenderedRow]
}

/// Where one row of a sheet was drawn, in pixels.
public struct RenderedRow: Sendable, Equatable {
  /// The inside of the container's outline: its width × its allowed lines'
  /// height (the text's height when there is no line limit).
  public var box: PixelRect
  /// Each line's advance box: from the line's start to its end, at its height.
  public var lines: [PixelRect]
  /// The row's label (name, size, line count and verdict).
  public var label: PixelRect
  /// The verdict the label ends with: `fits`, `fits, splits a word` (a line
  /// breaks inside a word wider than the container), or `OVERFLOW` and by
  /// how much (`OVERFLOW +1 line, +12.5pt wide`).
  public var verdict: String
  /// Whether the text fits (as `measure` says); when false the row is marked
  /// and the overflowing glyphs are red.
  public var fits: Bool
}
