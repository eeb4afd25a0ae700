import FileAccess
import Foundation
import StringCatalogs
import StructuredText
import TextLayout
import TypeScale
import TypographyConfig

/// A `typometer.json` spec: what to check, and in which containers.
///
/// Paths are resolved against the spec file's directory. Unknown keys and
/// values of the wrong type are errors with the file and line, so a typo in a
/// spec never silently changes what is checked.
public struct CheckSpec: Sendable {
  /// The spec file's path.
  public var path: String
  /// TypographyKit config files, merged in order (later wins).
  public var configs: [String]
  /// Font directories (or files) for the catalog.
  public var fonts: [String]
  /// The line of each entry of ``fonts`` in the spec (nil where unknown).
  public var fontLines: [Int?] = []
  /// How many of ``fonts`` are the spec's own (the app's); those after were
  /// added for the run (`--fonts`: stand-ins for a device's fonts). Nil
  /// when all are the spec's.
  package var ownFontCount: Int?
  /// Whether the machine's fonts are seen too (default false: reproducible).
  public var systemFonts: Bool
  /// The platform whose categories and scaling apply (default ios).
  public var platform: Platform
  /// The categories to measure at, in order (default: all of the platform's;
  /// none on Android, which has ``fontScales``).
  public var categories: [ContentSizeCategory]
  /// Android: the font scales to measure at, in order (default
  /// ``defaultFontScales``); empty on Apple platforms.
  public var fontScales: [Double] = []
  /// Android: the app's `res` folders, whose `values*/` styles, `font/`
  /// faces and (when ``strings`` is not given) `values*/strings.xml` are read.
  public var resources: [String] = []
  /// Android: pixels per dp, where Android rounds its font metrics (default
  /// 2.625, a Pixel 8's 420 dpi).
  public var density: Double = 2.625
  /// Android: the themes the app applies, first first (style names of the
  /// res folders, such as `FontStyle.Normal`), which settle what a theme
  /// attribute in a style (`android:textSize="?attr/font_16"`) stands for.
  public var themes: [String] = []
  /// The line of `themes` in the spec (nil where unknown).
  public var themesLine: Int?
  /// The line of each entry of ``resources`` (nil where not known).
  public var resourceLines: [Int?] = []
  /// String files: .strings, .stringsdict, .xcstrings, Android strings.xml, text.
  public var strings: [String]
  /// The language the spec gives each of ``strings`` (`{"path", "language"}`),
  /// nil where it gives none; it wins over the one the file's folders name.
  public var stringLanguages: [String?] = []
  /// The line of each `strings` entry, where known.
  public var stringLines: [Int?] = []
  /// Asset catalogs (`*.xcassets` folders) whose colours the configs may name.
  public var assetCatalogs: [String] = []
  /// Containers, first match wins.
  public var containers: [Container]
  /// Whether iOS's Bold Text setting is on: each style uses its bold face.
  public var boldText: Bool
  /// Explicit bold faces, PostScript name to PostScript name.
  public var boldFaces: [String: String]
  /// What format specifiers (`%@`, `%d`, …) are replaced with.
  public var formatSamples: FormatSpecifierSubstitution
  /// The integer sample of an Android spec that names none: `1234`, as
  /// Java's `%d` writes it (no grouping separator).
  public static let androidIntegerSample = "1234"

  /// What a message about a relative `entry` of the spec at `spec` adds
  /// where the spec is a link: its paths are from the link's folder.
  package static func linkNote(spec: String, entry: String) -> String {
    FileKind.ofLink(spec) == .symbolicLink && !entry.hasPrefix("/")
      ? " (the spec is a link: its paths are from the link's folder, not from that of the file "
        + "it links to)" : ""
  }
  /// Faces tried before Fontconfig's fallback order, per style name ("*" for all).
  public var cascade: [String: [String]]
  /// The line of each name in ``cascade``, per style name (nil where unknown).
  public var cascadeLines: [String: [Int?]] = [:]
  /// The family that sets the system font (TypographyKit's `System`, …), or
  /// nil for the first of SF Pro, SF Pro Text + Display in the catalog.
  public var systemFont: String?
  /// The line of `systemFont` in the spec (nil where unknown).
  public var systemFontLine: Int?
  /// Whether ``systemFont`` was given on the command line (`--system-font`),
  /// over the spec's, so that a family not in the catalog is said as the
  /// option's, not the spec's.
  public var systemFontFromOption = false
  /// Whether faces follow the point size (`opsz`, `trak`) as Core Text decides.
  public var opticalSizing: OpticalSizing = .auto
  /// What each finding code counts as, where the spec says (`severity`).
  public var severity = SeverityPolicy()
  /// Stress modes measured after the plain check (`stress`).
  public var stress: [StressMode] = []
  /// How `pseudo` pseudo-localises (`pseudoBrackets`).
  public var pseudo = PseudoLocalization()
  /// How each style's sizes are scaled, per style name (`"*"` for every style
  /// without its own entry); a style with neither is scaled as TypographyKit does.
  public var scaling: [String: StyleScaling] = [:]
  /// Whether strings marked not to translate (Android `translatable="false"`,
  /// a String Catalog's `shouldTranslate: false`) are measured wherever
  /// containers take them (`measureUntranslatable`). By default only a
  /// container that names them takes them (its key, or a pattern other than
  /// `*` alone): the catch-all leaves them out, as keys, URLs and constants
  /// more often than text a user reads. (Strings that are no text a user
  /// reads are left out of the catch-all whatever this says: a URL alone, an
  /// Android identifier, an App Shortcut phrase, an alphabet, a Crowdin
  /// in-context placeholder, a stored preference value.)
  public var measureUntranslatable = false
  /// Whether an Apple app's strings are read as SwiftUI shows a localized
  /// string key, with inline Markdown (`markdown`; on by default): a link
  /// shows its text, not its address, and `**`, `_`, `~~` and backticks
  /// are not shown. Off for an app that shows its strings
  /// as written (UIKit labels). An Android app's strings are read so only
  /// where the spec says `"markdown": true` (an app that shows them through a
  /// Markdown library, Markwon: a link's address is not shown).
  public var markdown = true
  /// The line of the spec's `markdown`, nil where it has none.
  public var markdownLine: Int?

  /// Whether the app's strings are read as Markdown: ``markdown`` on
  /// Apple's platforms, on Android only where the spec says so.
  public var readsMarkdown: Bool {
    platform == .android ? markdown && markdownLine != nil : markdown
  }
  /// The Apple app's development language (`developmentLanguage`: the
  /// Xcode project's `developmentRegion`, which `init` reads), whose files
  /// hold the strings translations are made from; nil when not given
  /// (`Base.lproj` and a String Catalog's source language still are).
  public var developmentLanguage: String?

