import FileAccess
import FontCore
import FontDiscovery
import Foundation
import StringCatalogs
import TextLayout
import TypographyConfig
import TypometerChecks

/// `typometer check SPEC.json`: the main job.
struct CheckCommand: Command {
  static let name = "check"
  static let summary = "Validate configs, measure every string at every size, list cascades."
  static let help = """
    USAGE: typometer check [SPEC.json] [--format text|json|github|sarif] [--report DIR]
                           [--baseline FILE] [--write-baseline FILE] [--verbose]
                           [--optical-size MODE]

    Reads a spec (typometer.json: configs, fonts, string files, containers and
    categories; see the README; without SPEC.json, ./typometer.json or the nearest
    one in a parent folder; for a folder, its typometer.json), validates the
    TypographyKit configs, measures
    every string of the string files in its container at every category, and works
    out the fallback faces (cascade) each style needs.

    Findings: the validate codes, plus overflow (the smallest category at which a
    string stops fitting heads the finding), word-split (a line breaks inside a
    word; warning), shrunk (fits only shrunk; warning), uncovered (characters no
    face covers), too-long (a string too long to lay out), no-container (a string
    no container's keys match), unused-container (keys that match no string),
    not-measured (a style that could not be measured), font-mismatch (Android: a
    font family's <font> declares a weight or style its file does not have, or the
    catalog has no face of a system family's weight a style asks for; warning) and nothing-measured (exit 2). The spec's "assetCatalogs" (.xcassets folders) make their named colours
    colours; a malformed colorset is a colorset-invalid warning.

    Each style is sized at each category by the scaler the spec's "scaling" names
    for it (typographykit, the default: as TypographyKit sizes it; uifontmetrics,
    kgn or swash); the base size is the config style's point-size.

    A spec without "config" names text styles in its containers (body,
    headline, largeTitle, …): each is the system font ("systemFont") as
    UIFont.preferredFont(forTextStyle:) gives it, at the style's weight on the
    platform and its size at each category from Apple's table; a "scaling"
    entry of its name may cap it.

    Android ("platform": "android"): the spec names the app's res folders
    ("resources") instead of configs; containers name text appearances
    (TextAppearance.App.Title) or Material 3 roles (bodyLarge), widths in dp.
    Every values file holding strings (in values and each language's values-xx)
    is read unless "strings" names files. Each string
    is measured at every font scale of "fontScales" (default 0.85, 1, 1.15, 1.3,
    1.5, 1.8, 2), sp converted with Android 14's curves, heights as a TextView
    sets them; findings carry the first failing fontScale.

    Options:
      --format F           text (default), json (one document), github (annotations
                           for GitHub Actions: ::error file=F,line=L,title=typometer
                           CODE::MESSAGE) or sarif (a SARIF 2.1.0 log for code
                           scanning). github and sarif name files relative to the
                           repository root (the nearest folder above holding .git).
                           A spec that cannot be read is then an annotation or a
                           log with one error result too.
      --json               The same as --format json.
      --baseline FILE      Findings FILE lists (matched by file, key, code,
                           language, variant and stress mode, not by line) are
                           baselined: they do not fail
                           the run, text counts them (--verbose lists them),
                           JSON marks them "baselined": true, SARIF marks them
                           "unchanged" and the others "new", github leaves them
                           out. The summary counts the baseline's findings that
                           are gone as fixed.
      --write-baseline FILE
                           Write the findings to FILE as a baseline (atomically;
                           never over an input, nor over a file that is not a
                           baseline). Findings then do not fail the run.
      --report DIR         Also write DIR/report.json and DIR/report.html, a page with
                           a picture of each overflowing string at the largest
                           category that fits and the first that does not
                           (DIR/pictures/*.png). The folder is replaced whole
                           once the report is complete; it must be new, empty or
                           an earlier report, and hold none of the inputs.
      --optical-size MODE  auto, always or off, as for 'typometer measure' (in place
                           of the spec's "opticalSize"; default auto).
      --verbose            Also print each measured style's font and scaler, and its
                           point size and line height at each category (on stdout
                           with text, on stderr with json and github). report.json
                           always has them under "styles".

    The spec's "fonts" and "systemFonts" choose the catalog; --fonts DIR adds to it
    and --no-system-fonts turns system fonts off. --system-font FAMILY sets the
    system font in place of the spec's "systemFont".

    Exit status: 0 nothing found, 1 an error finding or an overflow (not in the
    baseline), 2 the spec, a config, a string file or the baseline could not be
    read, or no string was measured (the report says why). The spec's "severity"
    makes any code an error, a warning or off.

    \(CatalogOptions.help)
    """

