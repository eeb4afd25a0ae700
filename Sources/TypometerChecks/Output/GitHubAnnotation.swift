import FileAccess
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
    self.init(finding, file: root.display(finding.file))
  }

  /// The annotation of a finding, its file shown as `file` (a caller with
  /// many findings works out each file's display once).
  init(_ finding: ReportedFinding, file: String) {
    self.init(
      severity: finding.severity, file: file, line: finding.line,
      title: "typometer " + finding.code.rawValue, message: finding.message)
  }

  /// The workflow command, one line without its line ending. Control
  /// characters GitHub's escaping leaves raw (an escape sequence in a file's
  /// name) are written `\u{1B}`, as in every other output, so that none
  /// reaches a CI log's terminal.
  public var command: String {
    var properties = "file=" + Self.escapeProperty(Printable.escaped(file))
    if let line { properties += ",line=\(line)" }
    if let title { properties += ",title=" + Self.escapeProperty(Printable.escaped(title)) }
    return "::\(severity.rawValue) \(properties)::"
      + Self.escapeData(Printable.escaped(message, keepingLineBreaks: true))
  }

  /// GitHub's escaping of a command's message: `%`, CR and LF.
  public static func escapeData(_ text: String) -> String { escape(text, property: false) }

  /// GitHub's escaping of a property value: as a message, and `:` and `,`.
  public static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func escape(_ text: String, property: Bool) -> String {
    // Byte by byte: what is escaped is ASCII, and a byte below 0x80 is never
    // part of a longer character's UTF-8.
    var text = text
    return text.withUTF8 { utf8 in
      func escaped(_ byte: UInt8) -> Bool {
        byte == 0x25 || byte == 0x0D || byte == 0x0A || (property && (byte == 0x3A || byte == 0x2C))
      }
      guard utf8.contains(where: escaped) else { return String(decoding: utf8, as: UTF8.self) }
      var output: [UInt8] = []
      output.reserveCapacity(utf8.count + 16)
      for byte in utf8 {
        guard escaped(byte) else {
          output.append(byte)
          continue
        }
        output += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
      }
      return String(decoding: output, as: UTF8.self)
    }
  }

}