  /// The scaling entry for the style `name`: its own, else `"*"`'s, else nil
  /// (TypographyKit's own scaling).
  public func scaling(for name: String) -> StyleScaling? { scaling[name] ?? scaling["*"] }

  /// Where strings are measured: the style, the width and the line limit, for
  /// the keys matching any of `keys`.
  public struct Container: Sendable, Equatable {
    /// Key patterns: `*` matches any run of characters, `?` any one.
    public var keys: [String]
    /// The style: a style name in the config, an Android text appearance,
    /// or an Apple text style no config defines (`body`, `headline`), set
    /// in the system font as `UIFont.preferredFont(forTextStyle:)` gives it.
    public var style: String
    /// The width in points.
    public var width: Double
    /// The most lines, or nil for no limit.
    public var maxLines: Int?
    /// A fixed line height in points, or nil for the font's.
    public var lineHeight: Double?
    /// The smallest scale the text may shrink to (0 < factor < 1) to fit, as
    /// a UILabel with `adjustsFontSizeToFitWidth` and `minimumScaleFactor`
    /// does; nil when the text never shrinks.
    public var minimumScaleFactor: Double? = nil
    /// The line of the container in the spec.
    public var line: Int?
    /// Whether the strings it takes are left out (`"skip": true`: keys no
    /// view shows, VoiceOver's labels, a system sheet's text): counted,
    /// not measured; it has no style or width of its own (`style` empty).
    public var skips = false
    /// The largest content-size category its text grows to (SwiftUI's
    /// `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`, UIKit's
    /// `maximumContentSizeCategory`): at a larger category it is measured
    /// at this one's size; nil where it grows with every category.
    public var largestCategory: ContentSizeCategory? = nil
    /// The case its text is shown in (SwiftUI's `.textCase(.uppercase)`),
    /// in the string's language; nil for the text as written.
    public var textCase: TextCase? = nil
    /// What its strings' format specifiers become where not the spec's
    /// `formatSamples` (`"formatSamples": {"object": "42%"}`: a percentage
    /// the app fills in where the spec's sample is a name).
    public var formatSamples = FormatSamples()
  }

  /// Format samples that stand in for some of the spec's
  /// (``Container/formatSamples``): each nil where the spec's is kept.
  public struct FormatSamples: Sendable, Equatable {
    /// What `%@` (`%s` on Android) becomes.
    public var object: String?
    /// What `%d` becomes.
    public var integer: String?
    /// What `%f` becomes.
    public var floatingPoint: String?

    public init(object: String? = nil, integer: String? = nil, floatingPoint: String? = nil) {
      self.object = object
      self.integer = integer
      self.floatingPoint = floatingPoint
    }

    /// `samples` with these in place of its own.
    public func applied(to samples: FormatSpecifierSubstitution) -> FormatSpecifierSubstitution {
      var samples = samples
      if let object { samples.object = object }
      if let integer { samples.integer = integer }
      if let floatingPoint { samples.floatingPoint = floatingPoint }
      return samples
    }
  }

  /// A case text is shown in (SwiftUI's `Text.Case`).
  public enum TextCase: String, Sendable, Equatable {
    case uppercase, lowercase

    /// `text` in this case, in `language`'s rules (Turkish i → İ, German
    /// ß → SS).
    public func apply(to text: String, language: String?) -> String {
      let locale = Locale(identifier: language ?? "en")
      return self == .uppercase ? text.uppercased(with: locale) : text.lowercased(with: locale)
    }
  }

  /// The font scales a check measures at on Android unless the spec says:
  /// Settings' steps on a Pixel, from small to largest.
  public static let defaultFontScales = ScaleRequest.defaultAndroidFontScales
  /// The font scales measured, in `fontScales` and `--font-scale` (Android's
  /// settings offer 0.85 to 2).
  public static let fontScaleRange = 0.5...4.0

  /// The largest spec read, in bytes (16 MiB).
  public static let maximumFileSize = 16 << 20

  /// Reads and checks the spec at `path`.
  ///
  /// - Throws: ``SpecError`` naming the file and line of the first problem,
  ///   with the spec's others in ``SpecError/further``.
  public static func load(path: String) throws(SpecError) -> CheckSpec {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, limit: maximumFileSize)
    } catch {
      throw SpecError(path: path, line: nil, reason: .unreadable(reason: error.problem))
    }
    return try parse(bytes: bytes, path: path)
  }

  /// Checks a spec already in memory, as ``load(path:)`` checks the file at
  /// `path` (relative paths resolve against `path`'s directory; nothing is read).
  ///
  /// - Throws: ``SpecError`` naming `path` and the line of the first problem,
  ///   with the spec's others in ``SpecError/further``.
  public static func parse(bytes: [UInt8], path: String) throws(SpecError) -> CheckSpec {
    guard bytes.count <= maximumFileSize else {
      throw SpecError(path: path, line: nil, reason: .tooLarge(limit: maximumFileSize))
    }
    let root: DocumentNode
    do {
      root = try DocumentNode.parseJSON(bytes)
    } catch {
      // A string file or property list given in the spec's place is said
      // as what it is, not as JSON gone wrong.
      if let what = StringFileFormat.describedKind(path: path, bytes: bytes) {
        throw SpecError(path: path, line: nil, reason: .notASpec(what: what))
      }
      throw SpecError(path: path, line: error.line, reason: .invalidJSON(error.reason))
    }
    return try SpecReader(path: path).read(root)
  }

  /// The directory relative paths in the spec are resolved against.
  public var directory: String { Paths.deletingLastComponent(path) }

  /// `relative` resolved against the spec's directory (absolute paths
  /// unchanged). A path with `.` parts is made absolute without them: a
  /// folder's name is its last part, as the readers that go by it take it
  /// (`"resources": ["."]`, `init`'s spec in a res folder, is that folder,
  /// `…/res`, whose files aapt2 compiles, also where the spec is named
  /// `typometer.json` from inside it); a leading `./` (a spec named
  /// `./typometer.json`) is no part, and leaves a path relative.
  public func resolve(_ relative: String) -> String {
    var joined =
      relative.hasPrefix("/") || directory.isEmpty
      ? relative : (directory as NSString).appendingPathComponent(relative)
    // (A spec named `./typometer.json`, `check .`'s, names its files as
    // `typometer.json` does: `app/…`, not made absolute.)
    while joined.hasPrefix("./"), joined.count > 2, !joined.dropFirst(2).hasPrefix("/") {
      joined.removeFirst(2)
    }
    guard joined.split(separator: "/", omittingEmptySubsequences: false).contains(".") else {
      return joined
    }
    return Paths.absoluteWithoutDots(joined)
  }

  /// The most containers a spec lists (each string is matched against them
  /// in turn; an app has tens).
  public static let maximumContainers = 1_000
  /// The most face names a spec's `cascade` lists, all styles together (a
  /// cascade list has a few).
  public static let maximumCascadeNames = 1_000

  /// The first container whose patterns match `key`, with its index; with
  /// `catchAll` false, a pattern of `*` alone (`*`, `**`) matches nothing.
  /// Without `suffixes`, a pattern that begins with `*` (`*.title`) takes
  /// none: one that names the key from its start (`R7T-*`) does.
  public func container(for key: String, catchAll: Bool = true, suffixes: Bool = true) -> (
    index: Int, container: Container
  )? {
    for (i, container) in containers.enumerated()
    where container.keys.contains(where: { pattern in
      (catchAll || !pattern.utf8.allSatisfy { $0 == UInt8(ascii: "*") })
        && (suffixes || pattern.utf8.first != UInt8(ascii: "*"))
        && KeyPattern.matches(pattern, key)
    }) {
      return (i, container)
    }
    return nil
  }
}

