/// Resolves Android `@string/` references across the string files of one
/// resource set, as the app resolves them on a device.
///
/// An app's resources are merged from all its files and modules, so a
/// `<string-array>` in `values/arrays.xml` may list `@string/never` from
/// `values/strings.xml`, and on a German device it shows the `never` of
/// `values-de`. Loading a file resolves the references within it; this
/// resolves them against every Android string file given:
///
/// - A name is looked up as a device in the string's language looks it up:
///   in that language, then in each shorter form of its tag with the same
///   script (`de-AT` → `de`; not `sr-Latn` → `sr`, which is Cyrillic, nor
///   `zh-TW` → `zh`), then in the default resources (`values`). Where several
///   files define a name for one language, the first file given wins.
///   (Android 7 and later also try sibling regions, `pt-PT` for `pt-BR`,
///   before the default; that step is not taken.)
/// - A chain of references (`a` → `b` → `c`) is followed in that same
///   language, up to ``CatalogLimits/maximumDepth`` links; a chain that loops
///   or runs longer stays unresolved.
/// - A resolved string is translatable when the string it shows is: an
///   array marked `translatable="false"` that lists translated strings
///   shows each language's text.
/// - The platform's strings (`@android:string/ok`) and names no file defines
///   stay unresolved (``LocalizedString/isUnresolvedReference``).
/// - A reference in a language's resources (the default ones most often)
///   shows, in each language that falls back to them without defining the
///   resource itself, that language's text: ``translations(of:)``.
///   These are found once, when the value is made, and bounded: at most as
///   many as the strings given (``referencesLeftOut`` counts the references
///   cut short), each name looked up once per language.
///
/// ```swift
/// let references = AndroidStringReferences(files: files)
/// let shown = files[0].strings.map { references.resolved($0, fileLanguage: files[0].language) }
/// ```
public struct AndroidStringReferences: Sendable {
  private struct Entry: Sendable {
    var value: String
    var reference: String?
    var isTranslatable: Bool
    /// Where the string is defined: its file and line.
    var file: String
    var line: Int?
  }

  /// What a resolved name shows: its text, whether it is to translate, and
  /// where the string that gives the text is defined (its file and line).
  private struct Shown: Sendable, Equatable {
    var text: String
    var isTranslatable: Bool
    var file: String
    var line: Int?
    /// The name of the string that gives the text, at the chain's end.
    var name: String
  }

  /// Identifies a string given, for its translations.
  fileprivate struct StringID: Hashable, Sendable {
    var file: String
    var key: String
    var variant: String?
    var line: Int?
  }

  /// Plain strings by language (`nil`: the default resources), then name.
  private var strings: [String?: [String: Entry]] = [:]
  /// Every resource a language's files define, by type and name
  /// (``LocalizedString/androidResource``): a string and a string array may share a name.
  private var resources: [String?: Set<String>] = [:]
  /// The languages with strings of their own, in the order first seen.
  private var languages: [String] = []
  /// The translations of each string given that is a reference.
  private var translationsByString: [StringID: [LocalizedString]] = [:]
  /// Each language's fallback chain (``chain(of:)``).
  private var chains: [String?: [String?]] = [:]
  /// What names resolve to, by language, found once: the text shown (nil
  /// when unresolved) and the links followed to it.
  private var memo: [String?: [String: Resolution]] = [:]
  private let maximumDepth: Int
  /// The names looked up while the value was made (for tests of its bounds).
  private(set) var steps = 0

  private struct Resolution: Sendable {
    /// The text shown; nil for a name that never resolves.
    var shown: Shown?
    /// The links followed from the name to the text.
    var links: Int
    /// Whether the name is being followed (on the chain in hand).
    var isInProgress = false
    /// Whether the chain from the name is longer than ``links`` allows: a
    /// bound, not a resolution.
    var isTooLong = false

    static let never = Resolution(shown: nil, links: 0)
  }

  /// References not measured in every language that shows them: their
  /// translations would have passed one per string given, or taken more
  /// steps than that bounds.
  public private(set) var referencesLeftOut = 0

