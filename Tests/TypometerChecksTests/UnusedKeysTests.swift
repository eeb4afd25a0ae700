import Testing

@testable import TypometerChecks

/// How `init` reads the names an Apple app's files give its keys, for the
/// keys no file names (``ProjectScan/unusedKeys(byTable:)``).
struct UnusedKeysTests {
  /// A literal's escapes are read as Swift and Objective-C read them; an
  /// unknown one is kept as written.
  @Test func literalsAreUnescaped() {
    #expect(ProjectScan.unescaped(#"Leave \"%@\"?"#) == #"Leave "%@"?"#)
    #expect(ProjectScan.unescaped(#"Two\nlines\tand \\ a \u{1F600}"#) == "Two\nlines\tand \\ a 😀")
    #expect(ProjectScan.unescaped(#"odd \q and \u{zz} and \"#) == #"odd \q and \u{zz} and \"#)
    #expect(ProjectScan.unescaped("plain") == "plain")
  }

  /// A multi-line literal's text: its delimiters' line breaks and the
  /// closing delimiter's indentation taken off, a line ending in `\`
  /// joined to the next.
  @Test func multiLineLiteralsAreRead() {
    let code = Array("let a = \"\"\"\n    First \\\n    line\n      indented\n    \"\"\"\n".utf8)
    var texts: [String] = []
    ProjectScan.forEachLiteral(in: code) { texts.append($0) }
    #expect(texts == ["First line\n  indented"])
    // One-line literals, and those inside their interpolations first.
    texts = []
    ProjectScan.forEachLiteral(in: Array(#"f("a", "\(g("b"))c")"#.utf8)) { texts.append($0) }
    #expect(texts == ["a", "b", #"\(g("b"))c"#])
  }

  /// The names after a `.`, a chain over line breaks one name, each with
  /// the name before it.
  @Test func memberPathsAreRead() {
    let code = Array(
      "L10n.AppIntents\n    .Scripts.title(x); Button(.done); a. b; v.1; R.\n  string.x".utf8)
    var paths: [String] = []
    ProjectScan.forEachMemberPath(in: code) { paths.append("\($0)|\($1)") }
    #expect(paths == ["L10n|AppIntents.Scripts.title", "|done", "a|b", "v|1", "R|string.x"])
    paths = []
    ProjectScan.forEachMemberPath(in: code, after: ["L10n", "R"]) { paths.append("\($0)|\($1)") }
    #expect(paths == ["L10n|AppIntents.Scripts.title", "R|string.x"])
    #expect(
      Set(
        ProjectScan.stringClassAliases(
          in: Array(
            "typealias CommonPlurals = R.plurals\nimport org.x.R.array as A\ntypealias S = x.R.string"
              .utf8
          ))) == ["CommonPlurals", "A", "S"])
    #expect(
      ProjectScan.firstEnumName(in: Array("// Generated\npublic enum Strings {\n enum A".utf8))
        == "Strings")
  }

