import Synchronization

/// Counts the live owners of C handles, so tests can prove that every one is
/// released.
package enum LiveHandles {
  /// A thread-safe count of live objects of one kind.
  package final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    /// Creates a counter at zero.
    package init() {}

    /// The number of live objects now.
    package var count: Int { value.load(ordering: .relaxed) }

    /// Records that one object was created.
    package func increment() { value.add(1, ordering: .relaxed) }

    /// Records that one object was released.
    package func decrement() { value.subtract(1, ordering: .relaxed) }
  }

  /// Live `FT_Library` owners.
  package static let freeTypeLibraries = Counter()
  /// Live `FT_Face` owners (``FontFace``).
  package static let freeTypeFaces = Counter()
}
