import StructuredText

/// A face that ships with iOS, from the reference list of `UIFont` dumps.
public struct IOSSystemFont: Sendable, Hashable {
  /// Where the name was seen.
  public enum Status: String, Sendable, Hashable {
    /// In the iOS 17-era and iOS 18-era dumps.
    case iOS17AndIOS18 = "ios17+ios18"
    /// First seen in the iOS 18-era dump.
    case iOS18 = "ios18"
    /// Seen only in 2025 dumps (iOS version unverified).
    case only2025 = "2025-only"
    /// A hidden `.SFUI-*` name, not reliably loadable by `UIFont(name:size:)`.
    case hidden
    /// In older dumps only; no longer ships.
    case removed
  }

  /// The PostScript name, as `UIFont(name:size:)` takes it.
  public var postscriptName: String
  /// The family as `UIFont.familyNames` lists it.
  public var family: String
  /// The style, derived from the PostScript name (an inference).
  public var style: String
  /// Where the name was seen.
  public var status: Status
}

/// A TypographyKit `font-name` alias for a UIKit system font.
public struct IOSSystemFontAlias: Sendable, Hashable {
  /// The canonical spelling, e.g. `System-semibold`; matched ignoring case.
  public var alias: String
  /// The UIKit call it makes, e.g. `UIFont.systemFont(ofSize:weight:)`.
  public var uikitCall: String
  /// The `UIFont.Weight` passed, when one is.
  public var weight: String?
}

/// The iOS system fonts and TypographyKit's system-font aliases, embedded from
/// the reference data by `Scripts/generate-ios-system-fonts.py`.
public enum IOSSystemFonts {
  /// The faces that ship with iOS (324), in the reference file's order.
  public static let faces: [IOSSystemFont] = rows(facesTable).compactMap { fields in
    guard fields.count == 4, let status = IOSSystemFont.Status(rawValue: fields[3]) else {
      return nil
    }
    return IOSSystemFont(
      postscriptName: fields[0], family: fields[1], style: fields[2], status: status)
  }

  /// Faces that shipped with older iOS versions only (13), with the dumps
  /// that list them.
  public static let removedFaces: [String: String] = Dictionary(
    rows(removedTable).filter { $0.count == 2 }.map { ($0[0], $0[1]) },
    uniquingKeysWith: { first, _ in first })

  /// TypographyKit's system-font aliases (25).
  public static let aliases: [IOSSystemFontAlias] = rows(aliasesTable).compactMap { fields in
    guard fields.count == 3 else { return nil }
    return IOSSystemFontAlias(
      alias: fields[0], uikitCall: fields[1], weight: fields[2] == "-" ? nil : fields[2])
  }

  private static func rows(_ table: String) -> [[String]] {
    table.split(separator: "\n").map {
      $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    }
  }

  private static let facesByName: [String: IOSSystemFont] = Dictionary(
    faces.map { ($0.postscriptName, $0) }, uniquingKeysWith: { first, _ in first })
  private static let aliasesByLowercasedName: [String: IOSSystemFontAlias] = Dictionary(
    aliases.map { ($0.alias.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

  /// The face with exactly this PostScript name (case-sensitive), if iOS ships it.
  public static func face(named postscriptName: String) -> IOSSystemFont? {
    facesByName[postscriptName]
  }

  /// The family of Apple's font downloads (developer.apple.com/fonts) that
  /// names its faces as `postscriptName` begins (`SFProText-Regular`: SF
  /// Pro; `SFMono-Bold`: SF Mono; `NewYorkSmall-Regular`: New York): names
  /// iOS loads only from a file an app bundles, its own system font being
  /// hidden (``IOSSystemFont/Status/hidden``); nil for another name.
  public static func appleDownloadFamily(of postscriptName: String) -> String? {
    appleDownloads[String(postscriptName.prefix { $0 != "-" })]
  }

  /// The PostScript family part of each face of Apple's downloads, with the
  /// family's name (not a prefix: `NewYorker-Bold` is another's).
  private static let appleDownloads: [String: String] = {
    var names: [String: String] = [:]
    for (base, family, optical) in [
      ("SFPro", "SF Pro", ["", "Text", "Display", "Rounded"]),
      ("SFCompact", "SF Compact", ["", "Text", "Display", "Rounded"]),
      ("SFMono", "SF Mono", [""]), ("SFUI", "SF UI", ["Text", "Display"]),
      ("NewYork", "New York", ["", "Small", "Medium", "Large", "ExtraLarge"]),
      ("SFArabic", "SF Arabic", ["", "Rounded"]), ("SFHebrew", "SF Hebrew", ["", "Rounded"]),
      ("SFArmenian", "SF Armenian", ["", "Rounded"]),
      ("SFGeorgian", "SF Georgian", ["", "Rounded"]),
    ] {
      for size in optical { names[base + size] = family }
    }
    return names
  }()

  /// The alias `fontName` matches, ignoring case as TypographyKit does (no trimming).
  public static func alias(matching fontName: String) -> IOSSystemFontAlias? {
    aliasesByLowercasedName[fontName.lowercased()]
  }

  /// Whether `postscriptName` shipped with older iOS versions only.
  public static func isRemoved(_ postscriptName: String) -> Bool {
    removedFaces[postscriptName] != nil
  }

  /// Up to `limit` iOS face names and TypographyKit aliases close to `name`:
  /// case-insensitive equals first, then the smallest edit distance. Hidden
  /// names are not suggested.
  public static func suggestions(for name: String, limit: Int = 5) -> [String] {
    // TypographyKit's aliases too (`System-Heavyy`: `System-heavy`).
    NameSuggestions.suggestions(
      for: name,
      among: faces.lazy.filter { $0.status != .hidden }.map(\.postscriptName)
        + aliases.map(\.alias),
      limit: limit)
  }
}
