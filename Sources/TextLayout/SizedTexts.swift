/// One text prepared for each size it is measured at, when a face it uses
/// follows the point size (``LayoutContext/measure(_:style:sizes:in:)``).
///
/// Sizes often share their shaping. A face's `opsz` coordinate is the size
/// clamped to the axis, so the sizes beyond the axis's ends are set alike;
/// and a face's `trak` table changes nothing but the tracking HarfBuzz adds to
/// the first glyph of each grapheme, the same value at one size for every
/// such glyph. So the sizes are taken in sets whose faces are the same but for
/// tracking: the text is shaped once for a set, and, where one of its faces
/// tracks, once more with its tracking at one size of the set, which tells how
/// many tracked glyphs come before each offset; at the set's other sizes the
/// tracking is that count times the size's value. Where two faces track, or
/// the counts do not come out whole, the text is shaped at each size; so is
/// a text in which no face tracks at the first size (an `opsz` face alone:
/// grouping its sizes measured slower than shaping each).
struct SizedTexts {
  /// What a set of sizes has learnt.
  private struct SizeSet {
    /// The text shaped in the set's faces without tracking.
    var untracked: PreparedText?
    /// The text shaped with tracking at one size of the set: the face
    /// (index in the text's faces) that tracks and its tracking there, in
    /// ems.
    var tracked: (text: PreparedText, face: Int, ems: Double)?
    /// The number of glyphs of one face (index in the text's faces) that
    /// track, before each offset, once known.
    var counts: (face: Int, counts: [Int32])?
    /// Whether the set's sizes are each shaped alone.
    var eachAlone = false
  }

  private let text: String
  private let style: LayoutStyle
  /// The text's faces as chosen, before any was set for a size: the primary
  /// first.
  private let faces: [LayoutFont]
  private var bySize: [Double: PreparedText] = [:]
  /// Whether each size is shaped alone (no face tracks at the first size).
  private let eachSizeAlone: Bool
  /// The sets of sizes (few), each with its faces set for the size without
  /// tracking (held, so that they are told apart by identity).
  private var sets: [(key: [LayoutFont], set: SizeSet)] = []

  /// The sizes of `first`'s text in `style`; `first` is the text prepared at
  /// its ``PreparedText/shapedAtPointSize``.
  init(first: PreparedText, style: LayoutStyle) {
    text = first.text
    self.style = style
    faces = [style.font] + first.unsizedFallbacks
    eachSizeAlone = !first.fonts.contains { $0.trackingUnits != nil }
    if let size = first.shapedAtPointSize {
      bySize[size] = first
      guard !eachSizeAlone else { return }
      let (key, _, face, ems) = classify(size)
      if let face {
        if let ems { sets.append((key, SizeSet(tracked: (first, face, ems)))) }
      } else {
        sets.append((key, SizeSet(untracked: first)))
      }
    }
  }

  /// The set of `pointSize` (its faces set for it without tracking), the
  /// faces set for it, and the one face whose tracking is not zero there,
  /// with that tracking in ems: face nil when none tracks; ems nil when two
  /// do, or a tracking is unknown.
  private func classify(_ pointSize: Double) -> (
    key: [LayoutFont], sized: [LayoutFont], face: Int?, ems: Double?
  ) {
    let mode = style.opticalSizing
    var key: [LayoutFont] = []
    var sized: [LayoutFont] = []
    key.reserveCapacity(faces.count)
    sized.reserveCapacity(faces.count)
    var face: Int? = nil
    var ems: Double? = nil
    var tracking = 0
    for (i, base) in faces.enumerated() {
      let untracked = base.atPointSize(pointSize, opticalSizing: mode, tracked: false)
      let tracked = base.atPointSize(pointSize, opticalSizing: mode)
      key.append(untracked)
      sized.append(tracked)
      guard tracked !== untracked, tracked.trackingUnits != 0 else { continue }
      tracking += 1
      face = i
      ems = tracked.trackingUnits.map { Double($0) / Double(tracked.shaping.unitsPerEm) }
    }
    return (key, sized, face, tracking > 1 ? nil : ems)
  }

  /// The text prepared for `pointSize`.
  mutating func text(at pointSize: Double, in context: LayoutContext) throws(LayoutError)
    -> PreparedText
  {
    if let known = bySize[pointSize] { return known }
    // Shaped alone: each size where no face tracks, and a size no face is
    // set for (not a number, not above 0), which measuring then refuses.
    guard pointSize.isFinite, pointSize > 0, !eachSizeAlone else {
      let prepared = try context.prepare(text, style: style, pointSize: pointSize)
      bySize[pointSize] = prepared
      return prepared
    }
    let prepared = try prepare(at: pointSize, in: context)
    bySize[pointSize] = prepared
    return prepared
  }

  private mutating func prepare(at pointSize: Double, in context: LayoutContext)
    throws(LayoutError) -> PreparedText
  {
    let (key, sized, face, ems) = classify(pointSize)
    let index: Int
    if let known = sets.firstIndex(where: { $0.key.elementsEqual(key, by: ===) }) {
      index = known
    } else {
      index = sets.count
      sets.append((key, SizeSet()))
    }
    func alone() throws(LayoutError) -> PreparedText {
      try context.prepare(text, style: style, pointSize: pointSize)
    }
    guard !sets[index].set.eachAlone else { return try alone() }
    func untracked() throws(LayoutError) -> PreparedText {
      if let known = sets[index].set.untracked { return known }
      let prepared = try context.prepare(text, style: style, pointSize: pointSize, tracked: false)
      sets[index].set.untracked = prepared
      return prepared
    }
    // No face tracks at this size: the set's text as it is.
    guard let face else {
      return try untracked().resized(faces: sized, pointSize: pointSize, tracking: nil)
    }
    guard let ems else {
      sets[index].set.eachAlone = true
      return try alone()
    }
    if let known = sets[index].set.counts {
      // Counts of another face's glyphs say nothing of this one's.
      guard known.face == face else { return try alone() }
    } else {
      guard let tracked = sets[index].set.tracked, tracked.face == face else {
        // The first size of the set where this face tracks: shaped as it is.
        let prepared = try alone()
        sets[index].set.tracked = (prepared, face, ems)
        return prepared
      }
      let base = try untracked()
      guard let counts = Self.counts(tracked.text, over: base, perGlyph: tracked.ems) else {
        sets[index].set.eachAlone = true
        return try alone()
      }
      sets[index].set.counts = (face, counts)
    }
    return try untracked().resized(
      faces: sized, pointSize: pointSize, tracking: (sets[index].set.counts!.counts, ems))
  }

  /// How many glyphs `perGlyph` ems wider come before each offset of
  /// `tracked` than of `untracked`, the same text shaped alike but for that;
  /// nil when a count does not come out whole.
  private static func counts(
    _ tracked: PreparedText, over untracked: PreparedText, perGlyph: Double
  ) -> [Int32]? {
    guard perGlyph != 0, tracked.positions.count == untracked.positions.count else { return nil }
    var counts = [Int32](repeating: 0, count: tracked.positions.count)
    for i in counts.indices {
      let count = (tracked.positions[i] - untracked.positions[i]) / perGlyph
      let whole = count.rounded()
      guard abs(count - whole) < 1e-6, abs(whole) <= Double(Int32.max) else { return nil }
      counts[i] = Int32(whole)
    }
    return counts
  }
}
