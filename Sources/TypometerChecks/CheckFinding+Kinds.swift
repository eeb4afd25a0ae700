import FontDiscovery
import StringCatalogs
import TextLayout
import TypeScale
import TypographyConfig

extension CheckFinding {
  /// The message as text, GitHub annotations and SARIF show it: after the
  /// key path for a finding in a config or the spec (which has no string
  /// key), as `validate` shows its findings; the message alone otherwise.
  public var shownMessage: String {
    guard key == nil, let keyPath, !keyPath.isEmpty else { return message }
    return keyPath + ": " + message
  }

  init(severity: Severity, code: FindingCode, message: String, file: String, line: Int?) {
    self.severity = severity
    self.code = code
    self.message = message
    self.file = file
    self.line = line
  }

  /// One of `check`'s own findings, worded by ``CheckFindingWording``.
  init(
    severity: Severity, code: FindingCode, detail: CheckFindingDetail, file: String, line: Int?
  ) {
    self.init(
      severity: severity, code: code, message: CheckFindingWording.message(for: detail),
      file: file, line: line)
  }

  /// A finding of `validate`, as `check` reports it.
  init(config finding: Finding) {
    self.init(
      severity: finding.severity, code: finding.code, message: finding.message,
      file: finding.file, line: finding.line)
    keyPath = finding.keyPath.isEmpty ? nil : finding.keyPath
  }

  private mutating func describe(_ string: LocalizedString, language: String?) {
    key = string.key
    variant = string.variant
    self.language = language ?? string.language
    reference = string.reference.map { reference in
      reference.name.hasPrefix("android:")
        ? "@android:string/" + reference.name.dropFirst("android:".count)
        : "@string/" + reference.name
    }
  }

  /// A string that no container's keys match: counted and listed, not measured.
  static func unassigned(_ string: LocalizedString) -> CheckFinding {
    var finding = CheckFinding(
      severity: .warning, code: .noContainer, detail: .noContainer(key: string.key),
      file: string.file, line: string.line)
    finding.describe(string, language: nil)
    return finding
  }

  /// A container whose key patterns match no string; `suggestions` are
  /// the files' keys nearest those it names, where it names each as written
  /// and no file gives any; `stale` where its patterns match stale catalog
  /// entries, which only a container naming their keys takes.
  static func unusedContainer(
    _ container: CheckSpec.Container, index: Int, spec: CheckSpec, suggestions: [String] = [],
    stale: Bool = false
  ) -> CheckFinding {
    var finding = CheckFinding(
      severity: .warning, code: .unusedContainer,
      detail: .unusedContainer(
        index: index, keys: container.keys, suggestions: suggestions, stale: stale),
      file: spec.path, line: container.line)
    finding.style = container.style
    return finding
  }

  /// A key a container names as written that no string file gives, where
  /// the container's other keys match (``CheckRunner/containerKeyFindings(_:files:used:)``),
  /// with the files' keys nearest it.
  static func unmatchedKey(
    _ key: String, container: CheckSpec.Container, index: Int, spec: CheckSpec,
    suggestions: [String] = []
  ) -> CheckFinding {
    var finding = CheckFinding(
      severity: .warning, code: .unusedContainer,
      detail: .unmatchedKey(index: index, key: key, suggestions: suggestions), file: spec.path,
      line: container.line)
    finding.style = container.style
    finding.key = key
    return finding
  }

  /// A name in the spec's `cascade` that the catalog lacks: an error at the
  /// name's line, so a misspelt fallback is never silently dropped.
  static func cascadeFaceNotFound(
    style: String, index: Int, name: String, suggestions: [String], spec: CheckSpec
  ) -> CheckFinding {
    let line = spec.cascadeLines[style].flatMap { index < $0.count ? $0[index] : nil }
    var finding = CheckFinding(
      severity: .error, code: .fontNotFound,
      detail: .cascadeFaceNotFound(style: style, name: name, suggestions: suggestions),
      file: spec.path, line: line)
    finding.keyPath = "cascade.\(style)[\(index)]"
    if style != "*" { finding.style = style }
    return finding
  }

  /// A family XML's `<font>` that declares a weight or style its file does
  /// not have, at its line, with the styles measured in it.
  static func fontMismatch(_ font: CheckRunner.MisdeclaredFont, styles: [String]) -> CheckFinding {
    fontWarning(
      .fontMismatch(font, style: styles.first ?? "", styles: styles.count), at: font.file,
      font.line, styles: styles)
  }

  /// An app font that holds no font file, at its family XML, with the
  /// styles measured in the default family instead.
  static func emptyFontFamily(_ family: CheckRunner.EmptyFontFamily, styles: [String])
    -> CheckFinding
  {
    fontWarning(
      .emptyFontFamily(family, style: styles.first ?? "", styles: styles.count), at: family.file,
      family.line, styles: styles)
  }

