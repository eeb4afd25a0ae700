import Foundation
import StringCatalogs
import Testing

@Suite struct PlainTextTests {
  @Test func oneStringPerLine() throws {
    let file = try StringFile.load(path: catalog("ui-labels.txt"))
    #expect(file.format == .plainText)
    #expect(file.language == nil)
    #expect(
      rows(file) == [
        Row("1", "Add to Basket", nil, line: 1),
        Row("2", "Checkout", nil, line: 2),
        Row("3", "", nil, line: 3),
        Row("4", "Your order is on its way 🚚", nil, line: 4),
      ])
  }

  @Test func languageFromFileNameAndNoFinalNewline() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try write(Array("Grüß Gott\nTschüss".utf8), to: "de.txt", in: directory)
    #expect(
      rows(try StringFile.load(path: path)) == [
        Row("1", "Grüß Gott", "de", line: 1), Row("2", "Tschüss", "de", line: 2),
      ])
    let empty = try write([], to: "zh-Hans.txt", in: directory)
    let file = try StringFile.load(path: empty)
    #expect(file.strings.isEmpty)
    #expect(file.language == "zh-Hans")
  }

  @Test func invalidUTF8ReportsLine() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try write(
      Array("ok\nfine\nbad \u{FF}".utf8).dropLast(2) + [0xC3, 0x28], to: "x.txt", in: directory)
    #expect(loadError(path) == .invalidEncoding(path: path, line: 3))
  }
}
