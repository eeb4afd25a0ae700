import Foundation
import StructuredText

/// The `typometer` command line: finds the command, parses, runs, and turns
/// every error into a message and an exit status.
public enum TypometerCommandLine {
  static let commands: [any Command.Type] = [
    FontsCommand.self, FontsFindCommand.self, MetricsCommand.self, ScaleCommand.self,
    MeasureCommand.self, RenderCommand.self, CheckCommand.self, CascadeCommand.self,
    BoilerplateCommand.self, ValidateCommand.self, InitCommand.self,
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

      Run 'typometer help COMMAND' (or 'typometer COMMAND --help') for a command's
      options; 'typometer --version' (-V, version) prints the version. The catalog
      options (--fonts, --no-system-fonts, --system-font) may come before the command.
      --color auto|always|never colours text results (auto: when standard output is a
      terminal and NO_COLOR is not set).
      Exit status: 0 nothing wrong found, 1 something found, 2 could not do the job.
      """
    return text
  }

  /// Runs the command line as the process was given it, `arguments` as bytes
  /// (without the program name), and returns the exit status: an argument
  /// that is not UTF-8 (a Latin-1 shell's `café`, a file name in another
  /// encoding) is refused with exit 2, naming it, rather than read with
  /// U+FFFD in place of its bytes and measured or looked for so.
  public static func run(rawArguments arguments: [[UInt8]]) -> Int32 {
    for (i, bytes) in arguments.enumerated()
    where UTF8Validation.firstInvalidOffset(in: bytes) != nil {
      // Its valid characters shown as text, each byte of an invalid sequence as \\xNN.
      var shown = ""
      var offset = 0
      var iterator = bytes.makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      parsing: while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded):
          shown.unicodeScalars.append(Unicode.UTF8.decode(encoded))
          offset += encoded.count
        case .error(let length):
          for byte in bytes[offset..<offset + length] {
            let hex = String(byte, radix: 16, uppercase: true)
            shown += "\\x" + (hex.count == 1 ? "0" + hex : hex)
          }
          offset += length
        case .emptyInput: break parsing
        }
      }
      Console.standard(colors: .never).error(
        "argument \(i + 1) ('\(shown)') is not UTF-8: typometer reads its arguments, text and "
          + "paths alike, as UTF-8")
      return ExitStatus.failure.rawValue
    }
    return run(arguments: arguments.map { String(decoding: $0, as: UTF8.self) })
  }

  /// Runs the command line `arguments` (without the program name) and returns
  /// the exit status.
  public static func run(
    arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32 {
    // `--color` is the console's, whatever the command: taken before parsing.
    var arguments = arguments
    let mode: ColorMode
    do {
      mode = try takeColorMode(&arguments)
    } catch {
      Console.standard(colors: .never).error(
        error.message + "; run 'typometer --help'")
      return ExitStatus.failure.rawValue
    }
    return run(
      arguments: arguments, environment: environment,
      console: .standard(colors: mode, environment: environment)
    ).rawValue
  }

  /// Removes `--color MODE` (or `--color=MODE`) from `arguments` and returns
  /// the mode (``ColorMode/auto`` when absent).
  static func takeColorMode(_ arguments: inout [String]) throws(UsageError) -> ColorMode {
    let end = arguments.firstIndex(of: "--") ?? arguments.count
    var value: String?
    var i = 0
    var kept: [String] = []
    while i < arguments.count {
      let word = arguments[i]
      if i < end, word == "--color" {
        guard i + 1 < arguments.count else { throw .missingValue(option: "--color") }
        guard value == nil else { throw .repeated(option: "--color") }
        value = arguments[i + 1]
        i += 2
        continue
      }
      if i < end, word.hasPrefix("--color=") {
        guard value == nil else { throw .repeated(option: "--color") }
        value = String(word.dropFirst("--color=".count))
      } else {
        kept.append(word)
      }
      i += 1
    }
    guard let value else { return .auto }
    guard let mode = ColorMode(rawValue: value) else {
      throw .invalidValue(option: "--color", value: value, expected: "auto, always or never")
    }
    arguments = kept
    return mode
  }

  static func run(arguments: [String], environment: [String: String], console: Console)
    -> ExitStatus
  {
    // Catalog options may come before the command (`typometer --fonts Fonts fonts`).
    let (leading, words) = splitLeadingOptions(arguments)
    guard let first = words.first else {
      if leading.contains(where: { versionWords.contains($0) }) {
        console.print("typometer \(version)")
        return .success
      }
      if leading.contains("--help") || leading.contains("-h") {
        console.print(help)
        return .success
      }
      console.diagnostic(help + "\n")
      return .failure
    }
    if first == "help" || first == "--help" || first == "-h" {
      // `typometer help CMD`: that command's help (options such as the
      // catalog's, which every command takes, are passed over).
      var asked: [String] = []
      var rest = words.dropFirst()[...]
      while let word = rest.popFirst() {
        if leadingValueOptions.contains(word) {
          _ = rest.popFirst()  // its value
        } else if !word.hasPrefix("-") {
          asked += word.split(separator: " ").map(String.init)
        }
      }
      guard !asked.isEmpty else {
        console.print(help)
        return .success
      }
      if asked.count == 1, versionWords.contains(asked[0]) {
        console.print(versionHelp)
        return .success
      }
      guard let command = command(startingWith: asked) else {
        console.error(unknownCommand(asked[0]))
        return .failure
      }
      console.print(command.help)
      return .success
    }
    if versionWords.contains(first) {
      console.print("typometer \(version)")
      return .success
    }
    guard let command = command(startingWith: words) else {
      // `--colour never fonts`: a misspelt global option took no value, so
      // its value reads as the command. Said so only when that word is near
      // no command (`--json chek` is a misspelt command).
      let commandNames = commands.map { $0.name } + ["help", "version"]
      if didYouMean(first, among: commandNames).isEmpty,
        let option = leading.first(where: { word in
          let name = String(word.prefix { $0 != "=" })
          return word.hasPrefix("--") && !globalOptions.contains(name)
            && !didYouMean(name, among: globalOptions.sorted()).isEmpty
        })
      {
        let name = String(option.prefix { $0 != "=" })
        console.error(
          UsageError.unknownOption(option).message
            + didYouMean(name, among: globalOptions.sorted()) + "; run 'typometer --help'")
        return .failure
      }
      console.error(unknownCommand(first))
      return .failure
    }
    let rest = leading + Array(words.dropFirst(command.name.split(separator: " ").count))
    var list = ArgumentList(rest)
    if list.flag("--help", "-h") {
      console.print(command.help)
      return .success
    }
    do {
      let parsed = try command.init(parsing: &list, environment: environment)
      return try parsed.run(console: console)
    } catch let error as UsageError {
      // `fonts fnd`: a word where a subcommand's name goes.
      var hint = ""
      if case .unexpectedArgument(let word) = error {
        let subcommands = commands.compactMap { other -> String? in
          guard other.name.hasPrefix(command.name + " ") else { return nil }
          return String(other.name.dropFirst(command.name.count + 1))
        }
        let near = NameSuggestions.suggestions(for: word, among: subcommands, limit: 2)
        if !near.isEmpty {
          hint =
            " (did you mean "
            + near.map { "'\(command.name) \($0)'" }.joined(separator: " or ") + "?)"
        }
      }
      console.error(error.message + hint + "; run 'typometer \(command.name) --help'")
      return .failure
    } catch let error as FontLookupError {
      console.error(error.message)
      return .findings
    } catch let error as FontMissing {
      console.error(error.message)
      return .findings
    } catch {
      console.error(Diagnostics.message(for: error))
      return .failure
    }
  }

  /// The options any command takes before its name: the catalog's, and the
  /// words that print the help or the version.
  static let globalOptions: Set<String> = [
    "--fonts", "--system-font", "--no-system-fonts", "--color", "--help", "--version",
  ]

  /// The words that print the version.
  static let versionWords: Set<String> = ["--version", "-V", "version"]

  /// `typometer help version`.
  static let versionHelp = """
    USAGE: typometer version   (also: typometer --version, typometer -V)

    Prints the version: "typometer X.Y.Z". Exit status: 0.
    """

  /// The options every command takes that have a value, so that they can
  /// come before the command's name.
  static let leadingValueOptions: Set<String> = ["--fonts", "--system-font"]

  /// The options before the first word that is not one (with the values of
  /// ``leadingValueOptions``), and the words from there on. `--` ends them.
  static func splitLeadingOptions(_ arguments: [String]) -> (options: [String], rest: [String]) {
    var i = 0
    while i < arguments.count, arguments[i].hasPrefix("-"), arguments[i] != "--",
      arguments[i] != "-"
    {
      if leadingValueOptions.contains(arguments[i]), i + 1 < arguments.count {
        i += 2
      } else {
        i += 1
      }
    }
    return (Array(arguments[..<i]), Array(arguments[i...]))
  }

  /// The command whose name `words` start with (the longest: "fonts find"
  /// before "fonts").
  static func command(startingWith words: [String]) -> (any Command.Type)? {
    commands.sorted { $0.name.count > $1.name.count }.first { command in
      let name = command.name.split(separator: " ").map(String.init)
      return Array(words.prefix(name.count)) == name
    }
  }

  /// "unknown command 'X'", with the nearest command names.
  static func unknownCommand(_ name: String) -> String {
    let names = commands.map { $0.name } + ["help", "version"]
    return UsageError.unknownCommand(name).message + didYouMean(name, among: names)
      + "; run 'typometer --help'"
  }
}
