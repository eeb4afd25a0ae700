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
  /// With no feature in `options`, text the face's composition and
  /// mark-positioning lookups cannot change is shaped with those features
  /// off: the same glyphs and advances, without HarfBuzz trying their rules.
  /// - Returns: The direction the run was shaped in.
  public func shape(
    utf16: UnsafeBufferPointer<UInt16>, range: Range<Int>, options: ShapingOptions,
    buffer: ShapingBuffer, _ body: (_ glyph: UInt32, _ cluster: Int, _ advance: Int32) -> Void
  ) throws(ShapingError) -> TextDirection {
    try shape(
      utf16: utf16, range: range, options: options, buffer: buffer, keepsMarkFeatures: false, body)
  }

  /// ``shape(utf16:range:options:buffer:_:)``, with the mark features left
  /// on for text they cannot change when `keepsMarkFeatures` (to compare the
  /// two; see `MarkFeatures`).
  package func shape(
    utf16: UnsafeBufferPointer<UInt16>, range: Range<Int>, options: ShapingOptions,
    buffer: ShapingBuffer, keepsMarkFeatures: Bool,
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
    hb_buffer_add_utf16(
      handle, utf16.baseAddress, Int32(utf16.count), UInt32(range.lowerBound), Int32(range.count))
    buffer.setProperties(from: options)
    if options.features.isEmpty {
      if !keepsMarkFeatures, let markFeatures,
        hb_buffer_get_direction(handle) == HB_DIRECTION_LTR,
        MarkFeatures.isDefaultShaped(hb_buffer_get_script(handle)),
        markFeatures.areFree(utf16, range)
      {
        markFeatures.off.withUnsafeBufferPointer {
          hb_shape(font, handle, $0.baseAddress, UInt32($0.count))
        }
      } else {
        hb_shape(font, handle, nil, 0)
      }
    } else {
      options.harfBuzzFeatures.withUnsafeBufferPointer {
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
