import StructuredText
import TypeScale

/// How one style's sizes are scaled: a `scaling` entry of the spec.
///
/// `{"scaler": "uifontmetrics", "textStyle": "title1", "maximumPointSize": 38}`.
/// The base size is always the config style's `point-size`. `typographykit`
/// (the default for a style without an entry) scales as TypographyKit does,
/// with the config's own minimum, maximum, steps and scaling mode; the other
/// scalers take only their own settings (``ScalerName/options``).
public struct StyleScaling: Sendable, Equatable {
  /// The library whose sizing applies.
  public var scaler: ScalerName
  /// The text style whose curve applies (uifontmetrics, swash); nil for body.
  public var textStyle: TextStyle?
  /// The cap on every size, in points (uifontmetrics, swash); nil for none.
  public var maximumPointSize: Double?
  /// Points added per category above large (kgn, required there).
  public var increment: Double?
  /// Points removed per category below large (kgn, required there).
  public var decrement: Double?
  /// Whether the accessibility categories keep growing (kgn; default false,
  /// the library's: they stay at xxxLarge's size).
  public var includeAccessibilitySizes: Bool?
  /// The line of the entry's style name in the spec.
  public var line: Int?

  /// Creates an entry; every setting defaults to absent.
  public init(
    scaler: ScalerName, textStyle: TextStyle? = nil, maximumPointSize: Double? = nil,
    increment: Double? = nil, decrement: Double? = nil, includeAccessibilitySizes: Bool? = nil,
    line: Int? = nil
  ) {
    self.scaler = scaler
    self.textStyle = textStyle
    self.maximumPointSize = maximumPointSize
    self.increment = increment
    self.decrement = decrement
    self.includeAccessibilitySizes = includeAccessibilitySizes
    self.line = line
  }

  /// The keys of an entry.
  static let keys = ["scaler"] + ScalerName.Option.allCases.map(\.rawValue)

  /// The scaler for a style of `baseSize` points at `.large` on `platform`;
  /// nil for `typographykit`, which needs the config's settings.
  /// - Throws: ``ScaleError`` for a size or style the scaler refuses.
  public func scaler(baseSize: Double, platform: Platform) throws(ScaleError)
    -> (any FontSizeScaler<ContentSizeCategory>)?
  {
    switch scaler {
    case .typographyKit:
      return nil
    case .uiFontMetrics:
      return try UIFontMetricsScaler(
        textStyle: textStyle ?? .body, baseSize: baseSize, maximumPointSize: maximumPointSize,
        platform: platform)
    case .kgn:
      return try PreferredFontManagerScaler(
        baseSize: baseSize, increment: increment ?? 0, decrement: decrement ?? 0,
        includeAccessibilitySizes: includeAccessibilitySizes ?? false)
    case .swash:
      return try SwashScaler(
        textStyle: textStyle ?? .body, maxSize: maximumPointSize, defaultSize: baseSize,
        platform: platform)
    }
  }

