import FileAccess
import TypographyConfig

/// The output formats of `typometer validate`: text, JSON, GitHub Actions
/// annotations and SARIF. Each returns the whole output, ending with a newline.
///
/// `check`'s formats are ``CheckRenderer``, beside it and built the same way on
/// the same pieces (``GitHubAnnotation``, the place and plural wording).
public enum FindingRenderer {
  /// The formats rendered here: text is one line per finding and a summary
  /// line; JSON is one document, `{files, findings, summary}`.
  public typealias Format = OutputFormat

  /// Renders a report in `format`; `context` gives the CI formats the
  /// repository root and the version; with `baseline`, the findings it lists
  /// are marked (and left out of text, unless `verbose`, and of github).
  public static func render(
    _ report: ValidationReport, as format: Format, context: OutputContext = .current,
    baseline: BaselineMatch? = nil, verbose: Bool = false
  ) -> String {
    switch format {
    case .text: return text(report, baseline: baseline, verbose: verbose)
    case .json: return json(report, baseline: baseline)
    case .github: return github(report, root: context.root, baseline: baseline)
    case .sarif: return sarif(report, context: context, baseline: baseline)
    }
  }

  /// Whether `baseline` lists `finding` (false without a baseline).
  static func isBaselined(_ finding: Finding, _ baseline: BaselineMatch?) -> Bool {
    baseline?.contains(ReportedFinding(finding)) ?? false
  }

  /// One line per finding, `FILE[:LINE]: SEVERITY[CODE]: KEYPATH: MESSAGE`,
  /// then a summary line, e.g. `1 error, 2 warnings in 2 files`.
  ///
  /// With a baseline, its findings are left out (listed with `[baselined]`
  /// when `verbose`) and the summary line adds
  /// `; N baselined, M fixed; new: E errors, W warnings`.
  public static func text(
    _ report: ValidationReport, baseline: BaselineMatch? = nil, verbose: Bool = false
  ) -> String {
    var output = ""
    for finding in report.findings {
      let baselined = isBaselined(finding, baseline)
      if baselined && !verbose { continue }
      var line = OutputText.place(file: finding.file, line: finding.line)
      line += ": \(finding.severity.rawValue)[\(finding.code.rawValue)]: "
      if !finding.keyPath.isEmpty { line += finding.keyPath + ": " }
      line += finding.message
      if baselined { line += " [baselined]" }
      // One line whatever a key or file name holds (see CheckRenderer).
      output += Printable.escaped(line) + "\n"
    }
    let files = plural(report.files.count, "file")
    var counts = ""
    if let baseline {
      let findings = report.findings.map(ReportedFinding.init)
      let new = zip(report.findings, findings).filter { !baseline.contains($1) }.map(\.0)
      counts = OutputText.baselineCounts(
        baselined: report.findings.count - new.count, fixed: baseline.fixed(among: findings),
        newErrors: new.count { $0.severity == .error },
        newWarnings: new.count { $0.severity == .warning })
    }
    if report.findings.isEmpty {
      output += "\(files): no problems found\(counts)\n"
    } else {
      output +=
        "\(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning")) in \(files)"
        + counts + "\n"
    }
    return output
  }

  /// `{"files": [..], "findings": [{severity, code, message, file, keyPath,
  /// line?, suggestion?, suggestions?, baselined?}], "summary": {errors,
  /// warnings, baselined?, fixed?}}`, keys in camelCase, absent values left
  /// out; `baselined` and `fixed` only with a baseline.
  public static func json(_ report: ValidationReport, baseline: BaselineMatch? = nil) -> String {
    var output = "{\n  \"files\": ["
    output += report.files.map { jsonString($0) }.joined(separator: ", ")
    output += "],\n  \"findings\": ["
    let findings = report.findings.map { finding -> String in
      var fields = [
        ("severity", jsonString(finding.severity.rawValue)),
        ("code", jsonString(finding.code.rawValue)),
        ("message", jsonString(finding.message)),
        ("file", jsonString(finding.file)),
        ("keyPath", jsonString(finding.keyPath)),
      ]
      if let line = finding.line { fields.append(("line", String(line))) }
      if let suggestion = finding.suggestion {
        fields.append(("suggestion", jsonString(suggestion)))
      }
      if !finding.suggestions.isEmpty {
        fields.append(
          ("suggestions", "[" + finding.suggestions.map(jsonString).joined(separator: ", ") + "]"))
      }
      if baseline != nil {
        fields.append(("baselined", isBaselined(finding, baseline) ? "true" : "false"))
      }
      return "\n    {" + fields.map { "\(jsonString($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
    output += findings.joined(separator: ",")
    output += findings.isEmpty ? "]" : "\n  ]"
    var summary = "\"errors\": \(report.errorCount), \"warnings\": \(report.warningCount)"
    if let baseline {
      let findings = report.findings.map(ReportedFinding.init)
      summary +=
        ", \"baselined\": \(findings.count { baseline.contains($0) }), "
        + "\"fixed\": \(baseline.fixed(among: findings))"
    }
    output += ",\n  \"summary\": {\(summary)}\n}\n"
    return output
  }

  /// One workflow command per finding, as `check` writes them:
  /// `::error file=F,line=L,title=typometer CODE::KEYPATH: MESSAGE` (`::warning`
  /// for warnings; `line` left out when unknown), `F` relative to `root`,
  /// escaped as GitHub Actions requires. Findings a baseline lists are left out.
  public static func github(
    _ report: ValidationReport, root: SourceRoot = .find(), baseline: BaselineMatch? = nil
  ) -> String {
    report.findings.filter { !isBaselined($0, baseline) }.map {
      GitHubAnnotation(ReportedFinding($0), root: root).command + "\n"
    }.joined()
  }

  /// The findings as a SARIF 2.1.0 log (``SARIFLog``); a config that cannot
  /// be read makes `executionSuccessful` false; with a baseline, its findings
  /// are `unchanged` and the others `new`.
  public static func sarif(
    _ report: ValidationReport, context: OutputContext = .current, baseline: BaselineMatch? = nil
  ) -> String {
    let findings = report.findings.map(ReportedFinding.init)
    return SARIFLog(
      findings: baseline.map { $0.marking(findings) } ?? findings, root: context.root,
      toolVersion: context.toolVersion,
      executionSuccessful: !report.findings.contains { $0.code == .parseError }
    ).json
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    OutputText.plural(count, noun)
  }

  /// A JSON string literal, escaped as check's JSON output escapes its
  /// strings (controls, and what a terminal or a JavaScript reader may act on).
  static func jsonString(_ string: String) -> String {
    var writer = JSONWriter(
      pretty: false, escapesUnprintable: true, capacity: string.utf8.count + 2)
    writer.value(string)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
