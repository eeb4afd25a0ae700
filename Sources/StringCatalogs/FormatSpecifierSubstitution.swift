import FileAccess
import Foundation

/// Replaces printf-style format specifiers in a string with sample text, so a
/// string is measured about as wide as it will be on screen.
///
/// Recognised: `%%` (becomes `%`), an optional argument position (`%1$@`),
/// the flags `- + # 0 '`, a width (`5`, `*`), a precision (`.2`, `.*`),
/// the length modifiers `hh h l ll q L z t j`, and the conversions
/// `@ s S` (objects and C strings), `d i u D U` (integers), `f F e E g G a A`
/// (floating point), `c C`, `x X`, `o O` and `p`. A precision on `f` or `F`
/// (`%.1f`, `%5.2f`, `%1$.0f`) writes ``floatingPoint`` with that many
/// decimals, as the app would print it; an integer's zero-padded width
/// (`%02d`, a time's minutes; `%03d`) writes a number of that many digits
/// (`12`, `123`; ``integer``'s digits, zeros before them where the width is
/// wider: `%05d` is `01234`), as a field of fixed digits holds; another
/// width pads the sample with spaces, as printf and Java pad it (`%7.3f` is
/// ` 12.340`, `%-12s` `Alexandria  `; a width from an argument, `%*d`, is
/// not known and pads nothing); any other precision is ignored. The `+`
/// flag writes a number's sign (`+1,234`), and `%e` and `%E` write the
/// floating-point sample in scientific notation (`1.234000e+01`). With
/// ``java``, Java's `Formatter` syntax is read too, as Android's
/// `String.format` and `getString` read it: the flags `,` (the integer's
/// digits grouped, `%1$,d` `1,234`) and `(`, `%b` (`true`), `%h` (a hash,
/// as ``hexadecimal``), `%n` (a line break), `%S` in capitals, `%g` written
/// with six significant digits (`12.3400`), the date and time conversions
/// (`%1$tB %1$te, %1$tY`: `javaDates`, in English), `%<te` (the argument
/// of the specifier before), and no length modifiers. Android's `%1$s`, `%d` and `%1$d`
/// follow the same grammar. `%#@name@` references left in a value (a variable
/// the file does not define) become ``variable``. Anything else, such as
/// `%n` (but Java's), `%k` or a `%` at the end, is left as written. The space flag is
/// recognised only before `@`, after a letter or at the start (`kontole% @`,
/// a translation's stray space that Foundation fills as `%@`; `20% @
/// checkout` is a percentage), so a label like `50% off` (which printf would
/// read as `% o`) stays as written.
///
/// ```swift
/// FormatSpecifierSubstitution().apply(to: "%1$@ sent you %2$lld photos")
/// // "Alexandria sent you 1,234 photos"
/// ```
public struct FormatSpecifierSubstitution: Sendable, Hashable {
  /// For `%@`, `%s`, `%S`: default `"Alexandria"`, ten Latin letters, about as
  /// wide as a long first name, city or product name; plain ASCII, so it adds
  /// no fallback fonts to a language's cascade that its own text does not need.
  public var object: String
  /// For integers (`%d %i %u %ld %lld %lu %zd`…): default `"1,234"`, a
  /// four-digit count with a grouping separator as `String(localized:)` and
  /// SwiftUI print it: wider than the small numbers most UIs show.
  public var integer: String
  /// For floating point (`%f %.2f %g %e`…): default `"12.34"`.
  public var floatingPoint: String
  /// For `%c` and `%C`: default `"W"`, a wide letter.
  public var character: String
  /// For `%x` (and `%X`, upper-cased): default `"7f3a"`.
  public var hexadecimal: String
  /// For `%o`: default `"755"`.
  public var octal: String
  /// For `%p`: default `"0x7ffee4b8"`.
  public var pointer: String
  /// For a `%#@name@` reference no rule resolves; `nil` (the default) uses
  /// ``object``.
  public var variable: String?
  /// The template placeholders the app fills in (``Placeholder``), each
  /// replaced by ``object`` (a count's by ``integer``): Mustache's
  /// `{{name}}` and App Intents' `${name}` by default. They take no
  /// argument's place in printf's numbering (``arguments(in:)``).
  public var placeholders: [Placeholder] = [.doubleBraces, .dollarBraces]
  /// For the integer specifiers of one argument (printf's numbering: `%2$d`,
  /// or the second of `%d … %d`), a sample of its own in place of
  /// ``integer``: a plural form's count (`1` in English `one`).
  public var integerByArgument: [Int: String] = [:]
  /// How the samples of numbers are written (``Numerals``): in a locale's
  /// digits and separators, as Java's `String.format` writes `%d` and `%f`
  /// in an Android app's locale (Arabic `١٢٣٤`); nil (the default) writes
  /// them as they are.
  public var numerals: Numerals? = nil
  /// Whether Java's `Formatter` syntax is read (Android's strings): see the
  /// type's description.
  public var java = false
  /// Whether format specifiers are filled in (the default); false leaves
  /// every `%` as written and fills the placeholders alone (a string the
  /// app shows without formatting it).
  public var fillsSpecifiers = true

