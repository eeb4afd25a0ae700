import FileAccess
import FontDiscovery
import StructuredText
import TextLayout
import TypeScale
import TypographyConfig

/// What one of `check`'s own findings is about, as data for its message
/// (`validate`'s findings carry a ``FindingDetail`` instead). A string's
/// `key` is as messages name it (``StringCatalogs/LocalizedString/shownName``:
/// a plain text file's line by its text), but for `noContainer`'s, the key
/// containers match.
enum CheckFindingDetail: Sendable, Hashable {
  /// A string (`key`) that no container's keys match.
  case noContainer(key: String)
  /// `containers[index]`, with key patterns `keys`, that matches no string.
  case unusedContainer(index: Int, keys: [String], suggestions: [String], stale: Bool = false)
  /// A key a container names as written (no `*` or `?`) that no string
  /// file gives, where the container's other keys match: a typo, or a
  /// string of a library the spec does not read.
  case unmatchedKey(index: Int, key: String, suggestions: [String])
  /// The strings of `style` were not measured, for `reason`.
  case notMeasured(style: String, reason: CheckRunner.NotMeasured, strings: Int? = nil)
  /// A string longer than `limit` UTF-16 units.
  case tooLong(key: String, limit: Int)
  /// A string with characters no face covers.
  /// `ownFaces`: the app's own faces that have the characters, which no
  /// text falls back to (an Android app's res/font and asset fonts).
  /// `emojiFonts`: the files of the catalog's emoji faces, which lack
  /// the emoji among the characters. `scriptFonts`: by script, the files
  /// of the faces that set the text's other characters of it (an app's
  /// subset of Noto Sans CJK), which lack these.
  case uncovered(
    key: String, missing: [Unicode.Scalar], shownAsEmoji: Set<Unicode.Scalar> = [],
    ownFaces: [String] = [], emojiFonts: [String] = [], scriptFonts: [String: [String]] = [:])
  /// A string that overflows its container from `category` on.
  case overflow(Overflow)
  /// A string with `words` broken inside themselves from `category` (at
  /// `pointSize`) on.
  /// `glued`: a split word joins a format specifier's sample to the
  /// text's letters where the development language's string (when read)
  /// does not (a space left out), so the advice is the translation's.
  /// `sample`: otherwise, a format specifier's sample a split word holds
  /// (`Alexandria` in `%1$@\u{A0}Folgen`), which may be longer than what
  /// the app fills in.
  /// `width` and `style`: the container whose line the words are wider
  /// than (`width` in the step's unit), when the string has one.
  /// `sourceRead`: whether the check read the development language's
  /// string of the key (what `glued` compares with).
  case wordSplit(
    key: String, words: [SplitWord], step: SizeStep, pointSize: Double, glued: Bool = false,
    sourceRead: Bool = true, sample: String? = nil, width: Double? = nil, style: String? = nil)

  /// A word a line broke inside of, and the same word with `|` where it broke.
  struct SplitWord: Sendable, Hashable {
    var word: String
    var marked: String
  }
  /// A string that fits its `width` pt container from `category` on only
  /// shrunk: to `scale` there (from `pointSize`), and as far as `smallest`
  /// at a larger size.
  case shrunk(Shrunk)

  /// How far a string shrinks to fit a container with a minimum scale factor.
  struct Shrunk: Sendable, Hashable {
    var key: String
    var style: String
    var width: Double
    var step: SizeStep
    var pointSize: Double
    var scale: Double
    var smallest: Double
    var minimumScaleFactor: Double
  }
  /// A name in the spec's `cascade` for `style` that is not in the catalog,
  /// with the catalog's nearest names.
  case cascadeFaceNotFound(style: String, name: String, suggestions: [String])
  /// A family XML's `<font>` declaring what its file is not, and the first
  /// style (of `styles`) measured in it.
  case fontMismatch(CheckRunner.MisdeclaredFont, style: String, styles: Int)
  case systemFaceMissing(CheckRunner.SystemFaceShortfall, style: String, styles: Int)
  case emptyFontFamily(CheckRunner.EmptyFontFamily, style: String, styles: Int)
  case unknownSystemFamily(CheckRunner.UnknownSystemFamily, style: String, styles: Int)
  /// The check measured no string, for the reason given in words.
  case nothingMeasured(reason: String)

