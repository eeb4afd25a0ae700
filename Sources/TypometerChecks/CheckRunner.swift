import AndroidResources
import FileAccess
import FontCore
import FontDiscovery
import Foundation
import Rendering
import StringCatalogs
import StructuredText
import TextLayout
import TypeScale
import TypographyConfig

/// Runs `typometer check`: validates the configs, measures every string in its
/// container at every category, and works out each style's cascade.
public enum CheckRunner {
  /// Why a check could not be done (exit 2), with the file and place.
  public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The font directories could not be read.
    case catalog(CatalogError)
    /// A config cannot be read or parsed: its `parse-error` finding.
    case config(Finding)
    /// A container names a style that no config defines; `known` are the styles there are.
    case unknownContainerStyle(spec: String, line: Int?, style: String, known: [String])
    /// An Android container names a style that the res folders do not define
    /// and that is not built in; `known` are the text appearances there are,
    /// `suggestions` the nearest names of any style there is (the app's, a
    /// library's, the platform's, a Material role).
    /// An Android container's style is a theme attribute (`?attr/X`) that no
    /// theme of the res folders sets, nor Material's (`style` nil), or one
    /// the themes set to a style the res folders do not define (a library's).
    case unresolvedThemeAttribute(
      spec: String, line: Int?, attribute: String, style: String?, suggestions: [String])
    case unknownAndroidContainerStyle(
      spec: String, line: Int?, style: String, known: [String], suggestions: [String])
    /// An Android spec's `themes` names a style the res folders do not
    /// define; `suggestions` are the nearest names there.
    case unknownAndroidTheme(spec: String, line: Int?, theme: String, suggestions: [String])
    /// A folder of the spec's `resources` (`entry`, at `line`) that is no
    /// Android res folder.
    case androidResourceFolder(spec: String, line: Int?, entry: String, error: AndroidResourceError)
    /// An entry of the spec's `resources` or `strings` (`key`; `entry`, at
    /// `line`) that names the folder or file an earlier one (`first`) names
    /// already (spelt otherwise, or through a link): its strings would be
    /// measured twice.
    case namedTwice(spec: String, line: Int?, key: String, entry: String, first: String)
    /// In a spec without a config, a `scaling` entry names no container's
    /// text style (or is `"*"`, which applies to none); `known` are theirs.
    case unknownScalingTextStyle(spec: String, line: Int?, style: String, known: [String])
    /// A container names a text style (`footnote1`) that no config defines
    /// and `platform` does not have; `styles` are the ones it has.
    case textStyleNotOnPlatform(
      spec: String, line: Int?, style: String, platform: Platform, styles: [String])
    /// A `scaling` entry names a style that no config defines.
    case unknownScalingStyle(spec: String, line: Int?, style: String, known: [String])
    /// A string file cannot be read or parsed.
    case stringFile(StringFileError)
    /// Two string files or more cannot be read or parsed: each, in the
    /// spec's order.
    case stringFiles([StringFileError])
    /// Several of the spec's entries are wrong (res folders that are not
    /// there, string files named twice, string files that cannot be read):
    /// each, said in one run.
    indirect case several([Failure])
    /// Memory for layout could not be had.
    case outOfMemory
    /// The pictures folder cannot be made, or drawing cannot start there.
    case picturesUnavailable(folder: String, reason: String)
    /// A picture was drawn but cannot be written (`reason` in words).
    case pictureUnwritable(path: String, reason: String)
    /// The spec's `systemFont` names a family the catalog does not have.
    case systemFontNotFound(
      spec: String, line: Int?, family: String, families: [String], option: Bool)
    /// An asset catalog of the spec's `assetCatalogs` cannot be listed.
    case assetCatalog(AssetCatalogError)
    /// An Android `res` folder cannot be read, or its styles or fonts are malformed.
    case androidResources(AndroidResourceError)
    /// An Android spec names no `strings` and its `res` folders hold no
    /// values file holding strings (`values/`, `values-xx/`).
    case noStringFiles(resources: [String])

    /// The container style a failure is about, where it is one the app
    /// does not define.
    var containerStyle: String? {
      switch self {
      case .unknownAndroidContainerStyle(_, _, let style, _, _),
        .unresolvedThemeAttribute(_, _, let style, _, _),
        .unknownContainerStyle(_, _, let style, _):
        return style
      default: return nil
      }
    }

    /// `failures` as one: the one, or ``several(_:)`` of them all, those
    /// of a `several` among them in its place.
    static func combined(_ failures: [Failure]) -> Failure {
      let all = failures.flatMap { failure -> [Failure] in
        if case .several(let inner) = failure { return inner }
        return [failure]
      }
      return all.count == 1 ? all[0] : .several(all)
    }

