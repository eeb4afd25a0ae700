import Foundation
import TestSupport
import Testing

@testable import StructuredText

/// Hand-made binary plists, including hostile ones that crash Foundation's
/// `PropertyListSerialization` on Linux.
@Suite struct BinaryPlistTests {
  func plist(_ objects: [[UInt8]], top: Int = 0) -> [UInt8] {
    BinaryPlistWriter.plist(objects, top: top)
  }

  func ascii(_ string: String) -> [UInt8] { BinaryPlistWriter.ascii(string) }

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

  /// A 1 MiB string referenced 3,000 times, as in a 1 MB config that took 3 GB
  /// to read: refused when the tree passes 64 MiB, long before 3 GB.
  @Test func repeatedReferencesToALargeStringAreRefused() {
    let bytes = plist([
      BinaryPlistWriter.dictionary([(key: 1, value: 2)]), ascii("styles"),
      BinaryPlistWriter.array(Array(repeating: 3, count: 3_000)),
      ascii(String(repeating: "x", count: 1 << 20)),
    ])
    #expect(bytes.count < (1 << 20) + 4096)
    // The old reader decoded all 3 GB; this one stops at the 65th reference.
    #expect(throws: ParseFailure(.decodedTooLarge(limit: 64 << 20))) { _ = try parse(bytes).get() }
  }

  /// Every use of a shared object counts: its text and its node.
  @Test func decodedSizeCountsEveryReference() throws {
    let bytes = plist([
      BinaryPlistWriter.dictionary([(key: 1, value: 2)]), ascii("k"),
      BinaryPlistWriter.array(Array(repeating: 3, count: 10) + [4, 4]),
      ascii(String(repeating: "x", count: 1000)),
      [0x61, 0x00, 0xE9],  // "é" in UTF-16: two bytes as UTF-8
    ])
    // Nodes: the dictionary, its key, the array and twelve strings. Text: "k",
    // ten times 1,000 bytes and twice "é".
    let size = 15 * BinaryPlistReader.nodeSize + 1 + 10 * 1000 + 2 * 2
    let parse = { (limit: Int) throws(ParseFailure) in
      try BinaryPlistReader.parse(bytes, maximumDepth: 64, maximumDecodedSize: limit)
    }
    _ = try parse(size)
    #expect(throws: ParseFailure(.decodedTooLarge(limit: size - 1))) { try parse(size - 1) }
  }

  /// References fanning out level by level: a dictionary of references to an
  /// array of references to a string. Bounded by size, and by values produced.
  @Test func nestedFanOutIsBounded() {
    // 100 × 16 × 64 KiB: 100 MiB of text in 1,801 values, from one 64 KiB string.
    let text = plist(
      [
        BinaryPlistWriter.dictionary((0..<100).map { (key: 1 + $0, value: 101) })
      ] + (0..<100).map { ascii("key\($0)") } + [
        BinaryPlistWriter.array(Array(repeating: 102, count: 16)),
        ascii(String(repeating: "x", count: 64 << 10)),
      ])
    #expect(throws: ParseFailure(.decodedTooLarge(limit: 64 << 20))) { _ = try parse(text).get() }
    // 200 × 200 × 200 references to `true`: eight million values from 667 bytes.
    let values = plist([
      BinaryPlistWriter.dictionary([(key: 1, value: 2)]), ascii("k"),
      BinaryPlistWriter.array(Array(repeating: 3, count: 200)),
      BinaryPlistWriter.array(Array(repeating: 4, count: 200)),
      BinaryPlistWriter.array(Array(repeating: 5, count: 200)), [0x09],
    ])
    #expect(values.count == 667)
    #expect(throws: ParseFailure(.invalidBinaryPlist("too many values"))) {
      _ = try parse(values).get()
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
