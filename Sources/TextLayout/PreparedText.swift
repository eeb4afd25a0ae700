import FontCore
import FontDiscovery
import Shaping
import TypeScale

/// A text shaped once, ready to be measured at any size and width.
///
/// Shaping happens in design units, so advances at any point size are a
/// multiplication; what remains per size is line breaking over precomputed
/// break opportunities and prefix sums of advances. A text set in a face that
/// follows the point size (an `opsz` axis or a `trak` table, see
/// ``OpticalSizing``) is shaped for one size: ``shapedAtPointSize`` says
/// which, and ``LayoutContext/measure(_:style:sizes:in:)`` shapes it again
/// for each size.
public struct PreparedText: Sendable {
  /// The text as given (after any letter-case change the caller made).
  public let text: String
  /// The text's length in UTF-16 code units; offsets below are in these units.
  public let length: Int
  /// The primary face.
  public let primary: LayoutFont
  /// Fallback faces used, in the order first used (empty when the primary
  /// face covers the whole text).
  public let fallbacks: [LayoutFont]
  /// ``fallbacks`` as chosen, before any was set for ``shapedAtPointSize``.
  let unsizedFallbacks: [LayoutFont]
  /// Characters no face covers (drawn as the primary face's `.notdef`), in
  /// the order they first appear.
  public let missing: [Unicode.Scalar]
  /// Runs of text set in one face (`fonts[font]`), empty when the primary
  /// face sets the whole text.
  let runs: [(range: Range<Int>, font: Int)]
  /// Extra space after each grapheme cluster, in points.
  public let letterSpacing: Double
  /// System-font tracking added after each grapheme cluster at each size, or nil.
  public let tracking: SystemFontTracking?
  /// The spacing set over the text's own (WCAG), or nil.
  public let spacing: TextSpacing?
  /// The point size the text's faces are set for, when one of them follows
  /// the point size (its advances and line height are right at this size
  /// only); nil when the text serves every size.
  public let shapedAtPointSize: Double?

  /// The space added after each grapheme cluster at `pointSize`, in points:
  /// the letter spacing plus any system-font tracking.
  @inline(__always)
  public func clusterSpacing(atPointSize pointSize: Double) -> Double {
    var points = letterSpacing
    if let tracking { points += tracking.points(atPointSize: pointSize) }
    if let spacing {
      let letters = spacing.letterSpacing * pointSize
      // (Whole pixels on Android: Minikin rounds it.)
      if let pixels = spacing.letterSpacingPixelsPerPoint, pixels > 0 {
        points += (letters * pixels).rounded() / pixels
      } else {
        points += letters
      }
    }
    return points
  }

  /// Cumulative advance before each offset, in ems (design units / unitsPerEm).
  let positions: [Double]
  /// Break opportunities: offsets where a line may start, ascending, ending with `length`.
  let breaks: [Int32]
  /// The indices in `breaks` of mandatory breaks, ascending (usually empty).
  let hardBreaks: [Int32]
  /// For each break, the offset before the whitespace that hangs there.
  let trimmed: [Int32]
  /// Whether the advance before each break's hanging whitespace
  /// (`positions[trimmed[j]]`) never decreases from break to break: then a
  /// text whose whole width fits on a line fits at every break before.
  let trimmedAdvancesAscend: Bool
  /// Offsets where grapheme clusters start, with `length` at the end; empty
  /// when every UTF-16 unit is a cluster of its own (the common case).
  let clusterStarts: [Int32]
  /// Offsets where the clusters letter spacing widens start, where they are
  /// not every grapheme cluster: on Android (``LayoutStyle/spacesLettersAsAndroid``)
  /// HarfBuzz's clusters, but those of the joined scripts Minikin leaves
  /// unspaced; nil when every grapheme cluster takes it.
  let spacedClusterStarts: [Int32]?
  /// Offsets where the grapheme clusters the primary face sets start, when
  /// ``tracking`` (the system font's, from the guidelines' table) is on and
  /// a fallback face sets some clusters: a face's tracking is its own (Core
  /// Text applies each face's `trak`), so the fallback's clusters take none.
  /// Nil when every cluster takes it.
  let trackedClusterStarts: [Int32]?

  /// Where a line that ends at a soft hyphen (U+00AD) shows a hyphen, as
  /// Apple's and Android's text systems draw one there: the indices in
  /// ``breaks`` of the breaks right after one, and the hyphen's advance in
  /// ems (the primary face's `-`); nil for a text without one.
  var softHyphens: (breaks: Set<Int32>, ems: Double)? = nil

  /// The number of clusters that start in `a..<b` and take ``tracking``.
  @inline(__always)
  func trackedClusterCount(_ a: Int, _ b: Int) -> Int {
    guard let tracked = trackedClusterStarts else { return clusterCount(a, b) }
    guard b > a else { return 0 }
    return upperIndex(tracked, b - 1) - upperIndex(tracked, a - 1)
  }

  /// The tracking, in points at `pointSize`, that clusters a fallback face
  /// sets do not take (``trackedClusterStarts``); 0 when every cluster takes it.
  @inline(__always)
  func untrackedPoints(atPointSize pointSize: Double) -> Double {
    guard trackedClusterStarts != nil, let tracking else { return 0 }
    return tracking.points(atPointSize: pointSize)
  }

  /// The number of clusters that start in `a..<b` and take letter spacing
  /// (every grapheme cluster unless ``spacedClusterStarts`` says otherwise).
  @inline(__always)
  func clusterCount(_ a: Int, _ b: Int) -> Int {
    guard b > a else { return 0 }
    if let spaced = spacedClusterStarts {
      return upperIndex(spaced, b - 1) - upperIndex(spaced, a - 1)
    }
    if clusterStarts.isEmpty { return b - a }
    return upperIndex(clusterStarts, b - 1) - upperIndex(clusterStarts, a - 1)
  }

