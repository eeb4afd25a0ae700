import FontDiscovery
import Foundation
import StringCatalogs
import TextLayout
import TypeScale
import TypometerChecks

/// `typometer measure`: shape, wrap and measure text at one size or a sweep.
struct MeasureCommand: Command {
  static let name = "measure"
  static let summary = "Measure text in a font: width, lines, height, fit, fallback."
  static let help = """
    USAGE: typometer measure NAME (--size PT | --style STYLE [--base-size PT] [--platform P]
                             [--categories all|LIST] [--max-size PT]
                             [--scaler typographykit|uifontmetrics|kgn|swash]
                             [--increment PT --decrement PT [--include-accessibility-sizes]])
               [--width PT] [--max-lines N] [--line-height PT] [--letter-spacing PT]
               [--letter-case CASE] [--lang BCP47] [--no-fallback] [--optical-size MODE]
               (TEXT | --strings FILE) [--json | --format text|jsonl]

    Shapes the text with HarfBuzz (with fallback fonts for characters NAME lacks,
    unless --no-fallback), wraps it at --width on Unicode line-break opportunities
    (ICU, with dictionaries for Thai, Chinese and Japanese), and reports one
    measurement per (string, size):
      {text, font, category?, size, advance, lines, lineHeight, height, fits,
       overflow: {lines, width, height}, missing: ["U+XXXX"], fontsUsed: [name],
       wordSplits?: ["Hintergrund|übertragung"]}
    advance is the unwrapped width; lines the wrapped line count (1 without
    --width); lineHeight the tallest line's height (hhea ascender - descender +
    lineGap of the faces on it, unless --line-height); height the sum of the lines'
    heights (lines * lineHeight when every line uses the same faces); fits is false
    when --max-lines is exceeded or one cluster is wider than --width; wordSplits
    (only when there are some) the words wider than --width, broken between
    letters, with | where the line breaks.

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
      --platform P         ios (default), watchos, tvos or macos.
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
      --line-height PT     A fixed line height.
      --letter-spacing PT  Extra space after each character (a kern, in points).
      --letter-case CASE   Change the text's case first (TypographyKit's values:
                           regular, capitalized, upper, lower, kebab, snake, macro,
                           train, upper-camel, lower-camel).
      --lang BCP47         The text's language (fallback order, line breaking).
      --no-fallback        Use only NAME; characters it lacks are missing.
      --optical-size MODE  auto (default): as Core Text, a face with a STAT table
                           follows the point size (opsz = the size, clamped to the
                           axis; trak tracking at the size); always: every face
                           with opsz or trak; off: the file's defaults at every size.
      --spacing wcag       Stress: WCAG 1.4.12 text spacing over the text's own
                           (letters +0.12 em, word separators +0.16 em, lines at
                           least 1.5x the size, 2x the size after each paragraph).
      --pseudo             Stress: pseudo-localise each text first (longer by the
                           IBM/Microsoft expansion table, accented Latin letters,
                           format specifiers kept); JSON adds sourceText.
      --pseudo-brackets    The same, wrapped in [ ].
      --strings FILE       Measure each line of FILE ('-' for standard input).
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
    catalog = try CatalogOptions(parsing: &arguments, environment: environment)
    size = try arguments.number("--size")
    if let text = try arguments.value("--style") { style = try TextStyle(parsing: text) }
    baseSize = try arguments.number("--base-size")
    if let text = try arguments.value("--platform") { platform = try Platform(parsing: text) }
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
    lineHeight = try arguments.number("--line-height")
    letterSpacing = try arguments.number("--letter-spacing") ?? 0
    letterCase = try arguments.value("--letter-case")
    language = try arguments.value("--lang")
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

    let words = try arguments.positionals()
    guard let first = words.first else {
      throw UsageError.missingArgument("the font's PostScript name")
    }
    name = first
    texts = Array(words.dropFirst())

    // Validate the combination.
    switch (size, style) {
    case (nil, nil): throw UsageError.missingArgument("--size PT or --style STYLE")
    case (.some, .some): throw UsageError.conflicting("--size", "--style")
    case (.some(let size), nil):
      if baseSize != nil { throw UsageError.other("--base-size goes with --style") }
      if categoryList != nil { throw UsageError.other("--categories goes with --style") }
      if maximumSize != nil { throw UsageError.other("--max-size goes with --style") }
      if scaler != nil { throw UsageError.other("--scaler goes with --style") }
      try SizeOption.check(size, option: "--size", maximum: LayoutLimits.maximumPointSize)
    case (nil, .some):
      guard platform != .android else {
        throw UsageError.other("--style sizes Apple text styles; for android use --size with dp")
      }
      categories = try Self.parseCategories(categoryList ?? "all", platform: platform)
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
    if let lineHeight, lineHeight <= 0 {
      throw UsageError.invalidValue(
        option: "--line-height", value: formatNumber(lineHeight),
        expected: "a height in points above 0")
    }
    if stringsFile != nil, !texts.isEmpty { throw UsageError.conflicting("TEXT", "--strings") }
    if stringsFile == nil, texts.count != 1 {
      throw texts.isEmpty
        ? UsageError.missingArgument("the text to measure (or --strings FILE)")
        : UsageError.unexpectedArgument(texts[1])
    }
  }

  static func parseCategories(_ list: String, platform: Platform) throws -> [ContentSizeCategory] {
    if list == "all" { return platform.categories }
    var result: [ContentSizeCategory] = []
    for item in list.split(separator: ",") {
      let category = try ContentSizeCategory(parsing: item.trimmingCharacters(in: .whitespaces))
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
  typealias Output = MeasurementRow

  /// The style the options describe, with NAME's face (or the system font's)
  /// loaded from `store`.
  func layoutStyle(store: FontStore) throws -> LayoutStyle {
    let choice = try FontChoice(
      name, store: store, system: try catalog.systemFont(in: store.catalog, platform: platform),
      textStyle: style, platform: platform)
    return LayoutStyle(
      font: choice.font, language: language, allowsFallback: fallback,
      letterSpacing: letterSpacing, opticalSizing: opticalSizing, tracking: choice.tracking,
      features: choice.features, spacing: spacing)
  }

  func run(console: Console) throws -> ExitStatus {
    var texts = self.texts
    if let stringsFile { texts = try StringsFile.lines(of: stringsFile) }
    if let letterCase { texts = try texts.map { try LetterCaseOption.apply(letterCase, to: $0) } }
    let sources = texts
    if let pseudo { texts = texts.map { pseudo.apply(to: $0) } }
    let catalog = try catalog.makeCatalog(console: console)
    let store = FontStore(catalog: catalog)
    let style = try layoutStyle(store: store)
    let sizes = try sizes()
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
    var textRows = ""
    let block = 1 << 16
    defer {
      if jsonl.count > 0 { console.write(bytes: jsonl.bytes) }
      if !textRows.isEmpty { console.write(textRows) }
    }
    var status = ExitStatus.success
    let columns = Columns(
      category: sizes.compactMap { $0.category?.name.count }.max() ?? 0,
      size: sizes.map { "\(formatNumber($0.pointSize))pt".count }.max() ?? 0)
    // The face at each size (a Text/Display pair switches at 20 pt).
    let faceNames = sizes.map {
      style.font.atPointSize($0.pointSize, opticalSizing: style.opticalSizing).record.postscriptName
    }
    let wordFinder = WordSplit.Finder()
    for (number, result) in results.enumerated() {
      let swept: SweptText
      switch result {
      case .success(let value): swept = value
      case .failure(let error):
        // Name the line of the strings file the text came from.
        guard let stringsFile else { throw error }
        throw InputError(
          path: stringsFile, line: number + 1, problem: Diagnostics.message(for: error))
      }
      let missing = swept.missing.map(codePointName)
      for ((size, measurement), faceName) in zip(zip(sizes, swept.measurements), faceNames) {
        var fontsUsed = swept.fontsUsed
        if fontsUsed[0] != faceName { fontsUsed[0] = faceName }
        let output = Output(
          text: swept.text, font: faceName, category: size.category?.name,
          size: measurement.pointSize, advance: measurement.advance,
          lines: measurement.lineCount, lineHeight: measurement.lineHeight,
          height: measurement.height, fits: measurement.fits,
          overflow: .init(
            lines: measurement.overflowLines, width: measurement.overflowWidth,
            height: measurement.overflowHeight),
          missing: missing, fontsUsed: fontsUsed,
          wordSplits: measurement.forcedBreaks.isEmpty
            ? nil
            : WordSplit.find(
              in: swept.text, at: measurement.forcedBreaks, language: language, using: wordFinder
            ).map(\.marked),
          sourceText: pseudo == nil ? nil : sources[number])
        if !output.fits || !output.missing.isEmpty { status = .findings }
        switch format {
        case .jsonl:
          output.writeLine(to: &jsonl)
          if jsonl.count >= block {
            console.write(bytes: jsonl.bytes)
            jsonl.removeAll()
          }
        case .text:
          textRows += console.printed(Self.textLine(output, columns: columns), styled: true)
          if textRows.utf8.count >= block {
            console.write(textRows)
            textRows = ""
          }
        case .json: outputs.append(output)
        }
      }
    }
    if format == .json { console.write(bytes: Output.jsonDocument(outputs)) }
    return status
  }

  /// The widths text rows are padded to, so that their columns line up.
  struct Columns {
    /// The longest category name of the sweep (0 for one size).
    var category = 0
    /// The longest size of the sweep, as written (`17pt`).
    var size = 0
  }

  /// One measurement as a text row: columns padded and right-aligned, points
  /// to two decimals (sizes to as many as they have), the text last after a tab.
  static func textLine(_ o: Output, columns: Columns = Columns()) -> String {
    func points(_ value: Double) -> String {
      NumberText.string(value, fractionDigits: 2, rule: .toNearestOrAwayFromZero, padded: true)
    }
    func right(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - text.count)) + text
    }
    func left(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var parts: [String] = []
    if let category = o.category { parts.append(left(category, columns.category)) }
    parts.append(right("\(formatNumber(o.size))pt", columns.size))
    parts.append("advance " + right(points(o.advance), 8))
    parts.append(right(o.lines == 1 ? "1 line" : "\(o.lines) lines", 8))
    parts.append("height " + right(points(o.height), 8))
    parts.append(o.fits ? "fits    " : "OVERFLOW")
    if o.overflow.lines > 0 {
      parts.append("+\(o.overflow.lines) line" + (o.overflow.lines == 1 ? "" : "s"))
    }
    if o.overflow.width > 0 { parts.append("+\(points(o.overflow.width))pt wide") }
    if o.fontsUsed.count > 1 {
      parts.append("fallback " + o.fontsUsed.dropFirst().joined(separator: ","))
    }
    if !o.missing.isEmpty { parts.append("missing " + o.missing.joined(separator: " ")) }
    if let splits = o.wordSplits, !splits.isEmpty {
      parts.append("split " + splits.joined(separator: " "))
    }
    // The verdict's padding is not left at the end of a row.
    var line = parts.joined(separator: "  ")
    while line.hasSuffix(" ") { line.removeLast() }
    return line + "\t" + o.text
  }
}
