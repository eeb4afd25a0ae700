import Foundation
import TestSupport
import Testing

@Suite struct CheckBadInputTests {
  @Test func malformedStringFileIsNamedWithItsLine() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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
}
