/// Pieces of wording every output format of `validate` and `check` shares.
package enum OutputText {
  /// `FILE:LINE`, or `FILE` when the line is unknown.
  package static func place(file: String, line: Int?) -> String {
    line.map { "\(file):\($0)" } ?? file
  }

  /// `1 error`, `2 errors`: the count and the noun, plural unless the count is 1.
  /// What a cascade line says when no fallback face is used: that none is
  /// needed only when every character is covered, else that none covers the
  /// characters left (`no fallback face covers the 412 uncovered characters`).
  package static func noFallback(uncovered: Int) -> String {
    uncovered == 0
      ? "no fallback needed"
      : "no fallback face covers the "
        + (uncovered == 1 ? "uncovered character" : "\(uncovered) uncovered characters")
  }

  package static func plural(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(plural ?? noun + "s")"
  }
}
