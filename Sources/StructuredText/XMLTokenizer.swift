/// Splits UTF-8 XML into start tags, end tags and text, with the line of each.
///
/// The one XML lexer of the package: ``DocumentNode/parseXMLPlist(_:maximumDepth:)``
/// reads property lists from its tokens and ``XMLElementNode/parseXML(_:maximumDepth:)``
/// builds element trees from them. It accepts bytes already checked by
/// ``UTF8Validation``, looks at most a reference's length ahead and recurses only into
/// the entities an XML document declares, at most ``maximumEntityDepth`` deep.
/// In both dialects:
///
/// - A leading UTF-8 byte-order mark and the XML declaration (`<?xml` then
///   whitespace, at the very start, up to `?>`) are skipped.
/// - Comments are skipped wherever they are, also inside text.
/// - Other processing instructions come out as ``Token/instruction(line:)``
///   tokens; each reader decides where one is allowed.
/// - `<!DOCTYPE …>` is allowed before the first element only, and skipped up to
///   the first `>` (outside an internal subset), as CFPropertyList does. Any
///   other `<!…>` declaration, and a DOCTYPE after the first element, is an
///   error.
/// - Text decodes the five named entities (`&lt; &gt; &amp; &quot; &apos;`)
///   and character references `&#ddd;` and `&#xhhh;` (lower-case `x`, as XML
///   and CFPropertyList require; in a property list of at most 11
///   characters) and, in XML, the entities the document declares; any other
///   `&` is an error, as is a reference to U+0000 or a surrogate.
/// - A CDATA section is a text token of its own, kept verbatim and never
///   counted as whitespace.
/// - Names start with an ASCII letter, `_`, `:` or a non-ASCII character; end
///   tags hold only their name and optional whitespace.
/// - Attributes are not read while tokenizing: a start tag carries the byte
///   range of its attributes (quotes are honoured when finding the tag's end),
///   and ``attributes(in:line:)`` reads them on request.
/// - Lines end at LF, CR or CR LF, as XML and CFPropertyList count them.
///
/// Where XML 1.0 and Apple's property-list parser differ, ``Dialect`` says
/// which rules apply.
struct XMLTokenizer {
  /// The rules a reader asks for where XML and CFPropertyList differ.
  enum Dialect: Sendable {
    /// CFPropertyList's XML parser: text is kept byte for byte (a CR LF stays
    /// CR LF), control characters are accepted, a comment ends at the first
    /// `-->` whatever it holds, `]]>` in text is text, and a DOCTYPE with an
    /// internal subset (`<!DOCTYPE plist [ … ]>`) is refused at the `[`.
    case propertyList
    /// XML 1.0 as libxml2 and aapt2 read it: CR LF and lone CR become LF in
    /// text and attribute values, control characters other than tab, LF and
    /// CR are refused (also as character references), `--` inside a comment
    /// and `]]>` in text are errors, and an internal DTD subset is skipped
    /// but for its entity declarations, `<!ENTITY NAME "text">`, whose
    /// references (`&NAME;`) in text and attribute values are replaced by
    /// their text, as aapt2 does (Termux's `&TERMUX_APP_NAME;`, Android
    /// projects' `&hellip;`). An entity's text may hold character references
    /// (decoded where it is declared) and references to other entities (where
    /// it is used), not markup; the first declaration of a name holds. A
    /// parameter entity (`<!ENTITY % …>`) is passed over. An external entity
    /// (`SYSTEM`, `PUBLIC`), entities nested deeper than ``maximumEntityDepth`` or
    /// referring to themselves, and a document whose references expand to
    /// more than ``maximumEntityExpansion`` bytes in all are refused: a
    /// document's own entities must not expand without bound.
    case xml
  }