  var catalog: CatalogOptions
  var specPath: String
  /// No spec was named and none was found (reported by `run`, in `format`).
  var specNotFound = false
  /// A folder named as the spec that holds no typometer.json.
  var folderWithoutSpec: String?
  var format: CheckRenderer.Format = .text
  var reportDirectory: String?
  var opticalSizing: OpticalSizing?
  var verbose = false
  var baselinePath: String?
  var writeBaselinePath: String?

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws {
    catalog = try CatalogOptions(parsing: &arguments, environment: environment)
    format = try arguments.format(json: .json, expected: OutputFormat.names) ?? .text
    reportDirectory = try arguments.value("--report")
    baselinePath = try arguments.value("--baseline")
    writeBaselinePath = try arguments.value("--write-baseline")
    opticalSizing = try arguments.opticalSizing()
    verbose = arguments.flag("--verbose")
    for (option, value, expected) in [
      ("--report", reportDirectory, "a folder path"), ("--baseline", baselinePath, "a file path"),
      ("--write-baseline", writeBaselinePath, "a file path"),
    ] where value?.isEmpty == true {
      throw UsageError.invalidValue(option: option, value: "", expected: expected)
    }
    if let reportDirectory, let writeBaselinePath,
      Self.isInside(writeBaselinePath, folder: reportDirectory)
    {
      // The next run could not replace the folder: it holds a file not its own.
      throw UsageError.other(
        "--write-baseline \(Printable.escaped(writeBaselinePath)) is inside the --report folder, "
          + "which each run replaces whole; write the baseline beside it")
    }
    let words = try arguments.positionals()
    guard words.count <= 1 else { throw UsageError.unexpectedArgument(words[1]) }
    if let given = words.first {
      guard !given.isEmpty else {
        throw UsageError.other(
          "the spec's path is empty; give SPEC.json, or none for ./typometer.json")
      }
      specPath = given
      // A folder (`check app` after `init app`): the spec in it.
      if (try? FileKind.at(given)) == .directory {
        let inside = (given.hasSuffix("/") ? given : given + "/") + Self.specName
        if (try? FileKind.at(inside)) == nil { folderWithoutSpec = given }
        specPath = inside
      }
    } else {
      // No spec named: ./typometer.json, else the nearest in a parent folder.
      let found = Self.nearestSpec(from: FileManager.default.currentDirectoryPath)
      specPath = found ?? Self.specName
      specNotFound = found == nil
    }
  }

