import FileAccess

/// The text SwiftUI shows for a string with inline Markdown: a `Text` made
/// from a localized string key reads it as Foundation's
/// `AttributedString(markdown:)` with inline syntax only, whitespace kept, as
/// CommonMark (with GitHub's strikethrough) parses inlines.
///
/// - a link or image `[text](destination "title")` shows its text;
/// - an autolink `<https://…>` or `<name@example.com>` shows its address;
/// - emphasis, strong emphasis and strikethrough (`*a*`, `__b__`, `~~c~~`)
///   show their text, by CommonMark's delimiter-run rules (an `_` inside a
///   word, or a `*` with a space after it, stays as written);
/// - a code span shows its content (a space at both ends dropped);
/// - a backslash before ASCII punctuation shows the punctuation alone;
/// - a character reference (`&amp;`, `&#8230;`) shows its character (HTML 4's
///   names);
/// - Apple's attributed text `^[%lld photo](inflect: true)` (automatic
///   grammar agreement, an extension of Apple's parser) shows its text as
///   written (the grammar agreement is not applied).
///
/// Everything else stays as written: whitespace and line breaks, block
/// syntax (`# `, `- `: inline-only parsing leaves it), reference links and
/// inline HTML. What the spans change is
/// not applied: bold, italic and code text are measured in the style's own
/// face.
package enum MarkdownText {
  /// `text` as SwiftUI shows it, or `text` itself when it holds no inline
  /// Markdown.
  package static func rendered(_ text: String) -> String {
    guard text.holdsByte(where: mayStartMarkup) else { return text }
    var parser = Parser(Array(text.unicodeScalars))
    parser.parse()
    return parser.output()
  }

  /// Whether `byte` can start markup (a link or image needs a `[`); a text
  /// with none is returned at once.
  private static func mayStartMarkup(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "<"), UInt8(ascii: "*"),
      UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "["), UInt8(ascii: "&"),
      UInt8(ascii: "^"):
      return true
    default: return false
    }
  }

  /// One piece of the parsed text: literal text, a delimiter run (`*`, `_`,
  /// `~`; its unmatched characters stay as text, its `text` is empty), or a
  /// `[` or `![` that may open a link, or a `^[` that may open Apple's
  /// attributed text.
  private struct Node {
    var text = String.UnicodeScalarView()
    var delimiter: Unicode.Scalar?
    /// Characters of the run not yet matched, and the run's length.
    var count = 0
    var length = 0
    var canOpen = false
    var canClose = false
    var isBracket = false
    var isImage = false
    /// A `^[` that may open Apple's attributed text, `^[text](inflect: true)`.
    var isAttributes = false
  }

  private struct Parser {
    /// The most parentheses a link destination (or an attributed text's
    /// attributes) nests.
    static let maximumParenthesisDepth = 32
    let scalars: [Unicode.Scalar]
    var nodes: [Node] = []
    /// The nodes that are delimiter runs still in play, in order.
    var delimiters: [Int] = []
    /// The brackets that may still open a link or image, in order.
    var brackets: [Int] = []
    /// A `[` before this node opens no link (one closed after it).
    var linksOpenFrom = 0
    /// For each backtick run length, where such runs start (searched forward).
    var backtickRuns: [Int: [Int]] = [:]
    var backtickCursor: [Int: Int] = [:]

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func text(_ scalars: some Sequence<Unicode.Scalar>) {
      if let last = nodes.indices.last, nodes[last].delimiter == nil, !nodes[last].isBracket {
        nodes[last].text.append(contentsOf: scalars)
      } else {
        nodes.append(Node(text: String.UnicodeScalarView(scalars)))
      }
    }

    func isPunctuation(_ s: Unicode.Scalar) -> Bool {
      if s.isASCII { return asciiPunctuation.contains(s) }
      switch s.properties.generalCategory {
      case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
        .initialPunctuation, .finalPunctuation, .otherPunctuation:
        return true
      default: return false
      }
    }

    func isWhitespace(_ s: Unicode.Scalar) -> Bool {
      if s.isASCII { return s == " " || s == "\t" || s == "\n" || s == "\u{0C}" || s == "\r" }
      return s.properties.generalCategory == .spaceSeparator
    }

    mutating func parse() {
      for (i, s) in scalars.enumerated() where s == "`" {
        if i > 0, scalars[i - 1] == "`" { continue }
        var n = 1
        while i + n < scalars.count, scalars[i + n] == "`" { n += 1 }
        backtickRuns[n, default: []].append(i)
      }
      var i = 0
      while i < scalars.count {
        let s = scalars[i]
        switch s {
        case "\\":
          if i + 1 < scalars.count, asciiPunctuation.contains(scalars[i + 1]) {
            text(CollectionOfOne(scalars[i + 1]))
            i += 2
          } else {
            text(CollectionOfOne(s))
            i += 1
          }
        case "`": i = codeSpan(at: i)
        case "<": i = autolink(at: i)
        case "*", "_", "~": i = delimiterRun(at: i)
        case "[":
          nodes.append(Node(text: String.UnicodeScalarView(CollectionOfOne(s)), isBracket: true))
          brackets.append(nodes.count - 1)
          i += 1
        case "!" where i + 1 < scalars.count && scalars[i + 1] == "[":
          nodes.append(
            Node(
              text: String.UnicodeScalarView("![".unicodeScalars), isBracket: true, isImage: true))
          brackets.append(nodes.count - 1)
          i += 2
        case "^" where i + 1 < scalars.count && scalars[i + 1] == "[":
          nodes.append(
            Node(
              text: String.UnicodeScalarView("^[".unicodeScalars), isBracket: true,
              isAttributes: true))
          brackets.append(nodes.count - 1)
          i += 2
        case "]": i = closeBracket(at: i)
        case "&":
          // A character reference shows its character (`&amp;`: `&`).
          if let (character, end) = HTMLText.entity(in: scalars, at: i) {
            text(CollectionOfOne(character))
            i = end
          } else {
            text(CollectionOfOne(s))
            i += 1
          }
        default:
          var end = i + 1
          while end < scalars.count, !Self.special.contains(scalars[end]) { end += 1 }
          text(scalars[i..<end])
          i = end
        }
      }
      processEmphasis(above: -1)
    }

    static let special: Set<Unicode.Scalar> = [
      "\\", "`", "<", "*", "_", "~", "[", "!", "]", "&", "^",
    ]

    /// A code span from the backtick run at `i`, or the run as text when no
    /// run of the same length closes it; the index after it.
    mutating func codeSpan(at i: Int) -> Int {
      var n = 1
      while i + n < scalars.count, scalars[i + n] == "`" { n += 1 }
      let runs = backtickRuns[n] ?? []
      var k = backtickCursor[n] ?? 0
      while k < runs.count, runs[k] <= i { k += 1 }
      backtickCursor[n] = k
      guard k < runs.count else {
        text(scalars[i..<(i + n)])
        return i + n
      }
      let close = runs[k]
      var content = scalars[(i + n)..<close].map { $0 == "\n" ? " " : $0 }
      if content.count >= 2, content.first == " ", content.last == " ",
        content.contains(where: { $0 != " " })
      {
        content = Array(content.dropFirst().dropLast())
      }
      text(content)
      return close + n
    }

    /// An autolink at `i` (`<scheme:…>`, `<name@host>`) as its address, or
    /// `<` as text; the index after it.
    mutating func autolink(at i: Int) -> Int {
      var end = i + 1
      while end < scalars.count, scalars[end] != ">", scalars[end] != "<",
        !isWhitespace(scalars[end]), scalars[end].value >= 0x20
      {
        end += 1
      }
      guard end < scalars.count, scalars[end] == ">", end > i + 1 else {
        text(CollectionOfOne(scalars[i]))
        return i + 1
      }
      let inside = Array(scalars[(i + 1)..<end])
      if Self.isURI(inside) || Self.isEmail(inside) {
        text(inside)
        return end + 1
      }
      text(CollectionOfOne(scalars[i]))
      return i + 1
    }

    static func isURI(_ s: [Unicode.Scalar]) -> Bool {
      guard let colon = s.firstIndex(of: ":"), (2...32).contains(colon),
        s[0].isASCII, s[0].properties.isAlphabetic
      else { return false }
      return s[1..<colon].allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "+" || $0 == "."
            || $0 == "-")
      }
    }

    static func isEmail(_ s: [Unicode.Scalar]) -> Bool {
      guard let at = s.firstIndex(of: "@"), at > 0, at < s.count - 1 else { return false }
      let local = s[..<at].allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || ".!#$%&'*+/=?^_`{|}~-".unicodeScalars.contains($0))
      }
      guard local, !s[(at + 1)...].contains("@") else { return false }
      return s[(at + 1)...].split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
        label in
        !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
          && label.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
          }
      }
    }

    /// The delimiter run at `i`, with whether it can open and close
    /// (CommonMark's flanking rules); the index after it.
    mutating func delimiterRun(at i: Int) -> Int {
      let c = scalars[i]
      var end = i
      while end < scalars.count, scalars[end] == c { end += 1 }
      let before: Unicode.Scalar = i > 0 ? scalars[i - 1] : "\n"
      let after: Unicode.Scalar = end < scalars.count ? scalars[end] : "\n"
      let left =
        !isWhitespace(after)
        && (!isPunctuation(after) || isWhitespace(before) || isPunctuation(before))
      let right =
        !isWhitespace(before)
        && (!isPunctuation(before) || isWhitespace(after) || isPunctuation(after))
      var node = Node(delimiter: c)
      node.count = end - i
      node.length = end - i
      if c == "_" {
        node.canOpen = left && (!right || isPunctuation(before))
        node.canClose = right && (!left || isPunctuation(after))
      } else {
        node.canOpen = left
        node.canClose = right
      }
      if c == "~", node.length > 2 {
        node.canOpen = false
        node.canClose = false
      }
      nodes.append(node)
      if node.canOpen || node.canClose { delimiters.append(nodes.count - 1) }
      return end
    }

    /// `]` at `i`: closes the last bracket as a link when an inline link's
    /// destination follows, else is text; the index after what it took.
    mutating func closeBracket(at i: Int) -> Int {
      guard let opener = brackets.last else {
        text(CollectionOfOne(scalars[i]))
        return i + 1
      }
      let opensText = nodes[opener].isImage || nodes[opener].isAttributes
      guard opensText || opener >= linksOpenFrom,
        let end = nodes[opener].isAttributes ? attributesEnd(after: i) : inlineLinkEnd(after: i)
      else {
        brackets.removeLast()
        text(CollectionOfOne(scalars[i]))
        return i + 1
      }
      brackets.removeLast()
      processEmphasis(above: opener)
      nodes[opener].text = String.UnicodeScalarView()
      nodes[opener].isBracket = false
      if !opensText {
        // No link inside a link: the brackets before this one open none.
        linksOpenFrom = opener
      }
      return end
    }

    /// The index after the attributes `(inflect: true)` of Apple's
    /// attributed text that start right after `]` at `i` (parentheses nested
    /// to ``maximumParenthesisDepth``, quoted text skipped, on one line), or
    /// nil when none do.
    func attributesEnd(after i: Int) -> Int? {
      var j = i + 1
      guard j < scalars.count, scalars[j] == "(" else { return nil }
      var depth = 0
      while j < scalars.count {
        switch scalars[j] {
        case "(":
          depth += 1
          if depth > Self.maximumParenthesisDepth { return nil }
        case ")":
          depth -= 1
          if depth == 0 { return j + 1 }
        case "\"":
          j += 1
          while j < scalars.count, scalars[j] != "\"", scalars[j] != "\n" {
            if scalars[j] == "\\" { j += 1 }
            j += 1
          }
          if j >= scalars.count || scalars[j] == "\n" { return nil }
        case "\n": return nil
        default: break
        }
        j += 1
      }
      return nil
    }

    /// The index after an inline link's `(destination "title")` that starts
    /// right after `]` at `i`, or nil when none does.
    func inlineLinkEnd(after i: Int) -> Int? {
      var j = i + 1
      guard j < scalars.count, scalars[j] == "(" else { return nil }
      j += 1
      func skipSpaces() { while j < scalars.count, isWhitespace(scalars[j]) { j += 1 } }
      skipSpaces()
      guard j < scalars.count else { return nil }
      if scalars[j] == "<" {
        j += 1
        while j < scalars.count, scalars[j] != ">" {
          if scalars[j] == "<" || scalars[j] == "\n" { return nil }
          if scalars[j] == "\\", j + 1 < scalars.count { j += 1 }
          j += 1
        }
        guard j < scalars.count else { return nil }
        j += 1
      } else {
        var depth = 0
        while j < scalars.count {
          let s = scalars[j]
          if isWhitespace(s) || s.value < 0x20 || s.value == 0x7F { break }
          if s == "\\", j + 1 < scalars.count, asciiPunctuation.contains(scalars[j + 1]) {
            j += 2
            continue
          }
          if s == "(" {
            // CommonMark's parsers give up past 32 nested parentheses (and
            // so no `]` scans the rest of a text of `](](`).
            depth += 1
            if depth > Self.maximumParenthesisDepth { return nil }
          } else if s == ")" {
            if depth == 0 { break }
            depth -= 1
          }
          j += 1
        }
        guard depth == 0 else { return nil }
      }
      let afterDestination = j
      skipSpaces()
      if j < scalars.count, j > afterDestination, ["\"", "'", "("].contains(scalars[j]) {
        let open = scalars[j]
        let close: Unicode.Scalar = open == "(" ? ")" : open
        j += 1
        while j < scalars.count, scalars[j] != close {
          // A title in parentheses holds no other `(` unless escaped.
          if open == "(", scalars[j] == "(" { return nil }
          if scalars[j] == "\\", j + 1 < scalars.count { j += 1 }
          j += 1
        }
        guard j < scalars.count else { return nil }
        j += 1
        skipSpaces()
      }
      guard j < scalars.count, scalars[j] == ")" else { return nil }
      return j + 1
    }

    /// Matches the delimiter runs after node `bottom` (CommonMark's
    /// "process emphasis"), taking the matched characters out of the text.
    /// The runs in play are a list linked both ways, so that taking one out
    /// costs the same wherever it is.
    mutating func processEmphasis(above bottom: Int) {
      // The runs after `bottom` are the end of the list (it is in order).
      var start = delimiters.count
      while start > 0, delimiters[start - 1] > bottom { start -= 1 }
      let stack = Array(delimiters[start...])
      delimiters.removeSubrange(start...)
      let n = stack.count
      guard n > 0 else { return }
      var previous = Array(-1..<(n - 1))
      var next = Array(1...n)
      func remove(_ i: Int) {
        if previous[i] >= 0 { next[previous[i]] = next[i] }
        if next[i] < n { previous[next[i]] = previous[i] }
      }
      // Per kind of closer, the run below which no opener matched one.
      var openersBottom: [Int: Int] = [:]
      var current = 0
      while current < n {
        let closer = stack[current]
        guard nodes[closer].canClose, let char = nodes[closer].delimiter else {
          current = next[current]
          continue
        }
        let kind =
          Int(char.value) * 8 + nodes[closer].length % 3 * 2 + (nodes[closer].canOpen ? 1 : 0)
        let floor = openersBottom[kind] ?? -1
        var o = previous[current]
        var found: Int?
        while o > floor {
          let opener = stack[o]
          if nodes[opener].delimiter == char, nodes[opener].canOpen {
            if char == "~" {
              if nodes[opener].length == nodes[closer].length {
                found = o
                break
              }
            } else {
              // The rule of three: a run that can both open and close
              // matches another only if their lengths do not add up to a
              // multiple of 3, unless both are multiples of 3.
              let (a, b) = (nodes[opener].length, nodes[closer].length)
              if !((nodes[opener].canClose || nodes[closer].canOpen) && (a + b) % 3 == 0
                && !(a % 3 == 0 && b % 3 == 0))
              {
                found = o
                break
              }
            }
          }
          o = previous[o]
        }
        guard let o = found else {
          openersBottom[kind] = previous[current]
          let following = next[current]
          if !nodes[closer].canOpen { remove(current) }
          current = following
          continue
        }
        let opener = stack[o]
        let use =
          char == "~"
          ? nodes[closer].count
          : (nodes[opener].count >= 2 && nodes[closer].count >= 2 ? 2 : 1)
        nodes[opener].count -= use
        nodes[closer].count -= use
        // The runs between them open and close nothing any more.
        var k = next[o]
        while k != current {
          let following = next[k]
          remove(k)
          k = following
        }
        if nodes[opener].count == 0 { remove(o) }
        if nodes[closer].count == 0 {
          let following = next[current]
          remove(current)
          current = following
        }
      }
    }

    func output() -> String {
      var result = String.UnicodeScalarView()
      for node in nodes {
        if let delimiter = node.delimiter {
          result.append(contentsOf: repeatElement(delimiter, count: node.count))
        } else {
          result.append(contentsOf: node.text)
        }
      }
      return String(result)
    }
  }

  private static let asciiPunctuation = Set(##"!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"##.unicodeScalars)
}
