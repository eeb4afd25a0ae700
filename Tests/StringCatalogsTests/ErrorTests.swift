import Foundation
import StringCatalogs
import Testing

@Suite struct ErrorTests {
  @Test func missingAndUnreadable() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("nope.strings").path
    #expect(loadError(missing) == .fileNotFound(path: missing))
    #expect(
      loadError(directory.path) == .unreadable(path: directory.path, reason: "is a directory"))
  }

  @Test func limits() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = "\"a\" = \"1\";\n\"b\" = \"22\";\n\"c\" = \"333\";\n"
    let path = try write(Array(text.utf8), to: "L.strings", in: directory)
    #expect(
      loadError(path, limits: CatalogLimits(maximumFileSize: 10))
        == .tooLarge(path: path, bytes: text.utf8.count, limit: 10))
    #expect(
      loadError(path, limits: CatalogLimits(maximumStrings: 2))
        == .tooManyStrings(path: path, limit: 2))
    guard
      case .malformed(_, 3, let reason)? = loadError(
        path, limits: CatalogLimits(maximumStringLength: 2))
    else {
      Issue.record("expected a length error on line 3")
      return
    }
    #expect(
      reason
        == "a string of 3 bytes, longer than the 2 a string is read up to: no label shows so "
        + "much text; shorten it, or measure without this file")
  }

  @Test(arguments: [
    ("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n", 2, "missing ';'"),
    ("\"a\" = \"b\";\n\"c\" \"d\";\n", 2, "expected '='"),
    ("\"a\" = \"b\";\n/* open\n\n", 2, "never closed"),
    ("\"a\" = \"b\";\n\"c\" = \"unterminated;\n\n", 2, "never closed"),
    ("\"a\" = ;\n", 1, "expected a value"),
    ("{\n\"a\" = \"b\";\n", 3, "missing '}'"),
    ("\"a\" = \"b\" ; = \"c\";\n", 1, "found '=' where a key belongs"),
  ])
  func malformedStringsReportLine(text: String, line: Int, reason: String) throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try write(Array(text.utf8), to: "M.strings", in: directory)
    guard case .malformed(let file, let found, let message)? = loadError(path) else {
      Issue.record("expected malformed, got \(String(describing: loadError(path)))")
      return
    }
    #expect(file == path)
    #expect(found == line)
    #expect(message.contains(reason), "\(message)")
  }

  /// A missing ';' is said at the line where the key or value ends (where
  /// the ';' belongs), with the line of what came instead when that is
  /// below; a character right after a quoted value's closing quote as a
  /// quote left unescaped in it (not after an unquoted value, nor a '}').
  /// What cannot start a key where one belongs (a second ';', a stray '=',
  /// a non-ASCII character) is said as Apple's parser takes it: without
  /// braces the strings after it are never loaded (none lost when nothing
  /// but space and comments follows: the file is read whole); in braces
  /// none of the file's load; a value over several lines (its closing quote
  /// left out) names the line it opens at. Messages compared whole.
  @Test(arguments: [
    (
      "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n", 2,
      "missing ';' after the value of \"c\", found '\"' on line 3"
    ),
    (
      "\"a\" = \"two\r\nlines\" /* note */\r\n\r\n\"e\" = \"f\";\r\n", 2,
      "missing ';' after the value of \"a\", found '\"' on line 4 (the value opened at line 1)"
    ),
    (
      "\"a\" = \"two\rlines\" /* a\rnote */\r\r\"e\" = \"f\";\r", 2,
      "missing ';' after the value of \"a\", found '\"' on line 5 (the value opened at line 1)"
    ),
    (
      "\"a\" = \"b\";\r\"c\" = \"d\\\re\"\r\"e\" = \"f\";\r", 3,
      "missing ';' after the value of \"c\", found '\"' on line 4 (the value opened at line 2)"
    ),
    (
      "\"a\" = \"b\";\n\"c\" = \"say \"hi\" now\";\n", 2,
      "missing ';' after the value of \"c\", found 'h' right after its closing quote "
        + "(a quote inside a value is written \\\")"
    ),
    ("\"a\" = \"b\" x;\n", 1, "missing ';' after the value of \"a\", found 'x'"),
    ("\"a\" = 10%;\n", 1, "missing ';' after the value of \"a\", found '%'"),
    ("{ \"a\" = \"b\"}\n", 1, "missing ';' after the value of \"a\", found '}'"),
    ("\"a\" = \"b\"\n", 1, "missing ';' after the value of \"a\", found the end of the file"),
    (
      "\"a\" = \"b\";\n\"c\" = \"d\";;\n\"e\" = \"f\";\n", 2,
      "found ';' where a key belongs: Apple's parser stops reading the file there, so the "
        + "strings after it are never loaded"
    ),
    (
      "\"a\" = \"b\";\n\"c\" = \"d\";=\n\n\"e\" = \"f\";\n", 2,
      "found '=' where a key belongs: Apple's parser stops reading the file there, so the "
        + "strings after it are never loaded"
    ),
    (
      "\"a\" = \"b\";\n… \"e\" = \"f\";\n", 2,
      "found U+2026 where a key belongs: Apple's parser stops reading the file there, so the "
        + "strings after it are never loaded"
    ),
    (
      "=\n\"a\" = \"b\";\n", 1,
      "found '=' where a key belongs: Apple's parser stops reading the file there, so the "
        + "strings after it are never loaded"
    ),
    (
      "{\n\"a\" = \"b\";\n=\n}\n", 3,
      "found '=' where a key belongs: Apple's parser expects the closing '}' there and loads "
        + "none of the file's strings"
    ),
    (
      "{\n\"a\" = \"b\";;\n}\n", 2,
      "found ';' where a key belongs: Apple's parser expects the closing '}' there and loads "
        + "none of the file's strings"
    ),
    (
      "\"a\" = \"b\";\n\"c\"\n\n\"d\" = \"e\";\n", 2,
      "expected '=' or ';' after the key \"c\", found '\"' on line 4"
    ),
    ("\"a\" = \"b\";\n\"c\"\n\n", 2, "missing ';' after the key \"c\""),
  ])
  func missingSemicolonsAreSaidWhereTheyBelong(text: String, line: Int, reason: String) throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try write(Array(text.utf8), to: "M.strings", in: directory)
    #expect(loadError(path) == .malformed(path: path, line: line, reason: reason))
  }

  /// A ';' where a key belongs with nothing but space, comments and more
  /// characters that cannot start a key after it loses nothing on Apple's
  /// platforms: the file is read.
  @Test func strayTrailingSemicolonsLoseNothing() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try write(
      Array("\"a\" = \"b\";\n\"c\" = \"d\";; // done\n;=…\n/* end */\n".utf8), to: "M.strings",
      in: directory)
    let file = try StringFile.load(path: path)
    #expect(file.strings.map(\.key) == ["a", "c"])
    // A comment never closed after the stray runs to the end, unread.
    let open = try write(
      Array("\"a\" = \"b\";;\n/* \"c\" = \"d\";\n".utf8), to: "O.strings", in: directory)
    #expect(try StringFile.load(path: open).strings.map(\.key) == ["a"])
  }

  /// A byte order mark after the encoding's (Quicksilver's UTF-16 files
  /// begin FF FE FF FE) is passed over, once, as the build step that copies
  /// the file into the app does: the file is read.
  @Test func aSecondByteOrderMarkIsPassedOver() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in [0xFEFF] + Array("/* c */\n\"a\" = \"b\";\n".utf16) {
      bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    let utf16 = try write(bytes, to: "U.strings", in: directory)
    #expect(try StringFile.load(path: utf16).strings.map(\.value) == ["b"])
    let utf8 = try write(
      [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";\n".utf8), to: "V.strings",
      in: directory)
    #expect(try StringFile.load(path: utf8).strings.map(\.value) == ["b"])
    // Once: a third is where the app's parser stops.
    let third = try write(
      [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";\n".utf8),
      to: "W.strings", in: directory)
    guard case .malformed(_, 1, let reason)? = loadError(third) else {
      Issue.record("expected the third mark refused at line 1")
      return
    }
    #expect(reason.hasPrefix("found U+FEFF where a key belongs"), "\(reason)")
  }

  @Test func invalidEncodings() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let utf8 = try write(
      Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xE9, 0x22, 0x3B], to: "U.strings", in: directory)
    #expect(loadError(utf8) == .invalidEncoding(path: utf8, line: 2))
    // UTF-16LE with a lone low surrogate on line 2, and an odd byte count.
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in Array("\"a\" = \"b\";\n\"c\" = \"".utf16) + [0xDC00, 0x22, 0x3B] {
      bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    let utf16 = try write(bytes, to: "V.strings", in: directory)
    #expect(loadError(utf16) == .invalidEncoding(path: utf16, line: 2))
    let odd = try write(bytes + [0x41], to: "W.strings", in: directory)
    #expect(loadError(odd) == .invalidEncoding(path: odd, line: 2))
  }

  /// A property list or a JSON file named as a string file is said to be
  /// one, not measured a line at a time as plain text; a `.txt` file is
  /// plain text whatever it begins with.
  @Test func aPlistOrJSONIsNoStringFile() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let plist = Array(
      #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict/></plist>"#.utf8)
    for (name, bytes, kind) in [
      ("Info.plist", plist, "a property list"), ("Settings", plist, "a property list"),
      ("B.plist", Array("bplist00".utf8), "a property list"),
      ("spec.json", Array(#"{"keys": "*"}"#.utf8), "JSON"),
    ] {
      let path = try write(bytes, to: name, in: directory)
      guard case .malformed(_, nil, let reason)? = loadError(path) else {
        Issue.record("\(name): \(String(describing: loadError(path)))")
        continue
      }
      #expect(reason.hasPrefix(kind + ", not a string file"), "\(reason)")
    }
    let text = try write(Array("{name} joined\n".utf8), to: "list.txt", in: directory)
    #expect(try StringFile.load(path: text).strings.map(\.value) == ["{name} joined"])
    let tags = try write(Array("Save the <plist> file\n".utf8), to: "tags.txt", in: directory)
    #expect(try StringFile.load(path: tags).strings.map(\.value) == ["Save the <plist> file"])
  }

  @Test func errorsReadWell() {
    #expect(
      StringFileError.malformed(path: "a/b.strings", line: 3, reason: "missing ';'").description
        == "a/b.strings:3: missing ';'")
    #expect(StringFileError.fileNotFound(path: "x.txt").description == "x.txt: no such file")
  }

  @Test func inputsAreNeverModified() throws {
    let paths = [
      "en.lproj/Localizable.strings", "de.lproj/Localizable.strings",
      "en.lproj/Localizable.stringsdict", "Localizable.xcstrings", "values/strings.xml",
      "ui-labels.txt",
    ].map(catalog)
    for path in paths {
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      _ = try StringFile.load(path: path)
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
      #expect(
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
          == attributes[.modificationDate] as? Date)
    }
  }
}
