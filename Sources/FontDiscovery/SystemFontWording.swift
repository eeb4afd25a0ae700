/// How Typometer says that the system font cannot be set.
public enum SystemFontWording {
  /// Where Apple's system-font files come from.
  public static let applePage = "https://developer.apple.com/fonts/"

  /// `alias` needs the system font and the catalog has no system family;
  /// `option` is how to name one (`--system-font FAMILY`, or the spec's
  /// `"systemFont"`).
  /// `passedOver` is a face of a default family the catalog has but that
  /// has no Latin letters, or of the Display family alone
  /// (``SystemFont/passedOver(in:compact:)``).
  public static func missing(alias: String, option: String, passedOver: FontRecord? = nil)
    -> String
  {
    let icons =
      passedOver.map {
        $0.family.hasSuffix("Display")
          ? "; it has \($0.family), \($0.path), the system font's face from 20 pt alone: name "
            + "that family to measure every size in it, or add the Text family"
          : "; its \($0.family), \($0.path), has no Latin letters: an app's icons, not the "
            + "system font"
      } ?? ""
    return "'\(alias)' is the system font, and no system family is in the catalog (SF Pro, or "
      + "SF Pro Text with SF Pro Display\(icons)): add Apple's files from \(applePage) to the "
      + "fonts, or name a family to stand in for it with \(option)"
  }
}