  /// A style's family name that Android does not have, at the style's
  /// line (else the spec), with the styles measured in the default family:
  /// an error where it is near a name Android has (a typo), else a warning
  /// (a device maker's own family, which only its devices have).
  static func unknownSystemFamily(
    _ unknown: CheckRunner.UnknownSystemFamily, styles: [String], spec: CheckSpec
  ) -> CheckFinding {
    var finding = CheckFinding(
      severity: unknown.suggestions.isEmpty ? .warning : .error, code: .fontNotFound,
      detail: .unknownSystemFamily(unknown, style: styles.first ?? "", styles: styles.count),
      file: unknown.file ?? spec.path, line: unknown.line)
    finding.style = styles.first
    return finding
  }

  /// A `font-mismatch` warning at a font family's `file` and `line`, of the
  /// first of `styles`.
  private static func fontWarning(
    _ detail: CheckFindingDetail, at file: String, _ line: Int?, styles: [String]
  ) -> CheckFinding {
    var finding = CheckFinding(
      severity: .warning, code: .fontMismatch, detail: detail, file: file, line: line)
    finding.style = styles.first
    return finding
  }

  /// A system family's weight or slant that no face in the catalog has,
  /// asked for by `styles` (measured in the nearest face).
  static func systemFaceMissing(
    _ shortfall: CheckRunner.SystemFaceShortfall, styles: [String], spec: CheckSpec
  ) -> CheckFinding {
    var finding = CheckFinding(
      severity: .warning, code: .fontMismatch,
      detail: .systemFaceMissing(shortfall, style: styles.first ?? "", styles: styles.count),
      file: spec.path, line: nil)
    finding.style = styles.first
    // What a baseline and a SARIF fingerprint tell it from another by.
    finding.keyPath = shortfall.keyPath
    return finding
  }

  /// A style whose face or size is missing, so its strings (`strings` of
  /// them, when counted) were not measured.
  static func notMeasured(
    style: String, because why: CheckRunner.NotMeasured, strings: Int? = nil, spec: CheckSpec
  ) -> CheckFinding {
    var finding = CheckFinding(
      severity: .warning, code: .notMeasured,
      detail: .notMeasured(style: style, reason: why.withMachineFont(spec), strings: strings),
      file: spec.path, line: nil)
    finding.style = style
    return finding
  }

  /// The check measured no string (`reason` says why): an error that ends
  /// the check with exit 2, whatever the spec's `severity`.
  static func nothingMeasured(_ reason: String, spec: CheckSpec) -> CheckFinding {
    CheckFinding(
      severity: .error, code: .nothingMeasured, detail: .nothingMeasured(reason: reason),
      file: spec.path, line: nil)
  }

  /// A string too long to lay out.
  static func tooLong(_ string: LocalizedString, style: String) -> CheckFinding {
    var finding = CheckFinding(
      severity: .error, code: .tooLong,
      detail: .tooLong(key: string.shownName, limit: LayoutLimits.maximumTextLength),
      file: string.file, line: string.line)
    finding.describe(string, language: nil)
    finding.style = style
    return finding
  }

  /// A string with characters no face covers; `ownFaces`, the app's own
  /// faces that have them, which no text falls back to; `scriptFonts`, by
  /// script, the files of the faces that set the text's other characters
  /// of it.
  static func uncovered(
    _ string: LocalizedString, text: String, style: String, missing: [Unicode.Scalar],
    language: String?, ownFaces: [String] = [], emojiFonts: [String] = [],
    scriptFonts: [String: [String]] = [:]
  ) -> CheckFinding {
    var finding = CheckFinding(
      severity: .error, code: .uncovered,
      detail: .uncovered(
        key: string.shownName, missing: missing,
        shownAsEmoji: CheckFindingWording.shownAsEmoji(in: text).intersection(missing),
        ownFaces: ownFaces, emojiFonts: emojiFonts, scriptFonts: scriptFonts),
      file: string.file, line: string.line)
    finding.describe(string, language: language)
    finding.style = style
    finding.characters = missing.map(codePointName)
    finding.text = text
    return finding
  }

  /// Sets where a size finding starts: its category or font scale.
  private mutating func place(at step: SizeStep) {
    switch step {
    case .category(let category): self.category = category.name
    case .fontScale(let scale): fontScale = scale
    }
  }