  /// The digits and separators a locale writes numbers with.
  public struct Numerals: Sendable, Hashable {
    /// The digit zero; the other nine follow it in Unicode (`0`, Arabic's
    /// U+0660, Bengali's U+09E6).
    public var zeroDigit: Unicode.Scalar
    /// What a sample's `.` becomes (German `,`, Arabic U+066B).
    public var decimalSeparator: String
    /// What a sample's `,` becomes (German `.`, Arabic U+066C).
    public var groupingSeparator: String

    public init(zeroDigit: Unicode.Scalar, decimalSeparator: String, groupingSeparator: String) {
      self.zeroDigit = zeroDigit
      self.decimalSeparator = decimalSeparator
      self.groupingSeparator = groupingSeparator
    }

    /// `sample` with its ASCII digits, `.` and `,` written in these
    /// numerals (`1,234` in Arabic's: `١٬٢٣٤`); as it is when they are
    /// ASCII's.
    public func writing(_ sample: String) -> String {
      guard zeroDigit != "0" || decimalSeparator != "." || groupingSeparator != "," else {
        return sample
      }
      var written = ""
      for scalar in sample.unicodeScalars {
        switch scalar {
        case "0"..."9":
          written.unicodeScalars.append(
            Unicode.Scalar(zeroDigit.value + scalar.value - 0x30) ?? scalar)
        case ".": written += decimalSeparator
        case ",": written += groupingSeparator
        default: written.unicodeScalars.append(scalar)
        }
      }
      return written
    }
  }

  /// A template placeholder the app fills in itself, by its opening and
  /// closing marks: `{{` and `}}` for ownCloud's `{{itemName}}` (Mustache's,
  /// Handlebars', i18next's syntax), `{` and `}` for Square's Phrase
  /// (`{user_name}`). A name between them (1 to 64 letters, digits, `_`, `.`,
  /// `-` or `:`, with spaces before and after it allowed: `{{ app.name }}`)
  /// makes a placeholder, which becomes ``FormatSpecifierSubstitution/object``,
  /// or ``FormatSpecifierSubstitution/integer`` where the name ends in
  /// `count` (i18next's plural `{{count}}`, `{{itemCount}}`).
  public struct Placeholder: Sendable, Hashable {
    /// The marks before and after the name (`{{`, `}}`).
    public let opening: String
    public let closing: String

    /// Mustache's `{{name}}`, recognised unless a spec says otherwise.
    public static let doubleBraces = Placeholder(uncheckedOpening: "{{", closing: "}}")
    /// `${name}`: an App Intent's parameter in its localized phrases
    /// (`Add ${url} to ${accountName}`, a Shortcuts summary), a JavaScript
    /// or Kotlin template's; recognised unless a spec says otherwise.
    public static let dollarBraces = Placeholder(uncheckedOpening: "${", closing: "}")

    private init(uncheckedOpening opening: String, closing: String) {
      self.opening = opening
      self.closing = closing
    }

    /// The placeholder `pattern` writes: its opening marks, `…` (or `...`)
    /// where the name goes, and its closing marks (`{{…}}`, `${…}`,
    /// `%(…)s`); nil when either is missing, longer than 4 characters or
    /// holds a space, or either begins with a character a name may hold (a
    /// letter, a digit, `_ . - :`), where the name would end or begin.
    public init?(pattern: String) {
      let marker = pattern.contains("…") ? "…" : "..."
      let parts = pattern.components(separatedBy: marker)
      guard parts.count == 2,
        parts.allSatisfy({ part in
          (1...4).contains(part.unicodeScalars.count)
            && !part.unicodeScalars.contains { $0.properties.isWhitespace }
        }),
        let first = parts[0].unicodeScalars.first, !Self.isNameScalar(first),
        let closing = parts[1].unicodeScalars.first, !Self.isNameScalar(closing)
      else { return nil }
      self.init(uncheckedOpening: parts[0], closing: parts[1])
    }

    /// `{{…}}`: as a spec writes it.
    public var pattern: String { opening + "…" + closing }

