extension HTMLText {
  /// `source` as `android.text.Html` (legacy mode) shows it, read as its
  /// parser, TagSoup (1.2, with its HTML schema), reads it: its scanner
  /// splits the text from the markup, its parser opens and closes elements
  /// as the schema allows, and what Html's converter keeps of that is the
  /// text.
  ///
  /// - Markup: every `<` not followed by a space or the end starts markup
  ///   that runs to the next `>` (a quoted attribute value aside), so a
  ///   translator's broken tag is not shown, as on a device: `<ahref="…">`
  ///   (no space), `</ b>`, `</>`, `<<a href="…">`, a tag named in another
  ///   script (`<ر>`); nor is what follows an unclosed `<` or quote
  ///   (`<b>Hi</b> <3 you` shows `Hi `). `< br >` is text. Comments,
  ///   declarations and processing instructions are dropped; a CDATA
  ///   section's text is shown.
  /// - Elements: an element goes where the schema allows it, closing those
  ///   that may not hold it (a list inside `<p>` closes the paragraph) and
  ///   opening the parents it needs (`<li>` alone opens a list); bold and
  ///   the like closed so are opened again inside; an end tag closes the
  ///   element of its name that is open (one of no open element is
  ///   dropped; `</>` closes the innermost); elements left open end with the
  ///   text; `<script>` and `<style>` hold their text as written.
  /// - What is shown: `<br>` is a line break, `<img>` U+FFFC; a block
  ///   element (``blockTags``) makes sure the text so far ends in two line
  ///   breaks where it starts and where it ends; a space or line break after
  ///   a space, a line break or the start is dropped, and one after anything
  ///   else is a space; spaces alone where no text may stand (between list
  ///   items) are dropped.
  /// - Character references: one of TagSoup's 2,111 names, `#` and decimal
  ///   digits, or `#x` and hexadecimal digits, its `;` optional (`&copy
  ///   2024` is `© 2024`); a control character's is dropped, a surrogate's
  ///   too, one of 0x80–0x9F is the Windows-1252 character. One not known
  ///   stays as written.
  /// - Characters: a byte order mark at the start is dropped, a carriage
  ///   return is a line break (CR LF one), other control characters but
  ///   tab and line feed are dropped, 0x80–0x9F are read as Windows-1252.
  static func androidShown(_ source: [Unicode.Scalar]) -> String {
    let input = tagSoupCharacters(source)
    var parser = TagSoupParser()
    // The text read since the last markup or reference: one piece of
    // character data for the parser.
    var text: [Unicode.Scalar] = []
    func flush() {
      parser.characterData(text)
      text.removeAll(keepingCapacity: true)
    }
    var index = 0
    while index < input.count {
      if parser.holdsRawText {
        index = rawText(in: input, from: index, text: &text, parser: &parser)
        continue
      }
      let scalar = input[index]
      if scalar == "&" {
        flush()
        let (shown, end) = characterReference(in: input, at: index)
        text.append(contentsOf: shown)
        index = end
        continue
      }
      guard scalar == "<" else {
        text.append(scalar)
        index += 1
        continue
      }
      flush()
      // More `<` before what starts markup are kept with it (in a tag's
      // name, where they are no name's characters).
      var next = index + 1
      while next < input.count, input[next] == "<" { next += 1 }
      let lessThans = Array(input[index..<next])
      guard next < input.count else {
        text.append(contentsOf: lessThans)
        break
      }
      if isTagSpace(input[next]) {
        text.append(contentsOf: lessThans)
        text.append(input[next])
        index = next + 1
        continue
      }
      switch input[next] {
      case "!":
        index = declaration(in: input, from: next + 1, lessThans: lessThans, text: &text)
      case "?":
        index = input[next...].firstIndex(of: ">").map { $0 + 1 } ?? input.count
      case "/":
        let (name, end) = endTag(in: input, from: next + 1)
        parser.endTag(Array(lessThans.dropFirst()) + name)
        index = end
      default:
        let tag = startTag(in: input, from: next)
        if let name = tag.name { parser.startTagName(name) }
        switch tag.close {
        case .open: parser.startTagClosed()
        case .empty: parser.emptyTagClosed()
        case .none: break
        }
        index = tag.end
      }
    }
    flush()
    parser.end()
    return parser.shown.string
  }

