extension HTMLText {
  /// `scalars` as `android.text.Html` (legacy mode) shows them: read as its
  /// parser, TagSoup, reads HTML, which takes every `<` not followed by a
  /// space or the end as the start of markup that runs to the next `>`.
  /// So a translator's broken tag is not shown, as on a device:
  /// `<ahref="…">` (no space), `</ b>`, `</>`, `<<a href="…">`, a tag
  /// named in another script (`<ر>`); nor is what follows an unclosed `<`
  /// (`<b>Hi</b> <3 you` shows `Hi `). `< br >` is text.
  ///
  /// - Elements: `<br>` is a line break, `<img>` U+FFFC; a block element
  ///   (``blockTags``) makes sure the text so far ends in two line breaks
  ///   where it starts and where it ends. An end tag closes the element of
  ///   its name that is open and those opened inside it (one of no open
  ///   element is dropped; `</>` closes the innermost); elements left open
  ///   end with the text.
  /// - Character references: a name of letters and digits, `#` and decimal
  ///   digits, or `#x` and hexadecimal digits, its `;` optional (`&copy
  ///   2024` is `© 2024`); a control character's is a space, a surrogate's
  ///   nothing, one of 0x80–0x9F the Windows-1252 character. One not known
  ///   stays as written.
  /// - Characters: a carriage return is a line break (CR LF one), other
  ///   control characters but tab and line feed are dropped, 0x80–0x9F are
  ///   read as Windows-1252; a space or line break after a space, a line
  ///   break or the start is dropped, and one after anything else is a
  ///   space.
  static func androidShown(_ source: [Unicode.Scalar]) -> String {
    let input = tagSoupCharacters(source)
    var shown = ShownText()
    // The open elements, and how many of each name (an end tag of a name
    // not open is passed over without a search, so that many of them, or
    // many elements left open, cost no more than reading them).
    var open: [String] = []
    var openCount: [String: Int] = [:]
    /// Closes the open elements from the last to `index`, each block's end
    /// setting it apart.
    func close(downTo index: Int) {
      while open.count > index {
        let name = open.removeLast()
        openCount[name, default: 1] -= 1
        if blockTags.contains(name) { shown.breakLines(2) }
      }
    }
    var index = 0
    while index < input.count {
      let scalar = input[index]
      if scalar == "&" {
        let (decoded, end) = softEntity(in: input, at: index)
        for scalar in decoded { shown.append(scalar) }
        index = end
        continue
      }
      guard scalar == "<" else {
        shown.append(scalar)
        index += 1
        continue
      }
      // A run of `<` before what starts markup belongs to it.
      var next = index
      while next < input.count, input[next] == "<" { next += 1 }
      guard next < input.count, !isTagSpace(input[next]) else {
        // `<` before a space or at the end is text.
        for scalar in input[index..<min(next + 1, input.count)] { shown.append(scalar) }
        index = next + 1
        continue
      }
      switch input[next] {
      case "!":
        index = declaration(in: input, from: next + 1, into: &shown)
      case "?":
        index = input[next...].firstIndex(of: ">").map { $0 + 1 } ?? input.count
      case "/":
        let end = input[next...].firstIndex(of: ">") ?? input.count
        let name = elementName(input[(next + 1)..<end])
        if name.isEmpty {
          if !open.isEmpty { close(downTo: open.count - 1) }
        } else if openCount[name, default: 0] > 0, let at = open.lastIndex(of: name) {
          close(downTo: at)
        }
        index = min(end + 1, input.count)
      default:
        let (name, end) = startTag(in: input, from: next)
        index = end
        guard let name else { continue }
        if name == "br" {
          shown.lineBreak()
        } else if name == "img" {
          shown.append("\u{FFFC}")
        } else if blockTags.contains(name) {
          shown.breakLines(2)
        }
        if !voidTags.contains(name) {
          open.append(name)
          openCount[name, default: 0] += 1
        }
      }
    }
    close(downTo: 0)
    return shown.string
  }

  /// The elements that hold nothing (an end tag of theirs closes nothing).
  static let voidTags: Set<String> = [
    "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input",
    "isindex", "keygen", "link", "meta", "param", "spacer", "wbr",
  ]

