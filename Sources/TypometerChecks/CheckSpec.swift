import FileAccess
import Foundation
import StringCatalogs
import StructuredText
import TypeScale
import TypographyConfig

/// A `typometer.json` spec: what to check, and in which containers.
///
/// Paths are resolved against the spec file's directory. Unknown keys and
/// values of the wrong type are errors with the file and line, so a typo in a
/// spec never silently changes what is checked.
public struct CheckSpec: Sendable {
  /// The spec file's path.
  public var path: String
  /// TypographyKit config files, merged in order (later wins).
  public var configs: [String]
  /// Font directories (or files) for the catalog.
  public var fonts: [String]
  /// Whether the machine's fonts are seen too (default false: reproducible).
  public var systemFonts: Bool
  /// The platform whose categories and scaling apply (default ios).
  public var platform: Platform
  /// The categories to measure at, in order (default: all of the platform's).
  public var categories: [ContentSizeCategory]
  /// String files: .strings, .stringsdict, .xcstrings, Android strings.xml, text.
  public var strings: [String]
  /// Containers, first match wins.
  public var containers: [Container]
  /// Whether iOS's Bold Text setting is on: each style uses its bold face.
  public var boldText: Bool
  /// Explicit bold faces, PostScript name to PostScript name.
  public var boldFaces: [String: String]
  /// What format specifiers (`%@`, `%d`, …) are replaced with.
  public var formatSamples: FormatSpecifierSubstitution
  /// Faces tried before Fontconfig's fallback order, per style name ("*" for all).
  public var cascade: [String: [String]]

  /// Where strings are measured: the style, the width and the line limit, for
  /// the keys matching any of `keys`.
  public struct Container: Sendable, Equatable {
    /// Key patterns: `*` matches any run of characters, `?` any one.
    public var keys: [String]
    /// The text style (a style name in the config).
    public var style: String
    /// The width in points.
    public var width: Double
    /// The most lines, or nil for no limit.
    public var maxLines: Int?
    /// A fixed line height in points, or nil for the font's.
    public var lineHeight: Double?
    /// The line of the container in the spec.
    public var line: Int?
  }

  /// The largest spec read, in bytes (16 MiB).
  public static let maximumFileSize = 16 << 20

  /// Reads and checks the spec at `path`.
  ///
  /// - Throws: ``SpecError`` naming the file and line of the first problem.
  public static func load(path: String) throws(SpecError) -> CheckSpec {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, limit: maximumFileSize)
    } catch {
      throw SpecError(path: path, line: nil, problem: error.problem)
    }
    return try parse(bytes: bytes, path: path)
  }

  /// Checks a spec already in memory, as ``load(path:)`` checks the file at
  /// `path` (relative paths resolve against `path`'s directory; nothing is read).
  ///
  /// - Throws: ``SpecError`` naming `path` and the line of the first problem.
  public static func parse(bytes: [UInt8], path: String) throws(SpecError) -> CheckSpec {
    guard bytes.count <= maximumFileSize else {
      throw SpecError(path: path, line: nil, problem: "larger than 16 MiB; is this a spec?")
    }
    let root: DocumentNode
    do {
      root = try DocumentNode.parseJSON(bytes)
    } catch {
      throw SpecError(
        path: path, line: error.line,
        problem: "not valid JSON: " + FindingWording.describe(error.reason))
    }
    return try SpecReader(path: path).read(root)
  }

  /// The directory relative paths in the spec are resolved against.
  public var directory: String { (path as NSString).deletingLastPathComponent }

  /// `relative` resolved against the spec's directory (absolute paths unchanged).
  public func resolve(_ relative: String) -> String {
    if relative.hasPrefix("/") || directory.isEmpty { return relative }
    return (directory as NSString).appendingPathComponent(relative)
  }

  /// The first container whose patterns match `key`, with its index.
  public func container(for key: String) -> (index: Int, container: Container)? {
    for (i, container) in containers.enumerated()
    where container.keys.contains(where: { KeyPattern.matches($0, key) }) {
      return (i, container)
    }
    return nil
  }
}

/// A spec that cannot be used, with the file and line of the problem.
public struct SpecError: Error, Equatable, Sendable {
  /// The spec file.
  public var path: String
  /// The 1-based line, where known.
  public var line: Int?
  /// What is wrong and what to do.
  public var problem: String

  /// `path:line: problem`.
  public var message: String {
    (line.map { "\(path):\($0): " } ?? "\(path): ") + problem
  }
}

