import FileAccess
import Foundation
import StringCatalogs

/// The Xcode side of the scan: the platforms a project's targets build for
/// and their folders, read from `project.pbxproj` and the `.xcconfig` files
/// its configurations are based on.
extension ProjectScan {
  /// The platforms the targets of the Xcode projects at `projects` (each a
  /// `project.pbxproj`, relative to `root`; the scan finds none in a test
  /// target's folder) build for, and the folders of their targets, relative to `root`,
  /// each with its platforms (see ``XcodeTargets``; when no project names a
  /// platform, the platforms are those whose deployment targets they set, and
  /// the folders' stay unsaid). The projects and the
  /// `.xcconfig` files among `xcconfigs` that their configurations are based
  /// on are read within ``maximumProjectBytes`` in all (a file over what is
  /// left, or a budget used up, sets `stoppedEarly`).
  static func readXcodeProjects(
    _ projects: [String], xcconfigs: [String], root: String, stoppedEarly: inout Bool,
    unreadable: inout [String]
  ) -> (
    platforms: Set<String>, folders: [String: Set<String>], developmentLanguage: String?,
    developmentAssets: [String], localizations: [String: Localizations]
  ) {
    var localizations: [String: Localizations] = [:]
    var unknownLocalizations: Set<String> = []
    var platforms: Set<String> = []
    var developmentAssets: Set<String> = []
    var developmentLanguages: [String: Int] = [:]
    var folderPlatforms: [String: Set<String>] = [:]
    var (namesPlatform, deploymentPlatforms) = (false, Set<String>())
    // The same, of the projects that build an application (a vendored
    // library's project, Gifski's `gifski-api`, builds for iOS too): what
    // they say wins where one does.
    var (appPlatforms, appNamesPlatform, appDeploymentPlatforms) =
      (Set<String>(), false, Set<String>())
    var budget = Self.maximumProjectBytes
    // The `.xcconfig` files by name, and the settings of those read.
    let knownXcconfigs = Set(xcconfigs)
    let xcconfigsByName = Dictionary(grouping: xcconfigs) { ($0 as NSString).lastPathComponent }
    var xcconfigSettings: [String: BuildSettings] = [:]
    var lookups = 0
    for project in projects {
      let bytes: [UInt8]
      do {
        bytes = try InputFile.read(Paths.join(root, project), limit: budget)
      } catch {
        // One over what is left of the budget is not read: said.
        if case .tooLarge = error.reason {
          stoppedEarly = true
        } else {
          unreadable.append(project + ": " + error.problem)
        }
        continue
      }
      budget -= bytes.count
      // A file of another kind, or cut short, says nothing of the project:
      // said, not read as one that lists nothing.
      guard Self.isXcodeProjectFile(bytes) else {
        unreadable.append(project + ": not an Xcode project's file (no objects in it)")
        continue
      }
      if let language = Self.developmentLanguage(inXcodeProject: bytes) {
        developmentLanguages[language, default: 0] += 1
      }
      // The targets' folders, relative to the project's own folder.
      let projectFolder = Paths.deletingLastComponent(Paths.deletingLastComponent(project))
      func joined(_ folder: String) -> String? {
        Self.normalized(projectFolder.isEmpty ? folder : projectFolder + "/" + folder)
      }
      for folder in Self.developmentAssetPaths(inXcodeProject: bytes) {
        if let path = joined(folder) { developmentAssets.insert(path) }
      }
      if let found = Self.localizations(inXcodeProject: bytes) {
        localizations[projectFolder, default: Localizations()].formUnion(found)
      } else {
        // A project that lists no language: none of its folder's is said unbuilt.
        unknownLocalizations.insert(projectFolder)
      }
      // A configuration's base: the `.xcconfig` file at the path its groups
      // give, else the one file in the project's folder whose path ends so
      // (none when several do).
      var bases: [BaseReference: BuildSettings?] = [:]
      let targets = Self.xcodeTargets(inXcodeProject: bytes) { reference in
        if let known = bases[reference] { return known }
        lookups += 1
        guard lookups <= Self.maximumXcconfigLookups else { return nil }
        let found: String?
        switch reference {
        case .path(let path):
          found = joined(path).flatMap { knownXcconfigs.contains($0) ? $0 : nil }
        case .ending(let ending):
          let named = (xcconfigsByName[(ending as NSString).lastPathComponent] ?? []).filter {
            path in
            (projectFolder.isEmpty || path.hasPrefix(projectFolder + "/"))
              && (path == ending || path.hasSuffix("/" + ending))
          }
          found = named.count == 1 ? named[0] : nil
        }
        let settings = found.map { path in
          if let read = xcconfigSettings[path] { return read }
          var files = 0
          let read = Self.xcconfigSettings(
            path, root: root, known: knownXcconfigs, budget: &budget, files: &files)
          xcconfigSettings[path] = read
          return read
        }
        if budget <= 0 { stoppedEarly = true }
        bases[reference] = settings
        return settings
      }
      platforms.formUnion(targets.platforms)
      namesPlatform = namesPlatform || targets.namesPlatform
      deploymentPlatforms.formUnion(targets.deploymentPlatforms)
      if Self.buildsAnApplication(bytes) {
        appPlatforms.formUnion(targets.platforms)
        appNamesPlatform = appNamesPlatform || targets.namesPlatform
        appDeploymentPlatforms.formUnion(targets.deploymentPlatforms)
      }
      for (folder, builds) in targets.folders {
        guard let folder = joined(folder) else { continue }
        folderPlatforms[Self.spelledAsOnDisk(folder, root: root), default: []].formUnion(builds)
      }
    }
    // Projects none of which names a platform build for those whose
    // deployment targets they set (alt-tab-macos sets only
    // `MACOSX_DEPLOYMENT_TARGET`, in an `.xcconfig` file); their targets'
    // folders stay unsaid.
    if !namesPlatform { platforms = deploymentPlatforms }
    let appsSay = appNamesPlatform ? appPlatforms : appDeploymentPlatforms
    if !appsSay.isEmpty { platforms = appsSay }
    // The one most projects name (the first by name on a tie).
    let language = developmentLanguages.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    for folder in unknownLocalizations { localizations[folder] = nil }
    return (platforms, folderPlatforms, language, developmentAssets.sorted(), localizations)
  }

