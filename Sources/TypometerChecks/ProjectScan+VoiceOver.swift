import FileAccess
import StringCatalogs

// The strings an app's code hands only to VoiceOver or TalkBack, which
// `init` writes as a container that skips them.
extension ProjectScan {
  /// The keys among `keys` (the development language's) that the code
  /// files ``codeFiles`` (read within ``maximumSwiftBytes``) use, and use only
  /// for what VoiceOver speaks: every use of the key, as a string literal
  /// (`"accessibility.editor.button.spoiler"`, SwiftUI's localized key) or
  /// as SwiftGen's name for it (`L10n.accessibilityCancelMultiselect`,
  /// `L10n.Accessibility.Editor.spoiler`), is inside the parentheses of an
  /// accessibility call (`.accessibilityLabel(`, `accessibilityHint(`,
  /// `accessibilityValue(`, `accessibilityInputLabels(`,
  /// `.accessibility(label:`, SwiftUI's `.help(`, a hint on iOS and a tooltip
  /// on macOS) or after an assignment to one
  /// (`button.accessibilityLabel = L10n.…`, Objective-C's
  /// `[button setAccessibilityLabel:…]`), on its line. No view draws
  /// them (Pocket Casts' `accessibility_cancel_multiselect`; Ice Cubes'
  /// `accessibility.editor.button.spoiler`); a key used anywhere else, or
  /// through a variable, is not one. Sorted.
  package func voiceOverOnlyKeys(among keys: Set<String>) -> [String] {
    guard !keys.isEmpty, !codeFiles.isEmpty else { return [] }
    // SwiftGen's names of the keys, flat and structured.
    // (Each with every key it may stand for, whatever order they come in.)
    var generated: [String: [String]] = [:]
    for key in keys {
      for name in Self.swiftGenNames(of: key) { generated[name, default: []].append(key) }
    }
    // A key of format specifiers by its text without them: SwiftUI's
    // `Text("Played \(count)")` looks up `Played %lld`.
    let formatted = Self.keysByFormatText(keys)
    var uses: [String: (all: Int, spoken: Int)] = [:]
    forEachAppleCodeFile { _, bytes in
      Self.forEachUse(in: bytes) { text, spoken in
        var found = keys.contains(text) ? [text] : generated[text] ?? []
        if found.isEmpty, !formatted.isEmpty, let interpolated = Self.withoutInterpolations(text) {
          found = formatted[interpolated] ?? []
        }
        for key in found {
          uses[key, default: (0, 0)].all += 1
          if spoken { uses[key, default: (0, 0)].spoken += 1 }
        }
      }
    }
    return uses.filter { $0.value.all > 0 && $0.value.all == $0.value.spoken }.keys.sorted()
  }

  /// The keys among `keys` (the default language's) that an Android app
  /// uses only for what TalkBack speaks: its layouts set them as a view's
  /// content description (`android:contentDescription`) or its code names
  /// them (`R.string.NAME`, in its Kotlin and Java files within
  /// ``maximumSwiftBytes``), every time on a line that sets one
  /// (`contentDescription = getString(R.string.…)`,
  /// `setContentDescription(…)`, Compose's `Icon(…, contentDescription =
  /// stringResource(R.string.…))`), and no layout, menu, navigation graph,
  /// `xml/` file or manifest shows them. Sorted.
  /// `whyNone` is told why none is sought where the code reads a view's
  /// description back.
  package func talkBackOnlyKeys(
    among keys: Set<String>, whyNone: (String) -> Void = { _ in }
  ) -> [String] {
    codeOnlyKeys(among: keys, whyNone: whyNone).spoken
  }

