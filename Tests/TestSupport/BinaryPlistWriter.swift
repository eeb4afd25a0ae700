/// Writes `bplist00` files from objects encoded by hand, for tests that need
/// binary plists Foundation would not write: shared references, cycles, bad
/// markers.
///
/// References are one byte (at most 256 objects); offsets take as many bytes
/// as the largest one needs.
public enum BinaryPlistWriter {
  /// A whole plist: the header, `objects` in order (each already encoded), the
  /// offset table and the trailer naming `top` as the root.
  public static func plist(_ objects: [[UInt8]], top: Int = 0) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      bytes += object
    }
    let tableOffset = bytes.count
    let offsetSize = [1, 2, 4, 8].first { tableOffset < 1 << (8 * $0) } ?? 8
    for offset in offsets { bytes += bigEndian(UInt64(offset), size: offsetSize) }
    bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), 1]
    bytes += bigEndian(UInt64(objects.count), size: 8)
    bytes += bigEndian(UInt64(top), size: 8)
    bytes += bigEndian(UInt64(tableOffset), size: 8)
    return bytes
  }

  /// An ASCII string object.
  public static func ascii(_ string: String) -> [UInt8] {
    marker(0x5, count: string.utf8.count) + Array(string.utf8)
  }

  /// An array object holding `references` (object indices).
  public static func array(_ references: [Int]) -> [UInt8] {
    marker(0xA, count: references.count) + references.map { UInt8($0) }
  }

  /// A dictionary object from (key, value) references, in order.
  public static func dictionary(_ entries: [(key: Int, value: Int)]) -> [UInt8] {
    marker(0xD, count: entries.count) + entries.map { UInt8($0.key) }
      + entries.map { UInt8($0.value) }
  }

  /// A marker with `count` in its low nibble, or followed by an integer
  /// object when it does not fit.
  static func marker(_ type: UInt8, count: Int) -> [UInt8] {
    guard count >= 15 else { return [type << 4 | UInt8(count)] }
    let power = [0, 1, 2, 3].first { count < 1 << (8 << $0) } ?? 3
    return [type << 4 | 0x0F, 0x10 | UInt8(power)] + bigEndian(UInt64(count), size: 1 << power)
  }

  static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }
}
