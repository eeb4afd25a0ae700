import TypographyConfig

/// The result of `typometer check`: counts, files, findings, cascades and
/// each measured style's sizes.
///
/// Encodes to the JSON document of the command-line contract; every list is
/// sorted, so the same inputs give the same bytes.
public struct CheckReport: Sendable, Encodable {
  /// The spec file checked.
  public var spec: String
  /// What was checked with.
  public var settings: Settings
  /// Counts.
  public var summary: Summary
  /// The string files read, in spec order.
  public var files: [FileSummary]
  /// Everything found, sorted by file, line, key, category.
  public var findings: [CheckFinding]
  /// The fallback faces each style needs, by style name.
  public var cascades: [StyleCascade]
  /// Each measured style's face, scaler and sizes, in config order.
  public var styles: [StyleSizes] = []
  /// Why no string was measured, when none was (`check` then exits 2); nil
  /// when something was.
  public var nothingMeasured: String?
  /// The earlier entries of a key a `.strings` file gives again, left out
  /// (the app reads the last one), in file order; nil when there is none.
  public var shadowedEntries: [ShadowedEntry]?
  /// The first strings left out for each reason the summary counts
  /// (``maximumLeftOutEntries`` of each), in file order: where each is, so
  /// that what the rules leave out can be read; nil when none is.
  public var leftOutEntries: [LeftOutEntry]?
  /// With a baseline: the first of its findings that no longer occur
  /// (``maximumLeftOutEntries``; `summary.fixed` counts them all), sorted by
  /// file, key, code, language, variant and stress mode; nil when none is.
  public var fixedEntries: [FindingIdentity]?
  /// The most strings of one reason ``leftOutEntries`` lists.
  public static let maximumLeftOutEntries = 100

  /// A string left out (of the catch-all, or of every container), and why.
  public struct LeftOutEntry: Sendable, Encodable, Hashable {
    /// The string file.
    public var file: String
    /// The string's 1-based line, where known.
    public var line: Int?
    /// Its key.
    public var key: String
    /// Its language, where the file says it.
    public var language: String?
    /// Its variant (a plural form's `plural.one`, an array item's index).
    public var variant: String?
    /// Why: the summary's key that counts it (`identifiers`, `urls`,
    /// `untranslatable`, `unusedPluralForms`, …).
    public var reason: String
  }

  /// An entry of a `.strings` file whose key a later entry gives again.
  public struct ShadowedEntry: Sendable, Encodable, Hashable {
    /// The string file.
    public var file: String
    /// The entry's 1-based line, where known.
    public var line: Int?
    /// The key given twice.
    public var key: String
    /// The file's language.
    public var language: String?
  }

  /// The settings a check ran with.
  public struct Settings: Sendable, Encodable {
    /// The platform whose sizes were used (`ios`, `android`, …).
    public var platform: String
    /// The content-size categories measured at, by name, in order.
    public var categories: [String]
    /// On Android: the font scales measured at.
    public var fontScales: [Double]? = nil
    /// On Android: the `res` folders read.
    public var resources: [String]? = nil
    /// The config files read, as paths.
    public var configs: [String]
    /// The font files and folders given, as paths.
    public var fonts: [String]
    /// Whether the system's fonts were in the catalog beside those given.
    public var systemFonts: Bool
    /// Whether styles were measured as with Bold Text on.
    public var boldText: Bool
    /// On Apple platforms: whether strings were read as SwiftUI shows them,
    /// with inline Markdown (the spec's `markdown`); on Android true where
    /// the spec says so, else nil.
    public var markdown: Bool? = nil
    /// True when no container sets `maxLines`: a string takes the lines it
    /// needs, so only a character wider than its container overflows; nil
    /// otherwise.
    public var noLineLimits: Bool? = nil
  }