  /// The keys among `keys` (the default language's) that an Android app
  /// uses only for what TalkBack speaks (`talkBackOnlyKeys(among:whyNone:)`),
  /// and those it hands only to the system to draw, in the system's style
  /// and not the app's: every time on a line that makes a toast
  /// (`Toast.makeText(`, a call whose name ends in `toast`/`Toast`:
  /// `context.toast(…)`, `showToast(…)`), a notification
  /// (`setContentTitle(`, `setContentText(`, `setSubText(`, `setTicker(`,
  /// `bigText(`, `setBigContentTitle(`, `setSummaryText(`), a notification
  /// channel or group, which the system's settings list
  /// (`NotificationChannel(`, `NotificationChannelGroup(`,
  /// `NotificationChannelCompat.Builder(`), or a share sheet's text, which
  /// another app shows (`EXTRA_TEXT`, `EXTRA_SUBJECT`, `createChooser(`), or
  /// sets a description TalkBack speaks, at least once the former; and no
  /// layout, menu, navigation graph, `xml/` file or manifest shows them.
  /// Sorted.
  package func codeOnlyKeys(
    among keys: Set<String>, whyNone: (String) -> Void = { _ in }
  ) -> (spoken: [String], system: [String]) {
    // (Not where the scan stopped early: an unread file may show them.)
    guard !keys.isEmpty, !stoppedEarly else { return ([], []) }
    var uses: [String: (all: Int, spoken: Int, system: Int)] = [:]
    for key in contentDescriptionStrings where keys.contains(key) { uses[key] = (1, 1, 0) }
    let mark = Array("R.string.".utf8)
    // (`contentDescription`, `setContentDescription`.)
    let described = Array("ontentDescription".utf8)
    var readsBack = false
    var whyReadBack: String?
    // (Kotlin Multiplatform's strings, `MR.strings.…`, name keys too: the
    // system's are not sought.)
    let seeksSystem = mokoStrings.isEmpty
    var budget = Self.maximumSwiftBytes
    for path in codeFiles where path.hasSuffix(".kt") || path.hasSuffix(".java") {
      guard budget > 0,
        let bytes = try? InputFile.read(Paths.join(root, path), limit: budget)
      else { continue }
      budget -= bytes.count
      // Code that reads a view's description back (a tooltip of it,
      // `TooltipCompat.setTooltipText(v, v.contentDescription)`; a toast of
      // it): a description may then be shown, and none is skipped.
      if !readsBack, Self.readsContentDescription(bytes) {
        readsBack = true
        whyReadBack = path
      }
      // (A notification's calls, in a file that builds one: ShowcaseView's
      // and SweetAlertDialog's `setContentText(…)` are the app's own views.)
      let notifies = bytes.holds(Array("Notification".utf8))
      var from = 0
      while let found = bytes.firstIndex(of: mark, from: from) {
        var end = found + mark.count
        while end < bytes.count, Self.isResourceNameByte(bytes[end]), bytes[end] != 0x2E {
          end += 1
        }
        from = end
        let name = String(decoding: bytes[(found + mark.count)..<end], as: UTF8.self)
        guard keys.contains(name) else { continue }
        // The line it is on, which sets a description: an assignment to one
        // (`contentDescription = …`, Compose's argument), or its setter.
        // (Within 1 KiB each side: a minified file's one line of thousands
        // of uses is read in time linear in its length.)
        let back = max(0, found - 1024)
        let ahead = min(bytes.count, end + 1024)
        let start = bytes[back..<found].lastIndex(of: 0x0A).map { $0 + 1 } ?? back
        var line = bytes[start..<(bytes[end..<ahead].firstIndex(of: 0x0A) ?? ahead)]
        // (A comment's is no use; a comment names no call.)
        let code = Self.codeEnd(of: line)
        guard found < code else { continue }
        line = line[..<code]
        uses[name, default: (0, 0, 0)].all += 1
        var sets = false
        var at = line.startIndex
        while !sets, let hit = line[at...].firstRange(of: described) {
          at = hit.upperBound
          var k = hit.upperBound
          while k < line.endIndex, line[k] == 0x20 || line[k] == 0x09 { k += 1 }
          let setter =
            hit.lowerBound >= line.startIndex + 4
            && line[(hit.lowerBound - 4)..<hit.lowerBound].elementsEqual("setC".utf8)
          sets =
            (setter && k < line.endIndex && line[k] == 0x28)
            || (k < line.endIndex && line[k] == 0x3D
              && (k + 1 == line.endIndex || line[k + 1] != 0x3D))
        }
        if sets {
          uses[name, default: (0, 0, 0)].spoken += 1
        } else if seeksSystem, Self.isSystemDrawnArgument(at: found, in: line, notifies: notifies) {
          uses[name, default: (0, 0, 0)].system += 1
        }
      }
    }
    let shown = uses.filter { !shownResourceStrings.contains($0.key) && $0.value.all > 0 }
    var spoken = shown.filter { $0.value.all == $0.value.spoken }.keys.sorted()
    if readsBack, let path = whyReadBack {
      // (Said only where a description would have been skipped.)
      if !spoken.isEmpty {
        whyNone(
          "\(path) reads a view's content description back (a tooltip of it), which may show it")
      }
      spoken = []
    }
    let system = shown.filter { _, use in
      use.system > 0 && use.all == use.spoken + use.system
    }.keys.sorted()
    return (spoken, system)
  }

