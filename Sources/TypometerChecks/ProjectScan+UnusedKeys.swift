import FileAccess
import Foundation
import StringCatalogs

// The strings of an Apple app's tables that no file of the app names, which
// `init` writes as a container that skips them.
extension ProjectScan {
  /// The fewest development-language keys an app's tables hold for
  /// `unusedKeys(byTable:whyNone:)` to judge them: with fewer, how the code names
  /// its keys is not known well enough.
  static let unusedKeysMinimum = 20

  /// The keys of `tables` (the development language's, by table name) that
  /// no file of an Apple app names, sorted: translations kept for an app's
  /// other platforms (Delta Chat's iOS app shares its Android app's 900 keys
  /// and names 521 of them), and keys the code no longer asks for, which the
  /// app never shows.
  ///
  /// A key is named where its text is a string literal of the app's Swift
  /// and Objective-C code (``codeFiles``, not its tests'; its escapes read,
  /// `\n`, `\"`; one-line, inside another's interpolation, or multi-line,
  /// its indentation taken off) or of a SwiftGen lookup outside SwiftGen's
  /// own generated file; where a name the code gives after a `.` is
  /// SwiftGen's or a String Catalog's generated name for it (`L10n.fooBar`,
  /// `L10n.Foo.bar.localizedUppercase`, `Button(.done)`,
  /// `.InAppPurchase.donationTitle`), anywhere, inside interpolations too;
  /// where a literal with interpolations is its text with format specifiers
  /// (`Text("Played \(count)")` for `Played %lld`); where it starts with the
  /// text of a literal that builds keys (the part before an interpolation
  /// or a format specifier, `"error_\(code)"`, `@"error_%d"`, or one ending
  /// in `_`, `.` or `-` that code joins to another; three characters or
  /// more) or ends with one (the part after the last interpolation,
  /// `"\(name)_title"`, or one starting with `_`, `.` or `-`); and where a
  /// string of the app's JSON files, property lists (its `Info.plist`'s
  /// services' menu titles too), storyboards and xibs is the key (in quotes,
  /// or an element's text), or an interface file's object ID starts it
  /// (`103.title`).
  ///
  /// None of a table the app names fewer than half of the keys of (its
  /// keys are built at run time: Element X's `SAS` table of emoji names; an
  /// R.swift or another generator's accessors name them), and none at all
  /// where its tables hold fewer than ``unusedKeysMinimum`` keys, where a
  /// file could not be read whole within ``maximumSwiftBytes`` or the scan
  /// stopped early, or for an app with Kotlin Multiplatform's strings
  /// (which its Kotlin code names `MR.strings.…`); nor any key of an
  /// interface file's table (`1tx-W0-xDw.title`). An Android app's are
  /// ``unusedAndroidKeys(byTable:whyNone:)``. An enum case's name counts as a
  /// literal (`case settings`, looked up by its raw value).
  ///
  /// `whyNone` is told why none is sought where the code keeps them from
  /// being known (a file that could not be read whole, Bundle's lookup
  /// replaced, an Android string looked up by a name the code builds).
  package func unusedKeys(
    byTable tables: [String: Set<String>], whyNone: (String) -> Void = { _ in }
  ) -> [String] {
    if isAndroid { return unusedAndroidKeys(byTable: tables, whyNone: whyNone) }
    let tables = tables.mapValues { $0.filter { !CheckRunner.isInterfaceObjectKey($0) } }
    let keys = tables.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    guard mokoStrings.isEmpty, keys.count >= Self.unusedKeysMinimum, !stoppedEarly,
      !codeFiles.isEmpty
    else { return [] }
    var used: Set<String> = []
    // The generated names of the keys: SwiftGen's, and a String Catalog's
    // symbols for a catalog's keys where the project has them made (Xcode
    // makes none for a `.strings` file's: Aidoku's `UPCOMING` is no
    // `.upcoming` of its code's); and the keys of format specifiers by
    // their text without them, a NUL for each (as
    // ``voiceOverOnlyKeys(among:)`` reads them).
    let catalogTables = Set(
      strings.filter { $0.lowercased().hasSuffix(".xcstrings") }.map { path in
        let name = Paths.name(of: path)
        return name.firstIndex(of: ".").map { String(name[..<$0]) } ?? name
      })
    // (Each name with every key it may stand for: `Moderation` and
    // `Moderation...` have one symbol, and a use of it uses both, whatever
    // order the tables are read in.)
    var generated: [String: [String]] = [:]
    var symbols: [String: [String]] = [:]
    // (And the key as an identifier, each other character `_`: what a
    // generator of the app's own names it, Kiwix's
    // `LocalString.library_settings_catalog_warning_text`; one of a `_` or
    // more and 8 characters or more, any member of that name.)
    var identifiers: [Substring: [String]] = [:]
    for (table, tableKeys) in tables {
      let catalog = generatesStringSymbols && catalogTables.contains(table)
      for key in tableKeys {
        for name in Self.swiftGenNames(of: key) { generated[name, default: []].append(key) }
        let identifier = String(
          key.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        // (As written, and in lowercase: Kiwix's `…_client_badurl` for
        // `….client.badURL`.)
        if identifier.count >= 8, identifier.contains("_"), identifier.first?.isNumber == false {
          for form in Set([identifier, identifier.lowercased()]) {
            identifiers[Substring(form), default: []].append(key)
          }
        }
        guard catalog else { continue }
        for name in Self.generatedNames(of: key) { symbols[name, default: []].append(key) }
      }
    }
    let formatted = Self.keysByFormatText(keys)
    var parts = KeyParts()
    func literal(_ written: String) {
      let text = Self.unescaped(written)
      if keys.contains(text) { used.insert(text) }
      if let interpolated = Self.withoutInterpolations(written).map(Self.unescaped) {
        used.formUnion(formatted[interpolated] ?? [])
        parts.take(
          text, split: interpolated.split(separator: "\u{0}", omittingEmptySubsequences: false))
      } else {
        parts.take(text, split: [text[...]])
      }
    }
    // The names after a `.`: SwiftGen's after its enum's name (`L10n`, or
    // the one its output declares), the chain's first names
    // (`L10n.Foo.bar.localizedUppercase`); a String Catalog's generated
    // symbols, where the project has them made, any run of them
    // (`Button(.done)`, `.InAppPurchase.donationTitle`).
    var swiftGenEnums: Set<Substring> = ["L10n"]
    func member(_ base: Substring, _ path: Substring) {
      let parts = path.split(separator: ".")
      // (A run of at most 8 names: SwiftGen's deepest; a chain of
      // thousands, `L10n.L10n.…`, is no slower than its length.)
      func names(from start: Int, in names: [String: [String]]) {
        var name = ""
        for end in start..<min(parts.count, start + 8) {
          name += (end > start ? "." : "") + parts[end]
          if let found = names[name] { used.formUnion(found) }
        }
      }
      if swiftGenEnums.contains(base) { names(from: 0, in: generated) }
      // R.swift's: `R.string.localizable.settingsTitle()`.
      if base == "R", parts.count >= 3, parts[0] == "string",
        let found = generated[String(parts[2])]
      {
        used.formUnion(found)
      }
      for part in parts where part.contains("_") {
        if let found = identifiers[part] { used.formUnion(found) }
      }
      if !symbols.isEmpty {
        for start in parts.indices { names(from: start, in: symbols) }
      }
    }
    // Each file's bytes within the budget; nil where one could not be read
    // whole (over the budget, unreadable: not every use is known), and an
    // empty file for one that is no file (a link leading nowhere).
    var budget = Self.maximumSwiftBytes
    func read(_ path: String) -> [UInt8]? {
      let bytes = Self.readForNames(Paths.join(root, path), limit: budget)
      budget -= bytes?.count ?? 0
      return bytes
    }
    var codeBytes: [[UInt8]] = []
    for path in codeFiles {
      guard let bytes = read(path) else {
        whyNone("\(path) could not be read whole")
        return []
      }
      // Code that replaces Bundle's lookup (Open Food Facts' swizzled
      // `localizedString(forKey:value:table:)`, which hands the system
      // camera's lookups to its own table): the system's keys are not known.
      if Self.replacesBundleLookup(bytes) {
        whyNone(
          "\(path) replaces Bundle's lookup of strings (localizedString(forKey:value:table:))")
        return []
      }
      // (SwiftGen's own file looks every key up: no use; its enum's name.)
      guard !Self.isSwiftGenOutput(bytes) else {
        if let name = Self.firstEnumName(in: bytes) { swiftGenEnums.insert(name) }
        continue
      }
      // (As the spec's platform builds it: what `#if os(macOS)` keeps from
      // an iOS build names no key it shows.)
      codeBytes.append(Self.withoutOtherPlatforms(bytes, platform: platform))
    }
    for bytes in codeBytes {
      Self.forEachLiteral(in: bytes, literal)
      // (Every chain: a generator's names follow any base.)
      Self.forEachMemberPath(in: bytes, after: nil, member)
      // An enum's case of no raw value of its own is its name
      // (`enum Tab: String { case settings }`, `tab.rawValue` looked up).
      Self.forEachCaseName(in: bytes) { name in
        if keys.contains(name) { used.insert(name) }
      }
    }
    // Strings of the app's other files: in quotes, or an element's text;
    // and an interface file's object IDs, which its table's keys start
    // with (`103.title`, an older storyboard's numbered object's).
    var objectIDs: Set<String> = []
    for path in keyDocuments + interfaceFiles {
      guard let bytes = read(path) else {
        whyNone("\(path) could not be read whole")
        return []
      }
      // (Not a spec or report of this tool's, which names keys it measures.)
      if path.hasSuffix(".json"), Self.isOwnOutput(bytes) { continue }
      let interface = Self.isInterfaceFile(path)
      Self.forEachQuotedOrElementText(in: bytes) { text in
        // (As written, and with an XML file's entities or a JSON file's
        // escapes read.)
        for form in [text, Self.xmlDecoded(text), Self.unescaped(text)] where keys.contains(form) {
          used.insert(form)
        }
        if interface { objectIDs.insert(text) }
      }
    }
    for key in keys where !used.contains(key) {
      if let dot = key.firstIndex(of: "."), objectIDs.contains(String(key[..<dot])) {
        used.insert(key)
      }
    }
    return Self.unused(in: tables, used: used) { parts.builds($0) }
  }

  /// The keys of `tables` that are not `used` nor `kept`, sorted: none of a
  /// table fewer than half of whose keys are used, nor any key such a table
  /// holds too.
  static func unused(
    in tables: [String: Set<String>], used: Set<String>, kept: (String) -> Bool
  ) -> [String] {
    var unused: Set<String> = []
    var keptTables: [Set<String>] = []
    for (_, table) in tables {
      guard table.count(where: { used.contains($0) }) * 2 >= table.count else {
        keptTables.append(table)
        continue
      }
      unused.formUnion(table.filter { !used.contains($0) && !kept($0) })
    }
    for table in keptTables { unused.subtract(table) }
    return unused.sorted()
  }

  /// The parts of keys that literals building keys give: the text before
  /// an interpolation, a template or a format specifier (`"error_\(code)"`,
  /// `"qari_$id"`, `@"error_%d"`) or a literal ending in `_`, `.` or `-`
  /// (`"qari_" + id`), three characters or more, that a key starts with;
  /// the text after the last interpolation, or a literal starting with one
  /// of them, that a key ends with; and a literal of several parts
  /// (`speech.description_premium`) that a key is, then one of them and one
  /// part more (`prefix = "speech.description_premium"`, then
  /// `"\(prefix)_\(index)"`).
  struct KeyParts {
    var prefixes: Set<String> = []
    var suffixes: Set<String> = []
    var stems: Set<String> = []
    static let joiners: Set<Character> = ["_", ".", "-"]

    /// Takes a literal's `text` (its escapes read), `split` at its
    /// interpolations or templates (one part for none).
    mutating func take(_ text: String, split: [Substring]) {
      func keep(_ part: Substring, in parts: inout Set<String>) {
        if part.count >= 3 { parts.insert(String(part)) }
      }
      // (Bytes looked at, not Foundation's string search: a check per literal.)
      let utf8 = text.utf8
      if utf8.contains(where: { $0 == 0x5F || $0 == 0x2E || $0 == 0x2D }), !utf8.contains(0x20) {
        stems.insert(text)
      }
      if split.count > 1 {
        keep(split[0], in: &prefixes)
        keep(split[split.count - 1], in: &suffixes)
      } else if utf8.contains(0x25) {
        // Around its format specifiers: `"error_%d"`, `"%@_title"`.
        let scalars = Array(text.unicodeScalars)
        let ranges = FormatSpecifierSubstitution().specifierRanges(in: scalars)
        if let first = ranges.first, let last = ranges.last {
          var before = String.UnicodeScalarView()
          before.append(contentsOf: scalars[..<first.lowerBound])
          var after = String.UnicodeScalarView()
          after.append(contentsOf: scalars[last.upperBound...])
          keep(String(before)[...], in: &prefixes)
          keep(String(after)[...], in: &suffixes)
        }
      } else if let last = text.last, Self.joiners.contains(last) {
        keep(text[...], in: &prefixes)
      } else if let first = text.first, Self.joiners.contains(first) {
        keep(text[...], in: &suffixes)
      }
    }

    /// Whether literals may build `key`: each of its beginnings and endings
    /// looked up (a key is short; the parts may be thousands).
    func builds(_ key: String) -> Bool {
      if ProjectScan.startsWithStem(key, stems) { return true }
      guard !prefixes.isEmpty || !suffixes.isEmpty else { return false }
      var index = key.startIndex
      while index < key.endIndex {
        index = key.index(after: index)
        if prefixes.contains(String(key[..<index])) { return true }
      }
      index = key.endIndex
      while index > key.startIndex {
        index = key.index(before: index)
        if suffixes.contains(String(key[index...])) { return true }
      }
      return false
    }
  }

  /// The names of an Android app's strings, plurals and string arrays (its
  /// default values files', by file: `tables`) that no file of the app
  /// names, sorted:
  /// Android Lint's unused resources, which no build shows (Tusky's 61, a
  /// string its code dropped; Orbot's 57). A name is named by a layout, a
  /// menu, a navigation graph, an `xml/` file, a manifest or a default
  /// values file (`@string/`, `@plurals/`, `@array/`:
  /// ``referencedResourceStrings``), by the Kotlin and Java code
  /// (``codeFiles``, not its tests'; and data binding's layouts):
  /// `R.string.NAME`, `R.plurals.NAME`, `R.array.NAME`, Compose
  /// Multiplatform's `Res.string.NAME`, an alias of `R.string`'s
  /// (`typealias CommonStrings = R.string`, `import ….R.string as S`) and
  /// its `CommonStrings.NAME`, or a string literal of the name (`getIdentifier("about", "string", …)`),
  /// or of a part that builds it (the text before a template, `"qari_$id"`,
  /// or one ending in `_`, `.` or `-`, `"qari_" + id`; three characters or
  /// more; the text after the last template; a literal of several parts
  /// and one part more).
  ///
  /// Not a name a library of the app's reads in its place (`abc_`, `mtrl_`,
  /// `exo_` and the other prefixes of ``libraryStringPrefixes``; the first
  /// word of a name the code gives after another package's R class,
  /// `com.simperium.R.string.simperium_title`), none of a
  /// values file the app names fewer than half of the strings of, and none
  /// at all where a file could not be read whole, where the code looks a
  /// string up by a name it does not give as a literal
  /// (`getIdentifier(name, "string", …)`, or of a type it does not give),
  /// where the strings hold fewer than ``unusedKeysMinimum``, or with Kotlin
  /// Multiplatform's moko-resources strings.
  func unusedAndroidKeys(
    byTable tables: [String: Set<String>], whyNone: (String) -> Void = { _ in }
  ) -> [String] {
    let keys = tables.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    guard mokoStrings.isEmpty, keys.count >= Self.unusedKeysMinimum, !stoppedEarly else {
      return []
    }
    guard let referenced = referencedResourceStrings else {
      whyNone("a file of the res folders could not be read whole")
      return []
    }
    var used = referenced.intersection(keys)
    var parts = KeyParts()
    func literal(_ written: String) {
      let text = Self.unescaped(written)
      if keys.contains(text) { used.insert(text) }
      parts.take(text, split: Self.templateParts(text).map { $0[...] })
    }
    var budget = Self.maximumSwiftBytes
    var files: [[UInt8]] = []
    // The file that looks strings up by a name it builds, if one does: none
    // is skipped, and that is said where some would have been.
    var blocked: String?
    for path in codeFiles where path.hasSuffix(".kt") || path.hasSuffix(".java") {
      guard let bytes = Self.readForNames(Paths.join(root, path), limit: budget) else {
        whyNone("\(path) could not be read whole")
        return []
      }
      budget -= bytes.count
      if blocked == nil, Self.looksUpStringsByName(bytes) { blocked = path }
      files.append(bytes)
    }
    // The aliases of `R.string` (`R.plurals`, `R.array`), whose names the
    // code gives after them.
    var aliases: Set<Substring> = []
    for bytes in files {
      aliases.formUnion(Self.stringClassAliases(in: bytes).map { Substring($0) })
    }
    // A name as the R class gives it (`only_android_8_1_plus` for
    // `only_android_8.1_plus`).
    var byClassName: [Substring: [String]] = [:]
    for key in keys {
      byClassName[Substring(key.replacingOccurrences(of: ".", with: "_")), default: []].append(key)
    }
    let kinds: Set<Substring> = ["string", "plurals", "array"]
    // The first words of names the code gives after another package's R
    // class (`com.simperium.R.string.simperium_title`): a library's, whose
    // strings of that word the app's values may give in its place
    // (Simplenote's `simperium_subtitle`, which only the library's layout
    // names).
    var packagePrefixes: Set<String> = []
    for bytes in files {
      // `R.string.NAME` (`org.example.R.string.NAME`, `R.⏎string.NAME`,
      // `Res.string.NAME`, `CoreUiR.string.NAME`, `R.string.NAME.toString()`),
      // `CommonStrings.NAME`.
      Self.forEachMemberPath(in: bytes) { base, path in
        let parts = [base] + path.split(separator: ".")
        for (k, part) in parts.enumerated() {
          // (After `R`, `Res`, or an alias of the R class, `import ….R as
          // CoreUiR`: any name before `.string.`.)
          if !part.isEmpty, k + 2 < parts.count, kinds.contains(parts[k + 1]) {
            used.formUnion(byClassName[parts[k + 2]] ?? [])
            if part == "R", k > 0, let underscore = parts[k + 2].firstIndex(of: "_"),
              parts[k + 2].distance(from: parts[k + 2].startIndex, to: underscore) >= 3
            {
              packagePrefixes.insert(String(parts[k + 2][...underscore]))
            }
          } else if aliases.contains(part), k + 1 < parts.count {
            used.formUnion(byClassName[parts[k + 1]] ?? [])
          }
        }
      }
      Self.forEachLiteral(in: bytes, swift: false, literal)
    }
    let kept = keptResourcePrefixes.union(packagePrefixes)
    let unused = Self.unused(in: tables, used: used) { key in
      Self.libraryStringPrefixes.contains(where: { key.hasPrefix($0) })
        || Self.libraryStringNames.contains(key) || parts.builds(key)
        || kept.contains(where: { key.hasPrefix($0) })
    }
    if let blocked {
      if !unused.isEmpty {
        whyNone("\(blocked) looks strings up by a name it builds (getIdentifier)")
      }
      return []
    }
    return unused
  }

  /// The bytes of the file at `path` for the names it gives: none (an empty
  /// file) where it is no file to read (gone, a link leading nowhere, a
  /// folder, the kernel's), nil where it could not be read whole (over
  /// `limit`, unreadable), when not every name is known.
  static func readForNames(_ path: String, limit: Int) -> [UInt8]? {
    do { return try InputFile.read(path, limit: limit) } catch {
      switch error.reason {
      case .notFound, .danglingLink, .notAFile, .kernelFile, .symlinkLoop: return []
      default: return nil
      }
    }
  }

  /// The prefixes of the strings Android's and common libraries read by
  /// their own names, which an app's values may give in their place
  /// (AppCompat's `abc_`, Material's `mtrl_`, `material_` and `m3_`,
  /// ExoPlayer's `exo_`, Google Play services' `common_google_play_services_`,
  /// FirebaseUI's `fui_`, Facebook's `com_facebook_`, LeakCanary's
  /// `leak_canary_`, AboutLibraries' `library_` and `define_`, AndroidX
  /// Preference's `preference_`, Firebase's and Google services' generated
  /// `google_`, `gcm_`, `firebase_`, `default_web_client_id`): an app that
  /// gives one names it nowhere.
  static let libraryStringPrefixes = [
    "abc_", "mtrl_", "material_", "m3_", "exo_", "common_google_play_services_", "fui_",
    "com_facebook_", "leak_canary_", "library_", "define_", "preference_", "androidx_",
    "google_", "gcm_", "firebase_", "default_web_client_id", "fcm_", "status_bar_notification_",
    "search_menu_title", "character_counter_", "password_toggle_", "bottom_sheet_behavior",
    "appbar_scrolling_view_behavior", "fab_transformation_", "hide_bottom_view_on_scroll",
    "item_view_role_", "side_sheet_", "call_notification_", "copy_toast_msg",
    "fallback_menu_item_", "expand_button_title", "summary_collapsed_preference_list",
    "v7_preference_", "not_set", "project_id", "crashlytics_",
  ]

  /// Names of strings a library reads by name without a prefix of its own,
  /// which an app's values may give in its place: Compose UI's, spoken by
  /// TalkBack (ReadYou's `selected`), and Fossify Commons' `package_name`.
  static let libraryStringNames: Set<String> = [
    "selected", "not_selected", "state_on", "state_off", "state_empty", "indeterminate", "tab",
    "in_progress", "switch_role", "template_percent", "navigation_menu", "dropdown_menu",
    "close_drawer", "close_sheet", "default_error_message", "default_popup_window_title",
    "range_start", "range_end", "package_name",
  ]

  /// Whether Kotlin or Java code looks a string up by a name it does not
  /// give as a literal: `getIdentifier(name, "string", …)` (a plural's
  /// too), or `getIdentifier(…, type, …)` of a type that is no literal.
  static func looksUpStringsByName(_ bytes: [UInt8]) -> Bool {
    let mark = Array("getIdentifier(".utf8)
    var from = 0
    while let found = bytes.firstIndex(of: mark, from: from) {
      from = found + mark.count
      // The call's arguments at its own depth (on up to 400 bytes).
      var arguments: [String] = []
      var depth = 0
      var current: [UInt8] = []
      var k = from
      var quoted = false
      while k < min(bytes.count, from + 400) {
        let byte = bytes[k]
        if quoted {
          if byte == 0x5C { current.append(byte); k += 1 } else if byte == 0x22 { quoted = false }
        } else if byte == 0x22 {
          quoted = true
        } else if byte == 0x28 {
          depth += 1
        } else if byte == 0x29 {
          if depth == 0 { break }
          depth -= 1
        } else if byte == 0x2C, depth == 0 {
          arguments.append(String(decoding: current, as: UTF8.self))
          current = []
          k += 1
          continue
        }
        if k < bytes.count { current.append(bytes[k]) }
        k += 1
      }
      arguments.append(String(decoding: current, as: UTF8.self))
      let trimmed = arguments.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      guard trimmed.count >= 2 else { continue }
      let type = trimmed[1]
      guard type.hasPrefix("\"") else { return true }
      if type == "\"string\"" || type == "\"plurals\"", !trimmed[0].hasPrefix("\"") {
        return true
      }
    }
    return false
  }

  /// The names Kotlin and Java code gives `R.string`, `R.plurals` or
  /// `R.array`: `typealias CommonStrings = im.vector.lib.strings.R.string`,
  /// Element's `typealias CommonPlurals = R.plurals`,
  /// `import org.example.R.string as S`.
  static func stringClassAliases(in bytes: [UInt8]) -> [String] {
    let classes = ["R.string", "R.plurals", "R.array"]
    guard classes.contains(where: { bytes.holds(Array($0.utf8)) }) else { return [] }
    func isClass(_ word: Substring) -> Bool {
      classes.contains { word == $0 || word.hasSuffix("." + $0) }
    }
    var aliases: [String] = []
    // The lines that declare one: found with `memmem`, each read alone.
    var lines: [ArraySlice<UInt8>] = []
    for mark in ["typealias ", "import "].map({ Array($0.utf8) }) {
      var from = 0
      while let found = bytes.firstIndex(of: mark, from: from) {
        let start = bytes[..<found].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let end = bytes[found...].firstIndex(of: 0x0A) ?? bytes.count
        lines.append(bytes[start..<end])
        from = end
      }
    }
    for line in lines {
      let text = String(decoding: line, as: UTF8.self)
      guard text.contains("R.") else { continue }
      let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
      if let k = words.firstIndex(of: "typealias"), k + 2 < words.count, words[k + 2] == "=",
        words[(k + 3)...].first.map(isClass) == true
      {
        aliases.append(String(words[k + 1]))
      } else if words.first == "import", let k = words.firstIndex(of: "as"), k > 0,
        k + 1 < words.count, isClass(words[k - 1])
      {
        aliases.append(String(words[k + 1]))
      }
    }
    return aliases
  }

  /// Where the one-line Kotlin or Java literal whose opening quote is at
  /// `start` ends: its closing quote, or the line's end (or the bytes')
  /// where it has none; escapes and templates (`${…}`, to their closing
  /// brace on the line) passed over.
  static func templateLiteralEnd(in bytes: [UInt8], from start: Int) -> Int {
    let n = bytes.count
    var j = start + 1
    while j < n, bytes[j] != 0x22, bytes[j] != 0x0A {
      if bytes[j] == 0x5C {
        j += 2
      } else if bytes[j] == 0x24, j + 1 < n, bytes[j + 1] == 0x7B {
        var braces = 0
        while j < n, bytes[j] != 0x0A {
          if bytes[j] == 0x7B { braces += 1 }
          if bytes[j] == 0x7D {
            braces -= 1
            if braces == 0 { break }
          }
          j += 1
        }
        j += 1
      } else {
        j += 1
      }
    }
    return min(j, n)
  }

  /// The parts of a Kotlin literal's text around its templates (`$name`,
  /// `${…}`): one part for a literal of none.
  static func templateParts(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var i = text.startIndex
    while i < text.endIndex {
      let next = text.index(after: i)
      guard text[i] == "$", next < text.endIndex,
        text[next] == "{" || text[next].isLetter || text[next] == "_"
      else {
        current.append(text[i])
        i = next
        continue
      }
      parts.append(current)
      current = ""
      if text[next] == "{" {
        guard let close = text[next...].firstIndex(of: "}") else { return [text] }
        i = text.index(after: close)
      } else {
        i = next
        while i < text.endIndex, text[i].isLetter || text[i].isNumber || text[i] == "_" {
          i = text.index(after: i)
        }
      }
    }
    parts.append(current)
    return parts
  }

  /// SwiftGen's names of `key` (``swiftGenNames(of:)``) and the name a
  /// String Catalog's generated symbols give it where that differs: a
  /// leading run of capitals in lowercase (`ok` for `OK`, `urlTitle` for
  /// `URL title`).
  static func generatedNames(of key: String) -> [String] {
    var names = swiftGenNames(of: key)
    if let flat = names.first {
      let capitals = flat.prefix { $0.isUppercase }
      if !capitals.isEmpty || flat.dropFirst().first?.isUppercase == true {
        // (`oK` → `ok`; `uRLTitle` → `urlTitle`: the run but its last
        // capital, which starts the next word, where a lowercase follows.)
        let scalars = Array(flat)
        var end = 0
        while end < scalars.count, end == 0 || scalars[end].isUppercase { end += 1 }
        if end < scalars.count, end > 1, scalars[end].isLowercase { end -= 1 }
        let name = String(scalars[..<end]).lowercased() + String(scalars[end...])
        if !names.contains(name) { names.append(name) }
      }
    }
    return names
  }

  /// Calls `body` with each name a Swift `case` declares or matches
  /// (`case settings`, `case a, b`; up to a `=`, `(`, `:` or the line's end).
  static func forEachCaseName(in bytes: [UInt8], _ body: (String) -> Void) {
    let mark = Array("case ".utf8)
    func isName(_ byte: UInt8) -> Bool { byte != 0x2E && isResourceNameByte(byte) }
    var from = 0
    while let found = bytes.firstIndex(of: mark, from: from) {
      from = found + mark.count
      guard found == 0 || !isName(bytes[found - 1]) else { continue }
      var k = from
      while k < bytes.count {
        while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x2C || bytes[k] == 0x2E { k += 1 }
        let start = k
        while k < bytes.count, isName(bytes[k]) { k += 1 }
        guard k > start else { break }
        body(String(decoding: bytes[start..<k], as: UTF8.self))
        while k < bytes.count, bytes[k] == 0x20 { k += 1 }
        guard k < bytes.count, bytes[k] == 0x2C else { break }
      }
      from = max(from, k)
    }
  }

  /// Whether `key` is one of `stems`, a `_`, `.` or `-` and one part more
  /// (`speech.description_premium_1` with `speech.description_premium`).
  static func startsWithStem(_ key: String, _ stems: Set<String>) -> Bool {
    guard let joiner = key.lastIndex(where: { $0 == "_" || $0 == "." || $0 == "-" }) else {
      return false
    }
    return stems.contains(String(key[..<joiner]))
  }

  /// The name of the first `enum` Swift source declares (SwiftGen's
  /// output's: `L10n`, or the one its configuration names).
  static func firstEnumName(in bytes: [UInt8]) -> Substring? {
    guard let found = bytes.firstIndex(of: Array("enum ".utf8), from: 0) else { return nil }
    var end = found + 5
    while end < bytes.count, isResourceNameByte(bytes[end]), bytes[end] != 0x2E { end += 1 }
    guard end > found + 5 else { return nil }
    return Substring(String(decoding: bytes[(found + 5)..<end], as: UTF8.self))
  }

  /// Whether Swift or Objective-C code replaces Bundle's lookup of a
  /// localized string (a swizzled `localizedString(forKey:value:table:)`).
  static func replacesBundleLookup(_ bytes: [UInt8]) -> Bool {
    bytes.holds(Array("#selector(localizedString(forKey:".utf8))
      || bytes.holds(Array("@selector(localizedStringForKey:".utf8))
  }

  /// Whether a JSON file is a spec or a report of this tool's (its
  /// `containers` beside its `strings` or `resources`; its `findings` beside
  /// its `summary`), which names the keys it measures.
  static func isOwnOutput(_ bytes: [UInt8]) -> Bool {
    func has(_ key: String) -> Bool { bytes.holds(Array("\"\(key)\"".utf8)) }
    return (has("containers") && (has("strings") || has("resources")))
      || (has("findings") && has("summary"))
  }

  /// Whether Swift source is SwiftGen's generated output (its header,
  /// `// Generated using SwiftGen`, in its first 512 bytes).
  static func isSwiftGenOutput(_ bytes: [UInt8]) -> Bool {
    Array(bytes.prefix(512)).holds(Array("Generated using SwiftGen".utf8))
  }

  /// Calls `body` with the text, as written (escapes kept), of each string
  /// literal of the Swift or Objective-C code `bytes` (of Kotlin or Java
  /// code where not `swift`), comments passed over: one-line ones, those
  /// inside their interpolations (before them), and multi-line ones (`"""`,
  /// their lines without the closing delimiter's indentation, joined by
  /// line breaks but where a line ends in `\`; a Kotlin raw string as it
  /// is).
  static func forEachLiteral(in bytes: [UInt8], swift: Bool = true, _ body: (String) -> Void) {
    let n = bytes.count
    var i = 0
    while i < n {
      if let end = commentEnd(in: bytes, at: i) {
        i = end
        continue
      }
      guard bytes[i] == 0x22 else {
        i += 1
        continue
      }
      if let close = multiLineEnd(in: bytes, at: i, escapes: swift) {
        if swift {
          body(multiLineText(bytes[(i + 3)..<close]))
          // (And the literals inside its interpolations, with any other
          // quoted text of it.)
          forEachLiteral(in: Array(bytes[(i + 3)..<close]), body)
        } else {
          body(String(decoding: bytes[(i + 3)..<close], as: UTF8.self))
        }
        i = close + 3
        continue
      }
      let end =
        swift
        ? literalEnd(in: bytes, from: i) { start, end in
          body(String(decoding: bytes[(start + 1)..<end], as: UTF8.self))
        } : templateLiteralEnd(in: bytes, from: i)
      if end < n, end > i + 1, bytes[end] == 0x22 {
        body(String(decoding: bytes[(i + 1)..<end], as: UTF8.self))
      }
      i = end + 1
    }
  }

  /// Where the comment that starts at `i` in Swift, Objective-C, Kotlin or
  /// Java code ends (past a `//` comment's line, a `/* … */` comment's
  /// `*/`, or at the bytes' end), or nil where none starts there. (A
  /// comment's quotes, `/// Use """ for long text`, open no literal.)
  static func commentEnd(in bytes: [UInt8], at i: Int) -> Int? {
    guard bytes[i] == 0x2F, i + 1 < bytes.count else { return nil }
    if bytes[i + 1] == 0x2F {
      return bytes[i...].firstIndex(of: 0x0A) ?? bytes.count
    }
    guard bytes[i + 1] == 0x2A else { return nil }
    var j = i + 2
    while j + 1 < bytes.count, !(bytes[j] == 0x2A && bytes[j + 1] == 0x2F) { j += 1 }
    return min(bytes.count, j + 2)
  }

  /// Where the closing delimiter of the multi-line literal (`"""`) whose
  /// opening one is at `i` starts (past escaped characters where `escapes`);
  /// nil where none opens there or none closes it (a lone `"""` is then read
  /// as quotes).
  static func multiLineEnd(in bytes: [UInt8], at i: Int, escapes: Bool) -> Int? {
    let n = bytes.count
    guard i + 2 < n, bytes[i] == 0x22, bytes[i + 1] == 0x22, bytes[i + 2] == 0x22 else {
      return nil
    }
    var j = i + 3
    while j + 2 < n, !(bytes[j] == 0x22 && bytes[j + 1] == 0x22 && bytes[j + 2] == 0x22) {
      j += escapes && bytes[j] == 0x5C ? 2 : 1
    }
    return j + 2 < n ? j : nil
  }

  /// The text of a multi-line literal whose bytes between its delimiters
  /// are `content`: its first line break and its last (before the closing
  /// delimiter's indentation) taken off, that indentation taken off each
  /// line, the lines joined by line breaks but where one ends in `\`.
  static func multiLineText(_ content: ArraySlice<UInt8>) -> String {
    // (Line breaks of CRLF files too: a `Character` of its own.)
    var lines = String(decoding: content, as: UTF8.self).replacingOccurrences(
      of: "\r\n", with: "\n"
    )
    .split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 2 else { return lines.first.map(String.init) ?? "" }
    let indentation = lines.removeLast()
    lines.removeFirst()
    guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return "" }
    var text = ""
    for (k, line) in lines.enumerated() {
      var line = line.hasPrefix(indentation) ? line.dropFirst(indentation.count) : line
      let continues = line.hasSuffix("\\") && !line.hasSuffix("\\\\")
      if continues { line = line.dropLast() }
      text += line
      if k < lines.count - 1, !continues { text += "\n" }
    }
    return text
  }

