internal import CHarfBuzz

extension ShapingFont {
  /// Shapes `text` with this font.
  ///
  /// - Returns: Glyphs with UTF-8 cluster offsets and advances in design units.
  /// - Throws: ``ShapingError`` when the text is too long or memory runs out.
  public func shape(_ text: String, options: ShapingOptions = ShapingOptions()) throws(ShapingError)
    -> ShapedRun
  {
    var text = text
    let result: Result<ShapedRun, ShapingError> = text.withUTF8 { utf8 in
      Result { () throws(ShapingError) in
        try shape(utf8: utf8, range: 0..<utf8.count, options: options)
      }
    }
    return try result.get()
  }

  /// Shapes the bytes `range` of UTF-8 `text`, using the rest as context (so
  /// joining scripts shape correctly at the run's edges).
  ///
  /// - Returns: Glyphs whose clusters are offsets into the whole of `utf8`.
  public func shape(
    utf8: UnsafeBufferPointer<UInt8>, range: Range<Int>, options: ShapingOptions = ShapingOptions()
  ) throws(ShapingError) -> ShapedRun {
    guard range.lowerBound >= 0, range.upperBound <= utf8.count else {
      throw ShapingError.invalidRange
    }
    guard utf8.count <= ShapingLimits.maximumTextLength else {
      throw ShapingError.textTooLong(bytes: utf8.count)
    }
    let shapingBuffer = try ShapingBuffer()
    let buffer = shapingBuffer.handle

    utf8.withMemoryRebound(to: CChar.self) { chars in
      hb_buffer_add_utf8(
        buffer, chars.baseAddress, Int32(chars.count), UInt32(range.lowerBound),
        Int32(range.count))
    }
    shapingBuffer.setProperties(from: options)
    options.harfBuzzFeatures.withUnsafeBufferPointer {
      hb_shape(font, buffer, $0.baseAddress, UInt32($0.count))
    }
    guard hb_buffer_allocation_successful(buffer) != 0 else { throw ShapingError.outOfMemory }

    var count: UInt32 = 0
    let infos = hb_buffer_get_glyph_infos(buffer, &count)
    let positions = hb_buffer_get_glyph_positions(buffer, nil)
    var glyphs: [ShapedGlyph] = []
    if let infos, let positions {
      glyphs.reserveCapacity(Int(count))
      for i in 0..<Int(count) {
        glyphs.append(
          ShapedGlyph(
            glyphID: infos[i].codepoint, cluster: Int(infos[i].cluster),
            xAdvance: positions[i].x_advance, yAdvance: positions[i].y_advance,
            xOffset: positions[i].x_offset, yOffset: positions[i].y_offset))
      }
    }
    let direction: TextDirection =
      hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL ? .rightToLeft : .leftToRight
    return ShapedRun(glyphs: glyphs, unitsPerEm: unitsPerEm, direction: direction)
  }
}

extension ShapingOptions {
  /// ``features`` as HarfBuzz reads them; strings it cannot read are left out.
  var harfBuzzFeatures: [hb_feature_t] {
    features.compactMap { text -> hb_feature_t? in
      var feature = hb_feature_t()
      return hb_feature_from_string(text, Int32(text.utf8.count), &feature) != 0 ? feature : nil
    }
  }
}
