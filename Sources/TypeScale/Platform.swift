/// A platform whose text scaling the core reproduces.
///
/// iOS and watchOS have Dynamic Type categories; tvOS and macOS have one size
/// per text style, which the core files under `.large` (the reference
/// category) so every Apple platform answers the same questions; Android
/// scales sp by a font scale instead of categories.
public enum Platform: String, CaseIterable, Sendable, Hashable {
  /// iOS and iPadOS: 12 categories × 11 styles.
  case ios
  /// watchOS: 9 categories × 10 styles.
  case watchos
  /// tvOS: one size per style, no categories.
  case tvos
  /// macOS: one size per style, no categories.
  case macos
  /// Android: sp → dp by font scale; no text-style table.
  case android

  /// Parses a platform name, ignoring case (`iOS`, `ipados`, `watchOS`, `tvOS`, `macOS`, `Android`).
  /// - Throws: ``ScaleError/unknownPlatform(_:)``.
  public init(parsing text: String) throws(ScaleError) {
    switch NameKey.normalize(text) {
    case "ios", "ipados": self = .ios
    case "watchos": self = .watchos
    case "tvos": self = .tvos
    case "macos", "osx": self = .macos
    case "android": self = .android
    default: throw .unknownPlatform(text)
    }
  }

  /// The command-line name: `ios`, `watchos`, `tvos`, `macos`, `android`.
  public var name: String { rawValue }

  /// The name people write: `iOS`, `watchOS`, `tvOS`, `macOS`, `Android`.
  public var displayName: String {
    switch self {
    case .ios: "iOS"
    case .watchos: "watchOS"
    case .tvos: "tvOS"
    case .macos: "macOS"
    case .android: "Android"
    }
  }

  /// The categories the platform's table has, in order.
  ///
  /// iOS: all 12. watchOS: the 9 of ``ContentSizeCategory/watchOS``. tvOS and
  /// macOS: `[.large]`, because they have a single size per style; asking for
  /// any other category throws ``ScaleError/categoryNotOnPlatform(_:_:)``.
  /// Android: empty (it uses font scales).
  public var categories: [ContentSizeCategory] {
    switch self {
    case .ios: ContentSizeCategory.allCases
    case .watchos: ContentSizeCategory.watchOS
    case .tvos, .macos: [.large]
    case .android: []
    }
  }

  /// True when the user can change the text size by category (iOS, watchOS).
  public var hasContentSizeCategories: Bool { self == .ios || self == .watchos }

  /// The HIG's default text size, in points; nil on Android (not an Apple platform).
  public var defaultTextSize: Double? {
    switch self {
    case .ios: 17
    case .watchos: 16
    case .tvos: 29
    case .macos: 13
    case .android: nil
    }
  }

  /// The HIG's minimum text size, in points; nil on Android (no such rule).
  public var minimumTextSize: Double? {
    switch self {
    case .ios: 11
    case .watchos: 12
    case .tvos: 23
    case .macos: 10
    case .android: nil
    }
  }
}
