import Foundation
import StructuredText
import TypeScale

/// Reads the `Contents.json` of one `*.colorset`, in the format Xcode writes
/// (Apple's Asset Catalog Format Reference, "Named Color Type"):
///
/// ```json
/// {"colors": [{"idiom": "universal",
///              "color": {"color-space": "srgb",
///                        "components": {"red": "0.200", "green": "0x33", "blue": "51",
///                                       "alpha": "1.000"}},
///              "appearances": [{"appearance": "luminosity", "value": "dark"}]}],
///  "info": {"author": "xcode", "version": 1}}
/// ```
///
/// Components are written the way Xcode's inspector's input method says:
/// floating point (`"0.200"`, or a JSON number), 8-bit integers (`"51"`,
/// 0–255) or 8-bit hexadecimal (`"0x33"`). A string with a `.` or an exponent
/// is floating point; a string of digits alone is 8-bit (so `"1"` is 1/255, as
/// Xcode reads it). Alpha is always floating point 0–1 as Xcode writes it, and
/// read by the same rules. Gray spaces have `white` and `alpha`. A colour may
/// instead refer to a system colour (`{"platform": "ios", "reference":
/// "systemBlueColor"}`), whose value is not known here.
///
/// Every entry is checked; the value comes from the `universal` entries
/// (else `iphone`, else the first idiom), those without `display-gamut` first
/// and without a high-contrast appearance: the one with no luminosity (or
/// `light`) is the light colour, `dark` the dark one.
enum ColorsetReader {
  /// One entry of `colors`, read.
  struct Entry {
    var idiom: String
    var dark: Bool
    var light: Bool
    var highContrast: Bool
    var gamut: String?
    var space: AssetColorSpace?
    var color: RGBAColor?
    var reference: String?
  }

  static func read(_ root: DocumentNode, name: String, file: String) throws(ColorsetFailure)
    -> AssetColor
  {
    guard case .dictionary(let top) = root.value else {
      throw ColorsetFailure(
        .wrongType(expected: "an object", found: root.found), keyPath: "", line: root.line)
    }
    guard let colorsNode = top.first(where: { $0.key == "colors" })?.value else {
      throw ColorsetFailure(.noColors, keyPath: "colors", line: root.line)
    }
    guard case .array(let items) = colorsNode.value else {
      throw ColorsetFailure(
        .wrongType(expected: "a list", found: colorsNode.found), keyPath: "colors",
        line: colorsNode.line)
    }
    guard !items.isEmpty else {
      throw ColorsetFailure(.noColors, keyPath: "colors", line: colorsNode.line)
    }
    var entries: [Entry] = []
    for (i, item) in items.enumerated() {
      entries.append(try entry(item, keyPath: "colors[\(i)]"))
    }
    let idioms = entries.map(\.idiom)
    let idiom = ["universal", "iphone"].first(where: idioms.contains) ?? idioms[0]
    var chosen = entries.filter { $0.idiom == idiom && !$0.highContrast }
    if chosen.isEmpty { chosen = entries.filter { $0.idiom == idiom } }
    if chosen.contains(where: { $0.gamut == nil }) { chosen = chosen.filter { $0.gamut == nil } }
    let lightEntry =
      chosen.first(where: { !$0.dark && !$0.light }) ?? chosen.first(where: { $0.light })
      ?? chosen[0]
    let darkEntry = chosen.first(where: { $0.dark })
    if let reference = lightEntry.reference {
      return AssetColor(
        name: name, file: file, colorSpace: nil, value: nil, systemReference: reference)
    }
    let value: ColorValue? = lightEntry.color.map { light in
      guard let dark = darkEntry?.color, dark != light else { return .fixed(light) }
      return .dynamic(light: light, dark: dark)
    }
    return AssetColor(name: name, file: file, colorSpace: lightEntry.space, value: value)
  }

