/// Which font replaces which when the user turns on Bold Text, like Swash's
/// `boldTextMapping` (names are PostScript names).
///
/// A font without an entry maps to itself. The mapping applies on iOS and
/// tvOS only, as in Swash; on watchOS the font is unchanged. How the system
/// font itself changes weight under Bold Text is unverified; for a text
/// style's bold variant use ``StyleMetrics/emphasizedWeight``.
public struct BoldTextMapping: Sendable, Hashable {
  /// Font name → the font name to use under Bold Text.
  public let boldFontNames: [String: String]

  /// Creates a mapping from PostScript name to bold PostScript name.
  public init(_ boldFontNames: [String: String] = [:]) {
    self.boldFontNames = boldFontNames
  }

  /// The font to use for `fontName` (Swash's `boldTextMapping.rawValue`).
  public func fontName(
    for fontName: String, isBoldTextEnabled: Bool, platform: Platform = .ios
  ) -> String {
    guard isBoldTextEnabled, Self.appliesOn(platform) else { return fontName }
    return boldFontNames[fontName] ?? fontName
  }

  /// The fallback (cascade) names for `fontNames` under the setting, each
  /// mapped like ``fontName(for:isBoldTextEnabled:platform:)``.
  public func cascadeNames(
    for fontNames: [String], isBoldTextEnabled: Bool, platform: Platform = .ios
  ) -> [String] {
    fontNames.map {
      fontName(for: $0, isBoldTextEnabled: isBoldTextEnabled, platform: platform)
    }
  }

  /// True on the platforms where Swash applies the mapping (iOS, tvOS).
  public static func appliesOn(_ platform: Platform) -> Bool {
    platform == .ios || platform == .tvos
  }
}
