import FileAccess
import Foundation
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
  /// such view lays it out alike, its containers' modifiers read as
  /// SwiftUI's environment hands them down
  /// (`forEachSwiftUIText(in:platform:appModifiers:_:symbol:)`), a
  /// `.dynamicTypeSize` cap as the platform's category at or below it (a
  /// literal given to a view of the app's own that shows it, as that view
  /// lays it out: `swiftUIWrappers(in:platform:appModifiers:)`); a
  /// font of the app's own (`.font(.appBody)`, `.custom("Inter", size:
  /// 15)`) or a chain this reading cannot follow leaves it to the
  /// catch-all.
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
    // UIKit label may show the key. The app's modifiers are known once
    // every file is read: its SwiftUI files are kept till then.)
    var modifiers: Set<String> = []
    var swiftUIFiles: [[UInt8]] = []
    // (The other Swift files, which may call the app's own views alone:
    // `VStack { Row(title: "k") }`.)
    var otherSwiftFiles: [[UInt8]] = []
    // (And the names its code declares: a view of the app's that shows a
    // key it is given is read where a call of its name surely calls it.)
    var declared: [String: SwiftUIDeclaredName] = [:]
    let whole = forEachAppleCodeFile { path, bytes in
      Self.forEachLiteral(in: bytes) { written in
        for key in keysOf(written) { uses[key, default: 0] += 1 }
      }
      guard path.hasSuffix(".swift") else { return }
      Self.viewExtensionFunctions(in: bytes, into: &modifiers)
      Self.declaredNames(in: bytes, into: &declared)
      // (Any file that may show one: SwiftUI may come through a module
      // of the app's, `@_exported import SwiftUI`.)
      if Self.swiftUIFileMarks.contains(where: bytes.holds) {
        swiftUIFiles.append(bytes)
      } else {
        otherSwiftFiles.append(bytes)
      }
    }
    // (Not where a file could not be read whole: not every use is known.)
    guard whole else { return [:] }
    // (The app's views that show a key they are given, read first: a call
    // may be in any file.)
    let wrappers = Self.swiftUIWrappers(
      in: swiftUIFiles, platform: platform, appModifiers: modifiers, declared: declared)
    for bytes in swiftUIFiles + (wrappers.isEmpty ? [] : otherSwiftFiles) {
      Self.forEachSwiftUIText(
        in: bytes, platform: platform, appModifiers: modifiers, wrappers: wrappers
      ) { written, layout in
        for key in keysOf(written) { layouts[key, default: []].append(layout) }
      } symbol: { written in
        // (An SF Symbol's name is no use of a key of that text:
        // `Label("trash", systemImage: "trash")`.)
        for key in keysOf(written) { uses[key, default: 0] -= 1 }
      }
    }
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
  /// as iOS shows the prompt alone, but on `platform` macOS, whose forms
  /// show both. What a view's own modifiers leave unsaid, the modifiers of
  /// the views it is inside of say, the nearest first, as SwiftUI's
  /// environment passes them down (`VStack { Text("x") }.font(.caption)`, a
  /// `Button`'s label closure's, a `ForEach`'s, `.overlay(Text("x"))
  /// .lineLimit(1)`): the font, the line limit, the shrinking, the text
  /// case and a label's style, and the least `.dynamicTypeSize` cap of all;
  /// a modifier of `appModifiers` (the app's own that may set a font) on
  /// one of them, before any `.font`, leaves the font unknown. What a menu,
  /// a toolbar, a picker, an alert or swipe actions show is the system's
  /// (nil; a toolbar's label shown as its icon and a segmented picker's
  /// segments skipped); a navigation title is its bar's (`largeTitle` on
  /// one line on iOS, skipped where inline); a widget's name and
  /// description are skipped. (Not beyond the
  /// declaration the view is in: `row.font(.caption)` elsewhere is not
  /// read.) A call of one of `wrappers`, the app's views that show a key
  /// they are given (`ErrorView(title: "error.title")`,
  /// `swiftUIWrappers(in:platform:appModifiers:)`), gives each of its
  /// literal arguments the reading the view's body gives that argument,
  /// then reads on as for a view of its own. With `parameter`, a view whose
  /// first argument is a name (`Text(title)`, `Text(self.title)`) is read
  /// too and handed to it, with where the name is, before its reading ends
  /// (its calls say the rest). Comments are passed over.
  static func forEachSwiftUIText(
    in bytes: [UInt8], platform: String = "ios", appModifiers: Set<String> = [],
    wrappers: [String: SwiftUIWrapper] = [:],
    _ body: (String, InterfaceLayout?) -> Void, symbol: (String) -> Void = { _ in },
    parameter: ((Int, SwiftUIView) -> Void)? = nil
  ) {
    let n = bytes.count
    let titlesBesidePrompts = platform == "macos"
    // (A widget's name and description are the widget gallery's.)
    let widgets = bytes.holds(Array("WidgetConfiguration".utf8))
    let wrapperNameLength = wrappers.keys.map(\.utf8.count).max() ?? 0
    let wrapperFirstBytes = Set(wrappers.keys.compactMap(\.utf8.first))
    let keyCall = Array("LocalizedStringKey(".utf8)
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
      guard let label = bytes.firstIndex(of: Array("prompt:".utf8), in: range) else { return nil }
      var at = label + 7
      while at < range.upperBound, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
      if bytes[at..<range.upperBound].starts(with: Array("Text(".utf8)) {
        promptTexts.insert(at)
        return nil
      }
      return literal(at: at)
    }
    // Past a call's or a modifier's trailing closures from `k` (`{ … }`,
    // then `label: { … }`), where they close; nil where one does not.
    func pastTrailingClosures(_ k: Int) -> Int? {
      guard k < n, bytes[k] == 0x7B else { return k }
      guard let brace = closing(in: bytes, from: k, budget: &work) else { return nil }
      var k = skipSpace(brace + 1)
      while k < n, isName(bytes[k]) {
        var m = k
        while m < n, isName(bytes[m]) { m += 1 }
        var colon = m
        while colon < n, bytes[colon] == 0x20 || bytes[colon] == 0x09 { colon += 1 }
        guard colon < n, bytes[colon] == 0x3A else { break }
        let next = skipSpace(colon + 1)
        guard next < n, bytes[next] == 0x7B else { break }
        guard let brace = closing(in: bytes, from: next, budget: &work) else { return nil }
        k = skipSpace(brace + 1)
      }
      return k
    }
    // The modifier chain from `start` (`.font(.caption).lineLimit(1)`),
    // each modifier's first use (the first `.font` is the view's own: the
    // others set the views inside it), each once.
    func chain(from start: Int) -> SwiftUIChain {
      var chain = SwiftUIChain()
      var at = start
      var seen: Set<String> = []
      var modifiers = 0
      while at < n, bytes[at] == 0x2E, modifiers < 64 {
        modifiers += 1
        var nameEnd = at + 1
        while nameEnd < n, isName(bytes[nameEnd]) { nameEnd += 1 }
        let modifier = String(decoding: bytes[(at + 1)..<nameEnd], as: UTF8.self)
        var next = nameEnd
        while next < n, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        guard !modifier.isEmpty, next < n, bytes[next] == 0x28 || bytes[next] == 0x7B else {
          break
        }
        var argument = ""
        var after = next
        if bytes[next] == 0x28 {
          guard let argumentEnd = closing(in: bytes, from: next, budget: &work) else { break }
          argument = String(decoding: bytes[(next + 1)..<argumentEnd], as: UTF8.self)
          after = skipSpace(argumentEnd + 1)
        }
        // (A modifier's closures: `.contextMenu { … }`, `.sheet(isPresented:
        // $shown) { … }`.)
        guard let past = pastTrailingClosures(after) else { break }
        if chain.font == nil, modifier != "font",
          appModifiers.contains(modifier) || Self.swiftUIModifiersSettingFont.contains(modifier)
            || (modifier == "environment"
              && ["font", "dynamicTypeSize", "sizeCategory"].contains {
                argument.firstRange(of: $0) != nil
              })
        {
          // `.recursiveMono(style: .callout)`, `.style(appStyle: .rowDescription)`,
          // `.modifier(CaptionFont())`: a font this reading does not know.
          chain.unknownBeforeFont = true
        }
        if seen.insert(modifier).inserted {
          switch modifier {
          case "font": chain.font = Self.swiftUIFont(argument)
          case "lineLimit": chain.lineLimit = argument
          case "minimumScaleFactor": chain.minimumScaleFactor = argument
          case "labelStyle": chain.labelStyle = argument
          case "textCase": chain.textCase = argument
          case "pickerStyle": chain.pickerStyle = argument.trimmingCharacters(in: .whitespaces)
          case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            chain.titleDisplayMode = argument.trimmingCharacters(in: .whitespaces)
          default: break
          }
        }
        if modifier == "dynamicTypeSize" {
          // (Each one clamps the size the views inside take: the least wins.)
          switch Self.swiftUIDynamicTypeSize(argument) {
          case .largest(let category):
            chain.largestCategory = min(chain.largestCategory ?? category, category)
          case .fixed: chain.fixedSize = true
          case .unbounded: break
          }
        }
        at = past
      }
      // (A chain left before its end: `Text("a").bold() + Text("b")`, laid
      // out as the whole; a modifier this reading does not follow.)
      let next = skipSpace(at)
      chain.cut = next < n && [0x2B, 0x2E, 0x7B].contains(bytes[next])
      return chain
    }
    // The brackets (`(`, `{`, `[`) open where the reading is, the innermost
    // last (beyond 256 deep, counted alone); where each one a view is inside
    // of closes; the views found, each with the brackets it is inside of.
    var brackets: [Int] = []
    var deeper = 0
    var enclosing: Set<Int> = []
    var closers: [Int: Int] = [:]
    var views: [SwiftUIView] = []
    // Where the last parenthesis closed opened, and the brackets of
    // closures and calls whose views the system draws in its own style, by
    // their names: a context menu's, a toolbar's, an alert's, a menu's
    // (`.contextMenu { Button("Delete") … }`, `Menu(content: { … })`), and
    // of the `label:` closures, whose views a menu shows as itself.
    var lastParentheses = (open: -1, close: -1)
    var systemDrawn: [Int: Substring] = [:]
    // The name just before `k` (`Menu` of `Menu(`).
    func name(before k: Int) -> Substring {
      var start = k - 1
      while start >= 0, isName(bytes[start]) { start -= 1 }
      return String(decoding: bytes[(start + 1)..<k], as: UTF8.self)[...]
    }
    // The name a closure whose brace is at `k` is given to, or a call
    // whose parenthesis is: a view's (`Menu {`, `Picker(`), a modifier's
    // (`.swipeActions(edge: .trailing) {`), a label's (`} message: {`); ""
    // for any other name (`if let message {`).
    func owner(of k: Int) -> Substring {
      var end = k - 1
      var labelled = false
      if bytes[k] == 0x7B {
        while end >= 0, isSpace(bytes[end]) { end -= 1 }
        if end >= 0, end == lastParentheses.close {
          end = lastParentheses.open - 1
          while end >= 0, bytes[end] == 0x20 || bytes[end] == 0x09 { end -= 1 }
        } else if end >= 0, bytes[end] == 0x3A {
          labelled = true
          end -= 1
          while end >= 0, bytes[end] == 0x20 || bytes[end] == 0x09 { end -= 1 }
        }
      }
      let found = name(before: end + 1)
      guard let first = found.first else { return "" }
      let start = end + 1 - found.utf8.count
      let modifier = start > 0 && bytes[start - 1] == 0x2E
      let isType = first.isUppercase && !modifier
      return labelled == ["label", "message", "preview"].contains(found)
        && (labelled || modifier || isType)
        ? found : ""
    }
    // Whether the `.` at `dot` follows `self` or `Self`, or a type's name
    // where a `type` is called (`FeaturesView.FeatureCell(…)`): not another
    // value's member, nor another type's (`Route.row(title:)`, an enum's
    // case).
    func calledOnSelfOrType(_ dot: Int, type: Bool) -> Bool {
      let base = name(before: dot)
      return base == "self" || base == "Self" || (type && base.first?.isUppercase == true)
    }
    // Whether the view whose name starts at `start` is joined to a text
    // before it (`Text("a") + Text("b")`, `t += Text(…)`), past a `//`
    // comment's line before it.
    func joinedBefore(_ start: Int) -> Bool {
      var before = start - 1
      while before >= 0 {
        while before >= 0, isSpace(bytes[before]) { before -= 1 }
        guard before >= 0 else { break }
        // (Within 1 KiB: a minified file's one long line is read once.)
        let back = max(0, before - 1024)
        let lineStart = bytes[back..<before].lastIndex(of: 0x0A).map { $0 + 1 } ?? back
        guard let comment = bytes.firstIndex(of: Array("//".utf8), in: lineStart..<(before + 1))
        else { break }
        before = comment - 1
      }
      return before >= 0
        && (bytes[before] == 0x2B
          || (bytes[before] == 0x3D && before > 0 && bytes[before - 1] == 0x2B))
    }
    var i = 0
    while i < n, work > 0 {
      if let end = commentEnd(in: bytes, at: i) {
        i = end
        continue
      }
      if let end = pastAnyLiteral(in: bytes, at: i) {
        // A literal's text is no view's name, its brackets none of the code's.
        i = end
        continue
      }
      guard isName(bytes[i]) else {
        switch bytes[i] {
        case 0x28, 0x7B, 0x5B:
          if brackets.count < 256, deeper == 0 { brackets.append(i) } else { deeper += 1 }
          if bytes[i] != 0x5B {
            let owner = owner(of: i)
            if Self.swiftUISystemDrawnClosures.contains(owner) || owner == "label"
              || Self.swiftUISpokenModifiers.contains(owner)
            {
              systemDrawn[i] = owner
            }
            // (A toolbar's principal item is a view of the app's own, its
            // title's.)
            if owner == "ToolbarItem", bytes[i] == 0x7B, lastParentheses.open >= 0,
              bytes.firstIndex(
                of: Array("principal".utf8), in: lastParentheses.open..<lastParentheses.close)
                != nil
            {
              systemDrawn[i] = "principal"
            }
          }
        case 0x29, 0x7D, 0x5D:
          // (A closer of another kind than the last opener, a regular
          // expression's `/[(]/` left open: the nearest opener of its kind
          // within the last four closes, those after it left unclosed;
          // none, and the closer is passed over.)
          let opening: UInt8 = bytes[i] == 0x29 ? 0x28 : bytes[i] == 0x7D ? 0x7B : 0x5B
          if deeper > 0 {
            deeper -= 1
          } else if let match = brackets.suffix(4).lastIndex(where: { bytes[$0] == opening }) {
            let opener = brackets[match]
            brackets.removeSubrange(match...)
            if enclosing.contains(opener) { closers[opener] = i }
            if bytes[i] == 0x29 { lastParentheses = (opener, i) }
          }
        default: break
        }
        i += 1
        continue
      }
      var j = i
      while j < n, isName(bytes[j]) { j += 1 }
      // (Only a name that may be one read below is made a string: the
      // views', `systemImage`, `systemName`, `searchable`, `tabItem`.)
      // A navigation title (`.navigationTitle("Entries")`), which the
      // navigation bar draws; a widget's name and description.
      if i > 0, bytes[i - 1] == 0x2E,
        let kind = Self.swiftUITitleModifiers.first(where: { bytes[i..<j].elementsEqual($0.utf8) })
      {
        i = j
        let open = skipSpace(j)
        guard open < n, bytes[open] == 0x28 else { continue }
        let k = skipSpace(open + 1)
        guard let end = oneLineLiteralEnd(in: bytes, at: k) else { continue }
        let after = skipSpace(end + 1)
        guard after < n, bytes[after] == 0x2C || bytes[after] == 0x29 else { continue }
        let text = String(decoding: bytes[(k + 1)..<end], as: UTF8.self)
        if kind.hasPrefix("navigation") {
          // Shown inline (of one size) where its chain says so, after it or
          // before it since the view it modifies (within 1 KiB), or its own
          // `displayMode: .inline`.
          guard let close = closing(in: bytes, from: open, budget: &work) else { continue }
          let back = max(0, i - 1024)
          let start = bytes[back..<i].lastIndex(of: 0x7D) ?? back
          let inline =
            chain(from: skipSpace(close + 1)).titleDisplayMode?.hasSuffix(".inline") == true
            || bytes.firstIndex(of: Array("TitleDisplayMode(.inline)".utf8), in: start..<i) != nil
            || String(decoding: bytes[(end + 1)..<close], as: UTF8.self)
              .replacingOccurrences(of: " ", with: "").hasSuffix("displayMode:.inline")
          views.append(
            SwiftUIView(
              text: text, name: kind, arguments: [],
              layout: inline
                ? InterfaceLayout(skips: true) : InterfaceLayout(style: "largeTitle", maxLines: 1),
              inTabItem: false, enclosing: []))
        } else if widgets {
          body(text, InterfaceLayout(skips: true))
        }
        continue
      }
      // A call of a view of the app's own that shows a key it is given
      // (`ErrorView(title: "error.title")`): each such literal argument,
      // laid out as the view's body lays out that argument, then as the
      // call's chain and the views it is inside of say.
      if !wrappers.isEmpty, j - i <= wrapperNameLength, wrapperFirstBytes.contains(bytes[i]),
        let wrapper = wrappers[String(decoding: bytes[i..<j], as: UTF8.self)],
        i == 0 || bytes[i - 1] != 0x2E || calledOnSelfOrType(i - 1, type: wrapper.isType)
      {
        let start = i
        i = j
        let open = skipSpace(j)
        guard open < n, bytes[open] == 0x28,
          let close = closing(in: bytes, from: open, budget: &work)
        else { continue }
        var given: [(text: String, template: SwiftUIView, parameterAt: Int?)] = []
        var unlabelled = 0
        for argument in topLevelArguments(in: bytes, open: open, close: close) {
          var key = "#\(unlabelled)"
          var value = argument.lowerBound
          var m = value
          while m < argument.upperBound, isName(bytes[m]) { m += 1 }
          let nameEnd = m
          while m < argument.upperBound, bytes[m] == 0x20 || bytes[m] == 0x09 { m += 1 }
          if nameEnd > value, m < argument.upperBound, bytes[m] == 0x3A {
            key = String(decoding: bytes[value..<nameEnd], as: UTF8.self)
            value = skipSpace(m + 1)
          } else {
            unlabelled += 1
          }
          guard let template = wrapper.arguments[key] else { continue }
          if parameter != nil, value < argument.upperBound, isName(bytes[value]) {
            // (Where a wrapper's parameters are read, one passed on to
            // another wrapper, `Other(caption: caption)`, is shown as that
            // one shows it.)
            let nameStart =
              bytes[value..<argument.upperBound].starts(with: "self.".utf8) ? value + 5 : value
            var m = nameStart
            while m < argument.upperBound, isName(bytes[m]) { m += 1 }
            if m == argument.upperBound, m > nameStart, !(0x30...0x39).contains(bytes[nameStart]) {
              given.append(
                (String(decoding: bytes[nameStart..<m], as: UTF8.self), template, nameStart))
            }
            continue
          }
          guard let end = oneLineLiteralEnd(in: bytes, at: value), end + 1 == argument.upperBound,
            // (A `String`'s interpolations are filled in before it is made a
            // key: no format key is looked up.)
            !template.viaKey || bytes.firstIndex(of: [0x5C, 0x28], in: value..<end) == nil
          else { continue }
          given.append((String(decoding: bytes[(value + 1)..<end], as: UTF8.self), template, nil))
        }
        guard !given.isEmpty else { continue }
        let past = pastTrailingClosures(skipSpace(close + 1))
        let own = past.map { chain(from: skipSpace($0)) }
        // (A text it gives joined to another, `Text("a") + caption("b")`,
        // is laid out as the whole: not read.)
        let qualified = start > 0 && bytes[start - 1] == 0x2E
        let callStart = qualified ? start - 1 - name(before: start - 1).utf8.count : start
        let joined = joinedBefore(callStart) || own?.cut == true
        for (text, template, parameterAt) in given {
          var view = template
          view.text = text
          view.parameterAt = parameterAt
          view.inTabItem = view.inTabItem || start < tabItemEnd
          view.enclosing = brackets.suffix(32)
          view.truncated = brackets.count > 32 || deeper > 0
          if let own, !joined { view.apply(own) } else { view.layout = nil }
          if view.layout != nil { enclosing.formUnion(view.enclosing) }
          views.append(view)
        }
        continue
      }
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
      // (Or, where a wrapper's parameters are read, a name: `Text(title)`,
      // `Text(self.title)`, `Text(LocalizedStringKey(title))`, its end the
      // name's last byte or the key's closing parenthesis.)
      var parameterAt: Int?
      var viaKey = false
      var text = ""
      if let literalEnd = oneLineLiteralEnd(in: bytes, at: k) {
        text = String(decoding: bytes[(k + 1)..<literalEnd], as: UTF8.self)
        k = literalEnd
      } else if parameter != nil, k < n, isName(bytes[k]) {
        var m = k
        if bytes[m...].starts(with: keyCall) {
          viaKey = true
          m = skipSpace(m + keyCall.count)
        }
        if bytes[m...].starts(with: "self.".utf8) { m += 5 }
        let nameStart = m
        while m < n, isName(bytes[m]) { m += 1 }
        guard m > nameStart, !(0x30...0x39).contains(bytes[nameStart]) else { continue }
        text = String(decoding: bytes[nameStart..<m], as: UTF8.self)
        parameterAt = nameStart
        k = m - 1
        if viaKey {
          k = skipSpace(m)
          guard k < n, bytes[k] == 0x29 else { continue }
        }
      } else {
        continue
      }
      guard let close = closing(in: bytes, from: open, budget: &work) else { continue }
      let end = k
      let arguments = bytes[(end + 1)..<close]
      // (A literal that is the whole first argument: `Text("a" + b)` shows a
      // string as it is, no key.)
      let after = skipSpace(end + 1)
      guard after < n, bytes[after] == 0x2C || bytes[after] == 0x29 else { continue }
      var layout: InterfaceLayout? = InterfaceLayout()
      if name == "TextField" || name == "SecureField" || promptTexts.contains(start) {
        // (A field of `axis: .vertical` grows to more lines.)
        layout?.maxLines =
          bytes.firstIndex(of: Array("axis:".utf8), in: (end + 1)..<close) == nil ? 1 : nil
        // (Its prompt, a `Text`'s, too: read as that view is. Where it has
        // one, an iOS field shows it, not its title, which VoiceOver speaks.)
        let prompted = bytes.firstIndex(of: Array("prompt:".utf8), in: (end + 1)..<close) != nil
        _ = prompt(in: (end + 1)..<close)
        if prompted, !promptTexts.contains(start), !titlesBesidePrompts {
          layout?.skips = true
        }
      }
      // (A text joined to another, `Text("a") + Text("b")`, is laid out as
      // the whole: not read.)
      if joinedBefore(start) { layout = nil }
      var view = SwiftUIView(
        text: text, name: name, arguments: arguments, layout: layout,
        inTabItem: open < tabItemEnd, enclosing: brackets.suffix(32))
      view.truncated = brackets.count > 32 || deeper > 0
      view.parameterAt = parameterAt
      view.viaKey = viaKey
      // Its trailing closures, then its modifiers (not a chain past a
      // closure that does not close).
      if let past = pastTrailingClosures(skipSpace(close + 1)) {
        view.apply(chain(from: skipSpace(past)))
      } else {
        view.layout = nil
      }
      if view.layout != nil { enclosing.formUnion(view.enclosing) }
      views.append(view)
    }
    // What the views each is inside of say, the nearest first, once each.
    var environments: [Int: SwiftUIChain] = [:]
    // The chain after the bracket that closes at `closer`, read once.
    func environment(after closer: Int) -> SwiftUIChain {
      if let known = environments[closer] { return known }
      let read = pastTrailingClosures(skipSpace(closer + 1)).map { chain(from: skipSpace($0)) }
      let environment = read ?? SwiftUIChain(unknownBeforeFont: true)
      environments[closer] = environment
      return environment
    }
    for var view in views {
      if view.name.hasPrefix("navigation") {
        // A navigation bar's title: on iOS its large title grows and is cut
        // where too wide; an inline one keeps one size, as a Mac window's
        // title does (a watch's or a TV's: measured as every string is).
        body(
          view.text,
          titlesBesidePrompts
            ? InterfaceLayout(skips: true)
            : platform == "ios" || view.layout?.skips == true ? view.layout : nil)
        continue
      }
      // Every view around it, the nearest first (a `.dynamicTypeSize` cap
      // further out clamps it still); a view inside brackets this reading
      // lost track of (nested too deep, or left open) is the catch-all's
      // unless its font is known.
      var lost = view.truncated
      for opener in view.enclosing.reversed() where view.layout?.skips != true {
        guard let closer = closers[opener] else {
          lost = true
          break
        }
        guard bytes[opener] != 0x5B else { continue }
        view.apply(environment(after: closer))
      }
      if lost, !view.knowsFont { view.layout = nil }
      // (The system draws a menu's items, a toolbar's, an alert's in its
      // own style: measured as every string is; a toolbar shows a label as
      // its icon alone, as `.labelStyle(.iconOnly)` does, unless its label
      // style shows the title. Not a menu's or a picker's own label,
      // `Menu(content: { … }, label: { Label(…) })`, which shows where the
      // menu is, nor a toolbar's principal item, the app's own view.)
      var inLabel = false
      for opener in view.enclosing.reversed() {
        let owner = systemDrawn[opener]
        if owner == "principal" {
          break
        } else if owner == "label" {
          inLabel = true
        } else if inLabel, bytes[opener] == 0x28 {
          // (The call whose label it is.)
          inLabel = false
        } else if let owner {
          let toolbar = ["toolbar", "ToolbarItem", "ToolbarItemGroup"].contains(owner)
          let iconOnly =
            view.showsIcon
            && (view.labelStyle.map { $0.hasSuffix("iconOnly") || $0.hasSuffix("automatic") }
              ?? true)
          // (A segmented picker's segments keep one size, as a storyboard's
          // segmented control's do.)
          let segmented =
            owner == "Picker"
            && closers[opener].map {
              environment(after: $0).pickerStyle?.hasSuffix("segmented") == true
            } == true
          view.layout = (toolbar && iconOnly) || segmented ? InterfaceLayout(skips: true) : nil
          break
        }
      }
      if let at = view.parameterAt {
        // (A wrapper's parameter: its calls say the rest.)
        parameter?(at, view)
        continue
      }
      view.finish(platform: platform)
      body(view.text, view.layout)
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

  /// SwiftUI's modifiers that may set a text's font or scale it: a view
  /// modifier of the app's own (`.modifier(CaptionFont())`), a text scale
  /// (`.textScale(.secondary)`). (`.environment(\.font, …)` too.)
  static let swiftUIModifiersSettingFont: Set<String> = ["modifier", "textScale"]

  /// Adds to `names` the names of the functions Swift code `bytes` declares
  /// in its extensions of SwiftUI's views (`extension View { func
  /// cardStyle() … }`, of `Text`, `Label`, `Image`, …) whose bodies name a
  /// font, a view modifier or the environment: the app's own modifiers that
  /// may set a text's font (any other modifier of a chain is taken to be
  /// SwiftUI's, a package's or one that sets none, as
  /// `padding().background(.gray)` does not; but
  /// ``swiftUIModifiersSettingFont``).
  static func viewExtensionFunctions(in bytes: [UInt8], into names: inout Set<String>) {
    let n = bytes.count
    let keyword = Array("extension ".utf8)
    var from = 0
    while let found = bytes.firstIndex(of: keyword, from: from) {
      var k = found + keyword.count
      from = k
      guard found == 0 || !isResourceNameByte(bytes[found - 1]) else {
        continue
      }
      while k < n, bytes[k] == 0x20 { k += 1 }
      let nameStart = k
      while k < n, isResourceNameByte(bytes[k]) { k += 1 }
      let type = String(decoding: bytes[nameStart..<k], as: UTF8.self)
      guard
        ["View", "SwiftUI.View", "Image", "Shape"].contains(type) || swiftUITextViews.contains(type)
      else { continue }
      // Its body: from its brace (past a `where` clause, conformances) to
      // the one that closes it, past literals and comments.
      guard let open = bytes[k..<min(n, k + 512)].firstIndex(of: 0x7B) else { continue }
      var depth = 0
      var j = open
      // The function being read: its name, where its body starts; the
      // parentheses open in its signature (a default argument's closure,
      // `= { }`, is no body).
      var function: (name: String, body: Int?)?
      var functionStart = 0
      var parentheses = 0
      while j < n {
        if let end = pastCommentOrLiteral(in: bytes, at: j) {
          j = end
          continue
        }
        switch bytes[j] {
        case 0x28 where function != nil && function?.body == nil: parentheses += 1
        case 0x29 where function != nil && function?.body == nil: parentheses -= 1
        case 0x7B:
          depth += 1
          if depth == 2, parentheses == 0, let name = function?.name, function?.body == nil {
            function?.body = j
            // (One that takes a closure of the view, `.apply { $0.font(.caption) }`,
            // `.if(compact) { $0.lineLimit(1) }`, may do anything to it.)
            let signature = String(decoding: bytes[functionStart..<j], as: UTF8.self)
            if signature.contains("(Self)") || signature.contains("(Self,") { names.insert(name) }
          }
        case 0x7D:
          depth -= 1
          if depth == 1, let name = function?.name, let start = function?.body {
            // (One whose body names no font, no view modifier and no
            // environment keeps the font: `padding().background(.gray)`.)
            if ["font", "Font", "modifier(", "environment(", "textScale", "dynamicTypeSize"]
              .contains(where: { bytes.firstIndex(of: Array($0.utf8), in: start..<(j + 1)) != nil })
            {
              names.insert(name)
            }
            function = nil
          }
        case 0x66
        where depth == 1 && !isResourceNameByte(bytes[j - 1])
          && bytes[j...].starts(with: Array("func ".utf8)):
          var m = j + 5
          while m < n, bytes[m] == 0x20 { m += 1 }
          let start = m
          while m < n, isResourceNameByte(bytes[m]), bytes[m] != 0x2E { m += 1 }
          if m > start {
            function = (String(decoding: bytes[start..<m], as: UTF8.self), nil)
            functionStart = m
            parentheses = 0
          }
        default: break
        }
        if depth == 0 { break }
        j += 1
      }
      from = max(from, j)
    }
  }

  /// The modifiers whose text VoiceOver speaks and no view draws
  /// (`.accessibilityLabel(Text(title))`), or the system draws as a
  /// tooltip (`.help(…)`): a view inside them is none of the app's.
  static let swiftUISpokenModifiers: Set<Substring> = [
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityInputLabels",
    "accessibility", "help",
  ]

  /// The closures whose views the system draws in its own style, by the
  /// name they are given to: a context menu's items, a toolbar's, a
  /// menu's, a picker's options, an alert's or a confirmation dialog's
  /// buttons and message, swipe actions' buttons.
  static let swiftUISystemDrawnClosures: Set<Substring> = [
    "contextMenu", "toolbar", "Menu", "Picker", "alert", "confirmationDialog", "message",
    "swipeActions", "commands", "ToolbarItem", "ToolbarItemGroup", "navigationTitle",
  ]

  /// The modifiers whose literal the system shows: a navigation title, a
  /// widget's name and description in the widget gallery.
  static let swiftUITitleModifiers = [
    "navigationTitle", "navigationBarTitle", "configurationDisplayName", "description",
  ]

  /// What SwiftUI's `.dynamicTypeSize(…)` argument does to the sizes of the
  /// text under it (`swiftUILayouts(among:)`).
  enum SwiftUIDynamicTypeSize: Equatable {
    /// A range's upper bound (`...DynamicTypeSize.xxxLarge`,
    /// `.large ..< .accessibility1`'s `.xxxLarge`).
    case largest(ContentSizeCategory)
    /// One size (`.large`): Dynamic Type does not scale the text.
    case fixed
    /// No upper bound (`.large...`), or one this reading cannot read.
    case unbounded
  }

  /// The sizes SwiftUI's `.dynamicTypeSize(…)` argument lets a text take:
  /// `...DynamicTypeSize.xxxLarge`, `.xSmall ... .accessibility2`,
  /// `DynamicTypeSize.large..<DynamicTypeSize.accessibility1`, `.large`.
  static func swiftUIDynamicTypeSize(_ argument: String) -> SwiftUIDynamicTypeSize {
    func category(_ text: Substring) -> ContentSizeCategory? {
      // The member's name: `xxxLarge`, `accessibility3`.
      let name = text.split(separator: ".").last.map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t()"))
      }
      guard let name, !name.isEmpty else { return nil }
      if name.hasPrefix("accessibility"), let n = Int(name.dropFirst(13)), (1...5).contains(n) {
        return try? ContentSizeCategory(parsing: "ax\(n)")
      }
      return try? ContentSizeCategory(parsing: name)
    }
    let text = argument.trimmingCharacters(in: .whitespaces)
    for separator in ["..<", "..."] {
      guard let range = text.range(of: separator) else { continue }
      let upper = text[range.upperBound...]
      guard let bound = category(upper) else { return .unbounded }
      guard separator == "..<" else { return .largest(bound) }
      let all = ContentSizeCategory.allCases
      guard let index = all.firstIndex(of: bound), index > all.startIndex else { return .unbounded }
      return .largest(all[all.index(before: index)])
    }
    return category(text[...]) == nil ? .unbounded : .fixed
  }

  /// What a Swift file that shows a view's literal, or an SF Symbol's
  /// name, holds (`swiftUILayouts(among:)` reads only those).
  static let swiftUIFileMarks = [
    "Text(", "Label(", "Button(", "Toggle(", "Field(", "Tab(", "prompt:", "systemName",
    "navigationTitle(", "navigationBarTitle(", "configurationDisplayName(",
  ].map { Array($0.utf8) }

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
  /// Where Swift code `bytes` goes on past the raw literal whose first `#`
  /// is at `k` (`#"a "quoted" (b"#`, a multi-line one's `#"""`, an
  /// extended regular expression's `#/[(]/#`), or nil where none starts
  /// there or it does not close (a one-line one within its line; any
  /// within 8 KiB, so that a hostile file's thousands that never close are
  /// each read as far at most).
  static func rawLiteralEnd(in bytes: [UInt8], at k: Int) -> Int? {
    let n = min(bytes.count, k + (8 << 10))
    var j = k
    while j < n, bytes[j] == 0x23 { j += 1 }
    let hashes = j - k
    guard j < n, bytes[j] == 0x22 || bytes[j] == 0x2F else { return nil }
    let multiLine = bytes[j] == 0x22 && bytes[j...].starts(with: [0x22, 0x22, 0x22])
    let close: [UInt8] =
      (multiLine ? [0x22, 0x22, 0x22] : [bytes[j]]) + Array(repeating: 0x23, count: hashes)
    var m = j + (multiLine ? 3 : 1)
    while m + close.count <= n {
      if !multiLine, bytes[m] == 0x0A { return nil }
      if bytes[m] == close[0], bytes[m...].starts(with: close) { return m + close.count }
      m += 1
    }
    return nil
  }

  /// Where Swift code `bytes` goes on past the literal that starts at `k`
  /// (`pastLiteral(in:at:)`'s, or a raw one's: `rawLiteralEnd(in:at:)`), or
  /// nil where none starts there: what every reader of this file steps
  /// over, so that a literal's brackets are never the code's.
  static func pastAnyLiteral(in bytes: [UInt8], at k: Int) -> Int? {
    switch bytes[k] {
    case 0x22: pastLiteral(in: bytes, at: k)
    case 0x23: rawLiteralEnd(in: bytes, at: k)
    default: nil
    }
  }

  /// Where Swift code `bytes` goes on past the comment or the literal
  /// that starts at `k` (`commentEnd(in:at:)`, `pastAnyLiteral(in:at:)`),
  /// or nil where none starts there: the step every reader of this file
  /// takes first.
  static func pastCommentOrLiteral(in bytes: [UInt8], at k: Int) -> Int? {
    commentEnd(in: bytes, at: k) ?? pastAnyLiteral(in: bytes, at: k)
  }

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
      if let end = pastCommentOrLiteral(in: bytes, at: k) {
        k = end
        continue
      }
      switch bytes[k] {
      case opening: depth += 1
      case closing:
        depth -= 1
        if depth == 0 { return k }
      default: break
      }
      k += 1
    }
    return nil
  }
}