  static func entry(_ node: DocumentNode, keyPath: String) throws(ColorsetFailure) -> Entry {
    guard case .dictionary(let fields) = node.value else {
      throw ColorsetFailure(
        .wrongType(expected: "an object", found: node.found), keyPath: keyPath, line: node.line)
    }
    var entry = Entry(idiom: "universal", dark: false, light: false, highContrast: false)
    for field in fields {
      switch (field.key, field.value.value) {
      case ("idiom", .string(let idiom)): entry.idiom = idiom
      case ("display-gamut", .string(let gamut)): entry.gamut = gamut
      case ("appearances", .array(let appearances)):
        for appearance in appearances {
          guard case .dictionary(let pair) = appearance.value else { continue }
          let kind = pair.first(where: { $0.key == "appearance" })?.value.value
          let value = pair.first(where: { $0.key == "value" })?.value.value
          switch (kind, value) {
          case (.string("luminosity"), .string("dark")): entry.dark = true
          case (.string("luminosity"), .string("light")): entry.light = true
          case (.string("contrast"), .string("high")): entry.highContrast = true
          default: break
          }
        }
      default: break
      }
    }
    // No colour (Xcode's own AccentColor, `{"idiom": "universal"}`): the
    // set names a colour the system gives (the accent's default), no value.
    guard let colorNode = fields.first(where: { $0.key == "color" })?.value else {
      return entry
    }
    let colorPath = keyPath + ".color"
    guard case .dictionary(let color) = colorNode.value else {
      throw ColorsetFailure(
        .wrongType(expected: "an object", found: colorNode.found), keyPath: colorPath,
        line: colorNode.line)
    }
    if case .string(let reference) = color.first(where: { $0.key == "reference" })?.value.value {
      entry.reference = reference
      return entry
    }
    let spaceNode = color.first(where: { $0.key == "color-space" })
    // Xcode always writes a colour space; without one, sRGB is what UIKit assumes.
    var space = AssetColorSpace.sRGB
    if let spaceNode {
      guard case .string(let written) = spaceNode.value.value,
        let known = AssetColorSpace(rawValue: written)
      else {
        let text: String
        if case .string(let written) = spaceNode.value.value { text = written } else { text = "" }
        throw ColorsetFailure(
          .unknownColorSpace(text.isEmpty ? spaceNode.value.found.description : text),
          keyPath: colorPath + ".color-space", line: spaceNode.line)
      }
      space = known
    }
    entry.space = space
    guard let componentsEntry = color.first(where: { $0.key == "components" }) else {
      throw ColorsetFailure(
        .missingComponent("components"), keyPath: colorPath + ".components", line: colorNode.line)
    }
    let componentsPath = colorPath + ".components"
    guard case .dictionary(let components) = componentsEntry.value.value else {
      throw ColorsetFailure(
        .wrongType(expected: "an object", found: componentsEntry.value.found),
        keyPath: componentsPath, line: componentsEntry.line)
    }
    func component(_ name: String, isAlpha: Bool = false) throws(ColorsetFailure) -> Double {
      guard let found = components.first(where: { $0.key == name }) else {
        throw ColorsetFailure(
          .missingComponent(name), keyPath: componentsPath + "." + name,
          line: componentsEntry.line)
      }
      return try value(
        found.value, name: name, extended: space.isExtended && !isAlpha,
        keyPath: componentsPath + "." + name, line: found.line)
    }
    let alpha = try component("alpha", isAlpha: true)
    let (red, green, blue): (Double, Double, Double)
    if space.isGray {
      let white = try component("white")
      (red, green, blue) = space.toSRGB(red: white, green: white, blue: white)
    } else {
      (red, green, blue) = space.toSRGB(
        red: try component("red"), green: try component("green"), blue: try component("blue"))
    }
    func clamp(_ value: Double) -> Double { min(1, max(0, value)) }
    entry.color = RGBAColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: alpha)
    return entry
  }

  /// The largest magnitude accepted in an extended colour space.
  static let extendedLimit = 1000.0

  /// One component: a JSON number or a string, floating point (0–1), 8-bit
  /// (0–255) or `0x` hex (0x00–0xFF), as a value in 0–1 (any finite value
  /// within ±``extendedLimit`` for floating point in an extended space).
  static func value(
    _ node: DocumentNode, name: String, extended: Bool, keyPath: String, line: Int?
  ) throws(ColorsetFailure) -> Double {
    let text: String
    let result: Double
    let inRange: Bool
    switch node.value {
    case .number(let number):
      text = NumberText.string(number)
      guard number.isFinite else {
        throw ColorsetFailure(
          .componentInvalid(name: name, text: text), keyPath: keyPath, line: line)
      }
      result = number
      inRange = extended ? abs(number) <= extendedLimit : (0...1).contains(number)
    case .string(let written):
      text = written
      let trimmed = written.trimmingCharacters(in: .whitespaces)
      let lower = trimmed.lowercased()
      if lower.hasPrefix("0x") {
        let digits = lower.dropFirst(2)
        guard !digits.isEmpty, digits.count <= 8, let byte = Int(digits, radix: 16) else {
          throw ColorsetFailure(
            .componentInvalid(name: name, text: written), keyPath: keyPath, line: line)
        }
        result = Double(byte) / 255
        inRange = byte <= 255
      } else if !trimmed.isEmpty, trimmed.allSatisfy(\.isASCIIDigitCharacter) {
        guard trimmed.count <= 9, let byte = Int(trimmed) else {
          throw ColorsetFailure(
            .componentOutOfRange(name: name, text: written), keyPath: keyPath, line: line)
        }
        result = Double(byte) / 255
        inRange = byte <= 255
      } else {
        guard trimmed.count <= 64, let number = Double(trimmed), number.isFinite,
          trimmed.allSatisfy({ $0.isASCIIDigitCharacter || "+-.eE".contains($0) })
        else {
          throw ColorsetFailure(
            .componentInvalid(name: name, text: written), keyPath: keyPath, line: line)
        }
        result = number
        inRange = extended ? abs(number) <= extendedLimit : (0...1).contains(number)
      }
    default:
      throw ColorsetFailure(
        .wrongType(expected: "a number or a string", found: node.found), keyPath: keyPath,
        line: line)
    }
    guard inRange else {
      throw ColorsetFailure(
        .componentOutOfRange(name: name, text: text), keyPath: keyPath, line: line)
    }
    return result
  }
}

extension Character {
  /// `0`…`9` only (not other scripts' digits).
  fileprivate var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) && isASCII }
}