  /// The calls whose text the system draws in its own style
  /// (``isSystemDrawnArgument(at:in:notifies:)``), by the last name of
  /// their callee: a notification's (where the file builds one), then a
  /// channel's and a share sheet's.
  static let notificationCalls: Set<Substring> = [
    "setContentTitle", "setContentText", "setSubText", "setTicker", "bigText",
    "setBigContentTitle", "setSummaryText",
  ]
  static let systemDrawnCalls: Set<Substring> = [
    "NotificationChannel", "NotificationChannelGroup", "createChooser",
  ]

  /// Whether the string named at `position` of a line of Kotlin or Java code
  /// (its code, without a comment) is an argument of a call whose text the
  /// system draws, in its statement: a toast's (`Toast.makeText(`, a
  /// function whose name ends in `toast` or `Toast`: `context.toast(…)`,
  /// `showToast(…)`), a notification's where the file builds one
  /// (`notifies`), a channel's (`NotificationChannel(`,
  /// `NotificationChannelCompat.Builder(`; its description set in a block
  /// applied to one, `NotificationChannel(…).apply { description = … }`), a
  /// share sheet's (`createChooser(`, a `putExtra(` of `EXTRA_TEXT` or
  /// `EXTRA_SUBJECT`). Read back from `position` to its statement's start
  /// (a `;` or a block's `{` outside parentheses), within the line: linear
  /// in the distance.
  static func isSystemDrawnArgument(
    at position: Int, in line: ArraySlice<UInt8>, notifies: Bool
  ) -> Bool {
    func isName(_ byte: UInt8) -> Bool { isResourceNameByte(byte) }
    // The callee before the parenthesis at `open` (`Toast.makeText`,
    // `NotificationCompat.Builder(c, ID).setContentTitle`: its last names).
    func callee(_ open: Int) -> Substring {
      var k = open - 1
      while k >= line.startIndex, isName(line[k]) { k -= 1 }
      return Substring(decoding: line[(k + 1)..<open], as: UTF8.self)
    }
    var depth = 0
    var k = position - 1
    while k >= line.startIndex {
      switch line[k] {
      case 0x29: depth += 1
      case 0x28 where depth > 0: depth -= 1
      case 0x28:
        let name = callee(k)
        let last = name.split(separator: ".").last ?? ""
        if name.hasSuffix("Toast.makeText") || last.hasSuffix("toast") || last.hasSuffix("Toast")
          || systemDrawnCalls.contains(last) || name.hasSuffix("NotificationChannelCompat.Builder")
          || (notifies && notificationCalls.contains(last))
        {
          return true
        }
        if last == "putExtra" {
          let arguments = line[(k + 1)..<position].drop { $0 == 0x20 }
          if ["Intent.EXTRA_TEXT", "Intent.EXTRA_SUBJECT", "EXTRA_TEXT", "EXTRA_SUBJECT"].contains(
            where: { arguments.starts(with: Array($0.utf8)) })
          {
            return true
          }
        }
      case 0x3B where depth == 0: return false  // ;
      case 0x7B where depth == 0:  // {
        // A channel's description, in a block applied to one.
        let statement = line[(k + 1)..<position].drop { $0 == 0x20 }
        return statement.starts(with: Array("description".utf8))
          && line[..<k].firstRange(of: Array("NotificationChannel".utf8)) != nil
      default: break
      }
      k -= 1
    }
    return false
  }

