import FileAccess

extension ProjectScan {
  /// The largest build file read for its dependencies, in bytes.
  static let maximumBuildFileBytes = 1 << 20

  /// The module folders (among `moduleFolders`) that the build files
  /// (`builds`, by module folder) depend on only in configurations of
  /// builds users do not get: a debug, test or pre-release source set's
  /// (`internalImplementation project(":autofill-internal")`,
  /// `debugImplementation(project(":leakcanary"))`), never in another.
  ///
  /// Dependencies are read as written, `project(":name")` or
  /// `project(path: ":name")` after the configuration's name; type-safe
  /// accessors (`projects.autofillInternal`) are not read. A Gradle path is
  /// its folder (`:feature:settings` in `feature/settings`), else the one
  /// module folder of its last name (DuckDuckGo's `:autofill-internal` in
  /// `autofill/autofill-internal`); one that names none, or several, is
  /// left as it is.
  static func modulesOnlyOtherBuildsTake(
    _ builds: [String: GradleBuild], moduleFolders: Set<String>
  ) -> Set<String> {
    let folder = moduleFolderFinder(moduleFolders)
    var configurations: [String: Set<String>] = [:]
    for (configuration, path) in builds.values.flatMap(\.dependencies) {
      guard let module = folder(path) else { continue }
      configurations[module, default: []].insert(configuration)
    }
    return Set(
      configurations.filter { _, names in names.allSatisfy(isOtherBuildsConfiguration) }.keys)
  }

  /// The module folder of a Gradle path among `moduleFolders`: its folder
  /// (`:feature:settings` in `feature/settings`), else the one module
  /// folder of its last name; nil for none, or several.
  static func moduleFolderFinder(_ moduleFolders: Set<String>) -> (String) -> String? {
    var byName: [String: [String]] = [:]
    for folder in moduleFolders { byName[Paths.name(of: folder), default: []].append(folder) }
    return { path in
      let parts = path.split(separator: ":")
      let joined = parts.joined(separator: "/")
      if moduleFolders.contains(joined) { return joined }
      guard let last = parts.last, let named = byName[String(last)], named.count == 1 else {
        return nil
      }
      return named[0]
    }
  }

  /// The module folders `apps` (module folders) build with: themselves and
  /// the projects they depend on, through the projects those depend on, in
  /// the configurations of builds users get (as
  /// `modulesOnlyOtherBuildsTake(_:moduleFolders:)` reads them), not into
  /// `apart` (the other apps: a phone app's `wearApp project(':wear')`
  /// embeds the watch app, whose libraries are its own). Nil when what they
  /// take is not known: an app's build file names no project it depends on
  /// as written, a module's names one by a type-safe accessor
  /// (`projects.core`, not read), or a path that is no module folder (a
  /// `projectDir` set in the settings). `conventions` are the projects the
  /// build's convention plugins (`build-logic`, `buildSrc`) add: which apps
  /// apply them is not read, so every app takes them (Home Assistant's
  /// phone app takes `:common` only so).
  static func modulesBuilt(
    by apps: [String], apart: Set<String> = [], builds: [String: GradleBuild],
    moduleFolders: Set<String>, conventions: [(configuration: String, path: String)] = []
  ) -> Set<String>? {
    let folder = moduleFolderFinder(moduleFolders)
    var reached = Set(apps)
    var next = apps
    for app in apps {
      guard builds[app]?.dependencies.isEmpty == false else { return nil }
    }
    while let module = next.popLast() {
      // A project named by an accessor is not read: what is built is not known.
      if builds[module]?.usesProjectAccessors == true { return nil }
      let added = apps.contains(module) ? conventions : []
      for (configuration, path) in (builds[module]?.dependencies ?? []) + added
      where !isOtherBuildsConfiguration(configuration) && configuration != "wearApp" {
        guard let found = folder(path) else { return nil }
        if !apart.contains(found), reached.insert(found).inserted { next.append(found) }
      }
    }
    return reached
  }

  /// What a module's build file says that the scan reads: its project
  /// dependencies (``projectDependencies(in:)``) and the res folders it
  /// names (``resFolders(in:)``).
  struct GradleBuild {
    var dependencies: [(configuration: String, path: String)] = []
    var resFolders: Set<String> = []
    /// The file's bytes, to find the paths it names.
    var text: [UInt8] = []
    /// Whether it names projects by type-safe accessors (`projects.core`),
    /// which are not read.
    var usesProjectAccessors = false
  }

