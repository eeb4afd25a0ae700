import TestSupport
import Testing

@testable import TextLayout

/// Email addresses and URLs break as Android's line breaker (Minikin's
/// `WordBreaker`) breaks them. The expected breaks are those AOSP's own
/// tests of it give (`minikin/tests/unittest/WordBreakerTests.cpp`: `url`,
/// `urlBreakChars`, `urlNoHyphenBreak`, `urlEndsWithSlash`,
/// `emailStartsWithSlash`, `emailWithCombining`, `lonelyAt`), each break the
/// UTF-16 offset a line may start at.
@Suite struct LinkBreaksTests {
  /// The breaks of `text` with Android's in its links (ICU's alone when it
  /// has none).
  static func breaks(_ text: String) throws -> [Int32] {
    let breaker = try #require(LineBreaker(locale: "en"))
    let units = Array(text.utf16)
    return units.withUnsafeBufferPointer { utf16 in
      let icu = breaker.breaks(in: utf16)
      return LinkBreaks.applied(to: icu.offsets, hard: icu.hard, in: utf16)?.offsets ?? icu.offsets
    }
  }

  @Test(
    arguments: [
      ("http://example.com x", [5, 7, 14, 19, 20]),
      (
        "http://a.b/~c,d-e?f=g&h#i%j_k/l",
        [5, 7, 8, 10, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 27, 29, 31]
      ),
      ("http://a-/b", [5, 7, 8, 11]),
      ("http://a/", [5, 7, 8, 9]),
      ("/a@b", [4]),
      ("foo@example.com\u{0303} x", [11, 17, 18]),
      ("a @ b", [2, 4, 5]),
    ] as [(String, [Int32])])
  func breaksAsMinikin(_ text: String, _ expected: [Int32]) throws {
    #expect(try Self.breaks(text) == expected)
  }

  /// Text around a link keeps ICU's breaks; a colon or a slash alone makes
  /// no link; a mandatory break stays mandatory.
  @Test func theRestKeepsICUsBreaks() throws {
    let breaker = try #require(LineBreaker(locale: "en"))
    for text in ["and/or a:b c", "Ratio 1:2 / 3", "Wait a moment", "no links"] {
      let units = Array(text.utf16)
      units.withUnsafeBufferPointer { utf16 in
        let icu = breaker.breaks(in: utf16)
        #expect(LinkBreaks.applied(to: icu.offsets, hard: icu.hard, in: utf16) == nil, "\(text)")
      }
    }
    // "Visit " (6), the link's own, then ICU's after it: "line\n" and "end".
    let text = "Visit https://x.org/a?b=1 now,\nend"
    let units = Array(text.utf16)
    try units.withUnsafeBufferPointer { utf16 in
      let icu = breaker.breaks(in: utf16)
      let android = try #require(LinkBreaks.applied(to: icu.offsets, hard: icu.hard, in: utf16))
      #expect(android.offsets == [6, 12, 14, 15, 19, 21, 23, 24, 26, 31, 34])
      #expect(android.hard.map { android.offsets[Int($0)] } == [31])
      #expect(icu.hard.map { icu.offsets[Int($0)] } == [31])
    }
  }

  /// A text of many links stays linear (each link's end is looked up in
  /// ICU's breaks by halves): 60,000 email addresses break after each
  /// space, as ICU breaks them.
  @Test func manyLinksStayLinear() throws {
    let text = Array(repeating: "a@b", count: 60_000).joined(separator: " ")
    let breaks = try Self.breaks(text)
    #expect(breaks.count == 60_000)
    #expect(breaks.first == 4 && breaks.last == Int32(text.utf16.count))
  }
}
