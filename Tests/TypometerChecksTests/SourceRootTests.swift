import Foundation
import TestSupport
import Testing

@testable import TypometerChecks

@Suite struct SourceRootTests {
  @Test func pathsAreRelativeToTheRootWhereverTheRunStarts() {
    let root = SourceRoot(path: "/repo/", workingDirectory: "/repo/sub/./dir")
    #expect(root.path == "/repo")
    #expect(root.relative("a.json") == "sub/dir/a.json")
    #expect(root.relative("../b/c.json") == "sub/b/c.json")
    #expect(root.relative("/repo/x.json") == "x.json")
    #expect(root.relative("/repository/x.json") == nil)
    #expect(root.relative("../../../x.json") == nil)
    #expect(root.relative("/repo") == nil)
    #expect(root.display("/other/x.json") == "/other/x.json")
    #expect(SourceRoot(path: "/", workingDirectory: "/").relative("/etc/x") == "etc/x")
  }

  @Test func theRootIsTheNearestFolderWithGitAboveElseTheWorkingFolder() throws {
    let folder = try TemporaryFolder("source-root")
    let nested = folder.url("repo/a/b")
    try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
    #expect(SourceRoot.find(from: nested).path == nested)
    // A worktree's .git is a file; a clone's is a folder.
    _ = try folder.write("repo/.git", "gitdir: /elsewhere\n")
    #expect(
      SourceRoot.find(from: nested)
        == SourceRoot(path: folder.url("repo"), workingDirectory: nested))
    try FileManager.default.createDirectory(
      atPath: folder.url("repo/a/.git"), withIntermediateDirectories: true)
    #expect(SourceRoot.find(from: nested + "/").path == folder.url("repo/a"))
  }

  /// A check's root is the repository holding its spec, wherever the
  /// check runs from; without one, the working folder's (the tests run in
  /// this repository, which holds none of a temporary folder).
  @Test func aChecksRootIsItsSpecsRepositoryElseTheWorkingFolders() throws {
    let folder = try TemporaryFolder("spec-root")
    let spec = try folder.write("app/typometer.json", "{}")
    #expect(SourceRoot.find(forSpec: spec) == SourceRoot.find())
    _ = try folder.write(".git", "gitdir: /elsewhere\n")
    #expect(SourceRoot.find(forSpec: spec).path == folder.path)
  }

  @Test func theRepositoryTheTestsRunInIsFound() {
    let root = SourceRoot.find(from: Fixtures.repositoryRoot + "/Examples/App")
    #expect(root.path == Fixtures.repositoryRoot)
    #expect(
      root.relative("ja.lproj/Localizable.strings") == "Examples/App/ja.lproj/Localizable.strings")
  }
}
