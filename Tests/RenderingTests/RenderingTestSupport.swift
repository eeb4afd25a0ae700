import FontDiscovery
import Foundation
import Rendering
import TestSupport
import TextLayout

/// Fonts from Fonts/ only, and sheets drawn with them.
enum Bundled {
  static let catalog: FontCatalog = {
    do {
      return try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false)
    } catch {
      fatalError("the bundled fonts in \(Fixtures.fontsDirectory) cannot be read: \(error)")
    }
  }()
  static let store = FontStore(catalog: catalog)

  struct Missing: Error { var name: String }

  /// The loaded face named `name` (a bundled PostScript name).
  static func font(_ name: String) throws -> LayoutFont {
    guard let font = try store.font(named: name) else { throw Missing(name: name) }
    return font
  }

  /// A drawn sheet with what went into it.
  struct Drawn {
    var sheet: Sheet
    var rendered: RenderedSheet
    var canvas: Canvas { rendered.canvas }
  }

  /// Prepares `text` in `font` and draws it at each of `sizes` in a container
  /// of `width` points and `maxLines` lines, labels in Inter.
  static func draw(
    _ text: String, font: String, sizes: [Double] = [17], width: Double? = nil,
    maxLines: Int? = nil, letterSpacing: Double = 0, language: String? = nil,
    scale: Double = 2, splitsWord: Bool? = nil
  ) throws -> Drawn {
    let context = try LayoutContext(store: store)
    let style = LayoutStyle(
      font: try self.font(font), language: language, letterSpacing: letterSpacing)
    let prepared = try context.prepare(text, style: style)
    let container = Container(width: width, maxLines: maxLines)
    let rows = try sizes.map { size in
      SheetRow(
        label: "\(size)pt", measurement: try prepared.measure(pointSize: size, in: container),
        container: container, splitsWord: splitsWord)
    }
    let sheet = Sheet(text: prepared, style: style, rows: rows)
    let renderer = try SheetRenderer(
      context: context, labelFont: try self.font("Inter-Regular"), scale: scale)
    return Drawn(sheet: sheet, rendered: try renderer.render(sheet))
  }
}

/// What a pixel shows, by colour.
enum Ink {
  /// Dark and grey: text that fits (the box outline is blue, separators light).
  static func isText(_ c: RGBA) -> Bool {
    Int(c.red) < 140 && abs(Int(c.red) - Int(c.green)) < 24 && abs(Int(c.green) - Int(c.blue)) < 24
  }

  /// Clearly red: overflow.
  static func isRed(_ c: RGBA) -> Bool {
    Int(c.red) > 150 && Int(c.red) - Int(c.green) > 60 && Int(c.red) - Int(c.blue) > 60
      && abs(Int(c.green) - Int(c.blue)) < 40
  }

  /// Any ink that is not white.
  static func isInk(_ c: RGBA) -> Bool { c.red < 250 || c.green < 250 || c.blue < 250 }

  /// Clearly coloured, not grey: two channels far apart.
  static func isColored(_ c: RGBA) -> Bool {
    let (r, g, b) = (Int(c.red), Int(c.green), Int(c.blue))
    return max(abs(r - g), abs(g - b), abs(r - b)) > 50
  }
}

extension Canvas {
  /// The pixels in `rect` (clipped to the canvas) for which `test` holds.
  func points(in rect: PixelRect? = nil, where test: (RGBA) -> Bool) -> [(x: Int, y: Int)] {
    let area = (rect ?? bounds).intersection(bounds)
    var result: [(x: Int, y: Int)] = []
    guard !area.isEmpty else { return result }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX where test(self[x, y]) { result.append((x, y)) }
    }
    return result
  }

  /// How many pixels in `rect` (clipped to the canvas) `test` holds for.
  func count(in rect: PixelRect? = nil, where test: (RGBA) -> Bool) -> Int {
    points(in: rect, where: test).count
  }

  /// The smallest rectangle holding every pixel in `rect` for which `test` holds.
  func inkBounds(in rect: PixelRect? = nil, where test: (RGBA) -> Bool) -> PixelRect? {
    let found = points(in: rect, where: test)
    guard let first = found.first else { return nil }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in found {
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
    }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}

extension PixelRect {
  /// The rectangle grown by `n` pixels on every side (shrunk for negative `n`).
  func outset(by n: Int) -> PixelRect {
    PixelRect(x: x - n, y: y - n, width: width + 2 * n, height: height + 2 * n)
  }
}
