import StringCatalogs
import TypeScale
import TypographyConfig

/// A finding of `validate` or `check` as the CI formats (GitHub annotations,
/// SARIF, baselines) see it: what, where, and which string or key.
public struct ReportedFinding: Sendable, Hashable {
  /// Error or warning.
  public var severity: Severity
  /// The stable code.
  public var code: FindingCode
  /// The finding in words.
  public var message: String
  /// The file, as the finding names it.
  public var file: String
  /// The 1-based line, where known.
  public var line: Int?
  /// The string's key, or for a config finding its key path (nil when neither).
  public var key: String?
  /// The string's language.
  public var language: String?
  /// Which form of the string: a plural or device variant, or an Android
  /// array item's index (nil for a plain string).
  public var variant: String?
  /// Whether a baseline lists the finding (nil when no baseline was read).
  public var baselined: Bool?
  /// The stress mode that found it (`pseudo`, `wcag-spacing`), or nil for
  /// the plain check.
  public var stress: String?
  /// Where a size finding starts (an overflow, a word split, a shrunk
  /// label): its first category's name (`accessibilityLarge`), or on
  /// Android its first font scale (`1.3`); nil for another finding. A
  /// baseline keeps it: the same string failing from an earlier step is new.
  public var from: String?

  /// Creates a finding.
  public init(
    severity: Severity, code: FindingCode, message: String, file: String, line: Int?,
    key: String? = nil, language: String? = nil, variant: String? = nil, baselined: Bool? = nil,
    stress: String? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.file = file
    self.line = line
    self.key = key
    self.language = language
    self.variant = variant
    self.baselined = baselined
    self.stress = stress
  }

  /// A `check` finding: its string key, else its config key path (then in
  /// front of the message too, as `validate` shows it); the message ends as
  /// text's line does, with the string's language, its plural form or array
  /// item, the string a reference shows and the stress mode that found it
  /// (`(zh-Hans) (item 3) (under pseudo)`): a String Catalog's file does not
  /// tell its languages apart, nor a line an array's items.
  public init(_ finding: CheckFinding) {
    self.init(
      severity: finding.severity, code: finding.code,
      message: finding.shownMessage
        + CheckRenderer.qualifiers(
          language: finding.language, variant: finding.variant, reference: finding.reference,
          stress: finding.stress),
      file: finding.file,
      line: finding.line, key: finding.key ?? finding.keyPath, language: finding.language,
      variant: finding.variant, baselined: finding.baselined, stress: finding.stress)
    from = finding.category ?? finding.fontScale.map { NumberText.string($0) }
  }

  /// A `validate` finding; the message starts with the key path, as text shows it.
  public init(_ finding: Finding) {
    self.init(
      severity: finding.severity, code: finding.code,
      message: finding.keyPath.isEmpty ? finding.message : finding.keyPath + ": " + finding.message,
      file: finding.file, line: finding.line,
      key: finding.keyPath.isEmpty ? nil : finding.keyPath)
  }

  /// What a baseline matches it by, with the file relative to `root`: the
  /// file, key, code, language, variant and stress mode, never the line or
  /// the words.
  public func identity(root: SourceRoot) -> FindingIdentity {
    identity(shownFile: root.display(file))
  }

  /// The identity with the file as `shownFile` (its path from the root,
  /// worked out by the caller).
  package func identity(shownFile: String) -> FindingIdentity {
    // A Base.lproj file's findings are the development language's, which
    // the file names whole: kept without it, as they were before it was
    // given (baselines and fingerprints stay).
    FindingIdentity(
      file: shownFile, key: key ?? "", code: code,
      language: StringFile.isInBaseLproj(file) ? nil : language,
      variant: variant, stress: stress)
  }
}

/// What identifies a finding across runs, whatever line it moves to: the
/// file (repository-relative), the string key or config key path, the code,
/// the language, the string's variant and the stress mode that found it.
public struct FindingIdentity: Sendable, Hashable, Encodable {
  /// The file, relative to the repository root (absolute when outside it).
  public var file: String
  /// The string key or config key path; empty when the finding has neither.
  public var key: String
  /// The code.
  public var code: FindingCode
  /// The language, when the finding has one.
  public var language: String?
  /// The string's variant (a plural form, an array item), when it has one.
  public var variant: String?
  /// The stress mode that found it, when one did: a finding under
  /// `pseudo` is not the plain check's of the same string.
  public var stress: String?

  /// Creates an identity.
  public init(
    file: String, key: String, code: FindingCode, language: String?, variant: String? = nil,
    stress: String? = nil
  ) {
    self.file = file
    self.key = key
    self.code = code
    self.language = language
    self.variant = variant
    self.stress = stress
  }

  /// The identity without its variant: what a baseline entry without one
  /// matches.
  public var withoutVariant: FindingIdentity {
    var plain = self
    plain.variant = nil
    return plain
  }

  /// A fingerprint of the identity: 16 hex digits of FNV-1a (64-bit) over its
  /// parts, each followed by a zero byte (the variant only when there is
  /// one, then the stress mode, after a `stress=` byte run, only when there
  /// is one). The same on every machine and run.
  public var fingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    let parts =
      [file, key, code.rawValue, language ?? ""] + (variant.map { [$0] } ?? [])
      + (stress.map { ["stress=" + $0] } ?? [])
    for part in parts {
      for byte in part.utf8 + [0] {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
