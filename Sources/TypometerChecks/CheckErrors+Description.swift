import FileAccess
import FontDiscovery
import Foundation
import StringCatalogs
import StructuredText
import TypeScale
import TypographyConfig

extension SpecError: CustomStringConvertible, LocalizedError {
  /// `path:line: problem`, the path escaped (a line feed in its name
  /// would split the line).
  public var message: String {
    OutputText.place(file: path, line: line) + ": " + problem
  }

  /// " (did you mean 'X'?)" for the known names nearest `name`, or "".
  static func nearest(_ name: String, _ known: [String]) -> String {
    didYouMean(NameSuggestions.suggestions(for: name, among: known, limit: 2))
  }

  /// " (did you mean 'X' or 'Y'?)" for the first two of `near`, or "".
  static func didYouMean(_ near: [String]) -> String {
    guard !near.isEmpty else { return "" }
    return " (did you mean " + near.prefix(2).map { "'\($0)'" }.joined(separator: " or ") + "?)"
  }

  /// What is wrong and what to do, without the file and line: the one place
  /// where a spec's problems are put into words.
  public var problem: String {
    switch reason {
    case .unreadable(let reason): return reason
    case .tooLarge(let limit): return "larger than \(limit >> 20) MiB; is this a spec?"
    case .invalidJSON(let reason):
      return "not valid JSON: "
        + FindingWording.describe(reason, document: "a spec is a JSON object")
    case .notAnObject: return "the spec must be a JSON object"
    case .notASpec(let what):
      return "this is \(what), not a check spec: name it in a spec (`typometer init` in the "
        + "app's folder writes one)"
    case .checkReport:
      return "this is a check's report (report.json, or --format json's output), not a check "
        + "spec: give the spec the check was run with (typometer.json; `typometer init` in the "
        + "app's folder writes one)"
    case .duplicateKey(let key): return "'\(key)' is given twice"
    case .moreProblems(let count):
      return "and \(count) more problem\(count == 1 ? "" : "s") (mend those above and run again)"
    case .unknownKey(let key, nil, let known):
      return "unknown key '\(key)'\(Self.nearest(key, known)); known keys: "
        + known.joined(separator: ", ")
    case .unknownKey(let key, let object?, let known):
      return "unknown key '\(key)' in \(object)\(Self.nearest(key, known)); known: "
        + known.joined(separator: ", ")
    case .wrongType(let key, let expected, let found):
      let kind: String
      switch expected {
      case .string: kind = "a string"
      case .boolean: kind = "true or false"
      case .finiteNumber: kind = "a finite number"
      case .stringList: kind = "a list of strings"
      case .object: kind = "an object"
      }
      return "'\(key)' must be \(kind), not \(FindingWording.describe(found))"
    case .notAStringObject(let key): return "'\(key)' must be an object of strings"
    case .cascadeNotAnObject: return "'cascade' must map style names to lists of PostScript names"
    case .containersNotAList: return "'containers' must be a list of objects"
    case .containerNotAnObject(let index):
      return "containers[\(index)] must be an object with keys, style and width"
    case .formatSamplesNotAnObject(let key): return "'\(key)' must be an object"
    case .unknownPlatform(let name):
      return "unknown platform '\(name)'"
        + Self.nearest(name, ["ios", "watchos", "tvos", "macos", "android"])
        + "; use ios, watchos, tvos, macos or android"
    case .scaleFactorOutOfRange(let key):
      return "'\(key)' must be a number from 0 to 1 (UILabel's minimumScaleFactor; 0, its "
        + "default, and 1 shrink nothing)"
    case .unknownStressMode(let mode):
      return "stress: '\(mode)' is not wcag-spacing or pseudo"
        + Self.nearest(mode, ["wcag-spacing", "pseudo"])
    case .unknownTextCase(let key, let found):
      return "'\(key)': '\(found)' is not uppercase or lowercase (SwiftUI's .textCase)"
        + Self.nearest(found, ["uppercase", "lowercase"])
    case .unknownOpticalSizing(let mode):
      return "opticalSize '\(mode)' is not auto, always or off"
        + Self.nearest(mode, ["auto", "always", "off"])
    case .tooMany(let key, let limit):
      return "'\(key)' lists more than \(limit) entries, the most a spec takes"
    case .nulCharacter(let key):
      return "'\(key)' holds a NUL character (\\u0000), which no path or name has"
    case .emptyPath(let key):
      return "'\(key)' holds an empty path; name a file or folder, or remove the entry"
    case .kernelFile(let key, let path):
      return "'\(key)' names '\(Printable.escaped(path))', one of the kernel's own files "
        + "(/proc, /sys, /dev), which hold no app's strings or fonts; name the app's"
    case .fixedFindingCode(let code):
      return "severity: '\(code)' always stops the check; its severity cannot be changed"
    case .unknownFindingCode(let code, let suggestions):
      return "severity: '\(code)' is not a finding code"
        + (suggestions.isEmpty
          ? " (the codes are in the README)"
          : "; did you mean \(suggestions.joined(separator: ", "))?")
    case .unknownSeverity(let code, let value):
      return "severity.\(code): '\(value)' is not error, warning or off"
    case .keyNotOnPlatform(let key, let platform):
      guard platform == .android else { return "'\(key)' is for \"platform\": \"android\"" }
      // What stands in for the key on Android, where there is something.
      let instead =
        switch key {
        case "config": "name the res folders in 'resources'"
        case "categories": "name the font scales in 'fontScales'"
        case "boldText", "boldFaces":
          "a style's own bold (android:textStyle, textFontWeight) is read from its res folders"
        case _ where key.hasSuffix("minimumScaleFactor"):
          "it is UILabel's shrinking; a TextView shrinks by autoSizeTextType, which is not measured"
        default: "name the res folders in 'resources' and the font scales in 'fontScales'"
        }
      return "'\(key)' is for Apple platforms; on android \(instead)"
    case .fontScaleInvalid(let key):
      return "'\(key)' must be "
        + (key.hasSuffix("]") ? "a font scale" : "a non-empty list of font scales")
        + " from 0.5 to 4 (Android's are 0.85 to 2)"
    case .densityInvalid:
      return "'density' must be a number from 0.5 to 8 (pixels per dp; 2.625 on a Pixel 8)"
    case .emptyKey(let key): return "'\(key.rawValue)' is empty: \(key.purpose)"
    case .missingKey(let key): return "'\(key.rawValue)' is missing: \(key.purpose)"
    case .emptyCategories: return "'categories' is empty"
    case .unknownCategory(let name, let key):
      return (key.map { "'\($0)': " } ?? "") + "unknown category '\(name)'"
        + Self.nearest(
          name,
          ContentSizeCategory.allCases.map(\.name) + ContentSizeCategory.allCases.map(\.shortName))
        + "; use xs … xxxl, ax1 … ax5 or Apple's names"
    case .categoryNotOnPlatform(let category, let platform):
      let its = platform.categories
      return "\(platform.name) has no category \(category.name) (its "
        + (its.count == 1
          ? "one category is \(its[0].name)"
          : "categories: \(its.map(\.shortName).joined(separator: ", "))") + ")"
    case .widthOutOfRange(let key):
      return "'\(key)' must be a width above 0 (points; dp on Android), at most 100000"
    case .maxLinesInvalid(let key):
      return "'\(key)' must be a whole number from 0 to 100000 (0: no limit)"
    case .lineHeightNotPositive(let key): return "'\(key)' must be above 0"
    case .containerMissingKey(let index, .width):
      return "containers[\(index)] needs 'width' in points"
    case .containerMissingKey(let index, let key):
      return "containers[\(index)] needs '\(key.rawValue)'"
    case .containerKeysEmpty(let index):
      return "containers[\(index)].keys is empty: list the string keys (or patterns such as "
        + "\"settings.*\") the container takes, or [\"*\"] for every string"
    case .scalingNotAnObject:
      return "'scaling' must map style names (or \"*\") to objects such as "
        + "{\"scaler\": \"uifontmetrics\"}"
    case .scalingEntryNotAnObject(let key):
      return "'\(key)' must be an object with a 'scaler' (\(ScalerName.spelledOut))"
    case .scalerMissing(let key):
      return "'\(key)' needs 'scaler': \(ScalerName.spelledOut)"
    case .unknownScaler(let key, let name):
      return "\(key): unknown scaler '\(name)'"
        + Self.nearest(name, ScalerName.allCases.map(\.rawValue))
        + "; expected \(ScalerName.spelledOut)"
    case .unknownTextStyle(let key, let name, let platform):
      // The platform's own styles where it is known (iOS has no footnote1).
      let known =
        (platform.flatMap { try? PlatformTable.table(for: $0) }?.styles
        ?? TextStyle.allCases).map(\.name)
      return "\(key): unknown text style '\(name)'" + Self.nearest(name, known) + "; use one of "
        + known.joined(separator: ", ")
        + (platform == nil
          ? "" : ", or name the TypographyKit config whose style it is in 'config'")
    case .textStyleNotOnPlatform(let key, let style, let platform):
      let known = ((try? PlatformTable.table(for: platform))?.styles ?? []).map(\.name)
      return "\(key): the text style \(style.name) does not exist on \(platform.name)"
        + (known.isEmpty ? "" : "; use one of " + known.joined(separator: ", "))
    case .scalingOptionNotApplicable(let key, .typographyKit, let takenBy):
      return "\(key) does not apply to the typographykit scaler, which takes its sizes from "
        + "the config (minimum-point-size, maximum-point-size, point-step-size); "
        + "\(ScalerName.list(takenBy)) \(takenBy.count == 1 ? "takes" : "take") it"
    case .scalingOptionNotApplicable(let key, let scaler, let takenBy):
      return "\(key) does not apply to the \(scaler.rawValue) scaler; "
        + "\(ScalerName.list(takenBy)) \(takenBy.count == 1 ? "takes" : "take") it"
    case .scalingOptionMissing(let key, let option, let scaler):
      return "'\(key)' needs '\(option.rawValue)' (points) with the \(scaler.rawValue) scaler"
    case .maximumPointSizeNotPositive(let key): return "'\(key)' must be a size in points above 0"
    case .stepNegative(let key): return "'\(key)' must be 0 or more points"
    case .languageInvalid(let key, let found):
      return "'\(key)' must be a BCP 47 language tag such as de, zh-Hans or pt-BR "
        + "(a language's code of two or three letters, then letters and digits in "
        + "hyphen-separated parts), found '\(found)'"
        + (LanguageFromPath.legacyLanguage(named: found).map {
          " (Xcode's old name of the language: write '\($0)')"
        } ?? "")
    case .stringEntryWithoutPath(let key):
      return "\(key) needs 'path': the string file (and optionally 'language')"
    case .placeholderInvalid(let found):
      return "'placeholders' item '\(found)' must be a placeholder's opening and closing marks "
        + "around … (\"{{…}}\", \"{…}\", \"%(…)s\"), each 1 to 4 characters without spaces, "
        + "neither beginning with a letter, a digit or _ . - : (a name's)"
    }
  }

  /// `path:line: problem`, in one line (the same as ``message``).
  public var description: String { message }

  /// ``description``, for `Error.localizedDescription`.
  public var errorDescription: String? { description }
}

extension CheckRunner.Failure: LocalizedError {
  /// ``description``, for `Error.localizedDescription`.
  public var errorDescription: String? { description }
}
