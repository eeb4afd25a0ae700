import TypographyConfig

extension FindingCode {
  /// The severity a finding with this code has unless a spec's `severity`
  /// changes it. `color-invalid` and `size-range` are warnings for some
  /// values (see ``FindingCode``), errors by default.
  public var defaultSeverity: Severity {
    switch self {
    case .fontSystemOnly, .unknownKey, .duplicateStyle, .colorsetInvalid, .duplicateFont,
      .fontMismatch, .noContainer,
      .unusedContainer, .notMeasured, .wordSplit, .shrunk:
      return .warning
    default:
      return .error
    }
  }

  /// One line saying what the code means, as SARIF rules describe it.
  public var summary: String {
    switch self {
    case .fontNotFound: return "A font name that is neither in the font catalog nor an iOS font."
    case .fontSystemOnly:
      return "A system font or alias that exists on iOS but is not in the font catalog."
    case .extendsMissing: return "An 'extends' naming a style that does not exist."
    case .extendsCycle: return "Styles that extend each other in a loop."
    case .colorInvalid: return "A malformed colour, or one TypographyKit would refuse."
    case .colorNotFound: return "A colour name that is neither in the palette nor a UIKit colour."
    case .sizeInvalid: return "A size that is not a positive, finite number."
    case .sizeRange: return "A size out of range or outside its clamps."
    case .letterCaseInvalid: return "A 'letter-case' that is not one of TypographyKit's values."
    case .scalingModeInvalid: return "A 'scaling-mode' that is not one of TypographyKit's values."
    case .unknownKey: return "A key TypographyKit does not read."
    case .parseError: return "A file that cannot be read or parsed."
    case .valueInvalid: return "A value of the wrong type or outside its enumeration."
    case .duplicateStyle: return "A style defined more than once; the later definition wins."
    case .colorsetInvalid: return "A malformed colorset in an asset catalog."
    case .duplicateFont:
      return "A font name that faces of different releases in the app's font files share."
    case .overflow: return "A string that does not fit its container at some content size."
    case .uncovered: return "A string with characters no font covers."
    case .noContainer: return "A string no container's keys match, so it was not measured."
    case .unusedContainer: return "A container whose keys match no string."
    case .notMeasured: return "A style whose strings could not be measured."
    case .tooLong: return "A string too long to lay out."
    case .wordSplit: return "A word that a line breaks inside of at some content size."
    case .shrunk: return "A string that fits its shrinking container only by shrinking."
    case .fontMismatch:
      return "A face measured that is not the weight or style asked for: a font family's "
        + "<font> that declares what its file is not, or a system family the catalog has no "
        + "such face of."
    case .nothingMeasured: return "A check that measured no string at all."
    }
  }

  /// What to do about a finding with this code, for SARIF rules' help.
  public var advice: String {
    switch self {
    case .fontNotFound, .fontSystemOnly:
      return "Use the exact PostScript name of a face the app bundles "
        + "('typometer fonts' lists them), or add the font file to the catalog."
    case .extendsMissing, .extendsCycle:
      return "Make 'extends' name a style defined in the config, without loops."
    case .colorInvalid, .colorNotFound:
      return "Use a hex colour, rgb()/rgba(), a palette name, a UIKit colour name "
        + "or a colour of an asset catalog."
    case .sizeInvalid, .sizeRange:
      return "Give point sizes as positive numbers within their minimum and maximum."
    case .letterCaseInvalid, .scalingModeInvalid, .valueInvalid:
      return "Use one of the values TypographyKit accepts; the message lists the closest."
    case .unknownKey: return "Remove the key or correct its spelling."
    case .parseError: return "Fix the file so that it can be read and parsed."
    case .duplicateStyle: return "Keep one definition of the style."
    case .colorsetInvalid: return "Fix the colorset's Contents.json."
    case .duplicateFont:
      return "Keep one release of each font among the files the app bundles."
    case .overflow:
      return "Shorten the translation, give the container more width or lines, "
        + "or cap the style's maximum point size."
    case .uncovered: return "Add a fallback font that covers the characters to the style's cascade."
    case .noContainer: return "Add a container whose keys match the string, or ignore the key."
    case .unusedContainer: return "Remove the container or correct its key patterns."
    case .notMeasured: return "See the message: the style's font or size could not be used."
    case .tooLong: return "Shorten the string."
    case .wordSplit:
      return "Widen the container or shorten the word; allow hyphenation if the design permits."
    case .shrunk: return "Shorten the string or give the container more room."
    case .fontMismatch:
      return "Declare the file's own weight and style in the <font>, or name the file that has "
        + "them (a variable font's weight goes in fontVariationSettings); for a system family, "
        + "add the face asked for to the fonts."
    case .nothingMeasured:
      return "See the message: make a container's keys match the strings, "
        + "and its style's font be in the catalog."
    }
  }
}
