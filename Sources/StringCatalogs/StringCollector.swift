/// Gathers the strings of one file and enforces the count and length limits.
struct StringCollector {
  let file: String
  let limits: CatalogLimits
  private(set) var strings: [LocalizedString] = []
  /// Each key's Interface Builder class, where an export's comment names it
  /// (``StringFile/interfaceClasses``).
  var interfaceClasses: [String: String] = [:]
  /// The keys a String Catalog marks stale (``StringFile/staleKeys``).
  var staleKeys: Set<String> = []

  init(file: String, limits: CatalogLimits) {
    self.file = file
    self.limits = limits
  }

  /// Fails when a key or value is longer than the limit.
  func checkLength(_ text: String, line: Int?) throws(ParseError) {
    if text.utf8.count > limits.maximumStringLength {
      throw ParseError(
        "a string of \(text.utf8.count) bytes, longer than the \(limits.maximumStringLength) "
          + "a string is read up to: no label shows so much text; shorten it, or measure "
          + "without this file", line: line)
    }
  }

  /// Appends one string after checking its length and the running count.
  mutating func add(
    key: String, value: String, language: String?, variant: String? = nil, line: Int?,
    isTranslatable: Bool = true, reference: LocalizedString.Reference? = nil,
    countArgument: Int? = nil, otherCountArguments: [Int] = []
  ) throws(ParseError) {
    guard strings.count < limits.maximumStrings else {
      throw ParseError.tooManyStrings(limit: limits.maximumStrings)
    }
    try checkLength(key, line: line)
    try checkLength(value, line: line)
    strings.append(
      LocalizedString(
        key: key, value: value, language: language, variant: variant, line: line, file: file,
        isTranslatable: isTranslatable, reference: reference, countArgument: countArgument,
        otherCountArguments: otherCountArguments))
  }

  /// Marks the string last added as a plain text file's, keyed by its line.
  mutating func markLastKeyedByLine() { strings[strings.count - 1].isKeyedByLine = true }
}