  func run(console: Console) throws -> ExitStatus {
    let context = OutputContext(
      root: .find(forSpec: specPath), toolVersion: TypometerCommandLine.version)
    // The job cannot be done: the reason on standard error, and for github
    // and sarif an annotation or a log too, so CI shows it where it shows findings.
    func fail(_ message: String, file: String, line: Int?) -> ExitStatus {
      fail([
        ReportedFinding(
          severity: .error, code: .parseError, message: message, file: file, line: line)
      ])
    }
    // Several inputs that cannot be read (string files): each said.
    func fail(_ problems: [ReportedFinding]) -> ExitStatus {
      for problem in problems { console.error(problem.message) }
      if let output = context.failure(problems.map(Self.withoutPlace), as: format) {
        console.write(output)
      } else if format == .json {
        console.printJSON(Self.failureReport(problems, spec: specPath))
      }
      return .failure
    }
    if let folder = folderWithoutSpec {
      // Said in the output's format too, as a spec not found is.
      let shown = Printable.escaped(folder)
      // An Xcode project or workspace is a folder too: init is run in the
      // folder that holds it.
      // (A workspace inside a project, `App.xcodeproj/project.xcworkspace`,
      // is in the project's folder too.)
      var project = folder
      var bundle = false
      func isBundle(_ path: String) -> Bool {
        [".xcodeproj", ".xcworkspace"].contains { path.lowercased().hasSuffix($0) }
      }
      while project.count > 1, project.hasSuffix("/") { project.removeLast() }
      while isBundle(project) {
        bundle = true
        project = Paths.deletingLastComponent(project)
      }
      let parent = project
      let initIn =
        !bundle
        ? " " + InitCommand.shellWord(shown)
        : parent.isEmpty || parent == "."
          ? "" : " " + InitCommand.shellWord(Printable.escaped(parent))
      return fail(
        "\(shown) is a folder with no \(Self.specName) in it; give SPEC.json, or write one with "
          + "'typometer init\(initIn)'"
          + (bundle ? " (in the folder that holds the project, as init reads it there)" : ""),
        file: folder, line: nil)
    }
    if specNotFound {
      // In the output's format too: a CI job that runs `typometer check` in
      // the wrong folder gets an annotation or a log saying so.
      return fail(
        "\(specPath): no typometer.json here or in a parent folder; give SPEC.json, "
          + "or write one with 'typometer init'", file: specPath, line: nil)
    }
    var spec: CheckSpec
    do { spec = try CheckSpec.load(path: specPath) } catch {
      // Each of the spec's problems, in the order of the file.
      return fail(
        ([error] + error.further).map { problem in
          ReportedFinding(
            severity: .error, code: .parseError, message: problem.message, file: problem.path,
            line: problem.line)
        })
    }
    var baseline: Baseline?
    if let baselinePath {
      do { baseline = try Baseline.read(path: baselinePath) } catch {
        return fail(error.description, file: error.path, line: error.line)
      }
    }
    // The spec's own font folders, before --fonts adds to them.
    let specFonts = spec.fonts.map(spec.resolve)
    // --fonts paths are relative to the working directory, not to the spec.
    let here = FileManager.default.currentDirectoryPath
    if !catalog.fontPaths.isEmpty { spec.ownFontCount = spec.fonts.count }
    spec.fonts += catalog.fontPaths.map { $0.hasPrefix("/") ? $0 : here + "/" + $0 }
    if !catalog.includeSystemFonts { spec.systemFonts = false }
    if let family = catalog.systemFamily {
      spec.systemFont = family
      spec.systemFontFromOption = true
    }
    if let opticalSizing { spec.opticalSizing = opticalSizing }
    let fontCatalog: FontCatalog
    // The string files are read while the catalog is made (an Android spec
    // that names none finds them in its resources, later); what fails there
    // is reported where the check reads them.
    let checkSpec = spec
    let (made, strings) = concurrently {
      Result { () throws(CatalogError) in
        let (paths, notFallback) = CheckRunner.catalogPaths(checkSpec)
        return try CatalogOptions.makeCatalog(
          fontPaths: paths, includeSystemFonts: checkSpec.systemFonts, console: console,
          notFallback: notFallback)
      }
    } _: {
      checkSpec.platform == .android && checkSpec.strings.isEmpty
        ? nil : CheckRunner.readStringFiles(checkSpec)
    }
    do {
      fontCatalog = try made.get()
    } catch {
      // Said with the string files named twice and those that cannot be
      // read, in one run.
      var unread = CheckRunner.namedTwice(
        spec.strings, lines: spec.stringLines, key: "strings", in: spec
      ).flatMap { Self.problems(of: $0, spec: spec) }
      if case .failure(let failure)? = strings { unread += Self.problems(of: failure, spec: spec) }
      // And the res folders that are not there.
      let folders = CheckRunner.resourceFolderProblems(spec).flatMap {
        Self.problems(of: $0, spec: spec)
      }
      func failing(_ message: String, line: Int?) -> ExitStatus {
        fail(
          [
            ReportedFinding(
              severity: .error, code: .parseError, message: message, file: spec.path, line: line)
          ] + folders + unread)
      }
      // A folder the spec names is the spec's to fix, not --fonts'.
      if case .notFound(let path) = error, let index = specFonts.firstIndex(of: path) {
        let line = index < spec.fontLines.count ? spec.fontLines[index] : nil
        return failing(
          Self.missingEntry(
            "the font folder", key: "fonts", entry: spec.fonts[index], resolved: path,
            spec: spec.path, line: line), line: line)
      }
      // So is an entry that is there but no font or folder of fonts.
      if case .unreadable(let path, let reason) = error,
        let index = specFonts.firstIndex(of: path)
      {
        let line = index < spec.fontLines.count ? spec.fontLines[index] : nil
        return failing(
          OutputText.place(file: spec.path, line: line) + ": '"
            + Printable.escaped(spec.fonts[index]) + "' in the spec's \"fonts\": " + reason,
          line: line)
      }
      return failing(Diagnostics.message(for: error), line: nil)
    }

    // The report folder is checked and locked before the work, and filled in a
    // staging folder that replaces it whole at the end.
    var staged: StagedFolder?
    if let reportDirectory {
      do {
        staged = try StagedFolder(
          replacing: reportDirectory, inputs: Self.inputs(of: spec, catalog: fontCatalog),
          owns: ReportWriter.owns)
      } catch {
        return fail("cannot write the report: \(error)", file: spec.path, line: nil)
      }
    }
    // The baseline made ready to match once: it marks the findings, and with
    // more findings than pictures, those it accepts are drawn last.
    let match = baseline.map { BaselineMatch($0, root: context.root) }
    var report: CheckReport
    do {
      let pictures = staged.map { Paths.join($0.staging, "pictures") }
      // On a terminal: the count, rate and time left while strings are measured.
      var line: ProgressLine?
      var counted = 0
      var measuringStarted: Double?
      report = try CheckRunner.run(
        spec: spec, catalog: fontCatalog, strings: strings, pictures: pictures,
        progress: { step in
          // Each step on its own line; measuring shows as the progress line.
          if step.hasPrefix("measuring") {
            measuringStarted = ProgressLine.now()
          } else if console.errorIsTerminal {
            line?.finish()
            console.diagnostic("typometer: \(step)\n")
          }
        },
        measured: { done, total in
          if line == nil {
            // Its rate counts from the start of measuring, not from the
            // first slice's end.
            line = ProgressLine.make(
              total: total, noun: "strings", console: console, started: measuringStarted)
          }
          line?.advance(by: done - counted)
          counted = done
        }, accepted: match.map { match in { match.contains(ReportedFinding($0)) } })
      line?.finish()
    } catch {
      let place = Self.place(of: error, spec: spec.path)
      switch error {
      case .catalog(let error):
        return fail(Diagnostics.message(for: error), file: place.file, line: place.line)
      case .stringFile(let error):
        return fail([Self.problem(of: error, spec: spec)])
      case .stringFiles(let errors):
        return fail(errors.map { Self.problem(of: $0, spec: spec) })
      case .several(let failures):
        return fail(failures.flatMap { Self.problems(of: $0, spec: spec) })
      default:
        // A picture is written in the staging folder; name it where it was going.
        if let staged, let reportDirectory {
          return fail(
            error.description.replacingOccurrences(of: staged.staging, with: reportDirectory),
            file: place.file, line: place.line)
        }
        return fail(error.description, file: place.file, line: place.line)
      }
    }
    if let baseline, let match {
      report.apply(match)
      var display = ShownPaths(root: context.root)
      let name = Printable.escaped(baselinePath ?? "the baseline")
      // A baseline none of whose files this check reads is likely another
      // project's (or one written from another folder): every finding is new.
      if report.summary.baselined == 0, !baseline.entries.isEmpty {
        let read = Set(
          Set(
            report.files.map(\.path) + report.findings.map(\.file) + [spec.path]
              + spec.configs.map(spec.resolve)
          ).map { display($0) })
        if !baseline.entries.contains(where: { read.contains($0.file) }) {
          console.diagnostic(
            "typometer: none of the \(OutputText.plural(baseline.entries.count, "finding")) in "
              + "\(name) is in a file this check reads; is it another project's, or written "
              + "from another folder?\n")
        }
      }
      // A baseline written before entries recorded stress modes accepts the
      // plain check's findings only: a stress mode's it listed are new now.
      if !baseline.recordsStress {
        let accepted = baseline.identities
        let stale = report.findings.count { finding in
          guard finding.stress != nil, finding.baselined == false else { return false }
          var identity = ReportedFinding(finding).identity(shownFile: display(finding.file))
          identity.stress = nil
          return accepted.contains(identity) || accepted.contains(identity.withoutVariant)
        }
        if stale > 0 {
          console.diagnostic(
            "typometer: \(name) was written before a baseline told a stress mode's findings "
              + "from the plain check's, so \(OutputText.plural(stale, "stress finding")) it "
              + "listed \(stale == 1 ? "is" : "are") new here; run --write-baseline again to "
              + "accept \(stale == 1 ? "it" : "them")\n")
        }
      }
    }

    if let staged {
      do {
        try ReportWriter.write(ReportPage.html(report), to: staged, name: "report.html")
        try ReportWriter.write(CheckRenderer.json(report), to: staged, name: "report.json")
        try staged.commit()
      } catch {
        console.error("cannot write the report: \(error)")
        return .failure
      }
      if let leftOut = report.summary.picturesLeftOut, leftOut > 0 {
        console.diagnostic(
          "typometer: pictures drawn for \(CheckRunner.maximumPictures) of the overflows and "
            + "word splits (errors first, then warnings, then the stress modes'); \(leftOut) more "
            + "are in the report without one\n")
      }
      if let undrawn = report.summary.picturesUndrawn {
        console.warning(ReportPage.undrawnPictures(undrawn) + " in the report")
      }
    }
    if verbose, format != .text {
      console.diagnostic(CheckRenderer.styleTables(report))
    }
    if let writeBaselinePath {
      let written = Baseline(
        findings: report.findings.map(ReportedFinding.init), root: context.root)
      var inputs = Self.inputs(of: spec, catalog: fontCatalog)
      if let baselinePath { inputs.add(baselinePath, role: "the baseline") }
      // The report folder, replaced whole by the next run, takes no file of
      // its own (said before the work for a path in it by name; here for one
      // through a link).
      if let reportDirectory { inputs.add(reportDirectory, role: "the --report folder") }
      let bytes = written.jsonBytes
      if let refusal = written.refusal(
        toWrite: writeBaselinePath, bytes: bytes.count, inputs: inputs)
      {
        return fail(
          "cannot write the baseline: \(Printable.escaped(writeBaselinePath)): \(refusal)",
          file: spec.path, line: nil)
      }
      do {
        try OutputFile.write(bytes, to: writeBaselinePath, inputs: inputs, isRunOutput: true)
      } catch {
        return fail("cannot write the baseline: \(error)", file: spec.path, line: nil)
      }
      console.diagnostic(
        "typometer: wrote \(OutputText.plural(written.entries.count, "finding")) to "
          + "\(Printable.escaped(writeBaselinePath))\n")
    }
    switch format {
    case .json:
      console.write(bytes: report.jsonBytes)  // as CheckRenderer.json: JSON escapes itself
    case .sarif:
      console.write(CheckRenderer.sarif(report, context: context))
    case .text, .github:
      var output = CheckRenderer.render(report, as: format, verbose: verbose, context: context)
      if output.hasSuffix("\n") { output.removeLast() }
      if !output.isEmpty { console.print(output, styled: format == .text) }
    }
    if let why = report.nothingMeasured {
      // The output has it as a `nothing-measured` finding; stderr says why
      // too where the output is for a program (in text, it was just said).
      console.error(
        format == .text || format == .github
          ? "nothing was measured (said above)" : "nothing was measured: \(why)")
      return .failure
    }
    // Findings just written to a baseline are accepted; only new errors fail.
    return report.hasErrors && writeBaselinePath == nil ? .findings : .success
  }
}

