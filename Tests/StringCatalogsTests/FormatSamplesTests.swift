import TestSupport
import Testing

@testable import StringCatalogs

/// The samples written as Java's `Formatter` (Android) and C's `printf`
/// (Foundation's numbers) write the same values, from
/// `Scripts/reference-format-samples.py`.
@Suite struct FormatSamplesTests {
  @Test func equalJavasAndPrintfsOutput() throws {
    let rows = try Fixtures.escapedTSV("format/samples.tsv")
    #expect(rows.count == 34)
    var differing: [String] = []
    for row in rows {
      var samples = FormatSpecifierSubstitution(integer: "1234")
      samples.java = row[0] == "java"
      let found = samples.apply(to: row[1])
      if found != row[2] { differing.append("\(row[0]) \(row[1]): \(found) against \(row[2])") }
    }
    #expect(differing.isEmpty, "\(differing)")
  }

  /// Any text of specifiers' characters, cut anywhere (`%<`, `%1$t`, `%,`,
  /// a `%` at the end), is filled in, numbered and its specifiers found
  /// without a trap, in both syntaxes: 20,000 texts of a fixed seed.
  @Test func anyTextOfSpecifiersIsRead() {
    let alphabet = Array("%$<,.0-+ 129dsfetnbSBhTlq@{}#*'(x")
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for java in [false, true] {
      var samples = FormatSpecifierSubstitution(integer: "1234")
      samples.java = java
      samples.integerByArgument = [1: "1", 2: "2"]
      var filled = 0
      for _ in 0..<10_000 {
        let text = String((0..<next(14)).map { _ in alphabet[next(alphabet.count)] })
        let scalars = Array(text.unicodeScalars)
        let out = samples.apply(to: text)
        let arguments = samples.arguments(in: scalars)
        let ranges = samples.specifierRanges(in: scalars)
        #expect(arguments.allSatisfy { $0.range.upperBound <= scalars.count })
        #expect(ranges.allSatisfy { $0.upperBound <= scalars.count })
        if out != text { filled += 1 }
      }
      #expect(filled > 300)
    }
  }

  /// A positional specifier is one of `N$` a conversion follows; Java's
  /// `%<` and a `%1$` of no conversion are none.
  @Test func positionalSpecifiers() {
    var java = FormatSpecifierSubstitution()
    java.java = true
    #expect(java.holdsPositionalSpecifier("Version %1$s"))
    #expect(java.holdsPositionalSpecifier("%2$,d files"))
    #expect(!java.holdsPositionalSpecifier("%<te and %1$"))
    #expect(!java.holdsPositionalSpecifier("100% and $5"))
    #expect(!FormatSpecifierSubstitution().holdsPositionalSpecifier("%2$,d files"))
  }

  /// Java's syntax is read only where asked: `%b` and `%n` stay as written
  /// in an Apple string, and `%,d` is no specifier there.
  @Test func javasSyntaxOnlyForJava() {
    let samples = FormatSpecifierSubstitution(integer: "1234")
    #expect(samples.apply(to: "%b %n %,d") == "%b %n %,d")
  }

  /// A plural form's own count takes the flags of its specifier: Java's
  /// `%1$,d` groups it, and it is the count (not a `%2$s` after it) that
  /// takes the form's number.
  @Test func aPluralCountTakesItsFlags() {
    var samples = FormatSpecifierSubstitution(integer: "1234")
    samples.java = true
    samples.integerByArgument = [1: "1231"]
    #expect(samples.apply(to: "%1$,d files (%2$s)") == "1,231 files (Alexandria)")
    #expect(samples.arguments(in: Array("%1$,d files (%2$s)".unicodeScalars)).count == 2)
  }

  /// Python's named placeholder, `%(name)s` (ytdlnis' yt-dlp file name
  /// templates in a string array), is text in a Java string, though `%(e`
  /// reads as a specifier of Java's `(` flag; Java's own `%(d` and `%(,.2f`
  /// (negative numbers in parentheses) are filled.
  @Test func pythonNamedPlaceholdersAreText() {
    var samples = FormatSpecifierSubstitution(integer: "1234")
    samples.java = true
    for text in ["%(end_time)s___(numeric)", "%(channel_is_verified)s", "%(id)s.%(ext)s"] {
      #expect(samples.apply(to: text) == text, "\(text)")
      #expect(samples.arguments(in: Array(text.unicodeScalars)).isEmpty, "\(text)")
    }
    #expect(samples.apply(to: "%(d files") == "1234 files")
    #expect(samples.apply(to: "Total %(,.2f") != "Total %(,.2f")
  }

  /// Java's `%n` takes no argument, and `%<` takes the one before, as
  /// Java's `Formatter` numbers them.
  @Test func javasArgumentsAreNumberedAsJavaNumbersThem() {
    var samples = FormatSpecifierSubstitution()
    samples.java = true
    let found = samples.arguments(in: Array("%n%d of %<d, %s".unicodeScalars)).map(\.argument)
    #expect(found == [1, 1, 2])
  }
}
