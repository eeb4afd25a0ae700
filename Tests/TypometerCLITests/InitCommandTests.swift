import Foundation
import TestSupport
import Testing
import TypometerChecks

/// `typometer init`: a first spec from a project's files.
@Suite struct InitCommandTests {
  static func project() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let examples = Fixtures.repositoryRoot + "/Examples/App/"
    try folder.copy(examples + "TypographyKit.json", to: "App/TypographyKit.json")
    try folder.copy(
      examples + "en.lproj/Localizable.strings", to: "App/en.lproj/Localizable.strings")
    try folder.copy(
      examples + "de.lproj/Localizable.strings", to: "App/de.lproj/Localizable.strings")
    try folder.copy(Fixtures.font("Inter-Bold.otf"), to: "App/Fonts/Inter-Bold.otf")
    try folder.copy(Fixtures.font("Inter-SemiBold.otf"), to: "App/Fonts/Inter-SemiBold.otf")
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "App/Fonts/Roboto-Regular.ttf")
    try folder.write("App/Assets.xcassets/Contents.json", #"{"info": {"version": 1}}"#)
    try folder.write("Pods/Other/TypographyKit.json", "{}")  // dependencies are skipped
    // A test target's fonts are not the app's.
    try folder.copy(Fixtures.font("Inter-Bold.otf"), to: "AppUITests/Fixtures/Inter-Bold.otf")
    // Nor a web page's, beside the web fonts a browser loads.
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "site/public/fonts/Roboto.ttf")
    try folder.write("site/public/fonts/Roboto.woff2", "wOF2")
    // Nor its strings.
    for path in [
      "AppTests/en.lproj/Localizable.strings", "app-tests/XCUITest/de.lproj/Localizable.strings",
      "Tests/Snapshots.xcstrings",
    ] {
      try folder.copy(examples + "en.lproj/Localizable.strings", to: path)
    }
    try folder.write("app/src/main/res/values-de/strings.xml", "<resources/>")
    try folder.write(
      "App/Info.plist",
      #"<?xml version="1.0"?><plist version="1.0"><dict><key>UIAppFonts</key>"#
        + "<array><string>Fonts/Inter-Bold.otf</string><string>Gone.ttf</string></array>"
        + "</dict></plist>")
    return folder
  }

  @Test func writesASpecThatChecks() throws {
    let folder = try Self.project()
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("4 styles: title, body, button, caption"))
    #expect(result.stdout.contains("UIAppFonts without a font file here: Gone.ttf"))
    #expect(
      result.stdout.contains(
        "left out 1 font folder of a web page (site/public/fonts): beside web fonts (.woff, "
          + ".woff2, .eot), which a browser loads, not the app; add it to \"fonts\" if the app "
          + "uses its fonts"), "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["config"] as? [String] == ["App/TypographyKit.json"])
    #expect(spec["fonts"] as? [String] == ["App/Fonts"])
    #expect(spec["assetCatalogs"] as? [String] == ["App/Assets.xcassets"])
    // The Android app beside the Apple one is left out, and named.
    #expect(
      spec["strings"] as? [String] == [
        "App/de.lproj/Localizable.strings", "App/en.lproj/Localizable.strings",
      ])
    #expect(
      result.stdout.contains(
        "left out 1 Android strings.xml file: an Android app is here too; for its spec, run 'typometer init --platform android --output typometer-android.json \(folder.path)'"
      ))
    let containers = try #require(spec["containers"] as? [[String: Any]])
    #expect(
      containers.map { $0["style"] as? String } == ["title", "body", "button", "caption", "body"])
    #expect(containers.allSatisfy { $0["width"] as? Double == 343 })
    // The spec runs as written.
    let check = try Typometer.run(["check"], in: folder.path)
    #expect(check.status == 0 || check.status == 1, "\(check.stderr)")
    #expect(check.stdout.contains("2 string files"))
  }

  /// An app whose code imports no SwiftUI shows its strings in UIKit's
  /// labels, which draw Markdown's `**` as written: its spec says
  /// `"markdown": false`. One file importing SwiftUI keeps the default.
  @Test func anAppWithoutSwiftUIMeasuresMarkdownAsWritten() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/en.lproj/Localizable.strings", #""a" = "Tap **Done**";"#)
    try folder.write("App/View.swift", "import UIKit\nfinal class View: UIView {}\n")
    try folder.write("App/Legacy.m", "#import <UIKit/UIKit.h>\n")
    let uikit = try Typometer.run(["init", folder.path])
    #expect(uikit.status == 0, "\(uikit.stderr)")
    #expect(try Self.writtenSpec(in: folder)["markdown"] as? Bool == false)
    #expect(
      uikit.stdout.contains(
        "\"markdown\": false: none of the app's 2 Swift or Objective-C files imports SwiftUI"),
      "\(uikit.stdout)")
    // A module of another name is not SwiftUI; a declaration of it is.
    try folder.write("App/Other.swift", "import SwiftUIIntrospect\n")
    let other = try Typometer.run(["init", "--output", "other.json", folder.path])
    #expect(try Self.writtenSpec("other.json", in: folder)["markdown"] as? Bool == false)
    #expect(other.stdout.contains("none of the app's 3 Swift or Objective-C files"))
    try folder.write("App/Screen.swift", "import struct SwiftUI.Text\nlet x = Text(\"a\")\n")
    let swiftUI = try Typometer.run(["init", "--output", "swiftui.json", folder.path])
    #expect(swiftUI.status == 0, "\(swiftUI.stderr)")
    #expect(try Self.writtenSpec("swiftui.json", in: folder)["markdown"] == nil)
    #expect(!swiftUI.stdout.contains("markdown"))
  }

  /// An Android app whose Gradle build depends on a Markdown library
  /// (Markwon, through a version catalog too) is told of `"markdown": true`,
  /// not given it (an app may render only remote text so); one that
  /// depends on none is told nothing.
  @Test func anAndroidAppOfAMarkdownLibraryReadsMarkdown() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/src/main/res/values/strings.xml",
      #"<resources><string name="a">Read the [privacy policy](https://example.com/privacy)</string></resources>"#
    )
    try folder.write("settings.gradle", "include ':app'\n")
    // Named in a comment, a catalog no module takes: none.
    try folder.write(
      "app/build.gradle",
      "dependencies {\n  implementation libs.ui // docs/CHANGES.markdown\n}\n"
        + "// Release notes are written in Markdown\n")
    try folder.write(
      "gradle/libs.versions.toml",
      "[libraries]\nmarkwon-core = { module = \"io.noties.markwon:core\", version = \"4.6.2\" }\n")
    let plain = try Typometer.run(["init", folder.path])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(try Self.writtenSpec(in: folder)["markdown"] == nil)
    #expect(!plain.stdout.contains("Markdown"), "\(plain.stdout)")
    try folder.write(
      "app/build.gradle", "dependencies {\n  implementation(libs.markwon.core)\n}\n")
    let markwon = try Typometer.run(["init", "--output", "markwon.json", folder.path])
    #expect(markwon.status == 0, "\(markwon.stderr)")
    #expect(try Self.writtenSpec("markwon.json", in: folder)["markdown"] == nil)
    #expect(
      markwon.stdout.contains(
        "  the app depends on a Markdown library (Markwon, or one named markdown): where it "
          + "shows its strings through it (a link as its text), add \"markdown\": true"),
      "\(markwon.stdout)")
  }

  /// `--fonts` and `--system-font` given to init are written into the spec
  /// beside what it finds (a folder in the project by its path there,
  /// another absolute), and its advice no longer asks for them; the spec
  /// checks as written.
  @Test func fontsGivenOnTheCommandLineAreWritten() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/en.lproj/Localizable.strings", #""a" = "Hello";"#)
    _ = try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "Design/Inter-Regular.otf")
    let result = try Typometer.run([
      "init", folder.path, "--fonts", folder.url("Design"), "--fonts", Fixtures.fontsDirectory,
      "--system-font", "Inter",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let spec = try Self.writtenSpec(in: folder)
    #expect(spec["fonts"] as? [String] == ["Design", Fixtures.fontsDirectory], "\(spec)")
    #expect(spec["systemFont"] as? String == "Inter")
    #expect(result.stdout.contains("  \"systemFont\": Inter, as --system-font gives it\n"))
    #expect(!result.stdout.contains("the family that sets the system font"), "\(result.stdout)")
    let check = try Typometer.run(["check", folder.url("typometer.json"), "--no-system-fonts"])
    #expect(check.status == 0, "\(check.stderr)")
    // A folder that is not there is refused, and nothing is written.
    let missing = folder.url("Fnts")
    let refused = try Typometer.run(
      ["init", folder.path, "--output", "other.json", "--fonts", missing])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains(
        "\(missing): no such file or directory (given with --fonts); nothing written"),
      "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.url("other.json")))
  }

  /// A string file that does not parse (MonitorControl's Czech
  /// `Main.strings`, a `;` missing) is named with its line, as check says it,
  /// where check would stop; the others are not.
  @Test func aStringFileThatDoesNotParseIsSaid() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/en.lproj/Localizable.strings", "\"a\" = \"Hello\";\n\"b\" = \"World\";\n")
    try folder.write("App/cs.lproj/Localizable.strings", "\"a\" = \"Ahoj\"\n\"b\" = \"Svet\";\n")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  a string file that Apple's parser or aapt2 cannot read, where check stops (exit 2) "
          + "until it is mended or left out of \"strings\": App/cs.lproj/Localizable.strings:1: "
          + "missing ';'"), "\(result.stdout)")
    let check = try Typometer.run(
      ["check", "--system-font", "Inter", "--fonts", Fixtures.fontsDirectory], in: folder.path)
    #expect(check.status == 2)
    #expect(
      check.stderr.contains("App/cs.lproj/Localizable.strings:1: missing ';'"), "\(check.stderr)")
  }

  /// TypographyKit loads TypographyKit.json, else TypographyKit.plist: a
  /// plist beside a JSON one is never read, and is left out and named (the
  /// TypographyKit Example's plist replaced its JSON's sizes).
  @Test func aPlistBesideTheJSONIsLeftOut() throws {
    let folder = try TemporaryFolder()
    let examples = Fixtures.repositoryRoot + "/Examples/"
    try folder.copy(examples + "TypographyKit.json", to: "App/TypographyKit.json")
    try folder.copy(examples + "TypographyKit.plist", to: "App/TypographyKit.plist")
    try folder.copy(examples + "TypographyKit.plist", to: "Widget/TypographyKit.plist")
    try folder.copy(
      examples + "App/en.lproj/Localizable.strings", to: "App/en.lproj/Localizable.strings")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "    (left out App/TypographyKit.plist: TypographyKit reads TypographyKit.json when both "
          + "are in the app)"), "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(
      spec["config"] as? [String] == ["App/TypographyKit.json", "Widget/TypographyKit.plist"])
  }

  /// A TypographyKit config of another name, which the app loads by URL
  /// (`TypographyKit.configure(with: … setConfigurationURL(url))`), is found
  /// by what it holds; other JSON files, a dependency's and a test target's
  /// are not taken.
  @Test func findsAConfigOfAnotherName() throws {
    let folder = try TemporaryFolder()
    let examples = Fixtures.repositoryRoot + "/Examples/App/"
    let config = "App/Supporting Files/typography-design-tokens.json"
    try folder.copy(examples + "TypographyKit.json", to: config)
    try folder.copy(examples + "TypographyKit.json", to: "Pods/Theme/tokens.json")
    try folder.copy(examples + "TypographyKit.json", to: "AppTests/tokens.json")
    try folder.write("App/data.json", #"{"ui-font-text-style": "not quite"}"#)
    try folder.copy(
      examples + "en.lproj/Localizable.strings", to: "App/en.lproj/Localizable.strings")
    try folder.copy(Fixtures.font("Inter-Bold.otf"), to: "App/Fonts/Inter-Bold.otf")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("4 styles: title, body, button, caption"), "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["config"] as? [String] == [config])
  }

  /// String files whose text the system shows in its own font (the Info.plist
  /// strings, a target's `NAME-InfoPlist.strings`, a file of Info.plist keys
  /// alone, Siri's and Shortcuts', the Settings app's) are not put in the
  /// app's containers; init says it left them out. A storyboard's strings and
  /// a resource bundle's of another name are the app's.
  @Test func leavesOutStringsTheSystemShows() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    let app = [
      "App/en.lproj/Localizable.strings", "App/en.lproj/Main.strings",
      "Feature/Feature.bundle/de.lproj/Localizable.strings",
    ]
    let system = [
      "App/en.lproj/InfoPlist.strings", "App/de.lproj/InfoPlist.strings",
      "App/de.lproj/Intents.strings", "App/de.lproj/AppShortcuts.strings",
      "App/Settings.bundle/de.lproj/Root.strings", "App/InfoPlist.xcstrings",
      // Named in another case, as a Mac's file system still finds them.
      "App/fr.lproj/infoPlist.strings", "App/fr.lproj/intents.strings",
      // Another target's Info.plist strings (UTM's QEMULauncher).
      "App/de.lproj/Helper-InfoPlist.strings",
      // The Internet Access Policy Little Snitch shows (KeePassium's).
      "App/en.lproj/InternetAccessPolicy.strings",
    ]
    for path in app + system { try folder.copy(strings, to: path) }
    try folder.write("App/Base.lproj/Intents.intentdefinition", "<plist/>")
    // Info.plist keys alone, in a file of another name (Passepartout's
    // AppPlist.strings): the system's; beside a key of the app's: the app's.
    try folder.write(
      "App/de.lproj/AppPlist.strings",
      "/* Kamera */\n\"NSCameraUsageDescription\" = \"QR-Codes scannen\";\n"
        + "\"CFBundleDisplayName\" = \"Passepartout\";\n")
    try folder.write(
      "App/de.lproj/Mixed.strings",
      "\"NSCameraUsageDescription\" = \"QR-Codes scannen\";\n\"scan.title\" = \"Scannen\";\n")
    // Its table in another language, of no text (UTM's English
    // `Info-RemotePlist.strings`), is the system's too; a language whose
    // `Mixed.strings` has only the camera key translated is the system's
    // alone: German's, of the app's text too, stays.
    try folder.write("App/en.lproj/AppPlist.strings", "\"\" = \"\";\n")
    try folder.write(
      "App/ka.lproj/Mixed.strings", "\"NSCameraUsageDescription\" = \"QR-კოდების სკანირება\";\n")
    // A background-only helper's (Hidden Bar's launcher): no one sees it.
    try folder.copy(strings, to: "Launcher/de.lproj/Main.strings")
    try folder.write(
      "Launcher/Info.plist",
      #"<?xml version="1.0"?><plist version="1.0"><dict><key>LSBackgroundOnly</key>"#
        + "<true/></dict></plist>")
    // Text only VoiceOver speaks (Rocket.Chat's VoiceOver.strings).
    try folder.copy(strings, to: "App/de.lproj/VoiceOver.strings")
    try folder.copy(strings, to: "App/en.lproj/VoiceOver.strings")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  left out 2 string files of text VoiceOver speaks, which no view draws "
          + "(VoiceOver.strings); add them to \"strings\" to measure them too"),
      "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "  left out 1 string file of an app that runs in the background only "
          + "(LSBackgroundOnly: no window or menu shows it): Launcher/de.lproj/Main.strings"),
      "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "  left out 13 string files whose text the system shows in its own font (AppPlist.strings, AppShortcuts.strings, Helper-InfoPlist.strings, InfoPlist.strings, InfoPlist.xcstrings, Intents.strings, …); add them to \"strings\" to measure them too"
      ), "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(
      Set(spec["strings"] as? [String] ?? []) == Set(app + ["App/de.lproj/Mixed.strings"]))
  }

  /// The string files of the folders an Xcode project's
  /// `DEVELOPMENT_ASSET_PATHS` names (SwiftUI previews' mock data beside
  /// the app's strings: mlem's `Preview Content`) are left out and said;
  /// the setting's forms (a path in escaped quotes, several, `$(SRCROOT)/`)
  /// are read. Where those folders hold every string file (Ice Cubes names
  /// its whole `Resources` folder), they are the app's: none is left out.
  @Test func previewAssetsStringsAreLeftOut() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    try folder.copy(strings, to: "Mlem/en.lproj/Localizable.strings")
    try folder.copy(strings, to: "Mlem/Preview Content/en.lproj/PreviewLocalizable.strings")
    try folder.copy(strings, to: "Mock/de.lproj/Mock.strings")
    try folder.write(
      "Mlem.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      {
        objects = {
          A = {isa = XCBuildConfiguration; buildSettings = {
            DEVELOPMENT_ASSET_PATHS = "\\"Mlem/Preview Content\\" $(SRCROOT)/Mock";
            SDKROOT = iphoneos;
          }; };
        };
      }
      """)
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  left out 2 string files of SwiftUI previews' assets (DEVELOPMENT_ASSET_PATHS: "
          + "Mlem/Preview Content, Mock), string files of their own beside the app's: "),
      "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["strings"] as? [String] == ["Mlem/en.lproj/Localizable.strings"])

    let ice = try TemporaryFolder()
    try ice.copy(strings, to: "IceCubesApp/Resources/Localization/en.lproj/Localizable.strings")
    // (An extension's InfoPlist.strings, outside the folder, is the system's.)
    try ice.write("IceCubesActionExtension/en.lproj/InfoPlist.strings", #""CFBundleName" = "Ice";"#)
    try ice.write(
      "IceCubesApp.xcodeproj/project.pbxproj",
      """
      // !$*UTF8*$!
      {
        objects = {
          A = {isa = XCBuildConfiguration; buildSettings = {
            DEVELOPMENT_ASSET_PATHS = "\"IceCubesApp/Resources\"";
            SDKROOT = iphoneos;
          }; };
        };
      }
      """)
    let whole = try Typometer.run(["init", ice.path])
    #expect(whole.status == 0, "\(whole.stderr)")
    #expect(!whole.stdout.contains("previews' assets"), "\(whole.stdout)")
    #expect(
      try InitCommandTests.writtenSpec(in: ice)["strings"] as? [String] == [
        "IceCubesApp/Resources/Localization/en.lproj/Localizable.strings"
      ])
  }

  /// The machine's fonts for Chinese, Japanese and Korean are named for the
  /// languages (Noto Sans CJK JP), not a script: init names them, a face of
  /// each script's language, where the app's languages need them.
  @Test func machinesCJKFontsAreNamed() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/en.lproj/Localizable.strings", #""a" = "Hello";"#)
    try folder.write("App/ja.lproj/Localizable.strings", #""a" = "こんにちは";"#)
    try folder.write("App/ko.lproj/Localizable.strings", #""a" = "안녕하세요";"#)
    let result = try Typometer.run(
      ["init", folder.path], environment: try folder.bundledFontsAsMachine())
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "this machine has fonts for some of them (Noto Sans CJK JP, Noto Sans CJK KR): "
          + "\"systemFonts\": true reads the machine's fonts"), "\(result.stdout)")
  }

  /// An app without a config that sets its text in fonts it names in code
  /// (SwiftUI's `.custom`, `UIFont(name:size:)`) is told that text styles
  /// measure the system font instead, with the names; a pattern's
  /// `.custom(let x)` and an icon font's call are no text, and a few places
  /// are not said.
  @Test func fontsNamedInCodeAreSaid() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    try folder.copy(strings, to: "App/en.lproj/Localizable.strings")
    var code = ""
    for size in 10..<19 { code += "Text(\"a\").font(.custom(\"Brand-Regular\", size: \(size)))\n" }
    // SwiftUI's other custom font, of a size Dynamic Type does not scale.
    code += "Text(\"2024\").font(.custom(\"Brand-Display\", fixedSize: 227))\n"
    code += "case .custom(let regex): break\n"
    code += ".font(.custom(MaterialDesignIcons.familyName, size: 12))\n"
    try folder.write("App/Views.swift", code)
    // Objective-C's call, with an `@"…"` literal (Psiphon's Avenir Next).
    try folder.write(
      "App/Legacy.m", "label.font = [UIFont fontWithName:@\"Brand-Bold\" size:17];\n")
    try folder.write(
      "App/Generated/Fonts.swift",
      #"internal static let bold = FontConvertible(name: "Brand-Bold", family: "Brand")"# + "\n")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let expected: String =
      "    the code sets text in fonts by name in 11 places (Font.custom, "
      + "UIFont(name:size:), fontWithName:size:), naming Brand-Regular 9 times, Brand-Bold 1 time, "
      + "Brand-Display 1 time; its font "
      + "list (SwiftGen) names Brand-Bold: containers of text styles measure the system "
      + "font instead; a config of your own naming its faces and sizes (TypographyKit's "
      + #"JSON: {"ui-font-text-styles": {"button": {"font-name": "Brand-Regular", "#
      + #""point-size": 16}}}) measures what the app shows"#
    #expect(result.stdout.contains(expected), "\(result.stdout)")
    // A few places (an accessibility font to choose) are not said.
    let few = try TemporaryFolder()
    try few.copy(strings, to: "App/en.lproj/Localizable.strings")
    try few.write("App/Views.swift", String(code.split(separator: "\n")[0]) + "\n")
    let quiet = try Typometer.run(["init", few.path])
    #expect(quiet.status == 0 && !quiet.stdout.contains("sets text in fonts"), "\(quiet.stdout)")
    // Names given as a string enum's cases (Omnivore's
    // `InterFont.regular.rawValue`) are that enum's raw values, in whatever
    // file it is declared; an enum of another type names none.
    let cases = try TemporaryFolder()
    try cases.copy(strings, to: "App/en.lproj/Localizable.strings")
    var views = ""
    for size in 10..<18 { views += "Font.custom(InterFont.regular.rawValue, size: \(size))\n" }
    views += "UIFont(name: Weights.bold.rawValue, size: 17)\n"
    views += "UIFont(name: Style.Font.medium.rawValue, size: 17)\n"
    try cases.write("App/Views.swift", views)
    try cases.write(
      "App/Fonts.swift",
      """
      private enum InterFont: String {
        case black = "Inter-Black"
        case regular = "Inter-Regular", medium = "Inter-Medium"
      }
      enum Weights: Int { case bold = 700 }
      enum Style { enum Font: String { case medium = "Inter-Medium" } }
      """)
    let named = try Typometer.run(["init", cases.path])
    #expect(
      named.stdout.contains(
        "sets text in fonts by name in 10 places (Font.custom, UIFont(name:size:), fontWithName:size:), naming "
          + "Inter-Regular 8 times, Inter-Medium 1 time:"), "\(named.stdout)")
    // A family name (SwiftUI's Font.custom resolves one; Pocket Casts' "DM
    // Sans") is said as such, and the example names its regular face.
    let family = try TemporaryFolder()
    try family.copy(strings, to: "App/en.lproj/Localizable.strings")
    try family.copy(
      Fixtures.font("NotoSansHebrew-Regular.ttf"), to: "App/Fonts/NotoSansHebrew-Regular.ttf")
    var hebrew = ""
    for size in 10..<20 {
      hebrew += "Text(\"a\").font(.custom(\"Noto Sans Hebrew\", size: \(size)))\n"
    }
    try family.write("App/Views.swift", hebrew)
    let familyNote = try Typometer.run(["init", family.path])
    #expect(
      familyNote.stdout.contains(
        "naming Noto Sans Hebrew 10 times; Noto Sans Hebrew is a family name, whose faces a "
          + "config names by PostScript name (NotoSansHebrew-Regular, …): containers")
        && familyNote.stdout.contains(#"{"font-name": "NotoSansHebrew-Regular", "point-size": 16}"#),
      "\(familyNote.stdout)")
  }

  /// A string file that is a copy, byte for byte, of another of the same
  /// name and language is left out (Zashi's app target keeps one of its
  /// package's); the same bytes in another language, or another name, are
  /// not a copy.
  @Test func copiesOfAStringFileAreLeftOut() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    try folder.copy(strings, to: "modules/Resources/en.lproj/Localizable.strings")
    try folder.copy(strings, to: "modules/Resources/de.lproj/Localizable.strings")
    try folder.copy(strings, to: "secant/Resources/en.lproj/Localizable.strings")
    try folder.copy(strings, to: "secant/Resources/en.lproj/Other.strings")
    try folder.write("widget/en.lproj/Localizable.strings", "\"a\" = \"b\";\n")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  left out 1 string file that is a copy, byte for byte, of another of the same name and "
          + "language, whose findings would be said twice "
          + "(secant/Resources/en.lproj/Localizable.strings is "
          + "modules/Resources/en.lproj/Localizable.strings)"), "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(
      Set(spec["strings"] as? [String] ?? []) == [
        "modules/Resources/en.lproj/Localizable.strings",
        "modules/Resources/de.lproj/Localizable.strings",
        "secant/Resources/en.lproj/Other.strings", "widget/en.lproj/Localizable.strings",
      ])
  }

  /// A table's `.lproj` files beside its String Catalog (ownCloud's twelve
  /// `Resources/*.lproj/Localizable.strings` beside
  /// `Resources/Localizable.xcstrings`) are left over from a migration: a
  /// target builds one or the other. Another table's files, and the same
  /// table's in another folder, stay.
  @Test func aTablesFilesBesideItsStringCatalogAreLeftOut() throws {
    let folder = try TemporaryFolder()
    let catalog = #"{"sourceLanguage": "en", "strings": {"a": {}}}"#
    try folder.write("App/Resources/Localizable.xcstrings", catalog)
    // At the scanned folder's root too.
    try folder.write(
      "Localizable.xcstrings", catalog.replacingOccurrences(of: "\"a\"", with: "\"b\""))
    for file in [
      "fr.lproj/Localizable.strings",
      "App/Resources/de.lproj/Localizable.strings",
      "App/Resources/tr.lproj/Localizable.stringsdict",
      "App/Resources/de.lproj/Other.strings", "Widget/de.lproj/Localizable.strings",
    ] {
      try folder.write(file, file.hasSuffix("dict") ? "<plist><dict/></plist>" : #""a" = "b";"#)
    }
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  left out 3 string files of tables whose String Catalog sits beside their .lproj "
          + "folder (App/Resources/Localizable.xcstrings, Localizable.xcstrings)"),
      "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(
      Set(spec["strings"] as? [String] ?? []) == [
        "App/Resources/Localizable.xcstrings", "App/Resources/de.lproj/Other.strings",
        "Widget/de.lproj/Localizable.strings", "Localizable.xcstrings",
      ])
  }

  /// A folder of fonts beside web fonts is a web page's and left out, unless
  /// it holds a font the app registers (`UIAppFonts`: a web view's fonts,
  /// which the app uses too).
  @Test func aWebPagesFontsAreLeftOutButNotTheAppsOwn() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    try folder.copy(strings, to: "App/en.lproj/Localizable.strings")
    try folder.copy(Fixtures.font("Inter-Bold.otf"), to: "App/Web/Inter-Bold.otf")
    try folder.write("App/Web/Inter-Bold.woff2", "wOF2")
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "site/fonts/Roboto.ttf")
    try folder.write("site/fonts/Roboto.woff", "wOFF")
    try folder.write(
      "App/Info.plist",
      #"<?xml version="1.0"?><plist version="1.0"><dict><key>UIAppFonts</key>"#
        + "<array><string>Web/Inter-Bold.otf</string></array></dict></plist>")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["fonts"] as? [String] == ["App/Web"])
    #expect(result.stdout.contains("left out 1 font folder of a web page (site/fonts)"))
  }

  /// A font folder inside another is not named: the spec's folders are
  /// read with the folders inside them (Debian's `roboto/unhinted` holds
  /// `RobotoTTF`).
  @Test func aFontFolderInsideAnotherIsNotNamed() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    try folder.copy(strings, to: "App/en.lproj/Localizable.strings")
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    try folder.copy(Fixtures.font("Inter-Bold.otf"), to: "fonts/inter/Inter-Bold.otf")
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "fontsextra/Inter-Regular.otf")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["fonts"] as? [String] == ["fonts", "fontsextra"])
  }

  /// The languages of the string files (by folder, and a String Catalog's
  /// by its entries) written in scripts SF Pro and Roboto lack are named
  /// with those scripts (ICU's locale data: Japanese is Katakana, Hiragana
  /// and Han; Yiddish, `yi`, Hebrew, not the Yi script), as fonts to add;
  /// Latin, Greek and Cyrillic ones are not, nor a pseudo-locale's, nor a
  /// language whose file holds no letter of its script (left empty, or in
  /// English throughout).
  @Test func namesTheScriptsTheSystemFontLacks() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    for language in ["en", "de", "ru", "el", "sr-Latn"] {
      try folder.copy(strings, to: "App/\(language).lproj/Localizable.strings")
    }
    try folder.copy(
      Fixtures.repositoryRoot + "/Examples/App/ja.lproj/Localizable.strings",
      to: "App/ja.lproj/Localizable.strings")
    try folder.write("App/yi.lproj/Localizable.strings", "\"hello\" = \"שלום\";\n")
    // A file with no string (Fossify Gallery's empty `values-cr`) asks for
    // none, nor one left in English (an untranslated Amharic file).
    try folder.write("App/iu.lproj/Localizable.strings", "/* nothing translated yet */\n")
    try folder.copy(strings, to: "App/am.lproj/Localizable.strings")
    try folder.write(
      "App/More.xcstrings",
      #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Hi": {"localizations": {"#
        + #""ar": {"stringUnit": {"state": "translated", "value": "مرحبا"}}}}}}"#)
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  fonts for the scripts of ar, ja, yi (Arabic, Katakana, Hiragana, Han, Hebrew), which SF Pro "
          + "lacks: a device falls back to fonts of its own for them; add fonts covering them "
          + "to a folder of \"fonts\", or check reports their characters as uncovered"),
      "\(result.stdout)")
    // The app's own fonts covering every character of a language's scripts
    // in its strings (Noto Sans Arabic) leave it out; Roboto covers none. A
    // subset (the CJK collection's, of 369 characters) that lacks one of
    // the Japanese file's (設定, "settings") covers no Japanese, though it
    // has ICU's sample characters.
    for font in ["NotoSansArabic-Regular.ttf", "NotoSansCJK-JPKR-subset.ttc", "Roboto-Regular.ttf"]
    {
      try folder.copy(Fixtures.font(font), to: "App/Fonts/" + font)
    }
    try FileManager.default.removeItem(atPath: folder.url("typometer.json"))
    let withFonts = try Typometer.run(["init", folder.path])
    #expect(
      withFonts.stdout.contains(
        "  fonts for the scripts of ja, yi (Katakana, Hiragana, Han, Hebrew), which SF Pro lacks "
          + "and the app's fonts do not cover: a device falls back"), "\(withFonts.stdout)")
    // Without that line, the subset has every character: Japanese is covered.
    let japanese = try String(
      contentsOfFile: folder.url("App/ja.lproj/Localizable.strings"), encoding: .utf8)
    try folder.write(
      "App/ja.lproj/Localizable.strings",
      japanese.split(separator: "\n").filter { !$0.contains("設定") }.joined(separator: "\n"))
    try FileManager.default.removeItem(atPath: folder.url("typometer.json"))
    let covered = try Typometer.run(["init", folder.path])
    #expect(
      covered.stdout.contains(
        "  fonts for the scripts of yi (Hebrew), which SF Pro lacks and the app's fonts do not "
          + "cover: a device falls back"), "\(covered.stdout)")
    // So do those of a folder given with --fonts, read whole, as check
    // reads it (the font in a folder of it), or of a font file given.
    let given = try TemporaryFolder()
    try given.copy(
      Fixtures.font("NotoSansHebrew-Regular.ttf"), to: "noto/NotoSansHebrew-Regular.ttf")
    for fonts in [given.path, given.url("noto/NotoSansHebrew-Regular.ttf")] {
      try FileManager.default.removeItem(atPath: folder.url("typometer.json"))
      let withGiven = try Typometer.run(["init", folder.path, "--fonts", fonts])
      #expect(withGiven.status == 0, "\(withGiven.stderr)")
      #expect(!withGiven.stdout.contains("fonts for the scripts"), "\(withGiven.stdout)")
    }
    let latin = try TemporaryFolder()
    for language in ["en", "de", "ru", "el", "sr-Latn"] {
      try latin.copy(strings, to: "App/\(language).lproj/Localizable.strings")
    }
    // Android's pseudo-locales are Latin, accented or mirrored.
    try latin.copy(strings, to: "App/ar-XB.lproj/Localizable.strings")
    let plain = try Typometer.run(["init", latin.path])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(!plain.stdout.contains("fonts for the scripts"), "\(plain.stdout)")
    // The scripts named are those the strings hold: Traditional Chinese in
    // Han alone asks for no Bopomofo, which ICU lists for it too.
    let chinese = try TemporaryFolder()
    try chinese.write("App/zh-TW.lproj/Localizable.strings", "\"hello\" = \"你好\";\n")
    let han = try Typometer.run(["init", chinese.path])
    #expect(han.stdout.contains("fonts for the scripts of zh-TW (Han), which"), "\(han.stdout)")
  }

  /// A link to a string file is taken as the file (a translation two
  /// targets share), as `check` reads it through the link; a link to a
  /// device named like one is named as no file; a link to a folder is not
  /// entered.
  @Test func linksToStringFilesAreTheirFiles() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    try folder.copy(strings, to: "Shared/en.strings")
    try folder.symlink("App/en.lproj/Localizable.strings", to: "../../Shared/en.strings")
    try folder.symlink("App/fr.lproj/Localizable.strings", to: "/dev/null")
    try folder.copy(strings, to: "Elsewhere/de.lproj/Localizable.strings")
    try folder.symlink("App/Linked", to: "../Elsewhere")
    // A link that leads nowhere, and a folder, named as a string file.
    try folder.symlink("App/it.lproj/Localizable.strings", to: "../../Shared/it.strings")
    try FileManager.default.createDirectory(
      atPath: folder.url("App/ja.lproj/Localizable.strings"), withIntermediateDirectories: true)
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "Fonts/Inter-Regular.otf")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(
      spec["strings"] as? [String] == [
        "App/en.lproj/Localizable.strings", "Elsewhere/de.lproj/Localizable.strings",
      ])
    #expect(
      result.stdout.contains(
        "skipped 3 entries named like a string file or config that are no file (a FIFO, a socket, "
          + "a device, a folder, a link that leads nowhere): App/fr.lproj/Localizable.strings, "
          + "App/it.lproj/Localizable.strings, App/ja.lproj/Localizable.strings"),
      "\(result.stdout)")
    let report = try InitCommandTests.checkReport(["--system-font", "Inter"], in: folder)
    let summary = try #require(report["summary"] as? [String: Any])
    #expect(summary["strings"] as? Int ?? 0 > 0, "\(summary)")
  }

  /// Another app's fonts in an Apple app's repository are left out and
  /// named: an Android res folder's `font`, and a JavaScript app's (beside
  /// `package.json`) outside the Xcode project's folder (`ios/`); unless
  /// the app registers one of their fonts (`UIAppFonts`) or the project
  /// names one of their files (`../shared/fonts/…`). The app's own fonts
  /// elsewhere stay: a Swift package's, a shared Kotlin module's.
  @Test func anotherAppsFontsAreLeftOut() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    try folder.copy(strings, to: "ios/App/en.lproj/Localizable.strings")
    try folder.write(
      "ios/App.xcodeproj/project.pbxproj",
      "// !$*UTF8*$!\n{ objects = { A1 = {isa = PBXFileReference; "
        + "path = ../shared/fonts/Inter-Bold.otf; }; }; }\n")
    let roboto = Fixtures.font("Roboto-Regular.ttf")
    try folder.copy(roboto, to: "ios/App/Fonts/Roboto-Regular.ttf")
    try folder.write("desktop/package.json", "{}")
    try folder.copy(roboto, to: "desktop/assets/fonts/Roboto.ttf")
    try folder.copy(roboto, to: "android/app/src/main/res/font/roboto.ttf")
    try folder.write("shared/package.json", "{}")
    try folder.copy(Fixtures.font("Inter-Bold.otf"), to: "shared/fonts/Inter-Bold.otf")
    try folder.copy(Fixtures.font("Inter-SemiBold.otf"), to: "web/brand/Inter-SemiBold.otf")
    try folder.write("web/package.json", "{}")
    try folder.copy(roboto, to: "Packages/Design/Sources/Design/Fonts/Roboto.ttf")
    try folder.copy(roboto, to: "kmp/src/commonMain/resources/MR/fonts/Roboto.ttf")
    try folder.write(
      "ios/App/Info.plist",
      #"<?xml version="1.0"?><plist version="1.0"><dict><key>UIAppFonts</key>"#
        + "<array><string>Inter-SemiBold.otf</string></array></dict></plist>")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(
      spec["fonts"] as? [String] == [
        "Packages/Design/Sources/Design/Fonts", "ios/App/Fonts",
        "kmp/src/commonMain/resources/MR/fonts", "shared/fonts", "web/brand",
      ])
    #expect(
      result.stdout.contains(
        "left out 2 font folders of another app (android/app/src/main/res/font, "
          + "desktop/assets/fonts): an Android res folder's, or a JavaScript app's outside the "
          + "Xcode projects' folders, and no project names their fonts nor does an Info.plist "
          + "register them (UIAppFonts); add them to \"fonts\" if the app uses their fonts"),
      "\(result.stdout)")
    // With the project at the top, a JavaScript app's fonts are in its
    // folder; an Android res folder's are still Android's.
    try folder.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = { }; }\n")
    try FileManager.default.removeItem(atPath: folder.path + "/typometer.json")
    let top = try Typometer.run(["init", folder.path])
    #expect(top.status == 0, "\(top.stderr)")
    #expect(
      (try InitCommandTests.writtenSpec(in: folder)["fonts"] as? [String])?.contains(
        "desktop/assets/fonts") == true)
    #expect(
      top.stdout.contains("left out 1 font folder of another app (android/app/src/main/res/font)"))
  }

  /// translatewiki's message documentation (`qqq.lproj`, Android
  /// `values-qq` and `values-b+qqq`: a note for translators on each string,
  /// which no device shows) is left out and named; an Android check does not
  /// read it (its long notes would overflow the one container).
  @Test func leavesOutMessageDocumentation() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    try folder.copy(strings, to: "App/en.lproj/Localizable.strings")
    try folder.copy(strings, to: "App/qqq.lproj/Localizable.strings")
    let apple = try Typometer.run(["init", folder.path])
    #expect(apple.status == 0, "\(apple.stderr)")
    #expect(
      apple.stdout.contains(
        "  left out 1 string file of message documentation (App/qqq.lproj/Localizable.strings): "
          + "translatewiki's notes for translators, which no device shows; add it to \"strings\" "
          + "to measure it too\n"), "\(apple.stdout)")
    #expect(
      try Self.writtenSpec(in: folder)["strings"] as? [String] == [
        "App/en.lproj/Localizable.strings"
      ])

    let android = try TemporaryFolder()
    let res = "app/src/main/res/"
    try android.write(
      res + "values/strings.xml", #"<resources><string name="a">Hello</string></resources>"#)
    let note = String(
      repeating: "A note for translators on where this greeting is shown. ", count: 20)
    for documentation in ["values-qq", "values-b+qqq"] {
      try android.write(
        res + documentation + "/strings.xml",
        "<resources><string name=\"a\">\(note)</string></resources>")
    }
    try android.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    let result = try Typometer.run(["init", android.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  left out 2 string files of message documentation (\(res)values-b+qqq/strings.xml, "
          + "\(res)values-qq/strings.xml): translatewiki's notes for translators, which no device "
          + "shows\n"), "\(result.stdout)")
    let report = try Self.checkReport(["--fonts", "fonts"], in: android, statuses: [0])
    let summary = try #require(report["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == 1)
    #expect(summary["overflows"] as? Int == 0)
  }

  /// A project folder that does not exist is said to be no folder (exit 2).
  @Test func aMissingProjectFolder() throws {
    let folder = try TemporaryFolder()
    let result = try Typometer.run(["init", folder.url("nowhere")])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("nowhere: cannot read the project: no such folder"),
      "\(result.stderr)")
  }

  /// A folder whose only string file is no file (a FIFO) is no app, and
  /// the error names what was skipped.
  @Test func noAppHereNamesWhatWasSkipped() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.url("en.lproj"), withIntermediateDirectories: true)
    try folder.fifo("en.lproj/Localizable.strings")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "font files or Xcode projects (skipped 1 entry named like a string file or config that "
          + "is no file: en.lproj/Localizable.strings); run init in the app's folder"),
      "\(result.stderr)")
  }

  /// A language's values folder that is a link to another's (Wikipedia's
  /// `values-zh-rHK -> values-zh-rTW`) holds string files of its language:
  /// init counts them as check reads them, through the link.
  @Test func countsStringsOfALinkedValuesFolder() throws {
    let android = try TemporaryFolder()
    let res = "app/src/main/res/"
    try android.write(
      res + "values/strings.xml", #"<resources><string name="a">Hello</string></resources>"#)
    try android.write(
      res + "values-zh-rTW/strings.xml", #"<resources><string name="a">你好</string></resources>"#)
    try android.write(
      res + "values-zh-rTW/topics.xml", #"<resources><string name="b">主題</string></resources>"#)
    try FileManager.default.createSymbolicLink(
      atPath: android.path + "/" + res + "values-zh-rHK", withDestinationPath: "values-zh-rTW")
    try android.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    let result = try Typometer.run(["init", android.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  5 string files: \(res)values/strings.xml, \(res)values-zh-rHK/strings.xml, "
          + "\(res)values-zh-rHK/topics.xml, \(res)values-zh-rTW/strings.xml, "
          + "\(res)values-zh-rTW/topics.xml\n"), "\(result.stdout)")
    let report = try Self.checkReport(["--fonts", "fonts"], in: android, statuses: [0, 1])
    let summary = try #require(report["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == 5)
  }

  /// The Xcode project's development region is the spec's development
  /// language (an old project's `English` as `en`), which check takes as
  /// the language translations are made from; a project naming none writes
  /// none.
  @Test func namesTheDevelopmentLanguage() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    try folder.copy(strings, to: "App/en.lproj/Localizable.strings")
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      "// !$*UTF8*$!\n{ objects = { 1 = { isa = PBXProject; developmentRegion = English; "
        + "knownRegions = (en, Base); }; }; }\n")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.writtenSpec(in: folder)["developmentLanguage"] as? String == "en")
    let report = try Self.checkReport(
      ["--system-font", "Inter", "--fonts", Fixtures.fontsDirectory], in: folder)
    #expect((report["summary"] as? [String: Any])?["measured"] as? Int ?? 0 > 0)
    let none = try TemporaryFolder()
    try none.copy(strings, to: "App/en.lproj/Localizable.strings")
    #expect(try Typometer.run(["init", none.path]).status == 0)
    #expect(try Self.writtenSpec(in: none)["developmentLanguage"] == nil)
  }

  /// A table that translations have and the development language does not
  /// (DuckDuckGo's `de.lproj/Localizable.strings` with no `en.lproj`'s: the
  /// English text is `NSLocalizedString`'s `value:` in the code) is said,
  /// with the file it would be; a table with a Base or development-language
  /// file, or a String Catalog of its name, is not.
  @Test func saysWhereTheDevelopmentLanguageHasNoStringFile() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    for path in [
      "App/de.lproj/Localizable.strings", "App/fr.lproj/Localizable.strings",
      "App/de.lproj/Settings.strings", "App/English.lproj/Settings.strings",
      "Widget/de.lproj/Main.strings", "Widget/Base.lproj/Main.strings",
      "Share/fr-CA.lproj/Share.strings",
    ] {
      try folder.copy(strings, to: path)
    }
    try folder.write("Kit/de.lproj/Localizable.strings", "\"a\" = \"Hallo\";\n")
    try folder.write("Kit/Localizable.xcstrings", #"{"sourceLanguage": "en", "strings": {}}"#)
    // A storyboard's table: the storyboard holds its text.
    try folder.write(
      "App/Base.lproj/Main.storyboard",
      #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"/>"#
    )
    try folder.write("App/de.lproj/Main.strings", "\"1.text\" = \"Hallo\";\n")
    // A storyboard's export the project no longer has (Monal's
    // ContactDetails.strings): keyed by object IDs, no interface file, no
    // development language's file: left out, not said to be missing.
    try folder.write(
      "App/de.lproj/Gone.strings",
      "/* Class = \"UILabel\"; text = \"Trust\"; ObjectID = \"4kz-Xh-2Ui\"; */\n"
        + "\"4kz-Xh-2Ui.text\" = \"Vertrauen\";\n")
    // A region's file of the development language is its (focus-ios'
    // en-US.lproj), and a table's stringsdict goes with its strings
    // (Telephone's).
    try folder.copy(strings, to: "Widgets/de.lproj/Widget.strings")
    try folder.write("Widgets/en-US.lproj/Widget.strings", "\"a\" = \"Hello\";\n")
    try folder.write(
      "App/de.lproj/Settings.stringsdict",
      #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict/></plist>"#)
    // A development language's file of no text (UTM's `"" = "";`, its
    // texts its translations' keys) is none; one left out as a copy of
    // another table's (UTM's QEMUHelper's English) is there.
    try folder.write("Keys/de.lproj/Localizable.strings", "\"Hello\" = \"Hallo\";\n")
    try folder.write("Keys/en.lproj/Localizable.strings", "\"\" = \"\";\n")
    try folder.write("Helper/de.lproj/Helper.strings", "\"b\" = \"Tschüss\";\n")
    try folder.write("Helper/en.lproj/Helper.strings", "\"b\" = \"Bye\";\n")
    try folder.write("Tool/de.lproj/Helper.strings", "\"b\" = \"Auf Wiedersehen\";\n")
    try folder.write("Tool/en.lproj/Helper.strings", "\"b\" = \"Bye\";\n")
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      "// !$*UTF8*$!\n{ objects = { 1 = { isa = PBXProject; developmentRegion = en; "
        + "knownRegions = (en, de, fr, \"fr-CA\", \"en-US\", Base); }; }; }\n")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  left out 1 string file keyed by Interface Builder's object IDs (4kz-Xh-2Ui.text) of "
          + "a storyboard or xib the project no longer has: App/de.lproj/Gone.strings"),
      "\(result.stdout)")
    let missing: String =
      "  3 string files of en, the development language, are not here beside their "
      + "translations, or hold no text (App/en.lproj/Localizable.strings, "
      + "Keys/en.lproj/Localizable.strings, Share/en.lproj/Share.strings): the app shows its "
      + "code's text for them (NSLocalizedString's value:, else its key), which check does not "
      + "measure; genstrings (Xcode's, on a Mac) writes them from the code, to add to "
      + "\"strings\"\n"
    #expect(result.stdout.contains(missing), "\(result.stdout)")
    #expect(result.stdout.contains("en.lproj/Helper.strings is "), "\(result.stdout)")
    // Without a development language, nothing is said.
    let none = try TemporaryFolder()
    try none.copy(strings, to: "App/de.lproj/Localizable.strings")
    let quiet = try Typometer.run(["init", none.path])
    #expect(quiet.status == 0 && !quiet.stdout.contains("development language"), "\(quiet.stdout)")
  }

  /// An Xcode localization export (`.xcloc`, a copy of the app's strings
  /// for translators, sometimes kept in the repository) is not the app's.
  @Test func leavesOutLocalizationExports() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    try folder.copy(strings, to: "App/en.lproj/Localizable.strings")
    try folder.copy(
      strings, to: "App/Export/en.xcloc/Source Contents/App/en.lproj/Localizable.strings")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["strings"] as? [String] == ["App/en.lproj/Localizable.strings"])
  }

  /// Targets of another platform whose strings are this one's too
  /// (WireGuard's iOS and macOS apps share their .lproj files): init says
  /// so, and offers that platform's spec.
  @Test func targetsOfAnotherPlatformSharingTheStringsAreSaid() throws {
    let folder = try TemporaryFolder()
    try folder.copy(
      Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings",
      to: "Sources/App/en.lproj/Localizable.strings")
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        Self.configuration("Sources/App/UI/iOS/Info.plist", "SDKROOT = iphoneos;"),
        Self.configuration("Sources/App/UI/macOS/Info.plist", "SDKROOT = macosx;"),
        // A framework for tvOS elsewhere shares no string file.
        Self.configuration("Frameworks/Kit/Info.plist", "SDKROOT = appletvos;")))
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  the Xcode projects also build for macOS: strings its targets share with iOS's are "
          + "measured at iOS's sizes here; for macOS's, run 'typometer init --platform macos "
          + "--output typometer-macos.json"), "\(result.stdout)")
    #expect(!result.stdout.contains("tvOS"), "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["platform"] as? String == "ios")
    // The Mac's spec, asked for, says nothing of it.
    let mac = try Typometer.run([
      "init", "--platform", "macos", "--output", "typometer-macos.json", folder.path,
    ])
    #expect(mac.status == 0, "\(mac.stderr)")
    #expect(!mac.stdout.contains("also build for"), "\(mac.stdout)")
  }

  /// A platform whose targets' own string files are left out may share
  /// others too (NetNewsWire's Mac app takes `Shared/Localizable.xcstrings`
  /// beside its own `Mac/…`): init says both, the command once; a watch app
  /// with no string file of its own shows the phone app's (Home
  /// Assistant's WatchApp, by a membership init does not read): said too.
  @Test func sharedStringsAreSaidBesideTheOtherAppsOwn() throws {
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    let folder = try TemporaryFolder()
    try folder.copy(strings, to: "Shared/en.lproj/Localizable.strings")
    try folder.copy(strings, to: "Mac/en.lproj/Main.strings")
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        Self.configuration("iOS/Info.plist", "SDKROOT = iphoneos;"),
        Self.configuration("Mac/Info.plist", "SDKROOT = macosx;")))
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("  left out 1 string file of the targets for macOS (Mac)"))
    #expect(
      result.stdout.contains(
        "  the Xcode projects also build for macOS: strings its targets share with iOS's are "
          + "measured at iOS's sizes here\n"), "\(result.stdout)")
    #expect(result.stdout.components(separatedBy: "--platform macos").count == 2)

    let watch = try TemporaryFolder()
    try watch.copy(strings, to: "Sources/App/Resources/en.lproj/Localizable.strings")
    try watch.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        Self.configuration("Sources/App/Info.plist", "SDKROOT = iphoneos;"),
        Self.configuration("Sources/WatchApp/Info.plist", "SDKROOT = watchos;")))
    let phone = try Typometer.run(["init", watch.path])
    #expect(phone.status == 0, "\(phone.stderr)")
    #expect(
      phone.stdout.contains(
        "  the Xcode projects also build for watchOS: strings its targets share with iOS's are "
          + "measured at iOS's sizes here; for watchOS's, run 'typometer init --platform watchos"),
      "\(phone.stdout)")
  }

  /// String files in a folder of no target, holding none (Swiftfin's
  /// `Translations`, which its iOS and tvOS apps both take by membership):
  /// every target's, so init says the tvOS app shares them.
  @Test func stringsOfNoTargetsFolderAreEveryTargets() throws {
    let folder = try TemporaryFolder()
    try folder.copy(
      Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings",
      to: "Translations/en.lproj/Localizable.strings")
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        Self.configuration("App/Info.plist", "SDKROOT = iphoneos;"),
        Self.configuration("\"App tvOS/Info.plist\"", "SDKROOT = appletvos;")))
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  the Xcode projects also build for tvOS: strings its targets share with iOS's are "
          + "measured at iOS's sizes here; for tvOS's, run 'typometer init --platform tvos "
          + "--output typometer-tvos.json"), "\(result.stdout)")
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["strings"] as? [String] == ["Translations/en.lproj/Localizable.strings"])
    // A framework's strings in a package's layout (`…/Sources/…`) are its
    // own, built for its platforms: no other app is said to share them.
    let kit = try TemporaryFolder()
    try kit.copy(
      Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings",
      to: "Kit/Sources/Kit/Resources/en.lproj/Localizable.strings")
    try kit.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        Self.configuration("App/Info.plist", "SDKROOT = iphoneos;"),
        Self.configuration("Watch/Info.plist", "SDKROOT = watchos;")))
    let framework = try Typometer.run(["init", kit.path])
    #expect(framework.status == 0, "\(framework.stderr)")
    #expect(!framework.stdout.contains("also build for"), "\(framework.stdout)")
  }

  /// A vendored library's project (Gifski's `gifski-api`, whose static
  /// library builds for iOS too) does not make a Mac app's spec iOS's: the
  /// projects that build an application say the platform where one does.
  @Test func aLibrarysProjectDoesNotSetThePlatform() throws {
    let folder = try TemporaryFolder()
    try folder.copy(
      Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings",
      to: "App/en.lproj/Localizable.strings")
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        "\t\tT = {\n\t\t\tproductType = \"com.apple.product-type.application\";\n\t\t};\n"
          + Self.configuration("App/Info.plist", "SDKROOT = macosx;")))
    try folder.write(
      "lib/lib.xcodeproj/project.pbxproj",
      Self.pbxproj(
        "\t\tT = {\n\t\t\tproductType = \"com.apple.product-type.library.static\";\n\t\t};\n"
          + "\t\tA = {\n\t\t\tbuildSettings = {\n\t\t\t\tSUPPORTED_PLATFORMS = "
          + "\"macosx iphoneos\";\n\t\t\t};\n\t\t};\n"))
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try InitCommandTests.writtenSpec(in: folder)["platform"] as? String == "macos")
    #expect(result.stdout.contains("platform macos: the Xcode project's targets build for it"))
  }

  /// The platform is the Xcode projects': macOS for a Mac app, iOS when any
  /// target builds for iOS (a watch extension beside it changes nothing),
  /// and what `SUPPORTED_PLATFORMS` lists where `SDKROOT` is `auto`. The
  /// spec checks at the platform's sizes.
  @Test(arguments: [
    (["SDKROOT = macosx;"], "macos"),
    (["SDKROOT = watchos;", "SDKROOT = iphoneos;"], "ios"),
    (["SDKROOT = appletvos;"], "tvos"),
    (["SDKROOT = auto;", #"SUPPORTED_PLATFORMS = "watchos watchsimulator";"#], "watchos"),
    (["SDKROOT = xros;"], "ios"),
    ([], "ios"),
  ])
  func platformIsTheXcodeProjects(_ settings: [String], _ platform: String) throws {
    let folder = try TemporaryFolder()
    let examples = Fixtures.repositoryRoot + "/Examples/App/"
    try folder.copy(
      examples + "en.lproj/Localizable.strings", to: "App/en.lproj/Localizable.strings")
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "Fonts/Inter-Regular.otf")
    let buildSettings = settings.map { "\t\t\t\t\($0)\n" }.joined()
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        "\t\tA /* Debug */ = {\n\t\t\tbuildSettings = {\n" + buildSettings + "\t\t\t};\n\t\t};\n"))
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("platform \(platform): the Xcode project's targets build for it")
        == (platform != "ios"))
    #expect(!result.stdout.contains("also build for"))
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["platform"] as? String == platform)
    // A TV's safe area, a watch's screen, else a phone's width less margins.
    let widths = ["tvos": 1760.0, "watchos": 176.0]
    #expect(
      (spec["containers"] as? [[String: Any]])?.allSatisfy {
        $0["width"] as? Double == widths[platform, default: 343]
      } == true, "\(spec)")
    // A Mac app's 343 pt is said to be an iPhone's line.
    #expect(
      result.stdout.contains("the width written, 343 pt, is an iPhone's line")
        == (platform == "macos"), "\(result.stdout)")
    // A platform asked for that no target builds for is said so (none is
    // when no project names one of the platforms checked; visionOS is not).
    let asked = try Typometer.run([
      "init", "--platform", "tvos", "--output", "typometer-tv.json", folder.path,
    ])
    #expect(asked.status == 0, "\(asked.stderr)")
    #expect(
      asked.stdout.contains("no Xcode target here builds for tvos")
        == (platform != "tvos" && !settings.isEmpty && settings != ["SDKROOT = xros;"]),
      "\(asked.stdout)")
    let report = try InitCommandTests.checkReport(["--system-font", "Inter"], in: folder)
    let summary = try #require(report["summary"] as? [String: Any])
    // As many measurements a string as the platform has sizes.
    let scale = try Typometer.run(["scale", "--platform", platform, "--style", "body", "--json"])
    let table = try #require(
      try JSONSerialization.jsonObject(with: Data(scale.stdout.utf8)) as? [String: Any])
    let categories = (table["rows"] as? [[String: Any]] ?? []).count
    #expect(categories > 0)
    #expect(
      summary["measurements"] as? Int == (summary["measured"] as? Int ?? -1) * categories,
      "\(summary)")
  }

  /// An iOS app with a watch app beside it (Loop, openHAB): the watch app's
  /// own folders are those of the targets that build for watchOS alone (by
  /// their `INFOPLIST_FILE`); their strings are left out of the iOS spec and
  /// named, and `--platform watchos` leaves out the iOS app's instead. A
  /// framework built for both (`Shared`) stays in both; a project that
  /// builds for watchOS alone keeps every string.
  @Test func aWatchAppsStringsAreLeftOutOfTheIOSSpec() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    // Each target's own strings (the same file in each would be a copy).
    let text = try String(contentsOfFile: strings, encoding: .utf8)
    for path in ["App", "Watch Extension", "Shared"] {
      try folder.write(
        "Apps/\(path)/en.lproj/Localizable.strings", text + "\"target\" = \"\(path)\";\n")
    }
    try folder.write(
      "Apps/App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        Self.configuration("App/Info.plist", "SDKROOT = iphoneos;"),
        Self.configuration(#""$(SRCROOT)/Watch Extension/Info.plist""#, "SDKROOT = watchos;"),
        Self.configuration("Shared/Info.plist", "SDKROOT = watchos;"),
        Self.configuration("Shared/Info.plist", "SDKROOT = iphoneos;")))
    let ios = try Typometer.run(["init", folder.path])
    #expect(ios.status == 0, "\(ios.stderr)")
    #expect(
      try Self.writtenSpec(in: folder)["strings"] as? [String]
        == ["Apps/App/en.lproj/Localizable.strings", "Apps/Shared/en.lproj/Localizable.strings"])
    #expect(
      ios.stdout.contains(
        "left out 1 string file of the watch app (Apps/Watch Extension): a watch shows it at "
          + "watchOS's sizes; for its spec, run 'typometer init --platform watchos --output "
          + "typometer-watchos.json \(folder.path)'"))
    let watch = try Typometer.run(
      ["init", "--platform", "watchos", "--output", "watch.json", folder.path])
    #expect(watch.status == 0, "\(watch.stderr)")
    let watchSpec = try Self.writtenSpec("watch.json", in: folder)
    #expect(watchSpec["platform"] as? String == "watchos")
    let containers = watchSpec["containers"] as? [[String: Any]]
    #expect(containers?.map { $0["width"] as? Int } == [176])  // a watch's width, not a phone's
    #expect(
      watchSpec["strings"] as? [String] == [
        "Apps/Shared/en.lproj/Localizable.strings",
        "Apps/Watch Extension/en.lproj/Localizable.strings",
      ])
    #expect(
      watch.stdout.contains(
        "left out 1 string file of the targets for other platforms (Apps/App): it is for that "
          + "app's spec"))
    // A watch's system font is SF Compact.
    #expect(watch.stdout.contains("the system font (SF Compact, from developer.apple.com/fonts)"))
    #expect(!watch.stdout.contains("SF Pro"), "\(watch.stdout)")
    #expect(ios.stdout.contains("the system font (SF Pro, from developer.apple.com/fonts)"))
    // A project of the watch app alone: every string is its.
    try folder.write(
      "Apps/App.xcodeproj/project.pbxproj",
      Self.pbxproj(Self.configuration("./Watch Extension/Info.plist", "SDKROOT = watchos;")))
    let alone = try Typometer.run(["init", "--output", "alone.json", folder.path])
    #expect(alone.status == 0, "\(alone.stderr)")
    let aloneSpec = try Self.writtenSpec("alone.json", in: folder)
    #expect((aloneSpec["strings"] as? [String])?.count == 3)
    #expect(aloneSpec["platform"] as? String == "watchos")
  }

  /// A Swift package's string files outside its Sources folder are no
  /// target's (Mastodon's StringsConvertor tool reads its `input/` and
  /// writes the app package's resources): left out and said; a package's
  /// resources under Sources stay, and so does everything when the
  /// package is the scanned folder itself.
  @Test func aToolPackagesInputStringsAreLeftOut() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    let text = try String(contentsOfFile: strings, encoding: .utf8)
    try folder.write("App/en.lproj/Localizable.strings", text)
    try folder.write("Tools/Convert/Package.swift", "// swift-tools-version:5.9\n")
    try folder.write("Tools/Convert/Sources/Convert/main.swift", "print(1)\n")
    try folder.write("Tools/Convert/input/de.lproj/Localizable.strings", text + "\"a\" = \"b\";\n")
    try folder.write("Kit/Package.swift", "// swift-tools-version:5.9\n")
    try folder.write(
      "Kit/Sources/Kit/Resources/fr.lproj/Localizable.strings", text + "\"c\" = \"d\";\n")
    // A package inside another is judged by its own Sources.
    try folder.write("Kit/Feature/Package.swift", "// swift-tools-version:5.9\n")
    try folder.write(
      "Kit/Feature/Sources/Feature/Resources/it.lproj/Localizable.strings",
      text + "\"e\" = \"f\";\n")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      Set(try Self.writtenSpec(in: folder)["strings"] as? [String] ?? []) == [
        "App/en.lproj/Localizable.strings",
        "Kit/Feature/Sources/Feature/Resources/it.lproj/Localizable.strings",
        "Kit/Sources/Kit/Resources/fr.lproj/Localizable.strings",
      ])
    #expect(
      result.stdout.contains(
        "left out 1 string file of Swift packages outside their Sources folder (Tools/Convert), "
          + "which no target of it builds (a tool's input)"), "\(result.stdout)")
    // The scanned folder's own package leaves its strings alone.
    try folder.write("Package.swift", "// swift-tools-version:5.9\n")
    try folder.write("Sources/Main/main.swift", "print(1)\n")
    try FileManager.default.removeItem(atPath: folder.url("typometer.json"))
    let own = try Typometer.run(["init", folder.path])
    #expect(own.status == 0, "\(own.stderr)")
    #expect((try Self.writtenSpec(in: folder)["strings"] as? [String])?.count == 3)
  }

  /// A watch app whose targets' folders hold no string file of their own
  /// (Home Assistant's `WatchApp`, which takes the iOS app's
  /// `Localizable.strings` by target membership) keeps the iOS app's in
  /// its spec, and says so, rather than writing a spec with no strings.
  @Test func aWatchAppWithNoStringsOfItsOwnKeepsTheIOSApps() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    try folder.copy(strings, to: "Sources/App/Resources/en.lproj/Localizable.strings")
    // The iOS app's launch screen, left out by a later rule, is not said kept.
    try folder.write(
      "Sources/App/Resources/Base.lproj/LaunchScreen.storyboard",
      #"<document targetRuntime="iOS.CocoaTouch"><label id="a1B-2c-3De" text="Hello"/></document>"#)
    try folder.write("WatchApp/Assets.xcassets/Contents.json", "{}")
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        Self.configuration("Sources/App/Resources/Info.plist", "SDKROOT = iphoneos;"),
        Self.configuration("WatchApp/Info.plist", "SDKROOT = watchos;")))
    let watch = try Typometer.run(
      ["init", "--platform", "watchos", "--output", "watch.json", folder.path])
    #expect(watch.status == 0, "\(watch.stderr)")
    #expect(
      try Self.writtenSpec("watch.json", in: folder)["strings"] as? [String] == [
        "Sources/App/Resources/en.lproj/Localizable.strings"
      ])
    #expect(
      watch.stdout.contains(
        "kept 1 string file of the targets for iOS (Sources/App): the watchOS targets' folders "
          + "hold no string file of their own"), "\(watch.stdout)")
    #expect(!watch.stdout.contains("left out 1 string file"), "\(watch.stdout)")
    // The iOS spec still leaves nothing out: the watch app has no strings.
    let ios = try Typometer.run(["init", folder.path])
    #expect(ios.status == 0, "\(ios.stderr)")
    #expect((try Self.writtenSpec(in: folder)["strings"] as? [String])?.count == 1)
    #expect(!ios.stdout.contains("kept"), "\(ios.stdout)")
  }

  /// A Mac app beside an iOS app in one Xcode project whose targets keep
  /// their settings in `.xcconfig` files (NetNewsWire): the files are read
  /// through the configurations' base references (by name, and by a
  /// synchronized folder and a path in it), with what they include; the iOS
  /// spec leaves out the Mac app's folder (its `Info.plist` in
  /// `Mac/Resources`), `--platform macos` the iOS app's, and `Shared` stays
  /// in both.
  @Test func aMacAppsStringsAreLeftOutOfTheIOSSpec() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    // Each target's own strings (the same file in each would be a copy).
    let text = try String(contentsOfFile: strings, encoding: .utf8)
    for path in ["iOS", "Mac/Preferences", "Shared"] {
      try folder.write(
        "\(path)/en.lproj/Localizable.strings", text + "\"target\" = \"\(path)\";\n")
    }
    try folder.write(
      "xcconfig/common/ios.xcconfig",
      "SDKROOT = iphoneos; // the phone\nSDKROOT[sdk=macosx*] = macosx\n")
    try folder.write(
      "xcconfig/common/mac.xcconfig",
      "// SDKROOT = iphoneos\nSDKROOT = macosx\nINFOPLIST_FILE = Mac/Resources/Info.plist\n")
    try folder.write(
      "xcconfig/iOS_app.xcconfig",
      "#include? \"../../Private/Settings.xcconfig\"\n#include \"./common/ios.xcconfig\"\n"
        + "INFOPLIST_FILE = iOS/Info.plist\n")
    try folder.write("xcconfig/Mac_app.xcconfig", "#include \"common/mac.xcconfig\"\n")
    try folder.write(
      "xcconfig/Shared.xcconfig",
      "SUPPORTED_PLATFORMS = iphoneos macosx\nINFOPLIST_FILE = Shared/Info.plist\n")
    func configuration(_ base: String) -> String {
      "\t\tA /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n" + base
        + "\t\t\tbuildSettings = {\n\t\t\t};\n\t\t\tname = Release;\n\t\t};\n"
    }
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        configuration("\t\t\tbaseConfigurationReference = B1 /* iOS_app.xcconfig */;\n"),
        configuration(
          "\t\t\tbaseConfigurationReferenceAnchor = B2 /* xcconfig */;\n"
            + "\t\t\tbaseConfigurationReferenceRelativePath = Mac_app.xcconfig;\n"),
        configuration("\t\t\tbaseConfigurationReference = B3 /* Shared.xcconfig */;\n")))
    let ios = try Typometer.run(["init", folder.path])
    #expect(ios.status == 0, "\(ios.stderr)")
    let iosSpec = try Self.writtenSpec(in: folder)
    #expect(iosSpec["platform"] as? String == "ios")
    #expect(
      iosSpec["strings"] as? [String]
        == ["Shared/en.lproj/Localizable.strings", "iOS/en.lproj/Localizable.strings"])
    #expect(
      ios.stdout.contains(
        "left out 1 string file of the targets for macOS (Mac): it is shown at macOS's sizes, "
          + "not iOS's; for its spec, run 'typometer init --platform macos --output "
          + "typometer-macos.json \(folder.path)'"), "\(ios.stdout)")
    let mac = try Typometer.run(
      ["init", "--platform", "macos", "--output", "mac.json", folder.path])
    #expect(mac.status == 0, "\(mac.stderr)")
    let macSpec = try Self.writtenSpec("mac.json", in: folder)
    #expect(macSpec["platform"] as? String == "macos")
    #expect(
      macSpec["strings"] as? [String]
        == ["Shared/en.lproj/Localizable.strings", "Mac/Preferences/en.lproj/Localizable.strings"])
    #expect(mac.stdout.contains("left out 1 string file of the targets for iOS (iOS)"))

    // A Mac app alone, its SDKROOT in its base file only: a macOS spec.
    try FileManager.default.removeItem(atPath: folder.url("iOS"))
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        configuration("\t\t\tbaseConfigurationReference = B1 /* Mac_app.xcconfig */;\n")))
    let alone = try Typometer.run(["init", "--output", "alone.json", folder.path])
    #expect(alone.status == 0, "\(alone.stderr)")
    let macAlone = try Self.writtenSpec("alone.json", in: folder)
    #expect(macAlone["platform"] as? String == "macos")
    #expect((macAlone["strings"] as? [String])?.count == 2)
  }

  /// A `project.pbxproj` whose objects are `objects` (each an object's
  /// lines, tab-indented as Xcode writes them).
  /// A build configuration of a `project.pbxproj` whose `INFOPLIST_FILE`
  /// is `plist`, with other `settings` (for ``pbxproj(_:)``).
  /// A `.strings` file in an `.lproj` folder named for no language (a
  /// copy's `-rf.lproj`, `Old copy.lproj`) is no localization a device
  /// loads: left out and said; `Base.lproj`, a legacy name
  /// (`German.lproj`) and a language's are kept.
  @Test func stringFilesOfNoLanguageAreLeftOut() throws {
    let folder = try TemporaryFolder()
    let strings = Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings"
    for path in [
      "App/en.lproj/Localizable.strings", "App/Base.lproj/Main.strings",
      "App/German.lproj/Localizable.strings", "App/-rf.lproj/Localizable.strings",
      "App/Old copy.lproj/Localizable.strings",
    ] {
      try folder.copy(strings, to: path)
    }
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      Set(try #require(try Self.writtenSpec(in: folder)["strings"] as? [String])) == [
        "App/en.lproj/Localizable.strings", "App/Base.lproj/Main.strings",
        "App/German.lproj/Localizable.strings",
      ])
    #expect(
      result.stdout.contains(
        "  left out 2 string files of .lproj folders named for no language, which no device's "
          + "language picks: App/-rf.lproj/Localizable.strings, "
          + "App/Old copy.lproj/Localizable.strings"), "\(result.stdout)")
  }

  /// An Xcode project whose `project.pbxproj` is empty or no project's
  /// (other text) is said, not read as one of no platform or language; one
  /// that reads is not said.
  @Test func anUnreadableXcodeProjectIsSaid() throws {
    let folder = try TemporaryFolder()
    try folder.copy(
      Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings",
      to: "App/en.lproj/Localizable.strings")
    try folder.write("App.xcodeproj/project.pbxproj", "garbage\n")
    try folder.write("Empty.xcodeproj/project.pbxproj", "")
    try folder.write(
      "Good.xcodeproj/project.pbxproj",
      Self.pbxproj(Self.configuration("App/Info.plist", "SDKROOT = iphoneos;")))
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  could not read 2 Xcode projects (App.xcodeproj/project.pbxproj: not an Xcode "
          + "project's file (no objects in it); Empty.xcodeproj/project.pbxproj: not an Xcode "
          + "project's file (no objects in it)): their platforms, languages and targets are not "
          + "in the spec; mend them and run init again"), "\(result.stdout)")
    #expect(!result.stdout.contains("Good.xcodeproj"), "\(result.stdout)")
  }

  static func configuration(_ plist: String, _ settings: String) -> String {
    "\t\tA = {\n\t\t\tbuildSettings = {\n\t\t\t\tINFOPLIST_FILE = \(plist);\n\t\t\t\t"
      + settings + "\n\t\t\t};\n\t\t};\n"
  }

  /// A language's string files no Xcode project lists in `knownRegions`
  /// are left out and said (no build ships them); a Swift package's own
  /// are its, and stay, and so does `Base.lproj`, but for a table the
  /// development language's `.lproj` also has.
  @Test func stringFilesOfLanguagesTheProjectDoesNotListAreLeftOut() throws {
    let folder = try TemporaryFolder()
    for path in [
      "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings",
      "App/pt-BR.lproj/Localizable.strings", "App/Base.lproj/Main.strings",
      "App/de-AT.lproj/Localizable.strings", "App/Base.lproj/Localizable.strings",
      "Kit/Sources/Kit/Resources/pt-BR.lproj/Localizable.strings",
    ] {
      try folder.write(path, #""a" = "Hello";"# + "\n")
    }
    try folder.write("Kit/Package.swift", "// swift-tools-version:5.9\n")
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        "\t\tP /* Project object */ = {\n\t\t\tdevelopmentRegion = en;\n"
          + "\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\tde,\n\t\t\t);\n\t\t};\n"
      ))
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "left out 2 string files of .lproj folders the Xcode project around them builds none "
          + "of (no file reference names them: a table its references localize is built in the "
          + "languages they name, another in those its knownRegions lists), which no build ships: "
          + "App/de-AT.lproj/Localizable.strings, App/pt-BR.lproj/Localizable.strings"),
      "\(result.stdout)")
    let strings = try #require(try Self.writtenSpec(in: folder)["strings"] as? [Any])
    let paths = strings.map {
      ($0 as? String) ?? (($0 as? [String: Any])?["path"] as? String ?? "")
    }
    #expect(!paths.contains("App/pt-BR.lproj/Localizable.strings"), "\(paths)")
    #expect(paths.contains("Kit/Sources/Kit/Resources/pt-BR.lproj/Localizable.strings"), "\(paths)")
    #expect(paths.contains("App/de.lproj/Localizable.strings"), "\(paths)")
    // A region of a language listed is no language listed (Xcode builds
    // the regions it names alone: Nextcloud Talk's `es-AR`).
    #expect(!paths.contains("App/de-AT.lproj/Localizable.strings"), "\(paths)")
    // Base.lproj's table beside the development language's own is never
    // read: left out, and said; its storyboard table without one stays.
    #expect(!paths.contains("App/Base.lproj/Localizable.strings"), "\(paths)")
    #expect(paths.contains("App/Base.lproj/Main.strings"), "\(paths)")
    // A language whose .lproj a file reference names is built, listed or
    // not; so is any .lproj in a folder the project copies whole (a folder
    // reference, a bundle such as a Settings.bundle, a prebuilt framework,
    // a synchronized folder), and none in another.
    for (reference, kept) in [
      (
        "\t\tF /* App */ = {isa = PBXFileReference; lastKnownFileType = folder; path = App; };\n",
        true
      ),
      (
        "\t\tB /* App */ = {isa = PBXFileReference; lastKnownFileType = \"wrapper.plug-in\"; "
          + "path = App; sourceTree = \"<group>\"; };\n", true
      ),
      (
        "\t\tS /* App */ = {\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n"
          + "\t\t\tpath = App;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n", true
      ),
      // A prebuilt framework the app embeds, shipped as it is.
      (
        "\t\tW /* App */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; "
          + "path = _frameworks/App; sourceTree = \"<group>\"; };\n", true
      ),
      // Its path after its exceptions, file types and folders (CotEditor's).
      (
        "\t\tS /* App */ = {\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n"
          + "\t\t\texceptions = (\n\t\t\t\tE1 /* Exceptions */,\n\t\t\t\tE2 /* More */,\n\t\t\t);\n"
          + "\t\t\texplicitFileTypes = {\n\t\t\t\tResources/cot = text.script.python;\n\t\t\t};\n"
          + "\t\t\texplicitFolders = (\n\t\t\t\tResources/Licenses,\n\t\t\t\tResources/Themes,\n"
          + "\t\t\t);\n\t\t\tpath = App;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
          + "\t\tT /* Tests */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tpath = Res;\n\t\t};\n", true
      ),
      // A synchronized folder's own path only, not the next object's.
      (
        "\t\tS /* Tests */ = {\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n"
          + "\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
          + "\t\tT /* App */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tpath = App;\n\t\t};\n", false
      ),
      (
        "\t\tR /* pt-BR */ = {isa = PBXFileReference; name = \"pt-BR\"; "
          + "path = \"pt-BR.lproj/Localizable.strings\"; sourceTree = \"<group>\"; };\n", true
      ),
      (
        "\t\tF /* Res */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Res; };\n",
        false
      ),
      ("", false),
    ] {
      try folder.write(
        "App.xcodeproj/project.pbxproj",
        Self.pbxproj(
          "\t\tP /* Project object */ = {\n\t\t\tdevelopmentRegion = en;\n"
            + "\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\tde,\n\t\t\t);\n\t\t};\n",
          reference))
      let again = try Typometer.run(["init", "--output", "again.json", folder.path])
      #expect(again.status == 0, "\(again.stderr)")
      let named = try #require(try Self.writtenSpec("again.json", in: folder)["strings"] as? [Any])
        .map { ($0 as? String) ?? (($0 as? [String: Any])?["path"] as? String ?? "") }
      #expect(named.contains("App/pt-BR.lproj/Localizable.strings") == kept, "\(reference)")
      try FileManager.default.removeItem(atPath: folder.url("again.json"))
    }
    #expect(
      result.stdout.contains(
        "left out 1 string file of Base.lproj beside the development language's own of the "
          + "table, which a device reads instead (App/Base.lproj/Localizable.strings: "
          + "App/en.lproj/Localizable.strings)"), "\(result.stdout)")
  }

  /// A storyboard's table (`en.lproj/Main.strings`) that no reference names
  /// is built by no target where a reference names the storyboard itself
  /// (its variant group holds `Base` alone: ProtonVPN's stray
  /// `Storyboards/en.lproj/Main.strings`); one the group names is built.
  @Test func aStoryboardsTableNoReferenceNamesIsLeftOut() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Scenes/Base.lproj/Main.storyboard", #"<document><label id="a1B-2c-3De"/></document>"#)
    try folder.write("App/Storyboards/en.lproj/Main.strings", #""a1B-2c-3De.text" = "Hi";"# + "\n")
    try folder.write("App/en.lproj/Localizable.strings", #""a" = "Hello";"# + "\n")
    let project =
      "\t\tP /* Project object */ = {\n\t\t\tdevelopmentRegion = en;\n"
      + "\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t);\n\t\t};\n"
    let base =
      "\t\tB /* Base */ = {isa = PBXFileReference; name = Base; "
      + "path = \"Base.lproj/Main.storyboard\"; sourceTree = \"<group>\"; };\n"
    let english =
      "\t\tE /* en */ = {isa = PBXFileReference; name = en; "
      + "path = \"en.lproj/Main.strings\"; sourceTree = \"<group>\"; };\n"
    for (references, kept) in [([base], false), ([base, english], true)] {
      try folder.write(
        "App.xcodeproj/project.pbxproj", Self.pbxproj(([project] + references).joined()))
      let result = try Typometer.run(["init", "--output", "spec.json", folder.path])
      #expect(result.status == 0, "\(result.stderr)")
      let paths = try #require(try Self.writtenSpec("spec.json", in: folder)["strings"] as? [Any])
        .map { ($0 as? String) ?? (($0 as? [String: Any])?["path"] as? String ?? "") }
      #expect(paths.contains("App/Storyboards/en.lproj/Main.strings") == kept, "\(paths)")
      #expect(paths.contains("App/en.lproj/Localizable.strings"), "\(paths)")
      try FileManager.default.removeItem(atPath: folder.url("spec.json"))
    }
  }

  static func pbxproj(_ objects: String...) -> String {
    "// !$*UTF8*$!\n{\n\tobjects = {\n" + objects.joined() + "\t};\n}\n"
  }

  /// The spec `init` wrote in `folder` (`name`, typometer.json by default),
  /// as a JSON object.
  /// The containers of the spec init wrote as `name` in `folder`.
  static func writtenContainers(_ name: String = "typometer.json", in folder: TemporaryFolder)
    throws -> [[String: Any]]
  {
    try #require(try writtenSpec(name, in: folder)["containers"] as? [[String: Any]])
  }

  static func writtenSpec(_ name: String = "typometer.json", in folder: TemporaryFolder) throws
    -> [String: Any]
  {
    let data = try Data(contentsOf: URL(fileURLWithPath: folder.url(name)))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// `typometer check ARGUMENTS --format json` in `folder`, which must end
  /// with its findings told (status 0, or 1 for findings): the report.
  static func checkReport(
    _ arguments: [String] = [], in folder: TemporaryFolder, statuses: Set<Int32> = [0, 1]
  ) throws -> [String: Any] {
    let check = try Typometer.run(["check"] + arguments + ["--format", "json"], in: folder.path)
    #expect(statuses.contains(check.status), "\(check.status): \(check.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
  }

  /// A project of both apps: the example's English strings at `apple` (a
  /// path in the project), one Android string at `android`.
  static func mixedProject(apple: String, android: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.copy(
      Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings", to: apple)
    try folder.write(android, #"<resources><string name="hello">Hello</string></resources>"#)
    return folder
  }

  /// A project of both apps with its Gradle build at the root (Kotlin
  /// Multiplatform): `--platform` chooses the app and `--output` names its
  /// spec, so both specs sit side by side and check; a bad name is refused.
  @Test func platformAndOutputChooseTheAppOfAMixedProject() throws {
    let folder = try Self.mixedProject(
      apple: "iosApp/en.lproj/Localizable.strings",
      android: "shared/src/commonMain/composeResources/values/strings.xml")
    try folder.write("settings.gradle.kts", "")
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")

    let apple = try Typometer.run(["init", folder.path])
    #expect(apple.status == 0, "\(apple.stderr)")
    #expect(
      apple.stdout.contains(
        "left out 1 Android strings.xml file: an Android app is here too; for its spec, run 'typometer init --platform android --output typometer-android.json \(folder.path)'"
      ))
    let android = try Typometer.run(
      ["init", "--platform", "android", "--output", "typometer-android.json", folder.path])
    #expect(android.status == 0, "\(android.stderr)")
    #expect(android.stdout.contains("wrote \(folder.path)/typometer-android.json"))
    // The Apple app's spec was written first, as the folder's typometer.json.
    #expect(
      android.stdout.contains(
        "left out 1 Apple string file: for the Apple app's spec, see typometer.json, written "
          + "before for iOS"), "\(android.stdout)")
    let spec = try InitCommandTests.writtenSpec("typometer-android.json", in: folder)
    #expect(spec["platform"] as? String == "android")
    #expect(spec["resources"] as? [String] == ["shared/src/commonMain/composeResources"])
    let report = try InitCommandTests.checkReport(["typometer-android.json"], in: folder)
    let summary = try #require(report["summary"] as? [String: Any])
    #expect(summary["measured"] as? Int == 1)

    // An Apple platform asked for is the spec's.
    let tv = try Typometer.run(
      ["init", "--platform", "tvOS", "--output", "typometer-tv.json", folder.path])
    #expect(tv.status == 0, "\(tv.stderr)")
    let tvData = try Data(contentsOf: URL(fileURLWithPath: folder.url("typometer-tv.json")))
    let tvSpec = try #require(try JSONSerialization.jsonObject(with: tvData) as? [String: Any])
    #expect(tvSpec["platform"] as? String == "tvos")
    #expect(tvSpec["strings"] as? [String] == ["iosApp/en.lproj/Localizable.strings"])

    for (option, value) in [
      ("--output", "sub/spec.json"), ("--output", ".."), ("--platform", "symbian"),
    ] {
      let refused = try Typometer.run(["init", option, value, folder.path])
      #expect(refused.status == 2)
      #expect(refused.stderr.contains(value), "\(refused.stderr)")
    }
    // A control character in the name is written escaped, never raw.
    let odd = try Typometer.run(["init", "--output", "spec\u{1B}[31m.json", folder.path])
    #expect(odd.status == 0, "\(odd.stderr)")
    #expect(odd.stdout.contains("spec\\u{1B}[31m.json") && !odd.stdout.contains("\u{1B}"))
    // An existing spec of that name is not overwritten.
    let again = try Typometer.run(
      ["init", "--platform", "android", "--output", "typometer-android.json", folder.path])
    #expect(again.status == 2)
    #expect(again.stderr.contains("typometer-android.json already exists"))
  }

  /// Kotlin Multiplatform with moko-resources: the shared module's strings
  /// are the Apple app's too (its spec names them after its own, in their
  /// languages); the Android spec names them in `strings`, and with no res
  /// folder it checks in Android's built-in styles.
  @Test func mokoResourcesAreEveryAppsStrings() throws {
    let moko = "shared/src/commonMain/moko-resources/"
    let folder = try Self.mixedProject(
      apple: "iosApp/en.lproj/Localizable.strings", android: moko + "base/strings.xml")
    try folder.write(
      moko + "de/strings.xml", #"<resources><string name="hello">Hallo</string></resources>"#)
    try folder.write("settings.gradle.kts", "")
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    let apple = try Typometer.run(["init", folder.path])
    #expect(apple.status == 0, "\(apple.stderr)")
    #expect(!apple.stdout.contains("left out"), "\(apple.stdout)")
    let appleSpec = try Self.writtenSpec(in: folder)
    #expect(
      appleSpec["strings"] as? [String]
        == [
          "iosApp/en.lproj/Localizable.strings", moko + "base/strings.xml", moko + "de/strings.xml",
        ])
    let android = try Typometer.run(
      ["init", "--platform", "android", "--output", "typometer-android.json", folder.path])
    #expect(android.status == 0, "\(android.stderr)")
    let spec = try Self.writtenSpec("typometer-android.json", in: folder)
    #expect(spec["resources"] as? [String] == [])
    #expect(spec["strings"] as? [String] == [moko + "base/strings.xml", moko + "de/strings.xml"])
    let report = try Self.checkReport(["typometer-android.json"], in: folder, statuses: [0])
    let summary = try #require(report["summary"] as? [String: Any])
    #expect(summary["measured"] as? Int == 2)
    let files = try #require(report["files"] as? [[String: Any]])
    #expect(files.map { $0["language"] as? String } == [nil, "de"])
  }

  /// With the Android app's Gradle build in a folder of its own (a
  /// repository of both apps), init names that folder.
  @Test func namesTheAndroidAppsFolder() throws {
    let folder = try Self.mixedProject(
      apple: "iphone/en.lproj/Localizable.strings",
      android: "android/app/src/main/res/values/strings.xml")
    try folder.write("android/settings.gradle", "")
    try folder.write("android/plugins/deps/settings.gradle", "")
    try folder.write("android/settings.gradle.kts", "")  // beside the Groovy one: one build
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "left out 1 Android strings.xml file: an Android app is here too; for its spec, run 'typometer init' in '\(folder.path)/android'\n"
      ), "\(result.stdout)")
  }

  /// An Apple app whose only strings the system shows, beside an Android
  /// app: the spec is the Android app's, and the Apple files are named as
  /// left out of it (not as strings to add to a key it does not have).
  @Test func systemStringsAloneLeaveTheSpecToTheAndroidApp() throws {
    let folder = try Self.mixedProject(
      apple: "ios/App/en.lproj/InfoPlist.strings",
      android: "android/app/src/main/res/values/strings.xml")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("1 res folder: android/app/src/main/res"))
    #expect(
      result.stdout.contains(
        "left out 1 Apple string file: for the Apple app's spec, run 'typometer init --platform ios"
      ))
    #expect(!result.stdout.contains("add it to \"strings\""))
  }

  /// An app without TypographyKit: the spec names no config, and its one
  /// container sets every string in the text style body's preferred font;
  /// with a system family supplied, it checks as written.
  @Test func withoutAConfigTheContainerTakesTheBodyTextStyle() throws {
    let folder = try TemporaryFolder()
    let examples = Fixtures.repositoryRoot + "/Examples/App/"
    try folder.copy(
      examples + "en.lproj/Localizable.strings", to: "App/en.lproj/Localizable.strings")
    try folder.copy(Fixtures.font("SerifFourVariable-subset.ttf"), to: "App/Fonts/Serif.ttf")
    try folder.write("App/Assets.xcassets/Contents.json", #"{"info": {"version": 1}}"#)
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("0 TypographyKit configs"))
    #expect(result.stdout.contains("without one, containers name text styles"))
    let spec = try InitCommandTests.writtenSpec(in: folder)
    #expect(spec["config"] == nil)
    #expect(spec["assetCatalogs"] == nil)  // their colours are for configs to name
    #expect(
      result.stdout.contains(
        "  1 asset catalog: App/Assets.xcassets\n"
          + "    (not in the spec: with no TypographyKit config, no style names their colours)\n"),
      "\(result.stdout)")
    let containers = try #require(spec["containers"] as? [[String: Any]])
    #expect(containers.count == 1)
    #expect(containers.first?["style"] as? String == "body")
    #expect(containers.first?["keys"] as? [String] == ["*"])
    let report = try InitCommandTests.checkReport(
      ["--system-font", "Serif Four Variable"], in: folder)
    let styles = try #require(report["styles"] as? [[String: Any]])
    #expect(styles.map { $0["name"] as? String } == ["body"])
    #expect(styles.first?["font"] as? String == "SerifFourVariable-Roman")
    let summary = try #require(report["summary"] as? [String: Any])
    #expect((summary["measured"] as? Int ?? 0) > 0)
  }

  /// The file system's root is no project's folder: refused before any
  /// scan of the machine (and nothing written there).
  @Test func theRootIsNoProject() throws {
    let before = FileManager.default.fileExists(atPath: "/typometer.json")
    for folder in ["/", "/.", "//"] {
      let result = try Typometer.run(["init", folder])
      #expect(result.status == 2)
      #expect(result.stderr.contains(": is the file system's root, not a project's folder"))
    }
    #expect(FileManager.default.fileExists(atPath: "/typometer.json") == before)
  }

  /// Code that sets the system font at fixed sizes far more often than at
  /// sizes that follow Dynamic Type is said: the catch-all's findings at
  /// larger sizes are of sizes that text never takes (not of a Mac app).
  @Test func fixedSystemFontSizesInCodeAreSaid() throws {
    let folder = try Self.project()
    // An app without a config: its text styles are the system font's.
    try FileManager.default.removeItem(atPath: folder.url("App/TypographyKit.json"))
    let fixed = (0..<12).map { "let f\($0) = UIFont.systemFont(ofSize: \(12 + $0))" }
    // (Not a call a comment holds; SwiftUI's `.system(.body, design:)` follows
    // Dynamic Type.)
    let commented = (0..<12).map { "// let c\($0) = UIFont.systemFont(ofSize: 12)" }
    // (A `//` inside a literal is no comment: the call after it counts.)
    let linked =
      #"link.setTitle("https://example.com", for: .normal); let f = UIFont.systemFont(ofSize: 9)"#
    try folder.write(
      "App/Fonts.swift",
      (fixed + commented + [linked] + [
        "let scaled = UIFont.preferredFont(forTextStyle: .body)",
        "let rounded = Font.system(.body, design: .rounded) // not .system(size: 12)",
      ]).joined(separator: "\n"))
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "the code sets the system font at fixed sizes in 13 places (systemFont(ofSize:), "
          + ".system(size:), systemFontOfSize:), and at sizes that follow Dynamic Type in 2"),
      "\(result.stdout)")
    // A Mac or TV app's text styles take one size, measured alone: nothing to say.
    for platform in ["macos", "tvos"] {
      let one = try Typometer.run(
        ["init", "--platform", platform, "--output", platform + ".json", folder.path])
      #expect(one.status == 0, "\(one.stderr)")
      #expect(!one.stdout.contains("fixed sizes in"), "\(one.stdout)")
    }
    // Objective-C's calls count too (element-ios's 172).
    try folder.write(
      "App/Legacy.m",
      (0..<12).map { "UIFont *f\($0) = [UIFont boldSystemFontOfSize:\(12 + $0)];" }
        .joined(separator: "\n"))
    let objc = try Typometer.run(["init", "--output", "o.json", folder.path])
    #expect(objc.stdout.contains("at fixed sizes in 25 places"), "\(objc.stdout)")
    try FileManager.default.removeItem(atPath: folder.url("App/Legacy.m"))
    // Where Dynamic Type's are not far fewer, nothing is said.
    try folder.write(
      "App/More.swift",
      (0..<6).map { _ in "Text(x).font(.body)" }.joined(separator: "\n"))
    let balanced = try Typometer.run(["init", "--output", "b.json", folder.path])
    #expect(!balanced.stdout.contains("fixed sizes in"), "\(balanced.stdout)")
    // A fixed size scaled on its line, and each call of the app's function
    // that scales one (Bark's `UIFont.preferredFont(ofSize:weight:)`), follow
    // Dynamic Type.
    try FileManager.default.removeItem(atPath: folder.url("App/More.swift"))
    try folder.write(
      "App/A.swift",
      (0..<12).map { "label\($0).font = .preferredFont(ofSize: \(12 + $0), weight: .medium)" }
        .joined(separator: "\n"))
    try folder.write(
      "App/UIFont+Extension.swift",
      """
      extension UIFont {
          class func preferredFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
              return UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: size, weight: weight))
          }
      }
      """)
    let helper = try Typometer.run(["init", "--output", "h.json", folder.path])
    #expect(!helper.stdout.contains("fixed sizes in"), "\(helper.stdout)")
    // A function that sets a fixed size is no helper, also where a scaling
    // one follows it; nor is one named like UIKit's.
    try folder.write(
      "App/UIFont+Extension.swift",
      """
      extension UIFont {
          static func appFont(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size) }
          static func scaled(_ font: UIFont) -> UIFont { UIFontMetrics.default.scaledFont(for: font) }
      }
      enum Typography {
          static func systemFont(ofSize size: CGFloat) -> UIFont {
              UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: size))
          }
      }
      """)
    try folder.write(
      "App/A.swift",
      (0..<12).map { "label\($0).font = .appFont(ofSize: \(12 + $0))" }.joined(separator: "\n"))
    let notHelpers = try Typometer.run(["init", "--output", "n.json", folder.path])
    #expect(notHelpers.stdout.contains("fixed sizes in 14 places"), "\(notHelpers.stdout)")
  }

  /// An iOS app whose text follows Dynamic Type nowhere (fonts of fixed
  /// sizes in its code, none of a text style there or in its storyboards,
  /// no SwiftUI, no content size category named: Kodi Remote) is measured
  /// at the default size alone; anything of Dynamic Type in it, and it is
  /// measured at every size.
  @Test func anAppWithoutDynamicTypeIsMeasuredAtTheDefaultSizeAlone() throws {
    let folder = try Self.project()
    try FileManager.default.removeItem(atPath: folder.url("App/TypographyKit.json"))
    try folder.write(
      "App/Fonts.swift",
      (0..<3).map { "let f\($0) = UIFont.systemFont(ofSize: \(12 + $0))" }.joined(separator: "\n"))
    let said =
      "  \"categories\": [\"large\"]: the app's text follows Dynamic Type nowhere (its code sets "
      + "fonts of fixed sizes in 3 places, and none of a text style"
    var runs = 0
    func categories(_ arguments: [String] = []) throws -> (said: Bool, spec: [String]?) {
      runs += 1
      let name = "c\(runs).json"
      let result = try Typometer.run(["init", "--output", name] + arguments + [folder.path])
      #expect(result.status == 0, "\(result.stderr)")
      let spec = try Self.writtenSpec(name, in: folder)
      return (result.stdout.contains(said), spec["categories"] as? [String])
    }
    let none = try categories()
    #expect(none.said && none.spec == ["large"])
    // The spec checks, at that category alone.
    let check = try Typometer.run(
      ["check", folder.url("c1.json"), "--system-font", "Roboto", "--format", "json"])
    #expect(check.status != 2, "\(check.stderr)")
    let report = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
    let summary = report?["summary"] as? [String: Any]
    let strings = try #require(summary?["strings"] as? Int)
    #expect(strings > 0 && summary?["measurements"] as? Int == strings, "\(summary ?? [:])")
    // Not another platform's app, whose text styles take one size anyway.
    #expect(try categories(["--platform", "macos"]).spec == nil)
    // Not with fewer than three fonts of fixed sizes (nothing known).
    try folder.write("App/Fonts.swift", "let f = UIFont.systemFont(ofSize: 12)")
    #expect(try categories().spec == nil)
    try folder.write(
      "App/Fonts.swift",
      (0..<3).map { "let f\($0) = UIFont.systemFont(ofSize: \(12 + $0))" }.joined(separator: "\n"))
    #expect(try categories().spec == ["large"])
    // Anything of Dynamic Type: a text style's font descriptor, a content
    // size category, SwiftUI, a storyboard's text style (also one whose
    // text the development language's strings give).
    for (path, text) in [
      (
        "App/A.m",
        "UIFontDescriptor *d = [UIFontDescriptor preferredFontDescriptorWithTextStyle:UIFontTextStyleBody];"
      ),
      ("App/B.swift", "label.adjustsFontForContentSizeCategory = true"),
      ("App/D.swift", "var content = cell.defaultContentConfiguration()"),
      ("App/C.swift", "import SwiftUI"),
      (
        "App/Base.lproj/Main.storyboard",
        #"<document><label id="a" text="A"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label></document>"#
      ),
    ] {
      try folder.write(path, text)
      #expect(try categories().spec == nil, "\(path)")
      if path.hasSuffix(".storyboard") {
        try folder.write("App/en.lproj/Main.strings", #""a.text" = "A";"#)
        #expect(try categories().spec == nil, "\(path) given by en.lproj/Main.strings")
        try FileManager.default.removeItem(atPath: folder.url("App/en.lproj/Main.strings"))
      }
      try FileManager.default.removeItem(atPath: folder.url(path))
    }
    #expect(try categories().spec == ["large"])
  }

  @Test func neverOverwritesASpec() throws {
    let folder = try Self.project()
    try folder.write("typometer.json", "{\"mine\": true}")
    let result = try Typometer.run(["init"], in: folder.path)
    #expect(result.status == 2)
    #expect(result.stderr.contains("already exists"))
    let kept = try String(contentsOfFile: folder.url("typometer.json"), encoding: .utf8)
    #expect(kept == "{\"mine\": true}")
  }

  /// An app whose text is in storyboards and code alone (not localized):
  /// its storyboards are its string files (not a launch screen's, nor a
  /// test target's), and with no other, init says how to name strings.
  @Test func anAppsStoryboardsAreItsStringFiles() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Base.lproj/LaunchScreen.storyboard", "<document/>")
    try folder.write("AppTests/Fixture.xib", "<document/>")
    try folder.copy(Fixtures.font("Inter-Bold.otf"), to: "App/Fonts/Inter-Bold.otf")
    let none = try Typometer.run(["init", "--output", "none.json", folder.path])
    #expect(none.status == 0, "\(none.stderr)")
    #expect(
      none.stdout.contains(
        "\"strings\": the app's string files; there are none here (a launch screen's text is "
          + "not measured): put the strings to check in a text file, one a line, and name it\n"),
      "\(none.stdout)")
    // Storyboards whose fonts are all of fixed sizes: said, as text Dynamic
    // Type never changes; one text style among them, and it is not.
    let fixed = #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#
    let styled =
      #"<label id="c" text="C"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>"#
    for (extra, said) in [("", true), (styled, false)] {
      try folder.write(
        "App/Scenes/Main.storyboard",
        "<document><label id=\"a\" text=\"A\">\(fixed)</label><label id=\"b\">\(fixed)</label>"
          + "<label id=\"d\" customClass=\"ScaledLabel\">\(fixed)</label>\(extra)</document>"
      )
      let again = try Typometer.run(["init", "--output", "again.json", folder.path])
      #expect(
        again.stdout.contains("  1 string file: App/Scenes/Main.storyboard\n"), "\(again.stdout)")
      #expect(
        again.stdout.contains(
          "    (1 storyboard or xib among them, read for the text they show; none of their fonts "
            + "is a text style: 2 elements set one of a fixed point size, whose text Dynamic Type "
            + "never changes: check leaves it out)") == said, "\(again.stdout)")
      #expect(
        again.stdout.contains(
          "  left out 1 storyboard or xib: 1 launch screen, drawn once before the app runs "
            + "(App/Base.lproj/LaunchScreen.storyboard)"), "\(again.stdout)")
      let spec = try Self.writtenSpec("again.json", in: folder)
      #expect(spec["strings"] as? [String] == ["App/Scenes/Main.storyboard"])
      try FileManager.default.removeItem(atPath: folder.url("again.json"))
    }
  }

  /// The text of a storyboard's fields and labels of a text style is
  /// measured as they lay it out: a `UITextField`'s placeholder (and its
  /// text where it does not shrink it to fit, as by default) and a
  /// `UISearchBar`'s placeholder on one line, a label's on its
  /// `numberOfLines` (1 where the file writes none; none for 0), shrunk as
  /// far as its `minimumScaleFactor` where it adjusts its font to fit, in
  /// the text style the font names (a field's of none, its class's own, in
  /// the catch-all's): too wide, a field's text is cut (an overflow), not
  /// wrapped (no word split: Open Food Facts' barcode placeholder). Not an
  /// object's of a fixed font size (left out), nor a label's of no text
  /// style or of a class of the app's own, nor one an outlet connects to the
  /// code, nor empty text or Lorem ipsum, nor a Mac xib's field, nor an
  /// object whose ID another file's object of no such layout has too. With a
  /// TypographyKit config, whose styles the containers name, all are in the
  /// catch-all's style.
  @Test func aStoryboardsFieldsAndLabelsAreMeasuredAsTheyLayOutText() throws {
    let folder = try TemporaryFolder()
    func font(_ style: String) -> String {
      #"<fontDescription key="fontDescription" style="UICTFontTextStyle"# + style + #""/>"#
    }
    let fixed = #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#
    try folder.write(
      "App/Base.lproj/Main.storyboard",
      """
      <document targetRuntime="iOS.CocoaTouch">
      <textField id="XPH-R3-7bO" placeholder="32701902008023270190200802327019020080232701902008">\(font("Subhead"))</textField>
      <textField id="abc-DE-fgh" text="Name">\(font("Body"))</textField>
      <textField id="nsh-TF-txt" text="Name" adjustsFontSizeToFit="NO">\(font("Body"))</textField>
      <textField id="fix-ED-fnt" placeholder="Fixed">\(fixed)</textField>
      <textField id="own-CL-ass" customClass="BrandField" placeholder="Brand">\(fixed)</textField>
      <searchBar id="sea-RC-hba" placeholder="Search the whole library">\(font("Body"))</searchBar>
      <label id="lab-EL-one" text="Database File Name">\(font("Callout"))</label>
      <label id="lab-EL-two" text="Two lines" numberOfLines="2">\(font("Callout"))</label>
      <label id="lab-EL-any" text="Any lines" numberOfLines="0">\(font("Footnote"))</label>
      <label id="lab-SH-rnk" text="Shrinks" minimumScaleFactor="0.5">\(font("Callout"))</label>
      <label id="lab-NO-shr" text="Does not shrink" adjustsFontSizeToFit="NO" minimumScaleFactor="0.5">\(font("Callout"))</label>
      <label id="lab-EM-pty" text="">\(font("Body"))</label>
      <label id="lab-LO-rem" text="Lorem ipsum dolor sit amet">\(font("Body"))</label>
      <label id="lab-OU-tlt" text="Its code sets me">\(font("Body"))</label>
      <label id="lab-EN-ala" customClass="ENALabel" text="Its class's font">\(font("Body"))</label>
      <outlet property="statusLabel" destination="lab-OU-tlt" id="out-LE-t01"/>
      <label id="lab-FI-xed" text="Fixed label">\(fixed)</label>
      <label id="lab-CU-stm" customClass="ThemeableLabel" text="Its code's font">\(fixed)</label>
      <label id="cop-IE-did" text="Shown">\(font("Body"))</label>
      </document>
      """)
    // A copied xib keeps its objects' IDs: one there of Interface Builder's
    // placeholder text is none to name.
    try folder.write(
      "App/Base.lproj/Copy.xib",
      #"<document targetRuntime="iOS.CocoaTouch"><label id="cop-IE-did" text="Label"/><label id="oth-ER-lbl" text="Other text"/></document>"#
    )
    try folder.write(
      "Mac/Base.lproj/Window.xib",
      #"<document targetRuntime="MacOSX.Cocoa"><textField id="mac-TF-one" placeholder="Mac"/></document>"#
    )
    let result = try Typometer.run(["init", "--platform", "ios", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  9 texts of the interface files' fields and labels of a text style are measured as "
          + "they lay it out, in containers of their own: in the text style of their font, on as "
          + "many lines as they show (7 on one: "), "\(result.stdout)")
    let containers = try Self.writtenContainers(in: folder)
    #expect(
      containers.compactMap { $0["keys"] as? [String] } == [
        ["nsh-TF-txt.text", "own-CL-ass.placeholder", "sea-RC-hba.placeholder"],
        ["lab-EL-one.text", "lab-NO-shr.text"], ["lab-SH-rnk.text"], ["lab-EL-two.text"],
        ["lab-EL-any.text"],
        ["XPH-R3-7bO.placeholder"], ["*"],
      ])
    #expect(
      containers.compactMap { $0["style"] as? String } == [
        "body", "callout", "callout", "callout", "footnote", "subheadline", "body",
      ])
    #expect(!result.stdout.contains("lab-OU-tlt") && !result.stdout.contains("lab-EN-ala"))
    #expect(containers.map { $0["maxLines"] as? Int } == [1, 1, 1, 2, nil, 1, nil])
    #expect(
      containers.map { $0["minimumScaleFactor"] as? Double } == [nil, nil, 0.5, nil, nil, nil, nil])
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "Fonts/Inter-Regular.otf")
    let report = try Self.checkReport(
      ["--fonts", folder.url("Fonts"), "--system-font", "Inter"], in: folder)
    let findings = try #require(report["findings"] as? [[String: Any]])
    for key in ["XPH-R3-7bO.placeholder", "lab-EL-one.text"] {
      let codes = findings.filter { $0["key"] as? String == key }.compactMap {
        $0["code"] as? String
      }
      #expect(codes == ["overflow"], "\(key): \(findings)")
    }
    // With a config: the catch-all's style, which check takes.
    try folder.write(
      "App/TypographyKit.json",
      #"{"typography-colors": {}, "ui-font-text-styles": {"paragraph": {"font-name": "Inter-Regular", "point-size": 17}}}"#
    )
    let configured = try Typometer.run([
      "init", "--platform", "ios", "--output", "c.json", folder.path,
    ])
    #expect(configured.status == 0, "\(configured.stderr)")
    let styles = try Self.writtenContainers("c.json", in: folder)
    #expect(Set(styles.compactMap { $0["style"] as? String }) == ["paragraph"], "\(styles)")
    let check = try Typometer.run(
      ["check", "c.json", "--fonts", folder.url("Fonts")], in: folder.path)
    #expect(check.status != 2, "\(check.stderr)")
  }

  /// The strings the code hands only to VoiceOver, every use inside an
  /// accessibility call's parentheses or after an assignment to one (a
  /// string literal, SwiftUI's localized key, or SwiftGen's name for it,
  /// whose own lookup is no use), are skipped by the spec's first
  /// container: Pocket Casts' `accessibility_cancel_multiselect`, Ice Cubes'
  /// `accessibility.editor.button.spoiler`. Not a key a view also shows,
  /// nor one a constant of that name holds (DuckDuckGo's
  /// `static let accessibility = NSLocalizedString("settings.accessibility"…`),
  /// nor one the code never names.
  @Test func stringsOnlyVoiceOverSpeaksAreSkipped() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/en.lproj/Localizable.strings",
      """
      "a11y.only" = "Attach a photo";
      "shown" = "Shown";
      "both" = "Both";
      "swiftgen_spoken" = "Create a folder";
      "swiftgen-spoken" = "Create a folder";
      "settings.accessibility" = "Accessibility";
      "unused" = "Unused";
      "nested" = "Nested";
      "Played %lld times" = "Played %lld times";
      "help.share" = "Share the article";

      """)
    try folder.write(
      "App/Views.swift",
      #"""
      Button("shown") { }.accessibilityLabel("a11y.only")
      Text("both")
      Image(systemName: "x").accessibilityLabel(Text("both"))
      Image(systemName: "y").accessibility(label: Text("nested"))
      Button(action: share) { Image(systemName: "z") }.help("help.share")
      help("shown")
      folderButton.accessibilityLabel = L10n.swiftgenSpoken
      if a == b { print("shown") }
      Text("Played \(n) times").accessibilityLabel(String(format: NSLocalizedString("Played %lld times", comment: ""), n))
      """#)
    try folder.write(
      "App/Strings+Generated.swift",
      #"""
      internal static var swiftgenSpoken: String { return L10n.tr("Localizable", "swiftgen_spoken") }
      public static let accessibility = NSLocalizedString("settings.accessibility", comment: "")
      """#)
    try folder.write("AppTests/Spoken.swift", #"label.accessibilityLabel = "shown""#)
    let result = try Typometer.run(["init", "--platform", "ios", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  5 strings the code uses only for what VoiceOver speaks (in .accessibilityLabel(…), "
          + "accessibilityHint = …, .help(…)) are skipped, no view drawing them: a11y.only, help.share, "
          + "nested, swiftgen-spoken, …"), "\(result.stdout)")
    // (Both keys SwiftGen's name stands for: `swiftgen_spoken`,
    // `swiftgen-spoken`.)
    let containers = try Self.writtenContainers(in: folder)
    #expect(
      containers.first?["keys"] as? [String] == [
        "a11y.only", "help.share", "nested", "swiftgen-spoken", "swiftgen_spoken",
      ])
    #expect(containers.first?["skip"] as? Bool == true)
    // check skips them, in the summary.
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "Fonts/Inter-Regular.otf")
    let report = try Self.checkReport(
      ["--fonts", folder.url("Fonts"), "--system-font", "Inter"], in: folder)
    #expect((report["summary"] as? [String: Any])?["skipped"] as? Int == 5, "\(report)")
  }

  /// A literal given to a view of the app's own is laid out as its body
  /// shows it, in a file that calls such views alone too (no `Text(` of its
  /// own); not one whose body shows a local that shadows it, nor one only
  /// VoiceOver speaks.
  @Test func swiftUIViewsOfTheAppsOwnLayOutTheKeysTheyAreGiven() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/en.lproj/Localizable.strings",
      """
      "row.only" = "Only rows";
      "shadowed" = "Shadowed";
      "spoken" = "Spoken";

      """)
    try folder.write(
      "App/Row.swift",
      #"""
      import SwiftUI
      struct Row: View {
        let title: LocalizedStringKey
        var body: some View { Text(title).font(.caption) }
      }
      struct Shouted: View {
        let title: String
        var body: some View {
          let title = title.uppercased()
          Text(LocalizedStringKey(title)).font(.caption)
        }
      }
      struct Spoken: View {
        let title: LocalizedStringKey
        var body: some View { Image(systemName: "x").accessibilityLabel(Text(title)).font(.caption) }
      }
      """#)
    try folder.write(
      "App/Calls.swift",
      #"""
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack { Row(title: "row.only"); Shouted(title: "shadowed"); Spoken(title: "spoken") }
        }
      }
      """#)
    let result = try Typometer.run(["init", "--platform", "ios", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    // (Said as a view of the app's own's.)
    #expect(
      result.stdout.contains(
        "  1 string the SwiftUI code's views show (Text(\"…\"), Label, Button, Toggle, "
          + "TextField, .navigationTitle, a view of the app's own given them: Row(title: \"…\")) "
          + "is measured as their modifiers lay them out"), "\(result.stdout)")
    let containers = try Self.writtenContainers(in: folder)
    #expect(
      containers.compactMap { $0["keys"] as? [String] } == [["row.only"], ["*"]],
      "\(containers)")
    #expect(containers.first?["style"] as? String == "caption1")
  }

  /// The strings an app's SwiftUI views take as literals are measured as
  /// their modifiers lay them out, where every use of a key lays it out
  /// alike: the text style of the chain's first `.font`, its `.lineLimit`
  /// and `.minimumScaleFactor`, a text field's placeholder on one line;
  /// skipped, a label shown as its icon alone and a text of a fixed size.
  /// Not a key used otherwise too (another literal, a view of another
  /// layout), nor one in a font of the app's own, nor a field that grows.
  @Test func swiftUITextsAreMeasuredAsTheirModifiersLayThemOut() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/en.lproj/Localizable.strings",
      """
      "caption.note" = "A note";
      "title.one" = "A headline far too long to be shown on one line of a phone at any size";
      "mixed" = "Mixed";
      "elsewhere" = "Elsewhere";
      "search.prompt" = "Search";
      "notes.prompt" = "Notes";
      "trash" = "Delete";
      "tiny" = "Tiny";
      "custom" = "Custom";
      "Played %lld times" = "Played %lld times";
      "range" = "Range";
      "commented" = "Commented";
      "button.done" = "Done";
      "tab.home" = "Home";
      "tab.search" = "Search";
      "search.field" = "Search the archive";
      "search.text" = "Search the text";
      "field.title" = "Region";
      "field.prompt" = "For example US";
      "own.font" = "Own font";
      "joined" = "Joined";
      "titled.button" = "Titled button";
      "in.closure" = "In a closure";
      "verbatim.sum" = "Verbatim";
      "after.comment" = "After a comment";
      "appended" = "Appended";
      "capped.note" = "Capped";

      """)
    try folder.write(
      "App/Views.swift",
      #"""
      import SwiftUI
      struct V: View {
        var body: some View {
          Text("caption.note").font(.footnote)
          Text("caption.note")
            .font(Font.footnote)
          Text("title.one")
            // its own font, over its container's
            .font(.headline.bold())
            .lineLimit(1)
            .font(.largeTitle)
          Text("mixed").font(.caption)
          Text("mixed")
          Text("elsewhere").font(.caption)
          TextField("search.prompt", text: $query)
          TextField(
            "notes.prompt",
            text: $notes,
            axis: .vertical
          )
          Label("trash", systemImage: "trash").labelStyle(.iconOnly)
          // Image(systemName: "caption.note")
          Text("tiny").font(.system(size: 9))
          Text("custom").font(.custom("Inter", size: 15))
          Text("Played \(n) times").font(.system(.caption2, design: .rounded))
          Text("range").lineLimit(2...4).minimumScaleFactor(0.5)
          // Text("commented").font(.caption)
          Text("commented")
          Button("button.done") { dismiss() }.font(.title3)
          TabView {
            List { }.tabItem { Label("tab.home", systemImage: "house") }
            Tab("tab.search", systemImage: "magnifyingglass") { List { } }
          }
          .searchable(text: $query, prompt: "search.field")
          List { }.searchable(text: $other, prompt: Text("search.text"))
          TextField("field.title", text: $region, prompt: Text("field.prompt"))
          Text("own.font").lineLimit(1).recursiveMono(style: .callout)
          Text("joined").font(.caption) + Text(date)
          Button("titled.button") { }.labelStyle(.iconOnly).lineLimit(1)
          Text("in.closure").lineLimit(1).contextMenu { Button("x") { } }.font(.caption)
          Text("verbatim.sum" + suffix).font(.caption)
          title = title + // a date after it
            Text("after.comment").font(.caption)
          text += Text("appended").font(.caption)
          VStack { Text("capped.note") }.font(.footnote).dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
      }
      let key = "elsewhere"
      extension View {
        func recursiveMono(style: Font.TextStyle) -> some View { font(.custom("Mono", size: 15)) }
      }
      """#)
    let result = try Typometer.run(["init", "--platform", "ios", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  12 strings the SwiftUI code's views show (Text(\"…\"), Label, Button, Toggle, "
          + "TextField, .navigationTitle, a view of the app's own given them: Row(title: \"…\")) "
          + "are measured as their modifiers lay them out, every use of each alike, "
          + "in containers of their own: "), "\(result.stdout)")
    let skipped: String =
      "  5 strings the SwiftUI code's views show only to VoiceOver (a label or button shown "
      + "as its icon, .labelStyle(.iconOnly) or in a toolbar; a text field's title beside its "
      + "prompt:), in a tab bar item (.tabItem, Tab) or a segmented picker, an inline "
      + "navigation title, a widget's name or description, or in a font of a fixed size "
      + "(.font(.system(size: …)), .dynamicTypeSize(.large)), whose text Dynamic Type does "
      + "not scale, are skipped: field.title, tab.home, "
      + "tab.search, tiny, …"
    #expect(result.stdout.contains(skipped), "\(result.stdout)")
    let containers = try Self.writtenContainers(in: folder)
    #expect(
      containers.compactMap { $0["keys"] as? [String] } == [
        ["field.title", "tab.home", "tab.search", "tiny", "trash"],
        ["field.prompt", "search.field", "search.prompt", "search.text", "titled.button"],
        ["range"], ["in.closure"], ["Played %lld times"],
        ["caption.note"], ["capped.note"], ["title.one"], ["button.done"], ["*"],
      ])
    let styles: [String?] = [
      nil, "body", "body", "caption1", "caption2", "footnote", "footnote", "headline", "title3",
      "body",
    ]
    #expect(containers.map { $0["style"] as? String } == styles)
    let lines: [Int?] = [nil, 1, 4, 1, nil, nil, nil, 1, nil, nil]
    #expect(containers.map { $0["maxLines"] as? Int } == lines)
    #expect(containers[6]["largestCategory"] as? String == "extraExtraExtraLarge")
    #expect(containers[2]["minimumScaleFactor"] as? Double == 0.5)
    // check measures the headline on its one line: cut.
    // (An Objective-C label that shows a key keeps it in the catch-all.)
    try folder.write("App/Legacy.m", #"label.text = NSLocalizedString(@"range", nil);"#)
    let withLegacy = try Typometer.run([
      "init", "--platform", "ios", "--output", "m.json", folder.path,
    ])
    #expect(withLegacy.status == 0, "\(withLegacy.stderr)")
    #expect(
      !(try Self.writtenContainers("m.json", in: folder)).contains {
        ($0["keys"] as? [String])?.contains("range") == true
      })
    try FileManager.default.removeItem(atPath: folder.url("App/Legacy.m"))
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "Fonts/Inter-Regular.otf")
    let report = try Self.checkReport(
      ["--fonts", folder.url("Fonts"), "--system-font", "Inter"], in: folder)
    let findings = try #require(report["findings"] as? [[String: Any]])
    let headline = findings.filter { $0["key"] as? String == "title.one" }
    #expect(headline.map { $0["code"] as? String } == ["overflow"], "\(findings)")
    #expect(headline.first?["style"] as? String == "headline")
  }

  /// A `.dynamicTypeSize` cap is written as the platform's category at or
  /// below it, and none where the platform has no larger one (a Mac's
  /// single category, an iOS cap at AX5); a file that gets SwiftUI through
  /// a module of the app's (`@_exported import SwiftUI`) is read.
  @Test func swiftUICapsAreThePlatformsCategories() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/en.lproj/Localizable.strings",
      """
      "capped" = "Capped";
      "xxl" = "Extra extra large";
      "ax2" = "Second accessibility size";

      """)
    try folder.write("App/Design.swift", "@_exported import SwiftUI\n")
    try folder.write(
      "App/Views.swift",
      #"""
      import Design
      struct V: View {
        var body: some View {
          Text("capped").font(.caption).dynamicTypeSize(...DynamicTypeSize.accessibility5)
          Text("xxl").font(.caption).dynamicTypeSize(...DynamicTypeSize.xxLarge)
          Text("ax2").font(.caption).dynamicTypeSize(...DynamicTypeSize.accessibility2)
        }
      }
      """#)
    var caps: [String: [String: String?]] = [:]
    for platform in ["ios", "watchos", "macos"] {
      let result = try Typometer.run([
        "init", "--platform", platform, "--output", platform + ".json", folder.path,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      for container in try Self.writtenContainers(platform + ".json", in: folder) {
        for key in container["keys"] as? [String] ?? [] where key != "*" {
          caps[platform, default: [:]][key] = container["largestCategory"] as? String
        }
      }
    }
    let ios: [String: String?] = [
      "capped": nil, "xxl": "extraExtraLarge", "ax2": "accessibilityLarge",
    ]
    #expect(caps["ios"] == ios)
    // (A watch's largest is AX3.)
    let watchos: [String: String?] = [
      "capped": nil, "xxl": "extraExtraLarge", "ax2": "accessibilityLarge",
    ]
    #expect(caps["watchos"] == watchos)
    let macos: [String: String?] = ["capped": nil, "xxl": nil, "ax2": nil]
    #expect(caps["macos"] == macos)
  }

  /// A storyboard's navigation titles (a navigation item's, a view
  /// controller's) are a navigation bar's, on one line: skipped where the
  /// app shows no large titles, as the bar's inline title keeps one size
  /// (siskin IM's "Eksperymentalne" had been a word split of body text); in
  /// `largeTitle`, cut where too wide, where its code or a storyboard's
  /// navigation bar prefers large titles. Not a navigation item's that
  /// never shows one (check leaves it out), nor a navigation controller's.
  @Test func navigationTitlesAreANavigationBars() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Base.lproj/Main.storyboard",
      """
      <document targetRuntime="iOS.CocoaTouch">
      <tableViewController title="Experimental Features" id="tvc-01-abc">
        <navigationItem key="navigationItem" title="Settings" id="nav-01-abc"/>
      </tableViewController>
      <viewController id="vc0-01-abc">
        <navigationItem key="navigationItem" title="Inline" largeTitleDisplayMode="never" id="nav-02-abc"/>
      </viewController>
      <navigationController title="Root" id="nc0-01-abc"/>
      </document>
      """)
    try folder.write("App/Views.swift", "let a = 1")
    func titles(_ name: String) throws -> (said: String, containers: [[String: Any]]) {
      let result = try Typometer.run(["init", "--platform", "ios", "--output", name, folder.path])
      #expect(result.status == 0, "\(result.stderr)")
      return (
        result.stdout,
        try Self.writtenContainers(name, in: folder)
      )
    }
    let inline = try titles("inline.json")
    #expect(
      inline.said.contains(
        "  2 navigation bar titles of the interface files (a navigation item's or a view "
          + "controller's title) are skipped: the app shows no large titles"), "\(inline.said)")
    #expect(
      inline.containers.first?["keys"] as? [String] == ["nav-01-abc.title", "tvc-01-abc.title"])
    #expect(inline.containers.first?["skip"] as? Bool == true)
    for (path, text) in [
      ("App/Large.swift", "navigationController?.navigationBar.prefersLargeTitles = true"),
      (
        "App/Base.lproj/Bar.storyboard",
        #"<document><navigationBar largeTitles="YES" id="bar-01-abc"/></document>"#
      ),
    ] {
      try folder.write(path, text)
      let large = try titles("large.json")
      let container = large.containers.first {
        ($0["keys"] as? [String])?.contains("nav-01-abc.title") == true
      }
      #expect(
        container?["keys"] as? [String] == ["nav-01-abc.title", "tvc-01-abc.title"], "\(path)")
      #expect(container?["style"] as? String == "largeTitle", "\(path)")
      #expect(container?["maxLines"] as? Int == 1, "\(path)")
      #expect(
        large.said.contains("a navigation bar's title on one line in largeTitle"), "\(large.said)")
      try FileManager.default.removeItem(atPath: folder.url(path))
      try FileManager.default.removeItem(atPath: folder.url("large.json"))
    }
  }

  /// The keys of an Apple app's tables that no file of the app names (no
  /// literal of its code, nested in an interpolation too; no SwiftGen name
  /// the code uses, the generated lookup being none; no key a literal
  /// builds, `"error_\(code)"`, `"\(name)_title"`; no string of its JSON
  /// files, property lists or storyboards, whose tables' keys start with
  /// an object's ID) are skipped: Delta Chat's iOS app keeps its Android
  /// and desktop apps' keys. None where the code names fewer than half of
  /// the keys so.
  @Test func stringsNoFileNamesAreSkipped() throws {
    let folder = try TemporaryFolder()
    let used = [
      "literal", "swiftui", "nested", "generated_name", "Played %lld times", "error_1", "error_2",
      "settings_title", "profile_title", "objc_key", "header_key", "json_key", "plist_key",
      "f1", "f2", "f3", "f4", #"Leave "%@"?"#, "Two\nlines", "Multi-line text", "chained_name",
      "in_interpolation", "direct_tr", "Open in App", "generator.key_name", "lower.badURL",
      "rswift.title",
    ]
    // (A String Catalog's keys, whose symbols Xcode makes: `Button(.ok)`;
    // two of one symbol, both used by it, whatever order they are read in.)
    let symbols = ["Catalog symbol", "Moderation", "Moderation...", "OK"]
    // (A key of a pattern's wildcards is written as a pattern of itself:
    // unescaped, `*` would skip every string.)
    // (Nor a `.strings` file's: `UPCOMING` is no `.upcoming` of the code's.)
    // (Nor one only code for another platform names: `#if os(macOS)`.)
    let unused = [
      "UPCOMING", "Wildcard * key?", "android_only_1", "desktop_only", "generated_only",
      "mac_only", "test_only", "zz_late",
    ]
    // (Each key written as a `.strings` file escapes it.)
    func escaped(_ key: String) -> String {
      key.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    }
    try folder.write(
      "App/en.lproj/Localizable.strings",
      (used + unused).map { "\"\(escaped($0))\" = \"\(escaped($0)) text\";" }.joined(
        separator: "\n") + "\n")
    try folder.write("App/en.lproj/Main.strings", #""103.title" = "Window";"# + "\n")
    try folder.write(
      "App/Symbols.xcstrings",
      #"{"sourceLanguage": "en", "version": "1.0", "strings": {"#
        + (symbols + ["sym_a", "sym_b", "sym_c", "sym_d"]).map {
          #""\#($0)": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "\#($0)"}}}}"#
        }
        .joined(separator: ", ") + "}}")
    // A table looked up by keys built at run time (Element X's `SAS`, of
    // emoji names): none of it skipped.
    try folder.write(
      "App/en.lproj/SAS.strings",
      (1...20).map { "\"emoji_\($0)\" = \"Emoji \($0)\";" }.joined(separator: "\n") + "\n")
    try folder.write(
      "App/SAS.swift", #"let s = NSLocalizedString(name, tableName: "SAS", comment: "")"#)
    try folder.write(
      "App/Info.plist",
      "<plist><dict><key>NSServices</key><array><dict><key>NSMenuItem</key><dict>"
        + "<key>default</key><string>Open in App</string></dict></dict></array></dict></plist>")
    try folder.write(
      "App/Base.lproj/Main.storyboard",
      #"<document targetRuntime="iOS.CocoaTouch"><label id="103" text="Window"/></document>"#)
    try folder.write(
      "App/Views.swift",
      #"""
      let a = NSLocalizedString("literal", comment: "")
      Text("swiftui")
      let b = "\(mark)\(String.localized("nested"))"
      label.text = L10n.generatedName
      Text("Played \(n) times")
      let c = NSLocalizedString("error_\(code)", comment: "")
      let d = NSLocalizedString("\(screen)_title", comment: "")
      let e = ["f1", "f2", "f3", "f4"].map { NSLocalizedString($0, comment: "") }
      let f = NSLocalizedString("Leave \"%@\"?", comment: ""); Text("Two\nlines")
      Text("""
          Multi-\
          line text
          """)
      label.text = L10n.chainedName.localizedUppercase; Text("(\(L10n.inInterpolation))")
      let g = L10n.tr("Localizable", "direct_tr"); Button(.catalogSymbol); Button(.ok)
      Button(.moderation)
      enum Filter { case upcoming }; let h: Filter = .upcoming
      Text(LocalString.generator_key_name); Text(LocalString.lower_badurl)
      label.text = R.string.localizable.rswiftTitle()
      Text("sym_a"); Text("sym_b"); Text("sym_c"); Text("sym_d")
      #if os(macOS)
      Text("mac_only")
      #endif
      """#)
    try folder.write(
      "App/Generated/Strings.swift",
      #"""
      // swiftlint:disable all
      // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
      internal static var generatedName: String { return L10n.tr("Localizable", "generated_name") }
      internal static var generatedOnly: String { return L10n.tr("Localizable", "generated_only") }
      """#)
    try folder.write("App/Legacy.m", #"NSString *s = NSLocalizedString(@"objc_key", nil);"#)
    // (Xcode makes symbols of the keys: `Button(.ok)`.)
    try folder.write("App/App.xcconfig", "STRING_CATALOG_GENERATE_SYMBOLS = YES\n")
    try folder.write("App/Keys.h", #"#define kHeaderKey @"header_key""#)
    try folder.write("App/onboarding.json", #"{"pages": [{"title": "json_key"}]}"#)
    try folder.write(
      "App/Menu.plist", "<plist><array><string>plist_key</string></array></plist>")
    try folder.write(
      "AppTests/Keys.swift", #"XCTAssertEqual(NSLocalizedString("test_only", comment: ""), "")"#)
    let result = try Typometer.run(["init", "--platform", "ios", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let said: String = [
      "  8 strings of the app's tables no file of the app names (no string literal of its Swift ",
      "or Objective-C code, no SwiftGen name, no key a literal builds, no string of its JSON, ",
      "property lists, storyboards or xibs) are skipped, as the app never shows them ",
      "(translations kept for its other platforms, keys its code no longer asks for): ",
      "UPCOMING, Wildcard * key?, android_only_1, desktop_only, …",
    ].joined()
    #expect(result.stdout.contains(said), "\(result.stdout)")
    let containers = try Self.writtenContainers(in: folder)
    #expect(containers.first?["keys"] as? [String] == unused.map(KeyPattern.escaped))
    #expect(containers.first?["skip"] as? Bool == true)
    // check skips them.
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "Fonts/Inter-Regular.otf")
    let report = try Self.checkReport(
      ["--fonts", folder.url("Fonts"), "--system-font", "Inter"], in: folder)
    #expect((report["summary"] as? [String: Any])?["skipped"] as? Int == 8, "\(report)")
    // Without Xcode's symbols, `.ok` is any member's name: no use.
    try FileManager.default.removeItem(atPath: folder.url("App/App.xcconfig"))
    let plain = try Typometer.run(
      ["init", "--platform", "ios", "--output", "plain.json", folder.path])
    #expect(plain.status == 0, "\(plain.stderr)")
    let plainContainers = try Self.writtenContainers("plain.json", in: folder)
    #expect(
      plainContainers.first?["keys"] as? [String]
        == symbols + unused.map(KeyPattern.escaped))
    // Where the code names fewer than half of the keys, none is skipped.
    try FileManager.default.removeItem(atPath: folder.url("App/Views.swift"))
    let few = try Typometer.run(["init", "--platform", "ios", "--output", "few.json", folder.path])
    #expect(few.status == 0, "\(few.stderr)")
    #expect(!few.stdout.contains("no file of the app names"), "\(few.stdout)")
    let kept = try Self.writtenContainers("few.json", in: folder)
    #expect(!kept.contains { $0["skip"] as? Bool == true })
    // Code that replaces Bundle's lookup: none, and why is said.
    try folder.write(
      "App/Swizzle.m",
      "method_exchangeImplementations(class_getInstanceMethod(c, @selector(localizedStringForKey:value:table:)), m);\n"
    )
    let swizzled = try Typometer.run(
      ["init", "--platform", "ios", "--output", "swizzled.json", folder.path])
    #expect(
      swizzled.stdout.contains(
        "  no string of the app's tables is skipped as unused (none that no file of the app "
          + "names): App/Swizzle.m replaces Bundle's lookup of strings "
          + "(localizedString(forKey:value:table:)), so not every name is known"),
      "\(swizzled.stdout)")
  }

  /// The storyboards and xibs init leaves out, each said with why: a launch
  /// screen (by name, or as an Info.plist's `UILaunchStoryboardName` names
  /// it, a device's form too), another platform's (a Mac xib in an iOS
  /// app), a sample app's, a leftover (an editor's backup, a copy beside the
  /// `Base.lproj` file of its name), one without text or not Interface
  /// Builder's XML (a compiled NIB), and one whose every text the
  /// development language's `.strings` file gives; one it gives part of is
  /// kept. A project whose Apple app has storyboards alone beside an
  /// Android app's strings (Capacitor's) is the Android app's.
  @Test func interfaceFilesInitLeavesOut() throws {
    let folder = try TemporaryFolder()
    func document(_ runtime: String = "iOS.CocoaTouch", ids: [String] = ["a1B-2c-3De"]) -> String {
      "<document targetRuntime=\"\(runtime)\">"
        + ids.map { "<label id=\"\($0)\" text=\"Hello \($0)\"/>" }.joined() + "</document>"
    }
    let kept = [
      "App/Base.lproj/Main.storyboard", "App/Base.lproj/Partly.storyboard", "App/Scenes/Loose.xib",
    ]
    for path in kept { try folder.write(path, document(ids: ["a1B-2c-3De", "b2C-3d-4Ef"])) }
    try folder.write("App/en.lproj/Partly.strings", #""a1B-2c-3De.text" = "Hi";"# + "\n")
    try folder.write("App/Base.lproj/Whole.storyboard", document())
    try folder.write("App/en.lproj/Whole.strings", #""a1B-2c-3De.text" = "Hi";"# + "\n")
    try folder.write("App/Base.lproj/LaunchScreen~ipad.storyboard", document())
    try folder.write("App/Base.lproj/Splash.storyboard", document())
    try folder.write(
      "App/Info.plist",
      #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
        + "<key>UILaunchStoryboardName</key><string>Splash</string></dict></plist>")
    try folder.write("App/Mac/Window.xib", document("MacOSX.Cocoa"))
    try folder.write(
      "Examples/Demo/Base.lproj/Main.storyboard", document(ids: ["e1B-2c-3De"]))
    try folder.write("App/Base.lproj/Old~.storyboard", document())
    try folder.write("App/Base.lproj/Copy.xib", document())
    try folder.write("App/Copy.xib", document())
    try folder.write("App/Empty.xib", document(ids: []))
    try folder.write("App/Compiled.xib", "bplist00\u{0}\u{1}")
    // A table whose String Catalog gives every text in its source language.
    try folder.write("App/Base.lproj/Alert.xib", document())
    try folder.write(
      "App/mul.lproj/Alert.xcstrings",
      #"{"sourceLanguage": "en", "version": "1.0", "strings": {"a1B-2c-3De.text": {"#
        + #""localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hi"}}}}}}"#)
    // Interface Builder 3's archive format: said as such.
    try folder.write(
      "App/Old.xib",
      #"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.Cocoa.XIB"/>"#)
    // Only placeholders the code replaces, or menu items: none measured.
    try folder.write(
      "App/Menus.xib",
      #"<document targetRuntime="MacOSX.Cocoa"><menuItem id="m1B-2c-3De" title="Quit"/></document>"#
    )
    try folder.write(
      "App/Cells.xib",
      #"<document targetRuntime="iOS.CocoaTouch"><label id="c1B-2c-3De" text="Label"/></document>"#)
    // Left out with their tables' translations.
    try folder.write("App/de.lproj/Splash.strings", #""a1B-2c-3De.text" = "Hallo";"# + "\n")
    // A loose copy at the root, beside its Base.lproj file.
    try folder.write("Main.storyboard", document())
    try folder.write("Base.lproj/Main.storyboard", document())
    // (The project says the platform: a Mac xib is another's.)
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(Self.configuration("App/Info.plist", "SDKROOT = iphoneos;")))
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let strings = Set(try #require(try Self.writtenSpec(in: folder)["strings"] as? [String]))
    #expect(
      strings
        == Set(
          kept + [
            "App/Base.lproj/Copy.xib", "App/en.lproj/Partly.strings", "App/en.lproj/Whole.strings",
            "Base.lproj/Main.storyboard", "App/mul.lproj/Alert.xcstrings",
          ]),
      "\(strings)")
    // Each reason with its files.
    let reasons: String =
      "  left out 14 storyboards and xibs: 2 launch screens, drawn once before the app runs "
      + "(App/Base.lproj/LaunchScreen~ipad.storyboard, App/Base.lproj/Splash.storyboard); 2 whose "
      + "text the development language's string files give (App/Base.lproj/Alert.xib, "
      + "App/Base.lproj/Whole.storyboard); 1 of another platform (App/Mac/Window.xib); 1 of "
      + "sample apps (Examples/Demo/Base.lproj/Main.storyboard); 3 leftovers, a backup or a copy "
      + "beside its Base.lproj file (Main.storyboard, App/Copy.xib, "
      + "App/Base.lproj/Old~.storyboard); 2 of menus, bar items or placeholders alone, which the "
      + "system draws at one size or the code replaces (App/Cells.xib, App/Menus.xib); 2 with no "
      + "text to show (App/Compiled.xib, App/Empty.xib); 1 in Interface Builder 3's archive "
      + "format, not read: save again in a current Xcode (App/Old.xib)"
    #expect(result.stdout.contains(reasons), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "; and with them 1 translation of the tables of those left out "
          + "(App/de.lproj/Splash.strings)"),
      "\(result.stdout)")
    // Without a project to say the platform, no file is another platform's.
    try FileManager.default.removeItem(atPath: folder.url("App.xcodeproj"))
    let unsaid = try Typometer.run(["init", "--output", "unsaid.json", folder.path])
    let unsaidStrings = try #require(
      try Self.writtenSpec("unsaid.json", in: folder)["strings"] as? [String])
    #expect(unsaidStrings.contains("App/Mac/Window.xib"), "\(unsaid.stdout)")
    // Capacitor: an Android app's strings, and an iOS app of storyboards
    // without text: the Android app's spec.
    let both = try TemporaryFolder()
    try both.write(
      "android/app/src/main/res/values/strings.xml",
      #"<resources><string name="a">Hello</string></resources>"#)
    try both.write("android/app/build.gradle", "apply plugin: 'com.android.application'\n")
    try both.write("android/settings.gradle", "include ':app'\n")
    try both.write("ios/App/App/Base.lproj/Main.storyboard", document(ids: []))
    let android = try Typometer.run(["init", both.path])
    #expect(android.status == 0, "\(android.stderr)")
    #expect(try Self.writtenSpec(in: both)["platform"] as? String == "android")
  }

  /// A localized storyboard (`Base.lproj`) is the development language's
  /// string file beside its translations (`de.lproj/Main.strings`); where
  /// the development language's `.strings` file of its table is there
  /// (`en.lproj/Other.strings`), that file is, and the storyboard is not.
  @Test func aLocalizedStoryboardIsTheDevelopmentLanguagesFile() throws {
    let folder = try TemporaryFolder()
    let storyboard =
      #"<document targetRuntime="iOS.CocoaTouch"><label id="a1B-2c-3De" text="Hi"/></document>"#
    try folder.write("App/Base.lproj/Main.storyboard", storyboard)
    try folder.write("App/de.lproj/Main.strings", #""a1B-2c-3De.text" = "Hallo";"# + "\n")
    try folder.write("App/Base.lproj/Other.xib", storyboard)
    try folder.write("App/en.lproj/Other.strings", #""a1B-2c-3De.text" = "Hi there";"# + "\n")
    try folder.write("App/de.lproj/Other.strings", #""a1B-2c-3De.text" = "Hallo";"# + "\n")
    try folder.write(
      "App.xcodeproj/project.pbxproj",
      Self.pbxproj(
        "\t\tP /* Project object */ = {\n\t\t\tdevelopmentRegion = en;\n"
          + "\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tde,\n\t\t\t\tBase,\n\t\t\t);\n\t\t};\n"))
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let strings = Set(try #require(try Self.writtenSpec(in: folder)["strings"] as? [String]))
    #expect(
      strings == [
        "App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings",
        "App/en.lproj/Other.strings", "App/de.lproj/Other.strings",
      ])
    // The spec checks: the storyboard's text in the development language.
    let report = try Self.checkReport(
      [
        "typometer.json", "--no-system-fonts", "--fonts", Fixtures.fontsDirectory, "--system-font",
        "Inter",
      ], in: folder)
    let files = try #require(report["files"] as? [[String: Any]])
    let storyboardFile = try #require(
      files.first { ($0["path"] as? String)?.hasSuffix("Main.storyboard") == true })
    #expect(storyboardFile["language"] as? String == "en")
    #expect(storyboardFile["strings"] as? Int == 1)
  }

  /// A folder with nothing of an app (init run in the wrong one), and a
  /// platform asked for whose app is not there: no spec is written, exit 2,
  /// and the message says what was looked for.
  @Test func writesNothingWithoutTheApp() throws {
    let empty = try TemporaryFolder()
    try empty.write("README.md", "# Notes")
    let none = try Typometer.run(["init", empty.path])
    #expect(none.status == 2)
    #expect(none.stderr.contains("\(empty.path): no app here: no string files"), "\(none.stderr)")
    #expect(none.stderr.contains("run init in the app's folder"))
    #expect(!FileManager.default.fileExists(atPath: empty.url("typometer.json")))

    let apple = try TemporaryFolder()
    try apple.copy(
      Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings",
      to: "App/en.lproj/Localizable.strings")
    for platform in ["android", "wearos"] {
      let result = try Typometer.run(["init", "--platform", platform, apple.path])
      #expect(result.status == 2)
      #expect(
        result.stderr.contains(
          "no \(platform == "android" ? "Android" : "Wear OS") app's string files here, only "
            + "an Apple app's; run 'typometer init' without --platform"),
        "\(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: apple.url("typometer.json")))
    #expect(try Typometer.run(["init", apple.path]).status == 0)

    let android = try TemporaryFolder()
    for language in ["", "-de"] {
      try android.write(
        "app/src/main/res/values\(language)/strings.xml",
        #"<resources><string name="hello">Hello</string></resources>"#)
    }
    let ios = try Typometer.run(["init", "--platform", "ios", android.path])
    #expect(ios.status == 2)
    #expect(
      ios.stderr.contains("no Apple app's string files here, only an Android app's"),
      "\(ios.stderr)")
    #expect(!FileManager.default.fileExists(atPath: android.url("typometer.json")))
  }

  /// Where a project generator's manifest stands in for an Xcode project
  /// (XcodeGen's project.yml, Tuist's Project.swift), init says it reads no
  /// targets; beside an Xcode project, nothing is said.
  @Test func aGeneratorsManifestIsSaid() throws {
    let folder = try TemporaryFolder()
    try folder.copy(
      Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings",
      to: "App/en.lproj/Localizable.strings")
    try folder.write("project.yml", "name: App\ntargets:\n  App:\n    platform: iOS\n")
    let result = try Typometer.run(["init", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "  no Xcode project here, only a project generator's manifest (project.yml), which "
          + "init reads for no target"), "\(result.stdout)")
    // XcodeGen's development language: its default, else the manifest's.
    #expect(
      result.stdout.contains(
        "with the developmentLanguage en XcodeGen gives the project (its options' "
          + "developmentLanguage, else en)"), "\(result.stdout)")
    #expect(try Self.writtenSpec(in: folder)["developmentLanguage"] as? String == "en")
    try folder.write(
      "project.yml",
      "name: App\r\ntargets:\r\n  App:\r\n    developmentLanguage: fr\r\noptions:\r\n"
        + "  developmentLanguage: \"de\"  # German\r\n")
    let german = try Typometer.run(["init", folder.path, "--output", "de.json"])
    #expect(german.status == 0, "\(german.stderr)")
    #expect(try Self.writtenSpec("de.json", in: folder)["developmentLanguage"] as? String == "de")
    try folder.write("project.yml", "name: App\noptions:\n  developmentLanguage: Swedish\n")
    let old = try Typometer.run(["init", folder.path, "--output", "sv.json"])
    #expect(old.stdout.contains("with no developmentLanguage"), "\(old.stdout)")
    #expect(try Self.writtenSpec("sv.json", in: folder)["developmentLanguage"] == nil)
    // One that includes others, which may give it: none.
    try folder.write("project.yml", "include:\n  - base.yml\nname: App\n")
    _ = try Typometer.run(["init", folder.path, "--output", "included.json"])
    #expect(try Self.writtenSpec("included.json", in: folder)["developmentLanguage"] == nil)
    // An app's own Project.swift is no Tuist manifest; Tuist's imports its
    // ProjectDescription.
    let tuist = try TemporaryFolder()
    try tuist.copy(
      Fixtures.repositoryRoot + "/Examples/App/en.lproj/Localizable.strings",
      to: "App/en.lproj/Localizable.strings")
    try tuist.write("App/Models/Project.swift", "struct Project { var name: String }\n")
    let model = try Typometer.run(["init", tuist.path])
    #expect(!model.stdout.contains("project generator"), "\(model.stdout)")
    try tuist.write(
      "Project.swift", "import ProjectDescription\nlet project = Project(name: \"App\")\n")
    let manifest = try Typometer.run([
      "init", tuist.path, "--platform", "macos", "--output", "m.json",
    ])
    #expect(
      manifest.stdout.contains("generator's manifest (Project.swift)")
        && manifest.stdout.contains("on macOS, with no developmentLanguage"), "\(manifest.stdout)")
    try folder.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = {}; }\n")
    let again = try Typometer.run(["init", folder.path, "--output", "again.json"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(!again.stdout.contains("project generator"), "\(again.stdout)")
  }

  /// Run in a res folder, init names it "." (the spec's own folder), which
  /// check reads; run in a values folder, it says to run in the res folder.
  @Test func inAResFolderTheSpecNamesIt() throws {
    let android = try TemporaryFolder()
    for language in ["", "-de"] {
      try android.write(
        "app/src/main/res/values\(language)/strings.xml",
        #"<resources><string name="hello">Hello</string></resources>"#)
    }
    // Its own font folder is read with it: no folder of the spec's fonts.
    _ = try android.copy(Fixtures.font("Inter-Regular.otf"), to: "app/src/main/res/font/inter.otf")
    let res = android.url("app/src/main/res")
    let made = try Typometer.run(["init", res])
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout.contains("  1 res folder: .\n"), "\(made.stdout)")
    #expect(made.stdout.contains("  0 font folders\n"), "\(made.stdout)")
    let spec = try String(contentsOfFile: res + "/typometer.json", encoding: .utf8)
    #expect(spec.contains(#""resources": ["."]"#), "\(spec)")
    #expect(spec.contains(#""fonts": []"#), "\(spec)")
    let check = try Typometer.run(
      ["check", res + "/typometer.json", "--fonts", Fixtures.fontsDirectory])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stdout.contains("0 overflowing"), "\(check.stdout)")
    // The folder "." is the res folder, whose files aapt2 compiles: what it
    // refuses stops the check, named where it is.
    try android.write(
      "app/src/main/res/values/strings.xml",
      #"<resources><string name="hello">Don't</string></resources>"#)
    let refused = try Typometer.run(
      ["check", res + "/typometer.json", "--fonts", Fixtures.fontsDirectory])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains(res + "/values/strings.xml:1: ")
        && refused.stderr.contains("apostrophe"), "\(refused.stderr)")
    // So it is where the spec is named from inside the res folder.
    for spec in ["typometer.json", "./typometer.json"] {
      let inside = try Typometer.run(
        ["check", spec, "--fonts", Fixtures.fontsDirectory], in: res)
      #expect(inside.status == 2 && inside.stderr.contains("apostrophe"), "\(inside.stderr)")
    }
    let values = try Typometer.run(["init", res + "/values-de"])
    #expect(values.status == 2)
    #expect(
      values.stderr.contains(
        "an Android res folder's values folder, whose strings init reads from the res folder: "
          + "run init in the app's folder, or in the res folder ('typometer init "),
      "\(values.stderr)")
    #expect(!FileManager.default.fileExists(atPath: res + "/values-de/typometer.json"))
    // A folder named values that is no res folder's is none.
    let other = try TemporaryFolder()
    try other.write("misc/values/settings.xml", "<resources/>")
    let misc = try Typometer.run(["init", other.url("misc/values")])
    #expect(misc.status == 2)
    #expect(misc.stderr.contains("no app here"), "\(misc.stderr)")
  }
}