extension CheckCommand {
  /// The spec's usual name.
  static let specName = "typometer.json"

  /// `SPEC:LINE: the font folder 'x' in the spec's "fonts" does not exist
  /// (/resolved/x); fix or remove the entry`: an entry of the spec's that
  /// names nothing, blamed on the spec.
  static func missingEntry(
    _ what: String, key: String, entry: String, resolved: String, spec: String, line: Int?
  ) -> String {
    OutputText.place(file: spec, line: line)
      + ": \(what) '\(Printable.escaped(entry))' in the spec's \"\(key)\" "
      + "does not exist" + (entry == resolved ? "" : " (\(Printable.escaped(resolved)))")
      + "; fix or remove the entry"
      + CheckSpec.linkNote(spec: spec, entry: entry)
  }

  /// `typometer.json` in `folder`, else in the nearest parent folder that has
  /// one (a path relative to `folder` when it is below it), or nil.
  static func nearestSpec(from folder: String) -> String? {
    var current = folder
    var depth = 0
    while depth < 256 {
      let candidate = (current as NSString).appendingPathComponent(specName)
      if FileKind.of(candidate) == .regular {
        // Relative to the working folder (`../../typometer.json`), so that
        // the files it names are too, as they are from the spec's folder.
        return String(repeating: "../", count: depth) + specName
      }
      let parent = Paths.deletingLastComponent(current)
      if parent == current || parent.isEmpty { return nil }
      current = parent
      depth += 1
    }
    return nil
  }

