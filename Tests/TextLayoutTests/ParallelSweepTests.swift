import FontCore
import FontDiscovery
import Foundation
import TestSupport
import Testing
import TypeScale

@testable import TextLayout

/// The parallel sweep over many strings and many fonts, sharing one fresh
/// store (faces load on first use, from several threads at once): run under
/// ThreadSanitizer by `make sanitize`. Every result must equal the one-thread
/// result.
@Suite struct ParallelSweepTests {
  static let samples = [
    "Settings", "Einstellungen für Benachrichtigungen", "مرحبا بالعالم", "שלום עולם",
    "नमस्ते दुनिया", "สวัสดีครับ ยินดีต้อนรับ", "日本語のテキスト", "한국어 텍스트", "Hi 👋🏽 👨‍👩‍👧 🇯🇵",
    "A longer sentence that wraps across several lines in a narrow container.",
  ]

  @Test func manyStringsManyFontsOnEveryThread() throws {
    let catalog = try FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false)
    let store = FontStore(catalog: catalog)
    let texts = (0..<400).map { Self.samples[$0 % Self.samples.count] + " \($0)" }
    let sizes = [11.0, 17, 23, 53].map { SweepSize(pointSize: $0) }
    let container = Container(width: 160, maxLines: 2)
    for name in ["Roboto-Regular", "Inter-Bold", "NotoSansArabic-Regular", "Inter_700wght"] {
      let font = try #require(try store.font(named: name))
      let style = LayoutStyle(font: font)
      let parallel = Sweep.run(
        texts: texts, style: style, sizes: sizes, container: container, store: store, workers: 4)
      let serial = Sweep.run(
        texts: texts, style: style, sizes: sizes, container: container, store: store, workers: 1)
      #expect(parallel.count == texts.count)
      for (a, b) in zip(parallel, serial) {
        let left = try a.get()
        let right = try b.get()
        #expect(left.measurements == right.measurements)
        #expect(left.fontsUsed == right.fontsUsed)
      }
    }
  }

  /// A store keeps the workspaces of the contexts its sweeps gave back, and is
  /// still released with its faces once nothing else holds it.
  @Test func aStoreIsReleasedWithTheWorkspacesItKeeps() throws {
    weak var released: FontStore?
    weak var face: LayoutFont?
    try {
      let catalog = try FontCatalog(
        fontPaths: [Fixtures.font("Roboto-Regular.ttf")], includeSystemFonts: false)
      let store = FontStore(catalog: catalog)
      let font = try #require(try store.font(named: "Roboto-Regular"))
      let results = Sweep.run(
        texts: Self.samples, style: LayoutStyle(font: font), sizes: [SweepSize(pointSize: 17)],
        container: Container(width: 100), store: store, workers: 2)
      #expect(results.count == Self.samples.count)
      store.withContext { context in #expect(context.store === store) }
      released = store
      face = font
    }()
    #expect(released == nil)
    #expect(face == nil)
  }

  /// The cores a sweep uses follow the process's CPU affinity mask.
  @Test func coresFollowTheAffinityMask() {
    let status = "Name:\ttypometer\nCpus_allowed:\t%@\nCpus_allowed_list:\t0\n"
    func cores(_ active: Int, _ mask: String) -> Int {
      Sweep.cores(active: active, status: status.replacingOccurrences(of: "%@", with: mask))
    }
    #expect(cores(8, "1") == 1)  // taskset -c 0
    #expect(cores(8, "a") == 2)  // CPUs 1 and 3
    #expect(cores(8, "ff") == 8)
    #expect(cores(4, "ffffffff,ffffffff") == 4)  // more allowed than there are
    #expect(cores(64, "00000003,00000000") == 2)  // CPUs 32 and 33
    #expect(cores(2, "") == 2)  // an empty mask: the active processors
    #expect(Sweep.cores(active: 6, status: nil) == 6)  // no /proc
    #expect(Sweep.cores(active: 0, status: "Cpus_allowed:\tf\n") == 1)
  }

  /// Each index runs once, on one of the threads' contexts, and its result
  /// comes back in its place, however the indices are shared out (a stretch
  /// per thread, then the others' stretches from the back).
  @Test func everyIndexRunsOnceAndComesBackInPlace() {
    for workers in [1, 2, 3, 8] {
      for count in [0, 1, 2, 7, 64, 65, 300, 1_000] {
        let seen = Locked<[Int]>([])
        let done = Locked(0)
        let results = parallelMap(count: count, workers: workers) { () throws(Never) in
          0
        } body: { ran, i in
          ran += 1
          seen.withLock { $0.append(i) }
          return i * 3
        } finish: { ran in
          done.withLock { $0 += ran }
        }
        #expect(results.map { $0.get() } == (0..<count).map { $0 * 3 })
        #expect(seen.withLock { $0.sorted() } == Array(0..<count))
        #expect(done.withLock { $0 } == count, "\(workers) workers, \(count) indices")
      }
    }
  }

  /// Two steps at once: each runs once and its own result comes back, on
  /// one thread or two (run under ThreadSanitizer by `make sanitize`).
  @Test func twoStepsAtOnce() {
    for workers in [1, 2, nil] {
      let (sum, text) = concurrently(workers: workers) {
        (1...10_000).reduce(0, +)
      } _: {
        (0..<500).map { String($0 % 10) }.joined()
      }
      #expect(sum == 50_005_000)
      #expect(text.count == 500)
      #expect(text.hasPrefix("0123456789"))
    }
  }

  /// With every thread of the global queue busy, the second step runs on
  /// the calling thread once the first is done, instead of waiting for a
  /// thread to come free (libdispatch adds one a second at most).
  @Test func secondStepRunsOnTheCallerWhenTheQueueIsBusy() {
    guard ProcessCores.active > 1 else { return }  // one core: both run in turn anyway
    let release = DispatchSemaphore(value: 0)
    let blockers = 64  // more than the queue's threads: the rest wait in line
    for _ in 0..<blockers { DispatchQueue.global().async { release.wait() } }
    let caller = pthread_self()
    let (first, second) = concurrently(workers: 2) {
      pthread_equal(pthread_self(), caller) != 0
    } _: {
      pthread_equal(pthread_self(), caller) != 0
    }
    for _ in 0..<blockers { release.signal() }
    #expect(first)
    #expect(second)
  }
}
