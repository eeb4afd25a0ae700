import FileAccess
import FontCore
import FontDiscovery
import Foundation
import Rendering
import TextLayout
import TypeScale
import TypometerChecks

/// `typometer render`: draw one text at each size in its container, as a PNG.
struct RenderCommand: Command {
  /// The eight bytes every PNG file starts with.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static let name = "render"
  static let summary = "Draw text in its container at each size as a PNG sheet; overflow in red."
  static let help = """
    USAGE: typometer render NAME (--size PT | --style STYLE [--base-size PT] [--platform P]
                            [--categories all|LIST] [--max-size PT]
                            [--scaler typographykit|uifontmetrics|kgn|swash]
                            [--increment PT --decrement PT [--include-accessibility-sizes]])
               [--width PT] [--max-lines N] [--minimum-scale-factor X] [--line-height PT]
               [--letter-spacing PT] [--letter-case CASE] [--lang BCP47] [--no-fallback]
               [--optical-size MODE] --out FILE.png [--scale N] TEXT
           typometer render --platform android --style APPEARANCE [--res DIR]…
               [--theme THEME]… [--font-scale X] [--width DP] [--max-lines N] --out FILE.png TEXT

    Draws one sheet: a row per size (each category of --style, or the one
    --size), each with a label (category, size, lines, verdict), the container
    as a box (--width by --max-lines lines; the text's own size where these are
    not given), and the text wrapped exactly as 'typometer measure' wraps it,
    with the same fallback fonts; colour emoji in colour; right-to-left
    paragraphs aligned to the right. What does not fit is red: lines past
    --max-lines, and clusters that reach past --width. A row that does not fit
    is marked with a red bar. With --minimum-scale-factor, a row that fits
    only shrunk is drawn shrunk, its label giving the scale (as a UILabel with
    adjustsFontSizeToFitWidth shrinks). Prints the file's path, then a line per
    row.

    Options:
      NAME, --size, --style, --base-size, --platform, --categories, --max-size,
      --scaler, --increment, --decrement, --include-accessibility-sizes, --width,
      --max-lines, --minimum-scale-factor, --line-height, --letter-spacing,
      --letter-case, --lang,
      --no-fallback, --optical-size, --spacing, --pseudo, --pseudo-brackets,
      --res, --theme, --font-scale, --density
                       As for 'typometer measure' (on Android a row per font
                       scale, sizes in dp drawn at --scale pixels per dp).
      TEXT             The text to draw (one).
      --out FILE.png   Where to write the picture. It is written to a temporary
                       file in the same directory, then renamed: a failure leaves
                       no partial file. A file already there must be a PNG.
      --scale N        Pixels per point (default 2, like a @2x screen; at most 8).
                       The picture may be at most \(RenderLimits.maximumDimension) pixels on a side.

    The picture's bytes depend only on the input and the FreeType, libpng and
    zlib versions. Labels are set in Inter-Regular or Roboto-Regular when the
    catalog has them, else in NAME.

    Exit status: 1 when a row does not fit or a character is covered by no font.

    \(CatalogOptions.help)
    """

  /// The text, font, sizes and container, parsed and checked as `measure` does.
  var selection: MeasureCommand
  var output: String
  var scale = 2.0

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws {
    guard let output = try arguments.value("--out") else {
      throw UsageError.missingArgument("--out FILE.png")
    }
    guard !output.isEmpty else {
      throw UsageError.invalidValue(option: "--out", value: output, expected: "a file path")
    }
    self.output = output
    if let scale = try arguments.number("--scale") {
      guard scale > 0, scale <= RenderLimits.maximumScale else {
        throw UsageError.invalidValue(
          option: "--scale", value: formatNumber(scale),
          expected:
            "pixels per point above 0 and at most \(formatNumber(RenderLimits.maximumScale))"
        )
      }
      self.scale = scale
    }
    // One text, drawn: measure's list and output options do not apply.
    for option in ["--strings", "--format"] where try arguments.value(option) != nil {
      throw UsageError.unknownOption(option)
    }
    if arguments.flag("--json") { throw UsageError.unknownOption("--json") }
    do {
      selection = try MeasureCommand(parsing: &arguments, environment: environment, drawing: true)
    } catch UsageError.missingArgument(let what) where what.hasPrefix("the text") {
      throw UsageError.missingArgument("the text to draw")
    }
  }

