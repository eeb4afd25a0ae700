import Testing
import TypographyConfig

@testable import TypometerChecks

@Suite struct BaselineTests {
  static let root = SourceRoot(path: "/repo", workingDirectory: "/repo")

  static func finding(
    _ code: FindingCode, file: String, line: Int?, key: String?, language: String?
  ) -> CheckFinding {
    var finding = CheckFinding(
      severity: code.defaultSeverity, code: code, message: "\(code.rawValue) in \(file)",
      file: file, line: line)
    finding.key = key
    finding.language = language
    return finding
  }

  static var report: CheckReport {
    let findings = [
      finding(.overflow, file: "de.lproj/L.strings", line: 2, key: "title", language: "de"),
      finding(.overflow, file: "fr.lproj/L.strings", line: 2, key: "title", language: "fr"),
      finding(.noContainer, file: "de.lproj/L.strings", line: 9, key: "misc", language: "de"),
    ]
    return CheckReport(
      spec: "t.json",
      settings: .init(
        platform: "ios", categories: ["large"], configs: [], fonts: [], systemFonts: false,
        boldText: false),
      summary: .init(
        files: 2, strings: 3, measured: 2, measurements: 2, overflows: 2, uncovered: 0,
        wordSplits: 0, unassigned: 1, errors: 2, warnings: 1),
      files: [], findings: findings, cascades: [])
  }

