/// A set of characters, for gathering the characters each fallback face sets
/// over many strings: most are added again and again, so adding one must
/// cost little. Characters of the Basic Multilingual Plane are bits, 256 to
/// a block, a block made when its first character comes; the others are in
/// a `Set`. (A `Set` alone hashes every character added.)
struct ScalarSet: Equatable {
  /// Per block of 256 code points (`value >> 8`, below 0x10000), where its
  /// bits start in `bits`, plus one; 0 for a block with none.
  private var blocks: [UInt16] = []
  /// Four words of bits per block made.
  private var bits: [UInt64] = []
  private var astral: Set<Unicode.Scalar> = []

  init() {}

  init(_ scalars: some Sequence<Unicode.Scalar>) { formUnion(scalars) }

  var isEmpty: Bool { bits.allSatisfy { $0 == 0 } && astral.isEmpty }

  func contains(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value < 0x10000 else { return astral.contains(scalar) }
    guard !blocks.isEmpty, blocks[Int(value >> 8)] != 0 else { return false }
    let word = (Int(blocks[Int(value >> 8)]) - 1) * 4 + Int(value >> 6 & 3)
    return bits[word] & 1 << UInt64(value & 63) != 0
  }

  mutating func insert(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    guard value < 0x10000 else {
      astral.insert(scalar)
      return
    }
    if blocks.isEmpty { blocks = [UInt16](repeating: 0, count: 256) }
    let block = Int(value >> 8)
    if blocks[block] == 0 {
      bits += [0, 0, 0, 0]
      blocks[block] = UInt16(bits.count / 4)
    }
    let word = (Int(blocks[block]) - 1) * 4 + Int(value >> 6 & 3)
    bits[word] |= 1 << UInt64(value & 63)
  }

  mutating func formUnion(_ scalars: some Sequence<Unicode.Scalar>) {
    for scalar in scalars { insert(scalar) }
  }

  mutating func formUnion(_ other: ScalarSet) { formUnion(other.sorted()) }

  /// The characters in code point order.
  func sorted() -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    for block in blocks.indices where blocks[block] != 0 {
      let first = (Int(blocks[block]) - 1) * 4
      for word in 0..<4 {
        var remaining = bits[first + word]
        while remaining != 0 {
          let bit = remaining.trailingZeroBitCount
          remaining &= remaining - 1
          // Below 0x10000 and never a surrogate: only scalars were added.
          result.append(Unicode.Scalar(UInt32(block << 8 | word << 6 | bit))!)
        }
      }
    }
    return result + astral.sorted { $0.value < $1.value }
  }

  static func == (a: ScalarSet, b: ScalarSet) -> Bool { a.sorted() == b.sorted() }
}