/// ``CheckSpec/container(for:catchAll:suffixes:)`` over a spec's containers
/// without going through every pattern for each key: a pattern that names
/// one key as written (no `*`, `?` or `\\`) is looked up by that key (a
/// spec `init` writes names hundreds of an interface file's objects), the
/// others are matched in turn. The same container, for every key.
package struct ContainerLookup: Sendable {
  private let containers: [CheckSpec.Container]
  /// By key (its UTF-8, compared byte for byte as `KeyPattern.matches`
  /// compares a key named as it is: not "é" with "e\u{301}"), the first
  /// container a pattern names it in as written.
  private let named: [[UInt8]: Int]
  /// The containers with patterns of wildcards or escapes (or empty), in
  /// order, with those patterns.
  private let matched: [(index: Int, patterns: [String])]

  package init(_ containers: [CheckSpec.Container]) {
    self.containers = containers
    var named: [[UInt8]: Int] = [:]
    var matched: [(index: Int, patterns: [String])] = []
    for (i, container) in containers.enumerated() {
      var patterns: [String] = []
      for pattern in container.keys {
        if !pattern.isEmpty,
          !pattern.utf8.contains(where: { $0 == 0x2A || $0 == 0x3F || $0 == 0x5C })
        {
          let bytes = Array(pattern.utf8)
          if named[bytes] == nil { named[bytes] = i }
        } else {
          patterns.append(pattern)
        }
      }
      if !patterns.isEmpty { matched.append((i, patterns)) }
    }
    self.named = named
    self.matched = matched
  }

  /// ``CheckSpec/container(for:catchAll:suffixes:)``.
  package func container(for key: String, catchAll: Bool = true, suffixes: Bool = true) -> (
    index: Int, container: CheckSpec.Container
  )? {
    var best = named.isEmpty ? nil : named[Array(key.utf8)]
    for (i, patterns) in matched where i < (best ?? Int.max) {
      if patterns.contains(where: { pattern in
        (catchAll || !pattern.utf8.allSatisfy { $0 == UInt8(ascii: "*") })
          && (suffixes || pattern.utf8.first != UInt8(ascii: "*"))
          && KeyPattern.matches(pattern, key)
      }) {
        best = i
        break
      }
    }
    return best.map { ($0, containers[$0]) }
  }
}

extension CheckSpec {
  /// The first container that names `key` as written, by no pattern (a
  /// stale entry's container: no code asks for it, so only a container that
  /// names it measures it), with its index.
  public func container(naming key: String) -> (index: Int, container: Container)? {
    for (i, container) in containers.enumerated()
    where container.keys.contains(where: { pattern in
      KeyPattern.literal(pattern).map { $0.utf8.elementsEqual(key.utf8) } ?? false
    }) {
      return (i, container)
    }
    return nil
  }
}

/// Glob matching for string keys: `*` any run of characters, `?` any one;
/// `\*`, `\?` and `\\` are the character itself (passforios' keys end in
/// `?`: `Overwrite\?`).
public enum KeyPattern {
  /// A pattern that matches `key` alone: its `*`, `?` and `\` escaped
  /// (`Delete\?` for `Delete?`, which would match `Delete!` too).
  public static func escaped(_ key: String) -> String {
    guard key.contains(where: { $0 == "*" || $0 == "?" || $0 == "\\" }) else { return key }
    var pattern = ""
    for character in key {
      if character == "*" || character == "?" || character == "\\" { pattern.append("\\") }
      pattern.append(character)
    }
    return pattern
  }

  /// Whether `key` matches `pattern` (iterative, linear in practice; no recursion).
  public static func matches(_ pattern: String, _ key: String) -> Bool {
    // The catch-all container, and a key named as it is (bytes compared:
    // `==` would equate "é" and "e\u{301}", which the scalars below do not).
    if pattern.utf8.elementsEqual("*".utf8) || pattern.utf8.elementsEqual(key.utf8) {
      return true
    }
    // A pattern without wildcards or escapes names one key (init's
    // containers of an interface file's objects name hundreds): not it.
    guard pattern.utf8.contains(where: { $0 == 0x2A || $0 == 0x3F || $0 == 0x5C }) else {
      return false
    }
    let p = tokens(pattern)
    let k = Array(key.unicodeScalars)
    var pi = 0
    var ki = 0
    var star = -1
    var mark = 0
    while ki < k.count {
      if pi < p.count, p[pi] == .any || p[pi] == .scalar(k[ki]) {
        pi += 1
        ki += 1
      } else if pi < p.count, p[pi] == .run {
        star = pi
        mark = ki
        pi += 1
      } else if star >= 0 {
        pi = star + 1
        mark += 1
        ki = mark
      } else {
        return false
      }
    }
    while pi < p.count, p[pi] == .run { pi += 1 }
    return pi == p.count
  }

  /// The key `pattern` names as written (its escapes read), or nil when it
  /// holds a `*` or `?` that is a wildcard.
  public static func literal(_ pattern: String) -> String? {
    var key = String.UnicodeScalarView()
    for token in tokens(pattern) {
      guard case .scalar(let scalar) = token else { return nil }
      key.append(scalar)
    }
    return String(key)
  }

  /// A pattern's parts: a character, any one character, any run.
  private enum Token: Equatable {
    case scalar(Unicode.Scalar)
    case any
    case run
  }

