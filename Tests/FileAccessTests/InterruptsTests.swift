import FileAccess
import Foundation
import Testing

@Suite struct InterruptsTests {
  /// A diagnostic waits while the interrupt state's lock is held, as the
  /// stop handler holds it from its first step to the process's exit: a
  /// failure the stop caused (its writer's folder removed) is never said
  /// before the stop's own line. With no stop under way it waits for nothing.
  @Test func messagesWaitWhileAStopHoldsTheLock() throws {
    Interrupts.waitForAnyStop()
    let said = NSLock()
    nonisolated(unsafe) var saidAt: Date? = nil
    var released: Date? = nil
    let thread = Thread {
      Interrupts.waitForAnyStop()
      said.lock()
      saidAt = Date()
      said.unlock()
    }
    Interrupts.exclusively { (_: inout Set<String>) in
      thread.start()
      Thread.sleep(forTimeInterval: 0.3)
      said.lock()
      #expect(saidAt == nil)
      said.unlock()
      released = Date()
    }
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      said.lock()
      let done = saidAt
      said.unlock()
      if let done, let released {
        #expect(done >= released)
        return
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    Issue.record("the waiting thread never went on")
  }
}