/// What a SwiftUI view's modifier chain says of the text in it
/// (`ProjectScan.forEachSwiftUIText(in:platform:appModifiers:_:symbol:)`):
/// the argument of its first `.font`, `.lineLimit`, `.minimumScaleFactor`
/// and `.labelStyle`, each nil where it has none.
struct SwiftUIChain {
  /// Whether a modifier this reading does not know (an app's own, which may
  /// set a font) comes before the chain's first `.font`.
  var unknownBeforeFont = false
  var font: ProjectScan.SwiftUIFont?
  var lineLimit: String?
  var minimumScaleFactor: String?
  var labelStyle: String?
  var textCase: String?
  var pickerStyle: String?
  var titleDisplayMode: String?
  /// The least largest category of its `.dynamicTypeSize(…)` modifiers,
  /// and whether one gives a single size.
  var largestCategory: ContentSizeCategory?
  var fixedSize = false
  /// Whether the chain goes on where this reading stopped (a `+`, a
  /// modifier it cannot read).
  var cut = false
}

/// A SwiftUI view that shows a string literal
/// (`ProjectScan.forEachSwiftUIText(in:platform:appModifiers:_:symbol:)`), and
/// its layout as far as the modifier chains read so far say it.
struct SwiftUIView: Equatable {
  /// The literal, as written (a wrapper's parameter's name, where
  /// `parameterAt` is not nil).
  var text: String
  /// The view's name (`Text`, `Label`, …).
  var name: String
  /// Whether it is a label, or a button of an icon (an image,
  /// `systemImage:`, `image:` or an icon of the app's): a button of a title
  /// alone shows it whatever its label style.
  let showsIcon: Bool
  /// Where the name of a wrapper's parameter it shows is (`Text(title)`),
  /// or nil for a literal's view; whether it shows it as a key made of a
  /// `String` (`Text(LocalizedStringKey(title))`).
  var parameterAt: Int?
  var viaKey = false
  /// Its layout; nil for the catch-all's.
  var layout: ProjectScan.InterfaceLayout?
  /// Whether it is a `.tabItem`'s.
  var inTabItem: Bool
  /// Where the brackets it is inside of open, the innermost last (the 32
  /// nearest: `truncated` where there are more).
  var enclosing: ArraySlice<Int>
  var truncated = false
  /// The label style the nearest chain that sets one gives it.
  var labelStyle: String?
  /// The least `.dynamicTypeSize` cap of the chains read, which the layout
  /// takes once they all are (`writeLargestCategory(platform:)`).
  var largestCategory: ContentSizeCategory?