    /// The end (a Unicode scalar offset) of the placeholder starting at
    /// `start` of `scalars` and whether its name is a count's (ends in
    /// `count`, in any case: i18next's plural `{{count}}`, `{{itemCount}}`),
    /// or nil when none starts there.
    func end(in scalars: [Unicode.Scalar], at start: Int) -> (end: Int, isCount: Bool)? {
      func matches(_ marks: String, at index: Int) -> Int? {
        var i = index
        for mark in marks.unicodeScalars {
          guard i < scalars.count, scalars[i] == mark else { return nil }
          i += 1
        }
        return i
      }
      guard var index = matches(opening, at: start) else { return nil }
      // Mustache's unescaped variables, `{{{name}}}` and `{{& name}}`.
      var closing = closing
      if isMustache, index < scalars.count, scalars[index] == "{" || scalars[index] == "&" {
        if scalars[index] == "{" { closing = "}}}" }
        index += 1
      }
      while index < scalars.count, scalars[index] == " " { index += 1 }
      let nameStart = index
      while index < scalars.count, index - nameStart <= 64, Self.isNameScalar(scalars[index]) {
        index += 1
      }
      guard index > nameStart, index - nameStart <= 64 else { return nil }
      let name = scalars[nameStart..<index]
      while index < scalars.count, scalars[index] == " " { index += 1 }
      guard let end = matches(closing, at: index) else { return nil }
      // `count`, or a last word `count` (`itemCount`, `item_count`), not
      // `account` or `discount`.
      let last = String(String.UnicodeScalarView(name.suffix(5)))
      let before = name.count > 5 ? name[name.index(name.endIndex, offsetBy: -6)] : nil
      let isCount =
        last.lowercased() == "count"
        && (last == "Count" || before.map { "_.-:".unicodeScalars.contains($0) } ?? true)
      return (end, isCount)
    }

    /// Whether these are Mustache's marks, `{{` and `}}`, whose sections
    /// and comments are read too (``MustacheTag``).
    var isMustache: Bool { opening == "{{" && closing == "}}" }

