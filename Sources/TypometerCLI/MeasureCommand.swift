import FileAccess
import FontDiscovery
import Foundation
import StringCatalogs
import TextLayout
import TypeScale
import TypometerChecks

/// `typometer measure`: shape, wrap and measure text at one size or a sweep.
package struct MeasureCommand: Command {
  static let name = "measure"
  static let summary = "Measure text in a font: width, lines, height, fit, fallback."
  static let help = """
    USAGE: typometer measure NAME (--size PT | --style STYLE [--base-size PT] [--platform P]
                             [--categories all|LIST] [--max-size PT]
                             [--scaler typographykit|uifontmetrics|kgn|swash]
                             [--increment PT --decrement PT [--include-accessibility-sizes]])
               [--width PT] [--max-lines N] [--minimum-scale-factor X] [--line-height PT]
               [--letter-spacing PT] [--letter-case CASE] [--lang BCP47] [--no-fallback]
               [--optical-size MODE] (TEXT | --strings FILE) [--json | --format text|jsonl]
           typometer measure --platform android --style APPEARANCE [--res DIR]…
               [--theme THEME]… [--font-scale X[,X…]] [--density D] [--width DP] [--max-lines N] [options]
               (TEXT | --strings FILE)
           typometer measure --config FILE… --style STYLE [--platform P] [--categories all|LIST]
               [--width PT] [--max-lines N] [options] (TEXT | --strings FILE)

    Shapes the text with HarfBuzz (with fallback fonts for characters NAME lacks,
    unless --no-fallback), wraps it at --width on Unicode line-break opportunities
    (ICU, with dictionaries for Thai, Chinese and Japanese), and reports one
    measurement per (string, size):
      {text, font, category?, size, advance, lines, lineHeight, height, fits,
       overflow: {lines, width, height}, missing: ["U+XXXX"], fontsUsed: [name],
       fontFiles?: [path], wordSplits?: ["Hintergrund|übertragung"], sourceText?,
       opticalSize?, tracking?, weight?, key?, language?, variant?}
    advance is the unwrapped width; lines the wrapped line count (1 without
    --width); fontFiles (only where two faces used share a name: an app's
    subset and the system's whole font) the files of fontsUsed; lineHeight the
    tallest line's height (hhea ascender - descender + lineGap of the faces on
    it, unless --line-height); height the sum of the lines' heights (lines *
    lineHeight when every line uses the same faces); fits is false when
    --max-lines is exceeded or one cluster is wider than --width; wordSplits
    (only when there are some) the words wider than --width, broken between
    letters, with | where the line breaks (not a word holding a character no
    face covers, whose width is placeholder boxes'); sourceText the text as given when what
    was measured differs (--letter-case, --pseudo); opticalSize the opsz the face
    is set at; tracking the system font's tracking at the size, in points; weight
    the wght a system-font weight sets on a variable face (font names its default
    instance); key,
    language and variant (a plural form's plural.one, an array item's index) the
    string's when --strings names an app's string file.

    On Android (--platform android --style), the text is set as a TextView with
    the text appearance APPEARANCE: a style of the app's res folders (--res, as
    TextAppearance.App.Title), a Material 3 role (bodyLarge, titleMedium, …), or
    a theme attribute as a layout names it (?attr/textAppearanceBodyLarge): the
    style the app's themes, or the library they derive from, set it to.
    Its face, text size, letter spacing, all-caps and line height come from
    the style; sizes, widths and heights are in dp, one row per font scale
    (default 0.85, 1, 1.15, 1.3, 1.5, 1.8, 2), sp converted with Android 14's
    non-linear curves; lineHeight is the distance between baselines and height
    the text's height, as StaticLayout sets them (font padding included). No
    NAME is given: `sans-serif` is Roboto, or the --system-font family.

    Options:
      NAME                 A PostScript name in the catalog, a font file path, or a
                           TypographyKit system-font alias (System, System-Bold, …;
                           set in the --system-font family), or PreferredFont with
                           --style: the system font at the style's weight, as
                           UIFont.preferredFont(forTextStyle:) gives it.
      --size PT            Measure at one point size.
      --style STYLE        Size the font through the scaling core for a text style
                           (body, headline, …) at each of --categories.
      --base-size PT       The style's size at large (default: the platform's);
                           scaled as UIFontMetrics would.
      --platform P         ios (default), watchos, tvos, macos, android, or wearos
                           (android at Wear OS's font scales, 0.94 to 1.24).
      --config FILE        A TypographyKit config (repeatable, merged in order):
                           --style names one of its styles, set as check sets it
                           (its font, its sizes by the config's scaling, its
                           letter spacing and letter case); no NAME is given.
      --res DIR            Android: a res folder whose styles --style may name
                           (repeatable).
      --theme THEME        Android: a theme the app applies, a style of the res
                           folders that sets the theme attributes the style's
                           values name (?attr/font_16), as a spec's "themes"
                           (repeatable, first first).
      --font-scale X       Android: measure at this font scale only (0.5 to 4), or at
                           each of a comma-separated list (1,1.3,2); default 0.85,
                           1, 1.15, 1.3, 1.5, 1.8, 2 (wearos: 0.94 to 1.24).
      --density D          Android: pixels per dp, where font metrics are rounded
                           (default 2.625).
      --categories LIST    all (default), or a comma-separated list (xs … ax5, or
                           Apple's names).
      --max-size PT        Cap every size of --style, as UIFontMetrics'
                           maximumPointSize (TypographyKit: maximum-point-size).
      --scaler S           Which library sizes --style (default: the platform's
                           own sizes, scaled as UIFontMetrics for --base-size):
                             typographykit  body's curve whatever the style;
                             uifontmetrics  UIFontMetrics(forTextStyle: STYLE);
                             kgn            KGNPreferredFontManager: --increment
                                            and --decrement points per category;
                             swash          Swash's of(textStyle:maxSize:
                                            defaultSize:), base size Swash's own
                                            default unless --base-size.
                           The base size is --base-size, else the platform's size
                           of STYLE at large.
      --increment PT       kgn: points added per category above large.
      --decrement PT       kgn: points removed per category below large.
      --include-accessibility-sizes
                           kgn: keep growing through AX1 … AX5 (default: they stay
                           at xxxLarge's size).
      --width PT           Wrap at this width.
      --max-lines N        At most N lines (0: no limit, as in UIKit).
      --minimum-scale-factor X
                           A label that shrinks to fit (UILabel's
                           adjustsFontSizeToFitWidth, 0 < X < 1): a size where
                           the text fits only shrunk is measured shrunk, down to
                           X times the size (check's container key); the row
                           gives the size and the scale it is set at (JSON
                           scale).
      --line-height PT     A fixed line height.
      --letter-spacing PT  Extra space after each character (a kern, in points).
      --letter-case CASE   Change the text's case first, as a TypographyKit app
                           does (regular, capitalized, upper, lower, kebab, snake,
                           macro, train: as written, LetterCase 2.0.0's way,
                           upper-camel, lower-camel).
      --lang BCP47         The text's language (fallback order, line breaking).
      --no-fallback        Use only NAME; characters it lacks are missing.
      --optical-size MODE  auto (default): as Core Text, a face with a STAT table
                           follows the point size (opsz = the size, clamped to the
                           axis; trak tracking at the size); always: every face
                           with opsz or trak; off: the file's defaults at every size,
                           and no tracking (nor the table a stand-in system font
                           takes in place of trak).
      --spacing wcag       Stress: WCAG 1.4.12 text spacing over the text's own
                           (letters +0.12 em, word separators +0.16 em, lines at
                           least 1.5x the size, 2x the size after each paragraph).
      --pseudo             Stress: pseudo-localise each text first (longer by the
                           IBM/Microsoft expansion table, accented Latin letters,
                           format specifiers kept); JSON adds sourceText.
      --pseudo-brackets    The same, wrapped in [ ].
      --strings FILE       Measure each line of FILE ('-' for standard input); an
                           app's string file (.strings, .stringsdict, .xcstrings,
                           Android .xml, or a file holding <resources>) gives its
                           strings instead, as check measures them: an Apple
                           string's Markdown and HTML as the app shows them,
                           format specifiers filled with the default samples (a
                           plural form's count with a number of its form; on
                           Android numbers in the string's locale's digits). A
                           property list or .json file is refused, as check
                           refuses it.
      --json               One JSON document (an object for one measurement,
                           else an array).
      --format F           text (default), json or jsonl (one object per line).

    Exit status: 1 when anything does not fit or a character is covered by no font.

    \(CatalogOptions.help)
    """

  enum Format: String { case text, json, jsonl }

  var catalog: CatalogOptions
  var name: String
  var texts: [String] = []
  var stringsFile: String?
  var size: Double?
  var style: TextStyle?
  /// On Android: the text appearance `--style` names.
  var androidStyle: String?
  /// TypographyKit configs (`--config`, merged in order) whose style
  /// `--style` names (``configStyle``).
  var configs: [String] = []
  var configStyle: String?
  var resources: [String] = []
  /// Android: the themes `--theme` names, first first.
  var themes: [String] = []
  var fontScales: [Double] = CheckSpec.defaultFontScales
  var density = 2.625
  var baseSize: Double?
  var platform: Platform = .ios
  var maximumSize: Double?
  var scaler: ScalerName?
  var increment: Double?
  var decrement: Double?
  var includeAccessibilitySizes = false
  var categories: [ContentSizeCategory] = []
  var width: Double?
  var maxLines: Int?
  /// `--minimum-scale-factor`: how far a shrinking label shrinks, or nil.
  var minimumScaleFactor: Double?
  var lineHeight: Double?
  var letterSpacing: Double = 0
  var letterCase: String?
  var language: String?
  var fallback = true
  var opticalSizing: OpticalSizing = .auto
  var spacing: TextSpacing?
  var pseudo: PseudoLocalization?
  var format: Format = .text

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws {
    try self.init(parsing: &arguments, environment: environment, drawing: false)
  }

  /// Parses `measure`'s arguments (`render`'s too, `drawing` one text: its
  /// messages say so, and name no `--strings`).
  init(parsing arguments: inout ArgumentList, environment: [String: String], drawing: Bool)
    throws
  {
    catalog = try CatalogOptions(parsing: &arguments, environment: environment)
    size = try arguments.number("--size")
    let styleName = try arguments.value("--style")
    baseSize = try arguments.number("--base-size")
    if let text = try arguments.value("--platform") {
      let parsed = try PlatformOption.parse(text)
      platform = parsed.platform
      // Wear OS: Android at the watch's font scales.
      if parsed.wearOS { fontScales = ProjectScan.wearFontScales }
    }
    resources = try arguments.values("--res")
    themes = try arguments.values("--theme")
    let scaleList = try arguments.value("--font-scale")
    let densityValue = try arguments.number("--density")
    if platform != .android || styleName == nil,
      !resources.isEmpty || !themes.isEmpty || scaleList != nil || densityValue != nil
    {
      throw UsageError.other(
        "--res, --theme, --font-scale and --density go with --platform android --style")
    }
    configs = try arguments.values("--config")
    if !configs.isEmpty {
      guard let styleName else {
        throw UsageError.missingArgument("--style STYLE, a style of the --config file(s)")
      }
      guard platform != .android else {
        throw UsageError.other(
          "--config is a TypographyKit config, for Apple's platforms; on Android, --style names "
            + "a text appearance of the --res folders")
      }
      configStyle = styleName
    } else if platform == .android, let styleName {
      androidStyle = styleName
    } else if let styleName {
      style = try textStyle(named: styleName, on: platform)
    }
    if let scaleList { fontScales = try FontScaleOption.scales(scaleList) }
    if let densityValue {
      guard densityValue.isFinite, (0.5...8).contains(densityValue) else {
        throw UsageError.invalidValue(
          option: "--density", value: formatNumber(densityValue),
          expected: "pixels per dp from 0.5 to 8")
      }
      density = densityValue
    }
    let categoryList = try arguments.value("--categories")
    maximumSize = try arguments.number("--max-size")
    if let name = try arguments.value("--scaler") {
      do { scaler = try ScalerName(parsing: name) } catch {
        throw UsageError.invalidValue(
          option: "--scaler", value: name, expected: ScalerName.spelledOut)
      }
    }
    increment = try arguments.number("--increment")
    decrement = try arguments.number("--decrement")
    includeAccessibilitySizes = arguments.flag("--include-accessibility-sizes")
    width = try arguments.number("--width")
    maxLines = try arguments.integer("--max-lines")
    minimumScaleFactor = try arguments.number("--minimum-scale-factor")
    lineHeight = try arguments.number("--line-height")
    let givenLetterSpacing = try arguments.number("--letter-spacing")
    letterSpacing = givenLetterSpacing ?? 0
    // A kern of more than the largest point size either way sets no real text
    // (and its positions would leave the range pictures are drawn in).
    guard abs(letterSpacing) <= LayoutLimits.maximumPointSize else {
      throw UsageError.invalidValue(
        option: "--letter-spacing", value: formatNumber(letterSpacing),
        expected: "points from -\(formatNumber(LayoutLimits.maximumPointSize)) to "
          + formatNumber(LayoutLimits.maximumPointSize))
    }
    letterCase = try arguments.value("--letter-case")
    language = try arguments.language()
    fallback = !arguments.flag("--no-fallback")
    opticalSizing = try arguments.opticalSizing() ?? .auto
    if let mode = try arguments.value("--spacing") {
      guard mode == "wcag" else {
        throw UsageError.invalidValue(option: "--spacing", value: mode, expected: "wcag")
      }
      spacing = .wcag
    }
    if arguments.flag("--pseudo") { pseudo = PseudoLocalization() }
    if arguments.flag("--pseudo-brackets") { pseudo = PseudoLocalization(brackets: true) }
    stringsFile = try arguments.value("--strings")
    format = try arguments.format(json: .json, expected: "text, json or jsonl") ?? .text

    var words = try arguments.positionals()
    if configStyle != nil {
      // The config's style names the face, sets the sizes, letter spacing
      // and letter case: every word is text.
      words.insert("", at: 0)
      let given: [(String, Bool)] = [
        ("--size", size != nil), ("--base-size", baseSize != nil),
        ("--max-size", maximumSize != nil), ("--scaler", scaler != nil),
        ("--increment", increment != nil), ("--decrement", decrement != nil),
        ("--include-accessibility-sizes", includeAccessibilitySizes),
        ("--letter-spacing", givenLetterSpacing != nil), ("--letter-case", letterCase != nil),
      ]
      if let (option, _) = given.first(where: \.1) {
        throw UsageError.other(
          "\(option) does not apply to a style of --config: the config sets its sizes, letter "
            + "spacing and letter case")
      }
    }
    if androidStyle != nil, letterSpacing != 0 {
      throw UsageError.other(
        "--letter-spacing does not apply to an Android text appearance: its android:letterSpacing "
          + "(ems) is used")
    }
    if androidStyle != nil {
      // The appearance names the face: every word is text.
      words.insert("", at: 0)
      for option in ["--size", "--base-size", "--categories", "--max-size", "--scaler"] {
        if option == "--size" && size != nil || option == "--base-size" && baseSize != nil
          || option == "--categories" && categoryList != nil
          || option == "--max-size" && maximumSize != nil || option == "--scaler" && scaler != nil
        {
          throw UsageError.other("\(option) does not apply to an Android text appearance")
        }
      }
    }
    guard let first = words.first else {
      throw UsageError.missingArgument("the font's PostScript name")
    }
    name = first
    texts = Array(words.dropFirst())

    // Validate the combination.
    switch (size, style ?? (androidStyle == nil && configStyle == nil ? nil : .body)) {
    case (nil, nil): throw UsageError.missingArgument("--size PT or --style STYLE")
    case (.some, .some): throw UsageError.conflicting("--size", "--style")
    case (.some(let size), nil):
      if baseSize != nil { throw UsageError.other("--base-size goes with --style") }
      if categoryList != nil { throw UsageError.other("--categories goes with --style") }
      if maximumSize != nil { throw UsageError.other("--max-size goes with --style") }
      if scaler != nil { throw UsageError.other("--scaler goes with --style") }
      if platform == .android {
        // Android sizes a text appearance's sp and rounds its metrics to
        // pixels; a bare size in points would be measured as on Apple's.
        throw UsageError.other(
          "--platform android goes with --style (a text appearance or a Material 3 role, in "
            + "sp); --size measures at one size in points")
      }
      try SizeOption.check(size, option: "--size", maximum: LayoutLimits.maximumPointSize)
    case (nil, .some):
      if androidStyle == nil {
        categories = try Self.parseCategories(categoryList ?? "all", platform: platform)
      }
    }
    try checkScaling()
    if let width, width <= 0 {
      throw UsageError.invalidValue(
        option: "--width", value: formatNumber(width), expected: "a width in points above 0")
    }
    if let maxLines, maxLines < 0 {
      throw UsageError.invalidValue(
        option: "--max-lines", value: "\(maxLines)", expected: "0 or more")
    }
    if let factor = minimumScaleFactor {
      guard factor > 0, factor < 1 else {
        throw UsageError.invalidValue(
          option: "--minimum-scale-factor", value: formatNumber(factor),
          expected: "a scale above 0 and below 1")
      }
      if platform == .android {
        throw UsageError.other(
          "--minimum-scale-factor does not apply to android: it is UILabel's (a TextView "
            + "shrinks by autoSizeTextType, which is not measured)")
      }
      // A label shrinks to fit its lines; with no limit it grows instead.
      guard let maxLines, maxLines > 0 else {
        throw UsageError.other(
          "--minimum-scale-factor goes with --max-lines N (a label with no line limit grows "
            + "taller instead of shrinking)")
      }
    }
    if let lineHeight, lineHeight <= 0 {
      throw UsageError.invalidValue(
        option: "--line-height", value: formatNumber(lineHeight),
        expected: "a height in points above 0")
    }
    if stringsFile != nil, !texts.isEmpty { throw UsageError.conflicting("TEXT", "--strings") }
    // Two words or more: a font's name and a text, or a text of several
    // words unquoted; either way one text alone is measured, as one argument.
    func givenWords() -> String {
      texts.count == 2
        ? "'\(texts[0])' and '\(texts[1])' were two"
        : "'\(texts[0])', '\(texts[1])', … were \(texts.count)"
    }
    // (`render` draws one text: it has no --strings.)
    let many = drawing ? "" : "; --strings FILE measures many"
    func oneText() -> String {
      "give the text alone, no font name, as one argument (\(givenWords()): quote a text of several "
        + "words\(many))"
    }
    if androidStyle != nil, stringsFile == nil, texts.count >= 2 {
      throw UsageError.other("an Android text appearance names its own face: " + oneText())
    }
    if configStyle != nil, stringsFile == nil, texts.count >= 2 {
      throw UsageError.other("a style of --config names its own font: " + oneText())
    }
    if stringsFile == nil, texts.count != 1 {
      guard texts.isEmpty else {
        throw UsageError.other(
          "\(drawing ? "render draws" : "measure takes") one text, as one argument "
            + "(\(givenWords())): quote a text of several words\(many)")
      }
      // One word: it was read as the font's name, which comes first.
      // With an Apple text style, the text may have been meant for the
      // system font at the style's weight (PreferredFont).
      // The text as one shell word (a quote in it closed, escaped, reopened).
      let word = "'" + name.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
      let preferred =
        platform == .android || size != nil
        ? ""
        : style.map {
          " (for the system font at the style's weight, as UIFont.preferredFont(forTextStyle:) "
            + "sets it: typometer measure PreferredFont --style \($0.name) \(word))"
        } ?? ""
      let read =
        androidStyle == nil && !name.isEmpty
        ? "; '\(name)' was read as the font's PostScript name, which comes before the text"
          + (platform == .android ? " (or name a text appearance with --style)" : preferred) : ""
      throw UsageError.missingArgument("the text to measure (or --strings FILE)" + read)
    }
  }

  static func parseCategories(_ list: String, platform: Platform) throws -> [ContentSizeCategory] {
    if list == "all" { return platform.categories }
    var result: [ContentSizeCategory] = []
    for item in list.split(separator: ",", omittingEmptySubsequences: false) {
      let name = item.trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty else {
        // `xs,,xl` or a trailing comma: a name left out, not nothing asked for.
        throw UsageError.invalidValue(
          option: "--categories", value: list,
          expected: "all or a comma-separated list of categories, none of them empty")
      }
      let category = try ContentSizeCategory(parsing: name)
      guard platform.categories.contains(category) else {
        throw ScaleError.categoryNotOnPlatform(category, platform)
      }
      result.append(category)
    }
    guard !result.isEmpty else {
      throw UsageError.invalidValue(
        option: "--categories", value: list, expected: "all or a list of categories")
    }
    return result
  }

  /// Checks `--max-size`, `--scaler` and kgn's options together.
  private func checkScaling() throws {
    // A maximum caps the sizes, so any size above 0 is one.
    try SizeOption.check(maximumSize, option: "--max-size", maximum: nil)
    try SizeOption.check(baseSize, option: "--base-size", maximum: LayoutLimits.maximumPointSize)
    for (option, value) in [("--increment", increment), ("--decrement", decrement)] {
      guard let value else { continue }
      guard scaler == .kgn else { throw UsageError.other("\(option) goes with --scaler kgn") }
      guard value >= 0 else {
        throw UsageError.invalidValue(
          option: option, value: formatNumber(value), expected: "0 or more points")
      }
    }
    if includeAccessibilitySizes, scaler != .kgn {
      throw UsageError.other("--include-accessibility-sizes goes with --scaler kgn")
    }
    if scaler == .kgn {
      if maximumSize != nil {
        throw UsageError.other(
          "--max-size does not apply to --scaler kgn (KGNPreferredFontManager has no maximum)")
      }
      if increment == nil { throw UsageError.missingArgument("--increment PT for --scaler kgn") }
      if decrement == nil { throw UsageError.missingArgument("--decrement PT for --scaler kgn") }
    }
  }

  /// The sizes to measure at, with their categories.
  func sizes() throws -> [SweepSize] {
    if let size { return [SweepSize(pointSize: size)] }
    guard let style else { return [] }
    return try SweepSize.plan(categories, scaler: try scaler(for: style))
  }

  /// The scaler `--scaler` names for `style`, with the base and maximum sizes.
  func scaler(for style: TextStyle) throws -> any FontSizeScaler<ContentSizeCategory> {
    func base() throws -> Double {
      try baseSize ?? PlatformTable.table(for: platform).pointSize(for: style, at: .large)
    }
    switch scaler {
    case nil:
      if let baseSize {
        return try UIFontMetricsScaler(
          textStyle: style, baseSize: baseSize, maximumPointSize: maximumSize, platform: platform)
      }
      return try PlatformTableScaler(
        textStyle: style, platform: platform, maximumPointSize: maximumSize)
    case .typographyKit?:
      return try TypographyKitScaler(pointSize: try base(), maximumPointSize: maximumSize)
    case .uiFontMetrics?:
      return try UIFontMetricsScaler(
        textStyle: style, baseSize: try base(), maximumPointSize: maximumSize, platform: platform)
    case .kgn?:
      return try PreferredFontManagerScaler(
        baseSize: try base(), increment: increment ?? 0, decrement: decrement ?? 0,
        includeAccessibilitySizes: includeAccessibilitySizes)
    case .swash?:
      return try SwashScaler(
        textStyle: style, maxSize: maximumSize, defaultSize: baseSize, platform: platform)
    }
  }

  /// One measurement, as printed.
  package typealias Output = MeasurementRow

  /// The style the options describe, with NAME's face (or the system font's)
  /// loaded from `store`.
  func layoutStyle(store: FontStore) throws -> LayoutStyle {
    let system = try catalog.systemFont(in: store.catalog, platform: platform)
    let choice = try FontChoice(
      name, store: store, system: system, textStyle: style, platform: platform)
    let cascade = fallback ? choice.systemCascade(system, store: store, platform: platform) : []
    return LayoutStyle(
      font: choice.font, cascade: cascade, language: language, allowsFallback: fallback,
      letterSpacing: letterSpacing, opticalSizing: opticalSizing, tracking: choice.tracking,
      features: choice.features, spacing: spacing)
  }

  /// The Android text appearance `--style` names, resolved in `store`'s
  /// catalog (the res folders' `font/` folders must be in it).
  func androidChoice(store: FontStore) throws -> AndroidStyleChoice? {
    guard let androidStyle else { return nil }
    do {
      var choice = try AndroidStyleChoice(
        style: androidStyle, resources: resources, themes: themes,
        settings: AndroidSettings(
          systemFont: catalog.systemFamily, fontScales: fontScales, density: density),
        store: store)
      if let lineHeight {
        // --line-height (dp) is set as android:lineHeight, as a check container's is.
        choice.sizing.lineHeights = choice.sizes.map { _ in lineHeight * density }
      }
      return choice
    } catch {
      guard let path = error.path else { throw UsageError.other(error.problem) }
      throw InputError(path: path, line: error.line, problem: error.problem)
    }
  }

  /// `text` as the app shows it: pseudo-localised first (the string
  /// resource), then in the letter case asked (`--letter-case`), the config
  /// style's, or, on Android, `textAllCaps` in the text's locale
  /// (`AllCapsTransformationMethod`): the view's, which upper-cases a
  /// pseudo-localised string whole, as `check` measures it.
  func shown(
    _ text: String, config: CheckRunner.ConfigStyle?, android: AndroidStyleChoice?
  ) throws -> String {
    let text = pseudo.map { $0.apply(to: text) } ?? text
    if let letterCase { return try LetterCaseOption.apply(letterCase, to: text) }
    if let shown = config?.letterCase { return shown.typographyKitOutput(for: text) }
    if android?.allCaps == true { return CheckRunner.androidAllCaps(text, language: language) }
    return text
  }

  /// The style `--style` names in the `--config` files, set as `check` sets
  /// it (nil without `--config`).
  ///
  /// - Throws: `InputError` for a config that cannot be read or a style
  ///   that cannot be set; `UsageError` for a style no config defines.
  func configChoice(catalog fonts: FontCatalog, store: FontStore) throws
    -> CheckRunner.ConfigStyle?
  {
    guard let configStyle else { return nil }
    let system = try catalog.systemFont(in: fonts, platform: platform)
    do throws(CheckRunner.ConfigStyleError) {
      return try CheckRunner.configStyle(
        configStyle, configs: configs, platform: platform, categories: categories,
        opticalSizing: opticalSizing, catalog: fonts, store: store, system: system)
    } catch {
      switch error {
      case .config(let file, let line, let problem):
        throw InputError(path: file, line: line, problem: problem)
      case .unknownStyle(let name, let known, let suggestions):
        let near = suggestions.isEmpty ? "" : " (did you mean '\(suggestions[0])'?)"
        throw UsageError.other(
          "no --config file defines a style '\(name)'\(near); they define "
            + (known.isEmpty ? "none" : OutputText.firstFew(known, 12)))
      case .notSet(let file, let line, let problem):
        throw InputError(path: file, line: line, problem: problem)
      case .fontMissing(let file, let line, let problem):
        throw FontMissing(place: InputError(path: file, line: line, problem: problem).message)
      }
    }
  }

  /// The style a config's style sets text in, with `--lang`, `--no-fallback`
  /// and `--spacing`.
  func layoutStyle(_ choice: CheckRunner.ConfigStyle) -> LayoutStyle {
    var style = choice.style
    style.language = language
    style.allowsFallback = fallback
    // No face but the style's own: not the system font after it either.
    if !fallback { style.cascade = [] }
    style.spacing = spacing
    return style
  }

  /// The style an Android appearance sets text in, with `--spacing` over its letter spacing.
  func layoutStyle(_ choice: AndroidStyleChoice) -> LayoutStyle {
    let spacing = CheckRunner.androidSpacing(
      letterSpacing: choice.letterSpacing, density: choice.sizing.density, over: spacing)
    var style = LayoutStyle(
      font: choice.font, language: language, allowsFallback: fallback, opticalSizing: .off,
      features: choice.features, spacing: spacing)
    style.laysOutAsAndroid = true
    style.weight = choice.weight
    return style
  }

  func run(console: Console) throws -> ExitStatus {
    var texts = self.texts
    var lineNumbers: [Int?] = []
    var keys: [(key: String?, language: String?, variant: String?)] = []
    // What each text was before its format specifiers were filled in.
    var written: [String]?
    if let stringsFile {
      var entries = try StringsFile.entries(of: stringsFile)
      // A reference to a string the file does not hold shows a text not
      // known here, as check leaves it out.
      let unresolved = entries.count(where: \.unresolved)
      if unresolved > 0 {
        entries.removeAll(where: \.unresolved)
        console.warning(
          "\(stringsFile): \(unresolved == 1 ? "1 string refers" : "\(unresolved) strings refer") "
            + "to a string the file does not hold (@string/…, @null), whose text is not known: "
            + "left out")
      }
      written = entries.map(\.text)
      // An app's strings as check measures them: markup as the app shows
      // it, format specifiers filled with the default samples.
      texts = entries.map { entry in
        guard entry.format != .plainText else { return entry.text }
        let shown = CheckRunner.shownMarkup(
          entry.text, format: entry.format, android: androidStyle != nil,
          markdown: androidStyle == nil)
        var samples = FormatSpecifierSubstitution()
        if androidStyle != nil {
          samples.integer = CheckSpec.androidIntegerSample
          samples.java = true
          samples.numerals = entry.language.flatMap(CheckRunner.androidNumerals)
        }
        return CheckRunner.samples(
          samples, forPluralForm: entry.variant, of: shown,
          language: entry.language ?? "en",
          apple: entry.format == .stringsdict || entry.format == .xcstrings,
          countArgument: entry.countArgument
        ).apply(to: shown)
      }
      lineNumbers = entries.map(\.line)
      keys = entries.map { ($0.key, $0.language, $0.format == .plainText ? nil : $0.variant) }
      StringsFile.warnIfEmpty(texts, path: stringsFile, console: console)
    }
    let catalog = try catalog.makeCatalog(
      console: console,
      extraFolders: CheckRunner.androidFontFolders(resources: resources),
      sayingWhenEmpty: !FontCatalog.namesAFile(name))
    let store = FontStore(catalog: catalog)
    let android = try androidChoice(store: store)
    for warning in android?.warnings ?? [] { console.warning(warning) }
    let config = try configChoice(catalog: catalog, store: store)
    let inputs = written ?? texts
    texts = try texts.map { try shown($0, config: config, android: android) }
    let style = try android.map(layoutStyle) ?? config.map(layoutStyle) ?? layoutStyle(store: store)
    console.warnOfNoLineHeight(style.font)
    let sizes = try android?.sizes ?? config?.sizes ?? sizes()
    let container = Container(
      width: width, maxLines: maxLines, lineHeight: lineHeight.map { .fixed($0) } ?? .font,
      leadingStyle: self.style ?? .body, leadingPlatform: platform)
    let progress = ProgressLine.make(total: texts.count, noun: "strings", console: console)
    var counted: (@Sendable (Int) -> Void)?
    if let progress { counted = { progress.advance(by: $0) } }
    let results = Sweep.run(
      texts: texts, style: style, sizes: sizes, container: container, store: store,
      progress: counted)
    progress?.finish()

    var outputs: [Output] = []
    // Rows are gathered and written a block at a time, not one write per row;
    // the rows before a string that cannot be laid out are still written.
    var jsonl = JSONWriter(pretty: false, escapesUnprintable: true)
    // Text rows: as bytes, or as strings when they are coloured.
    var textRows = ""
    var textBytes: [UInt8] = []
    let block = 1 << 16
    defer {
      if jsonl.count > 0 { console.write(bytes: jsonl.bytes) }
      if !textRows.isEmpty { console.write(textRows) }
      if !textBytes.isEmpty { console.write(bytes: textBytes) }
    }
    var status = ExitStatus.success
    let columns = Columns(
      category: sizes.compactMap { ($0.category?.name ?? $0.fontScale.map(Self.scaleLabel))?.count }
        .max() ?? 0,
      size: sizes.map { Self.sizeText($0.pointSize, fontScale: $0.fontScale).count }.max() ?? 0)
    var textWriter = TextRowWriter(columns: columns)
    // The face at each size (a Text/Display pair switches at 20 pt), its
    // optical size there and the system font's tracking at the size.
    let faces = sizes.map {
      style.font.atPointSize($0.pointSize, opticalSizing: style.opticalSizing)
    }
    let faceNames = faces.map(\.record.postscriptName)
    let trackings = sizes.map { style.appliedTracking?.points(atPointSize: $0.pointSize) }
    let wordFinder = WordSplit.Finder()
    for (number, result) in results.enumerated() {
      let swept: SweptText
      switch result {
      case .success(let value): swept = value
      case .failure(let error):
        // Name the line of the strings file the text came from.
        guard let stringsFile else { throw error }
        throw InputError(
          path: stringsFile, line: number < lineNumbers.count ? lineNumbers[number] : nil,
          problem: Diagnostics.message(for: error))
      }
      let missing = swept.missing.map(codePointName)
      var measurements = swept.measurements
      if let android {
        android.sizing.adjust(
          &measurements, maxLines: maxLines, primary: android.font,
          fallbacks: swept.fallbackCharacters.map(\.font), spacing: spacing)
      }
      // A label that shrinks to fit: a size where the text fits only
      // shrunk is measured shrunk, as check measures it.
      var scales = [Double?](repeating: nil, count: measurements.count)
      if let factor = minimumScaleFactor, measurements.contains(where: { !$0.fits }) {
        scales = store.withContext { context in
          context.shrinkingToFit(
            swept.text, style: style, sizes: sizes, measurements: &measurements, in: container,
            minimumScaleFactor: factor)
        }
      }
      // The text's words are found once for every size's forced breaks.
      let splits =
        measurements.contains { !$0.forcedBreaks.isEmpty }
        ? WordSplit.find(
          in: swept.text, atEach: measurements.map(\.forcedBreaks), language: language,
          using: wordFinder, naming: false, hangulWords: !style.breaksHangulAsAndroid) : nil
      let units = splits == nil ? [] : WordSplit.units(of: swept.text)
      for (index, ((size, measurement), faceName)) in zip(zip(sizes, measurements), faceNames)
        .enumerated()
      {
        var fontsUsed = swept.fontsUsed
        if fontsUsed[0] != faceName { fontsUsed[0] = faceName }
        var output = Output(
          text: swept.text, font: faceName, size: size, measurement: measurement,
          missing: missing, fontsUsed: fontsUsed)
        // The files where two faces used share a name (the primary's, the
        // face of this size's).
        func fontFiles(primary path: String) {
          guard Set(output.fontsUsed).count < output.fontsUsed.count,
            !swept.fontFiles.isEmpty
          else {
            output.fontFiles = nil
            return
          }
          output.fontFiles = [path] + swept.fontFiles.dropFirst()
        }
        fontFiles(primary: faces[index].record.path)
        if !measurement.forcedBreaks.isEmpty, let splits {
          // A word holding a character no face covers is left out, as check
          // leaves it out: its width is placeholder boxes'.
          let uncovered = Set(swept.missing)
          let shown = WordSplit.shown(splits[index], units: units, measurement: measurement)
            .filter { split in
              uncovered.isEmpty || !split.word.unicodeScalars.contains(where: uncovered.contains)
            }
          output.wordSplits = shown.isEmpty ? nil : shown.map(\.marked)
        }
        // The input, when what was measured differs (letter case, pseudo).
        if inputs[number] != swept.text { output.sourceText = inputs[number] }
        if number < keys.count { (output.key, output.language, output.variant) = keys[number] }
        output.opticalSize = faces[index].opticalSize
        output.weight = faces[index].variations.first { $0.tag == "wght" }?.value
        output.tracking = trackings[index]
        if let scale = scales[index] {
          // The category's size, which the text is set at `scale` times:
          // the face, optical size and tracking are those of the size set.
          output.scale = scale
          output.size = size.pointSize
          let shrunk = style.font.atPointSize(
            measurement.pointSize, opticalSizing: style.opticalSizing)
          output.font = shrunk.record.postscriptName
          output.fontsUsed[0] = shrunk.record.postscriptName
          fontFiles(primary: shrunk.record.path)
          output.opticalSize = shrunk.opticalSize
          output.weight = shrunk.variations.first { $0.tag == "wght" }?.value
          output.tracking = style.appliedTracking?.points(atPointSize: measurement.pointSize)
        }
        if let android {
          // A TextView's distance between baselines (its height is the measurement's).
          output.lineHeight = android.sizing.lineHeight(at: index)
        }
        if !output.fits || !output.missing.isEmpty { status = .findings }
        switch format {
        case .jsonl:
          output.writeLine(to: &jsonl)
          if jsonl.count >= block {
            console.write(bytes: jsonl.bytes)
            jsonl.removeAll()
          }
        case .text where console.colors:
          textRows += console.printed(Self.textLine(output, columns: columns), styled: true)
          if textRows.utf8.count >= block {
            console.write(textRows)
            textRows = ""
          }
        case .text:
          textWriter.append(output, sizeIndex: index, to: &textBytes)
          if textBytes.count >= block {
            console.write(bytes: textBytes)
            textBytes.removeAll(keepingCapacity: true)
          }
        case .json: outputs.append(output)
        }
      }
    }
    if format == .json { console.write(bytes: Output.jsonDocument(outputs)) }
    return status
  }

  /// A size as a row shows it: `17pt`, or on Android `28.19dp` (two
  /// decimals: the size is whole pixels over the density).
  package static func sizeText(_ size: Double, fontScale: Double?) -> String {
    guard fontScale != nil else { return "\(formatNumber(size))pt" }
    return NumberText.string(size, fractionDigits: 2) + "dp"
  }

  /// How a text row names an Android font scale: `×1.3`.
  static func scaleLabel(_ scale: Double) -> String { "×" + formatNumber(scale) }

  /// The widths text rows are padded to.
  package typealias Columns = TextRowWriter.Columns

  /// One measurement as a text row: columns padded and right-aligned, points
  /// to two decimals (sizes to as many as they have), the text last after a tab.
  package static func textLine(_ o: Output, columns: Columns = Columns()) -> String {
    func points(_ value: Double) -> String {
      NumberText.string(value, fractionDigits: 2, rule: .toNearestOrAwayFromZero, padded: true)
    }
    func right(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - text.count)) + text
    }
    var parts: [String] = [textLineStart(o, columns: columns) + right(points(o.advance), 8)]
    let unit = o.fontScale == nil ? "pt" : "dp"
    parts.append(right(o.lines == 1 ? "1 line" : "\(o.lines) lines", 8))
    parts.append("height " + right(points(o.height), 8))
    parts.append(o.fits ? "fits    " : "OVERFLOW")
    if let scale = o.scale { parts.append("shrunk " + points(scale) + "×") }
    if o.overflow.lines > 0 {
      parts.append("+\(o.overflow.lines) line" + (o.overflow.lines == 1 ? "" : "s"))
    }
    if o.overflow.width > 0 { parts.append("+\(points(o.overflow.width))\(unit) wide") }
    if o.fontsUsed.count > 1 {
      parts.append("fallback " + o.fallbackNames.joined(separator: ","))
    }
    if !o.missing.isEmpty { parts.append("missing " + o.missing.joined(separator: " ")) }
    if let splits = o.wordSplits, !splits.isEmpty {
      parts.append("split " + splits.joined(separator: " "))
    }
    // The verdict's padding is not left at the end of a row.
    var line = parts.joined(separator: "  ")
    while line.hasSuffix(" ") { line.removeLast() }
    // The text is the row's last field: a line break or tab in it is escaped,
    // so that each row stays one line of two tab-separated fields.
    return line + "\t" + Printable.escaped(o.text, keepingTabs: false)
  }

  /// A text row up to its advance: the category (or font scale) and the
  /// size, padded to the sweep's columns, then `advance `. The same for
  /// every row at one size.
  static func textLineStart(_ o: Output, columns: Columns) -> String {
    var start = ""
    if let category = o.category ?? o.fontScale.map(scaleLabel) {
      start = category + String(repeating: " ", count: max(0, columns.category - category.count))
      start += "  "
    }
    let size = Self.sizeText(o.size, fontScale: o.fontScale)
    start += String(repeating: " ", count: max(0, columns.size - size.count)) + size
    return start + "  advance "
  }
}
