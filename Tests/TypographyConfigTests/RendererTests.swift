import Testing
import TypometerChecks

@testable import TypographyConfig

@Suite struct RendererTests {
  /// A repository at /repo, run from its root.
  static let root = SourceRoot(path: "/repo", workingDirectory: "/repo")

  var report: ValidationReport {
    validate(
      "{\n  \"ui-font-text-styles\": {\n    \"h\": {\"font-name\": \"Inter-Bolt\", \"point-size\": 12},\n    \"x\": {\"font-name\": \"System\"}\n  }\n}\n",
      names: ["dir/a,b:c.json"])
  }

  @Test func text() {
    #expect(
      FindingRenderer.text(report) == """
        dir/a,b:c.json:3: error[font-not-found]: ui-font-text-styles.h.font-name: font 'Inter-Bolt' is not in the catalog and is not an iOS system font (PostScript names are case-sensitive); did you mean 'Inter-Bold'?
        dir/a,b:c.json:4: warning[font-system-only]: ui-font-text-styles.x.font-name: 'System' is TypographyKit's alias for UIFont.systemFont(ofSize:): it is measured in the system family, and the catalog has none (add SF Pro, or name a family with --system-font or the spec's systemFont)
        1 error, 1 warning in 1 file

        """)
    #expect(FindingRenderer.text(validate("{}")) == "1 file: no problems found\n")
  }

  @Test func json() {
    #expect(
      FindingRenderer.json(report) == #"""
        {
          "files": ["dir/a,b:c.json"],
          "findings": [
            {"severity": "error", "code": "font-not-found", "message": "font 'Inter-Bolt' is not in the catalog and is not an iOS system font (PostScript names are case-sensitive); did you mean 'Inter-Bold'?", "file": "dir/a,b:c.json", "keyPath": "ui-font-text-styles.h.font-name", "line": 3, "suggestion": "Inter-Bold", "suggestions": ["Inter-Bold"]},
            {"severity": "warning", "code": "font-system-only", "message": "'System' is TypographyKit's alias for UIFont.systemFont(ofSize:): it is measured in the system family, and the catalog has none (add SF Pro, or name a family with --system-font or the spec's systemFont)", "file": "dir/a,b:c.json", "keyPath": "ui-font-text-styles.x.font-name", "line": 4}
          ],
          "summary": {"errors": 1, "warnings": 1}
        }

        """#)
    #expect(
      FindingRenderer.json(validate("{}", names: ["q\"\n.json"])) == """
        {
          "files": ["q\\"\\n.json"],
          "findings": [],
          "summary": {"errors": 0, "warnings": 0}
        }

        """)
  }

  @Test func github() {
    #expect(
      FindingRenderer.github(report, root: Self.root) == """
        ::error file=dir/a%2Cb%3Ac.json,line=3,title=typometer font-not-found::ui-font-text-styles.h.font-name: font 'Inter-Bolt' is not in the catalog and is not an iOS system font (PostScript names are case-sensitive); did you mean 'Inter-Bold'?
        ::warning file=dir/a%2Cb%3Ac.json,line=4,title=typometer font-system-only::ui-font-text-styles.x.font-name: 'System' is TypographyKit's alias for UIFont.systemFont(ofSize:): it is measured in the system family, and the catalog has none (add SF Pro, or name a family with --system-font or the spec's systemFont)

        """)
    let parse = validate("", names: ["/repo/app/e.json"])
    #expect(
      FindingRenderer.github(parse, root: Self.root)
        == "::error file=app/e.json,title=typometer parse-error::the file is empty; a config is a dictionary\n"
    )
    #expect(GitHubAnnotation.escapeData("50%\r\nx") == "50%25%0D%0Ax")
  }

  /// GitHub's escaping: `%`, CR and LF in a message; in a property value
  /// `:` and `,` too; every other character as it is, multi-byte ones whole.
  @Test(arguments: [
    ("plain text", "plain text", "plain text"),
    ("a:b,c", "a:b,c", "a%3Ab%2Cc"),
    ("100% ready\r\n", "100%25 ready%0D%0A", "100%25 ready%0D%0A"),
    ("日本語: «é», 👍🏽%", "日本語: «é», 👍🏽%25", "日本語%3A «é»%2C 👍🏽%25"),
    ("", "", ""), ("%%", "%25%25", "%25%25"), ("\n", "%0A", "%0A"),
  ])
  func escapesAsGitHubRequires(_ text: String, _ data: String, _ property: String) {
    #expect(GitHubAnnotation.escapeData(text) == data)
    #expect(GitHubAnnotation.escapeProperty(text) == property)
  }

  @Test func renderDispatchesOnFormat() {
    for format in FindingRenderer.Format.allCases {
      #expect(FindingRenderer.render(report, as: format).hasSuffix("\n"))
    }
  }

  @Test func findingsAreSortedByFileLineKeyPathCode() {
    let report = validate(
      "{\"ui-font-text-styles\": {\"b\": {\"font-name\": \"Nope\"}, \"a\": {\"font-name\": \"Nope\"}}}",
      "{\"typography-colors\": {},\n\"x\": 1}", names: ["z.json", "a.json"])
    #expect(report.findings.map(\.file) == ["z.json", "z.json", "a.json"])
    #expect(
      report.findings.map(\.keyPath) == [
        "ui-font-text-styles.a.font-name", "ui-font-text-styles.b.font-name", "x",
      ])
  }
}
