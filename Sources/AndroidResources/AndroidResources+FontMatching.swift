extension AndroidResources {
  /// The weight (1...1000) and italic Android asks the font family for when
  /// drawing text in `appearance`, given the family's own weight `baseWeight`
  /// (see ``baseWeight(ofSystemFamily:)``; 400 for an app font).
  ///
  /// As frameworks/base `TextView.setTypefaceFromAttrs` and
  /// `resolveStyleAndSetTypeface` do: with `textFontWeight` set (≥ 0) the
  /// weight is `min(1000, textFontWeight)`; otherwise `textStyle` bold adds
  /// 300 to the base weight (libs/hwui/hwui/Typeface.cpp
  /// `computeRelativeStyle`). Italic comes from `textStyle` in both cases.
  /// The result is clamped to 1...1000.
  public static func requestedStyle(for appearance: AndroidTextAppearance, baseWeight: Int)
    -> (weight: Int, italic: Bool)
  {
    let weight: Int
    if let fontWeight = appearance.textFontWeight, fontWeight >= 0 {
      weight = min(1000, fontWeight)
    } else {
      weight = appearance.textStyleBold ? baseWeight + 300 : baseWeight
    }
    return (min(1000, max(1, weight)), appearance.italic)
  }

  /// The face Android's font matcher picks from `faces` for `weight` (1...1000)
  /// and `italic`, or nil when `faces` is empty.
  ///
  /// Minikin's rule (frameworks/minikin libs/minikin/FontFamily.cpp,
  /// `computeMatch`): the score is the difference of the weights in whole
  /// hundreds (`|face.weight / 100 − weight / 100|`, integer division) plus 2
  /// when the slant differs; the lowest score wins, ties go to the first face.
  public static func closestFace(_ faces: [AndroidFontFace], weight: Int, italic: Bool)
    -> AndroidFontFace?
  {
    var best: (face: AndroidFontFace, score: Int)?
    for face in faces {
      let score = abs(face.weight / 100 - weight / 100) + (face.italic != italic ? 2 : 0)
      if best == nil || score < best!.score { best = (face, score) }
    }
    return best?.face
  }

  /// The weight (1...1000) of a system family name as Android's
  /// `/system/etc/fonts.xml` defines it (frameworks/base data/fonts/fonts.xml:
  /// families and their aliases), or nil for a family it does not name.
  ///
  /// `sans-serif`, `serif`, `monospace` and their aliases are 400;
  /// `sans-serif-thin` 100, `-light` 300, `-medium` 500, `-black` 900;
  /// `sans-serif-condensed` 400, `-condensed-light` 300, `-condensed-medium` 500;
  /// `roboto-flex` 400, `source-sans-pro` 400 and its `-semi-bold` alias 600.
  /// The name is compared as written, as `Typeface.create` looks it up.
  public static func baseWeight(ofSystemFamily name: String) -> Int? {
    systemFamilyWeights[name]
  }

  /// The family names of Android's `fonts.xml` (``baseWeight(ofSystemFamily:)``),
  /// sorted: what a style's `android:fontFamily` names where it names no app font.
  public static var systemFamilyNames: [String] { systemFamilyWeights.keys.sorted() }

  static let systemFamilyWeights: [String: Int] = [
    "sans-serif": 400, "serif": 400, "monospace": 400,
    "sans-serif-thin": 100, "sans-serif-light": 300, "sans-serif-medium": 500,
    "sans-serif-black": 900, "sans-serif-condensed": 400, "sans-serif-condensed-light": 300,
    "sans-serif-condensed-medium": 500,
    // fonts.xml aliases of the families above.
    "arial": 400, "helvetica": 400, "tahoma": 400, "verdana": 400,
    "times": 400, "times new roman": 400, "palatino": 400, "georgia": 400, "baskerville": 400,
    "goudy": 400, "fantasy": 400, "ITC Stone Serif": 400,
    "courier": 400, "courier new": 400, "monaco": 400,
    "serif-monospace": 400, "sans-serif-monospace": 400, "casual": 400, "cursive": 400,
    "sans-serif-smallcaps": 400,
    // Families of their own (Android 14's variable Roboto Flex; Source Sans Pro).
    "roboto-flex": 400, "source-sans-pro": 400, "source-sans-pro-semi-bold": 600,
  ]
}