  /// A string that overflows its container, headed by the first size;
  /// `uncoveredLeftOut` characters no face covers are not in `measurement`;
  /// `brokenPastLimit`, the words a line breaks inside of past the limit.
  static func overflow(
    _ string: LocalizedString, text: String, style: String, language: String?,
    step: SizeStep, measurement: TextMeasurement, container: CheckSpec.Container,
    all: [SizeStep], uncoveredLeftOut: Int = 0,
    brokenPastLimit: [CheckFindingDetail.BrokenWord] = []
  ) -> CheckFinding {
    let tooManyLines = measurement.overflowLines > 0 ? container.maxLines : nil
    let detail = CheckFindingDetail.Overflow(
      key: string.shownName, style: style, width: container.width, step: step,
      pointSize: measurement.pointSize, lines: tooManyLines.map { _ in measurement.lineCount },
      maxLines: tooManyLines, height: measurement.overflowHeight,
      clusterWidth: measurement.clusterWiderThanWidth ? measurement.overflowWidth : nil,
      // (No one-line width for text of several paragraphs.)
      advance: tooManyLines == 1 && !text.contains(where: \.isNewline) ? measurement.advance : nil,
      // Shrinking was tried only in a container of so many lines.
      minimumScaleFactor: (container.maxLines ?? 0) > 0 ? container.minimumScaleFactor : nil,
      strayLineBreak: tooManyLines != nil
        && (text.first?.isNewline == true || text.last?.isNewline == true),
      ownLines: tooManyLines.flatMap { limit in
        // (`\r\n` is one Character, one line break.)
        let own = text.reduce(1) { $0 + ($1.isNewline ? 1 : 0) }
        return own > limit ? own : nil
      },
      uncoveredLeftOut: uncoveredLeftOut, brokenPastLimit: brokenPastLimit)
    var finding = sized(
      string, text: text, style: style, language: language, severity: .error, code: .overflow,
      detail: .overflow(detail), step: step, pointSize: measurement.pointSize)
    finding.lines = measurement.lineCount
    finding.maxLines = container.maxLines
    finding.width = container.width
    finding.overflow = Overflow(
      lines: measurement.overflowLines, width: measurement.overflowWidth,
      height: measurement.overflowHeight)
    finding.advance = measurement.advance
    finding.overflowingCategories = names(all)
    finding.overflowingFontScales = scales(all)
    return finding
  }

  /// A finding about `string` in `style` at `step`, set at `pointSize`
  /// points: what every finding about one size of a string says.
  private static func sized(
    _ string: LocalizedString, text: String, style: String, language: String?,
    severity: Severity, code: FindingCode, detail: CheckFindingDetail, step: SizeStep,
    pointSize: Double
  ) -> CheckFinding {
    var finding = CheckFinding(
      severity: severity, code: code, detail: detail, file: string.file, line: string.line)
    finding.describe(string, language: language)
    finding.style = style
    finding.place(at: step)
    finding.size = pointSize
    finding.text = text
    return finding
  }

  /// The category names of `steps`, or nil when they are font scales.
  private static func names(_ steps: [SizeStep]) -> [String]? {
    let names = steps.compactMap { if case .category(let c) = $0 { c.name } else { nil } }
    return names.isEmpty && !steps.isEmpty ? nil : names
  }

  /// The font scales of `steps`, or nil when they are categories.
  private static func scales(_ steps: [SizeStep]) -> [Double]? {
    let scales = steps.compactMap { if case .fontScale(let s) = $0 { s } else { nil } }
    return scales.isEmpty ? nil : scales
  }

  /// A string whose words a line breaks inside of, from `step` on
  /// (`splits` at that size, as ``WordSplit/shown(_:in:measurement:)`` shows
  /// them).
  static func wordSplit(
    _ string: LocalizedString, text: String, style: String, language: String?,
    step: SizeStep, measurement: TextMeasurement, splits: [WordSplit],
    all: [SizeStep], container: CheckSpec.Container? = nil, glued: Bool = false,
    sourceRead: Bool = true, sample: String? = nil
  ) -> CheckFinding {
    let words = splits.map { CheckFindingDetail.SplitWord(word: $0.word, marked: $0.marked) }
    var finding = sized(
      string, text: text, style: style, language: language, severity: .warning, code: .wordSplit,
      detail: .wordSplit(
        key: string.shownName, words: words, step: step, pointSize: measurement.pointSize,
        glued: glued, sourceRead: sourceRead, sample: sample, width: container?.width,
        style: container.map { _ in style }
      ),
      step: step, pointSize: measurement.pointSize)
    finding.lines = measurement.lineCount
    // The container, as an overflow finding gives it: what the word is wider than.
    finding.maxLines = container?.maxLines
    finding.width = container?.width
    finding.words = words.map(\.marked)
    finding.splitCategories = names(all)
    finding.splitFontScales = scales(all)
    return finding
  }

