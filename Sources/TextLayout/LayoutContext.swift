import FontCore
import FontDiscovery
import Shaping

/// One thread's layout workspace: ICU iterators, a HarfBuzz buffer and the
/// fallback choices made so far. Not `Sendable`: give each thread its own;
/// they share the ``FontStore``.
public final class LayoutContext {
  /// The faces this context loads through.
  public let store: FontStore
  private var breakers: [String: LineBreaker] = [:]
  private let buffer: ShapingBuffer
  private var candidates: [String: [LayoutFont]] = [:]
  private var choices: [ChoiceKey: Int] = [:]

  private struct ChoiceKey: Hashable {
    var style: String
    var scalar: UInt32
  }

  /// Creates a workspace over `store`.
  public init(store: FontStore) throws(LayoutError) {
    self.store = store
    do { buffer = try ShapingBuffer() } catch { throw LayoutError.outOfMemory }
  }

  /// The line breaker for `language` (ICU locale), made once.
  func lineBreaker(language: String?) throws(LayoutError) -> LineBreaker {
    let locale = language ?? ""
    if let breaker = breakers[locale] { return breaker }
    guard let breaker = LineBreaker(locale: locale) ?? LineBreaker(locale: "") else {
      throw LayoutError.outOfMemory
    }
    breakers[locale] = breaker
    return breaker
  }

  var shapingBuffer: ShapingBuffer { buffer }

  /// The faces tried after the primary: the cascade, then (when fallback is
  /// allowed) Fontconfig's order for the language. Loaded once per style.
  func fallbackFonts(for style: LayoutStyle, key: String) -> [LayoutFont] {
    if let cached = candidates[key] { return cached }
    var fonts = style.cascade
    if style.allowsFallback {
      var seen = Set(fonts.map { "\($0.record.index)|\($0.record.path)" })
      seen.insert("\(style.font.record.index)|\(style.font.record.path)")
      for record in store.fallbackRecords(for: style.font.record, language: style.language)
      where seen.insert("\(record.index)|\(record.path)").inserted {
        if let font = try? store.font(for: record) { fonts.append(font) }
      }
    }
    candidates[key] = fonts
    return fonts
  }

  func styleKey(_ style: LayoutStyle) -> String {
    var key = "\(style.font.record.index)|\(style.font.record.path)|\(style.language ?? "")"
    key += style.allowsFallback ? "|f" : "|n"
    for font in style.cascade { key += "|\(font.record.index):\(font.record.path)" }
    return key
  }

  /// The face for one grapheme cluster: 0 for the primary, i for fallback
  /// i − 1, or nil when no face covers it.
  func chooseFont(for scalars: ArraySlice<UInt32>, style: LayoutStyle, key: String) -> Int? {
    if scalars.count == 1, let scalar = scalars.first {
      let choiceKey = ChoiceKey(style: key, scalar: scalar)
      if let cached = choices[choiceKey] { return cached < 0 ? nil : cached }
      let choice = choose(scalars, style: style, key: key)
      choices[choiceKey] = choice ?? -1
      return choice
    }
    return choose(scalars, style: style, key: key)
  }

  private func choose(_ scalars: ArraySlice<UInt32>, style: LayoutStyle, key: String) -> Int? {
    // An emoji presentation selector asks for a face that has it (a colour
    // font), before any face that covers the rest; without one, it is ignored.
    let wantsEmoji = scalars.contains(0xFE0F)
    for strict in wantsEmoji ? [true, false] : [false] {
      func covers(_ font: LayoutFont) -> Bool {
        scalars.allSatisfy { value in
          (value == 0xFE0F && strict)
            ? font.covers(value)
            : CharacterClass.isIgnorableForCoverage(value) || font.covers(value)
        }
      }
      if covers(style.font) { return 0 }
      for (i, font) in fallbackFonts(for: style, key: key).enumerated() where covers(font) {
        return i + 1
      }
    }
    return nil
  }
}
