import StructuredText
import TypeScale

/// The one place where findings and parse failures are put into words.
public enum FindingWording {
  /// The message for a finding's detail: what is wrong and what to do.
  public static func message(for detail: FindingDetail) -> String {
    switch detail {
    case .parseFailure(let reason):
      return describe(reason)
    case .unknownKey(let key, let suggestion, let alsoAt):
      let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; remove it"
      var others = ""
      if !alsoAt.isEmpty {
        let shown = alsoAt.prefix(5).map(String.init).joined(separator: ", ")
        others =
          " (\(alsoAt.count == 1 ? "1 other style has" : "\(alsoAt.count) other styles have") "
          + "it too, at line\(alsoAt.count == 1 ? "" : "s") \(shown)\(alsoAt.count > 5 ? ", …" : ""))"
      }
      return "unknown key '\(key)': TypographyKit does not read it" + hint + others
    case .valueInvalid(let key, let expected, let found):
      return "'\(key)' must be \(describe(expected)), found \(describe(found))"
    case .sizeInvalid(let key, let found):
      // A letter-spacing may be 0 or below (then TypographyKit applies none).
      let what = key == "letter-spacing" ? "a number of points" : "a positive number of points"
      return "'\(key)' must be \(what), found \(describe(found))"
    case .sizeTooLarge(let key, let value, let limit):
      return "'\(key)' is \(number(value)) pt, above the plausible limit of \(number(limit)) pt"
    case .minimumAboveMaximum(let minimum, let maximum):
      return "minimum point size \(number(minimum)) pt is above maximum point size "
        + "\(number(maximum)) pt; TypographyKit then sets one size at every category (the "
        + "maximum with stepping, the minimum with UIFontMetrics; disabled scaling keeps the "
        + "point size)"
    case .pointSizeOutsideRange(let pointSize, let minimum, let maximum):
      let range = "[\(minimum.map(number) ?? "-"), \(maximum.map(number) ?? "-")]"
      return "point size \(number(pointSize)) pt is outside the clamps \(range) pt, "
        + "so the style is clamped even at the Large category"
    case .letterSpacingIgnored(let value):
      return "letter-spacing \(number(value)) pt is negative; TypographyKit applies "
        + "letter-spacing only when it is above 0, so it has no effect on iOS"
    case .letterSpacingLost(let value, let parent):
      return "letter-spacing \(number(value)) pt is lost: this style extends '\(parent)', and "
        + "TypographyKit's extend() keeps no letter-spacing, so the app draws it without (as "
        + "it is measured); set the style apart from '\(parent)' to keep it"
    case .letterCaseInvalid(let found, let suggestion):
      let values = LetterCase.allCases.map(\.rawValue).joined(separator: ", ")
      let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
      return "\(describe(found)) is not a letter case; \(hint)use one of: \(values)"
    case .scalingModeInvalid(let found, let suggestion):
      let values = ScalingMode.allCases.map(\.rawValue).joined(separator: ", ")
      let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
      return "\(describe(found)) is not a scaling mode (TypographyKit ignores it and keeps "
        + "the previous mode); \(hint)use one of: \(values)"
    case .colorInvalid(let value, let problem):
      let subject = value.map { "colour '\(shorten($0))'" } ?? "colour"
      return "\(subject) is invalid: \(describe(problem))"
    case .colorRejectedByTypographyKit(let value, let issue):
      switch issue {
      case .spacesInTuple:
        return "colour '\(shorten(value))' has spaces, which TypographyKit does not accept "
          + "(it fails to parse on iOS); write it without spaces"
      case .shadeOutsidePalette:
        return "colour '\(shorten(value))' is a shade expression, which TypographyKit resolves "
          + "only inside typography-colors; add it to the palette and use its name"
      }
    case .colorNotFound(let name, let suggestions):
      return "colour '\(shorten(name))' is not in typography-colors and is not a UIKit colour "
        + "name, hex or rgb() value, nor a colour in the asset catalogs given "
        + "(--asset-catalog, or the spec's assetCatalogs)"
        + didYouMean(suggestions)
    case .extendsMissing(let style, let parent, let suggestions):
      return "style '\(style)' extends '\(shorten(parent))', which is not defined in "
        + "ui-font-text-styles" + didYouMean(suggestions)
    case .extendsCycle(let cycle):
      return "styles extend each other in a loop: " + cycle.joined(separator: " → ")
        + "; TypographyKit drops every style in it"
    case .fontNotFound(let name, let suggestions, let removed):
      if removed {
        return "font '\(name)' no longer ships with iOS and is not in the catalog"
          + didYouMean(suggestions)
      }
      var message =
        "font '\(shorten(name))' is not in the catalog and is not an iOS system font "
        + "(PostScript names are case-sensitive)"
      if let family = IOSSystemFonts.appleDownloadFamily(of: name) {
        message +=
          "; it names a face of Apple's \(family) download, which an app loads only "
          + "from a file it bundles: iOS's own system font is TypographyKit's System alias "
          + "(System, System-Bold, …)"
      }
      return message + didYouMean(suggestions)
    case .boldFaceNotFound(let fontName, let boldFace, let suggestions):
      return "with Bold Text on, '\(fontName)' maps to '\(boldFace)', which is not in the "
        + "catalog; add '\(boldFace)', or map '\(fontName)' to a face that exists in the spec's "
        + "boldFaces (to itself to keep it as it is)" + didYouMean(suggestions)
    case .fontSystemOnly(let name, let kind):
      switch kind {
      case .alias(let call):
        return "'\(name)' is TypographyKit's alias for \(call): it is measured in the "
          + "system family, and the catalog has none (add SF Pro, or name a family with "
          + "--system-font or the spec's systemFont)"
      case .iOSFont(let family):
        return "'\(name)' (\(family)) ships with iOS but is not in the catalog: it cannot be "
          + "measured here unless its font file is supplied"
      case .hidden:
        return "'\(name)' is a hidden iOS system font name, which UIFont(name:size:) may not "
          + "load; use a System alias instead"
      }
    case .duplicateStyle(let name, let previous):
      let place = previous.file + (previous.line.map { ":\($0)" } ?? "")
      return "style '\(name)' is defined again; this definition replaces the one at \(place)"
    case .duplicateFont(let name, let files, let styles):
      guard let measured = files.first else { return "font '\(shorten(name))' is in several files" }
      let others = files.dropFirst()
      let users = styles > 1 ? " (and \(styles - 1) more style\(styles == 2 ? "" : "s"))" : ""
      return "font '\(shorten(name))'\(users) is the PostScript name of faces in \(files.count) "
        + "files of different releases: \(measured), measured, and "
        + others.joined(separator: ", ")
        + "; an app that bundles them all gets one of them, which iOS does not say: keep one, "
        + "or give its folder first (the spec's fonts, --fonts)"
    case .colorsetInvalid(let name, let problem):
      let subject = name.map { "colorset '\(shorten($0))' is invalid: " } ?? ""
      return subject + describe(problem)
    }
  }

