import FileAccess
import FontCore
import FontDiscovery
import TextLayout

/// Collects, over many prepared texts in one style, which fallback faces set
/// which characters and which characters no face covers.
public struct CascadeBuilder {
  /// A face's file and its index in it.
  private struct Face: Hashable {
    var path: String
    var index: FaceIndex
    init(_ record: FontRecord) {
      path = record.path
      index = record.index
    }
  }

  /// Faces by file: one entry per face, however many loaded copies of it
  /// (at several sizes, from several groups of strings) set text.
  private var used: [Face: (font: LayoutFont, characters: ScalarSet)] = [:]
  /// Each copy of a face installed twice that is not the entry's, with the
  /// entry it adds to (looked up once, not compared again with each text).
  private var copies: [Face: Face] = [:]
  private var uncovered = ScalarSet()

  /// Creates an empty builder.
  public init() {}

  /// Whether no fallback face has set a character yet (then the order
  /// faces are tried in is not needed).
  public var usesNoFallback: Bool { used.isEmpty }

  /// Adds what one text needed.
  public mutating func add(_ prepared: PreparedText) {
    add(fallbacks: prepared.fallbackCharacters, missing: prepared.missing)
  }

  /// Adds what a swept text needed.
  public mutating func add(
    fallbacks: [(font: LayoutFont, characters: [Unicode.Scalar])], missing: [Unicode.Scalar]
  ) {
    for (font, characters) in fallbacks {
      add(font, characters: characters)
    }
    uncovered.formUnion(missing)
  }

  /// Adds what `other` collected, as if its texts had been added here.
  public mutating func merge(_ other: CascadeBuilder) {
    for (font, characters) in other.used.values {
      add(font, characters: characters.sorted())
    }
    uncovered.formUnion(other.uncovered)
  }

  /// Adds the characters `font` set. A face installed twice (one PostScript
  /// name, at one index of files of one size) is one entry, named after the
  /// first of its files in path order, whatever order the texts come in;
  /// two faces of one name in files that differ (an app's subset of a font
  /// and the machine's whole one) are two, each with the characters it set.
  private mutating func add<Characters: Sequence<Unicode.Scalar>>(
    _ font: LayoutFont, characters: Characters
  ) {
    let given = Face(font.record)
    if let i = used.index(forKey: copies[given] ?? given) {
      used.values[i].characters.formUnion(characters)
      return
    }
    var (face, font, set) = (given, font, ScalarSet(characters))
    if let copy = used.first(where: { Self.isCopy($0.value.font.record, of: font.record) }) {
      used[copy.key] = nil
      set.formUnion(copy.value.characters)
      // The entry is the copy first in path order; the other adds to it.
      let (kept, other) =
        (copy.key.path, copy.key.index) < (face.path, face.index)
        ? (copy.key, face) : (face, copy.key)
      if kept == copy.key { font = copy.value.font }
      face = kept
      for (alias, entry) in copies where entry == other { copies[alias] = kept }
      copies[other] = kept
    }
    used[face] = (font, set)
  }

  /// Whether `a` and `b` are one face installed twice: one PostScript
  /// name, at one index, in files of one size.
  private static func isCopy(_ a: FontRecord, of b: FontRecord) -> Bool {
    guard a.postscriptName == b.postscriptName, a.index == b.index,
      let size = FileKind.byteSize(a.path)
    else { return false }
    return FileKind.byteSize(b.path) == size
  }

  /// The cascade: faces in `order` (the order they are tried) first, any
  /// others after by name; characters in code point order.
  public func entries(order: [FontRecord]) -> (cascade: [CascadeEntry], uncovered: [String]) {
    var rank = Dictionary(
      order.enumerated().map { (Face($0.element), $0.offset) },
      uniquingKeysWith: { first, _ in first })
    // A face installed twice ranks where either copy does.
    for (copy, entry) in copies {
      if let r = rank[copy] { rank[entry] = min(rank[entry] ?? r, r) }
    }
    let faces = used.values.sorted {
      let a = rank[Face($0.font.record)] ?? Int.max
      let b = rank[Face($1.font.record)] ?? Int.max
      let (x, y) = ($0.font.record, $1.font.record)
      return a != b
        ? a < b : (x.postscriptName, x.path, x.index) < (y.postscriptName, y.path, y.index)
    }
    let cascade = faces.map { face in
      CascadeEntry(
        postscriptName: face.font.record.postscriptName, path: face.font.record.path,
        characters: face.characters.sorted().map(codePointName), family: face.font.record.family)
    }
    return (cascade, uncovered.sorted().map(codePointName))
  }
}

extension CascadeBuilder {
  /// What each run's texts need in its style (`typometer cascade`: the
  /// texts in each language asked for, or each string file's in its own),
  /// with the order the faces are tried in: each style's fallback order,
  /// first seen first. Text the faces cover alone asks for no order, so
  /// Fontconfig is not asked and no fallback face is opened.
  ///
  /// - Throws: ``LayoutError`` when a text cannot be laid out.
  public static func collect(
    _ runs: [(texts: [String], style: LayoutStyle)], context: LayoutContext
  ) throws(LayoutError) -> (builder: CascadeBuilder, order: [FontRecord]) {
    var builder = CascadeBuilder()
    for (texts, style) in runs {
      for text in texts { builder.add(try context.prepare(text, style: style)) }
    }
    var order: [FontRecord] = []
    for style in runs.map(\.style) where !builder.usesNoFallback {
      for face in context.fallbackOrder(for: style) where !order.contains(face) {
        order.append(face)
      }
    }
    return (builder, order)
  }
}
