internal import CICU

/// ICU's answers about single UTF-16 units, asked the first time a unit is
/// seen and kept: whether a unit forms a grapheme cluster of its own, and its
/// script. With them, a text made only of such units needs neither ICU's
/// grapheme iterator nor its script pass. Used by one thread at a time.
final class UnitProperties {
  /// Per unit: ``standsAlone`` and a script number (an index in `scriptNames`).
  private let entries: UnsafeMutablePointer<UInt16>
  /// Script tags by number; number 0 stands for Common and Inherited (nil).
  private var scriptNames: [String?] = [nil]
  private var scriptNumbers: [UInt32: UInt16] = [0: 0]

  /// The bit of an entry set for a unit that is a grapheme cluster of its own
  /// in a text of such units (see `tm_unit_stands_alone`).
  static let standsAlone: UInt16 = 0x8000
  /// The script number of units whose script is looked up in the text
  /// (surrogates).
  static let unknownScript: UInt16 = 0x7FFF
  /// The entry of a unit not asked about yet (no script has this number,
  /// with or without ``standsAlone``).
  private static let unasked: UInt16 = 0x7FFE

  init() {
    entries = .allocate(capacity: 0x10000)
    entries.initialize(repeating: Self.unasked, count: 0x10000)
  }

  deinit {
    entries.deallocate()
  }

  /// The entry for `unit`: ``standsAlone`` and its script number.
  @inline(__always)
  func entry(_ unit: UInt16) -> UInt16 {
    let entry = entries[Int(unit)]
    return entry == Self.unasked ? ask(unit) : entry
  }

  /// Asks ICU about `unit` and keeps the answer. (Units are asked about one
  /// at a time: Han text touches a few units in each block of them, and
  /// asking for whole blocks of 256 asked about some twenty times as many
  /// units over the 13-language corpus.)
  private func ask(_ unit: UInt16) -> UInt16 {
    var entry: UInt16 = tm_unit_stands_alone(unit) != 0 ? Self.standsAlone : 0
    if unit & 0xF800 == 0xD800 {
      entry |= Self.unknownScript
    } else {
      entry |= scriptNumber(tm_script_tag(Int32(unit)))
    }
    entries[Int(unit)] = entry
    return entry
  }

  private func scriptNumber(_ tag: UInt32) -> UInt16 {
    if let known = scriptNumbers[tag] { return known }
    let number = UInt16(scriptNames.count)
    precondition(number < Self.unasked, "more scripts than script numbers")
    scriptNumbers[tag] = number
    scriptNames.append(Scripts.tagString(tag))
    return number
  }

  /// One run over any text (ending at `Int.max`) per script number, made
  /// when first needed.
  private var wholeRuns: [UInt16: [Scripts.Run]] = [:]

  /// The runs of `text` as ``Scripts/runs(_:)`` finds them, or nil when the
  /// text has a unit whose script depends on its neighbour (a surrogate).
  /// `openEnded`: a text of one script gets a kept array whose run ends at
  /// `Int.max` (no array made per text).
  func scriptRuns(_ text: UnsafeBufferPointer<UInt16>, openEnded: Bool = false) -> [Scripts.Run]? {
    var runs: [Scripts.Run] = []
    var current: UInt16 = 0
    var start = 0
    for (i, unit) in text.enumerated() {
      let script = entry(unit) & ~Self.standsAlone
      if script == 0 { continue }
      if script == Self.unknownScript { return nil }
      if current == 0 {
        current = script  // the leading Common characters join the first script
      } else if script != current {
        runs.append(Scripts.Run(range: start..<i, tag: scriptNames[Int(current)]))
        start = i
        current = script
      }
    }
    if openEnded, runs.isEmpty {
      if let whole = wholeRuns[current] { return whole }
      let whole = [Scripts.Run(range: 0..<Int.max, tag: scriptNames[Int(current)])]
      wholeRuns[current] = whole
      return whole
    }
    runs.append(Scripts.Run(range: start..<text.count, tag: scriptNames[Int(current)]))
    return runs
  }
}
