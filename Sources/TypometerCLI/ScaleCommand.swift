import AndroidResources
import TypeScale
import TypometerChecks

/// `typometer scale`: the size and leading of each text style at each category.
struct ScaleCommand: Command {
  static let name = "scale"
  static let summary = "Print text-style sizes at each content-size category."
  static let help = """
    USAGE: typometer scale [--platform ios|watchos|tvos|macos|android|wearos] [--style STYLE]
                           [--size PT] [--max-size PT] [--categories all|LIST]
                           [--font-scale X[,X…]] [--curve CURVE] [--json]

    The point size and leading of each text style at each content-size category,
    from the platform's Dynamic Type table (Apple's HIG). tvOS and macOS have one
    size per style (category large).

    Options:
      --platform P         ios (default), watchos, tvos, macos, android, or wearos
                           (android at Wear OS's font scales, 0.94 to 1.24).
      --style STYLE        One text style (largeTitle, title1 … caption2; watchOS
                           footnote1/footnote2; tvOS subtitle1). On android: a
                           Material 3 role (bodyLarge) or a built-in text
                           appearance, whose size in sp is scaled.
      --size PT            Scale a custom base size (its size at large) as
                           UIFontMetrics would for --style (default body).
                           On android: the size in sp to convert.
      --max-size PT        Cap every size, as UIFontMetrics' maximumPointSize.
      --categories LIST    all (default), or a comma-separated list of the
                           categories to print, in that order (xs … ax5, or
                           Apple's names).
      --curve CURVE        How a custom size scales: size-ratio (default: the
                           style's table size at the category over its size at
                           large) or leading-ratio (the same with leadings).
      --font-scale X       Android: the font scale, 0.5 to 4, or a comma-separated
                           list of them (default: 0.85, 1, 1.15, 1.3, 1.5, 1.8, 2;
                           wearos: 0.94, 1, 1.06, 1.12, 1.18, 1.24).
                           sp are converted to dp with Android 14's non-linear curves.
      --json               Print one JSON document:
                           {platform, rows: [{style, category, pointSize, leading?}]};
                           android rows: {sp, fontScale, dp}.

    Exit status: 0, 2 for a size, style, category or platform that is not one.

    The catalog options (--fonts, --no-system-fonts, --system-font) are accepted,
    as by every command, and change nothing: scale reads no font.

    \(CatalogOptions.help)
    """

  var request: ScaleRequest
  var json: Bool
  /// `--platform wearos`: Android at Wear OS's font scales, named so in the JSON.
  var wearOS = false

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws {
    var request = ScaleRequest()
    if let platform = try arguments.value("--platform") {
      (request.platform, wearOS) = try PlatformOption.parse(platform)
      // Wear OS: Android at the watch's font scales.
      if wearOS { request.fontScales = ProjectScan.wearFontScales }
    }
    let style = try arguments.value("--style")
    request.size = try arguments.number("--size")
    if let style {
      if request.platform == .android {
        // A Material 3 role or a built-in text appearance: its size in sp.
        guard request.size == nil else { throw UsageError.conflicting("--style", "--size") }
        request.size = try Self.androidSize(of: style)
      } else {
        request.style = try textStyle(named: style, on: request.platform)
      }
    }
    request.maximumSize = try arguments.number("--max-size")
    // Scaling is arithmetic: any size above 0 scales (sp on Android).
    let unit = request.platform == .android ? "sp" : "points"
    try SizeOption.check(request.size, option: "--size", maximum: nil, unit: unit)
    try SizeOption.check(request.maximumSize, option: "--max-size", maximum: nil)
    if let scales = try arguments.value("--font-scale") {
      request.fontScales = try FontScaleOption.scales(scales)
    }
    let categories = try arguments.value("--categories")
    let curve = try arguments.value("--curve")
    try Self.refuseOptionsNotFor(request, categories: categories, curve: curve)
    if let categories {
      request.categories = try MeasureCommand.parseCategories(
        categories, platform: request.platform)
    }
    if let curve {
      switch curve.lowercased() {
      case "size-ratio", "size": request.curve = .sizeRatio
      case "leading-ratio", "leading": request.curve = .leadingRatio
      default:
        throw UsageError.invalidValue(
          option: "--curve", value: curve, expected: "size-ratio or leading-ratio")
      }
    }
    json = arguments.flag("--json")
    // Every command takes the catalog options; scale reads no font.
    _ = try CatalogOptions(parsing: &arguments, environment: environment)
    try arguments.finish()
    self.request = request
  }

  /// Refuses, by the flag's name, an option the request's platform has no
  /// use for (the library's error names its property instead).
  static func refuseOptionsNotFor(_ request: ScaleRequest, categories: String?, curve: String?)
    throws
  {
    if request.platform == .android {
      let appleOnly: [(String, Bool)] = [
        ("--max-size", request.maximumSize != nil), ("--categories", categories != nil),
        ("--curve", curve != nil),
      ]
      if let (option, _) = appleOnly.first(where: \.1) {
        throw UsageError.other(
          "\(option) does not apply to android, whose sizes scale by font scale (--font-scale)")
      }
    } else if request.fontScales != nil {
      throw UsageError.other(
        "--font-scale is Android's: add --platform android (\(request.platform.name) scales "
          + "by content-size category: --categories)")
    }
  }

  /// The text size, in sp, of the built-in Android text appearance `name`
  /// (a Material 3 role, `bodyLarge`; a platform, AppCompat or Material
  /// Components style).
  static func androidSize(of name: String) throws -> Double {
    let resources = try AndroidResources.load(folders: [])
    guard let appearance = try? resources.textAppearance(named: name) else {
      throw UsageError.invalidValue(
        option: "--style", value: name,
        expected: "a Material 3 role (bodyLarge, titleMedium, …) or a built-in text appearance"
          + didYouMean(name, among: CheckRunner.androidMaterialRoles))
    }
    guard let size = appearance.textSize, size.unit == .sp else {
      throw UsageError.other("--style \(name) sets no text size in sp")
    }
    return size.value
  }

  struct Row: Encodable {
    var style: String
    var category: String
    var pointSize: Double
    var leading: Double?
  }

  struct AndroidRow: Encodable {
    var sp: Double
    var fontScale: Double
    var dp: Double
  }

  struct Report<R: Encodable>: Encodable {
    var platform: String
    var rows: [R]
  }

  func run(console: Console) throws -> ExitStatus {
    switch try request.rows() {
    case .textStyles(let rows):
      let out = rows.map {
        Row(
          style: $0.style.name, category: $0.category.name, pointSize: $0.pointSize,
          leading: $0.leading)
      }
      if json {
        console.printJSON(Report(platform: request.platform.name, rows: out))
      } else {
        console.print("style\tcategory\tpointSize\tleading")
        for row in out {
          console.print(
            "\(row.style)\t\(row.category)\t\(formatNumber(row.pointSize))\t"
              + (row.leading.map(formatNumber) ?? ""))
        }
      }
    case .android(let rows):
      let out = rows.map { AndroidRow(sp: $0.sp, fontScale: $0.fontScale, dp: $0.dp) }
      if json {
        console.printJSON(Report(platform: wearOS ? "wearos" : request.platform.name, rows: out))
      } else {
        console.print("sp\tfontScale\tdp")
        for row in out {
          console.print(
            "\(formatNumber(row.sp))\t\(formatNumber(row.fontScale))\t\(formatNumber(row.dp))")
        }
      }
    }
    return .success
  }
}