  /// Where the code of a line of Kotlin or Java ends: at a `//` outside
  /// quotes, else the line's end.
  static func codeEnd(of line: ArraySlice<UInt8>) -> Int {
    var quoted = false
    var k = line.startIndex
    while k < line.endIndex {
      let byte = line[k]
      if byte == 0x22, k == line.startIndex || line[k - 1] != 0x5C { quoted.toggle() }
      if !quoted, byte == 0x2F, k + 1 < line.endIndex, line[k + 1] == 0x2F { return k }
      k += 1
    }
    return line.endIndex
  }

  /// Whether Kotlin or Java code `bytes` reads a view's content description
  /// back: `contentDescription` (`it.contentDescription`, or alone in an
  /// `apply` block, but in a file that declares a variable or parameter of
  /// that name, where alone it is that) neither assigned to nor declared,
  /// or `getContentDescription()` (`TooltipCompat.setTooltipText(this,
  /// contentDescription)`: Auxio's, Wikipedia's, Thunderbird's tooltips;
  /// not News' `String contentDescription = …; setContentDescription(contentDescription)`).
  static func readsContentDescription(_ bytes: [UInt8]) -> Bool {
    // (A call of the getter; not its declaration, an override that gives
    // TalkBack a description: `CharSequence getContentDescription()`,
    // `fun getContentDescription()`.)
    let getter = Array("getContentDescription(".utf8)
    var at = 0
    while let hit = bytes.firstIndex(of: getter, from: at) {
      at = hit + getter.count
      var k = hit - 1
      while k >= 0, bytes[k] == 0x20 || bytes[k] == 0x09 { k -= 1 }
      var word = k
      while word >= 0, isResourceNameByte(bytes[word]), bytes[word] != 0x2E { word -= 1 }
      let before = String(decoding: bytes[(word + 1)..<(k + 1)], as: UTF8.self)
      if before.isEmpty || before == "return" { return true }
    }
    let mark = Array("contentDescription".utf8)
    // A file that declares a variable or parameter of that name
    // (`String contentDescription = getString(id)`, `val contentDescription`,
    // `contentDescription: String?`) means it where it names it alone: only
    // a view's, `v.contentDescription`, is read back there.
    let declares =
      ["val ", "var ", "String ", "CharSequence ", "String? ", "CharSequence? "].contains {
        bytes.holds(Array(($0 + "contentDescription").utf8))
      } || bytes.holds(Array("contentDescription:".utf8))
      || bytes.holds(Array("contentDescription :".utf8))
    var from = 0
    while let hit = bytes.firstIndex(of: mark, from: from) {
      from = hit + mark.count
      // (An import names it: `import androidx.compose.ui.semantics.contentDescription`.)
      let lineStart = bytes[..<hit].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      if bytes[lineStart..<hit].starts(with: Array("import ".utf8)) { continue }
      // (A longer name, `contentDescriptionRes`, `tabContentDescriptions`, is another.)
      if hit > 0, Self.isResourceNameByte(bytes[hit - 1]), bytes[hit - 1] != 0x2E {
        continue
      }
      if declares, hit == 0 || bytes[hit - 1] != 0x2E { continue }
      var k = hit + mark.count
      if k < bytes.count, Self.isResourceNameByte(bytes[k]), bytes[k] != 0x2E { continue }
      while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
      // Assigned (`contentDescription = …`, Compose's argument) or declared
      // (`contentDescription: String?`).
      let assigned =
        k < bytes.count && bytes[k] == 0x3D && (k + 1 == bytes.count || bytes[k + 1] != 0x3D)
      if !assigned, !(k < bytes.count && bytes[k] == 0x3A) { return true }
    }
    return false
  }

