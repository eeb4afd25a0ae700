import FileAccess
import FontCore
import FontDiscovery
import StringCatalogs
import TextLayout
import TypeScale
import TypometerChecks

/// `typometer init [DIR]`: a first spec for an existing project.
struct InitCommand: Command {
  /// The fewest places where Swift code sets a font by name that `init`
  /// speaks of (``ProjectScan/fontsNamedInCode``).
  static let fontSitesSaid = 10

  /// The system font of an Apple spec's platform: SF Compact on watchOS,
  /// SF Pro elsewhere.
  static func appleSystemFamily(_ scan: ProjectScan) -> String {
    scan.platform == "watchos" ? "SF Compact" : "SF Pro"
  }

  /// The scripts the system fonts (SF Pro, Roboto) cover.
  static let systemFontScripts: Set<String> = ["Latin", "Greek", "Cyrillic"]

  /// Of `languages`, those written in a script the system fonts do not
  /// cover (`ja`, `ar`, `yi`; not `de`, `ru`, `sr-Latn`, nor Android's
  /// pseudo-locales `en-XA` and `ar-XB`, accented and mirrored Latin), and
  /// those scripts, each once in the order the languages first name them.
  /// The scripts named are those of the languages' characters where their
  /// strings were read (ICU's whole list where not: zh-TW's Bopomofo only
  /// where a string holds it).
  /// A language whose every character of those scripts in its strings
  /// (`characters`, `ProjectScan/readStrings()`), or where it has none
  /// there, every such script's sample character (ICU's), a face of `fonts`
  /// (the app's, and those given with `--fonts`) covers is in `covered`
  /// instead: a font of a few of a script's characters (a subset) covers
  /// no language of it.
  static func scriptsWithoutSystemFont(
    languages: [String], fonts: [FontCatalog] = [],
    characters: [String: Set<Unicode.Scalar>] = [:]
  ) -> (languages: [String], names: [String], covered: [String]) {
    var needing: [String] = []
    var names: [String] = []
    var covered: [String] = []
    var missingScripts: [(language: String, scripts: [(name: String, sample: Unicode.Scalar?)])] =
      []
    for language in languages where !language.hasSuffix("-XA") && !language.hasSuffix("-XB") {
      let missing = scripts(ofLanguage: language).filter { !systemFontScripts.contains($0.name) }
      if !missing.isEmpty { missingScripts.append((language, missing)) }
    }
    // Each character looked up once, in the faces of `fonts` in turn.
    var coverage: [Unicode.Scalar: Bool] = [:]
    func isCovered(_ scalar: Unicode.Scalar) -> Bool {
      if let known = coverage[scalar] { return known }
      let found = fonts.contains { fonts in
        fonts.records.contains { fonts.covers($0, every: [scalar]) }
      }
      coverage[scalar] = found
      return found
    }
    for (language, missing) in missingScripts {
      let missingNames = Set(missing.map(\.name))
      // The language's characters of those scripts, and the scripts they
      // are of (zh-TW's strings hold Han, not the Bopomofo ICU lists too).
      var own: [Unicode.Scalar] = []
      var present: Set<String> = []
      for scalar in characters[language] ?? [] {
        guard let script = scriptNames(of: CollectionOfOne(scalar)).first,
          missingNames.contains(script)
        else { continue }
        own.append(scalar)
        present.insert(script)
      }
      let samples = missing.compactMap(\.sample)
      let wanted: [Unicode.Scalar]? =
        !own.isEmpty ? own : samples.count == missing.count ? samples : nil
      if !fonts.isEmpty, let wanted, wanted.allSatisfy(isCovered) {
        covered.append(language)
        continue
      }
      needing.append(language)
      for script in missing
      where !names.contains(script.name) && (own.isEmpty || present.contains(script.name)) {
        names.append(script.name)
      }
    }
    return (needing, names, covered)
  }

  /// The scripts of Chinese, Japanese and Korean, whose faces are named for
  /// the languages (`Noto Sans CJK JP`), not for a script.
  /// Each with the language tag its faces carry (`JP` for kana).
  static let cjkScripts = [
    "Han": "SC", "Hiragana": "JP", "Katakana": "JP", "Hangul": "KR", "Bopomofo": "TC",
  ]

  /// `; this machine has fonts for …` with the first families of the
  /// machine's fonts named for one of `scripts` (`Noto Sans Ethiopic`), and
  /// the key that reads them; empty when it has none.
  static func machineFontsHint(forScripts scripts: [String]) -> String {
    guard let machine = CheckRunner.machineFonts else { return "" }
    var families: [String] = []
    for script in scripts {
      // A sans face first, then the shortest name (Noto Sans Arabic, not
      // Noto Kufi Arabic or Noto Sans Arabic UI). Chinese, Japanese and
      // Korean faces are named for their languages (Noto Sans CJK JP).
      // (Han, which Japanese is written in too, only where no such face is named.)
      let cjk = Self.cjkScripts[script]
      if cjk != nil, script == "Han", families.contains(where: { $0.contains("CJK") }) { continue }
      let first = cjk != nil ? "CJK" : script.split(separator: " ").first.map(String.init) ?? script
      let named = machine.records(familyContaining: first).map(\.family).filter {
        cjk != nil ? $0.contains("CJK") : familyIsNamed($0, forScript: script)
      }
      // A CJK face of the script's language first (Noto Sans CJK KR for Hangul).
      let own = cjk.map { tag in named.filter { $0.hasSuffix(" " + tag) } } ?? []
      let family = (own.isEmpty ? named : own).min {
        ($0.contains("Sans") ? 0 : 1, $0.count, $0) < ($1.contains("Sans") ? 0 : 1, $1.count, $1)
      }
      if let family, !families.contains(family) { families.append(family) }
    }
    guard !families.isEmpty else { return "" }
    return "; this machine has fonts for some of them (" + OutputText.firstFew(families, 3)
      + "): \"systemFonts\": true reads the machine's fonts"
  }

