import Foundation
import TestSupport
import Testing

@Suite struct CheckCommandTests {
  static let spec = "Examples/App/typometer.json"

  @Test func textReportOnTheExamples() throws {
    let result = try Typometer.run(["check", Self.spec])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("Examples/App/typometer.json: 6 string files, 42 strings"))
    #expect(
      result.stdout.contains(
        "Examples/App/de.lproj/Localizable.strings:2: error: 'onboarding.title' overflows"))
    #expect(result.stdout.contains("cascades:"))
  }

  /// A folder given (`check app` after `init app`) is its typometer.json; a
  /// folder without one says so.
  @Test func aFolderIsItsSpec() throws {
    let file = try Typometer.run(["check", Self.spec, "--format", "json"])
    for folder in ["Examples/App", "Examples/App/"] {
      let result = try Typometer.run(["check", folder, "--format", "json"])
      #expect(result.status == 1)
      // The same spec path, so the same bytes.
      #expect(result.stdout == file.stdout)
    }
    let none = try Typometer.run(["check", "Fonts"])
    #expect(none.status == 2)
    // In the output's format too, as a spec not found is.
    let annotated = try Typometer.run(["check", "Fonts", "--format", "github"])
    #expect(annotated.status == 2)
    #expect(
      annotated.stdout.hasPrefix(
        "::error file=Fonts,title=typometer parse-error::Fonts is a folder"),
      "\(annotated.stdout)")
    #expect(
      none.stderr.contains(
        "Fonts is a folder with no typometer.json in it; give SPEC.json, or write one with "
          + "'typometer init Fonts'"), "\(none.stderr)")
    // An Xcode project is a folder too: init is run in the one that holds it.
    let folder = try TemporaryFolder()
    try folder.write("ios/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n")
    let project = try Typometer.run(["check", folder.url("ios/App.xcodeproj") + "/"])
    #expect(project.status == 2)
    #expect(
      project.stderr.hasSuffix(
        "give SPEC.json, or write one with 'typometer init \(folder.url("ios"))' (in the folder "
          + "that holds the project, as init reads it there)\n"), "\(project.stderr)")
    // A workspace inside the project is in the project's folder too.
    try folder.write(
      "ios/App.xcodeproj/project.xcworkspace/contents.xcworkspacedata", "<Workspace/>")
    let workspace = try Typometer.run([
      "check", folder.url("ios/App.xcodeproj/project.xcworkspace"),
    ])
    #expect(
      workspace.stderr.contains("write one with 'typometer init \(folder.url("ios"))' (in"),
      "\(workspace.stderr)")
  }

  @Test func jsonMatchesTheContractAndTheReportFile() throws {
    // In a folder of its own, which takes the report's lock file with it.
    let folder = try TemporaryFolder("report")
    let directory = folder.url("report")
    let result = try Typometer.run(["check", Self.spec, "--format", "json", "--report", directory])
    #expect(result.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    for key in ["spec", "summary", "files", "findings", "cascades"] {
      #expect(object[key] != nil, "\(key)")
    }
    let summary = try #require(object["summary"] as? [String: Any])
    for key in ["files", "strings", "measurements", "overflows", "uncovered", "errors", "warnings"]
    {
      #expect(summary[key] is Int, "\(key)")
    }
    let written = try String(contentsOfFile: directory + "/report.json", encoding: .utf8)
    #expect(written == result.stdout)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(leftovers == ["pictures", "report.html", "report.json"])
  }

  @Test func htmlReportShowsEveryOverflowPictureAndNeedsNoNetwork() throws {
    let folder = try TemporaryFolder("html")
    let directory = folder.url("report")
    let result = try Typometer.run(["check", Self.spec, "--json", "--report", directory])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    let overflows = findings.filter { $0["code"] as? String == "overflow" }
    let splits = findings.filter { $0["code"] as? String == "word-split" }
    let pictures = (overflows + splits).flatMap { $0["pictures"] as? [String] ?? [] }
    // A word split has one picture, at the first category where a word breaks.
    #expect(!splits.isEmpty)
    for split in splits {
      let names = split["pictures"] as? [String] ?? []
      #expect(names.count == 1)
      #expect(
        names.first?.hasSuffix("-" + shortName(split["category"] as? String) + ".png") == true)
    }
    // One picture at the first failing category for each overflow, plus one at the
    // largest category that fits when there is one.
    #expect(overflows.allSatisfy { (($0["pictures"] as? [String])?.count ?? 0) >= 1 })
    #expect(
      overflows.allSatisfy {
        ($0["pictures"] as? [String])?.last?.hasSuffix(
          "-" + shortName($0["category"] as? String) + ".png") == true
      })
    let html = try String(contentsOfFile: directory + "/report.html", encoding: .utf8)
    for picture in pictures {
      #expect(html.contains("<img src=\"\(picture)\""))
      #expect(FileManager.default.fileExists(atPath: directory + "/" + picture))
    }
    #expect(html.components(separatedBy: "<img ").count - 1 == pictures.count)
    #expect(!html.contains("<script"))
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(html.contains("設"))  // uncovered characters are listed as text
    // A finding's text is isolated in its own direction, in its language.
    #expect(html.contains("<div>“<bdi lang=\"de\">"), "\(html.prefix(2000))")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory + "/pictures")
    #expect(files.allSatisfy { $0.hasSuffix(".png") && !$0.hasPrefix(".") })
  }

  /// The short form of an Apple category name, as picture names use it.
  func shortName(_ name: String?) -> String {
    let names = [
      "large": "l", "extraExtraExtraLarge": "xxxl", "accessibilityMedium": "ax1",
      "accessibilityExtraLarge": "ax3", "accessibilityExtraExtraExtraLarge": "ax5",
    ]
    return names[name ?? ""] ?? "?"
  }

  @Test func githubAnnotationsPointAtTheStringFiles() throws {
    let result = try Typometer.run(["check", Self.spec, "--format", "github"])
    let lines = result.stdout.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") })
    #expect(
      lines.contains {
        $0.hasPrefix(
          "::error file=Examples/App/ja.lproj/Localizable.strings,line=4,title=typometer uncovered::"
        )
      })
  }

  @Test func inputsAreNeverModified() throws {
    let files = try FileManager.default.subpathsOfDirectory(
      atPath: Fixtures.repositoryRoot + "/Examples/App")
    func snapshot() throws -> [String: Data] {
      var result: [String: Data] = [:]
      for file in files {
        result[file] = FileManager.default.contents(
          atPath: Fixtures.repositoryRoot + "/Examples/App/" + file)
      }
      return result
    }
    let before = try snapshot()
    _ = try Typometer.run(["check", Self.spec])
    #expect(try snapshot() == before)
  }

  @Test(arguments: ["Examples/App/missing.json", "Examples/App/TypographyKit.json", "Fonts"])
  func unusableSpecsExitTwo(_ path: String) throws {
    let result = try Typometer.run(["check", path])
    #expect(result.status == 2)
    #expect(result.stderr.contains(path))
  }
}

