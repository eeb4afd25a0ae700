/// Resolves Android `@string/` references across the string files of one
/// resource set, as the app resolves them on a device.
///
/// An app's resources are merged from all its files and modules, so a
/// `<string-array>` in `values/arrays.xml` may list `@string/never` from
/// `values/strings.xml`, and on a German device it shows the `never` of
/// `values-de`. Loading a file resolves the references within it; this
/// resolves them against every Android string file given:
///
/// - A reference resolves in the string's own language first, then in each
///   shorter form of its tag (`sr-Latn` → `sr`), then in the default
///   resources (`values`). Where several files define a name for one
///   language, the first file given wins.
/// - A chain of references (`a` → `b` → `c`) is followed in that same
///   language, up to ``CatalogLimits/maximumDepth`` links; a chain that loops
///   or runs longer stays unresolved.
/// - The platform's strings (`@android:string/ok`) and names no file defines
///   stay unresolved (``LocalizedString/isUnresolvedReference``).
///
/// ```swift
/// let references = AndroidStringReferences(files: files)
/// let shown = files[0].strings.map { references.resolved($0, fileLanguage: files[0].language) }
/// ```
public struct AndroidStringReferences: Sendable {
  private struct Entry: Sendable {
    var value: String
    var reference: String?
  }

  /// Plain strings by language (`nil`: the default resources), then name.
  private var strings: [String?: [String: Entry]] = [:]
  /// Every resource a language's files define, by type and name
  /// (``resource(of:)``): a string and a string array may share a name.
  private var names: [String?: Set<String>] = [:]
  /// The languages with strings of their own, in the order first seen.
  private var languages: [String] = []
  private let maximumDepth: Int

  /// Collects the strings of `files` that are Android string files (other
  /// formats are skipped); `limits` bounds the chains followed.
  public init(files: [StringFile], limits: CatalogLimits = .init()) {
    maximumDepth = limits.maximumDepth
    for file in files where file.format == .androidXML {
      for string in file.strings {
        let language = string.language ?? file.language
        if let language, names[language] == nil { languages.append(language) }
        names[language, default: []].insert(Self.resource(of: string))
        guard string.variant == nil, strings[language]?[string.key] == nil else { continue }
        strings[language, default: [:]][string.key] = Entry(
          value: string.value, reference: string.reference?.name)
      }
    }
  }

  /// `string` (of a file in `fileLanguage`) with its reference resolved in
  /// its language: its value becomes the referred string's text. A string
  /// that is no reference, or whose reference does not resolve, is returned
  /// as it is.
  public func resolved(_ string: LocalizedString, fileLanguage: String?) -> LocalizedString {
    guard let reference = string.reference,
      let value = text(of: reference.name, in: string.language ?? fileLanguage)
    else { return string }
    var resolved = string
    resolved.value = value
    resolved.reference?.isResolved = true
    return resolved
  }

  /// The string a reference in the default resources shows in each other
  /// language: one copy of `string` per language whose files translate the
  /// referred string but do not define `string`'s own resource (a string
  /// array of its name, for an array's item), with that language and that
  /// language's text. Empty for a string in a language's
  /// own resources or one that is no reference.
  public func translations(of string: LocalizedString, fileLanguage: String?)
    -> [LocalizedString]
  {
    guard let reference = string.reference, (string.language ?? fileLanguage) == nil else {
      return []
    }
    let defaultText = text(of: reference.name, in: nil)
    var copies: [LocalizedString] = []
    let resource = Self.resource(of: string)
    for language in languages where names[language]?.contains(resource) != true {
      guard let value = text(of: reference.name, in: language), value != defaultText else {
        continue
      }
      var copy = string
      copy.language = language
      copy.value = value
      copy.reference?.isResolved = true
      copies.append(copy)
    }
    return copies
  }

  /// The resource a string belongs to, as `type/name`: `string/title`,
  /// `plurals/items` or `array/days` (from its variant: none, `plural.…`,
  /// or an index).
  private static func resource(of string: LocalizedString) -> String {
    guard let variant = string.variant else { return "string/" + string.key }
    return (variant.hasPrefix("plural.") ? "plurals/" : "array/") + string.key
  }

  /// The text `name` resolves to in `language` (with its fallbacks), or nil.
  private func text(of name: String, in language: String?) -> String? {
    var name = name
    var seen: Set<String> = []
    while seen.count <= maximumDepth, seen.insert(name).inserted {
      guard let entry = lookUp(name, in: language) else { return nil }
      guard let next = entry.reference else { return entry.value }
      name = next
    }
    return nil
  }

  /// The entry for `name` in `language`, its shorter tags, or the default.
  private func lookUp(_ name: String, in language: String?) -> Entry? {
    var tag = language
    while let current = tag {
      if let entry = strings[current]?[name] { return entry }
      tag = current.lastIndex(of: "-").map { String(current[..<$0]) }
    }
    return strings[nil]?[name]
  }
}
