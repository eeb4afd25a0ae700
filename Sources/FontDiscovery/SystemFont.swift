import FontCore
import TypeScale

/// A TypographyKit system-font alias: a `font-name` that asks for the
/// system font (`System`, `BoldSystem`, `ItalicSystem`, `System-Bold`,
/// `MonospacedDigitSystem-Medium`, …) instead of a PostScript name.
///
/// TypographyKit compares the lower-cased name with its aliases, so case is
/// ignored; `MonospacedDigitSystem` without a weight is not an alias.
public struct SystemFontAlias: Sendable, Hashable {
  /// The weight asked for (`UIFont.Weight`); the face chosen has its
  /// ``FontWeight/weightClass``.
  public var weight: FontWeight
  /// Whether the italic face is asked for (`ItalicSystem`).
  public var italic: Bool
  /// Whether digits are set with equal widths (`MonospacedDigitSystem-…`).
  public var monospacedDigits: Bool

  /// The weight names TypographyKit's aliases take, exactly (lower-cased).
  static let weights: [String: FontWeight] = [
    "ultralight": .ultraLight, "ultra-light": .ultraLight, "thin": .thin, "light": .light,
    "regular": .regular, "medium": .medium, "semibold": .semibold, "semi-bold": .semibold,
    "bold": .bold, "heavy": .heavy, "black": .black,
  ]

  /// Creates an alias with a weight.
  public init(weight: FontWeight = .regular, italic: Bool = false, monospacedDigits: Bool = false) {
    self.weight = weight
    self.italic = italic
    self.monospacedDigits = monospacedDigits
  }

  /// The alias `name` stands for, or nil when it is not one (then it is a
  /// PostScript name).
  public init?(name: String) {
    let lower = name.lowercased()
    switch lower {
    case "system": self.init()
    case "boldsystem": self.init(weight: .bold)
    case "italicsystem": self.init(italic: true)
    default:
      for (prefix, monospaced) in [("system-", false), ("monospaceddigitsystem-", true)]
      where lower.hasPrefix(prefix) {
        guard let weight = Self.weights[String(lower.dropFirst(prefix.count))] else { return nil }
        self.init(weight: weight, monospacedDigits: monospaced)
        return
      }
      return nil
    }
  }
}

/// The family that stands for Apple's system font, supplied by the team
/// (Apple's SF Pro files, or any family in their place).
///
/// A variable family is set at the weight asked for on its `wght` axis; a
/// static family gives the face nearest that weight. Apple's static fonts
/// come as a Text and a Display family: Text below 20 pt, Display from 20 pt.
public struct SystemFont: Sendable {
  /// The family (or Text family) in the catalog.
  public let family: String
  /// The Display family used from ``displayFromPointSize``, or nil.
  public let displayFamily: String?
  /// Whether the family is SF Compact (watchOS) rather than SF Pro.
  public let isCompact: Bool
  private let faces: [FontRecord]
  private let displayFaces: [FontRecord]

  /// The point size from which a static pair's Display family is used.
  public static let displayFromPointSize = 20.0

  /// The families tried when none is named, in order: SF Pro, then SF Pro
  /// Text with SF Pro Display (SF Compact's for watchOS).
  public static func defaultFamilies(compact: Bool) -> [String] {
    compact ? ["SF Compact", "SF Compact Text"] : ["SF Pro", "SF Pro Text"]
  }

  /// The system family in `catalog`: `family` when given, else the first of
  /// ``defaultFamilies(compact:)`` present with the Latin letters (an app
  /// may bundle a subset of SF Pro Text with its icons alone, which sets no
  /// text: ``passedOver(in:compact:)``). A family whose name ends in
  /// " Text" is paired with the same name ending in " Display" when the
  /// catalog has it. Family names are compared ignoring case.
  ///
  /// - Returns: nil when the family is not in the catalog, or (none named)
  ///   none of the defaults is there with the Latin letters.
  public init?(catalog: FontCatalog, family: String? = nil, compact: Bool = false) {
    let candidates = family.map { [$0] } ?? Self.defaultFamilies(compact: compact)
    func faces(of name: String) -> [FontRecord] {
      catalog.records.filter { $0.family.caseInsensitiveCompare(name) == .orderedSame }
    }
    guard
      let name = candidates.first(where: {
        let faces = faces(of: $0)
        return !faces.isEmpty && (family != nil || Self.setsText(faces, in: catalog))
      })
    else { return nil }
    let chosen = faces(of: name)
    self.family = chosen[0].family
    self.faces = chosen
    self.isCompact = compact || name.lowercased().hasPrefix("sf compact")
    if name.lowercased().hasSuffix(" text") {
      let display = faces(of: String(name.dropLast(" text".count)) + " Display")
      self.displayFaces = display
      self.displayFamily = display.first?.family
    } else {
      self.displayFaces = []
      self.displayFamily = nil
    }
  }

