import Foundation
import StructuredText

/// Parses Android resource files (`res/values*/strings.xml`).
///
/// - `<string name>` yields one string; `<plurals name>` one per
///   `<item quantity>` (variant `plural.one`…); `<string-array name>` and
///   `<array name>` one per `<item>` (variant `0`, `1`… as the array index)
///   that is text: not another kind of value (`@color/…`, `@drawable/…`,
///   `?attr/…`, `@null`, a colour in a typed `<array>`); `<item type="string"
///   name>` is read like `<string>`. Other resources (colours, dimensions…)
///   are skipped.
/// - An entry for a `product` other than `default` (`product="tablet"`) is
///   left out, as a build that names no product leaves it.
/// - `translatable="false"` is kept and marked, and so is every string of a
///   file whose name starts with `donottranslate` (`donottranslate.xml`: a
///   convention Android Lint's translation checks follow, for constants such
///   as package names and URLs); `tools:` attributes are ignored.
/// - Text is read as aapt2 reads it: XML entities and CDATA first, then runs of
///   whitespace collapse to one space and the ends are trimmed, except inside
///   unescaped double quotes (which are removed); the escapes `\n \t \' \" \\
///   \@ \? \uXXXX` are decoded and any other escaped character stands for
///   itself.
/// - HTML-style tags inside a string (`<b>`, `<i>`, `<xliff:g>`) are dropped and
///   their text kept, so `<xliff:g id="n" example="5">%1$d</xliff:g>` reads as
///   `%1$d`. Markup written as text (inside CDATA or as `&lt;b&gt;`), which
///   the app shows through `Html.fromHtml`, is read as that shows it when it
///   holds HTML tags (``HTMLText``): `<![CDATA[Tap <b>Save</b>]]>` reads as
///   `Tap Save`.
/// - A whole value `@string/name` is replaced by that string of the same file
///   (following chains up to ``CatalogLimits/maximumDepth``), and the string
///   keeps the name as its ``LocalizedString/reference``. A reference to
///   another file's string or the platform's (`@android:string/ok`, kept as
///   `android:ok`) stays as written and is marked
///   ``LocalizedString/isUnresolvedReference``: ``AndroidStringReferences``
///   resolves it across a resource set's files.
enum AndroidStringsParser {
  private struct Pending {
    var key: String
    var value: String
    var reference: String?
    var variant: String?
    var line: Int
    var isTranslatable: Bool
  }

  /// Whether the values file at `path` holds strings not to translate by
  /// its name, as Android Lint takes it (`donottranslate.xml`,
  /// `donottranslate-urls.xml`).
  static func isDoNotTranslateFile(_ path: String) -> Bool {
    (path.split(separator: "/").last ?? "").hasPrefix("donottranslate")
  }

