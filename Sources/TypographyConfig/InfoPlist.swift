import StructuredText

/// What Typometer reads from an app's `Info.plist`.
public enum InfoPlist {
  /// The font files an `Info.plist` names in `UIAppFonts` (paths relative to
  /// the app bundle, as written), or nil when the file cannot be read or
  /// parsed (XML, binary or JSON plist, at most `limits`' size).
  public static func appFonts(path: String, limits: ConfigLimits = ConfigLimits()) -> [String]? {
    guard let bytes = try? ConfigLoader.read(path: path, limits: limits),
      let document = try? ConfigLoader.parse(bytes, limits: limits),
      case .dictionary(let entries) = document.root.value
    else { return nil }
    guard let fonts = entries.first(where: { $0.key == "UIAppFonts" }),
      case .array(let items) = fonts.value.value
    else { return [] }
    return items.compactMap { item in
      if case .string(let name) = item.value { return name }
      return nil
    }
  }

  /// The launch screens an `Info.plist` names (`UILaunchStoryboardName`
  /// and its device forms, `UILaunchStoryboardName~ipad`: storyboard names
  /// without their extension); empty when it names none or cannot be read.
  public static func launchStoryboards(path: String, limits: ConfigLimits = ConfigLimits())
    -> [String]
  {
    guard let bytes = try? ConfigLoader.read(path: path, limits: limits),
      let document = try? ConfigLoader.parse(bytes, limits: limits),
      case .dictionary(let entries) = document.root.value
    else { return [] }
    return entries.compactMap { entry in
      guard entry.key == "UILaunchStoryboardName" || entry.key.hasPrefix("UILaunchStoryboardName~"),
        case .string(let name) = entry.value.value
      else { return nil }
      return name
    }
  }

  /// Whether an `Info.plist` says its app runs in the background only
  /// (`LSBackgroundOnly` true: a login item's launcher, a helper), which
  /// shows no window, menu or Dock icon; false when the file cannot be read.
  public static func isBackgroundOnly(path: String, limits: ConfigLimits = ConfigLimits()) -> Bool {
    guard let bytes = try? ConfigLoader.read(path: path, limits: limits),
      let document = try? ConfigLoader.parse(bytes, limits: limits),
      case .dictionary(let entries) = document.root.value,
      let flag = entries.first(where: { $0.key == "LSBackgroundOnly" })
    else { return false }
    switch flag.value.value {
    case .bool(let value): return value
    case .string(let text): return ["yes", "true", "1"].contains(text.lowercased())
    case .number(let number): return number != 0
    default: return false
    }
  }
}
