import FileAccess
import FontDiscovery
import TypographyConfig
import TypometerChecks

/// `typometer validate`: checks TypographyKit configs against the font catalog.
struct ValidateCommand: Command {
  static let name = "validate"
  static let summary = "Check TypographyKit configs: fonts, colours, sizes, extends."
  static let help = """
    USAGE: typometer validate CONFIG… [--format text|json|github|sarif] [--bold-text]
                              [--asset-catalog DIR]… [--baseline FILE]
                              [--write-baseline FILE] [--verbose]

    Checks TypographyKit configs (JSON, XML or binary plist, detected from the
    content whatever the extension). Several configs are merged in the order
    given; later files win. Every font-name must be a PostScript name in the
    catalog (exact, case-sensitive); colours, sizes, letter cases, scaling modes
    and extends chains are checked too.

    Each finding: {severity, code, message, file, keyPath, line?, suggestion?}.
      text      FILE:LINE: SEVERITY[CODE]: KEYPATH: MESSAGE, then a summary line.
      json      One JSON document: {files, findings, summary: {errors, warnings}}.
      github    GitHub Actions annotations, as check writes them:
                ::error file=F,line=L,title=typometer CODE::KEYPATH: MESSAGE
                (::warning for warnings), F relative to the repository root.
      sarif     One SARIF 2.1.0 log for code scanning (a rule per code; paths
                relative to the repository root).
    A config that cannot be read is a parse-error finding in every format.
    Codes: font-not-found, font-system-only (warning), extends-missing,
    extends-cycle, color-invalid, color-not-found, size-invalid, size-range,
    letter-case-invalid, scaling-mode-invalid, unknown-key (warning),
    value-invalid, duplicate-style (warning), colorset-invalid (warning),
    duplicate-font (warning: faces of two releases in the font folders share
    a font-name), parse-error.

    Options:
      CONFIG               A config file; at least one.
      --format F           text (default), json, github or sarif.
      --json               The same as --format json.
      --bold-text          Also check that the face each font maps to under the iOS
                           Bold Text setting is in the catalog (below Bold → Bold,
                           Bold → Black: Inter-Medium → Inter-Bold).
      --asset-catalog DIR  An Xcode asset catalog (.xcassets) whose named colours
                           the configs may use, as UIColor(named:) finds them
                           (repeatable). Every *.colorset under DIR is read; a
                           malformed one is a colorset-invalid warning.
      --baseline FILE      Findings FILE lists (matched by file, key path, code,
                           not by line) do not fail the run: text counts them
                           (--verbose lists them), json marks them "baselined",
                           sarif marks them "unchanged" and the others "new",
                           github leaves them out. As for 'typometer check'.
      --write-baseline FILE
                           Write the findings to FILE as a baseline (atomically;
                           never over an input). Findings then do not fail the
                           run.
      --verbose            With --baseline, list the baselined findings in text.

    Exit status: 0 no errors (warnings allowed), 1 an error was found (not in the
    baseline), 2 a config or the baseline could not be read or parsed, or bad
    usage.

    \(CatalogOptions.help)
    """

  var catalog: CatalogOptions
  var files: [String]
  var format: FindingRenderer.Format = .text
  var options = ValidationOptions()
  var assetCatalogs: [String] = []
  var baselinePath: String?
  var writeBaselinePath: String?
  var verbose = false

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws {
    catalog = try CatalogOptions(parsing: &arguments, environment: environment)
    baselinePath = try arguments.value("--baseline")
    writeBaselinePath = try arguments.value("--write-baseline")
    verbose = arguments.flag("--verbose")
    options.boldText = arguments.flag("--bold-text")
    assetCatalogs = try arguments.values("--asset-catalog")
    format = try arguments.format(json: .json, expected: OutputFormat.names) ?? .text
    files = try arguments.positionals()
    guard !files.isEmpty else {
      throw UsageError.missingArgument("the config file to validate (CONFIG…)")
    }
  }

  func run(console: Console) throws -> ExitStatus {
    let context = OutputContext(root: .find(), toolVersion: TypometerCommandLine.version)
    var baseline: BaselineMatch?
    if let baselinePath {
      do {
        baseline = BaselineMatch(try Baseline.read(path: baselinePath), root: context.root)
      } catch {
        console.error(error.description)
        if let output = context.failure(
          error.description, file: error.path, line: error.line, as: format)
        {
          console.write(output)
        }
        return .failure
      }
    }
    let catalog = try self.catalog.makeCatalog(console: console)
    var options = self.options
    options.systemFamily = try self.catalog.systemFont(in: catalog)?.family
    do {
      options.assetCatalog = try AssetCatalog.load(folders: assetCatalogs)
    } catch {
      let problem = "cannot read the asset catalog: \(error.reason)"
      if let output = context.failure(
        "\(error.path): \(problem)", file: error.path, line: nil, as: format)
      {
        console.write(output)
      }
      throw InputError(path: error.path, problem: problem)
    }
    let validator = ConfigValidator(fonts: CatalogFontResolver(catalog: catalog), options: options)
    let report = validator.validate(files: files)

    if let writeBaselinePath {
      let written = Baseline(
        findings: report.findings.map(ReportedFinding.init), root: context.root)
      var inputs = RunInputs()
      inputs.add(files, role: "a config")
      inputs.add(assetCatalogs, role: "an asset catalog")
      inputs.add(self.catalog.fontPaths, role: "a font folder", contents: .fonts)
      inputs.add(catalog.records.map(\.path), role: "a font")
      if let baselinePath { inputs.add(baselinePath, role: "the baseline") }
      let bytes = written.jsonBytes
      if let refusal = written.refusal(
        toWrite: writeBaselinePath, bytes: bytes.count, inputs: inputs)
      {
        console.error(
          "cannot write the baseline: \(Printable.escaped(writeBaselinePath)): \(refusal)")
        return .failure
      }
      do {
        try OutputFile.write(bytes, to: writeBaselinePath, inputs: inputs, isRunOutput: true)
      } catch {
        console.error("cannot write the baseline: \(error)")
        return .failure
      }
      console.diagnostic(
        "typometer: wrote \(OutputText.plural(written.entries.count, "finding")) to "
          + "\(Printable.escaped(writeBaselinePath))\n")
    }

    if format == .sarif {
      console.write(FindingRenderer.sarif(report, context: context, baseline: baseline))
    } else if format == .json {
      // A JSON document escapes what it holds itself (console escaping would
      // write `\u{…}`, which is not JSON).
      console.write(
        FindingRenderer.render(
          report, as: format, context: context, baseline: baseline, verbose: verbose))
    } else {
      var output = FindingRenderer.render(
        report, as: format, context: context, baseline: baseline, verbose: verbose)
      if output.hasSuffix("\n") { output.removeLast() }
      if !output.isEmpty { console.print(output, styled: format == .text) }
    }

    // Machine-readable output goes to a file or a CI log; say on standard error
    // too why the job could not be done.
    if format != .text {
      for finding in report.findings where finding.code == .parseError {
        console.error(
          "\(OutputText.place(file: finding.file, line: finding.line)): \(finding.message)")
      }
    }
    if report.hasParseError { return .failure }
    // Findings just written to a baseline are accepted; only new errors fail.
    let failing = report.findings.filter {
      $0.severity == .error && !(baseline?.contains(ReportedFinding($0)) ?? false)
    }
    return failing.isEmpty || writeBaselinePath != nil ? .success : .findings
  }
}
