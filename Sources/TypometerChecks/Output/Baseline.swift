import FileAccess
import StructuredText
import TypeScale
import TypographyConfig

/// The findings a project has accepted for now: `check --write-baseline`
/// writes them, `check --baseline` reads them back and lets only new findings
/// fail the run.
///
/// Findings match by ``FindingIdentity`` (file relative to the repository
/// root, key, code, language, variant, stress mode), never by line, so an
/// edit that moves a string keeps its finding baselined. The file is JSON,
/// keys sorted: `{"findings": [{code, file, from?, key, language?, variant?,
/// stress?, message}], "tool": "typometer", "version": 1}`; `message` is for
/// people and not compared. An entry with no `stress` is the plain check's:
/// a finding a stress mode made accepted does not hide the plain check's
/// finding of the same string. An entry's `from` (a size finding's first
/// category or font scale, ``ReportedFinding/from``) accepts the finding
/// from that step or a later one: the string failing from an earlier step
/// got worse, and is new (an entry without one, as baselines were written
/// before, accepts it from any step).
public struct Baseline: Sendable, Hashable {
  /// The format's version; a baseline of another version is refused.
  public static let version = 1
  /// The largest baseline read, in bytes (128 MiB: some 350,000 findings);
  /// a larger one is not written either.
  public static let maximumFileSize = 128 << 20

  /// One accepted finding.
  public struct Entry: Sendable, Hashable, Encodable {
    /// The file, relative to the repository root.
    public var file: String
    /// The string key or config key path ("" when the finding has neither).
    public var key: String
    /// The code.
    public var code: String
    /// The language, when the finding has one.
    public var language: String?
    /// The string's variant (a plural form, an array item), when it has one.
    public var variant: String?
    /// The stress mode that found it, when one did.
    public var stress: String?
    /// Where a size finding started when it was accepted: its first
    /// category's name, or an Android font scale (``ReportedFinding/from``).
    public var from: String?
    /// The finding's words when it was accepted.
    public var message: String

    /// What the entry matches.
    /// The finding it stands for; its file as written by hand is taken
    /// by name (`./App/a.strings` and `App//a.strings` are `App/a.strings`).
    public var identity: FindingIdentity? {
      FindingCode(rawValue: code).map {
        FindingIdentity(
          file: Self.plain(file), key: key, code: $0, language: language, variant: variant,
          stress: stress)
      }
    }

    /// A relative path without `.` and empty components (an absolute or
    /// climbing one, as written).
    static func plain(_ file: String) -> String {
      guard !file.hasPrefix("/") else { return file }
      let (components, climbs) = Paths.lexicalComponents(of: file)
      return climbs || components.isEmpty ? file : components.joined(separator: "/")
    }
  }

  /// The entries, sorted by file, key, code, language, variant and stress
  /// mode, one per identity.
  public var entries: [Entry]

  /// The codes no baseline lists: they stop the run whatever it accepts.
  static let neverBaselined: Set<FindingCode> = [.nothingMeasured, .parseError]

  /// A baseline of `findings`, paths made relative to `root`.
  public init(findings: [ReportedFinding], root: SourceRoot) {
    var seen: Set<FindingIdentity> = []
    var entries: [Entry] = []
    var shown = ShownPaths(root: root)
    var places: [FindingIdentity: Int] = [:]
    for finding in findings where !Self.neverBaselined.contains(finding.code) {
      let identity = finding.identity(shownFile: shown(finding.file))
      guard seen.insert(identity).inserted else {
        // Of one string's findings (in two containers), the earliest step.
        if let place = places[identity], let from = finding.from,
          Self.isEarlier(from, than: entries[place].from)
        {
          entries[place].from = from
        }
        continue
      }
      places[identity] = entries.count
      entries.append(
        Entry(
          file: identity.file, key: identity.key, code: identity.code.rawValue,
          language: identity.language, variant: identity.variant, stress: identity.stress,
          from: finding.from, message: finding.message))
    }
    // The indices are sorted, not the entries (each a large value).
    let order = entries.indices.sorted { i, j in
      let (a, b) = (entries[i], entries[j])
      if a.file != b.file { return a.file < b.file }
      if a.key != b.key { return a.key < b.key }
      if a.code != b.code { return a.code < b.code }
      for field in [\Entry.language, \.variant, \.stress] {
        let (x, y) = (a[keyPath: field] ?? "", b[keyPath: field] ?? "")
        if x != y { return x < y }
      }
      return false
    }
    self.entries = order.map { entries[$0] }
  }

