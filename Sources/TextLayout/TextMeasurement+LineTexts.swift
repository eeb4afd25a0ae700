extension TextMeasurement {
  /// The text of each line, in order: `text` cut at ``lineRanges``.
  ///
  /// - Parameter text: The text that was measured (``PreparedText/text``);
  ///   the ranges are UTF-16 offsets into it. Each line keeps the whitespace
  ///   that hangs at its end, and a hard line break ends the line it breaks.
  ///   (Ranges past the end of another text are cut short, never a trap.)
  public func lineTexts(of text: String) -> [String] {
    let units = text.utf16
    func index(_ offset: Int) -> String.Index {
      units.index(units.startIndex, offsetBy: offset, limitedBy: units.endIndex) ?? units.endIndex
    }
    return lineRanges.map { range in String(text[index(range.lowerBound)..<index(range.upperBound)])
    }
  }
}