  /// The most elements open at once; one opened beyond them is passed over
  /// (its text kept), so that hostile nesting costs no more than this per tag.
  static let maximumOpenElements = 64

  /// An element type of TagSoup's HTML schema: what it may hold and where
  /// it goes (bit sets of the schema's groups).
  struct TagSoupType: Sendable {
    /// The lowercased name.
    var name: String
    /// The groups whose members it may hold.
    var model: UInt32
    /// The groups it is a member of.
    var memberOf: UInt32
    /// Restartable (1), holds raw text (2), not closed by an end tag inside
    /// it (4).
    var flags: UInt32
    /// The element it goes inside when nothing open may hold it.
    var parent: String?
    /// What Html's converter shows where it starts and ends.
    var shows: Shows

    /// What Html's converter shows of an element, by its name without a
    /// namespace prefix (`br` for `x:br`).
    enum Shows: Sendable {
      case lineBreak, image, block, nothing
    }

    init(name: String, model: UInt32, memberOf: UInt32, flags: UInt32, parent: String?) {
      (self.name, self.model, self.memberOf, self.flags, self.parent) =
        (name, model, memberOf, flags, parent)
      let localName = name.firstIndex(of: ":").map { String(name[name.index(after: $0)...]) }
      switch localName ?? name {
      case "br": shows = .lineBreak
      case "img": shows = .image
      case let local where blockTags.contains(local): shows = .block
      default: shows = .nothing
      }
    }

    func canContain(_ other: TagSoupType) -> Bool { model & other.memberOf != 0 }
  }

  /// TagSoup's element types, by lowercased name.
  static let tagSoupTypes: [String: TagSoupType] = {
    var types: [String: TagSoupType] = [:]
    for line in tagSoupElementTable.split(separator: "\n") {
      let fields = line.split(separator: "\t").map(String.init)
      guard fields.count == 5, let model = UInt32(fields[1]), let memberOf = UInt32(fields[2]),
        let flags = UInt32(fields[3])
      else { continue }
      types[fields[0]] = TagSoupType(
        name: fields[0], model: model, memberOf: memberOf, flags: flags,
        parent: fields[4] == "-" ? nil : fields[4])
    }
    return types
  }()

  /// TagSoup's character entities: each name's code point.
  static let tagSoupEntities: [String: UInt32] = {
    var entities: [String: UInt32] = [:]
    for line in tagSoupEntityTable.split(separator: "\n") {
      let fields = line.split(separator: "\t")
      if fields.count == 2, let value = UInt32(fields[1]) { entities[String(fields[0])] = value }
    }
    return entities
  }()

  /// TagSoup's parser: the open elements, the ones to open again, and what
  /// Html's converter shows of its events.
  struct TagSoupParser {
    /// The open elements, the document's root first.
    private var stack: [Element]
    /// Elements a block closed, to be opened again (the last first).
    private var saved: [Element] = []
    /// The element whose start tag is being read.
    private var newElement: Element?
    /// Unknown elements met so far (any content, anywhere).
    private var bogons: [String: TagSoupType] = [:]
    /// Whether nothing has been opened yet.
    private var virgin = true
    /// Whether the scanner reads raw text (inside `<script>`, `<style>`).
    private(set) var holdsRawText = false
    private(set) var shown = ShownText()

    private struct Element {
      var type: TagSoupType
      var preclosed = false
    }

    private static let characterDataType = tagSoupTypes["<pcdata>"]!

    init() { stack = [Element(type: tagSoupTypes["<root>"]!)] }

    private mutating func type(named name: String) -> TagSoupType? {
      let key = name.lowercased()
      return tagSoupTypes[key] ?? bogons[key]
    }

    /// A start tag's name (its characters as the scanner kept them).
    mutating func startTagName(_ characters: [Unicode.Scalar]) {
      guard newElement == nil else { return }
      let name = elementName(characters)
      let type =
        type(named: name)
        ?? {
          let bogon = TagSoupType(
            name: name.lowercased(), model: .max, memberOf: .max, flags: 0, parent: nil)
          bogons[bogon.name] = bogon
          return bogon
        }()
      newElement = Element(type: type)
    }