  init(entries: [Entry]) { self.entries = entries }

  /// The place of a size finding's first step among the steps: a
  /// category's in ``ContentSizeCategory``'s order, a font scale's value;
  /// nil for a name of neither.
  static func rank(of step: String) -> Double? {
    if let category = ContentSizeCategory.allCases.firstIndex(where: { $0.name == step }) {
      return Double(category)
    }
    return Double(step).flatMap { $0.isFinite ? $0 : nil }
  }

  /// Whether a finding from `step` starts before one from `other` (both of
  /// one kind); false where either is not known.
  static func isEarlier(_ step: String, than other: String?) -> Bool {
    guard let other, let a = rank(of: step), let b = rank(of: other),
      ContentSizeCategory.allCases.contains(where: { $0.name == step })
        == ContentSizeCategory.allCases.contains(where: { $0.name == other })
    else { return false }
    return a < b
  }

  /// The identities of the entries.
  public var identities: Set<FindingIdentity> { Set(entries.compactMap(\.identity)) }

  /// Whether an entry records a stress mode: a baseline written before
  /// entries did has none, and its entries stand for the plain check's.
  public var recordsStress: Bool { entries.contains { $0.stress != nil } }

  /// The baseline file's text: one JSON document, keys sorted, ending with a newline.
  public var json: String { String(decoding: jsonBytes, as: UTF8.self) }

  /// The baseline file's bytes, as ``json`` (written straight, as reports
  /// are: a large app's baseline holds tens of thousands of entries).
  public var jsonBytes: [UInt8] {
    var writer = JSONWriter(pretty: true, capacity: 256 * max(1, entries.count))
    writer.beginObject()
    writer.key("findings")
    writer.beginArray()
    for entry in entries {
      writer.beginObject()
      writer.field("code", entry.code)
      writer.field("file", entry.file)
      writer.field("from", entry.from)
      writer.field("key", entry.key)
      writer.field("language", entry.language)
      writer.field("message", entry.message)
      writer.field("stress", entry.stress)
      writer.field("variant", entry.variant)
      writer.endObject()
    }
    writer.endArray()
    writer.field("tool", "typometer")
    writer.key("version")
    writer.value(Self.version)
    writer.endObject()
    writer.raw("\n")
    return writer.bytes
  }

  /// Why the baseline may not be written to `path`: it would be larger than
  /// a baseline is read, or ``refusal(toOverwrite:)`` says why (an input of
  /// the run is left to the writer, which says so); nil when it may.
  package func refusal(toWrite path: String, bytes: Int, inputs: RunInputs) -> String? {
    if bytes > Self.maximumFileSize {
      return "it would be \(bytes) bytes, above the \(Self.maximumFileSize >> 20) MiB a "
        + "baseline is read up to; turn off codes that are expected (\"severity\") first"
    }
    guard (try? OutputFile.resolve(path, inputs: inputs)) != nil else { return nil }
    return Self.refusal(toOverwrite: path)
  }

