import Testing

@testable import TypometerChecks

/// Code as one platform's build compiles it
/// (``ProjectScan/withoutOtherPlatforms(_:platform:)``).
struct PlatformBranchesTests {
  /// What an iOS build leaves out, made spaces; what it may compile, kept.
  func compiled(_ code: String, for platform: String = "ios") -> [String] {
    let out = ProjectScan.withoutOtherPlatforms(Array(code.utf8), platform: platform)
    #expect(out.count == code.utf8.count)
    return String(decoding: out, as: UTF8.self).split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  @Test func branchesOfOtherPlatformsAreLeftOut() {
    let code = """
      a
      #if os(macOS)
      mac
      #elseif os(iOS) || os(visionOS)
      phone
      #else
      other
      #endif
      #if !os(iOS)
      notPhone
      #else
        #if canImport(AppKit)
        appKit
        #elseif targetEnvironment(macCatalyst)
        catalyst
        #else
        nested
        #endif
      #endif
      b
      """
    #expect(compiled(code) == ["a", "phone", "nested", "b"])
    #expect(compiled(code, for: "macos") == ["a", "mac", "notPhone", "b"])
    #expect(compiled(code, for: "tvos") == ["a", "other", "notPhone", "b"])
  }

  /// A condition of another kind may hold: its branches are kept, and so is
  /// its `#else`; so are a mixed condition's and Objective-C's `#ifdef`.
  @Test func otherConditionsKeepTheirCode() {
    let code = """
      #if DEBUG
      debug
      #else
      release
      #endif
      #if os(macOS) && DEBUG
      macDebug
      #endif
      #if os(iOS) && os(macOS)
      never
      #endif
      #if os(macOS) || DEBUG && X
      mixed
      #endif
      #ifdef HAS_FEATURE
      feature
      #else
      noFeature
      #endif
      #if TARGET_OS_OSX
      objcMac
      #elif TARGET_OS_IPHONE // a phone
      objcPhone
      #endif
      """
    #expect(
      compiled(code) == [
        "debug", "release", "mixed", "feature", "noFeature", "objcPhone",
      ])
  }

  /// A CRLF file's directives are read as an LF file's; a term in
  /// parentheses of its own is read; a `#if` inside a comment or a
  /// multi-line literal is text.
  @Test func crlfParenthesesCommentsAndLiterals() {
    let crlf = "a\r\n#if os(macOS)\r\nmac\r\n#else\r\nphone\r\n#endif\r\nb\r\n"
    #expect(compiled(crlf) == ["a", "phone", "b"])
    #expect(
      compiled("#if (os(macOS))\nmac\n#endif\n#if (os(iOS)) && (DEBUG)\nmaybe\n#endif") == ["maybe"]
    )
    let code = """
      /*
      #if os(macOS)
      */
      k24
      let doc = \"\"\"
        #if os(macOS)
        \"\"\"
      k25 // #if os(macOS) "
      #if os(macOS)
      mac
      #endif
      k26
      """
    #expect(
      compiled(code) == [
        "/*", "#if os(macOS)", "*/", "k24", "let doc = \"\"\"", "#if os(macOS)", "\"\"\"",
        "k25 // #if os(macOS) \"", "k26",
      ])
  }

  /// Unbalanced directives (a hostile file's) leave out no more than their
  /// branches, and code without `#` is returned as it is.
  @Test func unbalancedDirectivesAreRead() {
    #expect(compiled("#endif\n#else\na\n#elseif os(macOS)\nb") == ["a", "b"])
    #expect(compiled("#if os(macOS)\nmac") == [])
    #expect(compiled("plain \"text\"") == ["plain \"text\""])
  }
}