    /// Whether `scalar` may be part of a placeholder's name.
    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
        || "_.-:".unicodeScalars.contains(scalar)
    }
  }

  /// Creates a substitution; every sample can be changed.
  public init(
    object: String = "Alexandria", integer: String = "1,234", floatingPoint: String = "12.34",
    character: String = "W", hexadecimal: String = "7f3a", octal: String = "755",
    pointer: String = "0x7ffee4b8", variable: String? = nil
  ) {
    self.object = object
    self.integer = integer
    self.floatingPoint = floatingPoint
    self.character = character
    self.hexadecimal = hexadecimal
    self.octal = octal
    self.pointer = pointer
    self.variable = variable
  }

  /// The string with every recognised specifier replaced by its sample.
  public func apply(to string: String) -> String {
    // Most strings hold no specifier: one pass over their bytes.
    guard mayHoldSpecifier(string) else { return string }
    var scalars = Array(string.unicodeScalars)
    if placeholders.contains(where: \.isMustache),
      let shown = MustacheTag.shown(
        scalars, length: { substituted($0).unicodeScalars.count })
    {
      scalars = shown
    }
    return substituted(scalars)
  }

  /// `scalars` with every recognised specifier and placeholder replaced by
  /// its sample (Mustache's sections already read).
  private func substituted(_ scalars: [Unicode.Scalar]) -> String {
    // UTF-8 bytes, made a string once (appending to a string a scalar at a
    // time cost more than finding the specifiers).
    var result: [UInt8] = []
    result.reserveCapacity(scalars.count + 16)
    func append(_ scalar: Unicode.Scalar) { UTF8.encode(scalar) { result.append($0) } }
    var index = 0
    var sequential = 0  // specifiers without a position so far, as `arguments(in:)` counts them
    var last = 0  // the argument of the specifier before (Java's `%<`)
    while index < scalars.count {
      let scalar = scalars[index]
      if let (end, sample) = placeholderEnd(in: scalars, at: index) {
        result.append(contentsOf: sample.utf8)
        index = end
        continue
      }
      guard scalar == "%", fillsSpecifiers else {
        append(scalar)
        index += 1
        continue
      }
      if let (replacement, end, position, field) = specifier(in: scalars, at: index) {
        var sample = replacement
        if takesArgument(scalars[index + 1]) {
          if position == nil { sequential += 1 }
          let argument = position == 0 ? last : position ?? sequential
          last = argument
          if !integerByArgument.isEmpty,
            let own = integerByArgument[argument],
            "diuDU".unicodeScalars.contains(scalars[end - 1])
          {
            let written = field?.writing(own, cut: false) ?? own
            sample = numerals?.writing(written) ?? written
          }
        }
        result.append(contentsOf: sample.utf8)
        index = end
      } else {
        append(scalar)
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether `string` may hold a specifier or a placeholder: a `%` or a
  /// placeholder's first mark is in it (one pass over its bytes each).
  public func mayHoldSpecifier(_ string: String) -> Bool {
    string.holdsByte(UInt8(ascii: "%"))
      || placeholders.contains { placeholder in
        placeholder.opening.utf8.first.map { string.holdsByte($0) } ?? false
      }
  }

  /// The end of the placeholder (``placeholders``) starting at `start` and
  /// its sample (``integer`` for a count's, else ``object``), if any.
  private func placeholderEnd(in scalars: [Unicode.Scalar], at start: Int) -> (
    end: Int, sample: String
  )? {
    for placeholder in placeholders {
      if let (end, isCount) = placeholder.end(in: scalars, at: start) {
        return (end, isCount ? integer : object)
      }
    }
    return nil
  }

  /// The ranges of `scalars` (Unicode scalar offsets) that are format
  /// specifiers or placeholders, in order: what ``apply(to:)`` replaces.
  public func specifierRanges(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var index = 0
    let mustache = placeholders.contains(where: \.isMustache)
    while index < scalars.count {
      if let (end, _) = placeholderEnd(in: scalars, at: index) {
        ranges.append(index..<end)
        index = end
      } else if mustache, let (end, _) = MustacheTag.at(index, in: scalars) {
        ranges.append(index..<end)
        index = end
      } else if scalars[index] == "%", let (_, end, _, _) = specifier(in: scalars, at: index) {
        ranges.append(index..<end)
        index = end
      } else {
        index += 1
      }
    }
    return ranges
  }

  /// The format specifiers of `scalars` in order, `%%` (a percent sign)
  /// left out: each one's range (Unicode scalar offsets) and the argument it
  /// takes, its `N$` (`%2$@`: 2) or else its place among those without one
  /// (1-based, as printf and Java number them).
  public func arguments(in scalars: [Unicode.Scalar]) -> [(range: Range<Int>, argument: Int)] {
    var found: [(range: Range<Int>, argument: Int)] = []
    var sequential = 0
    for (range, position) in percentSpecifiers(in: scalars)
    where takesArgument(scalars[range.lowerBound + 1]) {
      if position == nil { sequential += 1 }
      let argument = position == 0 ? (found.last?.argument ?? 0) : position ?? sequential
      found.append((range, argument))
    }
    return found
  }

  /// Whether `text` holds a format specifier of a position, `%1$s` (not
  /// `%<`, nor a `%1$` no conversion follows).
  public func holdsPositionalSpecifier(_ text: String) -> Bool {
    guard text.holdsByte(UInt8(ascii: "$")) else { return false }
    return percentSpecifiers(in: Array(text.unicodeScalars)).contains { ($0.position ?? 0) > 0 }
  }

  /// The `%` specifiers of `scalars` in order, each read from where the
  /// last one ended: its range and its position (`N$`; 0 for Java's `%<`;
  /// nil for none).
  private func percentSpecifiers(in scalars: [Unicode.Scalar]) -> [(
    range: Range<Int>, position: Int?
  )] {
    var found: [(range: Range<Int>, position: Int?)] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "%", let (_, end, position, _) = specifier(in: scalars, at: index)
      else {
        index += 1
        continue
      }
      found.append((index..<end, position))
      index = end
    }
    return found
  }

  /// The replacement for the specifier starting at `start` (a `%`), the
  /// index after it, its argument position (the `N` of `%N$@`; 0 for Java's
  /// `%<`, the argument before; nil for none, and for `%%`) and, for an
  /// integer, how its field writes the number (``IntegerField``); or `nil`
  /// when it is not a valid specifier.
  private func specifier(in scalars: [Unicode.Scalar], at start: Int) -> (
    sample: String, end: Int, position: Int?, field: IntegerField?
  )? {
    var index = start + 1
    func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
      guard let scalar else { return false }
      return ("0"..."9").contains(scalar)
    }
    if peek() == "%" { return ("%", index + 1, nil, nil) }
    // Python's named placeholder, `%(name)s` (ytdlnis' yt-dlp file name
    // templates): text no `String.format` reads, though `%(e` would be a
    // Java specifier (its `(` flag) and `%(c` one that throws.
    if java, peek() == "(" {
      var end = index + 1
      while end < scalars.count, end - index < 128,
        scalars[end] == "_" || (scalars[end].isASCII && scalars[end].properties.isAlphabetic)
          || (end > index + 1 && ("0"..."9").contains(scalars[end]))
      {
        end += 1
      }
      if end > index + 1, end < scalars.count, scalars[end] == ")" { return nil }
    }
    // Java's `%<`: the argument of the specifier before.
    var relative = false
    if java, peek() == "<" {
      relative = true
      index += 1
    }
    // Argument position: digits followed by '$'.
    var cursor = index
    var position: Int? = relative ? 0 : nil
    while !relative, cursor < scalars.count, isDigit(scalars[cursor]) { cursor += 1 }
    if cursor > index, cursor < scalars.count, scalars[cursor] == "$" {
      position = scalars[index..<cursor].reduce(0) { min($0 * 10 + Int($1.value - 48), 1_000_000) }
      index = cursor + 1
    }
    // %#@name@
    if peek() == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
      var end = index + 2
      while end < scalars.count, scalars[end] != "@", scalars[end] != "%", end - index < 256 {
        end += 1
      }
      if end < scalars.count, scalars[end] == "@", end > index + 2 {
        return (variable ?? object, end + 1, position, nil)
      }
    }
    // `% @`: a space flag before an object, which Foundation reads as `%@`
    // and fills, where a translation glued it to a word (`kontole% @`) or
    // began with it; elsewhere it is a percent sign before an at sign, shown
    // as written (`20% @ checkout`, `20 % @`, a list of symbols `# $ % @`).
    if peek() == " ", index + 1 < scalars.count, scalars[index + 1] == "@",
      start == 0 || scalars[start - 1].properties.isAlphabetic
    {
      return (object, index + 2, position, nil)
    }
    var zeroFlag = false
    var minusFlag = false
    var field = IntegerField()
    let flags = java ? "-+#0',(" : "-+#0'"
    while let flag = peek(), flags.unicodeScalars.contains(flag) {
      switch flag {
      case "0": zeroFlag = true
      case "-": minusFlag = true
      case "+": field.signed = true
      case ",": field.grouped = true
      default: break
      }
      index += 1
    }
    var width = 0
    if peek() == "*" {
      index += 1
      skipPosition(in: scalars, at: &index)
    } else {
      while let digit = peek(), isDigit(digit) {
        width = min(width * 10 + Int(digit.value - 48), 1_000)
        index += 1
      }
    }
    // (`-` pads with spaces after the number: no field of digits.)
    field.zeroPadded = zeroFlag && !minusFlag && width > 1 ? min(width, 20) : nil
    // Else a width pads with spaces, before (after, with `-`).
    if field.zeroPadded == nil, width > 1 {
      field.spaced = (min(width, Self.widestField), minusFlag)
    }
    var precision: Int?
    if peek() == "." {
      index += 1
      if peek() == "*" {
        index += 1
        skipPosition(in: scalars, at: &index)
      } else {
        var digits = 0
        while let digit = peek(), isDigit(digit) {
          // printf reads a bare `.` as precision 0; more than 20 places add nothing.
          digits = min(digits * 10 + Int(digit.value - 48), 1_000)
          index += 1
        }
        precision = digits
      }
    }
    // (Java has no length modifiers: its `%h` is a hash, `%tY` a year.)
    while !java, let modifier = peek(), "hlqLztj".unicodeScalars.contains(modifier) { index += 1 }
    guard let conversion = peek() else { return nil }
    var sample: String
    switch conversion {
    case "t" where java, "T" where java:
      guard index + 1 < scalars.count, let date = Self.javaDates[scalars[index + 1]] else {
        return nil
      }
      return (conversion == "T" ? date.uppercased() : date, index + 2, position, nil)
    case "S" where java, "C" where java:
      sample = (conversion == "S" ? object : character).uppercased()
    case "@", "s", "S": sample = object
    case "d", "i", "u", "D", "U":
      let written = field.writing(integer, cut: true)
      return (numerals?.writing(written) ?? written, index + 1, position, field)
    case "f", "F":
      var fixed = field.signing(Self.fixed(floatingPoint, precision: precision))
      // A zero-padded width (`%08.3f`, `0012.340`): zeros after the sign.
      if let width = field.zeroPadded, fixed.count < width {
        let signed = fixed.first == "+" || fixed.first == "-"
        fixed.insert(
          contentsOf: String(repeating: "0", count: width - fixed.count),
          at: signed ? fixed.index(after: fixed.startIndex) : fixed.startIndex)
      }
      sample = numerals?.writing(fixed) ?? fixed
    case "e", "E":
      let scientific = Self.scientific(
        floatingPoint, precision: precision, uppercase: conversion == "E")
      sample = numerals?.writing(field.signing(scientific)) ?? field.signing(scientific)
    case "g", "G":
      let general =
        java ? Self.significant(floatingPoint, digits: precision ?? 6) : floatingPoint
      sample = numerals?.writing(field.signing(general)) ?? field.signing(general)
    case "a", "A": sample = floatingPoint
    case "c", "C": sample = character
    case "x": sample = hexadecimal
    case "X": sample = hexadecimal.uppercased()
    case "o", "O": sample = octal
    case "p": sample = pointer
    case "b" where java: sample = "true"
    case "B" where java: sample = "TRUE"
    case "h" where java: sample = hexadecimal
    case "H" where java: sample = hexadecimal.uppercased()
    case "n" where java: return ("\n", index + 1, position, nil)
    default: return nil
    }
    if let (width, left) = field.spaced { sample = Self.spaced(sample, width: width, left: left) }
    return (sample, index + 1, position, nil)
  }

  /// Java's date and time conversions (`%1$tB`, the suffix after `t`), as
  /// `String.format` writes them in English for Wednesday 18 September 2024,
  /// 14:30:45 UTC: the longest month and weekday names, two-digit days.
  static let javaDates: [Unicode.Scalar: String] = [
    "H": "14", "I": "02", "k": "14", "l": "2", "M": "30", "S": "45", "L": "000",
    "N": "000000000", "p": "pm", "z": "+0000", "Z": "UTC", "s": "1726669845",
    "Q": "1726669845000", "B": "September", "b": "Sep", "h": "Sep", "A": "Wednesday",
    "a": "Wed", "C": "20", "Y": "2024", "y": "24", "j": "262", "m": "09", "d": "18", "e": "18",
    "R": "14:30", "T": "14:30:45", "r": "02:30:45 PM", "D": "09/18/24", "F": "2024-09-18",
    "c": "Wed Sep 18 14:30:45 UTC 2024",
  ]

  /// Whether a specifier whose `%` comes before `next` takes an argument:
  /// not `%%`, nor Java's line break `%n`.
  private func takesArgument(_ next: Unicode.Scalar) -> Bool {
    next != "%" && !(java && next == "n")
  }

  /// How an integer specifier writes its number: zero-padded to a width
  /// (`%02d`), its digits grouped (Java's `%,d`), its sign written (`%+d`).
  struct IntegerField {
    var zeroPadded: Int?
    /// A width padded with spaces, and whether they come after (`%-5d`).
    var spaced: (width: Int, left: Bool)?
    var grouped = false
    var signed = false

    /// `sample` (ASCII digits) as the field writes it; `cut` as
    /// ``FormatSpecifierSubstitution/zeroPadded(_:width:cut:)`` takes it.
    func writing(_ sample: String, cut: Bool) -> String {
      var written = sample
      if let width = zeroPadded {
        // (The sign is in the width: `%+05d` is `+1234`.)
        written = FormatSpecifierSubstitution.zeroPadded(
          sample, width: signed ? max(width - 1, 1) : width, cut: cut)
      } else if grouped {
        written = FormatSpecifierSubstitution.grouped(sample)
      }
      written = signing(written)
      if let (width, left) = spaced {
        written = FormatSpecifierSubstitution.spaced(written, width: width, left: left)
      }
      return written
    }

    /// `number` with a `+` before it where the field writes the sign.
    func signing(_ number: String) -> String {
      signed && !number.hasPrefix("-") && !number.hasPrefix("+") ? "+" + number : number
    }
  }

  /// The widest field padded with spaces (`%9999d` is written 64 wide):
  /// more pads no label.
  static let widestField = 64

  /// `sample` padded with spaces to `width` UTF-16 units, as printf and
  /// Java pad a field: before it, or after it where `left` (`%-12s`).
  static func spaced(_ sample: String, width: Int, left: Bool) -> String {
    let missing = width - sample.utf16.count
    guard missing > 0 else { return sample }
    let spaces = String(repeating: " ", count: missing)
    return left ? sample + spaces : spaces + sample
  }

  /// `sample`'s integer digits grouped by threes with `,` (`1234` is
  /// `1,234`); as it is where it holds anything but ASCII digits and `,`.
  static func grouped(_ sample: String) -> String {
    let digits = sample.filter { $0 != "," }
    guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return sample }
    var result = ""
    for (i, digit) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }

  /// `sample` in scientific notation as `%e` prints it, with `precision`
  /// decimals (6 where none is given: `12.34` is `1.234000e+01`); as it is
  /// where it is not a plain decimal number.
  static func scientific(_ sample: String, precision: Int?, uppercase: Bool) -> String {
    guard sample.allSatisfy({ $0 == "." || $0 == "-" || ("0"..."9").contains($0) }),
      let value = Double(sample), value.isFinite
    else { return sample }
    return String(format: uppercase ? "%.*E" : "%.*e", min(precision ?? 6, 20), value)
  }

  /// `sample` as Java's `%g` writes it: `digits` significant digits (0 is
  /// read as 1), in decimal notation from 10⁻⁴ up to 10^`digits` (`12.34`
  /// at 6 is `12.3400`), else scientific; as it is where it is not a plain
  /// decimal number.
  static func significant(_ sample: String, digits: Int) -> String {
    guard sample.allSatisfy({ $0 == "." || $0 == "-" || ("0"..."9").contains($0) }),
      let value = Double(sample), value.isFinite
    else { return sample }
    let digits = min(max(digits, 1), 20)
    let magnitude = value == 0 ? 0 : Int(floor(log10(abs(value))))
    guard abs(value) >= 1e-4, magnitude < digits else {
      return String(format: "%.*e", digits - 1, value)
    }
    return String(format: "%.*f", max(0, digits - 1 - magnitude), value)
  }

  /// The digits of `sample` in a field of `width` digits, as `%0<width>d`
  /// prints a number: zeros before them where it is wider (`1,234` at 5 is
  /// `01234`); `cut`, where it is narrower, to its first `width` digits
  /// (`12` at 2: a field of fixed digits holds no more), else whole (a
  /// plural form's own count).
  static func zeroPadded(_ sample: String, width: Int, cut: Bool) -> String {
    let digits = sample.unicodeScalars.filter { ("0"..."9").contains($0) }
    guard !digits.isEmpty else { return sample }
    var written = String(String.UnicodeScalarView(digits))
    if written.count > width, cut { written = String(written.prefix(width)) }
    return String(repeating: "0", count: max(0, width - written.count)) + written
  }

  /// `sample` written with `precision` decimals, as `%.<precision>f` prints
  /// it (`"12.34"` at 1 is `"12.3"`, at 0 `"12"`, at 3 `"12.340"`); the sample
  /// as it is when there is no precision or it is not a plain decimal number
  /// (a localized `"12,34"`).
  static func fixed(_ sample: String, precision: Int?) -> String {
    guard let precision,
      sample.allSatisfy({ $0 == "." || $0 == "-" || ("0"..."9").contains($0) }),
      let value = Double(sample), value.isFinite
    else { return sample }
    // More than 20 places only adds zeros no label shows.
    return String(format: "%.*f", min(precision, 20), value)
  }

  /// Skips the `n$` after a `*` that takes its value from argument n.
  private func skipPosition(in scalars: [Unicode.Scalar], at index: inout Int) {
    var cursor = index
    while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
    if cursor > index, cursor < scalars.count, scalars[cursor] == "$" { index = cursor + 1 }
  }
}