  /// The document `check --json` prints when it cannot do the job (exit 2):
  /// the spec and a `parse-error` finding for each problem (one, or each
  /// string file that cannot be read), naming the file (and line) at fault,
  /// shaped as `validate --format json` reports an unreadable config.
  struct FailureReport: Encodable {
    /// The summary's keys (CLI.md): nothing was read or measured.
    struct Summary: Encodable {
      var files = 0
      var strings = 0
      var measurements = 0
      var overflows = 0
      var uncovered = 0
      var errors = 1
      var warnings = 0
    }
    struct Finding: Encodable {
      var severity = "error"
      var code = FindingCode.parseError.rawValue
      var message: String
      var file: String
      var line: Int?
    }
    var spec: String
    var summary = Summary()
    var findings: [Finding]
  }

  /// The ``FailureReport`` for `problems` (each message the whole line,
  /// `file:line: problem`; each finding holds the problem alone).
  static func failureReport(_ problems: [ReportedFinding], spec: String) -> FailureReport {
    FailureReport(
      spec: spec, summary: .init(errors: problems.count),
      findings: problems.map { problem in
        .init(message: withoutPlace(problem).message, file: problem.file, line: problem.line)
      })
  }

  /// `problem` with its message the problem alone, without the
  /// `file:line: ` that starts the line said on standard error (a GitHub
  /// annotation and a SARIF result give the place apart).
  static func withoutPlace(_ problem: ReportedFinding) -> ReportedFinding {
    let line = problem.line.map { ":\($0)" } ?? ""
    // The message names the file as given, or escaped (a control character in its name).
    for file in [problem.file, Printable.escaped(problem.file)] {
      let prefix = file + line + ": "
      guard problem.message.hasPrefix(prefix) else { continue }
      var alone = problem
      alone.message = String(problem.message.dropFirst(prefix.count))
      return alone
    }
    return problem
  }