@Suite struct CascadeAndBoilerplateCommandTests {
  @Test func cascadeListsFacesInOrderWithCharacters() throws {
    let result = try Typometer.run(
      ["cascade", "Inter-Regular", "--text", "Hi ภาษา 👍🏽", "--json"] + Typometer.bundledFonts)
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["font"] as? String == "Inter-Regular")
    let cascade = try #require(object["cascade"] as? [[String: Any]])
    #expect(
      cascade.map { $0["postscriptName"] as? String } == ["NotoSansThai-Regular", "NotoColorEmoji"])
    #expect(cascade.first?["characters"] as? [String] == ["U+0E20", "U+0E29", "U+0E32"])
    #expect(object["uncovered"] as? [String] == [])
  }

  /// `--platform android` tries faces in Android's order: Arabic in Noto
  /// Naskh Arabic, not the Noto Sans Arabic Fontconfig ranks first.
  @Test func cascadeForAndroidTriesNaskhFirst() throws {
    func first(_ extra: [String]) throws -> String? {
      let result = try Typometer.run(
        ["cascade", "Roboto-Regular", "--lang", "ar", "--text", "مرحبا", "--json"] + extra
          + Typometer.bundledFonts)
      let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      let cascade = (object as? [String: Any])?["cascade"] as? [[String: Any]]
      return cascade?.first?["postscriptName"] as? String
    }
    #expect(try first(["--platform", "android"]) == "NotoNaskhArabic-Regular")
    #expect(try first([]) == "NotoSansArabic-Regular")
  }

  /// An app's string file's strings are set in its language, as check sets
  /// them (a Korean file's Han in the Korean face), unless --lang names
  /// others; plain text in none (Fontconfig's first, the Japanese face).
  @Test func cascadeSetsAStringFilesTextInItsLanguage() throws {
    let folder = try TemporaryFolder()
    let korean = try folder.write("ko.lproj/Localizable.strings", #""a" = "日本";"#)
    func faces(_ arguments: [String]) throws -> [String] {
      let result = try Typometer.run(
        ["cascade", "Roboto-Regular", "--json"] + arguments + Typometer.bundledFonts)
      let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      let cascade = (object as? [String: Any])?["cascade"] as? [[String: Any]] ?? []
      return cascade.compactMap { $0["postscriptName"] as? String }
    }
    #expect(try faces(["--strings", korean]) == ["NotoSansCJKkr-Regular"])
    #expect(try faces(["--strings", korean, "--lang", "ja"]) == ["NotoSansCJKjp-Regular"])
    #expect(try faces(["--text", "日本"]) == ["NotoSansCJKjp-Regular"])
    // A text of no language beside the same text in a Korean file: both.
    #expect(
      try faces(["--text", "日本", "--strings", korean]) == [
        "NotoSansCJKjp-Regular", "NotoSansCJKkr-Regular",
      ])
  }

  /// Without any fallback face, the text output says no fallback is needed
  /// only when every character is covered.
  @Test func cascadeWithoutFallbackSaysWhatIsUncovered() throws {
    let uncovered = try Typometer.run(
      ["cascade", "Inter-Regular", "--text", "Hi ༀ"] + Typometer.bundledFonts)
    #expect(uncovered.status == 1)
    #expect(!uncovered.stdout.contains("no fallback needed"))
    #expect(uncovered.stdout.contains("  no fallback face covers the uncovered character\n"))
    // With its script, to find a font for.
    #expect(uncovered.stdout.contains("uncovered: U+0F00 (Tibetan)\n"), "\(uncovered.stdout)")
    // Emoji and icon glyphs are named as check names them (no script of their own).
    let emoji = try Typometer.run(
      [
        "cascade", "Roboto-Regular", "--text", "Hi ✨ \u{E000}", "--no-system-fonts", "--fonts",
        Fixtures.font("Roboto-Regular.ttf"),
      ])
    #expect(
      emoji.stdout.contains(
        "uncovered: U+2728 U+E000 (emoji: Noto Color Emoji stands in for a device's, private use: "
          + "an icon font's or SF Symbols')\n"), "\(emoji.stdout)")
    // With an emoji face in the catalog that lacks it (the bundled subset),
    // that face is named.
    let subset = try Typometer.run(
      ["cascade", "Roboto-Regular", "--text", "Hi 👎"] + Typometer.bundledFonts)
    #expect(
      subset.stdout.contains(
        "uncovered: U+1F44E (emoji: the catalog's emoji font (NotoColorEmoji-subset.ttf) lacks "
          + "them; the whole Noto Color Emoji stands in for a device's)\n"), "\(subset.stdout)")
    let covered = try Typometer.run(
      ["cascade", "Inter-Regular", "--text", "Hi"] + Typometer.bundledFonts)
    #expect(covered.status == 0)
    #expect(covered.stdout.contains("  no fallback needed\n"))
  }

  /// An empty strings file gives the cascade of the other texts, and a warning.
  @Test func cascadeWarnsOfAnEmptyStringsFile() throws {
    let folder = try TemporaryFolder("cascade-empty")
    let empty = try folder.write("empty.txt", "")
    let result = try Typometer.run(
      ["cascade", "Inter-Regular", "--strings", empty, "--text", "ภาษา"] + Typometer.bundledFonts)
    #expect(result.status == 0)
    #expect(result.stdout.contains("NotoSansThai-Regular"))
    #expect(result.stderr == "typometer: warning: \(empty) holds no strings\n")
  }

  @Test func uncoveredExitsOneAndSwiftFormatNamesBoilerplateCases() throws {
    let result = try Typometer.run(
      ["cascade", "Inter-Regular", "ༀ ภาษา", "--format", "swift"] + Typometer.bundledFonts)
    #expect(result.status == 1)
    #expect(result.stdout.contains("CascadingFontProperties(NotoSansThai.regular)"))
    #expect(result.stdout.contains("// No face covers: U+0F00"))
    // One character is one (it said "1 characters").
    let one = try Typometer.run(
      ["cascade", "Inter-Regular", "ภ", "--format", "swift"] + Typometer.bundledFonts)
    #expect(one.stdout.contains("(NotoSansThai.regular),  // 1 character\n"), "\(one.stdout)")
  }

  @Test func boilerplateCompiles() throws {
    let result = try Typometer.run(["boilerplate", "noto"] + Typometer.bundledFonts)
    #expect(result.status == 0)
    #expect(result.stdout.contains("enum NotoSansThai: String, CaseIterable, Sendable {"))
    #expect(!result.stdout.contains("enum Inter"))
    let missing = try Typometer.run(["boilerplate", "Helvetica"] + Typometer.bundledFonts)
    #expect(missing.status == 1)
    // "" is every family, as the help says.
    let every = try Typometer.run(["boilerplate", ""] + Typometer.bundledFonts)
    #expect(every.status == 0, "\(every.stderr)")
    #expect(
      every.stdout.contains("enum NotoSansThai: String") && every.stdout.contains("enum Inter"))
  }
}