  /// Calls `body` with each dotted name of the Swift or Objective-C code
  /// `bytes` that follows a `.` (`Foo.bar` of `L10n.Foo.bar`, `done` of
  /// `Button(.done)`), inside string literals' interpolations too, and the
  /// name just before that `.` (`L10n`; empty for none): only those after
  /// one of `bases`, where given.
  static func forEachMemberPath(
    in bytes: [UInt8], after bases: Set<Substring>? = nil, _ body: (Substring, Substring) -> Void
  ) {
    func isName(_ byte: UInt8) -> Bool { byte != 0x2E && isResourceNameByte(byte) }
    func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }
    let n = bytes.count
    // Where the name after the `.` at `dot` starts, past spaces and line
    // breaks (`R.⏎string.x`); nil for no name.
    func nameStart(after dot: Int) -> Int? {
      var k = dot + 1
      while k < n, isSpace(bytes[k]) { k += 1 }
      return k < n && isName(bytes[k]) ? k : nil
    }
    // The bases wanted, as bytes: a chain after another is passed over
    // without making its names.
    let wanted = bases.map { $0.map { Array($0.utf8) } }
    var i = 0
    while i < n {
      guard bytes[i] == 0x2E, nameStart(after: i) != nil else {
        i += 1
        continue
      }
      var start = i
      while start > 0, isSpace(bytes[start - 1]) { start -= 1 }
      let baseEnd = start
      while start > 0, isName(bytes[start - 1]) { start -= 1 }
      if let wanted, !wanted.contains(where: { bytes[start..<baseEnd].elementsEqual($0) }) {
        i += 1
        continue
      }
      // The chain's names, across spaces and line breaks around each `.`
      // (`L10n.AppIntents⏎    .Scripts.title`).
      var names: [Substring] = []
      var end = i
      while end < n, bytes[end] == 0x2E, let first = nameStart(after: end) {
        var k = first
        while k < n, isName(bytes[k]) { k += 1 }
        // (The first 64 names of a chain; the rest passed over.)
        if names.count < 64 {
          names.append(Substring(String(decoding: bytes[first..<k], as: UTF8.self)))
        }
        end = k
        var next = k
        while next < n, isSpace(bytes[next]) { next += 1 }
        if next < n, bytes[next] == 0x2E { end = next }
      }
      body(
        Substring(String(decoding: bytes[start..<baseEnd], as: UTF8.self)),
        Substring(names.joined(separator: ".")))
      i = end
    }
  }

  /// A Swift or Objective-C literal's text as written, its escapes read:
  /// `\n`, `\t`, `\r`, `\0`, `\"`, `\'`, `\\` and `\u{…}`; another
  /// backslash is kept.
  static func unescaped(_ written: String) -> String {
    guard written.utf8.contains(0x5C) else { return written }
    // On bytes, in one pass (a literal may be long).
    let bytes = Array(written.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      guard bytes[i] == 0x5C, i + 1 < bytes.count else {
        out.append(bytes[i])
        i += 1
        continue
      }
      let next = bytes[i + 1]
      switch next {
      case 0x6E: out.append(0x0A)  // n
      case 0x74: out.append(0x09)  // t
      case 0x72: out.append(0x0D)  // r
      case 0x30: out.append(0x00)  // 0
      case 0x22, 0x27, 0x5C: out.append(next)
      case 0x75 where i + 2 < bytes.count && bytes[i + 2] == 0x7B:  // u{…}
        var close = i + 3
        while close < bytes.count, close < i + 12, bytes[close] != 0x7D { close += 1 }
        if close < bytes.count, bytes[close] == 0x7D,
          let value = UInt32(String(decoding: bytes[(i + 3)..<close], as: UTF8.self), radix: 16),
          let scalar = Unicode.Scalar(value)
        {
          out.append(contentsOf: Array(String(scalar).utf8))
          i = close + 1
          continue
        }
        out.append(contentsOf: bytes[i...(i + 1)])
      default: out.append(contentsOf: bytes[i...(i + 1)])
      }
      i += 2
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `text` with XML's character references read: `&amp;`, `&lt;`, `&gt;`,
  /// `&quot;`, `&apos;` and numeric ones (`&#10;`, `&#xA;`).
  static func xmlDecoded(_ text: String) -> String {
    guard text.utf8.contains(0x26) else { return text }
    var result = ""
    var rest = text[...]
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      guard let semicolon = rest[amp...].prefix(12).firstIndex(of: ";") else {
        result += rest[amp...]
        return result
      }
      let name = rest[rest.index(after: amp)..<semicolon]
      let named: [Substring: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
      ]
      if let character = named[name] {
        result += character
      } else if name.hasPrefix("#"),
        let value = name.dropFirst().hasPrefix("x")
          ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst()),
        let scalar = Unicode.Scalar(value)
      {
        result.unicodeScalars.append(scalar)
      } else {
        result += rest[amp...semicolon]
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  /// Calls `body` with each text in double quotes (on one line) and each
  /// element's text between `>` and `<` (over lines too) of `bytes` of 512
  /// bytes or fewer: the strings a JSON file, a property list or an
  /// interface file gives.
  static func forEachQuotedOrElementText(in bytes: [UInt8], _ body: (String) -> Void) {
    var i = 0
    while i < bytes.count {
      let opening = bytes[i]
      guard opening == 0x22 || opening == 0x3E else {
        i += 1
        continue
      }
      let closing: UInt8 = opening == 0x22 ? 0x22 : 0x3C
      // (To its real end, however long, so that the quotes after it pair
      // as they are written: a text over 512 bytes is passed over.)
      var j = i + 1
      while j < bytes.count, bytes[j] != closing, bytes[j] != 0x0A || opening == 0x3E {
        j += opening == 0x22 && bytes[j] == 0x5C ? 2 : 1
      }
      guard j < bytes.count, bytes[j] == closing else {
        // A quote its line does not close, or `>` with no `<` after it.
        i = opening == 0x22 ? min(j, bytes.count) : bytes.count
        continue
      }
      if j > i + 1, j - i <= 513 {
        body(String(decoding: bytes[(i + 1)..<j], as: UTF8.self))
      }
      // (A quote closes here and may open the next text: `"a" : "b"`.)
      i = opening == 0x22 ? j + 1 : j
    }
  }
}
