import Foundation
import StringCatalogs
import TestSupport
import Testing

@Suite struct StringsFileTests {
  @Test func utf8WithCommentsAndEscapes() throws {
    let file = try StringFile.load(path: catalog("en.lproj/Localizable.strings"))
    #expect(file.format == .strings)
    #expect(file.language == "en")
    #expect(
      rows(file) == [
        Row("welcome.title", "Welcome to \"Corner Shop\"", "en", line: 7),
        Row("welcome.body", "Fresh bread,\nevery morning.", "en", line: 8),
        Row("tab.basket", "Basket\t(%d)", "en", line: 11),
        Row("greeting", "Hello, %@!", "en", line: 12),
        Row("path.hint", "Saved in C:\\Shop\\Receipts", "en", line: 13),
        Row("single.quoted", "It's ready", "en", line: 14),
        Row("unicode.escape", "Café ☕", "en", line: 15),
        Row("emoji.pair", "🛒 Cart", "en", line: 16),
        Row("octal.escape", "Bell\u{7} and A", "en", line: 17),
        // CoreFoundation knows only \U; "\u" is a plain "u", as on a device.
        Row("apple.lowercase.u", "u00e9", "en", line: 18),
        Row("legacy_key", "unquoted.value", "en", line: 19),
        Row("same.as.key", "same.as.key", "en", line: 20),
        Row("multi.line", "First line\nsecond line", "en", line: 21),
        Row("empty", "", "en", line: 23),
        Row("price", "%1$@ costs %2$.2f", "en", line: 24),
      ])
    #expect(file.strings.allSatisfy { $0.file == catalog("en.lproj/Localizable.strings") })
  }

  @Test func utf16LittleEndianWithBOM() throws {
    let path = catalog("de.lproj/Localizable.strings")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(bytes.starts(with: [0xFF, 0xFE]))
    let file = try StringFile.load(path: path)
    #expect(file.language == "de")
    #expect(
      rows(file) == [
        Row("welcome.title", "Willkommen bei „Eckladen“", "de", line: 3),
        Row("welcome.body", "Frisches Brot,\njeden Morgen.", "de", line: 4),
        Row("tab.basket", "Warenkorb\t(%d)", "de", line: 5),
        Row("greeting", "Hallo, %@!", "de", line: 6),
        Row("checkout.button", "Zur Kasse gehen", "de", line: 7),
        Row("delivery.note", "Lieferung übermorgen – Straße & Hausnummer prüfen", "de", line: 8),
      ])
  }

  @Test(arguments: [true, false])
  func utf16BigEndianAndWithoutBOM(withBOM: Bool) throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = "/* x */\n\"ключ\" = \"значение 😀\";\n"
    var bytes: [UInt8] = withBOM ? [0xFE, 0xFF] : []
    for unit in text.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    let path = try write(bytes, to: "ru.lproj/A.strings", in: directory)
    let file = try StringFile.load(path: path)
    #expect(rows(file) == [Row("ключ", "значение 😀", "ru", line: 2)])
  }

  @Test func baseLprojHasNoLanguage() throws {
    let file = try StringFile.load(path: catalog("Base.lproj/Main.strings"))
    #expect(file.language == nil)
    #expect(rows(file) == [Row("abc-12-xyz.text", "Title", nil, line: 2)])
  }

  @Test func compiledBinaryPlist() throws {
    let file = try StringFile.load(path: catalog("en.lproj/Compiled.strings"))
    #expect(
      rows(file) == [
        Row("checkout.button", "Checkout", "en", line: nil),
        Row("welcome.title", "Welcome", "en", line: nil),
      ])
  }

  /// A compiled `.strings` whose 200 keys share one 1 MiB value: refused as
  /// soon as the decoded tree passes twice the file size limit (128 MiB).
  @Test func compiledBinaryPlistRepeatingALargeValueIsRefused() {
    let bytes = BinaryPlistWriter.plist(
      [BinaryPlistWriter.dictionary((0..<200).map { (key: 1 + $0, value: 201) })]
        + (0..<200).map { BinaryPlistWriter.ascii("key\($0)") }
        + [BinaryPlistWriter.ascii(String(repeating: "x", count: 1 << 20))])
    #expect(
      throws: StringFileError.malformed(
        path: "en.lproj/Big.strings", line: nil,
        reason: "invalid binary property list: it decodes to more than 134217728 bytes "
          + "(references repeat objects)")
    ) { try StringFile.parse(bytes: bytes, path: "en.lproj/Big.strings") }
  }

  @Test func compiledXMLPlistAndBraces() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>a</key>
        <string>Ä &amp; B</string>
      </dict>
      </plist>
      """
    let xmlPath = try write(Array(xml.utf8), to: "fr.lproj/X.strings", in: directory)
    #expect(rows(try StringFile.load(path: xmlPath)) == [Row("a", "Ä & B", "fr", line: 5)])
    let braced = "{\n  \"a\" = \"b\";\n  c = d;\n}\n"
    let bracedPath = try write(Array(braced.utf8), to: "B.strings", in: directory)
    #expect(
      rows(try StringFile.load(path: bracedPath)) == [
        Row("a", "b", nil, line: 2), Row("c", "d", nil, line: 3),
      ])
  }

  /// Lines end at LF, CR LF or a lone CR (an old Mac file), as an editor
  /// numbers them; a `//` comment ends there or, as in Apple's parser, at
  /// U+2028 or U+2029, so the entry after it is read.
  @Test func lineEndsAndCommentEnds() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text =
      "// old Mac\r\"a\" = \"b\";\r\n\"c\" = \"d\";\r\r"
      + "\"e\" = \"f\"; // then\u{2028}\"g\" = \"h\"; // and\u{2029}\"i\" = \"j\";\n"
    let path = try write(Array(text.utf8), to: "L.strings", in: directory)
    #expect(
      rows(try StringFile.load(path: path)) == [
        Row("a", "b", nil, line: 2), Row("c", "d", nil, line: 3),
        Row("e", "f", nil, line: 5), Row("g", "h", nil, line: 5), Row("i", "j", nil, line: 5),
      ])
  }

  @Test func surrogateEscapesAndOddInput() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text =
      #""lone" = "\UD83D!"; "low" = "\UDC00"; "short" = "\U41\U42"; "nul" = "a\0b"; "#
      + #""apart" = "\UD83Dab\UDC00";"#
    let path = try write(Array(text.utf8), to: "S.strings", in: directory)
    #expect(
      rows(try StringFile.load(path: path)) == [
        Row("lone", "\u{FFFD}!", nil, line: 1),
        Row("low", "\u{FFFD}", nil, line: 1),
        Row("short", "AB", nil, line: 1),
        Row("nul", "a\u{0}b", nil, line: 1),
        // Letters between a high and a low surrogate part them: each stands alone.
        Row("apart", "\u{FFFD}ab\u{FFFD}", nil, line: 1),
      ])
  }
}