    /// A start tag's `>`: its element is placed (an element that holds
    /// nothing is closed at once).
    mutating func startTagClosed() {
      guard let element = newElement else { return }
      place(element)
      if stack[stack.count - 1].type.model == 0 { closeElement(named: []) }
    }

    /// An empty tag's `/>`: its element is placed and closed.
    mutating func emptyTagClosed() {
      guard let element = newElement else { return }
      place(element)
      closeElement(named: [])
    }

    /// An end tag, by its characters (spaces left out); inside an element
    /// of raw text, one not of that element is its text.
    mutating func endTag(_ characters: [Unicode.Scalar]) {
      holdsRawText = false
      let top = stack[stack.count - 1].type
      if top.flags & 2 != 0 {
        let name = Array(top.name.unicodeScalars)
        let isItsOwn =
          characters.count == name.count
          && zip(characters, name).allSatisfy {
            String($0.0).lowercased() == String($0.1).lowercased()
          }
        if !isItsOwn {
          for scalar in ["<", "/"] + characters + [">"] { shown.append(scalar) }
          holdsRawText = true
          return
        }
      }
      closeElement(named: characters)
    }

    /// Text between markup: where the schema allows it, spaces alone
    /// dropped where no text may stand.
    mutating func characterData(_ text: [Unicode.Scalar]) {
      guard !text.isEmpty else { return }
      if text.allSatisfy(HTMLText.isJavaWhitespace),
        !stack[stack.count - 1].type.canContain(Self.characterDataType)
      {
        return
      }
      place(Element(type: Self.characterDataType))
      for scalar in text { shown.append(scalar) }
    }

    /// The end of the text: every open element is closed.
    mutating func end() {
      if virgin { place(Element(type: Self.characterDataType)) }
      while stack.count > 1 { pop() }
    }

    private mutating func closeElement(named characters: [Unicode.Scalar]) {
      newElement = nil
      let name: String
      if characters.isEmpty {
        name = stack[stack.count - 1].type.name
      } else {
        guard let type = type(named: elementName(characters)) else { return }
        name = type.name
      }
      var inNoForce = false
      var match: Int?
      for index in stack.indices.reversed() {
        if stack[index].type.name == name {
          match = index
          break
        }
        if stack[index].type.flags & 4 != 0 { inNoForce = true }
      }
      // The root and `html` are not closed.
      guard let match, match >= 2 else { return }
      if inNoForce {
        stack[match].preclosed = true
      } else {
        while stack.count - 1 > match { popToRestart() }
        pop()
      }
      while stack.count > 1, stack[stack.count - 1].preclosed { pop() }
      restart(before: nil)
    }

    /// Places `element`: closes the open elements that may not hold it
    /// (down to the nearest that may, through the parents it needs), then
    /// opens those parents and it, and opens again the restartable
    /// elements closed on the way that fit.
    private mutating func place(_ element: Element) {
      var chain = [element]
      var holder: Int?
      while true {
        holder = stack.lastIndex { $0.type.canContain(chain[0].type) }
        if holder != nil { break }
        guard let parentName = chain[0].type.parent, let parent = type(named: parentName)
        else { break }
        chain.insert(Element(type: parent), at: 0)
      }
      guard let holder else { return }
      while stack.count - 1 > holder, stack.count > 2 { popToRestart() }
      for (index, element) in chain.enumerated() {
        if element.type.name != "<pcdata>" { push(element) }
        restart(before: index + 1 < chain.count ? chain[index + 1].type : nil)
      }
      newElement = nil
    }

    /// Opens again the saved elements the open one may hold (and that may
    /// hold `next`, when known).
    private mutating func restart(before next: TagSoupType?) {
      while let element = saved.last, stack[stack.count - 1].type.canContain(element.type),
        next.map(element.type.canContain) ?? true
      {
        saved.removeLast()
        push(Element(type: element.type))
      }
    }

    private mutating func push(_ element: Element) {
      // Nesting deeper than any text holds is not followed (each element
      // placed or closed looks through the open ones).
      guard stack.count < maximumOpenElements else { return }
      switch element.type.shows {
      case .lineBreak: shown.lineBreak()
      case .image: shown.append("\u{FFFC}")
      case .block: shown.breakLines(2)
      case .nothing: break
      }
      stack.append(element)
      virgin = false
      if element.type.flags & 2 != 0 { holdsRawText = true }
    }

