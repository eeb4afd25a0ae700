/// The text an app shows for a string that holds HTML markup as text (an
/// Android string in CDATA, or written with `&lt;b&gt;`), which it sets
/// through `Html.fromHtml` (`HtmlCompat.FROM_HTML_MODE_LEGACY`, what
/// `Html.fromHtml(String)` does).
///
/// Only a string with a tag of the HTML that `Html.fromHtml` handles (`<a>`,
/// `<b>`, `<br>`, `<p>`, …) is taken as markup; anything else (`a < b`,
/// `<No name>`) is left as written. In markup:
/// - runs of whitespace, line breaks included, are one space, as HTML reads them;
/// - `<br>` is a line break (none at the end); a block (`<p>`, `<div>`, `<h1>`…`<h6>`,
///   `<blockquote>`, `<ul>`, `<ol>`, `<li>`) is set apart by a blank line
///   (two line breaks), none before the first or after the last;
/// - `<img>` is the object replacement character (U+FFFC), as the span's
///   placeholder;
/// - other tags are dropped and their text kept (`<big>`'s larger size is not
///   applied);
/// - entities are decoded: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`,
///   `&nbsp;` (U+00A0) and numeric ones (`&#8230;`, `&#x2026;`); others stay
///   as written.
enum HTMLText {
  /// The tags `Html.fromHtml` reads (android.text.Html's `HtmlToSpannedConverter`).
  static let inlineTags: Set<String> = [
    "a", "b", "big", "cite", "del", "dfn", "em", "font", "i", "s", "small", "span", "strike",
    "strong", "sub", "sup", "tt", "u",
  ]
  static let blockTags: Set<String> = [
    "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "li",
  ]

  /// `text` as `Html.fromHtml` shows it when it holds HTML markup, else
  /// `text` as it is.
  static func rendered(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains("<"),
      scalars.indices.contains(where: { tag(in: scalars, at: $0) != nil })
    else { return text }
    var output = String.UnicodeScalarView()
    var pendingSpace = false
    // Line breaks owed before the next text: 1 for `<br>`, 2 for a block.
    var pendingBreaks = 0
    func emit(_ scalar: Unicode.Scalar) {
      if !output.isEmpty {
        if pendingBreaks > 0 {
          output.append(contentsOf: repeatElement("\n", count: pendingBreaks))
        } else if pendingSpace {
          output.append(" ")
        }
      }
      pendingBreaks = 0
      pendingSpace = false
      output.append(scalar)
    }
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if let (name, end) = tag(in: scalars, at: index) {
        index = end
        if name == "br" {
          // A line break of its own: one after another makes an empty line.
          if output.isEmpty || pendingBreaks >= 1 {
            output.append("\n")
          } else {
            pendingBreaks = 1
          }
          pendingSpace = false
        } else if blockTags.contains(name) {
          pendingBreaks = max(pendingBreaks, 2)
          pendingSpace = false
        } else if name == "img" {
          emit("\u{FFFC}")
        }
        continue
      }
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        pendingSpace = true
        index += 1
        continue
      }
      if scalar == "&", let (decoded, end) = entity(in: scalars, at: index) {
        emit(decoded)
        index = end
        continue
      }
      emit(scalar)
      index += 1
    }
    return String(output)
  }

  /// The longest tag read, in Unicode scalars (an `<a href>` with a long URL fits).
  static let maximumTagLength = 4096

  /// The lowercased name of the HTML tag (`<b>`, `</b>`, `<br/>`,
  /// `<a href="…">`) that starts at `start`, and the index past its `>`;
  /// nil when none of the tags read starts there.
  static func tag(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
    guard scalars[start] == "<" else { return nil }
    var index = start + 1
    if index < scalars.count, scalars[index] == "/" { index += 1 }
    var name = ""
    while index < scalars.count,
      ("a"..."z").contains(scalars[index])
        || ("A"..."Z").contains(scalars[index]) || ("0"..."9").contains(scalars[index])
    {
      name.unicodeScalars.append(scalars[index])
      index += 1
    }
    name = name.lowercased()
    guard inlineTags.contains(name) || blockTags.contains(name) || name == "br" || name == "img",
      index < scalars.count,
      scalars[index] == ">" || scalars[index] == "/" || scalars[index] == " "
        || scalars[index] == "\t" || scalars[index] == "\n"
    else { return nil }
    // The attributes, to the `>` (one inside quotes does not end the tag),
    // within `maximumTagLength`: a longer run is text, so that a string of
    // many unclosed tags is read in linear time.
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
        return (name, index)
      } else if scalar == "<" {
        return nil
      }
    }
    return nil
  }

  /// The character of the entity (`&amp;`, `&#8230;`, `&#x2026;`) at
  /// `start`, and the index past its `;`; nil for none this reads.
  static func entity(in scalars: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
    guard let semicolon = scalars[start...].prefix(12).firstIndex(of: ";") else { return nil }
    let body = String(String.UnicodeScalarView(scalars[(start + 1)..<semicolon]))
    let named: [String: Unicode.Scalar] = [
      "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    ]
    if let scalar = named[body] { return (scalar, semicolon + 1) }
    guard body.hasPrefix("#") else { return nil }
    let digits = body.dropFirst()
    let value =
      digits.first == "x" || digits.first == "X"
      ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    guard let value, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, semicolon + 1)
  }
}
