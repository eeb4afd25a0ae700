import Foundation
import StringCatalogs
import Testing

@Suite struct StringsDictTests {
  @Test func pluralDeviceAndWidthRules() throws {
    let file = try StringFile.load(path: catalog("en.lproj/Localizable.stringsdict"))
    #expect(file.format == .stringsdict)
    #expect(
      rows(file) == [
        Row("items.in.basket", "No items in your basket", "en", "plural.zero", line: 16),
        Row("items.in.basket", "%d item in your basket", "en", "plural.one", line: 18),
        Row("items.in.basket", "%d items in your basket", "en", "plural.other", line: 20),
        // Two variables: all at "other", then each other form of each variable.
        Row("files.in.folders", "%1$d files in %2$d folders", "en", "plural.other", line: 36),
        Row("files.in.folders", "%1$d file in %2$d folders", "en", "plural.files.one", line: 34),
        Row("files.in.folders", "%1$d files in one folder", "en", "plural.folders.one", line: 45),
        Row("minutes.left", "%ld minute left & counting", "en", "plural.one", line: 61),
        Row("minutes.left", "%ld minutes left & counting", "en", "plural.other", line: 63),
        Row("tap.to.pay", "Tap to pay", "en", "device.iphone", line: 71),
        Row("tap.to.pay", "Click to pay", "en", "device.mac", line: 73),
        Row("title.width", "Basket", "en", "width.20", line: 81),
        Row("title.width", "Your shopping basket", "en", "width.50", line: 83),
      ])
  }

  @Test func binaryPropertyList() throws {
    let file = try StringFile.load(path: catalog("en.lproj/Binary.stringsdict"))
    #expect(
      rows(file) == [
        Row("items", "%d item left", "en", "plural.one", line: nil),
        Row("items", "%d items left", "en", "plural.other", line: nil),
      ])
  }

  @Test func nestedVariablesAndDevicePlurals() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let xml = """
      <plist version="1.0"><dict>
      <key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@a@ %#@missing@</string>
        <key>a</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>one</key><string>one (%#@b@)</string>
          <key>other</key><string>many (%#@b@)</string>
        </dict>
        <key>b</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>other</key><string>%#@c@</string>
        </dict>
        <key>c</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>other</key><string>deep</string>
        </dict>
      </dict>
      <key>d</key><dict>
        <key>NSStringDeviceSpecificRuleType</key><dict>
          <key>ipad</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>one</key><string>One</string>
              <key>other</key><string>Many</string>
            </dict>
          </dict>
        </dict>
      </dict>
      </dict></plist>
      """
    let path = try write(Array(xml.utf8), to: "ja.lproj/N.stringsdict", in: directory)
    let file = try StringFile.load(path: path)
    #expect(file.strings.count == 4)
    let values = file.strings.map(\.value)
    // a → b → c, each nested one at its other form; the unknown variable
    // stays as written (its sample text fills it in later).
    #expect(values[0] == "one (deep) %#@missing@")
    #expect(values[1] == "many (deep) %#@missing@")
    #expect(
      file.strings.map(\.variant) == [
        "plural.one", "plural.other", "device.ipad.plural.one", "device.ipad.plural.other",
      ])
    #expect(values[2...] == ["One", "Many"])
  }

  /// A variable without `other` (a Belarusian file gives one, few and many:
  /// whole numbers need no more) gives the forms it has; one with no plural
  /// form at all is an error at its line.
  @Test func aVariableWithoutOtherGivesItsForms() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func file(_ forms: String) -> String {
      """
      <plist version="1.0"><dict>
      <key>digits</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@COUNT@</string>
        <key>COUNT</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          \(forms)
        </dict>
      </dict>
      </dict></plist>
      """
    }
    let be = try write(
      Array(
        file(
          "<key>few</key><string>Уведзена %1$d лічбы</string>\n"
            + "<key>many</key><string>Уведзена %1$d лічб</string>\n"
            + "<key>one</key><string>Уведзеная лічба %1$d</string>"
        ).utf8), to: "be.lproj/L.stringsdict", in: directory)
    let strings = try StringFile.load(path: be).strings
    #expect(strings.map(\.variant) == ["plural.one", "plural.few", "plural.many"])
    #expect(
      strings.map(\.value) == ["Уведзеная лічба %1$d", "Уведзена %1$d лічбы", "Уведзена %1$d лічб"])
    let none = try write(
      Array(file("<key>several</key><string>x</string>").utf8),
      to: "fr.lproj/L.stringsdict", in: directory)
    guard case .malformed(_, let line, let reason)? = loadError(none) else {
      Issue.record("a variable with no form loaded")
      return
    }
    #expect(line == 4)
    #expect(reason.contains("has no plural form"))
  }

  /// Digits before `#@` without `$` are a width to CoreFoundation's format
  /// parser, which still takes the variable after them: DuckDuckGo writes
  /// `%1#@count@`, and its forms are the strings, not the format.
  @Test func aWidthBeforeAVariableKeepsTheVariable() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try write(
      Array(
        """
        <plist version="1.0"><dict>
        <key>trackers</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%1#@count@ here</string>
          <key>count</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%2$@ and one other</string>
            <key>other</key><string>%2$@ and %1$d others</string>
          </dict>
        </dict>
        </dict></plist>
        """.utf8), to: "en.lproj/L.stringsdict", in: directory)
    let strings = try StringFile.load(path: path).strings
    #expect(strings.map(\.variant) == ["plural.one", "plural.other"])
    #expect(strings.map(\.value) == ["%2$@ and one other here", "%2$@ and %1$d others here"])
  }

  /// Variables that refer to each other in a loop, or expand past the
  /// budget, are an error at the format's line: never a value cut short.
  @Test func loopsAndRunawayExpansionsAreErrors() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func plural(_ name: String, _ other: String) -> String {
      """
      <key>\(name)</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>other</key><string>\(other)</string>
      </dict>
      """
    }
    // x → y → x.
    let loop = """
      <plist><dict>
      <key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@x@</string>
      \(plural("x", "a %#@y@"))\(plural("y", "b %#@x@"))
      </dict></dict></plist>
      """
    let loopPath = try write(Array(loop.utf8), to: "L.stringsdict", in: directory)
    guard case .malformed(_, let line, let reason)? = loadError(loopPath) else {
      Issue.record("expected an error")
      return
    }
    #expect(line == 3)
    #expect(reason.contains("refers back to itself"))
    // Each of v0 … v11 holds the next one twice: 2^12 replacements.
    let doubling = (0..<11).map { plural("v\($0)", "%#@v\($0 + 1)@ %#@v\($0 + 1)@") }.joined()
    let runaway = """
      <plist><dict>
      <key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@v0@</string>
      \(doubling)\(plural("v11", "end"))
      </dict></dict></plist>
      """
    let runawayPath = try write(Array(runaway.utf8), to: "R.stringsdict", in: directory)
    guard case .malformed(_, _, let why)? = loadError(runawayPath) else {
      Issue.record("expected an error")
      return
    }
    #expect(why.contains("more than 1000 replacements"))
  }

  @Test func errorsHaveLines() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let noForm = """
      <plist><dict>
      <key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
        <key>a</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        </dict>
      </dict></dict></plist>
      """
    let path = try write(Array(noForm.utf8), to: "A.stringsdict", in: directory)
    #expect(loadError(path)?.line == 4)
    let broken = "<plist><dict>\n<key>k</key>\n<string>x</dict></plist>"
    let brokenPath = try write(Array(broken.utf8), to: "B.stringsdict", in: directory)
    guard case .malformed(_, let line, _)? = loadError(brokenPath) else {
      Issue.record("expected malformed")
      return
    }
    #expect(line == 3)
  }
}
