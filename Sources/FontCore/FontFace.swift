internal import CFreeType

/// One face of a font file, opened with FreeType.
///
/// The face owns its `FT_Face` (and the `FT_Library` it came from) and frees
/// them on `deinit`. Following FreeType's rule, a face is used by one thread at
/// a time, so `FontFace` is not `Sendable`: read what you need into the
/// `Sendable` values it returns (``FontMetrics``, ``CharacterCoverage``,
/// ``GlyphBitmap``).
public final class FontFace {
  /// The font file's path, as given.
  public let path: String
  /// The face in the file: a collection face and, for a variable font, a
  /// named instance.
  public let index: FaceIndex

  let library: FreeTypeLibrary
  let handle: FT_Face
  /// The size last set for ``renderGlyph(_:pixelsPerEm:subpixelOffsetX:subpixelOffsetY:)``:
  /// 26.6 pixels per em for outlines, or −1 − the strike's number for a bitmap
  /// strike; nil before the first glyph.
  var renderingSize: Int?

  /// Opens face `index` of the font file at `path`.
  ///
  /// - Throws: ``FontError`` naming the file when it is missing, unreadable,
  ///   larger than ``FontLimits/maximumFileSize``, not a font FreeType reads,
  ///   or when `index` is out of range; ``FontError/malformed(path:index:problem:)``
  ///   when the face fails ``FontFile/checkStructure(_:faceIndex:)``.
  public init(path: String, index: FaceIndex = FaceIndex()) throws(FontError) {
    try FontFile.checkBeforeOpening(path, index: index)
    let library = try FreeTypeLibrary()
    var face: FT_Face?
    let error = FT_New_Face(library.handle, path, FT_Long(index.freeTypeValue), &face)
    guard error == 0, let face else {
      // A bad index on a readable file: say how many faces there are.
      if index != FaceIndex() {
        var probe: FT_Face?
        if FT_New_Face(library.handle, path, -1, &probe) == 0, let probe {
          let count = Int(probe.pointee.num_faces)
          let instances = Int(probe.pointee.style_flags >> 16)
          FT_Done_Face(probe)
          if index.collection >= count || index.namedInstance > instances {
            throw FontError.faceIndexOutOfRange(path: path, index: index, faceCount: count)
          }
        }
      }
      throw FontError.invalidFont(path: path, index: index, code: error)
    }
    self.path = path
    self.index = index
    self.library = library
    self.handle = face
    LiveHandles.freeTypeFaces.increment()
  }

  /// Opens the face at `location`, as ``init(path:index:)`` does.
  public convenience init(at location: FaceLocation) throws(FontError) {
    try self.init(path: location.path, index: location.index)
  }

  deinit {
    FT_Done_Face(handle)
    LiveHandles.freeTypeFaces.decrement()
  }

  /// The face's file and index.
  public var location: FaceLocation { FaceLocation(path: path, index: index) }

  /// The packed index FreeType reports for the open face (`face_index`).
  var freeTypeFaceIndex: Int { Int(handle.pointee.face_index) }

  /// The number of faces in the file (1 unless it is a collection).
  public var faceCount: Int { Int(handle.pointee.num_faces) }

  /// The number of named instances of a variable font (0 for a static font).
  public var namedInstanceCount: Int { Int(handle.pointee.style_flags >> 16) }

  /// Whether the face has variation axes (`fvar`).
  public var isVariable: Bool {
    handle.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0
  }

  /// Whether the face has scalable outlines (false for bitmap-only fonts such
  /// as colour emoji in `CBDT`).
  public var isScalable: Bool {
    handle.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
  }

  /// Whether the face has colour glyphs (`CBDT`, `sbix`, `COLR`).
  public var hasColor: Bool {
    handle.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
  }

  /// The face's PostScript name as FreeType reports it (for a named instance,
  /// the instance's name, such as `Inter-Bold`), or nil when it has none.
  /// A named instance FreeType names none (2.12 names none in a font
  /// without a Variations PostScript Name Prefix, such as Roboto Flex) is
  /// named as FreeType 2.13 names it, by Adobe Technote #5902
  /// (`derivedInstanceName`).
  public var postscriptName: String? {
    freeTypePostscriptName ?? derivedInstanceName
  }

  /// The face's PostScript name as FreeType reports it, or nil when it
  /// reports none (then ``postscriptName`` derives a named instance's, and
  /// any name Fontconfig gave the face is a guess of its own).
  package var freeTypePostscriptName: String? {
    guard let name = FT_Get_Postscript_Name(handle) else { return nil }
    let string = String(cString: name)
    return string.isEmpty ? nil : string
  }

