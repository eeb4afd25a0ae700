import FontCore
import FontDiscovery
import TypeScale

/// Measures a text in a font named by its PostScript name, in one call.
///
/// A measurer holds what the full API asks for step by step (a
/// ``FontCatalog``, the ``FontStore`` that loads its faces once, and a
/// ``LayoutContext`` per call, reused through ``FontStore/withContext(_:)``),
/// so one line sizes a text at a point size or at a text style's size in a
/// content-size category:
///
/// ```swift
/// let measurer = try TextMeasurer(fontFolders: ["Fonts"])
/// let measurement = try measurer.measure(
///   "Save changes?", font: "Inter-Regular", style: .body, category: .accessibilityMedium,
///   width: 200, maxLines: 2)
/// print(measurement.lineCount, measurement.fits)
/// ```
///
/// Each call shapes the text again; to measure one text at many sizes, use
/// ``LayoutContext/measure(_:style:sizes:in:)`` (it shapes once, or once per
/// size for a face that follows the point size), and for many texts ``Sweep``.
/// A measurer is `Sendable`: threads may measure with one at the same time.
public final class TextMeasurer: Sendable {
  /// The faces the measurer loads, and the catalog it finds them in.
  public let store: FontStore

  /// The catalog fonts are looked up in.
  public var catalog: FontCatalog { store.catalog }

  /// Creates a measurer that sees the fonts in `fontFolders`.
  ///
  /// - Parameters:
  ///   - fontFolders: Folders searched recursively for `.ttf`, `.otf`, `.ttc`
  ///     and `.otc` files, or single font files. A broken file in a folder is
  ///     skipped (see ``FontCatalog/warnings``).
  ///   - includeSystemFonts: Whether the machine's fonts (Fontconfig's
  ///     configuration) are seen too; off by default, so results depend only
  ///     on the folders given.
  /// - Throws: ``CatalogError`` when a path does not exist, a font file named
  ///   explicitly cannot be read, or a folder holds no readable font.
  public convenience init(fontFolders: [String], includeSystemFonts: Bool = false)
    throws(CatalogError)
  {
    let catalog = try FontCatalog(fontPaths: fontFolders, includeSystemFonts: includeSystemFonts)
    self.init(store: FontStore(catalog: catalog))
  }

  /// Creates a measurer over the faces of `store` (shared with other users of it).
  public init(store: FontStore) {
    self.store = store
  }

  /// Measures `text` in the face named `font` at `pointSize`.
  ///
  /// - Parameters:
  ///   - font: The face's PostScript name, compared byte for byte
  ///     (`Inter-Bold`; a named instance of a variable font counts).
  ///   - pointSize: The size in points.
  ///   - width: The line width in points, or nil for one unwrapped line.
  ///   - maxLines: The most lines that fit, or nil (or 0, as in UIKit) for
  ///     no limit.
  ///   - language: The text's BCP 47 language (fallback order, line
  ///     breaking), or nil.
  /// - Returns: The lines, their widths and heights in points, and whether
  ///   the text fits. Characters the face lacks are set in fallback faces.
  /// - Throws: ``MeasureError``.
  public func measure(
    _ text: String, font: String, pointSize: Double, width: Double? = nil, maxLines: Int? = nil,
    language: String? = nil
  ) throws(MeasureError) -> TextMeasurement {
    try measure(
      text, font: font, pointSize: pointSize, in: Container(width: width, maxLines: maxLines),
      language: language)
  }

  /// Measures `text` in the face named `font` at the size `style` has in
  /// `category` on `platform` (Apple's Dynamic Type tables).
  ///
  /// - Parameters:
  ///   - font: The face's PostScript name, compared byte for byte.
  ///   - style: The text style whose size is used (`.body` is 17 pt at
  ///     `.large` on iOS).
  ///   - category: The content-size category.
  ///   - platform: The platform whose table gives the size (iOS by default).
  ///   - width: The line width in points, or nil for one unwrapped line.
  ///   - maxLines: The most lines that fit, or nil (or 0) for no limit.
  ///   - language: The text's BCP 47 language, or nil.
  /// - Throws: ``MeasureError``; ``MeasureError/scale(_:)`` when the platform
  ///   lacks the style or the category.
  public func measure(
    _ text: String, font: String, style: TextStyle, category: ContentSizeCategory,
    platform: Platform = .ios, width: Double? = nil, maxLines: Int? = nil,
    language: String? = nil
  ) throws(MeasureError) -> TextMeasurement {
    let pointSize: Double
    do {
      pointSize = try PlatformTable.table(for: platform).pointSize(for: style, at: category)
    } catch {
      throw .scale(error)
    }
    let container = Container(
      width: width, maxLines: maxLines, leadingStyle: style, leadingCategory: category,
      leadingPlatform: platform)
    return try measure(
      text, font: font, pointSize: pointSize, in: container, language: language)
  }

  /// Measures `text` in the face named `font` at `pointSize` in `container`
  /// (which may also set a fixed or platform line height).
  ///
  /// - Throws: ``MeasureError``.
  public func measure(
    _ text: String, font: String, pointSize: Double, in container: Container,
    language: String? = nil
  ) throws(MeasureError) -> TextMeasurement {
    let style = LayoutStyle(font: try layoutFont(named: font), language: language)
    do {
      return try store.withContext { context throws(LayoutError) in
        try context.prepare(text, style: style, pointSize: pointSize)
          .measure(pointSize: pointSize, in: container)
      }
    } catch {
      throw .layout(error)
    }
  }

  /// The loaded face named `name`.
  func layoutFont(named name: String) throws(MeasureError) -> LayoutFont {
    let found: LayoutFont?
    do {
      found = try store.font(named: name)
    } catch {
      throw .font(error)
    }
    guard let found else {
      throw .fontNotFound(postscriptName: name, suggestions: catalog.suggestions(for: name))
    }
    return found
  }
}
