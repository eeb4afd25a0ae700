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
  /// limits; a file that claims no size (/proc) is read instead.
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
    let maps = try ReadOnlyBytes.file("/proc/self/maps", limit: 1 << 20)
    withExtendedLifetime(maps) {
      #expect(String(decoding: maps.bytes, as: UTF8.self).contains("/"))
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
    // /proc files claim a size of 0 and hold more: the bytes read count.
    #expect(throws: FileError(path: "/proc/self/maps", reason: .tooLarge(bytes: nil, limit: 8))) {
      try InputFile.read("/proc/self/maps", limit: 8)
    }
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
  }

  @Test func unprintableCharactersAreEscaped() {
    #expect(Printable.escaped("a\u{0}b\u{1B}[31m\n") == "a\\u{0}b\\u{1B}[31m\\u{A}")
    #expect(Printable.escaped("Grüße\tok 👍🏽") == "Grüße\tok 👍🏽")
    #expect(Printable.escaped("\u{202E}txt.exe") == "\\u{202E}txt.exe")
    #expect(FileError(path: "x\u{0}y", reason: .notFound).description == "x\\u{0}y: no such file")
  }
}