  /// Counts of what was checked and found.
  public struct Summary: Sendable, Encodable {
    /// String files read.
    public var files: Int
    /// Strings read (each plural or device variant counts once).
    public var strings: Int
    /// Strings measured (in a container with a measurable style).
    public var measured: Int
    /// String × category measurements made.
    public var measurements: Int
    /// Strings that overflow their container at one category or more.
    public var overflows: Int
    /// Strings with characters no face covers.
    public var uncovered: Int
    /// Strings with a word broken inside itself at one category or more.
    public var wordSplits: Int
    /// Strings no container's keys match.
    public var unassigned: Int
    /// Strings in a container whose style could not be measured (its font
    /// missing, or its size; see the `not-measured` findings); nil for none,
    /// or when the spec turns `not-measured` off.
    public var notMeasured: Int? = nil
    /// Strings left out because they are marked not to translate (nil for
    /// none): see ``CheckSpec/measureUntranslatable``.
    public var untranslatable: Int? = nil
    /// Strings left out because each is a URL alone, which an app opens
    /// rather than shows (nil for none); a container that names their keys
    /// measures them.
    public var urls: Int? = nil
    /// Android: strings left out because each is an identifier, a key the
    /// code reads, not text (words of one case joined by underscores,
    /// `pref_key_theme`; camel case, `showLargeAnswerButtons`; a qualified
    /// name, `android.permission.INTERNET`; a key or token; a string a
    /// preference screen takes as a key, `android:key="@string/…"`, in any
    /// language; nil for none); a container that names their keys measures
    /// them.
    public var identifiers: Int? = nil
    /// Apple: strings left out because each is an App Shortcut phrase (it
    /// names the app as `${applicationName}`), which Siri, the Shortcuts
    /// app and Spotlight show in the system's font (nil for none); a
    /// container that names their keys measures them.
    public var shortcutPhrases: Int? = nil
    /// Apple: strings left out because each one's key is an `Info.plist` key
    /// whose text the system shows (`NSCameraUsageDescription`,
    /// `CFBundleSpokenName`) in a table of the app's own, from which neither
    /// the system nor the app's code reads it (nil for none); a container
    /// that names their keys measures them.
    public var infoPlistKeys: Int? = nil
    /// Strings left out because each is an alphabet, 20 letters or more
    /// each once with no space (`ABCDEFGHIJKLMNOPQRSTUVWXYZ`), which the
    /// code takes a letter at a time (nil for none); a container that names
    /// their keys measures them.
    public var alphabets: Int? = nil
    /// Strings left out because each holds a placeholder of Crowdin's
    /// in-context translation (`crwdns126944:0crwdne126944:0`, the strings
    /// of the pseudo-language translators edit the running app in; nil for
    /// none); a container that names their keys measures them.
    public var inContextPlaceholders: Int? = nil
    /// Strings left out because each is Lorem ipsum, placeholder text the
    /// code replaces (it begins `Lorem ipsum`, as Interface Builder's
    /// default text of a text view does; nil for none); a container that
    /// names their keys measures them.
    public var loremIpsum: Int? = nil
    /// Strings left out because each is an Interface Builder file's
    /// placeholder text its code replaces (the text a new object of its
    /// kind gets, `Label`, `Button`, or text wholly in braces, `{File
    /// Info}`; nil for none); a container that names their keys measures them.
    public var interfacePlaceholders: Int? = nil
    /// Strings left out because their key says assistive technologies
    /// alone speak them (`a11y_play`, `toolbar_back_content_description`,
    /// `search_clear_accessibility_label`: VoiceOver's and TalkBack's
    /// labels, which no view draws; nil for none); a container that names
    /// their keys measures them.
    public var accessibilityLabels: Int? = nil
    /// Strings left out because their String Catalog marks their key stale
    /// (`"extractionState": "stale"`: Xcode found it in no source file when
    /// it last extracted the strings, so no code asks for it; nil for
    /// none); a container that names their keys measures them.
    public var staleEntries: Int? = nil
    /// Strings left out because each is an icon font's glyphs, characters
    /// of the Private Use Areas only, which the icon font the code sets on
    /// the view draws (nil for none); a container that names their keys
    /// measures them.
    public var iconGlyphs: Int? = nil
    /// Strings left out because each is the title of a bar button item, a
    /// tab bar item or a segmented control's segment (an Interface Builder
    /// export's comment names the class), which UIKit sets at one size
    /// whatever the Dynamic Type setting (nil for none); a container that
    /// names their keys measures them.
    public var barItems: Int? = nil
    /// Strings left out because each is the text of a storyboard's or xib's
    /// object whose font is a fixed point size (no text style), which never
    /// grows with Dynamic Type (nil for none); a container that names their
    /// keys measures them.
    public var fixedFonts: Int? = nil
    /// Entries of a `.strings` file left out because a later entry gives
    /// their key again, which is the one the app reads (nil for none).
    public var duplicateKeys: Int? = nil
    /// Android strings of a module's `src/main` res folder that another
    /// source set of the module (a flavour's) defines again, which the
    /// build merges away; left out of every container (nil for none).
    public var overridden: Int? = nil
    /// Android strings of a resource another module's res folder, read
    /// before theirs, also defines with the same texts: Gradle's merge keeps
    /// one, said once; left out of every container (nil for none).
    public var mergedAway: Int? = nil
    /// Android strings of a legacy language folder (`values-iw`, `-in`,
    /// `-ji`) whose modern one (`values-he`, `-id`, `-yi`) gives the same
    /// file again: said once; left out of every container (nil for none).
    public var legacyLanguageCopies: Int? = nil
    /// Translations of keys the development language's files do not give
    /// (Android Lint's extra translations: keys a translation platform kept
    /// after the app dropped them), which no build looks up; left out of
    /// every container (nil for none).
    public var extraTranslations: Int? = nil
    /// Strings the spec's containers that skip their strings took
    /// (`"skip": true`), left out (nil for none).
    public var skipped: Int? = nil
    /// Android references to a string the same container measures in the
    /// same language with the same text, said once (nil for none).
    public var repeatedReferences: Int? = nil
    /// Apple strings' variants for devices of another platform than the
    /// spec's (`device.mac` in an iOS spec), left out (nil for none).
    public var otherDevices: Int? = nil
    /// Plural forms no whole number is shown with, left out of every
    /// container (nil for none).
    public var unusedPluralForms: Int? = nil
    /// Android: strings left out because each is an item of a string array
    /// that a preference screen stores (`android:entryValues="@array/…"`
    /// in `res/xml`: what a `ListPreference` saves, not what it shows; nil
    /// for none); a container that names their keys measures them.
    public var entryValues: Int? = nil
    /// Android: strings left out because each is an item of a string array
    /// that is data the code reads (more than 200 items, in no language but
    /// the default: a list of public domain suffixes; nil for none); a
    /// container that names their keys measures them.
    public var dataItems: Int? = nil
    /// Strings left out because each refers to a string none of the files
    /// defines (Android `@android:string/ok`, or a library's `@string/…`), or
    /// through references that loop, so their text is not known (nil for
    /// none).
    public var references: Int? = nil
    /// Android: references measured again in each language that falls back
    /// to their file and translates the string they name, as a device in
    /// that language shows them (nil for none); counted in ``measured``,
    /// not in ``strings``.
    public var translatedReferences: Int? = nil
    /// Android: references not measured in every such language: their
    /// translations would pass one per string read (nil for none).
    public var translatedReferencesLeftOut: Int? = nil
    /// Findings of severity error.
    public var errors: Int
    /// Findings of severity warning.
    public var warnings: Int
    /// With `--baseline`: findings the baseline lists (they do not fail the run).
    public var baselined: Int? = nil
    /// With `--baseline`: the baseline's findings that no longer occur.
    public var fixed: Int? = nil
    /// With pictures: the findings past ``CheckRunner/maximumPictures``
    /// that would have had one, listed without it.
    public var picturesLeftOut: Int? = nil
    /// With pictures: the pictures that could not be drawn (too large, past
    /// `Rendering/RenderLimits`, as a text of very many lines makes one,
    /// or the machine out of memory); their findings are listed without them.
    public var picturesUndrawn: Int? = nil
  }

