import Foundation

/// One row of Tests/Data/shaping.tsv: a string shaped by hb-shape
/// (Scripts/reference-shaping.py).
public struct ShapingReference: Sendable, CustomStringConvertible {
  public var file: String
  public var index: Int
  public var variations: String
  public var text: String
  /// The sum of the advances, in design units.
  public var advance: Int
  public var glyphs: [(id: UInt32, cluster: Int, advance: Int32)]

  public var description: String { "\(file)#\(index) \(variations) \(text)" }

  public static let all: [ShapingReference] = {
    let text = (try? String(contentsOfFile: Fixtures.data("shaping.tsv"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard f.count == 6, let index = Int(f[1]), let advance = Int(f[4]) else { return nil }
      let glyphs = f[5].split(separator: " ").map { item in
        let p = item.split(separator: ":").compactMap { Int($0) }
        return (UInt32(p[0]), p[1], Int32(p[2]))
      }
      return ShapingReference(
        file: f[0], index: index, variations: f[2], text: f[3], advance: advance, glyphs: glyphs)
    }
  }()

  /// The reference row for `text` in `file`.
  public static func row(_ file: String, _ text: String, index: Int = 0) -> ShapingReference? {
    all.first { $0.file == file && $0.text == text && $0.index == index && $0.variations.isEmpty }
  }
}