  /// The first cluster boundary after `offset` (or `length`).
  @inline(__always)
  func nextClusterBoundary(after offset: Int) -> Int {
    if clusterStarts.isEmpty { return min(offset + 1, length) }
    let i = upperIndex(clusterStarts, offset)
    return i < clusterStarts.count ? Int(clusterStarts[i]) : length
  }

  /// The faces used, the primary first.
  public var fonts: [LayoutFont] { [primary] + fallbacks }

  /// Runs of text set in one face: `fonts[font]` covers `range`.
  public var fontRuns: [(range: Range<Int>, font: Int)] { runs.isEmpty ? [(0..<length, 0)] : runs }

  /// The names of the faces used, the primary first.
  public var fontsUsed: [String] {
    fallbacks.isEmpty ? primary.nameAlone : fonts.map(\.record.postscriptName)
  }

  /// The files of the faces used, in ``fontsUsed``'s order.
  public var fontFiles: [String] { fonts.map(\.record.path) }

  /// Whether the break at index `j` of `breaks` is mandatory.
  @inline(__always)
  func isHardBreak(_ j: Int) -> Bool {
    hardBreaks.isEmpty ? false : hardBreaks.contains(Int32(j))
  }

  /// The face at index `i` of ``fonts``.
  @inline(__always)
  func font(_ i: Int) -> LayoutFont { i == 0 ? primary : fallbacks[i - 1] }
}

extension LayoutContext {
  /// Whether a cluster of `scalars` stays in `font`, the fallback face the
  /// text before it is set in (its letters of `script`, a packed ISO 15924
  /// tag, 0 for none): `font` has every scalar, and each is of no script of
  /// its own (Common or Inherited: punctuation, a tatweel, European digits)
  /// or is a digit, punctuation or symbol of `script` (Thai digits after
  /// Thai). A letter or mark of the script is chosen a face again: a face
  /// that took a cluster of punctuation and a tone mark (N'Ko's `=߬`, in
  /// DejaVu Sans) does not keep the letters after it from the script's own
  /// face.
  static func keepsRunFace(_ scalars: [UInt32], font: LayoutFont, script: UInt32 = 0) -> Bool {
    // An emoji presentation selector asks for a colour face first (`choose`).
    if !font.hasColor, scalars.contains(0xFE0F), scalars.first.map(Self.isEmojiBase) == true {
      return false
    }
    return scalars.allSatisfy { scalar in
      if CharacterClass.isIgnorableForCoverage(scalar) { return true }
      let tag = Scripts.tag(scalar)
      guard tag == 0 || (script != 0 && tag == script && !Self.isLetterOrMark(scalar)) else {
        return false
      }
      return font.covers(scalar)
    }
  }

