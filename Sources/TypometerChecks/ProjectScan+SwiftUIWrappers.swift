import FileAccess

// The app's own views, and its functions that give views, that show a
// localized key they are given: `ErrorView(title: "error.title")`, whose
// body shows `Text(title).font(.headline)`; `row(title: "settings.sync")`.
extension ProjectScan {
  /// A view of the app's own (a `View` type, or a function giving one)
  /// that shows a localized key it is given as an argument.
  struct SwiftUIWrapper {
    /// How its text views lay out each argument of a localized key (by the
    /// argument's label, `#0` for the first without one), read as far as
    /// its body says: a call gives the rest (its own chain, the views it is
    /// inside of). An argument its body shows otherwise (passed on, in
    /// views that disagree) has none.
    var arguments: [String: SwiftUIView] = [:]
    /// Whether it is a type (a call may name it through another type,
    /// `FeaturesView.FeatureCell(…)`), not a function (whose call may
    /// only through `self`).
    var isType = false
  }

  /// How Swift code declares a name (`declaredNames(in:into:)`).
  struct SwiftUIDeclaredName {
    /// Its declarations: functions, types, enum cases.
    var all = 0
    /// Those a call of a literal may choose: not `@_disfavoredOverload`.
    var favored = 0
    /// Whether an extension of it (a type) declares an init, which a call
    /// of a literal may choose over its own (one of a `String`).
    var extensionInits = false
  }

  /// A declaration in Swift code that may show a localized key it is given
  /// (`swiftUIWrapperDeclarations(in:)`).
  struct SwiftUIWrapperDeclaration {
    /// The type's or the function's name.
    var name: String
    /// Each argument a call may give (by its label, `#0` for the first
    /// without one) to a parameter of a localized key: the name its body
    /// shows it by; nil where that is not known (an init that stores it
    /// under another name than it reads, inits that disagree).
    var arguments: [String: String?] = [:]
    /// Where its body is (within its braces), and the parts of it that
    /// show no view (its inits).
    var body: Range<Int>
    var excluded: [Range<Int>] = []
    /// Where a view type's `body` property is: a parameter shown outside it
    /// (in a computed property its `body` may modify) is not read.
    var viewBody: Range<Int>?
    /// Whether it is a type's; a function's that is `@_disfavoredOverload`.
    var isType = false
    var disfavored = false
    /// The names of its parameters (or properties) that are `String`s: a
    /// call's literal is a key where its body shows it through
    /// `LocalizedStringKey(title)` alone (`Text(title)` shows it as it is).
    var stringNames: Set<String> = []
  }