/// A Mustache tag that is no variable: a section's opening
/// (`{{#name}}`, or `{{^name}}` for an inverted one), its closing
/// (`{{/name}}`), or a comment (`{{! … }}`).
///
/// An app that fills in a template shows a section's text or not: of
/// sections that are alternatives the longest is measured (the length of
/// their text with its placeholders filled in), and a section alone is
/// measured shown; comments are left out. Alternatives are sections written
/// one after another (iina's `Seek {{#fwd}}forward{{/fwd}}{{#bwd}}backward{{/bwd}}`)
/// and a section and an inverted one of the same name (`{{#a}}…{{/a}} or
/// {{^a}}…{{/a}}`), which never both show.
enum MustacheTag: Hashable {
  case open(name: [Unicode.Scalar], inverted: Bool)
  case close(name: [Unicode.Scalar])
  case comment

  /// The most sections open at once in a string read; deeper nesting is
  /// read as written.
  static let maximumDepth = 16
  /// The most scalars a comment holds.
  static let maximumCommentLength = 256

  /// The tag starting at `start` of `scalars` and its end, or nil when
  /// none does.
  static func at(_ start: Int, in scalars: [Unicode.Scalar]) -> (end: Int, tag: MustacheTag)? {
    guard start + 4 < scalars.count, scalars[start] == "{", scalars[start + 1] == "{" else {
      return nil
    }
    let sigil = scalars[start + 2]
    var index = start + 3
    if sigil == "!" {
      let limit = min(scalars.count - 1, index + maximumCommentLength)
      while index < limit {
        if scalars[index] == "}", scalars[index + 1] == "}" { return (index + 2, .comment) }
        index += 1
      }
      return nil
    }
    guard sigil == "#" || sigil == "^" || sigil == "/" else { return nil }
    while index < scalars.count, scalars[index] == " " { index += 1 }
    let nameStart = index
    while index < scalars.count, index - nameStart <= 64,
      FormatSpecifierSubstitution.Placeholder.isNameScalar(scalars[index])
    {
      index += 1
    }
    guard index > nameStart, index - nameStart <= 64 else { return nil }
    let name = Array(scalars[nameStart..<index])
    while index < scalars.count, scalars[index] == " " { index += 1 }
    guard index + 1 < scalars.count, scalars[index] == "}", scalars[index + 1] == "}" else {
      return nil
    }
    return (
      index + 2, sigil == "/" ? .close(name: name) : .open(name: name, inverted: sigil == "^")
    )
  }

