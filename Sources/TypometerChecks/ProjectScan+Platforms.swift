import FileAccess

// The code an Apple app builds for one platform: what `#if os(macOS)` keeps
// from an iOS build names no key the iOS app shows.
extension ProjectScan {
  /// Calls `body` with each of an Apple app's code files (``codeFiles``,
  /// read within ``maximumSwiftBytes`` all together), its path and its
  /// bytes as the spec's platform builds them
  /// (``withoutOtherPlatforms(_:platform:)``); false where one could not
  /// be read whole.
  @discardableResult
  func forEachAppleCodeFile(_ body: (_ path: String, _ bytes: [UInt8]) -> Void) -> Bool {
    var budget = Self.maximumSwiftBytes
    var whole = true
    for path in codeFiles {
      guard budget > 0, let read = try? InputFile.read(Paths.join(root, path), limit: budget)
      else {
        whole = false
        continue
      }
      budget -= read.count
      body(path, Self.withoutOtherPlatforms(read, platform: platform))
    }
    return whole
  }

  /// Swift or Objective-C code `bytes` as a build for `platform` (`ios`,
  /// `macos`, `tvos`, `watchos`) compiles it: the lines of a conditional
  /// compilation block's branch that build leaves out made spaces (their
  /// line breaks kept), as are the directives' own lines. A branch is left
  /// out where its condition is false there: `os(macOS)`, `!os(iOS)`,
  /// `os(iOS) || os(visionOS)`, `canImport(AppKit)`,
  /// `targetEnvironment(macCatalyst)`, Objective-C's `TARGET_OS_OSX`,
  /// `!TARGET_OS_IPHONE`, terms joined all by `||` or all by `&&`
  /// (`os(macOS) && DEBUG`); an `#else` where an earlier branch is surely
  /// taken. A condition that hangs on any other term (`DEBUG`,
  /// `swift(>=5.9)`, `canImport(Foo)`) is taken as true, and its `#else`
  /// too: nothing is left out that a build may compile.
  static func withoutOtherPlatforms(_ bytes: [UInt8], platform: String) -> [UInt8] {
    guard bytes.contains(0x23) else { return bytes }  // #
    var out = bytes
    // Each open block: whether the code around it is compiled, whether an
    // earlier branch was surely taken, whether the current one is compiled.
    var blocks: [(outer: Bool, taken: Bool, current: Bool)] = []
    var compiled: Bool { blocks.last.map { $0.outer && $0.current } ?? true }
    // Whether a line starts inside a `/* … */` comment or a `"""` literal,
    // where a `#if` is text.
    var inComment = false
    var inLiteral = false
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
      var k = start
      while k < end, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
      var directive = false
      if k < end, bytes[k] == 0x23, !inComment, !inLiteral {
        let text = String(decoding: bytes[(k + 1)..<end], as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines)
        let word = text.prefix { $0.isLetter }
        let rest = String(text.dropFirst(word.count))
        directive = true
        switch word {
        case "if":
          let holds = Self.platformCondition(rest, platform: platform)
          blocks.append((compiled, holds == true, holds != false))
        case "elseif", "elif":
          if var block = blocks.popLast() {
            let holds = Self.platformCondition(rest, platform: platform)
            block.current = !block.taken && holds != false
            block.taken = block.taken || holds == true
            blocks.append(block)
          }
        case "else":
          if var block = blocks.popLast() {
            block.current = !block.taken
            blocks.append(block)
          }
        case "endif":
          _ = blocks.popLast()
        case "ifdef", "ifndef":
          blocks.append((compiled, false, true))
        default:
          directive = false
        }
      }
      if directive || !compiled {
        for i in start..<end where out[i] != 0x0D { out[i] = 0x20 }
      }
      if !directive { Self.followComments(bytes[start..<end], &inComment, &inLiteral) }
      start = end + 1
    }
    return out
  }

  /// Follows a line of Swift or Objective-C code `line` from inside or
  /// outside a `/* … */` comment and a multi-line literal (`"""`) to its end
  /// (past one-line literals and a `//` comment).
  static func followComments(
    _ line: ArraySlice<UInt8>, _ inComment: inout Bool, _ inLiteral: inout Bool
  ) {
    // (On bytes, with no allocation: every line of every code file.)
    var k = line.startIndex
    func byte(_ i: Int) -> UInt8 { i < line.endIndex ? line[i] : 0 }
    func quotes(_ i: Int) -> Bool { byte(i) == 0x22 && byte(i + 1) == 0x22 && byte(i + 2) == 0x22 }
    while k < line.endIndex {
      let current = line[k]
      if inComment {
        if current == 0x2A, byte(k + 1) == 0x2F {
          inComment = false
          k += 2
        } else {
          k += 1
        }
      } else if inLiteral {
        if current == 0x5C {
          k += 2
        } else if quotes(k) {
          inLiteral = false
          k += 3
        } else {
          k += 1
        }
      } else if current == 0x2F, byte(k + 1) == 0x2F {
        return
      } else if current == 0x2F, byte(k + 1) == 0x2A {
        inComment = true
        k += 2
      } else if quotes(k) {
        inLiteral = true
        k += 3
      } else if current == 0x22 {
        // A one-line literal, to its closing quote.
        k += 1
        while k < line.endIndex, line[k] != 0x22 { k += line[k] == 0x5C ? 2 : 1 }
        k += 1
      } else {
        k += 1
      }
    }
  }

  /// Whether a conditional compilation condition holds in a build for
  /// `platform` (``withoutOtherPlatforms(_:platform:)``), or nil where a term
  /// of it is not a platform's.
  static func platformCondition(_ condition: String, platform: String) -> Bool? {
    var text = condition
    if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
    text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let any = text.contains("||")
    let all = text.contains("&&")
    guard !(any && all), !text.isEmpty else { return nil }
    let terms = text.components(separatedBy: any ? "||" : "&&")
    // (A term of no platform is unknown: `os(macOS) && DEBUG` is false on
    // iOS all the same, `os(iOS) || DEBUG` true.)
    var values: [Bool?] = []
    for term in terms {
      var term = term.trimmingCharacters(in: .whitespaces)
      // (A term in parentheses of its own, `(os(iOS))`: those around it
      // close at its end.)
      while term.hasPrefix("("), term.hasSuffix(")"), Self.closesAtEnd(term) {
        term = String(term.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
      }
      var negated = false
      while term.hasPrefix("!") {
        negated.toggle()
        term = String(term.dropFirst()).trimmingCharacters(in: .whitespaces)
      }
      values.append(
        Self.platformTerm(term.replacingOccurrences(of: " ", with: ""), platform).map {
          $0 != negated
        })
    }
    if any { return values.contains(true) ? true : values.contains(nil) ? nil : false }
    return values.contains(false) ? false : values.contains(nil) ? nil : true
  }

  /// Whether the parenthesis that opens `text` closes at its end.
  static func closesAtEnd(_ text: String) -> Bool {
    var depth = 0
    for (i, character) in text.enumerated() {
      if character == "(" { depth += 1 }
      if character == ")" {
        depth -= 1
        if depth == 0 { return i == text.count - 1 }
      }
    }
    return false
  }

  /// Whether a term of a condition (``platformCondition(_:platform:)``)
  /// holds for `platform`; nil for one that is no platform's.
  static func platformTerm(_ term: String, _ platform: String) -> Bool? {
    switch term {
    case "os(iOS)", "TARGET_OS_IOS": return platform == "ios"
    case "os(macOS)", "os(OSX)", "TARGET_OS_OSX", "canImport(AppKit)": return platform == "macos"
    case "os(tvOS)", "TARGET_OS_TV": return platform == "tvos"
    case "os(watchOS)", "TARGET_OS_WATCH", "canImport(WatchKit)": return platform == "watchos"
    case "TARGET_OS_IPHONE": return platform != "macos"
    case "os(visionOS)", "os(xrOS)", "os(Linux)", "os(Windows)", "os(Android)",
      "targetEnvironment(macCatalyst)", "TARGET_OS_MACCATALYST", "TARGET_OS_VISION":
      return false
    default: return nil
    }
  }
}
