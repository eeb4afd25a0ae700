import FileAccess
import StringCatalogs
import StructuredText
import TypeScale

// How an iOS app's storyboards and xibs lay out their objects' text, which
// `init` writes as containers of their own.
extension ProjectScan {
  /// How an iOS interface file lays out an object's text
  /// (`interfaceLayouts(in:root:)`): the container a spec measures it in.
  public struct InterfaceLayout: Hashable, Sendable {
    /// The text style the object's font names, by its name as a spec's
    /// container writes it (`TypeScale/TextStyle/name`: `subheadline`),
    /// or nil for the catch-all's.
    public var style: String?
    /// The most lines it shows (`numberOfLines`; a field's 1), or nil for
    /// as many as the text needs.
    public var maxLines: Int?
    /// The least scale a label shrinks its text to, to fit, as a fraction of
    /// its point size between 0 and 1 (its `minimumScaleFactor`, where it
    /// adjusts its font size to fit), or nil where it does not shrink.
    public var minimumScaleFactor: Double?
    /// Whether the spec skips the text: a navigation bar's title in an app
    /// that shows no large titles, which UIKit draws at one size whatever
    /// the Dynamic Type setting.
    public var skips = false
    /// The largest content-size category its text grows to, by its name as
    /// a spec's container writes it (`extraExtraExtraLarge`: SwiftUI's
    /// `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`), or nil where it
    /// grows with every category.
    public var largestCategory: String? = nil
    /// The case its text is shown in, as a spec's container writes it
    /// (`uppercase`: SwiftUI's `.textCase(.uppercase)`), or nil for the
    /// text as written.
    public var textCase: String? = nil
  }

  /// The keys of the text of the UIKit objects of the interface files at
  /// `paths` (relative to `root`, read to 32 MiB each) whose own layout the
  /// spec can say, with that layout: a `UITextField`'s text and placeholder
  /// and a `UISearchBar`'s placeholder, which never wrap (one line, in the
  /// text style the field's font names, else the catch-all's), and a
  /// `UILabel`'s text set in a text style (its `numberOfLines`, 1 where the
  /// file writes none, as Interface Builder leaves UIKit's default
  /// unwritten; none for 0; and its `minimumScaleFactor` where it adjusts
  /// its font size to fit, which Interface Builder writes
  /// `adjustsFontSizeToFit="NO"` where it does not). Not an object's in a
  /// font of a fixed size (``CheckRunner/hasFixedFont(_:)``: check leaves
  /// its text out, and a container naming its key would measure it), nor a
  /// label of a class of the app's own (its code sets its font), nor the
  /// text of an object an outlet connects to the code (which may set it:
  /// openHAB's `customTextLabel`, "Temp blabla"), nor empty text, nor
  /// Interface Builder's placeholder text, nor a Mac app's (`NSTextField`,
  /// whose cell may wrap): those are measured as every string is.
  ///
  /// A navigation item's title and a view controller's (which its
  /// navigation item shows where it has none) are a navigation bar's, on
  /// one line: where the app shows large titles (`largeTitles`: a
  /// navigation bar of its storyboards or its code prefers them), in
  /// `largeTitle`, which grows with Dynamic Type and is cut where too wide;
  /// elsewhere skipped, as the bar's inline title keeps one size (siskin
  /// IM's "Eksperymentalne" had been measured as a word split of body text).
  static func interfaceLayouts(in paths: [String], root: String, largeTitles: Bool = false)
    -> [String: InterfaceLayout]
  {
    var layouts: [String: InterfaceLayout] = [:]
    // Keys an object of no layout of its own has too (a copied xib keeps its
    // objects' IDs: Nextcloud Talk's `XBj-oY-kPW` is a label's text in one
    // and Interface Builder's `Label` in two), or two layouts: a container
    // naming them would measure the others.
    var mixed: Set<String> = []
    let marks = ["<textField", "<searchBar", "<label", "<navigationItem", "ViewController "].map {
      Array($0.utf8)
    }
    for path in paths {
      guard let bytes = try? InputFile.read(Paths.join(root, path), limit: 1 << 25),
        marks.contains(where: { bytes.holds($0) }),
        let document = try? XMLElementNode.parseXML(bytes, maximumDepth: 512),
        document.attributes["targetRuntime"].map({ !$0.hasPrefix("MacOSX") }) ?? true
      else { continue }
      // The objects an outlet connects to the code, which may set their text.
      let outlets = CheckRunner.outletDestinations(document)
      document.forEachElement { element in
        guard let id = element.attributes["id"] else { return }
        let texts = InterfaceBuilderParser.texts(of: element)
        guard !texts.isEmpty else { return }
        for (property, text, _) in texts {
          let key = id + "." + property
          guard
            let layout = Self.interfaceLayout(
              of: element, property: property, text: text, outlets: outlets,
              largeTitles: largeTitles),
            layouts[key].map({ $0 == layout }) ?? true
          else {
            mixed.insert(key)
            continue
          }
          layouts[key] = layout
        }
      }
    }
    for key in mixed { layouts[key] = nil }
    return layouts
  }

  /// Whether an Interface Builder element's title is one a navigation bar
  /// shows: a navigation item's, or a view controller's (not a navigation,
  /// split or tab bar controller's, which check reads apart).
  static func showsNavigationTitle(_ element: XMLElementNode) -> Bool {
    element.name == "navigationItem"
      || (element.name.hasSuffix("ViewController") && element.name != "splitViewController"
        && element.name != "tabBarController")
  }

