import FontCore
import FontDiscovery
import TypeScale

/// Loads each face once for all threads and keeps fallback lists.
///
/// Faces are opened on first use (shaping font, metrics, coverage) and shared
/// as immutable ``LayoutFont`` objects; a failure to load is remembered too.
public final class FontStore: Sendable {
  /// The catalog faces are found in.
  public let catalog: FontCatalog
  /// Each face asked for, loaded or failed (or being loaded by one thread).
  private let fonts = Locked<[FaceInstance: FaceSlot]>([:])
  private let fallbacks = Locked<[FallbackKey: [FallbackCandidate]]>([:])
  /// Each face loaded for the system font, as the system font
  /// (``LayoutFont/init(systemFont:)``), by its instance.
  private let systemFaces = Locked<[FaceInstance: LayoutFont]>([:])
  private let idleWorkspaces = Locked<[WorkspaceBox]>([])

  /// Holds a context's workspace while no thread uses it.
  private final class WorkspaceBox: @unchecked Sendable {
    let workspace: LayoutContext.Workspace
    init(_ workspace: LayoutContext.Workspace) { self.workspace = workspace }
  }

  /// One face's load, made once: the thread that comes first loads it, and
  /// others that need the same face wait for it (other faces load meanwhile).
  private final class FaceSlot: Sendable {
    let result = Locked<Result<LayoutFont, FontError>?>(nil)
  }

  /// A fallback list's face and language (an empty string for none).
  private struct FallbackKey: Hashable {
    var primary: FaceLocation
    var language: String
    var weight: Int
    var android: Bool
  }

  /// Creates a store over `catalog`.
  public init(catalog: FontCatalog) { self.catalog = catalog }

  /// The loaded face for `record`, with design coordinates `variations` set
  /// over its named instance (a weight on a variable system font, say).
  ///
  /// - Throws: `FontError` when the face cannot be opened or lacks metrics.
  public func font(for record: FontRecord, variations: [FontVariation] = []) throws(FontError)
    -> LayoutFont
  {
    let key = FaceInstance(location: record.location, variations: variations)
    let slot = fonts.withLock { slots in
      if let slot = slots[key] { return slot }
      let slot = FaceSlot()
      slots[key] = slot
      return slot
    }
    return try slot.result.withLock { loaded in
      if let loaded { return loaded }
      let result: Result<LayoutFont, FontError>
      do throws(FontError) {
        result = .success(try LayoutFont(record: record, variations: variations))
      } catch {
        result = .failure(error)
      }
      loaded = result
      return result
    }.get()
  }

  /// The faces opened so far (loaded or failed), by file and index: what
  /// tests read to show that a face is opened only when needed.
  var openedLocations: Set<FaceLocation> {
    fonts.withLock { Set($0.keys.map(\.location)) }
  }

  /// The face named `postscriptName` in the catalog, loaded, or nil.
  public func font(named postscriptName: String) throws(FontError) -> LayoutFont? {
    guard let record = catalog.font(named: postscriptName) else { return nil }
    return try font(for: record)
  }

  /// Runs `body` with a layout context that no other thread uses meanwhile,
  /// and keeps the context's workspace for the next call.
  ///
  /// A kept workspace (its ICU line breakers, HarfBuzz buffer and the
  /// fallback choices already made) is reused when there is one, so calling
  /// this for each text costs little. `body` must not keep the context after
  /// it returns. Threads may call this on one store at the same time; each
  /// gets a context of its own.
  ///
  /// ```swift
  /// let measurement = try store.withContext { context in
  ///   try context.prepare("Hello", style: style).measure(pointSize: 17)
  /// }
  /// ```
  ///
  /// - Throws: What `body` throws. (Lending a context cannot fail: a new
  ///   workspace allocates HarfBuzz's buffer when it first shapes a text, and
  ///   ``LayoutContext/prepare(_:style:pointSize:)`` throws ``LayoutError/outOfMemory``
  ///   if it cannot.)
  public func withContext<Result, Failure: Error>(
    _ body: (LayoutContext) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let context = borrowContext()
    defer { returnContext(context) }
    return try body(context)
  }

