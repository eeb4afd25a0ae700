import FileAccess

/// The text an app shows for a string that holds HTML markup as text (an
/// Android string in CDATA, or written with `&lt;b&gt;`), which it sets
/// through `Html.fromHtml` in its legacy mode (`Html.fromHtml(String)`,
/// `HtmlCompat.FROM_HTML_MODE_LEGACY`), as android.text.Html's
/// `HtmlToSpannedConverter` builds it from what its parser, TagSoup, reads.
///
/// Only a string with a tag that converter handles (`<a>`, `<b>`, `<br>`,
/// `<p>`, …) is taken as markup; anything else (`a < b`, `<No name>`) is
/// left as written. In markup (``androidShown(_:)`` says it whole):
/// - a space or line break after a space, a line break or the start is
///   dropped, and one after anything else is a space (tabs stay);
/// - `<br>` is a line break; a block (`<p>`, `<div>`, `<h1>`…`<h6>`,
///   `<blockquote>`, `<ul>`, `<li>`) makes sure the text so far ends in two
///   line breaks, at its start and at its end (so `<p>One</p>` is `One` and
///   two line breaks, which a TextView shows as lines of their own);
/// - `<img>` is the object replacement character (U+FFFC), the image's
///   placeholder;
/// - other tags, known or not, broken or not (`<ahref="…">`, `</ b>`), and
///   comments are dropped, their text kept;
/// - character references are decoded: names (TagSoup's 2,111, `&amp;`,
///   `&copy;`, `&hellip;`, `&nbsp;`, `&check;`, …) and numbers (`&#8230;`,
///   `&#x2026;`); others stay as written.
///
/// What spans change is not applied: `<big>` and `<h1>` set text larger, and
/// `<b>`, `<strong>` and headings bold, where this measures the text at the
/// style's own size and weight.
///
/// An Apple app that holds markup in a string shows it through an HTML
/// import (`NSAttributedString` with `.html`, as Loop does for
/// `%1$@: <b>%2$@</b> %3$@`); ``rendered(_:as:)`` with ``Reader/appleImport``
/// reads it about so: the same text, a block one line break from the next
/// (a paragraph, whose spacing is not a line of its own), none at the end;
/// a list item's bullet and a paragraph's spacing are not drawn; a tag
/// starts with a letter, a reference is one of HTML 4's names (or
/// `&apos;`) ended by its `;`, and elements are not placed by a schema. Only a string with a closing tag or a `<br>`
/// (``holdsClosedMarkup(_:)``) is taken as markup there: `Press <A> to
/// jump` is a label's text.
package enum HTMLText {
  /// The tags `HtmlToSpannedConverter.handleStartTag` reads.
  static let handledTags: Set<String> = [
    "br", "p", "ul", "li", "div", "span", "strong", "b", "em", "cite", "dfn", "i", "big", "small",
    "font", "blockquote", "tt", "a", "u", "del", "s", "strike", "sup", "sub", "h1", "h2", "h3",
    "h4", "h5", "h6", "img",
  ]
  /// The tags set apart as blocks (by two line breaks, in legacy mode).
  static let blockTags: Set<String> = [
    "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "li",
  ]
  /// The longest tag read, in Unicode scalars (an `<a href>` with a long URL
  /// fits); a longer run is text, so that a string of many unclosed tags is
  /// read in linear time.
  static let maximumTagLength = 4096
  /// The longest tag name read (`blockquote` is 10).
  static let maximumNameLength = 16

  /// The text so far: spaces and line breaks folded as the converter folds
  /// them.
  struct ShownText {
    /// In UTF-8 (a space or a line break is one byte, which no other
    /// character's bytes end in), made a string once.
    private var bytes: [UInt8] = []
    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ scalar: Unicode.Scalar) {
      if scalar == " " || scalar == "\n" {
        guard let last = bytes.last, last != 0x20, last != 0x0A else { return }
        bytes.append(0x20)
      } else {
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }

    mutating func lineBreak() { bytes.append(0x0A) }

    mutating func dropTrailingLineBreaks() {
      while bytes.last == 0x0A { bytes.removeLast() }
    }

    /// Line breaks until the text ends in `count` of them (none at the start).
    mutating func breakLines(_ count: Int) {
      guard !bytes.isEmpty else { return }
      let existing = bytes.reversed().prefix(count).prefix { $0 == 0x0A }.count
      if existing < count { bytes.append(contentsOf: repeatElement(0x0A, count: count - existing)) }
    }
  }

  /// Whether `text` holds a closing tag of those ``handledTags`` names
  /// (`</b>`) or a `<br>`: markup beyond doubt, where an opening tag alone
  /// (`<A>`, a controller's button) may be text.
  package static func holdsClosedMarkup(_ text: String) -> Bool {
    guard text.holdsByte(UInt8(ascii: "<")) else { return false }
    let scalars = Array(text.unicodeScalars)
    return scalars.indices.contains { i in
      guard let (name, _) = tag(in: scalars, at: i) else { return false }
      return name == "br" || (scalars[i + 1] == "/" && handledTags.contains(name))
    }
  }

  /// Who reads a string's markup.
  package enum Reader: Sendable {
    /// Android's `Html.fromHtml` in legacy mode (TagSoup's reading; see
    /// ``androidShown(_:)``): a block set apart by two line breaks, kept at
    /// the end.
    case android
    /// An Apple app's HTML import: a tag starts with a letter, a block ends
    /// its paragraph without an empty line, and none is kept at the end.
    case appleImport
  }

  /// `text` as `reader` shows it when it holds HTML markup, else `text` as
  /// it is.
  package static func rendered(_ text: String, as reader: Reader = .android) -> String {
    guard text.holdsByte(UInt8(ascii: "<")) else { return text }
    let scalars = Array(text.unicodeScalars)
    guard
      scalars.indices.contains(where: { i in
        tag(in: scalars, at: i).map { handledTags.contains($0.name) } ?? false
      })
    else { return text }
    if reader == .android { return androidShown(scalars) }
    var shown = ShownText()
    var index = 0
    while index < scalars.count {
      if let end = comment(in: scalars, at: index) {
        index = end
        continue
      }
      if let (name, end) = tag(in: scalars, at: index) {
        index = end
        if name == "br" {
          shown.lineBreak()
        } else if blockTags.contains(name) {
          shown.breakLines(1)
        } else if name == "img" {
          shown.append("\u{FFFC}")
        }
        continue
      }
      if scalars[index] == "&", let (decoded, end) = entity(in: scalars, at: index) {
        shown.append(decoded)
        index = end
        continue
      }
      shown.append(scalars[index])
      index += 1
    }
    // An Apple import's last paragraph ends the text: no line after it.
    shown.dropTrailingLineBreaks()
    return shown.string
  }

  /// The end of the comment (`<!-- … -->`) that starts at `start`, past its
  /// `-->`; nil when none starts there. An unclosed one runs to the end.
  static func comment(in scalars: [Unicode.Scalar], at start: Int) -> Int? {
    guard scalars[start] == "<", start + 3 < scalars.count, scalars[start + 1] == "!",
      scalars[start + 2] == "-", scalars[start + 3] == "-"
    else { return nil }
    return past(["-", "-", ">"], in: scalars, from: start + 4) ?? scalars.count
  }

  /// The index past the first `run` in `scalars` from `start`; nil when
  /// there is none.
  static func past(_ run: [Unicode.Scalar], in scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start
    while index + run.count <= scalars.count {
      if scalars[index] == run[0], scalars[index..<(index + run.count)].elementsEqual(run) {
        return index + run.count
      }
      index += 1
    }
    return nil
  }

  /// The lowercased name of the tag (`<b>`, `</b>`, `<br/>`, `<a href="…">`,
  /// `<code>`) that starts at `start`, and the index past its `>`; nil when
  /// no tag starts there (`a < b`, `<3`).
  static func tag(in scalars: [Unicode.Scalar], at start: Int) -> (name: String, end: Int)? {
    guard scalars[start] == "<" else { return nil }
    var index = start + 1
    if index < scalars.count, scalars[index] == "/" { index += 1 }
    var name = String.UnicodeScalarView()
    while index < scalars.count, name.count <= maximumNameLength,
      isLetter(scalars[index]) || (!name.isEmpty && isNameCharacter(scalars[index]))
    {
      name.append(scalars[index])
      index += 1
    }
    guard !name.isEmpty, name.count <= maximumNameLength, index < scalars.count,
      scalars[index] == ">" || scalars[index] == "/" || scalars[index] == " "
        || scalars[index] == "\t" || scalars[index] == "\n"
    else { return nil }
    // The attributes, to the `>` (one inside quotes does not end the tag).
    var quote: Unicode.Scalar?
    let limit = min(scalars.count, start + maximumTagLength)
    while index < limit {
      let scalar = scalars[index]
      index += 1
      if let open = quote {
        if scalar == open { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == ">" {
        return (String(name).lowercased(), index)
      } else if scalar == "<" {
        return nil
      }
    }
    return nil
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ":"
  }

  /// The character of the reference (`&amp;`, `&#8230;`, `&#x2026;`) at
  /// `start`, and the index past its `;`; nil for none this reads.
  static func entity(in scalars: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
    guard let semicolon = scalars[start...].prefix(12).firstIndex(of: ";") else { return nil }
    let body = String(String.UnicodeScalarView(scalars[(start + 1)..<semicolon]))
    if let scalar = namedEntities[body] ?? (body == "apos" ? "'" : nil) {
      return (scalar, semicolon + 1)
    }
    guard body.hasPrefix("#") else { return nil }
    let digits = body.dropFirst()
    let value =
      digits.first == "x" || digits.first == "X"
      ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    guard let value, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, semicolon + 1)
  }
}