  /// What to say of a string file that cannot be read, and where: one the
  /// spec names that is not there is the spec's to fix (its entry's line,
  /// keyed by the entry, so that two missing files are two SARIF results);
  /// any other is named itself, at its line.
  static func problem(of error: StringFileError, spec: CheckSpec) -> ReportedFinding {
    let named = ReportedFinding(
      severity: .error, code: .parseError, message: error.description, file: error.path,
      line: error.line)
    guard let index = spec.strings.firstIndex(where: { spec.resolve($0) == error.path }) else {
      return named
    }
    let line = index < spec.stringLines.count ? spec.stringLines[index] : nil
    let entry = spec.strings[index]
    let place = OutputText.place(file: spec.path, line: line)
    let message: String
    if let target = danglingTarget(error.path) {
      // A symbolic link to nothing, with where it leads.
      message =
        place + ": the string file '\(Printable.escaped(entry))' in the spec's \"strings\" is a "
        + "symbolic link to '\(Printable.escaped(target))', which does not exist; fix the link "
        + "or remove the entry"
    } else if FileKind.ofLink(error.path) == nil {
      message = Self.missingEntry(
        "the string file", key: "strings", entry: entry, resolved: error.path, spec: spec.path,
        line: line)
    } else if FileKind.of(error.path) == .directory {
      message = Self.folderEntry(entry, resolved: error.path, spec: spec.path, line: line)
    } else if case .unreadable(_, let reason) = error {
      // Another that cannot be opened or read (a symlink loop, a FIFO, a
      // kernel's file).
      message =
        place + ": the string file '\(Printable.escaped(entry))' in the spec's \"strings\" cannot "
        + "be read: \(reason)"
    } else {
      return named  // (Read, and wrong at a line of its own.)
    }
    return ReportedFinding(
      severity: .error, code: .parseError, message: message, file: spec.path, line: line,
      key: "strings: " + entry)
  }

