import AndroidResources
import TestSupport
import Testing

@Suite struct ErrorTests {
  let styles = res("errors") + "/values/styles.xml"

  @Test func cycleNamesTheChain() throws {
    let resources = try AndroidResources.load(folders: [res("errors")])
    let failure = try #require(error { try resources.textAppearance(named: "Loop.A") })
    #expect(failure.reason == .parentCycle(chain: ["Loop.A", "Loop.B", "Loop.C", "Loop.A"]))
    #expect(failure.path == styles)
    #expect(failure.line == 5)
    #expect(
      failure.description
        == "\(styles):5: style parents form a cycle: Loop.A → Loop.B → Loop.C → Loop.A")
  }

  @Test func missingParentSuggestsNames() throws {
    let resources = try AndroidResources.load(folders: [res("errors")])
    let failure = try #require(error { try resources.textAppearance(named: "Misspelt") })
    #expect(
      failure.reason
        == .parentNotFound(
          style: "Misspelt", parent: "TextAppearance.Shop.Titel",
          suggestions: ["TextAppearance.Shop.Title"]))
    #expect(failure.line == 9)
    #expect(failure.description.hasSuffix("did you mean 'TextAppearance.Shop.Title'?"))
  }

  @Test func missingStyleSuggestsNames() throws {
    let resources = try app()
    let failure = try #require(error { try resources.textAppearance(named: "Headin") })
    #expect(failure.reason == .styleNotFound(name: "Headin", suggestions: ["Heading"]))
    let role = try #require(error { try resources.textAppearance(named: "bodyLarg") })
    #expect(role.reason == .styleNotFound(name: "bodyLarg", suggestions: ["bodyLarge"]))
  }

  @Test func dimensionWithoutUnit() throws {
    let resources = try AndroidResources.load(folders: [res("errors")])
    let failure = try #require(error { try resources.textAppearance(named: "NoUnit") })
    guard case .badValue(let attribute, let value, _) = failure.reason else {
      Issue.record("unexpected \(failure)")
      return
    }
    #expect(attribute == "android:textSize")
    #expect(value == "16")
    #expect(failure.path == styles)
    #expect(failure.line == 11)
    #expect(failure.description.hasPrefix("\(styles):11: android:textSize is '16'; expected"))
  }

  @Test func otherBadValues() throws {
    let resources = try AndroidResources.load(folders: [res("errors")])
    let style = try #require(error { try resources.textAppearance(named: "BadStyle") })
    guard case .badValue("android:textStyle", "bold|heavy", _) = style.reason else {
      Issue.record("unexpected \(style)")
      return
    }
    #expect(style.line == 17)
    let caps = try #require(error { try resources.textAppearance(named: "BadBoolean") })
    guard case .badValue("android:textAllCaps", "yes", "true or false") = caps.reason else {
      Issue.record("unexpected \(caps)")
      return
    }
  }

  @Test func undefinedDimension() throws {
    let resources = try AndroidResources.load(folders: [res("errors")])
    let failure = try #require(error { try resources.textAppearance(named: "MissingDimen") })
    #expect(
      failure.reason
        == .resourceNotFound(reference: "@dimen/text_bodi", suggestions: ["@dimen/text_body"]))
    #expect(failure.line == 14)
  }

  @Test func malformedXMLNamesFileAndLine() {
    let failure = error { try AndroidResources.load(folders: [res("malformed")]) }
    #expect(failure?.path == res("malformed") + "/values/styles.xml")
    #expect(failure?.line == 7)
    guard case .notXML = failure?.reason else {
      Issue.record("unexpected \(String(describing: failure))")
      return
    }
    #expect(failure?.description.hasPrefix(res("malformed") + "/values/styles.xml:7: ") == true)
  }

  /// A values file whose XML declaration says ISO-8859-1 is read in it, as
  /// aapt2 reads it; the same bytes undeclared are no UTF-8, said at their line.
  @Test func anISO88591ValuesFileIsRead() throws {
    let folder = try TemporaryFolder("android-latin1")
    let body =
      Array("<resources>\n<string name=\"a\">Gr".utf8) + [0xFC]
      + Array(
        "n</string>\n<style name=\"T\"><item name=\"android:textSize\">15sp</item></style>\n</resources>\n"
          .utf8)
    _ = try folder.write(
      "res/values/strings.xml",
      Array(#"<?xml version="1.0" encoding="ISO-8859-1"?>"#.utf8) + [0x0A] + body)
    let loaded = try AndroidResources.load(folders: [folder.url("res")])
    #expect(try loaded.textAppearance(named: "T").textSize?.value == 15)
    _ = try folder.write("res/values/strings.xml", body)
    let failure = error { try AndroidResources.load(folders: [folder.url("res")]) }
    #expect(failure?.line == 2, "\(String(describing: failure))")
  }

  /// A values file in UTF-16 with a byte-order mark, in either byte order,
  /// is read, as aapt2's parser reads it (and the string reader does); an
  /// unpaired surrogate is said at its line.
  @Test func aUTF16ValuesFileIsRead() throws {
    let folder = try TemporaryFolder("android-utf16")
    let text =
      "<?xml version=\"1.0\" encoding=\"utf-16\"?>\n<resources>\n<string name=\"a\">Grün</string>\n"
      + "<style name=\"T\"><item name=\"android:textSize\">15sp</item></style>\n</resources>\n"
    // The byte-order mark (U+FEFF) and the text, in one byte order or the other.
    func encoded(_ units: [UInt16], bigEndian: Bool) -> [UInt8] {
      var bytes: [UInt8] = []
      for unit in [0xFEFF] + units {
        let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        bytes += bigEndian ? pair : pair.reversed()
      }
      return bytes
    }
    let units = Array(text.utf16)
    for bytes in [encoded(units, bigEndian: false), encoded(units, bigEndian: true)] {
      _ = try folder.write("res/values/strings.xml", bytes)
      let loaded = try AndroidResources.load(folders: [folder.url("res")])
      #expect(try loaded.textAppearance(named: "T").textSize?.value == 15)
    }
    // A lone high surrogate on the third line.
    let broken = Array(units.prefix(60)) + [0xD800] + Array(units.dropFirst(60))
    #expect(units.prefix(60).filter { $0 == 0x0A }.count == 2)
    _ = try folder.write("res/values/strings.xml", encoded(broken, bigEndian: false))
    let failure = error { try AndroidResources.load(folders: [folder.url("res")]) }
    #expect(failure?.line == 3, "\(String(describing: failure))")
  }

  @Test func missingFolder() {
    let failure = error { try AndroidResources.load(folders: [res("absent")]) }
    #expect(failure?.path == res("absent"))
    #expect(failure?.reason == .unreadable("no such file"))
  }

  @Test func chainLongerThan64() throws {
    let folder = try TemporaryFolder("android-deep")
    var xml = "<resources>\n"
    for index in 0..<70 {
      xml += "<style name=\"S\(index)\" parent=\"S\(index + 1)\"/>\n"
    }
    xml += "<style name=\"S70\" parent=\"\"/>\n</resources>\n"
    try folder.write("res/values/styles.xml", xml)
    let resources = try AndroidResources.load(folders: [folder.url("res")])
    let failure = try #require(error { try resources.textAppearance(named: "S0") })
    guard case .tooDeep(let chain, 64) = failure.reason else {
      Issue.record("unexpected \(failure)")
      return
    }
    #expect(chain.count == 64)
    #expect(chain.first == "S0")
    #expect(failure.line == 2)
    // 64 styles are fine.
    #expect(try resources.textAppearance(named: "S7").chain.count == 64)
  }
}
