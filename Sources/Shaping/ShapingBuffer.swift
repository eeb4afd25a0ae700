internal import CHarfBuzz

/// A HarfBuzz buffer kept for reuse by one thread, to save an allocation per
/// shaping call. Not `Sendable`: each thread keeps its own.
public final class ShapingBuffer {
  let handle: OpaquePointer
  /// The last script tag set and HarfBuzz's value for it (runs in a row
  /// usually share one, and the lookup converts the tag to a C string).
  private var scriptTag: String?
  private var script = HB_SCRIPT_INVALID
  /// The last language tag set and HarfBuzz's (interned) language for it.
  private var languageTag: String?
  private var language: hb_language_t?
  /// Plain text's glyphs and advances, kept from run to run.
  var plainGlyphs: [UInt16] = []
  var plainAdvances: [Int32] = []
  /// Whether the last run shaped was plain text, set without HarfBuzz (for
  /// tests).
  package internal(set) var lastRunWasPlain = false
  /// The features asked for last, as written and as HarfBuzz reads them.
  var lastFeatures: (written: [String], features: [hb_feature_t])?
  /// The plain plan asked for last, and for what (runs in a row usually
  /// share one): held, so that the face's cache cannot be another's.
  var lastPlan:
    (
      cache: PlainShapingCache, script: UInt32, language: Int, features: [String],
      plan: PlainPlan?
    )?

  /// Creates an empty buffer.
  public init() throws(ShapingError) {
    guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
      throw ShapingError.outOfMemory
    }
    handle = buffer
  }

  deinit { hb_buffer_destroy(handle) }
}

extension ShapingFont {
  /// Shapes the UTF-16 units `range` of `utf16`, using the rest as context,
  /// calling `body` once per glyph in visual order with its glyph id, cluster
  /// (a UTF-16 offset into the whole of `utf16`) and advance in design units.
  ///
  /// The allocation-free form of ``shape(_:options:)`` for layout's hot path.
  /// With no feature in `options` but ones over the whole text (`-liga`),
  /// in a left-to-right run of a script HarfBuzz's default or Hangul shaper
  /// sets, text that no lookup of the face's plan with those features but
  /// pair kerning can change is set without HarfBuzz, a glyph per character
  /// with its advance and kerning; with no feature, other text the face's
  /// composition and mark-positioning lookups cannot change is shaped with
  /// those features off. Both give HarfBuzz's glyphs, clusters and
  /// advances, without its cost per call.
  /// - Returns: The direction the run was shaped in.
  public func shape(
    utf16: UnsafeBufferPointer<UInt16>, range: Range<Int>, options: ShapingOptions,
    buffer: ShapingBuffer, _ body: (_ glyph: UInt32, _ cluster: Int, _ advance: Int32) -> Void
  ) throws(ShapingError) -> TextDirection {
    try shape(utf16: utf16, range: range, options: options, buffer: buffer, shortcuts: .all, body)
  }

