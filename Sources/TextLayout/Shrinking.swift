extension LayoutContext {
  /// The largest scale, from `minimumScaleFactor` up to 1, at which `text`
  /// fits `container` when its point size is scaled, as a `UILabel` with
  /// `adjustsFontSizeToFitWidth` shrinks its font; nil when it does not fit
  /// even at `minimumScaleFactor`.
  ///
  /// "Fits" is ``TextMeasurement/fits``: one line no wider than the container
  /// for a one-line container, the text within `maxLines` lines otherwise
  /// (UIKit has shrunk multi-line labels to their line count since iOS 7). A
  /// container without a line limit only grows taller, so its text is never
  /// shrunk and this is 1 when it fits (nil when a character is wider than
  /// it). The scale is found by bisection to 1/1000 of a point, each step set
  /// at its own size (faces that follow the point size included).
  ///
  /// - Returns: The scale and the measurement at `pointSize × scale`.
  /// - Throws: ``LayoutError`` for a size or width that is not a positive,
  ///   finite number.
  public func shrinkToFit(
    _ text: String, style: LayoutStyle, pointSize: Double, in container: Container,
    minimumScaleFactor: Double
  ) throws(LayoutError) -> (scale: Double, measurement: TextMeasurement)? {
    func measure(_ scale: Double) throws(LayoutError) -> TextMeasurement {
      let size = pointSize * scale
      return try prepare(text, style: style, pointSize: size).measure(
        pointSize: size, in: container)
    }
    let whole = try measure(1)
    if whole.fits { return (1, whole) }
    let limited = container.maxLines.map { $0 > 0 } ?? false
    guard limited, minimumScaleFactor > 0, minimumScaleFactor < 1 else { return nil }
    let smallest = try measure(minimumScaleFactor)
    guard smallest.fits else { return nil }
    var low = (scale: minimumScaleFactor, measurement: smallest)  // fits
    var high = 1.0  // does not fit
    while (high - low.scale) * pointSize > 0.001 {
      let middle = (low.scale + high) / 2
      let measured = try measure(middle)
      if measured.fits { low = (middle, measured) } else { high = middle }
    }
    return low
  }

  /// `measurements` (of `text` at `sizes` in `container`, one for each)
  /// with each that does not fit measured again shrunk, where it fits so
  /// (``shrinkToFit(_:style:pointSize:in:minimumScaleFactor:)``, each size's
  /// leadings its category's); and the scale of each size, nil where it was
  /// not shrunk (it fits whole, or does not fit even at the factor, or
  /// cannot be laid out).
  public func shrinkingToFit(
    _ text: String, style: LayoutStyle, sizes: [SweepSize],
    measurements: inout [TextMeasurement], in container: Container, minimumScaleFactor: Double
  ) -> [Double?] {
    var scales = [Double?](repeating: nil, count: measurements.count)
    for i in measurements.indices where i < sizes.count && !measurements[i].fits {
      var sized = container
      if let category = sizes[i].category { sized.leadingCategory = category }
      guard
        let (scale, shrunk) = try? shrinkToFit(
          text, style: style, pointSize: sizes[i].pointSize, in: sized,
          minimumScaleFactor: minimumScaleFactor), scale < 1
      else { continue }
      measurements[i] = shrunk
      scales[i] = scale
    }
    return scales
  }
}