  /// Writes ``largestCategory`` into the layout as `platform` has it: the
  /// platform's category at or below the cap, none where the platform has
  /// no larger one (a Mac's single category, an iOS cap at AX5).
  mutating func writeLargestCategory(platform: String) {
    guard let cap = largestCategory, layout != nil else { return }
    let categories = Platform(rawValue: platform)?.categories ?? []
    let below = categories.filter { $0.index <= cap.index }
    layout?.largestCategory = below.count < categories.count ? below.last?.name : nil
  }
  /// Whether a chain read has set its font, lines, shrinking, label style.
  var knowsFont = false
  var knowsLines: Bool
  var knowsScale = false
  var knowsLabelStyle: Bool
  var knowsTextCase = false

  /// `arguments` are its call's after the literal.
  init(
    text: String, name: String, arguments: ArraySlice<UInt8>,
    layout: ProjectScan.InterfaceLayout?, inTabItem: Bool, enclosing: ArraySlice<Int>
  ) {
    self.text = text
    self.name = name
    showsIcon =
      name == "Label"
      || (name == "Button"
        && ["mage:", "icon:"].contains {
          Array(arguments).firstIndex(of: Array($0.utf8), from: 0) != nil
        })
    self.layout = layout
    self.inTabItem = inTabItem
    self.enclosing = enclosing
    // (A field keeps one line whatever line limit it is given; only a
    // label's or a button's label style is read.)
    knowsLines = layout?.maxLines != nil
    knowsLabelStyle = name != "Label" && name != "Button"
  }