  /// Whether `scalar` is one Android's text layout keeps in the face of the
  /// run before it where that face has it, though an earlier family has it
  /// too (Minikin's `isStickyWhitelisted`): `! , - . : ; ?`, the no-break
  /// spaces, the hyphen and no-break hyphen, and ♀ ♂ ⚕.
  static func isStickyOnAndroid(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x21, 0x2C, 0x2D, 0x2E, 0x3A, 0x3B, 0x3F, 0xA0, 0x2010, 0x2011, 0x202F, 0x2640, 0x2642,
      0x2695:
      true
    default: false
    }
  }

  /// Whether `scalar` is a letter or a mark (general category L or M).
  static func isLetterOrMark(_ scalar: UInt32) -> Bool {
    guard let value = Unicode.Scalar(scalar) else { return false }
    switch value.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark:
      return true
    default:
      return false
    }
  }

  /// One run of the primary face over any text (it ends at `Int.max`).
  static let wholePrimary: [(range: Range<Int>, font: Int)] = [(0..<Int.max, 0)]

  /// Itemizes `text` by bidi direction, script and face, shapes each run once
  /// and finds its break opportunities.
  ///
  /// - Parameter pointSize: The point size faces that follow the size
  ///   (``OpticalSizing``) are set for; nil sets them at their file's
  ///   defaults. Faces that do not follow the size ignore it, and so does the
  ///   result (``PreparedText/shapedAtPointSize`` is then nil).
  /// - Throws: ``LayoutError`` when the text is too long or memory runs out.
  public func prepare(_ text: String, style: LayoutStyle, pointSize: Double? = nil)
    throws(LayoutError) -> PreparedText
  {
    try prepare(text, style: style, pointSize: pointSize, tracked: true)
  }

  /// ``prepare(_:style:pointSize:)``; with `tracked` false, faces are set
  /// for `pointSize` without their `trak` tracking
  /// (``LayoutFont/atPointSize(_:opticalSizing:tracked:)``).
  func prepare(_ text: String, style: LayoutStyle, pointSize: Double?, tracked: Bool)
    throws(LayoutError) -> PreparedText
  {
    // Short texts go to the context's buffer, long ones to an array of their own.
    let units: [UInt16]
    let scratch: UnsafeBufferPointer<UInt16>?
    if text.utf8.count <= UTF16Scratch.largestText {
      units = []
      scratch = utf16Scratch.units(of: text)
    } else {
      units = utf16Units(of: text)
      scratch = nil
    }
    let length = scratch?.count ?? units.count
    guard length <= LayoutLimits.maximumTextLength else {
      throw LayoutError.textTooLong(length: length)
    }
    let key = styleKey(style)
    let breaker = try lineBreaker(
      language: style.language, strictJapanese: !style.breaksKanaAsAndroid)
    func withUnits<R>(_ body: (UnsafeBufferPointer<UInt16>) throws(LayoutError) -> R)
      throws(LayoutError) -> R
    {
      if let scratch { return try body(scratch) }
      return try units.withUnsafeBufferPointer { utf16 throws(LayoutError) in try body(utf16) }
    }
    return try withUnits { utf16 throws(LayoutError) in
      // One pass over the units: what the text needs beyond the simplest case.
      var simpleClusters = true
      var needsBidi = false
      var needsScripts = false
      var primaryCoversAll = true
      let primary = style.font
      let properties = unitProperties
      for unit in utf16 {
        if unit >= 0x0250 {
          needsScripts = true
          if properties.entry(unit) & UnitProperties.standsAlone == 0 { simpleClusters = false }
          if CharacterClass.mayNeedBidi(unit) { needsBidi = true }
        } else if unit == 0x0D {
          simpleClusters = false  // CR LF is one cluster
        }
        if primaryCoversAll,
          !(primary.covers(UInt32(unit)) || CharacterClass.isIgnorableForCoverage(UInt32(unit)))
        {
          primaryCoversAll = false
        }
        if unit == 0xFE0F, !primary.hasColor { primaryCoversAll = false }
      }
      if !usesFastPaths, length > 0 { simpleClusters = false }
      let clusterStarts: [Int32] =
        simpleClusters ? [] : breaker.graphemeStarts(in: utf16)

      // The face for each cluster: the primary unless it lacks a character.
      var fallbacks: [LayoutFont] = []
      var fontRuns: [(range: Range<Int>, font: Int)] = []
      var missing: [Unicode.Scalar] = []
      if !(primaryCoversAll || length == 0) {
        let starts = simpleClusters ? Array(0...Int32(length)) : clusterStarts
        var scalars: [UInt32] = []
        // The face (index in `fonts`) that fallback choice `choice` sets,
        // looked up once per text and choice, not per cluster (−1: not yet).
        var list: FallbackList?
        var faceOfChoice: [Int] = []
        func fontIndex(ofChoice choice: Int) -> Int {
          guard choice > 0 else { return 0 }
          if choice < faceOfChoice.count, faceOfChoice[choice] >= 0 { return faceOfChoice[choice] }
          let fallbackList = list ?? fallbackList(for: style, key: key)
          list = fallbackList
          var face = 0  // a face that cannot be opened leaves the primary's .notdef
          if let font = fallbackList.loadedFont(at: choice - 1) {
            if let known = fallbacks.firstIndex(where: { $0 === font }) {
              face = known + 1
            } else {
              fallbacks.append(font)
              face = fallbacks.count
            }
          }
          if choice >= faceOfChoice.count {
            faceOfChoice += repeatElement(-1, count: choice + 1 - faceOfChoice.count)
          }
          faceOfChoice[choice] = face
          return face
        }
        // The run being extended: where it starts and its face; and the
        // fallback face last used (0: none yet).
        var runStart = 0
        var runFace = -1
        var lastFallback = 0
        // The fallback choice that set it, and the script of its letters (0: none).
        var lastChoice: Int? = nil
        var lastScript: UInt32 = 0
        // Starts the run of `face` at `offset` unless the run is of it.
        func setFace(_ face: Int, from offset: Int) {
          guard face != runFace else { return }
          if runFace >= 0 { fontRuns.append((runStart..<offset, runFace)) }
          runStart = offset
          runFace = face
        }
        // A cluster's characters' offsets, and where one set in a face of
        // its own (a mark the base's face lacks) starts and ends, with it.
        var offsets: [Int] = []
        var ownFaces: [(range: Range<Int>, face: Int)] = []
        for c in 0..<(starts.count - 1) {
          let start = Int(starts[c])
          let end = Int(starts[c + 1])
          scalars.removeAll(keepingCapacity: true)
          offsets.removeAll(keepingCapacity: true)
          ownFaces.removeAll(keepingCapacity: true)
          var i = start
          var coveredByPrimary = true
          while i < end {
            let (scalar, width) = decodeScalar(utf16, at: i)
            scalars.append(scalar)
            offsets.append(i)
            if (scalar == 0xFE0F && !primary.hasColor
              && scalars.first.map(Self.isEmojiBase) == true)
              || !(CharacterClass.isIgnorableForCoverage(scalar) || primary.covers(scalar))
            {
              coveredByPrimary = false
            }
            i += width
          }
          var face = 0
          if coveredByPrimary, style.fallsBackAsAndroid, runFace > 0, scalars.count == 1,
            Self.isStickyOnAndroid(scalars[0]), fallbacks[runFace - 1].covers(scalars[0])
          {
            // Punctuation Minikin keeps in the run's face (`isStickyWhitelisted`):
            // Arabic's `.` in Noto Naskh Arabic after Arabic text, not Roboto's.
            face = runFace
          } else if !coveredByPrimary {
            let choice = chooseFont(for: scalars[...], style: style, key: key)
            if lastFallback > 0, choice != lastChoice,
              Self.keepsRunFace(scalars, font: fallbacks[lastFallback - 1], script: lastScript)
            {
              // Punctuation and digits after text set in a fallback face
              // stay in that face (a device keeps them in the run's): Arabic's
              // ؟ ، ؛, tatweel and digits are also in Adlam's and Hanifi
              // Rohingya's fonts, which may come before the run's face.
              face = lastFallback
            } else if let choice {
              face = fontIndex(ofChoice: choice)
              if face > 0 {
                lastFallback = face
                lastChoice = choice
                if let script = scalars.lazy.map(Scripts.tag).first(where: { $0 != 0 }) {
                  lastScript = script
                }
              }
            } else {
              // No face has the whole cluster: its first character goes to
              // a face that has it, as a device sets a base and shows a mark
              // no face of the base's has as a box (a translator's stray
              // Devanagari ल before a Tamil vowel sign); what that face
              // lacks is missing.
              if scalars.count > 1, !primary.covers(scalars[0]),
                let base = chooseFont(for: scalars[..<1], style: style, key: key)
              {
                face = fontIndex(ofChoice: base)
              }
              // A mark another face has alone is set there on a device, in a
              // run of its own (Minikin itemizes it so; an Arabic kasra after
              // a Latin letter): not missing.
              let setIn = face > 0 ? fallbacks[face - 1] : primary
              for (k, value) in scalars.enumerated()
              where !CharacterClass.isIgnorableForCoverage(value) && !setIn.covers(value) {
                if k > 0, let own = chooseFont(for: [value][...], style: style, key: key),
                  case let ownFace = fontIndex(ofChoice: own), ownFace > 0
                {
                  let until = k + 1 < offsets.count ? offsets[k + 1] : end
                  // (Marks in a row of one face are one run: `ِّ` in Naskh.)
                  if let last = ownFaces.last, last.face == ownFace,
                    last.range.upperBound == offsets[k]
                  {
                    ownFaces[ownFaces.count - 1].range = last.range.lowerBound..<until
                  } else {
                    ownFaces.append((offsets[k]..<until, ownFace))
                  }
                } else if let scalar = Unicode.Scalar(value), !missing.contains(scalar) {
                  missing.append(scalar)
                }
              }
            }
          }
          setFace(face, from: start)
          for (n, own) in ownFaces.enumerated() {
            setFace(own.face, from: own.range.lowerBound)
            // Back to the cluster's face where characters of it follow.
            let next = n + 1 < ownFaces.count ? ownFaces[n + 1].range.lowerBound : end
            if own.range.upperBound < next { setFace(face, from: own.range.upperBound) }
          }
        }
        fontRuns.append((runStart..<length, runFace))
      }

      if fallbacks.isEmpty { fontRuns = [] }  // the primary sets it all
      let faceRuns = fontRuns.isEmpty ? Self.wholePrimary : fontRuns

      // Faces that follow the point size, set for it.
      var primaryFont = primary
      var shapedAt: Double? = nil
      let unsizedFallbacks = fallbacks
      if let pointSize {
        let mode = style.opticalSizing
        primaryFont = primary.atPointSize(pointSize, opticalSizing: mode, tracked: tracked)
        var changed = primaryFont !== primary
        for (i, font) in fallbacks.enumerated() {
          fallbacks[i] = font.atPointSize(pointSize, opticalSizing: mode, tracked: tracked)
          changed = changed || fallbacks[i] !== font
        }
        if changed { shapedAt = pointSize }
      }

      // Runs of one direction, one script and one face.
      // (A run over the whole text may end at Int.max: one array for all.)
      let bidiRuns = needsBidi ? Bidi.runs(utf16) : Bidi.wholeLeftToRight
      let scriptRuns =
        needsScripts
        ? (usesFastPaths ? properties.scriptRuns(utf16, openEnded: true) : nil)
          ?? Scripts.runs(utf16)
        : Scripts.wholeCommon

      // Shape each run once; each advance goes to its cluster, in ems, then
      // becomes a prefix sum (line ends take no width, whatever their glyph).
      var positions = repeatedArray(0.0, count: length + 1)
      let buffer = try shapingBuffer()
      // Android's letter spacing (Minikin's `LayoutPiece`) goes to each of
      // HarfBuzz's clusters, not each grapheme cluster: one to a ligature,
      // one to an Indic syllable; and with more than 0.03 em of it the
      // optional ligatures are off (`liga`, `clig`: CSS's rule, which
      // Minikin follows), before the style's own features. The clusters
      // are marked as the glyphs come.
      let androidLetterSpacing =
        style.spacesLettersAsAndroid ? (style.spacing?.letterSpacing ?? 0) : 0
      let features = PreparedText.shapingFeatures(for: style)
      var clusterMarks = [Bool](repeating: false, count: androidLetterSpacing != 0 ? length : 0)
      var bidiIndex = 0
      var scriptIndex = 0
      var fontIndex = 0
      var start = 0
      while start < length {
        while bidiRuns[bidiIndex].range.upperBound <= start { bidiIndex += 1 }
        while scriptRuns[scriptIndex].range.upperBound <= start { scriptIndex += 1 }
        while faceRuns[fontIndex].range.upperBound <= start { fontIndex += 1 }
        let end = min(
          length, bidiRuns[bidiIndex].range.upperBound, scriptRuns[scriptIndex].range.upperBound,
          faceRuns[fontIndex].range.upperBound)
        let face = faceRuns[fontIndex].font
        let font = face == 0 ? primaryFont : fallbacks[face - 1]
        let options = ShapingOptions(
          direction: bidiRuns[bidiIndex].isRightToLeft ? .rightToLeft : .leftToRight,
          script: scriptRuns[scriptIndex].tag, language: style.language, features: features)
        let scale = 1 / Double(font.shaping.unitsPerEm)
        do throws(ShapingError) {
          try positions.withUnsafeMutableBufferPointer { positions throws(ShapingError) in
            try clusterMarks.withUnsafeMutableBufferPointer { marks throws(ShapingError) in
              let marks = marks.isEmpty ? nil : marks
              if usesWordCache, WordCache.shapesByWords(font.shaping, options: options) {
                try shapeByWords(
                  utf16: utf16, range: start..<end, font: font.shaping, options: options,
                  buffer: buffer, scale: scale, positions: positions, clusters: marks)
              } else if usesWordCache,
                WordCache.keepsWholeRun(
                  UnsafeBufferPointer(rebasing: utf16[start..<end]), options: options)
              {
                try shapeWholeRun(
                  utf16: utf16, range: start..<end, font: font.shaping, options: options,
                  buffer: buffer, scale: scale, positions: positions, clusters: marks)
              } else {
                _ = try font.shaping.shape(
                  utf16: utf16, range: start..<end, options: options, buffer: buffer
                ) { _, cluster, advance in
                  positions[cluster + 1] += Double(advance) * scale
                  marks?[cluster] = true
                }
              }
            }
          }
        } catch {
          throw error == .outOfMemory
            ? LayoutError.outOfMemory : LayoutError.textTooLong(length: length)
        }
        start = end
      }
      if let spacing = style.spacing, spacing.wordSpacing != 0 {
        // Word spacing widens each separator's advance (in ems).
        for i in 0..<length where TextSpacing.isWordSeparator(utf16[i]) {
          positions[i + 1] += spacing.wordSpacing
        }
      }
      for i in 0..<length {
        if CharacterClass.isLineEnd(utf16[i]) { positions[i + 1] = 0 }
        positions[i + 1] += positions[i]
      }

      // Break opportunities, and where each line's hanging whitespace starts.
      let simple = length == 0 || !usesFastPaths ? nil : LineBreaker.simpleBreaks(in: utf16)
      var (breaks, hard) =
        length == 0 ? ([0], []) : simple.map { ($0, []) } ?? breaker.breaks(in: utf16)
      if style.breaksLinksAsAndroid, length > 0,
        let android = LinkBreaks.applied(to: breaks, hard: hard, in: utf16)
      {
        (breaks, hard) = android
      }
      // (Text the simple breaks serve holds no Hangul.)
      if !style.breaksHangulAsAndroid, simple == nil, length > 1 {
        (breaks, hard) = CharacterClass.keepingHangulWords(breaks, hard: hard, in: utf16)
      }
      let trimmed: [Int32] = filledArray(capacity: breaks.count) { trimmed in
        for (i, offset) in breaks.enumerated() {
          var t = Int(offset)
          while t > 0, CharacterClass.isHangingSpace(utf16[t - 1]) { t -= 1 }
          trimmed[i] = Int32(t)
        }
        return breaks.count
      }
      let trimmedAdvancesAscend = PreparedText.ascends(positions, at: trimmed)
      // A line ending at a soft hyphen shows a hyphen, which takes width.
      // (Text the simple breaks serve holds none: no pass over it.)
      var softHyphens: (breaks: Set<Int32>, ems: Double)? = nil
      if simple == nil, length > 0, utf16.contains(0xAD),
        let hyphen = primaryFont.shaping.advance(of: "-")
      {
        let after = breaks.indices.filter { j in
          let offset = Int(breaks[j])
          return offset > 0 && utf16[offset - 1] == 0xAD
        }
        if !after.isEmpty {
          softHyphens = (
            Set(after.map { Int32($0) }), Double(hyphen) / Double(primaryFont.shaping.unitsPerEm)
          )
        }
      }
      // Android's spaced clusters: HarfBuzz's, but in the joined scripts
      // Minikin leaves unspaced.
      var spaced: [Int32]? = nil
      if androidLetterSpacing != 0 {
        var starts: [Int32] = []
        starts.reserveCapacity(length + 1)
        for (i, marked) in clusterMarks.enumerated() where marked { starts.append(Int32(i)) }
        starts.append(Int32(length))
        if needsScripts,
          let some = PreparedText.spacedClusterStarts(
            in: utf16, clusterStarts: starts, fontRunStarts: fontRuns.map(\.range.lowerBound))
        {
          spaced = some
        } else if simpleClusters ? starts.count != length + 1 : starts != clusterStarts {
          spaced = starts
        }
        // (Else HarfBuzz's clusters are the grapheme clusters, as in most
        // text: none kept, and the count of each line is a subtraction.)
      }
      // The clusters the primary face (the system font) sets take its tracking.
      var tracked: [Int32]? = nil
      if style.appliedTracking != nil, !fallbacks.isEmpty, length > 0 {
        var inPrimary = [Bool](repeating: false, count: length + 1)
        for run in fontRuns where run.font == 0 {
          for k in run.range { inPrimary[k] = true }
        }
        let starts = simpleClusters ? (0...length).map { Int32($0) } : clusterStarts
        tracked = starts.filter { Int($0) >= length || inPrimary[Int($0)] }
      }
      return PreparedText(
        text: text, length: length, primary: primaryFont, fallbacks: fallbacks,
        unsizedFallbacks: unsizedFallbacks, missing: missing,
        runs: fontRuns, letterSpacing: style.letterSpacing, tracking: style.appliedTracking,
        spacing: style.spacing, shapedAtPointSize: shapedAt, positions: positions, breaks: breaks,
        hardBreaks: hard, trimmed: trimmed, trimmedAdvancesAscend: trimmedAdvancesAscend,
        clusterStarts: clusterStarts, spacedClusterStarts: spaced, trackedClusterStarts: tracked,
        softHyphens: softHyphens)
    }
  }
}