    /// `file:line: what went wrong`, in words (a line for each string file
    /// of ``stringFiles(_:)``).
    public var description: String {
      switch self {
      case .catalog(let error): return "\(error)"
      case .config(let finding):
        return (finding.line.map { "\(finding.file):\($0): " } ?? "\(finding.file): ")
          + finding.message
      case .unknownContainerStyle(let spec, let line, let style, let known):
        return "\(spec)\(line.map { ":\($0)" } ?? ""): container style '\(style)' is not in the "
          + "config" + SpecError.nearest(style, known)
          + " (styles: \(known.joined(separator: ", ")))"
      case .unresolvedThemeAttribute(let spec, let line, let attribute, let style, let near):
        let place = "\(spec)\(line.map { ":\($0)" } ?? ""): container style '\(attribute)' "
        guard let style else {
          return place + CheckFindingWording.unsetThemeAttribute(near: near)
        }
        return place + "is the themes' '\(style)', which the res folders do not define (a "
          + "library's style: name the library's res folder in \"resources\", or the style "
          + "itself as the container's)"
      case .unknownAndroidContainerStyle(let spec, let line, let style, let known, let near):
        return "\(spec)\(line.map { ":\($0)" } ?? ""): container style '\(style)' is not defined "
          + "in the res folders nor built in" + SpecError.didYouMean(near)
          + " (text appearances: \(known.joined(separator: ", ")); any style of the res folders "
          + "that sets a text size works too; a library's style needs the library's res folder "
          + "in \"resources\")"
      case .androidResourceFolder(let spec, let line, let entry, let error):
        // The res folder inside it, when there is one (`app/src/main/res`).
        let inside = Paths.join(error.path, "res")
        let advice: String
        if error.reason != .notResFolder {
          advice = ": " + error.problem
        } else if (try? FileKind.at(inside)) == .directory, AndroidResources.isResFolder(inside) {
          advice =
            " is not an Android res folder; name the one inside it, \(Paths.join(entry, "res"))"
        } else {
          advice = " is " + error.problem
        }
        return "\(spec)\(line.map { ":\($0)" } ?? ""): '\(Printable.escaped(entry))' in the spec's "
          + "\"resources\"" + advice + CheckSpec.linkNote(spec: spec, entry: entry)
      case .namedTwice(let spec, let line, let key, let entry, let first):
        let what = key == "resources" ? "res folder" : "string file"
        return "\(spec)\(line.map { ":\($0)" } ?? ""): '\(Printable.escaped(entry))' in the spec's "
          + "\"\(key)\" is the \(what) '\(Printable.escaped(first))' names already; name each "
          + "\(what) once (its strings would be measured twice)"
      case .unknownAndroidTheme(let spec, let line, let theme, let near):
        return "\(spec)\(line.map { ":\($0)" } ?? ""): theme '\(Printable.escaped(theme))' is "
          + "not a style of the res folders" + SpecError.didYouMean(near)
      case .textStyleNotOnPlatform(let spec, let line, let style, let platform, let styles):
        return "\(spec)\(line.map { ":\($0)" } ?? ""): container style '\(style)' is not in a "
          + "config, and \(platform.rawValue) has no such text style (it has "
          + "\(styles.joined(separator: ", ")))"
      case .unknownScalingTextStyle(let spec, let line, let style, let known):
        return "\(spec)\(line.map { ":\($0)" } ?? ""): scaling.\(style) names no container's text "
          + "style" + (style == "*" ? "" : SpecError.nearest(style, known))
          + " (the containers take \(known.joined(separator: ", "))); without a config, each "
          + "entry names one of them"
      case .unknownScalingStyle(let spec, let line, let style, let known):
        return "\(spec)\(line.map { ":\($0)" } ?? ""): scaling.\(style) names a style that is not "
          + "in the config" + SpecError.nearest(style, known)
          + " (styles: \(known.joined(separator: ", "))); \"*\" is every style"
      case .stringFile(let error): return error.description
      case .stringFiles(let errors): return errors.map(\.description).joined(separator: "\n")
      case .several(let failures): return failures.map(\.description).joined(separator: "\n")
      case .outOfMemory: return "out of memory while starting layout"
      case .picturesUnavailable(let folder, let reason): return "\(folder): \(reason)"
      case .pictureUnwritable(let path, let reason):
        return "\(path): cannot write the picture: \(reason)"
      case .systemFontNotFound(let spec, let line, let family, let families, let option):
        return (option ? "--system-font" : "\(spec)\(line.map { ":\($0)" } ?? ""): systemFont")
          + " '\(family)' is not a family in the catalog"
          + SpecError.nearest(family, families)
          + (families.isEmpty
            ? "; the catalog has no fonts: give the font folders in 'fonts' or --fonts"
            : " (its families: \(OutputText.firstFew(families, 8)); add the folder with "
              + "the family's files to 'fonts' or --fonts)")
      case .assetCatalog(let error): return error.description
      case .androidResources(let error): return error.description
      case .noStringFiles(let resources):
        return
          "no values file with strings in \(resources.joined(separator: ", ")); name the string "
          + "files in the spec's 'strings'"
      }
    }
  }

  /// Runs the check described by `spec`.
  ///
  /// The steps, each a function below: validate the configs, read the string
  /// files, group the strings by container and language, measure each group at
  /// every category, draw the overflows, sum up.
  ///
  /// - Parameters:
  ///   - catalog: The font catalog (made from the spec's fonts when nil).
  ///   - pictures: A directory to draw each overflowing string into (PNG
  ///     sheets, named in `CheckFinding.pictures` relative to its parent), or nil.
  ///   - progress: Called with a short line as each step starts.
  ///   - measured: Called as strings are measured (after each slice of a
  ///     few thousand) with the strings measured so far and the strings to
  ///     measure in all.
  ///   - workers: Threads to measure and draw on; defaults to the number of
  ///     cores this process may use.
  /// - Throws: ``Failure`` when a file cannot be read or the spec does not fit
  ///   the config (a container's style that the config lacks).
  public static func run(
    spec given: CheckSpec, catalog givenCatalog: FontCatalog? = nil, pictures: String? = nil,
    progress: (String) -> Void = { _ in },
    measured: (_ done: Int, _ total: Int) -> Void = { _, _ in }, workers: Int? = nil
  ) throws(Failure) -> CheckReport {
    try run(
      spec: given, catalog: givenCatalog, strings: nil, pictures: pictures, progress: progress,
      measured: measured, workers: workers)
  }

  /// ``run(spec:catalog:pictures:progress:measured:workers:)``, with the
  /// spec's string files already read (by ``readStringFiles(_:workers:)``,
  /// while the caller made the catalog); their failure is reported where
  /// reading them would have failed.
  ///
  /// - Parameter accepted: Whether a baseline accepts a finding: with more
  ///   findings than pictures, those it accepts are drawn last.
  package static func run(
    spec given: CheckSpec, catalog givenCatalog: FontCatalog?,
    strings givenStrings: Result<[StringFile], Failure>?, pictures: String? = nil,
    progress: (String) -> Void = { _ in },
    measured: (_ done: Int, _ total: Int) -> Void = { _, _ in }, workers: Int? = nil,
    accepted: ((CheckFinding) -> Bool)? = nil
  ) throws(Failure) -> CheckReport {
    var spec = given
    let android = spec.platform == .android
    // String files named twice are said with those that cannot be read.
    let stringsNamedTwice = Self.namedTwice(
      spec.strings, lines: spec.stringLines, key: "strings", in: spec)
    // A res folder that is not there, or named twice: said before anything
    // is looked for in it, with the string files the spec names that cannot
    // be read, in one run.
    let resourceProblems = resourceFolderProblems(spec)
    if !resourceProblems.isEmpty {
      var all = resourceProblems
      if !spec.strings.isEmpty {
        all += stringsNamedTwice
        if case .failure(let failure) = givenStrings ?? readStringFiles(spec, workers: workers) {
          all.append(failure)
        }
      }
      throw Failure.combined(all)
    }
    /// The string files read, or every problem of the spec's `strings`.
    func stringFiles(_ read: Result<[StringFile], Failure>) throws(Failure) -> [StringFile] {
      guard !stringsNamedTwice.isEmpty else { return try read.get() }
      var all = stringsNamedTwice
      if case .failure(let failure) = read { all.append(failure) }
      throw Failure.combined(all)
    }
    if android, spec.strings.isEmpty {
      // The app's own string files, when the spec names none.
      spec.strings = androidStringFiles(spec)
      spec.stringLanguages = spec.strings.map { _ in nil }
      guard !spec.strings.isEmpty else {
        // A folder that is no res folder is why, more likely than none
        // holding strings.
        for (index, folder) in spec.resources.map(spec.resolve).enumerated()
        where !AndroidResources.isResFolder(folder) {
          throw Failure.androidResourceFolder(
            spec: spec.path,
            line: index < spec.resourceLines.count ? spec.resourceLines[index] : nil,
            entry: spec.resources[index],
            error: AndroidResourceError(path: folder, reason: .notResFolder))
        }
        throw Failure.noStringFiles(resources: spec.resources.map(spec.resolve))
      }
    }
    let catalog: FontCatalog
    var strings = givenStrings
    if let givenCatalog {
      catalog = givenCatalog
    } else {
      // The string files are read while the catalog is made (on another
      // core; neither needs the other).
      let (spec, given) = (spec, strings)
      let (made, read) = concurrently(workers: workers) {
        Result { () throws(Failure) in try makeCatalog(spec, workers: workers) }
      } _: {
        given ?? readStringFiles(spec, workers: workers.map { max(1, $0 - 1) })
      }
      catalog = try made.get()
      strings = read
    }
    let store = FontStore(catalog: catalog)
    let system =
      android
      ? nil
      : SystemFont(catalog: catalog, family: spec.systemFont, compact: spec.platform == .watchos)
    if let family = spec.systemFont,
      android
        ? !catalog.records.contains(where: {
          $0.family.caseInsensitiveCompare(family) == .orderedSame
        }) : system == nil
    {
      let notFound = Failure.systemFontNotFound(
        spec: spec.path, line: spec.systemFontLine, family: family,
        families: Set(catalog.records.map(\.family)).sorted(), option: spec.systemFontFromOption)
      // Said with the string files that cannot be read, and the container
      // styles and themes that name nothing, in one run.
      var all = [notFound]
      if let read = strings {
        do { _ = try stringFiles(read) } catch { all.append(error) }
      }
      do {
        if android {
          _ = try androidStyles(spec, catalog: catalog, store: store)
        } else {
          _ = try validate(spec, catalog: catalog, systemFamily: nil)
        }
      } catch {
        // (Not a res folder's or config's own problem: said once fixed.)
        switch error {
        case .androidResources, .config, .assetCatalog: break
        default: all.append(error)
        }
      }
      throw Failure.combined(all)
    }
    // The styles: a TypographyKit config's, or an Android app's text appearances.
    let styles: [String: ResolvedTextStyle]
    let configFindings: [CheckFinding]
    let settings: TypographyKitSettings
    let styleOrder: [String]
    var androidPlans: [String: Result<Plan, NotMeasured>] = [:]
    // The string arrays whose items a ListPreference stores, not shows,
    // and the strings that are preference keys.
    var preferences = PreferenceScreens()
    if android {
      // Every string file that cannot be read is said at once, before a
      // res folder's first (its values files are the same files).
      if strings == nil { strings = readStringFiles(spec, workers: workers) }
      var unread: Failure?
      if let read = strings {
        do { _ = try stringFiles(read) } catch { unread = error }
      }
      progress("reading \(spec.resources.count) res folder(s)")
      let read:
        (
          styles: [String: AndroidStyle], preferences: PreferenceScreens, findings: [CheckFinding]
        )
      do {
        read = try androidStyles(spec, catalog: catalog, store: store)
      } catch {
        // Container styles the app does not define are said with the string
        // files; a res folder's own problem after them (its values files may
        // be the string files).
        if let unread, case .androidResources = error { throw unread }
        throw Failure.combined((unread.map { [$0] } ?? []) + [error])
      }
      if let unread { throw unread }
      styles = read.styles.mapValues(\.style)
      androidPlans = read.styles.mapValues(\.plan)
      preferences = read.preferences
      configFindings = read.findings
      settings = TypographyKitSettings()
      styleOrder = spec.containers.filter { !$0.skips }.map(\.style)
    } else {
      progress("validating \(spec.configs.count) config file(s)")
      let validation: ValidationReport
      do {
        validation = try validate(spec, catalog: catalog, systemFamily: system?.family)
      } catch {
        // Said after the string files that cannot be read, in one run.
        let read = strings ?? readStringFiles(spec, workers: workers)
        do { _ = try stringFiles(read) } catch let unread {
          throw Failure.combined([unread, error])
        }
        throw error
      }
      styles = validation.styles
      configFindings =
        validation.findings.map(CheckFinding.init(config:))
        + Self.systemFaceShortfalls(spec, styles: validation.styles, system: system)
      settings = validation.configuration.settings
      // The config's styles, then the text styles containers name.
      styleOrder =
        validation.configuration.styles.map(\.name)
        + spec.containers.map(\.style).filter { styles[$0]?.textStyle != nil }
    }
    progress(
      spec.strings.count == 1
        ? "reading \(spec.resolve(spec.strings[0]))" : "reading \(spec.strings.count) string files")
    var files = try stringFiles(strings ?? readStringFiles(spec, workers: workers))
    if !android {
      Self.dropInterfaceTextsGiven(&files, developmentLanguage: spec.developmentLanguage ?? "en")
    }
    if android {
      let arrays = Self.arrayItems(files)
      preferences.dataArrays = Self.dataArrays(arrays, shown: preferences.entryArrays)
      preferences.identifierKeys = Self.identifierKeys(files)
      preferences.entryValueArrays.formUnion(
        Self.storedValueArrays(files, arrays).subtracting(preferences.entryArrays))
      preferences.keyStrings.formUnion(
        Self.storedValueStrings(
          files, stored: preferences.entryValueArrays, shown: preferences.entryArrays))
    }
    let grouping = group(
      files, spec: spec, styles: styles, preferences: preferences, workers: workers)

    let context: LayoutContext
    do { context = try LayoutContext(store: store) } catch {
      throw Failure.outOfMemory
    }
    let sourceGlues = Measuring.sourceGlues(
      files, samples: spec.formatSamples, developmentLanguage: spec.developmentLanguage)
    var measuring = Measuring(
      spec: spec, catalog: catalog, store: store, context: context, system: system,
      settings: settings, drawsPictures: pictures != nil, androidPlans: androidPlans,
      sourceGlues: sourceGlues, workers: workers)
    let total = grouping.groups.reduce(0) { $0 + $1.items.count }
    progress("measuring \(total) string(s)")
    measuring.measure(grouping.groups, counted: measured)

    // Stress modes: measured again, what only they find labelled with the mode.
    var drawings = measuring.drawings
    var stressFindings: [CheckFinding] = []
    for mode in spec.stress {
      progress("measuring under \(mode.rawValue)")
      var stressed = Measuring(
        spec: spec, catalog: catalog, store: store, context: context, system: system,
        settings: settings, drawsPictures: pictures != nil, stress: mode,
        androidPlans: androidPlans, sourceGlues: sourceGlues, workers: workers)
      let groups =
        mode == .pseudo
        ? group(
          files, spec: spec, styles: styles, preferences: preferences,
          pseudo: spec.pseudo, workers: workers
        ).groups
        : grouping.groups
      stressed.measure(groups)
      let plain = Set(measuring.findings.map(StressKey.init))
      for var finding in stressed.findings where StressMode.reported.contains(finding.code) {
        guard !plain.contains(StressKey(finding)) else { continue }
        finding.stress = mode.rawValue
        finding.severity = .warning
        stressFindings.append(finding)
      }
      drawings.merge(stressed.drawings) { a, _ in a }
    }

    // The measuring's findings (thousands, each a large value) are moved,
    // not copied: the few before them are put in front, the rest after (the
    // list grows at most once, by doubling).
    var found = measuring.takeFindings()
    found.insert(contentsOf: configFindings + grouping.findings, at: 0)
    found += cascadeFindings(spec, catalog: catalog)
    found += stressFindings
    let nothingMeasured = whyNothingMeasured(
      files: files, findings: found, measuring: measuring, tally: grouping.tally)
    var findings = CheckFinding.inReportOrder(
      spec.severity.apply(to: found), fileOrder: spec.configs.map(spec.resolve) + files.map(\.path))
    if let nothingMeasured {
      // After the severity policy, which cannot turn it off. Where the
      // not-measured warnings it repeats are in the output, it points to them.
      let notMeasured = findings.filter { $0.code == .notMeasured }.count
      let said = notMeasured > 0 && nothingMeasured == Self.notMeasuredReason(findings)
      findings.append(
        .nothingMeasured(
          said
            ? "no string's style could be measured (the not-measured "
              + (notMeasured == 1 ? "warning says why)" : "warnings say why)")
            : nothingMeasured, spec: spec))
    }
    var drawn: (leftOut: Int, undrawn: Int)?
    if let pictures {
      progress("drawing \(measuring.drawings.count) overflowing string(s)")
      drawn = try draw(
        &findings, drawings, into: pictures, context: context, store: store, workers: workers,
        accepted: accepted)
    }
    var report = report(spec: spec, files: files, findings: findings, measuring: measuring)
    report.summary.picturesLeftOut = drawn?.leftOut
    report.summary.picturesUndrawn = drawn.flatMap { $0.undrawn > 0 ? $0.undrawn : nil }
    grouping.tally.fill(&report.summary)
    if !grouping.tally.shadowed.isEmpty { report.shadowedEntries = grouping.tally.shadowed }
    // In the summary's order of reasons.
    let leftOutEntries = LeftOut.allCases.flatMap { grouping.tally.entries[$0] ?? [] }
    if !leftOutEntries.isEmpty { report.leftOutEntries = leftOutEntries }
    report.styles = measuring.styleSizes(order: styleOrder)
    report.nothingMeasured = nothingMeasured
    return report
  }

  /// An Apple string's HTML markup about as the app's HTML import shows
  /// it, else (with `markdown`) its inline Markdown as SwiftUI shows a
  /// localized string key (a link as its text); an Android string as it is
  /// (its markup is read with its file), and one in an Android spec, but
  /// for its Markdown in an Android spec with `markdown` (Markwon's: a link
  /// as its text).
  package static func shownMarkup(
    _ value: String, format: StringFileFormat, android: Bool, markdown: Bool
  ) -> String {
    guard !android, format != .androidXML else {
      return android && markdown ? MarkdownText.rendered(value) : value
    }
    if HTMLText.holdsClosedMarkup(value) { return HTMLText.rendered(value, as: .appleImport) }
    return markdown ? MarkdownText.rendered(value) : value
  }

  /// The CLDR category of a plural form of one variable (`plural.one`,
  /// `device.ipad.plural.few`: `one`, `few`) and the variant around it; nil
  /// for anything else: no plural form, or a form of one variable of
  /// several (`plural.files.one`, where the key's other variables are at
  /// `other`).
  static func pluralCategory(of variant: String?) -> (
    category: Substring, around: Substring
  )? {
    guard let variant, let range = onlyPluralMark(in: variant) else { return nil }
    let category = variant[range.upperBound...]
    guard PluralNumbers.categories.contains(String(category)) else { return nil }
    return (category, variant[..<range.lowerBound])
  }

  /// Where `plural.` is in `variant` when it is there once, looked for byte
  /// by byte (Foundation's search cost more than the rest of the plural
  /// forms' work).
  static func onlyPluralMark(in variant: String) -> Range<String.Index>? {
    guard variant.isASCII else {
      // Beyond ASCII, as Foundation finds it: by characters (`.` and a
      // combining mark after it are one character, no `plural.`).
      guard let range = variant.range(of: "plural."),
        variant.range(of: "plural.", range: range.upperBound..<variant.endIndex) == nil
      else { return nil }
      return range
    }
    let mark = "plural.".utf8
    let bytes = variant.utf8
    var found: Range<String.Index>?
    var index = bytes.startIndex
    while index != bytes.endIndex {
      guard bytes[index...].starts(with: mark) else {
        index = bytes.index(after: index)
        continue
      }
      guard found == nil else { return nil }
      let end = bytes.index(index, offsetBy: mark.count)
      found = index..<end
      index = end
    }
    return found
  }

  /// The samples a plural form (`variant` `plural.one`, `device.ipad.plural.few`)
  /// of `language` is measured with: its one integer specifier, the count,
  /// gets the number nearest the integer sample that the language's plural
  /// rules put in the form's category (``PluralNumbers``: English `one` is
  /// shown with 1, not 1,234; Russian `one` with 1,231), grouped as the sample
  /// is. With `apple` (a `.stringsdict` or String Catalog), a `zero` form
  /// the language's rules have no number for is shown with 0: Foundation
  /// uses it for zero whatever CLDR says. On Android, a form with no integer
  /// specifier and one `%s` shows the count there (as the object sample).
  /// Anything else (not a plural form, several integer specifiers, a sample
  /// that is no number) keeps `samples`. The counts of
  /// `otherCountArguments`, other variables of the value shown at their
  /// `other` form, get the number nearest the sample in `other`.
  package static func samples(
    _ samples: FormatSpecifierSubstitution, forPluralForm variant: String?, of text: String,
    language: String, apple: Bool, countArgument: Int? = nil, otherCountArguments: [Int] = []
  ) -> FormatSpecifierSubstitution {
    // The counts of other variables shown at their `other` form get a number
    // of that category (Croatian `other` is not 1,234's form: 1,235).
    var samples = samples
    if !otherCountArguments.isEmpty,
      let value = Int(samples.integer.filter { $0 != "," }),
      let number = PluralNumbers.number(near: value, category: "other", language: language),
      number != value
    {
      let shown = samples.integer.contains(",") ? NumberText.grouped(number) : String(number)
      for argument in otherCountArguments { samples.integerByArgument[argument] = shown }
    }
    // A form of one variable of several (`plural.posts.one`) is known by
    // its count's argument alone.
    let category =
      Self.pluralCategory(of: variant).map { String($0.category) }
      ?? countArgument.flatMap { _ in
        variant?.split(separator: ".").last.map(String.init).flatMap {
          PluralNumbers.categories.contains($0) ? $0 : nil
        }
      }
    // A form that shows no count (`a post`) leaves the other numbers alone.
    guard let category, countArgument != 0 else { return samples }
    let grouped = samples.integer.contains(",")
    guard let value = Int(samples.integer.filter { $0 != "," }) else { return samples }
    // On Android, a form whose one specifier is `%s` (Feeder's `%1$s feeds`)
    // shows the count there: Java writes a number given for `%s` as `%d`
    // does, and the number `getQuantityString` picks the form by is the
    // one the app gives (an Apple form's count is a number's specifier).
    // (The count is the first argument, `getQuantityString(id, n, n, …)`:
    // a form's `%2$s` is another, a repository's name.)
    if !apple, countArgument == nil, Self.javaArguments(in: text) == ([], [1]) {
      let number = PluralNumbers.number(near: value, category: category, language: language)
      var result = samples
      result.object =
        number.map { grouped ? NumberText.grouped($0) : String($0) } ?? samples.integer
      return result
    }
    guard
      let number = PluralNumbers.number(near: value, category: category, language: language)
        ?? (apple && category == "zero" ? 0 : nil),
      number != value
    else { return samples }
    let shown = grouped ? NumberText.grouped(number) : String(number)
    var result = samples
    if let countArgument {
      // The count's specifier alone (`%lld posts from %lld people`).
      result.integerByArgument[countArgument] = shown
      return result
    }
    // Only the count: a form with one integer specifier.
    guard Self.specifierCount(\.integer, in: text, java: samples.java) == 1 else { return samples }
    result.integer = shown
    return result
  }

  /// `text` as an Android `textAllCaps` view shows it:
  /// `AllCapsTransformationMethod` upper-cases in the text's locale (Turkish
  /// i → İ, German ß → SS; English where it has none).
  package static func androidAllCaps(_ text: String, language: String?) -> String {
    CheckSpec.TextCase.uppercase.apply(to: text, language: language)
  }

  /// How Java's `String.format` writes numbers in `language` on Android
  /// (``LocaleNumbers``): nil where it writes them as the samples are
  /// (ASCII digits, `.` and `,`).
  package static func androidNumerals(language: String) -> FormatSpecifierSubstitution.Numerals? {
    let symbols = LocaleNumbers.symbols(language: language)
    let numerals = FormatSpecifierSubstitution.Numerals(
      zeroDigit: symbols.zeroDigit, decimalSeparator: symbols.decimalSeparator,
      groupingSeparator: symbols.groupingSeparator)
    return numerals.writing("1,234.5") == "1,234.5" ? nil : numerals
  }

  /// Why the check measured no string, in words; nil when it measured one.
  /// `tally` counts the strings the catch-all left out.
  static func whyNothingMeasured(
    files: [StringFile], findings: [CheckFinding], measuring: Measuring, tally: Tally = Tally()
  ) -> String? {
    guard measuring.measured == 0 else { return nil }
    if files.allSatisfy({ $0.strings.isEmpty }) { return "the string files hold no strings" }
    if tally.leftOut == files.reduce(0, { $0 + $1.strings.count }) {
      if tally.count(of: .unresolvedReference) == tally.leftOut {
        return "every string refers to a string the string files do not define"
      }
      if tally.count(of: .skipped) == tally.leftOut {
        return "every string is taken by a container that skips its strings (\"skip\": true)"
      }
      if tally.count(of: .skipped) + tally.count(of: .extraTranslation) == tally.leftOut {
        return "every string is skipped by a container, or is a translation of a key the "
          + "development language's files do not give (summary.extraTranslations)"
      }
      // The reasons it left them out, as the summary counts them, the
      // most first (references to undefined strings said after).
      let reasons = LeftOut.allCases.filter { $0 != .unresolvedReference }
        .map { ($0, tally.count(of: $0)) }.filter { $0.1 > 0 }
        .sorted { $0.1 > $1.1 }.map { $0.0.counted($0.1) }
      return "every string is left out of the catch-all ("
        + OutputText.firstFew(reasons, 4) + "), which only a container that names their keys "
        + "measures"
        + (tally.count(of: .untranslatable) > 0
          ? " (or, for those not to translate, \"measureUntranslatable\": true)" : "")
        + (tally.count(of: .unresolvedReference) > 0
          ? ", or refers to a string the files do not define" : "")
    }
    if let reason = notMeasuredReason(findings) { return reason }
    if findings.contains(where: { $0.code == .tooLong }) {
      return "every string is too long to lay out"
    }
    return "no container's keys match any string"
  }

  /// The `not-measured` findings' messages, one after another; nil when
  /// there are none.
  static func notMeasuredReason(_ findings: [CheckFinding]) -> String? {
    let styles = findings.filter { $0.code == .notMeasured }
    return styles.isEmpty ? nil : styles.map(\.message).joined(separator: "; ")
  }

  /// An error for each name in the spec's `cascade` that the catalog lacks
  /// (measuring skips it), with the nearest names in the catalog.
  static func cascadeFindings(_ spec: CheckSpec, catalog: FontCatalog) -> [CheckFinding] {
    var findings: [CheckFinding] = []
    for style in spec.cascade.keys.sorted() {
      for (index, name) in (spec.cascade[style] ?? []).enumerated()
      where catalog.font(named: name) == nil {
        findings.append(
          .cascadeFaceNotFound(
            style: style, index: index, name: name,
            suggestions: catalog.suggestions(for: name).filter { $0 != name }, spec: spec))
      }
    }
    return findings
  }

  /// The font paths of the spec's catalog (its `fonts`, resolved, and an
  /// Android spec's res/font folders), and those of them no text falls back
  /// to: an Android app's res/font and asset fonts are its own, and a
  /// device falls back to its system fonts alone.
  package static func catalogPaths(_ spec: CheckSpec) -> (
    fontPaths: [String], notFallback: Set<String>
  ) {
    let resFonts = androidFontFolders(spec)
    return (spec.fonts.map(spec.resolve) + resFonts, Set(resFonts + androidAssetFonts(spec)))
  }

  /// The catalog the spec's `fonts` and `systemFonts` describe.
  static func makeCatalog(_ spec: CheckSpec, workers: Int? = nil) throws(Failure) -> FontCatalog {
    do {
      let (paths, notFallback) = catalogPaths(spec)
      return try FontCatalog(
        fontPaths: paths, includeSystemFonts: spec.systemFonts, workers: workers,
        notFallback: notFallback)
    } catch {
      throw Failure.catalog(error)
    }
  }

  /// Validates the spec's configs; a config that cannot be parsed, or a
  /// container whose style no config defines, stops the check.
  static func validate(_ spec: CheckSpec, catalog: FontCatalog, systemFamily: String? = nil)
    throws(Failure) -> ValidationReport
  {
    let assets: AssetCatalog
    do {
      assets = try AssetCatalog.load(folders: spec.assetCatalogs.map(spec.resolve))
    } catch {
      throw Failure.assetCatalog(error)
    }
    // Releases are compared among the app's fonts: the spec's own folders
    // and its res folders' (after every folder given), not the stand-ins
    // `--fonts` added (Debian's Noto beside the app's own Noto Sans).
    let resolver: CatalogFontResolver
    if let own = spec.ownFontCount {
      let given = spec.fonts.count
      resolver = CatalogFontResolver(catalog: catalog) { $0 < own || $0 >= given }
    } else {
      resolver = CatalogFontResolver(catalog: catalog)
    }
    var validation = ConfigValidator(
      fonts: resolver,
      options: ValidationOptions(
        boldText: spec.boldText, boldTextFaces: spec.boldFaces, systemFamily: systemFamily,
        assetCatalog: assets)
    ).validate(files: spec.configs.map(spec.resolve))
    if let failure = validation.findings.first(where: { $0.code == .parseError }) {
      throw Failure.config(failure)
    }
    let configStyles = validation.styles.keys.sorted()
    // Every container style and scaling entry that names nothing is said
    // in one run.
    var unknown: [Failure] = []
    var said: Set<String> = []
    for container in spec.containers
    where !container.skips && validation.styles[container.style] == nil
      && !said.contains(container.style)
    {
      // Without a config, containers name the platform's text styles. With
      // one, such a name is a typo to catch (`headline` for `heading`).
      guard spec.configs.isEmpty else {
        unknown.append(
          .unknownContainerStyle(
            spec: spec.path, line: container.line, style: container.style, known: configStyles))
        said.insert(container.style)
        continue
      }
      do {
        validation.styles[container.style] = try preferredFontStyle(of: container, spec: spec)
      } catch {
        unknown.append(error)
        said.insert(container.style)
      }
    }
    // A scaling entry for a style the configs lack is a typo that would
    // silently leave the style at TypographyKit's sizes.
    let defined = Set(validation.styles.keys).union(said)
    for name in spec.scaling.keys.sorted() where !defined.contains(name) {
      let line = spec.scaling[name]?.line
      if spec.configs.isEmpty {
        // Without a config, entries name the containers' text styles ("*" none).
        unknown.append(
          .unknownScalingTextStyle(
            spec: spec.path, line: line, style: name, known: validation.styles.keys.sorted()))
      } else if name != "*" {
        unknown.append(
          .unknownScalingStyle(
            spec: spec.path, line: line, style: name, known: validation.styles.keys.sorted()))
      }
    }
    if !unknown.isEmpty { throw Failure.combined(unknown) }
    return validation
  }

  /// The spec's `resources` entries that are no folder (each at its line),
  /// or, when all are, those naming a folder an earlier one names: what a
  /// check says before it looks in them.
  package static func resourceFolderProblems(_ spec: CheckSpec) -> [Failure] {
    var problems: [Failure] = []
    for (index, folder) in spec.resources.enumerated() {
      let problem: String
      do {
        guard try FileKind.at(spec.resolve(folder)) != .directory else { continue }
        problem = "not a folder"
      } catch {
        if case .notFound = error.reason {
          problem = "no such folder"
        } else {
          problem = error.problem
        }
      }
      problems.append(
        .androidResourceFolder(
          spec: spec.path,
          line: index < spec.resourceLines.count ? spec.resourceLines[index] : nil, entry: folder,
          error: AndroidResourceError(
            path: spec.resolve(folder),
            reason: .unreadable(problem + " (the spec's 'resources' names the app's res folders)"))
        ))
    }
    // A folder or file named twice (`res` and `res/`, or through a link)
    // would be read twice: every string measured and said twice.
    guard problems.isEmpty else { return problems }
    return namedTwice(spec.resources, lines: spec.resourceLines, key: "resources", in: spec)
  }

  /// A ``Failure/namedTwice(spec:line:key:entry:first:)`` for each of
  /// `entries` (the spec's `key`, relative to it, at `lines`) that names,
  /// once links and `.` are resolved, what an earlier one names.
  package static func namedTwice(
    _ entries: [String], lines: [Int?], key: String, in spec: CheckSpec
  ) -> [Failure] {
    guard entries.count > 1 else { return [] }
    var named: [String: Int] = [:]
    var twice: [Failure] = []
    for (i, entry) in entries.enumerated() {
      guard let real = Paths.real(spec.resolve(entry)) else { continue }
      if let first = named[real] {
        twice.append(
          .namedTwice(
            spec: spec.path, line: i < lines.count ? lines[i] : nil, key: key, entry: entry,
            first: entries[first]))
      } else {
        named[real] = i
      }
    }
    return twice
  }

  /// The style of a container in a spec without a config: the text style
  /// it names (`body`, `headline`, `largeTitle`), set in the system font as
  /// `UIFont.preferredFont(forTextStyle:)` gives it on the spec's platform.
  ///
  /// - Throws: ``Failure/textStyleNotOnPlatform(spec:line:style:platform:styles:)``
  ///   for a text style the platform lacks, ``Failure/unknownContainerStyle(spec:line:style:known:)``
  ///   for a name that is not a text style.
  static func preferredFontStyle(of container: CheckSpec.Container, spec: CheckSpec)
    throws(Failure) -> ResolvedTextStyle
  {
    guard let textStyle = try? TextStyle(parsing: container.style),
      let table = try? PlatformTable.table(for: spec.platform)
    else {
      throw Failure.unknownContainerStyle(
        spec: spec.path, line: container.line, style: container.style, known: [])
    }
    do {
      return try ResolvedTextStyle(
        preferredFont: container.style, textStyle: textStyle, platform: spec.platform)
    } catch {
      throw Failure.textStyleNotOnPlatform(
        spec: spec.path, line: container.line, style: container.style,
        platform: spec.platform, styles: table.styles.map(\.name))
    }
  }

  /// The spec's string files, read and parsed on `workers` threads (default:
  /// every core), or those that cannot be (each with its first problem, in
  /// the spec's order: all of them said in one run).
  package static func readStringFiles(_ spec: CheckSpec, workers: Int? = nil) -> Result<
    [StringFile], Failure
  > {
    let paths = spec.strings.map(spec.resolve)
    // A values file of a res folder the spec names is aapt2's, whatever the
    // folder's name (`res.srcDirs` may name any) but Compose Multiplatform's
    // `composeResources`; others by their path.
    // (Compared as absolute paths without `.` parts or trailing slashes:
    // `myres/` and `./myres/values/strings.xml` are of one folder.)
    let here = Paths.workingFolder()
    func normalized(_ path: String) -> String { Paths.absoluteWithoutDots(path, in: here) }
    let resFolders = Set(spec.resources.map { normalized(spec.resolve($0)) })
    func ofNamedRes(_ path: String) -> Bool {
      let values = Paths.deletingLastComponent(path)
      // (Not Compose Multiplatform's `composeResources`, which its own
      // resource reader reads: an apostrophe needs no escape there.)
      let res = Paths.deletingLastComponent(values)
      return !resFolders.isEmpty && LanguageFromPath.isValuesFolder(Paths.name(of: values))
        && Paths.name(of: res) != "composeResources" && resFolders.contains(normalized(res))
    }
    let loaded = parallelMap(count: paths.count, workers: workers) { i in
      Result { () throws(StringFileError) in
        try StringFile.load(path: paths[i], compiledByAAPT2: ofNamedRes(paths[i]))
      }
    }
    var files: [StringFile] = []
    var failed: [StringFileError] = []
    // Each resource of a res folder's values folder, by folder: the file
    // and line that first defines it (Gradle's merge refuses a second file
    // of the folder that gives it again, as aapt2 refuses it twice in one).
    var definedInFolder: [String: [String: (file: String, line: Int?)]] = [:]
    // (Of the files aapt2 compiles, as they were loaded.)
    func givenAgain(_ file: StringFile, at path: String) -> StringFileError? {
      guard file.format == .androidXML,
        ofNamedRes(path) || LanguageFromPath.isCompiledByAAPT2(path)
      else { return nil }
      let folder = normalized(Paths.deletingLastComponent(path))
      var seen: Set<String> = []
      for string in file.strings {
        let resource = string.androidResourceType + "/" + string.key
        guard seen.insert(resource).inserted else { continue }
        if let first = definedInFolder[folder]?[resource], first.file != file.path {
          return .malformed(
            path: file.path, line: string.line,
            reason: "\(string.androidResourceType) \"\(string.key.prefix(80))\" is defined again "
              + "(first in \(Paths.name(of: first.file))\(first.line.map { ":\($0)" } ?? "")): "
              + "Gradle's resource merge refuses a resource given twice in one values folder")
        }
        definedInFolder[folder, default: [:]][resource] = (file.path, string.line)
      }
      return nil
    }
    for (i, read) in loaded.enumerated() {
      switch read {
      case .success(var file):
        if let error = givenAgain(file, at: paths[i]) {
          failed.append(error)
          continue
        }
        if i < spec.stringLanguages.count, let language = spec.stringLanguages[i] {
          file.setLanguage(language)
        } else if let language = spec.developmentLanguage, file.isBaseLocalization {
          // Base.lproj's strings are the development language's.
          file.setLanguage(language)
        }
        files.append(file)
      case .failure(let error):
        failed.append(error)
      }
    }
    switch failed.count {
    case 0:
      shareInterfaceClasses(&files)
      return .success(files)
    case 1: return .failure(.stringFile(failed[0]))
    default: return .failure(.stringFiles(failed))
    }
  }

  /// Drops from each `Base.lproj` interface file of `files`
  /// (`Base.lproj/Main.storyboard`) the texts whose keys its table's
  /// development-language text among
  /// `files` gives: the development language's `.strings` file
  /// (`en.lproj/Main.strings`), or the String Catalog of its name
  /// (`mul.lproj/Main.xcstrings`) in its source language. The app shows that
  /// text for them, measured there, and the interface file's for the keys
  /// it lacks. (Paths compared whole, `./` and the working folder resolved.)
  static func dropInterfaceTextsGiven(_ files: inout [StringFile], developmentLanguage: String) {
    guard files.contains(where: { $0.format == .interfaceBuilder }) else { return }
    let here = Paths.workingFolder()
    func table(_ path: String) -> String {
      ProjectScan.interfaceTable(of: Paths.absoluteWithoutDots(path, in: here))
    }
    var given: [String: Set<String>] = [:]
    for file in files {
      switch file.format {
      case .strings where file.language == developmentLanguage:
        given[table(file.path), default: []].formUnion(file.strings.lazy.map(\.key))
      case .xcstrings:
        let source = file.sourceLanguage ?? developmentLanguage
        given[table(file.path), default: []].formUnion(
          file.strings.lazy.filter { $0.language == source }.map(\.key))
      default: continue
      }
    }
    guard !given.isEmpty else { return }
    // (A `Base.lproj` file's: one in no `.lproj`, or a language's own, is
    // shown as it is, as init takes it.)
    for f in files.indices
    where files[f].format == .interfaceBuilder && StringFile.isInBaseLproj(files[f].path) {
      guard let keys = given[table(files[f].path)], !keys.isEmpty else { continue }
      files[f].strings.removeAll { keys.contains($0.key) }
    }
  }

  /// Gives each `.strings` file of an Interface Builder file's strings the
  /// classes its siblings' comments name (`Base.lproj/Main.strings`'s for a
  /// `de.lproj/Main.strings` whose translation tool dropped the comments):
  /// one storyboard's objects are the same in every language. A file's own
  /// comments win. (Where the interface file is there, its objects give
  /// the classes the comments do not: ``interfaceObjectClasses(_:interfaces:)``.)
  static func shareInterfaceClasses(_ files: inout [StringFile]) {
    guard files.contains(where: { !$0.interfaceClasses.isEmpty }) else { return }
    func sibling(_ file: StringFile) -> String? {
      file.format == .strings ? StringFile.tablePath(of: file.path) : nil
    }
    var classes: [String: [String: String]] = [:]
    for file in files where !file.interfaceClasses.isEmpty {
      guard let name = sibling(file) else { continue }
      classes[name, default: [:]].merge(file.interfaceClasses) { first, _ in first }
    }
    for i in files.indices {
      guard let name = sibling(files[i]), let shared = classes[name] else { continue }
      files[i].interfaceClasses.merge(shared) { own, _ in own }
    }
  }

  /// A string to measure and its text as set (format specifiers filled in,
  /// letter case applied).
  struct Item {
    var string: LocalizedString
    var text: String
  }

  /// The strings one container takes in one language: measured together.
  struct Group {
    var containerIndex: Int
    var container: CheckSpec.Container
    var style: ResolvedTextStyle
    var language: String?
    var items: [Item]
  }

  /// What placing the strings counted: those the catch-all container leaves
  /// out, as not text a user reads, and the references measured again in
  /// other languages.
  struct Tally: Sendable {
    /// The strings left out, by why (``LeftOut``; a kind none was left out
    /// for is not there).
    var leftOutCounts: [LeftOut: Int] = [:]
    /// References measured again in the languages that show their own text
    /// (``AndroidStringReferences/translations(of:)``).
    var translations = 0
    /// References not measured in every language that shows them, past
    /// the limit (``AndroidStringReferences/referencesLeftOut``).
    var translationsLeftOut = 0
    /// Where the earlier entries of a key given again are.
    var shadowed: [CheckReport.ShadowedEntry] = []
    /// The containers that skip their strings that took one (by index).
    var skipping: Set<Int> = []
    /// The first strings left out for each reason
    /// (``CheckReport/maximumLeftOutEntries`` of each), in file order.
    var entries: [LeftOut: [CheckReport.LeftOutEntry]] = [:]

    /// Counts a string left out for `reason`.
    mutating func count(_ reason: LeftOut) {
      leftOutCounts[reason, default: 0] += 1
    }

    /// Counts `string` (of `file`) left out for `reason`, and keeps where it
    /// is while there are few of its reason: where its text is, as a
    /// finding's place (a resolved reference's, `@string/title_home` in an
    /// array, is the referred string's file and line).
    mutating func count(_ reason: LeftOut, _ string: LocalizedString, in file: StringFile) {
      count(reason)
      guard entries[reason, default: []].count < CheckReport.maximumLeftOutEntries else { return }
      entries[reason, default: []].append(
        CheckReport.LeftOutEntry(
          file: string.file, line: string.line, key: string.key,
          language: string.language ?? file.language, variant: string.variant,
          reason: reason.key))
    }

    /// The strings left out for `reason`.
    func count(of reason: LeftOut) -> Int { leftOutCounts[reason] ?? 0 }

    /// The strings left out: of the catch-all, of every container (an
    /// earlier entry of a key given again), and the unresolved references.
    var leftOut: Int {
      leftOutCounts.values.reduce(0, +)
    }

    /// Adds `other`'s counts to these.
    mutating func add(_ other: Tally) {
      leftOutCounts.merge(other.leftOutCounts, uniquingKeysWith: +)
      translations += other.translations
      translationsLeftOut += other.translationsLeftOut
      shadowed += other.shadowed
      skipping.formUnion(other.skipping)
      for (reason, more) in other.entries {
        let room = CheckReport.maximumLeftOutEntries - entries[reason, default: []].count
        if room > 0 { entries[reason, default: []] += more.prefix(room) }
      }
    }

    /// Puts the counts that are not zero in `summary`.
    func fill(_ summary: inout CheckReport.Summary) {
      func some(_ count: Int) -> Int? { count > 0 ? count : nil }
      for reason in LeftOut.allCases {
        summary[keyPath: reason.summaryCount] = some(count(of: reason))
      }
      summary.translatedReferences = some(translations)
      summary.translatedReferencesLeftOut = some(translationsLeftOut)
    }
  }

  /// Why the catch-all leaves `string` out (a file's, Android's when
  /// `android`), nil when it takes it: the first that holds of a String
  /// Catalog's stale entry (`stale`, ``StringFile/staleKeys``); a URL alone;
  /// marked not to translate (unless the spec measures those); an Android
  /// identifier, preference key or library definition; an Apple App Shortcut phrase; an alphabet; a Crowdin
  /// placeholder; Lorem ipsum; an interface file's placeholder text, or a
  /// translation of it (`interfacePlaceholder`, ``isInterfacePlaceholder(_:)``);
  /// icon glyphs; an item of an array a preference screen stores (its
  /// variant is the item's index). A bar item's title (`interfaceClass`, its
  /// Interface Builder class), then the text of an object whose font is a
  /// fixed size (`fixedFont`, ``fixedFontKeys(_:)``) or a tool tip, then a string whose
  /// key says it is an accessibility label (``isAccessibilityKey(_:)``),
  /// come after the strings not to translate, and an Info.plist key in a
  /// table of the app's own (`appTable`) after the App Shortcut phrases. Each look-up is made only when the ones before it did
  /// not hold.
  static func leftOut(
    _ string: LocalizedString, android: Bool, spec: CheckSpec, preferences: PreferenceScreens,
    interfaceClass: String? = nil, fixedFont: Bool = false, stale: Bool = false,
    interfacePlaceholder: Bool = false, appTable: Bool = false
  ) -> LeftOut? {
    let value = string.value
    if stale { return .staleEntry }
    // (A URL an interface file sets on a button or label is shown: MonitorControl's.)
    if isURL(value), android || !isInterfaceObjectKey(string.key) { return .url }
    guard string.isTranslatable || spec.measureUntranslatable else { return .untranslatable }
    if let interfaceClass, fixedSizeClasses.contains(interfaceClass) { return .barItem }
    // (A tool tip the system's window draws at its one size, too: a view's,
    // or a segment's, `ibShadowedToolTips[0]`.)
    // (The key's object ID looked at first: a few bytes, where most keys
    // are none, before a search of the whole key.)
    if fixedFont
      || (isInterfaceObjectKey(string.key)
        && (string.key.hasSuffix(".ibShadowedToolTip")
          || string.key.contains(".ibShadowedToolTips[")))
    {
      return .fixedFont
    }
    if isAccessibilityKey(string.key) { return .accessibilityLabel }
    // (An item of an array a view shows, a `Spinner`'s, is text however it reads.)
    if android
      ? (isIdentifier(value)
        && !(string.variant?.first?.isNumber == true
          && preferences.entryArrays.contains(string.key)))
        || (string.variant == nil
          && (preferences.keyStrings.contains(string.key)
            || preferences.identifierKeys.contains(string.key)))
        // (An item that shows a stored value, `<item>@string/p_activity</item>`,
        // is one too.)
        || (string.reference.map { preferences.keyStrings.contains($0.name) } ?? false)
        || isLibraryDefinition(string)
      : isShortcutPhrase(value)
    {
      return android ? .identifier : .shortcutPhrase
    }
    if appTable, ProjectScan.isInfoPlistKey(string.key) { return .infoPlistKey }
    if isAlphabet(value) { return .alphabet }
    if isInContextPlaceholder(value) { return .inContextPlaceholder }
    // Both are told from the first byte for nearly every string.
    if let first = value.utf8.first {
      if first | 0x20 == UInt8(ascii: "l"), isLoremIpsum(value) { return .loremIpsum }
    }
    if interfacePlaceholder { return .interfacePlaceholder }
    if let first = value.utf8.first {
      if first >= 0xEE || first <= 0x20 || first == 0xC2, isIconGlyphs(value) {
        return .iconGlyphs
      }
    }
    if android, string.variant?.first?.isNumber == true {
      if preferences.entryValueArrays.contains(string.key) { return .entryValue }
      if preferences.dataArrays.contains(string.key) { return .dataItem }
    }
    return nil
  }

  /// Whether `string` of `file` is in the development language, the one
  /// translations are made from (what pseudo-localisation lengthens): a
  /// String Catalog's source language, Android's `values/`, an Apple string
  /// file of `Base.lproj` or no `.lproj`, or of the spec's
  /// `developmentLanguage` (English when it names none; not a region's,
  /// `en-GB.lproj`, itself a translation); plain text.
  static func isDevelopmentLanguageString(
    _ string: LocalizedString, in file: StringFile, developmentLanguage: String?
  ) -> Bool {
    switch file.format {
    // A catalog holds every language: its string's own says.
    case .xcstrings: string.language == nil || string.language == file.sourceLanguage
    case .plainText: true
    // A file in no `.lproj` is taken as the development language's too.
    default:
      file.language == nil
        || Measuring.isDevelopmentLanguageFile(
          file, developmentLanguage: developmentLanguage ?? "en", regions: false)
    }
  }

  /// The keys whose development language's strings (of
  /// ``Measuring/isDevelopmentLanguageFile(_:developmentLanguage:regions:)``'s
  /// files) hold no format specifier, as `samples` reads them (no `%%`
  /// either: Open Food Facts' English `100% reliable` holds none): strings
  /// the app shows as written, which it formats with no arguments, if at
  /// all. Empty where no development language's file was read.
  static func unformattedKeys(
    _ files: [StringFile], developmentLanguage: String?, samples: FormatSpecifierSubstitution
  ) -> Set<String> {
    var plain: Set<String> = []
    var formatted: Set<String> = []
    // (Format specifiers alone: a `{{name}}` is filled in either way.)
    var specifiers = samples
    specifiers.placeholders = []
    for file in files
    where Measuring.isDevelopmentLanguageFile(file, developmentLanguage: developmentLanguage) {
      for string in file.strings
      where file.format != .xcstrings || string.language == file.sourceLanguage {
        if string.value.holdsByte(UInt8(ascii: "%"))
          && !specifiers.specifierRanges(in: Array(string.value.unicodeScalars)).isEmpty
        {
          formatted.insert(string.key)
        } else {
          plain.insert(string.key)
        }
      }
    }
    return formatted.isEmpty ? plain : plain.subtracting(formatted)
  }

  /// The UIKit classes whose titles stay at one size under Dynamic Type
  /// (``LeftOut/barItem``): bar items and segments, and navigation and
  /// split view controllers, whose own title no navigation bar shows (theirs
  /// show the titles of the controllers they hold, and neither goes into
  /// another's navigation stack): a tab bar shows it, if anything does, as
  /// a tab bar item's. A tab bar or page view controller's title is
  /// measured: pushed on a navigation stack, its navigation bar shows it.
  /// On macOS, a menu's and a menu item's title, a toolbar item's label, a
  /// window's title and a tab view item's label: the menu bar, a menu, a
  /// toolbar, a title bar and a tab view set them at one size, growing to
  /// fit them or truncating a window's title, so none overflows a
  /// container.
  static let fixedSizeClasses: Set<String> = [
    "UIBarButtonItem", "UITabBarItem", "UISegmentedControl", "UINavigationController",
    "UISplitViewController", "NSMenu", "NSMenuItem", "NSToolbarItem", "NSWindow", "NSTabViewItem",
  ]

  /// What an Android app's preference screens say of its strings: the
  /// arrays whose items a `ListPreference` stores, not shows
  /// (``AndroidResources/entryValueArrays``, and those an app without
  /// preference screens names so, ``storedValueArrays(_:)``), and the
  /// strings that are preference keys (``AndroidResources/preferenceKeyStrings``)
  /// or graphics data (``AndroidResources/graphicsStrings``), in `keyStrings`.
  struct PreferenceScreens: Sendable {
    var entryValueArrays: Set<String> = []
    /// The arrays a preference screen shows as a list's entries
    /// (``AndroidResources/entryArrays``): never data.
    var entryArrays: Set<String> = []
    var keyStrings: Set<String> = []
    /// String arrays that are data the code reads, not text a view shows:
    /// more than ``dataArrayItems`` items, in no language but the default,
    /// at most half of them text (Bitwarden's `normal_suffixes`, 9,784
    /// public domain suffixes; not Wikipedia's 381 language names), and no
    /// preference screen's entries (NewPipe's 248 `country_names`).
    var dataArrays: Set<String> = []
    /// Strings the default language's values give as identifiers
    /// (``isIdentifier(_:)``: a content provider's authority, a key), left
    /// out in every language: a translator's version (Irish letters in
    /// Nextcloud Notes' `com.nextcloud.android.providers.ÚsáideoiríAgus…`)
    /// is one still, which no view shows.
    var identifierKeys: Set<String> = []
  }

  /// The keys of the plain strings `files`' default language gives as
  /// identifiers (``PreferenceScreens/identifierKeys``).
  static func identifierKeys(_ files: [StringFile]) -> Set<String> {
    var keys: Set<String> = []
    for file in files where file.format == .androidXML && file.language == nil {
      for string in file.strings where string.variant == nil && isIdentifier(string.value) {
        keys.insert(string.key)
      }
    }
    return keys
  }

  /// The strings the items of a stored values' array name
  /// (`<item>@string/themes_option_array_value_dark</item>` of an array in
  /// `stored`, ``PreferenceScreens/entryValueArrays``): what a list saves,
  /// not text it shows, where the string's default text reads as a stored
  /// value (``isStoredValue(_:)``: Home Assistant's `dark`, `portrait`; not
  /// `Automatic`); not one an array in `shown` names too.
  static func storedValueStrings(
    _ files: [StringFile], stored: Set<String>, shown: Set<String>
  ) -> Set<String> {
    guard !stored.isEmpty else { return [] }
    var named: Set<String> = []
    var shownNames: Set<String> = []
    var texts: [String: String] = [:]
    for file in files where file.format == .androidXML && file.language == nil {
      for string in file.strings {
        guard let variant = string.variant else {
          texts[string.key] = string.value
          continue
        }
        guard variant.first?.isNumber == true, let name = string.reference?.name else { continue }
        if stored.contains(string.key) { named.insert(name) }
        if shown.contains(string.key) { shownNames.insert(name) }
      }
    }
    return named.subtracting(shownNames).filter { texts[$0].map(Self.isStoredValue) ?? false }
  }

  /// The most items a string array no translation gives may hold and still
  /// be taken for text (a list of options, of months); past it, data.
  static let dataArrayItems = 200

  /// The string arrays of `files` that are data (``PreferenceScreens/dataArrays``), none of `shown`.
  static func dataArrays(_ files: [StringFile], shown: Set<String> = []) -> Set<String> {
    dataArrays(arrayItems(files), shown: shown)
  }

  /// ``dataArrays(_:shown:)`` of the arrays' item counts (``arrayItems(_:)``):
  /// those of more than ``dataArrayItems`` items no translation gives, at
  /// most half of which read as text (not ``isStoredValue(_:)``: Bitwarden's
  /// public suffixes, `co.uk`, are values; Wikipedia's 381 languages' names
  /// in their own scripts, `Deutsch`, `ދިވެހިބަސް`, its language picker's, are
  /// text), and the arrays no translation gives of a default-language values
  /// file of arrays alone that holds one of those (Bitwarden's
  /// `public_suffix_list.xml`, whose `wild_card_suffixes` and
  /// `exception_suffixes` are its data too); none of `shown`, the arrays a
  /// preference screen shows as entries.
  static func dataArrays(_ arrays: ArrayItems, shown: Set<String> = []) -> Set<String> {
    let large = Set(
      arrays.items.filter { name, count in
        count > dataArrayItems && !arrays.translated.contains(name)
          && 2 * arrays.worded[name, default: 0] <= count
      }.keys
    ).subtracting(shown)
    var data = large
    // (Not an array of text beside them: a languages file's names beside
    // their codes.)
    for names in arrays.files where !names.isDisjoint(with: large) {
      data.formUnion(
        names.subtracting(arrays.translated).filter { name in
          2 * arrays.worded[name, default: 0] <= arrays.items[name, default: 0]
        })
    }
    return data.subtracting(shown)
  }

  /// The string arrays of some string files: each one's item count (the
  /// most of a default-language file), those a translation gives, the
  /// names each default-language file of arrays alone defines, and each
  /// one's items (of its largest default-language file) that read as text,
  /// not as stored values (``isStoredValue(_:)``).
  typealias ArrayItems = (
    items: [String: Int], translated: Set<String>, files: [Set<String>], worded: [String: Int]
  )

  /// The string arrays of `files` that hold the values a setting stores, not
  /// text a view shows: an array no translation gives, named for values
  /// (`dark_mode_values`, `themeValues`), whose items read as values
  /// (``isStoredValue(_:)``), beside an array of as many items whose name
  /// begins as its own does for at least half of it (`dark_modes`, the
  /// entries a list shows). Breezy Weather's settings pair them so with
  /// no preference screen to name them (``AndroidResources/entryValueArrays``).
  /// (`arrays`, when given, are `files`' ``arrayItems(_:)``, read once for
  /// this and ``dataArrays(_:)``.)
  static func storedValueArrays(
    _ files: [StringFile], _ arrays: ArrayItems? = nil
  ) -> Set<String> {
    let (items, translated, _, _) = arrays ?? arrayItems(files)
    // Arrays an item of which reads as text (a space, or a capitalised
    // word: an About screen's `core_values`, Integrity and Teamwork).
    var worded: Set<String> = []
    for file in files where file.format == .androidXML && file.language == nil {
      for string in file.strings
      where string.variant?.first?.isNumber == true && !Self.isStoredValue(string.value) {
        worded.insert(string.key)
      }
    }
    var stored: Set<String> = []
    for (name, count) in items where !translated.contains(name) && !worded.contains(name) {
      guard let stem = Self.stem(name), stem.count >= 3 else { continue }
      let needed = max(3, (stem.count + 1) / 2)
      let paired = items.contains { other, otherCount in
        otherCount == count && other != name && Self.stem(other) == nil
          && zip(other.utf8, stem.utf8).prefix { $0 == $1 }.count >= needed
      }
      if paired { stored.insert(name) }
    }
    return stored
  }

  /// Whether `value` reads as a value a setting stores, not text: ASCII with
  /// no space, and in one case (`system`, `0:30`, `5_days`, `NO_GROUPING`) or
  /// a language tag (`pt-BR`, `zh-Hant`, `zh_CN`).
  static func isStoredValue(_ value: String) -> Bool {
    // ASCII (`公里` or an emoji is text whatever its case), no space.
    guard !value.isEmpty, value.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return false }
    if value == value.lowercased() || value == value.uppercased() { return true }
    // A language tag as settings store one: `pt-BR`, `zh-Hant`, Java's `zh_CN`.
    let parts = value.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
    func all(_ part: Substring, _ test: (Character) -> Bool) -> Bool { part.allSatisfy(test) }
    guard parts.count >= 2, parts.count <= 3, (2...3).contains(parts[0].count),
      all(parts[0], { $0.isASCII && $0.isLowercase })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (part.count == 2 && all(part, { $0.isASCII && $0.isUppercase }))
        || (part.count == 3 && all(part, { $0.isASCII && $0.isNumber }))
        || (part.count == 4 && part.first!.isUppercase
          && all(part, { $0.isASCII && $0.isLetter }) && all(part.dropFirst(), \.isLowercase))
    }
  }

  /// ``storedValueArrays(_:)``'s values suffix taken off `name`, or nil.
  private static func stem(_ name: String) -> Substring? {
    if name.hasSuffix("_values") { return name.dropLast(7) }
    if name.hasSuffix("Values") { return name.dropLast(6) }
    return nil
  }

  /// For each string array of `files`, the most items one default-language
  /// file gives it (an app's and a library's `countries` are not added up),
  /// the arrays a translation gives, and the arrays of each default-language
  /// file of arrays alone (``dataArrays(_:)``).
  static func arrayItems(_ files: [StringFile]) -> ArrayItems {
    var items: [String: Int] = [:]
    var translated: Set<String> = []
    var names: [Set<String>] = []
    var worded: [String: Int] = [:]
    for file in files where file.format == .androidXML {
      var inFile: [String: Int] = [:]
      var wordedInFile: [String: Int] = [:]
      for string in file.strings where string.variant?.first?.isNumber == true {
        if file.language == nil {
          inFile[string.key, default: 0] += 1
          if !Self.isStoredValue(string.value) { wordedInFile[string.key, default: 0] += 1 }
        } else {
          translated.insert(string.key)
        }
      }
      // A file of arrays alone (every entry an array's item) is a data file's.
      if inFile.count > 1, file.strings.allSatisfy({ $0.variant?.first?.isNumber == true }) {
        names.append(Set(inFile.keys))
      }
      for (name, count) in inFile where count > items[name, default: 0] {
        items[name] = count
        worded[name] = wordedInFile[name, default: 0]
      }
    }
    return (items, translated, names, worded)
  }

  /// Why the catch-all container leaves a string out (``leftOut(_:android:spec:preferences:)``),
  /// each counted in ``Tally`` and in the report's summary, and named in its
  /// text in the order of the cases. A new kind is a case here, a count in
  /// ``CheckReport/Summary``, and its key in the summary's JSON.
  enum LeftOut: CaseIterable, Hashable, Sendable {
    case untranslatable, url, identifier, shortcutPhrase, alphabet, inContextPlaceholder
    case loremIpsum
    /// An Interface Builder file's text that is placeholder text its code
    /// replaces (``isInterfacePlaceholder(_:)``).
    case interfacePlaceholder
    case iconGlyphs, entryValue
    /// A string whose key says assistive technologies alone speak it
    /// (``isAccessibilityKey(_:)``).
    case accessibilityLabel
    /// A String Catalog's entry whose key Xcode marks stale
    /// (``StringFile/staleKeys``): no code asks for it.
    case staleEntry
    /// An item of an Android string array that is data, not text
    /// (``PreferenceScreens/dataArrays``).
    case dataItem
    /// The title of a bar button item, a tab bar item or a segmented
    /// control's segment, as an Interface Builder export's comment names its
    /// class: UIKit sets those at one size whatever the Dynamic Type setting
    /// (it shows them larger in the Large Content Viewer). The title of a
    /// navigation or split view controller counts here too: it is shown, if
    /// at all, as a tab bar item's.
    case barItem
    /// The text of a storyboard's or xib's object whose font is a fixed
    /// size (``fixedFontKeys(_:)``): it never grows with Dynamic Type.
    case fixedFont
    /// An entry of a `.strings` file whose key a later one gives again,
    /// left out of every container (not only the catch-all).
    case duplicateKey
    /// An Android string of a module's `src/main` res folder that every
    /// other source set of the module with strings in that values folder (a
    /// flavour's, `src/play/res`) gives again: every build keeps theirs.
    /// Left out of every container.
    case overridden
    /// An Android string of a resource another module's res folder, read
    /// before it, also defines with the same texts
    /// (``mergedAwayByEarlierModules(_:)``): Gradle's resource merge keeps
    /// one resource of a name, so it is said once. Left out of every container.
    case mergedAway
    /// An Android string of a values folder of a language's legacy code
    /// (`values-iw`, `values-in`, `values-ji`) whose file the folder of its
    /// modern code (`values-he`, `values-id`, `values-yi`) beside it gives
    /// again, the same strings (``legacyLanguageCopies(_:)``): a device
    /// shows one of the two; said once. Left out of every container.
    case legacyLanguageCopy
    /// An Android reference (`<item>@string/system</item>`) to a string the
    /// same container measures in the same language with the same text: it
    /// shows that string, whose findings would be said twice. Left out.
    case repeatedReference
    /// A translation of a key the development language's files do not give
    /// (``extraTranslations(_:developmentLanguage:)``): no build looks it
    /// up. Left out of every container.
    case extraTranslation
    /// An Apple string's variant for devices of another platform than the
    /// spec's (``variantIsForAnotherDevice(_:platform:)``: `device.mac` or
    /// `device.applevision` in an iOS spec). Left out of every container.
    case otherDevice
    /// A plural form no whole number is shown with (Russian `other`, for
    /// fractions, beside `one`, `few` and `many`; Czech `many`): left out of
    /// every container.
    case unusedPluralForm
    /// An Android string that is a reference to a string none of the files
    /// defines (the platform's `@android:string/ok`, a library's): its text
    /// is not known.
    case unresolvedReference
    /// A string a container that skips its strings takes (`"skip": true`).
    case skipped
    /// An Apple string whose key is an `Info.plist` key whose text the
    /// system shows (`NSCameraUsageDescription`, `CFBundleSpokenName`:
    /// ``ProjectScan/isInfoPlistKey(_:)``) in a table of the app's own: the
    /// system reads it from `InfoPlist.strings`, the app's code asks for none.
    case infoPlistKey

    /// Where the report's summary counts it (nil for none).
    var summaryCount: WritableKeyPath<CheckReport.Summary, Int?> {
      switch self {
      case .untranslatable: \.untranslatable
      case .url: \.urls
      case .identifier: \.identifiers
      case .shortcutPhrase: \.shortcutPhrases
      case .alphabet: \.alphabets
      case .inContextPlaceholder: \.inContextPlaceholders
      case .loremIpsum: \.loremIpsum
      case .interfacePlaceholder: \.interfacePlaceholders
      case .iconGlyphs: \.iconGlyphs
      case .entryValue: \.entryValues
      case .accessibilityLabel: \.accessibilityLabels
      case .staleEntry: \.staleEntries
      case .dataItem: \.dataItems
      case .barItem: \.barItems
      case .fixedFont: \.fixedFonts
      case .duplicateKey: \.duplicateKeys
      case .overridden: \.overridden
      case .mergedAway: \.mergedAway
      case .legacyLanguageCopy: \.legacyLanguageCopies
      case .extraTranslation: \.extraTranslations
      case .repeatedReference: \.repeatedReferences
      case .otherDevice: \.otherDevices
      case .unusedPluralForm: \.unusedPluralForms
      case .unresolvedReference: \.references
      case .skipped: \.skipped
      case .infoPlistKey: \.infoPlistKeys
      }
    }

    /// The summary's key for this kind (`identifiers`), which a left-out
    /// entry names as its reason.
    var key: String {
      switch self {
      case .untranslatable: "untranslatable"
      case .url: "urls"
      case .identifier: "identifiers"
      case .shortcutPhrase: "shortcutPhrases"
      case .alphabet: "alphabets"
      case .inContextPlaceholder: "inContextPlaceholders"
      case .loremIpsum: "loremIpsum"
      case .interfacePlaceholder: "interfacePlaceholders"
      case .iconGlyphs: "iconGlyphs"
      case .entryValue: "entryValues"
      case .accessibilityLabel: "accessibilityLabels"
      case .staleEntry: "staleEntries"
      case .dataItem: "dataItems"
      case .barItem: "barItems"
      case .fixedFont: "fixedFonts"
      case .duplicateKey: "duplicateKeys"
      case .overridden: "overridden"
      case .mergedAway: "mergedAway"
      case .legacyLanguageCopy: "legacyLanguageCopies"
      case .extraTranslation: "extraTranslations"
      case .repeatedReference: "repeatedReferences"
      case .otherDevice: "otherDevices"
      case .unusedPluralForm: "unusedPluralForms"
      case .unresolvedReference: "references"
      case .skipped: "skipped"
      case .infoPlistKey: "infoPlistKeys"
      }
    }

    /// `count` strings of this kind, in the words of the text summary.
    func counted(_ count: Int) -> String {
      switch self {
      case .untranslatable: "\(count) not to translate"
      case .url: OutputText.plural(count, "URL")
      case .identifier: OutputText.plural(count, "identifier")
      case .shortcutPhrase: OutputText.plural(count, "App Shortcut phrase")
      case .alphabet: OutputText.plural(count, "alphabet")
      case .inContextPlaceholder: OutputText.plural(count, "Crowdin in-context placeholder")
      case .loremIpsum: "\(count) Lorem ipsum"
      case .interfacePlaceholder: OutputText.plural(count, "storyboard placeholder")
      case .iconGlyphs: OutputText.plural(count, "icon font glyph string")
      case .entryValue: OutputText.plural(count, "preference value")
      case .accessibilityLabel: OutputText.plural(count, "accessibility label")
      case .staleEntry: OutputText.plural(count, "stale catalog entry", "stale catalog entries")
      case .dataItem: OutputText.plural(count, "item") + " of data lists"
      case .barItem: OutputText.plural(count, "bar item")
      case .fixedFont: OutputText.plural(count, "storyboard text") + " of a fixed font size"
      case .duplicateKey:
        count == 1
          ? "1 earlier entry of a key given again" : "\(count) earlier entries of a key given again"
      case .overridden: "\(count) overridden by a flavour's"
      case .mergedAway: "\(count) given again by another module (said once)"
      case .legacyLanguageCopy:
        "\(count) in legacy language folders (values-iw, -in, -ji) the modern ones give again "
          + "(said once)"
      case .extraTranslation:
        OutputText.plural(count, "translation") + " of keys the development language lacks"
      case .repeatedReference:
        OutputText.plural(count, "reference") + " to a string the container measures (said once)"
      case .otherDevice: OutputText.plural(count, "variant") + " for other platforms' devices"
      case .unusedPluralForm:
        count == 1
          ? "1 plural form no whole number takes" : "\(count) plural forms no whole number takes"
      case .unresolvedReference: OutputText.plural(count, "unresolved reference")
      case .skipped: "\(count) skipped by the spec's containers"
      case .infoPlistKey: OutputText.plural(count, "Info.plist key") + " (the system's)"
      }
    }
  }

  /// By index in `files` (an Android spec's, read from its res folders),
  /// the strings of a module's `src/main` res folder that every other
  /// source set of the same module (each folder of its `src` but `main`,
  /// the test source sets and the debug builds': a flavour's or build
  /// type's, `src/gplay`, `src/release`) defines again in a values folder of
  /// that name: Gradle's resource merge keeps theirs in every build users
  /// get. A string that only some of them define (one flavour of several,
  /// Nextcloud's `gplay` beside `generic`, which has no res) is shown from
  /// `src/main` in the others' builds, and stays. A string, a `<plurals>` and a
  /// `<string-array>` of one name are three resources. (Lawnchair's
  /// `lawnchair/res` over `res` is no `src` layout and is not told here.)
  static func overriddenByOtherSourceSets(_ files: [StringFile]) -> [Int: Set<Int>] {
    struct Folder: Hashable {
      var module: Substring
      var values: Substring
    }
    struct Resource: Hashable {
      var type: String
      var name: String
    }
    /// The module, source set and values folder of `path`
    /// (`app/src/play/res/values-de/strings.xml`: `app/`, `play`, `values-de`).
    func place(_ path: String) -> (folder: Folder, set: Substring)? {
      guard let place = AndroidResourcePath(path), let set = place.sourceSet else { return nil }
      return (Folder(module: place.module, values: place.values), set)
    }
    func resource(_ string: LocalizedString) -> Resource {
      Resource(type: string.androidResourceType, name: string.key)
    }
    let places = files.map { place($0.path) }
    // For each values folder, what each other source set defines there.
    var others: [Folder: [Substring: Set<Resource>]] = [:]
    for (file, place) in zip(files, places) {
      guard let place, place.set != "main" else { continue }
      others[place.folder, default: [:]][place.set, default: []].formUnion(
        file.strings.map(resource))
    }
    guard !others.isEmpty else { return [:] }
    // Each module's other source sets, from its `src` folder.
    var sourceSets: [Substring: [Substring]] = [:]
    func otherSets(_ module: Substring) -> [Substring] {
      if let known = sourceSets[module] { return known }
      let names = (FileAccess.Folder.names(module + "src") ?? []).filter { name in
        let res = "src/" + name + "/res"
        return name != "main" && !ProjectScan.isTestSourceSet(res)
          && !ProjectScan.isDebugSourceSet(res)
      }
      sourceSets[module] = names.map { Substring($0) }
      return sourceSets[module] ?? []
    }
    var overridden: [Int: Set<Int>] = [:]
    for (f, (file, place)) in zip(files, places).enumerated() {
      guard let place, place.set == "main", let defined = others[place.folder] else { continue }
      let sets = otherSets(place.folder.module)
      guard !sets.isEmpty else { continue }
      for (n, string) in file.strings.enumerated() {
        let wanted = resource(string)
        if sets.allSatisfy({ defined[$0]?.contains(wanted) == true }) {
          overridden[f, default: []].insert(n)
        }
      }
    }
    return overridden
  }

  /// Whether `variant` (`device.mac`, `device.ipad.plural.one`) is a String
  /// Catalog's or `.stringsdict`'s form for a device that does not run
  /// `platform`: an iOS app runs on an iPhone, iPad or iPod touch, a watchOS
  /// app on an Apple Watch, a tvOS app on an Apple TV, a macOS app on a Mac;
  /// `other` is any device's without its own form.
  static func variantIsForAnotherDevice(_ variant: String?, platform: Platform) -> Bool {
    guard let variant, variant.contains("device.") else { return false }
    let devices: Set<Substring>
    switch platform {
    case .ios: devices = ["iphone", "ipad", "ipod"]
    case .watchos: devices = ["applewatch"]
    case .tvos: devices = ["appletv"]
    case .macos: devices = ["mac"]
    case .android: return false
    }
    // Any device's name after a `device` part, wherever the device
    // variation is nested (`plural.one.device.mac`, a substitution's).
    let all: Set<Substring> = [
      "iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision",
    ]
    let parts = variant.split(separator: ".")
    return parts.indices.dropFirst().contains { i in
      parts[parts.index(before: i)] == "device" && all.contains(parts[i])
        && !devices.contains(parts[i])
    }
  }

  /// The strings of each file (by index in `files`, the indices of its
  /// strings) that are extra translations: a translation of a key the
  /// development language's files do not give, which no build of the app
  /// looks up (Android Lint's `ExtraTranslation`; a key a translation
  /// platform kept after the app dropped it: Swiftfin's `bg.lproj` gives 20
  /// such keys its `en.lproj` no longer has). On Android the default
  /// language's files (`values/`, moko-resources' `base`) of every res
  /// folder give the keys, a resource being a type and a name (a
  /// `<plurals>` and a `<string>` of one name are two); on Apple's
  /// platforms a table's (`Localizable` in `.strings` and `.stringsdict`
  /// files of the `.lproj` folders of one folder) development language's
  /// files do (``Measuring/isDevelopmentLanguageFile(_:developmentLanguage:)``),
  /// where the spec names its development language. Where there is no such
  /// file (a spec naming translations alone, a String Catalog, which holds
  /// every language's) nothing is extra; nor in `InfoPlist` tables, whose
  /// keys are the `Info.plist`'s. A storyboard's or xib's table
  /// (`Base.lproj/Main.storyboard` beside `de.lproj/Main.strings`), in
  /// every language, development language or not, takes its keys from the
  /// interface file's object IDs (`21P-WC-8yr.normalTitle`: an element
  /// since deleted, which `ibtool` never loads; where one key at least is
  /// the file's); so does the String Catalog of its name in an `.lproj`
  /// (`mul.lproj/Main.xcstrings`), for its keys of an object ID's shape
  /// alone (``isInterfaceObjectKey(_:)``): the code's lookups in the table
  /// (`NSLocalizedString("Cancel", tableName: "Main", …)`) are in it too.
  /// Elsewhere a file most of whose keys are extra has none
  /// (its keys are no stale copies: an Apple app's keys may be its texts).
  static func extraTranslations(
    _ files: [StringFile], developmentLanguage: String?, interfaces: InterfaceFiles
  ) -> [Int: Set<Int>] {
    /// A table: the folder holding its `.lproj` folders, and its name.
    struct Table: Hashable {
      var folder: String
      var name: Substring
    }
    func table(_ file: StringFile) -> Table? {
      // Without the development language, `Base.lproj`'s keys alone are no
      // table's whole: `en.lproj` may give more, which English users see.
      guard developmentLanguage != nil else { return nil }
      return anyTable(file)
    }
    func anyTable(_ file: StringFile, catalogs: Bool = false) -> Table? {
      guard
        file.format == .strings || file.format == .stringsdict
          || (catalogs && file.format == .xcstrings)
      else { return nil }
      let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
      guard let lproj = parts.lastIndex(where: { $0.hasSuffix(".lproj") }),
        lproj == parts.count - 2, let last = parts.last
      else { return nil }
      // Its file's name without the extension (`Localizable`).
      let name = last.lastIndex(of: ".").map { last[..<$0] } ?? last
      guard !name.lowercased().hasSuffix("infoplist") else { return nil }
      return Table(folder: parts[..<lproj].joined(separator: "/"), name: name)
    }
    // The keys the development language gives: Android's by resource, Apple's by table.
    var androidKeys: Set<String> = []
    var hasAndroidDefault = false
    var tableKeys: [Table: Set<String>] = [:]
    for file in files
    where Measuring.isDevelopmentLanguageFile(file, developmentLanguage: developmentLanguage) {
      if file.format == .androidXML {
        hasAndroidDefault = true
        for string in file.strings {
          androidKeys.insert(string.androidResource)
        }
      } else if let table = table(file) {
        tableKeys[table, default: []].formUnion(file.strings.lazy.map(\.key))
      }
    }
    var extra: [Int: Set<Int>] = [:]
    // A storyboard's or xib's table: the interface file's object IDs are
    // its keys (`21P-WC-8yr.normalTitle`), in every language's file, and
    // in the String Catalog of its name in an `.lproj` (Xcode's
    // `mul.lproj/Main.xcstrings`: Rectangle's named 87 objects of another
    // app's storyboard, measured as their keys).
    // Files whose keys the interface file's object IDs are: no other rule's.
    var interfaceTables: Set<Int> = []
    for (f, file) in files.enumerated() where file.format == .strings || file.format == .xcstrings {
      guard let table = anyTable(file, catalogs: true),
        let ids = interfaces.objects(folder: table.folder, name: table.name)?.all
      else { continue }
      let catalog = file.format == .xcstrings
      let found = Set(
        file.strings.indices.filter { i in
          let key = file.strings[i].key
          return !ids.contains(key.prefix { $0 != "." }[...])
            && (!catalog || Self.isInterfaceObjectKey(key))
        })
      // (One key of the interface file's at least: it is this table's; or
      // every key of an object ID's shape, `1Q3-he-nuB.text`, of objects the
      // storyboard no longer has: Nextcloud Notes' `Main_iPhone.strings`.)
      guard
        found.count < file.strings.count
          || (!file.strings.isEmpty
            && file.strings.allSatisfy { Self.isInterfaceObjectKey($0.key) })
      else { continue }
      interfaceTables.insert(f)
      if !found.isEmpty { extra[f] = found }
    }
    for (f, file) in files.enumerated()
    where !Measuring.isDevelopmentLanguageFile(file, developmentLanguage: developmentLanguage) {
      // (A storyboard's table is the storyboard's: a stale development
      // language's file of it, KeePassium's `en.lproj`, lacks keys the
      // storyboard and every translation have.)
      guard !interfaceTables.contains(f) else { continue }
      let given: (LocalizedString) -> Bool
      if file.format == .androidXML {
        guard hasAndroidDefault else { continue }
        given = { androidKeys.contains($0.androidResource) }
      } else if let table = table(file), let keys = tableKeys[table] {
        given = { keys.contains($0.key) }
      } else {
        continue
      }
      let found = Set(file.strings.indices.filter { !given(file.strings[$0]) })
      // Where the development language gives fewer than half of a file's
      // keys, its files are no whole table (an app whose keys are its
      // English texts keeps an `en.lproj` of plurals alone, or none): an
      // Apple app looks a key up in the user's language first.
      if file.format != .androidXML, found.count * 2 > file.strings.count { continue }
      if !found.isEmpty { extra[f] = found }
    }
    return extra
  }

  /// Whether `key` is an interface file's object key as Xcode writes it:
  /// an object ID of three, two and three letters or digits joined by
  /// hyphens, a `.` and a property (`1tx-W0-xDw.title`).
  static func isInterfaceObjectKey(_ key: String) -> Bool {
    // (The ID and its `.` are 11 bytes: a byte after them is a property.)
    let bytes = Array(key.utf8.prefix(12))
    return interfaceObjectIDEnd(in: bytes, from: 0).map { $0 < bytes.count } ?? false
  }

  /// Where an interface file's object ID and the `.` after it end, when
  /// `bytes` hold one from `start` (`4kz-Xh-2Ui.`: three ASCII letters or
  /// digits, two, three, joined by hyphens); nil otherwise.
  static func interfaceObjectIDEnd(in bytes: [UInt8], from start: Int) -> Int? {
    func isWord(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
    var j = start
    for (n, length) in [3, 2, 3].enumerated() {
      for _ in 0..<length {
        guard j < bytes.count, isWord(bytes[j]) else { return nil }
        j += 1
      }
      guard j < bytes.count, bytes[j] == UInt8(ascii: n < 2 ? "-" : ".") else { return nil }
      j += 1
    }
    return j
  }

  /// The storyboards and xibs of the string tables of one check, each read
  /// and parsed once (the extra translations and the fixed fonts both ask).
  final class InterfaceFiles {
    /// An interface file's objects: every object's ID (`21P-WC-8yr`), and
    /// those of the objects it sets in a font of a fixed size
    /// (``hasFixedFont(_:)``).
    struct Objects {
      var all: Set<Substring> = []
      var fixedFont: Set<Substring> = []
      /// Each object's class as an `ibtool` export's comment names it (`UI`
      /// or `NS`, by the document's `targetRuntime`, and its element's
      /// name: `UITabBarItem`).
      var classes: [Substring: String] = [:]
      /// The keys whose text is placeholder text the code replaces
      /// (``CheckRunner/isInterfacePlaceholder(_:)``: `a1B-2c-3De.text` of
      /// a `Label`): so are their translations.
      var placeholderKeys: Set<String> = []

      /// The objects of the interface file of `bytes`; a file that does not
      /// parse as XML gives the IDs written in it (` id="…"`) and no fixed
      /// font.
      init(bytes: [UInt8]) {
        guard let root = try? XMLElementNode.parseXML(bytes, maximumDepth: 512) else {
          all = CheckRunner.interfaceObjectIDs(bytes)
          return
        }
        let prefix = root.attributes["targetRuntime"]?.hasPrefix("MacOSX") == true ? "NS" : "UI"
        let outlets = CheckRunner.outletDestinations(root)
        root.forEachElement { element in
          guard let id = element.attributes["id"] else { return }
          all.insert(Substring(id))
          classes[Substring(id)] =
            prefix + element.name.prefix(1).uppercased() + element.name.dropFirst()
          for (property, text, _) in InterfaceBuilderParser.texts(of: element)
          where CheckRunner.isInterfacePlaceholder(text) {
            placeholderKeys.insert(id + "." + property)
          }
          if hasFixedFont(element, outlets: outlets) == true || showsNoLargeTitle(element) {
            fixedFont.insert(Substring(id))
          }
        }
      }
    }

    /// By table (its folder and name, a NUL between), its interface file's
    /// objects, nil where it has none.
    private var read: [String: Objects?] = [:]
    /// By path, the objects of an interface file a check reads as a string
    /// file.
    private var byPath: [String: Objects?] = [:]

    /// The objects of the interface file at `path` (read to 32 MiB), nil
    /// when it cannot be read.
    func objects(file path: String) -> Objects? {
      if let known = byPath[path] { return known }
      let objects = (try? InputFile.read(path, limit: 1 << 25)).map(Objects.init(bytes:))
      byPath[path] = objects
      return objects
    }

    /// The objects of the storyboard or xib whose table of strings is `name`
    /// in the `.lproj` folders of `folder` (`Main` of `App`): its
    /// `Base.lproj` beside them, or one folder up (a translations
    /// submodule's, Monal's `localization/external/de.lproj` beside
    /// `localization/Base.lproj`), read to 32 MiB; nil when there is none or
    /// it cannot be read.
    func objects(folder: String, name: Substring) -> Objects? {
      let table = folder + "\u{0}" + name
      if let known = read[table] { return known }
      let parent = Paths.deletingLastComponent(folder)
      let folders = [folder] + (folder.isEmpty ? [] : [parent])
      // `Base.lproj`'s, else a language's own (a storyboard localized
      // without Base: `en.lproj/Main.storyboard`); its objects are the same.
      func lprojs(_ folder: String) -> [String] {
        let own = (Folder.names(folder.isEmpty ? "." : folder) ?? [])
          .filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.sorted()
        return ["Base.lproj"] + own
      }
      // (Read once by path: a spec may name the same file as a string file.)
      var path: String?
      search: for folder in folders {
        for lproj in lprojs(folder) {
          for ext in ["storyboard", "xib"] {
            let candidate = (folder.isEmpty ? "" : folder + "/") + lproj + "/" + name + "." + ext
            if FileKind.of(candidate) == .regular {
              path = candidate
              break search
            }
          }
        }
      }
      let objects = path.flatMap(objects(file:))
      read[table] = objects
      return objects
    }
  }

  /// By index in `files`, the keys of a storyboard's or xib's strings (a
  /// `.strings` file of its table, or a String Catalog of its name, beside
  /// the interface file, ``InterfaceFiles/objects(folder:name:)``; keys of
  /// its objects' IDs, `R7T-q4-qHz.normalTitle`) whose object the interface
  /// file sets in a font of a fixed size: a `fontDescription` of no text
  /// style (`type="system" pointSize="14"`, or a custom font's name), which
  /// UIKit keeps at that size whatever the Dynamic Type setting
  /// (``hasFixedFont(_:)``). A font the code sets is not read.
  static func fixedFontKeys(_ files: [StringFile], interfaces: InterfaceFiles) -> [Int: Set<String>]
  {
    var keys: [Int: Set<String>] = [:]
    for (f, file) in files.enumerated() {
      guard let ids = tableObjects(of: file, interfaces: interfaces)?.fixedFont, !ids.isEmpty
      else { continue }
      let found = Set(
        file.strings.lazy.map(\.key).filter { ids.contains($0.prefix { $0 != "." }) })
      if !found.isEmpty { keys[f] = found }
    }
    return keys
  }

  /// By index in `files`, the class of each key of a storyboard's or xib's
  /// `.strings` file or String Catalog (``tableObjects(of:interfaces:)``)
  /// whose own comments name none (a translation tool dropped them; a
  /// catalog has none): its object's, as the interface file gives it
  /// (`UITabBarItem`), for the bar-item rule.
  static func interfaceObjectClasses(_ files: [StringFile], interfaces: InterfaceFiles) -> [Int:
    [String: String]]
  {
    var found: [Int: [String: String]] = [:]
    for (f, file) in files.enumerated()
    where file.format == .strings || file.format == .xcstrings {
      guard let classes = tableObjects(of: file, interfaces: interfaces)?.classes,
        !classes.isEmpty
      else { continue }
      var own: [String: String] = [:]
      for string in file.strings where file.interfaceClasses[string.key] == nil {
        if let name = classes[string.key.prefix { $0 != "." }] { own[string.key] = name }
      }
      if !own.isEmpty { found[f] = own }
    }
    return found
  }

  /// The objects of the interface file of `file`'s table: an interface
  /// file's own; a `.strings` file's, in the `.lproj` folders of its
  /// folder's parent (``InterfaceFiles/objects(folder:name:)``); a String
  /// Catalog's, beside it; nil for another file or where there is none.
  static func tableObjects(of file: StringFile, interfaces: InterfaceFiles)
    -> InterfaceFiles.Objects?
  {
    if file.format == .interfaceBuilder { return interfaces.objects(file: file.path) }
    guard file.format == .strings || file.format == .xcstrings else { return nil }
    let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
    guard let last = parts.last else { return nil }
    let folder: String
    if file.format == .xcstrings {
      folder = parts.dropLast().joined(separator: "/")
    } else {
      guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
      folder = parts.dropLast(2).joined(separator: "/")
    }
    let name = last.lastIndex(of: ".").map { last[..<$0] } ?? last
    return interfaces.objects(folder: folder, name: name)
  }

  /// Whether an Interface Builder element's (a label's, a button's, a text
  /// field's) own `fontDescription` is of a fixed point size, in the system
  /// font or a custom one, naming no text style
  /// (`style="UICTFontTextStyleBody"`), or nil when it sets no font. An
  /// element of a class of the app's own (`customClass`, which often scales
  /// its font in code with `UIFontMetrics`) is not, nor one with
  /// `adjustsFontForContentSizeCategory` on that an outlet connects to the
  /// code (among `outlets`, by ID), which may set it a font that scales; a
  /// font of a fixed size takes no effect of that flag alone (siskin IM's
  /// "Auto-authorize contacts", system 17, which Interface Builder warns of).
  static func hasFixedFont(_ element: XMLElementNode, outlets: Set<String> = []) -> Bool? {
    guard let style = textStyle(of: element) else { return nil }
    let scaledByCode =
      element.attributes["adjustsFontForContentSizeCategory"] == "YES"
      && element.attributes["id"].map(outlets.contains) == true
    return style.isEmpty && !scaledByCode && element.attributes["customClass"] == nil
  }

  /// The IDs of the objects of an interface file's document that an outlet
  /// or an outlet collection connects to the code (`<outlet destination="…"/>`).
  static func outletDestinations(_ document: XMLElementNode) -> Set<String> {
    var outlets: Set<String> = []
    document.forEachElement { element in
      if element.name == "outlet" || element.name == "outletCollection",
        let id = element.attributes["destination"]
      {
        outlets.insert(id)
      }
    }
    return outlets
  }

  /// Whether an Interface Builder element is a navigation item that never
  /// shows a large title (`largeTitleDisplayMode="never"`): its title is
  /// the navigation bar's inline one, which stays at one size whatever the
  /// Dynamic Type setting (a large title grows).
  static func showsNoLargeTitle(_ element: XMLElementNode) -> Bool {
    element.name == "navigationItem" && element.attributes["largeTitleDisplayMode"] == "never"
  }

  /// The text style an Interface Builder element's own font names (empty
  /// for a fixed size), or nil when it sets no font.
  static func textStyle(of element: XMLElementNode) -> String? {
    element.elements.first {
      $0.name == "fontDescription" && $0.attributes["key"] == "fontDescription"
    }.map { $0.attributes["style"] ?? "" }
  }

  /// How many of the elements of Interface Builder files that set a font
  /// set a text style, and how many one of a fixed size check leaves out
  /// (``hasFixedFont(_:)``; the others' fixed fonts the code may scale), over
  /// `paths` (relative to `root`; read to 32 MiB in all; a file that does
  /// not parse counts nothing).
  package static func interfaceFontKinds(_ paths: [String], root: String) -> (
    textStyles: Int, fixed: Int
  ) {
    var (textStyles, fixed) = (0, 0)
    var budget = 32 << 20
    for path in paths where budget > 0 {
      guard let bytes = try? InputFile.read(Paths.join(root, path), limit: budget),
        let document = try? XMLElementNode.parseXML(bytes, maximumDepth: 512)
      else { continue }
      budget -= bytes.count
      let outlets = outletDestinations(document)
      document.forEachElement { element in
        guard let isFixed = hasFixedFont(element, outlets: outlets) else { return }
        if isFixed {
          fixed += 1
        } else if textStyle(of: element)?.isEmpty == false {
          textStyles += 1
        }
      }
    }
    return (textStyles, fixed)
  }

  /// The object IDs an Interface Builder file's bytes give (`id="21P-WC-8yr"`).
  static func interfaceObjectIDs(_ bytes: [UInt8]) -> Set<Substring> {
    let text = String(decoding: bytes, as: UTF8.self)
    var ids: Set<Substring> = []
    var rest = text[...]
    while let mark = rest.range(of: " id=\"") {
      rest = rest[mark.upperBound...]
      guard let end = rest.prefix(64).firstIndex(of: "\"") else { continue }
      ids.insert(rest[..<end])
      rest = rest[end...]
    }
    return ids
  }

  /// The indices in `files` of the Android values files of a language's
  /// legacy code (`values-iw/strings.xml`, `values-in-rID/…`, `values-ji`)
  /// whose res folder gives the same file of its modern code (`values-he`,
  /// `values-id`, `values-yi`, the same other qualifiers: `-rIL`, `-v21`)
  /// with the same strings, keys,
  /// variants and texts (F-Droid keeps both, byte for byte: every Hebrew and
  /// Indonesian finding had been said twice).
  static func legacyLanguageCopies(_ files: [StringFile]) -> Set<Int> {
    let modern = ["iw": "he", "in": "id", "ji": "yi"]
    // A path with its values folder's qualifiers in lowercase, as aapt2
    // reads them (`values-IW` is `values-iw`).
    func lowered(_ path: String) -> String {
      var parts = path.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count >= 2 else { return path }
      parts[parts.count - 2] = Substring(parts[parts.count - 2].lowercased())
      return parts.joined(separator: "/")
    }
    // The path with its values folder's legacy code written as the modern
    // one (`res/values-iw-v21/strings.xml`: `res/values-he-v21/strings.xml`).
    func modernPath(_ path: String) -> String? {
      var parts = lowered(path).split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count >= 2 else { return nil }
      var qualifiers = parts[parts.count - 2].split(
        separator: "-", omittingEmptySubsequences: false)
      guard qualifiers.count >= 2, qualifiers[0] == "values",
        let code = modern[String(qualifiers[1])]
      else { return nil }
      qualifiers[1] = Substring(code)
      parts[parts.count - 2] = Substring(qualifiers.joined(separator: "-"))
      return parts.joined(separator: "/")
    }
    var byPath: [String: Int] = [:]
    for (f, file) in files.enumerated() where file.format == .androidXML {
      byPath[lowered(file.path)] = f
    }
    var copies: Set<Int> = []
    for (f, file) in files.enumerated() where file.format == .androidXML {
      guard let path = modernPath(file.path), let other = byPath[path] else { continue }
      let (a, b) = (file.strings, files[other].strings)
      if a.count == b.count,
        zip(a, b).allSatisfy({
          $0.key == $1.key && $0.variant == $1.variant && $0.value == $1.value
        })
      {
        copies.insert(f)
      }
    }
    return copies
  }

  /// By index in `files` (an Android spec's, in the order of its res
  /// folders), the strings of a resource that a module read earlier also
  /// defines, the same in every item, in a values folder of the same name:
  /// Gradle merges the app's resources and its libraries' into one table,
  /// so a device shows one of them, and a library's copy of another
  /// module's string (DuckDuckGo's `duckchat` gives 37 of the app's again)
  /// is said once. A resource (a string, a `<plurals>`, a `<string-array>`)
  /// whose texts differ stays: which one the merge keeps follows the build
  /// variant and the dependencies' order, which are not read here. One
  /// module's source sets are ``overriddenByOtherSourceSets(_:)``'s.
  static func mergedAwayByEarlierModules(_ files: [StringFile]) -> [Int: Set<Int>] {
    struct Resource: Hashable {
      var values: Substring
      var type: String
      var name: String
    }
    var earlier: [Resource: [(module: Substring, texts: [String?: String])]] = [:]
    var mergedAway: [Int: Set<Int>] = [:]
    for (f, file) in files.enumerated() {
      guard let place = AndroidResourcePath(file.path) else { continue }
      var defined: [Resource: [String?: String]] = [:]
      for string in file.strings {
        let resource = Resource(
          values: place.values, type: string.androidResourceType, name: string.key)
        defined[resource, default: [:]][string.variant] = string.value
      }
      var same: Set<Resource> = []
      for (resource, texts) in defined {
        if earlier[resource]?.contains(where: { $0.module != place.module && $0.texts == texts })
          == true
        {
          same.insert(resource)
        }
      }
      for (n, string) in file.strings.enumerated() {
        let resource = Resource(
          values: place.values, type: string.androidResourceType, name: string.key)
        if same.contains(resource) { mergedAway[f, default: []].insert(n) }
      }
      for (resource, texts) in defined {
        earlier[resource, default: []].append((place.module, texts))
      }
    }
    return mergedAway
  }

  /// The indices of `strings` (one file's, in `language` where a string
  /// names none) that are plural
  /// forms no whole number is shown with: a category the language's CLDR
  /// rules give no whole number (``PluralNumbers/wholeNumberCategories(language:)``:
  /// Russian `other`, Czech `many`, English `few`), as Android's
  /// `getQuantityString` and Foundation choose a form for a count, unless it
  /// is `other` and the key lacks a form of a category whole numbers take
  /// (both fall back to `other` then), or, with `apple`, it is `zero`
  /// (Foundation uses it for 0 in every language), or it writes a
  /// floating-point number (`%.1f`: an Apple form may count fractions). A
  /// key with plural variables of several, a form of no language (Android's
  /// `values`, which the languages without their own fall back to), and a
  /// language ICU has no rules for (which it gives one category for every
  /// number) keep all; a language CLDR gives one category
  /// (``PluralNumbers/oneCategoryLanguages``: Japanese) shows `other` alone.
  static func pluralFormsNoWholeNumberTakes(
    _ strings: [LocalizedString], language: String?, apple: Bool
  ) -> Set<Int> {
    // Forms by language (a String Catalog's strings have their own), key
    // and the variant around their category (`device.ipad.`).
    struct Form: Hashable {
      var language: String
      var key: String
      var around: String
    }
    var forms: [Form: [(index: Int, category: Substring)]] = [:]
    // Keys with a form of one variable of several keep all their forms.
    var severalVariables: Set<String> = []
    for (n, string) in strings.enumerated() {
      guard let variant = string.variant,
        variant.isASCII
          ? variant.holdsBytes(Array("plural.".utf8)) : variant.contains("plural.")
      else { continue }
      guard let (category, around) = Self.pluralCategory(of: variant) else {
        severalVariables.insert(string.key)
        continue
      }
      // A form of no language (Android's `values`, which every language
      // without its own falls back to) keeps all.
      guard let language = string.language ?? language else { continue }
      let form = Form(language: language, key: string.key, around: String(around))
      forms[form, default: []].append((n, category))
    }
    var unused: Set<Int> = []
    for (form, group) in forms where !severalVariables.contains(form.key) {
      let present = Set(group.map { String($0.category) })
      for (index, category) in group
      where Self.noWholeNumberTakes(
        String(category), present: present, language: form.language, apple: apple)
      {
        if apple, Self.specifierCount(\.floatingPoint, in: strings[index].value) > 0 { continue }
        unused.insert(index)
      }
    }
    return unused
  }

  /// Whether no whole number is shown with a plural form of `category`, of
  /// a key whose forms are of the categories `present`, in a language whose
  /// whole numbers take the categories `whole` (see
  /// ``pluralFormsNoWholeNumberTakes(_:language:apple:)``, whose rule this is
  /// but for an Apple form of a floating-point number).
  static func noWholeNumberTakes(
    _ category: String, present: Set<String>, whole: Set<String>, oneCategory: Bool,
    apple: Bool
  ) -> Bool {
    // A language ICU has no rules for (whose default is one category, for
    // all) keeps all; one CLDR gives one category (Japanese: `other`,
    // `oneCategory`) shows that form alone (and an Apple `zero`).
    guard whole.count > 1 || oneCategory else { return false }
    if whole.contains(category) || (apple && category == "zero") { return false }
    if category == "other", !whole.isSubset(of: present) { return false }
    return true
  }

  /// ``noWholeNumberTakes(_:present:whole:oneCategory:apple:)`` in
  /// `language`, its categories read from CLDR's rules (ICU's).
  static func noWholeNumberTakes(
    _ category: String, present: Set<String>, language: String, apple: Bool
  ) -> Bool {
    noWholeNumberTakes(
      category, present: present, whole: PluralNumbers.wholeNumberCategories(language: language),
      oneCategory: PluralNumbers.hasOneCategory(language: language), apple: apple)
  }

  /// The plural categories of each key's forms in `strings` (one Android
  /// file's: a form's variant is `plural.` and its category).
  static func androidPluralCategories(_ strings: [LocalizedString]) -> [String: Set<String>] {
    var categories: [String: Set<String>] = [:]
    for string in strings {
      guard let (category, around) = pluralCategory(of: string.variant), around.isEmpty else {
        continue
      }
      categories[string.key, default: []].insert(String(category))
    }
    return categories
  }

  /// The arguments (printf's and Java's numbering) of `text`'s integer
  /// specifiers (`%d`) and of its objects' (`%s`, `%S`), as Java reads them.
  static func javaArguments(in text: String) -> (integers: [Int], objects: [Int]) {
    var samples = FormatSpecifierSubstitution()
    samples.java = true
    let scalars = Array(text.unicodeScalars)
    var found: (integers: [Int], objects: [Int]) = ([], [])
    for argument in samples.arguments(in: scalars) {
      let conversion = scalars[argument.range.upperBound - 1]
      // (A date's `%1$td` is its day, no integer.)
      if "tT".unicodeScalars.contains(scalars[argument.range.upperBound - 2]) { continue }
      if "diuDU".unicodeScalars.contains(conversion) { found.integers.append(argument.argument) }
      if "sS".unicodeScalars.contains(conversion) { found.objects.append(argument.argument) }
    }
    return found
  }

  /// How many of `text`'s format specifiers `kind` of ``FormatSpecifierSubstitution``
  /// fills (`\.integer`: `%d`, `%1$lld`; `\.floatingPoint`: `%.1f`), as the
  /// substitution itself reads them.
  static func specifierCount(
    _ kind: WritableKeyPath<FormatSpecifierSubstitution, String>, in text: String,
    java: Bool = false
  ) -> Int {
    var probe = FormatSpecifierSubstitution()
    probe.java = java
    probe[keyPath: kind] = "\u{FFFF}"
    return probe.apply(to: text).unicodeScalars.count { $0 == "\u{FFFF}" }
  }

  /// The entries of a `.strings` file (their indices in `strings`) whose key
  /// and variant a later entry gives again: the app reads the last (Core
  /// Foundation's parser keeps the last value of a key), so the earlier ones
  /// are never shown (ShadowsocksX-NG's Chinese file gives one key twice).
  static func shadowedEntries(_ strings: [LocalizedString]) -> Set<Int> {
    // Most files give no key twice: told from a cheap digest of each key's
    // bytes (FNV-1a), which equal keys share, in a table of twice as many
    // slots (open addressing); only a file where two digests are equal is
    // looked at by its keys.
    guard Self.mayRepeatKeys(strings) else { return [] }
    struct Entry: Hashable {
      var key: String
      var variant: String?
    }
    var seen: Set<Entry> = []
    var shadowed: Set<Int> = []
    for n in strings.indices.reversed() {
      let entry = Entry(key: strings[n].key, variant: strings[n].variant)
      if !seen.insert(entry).inserted { shadowed.insert(n) }
    }
    return shadowed
  }

  /// The entries of an Android values file that aapt2 does not read
  /// (moko-resources', Compose Multiplatform's: aapt2 refuses a res
  /// folder's file that gives a resource twice) that a later element gives
  /// again: a `<string>`, or a whole `<plurals>` or array (its entries one
  /// run of a name and type), of which the last is measured, as a
  /// `.strings` file's last entry is.
  static func shadowedResources(_ strings: [LocalizedString]) -> Set<Int> {
    guard Self.mayRepeatKeys(strings) else { return [] }
    struct Resource: Hashable {
      var key: String
      var type: String
    }
    // Each resource's entries so far (its latest element's).
    var entries: [Resource: [Int]] = [:]
    var shadowed: Set<Int> = []
    var previous: Resource? = nil
    // The variants of the element being read (items, quantities).
    var variants: Set<String> = []
    for (n, string) in strings.enumerated() {
      let resource = Resource(key: string.key, type: string.androidResourceType)
      // A new element: a string, another name or type, or a variant the
      // element gave already (an array or plurals of the same name again).
      let variant = string.variant ?? ""
      if resource.type == "string" || resource != previous || variants.contains(variant) {
        if let earlier = entries[resource] { shadowed.formUnion(earlier) }
        entries[resource] = []
        variants = []
      }
      entries[resource, default: []].append(n)
      variants.insert(variant)
      previous = resource
    }
    return shadowed
  }

  /// Whether two of `strings` may have the same key and variant: false when
  /// every one's FNV-1a digest differs (equal ones have equal digests).
  static func mayRepeatKeys(_ strings: [LocalizedString]) -> Bool {
    var capacity = 16
    while capacity < strings.count * 2 { capacity <<= 1 }
    let mask = capacity - 1
    var table = [UInt64](repeating: 0, count: capacity)  // 0: an empty slot
    for index in strings.indices {
      var key = strings[index].key
      var digest = key.withUTF8 { bytes -> UInt64 in
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return digest
      }
      // An array's items and a plural's forms share their key.
      if var variant = strings[index].variant {
        digest = (digest ^ 0xFF) &* 0x100_0000_01b3
        variant.withUTF8 { bytes in
          for byte in bytes { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
      }
      digest |= 1  // never 0
      var slot = Int(truncatingIfNeeded: digest) & mask
      while table[slot] != 0 {
        if table[slot] == digest { return true }
        slot = (slot + 1) & mask
      }
      table[slot] = digest
    }
    return false
  }

  /// Whether `key` says assistive technologies alone speak its string, a
  /// label VoiceOver or TalkBack reads and no view draws: one of its words
  /// (split at any character but a letter or digit, and where a lowercase
  /// letter meets a capital) is `a11y` (Element X's `a11y_play`, `a11y.user_avatar`,
  /// `screen_roomlist_a11y_create_message`), or two of them are `content
  /// description` (Android's `contentDescription`: Kiwix's
  /// `toolbar_back_button_content_description`, KeePassDX's
  /// `content_description_add_entry`), `spoken description` (what TalkBack
  /// says of a key: HeliBoard's `spoken_description_shift`) or
  /// `accessibility` and `label`, `hint`
  /// or `value` (Maccy's `search_clear_accessibility_label`, Pocket Casts'
  /// `accessibility_hint_star`), not on either side of a `.` (CotEditor's
  /// menu text `FileDropItem.Variable.fileContent.description`), or the word `accessibility` is there and one
  /// of those is the last (Ice Cubes' `accessibility.editor.privacy.label`;
  /// not `accessibility_disclosure_text`, a dialog's; nor a key of the
  /// `accessibility.` namespace alone: Ice Cubes keeps VoiceOver's labels
  /// there, `accessibility.editor.button.spoiler`, but an app's settings
  /// section of that name shows its `accessibility.reduceMotion`). A key whose last word
  /// names what a screen draws (`title`, `summary`, `header`, `heading`,
  /// `category`: a settings screen's `a11y_settings_title`), or that holds a
  /// space (an Apple key that is its own text, "Add accessibility label"),
  /// is none. Format specifiers in the key are no words.
  static func isAccessibilityKey(_ key: String) -> Bool {
    // Most keys hold none of `11`, `rip` (description) or `ssi`
    // (accessibility): told in one pass over their bytes.
    var key = key
    let candidate = key.withUTF8 { bytes -> Bool in
      guard bytes.count >= 4 else { return false }
      for i in 0..<(bytes.count - 2) {
        // (In any case: a letter's ASCII code with 0x20 set is its lowercase.)
        switch (bytes[i] | 0x20, bytes[i + 1] | 0x20, bytes[i + 2] | 0x20) {
        case (0x31, 0x31, _), (0x72, 0x69, 0x70), (0x73, 0x73, 0x69): return true
        default: continue
        }
      }
      return false
    }
    guard candidate, !key.utf8.contains(0x20) else { return false }
    // Its format specifiers are no words (Ice Cubes'
    // `accessibility.tabs.timeline.unread-posts.label-%lld`: its last is `label`).
    if key.utf8.contains(UInt8(ascii: "%")) {
      let scalars = Array(key.unicodeScalars)
      var kept = String.UnicodeScalarView()
      var start = 0
      for range in FormatSpecifierSubstitution().specifierRanges(in: scalars) {
        kept.append(contentsOf: scalars[start..<range.lowerBound])
        kept.append("_")
        start = range.upperBound
      }
      kept.append(contentsOf: scalars[start...])
      key = String(kept)
    }
    // The words, and whether a `.` comes before each: a key path's parts
    // (`fileContent.description`) are no two words of one name.
    var words: [String] = []
    var afterDot: [Bool] = []
    var word = ""
    var dot = false
    var previousLower = false
    for character in key {
      guard character.isLetter || character.isNumber else {
        if !word.isEmpty {
          words.append(word.lowercased())
          afterDot.append(dot)
          dot = false
        }
        if character == "." { dot = true }
        word = ""
        previousLower = false
        continue
      }
      if character.isUppercase, previousLower, !word.isEmpty {
        words.append(word.lowercased())
        afterDot.append(dot)
        dot = false
        word = ""
      }
      word.append(character)
      // (A digit keeps the case before it: `a11yLabel`, `A11Y`.)
      if !character.isNumber { previousLower = character.isLowercase }
    }
    if !word.isEmpty {
      words.append(word.lowercased())
      afterDot.append(dot)
    }
    let drawn: Set<String> = ["title", "summary", "header", "heading", "category"]
    if drawn.contains(words.last ?? "") { return false }
    if words.contains("a11y") { return true }
    let spoken: Set<String> = ["label", "hint", "value"]
    for i in words.indices.dropLast() where !afterDot[i + 1] {
      let (first, second) = (words[i], words[i + 1])
      if first == "content" || first == "spoken", second == "description" { return true }
      if first == "accessibility", spoken.contains(second) { return true }
    }
    // `accessibility` and, last, what it is (Ice Cubes'
    // `accessibility.editor.privacy.label`).
    return words.contains("accessibility") && spoken.contains(words.last ?? "")
  }

  /// Whether `value` is Lorem ipsum, placeholder text that the code replaces
  /// before anyone reads it: it begins `Lorem ipsum` (any case), as Interface
  /// Builder's default text of a text view does (GoMap's storyboards keep
  /// it, in every language).
  static func isLoremIpsum(_ value: String) -> Bool {
    var bytes = value.utf8.makeIterator()
    for expected in loremIpsum {
      guard let byte = bytes.next(), byte | 0x20 == expected else { return false }
    }
    return true
  }

  /// Whether `value` is an icon font's glyphs: characters of the Private Use
  /// Areas only (spaces aside), which only the icon font the code sets on
  /// the view draws (Kickstarter's `strings_icon.xml`, `\ue5cc` for Material
  /// Icons' chevron); the style's font and the fallback fonts do not stand
  /// for them.
  static func isIconGlyphs(_ value: String) -> Bool {
    // U+E000 and above begin with byte 0xEE or higher in UTF-8 (a space,
    // 0x20 or below, or a no-break space, 0xC2 0xA0, may come first).
    guard let first = value.utf8.first, first >= 0xEE || first <= 0x20 || first == 0xC2 else {
      return false
    }
    var glyphs = 0
    for scalar in value.unicodeScalars {
      switch scalar.value {
      case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD: glyphs += 1
      case 0x20, 0x09, 0x0A, 0xA0: continue
      default: return false
      }
    }
    return glyphs > 0
  }

  /// How Lorem ipsum begins, in lower case (a space stays a space).
  private static let loremIpsum = Array("lorem ipsum".utf8)

  /// Whether an Interface Builder file's text is placeholder text the code
  /// replaces: the text Interface Builder gives a new object of its kind
  /// (``interfaceDefaults``: `Label`, `Button`, `Title`, `Text Cell`), or
  /// text wholly in braces (`{File Info}`, KeePassium's mark for text its
  /// code sets).
  static func isInterfacePlaceholder(_ value: String) -> Bool {
    if interfaceDefaults.contains(value) { return true }
    // One pair of braces around the whole (`{count} of {total}` is filled in).
    let bytes = value.utf8
    return bytes.count > 2 && bytes.first == UInt8(ascii: "{") && bytes.last == UInt8(ascii: "}")
      && bytes.count { $0 == UInt8(ascii: "{") } == 1
      && bytes.count { $0 == UInt8(ascii: "}") } == 1
  }

  /// The texts Interface Builder gives new objects of its library: a label,
  /// a button, a check box and a radio button, a navigation item, a table
  /// view cell's title, subtitle and detail, a segmented control's
  /// segments, a bar or tab bar item, a pop-up button's items, a table's
  /// text cell, a window, a box, a tab and a navigation controller's root.
  static let interfaceDefaults: Set<String> = [
    "Label", "Multiline Label", "Wrapping Label", "Button", "Check", "Radio", "Title",
    "Subtitle", "Detail", "First", "Second", "Third", "Item", "Item 1", "Item 2", "Item 3",
    "Text Cell", "Table View Cell", "Window", "Box", "Tab", "Root View Controller",
  ]

  /// Whether `value` is an App Shortcut phrase: what a user says to Siri or
  /// sees in the Shortcuts app and Spotlight, which the system shows in its
  /// own font (as it does an `AppShortcuts.strings` file's). Every phrase
  /// names the app, written `${applicationName}` in a string file (what
  /// `\(.applicationName)` becomes); VLC keeps its phrases in
  /// `Localizable.strings`.
  static func isShortcutPhrase(_ value: String) -> Bool {
    value.holdsBytes(applicationName)
  }

  /// How a string file names the app in an App Shortcut phrase.
  static let applicationName = Array("${applicationName}".utf8)

  /// Whether `value` is an alphabet, letters the code takes one by one (an
  /// index or a picker's, Jellyfin's `ABCDEFGHIJKLMNOPQRSTUVWXYZ` in each
  /// language's letters), not a word: 20 letters or more, each once, with
  /// no space between them and none of a script written without spaces
  /// (Han, kana, Hangul, Thai, Lao, Khmer, Myanmar, Tibetan), where a
  /// phrase may hold no letter twice. A word with no letter twice is rarely
  /// longer than 15 letters (`Heizölrückstoßabdämpfung`, 24, was made to be
  /// one): no string of 50 apps' 19,000 string files is, but the alphabets.
  /// One of more than ``maximumAlphabetLetters`` letters is not one.
  static func isAlphabet(_ value: String) -> Bool {
    // Most strings are short or have a space: answered from their bytes.
    guard value.utf8.count >= minimumAlphabetLetters, !value.holdsByte(0x20) else {
      return false
    }
    // Scalars first, which cost no grapheme breaking: a space, a letter of
    // a script written without spaces, or too few letters answer most.
    var letterScalars = 0
    for scalar in value.unicodeScalars {
      let code = scalar.value
      if code < 0x80 {
        // ASCII, told by its value: a letter, a space (0x20 is not here),
        // or neither.
        if (0x41...0x5A).contains(code) || (0x61...0x7A).contains(code) {
          letterScalars += 1
        } else if (0x09...0x0D).contains(code) {
          return false
        }
        continue
      }
      let properties = scalar.properties
      if properties.isWhitespace { return false }
      switch properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: continue
      default:
        guard properties.isAlphabetic else { continue }
        if code >= 0x0E00, scriptsWithoutSpaces.contains(where: { $0.contains(code) }) {
          return false
        }
        letterScalars += 1
      }
    }
    guard letterScalars >= minimumAlphabetLetters else { return false }
    var letters: [Character] = []
    for character in value {
      if character.isWhitespace { return false }
      guard character.isLetter else { continue }
      // No alphabet is longer (a look through the ones seen stays short).
      guard letters.count < maximumAlphabetLetters, let scalar = character.unicodeScalars.first,
        !scriptsWithoutSpaces.contains(where: { $0.contains(scalar.value) }),
        !letters.contains(character)
      else { return false }
      letters.append(character)
    }
    return letters.count >= minimumAlphabetLetters
  }

  /// Whether `value` holds a placeholder of Crowdin's in-context
  /// translation (`crwdns126944:0crwdne126944:0`): the strings of the
  /// pseudo-language (Open Food Facts' `values-lol`) that lets translators
  /// edit the text in the running app, which Crowdin's script there swaps
  /// for the text being translated; no user reads them.
  static func isInContextPlaceholder(_ value: String) -> Bool {
    // Its number is followed by a colon, which most strings lack.
    value.holdsByte(UInt8(ascii: ":")) && value.holdsBytes(inContextStart)
      && value.holdsBytes(inContextEnd)
  }

  /// The marks around a Crowdin in-context placeholder's number.
  static let (inContextStart, inContextEnd) = (Array("crwdns".utf8), Array("crwdne".utf8))

  /// The fewest letters of an alphabet (``isAlphabet(_:)``).
  static let minimumAlphabetLetters = 20
  /// The most letters of an alphabet: the longest seen, two alphabets in
  /// one string (Ukrainian and Latin, Jellyfin's), have 63.
  static let maximumAlphabetLetters = 128

  /// The blocks of the scripts written without spaces between words, whose
  /// phrases may hold no letter twice: Thai, Lao, Tibetan, Myanmar and its
  /// extensions, Hangul and its Jamo, Khmer and its symbols, New Tai Lue,
  /// Tai Tham, Balinese, Javanese, Tai Viet, Yi, kana and its supplements,
  /// Han (its extensions, compatibility and supplementary ideographs), and
  /// halfwidth kana and Hangul.
  static let scriptsWithoutSpaces: [ClosedRange<UInt32>] = [
    0x0E00...0x0FFF, 0x1000...0x109F, 0x1100...0x11FF, 0x1780...0x17FF, 0x1980...0x19FF,
    0x1A20...0x1AAF, 0x1B00...0x1B7F, 0x3040...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xA960...0xA97F, 0xA980...0xA9FF, 0xAA60...0xAADF, 0xAC00...0xD7FF,
    0xF900...0xFAFF, 0xFF65...0xFFDC, 0x1B000...0x1B16F, 0x20000...0x3FFFF,
  ]

  /// Whether `value` is a URL alone (`https://example.org/help`,
  /// `mailto:help@example.org`), which an app opens rather than shows: a
  /// scheme, `://` (or `mailto:`) and no space.
  static func isURL(_ value: String) -> Bool {
    // Most strings have no colon: they are answered without reading their
    // characters as Characters.
    guard value.holdsByte(UInt8(ascii: ":")), !value.contains(where: \.isWhitespace) else {
      return false
    }
    // Schemes are case-insensitive (`MAILTO:`, `HTTPS://`).
    let head = value.utf8.prefix(8)
    if head.count == 8,
      zip(head, "mailto:".utf8).allSatisfy({ $0 == $1 || ($1 >= 0x61 && $0 == $1 - 0x20) })
    {
      return true
    }
    guard let separator = value.range(of: "://"), separator.upperBound < value.endIndex,
      let first = value.first, first.isASCII, first.isLetter
    else { return false }
    return value[..<separator.lowerBound].allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".")
    }
  }

  /// Whether `value` is the name of an Android component class: words of
  /// ASCII letters and digits in camel case, a capital first, the last a
  /// component's kind (`PlaybackHistoryFragment`, `SettingsActivity`: a
  /// fragment's tag the code reads, AntennaPod's navigation sections); two
  /// words for a kind no text ends a word with, three for one that may
  /// name a product (`SelfService` is not one; `DownloadSyncService` is).
  static func isComponentClass(_ value: String) -> Bool {
    guard let first = value.utf8.first, (0x41...0x5A).contains(first),
      value.utf8.allSatisfy({
        (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
      }),
      let (kind, words) = componentKinds.first(where: {
        value.hasSuffix($0.kind) && value.count > $0.kind.count
      })
    else { return false }
    // The kind starts a word of its own: a lowercase letter or digit before it.
    let before = value.utf8.dropLast(kind.utf8.count).last ?? 0
    let capitals = value.utf8.count { (0x41...0x5A).contains($0) }
    return ((0x61...0x7A).contains(before) || (0x30...0x39).contains(before))
      && capitals >= words
  }

  /// Whether `value` names a class's constant: a class in camel case (two
  /// capitals or more, `FilesUploadWorker`), a dot, and a constant in
  /// capitals with an underscore (`LOCAL_BEHAVIOUR_FORGET`), Nextcloud's
  /// preference value the code compares.
  static func isClassConstant(_ value: String) -> Bool {
    func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    var value = value  // read in place (`withUTF8`), not split into strings
    return value.withUTF8 { bytes in
      // Byte by byte: any byte outside ASCII fails the letters' tests.
      guard let dot = bytes.firstIndex(of: 0x2E) else { return false }
      let type = bytes[..<dot]
      let constant = bytes[(dot + 1)...]
      guard let first = type.first, isUpper(first), type.count(where: isUpper) >= 2,
        type.allSatisfy({ isUpper($0) || isLower($0) || isDigit($0) }),
        let start = constant.first, isUpper(start), constant.contains(0x5F),
        constant.allSatisfy({ isUpper($0) || isDigit($0) || $0 == 0x5F })
      else { return false }
      return true
    }
  }

  /// The kinds of Android component classes ``isComponentClass(_:)`` knows,
  /// with the fewest words a name of each must have.
  static let componentKinds: [(kind: String, words: Int)] = [
    ("Fragment", 2), ("Activity", 2), ("ViewModel", 3), ("Service", 3), ("Receiver", 3),
    ("Provider", 3), ("Adapter", 3),
  ]

  /// Whether `string` is an Android library's definition for an about
  /// screen's list (AboutLibraries', Iconics'): a `define_` key whose
  /// value is a list of the fields it fills (`year;author;libraryName`) or a
  /// qualified class name, which no view shows (a dictionary app's
  /// `define_word`, "Define", is text).
  static func isLibraryDefinition(_ string: LocalizedString) -> Bool {
    string.key.hasPrefix("define_") && !string.value.contains(where: \.isWhitespace)
      && (string.value.contains(";") || isQualifiedName(string.value))
  }

  /// Whether `value` is an identifier, not text a user reads: a key the
  /// code reads (a preference's, a Wear OS capability), an enum case's name,
  /// a class or a permission. That is words of ASCII letters and digits
  /// joined by underscores, each word of one case (`pref_key_theme`,
  /// `AFTER_CURRENTLY_PLAYING`, `binding_SHOW_ANSWER`, `pt_BR`); words run
  /// together in camel case, three or more starting in lowercase
  /// (`showLargeAnswerButtons`; not `iPadOS`) or four or more in uppercase
  /// (`ReturnToMessageList`; a name of three, `DuckDuckGo`, may be a brand
  /// the app shows); a qualified name (``isQualifiedName(_:)``); or a key or
  /// token (``isToken(_:)``). A word of an underscored name may be a format
  /// specifier the code fills in (`notified_oauth_error_%1$s_%2$s`, Tasks's
  /// preference key).
  static func isIdentifier(_ value: String) -> Bool {
    if isToken(value) { return true }
    guard let first = value.utf8.first,
      (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first)
    else { return false }
    if isQualifiedName(value) || isReverseDomainScheme(value) || isComponentClass(value)
      || isClassConstant(value)
    {
      return true
    }
    var value = value  // read in place (`withUTF8`), not copied into an array
    return value.withUTF8 { bytes in
      var underscores = 0
      // Where a capital follows a lowercase letter or a digit. One lowercase
      // letter that starts the value is a brand's prefix (`iPadOS`, `eBay`),
      // no word: the name is then counted as one from a capital.
      var humps = 0
      var prefixed = false
      var wordLower = false
      var wordUpper = false
      var mixedWord = false
      var previous: UInt8 = 0x5F  // as if after one: no leading underscore
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case 0x25 where previous == 0x5F:  // % starting a word (after an underscore)
          // `%s`, `%d` or `%N$s`, `%N$d`, ending the word: a word of no case.
          var end = index + 1
          if end < bytes.count, (0x31...0x39).contains(bytes[end]) {
            while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
            guard end < bytes.count, bytes[end] == 0x24 else { return false }  // $
            end += 1
          }
          guard end < bytes.count, bytes[end] == 0x73 || bytes[end] == 0x64,  // s, d
            end + 1 == bytes.count || bytes[end + 1] == 0x5F
          else { return false }
          (index, previous) = (end + 1, bytes[end])
          continue
        case 0x61...0x7A: wordLower = true  // a-z
        case 0x41...0x5A:  // A-Z
          wordUpper = true
          if index == 1, (0x61...0x7A).contains(first) {
            prefixed = true
          } else if (0x61...0x7A).contains(previous) || (0x30...0x39).contains(previous) {
            humps += 1
          }
        case 0x30...0x39: break  // 0-9
        case 0x5F where previous != 0x5F:
          underscores += 1
          if wordLower && wordUpper { mixedWord = true }
          (wordLower, wordUpper) = (false, false)
        default: return false
        }
        previous = byte
        index += 1
      }
      if wordLower && wordUpper { mixedWord = true }
      // (A specifier follows an underscore: a name with one has underscores.)
      if underscores > 0 { return previous != 0x5F && !mixedWord }
      return humps >= ((0x61...0x7A).contains(first) && !prefixed ? 2 : 3)
    }
  }

  /// Whether `value` is a key or token the code sends (an API key, a
  /// hash in Base64: Tasks's `AEdPqrEAAAAI49v5bBusi_bq…`,
  /// `/sEe08kX5nGJi4miFX3VkNXICC/Y=`): 20 characters or more of ASCII
  /// letters, digits and `_ - / + =`, with capitals, lowercase letters and
  /// three digits or more, or two and an underscore (Kickstarter's Stripe
  /// key `pk_live_zjuK52lEUYcvBhIXEUnOEJzk`); or a hexadecimal digest, 16
  /// hex digits or more of one case with four digits and four letters or more
  /// (Kickstarter's Facebook client token `b9a963f58466025d44d16286f11dfc83`);
  /// or 25 letters and digits or more of one case, five digits or more
  /// among them (a Bech32 address, AuroraStore's Bitcoin
  /// `bc1qu7cy…`, or a CashAddr one, which a donation screen hands to a
  /// wallet). A word people read is not so mixed
  /// (`Windows10Installationsassistent` has two digits and no underscore).
  static func isToken(_ value: String) -> Bool {
    let count = value.utf8.count
    guard count >= 16 else { return false }
    var (upper, lower, digits, underscore, marks) = (false, false, 0, false, false)
    var (hexLower, hexUpper) = (0, 0)  // letters a–f, A–F
    for byte in value.utf8 {
      switch byte {
      case 0x41...0x46: upper = true; hexUpper += 1
      case 0x47...0x5A: upper = true
      case 0x61...0x66: lower = true; hexLower += 1
      case 0x67...0x7A: lower = true
      case 0x30...0x39: digits += 1
      case 0x5F: underscore = true
      case 0x2D, 0x2F, 0x2B, 0x3D: marks = true  // - / + =
      default: return false
      }
    }
    let hexLetters = max(hexLower, hexUpper)
    if digits + hexLetters == count, hexLower == 0 || hexUpper == 0 {
      return digits >= 4 && hexLetters >= 4
    }
    if count >= 25, upper != lower, !underscore, !marks, digits >= 5 { return true }
    return count >= 20 && upper && lower && (digits >= 3 || (digits >= 2 && underscore))
  }

  /// Whether `value` is a Java or Kotlin qualified name: three or more
  /// names of ASCII letters, digits and underscores joined by dots, the
  /// first a lowercase package name and the last holding an uppercase letter
  /// (a class's, `com.example.settings.AboutFragment`, or a constant's,
  /// `android.permission.INTERNET`), or all in lowercase with the first a
  /// top-level domain, as a package name is written (a content provider's
  /// authority, `org.owncloud.search.users_and_groups`, a package
  /// `com.samsung.android.calendar`); or a component name, a package, `/`
  /// and a class (`com.google.android.googlequicksearchbox/.VoiceSearchActivity`).
  /// A host name (`www.example.org`, `account.example.com`) ends with its
  /// domain, and an abbreviation (`U.S.A.`) starts in uppercase: neither is
  /// one.
  static func isQualifiedName(_ value: String) -> Bool {
    if let slash = value.utf8.firstIndex(of: 0x2F) {
      // A component name: `package/.Class` or `package/package.Class`.
      let package = String(value[..<slash])
      var rest = value[value.utf8.index(after: slash)...]
      if rest.hasPrefix(".") { rest = rest.dropFirst() }
      return !rest.contains("/") && isQualifiedName(package)
        && isQualifiedName(package + "." + rest)
    }
    var names = 1
    var nameStart = true  // at the start of a name: a letter or underscore must come
    var firstName = true
    var lastHasUpper = false
    for byte in value.utf8 {
      switch byte {
      case 0x2E:  // .
        guard !nameStart else { return false }
        (names, nameStart, firstName, lastHasUpper) = (names + 1, true, false, false)
        continue
      case 0x41...0x5A:  // A-Z
        guard !firstName else { return false }
        lastHasUpper = true
      case 0x61...0x7A, 0x5F: break  // a-z, _
      case 0x30...0x39 where !nameStart: break  // 0-9, not first in a name
      default: return false
      }
      nameStart = false
    }
    guard names >= 3, !nameStart else { return false }
    if lastHasUpper { return true }
    // A package from a top-level domain, not a host name that starts with
    // a language's or country's code and ends with its domain
    // (`de.wikipedia.org`, `android.googlesource.com`).
    let first = value.prefix { $0 != "." }
    let last = value[value.index(after: value.lastIndex(of: ".")!)...]
    return Self.packageDomains.contains(String(first))
      && !Self.hostDomains.contains(String(last))
  }

  /// Whether `value` is a reverse-domain name with a hyphen in it, as an
  /// OAuth client's URL scheme is (`com.googleusercontent.apps.3634-abc`,
  /// which no qualified name can be): three names or more of letters,
  /// digits, `_` and `-`, from a top-level domain packages start with, not
  /// ending in a host's.
  static func isReverseDomainScheme(_ value: String) -> Bool {
    guard value.utf8.contains(0x2D) else { return false }  // -
    let names = value.split(separator: ".", omittingEmptySubsequences: false)
    guard names.count >= 3, let first = names.first, let last = names.last,
      Self.packageDomains.contains(String(first)), !Self.hostDomains.contains(String(last))
    else { return false }
    return names.allSatisfy { name in
      // Each name begins and ends with a letter or digit, as a host's label does.
      guard let head = name.utf8.first, let tail = name.utf8.last, head != 0x2D, tail != 0x2D
      else { return false }
      return name.utf8.allSatisfy {
        (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
          || $0 == 0x5F || $0 == 0x2D
      }
    }
  }

  /// The last names of host names: the top-level domains of
  /// ``packageDomains`` and the generic ones hosts end with.
  static let hostDomains: Set<String> = packageDomains.union([
    "app", "biz", "cloud", "dev", "info", "me", "mobi", "online", "page", "site", "tv", "xyz",
  ])

  /// The top-level domains Java and Android package names start with most.
  static let packageDomains: Set<String> = [
    "android", "androidx", "at", "au", "be", "br", "ca", "ch", "cn", "co", "com", "cz",
    "de", "dk", "edu", "es", "eu", "fi", "fr", "gov", "io", "it", "jp", "kr",
    "net", "nl", "no", "org", "pl", "ru", "se", "uk", "us",
  ]

  /// The groups in the order their first strings appear, the findings of
  /// grouping (strings no container takes, containers that take no string),
  /// and what placing them counted (``Tally``). Strings are placed in their
  /// containers on `workers` threads (default: every core).
  static func group(
    _ files: [StringFile], spec: CheckSpec, styles: [String: ResolvedTextStyle],
    preferences: PreferenceScreens, pseudo: PseudoLocalization? = nil, workers: Int? = nil
  ) -> (groups: [Group], findings: [CheckFinding], tally: Tally) {
    struct Key: Hashable {
      var container: Int
      var language: String?
    }
    /// Neighbouring strings of one file that go to the same group (`key`),
    /// or that no container takes (`key` nil).
    struct Run {
      var key: Key?
      var items: [Item] = []
      var unassigned: [CheckFinding] = []
    }
    // Each container's style, looked up once.
    let containerStyles = spec.containers.map { styles[$0.style] }
    // And the letter case each sets (nil: no style), which is all placing
    // a string asks of it (the style itself is not copied per string).
    let containerLetterCases = containerStyles.map { $0.map(\.letterCase) }
    // Each container's format samples: its own over the spec's, made once.
    let containerSamples = spec.containers.map { $0.formatSamples.applied(to: spec.formatSamples) }
    // Each file's strings placed in their containers and set, a file per
    // thread, as runs: the groups then take whole runs.
    // References to other files' strings (Android), resolved in each
    // string's language.
    let references = AndroidStringReferences(files: files)
    let referred = ReferredStrings(files: files)
    let overridden = spec.platform == .android ? Self.overriddenByOtherSourceSets(files) : [:]
    let mergedAway = spec.platform == .android ? Self.mergedAwayByEarlierModules(files) : [:]
    let legacyCopies = spec.platform == .android ? Self.legacyLanguageCopies(files) : []
    let interfaces = InterfaceFiles()
    let extraTranslations = Self.extraTranslations(
      files, developmentLanguage: spec.developmentLanguage, interfaces: interfaces)
    // (English where the spec names no development language, as
    // ``isDevelopmentLanguageString(_:in:developmentLanguage:)`` takes it.)
    let unformatted = Self.unformattedKeys(
      files, developmentLanguage: spec.developmentLanguage ?? "en", samples: spec.formatSamples)
    let fixedFontKeys =
      spec.platform == .android ? [:] : Self.fixedFontKeys(files, interfaces: interfaces)
    let objectClasses =
      spec.platform == .android ? [:] : Self.interfaceObjectClasses(files, interfaces: interfaces)
    // A translation of an interface file's placeholder text is one too.
    var placeholderKeys: [Int: Set<String>] = [:]
    // The string files whose table's interface file is read: its objects,
    // not their translations' texts, tell the placeholders.
    var ofReadInterface: Set<Int> = []
    if spec.platform != .android {
      for (f, file) in files.enumerated()
      where file.format == .strings || file.format == .xcstrings {
        guard let objects = Self.tableObjects(of: file, interfaces: interfaces) else { continue }
        ofReadInterface.insert(f)
        if !objects.placeholderKeys.isEmpty { placeholderKeys[f] = objects.placeholderKeys }
      }
    }
    let lookup = ContainerLookup(spec.containers)
    /// The container a string goes to (nil: none, or left out), as `place` puts it.
    func containerIndex(_ string: LocalizedString, android: Bool) -> Int? {
      let leftOut = Self.leftOut(string, android: android, spec: spec, preferences: preferences)
      return lookup.container(for: string.key, catchAll: leftOut == nil)?.0
    }
    /// Whether `translation`, a reference's text in a language that falls
    /// back to the reference's file, is what the referred string's own
    /// entry in that language shows in the same container: measured there,
    /// it would give the same findings twice.
    func measuredAsReferred(_ translation: LocalizedString) -> Bool {
      guard let name = translation.reference?.name,
        let own = referred.string(named: name, language: translation.language),
        own.value == translation.value,
        let mine = containerIndex(translation, android: true)
      else { return false }
      return containerIndex(own, android: true) == mine
    }
    let placed = parallelMap(count: files.count, workers: workers) { f in
      let file = files[f]
      let fixedFont = fixedFontKeys[f] ?? []
      let classes = objectClasses[f] ?? [:]
      let placeholders = placeholderKeys[f] ?? []
      // An `ibtool` export whose interface file is not read (a compiled
      // nib's: Sparkle's), its entries' classes its comments' alone.
      let exportWithoutInterface =
        !file.interfaceClasses.isEmpty && file.format != .interfaceBuilder
        && !ofReadInterface.contains(f)
      // An Apple table of the app's own, where an Info.plist key is stray
      // (not `InfoPlist.strings`, nor a file of such keys alone).
      let appTable =
        (file.format == .strings || file.format == .xcstrings)
        && !ProjectScan.isShownBySystem(file.path, intentDefinitions: [])
        && file.strings.contains { ProjectScan.isInfoPlistKey($0.key) }
        && !file.strings.allSatisfy { ProjectScan.isInfoPlistKey($0.key) }
      var runs: [Run] = []
      var tally = Tally()
      /// Places `string`; false when it is left out. A reference's
      /// translation (`counted` false) is measured or dropped: neither
      /// counted as left out nor reported in no container.
      @discardableResult func place(_ string: LocalizedString, counted: Bool = true) -> Bool {
        // Pseudo-localisation stands in for translations: it makes the
        // development language's strings longer, not the translations'.
        if pseudo != nil,
          !Self.isDevelopmentLanguageString(
            string, in: file, developmentLanguage: spec.developmentLanguage)
        {
          return false
        }
        // A reference to a string no file defines (the platform's, a
        // library's) is not text the app shows as written.
        if string.isUnresolvedReference {
          if counted { tally.count(.unresolvedReference, string, in: file) }
          return false
        }
        // A string that is no text a user reads (a URL, an identifier, an
        // App Shortcut phrase, an alphabet, a Crowdin placeholder, a stored
        // preference value), or that is marked not to translate, goes to a
        // container that names it (by its key or a pattern), not to the
        // catch-all (unless the spec says to measure every string not to
        // translate).
        let leftOut = Self.leftOut(
          string, android: file.format == .androidXML, spec: spec,
          preferences: preferences,
          interfaceClass: (file.interfaceClasses.isEmpty ? nil : file.interfaceClasses[string.key])
            ?? (classes.isEmpty ? nil : classes[string.key]),
          fixedFont: !fixedFont.isEmpty && fixedFont.contains(string.key),
          stale: !file.staleKeys.isEmpty && file.staleKeys.contains(string.key),
          // (An `ibtool` export's entry whose comment names its class is an
          // interface object's, placeholder text as its own file's is: Sparkle's
          // compiled nibs' `Text Cell`, with no interface file to read.)
          interfacePlaceholder: file.format == .interfaceBuilder
            || (exportWithoutInterface && file.interfaceClasses[string.key] != nil)
            ? Self.isInterfacePlaceholder(string.value)
            : !placeholders.isEmpty && placeholders.contains(string.key),
          appTable: appTable)
        // (A stale entry's container names its key: a pattern that matches
        // it, `tab.*`, takes the code's keys, which this is none of. An
        // interface object's text of one size, a bar item's or a fixed
        // font's, is taken by its key or a pattern from its start, `R7T-*`:
        // not by `*.title`, which init writes for a config's style.)
        let oneSize =
          (leftOut == .barItem || leftOut == .fixedFont) && Self.isInterfaceObjectKey(string.key)
        let placement =
          leftOut == .staleEntry
          ? spec.container(naming: string.key)
          : lookup.container(for: string.key, catchAll: leftOut == nil, suffixes: !oneSize)
        if let leftOut, placement == nil {
          if counted { tally.count(leftOut, string, in: file) }
          return false
        }
        // A container that skips its strings: counted, not measured.
        if let (i, container) = placement, container.skips {
          tally.skipping.insert(i)
          if counted { tally.count(.skipped, string, in: file) }
          return false
        }
        guard let (i, container) = placement, let styleLetterCase = containerLetterCases[i] else {
          // A translation goes where its string does: nowhere, said once.
          guard counted else { return false }
          if runs.last?.key != nil || runs.isEmpty { runs.append(Run(key: nil)) }
          runs[runs.count - 1].unassigned.append(.unassigned(string))
          return true
        }
        // An Apple string's HTML markup about as the app's HTML import shows
        // it, else its inline Markdown as SwiftUI shows a localized string
        // key (a link as its text), before its arguments are put in (an
        // Android string's markup is read with its file, moko-resources'
        // in an Apple app's spec too).
        let value = Self.shownMarkup(
          string.value, format: file.format, android: spec.platform == .android,
          markdown: spec.readsMarkdown)
        // Pseudo-localised, its specifiers kept for their samples (a string
        // not to translate keeps its text in every language).
        let source =
          string.isTranslatable
          ? pseudo.map { $0.apply(to: value, specifiers: spec.formatSamples) } : nil
        let language = string.language ?? file.language
        // On Android, numbers as Java's String.format writes them in the
        // string's locale (Arabic's ١٢٣٤). (The container's samples where it
        // gives its own.)
        var samples = containerSamples[i]
        if spec.platform == .android, let shownIn = language ?? spec.developmentLanguage,
          samples.mayHoldSpecifier(source ?? value)
        {
          samples.numerals = Self.androidNumerals(language: shownIn)
        }
        // A translation of a string the app does not format (its development
        // language's holds no `%`) shows its `%` as written: Basque's
        // `%100ekoa` and Turkish `%20den` are percentages, no `%e` or `%d`.
        let asWritten =
          !unformatted.isEmpty && unformatted.contains(string.key)
          && (source ?? value).holdsByte(UInt8(ascii: "%"))
          // (A positional one a translator kept, LibreTube's Bengali `%1$s`
          // beside English `Update available`: the app passes its argument.)
          && !samples.holdsPositionalSpecifier(source ?? value)
          && !Self.isDevelopmentLanguageString(
            string, in: file, developmentLanguage: spec.developmentLanguage)
        // (Most strings are no plural form: their samples are the spec's.)
        // (Its placeholders, `{{name}}`, are filled in all the same.)
        samples.fillsSpecifiers = !asWritten
        var text =
          asWritten || string.variant == nil
          ? samples.apply(to: source ?? value)
          : Self.samples(
            samples, forPluralForm: string.variant, of: source ?? value,
            language: language ?? spec.developmentLanguage ?? "en",
            apple: file.format == .stringsdict || file.format == .xcstrings,
            countArgument: string.countArgument,
            otherCountArguments: string.otherCountArguments
          ).apply(to: source ?? value)
        if spec.platform == .android, styleLetterCase == .upper {
          text = Self.androidAllCaps(text, language: language)
        } else if let letterCase = styleLetterCase {
          // As a TypographyKit app shows it (train leaves the text as written).
          text = letterCase.typographyKitOutput(for: text)
        }
        if let textCase = container.textCase { text = textCase.apply(to: text, language: language) }
        let key = Key(container: i, language: language)
        if runs.last?.key != key { runs.append(Run(key: key)) }
        runs[runs.count - 1].items.append(Item(string: string, text: text))
        return true
      }
      let shadowed =
        file.format == .strings
        ? Self.shadowedEntries(file.strings)
        : file.format == .androidXML && !file.isCompiledByAAPT2
          ? Self.shadowedResources(file.strings) : []
      let replaced = overridden[f] ?? []
      let merged = mergedAway[f] ?? []
      let isLegacyCopy = legacyCopies.contains(f)
      let extra = extraTranslations[f] ?? []
      let unused = Self.pluralFormsNoWholeNumberTakes(
        file.strings,
        language: file.language ?? (spec.platform == .android ? nil : spec.developmentLanguage),
        apple: file.format == .stringsdict || file.format == .xcstrings)
      // The categories of each key's plural forms, found where a form's
      // translation needs them.
      var pluralCategories: [String: Set<String>]? = nil
      for (n, string) in file.strings.enumerated() {
        if replaced.contains(n) {
          tally.count(.overridden, string, in: file)
          continue
        }
        if Self.variantIsForAnotherDevice(string.variant, platform: spec.platform) {
          tally.count(.otherDevice, string, in: file)
          continue
        }
        if merged.contains(n) {
          tally.count(.mergedAway, string, in: file)
          continue
        }
        if isLegacyCopy {
          tally.count(.legacyLanguageCopy, string, in: file)
          continue
        }
        if extra.contains(n) {
          tally.count(.extraTranslation, string, in: file)
          continue
        }
        if unused.contains(n) {
          tally.count(.unusedPluralForm, string, in: file)
          continue
        }
        if shadowed.contains(n) {
          tally.count(.duplicateKey)
          tally.shadowed.append(
            CheckReport.ShadowedEntry(
              file: file.path, line: string.line, key: string.key,
              language: string.language ?? file.language))
          continue
        }
        guard string.reference != nil else {
          place(string)
          continue
        }
        // A reference shows the string it names: said once where the same
        // container measures that string (an array's item naming a string).
        let resolved = references.resolved(string, fileLanguage: file.language)
        if measuredAsReferred(resolved),
          pseudo == nil
            || Self.isDevelopmentLanguageString(
              string, in: file, developmentLanguage: spec.developmentLanguage)
        {
          tally.count(.repeatedReference, string, in: file)
        } else {
          place(resolved)
        }
        // A reference shows, on a device in a language that falls back to
        // its file's, that language's string: measured there too, but for
        // a plural form that language shows with no whole number (Feeder's
        // `zero` and `two` forms of `values/`, in Russian).
        let translations = references.translations(of: string)
        let category =
          translations.isEmpty ? nil : Self.pluralCategory(of: string.variant)?.category
        if category != nil, pluralCategories == nil {
          pluralCategories = Self.androidPluralCategories(file.strings)
        }
        for translation in translations where !measuredAsReferred(translation) {
          if let category, let language = translation.language,
            Self.noWholeNumberTakes(
              String(category), present: pluralCategories?[string.key] ?? [], language: language,
              apple: false)
          {
            continue
          }
          if place(translation, counted: false) { tally.translations += 1 }
        }
      }
      return (runs, tally)
    }
    var groups: [Group] = []
    var index: [Key: Int] = [:]
    var findings: [CheckFinding] = []
    for run in placed.map(\.0).joined() {
      guard let key = run.key, let style = containerStyles[key.container] else {
        findings += run.unassigned
        continue
      }
      if let g = index[key] {
        groups[g].items += run.items
      } else {
        // A group's first run is taken whole, not copied string by string.
        index[key] = groups.count
        groups.append(
          Group(
            containerIndex: key.container, container: spec.containers[key.container],
            style: style, language: key.language, items: run.items))
      }
    }
    // A container whose keys match nothing is likely a typo in the spec.
    var tally = Tally(translationsLeftOut: references.referencesLeftOut)
    for file in placed { tally.add(file.1) }
    let used = Set(groups.map(\.containerIndex)).union(tally.skipping)
    findings += Self.containerKeyFindings(spec, files: files, used: used)
    return (groups, findings, tally)
  }

  /// The most key comparisons the suggestions for keys no string file
  /// gives make in one check (each an edit distance: a fraction of a
  /// second in all); past it, keys are said without suggestions (an app
  /// of more than this many keys gets none).
  static let keySuggestionComparisons = 20_000

  /// A warning for each container that matches no string (not of `used`),
  /// then for each key a used container names as written, no `*` or `?`,
  /// that none of `files` gives: a typo in the spec, or a string of a
  /// library whose files it does not name, where the container's other keys
  /// match. A key no file gives, and an unused container's keys where it
  /// names each as written and no file gives any, are said with the files'
  /// keys nearest each, within ``keySuggestionComparisons``.
  static func containerKeyFindings(_ spec: CheckSpec, files: [StringFile], used: Set<Int>)
    -> [CheckFinding]
  {
    // The containers named keys are looked up for: the used ones', and an
    // unused one's whose keys are all named as written.
    let literalOnly = Set(
      spec.containers.indices.filter { i in
        !used.contains(i) && spec.containers[i].keys.allSatisfy { KeyPattern.literal($0) != nil }
      })
    // Byte for byte, as keys match (not `String`'s canonical equivalence).
    var literal: Set<[UInt8]> = []
    for (i, container) in spec.containers.enumerated()
    where used.contains(i) || literalOnly.contains(i) {
      for key in container.keys {
        if let named = KeyPattern.literal(key) { literal.insert(Array(named.utf8)) }
      }
    }
    var unmatched = literal
    // (Told apart first as strings, which canonically equal keys pass.)
    let named = Set(literal.map { String(decoding: $0, as: UTF8.self) })
    for file in files where !unmatched.isEmpty {
      for string in file.strings where named.contains(string.key) {
        unmatched.remove(Array(string.key.utf8))
      }
    }
    // The keys the files give, for the nearest to each (a typo's): each
    // key named once, within a budget (an app has tens of thousands of keys).
    var keys: [String]? = nil
    var comparisonsLeft = Self.keySuggestionComparisons
    var near: [String: [String]] = [:]
    func nearest(_ named: String) -> [String] {
      if let known = near[named] { return known }
      if keys == nil {
        var all: Set<String> = []
        for file in files {
          for string in file.strings { all.insert(string.key) }
        }
        keys = all.sorted()
      }
      let all = keys ?? []
      // A lookup the budget left cannot pay for is not begun.
      var found: [String] = []
      if all.count <= comparisonsLeft {
        comparisonsLeft -= all.count
        found = NameSuggestions.suggestions(for: named, among: all, limit: 2)
      }
      near[named] = found
      return found
    }
    func isUnmatched(_ key: String) -> Bool {
      KeyPattern.literal(key).map { unmatched.contains(Array($0.utf8)) } ?? false
    }
    // The used containers' keys are looked up first: the budget goes to
    // them before the unused containers'.
    for (i, container) in spec.containers.enumerated() where used.contains(i) {
      for key in container.keys where isUnmatched(key) {
        _ = nearest(KeyPattern.literal(key) ?? key)
      }
    }
    var findings: [CheckFinding] = []
    for (i, container) in spec.containers.enumerated() where !used.contains(i) {
      var suggestions: [String] = []
      if literalOnly.contains(i), container.keys.allSatisfy(isUnmatched) {
        for key in container.keys {
          for near in nearest(KeyPattern.literal(key) ?? key) where !suggestions.contains(near) {
            suggestions.append(near)
          }
        }
      }
      // (A pattern over stale entries alone takes none: said.)
      let stale =
        !literalOnly.contains(i)
        && files.contains { file in
          file.staleKeys.contains { key in
            container.keys.contains { KeyPattern.matches($0, key) }
          }
        }
      findings.append(
        .unusedContainer(container, index: i, spec: spec, suggestions: suggestions, stale: stale))
    }
    for (i, container) in spec.containers.enumerated() where used.contains(i) {
      for key in container.keys where isUnmatched(key) {
        findings.append(
          .unmatchedKey(
            key, container: container, index: i, spec: spec,
            suggestions: nearest(KeyPattern.literal(key) ?? key)))
      }
    }
    return findings
  }

  /// The report: settings, the summary counts, files, findings and cascades.
  static func report(
    spec: CheckSpec, files: [StringFile], findings: [CheckFinding], measuring: Measuring
  ) -> CheckReport {
    let tally = findings.tally
    // A code the spec turns off is neither reported nor counted.
    func counted(_ count: Int, _ code: FindingCode) -> Int {
      spec.severity.isOff(code) ? 0 : count
    }
    return CheckReport(
      spec: spec.path,
      settings: .init(
        platform: spec.platform.name, categories: spec.categories.map(\.name),
        fontScales: spec.platform == .android ? spec.fontScales : nil,
        resources: spec.platform == .android ? spec.resources.map(spec.resolve) : nil,
        configs: spec.configs.map(spec.resolve), fonts: spec.fonts.map(spec.resolve),
        systemFonts: spec.systemFonts, boldText: spec.boldText,
        markdown: spec.platform == .android ? (spec.readsMarkdown ? true : nil) : spec.markdown,
        noLineLimits: spec.containers.contains { !$0.skips }
          && spec.containers.allSatisfy { $0.skips || $0.maxLines == nil }
          ? true : nil),
      summary: .init(
        files: files.count, strings: files.reduce(0) { $0 + $1.strings.count },
        measured: measuring.measured, measurements: measuring.measurements,
        overflows: counted(measuring.overflowing, .overflow),
        uncovered: counted(measuring.uncovered, .uncovered),
        wordSplits: counted(measuring.wordSplits, .wordSplit),
        unassigned: tally.unassigned,
        notMeasured: counted(measuring.unmeasured, .notMeasured) > 0 ? measuring.unmeasured : nil,
        errors: tally.errors, warnings: tally.warnings),
      files: files.map { .init(path: $0.path, language: $0.language, strings: $0.strings.count) },
      findings: findings, cascades: measuring.cascades())
  }

  /// What makes a stress finding new: a string, a code and a language the
  /// plain check did not report together.
  struct StressKey: Hashable {
    var file: String
    var key: String?
    var variant: String?
    var language: String?
    var code: FindingCode
    init(_ finding: CheckFinding) {
      file = finding.file
      key = finding.key
      variant = finding.variant
      language = finding.language
      code = finding.code
    }
  }

  /// Identifies a drawn finding (an overflow or a word split) of a string.
  struct PictureKey: Hashable, Sendable {
    var file: String
    var key: String
    var variant: String?
    var language: String?
    var code: FindingCode
    var stress: String? = nil

    init(_ string: LocalizedString, language: String?, code: FindingCode, stress: String? = nil) {
      file = string.file
      key = string.key
      variant = string.variant
      self.language = language ?? string.language
      self.code = code
      self.stress = stress
    }

    init(_ finding: CheckFinding) {
      file = finding.file
      key = finding.key ?? ""
      variant = finding.variant
      language = finding.language
      code = finding.code
      stress = finding.stress
    }
  }

  /// The findings that come with pictures, and the name each picture starts with.
  static let drawnCodes: [FindingCode: String] = [.overflow: "overflow", .wordSplit: "split"]

  /// What to draw for one overflowing (or word-splitting) string.
  package struct Picture: Sendable {
    package var text: String
    package var style: LayoutStyle
    package var container: Container
    package var sizes: [SweepSize]

    package init(text: String, style: LayoutStyle, container: Container, sizes: [SweepSize]) {
      self.text = text
      self.style = style
      self.container = container
      self.sizes = sizes
    }
  }

  /// The most overflow pictures one check draws; later ones are listed without.
  public static let maximumPictures = 500

  /// Draws each overflowing string at its sizes into `directory`, naming the
  /// files in the findings (in finding order, so names are stable); returns
  /// how many findings past ``maximumPictures`` were left without (the
  /// plain check's errors are drawn first, then its warnings, then a stress
  /// mode's findings).
  ///
  /// Names are given first, in finding order; the pictures are then drawn,
  /// encoded and written on every core (`workers` threads, each with its own
  /// layout context and renderer; the font store is shared), so the files and
  /// their bytes are the same whatever the number of threads.
  static func draw(
    _ findings: inout [CheckFinding], _ drawings: [PictureKey: Picture], into directory: String,
    context: LayoutContext, store: FontStore, workers: Int? = nil,
    accepted: ((CheckFinding) -> Bool)? = nil
  ) throws(Failure) -> (leftOut: Int, undrawn: Int) {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw Failure.picturesUnavailable(
        folder: directory, reason: "cannot create the pictures directory")
    }
    let folder = (directory as NSString).lastPathComponent
    let labelFont = SheetRenderer.labelFont(in: store)
    do {
      _ = try SheetRenderer(context: context, labelFont: labelFont, scale: 2)
    } catch {
      throw Failure.picturesUnavailable(folder: directory, reason: "cannot start drawing: \(error)")
    }
    let drawable = findings.indices.filter { i in
      drawnCodes[findings[i].code] != nil && drawings[PictureKey(findings[i])] != nil
    }
    let drawn = picturesDrawn(
      of: findings, among: drawable, limit: maximumPictures, accepted: accepted)
    let leftOut = drawable.count - drawn.count
    // Name every picture first, in finding order.
    var jobs: [PictureJob] = []
    for i in drawable where drawn.contains(i) {
      guard let prefix = drawnCodes[findings[i].code],
        let picture = drawings[PictureKey(findings[i])]
      else { continue }
      let number = jobs.count + 1
      jobs.append(
        PictureJob(
          finding: i, picture: picture,
          names: picture.sizes.map { "\(prefix)-\(number)-\(pictureSuffix($0)).png" }
        ))
    }
    let outcomes = PictureJob.run(
      jobs, directory: directory, store: store, labelFont: labelFont, workers: workers)
    var undrawn = 0
    for (job, outcome) in zip(jobs, outcomes) {
      switch outcome {
      case .success(let written):
        findings[job.finding].pictures = written.map { folder + "/" + $0 }
        undrawn += job.names.count - written.count
      case .failure(let failure): throw failure
      }
    }
    return (leftOut, undrawn)
  }

  /// Which of the findings at `indices` get a picture when at most `limit`
  /// do: the plain check's errors first, then its warnings, then a stress
  /// mode's findings, each kind taking each language's findings in turn
  /// (every language's first, then every language's second, …, each turn
  /// in finding order: the pictures of a check in 40 languages are not all
  /// of the first four); those a baseline accepts (`accepted`) after all the
  /// others, in the same order.
  static func picturesDrawn(
    of findings: [CheckFinding], among indices: [Int], limit: Int,
    accepted: ((CheckFinding) -> Bool)? = nil
  ) -> Set<Int> {
    guard indices.count > limit else { return Set(indices) }
    let isAccepted = Dictionary(
      uniqueKeysWithValues: indices.map { ($0, accepted?(findings[$0]) ?? false) })
    func rank(_ i: Int) -> Int {
      (isAccepted[i] == true ? 4 : 0) + (findings[i].stress == nil ? 0 : 2)
        + (findings[i].severity == .error ? 0 : 1)
    }
    // Each finding's turn: how many of its kind and language come before it.
    struct Kind: Hashable {
      var rank: Int
      var language: String
    }
    var counts: [Kind: Int] = [:]
    var turn: [Int: Int] = [:]
    for i in indices.sorted() {
      let kind = Kind(rank: rank(i), language: findings[i].language ?? "")
      turn[i] = counts[kind, default: 0]
      counts[kind, default: 0] += 1
    }
    return Set(
      indices.sorted { (rank($0), turn[$0] ?? 0, $0) < (rank($1), turn[$1] ?? 0, $1) }
        .prefix(limit))
  }

  /// How a picture's file name ends for a size: the category's short name
  /// (`ax2`), `scale1.3` for an Android font scale.
  static func pictureSuffix(_ size: SweepSize) -> String {
    if let category = size.category { return category.shortName }
    if let scale = size.fontScale { return "scale" + NumberText.string(scale, fractionDigits: 2) }
    return "size"
  }

  /// What measuring a style needs: its face, cascade and size at each category.
  struct Plan {
    var font: LayoutFont
    var cascade: [LayoutFont]
    var sizes: [SweepSize]
    /// The sizes at each of the platform's categories, from which a
    /// container's largest category takes its size (Apple's platforms).
    var platformSizes: [SweepSize] = []
    /// The scaler that gave the sizes.
    var scaler: ScalerName
    /// The system font's HIG tracking, when the style is set in it and its
    /// face has no `trak` table.
    var tracking: SystemFontTracking? = nil
    /// OpenType features the style's font asks for (`tnum`).
    var features: [String] = []
    /// On Android: letter spacing, font padding and line metrics per size.
    var android: AndroidSizing? = nil
    /// On Android: the family XML's `<font>` that chose the face, when it
    /// declares a weight or style the file does not have.
    var misdeclared: MisdeclaredFont? = nil
    /// On Android: the system family's face measured, when the catalog has
    /// none of the weight or style the style asks for.
    var shortfall: SystemFaceShortfall? = nil
    /// On Android: the app font that holds no font file, measured in the
    /// default font as a device draws it.
    var emptyFamily: EmptyFontFamily? = nil
    /// On Android: the system family name no family of Android's has,
    /// measured in the default font as a device draws it.
    var unknownFamily: UnknownSystemFamily? = nil
  }

  /// A style's `android:fontFamily` that names no family of Android's
  /// `fonts.xml` (`sans-serif-condensd`), nor an app font: the app builds,
  /// and `Typeface.create`, finding no family of the name, gives the
  /// default one, sans-serif, at the style's weight.
  struct UnknownSystemFamily: Hashable {
    /// The name as the style writes it, and where.
    var name: String
    var file: String?
    var line: Int?
    /// The family names of Android's nearest it.
    var suggestions: [String]
    /// The catalog's family measured instead (`Roboto`).
    var family: String
  }

  /// An app font (`@font/name`) that holds no font file: an empty
  /// `<font-family/>` (a fonts module's stand-in for a font the open build
  /// lacks) or `<font>`s that each name a family XML, not a font file. The
  /// app builds, and AppCompat's and the framework's text views, loading no
  /// typeface from it, set the text in the default family, sans-serif, at
  /// the style's weight.
  struct EmptyFontFamily: Hashable {
    /// The `@font` name, and the family XML and line that hold nothing.
    var name: String
    var file: String
    var line: Int?
    /// Why it holds no font file, in words.
    var why: String
    /// The catalog's family measured instead (`Roboto`): each style in the
    /// face of its weight.
    var family: String
  }

  /// A system family (`sans-serif`) whose faces in the catalog are none of
  /// the weight (by hundreds, as Minikin matches) or slant a style asks
  /// for: the nearest is measured, where a device has the face.
  struct SystemFaceShortfall: Hashable {
    /// The name the style gives (`sans-serif`) and the family in the
    /// catalog that stands for it (`Roboto`).
    var name: String
    var family: String
    /// What the style asks for: weight 1...1000, and italic.
    var weight: Int
    var italic: Bool
    /// The face measured instead.
    var face: String
    var faceWeight: Int
    var faceItalic: Bool
    /// Whether what the catalog lacks is the condensed family a device sets
    /// `sans-serif-condensed` in (Roboto Condensed, or Roboto at width 75):
    /// the face measured is wider than a device's.
    var condensed = false
    /// On Apple's platforms, the system font a device draws in its place
    /// (`SF Pro`), where ``family`` stands in for it; nil on Android.
    var deviceFamily: String?

    /// What the finding is keyed by, and said after: `sans-serif weight 700`.
    var keyPath: String { "\(name) weight \(weight)" + (italic ? " italic" : "") }
  }

  /// Each weight or slant of the system font that a container's style asks
  /// for (`System-Semibold`) and the system family in the catalog has no
  /// static face of (`--system-font Roboto` of a regular face alone), once,
  /// with the styles measured in the nearest face instead: narrower or
  /// wider than a device's.
  static func systemFaceShortfalls(
    _ spec: CheckSpec, styles: [String: ResolvedTextStyle], system: SystemFont?
  ) -> [CheckFinding] {
    guard let system else { return [] }
    var found: [SystemFaceShortfall: [String]] = [:]
    var order: [SystemFaceShortfall] = []
    for container in spec.containers where !container.skips {
      guard let style = styles[container.style], let name = style.fontName,
        let alias = SystemFontAlias(name: name)
      else { continue }
      let instance = system.faces(for: alias).text
      // (A variable face is set at the weight asked for.)
      guard instance.variations.isEmpty, let record = system.record(for: instance) else {
        continue
      }
      let weight = alias.weight.weightClass
      guard abs(record.weight - weight) >= 50 || record.italic != alias.italic else { continue }
      let shortfall = SystemFaceShortfall(
        name: "System", family: system.family, weight: weight, italic: alias.italic,
        face: record.postscriptName, faceWeight: record.weight, faceItalic: record.italic,
        deviceFamily: system.isCompact ? "SF Compact" : "SF Pro")
      if found[shortfall] == nil { order.append(shortfall) }
      if found[shortfall]?.contains(container.style) != true {
        found[shortfall, default: []].append(container.style)
      }
    }
    return order.map { CheckFinding.systemFaceMissing($0, styles: found[$0] ?? [], spec: spec) }
  }

  /// A family XML's `<font>` whose declared weight or style is not its
  /// file's: Android picks the face by what is declared and draws the file.
  struct MisdeclaredFont: Hashable {
    /// The family XML and the `<font>`'s line.
    var file: String
    var line: Int
    /// The font file.
    var font: String
    /// What the `<font>` declares, and what the file (at the coordinates
    /// the `<font>` sets) is: weight 1...1000, and italic.
    var declaredWeight: Int
    var declaredItalic: Bool
    var weight: Int
    var italic: Bool
    /// Whether the `<font>`'s own `fontVariationSettings` set the file's
    /// weight or slant (a variable font), rather than the file.
    var setBySettings = false

    /// A weight this far from the declared one is not the face's.
    static let weightTolerance = 150
  }

  /// Why a style's strings cannot be measured.
  enum NotMeasured: Error, Hashable {
    /// The style names no font.
    case noFontName
    /// The style has no point size.
    case noPointSize
    /// The font is not in the catalog.
    case fontNotInCatalog(String)
    /// The font is a system-font alias, and no system family is in the
    /// catalog; `passedOver` is a default family's face it has with no
    /// Latin letters (``SystemFont/passedOver(in:compact:)``).
    case noSystemFamily(String, passedOver: FontRecord?)
    /// The font is in the catalog but cannot be opened.
    case fontUnreadable(String)
    /// The sizes cannot be scaled (the config findings say why).
    case unscalable
    /// The spec's scaler for the style refuses its sizes.
    case scaling(ScalerName, ScaleError)
    /// An Android text size cannot be converted at the spec's font scales.
    case androidSize(ScaleError)
    /// No style of an Android appearance's chain sets `android:textSize`,
    /// or one sets it to a theme attribute the app's themes do not settle.
    case androidNoTextSize(ThemeAttributeUse?)
    /// The appearance's `@font` family cannot be used (why, in words).
    case androidFont(String)
    /// The system family an Android family name stands for (`sans-serif` →
    /// Roboto) has no face in the catalog.
    case androidFamilyNotInCatalog(name: String, family: String)
    /// A font (or family) the catalog lacks that this machine's fonts have,
    /// at `path`, in a check that leaves them out (`systemFonts` false).
    indirect case onMachine(NotMeasured, path: String)

    /// This reason, said with where this machine has the font the catalog
    /// lacks when a spec that leaves out the machine's fonts (`systemFonts`
    /// false) looks for it there (``machineFonts``); itself otherwise.
    func withMachineFont(_ spec: CheckSpec) -> NotMeasured {
      guard !spec.systemFonts else { return self }
      let found: FontRecord?
      switch self {
      case .fontNotInCatalog(let name): found = CheckRunner.machineFonts?.font(named: name)
      case .androidFamilyNotInCatalog(_, let family):
        // The family's regular face, where it has one (not Roboto-Black).
        let faces = CheckRunner.machineFonts?.records(familyContaining: family).filter {
          $0.family.caseInsensitiveCompare(family) == .orderedSame
        }
        found = faces?.min {
          ($0.italic ? 1 : 0, abs($0.weight - 400), $0.path) < (
            $1.italic ? 1 : 0, abs($1.weight - 400), $1.path
          )
        }
      default: found = nil
      }
      return found.map { .onMachine(self, path: $0.path) } ?? self
    }
  }

  /// The system font's face at `font`'s weight (and slant), where `system`
  /// has one: the face a custom font falls back to first on Apple's
  /// platforms, after the app's own cascade, as the likeliest face a device
  /// sets a character a custom font lacks in (`ő`, `ł` in a brand face of
  /// Western European letters alone), where Fontconfig's order would pick
  /// a Linux machine's face, on no device (which face CoreText's default
  /// cascade list tries first is not verified on a device); nil where
  /// `font` is that face, or there is none.
  package static func systemFallback(
    for font: LayoutFont, system: SystemFont?, store: FontStore
  ) -> LayoutFont? {
    guard let system else { return nil }
    guard
      let face = try? store.systemFont(
        SystemFontAlias(
          weight: FontWeight.nearest(weightClass: font.weight), italic: font.record.italic),
        in: system
      ).font,
      face.record.location != font.record.location
    else { return nil }
    return face
  }

  /// The machine's own fonts (Fontconfig's), read the first time a font a
  /// check lacks is looked for in them; nil when they cannot be read.
  package static let machineFonts: FontCatalog? = try? FontCatalog(
    fontPaths: [], includeSystemFonts: true)

  /// The face, cascade and sizes for `style`, as the spec's `scaling` entry
  /// for it says (TypographyKit's own scaling when there is none).
  ///
  /// - Throws: ``NotMeasured`` saying what is missing.
  static func plan(
    style: ResolvedTextStyle, global: TypographyKitSettings, spec: CheckSpec, store: FontStore,
    catalog: FontCatalog, system: SystemFont? = nil
  ) throws(NotMeasured) -> Plan {
    guard var name = style.fontName else { throw .noFontName }
    let alias = SystemFontAlias(name: name)
    if alias != nil {
      guard system != nil else {
        throw .noSystemFamily(
          name,
          passedOver: SystemFont.passedOver(in: catalog, compact: spec.platform == .watchos))
      }
    } else {
      guard catalog.font(named: name) != nil else { throw .fontNotInCatalog(name) }
    }
    guard let pointSize = style.pointSize else { throw .noPointSize }
    // Bold Text: a custom face maps to its bold face; how the system font
    // changes weight under Bold Text is unverified, so it is left as it is.
    if alias == nil, spec.boldText,
      let bold = BoldTextMapping.boldFace(for: name, overrides: spec.boldFaces),
      catalog.font(named: bold) != nil
    {
      name = bold
    }
    let font: LayoutFont
    let cascade: [LayoutFont]
    var tracking: SystemFontTracking?
    var features: [String] = []
    do {
      if let alias, let system {
        let chosen = try store.systemFont(alias, in: system)
        font = chosen.font
        tracking = chosen.tracking
        features = chosen.features
      } else {
        guard let found = try store.font(named: name) else {
          throw NotMeasured.fontNotInCatalog(name)
        }
        font = found
      }
      let cascadeNames = spec.cascade[style.name] ?? spec.cascade["*"] ?? []
      let named = try cascadeNames.compactMap { try store.font(named: $0) }
      // A custom face falls back to the system font first, after the
      // app's own cascade.
      let systemFace = alias == nil ? systemFallback(for: font, system: system, store: store) : nil
      cascade =
        named + (systemFace.map { face in named.contains { $0 === face } ? [] : [face] } ?? [])
    } catch let error as NotMeasured {
      throw error
    } catch {
      throw .fontUnreadable(name)
    }
    var scaling = spec.scaling(for: style.name)
    if let textStyle = style.textStyle {
      // A text style's preferred font scales with UIFontMetrics on its own
      // curve; a `scaling` entry of its own name may cap it or change it.
      var own = spec.scaling[style.name] ?? StyleScaling(scaler: .uiFontMetrics)
      if own.textStyle == nil { own.textStyle = textStyle }
      scaling = own
    }
    if let scaling {
      do throws(ScaleError) {
        if let scaler = try scaling.scaler(baseSize: pointSize, platform: spec.platform) {
          return Plan(
            font: font, cascade: cascade,
            sizes: try SweepSize.plan(spec.categories, scaler: scaler),
            platformSizes: try SweepSize.plan(spec.platform.categories, scaler: scaler),
            scaler: scaling.scaler, tracking: tracking, features: features)
        }
      } catch {
        throw .scaling(scaling.scaler, error)
      }
    }
    do {
      let scaler = try TypographyKitScaler(
        pointSize: pointSize, minimumPointSize: style.minimumPointSize,
        maximumPointSize: style.maximumPointSize, scalingMode: style.effectiveScalingMode,
        settings: TypographyKitScaler.Settings(
          minimumPointSize: global.minimumPointSize, maximumPointSize: global.maximumPointSize,
          pointStepSize: global.effectivePointStepSize,
          pointStepMultiplier: global.effectivePointStepMultiplier,
          scalingMode: global.effectiveScalingMode),
        rejectsMaximumBelowMinimum: false)
      return Plan(
        font: font, cascade: cascade, sizes: try SweepSize.plan(spec.categories, scaler: scaler),
        platformSizes: try SweepSize.plan(spec.platform.categories, scaler: scaler),
        scaler: .typographyKit, tracking: tracking, features: features)
    } catch {
      throw .unscalable
    }
  }
}

