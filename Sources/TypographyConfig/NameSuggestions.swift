/// Suggestions for a misspelled name: case-insensitive equals first, then the
/// smallest edit distance.
public enum NameSuggestions {
  /// Up to `limit` names from `candidates` close to `name`, best first.
  ///
  /// A candidate equal to `name` ignoring case comes first; then candidates
  /// within an edit distance (Levenshtein, on lower-cased characters) of
  /// `max(2, name.count / 4)`, nearest first, ties in alphabetical order. A
  /// candidate identical to `name` is not suggested. Names longer than 200
  /// characters get no suggestions (bounded work on hostile input).
  public static func suggestions(
    for name: String, among candidates: some Sequence<String>, limit: Int = 5
  ) -> [String] {
    let lowered = Array(name.lowercased())
    guard !lowered.isEmpty, lowered.count <= 200, limit > 0 else { return [] }
    let threshold = max(2, lowered.count / 4)
    var scored: [(distance: Int, name: String)] = []
    for candidate in candidates where candidate != name {
      let other = Array(candidate.lowercased())
      if abs(other.count - lowered.count) > threshold { continue }
      if other == lowered {
        scored.append((-1, candidate))
        continue
      }
      if let distance = editDistance(lowered, other, limit: threshold) {
        scored.append((distance, candidate))
      }
    }
    scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
    var seen = Set<String>()
    var result: [String] = []
    for entry in scored where seen.insert(entry.name).inserted {
      result.append(entry.name)
      if result.count == limit { break }
    }
    return result
  }

  /// The Levenshtein distance, or `nil` when it is above `limit`.
  static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
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
