import StructuredText
import Testing
import TypeScale

@testable import TypographyConfig

@Suite struct FontNameTests {
  func report(_ fontName: String, options: ValidationOptions = ValidationOptions())
    -> ValidationReport
  {
    validate(
      #"{"ui-font-text-styles": {"s": {"font-name": "\#(fontName)", "point-size": 12}}}"#,
      options: options)
  }

  @Test func catalogNamesAreExactAndCaseSensitive() {
    #expect(report("Inter-Bold").findings.isEmpty)
    #expect(report("NotoSansCJKjp-Regular").findings.isEmpty)
    let lower = report("inter-bold")
    #expect(summary(lower) == ["font-not-found ui-font-text-styles.s.font-name"])
    #expect(lower.findings[0].suggestion == "Inter-Bold")
  }

  @Test func misspelledNamesGetCatalogThenIOSSuggestions() {
    let found = report("Inter-Bolt").findings
    #expect(found.map(\.code) == [.fontNotFound])
    #expect(found[0].suggestion == "Inter-Bold")
    let ios = report("Avenir-Medum").findings
    #expect(ios[0].suggestions.first == "Avenir-Medium")
    #expect(ios[0].severity == .error)
  }

  @Test(arguments: [
    "System", "system", "BoldSystem", "ItalicSystem", "System-Bold", "SYSTEM-SEMI-BOLD",
    "MonospacedDigitSystem-ultraLight",
  ])
  func systemAliasesAreSystemOnly(_ alias: String) {
    let findings = report(alias).findings
    #expect(findings.map(\.code) == [.fontSystemOnly])
    #expect(findings[0].severity == .warning)
  }

  @Test func bareMonospacedDigitSystemIsNotAnAlias() {
    #expect(report("MonospacedDigitSystem").findings.map(\.code) == [.fontNotFound])
  }

  @Test func iOSFontsAreSystemOnlyUnlessInTheCatalog() {
    let findings = report("Avenir-Medium").findings
    #expect(
      findings.map(\.detail) == [
        .fontSystemOnly(name: "Avenir-Medium", kind: .iOSFont(family: "Avenir"))
      ])
    let catalog = FontNameList(["Avenir-Medium"])
    let source = ConfigSource(
      path: "c",
      bytes: Array(#"{"ui-font-text-styles": {"s": {"font-name": "Avenir-Medium"}}}"#.utf8))
    #expect(ConfigValidator(fonts: catalog).validate(sources: [source]).findings.isEmpty)
  }

  @Test func hiddenAndRemovedFonts() {
    #expect(
      report(".SFUI-Semibold").findings.map(\.detail) == [
        .fontSystemOnly(name: ".SFUI-Semibold", kind: .hidden)
      ])
    let removed = report("Courier-Bold").findings
    #expect(removed.map(\.code) == [.fontNotFound])
    #expect(removed[0].message.contains("no longer ships with iOS"))
  }