  /// Whether an Xcode project's `project.pbxproj` (its bytes) has a target
  /// that builds an application (`com.apple.product-type.application`, a
  /// watch app's too), not only libraries, frameworks or tools.
  static func buildsAnApplication(_ bytes: [UInt8]) -> Bool {
    bytes.holds(Array("com.apple.product-type.application".utf8))
  }

  /// What an Xcode project builds of `.lproj` folders (`localizations(inXcodeProject:)`).
  struct Localizations: Equatable {
    /// The `.lproj` files its file references name, as `LANG.lproj/FILE`
    /// (`pt-BR.lproj/Localizable.strings`): a variant group's children.
    private(set) var files: Set<String> = []
    /// The names of ``files`` (`Localizable.strings`): the tables the
    /// references localize.
    private(set) var tables: Set<String> = []
    /// The languages it lists (`knownRegions`) or names a `.lproj` of.
    var languages: Set<String> = []
    /// The names of the folders it copies whole, with whatever `.lproj`
    /// they hold: folder references, bundles (`Settings.bundle`) and
    /// synchronized folders (`MastodonSDK`).
    var copiedFolders: Set<String> = []

    /// Whether the project builds the string file at `path` (relative to the
    /// project's folder): a file its references name, or one in a folder it
    /// copies whole; else, where no reference names a file of that name in
    /// any `.lproj` (a project file written by a tool), one of a language it
    /// lists or names. A table its references localize is built in the
    /// languages they name alone (Nextcloud Talk's `Localizable.stringsdict`
    /// in 14 of its 18 languages).
    func builds(_ path: String, language: String) -> Bool {
      let parts = path.split(separator: "/")
      guard parts.count >= 2 else { return true }
      if files.contains(parts.suffix(2).joined(separator: "/"))
        || parts.contains(where: { copiedFolders.contains(String($0)) })
      {
        return true
      }
      // A storyboard's or xib's table (`en.lproj/Main.strings` of
      // `Base.lproj/Main.storyboard`) is the interface file's: built where
      // a reference names it (ProtonVPN's stray `Storyboards/en.lproj`
      // beside `Scenes/Base.lproj/Main.storyboard` is not).
      let name = parts[parts.count - 1]
      let stem = name.hasSuffix(".strings") ? name.dropLast(".strings".count) : nil
      let named =
        tables.contains(String(name))
        || stem.map { tables.contains($0 + ".storyboard") || tables.contains($0 + ".xib") }
          ?? false
      return !named && languages.contains(language)
    }

    init(files: Set<String> = [], languages: Set<String> = [], copiedFolders: Set<String> = []) {
      self.files = files
      self.tables = Set(files.map { Paths.name(of: $0) })
      self.languages = languages
      self.copiedFolders = copiedFolders
    }

    /// Adds what `other` (another project in the same folder) builds.
    mutating func formUnion(_ other: Localizations) {
      files.formUnion(other.files)
      tables.formUnion(other.tables)
      languages.formUnion(other.languages)
      copiedFolders.formUnion(other.copiedFolders)
    }
  }