  /// The calls and properties whose text VoiceOver alone speaks (SwiftUI's
  /// `.accessibility(label:)` and the like read apart: `accessibility(` is
  /// one only with a `label:`, `hint:` or `value:` argument).
  static let spokenOnly: Set<String> = [
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityInputLabels",
    "accessibilityUserInputLabels",
  ]

  /// Objective-C's setters of what VoiceOver alone speaks.
  static let objectiveCSetters: Set<String> = [
    "setAccessibilityLabel", "setAccessibilityHint", "setAccessibilityValue",
  ]

  /// Calls `body` with each string literal of the Swift or Objective-C code
  /// `bytes` (its text as written, escapes kept) and each SwiftGen name
  /// (`L10n.…`, without `L10n.`), and whether it is inside an accessibility
  /// call's parentheses or after an assignment to one in its statement
  /// (``spokenOnly``, ``objectiveCSetters``; a second assignment, `a.accessibilityLabel =
  /// b.text = …`, or a `;` ends it); not SwiftGen's own lookup's
  /// (`L10n.tr("Localizable", "key")`). Line by line; a multi-line literal
  /// is passed over.
  static func forEachUse(in bytes: [UInt8], _ body: (String, Bool) -> Void) {
    // (A resource name's bytes but `.`: a Swift or Objective-C name's.)
    func isName(_ byte: UInt8) -> Bool { byte != 0x2E && isResourceNameByte(byte) }
    // The name that starts at `k` past spaces, and where it ends.
    func name(at k: Int) -> (String, Int) {
      var k = k
      while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
      var end = k
      while end < bytes.count, isName(bytes[end]) { end += 1 }
      return (String(decoding: bytes[k..<end], as: UTF8.self), end)
    }
    var i = 0
    let n = bytes.count
    // Per line: the open parentheses (whether each is a spoken call's, or
    // inside one: once one is, every one inside it is, so the innermost
    // says whether any is), whether an assignment to a spoken property
    // came, and the depths at which SwiftGen's lookups (`L10n.tr(`) opened.
    var open: [Bool] = []
    var assigned = false
    var lastName = ""
    // Whether the last name followed a `.` (a property's: `label.accessibilityLabel`).
    var member = false
    var lookups: [Int] = []
    // Whether the last name ended SwiftGen's path `L10n.tr`.
    var lookup = false
    while i < n {
      let byte = bytes[i]
      switch byte {
      case 0x0A, 0x3B:  // a line's end, `;`
        if byte == 0x0A { (open, lookups) = ([], []) }
        (assigned, lastName, member, lookup) = (false, "", false, false)
        i += 1
      case 0x22:  // "
        // A multi-line literal (`"""`) is passed over to its end (one that
        // never closes, to none: its quotes are read as one-line ones').
        if let close = Self.multiLineEnd(in: bytes, at: i, escapes: true) {
          i = close + 3
          continue
        }
        // A literal inside an interpolation (`"\(mark)\(String.localized("always"))"`)
        // is a use too, before the literal around it.
        let spoken = assigned || open.last == true
        let j = Self.literalEnd(in: bytes, from: i) { start, end in
          if lookups.isEmpty {
            body(String(decoding: bytes[(start + 1)..<end], as: UTF8.self), spoken)
          }
        }
        if j < n, j > i + 1, bytes[j] == 0x22, lookups.isEmpty {
          body(String(decoding: bytes[(i + 1)..<j], as: UTF8.self), spoken)
        }
        i = min(n, j + 1)
        (lastName, lookup) = ("", false)
      case 0x28:  // (
        // (And SwiftUI's `.help(…)`: VoiceOver's hint on iOS, a tooltip the
        // system draws at its one size on macOS.)
        var spoken = spokenOnly.contains(lastName) || (member && lastName == "help")
        if lastName == "accessibility", member {
          // SwiftUI's `.accessibility(label:)`, `(hint:)`, `(value:)`.
          let (argument, end) = name(at: i + 1)
          spoken = ["label", "hint", "value"].contains(argument) && end < n && bytes[end] == 0x3A
        }
        open.append((open.last ?? false) || spoken)
        if lookup { lookups.append(open.count) }
        (lastName, lookup) = ("", false)
        i += 1
      case 0x29:  // )
        if lookups.last == open.count { lookups.removeLast() }
        if !open.isEmpty { open.removeLast() }
        (lastName, lookup) = ("", false)
        i += 1
      case 0x3D:  // =
        // An assignment (not `==`, `!=`, `<=`, `>=`) to a spoken property:
        // `x.accessibilityLabel = …`; another after it is another target's.
        let comparison =
          (i + 1 < n && bytes[i + 1] == 0x3D)
          || (i > 0 && [0x3D, 0x21, 0x3C, 0x3E].contains(bytes[i - 1]))
        if !comparison {
          assigned = !assigned && member && spokenOnly.contains(lastName)
          (lastName, lookup) = ("", false)
        }
        i += 1
      case 0x3A where objectiveCSetters.contains(lastName):  // `:`
        // Objective-C's message: `[button setAccessibilityLabel:…]`.
        assigned = true
        lastName = ""
        i += 1
      case 0x20, 0x09:
        i += 1  // (A name stays the last one across spaces.)
      case _ where isName(byte):
        var j = i
        while j < n, isName(bytes[j]) { j += 1 }
        let word = String(decoding: bytes[i..<j], as: UTF8.self)
        if word == "L10n", j < n, bytes[j] == 0x2E {
          // SwiftGen's path: names and dots; a function of it (one named
          // like a spoken call, `L10n.Foo.accessibilityLabel(`) opens no
          // spoken call, and `L10n.tr(` is its lookup.
          var k = j + 1
          while k < n, isName(bytes[k]) || bytes[k] == 0x2E { k += 1 }
          let path = String(decoding: bytes[(j + 1)..<k], as: UTF8.self)
          if k > j + 1 { body(path, assigned || open.last == true) }
          i = k
          (lastName, member, lookup) = ("", true, path == "tr")
          continue
        }
        (lastName, lookup) = (word, false)
        member = i > 0 && bytes[i - 1] == 0x2E
        i = j
      default:
        (lastName, lookup) = ("", false)
        i += 1
      }
    }
  }

