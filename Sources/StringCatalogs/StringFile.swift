import FileAccess
import Foundation

/// A parsed string file: its format, its language and every string in it.
///
/// ```swift
/// let file = try StringFile.load(path: "App/de.lproj/Localizable.strings")
/// for string in file.strings { print(string.key, string.value) }
/// ```
///
/// Loading reads the file once, read-only, and never writes to it.
public struct StringFile: Sendable, Equatable {
  /// The path as given to ``load(path:limits:)``.
  public var path: String
  /// The format, from the extension (and content, see ``StringFileFormat``).
  public var format: StringFileFormat
  /// The language the path names (`de.lproj`, `values-pt-rBR`), or `nil` for
  /// `Base.lproj`, `values` and String Catalogs, whose strings each carry their
  /// own language (unless ``setLanguage(_:)`` gave it one). See
  /// `LanguageFromPath` for the rules.
  public var language: String?
  /// For String Catalogs, the catalog's `sourceLanguage`; otherwise `nil`.
  public var sourceLanguage: String?
  /// Every string in file order, each plural, device and array variant once.
  public var strings: [LocalizedString]
  /// For a `.strings` file of an Interface Builder file's strings
  /// (`de.lproj/Main.strings`, as `ibtool` exports them), each key's class as
  /// the comment before its entry names it (`/* Class = "UITabBarItem";
  /// title = "Feed"; ObjectID = "a1B-2c-3De"; */`: `UITabBarItem`); empty
  /// for other files.
  public var interfaceClasses: [String: String] = [:]
  /// For a String Catalog, the keys Xcode marks `"extractionState":
  /// "stale"`: found in no source file when it last extracted the strings,
  /// which no code asks for; empty for other files.
  public var staleKeys: Set<String> = []
  /// Whether aapt2 compiles the file: an Android values file of a res
  /// folder (`res/values-de/strings.xml`, or of a res folder a spec names),
  /// not moko-resources' nor Compose Multiplatform's; set when it is read.
  package var isCompiledByAAPT2 = false

  /// Creates a file value (for tests and callers that build strings themselves).
  public init(
    path: String, format: StringFileFormat, language: String?, sourceLanguage: String? = nil,
    strings: [LocalizedString]
  ) {
    self.path = path
    self.format = format
    self.language = language
    self.sourceLanguage = sourceLanguage
    self.strings = strings
    self.isCompiledByAAPT2 = format == .androidXML && LanguageFromPath.isCompiledByAAPT2(path)
  }

  /// Reads and parses the string file at `path`.
  ///
  /// - Throws: ``StringFileError`` for a missing, unreadable, too large,
  ///   malformed or wrongly encoded file, or one with more strings than
  ///   `limits` allow. Never traps, whatever the bytes.
  public static func load(path: String, limits: CatalogLimits = .init()) throws(StringFileError)
    -> StringFile
  {
    try load(path: path, limits: limits, compiledByAAPT2: false)
  }

  /// ``load(path:limits:)`` of an Android values file, one aapt2 compiles
  /// where `compiledByAAPT2` (a values file of a res folder a spec names,
  /// whatever that folder's name: Gradle's `res.srcDirs` may name any) or
  /// its path says so (``isCompiledByAAPT2``).
  package static func load(path: String, limits: CatalogLimits = .init(), compiledByAAPT2: Bool)
    throws(StringFileError) -> StringFile
  {
    let bytes = try read(path: path, limits: limits)
    return try parse(bytes: bytes, path: path, limits: limits, compiledByAAPT2: compiledByAAPT2)
  }

  /// Parses bytes as the string file at `path` would be parsed (the path gives
  /// the format and language; nothing is read from disk).
  public static func parse(
    bytes: [UInt8], path: String, format: StringFileFormat? = nil,
    limits: CatalogLimits = .init()
  ) throws(StringFileError) -> StringFile {
    try parse(bytes: bytes, path: path, format: format, limits: limits, compiledByAAPT2: false)
  }