  /// The letters a system family has: a family none of whose faces has
  /// them sets no text.
  static let latinLetters = Array(
    (UInt32(0x41)...0x5A).compactMap(Unicode.Scalar.init)
      + (UInt32(0x61)...0x7A).compactMap(Unicode.Scalar.init))

  /// Whether one of `faces` has the Latin letters.
  static func setsText(_ faces: [FontRecord], in catalog: FontCatalog) -> Bool {
    faces.contains { catalog.covers($0, every: latinLetters) }
  }

  /// A face of ``defaultFamilies(compact:)`` in `catalog` that no face of its
  /// family with the Latin letters is beside (an app's icon subset of SF Pro
  /// Text, `SF-Pro-Text-Regular.otf` of 98 private-use glyphs), else one of
  /// the Display family alone (`SF Pro Display` without `SF Pro Text`: an
  /// app's screenshot fonts), where no default family was chosen; nil
  /// otherwise. Said where the system font is missing, so that the file the
  /// catalog has is not taken for it.
  public static func passedOver(in catalog: FontCatalog, compact: Bool = false) -> FontRecord? {
    guard SystemFont(catalog: catalog, compact: compact) == nil else { return nil }
    for name in defaultFamilies(compact: compact) + [
      compact ? "SF Compact Display" : "SF Pro Display"
    ] {
      if let face = catalog.records.first(where: {
        $0.family.caseInsensitiveCompare(name) == .orderedSame
      }) {
        return face
      }
    }
    return nil
  }

  /// The faces that set `alias`: the face below ``displayFromPointSize``
  /// and, for a static pair, the Display face from it.
  public func faces(for alias: SystemFontAlias) -> SystemFace {
    let text = Self.face(in: faces, for: alias)
    let display = displayFaces.isEmpty ? nil : Self.face(in: displayFaces, for: alias)
    return SystemFace(alias: alias, text: text, display: display)
  }

  /// The face of `faces` for `alias`: the variable default face at the
  /// alias's weight, or the static face nearest it (italic as asked first).
  static func face(in faces: [FontRecord], for alias: SystemFontAlias) -> FaceInstance {
    let weight = alias.weight.weightClass
    let slanted = faces.filter { $0.italic == alias.italic }
    let pool = slanted.isEmpty ? faces : slanted
    if let variable = pool.first(where: { $0.variable && $0.index.namedInstance == 0 }) {
      return FaceInstance(
        location: variable.location, variations: [FontVariation("wght", Double(weight))])
    }
    let statics = pool.filter { !$0.variable }
    let candidates = statics.isEmpty ? pool : statics
    // Nearest weight; on a tie the heavier face, then the narrower width
    // nearest normal, then the name (so the choice is stable).
    let nearest = candidates.min { a, b in
      let da = abs(a.weight - weight)
      let db = abs(b.weight - weight)
      if da != db { return da < db }
      if a.weight != b.weight { return a.weight > b.weight }
      if abs(a.width - 5) != abs(b.width - 5) { return abs(a.width - 5) < abs(b.width - 5) }
      return a.postscriptName < b.postscriptName
    }
    // `faces` is never empty (a family is one with faces), so neither is `candidates`.
    return FaceInstance(location: (nearest ?? faces[0]).location)
  }

  /// The record of a face chosen by ``faces(for:)``.
  public func record(for instance: FaceInstance) -> FontRecord? {
    (faces + displayFaces).first { $0.location == instance.location }
  }
}

/// The faces a system-font alias resolves to.
public struct SystemFace: Sendable, Hashable {
  /// The alias.
  public var alias: SystemFontAlias
  /// The face (with the weight set on a variable face), used below
  /// ``SystemFont/displayFromPointSize`` when there is a Display face.
  public var text: FaceInstance
  /// The static Display face used from ``SystemFont/displayFromPointSize``, or nil.
  public var display: FaceInstance?
}
