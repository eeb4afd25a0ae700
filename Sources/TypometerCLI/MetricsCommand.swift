import FontCore
import FontDiscovery
import TextLayout
import TypeScale

/// `typometer metrics NAME`: a face's metrics straight from its tables.
struct MetricsCommand: Command {
  static let name = "metrics"
  static let summary = "Print a face's metrics from its tables (design units and points)."
  static let help = """
    USAGE: typometer metrics NAME [--size PT] [--optical-size MODE] [--json]

    NAME is a PostScript name in the catalog, a font file path (path#index for a
    face in a collection), or a TypographyKit system-font alias (System,
    System-Bold, …: the --system-font family's face at that weight). Values come straight from the font's tables, in design
    units: unitsPerEm (head); ascender, descender (negative as stored), lineGap
    (hhea); typoAscender, typoDescender, typoLineGap, winAscent, winDescent,
    useTypoMetrics, capHeight, xHeight, weightClass, widthClass (OS/2; absent when
    the font lacks them); underlinePosition, underlineThickness, italicAngle,
    isFixedPitch (post); glyphCount; axes (fvar).

    Options:
      --size PT            Also print the line metrics scaled to PT points:
                           lineHeight = (ascender - descender + lineGap) * PT / unitsPerEm.
                           A face that follows the point size is read at it (opsz =
                           PT, clamped; see --optical-size), and the system font's
                           tracking at PT is printed.
      --optical-size MODE  auto (default), always or off, as for 'typometer measure'.
      --json               Print one JSON document.

    Exit status: 0, 1 when NAME is not in the catalog.

    \(CatalogOptions.help)
    """

  var catalog: CatalogOptions
  var name: String
  var size: Double?
  var opticalSizing: OpticalSizing = .auto
  var json: Bool

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws {
    catalog = try CatalogOptions(parsing: &arguments, environment: environment)
    size = try arguments.number("--size")
    try SizeOption.check(size, option: "--size", maximum: LayoutLimits.maximumPointSize)
    opticalSizing = try arguments.opticalSizing() ?? .auto
    json = arguments.flag("--json")
    name = try arguments.onePositional("the font's PostScript name")
  }

  /// The JSON document: the face's identity, its metrics (FontMetrics's own
  /// keys, in design units) and, with `--size`, scaled values in points.
  struct Report: Encodable {
    var record: FontRecord
    var metrics: FontMetrics
    var size: Double?
    var variations: [FontVariation]
    /// The system font's tracking at `size` (HIG table), in points per cluster.
    var tracking: Double?

    enum Keys: String, CodingKey {
      case postscriptName, family, style, path, index, variations, scaled, tracking
    }

    func encode(to encoder: any Encoder) throws {
      try metrics.encode(to: encoder)
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(record.postscriptName, forKey: .postscriptName)
      try container.encode(record.family, forKey: .family)
      try container.encode(record.style, forKey: .style)
      try container.encode(record.path, forKey: .path)
      try container.encode(record.index, forKey: .index)
      if !variations.isEmpty {
        try container.encode(
          Dictionary(uniqueKeysWithValues: variations.map { ($0.tag, $0.value) }),
          forKey: .variations)
      }
      try container.encodeIfPresent(size.map { metrics.scaled(toPointSize: $0) }, forKey: .scaled)
      try container.encodeIfPresent(tracking, forKey: .tracking)
    }
  }

  func run(console: Console) throws -> ExitStatus {
    let catalog = try self.catalog.makeCatalog(
      console: console, sayingWhenEmpty: !FontCatalog.namesAFile(name))
    let record: FontRecord
    var instance: FaceInstance
    var tracking: Double?
    if SystemFontAlias(name: name) != nil {
      // The system font: the face, weight and (for a Text/Display pair) cut
      // set at the size.
      let store = FontStore(catalog: catalog)
      let choice = try FontChoice(
        name, store: store, system: try self.catalog.systemFont(in: catalog))
      let font =
        size.map { choice.font.atPointSize($0, opticalSizing: opticalSizing) } ?? choice.font
      record = font.record
      instance = font.instance
      // (A stand-in's tracking table is a `trak` table's: off with it.)
      tracking =
        opticalSizing == .off
        ? nil : size.flatMap { size in choice.tracking.map { $0.points(atPointSize: size) } }
    } else {
      do {
        record = try catalog.resolve(name)
      } catch let error as FontLookupError where json {
        // --json prints one document whatever happens: the lookup's, as
        // `fonts find --json` gives it (the message goes to stderr too).
        console.printJSON(
          FontsFindCommand.Result(
            query: name, found: false, font: nil, systemFont: nil, suggestions: error.suggestions))
        throw error
      }
      instance = FaceInstance(location: record.location)
    }
    let face = try FontFace(at: instance)
    var metrics = try face.metrics()
    if let size, instance.variations.isEmpty,
      SizeFeatures(of: face, metrics: metrics).sizesOptically(opticalSizing),
      let opticalSize = SizeFeatures(of: face, metrics: metrics).opticalSize(atPointSize: size)
    {
      // Line metrics at the optical size (MVAR), as Core Text reads them.
      instance.variations = [FontVariation("opsz", opticalSize)]
      face.setVariations(instance.variations)
      metrics = try face.metrics()
    }
    let report = Report(
      record: record, metrics: metrics, size: size, variations: instance.variations,
      tracking: tracking)
    if json {
      console.printJSON(report)
    } else {
      printText(report, console: console)
    }
    return .success
  }

  private func printText(_ report: Report, console: Console) {
    let record = report.record
    let r = report.metrics
    func row(_ key: String, _ value: CustomStringConvertible?) {
      guard let value else { return }
      console.print(key.padding(toLength: 20, withPad: " ", startingAt: 0) + "\(value)")
    }
    row("postscriptName", record.postscriptName)
    row("family", record.family)
    row("style", record.style)
    row("path", record.location)
    if !report.variations.isEmpty {
      row("variations", report.variations.map(\.description).joined(separator: " "))
    }
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
      row("  tracking", report.tracking.map { formatNumber($0) + " per character (HIG table)" })
    }
  }
}

/// A number as text: whole numbers without a fraction, others to 4 places.
func formatNumber(_ value: Double) -> String {
  NumberText.string(value, fractionDigits: 4, rule: .toNearestOrEven)
}