  /// Why `--write-baseline` may not write to `path`: a file is there that
  /// is not a baseline this tool wrote (any version), so writing would lose
  /// it (`AGENTS.md` given by mistake); nil when nothing is there, the file
  /// is empty (a `mktemp` to compare with), or its end names the tool as a
  /// baseline's does (`"tool" : "typometer"`, written near the end with the
  /// keys sorted; one with merge-conflict markers still does).
  public static func refusal(toOverwrite path: String) -> String? {
    guard FileKind.of(path) == .regular else { return nil }  // the writer says what is wrong
    // One that cannot be read is left to the writer, which says why.
    guard let bytes = try? InputFile.tail(of: path, count: 4096), !bytes.isEmpty else {
      return nil
    }
    if let at = bytes.firstRange(of: Array(#""tool""#.utf8)),
      bytes[at.upperBound...].firstRange(of: Array(#""typometer""#.utf8)) != nil
    {
      return nil
    }
    return "it exists and is not a typometer baseline (none names \"tool\": \"typometer\" "
      + "at its end): name a new file, or remove it first"
  }

  /// Reads the baseline at `path`.
  ///
  /// - Throws: ``BaselineError`` naming the file (and line) when it cannot be
  ///   read, is larger than ``maximumFileSize``, is not JSON or not a baseline.
  public static func read(path: String) throws(BaselineError) -> Baseline {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, limit: maximumFileSize)
    } catch {
      throw BaselineError(path: path, line: nil, problem: error.problem)
    }
    return try parse(bytes: bytes, path: path)
  }

  /// Reads a baseline already in memory, as ``read(path:)`` reads the file.
  public static func parse(bytes: [UInt8], path: String) throws(BaselineError) -> Baseline {
    let root: DocumentNode
    do {
      root = try DocumentNode.parseJSON(bytes)
    } catch {
      throw BaselineError(
        path: path, line: error.line,
        problem: "not valid JSON: "
          + FindingWording.describe(
            error.reason, document: "a baseline is a JSON object with 'version' and 'findings'"))
    }
    func fail(_ node: DocumentNode?, _ problem: String) -> BaselineError {
      BaselineError(path: path, line: node?.line, problem: problem)
    }
    guard case .dictionary(let top) = root.value else {
      throw fail(root, "a baseline is a JSON object with 'version' and 'findings'")
    }
    let version = top.first { $0.key == "version" }
    if version == nil {
      // Another JSON file given as the baseline: the spec, or a report
      // (`--format json`, `report.json`), which has findings of its own.
      func has(_ keys: [String]) -> Bool { top.contains { keys.contains($0.key) } }
      let kind =
        has(["summary", "cascades", "settings"])
        ? "; it reads as a check report (--format json), whose findings --write-baseline writes"
        : has(["containers", "config", "strings", "resources"]) ? "; it reads as a check spec" : ""
      if !kind.isEmpty || !has(["findings"]) {
        throw fail(
          root,
          "not a baseline (a JSON object with 'version' and 'findings', as --write-baseline "
            + "writes it)" + kind)
      }
    }
    guard case .number(let number)? = version?.value.value, number == Double(Self.version) else {
      throw fail(
        version?.value ?? root,
        "'version' must be \(Self.version); write the baseline again with --write-baseline")
    }
    guard let list = top.first(where: { $0.key == "findings" })?.value,
      case .array(let items) = list.value
    else {
      throw fail(root, "'findings' must be a list")
    }
    var entries: [Entry] = []
    for (index, item) in items.enumerated() {
      guard case .dictionary(let fields) = item.value else {
        throw fail(item, "findings[\(index)] must be an object")
      }
      func string(_ key: String, required: Bool) throws(BaselineError) -> String? {
        guard let field = fields.first(where: { $0.key == key }) else {
          if required { throw fail(item, "findings[\(index)] has no '\(key)'") }
          return nil
        }
        switch field.value.value {
        case .string(let text): return text
        case .null where !required: return nil
        default: throw fail(field.value, "findings[\(index)].\(key) must be a string")
        }
      }
      let code = try string("code", required: true) ?? ""
      guard FindingCode(rawValue: code) != nil else {
        throw fail(item, "findings[\(index)].code '\(code)' is not a finding code")
      }
      entries.append(
        Entry(
          file: try string("file", required: true) ?? "",
          key: try string("key", required: false) ?? "", code: code,
          language: try string("language", required: false),
          variant: try string("variant", required: false),
          stress: try string("stress", required: false),
          from: try string("from", required: false),
          message: try string("message", required: false) ?? ""))
    }
    return Baseline(entries: entries)
  }
}

/// A baseline file that cannot be used, with the line of the problem where known.
public struct BaselineError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The baseline file.
  public var path: String
  /// The 1-based line, where known.
  public var line: Int?
  /// What is wrong, in words.
  public var problem: String

  /// `path:line: cannot use the baseline: problem`.
  public var description: String {
    OutputText.place(file: path, line: line) + ": cannot use the baseline: " + problem
  }
}

extension CheckReport {
  /// Marks the findings `baseline` lists as baselined (the others as new) and
  /// counts them and the baseline's findings that no longer occur (fixed) in
  /// the summary. Paths are compared relative to `root`.
  public mutating func apply(_ baseline: Baseline, root: SourceRoot) {
    apply(BaselineMatch(baseline, root: root))
  }