  /// SwiftGen's names and a String Catalog's symbols: a leading run of
  /// capitals in lowercase, a sentence's trailing `.` dropped.
  @Test func generatedNamesOfKeys() {
    #expect(ProjectScan.generatedNames(of: "OK") == ["oK", "ok"])
    #expect(ProjectScan.generatedNames(of: "URL title") == ["uRLTitle", "urlTitle"])
    #expect(ProjectScan.generatedNames(of: "Done") == ["done"])
    #expect(
      ProjectScan.swiftGenNames(of: "Scene.Report.WhenYouSee.") == [
        "sceneReportWhenYouSee", "Scene.Report.whenYouSee",
      ])
  }

  /// A key built from a literal and what follows a `_`, `.` or `-`.
  @Test func keysBuiltFromALiteral() {
    let stems: Set<String> = ["speech.description_premium", "abc"]
    #expect(ProjectScan.startsWithStem("speech.description_premium_1", stems))
    #expect(ProjectScan.startsWithStem("abc-def", stems))
    #expect(!ProjectScan.startsWithStem("speech.description_premium", stems))
    #expect(!ProjectScan.startsWithStem("abcdef_1", stems))
  }

  /// XML's character references, the strings of JSON and XML files, and
  /// the files that say nothing of a key's use.
  @Test func documentsAreRead() {
    #expect(
      ProjectScan.xmlDecoded("Tom &amp; Jerry&#10;&#x41;&apos;s &bogus; &")
        == "Tom & Jerry\nA's &bogus; &")
    var texts: [String] = []
    ProjectScan.forEachQuotedOrElementText(
      in: Array(#"{"a": "b\"c"} <string>Line&#10;two</string> <t>over"#.utf8) + [0x0A]
        + Array("lines</t>".utf8)
    ) { texts.append($0) }
    #expect(texts.contains(#"b\"c"#) && texts.contains("Line&#10;two"))
    #expect(texts.contains("over\nlines"))
    #expect(ProjectScan.isOwnOutput(Array(#"{"strings": [], "containers": []}"#.utf8)))
    #expect(ProjectScan.isOwnOutput(Array(#"{"findings": [], "summary": {}}"#.utf8)))
    #expect(!ProjectScan.isOwnOutput(Array(#"{"pages": [{"title": "key"}]}"#.utf8)))
    #expect(
      ProjectScan.replacesBundleLookup(
        Array("let s = #selector(localizedString(forKey:value:table:))".utf8)))
    #expect(!ProjectScan.replacesBundleLookup(Array("Bundle.main.localizedString(forKey: k".utf8)))
    #expect(
      ProjectScan.isSwiftGenOutput(
        Array("// swiftlint:disable all\n// Generated using SwiftGen".utf8)))
  }

  /// A key written as a container's pattern matches it alone.
  @Test func keysAreWrittenAsPatternsOfThemselves() {
    #expect(KeyPattern.escaped("Delete?") == #"Delete\?"#)
    #expect(KeyPattern.matches(KeyPattern.escaped("Delete?"), "Delete?"))
    #expect(!KeyPattern.matches(KeyPattern.escaped("Delete?"), "Delete!"))
    #expect(!KeyPattern.matches(KeyPattern.escaped("*"), "anything"))
    #expect(KeyPattern.matches(KeyPattern.escaped(#"a\b*"#), #"a\b*"#))
    #expect(KeyPattern.escaped("plain") == "plain")
  }

  /// A comment's quotes open no literal, a `"""` that never closes is read
  /// as quotes, and a quoted text over 512 bytes leaves the quotes after
  /// it paired as written.
  @Test func oddQuotesHideNoLiteral() {
    var texts: [String] = []
    let code =
      "/// Use \"\"\" for long text\n/* a \"b */ let a = NSLocalizedString(\"welcome\", comment: \"\")\nlet s = \"\"\"\n"
    ProjectScan.forEachLiteral(in: Array(code.utf8)) { texts.append($0) }
    #expect(texts.contains("welcome"), "\(texts)")
    // (Read as code, the comment's quote would open a literal to the next.)
    #expect(!texts.contains { $0.contains("*/") || $0.contains(" b") }, "\(texts)")
    texts = []
    ProjectScan.forEachLiteral(
      in: Array("// \"\"\" doc\nval a = getString(\"kept\")".utf8), swift: false
    ) {
      texts.append($0)
    }
    #expect(texts == ["kept"])
    texts = []
    let long = String(repeating: "x", count: 600)
    ProjectScan.forEachQuotedOrElementText(
      in: Array(#"{"about":"\#(long)","title":"settings_title"}"#.utf8)
    ) { texts.append($0) }
    #expect(texts == ["about", "title", "settings_title"], "\(texts)")
  }

  /// A format specifier at a literal's start leaves the text after it as
  /// the end of keys it builds; Swift's cases are names; Lint's keep file
  /// and `tools:ignore="UnusedResources"`; large titles however spaced.
  @Test func otherNamesOfKeys() {
    var parts = ProjectScan.KeyParts()
    parts.take("%@_title", split: ["%@_title"])
    parts.take("error_%d", split: ["error_%d"])
    #expect(parts.builds("settings_title") && parts.builds("error_12"))
    #expect(!parts.builds("settings_label"))
    var cases: [String] = []
    ProjectScan.forEachCaseName(
      in: Array("enum Tab: String {\n  case settings, about = \"x\"\n  case .home: break\n}".utf8)
    ) { cases.append($0) }
    #expect(cases == ["settings", "about", "home"])
    let keep = ProjectScan.keptResourceNames(
      in: Array(#"<resources tools:keep="@string/kept,@string/qari_*,@layout/l"/>"#.utf8))
    #expect(keep.names == ["kept"] && keep.prefixes == ["qari_"])
    let ignored = ProjectScan.keptResourceNames(
      in: Array(
        #"<resources><string name="a" tools:ignore="UnusedResources">A</string><string name="b">B</string></resources>"#
          .utf8))
    #expect(ignored.names == ["a"])
    for code in [
      "navigationBar.prefersLargeTitles=true", "bar.prefersLargeTitles  =  YES",
      "[b setPrefersLargeTitles:YES]",
    ] {
      #expect(ProjectScan.setsLargeTitles(Array(code.utf8)), "\(code)")
    }
    for code in ["bar.prefersLargeTitles = false", "if bar.prefersLargeTitles == true {"] {
      #expect(!ProjectScan.setsLargeTitles(Array(code.utf8)), "\(code)")
    }
  }

  /// Literals nested in interpolations are read 32 deep, no deeper: 20,000
  /// of them (a hostile file) make 32 callbacks, not 20,000 of ever longer
  /// texts, and one chain of 100,000 names is read once.
  @Test func deepNestingIsBounded() {
    let nested = Array(
      ("let a = " + String(repeating: #""\("#, count: 20_000) + "x"
        + String(repeating: #")""#, count: 20_000)).utf8)
    var count = 0
    ProjectScan.forEachLiteral(in: nested) { _ in count += 1 }
    #expect(count <= 33 && count > 1, "\(count)")
    var chains = 0
    ProjectScan.forEachMemberPath(in: Array(String(repeating: "L10n.", count: 100_000).utf8)) {
      _, path in
      chains += 1
      #expect(path.split(separator: ".").count <= 64)
    }
    #expect(chains == 1)
  }
}
