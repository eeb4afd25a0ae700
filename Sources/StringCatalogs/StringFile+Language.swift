extension StringFile {
  /// Sets the file's language to `language`, as a spec's `{"path",
  /// "language"}` entry asks: it wins over the one the file's folders name.
  ///
  /// A String Catalog (`.xcstrings`) holds every language, each string tagged
  /// with its own; there the language selects: only its strings are kept.
  public mutating func setLanguage(_ language: String) {
    if format == .xcstrings {
      strings.removeAll { $0.language != language }
      return
    }
    self.language = language
    for i in strings.indices { strings[i].language = language }
  }
}
