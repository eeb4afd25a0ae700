internal import CFreeType

extension FontFace {
  /// Draws glyph `glyphID` at `pixelsPerEm`, for pictures of text.
  ///
  /// A face with outlines renders the glyph unhinted (`FT_LOAD_NO_HINTING`, so
  /// shapes sit where HarfBuzz's unhinted advances put them) and antialiased
  /// (`FT_RENDER_MODE_NORMAL`), moved by the subpixel offsets
  /// (`FT_Set_Transform`). A face with only bitmap strikes (colour emoji in
  /// `CBDT`) gives the glyph from the smallest strike at or above `pixelsPerEm`,
  /// else the largest (`FT_Select_Size`), unscaled: its ``GlyphBitmap/pixelsPerEm``
  /// says the strike's size, and the offsets do not apply. Colour glyphs come
  /// in colour (`FT_LOAD_COLOR`).
  ///
  /// The face keeps the size it was last set to, so drawing many glyphs at one
  /// size sets it once.
  ///
  /// - Parameters:
  ///   - glyphID: The glyph, as HarfBuzz's shaping names it.
  ///   - pixelsPerEm: The font size in pixels (point size × pixels per point),
  ///     rounded to 1/64 pixel; above 0.
  ///   - subpixelOffsetX: How far right to move an outline, in pixels (rounded
  ///     to 1/64 pixel): the part of the glyph's position below a whole pixel.
  ///   - subpixelOffsetY: How far down to move an outline, in pixels (rounded
  ///     to 1/64 pixel).
  /// - Returns: The bitmap, or nil when the glyph is empty (a space), when
  ///   FreeType cannot load or render it, when a size or offset is out of
  ///   range, or when its outline would make a bitmap wider or taller than
  ///   ``FontLimits/maximumGlyphSide`` or larger than
  ///   ``FontLimits/maximumGlyphPixels``.
  public func renderGlyph(
    _ glyphID: UInt32, pixelsPerEm: Double, subpixelOffsetX: Double = 0,
    subpixelOffsetY: Double = 0
  ) -> GlyphBitmap? {
    guard pixelsPerEm.isFinite, pixelsPerEm > 0 else { return nil }
    var flags = FT_Int32(FT_LOAD_NO_HINTING)
    if hasColor { flags |= FT_Int32(FT_LOAD_COLOR) }
    let drawnPixelsPerEm: Double
    if isScalable {
      let size = (pixelsPerEm * 64).rounded()
      let dx = (subpixelOffsetX * 64).rounded()
      let dy = (subpixelOffsetY * 64).rounded()
      let range = -0x7FFF_FFFF...0x7FFF_FFFF as ClosedRange<Double>
      guard size >= 1, size <= 0x7FFF_FFFF, range.contains(dx), range.contains(dy) else {
        return nil
      }
      if renderingSize != Int(size) {
        guard FT_Set_Char_Size(handle, 0, FT_F26Dot6(size), 72, 72) == 0 else { return nil }
        renderingSize = Int(size)
      }
      flags |= FT_Int32(FT_LOAD_NO_BITMAP)
      var delta = FT_Vector(x: FT_Pos(dx), y: FT_Pos(-dy))
      FT_Set_Transform(handle, nil, &delta)
      drawnPixelsPerEm = pixelsPerEm
    } else {
      guard let (strike, strikePixels) = bestStrike(pixelsPerEm: pixelsPerEm) else { return nil }
      if renderingSize != -1 - strike {
        guard FT_Select_Size(handle, FT_Int(strike)) == 0 else { return nil }
        renderingSize = -1 - strike
      }
      drawnPixelsPerEm = strikePixels
    }
    guard FT_Load_Glyph(handle, FT_UInt(glyphID), flags) == 0, let slot = handle.pointee.glyph
    else { return nil }
    if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
      // A hostile outline can span far more than its em: bound the bitmap
      // FreeType would allocate before it does.
      if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        let width = (Double(box.xMax) - Double(box.xMin)) / 64 + 2
        let height = (Double(box.yMax) - Double(box.yMin)) / 64 + 2
        guard width <= Double(FontLimits.maximumGlyphSide),
          height <= Double(FontLimits.maximumGlyphSide),
          width * height <= Double(FontLimits.maximumGlyphPixels)
        else { return nil }
      }
      guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
    }
    return GlyphBitmap(
      slot.pointee.bitmap, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
      pixelsPerEm: drawnPixelsPerEm)
  }

  /// The strike to draw `pixelsPerEm` from: the smallest at or above it, else
  /// the largest; with its number and its size in pixels per em.
  private func bestStrike(pixelsPerEm: Double) -> (Int, Double)? {
    let count = Int(handle.pointee.num_fixed_sizes)
    guard count > 0, let sizes = handle.pointee.available_sizes else { return nil }
    var best: (index: Int, pixels: Double)? = nil
    for i in 0..<count {
      let strike = sizes[i]
      let pixels = strike.y_ppem > 0 ? Double(strike.y_ppem) / 64 : Double(strike.height)
      guard pixels > 0 else { continue }
      if let current = best {
        let currentAbove = current.pixels >= pixelsPerEm
        let above = pixels >= pixelsPerEm
        if above && (!currentAbove || pixels < current.pixels)
          || !above && !currentAbove && pixels > current.pixels
        {
          best = (i, pixels)
        }
      } else {
        best = (i, pixels)
      }
    }
    return best.map { ($0.index, $0.pixels) }
  }
}
