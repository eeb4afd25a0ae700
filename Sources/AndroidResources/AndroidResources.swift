import FileAccess

/// An Android app's resources as far as typography needs them: styles (text
/// appearances), the dimensions, strings, booleans and integers they refer to,
/// and the fonts in `res/font`.
///
/// Read from one or more `res` folders: `*.xml` files directly inside
/// `values/` and `values-vNN/` (NN ≤ 34), the files in `font/`, and the
/// preference screens in `xml/` (for ``entryValueArrays`` and
/// ``preferenceKeyStrings``). A later
/// folder replaces an earlier one's resources of the same name and API level,
/// as Android's resource merger does for overlays; the highest API level wins
/// over lower ones, as on an API 34 device. Folders with other qualifiers
/// (`values-night`, `values-de`, `values-sw600dp`) hold locale and device
/// variants and are not read.
public struct AndroidResources: Sendable {
  /// Whether the folder at `path` is an Android res folder (`load` refuses
  /// one that is not: ``AndroidResourceError/Reason/notResFolder``); true
  /// when it cannot be listed (reading it says why).
  package static func isResFolder(_ path: String) -> Bool {
    guard let names = Folder.names(path) else { return true }
    return ResourceTable.isResFolder(path, holding: names)
  }

  /// The deepest chain of style parents followed.
  public static let maximumChainLength = 64

  /// The `res` folders as given.
  public let folders: [String]
  let table: ResourceTable
  /// The themes the app applies, first first (style names, such as
  /// `FontStyle.Normal`): a theme attribute (`?attr/font_16`) reads as what
  /// the first of them, or its parents, sets it to, before what the res
  /// folders' styles agree on. Empty by default.
  public var themes: [String] = []
  /// For each app attribute (an item name without a namespace), the styles
  /// that set it, sorted by name: where a theme attribute's values are
  /// looked up (``themeValues(of:)``). Text appearances are left
  /// out: their items (AppCompat's `fontFamily`) are a view's attributes,
  /// not a theme's.
  let themeItems: [String: [(style: StyleDefinition, item: StyleDefinition.Item)]]
  /// The library the manifests' themes derive from, else the one most of
  /// the res folders' themes do (``ThemeLibrary/of(_:in:)``).
  let stylesLibrary: ThemeLibrary?

  init(folders: [String], table: ResourceTable) {
    self.folders = folders
    self.table = table
    stylesLibrary =
      ThemeLibrary.of(table.manifestThemes.sorted(), in: table)
      ?? ThemeLibrary.of(
        table.styles.keys.filter { $0.contains("Theme") && !$0.contains("ThemeOverlay") }.sorted(),
        in: table)
    var items: [String: [(style: StyleDefinition, item: StyleDefinition.Item)]] = [:]
    for style in table.styles.values.sorted(by: { $0.name < $1.name })
    where !style.name.contains("TextAppearance") {
      for (name, item) in style.items where !name.contains(":") {
        items[name, default: []].append((style, item))
      }
    }
    themeItems = items
  }

  /// Reads the `res` folders; on equal names an earlier folder wins (the
  /// app's own `res` first, then its libraries', as Gradle merges them).
  ///
  /// - Throws: ``AndroidResourceError`` when a folder cannot be listed, or a
  ///   values file cannot be read or is not well-formed XML (with its line).
  ///   A well-formed file whose root is not `<resources>` is skipped.
  public static func load(folders: [String]) throws(AndroidResourceError) -> AndroidResources {
    AndroidResources(folders: folders, table: try ResourceTable.load(folders: folders))
  }

  /// Whether a values folder of this name is read: `values`, or
  /// `values-vNN` with NN ≤ 34 (not `values-night`, `values-de`, …).
  public static func readsValues(_ folderName: String) -> Bool {
    ResourceTable.apiLevel(ofValuesFolder: folderName) != nil
  }

  /// The names of every style defined in the folders, as written, sorted.
  public var styleNames: [String] {
    table.styles.keys.sorted()
  }

  /// The file and 1-based line of the `<style>` element that defines `name`
  /// (the one an API 34 device uses), or nil when the app does not define it.
  public func styleDefinition(named name: String) -> (file: String, line: Int)? {
    table.styles[name].map { ($0.file, $0.line) }
  }

  /// The string arrays that the preference screens of the folders (`res/xml`,
  /// `res/xml-…`) take as entry values (`android:entryValues="@array/NAME"`,
  /// AndroidX's `app:entryValues`): the values a `ListPreference` stores,
  /// which the user never reads (the entries beside them are what it shows).
  /// An array that a preference screen also shows (`android:entries`) is
  /// not one of them.
  public var entryValueArrays: Set<String> {
    table.entryValueArrays.subtracting(table.entryArrays)
  }

  /// The string arrays that the preference screens of the folders show as
  /// a list's entries (`android:entries="@array/NAME"`, AndroidX's
  /// `app:entries`), and their layouts' views (a `Spinner`'s): text the user
  /// reads, however long (NewPipe's 248 `country_names`) and however much
  /// its items look like identifiers (PSLab's `GAIN_TWOTHIRDS`).
  public var entryArrays: Set<String> { table.entryArrays }

  /// The theme overlays the layouts' views take (`android:theme="@style/X"`),
  /// whose attributes hold for those views alone, less the ``themes`` and
  /// the themes the manifests beside the res folders give (a layout may set
  /// the app's own theme on a view).
  public var layoutOverlays: Set<String> {
    themes.isEmpty ? table.layoutOverlays : table.layoutOverlays.subtracting(themes)
  }

  /// The strings that the preference screens of the folders take as keys
  /// (`android:key="@string/NAME"`, AndroidX's `app:key`): what the code
  /// stores a setting under, which the user never reads (KDE Connect's
  /// `set_runcommand_name_as_title`, which a translator translated); and a
  /// list preference's default value (`android:defaultValue` of a
  /// `ListPreference` or `DropDownPreference`: one of its stored entry
  /// values, Gadgetbridge's `p_default`, "default"). A
  /// string that a preference screen also shows (its `android:title`,
  /// `android:summary` or any other attribute names it) is not one, nor is
  /// one whose default text (in `values/`) holds a space, which reads as
  /// text the app may show elsewhere (a layout, the code).
  public var preferenceKeyStrings: Set<String> {
    table.keyStrings.subtracting(table.shownStrings).filter { name in
      guard let text = table.values["string"]?[name]?.value else { return true }
      return !text.contains(where: \.isWhitespace)
    }
  }

  /// The strings the drawables and animations of the folders take
  /// (`android:pathData="@string/play_icon_path"`, a vector group's
  /// `android:name`, an animator's `android:propertyName`): graphics data,
  /// which no view shows (Delta Chat's `vector_paths.xml`); not one a
  /// preference screen shows.
  public var graphicsStrings: Set<String> {
    table.graphicsStrings.subtracting(table.shownStrings)
  }

  /// The names of the fonts in `res/font` (file names without extension), sorted.
  public var fontNames: [String] {
    table.fonts.keys.sorted()
  }

  /// The place errors that concern no single file name: the first folder.
  var rootPath: String { folders.first ?? "res" }
}