  /// One string file.
  public struct FileSummary: Sendable, Encodable {
    public var path: String
    /// The file's language (nil for a String Catalog, whose entries carry
    /// their own, and for `Base.lproj` without a development language;
    /// `null` in JSON, never left out).
    public var language: String?
    /// Every entry of the file; each plural variant counts once.
    public var strings: Int

    private enum CodingKeys: String, CodingKey { case path, language, strings }

    /// Encodes the file, its language as `null` where it has none.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(path, forKey: .path)
      try container.encode(language, forKey: .language)
      try container.encode(strings, forKey: .strings)
    }
  }

  /// Whether anything was found that fails a check: an error finding that
  /// no baseline lists.
  public var hasErrors: Bool { newErrors > 0 }
}

/// One thing `check` found.
public struct CheckFinding: Sendable, Encodable, Hashable {
  /// Error or warning.
  public var severity: Severity
  /// A stable code: a `validate` code, or one of `check`'s (`overflow`,
  /// `uncovered`, `no-container`, `unused-container`, `not-measured`,
  /// `too-long`, `word-split`, `shrunk`, `nothing-measured`).
  public var code: FindingCode
  /// What was found, in words.
  public var message: String
  /// The file it is about (a string file or a config).
  public var file: String
  /// The 1-based line in `file`, where known.
  public var line: Int?
  /// The config key path, for config findings.
  public var keyPath: String?
  /// The string's key.
  public var key: String?
  /// The string's plural or device variant.
  public var variant: String?
  /// For an Android string that shows another (`<item>@string/never</item>`):
  /// that string, as written (`@string/never`, `@android:string/ok`); the
  /// text measured is its text in ``language``.
  public var reference: String?
  /// The string's language.
  public var language: String?
  /// The text style.
  public var style: String?
  /// The first (smallest) category at which the string overflows.
  public var category: String?
  /// On Android: the first (smallest) font scale at which it overflows.
  public var fontScale: Double?
  /// The point size at that category (in dp at that font scale on Android).
  public var size: Double?
  /// The lines the string takes there.
  public var lines: Int?
  /// The container's line limit.
  public var maxLines: Int?
  /// The container's width in points.
  public var width: Double?
  /// How far past the container: lines, points wide, points tall.
  public var overflow: Overflow?
  /// For `overflow`: the text's width set on one line at ``size``, in
  /// points (dp on Android): the width a one-line container would need.
  public var advance: Double?
  /// Every category at which the string overflows, in order.
  public var overflowingCategories: [String]?
  /// On Android: every font scale at which the string overflows, in order.
  public var overflowingFontScales: [Double]?
  /// For `word-split`: the words broken, with `|` where the line breaks
  /// (at the first category).
  public var words: [String]?
  /// For `word-split`: every category at which a word breaks, in order.
  public var splitCategories: [String]?
  /// For `word-split` on Android: every font scale at which a word breaks, in order.
  public var splitFontScales: [Double]?
  /// For `shrunk`: the scale the text shrinks to at each category where it
  /// must, in order.
  public var scales: [ShrinkScale]?
  /// The stress mode that found it (`wcag-spacing`, `pseudo`), or nil for the
  /// plain check.
  public var stress: String?
  /// Characters no face covers, as `U+XXXX`.
  public var characters: [String]?
  /// The text as measured (after letter case and format specifiers).
  public var text: String?
  /// Pictures of the string in its container (relative to the report
  /// directory): at the largest category that still fits, if any, and at the
  /// first that does not.
  public var pictures: [String]?
  /// With `--baseline`: whether the baseline lists the finding (it then does
  /// not fail the run); nil without a baseline.
  public var baselined: Bool?

