/// The fallback choices a context has made, by style number and code point:
/// an open-addressing table of plain integers, so that a lookup (one per
/// character the primary face lacks) hashes no struct and retains nothing.
struct ChoiceTable {
  /// Each slot's key plus one (0 marks an empty slot).
  private var keys: [UInt64]
  /// Each slot's choice: the face index, or −1 for none.
  private var values: [Int32]
  private var count = 0
  /// `keys.count` is `1 << bits`.
  private var bits: Int

  init() {
    bits = 8
    keys = Array(repeating: 0, count: 1 << bits)
    values = Array(repeating: 0, count: 1 << bits)
  }

  /// Style numbers fit 32 bits and code points 21, so the pair (plus one,
  /// for the empty mark) fits 54.
  @inline(__always)
  private static func key(style: UInt32, scalar: UInt32) -> UInt64 {
    (UInt64(style) << 21 | UInt64(scalar & 0x1F_FFFF)) &+ 1
  }

  @inline(__always)
  private func slot(of key: UInt64) -> Int {
    var i = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    let mask = keys.count - 1
    while keys[i] != 0 && keys[i] != key { i = (i + 1) & mask }
    return i
  }

  /// The choice made for `scalar` in style `style`: `.some(nil)` when no face
  /// covers it, nil when none was made.
  func choice(style: UInt32, scalar: UInt32) -> Int?? {
    let key = Self.key(style: style, scalar: scalar)
    let i = slot(of: key)
    guard keys[i] == key else { return nil }
    return values[i] < 0 ? .some(nil) : Int(values[i])
  }

  /// Remembers `choice` (a face index, or nil for none) for `scalar` in `style`.
  mutating func remember(_ choice: Int?, style: UInt32, scalar: UInt32) {
    if (count + 1) * 2 > keys.count { grow() }
    let key = Self.key(style: style, scalar: scalar)
    let i = slot(of: key)
    if keys[i] == 0 { count += 1 }
    keys[i] = key
    values[i] = choice.map { Int32(clamping: $0) } ?? -1
  }

  private mutating func grow() {
    let (oldKeys, oldValues) = (keys, values)
    bits += 1
    keys = Array(repeating: 0, count: 1 << bits)
    values = Array(repeating: 0, count: 1 << bits)
    for (key, value) in zip(oldKeys, oldValues) where key != 0 {
      let i = slot(of: key)
      keys[i] = key
      values[i] = value
    }
  }
}
