import StructuredText

/// How serious a finding is (`validate` and `check` alike).
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable, Encodable {
  /// Something TypographyKit would not do what the file says (exit 1).
  case error
  /// Worth a look, but not wrong on iOS (exit 0 unless errors are found too).
  case warning

  /// Errors sort before warnings.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs == .error && rhs == .warning
  }
}

/// The stable codes of `typometer validate` and `typometer check` findings.
/// Raw values are the codes.
///
/// The first twelve are `validate`'s, fixed by the command-line contract. Two more exist
/// because no fixed code fits: `value-invalid` (a value of the wrong type or
/// outside its enumeration, for keys without a code of their own: booleans,
/// `font-name`, `extends`, `labels`, `buttons`, the section dictionaries) and
/// `duplicate-style` (a warning: a style defined twice, in one file or across
/// merged files; the later definition wins).
///
/// Colour values TypographyKit would refuse but this validator accepts (spaces
/// in `rgb()`, shade expressions outside the palette) are `color-invalid`
/// warnings.
/// `colorset-invalid` (a warning) is a malformed `*.colorset` in an asset
/// catalog given with `--asset-catalog` or the spec's `assetCatalogs`.
/// `duplicate-font` (a warning) is a `font-name` that faces of more than one
/// release in the font folders' files have.
/// `check` adds its own after them: `overflow`, `uncovered`, `no-container`,
/// `unused-container`, `not-measured` and `too-long`.
public enum FindingCode: String, Sendable, Hashable, CaseIterable, Encodable {
  /// A `font-name` that is neither in the catalog nor an iOS font (error).
  case fontNotFound = "font-not-found"
  /// A system-font alias or iOS font that is not in the catalog (warning).
  case fontSystemOnly = "font-system-only"
  /// An `extends` naming a style that does not exist (error).
  case extendsMissing = "extends-missing"
  /// Styles that extend each other in a loop (error).
  case extendsCycle = "extends-cycle"
  /// A malformed colour (error), or one TypographyKit would refuse (warning).
  case colorInvalid = "color-invalid"
  /// A colour name that is neither in the palette nor a UIKit colour (error).
  case colorNotFound = "color-not-found"
  /// A size that is not a positive finite number (error).
  case sizeInvalid = "size-invalid"
  /// A size out of range: absurdly large, minimum above maximum (errors), or
  /// a point size outside its clamps, a negative letter spacing (warnings).
  case sizeRange = "size-range"
  /// A `letter-case` that is not one of the ten values (error).
  case letterCaseInvalid = "letter-case-invalid"
  /// A `scaling-mode` that is not one of the four values (error).
  case scalingModeInvalid = "scaling-mode-invalid"
  /// A key TypographyKit does not read (warning).
  case unknownKey = "unknown-key"
  /// The file cannot be read or parsed (error; the command exits 2).
  case parseError = "parse-error"
  /// A value of the wrong type or outside its enumeration (error).
  case valueInvalid = "value-invalid"
  /// A style defined more than once; the later definition wins (warning).
  case duplicateStyle = "duplicate-style"
  /// A malformed `*.colorset` in an asset catalog (warning).
  case colorsetInvalid = "colorset-invalid"
  /// A font name that faces of different releases in the app's font files
  /// share (warning): which one the app gets is not said.
  case duplicateFont = "duplicate-font"

  /// `check`: a string that does not fit its container at some category (error).
  case overflow
  /// `check`: a string with characters no face covers (error).
  case uncovered
  /// `check`: a string that no container's keys match, so it was not measured (warning).
  case noContainer = "no-container"
  /// `check`: a container whose keys match no string (warning).
  case unusedContainer = "unused-container"
  /// `check`: a style whose strings could not be measured (warning).
  case notMeasured = "not-measured"
  /// `check`: a string too long to lay out (error).
  case tooLong = "too-long"
  /// `check`: a word a line breaks inside of, at some category (warning).
  case wordSplit = "word-split"
  /// `check`: a string that fits its shrinking container only shrunk (warning).
  case shrunk
  /// `check` on Android: a font family's `<font>` that declares a weight or
  /// style its file does not have (warning).
  case fontMismatch = "font-mismatch"
  /// `check`: no string was measured at all (error; the command exits 2).
  case nothingMeasured = "nothing-measured"