  /// Whether an app prefers large titles somewhere: a navigation bar of its
  /// interface files (`largeTitles="YES"`) or its Swift and Objective-C code
  /// (`prefersLargeTitles = true`, `setPrefersLargeTitles:YES`) says so.
  static func prefersLargeTitles(codeFiles: [String], interfaceFiles: [String], root: String)
    -> Bool
  {
    if filesHold([Array("largeTitles=\"YES\"".utf8)], paths: interfaceFiles, root: root) {
      return true
    }
    var budget = maximumSwiftBytes
    for path in codeFiles where budget > 0 {
      guard let bytes = try? InputFile.read(Paths.join(root, path), limit: budget) else {
        continue
      }
      budget -= bytes.count
      if setsLargeTitles(bytes) { return true }
    }
    return false
  }

  /// Whether Swift or Objective-C code turns large titles on:
  /// `prefersLargeTitles = true` (or `YES`, however spaced),
  /// `setPrefersLargeTitles:YES`.
  static func setsLargeTitles(_ bytes: [UInt8]) -> Bool {
    let mark = Array("refersLargeTitles".utf8)
    var from = 0
    while let found = bytes.firstIndex(of: mark, from: from) {
      from = found + mark.count
      var k = from
      while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
      guard k < bytes.count, bytes[k] == 0x3D || bytes[k] == 0x3A else { continue }
      k += 1
      if k < bytes.count, bytes[k] == 0x3D { continue }  // (`==`: a comparison.)
      while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
      let rest = bytes[k..<min(bytes.count, k + 4)]
      if rest.starts(with: "true".utf8) || rest.starts(with: "YES".utf8) { return true }
    }
    return false
  }

  /// Whether one of the files at `paths` (relative to `root`, within
  /// ``maximumSwiftBytes`` in all) holds one of `marks`.
  static func filesHold(_ marks: [[UInt8]], paths: [String], root: String) -> Bool {
    var budget = maximumSwiftBytes
    for path in paths where budget > 0 {
      guard let bytes = try? InputFile.read(Paths.join(root, path), limit: budget) else {
        continue
      }
      budget -= bytes.count
      if marks.contains(where: bytes.holds) { return true }
    }
    return false
  }

  /// Whether an interface file's `text` is none of the app's that check
  /// measures in a container that names its key: Interface Builder's
  /// placeholder text, Lorem ipsum, Crowdin's in-context placeholders, an
  /// icon font's glyphs, an alphabet (which the catch-all leaves out, and a
  /// container naming the key would measure).
  static func isNoText(_ text: String) -> Bool {
    CheckRunner.isInterfacePlaceholder(text) || CheckRunner.isLoremIpsum(text)
      || CheckRunner.isInContextPlaceholder(text) || CheckRunner.isIconGlyphs(text)
      || CheckRunner.isAlphabet(text)
  }

  /// The layout of an Interface Builder element's text `property` (its
  /// `text`, `placeholder`) that `interfaceLayouts(in:root:)` says, or nil
  /// where it says none; `outlets`: the objects an outlet connects to the
  /// code, which may then set their text (a label's, a field's `text`; not
  /// a placeholder), measured as every string is, and their font.
  static func interfaceLayout(
    of element: XMLElementNode, property: String, text: String, outlets: Set<String>,
    largeTitles: Bool = false
  ) -> InterfaceLayout? {
    let outlet = element.attributes["id"].map(outlets.contains) == true
    if property == "title", Self.showsNavigationTitle(element), !Self.isNoText(text),
      !text.allSatisfy(\.isWhitespace), !CheckRunner.showsNoLargeTitle(element)
    {
      return largeTitles
        ? InterfaceLayout(style: "largeTitle", maxLines: 1)
        : InterfaceLayout(style: nil, maxLines: nil, skips: true)
    }
    let field = element.name == "textField" || element.name == "searchBar"
    guard field || element.name == "label", property == "text" || property == "placeholder",
      !(outlet && property == "text"),
      !text.allSatisfy(\.isWhitespace),
      CheckRunner.hasFixedFont(element, outlets: outlets) != true, !Self.isNoText(text)
    else { return nil }
    let style = CheckRunner.textStyle(of: element).flatMap {
      $0.isEmpty ? nil : (try? TextStyle(parsing: $0))?.name
    }
    var layout = InterfaceLayout(style: style, maxLines: 1)
    if field {
      // A text field shrinks its text (not its placeholder) to its
      // `minimumFontSize` where it adjusts it to fit (Interface Builder's
      // default: `adjustsFontSizeToFit="NO"` where it does not), which no
      // container says.
      guard property == "placeholder" || element.attributes["adjustsFontSizeToFit"] == "NO"
      else { return nil }
      return layout
    }
    // A label of no text style, or of a class of the app's own (Corona-Warn-
    // App's `ENALabel` sets its font from a runtime attribute): its code sets
    // its font.
    guard style != nil, element.attributes["customClass"] == nil else { return nil }
    let lines = element.attributes["numberOfLines"].map { Int($0) ?? 1 } ?? 1
    layout.maxLines = lines > 0 ? lines : nil
    // (Interface Builder writes `adjustsFontSizeToFit="NO"` where it does not
    // shrink, and nothing where it does; a label of no line limit never
    // shrinks.)
    if layout.maxLines != nil, element.attributes["adjustsFontSizeToFit"] != "NO",
      let scale = element.attributes["minimumScaleFactor"].flatMap(Double.init), scale > 0,
      scale < 1
    {
      layout.minimumScaleFactor = scale
    }
    return layout
  }
}
