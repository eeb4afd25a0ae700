import FileAccess
import StructuredText
import TypographyConfig

/// The findings a project has accepted for now: `check --write-baseline`
/// writes them, `check --baseline` reads them back and lets only new findings
/// fail the run.
///
/// Findings match by ``FindingIdentity`` (file relative to the repository
/// root, key, code, language, variant, stress mode), never by line, so an
/// edit that moves a string keeps its finding baselined. The file is JSON,
/// keys sorted: `{"findings": [{code, file, key, language?, variant?,
/// stress?, message}], "tool": "typometer", "version": 1}`; `message` is for
/// people and not compared. An entry with no `stress` is the plain check's:
/// a finding a stress mode made accepted does not hide the plain check's
/// finding of the same string.
public struct Baseline: Sendable, Hashable {
  /// The format's version; a baseline of another version is refused.
  public static let version = 1
  /// The largest baseline read, in bytes (16 MiB).
  public static let maximumFileSize = 16 << 20

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
    /// The finding's words when it was accepted.
    public var message: String

    /// What the entry matches.
    public var identity: FindingIdentity? {
      FindingCode(rawValue: code).map {
        FindingIdentity(
          file: file, key: key, code: $0, language: language, variant: variant, stress: stress)
      }
    }
  }

  /// The entries, sorted by file, key, code, language and variant, one per
  /// identity.
  public var entries: [Entry]

  /// The codes no baseline lists: they stop the run whatever it accepts.
  static let neverBaselined: Set<FindingCode> = [.nothingMeasured, .parseError]

  /// A baseline of `findings`, paths made relative to `root`.
  public init(findings: [ReportedFinding], root: SourceRoot) {
    var seen: Set<FindingIdentity> = []
    var entries: [Entry] = []
    for finding in findings where !Self.neverBaselined.contains(finding.code) {
      let identity = finding.identity(root: root)
      guard seen.insert(identity).inserted else { continue }
      entries.append(
        Entry(
          file: identity.file, key: identity.key, code: identity.code.rawValue,
          language: identity.language, variant: identity.variant, stress: identity.stress,
          message: finding.message))
    }
    self.entries = entries.sorted {
      ($0.file, $0.key, $0.code, $0.language ?? "", $0.variant ?? "", $0.stress ?? "")
        < ($1.file, $1.key, $1.code, $1.language ?? "", $1.variant ?? "", $1.stress ?? "")
    }
  }

  init(entries: [Entry]) { self.entries = entries }

  /// The identities of the entries.
  public var identities: Set<FindingIdentity> { Set(entries.compactMap(\.identity)) }

  /// The baseline file's text: one JSON document, keys sorted, ending with a newline.
  public var json: String {
    struct Document: Encodable {
      var findings: [Entry]
      var tool = "typometer"
      var version = Baseline.version
    }
    return JSON.encode(Document(findings: entries)) + "\n"
  }

  /// Why `--write-baseline` may not write to `path`: a file is there that
  /// is not a baseline this tool wrote (any version), so writing would lose
  /// it (`AGENTS.md` given by mistake); nil when nothing is there or it is
  /// a baseline.
  public static func refusal(toOverwrite path: String) -> String? {
    guard let kind = FileKind.of(path) else { return nil }
    guard kind == .regular else { return nil }  // the writer says what is wrong with it
    let isBaseline: Bool = {
      guard let bytes = try? InputFile.read(path, limit: maximumFileSize),
        let root = try? DocumentNode.parseJSON(bytes), case .dictionary(let top) = root.value,
        case .string("typometer")? = top.first(where: { $0.key == "tool" })?.value.value
      else { return false }
      return true
    }()
    return isBaseline
      ? nil : "it exists and is not a typometer baseline: name a new file, or remove it first"
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
    let match = BaselineMatch(baseline, root: root)
    for index in findings.indices {
      findings[index].baselined = match.contains(ReportedFinding(findings[index]))
    }
    summary.baselined = findings.count { $0.baselined == true }
    summary.fixed = match.fixed(among: findings.map(ReportedFinding.init))
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
  /// The root the findings' paths are made relative to.
  public var root: SourceRoot

  /// Matches findings against `baseline`, paths made relative to `root`.
  public init(_ baseline: Baseline, root: SourceRoot) {
    self.accepted = baseline.identities
    self.root = root
  }

  /// Whether the baseline lists `finding`. A check that measured nothing is
  /// never baselined: it always stops the run.
  public func contains(_ finding: ReportedFinding) -> Bool {
    guard !Baseline.neverBaselined.contains(finding.code) else { return false }
    let identity = finding.identity(root: root)
    return accepted.contains(identity) || accepted.contains(identity.withoutVariant)
  }

  /// The baseline's findings that none of `findings` is.
  public func fixed(among findings: [ReportedFinding]) -> Int {
    let found = findings.map { $0.identity(root: root) }
    let present = Set(found).union(found.map(\.withoutVariant))
    return accepted.subtracting(present).count
  }

  /// `findings` with ``ReportedFinding/baselined`` set.
  public func marking(_ findings: [ReportedFinding]) -> [ReportedFinding] {
    findings.map { finding in
      var finding = finding
      finding.baselined = contains(finding)
      return finding
    }
  }
}