  /// A named instance's PostScript name by Adobe Technote #5902, as
  /// FreeType 2.13 derives it: the name at the `fvar` instance's own name
  /// ID (6, or 256 … 32767), else the prefix (the first of name IDs 25, 16
  /// and 1 the table has) and the instance's subfamily name, each keeping
  /// only ASCII letters and digits, joined by a hyphen (`RobotoFlex-Thin`);
  /// nil for a face that is no named instance, a name the font lacks, or one
  /// longer than the technote's 127 characters (FreeType then shortens it
  /// with a hash). The names are read from the `name` table's bytes: FreeType
  /// 2.12 empties a name record it failed to make a PostScript name of.
  var derivedInstanceName: String? {
    let instance = index.namedInstance
    guard instance > 0, isVariable else { return nil }
    var master: UnsafeMutablePointer<FT_MM_Var>?
    guard FT_Get_MM_Var(handle, &master) == 0, let master else { return nil }
    defer { FT_Done_MM_Var(library.handle, master) }
    guard instance <= Int(master.pointee.num_namedstyles), let styles = master.pointee.namedstyle
    else { return nil }
    let style = styles[instance - 1]
    let names = NameTable(bytes: sfntTable("name") ?? [])
    let psid = Int(style.psid)
    if psid == 6 || (256...32767).contains(psid), let own = names.string(psid), !own.isEmpty {
      return own.utf8.count <= 127 ? own : nil
    }
    func kept(_ name: String) -> String {
      String(
        String.UnicodeScalarView(
          name.unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
          }))
    }
    guard let family = names.string(25) ?? names.string(16) ?? names.string(1),
      case let prefix = kept(family), !prefix.isEmpty,
      let subfamily = names.string(Int(style.strid)).map(kept), !subfamily.isEmpty
    else { return nil }
    let name = prefix + "-" + subfamily
    return name.utf8.count <= 127 ? name : nil
  }

  /// The bytes of the face's table `tag` (up to 1 MiB), or nil when it has none.
  func sfntTable(_ tag: String) -> [UInt8]? {
    guard let value = Self.sfntTag(tag) else { return nil }
    var length: FT_ULong = 0
    guard FT_Load_Sfnt_Table(handle, value, 0, nil, &length) == 0, length > 0,
      length <= 1 << 20
    else { return nil }
    var table = [UInt8](repeating: 0, count: Int(length))
    guard
      table.withUnsafeMutableBufferPointer({
        FT_Load_Sfnt_Table(handle, value, 0, $0.baseAddress, &length)
      }) == 0
    else { return nil }
    return table
  }

  /// A table tag's four ASCII letters as FreeType takes them, or nil for a
  /// tag that is not four bytes long.
  static func sfntTag(_ tag: String) -> FT_ULong? {
    let bytes = Array(tag.utf8)
    guard bytes.count == 4 else { return nil }
    return FT_ULong(bytes.reduce(UInt(0)) { $0 << 8 | UInt($1) })
  }

  /// The font's release: the `head` table's `fontRevision` (such as 3.019),
  /// or nil when the face has no `head` table.
  public var revision: Double? {
    guard let table = FT_Get_Sfnt_Table(handle, FT_SFNT_HEAD) else { return nil }
    return Double(table.assumingMemoryBound(to: TT_Header.self).pointee.Font_Revision) / 65536
  }

  /// The family name FreeType reports, or an empty string.
  public var familyName: String {
    handle.pointee.family_name.map { String(cString: $0) } ?? ""
  }

  /// The style name FreeType reports (for a named instance, the instance's
  /// subfamily, such as `Bold`), or an empty string.
  public var styleName: String {
    handle.pointee.style_name.map { String(cString: $0) } ?? ""
  }

  /// The face's glyph for a code point, or nil when the character map has none.
  public func glyphIndex(for scalar: Unicode.Scalar) -> Int? {
    let glyph = FT_Get_Char_Index(handle, FT_ULong(scalar.value))
    return glyph == 0 ? nil : Int(glyph)
  }

  /// Whether the face's character map covers `scalar`.
  public func covers(_ scalar: Unicode.Scalar) -> Bool { glyphIndex(for: scalar) != nil }
}

/// The strings of a font's `name` table, read from its bytes.
struct NameTable {
  private let bytes: [UInt8]

  init(bytes: [UInt8]) { self.bytes = bytes }

  private func u16(_ at: Int) -> Int? {
    guard at >= 0, at + 1 < bytes.count else { return nil }
    return Int(bytes[at]) << 8 | Int(bytes[at + 1])
  }

  /// The string of name `id` as FreeType picks it for a PostScript name
  /// (`sfnt_get_name_id`): a Windows record (platform 3, encoding 0 or 1),
  /// US English preferred, else a Macintosh Roman one (1, 0), English
  /// preferred; records of no length or out of the table are passed over.
  /// Nil when there is none.
  func string(_ id: Int) -> String? {
    guard let count = u16(2), let storage = u16(4) else { return nil }
    var windows: ArraySlice<UInt8>?
    var apple: ArraySlice<UInt8>?
    for k in 0..<count {
      let record = 6 + 12 * k
      guard let platform = u16(record), let encoding = u16(record + 2),
        let language = u16(record + 4), let nameID = u16(record + 6),
        let length = u16(record + 8), let offset = u16(record + 10)
      else { break }
      let start = storage + offset
      guard nameID == id, length > 0, start + length <= bytes.count else { continue }
      let data = bytes[start..<start + length]
      if platform == 3, encoding == 0 || encoding == 1, language == 0x409 || windows == nil {
        windows = data
      } else if platform == 1, encoding == 0, language == 0 || apple == nil {
        apple = data
      }
    }
    if let data = windows {
      var units: [UInt16] = []
      var k = data.startIndex
      while k + 1 < data.endIndex {
        units.append(UInt16(data[k]) << 8 | UInt16(data[k + 1]))
        k += 2
      }
      return String(decoding: units, as: UTF16.self)
    }
    // Mac Roman: its ASCII half is ASCII; the rest is kept out of a
    // PostScript name anyway.
    return apple.map { String(decoding: $0.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self) }
  }
}
