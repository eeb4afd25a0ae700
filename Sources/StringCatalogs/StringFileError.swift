import FileAccess
import StructuredText

/// Why a string file could not be read or parsed, with the file and, where
/// the format has lines, the 1-based line of the problem.
///
/// The cases hold data only; ``description`` gives a plain English wording
/// that front ends may use or replace.
public enum StringFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing exists at `path`.
  case fileNotFound(path: String)
  /// The path exists but cannot be read (a directory, no permission, an I/O error).
  case unreadable(path: String, reason: String)
  /// The file is larger than ``CatalogLimits/maximumFileSize``; `bytes` is its size.
  case tooLarge(path: String, bytes: Int, limit: Int)
  /// The content does not follow the format: a syntax error, a wrong value type,
  /// nesting deeper than the limit, a string longer than the limit.
  case malformed(path: String, line: Int?, reason: String)
  /// The file holds more strings (after expanding variants) than
  /// ``CatalogLimits/maximumStrings``.
  case tooManyStrings(path: String, limit: Int)
  /// The bytes are not valid in the file's text encoding (UTF-8 or UTF-16).
  case invalidEncoding(path: String, line: Int?)

  /// The file the error is about.
  public var path: String {
    switch self {
    case .fileNotFound(let path), .unreadable(let path, _), .tooLarge(let path, _, _),
      .malformed(let path, _, _), .tooManyStrings(let path, _), .invalidEncoding(let path, _):
      return path
    }
  }

  /// The 1-based line of the problem, when known.
  public var line: Int? {
    switch self {
    case .malformed(_, let line, _), .invalidEncoding(_, let line): return line
    default: return nil
    }
  }

  /// What went wrong, without the file and line.
  public var problem: String {
    switch self {
    case .fileNotFound: return "no such file"
    case .unreadable(_, let reason): return "cannot be read: \(reason)"
    case .tooLarge(_, let bytes, let limit) where bytes > limit + 1:
      return "file is \(bytes) bytes, more than the limit of \(limit)"
    case .tooLarge(_, _, let limit): return "file holds more than the limit of \(limit) bytes"
    case .malformed(_, _, let reason): return reason
    case .tooManyStrings(_, let limit): return "more than \(limit) strings"
    case .invalidEncoding:
      return "not valid UTF-8 or UTF-16 text (a byte sequence UTF-8 does not have, a UTF-16 "
        + "surrogate without its pair, or UTF-16 cut short by an odd number of bytes)"
    }
  }

  /// A one-line English message: `path:line: what went wrong`.
  public var description: String {
    // The path escaped: a line feed in a file's name would split the line.
    Printable.escaped(path) + (line.map { ":\($0)" } ?? "") + ": " + problem
  }
}

/// A parse error inside one file, before the path is attached.
struct ParseError: Error, Sendable {
  enum Kind: Sendable {
    case malformed
    case encoding
    case tooManyStrings(limit: Int)
  }

  var kind: Kind
  var line: Int?
  var reason: String

  init(_ reason: String, line: Int?) {
    self.kind = .malformed
    self.line = line
    self.reason = reason
  }

  static func encoding(line: Int?) -> ParseError {
    var error = ParseError("invalid text encoding", line: line)
    error.kind = .encoding
    return error
  }

  /// `rawBytes` as UTF-8 without a byte-order mark (``TextDecoding``), or
  /// ``encoding(line:)``.
  static func utf8Bytes(of rawBytes: [UInt8]) throws(ParseError) -> [UInt8] {
    do {
      return try TextDecoding.utf8Bytes(of: rawBytes)
    } catch {
      throw .encoding(line: error.line)
    }
  }

  static func tooManyStrings(limit: Int) -> ParseError {
    var error = ParseError("too many strings", line: nil)
    error.kind = .tooManyStrings(limit: limit)
    return error
  }

  func catalogError(path: String) -> StringFileError {
    switch kind {
    case .malformed: return .malformed(path: path, line: line, reason: reason)
    case .encoding: return .invalidEncoding(path: path, line: line)
    case .tooManyStrings(let limit): return .tooManyStrings(path: path, limit: limit)
    }
  }
}
