/// The scalers a check spec's `scaling` entries and `measure --scaler` name:
/// the library whose sizing an app uses.
public enum ScalerName: String, CaseIterable, Sendable, Hashable {
  /// TypographyKit's own scaling (``TypographyKitScaler``): body's curve, with
  /// the config's minimum, maximum and stepping settings.
  case typographyKit = "typographykit"
  /// `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)`
  /// (``UIFontMetricsScaler``).
  case uiFontMetrics = "uifontmetrics"
  /// KGNPreferredFontManager's increments and decrements
  /// (``PreferredFontManagerScaler``).
  case kgn
  /// Swash's `Font.of(textStyle:maxSize:defaultSize:)` (``SwashScaler``).
  case swash

  /// One setting a scaler may take; which scaler takes which is ``options``.
  public enum Option: String, CaseIterable, Sendable, Hashable {
    /// The text style whose curve applies (uifontmetrics, swash).
    case textStyle
    /// The cap on every size, in points (uifontmetrics, swash).
    case maximumPointSize
    /// Points added per category above large (kgn).
    case increment
    /// Points removed per category below large (kgn).
    case decrement
    /// Whether the accessibility categories keep growing (kgn).
    case includeAccessibilitySizes
  }

  /// Parses a scaler's name, ignoring case and surrounding spaces.
  /// - Throws: ``ScaleError/unknownScaler(_:)``.
  public init(parsing text: String) throws(ScaleError) {
    guard let name = Self(rawValue: text.lowercased().trimmingSpaces()) else {
      throw .unknownScaler(text)
    }
    self = name
  }

  /// The settings this scaler takes. TypographyKit takes none: its minimum,
  /// maximum and steps come from the config.
  public var options: Set<Option> {
    switch self {
    case .typographyKit: return []
    case .uiFontMetrics, .swash: return [.textStyle, .maximumPointSize]
    case .kgn: return [.increment, .decrement, .includeAccessibilitySizes]
    }
  }

  /// The scalers that take `option`, in declaration order.
  public static func scalers(taking option: Option) -> [ScalerName] {
    allCases.filter { $0.options.contains(option) }
  }

  /// The names, spelled out for a message: `typographykit, uifontmetrics, kgn or swash`.
  public static var spelledOut: String { list(allCases) }

  /// `a`, `a or b`, `a, b or c`: scaler names for a message.
  public static func list(_ names: [ScalerName]) -> String {
    let words = names.map(\.rawValue)
    guard let last = words.last else { return "" }
    return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
  }
}
