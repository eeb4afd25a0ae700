import FileAccess
import TextLayout

/// One measurement of `typometer measure`, as printed: the keys of its JSON
/// (CLI.md) and the values of its text row.
package struct MeasurementRow: Encodable, Sendable {
  package var text: String
  package var font: String
  package var category: String?
  package var size: Double
  package var advance: Double
  package var lines: Int
  package var lineHeight: Double
  package var height: Double
  package var fits: Bool
  package var overflow: Overflow
  package var missing: [String]
  package var fontsUsed: [String]
  /// The files of ``fontsUsed``, where two of its faces share a name
  /// (an app's subset and the system's whole font); absent otherwise.
  package var fontFiles: [String]? = nil
  /// Words a line broke inside of, with `|` at the break; absent when none.
  package var wordSplits: [String]? = nil
  /// The text as given, when what was measured differs from it (letter
  /// case, pseudo-localisation); absent otherwise.
  package var sourceText: String? = nil
  /// The `opsz` coordinate the face is set at, when it follows the size.
  package var opticalSize: Double? = nil
  /// The system font's tracking at the size, in points, when it has one.
  package var tracking: Double? = nil
  /// The scale a shrinking label set the text at (`--minimum-scale-factor`),
  /// when it fits only shrunk; the measurement is at the size times it.
  package var scale: Double? = nil
  /// The `wght` coordinate the face is set at, when a system-font weight
  /// sets it on a variable face (`font` names the face's default instance).
  package var weight: Double? = nil
  /// On Android: the font scale (size, widths and heights are then in dp).
  package var fontScale: Double? = nil
  /// The string's key, when it came from an app's string file.
  package var key: String? = nil
  /// The string's language, when its app's string file says it (a String
  /// Catalog's localization, an `.lproj` or `values-` folder's).
  package var language: String? = nil
  /// The string's variant, when its app's string file has several of its
  /// key: a plural form (`plural.one`), an array item (`0`).
  package var variant: String? = nil

  package struct Overflow: Encodable, Sendable {
    package var lines: Int
    package var width: Double
    package var height: Double

    package init(lines: Int, width: Double, height: Double) {
      self.lines = lines
      self.width = width
      self.height = height
    }
  }

  package init(
    text: String, font: String, category: String?, size: Double, advance: Double, lines: Int,
    lineHeight: Double, height: Double, fits: Bool, overflow: Overflow, missing: [String],
    fontsUsed: [String], wordSplits: [String]? = nil, sourceText: String? = nil
  ) {
    self.text = text
    self.font = font
    self.category = category
    self.size = size
    self.advance = advance
    self.lines = lines
    self.lineHeight = lineHeight
    self.height = height
    self.fits = fits
    self.overflow = overflow
    self.missing = missing
    self.fontsUsed = fontsUsed
    self.wordSplits = wordSplits
    self.sourceText = sourceText
  }
}

extension MeasurementRow {
  /// The fallback faces' names as a text row lists them: a name used before
  /// with its file's name (`NotoSansCJKkr-Regular (NotoSansCJK-Regular.ttc)`,
  /// the system's whole font after an app's subset).
  package var fallbackNames: [String] {
    fontsUsed.indices.dropFirst().map { i in
      guard let files = fontFiles, i < files.count, fontsUsed[..<i].contains(fontsUsed[i])
      else { return fontsUsed[i] }
      return fontsUsed[i] + " (" + Paths.name(of: files[i]) + ")"
    }
  }

  /// The row for `measurement` of `text` at `size`: its category or font
  /// scale, and the measurement's size, advance, lines, heights, fit and
  /// overflow.
  package init(
    text: String, font: String, size: SweepSize, measurement: TextMeasurement,
    missing: [String], fontsUsed: [String]
  ) {
    self.init(
      text: text, font: font, category: size.category?.name, size: measurement.pointSize,
      advance: measurement.advance, lines: measurement.lineCount,
      lineHeight: measurement.lineHeight, height: measurement.height, fits: measurement.fits,
      overflow: .init(
        lines: measurement.overflowLines, width: measurement.overflowWidth,
        height: measurement.overflowHeight),
      missing: missing, fontsUsed: fontsUsed)
    fontScale = size.fontScale
  }
}
