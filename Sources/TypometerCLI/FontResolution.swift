import FileAccess
import FontCore
import FontDiscovery
import TextLayout
import TypeScale
import TypometerChecks

/// A font named on the command line that the catalog does not have.
struct FontLookupError: Error {
  var name: String
  var suggestions: [String]

  var message: String {
    let found = MeasureError.fontNotFound(postscriptName: name, suggestions: suggestions)
      .description
    // After "did you mean …?", no full stop of its own.
    return found + (found.hasSuffix("?") ? " " : ". ") + "Add its directory with --fonts DIR."
  }
}

/// A font a config's style names that the catalog does not have: a font
/// missing (exit 1), as ``FontLookupError`` is for a name on the command line.
struct FontMissing: Error {
  /// The message, with the config's file and line.
  var place: String

  var message: String { place + "; add its directory with --fonts DIR" }
}

extension FontCatalog {
  /// Whether `name` is a path to a font file (`Fonts/Inter.otf`,
  /// `a.ttc#1`) where a command takes a PostScript name or a path.
  static func namesAFile(_ name: String) -> Bool {
    name.contains("/") || Paths.isFontFile(name)
  }

  /// The face named `name`: a PostScript name in the catalog, or a path to a
  /// font file (optionally `path#index`).
  func resolve(_ name: String) throws -> FontRecord {
    if let record = font(named: name) { return record }
    if Self.namesAFile(name) {
      var path = name
      var index = FaceIndex()
      if let hash = name.lastIndex(of: "#") {
        let file = String(name[..<hash])
        let written = String(name[name.index(after: hash)...])
        if let value = FaceIndex(written), written.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
          written.utf8.count <= 10
        {
          (path, index) = (file, value)
        } else if Paths.isFontFile(file) {
          // `font.ttc#abc`, `#-1`, `#`: a face index written wrong, not a
          // file of that name.
          throw InputError(
            path: file,
            problem: "'#\(written)' is not a face index: after '#' goes a number, 0 for the "
              + "first face (a collection's face N is N; a variable font's named instance I is "
              + "I × 65536 plus the face)")
        }
      }
      let face = try FontFace(path: path, index: index)
      return FontRecord(
        postscriptName: face.postscriptName ?? "", family: face.familyName,
        style: face.styleName, path: path, index: index, variable: face.isVariable)
    }
    throw FontLookupError(name: name, suggestions: suggestions(for: name))
  }
}

/// A system-font alias with no system family to set it, or a
/// `--system-font` family the catalog does not have.
struct SystemFontUnavailable: Error, CustomStringConvertible {
  /// The family `--system-font` named, or nil when none was.
  var family: String?
  /// The alias that needed the family, when one did.
  var alias: String?
  var suggestions: [String] = []
  /// A default family's face the catalog has with no Latin letters.
  var passedOver: FontRecord?

  init(family: String, catalog: FontCatalog) {
    self.family = family
    let families = Set(catalog.records.map(\.family)).sorted()
    self.suggestions = Array(
      families.filter {
        $0.localizedCaseInsensitiveContains(family) || family.localizedCaseInsensitiveContains($0)
      }.prefix(5))
  }

  init(alias: String, passedOver: FontRecord? = nil) {
    self.alias = alias
    self.passedOver = passedOver
  }

  var description: String {
    if let family {
      let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: ", "))?"
      return "--system-font: no family '\(family)' in the catalog\(hint)"
    }
    return SystemFontWording.missing(
      alias: alias ?? "System", option: "--system-font FAMILY", passedOver: passedOver)
  }
}

/// What a font name on the command line sets: a face, or the system font at
/// an alias's weight, with the tracking and features that go with it.
struct FontChoice {
  var font: LayoutFont
  var tracking: SystemFontTracking?
  var features: [String]
  /// Whether the name was a system-font alias (or PreferredFont).
  var isSystemFont = false

  /// The name that stands for `UIFont.preferredFont(forTextStyle:)`: the
  /// system font at the text style's weight.
  static let preferredFont = "PreferredFont"

  /// The face `name` names: a TypographyKit system-font alias (set in
  /// `system`), ``preferredFont`` (the system font at `textStyle`'s weight on
  /// `platform`), a PostScript name in the catalog, or a font file.
  init(
    _ name: String, store: FontStore, system: SystemFont?, textStyle: TextStyle? = nil,
    platform: Platform = .ios
  ) throws {
    var alias = SystemFontAlias(name: name)
    if name.caseInsensitiveCompare(Self.preferredFont) == .orderedSame {
      guard let textStyle else {
        throw UsageError.other("\(Self.preferredFont) is a text style's font: give --style STYLE")
      }
      let weight = try PlatformTable.table(for: platform).metrics(for: textStyle, at: .large).weight
      alias = SystemFontAlias(weight: weight)
    }
    if let alias {
      guard let system else {
        throw SystemFontUnavailable(
          alias: name,
          passedOver: SystemFont.passedOver(in: store.catalog, compact: platform == .watchos))
      }
      let chosen = try store.systemFont(alias, in: system)
      self.init(
        font: chosen.font, tracking: chosen.tracking, features: chosen.features,
        isSystemFont: true)
      return
    }
    let record = try store.catalog.resolve(name)
    self.init(font: try store.font(for: record), tracking: nil, features: [])
  }

  /// The faces tried first after this one, as `check` sets them: on
  /// Apple's platforms a custom face falls back to `system`'s face at its
  /// weight (``CheckRunner/systemFallback(for:system:store:)``); none for
  /// the system font itself, and on Android.
  func systemCascade(_ system: SystemFont?, store: FontStore, platform: Platform) -> [LayoutFont] {
    guard !isSystemFont, platform != .android,
      let face = CheckRunner.systemFallback(for: font, system: system, store: store)
    else { return [] }
    return [face]
  }

  init(
    font: LayoutFont, tracking: SystemFontTracking?, features: [String], isSystemFont: Bool = false
  ) {
    self.font = font
    self.tracking = tracking
    self.features = features
    self.isSystemFont = isSystemFont
  }
}

extension Console {
  /// Warns when `font`'s line height (hhea's ascender − descender + line
  /// gap) is 0 or less: each line set in it is measured as taking no height
  /// (a hostile or broken font; a device may read its `OS/2` metrics instead).
  func warnOfNoLineHeight(_ font: LayoutFont) {
    guard font.lineHeightPerPoint <= 0 else { return }
    warning(
      "\(font.record.path): its line height (hhea's ascender − descender + line gap) is "
        + "\(font.lineHeightPerPoint == 0 ? "0" : "negative"): each line is measured as taking "
        + "no height, where a device may read the font's OS/2 metrics instead")
  }
}
