import Foundation
import StringCatalogs
import TestSupport

/// The path of a fixture in `Tests/Data/catalogs`.
func catalog(_ relativePath: String) -> String {
  Fixtures.data("catalogs/" + relativePath)
}

/// One parsed string without its file, for whole-value comparisons.
struct Row: Equatable, CustomStringConvertible {
  var key: String
  var value: String
  var language: String?
  var variant: String?
  var line: Int?
  var isTranslatable = true

  init(
    _ key: String, _ value: String, _ language: String?, _ variant: String? = nil,
    line: Int?, isTranslatable: Bool = true
  ) {
    self.key = key
    self.value = value
    self.language = language
    self.variant = variant
    self.line = line
    self.isTranslatable = isTranslatable
  }

  var description: String {
    "Row(\(key.debugDescription), \(value.debugDescription), \(language.debugDescription), "
      + "\(variant.debugDescription), line: \(line.map(String.init) ?? "nil")"
      + (isTranslatable ? ")" : ", isTranslatable: false)")
  }
}

func rows(_ file: StringFile) -> [Row] {
  file.strings.map {
    Row(
      $0.key, $0.value, $0.language, $0.variant, line: $0.line, isTranslatable: $0.isTranslatable)
  }
}

/// A fresh temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "StringCatalogsTests-" + UUID().uuidString)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Writes `text` to `relativePath` under `directory` and returns the path.
@discardableResult
func write(_ bytes: [UInt8], to relativePath: String, in directory: URL) throws -> String {
  let url = directory.appendingPathComponent(relativePath)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(bytes).write(to: url)
  return url.path
}

/// The error `StringFile.load` throws, or `nil` when it succeeds.
func loadError(_ path: String, limits: CatalogLimits = .init()) -> StringFileError? {
  do {
    _ = try StringFile.load(path: path, limits: limits)
    return nil
  } catch {
    return error
  }
}
