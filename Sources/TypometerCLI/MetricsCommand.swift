import FontCore
import FontDiscovery
import TypeScale

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
    name = try arguments.onePositional("the font's PostScript name")
  }

  /// The JSON document: the face's identity, its metrics (FontMetrics's own
  /// keys, in design units) and, with `--size`, scaled values in points.
  struct Report: Encodable {
    var record: FontRecord
    var metrics: FontMetrics
    var size: Double?

    enum Keys: String, CodingKey { case postscriptName, family, style, path, index, scaled }

    func encode(to encoder: any Encoder) throws {
      try metrics.encode(to: encoder)
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(record.postscriptName, forKey: .postscriptName)
      try container.encode(record.family, forKey: .family)
      try container.encode(record.style, forKey: .style)
      try container.encode(record.path, forKey: .path)
      try container.encode(record.index, forKey: .index)
      try container.encodeIfPresent(size.map { metrics.scaled(toPointSize: $0) }, forKey: .scaled)
    }
  }

  func run(console: Console) throws -> ExitStatus {
    let record = try catalog.makeCatalog(console: console).resolve(name)
    let metrics = try FontFace(at: record.location).metrics()
    if json {
      console.printJSON(Report(record: record, metrics: metrics, size: size))
    } else {
      printText(record: record, metrics: metrics, console: console)
    }
    return .success
  }

  private func printText(record: FontRecord, metrics r: FontMetrics, console: Console) {
    func row(_ key: String, _ value: CustomStringConvertible?) {
      guard let value else { return }
      console.print(key.padding(toLength: 20, withPad: " ", startingAt: 0) + "\(value)")
    }
    row("postscriptName", record.postscriptName)
    row("family", record.family)
    row("style", record.style)
    row("path", record.location)
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
    if let s = size.map({ r.scaled(toPointSize: $0) }) {
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
  NumberText.string(value, fractionDigits: 4, rule: .toNearestOrEven)
}