  /// The codes `check` adds to `validate`'s.
  public static let checkCodes: [FindingCode] = [
    .overflow, .uncovered, .noContainer, .unusedContainer, .notMeasured, .tooLong, .wordSplit,
    .shrunk, .fontMismatch, .nothingMeasured,
  ]

  /// The codes `validate` reports (and `check` too, for its configs).
  public static var validateCodes: [FindingCode] { allCases.filter { !checkCodes.contains($0) } }
}

/// A problem found in a config, as data; ``message`` words it.
public struct Finding: Sendable, Hashable {
  /// What was found, with the values involved.
  public var detail: FindingDetail
  /// The file as it was given.
  public var file: String
  /// Dot-separated key path, e.g. `ui-font-text-styles.heading.font-name`;
  /// empty for problems with the whole file.
  public var keyPath: String
  /// The 1-based line, when known (never for binary plists).
  public var line: Int?

  /// Creates a finding.
  public init(_ detail: FindingDetail, file: String, keyPath: String, line: Int?) {
    self.detail = detail
    self.file = file
    self.keyPath = keyPath
    self.line = line
  }

  /// Creates a finding at a source location.
  public init(_ detail: FindingDetail, at location: SourceLocation) {
    self.init(detail, file: location.file, keyPath: location.keyPath, line: location.line)
  }

  /// The stable code.
  public var code: FindingCode { detail.code }
  /// Error or warning.
  public var severity: Severity { detail.severity }
  /// The best replacement, when there is one (a font or key name).
  public var suggestion: String? { detail.suggestions.first }
  /// All replacements, best first.
  public var suggestions: [String] { detail.suggestions }
  /// The finding in words, for people.
  public var message: String { FindingWording.message(for: detail) }
}

/// The kinds of system font a `font-name` can name.
public enum SystemFontKind: Sendable, Hashable {
  /// A TypographyKit alias (`System-Bold`), with the UIKit call it makes.
  case alias(uikitCall: String)
  /// A face that ships with iOS, with its family.
  case iOSFont(family: String)
  /// A hidden `.SFUI-*` name, which `UIFont(name:size:)` may not load.
  case hidden
}

/// The kinds of value a key expects, for messages.
public enum ExpectedValue: Sendable, Hashable {
  /// A string.
  case string
  /// `true` or `false`.
  case boolean
  /// A dictionary.
  case dictionary
  /// One of these strings.
  case oneOf([String])
}

/// Why TypographyKit would refuse a colour this validator accepts.
public enum ColorCompatibilityIssue: Sendable, Hashable {
  /// Spaces inside `rgb()`, `rgba()` or a bare tuple.
  case spacesInTuple
  /// A shade expression (`dark red`) in a style's `text-color`; TypographyKit
  /// resolves shades only inside `typography-colors`.
  case shadeOutsidePalette
}

