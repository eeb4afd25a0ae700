import FileAccess
import Foundation
import TestSupport
import Testing

@Suite struct InputFileTests {
  @Test func readsARegularFileWhole() throws {
    let folder = try TemporaryFolder()
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let path = try folder.write("a.bin", bytes)
    #expect(try InputFile.read(path, limit: 200_000) == bytes)
    #expect(try InputFile.read(try folder.write("empty", []), limit: 10) == [])
  }

  /// A file mapped read-only gives the bytes reading gives, under the same
  /// limits; the kernel's own files are refused as reading refuses them.
  @Test func aMappedFileGivesTheBytesReadingGives() throws {
    let folder = try TemporaryFolder()
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let path = try folder.write("a.bin", bytes)
    let mapped = try ReadOnlyBytes.file(path, limit: 200_000)
    withExtendedLifetime(mapped) { #expect(Array(mapped.bytes) == bytes) }
    #expect(try ReadOnlyBytes.file(try folder.write("empty", []), limit: 10).bytes.isEmpty)
    #expect(throws: FileError(path: path, reason: .tooLarge(bytes: 200_000, limit: 199_999))) {
      try ReadOnlyBytes.file(path, limit: 199_999)
    }
    #expect(throws: FileError(path: "/proc/self/maps", reason: .kernelFile)) {
      try ReadOnlyBytes.file("/proc/self/maps", limit: 1 << 20)
    }
    let fifo = try folder.fifo("f")
    #expect(throws: FileError(path: fifo, reason: .notAFile(.fifo))) {
      try ReadOnlyBytes.file(fifo, limit: 1 << 20)
    }
    let copied = ReadOnlyBytes([1, 2, 3])
    withExtendedLifetime(copied) { #expect(Array(copied.bytes) == [1, 2, 3]) }
  }

  @Test func refusesMoreThanTheLimitWhateverTheFileClaims() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("big", [UInt8](repeating: 65, count: 1001))
    #expect(throws: FileError(path: path, reason: .tooLarge(bytes: 1001, limit: 1000))) {
      try InputFile.read(path, limit: 1000)
    }
  }

  /// The kernel's own files (`/proc/self/environ`: the process's
  /// environment, a CI job's secrets) look like regular files; they are
  /// refused by the file system they are on, however the path gets there: a
  /// link a project's res folder holds, a path through `/dev/fd`.
  @Test func theKernelsOwnFilesAreRefusedWhateverThePath() throws {
    let folder = try TemporaryFolder()
    try folder.symlink("strings.xml", to: "/proc/self/environ")
    try folder.symlink("sys", to: "/sys/kernel")
    for path in [
      "/proc/self/environ", folder.url("strings.xml"), "/proc/self/status", "/proc/version",
      folder.url("sys") + "/../kernel/uevent_seqnum", "/sys/kernel/uevent_seqnum",
    ] where FileManager.default.fileExists(atPath: path) {
      #expect(throws: FileError(path: path, reason: .kernelFile)) {
        try InputFile.read(path, limit: 1 << 20)
      }
      #expect(throws: FileError(path: path, reason: .kernelFile)) {
        try InputFile.tail(of: path, count: 16)
      }
    }
    #expect(
      FileError(path: "/proc/self/environ", reason: .kernelFile).description
        == "/proc/self/environ: is one of the kernel's own files (/proc, /sys), which hold no "
        + "app's text or fonts; it is not read")
    // A file of the machine's own, outside them, is read.
    let path = try folder.write("a.txt", Array("a".utf8))
    try folder.symlink("link.txt", to: path)
    #expect(try InputFile.read(folder.url("link.txt"), limit: 10) == Array("a".utf8))
  }

  @Test func aFIFOIsRefusedAtOnceNotWaitedOn() throws {
    let folder = try TemporaryFolder()
    let fifo = try folder.fifo("config.json")
    let started = Date()
    #expect(throws: FileError(path: fifo, reason: .notAFile(.fifo))) {
      try InputFile.read(fifo, limit: 1 << 20)
    }
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(FileError(path: fifo, reason: .notAFile(.fifo)).problem == "is a FIFO, not a file")
  }

  @Test func devicesAndFoldersAreNotFiles() throws {
    #expect(throws: FileError(path: "/dev/zero", reason: .notAFile(.characterDevice))) {
      try InputFile.read("/dev/zero", limit: 1 << 20)
    }
    let folder = try TemporaryFolder()
    #expect(throws: FileError(path: folder.path, reason: .notAFile(.directory))) {
      try InputFile.read(folder.path, limit: 1 << 20)
    }
    #expect(
      FileError(path: "/dev/zero", reason: .notAFile(.characterDevice)).description
        == "/dev/zero: is a character device, not a file")
  }

  @Test func aSymlinkLoopIsNamedAsOne() throws {
    let folder = try TemporaryFolder()
    try folder.symlink("a", to: folder.url("b"))
    try folder.symlink("b", to: folder.url("a"))
    #expect(throws: FileError(path: folder.url("a"), reason: .symlinkLoop)) {
      try InputFile.read(folder.url("a"), limit: 100)
    }
    #expect(throws: FileError(path: folder.url("none"), reason: .notFound)) {
      try InputFile.read(folder.url("none"), limit: 100)
    }
    // A link that leads nowhere is said as one, with where it points.
    try folder.symlink("dangling", to: "gone/strings.xml")
    #expect(
      throws: FileError(
        path: folder.url("dangling"), reason: .danglingLink(target: "gone/strings.xml"))
    ) {
      try InputFile.read(folder.url("dangling"), limit: 100)
    }
    #expect(
      FileError(path: "a", reason: .danglingLink(target: "gone/strings.xml")).problem
        == "is a symbolic link to gone/strings.xml, where there is no file")
  }

  @Test func unprintableCharactersAreEscaped() {
    #expect(Printable.escaped("a\u{0}b\u{1B}[31m\n") == "a\\u{0}b\\u{1B}[31m\\u{A}")
    #expect(Printable.escaped("Grüße\tok 👍🏽") == "Grüße\tok 👍🏽")
    #expect(Printable.escaped("\u{202E}txt.exe") == "\\u{202E}txt.exe")
    #expect(FileError(path: "x\u{0}y", reason: .notFound).description == "x\\u{0}y: no such file")
  }
}
