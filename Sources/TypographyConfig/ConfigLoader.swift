import FileAccess
import StructuredText

/// The format of a config file, detected from its content.
public enum ConfigFormat: String, Sendable, Hashable, CaseIterable {
  /// JSON (RFC 8259), UTF-8.
  case json
  /// An XML property list, UTF-8.
  case xmlPlist = "xml-plist"
  /// A binary property list (`bplist00`).
  case binaryPlist = "binary-plist"

  /// Detects the format from the first bytes, whatever the file's extension:
  /// `bplist` is a binary plist, `<` (after a byte-order mark and whitespace)
  /// an XML plist, anything else JSON.
  public static func detect(_ bytes: some Collection<UInt8>) -> ConfigFormat {
    if bytes.starts(with: Array("bplist".utf8)) { return .binaryPlist }
    return XMLElementNode.startsWithMarkup(bytes) ? .xmlPlist : .json
  }
}

/// Limits that bound the work done on one untrusted config file.
public struct ConfigLimits: Sendable, Hashable {
  /// The largest file read, in bytes (default 16 MiB; TypographyKit configs are
  /// a few kilobytes). Larger files are refused with a `parse-error` without
  /// being read in full.
  public var maximumFileSize: Int
  /// The deepest nesting of arrays and dictionaries accepted (default 64).
  public var maximumDepth: Int

  /// Creates limits; the defaults are 16 MiB and 64 levels.
  public init(maximumFileSize: Int = 16 * 1024 * 1024, maximumDepth: Int = 64) {
    self.maximumFileSize = maximumFileSize
    self.maximumDepth = maximumDepth
  }
}

/// A parsed config file: its format and its value tree with lines.
struct ConfigDocument: Sendable {
  var format: ConfigFormat
  var root: DocumentNode
}

/// Reads config files and parses them into ``DocumentNode`` trees.
///
/// Files are opened read-only and never written to.
enum ConfigLoader {
  /// Reads at most `limits.maximumFileSize + 1` bytes of the regular file at
  /// `path` (a FIFO, socket or device is refused before any byte is read).
  static func read(path: String, limits: ConfigLimits) throws(ParseFailure) -> [UInt8] {
    do {
      return try InputFile.read(path, limit: limits.maximumFileSize)
    } catch {
      if case .tooLarge(let bytes, let limit) = error.reason {
        throw ParseFailure(.tooLarge(bytes: bytes ?? limit + 1, limit: limit))
      }
      throw ParseFailure(.unreadable(error.problem))
    }
  }

  /// Parses bytes in the format their content shows.
  static func parse(_ bytes: [UInt8], limits: ConfigLimits) throws(ParseFailure) -> ConfigDocument {
    guard bytes.count <= limits.maximumFileSize else {
      throw ParseFailure(.tooLarge(bytes: bytes.count, limit: limits.maximumFileSize))
    }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
      || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF])
    {
      throw ParseFailure(.unsupportedEncoding("UTF-16 or UTF-32"), line: 1)
    }
    let format = ConfigFormat.detect(bytes)
    let root: DocumentNode
    switch format {
    case .binaryPlist:
      root = try DocumentNode.parseBinaryPlist(bytes, maximumDepth: limits.maximumDepth)
    case .json, .xmlPlist:
      if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
        throw ParseFailure(.empty)
      }
      if format == .json {
        do {
          root = try DocumentNode.parseJSON(bytes, maximumDepth: limits.maximumDepth)
        } catch {
          throw notJSON(bytes) ?? error
        }
      } else {
        do {
          root = try DocumentNode.parseXMLPlist(bytes, maximumDepth: limits.maximumDepth)
        } catch {
          // An Android values file given as a config: say what it is.
          if case .unexpected(let found, _) = error.reason, found == "<resources>" {
            throw ParseFailure(
              .unexpected(
                found: found,
                expected: "a plist (this is an Android values file: check reads it through a "
                  + "spec's \"resources\")"), line: error.line)
          }
          throw error
        }
      }
    }
    guard case .dictionary = root.value else {
      throw ParseFailure(.topLevelNotDictionary(found: root.found), line: root.line)
    }
    return ConfigDocument(format: format, root: root)
  }

  /// The failure for a file that begins as no JSON, XML or binary plist
  /// does (a letter or `#`: YAML, TOML, a text file given as a config),
  /// quoting its first line; nil for one that begins as JSON may.
  static func notJSON(_ bytes: [UInt8]) -> ParseFailure? {
    let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    guard let start = text.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
      text[start] == UInt8(ascii: "#") || (0x41...0x5A).contains(text[start] & 0xDF)
    else { return nil }
    let line = text[start...].prefix { $0 != 0x0A && $0 != 0x0D }.prefix(40)
    return ParseFailure(
      .otherKind(
        document: "a TypographyKit config",
        kind: "neither JSON nor a property list (it begins '"
          + Quoted.shortened(String(decoding: line, as: UTF8.self)) + "')",
        use: "a config is JSON, an XML plist or a binary plist"),
      line: 1 + text[..<start].count { $0 == 0x0A })
  }

  /// Refuses a document that is another kind of file (an asset catalog's
  /// `Contents.json`, SwiftPM's `Package.resolved`): a top level with keys,
  /// none of them a section's nor near one's name (a misspelt section is a
  /// config with an unknown key).
  static func checkIsConfig(_ document: ConfigDocument) throws(ParseFailure) {
    guard case .dictionary(let entries) = document.root.value, !entries.isEmpty else { return }
    let known = TypographyKitKeys.sections
    let isConfig = entries.contains {
      known.contains($0.key)
        || !NameSuggestions.suggestions(for: $0.key, among: known, limit: 1).isEmpty
    }
    guard !isConfig else { return }
    // A check spec: its containers and what they take.
    let keys = Set(entries.map(\.key))
    if keys.contains("containers"), !keys.isDisjoint(with: ["strings", "config", "resources"]) {
      throw ParseFailure(
        .otherKind(
          document: "a TypographyKit config", kind: "a check spec",
          use: "run typometer check on it (validate reads the configs it names)"),
        line: document.root.line)
    }
    throw ParseFailure(
      .noKnownKey(
        document: "a TypographyKit config", found: entries.prefix(4).map(\.key), known: known),
      line: document.root.line)
  }
}
