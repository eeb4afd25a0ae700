import FileAccess
import FontDiscovery
import Foundation
import TextLayout
import TypographyConfig
import TypometerChecks

/// `typometer check SPEC.json`: the main job.
struct CheckCommand: Command {
  static let name = "check"
  static let summary = "Validate configs, measure every string at every size, list cascades."
  static let help = """
    USAGE: typometer check [SPEC.json] [--format text|json|github] [--report DIR] [--verbose]
                           [--optical-size MODE]

    Reads a spec (typometer.json: configs, fonts, string files, containers and
    categories; see the README; without SPEC.json, ./typometer.json or the nearest
    one in a parent folder), validates the TypographyKit configs, measures
    every string of the string files in its container at every category, and works
    out the fallback faces (cascade) each style needs.

    Findings: the validate codes, plus overflow (the smallest category at which a
    string stops fitting heads the finding), uncovered (characters no face covers),
    no-container (a string no container's keys match) and not-measured. The
    spec's "assetCatalogs" (.xcassets folders) make their named colours colours;
    a malformed colorset is a colorset-invalid warning.

    Each style is sized at each category by the scaler the spec's "scaling" names
    for it (typographykit, the default: as TypographyKit sizes it; uifontmetrics,
    kgn or swash); the base size is the config style's point-size.

    Options:
      --format F           text (default), json (one document) or github (annotations
                           for GitHub Actions: ::error file=F,line=L::message).
      --json               The same as --format json.
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

    Exit status: 0 nothing found, 1 an error finding or an overflow, 2 the spec,
    a config or a string file could not be read, or no string was measured (the
    report says why). The spec's "severity" makes any code an error, a warning or
    off.

    \(CatalogOptions.help)
    """

  var catalog: CatalogOptions
  var specPath: String
  var format: CheckRenderer.Format = .text
  var reportDirectory: String?
  var opticalSizing: OpticalSizing?
  var verbose = false

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws {
    catalog = try CatalogOptions(parsing: &arguments, environment: environment)
    format = try arguments.format(json: .json, expected: "text, json or github") ?? .text
    reportDirectory = try arguments.value("--report")
    opticalSizing = try arguments.opticalSizing()
    verbose = arguments.flag("--verbose")
    let words = try arguments.positionals()
    guard words.count <= 1 else { throw UsageError.unexpectedArgument(words[1]) }
    if let given = words.first {
      specPath = given
    } else {
      // No spec named: ./typometer.json, else the nearest in a parent folder.
      guard let found = Self.nearestSpec(from: FileManager.default.currentDirectoryPath) else {
        throw UsageError.missingArgument(
          "the spec file: no typometer.json here or in a parent folder; give SPEC.json")
      }
      specPath = found
    }
  }

  func run(console: Console) throws -> ExitStatus {
    var spec: CheckSpec
    do { spec = try CheckSpec.load(path: specPath) } catch {
      return fail(error.message, file: error.path, line: error.line, console: console)
    }
    let specFonts = spec.fonts.map(spec.resolve)
    // --fonts paths are relative to the working directory, not to the spec.
    let here = FileManager.default.currentDirectoryPath
    spec.fonts += catalog.fontPaths.map { $0.hasPrefix("/") ? $0 : here + "/" + $0 }
    if !catalog.includeSystemFonts { spec.systemFonts = false }
    if let family = catalog.systemFamily { spec.systemFont = family }
    if let opticalSizing { spec.opticalSizing = opticalSizing }
    let fontCatalog: FontCatalog
    do {
      fontCatalog = try CatalogOptions.makeCatalog(
        fontPaths: spec.fonts.map(spec.resolve), includeSystemFonts: spec.systemFonts,
        console: console)
    } catch {
      // A folder the spec names is the spec's to fix, not --fonts'.
      if case .notFound(let path) = error, let index = specFonts.firstIndex(of: path) {
        let line = index < spec.fontLines.count ? spec.fontLines[index] : nil
        let entry = spec.fonts[index]
        let message =
          OutputText.place(file: spec.path, line: line) + ": the font folder '\(entry)' in the "
          + "spec's \"fonts\" does not exist" + (entry == path ? "" : " (\(path))")
          + "; fix or remove the entry"
        return fail(message, file: spec.path, line: line, console: console)
      }
      return fail(Diagnostics.message(for: error), file: specPath, line: nil, console: console)
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
        return fail(
          "cannot write the report: \(error)", file: reportDirectory, line: nil, console: console)
      }
    }
    let report: CheckReport
    do {
      let pictures = staged.map { Paths.join($0.staging, "pictures") }
      report = try CheckRunner.run(spec: spec, catalog: fontCatalog, pictures: pictures) { step in
        if console.errorIsTerminal { console.diagnostic("typometer: \(step)\n") }
      }
    } catch {
      switch error {
      case .catalog(let error):
        return fail(Diagnostics.message(for: error), file: specPath, line: nil, console: console)
      case .stringFile(let error):
        return fail(error.description, file: error.path, line: error.line, console: console)
      case .config(let finding):
        return fail(error.description, file: finding.file, line: finding.line, console: console)
      default:
        // A picture is written in the staging folder; name it where it was going.
        var message = error.description
        if let staged, let reportDirectory {
          message = message.replacingOccurrences(of: staged.staging, with: reportDirectory)
        }
        return fail(message, file: specPath, line: nil, console: console)
      }
    }