  /// The types a parameter that takes a localized key has: a call's
  /// literal is a key (a `String`'s is where the body makes it one,
  /// `Text(LocalizedStringKey(title))`).
  static let swiftUILocalizedTypes: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "SwiftUI.LocalizedStringKey",
  ]

  /// The app's views of `files` (Swift code) that show a localized key
  /// they are given, by name, each with the layout its body gives each
  /// such argument (`forEachSwiftUIText(in:platform:appModifiers:wrappers:_:symbol:parameter:)`
  /// reads the body's views whose first argument is a parameter). A name
  /// declared more than once (two modules' `Row`s) is left out, as is one of
  /// SwiftUI's own views. `declared` are the names the app's code declares
  /// (`declaredNames(in:into:)`): a wrapper is read where a call of a
  /// literal surely calls it (no other declaration of its name but one of
  /// `@_disfavoredOverload`, itself not one, and no init an extension of it
  /// declares).
  static func swiftUIWrappers(
    in files: [[UInt8]], platform: String, appModifiers: Set<String>,
    declared: [String: SwiftUIDeclaredName]
  ) -> [String: SwiftUIWrapper] {
    let marks = swiftUILocalizedTypes.map { Array($0.utf8) }
    let declaring = files.filter { bytes in marks.contains(where: bytes.holds) }.map {
      (bytes: $0, declarations: swiftUIWrapperDeclarations(in: $0))
    }.filter { !$0.declarations.isEmpty }
    // The wrappers, reading the bodies' calls of `passedOn` too: a
    // parameter one passes on to another (`Other(caption: caption)`) is
    // shown as that one shows it; and whether a parameter is used by no
    // view read (passed on, perhaps to one of those).
    func read(passedOn: [String: SwiftUIWrapper]) -> (
      wrappers: [String: SwiftUIWrapper], passesOn: Bool
    ) {
      var found: [String: SwiftUIWrapper?] = [:]
      var passesOn = false
      for (bytes, declarations) in declaring {
        var views: [Int: SwiftUIView] = [:]
        forEachSwiftUIText(
          in: bytes, platform: platform, appModifiers: appModifiers, wrappers: passedOn
        ) { _, _ in
        } parameter: { at, view in
          views[at] = view
        }
        // (Each declaration's body read once: nested ones, each inside the
        // others, within 4 times the file's bytes all together.)
        var budget = 4 * bytes.count + (64 << 10)
        for declaration in declarations {
          var wrapper = SwiftUIWrapper(isType: declaration.isType)
          let named = declared[declaration.name] ?? SwiftUIDeclaredName()
          // (A disfavoured one beside others is not what a call chooses.)
          if declaration.disfavored, named.all > 1 { continue }
          guard named.all == 1 || named.favored == 1,
            !(declaration.isType && named.extensionInits)
          else {
            found[declaration.name] = .some(nil)
            continue
          }
          let uses = displayUses(in: bytes, declaration: declaration, budget: &budget)
          for (argument, name) in declaration.arguments {
            guard let name, let uses = uses[name] else { continue }
            let shown = uses.compactMap { views[$0] }
            if shown.count < uses.count { passesOn = true }
            guard let first = shown.first, shown.count == uses.count,
              shown.allSatisfy({ $0.laysOutAlike(first) }),
              !declaration.stringNames.contains(name) || first.viaKey
            else { continue }
            wrapper.arguments[argument] = first
          }
          let known = found.keys.contains(declaration.name)
          found[declaration.name] = known ? .some(nil) : wrapper
        }
      }
      let wrappers = found.compactMapValues { $0 }.filter {
        !$0.value.arguments.isEmpty && !swiftUITextViews.contains($0.key) && $0.key != "Tab"
      }
      return (wrappers, passesOn)
    }
    let first = read(passedOn: [:])
    // (Read again only where a parameter may be passed on to one found; one
    // step of passing on: a wrapper of a wrapper of a wrapper is not
    // followed further.)
    return first.wrappers.isEmpty || !first.passesOn
      ? first.wrappers : read(passedOn: first.wrappers).wrappers
  }

  /// Counts into `names` the declarations of Swift code `bytes` (past
  /// comments and literals) by name: its functions (`func name`), types
  /// (`struct`, `class`, `enum`, `actor`, `typealias`, `protocol`) and
  /// enum cases (`case name(`), and whether a function is
  /// `@_disfavoredOverload` (its own attribute, within 128 bytes before
  /// it) or an extension of a name declares an init.
  static func declaredNames(in bytes: [UInt8], into names: inout [String: SwiftUIDeclaredName]) {
    let n = bytes.count
    func isName(_ byte: UInt8) -> Bool { byte != 0x2E && isResourceNameByte(byte) }
    let keywords = ["func", "struct", "class", "enum", "actor", "typealias", "protocol", "case"]
      .map { Array($0.utf8) }
    let (extensionWord, initWord) = (Array("extension".utf8), Array("init".utf8))
    let disfavored = Array("@_disfavoredOverload".utf8)
    // The braces open, and the extensions among them by the depth their
    // bodies are at.
    var depth = 0
    var extensions: [(name: String, depth: Int)] = []
    var pendingExtension: String?
    var i = 0
    while i < n {
      if let end = pastCommentOrLiteral(in: bytes, at: i) {
        i = end
        continue
      }
      let byte = bytes[i]
      if byte == 0x7B {
        depth += 1
        if let name = pendingExtension {
          extensions.append((name, depth))
          pendingExtension = nil
        }
        i += 1
        continue
      }
      if byte == 0x7D {
        if extensions.last?.depth == depth { extensions.removeLast() }
        depth -= 1
        i += 1
        continue
      }
      guard isName(byte), i == 0 || !isName(bytes[i - 1]) else {
        i += 1
        continue
      }
      var end = i
      while end < n, isName(bytes[end]) { end += 1 }
      let word = bytes[i..<end]
      defer { i = end }
      if word.elementsEqual(initWord), let last = extensions.last, last.depth == depth {
        names[last.name, default: SwiftUIDeclaredName()].extensionInits = true
        continue
      }
      let isExtension = word.elementsEqual(extensionWord)
      guard isExtension || keywords.contains(where: { word.elementsEqual($0) }) else { continue }
      var k = end
      while k < n, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
      var nameEnd = k
      while nameEnd < n, isName(bytes[nameEnd]) || (isExtension && bytes[nameEnd] == 0x2E) {
        nameEnd += 1
      }
      guard nameEnd > k else { continue }
      var name = String(decoding: bytes[k..<nameEnd], as: UTF8.self)
      if isExtension {
        // (`extension Module.Tag`: its last name.)
        name = name.split(separator: ".").last.map(String.init) ?? name
        pendingExtension = name
        continue
      }
      var favored = true
      if word.first == 0x66 {  // func
        var at = max(0, i - 128)
        while let next = bytes.firstIndex(of: disfavored, in: at..<i) {
          favored = bytes[next..<i].contains(0x7D)
          at = next + 1
        }
      }
      names[name, default: SwiftUIDeclaredName()].all += 1
      if favored { names[name, default: SwiftUIDeclaredName()].favored += 1 }
    }
  }

  /// Where the body of `declaration` in Swift code `bytes` may show each
  /// of its parameters (by the name it reads it by): each use of the name
  /// (or `self.name`) that is not a label, a declaration, an assignment's
  /// target or a member's base (`name.localizedString`), past comments,
  /// literals (but their interpolations) and the inits. Each must be a
  /// view's first argument for the parameter's layout to be known; a use
  /// outside a view type's `body` property is given as -1 (a computed
  /// property's view, whose modifiers its use may add to). The bytes read
  /// are taken from `budget`; where it runs out, none is found.
  static func displayUses(
    in bytes: [UInt8], declaration: SwiftUIWrapperDeclaration, budget: inout Int
  ) -> [String: [Int]] {
    guard budget >= declaration.body.count else {
      budget = 0
      return [:]
    }
    budget -= declaration.body.count
    let names = Set(declaration.arguments.values.compactMap { $0 })
    let n = bytes.count
    func isName(_ byte: UInt8) -> Bool { byte != 0x2E && isResourceNameByte(byte) }
    let excluded = declaration.excluded.sorted { $0.lowerBound < $1.lowerBound }
    var nextExcluded = 0
    var uses: [String: [Int]] = [:]
    var k = declaration.body.lowerBound
    while k < declaration.body.upperBound {
      if let end = commentEnd(in: bytes, at: k) {
        k = end
        continue
      }
      // (A literal's text is no use, `.accessibilityIdentifier("title")`;
      // one of interpolations, `"\(title)…"`, is read.)
      if let end = pastAnyLiteral(in: bytes, at: k),
        bytes.firstIndex(of: [0x5C], in: k..<min(end, n)) == nil
      {
        k = end
        continue
      }
      while nextExcluded < excluded.count, excluded[nextExcluded].upperBound <= k {
        nextExcluded += 1
      }
      if nextExcluded < excluded.count, excluded[nextExcluded].contains(k) {
        k = excluded[nextExcluded].upperBound
        continue
      }
      guard isName(bytes[k]), k == 0 || !isName(bytes[k - 1]) else {
        k += 1
        continue
      }
      let found = k
      while k < n, isName(bytes[k]) { k += 1 }
      let end = k
      let name = String(decoding: bytes[found..<end], as: UTF8.self)
      guard names.contains(name) else { continue }
      if found > 0, bytes[found - 1] == 0x2E {
        // (`self.title` is the property; `item.title`, another's.)
        guard found >= 5, bytes[(found - 5)..<found].elementsEqual("self.".utf8),
          found == 5 || !isName(bytes[found - 6])
        else { continue }
      }
      // (A label, a declaration: `title:` after `(`, `,`, `let`, a label;
      // not a ternary's `flag ? title: other`.)
      if end < n, bytes[end] == 0x3A {
        var before = found - 1
        while before >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[before]) { before -= 1 }
        if before < 0 || [0x28, 0x2C, 0x5B].contains(bytes[before]) || isName(bytes[before]) {
          continue
        }
      }
      // (A local of that name, `let title = title.uppercased()`, `if let
      // title`: what the body shows after it is not the parameter.)
      var word = found - 1
      while word >= 0, bytes[word] == 0x20 || bytes[word] == 0x09 { word -= 1 }
      if word >= 2,
        bytes[(word - 2)...word].elementsEqual("let".utf8)
          || bytes[(word - 2)...word].elementsEqual("var".utf8),
        word == 2 || !isName(bytes[word - 3])
      {
        uses[name, default: []].append(-1)
        continue
      }
      var next = end
      while next < n, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
      if next < n {
        // (A member's base, an assignment's target.)
        if bytes[next] == 0x2E { continue }
        if bytes[next] == 0x3D, next + 1 >= n || bytes[next + 1] != 0x3D { continue }
      }
      let inBody = declaration.viewBody.map { $0.contains(found) } ?? true
      uses[name, default: []].append(inBody ? found : -1)
    }
    return uses
  }

  /// A parameter of a declaration's list: the key a call's argument gives
  /// it by (its label, `#k` for the k-th without one), the name its body
  /// reads it by, whether it may take a key (a localized key's type, or a
  /// `String`), whether it is a `String`.
  typealias SwiftUIParameter = (key: String, name: String, localized: Bool, string: Bool)

  /// The declarations of Swift code `bytes` that may show a localized key
  /// they are given: a type of `View` (`struct ErrorView: View`) with
  /// stored properties of ``swiftUILocalizedTypes`` (its memberwise init's
  /// arguments, or its inits' that store one: `self.title = titleKey`), a
  /// function with parameters of them (`func row(title:
  /// LocalizedStringKey) -> some View`). Past comments and literals; a
  /// declaration that does not close is left out.
  static func swiftUIWrapperDeclarations(in bytes: [UInt8]) -> [SwiftUIWrapperDeclaration] {
    let n = bytes.count
    func isName(_ byte: UInt8) -> Bool { byte != 0x2E && isResourceNameByte(byte) }
    func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }
    func keyword(_ word: [UInt8], at k: Int) -> Bool {
      (k == 0 || !isName(bytes[k - 1])) && k + word.count < n
        && bytes[k..<(k + word.count)].elementsEqual(word) && !isName(bytes[k + word.count])
    }
    let (structWord, funcWord, initWord, letWord, varWord) = (
      Array("struct".utf8), Array("func".utf8), Array("init".utf8), Array("let".utf8),
      Array("var".utf8)
    )
    let declarationWords = ["func", "var", "let", "case", "init", "struct", "class", "enum"].map {
      Array($0.utf8)
    }
    let disfavoredWord = Array("@_disfavoredOverload".utf8)
    func skipSpace(_ k: Int) -> Int {
      var k = k
      while k < n, isSpace(bytes[k]) { k += 1 }
      return k
    }
    // Where the name at `k` ends (`SwiftUI.View` with `dots`), if one starts there.
    func nameEnd(at k: Int, dots: Bool = false) -> Int? {
      var end = k
      while end < n, isName(bytes[end]) || (dots && bytes[end] == 0x2E) { end += 1 }
      return end > k && !(0x30...0x39).contains(bytes[k]) ? end : nil
    }
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    var budget = 16 * n + (64 << 10)
    // The parameters of the list whose `(` is at `open`, and where it closes.
    func parameters(at open: Int) -> (list: [SwiftUIParameter], close: Int)? {
      guard open < n, bytes[open] == 0x28,
        let close = closing(in: bytes, from: open, budget: &budget)
      else { return nil }
      var list: [SwiftUIParameter] = []
      var unlabelled = 0
      for part in topLevelArguments(in: bytes, open: open, close: close) {
        let written = text(part)
        guard let colon = written.firstIndex(of: ":") else { return nil }
        let words = written[..<colon].split(whereSeparator: \.isWhitespace)
          .filter { !$0.hasPrefix("@") }
        guard let label = words.first, let name = words.last, words.count <= 2 else { return nil }
        let type =
          written[written.index(after: colon)...].split(separator: "=", maxSplits: 1).first
          .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
        let key: String
        if label == "_" {
          key = "#\(unlabelled)"
          unlabelled += 1
        } else {
          key = String(label)
        }
        list.append(
          (
            key, String(name), swiftUILocalizedTypes.contains(type) || type == "String",
            type == "String"
          ))
      }
      return (list, close)
    }
    // The `{` that opens the body of a declaration whose header goes on from
    // `k` (a return type, a `where` clause, conformances), within 512 bytes
    // and before any other declaration; nil where none does (a protocol's).
    func bodyOpen(from k: Int) -> Int? {
      var k = k
      let limit = min(n, k + 512)
      while k < limit {
        if let end = commentEnd(in: bytes, at: k) {
          k = end
          continue
        }
        switch bytes[k] {
        case 0x7B: return k
        case 0x7D, 0x3B, 0x22: return nil
        case 0x3D:
          // (`where Label == Text` goes on.)
          guard k + 1 < n, bytes[k + 1] == 0x3D || bytes[k - 1] == 0x3D else { return nil }
        default: break
        }
        if isName(bytes[k]), declarationWords.contains(where: { keyword($0, at: k) }) {
          return nil
        }
        k += 1
      }
      return nil
    }
    // Past a generic parameter clause at `k` (`<Content: View>`), if one is.
    func pastGenerics(_ k: Int) -> Int {
      guard k < n, bytes[k] == 0x3C, let close = bytes[k..<min(n, k + 256)].firstIndex(of: 0x3E)
      else { return k }
      return close + 1
    }
    var types: [SwiftUIViewType] = []
    // What each `{` about to be read opens, and those open, the innermost last.
    var opening: [Int: SwiftUIDeclarationFrame] = [:]
    var frames: [SwiftUIDeclarationFrame] = []
    var found: [SwiftUIWrapperDeclaration] = []
    var i = 0
    while i < n, budget > 0 {
      if let end = pastCommentOrLiteral(in: bytes, at: i) {
        i = end
        continue
      }
      if bytes[i] == 0x7B {
        frames.append(opening.removeValue(forKey: i) ?? .other)
        i += 1
        continue
      }
      if bytes[i] == 0x7D {
        switch frames.popLast() {
        case .type(let index):
          types[index].declaration.body = types[index].declaration.body.lowerBound..<i
          if let declaration = types[index].wrapperDeclaration(in: bytes) {
            found.append(declaration)
          }
        case .function(var declaration):
          declaration.body = declaration.body.lowerBound..<i
          found.append(declaration)
        case .initializer(let index, let list, let start):
          let whole = start..<(i + 1)
          types[index].inits.append((list, whole))
          types[index].declaration.excluded.append(whole)
        case .viewBody(let index, let open):
          types[index].declaration.viewBody = open..<(i + 1)
        case .other, nil: break
        }
        i += 1
        continue
      }
      guard isName(bytes[i]), i == 0 || !isName(bytes[i - 1]) else {
        i += 1
        continue
      }
      var inType: Int?
      if case .type(let index) = frames.last { inType = index }
      if keyword(structWord, at: i), let end = nameEnd(at: skipSpace(i + 6)) {
        let start = skipSpace(i + 6)
        if let open = bodyOpen(from: end),
          text(end..<open).split(whereSeparator: { !$0.isLetter && $0 != "." }).contains(where: {
            $0 == "View" || $0 == "SwiftUI.View"
          })
        {
          types.append(
            SwiftUIViewType(
              declaration: SwiftUIWrapperDeclaration(
                name: text(start..<end), body: (open + 1)..<(open + 1), isType: true)))
          opening[open] = .type(types.count - 1)
        }
        i = end
        continue
      }
      if keyword(funcWord, at: i), let end = nameEnd(at: skipSpace(i + 4)) {
        let start = skipSpace(i + 4)
        if let (list, close) = parameters(at: skipSpace(pastGenerics(skipSpace(end)))),
          list.contains(where: \.localized), let open = bodyOpen(from: close + 1)
        {
          var declaration = SwiftUIWrapperDeclaration(
            name: text(start..<end), body: (open + 1)..<(open + 1))
          // (Its own `@_disfavoredOverload`: within 128 bytes before it, no
          // declaration's end between.)
          var at = max(0, i - 128)
          while let attribute = bytes.firstIndex(of: disfavoredWord, in: at..<i) {
            declaration.disfavored = !bytes[attribute..<i].contains(0x7D)
            at = attribute + 1
          }
          for parameter in list where parameter.string {
            declaration.stringNames.insert(parameter.name)
          }
          for parameter in list where parameter.localized {
            declaration.arguments[parameter.key] = .some(parameter.name)
          }
          opening[open] = .function(declaration)
        }
        i = end
        continue
      }
      if let index = inType, keyword(initWord, at: i) {
        var k = i + 4
        if k < n, bytes[k] == 0x3F || bytes[k] == 0x21 { k += 1 }
        if let (list, close) = parameters(at: skipSpace(pastGenerics(k))),
          let open = bodyOpen(from: close + 1)
        {
          opening[open] = .initializer(index, list, i)
        } else {
          // (One this reading cannot follow: which arguments a call gives
          // is not known.)
          types[index].unreadableInit = true
        }
        i += 4
        continue
      }
      if let index = inType, keyword(letWord, at: i) || keyword(varWord, at: i),
        let end = nameEnd(at: skipSpace(i + 3))
      {
        let property = text(skipSpace(i + 3)..<end)
        // (Its `body`, `var body: some View {`.)
        if property == "body", keyword(varWord, at: i), let open = bodyOpen(from: end) {
          opening[open] = .viewBody(index, open)
          i = end
          continue
        }
        // (Not a static one: its line before it says so.)
        let back = max(0, i - 256)
        let lineStart = bytes[back..<i].lastIndex(of: 0x0A).map { $0 + 1 } ?? back
        let before = text(lineStart..<i)
        var k = end
        while k < n, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
        if !before.contains("static"), !before.contains("class "), k < n, bytes[k] == 0x3A,
          let typeEnd = nameEnd(at: skipSpace(k + 1), dots: true),
          swiftUILocalizedTypes.contains(text(skipSpace(k + 1)..<typeEnd))
            || text(skipSpace(k + 1)..<typeEnd) == "String"
        {
          var m = typeEnd
          while m < n, bytes[m] == 0x20 || bytes[m] == 0x09 { m += 1 }
          let next: UInt8 = m < n ? bytes[m] : 0x0A
          // (Not an optional, nor a computed one; a `let` given a value is
          // no argument.)
          if next != 0x3F, next != 0x21, next != 0x7B {
            let given = next == 0x3D && keyword(letWord, at: i)
            let string = text(skipSpace(k + 1)..<typeEnd) == "String"
            types[index].properties.append((property, !given, string))
          }
        }
        i = end
        continue
      }
      while i < n, isName(bytes[i]) { i += 1 }
    }
    return found
  }

  /// The ranges of the top-level arguments of the call or parameter list
  /// whose parentheses are at `open` and `close` in Swift code `bytes`
  /// (split at its commas outside brackets, literals and comments), each
  /// without the spaces around it; none for `()`.
  static func topLevelArguments(in bytes: [UInt8], open: Int, close: Int) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var depth = 0
    var start = open + 1
    var k = open + 1
    func add(_ end: Int) {
      var a = start
      var b = end
      while a < b, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[a]) { a += 1 }
      while b > a, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[b - 1]) { b -= 1 }
      if a < b { parts.append(a..<b) }
    }
    while k < close {
      if let end = pastCommentOrLiteral(in: bytes, at: k) {
        k = end
        continue
      }
      switch bytes[k] {
      case 0x28, 0x5B, 0x7B: depth += 1
      case 0x29, 0x5D, 0x7D: depth -= 1
      case 0x2C where depth == 0:
        add(k)
        start = k + 1
      default: break
      }
      k += 1
    }
    add(close)
    return parts
  }
}