  /// A piece of the document.
  enum Token {
    /// A start tag (or empty-element tag when `selfClosing`) and the byte range
    /// of its attributes.
    case start(name: String, attributes: Range<Int>, selfClosing: Bool, line: Int)
    /// An end tag.
    case end(name: String, line: Int)
    /// Character data with references decoded, or a CDATA section's content.
    /// `isWhitespace` is true for character data holding only XML whitespace
    /// (space, tab, LF, CR), never for CDATA. `line` is that of the first
    /// character that is not whitespace.
    case text(String, isWhitespace: Bool, line: Int)
    /// A processing instruction other than the leading XML declaration.
    case instruction(line: Int)
    /// The end of the input.
    case endOfInput(line: Int)
  }

  /// The entities an XML document declares, by name: their text with
  /// character references decoded (references to other entities are
  /// replaced where the entity is used), and the bytes their references have
  /// expanded to so far. A class, so that the copies that read attributes
  /// count into the same total.
  private final class Entities {
    var texts: [String: [UInt8]] = [:]
    var expanded = 0
  }

  /// How deep entities may refer to entities (a reference in text is 1).
  static let maximumEntityDepth = 8
  /// The most bytes a document's entity references may expand to in all
  /// (each reference counting one more).
  static let maximumEntityExpansion = 1 << 20
  /// The longest reference an XML document may hold, `&` and `;` included
  /// (an entity's name is shorter).
  static let maximumReferenceLength = 256

  private let bytes: [UInt8]
  private let entities = Entities()
  private let dialect: Dialect
  private let documentStart: Int
  private var index: Int
  private var line = 1
  /// Whether no element has started yet (where a DOCTYPE may appear).
  private var inProlog = true

  /// Creates a tokenizer over UTF-8 bytes; a leading byte-order mark is skipped.
  init(bytes: [UInt8], dialect: Dialect) {
    self.bytes = bytes
    self.dialect = dialect
    documentStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    index = documentStart
  }

  // MARK: - Helpers for readers

  /// The line a token starts on.
  static func line(of token: Token) -> Int {
    switch token {
    case .start(_, _, _, let line), .end(_, let line), .text(_, _, let line),
      .instruction(let line), .endOfInput(let line):
      return line
    }
  }

  /// The failure for `token` found where `expected` was expected.
  static func failure(at token: Token, expected: String) -> ParseFailure {
    let found: String
    switch token {
    case .start(let name, _, _, _): found = "<\(name)>"
    case .end(let name, _): found = "</\(name)>"
    case .text: found = "text"
    case .instruction: found = "a processing instruction"
    case .endOfInput(let line): return ParseFailure(.unexpectedEnd(expected: expected), line: line)
    }
    return ParseFailure(.unexpected(found: found, expected: expected), line: line(of: token))
  }

  /// Whether every byte of UTF-8 `text` is XML whitespace (space, tab, LF, CR).
  static func isWhitespace(_ text: some Sequence<UInt8>) -> Bool {
    text.allSatisfy(isSpace)
  }

  /// Whether `byte` is XML whitespace (space, tab, LF, CR).
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  // MARK: - Tokens

  /// The next token; comments, the XML declaration and the DOCTYPE are
  /// consumed on the way.
  mutating func next() throws(ParseFailure) -> Token {
    while true {
      guard index < bytes.count else { return .endOfInput(line: line) }
      let startLine = line
      guard bytes[index] == UInt8(ascii: "<") else { return try readCharacterData() }
      if hasPrefix("<?", at: index) {
        let isDeclaration =
          index == documentStart && hasPrefix("<?xml", at: index) && index + 5 < bytes.count
          && (Self.isSpace(bytes[index + 5]) || bytes[index + 5] == UInt8(ascii: "?"))
        index += 2
        try skip(past: "?>", what: "a processing instruction")
        if isDeclaration { continue }
        return .instruction(line: startLine)
      }
      if hasPrefix("<!--", at: index) {
        index += 4
        try skipComment()
        continue
      }
      if hasPrefix("<![CDATA[", at: index) {
        index += 9
        var text: [UInt8] = []
        while !hasPrefix("]]>", at: index) {
          guard index < bytes.count else {
            throw ParseFailure(.unexpectedEnd(expected: "']]>' to close CDATA"), line: startLine)
          }
          try takeCharacter(into: &text)
        }
        index += 3
        return .text(String(decoding: text, as: UTF8.self), isWhitespace: false, line: startLine)
      }
      if hasPrefix("<!", at: index) {
        try skipDoctype()
        continue
      }
      inProlog = false
      return try readTag()
    }
  }

