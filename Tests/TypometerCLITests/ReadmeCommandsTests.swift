import Foundation
import TestSupport
import Testing

/// Every `$ typometer …` line of the README runs as written, and prints the
/// lines the README shows after it, in order (`…` stands for lines left out).
@Suite struct ReadmeCommandsTests {
  struct Example: CustomStringConvertible, Sendable {
    var line: Int
    var arguments: [String]
    var shown: [String]
    var description: String { "README.md:\(line): typometer \(arguments.joined(separator: " "))" }
  }

  /// The examples of the README's `console` blocks.
  static let examples: [Example] = {
    guard
      let text = try? String(
        contentsOfFile: Fixtures.repositoryRoot + "/README.md", encoding: .utf8)
    else { return [] }
    var examples: [Example] = []
    var inConsole = false
    var pending: String?
    var pendingLine = 0
    for (number, line) in text.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        inConsole = line == "```console"
        pending = nil
        continue
      }
      guard inConsole else { continue }
      if var command = pending {
        // A continued command line.
        command += " " + line.trimmingCharacters(in: .whitespaces)
        if command.hasSuffix("\\") {
          pending = String(command.dropLast())
        } else {
          pending = nil
          examples.append(Example(line: pendingLine, arguments: words(command), shown: []))
        }
        continue
      }
      if line.hasPrefix("$ typometer ") {
        let command = String(line.dropFirst("$ typometer ".count))
        if command.hasSuffix("\\") {
          pending = String(command.dropLast())
          pendingLine = number + 1
        } else {
          examples.append(Example(line: number + 1, arguments: words(command), shown: []))
        }
      } else if line.hasPrefix("$ ") {
        continue
      } else if !examples.isEmpty {
        examples[examples.count - 1].shown.append(line)
      }
    }
    return examples
  }()

  /// A command line split as a POSIX shell splits it (quotes, a trailing comment).
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
        continue
      }
      switch character {
      case "\"", "'":
        quote = character
        inWord = true
      case " ", "\t":
        if inWord { words.append(current) }
        current = ""
        inWord = false
      case "#" where !inWord:
        return words
      default:
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  @Test func theReadmeHasExamples() {
    #expect(Self.examples.count >= 12)
    #expect(Self.examples.allSatisfy { !$0.arguments.isEmpty })
  }

  @Test(arguments: examples)
  func runsAsWrittenAndPrintsWhatItShows(_ example: Example) throws {
    let result = try Typometer.run(example.arguments)
    #expect(result.status == 0 || result.status == 1, "\(example): \(result.stderr)")
    let printed = result.stdout.components(separatedBy: "\n")
    var next = 0
    for expected in example.shown where expected != "…" && !expected.isEmpty {
      guard let found = printed[next...].firstIndex(of: expected) else {
        Issue.record("\(example): does not print, in order: \(expected)")
        break
      }
      next = found + 1
    }
  }
}
