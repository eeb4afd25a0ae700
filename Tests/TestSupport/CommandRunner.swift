import Foundation

/// Runs the built `typometer` binary, as a user or a CI script would.
public struct CommandResult: Sendable {
  /// The exit status (a signal shows as 128 + the signal number).
  public var status: Int32
  /// Everything written on standard output.
  public var stdout: String
  /// Everything written on standard error.
  public var stderr: String
}

public enum Typometer {
  /// The built `typometer` executable, beside the test bundle.
  public static var executable: String {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var directory = bundle
    // The runner may be inside the .xctest bundle (…/debug/X.xctest/…) or beside it.
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("typometer").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory.deleteLastPathComponent()
    }
    return bundle.appendingPathComponent("typometer").path
  }

  /// Runs `typometer arguments…` in the repository root with a clean
  /// environment (no TYPOMETER_FONTS unless given) and returns what it did.
  public static func run(
    _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil,
    in directory: String? = nil
  ) throws -> CommandResult {
    let command = try launch(
      arguments, environment: environment, stdin: .text(stdin ?? ""), in: directory)
    return command.wait()
  }

  /// Runs `typometer arguments…` with standard input read from the file at
  /// `path` (`/dev/zero` for an endless stream).
  public static func run(_ arguments: [String], stdinFile path: String) throws -> CommandResult {
    try launch(arguments, stdin: .file(path)).wait()
  }

  /// Runs `typometer arguments…` as an unprivileged user (`nobody`, through
  /// setpriv) when the tests run as root, so permissions apply; as is otherwise.
  public static func runUnprivileged(_ arguments: [String]) throws -> CommandResult {
    guard getuid() == 0 else { return try run(arguments) }
    return try launch(
      ["--reuid=65534", "--regid=65534", "--clear-groups", executable] + arguments,
      stdin: .text(""), launcher: "/usr/bin/setpriv"
    ).wait()
  }

  /// What a launched command reads on standard input.
  public enum StandardInput: Sendable {
    /// This text, then the end of input.
    case text(String)
    /// The file at this path.
    case file(String)
  }

  /// Starts `typometer arguments…` in the repository root (or `directory`)
  /// and returns at once.
  public static func launch(
    _ arguments: [String], environment: [String: String] = [:],
    stdin: StandardInput = .text(""), launcher: String? = nil, in directory: String? = nil
  ) throws -> RunningCommand {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: launcher ?? executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory ?? Fixtures.repositoryRoot)
    var env = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
    env.merge(environment) { $1 }
    process.environment = env
    return try RunningCommand(process: process, stdin: stdin)
  }

  /// The options that make the catalog see only the bundled fonts.
  public static let bundledFonts = ["--no-system-fonts", "--fonts", "Fonts"]
}

/// A command started by ``Typometer/launch(_:environment:stdin:launcher:)``.
public final class RunningCommand: @unchecked Sendable {
  private let process: Process
  private let lock = NSLock()
  private let readers = DispatchGroup()
  private var outputData = Data()
  private var errorData = Data()

  init(process: Process, stdin: Typometer.StandardInput) throws {
    self.process = process
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    switch stdin {
    case .text: process.standardInput = input
    case .file(let path):
      process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    }
    try process.run()
    if case .text(let text) = stdin {
      if !text.isEmpty { input.fileHandleForWriting.write(Data(text.utf8)) }
      try input.fileHandleForWriting.close()
    }
    // Both pipes are read to the end while the command runs, so a full pipe
    // cannot block it; the group says when both readers are done.
    for (handle, isError) in [(out.fileHandleForReading, false), (err.fileHandleForReading, true)] {
      DispatchQueue.global().async(group: readers) { [lock] in
        let data = handle.readDataToEndOfFile()
        lock.withLock {
          if isError { self.errorData = data } else { self.outputData = data }
        }
      }
    }
  }

  /// The process identifier.
  public var processIdentifier: Int32 { process.processIdentifier }

  /// Sends `signal` (SIGINT, SIGTERM, SIGKILL, …) to the command.
  public func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

  /// Waits for the command to end and returns what it did.
  public func wait() -> CommandResult {
    process.waitUntilExit()
    readers.wait()
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return lock.withLock {
      CommandResult(
        status: status, stdout: String(decoding: outputData, as: UTF8.self),
        stderr: String(decoding: errorData, as: UTF8.self))
    }
  }
}
