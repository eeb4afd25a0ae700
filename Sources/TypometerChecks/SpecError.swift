import StructuredText
import TypeScale

/// A spec that cannot be used, with the file and line of the problem.
///
/// The problem is data (``Reason``); ``problem`` and ``message`` put it into
/// words.
public struct SpecError: Error, Equatable, Sendable {
  /// The spec file.
  public var path: String
  /// The 1-based line, where known.
  public var line: Int?
  /// What is wrong.
  public var reason: Reason
  /// The spec's other problems, in the order of the file, when it has
  /// several: each top-level key and each container is read whatever the
  /// others hold (empty for most errors; never nested).
  public var further: [SpecError] = []
  /// The most problems of one spec said one by one (the rest are counted).
  public static let maximumProblems = 100

  /// Creates an error about the spec at `path`.
  public init(path: String, line: Int?, reason: Reason) {
    self.path = path
    self.line = line
    self.reason = reason
  }

  /// What is wrong with a spec, with the values the words need.
  ///
  /// A `key` is a key path in the spec as written: `containers[0].width`.
  public enum Reason: Sendable, Equatable {
    /// The file cannot be read (`reason`: the file system's words).
    case unreadable(reason: String)
    /// The file is larger than `limit` bytes.
    case tooLarge(limit: Int)
    /// The file is not JSON.
    case invalidJSON(ParseFailureReason)
    /// The top level is not a JSON object.
    case notAnObject
    /// A key appears twice in one object.
    case duplicateKey(String)
    /// The spec has `count` problems more than ``SpecError/maximumProblems``,
    /// not said one by one.
    case moreProblems(count: Int)
    /// A key the spec does not know, in `object` (nil: the top level); `known`
    /// lists the keys it does know.
    case unknownKey(String, object: String?, known: [String])
    /// A value of the wrong type.
    case wrongType(key: String, expected: ExpectedValue, found: FoundValue)
    /// The value of `key` is not an object whose values are strings.
    case notAStringObject(key: String)
    /// `cascade` is not an object of style names to lists.
    case cascadeNotAnObject
    /// `containers` is not a list.
    case containersNotAList
    /// `containers[index]` is not an object.
    case containerNotAnObject(index: Int)
    /// `formatSamples` is not an object.
    case formatSamplesNotAnObject(key: String)
    /// A platform name that is not a platform.
    case unknownPlatform(String)
    /// A container's `minimumScaleFactor` is not from 0 to 1.
    case scaleFactorOutOfRange(key: String)
    /// A `stress` entry that is not wcag-spacing or pseudo.
    case unknownStressMode(String)
    /// A container's `textCase` that is not uppercase or lowercase.
    case unknownTextCase(key: String, found: String)
    /// `opticalSize` is not auto, always or off.
    case unknownOpticalSizing(String)
    /// A `severity` key that is no finding code (or is `parse-error`).
    case unknownFindingCode(String, suggestions: [String])
    /// A `severity` entry for a code that always stops the check
    /// (`parse-error`, `nothing-measured`).
    case fixedFindingCode(String)
    /// A string holding a NUL character (U+0000), which no path or name has.
    case nulCharacter(key: String)
    /// An empty string where a path belongs.
    case emptyPath(key: String)
    /// A path to the kernel's own files (`/proc`, `/sys`, `/dev`: the
    /// process's environment, the machine's devices), which hold no app's
    /// strings or fonts, and whose text an output would publish.
    case kernelFile(key: String, path: String)
    /// A list longer than the spec allows.
    case tooMany(key: String, limit: Int)
    /// A `severity` value that is not error, warning or off.
    case unknownSeverity(code: String, value: String)
    /// A key that only one kind of platform takes (`fontScales` and
    /// `resources` are Android's; `categories`, `config` and `scaling` Apple's).
    case keyNotOnPlatform(key: String, Platform)
    /// A `fontScales` entry that is not a number from 0.5 to 4, or an empty list.
    case fontScaleInvalid(key: String)
    /// `density` is not a number from 0.5 to 8.
    case densityInvalid
    /// A required top-level key is absent.
    case missingKey(RequiredKey)
    /// A key that must name something, given as an empty list.
    case emptyKey(RequiredKey)
    /// `categories` is an empty list.
    case emptyCategories
    /// A category name that is not a category; `key`, the key that gives
    /// it where not `categories` (`containers[0].largestCategory`).
    case unknownCategory(String, key: String? = nil)
    /// A category that the platform does not have.
    case categoryNotOnPlatform(ContentSizeCategory, Platform)
    /// A container's width is not above 0 (or is implausibly large).
    case widthOutOfRange(key: String)
    /// A container's `maxLines` is not a whole number, 0 or more.
    case maxLinesInvalid(key: String)
    /// A container's `lineHeight` is not above 0.
    case lineHeightNotPositive(key: String)
    /// `containers[index]` lacks a key it needs.
    case containerMissingKey(index: Int, ContainerKey)
    /// `containers[index].keys` is an empty list: the container takes nothing.
    case containerKeysEmpty(index: Int)
    /// `scaling` is not an object of style names to objects.
    case scalingNotAnObject
    /// `scaling.<style>` (`key`) is not an object.
    case scalingEntryNotAnObject(key: String)
    /// A `scaling` entry (`key`) has no `scaler`.
    case scalerMissing(key: String)
    /// A scaler name that is not one of ``ScalerName``'s.
    case unknownScaler(key: String, name: String)
    /// A text style name that is not a text style; `platform` is given for a
    /// container of a spec without a config (the platform's styles are
    /// listed, and the config named as the other way out).
    case unknownTextStyle(key: String, name: String, platform: Platform? = nil)
    /// A text style the spec's platform does not have.
    case textStyleNotOnPlatform(key: String, style: TextStyle, platform: Platform)
    /// A setting that `scaler` does not take; `takenBy` are the scalers that do.
    case scalingOptionNotApplicable(key: String, scaler: ScalerName, takenBy: [ScalerName])
    /// A setting that `scaler` needs is absent from the entry `key`.
    case scalingOptionMissing(key: String, option: ScalerName.Option, scaler: ScalerName)
    /// A `maximumPointSize` that is not above 0.
    case maximumPointSizeNotPositive(key: String)
    /// An `increment` or `decrement` below 0.
    case stepNegative(key: String)
    /// A `strings` entry's `language` that is not a language tag.
    case languageInvalid(key: String, found: String)
    /// A `strings` entry written as an object without `path`.
    case stringEntryWithoutPath(key: String)
    /// A `placeholders` item that is no pattern of marks around `…`.
    case placeholderInvalid(found: String)
    /// The file is another kind of JSON the tool reads (`what`: "a String
    /// Catalog", "a TypographyKit config"), given where a spec goes.
    case notASpec(what: String)
    /// The file is a check's report (`report.json`, or `--format json`'s
    /// output), given where its spec goes.
    case checkReport
  }

  /// The kind of value a key needs.
  public enum ExpectedValue: Sendable, Equatable {
    case string
    case boolean
    case finiteNumber
    case stringList
    case object
  }

  /// A top-level key every spec needs.
  public enum RequiredKey: String, Sendable, Equatable {
    case config
    case resources
    case strings
    case containers

    /// What the key is for, as its messages tell the reader to give it.
    var purpose: String {
      switch self {
      case .config:
        "name the TypographyKit config, or set every container in a text style (body, headline, …)"
      case .resources:
        "name the app's res folder (app/src/main/res), or its string files in 'strings'"
      case .strings: "name the string files"
      case .containers: "say which keys go in which style and width"
      }
    }
  }

  /// A key every container needs.
  public enum ContainerKey: String, Sendable, Equatable {
    case keys
    case style
    case width
  }
}