/// What a `{` that ``ProjectScan/swiftUIWrapperDeclarations(in:)`` reads
/// opens.
private enum SwiftUIDeclarationFrame {
  case other
  /// A view type's body (its index among those read).
  case type(Int)
  /// A function's body, of parameters of localized keys.
  case function(ProjectScan.SwiftUIWrapperDeclaration)
  /// An init's of a view type (its index), its parameters, where it starts.
  case initializer(Int, [ProjectScan.SwiftUIParameter], Int)
  /// A view type's `body` property's (its index, where it opens).
  case viewBody(Int, Int)
}

/// A view type that ``ProjectScan/swiftUIWrapperDeclarations(in:)`` reads.
private struct SwiftUIViewType {
  var declaration: ProjectScan.SwiftUIWrapperDeclaration
  /// Its stored properties that may hold a key (of a localized key's type
  /// or a `String`), whether each is an argument of its memberwise init,
  /// whether it is a `String`.
  var properties: [(name: String, memberwise: Bool, string: Bool)] = []
  /// Its inits: their parameters, where each is; whether one could not be
  /// read.
  var inits: [(list: [ProjectScan.SwiftUIParameter], range: Range<Int>)] = []
  var unreadableInit = false

  /// Its declaration with the arguments its inits take that each stores
  /// as a property of a localized key (`self.title = titleKey`), or its
  /// memberwise init's where it declares none; nil where it takes none.
  func wrapperDeclaration(in bytes: [UInt8]) -> ProjectScan.SwiftUIWrapperDeclaration? {
    guard !unreadableInit else { return nil }
    var declaration = self.declaration
    let localized = Set(properties.map(\.name))
    declaration.stringNames = Set(properties.filter(\.string).map(\.name))
    if inits.isEmpty {
      for property in properties where property.memberwise {
        declaration.arguments[property.name] = .some(property.name)
      }
    }
    for (list, range) in inits {
      let stored = Self.storedParameters(in: bytes, range)
      for parameter in list {
        // (A key one init gives a localized key and another something else,
        // or two inits store under other names, is not read.)
        let name =
          parameter.localized
          ? stored[parameter.name].flatMap { localized.contains($0) ? $0 : nil } : nil
        let known = declaration.arguments[parameter.key]
        declaration.arguments[parameter.key] = .some(known == nil || known! == name ? name : nil)
      }
    }
    return declaration.arguments.values.contains { $0 != nil } ? declaration : nil
  }

