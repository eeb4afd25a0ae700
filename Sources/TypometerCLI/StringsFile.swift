import FileAccess
import StringCatalogs

/// The `--strings` files of `measure` and `cascade`: plain text, one string
/// per line, read by the library's plain-text parser (UTF-8, or UTF-16 with a
/// byte-order mark); a string file of an app (`.strings`, `.stringsdict`,
/// `.xcstrings`, Android `.xml`) gives its strings' values, in file order.
enum StringsFile {
  /// The largest strings file read, in bytes (the string files' limit, 64 MiB).
  static let maximumSize = CatalogLimits().maximumFileSize

  /// The lines of `path` ('-' for standard input, read to at most
  /// ``maximumSize`` bytes), without line endings; a final line ending adds no
  /// empty string.
  ///
  /// A line is not limited here: the layout's own limit names the line that
  /// passes it.
  ///
  /// - Throws: ``InputError`` naming the file (and line, for invalid text).
  static func lines(of path: String) throws -> [String] {
    try entries(of: path).map(\.text)
  }

  /// The warning for a strings file that holds no strings: an empty answer,
  /// but rarely the one meant (a wrong path, an empty pipe).
  static func warnIfEmpty(_ texts: [String], path: String, console: Console) {
    guard texts.isEmpty else { return }
    console.warning("\(path == "-" ? "standard input" : path) holds no strings")
  }

  /// The strings of `path` with the line each starts on (as ``lines(of:)``),
  /// its key and language when the file is an app's string file (nil for
  /// text), its variant (a plural form's `plural.one`), the file's format,
  /// and whether it is an Android reference no string of the file resolves
  /// (`@string/elsewhere`, `@null`: its text is not known).
  ///
  /// - Throws: ``InputError`` naming the file (and line, for invalid text).
  static func entries(of path: String) throws -> [(
    text: String, line: Int?, key: String?, language: String?, variant: String?,
    format: StringFileFormat, countArgument: Int?, unresolved: Bool
  )] {
    let bytes: [UInt8]
    do {
      bytes =
        path == "-"
        ? try InputFile.readStandardInput(limit: maximumSize)
        : try InputFile.read(path, limit: maximumSize)
    } catch {
      throw InputError(path: error.path, problem: error.problem)
    }
    do {
      let limits = CatalogLimits(maximumStringLength: maximumSize)
      // An app's string file by its name or content, as check reads it (a
      // property list or JSON refused, not measured a line at a time);
      // standard input is text.
      let file = try StringFile.parse(
        bytes: bytes, path: path, format: path == "-" ? .plainText : nil, limits: limits)
      let detected = file.format
      let keyed = detected != .plainText
      return file.strings.map {
        (
          text: $0.value, line: $0.line, key: keyed ? $0.key : nil,
          language: keyed ? $0.language ?? file.language : nil, variant: $0.variant,
          format: detected, countArgument: $0.countArgument,
          unresolved: $0.isUnresolvedReference
        )
      }
    } catch {
      throw InputError(path: path, line: error.line, problem: error.problem)
    }
  }
}