  /// A string that fits its shrinking container only shrunk, from the first
  /// size of `scales` on (scale per category name, in order).
  static func shrunk(
    _ string: LocalizedString, text: String, style: String, language: String?,
    container: CheckSpec.Container, scales: [(size: SweepSize, scale: Double)]
  ) -> CheckFinding? {
    guard let first = scales.first, let step = SizeStep(first.size),
      let factor = container.minimumScaleFactor
    else { return nil }
    let smallest = scales.map(\.scale).min() ?? first.scale
    var finding = sized(
      string, text: text, style: style, language: language, severity: .warning, code: .shrunk,
      detail: .shrunk(
        .init(
          key: string.shownName, style: style, width: container.width, step: step,
          pointSize: first.size.pointSize, scale: first.scale, smallest: smallest,
          minimumScaleFactor: factor)),
      step: step, pointSize: first.size.pointSize)
    finding.width = container.width
    finding.scales = scales.map {
      ShrinkScale(category: $0.size.category?.name, fontScale: $0.size.fontScale, scale: $0.scale)
    }
    return finding
  }

  /// Whether `a` comes before `b` (nil, as an empty text, first), or nil
  /// when they are equal.
  private static func ordered(_ a: String?, _ b: String?) -> Bool? {
    let (x, y) = (a ?? "", b ?? "")
    return x == y ? nil : x < y
  }

  /// `findings` in the report's order: by file (in `fileOrder`, then by
  /// name), line, key, variant, language, code and key path; findings alike
  /// keep their order.
  static func inReportOrder(_ findings: consuming [CheckFinding], fileOrder: [String])
    -> [CheckFinding]
  {
    let rank = Dictionary(
      fileOrder.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
    // Each file's rank is looked up once, not twice per comparison, and the
    // indices are sorted, not the findings (each a large value).
    // (Read in place through a buffer: the array's subscript copies a whole
    // finding to read one of its fields.)
    let order = findings.withUnsafeBufferPointer { f in
      let ranks = f.indices.map { rank[(f.baseAddress! + $0).pointee.file] ?? Int.max }
      // `sort` is stable: findings alike stay in the order they came.
      return f.indices.sorted { i, j in
        if ranks[i] != ranks[j] { return ranks[i] < ranks[j] }
        let (a, b) = (f.baseAddress! + i, f.baseAddress! + j)
        if a.pointee.file != b.pointee.file { return a.pointee.file < b.pointee.file }
        let lines = (a.pointee.line ?? 0, b.pointee.line ?? 0)
        if lines.0 != lines.1 { return lines.0 < lines.1 }
        // (Field by field: a list of key paths was built at each comparison.)
        if let order = Self.ordered(a.pointee.key, b.pointee.key) { return order }
        if let order = Self.ordered(a.pointee.variant, b.pointee.variant) { return order }
        if let order = Self.ordered(a.pointee.language, b.pointee.language) { return order }
        if a.pointee.code != b.pointee.code {
          return a.pointee.code.rawValue < b.pointee.code.rawValue
        }
        return (a.pointee.keyPath ?? "") < (b.pointee.keyPath ?? "")
      }
    }
    // Finding k becomes finding order[k], cycle by cycle, moved in place.
    var placed = [Bool](repeating: false, count: order.count)
    for start in order.indices where !placed[start] {
      placed[start] = true
      var k = start
      while order[k] != start {
        findings.swapAt(k, order[k])
        k = order[k]
        placed[k] = true
      }
    }
    return findings
  }
}

/// A number as text: whole numbers without a fraction, others to 2 places.
func number(_ value: Double) -> String { NumberText.string(value, fractionDigits: 2) }

/// A scale factor, as ``number(_:)`` writes it but for one below 1 that it
/// would round to 1: with the digits that keep it below (`0.999`, not `1`).
func factor(_ value: Double) -> String {
  var digits = 2
  var text = NumberText.string(value, fractionDigits: digits)
  while value < 1, text == "1", digits < 6 {
    digits += 1
    text = NumberText.string(value, fractionDigits: digits)
  }
  return text
}

extension [CheckFinding] {
  /// The findings of each severity, those in no container and the errors no
  /// baseline lists. Each finding is read where it is: reading a field
  /// through the array's iterator, or in a closure, copies the whole finding
  /// (a large value) first.
  var tally: (errors: Int, warnings: Int, unassigned: Int, newErrors: Int) {
    withUnsafeBufferPointer { findings in
      var tally = (errors: 0, warnings: 0, unassigned: 0, newErrors: 0)
      for i in findings.indices {
        let finding = findings.baseAddress! + i
        switch finding.pointee.severity {
        case .error:
          tally.errors += 1
          if finding.pointee.baselined != true { tally.newErrors += 1 }
        case .warning: tally.warnings += 1
        }
        if finding.pointee.code == .noContainer { tally.unassigned += 1 }
      }
      return tally
    }
  }
}