  /// How a string passes its container at the first category that does not fit.
  struct Overflow: Sendable, Hashable {
    var key: String
    var style: String
    /// The container's width in points.
    var width: Double
    var step: SizeStep
    /// The point size (dp on Android) at `step`.
    var pointSize: Double
    /// The lines taken and the limit, when there are more than the limit.
    var lines: Int?
    var maxLines: Int?
    /// Points taller than the lines that fit.
    var height: Double
    /// Points an unbreakable character is wider than the container, when it is.
    var clusterWidth: Double?
    /// The text's width on one line, in points, said for a one-line
    /// container (the width it would need).
    var advance: Double? = nil
    /// The container's minimum scale factor, when it shrinks its text: not
    /// enough to fit (the figures are the unshrunk text's).
    var minimumScaleFactor: Double? = nil
    /// Whether the text begins or ends with a line break, which takes a
    /// line of its own (a translation's stray `\n`: Kiwix's Swedish
    /// `\nAvbryt`).
    var strayLineBreak = false
    /// The lines the text's own line breaks make, where they are more than
    /// the container's limit (nowinandroid's `…here\nto read later` in one
    /// line), else nil.
    var ownLines: Int? = nil
    /// The characters no face covers the figures leave out (their
    /// placeholder boxes have no known width), 0 for none.
    var uncoveredLeftOut = 0
    /// The words a line breaks inside of past the lines that fit, which
    /// more lines would not mend.
    var brokenPastLimit: [BrokenWord] = []
  }

  /// A word a line breaks inside of, and it with `|` where the line broke.
  struct BrokenWord: Sendable, Hashable {
    var word: String
    var marked: String
  }
}

/// Where a size of a check comes from: a content-size category, or an
/// Android font scale (sizes and widths are then in dp).
enum SizeStep: Sendable, Hashable {
  case category(ContentSizeCategory)
  case fontScale(Double)

  /// The step of `size`, or nil for a size of neither.
  init?(_ size: SweepSize) {
    if let category = size.category {
      self = .category(category)
    } else if let scale = size.fontScale {
      self = .fontScale(scale)
    } else {
      return nil
    }
  }

  /// `extraLarge`, or `font scale 1.3`.
  var name: String {
    switch self {
    case .category(let category): return category.name
    case .fontScale(let scale): return "font scale \(number(scale))"
    }
  }

  /// The unit of sizes and widths: `pt`, or `dp` on Android.
  var unit: String {
    if case .fontScale = self { return "dp" }
    return "pt"
  }
}

