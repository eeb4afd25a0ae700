import FileAccess
import TypeScale

// How an Apple app's SwiftUI views lay out the strings they take as
// literals, which `init` writes as containers of their own.
extension ProjectScan {
  /// The views whose first argument, a string literal, is a localized key
  /// they show (`Text("settings.title")`), or a field's placeholder.
  static let swiftUITextViews: Set<String> = [
    "Text", "Label", "Button", "Toggle", "TextField", "SecureField",
  ]

  /// How the SwiftUI code lays out the keys among `keys` (the development
  /// language's) it shows, where it says more than the catch-all does and
  /// says it alike at every use: the text style of a `.font` modifier of
  /// the view's chain (`Text("x").font(.caption)`, `.font(.headline.bold())`,
  /// `.font(.system(.title2, design: .rounded))`; the first of the chain,
  /// which the view takes over its container's), its line limit
  /// (`.lineLimit(1)`, `.lineLimit(2...4)`'s upper bound, `nil` none) and
  /// how far it shrinks (`.minimumScaleFactor(0.5)`); a text field's
  /// title or placeholder on one line (not one of `axis: .vertical`, which
  /// grows); skipped, a label or button shown as its icon alone
  /// (`.labelStyle(.iconOnly)`: VoiceOver speaks its title) and a text in
  /// a font of a fixed size (`.font(.system(size: 13))`, `.custom(_,
  /// fixedSize:)`), which Dynamic Type does not scale. A key is laid out
  /// only where every string literal of the code files that gives it (read
  /// within ``maximumSwiftBytes``, as `voiceOverOnlyKeys(among:)` reads
  /// them) is the first argument of one of ``swiftUITextViews``, and every
  /// such view lays it out alike; a font of the app's own (`.font(.appBody)`,
  /// `.custom("Inter", size: 15)`) or a chain this reading cannot follow
  /// leaves it to the catch-all.
  package func swiftUILayouts(among keys: Set<String>) -> [String: InterfaceLayout] {
    guard !keys.isEmpty, !isAndroid, importsSwiftUI else { return [:] }
    let formatted = Self.keysByFormatText(keys)
    func keysOf(_ written: String) -> [String] {
      let text = Self.unescaped(written)
      if keys.contains(text) { return [text] }
      guard let interpolated = Self.withoutInterpolations(written).map(Self.unescaped) else {
        return []
      }
      return formatted[interpolated] ?? []
    }
    var uses: [String: Int] = [:]
    var layouts: [String: [InterfaceLayout?]] = [:]
    // (Every code file's literals are uses, an Objective-C file's too: a
    // UIKit label may show the key.)
    let whole = forEachAppleCodeFile { path, bytes in
      Self.forEachLiteral(in: bytes) { written in
        for key in keysOf(written) { uses[key, default: 0] += 1 }
      }
      guard path.hasSuffix(".swift") else { return }
      Self.forEachSwiftUIText(in: bytes, titlesBesidePrompts: platform == "macos") {
        written, layout in
        for key in keysOf(written) { layouts[key, default: []].append(layout) }
      } symbol: { written in
        // (An SF Symbol's name is no use of a key of that text:
        // `Label("trash", systemImage: "trash")`.)
        for key in keysOf(written) { uses[key, default: 0] -= 1 }
      }
    }
    // (Not where a file could not be read whole: not every use is known.)
    guard whole else { return [:] }
    var found: [String: InterfaceLayout] = [:]
    for (key, given) in layouts where given.count == uses[key] {
      guard let first = given.first, let layout = first, given.allSatisfy({ $0 == layout }),
        layout != InterfaceLayout()
      else { continue }
      found[key] = layout
    }
    return found
  }