  static func parse(
    bytes: [UInt8], path: String, format: StringFileFormat? = nil,
    limits: CatalogLimits = .init(), compiledByAAPT2: Bool
  ) throws(StringFileError) -> StringFile {
    guard bytes.count <= limits.maximumFileSize else {
      throw .tooLarge(path: path, bytes: bytes.count, limit: limits.maximumFileSize)
    }
    let detected = format == nil
    let format = format ?? StringFileFormat.detect(path: path, bytes: bytes)
    if detected, format == .plainText,
      let other = StringFileFormat.otherKind(path: path, bytes: bytes)
    {
      // Read as plain text, a plist or JSON file would be measured a line at a time.
      throw .malformed(path: path, line: nil, reason: other)
    }
    let language = LanguageFromPath.language(forPath: path, format: format)
    let aapt2 =
      format == .androidXML && (compiledByAAPT2 || LanguageFromPath.isCompiledByAAPT2(path))
    var collector = StringCollector(file: path, limits: limits)
    var sourceLanguage: String?
    do {
      switch format {
      case .strings:
        try StringsFileParser.parse(bytes, language: language, into: &collector)
      case .stringsdict:
        try StringsDictParser.parse(bytes, language: language, into: &collector)
      case .xcstrings:
        try XCStringsParser.parse(bytes, sourceLanguage: &sourceLanguage, into: &collector)
      case .androidXML:
        try AndroidStringsParser.parse(
          bytes, language: language,
          fileTranslatable: !AndroidStringsParser.isDoNotTranslateFile(path),
          aapt2: aapt2, into: &collector)
      case .plainText:
        try PlainTextParser.parse(bytes, language: language, into: &collector)
      case .interfaceBuilder:
        try InterfaceBuilderParser.parse(
          bytes, language: language, limits: limits, into: &collector)
      }
    } catch {
      throw error.catalogError(path: path)
    }
    var file = StringFile(
      path: path, format: format, language: format == .xcstrings ? nil : language,
      sourceLanguage: sourceLanguage, strings: collector.strings)
    file.interfaceClasses = collector.interfaceClasses
    file.staleKeys = collector.staleKeys
    file.isCompiledByAAPT2 = aapt2
    return file
  }

  /// The language a file at `path` is for, from its folders (`de.lproj`,
  /// `values-pt-rBR`) and, for plain text, its name (`de.txt`); `nil` for
  /// `Base.lproj`, `values` and paths that name none.
  ///
  /// `Base.lproj` gives `nil` rather than a guess such as `en`: Base holds
  /// the development language, which only the project's settings name, so
  /// callers supply it.
  public static func language(forPath path: String, format: StringFileFormat) -> String? {
    LanguageFromPath.language(forPath: path, format: format)
  }

  /// Whether strings in `language` are translatewiki's message
  /// documentation: a note for translators on each string (`qqq`: an Apple
  /// `qqq.lproj`, Android `values-b+qqq`; `qq`: the Wikimedia Android apps'
  /// `values-qq`), which no device shows, as no device's language has either
  /// code (`qqq` is in ISO 639's private-use range, `qq` is not assigned).
  public static func isMessageDocumentation(language: String?) -> Bool {
    language == "qqq" || language == "qq"
  }

  /// Reads at most `limits.maximumFileSize + 1` bytes of the regular file at
  /// `path` (a FIFO, socket or device is refused before any byte is read).
  static func read(path: String, limits: CatalogLimits) throws(StringFileError) -> [UInt8] {
    do {
      return try InputFile.read(path, limit: limits.maximumFileSize)
    } catch {
      switch error.reason {
      case .notFound: throw .fileNotFound(path: path)
      case .tooLarge(let bytes, let limit):
        throw .tooLarge(path: path, bytes: bytes ?? limit + 1, limit: limit)
      default: throw .unreadable(path: path, reason: error.problem)
      }
    }
  }
}
