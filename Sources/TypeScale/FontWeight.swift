/// A font weight, by `UIFont.Weight`'s nine names.
public enum FontWeight: String, CaseIterable, Sendable, Hashable, Comparable {
  /// Ultra light (−0.8).
  case ultraLight
  /// Thin (−0.6).
  case thin
  /// Light (−0.4).
  case light
  /// Regular (0).
  case regular
  /// Medium (0.23).
  case medium
  /// Semibold (0.3).
  case semibold
  /// Bold (0.4).
  case bold
  /// Heavy (0.56).
  case heavy
  /// Black (0.62).
  case black

  /// Parses a weight name, ignoring case, spaces and hyphens (`semi-bold`, `Ultra Light`).
  /// - Throws: ``ScaleError/unknownWeight(_:)``.
  public init(parsing text: String) throws(ScaleError) {
    let key = NameKey.normalize(text)
    guard let weight = Self.allCases.first(where: { NameKey.normalize($0.rawValue) == key })
    else { throw .unknownWeight(text) }
    self = weight
  }

  /// `UIFont.Weight.rawValue`, from −0.8 (ultra light) to 0.62 (black).
  public var uiKitValue: Double {
    switch self {
    case .ultraLight: -0.8
    case .thin: -0.6
    case .light: -0.4
    case .regular: 0
    case .medium: 0.23
    case .semibold: 0.3
    case .bold: 0.4
    case .heavy: 0.56
    case .black: 0.62
    }
  }

  /// Orders weights from lightest to heaviest.
  /// The OpenType weight class of the system font's face of this weight
  /// (SF Pro's faces: ultraLight 100, thin 200, light 300, regular 400,
  /// medium 500, semibold 600, bold 700, heavy 800, black 900).
  public var weightClass: Int {
    switch self {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }

  /// The weight whose ``weightClass`` is nearest `weightClass` (OpenType's
  /// 1…1000), the lighter on a tie: a face's weight as the system font's.
  public static func nearest(weightClass: Int) -> FontWeight {
    allCases.min { abs($0.weightClass - weightClass) < abs($1.weightClass - weightClass) }
      ?? .regular
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.uiKitValue < rhs.uiKitValue }
}