/// Glob matching for string keys: `*` any run of characters, `?` any one.
public enum KeyPattern {
  /// Whether `key` matches `pattern` (iterative, linear in practice; no recursion).
  public static func matches(_ pattern: String, _ key: String) -> Bool {
    let p = Array(pattern.unicodeScalars)
    let k = Array(key.unicodeScalars)
    var pi = 0
    var ki = 0
    var star = -1
    var mark = 0
    while ki < k.count {
      if pi < p.count, p[pi] == "?" || p[pi] == k[ki] {
        pi += 1
        ki += 1
      } else if pi < p.count, p[pi] == "*" {
        star = pi
        mark = ki
        pi += 1
      } else if star >= 0 {
        pi = star + 1
        mark += 1
        ki = mark
      } else {
        return false
      }
    }
    while pi < p.count, p[pi] == "*" { pi += 1 }
    return pi == p.count
  }
}

/// Reads the spec's tree, naming the line of every problem.
private struct SpecReader {
  let path: String

  func fail(_ line: Int?, _ problem: String) -> SpecError {
    SpecError(path: path, line: line, problem: problem)
  }

  func read(_ root: DocumentNode) throws(SpecError) -> CheckSpec {
    guard case .dictionary(let entries) = root.value else {
      throw fail(root.line, "the spec must be a JSON object")
    }
    var spec = CheckSpec(
      path: path, configs: [], fonts: [], systemFonts: false, platform: .ios, categories: [],
      strings: [], containers: [], boldText: false, boldFaces: [:],
      formatSamples: FormatSpecifierSubstitution(), cascade: [:])
    var seen: Set<String> = []
    var categoryNames: DocumentNode?
    for entry in entries {
      guard seen.insert(entry.key).inserted else {
        throw fail(entry.line, "'\(entry.key)' is given twice")
      }
      let node = entry.value
      switch entry.key {
      case "config": spec.configs = try strings(node, "config", allowSingle: true)
      case "fonts": spec.fonts = try strings(node, "fonts", allowSingle: true)
      case "systemFonts": spec.systemFonts = try bool(node, "systemFonts")
      case "platform":
        let name = try string(node, "platform")
        do { spec.platform = try Platform(parsing: name) } catch {
          throw fail(node.line, "unknown platform '\(name)'; use ios, watchos, tvos or macos")
        }
      case "categories": categoryNames = node
      case "strings": spec.strings = try strings(node, "strings", allowSingle: true)
      case "containers": spec.containers = try containers(node)
      case "boldText": spec.boldText = try bool(node, "boldText")
      case "boldFaces": spec.boldFaces = try stringMap(node, "boldFaces")
      case "cascade":
        guard case .dictionary(let styles) = node.value else {
          throw fail(node.line, "'cascade' must map style names to lists of PostScript names")
        }
        for style in styles {
          spec.cascade[style.key] = try strings(
            style.value, "cascade.\(style.key)", allowSingle: false)
        }
      case "formatSamples": spec.formatSamples = try samples(node)
      default:
        throw fail(
          entry.line,
          "unknown key '\(entry.key)'; known keys: config, fonts, systemFonts, platform, "
            + "categories, strings, containers, boldText, boldFaces, cascade, formatSamples")
      }
    }
    guard spec.platform != .android else {
      throw fail(nil, "platform android has no content-size categories to check")
    }
    spec.categories = try categories(categoryNames, platform: spec.platform)
    guard !spec.configs.isEmpty else {
      throw fail(root.line, "'config' is missing: name the TypographyKit config")
    }
    guard !spec.strings.isEmpty else {
      throw fail(root.line, "'strings' is missing: name the string files")
    }
    guard !spec.containers.isEmpty else {
      throw fail(root.line, "'containers' is missing: say which keys go in which style and width")
    }
    return spec
  }

  func string(_ node: DocumentNode, _ key: String) throws(SpecError) -> String {
    guard case .string(let value) = node.value else {
      throw fail(node.line, "'\(key)' must be a string, not \(FindingWording.describe(node.found))")
    }
    return value
  }

  func bool(_ node: DocumentNode, _ key: String) throws(SpecError) -> Bool {
    guard case .bool(let value) = node.value else {
      throw fail(
        node.line, "'\(key)' must be true or false, not \(FindingWording.describe(node.found))")
    }
    return value
  }

  func number(_ node: DocumentNode, _ key: String) throws(SpecError) -> Double {
    guard case .number(let value) = node.value, value.isFinite else {
      throw fail(
        node.line, "'\(key)' must be a finite number, not \(FindingWording.describe(node.found))")
    }
    return value
  }