  /// Where the symbolic link at `path` leads, when it leads to nothing
  /// (not a loop); nil for anything else.
  static func danglingTarget(_ path: String) -> String? {
    guard FileKind.ofLink(path) == .symbolicLink else { return nil }
    do {
      _ = try FileKind.at(path)
      return nil
    } catch {
      guard case .notFound = error.reason else { return nil }
    }
    return InputFile.linkTarget(path)
  }

  /// What to say of a folder named in the spec's `strings`: the string
  /// files in it (not in its sub-folders) to name instead.
  static func folderEntry(_ entry: String, resolved: String, spec: String, line: Int?) -> String {
    let files = (Folder.names(resolved) ?? []).filter { name in
      let path = Paths.join(resolved, name)
      guard StringFileFormat.detect(path: name) != .plainText, FileKind.of(path) == .regular
      else { return false }
      // An Android values file of strings, not of colours or dimensions.
      guard name.lowercased().hasSuffix(".xml") else { return true }
      guard let bytes = try? InputFile.read(path, limit: CheckSpec.maximumFileSize) else {
        return false
      }
      return bytes.holds(Array("<string".utf8)) || bytes.holds(Array("<plurals".utf8))
    }.sorted().map { Printable.escaped(Paths.join(entry, $0)) }
    return OutputText.place(file: spec, line: line)
      + ": '\(Printable.escaped(entry))' in the spec's \"strings\" is a folder; "
      + (files.isEmpty
        ? "name string files, not folders"
        : "name its string files instead (" + OutputText.firstFew(files, 3) + ")")
  }

  /// What `failure` (one of ``CheckRunner/Failure/several(_:)``'s) says:
  /// a finding for each string file that cannot be read, else one.
  static func problems(of failure: CheckRunner.Failure, spec: CheckSpec) -> [ReportedFinding] {
    switch failure {
    case .stringFile(let error): return [Self.problem(of: error, spec: spec)]
    case .stringFiles(let errors): return errors.map { Self.problem(of: $0, spec: spec) }
    default:
      let place = Self.place(of: failure, spec: spec.path)
      return [
        ReportedFinding(
          severity: .error, code: .parseError, message: failure.description, file: place.file,
          line: place.line)
      ]
    }
  }