    private mutating func pop() {
      guard stack.count > 1 else { return }
      let element = stack.removeLast()
      if element.type.shows == .block { shown.breakLines(2) }
    }

    private mutating func popToRestart() {
      let element = stack[stack.count - 1]
      pop()
      if element.type.flags & 1 != 0 { saved.append(Element(type: element.type)) }
    }
  }

  private static func isTagSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\n" || scalar == "\t"
  }

  /// Whether Java's `Character.isWhitespace` holds for a scalar (a space
  /// separator but the no-break ones, tab, line and form feeds, carriage
  /// return, the information separators).
  static func isJavaWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x1C...0x1F: return true
    case 0x00A0, 0x2007, 0x202F: return false
    default:
      switch scalar.properties.generalCategory {
      case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
      default: return false
      }
    }
  }

  /// Whether Java's `Character.isLetter` holds for the scalar's UTF-16
  /// units (a letter of the Basic Multilingual Plane).
  private static func isJavaLetter(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.value <= 0xFFFF else { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
      return true
    default: return false
    }
  }

  /// Whether Java's `Character.isDigit` holds (a decimal digit of the Basic
  /// Multilingual Plane), and its value.
  private static func javaDigit(_ scalar: Unicode.Scalar) -> Int? {
    guard scalar.value <= 0xFFFF, scalar.properties.generalCategory == .decimalNumber,
      let value = scalar.properties.numericValue
    else { return nil }
    return Int(value)
  }

  /// The characters TagSoup reads: a byte order mark at the start dropped,
  /// CR LF and CR as LF, 0x80–0x9F as Windows-1252, other control
  /// characters but tab and line feed dropped.
  private static func tagSoupCharacters(_ source: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    result.reserveCapacity(source.count)
    var index = source.first == "\u{FEFF}" ? 1 : 0
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

  /// The character reference at `start` (an `&`) as TagSoup's scanner
  /// reads it: what it shows and the index past it (past its `;` too), or
  /// `&` and what it read as written when it knows none such.
  private static func characterReference(in input: [Unicode.Scalar], at start: Int) -> (
    [Unicode.Scalar], Int
  ) {
    // A name of letters and digits; a `#` turns it into a number of
    // decimal digits, an `x` after that into one of hexadecimal digits.
    enum State { case name, decimal, hexadecimal }
    var state = State.name
    var index = start + 1
    reading: while index < input.count {
      let scalar = input[index]
      switch state {
      case .name:
        if scalar == "#" {
          state = .decimal
        } else if !isJavaLetter(scalar), javaDigit(scalar) == nil {
          break reading
        }
      case .decimal:
        if scalar == "x" || scalar == "X" {
          state = .hexadecimal
        } else if javaDigit(scalar) == nil {
          break reading
        }
      case .hexadecimal:
        if javaDigit(scalar) == nil, !isHexLetter(scalar) { break reading }
      }
      index += 1
    }
    let body = Array(input[(start + 1)..<index])
    guard var value = referenceValue(body), value != 0 else {
      return (Array(input[start..<index]), index)
    }
    let end = index < input.count && input[index] == ";" ? index + 1 : index
    if (0x80...0x9F).contains(value) { value = windows1252(value).value }
    // TagSoup turns a control character into a space but does not keep it,
    // and drops a surrogate.
    if value < 0x20 || (0xD800...0xDFFF).contains(value) { return ([], end) }
    return ([Unicode.Scalar(value) ?? "\u{FFFD}"], end)
  }

  /// The code point a reference's characters (after its `&`) stand for, as
  /// TagSoup looks it up: a number in Java's `int` range, or a name of its
  /// schema; nil for none.
  private static func referenceValue(_ body: [Unicode.Scalar]) -> UInt32? {
    guard let first = body.first else { return nil }
    guard first == "#" else {
      return tagSoupEntities[String(String.UnicodeScalarView(body))]
    }
    let isHex = body.count > 1 && (body[1] == "x" || body[1] == "X")
    let digits = body.dropFirst(isHex ? 2 : 1)
    guard !digits.isEmpty else { return nil }
    let radix = isHex ? 16 : 10
    var value = 0
    for scalar in digits {
      guard
        let digit = javaDigit(scalar)
          ?? (isHexLetter(scalar) && isHex ? Int(scalar.value | 0x20) - 0x61 + 10 : nil),
        digit < radix
      else { return nil }
      value = value * radix + digit
      if value > Int(Int32.max) { return nil }
    }
    return UInt32(value)
  }

  private static func isHexLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
  }

  /// How a start tag ends.
  enum TagClose {
    /// At `>`: its element is placed.
    case open
    /// At `/>` (right after its name or its attributes): placed and closed.
    case empty
    /// The text ends in its name: nothing comes of it.
    case none
  }

  /// The start tag from `start` (past its `<`), as TagSoup's scanner reads
  /// it: its name's characters, nil when the scanner takes none (`<a/x>`,
  /// `<br/ >`); how it ends; and the index past it (the end of the text
  /// when it is not closed). Its first character is part of its name,
  /// whatever it is (`<>` reads on to the next `>`); a quoted value may hold
  /// `>`.
  static func startTag(in input: [Unicode.Scalar], from start: Int) -> (
    name: [Unicode.Scalar]?, close: TagClose, end: Int
  ) {
    enum State {
      case name, space, attribute, equals, value, unquoted, quoted, apostrophe
      /// After a `/`; `pending` while the name before it is not yet taken.
      case slash(pending: Bool)
    }
    var state = State.name
    var name: [Unicode.Scalar]?
    var index = start + 1
    while index < input.count {
      let scalar = input[index]
      index += 1
      let space = isTagSpace(scalar)
      switch state {
      case .name:
        if scalar == "/" {
          state = .slash(pending: true)
        } else if scalar == ">" || space {
          name = Array(input[start..<(index - 1)])
          if scalar == ">" { return (name, .open, index) }
          state = .space
        }
      case .slash(let pending):
        if scalar == ">" {
          if pending { name = Array(input[start..<(index - 2)]) }
          return (name, .empty, index)
        }
        state = space ? .space : .attribute
      case .space:
        if scalar == ">" { return (name, .open, index) }
        if scalar == "/" { state = .slash(pending: false) } else if !space { state = .attribute }
      case .attribute:
        if scalar == ">" { return (name, .open, index) }
        if scalar == "/" {
          state = .slash(pending: false)
        } else if scalar == "=" {
          state = .value
        } else if space {
          state = .equals
        }
      case .equals:
        if scalar == ">" { return (name, .open, index) }
        if scalar == "=" { state = .value } else if !space { state = .attribute }
      case .value:
        if scalar == ">" { return (name, .open, index) }
        if scalar == "\"" {
          state = .quoted
        } else if scalar == "'" {
          state = .apostrophe
        } else if !space {
          state = .unquoted
        }
      case .unquoted:
        if scalar == ">" { return (name, .open, index) }
        if space { state = .space }
      case .quoted:
        if scalar == "\"" { state = .space }
      case .apostrophe:
        if scalar == "'" { state = .space }
      }
    }
    // The text ends inside the tag: in its name, nothing comes of it;
    // after, its element is placed. None of it is shown.
    if case .name = state { return (nil, .none, input.count) }
    return (name, .open, input.count)
  }

  /// The end tag from `start` (past its `</`): its characters but spaces,
  /// and the index past its `>` (the end of the text when it has none).
  static func endTag(in input: [Unicode.Scalar], from start: Int) -> ([Unicode.Scalar], Int) {
    var name: [Unicode.Scalar] = []
    var index = start
    while index < input.count {
      let scalar = input[index]
      index += 1
      if scalar == ">" { return (name, index) }
      if !isTagSpace(scalar) { name.append(scalar) }
    }
    return (name, index)
  }

  /// Past the declaration whose `<!` ends before `start`, as TagSoup's
  /// scanner reads it: a comment (`<!-` and any character, then to `--`,
  /// more `-` and `>`), a CDATA section (`<![CDATA[` to `]]>`; its text,
  /// with the `<` that came before its `<!`, is shown when it is closed), a
  /// `<!>` (the `<` before it are text) or another declaration (to `>`).
  /// Unclosed, each runs to the end.
  private static func declaration(
    in input: [Unicode.Scalar], from start: Int, lessThans: [Unicode.Scalar],
    text: inout [Unicode.Scalar]
  ) -> Int {
    let cdata: [Unicode.Scalar] = ["C", "D", "A", "T", "A", "["]
    var index = start
    while index < input.count {
      let scalar = input[index]
      index += 1
      switch scalar {
      case "-":
        // A comment: to `--`, any more `-`, and `>`.
        guard index < input.count else { return input.count }
        index += 1
        var dashes = 0
        while index < input.count {
          let scalar = input[index]
          index += 1
          if scalar == ">", dashes >= 2 { return index }
          dashes = scalar == "-" ? dashes + 1 : 0
        }
        return input.count
      case ">":
        text.append(contentsOf: lessThans.dropFirst())
        return index
      case "[":
        // `CDATA[`, each character in turn; one that is not the next is
        // passed over, and the declaration reads on after it.
        var matched = 0
        while matched < cdata.count, index < input.count, input[index] == cdata[matched] {
          matched += 1
          index += 1
        }
        guard matched == cdata.count else {
          index += 1
          continue
        }
        return cdataSection(in: input, from: index, lessThans: lessThans, text: &text)
      default:
        return input[index...].firstIndex(of: ">").map { $0 + 1 } ?? input.count
      }
    }
    return input.count
  }

  /// Past the CDATA section whose text starts at `start`: TagSoup ends it
  /// at `]]>` read in turn (a third `]` starts over), and shows its text
  /// then; unclosed, nothing of it.
  private static func cdataSection(
    in input: [Unicode.Scalar], from start: Int, lessThans: [Unicode.Scalar],
    text: inout [Unicode.Scalar]
  ) -> Int {
    var brackets = 0
    var index = start
    while index < input.count {
      let scalar = input[index]
      index += 1
      if scalar == ">", brackets == 2 {
        text.append(contentsOf: lessThans.dropFirst())
        text.append(contentsOf: input[start..<(index - 3)])
        return index
      }
      brackets = scalar == "]" && brackets < 2 ? brackets + 1 : 0
    }
    return input.count
  }

  /// Raw text from `start` (inside `<script>` or `<style>`): to a `</`,
  /// whose end tag is then read; `text` is given to the parser before it.
  private static func rawText(
    in input: [Unicode.Scalar], from start: Int, text: inout [Unicode.Scalar],
    parser: inout TagSoupParser
  ) -> Int {
    var index = start
    while index < input.count {
      guard input[index] == "<" else {
        text.append(input[index])
        index += 1
        continue
      }
      // A `<` at the very end is dropped; one before anything but `/` is
      // text with what follows it.
      guard index + 1 < input.count else { return input.count }
      guard input[index + 1] == "/" else {
        text.append(contentsOf: input[index...(index + 1)])
        index += 2
        continue
      }
      parser.characterData(text)
      text.removeAll(keepingCapacity: true)
      let (name, end) = endTag(in: input, from: index + 2)
      parser.endTag(name)
      return end
    }
    return input.count
  }

  /// An element's name as TagSoup makes it from a tag's characters: its
  /// letters, digits, `_`, `-`, `.` and first `:` (a `_` before a name
  /// that starts with none of the letters or `_`, and after a `:` that
  /// ends it).
  static func elementName(_ characters: [Unicode.Scalar]) -> String {
    var name = String.UnicodeScalarView()
    var seenColon = false
    var atStart = true
    for scalar in characters.prefix(maximumTagLength) {
      if isJavaLetter(scalar) || scalar == "_" {
        atStart = false
        name.append(scalar)
      } else if javaDigit(scalar) != nil || scalar == "-" || scalar == "." {
        if atStart { name.append("_") }
        atStart = false
        name.append(scalar)
      } else if scalar == ":", !seenColon {
        seenColon = true
        if atStart { name.append("_") }
        atStart = true
        name.append(scalar)
      }
    }
    if name.isEmpty || name.last == ":" { name.append("_") }
    return String(name)
  }
}
