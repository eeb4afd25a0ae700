/// A `%#@name@` variable of a `.stringsdict` entry or a String Catalog
/// substitution: its rule kind and its forms in file order.
struct FormatVariable: Sendable {
  /// One form of a variable (`one`, `other`, `iphone`…) and its text.
  struct Form: Sendable {
    var name: String
    var text: String
    var line: Int?
  }

  /// `plural` or `device`; used in variant names.
  var kind: String
  var forms: [Form]

  /// The form used when another variable varies: `other`, else the last one.
  var defaultForm: Form? {
    forms.last(where: { $0.name == "other" }) ?? forms.last
  }
}

/// One expanded value with its variant suffix and line.
struct ExpandedValue: Sendable {
  var variant: String?
  var value: String
  var line: Int?
  /// In a plural form of a variable, the argument of `value` (printf's
  /// numbering) that is the variable's count: the first integer specifier
  /// of the form's own text (``LocalizedString/countArgument``).
  var countArgument: Int? = nil
  /// With several plural variables, the counts of those shown at their
  /// `other` form (``LocalizedString/otherCountArguments``).
  var otherCountArguments: [Int] = []
}

/// Expands a format with `%#@name@` references into one value per form.
///
/// - With one referenced variable, each of its forms gives one value, named
///   `plural.one`, `plural.other`….
/// - With several variables, the values are not all combinations (which grow
///   as a product): first every variable at its `other` form (variant
///   `plural.other`), then, for each variable in order of appearance, each of
///   its other forms with the remaining variables at `other`
///   (`plural.files.one`, `plural.folders.few`). The count grows as the sum of
///   the forms, and each form's text is still measured once in context.
/// - References inside a form's text (nested variables) are resolved with the
///   nested variable's `other` form, at most `maximumDepth` levels deep;
///   deeper (variables that refer to each other in a loop) is a ``ParseError``.
/// - A reference to an unknown variable is left as written;
///   ``FormatSpecifierSubstitution`` turns it into its sample text.
enum VariableExpansion {
  /// The most variables of one value whose counts at their `other` form
  /// are found (``ExpandedValue/otherCountArguments``): each is a resolve
  /// of the value per form.
  static let maximumCountedVariables = 8
  /// The most `%#@name@` replacements made for one value; more is a
  /// ``ParseError``.
  static let maximumReplacements = 1_000
  /// A value that grows past this many UTF-8 bytes while its variables are
  /// replaced is a ``ParseError``.
  static let maximumResultLength = 4 * 1024 * 1024

  /// A `%#@name@` reference found in a text: optionally with a position
  /// (`%1$#@name@`) or digits without `$`, which CoreFoundation's format
  /// parser (`__CFParseFormatSpec`) reads as a width and still takes the
  /// variable after (DuckDuckGo's `%1#@count@`).
  struct Reference {
    var range: Range<String.Index>
    var name: String
  }

  /// The references in `text`, in order.
  static func references(in text: String) -> [Reference] {
    var result: [Reference] = []
    var index = text.startIndex
    while let percent = text[index...].firstIndex(of: "%") {
      var cursor = text.index(after: percent)
      // An optional argument position (digits then '$') or width (digits).
      var digitsEnd = cursor
      while digitsEnd < text.endIndex, text[digitsEnd].isASCII, text[digitsEnd].isNumber {
        digitsEnd = text.index(after: digitsEnd)
      }
      if digitsEnd > cursor, digitsEnd < text.endIndex, text[digitsEnd] == "$" {
        cursor = text.index(after: digitsEnd)
      } else if text[digitsEnd...].hasPrefix("#@") {
        cursor = digitsEnd
      }
      if text[cursor...].hasPrefix("#@") {
        let nameStart = text.index(cursor, offsetBy: 2)
        if let end = text[nameStart...].firstIndex(of: "@"), end > nameStart {
          let name = String(text[nameStart..<end])
          if !name.contains("%") {
            result.append(Reference(range: percent..<text.index(after: end), name: name))
            index = text.index(after: end)
            continue
          }
        }
      }
      let next = text.index(after: percent)
      if next < text.endIndex && text[next] == "%" {
        index = text.index(after: next)  // "%%" is a literal percent sign
      } else {
        index = next
      }
    }
    return result
  }

