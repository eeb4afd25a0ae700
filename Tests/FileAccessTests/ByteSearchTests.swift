import FileAccess
import Testing

/// `holds` finds a part anywhere, whole: at the start, at the very end,
/// after false starts; not a part cut off by the end, nor one longer than
/// the bytes.
struct ByteSearchTests {
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
  }
}
