import FontDiscovery
import StringCatalogs
import TextLayout
import TypeScale
import TypographyConfig

extension CheckFinding {
  init(severity: Severity, code: FindingCode, message: String, file: String, line: Int?) {
    self.severity = severity
    self.code = code
    self.message = message
    self.file = file
    self.line = line
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
  }

  /// A string that no container's keys match: counted and listed, not measured.
  static func unassigned(_ string: LocalizedString) -> CheckFinding {
    var finding = CheckFinding(
      severity: .warning, code: .noContainer,
      message: "'\(string.key)' matches no container's keys, so it was not measured; "
        + "add a container (keys [\"*\"] catches everything)",
      file: string.file, line: string.line)
    finding.describe(string, language: nil)
    return finding
  }

  /// A container whose key patterns match no string.
  static func unusedContainer(_ container: CheckSpec.Container, index: Int, spec: CheckSpec)
    -> CheckFinding
  {
    var finding = CheckFinding(
      severity: .warning, code: .unusedContainer,
      message: "containers[\(index)] (keys \(container.keys.joined(separator: ", "))) matches no "
        + "string, or only strings an earlier container takes",
      file: spec.path, line: container.line)
    finding.style = container.style
    return finding
  }

  /// A style whose face or size is missing, so its strings were not measured.
  static func notMeasured(style: String, because why: CheckRunner.NotMeasured, spec: CheckSpec)
    -> CheckFinding
  {
    let reason: String
    switch why {
    case .fontNotInCatalog(let name): reason = "its font '\(name)' is not in the catalog"
    case .fontUnreadable(let name): reason = "its font '\(name)' cannot be opened"
    case .noFontName: reason = "it has no font-name"
    case .noPointSize: reason = "it has no point-size"
    case .unscalable: reason = "its sizes cannot be scaled (see the config findings)"
    }
    var finding = CheckFinding(
      severity: .warning, code: .notMeasured,
      message: "strings in style '\(style)' were not measured: \(reason)",
      file: spec.path, line: nil)
    finding.style = style
    return finding
  }

  /// A string too long to lay out.
  static func tooLong(_ string: LocalizedString, style: String) -> CheckFinding {
    var finding = CheckFinding(
      severity: .error, code: .tooLong,
      message: "'\(string.key)' is longer than \(LayoutLimits.maximumTextLength) UTF-16 units "
        + "and was not measured",
      file: string.file, line: string.line)
    finding.describe(string, language: nil)
    finding.style = style
    return finding
  }

  /// A string with characters no face covers.
  static func uncovered(
    _ string: LocalizedString, text: String, style: String, missing: [Unicode.Scalar],
    language: String?
  ) -> CheckFinding {
    let names = missing.map(codePointName)
    let shown = missing.prefix(8).map { "\(codePointName($0)) \(String($0))" }.joined(
      separator: ", ")
    var finding = CheckFinding(
      severity: .error, code: .uncovered,
      message: "'\(string.key)' has characters no font covers: \(shown)"
        + (missing.count > 8 ? ", …" : ""),
      file: string.file, line: string.line)
    finding.describe(string, language: language)
    finding.style = style
    finding.characters = names
    finding.text = text
    return finding
  }

  /// A string that overflows its container, headed by the first category.
  static func overflow(
    _ string: LocalizedString, text: String, style: String, language: String?,
    category: ContentSizeCategory, measurement: TextMeasurement, container: CheckSpec.Container,
    all: [String]
  ) -> CheckFinding {
    var why: [String] = []
    if measurement.overflowLines > 0, let maxLines = container.maxLines {
      why.append(
        "takes \(measurement.lineCount) lines where \(maxLines) fit "
          + "(+\(number(measurement.overflowHeight)) pt tall)")
    }
    if measurement.clusterWiderThanWidth {
      why.append("a character is \(number(measurement.overflowWidth)) pt wider than the container")
    }
    var finding = CheckFinding(
      severity: .error, code: .overflow,
      message: "'\(string.key)' overflows its \(number(container.width)) pt \(style) container "
        + "from \(category.name) (\(number(measurement.pointSize)) pt) on: "
        + why.joined(separator: "; "),
      file: string.file, line: string.line)
    finding.describe(string, language: language)
    finding.style = style
    finding.category = category.name
    finding.size = measurement.pointSize
    finding.lines = measurement.lineCount
    finding.maxLines = container.maxLines
    finding.width = container.width
    finding.overflow = Overflow(
      lines: measurement.overflowLines, width: measurement.overflowWidth,
      height: measurement.overflowHeight)
    finding.overflowingCategories = all
    finding.text = text
    return finding
  }

  /// Sorts findings by file (in the given order, then by name), line, key,
  /// variant, code and category.
  static func ordered(fileOrder: [String]) -> (CheckFinding, CheckFinding) -> Bool {
    let rank = Dictionary(
      fileOrder.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
    return { a, b in
      let ra = rank[a.file] ?? Int.max
      let rb = rank[b.file] ?? Int.max
      if ra != rb { return ra < rb }
      if a.file != b.file { return a.file < b.file }
      if (a.line ?? 0) != (b.line ?? 0) { return (a.line ?? 0) < (b.line ?? 0) }
      if (a.key ?? "") != (b.key ?? "") { return (a.key ?? "") < (b.key ?? "") }
      if (a.variant ?? "") != (b.variant ?? "") { return (a.variant ?? "") < (b.variant ?? "") }
      if (a.language ?? "") != (b.language ?? "") { return (a.language ?? "") < (b.language ?? "") }
      if a.code != b.code { return a.code.rawValue < b.code.rawValue }
      return (a.keyPath ?? "") < (b.keyPath ?? "")
    }
  }
}

/// A number as text: whole numbers without a fraction, others to 2 places.
func number(_ value: Double) -> String { NumberText.string(value, fractionDigits: 2) }
