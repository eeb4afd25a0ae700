import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A new folder under the system's temporary folder, removed with its
/// contents when the value goes away.
public final class TemporaryFolder: @unchecked Sendable {
  /// The folder's absolute path.
  public let path: String

  /// Makes a new, empty folder (readable by every user, so a test can run the
  /// CLI as an unprivileged user inside it).
  public init(_ label: String = "typometer") throws {
    path = NSTemporaryDirectory() + "\(label)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    chmod(path, 0o777)
  }

  deinit { Self.remove(path) }

  /// Removes `path` and everything in it, restoring the permissions a test
  /// took away so that everything can be removed.
  static func remove(_ path: String) {
    if let walker = FileManager.default.enumerator(atPath: path) {
      for case let entry as String in walker { chmod(path + "/" + entry, 0o755) }
    }
    try? FileManager.default.removeItem(atPath: path)
  }

  /// A folder for files a test keeps no handle on (a helper that returns only
  /// a path), shared by the whole test process and removed when it exits.
  public static let process: TemporaryFolder = {
    do {
      let folder = try TemporaryFolder("typometer-tests")
      atexit { TemporaryFolder.remove(TemporaryFolder.process.path) }
      return folder
    } catch {
      fatalError("cannot make a temporary folder: \(error)")
    }
  }()

  /// Writes `text` as UTF-8 to `name` in a new folder inside ``process`` and
  /// returns its path; the file lives until the test process exits.
  public static func file(_ name: String, _ text: String) throws -> String {
    try process.write(UUID().uuidString + "/" + name, text)
  }

  /// `name` inside the folder.
  public func url(_ name: String) -> String { path + "/" + name }

  /// The environment that makes the bundled fonts (`Fonts/`) the machine's
  /// own for a command run with it: a private Fontconfig file in this
  /// folder (`FONTCONFIG_FILE`), so a test of what a command says of the
  /// machine's fonts reads none of this machine's.
  public func bundledFontsAsMachine() throws -> [String: String] {
    let conf = try write(
      "fonts.conf",
      "<?xml version=\"1.0\"?><fontconfig><dir>\(Fixtures.fontsDirectory)</dir>"
        + "<cachedir>\(url("fontconfig-cache"))</cachedir></fontconfig>\n")
    return ["FONTCONFIG_FILE": conf]
  }

  /// Writes `bytes` to `name` (folders on the way are made) and returns its path.
  @discardableResult
  public func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let file = url(name)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Writes `text` as UTF-8 to `name` and returns its path.
  @discardableResult
  public func write(_ name: String, _ text: String) throws -> String {
    try write(name, Array(text.utf8))
  }

  /// Copies the file at `source` to `name` and returns its path.
  @discardableResult
  public func copy(_ source: String, to name: String) throws -> String {
    try write(name, Array(try Data(contentsOf: URL(fileURLWithPath: source))))
  }

  /// Makes a FIFO (named pipe) at `name` and returns its path.
  @discardableResult
  public func fifo(_ name: String) throws -> String {
    let file = url(name)
    guard mkfifo(file, 0o644) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    return file
  }

  /// Makes a symbolic link at `name` pointing to `destination` (and the
  /// folders it goes in).
  @discardableResult
  public func symlink(_ name: String, to destination: String) throws -> String {
    let file = url(name)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: destination)
    return file
  }

  /// The names in `name` (the folder itself when empty), sorted; hidden ones too.
  public func names(_ name: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: name.isEmpty ? path : url(name)).sorted()
  }
}

/// Fingerprints of files, to show a run left its inputs byte for byte as they were.
public enum FileSnapshot {
  /// The bytes of every regular file under each path (a file or a folder), by
  /// path; links, FIFOs and devices are not read.
  public static func take(_ paths: [String]) -> [String: Data] {
    var result: [String: Data] = [:]
    for path in paths {
      if isRegular(path) {
        result[path] = FileManager.default.contents(atPath: path)
        continue
      }
      for case let entry as String in FileManager.default.enumerator(atPath: path) ?? .init() {
        let file = path + "/" + entry
        if isRegular(file) { result[file] = FileManager.default.contents(atPath: file) }
      }
    }
    return result
  }

  private static func isRegular(_ path: String) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType)
      == .typeRegular
  }
}
