import FileAccess
import Foundation
import TypometerChecks

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

  /// Writes a line of results (`terminator` after it), unprintable characters
  /// escaped as in ``printable(_:)``.
  func print(_ line: String, terminator: String = "\n") {
    writeOut(Self.printable(line) + terminator)
  }

  /// Writes a diagnostic line: `typometer: warning: …`.
  func warning(_ message: String) { writeError("typometer: warning: \(Self.printable(message))\n") }

  /// Writes an error line: `typometer: error: …`.
  func error(_ message: String) { writeError("typometer: error: \(Self.printable(message))\n") }

  /// A message with control characters and other unprintable scalars escaped
  /// (`\u{0}`), line by line: a path or a value from a hostile file never
  /// reaches the terminal raw.
  static func printable(_ message: String) -> String {
    message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Printable.escaped(String($0)) }.joined(separator: "\n")
  }

  /// Writes text to standard error as is.
  func diagnostic(_ text: String) { writeError(text) }

  /// Writes text on standard output as is (a document that escapes itself).
  func write(_ text: String) { writeOut(text) }

  /// Writes one JSON document (sorted keys, two-space indent) on standard output.
  func printJSON<T: Encodable>(_ value: T) {
    writeOut(JSON.encode(value) + "\n")  // JSON escapes control characters itself
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