  /// Marks and counts the findings as ``apply(_:root:)`` does, with a
  /// baseline already made ready to match (its root, `match.root`).
  public mutating func apply(_ match: BaselineMatch) {
    var shown = ShownPaths(root: match.root)
    var identities: [FindingIdentity] = []
    var steps: [String?] = []
    for index in findings.indices {
      let finding = ReportedFinding(findings[index])
      identities.append(finding.identity(shownFile: shown(finding.file)))
      steps.append(finding.from)
    }
    let (accepted, gone) = match.accepting(identities, from: steps)
    for index in findings.indices { findings[index].baselined = accepted[index] }
    summary.baselined = findings.count { $0.baselined == true }
    summary.fixed = gone.count
    fixedEntries = gone.isEmpty ? nil : Array(gone.prefix(Self.maximumLeftOutEntries))
  }

  /// Error findings that no baseline lists: the ones that fail the run.
  public var newErrors: Int { findings.tally.newErrors }
}

/// A baseline read for a run, ready to match that run's findings: which are
/// baselined, and how many of the baseline's are gone (fixed).
///
/// An entry without a variant (a plain string's, or one written before
/// findings had variants) matches the finding of its file, key, code and
/// language whatever the finding's variant.
public struct BaselineMatch: Sendable {
  /// The identities the baseline lists.
  public var accepted: Set<FindingIdentity>
  /// Where the baseline's size findings started (``Baseline/Entry/from``),
  /// by identity.
  public var starts: [FindingIdentity: String] = [:]
  /// The root the findings' paths are made relative to.
  public var root: SourceRoot

  /// Matches findings against `baseline`, paths made relative to `root`.
  public init(_ baseline: Baseline, root: SourceRoot) {
    self.accepted = baseline.identities
    for entry in baseline.entries {
      if let from = entry.from, let identity = entry.identity { starts[identity] = from }
    }
    self.root = root
  }

  /// Whether the baseline lists `finding`, from its step or an earlier one.
  /// A check that measured nothing is never baselined: it always stops the
  /// run.
  public func contains(_ finding: ReportedFinding) -> Bool {
    let identity = finding.identity(root: root)
    return contains(identity, code: finding.code) && !isWorse(identity, from: finding.from)
  }

  /// Whether a finding of `identity` from `step` starts earlier than the
  /// baseline's entry of it did: the string got worse.
  func isWorse(_ identity: FindingIdentity, from step: String?) -> Bool {
    guard let step, !starts.isEmpty else { return false }
    return Baseline.isEarlier(step, than: starts[identity] ?? starts[identity.withoutVariant])
  }

  /// Whether the baseline lists the finding of `identity` (its file already
  /// made relative to the root).
  func contains(_ identity: FindingIdentity, code: FindingCode) -> Bool {
    guard !Baseline.neverBaselined.contains(code) else { return false }
    return accepted.contains(identity) || accepted.contains(identity.withoutVariant)
  }

  /// The baseline's findings that none of `findings` is.
  public func fixed(among findings: [ReportedFinding]) -> Int {
    fixed(among: findings.map { $0.identity(root: root) }, from: findings.map(\.from))
  }

  /// The baseline's findings that none of the findings of `found` (from
  /// `steps`) is.
  func fixed(among found: [FindingIdentity], from steps: [String?] = []) -> Int {
    accepting(found, from: steps).gone.count
  }