  /// The file and line a failure is about, for annotations and SARIF: the
  /// config, string file or asset catalog it names, else the spec.
  static func place(of failure: CheckRunner.Failure, spec: String) -> (file: String, line: Int?) {
    switch failure {
    case .config(let finding): return (finding.file, finding.line)
    case .stringFile(let error): return (error.path, error.line)
    case .assetCatalog(let error): return (error.path, nil)
    case .androidResources(let error): return (error.path, error.line)
    case .unknownContainerStyle(_, let line, _, _),
      .unknownAndroidContainerStyle(_, let line, _, _, _), .unknownAndroidTheme(_, let line, _, _),
      .unresolvedThemeAttribute(_, let line, _, _, _),
      .androidResourceFolder(_, let line, _, _),
      .unknownScalingStyle(_, let line, _, _),
      .unknownScalingTextStyle(_, let line, _, _), .textStyleNotOnPlatform(_, let line, _, _, _),
      .namedTwice(_, let line, _, _, _):
      return (spec, line)
    case .several(let failures):
      return failures.first.map { place(of: $0, spec: spec) } ?? (spec, nil)
    default: return (spec, nil)
    }
  }

  /// Everything the check reads, which its report must never replace: the
  /// spec, configs, string files, font folders, fonts and the working folder.
  static func inputs(of spec: CheckSpec, catalog: FontCatalog) -> RunInputs {
    var inputs = RunInputs()
    inputs.add(spec.path, role: "the spec")
    inputs.add(spec.configs.map(spec.resolve), role: "a config")
    inputs.add(spec.strings.map(spec.resolve), role: "a string file")
    inputs.add(spec.fonts.map(spec.resolve), role: "a font folder", contents: .fonts)
    inputs.add(spec.assetCatalogs.map(spec.resolve), role: "an asset catalog")
    inputs.add(spec.resources.map(spec.resolve), role: "a res folder")
    inputs.add(catalog.records.map(\.path), role: "a font")
    inputs.add(
      FileManager.default.currentDirectoryPath, role: RunInputs.workingFolder, contents: .none)
    return inputs
  }
}

extension CheckCommand {
  /// Whether `path` lies inside `folder` (both relative to the working
  /// folder, or absolute), by name.
  static func isInside(_ path: String, folder: String) -> Bool {
    func absolute(_ path: String) -> [Substring] {
      let full =
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
      return Paths.lexicalComponents(of: full).components
    }
    let inner = absolute(path)
    let outer = absolute(folder)
    return inner.count > outer.count && Array(inner.prefix(outer.count)) == outer
  }
}

/// The files of a report folder: report.html, report.json and pictures/*.png,
/// written into a ``StagedFolder`` that replaces the old report whole.
enum ReportWriter {
  /// Writes one report file into the staging folder (flushed to disk).
  static func write(_ text: String, to folder: StagedFolder, name: String) throws(FileError) {
    try OutputFile.writeNew(
      Array(text.utf8), to: Paths.join(folder.staging, name),
      displayPath: Paths.join(folder.path, name))
  }

  /// Whether an entry of an existing report folder is one a report holds (or a
  /// temporary an earlier version left), so the folder may be replaced.
  static func owns(_ entry: String, _ kind: FileKind) -> Bool {
    switch kind {
    case .directory: return entry == "pictures"
    case .regular:
      if entry == "report.json" || entry == "report.html" { return true }
      if entry.hasPrefix(".dat.nosync") || entry.hasPrefix(".report.") { return true }
      guard entry.hasPrefix("pictures/") else { return false }
      let name = entry.dropFirst("pictures/".count)
      return !name.contains("/") && (name.hasSuffix(".png") || name.hasSuffix(".tmp"))
    default: return false
    }
  }
}