  /// Reads the spec's `scaling` object: style name (or `"*"`) to entry.
  ///
  /// Every problem is a ``SpecError`` naming the key path
  /// (`scaling.Title.scaler`) and its line.
  static func read(_ node: DocumentNode, path: String) throws(SpecError) -> [String: StyleScaling] {
    func fail(_ line: Int?, _ reason: SpecError.Reason) -> SpecError {
      SpecError(path: path, line: line, reason: reason)
    }
    guard case .dictionary(let styles) = node.value else {
      throw fail(node.line, .scalingNotAnObject)
    }
    var result: [String: StyleScaling] = [:]
    // Each style's entry is read whatever the others hold: the first
    // problem thrown holds the others in `further`.
    var problems: [SpecError] = []
    for style in styles {
      do throws(SpecError) {
        let scaling = try readStyle(style)
        result[style.key] = scaling
      } catch {
        problems.append(error)
      }
    }
    if var first = problems.first {
      first.further = Array(problems.dropFirst())
      throw first
    }
    return result

    func readStyle(_ style: DocumentEntry) throws(SpecError) -> StyleScaling {
      let object = "scaling.\(style.key)"
      guard result[style.key] == nil else { throw fail(style.line, .duplicateKey(object)) }
      guard case .dictionary(let entries) = style.value.value else {
        throw fail(style.value.line, .scalingEntryNotAnObject(key: object))
      }
      var scaler: ScalerName?
      var given: [(option: ScalerName.Option, line: Int?)] = []
      var scaling = StyleScaling(scaler: .typographyKit, line: style.line)
      var seen: Set<String> = []
      for entry in entries {
        let key = "\(object).\(entry.key)"
        let value = entry.value
        guard seen.insert(entry.key).inserted else { throw fail(entry.line, .duplicateKey(key)) }
        if entry.key == "scaler" {
          guard case .string(let name) = value.value else {
            throw fail(value.line, .wrongType(key: key, expected: .string, found: value.found))
          }
          guard let parsed = try? ScalerName(parsing: name) else {
            throw fail(value.line, .unknownScaler(key: key, name: name))
          }
          scaler = parsed
          continue
        }
        guard let option = ScalerName.Option(rawValue: entry.key) else {
          throw fail(entry.line, .unknownKey(entry.key, object: object, known: keys))
        }
        given.append((option, entry.line))
        switch option {
        case .textStyle:
          guard case .string(let name) = value.value else {
            throw fail(value.line, .wrongType(key: key, expected: .string, found: value.found))
          }
          guard let parsed = try? TextStyle(parsing: name) else {
            throw fail(value.line, .unknownTextStyle(key: key, name: name))
          }
          scaling.textStyle = parsed
        case .maximumPointSize:
          let size = try number(value, key, path: path)
          guard size > 0 else { throw fail(value.line, .maximumPointSizeNotPositive(key: key)) }
          scaling.maximumPointSize = size
        case .increment, .decrement:
          let step = try number(value, key, path: path)
          guard step >= 0 else { throw fail(value.line, .stepNegative(key: key)) }
          if option == .increment { scaling.increment = step } else { scaling.decrement = step }
        case .includeAccessibilitySizes:
          guard case .bool(let flag) = value.value else {
            throw fail(value.line, .wrongType(key: key, expected: .boolean, found: value.found))
          }
          scaling.includeAccessibilitySizes = flag
        }
      }
      guard let scaler else { throw fail(style.line, .scalerMissing(key: object)) }
      scaling.scaler = scaler
      for (option, line) in given where !scaler.options.contains(option) {
        throw fail(
          line,
          .scalingOptionNotApplicable(
            key: "\(object).\(option.rawValue)", scaler: scaler,
            takenBy: ScalerName.scalers(taking: option)))
      }
      if scaler == .kgn {
        for option in [ScalerName.Option.increment, .decrement]
        where !given.contains(where: { $0.option == option }) {
          throw fail(style.line, .scalingOptionMissing(key: object, option: option, scaler: scaler))
        }
      }
      return scaling
    }
  }

  /// A finite number, or the spec's wrong-type error.
  private static func number(_ node: DocumentNode, _ key: String, path: String)
    throws(SpecError) -> Double
  {
    guard case .number(let value) = node.value, value.isFinite else {
      throw SpecError(
        path: path, line: node.line,
        reason: .wrongType(key: key, expected: .finiteNumber, found: node.found))
    }
    return value
  }

  /// Checks that each entry's text style is on `platform` (for swash, only
  /// where the platform has categories: elsewhere Swash keeps the base size).
  static func check(_ scaling: [String: StyleScaling], platform: Platform, path: String)
    throws(SpecError)
  {
    let table = try? PlatformTable.table(for: platform)
    for name in scaling.keys.sorted() {
      guard let entry = scaling[name], let style = entry.textStyle else { continue }
      // Swash sets the base size as it is where there are no categories.
      if entry.scaler == .swash, !platform.hasContentSizeCategories { continue }
      // Swash reads watchOS footnote as the HIG's Footnote 1.
      let looked =
        platform == .watchos && entry.scaler == .swash && style == .footnote
        ? .footnote1 : style
      if table?.contains(looked) != true {
        throw SpecError(
          path: path, line: entry.line,
          reason: .textStyleNotOnPlatform(
            key: "scaling.\(name).textStyle", style: style, platform: platform))
      }
    }
  }
}
