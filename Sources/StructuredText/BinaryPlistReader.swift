/// A bounded reader for binary property lists (`bplist00`) into ``DocumentNode`` trees.
///
/// Foundation's `PropertyListSerialization` on Linux can crash on a malformed
/// binary plist (for example a set of unhashable objects), so this reads the
/// format itself and checks every offset, count and reference against the
/// data before using it. Nesting is limited to `maximumDepth`, which also
/// stops reference cycles. An object may be referenced many times and the
/// tree holds it once per reference, so what is produced is bounded, counting
/// every use of a shared object: at most `maximumValueCount` values and
/// `maximumDecodedSize` bytes, where each value costs a node and a string its
/// UTF-8 bytes too. Both are checked before the work is done, so a small file
/// cannot fan out into gigabytes or billions of values. (A string is decoded
/// once and its other uses share that storage, but each use counts.)
/// Dictionaries are sorted by key or kept in stored order, as asked. Sets are
/// read as arrays; UIDs as numbers; 128-bit integers keep their low 64 bits.
/// Binary plists have no lines, so nodes and errors carry none.
struct BinaryPlistReader {
  private let bytes: [UInt8]
  private let maximumDepth: Int
  private let maximumValueCount: Int
  private let maximumDecodedSize: Int
  private let sortsKeys: Bool
  private var offsetSize = 0
  private var referenceSize = 0
  private var objectCount = 0
  private var offsetTableStart = 0
  private var producedValues = 0
  private var decodedSize = 0
  /// Strings already decoded, by object reference, so that repeated references
  /// share one storage and are not decoded again.
  private var strings: [Int: String] = [:]

  /// What one value costs in `maximumDecodedSize`, whatever its type: the
  /// size of its node (a string's or key's text is counted on top).
  static let nodeSize = MemoryLayout<DocumentNode>.stride