  /// Collects the strings of `files` that are Android string files (other
  /// formats are skipped) and finds the translations of their references;
  /// `limits` bounds the chains followed.
  public init(files: [StringFile], limits: CatalogLimits = .init()) {
    maximumDepth = limits.maximumDepth
    // Most sets hold no reference to another file's string: nothing to do.
    guard
      files.contains(where: { file in
        file.format == .androidXML && file.strings.contains { $0.reference != nil }
      })
    else { return }
    var total = 0
    for file in files where file.format == .androidXML {
      total += file.strings.count
      // The strings of one language at a time (a file's are usually all of
      // its language), into that language's tables taken out and put back.
      let list = file.strings
      var start = 0
      while start < list.count {
        let language = list[start].language ?? file.language
        var end = start + 1
        while end < list.count, (list[end].language ?? file.language) == language { end += 1 }
        if let language, resources[language] == nil { languages.append(language) }
        var names = resources.removeValue(forKey: language) ?? []
        var entries = strings.removeValue(forKey: language) ?? [:]
        for string in list[start..<end] {
          names.insert(string.androidResource)
          guard string.variant == nil, entries[string.key] == nil else { continue }
          entries[string.key] = Entry(
            value: string.value, reference: string.reference?.name,
            isTranslatable: string.isTranslatable, file: string.file, line: string.line)
        }
        resources[language] = names
        if !entries.isEmpty { strings[language] = entries }
        start = end
      }
    }
    chains[nil] = [nil]
    for language in languages { chains[language] = Self.chain(of: language) }
    // What each reference shows in its own language, found once.
    for file in files where file.format == .androidXML {
      for string in file.strings {
        if let reference = string.reference?.name {
          _ = resolve(reference, in: string.language ?? file.language, depth: 0)
        }
      }
    }
    findTranslations(files: files, limit: total)
  }

  /// `string` (one of the files given, in `fileLanguage`) with its
  /// reference resolved in its language, as found when the value was made:
  /// its value becomes the referred string's text, and it is to translate
  /// when that string is; its file and line become that string's, where its
  /// text is fixed, and its reference names that string (the last of a
  /// chain of references). A string that is no reference, or whose reference
  /// does not resolve, is returned as it is (so is one of another file,
  /// unless what it names was looked up in its language).
  public func resolved(_ string: LocalizedString, fileLanguage: String?) -> LocalizedString {
    guard let reference = string.reference,
      let shown = memo[string.language ?? fileLanguage]?[reference.name]?.shown
    else { return string }
    return Self.showing(shown, in: string)
  }

  /// `string` showing what its reference resolves to: the text, whether it
  /// is to translate, and where it is fixed, the string that gives it at a
  /// chain's end (`@string/weather_kind_clear`, itself `@string/…clear_sky`).
  private static func showing(_ shown: Shown, in string: LocalizedString) -> LocalizedString {
    var resolved = string
    resolved.value = shown.text
    resolved.isTranslatable = shown.isTranslatable
    resolved.reference?.isResolved = true
    (resolved.file, resolved.line) = (shown.file, shown.line)
    resolved.reference?.name = shown.name
    return resolved
  }

  /// What a reference shows in the languages that fall back to its file's
  /// without defining its resource themselves: one copy of `string` per
  /// language whose text differs from the string's own, with that language,
  /// that text, resolved, and at the file and line of the string that gives
  /// the text. Empty for a string that is no reference.
  public func translations(of string: LocalizedString) -> [LocalizedString] {
    guard string.reference != nil else { return [] }
    return translationsByString[StringID(string)] ?? []
  }

  /// Finds the translations of every reference: at most `limit` in all,
  /// in about `limit` steps (each name, file language and resource looked
  /// up once per language).
  private mutating func findTranslations(files: [StringFile], limit: Int) {
    struct Question: Hashable {
      var name: String
      var language: String?
      var resource: String
    }
    func remembered(_ name: String, in language: String?) -> Shown? {
      resolve(name, in: language, depth: 0)?.shown
    }
    var answers: [Question: [(String, Shown)]] = [:]
    var copiesLeft = limit
    var stepsLeft = 16 * limit + 65_536
    // The languages some other language falls back to: only a reference in
    // one of them can show in another.
    var reached: Set<String?> = []
    for chain in chains.values { reached.formUnion(chain.dropFirst()) }
    for file in files where file.format == .androidXML {
      for string in file.strings {
        guard let reference = string.reference?.name else { continue }
        let own = string.language ?? file.language
        guard reached.contains(own) else { continue }
        let question = Question(name: reference, language: own, resource: string.androidResource)
        var answer = answers[question]
        if answer == nil, stepsLeft > 0, copiesLeft > 0 {
          stepsLeft -= languages.count
          let base = remembered(reference, in: own)
          answer = languages.compactMap { language in
            // The language shows this string when its fallback reaches the
            // string's language before any that defines the resource.
            guard language != own, let chain = chains[language],
              let at = chain.firstIndex(of: own),
              !chain[..<at].contains(where: {
                resources[$0]?.contains(question.resource) == true
              }),
              let shown = remembered(reference, in: language), shown.text != base?.text
            else { return nil }
            return (language, shown)
          }
          answers[question] = answer
        }
        guard let answer else {
          referencesLeftOut += 1
          continue
        }
        guard !answer.isEmpty else { continue }
        if answer.count > copiesLeft { referencesLeftOut += 1 }
        let copies = answer.prefix(copiesLeft).map { language, shown in
          var copy = Self.showing(shown, in: string)
          copy.language = language
          return copy
        }
        copiesLeft -= copies.count
        if !copies.isEmpty { translationsByString[StringID(string), default: []] += copies }
      }
    }
  }

