import StructuredText

/// The kinds of string file Typometer reads.
public enum StringFileFormat: String, Sendable, Hashable, CaseIterable {
  /// Apple `.strings`: `"key" = "value";` in UTF-8 or UTF-16 (or a compiled
  /// XML or binary property list of strings).
  case strings
  /// Apple `.stringsdict`: a property list of plural and device rules.
  case stringsdict
  /// Apple String Catalog `.xcstrings`: JSON with every language and variation.
  case xcstrings
  /// Android resources `strings.xml` (root element `<resources>`).
  case androidXML = "android-xml"
  /// Plain text: one string per line.
  case plainText = "plain-text"
  /// An Interface Builder file, `.storyboard` or `.xib`: the text its
  /// objects show, keyed as `ibtool` exports them (`f6f-QY-3H3.text`).
  case interfaceBuilder = "interface-builder"

  /// The format for a file, from its extension (case-insensitive):
  /// `.strings`, `.stringsdict`, `.xcstrings`, `.xml` (Android resources; a
  /// different root element is reported as malformed when loading),
  /// `.storyboard` and `.xib` (Interface Builder); every other extension, or
  /// none, is plain text.
  public static func detect(path: String) -> StringFileFormat {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .plainText }
    switch name[name.index(after: dot)...].lowercased() {
    case "strings": return .strings
    case "stringsdict": return .stringsdict
    case "xcstrings": return .xcstrings
    case "xml": return .androidXML
    case "storyboard", "xib": return .interfaceBuilder
    default: return .plainText
    }
  }
}

extension StringFileFormat {
  /// The format from the extension and, for extensions other than the four
  /// known ones and `.txt`, from the content: an XML document whose root is
  /// `<resources>` is Android resources, anything else plain text.
  public static func detect(path: String, bytes: [UInt8]) -> StringFileFormat {
    let byExtension = detect(path: path)
    guard byExtension == .plainText, !path.lowercased().hasSuffix(".txt") else {
      return byExtension
    }
    let head = Self.head(of: bytes)
    if head.hasPrefix("<") && head.contains("<resources") { return .androidXML }
    return .plainText
  }

  /// The start of a file's text, to tell its kind by: its first `count`
  /// characters in UTF-8 or UTF-16 as ``TextDecoding`` finds them (invalid
  /// sequences replaced), without a byte-order mark or leading whitespace.
  static func head(of bytes: [UInt8], count: Int = 1024) -> Substring {
    TextDecoding.start(of: bytes, count: count).drop(while: \.isWhitespace)
  }
}

extension StringFileFormat {
  /// What a file ``detect(path:bytes:)`` calls plain text is, where it is a
  /// kind of file that holds no strings one a line (a property list, by its
  /// `.plist` name or its content; JSON by its `.json` name), in words
  /// saying what to name instead; nil for any other (plain text).
  static func otherKind(path: String, bytes: [UInt8]) -> String? {
    let name = path.lowercased()
    // (A `.txt` file is plain text whatever it begins with.)
    guard !name.hasSuffix(".txt") else { return nil }
    if isPropertyList(path: path, bytes: bytes) {
      return "a property list, not a string file (.strings, .stringsdict, .xcstrings, "
        + "Android XML, or plain text of one string a line): an Info.plist's shown strings are "
        + "its InfoPlist.strings in the .lproj folders"
    }
    if name.hasSuffix(".json") {
      return "JSON, not a string file (.strings, .stringsdict, .xcstrings, Android XML, or "
        + "plain text of one string a line): a String Catalog is named .xcstrings"
    }
    return nil
  }
}

extension StringFileFormat {
  /// Whether the file at `path` is a property list: by its `.plist` name,
  /// the binary form's `bplist` mark, or an XML property list's start (in
  /// UTF-8 or UTF-16).
  static func isPropertyList(path: String, bytes: [UInt8]) -> Bool {
    if path.lowercased().hasSuffix(".plist") || bytes.starts(with: Array("bplist".utf8)) {
      return true
    }
    let head = Self.head(of: bytes)
    return head.hasPrefix("<") && (head.contains("<!DOCTYPE plist") || head.contains("<plist"))
  }

  /// What a file is, in words, where it is one an app's strings are read
  /// from rather than a spec or a config: an Apple string file, an Android
  /// values file (one whose first 4,096 characters hold `<resources`, past
  /// a licence's comment, in UTF-8 or UTF-16), or a property list; nil for
  /// any other (a String Catalog is JSON, told by its keys; another XML
  /// file).
  package static func describedKind(path: String, bytes: [UInt8]) -> String? {
    switch detect(path: path, bytes: bytes) {
    case .strings, .stringsdict: return "an Apple string file"
    case .androidXML:
      return head(of: bytes, count: 4096).contains("<resources") ? "an Android values file" : nil
    case .xcstrings, .interfaceBuilder: return nil
    case .plainText: return isPropertyList(path: path, bytes: bytes) ? "a property list" : nil
    }
  }
}
