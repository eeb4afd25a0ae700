import Foundation
import StructuredText
import TestSupport
import Testing

@testable import TypographyConfig

@Suite struct ParsingTests {
  func parse(_ text: String, limits: ConfigLimits = ConfigLimits()) throws(ParseFailure)
    -> ConfigDocument
  {
    try ConfigLoader.parse(Array(text.utf8), limits: limits)
  }

  func failure(_ bytes: [UInt8], limits: ConfigLimits = ConfigLimits()) -> ParseFailure? {
    do {
      _ = try ConfigLoader.parse(bytes, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  func failure(_ text: String) -> ParseFailure? { failure(Array(text.utf8)) }

  /// Why `text` parses but is no config, or nil.
  func notAConfig(_ text: String) -> ParseFailure? {
    do {
      try ConfigLoader.checkIsConfig(try ConfigLoader.parse(Array(text.utf8), limits: .init()))
      return nil
    } catch {
      return error
    }
  }

  @Test func detectsFormatByContent() {
    #expect(ConfigFormat.detect(Array("bplist00".utf8)) == .binaryPlist)
    #expect(ConfigFormat.detect(Array("  \n<?xml".utf8)) == .xmlPlist)
    #expect(ConfigFormat.detect(Array("\u{FEFF}<plist>".utf8)) == .xmlPlist)
    #expect(ConfigFormat.detect(Array("{}".utf8)) == .json)
    #expect(ConfigFormat.detect([UInt8]()) == .json)
  }

  @Test func jsonLinesOfKeys() throws {
    let document = try parse(
      "{\n  \"a\": {\n    \"b\": 1,\n    \"c\": [true, null, \"x\"]\n  }\n}\n")
    guard case .dictionary(let top) = document.root.value,
      case .dictionary(let inner) = top[0].value.value
    else {
      Issue.record("not a dictionary")
      return
    }
    #expect(top[0].line == 2)
    #expect(inner.map(\.line) == [3, 4])
    #expect(inner.map(\.key) == ["b", "c"])
  }

  @Test func jsonStringsAndEscapes() throws {
    let document = try parse(#"{"k": "a\"b\\c\/\n\t\u00e9\ud83d\ude00", "n": -1.5e2}"#)
    guard case .dictionary(let entries) = document.root.value else { return }
    guard case .string(let string) = entries[0].value.value else {
      Issue.record("not a string")
      return
    }
    #expect(string == "a\"b\\c/\n\té😀")
    guard case .number(let number) = entries[1].value.value else { return }
    #expect(number == -150)
  }

  @Test func malformedJSONNamesTheLine() {
    let cases: [(String, Int)] = [
      ("{\n\"a\": 1,\n}", 3),
      ("{\n\"a\" 1}", 2),
      ("{\"a\": [1, 2}", 1),
      ("{\"a\": tru}", 1),
      ("{\"a\": 01}", 1),
      ("{\"a\": NaN}", 1),
      ("{\"a\": Infinity}", 1),
      ("{\"a\": \"x\n\"}", 1),
      ("{\"a\": \"\\x\"}", 1),
      ("{\"a\": \"\\ud800\"}", 1),
      ("{\"a\": 1}\n\n{}", 3),
      ("{\n\"a\": \"unterminated", 2),
    ]
    for (text, line) in cases {
      let found = failure(text)
      #expect(found != nil, "\(text)")
      #expect(found?.line == line, "\(text): \(String(describing: found))")
    }
  }

  /// A control character inside a string is said as one, with how a line
  /// break or tab is written there.
  @Test func aControlCharacterInAStringIsSaid() {
    let found = failure("{\"a\": \"x\u{0}y\"}")
    #expect(
      found?.description.contains(
        "found byte 0x0, a control character, inside a string (a line break or tab there is "
          + "written \\n or \\t)") == true, "\(String(describing: found))")
  }

  @Test func emptyAndWhitespaceFiles() {
    #expect(failure("")?.reason == .empty)
    #expect(failure("  \n\t ")?.reason == .empty)
    #expect(failure("<?xml version=\"1.0\"?>")?.reason == .empty)
  }

  @Test func topLevelMustBeADictionary() {
    #expect(failure("[1]")?.reason == .topLevelNotDictionary(found: .array))
    #expect(failure("\"x\"")?.reason == .topLevelNotDictionary(found: .string("x")))
    #expect(failure("<plist><array/></plist>")?.reason == .topLevelNotDictionary(found: .array))
  }

  /// Another kind of file (an asset catalog's `Contents.json`, SwiftPM's
  /// `Package.resolved`) is no config; a config with a misspelt section, or
  /// with no keys, is one.
  @Test func aFileWithNoKeyOfAConfigIsNone() {
    let sections = ["typography-colors", "typography-kit", "ui-font-text-styles"]
    #expect(
      notAConfig(#"{"images": [], "info": {"author": "xcode", "version": 1}}"#)
        == ParseFailure(
          .noKnownKey(
            document: "a TypographyKit config", found: ["images", "info"], known: sections),
          line: 1))
    #expect(
      notAConfig(#"{"pins": [], "version": 2}"#)?.description
        == "line 1: not a TypographyKit config: none of its keys ('pins', 'version') is one it "
        + "has (typography-colors, typography-kit, ui-font-text-styles)")
    #expect(notAConfig(#"{"ui-font-text-style": {}, "pins": []}"#) == nil)
    #expect(notAConfig(#"{"ui-colors": {}, "typography-kit": {}}"#) == nil)
    #expect(notAConfig("{}") == nil)
  }

  /// A file that begins as no JSON or plist does (an XcodeGen `project.yml`)
  /// says so with its first line, not that a `null` was expected; one that
  /// begins as JSON may is read as JSON.
  @Test func aFileOfAnotherFormatIsNamed() {
    #expect(
      failure("\nname: OpenFoodFacts\noptions:\n")?.description
        == "line 2: not a TypographyKit config: this is neither JSON nor a property list (it "
        + "begins 'name: OpenFoodFacts'); a config is JSON, an XML plist or a binary plist")
    #expect(failure("\u{FEFF}# notes")?.description.contains("(it begins '# notes')") == true)
    #expect(failure("nul")?.description.contains("neither JSON") == true)
    #expect(failure("null")?.reason == .topLevelNotDictionary(found: .null))
    #expect(failure("{\"a\": nope}")?.description.contains("neither JSON") == false)
  }

  /// An Android values file given as a config says what it is.
  @Test func anAndroidValuesFileIsNamed() {
    let failure = failure(
      "<?xml version=\"1.0\"?>\n<resources><string name=\"a\">A</string></resources>")
    #expect(failure?.line == 2)
    #expect(
      failure?.description
        == "line 2: found <resources> where a plist (this is an Android values file: check "
        + "reads it through a spec's \"resources\") was expected")
  }

  @Test func invalidUTF8NamesTheLine() {
    var bytes = Array("{\n\"a\": \"".utf8)
    bytes += [0xC3, 0x28]
    bytes += Array("\"}".utf8)
    #expect(failure(bytes) == ParseFailure(.invalidUTF8, line: 2))
    #expect(failure([0xFF, 0xFE, 0x7B, 0x00])?.reason == .unsupportedEncoding("UTF-16 or UTF-32"))
    #expect(UTF8Validation.firstInvalidOffset(in: [0xE0, 0x80, 0x80]) == 0)  // overlong
    #expect(UTF8Validation.firstInvalidOffset(in: [0xED, 0xA0, 0x80]) == 0)  // surrogate
    #expect(UTF8Validation.firstInvalidOffset(in: [0xF4, 0x90, 0x80, 0x80]) == 0)  // > U+10FFFF
    #expect(UTF8Validation.firstInvalidOffset(in: Array("é😀".utf8)) == nil)
  }

  /// ASCII is passed over eight bytes at a time: a bad sequence, or a good
  /// one, at each place in and around such words is judged as the standard
  /// library's own validation judges it, and a bad one is found where it is.
  @Test func validatesAtEveryPlaceInLongText() {
    let text = Array("The quick brown fox jumps over".utf8)
    let sequences: [[UInt8]] = [
      [0x80], [0xFF], [0xC3], [0xC3, 0x28], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xC3, 0xA9], [0xE6, 0x97, 0xA5], [0xF0, 0x9F, 0x98, 0x80],
    ]
    for sequence in sequences {
      for place in 0...20 {
        var bytes = text
        bytes.insert(contentsOf: sequence, at: place)
        let valid = String(validating: bytes, as: UTF8.self) != nil
        #expect(
          UTF8Validation.firstInvalidOffset(in: bytes) == (valid ? nil : place),
          "\(sequence) at \(place)")
      }
    }
  }

  @Test func deepNestingIsRefusedWithoutRecursingFurther() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(failure("{\"a\": \(deep)}")?.reason == .tooDeep(limit: 64))
    let xml = "<plist>" + String(repeating: "<array>", count: 10_000) + "</plist>"
    #expect(failure(xml)?.reason == .tooDeep(limit: 64))
    let ok = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
    #expect(failure("{\"a\": \(ok)}") == nil)
  }

  /// A 1 MB binary plist whose 3,000 references repeat one 1 MiB string: a
  /// parse error, not 3 GB of memory.
  @Test func binaryPlistRepeatingALargeStringIsAParseError() {
    let bytes = BinaryPlistWriter.plist([
      BinaryPlistWriter.dictionary([(key: 1, value: 2)]), BinaryPlistWriter.ascii("styles"),
      BinaryPlistWriter.array(Array(repeating: 3, count: 3_000)),
      BinaryPlistWriter.ascii(String(repeating: "x", count: 1 << 20)),
    ])
    #expect(failure(bytes)?.reason == .decodedTooLarge(limit: 64 << 20))
    let report = ConfigValidator(fonts: bundledFonts).validate(sources: [
      ConfigSource(path: "TypographyKit.plist", bytes: bytes)
    ])
    #expect(report.exitCode == 2)
    #expect(
      report.findings.map(\.message) == [
        "the decoded plist is larger than 64 MiB (references repeat objects)"
      ])
  }

  @Test func sizeLimit() {
    let limits = ConfigLimits(maximumFileSize: 10)
    #expect(
      failure(Array("{\"a\": 12345}".utf8), limits: limits)?.reason
        == .tooLarge(bytes: 12, limit: 10))
  }

  @Test func hugeFileOnDiskIsRefusedWithoutReadingIt() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typometer-huge-\(UUID()).json"
    ).path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 50 * 1024 * 1024)  // sparse 50 MB
    try handle.close()
    let report = ConfigValidator(fonts: bundledFonts).validate(files: [path])
    #expect(
      report.findings.map(\.detail) == [
        .parseFailure(.tooLarge(bytes: 50 * 1024 * 1024, limit: 16 * 1024 * 1024))
      ])
    #expect(report.exitCode == 2)
  }

  @Test func unreadableFiles() {
    let report = ConfigValidator(fonts: bundledFonts).validate(files: [
      "/nonexistent/config.json", "/tmp",
    ])
    #expect(report.findings.map(\.code) == [.parseError, .parseError])
    #expect(
      report.findings.map(\.detail) == [
        .parseFailure(.unreadable("no such file")), .parseFailure(.unreadable("is a directory")),
      ])
    #expect(report.exitCode == 2)
  }

  @Test func xmlPlistLinesAndValues() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <!-- a comment
      over two lines -->
      <dict>
        <key>s</key>
        <string>a &amp; b &lt; &#x41;&#66;</string>
        <key>i</key><integer>-42</integer>
        <key>r</key><real>2.5</real>
        <key>n</key><real>nan</real>
        <key>t</key><true/>
        <key>f</key><false></false>
        <key>d</key><date>2025-01-01T00:00:00Z</date>
        <key>b</key><data>AAEC</data>
        <key>e</key><string/>
        <key>c</key><string><![CDATA[<raw>]]></string>
        <key>a</key><array><integer>1</integer><dict/></array>
      </dict>
      </plist>
      """
    let document = try parse(xml)
    #expect(document.format == .xmlPlist)
    guard case .dictionary(let entries) = document.root.value else { return }
    #expect(entries.map(\.key) == ["s", "i", "r", "n", "t", "f", "d", "b", "e", "c", "a"])
    #expect(entries.map(\.line) == [7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18])
    if case .string(let s) = entries[0].value.value { #expect(s == "a & b < AB") }
    if case .number(let i) = entries[1].value.value { #expect(i == -42) }
    if case .number(let n) = entries[3].value.value { #expect(n.isNaN) }
    if case .bool(let t) = entries[4].value.value { #expect(t) }
    if case .string(let c) = entries[9].value.value { #expect(c == "<raw>") }
  }

  @Test func malformedXMLNamesTheLine() {
    let cases: [(String, Int)] = [
      ("<plist>\n<dict>\n<key>a</key>\n</dict></plist>", 4),
      ("<plist>\n<dict>\n<string>a</string>\n</dict></plist>", 3),
      ("<plist>\n<dict>\n<key>a</key><integer>x</integer></dict></plist>", 3),
      ("<plist>\n<dict>\n<key>a</key><string>&bogus;</string></dict></plist>", 3),
      ("<plist>\n<dict>\n<key>a</key><foo/></dict></plist>", 3),
      ("<plist>\n<dict>\n<key>a</key><string>x</dict></plist>", 3),
      ("<plist>\n<dict>\n<!-- unterminated", 3),
      ("<plist>\n<dict/>\n</plist>\nextra", 4),
    ]
    for (text, line) in cases {
      let found = failure(text)
      #expect(found != nil, "\(text)")
      #expect(found?.line == line, "\(text): \(String(describing: found))")
    }
  }

  @Test func binaryPlist() throws {
    let object: [String: Any] = [
      "ui-font-text-styles": [
        "h": ["font-name": "Inter", "point-size": 12, "letter-spacing": 1.5]
      ],
      "typography-kit": ["is-development": true],
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let report = ConfigValidator(fonts: bundledFonts).validate(sources: [
      ConfigSource(path: "b.json", bytes: [UInt8](data))
    ])
    #expect(report.formats["b.json"] == .binaryPlist)
    #expect(report.findings.isEmpty)
    #expect(report.styles["h"]?.letterSpacing == 1.5)
    #expect(report.configuration.settings.isDevelopment == true)
    // Booleans stay booleans: true is not a size.
    let wrong: [String: Any] = [
      "ui-font-text-styles": ["h": ["font-name": "Inter", "point-size": true]]
    ]
    let wrongData = try PropertyListSerialization.data(
      fromPropertyList: wrong, format: .binary, options: 0)
    let wrongReport = ConfigValidator(fonts: bundledFonts).validate(sources: [
      ConfigSource(path: "b", bytes: [UInt8](wrongData))
    ])
    #expect(
      wrongReport.findings.map(\.detail) == [.sizeInvalid(key: "point-size", found: .boolean(true))]
    )
    #expect(wrongReport.findings.first?.line == nil)
  }

  @Test func truncatedBinaryPlistIsAParseError() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["a": "b"], format: .binary, options: 0)
    for length in [6, 8, 12, data.count - 1] {
      let report = validate(String(decoding: data.prefix(length), as: UTF8.self))
      _ = report
      let bytesReport = ConfigValidator(fonts: bundledFonts).validate(sources: [
        ConfigSource(path: "t", bytes: [UInt8](data.prefix(length)))
      ])
      #expect(bytesReport.findings.map(\.code) == [.parseError])
    }
  }

  @Test func inputsAreNotWritten() throws {
    let path = example("TypographyKit.json")
    let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    _ = ConfigValidator(fonts: bundledFonts).validate(files: [path])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    #expect(
      try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
  }
}
