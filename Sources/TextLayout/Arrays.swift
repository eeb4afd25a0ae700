/// An array of `count` copies of `value`, allocated by code specialized for
/// `Element`.
///
/// `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:…)`
/// allocate in the standard library's unspecialized code, which looks up the
/// storage class's metadata at run time on every call (a hash-table search
/// of some 300 instructions); copying a `Repeated` collection allocates in
/// inlinable code, whose metadata accessor keeps the result.
@inline(__always)
func repeatedArray<Element>(_ value: Element, count: Int) -> [Element] {
  Array(repeatElement(value, count: count))
}

/// What `[Element](unsafeUninitializedCapacity:initializingWith:)` makes,
/// allocated as ``repeatedArray(_:count:)`` does: `body` gets `capacity`
/// elements, all zero, and returns how many of the first it set.
@inline(__always)
func filledArray<Element: BitwiseCopyable & ExpressibleByIntegerLiteral>(
  capacity: Int, _ body: (UnsafeMutableBufferPointer<Element>) -> Int
) -> [Element] {
  var array = repeatedArray(0 as Element, count: capacity)
  let count = array.withUnsafeMutableBufferPointer { body($0) }
  if count < capacity { array.removeLast(capacity - count) }
  return array
}
