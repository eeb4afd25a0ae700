import FileAccess
import FontDiscovery
import TextLayout
import TypeScale
import TypometerChecks

/// `typometer cascade NAME`: the fallback faces a font needs for some text.
struct CascadeCommand: Command {
  static let name = "cascade"
  static let summary = "List the fallback faces a font needs for some text, and what none covers."
  static let help = """
    USAGE: typometer cascade NAME [--lang LANG]… [--platform P]
                             [TEXT… | --text TEXT… | --strings FILE…] [--format text|json|swift]
           (--text and --strings take one value each, and repeat: --strings A --strings B)

    For each fallback face, in the order faces are tried, the characters it covers
    that NAME lacks; then the characters no face covers. Faces are tried as UIKit
    would try a cascade list, then Fontconfig's order for the language. Several
    texts (arguments, --text and --strings together) give one cascade for all of
    them: the fallback faces an app's strings need.

    Options:
      NAME                 A PostScript name in the catalog, or a font file path.
      --lang LANG          A language of the text (repeatable: the text is checked in
                           each, since the fallback order depends on it).
      --platform P         ios (default), watchos, tvos, macos, android or wearos
                           (as android): on Android,
                           text falls back to Noto and Roboto faces before others
                           (DejaVu Sans), and Arabic to a Naskh face first, as its
                           fonts.xml chain does.
      --text TEXT          A text (repeatable; or give texts after NAME).
      --strings FILE       Every line of FILE; an app's string file (.strings,
                           .stringsdict, .xcstrings, Android .xml) gives its
                           strings instead, each in the file's language (as
                           check sets them) unless --lang is given (repeatable).
      --format F           text (default), json
                           ({font, cascade: [{postscriptName, path, characters}], uncovered})
                           or swift (a Swash-style cascadeList snippet).
      --json               The same as --format json.

    Exit status: 1 when a character is covered by no face.

    \(CatalogOptions.help)
    """

  enum Format: String { case text, json, swift }

  var catalog: CatalogOptions
  var name: String
  var languages: [String]
  var texts: [String]
  var stringFiles: [String]
  var format: Format = .text
  var platform: Platform = .ios

  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws {
    catalog = try CatalogOptions(parsing: &arguments, environment: environment)
    languages = try arguments.languages()
    texts = try arguments.values("--text")
    stringFiles = try arguments.values("--strings")
    if let text = try arguments.value("--platform") {
      platform = try PlatformOption.parse(text).platform
    }
    format = try arguments.format(json: .json, expected: "text, json or swift") ?? .text
    let words = try arguments.positionals()
    guard let first = words.first else {
      throw UsageError.missingArgument("the font's PostScript name")
    }
    name = first
    // `--strings A B`: B is taken as a text, though it was meant as a file.
    if !stringFiles.isEmpty,
      let file = words.dropFirst().first(where: { word in
        !word.contains(" ")
          && [".strings", ".stringsdict", ".xcstrings", ".xml"].contains(where: word.hasSuffix)
      })
    {
      throw UsageError.other(
        "'\(Printable.escaped(file))' reads as a string file, given as a text: give each file "
          + "its own --strings (--strings A --strings B)")
    }
    texts += words.dropFirst()
    guard !texts.isEmpty || !stringFiles.isEmpty else {
      throw UsageError.missingArgument("the text (--text TEXT or --strings FILE)")
    }
  }

  struct Report: Encodable {
    var font: String
    var cascade: [CascadeEntry]
    var uncovered: [String]
  }

  func run(console: Console) throws -> ExitStatus {
    var texts = self.texts
    // Without --lang, an app's string file's strings in its language (a
    // Korean file's Han in the Korean face), the rest in none.
    var byLanguage: [String: [String]] = [:]
    var inNoLanguage = self.texts
    for file in stringFiles {
      let entries = try StringsFile.entries(of: file)
      StringsFile.warnIfEmpty(entries.map(\.text), path: file, console: console)
      for entry in entries {
        if let language = entry.language {
          byLanguage[language, default: []].append(entry.text)
        } else {
          inNoLanguage.append(entry.text)
        }
        texts.append(entry.text)
      }
    }
    let catalog = try catalog.makeCatalog(
      console: console, sayingWhenEmpty: !FontCatalog.namesAFile(name))
    let store = FontStore(catalog: catalog)
    let system = try self.catalog.systemFont(in: catalog, platform: platform)
    let choice = try FontChoice(name, store: store, system: system)
    let font = choice.font
    let systemCascade = choice.systemCascade(system, store: store, platform: platform)
    let context = try LayoutContext(store: store)
    func style(_ language: String?) -> LayoutStyle {
      var style = LayoutStyle(
        font: font, cascade: systemCascade, language: language, features: choice.features)
      style.laysOutAsAndroid = platform == .android
      return style
    }
    var runs: [(texts: [String], style: LayoutStyle)]
    if languages.isEmpty {
      runs = [(inNoLanguage, style(nil))]
      runs += byLanguage.keys.sorted().map { (byLanguage[$0] ?? [], style($0)) }
    } else {
      runs = languages.map { (texts, style($0)) }
    }
    let (builder, order) = try CascadeBuilder.collect(runs, context: context)
    let (cascade, uncovered) = builder.entries(order: order)
    let report = Report(font: font.record.postscriptName, cascade: cascade, uncovered: uncovered)
    switch format {
    case .json:
      console.printJSON(report)
    case .text:
      console.print("\(report.font)")
      for entry in cascade {
        console.print(
          "  \(entry.postscriptName)\t\(entry.path)\t\(entry.characters.joined(separator: " "))")
      }
      if cascade.isEmpty { console.print("  " + OutputText.noFallback(uncovered: uncovered.count)) }
      if !uncovered.isEmpty {
        // With the scripts to find a font for (Tibetan, emoji), as check says them.
        let scripts = CheckFindingWording.scriptsToFind(
          for: uncovered.compactMap {
            UInt32($0.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
          },
          shownAsEmoji: texts.reduce(into: []) {
            $0.formUnion(CheckFindingWording.shownAsEmoji(in: $1))
          }, emojiFonts: catalog.emojiFontFiles)
        console.print(
          "uncovered: " + uncovered.joined(separator: " ")
            + (scripts.isEmpty ? "" : " (" + scripts.joined(separator: ", ") + ")"))
      }
    case .swift:
      // Names as `typometer boilerplate` writes them.
      console.print("// Fallback faces for \(report.font), in the order they are tried")
      console.print("// (enums as `typometer boilerplate` writes them).")
      console.print("var cascadeList: [CascadingFontProperties] {")
      console.print("  [")
      for entry in cascade {
        let record = catalog.font(named: entry.postscriptName)
        let family = record?.family ?? entry.postscriptName
        let type = SwiftBoilerplate.typeIdentifier(family)
        let name = SwiftBoilerplate.caseIdentifier(
          entry.postscriptName, family: family, width: record?.width ?? 5)
        console.print(
          "    CascadingFontProperties(\(type).\(name)),  // "
            + OutputText.plural(entry.characters.count, "character"))
      }
      console.print("  ]")
      console.print("}")
      if !uncovered.isEmpty {
        console.print("// No face covers: " + uncovered.joined(separator: " "))
      }
    }
    return uncovered.isEmpty ? .success : .findings
  }
}