extension PreparedText {
  /// Whether `positions` at each of `offsets` never decreases.
  static func ascends(_ positions: [Double], at offsets: [Int32]) -> Bool {
    var previous = -Double.infinity
    for t in offsets {
      let advance = positions[Int(t)]
      if !(advance >= previous) { return false }
      previous = advance
    }
    return true
  }

  /// This text set for `pointSize` in `faces` (the primary, then the
  /// fallbacks: these faces or the same ones set for another size, shaped
  /// alike), with `tracking.counts[i]` glyphs before offset `i` each
  /// `tracking.ems` wider than here.
  func resized(
    faces: [LayoutFont], pointSize: Double, tracking: (counts: [Int32], ems: Double)?
  ) -> PreparedText {
    var positions = self.positions
    var ascend = trimmedAdvancesAscend
    if let tracking {
      for i in positions.indices { positions[i] += Double(tracking.counts[i]) * tracking.ems }
      ascend = Self.ascends(positions, at: trimmed)
    }
    return PreparedText(
      text: text, length: length, primary: faces[0], fallbacks: Array(faces.dropFirst()),
      unsizedFallbacks: unsizedFallbacks, missing: missing, runs: runs,
      letterSpacing: letterSpacing, tracking: self.tracking, spacing: spacing,
      shapedAtPointSize: pointSize, positions: positions, breaks: breaks, hardBreaks: hardBreaks,
      trimmed: trimmed, trimmedAdvancesAscend: ascend, clusterStarts: clusterStarts,
      spacedClusterStarts: spacedClusterStarts, trackedClusterStarts: trackedClusterStarts,
      softHyphens: softHyphens)
  }

