extension StringFile {
  /// Sets the file's language to `language`, as a spec's `{"path",
  /// "language"}` entry asks: it wins over the one the file's folders name.
  ///
  /// A String Catalog (`.xcstrings`) holds every language, each string tagged
  /// with its own; there the language selects: only its strings are kept,
  /// and the file is then of that language.
  public mutating func setLanguage(_ language: String) {
    self.language = language
    if format == .xcstrings {
      strings.removeAll { $0.language != language }
      return
    }
    for i in strings.indices { strings[i].language = language }
  }

  /// Whether the file is an Apple `.strings` or `.stringsdict` file, or an
  /// Interface Builder file, whose nearest `.lproj` folder is `Base.lproj`:
  /// the development language's strings, a language its path does not name.
  public var isBaseLocalization: Bool {
    (format == .strings || format == .stringsdict || format == .interfaceBuilder)
      && Self.isInBaseLproj(path)
  }

  /// The path of the file at `path` with its nearest `.lproj` folder left
  /// out, which names its table in every language (`App/Main.strings` for
  /// `App/de.lproj/Main.strings`); nil for a file in no `.lproj`.
  package static func tablePath(of path: String) -> String? {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let lproj = parts.dropLast().lastIndex(where: { $0.hasSuffix(".lproj") }) else {
      return nil
    }
    parts.remove(at: lproj)
    return parts.joined(separator: "/")
  }

  /// Whether the nearest `.lproj` folder of the file at `path` is
  /// `Base.lproj`.
  public static func isInBaseLproj(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().last { $0.hasSuffix(".lproj") } == "Base.lproj"
  }
}