  static func describe(_ problem: ColorsetProblem) -> String {
    switch problem {
    case .unreadable(let reason): return "Contents.json cannot be read: \(reason)"
    case .notJSON(let reason): return "Contents.json is not JSON: \(reason)"
    case .wrongType(let expected, let found):
      return "expected \(expected), found \(describe(found))"
    case .noColors: return "it has no 'colors' list with a colour in it"
    case .unknownColorSpace(let name):
      let known = AssetColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
      return "color-space '\(shorten(name))' is not one Xcode writes (\(known))"
    case .missingComponent(let name): return "the colour has no '\(name)'"
    case .componentInvalid(let name, let text):
      return "component \(name) '\(shorten(text))' is not a number from 0 to 1, an integer "
        + "from 0 to 255 or hex from 0x00 to 0xFF"
    case .componentOutOfRange(let name, let text):
      return "component \(name) '\(shorten(text))' is out of range (0 to 1 as a decimal, "
        + "0 to 255 as an integer, 0x00 to 0xFF as hex; extended colour spaces allow "
        + "decimals outside 0 to 1)"
    case .tooManyEntries(let limit):
      return "the asset catalog has more than \(limit) folder entries; the rest was not read"
    case .tooDeep(let limit):
      return "folders are nested more than \(limit) deep in the asset catalog; this one "
        + "was not read"
    case .tooMuchData(let limit):
      return "the asset catalogs' colorsets hold more than \(limit) bytes; the rest "
        + "was not read"
    }
  }

  /// The message for a parse failure's reason (its own wording; for an
  /// empty file, what the file should hold: `document`, e.g. "a config is a
  /// dictionary").
  public static func describe(
    _ reason: ParseFailureReason, document: String = "a config is a dictionary"
  ) -> String {
    reason == .empty ? "\(reason); \(document)" : reason.description
  }

  /// A short description of a found value.
  public static func describe(_ found: FoundValue) -> String { found.description }

  static func describe(_ expected: ExpectedValue) -> String {
    switch expected {
    case .string: return "a string"
    case .boolean: return "true or false"
    case .dictionary: return "a dictionary"
    case .oneOf(let values): return "one of " + values.map { "'\($0)'" }.joined(separator: ", ")
    }
  }

  static func describe(_ problem: ColorProblem) -> String {
    switch problem {
    case .hexLength(let count):
      return "'#' must be followed by 6 (RRGGBB) or 8 (RRGGBBAA) hex digits, not \(count)"
    case .hexDigits: return "it has characters that are not hex digits"
    case .tupleSyntax: return "write rgb(r,g,b), rgba(r,g,b,a), (r,g,b) or (r,g,b,a) in lower case"
    case .componentCount(let found, let expected):
      let counts = expected.map(String.init).joined(separator: " or ")
      return "it has \(found) components where \(counts) are expected"
    case .componentNotAnInteger(let text):
      return "component '\(shorten(text))' is not an integer from 0 to 255"
    case .componentOutOfRange(let value): return "component \(value) is above 255"
    case .missingLightVariant: return "a {light, dark} colour must have a 'light' variant"
    case .wrongType(let found): return "expected a string, found \(describe(found))"
    case .cycle(let names):
      return "palette entries refer to each other in a loop: " + names.joined(separator: " → ")
    case .tooDeep(let limit): return "aliases are chained more than \(limit) deep"
    }
  }

  package static func didYouMean(_ suggestions: [String]) -> String {
    guard !suggestions.isEmpty else { return "" }
    return "; did you mean " + suggestions.prefix(3).map { "'\($0)'" }.joined(separator: " or ")
      + "?"
  }

  static func shorten(_ text: String) -> String { Quoted.shortened(text) }

  static func number(_ value: Double) -> String { NumberText.string(value) }
}
