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
  /// (``derivedInstanceName``).
  public var postscriptName: String? {
    if let name = FT_Get_Postscript_Name(handle) {
      let string = String(cString: name)
      if !string.isEmpty { return string }
    }
    return derivedInstanceName
  }

  /// A named instance's PostScript name by Adobe Technote #5902: the name
  /// its `fvar` instance gives, else the Variations PostScript Name Prefix
  /// (name ID 25; else the typographic family, 16; else the family, 1) and
  /// the instance's subfamily name, each with all but ASCII letters and
  /// digits taken out, joined by a hyphen (`RobotoFlex-Thin`); nil for a
  /// face that is no named instance, a name the font lacks, or one longer
  /// than the technote's 127 characters.
  var derivedInstanceName: String? {
    let instance = index.namedInstance
    guard instance > 0, isVariable else { return nil }
    var master: UnsafeMutablePointer<FT_MM_Var>?
    guard FT_Get_MM_Var(handle, &master) == 0, let master else { return nil }
    defer { FT_Done_MM_Var(library.handle, master) }
    guard instance <= Int(master.pointee.num_namedstyles), let styles = master.pointee.namedstyle
    else { return nil }
    let style = styles[instance - 1]
    if style.psid != 0xFFFF, let own = nameString(Int(style.psid)), !own.isEmpty,
      own.utf8.count <= 127
    {
      return own
    }
    func kept(_ name: String) -> String {
      String(
        String.UnicodeScalarView(
          name.unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
          }))
    }
    // The family FreeType reports last: it reads the names the table's
    // records hold in bounds (Roboto Flex's name ID 1 is not, to FreeType).
    let family = nameString(25) ?? nameString(16) ?? nameString(1) ?? familyName
    let prefix = kept(family)
    guard !prefix.isEmpty, let subfamily = nameString(Int(style.strid)).map(kept),
      !subfamily.isEmpty
    else { return nil }
    let name = prefix + "-" + subfamily
    return name.utf8.count <= 127 ? name : nil
  }

  /// The `name` table's string of `id`: Windows' Unicode English (US) one,
  /// else any Windows Unicode one, else Macintosh Roman English's; nil when
  /// the font has none that is not empty (FreeType reads a record whose
  /// string is out of the table's bounds as empty).
  func nameString(_ id: Int) -> String? {
    var best: (rank: Int, string: String)?
    let count = FT_Get_Sfnt_Name_Count(handle)
    for i in 0..<count {
      var entry = FT_SfntName()
      guard FT_Get_Sfnt_Name(handle, i, &entry) == 0, Int(entry.name_id) == id,
        let bytes = entry.string
      else { continue }
      let data = UnsafeBufferPointer(start: bytes, count: Int(entry.string_len))
      let rank: Int
      let string: String
      switch (entry.platform_id, entry.encoding_id) {
      case (3, 1), (3, 10), (0, _):
        rank = entry.platform_id == 3 && entry.language_id == 0x409 ? 0 : 1
        var units: [UInt16] = []
        units.reserveCapacity(data.count / 2)
        var k = 0
        while k + 1 < data.count {
          units.append(UInt16(data[k]) << 8 | UInt16(data[k + 1]))
          k += 2
        }
        string = String(decoding: units, as: UTF16.self)
      case (1, 0) where entry.language_id == 0:
        rank = 2
        // Mac Roman: its ASCII half is ASCII; the rest is kept out of a
        // PostScript name anyway.
        string = String(decoding: data.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
      default: continue
      }
      if !string.isEmpty, best == nil || rank < best!.rank { best = (rank, string) }
    }
    return best.map(\.string)
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