    if let staged {
      do {
        try ReportWriter.write(ReportPage.html(report), to: staged, name: "report.html")
        try ReportWriter.write(CheckRenderer.json(report), to: staged, name: "report.json")
        try staged.commit()
      } catch {
        return fail(
          "cannot write the report: \(error)", file: reportDirectory ?? specPath, line: nil,
          console: console)
      }
    }
    if verbose, format != .text {
      console.diagnostic(CheckRenderer.styleTables(report))
    }
    if format == .json {
      console.printJSON(report)  // as CheckRenderer.json, unescaped: JSON escapes itself
    } else {
      var output = CheckRenderer.render(report, as: format, verbose: verbose)
      if output.hasSuffix("\n") { output.removeLast() }
      if !output.isEmpty { console.print(output, styled: format == .text) }
    }
    if let why = report.nothingMeasured {
      console.error("nothing was measured: \(why)")
      return .failure
    }
    return report.hasErrors ? .findings : .success
  }
}

extension CheckCommand {
  /// The spec's usual name.
  static let specName = "typometer.json"

  /// `typometer.json` in `folder`, else in the nearest parent folder that has
  /// one (a path relative to `folder` when it is below it), or nil.
  static func nearestSpec(from folder: String) -> String? {
    var current = folder
    var depth = 0
    while depth < 256 {
      let candidate = (current as NSString).appendingPathComponent(specName)
      if FileKind.of(candidate) == .regular {
        return current == folder ? specName : candidate
      }
      let parent = (current as NSString).deletingLastPathComponent
      if parent == current || parent.isEmpty { return nil }
      current = parent
      depth += 1
    }
    return nil
  }

  /// The document `check --json` prints when it cannot do the job (exit 2):
  /// the spec and one `parse-error` finding naming the file (and line) at
  /// fault, shaped as `validate --format json` reports an unreadable config.
  struct FailureReport: Encodable {
    struct Summary: Encodable {
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

  /// Says on stderr why the check could not be done and, with `--format
  /// json`, prints a ``FailureReport`` on stdout too: `message` is the whole
  /// line (`file:line: problem`); the finding holds the problem alone.
  func fail(_ message: String, file: String, line: Int?, console: Console) -> ExitStatus {
    console.error(message)
    if format == .json {
      let prefix = file + (line.map { ":\($0)" } ?? "") + ": "
      let problem = message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
      console.printJSON(
        FailureReport(
          spec: specPath, findings: [.init(message: problem, file: file, line: line)]))
    }
    return .failure
  }

  /// Everything the check reads, which its report must never replace: the
  /// spec, configs, string files, font folders, fonts and the working folder.
  static func inputs(of spec: CheckSpec, catalog: FontCatalog) -> RunInputs {
    var inputs = RunInputs()
    inputs.add(spec.path, role: "the spec")
    inputs.add(spec.configs.map(spec.resolve), role: "a config")
    inputs.add(spec.strings.map(spec.resolve), role: "a string file")
    inputs.add(spec.fonts.map(spec.resolve), role: "a font folder")
    inputs.add(spec.assetCatalogs.map(spec.resolve), role: "an asset catalog")
    inputs.add(catalog.records.map(\.path), role: "a font")
    inputs.add(FileManager.default.currentDirectoryPath, role: "the working folder")
    return inputs
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
