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
    _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil
  ) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: Fixtures.repositoryRoot)
    var env = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
    env.merge(environment) { $1 }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a full pipe cannot block.
    nonisolated(unsafe) var errorData = Data()
    // The lock orders the reader's write before the read below (ThreadSanitizer
    // does not see Thread.isFinished as synchronization).
    let errorLock = NSLock()
    let reader = Thread {
      let data = err.fileHandleForReading.readDataToEndOfFile()
      errorLock.withLock { errorData = data }
    }
    reader.start()
    let outputData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while reader.isExecuting || !reader.isFinished { usleep(1000) }
    errorLock.lock()
    defer { errorLock.unlock() }
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return CommandResult(
      status: status, stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData, as: UTF8.self))
  }

  /// The options that make the catalog see only the bundled fonts.
  public static let bundledFonts = ["--no-system-fonts", "--fonts", "Fonts"]
}