/// What a finding is about, with the values involved.
public enum FindingDetail: Sendable, Hashable {
  /// The file could not be read or parsed.
  case parseFailure(ParseFailureReason)
  /// A key TypographyKit does not read; `suggestion` is a close known key.
  /// A style's key is said once per file: `alsoAt` holds the lines of the
  /// other styles of the file that have it.
  case unknownKey(key: String, suggestion: String?, alsoAt: [Int] = [])
  /// A value of the wrong type or outside its enumeration.
  case valueInvalid(key: String, expected: ExpectedValue, found: FoundValue)
  /// A size that is not a positive, finite number.
  case sizeInvalid(key: String, found: FoundValue)
  /// A size above the plausible limit (points).
  case sizeTooLarge(key: String, value: Double, limit: Double)
  /// A minimum point size above the maximum (points); TypographyKit's maximum wins.
  case minimumAboveMaximum(minimum: Double, maximum: Double)
  /// A base point size outside the clamps in effect (points).
  case pointSizeOutsideRange(pointSize: Double, minimum: Double?, maximum: Double?)
  /// A negative `letter-spacing` (points), which TypographyKit ignores.
  case letterSpacingIgnored(Double)
  /// A style that extends `parent` loses the letter-spacing `value` (its
  /// own, or its parent's): TypographyKit's `extend()` keeps none.
  case letterSpacingLost(value: Double, parent: String)
  /// An unknown `letter-case`.
  case letterCaseInvalid(found: FoundValue, suggestion: String?)
  /// An unknown `scaling-mode`.
  case scalingModeInvalid(found: FoundValue, suggestion: String?)
  /// A malformed colour.
  case colorInvalid(value: String?, problem: ColorProblem)
  /// A colour this validator resolves but TypographyKit would refuse.
  case colorRejectedByTypographyKit(value: String, issue: ColorCompatibilityIssue)
  /// A colour name found nowhere.
  case colorNotFound(name: String, suggestions: [String])
  /// `extends` names a style that does not exist.
  case extendsMissing(style: String, parent: String, suggestions: [String])
  /// Styles extend each other in a loop (in order, first repeated at the end).
  case extendsCycle([String])
  /// A font name in neither the catalog nor the iOS list.
  case fontNotFound(name: String, suggestions: [String], removedFromIOS: Bool)
  /// With Bold Text on, the bold face a style's font maps to is missing.
  case boldFaceNotFound(fontName: String, boldFace: String, suggestions: [String])
  /// A system font or alias that exists on iOS but not in the catalog.
  case fontSystemOnly(name: String, kind: SystemFontKind)
  /// A style defined again; this definition replaces the one at `previous`.
  case duplicateStyle(name: String, previous: SourceLocation)
  /// Faces of different releases share the font name: `files`, the one
  /// measured first, each with its version; `styles`, how many styles name
  /// it (this one first).
  case duplicateFont(name: String, files: [String], styles: Int)
  /// A malformed colorset in an asset catalog (`name`: the colour's name, nil
  /// for a limit reached while walking the catalog).
  case colorsetInvalid(name: String?, problem: ColorsetProblem)

  /// The stable code.
  public var code: FindingCode {
    switch self {
    case .parseFailure: return .parseError
    case .unknownKey: return .unknownKey
    case .valueInvalid: return .valueInvalid
    case .sizeInvalid: return .sizeInvalid
    case .sizeTooLarge, .minimumAboveMaximum, .pointSizeOutsideRange, .letterSpacingIgnored,
      .letterSpacingLost:
      return .sizeRange
    case .letterCaseInvalid: return .letterCaseInvalid
    case .scalingModeInvalid: return .scalingModeInvalid
    case .colorInvalid, .colorRejectedByTypographyKit: return .colorInvalid
    case .colorNotFound: return .colorNotFound
    case .extendsMissing: return .extendsMissing
    case .extendsCycle: return .extendsCycle
    case .fontNotFound, .boldFaceNotFound: return .fontNotFound
    case .fontSystemOnly: return .fontSystemOnly
    case .duplicateStyle: return .duplicateStyle
    case .colorsetInvalid: return .colorsetInvalid
    case .duplicateFont: return .duplicateFont
    }
  }

  /// Error or warning.
  public var severity: Severity {
    switch self {
    case .unknownKey, .pointSizeOutsideRange, .letterSpacingIgnored, .letterSpacingLost,
      .colorRejectedByTypographyKit,
      .fontSystemOnly, .duplicateStyle, .colorsetInvalid, .duplicateFont:
      return .warning
    default:
      return .error
    }
  }

  /// Replacements, best first.
  public var suggestions: [String] {
    switch self {
    case .unknownKey(_, let suggestion, _), .letterCaseInvalid(_, let suggestion),
      .scalingModeInvalid(_, let suggestion):
      return suggestion.map { [$0] } ?? []
    case .colorNotFound(_, let suggestions), .extendsMissing(_, _, let suggestions),
      .fontNotFound(_, let suggestions, _), .boldFaceNotFound(_, _, let suggestions):
      return suggestions
    default:
      return []
    }
  }
}
