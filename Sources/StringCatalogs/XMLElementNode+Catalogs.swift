import StructuredText

extension XMLElementNode {
  /// Parses an XML document for the catalog parsers: `rawBytes` are decoded by
  /// ``TextDecoding`` (UTF-8, or UTF-16 with a byte-order mark; the XML
  /// declaration's `encoding` is not read), then read by
  /// ``XMLElementNode/parseXML(_:maximumDepth:)`` with elements nested at most
  /// ``CatalogLimits/maximumDepth`` deep. Failures are worded as catalog errors.
  static func catalogXML(_ rawBytes: [UInt8], limits: CatalogLimits) throws(ParseError)
    -> XMLElementNode
  {
    let bytes = try TextDecoding.utf8Bytes(of: rawBytes)
    do {
      return try XMLElementNode.parseXML(bytes, maximumDepth: limits.maximumDepth)
    } catch {
      throw ParseError(xml: error)
    }
  }
}
