import Foundation
import TestSupport
import Testing

@testable import TypeScale

/// One row of a `dynamic-type-*.tsv` file, as text.
struct ReferenceCell: Sendable, CustomTestStringConvertible {
  var style: String
  var category: String
  var pointSize: Double
  var leading: Double
  var weight: String
  var emphasizedWeight: String

  var testDescription: String { "\(style) @ \(category)" }
}

/// One row of `android-font-scale.tsv`.
struct AndroidReferencePoint: Sendable, CustomTestStringConvertible {
  var fontScale: Double
  var fromSp: Double
  var toDp: Double

  var testDescription: String { "\(fromSp) sp @ \(fontScale)" }
}

struct ReferenceDataError: Error, CustomStringConvertible {
  var description: String
}

/// Reads the reference TSV files copied into `Tests/Data/typescale/`.
enum ReferenceData {
  static func directory() -> String { Fixtures.data("typescale") }

  /// The rows of a TSV file as dictionaries keyed by the header's column names.
  static func rows(_ file: String) throws -> [[String: String]] {
    let path = directory() + "/" + file
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var header: [String]?
    var rows: [[String: String]] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard let columns = header else {
        header = fields
        continue
      }
      guard fields.count == columns.count else {
        throw ReferenceDataError(description: "\(file): bad row \(line)")
      }
      rows.append(Dictionary(uniqueKeysWithValues: zip(columns, fields)))
    }
    return rows
  }

  static func number(_ text: String?) throws -> Double {
    guard let text, let value = Double(text) else {
      throw ReferenceDataError(description: "not a number: \(text ?? "nil")")
    }
    return value
  }

  /// The cells of a style table; files without a category column get `large`.
  static func cells(_ file: String) throws -> [ReferenceCell] {
    try rows(file).map { row in
      ReferenceCell(
        style: row["style"] ?? "", category: row["category"] ?? "large",
        pointSize: try number(row["pointSize"]), leading: try number(row["leading"]),
        weight: row["weight"] ?? "", emphasizedWeight: row["emphasizedWeight"] ?? "")
    }
  }

  static func androidPoints() throws -> [AndroidReferencePoint] {
    try rows("android-font-scale.tsv").map { row in
      AndroidReferencePoint(
        fontScale: try number(row["fontScale"]), fromSp: try number(row["fromSp"]),
        toDp: try number(row["toDp"]))
    }
  }

  static func file(for platform: Platform) -> String {
    "dynamic-type-\(platform.rawValue).tsv"
  }

  /// The reference cell of `style` at `category` on `platform`.
  static func cell(
    _ style: TextStyle, _ category: ContentSizeCategory, on platform: Platform
  ) throws -> ReferenceCell? {
    try cells(file(for: platform)).first {
      (try? TextStyle(parsing: $0.style)) == style
        && (try? ContentSizeCategory(parsing: $0.category)) == category
    }
  }
}

/// Asserts that two doubles differ by at most `tolerance`.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) is not \(expected) ± \(tolerance)",
    sourceLocation: sourceLocation)
}
