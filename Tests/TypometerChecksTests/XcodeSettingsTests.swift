import Foundation
import TestSupport
import Testing

@testable import TypometerChecks

/// How `init` reads an Xcode project's build settings: the `project.pbxproj`
/// and the `.xcconfig` files its configurations are based on.
@Suite struct XcodeSettingsTests {
  /// `.xcconfig` files as an attacker writes them: includes in a cycle, one
  /// climbing out of the project, one of a folder, a pipe, a link (to
  /// `/dev/zero`, or to a file outside), and more includes than are read:
  /// the reading ends, reads only files the scan found in the project
  /// (links not followed), and what it can read is read; a file over the
  /// budget uses it up.
  @Test func xcconfigIncludesAreBounded() throws {
    let folder = try TemporaryFolder()
    let outside = try TemporaryFolder()
    try outside.write("secret.xcconfig", "SDKROOT = appletvos\n")
    try folder.write("a.xcconfig", "#include \"b.xcconfig\"\nSDKROOT = macosx\n")
    try folder.write("b.xcconfig", "#include \"a.xcconfig\"\n#include \"../../../etc/passwd\"\n")
    try folder.write(
      "c.xcconfig",
      "#include \"sub\"\n#include \"pipe\"\n#include \"zero\"\nSDKROOT = watchos\n"
        + "#include \"link.xcconfig\"\n")
    try FileManager.default.createDirectory(
      atPath: folder.url("sub"), withIntermediateDirectories: true)
    #expect(mkfifo(folder.url("pipe"), 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url("zero"), withDestinationPath: "/dev/zero")
    try FileManager.default.createSymbolicLink(
      atPath: folder.url("link.xcconfig"), withDestinationPath: outside.url("secret.xcconfig"))
    // A folder, a pipe and a device as if the scan had listed them: each is
    // refused by what it is. The link is not listed (the scan follows no
    // link), so it is not read.
    var known: Set<String> = ["a.xcconfig", "b.xcconfig", "c.xcconfig", "sub", "pipe", "zero"]
    for i in 0...40 { known.insert("chain\(i).xcconfig") }
    var budget = 1 << 20
    var files = 0
    let cycle = ProjectScan.xcconfigSettings(
      "a.xcconfig", root: folder.path, known: known, budget: &budget, files: &files)
    #expect(cycle.sdkRoot == ["macos"])
    #expect(files == ProjectScan.maximumXcconfigFiles)
    files = 0
    let odd = ProjectScan.xcconfigSettings(
      "c.xcconfig", root: folder.path, known: known, budget: &budget, files: &files)
    #expect(odd.sdkRoot == ["watchos"])  // not the linked file's appletvos
    #expect(files == 4)  // c, then the folder, the pipe and the device, each refused
    // A long chain: the files past the limit are not read.
    for i in 0..<40 {
      try folder.write("chain\(i).xcconfig", "#include \"chain\(i + 1).xcconfig\"\n")
    }
    try folder.write("chain40.xcconfig", "SDKROOT = appletvos\n")
    files = 0
    let chain = ProjectScan.xcconfigSettings(
      "chain0.xcconfig", root: folder.path, known: known, budget: &budget, files: &files)
    #expect(chain.sdkRoot == nil)
    #expect(files == ProjectScan.maximumXcconfigFiles)
    // A file over what is left of the budget is not read, and ends it.
    var small = 8
    files = 0
    let over = ProjectScan.xcconfigSettings(
      "a.xcconfig", root: folder.path, known: known, budget: &small, files: &files)
    #expect(over.sdkRoot == nil && small == 0)
  }