  /// Whether a Gradle build file's bytes depend on a Markdown library: a
  /// dependency of a configuration ending in `implementation`, `api` or
  /// `compile` (`releaseImplementation(…)`, over several lines too; not a
  /// test's, `testImplementation`; not in a `//` or `/* */` comment) that
  /// names Markwon (`io.noties.markwon:core`) or Markdown
  /// (`compose-markdown`), or one of `aliases`, a version catalog's
  /// accessors of such libraries (``markdownAliases(inCatalog:)``), in any
  /// case.
  static func dependsOnMarkdownLibrary(_ bytes: [UInt8], aliases: [String] = []) -> Bool {
    let names = ["markwon", "markdown"] + aliases
    let raw = String(decoding: bytes, as: UTF8.self).lowercased()
    guard names.contains(where: raw.contains) else { return false }
    let text = withoutComments(raw)
    // Each dependency: a configuration's name and what follows it, to the
    // line's end or, after `(`, to its closing `)`.
    let configuration = /[a-z]*(?:implementation|api|compile)\s*[("'\s]/
    for match in text.matches(of: configuration) {
      let start = match.range.lowerBound
      guard start == text.startIndex || !text[text.index(before: start)].isLetter,
        !text[start...].hasPrefix("test"), !text[start...].hasPrefix("androidtest")
      else { continue }
      var end = text[match.range.upperBound...].firstIndex(of: "\n") ?? text.endIndex
      if text[text.index(before: match.range.upperBound)] == "(" {
        var depth = 1
        var index = match.range.upperBound
        while index < text.endIndex, depth > 0 {
          if text[index] == "(" { depth += 1 } else if text[index] == ")" { depth -= 1 }
          index = text.index(after: index)
        }
        end = index
      }
      let statement = text[start..<end]
      if statement.contains("markwon") || statement.contains("markdown") { return true }
      // An alias whole: `libs.md`, not `libs.mdc.theme`.
      for alias in aliases {
        var from = statement.startIndex
        while let found = statement.range(of: alias, range: from..<statement.endIndex) {
          let after = found.upperBound < statement.endIndex ? statement[found.upperBound] : " "
          if !(after.isLetter || after.isNumber || after == "." || after == "_" || after == "-") {
            return true
          }
          from = found.upperBound
        }
      }
    }
    return false
  }

  /// A Gradle file's text (line breaks `\n`) without its comments, `//` to
  /// the line's end and `/* … */`, read in one pass that passes over
  /// string literals (`"META-INF/*.kotlin_module"` starts none); the text of
  /// triple-quoted ones (`"""…"""`, `'''…'''`, over lines) is blanked, since
  /// no dependency is written in one.
  static func withoutComments(_ text: String) -> String {
    // Line breaks as `\n` alone (`\r\n`, `\r`).
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var afterCR = false
    for byte in text.utf8 {
      if byte == 0x0A, afterCR {
        afterCR = false
        continue
      }
      afterCR = byte == 0x0D
      bytes.append(afterCR ? 0x0A : byte)
    }
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var i = 0
    var quote: UInt8?
    while i < bytes.count {
      let byte = bytes[i]
      let next = i + 1 < bytes.count ? bytes[i + 1] : 0
      if let open = quote {
        kept.append(byte)
        if byte == UInt8(ascii: "\\"), i + 1 < bytes.count {
          kept.append(next)
          i += 2
          continue
        }
        if byte == open || byte == 0x0A { quote = nil }
        i += 1
      } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
        while i < bytes.count, bytes[i] != 0x0A { i += 1 }
      } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
        i += 2
        while i + 1 < bytes.count,
          !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/"))
        {
          i += 1
        }
        i += 2
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"),
        i + 2 < bytes.count, next == byte, bytes[i + 2] == byte
      {
        // Text, not code, up to the same three quotes (or the end): blanked
        // but for its line breaks.
        var end = i + 3
        while end < bytes.count,
          !(end + 2 < bytes.count && bytes[end...end + 2].allSatisfy { $0 == byte })
        {
          end += 1
        }
        end = min(end + 3, bytes.count)
        kept += bytes[i..<end].map { $0 == 0x0A ? 0x0A : 0x20 }
        i = end
      } else {
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
        kept.append(byte)
        i += 1
      }
    }
    return String(decoding: kept, as: UTF8.self)
  }

  /// The accessors a version catalog's bytes give Markdown libraries:
  /// `libs.noties.core` for a library `noties-core` whose module names
  /// Markwon or Markdown, and `libs.bundles.md` for a bundle holding one.
  static func markdownAliases(inCatalog bytes: [UInt8]) -> [String] {
    guard !bytes.isEmpty else { return [] }
    var aliases: [String] = []
    var libraries: Set<String> = []
    var section = ""
    for raw in String(decoding: bytes, as: UTF8.self).lowercased().split(
      whereSeparator: \.isNewline)
    {
      let line = raw.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("[") {
        section = line
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let name = line[..<equals].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: equals)...]
      let accessor = name.replacingOccurrences(of: "-", with: ".")
        .replacingOccurrences(of: "_", with: ".")
      if section == "[libraries]", value.contains("markwon") || value.contains("markdown") {
        libraries.insert(name)
        aliases.append("libs." + accessor)
      } else if section == "[bundles]", libraries.contains(where: { value.contains("\"\($0)\"") }) {
        aliases.append("libs.bundles." + accessor)
      }
    }
    return aliases
  }