  /// For each fallback face used, the characters it sets (what the primary
  /// face lacks), in the order the faces were first used; default-ignorable
  /// characters and controls are left out, and so are those of its runs it
  /// does not have (a mark no face of its base's has, set with the base).
  public var fallbackCharacters: [(font: LayoutFont, characters: [Unicode.Scalar])] {
    guard !fallbacks.isEmpty else { return [] }
    var result = fallbacks.map { (font: $0, characters: [Unicode.Scalar]()) }
    // The text's scalars in order, with their UTF-16 offsets and the run
    // each starts in (runs are in text order and end at clusters).
    var offset = 0
    var r = 0
    for scalar in text.unicodeScalars {
      defer { offset += UTF16.width(scalar) }
      while r < runs.count, runs[r].range.upperBound <= offset { r += 1 }
      guard r < runs.count, runs[r].font > 0, runs[r].range.contains(offset),
        !CharacterClass.isIgnorableForCoverage(scalar.value),
        fallbacks[runs[r].font - 1].covers(scalar.value)
      else { continue }
      let face = runs[r].font - 1
      if !result[face].characters.contains(scalar) { result[face].characters.append(scalar) }
    }
    return result
  }
}

extension LayoutContext {
  /// The faces tried, in order, for characters `style`'s primary face lacks:
  /// its cascade, then (when fallback is allowed) Fontconfig's order for its
  /// language. Faces are not opened to list them.
  public func fallbackOrder(for style: LayoutStyle) -> [FontRecord] {
    fallbackList(for: style, key: styleKey(style)).records
  }
}

