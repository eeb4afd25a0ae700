import Dispatch
import FontCore
import Foundation
import TypeScale

/// One size a text is measured at: a point size and the category it is for.
public struct SweepSize: Sendable, Equatable {
  /// The point size.
  public var pointSize: Double
  /// The content-size category the size belongs to (used by a
  /// platform-leading line height), or nil.
  public var category: ContentSizeCategory?
  /// The Android font scale the size belongs to (the point size is then in
  /// dp), or nil.
  public var fontScale: Double?

  /// Creates a sweep size.
  public init(pointSize: Double, category: ContentSizeCategory? = nil, fontScale: Double? = nil) {
    self.pointSize = pointSize
    self.category = category
    self.fontScale = fontScale
  }

  /// The sizes an Android text size of `sp` takes at each of `fontScales`,
  /// in dp, as `scale --platform android` converts them (Android 14's
  /// non-linear curves).
  ///
  /// - Throws: ``ScaleError`` for a size or scale that is not finite and positive.
  public static func plan(sp: Double, fontScales: [Double]) throws(ScaleError) -> [SweepSize] {
    var sizes: [SweepSize] = []
    for scale in fontScales {
      sizes.append(
        SweepSize(
          pointSize: try AndroidFontScaler.dp(forSp: sp, fontScale: scale), fontScale: scale))
    }
    return sizes
  }

  /// The sizes to measure a style at: one per category, in the given order,
  /// as `scaler` scales the style at each. `check` and `measure` both plan
  /// their sizes here.
  ///
  /// - Throws: ``ScaleError`` from the scaler (a category not on its platform, …).
  public static func plan(
    _ categories: [ContentSizeCategory], scaler: some FontSizeScaler<ContentSizeCategory>
  ) throws(ScaleError) -> [SweepSize] {
    var sizes: [SweepSize] = []
    sizes.reserveCapacity(categories.count)
    for category in categories {
      sizes.append(SweepSize(pointSize: try scaler.scaledSize(at: category), category: category))
    }
    return sizes
  }
}

/// A text measured at every size of a sweep.
public struct SweptText: Sendable {
  /// The text.
  public var text: String
  /// Characters no face covers.
  public var missing: [Unicode.Scalar]
  /// The faces used, the primary first.
  public var fontsUsed: [String]
  /// The files of ``fontsUsed``, in its order (two faces of one name may be
  /// of different files: an app's subset and the system's whole font).
  public var fontFiles: [String] = []
  /// For each fallback face used, the characters it sets.
  public var fallbackCharacters: [(font: LayoutFont, characters: [Unicode.Scalar])]
  /// One measurement per sweep size, in the order the sizes were given.
  public var measurements: [TextMeasurement]
}

extension LayoutContext {
  /// Measures `text` in `style` at each of `sizes` in `container`.
  ///
  /// The text is shaped once (in design units) and set at every size by
  /// multiplication and line breaking, unless a face it uses follows the
  /// point size (``OpticalSizing``): then it is shaped at each distinct
  /// size or, where a face it uses at the first size has a `trak` table,
  /// once for each set of sizes its faces set alike and once more with
  /// tracking (see `SizedTexts`), as HarfBuzz sets it at each size (within
  /// rounding: the tracking is added as a multiple).
  ///
  /// - Throws: ``LayoutError`` when the text is too long, memory runs out, or
  ///   a size or the container's width is not a positive, finite number.
  public func measure(
    _ text: String, style: LayoutStyle, sizes: [SweepSize], in container: Container = Container()
  ) throws(LayoutError) -> SweptText {
    let first = try prepare(text, style: style, pointSize: sizes.first?.pointSize)
    var measurements: [TextMeasurement] = []
    measurements.reserveCapacity(sizes.count)
    if first.shapedAtPointSize == nil {
      // Most texts: one shaping serves every size.
      for size in sizes {
        var box = container
        if let category = size.category { box.leadingCategory = category }
        measurements.append(try first.measure(pointSize: size.pointSize, in: box))
      }
    } else {
      var sized = SizedTexts(first: first, style: style)
      for size in sizes {
        var box = container
        if let category = size.category { box.leadingCategory = category }
        let prepared = try sized.text(at: size.pointSize, in: self)
        measurements.append(try prepared.measure(pointSize: size.pointSize, in: box))
      }
    }
    return SweptText(
      text: text, missing: first.missing, fontsUsed: first.fontsUsed, fontFiles: first.fontFiles,
      fallbackCharacters: first.fallbackCharacters, measurements: measurements)
  }
}

/// Measures many texts at many sizes, on every core.
///
/// Each text is shaped once (in design units) and set at every size by
/// multiplication and line breaking (once per size for a face that follows
/// the point size); threads share the ``FontStore`` (faces
/// are immutable and loaded once) and each keeps its own ``LayoutContext``.
public enum Sweep {
  /// Measures each of `texts` in `style` at each of `sizes` in `container`.
  ///
  /// - Parameters:
  ///   - workers: Threads to use; defaults to the number of active cores.
  /// - Returns: One result per text, in order: its measurements, or why it
  ///   could not be laid out.
  ///   - progress: Called from the measuring threads with how many texts
  ///     were just measured (a few dozen at a time), for a progress display.
  public static func run(
    texts: [String], style: LayoutStyle, sizes: [SweepSize], container: Container,
    store: FontStore, workers: Int? = nil, progress: (@Sendable (Int) -> Void)? = nil
  ) -> [Result<SweptText, LayoutError>] {
    parallelMap(count: texts.count, workers: workers, progress: progress) {
      () throws(LayoutError) in
      store.borrowContext()
    } body: { context, i throws(LayoutError) in
      try context.measure(texts[i], style: style, sizes: sizes, in: container)
    } finish: { context in
      store.returnContext(context)
    }
  }

  /// The number of cores this process may use: the active processors, or
  /// fewer when its CPU affinity mask allows fewer (`taskset`, a container's
  /// cpuset), as `Cpus_allowed` in `/proc/self/status` gives it. Read once,
  /// the first time it is asked for.
  public static var activeCores: Int { ProcessCores.active }

  /// `active` processors, or fewer when the `Cpus_allowed` mask of `status`
  /// allows fewer; at least one (``ProcessCores/count(active:status:)``).
  package static func cores(active: Int, status: String?) -> Int {
    ProcessCores.count(active: active, status: status)
  }
}
