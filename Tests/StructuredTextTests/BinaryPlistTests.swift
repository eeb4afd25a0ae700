import Foundation
import TestSupport
import Testing

@testable import StructuredText

/// Hand-made binary plists, including hostile ones that crash Foundation's
/// `PropertyListSerialization` on Linux.
@Suite struct BinaryPlistTests {
  /// Builds a `bplist00` from encoded objects (1-byte references and offsets).
  func plist(_ objects: [[UInt8]], top: Int = 0) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
      offsets.append(UInt8(bytes.count))
      bytes += object
    }
    let tableOffset = bytes.count
    bytes += offsets
    bytes += [0, 0, 0, 0, 0, 0, 1, 1]
    bytes += withUnsafeBytes(of: UInt64(objects.count).bigEndian, Array.init)
    bytes += withUnsafeBytes(of: UInt64(top).bigEndian, Array.init)
    bytes += withUnsafeBytes(of: UInt64(tableOffset).bigEndian, Array.init)
    return bytes
  }

  func ascii(_ string: String) -> [UInt8] { [0x50 | UInt8(string.utf8.count)] + Array(string.utf8) }

  func parse(_ bytes: [UInt8]) -> Result<DocumentNode, ParseFailure> {
    Result { () throws(ParseFailure) in try BinaryPlistReader.parse(bytes, maximumDepth: 64) }
  }

  @Test func readsEveryValueType() throws {
    let objects: [[UInt8]] = [
      [0xD8, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],  // dict of 8
      ascii("i"), ascii("r"), ascii("t"), ascii("f"), ascii("s"), ascii("u"), ascii("a"),
      ascii("d"),
      [0x11, 0x01, 0x00],  // integer 256
      [0x23] + withUnsafeBytes(of: (2.5).bitPattern.bigEndian, Array.init),  // real 2.5
      [0x09],  // true
      [0x08],  // false
      ascii("A"),
      [0x61, 0x00, 0xE9],  // "é" in UTF-16
      [0xA2, 9, 12],  // [256, false]
      [0x43, 1, 2, 3],  // data
    ]
    let result = try parse(plist(objects)).get()
    guard case .dictionary(let entries) = result.value else {
      Issue.record("not a dictionary")
      return
    }
    #expect(entries.map(\.key) == ["a", "d", "f", "i", "r", "s", "t", "u"])
    let values = Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.value.found) })
    #expect(values["i"] == .number(256))
    #expect(values["r"] == .number(2.5))
    #expect(values["t"] == .boolean(true))
    #expect(values["f"] == .boolean(false))
    #expect(values["s"] == .string("A"))
    #expect(values["u"] == .string("é"))
    #expect(values["a"] == .array)
    #expect(values["d"] == .data)
  }

  @Test func hostileInputsAreParseErrors() {
    // A set holding arrays (crashes Foundation's bridging on Linux).
    let set = plist([[0xD1, 1, 2], ascii("k"), [0xC1, 3], [0xA0]])
    #expect((try? parse(set).get()) != nil)
    // An array containing itself.
    let cycle = plist([[0xD1, 1, 2], ascii("k"), [0xA1, 2]])
    #expect(throws: ParseFailure(.tooDeep(limit: 64))) { try parse(cycle).get() }
    // Shared references, 30 levels of two, that would expand to 2^30 values.
    var objects: [[UInt8]] = [[0xD1, 1, 2], ascii("k")]
    for index in 2..<32 { objects.append([0xA2, UInt8(index + 1), UInt8(index + 1)]) }
    objects.append([0x09])
    #expect(throws: ParseFailure(.invalidBinaryPlist("too many values"))) {
      try parse(plist(objects)).get()
    }
    // References and offsets out of range, bad markers, truncated trailer.
    let badReference = plist([[0xD1, 1, 9], ascii("k")])
    #expect(throws: ParseFailure.self) { try parse(badReference).get() }
    var badOffset = plist([[0xD0]])
    badOffset[9] = 0xFF
    #expect(throws: ParseFailure.self) { try parse(badOffset).get() }
    #expect(throws: ParseFailure.self) { try parse(plist([[0xF0]])).get() }
    #expect(throws: ParseFailure.self) { try parse(Array("bplist00".utf8)).get() }
    // A count larger than the file.
    #expect(throws: ParseFailure.self) {
      try parse(plist([[0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]])).get()
    }
    // Non-string keys.
    #expect(throws: ParseFailure(.nonStringKey)) {
      try parse(plist([[0xD1, 1, 1], [0x10, 1]])).get()
    }
  }

  @Test func agreesWithFoundationOnTheExample() throws {
    let path = Fixtures.data("config/TypographyKit-binary-plist.json")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let ours = try parse(bytes).get()
    let theirs = try #require(
      try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any])
    guard case .dictionary(let entries) = ours.value else { return }
    #expect(entries.map(\.key) == theirs.keys.sorted())
  }
}
