internal import CFreeType

extension FontFace {
  /// The face's metrics, read from its `head`, `hhea`, `OS/2`, `post` and
  /// `fvar` tables, in design units.
  ///
  /// - Throws: ``FontError/missingTable(path:index:table:)`` when `head` or
  ///   `hhea` is absent, ``FontError/invalidUnitsPerEm(path:index:unitsPerEm:)``
  ///   when `head.unitsPerEm` is outside 16…16384.
  public func metrics() throws(FontError) -> FontMetrics {
    guard let headPointer = FT_Get_Sfnt_Table(handle, FT_SFNT_HEAD) else {
      throw FontError.missingTable(path: path, index: index, table: "head")
    }
    let head = headPointer.assumingMemoryBound(to: TT_Header.self).pointee
    let unitsPerEm = Int(head.Units_Per_EM)
    guard (16...16384).contains(unitsPerEm) else {
      throw FontError.invalidUnitsPerEm(path: path, index: index, unitsPerEm: unitsPerEm)
    }
    guard let hheaPointer = FT_Get_Sfnt_Table(handle, FT_SFNT_HHEA) else {
      throw FontError.missingTable(path: path, index: index, table: "hhea")
    }
    let hhea = hheaPointer.assumingMemoryBound(to: TT_HoriHeader.self).pointee
    var metrics = FontMetrics(
      unitsPerEm: unitsPerEm,
      ascender: Int(hhea.Ascender), descender: Int(hhea.Descender), lineGap: Int(hhea.Line_Gap),
      glyphCount: Int(handle.pointee.num_glyphs), axes: variationAxes())
    metrics.yMax = Int(head.yMax)
    metrics.yMin = Int(head.yMin)

    if let os2Pointer = FT_Get_Sfnt_Table(handle, FT_SFNT_OS2) {
      let os2 = os2Pointer.assumingMemoryBound(to: TT_OS2.self).pointee
      if os2.version != 0xFFFF {
        metrics.typoAscender = Int(os2.sTypoAscender)
        metrics.typoDescender = Int(os2.sTypoDescender)
        metrics.typoLineGap = Int(os2.sTypoLineGap)
        metrics.winAscent = Int(os2.usWinAscent)
        metrics.winDescent = Int(os2.usWinDescent)
        metrics.useTypoMetrics = os2.fsSelection & (1 << 7) != 0
        metrics.weightClass = Int(os2.usWeightClass)
        metrics.widthClass = Int(os2.usWidthClass)
        if os2.version >= 2 {
          metrics.capHeight = os2.sCapHeight == 0 ? nil : Int(os2.sCapHeight)
          metrics.xHeight = os2.sxHeight == 0 ? nil : Int(os2.sxHeight)
        }
      }
    }
    if let postPointer = FT_Get_Sfnt_Table(handle, FT_SFNT_POST) {
      let post = postPointer.assumingMemoryBound(to: TT_Postscript.self).pointee
      metrics.underlinePosition = Int(post.underlinePosition)
      metrics.underlineThickness = Int(post.underlineThickness)
      metrics.italicAngle = Double(post.italicAngle) / 65536
      metrics.isFixedPitch = post.isFixedPitch != 0
    }
    return metrics
  }

  /// The variation axes from `fvar`, empty for a static face.
  func variationAxes() -> [VariationAxis] {
    guard isVariable else { return [] }
    var master: UnsafeMutablePointer<FT_MM_Var>?
    guard FT_Get_MM_Var(handle, &master) == 0, let master else { return [] }
    defer { FT_Done_MM_Var(library.handle, master) }
    let count = Int(master.pointee.num_axis)
    guard count > 0, let axes = master.pointee.axis else { return [] }
    return (0..<count).map { i in
      let axis = axes[i]
      return VariationAxis(
        tag: FontFace.tagString(UInt32(truncatingIfNeeded: axis.tag)),
        min: Double(axis.minimum) / 65536, default: Double(axis.def) / 65536,
        max: Double(axis.maximum) / 65536)
    }
  }

  /// The four characters of an OpenType tag, with unprintable bytes as `?`.
  static func tagString(_ tag: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8((tag >> UInt32($0)) & 0xFF) }
    return String(decoding: bytes.map { (32...126).contains($0) ? $0 : 63 }, as: UTF8.self)
  }
}
