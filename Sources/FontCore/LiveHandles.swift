import Synchronization

/// Counts the live owners of C handles, so tests can prove that every one is
/// released.
public enum LiveHandles {
  /// A thread-safe count of live objects of one kind.
  public final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    /// Creates a counter at zero.
    public init() {}

    /// The number of live objects now.
    public var count: Int { value.load(ordering: .relaxed) }

    /// Records that one object was created.
    public func increment() { value.add(1, ordering: .relaxed) }

    /// Records that one object was released.
    public func decrement() { value.subtract(1, ordering: .relaxed) }
  }

  /// Live `FT_Library` owners.
  public static let freeTypeLibraries = Counter()
  /// Live `FT_Face` owners (``FontFace``).
  public static let freeTypeFaces = Counter()
}
