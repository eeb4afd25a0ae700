/// An XML element with the line of its start tag, read by
/// ``parseXML(_:maximumDepth:)``.
package struct XMLElementNode: Sendable {
  /// The element's name as written, with any namespace prefix (`xliff:g`).
  package var name: String
  /// The attributes by name (prefixed names as written), values decoded.
  package var attributes: [String: String]
  /// The 1-based line of the `<` that starts the element.
  package var line: Int
  /// Text and elements in document order.
  package var children: [XMLContent] = []

  /// Creates an element.
  package init(
    name: String, attributes: [String: String], line: Int, children: [XMLContent] = []
  ) {
    self.name = name
    self.attributes = attributes
    self.line = line
    self.children = children
  }

  /// The element children, skipping text.
  package var elements: [XMLElementNode] {
    children.compactMap { if case .element(let element) = $0 { element } else { nil } }
  }

  /// Calls `body` on this element and every element inside it, at any
  /// depth (in no particular order; without recursion, so a deep document
  /// takes no stack).
  package func forEachElement(_ body: (XMLElementNode) -> Void) {
    var pending = [self]
    while let element = pending.popLast() {
      body(element)
      pending += element.elements
    }
  }
}

/// A piece of an element's content.
package enum XMLContent: Sendable {
  /// A child element.
  case element(XMLElementNode)
  /// The text between two tags: character data with references decoded and
  /// CDATA sections verbatim, joined; `line` is where it starts.
  case text(String, line: Int)
}

extension XMLElementNode {
  /// Whether `bytes` start with `<` after an optional UTF-8 byte-order mark and
  /// XML whitespace: what tells XML (and XML property lists) from the other
  /// text formats read from the same file names.
  package static func startsWithMarkup(_ bytes: some Collection<UInt8>) -> Bool {
    var rest = bytes[...]
    if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
    let first = rest.first(where: { !XMLTokenizer.isSpace($0) })
    return first == UInt8(ascii: "<")
  }

  /// Whether `bytes` begin with an XML declaration whose `encoding` is
  /// ISO-8859-1 (in any case), the one encoding besides UTF-8 and UTF-16 that
  /// expat, aapt2's XML parser, reads without help.
  package static func declaresLatin1(_ bytes: [UInt8]) -> Bool {
    guard bytes.starts(with: Array("<?xml".utf8)),
      let end = bytes.prefix(256).firstRange(of: Array("?>".utf8))
    else { return false }
    // The declaration in lowercase (ASCII's letters).
    let head = bytes[..<end.lowerBound].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    guard let mark = head.firstRange(of: Array("encoding".utf8)) else { return false }
    var index = mark.upperBound
    while index < head.count, head[index] == UInt8(ascii: " ") || head[index] == UInt8(ascii: "=") {
      index += 1
    }
    guard index < head.count, head[index] == UInt8(ascii: "\"") || head[index] == UInt8(ascii: "'"),
      let close = head[(index + 1)...].firstIndex(of: head[index])
    else { return false }
    return Array(head[(index + 1)..<close]) == Array("iso-8859-1".utf8)
  }

  /// ISO-8859-1 bytes as UTF-8: each byte is the character of its value.
  package static func latin1AsUTF8(_ bytes: [UInt8]) -> [UInt8] {
    var utf8: [UInt8] = []
    utf8.reserveCapacity(bytes.count + bytes.count / 8)
    for byte in bytes {
      if byte < 0x80 {
        utf8.append(byte)
      } else {
        utf8.append(0xC0 | byte >> 6)
        utf8.append(0x80 | byte & 0x3F)
      }
    }
    return utf8
  }

  /// The bytes of an XML document as expat, aapt2's XML parser, reads
  /// them, as UTF-8 without a byte-order mark: ISO-8859-1 where the
  /// XML declaration says so (``declaresLatin1(_:)``), else UTF-8 or UTF-16
  /// as ``TextDecoding`` finds them.
  ///
  /// - Throws: ``TextDecoding/InvalidText`` with the line of the first byte
  ///   sequence that is not text in the encoding found.
  package static func documentUTF8(_ bytes: [UInt8]) throws(TextDecoding.InvalidText) -> [UInt8] {
    declaresLatin1(bytes) ? latin1AsUTF8(bytes) : try TextDecoding.utf8Bytes(of: bytes)
  }

