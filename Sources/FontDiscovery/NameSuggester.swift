/// Suggests known names for a name that was not found.
enum NameSuggester {
  /// Names equal to `name` ignoring case first, then names that start with it
  /// (a family without its style, such as `NotoSansThai`), then the names
  /// closest to it by edit distance (case-insensitive), within a distance that
  /// still looks like a misspelling: at most a third of the name's length, and
  /// at least 2; last, other faces of the same family (the part before `-`),
  /// so `Roboto-Bold` suggests `Roboto-Regular`.
  static func suggestions(for name: String, among candidates: [String], limit: Int) -> [String] {
    guard limit > 0, !name.isEmpty else { return [] }
    let query = Array(name.lowercased().unicodeScalars)
    let threshold = max(2, query.count / 3)
    let family = query.split(separator: "-", maxSplits: 1).first ?? []
    var scored: [(distance: Int, name: String)] = []
    for candidate in candidates where candidate != name {
      let lowered = Array(candidate.lowercased().unicodeScalars)
      if lowered == query {
        scored.append((-2, candidate))
      } else if lowered.starts(with: query) {
        scored.append((-1, candidate))
      } else if abs(lowered.count - query.count) <= threshold,
        let distance = editDistance(query, lowered, limit: threshold)
      {
        scored.append((distance, candidate))
      } else if !family.isEmpty, lowered.split(separator: "-", maxSplits: 1).first == family {
        scored.append((threshold + 1, candidate))
      }
    }
    scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
    return scored.prefix(limit).map(\.name)
  }

  /// The Levenshtein distance between `a` and `b`, or nil when it exceeds `limit`.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
    if a.isEmpty { return b.count <= limit ? b.count : nil }
    if b.isEmpty { return a.count <= limit ? a.count : nil }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
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