  /// Which of `found` the baseline accepts, and its findings that are gone
  /// (sorted by file, key, code, language, variant and stress mode; a
  /// stress-mode finding whose string now fails without the stress mode is
  /// not gone, but worse). Each
  /// it lists (or lists without a variant) is accepted; then an Android
  /// array's items, told apart by their index (a variant of digits alone),
  /// are taken as a count: of one array's items of a code, language and
  /// stress mode that the baseline does not list by their index, as many
  /// are accepted as it lists items of that array that none of `found` is.
  /// Items moved within their array (reordered, or shifted by one put in)
  /// stay accepted; an item more that fails is new.
  /// A finding from an earlier step than its entry's (`from`, where given)
  /// is not accepted: the string got worse.
  func accepting(_ found: [FindingIdentity], from steps: [String?] = [])
    -> (accepted: [Bool], gone: [FindingIdentity])
  {
    var isAccepted = found.indices.map { i in
      contains(found[i], code: found[i].code)
        && !(i < steps.count && isWorse(found[i], from: steps[i]))
    }
    let present = Set(found).union(found.map(\.withoutVariant))
    var gone = accepted.subtracting(present).sorted(by: Self.inOrder)
    // A stress-mode finding the plain check now makes (the string got
    // worse: it fails without the stress mode too) is not fixed.
    gone.removeAll { entry in
      guard entry.stress != nil else { return false }
      var plain = entry
      plain.stress = nil
      return present.contains(plain) || present.contains(plain.withoutVariant)
    }
    func isItem(_ identity: FindingIdentity) -> Bool {
      identity.variant.map { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        ?? false
    }
    // An array whose entries keep where they started: its items are
    // matched by their steps, not their places (an item put in shifts the
    // others), each found item with an entry that started at its step or
    // an earlier one; the entries left are gone.
    var matched: Set<FindingIdentity> = []
    if !starts.isEmpty {
      var items: [FindingIdentity: [Int]] = [:]
      for (index, identity) in found.enumerated()
      where isItem(identity) && !Baseline.neverBaselined.contains(identity.code) {
        items[identity.withoutVariant, default: []].append(index)
      }
      var entries: [FindingIdentity: [FindingIdentity]] = [:]
      for entry in accepted where isItem(entry) && items[entry.withoutVariant] != nil {
        entries[entry.withoutVariant, default: []].append(entry)
      }
      for (array, own) in entries where own.contains(where: { starts[$0] != nil }) {
        // (An entry of no step takes any item; an item of none, any entry.)
        let entryRanks = own.map { starts[$0].flatMap(Baseline.rank(of:)) ?? -.infinity }.sorted()
        func rank(_ index: Int) -> Double {
          (steps.indices.contains(index) ? steps[index] : nil).flatMap(Baseline.rank(of:))
            ?? .infinity
        }
        let indices = (items[array] ?? []).sorted { rank($0) < rank($1) }
        var next = 0
        for index in indices {
          let step = rank(index)
          if next < entryRanks.count, entryRanks[next] <= step {
            isAccepted[index] = true
            next += 1
          } else {
            isAccepted[index] = false
          }
        }
        // As many of its entries gone as were not matched (by place, last).
        let present = Set((items[array] ?? []).map { found[$0] })
        let unmatched = own.count - next
        let sortedOwn = own.sorted { (Int($0.variant ?? "") ?? 0) < (Int($1.variant ?? "") ?? 0) }
        let goneOwn = Array(
          (sortedOwn.filter { !present.contains($0) } + sortedOwn.filter(present.contains))
            .prefix(unmatched))
        gone.removeAll { $0.withoutVariant == array && isItem($0) }
        gone += goneOwn
        matched.insert(array)
      }
      if !matched.isEmpty { gone.sort(by: Self.inOrder) }
    }
    // The baseline's items no finding is, by array (their places in `gone`).
    var spare: [FindingIdentity: [Int]] = [:]
    for (place, entry) in gone.enumerated()
    where isItem(entry) && !matched.contains(entry.withoutVariant) {
      spare[entry.withoutVariant, default: []].append(place)
    }
    guard !spare.isEmpty else { return (isAccepted, gone) }
    var taken: Set<Int> = []
    for (index, identity) in found.enumerated()
    where !isAccepted[index] && isItem(identity)
      && !Baseline.neverBaselined.contains(identity.code)
      && !matched.contains(identity.withoutVariant)
    {
      guard var places = spare[identity.withoutVariant], !places.isEmpty else { continue }
      taken.insert(places.removeFirst())
      spare[identity.withoutVariant] = places
      isAccepted[index] = true
    }
    gone = gone.enumerated().filter { !taken.contains($0.offset) }.map(\.element)
    return (isAccepted, gone)
  }

  /// The order entries are listed in: by file, key, code, language,
  /// variant and stress mode.
  static func inOrder(_ a: FindingIdentity, _ b: FindingIdentity) -> Bool {
    (a.file, a.key, a.code.rawValue, a.language ?? "", a.variant ?? "", a.stress ?? "")
      < (b.file, b.key, b.code.rawValue, b.language ?? "", b.variant ?? "", b.stress ?? "")
  }

  /// `findings` with ``ReportedFinding/baselined`` set, as
  /// `accepting(_:)` accepts them.
  public func marking(_ findings: [ReportedFinding]) -> [ReportedFinding] {
    let accepted = accepting(findings.map { $0.identity(root: root) }, from: findings.map(\.from))
      .accepted
    return zip(findings, accepted).map { finding, accepted in
      var finding = finding
      finding.baselined = accepted
      return finding
    }
  }
}
