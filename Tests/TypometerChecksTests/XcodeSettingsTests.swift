import Foundation
import TestSupport
import Testing

@testable import TypometerChecks

/// How `init` reads an Xcode project's build settings: the `project.pbxproj`
/// and the `.xcconfig` files its configurations are based on.
@Suite struct XcodeSettingsTests {
  /// `.xcconfig` files as an attacker writes them: includes in a cycle, one
  /// climbing out of the project, one of a folder, a pipe or `/dev/zero`,
  /// and more includes than are read: the scan ends, reads nothing outside
  /// the project, and what it can read is read.
  @Test func xcconfigIncludesAreBounded() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.xcconfig", "#include \"b.xcconfig\"\nSDKROOT = macosx\n")
    try folder.write("b.xcconfig", "#include \"a.xcconfig\"\n#include \"../../../etc/passwd\"\n")
    try folder.write(
      "c.xcconfig", "#include \"sub\"\n#include \"pipe\"\n#include \"zero\"\nSDKROOT = watchos\n")
    try FileManager.default.createDirectory(
      atPath: folder.url("sub"), withIntermediateDirectories: true)
    #expect(mkfifo(folder.url("pipe"), 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url("zero"), withDestinationPath: "/dev/zero")
    var budget = 1 << 20
    var files = 0
    let cycle = ProjectScan.xcconfigSettings(
      "a.xcconfig", root: folder.path, budget: &budget, files: &files)
    #expect(cycle.sdkRoot == ["macos"])
    #expect(files == ProjectScan.maximumXcconfigFiles)
    files = 0
    let odd = ProjectScan.xcconfigSettings(
      "c.xcconfig", root: folder.path, budget: &budget, files: &files)
    #expect(odd.sdkRoot == ["watchos"])
    // A long chain: the files past the limit are not read.
    for i in 0..<40 {
      try folder.write("chain\(i).xcconfig", "#include \"chain\(i + 1).xcconfig\"\n")
    }
    try folder.write("chain40.xcconfig", "SDKROOT = appletvos\n")
    files = 0
    let chain = ProjectScan.xcconfigSettings(
      "chain0.xcconfig", root: folder.path, budget: &budget, files: &files)
    #expect(chain.sdkRoot == nil)
    #expect(files == ProjectScan.maximumXcconfigFiles)
  }

  /// A configuration's own settings win over its base file's; the target's
  /// folder is its `Info.plist`'s, or the one holding a `Resources` folder
  /// (not the project's own); a setting for some SDKs only is not read.
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
      """
    var asked: [String] = []
    let targets = ProjectScan.xcodeTargets(inXcodeProject: Array(project.utf8)) { reference in
      asked.append(reference)
      var settings = ProjectScan.BuildSettings()
      settings.read("SDKROOT = iphoneos")
      settings.read("INFOPLIST_FILE = Watch/Supporting Files/Info.plist")
      return reference == "Base.xcconfig" ? settings : nil
    }
    #expect(asked == ["Base.xcconfig", "Other.xcconfig"])
    #expect(targets.platforms == ["watchos"])
    #expect(targets.folders == ["Watch": ["watchos"], "Resources": [""]])
  }
}
