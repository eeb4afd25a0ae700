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
  /// repository root and the version.
  public static func render(
    _ report: ValidationReport, as format: Format, context: OutputContext = .current
  ) -> String {
    switch format {
    case .text: return text(report)
    case .json: return json(report)
    case .github: return github(report, root: context.root)
    case .sarif: return sarif(report, context: context)
    }
  }

  /// One line per finding, `FILE[:LINE]: SEVERITY[CODE]: KEYPATH: MESSAGE`,
  /// then a summary line, e.g. `1 error, 2 warnings in 2 files`.
  public static func text(_ report: ValidationReport) -> String {
    var output = ""
    for finding in report.findings {
      var line = OutputText.place(file: finding.file, line: finding.line)
      line += ": \(finding.severity.rawValue)[\(finding.code.rawValue)]: "
      if !finding.keyPath.isEmpty { line += finding.keyPath + ": " }
      line += finding.message
      output += line + "\n"
    }
    let files = plural(report.files.count, "file")
    if report.findings.isEmpty {
      output += "\(files): no problems found\n"
    } else {
      output +=
        "\(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning")) in \(files)\n"
    }
    return output
  }

  /// `{"files": [..], "findings": [{severity, code, message, file, keyPath,
  /// line?, suggestion?, suggestions?}], "summary": {errors, warnings}}`,
  /// keys in camelCase, absent values left out.
  public static func json(_ report: ValidationReport) -> String {
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
      return "\n    {" + fields.map { "\(jsonString($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
    output += findings.joined(separator: ",")
    output += findings.isEmpty ? "]" : "\n  ]"
    output +=
      ",\n  \"summary\": {\"errors\": \(report.errorCount), \"warnings\": \(report.warningCount)}\n}\n"
    return output
  }

  /// One workflow command per finding, as `check` writes them:
  /// `::error file=F,line=L,title=typometer CODE::KEYPATH: MESSAGE` (`::warning`
  /// for warnings; `line` left out when unknown), `F` relative to `root`,
  /// escaped as GitHub Actions requires.
  public static func github(_ report: ValidationReport, root: SourceRoot = .find()) -> String {
    report.findings.map { GitHubAnnotation(ReportedFinding($0), root: root).command + "\n" }
      .joined()
  }

  /// The findings as a SARIF 2.1.0 log (``SARIFLog``); a config that cannot
  /// be read makes `executionSuccessful` false.
  public static func sarif(_ report: ValidationReport, context: OutputContext = .current)
    -> String
  {
    SARIFLog(
      findings: report.findings.map(ReportedFinding.init), root: context.root,
      toolVersion: context.toolVersion,
      executionSuccessful: !report.findings.contains { $0.code == .parseError }
    ).json
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    OutputText.plural(count, noun)
  }

  /// A JSON string literal.
  static func jsonString(_ string: String) -> String {
    var output = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case let control where control.value < 0x20 || control.value == 0x7F:
        let hex = String(control.value, radix: 16, uppercase: true)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }
}
