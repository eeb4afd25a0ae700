/// Finds the language a string file is for from the folders in its path.
///
/// - `de.lproj`, `zh-Hans.lproj`, `pt_BR.lproj` → `de`, `zh-Hans`, `pt-BR`;
///   the legacy names `English.lproj`, `German.lproj`… → `en`, `de`…;
///   `ku-CKB.lproj` (a translation service's name for Central Kurdish, which
///   has no region `CKB`) → `ckb`; a gettext script modifier, `sr@latin.lproj`
///   → `sr-Latn`.
/// - `Base.lproj` → `nil`: Base holds the development language, which the file
///   does not name (the project's settings do), so callers supply it.
/// - Android `values-de`, `values-pt-rBR` → `pt-BR`, `values-b+sr+Latn` →
///   `sr-Latn`; other qualifiers (`-night`, `-v21`, `-sw600dp`, `mcc310`) are
///   skipped; `values` → `nil` (the default resources).
/// - Kotlin Multiplatform's moko-resources, `moko-resources/de/strings.xml`
///   (or `MR/de/…`, its older layout): a language folder named by Android's
///   qualifiers without `values-` (`pt-rBR` → `pt-BR`); `base` → `nil`.
/// - For plain text files only, a file name that is itself a language tag
///   (`de.txt`, `zh-Hans.txt`) when no folder names one.
package enum LanguageFromPath {
  static let legacyLprojNames: [String: String] = [
    "English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es",
    "Italian": "it", "Dutch": "nl",
    // Not a language tag (a region is two letters or three digits), but the
    // name translation services give Central Kurdish (Tella's iOS app).
    "ku-CKB": "ckb", "ku_CKB": "ckb",
  ]

  /// The language tag of a legacy `.lproj` name (`English` → `en`), in
  /// any case (`english`); nil for another name.
  package static func legacyLanguage(named name: String) -> String? {
    legacyLprojNames.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  static func language(forPath path: String, format: StringFileFormat) -> String? {
    let components = path.split(separator: "/").map(String.init)
    if format == .androidXML, let folder = mokoLanguageFolder(components) {
      return folder == "base" ? nil : androidLanguage("values-" + folder)
    }
    for folder in components.dropLast().reversed() {
      if folder.hasSuffix(".lproj") {
        let name = String(folder.dropLast(6))
        if name == "Base" { return nil }
        if let legacy = legacyLprojNames[name] { return legacy }
        return normalizedTag(Self.replacingScriptModifier(name))
      }
      if isValuesFolder(folder) {
        return androidLanguage(folder)
      }
    }
    if format == .plainText, let name = components.last, let dot = name.lastIndex(of: ".") {
      let stem = String(name[..<dot])
      let language = stem.split(separator: "-").first.map { $0.split(separator: "_") }?.first
      if let language, knownLanguages.contains(String(language)), looksLikeLanguageTag(stem) {
        return normalizedTag(stem)
      }
    }
    return nil
  }

  /// Whether the Android string file at `path` is one aapt2 compiles: in a
  /// `values` folder (`values-de`) of a res folder (`res`, `res-public`,
  /// `res_public`); not moko-resources' nor Compose Multiplatform's
  /// (`composeResources/values`), nor a JVM module's `resources`, which
  /// other tools read.
  package static func isCompiledByAAPT2(_ path: String) -> Bool {
    let components = path.split(separator: "/").map(String.init)
    guard components.count >= 3, mokoLanguageFolder(components) == nil else { return false }
    return isValuesFolder(components[components.count - 2])
      && isResFolderName(components[components.count - 3])
  }

  /// Whether a folder of this name is one aapt2 compiles by its name: `res`,
  /// `res-…` or `res_…` (`res_public`).
  package static func isResFolderName(_ name: some StringProtocol) -> Bool {
    name == "res" || name.hasPrefix("res-") || name.hasPrefix("res_")
  }

  /// Whether a folder of this name holds a res folder's values: `values`,
  /// or `values-` and its qualifiers (`values-de`, `values-v29`).
  package static func isValuesFolder(_ name: some StringProtocol) -> Bool {
    name == "values" || name.hasPrefix("values-")
  }

  /// The folder holding a moko-resources string file (`base`, `de`,
  /// `pt-rBR`), or nil when the file is not in one: its folder's parent is
  /// `moko-resources` or `MR`.
  static func mokoLanguageFolder(_ components: [String]) -> String? {
    guard components.count >= 3 else { return nil }
    let parent = components[components.count - 3]
    guard parent == "moko-resources" || parent == "MR" else { return nil }
    return components[components.count - 2]
  }

  /// A gettext script modifier as a language tag's script, as translation
  /// services name folders (Transifex's `sr@latin.lproj`): `sr@latin` →
  /// `sr-Latn`, `sr@cyrillic` → `sr-Cyrl`; any other name as it is.
  static func replacingScriptModifier(_ name: String) -> String {
    guard let at = name.firstIndex(of: "@") else { return name }
    let scripts = ["latin": "Latn", "cyrillic": "Cyrl"]
    guard let script = scripts[name[name.index(after: at)...].lowercased()] else { return name }
    return name[..<at] + "-" + script
  }

  /// `pt_BR` → `pt-BR`; `nil` when the text is not shaped like a tag.
  static func normalizedTag(_ text: String) -> String? {
    // In BCP 47's case, as tags are matched whatever their case
    // (Tunnelblick's `KA.lproj`, `ZH_TW.lproj`): the language in lowercase,
    // a script in title case, a region in capitals.
    var parts = text.replacingUnderscores().split(separator: "-", omittingEmptySubsequences: false)
      .map { $0.lowercased() }
    var privateUse = false
    for i in parts.indices.dropFirst() where !privateUse {
      if parts[i] == "x" {
        privateUse = true
      } else if parts[i].count == 4, parts[i].allSatisfy(\.isLetter), i == 1 {
        parts[i] = parts[i].prefix(1).uppercased() + parts[i].dropFirst()
      } else if parts[i].count == 2, parts[i].allSatisfy(\.isLetter) {
        parts[i] = parts[i].uppercased()
      }
    }
    let tag = parts.joined(separator: "-")
    return looksLikeLanguageTag(tag) ? tag : nil
  }

  /// A 2–3 letter lowercase language, then optionally a 4-letter script and a
  /// region of 2 letters or 3 digits, in that order (`zh-Hans`, `es-419`,
  /// `sr-Latn-RS`).
  static func looksLikeLanguageTag(_ text: String) -> Bool {
    let parts = text.replacingUnderscores().split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, (2...3).contains(first.count), parts.count <= 8,
      first.allSatisfy({ $0.isASCII && $0.isLowercase })
    else { return false }
    var rest = parts.dropFirst()
    if let script = rest.first, script.count == 4, script.allSatisfy({ $0.isASCII && $0.isLetter })
    {
      rest = rest.dropFirst()
    }
    if let region = rest.first,
      (region.count == 2 && region.allSatisfy { $0.isASCII && $0.isLetter })
        || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber })
    {
      rest = rest.dropFirst()
    }
    // Variants (`valencia`, `1901`), then private use (`x-old`: Android's
    // `values-b+be+x+old`, Belarusian in the Taraškievica spelling).
    func isAlphanumeric(_ part: Substring) -> Bool {
      part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
    while let variant = rest.first, variant != "x", variant != "X", isAlphanumeric(variant),
      (5...8).contains(variant.count) || (variant.count == 4 && variant.first?.isNumber == true)
    {
      rest = rest.dropFirst()
    }
    if let x = rest.first, x == "x" || x == "X" {
      let privateUse = rest.dropFirst()
      return !privateUse.isEmpty
        && privateUse.allSatisfy { (1...8).contains($0.count) && isAlphanumeric($0) }
    }
    return rest.isEmpty
  }

  /// ISO 639-1 codes and a few 3-letter codes Apple and Android use; a plain
  /// text file's name must start with one of these to name its language.
  static let knownLanguages: Set<String> = Set(
    ("aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv "
      + "cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho "
      + "hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku "
      + "kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn "
      + "no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm "
      + "sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi "
      + "vo wa wo xh yi yo za zh zu fil yue haw ckb").split(separator: " ").map(String.init))

  /// The language of an Android `values[-qualifiers]` folder. aapt2 reads
  /// qualifiers in any case (`values-tr-rtr` is `tr-TR`, Kore's Turkish):
  /// the language in lowercase, a region in capitals, a BCP 47 tag's
  /// script in title case (`b+sr+latn` is `sr-Latn`).
  static func androidLanguage(_ folder: String) -> String? {
    let qualifiers = folder.split(separator: "-").dropFirst().map { $0.lowercased() }
    var index = 0
    while index < qualifiers.count {
      let qualifier = qualifiers[index]
      if qualifier.hasPrefix("b+") {
        let parts = qualifier.dropFirst(2).split(separator: "+").enumerated().map {
          n, part -> String in
          if n == 0 { return String(part) }
          if part.count == 4, part.allSatisfy(\.isLetter) {
            return part.prefix(1).uppercased() + part.dropFirst()
          }
          return part.count == 2 || part.allSatisfy(\.isNumber) ? part.uppercased() : String(part)
        }
        let tag = parts.joined(separator: "-")
        return looksLikeLanguageTag(tag) ? tag : nil
      }
      if (2...3).contains(qualifier.count), qualifier != "car",
        qualifier.allSatisfy({ $0.isASCII && $0.isLetter })
      {
        if index + 1 < qualifiers.count {
          let region = qualifiers[index + 1]
          if region.count == 3, region.hasPrefix("r"),
            region.dropFirst().allSatisfy({ $0.isASCII && $0.isLetter })
          {
            return qualifier + "-" + region.dropFirst().uppercased()
          }
        }
        return qualifier
      }
      index += 1
    }
    return nil
  }
}

