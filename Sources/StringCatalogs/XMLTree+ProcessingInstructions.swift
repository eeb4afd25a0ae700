extension XMLTree {
  /// The line of the first processing instruction (`<?`) in UTF-8 bytes whose
  /// XML declaration has been blanked out, or nil.
  ///
  /// Foundation's `XMLParser` on Linux crashes (a null pointer passed to
  /// `strlen`) on a processing instruction without data, such as `<?x?>`;
  /// string files never need one, so all are refused before libxml2 runs.
  static func processingInstructionLine(_ bytes: [UInt8]) -> Int? {
    var line = 1
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == 0x0A { line += 1 }
      if bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "?") { return line }
      index += 1
    }
    return nil
  }
}
