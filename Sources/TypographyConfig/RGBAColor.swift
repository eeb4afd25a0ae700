/// A colour as red, green, blue and alpha components, each a `Double` in 0…1
/// (sRGB as UIKit's `UIColor(red:green:blue:alpha:)` takes them).
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Alpha (opacity), 0…1.
  public var alpha: Double

  /// Creates a colour from components in 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from 8-bit components, each divided by 255 (alpha too,
  /// as TypographyKit's `rgba()` does).
  public init(red255 red: Int, green255 green: Int, blue255 blue: Int, alpha255 alpha: Int = 255) {
    self.init(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
      alpha: Double(alpha) / 255)
  }

  /// The colour with red, green and blue multiplied by `shade`'s factor and
  /// clamped to 0…1; alpha is kept.
  public func applying(_ shade: ColorShade) -> RGBAColor {
    let factor = shade.factor
    func scale(_ value: Double) -> Double { min(1, max(0, value * factor)) }
    return RGBAColor(red: scale(red), green: scale(green), blue: scale(blue), alpha: alpha)
  }

  /// `#RRGGBBAA`, each component rounded to 8 bits.
  public var hexString: String {
    func hex(_ value: Double) -> String {
      let byte = Int((min(1, max(0, value)) * 255).rounded())
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
  }

  /// The ``hexString``.
  public var description: String { hexString }
}

/// A resolved colour: one value, or a light/dark pair.
public enum ColorValue: Sendable, Hashable {
  /// The same colour in light and dark appearance.
  case fixed(RGBAColor)
  /// A dynamic colour (`{"light": …, "dark": …}`); without a dark variant the
  /// light one is used in dark appearance, as on iOS.
  case dynamic(light: RGBAColor, dark: RGBAColor?)

  /// The colour in light appearance (also used when the appearance is unspecified).
  public var light: RGBAColor {
    switch self {
    case .fixed(let color): return color
    case .dynamic(let light, _): return light
    }
  }

  /// The colour in dark appearance.
  public var dark: RGBAColor {
    switch self {
    case .fixed(let color): return color
    case .dynamic(let light, let dark): return dark ?? light
    }
  }

  /// The colour with a shade applied to every variant.
  ///
  /// TypographyKit reads the components of a dynamic colour at the moment the
  /// shade is applied, so it shades only the variant of the current appearance;
  /// shading both variants is what the config author means.
  public func applying(_ shade: ColorShade) -> ColorValue {
    switch self {
    case .fixed(let color): return .fixed(color.applying(shade))
    case .dynamic(let light, let dark):
      return .dynamic(light: light.applying(shade), dark: dark?.applying(shade))
    }
  }
}

/// The shade modifiers of TypographyKit colour expressions, with their factors.
public enum ColorShade: String, Sendable, Hashable, CaseIterable {
  /// × 1.25
  case light
  /// × 1.5
  case lighter
  /// × 1.75
  case lightest
  /// × 0.75
  case dark
  /// × 0.5
  case darker
  /// × 0.25
  case darkest

  /// The factor red, green and blue are multiplied by.
  public var factor: Double {
    switch self {
    case .light: return 1.25
    case .lighter: return 1.5
    case .lightest: return 1.75
    case .dark: return 0.75
    case .darker: return 0.5
    case .darkest: return 0.25
    }
  }
}
