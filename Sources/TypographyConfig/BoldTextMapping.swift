/// The face a font maps to when the iOS Bold Text setting is on.
///
/// System fonts embolden themselves; custom fonts must name a heavier face
/// (as Swash's `boldTextMapping` does). Without an explicit mapping the face is
/// derived from the PostScript name `Family-<Weight>[Italic]`: weights below
/// Bold map to Bold, Bold/ExtraBold/Heavy to Black, Black to itself (the
/// mapping Swash's README shows: regular → bold → black → black). A name without
/// a hyphen is read as Regular (`Inter` → `Inter-Bold`). A style part that is
/// not a known weight gives no mapping, and the face is not checked.
public enum BoldTextMapping {
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

  /// The bold face for `postScriptName`: the override if there is one, else the
  /// derived name (the name itself for Black), or `nil` when none can be derived.
  public static func boldFace(
    for postScriptName: String, overrides: [String: String] = [:]
  ) -> String? {
    if let override = overrides[postScriptName] { return override }
    let family: Substring
    var style: Substring
    if let hyphen = postScriptName.lastIndex(of: "-") {
      family = postScriptName[..<hyphen]
      style = postScriptName[postScriptName.index(after: hyphen)...]
    } else {
      family = Substring(postScriptName)
      style = ""
    }
    guard !family.isEmpty else { return nil }
    var italic = ""
    for suffix in ["Italic", "Oblique"] where style.hasSuffix(suffix) {
      italic = suffix
      style = style.dropLast(suffix.count)
    }
    guard let entry = weights.first(where: { $0.names.contains(String(style)) }) else { return nil }
    guard let bold = entry.bold else { return postScriptName }
    return family + "-" + bold + italic
  }
}