  static let name = "init"
  static let summary = "Write a first typometer.json for an Xcode or Android project."
  static let help = """
    USAGE: typometer init [DIR] [--platform P] [--output NAME] [--verbose]

    Scans the project in DIR (default: the current folder; links to folders
    are not followed; hidden folders such as .git and .gradle, build, DerivedData,
    Pods, Carthage, node_modules, out, fastlane, doc and docs, in any case,
    and Xcode's localization exports, .xcloc, are skipped) and writes
    DIR/typometer.json (or DIR/NAME with --output), a spec that names what it
    found: TypographyKit configs (TypographyKit.json, TypographyKit.plist, and a
    .json or .plist of another name holding ui-font-text-styles, which an app
    loads by URL), string files (.strings and .stringsdict in .lproj folders, .xcstrings, Android
    values files that define strings, storyboards and xibs that show text
    (not a launch screen's, another platform's, a sample app's, a leftover,
    one of placeholders or menus alone or no Interface Builder XML, or one
    whose every text the development language's string files give: its
    .strings file, or the String Catalog in its source language);
    not those whose text the system shows in
    its own font: InfoPlist, AppShortcuts, an .intentdefinition's translations,
    a Settings.bundle's; nor translatewiki's message documentation, qqq.lproj
    and values-qq, notes for translators; nor a copy, byte for byte, of another
    of the same name and language), the folders holding font files (not a web
    page's, beside .woff, .woff2 or .eot files, nor another app's: an Android res
    folder's, or a JavaScript app's outside the Xcode projects' folders, whose
    fonts no project and no UIAppFonts names; it names both), asset catalogs
    (.xcassets), and one container per style of the configs, \(points(ProjectScan.defaultWidth)) pt wide (\(points(ProjectScan.defaultWatchWidth))
    on watchOS, \(points(ProjectScan.defaultTVWidth)) on tvOS), with keys *.STYLE, then a last one taking every other string
    in the body style (one named body, else one named like running text, else
    the first). Without a
    config, that container takes every string in the text style body: the
    system font as UIFont.preferredFont(forTextStyle: .body) gives it. The
    platform is ios, or macos, tvos or watchos when no target of the Xcode
    projects (their SDKROOT and SUPPORTED_PLATFORMS; when no project sets
    either, their deployment targets) builds for iOS and some build for that
    (settings from project.pbxproj and the .xcconfig files its configurations
    are based on; where a project builds an application, the projects that do,
    not a vendored library's); the projects' developmentRegion is the spec's
    developmentLanguage. A project generator's manifest (XcodeGen's
    project.yml, Tuist's Project.swift) is not read, and said where no Xcode
    project is. A watch app's strings (in the folders of
    the targets that build for watchOS alone) are left out of an iOS spec and
    named; --platform watchos leaves out the iOS app's instead. A Mac or tvOS
    app's strings beside an iOS app are left out the same way (--platform
    macos, --platform tvos). In a project with an
    Android app beside the Apple one
    (React Native, Kotlin Multiplatform), the spec is the Apple app's: the
    Android string files are left out, and init says how to write the Android
    app's spec (init in its Gradle build's folder, or here with --platform
    android --output NAME); in a repository of several Gradle builds, the
    builds are named. Font and string files of a test target
    (AppTests, a Gradle test source set) are not the app's. It prints
    what it found, the UIAppFonts of Info.plist files that no font file matches,
    and what to fill in: which strings each container takes, and the real widths.

    In an Android project (every string file an Android values file) it
    writes an Android spec instead: "platform": "android", the res folders
    holding them (strings.xml, or strings in a values file of another name;
    not a test source set's, nor a debug build's: src/debug, src/freeDebug,
    nor a pre-release channel's beside the release's: src/beta, src/nightly)
    and the src/main res folders of other modules whose styles define text
    appearances ("resources", the app module's first:
    its resources win over its libraries'), the font folders outside them, the
    default font scales, and one container taking every string in a style
    that sets a text size: a text appearance the res folders define (a style
    named TextAppearance… or derived from one) or a style the project's
    layouts set on views (style=, android:textAppearance=); the one the
    layouts name most, else the one named like body, else the first
    (Material 3's bodyLarge when there is none), \(points(ProjectScan.defaultAndroidWidth)) dp wide. Beside a Wear
    OS app (a module whose manifest requires android.hardware.type.watch),
    the phone app's spec leaves out that module's res folders and names
    those holding strings; --platform wearos writes the watch app's instead:
    its modules and the libraries (not the other apps, whose manifests have
    a launcher activity), at Wear OS's font scales (\(scales(ProjectScan.wearFontScales))), \(points(ProjectScan.defaultWearWidth)) dp
    wide; so is a project's whose only app is a Wear OS app (unless
    --platform android). Kotlin Multiplatform's moko-resources string files
    (moko-resources/base/strings.xml, moko-resources/de/plurals.xml), which
    no res folder holds, are named in "strings": in the Android app's spec
    and in an Apple app's, which shows them too.

    Options:
      DIR                  The project folder (default: the current folder).
      --platform P         The app to write the spec for, where a project holds
                           both: android (its string files only), wearos
                           (its Wear OS app's) or ios, macos, tvos, watchos
                           (the Apple ones only, at that platform's sizes).
                           Default: told from the files.
      --output NAME        The spec's file name in DIR (default: typometer.json;
                           check then takes it as 'typometer check NAME').
      --verbose            Name everything found (the string files, styles and
                           the rest), not the first few of each.

    An existing spec is never overwritten (exit 2).
    Exit status: 0 written; 2 could not be written, DIR cannot be read, or
    nothing to write a spec from (no string files, configs, fonts or Xcode
    project in DIR, or only another platform's string files with --platform).
    Nothing is written then.

    --fonts DIR (repeatable) and --system-font FAMILY are written into the spec
    beside what init finds: its "fonts" (a folder in the project as a path in it,
    else as given, made absolute) and "systemFont"; the fonts of TYPOMETER_FONTS
    and --no-system-fonts change nothing.

    \(CatalogOptions.help)
    """

  /// A width in the help, as the spec writes it (`343`).
  private static func points(_ width: Double) -> String {
    NumberText.string(width, fractionDigits: 0)
  }

  /// A range of font scales in the help (`0.94 to 1.24`).
  private static func scales(_ scales: [Double]) -> String {
    guard let low = scales.min(), let high = scales.max() else { return "" }
    return NumberText.string(low) + " to " + NumberText.string(high)
  }

  /// The file names of `paths`, sorted, each once whatever its case
  /// (`InfoPlist.strings` is in every `.lproj`, and some are
  /// `infoPlist.strings`).
  static func fileNames(_ paths: [String]) -> [String] {
    var seen: Set<String> = []
    return Set(paths.map { String($0.split(separator: "/").last ?? "") }).sorted()
      .filter { seen.insert($0.lowercased()).inserted }
  }

  /// Why no spec is written from `scan`, or nil: nothing of an app in the
  /// folder (run in the wrong one), or a platform asked for whose app is not
  /// there while another's is (every string file left out).
  static func nothingToWrite(_ scan: ProjectScan, asked: Platform?, wearOS: Bool) -> String? {
    if asked != nil, scan.strings.isEmpty {
      let others = scan.isAndroid ? scan.appleStringsLeftOut : scan.androidStringsLeftOut
      if !others.isEmpty {
        let app = scan.isAndroid ? (wearOS ? "Wear OS" : "Android") : "Apple"
        let theirs = scan.isAndroid ? "an Apple app's" : "an Android app's"
        return "no \(app) app's string files here, only \(theirs); run 'typometer init' "
          + "without --platform"
      }
    }
    let found: [[String]] = [
      scan.strings, scan.configs, scan.fontFolders, scan.assetCatalogs, scan.resources,
      scan.systemStrings, scan.documentationStrings, scan.spokenStrings, scan.backgroundOnlyStrings,
      scan.previewStrings, scan.orphanInterfaceStrings, scan.unbuiltStrings, scan.noLanguageStrings,
      scan.unreadableProjects,
      scan.packageStringsLeftOut, scan.catalogReplacedStrings,
      scan.copiedStrings.map(\.path), scan.baseStringsShadowed.map(\.path),
      scan.androidStringsLeftOut,
      scan.appleStringsLeftOut, scan.otherAppStringsLeftOut, scan.webFontFolders,
      scan.xcodePlatforms, scan.androidProjects, scan.androidBuilds,
    ]
    guard found.allSatisfy(\.isEmpty) else { return nil }
    // Entries named like string files that are no file are said: they may
    // be what the user meant (a FIFO `Localizable.strings`).
    let skipped =
      scan.notFiles.isEmpty
      ? ""
      : " (skipped \(OutputText.plural(scan.notFiles.count, "entry", "entries")) named like a "
        + "string file or config that \(scan.notFiles.count == 1 ? "is" : "are") no file: "
        + OutputText.firstFew(scan.notFiles, 3) + ")"
    return "no app here: no string files (.lproj, .xcstrings, Android res folders), "
      + "TypographyKit configs, font files or Xcode projects"
      + (scan.stoppedEarly ? " within the scan's limits" : "") + skipped
      + "; run init in the app's folder, or name it ('typometer init DIR')"
  }

  /// `word` as a shell reads it whole: as it is when it holds only
  /// letters, digits and `. _ - / + , : @ %`; else in double quotes, with
  /// `"`, `\`, `$` and `` ` `` escaped.
  static func shellWord(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        || "._-/+,:@%".unicodeScalars.contains($0)
    }
    guard !plain || word.isEmpty else { return word }
    var quoted = "\""
    for character in word {
      if "\"\\$`".contains(character) { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "\""
  }

  var folder: String
  /// The platform asked for (`--platform`); nil: told from the files.
  var platform: Platform?
  /// Whether the Wear OS app's spec is asked for (`--platform wearos`).
  var wearOS = false
  /// The spec's file name in the project folder (`--output`).
  var output = CheckCommand.specName
  /// Whether every item of each list found is named (`--verbose`).
  var verbose = false

  /// `--fonts` folders given, to write into the spec (TYPOMETER_FONTS' are not).
  var givenFonts: [String] = []
  /// `--system-font`, to write into the spec.
  var systemFont: String?

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws {
    givenFonts = try arguments.values("--fonts")
    systemFont = try CatalogOptions(parsing: &arguments, environment: environment).systemFamily
    if let text = try arguments.value("--platform") {
      (platform, wearOS) = try PlatformOption.parse(text)
    }
    if let name = try arguments.value("--output") {
      guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
        throw UsageError.invalidValue(
          option: "--output", value: name,
          expected: "a file name (the spec is written in the project folder)")
      }
      output = name
    }
    verbose = arguments.flag("--verbose")
    let words = try arguments.positionals()
    guard words.count <= 1 else { throw UsageError.unexpectedArgument(words[1]) }
    folder = words.first ?? "."
  }