  private static func tokens(_ pattern: String) -> [Token] {
    var tokens: [Token] = []
    var escaped = false
    for scalar in pattern.unicodeScalars {
      if escaped {
        escaped = false
        if scalar == "*" || scalar == "?" || scalar == "\\" {
          tokens.append(.scalar(scalar))
          continue
        }
        // Another escaped character: the backslash is itself.
        tokens.append(.scalar("\\"))
      } else if scalar == "\\" {
        escaped = true
        continue
      }
      switch scalar {
      case "*": tokens.append(.run)
      case "?": tokens.append(.any)
      default: tokens.append(.scalar(scalar))
      }
    }
    if escaped { tokens.append(.scalar("\\")) }
    return tokens
  }
}

/// The language tags a spec (or `--lang`) may give.
package enum StringFileLanguage {
  /// Whether `tag` has the shape of a BCP 47 tag: subtags of 1–8 ASCII
  /// letters or digits joined by hyphens, the first a language's code of
  /// two or three letters (ISO 639: `de`, `fil`; the registry has no longer
  /// one) or `x` or `i` before a private or grandfathered tag (`de`,
  /// `zh-Hans`, `pt-BR`, `es-419`, `x-klingon`), 64 characters at most.
  /// Whether the language exists is not checked.
  package static func isWellFormed(_ tag: String) -> Bool {
    guard tag.utf8.count <= 64 else { return false }
    let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = subtags.first,
      (2...3).contains(first.count)
        || (subtags.count > 1 && ["x", "i"].contains(first.lowercased())),
      first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return subtags.allSatisfy { subtag in
      (1...8).contains(subtag.count)
        && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}

/// Reads the spec's tree, naming the line of every problem.
private struct SpecReader {
  let path: String

  /// The keys of a spec's top level.
  static let keys = [
    "config", "fonts", "systemFonts", "platform", "categories", "strings", "containers",
    "boldText", "boldFaces", "cascade", "formatSamples", "scaling", "systemFont", "opticalSize",
    "severity", "assetCatalogs", "stress", "pseudoBrackets", "fontScales", "resources", "density",
    "measureUntranslatable", "markdown", "developmentLanguage", "themes", "placeholders",
  ]
  /// The keys of a `strings` entry written as an object.
  static let stringEntryKeys = ["path", "language"]
  /// The keys of a container.
  static let containerKeys = [
    "keys", "style", "width", "maxLines", "lineHeight", "minimumScaleFactor", "skip",
    "largestCategory", "textCase", "formatSamples",
  ]
  /// The keys of `formatSamples` named in messages (`string` and
  /// `floatingPoint` are accepted too).
  static let sampleKeys = ["object", "integer", "float"]

  /// The first key an object of the spec gives twice (a JSON parser would
  /// keep one of them without a word), with its line and its path
  /// (`containers[0].maxLines`); nil when none is.
  static func keyGivenTwice(in node: DocumentNode, at path: String) -> (Int?, String)? {
    switch node.value {
    case .dictionary(let entries):
      var seen: Set<String> = []
      for entry in entries {
        let keyPath = path.isEmpty ? entry.key : path + "." + entry.key
        guard seen.insert(entry.key).inserted else { return (entry.line, keyPath) }
        if let found = keyGivenTwice(in: entry.value, at: keyPath) { return found }
      }
    case .array(let items):
      for (index, item) in items.enumerated() {
        if let found = keyGivenTwice(in: item, at: "\(path)[\(index)]") { return found }
      }
    default: break
    }
    return nil
  }

  func fail(_ line: Int?, _ reason: SpecError.Reason) -> SpecError {
    SpecError(path: path, line: line, reason: reason)
  }

  func read(_ root: DocumentNode) throws(SpecError) -> CheckSpec {
    guard case .dictionary(let entries) = root.value else {
      throw fail(root.line, .notAnObject)
    }
    // Another JSON file the tool reads, given in the spec's place.
    let keys = Set(entries.map(\.key))
    if keys.contains("sourceLanguage"), keys.contains("strings"), !keys.contains("containers") {
      throw fail(root.line, .notASpec(what: "a String Catalog"))
    }
    if !keys.isDisjoint(with: TypographyKitKeys.sections),
      !keys.contains("containers")
    {
      throw fail(root.line, .notASpec(what: "a TypographyKit config"))
    }
    // An asset catalog's `Contents.json` (`{"info": {"author": "xcode", …}}`).
    if keys.contains("info"), !keys.contains("containers"),
      keys.isSubset(of: ["info", "images", "colors", "data", "properties", "symbols"])
    {
      throw fail(root.line, .notASpec(what: "an asset catalog's Contents.json"))
    }
    if keys.isSuperset(of: ["summary", "findings"]), !keys.contains("containers") {
      throw fail(root.line, .checkReport)
    }
    // Every top-level key and every container is read whatever the others
    // hold, so that one run names all their problems.
    var problems: [SpecError] = []
    if let (line, keyPath) = Self.keyGivenTwice(in: root, at: "") {
      problems.append(fail(line, .duplicateKey(keyPath)))
    }
    var spec = CheckSpec(
      path: path, configs: [], fonts: [], systemFonts: false, platform: .ios, categories: [],
      strings: [], containers: [], boldText: false, boldFaces: [:],
      formatSamples: FormatSpecifierSubstitution(), cascade: [:])
    var categoryNames: DocumentNode?
    var lines: [String: Int?] = [:]
    // The top-level keys whose values were wrong: what the checks of the
    // whole spec below would find missing or empty because of it is not
    // said again.
    var failed: Set<String> = []
    for entry in entries {
      // A top-level key given again is said as such (above); its second
      // value is not read, so that what is wrong in it is not said too.
      guard lines[entry.key] == nil else { continue }
      lines[entry.key] = entry.line
      do throws(SpecError) {
        try read(entry, into: &spec, categoryNames: &categoryNames)
      } catch {
        problems.append(error)
        problems += error.further
        failed.insert(entry.key)
        // A misspelt key (`stirngs`) stands for the keys it is near: they
        // are not said to be missing as well.
        if case .unknownKey(let name, nil, let known) = error.reason {
          failed.formUnion(NameSuggestions.suggestions(for: name, among: known, limit: 2))
        }
      }
    }
    // A `scaling` entry's unknown text style is said with the platform's
    // styles, which are known only now (`platform` may come after it).
    if !failed.contains("platform") {
      for (i, problem) in problems.enumerated() {
        if case .unknownTextStyle(let key, let name, nil) = problem.reason,
          key.hasPrefix("scaling.")
        {
          problems[i].reason = .unknownTextStyle(key: key, name: name, platform: spec.platform)
        }
      }
    }
    /// Runs a check of the whole spec, keeping what it finds with the rest.
    func attempt(_ check: () throws(SpecError) -> Void) {
      do throws(SpecError) { try check() } catch {
        problems.append(error)
        problems += error.further
      }
    }
    /// A required key that is not there, or is there with nothing in it.
    func missing(_ key: SpecError.RequiredKey) -> SpecError {
      guard let line = lines[key.rawValue] else { return fail(root.line, .missingKey(key)) }
      return fail(line, .emptyKey(key))
    }
    // What depends on the platform is checked once it is known; with a
    // wrong one, what can be checked without it (a category's name).
    if failed.contains("platform") {
      if !failed.contains("categories") {
        attempt { () throws(SpecError) in _ = try categories(categoryNames, platform: nil) }
      }
    } else if spec.platform == .android {
      // Android: font scales instead of categories, res folders instead of configs.
      // (`systemFont` is the family that sets sans-serif there.)
      for key in [
        "categories", "config", "scaling", "boldText", "boldFaces", "developmentLanguage",
      ] where !failed.contains(key) {
        if let line = lines[key] {
          problems.append(fail(line, .keyNotOnPlatform(key: key, .android)))
        }
      }
      // UILabel's shrinking: a TextView shrinks by autoSizeTextType
      // instead; Dynamic Type's categories are font scales there.
      for (i, container) in spec.containers.enumerated() {
        for (key, given) in [
          ("minimumScaleFactor", container.minimumScaleFactor != nil),
          ("largestCategory", container.largestCategory != nil),
        ] where given {
          problems.append(
            fail(container.line, .keyNotOnPlatform(key: "containers[\(i)].\(key)", .android)))
        }
      }
      if spec.fontScales.isEmpty { spec.fontScales = CheckSpec.defaultFontScales }
      // Java's %d groups no digits (String.format, getQuantityString): 1234.
      var integerGiven = false
      if case .dictionary(let given)? = entries.first(where: { $0.key == "formatSamples" })?
        .value.value
      {
        integerGiven = given.contains { $0.key == "integer" }
      }
      if !integerGiven { spec.formatSamples.integer = CheckSpec.androidIntegerSample }
      // Strings are formatted by Java's Formatter (`%1$,d`, `%n`).
      spec.formatSamples.java = true
      // Strings named alone (moko-resources', with no res folder of the
      // app's) are measured in Android's built-in styles.
      if spec.resources.isEmpty, spec.strings.isEmpty,
        failed.isDisjoint(with: ["resources", "strings"])
      {
        problems.append(missing(.resources))
      }
      // An empty list given is a mistake, not "the res folders' files".
      if let line = lines["strings"] ?? nil, spec.strings.isEmpty, !failed.contains("strings") {
        problems.append(fail(line, .emptyKey(.strings)))
      }
    } else {
      // Keys of Android's (an Android spec without its "platform"): said,
      // and what an Apple spec needs besides is not.
      var otherPlatforms = false
      for key in ["fontScales", "resources", "density", "themes"] {
        if let line = lines[key] {
          otherPlatforms = true
          if !failed.contains(key) {
            problems.append(fail(line, .keyNotOnPlatform(key: key, spec.platform)))
          }
        }
      }
      attempt { () throws(SpecError) in
        spec.categories = try categories(categoryNames, platform: spec.platform)
      }
      for container in spec.containers {
        if let largest = container.largestCategory,
          !spec.platform.categories.contains(largest)
        {
          problems.append(fail(container.line, .categoryNotOnPlatform(largest, spec.platform)))
        }
      }
      if !failed.contains("scaling") {
        attempt { () throws(SpecError) in
          try StyleScaling.check(spec.scaling, platform: spec.platform, path: path)
        }
      }
      if spec.configs.isEmpty, !otherPlatforms, failed.isDisjoint(with: ["config", "containers"]) {
        attempt { () throws(SpecError) in try nameTextStyles(&spec, lines: lines, missing: missing)
        }
      }
      if spec.strings.isEmpty, !otherPlatforms, !failed.contains("strings") {
        problems.append(missing(.strings))
      }
    }
    if spec.containers.isEmpty, !failed.contains("containers") {
      problems.append(missing(.containers))
    }
    if var first = problems.first {
      // In the order of the file (a key given twice is found before the
      // rest), a key missing after them (it has no line of its own).
      func order(_ problem: (offset: Int, element: SpecError)) -> (Int, Int, Int) {
        let missing: Int
        switch problem.element.reason {
        case .missingKey: missing = 1
        default: missing = 0
        }
        return (missing, problem.element.line ?? .max, problem.offset)
      }
      let sorted = problems.enumerated().sorted { order($0) < order($1) }.map(\.element)
      first = sorted[0]
      let limit = SpecError.maximumProblems
      first.further = sorted.dropFirst().prefix(limit - 1).map { problem in
        var problem = problem
        problem.further = []
        return problem
      }
      if sorted.count > limit {
        first.further.append(fail(nil, .moreProblems(count: sorted.count - limit)))
      }
      throw first
    }
    return spec
  }

  /// The line of each entry of a list of paths (one for a single path).
  private func entryLines(_ node: DocumentNode) -> [Int?] {
    if case .array(let items) = node.value { return items.map(\.line) }
    return [node.line]
  }

  /// Reads one top-level key of the spec into `spec` (`categories` is kept
  /// in `categoryNames`, to be read once the platform is known).
  func read(
    _ entry: DocumentEntry, into spec: inout CheckSpec, categoryNames: inout DocumentNode?
  ) throws(SpecError) {
    let node = entry.value
    switch entry.key {
    case "config": spec.configs = try paths(node, "config")
    case "fonts":
      spec.fonts = try paths(node, "fonts")
      spec.fontLines = entryLines(node)
    case "systemFonts": spec.systemFonts = try bool(node, "systemFonts")
    case "platform":
      let name = try string(node, "platform")
      do { spec.platform = try Platform(parsing: name) } catch {
        throw fail(node.line, .unknownPlatform(name))
      }
    case "categories": categoryNames = node
    case "strings":
      (spec.strings, spec.stringLanguages) = try stringFiles(node)
      if case .array(let items) = node.value {
        spec.stringLines = items.map(\.line)
      } else {
        spec.stringLines = [node.line]
      }
    case "assetCatalogs":
      spec.assetCatalogs = try paths(node, "assetCatalogs")
    case "containers":
      spec.containers = try containers(node)
      // Each string is matched against the containers in turn.
      guard spec.containers.count <= CheckSpec.maximumContainers else {
        throw fail(node.line, .tooMany(key: "containers", limit: CheckSpec.maximumContainers))
      }
    case "boldText": spec.boldText = try bool(node, "boldText")
    case "measureUntranslatable":
      spec.measureUntranslatable = try bool(node, "measureUntranslatable")
    case "markdown":
      spec.markdown = try bool(node, "markdown")
      spec.markdownLine = node.line
    case "developmentLanguage":
      let tag = try string(node, "developmentLanguage")
      guard StringFileLanguage.isWellFormed(tag) else {
        throw fail(node.line, .languageInvalid(key: "developmentLanguage", found: tag))
      }
      spec.developmentLanguage = tag
    case "boldFaces": spec.boldFaces = try stringMap(node, "boldFaces")
    case "cascade":
      guard case .dictionary(let styles) = node.value else {
        throw fail(node.line, .cascadeNotAnObject)
      }
      var names = 0
      for style in styles {
        spec.cascade[style.key] = try strings(
          style.value, "cascade.\(style.key)", allowSingle: false)
        if case .array(let items) = style.value.value {
          spec.cascadeLines[style.key] = items.map(\.line)
        }
        // Each name is looked up (with suggestions when it is not found).
        names += spec.cascade[style.key]?.count ?? 0
        guard names <= CheckSpec.maximumCascadeNames else {
          throw fail(
            style.value.line, .tooMany(key: "cascade", limit: CheckSpec.maximumCascadeNames))
        }
      }
    case "formatSamples":
      // `placeholders` may come before it.
      let placeholders = spec.formatSamples.placeholders
      spec.formatSamples = try samples(node).applied(to: FormatSpecifierSubstitution())
      spec.formatSamples.placeholders = placeholders
    case "placeholders":
      var placeholders: [FormatSpecifierSubstitution.Placeholder] = []
      let patterns = try strings(node, "placeholders", allowSingle: true)
      // Each item's own line, where the list spans several.
      let lines = entryLines(node)
      for (i, pattern) in patterns.enumerated() {
        guard let placeholder = FormatSpecifierSubstitution.Placeholder(pattern: pattern) else {
          throw fail(i < lines.count ? lines[i] : node.line, .placeholderInvalid(found: pattern))
        }
        if !placeholders.contains(placeholder) { placeholders.append(placeholder) }
      }
      spec.formatSamples.placeholders = placeholders
    case "systemFont":
      spec.systemFont = try string(node, "systemFont")
      spec.systemFontLine = node.line
    case "severity": spec.severity = try SeverityPolicy.read(node, path: path)
    case "stress":
      spec.stress = []
      for name in try strings(node, "stress", allowSingle: true) {
        guard let mode = StressMode(rawValue: name) else {
          throw fail(node.line, .unknownStressMode(name))
        }
        if !spec.stress.contains(mode) { spec.stress.append(mode) }
      }
    case "pseudoBrackets": spec.pseudo.brackets = try bool(node, "pseudoBrackets")
    case "opticalSize":
      let mode = try string(node, "opticalSize")
      guard let value = OpticalSizing(rawValue: mode) else {
        throw fail(node.line, .unknownOpticalSizing(mode))
      }
      spec.opticalSizing = value
    case "scaling": spec.scaling = try StyleScaling.read(node, path: path)
    case "fontScales": spec.fontScales = try fontScales(node)
    case "resources":
      spec.resources = try paths(node, "resources")
      spec.resourceLines = entryLines(node)
    case "themes":
      spec.themes = try strings(node, "themes", allowSingle: true)
      spec.themesLine = node.line
    case "density":
      let value = try number(node, "density")
      guard (0.5...8).contains(value) else { throw fail(node.line, .densityInvalid) }
      spec.density = value
    default:
      throw fail(entry.line, .unknownKey(entry.key, object: nil, known: Self.keys))
    }
  }

  /// A spec without a config: every container is set in a text style's
  /// preferred font. Each container's style, and each `scaling` and
  /// `cascade` key that is a text style, is spelled as `scale` prints it
  /// (`Body` and `body` are one style).
  ///
  /// - Throws: `missing(.config)` when no container names a text style (the
  ///   config was left out), else the first container that names none.
  func nameTextStyles(
    _ spec: inout CheckSpec, lines: [String: Int?], missing: (SpecError.RequiredKey) -> SpecError
  ) throws(SpecError) {
    // (A container that skips its strings names no style.)
    guard spec.containers.isEmpty || spec.containers.contains(where: { !$0.skips }) else {
      return
    }
    let styles = spec.containers.map { $0.skips ? nil : try? TextStyle(parsing: $0.style) }
    func unknown(_ i: Int) -> SpecError {
      fail(
        spec.containers[i].line,
        .unknownTextStyle(
          key: "containers[\(i)].style", name: spec.containers[i].style, platform: spec.platform))
    }
    guard styles.contains(where: { $0 != nil }) else {
      // A name close to a text style's is a misspelling (`bdy`), not a
      // config's style whose config was left out (`heading`).
      let names = ((try? PlatformTable.table(for: spec.platform))?.styles ?? TextStyle.allCases)
        .map(\.name)
      if let i = spec.containers.indices.first(where: {
        !spec.containers[$0].skips
          && !NameSuggestions.suggestions(for: spec.containers[$0].style, among: names, limit: 1)
            .isEmpty
      }) {
        throw unknown(i)
      }
      throw missing(.config)
    }
    for (i, style) in styles.enumerated() where !spec.containers[i].skips {
      guard let style else { throw unknown(i) }
      spec.containers[i].style = style.name
    }
    func renamed<Value>(_ entries: [String: Value], _ key: String) throws(SpecError)
      -> [String: Value]
    {
      var result: [String: Value] = [:]
      for name in entries.keys.sorted() {
        let canonical = (try? TextStyle(parsing: name))?.name ?? name
        guard result[canonical] == nil else {
          throw fail(lines[key] ?? nil, .duplicateKey("\(key).\(canonical)"))
        }
        result[canonical] = entries[name]
      }
      return result
    }
    spec.scaling = try renamed(spec.scaling, "scaling")
    spec.cascade = try renamed(spec.cascade, "cascade")
  }

  func string(_ node: DocumentNode, _ key: String) throws(SpecError) -> String {
    guard case .string(let value) = node.value else {
      throw fail(node.line, .wrongType(key: key, expected: .string, found: node.found))
    }
    // A path with a NUL would be cut there by the system and name another file.
    guard !value.utf8.contains(0) else { throw fail(node.line, .nulCharacter(key: key)) }
    return value
  }

  func bool(_ node: DocumentNode, _ key: String) throws(SpecError) -> Bool {
    guard case .bool(let value) = node.value else {
      throw fail(node.line, .wrongType(key: key, expected: .boolean, found: node.found))
    }
    return value
  }

  func number(_ node: DocumentNode, _ key: String) throws(SpecError) -> Double {
    guard case .number(let value) = node.value, value.isFinite else {
      throw fail(node.line, .wrongType(key: key, expected: .finiteNumber, found: node.found))
    }
    return value
  }

  func strings(_ node: DocumentNode, _ key: String, allowSingle: Bool) throws(SpecError) -> [String]
  {
    if allowSingle, case .string = node.value { return [try string(node, key)] }
    guard case .array(let items) = node.value else {
      throw fail(node.line, .wrongType(key: key, expected: .stringList, found: node.found))
    }
    var result: [String] = []
    for item in items { result.append(try string(item, key)) }
    return result
  }

  /// A path, or a list of paths (`config`, `fonts`, …); none may be empty.
  func paths(_ node: DocumentNode, _ key: String) throws(SpecError) -> [String] {
    if case .string = node.value { return [try path(node, key)] }
    guard case .array(let items) = node.value else {
      throw fail(node.line, .wrongType(key: key, expected: .stringList, found: node.found))
    }
    var result: [String] = []
    for item in items { result.append(try path(item, key)) }
    return result
  }

  /// A string that names a file or folder: not empty, and not in the
  /// kernel's folders (`/proc/self/environ`, however the path gets there).
  func path(_ node: DocumentNode, _ key: String) throws(SpecError) -> String {
    let value = try string(node, key)
    guard !value.isEmpty else { throw fail(node.line, .emptyPath(key: key)) }
    let folder = Paths.deletingLastComponent(path)
    let full = value.hasPrefix("/") || folder.isEmpty ? value : Paths.join(folder, value)
    if let real = Paths.real(full),
      Self.kernelFolders.contains(where: { real == $0 || real.hasPrefix($0 + "/") })
    {
      throw fail(node.line, .kernelFile(key: key, path: value))
    }
    return value
  }

  /// The folders of the kernel's own files, which no spec names.
  static let kernelFolders = ["/proc", "/sys", "/dev"]

  /// `strings`: a path, or a list of paths and `{"path", "language"}` objects.
  func stringFiles(_ node: DocumentNode) throws(SpecError) -> ([String], [String?]) {
    if case .string = node.value { return ([try path(node, "strings")], [nil]) }
    guard case .array(let items) = node.value else {
      throw fail(node.line, .wrongType(key: "strings", expected: .stringList, found: node.found))
    }
    var paths: [String] = []
    var languages: [String?] = []
    // Each entry, and each key of one, is read whatever the others hold:
    // the problems of each are said in one run.
    var problems: [SpecError] = []
    for (i, item) in items.enumerated() {
      let key = "strings[\(i)]"
      guard case .dictionary(let entries) = item.value else {
        do throws(SpecError) {
          paths.append(try path(item, key))
          languages.append(nil)
        } catch { problems.append(error) }
        continue
      }
      var path: String?
      var language: String?
      var misspelt = false
      for entry in entries {
        do throws(SpecError) {
          switch entry.key {
          case "path": path = try self.path(entry.value, key + ".path")
          case "language":
            let tag = try string(entry.value, key + ".language")
            guard StringFileLanguage.isWellFormed(tag) else {
              throw fail(entry.value.line, .languageInvalid(key: key + ".language", found: tag))
            }
            language = tag
          default:
            // A misspelt `path` (`pth`) is not said to be missing as well.
            misspelt =
              misspelt
              || NameSuggestions.suggestions(
                for: entry.key, among: ["path"], limit: 1) == ["path"]
            throw fail(
              entry.line, .unknownKey(entry.key, object: key, known: Self.stringEntryKeys))
          }
        } catch { problems.append(error) }
      }
      guard let path else {
        if !misspelt, !entries.contains(where: { $0.key == "path" }) {
          problems.append(fail(item.line, .stringEntryWithoutPath(key: key)))
        }
        continue
      }
      paths.append(path)
      languages.append(language)
    }
    if var first = problems.first {
      first.further = Array(problems.dropFirst())
      throw first
    }
    return (paths, languages)
  }

  /// `fontScales`: a non-empty list of scales from 0.5 to 4, duplicates dropped.
  func fontScales(_ node: DocumentNode) throws(SpecError) -> [Double] {
    guard case .array(let items) = node.value, !items.isEmpty else {
      throw fail(node.line, .fontScaleInvalid(key: "fontScales"))
    }
    var result: [Double] = []
    // Each item's problem is said (the first thrown holds the others).
    var problems: [SpecError] = []
    for (i, item) in items.enumerated() {
      do throws(SpecError) {
        // Not a number (`"2"`): said as one, as a width is.
        let value = try number(item, "fontScales[\(i)]")
        guard CheckSpec.fontScaleRange.contains(value) else {
          throw fail(item.line, .fontScaleInvalid(key: "fontScales[\(i)]"))
        }
        if !result.contains(value) { result.append(value) }
      } catch { problems.append(error) }
    }
    if var first = problems.first {
      first.further = Array(problems.dropFirst())
      throw first
    }
    return result
  }

  func stringMap(_ node: DocumentNode, _ key: String) throws(SpecError) -> [String: String] {
    guard case .dictionary(let entries) = node.value else {
      throw fail(node.line, .notAStringObject(key: key))
    }
    var result: [String: String] = [:]
    for entry in entries { result[entry.key] = try string(entry.value, "\(key).\(entry.key)") }
    return result
  }

  /// The categories `node` names, of `platform`'s; with no platform (the
  /// spec's is wrong), the names are checked alone.
  func categories(_ node: DocumentNode?, platform: Platform?) throws(SpecError)
    -> [ContentSizeCategory]
  {
    guard let node else { return platform?.categories ?? [] }
    if case .string("all") = node.value { return platform?.categories ?? [] }
    let names = try strings(node, "categories", allowSingle: false)
    guard !names.isEmpty else { throw fail(node.line, .emptyCategories) }
    var result: [ContentSizeCategory] = []
    // Each bad name is said (the first thrown holds the others).
    var problems: [SpecError] = []
    for name in names {
      guard let category = try? ContentSizeCategory(parsing: name) else {
        problems.append(fail(node.line, .unknownCategory(name)))
        continue
      }
      if let platform, !platform.categories.contains(category) {
        problems.append(fail(node.line, .categoryNotOnPlatform(category, platform)))
        continue
      }
      if !result.contains(category) { result.append(category) }
    }
    if var first = problems.first {
      first.further = Array(problems.dropFirst())
      throw first
    }
    return result
  }

  func containers(_ node: DocumentNode) throws(SpecError) -> [CheckSpec.Container] {
    guard case .array(let items) = node.value else {
      throw fail(node.line, .containersNotAList)
    }
    var result: [CheckSpec.Container] = []
    // Each container is read whatever the others hold: the problems of
    // each are said.
    var problems: [SpecError] = []
    for (i, item) in items.enumerated() {
      do throws(SpecError) {
        result.append(try container(item, at: i))
      } catch {
        var first = error
        let more = first.further
        first.further = []
        problems.append(first)
        problems += more
      }
    }
    if var first = problems.first {
      first.further = Array(problems.dropFirst())
      throw first
    }
    return result
  }

  /// The container `item`, `containers[i]` of the spec: every entry is
  /// read whatever the others hold, and the first problem thrown holds the
  /// others in `further`. A misspelt key (`widht`) stands for the keys it is
  /// near: they are not said to be missing as well.
  func container(_ item: DocumentNode, at i: Int) throws(SpecError) -> CheckSpec.Container {
    guard case .dictionary(let entries) = item.value else {
      throw fail(item.line, .containerNotAnObject(index: i))
    }
    var keys: [String]?
    var style: String?
    var width: Double?
    var maxLines: Int?
    var lineHeight: Double?
    var minimumScaleFactor: Double?
    var largestCategory: ContentSizeCategory?
    var textCase: CheckSpec.TextCase?
    var formatSamples = CheckSpec.FormatSamples()
    var skips = false
    var problems: [SpecError] = []
    var failed: Set<String> = []
    for entry in entries {
      let name = "containers[\(i)].\(entry.key)"
      do throws(SpecError) {
        switch entry.key {
        case "keys": keys = try strings(entry.value, name, allowSingle: true)
        case "style": style = try string(entry.value, name)
        case "width":
          let value = try number(entry.value, name)
          guard value > 0, value <= 100_000 else {
            throw fail(entry.value.line, .widthOutOfRange(key: name))
          }
          width = value
        case "maxLines":
          let value = try number(entry.value, name)
          guard value >= 0, value == value.rounded(), value <= 100_000 else {
            throw fail(entry.value.line, .maxLinesInvalid(key: name))
          }
          maxLines = value == 0 ? nil : Int(value)
        case "lineHeight":
          let value = try number(entry.value, name)
          guard value > 0 else { throw fail(entry.value.line, .lineHeightNotPositive(key: name)) }
          lineHeight = value
        case "minimumScaleFactor":
          let value = try number(entry.value, name)
          guard value >= 0, value <= 1 else {
            throw fail(entry.value.line, .scaleFactorOutOfRange(key: name))
          }
          // 1, and UIKit's default 0 ("the current font size is the
          // smallest"), never shrink.
          minimumScaleFactor = value > 0 && value < 1 ? value : nil
        case "skip": skips = try bool(entry.value, name)
        case "largestCategory":
          let text = try string(entry.value, name)
          guard let category = try? ContentSizeCategory(parsing: text) else {
            throw fail(entry.value.line, .unknownCategory(text, key: name))
          }
          largestCategory = category
        case "textCase":
          let text = try string(entry.value, name)
          guard let given = CheckSpec.TextCase(rawValue: text) else {
            throw fail(entry.value.line, .unknownTextCase(key: name, found: text))
          }
          textCase = given
        case "formatSamples":
          formatSamples = try samples(entry.value, key: name)
        default:
          throw fail(
            entry.line,
            .unknownKey(entry.key, object: "containers[\(i)]", known: Self.containerKeys))
        }
      } catch {
        problems.append(error)
        failed.insert(entry.key)
        if case .unknownKey(let name, _, let known) = error.reason {
          failed.formUnion(NameSuggestions.suggestions(for: name, among: known, limit: 2))
        }
      }
    }
    if keys == nil, !failed.contains("keys") {
      problems.append(fail(item.line, .containerMissingKey(index: i, .keys)))
    } else if keys?.isEmpty == true {
      problems.append(fail(item.line, .containerKeysEmpty(index: i)))
    }
    // A container that skips its strings needs no style or width.
    if style == nil, !failed.contains("style"), !skips {
      problems.append(fail(item.line, .containerMissingKey(index: i, .style)))
    }
    if width == nil, !failed.contains("width"), !skips {
      problems.append(fail(item.line, .containerMissingKey(index: i, .width)))
    }
    if skips, problems.isEmpty, let keys {
      return CheckSpec.Container(
        keys: keys, style: "", width: 1, line: item.line, skips: true)
    }
    // A key that is not there is one of the problems (or a misspelt one
    // stands for it).
    guard problems.isEmpty, let keys, let style, let width else {
      var first = problems.first ?? fail(item.line, .containerMissingKey(index: i, .keys))
      first.further = Array(problems.dropFirst())
      throw first
    }
    return CheckSpec.Container(
      keys: keys, style: style, width: width, maxLines: maxLines, lineHeight: lineHeight,
      minimumScaleFactor: minimumScaleFactor, line: item.line, largestCategory: largestCategory,
      textCase: textCase, formatSamples: formatSamples)
  }

  /// The samples the `formatSamples` object `node` (at `key`, the spec's or
  /// a container's) gives, each nil where it gives none.
  func samples(_ node: DocumentNode, key: String = "formatSamples") throws(SpecError)
    -> CheckSpec.FormatSamples
  {
    guard case .dictionary(let entries) = node.value else {
      throw fail(node.line, .formatSamplesNotAnObject(key: key))
    }
    var samples = CheckSpec.FormatSamples()
    for entry in entries {
      // (The key first: an unknown one is said as one, whatever its value.)
      let field: WritableKeyPath<CheckSpec.FormatSamples, String?>
      switch entry.key {
      case "object", "string": field = \.object
      case "integer": field = \.integer
      case "float", "floatingPoint": field = \.floatingPoint
      default:
        throw fail(entry.line, .unknownKey(entry.key, object: key, known: Self.sampleKeys))
      }
      samples[keyPath: field] = try string(entry.value, "\(key).\(entry.key)")
    }
    return samples
  }
}

/// A way to measure the strings again, harder, after the plain check.
public enum StressMode: String, Sendable, Hashable, CaseIterable {
  /// WCAG 2.2 SC 1.4.12 text spacing over the text's own (``TextSpacing/wcag``).
  case wcagSpacing = "wcag-spacing"
  /// Pseudo-localised strings (``PseudoLocalization``).
  case pseudo

  /// The codes a stress mode reports (what it may newly find).
  static let reported: Set<FindingCode> = [.overflow, .wordSplit, .shrunk]
}
