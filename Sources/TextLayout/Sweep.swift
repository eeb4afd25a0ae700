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
  /// point size (``OpticalSizing``): then it is shaped once per distinct size.
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
      var bySize: [Double: PreparedText] = [first.shapedAtPointSize!: first]
      for size in sizes {
        var box = container
        if let category = size.category { box.leadingCategory = category }
        if bySize[size.pointSize] == nil {
          bySize[size.pointSize] = try prepare(text, style: style, pointSize: size.pointSize)
        }
        measurements.append(try bySize[size.pointSize]!.measure(pointSize: size.pointSize, in: box))
      }
    }
    return SweptText(
      text: text, missing: first.missing, fontsUsed: first.fontsUsed,
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
  public static let activeCores: Int = cores(
    active: ProcessInfo.processInfo.activeProcessorCount,
    status: try? String(contentsOfFile: "/proc/self/status", encoding: .utf8))

  /// `active` processors, or fewer when the `Cpus_allowed` mask of `status`
  /// (a `/proc/<pid>/status` text: hexadecimal, in groups of eight digits,
  /// `ff,ffffffff`) allows fewer; at least one.
  package static func cores(active: Int, status: String?) -> Int {
    let active = max(1, active)
    guard let line = status?.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") })
    else { return active }
    var allowed = 0
    for digit in line.dropFirst("Cpus_allowed:".count) {
      allowed += digit.hexDigitValue?.nonzeroBitCount ?? 0
    }
    return allowed > 0 ? min(active, allowed) : active
  }
}

/// Runs `body` for each index on `workers` threads, each with its own context
/// made by `makeContext`; results come back in index order.
///
/// `finish` gets each thread's context back when the thread is done.
package func parallelMap<Context, T: Sendable, Failure: Error>(
  count: Int, workers: Int? = nil, progress: (@Sendable (Int) -> Void)? = nil,
  makeContext: () throws(Failure) -> Context,
  body: (inout Context, Int) throws(Failure) -> T, finish: (Context) -> Void = { _ in }
) -> [Result<T, Failure>] {
  guard count > 0 else { return [] }
  let threads = max(1, min(workers ?? Sweep.activeCores, count))
  let results = UnsafeMutableBufferPointer<Result<T, Failure>?>.allocate(capacity: count)
  results.initialize(repeating: nil)
  defer { results.deallocate() }
  let shares = WorkShares(count: count, threads: threads)
  withoutActuallyEscaping(makeContext) { makeContext in
    withoutActuallyEscaping(body) { body in
      withoutActuallyEscaping(finish) { finish in
        let (made, each, done) = (
          UnsafeSendable(makeContext), UnsafeSendable(body), UnsafeSendable(finish)
        )
        let slots = UnsafeSendable(results)
        DispatchQueue.concurrentPerform(iterations: threads) { share in
          let (makeContext, body, finish, results) = (
            made.value, each.value, done.value, slots.value
          )
          var context: Context
          do throws(Failure) {
            context = try makeContext()
          } catch {
            while let claimed = shares.claim(share) {
              for i in claimed { results[i] = .failure(error) }
            }
            return
          }
          defer { finish(context) }
          while let claimed = shares.claim(share) {
            for i in claimed {
              do throws(Failure) {
                results[i] = .success(try body(&context, i))
              } catch {
                results[i] = .failure(error)
              }
            }
            progress?(claimed.count)
          }
        }
      }
    }
  }
  // Moved out, not copied: the slots are left uninitialized for `defer`.
  return [Result<T, Failure>](unsafeUninitializedCapacity: count) { out, initialized in
    for i in 0..<count { (out.baseAddress! + i).initialize(to: (results.baseAddress! + i).move()!) }
    initialized = count
  }
}

/// The indices `0..<count` cut into one stretch per thread. Each thread
/// claims chunks from the front of its own stretch, then, when that is done,
/// from the back of the stretch with the most left. Neighbouring indices
/// (strings of one language, set in the same faces) thus mostly fall to one
/// thread, whose context keeps their words and fallback choices; handed out
/// in turn, they made each thread shape the same words again. Chunks shrink
/// with the work left (up to 64 indices, down to one), so that the threads
/// finish together.
private final class WorkShares: Sendable {
  private struct State {
    /// Each stretch's first and past-the-last index not claimed yet.
    var low: [Int]
    var high: [Int]
    /// The indices not claimed yet.
    var left: Int { zip(low, high).reduce(0) { $0 + $1.1 - $1.0 } }
  }
  private let state: Locked<State>
  private let threads: Int

  init(count: Int, threads: Int) {
    self.threads = threads
    state = Locked(
      State(
        low: (0..<threads).map { $0 * count / threads },
        high: (0..<threads).map { ($0 + 1) * count / threads }))
  }

  /// The next chunk for the thread of stretch `share`, or nil when every
  /// index is claimed.
  func claim(_ share: Int) -> Range<Int>? {
    let threads = self.threads
    return state.withLock { s -> Range<Int>? in
      let left = s.left
      guard left > 0 else { return nil }
      let chunk = max(1, min(64, left / (threads * 4)))
      if s.low[share] < s.high[share] {
        let start = s.low[share]
        s.low[share] = min(start + chunk, s.high[share])
        return start..<s.low[share]
      }
      // Some stretch has indices left: take from the back of the fullest.
      let other = (0..<threads).max { s.high[$0] - s.low[$0] < s.high[$1] - s.low[$1] }!
      let end = s.high[other]
      s.high[other] = max(end - chunk, s.low[other])
      return s.high[other]..<end
    }
  }
}

/// Runs `body` for each index on `workers` threads (default: every core);
/// results come back in index order. For work that needs no context of its
/// own and cannot fail.
package func parallelMap<T: Sendable>(count: Int, workers: Int? = nil, _ body: (Int) -> T) -> [T] {
  parallelMap(count: count, workers: workers) { () throws(Never) in
    ()
  } body: { _, i in
    body(i)
  }
  .map { $0.get() }
}

/// Runs `first` and `second` at the same time, on two threads when `workers`
/// (default: every core) allows more than one, else one after the other;
/// returns both results. For two steps that do not depend on each other.
package func concurrently<A, B>(workers: Int? = nil, _ first: () -> A, _ second: () -> B) -> (
  A, B
) {
  guard min(workers ?? Sweep.activeCores, Sweep.activeCores) > 1 else { return (first(), second()) }
  var a: A?
  var b: B?
  withoutActuallyEscaping(first) { first in
    withoutActuallyEscaping(second) { second in
      withUnsafeMutablePointer(to: &a) { aSlot in
        withUnsafeMutablePointer(to: &b) { bSlot in
          // Each thread writes only its own slot.
          let work = UnsafeSendable((first, second, aSlot, bSlot))
          DispatchQueue.concurrentPerform(iterations: 2) { i in
            let (first, second, aSlot, bSlot) = work.value
            if i == 0 { aSlot.pointee = first() } else { bSlot.pointee = second() }
          }
        }
      }
    }
  }
  return (a!, b!)
}

/// Carries values into `concurrentPerform`'s closure; each thread writes only
/// its own indices of the result buffer and makes its own context.
struct UnsafeSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
