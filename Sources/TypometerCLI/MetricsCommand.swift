import FontCore
import FontDiscovery

/// `typometer metrics NAME`: a face's metrics straight from its tables.
struct MetricsCommand: Command {
  static let name = "metrics"
  static let summary = "Print a face's metrics from its tables (design units and points)."
  static let help = """
    USAGE: typometer metrics NAME [--size PT] [--json]

    NAME is a PostScript name in the catalog, or a font file path (path#index for a
    face in a collection). Values come straight from the font's tables, in design
    units: unitsPerEm (head); ascender, descender (negative as stored), lineGap
    (hhea); typoAscender, typoDescender, typoLineGap, winAscent, winDescent,
    useTypoMetrics, capHeight, xHeight, weightClass, widthClass (OS/2; absent when
    the font lacks them); underlinePosition, underlineThickness, italicAngle,
    isFixedPitch (post); glyphCount; axes (fvar).

    Options:
      --size PT            Also print the line metrics scaled to PT points:
                           lineHeight = (ascender - descender + lineGap) * PT / unitsPerEm.
      --json               Print one JSON document.

    \(CatalogOptions.help)
    """

  var catalog: CatalogOptions
  var name: String
  var size: Double?
  var json: Bool

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws {
    catalog = try CatalogOptions(parsing: &arguments, environment: environment)
    size = try arguments.number("--size")
    if let size, !(size > 0 && size <= 100_000) {
      throw UsageError.invalidValue(
        option: "--size", value: "\(size)", expected: "a size in points above 0 and at most 100000")
    }
    json = arguments.flag("--json")
    let words = try arguments.positionals()
    guard words.count == 1 else {
      throw words.isEmpty
        ? UsageError.missingArgument("the font's PostScript name")
        : UsageError.unexpectedArgument(words[1])
    }
    name = words[0]
  }

  /// The JSON document: the metrics, the face's identity, and scaled values.
  struct Report: Encodable {
    var postscriptName: String
    var family: String
    var style: String
    var path: String
    var index: Int
    var unitsPerEm: Int
    var ascender: Int
    var descender: Int
    var lineGap: Int
    var typoAscender: Int?
    var typoDescender: Int?
    var typoLineGap: Int?
    var winAscent: Int?
    var winDescent: Int?
    var useTypoMetrics: Bool?
    var capHeight: Int?
    var xHeight: Int?
    var underlinePosition: Int?
    var underlineThickness: Int?
    var italicAngle: Double?
    var weightClass: Int?
    var widthClass: Int?
    var glyphCount: Int
    var isFixedPitch: Bool?
    var axes: [VariationAxis]
    var scaled: ScaledFontMetrics?

    init(record: FontRecord, metrics m: FontMetrics, size: Double?) {
      postscriptName = record.postscriptName
      family = record.family
      style = record.style
      path = record.path
      index = record.index
      unitsPerEm = m.unitsPerEm
      ascender = m.ascender
      descender = m.descender
      lineGap = m.lineGap
      typoAscender = m.typoAscender
      typoDescender = m.typoDescender
      typoLineGap = m.typoLineGap
      winAscent = m.winAscent
      winDescent = m.winDescent
      useTypoMetrics = m.useTypoMetrics
      capHeight = m.capHeight
      xHeight = m.xHeight
      underlinePosition = m.underlinePosition
      underlineThickness = m.underlineThickness
      italicAngle = m.italicAngle
      weightClass = m.weightClass
      widthClass = m.widthClass
      glyphCount = m.glyphCount
      isFixedPitch = m.isFixedPitch
      axes = m.axes
      scaled = size.map { m.scaled(toPointSize: $0) }
    }
  }

  func run(console: Console) throws -> ExitStatus {
    let record = try catalog.makeCatalog(console: console).resolve(name)
    let metrics = try FontFace(path: record.path, index: record.index).metrics()
    let report = Report(record: record, metrics: metrics, size: size)
    if json {
      console.printJSON(report)
    } else {
      printText(report, console: console)
    }
    return .success
  }

  private func printText(_ r: Report, console: Console) {
    func row(_ key: String, _ value: CustomStringConvertible?) {
      guard let value else { return }
      console.print(key.padding(toLength: 20, withPad: " ", startingAt: 0) + "\(value)")
    }
    row("postscriptName", r.postscriptName)
    row("family", r.family)
    row("style", r.style)
    row("path", r.index == 0 ? r.path : "\(r.path)#\(r.index)")
    row("unitsPerEm", r.unitsPerEm)
    row("ascender", r.ascender)
    row("descender", r.descender)
    row("lineGap", r.lineGap)
    row("typoAscender", r.typoAscender)
    row("typoDescender", r.typoDescender)
    row("typoLineGap", r.typoLineGap)
    row("winAscent", r.winAscent)
    row("winDescent", r.winDescent)
    row("useTypoMetrics", r.useTypoMetrics)
    row("capHeight", r.capHeight)
    row("xHeight", r.xHeight)
    row("underlinePosition", r.underlinePosition)
    row("underlineThickness", r.underlineThickness)
    row("italicAngle", r.italicAngle)
    row("weightClass", r.weightClass)
    row("widthClass", r.widthClass)
    row("glyphCount", r.glyphCount)
    row("isFixedPitch", r.isFixedPitch)
    for axis in r.axes {
      row(
        "axis \(axis.tag)",
        "\(formatNumber(axis.min)) … \(formatNumber(axis.default)) … \(formatNumber(axis.max))")
    }
    if let s = r.scaled {
      console.print("at \(formatNumber(s.pointSize)) pt:")
      row("  ascender", formatNumber(s.ascender))
      row("  descender", formatNumber(s.descender))
      row("  lineGap", formatNumber(s.lineGap))
      row("  lineHeight", formatNumber(s.lineHeight))
      row("  capHeight", s.capHeight.map(formatNumber))
      row("  xHeight", s.xHeight.map(formatNumber))
    }
  }
}

/// A number as text: whole numbers without a fraction, others to 4 places.
func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  var text = String(format: "%.4f", value)
  while text.hasSuffix("0") { text.removeLast() }
  return text
}