  /// The properties an init in `range` of `bytes` stores its parameters
  /// as, by the parameter's name: `self.title = titleKey` (a whole
  /// statement).
  static func storedParameters(in bytes: [UInt8], _ range: Range<Int>) -> [String: String] {
    func isName(_ byte: UInt8) -> Bool { byte != 0x2E && ProjectScan.isResourceNameByte(byte) }
    var stored: [String: String] = [:]
    var from = range.lowerBound
    let marker = Array("self.".utf8)
    while let found = bytes.firstIndex(of: marker, in: from..<range.upperBound) {
      from = found + marker.count
      var k = from
      while k < range.upperBound, isName(bytes[k]) { k += 1 }
      let property = String(decoding: bytes[from..<k], as: UTF8.self)
      while k < range.upperBound, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
      guard k + 1 < range.upperBound, bytes[k] == 0x3D, bytes[k + 1] != 0x3D else { continue }
      k += 1
      while k < range.upperBound, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
      let start = k
      while k < range.upperBound, isName(bytes[k]) { k += 1 }
      let parameter = String(decoding: bytes[start..<k], as: UTF8.self)
      while k < range.upperBound, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
      guard !property.isEmpty, !parameter.isEmpty, k < range.upperBound,
        [0x0A, 0x0D, 0x3B, 0x7D].contains(bytes[k])
      else { continue }
      stored[parameter] = property
    }
    return stored
  }
}
