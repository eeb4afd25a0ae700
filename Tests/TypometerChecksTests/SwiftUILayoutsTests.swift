import Testing

@testable import TypometerChecks

/// How `init` reads the layout an Apple app's SwiftUI views give the
/// strings they take as literals (``ProjectScan/swiftUILayouts(among:)``).
struct SwiftUILayoutsTests {
  /// A `.font(…)` argument: a text style (however it is dressed), a fixed
  /// size, or a font of the app's own.
  @Test func fontsAreRead() {
    let styles: [(String, ProjectScan.SwiftUIFont)] = [
      (".caption", .style("caption1")), ("Font.title", .style("title1")),
      (".headline.weight(.semibold)", .style("headline")),
      (" .system(.title2, design: .rounded) ", .style("title2")),
      (".system(size: 13, weight: .bold)", .fixed), ("Font.system(size: 9)", .fixed),
      (#".custom("Inter", fixedSize: 12)"#, .fixed),
      (#".custom("Inter", size: 15)"#, .unknown), (".appBody", .unknown),
      ("isCompact ? .caption : .body", .unknown), (".system(.extraLargeTitle)", .unknown),
      (".", .unknown), ("", .unknown),
    ]
    for (argument, font) in styles {
      #expect(ProjectScan.swiftUIFont(argument) == font, "\(argument)")
    }
  }

  /// A `.lineLimit(…)` argument: a count, a range's upper bound, nil for
  /// none; one this reading cannot read keeps what was given.
  @Test func lineLimitsAreRead() {
    #expect(ProjectScan.swiftUILineLimit("1", given: nil) == 1)
    #expect(ProjectScan.swiftUILineLimit("2, reservesSpace: true", given: nil) == 2)
    #expect(ProjectScan.swiftUILineLimit("2...4", given: nil) == 4)
    #expect(ProjectScan.swiftUILineLimit("1..<3", given: nil) == 2)
    #expect(ProjectScan.swiftUILineLimit("2...", given: 1) == nil)
    #expect(ProjectScan.swiftUILineLimit("nil", given: 1) == nil)
    #expect(ProjectScan.swiftUILineLimit("isExpanded ? nil : 3", given: 1) == 1)
    #expect(ProjectScan.swiftUILineLimit("0", given: nil) == nil)
    #expect(ProjectScan.swiftUILineLimit("1..<1", given: 2) == 2)
  }

  /// The views are found past comments and literals; a view's chain is
  /// read across lines to its end; what cannot be closed (a call that never
  /// ends, a hostile file's) gives no view, in time linear in its length.
  @Test func viewsAreFoundAndBounded() {
    var found: [(String, ProjectScan.InterfaceLayout?)] = []
    let code = #"""
      // Text("comment").font(.caption)
      let s = "Text(\"quoted\").font(.caption)"
      Text("a")
        /* its font */ .font(.footnote)
        .lineLimit(1)
      x.Text("member")
      Text(verbatim: "verbatim")
      Text("open"
      """#
    ProjectScan.forEachSwiftUIText(in: Array(code.utf8)) { found.append(($0, $1)) }
    #expect(found.map(\.0) == ["a"])
    #expect(found.first?.1 == ProjectScan.InterfaceLayout(style: "footnote", maxLines: 1))
    let hostile = Array((String(repeating: "Text(\"a\"", count: 50_000)).utf8)
    var count = 0
    ProjectScan.forEachSwiftUIText(in: hostile) { _, _ in count += 1 }
    #expect(count == 0)
  }
}
