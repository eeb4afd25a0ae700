/// The output formats of `validate` and `check`, by their `--format` names.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// Lines for people: one per finding, then a summary.
  case text
  /// One JSON document (the command-line contract's keys).
  case json
  /// GitHub Actions workflow commands, one per finding (``GitHubAnnotation``).
  case github
  /// One SARIF 2.1.0 document (``SARIFLog``), for code scanning.
  case sarif

  /// The names, for usage messages: `text, json, github or sarif`.
  public static let names = "text, json, github or sarif"
}

/// What the CI formats need beyond the findings: the repository root their
/// paths are relative to, and the tool's version for SARIF.
public struct OutputContext: Sendable {
  /// The root paths are shown relative to.
  public var root: SourceRoot
  /// The typometer version (`tool.driver.version` in SARIF).
  public var toolVersion: String

  /// Creates a context.
  public init(root: SourceRoot, toolVersion: String) {
    self.root = root
    self.toolVersion = toolVersion
  }

  /// The repository root above the working folder; no version.
  public static var current: OutputContext { OutputContext(root: .find(), toolVersion: "0") }

  /// The output of `format` for a job that could not be done, when the format
  /// is for machines that expect a document or annotations: a GitHub error
  /// annotation (`parse-error`) or a SARIF log with one error result and
  /// `executionSuccessful` false. Nil for text and JSON (the command writes
  /// the reason on standard error, and for JSON a document of its own).
  public func failure(_ message: String, file: String, line: Int?, as format: OutputFormat)
    -> String?
  {
    failure(
      [
        ReportedFinding(
          severity: .error, code: .parseError, message: message, file: file, line: line)
      ],
      as: format)
  }

  /// The output of `format` for a job that could not be done for each of
  /// `problems` (several inputs malformed, each named where it is): an
  /// annotation each, or a SARIF log with a result each. Nil for text and
  /// JSON, as for one.
  public func failure(_ problems: [ReportedFinding], as format: OutputFormat) -> String? {
    switch format {
    case .text, .json: return nil
    case .github:
      return problems.map { GitHubAnnotation($0, root: root).command + "\n" }.joined()
    case .sarif:
      return SARIFLog(
        findings: problems, root: root, toolVersion: toolVersion, executionSuccessful: false
      ).json
    }
  }
}