  /// Parses a UTF-8 XML document (a leading byte-order mark is skipped) and
  /// returns its root element.
  ///
  /// Reads XML 1.0 as ``XMLTokenizer`` describes in its XML dialect, without
  /// validation: the five named entities, character references and the
  /// entities the document declares in its internal DTD subset (as aapt2
  /// expands them), no processing instructions besides the leading
  /// `<?xml …?>` declaration (string files need none). Comments are dropped;
  /// whitespace-only text outside the root is ignored; anything else outside
  /// it is an error. The tree is built without recursion, and elements nested
  /// deeper than `maximumDepth` (the root is depth 1) stop the parse.
  ///
  /// - Throws: ``ParseFailure`` with the line of the first problem: invalid
  ///   UTF-8, a syntax error, an unknown entity, mismatched or unclosed tags,
  ///   ``ParseFailureReason/tooDeep(limit:)``, or ``ParseFailureReason/empty``
  ///   when there is no element.
  package static func parseXML(_ bytes: [UInt8], maximumDepth: Int) throws(ParseFailure)
    -> XMLElementNode
  {
    try ParseFailure.checkUTF8(bytes)
    var tokenizer = XMLTokenizer(bytes: bytes, dialect: .xml)
    var open: [XMLElementNode] = []
    var root: XMLElementNode?
    // Text is gathered here and moved into the open element at the next tag,
    // so text split by comments or CDATA is joined in linear time.
    var text = ""
    var textLine: Int?

    func flushText() {
      guard let line = textLine, !open.isEmpty else { return }
      open[open.count - 1].children.append(.text(text, line: line))
      text = ""
      textLine = nil
    }
    func close(_ element: XMLElementNode) {
      if open.isEmpty {
        root = element
      } else {
        open[open.count - 1].children.append(.element(element))
      }
    }

    /// The failure of `element` left open where `token` comes: said at the
    /// line `element` opens at (where a `<string>` left open is, which is
    /// found lines later), with where `token` was found.
    func unclosed(_ element: XMLElementNode, at token: XMLTokenizer.Token) -> ParseFailure {
      let line = XMLTokenizer.line(of: token)
      let failure = XMLTokenizer.failure(at: token, expected: "</\(element.name)>")
      guard line != element.line else { return failure }
      let expected = "</\(element.name)> to close this <\(element.name)>"
      switch failure.reason {
      case .unexpected(let found, _):
        return ParseFailure(
          .unexpected(found: found + " at line \(line)", expected: expected), line: element.line)
      default:
        return ParseFailure(.unexpectedEnd(expected: expected), line: element.line)
      }
    }

    while true {
      let token = try tokenizer.next()
      switch token {
      case .start(let name, let range, let selfClosing, let line):
        guard root == nil else { throw ParseFailure(.trailingContent, line: line) }
        guard open.count < maximumDepth else {
          throw ParseFailure(.tooDeep(limit: maximumDepth), line: line)
        }
        flushText()
        let element = XMLElementNode(
          name: name, attributes: try tokenizer.attributes(in: range, line: line), line: line)
        if selfClosing { close(element) } else { open.append(element) }
      case .end(let name, _):
        guard let element = open.last else {
          throw XMLTokenizer.failure(at: token, expected: root == nil ? "an element" : "nothing")
        }
        guard element.name == name else { throw unclosed(element, at: token) }
        flushText()
        close(open.removeLast())
      case .text(let piece, let isWhitespace, let line):
        if open.isEmpty {
          guard isWhitespace else {
            throw root == nil
              ? XMLTokenizer.failure(at: token, expected: "an element")
              : ParseFailure(.trailingContent, line: line)
          }
          continue
        }
        if textLine == nil { textLine = line }
        text += piece
      case .instruction:
        throw XMLTokenizer.failure(at: token, expected: "no processing instructions")
      case .endOfInput:
        if let element = open.last { throw unclosed(element, at: token) }
        guard let root else { throw ParseFailure(.empty) }
        return root
      }
    }
  }
}