  /// Where the one-line string literal whose opening quote is at `start` in
  /// `bytes` ends: its closing quote, or the line's end (or the bytes') where
  /// it has none. Its escapes are passed over, and each interpolation
  /// (`\(…)`) to its closing parenthesis, calling `nested` with the opening
  /// and closing quotes of each literal inside it (and inside theirs), in
  /// order.
  static func literalEnd(
    in bytes: [UInt8], from start: Int, depth: Int = 0,
    nested: (_ start: Int, _ end: Int) -> Void
  ) -> Int {
    let n = bytes.count
    var j = start + 1
    while j < n, bytes[j] != 0x22, bytes[j] != 0x0A {
      guard bytes[j] == 0x5C else {
        j += 1
        continue
      }
      guard j + 1 < n, bytes[j + 1] == 0x28 else {
        j += 2
        continue
      }
      // An interpolation: to its closing parenthesis on the line.
      var parentheses = 1
      var k = j + 2
      while k < n, parentheses > 0, bytes[k] != 0x0A {
        switch bytes[k] {
        case 0x28: parentheses += 1
        case 0x29: parentheses -= 1
        case 0x22:
          // (Literals nested 32 deep are read as text: no deeper recursion.)
          guard depth < 32 else { break }
          let end = literalEnd(in: bytes, from: k, depth: depth + 1, nested: nested)
          guard end < n, bytes[end] == 0x22 else { return end }
          nested(k, end)
          k = end
        default: break
        }
        k += 1
      }
      j = k
    }
    return min(j, n)
  }

