/// Reads an XML property list into a ``DocumentNode`` tree with the line of
/// every `<key>` and value, as CFPropertyList's XML parser reads it.
///
/// `PropertyListSerialization` gives no positions, so this reads the plist
/// elements `plist dict array key string integer real true false date data`
/// from ``XMLTokenizer`` tokens in its property-list dialect. The `<plist>`
/// wrapper is optional; attributes are ignored. Processing instructions are
/// skipped where a value may start and refused inside text. Text-valued
/// elements hold text, references and CDATA only (a child element is an
/// error); `<true>` and `<false>` hold at most whitespace. Containers are
/// kept on an explicit stack, so nesting never recurses; more than
/// `maximumDepth` nested arrays and dictionaries stop the parse. The first
/// error is reported with its line.
struct XMLPlistReader {
  /// An array or dictionary being read; values are appended in place.
  private struct Container {
    var isDictionary: Bool
    var line: Int
    var elements: [DocumentNode] = []
    var entries: [DocumentEntry] = []
    /// The key just read, whose value comes next.
    var key = ""
    var keyLine = 0

    /// The finished container.
    var node: DocumentNode {
      DocumentNode(value: isDictionary ? .dictionary(entries) : .array(elements), line: line)
    }
  }

  private var tokens: XMLTokenizer
  private let maximumDepth: Int
  private var open: [Container] = []

  private init(bytes: [UInt8], maximumDepth: Int) {
    tokens = XMLTokenizer(bytes: bytes, dialect: .propertyList)
    self.maximumDepth = maximumDepth
  }

  /// Parses UTF-8 bytes already validated (a leading byte-order mark is skipped).
  static func parse(_ bytes: [UInt8], maximumDepth: Int) throws(ParseFailure) -> DocumentNode {
    var reader = XMLPlistReader(bytes: bytes, maximumDepth: maximumDepth)
    return try reader.parseDocument()
  }

  /// Parses the document's single top-level value.
  private mutating func parseDocument() throws(ParseFailure) -> DocumentNode {
    var token = try nextSignificant()
    var wrapped = false
    if case .start("plist", _, let selfClosing, let line) = token {
      if selfClosing {
        throw ParseFailure(.unexpected(found: "<plist/>", expected: "a value"), line: line)
      }
      wrapped = true
      token = try nextSignificant()
    }
    if case .endOfInput = token { throw ParseFailure(.empty) }
    let node = try parseValue(token)
    if wrapped {
      let end = try nextSignificant()
      guard case .end("plist", _) = end else {
        throw XMLTokenizer.failure(at: end, expected: "</plist>")
      }
    }
    let rest = try nextSignificant()
    guard case .endOfInput = rest else {
      throw ParseFailure(.trailingContent, line: XMLTokenizer.line(of: rest))
    }
    return node
  }

  // MARK: - Values

  /// What comes next inside the innermost open container.
  private enum Step {
    /// The container closed; this is its value.
    case closed(DocumentNode)
    /// A token that starts the container's next value.
    case value(XMLTokenizer.Token)
  }

  /// Reads the value `first` starts, with everything nested in it.
  private mutating func parseValue(_ first: XMLTokenizer.Token) throws(ParseFailure)
    -> DocumentNode
  {
    var token = first
    while true {
      var finished = try startValue(token)
      nextValue: while true {
        if let node = finished {
          guard !open.isEmpty else { return node }
          add(node)
        }
        switch try nextStep() {
        case .closed(let node): finished = node
        case .value(let next):
          token = next
          break nextValue
        }
      }
    }
  }

  /// Reads a leaf value, or opens a container and returns `nil`.
  private mutating func startValue(_ token: XMLTokenizer.Token) throws(ParseFailure)
    -> DocumentNode?
  {
    guard case .start(let name, _, let selfClosing, let startLine) = token else {
      throw XMLTokenizer.failure(at: token, expected: "a value element")
    }
    switch name {
    case "dict", "array":
      guard open.count < maximumDepth else {
        throw ParseFailure(.tooDeep(limit: maximumDepth), line: startLine)
      }
      let container = Container(isDictionary: name == "dict", line: startLine)
      if selfClosing { return container.node }
      open.append(container)
      return nil
    case "string":
      let text = selfClosing ? "" : try readText(closing: name)
      return DocumentNode(value: .string(text), line: startLine)
    case "integer", "real":
      let text = selfClosing ? "" : try readText(closing: name)
      let number = name == "integer" ? Self.integer(from: text) : Self.real(from: text)
      guard let number else {
        throw ParseFailure(.invalidNumber(String(text.prefix(40))), line: startLine)
      }
      return DocumentNode(value: .number(number), line: startLine)
    case "true", "false":
      if !selfClosing {
        let text = try readText(closing: name)
        guard XMLTokenizer.isWhitespace(text.utf8) else {
          throw ParseFailure(.unexpected(found: "text", expected: "</\(name)>"), line: startLine)
        }
      }
      return DocumentNode(value: .bool(name == "true"), line: startLine)
    case "date":
      let text = selfClosing ? "" : try readText(closing: name)
      return DocumentNode(value: .date(text), line: startLine)
    case "data":
      let text = selfClosing ? "" : try readText(closing: name)
      return DocumentNode(value: .data(text.utf8.count), line: startLine)
    default:
      throw ParseFailure(
        .unexpected(found: "<\(name)>", expected: "a plist value element"), line: startLine)
    }
  }

