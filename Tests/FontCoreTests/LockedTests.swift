import Dispatch
import FontCore
import Testing

@Suite struct LockedTests {
  /// Increments from many threads at once: none is lost.
  @Test func everyIncrementFromEveryThreadCounts() {
    let counter = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  /// A typed error thrown inside passes through, and the lock is free again.
  @Test func errorsPassThroughAndReleaseTheLock() {
    struct Refused: Error, Equatable {}
    let value = Locked([1, 2])
    #expect(throws: Refused()) {
      try value.withLock { (_: inout [Int]) throws(Refused) in throw Refused() }
    }
    #expect(value.withLock { $0.count } == 2)
  }
}