  /// A string's text and sections, as read.
  private indirect enum Node {
    case text(ArraySlice<Unicode.Scalar>)
    case section(name: [Unicode.Scalar], inverted: Bool, nodes: [Node])
  }

  /// `scalars` as it is measured: of each set of alternative sections the
  /// one whose text is longest by `length` (its scalars once its
  /// placeholders are filled in), a section alone by its text, comments left
  /// out; nil when it holds no tag, or its sections do not close in order
  /// (then its tags are measured as written).
  static func shown(_ scalars: [Unicode.Scalar], length: ([Unicode.Scalar]) -> Int)
    -> [Unicode.Scalar]?
  {
    guard scalars.count > 4 else { return nil }
    // The open sections and their nodes; the first level is the string's.
    var open: [(name: [Unicode.Scalar], inverted: Bool)] = []
    var levels: [[Node]] = [[]]
    var textStart = 0
    var index = 0
    var found = false
    while index < scalars.count {
      guard scalars[index] == "{", let (end, tag) = at(index, in: scalars) else {
        index += 1
        continue
      }
      found = true
      if textStart < index { levels[levels.count - 1].append(.text(scalars[textStart..<index])) }
      switch tag {
      case .comment: break
      case .open(let name, let inverted):
        guard open.count < maximumDepth else { return nil }
        open.append((name, inverted))
        levels.append([])
      case .close(let name):
        guard let section = open.last, section.name == name, let inner = levels.popLast() else {
          return nil
        }
        open.removeLast()
        levels[levels.count - 1].append(
          .section(name: name, inverted: section.inverted, nodes: inner))
      }
      index = end
      textStart = end
    }
    guard found, open.isEmpty else { return nil }
    if textStart < scalars.count { levels[0].append(.text(scalars[textStart...])) }
    return render(levels[0], length: length)
  }