  @Test func boldTextFacesMustExist() {
    let options = ValidationOptions(boldText: true)
    #expect(report("Inter-Regular", options: options).findings.isEmpty)  // → Inter-Bold
    #expect(report("Inter-Bold", options: options).findings.isEmpty)  // → Inter-Black
    #expect(report("Inter-Black", options: options).findings.isEmpty)  // → itself
    let roboto = report("Roboto-Regular", options: options).findings
    #expect(
      roboto.map(\.detail).first.map {
        if case .boldFaceNotFound("Roboto-Regular", "Roboto-Bold", _) = $0 { true } else { false }
      } == true)
    #expect(roboto.map(\.code) == [.fontNotFound])
    let mapped = ValidationOptions(boldText: true, boldTextFaces: ["Roboto-Regular": "Inter-Bold"])
    #expect(report("Roboto-Regular", options: mapped).findings.isEmpty)
    #expect(report("Roboto-Regular").findings.isEmpty)
  }

  /// A Bold face maps to Black (Swash's README: regular → bold → black →
  /// black); when the family has no Black, the suggestions never offer the
  /// face the style already uses, and the message says how to keep it.
  @Test func boldTextSuggestionsNeverNameTheFaceItself() {
    let fonts = FontNameList(["NotoSans-Regular", "NotoSans-Bold", "NotoSans-Italic"])
    let sources = [
      ConfigSource(
        path: "config.json",
        bytes: Array(
          #"{"ui-font-text-styles": {"s": {"font-name": "NotoSans-Bold", "point-size": 12}}}"#
            .utf8))
    ]
    let findings = ConfigValidator(fonts: fonts, options: ValidationOptions(boldText: true))
      .validate(sources: sources).findings
    #expect(findings.map(\.code) == [.fontNotFound])
    let finding = findings[0]
    #expect(!finding.suggestions.contains("NotoSans-Bold"))
    #expect(finding.suggestion != "NotoSans-Bold")
    #expect(finding.message.contains("'NotoSans-Bold' maps to 'NotoSans-Black'"))
    #expect(finding.message.contains("boldFaces"))
    // Mapped to itself, Bold Text keeps the face: nothing to report.
    let kept = ConfigValidator(
      fonts: fonts,
      options: ValidationOptions(boldText: true, boldTextFaces: ["NotoSans-Bold": "NotoSans-Bold"])
    ).validate(sources: sources).findings
    #expect(kept.isEmpty)
  }

  @Test func boldTextMapping() {
    #expect(BoldTextMapping.boldFace(for: "Inter-Regular") == "Inter-Bold")
    #expect(BoldTextMapping.boldFace(for: "Inter") == "Inter-Bold")
    #expect(BoldTextMapping.boldFace(for: "Inter-SemiBold") == "Inter-Bold")
    #expect(BoldTextMapping.boldFace(for: "Inter-ExtraBold") == "Inter-Black")
    #expect(BoldTextMapping.boldFace(for: "Inter-Black") == "Inter-Black")
    #expect(BoldTextMapping.boldFace(for: "Inter-Italic") == "Inter-BoldItalic")
    #expect(BoldTextMapping.boldFace(for: "Inter-LightItalic") == "Inter-BoldItalic")
    #expect(BoldTextMapping.boldFace(for: "Foo-Condensed") == nil)
    #expect(BoldTextMapping.boldFace(for: "A", overrides: ["A": "B"]) == "B")
  }

  @Test func suggestionOrder() {
    let names = ["Inter-Bold", "inter-bolt", "Inter-Black", "Roboto"]
    #expect(
      NameSuggestions.suggestions(for: "Inter-Bolt", among: names) == ["inter-bolt", "Inter-Bold"])
    #expect(NameSuggestions.suggestions(for: "x", among: ["y", "zzzz"]) == ["y"])
    #expect(
      NameSuggestions.suggestions(for: String(repeating: "a", count: 500), among: names).isEmpty)
    #expect(IOSSystemFonts.suggestions(for: "helvetica") == ["Helvetica"])
    // A misspelt alias gets the alias.
    #expect(IOSSystemFonts.suggestions(for: "System-Heavyy").first?.lowercased() == "system-heavy")
    // A family's other faces, then a misspelt family's (one edit, four
    // letters or more); a short family (`Ab`) takes no misspelling.
    let faces = ["OpenDyslexic-Regular", "OpenDyslexic-Italic", "OpenDyslexia-Light", "Ab-Bold"]
    #expect(
      NameSuggestions.suggestions(for: "OpenDyslexc-Bold", among: faces, rules: .fontNames)
        == ["OpenDyslexic-Italic", "OpenDyslexic-Regular"])
    #expect(
      NameSuggestions.suggestions(for: "OpenDyslexia-Bold", among: faces, rules: .fontNames)
        == ["OpenDyslexia-Light", "OpenDyslexic-Italic", "OpenDyslexic-Regular"])
    #expect(NameSuggestions.suggestions(for: "Ac-Light", among: faces, rules: .fontNames).isEmpty)
  }

  /// Names of Apple's font downloads, which iOS loads only from a bundled
  /// file; not its hidden system names, nor other families.
  @Test func appleDownloadFamilies() {
    #expect(IOSSystemFonts.appleDownloadFamily(of: "SFProDisplay-Bold") == "SF Pro")
    #expect(IOSSystemFonts.appleDownloadFamily(of: "NewYorkSmall-Regular") == "New York")
    #expect(IOSSystemFonts.appleDownloadFamily(of: "SFUIText-Regular") == "SF UI")
    #expect(IOSSystemFonts.appleDownloadFamily(of: "SFMono-Bold") == "SF Mono")
    #expect(IOSSystemFonts.appleDownloadFamily(of: "Inter-Bold") == nil)
    #expect(IOSSystemFonts.appleDownloadFamily(of: "NewYorker-Bold") == nil)
    #expect(IOSSystemFonts.appleDownloadFamily(of: "SFProverbs-Regular") == nil)
    #expect(IOSSystemFonts.appleDownloadFamily(of: ".SFUI-Regular") == nil)
  }
}
