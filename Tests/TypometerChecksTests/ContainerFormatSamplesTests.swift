import TestSupport
import Testing
import TypeScale

@testable import TypometerChecks

/// A container's own format samples (`"formatSamples": {"object": "42%"}`),
/// where the app fills in something else than the spec's samples there.
@Suite struct ContainerFormatSamplesTests {
  /// A string whose `%@` the container fills in with a short percentage
  /// fits a width the spec's sample (`Alexandria`) overflows; the other
  /// samples stay the spec's.
  @Test func aContainersSamplesStandInForTheSpecs() throws {
    let folder = try TemporaryFolder()
    try LargestCategoryCheckTests.writeConfig(in: folder)
    try folder.write(
      "en.lproj/Localizable.strings",
      #""spent" = "%@ SPENT";"# + "\n" + #""spent.default" = "%@ SPENT";"# + "\n"
        + #""count" = "%d DAYS";"#)
    let width = try LargestCategoryCheckTests.width(
      of: "42% SPENT", at: .accessibilityExtraExtraExtraLarge)
    let path = try folder.write(
      "typometer.json",
      """
      {"config": "TypographyKit.json", "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings"],
       "formatSamples": {"integer": "7"},
       "containers": [
         {"keys": ["spent", "count"], "style": "body", "width": \(width), "maxLines": 1,
          "formatSamples": {"object": "42%"}},
         {"keys": ["*"], "style": "body", "width": \(width), "maxLines": 1}]}
      """)
    let spec = try CheckSpec.load(path: path)
    #expect(spec.containers.first?.formatSamples == CheckSpec.FormatSamples(object: "42%"))
    #expect(spec.containers.last?.formatSamples == CheckSpec.FormatSamples())
    let report = try CheckRunner.run(spec: spec)
    let overflows = report.findings.filter { $0.code == .overflow }
    #expect(Set(overflows.compactMap(\.key)) == ["spent.default"], "\(overflows.map(\.message))")
    #expect(overflows.first?.text == "Alexandria SPENT")
    // (The spec's integer where the container gives none.)
    let measured = report.findings.filter { $0.key == "count" }
    #expect(measured.isEmpty, "\(measured.map(\.message))")
  }

  /// A container's samples that are no object, or of a key no sample has,
  /// are spec errors naming the container.
  @Test func aContainersSamplesAreChecked() throws {
    let folder = try TemporaryFolder()
    for (samples, said) in [
      (#""42%""#, "'containers[0].formatSamples' must be an object"),
      (
        #"{"objet": "42%"}"#,
        "unknown key 'objet' in containers[0].formatSamples (did you mean 'object'?)"
      ),
      (#"{"integer": 7}"#, "'containers[0].formatSamples.integer' must be a string"),
      // (An unknown key is said as one, whatever its value.)
      (
        #"{"placeholders": []}"#,
        "unknown key 'placeholders' in containers[0].formatSamples"
      ),
    ] {
      let path = try folder.write(
        "typometer.json",
        #"{"strings": ["a.strings"], "containers": [{"keys": ["*"], "style": "body", "width": 300, "formatSamples": \#(samples)}]}"#
      )
      do {
        _ = try CheckSpec.load(path: path)
        Issue.record("\(samples) was taken")
      } catch {
        #expect("\(error)".contains(said), "\(error)")
      }
    }
  }
}
