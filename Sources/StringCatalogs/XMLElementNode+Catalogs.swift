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

  /// Whether `bytes` begin with an XML declaration whose `encoding` is
  /// ISO-8859-1 (`latin1`, `ISO_8859-1`, in any case).
  static func declaresLatin1(_ bytes: [UInt8]) -> Bool {
    guard bytes.starts(with: Array("<?xml".utf8)),
      let end = bytes.prefix(256).firstRange(of: Array("?>".utf8))
    else { return false }
    let declaration = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).lowercased()
    guard let mark = declaration.range(of: "encoding") else { return false }
    let rest = declaration[mark.upperBound...].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return false }
    let value = rest.dropFirst().prefix { $0 != quote }
    return ["iso-8859-1", "iso_8859-1", "latin1", "latin-1", "l1"].contains(String(value))
  }

  /// ISO-8859-1 bytes as UTF-8: each byte is the character of its value.
  static func latin1AsUTF8(_ bytes: [UInt8]) -> [UInt8] {
    var utf8: [UInt8] = []
    utf8.reserveCapacity(bytes.count + bytes.count / 8)
    for byte in bytes {
      if byte < 0x80 {
        utf8.append(byte)
      } else {
        utf8.append(0xC0 | byte >> 6)
        utf8.append(0x80 | byte & 0x3F)
      }
    }
    return utf8
  }
}
