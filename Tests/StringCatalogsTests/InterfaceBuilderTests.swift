import Foundation
import StringCatalogs
import TestSupport
import Testing

/// Interface Builder files read as string files: the text `ibtool
/// --export-strings-file` exports from them, keyed and classed as it does.
@Suite struct InterfaceBuilderTests {
  /// The base files of `Tests/Data/interface-builder` and a translation
  /// `ibtool` exported from each.
  static let pairs = [
    ("DuckDuckGo/Base.lproj/Feedback.storyboard", "DuckDuckGo/de.lproj/Feedback.strings"),
    ("DuckDuckGo/Base.lproj/Settings.storyboard", "DuckDuckGo/de.lproj/Settings.strings"),
    (
      "Clipy/Base.lproj/CPYGeneralPreferenceViewController.xib",
      "Clipy/de.lproj/CPYGeneralPreferenceViewController.strings"
    ),
  ]

  static func fixture(_ path: String) -> String { Fixtures.data("interface-builder/" + path) }

  /// What the comments of an `ibtool` export say the base file held, by
  /// key: the object's class and the property's text
  /// (`/* Class = "UILabel"; text = "Tap anywhere"; ObjectID = "Vur-vA-mVI"; */`).
  static func exported(_ path: String) throws -> [String: Shown] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let entry =
      #/\/\* Class = "(?<c>[A-Za-z]+)"; [A-Za-z.\[\]0-9]+ = "(?<v>(?:[^"\\]|\\.)*)"; ObjectID = "[^"]+";[^*]*\*\/\s*"(?<k>[^"]+)"/#
    var found: [String: Shown] = [:]
    for match in text.matches(of: entry) {
      found[String(match.k)] = Shown(
        interfaceClass: String(match.c), text: Fixtures.unescaped(String(match.v)))
    }
    return found
  }

  struct Shown: Equatable, CustomStringConvertible {
    var interfaceClass: String?
    var text: String
    var description: String { "\(interfaceClass ?? "nil") \(text.debugDescription)" }
  }

  /// Every entry of each export is the base file's: the same key, class and
  /// text (68 entries, of labels, buttons in each state, navigation and
  /// bar button items, text fields' placeholders, table sections' headers
  /// and footers, controllers' titles, accessibility labels and hints, and
  /// a Mac xib's text field cells and button cells).
  @Test func keysClassesAndTextsAreIBToolsExports() throws {
    var compared = 0
    for (base, translation) in Self.pairs {
      let file = try StringFile.load(path: Self.fixture(base))
      #expect(file.format == .interfaceBuilder)
      var read: [String: Shown] = [:]
      for string in file.strings {
        #expect(read[string.key] == nil, "\(string.key) twice")
        read[string.key] = Shown(
          interfaceClass: file.interfaceClasses[string.key], text: string.value)
      }
      let reference = try Self.exported(Self.fixture(translation))
      #expect(reference.count >= 10, "\(translation)")
      // (No key of the base file's that the export lacks, either.)
      #expect(read.count == reference.count, "\(base)")
      for (key, shown) in reference {
        #expect(read[key] == shown, "\(base): \(key)")
        compared += 1
      }
    }
    #expect(compared == 68)
  }

  /// A base file's strings are the development language's (no language
  /// of its own); another `.lproj`'s are that language's. Each string is at
  /// the line of the element that holds it, in the file's order.
  @Test func languageAndLines() throws {
    let path = Self.fixture("DuckDuckGo/Base.lproj/Settings.storyboard")
    let file = try StringFile.load(path: path)
    #expect(file.language == nil && file.isBaseLocalization)
    let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
    let title = try #require(file.strings.first { $0.key == "zZa-pF-SHk.title" })
    let line = try #require(lines.firstIndex { $0.contains(#"id="zZa-pF-SHk""#) })
    #expect(title.line == line + 1)
    let order = file.strings.compactMap(\.line)
    #expect(order == order.sorted())
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let german = try write(
      try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), to: "de.lproj/Settings.storyboard",
      in: directory)
    let translated = try StringFile.load(path: german)
    #expect(translated.language == "de" && !translated.isBaseLocalization)
    #expect(translated.strings.allSatisfy { $0.language == "de" })
  }

  /// What is read and what is not: text with line breaks in a `<string>`;
  /// a button's titles in each state, or its configuration's alone where
  /// it has one; segments; not an empty title, a box drawn with no title, a
  /// pop-up button cell's title (its items' are its menu's), a text view's
  /// text (the content its code sets), a tool tip (the system's window
  /// draws it), nor a constraint's `placeholder` flag.
  @Test func whatIsRead() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let ios = try write(
      Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
          <scenes><scene sceneID="s1"><objects>
            <viewController id="vc1-aa-bbb" title="">
              <view key="view" id="v01-aa-bbb"><subviews>
                <label text="" id="lb0-aa-bbb"/>
                <label id="lb1-aa-bbb"><string key="text">Two
        lines</string></label>
                <button id="bt1-aa-bbb"><state key="normal" title="Save"/><state key="selected"><string key="title">Saved</string></state></button>
                <segmentedControl id="sg1-aa-bbb"><segments><segment title="Day"/><segment title="Week"/></segments></segmentedControl>
                <textView id="tv1-aa-bbb" text="Lorem ipsum"/>
                <button id="bt2-aa-bbb"><buttonConfiguration key="configuration" style="plain" title="Continue"/><state key="normal" title="Button"/></button>
              </subviews>
              <constraints><constraint placeholder="YES" id="ct1-aa-bbb"/></constraints></view>
            </viewController>
          </objects></scene></scenes>
        </document>
        """.utf8), to: "Base.lproj/Main.storyboard", in: directory)
    let file = try StringFile.load(path: ios)
    #expect(
      file.strings.map { [$0.key, $0.value] } == [
        ["lb1-aa-bbb.text", "Two\nlines"], ["bt1-aa-bbb.normalTitle", "Save"],
        ["bt1-aa-bbb.selectedTitle", "Saved"], ["sg1-aa-bbb.segmentTitles[0]", "Day"],
        ["sg1-aa-bbb.segmentTitles[1]", "Week"], ["bt2-aa-bbb.configuration.title", "Continue"],
      ])
    #expect(file.interfaceClasses["sg1-aa-bbb.segmentTitles[0]"] == "UISegmentedControl")
    let mac = try write(
      Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
          <objects>
            <box titlePosition="noTitle" title="Box" id="bx1-aa-bbb"/>
            <box title="Shortcuts" id="bx2-aa-bbb"/>
            <popUpButtonCell title="Item 1" id="pu1-aa-bbb"/>
            <menuItem title="Quit" toolTip="Leave" id="mi1-aa-bbb"/>
            <tableColumn id="tc1-aa-bbb"><textFieldCell key="dataCell" title="4/1/1976, 11:00 pm" id="dc1-aa-bbb"/></tableColumn>
            <segmentedCell id="sc1-aa-bbb"><segments><segment label="A"/><segment/><segment label="C"/></segments></segmentedCell>
          </objects>
        </document>
        """.utf8), to: "Base.lproj/Prefs.xib", in: directory)
    let xib = try StringFile.load(path: mac)
    #expect(
      xib.strings.map(\.key) == [
        "bx2-aa-bbb.title", "mi1-aa-bbb.title", "sc1-aa-bbb.ibShadowedLabels[0]",
        "sc1-aa-bbb.ibShadowedLabels[2]",
      ])
    #expect(xib.interfaceClasses["mi1-aa-bbb.title"] == "NSMenuItem")
  }

  /// Bad input is said with the file and line: XML that does not parse,
  /// another XML document (Android values named `.xib`), and a file of
  /// elements nested deeper than any storyboard is refused, not read
  /// without end; nesting as deep as a storyboard's is read.
  @Test func badInputIsSaid() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = try write(
      Array("<document targetRuntime=\"iOS.CocoaTouch\">\n<label id=\"a\" text=\"x\">\n".utf8),
      to: "Base.lproj/Broken.storyboard", in: directory)
    let error = try #require(loadError(broken))
    #expect("\(error)".contains("Broken.storyboard:"), "\(error)")
    let other = try write(
      Array("<resources><string name=\"a\">A</string></resources>".utf8),
      to: "Base.lproj/Other.xib", in: directory)
    let otherError = try #require(loadError(other))
    #expect(
      "\(otherError)".contains("not an Interface Builder document's <document>"), "\(otherError)")
    // Interface Builder 3's archives are said as what they are.
    let archive = try write(
      Array(#"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.Cocoa.XIB"/>"#.utf8),
      to: "Base.lproj/Old.xib", in: directory)
    let archiveError = try #require(loadError(archive))
    #expect("\(archiveError)".contains("an Interface Builder 3 archive"), "\(archiveError)")
    func nested(_ depth: Int) -> [UInt8] {
      Array(
        ("<document targetRuntime=\"iOS.CocoaTouch\">" + String(repeating: "<view>", count: depth)
          + "<label id=\"l1-aa-bbb\" text=\"Deep\"/>" + String(repeating: "</view>", count: depth)
          + "</document>").utf8)
    }
    let deep = try write(nested(200), to: "Base.lproj/Deep.storyboard", in: directory)
    #expect(try StringFile.load(path: deep).strings.map(\.value) == ["Deep"])
    let tooDeep = try write(nested(5_000), to: "Base.lproj/TooDeep.storyboard", in: directory)
    #expect(loadError(tooDeep) != nil)
  }
}
