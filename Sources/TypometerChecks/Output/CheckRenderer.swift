import FileAccess
import FontCore
import TextLayout
import TypeScale
import TypographyConfig

/// The output formats of `typometer check`: text, JSON, GitHub Actions
/// annotations and SARIF. Each returns the whole output, ending with a newline (nothing
/// when there is nothing to say).
///
/// The HTML page of `--report` is ``ReportPage``; `validate`'s formats are
/// ``FindingRenderer``. A new format is a case here and a function beside these.
public enum CheckRenderer {
  /// The formats rendered here: text is a counts line, one line per finding,
  /// the cascades and a summary line; JSON is the encoded ``CheckReport`` (also
  /// `report.json`), keys sorted, pretty-printed.
  public typealias Format = OutputFormat

  /// Renders a report in `format`; `verbose` adds each style's sizes (and
  /// the baselined findings) to text; `context` gives the CI formats the
  /// repository root and the version.
  public static func render(
    _ report: CheckReport, as format: Format, verbose: Bool = false,
    context: OutputContext = .current
  ) -> String {
    switch format {
    case .text: return text(report, verbose: verbose)
    case .json: return json(report)
    case .github: return github(report, root: context.root)
    case .sarif: return sarif(report, context: context)
    }
  }

  /// `SPEC: N string files, …`, then `FILE[:LINE]: SEVERITY: MESSAGE [CODE] (LANGUAGE)`
  /// per finding, the cascade each style needs, with `verbose` each style's
  /// sizes (``styleTables(_:)``) and where the earlier entries of a key given
  /// again are, and the counts of what was found. Without `verbose`, the
  /// strings in no container past the first `unassignedShown` are counted,
  /// not listed.
  ///
  /// With a baseline, its findings are left out and counted in the summary
  /// line (`; 3 baselined, 1 fixed; new: 0 errors, 2 warnings`); `verbose`
  /// lists them too, each marked
  /// `[baselined]`.
  public static func text(_ report: CheckReport, verbose: Bool = false) -> String {
    var lines: [String] = []
    let report = sayingReasonsOnce(report)
    let s = report.summary
    // (The spec's path escaped whole: a line break in it is not the line's.)
    lines.append(
      "\(Printable.escaped(report.spec)): \(OutputText.plural(s.files, "string file")), "
        + "\(OutputText.plural(s.strings, "string")), "
        + "\(OutputText.plural(s.measurements, "measurement")) at "
        + (report.settings.fontScales.map { OutputText.plural($0.count, "font scale") }
          ?? OutputText.plural(report.settings.categories.count, "category", "categories")))
    // Strings in no container past the first few are counted, not listed
    // (a spec of one container and an app of 15,000 strings): from the
    // index of the first one left unlisted on.
    var unlistedFrom = report.findings.count
    var unlisted = 0
    if !verbose {
      var listed = 0
      for i in report.findings.indices
      where report.findings[i].code == .noContainer && report.findings[i].baselined != true {
        listed += 1
        if listed == Self.unassignedShown + 1 { unlistedFrom = i }
      }
      unlisted = max(0, listed - Self.unassignedShown)
    }
    // The findings' lines as bytes, a block of them per thread (a report
    // can hold tens of thousands).
    let block = 512
    let blocks = report.findings.withUnsafeBufferPointer { all in
      parallelMap(count: (all.count + block - 1) / block) { b in
        var bytes: MessageBytes = ""
        for i in b * block..<min(all.count, (b + 1) * block) {
          // Read in place: `all[i]` would copy the whole finding.
          let finding = all.baseAddress! + i
          guard verbose || finding.pointee.baselined != true else { continue }
          guard i < unlistedFrom || finding.pointee.code != .noContainer else { continue }
          appendLine(of: finding, to: &bytes)
        }
        return bytes
      }
    }
    if unlisted > 0 {
      lines.append(
        "… and \(OutputText.plural(unlisted, "more string")) in no container, not listed "
          + "(--verbose lists them, as --format json does)")
    }
    if !report.cascades.isEmpty {
      lines.append("cascades:")
      let variations = Dictionary(
        report.styles.map { ($0.name, $0.variations ?? [:]) }, uniquingKeysWith: { a, _ in a })
      for style in report.cascades {
        // A name two files give (an app's subset and the machine's whole
        // font) with its file.
        let names = style.cascade.map(\.postscriptName)
        let faces = style.cascade.map { entry in
          entry.postscriptName
            + (names.count(where: { $0 == entry.postscriptName }) > 1 ? " [\(entry.path)]" : "")
            + " (\(entry.characters.count))"
        }
        // A variable face at the coordinates the style sets: `Inter [wght=600]`.
        let set = (variations[style.style] ?? [:]).sorted { $0.key < $1.key }.map {
          "\($0.key)=\(NumberText.string($0.value))"
        }
        let font = style.font + (set.isEmpty ? "" : " [" + set.joined(separator: ", ") + "]")
        lines.append(
          "  \(style.style) (\(font)): "
            + (faces.isEmpty
              ? OutputText.noFallback(uncovered: style.uncovered.count)
              : faces.joined(separator: ", ")))
        // On Android, a face of no family Android falls back to (the spec's
        // stand-ins: Inter, DejaVu) sets what a device sets in Noto.
        let foreign = style.cascade.filter {
          !$0.family.isEmpty && LayoutContext.androidRank(family: $0.family) == 2
            && !style.named.contains($0.postscriptName)
        }
        if report.settings.platform == "android", !foreign.isEmpty {
          lines.append(
            "    not a font of Android's: " + foreign.map(\.postscriptName).joined(separator: ", ")
              + " (a device sets these characters in its Noto fonts; add those to \"fonts\" to "
              + "measure them as it does)")
        }
        if !style.uncovered.isEmpty {
          // A line a person reads: the first ones, then how many more (all
          // are in the JSON output).
          let shown = style.uncovered.prefix(Self.uncoveredShown).joined(separator: " ")
          let more = style.uncovered.count - Self.uncoveredShown
          lines.append(
            "    uncovered: " + shown
              + (more > 0 ? " … and \(more) more (every one in --format json)" : ""))
        }
      }
    }
    if verbose {
      lines.append(contentsOf: styleLines(report))
      // Where the earlier entries of a key given again are.
      for entry in report.shadowedEntries ?? [] {
        lines.append(
          OutputText.place(file: entry.file, line: entry.line)
            + ": \(CheckFindingWording.shownKey(entry.key)) is given again later in the file; this entry is left out (the "
            + "app reads the last)" + (entry.language.map { " (\($0))" } ?? ""))
      }
      // The baseline's findings that are gone (the first of them).
      for entry in report.fixedEntries ?? [] {
        lines.append(
          (entry.file.isEmpty ? "" : entry.file + ": ")
            + (entry.key.isEmpty ? "" : CheckFindingWording.shownKey(entry.key) + " ")
            + "[\(entry.code.rawValue)]"
            + Self.qualifiers(
              language: entry.language, variant: entry.variant, reference: nil,
              stress: entry.stress)
            + " fixed: in the baseline, not found")
      }
      // What the rules left out, and why (the first of each reason).
      var listed: [String: Int] = [:]
      for entry in report.leftOutEntries ?? [] where entry.reason != "duplicateKeys" {
        listed[entry.reason, default: 0] += 1
        lines.append(
          OutputText.place(file: entry.file, line: entry.line) + ": "
            + CheckFindingWording.shownKey(entry.key) + " left out ("
            + entry.reason + ")"
            + Self.qualifiers(
              language: entry.language, variant: entry.variant, reference: nil, stress: nil))
      }
      // A reason with more than the report lists says how many more.
      for reason in CheckRunner.LeftOut.allCases {
        guard let shown = listed[reason.key], let total = s[keyPath: reason.summaryCount],
          total > shown
        else { continue }
        lines.append(
          "… and \(total - shown) more left out (\(reason.key)), not listed (the report lists "
            + "the first \(shown) of each reason)")
      }
    }
    if let often = oftenSplitWords(report) { lines.append(often) }
    if report.settings.noLineLimits == true, s.overflows == 0, s.measured > 0 {
      // "0 overflowing" is not a pass when no string could overflow.
      lines.append(
        "no container sets maxLines: a string takes the lines it needs, so only a character "
          + "wider than its container overflows; give containers maxLines where their strings "
          + "must fit in so many lines")
    }
    let splits =
      (s.wordSplits > 0 ? ", \(s.wordSplits) with a word split" : "")
      + shrunkCount(report)
    let leftOut =
      CheckRunner.LeftOut.allCases.map { reason in
        s[keyPath: reason.summaryCount].map { ", " + reason.counted($0) + " (left out)" } ?? ""
      }.joined()
    // Android references measured again in the languages that translate
    // the string they name (counted in `measured`, not in `strings`).
    let translated =
      s.translatedReferences.map {
        ", " + OutputText.plural($0, "reference") + " measured again in translations"
      } ?? ""
    lines.append(
      "\(s.overflows) overflowing, \(s.uncovered) with uncovered characters\(splits), "
        + "\(s.unassigned) in no container"
        + (s.notMeasured.map { ", \($0) not measured" } ?? "") + translated
        + "\(leftOut); "
        + "\(OutputText.plural(s.errors, "error")), "
        + OutputText.plural(s.warnings, "warning") + baselineCounts(report))
    // The heading, the findings, then the rest, made a string once.
    var output: MessageBytes = "\(lines[0])\n"
    for bytes in blocks { output += bytes }
    for line in lines.dropFirst() { output += "\(line)\n" }
    return output.string
  }

