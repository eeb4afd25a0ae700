import Foundation
import TestSupport
import Testing
import TypeScale

@testable import TypometerChecks

/// The spec's `scaling` key: how each style's sizes are scaled.
@Suite struct ScalingSpecTests {
  /// A spec with every required key, and `scaling` (and `extra`) on line 2.
  static func spec(_ scaling: String, extra: String = "") -> String {
    #"{"config": "c", "strings": "s", "containers": [{"keys": "*", "style": "b", "width": 1}],"#
      + "\n" + extra + #""scaling": "# + scaling + "}"
  }

  @Test func readsEachScalerAndItsSettings() throws {
    let spec = try CheckSpec.parse(
      bytes: Array(
        Self.spec(
          """
          {"Title": {"scaler": "uifontmetrics", "textStyle": "title1", "maximumPointSize": 38},
           "Body": {"scaler": "KGN", "increment": 2, "decrement": 1, "includeAccessibilitySizes": true},
           "Caption": {"scaler": "swash", "maximumPointSize": 20},
           "*": {"scaler": "typographykit"}}
          """
        ).utf8), path: "t.json")
    #expect(
      spec.scaling["Title"]
        == StyleScaling(
          scaler: .uiFontMetrics, textStyle: .title1, maximumPointSize: 38, line: 2))
    #expect(
      spec.scaling["Body"]
        == StyleScaling(
          scaler: .kgn, increment: 2, decrement: 1, includeAccessibilitySizes: true, line: 3))
    #expect(spec.scaling["Caption"] == StyleScaling(scaler: .swash, maximumPointSize: 20, line: 4))
    #expect(spec.scaling(for: "Other")?.scaler == .typographyKit)
    #expect(spec.scaling(for: "Title")?.scaler == .uiFontMetrics)
    let none = try CheckSpec.parse(bytes: Array(Self.spec("{}").utf8), path: "t.json")
    #expect(none.scaling(for: "Title") == nil)
  }

  @Test(arguments: [
    (
      "5", 2,
      "'scaling' must map style names (or \"*\") to objects such as {\"scaler\": \"uifontmetrics\"}"
    ),
    (
      #"{"Title": "kgn"}"#, 2,
      "'scaling.Title' must be an object with a 'scaler' (typographykit, uifontmetrics, kgn or swash)"
    ),
    (
      #"{"Title": {}}"#, 2,
      "'scaling.Title' needs 'scaler': typographykit, uifontmetrics, kgn or swash"
    ),
    (
      #"{"Title": {"scaler": "uifont"}}"#, 2,
      "scaling.Title.scaler: unknown scaler 'uifont'; expected typographykit, uifontmetrics, kgn or swash"
    ),
    (#"{"Title": {"scaler": 3}}"#, 2, "'scaling.Title.scaler' must be a string, not the number 3"),
    (
      #"{"Title": {"scaler": "kgn", "scaler": "swash"}}"#, 2,
      "'scaling.Title.scaler' is given twice"
    ),
    (
      #"{"Title": {"scaler": "swash"}, "Title": {"scaler": "swash"}}"#, 2,
      "'scaling.Title' is given twice"
    ),
    (
      #"{"Title": {"scaler": "swash", "maxSize": 30}}"#, 2,
      "unknown key 'maxSize' in scaling.Title; known: scaler, textStyle, maximumPointSize, increment, "
        + "decrement, includeAccessibilitySizes"
    ),
    (
      #"{"Title": {"scaler": "swash", "textStyle": "titel"}}"#, 2,
      "scaling.Title.textStyle: unknown text style 'titel' (did you mean 'title1' or 'title2'?); "
        + "use one of largeTitle"
    ),
    (
      #"{"Title": {"scaler": "swash", "maximumPointSize": "38"}}"#, 2,
      "'scaling.Title.maximumPointSize' must be a finite number, not the string '38'"
    ),
    (
      #"{"Title": {"scaler": "swash", "maximumPointSize": 0}}"#, 2,
      "'scaling.Title.maximumPointSize' must be a size in points above 0"
    ),
    (
      #"{"Title": {"scaler": "kgn", "increment": -1, "decrement": 1}}"#, 2,
      "'scaling.Title.increment' must be 0 or more points"
    ),
    (
      #"{"Title": {"scaler": "kgn", "increment": 1, "decrement": 1, "includeAccessibilitySizes": "yes"}}"#,
      2, "'scaling.Title.includeAccessibilitySizes' must be true or false, not the string 'yes'"
    ),
    (
      #"{"Title": {"scaler": "uifontmetrics", "increment": 2}}"#, 2,
      "scaling.Title.increment does not apply to the uifontmetrics scaler; kgn takes it"
    ),
    (
      #"{"Title": {"scaler": "kgn", "increment": 2, "decrement": 2, "maximumPointSize": 30}}"#, 2,
      "scaling.Title.maximumPointSize does not apply to the kgn scaler; uifontmetrics or swash take it"
    ),
    (
      #"{"Title": {"scaler": "typographykit", "textStyle": "body"}}"#, 2,
      "scaling.Title.textStyle does not apply to the typographykit scaler, which takes its sizes "
        + "from the config (minimum-point-size, maximum-point-size, point-step-size); "
        + "uifontmetrics or swash take it"
    ),
    (
      #"{"Title": {"scaler": "kgn", "increment": 2}}"#, 2,
      "'scaling.Title' needs 'decrement' (points) with the kgn scaler"
    ),
  ])
  func problemsNameTheKeyPathAndLine(_ scaling: String, _ line: Int, _ words: String) {
    #expect {
      _ = try CheckSpec.parse(bytes: Array(Self.spec(scaling).utf8), path: "t.json")
    } throws: { error in
      guard let error = error as? SpecError else { return false }
      return error.line == line && error.message.hasPrefix("t.json:\(line): \(words)")
    }
  }

  /// Each style's entry is read whatever the others hold: every problem is
  /// said in one run, in the file's order.
  @Test func everyEntrysProblemIsSaid() {
    let text = Self.spec(
      """
      {"Title": {"scaler": "uifont"},
       "Body": {"scaler": "swash"},
       "H5": {"scaler": "kgn", "increment": 2},
       "H4": {"scaler": "uifontmetrics", "textStyle": "bodyy"}}
      """)
    #expect {
      _ = try CheckSpec.parse(bytes: Array(text.utf8), path: "t.json")
    } throws: { error in
      guard let error = error as? SpecError else { return false }
      let all = [error] + error.further
      return all.map(\.line) == [2, 4, 5]
        && all[0].message.contains("unknown scaler 'uifont'")
        && all[1].message.contains("needs 'decrement'")
        && all[2].message.contains("unknown text style 'bodyy'")
    }
  }

  /// An unknown text style is said with the spec's platform's styles, the
  /// platform given before `scaling` or after it.
  @Test func anUnknownTextStyleListsThePlatformsStyles() {
    let iOS = CheckSpecTests.failure(
      Self.spec(#"{"Title": {"scaler": "uifontmetrics", "textStyle": "bdy"}}"#))?.message
    #expect(iOS?.contains("unknown text style 'bdy' (did you mean 'body'?)") == true)
    #expect(iOS?.contains("caption2") == true && iOS?.contains("footnote1") == false)
    let watch = CheckSpecTests.failure(
      #"{"config": "c", "strings": "s", "containers": [{"keys": "*", "style": "b", "width": 1}],"#
        + "\n"
        + #""scaling": {"Title": {"scaler": "uifontmetrics", "textStyle": "bdy"}}, "platform": "watchos"}"#
    )?.message
    #expect(watch?.contains("footnote1") == true && watch?.contains("largeTitle") == true)
  }

  @Test func aTextStyleMustBeOnThePlatform() {
    let text = Self.spec(
      #"{"Title": {"scaler": "uifontmetrics", "textStyle": "largeTitle"}}"#,
      extra: #""platform": "tvos", "categories": ["l"], "#)
    #expect(
      CheckSpecTests.failure(text)?.message
        == "t.json:2: scaling.Title.textStyle: the text style largeTitle does not exist on tvos; "
        + "use one of title1, title2, title3, headline, subtitle1, callout, body, caption1, "
        + "caption2")
    // Without categories Swash keeps the base size whatever the style.
    #expect(
      CheckSpecTests.failure(
        Self.spec(
          #"{"Title": {"scaler": "swash", "textStyle": "largeTitle"}}"#,
          extra: #""platform": "tvos", "categories": ["l"], "#)) == nil)
    // Swash reads watchOS footnote as Footnote 1, which watchOS has.
    let watch = Self.spec(
      #"{"Title": {"scaler": "swash", "textStyle": "footnote"}}"#,
      extra: #""platform": "watchos", "#)
    #expect(CheckSpecTests.failure(watch) == nil)
    #expect(
      CheckSpecTests.failure(
        Self.spec(
          #"{"Title": {"scaler": "uifontmetrics", "textStyle": "footnote"}}"#,
          extra: #""platform": "watchos", "#))?.reason
        == .textStyleNotOnPlatform(
          key: "scaling.Title.textStyle", style: .footnote, platform: .watchos))
  }
}
