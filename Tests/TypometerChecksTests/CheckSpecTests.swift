import Foundation
import TestSupport
import Testing

@testable import TypometerChecks

/// Writes `text` to a fresh temporary file and returns its path; the file is
/// removed when the test process exits.
func temporaryFile(_ text: String, name: String = "typometer.json") throws -> String {
  try TemporaryFolder.file(name, text)
}

@Suite struct CheckSpecTests {
  /// Lists whose length multiplies the work are bounded.
  static let tooLong: [(String, String)] = {
    let container = #"{"keys": ["*"], "style": "b", "width": 5}"#
    let containers = Array(repeating: container, count: 1_001).joined(separator: ",")
    let a = Array(repeating: #""X""#, count: 600).joined(separator: ",")
    let b = Array(repeating: #""Y""#, count: 401).joined(separator: ",")
    return [
      (
        #"{"containers": ["# + containers + "]}",
        "t.json:1: 'containers' lists more than 1000 entries, the most a spec takes"
      ),
      (
        #"{"cascade": {"a": ["# + a + #"], "b": ["# + b + "]}}",
        "t.json:1: 'cascade' lists more than 1000 entries, the most a spec takes"
      ),
    ]
  }()

  @Test func longListsAreRefused() throws {
    for (text, message) in Self.tooLong {
      #expect(Self.failure(text)?.message == message)
    }
  }

  /// A String Catalog or a TypographyKit config given as the spec is said
  /// to be one, not read as a spec of unknown keys.
  @Test func anotherKindOfFileIsSaid() throws {
    for (text, what) in [
      (#"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#, "a String Catalog"),
      (#"{"ui-font-text-styles": {}, "typography-colors": {}}"#, "a TypographyKit config"),
      (##"{"typography-colors": {"red": "#f00"}}"##, "a TypographyKit config"),
      (
        #"{"info": {"author": "xcode", "version": 1}, "images": []}"#,
        "an asset catalog's Contents.json"
      ),
    ] {
      #expect(
        Self.failure(text)?.message
          == "t.json:1: this is \(what), not a check spec: name it in a spec (`typometer init` "
          + "in the app's folder writes one)")
    }
  }

  /// A check's report given as the spec is said to be one.
  @Test func aReportGivenAsTheSpecIsSaid() throws {
    #expect(
      Self.failure(#"{"version": 1, "summary": {}, "findings": [], "cascades": []}"#)?.message
        == "t.json:1: this is a check's report (report.json, or --format json's output), not a "
        + "check spec: give the spec the check was run with (typometer.json; `typometer init` in "
        + "the app's folder writes one)")
  }

  /// A string file or property list given as the spec is said to be one
  /// where it is no JSON; another XML file is JSON gone wrong.
  @Test func aStringFileGivenAsTheSpecIsSaid() throws {
    func failure(_ text: String, path: String, utf16: Bool = false) -> String? {
      // (In UTF-16 with its byte-order mark, little-endian, where asked.)
      var bytes: [UInt8] = utf16 ? [0xFF, 0xFE] : []
      if utf16 {
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
      } else {
        bytes = Array(text.utf8)
      }
      do {
        _ = try CheckSpec.parse(bytes: bytes, path: path)
        return nil
      } catch { return error.message }
    }
    let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>"
    let values = #"<resources><string name="a">b</string></resources>"#
    let files: [(String, String, String, Bool)] = [
      ("en.lproj/Main.strings", #""a" = "b";"#, "an Apple string file", false),
      ("values/strings.xml", values, "an Android values file", false),
      ("values/strings16.xml", values, "an Android values file", true),
      // (Past a licence's comment of more than a kilobyte.)
      (
        "values/licensed.xml",
        "<?xml version=\"1.0\"?>\n<!--" + String(repeating: "Licensed under… ", count: 90)
          + "-->\n" + values, "an Android values file", false
      ),
      ("Info.plist", plist, "a property list", false),
      ("Settings", plist, "a property list", false),
      ("Settings16", plist, "a property list", true),
    ]
    for (path, text, what, utf16) in files {
      #expect(
        failure(text, path: path, utf16: utf16)
          == "\(path): this is \(what), not a check spec: name it in a spec (`typometer init` "
          + "in the app's folder writes one)")
    }
    #expect(
      failure("<manifest/>", path: "AndroidManifest.xml")
        == "AndroidManifest.xml:1: not valid JSON: found '<' where a value was expected")
  }

  @Test func readsEveryKeyAndResolvesPathsAgainstTheSpec() throws {
    let path = try temporaryFile(
      """
      {
        "config": "c.json", "fonts": ["f"], "systemFonts": true, "platform": "watchos",
        "categories": ["l", "ax3"], "strings": ["a.strings"],
        "containers": [{"keys": ["x.*"], "style": "s", "width": 100, "maxLines": 0, "lineHeight": 20}],
        "boldText": true, "boldFaces": {"A-Regular": "A-Heavy"}, "cascade": {"*": ["B"]},
        "formatSamples": {"object": "Bob", "integer": "7", "float": "1.5"}
      }
      """)
    let spec = try CheckSpec.load(path: path)
    let directory = (path as NSString).deletingLastPathComponent
    #expect(spec.resolve("c.json") == directory + "/c.json")
    #expect(spec.resolve("/abs/c.json") == "/abs/c.json")
    // Without `.` parts: a folder's name is its last part.
    #expect(spec.resolve(".") == directory)
    #expect(spec.resolve("./res/./values/") == directory + "/res/values")
    #expect(spec.resolve("res/../x") == directory + "/res/../x")
    #expect(spec.resolve("/abs/./x") == "/abs/x" && spec.resolve("/.") == "/")
    #expect(spec.resolve("../res") == directory + "/../res")
    // A spec named from its own folder, `./typometer.json` (`check .`),
    // names its files as `typometer.json` does: relative.
    var here = spec
    here.path = "./typometer.json"
    #expect(here.resolve("app/src/main/res") == "app/src/main/res")
    #expect(here.resolve("./res/values") == "res/values")
    // (`.//x` is `x` in the spec's folder, not `/x`.)
    #expect(here.resolve(".//App/x.strings").hasSuffix("/App/x.strings"))
    #expect(here.resolve(".//App/x.strings") != "/App/x.strings")
    here.path = "typometer.json"
    #expect(here.resolve("app/src/main/res") == "app/src/main/res")
    // (`.` alone is still the folder by its name.)
    #expect(here.resolve(".").hasPrefix("/"))
    #expect(spec.configs == ["c.json"])
    #expect(spec.systemFonts)
    #expect(spec.platform == .watchos)
    #expect(spec.categories.map(\.shortName) == ["l", "ax3"])
    #expect(spec.containers.first?.maxLines == nil)  // 0: no limit
    #expect(spec.containers.first?.lineHeight == 20)
    #expect(spec.boldFaces == ["A-Regular": "A-Heavy"])
    #expect(spec.cascade == ["*": ["B"]])
    #expect(spec.formatSamples.apply(to: "%@ has %d, %.1f") == "Bob has 7, 1.5")
  }

  @Test func categoriesDefaultToThePlatformsAll() throws {
    let spec = try CheckSpec.load(
      path: try temporaryFile(
        #"{"config": ["c"], "strings": ["s"], "containers": [{"keys": ["*"], "style": "b", "width": 1}]}"#
      ))
    #expect(spec.categories.count == 12)
    #expect(spec.platform == .ios)
    #expect(!spec.systemFonts)
  }

  @Test(arguments: [
    (
      #"{"config": ["c"], "strings": ["s"], "containers": [], "colour": 1}"#, 1,
      "unknown key 'colour'"
    ),
    ("{\n\"config\": 5}", 2, "'config' must be a list of strings, not the number 5"),
    (
      "{\"config\": [\"c\"],\n \"strings\": [\"s\"],\n \"containers\": [{\"keys\": [\"*\"], \"style\": \"b\", \"width\": 0}]}",
      3,
      "must be a width above 0 (points; dp on Android), at most 100000"
    ),
    (
      "{\"config\": [\"c\"], \"strings\": [\"s\"], \"containers\": [{\"keys\": [\"*\"], \"style\": \"b\", \"width\": 5}],\n\"categories\": [\"huge\"]}",
      2,
      "unknown category 'huge'"
    ),
    (
      "{\"config\": [\"c\"], \"strings\": [\"s\"], \"containers\": [{\"keys\": [\"*\"], \"width\": 5}]}",
      1,
      "containers[0] needs 'style'"
    ),
    (
      "{\"strings\": [\"s\"], \"containers\": [{\"keys\": [\"*\"], \"style\": \"b\", \"width\": 5}]}",
      1,
      "'config' is missing"
    ),
    (
      "{\"strings\": [\"s\"],\n \"config\": [],\n \"containers\": [{\"keys\": [\"*\"], \"style\": \"b\", \"width\": 5}]}",
      2,
      "'config' is empty: name the TypographyKit config, or set every container in a text style (body, headline, …)"
    ),
    ("{\n\n\"config\": [\"c\"],, }", 3, "not valid JSON"),
  ])
  func problemsNameTheLine(_ text: String, _ line: Int, _ words: String) throws {
    let path = try temporaryFile(text)
    #expect {
      try CheckSpec.load(path: path)
    } throws: { error in
      guard let error = error as? SpecError else { return false }
      return error.path == path && error.line == line && error.problem.contains(words)
    }
  }

  /// A spec's problem as data and as the exact words the command prints.
  static func failure(_ text: String) -> SpecError? {
    do {
      _ = try CheckSpec.parse(bytes: Array(text.utf8), path: "t.json")
      return nil
    } catch { return error }
  }

  @Test func problemsAreDataWithTheValuesTheyNeed() {
    let config = Self.failure("{\n\"config\": 5}")
    #expect(config?.line == 2)
    #expect(config?.reason == .wrongType(key: "config", expected: .stringList, found: .number(5)))
    #expect(
      Self.failure(#"{"config": "c", "strings": "s", "containers": [{"style": "b", "width": 1}]}"#)?
        .reason == .containerMissingKey(index: 0, .keys))
    #expect(
      Self.failure(#"{"platform": "tvos", "categories": ["ax1"]}"#)?.reason
        == .categoryNotOnPlatform(.accessibilityMedium, .tvos))
  }

  /// Every top-level key and every container's every key is read whatever
  /// the others hold: one run names each of their problems, in the order of
  /// the file (the keys' checks against each other only where each key
  /// could be read; a required key missing last, in the spec and in a
  /// container, unless a misspelt key stands for it).
  @Test func everyProblemIsNamedInOneRun() throws {
    let text = """
      {
        "stress": ["pseudo", "wcag"],
        "strings": ["en.lproj/Localizable.strings"],
        "boldtext": true,
        "containers": [
          {"keys": ["*"], "style": "body", "width": -3, "maxLines": 1.5},
          {"keys": ["a"], "style": "body", "width": 100},
          {"keys": ["b"], "style": "body"}
        ],
        "stress": "pseudo"
      }
      """
    let error = try #require(Self.failure(text))
    let all = [error] + error.further
    // (The list of known keys cut off.)
    #expect(
      all.map { $0.message.components(separatedBy: "; known keys").first ?? "" } == [
        "t.json:2: stress: 'wcag' is not wcag-spacing or pseudo",
        "t.json:4: unknown key 'boldtext' (did you mean 'boldText'?)",
        "t.json:6: 'containers[0].width' must be a width above 0 (points; dp on Android), at "
          + "most 100000",
        "t.json:6: 'containers[0].maxLines' must be a whole number from 0 to 100000 (0: no limit)",
        "t.json:8: containers[2] needs 'width' in points",
        "t.json:10: 'stress' is given twice",
      ])
    #expect(all.allSatisfy { $0.further.isEmpty || $0 == error })
    // One problem alone has no others.
    #expect(
      Self.failure(
        #"{"config": 5, "strings": ["s"], "containers": [{"keys": ["*"], "style": "b", "width": 1}]}"#
      )?.further == [])
    // What depends on the platform (categories) is checked with the rest,
    // and a key missing is said last, unless a misspelt key stands for it.
    let staged = try #require(
      Self.failure(
        """
        {"config": ["TypographyKit.json"],
         "stirngs": ["en.lproj/Localizable.strings"],
         "categories": ["large", "ax6"],
         "containers": [{"keys": ["*"], "style": "body", "width": 320, "maxLine": 2}]
        }
        """))
    #expect(
      ([staged] + staged.further).map { $0.message.components(separatedBy: ";").first ?? "" } == [
        "t.json:2: unknown key 'stirngs' (did you mean 'strings'?)",
        "t.json:3: unknown category 'ax6' (did you mean 'ax5' or 'ax4'?)",
        "t.json:4: unknown key 'maxLine' in containers[0] (did you mean 'maxLines'?)",
      ])
    // Two misspelt keys in one container are both said, and not the keys
    // they stand for as missing.
    let misspelt = try #require(
      Self.failure(
        """
        {"strings": ["s"],
         "containers": [{"keys": ["*"], "style": "body",
           "widht": 343,
           "maxline": 2}]}
        """))
    #expect(
      ([misspelt] + misspelt.further).map { $0.message.components(separatedBy: ";").first ?? "" }
        == [
          "t.json:3: unknown key 'widht' in containers[0] (did you mean 'width'?)",
          "t.json:4: unknown key 'maxline' in containers[0] (did you mean 'maxLines'?)",
        ])
    // An Android spec without its "platform": its keys are said, not what
    // an Apple spec would need besides; a wrong value is not also on the
    // wrong platform.
    let android = try #require(
      Self.failure(
        #"{"resources": ["res"], "density": 20, "themes": "AppTheme", "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#
      ))
    #expect(
      ([android] + android.further).map(\.reason) == [
        .densityInvalid, .keyNotOnPlatform(key: "resources", .ios),
        .keyNotOnPlatform(key: "themes", .ios),
      ])
    // Each bad font scale is said, not only the first.
    let scales = try #require(
      Self.failure(
        #"{"platform": "android", "resources": "res", "fontScales": [1, -1, "x"], "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#
      ))
    #expect(
      ([scales] + scales.further).map { $0.message.components(separatedBy: " must").first ?? "" }
        == ["t.json:1: 'fontScales[1]'", "t.json:1: 'fontScales[2]'"])
    let categories = try #require(
      Self.failure(
        #"{"categories": ["large", "ax9", "huge"], "strings": ["s"], "containers": [{"keys": ["*"], "style": "body", "width": 300}]}"#
      ))
    #expect(
      ([categories] + categories.further).map(\.reason) == [
        .unknownCategory("ax9"), .unknownCategory("huge"),
      ])
    // A wrong platform still lets a category's name be checked.
    let platform = try #require(
      Self.failure(
        #"{"platform": 3, "categories": ["ax9"], "strings": ["s"], "containers": [{"keys": ["*"], "style": "body", "width": 300}]}"#
      ))
    #expect(
      ([platform] + platform.further).map { $0.message.components(separatedBy: ";").first ?? "" }
        == [
          "t.json:1: 'platform' must be a string, not the number 3",
          "t.json:1: unknown category 'ax9' (did you mean 'ax5' or 'ax4'?)",
        ])
    let missing = try #require(Self.failure(#"{"categories": ["ax6"]}"#))
    #expect(
      ([missing] + missing.further).map(\.reason) == [
        .unknownCategory("ax6"), .missingKey(.config), .missingKey(.strings),
        .missingKey(.containers),
      ])
    // A hundred are said one by one, the rest counted.
    let bad = Array(repeating: #"{"keys": ["*"], "style": "body", "width": -1}"#, count: 150)
    let many = try #require(
      Self.failure(#"{"strings": ["s"], "containers": ["# + bad.joined(separator: ",") + "]}"))
    #expect(many.further.count == SpecError.maximumProblems)
    #expect(many.further.last?.reason == .moreProblems(count: 50))
    #expect(
      many.further.last?.message == "t.json: and 50 more problems (mend those above and run again)")
  }

  @Test(arguments: [
    ("[1]", "t.json:1: the spec must be a JSON object"),
    (#"{"config": "a", "config": "b"}"#, "t.json:1: 'config' is given twice"),

    // In an object inside too: a JSON parser would keep one of the two.
    (
      #"{"containers": [{"keys": ["*"], "style": "body", "width": 1, "maxLines": 2,\#n"maxLines": 5}]}"#,
      "t.json:2: 'containers[0].maxLines' is given twice"
    ),
    (
      #"{"strings": [{"path": "a", "language": "de", "path": "b"}]}"#,
      "t.json:1: 'strings[0].path' is given twice"
    ),
    (
      #"{"colour": 1}"#,
      "t.json:1: unknown key 'colour'; known keys: config, fonts, systemFonts, platform, "
        + "categories, strings, containers, boldText, boldFaces, cascade, formatSamples, scaling, "
        + "systemFont, opticalSize, severity, assetCatalogs, stress, pseudoBrackets, fontScales, "
        + "resources, density, measureUntranslatable, markdown, developmentLanguage, themes, "
        + "placeholders"
    ),
    (#"{"fonts": true}"#, "t.json:1: 'fonts' must be a list of strings, not the boolean true"),
    (
      #"{"systemFonts": "yes"}"#,
      "t.json:1: 'systemFonts' must be true or false, not the string 'yes'"
    ),
    (
      #"{"measureUntranslatable": 1}"#,
      "t.json:1: 'measureUntranslatable' must be true or false, not the number 1"
    ),
    (#"{"platform": 3}"#, "t.json:1: 'platform' must be a string, not the number 3"),
    (
      #"{"strings": ["en.lproj/Localizable.strings\u0000.txt"]}"#,
      #"t.json:1: 'strings[0]' holds a NUL character (\u0000), which no path or name has"#
    ),
    (
      #"{"config": "a\u0000b.json"}"#,
      #"t.json:1: 'config' holds a NUL character (\u0000), which no path or name has"#
    ),

    (
      #"{"platform": "beos"}"#,
      "t.json:1: unknown platform 'beos' (did you mean 'ios' or 'tvos'?); use ios, watchos, "
        + "tvos, macos or android"
    ),
    (
      #"{"platform": "android"}"#,
      "t.json:1: 'resources' is missing: name the app's res folder (app/src/main/res), or its "
        + "string files in 'strings'"
    ),
    (
      #"{"platform": "android", "resources": "res", "categories": ["ax1"]}"#,
      "t.json:1: 'categories' is for Apple platforms; on android name the font scales in "
        + "'fontScales'"
    ),
    (
      #"{"platform": "android", "resources": "res", "boldText": true}"#,
      "t.json:1: 'boldText' is for Apple platforms; on android a style's own bold "
        + "(android:textStyle, textFontWeight) is read from its res folders"
    ),
    (
      #"{"platform": "android", "resources": "res", "fontScales": [1, 0]}"#,
      "t.json:1: 'fontScales[1]' must be a font scale from 0.5 to 4 (Android's are 0.85 to 2)"
    ),
    (
      #"{"platform": "android", "resources": "res", "fontScales": [1, "2"]}"#,
      "t.json:1: 'fontScales[1]' must be a finite number, not the string '2'"
    ),
    (
      #"{"platform": "android", "resources": "res", "fontScales": []}"#,
      "t.json:1: 'fontScales' must be a non-empty list of font scales from 0.5 to 4 "
        + "(Android's are 0.85 to 2)"
    ),
    (
      #"{"developmentLanguage": "en US"}"#,
      "t.json:1: 'developmentLanguage' must be a BCP 47 language tag such as de, zh-Hans or "
        + "pt-BR (a language's code of two or three letters, then letters and digits in "
        + "hyphen-separated parts), found 'en US'"
    ),
    (
      #"{"developmentLanguage": "english"}"#,
      "t.json:1: 'developmentLanguage' must be a BCP 47 language tag such as de, zh-Hans or "
        + "pt-BR (a language's code of two or three letters, then letters and digits in "
        + "hyphen-separated parts), found 'english' (Xcode's old name of the language: write "
        + "'en')"
    ),
    (
      #"{"platform": "android", "resources": "res", "developmentLanguage": "en"}"#,
      "t.json:1: 'developmentLanguage' is for Apple platforms; on android name the res folders "
        + "in 'resources' and the font scales in 'fontScales'"
    ),
    (
      #"{"platform": "android", "resources": "res", "strings": [],"#
        + #" "containers": [{"keys": ["*"], "style": "bodyLarge", "width": 1}]}"#,
      "t.json:1: 'strings' is empty: name the string files"
    ),
    (
      #"{"platform": "android", "resources": "res", "density": 100}"#,
      "t.json:1: 'density' must be a number from 0.5 to 8 (pixels per dp; 2.625 on a Pixel 8)"
    ),
    (#"{"fontScales": [1]}"#, "t.json:1: 'fontScales' is for \"platform\": \"android\""),
    (#"{"cascade": []}"#, "t.json:1: 'cascade' must map style names to lists of PostScript names"),
    (#"{"boldFaces": [1]}"#, "t.json:1: 'boldFaces' must be an object of strings"),
    (#"{"boldFaces": {"A": null}}"#, "t.json:1: 'boldFaces.A' must be a string, not null"),
    (#"{"formatSamples": 1}"#, "t.json:1: 'formatSamples' must be an object"),
    (
      #"{"formatSamples": {"date": "x"}}"#,
      "t.json:1: unknown key 'date' in formatSamples; known: object, integer, float"
    ),
    (#"{"categories": []}"#, "t.json:1: 'categories' is empty"),
    (
      #"{"categories": ["huge"]}"#,
      "t.json:1: unknown category 'huge'; use xs … xxxl, ax1 … ax5 or Apple's names"
    ),
    (
      #"{"platform": "tvos", "categories": ["ax5"]}"#,
      "t.json:1: tvos has no category accessibilityExtraExtraExtraLarge (its one category is "
        + "large)"
    ),
    (
      #"{"platform": "watchos", "categories": ["ax5"]}"#,
      "t.json:1: watchos has no category accessibilityExtraExtraExtraLarge (its categories: "
        + "xs, s, l, xl, xxl, xxxl, ax1, ax2, ax3)"
    ),
    (
      "{}",
      "t.json:1: 'config' is missing: name the TypographyKit config, or set every container in a "
        + "text style (body, headline, …)"
    ),
    (#"{"config": "c"}"#, "t.json:1: 'strings' is missing: name the string files"),
    (
      #"{"strings": "s", "containers": [{"keys": ["*"], "style": "body", "width": 1},"#
        + "\n"
        + #"{"keys": ["*"], "style": "caption3", "width": 1}]}"#,
      "t.json:2: containers[1].style: unknown text style 'caption3' (did you mean 'caption2' or "
        + "'caption1'?); use one of largeTitle, title1, title2, title3, headline, body, callout, "
        + "subheadline, footnote, caption1, caption2, or name the TypographyKit config whose "
        + "style it is in 'config'"
    ),
    (
      #"{"strings": "s", "containers": [{"keys": ["*"], "style": "bdy", "width": 1}]}"#,
      "t.json:1: containers[0].style: unknown text style 'bdy' (did you mean 'body'?); use one "
        + "of largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, "
        + "caption1, caption2, or name the TypographyKit config whose style it is in 'config'"
    ),
    (
      #"{"strings": "s", "containers": [{"keys": ["*"], "style": "navigationBar", "width": 1}]}"#,
      "t.json:1: 'config' is missing: name the TypographyKit config, or set every container in "
        + "a text style (body, headline, …)"
    ),
    (
      #"{"strings": "s", "containers": [{"keys": ["*"], "style": "body", "width": 1}], "#
        + #""scaling": {"body": {"scaler": "kgn", "increment": 1, "decrement": 1}, "#
        + #""Body": {"scaler": "kgn", "increment": 1, "decrement": 1}}}"#,
      "t.json:1: 'scaling.body' is given twice"
    ),
    (
      #"{"config": ""}"#,
      "t.json:1: 'config' holds an empty path; name a file or folder, or remove the entry"
    ),
    (
      #"{"strings": [{"path": ""}]}"#,
      "t.json:1: 'strings[0].path' holds an empty path; name a file or folder, or remove the entry"
    ),
    // The kernel's files: the process's environment, a device, a folder of
    // /sys (a spec's output would publish their text).
    (
      #"{"strings": ["/proc/self/environ"]}"#,
      "t.json:1: 'strings[0]' names '/proc/self/environ', one of the kernel's own files (/proc, "
        + "/sys, /dev), which hold no app's strings or fonts; name the app's"
    ),
    (
      #"{"config": "/dev/zero"}"#,
      "t.json:1: 'config' names '/dev/zero', one of the kernel's own files (/proc, /sys, /dev), "
        + "which hold no app's strings or fonts; name the app's"
    ),
    (
      #"{"fonts": ["/sys/kernel"]}"#,
      "t.json:1: 'fonts' names '/sys/kernel', one of the kernel's own files (/proc, /sys, /dev), "
        + "which hold no app's strings or fonts; name the app's"
    ),
    (
      #"{"config": "c", "strings": "s"}"#,
      "t.json:1: 'containers' is missing: say which keys go in which style and width"
    ),
    (#"{"containers": {}}"#, "t.json:1: 'containers' must be a list of objects"),
    (
      #"{"containers": ["x"]}"#,
      "t.json:1: containers[0] must be an object with keys, style and width"
    ),
    (
      #"{"containers": [{"width": 0}]}"#,
      "t.json:1: 'containers[0].width' must be a width above 0 (points; dp on Android), at most 100000"
    ),
    (
      #"{"containers": [{"width": "5"}]}"#,
      "t.json:1: 'containers[0].width' must be a finite number, not the string '5'"
    ),
    (
      #"{"containers": [{"maxLines": 1.5}]}"#,
      "t.json:1: 'containers[0].maxLines' must be a whole number from 0 to 100000 (0: no limit)"
    ),
    (
      #"{"containers": [{"lineHeight": -1}]}"#,
      "t.json:1: 'containers[0].lineHeight' must be above 0"
    ),
    (
      #"{"containers": [{"colour": 1}]}"#,
      "t.json:1: unknown key 'colour' in containers[0]; known: keys, style, width, maxLines, "
        + "lineHeight, minimumScaleFactor, skip, largestCategory, textCase, formatSamples"
    ),
    (
      #"{"containers": [{"keys": []}]}"#,
      "t.json:1: containers[0].keys is empty: list the string keys (or patterns such as "
        + "\"settings.*\") the container takes, or [\"*\"] for every string"
    ),
    (#"{"containers": [{"style": "body"}]}"#, "t.json:1: containers[0] needs 'keys'"),
    (#"{"containers": [{"keys": "*"}]}"#, "t.json:1: containers[0] needs 'style'"),
    (
      #"{"containers": [{"keys": "*", "style": "b"}]}"#,
      "t.json:1: containers[0] needs 'width' in points"
    ),
    ("", "t.json: not valid JSON: the file is empty; a spec is a JSON object"),
  ])
  func problemsAreWordedExactly(_ text: String, _ message: String) {
    #expect(Self.failure(text)?.message == message)
    #expect(Self.failure(text)?.description == message)
  }

  /// A top-level key given twice is said once; its second value is not
  /// read, so that what is wrong in it is not said too.
  @Test func aKeyGivenTwiceIsSaidAlone() throws {
    let text =
      #"{"config": "a", "strings": "s", "containers": [{"keys": ["*"], "style": "b", "width": 1}],"#
      + "\n" + #""containers": [{"keys": ["*"], "style": "b", "width": -3}]}"#
    let error = try #require(Self.failure(text))
    #expect(error.message == "t.json:2: 'containers' is given twice")
    #expect(error.further.isEmpty, "\(error.further.map(\.message))")
  }

  @Test func aSpecAboveTheLimitIsRefusedBeforeParsing() {
    let bytes = [UInt8](repeating: 0x20, count: CheckSpec.maximumFileSize + 1)
    #expect(throws: SpecError(path: "t.json", line: nil, reason: .tooLarge(limit: 16 << 20))) {
      try CheckSpec.parse(bytes: bytes, path: "t.json")
    }
    #expect(
      SpecError(path: "t.json", line: nil, reason: .tooLarge(limit: 16 << 20)).message
        == "t.json: larger than 16 MiB; is this a spec?")
  }

  @Test func missingAndBinaryFilesAreSpecErrors() throws {
    #expect(throws: SpecError.self) { try CheckSpec.load(path: "/nonexistent/typometer.json") }
    let binary = try temporaryFile("\u{FF}\u{FE}garbage\u{0}")
    #expect(throws: SpecError.self) { try CheckSpec.load(path: binary) }
  }

  @Test(arguments: [
    ("*", "anything", true), ("onboarding.*", "onboarding.title", true),
    ("onboarding.*", "settings.title", false), ("*.title", "a.b.title", true),
    ("a?c", "abc", true), ("a?c", "ac", false), ("", "", true), ("", "x", false),
    ("*a*b*", "xxaxxbxx", true), ("*a*b*", "xxbxxaxx", false), ("key", "key", true),
    ("*", "", true), ("caf\u{E9}", "cafe\u{301}", false), ("caf?", "caf\u{E9}", true),
    ("a%d", "a%d", true), ("no", "nope", false),
    // Escapes: `\?`, `\*` and `\\` are the character itself.
    (#"Overwrite\?"#, "Overwrite?", true), (#"Overwrite\?"#, "OverwriteX", false),
    (#"*\?"#, "Sure?", true), (#"*\?"#, "Sure!", false), (#"a\*"#, "a*", true),
    (#"a\*"#, "abc", false), (#"a\\b"#, #"a\b"#, true), (#"a\nb"#, #"a\nb"#, true),
  ])
  func keyPatterns(_ pattern: String, _ key: String, _ matches: Bool) {
    #expect(KeyPattern.matches(pattern, key) == matches)
  }

  /// A pattern of no wildcard names its key as written, its escapes read.
  @Test func aLiteralPatternNamesItsKey() {
    #expect(KeyPattern.literal(#"Overwrite\?"#) == "Overwrite?")
    #expect(KeyPattern.literal("title") == "title")
    #expect(KeyPattern.literal("a?") == nil)
    #expect(KeyPattern.literal("*") == nil)
    #expect(KeyPattern.literal(#"a\x"#) == #"a\x"#)
  }

  @Test func keyPatternsStayLinearOnHostileInput() {
    let pattern = String(repeating: "*a", count: 200) + "b"
    let key = String(repeating: "a", count: 5000)
    // Backtracking only to the last star keeps this linear-times-stars, not exponential.
    #expect(!KeyPattern.matches(pattern, key))
  }

  /// The lookup check places strings with gives the container
  /// `container(for:catchAll:suffixes:)` gives, for every key: a key named
  /// as written in an earlier container than a pattern that matches it, or a
  /// later one; escapes, empty patterns, the catch-all and suffixes left
  /// out; keys compared byte for byte ("é" is not "e\u{301}").
  @Test func theContainerLookupGivesTheSpecsContainer() throws {
    let spec = try CheckSpec.parse(
      bytes: Array(
        #"""
        {"strings": ["a.strings"], "containers": [
          {"keys": ["a.title", "Overwrite\\?", ""], "style": "body", "width": 1},
          {"keys": ["*.title", "caf\u00e9"], "style": "body", "width": 2},
          {"keys": ["b.title", "R7T-*"], "style": "body", "width": 3},
          {"keys": ["a.title", "x?y", "cafe\u0301"], "style": "body", "width": 4},
          {"keys": ["**"], "style": "body", "width": 5}
        ]}
        """#.utf8), path: "t.json")
    let lookup = ContainerLookup(spec.containers)
    let keys = [
      "a.title", "b.title", "c.title", "Overwrite?", "Overwrite\\?", "", "café", "cafe\u{301}",
      "R7T-q4.normalTitle", "xzy", "x?y", "other", "*",
    ]
    for key in keys {
      for (catchAll, suffixes) in [(true, true), (false, true), (true, false), (false, false)] {
        let expected = spec.container(for: key, catchAll: catchAll, suffixes: suffixes)?.index
        let found = lookup.container(for: key, catchAll: catchAll, suffixes: suffixes)?.index
        #expect(found == expected, "\(key) \(catchAll) \(suffixes)")
      }
    }
    // (Each way's answer somewhere: named first, matched first, none.)
    #expect(lookup.container(for: "a.title")?.index == 0)
    #expect(lookup.container(for: "b.title")?.index == 1)
    #expect(lookup.container(for: "b.title", suffixes: false)?.index == 2)
    #expect(lookup.container(for: "other", catchAll: false) == nil)
  }
}