/// The UTF-16 code units of `text` (what `Array(text.utf16)` gives),
/// transcoded from its UTF-8 storage in one pass.
func utf16Units(of text: String) -> [UInt16] {
  var text = text
  return text.withUTF8 { utf8 in
    // A String holds valid UTF-8, and never more UTF-16 units than UTF-8 bytes.
    [UInt16](unsafeUninitializedCapacity: utf8.count) { units, initialized in
      guard let base = units.baseAddress else { return }
      initialized = transcodeUTF16(utf8, into: base)
    }
  }
}

/// A context's buffer for the UTF-16 units of the text being prepared, so
/// that a short text needs no array of its own. Used by one thread at a time.
final class UTF16Scratch {
  /// The longest text, in UTF-8 bytes, whose units go to the buffer.
  static let largestText = 4096
  private let storage = UnsafeMutablePointer<UInt16>.allocate(capacity: largestText)

  deinit { storage.deallocate() }

  /// The UTF-16 code units of `text` (at most ``largestText`` UTF-8 bytes),
  /// valid until the next call.
  func units(of text: String) -> UnsafeBufferPointer<UInt16> {
    var text = text
    return text.withUTF8 { utf8 in
      precondition(utf8.count <= Self.largestText)
      return UnsafeBufferPointer(start: storage, count: transcodeUTF16(utf8, into: storage))
    }
  }
}