/// The Android strings (`<string>` resources that are text, not references)
/// of the files read, by name and language: what a reference's translation
/// shows, measured as itself.
struct ReferredStrings {
  private struct Name: Hashable {
    var name: String
    var language: String?
  }
  private var strings: [Name: LocalizedString] = [:]

  init(files: [StringFile]) {
    for file in files where file.format == .androidXML {
      for string in file.strings where string.variant == nil && string.reference == nil {
        let name = Name(name: string.key, language: string.language ?? file.language)
        if strings[name] == nil { strings[name] = string }
      }
    }
  }

  /// The string called `name` in `language` (nil: the default language's).
  func string(named name: String, language: String?) -> LocalizedString? {
    strings[Name(name: name, language: language)]
  }
}

/// Where an Android string file is in its module: `app/src/play/res/values-de/strings.xml`
/// is module `app/`, source set `play`, values folder `values-de`; `lib/res/values/x.xml`
/// is module `lib/` with no source set.
struct AndroidResourcePath {
  /// The path up to the module's `src` folder (or its res folder), with its slash.
  var module: Substring
  /// The source set's name, for a res folder in `src/<set>/res`.
  var sourceSet: Substring?
  /// The values folder's name.
  var values: Substring

  /// The places of `path`, nil for a path not in a res folder's values folder.
  init?(_ path: String) {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 3, parts[parts.count - 3] == "res" else { return nil }
    values = parts[parts.count - 2]
    if parts.count >= 5, parts[parts.count - 5] == "src" {
      module = path[..<parts[parts.count - 5].startIndex]
      sourceSet = parts[parts.count - 4]
    } else {
      module = path[..<parts[parts.count - 3].startIndex]
      sourceSet = nil
    }
  }

}