  /// How far a string passes its container.
  public struct Overflow: Sendable, Encodable, Hashable {
    public var lines: Int
    public var width: Double
    public var height: Double
  }
}

/// The scale a string shrinks to at one category to fit its container.
public struct ShrinkScale: Sendable, Encodable, Hashable {
  /// The category's name (nil on Android).
  public var category: String?
  /// The Android font scale (nil on Apple platforms).
  public var fontScale: Double? = nil
  /// The factor the point size is multiplied by (below 1).
  public var scale: Double
}

/// The fallback faces one style needs for the checked strings.
public struct StyleCascade: Sendable, Encodable {
  /// The style's name.
  public var style: String
  /// Its primary face.
  public var font: String
  /// The fallback faces, in the order they are tried, with the characters
  /// each sets (that the primary face lacks).
  public var cascade: [CascadeEntry]
  /// Characters no face covers, as `U+XXXX`.
  public var uncovered: [String]
  /// The faces the spec's `cascade` names for the style, by PostScript
  /// name (an app's own font its code sets: said as the spec's, not as a
  /// device's stand-in); not in the JSON.
  public var named: Set<String> = []

  private enum CodingKeys: String, CodingKey { case style, font, cascade, uncovered }
}

/// A fallback face and the characters it sets.
public struct CascadeEntry: Sendable, Encodable {
  public var postscriptName: String
  public var path: String
  /// `U+XXXX` for each character, in code point order.
  public var characters: [String]
  /// The face's family, as Fontconfig names it (`Noto Sans Symbols 2`).
  public var family = ""
}

/// `U+XXXX` for a code point, at least four hex digits.
public func codePointName(_ scalar: Unicode.Scalar) -> String {
  // Written as bytes: a check can name tens of thousands of characters, and
  // `String(_:radix:)` with padding cost more than the rest of the finding.
  let value = scalar.value
  var digits = 4
  while digits < 6, value >> (4 * UInt32(digits)) != 0 { digits += 1 }
  return String(unsafeUninitializedCapacity: digits + 2) { bytes in
    bytes[0] = UInt8(ascii: "U")
    bytes[1] = UInt8(ascii: "+")
    for i in 0..<digits {
      let nibble = UInt8(truncatingIfNeeded: value >> (4 * UInt32(digits - 1 - i)) & 0xF)
      bytes[2 + i] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") - 10 + nibble
    }
    return digits + 2
  }
}