extension String {
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}

extension StringFile {
  /// Whether `path` is a string file of Kotlin Multiplatform's
  /// moko-resources: `strings.xml` or `plurals.xml` in a folder of
  /// `moko-resources` (or `MR`) named `base` or by a language's qualifiers
  /// (`de`, `pt-rBR`, `b+sr+Latn`).
  package static func isMokoStringFile(_ path: String) -> Bool {
    let components = path.split(separator: "/").map(String.init)
    guard let name = components.last, name == "strings.xml" || name == "plurals.xml",
      let folder = LanguageFromPath.mokoLanguageFolder(components)
    else { return false }
    return folder == "base" || LanguageFromPath.androidLanguage("values-" + folder) != nil
  }

  /// The language an Android `values[-qualifiers]` folder name gives its
  /// strings (`values-de` → `de`, `values-b+sr+Latn` → `sr-Latn`), or nil for
  /// one without a locale (`values`, `values-night`, `values-sw600dp`).
  package static func androidLanguage(ofValuesFolder name: String) -> String? {
    LanguageFromPath.androidLanguage(name)
  }

  /// Whether the Android values folder `name` holds strings a phone shows:
  /// `values`, a locale's (`values-de`, `values-pt-rBR`, `values-b+sr+Latn`),
  /// or either for a newer API level (`values-v29`, `values-de-rDE-v29`,
  /// whose texts a device of that level shows in place of the folder's
  /// without it). Not the folders of other device configurations
  /// (`values-night`, `values-land`, `values-sw600dp`, `values-ar-sw600dp`,
  /// `values-mcc310-de`), which hold the same strings again for them.
  package static func isAndroidStringFolder(_ name: String) -> Bool {
    // (Qualifiers in any case, as aapt2 reads them.)
    var qualifiers = name.lowercased().split(separator: "-", omittingEmptySubsequences: false)
      .map(String.init)
    guard qualifiers.first == "values" else { return false }
    qualifiers.removeFirst()
    // An API level comes last of the qualifiers.
    if let last = qualifiers.last, last.count > 1, last.first == "v",
      last.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
    {
      qualifiers.removeLast()
    }
    if qualifiers.isEmpty { return true }
    // What is left is a locale, whole: a language and a region at most.
    guard qualifiers.count <= 2,
      let language = LanguageFromPath.androidLanguage(
        (["values"] + qualifiers).joined(separator: "-"))
    else { return false }
    let parts = qualifiers.first?.hasPrefix("b+") == true ? 1 : language.split(separator: "-").count
    return parts == qualifiers.count
  }
}