  /// What `name` shows in `language`, reached after `depth` links,
  /// remembered so that each name is followed once per language whatever the
  /// chains through it: nil when the chain from the start would pass
  /// ``CatalogLimits/maximumDepth`` links (a shorter start may not), a
  /// resolution without text when it never resolves (a name no file
  /// defines, or a loop).
  private mutating func resolve(_ name: String, in language: String?, depth: Int) -> Resolution? {
    if let known = memo[language]?[name] {
      if known.isInProgress { return .never }  // back on the chain followed: a loop
      if !known.isTooLong { return depth + known.links <= maximumDepth ? known : nil }
      // Too long from a start as far as this one or farther: too long again.
      // From a nearer start it may not be: followed again.
      if depth + known.links > maximumDepth { return nil }
    }
    guard depth <= maximumDepth else { return nil }
    steps += 1
    guard let entry = lookUp(name, in: language) else {
      memo[language, default: [:]][name] = .never
      return .never
    }
    guard let next = entry.reference else {
      let found = Resolution(
        shown: Shown(
          text: entry.value, isTranslatable: entry.isTranslatable, file: entry.file,
          line: entry.line, name: name),
        links: 0)
      memo[language, default: [:]][name] = found
      return found
    }
    memo[language, default: [:]][name] = Resolution(shown: nil, links: 0, isInProgress: true)
    guard let rest = resolve(next, in: language, depth: depth + 1) else {
      // The chain from here is longer than the links left: remembered as
      // that bound, so that no start as far as this one follows it again.
      memo[language]?[name] = Resolution(
        shown: nil, links: maximumDepth - depth + 1, isTooLong: true)
      return nil
    }
    let found =
      rest.shown == nil ? Resolution.never : Resolution(shown: rest.shown, links: rest.links + 1)
    memo[language, default: [:]][name] = found
    return found
  }

  /// The entry for `name` in the first language of `language`'s chain.
  private func lookUp(_ name: String, in language: String?) -> Entry? {
    for tag in chains[language] ?? Self.chain(of: language) {
      if let entry = strings[tag]?[name] { return entry }
    }
    return nil
  }

  /// The languages a device in `language` looks in, in order: the tag,
  /// each shorter form of it with the same likely script, the default.
  static func chain(of language: String?) -> [String?] {
    guard let language else { return [nil] }
    var chain: [String?] = [language]
    let script = likelyScript(of: language)
    var tag = Substring(language)
    while let dash = tag.lastIndex(of: "-") {
      tag = tag[..<dash]
      // A language written in one script (none known) matches any.
      let shorter = likelyScript(of: String(tag))
      if script == nil || shorter == nil || shorter == script { chain.append(String(tag)) }
    }
    chain.append(nil)
    return chain
  }

  /// The script a tag is written in: its script subtag, else the likely one
  /// of the languages written in more than one (from CLDR's likely
  /// subtags), else nil (the language's one script, matching any).
  static func likelyScript(of tag: String) -> String? {
    let parts = tag.split(separator: "-")
    guard let language = parts.first else { return nil }
    // A script is the subtag after the language: four letters (a variant
    // such as 1901 is not one).
    if parts.count > 1, parts[1].count == 4, parts[1].allSatisfy({ $0.isASCII && $0.isLetter }) {
      return String(parts[1])
    }
    let region = parts.dropFirst().first { $0.count == 2 || $0.count == 3 }.map(String.init)
    switch language {
    case "zh": return ["TW", "HK", "MO"].contains(region) ? "Hant" : "Hans"
    case "sr": return region == "ME" ? "Latn" : "Cyrl"
    case "pa": return region == "PK" ? "Arab" : "Guru"
    case "uz": return region == "AF" ? "Arab" : "Latn"
    case "az": return region == "IR" ? "Arab" : "Latn"
    default: return nil
    }
  }
}

extension AndroidStringReferences.StringID {
  fileprivate init(_ string: LocalizedString) {
    self.init(file: string.file, key: string.key, variant: string.variant, line: string.line)
  }
}