  /// The build file (`build.gradle`, `build.gradle.kts`) of each of
  /// `moduleFolders`, read once (at most ``maximumBuildFileBytes``), by folder.
  static func gradleBuilds(moduleFolders: Set<String>, root: String) -> [String: GradleBuild] {
    var builds: [String: GradleBuild] = [:]
    for folder in moduleFolders {
      for name in ["build.gradle", "build.gradle.kts"] {
        let path = Paths.join(folder.isEmpty ? root : Paths.join(root, folder), name)
        guard let bytes = try? InputFile.read(path, limit: maximumBuildFileBytes) else { continue }
        builds[folder, default: GradleBuild()].dependencies += projectDependencies(in: bytes)
        builds[folder, default: GradleBuild()].resFolders.formUnion(resFolders(in: bytes))
        // Kept to find the paths it names (its first 256 KiB: build files are small).
        builds[folder, default: GradleBuild()].text += bytes.prefix(256 << 10)
        if bytes.holds(Array("projects.".utf8)) {
          builds[folder, default: GradleBuild()].usesProjectAccessors = true
        }
      }
    }
    return builds
  }

  /// `(configuration, Gradle path)` for each `CONFIGURATION project(":a:name")`
  /// or `CONFIGURATION(project(path: ":name"))` in a build file's bytes.
  static func projectDependencies(in bytes: [UInt8]) -> [(configuration: String, path: String)] {
    // One pass over the bytes, each `project` looked at with bounded steps
    // around it (a configuration's name of at most 64 characters, a path of
    // at most 256): linear whatever the file holds.
    let word = Array("project".utf8)
    func isName(_ byte: UInt8) -> Bool {
      (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        || (0x30...0x39).contains(byte)
    }
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    var found: [(configuration: String, path: String)] = []
    var i = 0
    while i + word.count <= bytes.count {
      guard bytes[i] == word[0], bytes[i..<i + word.count].elementsEqual(word),
        i == 0 || !isName(bytes[i - 1])
      else {
        i += 1
        continue
      }
      defer { i += word.count }
      // After: `(`, optionally `path:` or `path =`, then a quoted path.
      var j = i + word.count
      while j < bytes.count, isSpace(bytes[j]) { j += 1 }
      guard j < bytes.count, bytes[j] == 0x28 else { continue }
      j += 1
      while j < bytes.count, isSpace(bytes[j]) { j += 1 }
      if bytes[j...].starts(with: Array("path".utf8)) {
        j += 4
        while j < bytes.count, isSpace(bytes[j]) { j += 1 }
        guard j < bytes.count, bytes[j] == 0x3A || bytes[j] == 0x3D else { continue }
        j += 1
        while j < bytes.count, isSpace(bytes[j]) { j += 1 }
      }
      guard j < bytes.count, bytes[j] == 0x22 || bytes[j] == 0x27 else { continue }
      let quote = bytes[j]
      let pathStart = j + 1
      guard
        let pathEnd = bytes[pathStart..<min(bytes.count, pathStart + 256)].firstIndex(of: quote),
        pathEnd > pathStart
      else { continue }
      // Before: spaces, an optional `(`, spaces, then the configuration's name,
      // bare or quoted (a convention plugin's `"implementation"(project(…))`).
      var k = i
      while k > 0, isSpace(bytes[k - 1]) { k -= 1 }
      if k > 0, bytes[k - 1] == 0x28 { k -= 1 }
      while k > 0, isSpace(bytes[k - 1]) { k -= 1 }
      let quoted = k > 0 && bytes[k - 1] == 0x22
      if quoted { k -= 1 }
      let nameEnd = k
      while k > 0, nameEnd - k < 65, isName(bytes[k - 1]) { k -= 1 }
      guard k < nameEnd, nameEnd - k <= 64, !(k > 0 && isName(bytes[k - 1])),
        !(0x30...0x39).contains(bytes[k]), !quoted || (k > 0 && bytes[k - 1] == 0x22)
      else { continue }
      let path = String(decoding: bytes[pathStart..<pathEnd], as: UTF8.self)
      found.append((String(decoding: bytes[k..<nameEnd], as: UTF8.self), path))
    }
    return found
  }

  /// Whether a dependency configuration (`internalImplementation`,
  /// `debugApi`, `androidTestImplementation`) is that of a build users do
  /// not get: a debug, test or pre-release source set's (see
  /// ``isDebugSourceSet(_:)``, ``isTestSourceSet(_:)``,
  /// `isPreReleaseSourceSet(_:)`). `implementation` and `api` are the
  /// main source set's.
  static func isOtherBuildsConfiguration(_ name: String) -> Bool {
    for suffix in ["Implementation", "Api", "CompileOnly", "RuntimeOnly"]
    where name.hasSuffix(suffix) && name.count > suffix.count {
      let path = "src/" + name.dropLast(suffix.count) + "/res"
      return isDebugSourceSet(path) || isTestSourceSet(path) || isPreReleaseSourceSet(path)
    }
    return false
  }

  /// The res folders a build file names in `res.srcDirs` or `res.srcDir`
  /// (`res.srcDirs = ['lawnchair/res']`, `res.srcDirs("res")`,
  /// `res.srcDir 'x'`), relative to its module's folder: the quoted names
  /// after each on its line, read in one pass.
  static func resFolders(in bytes: [UInt8]) -> Set<String> {
    var declared: Set<String> = []
    let word = Array("res.srcDir".utf8)
    var i = 0
    while i + word.count <= bytes.count {
      guard bytes[i] == word[0], bytes[i..<i + word.count].elementsEqual(word) else {
        i += 1
        continue
      }
      var j = i + word.count
      while j < bytes.count, bytes[j] != 0x0A {
        if bytes[j] == 0x22 || bytes[j] == 0x27 {
          let quote = bytes[j]
          let start = j + 1
          guard let end = bytes[start..<min(bytes.count, start + 256)].firstIndex(of: quote)
          else { break }
          if end > start { declared.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
          j = end + 1
        } else {
          j += 1
        }
      }
      i = j
    }
    return declared
  }
}

extension ProjectScan {
  /// Whether the folder `relative` (to the scanned root) holds the sources
  /// of a build's convention plugins: in `buildSrc` or `build-logic`.
  static func isConventionSource(_ relative: String) -> Bool {
    relative.split(separator: "/").contains { $0 == "buildSrc" || $0 == "build-logic" }
  }

  /// The project dependencies the build's convention plugins add (Home
  /// Assistant's `"implementation"(project(":common"))` in
  /// `build-logic/convention`): those of `files` (paths relative to
  /// `root`) in a convention source folder, each read within
  /// ``maximumBuildFileBytes``, at most 200 files.
  static func conventionDependencies(_ files: [String], root: String)
    -> [(configuration: String, path: String)]
  {
    var found: [(configuration: String, path: String)] = []
    for path in files.lazy.filter({ isConventionSource(Paths.folder(of: $0)) }).prefix(200) {
      guard let bytes = try? InputFile.read(Paths.join(root, path), limit: maximumBuildFileBytes)
      else { continue }
      found += projectDependencies(in: bytes)
    }
    return found
  }
}
