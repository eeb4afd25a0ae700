/// One cell of a platform table: a text style's size, leading and weights at
/// one content-size category.
public struct StyleMetrics: Sendable, Hashable {
  /// The point size, in points.
  public var pointSize: Double
  /// The HIG "Leading" column: the line height, in points (not the extra gap).
  public var leading: Double
  /// The style's default weight.
  public var weight: FontWeight
  /// The HIG's emphasized weight (the style's bold variant).
  public var emphasizedWeight: FontWeight

  /// Creates a cell from a size and leading in points and two weights.
  public init(pointSize: Double, leading: Double, weight: FontWeight, emphasizedWeight: FontWeight)
  {
    self.pointSize = pointSize
    self.leading = leading
    self.weight = weight
    self.emphasizedWeight = emphasizedWeight
  }

  /// The weight to draw with: ``emphasizedWeight`` when `emphasized`, else ``weight``.
  public func weight(emphasized: Bool) -> FontWeight { emphasized ? emphasizedWeight : weight }
}
