import FileAccess
import StructuredText

/// A `<style>` as written in one values file.
struct StyleDefinition: Sendable {
  /// One `<item name="…">value</item>`.
  struct Item: Sendable {
    var value: String
    var line: Int
  }

  var name: String
  /// The `parent` attribute as written; nil when the element has none
  /// (then the dotted name's prefix is the implicit parent).
  var parent: String?
  /// Items by name as written (`android:textSize`, `fontFamily`); a later item
  /// of the same name replaces an earlier one, as aapt2 keeps the last.
  var items: [String: Item]
  var file: String
  var line: Int
}

/// A simple value (`<dimen>`, `<string>`, `<bool>`, `<integer>`) as written.
struct ValueDefinition: Sendable {
  var value: String
  var file: String
  var line: Int
}

/// Everything read from the `res` folders, each name resolved to the
/// definition an API 34 device with the default configuration would use.
///
/// Resource folders merge like an app's resource sets: an earlier folder's
/// definition wins over a later one's in the same configuration (name the
/// app's `res` first and its libraries' after: Gradle gives the app's own
/// resources priority over its dependencies'), and among
/// configurations the highest API level (`values-vNN`, NN ≤ 34) wins over
/// lower ones and over `values`. Other qualifiers (`values-night`, `values-de`,
/// `values-sw600dp`, `values-land`, and combinations such as
/// `values-night-v31`) describe other locales and devices and are not read.
struct ResourceTable: Sendable {
  /// The most bytes read from one file.
  static let fileLimit = 16 << 20
  /// The deepest element nesting accepted in a resource file.
  static let maximumDepth = 32
  /// The highest API level read (`values-v34`).
  static let maximumAPILevel = 34

  private(set) var styles: [String: StyleDefinition] = [:]
  /// By resource type (`dimen`, `string`, `bool`, `integer`), then name.
  private(set) var values: [String: [String: ValueDefinition]] = [:]
  /// `res/font` entries by name without extension → path.
  private(set) var fonts: [String: String] = [:]
  /// The arrays preference screens (`res/xml*`) take as entry values.
  private(set) var entryValueArrays: Set<String> = []
  /// The arrays preference screens take as entries (what they show), and
  /// the layouts' views (a `Spinner`'s `android:entries`).
  private(set) var entryArrays: Set<String> = []
  /// The theme overlays the layouts' views take (`android:theme="@style/X"`,
  /// `app:theme`), whose attributes hold for those views alone; not a theme
  /// the manifest beside a res folder gives its application or an activity
  /// (a layout may set the app's own theme on a view).
  private(set) var layoutOverlays: Set<String> = []
  /// The themes the manifests beside the res folders (`src/main/AndroidManifest.xml`
  /// for `src/main/res`) give their application and activities.
  private(set) var manifestThemes: Set<String> = []
  /// The layout bytes left to read (``maximumXMLBytes`` in all).
  private var layoutBudget = Self.maximumXMLBytes
  /// The drawable and animation bytes left to read.
  private var graphicsBudget = Self.maximumXMLBytes
  /// The preference screens' bytes left to read.
  private var preferenceBudget = Self.maximumXMLBytes
  /// The most bytes a table reads of each kind of XML file it reads beside
  /// the values (layouts; drawables and animations; preference screens).
  static let maximumXMLBytes = 64 << 20
  /// The strings preference screens take as keys (`android:key`), and a
  /// list's default value (`android:defaultValue` of a `ListPreference`,
  /// one of its stored entry values).
  private(set) var keyStrings: Set<String> = []
  /// The strings preference screens name in other attributes (a title, a
  /// summary: what they show).
  private(set) var shownStrings: Set<String> = []
  /// The strings drawables and animations take (`android:pathData`, a
  /// vector group's `android:name`, an animator's `android:propertyName`):
  /// graphics data, which no view shows as text.
  private(set) var graphicsStrings: Set<String> = []

  private var styleLevels: [String: Int] = [:]
  private var valueLevels: [String: Int] = [:]