  /// A layout context for the calling thread to use until it gives it back
  /// with ``returnContext(_:)``: a kept one (its ICU iterators, buffers and
  /// fallback choices already made) or a new one. (``withContext(_:)`` pairs
  /// the two; a sweep's threads borrow one each.)
  package func borrowContext() -> LayoutContext {
    if let box = idleWorkspaces.withLock({ $0.popLast() }) {
      return LayoutContext(store: self, workspace: box.workspace)
    }
    return LayoutContext(store: self, workspace: LayoutContext.Workspace())
  }

  /// Takes back a context from ``borrowContext()`` (one of another store is
  /// dropped); the caller must not use it again. (The store keeps its
  /// workspace, not the context, which holds the store: a store and its kept
  /// workspaces are released together.)
  package func returnContext(_ context: LayoutContext) {
    guard context.store === self else { return }  // another store's: not kept
    let box = WorkspaceBox(context.workspace)
    idleWorkspaces.withLock { $0.append(box) }
  }

  /// Fontconfig's fallback order for `primary` and `language`, the faces
  /// made for the language's form of Han characters first
  /// (``LayoutContext/preferringLanguage(_:_:)``), with each face's
  /// characters as Fontconfig records them (no face is opened), cached.
  ///
  /// Made under the cache's lock: threads that start on a new language
  /// together wait for the one list rather than each making it (Fontconfig's
  /// calls take turns anyway).
  func fallbackCandidates(
    for primary: FontRecord, language: String?, weight: Int, android: Bool = false
  ) -> [FallbackCandidate] {
    let key = FallbackKey(
      primary: primary.location, language: language ?? "", weight: weight, android: android)
    return fallbacks.withLock { cache in
      if let cached = cache[key] { return cached }
      var sorted = LayoutContext.preferringStyleNames(
        LayoutContext.preferringTextFaces(
          catalog.fallbackCandidates(for: primary, language: language, weight: weight),
          primary: primary, record: \.record),
        weight: weight, record: \.record)
      if android {
        sorted = LayoutContext.preferringNaskh(
          LayoutContext.preferringAndroidFaces(sorted, record: \.record), record: \.record)
      } else if LayoutContext.isUrdu(language) {
        sorted = LayoutContext.preferringNastaliq(sorted, record: \.record)
      }
      let list = LayoutContext.preferringLanguage(sorted, language, record: \.record)
      cache[key] = list
      return list
    }
  }
}

/// The system font as a style sets it: its face and what goes with it.
public struct SystemFontStyle: Sendable {
  /// The face (for a static Text/Display pair, one that switches at
  /// `SystemFont.displayFromPointSize`).
  public var font: LayoutFont
  /// The HIG tracking table, when the face has no `trak` table of its own
  /// (Apple's files have one; a family in their place usually has not).
  public var tracking: SystemFontTracking?
  /// OpenType features the alias asks for (`tnum` for monospaced digits).
  public var features: [String]
}

extension FontStore {
  /// The system font for `alias`: `system`'s face at the alias's weight,
  /// loaded, with the tracking and features that go with it.
  ///
  /// - Throws: `FontError` when a face cannot be opened.
  public func systemFont(_ alias: SystemFontAlias, in system: SystemFont) throws(FontError)
    -> SystemFontStyle
  {
    let faces = system.faces(for: alias)
    func load(_ instance: FaceInstance) throws(FontError) -> LayoutFont {
      guard let record = system.record(for: instance) else {
        throw FontError.fileNotFound(path: instance.location.path)
      }
      let axes = try self.font(for: record).metrics.axes
      // A weight is set only where the face has the axis.
      let variations = instance.variations.filter { v in axes.contains { $0.tag == v.tag } }
      let face = try self.font(for: record, variations: variations)
      // Made once, so that its faces set for each size are too.
      return systemFaces.withLock { faces in
        if let known = faces[face.instance] { return known }
        let system = LayoutFont(systemFont: face)
        faces[face.instance] = system
        return system
      }
    }
    let text = try load(faces.text)
    var face = text
    var tracked = text.sizeFeatures.hasTrackingTable
    if let displayInstance = faces.display {
      let display = try load(displayInstance)
      tracked = tracked && display.sizeFeatures.hasTrackingTable
      face = LayoutFont(below: text, from: display, switchingAt: SystemFont.displayFromPointSize)
    }
    return SystemFontStyle(
      font: face,
      tracking: tracked ? nil : SystemFontTracking(system.isCompact ? .sfCompact : .sfPro),
      features: alias.monospacedDigits ? ["tnum"] : [])
  }
}
