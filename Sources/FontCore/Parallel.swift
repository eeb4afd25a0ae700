import Dispatch
import Foundation

/// How many threads this process may run at once.
package enum ProcessCores {
  /// The number of cores this process may use: the active processors, or
  /// fewer when its CPU affinity mask allows fewer (`taskset`, a container's
  /// cpuset), as `Cpus_allowed` in `/proc/self/status` gives it. Read once,
  /// the first time it is asked for.
  package static let active: Int = count(
    active: ProcessInfo.processInfo.activeProcessorCount,
    status: try? String(contentsOfFile: "/proc/self/status", encoding: .utf8))

  /// `active` processors, or fewer when the `Cpus_allowed` mask of `status`
  /// (a `/proc/<pid>/status` text: hexadecimal, in groups of eight digits,
  /// `ff,ffffffff`) allows fewer; at least one.
  package static func count(active: Int, status: String?) -> Int {
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
  let threads = max(1, min(workers ?? ProcessCores.active, count))
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
///
/// `second` runs on a thread of the global queue and `first` on the calling
/// thread, neither as an iteration of an apply: a parallel step inside
/// either (``parallelMap(count:workers:progress:makeContext:body:finish:)``)
/// then gets every core, and a core the other step leaves joins it (libdispatch
/// gives an apply nested in another a share of the outer one's threads only).
/// When `first` ends before any thread of the queue has started `second`
/// (all of them busy), the calling thread runs `second` itself.
package func concurrently<A, B>(workers: Int? = nil, _ first: () -> A, _ second: () -> B) -> (
  A, B
) {
  guard min(workers ?? ProcessCores.active, ProcessCores.active) > 1 else {
    return (first(), second())
  }
  var b: B?
  let a = withoutActuallyEscaping(second) { second in
    withUnsafeMutablePointer(to: &b) { bSlot in
      let job = Job(UnsafeSendable({ bSlot.pointee = second() }))
      DispatchQueue.global().async { job.runOnQueue() }
      let a = first()
      job.finishOnCaller()
      return a
    }
  }
  return (a, b!)
}

/// A closure run once, by whichever thread claims it first, then dropped (it
/// must not outlive the call that made it).
private final class Job: @unchecked Sendable {
  private let claimed = Locked(false)
  private var work: UnsafeSendable<() -> Void>?
  private let done = DispatchSemaphore(value: 0)

  init(_ work: UnsafeSendable<() -> Void>) { self.work = work }

  /// True for the one caller that gets the closure.
  private func claim() -> Bool {
    claimed.withLock { taken in
      defer { taken = true }
      return !taken
    }
  }

  /// On the queue's thread: runs the closure unless the calling thread has.
  func runOnQueue() {
    guard claim() else { return }
    work?.value()
    work = nil
    done.signal()
  }

  /// On the calling thread, its own step done: runs the closure when no
  /// thread of the queue has started it (all of them busy), else waits for
  /// it to finish.
  func finishOnCaller() {
    if claim() {
      work?.value()
      work = nil
    } else {
      done.wait()
    }
  }
}

/// Carries values into `concurrentPerform`'s closure; each thread writes only
/// its own indices of the result buffer and makes its own context.
package struct UnsafeSendable<Value>: @unchecked Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}
