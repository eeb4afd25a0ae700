import AndroidResources
import FileAccess
import StructuredText
import TypeScale

/// The command line's words, taken option by option by the command that owns them.
///
/// Options may come anywhere (`--size 17` or `--size=17`); `--` ends options.
/// What no command took is reported by ``finish()``.
struct ArgumentList {
  private var words: [String]
  private var taken: [Bool]
  private let optionsEnd: Int
  /// Every option name a command asked for, for "did you mean" on an unknown one.
  private var known: Set<String> = []

  init(_ words: [String]) {
    self.words = words
    self.taken = Array(repeating: false, count: words.count)
    self.optionsEnd = words.firstIndex(of: "--") ?? words.count
    if optionsEnd < words.count { taken[optionsEnd] = true }
  }

  /// Whether any of `names` is present (and takes each occurrence).
  mutating func flag(_ names: String...) -> Bool {
    known.formUnion(names)
    var found = false
    for i in 0..<optionsEnd where !taken[i] && names.contains(words[i]) {
      taken[i] = true
      found = true
    }
    return found
  }

  /// Whether `word` is shaped like an option's name: two dashes, then a
  /// letter, then letters, digits and dashes (`--fonts`, `--font-scale`).
  static func isOptionName(_ word: String) -> Bool {
    let rest = word.utf8.dropFirst(2)
    guard word.utf8.starts(with: [0x2D, 0x2D]), let first = rest.first,
      (0x61...0x7A).contains(first | 0x20)
    else { return false }
    return rest.allSatisfy {
      ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 == 0x2D || (0x30...0x39).contains($0)
    }
  }

  /// Every value given for the option `name` (repeatable), in order.
  mutating func values(_ name: String) throws(UsageError) -> [String] {
    known.insert(name)
    var values: [String] = []
    var i = 0
    while i < optionsEnd {
      defer { i += 1 }
      guard !taken[i] else { continue }
      if words[i] == name {
        taken[i] = true
        // A word of two dashes and a name is the next option, not this
        // one's value (`--baseline --fonts F`; `--text --:--` is a value).
        guard i + 1 < words.count, i + 1 != optionsEnd, !Self.isOptionName(words[i + 1]) else {
          throw UsageError.missingValue(option: name)
        }
        taken[i + 1] = true
        values.append(words[i + 1])
        i += 1
      } else if words[i].hasPrefix(name + "=") {
        taken[i] = true
        values.append(String(words[i].dropFirst(name.count + 1)))
      }
    }
    return values
  }

  /// The value of the option `name`, or nil; an error when it is given twice.
  mutating func value(_ name: String) throws(UsageError) -> String? {
    let all = try values(name)
    guard all.count <= 1 else { throw UsageError.repeated(option: name) }
    return all.first
  }

  /// The output format named by `--format`, or `json` for `--json`, or nil
  /// when neither is given; `expected` lists the formats for the error when
  /// the name is unknown. `--json` beside another `--format` is an error.
  mutating func format<Format: RawRepresentable & Equatable>(json: Format, expected: String)
    throws(UsageError) -> Format? where Format.RawValue == String
  {
    let asJSON = flag("--json")
    guard let text = try value("--format") else { return asJSON ? json : nil }
    guard let format = Format(rawValue: text) else {
      throw UsageError.invalidValue(option: "--format", value: text, expected: expected)
    }
    if asJSON, format != json { throw UsageError.conflicting("--json", "--format \(text)") }
    return format
  }

  /// The value of `name` as a finite number, or nil when absent.
  mutating func number(_ name: String) throws(UsageError) -> Double? {
    guard let text = try value(name) else { return nil }
    // Decimal only: Swift's parser also takes hexadecimal (`0x11` is 17).
    guard !text.contains(where: { $0 == "x" || $0 == "X" }), let number = Double(text),
      number.isFinite
    else {
      throw UsageError.invalidValue(option: name, value: text, expected: "a number")
    }
    return number
  }

  /// The value of `name` as a whole number, or nil when absent.
  mutating func integer(_ name: String) throws(UsageError) -> Int? {
    guard let text = try value(name) else { return nil }
    guard let number = Int(text) else {
      throw UsageError.invalidValue(option: name, value: text, expected: "a whole number")
    }
    return number
  }

  /// Takes the remaining words that are not options, in order.
  mutating func positionals() throws(UsageError) -> [String] {
    var result: [String] = []
    for i in 0..<words.count where !taken[i] {
      if i < optionsEnd, words[i].hasPrefix("-"), words[i] != "-" {
        throw unknownOption(words[i])
      }
      taken[i] = true
      result.append(words[i])
    }
    return result
  }

