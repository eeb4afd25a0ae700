/// Which face of a font file to open: a face of a collection and, for a
/// variable font, one of its named instances.
///
/// FreeType and Fontconfig pack the two into one number, FreeType's
/// `face_index`: the collection face in the low 16 bits and the named instance
/// above them (`namedInstance << 16 | collection`). That number is the index's
/// ``description``, what ``init(_:)`` reads, and how it is encoded, so
/// `Fonts/NotoSansCJK-JPKR-subset.ttc#1` names the second face of a collection
/// and `Inter-roman.var.ttf#65536` the first named instance of a variable font.
/// Only FontCore converts to and from the packed number.
public struct FaceIndex: Hashable, Comparable, Sendable, Codable, LosslessStringConvertible {
  /// The face's position in a collection (`.ttc`, `.otc`), from 0; 0 for a
  /// file with one face.
  public var collection: Int
  /// The named instance of a variable font, from 1 in `fvar` order; 0 for the
  /// face as stored (a static font, or a variable font at its default axis
  /// values).
  public var namedInstance: Int

  /// The index of collection face `collection`, at named instance
  /// `namedInstance` (0: none).
  ///
  /// Faces open for a collection face 0…65535 and a named instance 0…32767
  /// (the ranges FreeType's packed number holds); other values are refused
  /// with ``FontError/faceIndexOutOfRange(path:index:faceCount:)``.
  public init(collection: Int = 0, namedInstance: Int = 0) {
    self.collection = collection
    self.namedInstance = namedInstance
  }

  /// The index FreeType's packed number `value` stands for; any `Int`
  /// converts back to itself through ``freeTypeValue``.
  package init(freeTypeValue value: Int) {
    collection = value & 0xFFFF
    namedInstance = value >> 16
  }

  /// FreeType's packed number for the index (`face_index`, Fontconfig's
  /// `FC_INDEX`), which HarfBuzz does not take: it gets ``collection`` and
  /// ``namedInstance`` apart.
  package var freeTypeValue: Int { namedInstance << 16 | collection }

  /// Whether FreeType and HarfBuzz can take the index: a collection face
  /// 0…65535 and a named instance 0…32767.
  var isInRange: Bool {
    (0...0xFFFF).contains(collection) && (0...0x7FFF).contains(namedInstance)
  }

  /// Reads FreeType's packed number, written in decimal (`65537`: collection
  /// face 1, named instance 1); nil when `description` is not an integer.
  public init?(_ description: String) {
    guard let value = Int(description) else { return nil }
    self.init(freeTypeValue: value)
  }

  /// FreeType's packed number in decimal, as ``init(_:)`` reads it.
  public var description: String { String(freeTypeValue) }

  /// Orders indices by named instance, then by collection face: the order of
  /// their packed numbers.
  public static func < (lhs: FaceIndex, rhs: FaceIndex) -> Bool {
    (lhs.namedInstance, lhs.collection) < (rhs.namedInstance, rhs.collection)
  }

  /// Decodes FreeType's packed number.
  public init(from decoder: any Decoder) throws {
    self.init(freeTypeValue: try decoder.singleValueContainer().decode(Int.self))
  }

  /// Encodes FreeType's packed number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(freeTypeValue)
  }
}
