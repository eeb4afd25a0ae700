/// Limits that bound the work done on one untrusted string file.
///
/// Every limit turns into a ``StringFileError`` when exceeded; nothing is
/// silently truncated.
public struct CatalogLimits: Sendable, Hashable {
  /// The largest file read, in bytes (default 64 MiB). Larger files are
  /// refused with ``StringFileError/tooLarge(path:bytes:limit:)`` after reading
  /// at most this many bytes plus one.
  public var maximumFileSize: Int
  /// The most strings one file may produce, counting every plural, device and
  /// array variant once (default 1,000,000).
  public var maximumStrings: Int
  /// The deepest nesting accepted: JSON objects and arrays, plist containers,
  /// XML elements, nested `%#@variable@` references and `@string/` references
  /// (default 64).
  public var maximumDepth: Int
  /// The longest key or value accepted, in UTF-8 bytes (default 256 KiB, room
  /// for a whole licence text in one string).
  public var maximumStringLength: Int

  /// Creates limits; the defaults are 64 MiB, 1,000,000 strings, 64 levels and
  /// 256 KiB per string.
  public init(
    maximumFileSize: Int = 64 * 1024 * 1024, maximumStrings: Int = 1_000_000,
    maximumDepth: Int = 64, maximumStringLength: Int = 256 * 1024
  ) {
    self.maximumFileSize = maximumFileSize
    self.maximumStrings = maximumStrings
    self.maximumDepth = maximumDepth
    self.maximumStringLength = maximumStringLength
  }
}
