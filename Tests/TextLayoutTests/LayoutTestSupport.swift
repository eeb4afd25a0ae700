import FontCore
import FontDiscovery
import TestSupport

@testable import TextLayout

/// A font store over the bundled fonts only, shared by the layout tests.
enum Bundled {
  static let catalog: FontCatalog = {
    do {
      return try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false)
    } catch {
      fatalError("the bundled fonts in \(Fixtures.fontsDirectory) cannot be read: \(error)")
    }
  }()
  static let store = FontStore(catalog: catalog)

  /// The loaded face named `name` (a bundled PostScript name).
  static func font(_ name: String) throws -> LayoutFont {
    guard let font = try store.font(named: name) else { throw Missing(name: name) }
    return font
  }

  /// The loaded face of a file and collection face in Fonts/.
  static func font(file: String, index: Int = 0) throws -> LayoutFont {
    let path = Fixtures.font(file)
    let location = FaceLocation(path: path, index: FaceIndex(collection: index))
    guard let record = catalog.records.first(where: { $0.location == location })
    else { throw Missing(name: file) }
    return try store.font(for: record)
  }

  struct Missing: Error { var name: String }

  static func prepare(
    _ text: String, font: String, language: String? = nil, fallback: Bool = true,
    letterSpacing: Double = 0
  ) throws -> PreparedText {
    let context = try LayoutContext(store: store)
    return try context.prepare(
      text,
      style: LayoutStyle(
        font: try self.font(font), language: language, allowsFallback: fallback,
        letterSpacing: letterSpacing))
  }
}
