import FileAccess
import Foundation

/// The folder findings' paths are shown relative to in CI output: the
/// repository root, found by walking up from the working folder (for a
/// check, from its spec's folder) to the first folder holding `.git` (a
/// folder, or the file a worktree has), else the working folder itself.
///
/// GitHub annotations and SARIF results need repository-relative paths;
/// baselines store them so that they match whatever folder a check runs in.
public struct SourceRoot: Sendable, Hashable {
  /// The root, absolute, without a trailing slash (`/` alone for the file
  /// system's root).
  public var path: String
  /// The folder relative paths of findings are relative to (absolute).
  public var workingDirectory: String

  /// A root at `path` for findings relative to `workingDirectory` (both absolute).
  public init(path: String, workingDirectory: String) {
    self.path = Self.normalized(path)
    self.workingDirectory = Self.normalized(workingDirectory)
  }

  /// The repository root above the current working folder (or that folder).
  public static func find() -> SourceRoot {
    find(from: FileManager.default.currentDirectoryPath)
  }

  /// The repository root at or above `directory` (absolute), or `directory`
  /// when no folder up to `/` holds `.git`.
  public static func find(from directory: String) -> SourceRoot {
    let start = normalized(directory)
    return SourceRoot(path: repository(holding: start) ?? start, workingDirectory: start)
  }

  /// The root for a check of the spec at `specPath` (relative to the
  /// working folder): the repository holding the spec, wherever the check
  /// runs from (a CI step in another folder, or in another repository,
  /// shows the same paths as one in the spec's), else as ``find()`` finds
  /// it. (Outside a repository nothing says where the project begins: the
  /// working folder, whose paths a baseline written there keeps.)
  public static func find(forSpec specPath: String) -> SourceRoot {
    let working = normalized(FileManager.default.currentDirectoryPath)
    let spec = normalized(specPath.hasPrefix("/") ? specPath : Paths.join(working, specPath))
    guard let root = repository(holding: Paths.folder(of: spec)) else {
      return find(from: working)
    }
    return SourceRoot(path: root, workingDirectory: working)
  }

  /// The nearest folder at or above `folder` (absolute, normalized) that
  /// holds `.git` (a folder, or the file a worktree has), or nil.
  static func repository(holding folder: String) -> String? {
    var folder = folder
    while true {
      if FileKind.ofLink(Paths.join(folder, ".git")) != nil { return folder }
      guard folder != "/" else { return nil }
      folder = Paths.folder(of: folder)
    }
  }

  /// `file` relative to the root (`Sources/a.json`), or nil when it lies
  /// outside. Relative paths are taken from ``workingDirectory``; `.` and `..`
  /// are resolved by name, then, if that leaves the root, through links.
  public func relative(_ file: String) -> String? {
    let absolute = Self.normalized(
      file.hasPrefix("/") ? file : Paths.join(workingDirectory, file))
    if let inside = inside(absolute) { return inside }
    if let real = Paths.real(absolute), let root = Paths.real(path) {
      return SourceRoot(path: root, workingDirectory: workingDirectory).inside(real)
    }
    return nil
  }

  /// `file` as CI output shows it: relative to the root, or as given when
  /// it lies outside.
  public func display(_ file: String) -> String { relative(file) ?? file }

  private func inside(_ absolute: String) -> String? {
    if absolute == path { return nil }
    let prefix = path == "/" ? "/" : path + "/"
    guard absolute.hasPrefix(prefix) else { return nil }
    return String(absolute.dropFirst(prefix.count))
  }

  /// An absolute path with `.`, `..`, empty components and a trailing slash removed.
  static func normalized(_ path: String) -> String {
    "/" + Paths.lexicalComponents(of: path).components.joined(separator: "/")
  }
}

/// Files as ``SourceRoot/display(_:)`` shows them, each worked out once: a
/// large app's tens of thousands of findings are in a few hundred files.
package struct ShownPaths {
  package let root: SourceRoot
  private var shown: [String: String] = [:]

  package init(root: SourceRoot) { self.root = root }

  /// `file` from the root, as ``SourceRoot/display(_:)`` gives it.
  package mutating func callAsFunction(_ file: String) -> String {
    if let known = shown[file] { return known }
    let path = root.display(file)
    shown[file] = path
    return path
  }
}