  /// The text `nodes` show: of each set of alternatives, the longest's.
  private static func render(_ nodes: [Node], length: ([Unicode.Scalar]) -> Int)
    -> [Unicode.Scalar]
  {
    // Each section's text, and the set of alternatives it is in: a run of
    // sections one after another; a section alone in its run and one of
    // the other kind of its name alone in theirs (`{{#a}}…{{/a}} or
    // {{^a}}…{{/a}}`) make one set (runs are not joined: of `{{#a}}{{#b}}`
    // and `{{^b}}`, `a` and `^b` may both show).
    var texts: [Int: [Unicode.Scalar]] = [:]
    var group: [Int: Int] = [:]
    var runStart: Int? = nil
    for (i, node) in nodes.enumerated() {
      guard case .section(_, _, let inner) = node else {
        runStart = nil
        continue
      }
      texts[i] = render(inner, length: length)
      let set = runStart ?? i
      group[i] = set
      runStart = set
    }
    var size: [Int: Int] = [:]
    for set in group.values { size[set, default: 0] += 1 }
    var alone: [[Unicode.Scalar]: (shown: Int?, inverted: Int?)] = [:]
    for (i, node) in nodes.enumerated() {
      guard case .section(let name, let inverted, _) = node, size[group[i]!] == 1 else { continue }
      var known = alone[name] ?? (nil, nil)
      let other = inverted ? known.shown : known.inverted
      if let other, size[group[other]!] == 1 {
        group[i] = group[other]!
        size[group[other]!, default: 0] += 1
      }
      if inverted { known.inverted = known.inverted ?? i } else { known.shown = known.shown ?? i }
      alone[name] = known
    }
    // The longest of each set (the first of equals).
    var chosen: [Int: (index: Int, length: Int)] = [:]
    for i in texts.keys.sorted() {
      let set = group[i]!
      let measured = length(texts[i]!)
      if measured > chosen[set]?.length ?? -1 { chosen[set] = (i, measured) }
    }
    var result: [Unicode.Scalar] = []
    for (i, node) in nodes.enumerated() {
      switch node {
      case .text(let text): result += text
      case .section:
        if chosen[group[i]!]?.index == i { result += texts[i]! }
      }
    }
    return result
  }
}
