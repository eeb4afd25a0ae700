import StructuredText

/// One entry of `typography-colors`, unresolved.
public struct ColorDefinition: Sendable, Hashable {
  /// The entry's value as written.
  public enum Value: Sendable, Hashable {
    /// A colour string: a literal, another entry's name or a shade expression.
    case string(String)
    /// A `{light, dark}` pair of colour strings (`light` is required).
    case dynamic(light: String?, dark: String?)
    /// A value of the wrong type (already reported); it never resolves.
    case invalid(FoundValue)
  }

  /// The entry's name (its key).
  public var name: String
  /// The value as written.
  public var value: Value
  /// Where the entry's key is.
  public var source: SourceLocation
  /// Where the `light` variant is, for a dynamic colour.
  public var lightSource: SourceLocation?
  /// Where the `dark` variant is, for a dynamic colour.
  public var darkSource: SourceLocation?

  /// Creates a definition.
  public init(
    name: String, value: Value, source: SourceLocation, lightSource: SourceLocation? = nil,
    darkSource: SourceLocation? = nil
  ) {
    self.name = name
    self.value = value
    self.source = source
    self.lightSource = lightSource
    self.darkSource = darkSource
  }
}

/// Everything a TypographyKit config says: palette, settings and styles, as
/// written (nothing resolved), merged over one or more files.
public struct TypographyConfiguration: Sendable, Hashable {
  /// `typography-colors`, in file order.
  public var colors: [ColorDefinition] = []
  /// `typography-kit`.
  public var settings = TypographyKitSettings()
  /// `ui-font-text-styles`, in file order.
  public var styles: [TextStyleDefinition] = []

  /// An empty configuration.
  public init() {}

  /// The palette entry named `name`.
  public func color(named name: String) -> ColorDefinition? {
    colors.last { $0.name == name }
  }

  /// The style named `name`.
  public func style(named name: String) -> TextStyleDefinition? {
    styles.last { $0.name == name }
  }

  /// This configuration with `later` merged over it: a colour or style of the
  /// same name is replaced in place, new ones are appended, and each setting
  /// `later` sets replaces this one's. Returns the styles that were replaced,
  /// as (new, old) pairs.
  @discardableResult
  public mutating func merge(
    _ later: TypographyConfiguration
  ) -> [(replacement: TextStyleDefinition, replaced: TextStyleDefinition)] {
    var colorIndex = Dictionary(colors.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { $1 })
    for color in later.colors {
      if let index = colorIndex[color.name] {
        colors[index] = color
      } else {
        colorIndex[color.name] = colors.count
        colors.append(color)
      }
    }
    settings = settings.merging(later.settings)
    var replaced: [(TextStyleDefinition, TextStyleDefinition)] = []
    var styleIndex = Dictionary(styles.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { $1 })
    for style in later.styles {
      if let index = styleIndex[style.name] {
        replaced.append((style, styles[index]))
        styles[index] = style
      } else {
        styleIndex[style.name] = styles.count
        styles.append(style)
      }
    }
    return replaced
  }
}
