import Foundation
import TestSupport
import Testing

@Suite struct LetterCaseOptionTests {
  /// The second input of the LetterCase reference table (Tests/Data/config/letter-case.tsv).
  static let input = "hello, World  it's  iOS-17!"

  /// Every `--letter-case` value and what it makes of ``input``, as a
  /// TypographyKit app shows it and `check` measures it: `train` leaves the
  /// text unchanged, as LetterCase 2.0.0 does.
  static let cases = [
    ("regular", "hello, World  it's  iOS-17!"), ("capitalized", "Hello, World It's Ios-17!"),
    ("upper", "HELLO, WORLD IT'S IOS-17!"), ("lower", "hello, world it's ios-17!"),
    ("kebab", "hello-world-its-ios-17"), ("snake", "hello_world_its_ios17"),
    ("macro", "HELLO_WORLD_ITS_IOS17"), ("train", "hello, World  it's  iOS-17!"),
    ("upper-camel", "HelloWorldItsIos17"), ("lower-camel", "helloWorldItsIos17"),
  ]

  /// `typometer measure … --json` and its decoded output.
  static func measure(_ options: [String], _ text: String) throws -> (Int32, [String: Any]?) {
    let result = try Typometer.run(
      ["measure", "Inter-Regular", "--size", "17"] + options + [text, "--json"]
        + Typometer.bundledFonts)
    let json = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (result.status, json)
  }

  @Test func upperChangesTheMeasuredText() throws {
    let (plainStatus, plain) = try Self.measure([], "Hello world")
    let (upperStatus, upper) = try Self.measure(["--letter-case", "upper"], "Hello world")
    #expect(plainStatus == 0)
    #expect(upperStatus == 0)
    #expect(plain?["text"] as? String == "Hello world")
    #expect(upper?["text"] as? String == "HELLO WORLD")
    let plainAdvance = try #require(plain?["advance"] as? Double)
    let upperAdvance = try #require(upper?["advance"] as? Double)
    #expect(upperAdvance > plainAdvance)
  }

  @Test(arguments: cases)
  func everyLetterCase(_ letterCase: String, _ expected: String) throws {
    let (status, json) = try Self.measure(["--letter-case", letterCase], Self.input)
    #expect(status == 0)
    #expect(json?["text"] as? String == expected)
  }

  /// The expectations above are LetterCase 2.0.0's outputs.
  @Test func casesAgreeWithTheReferenceTable() throws {
    let rows = try Fixtures.tsv("config/letter-case.tsv").dropFirst()  // the header
      .filter { $0.count == 3 && $0[1] == Self.input }
    #expect(rows.count == 10)
    let expected = Dictionary(uniqueKeysWithValues: Self.cases)
    for row in rows {
      #expect(expected[row[0]] == row[2])
    }
  }

  @Test func unknownLetterCaseExitsTwoListingTheValues() throws {
    let result = try Typometer.run(
      ["measure", "Inter-Regular", "--size", "17", "--letter-case", "shouty", "Hello"]
        + Typometer.bundledFonts)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("'shouty'"))
    #expect(
      result.stderr.contains(
        "regular, capitalized, kebab, lower, lower-camel, macro, train, snake, upper, upper-camel"))
  }
}