  /// Takes the one remaining word that is not an option, `what` naming it in
  /// the error when it is missing; more than one is an error too, and an
  /// empty one unless `allowsEmpty` (boilerplate's `""`, every family).
  mutating func onePositional(_ what: String, allowsEmpty: Bool = false) throws(UsageError)
    -> String
  {
    let words = try positionals()
    guard let first = words.first else { throw UsageError.missingArgument(what) }
    guard words.count == 1 else { throw UsageError.unexpectedArgument(words[1]) }
    guard !first.isEmpty || allowsEmpty else { throw UsageError.other("\(what) is empty") }
    return first
  }

  /// Takes the first remaining word that is not an option, if any.
  mutating func nextPositional() -> String? {
    for i in 0..<words.count where !taken[i] {
      if i < optionsEnd, words[i].hasPrefix("-"), words[i] != "-" { continue }
      taken[i] = true
      return words[i]
    }
    return nil
  }

  /// Fails on the first word no one took.
  func finish() throws(UsageError) {
    for i in 0..<words.count where !taken[i] {
      if i < optionsEnd, words[i].hasPrefix("-") { throw unknownOption(words[i]) }
      throw UsageError.unexpectedArgument(words[i])
    }
  }

  /// An unknown option, with the nearest options the command knows.
  func unknownOption(_ word: String) -> UsageError {
    let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
    let hint = didYouMean(name, among: known.sorted())
    guard !hint.isEmpty else { return .unknownOption(word) }
    return .other(UsageError.unknownOption(word).message + hint)
  }
}

/// " (did you mean 'X'?)" (or 'X' or 'Y') for the names nearest `name`, or "".
func didYouMean(_ name: String, among candidates: [String]) -> String {
  let near = NameSuggestions.suggestions(for: name, among: candidates, limit: 2)
  guard !near.isEmpty else { return "" }
  return " (did you mean " + near.map { "'\($0)'" }.joined(separator: " or ") + "?)"
}

/// The text style `--style` names (`body`, `Large Title`, any spelling
/// `TextStyle` reads); a misspelt one is said with the nearest names and
/// `platform`'s styles only.
///
/// - Throws: ``UsageError`` for a name no platform has; `ScaleError` as
///   `TextStyle(parsing:)` throws it otherwise.
func textStyle(named name: String, on platform: Platform) throws -> TextStyle {
  do {
    return try TextStyle(parsing: name)
  } catch {
    guard case .unknownStyle = error, let table = try? PlatformTable.table(for: platform)
    else { throw error }
    let names = table.styles.map(\.name)
    throw UsageError.other(
      "unknown text style '\(Printable.escaped(name))'" + didYouMean(name, among: names)
        + "; \(platform.name) has " + names.joined(separator: ", ")
        + (platform != .android && isAndroidStyleName(name)
          ? "; '\(Printable.escaped(name))' is an Android text appearance: add --platform "
            + "android (and --res for an app's own)" : ""))
  }
}

/// Whether `name` is written as an Android text appearance is: a Material 3
/// role (`bodyLarge`), a style (`TextAppearance.…`, `@style/…`,
/// `android:…`) or a theme attribute (`?attr/…`).
func isAndroidStyleName(_ name: String) -> Bool {
  name.hasPrefix("TextAppearance") || name.hasPrefix("?") || name.hasPrefix("android:")
    || AndroidResources.styleName(ofReference: name) != nil
    || AndroidResources.materialRoles.contains(name)
}

/// A command line that does not say what a command needs.
enum UsageError: Error, Equatable {
  case unknownCommand(String)
  case unknownOption(String)
  case unexpectedArgument(String)
  case missingValue(option: String)
  case repeated(option: String)
  case invalidValue(option: String, value: String, expected: String)
  case missingArgument(String)
  case conflicting(String, String)
  case other(String)

  var message: String {
    switch self {
    case .unknownCommand(let name): "unknown command '\(name)'"
    case .unknownOption(let option): "unknown option '\(option)'"
    case .unexpectedArgument(let word): "unexpected argument '\(word)'"
    case .missingValue(let option): "option '\(option)' needs a value"
    case .repeated(let option): "option '\(option)' is given more than once"
    case .invalidValue(let option, let value, let expected):
      "'\(value)' is not a valid value for '\(option)': expected \(expected)"
    case .missingArgument(let what): "missing \(what)"
    case .conflicting(let a, let b): "'\(a)' and '\(b)' cannot be used together"
    case .other(let message): message
    }
  }
}
