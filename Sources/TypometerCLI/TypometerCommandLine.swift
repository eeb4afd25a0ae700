import Foundation

/// The `typometer` command line: finds the command, parses, runs, and turns
/// every error into a message and an exit status.
public enum TypometerCommandLine {
  static let commands: [any Command.Type] = [
    FontsCommand.self, FontsFindCommand.self, MetricsCommand.self, ScaleCommand.self,
    MeasureCommand.self, RenderCommand.self, CheckCommand.self, CascadeCommand.self,
    BoilerplateCommand.self, ValidateCommand.self,
  ]

  static let version = "0.1.0"

  static var help: String {
    var text = """
      USAGE: typometer COMMAND [OPTIONS]

      Measures an app's typography on real font files: do the fonts named in its
      configs exist, does every string fit at every Dynamic Type size, and which
      fallback fonts does each style need.

      COMMANDS:

      """
    for command in commands {
      text +=
        "  " + command.name.padding(toLength: 14, withPad: " ", startingAt: 0)
        + command.summary + "\n"
    }
    text += """

      Run 'typometer COMMAND --help' for a command's options.
      Exit status: 0 nothing wrong found, 1 something found, 2 could not do the job.
      """
    return text
  }

  /// Runs the command line `arguments` (without the program name) and returns
  /// the exit status.
  public static func run(
    arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32 {
    run(arguments: arguments, environment: environment, console: .standard()).rawValue
  }

  static func run(arguments: [String], environment: [String: String], console: Console)
    -> ExitStatus
  {
    guard let first = arguments.first else {
      console.diagnostic(help + "\n")
      return .failure
    }
    if first == "--help" || first == "-h" || first == "help" {
      console.print(help)
      return .success
    }
    if first == "--version" {
      console.print("typometer \(version)")
      return .success
    }
    // The longest command name that the words start with ("fonts find" before "fonts").
    let match = commands.sorted { $0.name.count > $1.name.count }.first { command in
      let words = command.name.split(separator: " ").map(String.init)
      return Array(arguments.prefix(words.count)) == words
    }
    guard let command = match else {
      console.error(UsageError.unknownCommand(first).message + "; run 'typometer --help'")
      return .failure
    }
    let rest = Array(arguments.dropFirst(command.name.split(separator: " ").count))
    var list = ArgumentList(rest)
    if list.flag("--help", "-h") {
      console.print(command.help)
      return .success
    }
    do {
      let parsed = try command.init(parsing: &list, environment: environment)
      return try parsed.run(console: console)
    } catch let error as UsageError {
      console.error(error.message + "; run 'typometer \(command.name) --help'")
      return .failure
    } catch let error as FontLookupError {
      console.error(error.message)
      return .findings
    } catch {
      console.error(Diagnostics.message(for: error))
      return .failure
    }
  }
}
