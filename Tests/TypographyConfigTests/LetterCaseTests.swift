import Testing

@testable import TypographyConfig

@Suite struct LetterCaseTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var letterCase: String
    var input: String
    var output: String
    var testDescription: String { "\(letterCase): \(input)" }
  }

  static let rows: [Row] = {
    (try? referenceRows("letter-case.tsv"))?.map {
      Row(letterCase: $0[0], input: $0[1], output: $0[2])
    } ?? []
  }()

  @Test func referenceTableHasTwentyRows() {
    #expect(Self.rows.count == 20)
    #expect(Set(Self.rows.map(\.letterCase)) == Set(LetterCase.allCases.map(\.rawValue)))
  }

  @Test(arguments: rows)
  func typographyKitOutputMatchesReference(_ row: Row) throws {
    let letterCase = try #require(LetterCase(rawValue: row.letterCase))
    #expect(letterCase.typographyKitOutput(for: row.input) == row.output)
  }

  @Test(arguments: rows)
  func applyMatchesReferenceExceptTrain(_ row: Row) throws {
    let letterCase = try #require(LetterCase(rawValue: row.letterCase))
    guard letterCase != .train else { return }
    #expect(letterCase.apply(to: row.input) == row.output)
  }

  /// `train` does what its name says: the intended output from the `#` lines of
  /// letter-case.tsv (TypographyKit itself returns the text unchanged).
  @Test func trainIsKebabUpperCased() {
    #expect(
      LetterCase.train.apply(to: "The quick brown fox jumps over the lazy dog")
        == "THE-QUICK-BROWN-FOX-JUMPS-OVER-THE-LAZY-DOG")
    #expect(LetterCase.train.apply(to: "hello, World  it's  iOS-17!") == "HELLO-WORLD-ITS-IOS-17")
    #expect(LetterCase.train.typographyKitOutput(for: "hello, World") == "hello, World")
  }

  @Test func suffixIsLowerCased() {
    #expect(LetterCase.capitalized.apply(to: "XMLHttpRequest body") == "Xmlhttprequest Body")
  }

  @Test func emptyAndSpaceOnlyInputs() {
    for letterCase in LetterCase.allCases {
      #expect(letterCase.apply(to: "") == "")
      _ = letterCase.apply(to: "   ")
    }
    #expect(LetterCase.upper.apply(to: "   ") == "")
    #expect(LetterCase.regular.apply(to: "   ") == "   ")
  }

  @Test func everyValueIsAcceptedInAConfig() {
    for letterCase in LetterCase.allCases {
      let report = validateStyle(
        #"{"font-name": "Inter", "point-size": 12, "letter-case": "\#(letterCase.rawValue)"}"#)
      #expect(report.findings.isEmpty)
      #expect(report.styles["s"]?.letterCase == letterCase)
    }
  }

  @Test func invalidValues() {
    let report = validateStyle(#"{"font-name": "Inter", "point-size": 12, "letter-case": "Upper"}"#)
    #expect(summary(report) == ["letter-case-invalid ui-font-text-styles.s.letter-case"])
    #expect(report.findings.first?.suggestion == "upper")
    let wrongType = validateStyle(#"{"font-name": "Inter", "point-size": 12, "letter-case": 3}"#)
    #expect(summary(wrongType) == ["letter-case-invalid ui-font-text-styles.s.letter-case"])
  }
}