  /// Puts a finished value into the innermost open container (after its key,
  /// in a dictionary).
  private mutating func add(_ node: DocumentNode) {
    let last = open.count - 1
    if open[last].isDictionary {
      open[last].entries.append(
        DocumentEntry(key: open[last].key, line: open[last].keyLine, value: node))
    } else {
      open[last].elements.append(node)
    }
  }

  /// Reads up to the next value of the innermost open container, or its end.
  private mutating func nextStep() throws(ParseFailure) -> Step {
    let token = try nextSignificant()
    let last = open.count - 1
    guard open[last].isDictionary else {
      guard case .end("array", _) = token else { return .value(token) }
      return .closed(open.removeLast().node)
    }
    if case .end("dict", _) = token { return .closed(open.removeLast().node) }
    guard case .start("key", _, let selfClosing, let keyLine) = token else {
      throw XMLTokenizer.failure(at: token, expected: "<key> or </dict>")
    }
    let key = selfClosing ? "" : try readText(closing: "key")
    open[last].key = key
    open[last].keyLine = keyLine
    let valueToken = try nextSignificant()
    if case .end("dict", let endLine) = valueToken {
      throw ParseFailure(
        .unexpected(found: "</dict>", expected: "a value after <key>\(key.prefix(80))</key>"),
        line: endLine)
    }
    return .value(valueToken)
  }

  /// Reads text, references and CDATA up to the end tag `name`.
  private mutating func readText(closing name: String) throws(ParseFailure) -> String {
    var result = ""
    while true {
      let token = try tokens.next()
      switch token {
      case .text(let text, _, _): result += text
      case .end(let endName, _) where endName == name: return result
      default: throw XMLTokenizer.failure(at: token, expected: "</\(name)>")
      }
    }
  }

  /// The next token that is not whitespace-only text or a processing instruction.
  private mutating func nextSignificant() throws(ParseFailure) -> XMLTokenizer.Token {
    while true {
      let token = try tokens.next()
      switch token {
      case .text(_, true, _), .instruction: continue
      case .text(_, false, let line):
        throw ParseFailure(.unexpected(found: "text", expected: "an element"), line: line)
      default: return token
      }
    }
  }

  // MARK: - Numbers

  /// An `<integer>` as CFPropertyList reads it, around XML whitespace: an
  /// optional sign, then decimal digits or `0x`/`0X` and hex digits, from
  /// -2^63 to 2^64-1. (`1.5`, `1e3` and `nan` are not integers.)
  static func integer(from text: String) -> Double? {
    var digits = Substring(text.trimmingXMLWhitespace())
    let negative = digits.hasPrefix("-")
    if negative || digits.hasPrefix("+") { digits = digits.dropFirst() }
    var radix = 10
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      radix = 16
      digits = digits.dropFirst(2)
    }
    // UInt64(_:radix:) would accept a second sign; only digits may follow.
    guard let first = digits.first, first.isHexDigit,
      let magnitude = UInt64(digits, radix: radix)
    else { return nil }
    if negative {
      guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
      return -Double(magnitude)
    }
    return Double(magnitude)
  }

  /// A `<real>` as CFPropertyList reads it, around XML whitespace: `nan`,
  /// `inf`, `infinity` (signed or not, any case) or a decimal number with an
  /// optional exponent; hex floats are not reals.
  static func real(from text: String) -> Double? {
    let trimmed = text.trimmingXMLWhitespace()
    switch trimmed.lowercased() {
    case "nan": return .nan
    case "inf", "+inf", "infinity", "+infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    default: break
    }
    guard !trimmed.isEmpty,
      trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) })
    else { return nil }
    return Double(trimmed)
  }
}

extension String {
  /// The string without leading and trailing XML whitespace (space, tab, CR, LF).
  fileprivate func trimmingXMLWhitespace() -> Substring {
    let isSpace: (Character) -> Bool = { XMLTokenizer.isWhitespace($0.utf8) }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return self[first...last]
  }
}
