/// One of Android's sp → dp lookup tables (AOSP `FontScaleConverterImpl`),
/// and the choice of table for a font scale (`FontScaleConverterFactory`).
///
/// Android 14 added non-linear font scaling: large text grows less than
/// small text. Five tables (font scales 1.15, 1.3, 1.5, 1.8, 2.0) map nine sp
/// points to dp; a scale between two tables gets a table interpolated between
/// them; a scale outside them gets the linear table `{1 sp → fontScale dp}`.
///
/// AOSP computes in 32-bit `float`; this type computes in `Double`, except
/// that the table key of a scale, `(int)(fontScale × 100)`, is computed in
/// `Float` as Java does, so the same table is chosen (1.155 uses the 1.15
/// table). AOSP also caches generated tables by key; this type is stateless.
public struct AndroidFontScaleConverter: Sendable, Hashable {
  /// The sp points of the table, ascending.
  public let fromSp: [Double]
  /// The dp value of each sp point.
  public let toDp: [Double]

  init(uncheckedFromSp fromSp: [Double], toDp: [Double]) {
    self.fromSp = fromSp
    self.toDp = toDp
  }

  /// The font scales of AOSP's five tables: 1.15, 1.3, 1.5, 1.8, 2.0.
  public static var tableFontScales: [Double] { lookupTables.map(\.fontScale) }

  /// The nine sp points every AOSP table uses: 8, 10, 12, 14, 18, 20, 24, 30, 100.
  public static var referenceSp: [Double] { lookupTables[0].converter.fromSp }

  /// The table AOSP uses at exactly one of ``tableFontScales``; nil otherwise.
  public static func lookupTable(forFontScale fontScale: Double) -> AndroidFontScaleConverter? {
    lookupTables.first { $0.fontScale == fontScale }?.converter
  }

  /// The converter Android uses at `fontScale`, or nil when it scales
  /// linearly without one (`sp × fontScale`).
  /// - Throws: ``ScaleError/invalidFontScale(_:)`` for a scale that is not finite and positive.
  public static func forScale(_ fontScale: Double, rule: AndroidCurveRule = .fromMinimumScale)
    throws(ScaleError) -> AndroidFontScaleConverter?
  {
    guard fontScale.isFinite, fontScale > 0 else { throw .invalidFontScale(fontScale) }
    guard rule.isNonlinearScalingActive(atFontScale: fontScale) else { return nil }
    let scaleKey = key(fontScale)
    let keys = lookupTables.map { key($0.fontScale) }
    if let exact = keys.firstIndex(of: scaleKey) { return lookupTables[exact].converter }
    guard let higher = keys.firstIndex(where: { $0 > scaleKey }), higher > 0 else {
      return AndroidFontScaleConverter(uncheckedFromSp: [1], toDp: [fontScale])
    }
    let lower = higher - 1
    let start = lookupTables[lower]
    let end = lookupTables[higher]
    // constrainedMap(0, 1, startScale, endScale, fontScale), with the scales
    // taken in hundredths so that a scale halfway between keys gives t = 0.5.
    let startKey = Double(keys[lower])
    let endKey = Double(keys[higher])
    let t = clamp((fontScale * 100 - startKey) / (endKey - startKey))
    var dp: [Double] = []
    for (index, sp) in start.converter.fromSp.enumerated() {
      let startDp = start.converter.toDp[index]
      let endDp = end.converter.interpolate(sp)
      dp.append(lerp(startDp, endDp, t))
    }
    return AndroidFontScaleConverter(uncheckedFromSp: start.converter.fromSp, toDp: dp)
  }

  /// Converts sp to dp with this table (`convertSpToDp`); the sign is kept.
  ///
  /// An sp point of the table gives its dp exactly; above the last point,
  /// `sp × lastDp / lastSp`; below the first, interpolation from (0, 0);
  /// otherwise linear interpolation between the neighbouring points.
  /// - Throws: ``ScaleError/invalidSize(_:)`` for a non-finite sp.
  public func dp(forSp sp: Double) throws(ScaleError) -> Double {
    interpolate(try Validation.length(sp))
  }

  private func interpolate(_ sp: Double) -> Double {
    let magnitude = sp.magnitude
    let sign: Double = sp < 0 ? -1 : 1
    if let exact = fromSp.firstIndex(of: magnitude) { return sign * toDp[exact] }
    guard let upper = fromSp.firstIndex(where: { $0 > magnitude }) else {
      guard let lastSp = fromSp.last, let lastDp = toDp.last, lastSp != 0 else { return 0 }
      return sp * lastDp / lastSp
    }
    let startSp = upper == 0 ? 0 : fromSp[upper - 1]
    let startDp = upper == 0 ? 0 : toDp[upper - 1]
    let t = clamp((magnitude - startSp) / (fromSp[upper] - startSp))
    return sign * lerp(startDp, toDp[upper], t)
  }

  /// `(int)(fontScale × 100)` in `Float`, as AOSP's `getKey`.
  static func key(_ fontScale: Double) -> Int {
    let product = Float(fontScale) * 100
    guard product.isFinite, product < 1_000_000 else { return Int.max }
    return Int(product)
  }
}

private func lerp(_ start: Double, _ end: Double, _ t: Double) -> Double {
  start + (end - start) * t
}

private func clamp(_ t: Double) -> Double {
  guard t.isFinite else { return 0 }
  return Swift.min(Swift.max(t, 0), 1)
}
