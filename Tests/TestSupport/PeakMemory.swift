#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's peak resident memory, for tests that bound what an input may
/// cost: compare the value before and after the work.
///
/// The peak only grows, and it is the whole process's, so a test can only
/// assert an upper bound on the growth (tests running at the same time may
/// add to it).
public enum PeakMemory {
  /// The largest resident set size so far, in bytes (`getrusage`'s `ru_maxrss`,
  /// which Linux gives in kibibytes and macOS in bytes).
  public static var residentBytes: Int {
    var usage = rusage()
    #if canImport(Darwin)
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
      return Int(usage.ru_maxrss)
    #else
      guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
      return Int(usage.ru_maxrss) * 1024
    #endif
  }
}