  func strings(_ node: DocumentNode, _ key: String, allowSingle: Bool) throws(SpecError) -> [String]
  {
    if allowSingle, case .string(let value) = node.value { return [value] }
    guard case .array(let items) = node.value else {
      throw fail(
        node.line, "'\(key)' must be a list of strings, not \(FindingWording.describe(node.found))")
    }
    var result: [String] = []
    for item in items { result.append(try string(item, key)) }
    return result
  }

  func stringMap(_ node: DocumentNode, _ key: String) throws(SpecError) -> [String: String] {
    guard case .dictionary(let entries) = node.value else {
      throw fail(node.line, "'\(key)' must be an object of strings")
    }
    var result: [String: String] = [:]
    for entry in entries { result[entry.key] = try string(entry.value, "\(key).\(entry.key)") }
    return result
  }

  func categories(_ node: DocumentNode?, platform: Platform) throws(SpecError)
    -> [ContentSizeCategory]
  {
    guard let node else { return platform.categories }
    if case .string("all") = node.value { return platform.categories }
    let names = try strings(node, "categories", allowSingle: false)
    guard !names.isEmpty else { throw fail(node.line, "'categories' is empty") }
    var result: [ContentSizeCategory] = []
    for name in names {
      guard let category = try? ContentSizeCategory(parsing: name) else {
        throw fail(
          node.line, "unknown category '\(name)'; use xs … xxxl, ax1 … ax5 or Apple's names")
      }
      guard platform.categories.contains(category) else {
        throw fail(node.line, "\(platform.name) has no category \(category.name)")
      }
      if !result.contains(category) { result.append(category) }
    }
    return result
  }

  func containers(_ node: DocumentNode) throws(SpecError) -> [CheckSpec.Container] {
    guard case .array(let items) = node.value else {
      throw fail(node.line, "'containers' must be a list of objects")
    }
    var result: [CheckSpec.Container] = []
    for (i, item) in items.enumerated() {
      guard case .dictionary(let entries) = item.value else {
        throw fail(item.line, "containers[\(i)] must be an object with keys, style and width")
      }
      var keys: [String]?
      var style: String?
      var width: Double?
      var maxLines: Int?
      var lineHeight: Double?
      for entry in entries {
        let name = "containers[\(i)].\(entry.key)"
        switch entry.key {
        case "keys": keys = try strings(entry.value, name, allowSingle: true)
        case "style": style = try string(entry.value, name)
        case "width":
          let value = try number(entry.value, name)
          guard value > 0, value <= 100_000 else {
            throw fail(entry.value.line, "'\(name)' must be a width in points above 0")
          }
          width = value
        case "maxLines":
          let value = try number(entry.value, name)
          guard value >= 0, value == value.rounded(), value <= 100_000 else {
            throw fail(
              entry.value.line, "'\(name)' must be a whole number, 0 or more (0: no limit)")
          }
          maxLines = value == 0 ? nil : Int(value)
        case "lineHeight":
          let value = try number(entry.value, name)
          guard value > 0 else { throw fail(entry.value.line, "'\(name)' must be above 0") }
          lineHeight = value
        default:
          throw fail(
            entry.line,
            "unknown key '\(entry.key)' in containers[\(i)]; known: keys, style, width, maxLines, lineHeight"
          )
        }
      }
      guard let keys, !keys.isEmpty else { throw fail(item.line, "containers[\(i)] needs 'keys'") }
      guard let style else { throw fail(item.line, "containers[\(i)] needs 'style'") }
      guard let width else { throw fail(item.line, "containers[\(i)] needs 'width' in points") }
      result.append(
        CheckSpec.Container(
          keys: keys, style: style, width: width, maxLines: maxLines, lineHeight: lineHeight,
          line: item.line))
    }
    return result
  }

  func samples(_ node: DocumentNode) throws(SpecError) -> FormatSpecifierSubstitution {
    guard case .dictionary(let entries) = node.value else {
      throw fail(node.line, "'formatSamples' must be an object")
    }
    var samples = FormatSpecifierSubstitution()
    for entry in entries {
      let value = try string(entry.value, "formatSamples.\(entry.key)")
      switch entry.key {
      case "object", "string": samples.object = value
      case "integer": samples.integer = value
      case "float", "floatingPoint": samples.floatingPoint = value
      default:
        throw fail(
          entry.line, "unknown key '\(entry.key)' in formatSamples; known: object, integer, float")
      }
    }
    return samples
  }
}