  /// `word` without the punctuation and symbols at its ends.
  static func trimmingMarks(_ word: String) -> Substring {
    func isMark(_ character: Character) -> Bool {
      character.unicodeScalars.allSatisfy {
        switch $0.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
          .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol,
          .currencySymbol, .modifierSymbol, .otherSymbol:
          true
        default: false
        }
      }
    }
    var trimmed = Substring(word)
    while let first = trimmed.first, isMark(first) { trimmed.removeFirst() }
    while let last = trimmed.last, isMark(last) { trimmed.removeLast() }
    return trimmed
  }

  /// `report` with each reason its styles were not measured for said
  /// once: a later style's not-measured finding of a reason an earlier one
  /// gave says so (`… were not measured: as style 'body' (above)`), where
  /// nine styles of an app without its system font had each said the
  /// whole advice.
  static func sayingReasonsOnce(_ report: CheckReport) -> CheckReport {
    let marker = " not measured: "
    var report = report
    var first: [Substring: String] = [:]
    for i in report.findings.indices where report.findings[i].code == .notMeasured {
      let message = report.findings[i].message
      guard let style = report.findings[i].style, let at = message.range(of: marker) else {
        continue
      }
      let reason = message[at.upperBound...]
      if let earlier = first[reason] {
        report.findings[i].message =
          message[..<at.upperBound] + "as style '\(earlier)' (above)"
      } else {
        first[reason] = style
      }
    }
    return report
  }

  /// The words that most word-split findings break, said once, where many
  /// findings break one word (Home Assistant's 9,106 word splits, 689 of
  /// them `complications`): `words split most often: 'complications' in
  /// 689 strings, …`; nil where no word is split in ``oftenSplitMinimum``
  /// strings. Words are told apart ignoring case and the punctuation at
  /// their ends (each shown as most strings write it: `Troubleshooting`
  /// and `troubleshooting,` are one); the findings a baseline holds are not
  /// counted.
  static func oftenSplitWords(_ report: CheckReport) -> String? {
    var counts: [String: (count: Int, spellings: [String: Int])] = [:]
    for finding in report.findings
    where finding.code == .wordSplit && finding.baselined != true {
      // Each word once a finding (a string may break it twice, or write
      // it with a capital too).
      var seen: Set<String> = []
      // (The `|` marks taken out byte by byte: Foundation's replacing
      // had taken a seventh of a check of 100,000 word splits.)
      for written in (finding.words ?? []).map({
        String(decoding: $0.utf8.filter { $0 != UInt8(ascii: "|") }, as: UTF8.self)
      }) {
        // The punctuation a line's run takes with the word (`troubleshooting,`) aside.
        let trimmed = Self.trimmingMarks(written)
        let word = trimmed.isEmpty ? written : String(trimmed)
        let key = word.lowercased()
        guard seen.insert(key).inserted else { continue }
        counts[key, default: (0, [:])].count += 1
        counts[key]?.spellings[word, default: 0] += 1
      }
    }
    let often = counts.values.filter { $0.count >= oftenSplitMinimum }
      .map { entry in
        (
          entry.count,
          entry.spellings.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? ""
        )
      }
      .sorted { ($0.0, $1.1) > ($1.0, $0.1) }
    guard !often.isEmpty else { return nil }
    let shown = often.prefix(5).map { "'\($0.1)' in \($0.0) strings" }
    return "words split most often: " + shown.joined(separator: ", ")
      + (often.count > 5
        ? ", and \(often.count - 5) more words in \(oftenSplitMinimum) strings or more" : "")
      + "; a word too wide for its line is split in every string that holds it"
  }

  /// How many word-split findings must break one word for
  /// ``oftenSplitWords(_:)`` to name it.
  static let oftenSplitMinimum = 10

  /// The most uncovered characters a cascade's text line lists.
  static let uncoveredShown = 64

  /// The most strings in no container the text lists without `verbose`.
  static let unassignedShown = 20

  /// `FILE[:LINE]: SEVERITY: MESSAGE [CODE] (LANGUAGE) (VARIANT) (shows
  /// @string/NAME)` and a line feed; the variant tells apart the findings of
  /// one key's plural forms (`plural.one`) and array items (`item 2`).
  private static func appendLine(
    of finding: UnsafePointer<CheckFinding>, to bytes: inout MessageBytes
  ) {
    let place = OutputText.place(file: finding.pointee.file, line: finding.pointee.line)
    var line: MessageBytes =
      "\(place): \(finding.pointee.severity.rawValue): \(finding.pointee.shownMessage) [\(finding.pointee.code.rawValue)]"
    line.append(
      qualifiers(
        language: finding.pointee.language, variant: finding.pointee.variant,
        reference: finding.pointee.reference, stress: finding.pointee.stress))
    if finding.pointee.baselined == true { line += " [baselined]" }
    // One line whatever the key, text or file name holds: a line break in
    // them would start a line of its own (a `::error` command to CI).
    bytes.append(line: line)
    bytes += "\n"
  }

  /// What follows a finding's message on its line, and in an annotation:
  /// ` (LANGUAGE) (VARIANT) (shows @string/NAME) (under MODE)`, each when
  /// the finding has it (a String Catalog's file does not tell its languages
  /// apart, nor a line an array's items).
  static func qualifiers(
    language: String?, variant: String?, reference: String?, stress: String?
  ) -> String {
    var text = ""
    if let language { text += " (\(language))" }
    // An Android array's item by its index, a plural form by its name.
    if let variant {
      text += variant.first?.isNumber == true ? " (item \(variant))" : " (\(variant))"
    }
    if let reference { text += " (shows \(reference))" }
    if let stress { text += " (under \(stress))" }
    return text
  }

  /// `; N baselined, M fixed; new: E errors, W warnings` when a baseline
  /// was read, else nothing.
  static func baselineCounts(_ report: CheckReport) -> String {
    guard let baselined = report.summary.baselined else { return "" }
    let new = report.findings.filter { $0.baselined != true }
    return OutputText.baselineCounts(
      baselined: baselined, fixed: report.summary.fixed ?? 0,
      newErrors: new.count { $0.severity == .error },
      newWarnings: new.count { $0.severity == .warning })
  }

  /// `, 3 fitting only shrunk`: the plain check's `shrunk` findings, when
  /// there are some (after the word splits in the summary line).
  static func shrunkCount(_ report: CheckReport) -> String {
    let shrunk = report.findings.count { $0.code == .shrunk && $0.stress == nil }
    return shrunk > 0 ? ", \(shrunk) fitting only shrunk" : ""
  }

  /// Each measured style's face, scaler and sizes, as `check --verbose`
  /// prints them: a heading per style (`name: font, scaler`), then a row per
  /// category with its point size and line height in points.
  public static func styleTables(_ report: CheckReport) -> String {
    styleLines(report).map { $0 + "\n" }.joined()
  }

  static func styleLines(_ report: CheckReport) -> [String] {
    guard !report.styles.isEmpty else { return [] }
    // A row is named by its category, or on Android by its font scale (sizes in dp).
    func name(_ row: StyleSizes.Row) -> String {
      row.category ?? row.fontScale.map(number) ?? ""
    }
    let android = report.styles.contains { $0.sizes.contains { $0.fontScale != nil } }
    let width = max(
      android ? 9 : 8, report.styles.flatMap { $0.sizes.map { name($0).count } }.max() ?? 0)
    func cell(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var lines = ["styles:"]
    for style in report.styles {
      let coordinates = (style.variations ?? [:]).sorted { $0.key < $1.key }.map {
        "\($0.key)=\(number($0.value))"
      }
      let face =
        style.font + (coordinates.isEmpty ? "" : " [\(coordinates.joined(separator: ", "))]")
      lines.append("  \(style.name): \(face), \(style.scaler)")
      // Optical size, tracking and a face of its own only where a row has one.
      let optical = style.sizes.contains { $0.opticalSize != nil }
      let tracked = style.sizes.contains { $0.tracking != nil }
      let faces = style.sizes.contains { $0.font != nil }
      var heading =
        "    " + cell(android ? "fontScale" : "category", width) + "  "
        + cell(android ? "dp" : "pointSize", 10) + "  "
      // Android: the size in whole pixels as TextView sets it (what the
      // findings' sizes in dp are: 68 px at 2.625 is 25.9 dp, not 26).
      let pixels = style.sizes.contains { $0.pixels != nil }
      if pixels { heading += cell("px", 5) + "  " }
      heading += cell("lineHeight", 10)
      if optical { heading += "  " + cell("opsz", 6) }
      if tracked { heading += "  " + cell("tracking", 9) }
      if faces { heading += "  font" }
      lines.append(heading.trimmingTrailingSpaces)
      for row in style.sizes {
        var line = "    " + cell(name(row), width) + "  " + cell(number(row.pointSize), 10)
        if pixels { line += "  " + cell(row.pixels.map(String.init) ?? "-", 5) }
        line += "  " + cell(number(row.lineHeight), 10)
        if optical { line += "  " + cell(row.opticalSize.map(number) ?? "-", 6) }
        if tracked { line += "  " + cell(row.tracking.map(number) ?? "-", 9) }
        if faces { line += "  " + (row.font ?? style.font) }
        lines.append(line.trimmingTrailingSpaces)
      }
    }
    return lines
  }

  /// The report as one JSON document, keys sorted.
  public static func json(_ report: CheckReport) -> String {
    String(decoding: report.jsonBytes, as: UTF8.self)
  }

  /// One workflow command per finding that no baseline lists:
  /// `::error file=F,line=L,title=typometer CODE::MESSAGE` (`::warning` for
  /// warnings), `F` relative to `root`.
  public static func github(_ report: CheckReport, root: SourceRoot = .find()) -> String {
    // Each file's path relative to the root, worked out once: findings share a few files.
    var shown: [String: String] = [:]
    return report.findings.filter { $0.baselined != true }.map { finding in
      let reported = ReportedFinding(finding)
      let file = shown[reported.file] ?? root.display(reported.file)
      shown[reported.file] = file
      return GitHubAnnotation(reported, file: file).command + "\n"
    }.joined()
  }

  /// The findings as a SARIF 2.1.0 log (``SARIFLog``); baselined findings are
  /// results with `baselineState` `unchanged`, the others `new`.
  public static func sarif(_ report: CheckReport, context: OutputContext = .current) -> String {
    SARIFLog(
      findings: report.findings.map(ReportedFinding.init), root: context.root,
      toolVersion: context.toolVersion, executionSuccessful: report.nothingMeasured == nil
    ).json
  }
}

extension String {
  /// The string without the spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
    return String(self[..<end])
  }
}
