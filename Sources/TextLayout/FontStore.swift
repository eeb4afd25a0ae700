import FontCore
import FontDiscovery
import Synchronization

/// Loads each face once for all threads and keeps fallback lists.
///
/// Faces are opened on first use (shaping font, metrics, coverage) and shared
/// as immutable ``LayoutFont`` objects; a failure to load is remembered too.
public final class FontStore: Sendable {
  /// The catalog faces are found in.
  public let catalog: FontCatalog
  private let fonts = Mutex<[String: Result<LayoutFont, FontError>]>([:])
  private let fallbacks = Mutex<[String: [FontRecord]]>([:])
  private let idleContexts = Mutex<[ContextBox]>([])

  /// Holds a context while no thread uses it.
  private final class ContextBox: @unchecked Sendable {
    let context: LayoutContext
    init(_ context: LayoutContext) { self.context = context }
  }

  /// Creates a store over `catalog`.
  public init(catalog: FontCatalog) { self.catalog = catalog }

  /// The loaded face for `record`.
  ///
  /// - Throws: `FontError` when the face cannot be opened or lacks metrics.
  public func font(for record: FontRecord) throws(FontError) -> LayoutFont {
    let key = "\(record.index)|\(record.path)"
    if let cached = fonts.withLock({ $0[key] }) { return try cached.get() }
    let result: Result<LayoutFont, FontError>
    do throws(FontError) {
      result = .success(try LayoutFont(record: record))
    } catch {
      result = .failure(error)
    }
    fonts.withLock { $0[key] = $0[key] ?? result }
    return try result.get()
  }

  /// The face named `postScriptName` in the catalog, loaded, or nil.
  public func font(named postScriptName: String) throws(FontError) -> LayoutFont? {
    guard let record = catalog.font(named: postScriptName) else { return nil }
    return try font(for: record)
  }

  /// A layout context for the calling thread to use until it gives it back
  /// with ``returnContext(_:)``: a kept one (its ICU iterators, buffers and
  /// fallback choices already made) or a new one.
  public func borrowContext() throws(LayoutError) -> LayoutContext {
    if let box = idleContexts.withLock({ $0.popLast() }) { return box.context }
    return try LayoutContext(store: self)
  }

  /// Takes back a context from ``borrowContext()``; the caller must not use it again.
  public func returnContext(_ context: LayoutContext) {
    let box = ContextBox(context)
    idleContexts.withLock { $0.append(box) }
  }

  /// Fontconfig's fallback order for `primary` and `language`, cached.
  func fallbackRecords(for primary: FontRecord, language: String?) -> [FontRecord] {
    let key = "\(primary.index)|\(primary.path)|\(language ?? "")"
    if let cached = fallbacks.withLock({ $0[key] }) { return cached }
    let list = catalog.fallbackFonts(for: primary, language: language)
    fallbacks.withLock { $0[key] = list }
    return list
  }
}
