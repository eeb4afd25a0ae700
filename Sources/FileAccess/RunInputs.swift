#if canImport(Glibc)
  import Glibc
#endif

/// The files and folders a run reads, which its outputs must never replace.
///
/// Inputs are kept by identity (device and inode), so a path that reaches an
/// input through a symbolic link, a hard link, `..` or another spelling is
/// recognised as that input.
package struct RunInputs: Sendable {
  private var roles: [FileIdentity: String] = [:]
  private var folders: [(path: String, role: String, contents: Contents)] = []

  /// Which files in an input folder the run reads: where no output may go.
  package enum Contents: Sendable {
    /// Every file (an asset catalog, a res folder).
    case all
    /// Font files (.ttf .otf .ttc .otc, any case): a font folder, where a
    /// report or a baseline may go but never a file a scan would take.
    case fonts
    /// None: a folder that must only never be replaced whole (the working folder).
    case none
  }

  /// An empty set.
  package init() {}

  /// The role of the working folder, which a run reads nothing from but
  /// which an output folder must never replace whole.
  package static let workingFolder = "the working folder"

  /// Adds the file or folder at `path` (links followed) as an input with a role
  /// for messages ("font", "config", "string file", "spec"); a path where
  /// nothing is is ignored.
  ///
  /// - Parameter contents: For a folder: which of the files in it are read
  ///   too, so that no output of that kind goes in it.
  package mutating func add(_ path: String, role: String, contents: Contents = .all) {
    guard let identity = FileIdentity(path: path) else { return }
    if roles[identity] == nil { roles[identity] = role }
    if FileKind.of(path) == .directory, let real = Paths.real(path) {
      folders.append((real, role, contents))
    }
  }

  /// Adds every path with one role.
  package mutating func add(
    _ paths: some Sequence<String>, role: String, contents: Contents = .all
  ) {
    for path in paths { add(path, role: role, contents: contents) }
  }

  /// The role of the input that `path` leads to, or nil when it is none.
  package func role(of path: String) -> String? {
    FileIdentity(path: path).flatMap { roles[$0] }
  }

  /// The first input folder at or inside the folder `path` (resolved), with its
  /// role, or nil. A folder that is replaced whole must hold no input.
  package func inputFolder(inside path: String) -> (path: String, role: String)? {
    guard let real = Paths.real(path) else { return nil }
    return folders.first { $0.path == real || $0.path.hasPrefix(real == "/" ? "/" : real + "/") }
      .map { ($0.path, $0.role) }
  }

  /// The input folder that holds `path` (a file or folder to write, resolved
  /// through its existing folders) and reads files such as it, with its role,
  /// or nil: an output there would be read by this run or the next. A folder
  /// to write is never one a font folder reads.
  package func inputFolder(holding path: String, isFolder: Bool = false) -> (
    path: String, role: String
  )? {
    let isFont = !isFolder && Paths.isFontFile(path)
    // The nearest folder of `path` that exists, resolved.
    var folder = Paths.folder(of: path)
    var real = Paths.real(folder)
    while real == nil, folder != "/", folder != "." {
      folder = Paths.folder(of: folder)
      real = Paths.real(folder)
    }
    guard let real else { return nil }
    return folders.first { folder in
      let reads: Bool
      switch folder.contents {
      case .all: reads = true
      case .fonts: reads = isFont
      case .none: reads = false
      }
      return reads
        && (real == folder.path || real.hasPrefix(folder.path == "/" ? "/" : folder.path + "/"))
    }.map { ($0.path, $0.role) }
  }

  /// Whether the identity is one of the inputs (for a walk of a folder).
  func contains(_ identity: FileIdentity) -> Bool { roles[identity] != nil }

  /// The role of an input with `identity`.
  func role(of identity: FileIdentity) -> String? { roles[identity] }
}

/// Path helpers over the C library.
package enum Paths {
  /// `path` with every symbolic link, `.` and `..` resolved (`realpath`), or
  /// nil when it does not exist.
  package static func real(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The components of `path` with `.` and `..` resolved as written, no
  /// link followed (`a/./b/../c` is `a`, `c`), and whether a `..` climbed
  /// above its start (`../a`: the `..` is dropped).
  package static func lexicalComponents(of path: String) -> (
    components: [Substring], climbsAbove: Bool
  ) {
    var components: [Substring] = []
    var climbsAbove = false
    for component in path.split(separator: "/") where component != "." {
      if component != ".." {
        components.append(component)
      } else if components.isEmpty {
        climbsAbove = true
      } else {
        components.removeLast()
      }
    }
    return (components, climbsAbove)
  }

  /// `path` made absolute (a relative one against `folder`, by default the
  /// working folder) without `.` parts, empty parts or a trailing slash;
  /// `..` is kept as written (a link may be before it): `myres/` and
  /// `./myres/values/..` name their folders as `/work/myres` and
  /// `/work/myres/values/..`.
  package static func absoluteWithoutDots(_ path: String, in folder: String? = nil) -> String {
    let absolute = path.hasPrefix("/") ? path : (folder ?? workingFolder()) + "/" + path
    return "/" + absolute.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
  }

  /// The process's working folder (empty when it cannot be read).
  package static func workingFolder() -> String {
    guard let folder = getcwd(nil, 0) else { return "" }
    defer { free(folder) }
    return String(cString: folder)
  }

  /// `path` without its last component, as `NSString`'s
  /// `deletingLastPathComponent` gives it (`a/b` → `a`, `/a` → `/`, `a` →
  /// empty; trailing slashes dropped first), without Foundation's, whose
  /// Linux build traps on a name of one character (`check t`).
  package static func deletingLastComponent(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var folder = trimmed[..<slash]
    while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
    return folder.isEmpty ? "/" : String(folder)
  }

  /// The folder part of `path` ("." for a bare name); trailing slashes are
  /// not a component (`out/report/` is `report` in `out`).
  package static func folder(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let folder = String(trimmed[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// Whether `path` names a font file as a catalog's folder scan takes one:
  /// `.ttf`, `.otf`, `.ttc` or `.otc`, in any case.
  package static func isFontFile(_ path: String) -> Bool {
    let name = name(of: path).lowercased()
    return [".ttf", ".otf", ".ttc", ".otc"].contains { name.hasSuffix($0) }
  }

  /// The last component of `path` (trailing slashes left out).
  package static func name(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    return trimmed.lastIndex(of: "/").map { String(trimmed[trimmed.index(after: $0)...]) }
      ?? String(trimmed)
  }

  private static func trimmingTrailingSlashes(_ path: String) -> Substring {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    return trimmed
  }

  /// `name` inside `folder`.
  package static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
