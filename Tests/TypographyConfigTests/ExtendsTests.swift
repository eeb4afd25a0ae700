import TestSupport
import Testing

@testable import TypographyConfig

@Suite struct ExtendsTests {
  @Test func chainsResolveChildOverParentFieldByField() throws {
    let report = validate(
      #"""
      {"typography-kit": {"minimum-point-size": 8, "scaling-mode": "stepping"},
       "ui-font-text-styles": {
        "base": {"font-name": "Inter-Regular", "point-size": 16, "text-color": "red", "letter-case": "upper",
                 "maximum-point-size": 30, "letter-spacing": 1, "scaling-mode": "disabled"},
        "mid": {"extends": "base", "font-name": "Inter-Medium", "letter-spacing": 2},
        "leaf": {"extends": "mid", "point-size": 20, "text-color": "blue", "scaling-mode": "uifontmetrics"}}}
      """#)
    // mid's own letter-spacing is lost through its extends (leaf's parent,
    // mid, is drawn without one: nothing more is lost there).
    #expect(report.findings.map(\.code) == [.sizeRange])
    #expect(report.findings.first?.keyPath == "ui-font-text-styles.mid.letter-spacing")
    let leaf = try #require(report.styles["leaf"])
    #expect(leaf.extends == "mid")
    #expect(report.chain(of: "leaf") == ["leaf", "mid", "base"])
    #expect(report.chain(of: "base") == ["base"])
    #expect(report.chain(of: "missing") == [])
    #expect(leaf.fontName == "Inter-Medium")
    #expect(leaf.pointSize == 20)
    #expect(leaf.textColorName == "blue")
    #expect(leaf.textColor == .fixed(RGBAColor(red: 0, green: 0, blue: 1)))
    #expect(leaf.letterCase == .upper)
    #expect(leaf.maximumPointSize == 30)
    #expect(leaf.minimumPointSize == nil)
    #expect(leaf.effectiveMinimumPointSize == 8)
    #expect(leaf.effectiveMaximumPointSize == 30)
    #expect(leaf.scalingMode == .fontMetrics)
    // As TypographyKit's extend(): a style that extends has no letter-spacing.
    #expect(leaf.letterSpacing == 0)
    #expect(report.styles["mid"]?.letterSpacing == 0)
    #expect(report.styles["mid"]?.effectiveScalingMode == .disabled)
    #expect(report.styles["base"]?.letterSpacing == 1)
  }

  /// TypographyKit's `extend()` keeps no letter-spacing (its source,
  /// `FontTextStyleParser.swift`): the app draws an extending style without,
  /// so it is measured without, and a warning says where a value is lost.
  @Test func letterSpacingIsLostThroughExtendsAndSaid() {
    let report = validate(
      #"{"ui-font-text-styles": {"p": {"font-name": "Inter", "point-size": 10, "letter-spacing": 1.5}, "c": {"extends": "p"}, "q": {"font-name": "Inter", "point-size": 10}, "d": {"extends": "q"}}}"#
    )
    #expect(report.styles["p"]?.letterSpacing == 1.5)
    #expect(report.styles["c"]?.letterSpacing == 0)
    #expect(report.styles["c"]?.effectiveScalingMode == .fontMetricsWithSteppingFallback)
    // Said once, at c's extends (p's value, which c loses); d loses nothing.
    #expect(report.findings.count == 1)
    #expect(report.findings.first?.keyPath == "ui-font-text-styles.c.extends")
    #expect(report.findings.first?.severity == .warning)
    #expect(
      report.findings.first?.message
        == "letter-spacing 1.5 pt is lost: this style extends 'p', and TypographyKit's extend() "
        + "keeps no letter-spacing, so the app draws it without (as it is measured); set the "
        + "style apart from 'p' to keep it")
  }

  @Test func missingParent() {
    let report = validate(
      #"{"ui-font-text-styles": {"paragraph": {"font-name": "Inter", "point-size": 10}, "c": {"extends": "paragraf"}, "d": {"extends": "c"}}}"#
    )
    #expect(summary(report) == ["extends-missing ui-font-text-styles.c.extends"])
    #expect(
      report.findings[0].detail
        == .extendsMissing(style: "c", parent: "paragraf", suggestions: ["paragraph"]))
    #expect(report.styles["c"] == nil && report.styles["d"] == nil)
    #expect(report.styles["paragraph"] != nil)
  }

  @Test func cyclesAreReportedOnce() {
    let report = validate(
      #"{"ui-font-text-styles": {"b": {"extends": "c"}, "c": {"extends": "a"}, "a": {"extends": "b"}, "x": {"extends": "a"}, "me": {"extends": "me"}}}"#
    )
    #expect(
      summary(report) == [
        "extends-cycle ui-font-text-styles.a.extends",
        "extends-cycle ui-font-text-styles.me.extends",
      ])
    #expect(report.findings[0].detail == .extendsCycle(["a", "b", "c", "a"]))
    #expect(report.findings[1].detail == .extendsCycle(["me", "me"]))
    #expect(report.styles.isEmpty)
  }

  @Test func longChainsDoNotRecurse() {
    let count = 5000
    var styles = [#""s0": {"font-name": "Inter", "point-size": 10}"#]
    for index in 1..<count { styles.append(#""s\#(index)": {"extends": "s\#(index - 1)"}"#) }
    let report = validate(#"{"ui-font-text-styles": {\#(styles.joined(separator: ","))}}"#)
    #expect(report.findings.isEmpty)
    #expect(report.chain(of: "s\(count - 1)").count == count)
    #expect(report.styles["s\(count - 1)"]?.pointSize == 10)
  }

  /// 20,000 styles, each extending the one before, took 3.1 GB when every
  /// resolved style kept a copy of its whole chain: each now keeps its parent.
  @Test func longChainsTakeLinearMemory() throws {
    let count = 20_000
    var styles = [#""s0": {"font-name": "Inter", "point-size": 10}"#]
    for index in 1..<count { styles.append(#""s\#(index)": {"extends": "s\#(index - 1)"}"#) }
    let text = #"{"ui-font-text-styles": {\#(styles.joined(separator: ","))}}"#
    let peakBefore = PeakMemory.residentBytes
    let report = validate(text)
    let growth = PeakMemory.residentBytes - peakBefore
    #expect(report.findings.isEmpty)
    #expect(report.styles.count == count)
    let last = try #require(report.styles["s\(count - 1)"])
    #expect(last.fontName == "Inter")
    #expect(last.pointSize == 10)
    #expect(last.extends == "s\(count - 2)")
    #expect(report.styles["s0"]?.extends == nil)
    let chain = report.chain(of: "s\(count - 1)")
    #expect(chain == (0..<count).reversed().map { "s\($0)" })
    // A few megabytes here; the copies took 3 GB (other tests may add to the peak).
    #expect(growth < 512 << 20, "peak resident memory grew by \(growth >> 20) MiB")
  }

  /// Styles each extending a different missing parent compared every
  /// missing name with every style name (n² pairs: 20,000 took over five minutes):
  /// suggestions now stop when the run's budget is spent, and each finding stands.
  @Test func manyMissingParentsAreReportedInBoundedTime() throws {
    let count = 4_000
    var styles: [String] = []
    for index in 0..<count {
      styles.append(
        #""s\#(index)": {"font-name": "Inter", "point-size": 10, "extends": "s\#(index)x"}"#)
    }
    let report = validate(#"{"ui-font-text-styles": {\#(styles.joined(separator: ","))}}"#)
    let missing = report.findings.filter { $0.code == .extendsMissing }
    #expect(missing.count == count)
    // Each missing "sNx" is one edit from "sN": the first lookups suggest it,
    // those after the budget carry no suggestion (without a budget every one
    // did, after n² comparisons).
    let withSuggestions = missing.filter { !$0.suggestions.isEmpty }.count
    #expect(withSuggestions > 100)
    #expect(withSuggestions < count)
  }
}
