import Testing

@testable import TextLayout

/// The array helpers that allocate in specialized code give what the
/// standard library's initializers give.
@Suite struct ArraysTests {
  @Test func repeatedArrayEqualsRepeating() {
    for count in [0, 1, 2, 7, 64, 1000] {
      #expect(repeatedArray(0.0, count: count) == [Double](repeating: 0, count: count))
      #expect(repeatedArray(Int32(-3), count: count) == [Int32](repeating: -3, count: count))
    }
  }

  @Test func filledArrayKeepsTheElementsSet() {
    for capacity in [1, 2, 5, 100] {
      for filled in 0...capacity {
        let array: [Int32] = filledArray(capacity: capacity) { buffer in
          #expect(buffer.count == capacity)
          #expect(buffer.allSatisfy { $0 == 0 })
          for i in 0..<filled { buffer[i] = Int32(i * 3 + 1) }
          return filled
        }
        let expected = [Int32](unsafeUninitializedCapacity: capacity) { buffer, initialized in
          for i in 0..<filled { buffer[i] = Int32(i * 3 + 1) }
          initialized = filled
        }
        #expect(array == expected)
      }
    }
  }
}
