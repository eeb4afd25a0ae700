internal import CFontconfig
import FontCore

/// Owns one `FcConfig`: the set of fonts Fontconfig sees.
///
/// Built once, then only read. Never calls `FcFini`: other code in the process
/// may still use Fontconfig.
final class FontconfigConfig {
  let handle: OpaquePointer

  /// A configuration that sees only fonts added to it, with no cache directory
  /// (files added one by one skip the cache), so nothing is written.
  static func empty() throws(CatalogError) -> FontconfigConfig {
    guard let config = FcConfigCreate() else { throw CatalogError.fontconfigUnavailable }
    return FontconfigConfig(handle: config)
  }

  /// The machine's configuration with its system fonts (from Fontconfig's cache).
  static func system() throws(CatalogError) -> FontconfigConfig {
    guard let config = FcInitLoadConfigAndFonts() else {
      throw CatalogError.fontconfigUnavailable
    }
    return FontconfigConfig(handle: config)
  }

  private init(handle: OpaquePointer) {
    self.handle = handle
    LiveFontconfigHandles.configs.increment()
  }

  deinit {
    FcConfigDestroy(handle)
    LiveFontconfigHandles.configs.decrement()
  }

  /// Adds one font file (every face in it); false when Fontconfig cannot read it.
  func addFile(_ path: String) -> Bool {
    path.withCString { cString in
      cString.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
        FcConfigAppFontAddFile(handle, $0) == FcTrue
      }
    }
  }

  /// Every face pattern the configuration lists, as plain values.
  func listFaces() -> [FontconfigFace] {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    guard let objects = FcObjectSetCreate() else { return [] }
    defer { FcObjectSetDestroy(objects) }
    for object in [
      FC_POSTSCRIPT_NAME, FC_FAMILY, FC_FAMILYLANG, FC_STYLE, FC_STYLELANG, FC_FILE, FC_INDEX,
      FC_WEIGHT, FC_WIDTH, FC_SLANT, FC_VARIABLE,
    ] {
      _ = FcObjectSetAdd(objects, object)
    }
    guard let set = FcFontList(handle, pattern, objects) else { return [] }
    defer { FcFontSetDestroy(set) }
    var faces: [FontconfigFace] = []
    let count = Int(set.pointee.nfont)
    faces.reserveCapacity(count)
    for i in 0..<count {
      guard let face = set.pointee.fonts[i] else { continue }
      faces.append(FontconfigFace(face))
    }
    return faces
  }
}

/// Counts live Fontconfig owners, so tests can prove each is released.
package enum LiveFontconfigHandles {
  /// Live `FcConfig` owners.
  package static let configs = LiveHandles.Counter()
}

/// What Fontconfig says about one face, copied out of its pattern.
struct FontconfigFace {
  var file: String
  var index: FaceIndex
  var postscriptName: String
  var family: String
  var style: String
  /// Fontconfig's weight scale (80 regular, 200 bold); nil for a range.
  var weight: Double?
  /// Fontconfig's width scale (100 normal).
  var width: Double
  var slant: Int
  var variable: Bool

  init(_ pattern: OpaquePointer) {
    file = Self.string(pattern, FC_FILE, 0) ?? ""
    index = FaceIndex(freeTypeValue: Self.integer(pattern, FC_INDEX) ?? 0)
    postscriptName = Self.string(pattern, FC_POSTSCRIPT_NAME, 0) ?? ""
    family = Self.englishValue(pattern, FC_FAMILY, FC_FAMILYLANG)
    style = Self.englishValue(pattern, FC_STYLE, FC_STYLELANG)
    weight = Self.double(pattern, FC_WEIGHT)
    width = Self.double(pattern, FC_WIDTH) ?? 100
    slant = Self.integer(pattern, FC_SLANT) ?? 0
    var variable: FcBool = FcFalse
    self.variable =
      FcPatternGetBool(pattern, FC_VARIABLE, 0, &variable) == FcResultMatch
      && variable == FcTrue
  }

  /// The first value whose language is English, else the first value.
  private static func englishValue(_ pattern: OpaquePointer, _ object: String, _ lang: String)
    -> String
  {
    var n: Int32 = 0
    while let value = string(pattern, object, n) {
      if string(pattern, lang, n) == "en" { return value }
      n += 1
    }
    return string(pattern, object, 0) ?? ""
  }

  private static func string(_ pattern: OpaquePointer, _ object: String, _ n: Int32) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
  }

  private static func integer(_ pattern: OpaquePointer, _ object: String) -> Int? {
    var value: Int32 = 0
    guard FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch else { return nil }
    return Int(value)
  }

  private static func double(_ pattern: OpaquePointer, _ object: String) -> Double? {
    var value: Double = 0
    guard FcPatternGetDouble(pattern, object, 0, &value) == FcResultMatch else {
      return integer(pattern, object).map(Double.init)
    }
    return value
  }
}

/// Fontconfig's weight (80 regular, 200 bold) as an OpenType weight class.
func openTypeWeight(fontconfigWeight: Double) -> Int {
  Int(FcWeightToOpenTypeDouble(fontconfigWeight).rounded())
}
