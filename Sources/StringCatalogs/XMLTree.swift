import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML element read by ``XMLTree``, with the line of its start tag.
struct XMLElementNode: Sendable {
  var name: String
  var attributes: [String: String]
  var line: Int
  var children: [XMLContent] = []

  /// The element children, skipping text.
  var elements: [XMLElementNode] {
    children.compactMap { if case .element(let element) = $0 { element } else { nil } }
  }
}

/// A piece of an element's content.
enum XMLContent: Sendable {
  case element(XMLElementNode)
  /// Character data with entities decoded, and the line it was reported on.
  case text(String, line: Int)
  /// A CDATA section's content, kept verbatim.
  case cdata(String, line: Int)
}

/// Reads an XML document into a tree of elements with line numbers, using
/// Foundation's `XMLParser` (libxml2).
///
/// External entities are never resolved. Documents that declare entities of
/// their own (`<!ENTITY`) are refused with the line of the declaration:
/// `XMLParser` would silently drop their references, and refusing them also
/// rules out entity-expansion attacks. Elements nested deeper than
/// ``CatalogLimits/maximumDepth`` stop the parse. The first error libxml2
/// reports fails the whole document, even when it recovers.
enum XMLTree {
  /// Whether text (already UTF-8) starts with `<` after whitespace.
  static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "<")
  }

  /// Parses `rawBytes` (UTF-8, or UTF-16 with a byte-order mark) and returns
  /// the root element.
  ///
  /// The text is decoded and validated by ``TextDecoding`` first, and the XML
  /// declaration is blanked out (keeping its line breaks), so libxml2 always
  /// reads valid UTF-8: `XMLParser` on Linux traps when libxml2 hands it an
  /// element name with invalid UTF-8, which a declared or guessed encoding
  /// could otherwise produce.
  static func parse(_ rawBytes: [UInt8], limits: CatalogLimits) throws(ParseError)
    -> XMLElementNode
  {
    var bytes = try TextDecoding.utf8Bytes(of: rawBytes)
    blankDeclaration(in: &bytes)
    if let line = entityDeclarationLine(bytes) {
      throw ParseError("XML entity declarations (<!ENTITY) are not supported", line: line)
    }
    if let line = processingInstructionLine(bytes) {
      throw ParseError("XML processing instructions (<?…?>) are not supported", line: line)
    }
    let parser = XMLParser(data: Data(bytes))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    let builder = TreeBuilder(maximumDepth: limits.maximumDepth)
    parser.delegate = builder
    let finished = parser.parse()
    if let error = builder.error { throw error }
    if !finished {
      let code = (parser.parserError as NSError?)?.code ?? 0
      throw ParseError(describe(code: code), line: max(1, parser.lineNumber))
    }
    guard let root = builder.root else { throw ParseError("the XML document is empty", line: 1) }
    return root
  }

  static func describe(code: Int) -> String {
    if let known = XMLParser.ErrorCode(rawValue: code) {
      var name = String(describing: known)
      if name.hasSuffix("Error") { name.removeLast(5) }
      // camelCase → words: "tagNameMismatch" → "tag name mismatch"
      var words = ""
      for character in name {
        if character.isUppercase {
          words += " " + character.lowercased()
        } else {
          words.append(character)
        }
      }
      return "invalid XML: \(words) (libxml2 error \(code))"
    }
    return "invalid XML (libxml2 error \(code))"
  }

  /// Replaces a leading `<?xml …?>` with spaces, keeping line breaks.
  static func blankDeclaration(in bytes: inout [UInt8]) {
    guard bytes.starts(with: Array("<?xml".utf8)) else { return }
    var index = 5
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: ">") {
        for position in 0...(index + 1) where bytes[position] != 0x0A {
          bytes[position] = 0x20
        }
        return
      }
      index += 1
    }
  }

  /// The line of the first `<!ENTITY` in UTF-8 bytes.
  static func entityDeclarationLine(_ bytes: [UInt8]) -> Int? {
    let needle = Array("<!ENTITY".utf8)
    var line = 1
    var index = 0
    while index + needle.count <= bytes.count {
      let byte = bytes[index]
      if byte == 0x0A { line += 1 }
      if byte == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return line
      }
      index += 1
    }
    return nil
  }

  private final class TreeBuilder: NSObject, XMLParserDelegate {
    let maximumDepth: Int
    var stack: [XMLElementNode] = []
    var root: XMLElementNode?
    var error: ParseError?
    var pendingText = ""
    var pendingLine: Int?

    init(maximumDepth: Int) {
      self.maximumDepth = maximumDepth
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      guard error == nil else { return }
      flushText()
      if stack.count >= maximumDepth {
        error = ParseError(
          "XML elements nested deeper than \(maximumDepth) levels", line: parser.lineNumber)
        parser.abortParsing()
        return
      }
      stack.append(
        XMLElementNode(name: elementName, attributes: attributes, line: max(1, parser.lineNumber)))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      guard error == nil else { return }
      flushText()
      guard let element = stack.popLast() else { return }
      if stack.isEmpty {
        if root == nil { root = element }
      } else {
        stack[stack.count - 1].children.append(.element(element))
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard error == nil, !stack.isEmpty else { return }
      if pendingLine == nil {
        // A text piece starting with newlines begins on an earlier line.
        let newlines = string.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        pendingLine = max(1, parser.lineNumber - newlines)
      }
      // libxml2 reports text in pieces (around each entity); join them.
      pendingText += string
    }

    /// Moves the text gathered so far into the innermost open element.
    func flushText() {
      guard let line = pendingLine else { return }
      if !stack.isEmpty { stack[stack.count - 1].children.append(.text(pendingText, line: line)) }
      pendingText = ""
      pendingLine = nil
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
      guard error == nil, !stack.isEmpty else { return }
      flushText()
      let text = String(decoding: CDATABlock, as: UTF8.self)
      let newlines = text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      stack[stack.count - 1].children.append(
        .cdata(text, line: max(1, parser.lineNumber - newlines)))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      guard error == nil else { return }
      error = ParseError(
        XMLTree.describe(code: (parseError as NSError).code), line: max(1, parser.lineNumber))
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
      guard error == nil else { return }
      error = ParseError(
        XMLTree.describe(code: (validationError as NSError).code), line: max(1, parser.lineNumber))
    }
  }
}