  @Test func writtenBaselineIsSortedKeyedAndWithoutLines() throws {
    let baseline = Baseline(
      findings: Self.report.findings.map(ReportedFinding.init), root: Self.root)
    #expect(
      baseline.json == """
        {
          "findings" : [
            {
              "code" : "no-container",
              "file" : "de.lproj/L.strings",
              "key" : "misc",
              "language" : "de",
              "message" : "no-container in de.lproj/L.strings (de)"
            },
            {
              "code" : "overflow",
              "file" : "de.lproj/L.strings",
              "key" : "title",
              "language" : "de",
              "message" : "overflow in de.lproj/L.strings (de)"
            },
            {
              "code" : "overflow",
              "file" : "fr.lproj/L.strings",
              "key" : "title",
              "language" : "fr",
              "message" : "overflow in fr.lproj/L.strings (fr)"
            }
          ],
          "tool" : "typometer",
          "version" : 1
        }

        """)
    let read = try Baseline.parse(bytes: Array(baseline.json.utf8), path: "b.json")
    #expect(read == baseline)
  }

  @Test func findingsMatchByFileKeyCodeAndLanguageNotByLine() throws {
    let text = """
      {"version": 1, "findings": [
        {"file": "de.lproj/L.strings", "key": "title", "code": "overflow", "language": "de", "message": "old words"},
        {"file": "fr.lproj/L.strings", "key": "title", "code": "overflow", "language": "de"},
        {"file": "gone.strings", "key": "x", "code": "uncovered"}
      ]}
      """
    let baseline = try Baseline.parse(bytes: Array(text.utf8), path: "b.json")
    var report = Self.report
    report.findings[0].line = 30  // moved: still the same finding
    report.apply(baseline, root: Self.root)
    #expect(report.findings.map(\.baselined) == [true, false, false])
    #expect(report.summary.baselined == 1)
    #expect(report.summary.fixed == 2)
    #expect(report.newErrors == 1)
    #expect(report.hasErrors)
    report.findings.remove(at: 1)
    #expect(!report.hasErrors)
  }

  /// A size finding's entry keeps where it started (`from`: its first
  /// category, or an Android font scale; of one string's findings, the
  /// earliest): the same string failing from an earlier step got worse and
  /// is new; from the same or a later step it stays accepted; an entry
  /// without `from`, as baselines were written before, accepts it from any.
  @Test func aFindingFromAnEarlierStepIsNew() throws {
    func overflow(
      _ key: String, category: String? = nil, fontScale: Double? = nil,
      file: String = "de.lproj/L.strings"
    ) -> CheckFinding {
      var finding = Self.finding(.overflow, file: file, line: 2, key: key, language: "de")
      finding.category = category
      finding.fontScale = fontScale
      return finding
    }
    let accepted = [
      overflow("a", category: "accessibilityLarge"), overflow("a", category: "extraLarge"),
      overflow("b", category: "accessibilityMedium"),
      overflow("c", fontScale: 1.5, file: "values-de/strings.xml"),
    ]
    let baseline = Baseline(findings: accepted.map(ReportedFinding.init), root: Self.root)
    #expect(baseline.entries.map(\.from) == ["extraLarge", "accessibilityMedium", "1.5"])
    let read = try Baseline.parse(bytes: baseline.jsonBytes, path: "b.json")
    #expect(read == baseline)
    let now = [
      overflow("a", category: "extraLarge"), overflow("b", category: "large"),
      overflow("c", fontScale: 1.3, file: "values-de/strings.xml"),
      overflow("c", fontScale: 2, file: "values-de/strings.xml"),
    ]
    var report = Self.report
    report.findings = now
    report.apply(read, root: Self.root)
    #expect(report.findings.map(\.baselined) == [true, false, false, true])
    #expect(report.summary.fixed == 0)
    let match = BaselineMatch(read, root: Self.root)
    #expect(
      match.marking(now.map(ReportedFinding.init)).map(\.baselined) == [true, false, false, true])
    #expect(!match.contains(ReportedFinding(now[1])) && match.contains(ReportedFinding(now[0])))
    // An array item that got worse is new, though another item of its
    // array is gone (not taken for the same item moved).
    let items = [
      overflow("arr", category: "large", file: "values/strings.xml"),
      overflow("arr", category: "large", file: "values/strings.xml"),
    ]
    let itemEntries = Baseline(
      findings: zip(items, ["0", "1"]).map { item, index in
        var finding = ReportedFinding(item)
        finding.variant = index
        return finding
      }, root: Self.root)
    var worse = ReportedFinding(overflow("arr", category: "extraSmall", file: "values/strings.xml"))
    worse.variant = "0"
    let arrayMatch = BaselineMatch(itemEntries, root: Self.root)
    #expect(arrayMatch.marking([worse]).map(\.baselined) == [false])
    var moved = ReportedFinding(overflow("arr", category: "large", file: "values/strings.xml"))
    moved.variant = "2"
    #expect(arrayMatch.marking([moved]).map(\.baselined) == [true])
    // Moved and worse: new.
    var movedWorse = ReportedFinding(
      overflow("arr", category: "extraSmall", file: "values/strings.xml"))
    movedWorse.variant = "2"
    #expect(arrayMatch.marking([movedWorse]).map(\.baselined) == [false])
    // An item put in before two that fail from different steps shifts both:
    // both stay accepted, each against an entry from its step or earlier.
    func item(_ index: String, _ scale: Double) -> ReportedFinding {
      var finding = ReportedFinding(
        overflow("list", fontScale: scale, file: "values-de/strings.xml"))
      finding.variant = index
      return finding
    }
    let listEntries = Baseline(findings: [item("0", 1.15), item("1", 0.85)], root: Self.root)
    let shifted = BaselineMatch(listEntries, root: Self.root)
    #expect(shifted.marking([item("1", 1.15), item("2", 0.85)]).map(\.baselined) == [true, true])
    #expect(shifted.fixed(among: [item("1", 1.15), item("2", 0.85)]) == 0)
    // One of them worse than every entry: new, and one entry gone.
    #expect(shifted.marking([item("1", 0.85), item("2", 0.85)]).map(\.baselined) == [true, false])
    // Without `from`, any step.
    let old = try Baseline.parse(
      bytes: Array(
        #"{"version": 1, "findings": [{"file": "de.lproj/L.strings", "key": "b", "code": "overflow", "language": "de"}]}"#
          .utf8), path: "old.json")
    var again = Self.report
    again.findings = [now[1]]
    again.apply(old, root: Self.root)
    #expect(again.findings.map(\.baselined) == [true])
  }

  /// A Base.lproj file's finding, reported in the development language,
  /// keeps the identity it had without one: a baseline entry written then
  /// still matches it, and its fingerprint stays; another file's keeps its
  /// language.
  @Test func baseFindingsKeepTheirIdentityWithoutALanguage() {
    func identity(_ file: String, _ language: String?) -> FindingIdentity {
      ReportedFinding(
        severity: .warning, code: .wordSplit, message: "m", file: file, line: 3, key: "k",
        language: language
      ).identity(shownFile: file)
    }
    #expect(
      identity("App/Base.lproj/Main.strings", "en") == identity("App/Base.lproj/Main.strings", nil))
    #expect(identity("App/Base.lproj/Main.strings", "en").language == nil)
    #expect(identity("App/en.lproj/Main.strings", "en").language == "en")
    #expect(identity("Base.lproj/x/de.lproj/L.strings", "de").language == "de")
  }

  /// A finding a stress mode made is its own: a baseline accepting the
  /// pseudo-localised string's overflow (a warning) does not accept the
  /// plain check's overflow of the same string (an error, which fails the
  /// run); SARIF gives the two fingerprints of their own and words the
  /// stressed one with its mode.
  @Test func stressFindingsAreBaselinedApartFromThePlainCheck() throws {
    var stressed = Self.finding(
      .overflow, file: "de.lproj/L.strings", line: 2, key: "title", language: "de")
    stressed.severity = .warning
    stressed.stress = "pseudo"
    var accepted = Self.report
    accepted.findings = [stressed]
    let written = Baseline(findings: accepted.findings.map(ReportedFinding.init), root: Self.root)
    #expect(written.entries.map(\.stress) == ["pseudo"])
    #expect(written.json.contains(#""stress" : "pseudo""#))
    #expect(try Baseline.parse(bytes: Array(written.json.utf8), path: "b.json") == written)
    #expect(written.entries[0].message.hasSuffix("(under pseudo)"))

    var later = Self.report
    later.findings = [stressed, later.findings[0]]
    later.apply(written, root: Self.root)
    #expect(later.findings.map(\.baselined) == [true, false])
    #expect(later.newErrors == 1)
    let identities = later.findings.map { ReportedFinding($0).identity(root: Self.root) }
    #expect(identities[0].fingerprint != identities[1].fingerprint)
    #expect(identities[0].stress == "pseudo" && identities[1].stress == nil)

    // The string gets worse: its stress finding gives way to the plain
    // check's, which is new; the stress finding is not counted as fixed.
    var worse = Self.report
    worse.findings = [worse.findings[0]]
    worse.apply(written, root: Self.root)
    #expect(worse.findings.map(\.baselined) == [false])
    #expect(worse.summary.fixed == 0 && worse.fixedEntries == nil)
    // Gone altogether, it is fixed.
    var gone = Self.report
    gone.findings = []
    gone.apply(written, root: Self.root)
    #expect(gone.summary.fixed == 1)
  }

  /// Two plural forms of one key are two findings: a baseline lists both and
  /// matches each by its variant. An entry without a variant (as baselines
  /// were written before) matches every variant of its key.
  @Test func pluralFormsAreBaselinedOneByOne() throws {
    var report = Self.report
    var one = Self.finding(.overflow, file: "de.lproj/L.strings", line: 4, key: "n", language: "de")
    one.variant = "plural.one"
    var other = one
    other.variant = "plural.other"
    other.line = 5
    report.findings = [one, other]
    let written = Baseline(findings: report.findings.map(ReportedFinding.init), root: Self.root)
    #expect(written.entries.map(\.variant) == ["plural.one", "plural.other"])
    #expect(written.json.contains(#""variant" : "plural.one""#))
    let read = try Baseline.parse(bytes: Array(written.json.utf8), path: "b.json")
    #expect(read == written)
    var matched = report
    matched.apply(read, root: Self.root)
    #expect(matched.findings.map(\.baselined) == [true, true])
    func baseline(_ entries: String) throws -> Baseline {
      try Baseline.parse(
        bytes: Array(#"{"version": 1, "findings": ["#.utf8) + Array(entries.utf8)
          + Array("]}".utf8),
        path: "b.json")
    }
    let entry = #"{"file": "de.lproj/L.strings", "key": "n", "code": "overflow", "language": "de""#
    var onlyOther = report
    onlyOther.apply(try baseline(entry + #", "variant": "plural.other"}"#), root: Self.root)
    #expect(onlyOther.findings.map(\.baselined) == [false, true])
    #expect(onlyOther.summary.fixed == 0)
    var old = report
    old.apply(try baseline(entry + "}"), root: Self.root)
    #expect(old.findings.map(\.baselined) == [true, true])
    #expect(old.summary.fixed == 0)
    var gone = report
    gone.apply(try baseline(entry + #", "variant": "plural.few"}"#), root: Self.root)
    #expect(gone.findings.map(\.baselined) == [false, false])
    #expect(gone.summary.fixed == 1)
  }

  /// An Android array's items are told apart by their index, which moves
  /// when items are reordered or one is put in: of one array's items of a
  /// code and language that the baseline does not list by index, as many
  /// are accepted as it lists items no finding is; an item more is new, and
  /// another array's or code's items take none.
  @Test func arrayItemsMovedWithinTheirArrayStayAccepted() throws {
    func item(_ index: Int, key: String = "arr", code: FindingCode = .uncovered) -> CheckFinding {
      var finding = Self.finding(
        code, file: "res/values/arrays.xml", line: 10 + index, key: key, language: "ja")
      finding.variant = String(index)
      return finding
    }
    var report = Self.report
    report.findings = [item(3), item(4)]
    let baseline = Baseline(findings: report.findings.map(ReportedFinding.init), root: Self.root)
    // Shifted by one put in above: 4 and 5 for 3 and 4.
    var shifted = report
    shifted.findings = [item(4), item(5)]
    shifted.apply(baseline, root: Self.root)
    #expect(shifted.findings.map(\.baselined) == [true, true])
    #expect(shifted.summary.fixed == 0)
    #expect(shifted.fixedEntries == nil)
    // Swapped: the same indexes.
    var swapped = report
    swapped.findings = [item(4), item(3)]
    swapped.apply(baseline, root: Self.root)
    #expect(swapped.findings.map(\.baselined) == [true, true])
    // One item more that fails: new; the others accepted.
    var more = report
    more.findings = [item(4), item(5), item(6)]
    more.apply(baseline, root: Self.root)
    #expect(more.findings.map(\.baselined) == [true, true, false])
    #expect(more.summary.fixed == 0)
    // Another array's item, or another code's, takes none of them.
    var other = report
    other.findings = [item(4), item(5, key: "other"), item(6, code: .overflow)]
    other.apply(baseline, root: Self.root)
    #expect(other.findings.map(\.baselined) == [true, false, false])
    #expect(other.summary.fixed == 1)
    #expect(other.fixedEntries?.map(\.variant) == ["3"])
    // A plural form is no item: by its name only.
    var plural = report
    var one = item(3)
    one.variant = "plural.one"
    plural.findings = [one]
    plural.apply(
      Baseline(
        findings: [ReportedFinding(item(7))].map { $0 }, root: Self.root), root: Self.root)
    #expect(plural.findings.map(\.baselined) == [false])
  }

  @Test func textHidesBaselinedFindingsUnlessVerboseAndCountsThem() throws {
    var report = Self.report
    let baseline = Baseline(findings: [ReportedFinding(report.findings[0])], root: Self.root)
    report.findings.removeLast()
    report.apply(baseline, root: Self.root)
    let text = CheckRenderer.text(report)
    #expect(!text.contains("de.lproj/L.strings:2"))
    #expect(
      text.contains("fr.lproj/L.strings:2: error: overflow in fr.lproj/L.strings [overflow] (fr)\n")
    )
    #expect(
      text.hasSuffix("; 2 errors, 1 warning; 1 baselined, 0 fixed; new: 1 error, 0 warnings\n"))
    #expect(
      CheckRenderer.text(report, verbose: true).contains(
        "de.lproj/L.strings:2: error: overflow in de.lproj/L.strings [overflow] (de) [baselined]\n")
    )
    #expect(
      CheckRenderer.github(report, root: Self.root)
        == "::error file=fr.lproj/L.strings,line=2,title=typometer overflow::overflow in fr.lproj/L.strings (fr)\n"
    )
    #expect(CheckRenderer.json(report).contains("\"baselined\" : true"))
    let page = ReportPage.html(report)
    #expect(page.components(separatedBy: " · in the baseline").count == 2)
    #expect(!ReportPage.html(Self.report).contains("in the baseline"))
    // What changed comes first: the counts, the new finding, nothing fixed.
    #expect(page.contains("<b>1</b>new errors</div>") && page.contains("<b>0</b>fixed</div>"))
    #expect(page.contains("<h2>New since the baseline (1)</h2>"))
    #expect(!page.contains("Fixed since the baseline"))
    #expect(!ReportPage.html(Self.report).contains("New since the baseline"))
    // No other finding, and no config: nothing said of a config.
    var overflows = Self.report
    overflows.findings.removeLast()
    #expect(ReportPage.html(overflows).contains("<p>No findings: every style's font exists.</p>"))
    overflows.settings.configs = ["TypographyKit.json"]
    #expect(ReportPage.html(overflows).contains("the config means what it says"))
    // A baseline finding gone is listed as fixed.
    var later = Self.report
    later.findings = [later.findings[1]]
    later.apply(baseline, root: Self.root)
    let fixedPage = ReportPage.html(later)
    #expect(fixedPage.contains("<h2>Fixed since the baseline (1)</h2>"), "\(fixedPage)")
    #expect(
      fixedPage.contains(
        "<tr><td><code>de.lproj/L.strings</code></td><td class=\"key\">title</td>"
          + "<td>overflow</td><td>de</td></tr>"))
    #expect(!CheckRenderer.json(Self.report).contains("baselined"))
  }

  @Test(
    arguments: [
      ("", nil, "not valid JSON"),
      ("[]", 1, "a baseline is a JSON object"),
      ("{\"findings\": []}", 1, "'version' must be 1"),
      ("{\"version\": 2, \"findings\": []}", 1, "'version' must be 1"),
      ("{\"version\": 1}", 1, "'findings' must be a list"),
      ("{}", 1, "not a baseline (a JSON object with 'version' and 'findings'"),
      (
        "{\"platform\": \"android\", \"containers\": []}", 1,
        "as --write-baseline writes it); it reads as a check spec"
      ),
      (
        "{\"spec\": \"t.json\", \"summary\": {}, \"findings\": []}", 1,
        "it reads as a check report (--format json), whose findings --write-baseline writes"
      ),
      ("{\"version\": 1,\n \"findings\": [\n 3]}", 3, "findings[0] must be an object"),
      ("{\"version\": 1,\n \"findings\": [\n {\"file\": \"a\"}]}", 3, "findings[0] has no 'code'"),
      (
        "{\"version\": 1,\n \"findings\": [\n {\"file\": \"a\", \"code\": \"overflw\"}]}", 3,
        "'overflw' is not a finding code"
      ),
      (
        "{\"version\": 1,\n \"findings\": [\n {\"file\": \"a\",\n \"code\": \"overflow\",\n \"key\": 4}]}",
        5,
        "findings[0].key must be a string"
      ),
      ("{\"version\": 1,\n \"findings\": [\n {\"code\": \"overflow\"}", 3, "not valid JSON"),
    ] as [(String, Int?, String)])
  func malformedBaselinesNameTheFileAndLine(_ text: String, _ line: Int?, _ problem: String) {
    #expect {
      try Baseline.parse(bytes: Array(text.utf8), path: "b.json")
    } throws: { error in
      guard let error = error as? BaselineError else { return false }
      return error.path == "b.json" && error.line == line && error.problem.contains(problem)
        && error.description.hasPrefix(line.map { "b.json:\($0): " } ?? "b.json: ")
    }
  }
}

