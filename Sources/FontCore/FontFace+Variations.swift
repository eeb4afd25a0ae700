internal import CFreeType

extension FontFace {
  /// Opens the face at `instance.location` and sets its coordinates, as
  /// ``setVariations(_:)`` does.
  public convenience init(at instance: FaceInstance) throws(FontError) {
    try self.init(at: instance.location)
    setVariations(instance.variations)
  }

  /// Sets design coordinates on the face: each axis named in `variations`
  /// takes its value (clamped to the axis's range), every other axis keeps
  /// the named instance's (or the default) value. Metrics read afterwards
  /// include `MVAR`'s deltas, and glyphs are drawn at the new coordinates.
  /// Tags the face has no axis for are ignored, as is a static face.
  public func setVariations(_ variations: [FontVariation]) {
    guard !variations.isEmpty, isVariable else { return }
    let axes = variationAxes()
    guard !axes.isEmpty else { return }
    var coordinates = [FT_Fixed](repeating: 0, count: axes.count)
    guard FT_Get_Var_Design_Coordinates(handle, FT_UInt(axes.count), &coordinates) == 0 else {
      return
    }
    var changed = false
    for variation in variations {
      guard let i = axes.firstIndex(where: { $0.tag == variation.tag }), variation.value.isFinite
      else { continue }
      let value = min(max(variation.value, axes[i].min), axes[i].max)
      coordinates[i] = FT_Fixed((value * 65536).rounded())
      changed = true
    }
    if changed {
      _ = FT_Set_Var_Design_Coordinates(handle, FT_UInt(axes.count), &coordinates)
    }
  }

  /// Whether the face's font file has the table `tag` (such as `STAT` or `trak`).
  public func hasTable(_ tag: String) -> Bool {
    guard let value = Self.sfntTag(tag) else { return false }
    var length: FT_ULong = 0
    return FT_Load_Sfnt_Table(handle, value, 0, nil, &length) == 0 && length > 0
  }
}

extension FontFace {
  /// The design coordinates of this face's named instance, by axis tag, as
  /// the font's `fvar` table lists them (FreeType's `FT_MM_Var.namedstyle`),
  /// or nil when the face is not a named instance of a variable font. The
  /// default instance FreeType adds when no named instance sits at the
  /// defaults (numbered one past the last) has the axes' defaults.
  ///
  /// These are the values to read an instance's weight from: Fontconfig
  /// scales an instance's `wght` by `OS/2.usWeightClass` / the axis default,
  /// which is off whenever the two differ.
  public var namedInstanceCoordinates: [String: Double]? {
    let instance = index.namedInstance
    guard instance > 0, isVariable else { return nil }
    var master: UnsafeMutablePointer<FT_MM_Var>?
    guard FT_Get_MM_Var(handle, &master) == 0, let master else { return nil }
    defer { FT_Done_MM_Var(library.handle, master) }
    let axisCount = Int(master.pointee.num_axis)
    guard axisCount > 0, let axes = master.pointee.axis else { return nil }
    let styleCount = Int(master.pointee.num_namedstyles)
    var result: [String: Double] = [:]
    for i in 0..<axisCount {
      let tag = FontFace.tagString(UInt32(truncatingIfNeeded: axes[i].tag))
      var value = Double(axes[i].def) / 65536
      if instance <= styleCount, let styles = master.pointee.namedstyle,
        let coordinates = styles[instance - 1].coords
      {
        value = Double(coordinates[i]) / 65536
      }
      result[tag] = value
    }
    return result
  }
}
