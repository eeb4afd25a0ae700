import FileAccess

// The strings an Apple app's code hands only to VoiceOver, which `init`
// writes as a container that skips them.
extension ProjectScan {
  /// The keys among `keys` (the development language's) that the code
  /// files ``codeFiles`` (read within ``maximumSwiftBytes``) use, and use only
  /// for what VoiceOver speaks: every use of the key, as a string literal
  /// (`"accessibility.editor.button.spoiler"`, SwiftUI's localized key) or
  /// as SwiftGen's name for it (`L10n.accessibilityCancelMultiselect`,
  /// `L10n.Accessibility.Editor.spoiler`), is inside the parentheses of an
  /// accessibility call (`.accessibilityLabel(`, `accessibilityHint(`,
  /// `accessibilityValue(`, `accessibilityInputLabels(`,
  /// `.accessibility(label:`) or after an assignment to one
  /// (`button.accessibilityLabel = L10n.…`, Objective-C's
  /// `[button setAccessibilityLabel:…]`), on its line. No view draws
  /// them (Pocket Casts' `accessibility_cancel_multiselect`; Ice Cubes'
  /// `accessibility.editor.button.spoiler`); a key used anywhere else, or
  /// through a variable, is not one. Sorted.
  package func voiceOverOnlyKeys(among keys: Set<String>) -> [String] {
    guard !keys.isEmpty, !codeFiles.isEmpty else { return [] }
    // SwiftGen's names of the keys, flat and structured.
    var generated: [String: String] = [:]
    for key in keys {
      for name in Self.swiftGenNames(of: key) where generated[name] == nil { generated[name] = key }
    }
    var uses: [String: (all: Int, spoken: Int)] = [:]
    var budget = Self.maximumSwiftBytes
    for path in codeFiles where budget > 0 {
      guard let bytes = try? InputFile.read(Paths.join(root, path), limit: budget) else { continue }
      budget -= bytes.count
      Self.forEachUse(in: bytes) { text, spoken in
        let key = keys.contains(text) ? text : generated[text]
        guard let key else { return }
        uses[key, default: (0, 0)].all += 1
        if spoken { uses[key, default: (0, 0)].spoken += 1 }
      }
    }
    return uses.filter { $0.value.all > 0 && $0.value.all == $0.value.spoken }.keys.sorted()
  }

  /// The calls and properties whose text VoiceOver alone speaks.
  static let spokenOnly: Set<String> = [
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityInputLabels",
    "accessibilityUserInputLabels", "accessibility",
  ]

  /// Objective-C's setters of what VoiceOver alone speaks.
  static let objectiveCSetters: Set<String> = [
    "setAccessibilityLabel", "setAccessibilityHint", "setAccessibilityValue",
  ]

  /// Calls `body` with each string literal of the Swift or Objective-C code
  /// `bytes` (its text as written, escapes kept) and each SwiftGen name
  /// (`L10n.…`, without `L10n.`), and whether it is inside an accessibility
  /// call's parentheses or after an assignment to one on its line
  /// (``spokenOnly``). Line by line; a multi-line literal is passed over.
  static func forEachUse(in bytes: [UInt8], _ body: (String, Bool) -> Void) {
    func isName(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || byte == 0x5F
    }
    var i = 0
    let n = bytes.count
    // Per line: the open parentheses (whether each is a spoken call's, or
    // inside one), and whether an assignment to a spoken property came.
    var open: [Bool] = []
    var assigned = false
    var lastName = ""
    // Whether the last name followed a `.` (a property's: `label.accessibilityLabel`).
    var member = false
    // The open parentheses of SwiftGen's own lookup, `L10n.tr("Localizable",
    // "key")`: its key literal is the accessor's definition, no use.
    var lookups = 0
    while i < n {
      let byte = bytes[i]
      switch byte {
      case 0x0A:
        (open, assigned, lastName, member, lookups) = ([], false, "", false, 0)
        i += 1
      case 0x22:  // "
        // A multi-line literal (`"""`) is passed over to its end.
        if i + 2 < n, bytes[i + 1] == 0x22, bytes[i + 2] == 0x22 {
          var j = i + 3
          while j + 2 < n, !(bytes[j] == 0x22 && bytes[j + 1] == 0x22 && bytes[j + 2] == 0x22) {
            j += 1
          }
          i = j + 3
          continue
        }
        var j = i + 1
        while j < n, bytes[j] != 0x22, bytes[j] != 0x0A {
          j += bytes[j] == 0x5C ? 2 : 1
        }
        if j < n, j > i + 1, bytes[j] == 0x22, lookups == 0 {
          body(String(decoding: bytes[(i + 1)..<j], as: UTF8.self), assigned || open.contains(true))
        }
        i = min(n, j + 1)
        lastName = ""
      case 0x28:  // (
        open.append((open.last ?? false) || spokenOnly.contains(lastName))
        if lastName == "tr" { lookups += 1 }
        lastName = ""
        i += 1
      case 0x29:  // )
        if !open.isEmpty { open.removeLast() }
        lastName = ""
        i += 1
      case 0x3D:  // =
        // An assignment (not `==`, `!=`, `<=`, `>=`) to a spoken property.
        let comparison =
          (i + 1 < n && bytes[i + 1] == 0x3D)
          || (i > 0 && [0x3D, 0x21, 0x3C, 0x3E].contains(bytes[i - 1]))
        // (A property of that name: `x.accessibilityLabel = …`; not a
        // constant's declaration, `static let accessibility = …`.)
        if !comparison, member, lastName != "accessibility", spokenOnly.contains(lastName) {
          assigned = true
        }
        if !comparison { lastName = "" }
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
        let name = String(decoding: bytes[i..<j], as: UTF8.self)
        if name == "L10n", j < n, bytes[j] == 0x2E {
          // SwiftGen's path: names and dots.
          var k = j + 1
          while k < n, isName(bytes[k]) || bytes[k] == 0x2E { k += 1 }
          let path = String(decoding: bytes[(j + 1)..<k], as: UTF8.self)
          if k > j + 1 { body(path, assigned || open.contains(true)) }
          i = k
          // (Its last name, which a `(` may call: SwiftGen's `L10n.tr(`.)
          lastName = path.split(separator: ".").last.map(String.init) ?? ""
          member = true
          continue
        }
        lastName = name
        member = i > 0 && bytes[i - 1] == 0x2E
        i = j
      default:
        lastName = ""
        i += 1
      }
    }
  }

  /// The names SwiftGen's strings templates give `key`: flat, every word
  /// (split at any character but a letter or digit) capitalised, the first
  /// lowercased (`accessibility_cancel_multiselect`,
  /// `accessibilityCancelMultiselect`); and structured, each `.` a nested
  /// enum's (`Accessibility.Editor.spoilerButton` for
  /// `accessibility.editor.spoiler_button`).
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
    let flat = lower(Substring(key))
    let parts = key.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count > 1, parts.allSatisfy({ !words($0).isEmpty }) else {
      return flat.isEmpty ? [] : [flat]
    }
    let structured = (parts.dropLast().map(upper) + [lower(parts[parts.count - 1])]).joined(
      separator: ".")
    return flat.isEmpty ? [structured] : [flat, structured]
  }
}
