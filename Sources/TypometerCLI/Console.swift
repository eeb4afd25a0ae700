import Foundation

/// Where a command writes: results to standard output, diagnostics to
/// standard error. Tests give it buffers instead.
final class Console: @unchecked Sendable {
  private let writeOut: (String) -> Void
  private let writeError: (String) -> Void
  /// Whether standard error is a terminal (progress is shown only then).
  let errorIsTerminal: Bool

  init(
    out: @escaping (String) -> Void, error: @escaping (String) -> Void,
    errorIsTerminal: Bool = false
  ) {
    self.writeOut = out
    self.writeError = error
    self.errorIsTerminal = errorIsTerminal
  }

  /// The process's standard output and standard error.
  static func standard() -> Console {
    Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      error: { FileHandle.standardError.write(Data($0.utf8)) },
      errorIsTerminal: isatty(2) == 1)
  }

  /// Writes a line of results (`terminator` after it).
  func print(_ line: String, terminator: String = "\n") { writeOut(line + terminator) }

  /// Writes a diagnostic line: `typometer: warning: …`.
  func warning(_ message: String) { writeError("typometer: warning: \(message)\n") }

  /// Writes an error line: `typometer: error: …`.
  func error(_ message: String) { writeError("typometer: error: \(message)\n") }

  /// Writes text to standard error as is.
  func diagnostic(_ text: String) { writeError(text) }

  /// Writes one JSON document (sorted keys, two-space indent) on standard output.
  func printJSON<T: Encodable>(_ value: T) {
    print(JSON.encode(value))
  }
}

/// JSON as the command line prints it: keys sorted, stable, slashes unescaped.
enum JSON {
  static func encode<T: Encodable>(_ value: T, pretty: Bool = true) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty
      ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      : [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }
}

/// The exit status of a command (see CLI.md).
public enum ExitStatus: Int32, Sendable {
  /// Done, nothing wrong found.
  case success = 0
  /// Done, and something was found: a font missing, an overflow, …
  case findings = 1
  /// The job could not be done: bad usage, unreadable or malformed input.
  case failure = 2
}
