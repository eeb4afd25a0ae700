/// Which font replaces which when the user turns on Bold Text, like Swash's
/// `boldTextMapping` (names are PostScript names).
///
/// Two ways to map: an explicit table (``fontName(for:isBoldTextEnabled:platform:)``,
/// where a font without an entry maps to itself, as in Swash), and the face
/// derived from a PostScript name (``boldFace(for:overrides:)``): system fonts
/// embolden themselves, custom fonts must name a heavier face. Derived from
/// `Family-<Weight>[Italic]`, weights below Bold map to Bold,
/// Bold/ExtraBold/Heavy to Black, Black to itself (the mapping Swash's README
/// shows: regular → bold → black → black). A name without a hyphen is read as
/// Regular (`Inter` → `Inter-Bold`); a style part that is not a known weight
/// gives no mapping. The mapping applies on iOS and
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

  private static let weights: [(names: [String], bold: String?)] = [
    (["Thin", "Hairline"], "Bold"),
    (["ExtraLight", "UltraLight"], "Bold"),
    (["Light"], "Bold"),
    (["", "Regular", "Book", "Roman", "Normal"], "Bold"),
    (["Medium"], "Bold"),
    (["SemiBold", "Semibold", "DemiBold", "Demibold"], "Bold"),
    (["Bold"], "Black"),
    (["ExtraBold", "UltraBold", "Heavy"], "Black"),
    (["Black"], nil),
  ]

  /// The bold face for `postscriptName`: the override if there is one, else the
  /// derived name (the name itself for Black), or `nil` when none can be derived.
  public static func boldFace(
    for postscriptName: String, overrides: [String: String] = [:]
  ) -> String? {
    if let override = overrides[postscriptName] { return override }
    let family: Substring
    var style: Substring
    if let hyphen = postscriptName.lastIndex(of: "-") {
      family = postscriptName[..<hyphen]
      style = postscriptName[postscriptName.index(after: hyphen)...]
    } else {
      family = Substring(postscriptName)
      style = ""
    }
    guard !family.isEmpty else { return nil }
    var italic = ""
    for suffix in ["Italic", "Oblique"] where style.hasSuffix(suffix) {
      italic = suffix
      style = style.dropLast(suffix.count)
    }
    guard let entry = weights.first(where: { $0.names.contains(String(style)) }) else { return nil }
    guard let bold = entry.bold else { return postscriptName }
    return family + "-" + bold + italic
  }
}