  /// The API level of a values folder's name: 0 for `values`, NN for
  /// `values-vNN` with 1 ≤ NN ≤ 34, nil for any other qualifier.
  static func apiLevel(ofValuesFolder name: String) -> Int? {
    // (Qualifiers in any case, as aapt2 reads them: `values-V21`.)
    let name = name.lowercased()
    if name == "values" { return 0 }
    guard name.hasPrefix("values-v") else { return nil }
    let digits = name.dropFirst("values-v".count)
    guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let level = Int(digits), (1...maximumAPILevel).contains(level)
    else { return nil }
    return level
  }

  /// Reads the `res` folders, the first winning.
  static func load(folders: [String]) throws(AndroidResourceError) -> ResourceTable {
    var table = ResourceTable()
    // Read last to first: what a folder defines replaces what later ones did.
    for folder in folders.reversed() {
      let names: [String]
      do {
        names = try Folder.list(folder)
      } catch {
        throw AndroidResourceError(path: folder, reason: .unreadable(error.problem))
      }
      guard Self.isResFolder(folder, holding: names) else {
        throw AndroidResourceError(path: folder, reason: .notResFolder)
      }
      let valuesFolders =
        names
        .compactMap { name in apiLevel(ofValuesFolder: name).map { (name: name, level: $0) } }
        .sorted { $0.level < $1.level }
      for entry in valuesFolders {
        let path = Paths.join(folder, entry.name)
        guard FileKind.of(path) == .directory else { continue }
        for file in Folder.names(path) ?? [] where file.hasSuffix(".xml") {
          let filePath = Paths.join(path, file)
          guard FileKind.of(filePath) == .regular else { continue }
          try table.read(valuesFile: filePath, level: entry.level)
        }
      }
      for name in names where name == "xml" || name.hasPrefix("xml-") {
        table.readPreferenceScreens(in: Paths.join(folder, name))
      }
      for name in names where name == "layout" || name.hasPrefix("layout-") {
        table.readLayouts(in: Paths.join(folder, name))
      }
      for name in names
      where ["drawable", "anim", "animator"].contains(name.split(separator: "-").first ?? "") {
        table.readGraphics(in: Paths.join(folder, name))
      }
      table.readManifestThemes(
        Paths.join(Paths.deletingLastComponent(folder), "AndroidManifest.xml"))
      let fontFolder = Paths.join(folder, "font")
      if FileKind.of(fontFolder) == .directory {
        for file in Folder.names(fontFolder) ?? [] {
          guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { continue }
          let fileExtension = file[file.index(after: dot)...].lowercased()
          guard ["ttf", "otf", "ttc", "xml"].contains(fileExtension) else { continue }
          table.fonts[String(file[..<dot])] = Paths.join(fontFolder, file)
        }
      }
    }
    table.layoutOverlays.subtract(table.manifestThemes)
    return table
  }

  /// Notes the themes the manifest at `path` gives its `<application>` and
  /// `<activity>` elements (`android:theme="@style/Theme.App"`); a manifest
  /// that is not there, or cannot be read or parsed, gives none.
  private mutating func readManifestThemes(_ path: String) {
    guard FileKind.of(path) == .regular,
      let bytes = try? InputFile.read(path, limit: Self.fileLimit),
      bytes.holds(Array(":theme".utf8)),
      let root = try? XMLElementNode.parseXML(bytes, maximumDepth: Self.maximumDepth)
    else { return }
    root.forEachElement { element in
      guard element.name == "application" || element.name == "activity",
        let value = element.attributes["android:theme"],
        let style = AndroidResources.styleName(ofReference: Self.trimmed(value))
      else { return }
      manifestThemes.insert(style)
    }
  }

  /// The resource types of a res folder's folders (`values`, `values-de`,
  /// `drawable-hdpi`…).
  static let resourceTypes: Set<Substring> = [
    "anim", "animator", "color", "drawable", "font", "interpolator", "layout", "menu", "mipmap",
    "navigation", "raw", "transition", "values", "xml",
  ]

  /// Whether `folder`, which holds `names`, is a res folder: one named res
  /// may be empty (Gradle takes it); any other needs a resource folder
  /// (`app/src/main`, its `res` left off, has none).
  static func isResFolder(_ folder: String, holding names: [String]) -> Bool {
    names.contains(where: isResourceTypeFolder) || Paths.name(of: folder) == "res"
  }