/// The words many word-split findings break are said once, after them.
@Suite struct OftenSplitWordsTests {
  @Test func aWordManyStringsSplitIsSaidOnce() {
    var report = BaselineTests.report
    func split(_ words: [String], line: Int, baselined: Bool = false) -> CheckFinding {
      var finding = BaselineTests.finding(
        .wordSplit, file: "de.lproj/L.strings", line: line, key: "k\(line)", language: "de")
      finding.words = words
      if baselined { finding.baselined = true }
      return finding
    }
    // 'complications' in 12 strings (one spelt with a capital, one breaking
    // it twice, one with the comma after it, one in parentheses),
    // 'Einstellungen' in 10, 'Zeit' in 9: the first two named.
    report.findings =
      (0..<9).map { split(["compli|cations"], line: $0) }
      + [split(["compli|cations,"], line: 9), split(["(compli|cations)"], line: 10)]
      + [split(["Compli|cations", "compl|ications"], line: 11)]
      + (20..<30).map {
        split(["Einstel|lungen", "compli|cations"], line: $0, baselined: $0 >= 29)
      }
      + (40..<49).map { split(["Ze|it"], line: $0) }
    let text = CheckRenderer.text(report)
    // 'Einstellungen' is split in 9 strings the baseline does not hold.
    #expect(!text.contains("'Einstellungen'"))
    #expect(
      text.contains(
        "\nwords split most often: 'complications' in 21 strings; a word too wide for its line "
          + "is split in every string that holds it\n"), "\(text)")
    // Fewer: none named.
    report.findings = Array(report.findings.prefix(9))
    #expect(!CheckRenderer.text(report).contains("words split most often"))
  }
}
