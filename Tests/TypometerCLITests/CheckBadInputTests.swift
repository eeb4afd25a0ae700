import Foundation
import TestSupport
import Testing

@Suite struct CheckBadInputTests {
  /// Each error line of `stderr` up to the words after the spec's entry
  /// (`typometer: error: SPEC:3: 'x.strings'`): which entries were said, where.
  static func entriesSaid(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").map { $0.components(separatedBy: " in the spec's").first ?? "" }
  }

  @Test func malformedStringFileIsNamedWithItsLine() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("\"ok\" = \"fine\";\n\"broken\" = \"no end;\n".utf8)
      .write(to: directory.appendingPathComponent("Localizable.strings"))
    let app = Fixtures.repositoryRoot + "/Examples/App"
    let spec = """
      {"config": ["\(app)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["Localizable.strings"], "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """
    try Data(spec.utf8).write(to: directory.appendingPathComponent("typometer.json"))
    let result = try Typometer.run(["check", directory.path + "/typometer.json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains(directory.path + "/Localizable.strings:2"))
  }

  /// `check --json` prints one JSON document even when it cannot do the job:
  /// the malformed string file as a `parse-error` finding with its line (exit 2).
  @Test func malformedStringFileIsAJSONDocument() throws {
    let folder = try TemporaryFolder("bad-json")
    try folder.write("Localizable.strings", "\"ok\" = \"fine\";\n\"broken\" = \"no end;\n")
    let app = Fixtures.repositoryRoot + "/Examples/App"
    let spec = try folder.write(
      "typometer.json",
      """
      {"config": ["\(app)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["Localizable.strings"], "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let result = try Typometer.run(["check", spec, "--format", "json"])
    #expect(result.status == 2)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(document["spec"] as? String == spec)
    let findings = try #require(document["findings"] as? [[String: Any]])
    #expect(findings.count == 1)
    #expect(findings.first?["code"] as? String == "parse-error")
    #expect(findings.first?["severity"] as? String == "error")
    #expect(findings.first?["file"] as? String == folder.url("Localizable.strings"))
    #expect(findings.first?["line"] as? Int == 2)
    #expect((findings.first?["message"] as? String)?.isEmpty == false)
    #expect(result.stderr.contains(folder.url("Localizable.strings") + ":2"))
  }

  /// Every problem of the spec is said in one run, in the order of the file:
  /// on standard error, and as a finding each in JSON (counted as errors).
  @Test func everyProblemOfTheSpecIsSaidInOneRun() throws {
    let folder = try TemporaryFolder("bad-spec")
    try folder.write("en.lproj/Localizable.strings", "\"ok\" = \"fine\";\n")
    let spec = try folder.write(
      "typometer.json",
      """
      {"strings": ["en.lproj/Localizable.strings"],
       "boldtext": true,
       "containers": [{"keys": ["*"], "style": "body", "width": 0},
                      {"keys": ["a"], "style": "body", "width": 100, "maxLines": 1.5}]}
      """)
    let result = try Typometer.run(["check", spec, "--format", "json"])
    #expect(result.status == 2)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(result.stderr)")
    #expect(lines.map { $0.hasPrefix("typometer: error: \(spec):") } == [true, true, true])
    #expect(lines.map { $0.contains("boldtext") } == [true, false, false])
    #expect(lines.map { $0.contains("containers[0].width") } == [false, true, false])
    #expect(lines.map { $0.contains("containers[1].maxLines") } == [false, false, true])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(document["findings"] as? [[String: Any]])
    #expect(findings.map { $0["line"] as? Int } == [2, 3, 4])
    #expect(findings.allSatisfy { $0["code"] as? String == "parse-error" })
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["errors"] as? Int == 3)
  }

  /// Every string file that cannot be read is said in one run (each with
  /// its first problem, in the spec's order), not the first alone: in the
  /// text on standard error, a finding each in JSON (counted as errors), an
  /// annotation each for GitHub at its file and line, and a result each in
  /// SARIF, with fingerprints of their own (two missing entries of the spec
  /// are two results, not one). A missing one is the spec's entry.
  @Test func everyMalformedStringFileIsSaidInOneRun() throws {
    let folder = try TemporaryFolder("bad-several")
    try folder.write("en.lproj/Localizable.strings", "\"ok\" = \"fine\";\n")
    try folder.write("cs.lproj/Main.strings", "\"a\" = \"fine\";\n\"b\" = \"a \"quote\"\";\n")
    try folder.write("de.lproj/Localizable.strings", "\"broken\" = \"no end;\n")
    let app = Fixtures.repositoryRoot + "/Examples/App"
    let spec = try folder.write(
      "typometer.json",
      """
      {"config": ["\(app)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["en.lproj/Localizable.strings", "cs.lproj/Main.strings",
                   "fr.lproj/Localizable.strings", "de.lproj/Localizable.strings",
                   "it.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let places = [
      (folder.url("cs.lproj/Main.strings"), 2), (spec, 3),
      (folder.url("de.lproj/Localizable.strings"), 1), (spec, 4),
    ]
    let text = try Typometer.run(["check", spec])
    #expect(text.status == 2)
    let lines = text.stderr.split(separator: "\n")
    #expect(lines.count == 4, "\(text.stderr)")
    for (line, (file, number)) in zip(lines, places) {
      #expect(line.hasPrefix("typometer: error: \(file):\(number): "), "\(line)")
    }
    #expect(lines[1].contains("the string file 'fr.lproj/Localizable.strings'"))
    let json = try Typometer.run(["check", spec, "--format", "json"])
    #expect(json.status == 2)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((document["summary"] as? [String: Any])?["errors"] as? Int == 4)
    let findings = try #require(document["findings"] as? [[String: Any]])
    #expect(findings.map { $0["file"] as? String } == places.map(\.0))
    #expect(findings.map { $0["line"] as? Int } == places.map(\.1))
    let github = try Typometer.run(["check", spec, "--format", "github"])
    #expect(github.status == 2)
    let annotations = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(annotations.count == 4, "\(github.stdout)")
    for (annotation, (file, number)) in zip(annotations, places) {
      #expect(annotation.contains("file=\(file),line=\(number)"), "\(annotation)")
    }
    let sarif = try Typometer.run(["check", spec, "--format", "sarif"])
    #expect(sarif.status == 2)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 4)
    let fingerprints = results.compactMap { $0["partialFingerprints"] as? [String: String] }
    #expect(Set(fingerprints).count == 4, "\(fingerprints)")
  }

  /// A spec that is not JSON is reported in JSON too, at its line.
  @Test func unreadableSpecIsAJSONDocument() throws {
    let folder = try TemporaryFolder("bad-json")
    let spec = try folder.write("typometer.json", "{\n  \"config\": [\n")
    let result = try Typometer.run(["check", spec, "--format", "json"])
    #expect(result.status == 2)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(document["findings"] as? [[String: Any]])
    #expect(findings.first?["file"] as? String == spec)
    #expect(findings.first?["line"] as? Int != nil)
  }

  /// A font folder the spec names that does not exist is blamed on the spec,
  /// at the line of its entry; one given with --fonts on --fonts.
  @Test func missingSpecFontFolderNamesTheSpecAndLine() throws {
    let folder = try TemporaryFolder("bad-fonts")
    try folder.write("Localizable.strings", "\"ok\" = \"fine\";\n")
    let app = Fixtures.repositoryRoot + "/Examples/App"
    let spec = try folder.write(
      "typometer.json",
      """
      {"config": ["\(app)/TypographyKit.json"],
       "fonts": ["\(Fixtures.fontsDirectory)",
                 "missing-fonts"],
       "strings": ["Localizable.strings"], "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let result = try Typometer.run(["check", spec])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "typometer: error: \(spec):3: the font folder 'missing-fonts' in the spec's \"fonts\" "
        + "does not exist (\(folder.url("missing-fonts"))); fix or remove the entry\n")
    let json = try Typometer.run(["check", spec, "--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let finding = try #require((document["findings"] as? [[String: Any]])?.first)
    #expect(finding["file"] as? String == spec)
    #expect(finding["line"] as? Int == 3)
    let option = try Typometer.run(["check", spec, "--fonts", folder.url("other")])
    #expect(option.status == 2)
    #expect(option.stderr.contains("missing-fonts"))
    // An entry that is there but is no font is the spec's too, said with a
    // string file named twice and one that is missing, in one run.
    try folder.write("notes.txt", "not a font\n")
    try folder.write("Here.strings", "\"a\" = \"b\";\n")
    try folder.write(
      "typometer.json",
      """
      {"config": ["\(app)/TypographyKit.json"],
       "fonts": ["notes.txt"],
       "strings": ["Gone.strings", "Here.strings", "./Here.strings"], "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let notAFont = try Typometer.run(["check", spec])
    #expect(notAFont.status == 2)
    #expect(
      Self.entriesSaid(notAFont.stderr) == [
        "typometer: error: \(spec):2: 'notes.txt'",
        "typometer: error: \(spec):3: './Here.strings'",
        "typometer: error: \(spec):3: the string file 'Gone.strings'",
      ], "\(notAFont.stderr)")
  }

  /// A res folder an Android spec given through a link names, which is not
  /// there from the link's folder, says so too.
  @Test func aLinkedSpecsResFolderSaysTheLink() throws {
    let folder = try TemporaryFolder("bad-res")
    try folder.write(
      "app/typometer.json",
      #"{"platform": "android", "resources": ["src/main/res"], "containers": "#
        + #"[{"keys": ["*"], "style": "bodyLarge", "width": 300}]}"#)
    try folder.write("app/src/main/res/values/strings.xml", "<resources/>")
    try folder.symlink("specs/spec.json", to: "../app/typometer.json")
    let result = try Typometer.run(["check", folder.url("specs/spec.json")])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("'src/main/res' in the spec's \"resources\"")
        && result.stderr.contains("(the spec is a link: its paths are from the link's folder"),
      "\(result.stderr)")
  }

  /// So is a string file the spec names that does not exist, or a folder
  /// named as one.
  @Test func missingSpecStringFileNamesTheSpecAndLine() throws {
    let folder = try TemporaryFolder("bad-strings")
    try folder.write("Localizable.strings", "\"ok\" = \"fine\";\n")
    let app = Fixtures.repositoryRoot + "/Examples/App"
    let spec = try folder.write(
      "typometer.json",
      """
      {"config": ["\(app)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["Localizable.strings",
                   {"path": "xx.lproj/Localizable.strings", "language": "de"}],
       "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let result = try Typometer.run(["check", spec])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "typometer: error: \(spec):3: the string file 'xx.lproj/Localizable.strings' in the "
        + "spec's \"strings\" does not exist (\(folder.url("xx.lproj/Localizable.strings"))); "
        + "fix or remove the entry\n")
    // A spec given through a link names its paths from the link's folder,
    // which the message says.
    try folder.write("elsewhere/keep", "")
    try folder.symlink("elsewhere/link.json", to: "../typometer.json")
    let linked = try Typometer.run(["check", folder.url("elsewhere/link.json")])
    #expect(linked.status == 2)
    #expect(
      linked.stderr.contains(
        "(the spec is a link: its paths are from the link's folder, not from that of the file "
          + "it links to)"), "\(linked.stderr)")
    #expect(!result.stderr.contains("the spec is a link"))
    // A string file that is there but cannot be read is still named itself.
    try folder.write("xx.lproj/Localizable.strings", "\"unterminated = \"x\";\n")
    let broken = try Typometer.run(["check", spec])
    #expect(broken.status == 2)
    #expect(broken.stderr.contains("xx.lproj/Localizable.strings:1"), "\(broken.stderr)")
    // A folder named as a string file: the spec's line, and the files to
    // name instead.
    try folder.write("de.lproj/Localizable.strings", "\"ok\" = \"gut\";\n")
    try folder.write("de.lproj/Main.strings", "\"ok\" = \"gut\";\n")
    try folder.write(
      "typometer.json",
      """
      {"config": ["\(app)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["Localizable.strings",
                   "de.lproj"],
       "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let folderEntry = try Typometer.run(["check", spec])
    #expect(folderEntry.status == 2)
    #expect(
      folderEntry.stderr
        == "typometer: error: \(spec):3: 'de.lproj' in the spec's \"strings\" is a folder; name "
        + "its string files instead (de.lproj/Localizable.strings, de.lproj/Main.strings)\n")
    // An Android values folder: its files of strings, not its colours.
    try folder.write("values/colors.xml", #"<resources><color name="a">#fff</color></resources>"#)
    try folder.write("values/strings.xml", #"<resources><string name="a">Hi</string></resources>"#)
    try folder.write(
      "typometer.json",
      """
      {"config": ["\(app)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["values"], "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let values = try Typometer.run(["check", spec])
    #expect(values.stderr.hasSuffix("name its string files instead (values/strings.xml)\n"))
    // A link to nothing: the spec's line, and where the link leads.
    try folder.symlink("dangling.strings", to: folder.url("nowhere.strings"))
    try folder.write(
      "typometer.json",
      """
      {"config": ["\(app)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["dangling.strings"],
       "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let dangling = try Typometer.run(["check", spec])
    #expect(dangling.status == 2)
    #expect(
      dangling.stderr
        == "typometer: error: \(spec):2: the string file 'dangling.strings' in the spec's "
        + "\"strings\" is a symbolic link to '\(folder.url("nowhere.strings"))', which does not "
        + "exist; fix the link or remove the entry\n")
    // Every problem of the spec's string files is said in one run: one
    // named twice, a link to nothing, a folder, one missing, a symlink loop
    // and a FIFO, each at its entry's line.
    try folder.symlink("loop-a.strings", to: "loop-b.strings")
    try folder.symlink("loop-b.strings", to: "loop-a.strings")
    try folder.fifo("pipe.strings")
    try folder.write(
      "typometer.json",
      """
      {"config": ["\(app)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["Localizable.strings",
                   "./Localizable.strings",
                   "dangling.strings",
                   "de.lproj",
                   "nope.strings",
                   "loop-a.strings",
                   "pipe.strings"],
       "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let all = try Typometer.run(["check", spec])
    #expect(all.status == 2)
    #expect(
      Self.entriesSaid(all.stderr) == [
        "typometer: error: \(spec):3: './Localizable.strings'",
        "typometer: error: \(spec):4: the string file 'dangling.strings'",
        "typometer: error: \(spec):5: 'de.lproj'",
        "typometer: error: \(spec):6: the string file 'nope.strings'",
        "typometer: error: \(spec):7: the string file 'loop-a.strings'",
        "typometer: error: \(spec):8: the string file 'pipe.strings'",
      ], "\(all.stderr)")
    #expect(
      all.stderr.contains(
        "\(spec):8: the string file 'pipe.strings' in the spec's \"strings\" cannot be read: is a "
          + "FIFO, not a file\n"), "\(all.stderr)")
    let github = try Typometer.run(["check", spec, "--format", "github"])
    #expect(github.stdout.split(separator: "\n").count == 6, "\(github.stdout)")
    #expect(github.stdout.hasPrefix("::error file=\(spec),line=3,"), "\(github.stdout)")
  }

  /// A control character in a string file's name reaches no output raw:
  /// the text error's line stays one line, and the GitHub annotation
  /// writes the escape sequence as `\u{1B}` (GitHub's own escaping leaves
  /// it), its message without the place the annotation gives apart.
  @Test func controlCharactersInAFileNameAreEscapedEverywhere() throws {
    let folder = try TemporaryFolder("odd-name")
    let name = "we\u{1B}[31mird\n.strings"
    try folder.write(name, "\"a\" = \"b\"\n")
    let spec = try folder.write(
      "typometer.json",
      """
      {"fonts": ["\(Fixtures.fontsDirectory)"], "systemFonts": false, "systemFont": "Inter",
       "strings": ["we\\u001b[31mird\\n.strings"], "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let text = try Typometer.run(["check", spec])
    #expect(text.status == 2)
    #expect(!text.stderr.contains("\u{1B}") && text.stderr.split(separator: "\n").count == 1)
    #expect(text.stderr.contains("we\\u{1B}[31mird\\u{A}.strings:1: missing ';'"), "\(text.stderr)")
    let github = try Typometer.run(["check", spec, "--format", "github"])
    #expect(!github.stdout.contains("\u{1B}"), "\(github.stdout)")
    // A missing entry whose name holds a line feed is said on one line.
    let missing = try folder.write(
      "missing.json",
      """
      {"fonts": ["\(Fixtures.fontsDirectory)"], "systemFonts": false, "systemFont": "Inter",
       "strings": ["nl\\nx.strings"], "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let gone = try Typometer.run(["check", missing])
    #expect(gone.status == 2)
    #expect(gone.stderr.split(separator: "\n").count == 1, "\(gone.stderr)")
    #expect(gone.stderr.contains("the string file 'nl\\u{A}x.strings'"), "\(gone.stderr)")
    // So is a spec of such a name with a problem of its own.
    let oddSpec = try folder.write("a\nb.json", #"{"strings": 5}"#)
    let odd = try Typometer.run(["check", oddSpec])
    #expect(odd.status == 2)
    #expect(
      odd.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("typometer: ") }, "\(odd.stderr)")
    #expect(odd.stderr.contains("a\\u{A}b.json:1: "), "\(odd.stderr)")
    // And a good spec of such a name: the summary's first line is one line.
    try folder.write("ok.strings", "\"a\" = \"b\";\n")
    let goodSpec = try folder.write(
      "c\nd.json",
      """
      {"fonts": ["\(Fixtures.fontsDirectory)"], "systemFonts": false, "systemFont": "Inter",
       "strings": ["ok.strings"], "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let good = try Typometer.run(["check", goodSpec])
    #expect(good.status == 0, "\(good.stderr)")
    #expect(
      good.stdout.split(separator: "\n").first?.hasSuffix(
        "c\\u{A}d.json: 1 string file, 1 string, "
          + "12 measurements at 12 categories") == true, "\(good.stdout)")
    #expect(
      github.stdout.hasSuffix(
        "we\\u{1B}[31mird\\u{A}.strings,line=1,title=typometer parse-error::missing ';' after "
          + "the value of \"a\", found the end of the file\n"), "\(github.stdout)")
  }

  @Test func missingFontsOptionFolderNamesTheOption() throws {
    let folder = try TemporaryFolder("bad-fonts")
    try folder.write("Localizable.strings", "\"ok\" = \"fine\";\n")
    let app = Fixtures.repositoryRoot + "/Examples/App"
    let spec = try folder.write(
      "typometer.json",
      """
      {"config": ["\(app)/TypographyKit.json"], "fonts": ["\(Fixtures.fontsDirectory)"],
       "strings": ["Localizable.strings"], "containers": [{"keys": ["*"], "style": "body", "width": 300}]}
      """)
    let result = try Typometer.run(["check", spec, "--fonts", folder.url("other")])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--fonts"))
    #expect(!result.stderr.contains("spec's"))
  }
}
