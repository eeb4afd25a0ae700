import FileAccess
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct StagedFolderTests {
  static func owns(_ entry: String, _ kind: FileKind) -> Bool {
    switch kind {
    case .regular: ["report.json", "report.html"].contains(entry) || entry.hasPrefix("pictures/")
    case .directory: entry == "pictures"
    default: false
    }
  }

  @Test func replacesTheWholeFolderOldPicturesIncluded() throws {
    let folder = try TemporaryFolder()
    try folder.write("report/report.json", "old")
    try folder.write("report/pictures/overflow-9-ax5.png", "old picture")
    let staged = try StagedFolder(
      replacing: folder.url("report"), inputs: RunInputs(), owns: Self.owns)
    try OutputFile.writeNew(Array("new".utf8), to: staged.staging + "/report.json")
    try staged.commit()
    #expect(try folder.names("report") == ["report.json"])
    #expect(
      FileManager.default.contents(atPath: folder.url("report/report.json")) == Data("new".utf8))
    #expect(try folder.names() == ["report"])
  }

  /// The new folder keeps the old one's permissions and group (a shared
  /// report folder's `drwxrws---` had become `drwxr-xr-x`).
  @Test func theFolderKeepsItsPermissionsAndGroup() throws {
    let folder = try TemporaryFolder()
    try folder.write("report/report.json", "old")
    let report = folder.url("report")
    // A group of this process's own, which any process may give its files.
    let group = getegid()
    #expect(chown(report, uid_t.max, group) == 0)
    #expect(chmod(report, 0o2750) == 0)
    let staged = try StagedFolder(replacing: report, inputs: RunInputs(), owns: Self.owns)
    try OutputFile.writeNew(Array("new".utf8), to: staged.staging + "/report.json")
    try staged.commit()
    var info = stat()
    #expect(stat(report, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o2750)
    #expect(info.st_gid == group)
    #expect(
      FileManager.default.contents(atPath: folder.url("report/report.json")) == Data("new".utf8))
    // A read-only folder's permissions come with the commit: while the run
    // writes, its owner may write in the new one.
    #expect(chmod(report, 0o555) == 0)
    let again = try StagedFolder(replacing: report, inputs: RunInputs(), owns: Self.owns)
    var writing = stat()
    #expect(stat(again.staging, &writing) == 0)
    #expect(writing.st_mode & 0o700 == 0o700)
    try OutputFile.writeNew(Array("newer".utf8), to: again.staging + "/report.json")
    try again.commit()
    #expect(stat(report, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o555)
    #expect(chmod(report, 0o755) == 0)  // (so that the folder can be removed)
  }

  @Test func aTrailingSlashNamesTheFolderItself() throws {
    let folder = try TemporaryFolder()
    let staged = try StagedFolder(
      replacing: folder.url("out/report/"), inputs: RunInputs(), owns: Self.owns)
    try OutputFile.writeNew([1], to: staged.staging + "/report.json")
    try staged.commit()
    #expect(try folder.names("out") == ["report"])
    #expect(try folder.names("out/report") == ["report.json"])
    #expect(Paths.folder(of: "out/report/") == "out" && Paths.name(of: "out/report//") == "report")
    #expect(Paths.folder(of: "/report/") == "/" && Paths.folder(of: "report/") == ".")
  }

  /// A path without its last component, as `NSString` gives it on a Mac
  /// (whose Linux build traps on a one-character name: `check t`).
  @Test(arguments: [
    ("a/b", "a"), ("/a", "/"), ("a", ""), ("t", ""), ("a/b/", "a"), ("a//b", "a"), ("/", "/"),
    ("", ""), ("a/", ""), ("x/y/z.strings", "x/y"), ("/tmp/a", "/tmp"),
  ])
  func deletingTheLastComponent(_ path: String, _ folder: String) {
    #expect(Paths.deletingLastComponent(path) == folder)
  }

  @Test func makesAMissingFolderAndItsParents() throws {
    let folder = try TemporaryFolder()
    let staged = try StagedFolder(
      replacing: folder.url("a/b/report"), inputs: RunInputs(), owns: Self.owns)
    try staged.commit()
    #expect(try folder.names("a/b/report") == [])
  }

  @Test func refusesAFolderHoldingAnythingElse() throws {
    let folder = try TemporaryFolder()
    try folder.write("home/notes.txt", "precious")
    #expect(throws: FileError(path: folder.url("home"), reason: .notOurs(entry: "notes.txt"))) {
      try StagedFolder(replacing: folder.url("home"), inputs: RunInputs(), owns: Self.owns)
    }
    #expect(try folder.names("home") == ["notes.txt"])
    #expect(!(try folder.names()).contains { $0.contains("typometer-new") })
  }

  @Test func refusesTheRootAndALinkToIt() throws {
    let folder = try TemporaryFolder()
    #expect(symlink("/", folder.url("root")) == 0)
    for path in ["/", "//", folder.url("root")] {
      #expect(throws: FileError(path: path, reason: .isTheRoot)) {
        try StagedFolder(replacing: path, inputs: RunInputs(), owns: { _, _ in true })
      }
    }
    #expect(FileError(path: "/", reason: .isTheRoot).description.contains("root folder"))
  }

  @Test func refusesAFolderHoldingAnInput() throws {
    let folder = try TemporaryFolder()
    let spec = try folder.write("report/report.json", "{}")
    var inputs = RunInputs()
    inputs.add(spec, role: "spec")
    #expect(
      throws: FileError(
        path: folder.url("report"),
        reason: .holdsAnInput(role: "spec", folder: folder.url("report") + "/report.json"))
    ) {
      try StagedFolder(replacing: folder.url("report"), inputs: inputs, owns: Self.owns)
    }
    var folders = RunInputs()
    try folder.write("fonts/x.ttf", "font")
    folders.add(folder.url("fonts"), role: "font folder")
    // A folder holding the input folder says which it holds; the input
    // folder itself is one.
    let fonts = URL(fileURLWithPath: folder.url("fonts")).resolvingSymlinksInPath().path
    #expect(
      throws: FileError(
        path: folder.path, reason: .holdsAnInput(role: "font folder", folder: fonts))
    ) {
      try StagedFolder(replacing: folder.path, inputs: folders, owns: { _, _ in true })
    }
    #expect(
      throws: FileError(path: folder.url("fonts"), reason: .isAnInput(role: "font folder"))
    ) {
      try StagedFolder(replacing: folder.url("fonts"), inputs: folders, owns: { _, _ in true })
    }
  }

  @Test func aSecondRunIsRefusedWhileTheFirstHoldsTheLock() throws {
    let folder = try TemporaryFolder()
    let first = try StagedFolder(
      replacing: folder.url("report"), inputs: RunInputs(), owns: Self.owns)
    #expect(
      throws: FileError(
        path: folder.url("report"), reason: .busy(lockFile: folder.path + "/.report.lock"))
    ) {
      try StagedFolder(replacing: folder.url("report"), inputs: RunInputs(), owns: Self.owns)
    }
    first.discard()
    let second = try StagedFolder(
      replacing: folder.url("report"), inputs: RunInputs(), owns: Self.owns)
    second.discard()
    #expect(try folder.names() == [])
  }

  /// A lock file a run holds is removed as it lets go; one that was there
  /// with contents (not a lock file a run made) is used but left in place.
  @Test func theLockFileGoesWithTheRunUnlessItIsNotOurs() throws {
    let folder = try TemporaryFolder()
    let staged = try StagedFolder(
      replacing: folder.url("report"), inputs: RunInputs(), owns: Self.owns)
    #expect(try folder.names().contains(".report.lock"))
    try staged.commit()
    #expect(try folder.names() == ["report"])
    try folder.write(".report.lock", "someone's notes")
    let again = try StagedFolder(
      replacing: folder.url("report"), inputs: RunInputs(), owns: Self.owns)
    again.discard()
    #expect(try folder.names() == [".report.lock", "report"])
    #expect(
      FileManager.default.contents(atPath: folder.url(".report.lock"))
        == Data("someone's notes".utf8))
  }

  /// A run that opened the lock file just before its holder removed it can
  /// lock only a file no longer there; the next run still makes a new lock
  /// file, takes it and removes it. (The check that makes a run retry in
  /// that case sits between two system calls and is not reached here.)
  @Test func aRemovedLockFileIsMadeAgain() throws {
    let folder = try TemporaryFolder()
    let first = try StagedFolder(
      replacing: folder.url("report"), inputs: RunInputs(), owns: Self.owns)
    let late = open(folder.url(".report.lock"), O_RDWR)
    #expect(late >= 0)
    defer { close(late) }
    first.discard()
    #expect(flock(late, LOCK_EX | LOCK_NB) == 0)  // the removed file's lock
    let next = try StagedFolder(
      replacing: folder.url("report"), inputs: RunInputs(), owns: Self.owns)
    #expect(try folder.names().contains(".report.lock"))
    next.discard()
    #expect(try folder.names() == [])
  }

  @Test func whatAKilledRunLeftIsRemovedByTheNext() throws {
    let folder = try TemporaryFolder()
    try folder.write(".report.typometer-new-99999/report.json", "half")
    try folder.write(".report.typometer-old-99998/pictures/x.png", "old")
    let staged = try StagedFolder(
      replacing: folder.url("report"), inputs: RunInputs(), owns: Self.owns)
    try staged.commit()
    #expect(try folder.names() == ["report"])
  }

  @Test func discardingLeavesTheOldFolderAsItWas() throws {
    let folder = try TemporaryFolder()
    try folder.write("report/report.json", "old")
    do {
      let staged = try StagedFolder(
        replacing: folder.url("report"), inputs: RunInputs(), owns: Self.owns)
      try OutputFile.writeNew([1], to: staged.staging + "/report.json")
    }  // dropped without commit
    #expect(
      FileManager.default.contents(atPath: folder.url("report/report.json")) == Data("old".utf8))
    #expect(try folder.names() == ["report"])
  }
}