  /// A configuration's own settings win over its base file's; the target's
  /// folder is its `Info.plist`'s, or the one holding a `Resources` or
  /// `Supporting Files` folder (not the project's own); a setting for some
  /// SDKs only is not read; `$(inherited)` in `SUPPORTED_PLATFORMS` adds to
  /// the base's.
  /// The development region a project names, as a language tag (an old
  /// project's `English` is `en`); none, or one that is no language, is nil.
  @Test func developmentRegionIsALanguage() {
    for (text, language) in [
      ("developmentRegion = en;", "en"), ("\tdevelopmentRegion = English;\n", "en"),
      ("developmentRegion = \"zh-Hans\";", "zh-Hans"), ("developmentRegion=de;", "de"),
      ("developmentRegion = ;", nil), ("developmentRegion = Base;", nil),
      ("knownRegions = (en, Base);", nil), ("developmentRegion = a/b;", nil),
      // (An old name the `.lproj` rules do not know is no tag a spec may give.)
      ("developmentRegion = Swedish;", nil),
    ] as [(String, String?)] {
      #expect(
        ProjectScan.developmentLanguage(inXcodeProject: Array(text.utf8)) == language, "\(text)")
    }
  }

  /// The languages `knownRegions` lists, as tags (`English` is `en`;
  /// `Base` is no language), in the list form Xcode writes.
  @Test func knownRegionsAreTheProjectsLanguages() {
    for (text, regions) in [
      ("knownRegions = (\n\t\ten,\n\t\tBase,\n\t\t\"pt-BR\",\n\t);", ["en", "pt-BR"]),
      ("knownRegions = (English, \"zh-Hans\", Base);", ["en", "zh-Hans"]),
      ("knownRegions = (Base);", nil), ("developmentRegion = en;", nil),
    ] as [(String, Set<String>?)] {
      #expect(ProjectScan.knownRegions(inXcodeProject: Array(text.utf8)) == regions, "\(text)")
    }
  }

  /// The folders `DEVELOPMENT_ASSET_PATHS` names, in each of the forms Xcode
  /// writes: a path, paths in escaped quotes (spaces in them), `$(SRCROOT)/`
  /// before one, and a list over lines.
  @Test func developmentAssetPathsInEveryForm() {
    for (text, paths) in [
      (#"DEVELOPMENT_ASSET_PATHS = "\"Mlem/Preview Content\"";"#, ["Mlem/Preview Content"]),
      ("DEVELOPMENT_ASSET_PATHS = Preview;", ["Preview"]),
      (#"DEVELOPMENT_ASSET_PATHS = "\"A B\" $(SRCROOT)/Mock";"#, ["A B", "Mock"]),
      (
        "DEVELOPMENT_ASSET_PATHS = (\n\t\t\t\"\\\"App/Preview Content\\\"\",\n\t\t\t\"$(SRCROOT)/Mock\",\n\t\t);",
        ["App/Preview Content", "Mock"]
      ),
      ("DEVELOPMENT_ASSET_PATHS = \"\";", []),
    ] as [(String, [String])] {
      #expect(
        ProjectScan.developmentAssetPaths(inXcodeProject: Array(text.utf8)) == paths, "\(text)")
    }
  }

  @Test func aConfigurationsOwnSettingsWinOverItsBase() {
    let project = """
      A = {
        isa = XCBuildConfiguration;
        baseConfigurationReference = B /* Base.xcconfig */;
        buildSettings = {
          SDKROOT = watchos;
          "SDKROOT[sdk=iphoneos*]" = iphoneos;
        };
      };
      C = {
        isa = XCBuildConfiguration;
        baseConfigurationReference = D /* Other.xcconfig */;
        buildSettings = {
          INFOPLIST_FILE = "Resources/Info.plist";
        };
      };
      E = {
        isa = XCBuildConfiguration;
        baseConfigurationReference = F /* Both.xcconfig */;
        buildSettings = {
          INFOPLIST_FILE = "Both/Info.plist";
          SUPPORTED_PLATFORMS = "$(inherited) macosx";
        };
      };
      """
    let (targets, asked) = Self.targets(
      project,
      files: [
        .ending("Base.xcconfig"):
          "SDKROOT = iphoneos\nINFOPLIST_FILE = Watch/Supporting Files/Info.plist",
        .ending("Both.xcconfig"): "SUPPORTED_PLATFORMS = iphoneos iphonesimulator",
      ])
    #expect(
      asked == [.ending("Base.xcconfig"), .ending("Other.xcconfig"), .ending("Both.xcconfig")])
    #expect(targets.platforms == ["watchos", "ios", "macos"])
    #expect(
      targets.folders == ["Watch": ["watchos"], "Resources": [""], "Both": ["ios", "macos"]])
  }

  /// Where Xcode puts what: a base file's path comes from its file
  /// reference's groups (up to the project's folder, or a group placed from
  /// it), a synchronized folder's path and the path in it make one (in
  /// either order, before or after the settings); a target that does not
  /// say builds for its project's own platform (its project's list of
  /// configurations); a file placed elsewhere (an absolute path) is known
  /// by its name.
  @Test func baseFilesAreFoundThroughTheirGroups() {
    let project = """
      R1 /* Debug.xcconfig */ = {isa = PBXFileReference; path = Debug.xcconfig; sourceTree = "<group>"; };
      R2 /* Debug.xcconfig */ = {isa = PBXFileReference; path = Debug.xcconfig; sourceTree = "<group>"; };
      R3 /* Shared.xcconfig */ = {isa = PBXFileReference; path = /etc/Shared.xcconfig; sourceTree = "<absolute>"; };
      S1 /* Configs */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Configs; sourceTree = "<group>"; };
      M = {
        isa = PBXGroup;
        children = (
          G1 /* App */,
          G2 /* Watch */,
          S1 /* Configs */,
        );
        sourceTree = "<group>";
      };
      G1 /* App */ = {
        isa = PBXGroup;
        children = (
          R1 /* Debug.xcconfig */,
        );
        path = Configs/App;
        sourceTree = "<group>";
      };
      G2 /* Watch */ = {
        isa = PBXGroup;
        children = (
          R2 /* Debug.xcconfig */,
        );
        name = Watch;
        path = Tuist/Configs/Watch;
        sourceTree = SOURCE_ROOT;
      };
      P1 /* Debug */ = {
        isa = XCBuildConfiguration;
        baseConfigurationReference = R3 /* Shared.xcconfig */;
        buildSettings = {
        };
        name = Debug;
      };
      T1 /* Debug */ = {
        isa = XCBuildConfiguration;
        baseConfigurationReference = R1 /* Debug.xcconfig */;
        buildSettings = {
          INFOPLIST_FILE = App/Info.plist;
        };
        name = Debug;
      };
      T2 /* Debug */ = {
        isa = XCBuildConfiguration;
        buildSettings = {
          INFOPLIST_FILE = Watch/Info.plist;
        };
        baseConfigurationReference = R2 /* Debug.xcconfig */;
        name = Debug;
      };
      T3 /* Debug */ = {
        isa = XCBuildConfiguration;
        baseConfigurationReferenceRelativePath = Mac.xcconfig;
        baseConfigurationReferenceAnchor = S1 /* Configs */;
        buildSettings = {
          INFOPLIST_FILE = Mac/Info.plist;
        };
        name = Debug;
      };
      T4 /* Debug */ = {
        isa = XCBuildConfiguration;
        buildSettings = {
          INFOPLIST_FILE = Widget/Info.plist;
        };
        name = Debug;
      };
      T5 /* Debug */ = {
        isa = XCBuildConfiguration;
        buildSettings = {
          INFOPLIST_FILE = TV/Info.plist;
        };
        baseConfigurationReferenceAnchor = S1 /* Configs */;
        baseConfigurationReferenceRelativePath = TV.xcconfig;
        name = Debug;
      };
      L1 /* Build configuration list for PBXProject "App" */ = {
        isa = XCConfigurationList;
        buildConfigurations = (
          P1 /* Debug */,
        );
      };
      """
    let files: [ProjectScan.BaseReference: String] = [
      .ending("Shared.xcconfig"): "SDKROOT = iphoneos",
      .path("Configs/App/Debug.xcconfig"): "INFOPLIST_FILE = Wrong/Info.plist",
      .path("Tuist/Configs/Watch/Debug.xcconfig"): "SDKROOT = watchos",
      .path("Configs/Mac.xcconfig"): "SDKROOT = macosx",
      .path("Configs/TV.xcconfig"): "SDKROOT = appletvos",
    ]
    let (targets, asked) = Self.targets(project, files: files)
    #expect(Set(asked) == Set(files.keys))
    #expect(
      targets.folders == [
        "App": ["ios"], "Watch": ["watchos"], "Mac": ["macos"], "TV": ["tvos"],
        "Widget": ["ios"],
      ])
  }

  /// A target whose `INFOPLIST_FILE` names no folder of its own (Xcode
  /// generates the file, or it is at the project's folder: xDrip's watch
  /// app) has the group at the project's folder named as the target, a
  /// synchronized folder too; one without such a group has none. A nested
  /// group of that name is not the target's.
  @Test func aTargetWithoutAnInfoPlistFolderHasItsNamesGroup() {
    let project = """
      S1 /* Watch App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = "Watch App"; sourceTree = "<group>"; };
      M = {
        isa = PBXGroup;
        children = (
          G1 /* Widget */,
          S1 /* Watch App */,
          G2 /* Shared */,
        );
        sourceTree = "<group>";
      };
      G1 /* Widget */ = {
        isa = PBXGroup;
        path = Widget;
        sourceTree = "<group>";
      };
      G2 /* Shared */ = {
        isa = PBXGroup;
        children = (
          G3 /* Intents */,
        );
        path = Shared;
        sourceTree = "<group>";
      };
      G3 /* Intents */ = {
        isa = PBXGroup;
        path = Intents;
        sourceTree = "<group>";
      };
      W1 /* Debug */ = {
        isa = XCBuildConfiguration;
        buildSettings = {
          GENERATE_INFOPLIST_FILE = YES;
          INFOPLIST_FILE = "Watch-App-Info.plist";
          SDKROOT = watchos;
        };
        name = Debug;
      };
      D1 /* Debug */ = {
        isa = XCBuildConfiguration;
        buildSettings = {
          GENERATE_INFOPLIST_FILE = YES;
          SDKROOT = iphoneos;
        };
        name = Debug;
      };
      I1 /* Debug */ = {
        isa = XCBuildConfiguration;
        buildSettings = {
          SDKROOT = iphoneos;
        };
        name = Debug;
      };
      O1 /* Debug */ = {
        isa = XCBuildConfiguration;
        buildSettings = {
          SDKROOT = macosx;
        };
        name = Debug;
      };
      L1 /* Build configuration list for PBXNativeTarget "Watch App" */ = {
        isa = XCConfigurationList;
        buildConfigurations = (
          W1 /* Debug */,
        );
      };
      L2 /* Build configuration list for PBXNativeTarget "Widget" */ = {
        isa = XCConfigurationList;
        buildConfigurations = (
          D1 /* Debug */,
        );
      };
      L3 /* Build configuration list for PBXNativeTarget "Intents" */ = {
        isa = XCConfigurationList;
        buildConfigurations = (
          I1 /* Debug */,
        );
      };
      L4 /* Build configuration list for PBXNativeTarget "Other" */ = {
        isa = XCConfigurationList;
        buildConfigurations = (
          O1 /* Debug */,
        );
      };
      """
    let (targets, _) = Self.targets(project, files: [:])
    #expect(targets.folders == ["Watch App": ["watchos"], "Widget": ["ios"]])
  }

  /// A target's folder as the disk spells it where the project spells it in
  /// another case (a Mac's file system is blind to case: xDrip's
  /// `xdrip/Supporting Files/Info.plist` in its folder `xDrip`); a part no
  /// entry, or two, match stays as written.
  @Test func targetFoldersAreSpelledAsOnDisk() throws {
    let folder = try TemporaryFolder()
    try folder.write("xDrip/Supporting Files/Info.plist", "")
    try folder.write("Both/a", "")
    try folder.write("BOTH/a", "")
    #expect(ProjectScan.spelledAsOnDisk("xdrip", root: folder.path) == "xDrip")
    #expect(
      ProjectScan.spelledAsOnDisk("XDRIP/supporting files", root: folder.path)
        == "xDrip/Supporting Files")
    #expect(ProjectScan.spelledAsOnDisk("xDrip", root: folder.path) == "xDrip")
    #expect(ProjectScan.spelledAsOnDisk("both", root: folder.path) == "both")
    #expect(ProjectScan.spelledAsOnDisk("Gone/App", root: folder.path) == "Gone/App")
  }

  /// Projects none of which names a platform by `SDKROOT` or
  /// `SUPPORTED_PLATFORMS` (alt-tab-macos, a Mac app, sets only
  /// `MACOSX_DEPLOYMENT_TARGET`, in the `.xcconfig` file its configurations
  /// are based on) build for the platforms whose deployment targets they
  /// set, in a base file or their own settings (an empty one sets none).
  /// When a project names a platform (an iOS app's Mac Catalyst
  /// `MACOSX_DEPLOYMENT_TARGET` aside it, or a visionOS `xros`), or
  /// another project of the scan does, deployment targets say nothing.
  @Test func deploymentTargetsNameThePlatformsWhenNoProjectNamesOne() throws {
    func project(_ settings: String) -> String {
      """
      A = {
        isa = XCBuildConfiguration;
        baseConfigurationReference = B /* Base.xcconfig */;
        buildSettings = {
          INFOPLIST_FILE = "App/Info.plist";
      \(settings)
        };
      };
      """
    }
    /// The platforms of the projects in `projects` (each a folder's
    /// `project.pbxproj` text and its `Base.xcconfig`).
    func platforms(_ projects: [String: (pbxproj: String, base: String)]) throws -> Set<String> {
      let folder = try TemporaryFolder()
      var paths: [String] = []
      var xcconfigs: [String] = []
      for (name, files) in projects.sorted(by: { $0.key < $1.key }) {
        try folder.write("\(name)/\(name).xcodeproj/project.pbxproj", files.pbxproj)
        try folder.write("\(name)/Base.xcconfig", files.base)
        paths.append("\(name)/\(name).xcodeproj/project.pbxproj")
        xcconfigs.append("\(name)/Base.xcconfig")
      }
      var stoppedEarly = false
      var unreadable: [String] = []
      let read = ProjectScan.readXcodeProjects(
        paths, xcconfigs: xcconfigs, root: folder.path, stoppedEarly: &stoppedEarly,
        unreadable: &unreadable)
      #expect(unreadable.isEmpty)
      return read.platforms
    }
    // alt-tab-macos: the base file alone sets a deployment target.
    #expect(
      try platforms(["Mac": (project(""), "MACOSX_DEPLOYMENT_TARGET = 10.13 // note\n")]) == [
        "macos"
      ])
    // The base's and the configuration's own; an empty one sets none.
    #expect(
      try platforms([
        "TV": (
          project("TVOS_DEPLOYMENT_TARGET = 17.0;\nWATCHOS_DEPLOYMENT_TARGET = \"\";"),
          "MACOSX_DEPLOYMENT_TARGET = 10.13\n"
        )
      ]) == ["tvos", "macos"])
    // A project that names a platform: its deployment targets say nothing.
    #expect(
      try platforms([
        "Phone": (project("MACOSX_DEPLOYMENT_TARGET = 11.0;"), "SDKROOT = iphoneos\n")
      ]) == ["ios"])
    #expect(
      try platforms(["Vision": (project("SDKROOT = xros;"), "MACOSX_DEPLOYMENT_TARGET = 14\n")])
        .isEmpty)
    // Nor do another project's, when one of the scan names a platform.
    #expect(
      try platforms([
        "Mac": (project(""), "SDKROOT = macosx\n"),
        "Bundled": (project(""), "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n"),
      ]) == ["macos"])
  }

  /// The targets of `project` (a `project.pbxproj`'s text) whose base files
  /// are `files` (each a base reference's settings, one per line), and the
  /// references asked for, in order.
  static func targets(_ project: String, files: [ProjectScan.BaseReference: String]) -> (
    ProjectScan.XcodeTargets, asked: [ProjectScan.BaseReference]
  ) {
    var asked: [ProjectScan.BaseReference] = []
    let targets = ProjectScan.xcodeTargets(inXcodeProject: Array(project.utf8)) { reference in
      asked.append(reference)
      guard let text = files[reference] else { return nil }
      var settings = ProjectScan.BuildSettings()
      for line in text.split(separator: "\n") { settings.read(line) }
      return settings
    }
    return (targets, asked)
  }

  /// SwiftGen's names of a key, flat and structured, as its strings
  /// templates make them.
  @Test func swiftGenNamesOfAKey() {
    #expect(
      ProjectScan.swiftGenNames(of: "accessibility.editor.spoiler_button") == [
        "accessibilityEditorSpoilerButton", "Accessibility.Editor.spoilerButton",
      ])
    #expect(ProjectScan.swiftGenNames(of: "folder_create_new") == ["folderCreateNew"])
    #expect(ProjectScan.swiftGenNames(of: "a..b") == ["aB"])
    #expect(ProjectScan.swiftGenNames(of: "%@").isEmpty)
    // A name that would start with a digit starts with `_` (Habitica's
    // `L10n._1Day`).
    #expect(ProjectScan.swiftGenNames(of: "1_day") == ["_1Day"])
    #expect(ProjectScan.swiftGenNames(of: "npc.2nd_try") == ["npc2ndTry", "Npc._2ndTry"])
  }

  /// The uses the VoiceOver rule reads: a literal inside a spoken call's
  /// parentheses (nested too; `.accessibility(` only with a `label:`) or
  /// after an assignment to a spoken property in its statement (not past a
  /// `;` or a second assignment), not one before it, nor SwiftGen's own
  /// lookup (`L10n.tr(`, not another `tr(`), nor a constant named
  /// `accessibility`, nor a SwiftGen function's arguments; a multi-line
  /// literal is passed over.
  @Test func usesOfKeysInCode() {
    let code = #"""
      Button("a") { }.accessibilityLabel("b")
      x.accessibilityHint = cond ? "c" : L10n.dName
      static let accessibility = "e"
      return L10n.tr("Localizable", "f")
      let s = """
      "g"
      """
      y.accessibilityValue == "h"
      [button setAccessibilityLabel:NSLocalizedString(@"i", nil)];
      [button setTitle:@"j" forState:0];
      b.accessibilityLabel = ""; l.text = "k"
      self.button.accessibilityLabel = self.label.text = "m"
      rows.append(.accessibility(title: "n")); v.accessibility(label: Text("o"))
      Text(L10n.Foo.accessibilityLabel(L10n.pArg)); l.text = tr("q")
      a.title = "\(mark)\(String.localized(flag ? "r" : "s("))"; t.accessibilityHint = "\(f("u"))"
      g(h(x.accessibilityLabel(f("v")), "w"), "x2")
      """#
    var uses: [String: Bool] = [:]
    ProjectScan.forEachUse(in: Array(code.utf8)) { text, spoken in uses[text] = spoken }
    #expect(
      uses == [
        "a": false, "b": true, "c": true, "dName": true, "e": false, "tr": false,
        "h": false, "i": true, "j": false, "k": false, "m": false, "n": false, "o": true,
        "Foo.accessibilityLabel": false, "pArg": false, "q": false,
        // A literal inside an interpolation, before the one around it.
        "r": false, "s(": false, #"\(mark)\(String.localized(flag ? "r" : "s("))"#: false,
        "u": true, #"\(f("u"))"#: true,
        // Spoken inside the call, not after it closes.
        "v": true, "w": false, "x2": false,
      ])
    // A line of 40,000 calls that never close is read once (each literal
    // asks the innermost parenthesis alone whether it is spoken).
    let line = Array(String(repeating: #"F( x.accessibilityLabel("s") "#, count: 40_000).utf8)
    var spoken = 0
    ProjectScan.forEachUse(in: line) { _, isSpoken in if isSpoken { spoken += 1 } }
    #expect(spoken == 40_000)
    // An interpolation, as a key's format specifier is read.
    #expect(
      ProjectScan.withoutInterpolations(#"Played \(count(of: x)) times"#) == "Played \u{0} times")
    #expect(ProjectScan.withoutInterpolations("Played") == nil)
  }
}
