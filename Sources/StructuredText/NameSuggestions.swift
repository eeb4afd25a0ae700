/// Suggestions for a misspelled name: case-insensitive equals first, then
/// (where the rules ask) longer names and other faces of the same family, and
/// the names within a small edit distance.
package enum NameSuggestions {
  /// How candidates are matched; the two callers differ on purpose.
  package struct Rules: Sendable, Hashable {
    /// What the edit distance and lengths count.
    package enum Unit: Sendable, Hashable {
      /// Characters (extended grapheme clusters).
      case characters
      /// Unicode scalars.
      case unicodeScalars
    }

    /// What the edit distance and lengths count.
    package var unit: Unit
    /// Edit distances up to `max(2, length / distanceDivisor)` of the lower-cased
    /// name count as misspellings.
    package var distanceDivisor: Int
    /// Whether candidates that start with the name (ignoring case) rank right
    /// after the case-insensitive equals: a family without its style.
    package var suggestsLongerNames: Bool
    /// When set, candidates whose part before this separator equals the
    /// name's (ignoring case) rank last: `Roboto-Bold` suggests
    /// `Roboto-Regular`; then those whose part is one edit from it, of four
    /// units or more (`OpenDyslexc-Bold` suggests `OpenDyslexic-Regular`).
    package var familySeparator: Unicode.Scalar?
    /// Names longer than this, in units, get no suggestions (bounded work on
    /// hostile input); `nil` for no limit.
    package var maximumNameLength: Int?

    /// Creates rules.
    package init(
      unit: Unit, distanceDivisor: Int, suggestsLongerNames: Bool,
      familySeparator: Unicode.Scalar?, maximumNameLength: Int?
    ) {
      self.unit = unit
      self.distanceDivisor = distanceDivisor
      self.suggestsLongerNames = suggestsLongerNames
      self.familySeparator = familySeparator
      self.maximumNameLength = maximumNameLength
    }

    /// Keys, names and iOS faces: equals, then characters within a quarter of
    /// the name's length (at least 2); names over 200 characters get none.
    package static let names = Rules(
      unit: .characters, distanceDivisor: 4, suggestsLongerNames: false, familySeparator: nil,
      maximumNameLength: 200)

    /// A font catalog's PostScript names: equals, longer names, scalars within
    /// a third of the name's length (at least 2), then the same family before `-`.
    package static let fontNames = Rules(
      unit: .unicodeScalars, distanceDivisor: 3, suggestsLongerNames: true,
      familySeparator: "-", maximumNameLength: nil)
  }

  /// Up to `limit` names from `candidates` close to `name`, best first.
  ///
  /// Candidates rank by: equal to `name` ignoring case; then, with
  /// ``Rules/suggestsLongerNames``, starting with it; then by edit distance
  /// (Levenshtein, on lower-cased units) within the rules' bound, nearest
  /// first; then, with ``Rules/familySeparator``, the same family. Ties go
  /// to a trailing number nearest the name's (`ax6`: `ax5`, `ax7`), then
  /// alphabetical order. A candidate identical to `name` is not suggested, nor
  /// is one twice.
  package static func suggestions(
    for name: String, among candidates: some Sequence<String>, limit: Int = 5,
    rules: Rules = .names
  ) -> [String] {
    let lowered = name.lowercased()
    let scored: [(distance: Int, name: String)]
    switch rules.unit {
    case .characters:
      scored = score(
        name, Array(lowered), among: candidates, limit: limit, rules: rules,
        separator: rules.familySeparator.map(Character.init), units: { Array($0) })
    case .unicodeScalars:
      scored = score(
        name, Array(lowered.unicodeScalars), among: candidates, limit: limit, rules: rules,
        separator: rules.familySeparator, units: { Array($0.unicodeScalars) })
    }
    var seen = Set<String>()
    var result: [String] = []
    for entry in scored where seen.insert(entry.name).inserted {
      result.append(entry.name)
      if result.count == limit { break }
    }
    return result
  }

  /// The candidates that qualify with their rank (lower is better), sorted.
  private static func score<Unit: Equatable>(
    _ name: String, _ query: [Unit], among candidates: some Sequence<String>, limit: Int,
    rules: Rules, separator: Unit?, units: (String) -> [Unit]
  ) -> [(distance: Int, name: String)] {
    guard !query.isEmpty, limit > 0 else { return [] }
    if let maximum = rules.maximumNameLength, query.count > maximum { return [] }
    let threshold = max(2, query.count / rules.distanceDivisor)
    let family = separator.map { query.split(separator: $0, maxSplits: 1).first ?? [] }
    var scored: [(distance: Int, name: String)] = []
    for candidate in candidates where candidate != name {
      let lowered = units(candidate.lowercased())
      if lowered == query {
        scored.append((-2, candidate))
      } else if rules.suggestsLongerNames && lowered.starts(with: query) {
        scored.append((-1, candidate))
      } else if abs(lowered.count - query.count) <= threshold,
        let distance = editDistance(query, lowered, limit: threshold)
      {
        scored.append((distance, candidate))
      } else if let separator, let family, !family.isEmpty,
        let other = lowered.split(separator: separator, maxSplits: 1).first
      {
        if other == family {
          scored.append((threshold + 1, candidate))
        } else if family.count >= 4, abs(other.count - family.count) <= 1,
          editDistance(Array(family), Array(other), limit: 1) != nil
        {
          // A misspelt family (`OpenDyslexc-Bold`): its faces after the
          // family's own.
          scored.append((threshold + 2, candidate))
        }
      }
    }
    // Ties: a number nearest the name's first (`ax6` suggests `ax5` and
    // `ax7` before `ax1`), then in alphabetical order.
    let number = trailingNumber(name)
    func gap(_ candidate: String) -> Int {
      guard let number, let other = trailingNumber(candidate),
        other.prefix.lowercased() == number.prefix.lowercased()
      else { return .max }
      return abs(other.value - number.value)
    }
    scored = scored.map { ($0.distance, $0.name, gap($0.name)) }.sorted {
      ($0.0, $0.2) != ($1.0, $1.2) ? ($0.0, $0.2) < ($1.0, $1.2) : $0.1 < $1.1
    }.map { ($0.0, $0.1) }
    return scored
  }

  /// The digits a name ends in, as a number, and what comes before them;
  /// nil for a name that ends in no digit, or in more than nine.
  static func trailingNumber(_ name: String) -> (prefix: Substring, value: Int)? {
    let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 9, let value = Int(String(digits.reversed())) else {
      return nil
    }
    return (name.dropLast(digits.count), value)
  }

  /// The Levenshtein distance between `a` and `b`, or `nil` when it is above `limit`.
  static func editDistance<Unit: Equatable>(_ a: [Unit], _ b: [Unit], limit: Int) -> Int? {
    if a.isEmpty { return b.count <= limit ? b.count : nil }
    if b.isEmpty { return a.count <= limit ? a.count : nil }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}

/// Bounds the suggestion work of one run: each name looked up costs the number
/// of candidates it is compared with, and once the budget is spent findings
/// carry no suggestions. A config of 20,000 styles each extending a different
/// missing parent would otherwise compare 400 million pairs.
package struct SuggestionBudget: Sendable {
  /// The comparisons left.
  package private(set) var comparisonsLeft: Int

  /// A budget of `comparisons` name comparisons (default 1 million, a
  /// fraction of a second).
  package init(comparisons: Int = 1_000_000) {
    comparisonsLeft = comparisons
  }

  /// Takes `comparisons` from the budget and says whether there were any left
  /// (for lookups that compare with a list the caller does not hold).
  package mutating func spend(_ comparisons: Int) -> Bool {
    guard comparisonsLeft > 0 else { return false }
    comparisonsLeft -= comparisons
    return true
  }

  /// ``NameSuggestions/suggestions(for:among:limit:rules:)`` while the budget
  /// lasts, else no suggestions; `candidates` is only made while it lasts.
  package mutating func suggestions(
    for name: String, among candidates: () -> [String], limit: Int = 5,
    rules: NameSuggestions.Rules = .names
  ) -> [String] {
    guard comparisonsLeft > 0 else { return [] }
    let list = candidates()
    comparisonsLeft -= max(1, list.count)
    return NameSuggestions.suggestions(for: name, among: list, limit: limit, rules: rules)
  }
}
