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

  /// Java's `%n` takes no argument, and `%<` takes the one before, as
  /// Java's `Formatter` numbers them.
  @Test func javasArgumentsAreNumberedAsJavaNumbersThem() {
    var samples = FormatSpecifierSubstitution()
    samples.java = true
    let found = samples.arguments(in: Array("%n%d of %<d, %s".unicodeScalars)).map(\.argument)
    #expect(found == [1, 1, 2])
  }
}
