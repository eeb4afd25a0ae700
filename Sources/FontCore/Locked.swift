#if canImport(Glibc)
  import Glibc
#endif

/// A value shared between threads behind a pthread mutex.
///
/// ThreadSanitizer understands pthread mutexes. It does not see the futex
/// inside the standard library's `Mutex` on Linux, and reports the accesses
/// that one guards as races; the types that share state across the sweep's
/// threads use this instead.
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
  private var value: Value
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Guards `value`.
  package init(_ value: consuming Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` on the value with the lock held.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
