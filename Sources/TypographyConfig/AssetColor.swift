import Foundation

/// A named colour read from an asset catalog's `*.colorset/Contents.json`:
/// what `UIColor(named:)` returns for its name.
///
/// The values are converted to sRGB (display-p3, linear and gray colour
/// spaces included) and clamped to 0…1, so they compare with the palette's
/// colours; ``colorSpace`` keeps the space the file wrote them in.
public struct AssetColor: Sendable, Hashable {
  /// The name `UIColor(named:)` takes: the colorset folder's name without
  /// `.colorset`, after the names of enclosing folders that provide a
  /// namespace (`Brand/Accent`).
  public var name: String
  /// The colorset's `Contents.json`.
  public var file: String
  /// The colour space of the light (or only) variant; nil for a system colour.
  public var colorSpace: AssetColorSpace?
  /// The colour in light and dark appearance, in sRGB; nil when the colorset
  /// refers to a system colour (`"reference": "systemBlueColor"`), whose value
  /// depends on the OS.
  public var value: ColorValue?
  /// The system colour the colorset refers to, when it does.
  public var systemReference: String?

  /// Creates a colour.
  public init(
    name: String, file: String, colorSpace: AssetColorSpace?, value: ColorValue?,
    systemReference: String? = nil
  ) {
    self.name = name
    self.file = file
    self.colorSpace = colorSpace
    self.value = value
    self.systemReference = systemReference
  }
}

/// The `color-space` values Xcode writes in a colorset (Apple's Asset Catalog
/// Format Reference, Named Color Type; Xcode's colour inspector). Raw values
/// are the JSON strings.
public enum AssetColorSpace: String, Sendable, Hashable, CaseIterable {
  /// sRGB, components 0…1.
  case sRGB = "srgb"
  /// Display P3, components 0…1.
  case displayP3 = "display-p3"
  /// Extended-range sRGB: components may be below 0 or above 1.
  case extendedSRGB = "extended-srgb"
  /// Extended-range sRGB with a linear transfer function.
  case extendedLinearSRGB = "extended-linear-srgb"
  /// Gray with gamma 2.2 (`white` and `alpha`).
  case grayGamma22 = "gray-gamma-22"
  /// Extended-range gray, gamma 2.2 (`white` and `alpha`).
  case extendedGray = "extended-gray"

  /// Whether the colour is gray: `white` rather than `red`, `green`, `blue`.
  public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }
  /// Whether components may be outside 0…1.
  public var isExtended: Bool {
    self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray
  }

  /// The components, as written in this space, converted to sRGB (not
  /// clamped; extended spaces can leave 0…1).
  ///
  /// Display P3 uses the sRGB transfer function and D65, so it converts
  /// through linear light with the P3-to-sRGB matrix; gray gamma 2.2 decodes
  /// with the pure 2.2 power. Negative values follow the sign-reflected curve
  /// Apple documents for extended spaces.
  public func toSRGB(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
    switch self {
    case .sRGB, .extendedSRGB:
      return (red, green, blue)
    case .extendedLinearSRGB:
      return (Self.encode(red), Self.encode(green), Self.encode(blue))
    case .grayGamma22, .extendedGray:
      let linear = Self.signed(red) { pow($0, 2.2) }
      let encoded = Self.encode(linear)
      return (encoded, encoded, encoded)
    case .displayP3:
      let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
      // Linear Display P3 → linear sRGB (both D65).
      let sr = 1.2249401 * r - 0.2249402 * g + 0.0 * b
      let sg = -0.0420569 * r + 1.0420571 * g + 0.0 * b
      let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
      return (Self.encode(sr), Self.encode(sg), Self.encode(sb))
    }
  }

  private static func signed(_ value: Double, _ curve: (Double) -> Double) -> Double {
    value < 0 ? -curve(-value) : curve(value)
  }

  /// The sRGB transfer function, encoded value → linear light.
  private static func decode(_ value: Double) -> Double {
    signed(value) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
  }

  /// Linear light → the sRGB transfer function's encoded value.
  private static func encode(_ value: Double) -> Double {
    signed(value) { $0 <= 0.0031308 ? $0 * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
  }
}
