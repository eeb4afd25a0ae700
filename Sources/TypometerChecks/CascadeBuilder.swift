import FontDiscovery
import TextLayout

/// Collects, over many prepared texts in one style, which fallback faces set
/// which characters and which characters no face covers.
public struct CascadeBuilder {
  /// Faces by PostScript name: one entry per face, however many loaded
  /// copies of it (at several sizes, from several groups of strings) set text.
  private var used: [String: (font: LayoutFont, characters: ScalarSet)] = [:]
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

  /// Adds the characters `font` set. Two faces of one PostScript name (the
  /// same font installed twice) share an entry, named after the first of
  /// their files in path order, whatever order the texts come in.
  private mutating func add<Characters: Sequence<Unicode.Scalar>>(
    _ font: LayoutFont, characters: Characters
  ) {
    guard let i = used.index(forKey: font.record.postscriptName) else {
      used[font.record.postscriptName] = (font, ScalarSet(characters))
      return
    }
    let (kept, given) = (used.values[i].font.record, font.record)
    if (given.path, given.index) < (kept.path, kept.index) { used.values[i].font = font }
    used.values[i].characters.formUnion(characters)
  }

  /// The cascade: faces in `order` (the order they are tried) first, any
  /// others after by name; characters in code point order.
  public func entries(order: [FontRecord]) -> (cascade: [CascadeEntry], uncovered: [String]) {
    let rank = Dictionary(
      order.enumerated().map { ($0.element.postscriptName, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    let faces = used.values.sorted {
      let a = rank[$0.font.record.postscriptName] ?? Int.max
      let b = rank[$1.font.record.postscriptName] ?? Int.max
      return a != b ? a < b : $0.font.record.postscriptName < $1.font.record.postscriptName
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
