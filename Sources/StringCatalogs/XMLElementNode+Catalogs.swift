import StructuredText

extension XMLElementNode {
  /// Parses an XML document for the catalog parsers: `rawBytes` are decoded
  /// as ``XMLElementNode/documentUTF8(_:)`` says (UTF-8, UTF-16, or
  /// ISO-8859-1 where the XML declaration says so, as aapt2's parser, expat,
  /// reads them, so the app builds); then read by
  /// ``XMLElementNode/parseXML(_:maximumDepth:)`` with elements nested at most
  /// ``CatalogLimits/maximumDepth`` deep. Failures are worded as catalog errors.
  static func catalogXML(_ rawBytes: [UInt8], limits: CatalogLimits) throws(ParseError)
    -> XMLElementNode
  {
    let bytes: [UInt8]
    do {
      bytes = try documentUTF8(rawBytes)
    } catch {
      throw ParseError.encoding(line: error.line)
    }
    do {
      return try XMLElementNode.parseXML(bytes, maximumDepth: limits.maximumDepth)
    } catch {
      throw ParseError(xml: error)
    }
  }
}
