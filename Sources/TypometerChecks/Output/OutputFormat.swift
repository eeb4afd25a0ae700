/// The output formats of `validate` and `check`, by their `--format` names.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// Lines for people: one per finding, then a summary.
  case text
  /// One JSON document (the command-line contract's keys).
  case json
  /// GitHub Actions workflow commands, one per finding (``GitHubAnnotation``).
  case github
}