  func run(console: Console) throws -> ExitStatus {
    // Paths are the project's: a control character in one is written escaped.
    func say(_ line: String) { console.print(Printable.escaped(line)) }
    // The first few of a list, or (--verbose) every one.
    func few(_ items: some Collection<some StringProtocol>, _ limit: Int) -> String {
      verbose ? items.joined(separator: ", ") : OutputText.firstFew(items, limit)
    }
    // The file system's root holds every project of the machine: no one app's.
    if Paths.real(folder) == "/" {
      console.error(
        "\(Printable.escaped(folder)): is the file system's root, not a "
          + "project's folder; give the folder of the app's Xcode project or Gradle build")
      return .failure
    }
    let target = Paths.join(folder, output)
    if FileKind.ofLink(target) != nil {
      console.error(
        Printable.escaped(target)
          + " already exists; init never overwrites a spec (edit it, or move it)")
      return .failure
    }
    var scan: ProjectScan
    do {
      scan = try ProjectScan.scan(folder, platform: platform, wearOS: wearOS)
    } catch {
      let problem: String
      if case .notFound = error.reason, error.path == folder {
        problem = "no such folder"
      } else {
        problem = error.problem
      }
      throw InputError(path: error.path, problem: "cannot read the project: " + problem)
    }
    if var problem = Self.nothingToWrite(scan, asked: platform, wearOS: wearOS) {
      // A res folder's values folder holds strings init reads from the res
      // folder alone.
      let real = Paths.real(folder) ?? folder
      let name = Paths.name(of: real)
      let parent = Paths.name(of: Paths.folder(of: real))
      if LanguageFromPath.isValuesFolder(name),
        LanguageFromPath.isResFolderName(parent),
        (Folder.names(real) ?? []).contains(where: { $0.hasSuffix(".xml") })
      {
        problem =
          "an Android res folder's values folder, whose strings init reads from the res "
          + "folder: run init in the app's folder, or in the res folder ('typometer init "
          + "\(Self.shellWord(Paths.folder(of: real)))')"
      }
      throw InputError(path: folder, problem: problem)
    }
    // The fonts and system font given on the command line, as the spec names
    // them: a folder in the project by its path there, another absolute; one
    // that is not there is refused, as every command refuses it.
    for given in givenFonts where FileKind.of(given) != .directory && FileKind.of(given) != .regular
    {
      throw InputError(
        path: given, problem: "no such file or directory (given with --fonts); nothing written")
    }
    let project = Paths.absoluteWithoutDots(folder)
    scan.givenFontFolders = givenFonts.map { given in
      let absolute = Paths.absoluteWithoutDots(given)
      if absolute == project { return "" }
      if absolute.hasPrefix(project.hasSuffix("/") ? project : project + "/") {
        return String(
          absolute.dropFirst(project.hasSuffix("/") ? project.count : project.count + 1))
      }
      return absolute
    }.filter { !scan.fontFolders.contains($0) }
    scan.systemFont = systemFont
    // The string files read once: their languages, those that do not parse,
    // and the placeholders in braces they hold.
    let read = scan.readStrings()
    scan.bracePlaceholderStrings = read.braces
    scan.developmentKeys = read.keys
    // (With why the code keeps either from being known, where it does.)
    var notSought: (spoken: String?, unused: String?) = (nil, nil)
    if scan.isAndroid {
      (scan.voiceOverKeys, scan.systemDrawnKeys) = scan.codeOnlyKeys(among: read.keys) {
        notSought.spoken = $0
      }
    } else {
      scan.voiceOverKeys = scan.voiceOverOnlyKeys(among: read.keys)
    }
    scan.unusedKeys = scan.unusedKeys(byTable: read.tables) { notSought.unused = $0 }
    scan.swiftUILayouts = scan.swiftUILayouts(among: read.keys)
    Interrupts.remember(target)
    do {
      try OutputFile.writeNew(Array(scan.specJSON().utf8), to: target)
    } catch {
      Interrupts.forget(target)
      throw InputError(path: error.path, problem: "cannot write the spec: " + error.problem)
    }
    Interrupts.written(target)

    say("wrote \(target)")
    // What the command line gave, written beside what was found.
    func sayGivenFonts() {
      if !scan.givenFontFolders.isEmpty {
        say(
          "    (and " + OutputText.plural(scan.givenFontFolders.count, "folder")
            + " of --fonts: " + few(scan.givenFontFolders.map(ProjectScan.shown), 6) + ")")
      }
      if let systemFont = scan.systemFont {
        say("  \"systemFont\": \(systemFont), as --system-font gives it")
      }
    }
    // The strings the spec's second container skips, as no file names them.
    func sayUnusedKeys(
      of files: String, namedBy names: String, shownBy shows: String, why: String, noun: String
    ) {
      let count = scan.unusedKeys.count
      if count == 0, let why = notSought.unused {
        say(
          "  no string of \(files) is skipped as unused (none that no file of the app names): "
            + Printable.escaped(why) + ", so not every name is known")
      }
      guard count > 0 else { return }
      say(
        "  " + OutputText.plural(count, "string") + " of \(files) no file of the app names ("
          + names + ") " + (count == 1 ? "is" : "are") + " skipped, as \(shows) "
          + (count == 1 ? "it" : "them") + " (\(why)): " + few(scan.unusedKeys, 4) + "; a \(noun) "
          + "the code names otherwise needs its container changed")
    }
    // The storyboards and xibs among the string files, and those left out.
    func sayInterfaceFiles() {
      let interfaces = scan.strings.filter {
        StringFileFormat.detect(path: $0) == .interfaceBuilder
      }
      if !interfaces.isEmpty {
        // Fonts all of fixed sizes (IVPN's): text Dynamic Type never changes.
        let fonts = CheckRunner.interfaceFontKinds(interfaces, root: folder)
        say(
          "    (" + OutputText.plural(interfaces.count, "storyboard or xib", "storyboards and xibs")
            + " among them, read for the text they show"
            + (fonts.textStyles == 0 && fonts.fixed > 0
              ? "; none of their fonts is a text style: "
                + OutputText.plural(fonts.fixed, "element")
                + " set one of a fixed point size, whose text Dynamic Type never changes: check "
                + "leaves it out" : "")
            + ")")
      }
      let leftOut = scan.interfaceFilesLeftOut
      guard !leftOut.isEmpty else { return }
      // Each reason with its files.
      var reasons: [String] = []
      func count(_ what: (ProjectScan.InterfaceLeftOut) -> Bool, _ words: (Int) -> String) {
        let these = leftOut.filter { what($0.reason) }.map(\.path)
        if !these.isEmpty { reasons.append(words(these.count) + " (" + few(these, 3) + ")") }
      }
      count({ $0 == .launchScreen }) {
        OutputText.plural($0, "launch screen") + ", drawn once before the app runs"
      }
      count({ $0 == .developmentStrings }) {
        "\($0) whose text the development language's string files give"
      }
      count({ if case .otherPlatform = $0 { true } else { false } }) {
        "\($0) of another platform"
      }
      count({ $0 == .sample }) { "\($0) of sample apps" }
      count({ $0 == .leftover }) {
        OutputText.plural($0, "leftover") + ", a backup or a copy beside its Base.lproj file"
      }
      count({ $0 == .noMeasuredText }) {
        "\($0) of menus, bar items or placeholders alone, which the system draws at one size or "
          + "the code replaces"
      }
      count({ $0 == .noText }) { "\($0) with no text to show" }
      count({ $0 == .oldFormat }) {
        "\($0) in Interface Builder 3's archive format, not read: save again in a current Xcode"
      }
      let translations = scan.interfaceTranslationsLeftOut
      say(
        "  left out "
          + OutputText.plural(leftOut.count, "storyboard or xib", "storyboards and xibs")
          + ": " + reasons.joined(separator: "; ")
          + (translations.isEmpty
            ? ""
            : "; and with them " + OutputText.plural(translations.count, "translation")
              + " of the tables of those left out (" + few(translations, 3) + ")"))
    }
    func found(_ items: [String], _ what: String, _ note: String = "") {
      let items = items.map(ProjectScan.shown)
      say(
        "  " + OutputText.plural(items.count, what) + note
          + (items.isEmpty
            ? "" : ": " + few(items, 6))
      )
    }
    if scan.isAndroid {
      found(scan.resources, "res folder")
      found(scan.strings, "string file")
      found(scan.fontFolders, "font folder")
      sayGivenFonts()
      // The res folders' own font folders are read with them, not named.
      let resourceFonts = scan.resources.reduce(0) { count, res in
        count
          + (Folder.names(Paths.join(Paths.join(self.folder, res), "font")) ?? []).filter(
            Paths.isFontFile
          ).count
      }
      if resourceFonts > 0 {
        say(
          "    (and " + OutputText.plural(resourceFonts, "font file")
            + " in the res folders' font folders, read with them)")
      }
      // The styles the layouts name most first, with how often: what a
      // container is likeliest to want (a values-v21 helper is no such).
      let uses = scan.layoutUses
      if scan.styles.contains(where: { (uses[$0] ?? 0) > 0 }) {
        let ranked = scan.styles.indices.sorted {
          (-(uses[scan.styles[$0]] ?? 0), $0) < (-(uses[scan.styles[$1]] ?? 0), $1)
        }.map { i in
          let name = scan.styles[i]
          return uses[name].map { $0 > 0 ? "\(name) (\($0))" : name } ?? name
        }
        found(ranked, "style", " (the layouts' most named first, with how often)")
      } else {
        found(scan.styles, "style")
      }
      if let theme = scan.themes.first {
        say(
          "    (in the theme \(theme), which the app's manifest applies: some styles' sizes are "
            + "theme attributes its themes set differently; \"themes\" names it)")
      }
      if let plain = scan.composeSetAside {
        say(
          "    (every string is set in bodyLarge, Material 3's default for Compose's Text: "
            + OutputText.plural(scan.composeFiles, "Kotlin file")
            + " draw with Compose, and "
            + ((scan.layoutUses[plain] ?? 0) == 0
              ? "no layout names a text appearance (not \(plain), the app's first named like body)"
              : "the layouts name \(plain) "
                + OutputText.plural(scan.layoutUses[plain] ?? 0, "time"))
            + "; an app's own Typography in Kotlin, which init does not read, may set bodyLarge "
            + "otherwise: a text appearance of its size in a res folder, named in the container, "
            + "measures it so)")
      }
      if let style = scan.textViewStyle {
        say(
          "    (every string is set in \(style): the app's theme gives it to every TextView, "
            + "android:textViewStyle)")
      }
      if let (style, why) = scan.androidCatchAllSetAside {
        say(
          "    (every string is set in \(scan.androidCatchAllStyle), not in \(style), which the "
            + "layouts name most: it is \(why))")
      } else if scan.composeSetAside == nil, scan.textViewStyle == nil, !scan.styles.isEmpty {
        // Why the catch-all is the style it is.
        let style = scan.androidCatchAllStyle
        let uses = scan.layoutUses[style] ?? 0
        // A tie for the most named, and how it was broken.
        let tie = uses > 0 ? scan.androidCatchAllTie : nil
        say(
          "    (every string is set in \(style), "
            + (tie != nil
              ? "of the \(tie?.styles ?? 0) styles the layouts name most ("
                + OutputText.plural(uses, "time") + " each) the "
                + (tie?.severalLikeBody == true
                  ? "first named like body text"
                  : tie?.byBody == true
                    ? "one named like body text"
                    : tie?.passedOver.map {
                      "first of regular weight and 18 sp or less (not \($0), a header's or a "
                        + "title's)"
                    } ?? "first")
                + (scan.widgetLayouts > 0
                  ? ", not counting " + OutputText.plural(scan.widgetLayouts, "app widget layout")
                    + ", which a launcher draws" : "")
              : uses > 0
                ? "the style the layouts name most: " + OutputText.plural(uses, "time")
                  + (scan.widgetLayouts > 0
                    ? ", not counting " + OutputText.plural(scan.widgetLayouts, "app widget layout")
                      + ", which a launcher draws" : "")
                : scan.styles.contains(style)
                  ? "as no layout names a style: "
                    + (style.lowercased().contains("body")
                      ? "the first named like body text" : "the first")
                  : "Material 3's body text: no style of the app's is one for every string")
            + ")")
      }
      if let (fixed, all) = scan.appTextOfFixedSize {
        say(
          "  most of the app's text does not grow with the font scale: \(fixed) of the layouts' \(all) "
            + "text views are sized in dp or px, by their styles or their own, which Android keeps "
            + "at that size at every font scale (Android's accessibility guidance sizes text in "
            + "sp); check measures it so")
      }
      if !scan.voiceOverKeys.isEmpty {
        say(
          "  " + OutputText.plural(scan.voiceOverKeys.count, "string")
            + " the app uses only as a view's content description, which TalkBack speaks "
            + "(android:contentDescription, contentDescription = …) "
            + (scan.voiceOverKeys.count == 1 ? "is" : "are") + " skipped, no view drawing "
            + (scan.voiceOverKeys.count == 1 ? "it" : "them") + ": " + few(scan.voiceOverKeys, 4))
      } else if let why = notSought.spoken {
        say(
          "  no content description is skipped as TalkBack's alone: " + Printable.escaped(why))
      }
      if !scan.systemDrawnKeys.isEmpty {
        let count = scan.systemDrawnKeys.count
        say(
          "  " + OutputText.plural(count, "string")
            + " the code hands only to the system to draw, in its own style and not the app's "
            + "(a toast, a notification or its channel, a share sheet's text: Toast.makeText(…), "
            + "setContentTitle(…), EXTRA_TEXT) " + (count == 1 ? "is" : "are") + " skipped: "
            + few(scan.systemDrawnKeys, 4))
      }
      sayUnusedKeys(
        of: "the default values files",
        namedBy: "no @string/ of its layouts, menus, xml/ files, manifests or values, no R.string. "
          + "of its Kotlin or Java code, no literal building the name",
        shownBy: "no build shows", why: "Android Lint's unused resources", noun: "string")
      let hints = scan.oneLineHintKeys
      if !hints.isEmpty {
        say(
          "  " + OutputText.plural(hints.count, "string") + " the layouts set only as the hint of "
            + "a field of one line (a TextInputLayout's, an edit field's of one line, a "
            + "SearchView's) "
            + (hints.count == 1 ? "is" : "are") + " measured on one line, where Android cuts a "
            + "hint too wide: " + few(hints, 4))
      }
      if scan.rendersMarkdown {
        say(
          "  the app depends on a Markdown library (Markwon, or one named markdown): where it "
            + "shows its strings through it (a link as its text), add \"markdown\": true to "
            + "read every string as Markdown")
      }
    } else {
      found(scan.configs, "TypographyKit config")
      if !scan.configsLeftOut.isEmpty {
        say(
          "    (left out " + few(scan.configsLeftOut, 3)
            + ": TypographyKit reads TypographyKit.json when both are in the app)")
      }
      found(scan.strings, "string file")
      sayInterfaceFiles()
      found(scan.fontFolders, "font folder")
      sayGivenFonts()
      found(scan.assetCatalogs, "asset catalog")
      if scan.configs.isEmpty, !scan.assetCatalogs.isEmpty {
        // Their colours are for a config's styles to name.
        say("    (not in the spec: with no TypographyKit config, no style names their colours)")
      }
      found(scan.styles, "style")
      if !scan.voiceOverKeys.isEmpty {
        say(
          "  " + OutputText.plural(scan.voiceOverKeys.count, "string")
            + " the code uses only for what VoiceOver speaks (in .accessibilityLabel(…), "
            + "accessibilityHint = …, .help(…)) " + (scan.voiceOverKeys.count == 1 ? "is" : "are")
            + " skipped, no view drawing " + (scan.voiceOverKeys.count == 1 ? "it" : "them")
            + ": " + few(scan.voiceOverKeys, 4))
      }
      sayUnusedKeys(
        of: "the app's tables",
        namedBy: "no string literal of its Swift or Objective-C code, no SwiftGen name, no key a "
          + "literal builds, no string of its JSON, property lists, storyboards or xibs",
        shownBy: "the app never shows",
        why: "translations kept for its other platforms, keys its code no longer asks for",
        noun: "key")
      let laidOut = scan.interfaceLayouts.filter { !$0.value.skips }
      let titlesSkipped = scan.interfaceLayouts.count - laidOut.count
      if titlesSkipped > 0 {
        say(
          "  " + OutputText.plural(titlesSkipped, "navigation bar title")
            + " of the interface files (a navigation item's or a view controller's title) "
            + (titlesSkipped == 1 ? "is" : "are")
            + " skipped: the app shows no large titles (prefersLargeTitles), and a bar's inline "
            + "title keeps one size whatever the Dynamic Type setting")
      }
      if !laidOut.isEmpty {
        let oneLine = laidOut.values.count { $0.maxLines == 1 }
        say(
          "  " + OutputText.plural(laidOut.count, "text")
            + " of the interface files' fields and labels of a text style "
            + (laidOut.count == 1 ? "is" : "are")
            + " measured as they lay it out, in containers of their own: in the text style of "
            + "their font, on as many lines as they show"
            + (oneLine > 0
              ? " (\(oneLine) on one: a UITextField's text or placeholder, a UISearchBar's "
                + "placeholder, a label's numberOfLines), where UIKit cuts what is too wide" : "")
            + ", shrunk as far as a label's minimumScaleFactor"
            + (scan.showsLargeTitles
              ? "; a navigation bar's title on one line in largeTitle, as the app shows large "
                + "titles (prefersLargeTitles)" : "")
            + "; a label whose code sets other lines or its font needs its container changed")
      }
      // (Those the interface files lay out too take the files' layout.)
      let swiftUI = scan.swiftUILayouts.filter { scan.interfaceLayouts[$0.key] == nil }
      let swiftUISkipped = swiftUI.filter(\.value.skips).keys.sorted()
      if swiftUI.count > swiftUISkipped.count {
        let measured = swiftUI.filter { !$0.value.skips }.keys.sorted()
        say(
          "  " + OutputText.plural(measured.count, "string")
            + " the SwiftUI code's views show (Text(\"…\"), Label, Button, Toggle, TextField, "
            + ".navigationTitle, a view of the app's own given them: Row(title: \"…\")) "
            + (measured.count == 1 ? "is" : "are")
            + " measured as their modifiers lay them out, every use of each alike, in containers "
            + "of their own: in the text style of their .font(…) or their containers' (a "
            + "VStack's, a Group's), on their .lineLimit(…), shrunk as far as their "
            + ".minimumScaleFactor(…), in the case of their .textCase(…), as large as their "
            + ".dynamicTypeSize(…) lets them grow, a "
            + "text field's placeholder and a large navigation title on one line: "
            + few(measured, 4))
      }
      if !swiftUISkipped.isEmpty {
        say(
          "  " + OutputText.plural(swiftUISkipped.count, "string")
            + " the SwiftUI code's views show only to VoiceOver (a label or button shown as its "
            + "icon, .labelStyle(.iconOnly) or in a toolbar; a text field's title beside its "
            + "prompt:), in a tab bar item (.tabItem, Tab) or a segmented picker, an inline "
            + "navigation title, a widget's name or description, or in a font of a fixed size "
            + "(.font(.system(size: …)), .dynamicTypeSize(.large)), whose text Dynamic Type does "
            + "not scale, "
            + (swiftUISkipped.count == 1 ? "is" : "are")
            + " skipped: " + few(swiftUISkipped, 4))
      }
      if scan.followsNoDynamicType {
        let inCode = scan.fontsNamedInCode
        say(
          "  \"categories\": [\"large\"]: the app's text follows Dynamic Type nowhere (its code "
            + "sets fonts of fixed sizes in "
            + OutputText.plural(inCode.fixedSizeSites + inCode.sites, "place")
            + ", and none of a text style: no preferredFont(forTextStyle:), UIFontMetrics, "
            + "SwiftUI or content size category; nor do its storyboards and xibs), so it keeps "
            + "its size at every setting and is measured at the default one alone; the "
            + "system's own alerts and table cells do grow: add the larger categories to "
            + "measure the strings they show")
      }
      if scan.drawsNoSwiftUI {
        say(
          "  \"markdown\": false: none of the app's "
            + OutputText.plural(scan.codeFilesRead, "Swift or Objective-C file")
            + " imports SwiftUI, whose Text alone shows a string's Markdown as styled text; "
            + "UIKit's and AppKit's labels show its ** and _ as written")
      }
    }
    if platform == nil, !scan.isAndroid, scan.platform != "ios" {
      say("  platform \(scan.platform): the Xcode project's targets build for it")
    }
    if !scan.isAndroid, !scan.generatorManifests.isEmpty {
      let on = Platform(rawValue: scan.platform)?.displayName ?? scan.platform
      say(
        "  no Xcode project here, only a project generator's manifest ("
          + few(scan.generatorManifests, 2) + "), which init reads for no target: "
          + "the spec takes every .lproj folder's strings (also those the manifest leaves out "
          + "of the build), on \(on), "
          + (scan.developmentLanguage.map {
            "with the developmentLanguage \($0) XcodeGen gives the project (its "
              + "options' developmentLanguage, else en)"
          } ?? "with no developmentLanguage")
          + "; generate the project (xcodegen generate, tuist generate) and run init again for "
          + "its targets' platforms and languages")
    }
    if !scan.androidBuilds.isEmpty {
      say(
        "  \(scan.androidBuilds.count) Gradle builds here ("
          + few(scan.androidBuilds, 4)
          + "): the spec takes the strings of all; run 'typometer init' in one for its own")
    }
    // The project folder, as a command run from here names it (in double
    // quotes where a shell would split or read it: `"app dir"`).
    let here = folder == "." ? "" : " " + Self.shellWord(folder)
    // The command that writes `platform`'s spec beside this one; or, where
    // the folder's default spec (written by a run before this one) is
    // already that platform's, that spec.
    func specCommand(_ platform: String) -> String {
      let existing = Paths.join(folder, CheckCommand.specName)
      if output != CheckCommand.specName,
        let spec = try? CheckSpec.load(path: existing), spec.platform.rawValue == platform
      {
        return "see \(CheckCommand.specName), written before for "
          + (Platform(rawValue: platform)?.displayName ?? platform)
      }
      return
        "run 'typometer init --platform \(platform) --output typometer-\(platform).json\(here)'"
    }
    if !scan.androidStringsLeftOut.isEmpty {
      // Its build's own folder, or (a build at the root, or none found)
      // this one with --platform; named from where init was run.
      let elsewhere = scan.androidProjects.filter { $0 != "." }
      say(
        "  left out \(OutputText.plural(scan.androidStringsLeftOut.count, "Android strings.xml file")): "
          + "an Android app is "
          + "here too; for its spec, "
          + (elsewhere.isEmpty || scan.androidProjects.contains(".")
            ? specCommand("android")
            : "run 'typometer init' in "
              + few(elsewhere.map { "'\(Paths.join(folder, $0))'" }, 3)))
    }
    if !scan.otherAndroidAppStringsLeftOut.isEmpty {
      let files = OutputText.plural(scan.otherAndroidAppStringsLeftOut.count, "string file")
      say(
        "  left out \(files) of other apps in this build ("
          + few(scan.otherAndroidApps, 3) + "): the spec is for one app; to "
          + "check another, name its res folders in \"resources\" instead")
    }
    // (Those a later rule left out, a launch screen's, are not kept.)
    let keptOfOtherApps = scan.otherAppStringsKept.filter(Set(scan.strings).contains)
    let keptFolders = scan.otherAppFolders.filter { folder in
      keptOfOtherApps.contains { $0.hasPrefix(folder + "/") }
    }
    if !keptOfOtherApps.isEmpty {
      func name(_ platform: String) -> String {
        Platform(rawValue: platform)?.displayName ?? platform
      }
      let files = OutputText.plural(keptOfOtherApps.count, "string file")
      say(
        "  kept \(files) of the targets for "
          + scan.otherAppPlatforms.map(name).joined(separator: " and ") + " ("
          + few(keptFolders, 3) + "): the \(name(scan.platform)) "
          + "targets' folders hold no string file of their own, so they show these where "
          + "a target includes them (its files in the Xcode project are not read); leave "
          + "out those it does not show")
    }
    if !scan.otherAppStringsLeftOut.isEmpty {
      let files = OutputText.plural(scan.otherAppStringsLeftOut.count, "string file")
      let one = scan.otherAppStringsLeftOut.count == 1
      let folders = few(scan.otherAppFolders, 3)
      if scan.isWearOS {
        say(
          "  left out \(files) of the phone app (\(folders)): \(one ? "it is" : "they are") "
            + "for that app's spec")
      } else if scan.isAndroid {
        say(
          "  left out \(files) of the Wear OS app (\(folders)): a watch shows "
            + "\(one ? "it" : "them") at Wear OS's font scales, on a small round screen; for "
            + "\(one ? "its" : "their") spec, " + specCommand("wearos"))
      } else if scan.platform == "watchos" {
        say(
          "  left out \(files) of the targets for other platforms (\(folders)): "
            + "\(one ? "it is" : "they are") for that app's spec")
      } else if scan.otherAppPlatforms == ["watchos"] {
        say(
          "  left out \(files) of the watch app (\(folders)): "
            + "a watch shows \(one ? "it" : "them") at watchOS's sizes; for "
            + "\(one ? "its" : "their") spec, " + specCommand("watchos"))
      } else {
        // A Mac app beside the iOS one (or the iOS app beside the Mac one).
        func name(_ platform: String) -> String {
          Platform(rawValue: platform)?.displayName ?? platform
        }
        let commands = scan.otherAppPlatforms.map(specCommand)
        say(
          "  left out \(files) of the targets for "
            + scan.otherAppPlatforms.map(name).joined(separator: " and ")
            + " (\(folders)): \(one ? "it is" : "they are") shown at "
            + (scan.otherAppPlatforms.count == 1
              ? "\(name(scan.otherAppPlatforms[0]))'s sizes"
              : "those platforms' sizes")
            + ", not \(name(scan.platform))'s; for "
            + "\(one ? "its" : "their") spec, " + commands.joined(separator: " or "))
      }
    }
    // Targets for other platforms whose strings are not in folders of their
    // own (WireGuard's iOS and macOS apps share their .lproj files): the
    // spec measures them at this platform's sizes; another spec can at theirs.
    let sharing = scan.sharedStringPlatforms
    // (Not when the platform was asked for: the user chose.)
    if !scan.isAndroid, !sharing.isEmpty, !scan.strings.isEmpty, platform == nil {
      let names = sharing.map { Platform(rawValue: $0)?.displayName ?? $0 }
      let this = Platform(rawValue: scan.platform)?.displayName ?? scan.platform
      // The command for a platform whose own files were left out is said above.
      let offered = sharing.filter { !scan.otherAppPlatforms.contains($0) }
      let offeredNames = offered.map { Platform(rawValue: $0)?.displayName ?? $0 }
      say(
        "  the Xcode projects also build for " + names.joined(separator: " and ")
          + ": strings \(sharing.count == 1 ? "its" : "their") targets share with \(this)'s are "
          + "measured at \(this)'s sizes here"
          + (offered.isEmpty
            ? ""
            : "; for " + offeredNames.joined(separator: " or ") + "'s, "
              + offered.map(specCommand).joined(separator: " or ")))
    }
    // (An iOS target may run on a Mac through Mac Catalyst, which the scan
    // does not read: macOS asked beside iOS is not said.)
    if let platform, platform != .android, !scan.xcodePlatforms.isEmpty,
      !scan.xcodePlatforms.contains(platform.rawValue),
      !(platform == .macos && scan.xcodePlatforms.contains("ios"))
    {
      say(
        "  no Xcode target here builds for \(platform.rawValue) (they build for "
          + scan.xcodePlatforms.joined(separator: ", ")
          + "): the spec takes the app's strings at \(platform.rawValue)'s sizes")
    }
    if scan.noWearOSApp {
      say(
        "  no Wear OS app here (no module's src/main/AndroidManifest.xml requires "
          + "android.hardware.type.watch): the spec takes the app's strings at Wear OS's sizes")
    }
    if !scan.appleStringsLeftOut.isEmpty {
      say(
        "  left out \(OutputText.plural(scan.appleStringsLeftOut.count, "Apple string file")): "
          + "for the Apple app's spec, " + specCommand(scan.platform))
    }
    for (folders, build, why) in [
      (scan.debugResourcesLeftOut, "of a debug build", "users get the release build"),
      (scan.preReleaseResourcesLeftOut, "of a pre-release build", "users get the release build"),
      (
        scan.otherBuildsResourcesLeftOut,
        "of modules only a debug, test or pre-release build takes", "users get the release build"
      ),
      (
        scan.undeclaredResourcesLeftOut, "that no Gradle build file names in its res.srcDirs",
        "the app's build does not take them"
      ),
    ] where !folders.isEmpty {
      let one = folders.count == 1
      say(
        "  left out \(OutputText.plural(folders.count, "res folder")) \(build) ("
          + few(folders, 3)
          + "): \(why); add \(one ? "it" : "them") to \"resources\" to "
          + "measure \(one ? "its" : "their") strings too")
    }
    if !scan.systemStrings.isEmpty {
      let names = Self.fileNames(scan.systemStrings)
      let one = scan.systemStrings.count == 1
      say(
        "  left out \(OutputText.plural(scan.systemStrings.count, "string file")) whose text "
          + "the system shows in its own font (\(few(names, 6))); add "
          + "\(one ? "it" : "them") to \"strings\" to measure \(one ? "it" : "them") too")
    }
    if !scan.backgroundOnlyStrings.isEmpty {
      let one = scan.backgroundOnlyStrings.count == 1
      say(
        "  left out \(OutputText.plural(scan.backgroundOnlyStrings.count, "string file")) of an "
          + "app that runs in the background only (LSBackgroundOnly: no window or menu shows "
          + "\(one ? "it" : "them")): " + few(scan.backgroundOnlyStrings, 3))
    }
    if !scan.orphanInterfaceStrings.isEmpty {
      let count = scan.orphanInterfaceStrings.count
      say(
        "  left out \(OutputText.plural(count, "string file")) keyed by Interface Builder's object "
          + "IDs (4kz-Xh-2Ui.text) of a storyboard or xib the project no longer has: "
          + few(scan.orphanInterfaceStrings, 3))
    }
    if !scan.unbuiltStrings.isEmpty {
      say(
        "  left out \(OutputText.plural(scan.unbuiltStrings.count, "string file")) of .lproj "
          + "folders the Xcode project around them builds none of (no file reference names them: "
          + "a table its references localize is built in the languages they name, another in "
          + "those its knownRegions lists), which no build ships: "
          + few(scan.unbuiltStrings, 3))
    }
    if !scan.nonAndroidFontFolders.isEmpty {
      let one = scan.nonAndroidFontFolders.count == 1
      say(
        "  left out \(OutputText.plural(scan.nonAndroidFontFolders.count, "font folder")) of "
          + "modules that build for the JVM alone (no manifest, no Android plugin), whose files no "
          + "APK holds: " + few(scan.nonAndroidFontFolders, 3) + "; add \(one ? "it" : "them") "
          + "to \"fonts\" if the app loads \(one ? "its" : "their") fonts")
    }
    if !scan.noLanguageStrings.isEmpty {
      say(
        "  left out \(OutputText.plural(scan.noLanguageStrings.count, "string file")) of .lproj "
          + "folders named for no language, which no device's language picks: "
          + few(scan.noLanguageStrings, 3))
    }
    if !scan.previewStrings.isEmpty {
      say(
        "  left out \(OutputText.plural(scan.previewStrings.count, "string file")) of SwiftUI "
          + "previews' assets (DEVELOPMENT_ASSET_PATHS: "
          + few(scan.developmentAssetFolders, 3)
          + "), string files of their own beside the app's: "
          + few(scan.previewStrings, 3))
    }
    if let first = scan.baseStringsShadowed.first {
      let count = scan.baseStringsShadowed.count
      say(
        "  left out \(OutputText.plural(count, "string file")) of Base.lproj beside the "
          + "development language's own of the table, which a device reads instead (\(first.path): "
          + "\(first.original)\(count > 1 ? ", …" : ""))")
    }
    if let first = scan.copiedStrings.first {
      let count = scan.copiedStrings.count
      say(
        "  left out \(OutputText.plural(count, "string file")) that "
          + "\(count == 1 ? "is a copy" : "are copies"), byte for byte, of another of the same "
          + "name and language, whose findings would be said twice (\(first.path) is "
          + "\(first.original)\(count > 1 ? ", …" : ""))")
    }
    if !scan.catalogReplacedStrings.isEmpty {
      let one = scan.catalogReplacedStrings.count == 1
      say(
        "  left out \(OutputText.plural(scan.catalogReplacedStrings.count, "string file")) of "
          + "tables whose String Catalog sits beside \(one ? "its" : "their") .lproj folder ("
          + few(scan.replacingCatalogs, 3) + "): a target builds the catalog or "
          + "the files, not both, and a migration to a catalog leaves the files behind; add "
          + "\(one ? "it" : "them") to \"strings\" if a target of \(one ? "its" : "their") own "
          + "builds \(one ? "it" : "them")")
    }
    if !scan.packageStringsLeftOut.isEmpty {
      let one = scan.packageStringsLeftOut.count == 1
      say(
        "  left out \(OutputText.plural(scan.packageStringsLeftOut.count, "string file")) of "
          + "Swift packages outside their Sources folder ("
          + few(scan.packageFoldersLeftOut, 3) + "), which no target of "
          + "\(scan.packageFoldersLeftOut.count == 1 ? "it" : "them") builds (a tool's input); "
          + "add \(one ? "it" : "them") to \"strings\" if the app shows \(one ? "it" : "them")")
    }
    if !scan.spokenStrings.isEmpty {
      let one = scan.spokenStrings.count == 1
      let names = Self.fileNames(scan.spokenStrings)
      say(
        "  left out \(OutputText.plural(scan.spokenStrings.count, "string file")) of text "
          + "VoiceOver speaks, which no view draws (\(few(names, 3))); add "
          + "\(one ? "it" : "them") to \"strings\" to measure \(one ? "it" : "them") too")
    }
    if !scan.documentationStrings.isEmpty {
      let one = scan.documentationStrings.count == 1
      say(
        "  left out \(OutputText.plural(scan.documentationStrings.count, "string file")) of "
          + "message documentation (" + few(scan.documentationStrings, 3)
          + "): translatewiki's notes for translators, which no device shows"
          + (scan.isAndroid
            ? ""
            : "; add \(one ? "it" : "them") to \"strings\" to measure "
              + "\(one ? "it" : "them") too"))
    }
    if !scan.webFontFolders.isEmpty {
      let one = scan.webFontFolders.count == 1
      say(
        "  left out \(OutputText.plural(scan.webFontFolders.count, "font folder")) of a web page ("
          + few(scan.webFontFolders, 3)
          + "): beside web fonts (.woff, .woff2, .eot), which a browser loads, not the app; add "
          + "\(one ? "it" : "them") to \"fonts\" if the app uses \(one ? "its" : "their") fonts")
    }
    if !scan.otherAppFontFolders.isEmpty {
      let one = scan.otherAppFontFolders.count == 1
      say(
        "  left out \(OutputText.plural(scan.otherAppFontFolders.count, "font folder")) of "
          + "another app (" + few(scan.otherAppFontFolders, 3)
          + "): an Android res folder's, or a JavaScript app's outside the Xcode projects' "
          + "folders, and no project names \(one ? "its" : "their") fonts nor does an "
          + "Info.plist register them (UIAppFonts); add \(one ? "it" : "them") to \"fonts\" if "
          + "the app uses \(one ? "its" : "their") fonts")
    }
    if let language = scan.developmentLanguage, !scan.missingDevelopmentStrings.isEmpty {
      let count = scan.missingDevelopmentStrings.count
      let one = count == 1
      say(
        "  \(OutputText.plural(count, "string file")) of \(language), the development language, "
          + "\(one ? "is" : "are") not here beside \(one ? "its" : "their") translations, or "
          + "\(one ? "holds" : "hold") no text (" + few(scan.missingDevelopmentStrings, 3)
          + "): the app shows its code's text for \(one ? "it" : "them") (NSLocalizedString's "
          + "value:, else its key), which check does not measure; genstrings (Xcode's, on a Mac) "
          + "writes \(one ? "it" : "them") from the code, to add to \"strings\"")
    }
    if !scan.missingAppFonts.isEmpty {
      say(
        "  UIAppFonts without a font file here: " + scan.missingAppFonts.joined(separator: ", "))
    }
    if scan.stoppedEarly {
      say("  the scan stopped at its limits; add what it missed by hand")
    }
    if !scan.unreadableProjects.isEmpty {
      let one = scan.unreadableProjects.count == 1
      say(
        "  could not read \(OutputText.plural(scan.unreadableProjects.count, "Xcode project")) "
          + "("
          + scan.unreadableProjects.prefix(3).map { Printable.escaped($0) }.joined(separator: "; ")
          + (scan.unreadableProjects.count > 3 ? "; …" : "") + "): \(one ? "its" : "their") "
          + "platforms, languages and targets are not in the spec; mend \(one ? "it" : "them") "
          + "and run init again")
    }
    if !scan.notFiles.isEmpty {
      say(
        "  skipped \(OutputText.plural(scan.notFiles.count, "entry", "entries")) named like a "
          + "string file or config that \(scan.notFiles.count == 1 ? "is" : "are") no file (a FIFO, "
          + "a socket, a device, a folder, a link that leads nowhere): " + few(scan.notFiles, 3))
    }
    // The fonts of the spec's folders (the app's, and those given with
    // --fonts) and of its res folders, read as check reads them, every font
    // under them: a catalog each (one of unreadable fonts alone makes none,
    // and the others still tell), of the first 16.
    func catalogs(_ folders: [String]) -> [FontCatalog] {
      folders.prefix(16).map { $0.hasPrefix("/") ? $0 : Paths.join(self.folder, $0) }.compactMap {
        try? FontCatalog(fontPaths: [$0], includeSystemFonts: false)
      }
    }
    let specFonts = catalogs(scan.fontFolders + scan.givenFontFolders)
    let fonts =
      specFonts + catalogs(scan.isAndroid ? scan.resources.map { Paths.join($0, "font") } : [])
    say("to fill in:")
    if scan.isAndroid {
      // Not when a font folder of the spec holds Roboto already (Simplenote's assets).
      // (Roboto itself, not Roboto Mono, Slab or Condensed, families of their own.)
      let holdsRoboto = specFonts.contains { $0.records.contains { $0.family == "Roboto" } }
      if !holdsRoboto, !scan.textViewStyleInAppFont, scan.systemFont == nil {
        let machine =
          CheckRunner.machineFonts?.font(named: "Roboto-Regular")
          ?? CheckRunner.machineFonts?.records(familyContaining: "Roboto").first {
            $0.family == "Roboto"
          }
        say(
          "  \"fonts\": a folder with Roboto (Android's sans-serif), or name the family that "
            + "sets sans-serif with \"systemFont\""
            + (machine.map {
              "; this machine has Roboto (\($0.path)): \"systemFonts\": true reads the "
                + "machine's fonts"
            } ?? ""))
      }
    } else {
      if scan.configs.isEmpty {
        say(
          "  \"config\": the TypographyKit config(s) the app loads, if it uses TypographyKit; "
            + "without one, containers name text styles (body, headline, …) in the system font")
        let inCode = scan.fontsNamedInCode
        // Most text at fixed sizes (Firefox Focus' 65 `systemFont(ofSize:)`
        // against 7 that follow Dynamic Type): the catch-all's findings at
        // larger sizes are of sizes that text never takes. (Not on macOS or
        // tvOS, whose text styles take one size: measured at it alone.)
        if (Platform(rawValue: scan.platform)?.categories.count ?? 2) > 1,
          !scan.followsNoDynamicType, inCode.fixedSizeSites >= Self.fontSitesSaid,
          inCode.fixedSizeSites > 2 * inCode.scaledSites
        {
          say(
            "    the code sets the system font at fixed sizes in "
              + OutputText.plural(inCode.fixedSizeSites, "place")
              + " (systemFont(ofSize:), .system(size:), systemFontOfSize:), and at sizes that "
              + "follow Dynamic Type in \(inCode.scaledSites) (preferredFont(forTextStyle:), "
              + "UIFontMetrics, SwiftUI's text styles): strings shown in the fixed ones never grow, and their findings at larger "
              + "sizes are of sizes the app never sets; name their keys in a container that "
              + "skips them, or in one of their own")
        }
        if inCode.sites >= Self.fontSitesSaid {
          // An app that sets its text in its own fonts from code (Zashi's
          // `Font.custom`, 48 places) is not measured in them by text
          // styles; a few places (an icon font, a reading font to choose)
          // are not the app's text.
          let named = inCode.names.prefix(verbose ? inCode.names.count : 4).map {
            "\($0.name) \(OutputText.plural($0.count, "time"))"
          }
          var example = inCode.names.first?.name ?? inCode.declared.first ?? "Inter-SemiBold"
          // A family or full name in the code (`Font.custom("DM Sans", …)`,
          // which SwiftUI resolves) is no PostScript name, which a config's
          // font-name is: its face among the app's fonts stands in.
          var family = ""
          let catalogs = fonts
          if !catalogs.contains(where: { $0.font(named: example) != nil }),
            let face = catalogs.lazy.compactMap({
              $0.faces(calledByFamilyOrFullName: example).first
            }).first
          {
            // A family's (`DM Sans`) or a face's full name (`Futura Bold`).
            family =
              FontCatalog.sameName(face.family, example)
              ? "; \(example) is a family name, whose faces a config names by PostScript "
                + "name (\(face.postscriptName), …)"
              : "; \(example) is a face's full name, which a config gives as its PostScript "
                + "name (\(face.postscriptName))"
            example = face.postscriptName
          }
          say(
            "    the code sets text in fonts by name in "
              + OutputText.plural(inCode.sites, "place")
              + " (Font.custom, UIFont(name:size:), fontWithName:size:)"
              + (named.isEmpty
                ? ""
                : ", naming " + named.joined(separator: ", ")
                  + (inCode.names.count > named.count ? ", …" : ""))
              + (inCode.declared.isEmpty
                ? ""
                : "; its font list (SwiftGen) names " + few(inCode.declared, 4))
              + family + ": containers of text styles measure the system font instead; "
              + "a config of your own naming its faces and sizes (TypographyKit's JSON: {\"ui-font-text-styles\": "
              + "{\"button\": {\"font-name\": \"\(example)\", \"point-size\": 16}}}) measures what "
              + "the app shows")
        }
        if scan.systemFont == nil {
          say(
            "  \"systemFont\": the family that sets the system font (\(Self.appleSystemFamily(scan)), "
              + "from developer.apple.com/fonts), in a folder of \"fonts\"")
        }
      }
      if scan.strings.isEmpty {
        say(
          "  \"strings\": the app's string files"
            + (scan.interfaceFiles.isEmpty
              ? ""
              : "; there are none here (a launch screen's text is not measured): put the "
                + "strings to check in a text file, one a line, and name it"))
      }
      if scan.fontFolders.isEmpty, scan.givenFontFolders.isEmpty {
        say("  \"fonts\": the folders of the app's font files")
      }
    }
    if !read.unparsable.isEmpty {
      say(
        "  "
          + (read.unparsable.count == 1 ? "a string file" : "\(read.unparsable.count) string files")
          + " that Apple's parser or aapt2 cannot read, where check stops (exit 2) until "
          + (read.unparsable.count == 1 ? "it is" : "they are")
          + " mended or left out of \"strings\": "
          + read.unparsable.prefix(3).joined(separator: "; ")
          + (read.unparsable.count > 3 ? "; and \(read.unparsable.count - 3) more" : ""))
    }
    if scan.bracePlaceholderStrings >= ProjectScan.bracePlaceholderMinimum {
      say(
        "  \"placeholders\": {…} among them, as \(scan.bracePlaceholderStrings) of the development "
          + "language's strings hold a name in braces ({app_name}) that the app fills in: each "
          + "is measured as the object sample (Alexandria); take it out where braces are text")
    }
    let scripts = Self.scriptsWithoutSystemFont(
      languages: read.languages, fonts: fonts, characters: read.characters)
    if !scripts.languages.isEmpty {
      say(
        "  fonts for the scripts of " + few(scripts.languages, 8) + " ("
          + few(scripts.names, 8) + "), which "
          + (scan.isAndroid ? "Roboto" : Self.appleSystemFamily(scan)) + " lacks"
          + (fonts.isEmpty
            ? ""
            : scan.givenFontFolders.isEmpty
              ? " and the app's fonts do not cover" : " and the fonts of \"fonts\" do not cover")
          + ": a device falls back to fonts of its own for them; add fonts covering them to a "
          + "folder of \"fonts\", or check reports their characters as uncovered"
          + Self.machineFontsHint(forScripts: scripts.names))
    }
    say(
      "  \"containers\": which strings each style's container takes (keys), its width, and "
        + "maxLines where its strings must fit in so many lines (without it a string takes "
        + "the lines it needs: it may split a word, but never overflows)"
        + (scan.isAndroid && scan.styles.isEmpty
          && scan.androidCatchAllStyle == ProjectScan.plainTextViewStyle
          ? "; with no text appearance in the res folders, the container is in the theme's "
            + "textAppearanceSmall (14 sp), which a TextView of no style of its own takes"
          : "")
        + (scan.isAndroid && scan.styles.isEmpty
          && scan.androidCatchAllStyle != ProjectScan.plainTextViewStyle
          ? "; with no text appearance in the res folders, the container is in Material 3's "
            + "bodyLarge"
            + (scan.undefinedLayoutStyles.isEmpty
              ? " (a Compose app's own Typography is in Kotlin, which init does not read)"
              : " (the layouts name styles no res folder here defines, a library's: "
                + few(scan.undefinedLayoutStyles, 3)
                + "; its res folder, named in \"resources\", gives them)")
          : "")
        // An Android phone's width: why 328 dp.
        + (scan.isAndroid && !scan.isWearOS
          ? "; the width written, \(Self.points(ProjectScan.defaultAndroidWidth)) dp, is a 360 dp "
            + "phone's line less 16 dp margins each side (a Pixel 8 is about 411 dp wide): widen it for "
            + "the devices the app is made for, or narrow it where a container is narrower" : "")
        // A Mac app's views have no width of a screen's to take.
        + (scan.platform == "macos"
          ? "; the width written, \(Self.points(ProjectScan.defaultWidth)) pt, is an "
            + "iPhone's line: a Mac window's views have widths of their own (a popover's, a "
            + "sidebar's), which the app's layout sets"
          : ""))
    return .success
  }
}
