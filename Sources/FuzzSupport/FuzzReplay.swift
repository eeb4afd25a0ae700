#if canImport(Glibc)
  import Glibc
#endif

/// The corpus replay every fuzz target falls back to when it is built without
/// libFuzzer (a plain `swift build`, `make fuzz-replay`).
///
/// Each argument is a file or a directory (read recursively, hidden files
/// skipped); every file is passed to the target's input function once. A crash
/// stops the process, as it would under libFuzzer; an input slower than
/// `--max-seconds` (default 10) makes the replay fail after it has finished.
public enum FuzzReplay {
  /// Replays the files named in `arguments` through `body`; returns the exit
  /// status: 0 when every input ran within the time bound, 1 when one did not,
  /// 2 on bad usage.
  public static func run(
    name: String, arguments: [String], body: ([UInt8]) -> Void
  ) -> Int32 {
    var maximumSeconds = 10.0
    var paths: [String] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument == "--max-seconds", let value = rest.popFirst().flatMap(Double.init) {
        maximumSeconds = value
      } else if argument.hasPrefix("-") {
        printError("usage: \(name) [--max-seconds S] FILE|DIR…")
        return 2
      } else {
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else {
      printError("usage: \(name) [--max-seconds S] FILE|DIR…")
      return 2
    }
    var files: [String] = []
    for path in paths { collect(path, into: &files, depth: 0) }
    files.sort()
    var slowest = (file: "", seconds: 0.0)
    var tooSlow: [String] = []
    let start = now()
    for file in files {
      guard let bytes = read(file) else {
        printError("\(name): \(file): cannot be read")
        return 2
      }
      let before = now()
      body(bytes)
      let seconds = now() - before
      if seconds > slowest.seconds { slowest = (file, seconds) }
      if seconds > maximumSeconds { tooSlow.append(file) }
    }
    let total = now() - start
    print(
      "\(name): replayed \(files.count) inputs in \(format(total)) s"
        + (files.isEmpty ? "" : "; slowest \(format(slowest.seconds)) s: \(slowest.file)"))
    for file in tooSlow {
      printError("\(name): \(file): took longer than \(format(maximumSeconds)) s")
    }
    return tooSlow.isEmpty ? 0 : 1
  }

  /// A path of this process's own in `$TMPDIR` (or `/tmp`), for targets whose
  /// libraries read only files; removed when the process exits.
  public static func scratchPath(suffix: String) -> String {
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    return "\(directory)/typometer-fuzz-\(getpid())\(suffix)"
  }

  /// Writes `bytes` to `path`, replacing it; false when that fails.
  @discardableResult
  public static func write(_ bytes: [UInt8], to path: String) -> Bool {
    guard let file = fopen(path, "wb") else { return false }
    defer { fclose(file) }
    return bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) == $0.count }
  }

  private static func collect(_ path: String, into files: inout [String], depth: Int) {
    var info = stat()
    guard depth < 16, stat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFREG {
      files.append(path)
      return
    }
    guard info.st_mode & S_IFMT == S_IFDIR, let directory = opendir(path) else { return }
    defer { closedir(directory) }
    // The name is read through a pointer up to its NUL: an entry is only as long
    // as its name needs, so copying the whole `struct dirent` reads past its end.
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
    while let entry = readdir(directory) {
      let name = String(
        cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
      if name.hasPrefix(".") { continue }
      collect(path + "/" + name, into: &files, depth: depth + 1)
    }
  }

  private static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      bytes += chunk[..<count]
      if count < chunk.count { break }
    }
    return ferror(file) == 0 ? bytes : nil
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func format(_ seconds: Double) -> String {
    let hundredths = Int((seconds * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  private static func printError(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { Glibc.write(2, $0, strlen($0)) }
  }
}
