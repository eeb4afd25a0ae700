import TypographyConfig

/// A GitHub Actions workflow command that annotates a file:
/// `::error file=F,line=L,title=T::MESSAGE`, escaped as GitHub requires.
///
/// Both `validate` and `check` write their `github` format through it, in
/// one shape: `::error file=F,line=L,title=typometer CODE::MESSAGE`, the file
/// relative to the repository root (``init(_:root:)``).
public struct GitHubAnnotation: Sendable, Hashable {
  /// `error` or `warning` (the command's name).
  public var severity: Severity
  /// The file, as given.
  public var file: String
  /// The 1-based line, when known.
  public var line: Int?
  /// A title shown above the message, or nil for none.
  public var title: String?
  /// The message.
  public var message: String

  /// Creates an annotation.
  public init(severity: Severity, file: String, line: Int?, title: String? = nil, message: String) {
    self.severity = severity
    self.file = file
    self.line = line
    self.title = title
    self.message = message
  }

  /// The annotation of a finding: the file relative to `root` (as given when
  /// outside it), the title `typometer CODE`.
  public init(_ finding: ReportedFinding, root: SourceRoot) {
    self.init(
      severity: finding.severity, file: root.display(finding.file), line: finding.line,
      title: "typometer " + finding.code.rawValue, message: finding.message)
  }

  /// The workflow command, one line without its line ending.
  public var command: String {
    var properties = "file=" + Self.escapeProperty(file)
    if let line { properties += ",line=\(line)" }
    if let title { properties += ",title=" + Self.escapeProperty(title) }
    return "::\(severity.rawValue) \(properties)::\(Self.escapeData(message))"
  }

  /// GitHub's escaping of a command's message: `%`, CR and LF.
  public static func escapeData(_ text: String) -> String { escape(text, property: false) }

  /// GitHub's escaping of a property value: as a message, and `:` and `,`.
  public static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

  private static func escape(_ text: String, property: Bool) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": output += "%25"
      case "\r": output += "%0D"
      case "\n": output += "%0A"
      case ":" where property: output += "%3A"
      case "," where property: output += "%2C"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
