import FontCore
import FontDiscovery
import FuzzSupport
import Shaping
import TextLayout
import TypeScale

#if canImport(Glibc)
  import Glibc
#endif

/// Font loading, metrics, coverage, shaping and layout of a sample string, on
/// one font file's bytes.
///
/// FreeType, Fontconfig and HarfBuzz read files, so each input is written to a
/// scratch file first. Every step must end in a value or a typed error.
enum FontFuzz {
  static let scratch = FuzzReplay.scratchPath(suffix: ".ttf")

  /// Text in the scripts the bundled fonts cover, with ligatures, marks,
  /// bidi runs and emoji sequences.
  static let sample = "Office ﬁ ffl Ünïcödé مرحبا بالعالم שָׁלוֹם नमस्ते दुनिया สวัสดีครับ 日本語 한국어 👋🏽 👨‍👩‍👧 🇯🇵"

  static func run(_ bytes: [UInt8]) {
    guard FuzzReplay.write(bytes, to: scratch) else { return }
    if let face = try? FontFace(path: scratch) {
      _ = try? face.metrics()
      _ = face.coverage()
      _ = (face.postscriptName, face.familyName, face.styleName, face.isVariable, face.hasColor)
      for scalar in sample.unicodeScalars.prefix(16) { _ = face.glyphIndex(for: scalar) }
      for index in [
        FaceIndex(collection: 1), FaceIndex(namedInstance: 1), FaceIndex(namedInstance: 2),
      ]
      where index.collection < face.faceCount || index.namedInstance <= face.namedInstanceCount {
        _ = try? FontFace(path: scratch, index: index).metrics()
      }
    }
    if let font = try? ShapingFont(path: scratch) {
      _ = try? font.shape(sample)
      _ = try? font.shape(
        sample, options: ShapingOptions(direction: .rightToLeft, features: ["-liga", "kern=0"]))
    }
    guard let catalog = try? FontCatalog(fontPaths: [scratch], includeSystemFonts: false) else {
      return
    }
    let store = FontStore(catalog: catalog)
    guard let context = try? LayoutContext(store: store) else { return }
    for record in catalog.records.prefix(3) {
      guard let font = try? store.font(for: record) else { continue }
      // Every face set for each size as if it sized optically (opsz, trak).
      let style = LayoutStyle(
        font: font, language: "ar", letterSpacing: 0.5, opticalSizing: .always,
        tracking: SystemFontTracking(.sfPro), features: ["tnum"])
      let sizes = [11.0, 17, 53].map { SweepSize(pointSize: $0) }
      _ = try? context.measure(
        sample, style: style, sizes: sizes, in: Container(width: 120, maxLines: 3))
      // As most styles are set, with no feature asked for: plain text is
      // set without HarfBuzz (the face's kerning read), other free text
      // shaped with the face's mark features off.
      _ = try? context.measure(
        sample, style: LayoutStyle(font: font, language: "en"), sizes: sizes,
        in: Container(width: 120))
    }
  }
}

extension FontFuzz {
  /// The live C-handle owners: FreeType libraries and faces, Fontconfig
  /// configs, HarfBuzz fonts.
  static var liveHandles: [Int] {
    [
      LiveHandles.freeTypeLibraries.count, LiveHandles.freeTypeFaces.count,
      LiveFontconfigHandles.configs.count, LiveShapingHandles.fonts.count,
    ]
  }

  /// Runs one input, then stops the process when any face, font or config
  /// made for it is still alive: every owner must be released with its input.
  static func runCheckingHandles(_ bytes: [UInt8]) {
    run(bytes)
    let live = liveHandles
    if live != [0, 0, 0, 0] {
      let line =
        "FuzzFont: C handles still alive after an input (FreeType libraries, faces, "
        + "Fontconfig configs, HarfBuzz fonts): \(live)\n"
      _ = line.withCString { write(2, $0, strlen($0)) }
      abort()
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFontInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FontFuzz.runCheckingHandles(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}

#if !FUZZING
  @main
  struct FuzzFontReplay {
    static func main() {
      let status = FuzzReplay.run(
        name: "FuzzFont", arguments: Array(CommandLine.arguments.dropFirst()),
        body: FontFuzz.runCheckingHandles)
      unlink(FontFuzz.scratch)
      print("FuzzFont: live C handles after replay: \(FontFuzz.liveHandles.reduce(0, +))")
      exit(status)
    }
  }
#endif