  /// The ways ``shape(utf16:range:options:buffer:_:)`` may save HarfBuzz
  /// work on text they cannot change (see `PlainShaping`, `MarkFeatures`).
  package struct Shortcuts: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// Plain text set without HarfBuzz.
    package static let plainText = Shortcuts(rawValue: 1)
    /// The mark features off for text they cannot change.
    package static let markFeaturesOff = Shortcuts(rawValue: 2)
    package static let all: Shortcuts = [.plainText, .markFeaturesOff]
  }

  /// ``shape(utf16:range:options:buffer:_:)`` taking only `shortcuts` (to
  /// compare each with HarfBuzz's own shaping, `[]`).
  package func shape(
    utf16: UnsafeBufferPointer<UInt16>, range: Range<Int>, options: ShapingOptions,
    buffer: ShapingBuffer, shortcuts: Shortcuts,
    _ body: (_ glyph: UInt32, _ cluster: Int, _ advance: Int32) -> Void
  ) throws(ShapingError) -> TextDirection {
    guard range.lowerBound >= 0, range.upperBound <= utf16.count else {
      throw ShapingError.invalidRange
    }
    guard utf16.count <= ShapingLimits.maximumTextLength else {
      throw ShapingError.textTooLong(bytes: utf16.count * 2)
    }
    let handle = buffer.handle
    hb_buffer_clear_contents(handle)
    buffer.lastRunWasPlain = false
    hb_buffer_add_utf16(
      handle, utf16.baseAddress, Int32(utf16.count), UInt32(range.lowerBound), Int32(range.count))
    buffer.setProperties(from: options)
    // Features set over the whole text (`-liga`) leave the plain plan
    // HarfBuzz's own: it is collected with them. (Read once while the runs
    // ask for the same ones.)
    let features: [hb_feature_t]
    if options.features.isEmpty {
      features = []
    } else if let read = buffer.lastFeatures, read.written == options.features {
      features = read.features
    } else {
      features = options.harfBuzzFeatures
      buffer.lastFeatures = (options.features, features)
    }
    let isLeftToRight = hb_buffer_get_direction(handle) == HB_DIRECTION_LTR
    if isLeftToRight, shortcuts.contains(.plainText), let plainShaping,
      PlainShaping.isShaped(hb_buffer_get_script(handle)),
      features.allSatisfy({ $0.start == 0 && $0.end == UInt32.max })
    {
      var properties = hb_segment_properties_t()
      hb_buffer_get_segment_properties(handle, &properties)
      let script = properties.script.rawValue
      let language = Int(bitPattern: properties.language)
      let plan: PlainPlan?
      if let last = buffer.lastPlan, last.cache === plainShaping, last.script == script,
        last.language == language, last.features == options.features
      {
        plan = last.plan
      } else {
        plan = plainShaping.plan(
          face: face, font: font, properties: properties, features: options.features)
        buffer.lastPlan = (plainShaping, script, language, options.features, plan)
      }
      if let plan, plan.arePlain(utf16, range) {
        buffer.shapePlain(utf16: utf16, range: range, plan: plan, body)
        return .leftToRight
      }
    }
    if options.features.isEmpty {
      if isLeftToRight, MarkFeatures.isDefaultShaped(hb_buffer_get_script(handle)),
        shortcuts.contains(.markFeaturesOff), let markFeatures,
        markFeatures.areFree(utf16, range)
      {
        markFeatures.off.withUnsafeBufferPointer {
          hb_shape(font, handle, $0.baseAddress, UInt32($0.count))
        }
      } else {
        hb_shape(font, handle, nil, 0)
      }
    } else {
      features.withUnsafeBufferPointer {
        hb_shape(font, handle, $0.baseAddress, UInt32($0.count))
      }
    }
    guard hb_buffer_allocation_successful(handle) != 0 else { throw ShapingError.outOfMemory }
    var count: UInt32 = 0
    if let infos = hb_buffer_get_glyph_infos(handle, &count),
      let positions = hb_buffer_get_glyph_positions(handle, nil)
    {
      for i in 0..<Int(count) {
        body(infos[i].codepoint, Int(infos[i].cluster), positions[i].x_advance)
      }
    }
    return hb_buffer_get_direction(handle) == HB_DIRECTION_RTL ? .rightToLeft : .leftToRight
  }
}

extension ShapingBuffer {
  /// Sets the buffer's direction, script and language from `options`, and
  /// lets HarfBuzz guess what they leave open; the script and language are
  /// looked up once while they stay the same.
  func setProperties(from options: ShapingOptions) {
    if let direction = options.direction {
      hb_buffer_set_direction(
        handle, direction == .rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    }
    if let tag = options.script {
      if tag != scriptTag {
        script = hb_script_from_string(tag, Int32(tag.utf8.count))
        scriptTag = tag
      }
      hb_buffer_set_script(handle, script)
    }
    if let tag = options.language {
      if tag != languageTag {
        language = hb_language_from_string(tag, Int32(tag.utf8.count))
        languageTag = tag
      }
      hb_buffer_set_language(handle, language)
    }
    hb_buffer_guess_segment_properties(handle)
  }
}

extension ShapingBuffer {
  /// Sets plain text (see `PlainShaping`): each character's glyph and
  /// advance, then the kerning lookups in turn; calls `body` per glyph.
  func shapePlain(
    utf16: UnsafeBufferPointer<UInt16>, range: Range<Int>, plan: PlainPlan,
    _ body: (_ glyph: UInt32, _ cluster: Int, _ advance: Int32) -> Void
  ) {
    lastRunWasPlain = true
    let count = range.count
    var glyphs = plainGlyphs
    var advances = plainAdvances
    plainGlyphs = []
    plainAdvances = []
    defer {
      plainGlyphs = glyphs
      plainAdvances = advances
    }
    glyphs.removeAll(keepingCapacity: true)
    advances.removeAll(keepingCapacity: true)
    plan.shaping.entries.withUnsafeBufferPointer { entries in
      for i in range {
        let entry = entries[Int(utf16[i])]
        glyphs.append(UInt16(truncatingIfNeeded: entry))
        advances.append(Int32(entry >> 16))
      }
    }
    glyphs.withUnsafeBufferPointer { glyphs in
      advances.withUnsafeMutableBufferPointer { advances in
        for lookup in plan.kerning { lookup.apply(glyphs, advances) }
        for k in 0..<count {
          body(UInt32(glyphs[k]), range.lowerBound + k, advances[k])
        }
      }
    }
  }
}