  /// Reads `bytes`; with `fileTranslatable` false (a `donottranslate` file),
  /// every string is marked not to translate. With `aapt2` (a res folder's
  /// values file, which aapt2 compiles; not moko-resources' or Compose
  /// Multiplatform's), what aapt2 refuses is an error at its line, as the
  /// build fails on it: a resource given twice, an invalid `\u` escape, an
  /// apostrophe neither escaped nor in double quotes (in text of no markup).
  static func parse(
    _ bytes: [UInt8], language: String?, fileTranslatable: Bool = true, aapt2: Bool = false,
    into collector: inout StringCollector
  ) throws(ParseError) {
    if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
      throw ParseError("the file is empty", line: 1)
    }
    let root = try XMLElementNode.catalogXML(bytes, limits: collector.limits)
    guard root.name == "resources" else {
      throw ParseError(
        "the root element is <\(root.name.prefix(80))>, expected <resources>", line: root.line)
    }
    var pending: [Pending] = []
    // Each resource's line, where aapt2 compiles the file.
    var defined: [String: Int] = [:]
    for element in root.elements {
      // A build without `--product` keeps the default product's entry
      // (aapt2's product filter): a tablet's text is not a phone's.
      if let product = element.attributes["product"], product != "default" { continue }
      let translatable = fileTranslatable && element.attributes["translatable"] != "false"
      let isString =
        element.name == "string"
        || (element.name == "item" && element.attributes["type"] == "string")
      switch isString ? "string" : element.name {
      case "string":
        let name = try requireName(element)
        if aapt2 { try define("string", name, line: element.line, in: &defined) }
        let (value, reference) = try decode(element, aapt2: aapt2)
        try collector.checkLength(value, line: element.line)
        pending.append(
          Pending(
            key: name, value: HTMLText.rendered(value), reference: reference, line: element.line,
            isTranslatable: translatable))
      case "plurals":
        let name = try requireName(element)
        if aapt2 { try define("plurals", name, line: element.line, in: &defined) }
        var quantities: [String: Int] = [:]
        for item in element.elements where item.name == "item" {
          guard let quantity = item.attributes["quantity"] else {
            throw ParseError("an <item> of plurals \"\(name)\" has no quantity", line: item.line)
          }
          guard PluralForms.names.contains(quantity) else {
            throw ParseError(
              "plurals \"\(name)\" has an unknown quantity \"\(quantity.prefix(40))\"",
              line: item.line)
          }
          if aapt2, let first = quantities[quantity] {
            throw ParseError(
              "plurals \"\(name.prefix(80))\" gives quantity \"\(quantity)\" again (first at line "
                + "\(first)): aapt2 refuses it",
              line: item.line)
          }
          quantities[quantity] = item.line
          let (value, reference) = try decode(item, aapt2: aapt2)
          try collector.checkLength(value, line: item.line)
          pending.append(
            Pending(
              key: name, value: HTMLText.rendered(value), reference: reference,
              variant: "plural." + quantity,
              line: item.line, isTranslatable: translatable))
        }
      case "string-array", "array":
        let name = try requireName(element)
        if aapt2 { try define("array", name, line: element.line, in: &defined) }
        for (index, item) in element.elements.filter({ $0.name == "item" }).enumerated() {
          // A typed array's colour or drawable is not text.
          guard !isOtherValue(item, inTypedArray: element.name == "array") else { continue }
          let (value, reference) = try decode(item, aapt2: aapt2)
          try collector.checkLength(value, line: item.line)
          pending.append(
            Pending(
              key: name, value: HTMLText.rendered(value), reference: reference,
              variant: String(index),
              line: item.line, isTranslatable: translatable))
        }
      default:
        continue
      }
    }
    // (The last of a name, which a file aapt2 does not read and that gives
    // it twice shows, as the check measures it.)
    var named: [String: Pending] = [:]
    for entry in pending where entry.variant == nil {
      named[entry.key] = entry
    }
    for entry in pending {
      var value = entry.value
      var reference = entry.reference
      var chain: [String] = []
      while let name = reference, let target = named[name] {
        // A chain of @string/ references that comes back to a name shows no
        // text: an unresolved reference, left out and counted as one of
        // another file's loop is (never the reference as text). One longer
        // than the limit is an error.
        if chain.contains(name) {
          value = entry.value
          break
        }
        guard chain.count < collector.limits.maximumDepth else {
          throw ParseError(
            "'\(entry.key.prefix(80))' refers to @string/ references more than "
              + "\(collector.limits.maximumDepth) deep",
            line: entry.line)
        }
        chain.append(name)
        value = target.value
        reference = target.reference
      }
      // Markup as text was rendered once per element, after the length
      // check (rendering never lengthens it); references share it.
      try collector.add(
        key: entry.key, value: value, language: language,
        variant: entry.variant, line: entry.line, isTranslatable: entry.isTranslatable,
        reference: entry.reference.map { .init(name: $0, isResolved: reference == nil) })
    }
  }

  /// Notes the resource `type/name` an element at `line` defines; fails
  /// where it was defined before (aapt2: "duplicate value for resource").
  private static func define(
    _ type: String, _ name: String, line: Int, in defined: inout [String: Int]
  ) throws(ParseError) {
    let resource = type + "/" + name
    if let first = defined[resource] {
      throw ParseError(
        "\(type) \"\(name.prefix(80))\" is defined again (first at line \(first)): aapt2 "
          + "refuses a resource given twice in a file",
        line: line)
    }
    defined[resource] = line
  }

  private static func requireName(_ element: XMLElementNode) throws(ParseError) -> String {
    guard let name = element.attributes["name"], !name.isEmpty else {
      throw ParseError("<\(element.name)> has no name attribute", line: element.line)
    }
    return name
  }

  /// The text of an element with tags dropped, unescaped as aapt2 does, and
  /// the name it refers to when the whole value is a string reference
  /// (``referencedName(_:)``).
  static func decode(_ element: XMLElementNode, aapt2: Bool = false) throws(ParseError) -> (
    String, String?
  ) {
    var raw = ""
    flatten(element, into: &raw)
    let (value, badEscape) = unescaping(raw)
    if aapt2 {
      if badEscape { throw ParseError(Refusal.unicodeEscape.message(raw), line: element.line) }
      if raw.utf8.contains(UInt8(ascii: "'")), hasUnescapedApostrophe(element) {
        throw ParseError(Refusal.apostrophe.message(raw), line: element.line)
      }
    }
    // A reference is the whole raw value but ASCII whitespace around it, as
    // aapt2 trims it (an escaped \@ or a quoted one is text).
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
    let bytes = raw.utf8
    guard let start = bytes.firstIndex(where: { !isSpace($0) }), bytes[start] == UInt8(ascii: "@"),
      let end = bytes.lastIndex(where: { !isSpace($0) })
    else { return (value, nil) }
    return (value, referencedName(String(decoding: bytes[start...end], as: UTF8.self)))
  }

  /// Whether an array item is a value of another kind than text, as aapt2
  /// reads it: a reference to another type of resource (`@color/accent`,
  /// `@drawable/icon`, `?attr/colorPrimary`) and, in a typed `<array>`, a
  /// colour (`#FF0000`). Such an item is not a string of the app.
  static func isOtherValue(_ item: XMLElementNode, inTypedArray: Bool) -> Bool {
    var raw = ""
    flatten(item, into: &raw)
    let value = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let first = value.first, first == "@" || first == "?" || first == "#" else {
      return false
    }
    if first == "#" {
      let digits = value.dropFirst()
      return inTypedArray && [3, 4, 6, 8].contains(digits.count)
        && digits.allSatisfy { $0.isASCII && $0.isHexDigit }
    }
    // `@[+][*][package:]type/name`, `?[package:][type/]name`.
    var rest = value.dropFirst()
    if rest.hasPrefix("+") || rest.hasPrefix("*") { rest = rest.dropFirst() }
    guard let slash = rest.firstIndex(of: "/") else {
      return (first == "?" && !rest.isEmpty) || value == "@null" || value == "@empty"
    }
    var type = rest[..<slash]
    if let colon = type.lastIndex(of: ":") { type = type[type.index(after: colon)...] }
    let isName: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    guard !type.isEmpty, type.allSatisfy(isName), type != "string",
      rest[rest.index(after: slash)...].allSatisfy({ isName($0) || $0 == ":" })
    else { return false }
    return true
  }

  /// The string a whole value refers to: `never` for `@string/never` and for
  /// a package's `@com.example:string/never` (resources of the app and its
  /// libraries merge by name), `android:ok` for the platform's
  /// `@android:string/ok`, `@*android:string/ok` or `@string/android:ok`;
  /// `android:null` for `@null`, which aapt2 compiles as no value (no text a
  /// view shows: never resolved); nil for anything else.
  static func referencedName(_ value: String) -> String? {
    guard value.hasPrefix("@") else { return nil }
    if value == "@null" { return "android:null" }
    var rest = value.dropFirst()
    if rest.hasPrefix("*") { rest = rest.dropFirst() }
    var package: Substring?
    if let colon = rest.firstIndex(of: ":"), let slash = rest.firstIndex(of: "/"), colon < slash {
      package = rest[..<colon]
      rest = rest[rest.index(after: colon)...]
    }
    guard rest.hasPrefix("string/") else { return nil }
    var name = rest.dropFirst("string/".count)
    if package == nil, let colon = name.firstIndex(of: ":") {
      package = name[..<colon]
      name = name[name.index(after: colon)...]
    }
    func isName(_ text: Substring) -> Bool {
      !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }
    guard isName(name), package.map(isName) ?? true else { return nil }
    return package == "android" ? "android:" + name : String(name)
  }

  private static func flatten(_ element: XMLElementNode, into text: inout String) {
    for child in element.children {
      switch child {
      case .text(let piece, _): text += piece
      case .element(let inner): flatten(inner, into: &text)
      }
    }
  }

  /// Whether the text of `element` has an apostrophe aapt2 refuses:
  /// neither escaped nor inside double quotes, where the quotes start afresh
  /// at each tag of HTML markup (`<b>`, aapt2's spans), not at a namespaced
  /// one's (`<xliff:g>`).
  static func hasUnescapedApostrophe(_ element: XMLElementNode) -> Bool {
    var inQuotes = false
    var escaped = false
    func scan(_ node: XMLElementNode) -> Bool {
      for child in node.children {
        switch child {
        case .text(let piece, _):
          // (aapt2 reads each piece between tags alone: a backslash before a
          // tag escapes nothing.)
          escaped = false
          for scalar in piece.unicodeScalars {
            if escaped {
              escaped = false
            } else if scalar == "\\" {
              escaped = true
            } else if scalar == "\"" {
              inQuotes.toggle()
            } else if scalar == "'", !inQuotes {
              return true
            }
          }
        case .element(let inner):
          let span = !inner.name.contains(":")
          if span { inQuotes = false }
          if scan(inner) { return true }
          if span { inQuotes = false }
        }
      }
      return false
    }
    return scan(element)
  }

  /// What aapt2 refuses in a string's text.
  enum Refusal {
    /// `\u` not followed by hex digits (up to four, as many as the text has).
    case unicodeEscape
    /// `'` neither escaped (`\'`) nor inside double quotes.
    case apostrophe

    /// aapt2's words, with the text (its first 80 characters).
    func message(_ raw: String) -> String {
      let text = raw.count > 80 ? raw.prefix(80) + "…" : raw[...]
      switch self {
      case .unicodeEscape:
        return "invalid unicode escape sequence in string \"\(text)\" (aapt2 refuses it: "
          + "\\u takes four hex digits)"
      case .apostrophe:
        return "unescaped apostrophe in string \"\(text)\" (aapt2 refuses it: write \\' or put "
          + "the text in double quotes)"
      }
    }
  }

  /// Android's string unescaping: whitespace collapsing outside quotes,
  /// quote removal and backslash escapes.
  static func unescape(_ raw: String) -> String { unescaping(raw).text }

  /// ``unescape(_:)``, and whether `raw` holds a `\u` escape aapt2 refuses
  /// (``Refusal/unicodeEscape``).
  static func unescaping(_ raw: String) -> (text: String, badEscape: Bool) {
    // Most values have nothing to undo: no escape, quote, tab or line
    // break, no space at either end or next to another.
    var previous: UInt8 = 0x20
    var plain = true
    for byte in raw.utf8 {
      if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") || byte == 0x09 || byte == 0x0A
        || byte == 0x0D || (byte == 0x20 && previous == 0x20)
      {
        plain = false
        break
      }
      previous = byte
    }
    if plain && previous != 0x20 { return (raw, false) }
    var badEscape = false
    // UTF-8 bytes, made a string once (appending to a string scalar by
    // scalar cost more than the rest of reading the file).
    var result: [UInt8] = []
    result.reserveCapacity(raw.utf8.count)
    var inQuotes = false
    var pendingSpace = false
    var scalars = Array(raw.unicodeScalars)
    scalars.append(" ")  // sentinel so trailing whitespace is trimmed below
    var index = 0
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }
    func emit(_ scalar: Unicode.Scalar) {
      if pendingSpace && !result.isEmpty { result.append(0x20) }
      pendingSpace = false
      UTF8.encode(scalar) { result.append($0) }
    }
    while index < scalars.count - 1 {
      let scalar = scalars[index]
      index += 1
      if scalar == "\\" {
        guard index < scalars.count - 1 else { break }
        let escaped = scalars[index]
        index += 1
        switch escaped {
        case "n": emit("\n")
        case "t": emit("\t")
        case "u":
          /// The code unit of up to four hex digits from `index` (as many as
          /// the text has: none at its end is 0), nil where another character
          /// comes first.
          func codeUnit() -> UInt32? {
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, index < scalars.count - 1 {
              guard scalars[index].isASCII,
                let digit = StringsFileParser.hexValue(UInt8(scalars[index].value))
              else { return nil }
              value = value << 4 | UInt32(digit)
              index += 1
              digits += 1
            }
            // (At the text's end, the digits there are, none for U+0000, as aapt2 takes them.)
            return value
          }
          let start = index
          guard let unit = codeUnit() else {
            badEscape = true
            index = start
            emit("u")
            break
          }
          if let unicode = Unicode.Scalar(unit) {
            emit(unicode)
          } else if (0xD800...0xDBFF).contains(unit), index + 1 < scalars.count - 1,
            scalars[index] == "\\", scalars[index + 1] == "u"
          {
            // A UTF-16 surrogate pair, `\uD83E\uDDD8` (🧘).
            let low = index
            index += 2
            if let second = codeUnit(), (0xDC00...0xDFFF).contains(second),
              let pair = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (second - 0xDC00))
            {
              emit(pair)
            } else {
              index = low
              emit("\u{FFFD}")
            }
          } else {
            // A lone surrogate: what decoding UTF-16 makes of it.
            emit("\u{FFFD}")
          }
        default: emit(escaped)
        }
        continue
      }
      if scalar == "\"" {
        inQuotes.toggle()
        continue
      }
      if isSpace(scalar) && !inQuotes {
        pendingSpace = true
        continue
      }
      emit(scalar)
    }
    return (String(decoding: result, as: UTF8.self), badEscape)
  }
}