  private func hasPrefix(_ prefix: String, at position: Int) -> Bool {
    var position = position
    for byte in prefix.utf8 {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
    }
    return true
  }

  /// Moves past the byte at `index`, counting a line at LF, and at a CR not
  /// followed by LF.
  private mutating func advance() {
    let byte = bytes[index]
    if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
      line += 1
    }
    index += 1
  }

  /// Advances past `terminator`, counting lines; fails at the end of input.
  private mutating func skip(past terminator: String, what: String) throws(ParseFailure) {
    let startLine = line
    let first = terminator.utf8.first ?? 0
    while index < bytes.count {
      if bytes[index] == first && hasPrefix(terminator, at: index) {
        index += terminator.utf8.count
        return
      }
      advance()
    }
    // Said at the line the construct opens, where the missing end belongs.
    throw ParseFailure(
      .unexpectedEnd(expected: "'\(terminator)' to close \(what)"), line: startLine)
  }

  /// ` (opened at line N)` when a construct that opens at line `start` is
  /// found wanting on another line (what opens it is where to look), else
  /// empty: how every file's error says where a construct opens.
  private func since(_ start: Int) -> String {
    line == start ? "" : " (opened at line \(start))"
  }

  /// Skips a comment's content and its `-->`. XML refuses `--` inside a
  /// comment; CFPropertyList reads up to the first `-->`.
  private mutating func skipComment() throws(ParseFailure) {
    let startLine = line
    while index < bytes.count {
      if hasPrefix("--", at: index) {
        if hasPrefix("-->", at: index) {
          index += 3
          return
        }
        if dialect == .xml {
          throw ParseFailure(
            .unexpected(
              found: "'--'",
              expected: "'-->' to close a comment" + since(startLine)),
            line: line)
        }
      }
      advance()
    }
    throw ParseFailure(.unexpectedEnd(expected: "'-->' to close a comment"), line: startLine)
  }

  /// Skips `<!DOCTYPE …>` before the first element, with an internal subset
  /// as the dialect allows; refuses any other `<!` declaration.
  private mutating func skipDoctype() throws(ParseFailure) {
    let startLine = line
    guard inProlog, hasPrefix("<!DOCTYPE", at: index) else {
      throw ParseFailure(
        .unexpected(found: "'<!'", expected: "an element, a comment or CDATA"), line: startLine)
    }
    index += 9
    // Like CFPropertyList, the first '>' (outside the subset) ends it; quotes
    // are not looked at.
    var inSubset = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "[") && !inSubset {
        if dialect == .propertyList {
          throw ParseFailure(
            .unexpected(found: "'['", expected: "'>' (an internal DTD subset is not read)"),
            line: line)
        }
        inSubset = true
      } else if byte == UInt8(ascii: "]") && inSubset {
        inSubset = false
      } else if inSubset && hasPrefix("<!ENTITY", at: index) {
        try readEntityDeclaration()
        continue
      } else if inSubset && hasPrefix("<!--", at: index) {
        index += 4
        try skipComment()
        continue
      } else if byte == UInt8(ascii: ">") && !inSubset {
        index += 1
        return
      }
      advance()
    }
    throw ParseFailure(.unexpectedEnd(expected: "'>' to close a declaration"), line: line)
  }

  /// Reads `<!ENTITY NAME "text">` (or `'text'`) at `index` into
  /// ``entities``, with the character references in its text decoded.
  private mutating func readEntityDeclaration() throws(ParseFailure) {
    index += 8  // <!ENTITY
    func spaces() -> Int {
      let start = index
      while index < bytes.count && Self.isSpace(bytes[index]) { advance() }
      return index - start
    }
    func found() -> String {
      index < bytes.count ? ParseFailure.describe(bytes[index]) : "the end of the file"
    }
    guard spaces() > 0 else {
      throw ParseFailure(
        .unexpected(found: found(), expected: "a space after <!ENTITY"), line: line)
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: "%") {
      // A parameter entity, for the DTD's own use: passed over to its '>',
      // quotes honoured. (A reference to one in the subset is skipped as
      // the subset's other declarations are.)
      guard moveToClosingBracket(stoppingAt: nil) else {
        throw ParseFailure(.unexpectedEnd(expected: "'>' to close a parameter entity"), line: line)
      }
      index += 1
      return
    }
    let noName = ParseFailure(.unexpected(found: found(), expected: "an entity name"), line: line)
    let name = try readName(orThrow: noName)
    guard name.utf8.count < Self.maximumReferenceLength - 2 else {
      throw ParseFailure(
        .unexpected(
          found: "an entity name of \(name.utf8.count) bytes",
          expected: "at most \(Self.maximumReferenceLength - 3)"), line: line)
    }
    _ = spaces()
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
    else {
      let external = hasPrefix("SYSTEM", at: index) || hasPrefix("PUBLIC", at: index)
      throw ParseFailure(
        .unexpected(
          found: external ? "the external entity \(name)" : found(),
          expected: external
            ? "an entity with its text in quotes (external entities are not read)"
            : "the text of the entity \(name) in quotes"), line: line)
    }
    let quote = bytes[index]
    index += 1
    var text: [UInt8] = []
    while index < bytes.count && bytes[index] != quote {
      if bytes[index] == UInt8(ascii: "%") {
        throw ParseFailure(
          .unexpected(
            found: "'%' in the text of the entity \(name)",
            expected: "no parameter-entity reference (write % as &#37;)"), line: line)
      }
      if hasPrefix("&#", at: index) {
        try readReference(into: &text)
      } else {
        try takeCharacter(into: &text)
      }
    }
    guard index < bytes.count else {
      throw ParseFailure(
        .unexpectedEnd(expected: "the closing quote of the entity \(name)"), line: line)
    }
    index += 1
    _ = spaces()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
      throw ParseFailure(
        .unexpected(found: found(), expected: "'>' to close the entity \(name)"), line: line)
    }
    index += 1
    if entities.texts[name] == nil { entities.texts[name] = text }
  }

  /// Appends the text of the declared entity `name`, its references to
  /// other entities replaced in turn, to `buffer`; `depth` is 1 for a
  /// reference in the document. In an attribute value (`inAttribute`) its
  /// tabs and line breaks become spaces, as the value's own do; a
  /// character reference in its text stands for that character as written.
  private func expandEntity(
    _ name: String, into buffer: inout [UInt8], depth: Int, inAttribute: Bool
  ) throws(ParseFailure) {
    guard let text = entities.texts[name] else {
      throw ParseFailure(.invalidEscape("&" + name + ";"), line: line)
    }
    guard depth <= Self.maximumEntityDepth else {
      throw ParseFailure(
        .unexpected(
          found: "&\(name);",
          expected: "entities nested at most \(Self.maximumEntityDepth) deep, none referring to "
            + "itself"), line: line)
    }
    // Each reference counts as a byte, so that entities of no text referred
    // to many times are bounded too.
    try charge(1, for: name)
    var position = 0
    while position < text.count {
      let byte = text[position]
      if byte == UInt8(ascii: "<") {
        throw ParseFailure(
          .unexpected(
            found: "'<' in the text of the entity \(name)",
            expected: "an entity of text (entities holding markup are not read)"), line: line)
      }
      guard byte == UInt8(ascii: "&") else {
        let run = position
        while position < text.count && text[position] != UInt8(ascii: "&")
          && text[position] != UInt8(ascii: "<")
        {
          position += 1
        }
        try charge(position - run, for: name)
        let start = buffer.count
        buffer.append(contentsOf: text[run..<position])
        if inAttribute {
          // Attribute-value normalization.
          for i in start..<buffer.count where Self.isSpace(buffer[i]) { buffer[i] = 0x20 }
        }
        continue
      }
      let start = position + 1
      guard let end = text[start...].firstIndex(of: UInt8(ascii: ";")) else {
        throw ParseFailure(
          .invalidEscape(String(decoding: text[position...].prefix(12), as: UTF8.self)),
          line: line)
      }
      let inner = String(decoding: text[start..<end], as: UTF8.self)
      position = end + 1
      if let character = referencedCharacter(inner) {
        let utf8 = Array(String(Character(character)).utf8)
        try charge(utf8.count, for: name)
        buffer.append(contentsOf: utf8)
      } else {
        try expandEntity(inner, into: &buffer, depth: depth + 1, inAttribute: inAttribute)
      }
    }
  }

  /// Counts `count` more bytes of the entity `name`'s expansion against
  /// ``maximumEntityExpansion``.
  private func charge(_ count: Int, for name: String) throws(ParseFailure) {
    entities.expanded += count
    guard entities.expanded <= Self.maximumEntityExpansion else {
      throw ParseFailure(
        .unexpected(
          found: "&\(name);",
          expected: "entities expanding to at most \(Self.maximumEntityExpansion >> 20) MiB in all"),
        line: line)
    }
  }

  /// Whether `byte` may start a name (ASCII letter, `_`, `:` or the lead of a
  /// multi-byte character).
  private static func isNameStartByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
      return true
    default: return false
    }
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStartByte(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// Reads a name at `index`; `failure` is thrown when there is none.
  private mutating func readName(orThrow failure: @autoclosure () -> ParseFailure)
    throws(ParseFailure) -> String
  {
    let start = index
    guard index < bytes.count, Self.isNameStartByte(bytes[index]) else { throw failure() }
    while index < bytes.count && Self.isNameByte(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func readTag() throws(ParseFailure) -> Token {
    let startLine = line
    let noName = ParseFailure(.unexpected(found: "'<'", expected: "an element name"), line: line)
    index += 1  // <
    if index < bytes.count && bytes[index] == UInt8(ascii: "/") {
      index += 1
      let name = try readName(orThrow: noName)
      while index < bytes.count && Self.isSpace(bytes[index]) { advance() }
      guard index < bytes.count else {
        throw ParseFailure(.unexpectedEnd(expected: "'>' to close <\(name)>"), line: startLine)
      }
      guard bytes[index] == UInt8(ascii: ">") else {
        throw ParseFailure(
          .unexpected(
            found: ParseFailure.describe(bytes[index]), expected: "'>' to close <\(name)>"),
          line: startLine)
      }
      index += 1
      return .end(name: name, line: startLine)
    }
    let name = try readName(orThrow: noName)
    let attributesStart = index
    guard moveToClosingBracket(stoppingAt: UInt8(ascii: "<")) else {
      guard index < bytes.count else {
        throw ParseFailure(.unexpectedEnd(expected: "'>' to close <\(name)>"), line: startLine)
      }
      // Stopped at a `<` outside quotes: the tag was never closed. Said
      // where the `<` is, with the line the tag starts at.
      throw ParseFailure(
        .unexpected(
          found: "'<'",
          expected: "'>' to close <\(name)>" + since(startLine)),
        line: line)
    }
    let selfClosing = bytes[index - 1] == UInt8(ascii: "/") && index - 1 >= attributesStart
    let attributesEnd = selfClosing ? index - 1 : index
    index += 1
    return .start(
      name: name, attributes: attributesStart..<attributesEnd, selfClosing: selfClosing,
      line: startLine)
  }

  /// Moves to the first `>` outside quotes (`"` or `'`), counting lines:
  /// true there, false at the end of the input or at `stop` outside quotes.
  private mutating func moveToClosingBracket(stoppingAt stop: UInt8?) -> Bool {
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        return true
      } else if byte == stop {
        return false
      }
      advance()
    }
    return false
  }

  private mutating func readCharacterData() throws(ParseFailure) -> Token {
    var startLine = line
    var buffer: [UInt8] = []
    var whitespace = true
    while index < bytes.count && bytes[index] != UInt8(ascii: "<") {
      // A run of bytes no rule applies to, taken at once: not markup, a
      // reference, `]`, a carriage return or a control character.
      let run = index
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "]")
          || byte == 0x0D || (byte < 0x20 && byte != 0x09 && byte != 0x0A)
        {
          break
        }
        if byte == 0x0A {
          line += 1
        } else if whitespace && byte != 0x20 && byte != 0x09 {
          whitespace = false
          startLine = line
        }
        index += 1
      }
      if index > run { buffer.append(contentsOf: bytes[run..<index]) }
      guard index < bytes.count, bytes[index] != UInt8(ascii: "<") else { break }
      let byte = bytes[index]
      if whitespace && !Self.isSpace(byte) {
        // Report text at the line where its first visible character is.
        whitespace = false
        startLine = line
      }
      if byte == UInt8(ascii: "&") {
        try readReference(into: &buffer)
      } else if dialect == .xml && hasPrefix("]]>", at: index) {
        throw ParseFailure(.unexpected(found: "']]>'", expected: "text or a tag"), line: line)
      } else {
        try takeCharacter(into: &buffer)
      }
    }
    return .text(
      String(decoding: buffer, as: UTF8.self), isWhitespace: whitespace, line: startLine)
  }

  /// Appends the character at `index` to `buffer` under the dialect's rules
  /// and moves past it: in XML, CR LF and CR become LF and control characters
  /// are refused.
  private mutating func takeCharacter(into buffer: inout [UInt8]) throws(ParseFailure) {
    let byte = bytes[index]
    if dialect == .xml {
      if byte == 0x0D {
        buffer.append(0x0A)
        advance()
        if index < bytes.count && bytes[index] == 0x0A { advance() }
        return
      }
      if byte < 0x20 && byte != 0x09 && byte != 0x0A {
        throw ParseFailure(
          .unexpected(found: ParseFailure.describe(byte), expected: "no control characters in XML"),
          line: line)
      }
    }
    buffer.append(byte)
    advance()
  }

  /// Decodes `&name;` at `index` into `buffer` (in an attribute value when
  /// `inAttribute`).
  private mutating func readReference(into buffer: inout [UInt8], inAttribute: Bool = false)
    throws(ParseFailure)
  {
    let start = index
    index += 1  // &
    // A property list's references are short; an XML document's may name
    // its own entities.
    let longest = dialect == .propertyList ? 12 : Self.maximumReferenceLength
    // A name ends at `;`; what cannot be in one ends a bare `&` (`A & B`).
    while index < bytes.count && bytes[index] != UInt8(ascii: ";") && index - start < longest
      && !Self.isSpace(bytes[index])
      && ![UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(
        bytes[index])
    {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
      throw ParseFailure(
        .invalidEscape(String(decoding: bytes[start..<index].prefix(40), as: UTF8.self)),
        line: line)
    }
    let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
    index += 1
    if let character = referencedCharacter(name) {
      buffer.append(contentsOf: Array(String(Character(character)).utf8))
    } else if dialect == .xml, !entities.texts.isEmpty, entities.texts[name] != nil {
      try expandEntity(name, into: &buffer, depth: 1, inAttribute: inAttribute)
    } else {
      throw ParseFailure(.invalidEscape("&" + name.prefix(40) + ";"), line: line)
    }
  }

  /// The character a reference's `name` stands for: one of the five
  /// predefined entities (`lt`), or a character reference (`#65`, `#x41`)
  /// to a character the dialect allows; nil for anything else.
  private func referencedCharacter(_ name: String) -> Unicode.Scalar? {
    let scalar: Unicode.Scalar?
    switch name {
    case "lt": scalar = "<"
    case "gt": scalar = ">"
    case "amp": scalar = "&"
    case "quot": scalar = "\""
    case "apos": scalar = "'"
    default:
      // Digits only: UInt32(_:radix:) would also take a sign.
      let hex = name.hasPrefix("#x")
      let digits = name.dropFirst(hex ? 2 : 1)
      guard name.hasPrefix("#"), let first = digits.first,
        hex ? first.isHexDigit : first.isWholeNumber
      else { return nil }
      scalar = UInt32(digits, radix: hex ? 16 : 10).flatMap(Unicode.Scalar.init)
    }
    guard let scalar, scalar.value != 0,
      dialect == .propertyList || scalar.value >= 0x20 || [0x09, 0x0A, 0x0D].contains(scalar.value)
    else { return nil }
    return scalar
  }

  // MARK: - Attributes

  /// The attributes written in `range` of a start tag on `line`, as XML reads
  /// them: `name="value"` or `name='value'`, separated by whitespace, with
  /// references decoded and (in the XML dialect) tab, LF and CR in values
  /// turned into spaces. A name given twice, a value without quotes or with
  /// `<`, and a missing `=` are errors.
  func attributes(in range: Range<Int>, line startLine: Int) throws(ParseFailure) -> [String:
    String]
  {
    var reader = self
    reader.index = range.lowerBound
    reader.line = startLine
    var result: [String: String] = [:]
    while true {
      let beforeSpace = reader.index
      while reader.index < range.upperBound && Self.isSpace(bytes[reader.index]) {
        reader.advance()
      }
      guard reader.index < range.upperBound else { return result }
      guard reader.index > beforeSpace else {
        throw reader.attributeFailure(expected: "whitespace before an attribute")
      }
      // The failure is made only when there is no name (it names the byte).
      let (nameIndex, nameLine) = (reader.index, reader.line)
      let name = try reader.readName(
        orThrow: attributeFailure(at: nameIndex, line: nameLine, expected: "an attribute name"))
      while reader.index < range.upperBound && Self.isSpace(bytes[reader.index]) {
        reader.advance()
      }
      guard reader.index < range.upperBound, bytes[reader.index] == UInt8(ascii: "=") else {
        throw reader.attributeFailure(expected: "'=' after the attribute \(name)")
      }
      reader.index += 1
      while reader.index < range.upperBound && Self.isSpace(bytes[reader.index]) {
        reader.advance()
      }
      guard reader.index < range.upperBound,
        bytes[reader.index] == UInt8(ascii: "\"") || bytes[reader.index] == UInt8(ascii: "'")
      else { throw reader.attributeFailure(expected: "a quoted value for the attribute \(name)") }
      let quote = bytes[reader.index]
      reader.index += 1
      var value: [UInt8] = []
      while reader.index < range.upperBound && bytes[reader.index] != quote {
        // A run of bytes no rule applies to, taken at once: not the quote,
        // `<`, a reference or a control character (nor a line break).
        let run = reader.index
        while reader.index < range.upperBound {
          let byte = bytes[reader.index]
          guard byte >= 0x20, byte != quote, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&")
          else { break }
          reader.index += 1
        }
        if reader.index > run { value.append(contentsOf: bytes[run..<reader.index]) }
        guard reader.index < range.upperBound, bytes[reader.index] != quote else { break }
        let byte = bytes[reader.index]
        if byte == UInt8(ascii: "<") {
          throw reader.attributeFailure(expected: "no '<' in the value of \(name)")
        }
        if byte == UInt8(ascii: "&") {
          try reader.readReference(into: &value, inAttribute: true)
        } else if dialect == .xml && Self.isSpace(byte) {
          // Attribute-value normalization: each line break or tab is one space.
          let length = value.count
          try reader.takeCharacter(into: &value)
          value[length] = 0x20
        } else {
          try reader.takeCharacter(into: &value)
        }
      }
      guard reader.index < range.upperBound else {
        throw reader.attributeFailure(expected: "the closing quote of \(name)")
      }
      reader.index += 1
      guard result.updateValue(String(decoding: value, as: UTF8.self), forKey: name) == nil else {
        throw ParseFailure(
          .unexpected(found: "a second attribute \(name)", expected: "each attribute once"),
          line: reader.line)
      }
    }
  }

  private func attributeFailure(expected: String) -> ParseFailure {
    attributeFailure(at: index, line: line, expected: expected)
  }

  /// The failure of a tag's attributes at `index`, on `line`.
  private func attributeFailure(at index: Int, line: Int, expected: String) -> ParseFailure {
    let found = index < bytes.count ? ParseFailure.describe(bytes[index]) : "the end of the tag"
    return ParseFailure(.unexpected(found: found, expected: expected), line: line)
  }
}
