import StructuredText

/// Parses an Interface Builder file (`.storyboard`, `.xib`) for the text it
/// shows: the strings `ibtool --export-strings-file` exports, keyed as it
/// keys them (`ObjectID.property`: `f6f-QY-3H3.text`, `DBH-J5-aEO.normalTitle`,
/// `Fqo-1c-3L1.ibShadowedLabels[0]`), each with its object's class as the
/// export's comment names it (`UILabel`, `NSTextFieldCell`: `UI` or `NS`
/// and the element's name) in ``StringCollector/interfaceClasses``, at the
/// line of the element that holds it.
///
/// A `Base.lproj` file's text is what the development language shows, and
/// every language a `.strings` file of the same table does not translate.
/// The properties read, by element (an empty one is none):
/// - a label's `text`; a text field's `text` and `placeholder`; a search
///   bar's `placeholder` and `prompt`; a button's
///   title in each state (`normalTitle`, `selectedTitle`, …), or its
///   configuration's where it has one (`configuration.title`: what the
///   button shows, its states' titles then unused); a segmented control's
///   `segmentTitles[n]`;
/// - a navigation item's `title`, `prompt` and `backButtonTitle`; a bar
///   button item's and a tab bar item's `title`; a table view section's
///   `headerTitle` and `footerTitle`; a view controller's `title`;
/// - on macOS, a text field cell's (and a secure, search or token field
///   cell's) `title` and `placeholderString`; a button cell's `title` and
///   `alternateTitle`; a menu's and a menu item's `title`; a box's `title`
///   (not one of no title position); a window's `title`; a tab view item's
///   `label`; a toolbar item's `label` and `paletteLabel`; a table column's
///   `headerCell.title`; a segmented cell's `ibShadowedLabels[n]`;
/// - any object's accessibility `accessibilityLabel` and
///   `accessibilityHint`.
///
/// Not read: a text view's text (the content its code sets: Element's
/// message cells hold "text message", new ones Lorem ipsum), a tool tip
/// (`ibShadowedToolTip`, which the system draws in a window of its own,
/// growing to fit), a pop-up button cell's title (its menu items'), and
/// text set in code.
package enum InterfaceBuilderParser {
  /// The deepest element nesting accepted: views nest deeply in a
  /// storyboard, which the element stack, not the call stack, holds.
  static let maximumDepth = 512

  /// The properties an element's attributes (or `<string key="…">`
  /// children, for text with line breaks) give, by element name.
  static let properties: [String: [String]] = [
    "label": ["text"], "textField": ["text", "placeholder"],
    "searchBar": ["placeholder", "prompt"],
    "navigationItem": ["title", "prompt", "backButtonTitle"], "barButtonItem": ["title"],
    "tabBarItem": ["title"], "tableViewSection": ["headerTitle", "footerTitle"],
    "viewController": ["title"], "tableViewController": ["title"],
    "collectionViewController": ["title"], "navigationController": ["title"],
    "splitViewController": ["title"], "tabBarController": ["title"],
    "pageViewController": ["title"],
    "textFieldCell": ["title", "placeholderString"],
    "secureTextFieldCell": ["title", "placeholderString"],
    "searchFieldCell": ["title", "placeholderString"],
    "tokenFieldCell": ["title", "placeholderString"], "buttonCell": ["title", "alternateTitle"],
    "menu": ["title"], "menuItem": ["title"], "box": ["title"], "window": ["title"],
    "tabViewItem": ["label"], "toolbarItem": ["label", "paletteLabel"],
  ]

  static func parse(
    _ rawBytes: [UInt8], language: String?, limits: CatalogLimits,
    into collector: inout StringCollector
  ) throws(ParseError) {
    var bounded = limits
    bounded.maximumDepth = max(limits.maximumDepth, maximumDepth)
    let root = try XMLElementNode.catalogXML(rawBytes, limits: bounded)
    if root.name == "archive" {
      throw ParseError(
        "an Interface Builder 3 archive (<archive>), whose text this reader does not read: "
          + "save it again in a current Xcode (a <document>), or leave it out", line: root.line)
    }
    guard root.name == "document" else {
      throw ParseError(
        "the root element is <\(root.name.prefix(80))>, not an Interface Builder document's "
          + "<document>", line: root.line)
    }
    let runtime = root.attributes["targetRuntime"] ?? ""
    let prefix = runtime.hasPrefix("MacOSX") ? "NS" : "UI"
    // Document order: each element before those inside it.
    var pending = [root]
    while let element = pending.popLast() {
      pending += element.elements.reversed()
      guard let id = element.attributes["id"], !id.isEmpty else { continue }
      let name = element.name
      let interfaceClass = prefix + name.prefix(1).uppercased() + name.dropFirst()
      for (property, text, line) in texts(of: element) where !text.isEmpty {
        let key = id + "." + property
        try collector.add(key: key, value: text, language: language, line: line)
        collector.interfaceClasses[key] = interfaceClass
      }
    }
  }

  /// The properties `element` (one with an ID) shows, with their text and
  /// the line of the element that holds each.
  package static func texts(of element: XMLElementNode) -> [(String, String, Int)] {
    // A table column's data cell is the template of its rows: the data
    // source gives each row's text.
    if element.attributes["key"] == "dataCell" { return [] }
    var found: [(String, String, Int)] = []
    var names = properties[element.name] ?? []
    if element.name == "box", element.attributes["titlePosition"] == "noTitle" { names = [] }
    for name in names {
      if let text = element.attributes[name] { found.append((name, text, element.line)) }
    }
    // A button of a configuration shows the configuration's title.
    let configured =
      element.name == "button"
      && element.elements.contains {
        $0.attributes["key"] == "configuration"
          && ($0.attributes["title"] != nil || string(in: $0, key: "title") != nil)
      }
    for child in element.elements {
      let key = child.attributes["key"]
      switch child.name {
      case "string" where key.map(names.contains) == true:
        found.append((key ?? "", text(of: child), child.line))
      case "state" where element.name == "button" && !configured:
        guard let key, let title = child.attributes["title"] ?? string(in: child, key: "title")
        else { continue }
        found.append((key + "Title", title, child.line))
      case _ where element.name == "button" && key == "configuration":
        if let title = child.attributes["title"] ?? string(in: child, key: "title") {
          found.append(("configuration.title", title, child.line))
        }
      case _ where element.name == "tableColumn" && key == "headerCell":
        if let title = child.attributes["title"] {
          found.append(("headerCell.title", title, child.line))
        }
      case "segments":
        for (n, segment) in child.elements.enumerated() {
          if element.name == "segmentedControl", let title = segment.attributes["title"] {
            found.append(("segmentTitles[\(n)]", title, segment.line))
          } else if element.name == "segmentedCell", let label = segment.attributes["label"] {
            found.append(("ibShadowedLabels[\(n)]", label, segment.line))
          }
        }
      case "accessibility" where key == "accessibilityConfiguration":
        if let label = child.attributes["label"] {
          found.append(("accessibilityLabel", label, child.line))
        }
        if let hint = child.attributes["hint"] {
          found.append(("accessibilityHint", hint, child.line))
        }
      default: continue
      }
    }
    return found
  }

  /// The text of `element`'s `<string key="KEY">` child, or nil.
  static func string(in element: XMLElementNode, key: String) -> String? {
    element.elements.first { $0.name == "string" && $0.attributes["key"] == key }
      .map(text(of:))
  }

  /// The text of an element's text children, as written (an Interface
  /// Builder `<string>` keeps its line breaks and spaces).
  static func text(of element: XMLElementNode) -> String {
    var text = ""
    for child in element.children {
      if case .text(let piece, _) = child { text += piece }
    }
    return text
  }
}
