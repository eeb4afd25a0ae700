import StructuredText

extension XMLElementNode {
  /// Parses an XML document for the catalog parsers: `rawBytes` are decoded by
  /// ``TextDecoding`` (UTF-8, or UTF-16 with a byte-order mark), or as
  /// ISO-8859-1 where the XML declaration says so (`encoding="ISO-8859-1"`,
  /// which aapt2's parser, expat, reads, so the app builds); then read by
  /// ``XMLElementNode/parseXML(_:maximumDepth:)`` with elements nested at most
  /// ``CatalogLimits/maximumDepth`` deep. Failures are worded as catalog errors.
  static func catalogXML(_ rawBytes: [UInt8], limits: CatalogLimits) throws(ParseError)
    -> XMLElementNode
  {
    let bytes =
      declaresLatin1(rawBytes)
      ? latin1AsUTF8(rawBytes) : try TextDecoding.utf8Bytes(of: rawBytes)
    do {
      return try XMLElementNode.parseXML(bytes, maximumDepth: limits.maximumDepth)
    } catch {
      throw ParseError(xml: error)
    }
  }
}
