/// One `typometer` command: it parses its own options and runs.
protocol Command: Sendable {
  /// The name the user types, such as `metrics` or `fonts find`.
  static var name: String { get }
  /// One line saying what the command does.
  static var summary: String { get }
  /// The full `--help` text.
  static var help: String { get }

  /// Takes the command's options and arguments from `arguments`.
  init(parsing arguments: inout ArgumentList, environment: [String: String]) throws

  /// Does the job, writing to `console`, and returns the exit status.
  func run(console: Console) throws -> ExitStatus
}