  /// The keys among `keys` that hold format specifiers, by their text with
  /// a NUL for each specifier (`Played \u{0}` for `Played %lld`), as
  /// ``withoutInterpolations(_:)`` reads a literal's interpolations.
  static func keysByFormatText(_ keys: Set<String>) -> [String: [String]] {
    var formatted: [String: [String]] = [:]
    let reader = FormatSpecifierSubstitution()
    for key in keys where key.utf8.contains(UInt8(ascii: "%")) {
      let scalars = Array(key.unicodeScalars)
      var text = String.UnicodeScalarView()
      var start = 0
      for range in reader.specifierRanges(in: scalars) {
        text.append(contentsOf: scalars[start..<range.lowerBound])
        text.append("\u{0}")
        start = range.upperBound
      }
      text.append(contentsOf: scalars[start...])
      formatted[String(text), default: []].append(key)
    }
    return formatted
  }

  /// `literal` (a Swift string literal's text as written) with each
  /// interpolation, `\(…)`, as a NUL, as a key's format specifiers are
  /// (`voiceOverOnlyKeys(among:)`); nil for a literal of none.
  static func withoutInterpolations(_ literal: String) -> String? {
    guard literal.utf8.contains(0x5C), literal.contains("\\(") else { return nil }
    // On bytes, in one pass (a literal may be long).
    var out: [UInt8] = []
    var depth = 0
    var previous: UInt8 = 0x20
    for byte in literal.utf8 {
      if depth > 0 {
        if byte == 0x28 { depth += 1 }
        if byte == 0x29 { depth -= 1 }
      } else if byte == 0x28, previous == 0x5C {
        out.removeLast()
        out.append(0)
        depth = 1
      } else {
        out.append(byte)
      }
      previous = byte
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The names SwiftGen's strings templates give `key`: flat, every word
  /// (split at any character but a letter or digit) capitalised, the first
  /// lowercased (`accessibility_cancel_multiselect`,
  /// `accessibilityCancelMultiselect`); and structured, each `.` a nested
  /// enum's (`Accessibility.Editor.spoilerButton` for
  /// `accessibility.editor.spoiler_button`); a name that would start with a
  /// digit starts with `_` (`_1Day` for `1_day`).
  static func swiftGenNames(of key: String) -> [String] {
    func words(_ text: Substring) -> [Substring] {
      text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    }
    func upper(_ text: Substring) -> String {
      words(text).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
    func lower(_ text: Substring) -> String {
      let name = upper(text)
      return name.prefix(1).lowercased() + name.dropFirst()
    }
    // (A name cannot start with a digit: SwiftGen puts `_` before it,
    // `_1Day` for `1_day`.)
    func identifier(_ name: String) -> String {
      name.first?.isNumber == true ? "_" + name : name
    }
    let flat = identifier(lower(Substring(key)))
    // (A key's trailing `.`, a sentence's, SwiftGen drops.)
    var parts = key.split(separator: ".", omittingEmptySubsequences: false)
    while parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
    guard parts.count > 1, parts.allSatisfy({ !words($0).isEmpty }) else {
      return flat.isEmpty ? [] : [flat]
    }
    let structured =
      (parts.dropLast().map { identifier(upper($0)) }
      + [identifier(lower(parts[parts.count - 1]))]).joined(separator: ".")
    return flat.isEmpty ? [structured] : [flat, structured]
  }
}
