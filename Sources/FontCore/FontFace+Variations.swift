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
    let bytes = Array(tag.utf8)
    guard bytes.count == 4 else { return false }
    let value = bytes.reduce(UInt(0)) { $0 << 8 | UInt($1) }
    var length: FT_ULong = 0
    return FT_Load_Sfnt_Table(handle, FT_ULong(value), 0, nil, &length) == 0 && length > 0
  }
}