/// The one place where `check`'s own findings are put into words (beside
/// ``FindingWording``, which words `validate`'s).
package enum CheckFindingWording {
  /// The most characters an `uncovered` message shows.
  static let shownCharacters = 8

  /// `key` in quotes for a message, on one line and cut to 80 characters
  /// with "…" (``Quoted/shortened(_:)``): a String Catalog keyed by its
  /// English text can be a paragraph; the finding's `key` holds it whole.
  /// A string's key as messages show it: shortened, its line breaks, tabs
  /// and backslashes written as escapes (`%@\n%@`, `a\\b`; another line or
  /// paragraph separator or control character as `\u{2028}`), so that a key
  /// is never shown as another (`%@ %@`).
  static func shownKey(_ key: String) -> String { "'\(Quoted.shortened(escapedKey(key)))'" }

  /// `key` with its line breaks, tabs and backslashes written as escapes
  /// (`\n`, `\t`, `\\`), and every other character ``Printable/escaped(_:keepingLineBreaks:keepingTabs:)``
  /// escapes (controls, separators, bidi controls) as it writes them; as it
  /// is when it has none: two keys never look alike.
  package static func escapedKey(_ key: String) -> String {
    var escaped = ""
    if key.utf8.contains(where: { $0 == 0x5C || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      for scalar in key.unicodeScalars {
        switch scalar {
        case "\n": escaped += "\\n"
        case "\r": escaped += "\\r"
        case "\t": escaped += "\\t"
        case "\\": escaped += "\\\\"
        default: escaped.unicodeScalars.append(scalar)
        }
      }
    } else {
      escaped = key
    }
    return Printable.escaped(escaped, keepingTabs: false)
  }

  /// The scripts to find a font for, for characters no font covers: their
  /// Unicode scripts (`Han`, `Gurmukhi`), then `emoji` and the Private Use
  /// Areas' icon glyphs (SF Symbols' among them), which have no script of
  /// their own, symbols of no script (arrows, `⬇`: a symbol font's), and
  /// Apple's logo, U+F8FF, which Apple's fonts draw in that area; what
  /// `check` and `cascade` both say.
  /// `shownAsEmoji` are the characters the text follows with U+FE0F (☝️),
  /// shown as emoji though text by default (☝ alone, ✔ and ▶, is set in a
  /// text face of symbols). `emojiFonts`, the files of the catalog's emoji
  /// faces, are named as lacking them (an app's subset of Noto Color Emoji).
  package static func scriptsToFind(
    for missing: [Unicode.Scalar], shownAsEmoji: Set<Unicode.Scalar> = [],
    emojiFonts: [String] = [], scriptFonts: [String: [String]] = [:]
  ) -> [String] {
    // (A script some face of the catalog sets other characters of: that
    // face's file lacks these, `Han: NotoSansCJKjp-subset.otf, which sets
    // the others, lacks them`; scripts of the same files named together,
    // `Han and Hiragana: …`.)
    var named: [(scripts: [String], files: [String])] = []
    for script in scriptNames(of: missing) {
      let files = scriptFonts[script]?.map { Paths.name(of: $0) } ?? []
      if !files.isEmpty, let same = named.firstIndex(where: { $0.files == files }) {
        named[same].scripts.append(script)
      } else {
        named.append(([script], files))
      }
    }
    var scripts = named.map { scripts, files in
      let names =
        scripts.count == 1
        ? scripts[0] : scripts.dropLast().joined(separator: ", ") + " and " + scripts.last!
      guard !files.isEmpty else { return names }
      return files.count == 1
        ? "\(names): \(files[0]), which sets the others, lacks them"
        : "\(names): \(OutputText.firstFew(files, 3)), which set the others, lack them"
    }
    if missing.contains(where: {
      (mayPresentAsEmoji($0.value) && $0.properties.isEmojiPresentation)
        || shownAsEmoji.contains($0)
    }) {
      // A device's own (Apple Color Emoji) is not open; Noto's stands in.
      if emojiFonts.isEmpty {
        scripts.append("emoji: Noto Color Emoji stands in for a device's")
      } else {
        let files = emojiFonts.map { Paths.name(of: $0) }
        scripts.append(
          "emoji: the catalog's emoji "
            + (files.count == 1
              ? "font (\(files[0])) lacks them"
              : "fonts (\(OutputText.firstFew(files, 3))) lack them")
            + "; the whole Noto Color Emoji stands in for a device's")
      }
    }
    // Symbols of no script and no emoji (libretorrent's ⬇, an arrow):
    // a symbol font's.
    if missing.contains(where: { scalar in
      let category = scalar.properties.generalCategory
      return (category == .otherSymbol || category == .mathSymbol)
        && !(mayPresentAsEmoji(scalar.value) && scalar.properties.isEmojiPresentation)
        && !shownAsEmoji.contains(scalar) && !isPrivateUse(scalar.value)
    }) {
      scripts.append("symbols: Noto Sans Symbols 2 has most")
    }
    // (U+F8FF is the Apple logo, which Apple's own fonts draw there.)
    if missing.contains("\u{F8FF}") {
      scripts.append("U+F8FF: the Apple logo, in Apple's system fonts")
    }
    if missing.contains(where: { isPrivateUse($0.value) && $0 != "\u{F8FF}" }) {
      scripts.append("private use: an icon font's or SF Symbols'")
    }
    return scripts
  }

  /// The emoji of `text` followed by U+FE0F (☝️), which show as emoji
  /// whatever their default presentation.
  package static func shownAsEmoji(in text: String) -> Set<Unicode.Scalar> {
    var found: Set<Unicode.Scalar> = []
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if scalar == "\u{FE0F}", let previous, previous.properties.isEmoji {
        found.insert(previous)
      }
      previous = scalar
    }
    return found
  }

  /// Whether `value` is in the blocks where Unicode's Emoji_Presentation
  /// characters are (⌚ U+231A to ⭕ U+2B55, and from 🀄 U+1F004 on): a
  /// check before the property's slower lookup, for text of other scripts.
  package static func mayPresentAsEmoji(_ value: UInt32) -> Bool {
    (0x231A...0x2B55).contains(value) || value >= 0x1_F004
  }

  /// Whether `value` is in the Private Use Areas, general category Co.
  package static func isPrivateUse(_ value: UInt32) -> Bool {
    (0xE000...0xF8FF).contains(value) || (0xF_0000...0xF_FFFD).contains(value)
      || (0x10_0000...0x10_FFFD).contains(value)
  }

  /// The message for a finding's detail: what is wrong and what to do.
  static func message(for detail: CheckFindingDetail) -> String {
    switch detail {
    case .noContainer(let key):
      return "\(Self.shownKey(key)) matches no container's keys, so it was not measured; "
        + "add a container (keys [\"*\"] catches everything)"
    case .cascadeFaceNotFound(let style, let name, let suggestions):
      let styles = style == "*" ? "any style" : "style '\(style)'"
      return "'\(name)' is not in the catalog, so it is not tried as a fallback for \(styles)"
        + FindingWording.didYouMean(suggestions)
    case .fontMismatch(let font, let style, let styles):
      func face(_ weight: Int, _ italic: Bool) -> String {
        "weight \(weight)\(italic ? " italic" : "")"
      }
      let others = styles > 1 ? " (and \(styles - 1) more)" : ""
      let declared = face(font.declaredWeight, font.declaredItalic)
      let file = String(font.font.split(separator: "/").last ?? "")
      let what =
        "the <font> of \(file) declares \(declared), but "
        + (font.setBySettings ? "its fontVariationSettings set the file at " : "the file is ")
      return what + face(font.weight, font.italic)
        + ": Android picks it where \(declared) is asked for and draws the file's glyphs "
        + "(style '\(style)'\(others) is measured in it); declare what the file is, or name the "
        + "file that is what is declared"
    case .systemFaceMissing(let shortfall, let style, let styles):
      func face(_ weight: Int, _ italic: Bool) -> String {
        "weight \(weight)\(italic ? " italic" : "")"
      }
      let others = styles > 1 ? " (and \(styles - 1) more)" : ""
      let asked = face(shortfall.weight, shortfall.italic)
      if shortfall.condensed {
        return "the catalog has no Roboto Condensed, and style '\(style)'\(others) asks for "
          + "it: it is measured in \(shortfall.face) (\(face(shortfall.faceWeight, shortfall.faceItalic))), "
          + "wider than a device draws it (in Roboto Condensed, or Roboto at width 75 since "
          + "Android 12); add Roboto Condensed to a folder of \"fonts\""
      }
      // Said after its key path, `sans-serif weight 700`.
      return "the catalog has no such face of \(shortfall.family), and style '\(style)'\(others) "
        + "asks for it: it is measured in \(shortfall.face) "
        + "(\(face(shortfall.faceWeight, shortfall.faceItalic))), where a device draws "
        + (shortfall.deviceFamily.map { "\($0), the system font," } ?? "its own \(shortfall.family)")
        + " at \(asked); add that face to a folder of \"fonts\""
    case .emptyFontFamily(let family, let style, let styles):
      let others = styles > 1 ? " (and \(styles - 1) more)" : ""
      return "@font/\(family.name) holds no font file (\(family.why)): the app builds, and a "
        + "device, loading no font from it, draws style '\(style)'\(others) in the default "
        + "font, sans-serif, as it is measured here (in \(family.family)); to measure the font a "
        + "release build ships, name the res folder that holds its files in \"resources\" "
        + "in this one's place"
    case .unknownSystemFamily(let unknown, let style, let styles):
      let others = styles > 1 ? " (and \(styles - 1) more)" : ""
      let named = Self.shownKey(unknown.name)
      let near: String =
        unknown.suggestions.isEmpty
        ? "; a device maker's fonts may add a family of the name (Pixels add google-sans), "
          + "which its devices alone draw"
        : "; did you mean " + unknown.suggestions.joined(separator: " or ") + "?"
      return "android:fontFamily \(named) names no font family Android has (its fonts.xml, "
        + "names compared as written) nor an app font (@font/…): the app builds, and a device "
        + "draws style "
        + "'\(style)'\(others) in the default font, sans-serif, as it is measured here (in "
        + "\(unknown.family))\(near)"
    case .unusedContainer(let index, let keys, _, true):
      return "containers[\(index)] (keys \(keys.joined(separator: ", "))) matches only stale "
        + "catalog entries (no code asks for them: a container takes one by naming its key as "
        + "written), or strings an earlier container takes"
    case .unusedContainer(let index, let keys, let suggestions, false):
      return "containers[\(index)] (keys \(keys.joined(separator: ", "))) matches no "
        + "string, or only strings an earlier container takes"
        + (suggestions.isEmpty
          ? "" : "; did you mean " + suggestions.map(Self.shownKey).joined(separator: " or ") + "?")
    case .unmatchedKey(let index, let key, let suggestions):
      return "containers[\(index)] names the key \(Self.shownKey(key)), which no string "
        + "file gives (a typo, or a string of a library whose files the spec does not name)"
        + (suggestions.isEmpty
          ? "" : "; did you mean " + suggestions.map(Self.shownKey).joined(separator: " or ") + "?")
    case .nothingMeasured(let reason):
      return "nothing was measured: \(reason)"
    case .notMeasured(let style, let reason, let strings):
      let counted = strings.map { OutputText.plural($0, "string") } ?? "strings"
      return "\(counted) in style '\(style)' \(strings == 1 ? "was" : "were") not measured: "
        + describe(reason)
    case .tooLong(let key, let limit):
      return "\(Self.shownKey(key)) is longer than \(limit) UTF-16 units and was not measured"
    case .uncovered(
      let key, let missing, let shownAsEmoji, let ownFaces, let emojiFonts, let scriptFonts):
      var message: MessageBytes =
        "\(Self.shownKey(key)) has characters no font in the catalog covers: "
      for (i, scalar) in missing.prefix(shownCharacters).enumerated() {
        if i > 0 { message.append(", ") }
        message.append(codePointName(scalar))
        message.append(" ")
        message.append(scalar)
      }
      if missing.count > shownCharacters { message.append(", …") }
      // What to do, with the scripts to look for a font of.
      let scripts = scriptsToFind(
        for: missing, shownAsEmoji: shownAsEmoji, emojiFonts: emojiFonts, scriptFonts: scriptFonts)
      message.append("; add a font covering them")
      if !scripts.isEmpty { message.append(" (\(scripts.joined(separator: ", ")))") }
      message.append(" to the spec's fonts")
      if !ownFaces.isEmpty {
        message.append(
          " (the app's own "
            + (ownFaces.count == 1
              ? "font \(ownFaces[0]) has them"
              : "fonts \(OutputText.firstFew(ownFaces, 3)) have them")
            + ", but a device falls back to its system fonts alone: where the code sets "
            + (ownFaces.count == 1 ? "it" : "one")
            + " on this text, name it in the spec's \"cascade\" for the style)")
      }
      return message.string
    case .overflow(let overflow):
      var why: [String] = []
      let unit = overflow.step.unit
      if let lines = overflow.lines, let maxLines = overflow.maxLines {
        let wide = overflow.advance.map { "\(number($0)) \(unit) wide, " } ?? ""
        why.append(
          "takes \(lines) lines where \(maxLines) \(maxLines == 1 ? "fits" : "fit") "
            + "(\(wide)+\(number(overflow.height)) \(unit) tall)")
      }
      if overflow.strayLineBreak {
        why.append("the text begins or ends with a line break, a line of its own")
      } else if let own = overflow.ownLines, let maxLines = overflow.maxLines {
        why.append(
          "its own line breaks make \(own) lines, more than the \(maxLines) that "
            + (maxLines == 1 ? "fits" : "fit") + " whatever the width")
      }
      if let width = overflow.clusterWidth {
        why.append("a character is \(number(width)) \(unit) wider than the container")
      }
      if let minimum = overflow.minimumScaleFactor {
        why.append("it does not fit shrunk to its minimumScaleFactor (\(factor(minimum))×) either")
      }
      // (A one-line container's width is the fix whatever breaks: said for more lines.)
      if !overflow.brokenPastLimit.isEmpty, let maxLines = overflow.maxLines, maxLines > 1 {
        let words = overflow.brokenPastLimit.map { "'\($0.word)' (\($0.marked))" }
        why.append(
          "past its \(maxLines) lines a line breaks inside "
            + (words.count == 1 ? "the word " : "the words ") + words.joined(separator: ", ")
            + ", which more lines would not mend: give it more width")
      }
      if overflow.uncoveredLeftOut > 0 {
        why.append(
          "these figures leave out its "
            + (overflow.uncoveredLeftOut == 1
              ? "character" : "\(overflow.uncoveredLeftOut) characters")
            + " no font covers, whose width is not known")
      }
      return
        "\(Self.shownKey(overflow.key)) overflows its \(number(overflow.width)) \(unit) \(overflow.style) "
        + "container from \(overflow.step.name) (\(number(overflow.pointSize)) \(unit)) on: "
        + why.joined(separator: "; ")
    case .shrunk(let shrunk):
      let unit = shrunk.step.unit
      let at =
        "\(factor(shrunk.scale))× (\(number(shrunk.pointSize)) → "
        + "\(number(shrunk.pointSize * shrunk.scale)) \(unit))"
      return
        "\(Self.shownKey(shrunk.key)) fits its \(number(shrunk.width)) \(unit) \(shrunk.style) container "
        + "only shrunk, from \(shrunk.step.name) on: to \(at) there"
        + (shrunk.smallest < shrunk.scale
          ? ", and as far as \(factor(shrunk.smallest))× at a larger size" : "")
        + " (minimumScaleFactor \(factor(shrunk.minimumScaleFactor)))"
    case .wordSplit(
      let key, let splits, let step, let pointSize, let glued, let sourceRead, let sample,
      let width,
      let style):
      // A word the string holds twice, broken alike, is said once.
      var words: [(word: String, marked: String)] = []
      for split in splits where !words.contains(where: { $0 == (split.word, split.marked) }) {
        words.append((split.word, split.marked))
      }
      let (a, itself, isWider) =
        words.count == 1
        ? ("a word", "itself", " is wider") : ("words", "themselves", " are each wider")
      var message: MessageBytes =
        "\(Self.shownKey(key)) breaks \(a) inside \(itself) from \(step.name) (\(number(pointSize)) \(step.unit)) on: "
      for (i, split) in words.enumerated() {
        message.append(i > 0 ? ", '" : "'")
        message.append(split.word)
        message.append("' (")
        message.append(split.marked)
        message.append(Self.joiners(in: split.word))
        message.append(")")
      }
      message.append(isWider)
      // The line of which container: what to widen.
      let line =
        width.map { width in
          " than a line of its \(number(width)) \(step.unit)\(style.map { " " + $0 } ?? "") container"
        } ?? " than the line"
      message.append(line)
      let source =
        sourceRead
        ? "where the development language's string does not"
        : "and the check read no development language's string of the key to compare"
      message.append(
        glued
          ? ": it joins a format specifier to the text's letters, " + source
            + "; a space may be missing, else give the container more width or lines"
          : "; "
            + (sample.map {
              "the word holds a format specifier's sample ('\(Quoted.shortened($0))'): if the app "
                + "fills in something shorter, set the container's formatSamples to it; else "
            } ?? "")
            + "give the container more width or lines, or the text a shorter word or a soft hyphen")
      return message.string
    }
  }

  /// What joins a word that looks like several (its no-break spaces and
  /// joiners, by code point), after a semicolon; empty for none. Shown as
  /// they are, they look like spaces a line could break at.
  static func joiners(in word: String) -> String {
    let joiners: [UInt32] = [0x00A0, 0x2007, 0x202F, 0x2060, 0xFEFF]
    var found: [Unicode.Scalar] = []
    for scalar in word.unicodeScalars
    where joiners.contains(scalar.value) && !found.contains(scalar) {
      found.append(scalar)
    }
    guard !found.isEmpty else { return "" }
    let names = found.sorted().map(codePointName)
    return "; joined by no-break " + (found.count == 1 ? "character " : "characters ")
      + names.joined(separator: ", ")
  }

  /// What is said of a theme attribute (`?attr/X`) nothing sets, after
  /// its name: `near` are the attributes nearest it.
  static func unsetThemeAttribute(near: [String]) -> String {
    "is a theme attribute that no theme of the res folders sets, nor Material's or AppCompat's"
      + SpecError.didYouMean(near)
  }

  /// `options`: said to `measure`, whose themes are `--theme`'s, not the
  /// spec's `"themes"`.
  static func describe(_ reason: CheckRunner.NotMeasured, options: Bool = false) -> String {
    switch reason {
    case .fontNotInCatalog(let name): return "its font '\(name)' is not in the catalog"
    case .noSystemFamily(let name, let passedOver):
      return "its font "
        + SystemFontWording.missing(
          alias: name, option: "\"systemFont\": \"FAMILY\" in the spec (or --system-font)",
          passedOver: passedOver)
    case .fontUnreadable(let name): return "its font '\(name)' cannot be opened"
    case .noFontName: return "it has no font-name"
    case .noPointSize: return "it has no point-size"
    case .unscalable: return "its sizes cannot be scaled (see the config findings)"
    case .scaling(let scaler, let error):
      return "the spec's \(scaler.rawValue) scaler cannot scale it: \(error)"
    case .androidSize(let error): return "its text size cannot be scaled: \(error)"
    case .androidNoTextSize(nil):
      return "no style of its chain sets android:textSize (a TextAppearance needs one)"
    case .androidNoTextSize(let use?):
      let through = use.written == use.reference ? "" : " (\(use.written))"
      let item =
        "its android:textSize\(through) is the \(use.platform ? "platform's " : "")theme attribute "
        + "\(use.reference) (\(use.file):\(use.line)), which "
      if use.platform { return item + "the check does not know; name a style that sets a size" }
      guard let first = use.settings.first else {
        return item + "no style of the res folders sets"
      }
      let shown =
        use.settings.prefix(4).map { "\($0.value) in \($0.style)" }.joined(separator: ", ")
        + (use.settingCount > 4 ? ", …" : "")
      guard use.differ else {
        return item + "the app's themes set to a value the check cannot read (\(shown))"
      }
      if options {
        return item + "the app's themes set differently (\(shown)): "
          + (use.themesGiven
            ? "none of the themes --theme names sets it to a size the check can read; name the "
              + "one the app applies"
            : "name the theme the app applies with --theme, as --theme \(first.style)")
      }
      return item + "the app's themes set differently (\(shown)): "
        + (use.themesGiven
          ? "none of the spec's \"themes\" sets it to a size the check can read; add the one "
            + "the app applies"
          : "name the theme the app applies with \"themes\" in the spec, as "
            + "\"themes\": [\"\(first.style)\"]")
    case .androidFont(let why): return why
    case .onMachine(let reason, let path):
      return describe(reason) + "; this machine has it (\(path)), which the check leaves out: "
        + "\"systemFonts\": true in the spec reads the machine's fonts"
    case .androidFamilyNotInCatalog(let name, let family):
      return "its font family '\(name)' is set in \(family) on Android, which is not in the "
        + "catalog; add \(family)'s files to the fonts (the spec's 'fonts' or --fonts)"
        + (name.hasPrefix("sans-serif")
          ? ", or name the family that sets sans-serif (\"systemFont\", --system-font)" : "")
    }
  }
}
