import FileAccess
import Foundation
import Synchronization
import TypometerChecks

/// Where a command writes: results to standard output, diagnostics to
/// standard error. Tests give it buffers instead.
final class Console: @unchecked Sendable {
  private let writeOut: (String) -> Void
  private let writeError: (String) -> Void
  private let writeOutBytes: ([UInt8]) -> Void
  /// Whether standard error is a terminal (progress is shown only then).
  let errorIsTerminal: Bool
  /// Whether text results are coloured (``ColorMode``).
  let colors: Bool

  init(
    out: @escaping (String) -> Void, error: @escaping (String) -> Void,
    outBytes: (([UInt8]) -> Void)? = nil, errorIsTerminal: Bool = false, colors: Bool = false
  ) {
    self.writeOut = out
    self.writeOutBytes = outBytes ?? { out(String(decoding: $0, as: UTF8.self)) }
    self.writeError = error
    self.errorIsTerminal = errorIsTerminal
    self.colors = colors
  }

  /// The process's standard output and standard error, coloured as `mode`
  /// says for a terminal and `environment` (`NO_COLOR`).
  static func standard(colors mode: ColorMode = .auto, environment: [String: String] = [:])
    -> Console
  {
    Console(
      out: { text in
        var text = text
        text.withUTF8 { writeStandardOutput($0) }
      },
      error: { text in
        // (A stop under way may have caused what is said: its line alone.)
        Interrupts.waitForAnyStop()
        var text = text
        text.withUTF8 { _ = writeAll(STDERR_FILENO, $0) }
      },
      outBytes: { bytes in bytes.withUnsafeBufferPointer { writeStandardOutput($0) } },
      errorIsTerminal: isatty(2) == 1,
      colors: mode.colors(outputIsTerminal: isatty(1) == 1, environment: environment))
  }

  /// Writes all of `bytes` to `descriptor` (again after a signal or a short
  /// write); the `errno` of a failed write, or 0.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    var done = 0
    while done < bytes.count {
      let written = Glibc.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      done += written
    }
    return 0
  }

  /// Whether standard output is a pipe whose reader has gone: what is
  /// written after that is dropped.
  private static let readerGone = Atomic<Bool>(false)

  /// Writes results to standard output; when they cannot be written (a full
  /// disk, a closed descriptor), says so on standard error and exits 2: the
  /// job's output is lost, so it was not done. Into a pipe whose reader has
  /// gone (`typometer check … | head`), the rest is dropped without a word
  /// and the job goes on to its end (its report, its exit status): the
  /// reader took what it wanted, as `git log | head` takes it.
  private static func writeStandardOutput(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard !readerGone.load(ordering: .relaxed) else { return }
    let code = writeAll(STDOUT_FILENO, bytes)
    guard code != 0 else { return }
    if code == EPIPE {
      readerGone.store(true, ordering: .relaxed)
      return
    }
    Interrupts.waitForAnyStop()
    var message =
      "typometer: error: cannot write the results to standard output: "
      + String(cString: strerror(code)) + "\n"
    message.withUTF8 { _ = writeAll(STDERR_FILENO, $0) }
    // A report being staged, a file being written: removed, as on a signal.
    Interrupts.exitRemovingUnfinished(status: ExitStatus.failure.rawValue)
  }

  /// Writes a line of results (`terminator` after it), unprintable characters
  /// escaped as in ``printable(_:)``; a `styled` text result is coloured
  /// when colours are on (``styled(_:)``).
  func print(_ line: String, terminator: String = "\n", styled: Bool = false) {
    writeOut(printed(line, terminator: terminator, styled: styled))
  }

  /// What ``print(_:terminator:styled:)`` writes for `line`, for a caller
  /// that gathers many lines into one write.
  func printed(_ line: String, terminator: String = "\n", styled: Bool = false) -> String {
    let text = Self.printable(line)
    return (styled && colors ? Self.styled(text) : text) + terminator
  }

  /// `text` with severities, verdicts and counts coloured for a terminal:
  /// errors and OVERFLOW red, warnings yellow, fits green.
  static func styled(_ text: String) -> String {
    let red = "\u{1B}[1;31m"
    let yellow = "\u{1B}[33m"
    let green = "\u{1B}[32m"
    let reset = "\u{1B}[0m"
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { part in
      var line = String(part)
      for (plain, color) in [
        (": error:", red), (": error[", red), (": warning:", yellow), (": warning[", yellow),
      ] where line.contains(plain) {
        let word = plain.dropFirst(2).dropLast()
        line = line.replacingOccurrences(
          of: plain, with: ": \(color)\(word)\(reset)\(plain.last!)", options: [],
          range: line.range(of: plain))
      }
      line = line.replacingOccurrences(of: "  OVERFLOW", with: "  \(red)OVERFLOW\(reset)")
      line = line.replacingOccurrences(of: "  fits", with: "  \(green)fits\(reset)")
      return line
    }.joined(separator: "\n")
  }

  /// Writes a diagnostic line: `typometer: warning: …`.
  func warning(_ message: String) { writeError("typometer: warning: \(Self.printable(message))\n") }

  /// Writes an error line: `typometer: error: …`.
  func error(_ message: String) { writeError("typometer: error: \(Self.printable(message))\n") }

  /// A message with control characters and other unprintable scalars escaped
  /// (`\u{0}`), line feeds kept: a path or a value from a hostile file never
  /// reaches the terminal raw. (One pass over the bytes; a message with
  /// nothing to escape comes back as it is.)
  static func printable(_ message: String) -> String {
    Printable.escaped(message, keepingLineBreaks: true)
  }

  /// Writes text to standard error as is.
  func diagnostic(_ text: String) { writeError(text) }

  /// Writes text on standard output as is (a document that escapes itself).
  func write(_ text: String) { writeOut(text) }

  /// Writes UTF-8 bytes on standard output as they are: a block of results
  /// written at once (rows that escape themselves, as ``JSONWriter``'s).
  func write(bytes: [UInt8]) { writeOutBytes(bytes) }

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

/// `--color auto|always|never`: whether text results are coloured.
enum ColorMode: String, Sendable {
  /// When standard output is a terminal and `NO_COLOR` is not set.
  case auto
  /// Always (even when piped, even with `NO_COLOR`).
  case always
  /// Never.
  case never

  /// Whether to colour, for an output that is or is not a terminal.
  func colors(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      // https://no-color.org: a NO_COLOR that is set and not empty turns colour off.
      return outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
  }
}