  func run(console: Console) throws -> ExitStatus {
    var text = selection.texts[0]
    let catalog = try selection.catalog.makeCatalog(
      console: console,
      extraFolders: CheckRunner.androidFontFolders(resources: selection.resources),
      sayingWhenEmpty: !FontCatalog.namesAFile(selection.name))
    let store = FontStore(catalog: catalog)
    let android = try selection.androidChoice(store: store)
    for warning in android?.warnings ?? [] { console.warning(warning) }
    let config = try selection.configChoice(catalog: catalog, store: store)
    text = try selection.shown(text, config: config, android: android)
    var inputs = RunInputs()
    inputs.add(selection.catalog.fontPaths, role: "font folder", contents: .fonts)
    inputs.add(catalog.records.map(\.path), role: "font")
    // NAME given as a font file's path (`path#index` for a collection's face).
    inputs.add(selection.name, role: "font")
    if let hash = selection.name.lastIndex(of: "#") {
      inputs.add(String(selection.name[..<hash]), role: "font")
    }
    inputs.add(selection.resources, role: "res folder")
    inputs.add(selection.configs, role: "config")
    let target: String
    do {
      target = try OutputFile.resolve(output, inputs: inputs)
    } catch {
      throw InputError(path: error.path, problem: "cannot write the picture: " + error.problem)
    }
    // A file there that is no PNG (notes, a font) is not a picture to
    // replace: a mistyped --out would lose it.
    if let handle = FileHandle(forReadingAtPath: target) {
      let start = [UInt8](handle.readData(ofLength: 8))
      try? handle.close()
      if !start.isEmpty, start != Self.pngSignature {
        throw InputError(
          path: output,
          problem: "cannot write the picture: the file there is no PNG picture, which render "
            + "replaces only; give a new file, or remove it first")
      }
    }
    let style =
      try android.map(selection.layoutStyle) ?? config.map(selection.layoutStyle)
      ?? selection.layoutStyle(store: store)
    console.warnOfNoLineHeight(style.font)
    let container = Container(
      width: selection.width, maxLines: selection.maxLines,
      lineHeight: selection.lineHeight.map { .fixed($0) } ?? .font,
      leadingStyle: selection.style ?? .body, leadingPlatform: selection.platform)
    let context = try LayoutContext(store: store)
    let sizes = try android?.sizes ?? config?.sizes ?? selection.sizes()
    let prepared = try context.prepare(text, style: style, pointSize: sizes.first?.pointSize)
    var rows: [SheetRow] = []
    var splitsByRow: [[WordSplit]] = []
    for size in sizes {
      var box = container
      if let category = size.category { box.leadingCategory = category }
      // A face that follows the point size is shaped again for each size.
      var atSize = prepared
      if let shaped = prepared.shapedAtPointSize, shaped != size.pointSize {
        atSize = try context.prepare(text, style: style, pointSize: size.pointSize)
      }
      var measurement = try atSize.measure(pointSize: size.pointSize, in: box)
      var label = [
        size.category?.name ?? size.fontScale.map(MeasureCommand.scaleLabel),
        MeasureCommand.sizeText(size.pointSize, fontScale: size.fontScale),
      ].compactMap { $0 }
      // A label that shrinks to fit is drawn shrunk where it fits only so.
      if let factor = selection.minimumScaleFactor, !measurement.fits,
        let (scale, shrunk) = try context.shrinkToFit(
          text, style: style, pointSize: size.pointSize, in: box, minimumScaleFactor: factor),
        scale < 1
      {
        measurement = shrunk
        if prepared.shapedAtPointSize != nil {
          atSize = try context.prepare(text, style: style, pointSize: shrunk.pointSize)
        }
        label.append("shrunk " + NumberText.string(scale, fractionDigits: 2) + "×")
      }
      // Words broken inside themselves, as `measure` names them (a break
      // forced before the punctuation after a word is none).
      let splits =
        measurement.forcedBreaks.isEmpty
        ? []
        : WordSplit.shown(
          WordSplit.find(
            in: atSize.text, at: measurement.forcedBreaks, language: style.language,
            hangulWords: !style.breaksHangulAsAndroid),
          in: atSize.text, measurement: measurement)
      rows.append(
        SheetRow(
          label: label.joined(separator: " "), measurement: measurement, container: box,
          text: atSize, splitsWord: !splits.isEmpty))
      splitsByRow.append(splits)
    }
    do throws(RenderError) {
      let renderer = try SheetRenderer(
        context: context, labelFont: SheetRenderer.labelFont(in: store), scale: scale)
      let sheet = try renderer.render(Sheet(text: prepared, style: style, rows: rows))
      try sheet.canvas.writePNG(to: output, inputs: inputs, isRunOutput: true)
    } catch {
      throw Self.commandLineError(error, output: output)
    }

    console.print(output)
    var status = ExitStatus.success
    for (row, splits) in zip(rows, splitsByRow) {
      let m = row.measurement
      var parts = [row.label, m.lineCount == 1 ? "1 line" : "\(m.lineCount) lines"]
      parts.append(m.fits ? "fits" : "OVERFLOW")
      if m.overflowLines > 0 {
        parts.append("+\(m.overflowLines) line" + (m.overflowLines == 1 ? "" : "s"))
      }
      if m.overflowWidth > 0 { parts.append("+\(formatNumber(m.overflowWidth))pt wide") }
      if !splits.isEmpty { parts.append("split " + splits.map(\.marked).joined(separator: " ")) }
      console.print(parts.joined(separator: "  "), styled: true)
      if !m.fits { status = .findings }
    }
    if !prepared.missing.isEmpty {
      console.print("missing " + prepared.missing.map(codePointName).joined(separator: " "))
      status = .findings
    }
    return status
  }

  /// The error the command line words, for what went wrong drawing or writing.
  static func commandLineError(_ error: RenderError, output: String) -> any Error {
    switch error {
    case .imageTooLarge:
      return UsageError.other(error.description + "; use a smaller --width, --size or --scale")
    case .invalidScale(let scale):
      return UsageError.invalidValue(
        option: "--scale", value: formatNumber(scale), expected: "pixels per point above 0")
    case .png:
      // libpng's failure does not know the file; the output is the one.
      return InputError(path: output, problem: error.description)
    case .font, .cannotWrite:
      return error
    case .layout(let error):
      return error
    }
  }
}