  /// Whether `name` is a folder name of a res folder: a resource type, with
  /// qualifiers or without.
  static func isResourceTypeFolder(_ name: String) -> Bool {
    resourceTypes.contains(name.split(separator: "-", maxSplits: 1).first ?? "")
  }

  /// Reads and parses one XML file (values or font family).
  static func parse(file path: String) throws(AndroidResourceError) -> XMLElementNode {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, limit: fileLimit)
    } catch {
      throw AndroidResourceError(path: path, reason: .unreadable(error.problem))
    }
    // (UTF-16, or ISO-8859-1 where its declaration says so, as aapt2 reads it.)
    let text: [UInt8]
    do {
      text = try XMLElementNode.documentUTF8(bytes)
    } catch {
      throw AndroidResourceError(
        path: path, line: error.line, reason: .notXML("the file is not valid UTF-8 or UTF-16 text"))
    }
    do {
      return try XMLElementNode.parseXML(text, maximumDepth: maximumDepth)
    } catch {
      throw AndroidResourceError(
        path: path, line: error.line, reason: .notXML(error.reason.description))
    }
  }

  private mutating func read(valuesFile path: String, level: Int) throws(AndroidResourceError) {
    let root = try Self.parse(file: path)
    guard root.name == "resources" else { return }
    for element in root.elements {
      guard let name = element.attributes["name"], !name.isEmpty else { continue }
      switch element.name {
      case "style":
        var items: [String: StyleDefinition.Item] = [:]
        for item in element.elements where item.name == "item" {
          guard let itemName = item.attributes["name"] else { continue }
          items[itemName] = StyleDefinition.Item(value: Self.text(of: item), line: item.line)
        }
        let style = StyleDefinition(
          name: name, parent: element.attributes["parent"], items: items, file: path,
          line: element.line)
        if level >= styleLevels[name, default: -1] {
          styles[name] = style
          styleLevels[name] = level
        }
      case "dimen", "string", "bool", "integer", "item":
        let type = element.name == "item" ? element.attributes["type"] ?? "" : element.name
        guard ["dimen", "string", "bool", "integer"].contains(type) else { continue }
        let key = type + "/" + name
        if level >= valueLevels[key, default: -1] {
          values[type, default: [:]][name] = ValueDefinition(
            value: Self.text(of: element), file: path, line: element.line)
          valueLevels[key] = level
        }
      default:
        continue
      }
    }
  }

  /// Calls `body` with each parsed XML file of `folder` that holds one of
  /// `marks`, read within `budget` bytes in all (its kind's, each file to
  /// ``fileLimit``); a file that cannot be read or parsed is skipped. One
  /// file's tree at a time.
  private static func forEachXML(
    in folder: String, holding marks: [[UInt8]], maximumDepth: Int, budget: inout Int,
    _ body: (XMLElementNode) -> Void
  ) {
    for file in Folder.names(folder) ?? [] where file.hasSuffix(".xml") && budget > 0 {
      let path = Paths.join(folder, file)
      guard FileKind.of(path) == .regular,
        let bytes = try? InputFile.read(path, limit: min(fileLimit, budget))
      else { continue }
      budget -= bytes.count
      guard marks.contains(where: bytes.holds),
        let root = try? XMLElementNode.parseXML(bytes, maximumDepth: maximumDepth)
      else { continue }
      body(root)
    }
  }

  /// Notes the arrays the layouts in `folder` (a `layout` or `layout-…`
  /// folder) show as a view's entries (`android:entries="@array/NAME"`: a
  /// `Spinner`'s, a `ListView`'s) and the theme overlays their views take
  /// (`android:theme="@style/NAME"`). Only files naming `entries` or
  /// `theme` are parsed, within ``maximumXMLBytes`` in all; one that
  /// cannot be read or parsed is skipped.
  private mutating func readLayouts(in folder: String) {
    guard FileKind.of(folder) == .directory else { return }
    let marks = [":entries", ":theme"].map { Array($0.utf8) }
    var entries: Set<String> = []
    var overlays: Set<String> = []
    Self.forEachXML(in: folder, holding: marks, maximumDepth: 256, budget: &layoutBudget) { root in
      root.forEachElement { element in
        for (attribute, value) in element.attributes where !attribute.hasPrefix("tools:") {
          let value = Self.trimmed(value)
          if attribute.hasSuffix(":entries"), value.hasPrefix("@array/"),
            value.count > "@array/".count
          {
            entries.insert(String(value.dropFirst("@array/".count)))
          } else if attribute.hasSuffix(":theme"),
            let style = AndroidResources.styleName(ofReference: value)
          {
            overlays.insert(style)
          }
        }
      }
    }
    entryArrays.formUnion(entries)
    layoutOverlays.formUnion(overlays)
  }

  /// Notes the strings the drawables and animations of `folder` take
  /// (``graphicsStrings``); only files that name a string are parsed, within
  /// ``maximumXMLBytes`` in all.
  private mutating func readGraphics(in folder: String) {
    var named: Set<String> = []
    Self.forEachXML(
      in: folder, holding: [Array("@string/".utf8)], maximumDepth: Self.maximumDepth,
      budget: &graphicsBudget
    ) { root in
      root.forEachElement { element in
        for (_, value) in element.attributes {
          let value = Self.trimmed(value)
          if value.hasPrefix("@string/"), value.count > "@string/".count {
            named.insert(String(value.dropFirst("@string/".count)))
          }
        }
      }
    }
    graphicsStrings.formUnion(named)
  }

  /// Notes the arrays that the preference screens in `folder` (an `xml` or
  /// `xml-…` folder) take as entry values, `android:entryValues="@array/NAME"`
  /// (AndroidX's `app:entryValues` too), and those they show as entries
  /// (`android:entries`); and the strings they take as keys,
  /// `android:key="@string/NAME"` (`app:key`), and those they name otherwise
  /// (`android:title`, `android:summary`, …). Only files naming
  /// `entryValues`, `entries` or `key="` are parsed, within
  /// ``maximumXMLBytes`` in all; a file that cannot be read or parsed is
  /// skipped (the strings are then measured, as without it), as are other
  /// files of the folder (network security configs, searchables, widgets).
  private mutating func readPreferenceScreens(in folder: String) {
    let marks = ["entryValues", "entries", "key=\"", "key='"].map { Array($0.utf8) }
    var keys: Set<String> = []
    var shown: Set<String> = []
    var entryValues: Set<String> = []
    var entries: Set<String> = []
    Self.forEachXML(
      in: folder, holding: marks, maximumDepth: Self.maximumDepth, budget: &preferenceBudget
    ) { root in
      root.forEachElement { element in
        // A list's default value is one of its entry values: stored, not shown.
        let list =
          element.name.hasSuffix("ListPreference")
          || element.name.hasSuffix("DropDownPreference")
        for (attribute, value) in element.attributes
        where value.hasPrefix("@string/") && value.count > "@string/".count {
          let name = String(value.dropFirst("@string/".count))
          if attribute == "key" || attribute.hasSuffix(":key")
            || (list && (attribute == "defaultValue" || attribute.hasSuffix(":defaultValue")))
          {
            keys.insert(name)
          } else {
            shown.insert(name)
          }
        }
        for (attribute, value) in element.attributes
        where value.hasPrefix("@array/") && value.count > "@array/".count {
          let name = String(value.dropFirst("@array/".count))
          if attribute == "entryValues" || attribute.hasSuffix(":entryValues") {
            entryValues.insert(name)
          } else if attribute == "entries" || attribute.hasSuffix(":entries") {
            entries.insert(name)
          }
        }
      }
    }
    keyStrings.formUnion(keys)
    shownStrings.formUnion(shown)
    entryValueArrays.formUnion(entryValues)
    entryArrays.formUnion(entries)
  }

  /// An element's text (nested markup left out), trimmed of XML whitespace.
  static func text(of element: XMLElementNode) -> String {
    var text = ""
    for child in element.children {
      if case .text(let piece, _) = child { text += piece }
    }
    return trimmed(text)
  }

  /// `text` without leading and trailing spaces, tabs and line breaks.
  static func trimmed(_ text: String) -> String {
    // "\r\n" is one Character in Swift.
    let spaces: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
    guard let first = text.firstIndex(where: { !spaces.contains($0) }),
      let last = text.lastIndex(where: { !spaces.contains($0) })
    else { return "" }
    return String(text[first...last])
  }
}