  /// What an Xcode project builds of `.lproj` folders: the `.lproj` files
  /// its file references name, as `LANG.lproj/FILE`
  /// (`pt-BR.lproj/Localizable.strings`: a variant group's children, which a
  /// build copies, whatever `knownRegions` says); the languages it lists or
  /// names a `.lproj` of; and the names of the folders it copies whole,
  /// which may hold a `.lproj` it does not name: its folder references
  /// (`lastKnownFileType = folder;`, a local Swift package's too), bundles
  /// it copies (`wrapper.plug-in`: a `Settings.bundle`), prebuilt frameworks
  /// it embeds (`wrapper.framework`: Itsycal's `MASShortcut.framework`, whose
  /// `en.lproj` a table of the app's own name does not decide) and
  /// synchronized folders (Xcode 16's `PBXFileSystemSynchronizedRootGroup`).
  /// Nil for a project that lists no language (`knownRegions`).
  static func localizations(inXcodeProject bytes: [UInt8]) -> Localizations? {
    guard var languages = knownRegions(inXcodeProject: bytes) else { return nil }
    var files: Set<String> = []
    var copiedFolders: Set<String> = []
    let lines = bytes.split(separator: 10)
    for (i, line) in lines.enumerated()
    where copiedWholeMarks.contains(where: { line.firstRange(of: $0) != nil }) {
      // Its `path = X;` (quoted or not), on its line or, for an object
      // written over lines (a synchronized folder), the object's own line
      // that gives it: one indented as its `isa` is, before the object ends
      // (after its exceptions, explicit file types and folders: CotEditor's
      // is the thirteenth): the folder's name is the path's last part.
      var object = Array(line)
      if !object.holds(Array("path = ".utf8)) {
        func indentation(_ line: ArraySlice<UInt8>) -> Int {
          line.prefix { $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: " ") }.count
        }
        let level = indentation(line)
        for next in lines[(i + 1)...].prefix(1024) where level > 0 {
          // (A blank line, or a carriage return alone, is passed over.)
          guard next.contains(where: { $0 > 0x20 }) else { continue }
          let depth = indentation(next)
          if depth < level { break }  // the object's `};`
          if depth == level, next.dropFirst(depth).starts(with: Array("path = ".utf8)) {
            object = Array(next)
            break
          }
        }
      }
      guard let mark = object.firstRange(of: Array("path = ".utf8)),
        let end = object[mark.upperBound...].firstIndex(of: UInt8(ascii: ";"))
      else { continue }
      var path = String(decoding: object[mark.upperBound..<end], as: UTF8.self)
      if path.hasPrefix("\""), path.hasSuffix("\""), path.count >= 2 {
        path = String(path.dropFirst().dropLast())
      }
      let name = Paths.name(of: path)
      if !name.isEmpty { copiedFolders.insert(name) }
    }
    // Each `NAME.lproj/FILE` the references name (a path's last two parts).
    let mark = Array(".lproj/".utf8)
    func isDelimiter(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "/")
        || byte <= 0x20
    }
    var from = bytes.startIndex
    while let found = bytes[from...].firstRange(of: mark) {
      from = found.upperBound
      var start = found.lowerBound
      while start > bytes.startIndex, found.lowerBound - start < 64, !isDelimiter(bytes[start - 1])
      {
        start -= 1
      }
      var end = found.upperBound
      while end < bytes.endIndex, end - found.upperBound < 256, !isDelimiter(bytes[end]) {
        end += 1
      }
      guard start < found.lowerBound else { continue }
      let name = String(decoding: bytes[start..<found.lowerBound], as: UTF8.self)
      if let language = StringFile.language(
        forPath: name + ".lproj/Localizable.strings", format: .strings)
      {
        languages.insert(language)
      }
      if end > found.upperBound {
        files.insert(String(decoding: bytes[start..<end], as: UTF8.self))
      }
    }
    return Localizations(files: files, languages: languages, copiedFolders: copiedFolders)
  }

  /// Whether `bytes` read as a `project.pbxproj`: they hold its `objects`
  /// (in its property list or as JSON) or an object of Xcode's (`isa =
  /// PBXProject;`); an empty file or other text holds neither.
  static func isXcodeProjectFile(_ bytes: [UInt8]) -> Bool {
    bytes.firstRange(of: Array("objects = {".utf8)) != nil
      || bytes.firstRange(of: Array("\"objects\"".utf8)) != nil
      || bytes.firstRange(of: Array("isa = PBX".utf8)) != nil
      || bytes.firstRange(of: Array("isa = XC".utf8)) != nil
  }

  /// What marks a line of an Xcode project as a reference to a folder a
  /// build copies whole (`localizations(inXcodeProject:)`).
  private static let copiedWholeMarks = [
    "lastKnownFileType = folder;", "lastKnownFileType = \"wrapper.plug-in\";",
    "lastKnownFileType = wrapper.plug-in;", "lastKnownFileType = wrapper.framework;",
    "lastKnownFileType = \"wrapper.framework\";", "PBXFileSystemSynchronizedRootGroup;",
  ].map { Array($0.utf8) }

  /// The languages an Xcode project is localized in (`knownRegions = (en,
  /// Base, "pt-BR", );`), as language tags (as `.lproj` folders of those
  /// names give them; `Base` left out); nil when it names none.
  static func knownRegions(inXcodeProject bytes: [UInt8]) -> Set<String>? {
    guard let mark = bytes.firstRange(of: Array("knownRegions".utf8)),
      let open = bytes[mark.upperBound...].prefix(64).firstIndex(of: UInt8(ascii: "(")),
      let close = bytes[open...].prefix(1 << 14).firstIndex(of: UInt8(ascii: ")"))
    else { return nil }
    var regions: Set<String> = []
    for item in bytes[(open + 1)..<close].split(separator: UInt8(ascii: ",")) {
      var name = String(decoding: item, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 {
        name = String(name.dropFirst().dropLast())
      }
      guard !name.isEmpty, !name.contains("/"),
        let language = StringFile.language(
          forPath: name + ".lproj/Localizable.strings", format: .strings)
      else { continue }
      regions.insert(language)
    }
    return regions.isEmpty ? nil : regions
  }

  /// The folders an Xcode project's `DEVELOPMENT_ASSET_PATHS` settings name
  /// (`"\"Mlem/Preview Content\""`, relative to the project's folder;
  /// `$(SRCROOT)/` and `$(PROJECT_DIR)/` dropped): SwiftUI previews' assets,
  /// which Xcode leaves out of an archive, so no user sees their strings
  /// (mlem's `PreviewLocalizable.xcstrings`, mock data). At most 64.
  static func developmentAssetPaths(inXcodeProject bytes: [UInt8]) -> [String] {
    let name = Array("DEVELOPMENT_ASSET_PATHS".utf8)
    var found: [String] = []
    var from = bytes.startIndex
    while found.count < 64, let mark = bytes[from...].firstRange(of: name) {
      from = mark.upperBound
      guard let end = bytes[from...].firstIndex(where: { $0 == UInt8(ascii: ";") || $0 == 10 }),
        let equals = bytes[from..<end].firstIndex(of: UInt8(ascii: "="))
      else { continue }
      var value = String(decoding: bytes[(equals + 1)..<end], as: UTF8.self)
        .trimmingCharacters(in: .whitespaces)
      // The list form (`= (\n "a",\n "b",\n);`), over lines up to its `)`.
      // (Its `)` is the one before `;`: `$(SRCROOT)` holds one too.)
      if value == "(",
        let close = bytes[end...].prefix(1 << 14).indices.first(where: { k in
          bytes[k] == UInt8(ascii: ")")
            && bytes[(k + 1)...].prefix(64).first { $0 != 32 && $0 != 9 && $0 != 10 }
              == UInt8(ascii: ";")
        })
      {
        var items: [String] = []
        let list = String(decoding: bytes[end..<close], as: UTF8.self)
        for part in list.split(whereSeparator: { $0 == "," || $0 == "\n" }) {
          var item = part.trimmingCharacters(in: .whitespaces)
          if item.count >= 2, item.hasPrefix("\""), item.hasSuffix("\"") {
            item = String(item.dropFirst().dropLast())
          }
          guard !item.isEmpty else { continue }
          // A path with spaces, quoted as the one-line form quotes it.
          let escaped = "\\\""
          items.append(
            item.contains(" ") && !item.contains(escaped) ? escaped + item + escaped : item)
        }
        value = items.joined(separator: " ")
        from = close
      }
      // One quoted value (`"a b"`); inside it, `\"` quotes a path with spaces.
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
        value = String(value.dropFirst().dropLast())
      }
      // Paths apart by spaces, but inside escaped quotes.
      var paths: [String] = []
      var current = ""
      var quoted = false
      var characters = value[...]
      while let c = characters.popFirst() {
        if c == "\\", characters.first == "\"" {
          characters.removeFirst()
          quoted.toggle()
        } else if c == " ", !quoted {
          if !current.isEmpty { paths.append(current) }
          current = ""
        } else {
          current.append(c)
        }
      }
      if !current.isEmpty { paths.append(current) }
      for var path in paths {
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
        where path.hasPrefix(prefix) {
          path.removeFirst(prefix.count)
        }
        path = path.trimmingCharacters(in: CharacterSet(charactersIn: "/ "))
        guard !path.isEmpty, !path.contains("$"), !found.contains(path) else { continue }
        found.append(path)
      }
    }
    return found
  }

  /// The development region an Xcode project names
  /// (`developmentRegion = en;`, the language its base strings are in), as
  /// a language tag (an old project's `English` is `en`); nil when it names
  /// none or one that is no language.
  static func developmentLanguage(inXcodeProject bytes: [UInt8]) -> String? {
    guard let mark = bytes.firstRange(of: Array("developmentRegion".utf8)) else { return nil }
    var index = mark.upperBound
    func skipSpaces() {
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }
    skipSpaces()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
    index += 1
    skipSpaces()
    let start = index
    while index < bytes.count, index - start < 64, bytes[index] != UInt8(ascii: ";"),
      bytes[index] > 0x20
    {
      index += 1
    }
    var name = String(decoding: bytes[start..<index], as: UTF8.self)
    if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 {
      name = String(name.dropFirst().dropLast())
    }
    guard !name.isEmpty, !name.contains("/") else { return nil }
    // As a `.lproj` folder of that name gives it (`English.lproj`: `en`);
    // none that is no language tag (an old name of another language,
    // `Swedish`), which a spec may not give.
    return developmentLanguage(named: name)
  }

  /// A development region's name (`en`, `English`, `pt-BR`) as a language
  /// tag, as a `.lproj` folder of that name gives it; nil for one that is
  /// no language tag.
  static func developmentLanguage(named name: String) -> String? {
    StringFile.language(forPath: name + ".lproj/Localizable.strings", format: .strings)
      .flatMap { StringFileLanguage.isWellFormed($0) ? $0 : nil }
  }

  /// The development language an XcodeGen manifest (`project.yml`) gives the
  /// project it makes: its `options`' `developmentLanguage` (a line
  /// `developmentLanguage: de` under the top-level `options:`, quoted or
  /// not), else XcodeGen's default, `en`; nil for one that is no language
  /// tag, and where none is given but the manifest includes others
  /// (`include:`), which may.
  static func developmentLanguage(inXcodeGenManifest bytes: [UInt8]) -> String? {
    var section = ""
    var includes = false
    for line in bytes.split(separator: 0x0A) {
      let raw = String(decoding: line, as: UTF8.self)
      // (A top-level key starts its section: `options:`, `include:`.)
      if let first = raw.first, !first.isWhitespace, first != "#" {
        section = String(raw.prefix { $0 != ":" })
        if section == "include" { includes = true }
      }
      let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      guard section == "options", text.hasPrefix("developmentLanguage:") else { continue }
      var value = text.dropFirst("developmentLanguage:".count)
      if let comment = value.firstIndex(of: "#") { value = value[..<comment] }
      let name = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(
        in: CharacterSet(charactersIn: "\"'"))
      return name.isEmpty || name.contains("/") ? nil : developmentLanguage(named: name)
    }
    return includes ? nil : "en"
  }

  /// What an Xcode project's build settings say, read in one pass over its
  /// `project.pbxproj` (and the `.xcconfig` files its configurations are
  /// based on, by the `base` of ``xcodeTargets(inXcodeProject:base:)``).
  struct XcodeTargets: Equatable {
    /// The platforms (`ios`, `macos`, `tvos`, `watchos`) its `SDKROOT` and
    /// `SUPPORTED_PLATFORMS` values name (simulators as their platform;
    /// visionOS and `auto` name none).
    var platforms: Set<String> = []
    /// Whether a configuration sets `SDKROOT` or `SUPPORTED_PLATFORMS` to
    /// anything (`xros` and `auto` too).
    var namesPlatform = false
    /// The platforms whose deployment targets its configurations set: what
    /// it builds for when no project of the scan names a platform
    /// (alt-tab-macos sets only `MACOSX_DEPLOYMENT_TARGET`).
    var deploymentPlatforms: Set<String> = []
    /// The folders of its targets, relative to the project's folder, each
    /// with the platforms the configurations naming it build for: their
    /// own, else the project's (those of the configurations of the
    /// project's own list), else `""` (none said). A target's folder is
    /// that of its `INFOPLIST_FILE` (`WatchApp Extension/Info.plist`), or
    /// the one holding it when that is named `Resources`, `Supporting Files`
    /// or `SupportingFiles` (`Mac/Resources/Info.plist`: `Mac`; not the
    /// project's own folder); else, where that names none (Xcode generates
    /// the target's `Info.plist`, or it is at the project's folder: xDrip's
    /// watch app), the group at the project's folder named as the target,
    /// if there is one.
    var folders: [String: Set<String>] = [:]
  }

  /// The build settings of one configuration that tell its target's
  /// platforms and folder, as a `buildSettings` block or an `.xcconfig` file
  /// sets them (nil: not set).
  struct BuildSettings: Equatable {
    var infoPlist: String?
    /// The platforms `SDKROOT` names (`ios` for `iphoneos`), nil for none.
    var sdkRoot: Set<String>?
    /// The platforms `SUPPORTED_PLATFORMS` names, nil for none.
    var supportedPlatforms: Set<String>?
    /// Whether `SUPPORTED_PLATFORMS` adds to those it inherits
    /// (`$(inherited) macosx`).
    var addsToInheritedPlatforms = false
    /// The platforms whose deployment target it sets
    /// (`MACOSX_DEPLOYMENT_TARGET`: `macos`), its base's and its own.
    var deploymentTargets: Set<String> = []
    /// Whether it sets `SDKROOT` or `SUPPORTED_PLATFORMS` to anything.
    var namesPlatform = false

    /// The platforms the configuration builds for: `SUPPORTED_PLATFORMS`,
    /// where given, says more than `SDKROOT`.
    var builds: Set<String>? { supportedPlatforms ?? sdkRoot }

    /// Each setting of `other` over this one's (`$(inherited)` in `other`'s
    /// `SUPPORTED_PLATFORMS` keeping these); the deployment targets of both.
    func overridden(by other: BuildSettings) -> BuildSettings {
      var supported = other.supportedPlatforms ?? supportedPlatforms
      if other.supportedPlatforms != nil, other.addsToInheritedPlatforms {
        supported?.formUnion(supportedPlatforms ?? [])
      }
      return BuildSettings(
        infoPlist: other.infoPlist ?? infoPlist, sdkRoot: other.sdkRoot ?? sdkRoot,
        supportedPlatforms: supported,
        addsToInheritedPlatforms: other.supportedPlatforms == nil
          ? addsToInheritedPlatforms : other.addsToInheritedPlatforms && addsToInheritedPlatforms,
        deploymentTargets: deploymentTargets.union(other.deploymentTargets),
        namesPlatform: namesPlatform || other.namesPlatform)
    }

    /// Reads `line` (`NAME = value;`, or `NAME = value` in an `.xcconfig`)
    /// when it sets one of the settings; a setting for some SDKs or
    /// architectures only (`SDKROOT[sdk=macosx*]`) is not read.
    mutating func read(_ line: Substring) {
      guard let equals = line.firstIndex(of: "="), !line[..<equals].contains("[") else { return }
      let name = line[..<equals].trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
      let value = line[line.index(after: equals)...].prefix { $0 != ";" }
      switch name {
      case "INFOPLIST_FILE":
        infoPlist = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
      case "SDKROOT", "SUPPORTED_PLATFORMS":
        let words = value.split(whereSeparator: { $0 == " " || $0 == "\"" || $0 == "\t" })
        if !words.isEmpty { namesPlatform = true }
        let named = Set(words.compactMap { ProjectScan.applePlatforms[String($0)] })
        if name == "SDKROOT" {
          sdkRoot = named.isEmpty ? nil : named
        } else if !named.isEmpty {
          let inherits = words.contains { $0 == "$(inherited)" || $0 == "${inherited}" }
          supportedPlatforms = inherits ? named.union(supportedPlatforms ?? []) : named
          addsToInheritedPlatforms = inherits
        } else {
          supportedPlatforms = nil
        }
      default:
        guard let platform = ProjectScan.deploymentTargetPlatforms[name],
          !value.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\"" })
        else { return }
        deploymentTargets.insert(platform)
      }
    }
  }

  /// The platforms Xcode's SDK names stand for.
  static let applePlatforms = [
    "iphoneos": "ios", "iphonesimulator": "ios", "macosx": "macos", "appletvos": "tvos",
    "appletvsimulator": "tvos", "watchos": "watchos", "watchsimulator": "watchos",
  ]

  /// The platforms whose deployment target each setting sets.
  static let deploymentTargetPlatforms = [
    "IPHONEOS_DEPLOYMENT_TARGET": "ios", "MACOSX_DEPLOYMENT_TARGET": "macos",
    "TVOS_DEPLOYMENT_TARGET": "tvos", "WATCHOS_DEPLOYMENT_TARGET": "watchos",
  ]

  /// The Apple platforms, in the order a spec's platform is chosen among
  /// those the targets build for.
  static let applePlatformOrder = ["ios", "macos", "tvos", "watchos"]

  /// The names of folders that hold a target's `Info.plist` among its other
  /// resources, in the target's own folder.
  static let resourceFolderNames: Set<String> = [
    "Resources", "Supporting Files", "SupportingFiles",
  ]

  /// How a configuration names the `.xcconfig` file it is based on.
  enum BaseReference: Hashable {
    /// Its path from the project's folder, by its file reference's groups
    /// (or a synchronized folder's path and the path in it).
    case path(String)
    /// The end of its path (a file name, `xcconfig/App.xcconfig`), where
    /// the groups do not give the whole path.
    case ending(String)
  }

  /// The platforms and target folders of an Xcode project (see
  /// ``XcodeTargets``), from the bytes of its `project.pbxproj`.
  ///
  /// - Parameter base: The settings of the `.xcconfig` file a configuration
  ///   is based on (`baseConfigurationReference`, or a synchronized folder
  ///   and a path in it: `baseConfigurationReferenceAnchor` and
  ///   `…RelativePath`), nil when it is not found. The configuration's own
  ///   settings win over its base's.
  static func xcodeTargets(
    inXcodeProject bytes: [UInt8], base: (BaseReference) -> BuildSettings? = { _ in nil }
  ) -> XcodeTargets {
    // One pass gathers what is needed; it is put together after it (a
    // configuration's file reference and groups may come in any order).
    struct Configuration {
      var id: String
      var own = BuildSettings()
      var reference: (id: String, name: String?)?
      var anchor: (id: String, name: String?)?
      var relativePath: String?
    }
    var configurations: [Configuration] = []
    var paths: [String: String] = [:]  // an object's `path`
    var fromProject: Set<String> = []  // objects whose path is from the project's folder
    var elsewhere: Set<String> = []  // objects whose path is from neither its group nor it
    var parents: [String: String] = [:]  // a group's children's group
    var projectConfigurations: Set<String> = []  // the PBXProject's own list
    var configurationTargets: [String: String] = [:]  // a target's configurations' target name
    var listTarget: String?  // the name of the target whose list is being read
    var object: String?
    var configuration: Configuration?
    var settings: BuildSettings?
    var list: (children: Bool, ofProject: Bool, target: String?)?
    var inProjectList = false
    func firstWord(_ text: Substring) -> String? {
      text.split(separator: " ", maxSplits: 1).first.map(String.init)
    }
    func value(_ text: Substring) -> String {
      text.drop { $0 != "=" }.dropFirst().prefix { $0 != ";" }
        .trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
    }
    func readPlace(_ text: Substring, of id: String) {
      if text.hasPrefix("path = ") {
        paths[id] = value(text)
      } else if text.hasPrefix("sourceTree = ") {
        let tree = value(text)
        if tree == "SOURCE_ROOT" {
          fromProject.insert(id)
        } else if tree != "<group>" {
          elsewhere.insert(id)
        }
      }
    }
    for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
      let text = line.drop { $0 == " " || $0 == "\t" }
      if var block = settings {
        if text.hasPrefix("};") {
          configuration?.own = block
          settings = nil
        } else {
          block.read(text)
          settings = block
        }
        continue
      }
      if let open = list {
        if text.hasPrefix(");") {
          list = nil
        } else if let id = firstWord(text) {
          if open.children, let object { parents[id] = object }
          if open.ofProject { projectConfigurations.insert(id) }
          if let target = open.target { configurationTargets[id] = target }
        }
        continue
      }
      if text.hasPrefix("buildSettings = {") {
        // Only a configuration has build settings (its `isa` line aside).
        if configuration == nil { configuration = Configuration(id: object ?? "") }
        if !text.hasSuffix("};") { settings = BuildSettings() }
      } else if text.hasSuffix("= {") {
        // A new object: the configuration before it is whole.
        if let whole = configuration { configurations.append(whole) }
        configuration = nil
        object = firstWord(text)
        inProjectList = text.contains("Build configuration list for PBXProject")
        listTarget = text.firstRange(of: "Build configuration list for PBXNativeTarget \"").map {
          String(text[$0.upperBound...].prefix { $0 != "\"" })
        }
      } else if text.hasSuffix("};"), text.contains("= {"), let id = firstWord(text) {
        // An object on one line (a file reference, a synchronized folder).
        for part in text.drop(while: { $0 != "{" }).dropFirst().split(separator: ";") {
          readPlace(part.drop { $0 == " " } + ";", of: id)
        }
      } else if text.hasPrefix("isa = XCBuildConfiguration;"), let object {
        configuration = Configuration(id: object)
      } else if text.hasPrefix("children = (") {
        list = (true, false, nil)
      } else if text.hasPrefix("buildConfigurations = (") {
        list = (false, inProjectList, listTarget)
      } else if text.hasPrefix("baseConfigurationReference = "),
        let id = firstWord(value(text)[...])
      {
        configuration?.reference = (id, comment(in: text))
      } else if text.hasPrefix("baseConfigurationReferenceAnchor = "),
        let id = firstWord(value(text)[...])
      {
        configuration?.anchor = (id, comment(in: text))
      } else if text.hasPrefix("baseConfigurationReferenceRelativePath = ") {
        configuration?.relativePath = value(text)
      } else if text.hasPrefix("};") {
        if let whole = configuration { configurations.append(whole) }
        configuration = nil
      } else if let object {
        readPlace(text, of: object)
      }
    }
    if let whole = configuration { configurations.append(whole) }
    // An object's path from the project's folder, through its groups; nil
    // when a group on the way is placed elsewhere (an absolute path, the
    // SDK's, the build products').
    func fullPath(_ id: String) -> String? {
      var parts: [String] = []
      var node = id
      for _ in 0..<64 {
        if elsewhere.contains(node) { return nil }
        if let path = paths[node] { parts.append(path) }
        guard !fromProject.contains(node), let parent = parents[node] else {
          return parts.isEmpty ? nil : parts.reversed().joined(separator: "/")
        }
        node = parent
      }
      return nil
    }
    func reference(of configuration: Configuration) -> BaseReference? {
      if let (id, name) = configuration.reference {
        if paths[id] != nil, let path = fullPath(id) { return .path(path) }
        return name.map { .ending($0) }
      }
      guard let (id, name) = configuration.anchor, let relative = configuration.relativePath
      else { return nil }
      if paths[id] != nil, let path = fullPath(id) { return .path(path + "/" + relative) }
      return name.map { .ending($0 + "/" + relative) }
    }
    let effective = configurations.map { configuration in
      (reference(of: configuration).flatMap(base) ?? BuildSettings()).overridden(
        by: configuration.own)
    }
    var targets = XcodeTargets()
    var projectBuilds: Set<String>?
    for (configuration, settings) in zip(configurations, effective) {
      targets.platforms.formUnion(settings.sdkRoot ?? [])
      targets.platforms.formUnion(settings.supportedPlatforms ?? [])
      targets.namesPlatform = targets.namesPlatform || settings.namesPlatform
      targets.deploymentPlatforms.formUnion(settings.deploymentTargets)
      if projectConfigurations.contains(configuration.id), let builds = settings.builds {
        projectBuilds = (projectBuilds ?? []).union(builds)
      }
    }
    // The group at the project's folder named as a target (Xcode's templates
    // make one for each target, a synchronized folder since Xcode 16).
    func group(named name: String) -> String? {
      paths.contains { $0.value == name && fullPath($0.key) == name } ? name : nil
    }
    for (configuration, settings) in zip(configurations, effective)
    where !projectConfigurations.contains(configuration.id) {
      guard
        let folder = settings.infoPlist.flatMap(Self.targetFolder)
          ?? configurationTargets[configuration.id].flatMap(group(named:))
      else { continue }
      targets.folders[folder, default: []].formUnion(settings.builds ?? projectBuilds ?? [""])
    }
    return targets
  }

  /// `path` (relative to `root`) with each folder on the way spelled as the
  /// disk spells it where the path names it in another case, as a Mac's
  /// file system, blind to case, lets a project (xDrip's `INFOPLIST_FILE`
  /// of `xdrip/…` for its folder `xDrip`); a part no entry, or several,
  /// match is kept as written.
  static func spelledAsOnDisk(_ path: String, root: String) -> String {
    var spelled: [String] = []
    for part in path.split(separator: "/").map(String.init) {
      // By the folder's listing, not by whether the path opens: on a file
      // system blind to case, `xdrip` opens `xDrip`.
      let names =
        Folder.names(Paths.join(root, spelled.joined(separator: "/")), sorted: false) ?? []
      if names.contains(part) {
        spelled.append(part)
        continue
      }
      let lowered = part.lowercased()
      let matches = names.filter { $0.lowercased() == lowered }
      spelled.append(matches.count == 1 ? matches[0] : part)
    }
    return spelled.joined(separator: "/")
  }

  /// The text of the comment in a `project.pbxproj` line
  /// (`A1B2 /* App.xcconfig */;`: `App.xcconfig`), nil for none.
  fileprivate static func comment(in line: Substring) -> String? {
    guard let open = line.range(of: "/* "), let close = line.range(of: " */"),
      open.upperBound <= close.lowerBound
    else { return nil }
    let text = String(line[open.upperBound..<close.lowerBound])
    return text.isEmpty ? nil : text
  }

  /// The folder of the target whose `INFOPLIST_FILE` is `plist`, relative
  /// to the project's folder (see ``XcodeTargets/folders``); nil for one
  /// elsewhere (a build variable left in it, an absolute path) or at the
  /// project's own folder.
  static func targetFolder(ofInfoPlist plist: String) -> String? {
    var path = plist
    for prefix in ["$(SRCROOT)/", "$(PROJECT_DIR)/", "${SRCROOT}/", "${PROJECT_DIR}/"]
    where path.hasPrefix(prefix) {
      path.removeFirst(prefix.count)
    }
    var folder = Paths.deletingLastComponent(path)
    let parent = Paths.deletingLastComponent(folder)
    if resourceFolderNames.contains((folder as NSString).lastPathComponent), !parent.isEmpty {
      folder = parent
    }
    guard !folder.isEmpty, !folder.contains("$"), !folder.hasPrefix("/") else { return nil }
    return folder
  }

  /// The most `.xcconfig` files one configuration's base reads, its
  /// includes' included.
  static let maximumXcconfigFiles = 32
  /// The most different `.xcconfig` files a scan's configurations are
  /// based on that it looks for.
  static let maximumXcconfigLookups = 4_096

  /// The settings of the `.xcconfig` file at `path` (relative to `root`),
  /// with those of the files it includes (`#include "common.xcconfig"`,
  /// `#include?` for one that may be missing; relative to its folder) where
  /// it includes them, later settings winning. Only files in `known` (those
  /// the scan found in the project, a link to a file read as the file) are read, at most
  /// ``maximumXcconfigFiles`` and `budget` bytes (taking what it reads from
  /// it; a file over what is left of it sets the budget to 0).
  static func xcconfigSettings(
    _ path: String, root: String, known: Set<String>, budget: inout Int, files: inout Int
  ) -> BuildSettings {
    var settings = BuildSettings()
    guard known.contains(path), files < maximumXcconfigFiles, budget > 0 else { return settings }
    files += 1
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(Paths.join(root, path), limit: budget)
    } catch {
      if case .tooLarge = error.reason { budget = 0 }
      return settings
    }
    budget -= bytes.count
    let folder = Paths.deletingLastComponent(path)
    for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
      // `//` starts a comment anywhere on a line, in a value too.
      let text = (line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...])
        .drop { $0 == " " || $0 == "\t" }
      if text.hasPrefix("#include") {
        let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[1].hasPrefix("/"),
          let included = normalized(folder.isEmpty ? String(parts[1]) : folder + "/" + parts[1])
        else { continue }
        settings = settings.overridden(
          by: xcconfigSettings(
            included, root: root, known: known, budget: &budget, files: &files))
      } else {
        settings.read(text)
      }
    }
    return settings
  }

  /// `path` (relative, `/`-separated) without `.` components and with each
  /// `..` taking the one before it away; nil when it climbs above its start
  /// or comes to nothing.
  static func normalized(_ path: String) -> String? {
    let (parts, climbsAbove) = Paths.lexicalComponents(of: path)
    return climbsAbove || parts.isEmpty ? nil : parts.joined(separator: "/")
  }
}
