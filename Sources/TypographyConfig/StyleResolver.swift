import StructuredText

/// Resolves `extends` chains without recursion: child over parent, field by
/// field, reporting missing parents and cycles.
///
/// Each style is resolved once, over its parent's resolved fields, and keeps
/// only its parent's name, so a chain of n styles takes time and memory in
/// O(n), not O(n²).
///
/// A style whose parent is missing is reported (`extends-missing`, at its
/// `extends` key); a cycle is reported once (`extends-cycle`, at the `extends`
/// key of its alphabetically first member). Styles in a cycle or extending a
/// style that cannot be resolved are dropped, as TypographyKit drops them; the
/// ones merely extending a broken style are not reported again.
struct StyleResolver {
  private let definitions: [String: TextStyleDefinition]
  private let settings: TypographyKitSettings
  private var resolved: [String: ResolvedTextStyle] = [:]
  private var failed: Set<String> = []
  private let sortedNames: [String]
  private var budget = SuggestionBudget()
  private(set) var findings: [Finding] = []

  init(styles: [TextStyleDefinition], settings: TypographyKitSettings) {
    self.definitions = Dictionary(styles.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    self.settings = settings
    sortedNames = definitions.keys.sorted()
  }

  /// Every style that resolves, by name.
  mutating func resolveAll() -> [String: ResolvedTextStyle] {
    for name in sortedNames { resolve(name) }
    return resolved
  }

  private mutating func resolve(_ name: String) {
    guard resolved[name] == nil, !failed.contains(name) else { return }
    // Walk up to a resolved ancestor, a root, a missing parent or a cycle.
    var chain = [name]
    var position: [String: Int] = [name: 0]
    var current = name
    var broken = false
    while let parent = definitions[current]?.extends {
      if resolved[parent] != nil { break }
      if failed.contains(parent) {
        broken = true
        break
      }
      guard definitions[parent] != nil else {
        let suggestions = budget.suggestions(for: parent, among: { sortedNames }, limit: 3)
        if let definition = definitions[current] {
          findings.append(
            Finding(
              .extendsMissing(style: current, parent: parent, suggestions: suggestions),
              at: definition.location(of: .extends)))
        }
        broken = true
        break
      }
      if let start = position[parent] {
        reportCycle(Array(chain[start...]))
        broken = true
        break
      }
      position[parent] = chain.count
      chain.append(parent)
      current = parent
    }
    if broken {
      failed.formUnion(chain)
      return
    }
    // Resolve from the top of the chain down.
    for styleName in chain.reversed() {
      guard let definition = definitions[styleName] else { continue }
      let parent = definition.extends.flatMap { resolved[$0] }
      resolved[styleName] = merge(definition, over: parent)
    }
  }

  private mutating func reportCycle(_ members: [String]) {
    guard let first = members.min(), let offset = members.firstIndex(of: first),
      let definition = definitions[first]
    else { return }
    let rotated = Array(members[offset...] + members[..<offset])
    findings.append(
      Finding(.extendsCycle(rotated + [first]), at: definition.location(of: .extends)))
  }

  private func merge(_ child: TextStyleDefinition, over parent: ResolvedTextStyle?)
    -> ResolvedTextStyle
  {
    let minimum = child.minimumPointSize ?? parent?.minimumPointSize
    let maximum = child.maximumPointSize ?? parent?.maximumPointSize
    let mode = child.scalingMode ?? parent?.scalingMode
    return ResolvedTextStyle(
      name: child.name,
      extends: parent?.name,
      fontName: child.fontName ?? parent?.fontName,
      pointSize: child.pointSize ?? parent?.pointSize,
      textColorName: child.textColor ?? parent?.textColorName,
      textColor: nil,
      letterCase: child.letterCase ?? parent?.letterCase,
      minimumPointSize: minimum,
      maximumPointSize: maximum,
      scalingMode: mode,
      // As TypographyKit's `extend()`: a style that extends another keeps
      // no letter-spacing, its own nor its parent's (the validator says so).
      letterSpacing: parent == nil ? child.letterSpacing ?? 0 : 0,
      effectiveMinimumPointSize: minimum ?? settings.minimumPointSize,
      effectiveMaximumPointSize: maximum ?? settings.maximumPointSize,
      effectiveScalingMode: mode ?? settings.effectiveScalingMode)
  }
}