  private static func isTagSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\n" || scalar == "\t"
  }

  /// The characters TagSoup reads: CR LF and CR as LF, 0x80–0x9F as
  /// Windows-1252, other control characters but tab and line feed dropped.
  private static func tagSoupCharacters(_ source: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    result.reserveCapacity(source.count)
    var index = 0
    while index < source.count {
      var scalar = source[index]
      index += 1
      if (0x80...0x9F).contains(scalar.value) {
        scalar = windows1252(scalar.value)
      } else if scalar == "\r" {
        if index < source.count, source[index] == "\n" { index += 1 }
        scalar = "\n"
      }
      guard scalar.value >= 0x20 || scalar == "\n" || scalar == "\t" else { continue }
      result.append(scalar)
    }
    return result
  }

  /// The Windows-1252 character of a byte 0x80–0x9F (U+FFFD where it has none).
  private static func windows1252(_ value: UInt32) -> Unicode.Scalar {
    let characters: [UInt32] = [
      0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
      0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
      0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]
    return Unicode.Scalar(characters[Int(value - 0x80)]) ?? "\u{FFFD}"
  }

  /// The character reference at `start` (an `&`) as TagSoup reads it: what
  /// it shows and the index past it (and past its `;`); `&` and what
  /// follows as written when it is none TagSoup knows.
  private static func softEntity(in input: [Unicode.Scalar], at start: Int) -> (
    [Unicode.Scalar], Int
  ) {
    var index = start + 1
    var value: UInt32?
    if index < input.count, input[index] == "#" {
      index += 1
      var radix: UInt32 = 10
      if index < input.count, input[index] == "x" || input[index] == "X" {
        radix = 16
        index += 1
      }
      let digitsStart = index
      while index < input.count,
        input[index].properties.numericType == .decimal
          || (radix == 16 && isHexLetter(input[index]))
      {
        index += 1
      }
      let digits = String(String.UnicodeScalarView(input[digitsStart..<index]))
      value = UInt32(digits, radix: Int(radix))
    } else {
      while index < input.count,
        input[index].properties.isAlphabetic
          || input[index].properties.numericType == .decimal
      {
        index += 1
      }
      let name = String(String.UnicodeScalarView(input[(start + 1)..<index]))
      value = (namedEntities[name] ?? (name == "apos" ? "'" : nil))?.value
    }
    guard var value, value != 0 else {
      return (Array(input[start..<index]), index)
    }
    let end = index < input.count && input[index] == ";" ? index + 1 : index
    if (0x80...0x9F).contains(value) { value = windows1252(value).value }
    // TagSoup turns a control character into a space but does not keep it.
    if value < 0x20 { return ([], end) }
    guard let scalar = Unicode.Scalar(value) else {
      // A surrogate is dropped; a number past Unicode is no character.
      return ((0xD800...0xDFFF).contains(value) ? [] : ["\u{FFFD}"], end)
    }
    return ([scalar], end)
  }

  private static func isHexLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
  }

  /// Past the declaration whose `<!` ends before `start`: a comment (`<!-`
  /// and a character, then to `-->`), a CDATA section (`<![CDATA[` to
  /// `]]>`, whose text is shown when it is closed) or another declaration
  /// (to `>`); an unclosed one runs to the end.
  private static func declaration(
    in input: [Unicode.Scalar], from start: Int, into shown: inout ShownText
  ) -> Int {
    if start < input.count, input[start] == "-" {
      return past(["-", "-", ">"], in: input, from: start + 2) ?? input.count
    }
    let opening: [Unicode.Scalar] = ["[", "C", "D", "A", "T", "A", "["]
    if input.count - start >= opening.count,
      Array(input[start..<(start + opening.count)]) == opening
    {
      let textStart = start + opening.count
      guard let end = past(["]", "]", ">"], in: input, from: textStart) else { return input.count }
      for scalar in input[textStart..<(end - 3)] { shown.append(scalar) }
      return end
    }
    return input[start...].firstIndex(of: ">").map { $0 + 1 } ?? input.count
  }

  /// The start tag from `start` (past its `<`), as TagSoup's scanner reads
  /// it: its element's name, nil when the scanner names none (`<a/x>`,
  /// `<br/ >`, or a tag the text ends in before its name does), and the
  /// index past it (the end of the text when it is not closed).
  private static func startTag(in input: [Unicode.Scalar], from start: Int) -> (
    name: String?, end: Int
  ) {
    enum State {
      case name, space, attribute, equals, value, unquoted, quoted, apostrophe
      /// After a `/`; `pending` while the name before it is not yet taken.
      case slash(pending: Bool)
    }
    var state = State.name
    var name: String?
    var index = start
    while index < input.count {
      let scalar = input[index]
      index += 1
      let space = isTagSpace(scalar)
      switch state {
      case .name:
        if scalar == "/" {
          state = .slash(pending: true)
        } else if scalar == ">" || space {
          name = elementName(input[start..<(index - 1)])
          if scalar == ">" { return (name, index) }
          state = .space
        }
      case .slash(let pending):
        if scalar == ">" {
          // `<br/>` names its element here.
          if pending { name = elementName(input[start..<(index - 2)]) }
          return (name, index)
        }
        state = space ? .space : .attribute
      case .space:
        if scalar == ">" { return (name, index) }
        if scalar == "/" { state = .slash(pending: false) } else if !space { state = .attribute }
      case .attribute:
        if scalar == ">" { return (name, index) }
        if scalar == "/" {
          state = .slash(pending: false)
        } else if scalar == "=" {
          state = .value
        } else if space {
          state = .equals
        }
      case .equals:
        if scalar == ">" { return (name, index) }
        if scalar == "=" { state = .value } else if !space { state = .attribute }
      case .value:
        if scalar == ">" { return (name, index) }
        if scalar == "\"" {
          state = .quoted
        } else if scalar == "'" {
          state = .apostrophe
        } else if !space {
          state = .unquoted
        }
      case .unquoted:
        if scalar == ">" { return (name, index) }
        if space { state = .space }
      case .quoted:
        if scalar == "\"" { state = .space }
      case .apostrophe:
        if scalar == "'" { state = .space }
      }
    }
    // The text ends inside the tag: nothing of it is shown.
    return (name, input.count)
  }

  /// An element's name as TagSoup makes it from a tag's characters: its
  /// letters, digits, `_`, `-`, `.` and first `:`, lowercased (what the
  /// converter compares).
  private static func elementName(_ characters: ArraySlice<Unicode.Scalar>) -> String {
    var name = String.UnicodeScalarView()
    var seenColon = false
    for scalar in characters.prefix(maximumTagLength) {
      let properties = scalar.properties
      if properties.isAlphabetic || scalar == "_" || properties.numericType == .decimal
        || scalar == "-" || scalar == "."
      {
        name.append(scalar)
      } else if scalar == ":", !seenColon {
        seenColon = true
        name.append(scalar)
      }
    }
    return String(name).lowercased()
  }
}
