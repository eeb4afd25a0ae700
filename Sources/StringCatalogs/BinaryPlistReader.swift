/// A bounded reader for binary property lists (`bplist00`).
///
/// Foundation's `PropertyListSerialization` on Linux can crash on a malformed
/// binary plist, so this reads the format itself and checks every offset,
/// count and object reference against the data before using it. Nesting is
/// limited to ``CatalogLimits/maximumDepth`` (which also stops reference
/// cycles) and the values produced to ``CatalogLimits/maximumStrings``, so
/// shared references cannot multiply the work. Dictionaries keep the file's
/// entry order. Binary plists have no lines, so errors carry none.
struct BinaryPlistReader {
  private let bytes: [UInt8]
  private let maximumDepth: Int
  private let maximumValues: Int
  private var offsetSize = 0
  private var referenceSize = 0
  private var objectCount = 0
  private var offsetTable = 0
  private var producedValues = 0

  private init(bytes: [UInt8], limits: CatalogLimits) {
    self.bytes = bytes
    self.maximumDepth = limits.maximumDepth
    self.maximumValues = max(1024, limits.maximumStrings)
  }

  /// Parses a whole binary plist.
  static func parse(_ bytes: [UInt8], limits: CatalogLimits) throws(ParseError) -> ValueNode {
    var reader = BinaryPlistReader(bytes: bytes, limits: limits)
    return try reader.parseDocument()
  }

  private static func failure(_ why: String) -> ParseError {
    ParseError("invalid binary property list: \(why)", line: nil)
  }

  private mutating func parseDocument() throws(ParseError) -> ValueNode {
    guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else {
      throw Self.failure("too short or not version 00")
    }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    guard [1, 2, 4, 8].contains(offsetSize), [1, 2, 4, 8].contains(referenceSize) else {
      throw Self.failure("invalid sizes in the trailer")
    }
    let count = try unsigned(at: trailer + 8, size: 8)
    let top = try unsigned(at: trailer + 16, size: 8)
    let table = try unsigned(at: trailer + 24, size: 8)
    guard count > 0, count <= UInt64(bytes.count), top < count, table >= 9,
      table < UInt64(trailer), (UInt64(trailer) - table) / UInt64(offsetSize) >= count
    else { throw Self.failure("invalid trailer") }
    objectCount = Int(count)
    offsetTable = Int(table)
    return try object(Int(top), depth: 0)
  }

  private func unsigned(at offset: Int, size: Int) throws(ParseError) -> UInt64 {
    guard offset >= 0, size >= 1, size <= 8, offset <= bytes.count - size else {
      throw Self.failure("value out of bounds")
    }
    var value: UInt64 = 0
    for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
    return value
  }

  private func offset(ofObject reference: Int) throws(ParseError) -> Int {
    guard reference >= 0, reference < objectCount else {
      throw Self.failure("object reference out of range")
    }
    let offset = try unsigned(at: offsetTable + reference * offsetSize, size: offsetSize)
    guard offset >= 8, offset < UInt64(offsetTable) else {
      throw Self.failure("object offset out of range")
    }
    return Int(offset)
  }

  /// The length in a marker's low nibble, or in the integer that follows it,
  /// and where the content starts.
  private func length(at offset: Int, info: UInt8) throws(ParseError) -> (Int, Int) {
    guard info == 0x0F else { return (Int(info), offset + 1) }
    guard offset + 1 < bytes.count else { throw Self.failure("length out of bounds") }
    let marker = bytes[offset + 1]
    guard marker >> 4 == 0x1, marker & 0x0F <= 3 else { throw Self.failure("invalid length") }
    let size = 1 << Int(marker & 0x0F)
    let value = try unsigned(at: offset + 2, size: size)
    guard value <= UInt64(bytes.count) else { throw Self.failure("length too large") }
    return (Int(value), offset + 2 + size)
  }

  private mutating func object(_ reference: Int, depth: Int) throws(ParseError) -> ValueNode {
    producedValues += 1
    guard producedValues <= maximumValues else { throw Self.failure("too many values") }
    let offset = try offset(ofObject: reference)
    let marker = bytes[offset]
    let info = marker & 0x0F
    switch marker >> 4 {
    case 0x0:
      switch info {
      case 0x8: return ValueNode(value: .bool(false), line: nil)
      case 0x9: return ValueNode(value: .bool(true), line: nil)
      default: return ValueNode(value: .null, line: nil)
      }
    case 0x1:
      guard info <= 3 else { throw Self.failure("unsupported integer size") }
      let size = 1 << Int(info)
      let raw = try unsigned(at: offset + 1, size: size)
      let value = size == 8 ? Double(Int64(bitPattern: raw)) : Double(raw)
      return ValueNode(value: .number(value), line: nil)
    case 0x2:
      guard info == 2 || info == 3 else { throw Self.failure("invalid real size") }
      let raw = try unsigned(at: offset + 1, size: info == 2 ? 4 : 8)
      let value = info == 2 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)
      return ValueNode(value: .number(value), line: nil)
    case 0x3:
      return ValueNode(value: .other("date"), line: nil)
    case 0x4:
      return ValueNode(value: .other("data"), line: nil)
    case 0x5:
      let (count, start) = try length(at: offset, info: info)
      guard start <= offsetTable - count else { throw Self.failure("string out of bounds") }
      let slice = bytes[start..<(start + count)]
      guard slice.allSatisfy({ $0 < 0x80 }) else {
        throw Self.failure("ASCII string with non-ASCII bytes")
      }
      return ValueNode(value: .string(String(decoding: slice, as: UTF8.self)), line: nil)
    case 0x6:
      let (count, start) = try length(at: offset, info: info)
      guard count <= (offsetTable - start) / 2 else {
        throw Self.failure("string out of bounds")
      }
      var units: [UInt16] = []
      units.reserveCapacity(count)
      for index in 0..<count {
        units.append(UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1]))
      }
      guard let string = String(validating: units, as: UTF16.self) else {
        throw Self.failure("invalid UTF-16 string")
      }
      return ValueNode(value: .string(string), line: nil)
    case 0x8:
      return ValueNode(value: .other("UID"), line: nil)
    case 0xA, 0xC, 0xD:
      guard depth < maximumDepth else {
        throw Self.failure("nested deeper than \(maximumDepth) levels")
      }
      let (count, start) = try length(at: offset, info: info)
      let references = marker >> 4 == 0xD ? 2 * count : count
      guard references <= (offsetTable - start) / referenceSize else {
        throw Self.failure("container out of bounds")
      }
      if marker >> 4 != 0xD {
        var values: [ValueNode] = []
        for index in 0..<count {
          let child = try unsigned(at: start + index * referenceSize, size: referenceSize)
          values.append(try object(Int(clamping: child), depth: depth + 1))
        }
        return ValueNode(value: .array(values), line: nil)
      }
      var entries: [ValueNode.Entry] = []
      for index in 0..<count {
        let keyReference = try unsigned(at: start + index * referenceSize, size: referenceSize)
        let valueReference = try unsigned(
          at: start + (count + index) * referenceSize, size: referenceSize)
        guard let key = try object(Int(clamping: keyReference), depth: depth + 1).string else {
          throw Self.failure("a dictionary key is not a string")
        }
        let value = try object(Int(clamping: valueReference), depth: depth + 1)
        entries.append(ValueNode.Entry(key: key, line: nil, value: value))
      }
      return ValueNode(value: .dictionary(entries), line: nil)
    default:
      throw Self.failure("unknown object type 0x" + String(marker, radix: 16))
    }
  }
}