  /// Replaces references with the chosen (or default) form of each variable.
  ///
  /// `budget` caps the replacements made in total, so forms that refer to
  /// each other several times cannot multiply the work.
  ///
  /// - Throws: ``ParseError`` at `line` when forms refer to each other in a
  ///   loop (or nest deeper than `maximumDepth`), or when the replacements
  ///   would pass the budget or the longest result: never a value cut short.
  /// With `marking`, the form of that variable put in at the top level is
  /// set between ``markers`` (to find its specifiers in the result).
  static func resolve(
    _ text: String, variables: [String: FormatVariable], chosen: [String: String],
    depth: Int, maximumDepth: Int, budget: inout Int, line: Int?, marking: String? = nil
  ) throws(ParseError) -> String {
    let found = references(in: text)
    guard !found.isEmpty else { return text }
    var result = ""
    var last = text.startIndex
    for reference in found {
      result += text[last..<reference.range.lowerBound]
      last = reference.range.upperBound
      guard let variable = variables[reference.name] else {
        result += text[reference.range]
        continue
      }
      let form =
        chosen[reference.name].flatMap { name in variable.forms.last(where: { $0.name == name }) }
        ?? variable.defaultForm
      guard let form else {
        result += text[reference.range]
        continue
      }
      guard depth < maximumDepth else {
        throw ParseError(
          "format variable \"\(reference.name.prefix(80))\" refers back to itself through "
            + "other variables, or variables nest more than \(maximumDepth) deep",
          line: line)
      }
      budget -= 1
      guard budget >= 0, result.utf8.count <= maximumResultLength else {
        throw tooLarge(line: line)
      }
      // Nested references use their defaults; the chosen form applies once.
      let marked = reference.name == marking
      if marked { result.unicodeScalars.append(markers.start) }
      result += try resolve(
        form.text, variables: variables, chosen: [:], depth: depth + 1, maximumDepth: maximumDepth,
        budget: &budget, line: line)
      if marked { result.unicodeScalars.append(markers.end) }
    }
    result += text[last...]
    guard result.utf8.count <= maximumResultLength else { throw tooLarge(line: line) }
    return result
  }

  /// The private-use characters `resolve` sets a marked form between.
  static let markers: (start: Unicode.Scalar, end: Unicode.Scalar) = ("\u{10FFFD}", "\u{10FFFC}")

  /// The argument (printf's numbering) of the first integer specifier of
  /// variable `name`'s form in `format` with `chosen` forms: the count a
  /// plural form is shown with; 0 when its form has none (`a post`); nil
  /// when the format already holds a marker (not known).
  static func countArgument(
    of name: String, in format: String, variables: [String: FormatVariable],
    chosen: [String: String], maximumDepth: Int, line: Int?
  ) throws(ParseError) -> Int? {
    guard
      !format.unicodeScalars.contains(where: { $0 == markers.start || $0 == markers.end })
    else { return nil }
    var budget = maximumReplacements
    let marked = try resolve(
      format, variables: variables, chosen: chosen, depth: 0, maximumDepth: maximumDepth,
      budget: &budget, line: line, marking: name)
    let scalars = Array(marked.unicodeScalars)
    guard let start = scalars.firstIndex(of: markers.start),
      let end = scalars[start...].firstIndex(of: markers.end)
    else { return nil }
    let integers: Set<Unicode.Scalar> = ["d", "i", "u", "D", "U"]
    return FormatSpecifierSubstitution().arguments(in: scalars).first { found in
      found.range.lowerBound > start && found.range.upperBound <= end
        && integers.contains(scalars[found.range.upperBound - 1])
    }?.argument ?? 0
  }

