import Testing

@testable import StringCatalogs

/// Regression: Foundation's XMLParser crashed (SIGSEGV in strlen) on a
/// processing instruction without data; found by FuzzStringCatalogs. XML is now
/// read by StructuredText's own tokenizer; `strings.xml` still refuses
/// processing instructions with their line, and the input stays an error in
/// every XML format.
@Suite struct ProcessingInstructionTests {
  static let crashInput: [UInt8] = Array("<?<?xml?>\n>\n".utf8)

  @Test(arguments: [
    ("Localizable.strings", StringFileFormat.strings),
    ("Localizable.stringsdict", .stringsdict),
    ("values/strings.xml", .androidXML),
  ])
  func processingInstructionIsAnErrorNotACrash(_ path: String, _ format: StringFileFormat) {
    #expect(throws: StringFileError.self) {
      _ = try StringFile.parse(bytes: Self.crashInput, path: path, format: format)
    }
  }

  @Test func instructionAfterTheDeclarationIsRefusedWithItsLine() {
    let xml = Array("<?xml version=\"1.0\"?>\n<resources>\n<?pi?>\n</resources>\n".utf8)
    #expect(
      throws: StringFileError.malformed(
        path: "values/strings.xml", line: 3,
        reason: "XML processing instructions (<?…?>) are not supported")
    ) {
      _ = try StringFile.parse(bytes: xml, path: "values/strings.xml")
    }
  }

  @Test func ordinaryAndroidFileStillParses() throws {
    let xml = Array(
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources><string name=\"a\">b</string></resources>\n"
        .utf8)
    let file = try StringFile.parse(bytes: xml, path: "values/strings.xml")
    #expect(file.strings.count == 1)
  }
}
