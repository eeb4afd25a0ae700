import Foundation
import StructuredText

/// Resolves colour strings against the palette: entries, aliases (with cycle
/// detection), literals and shade expressions, in TypographyKit's order.
///
/// Problems with a palette entry's own value are reported once, at the entry;
/// anything that refers to a broken entry fails silently.
struct PaletteResolver {
  /// The longest alias chain followed (entries and shades), to bound the work.
  static let maximumDepth = 64

  /// The outcome of resolving one string.
  enum Outcome {
    /// A colour; `issue` is set when TypographyKit itself would refuse the
    /// string as written at this level.
    case color(ColorValue, issue: ColorCompatibilityIssue?)
    /// A malformed literal.
    case invalid(ColorProblem)
    /// Not a palette entry, literal or shade expression.
    case notFound
    /// A palette entry that does not resolve (already reported).
    case brokenEntry
    /// An asset-catalog colour whose value is not known here (a system
    /// colour reference, or a malformed colorset, reported on its own).
    case assetColorWithoutValue
  }

  private let definitions: [String: ColorDefinition]
  /// The asset catalogs' colours, by name.
  private let assetColors: [String: AssetColor]
  private var cache: [String: ColorValue?] = [:]
  private var reportedCycles: Set<Set<String>> = []
  private var budget = SuggestionBudget()
  private(set) var findings: [Finding] = []
  /// The names in the palette, sorted, for suggestions.
  let names: [String]
  /// The palette's names and UIKit's colour names: what a colour name may be.
  private let knownNames: [String]

  init(definitions: [ColorDefinition], assetColors: [String: AssetColor] = [:]) {
    self.definitions = Dictionary(definitions.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    self.assetColors = assetColors
    names = self.definitions.keys.sorted()
    knownNames = names + ColorLiteral.namedColors.keys.sorted() + assetColors.keys.sorted()
  }

  /// Close names for a colour name found nowhere, while the run's suggestion
  /// budget lasts.
  mutating func suggestions(for name: String) -> [String] {
    budget.suggestions(for: name, among: { knownNames }, limit: 3)
  }

  /// The resolved palette, every entry by name (broken ones left out).
  mutating func resolveAll() -> [String: ColorValue] {
    var palette: [String: ColorValue] = [:]
    for name in names {
      if let value = resolveEntry(name, stack: []) { palette[name] = value }
    }
    return palette
  }

  /// Resolves a string as a style's `text-color` or a setting is: a palette
  /// entry first, then a literal, then a shade expression.
  mutating func resolve(_ string: String) -> Outcome {
    resolve(string, stack: [], depth: 0)
  }

  private mutating func resolve(_ string: String, stack: [String], depth: Int) -> Outcome {
    guard depth <= Self.maximumDepth, stack.count <= Self.maximumDepth else {
      return .invalid(.tooDeep(limit: Self.maximumDepth))
    }
    if definitions[string] != nil {
      guard let value = resolveEntry(string, stack: stack) else { return .brokenEntry }
      return .color(value, issue: nil)
    }
    // TypographyColor(string:) tries UIColor(named:) (the app's asset
    // catalogs) before UIKit's colour names and the literal syntaxes.
    if let asset = assetColors[string] {
      guard let value = asset.value else { return .assetColorWithoutValue }
      return .color(value, issue: nil)
    }
    switch ColorLiteral.parse(string) {
    case .color(let color, let rejected):
      return .color(.fixed(color), issue: rejected ? .spacesInTuple : nil)
    case .invalid(let problem):
      return .invalid(problem)
    case .notALiteral:
      break
    }
    let words = string.split(separator: " ")
    guard let shade = words.lazy.compactMap({ ColorShade(rawValue: String($0)) }).first else {
      return .notFound
    }
    let remainder = string.replacingOccurrences(of: shade.rawValue, with: "")
      .trimmingCharacters(in: .whitespaces)
    guard !remainder.isEmpty else { return .notFound }
    switch resolve(remainder, stack: stack, depth: depth + 1) {
    case .color(let value, _):
      return .color(value.applying(shade), issue: .shadeOutsidePalette)
    case let other:
      return other
    }
  }

  /// Resolves the palette entry `name`, reporting problems with its own value.
  private mutating func resolveEntry(_ name: String, stack: [String]) -> ColorValue? {
    if let cached = cache[name] { return cached }
    if let start = stack.firstIndex(of: name) {
      reportCycle(Array(stack[start...]))
      return nil
    }
    guard let definition = definitions[name] else { return nil }
    let stack = stack + [name]
    let value: ColorValue?
    switch definition.value {
    case .invalid:
      value = nil
    case .string(let string):
      value = resolveValue(string, at: definition.source, stack: stack)
    case .dynamic(let light, let dark):
      guard let light else {
        report(.colorInvalid(value: nil, problem: .missingLightVariant), definition.source)
        value = nil
        break
      }
      let lightValue = resolveValue(
        light, at: definition.lightSource ?? definition.source, stack: stack)
      let darkValue = dark.flatMap {
        resolveValue($0, at: definition.darkSource ?? definition.source, stack: stack)
      }
      if let lightValue, dark == nil || darkValue != nil {
        value = .dynamic(light: lightValue.light, dark: darkValue?.dark)
      } else {
        value = nil
      }
    }
    if cache[name] == nil { cache[name] = .some(value) }
    return cache[name] ?? nil
  }

  /// Resolves one string of a palette entry and reports what goes wrong.
  private mutating func resolveValue(
    _ string: String, at source: SourceLocation, stack: [String]
  ) -> ColorValue? {
    switch resolve(string, stack: stack, depth: 0) {
    case .color(let value, let issue):
      // Shades are TypographyKit's own syntax inside the palette.
      if issue == .spacesInTuple {
        report(.colorRejectedByTypographyKit(value: string, issue: .spacesInTuple), source)
      }
      return value
    case .invalid(let problem):
      report(.colorInvalid(value: string, problem: problem), source)
      return nil
    case .notFound:
      report(.colorNotFound(name: string, suggestions: suggestions(for: string)), source)
      return nil
    case .brokenEntry, .assetColorWithoutValue:
      return nil
    }
  }

  private mutating func reportCycle(_ members: [String]) {
    // Report at a member written in a file (TypographyKit's implicit
    // development-color and fallback-color entries have no file).
    let written = members.filter { definitions[$0]?.source.file.isEmpty == false }
    guard let first = written.min() ?? members.min(), let offset = members.firstIndex(of: first)
    else { return }
    let rotated = Array(members[offset...] + members[..<offset])
    for member in members { cache[member] = .some(nil) }
    guard reportedCycles.insert(Set(members)).inserted, let definition = definitions[first] else {
      return
    }
    report(.colorInvalid(value: nil, problem: .cycle(rotated + [first])), definition.source)
  }

  private mutating func report(_ detail: FindingDetail, _ location: SourceLocation) {
    findings.append(Finding(detail, at: location))
  }
}