  /// A value whose variables expand past the budget or the longest result.
  private static func tooLarge(line: Int?) -> ParseError {
    ParseError(
      "the format variables expand to more than \(maximumReplacements) replacements "
        + "or \(maximumResultLength >> 20) MiB of text",
      line: line)
  }

  /// The values of `format` for its variables (see the type's documentation).
  static func expand(
    _ format: String, line: Int?, variables: [String: FormatVariable], maximumDepth: Int
  ) throws(ParseError) -> [ExpandedValue] {
    var names: [String] = []
    for reference in references(in: format)
    where variables[reference.name] != nil && !names.contains(reference.name) {
      names.append(reference.name)
    }
    func value(_ chosen: [String: String]) throws(ParseError) -> String {
      var budget = maximumReplacements
      return try resolve(
        format, variables: variables, chosen: chosen, depth: 0, maximumDepth: maximumDepth,
        budget: &budget, line: line)
    }
    guard let first = names.first, let firstVariable = variables[first] else {
      return [ExpandedValue(variant: nil, value: try value([:]), line: line)]
    }
    // A plural form's count: its variable's specifier.
    func count(_ name: String, _ variable: FormatVariable, _ form: String) throws(ParseError)
      -> Int?
    {
      guard variable.kind == "plural" else { return nil }
      return try countArgument(
        of: name, in: format, variables: variables, chosen: [name: form],
        maximumDepth: maximumDepth, line: line)
    }
    if names.count == 1 {
      return try firstVariable.forms.map { form throws(ParseError) in
        ExpandedValue(
          variant: firstVariable.kind + "." + form.name, value: try value([first: form.name]),
          line: form.line ?? line, countArgument: try count(first, firstVariable, form.name))
      }
    }
    let defaultName = firstVariable.defaultForm?.name ?? "other"
    // The plural variables shown at their `other` form where another
    // varies (one whose default form is `other`), for their counts; a key
    // of more than a few variables keeps the sample for them (each count is
    // found by resolving the value again).
    let atOther =
      names.count > maximumCountedVariables
      ? []
      : names.filter { name in
        variables[name].map { $0.kind == "plural" && $0.defaultForm?.name == "other" } ?? false
      }
    /// The counts (arguments) of the variables of `atOther` but `varied`,
    /// in the value where `varied` is at `form`: each found in that value,
    /// whose other forms may hold more or fewer specifiers before it.
    func others(except varied: String?, form: String?) throws(ParseError) -> [Int] {
      var arguments: [Int] = []
      for name in atOther where name != varied {
        var chosen = [name: "other"]
        if let varied, let form { chosen[varied] = form }
        if let argument = try countArgument(
          of: name, in: format, variables: variables, chosen: chosen,
          maximumDepth: maximumDepth, line: line), argument > 0
        {
          arguments.append(argument)
        }
      }
      return arguments
    }
    var result = [
      ExpandedValue(
        variant: firstVariable.kind + "." + defaultName, value: try value([:]),
        line: firstVariable.defaultForm?.line ?? line,
        otherCountArguments: try others(except: nil, form: nil))
    ]
    for name in names {
      guard let variable = variables[name] else { continue }
      let defaultForm = variable.defaultForm?.name
      for form in variable.forms where form.name != defaultForm {
        result.append(
          ExpandedValue(
            variant: variable.kind + "." + name + "." + form.name,
            value: try value([name: form.name]),
            line: form.line ?? line, countArgument: try count(name, variable, form.name),
            otherCountArguments: try others(except: name, form: form.name)))
      }
    }
    return result
  }

  /// Joins a variant prefix (`device.iphone`) and suffix (`plural.one`).
  static func join(_ prefix: String?, _ suffix: String?) -> String? {
    switch (prefix, suffix) {
    case (nil, nil): return nil
    case (let prefix?, nil): return prefix
    case (nil, let suffix?): return suffix
    case (let prefix?, let suffix?): return prefix + "." + suffix
    }
  }
}
