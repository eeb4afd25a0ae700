import Testing

@testable import StructuredText

@Suite struct NameSuggestionsTests {
  @Test func editDistance() {
    func distance(_ a: String, _ b: String) -> Int? {
      NameSuggestions.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: 10)
    }
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("", "abc") == 3)
    #expect(distance("abc", "abc") == 0)
    #expect(
      NameSuggestions.editDistance(
        Array("abcdef".unicodeScalars), Array("uvwxyz".unicodeScalars), limit: 2) == nil)
  }
}