/// Writes the UTF-16 code units of the valid UTF-8 `utf8` to `units` (room
/// for `utf8.count` units) and returns how many there are.
func transcodeUTF16(_ utf8: UnsafeBufferPointer<UInt8>, into units: UnsafeMutablePointer<UInt16>)
  -> Int
{
  var i = 0
  var n = 0
  while i < utf8.count {
    let lead = UInt32(utf8[i])
    if lead < 0x80 {
      units[n] = UInt16(lead)
      i += 1
      n += 1
      continue
    }
    var scalar: UInt32
    if lead < 0xE0 {
      scalar = (lead & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F)
      i += 2
    } else if lead < 0xF0 {
      scalar =
        (lead & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6 | UInt32(utf8[i + 2] & 0x3F)
      i += 3
    } else {
      scalar =
        (lead & 0x07) << 18 | UInt32(utf8[i + 1] & 0x3F) << 12
        | UInt32(utf8[i + 2] & 0x3F) << 6 | UInt32(utf8[i + 3] & 0x3F)
      i += 4
      scalar -= 0x10000
      units[n] = UInt16(0xD800 | scalar >> 10)
      n += 1
      scalar = 0xDC00 | scalar & 0x3FF
    }
    units[n] = UInt16(scalar)
    n += 1
  }
  return n
}

extension LayoutContext {
  /// Shapes the run `range` of `utf16` whole, adding each glyph's advance
  /// (in ems) at its cluster in `positions`; the run's glyphs are kept, and
  /// the next time the same run comes in the same setting they are replayed
  /// instead (see ``WordCache/keepsWholeRun(_:options:)``), in the same
  /// order, so the sums are the same to the bit.
  func shapeWholeRun(
    utf16: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: ShapingFont,
    options: ShapingOptions, buffer: ShapingBuffer, scale: Double,
    positions: UnsafeMutableBufferPointer<Double>,
    clusters: UnsafeMutableBufferPointer<Bool>? = nil
  ) throws(ShapingError) {
    let cache = workspace.words
    let setting = cache.number(of: WordCache.Setting(font, options, wholeRun: true))
    let units = UnsafeBufferPointer(rebasing: utf16[range])
    let key = WordCache.key(units, followedBySpace: false)
    let start = range.lowerBound
    let found = cache.replay(key, units: units, setting: setting, followedBySpace: false) {
      cluster, advance in
      positions[start + cluster + 1] += Double(advance) * scale
      clusters?[start + cluster] = true
    }
    guard !found else { return }
    // The glyphs in the workspace's array, whose storage stays from run to run.
    var glyphs = workspace.wordGlyphs
    workspace.wordGlyphs = []
    defer { workspace.wordGlyphs = glyphs }
    glyphs.removeAll(keepingCapacity: true)
    _ = try font.shape(utf16: utf16, range: range, options: options, buffer: buffer) {
      _, cluster, advance in
      positions[cluster + 1] += Double(advance) * scale
      clusters?[cluster] = true
      glyphs.append((cluster - start, advance))
    }
    cache.store(key, units: units, setting: setting, followedBySpace: false, glyphs: glyphs)
  }

  /// Shapes the run `range` of `utf16` a word at a time (see
  /// ``ShapingFont/WordShaping``), adding each glyph's advance (in ems) at
  /// its cluster in `positions`, as shaping the run whole would.
  ///
  /// A unit is a word with the spaces before it, told apart by whether a
  /// space follows it in the run. Units the cache has are reused; each
  /// stretch of the others is shaped at once and its units kept. When a
  /// unit might shape differently on its own (see `isSelfContained`), the
  /// run is shaped whole and its self-contained units kept from that. Either
  /// way each slot gets the same glyphs in the same order, so the sums are
  /// the same to the bit.
  func shapeByWords(
    utf16: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: ShapingFont,
    options: ShapingOptions, buffer: ShapingBuffer, scale: Double,
    positions: UnsafeMutableBufferPointer<Double>,
    clusters: UnsafeMutableBufferPointer<Bool>? = nil
  ) throws(ShapingError) {
    let cache = workspace.words
    let properties = unitProperties
    let setting = cache.number(of: WordCache.Setting(font, options))

    /// Whether the unit `start..<end` (its word from `word`) shapes alone as
    /// in the run: it starts the text, or at a space; its word starts a
    /// grapheme cluster (a mark or a joiner joins the cluster of the space
    /// before it); it ends at a space or the text's end (a neighbour in
    /// another run, say a digit, could take part in its lookups).
    func isSelfContained(_ start: Int, _ word: Int, _ end: Int) -> Bool {
      end - start <= WordCache.longestWord
        && (start == 0 || utf16[start] == 0x20 || utf16[start - 1] == 0x20)
        && (word == end || properties.entry(utf16[word]) & UnitProperties.standsAlone != 0)
        && (end == utf16.count || utf16[end] == 0x20)
    }

    // The units and glyphs go in the workspace's arrays, whose storage
    // stays from run to run (grown afresh for each run, they were made
    // several times over).
    var found = workspace.wordUnits
    workspace.wordUnits = []
    found.removeAll(keepingCapacity: true)
    var start = range.lowerBound
    while start < range.upperBound {
      var end = start
      while end < range.upperBound, utf16[end] == 0x20 { end += 1 }
      let word = end
      while end < range.upperBound, utf16[end] != 0x20 { end += 1 }
      let followedBySpace = end < range.upperBound
      let key = WordCache.key(
        UnsafeBufferPointer(rebasing: utf16[start..<end]), followedBySpace: followedBySpace)
      found.append((start..<end, followedBySpace, key, isSelfContained(start, word, end)))
      start = end
    }
    // Constants from here: a variable that the nested function reads would
    // be checked for exclusive access at run time, glyph by glyph.
    let units = found
    defer { workspace.wordUnits = units }

    /// Shapes the units `group` together (with the space after the last,
    /// whose glyph belongs to the next unit), adds their glyphs to
    /// `positions` and keeps those of each self-contained unit.
    var spareGlyphs = workspace.wordGlyphs
    workspace.wordGlyphs = []
    defer { workspace.wordGlyphs = spareGlyphs }
    func shape(_ group: Range<Int>) throws(ShapingError) {
      let last = units[group.upperBound - 1]
      let stop = last.range.upperBound
      let end = stop + (last.followedBySpace ? 1 : 0)
      // The glyphs in a variable of this function (checked when compiled,
      // not per glyph), in the storage of the call before.
      var glyphs = spareGlyphs
      spareGlyphs = []
      defer { spareGlyphs = glyphs }
      glyphs.removeAll(keepingCapacity: true)
      _ = try font.shape(
        utf16: utf16, range: units[group.lowerBound].range.lowerBound..<end, options: options,
        buffer: buffer
      ) { _, cluster, advance in
        guard cluster < stop else { return }
        positions[cluster + 1] += Double(advance) * scale
        clusters?[cluster] = true
        glyphs.append((cluster, advance))
      }
      // HarfBuzz's clusters are monotonic (its default cluster level), so
      // each unit's glyphs are one stretch of the glyphs, in the units'
      // order or its reverse; a unit is kept when its stretch ends. (Should
      // they not be, nothing is kept.)
      let backwards = options.direction == .rightToLeft
      for k in glyphs.indices.dropFirst() {
        let step = glyphs[k].cluster - glyphs[k - 1].cluster
        if backwards ? step > 0 : step < 0 { return }
      }
      var u = backwards ? group.upperBound - 1 : group.lowerBound
      var stretch = 0
      for k in 0...glyphs.count {
        if k < glyphs.count, units[u].range.contains(glyphs[k].cluster) { continue }
        let unit = units[u]
        if k > stretch, unit.selfContained {
          let start = unit.range.lowerBound
          cache.store(
            unit.key, units: UnsafeBufferPointer(rebasing: utf16[unit.range]), setting: setting,
            followedBySpace: unit.followedBySpace,
            glyphs: glyphs[stretch..<k].lazy.map {
              (cluster: $0.cluster - start, advance: $0.advance)
            })
        }
        guard k < glyphs.count else { break }
        while !units[u].range.contains(glyphs[k].cluster) { u += backwards ? -1 : 1 }
        stretch = k
      }
    }

    guard units.allSatisfy(\.selfContained) else {
      // Shaped whole, as any run; the self-contained units are kept from it.
      try shape(units.indices)
      return
    }
    // Units the cache has are replayed; each stretch of others is shaped at
    // once (the text of the run whole, and a space after each stretch).
    var missing: Int? = nil
    for (i, unit) in units.enumerated() {
      let start = unit.range.lowerBound
      let found = cache.replay(
        unit.key, units: UnsafeBufferPointer(rebasing: utf16[unit.range]), setting: setting,
        followedBySpace: unit.followedBySpace
      ) { cluster, advance in
        positions[start + cluster + 1] += Double(advance) * scale
        clusters?[start + cluster] = true
      }
      if found, let first = missing {
        try shape(first..<i)
        missing = nil
      } else if !found, missing == nil {
        missing = i
      }
    }
    if let first = missing { try shape(first..<units.count) }
  }
}

extension PreparedText {
  /// The features `style`'s text is shaped with: its own, after `-liga` and
  /// `-clig` where Android's letter spacing is more than 0.03 em (Minikin
  /// turns the optional ligatures off there, as CSS does for letter
  /// spacing; features the style sets come after and win).
  static func shapingFeatures(for style: LayoutStyle) -> [String] {
    guard style.spacesLettersAsAndroid, abs(style.spacing?.letterSpacing ?? 0) > 0.03 else {
      return style.features
    }
    return ["-liga", "-clig"] + style.features
  }

  /// The scripts Android's text layout sets without letter spacing, as
  /// packed ISO 15924 tags (Minikin's `isLetterSpacingCapableScript`, after
  /// HarfBuzz issue 64: spacing would break their joined letters).
  static let scriptsWithoutLetterSpacing: Set<UInt32> = Set(
    [
      "Arab", "Nkoo", "Phlp", "Mand", "Mong", "Phag", "Deva", "Beng", "Guru", "Modi", "Shrd",
      "Sylo", "Tirh", "Ogam",
    ].map { name in name.utf8.reduce(0) { $0 << 8 | UInt32($1) } })

  /// The starts of the clusters of `utf16` that Android's text layout
  /// letter-spaces (`clusterStarts`, or every unit when nil), or nil when
  /// it spaces them all.
  ///
  /// Minikin lays text out a piece at a time, a space (U+0020, U+2000–U+200A,
  /// U+3000) a piece of its own, and spaces the clusters of a piece's script
  /// runs unless the run's script is one of ``scriptsWithoutLetterSpacing``;
  /// a run's script is its first character's of a script of its own
  /// (Common and Inherited ones, punctuation, digits and marks, are the run's
  /// they stand in: before its first letter they are the next letter's), and
  /// a piece of Common alone is spaced.
  static func spacedClusterStarts(
    in utf16: UnsafeBufferPointer<UInt16>, clusterStarts: [Int32]?, fontRunStarts: [Int] = []
  ) -> [Int32]? {
    let fontRunStarts = Set(fontRunStarts)
    let length = utf16.count
    var spaced = [Bool](repeating: true, count: length + 1)
    var anyUnspaced = false
    // The current run: where it starts and its script (0: Common so far).
    var runStart = 0
    var runScript: UInt32 = 0
    func closeRun(at end: Int) {
      guard Self.scriptsWithoutLetterSpacing.contains(runScript) else { return }
      for k in runStart..<end { spaced[k] = false }
      anyUnspaced = true
    }
    var i = 0
    while i < length {
      let (scalar, width) = decodeScalar(utf16, at: i)
      // A face's run is laid out on its own: its scripts are its own (a
      // fallback's Arabic between the style's face's parentheses).
      if i > runStart, fontRunStarts.contains(i) {
        closeRun(at: i)
        runStart = i
        runScript = 0
      }
      if scalar == 0x20 || (0x2000...0x200A).contains(scalar) || scalar == 0x3000 {
        // A piece of its own, Common: spaced; the next piece starts after it.
        closeRun(at: i)
        runStart = i + width
        runScript = 0
      } else {
        let script = Scripts.tag(scalar)
        if script != 0 {
          if runScript == 0 {
            runScript = script
          } else if script != runScript {
            closeRun(at: i)
            runStart = i
            runScript = script
          }
        }
      }
      i += width
    }
    closeRun(at: length)
    guard anyUnspaced else { return nil }
    let starts = clusterStarts ?? (0...length).map { Int32($0) }
    return starts.filter { Int($0) >= length || spaced[Int($0)] }
  }
}
