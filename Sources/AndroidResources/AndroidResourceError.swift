import FileAccess

/// Why Android resources could not be read or a style or font could not be
/// resolved, with the file (or folder) and line it is about.
public struct AndroidResourceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong; ``description`` words it.
  public enum Reason: Sendable, Equatable {
    /// The file or folder could not be read or listed (the system's words).
    case unreadable(String)
    /// The folder holds no folder of a resource type (`values`, `font`,
    /// `layout`, `drawable`…) and is not named `res`: it is no res folder.
    case notResFolder
    /// The file is not well-formed XML (the parser's words, without the line).
    case notXML(String)
    /// No style of that name is defined or built in; `suggestions` are close names.
    case styleNotFound(name: String, suggestions: [String])
    /// `style` names a parent that looks like an app style and is not defined.
    case parentNotFound(style: String, parent: String, suggestions: [String])
    /// The parents lead back to a style already in the chain; `chain` is the
    /// walk, most derived first, ending with the repeated name.
    case parentCycle(chain: [String])
    /// The chain of parents is longer than `limit` styles.
    case tooDeep(chain: [String], limit: Int)
    /// An attribute's value cannot be read: `expected` says what it should be.
    case badValue(attribute: String, value: String, expected: String)
    /// A reference (`@dimen/name`, `@string/name`) names a resource that is
    /// not defined; `suggestions` are close names of the same type.
    case resourceNotFound(reference: String, suggestions: [String])
    /// No `res/font` file or family is called `name`; `available` lists what
    /// the font folders hold (names without extensions).
    case fontNotFound(name: String, available: [String])
    /// A family's `<font>` names `reference`, which is not a font file in `res/font`.
    case fontFileMissing(reference: String)
    /// The family is a downloadable font (`fontProviderAuthority`), which is
    /// fetched at run time from the provider by its query
    /// (`fontProviderQuery`, nil when it has none or it names no family).
    case downloadableFont(authority: String, query: DownloadableFontQuery?)
    /// The family XML is not what Android reads (the problem in words).
    case invalidFontFamily(String)
    /// The family holds no font file: an empty `<font-family/>`, or `<font>`s
    /// that each name another family XML (a fonts module's stand-ins for
    /// fonts an open build lacks). The app builds, and a device draws its
    /// text in the default font; `why` says which.
    case noFontFile(why: String)
  }

  /// The file or folder the error is about.
  public var path: String
  /// The 1-based line in ``path``, when known.
  public var line: Int?
  /// What went wrong.
  public var reason: Reason

  /// An error about `path` (at `line`).
  public init(path: String, line: Int? = nil, reason: Reason) {
    self.path = path
    self.line = line
    self.reason = reason
  }

  /// `path:line: what went wrong`, with unprintable characters of the path escaped.
  public var description: String {
    Printable.escaped(path) + (line.map { ":\($0)" } ?? "") + ": " + problem
  }

  /// What went wrong in words, without the place.
  public var problem: String {
    switch reason {
    case .unreadable(let why): return "cannot read: \(why)"
    case .notResFolder:
      return "not an Android res folder: it holds no values, font, xml, layout, drawable or "
        + "other resource folder (name the folder holding them, such as app/src/main/res)"
    case .notXML(let why): return "not well-formed XML: \(why)"
    case .styleNotFound(let name, let suggestions):
      return "no style named '\(Self.quoted(name))'" + Self.didYouMean(suggestions)
    case .parentNotFound(let style, let parent, let suggestions):
      return "style '\(Self.quoted(style))' has parent '\(Self.quoted(parent))', which is not "
        + "defined" + Self.didYouMean(suggestions)
    case .parentCycle(let chain):
      return "style parents form a cycle: " + chain.map(Self.quoted).joined(separator: " → ")
    case .tooDeep(let chain, let limit):
      return "style '\(Self.quoted(chain.first ?? ""))' has more than \(limit) parents: "
        + chain.prefix(5).map(Self.quoted).joined(separator: " → ") + " → …"
    case .badValue(let attribute, let value, let expected):
      return "\(attribute) is '\(Self.quoted(value))'; expected \(expected)"
    case .resourceNotFound(let reference, let suggestions):
      return "\(Self.quoted(reference)) is not defined in any values folder"
        + Self.didYouMean(suggestions)
    case .fontNotFound(let name, let available):
      let held =
        available.isEmpty
        ? "res/font holds no fonts"
        : "res/font holds "
          + available.prefix(10).map { "'\(Self.quoted($0))'" }.joined(
            separator: ", ") + (available.count > 10 ? " and \(available.count - 10) more" : "")
      return "no font named '\(Self.quoted(name))' (\(held))"
    case .fontFileMissing(let reference):
      return "\(Self.quoted(reference)) is not a font file (.ttf, .otf, .ttc) in res/font"
    case .downloadableFont(let authority, let query):
      guard let query else {
        return "a downloadable font (provider \(Self.quoted(authority))) is fetched at run time "
          + "and its fontProviderQuery names no family; bundle the font file in res/font"
      }
      return "a downloadable font (provider \(Self.quoted(authority))) is fetched at run time: "
        + "add the files of '\(Self.quoted(query.family))' to a folder of the spec's \"fonts\" "
        + "to measure it, or bundle the font file in res/font"
    case .invalidFontFamily(let why): return "invalid font family: \(why)"
    case .noFontFile(let why): return "the font family holds no font file (\(why))"
    }
  }

  private static func didYouMean(_ suggestions: [String]) -> String {
    guard !suggestions.isEmpty else { return "" }
    return "; did you mean " + suggestions.map { "'\(quoted($0))'" }.joined(separator: ", ") + "?"
  }

  private static func quoted(_ text: String) -> String {
    let escaped = Printable.escaped(text)
    return escaped.count <= 100 ? escaped : String(escaped.prefix(100)) + "…"
  }
}

/// What a downloadable font asks its provider for (`fontProviderQuery`), as
/// Google Fonts' provider reads it: a family name alone (`Roboto Mono`), or
/// `name=Roboto Mono&weight=700&italic=1` with `weight` 1...1000 and
/// `italic` 0...1 (`width` and `besteffort` are not kept); a `+` in the
/// family stands for a space, as in a URL's query (`name=Space+Grotesk`).
public struct DownloadableFontQuery: Hashable, Sendable {
  /// The family asked for.
  public var family: String
  /// The weight asked for, 1...1000, when the query gives one.
  public var weight: Int?
  /// Whether italic is asked for, when the query says.
  public var italic: Bool?

  /// The query `text` read, or nil when it names no family.
  public init?(_ text: String) {
    let trimmed = ResourceTable.trimmed(text)
    guard trimmed.contains("=") else {
      guard !trimmed.isEmpty else { return nil }
      family = trimmed.replacingPlusWithSpace
      return
    }
    var family: String?
    for pair in trimmed.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1).map { ResourceTable.trimmed(String($0)) }
      guard parts.count == 2 else { continue }
      switch parts[0] {
      case "name": family = parts[1].replacingPlusWithSpace
      case "weight": weight = Double(parts[1]).flatMap { (1...1000).contains($0) ? Int($0) : nil }
      case "italic": italic = Double(parts[1]).map { $0 >= 0.5 }
      default: continue
      }
    }
    guard let family, !family.isEmpty else { return nil }
    self.family = family
  }
}

extension String {
  /// The text with each `+` a space, as a URL's query writes one.
  fileprivate var replacingPlusWithSpace: String {
    String(map { $0 == "+" ? " " : $0 })
  }
}