  /// Calls `body` with the first argument of each view of
  /// ``swiftUITextViews`` in Swift code `bytes` that is a one-line string
  /// literal (its text as written), and the layout its call and modifier
  /// chain give it (`swiftUILayouts(among:)`): a style nil for the
  /// catch-all's, `body`'s; nil where the chain names a font this reading
  /// does not know. Calls `symbol` with each literal that names an SF
  /// Symbol (`systemImage: "trash"`, `Image(systemName: "gear")`), its text
  /// as written. A text field's title where it has a `prompt:` is skipped,
  /// as iOS shows the prompt alone, but where `titlesBesidePrompts` (macOS,
  /// whose forms show both). Comments are passed over.
  static func forEachSwiftUIText(
    in bytes: [UInt8], titlesBesidePrompts: Bool = false,
    _ body: (String, InterfaceLayout?) -> Void, symbol: (String) -> Void = { _ in }
  ) {
    let n = bytes.count
    func isName(_ byte: UInt8) -> Bool { byte != 0x2E && isResourceNameByte(byte) }
    func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }
    // Past spaces, line breaks and comments from `k`.
    func skipSpace(_ k: Int) -> Int {
      var k = k
      while k < n {
        if isSpace(bytes[k]) {
          k += 1
        } else if let end = commentEnd(in: bytes, at: k) {
          k = end
        } else {
          break
        }
      }
      return k
    }
    // The one-line string literal at `k` (its text as written), if one is.
    func literal(at k: Int) -> String? {
      oneLineLiteralEnd(in: bytes, at: k).map {
        String(decoding: bytes[(k + 1)..<$0], as: UTF8.self)
      }
    }
    // The literal after the `:` of an argument's label that ends at `k`.
    func labelledLiteral(at k: Int) -> String? {
      var k = k
      while k < n, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
      guard k < n, bytes[k] == 0x3A else { return nil }
      k += 1
      while k < n, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
      return literal(at: k)
    }
    // The bytes brackets' ends may be looked for over (a hostile file's
    // thousands of calls that never close would each look 16 KiB ahead):
    // once spent, no more views are found.
    var work = 16 * n + (64 << 10)
    // Where the closure of the `.tabItem` being read ends.
    var tabItemEnd = -1
    // Where a `Text` a field's prompt is starts (`prompt: Text("Search")`),
    // which shows on one line.
    var promptTexts: Set<Int> = []
    // A field's prompt among the arguments in `range`, a literal
    // (`prompt: "Search"`), else nil (a `Text`'s is read as a view's).
    func prompt(in range: Range<Int>) -> String? {
      guard let label = bytes[range].firstRange(of: Array("prompt:".utf8)) else { return nil }
      var at = label.upperBound
      while at < range.upperBound, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
      if bytes[at..<range.upperBound].starts(with: Array("Text(".utf8)) {
        promptTexts.insert(at)
        return nil
      }
      return literal(at: at)
    }
    var i = 0
    while i < n, work > 0 {
      if let end = commentEnd(in: bytes, at: i) {
        i = end
        continue
      }
      if bytes[i] == 0x22 {
        // A literal's text is no view's name.
        i = pastLiteral(in: bytes, at: i)
        continue
      }
      guard isName(bytes[i]) else {
        i += 1
        continue
      }
      var j = i
      while j < n, isName(bytes[j]) { j += 1 }
      // (Only a name that may be one read below is made a string: the
      // views', `systemImage`, `systemName`, `searchable`, `tabItem`.)
      guard j - i >= 3, j - i <= 11, [0x54, 0x4C, 0x42, 0x53, 0x73, 0x74].contains(bytes[i]) else {
        i = j
        continue
      }
      let name = String(decoding: bytes[i..<j], as: UTF8.self)
      let member = i > 0 && bytes[i - 1] == 0x2E
      let start = i
      i = j
      if name == "systemImage" || name == "systemName" {
        if let text = labelledLiteral(at: j) { symbol(text) }
        continue
      }
      if member, name == "searchable" || name == "tabItem" {
        var k = j
        while k < n, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
        guard k < n, bytes[k] == 0x28 || bytes[k] == 0x7B,
          let close = closing(in: bytes, from: k, budget: &work)
        else { continue }
        if bytes[k] == 0x7B {
          // A tab bar item's text, which keeps one size.
          tabItemEnd = max(tabItemEnd, close)
        } else if let text = prompt(in: k..<close) {
          body(text, InterfaceLayout(maxLines: 1))
        }
        continue
      }
      guard !member, swiftUITextViews.contains(name) || name == "Tab" else { continue }
      var k = j
      while k < n, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
      guard k < n, bytes[k] == 0x28 else { continue }
      let open = k
      k = skipSpace(k + 1)
      guard let end = oneLineLiteralEnd(in: bytes, at: k),
        let close = closing(in: bytes, from: open, budget: &work)
      else {
        continue
      }
      let text = String(decoding: bytes[(k + 1)..<end], as: UTF8.self)
      let arguments = bytes[(end + 1)..<close]
      // (A literal that is the whole first argument: `Text("a" + b)` shows a
      // string as it is, no key.)
      let after = skipSpace(end + 1)
      guard after < n, bytes[after] == 0x2C || bytes[after] == 0x29 else { continue }
      var layout: InterfaceLayout? = InterfaceLayout()
      if name == "TextField" || name == "SecureField" || promptTexts.contains(start) {
        // (A field of `axis: .vertical` grows to more lines.)
        layout?.maxLines = arguments.firstRange(of: Array("axis:".utf8)) == nil ? 1 : nil
        // (Its prompt, a `Text`'s, too: read as that view is. Where it has
        // one, an iOS field shows it, not its title, which VoiceOver speaks.)
        let prompted = arguments.firstRange(of: Array("prompt:".utf8)) != nil
        _ = prompt(in: (end + 1)..<close)
        if prompted, !promptTexts.contains(start), !titlesBesidePrompts {
          layout?.skips = true
        }
      }
      // (A text joined to another, `Text("a") + Text("b")`, is laid out as
      // the whole: not read.)
      // (Past a `//` comment's line before it; `t += Text(…)` too.)
      var before = start - 1
      while before >= 0 {
        while before >= 0, isSpace(bytes[before]) { before -= 1 }
        guard before >= 0 else { break }
        // (Within 1 KiB: a minified file's one long line is read once.)
        let back = max(0, before - 1024)
        let lineStart = bytes[back..<before].lastIndex(of: 0x0A).map { $0 + 1 } ?? back
        guard let comment = bytes[lineStart...before].firstRange(of: Array("//".utf8)) else {
          break
        }
        before = comment.lowerBound - 1
      }
      if before >= 0,
        bytes[before] == 0x2B || (bytes[before] == 0x3D && before > 0 && bytes[before - 1] == 0x2B)
      {
        layout = nil
      }
      // Its trailing closure, then its modifiers, each once (the first
      // `.font` is the text's own: the others set its container's).
      var at = skipSpace(close + 1)
      if at < n, bytes[at] == 0x7B, let brace = closing(in: bytes, from: at, budget: &work) {
        at = skipSpace(brace + 1)
      }
      var seen: Set<String> = []
      var modifiers = 0
      // (Whether a modifier of the app's own, which may set the font, came
      // before any `.font`.)
      var fontKnown = false
      while at < n, bytes[at] == 0x2E, modifiers < 64 {
        modifiers += 1
        var nameEnd = at + 1
        while nameEnd < n, isName(bytes[nameEnd]) { nameEnd += 1 }
        let modifier = String(decoding: bytes[(at + 1)..<nameEnd], as: UTF8.self)
        var next = nameEnd
        while next < n, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        guard !modifier.isEmpty, next < n, bytes[next] == 0x28,
          let argumentEnd = closing(in: bytes, from: next, budget: &work)
        else { break }
        let argument = String(decoding: bytes[(next + 1)..<argumentEnd], as: UTF8.self)
        if !fontKnown, modifier != "font", !Self.swiftUIModifiersKeepingFont.contains(modifier) {
          // `.recursiveMono(style: .callout)`, `.style(appStyle: .rowDescription)`,
          // `.modifier(CaptionFont())`: a font this reading does not know.
          layout = nil
        }
        if modifier == "font" { fontKnown = true }
        if seen.insert(modifier).inserted {
          switch modifier {
          case "font":
            switch Self.swiftUIFont(argument) {
            case .style(let style): layout?.style = style == "body" ? nil : style
            case .fixed: layout?.skips = true
            case .unknown: layout = nil
            }
          case "lineLimit":
            let given = layout?.maxLines
            layout?.maxLines = Self.swiftUILineLimit(argument, given: given)
          case "minimumScaleFactor":
            if let scale = Double(argument.trimmingCharacters(in: .whitespaces)), scale > 0,
              scale < 1
            {
              layout?.minimumScaleFactor = scale
            }
          case "labelStyle" where name == "Label" || name == "Button":
            // (A button of a title alone shows it whatever its label style:
            // only one of an image, `systemImage:`, `image:` or an icon of
            // the app's, shows the icon alone.)
            let icon =
              name == "Label"
              || ["mage:", "icon:"].contains { arguments.firstRange(of: Array($0.utf8)) != nil }
            if argument.trimmingCharacters(in: .whitespaces).hasSuffix("iconOnly"), icon {
              layout?.skips = true
            }
          default: break
          }
        }
        at = skipSpace(argumentEnd + 1)
      }
      // (A shrinking text of no line limit never shrinks; a text joined to
      // the next, `Text("a").bold() + Text("b")`, is laid out as the whole.)
      if layout?.maxLines == nil { layout?.minimumScaleFactor = nil }
      // (So is a chain left before its end: a modifier of a closure,
      // `.contextMenu { … }.font(.caption)`, which this reading does not
      // follow past.)
      let next = skipSpace(at)
      if next < n, [0x2B, 0x2E, 0x7B].contains(bytes[next]) { layout = nil }
      // (A tab's title, SwiftUI's `Tab("Home", systemImage: …)`, and the text
      // of a `.tabItem` are a tab bar item's, of one size.)
      if layout?.skips == true || name == "Tab" || open < tabItemEnd {
        layout = InterfaceLayout(skips: true)
      }
      body(text, layout)
    }
  }

  /// A SwiftUI font as a `.font(…)` modifier gives it (`swiftUILayouts(among:)`).
  enum SwiftUIFont: Equatable {
    /// A text style (by its name as a spec's container writes it), which
    /// Dynamic Type scales.
    case style(String)
    /// A font of a fixed point size, which it does not.
    case fixed
    /// A font of the app's own, or none this reading knows.
    case unknown
  }

  /// The font the argument of SwiftUI's `.font(…)` modifier names:
  /// `.caption`, `Font.caption.weight(.bold)`, `.system(.title2, design:
  /// .rounded)` (a text style); `.system(size: 13)`, `.custom("Inter",
  /// fixedSize: 13)` (fixed); else unknown (`.appBody`, `.custom("Inter",
  /// size: 15)`, which scales as `body` does from its own size).
  static func swiftUIFont(_ argument: String) -> SwiftUIFont {
    var text = Substring(argument.trimmingCharacters(in: .whitespacesAndNewlines))
    if text.hasPrefix("Font.") { text = text.dropFirst(4) }
    guard text.hasPrefix(".") else { return .unknown }
    text = text.dropFirst()
    func name(_ text: Substring) -> Substring {
      text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    func style(_ name: Substring) -> SwiftUIFont {
      guard swiftUITextStyles.contains(String(name)),
        let style = try? TextStyle(parsing: String(name))
      else { return .unknown }
      return .style(style.name)
    }
    let first = name(text)
    switch first {
    case "system":
      let inner = text.dropFirst(first.count).drop { $0 == " " }
      guard inner.hasPrefix("(") else { return .unknown }
      let arguments = inner.dropFirst().drop { $0 == " " || $0 == "\n" }
      if arguments.hasPrefix("size:") { return .fixed }
      guard arguments.hasPrefix(".") else { return .unknown }
      return style(name(arguments.dropFirst()))
    case "custom":
      return text.contains("fixedSize:") ? .fixed : .unknown
    default:
      return style(first)
    }
  }

  /// SwiftUI's modifiers that set no font of a text (others, an app's own,
  /// may: a chain that names one before any `.font` is not read).
  static let swiftUIModifiersKeepingFont: Set<String> = [
    "lineLimit", "minimumScaleFactor", "labelStyle", "foregroundColor", "foregroundStyle",
    "padding", "frame", "background", "opacity", "multilineTextAlignment", "fixedSize", "bold",
    "italic", "fontWeight", "fontDesign", "tint", "accessibilityLabel", "accessibilityHint",
    "accessibilityIdentifier", "accessibilityHidden", "accessibilityAddTraits", "onTapGesture",
    "id", "tag", "disabled", "buttonStyle", "layoutPriority", "contentShape", "clipShape",
    "cornerRadius", "overlay", "shadow", "animation", "transition", "listRowBackground",
    "listRowInsets", "listRowSeparator", "textSelection", "keyboardType", "textContentType",
    "autocapitalization", "textInputAutocapitalization", "autocorrectionDisabled",
    "disableAutocorrection", "submitLabel", "onSubmit", "focused", "truncationMode",
    "allowsTightening", "lineSpacing", "monospacedDigit", "help", "contextMenu", "swipeActions",
    "task", "onAppear", "onDisappear", "onChange", "sheet", "alert", "confirmationDialog",
    "hidden", "privacySensitive", "redacted", "symbolRenderingMode", "imageScale",
    "controlSize", "toggleStyle", "pickerStyle", "textFieldStyle", "buttonBorderShape",
    "keyboardShortcut", "navigationTitle", "toolbar", "popover", "underline", "strikethrough",
    "kerning", "tracking", "baselineOffset", "textScale", "scaleEffect", "rotationEffect",
    "offset", "zIndex", "allowsHitTesting", "simultaneousGesture", "gesture",
    "onLongPressGesture", "containerRelativeFrame", "safeAreaInset", "ignoresSafeArea",
    "border", "mask", "compositingGroup", "drawingGroup", "blur", "saturation", "brightness",
    "contrast", "grayscale", "hoverEffect", "onHover", "draggable", "dropDestination",
    "searchable", "refreshable", "navigationDestination", "fileImporter", "fileExporter",
    "photosPicker", "interactiveDismissDisabled", "presentationDetents",
    "environmentObject", "transaction", "listStyle", "scrollContentBackground",
  ]

  /// SwiftUI's text styles, as `Font` names them.
  static let swiftUITextStyles: Set<String> = [
    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
    "footnote", "caption", "caption2",
  ]

  /// The most lines SwiftUI's `.lineLimit(…)` argument lets a text show:
  /// `1`, `2, reservesSpace: true`, a range's upper bound (`2...4`; none
  /// for `2...`), nil for `nil`; `given` for one this reading cannot read.
  static func swiftUILineLimit(_ argument: String, given: Int?) -> Int? {
    let text =
      argument.split(separator: ",").first.map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      } ?? ""
    if text == "nil" { return nil }
    if let lines = Int(text) { return lines > 0 ? lines : given }
    for separator in ["...", "..<"] {
      let parts = text.components(separatedBy: separator)
      guard parts.count == 2 else { continue }
      let upper = parts[1].trimmingCharacters(in: .whitespaces)
      if upper.isEmpty { return nil }
      guard let bound = Int(upper) else { return given }
      let lines = separator == "..<" ? bound - 1 : bound
      return lines > 0 ? lines : given
    }
    return given
  }

  /// Where the one-line string literal whose opening quote is at `k` in
  /// Swift code `bytes` closes (its closing quote), or nil where none is
  /// there (no quote, a multi-line literal's `"""`, a literal the line ends).
  static func oneLineLiteralEnd(in bytes: [UInt8], at k: Int) -> Int? {
    guard k < bytes.count, bytes[k] == 0x22, multiLineEnd(in: bytes, at: k, escapes: true) == nil
    else { return nil }
    let end = literalEnd(in: bytes, from: k) { _, _ in }
    return end < bytes.count && bytes[end] == 0x22 ? end : nil
  }

  /// Where Swift code `bytes` goes on past the literal whose opening quote
  /// is at `k`: a multi-line one's closing `"""`, else a one-line one's
  /// closing quote (or its line's end).
  static func pastLiteral(in bytes: [UInt8], at k: Int) -> Int {
    if let close = multiLineEnd(in: bytes, at: k, escapes: true) { return close + 3 }
    return literalEnd(in: bytes, from: k) { _, _ in } + 1
  }

  /// Where the bracket that closes the one (`(` or `{`) at `open` in Swift
  /// code `bytes` is, past string literals and comments, within 16 KiB and
  /// the bytes `budget` has left (less those looked at); nil where none
  /// does.
  static func closing(in bytes: [UInt8], from open: Int, budget: inout Int) -> Int? {
    let (opening, closing): (UInt8, UInt8) = bytes[open] == 0x7B ? (0x7B, 0x7D) : (0x28, 0x29)
    let limit = min(bytes.count, open + 16 << 10, open + max(0, budget))
    var depth = 0
    var k = open
    defer { budget -= k - open + 1 }
    while k < limit {
      if let end = commentEnd(in: bytes, at: k) {
        k = end
        continue
      }
      switch bytes[k] {
      case opening: depth += 1
      case closing:
        depth -= 1
        if depth == 0 { return k }
      case 0x22:
        k = pastLiteral(in: bytes, at: k)
        continue
      default: break
      }
      k += 1
    }
    return nil
  }
}
