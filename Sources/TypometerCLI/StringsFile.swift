import FileAccess
import Foundation

/// Plain-text string files: one string per line.
enum StringsFile {
  /// The largest strings file read, in bytes (64 MiB).
  static let maximumSize = 64 << 20

  /// The lines of `path` ('-' for standard input, read to at most
  /// ``maximumSize`` bytes), without line endings; a final line ending adds no
  /// empty string.
  ///
  /// - Throws: ``InputError`` naming the file (and line, for invalid UTF-8).
  static func lines(of path: String) throws -> [String] {
    let data: [UInt8]
    do {
      data =
        path == "-"
        ? try InputFile.readStandardInput(limit: maximumSize)
        : try InputFile.read(path, limit: maximumSize)
    } catch {
      throw InputError(path: error.path, problem: error.problem)
    }
    var lines: [String] = []
    var lineNumber = 0
    for var line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      if lineNumber == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
      guard let text = String(validating: line, as: UTF8.self) else {
        throw InputError(path: path, line: lineNumber, problem: "not valid UTF-8")
      }
      lines.append(text)
    }
    if lines.last == "", data.last == UInt8(ascii: "\n") || data.isEmpty { lines.removeLast() }
    return lines
  }
}
