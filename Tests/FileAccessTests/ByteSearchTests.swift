import FileAccess
import Testing

/// `holds` finds a part anywhere, whole: at the start, at the very end,
/// after false starts; not a part cut off by the end, nor one longer than
/// the bytes.
struct ByteSearchTests {
  /// `occurrences` counts a part's places, none overlapping another, as a
  /// plain count from each end on does.
  @Test func countsPartsWithoutOverlaps() {
    func plainCount(_ bytes: [UInt8], _ part: [UInt8]) -> Int {
      guard !part.isEmpty else { return 0 }
      var (count, i) = (0, 0)
      while i + part.count <= bytes.count {
        if Array(bytes[i..<(i + part.count)]) == part {
          count += 1
          i += part.count
        } else {
          i += 1
        }
      }
      return count
    }
    let text = Array("aaaa systemFont(ofSize: 12) aab systemFont(ofSize: 1)".utf8)
    for part in ["a", "aa", "aaa", "systemFont(ofSize:", "b", "x", "1", ""] {
      #expect(
        text.occurrences(of: Array(part.utf8)) == plainCount(text, Array(part.utf8)), "\(part)")
    }
    #expect(text.occurrences(of: Array("aa".utf8)) == 3)  // "aaaa" twice, "aab" once
    #expect([UInt8]().occurrences(of: [0]) == 0)
  }

  /// `firstIndex(of:from:)` finds what the standard library's search finds,
  /// from each offset; nil for an empty part, an offset past the end, or none.
  @Test func firstIndexFromAnOffsetIsTheLibrarysSearch() {
    let text = Array("@string/a @string/bc x@string/".utf8)
    for part in ["@string/", "a", "x@", "zz", "/"] {
      let bytes = Array(part.utf8)
      for start in 0..<text.count {
        let expected = text[start...].firstRange(of: bytes)?.lowerBound
        #expect(text.firstIndex(of: bytes, from: start) == expected, "\(part) \(start)")
      }
    }
    #expect(text.firstIndex(of: [], from: 0) == nil)
    #expect(text.firstIndex(of: [0x40], from: text.count) == nil)
    #expect(text.firstIndex(of: [0x40], from: -1) == nil)
  }

  /// `firstIndex(of:in:)` finds what the standard library's search finds
  /// within each range (a part wholly inside it); a range past the ends is
  /// clamped to them.
  @Test func firstIndexWithinARangeIsTheLibrarysSearch() {
    let text = Array("a // b //c/ /".utf8)
    for part in ["//", "/", "a", "c/", "zz"] {
      let bytes = Array(part.utf8)
      for lower in 0...text.count {
        for upper in lower...text.count {
          let expected = text[lower..<upper].firstRange(of: bytes)?.lowerBound
          #expect(text.firstIndex(of: bytes, in: lower..<upper) == expected, "\(part) \(lower)")
        }
      }
    }
    #expect(text.firstIndex(of: [], in: 0..<3) == nil)
    #expect(text.firstIndex(of: Array("a".utf8), in: -5..<100) == 0)
  }

  @Test func findsWholePartsOnly() {
    let text = Array("aab entryValues=\"@array/x\" aaab".utf8)
    for part in ["aab", "entryValues", "aaab", "b", " ", "aa", "ab entry"] {
      #expect(text.holds(Array(part.utf8)), "\(part)")
    }
    for part in ["aaab!", "abb", "entryvalues", "ba", "aaaa", "x\" aaab "] {
      #expect(!text.holds(Array(part.utf8)), "\(part)")
    }
    #expect(text.holds([]))
    #expect([UInt8]().holds([]))
    #expect(![UInt8]().holds([0]))
    #expect(![UInt8](repeating: 0, count: 3).holds([0, 0, 0, 0]))
    #expect([UInt8](repeating: 0, count: 4).holds([0, 0, 0, 0]))
    // A string's bytes answer as a plain search over them does: short
    // (kept inline) and long, with multi-byte characters, a part at either
    // end, one cut off by the end, false starts.
    func plainSearch(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
      part.isEmpty
        || (0..<max(0, bytes.count - part.count + 1)).contains {
          Array(bytes[$0..<$0 + part.count]) == part
        }
    }
    let long = String(repeating: "Größe ", count: 40) + "crwdns1:0"
    for string in ["", "c", "crwdns", "xcrwdns1", "crwdn", "ccrwdns", "Größe crwdns", long] {
      for part in ["crwdns", "ö", "e c", "", "s1:0", "crwdns1:0!", "G", "c"] {
        #expect(
          string.holdsBytes(Array(part.utf8)) == plainSearch(Array(string.utf8), Array(part.utf8)),
          "\(string) \(part)")
      }
    }
    #expect(long.holdsBytes(Array("crwdns1:0".utf8)) && !"crwdn".holdsBytes(Array("crwdns".utf8)))
  }

  /// `holdsByte` answers as the UTF-8 view's own `contains`: in a small
  /// string (kept inline), a long one, at either end, after multi-byte
  /// characters; a byte inside a multi-byte character counts as one.
  @Test func stringHoldsByteAsItsUTF8Does() {
    let long = String(repeating: "Größe ", count: 40) + "%"
    for text in ["", "%", "a%", "%b", "ab", "Größe", "見出し%", long, String(long.dropLast())] {
      for byte in [UInt8(ascii: "%"), UInt8(ascii: "e"), 0xC3, 0x00] {
        #expect(text.holdsByte(byte) == text.utf8.contains(byte), "\(text) \(byte)")
      }
    }
    #expect("見".holdsByte(0xE8))
    #expect(!"ab".holdsByte(UInt8(ascii: "%")))
  }

  /// A string is ASCII where every character is (a combining mark, a
  /// character beyond U+007F anywhere, in a small or a long string, is not).
  @Test func asciiIsEveryCharacterInASCII() {
    let long = String(repeating: "plural.one ", count: 40)
    for text in [
      "", "plural.one", "Noto Sans", long, "\u{7F}", "plural.\u{301}x", "é", "a見", long + "ü",
    ] {
      #expect(text.isASCII == text.unicodeScalars.allSatisfy(\.isASCII), "\(text)")
    }
  }
}
