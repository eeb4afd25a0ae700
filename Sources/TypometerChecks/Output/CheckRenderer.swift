import TypographyConfig

/// The output formats of `typometer check`: text, JSON and GitHub Actions
/// annotations. Each returns the whole output, ending with a newline (nothing
/// when there is nothing to say).
///
/// The HTML page of `--report` is ``ReportPage``; `validate`'s formats are
/// ``FindingRenderer``. A new format is a case here and a function beside these.
public enum CheckRenderer {
  /// The formats rendered here: text is a counts line, one line per finding,
  /// the cascades and a summary line; JSON is the encoded ``CheckReport`` (also
  /// `report.json`), keys sorted, pretty-printed.
  public typealias Format = OutputFormat

  /// Renders a report in `format`; `verbose` adds each style's sizes to text.
  public static func render(_ report: CheckReport, as format: Format, verbose: Bool = false)
    -> String
  {
    switch format {
    case .text: return text(report, verbose: verbose)
    case .json: return json(report)
    case .github: return github(report)
    }
  }

  /// `SPEC: N string files, …`, then `FILE[:LINE]: SEVERITY: MESSAGE [CODE] (LANGUAGE)`
  /// per finding, the cascade each style needs, with `verbose` each style's
  /// sizes (``styleTables(_:)``), and the counts of what was found.
  public static func text(_ report: CheckReport, verbose: Bool = false) -> String {
    var lines: [String] = []
    let s = report.summary
    lines.append(
      "\(report.spec): \(OutputText.plural(s.files, "string file")), "
        + "\(OutputText.plural(s.strings, "string")), "
        + "\(OutputText.plural(s.measurements, "measurement")) at "
        + OutputText.plural(report.settings.categories.count, "category", "categories"))
    for finding in report.findings {
      var line =
        "\(place(finding)): \(finding.severity.rawValue): \(finding.message) [\(finding.code.rawValue)]"
      if let language = finding.language { line += " (\(language))" }
      lines.append(line)
    }
    if !report.cascades.isEmpty {
      lines.append("cascades:")
      for style in report.cascades {
        let faces = style.cascade.map { "\($0.postscriptName) (\($0.characters.count))" }
        lines.append(
          "  \(style.style) (\(style.font)): "
            + (faces.isEmpty
              ? OutputText.noFallback(uncovered: style.uncovered.count)
              : faces.joined(separator: ", ")))
        if !style.uncovered.isEmpty {
          lines.append("    uncovered: " + style.uncovered.joined(separator: " "))
        }
      }
    }
    if verbose { lines.append(contentsOf: styleLines(report)) }
    let splits = s.wordSplits > 0 ? ", \(s.wordSplits) with a word split" : ""
    lines.append(
      "\(s.overflows) overflowing, \(s.uncovered) with uncovered characters\(splits), "
        + "\(s.unassigned) in no container; \(OutputText.plural(s.errors, "error")), "
        + OutputText.plural(s.warnings, "warning"))
    return lines.map { $0 + "\n" }.joined()
  }

  /// Each measured style's face, scaler and sizes, as `check --verbose`
  /// prints them: a heading per style (`name: font, scaler`), then a row per
  /// category with its point size and line height in points.
  public static func styleTables(_ report: CheckReport) -> String {
    styleLines(report).map { $0 + "\n" }.joined()
  }

  static func styleLines(_ report: CheckReport) -> [String] {
    guard !report.styles.isEmpty else { return [] }
    let width = report.styles.flatMap { $0.sizes.map(\.category.count) }.max() ?? 0
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
      var heading = "    " + cell("category", width) + "  " + cell("pointSize", 10) + "  "
      heading += cell("lineHeight", 10)
      if optical { heading += "  " + cell("opsz", 6) }
      if tracked { heading += "  " + cell("tracking", 9) }
      if faces { heading += "  font" }
      lines.append(heading.trimmingTrailingSpaces)
      for row in style.sizes {
        var line = "    " + cell(row.category, width) + "  " + cell(number(row.pointSize), 10)
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
  public static func json(_ report: CheckReport) -> String { JSON.encode(report) + "\n" }

  /// One workflow command per finding:
  /// `::error file=F,line=L,title=typometer CODE::MESSAGE` (`::warning` for warnings).
  public static func github(_ report: CheckReport) -> String {
    report.findings.map { finding in
      GitHubAnnotation(
        severity: finding.severity, file: finding.file, line: finding.line,
        title: "typometer " + finding.code.rawValue, message: finding.message
      ).command + "\n"
    }.joined()
  }

  static func place(_ finding: CheckFinding) -> String {
    OutputText.place(file: finding.file, line: finding.line)
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
