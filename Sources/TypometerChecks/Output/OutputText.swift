import FileAccess

/// Pieces of wording every output format of `validate` and `check` shares.
package enum OutputText {
  /// `FILE:LINE`, or `FILE` when the line is unknown; the file's control
  /// characters escaped (a line feed in its name would split the line).
  package static func place(file: String, line: Int?) -> String {
    let file = Printable.escaped(file)
    return line.map { "\(file):\($0)" } ?? file
  }

  /// What a cascade line says when no fallback face is used: that none is
  /// needed only when every character is covered, else that none covers the
  /// characters left (`no fallback face covers the 412 uncovered characters`).
  package static func noFallback(uncovered: Int) -> String {
    uncovered == 0
      ? "no fallback needed"
      : "no fallback face covers the "
        + (uncovered == 1 ? "uncovered character" : "\(uncovered) uncovered characters")
  }

  /// `1 error`, `2 errors`: the count and the noun, plural unless the count is 1.
  package static func plural(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(plural ?? noun + "s")"
  }

  /// The first `limit` of `items` joined by commas, with `, …` after them
  /// when there are more (`a, b, c, …`).
  package static func firstFew(_ items: some Collection<some StringProtocol>, _ limit: Int)
    -> String
  {
    items.prefix(limit).joined(separator: ", ") + (items.count > limit ? ", …" : "")
  }

  /// What a summary line adds when a baseline was read:
  /// `; 3 baselined, 1 fixed; new: 2 errors, 0 warnings`. The summary's own
  /// counts include baselined findings; the new errors are what fail the run.
  package static func baselineCounts(
    baselined: Int, fixed: Int, newErrors: Int, newWarnings: Int
  ) -> String {
    "; \(baselined) baselined, \(fixed) fixed; new: \(plural(newErrors, "error")), "
      + plural(newWarnings, "warning")
  }
}
