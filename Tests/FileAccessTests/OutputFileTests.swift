import FileAccess
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct OutputFileTests {
  @Test func replacesARegularFileAndKeepsItsPermissions() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("out.png", "old")
    chmod(path, 0o640)
    try OutputFile.write(Array("new".utf8), to: path)
    #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
    var info = stat()
    stat(path, &info)
    #expect(info.st_mode & 0o777 == 0o640)
    #expect(try folder.names() == ["out.png"])
  }

  @Test func neverReplacesAnInputWhateverThePathSays() throws {
    let folder = try TemporaryFolder()
    let font = try folder.write("fonts/Font.ttf", "font bytes")
    try folder.symlink("link.png", to: font)
    var inputs = RunInputs()
    inputs.add(font, role: "font")
    for spelling in [font, folder.url("link.png"), folder.url("fonts/../fonts/Font.ttf")] {
      #expect(throws: FileError(path: spelling, reason: .isAnInput(role: "font"))) {
        try OutputFile.write([1, 2, 3], to: spelling, inputs: inputs)
      }
    }
    link(font, folder.url("hard.png"))
    #expect(throws: FileError(path: folder.url("hard.png"), reason: .isAnInput(role: "font"))) {
      try OutputFile.write([1], to: folder.url("hard.png"), inputs: inputs)
    }
    #expect(FileManager.default.contents(atPath: font) == Data("font bytes".utf8))
  }

  @Test func neverReplacesASpecialFile() throws {
    let folder = try TemporaryFolder()
    let fifo = try folder.fifo("pipe.png")
    #expect(throws: FileError(path: fifo, reason: .notAFile(.fifo))) {
      try OutputFile.write([1], to: fifo)
    }
    // A link to /dev/null resolves to the device, which stays a device.
    let null = try folder.symlink("null.png", to: "/dev/null")
    #expect(throws: FileError(path: null, reason: .notAFile(.characterDevice))) {
      try OutputFile.write([1], to: null)
    }
    #expect(FileKind.of("/dev/null") == .characterDevice)
    #expect(FileKind.of(fifo) == .fifo)
    #expect(throws: FileError(path: folder.path, reason: .notAFile(.directory))) {
      try OutputFile.write([1], to: folder.path)
    }
  }

  @Test func writesThroughALinkToARegularFile() throws {
    let folder = try TemporaryFolder()
    let real = try folder.write("real.png", "old")
    let link = try folder.symlink("link.png", to: real)
    try OutputFile.write(Array("new".utf8), to: link)
    #expect(FileKind.ofLink(link) == .symbolicLink)
    #expect(FileManager.default.contents(atPath: real) == Data("new".utf8))
  }

  @Test func aDanglingLinkOrAMissingFolderIsRefused() throws {
    let folder = try TemporaryFolder()
    let dangling = try folder.symlink("dangling.png", to: folder.url("nowhere/x.png"))
    #expect(throws: FileError(path: dangling, reason: .notFound)) {
      try OutputFile.write([1], to: dangling)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.url("nowhere")))
    #expect(throws: FileError(path: folder.url("new/"), reason: .endsWithSlash)) {
      try OutputFile.write([1], to: folder.url("new/"))
    }
    let file = try folder.write("file", "x")
    #expect(throws: FileError(path: file + "/x.png", reason: .notADirectoryOnTheWay)) {
      try OutputFile.write([1], to: file + "/x.png")
    }
    // A folder that is not there is named as the problem, not the file.
    let missing = folder.url("none/deeper/x.png")
    #expect(throws: FileError(path: missing, reason: .folderMissing(folder.url("none/deeper")))) {
      _ = try OutputFile.resolve(missing, inputs: RunInputs())
    }
    #expect(
      FileError(path: "a/x.png", reason: .folderMissing("a")).problem
        == "its folder a does not exist; create it first")
  }

  @Test func removesTemporariesOfRunsThatNoLongerExist() throws {
    let folder = try TemporaryFolder()
    // A process that has exited: its pid is free (or reused, then kept, which is safe).
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let stale = try folder.write(".out.png.typometer-\(child.processIdentifier).tmp", "half")
    let live = try folder.write(".out.png.typometer-1.tmp", "pid 1 is alive")
    try OutputFile.write([1], to: folder.url("out.png"))
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(FileManager.default.fileExists(atPath: live))
  }

  /// The wording of ENOSPC; FileSystemEdgeTests fills a real disk.
  @Test func noSpaceIsSaidInWords() throws {
    let error = FileError(path: "out/report.json", code: ENOSPC, operation: "writing")
    #expect(error.description == "out/report.json: no space left on device while writing")
  }
}