  /// Whether it lays out its text as `other` does, as far as the chains
  /// read so far say (its text and where it is aside).
  func laysOutAlike(_ other: SwiftUIView) -> Bool {
    var other = other
    other.text = text
    other.parameterAt = parameterAt
    other.enclosing = enclosing
    other.truncated = truncated
    return self == other
  }

  /// Ends the reading: the cap in the layout as `platform` has it; no
  /// shrinking without a line limit; a tab's text skipped.
  mutating func finish(platform: String) {
    writeLargestCategory(platform: platform)
    // (A shrinking text of no line limit never shrinks.)
    if layout?.maxLines == nil { layout?.minimumScaleFactor = nil }
    // (A tab's title, SwiftUI's `Tab("Home", systemImage: …)`, and the text
    // of a `.tabItem` are a tab bar item's, of one size.)
    if layout?.skips == true || name == "Tab" || inTabItem {
      layout = ProjectScan.InterfaceLayout(skips: true)
    }
  }

  /// Takes what `chain` says and no nearer chain has said: its own first,
  /// then those of the views it is inside of, the nearest first (but a
  /// `.dynamicTypeSize` range, which each clamps further).
  mutating func apply(_ chain: SwiftUIChain) {
    guard layout != nil else { return }
    if chain.fixedSize { layout?.skips = true }
    if let cap = chain.largestCategory { largestCategory = min(largestCategory ?? cap, cap) }
    if !knowsFont {
      guard !chain.unknownBeforeFont, !chain.cut else {
        layout = nil
        return
      }
      if let font = chain.font {
        knowsFont = true
        switch font {
        case .style(let style): layout?.style = style == "body" ? nil : style
        case .fixed: layout?.skips = true
        case .unknown:
          layout = nil
          return
        }
      }
    }
    if !knowsLines, let limit = chain.lineLimit {
      knowsLines = true
      let given = layout?.maxLines
      layout?.maxLines = ProjectScan.swiftUILineLimit(limit, given: given)
    }
    if !knowsScale, let scale = chain.minimumScaleFactor {
      knowsScale = true
      if let value = Double(scale.trimmingCharacters(in: .whitespaces)), value > 0, value < 1 {
        layout?.minimumScaleFactor = value
      }
    }
    if !knowsTextCase, let textCase = chain.textCase {
      // (`.uppercase`, `Text.Case.lowercase`; `nil` shows the text as written.)
      knowsTextCase = true
      let name = textCase.split(separator: ".").last.map { $0.trimmingCharacters(in: .whitespaces) }
      layout?.textCase = ["uppercase", "lowercase"].contains(name) ? name : nil
    }
    if !knowsLabelStyle, let style = chain.labelStyle {
      knowsLabelStyle = true
      labelStyle = style.trimmingCharacters(in: .whitespaces)
      if style.trimmingCharacters(in: .whitespaces).hasSuffix("iconOnly"), showsIcon {
        layout?.skips = true
      }
    }
  }
}
