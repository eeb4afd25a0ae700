import StructuredText
import TypographyConfig

/// The spec's `severity`: what each finding code counts as, in place of its
/// default (`{"word-split": "error", "not-measured": "error", "no-container": "off"}`).
public struct SeverityPolicy: Sendable, Hashable {
  /// What a finding code counts as.
  public enum Level: String, Sendable, Hashable, CaseIterable {
    /// An error: `check` exits 1.
    case error
    /// A warning: reported, exit 0.
    case warning
    /// Not reported at all (nor counted).
    case off
  }

  /// The level of each code the spec names.
  public var levels: [FindingCode: Level]
  /// The level of every stress-mode finding (key `stress`), which are
  /// warnings otherwise, whatever their code's level (but for a code turned
  /// off, whose findings are off in every mode).
  public var stress: Level?

  /// A policy; codes not in `levels` keep their default severity.
  public init(_ levels: [FindingCode: Level] = [:], stress: Level? = nil) {
    self.levels = levels
    self.stress = stress
  }

  /// Whether the spec turns `code` off: its findings neither reported nor
  /// counted.
  public func isOff(_ code: FindingCode) -> Bool { levels[code] == .off }

  /// `findings` with each code's level applied: severities changed, findings
  /// of codes set to ``Level/off`` left out.
  public func apply(to findings: [CheckFinding]) -> [CheckFinding] {
    guard !levels.isEmpty || stress != nil else { return findings }
    return findings.compactMap { finding in
      var finding = finding
      // A code turned off is off under a stress mode too; a stress-mode
      // finding of a code on takes the `stress` level.
      let level =
        finding.stress == nil || levels[finding.code] == .off
        ? levels[finding.code] : stress
      switch level {
      case nil: return finding
      case .off: return nil
      case .error: finding.severity = .error
      case .warning: finding.severity = .warning
      }
      return finding
    }
  }

  /// The codes a policy may name: every code but `parse-error` and
  /// `nothing-measured`, which always stop the check.
  static var codes: [FindingCode] {
    FindingCode.allCases.filter { $0 != .parseError && $0 != .nothingMeasured }
  }
}

extension SeverityPolicy {
  /// Reads a spec's `severity` (in the spec at `path`): an object from
  /// finding codes to error, warning or off.
  static func read(_ node: DocumentNode, path: String) throws(SpecError) -> SeverityPolicy {
    guard case .dictionary(let entries) = node.value else {
      throw SpecError(
        path: path, line: node.line,
        reason: .wrongType(key: "severity", expected: .object, found: node.found))
    }
    var levels: [FindingCode: Level] = [:]
    var stress: Level?
    // Every entry is read whatever the others hold: the first problem
    // thrown holds the others in `further`.
    var problems: [SpecError] = []
    for entry in entries {
      do throws(SpecError) {
        if let level = try level(entry, path: path) {
          levels[level.code] = level.level
        } else if case .string(let value) = entry.value.value {
          stress = Level(rawValue: value)
        }
      } catch {
        problems.append(error)
      }
    }
    if var first = problems.first {
      first.further = Array(problems.dropFirst())
      throw first
    }
    return SeverityPolicy(levels, stress: stress)
  }

  /// The code and level of one entry of `severity`; nil for a valid `stress`.
  private static func level(_ entry: DocumentEntry, path: String) throws(SpecError) -> (
    code: FindingCode, level: Level
  )? {
    if entry.key == "stress" {
      guard case .string(let value) = entry.value.value else {
        throw SpecError(
          path: path, line: entry.value.line,
          reason: .wrongType(key: "severity.stress", expected: .string, found: entry.value.found))
      }
      guard Level(rawValue: value) != nil else {
        throw SpecError(
          path: path, line: entry.value.line, reason: .unknownSeverity(code: "stress", value: value)
        )
      }
      return nil
    }
    if let code = FindingCode(rawValue: entry.key), !codes.contains(code) {
      throw SpecError(path: path, line: entry.line, reason: .fixedFindingCode(entry.key))
    }
    guard let code = FindingCode(rawValue: entry.key) else {
      let known = codes.map(\.rawValue)
      throw SpecError(
        path: path, line: entry.line,
        reason: .unknownFindingCode(
          entry.key, suggestions: NameSuggestions.suggestions(for: entry.key, among: known)))
    }
    guard case .string(let value) = entry.value.value else {
      throw SpecError(
        path: path, line: entry.value.line,
        reason: .wrongType(
          key: "severity.\(entry.key)", expected: .string, found: entry.value.found))
    }
    guard let level = Level(rawValue: value) else {
      throw SpecError(
        path: path, line: entry.value.line,
        reason: .unknownSeverity(code: entry.key, value: value))
    }
    return (code, level)
  }
}
