import Foundation
import StringCatalogs
import TestSupport
import Testing

/// Mutated fixtures and a large file: only values or `StringFileError`, never a
/// crash, and bounded time.
@Suite struct RobustnessTests {
  static let fixtures = [
    "en.lproj/Localizable.strings", "de.lproj/Localizable.strings", "en.lproj/Compiled.strings",
    "en.lproj/Localizable.stringsdict", "en.lproj/Binary.stringsdict", "Localizable.xcstrings",
    "values/strings.xml", "values-pt-rBR/strings.xml", "ui-labels.txt",
  ]
  static let fragments = [
    "\"", "\\", "\\U", "\\UD83D", "/*", "*/", "//", ";", "=", "{", "}", "[", "]", ",", ":",
    "<", ">", "</string>", "<![CDATA[", "]]>", "&amp", "&#0;", "<!ENTITY", "%#@", "%1$#@x@",
    "@string/", "\"variations\"", "\u{0}", "\u{FEFF}", "é", "😀", "\n",
  ]

  func mutate(_ base: [UInt8], random: inout SplitMix64) -> [UInt8] {
    var bytes = base
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
    case 1:
      for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
        bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(
          in: 0...255, using: &random)
      }
    case 2:
      let fragment = Self.fragments[Int.random(in: 0..<Self.fragments.count, using: &random)]
      bytes.insert(
        contentsOf: Array(fragment.utf8), at: Int.random(in: 0...bytes.count, using: &random))
    case 3:
      if bytes.count > 2 {
        let start = Int.random(in: 0..<bytes.count, using: &random)
        let end = min(bytes.count, start + Int.random(in: 1...64, using: &random))
        bytes.removeSubrange(start..<end)
      }
    default:
      // Bytes 8…40 from the end: the binary plist trailer and offset table.
      for _ in 0..<3 where bytes.count > 40 {
        bytes[bytes.count - Int.random(in: 8...40, using: &random)] = UInt8.random(
          in: 0...255, using: &random)
      }
    }
    return bytes
  }

  @Test func mutatedFixturesNeverCrash() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var random = SplitMix64(state: 0x5EED)
    var loaded = 0
    var failed = 0
    for fixture in Self.fixtures {
      let base = try [UInt8](Data(contentsOf: URL(fileURLWithPath: catalog(fixture))))
      for round in 0..<300 {
        let bytes = mutate(base, random: &random)
        let path = try write(bytes, to: "\(round % 7)/" + fixture, in: directory)
        do {
          let file = try StringFile.load(path: path)
          for string in file.strings {
            _ = FormatSpecifierSubstitution().apply(to: string.value)
          }
          loaded += 1
        } catch {
          #expect(error.path == path)
          failed += 1
        }
      }
    }
    #expect(loaded + failed == Self.fixtures.count * 300)
    #expect(loaded > 0 && failed > 0)
  }

  @Test func hundredThousandStrings() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var text = "/* Generated */\n"
    for index in 0..<100_000 {
      text += "\"key.\(index)\" = \"Value number \(index) with \\\"quotes\\\" and é\";\n"
    }
    let path = try write(Array(text.utf8), to: "en.lproj/Big.strings", in: directory)
    let file = try StringFile.load(path: path)
    #expect(file.strings.count == 100_000)
    #expect(file.strings[99_999].value == "Value number 99999 with \"quotes\" and é")
    #expect(file.strings[99_999].line == 100_001)
  }
}

@Suite struct LargeInputTests {
  /// Text is read in pieces around each entity; joining them must stay linear.
  @Test func manyEntitiesInOneString() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text =
      "<resources><string name=\"a\">" + String(repeating: "a&amp;", count: 40_000)
      + "</string></resources>"
    let path = try write(Array(text.utf8), to: "values/strings.xml", in: directory)
    let file = try StringFile.load(path: path)
    #expect(file.strings.first?.value.count == 80_000)
  }
}