  private init(
    bytes: [UInt8], maximumDepth: Int, maximumValueCount: Int, maximumDecodedSize: Int,
    sortsKeys: Bool
  ) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    self.maximumValueCount = maximumValueCount
    self.maximumDecodedSize = maximumDecodedSize
    self.sortsKeys = sortsKeys
  }

  /// Parses a whole binary plist.
  static func parse(
    _ bytes: [UInt8], maximumDepth: Int, maximumValueCount: Int = 1_000_000,
    maximumDecodedSize: Int = 64 * 1024 * 1024, sortsKeys: Bool = true
  ) throws(ParseFailure) -> DocumentNode {
    var reader = BinaryPlistReader(
      bytes: bytes, maximumDepth: maximumDepth, maximumValueCount: maximumValueCount,
      maximumDecodedSize: maximumDecodedSize, sortsKeys: sortsKeys)
    return try reader.parseDocument()
  }

  private static func failure(_ why: String) -> ParseFailure {
    ParseFailure(.invalidBinaryPlist(why))
  }

  private mutating func parseDocument() throws(ParseFailure) -> DocumentNode {
    guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
      throw Self.failure("too short or not bplist00")
    }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    guard [1, 2, 4, 8].contains(offsetSize), [1, 2, 4, 8].contains(referenceSize) else {
      throw Self.failure("invalid trailer sizes")
    }
    let count = try readUnsigned(at: trailer + 8, size: 8)
    let top = try readUnsigned(at: trailer + 16, size: 8)
    let tableOffset = try readUnsigned(at: trailer + 24, size: 8)
    guard count > 0, count <= UInt64(bytes.count), top < count, tableOffset >= 9,
      tableOffset < UInt64(trailer),
      UInt64(trailer) - tableOffset >= count * UInt64(offsetSize)
    else { throw Self.failure("invalid trailer") }
    objectCount = Int(count)
    offsetTableStart = Int(tableOffset)
    return try readObject(Int(top), depth: 0)
  }

  private func readUnsigned(at offset: Int, size: Int) throws(ParseFailure) -> UInt64 {
    guard offset >= 0, size >= 1, size <= 8, offset <= bytes.count - size else {
      throw Self.failure("value out of bounds")
    }
    var value: UInt64 = 0
    for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
    return value
  }

  private func objectOffset(_ reference: Int) throws(ParseFailure) -> Int {
    guard reference >= 0, reference < objectCount else {
      throw Self.failure("object reference out of range")
    }
    let offset = try readUnsigned(at: offsetTableStart + reference * offsetSize, size: offsetSize)
    guard offset >= 8, offset < UInt64(offsetTableStart) else {
      throw Self.failure("object offset out of range")
    }
    return Int(offset)
  }

  /// The count in a marker's low nibble, or in the integer that follows it,
  /// and where the content starts.
  private func count(at offset: Int, info: UInt8) throws(ParseFailure) -> (count: Int, start: Int) {
    guard info == 0x0F else { return (Int(info), offset + 1) }
    guard offset + 1 < bytes.count else { throw Self.failure("count out of bounds") }
    let marker = bytes[offset + 1]
    guard marker >> 4 == 0x1, marker & 0x0F <= 3 else { throw Self.failure("invalid count") }
    let size = 1 << Int(marker & 0x0F)
    let value = try readUnsigned(at: offset + 2, size: size)
    guard value <= UInt64(bytes.count) else { throw Self.failure("count too large") }
    return (Int(value), offset + 2 + size)
  }

  /// Adds `size` bytes to the decoded size, refusing the document beyond the
  /// limit; called before the bytes are decoded.
  private mutating func charge(_ size: Int) throws(ParseFailure) {
    guard size <= maximumDecodedSize - decodedSize else {
      throw ParseFailure(.decodedTooLarge(limit: maximumDecodedSize))
    }
    decodedSize += size
  }

  /// Decodes an ASCII (`0x5`) or UTF-16 (`0x6`) string object, counting its
  /// UTF-8 bytes.
  private mutating func readString(at offset: Int, info: UInt8, isUTF16: Bool)
    throws(ParseFailure) -> String
  {
    let (length, start) = try count(at: offset, info: info)
    guard start + (isUTF16 ? length * 2 : length) <= offsetTableStart else {
      throw Self.failure("string out of bounds")
    }
    // Each ASCII byte or UTF-16 unit is at least one UTF-8 byte; a UTF-16
    // string's remainder is counted once decoded.
    try charge(length)
    guard isUTF16 else {
      let slice = bytes[start..<(start + length)]
      guard slice.allSatisfy({ $0 < 0x80 }) else {
        throw Self.failure("ASCII string has non-ASCII bytes")
      }
      return String(decoding: slice, as: UTF8.self)
    }
    var units: [UInt16] = []
    units.reserveCapacity(length)
    for index in 0..<length {
      units.append(UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1]))
    }
    guard let string = String(validating: units, as: UTF16.self) else {
      throw Self.failure("invalid UTF-16 string")
    }
    try charge(string.utf8.count - length)
    return string
  }

  private mutating func readObject(_ reference: Int, depth: Int) throws(ParseFailure)
    -> DocumentNode
  {
    producedValues += 1
    guard producedValues <= maximumValueCount else { throw Self.failure("too many values") }
    try charge(Self.nodeSize)
    let offset = try objectOffset(reference)
    let marker = bytes[offset]
    let info = marker & 0x0F
    switch marker >> 4 {
    case 0x0:
      switch info {
      case 0x8: return DocumentNode(value: .bool(false))
      case 0x9: return DocumentNode(value: .bool(true))
      default: return DocumentNode(value: .null)
      }
    case 0x1:
      guard info <= 4 else { throw Self.failure("invalid integer size") }
      let size = 1 << Int(info)
      if size == 16 {
        // 128-bit integers: keep the low 64 bits as a signed value.
        let low = try readUnsigned(at: offset + 9, size: 8)
        return DocumentNode(value: .number(Double(Int64(bitPattern: low))))
      }
      let raw = try readUnsigned(at: offset + 1, size: size)
      let value = size == 8 ? Double(Int64(bitPattern: raw)) : Double(raw)
      return DocumentNode(value: .number(value))
    case 0x2:
      switch info {
      case 2:
        let raw = try readUnsigned(at: offset + 1, size: 4)
        return DocumentNode(value: .number(Double(Float(bitPattern: UInt32(raw)))))
      case 3:
        let raw = try readUnsigned(at: offset + 1, size: 8)
        return DocumentNode(value: .number(Double(bitPattern: raw)))
      default: throw Self.failure("invalid real size")
      }
    case 0x3:
      guard info == 3 else { throw Self.failure("invalid date") }
      let raw = try readUnsigned(at: offset + 1, size: 8)
      return DocumentNode(value: .date(String(Double(bitPattern: raw))))
    case 0x4:
      let (length, start) = try count(at: offset, info: info)
      guard start + length <= offsetTableStart else { throw Self.failure("data out of bounds") }
      // Only the size is kept, so data costs no more than its node.
      return DocumentNode(value: .data(length))
    case 0x5, 0x6:
      if let string = strings[reference] {
        // Decoded before: the node shares its storage, but counts again.
        try charge(string.utf8.count)
        return DocumentNode(value: .string(string))
      }
      let string = try readString(at: offset, info: info, isUTF16: marker >> 4 == 0x6)
      strings[reference] = string
      return DocumentNode(value: .string(string))
    case 0x8:
      let raw = try readUnsigned(at: offset + 1, size: Int(info) + 1)
      return DocumentNode(value: .number(Double(raw)))
    case 0xA, 0xC:
      guard depth < maximumDepth else { throw ParseFailure(.tooDeep(limit: maximumDepth)) }
      let (length, start) = try count(at: offset, info: info)
      guard start + length * referenceSize <= offsetTableStart else {
        throw Self.failure("array out of bounds")
      }
      var elements: [DocumentNode] = []
      for index in 0..<length {
        let child = try readUnsigned(at: start + index * referenceSize, size: referenceSize)
        elements.append(try readObject(Int(clamping: child), depth: depth + 1))
      }
      return DocumentNode(value: .array(elements))
    case 0xD:
      guard depth < maximumDepth else { throw ParseFailure(.tooDeep(limit: maximumDepth)) }
      let (length, start) = try count(at: offset, info: info)
      guard start + 2 * length * referenceSize <= offsetTableStart else {
        throw Self.failure("dictionary out of bounds")
      }
      var entries: [DocumentEntry] = []
      for index in 0..<length {
        let keyReference = try readUnsigned(at: start + index * referenceSize, size: referenceSize)
        let valueReference = try readUnsigned(
          at: start + (length + index) * referenceSize, size: referenceSize)
        let key = try readObject(Int(clamping: keyReference), depth: depth + 1)
        guard case .string(let name) = key.value else { throw ParseFailure(.nonStringKey) }
        entries.append(
          DocumentEntry(
            key: name, line: nil,
            value: try readObject(Int(clamping: valueReference), depth: depth + 1)))
      }
      if sortsKeys { entries.sort { $0.key < $1.key } }
      return DocumentNode(value: .dictionary(entries))
    default:
      throw Self.failure("unknown object type 0x" + String(marker, radix: 16))
    }
  }
}
