import Foundation
import TestSupport
import Testing

@Suite struct RenderCommandTests {
  /// A fresh directory for one test's pictures, removed afterwards.
  final class Scratch {
    let path: String
    init() throws {
      path = NSTemporaryDirectory() + "typometer-render-\(getpid())-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    var files: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
  }

  /// The width and height a PNG's IHDR chunk states.
  static func pngSize(_ path: String) throws -> (width: Int, height: Int) {
    let data = try #require(FileManager.default.contents(atPath: path))
    let bytes = Array(data)
    try #require(bytes.count > 24)
    #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
    func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
  }

  @Test func textThatFitsExitsZeroAndWritesAPNG() throws {
    let scratch = try Scratch()
    let out = scratch.path + "/fits.png"
    let result = try Typometer.run(
      ["render", "Inter-Regular", "--size", "17", "--width", "200", "--out", out, "Hello"]
        + Typometer.bundledFonts)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines == [out, "17pt  1 line  fits"])
    let size = try Self.pngSize(out)
    #expect(size.width > 400 && size.width < 600)  // 200 pt at 2 px per point, plus margins
    #expect(scratch.files == ["fits.png"])
  }

  /// A row names the words broken inside themselves, as `measure` does.
  @Test func rowsNameWordSplitsAsMeasureDoes() throws {
    let scratch = try Scratch()
    let out = scratch.path + "/split.png"
    let arguments =
      ["Roboto-Regular", "--size", "17", "--width", "80", "Synchronisierung läuft"]
      + Typometer.bundledFonts
    let result = try Typometer.run(["render"] + arguments + ["--out", out])
    #expect(result.status == 0, "\(result.stderr)")
    let measured = try Typometer.run(["measure"] + arguments)
    #expect(measured.stdout.contains("split Synchroni|sierung"), "\(measured.stdout)")
    #expect(
      result.stdout.split(separator: "\n").map(String.init) == [
        out, "17pt  3 lines  fits  split Synchroni|sierung",
      ])
  }

  @Test func scaleSetsPixelsPerPoint() throws {
    let scratch = try Scratch()
    var widths: [Int] = []
    for scale in ["1", "3"] {
      let out = scratch.path + "/s\(scale).png"
      let result = try Typometer.run(
        ["render", "Roboto-Regular", "--size", "17", "--width", "300", "--scale", scale]
          + ["--out", out, "Hi"] + Typometer.bundledFonts)
      #expect(result.status == 0, "\(result.stderr)")
      widths.append(try Self.pngSize(out).width)
    }
    #expect(abs(widths[1] - 3 * widths[0]) <= 3)
  }

  @Test func overflowExitsOneWithARowPerCategory() throws {
    let scratch = try Scratch()
    let out = scratch.path + "/sweep.png"
    let result = try Typometer.run(
      [
        "render", "Inter-Regular", "--style", "body", "--categories", "xs,l,ax5", "--width",
        "120", "--max-lines", "2", "--out", out, "Save changes to your document before closing?",
      ] + Typometer.bundledFonts)
    #expect(result.status == 1, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines.first == out)
    #expect(lines[1].hasPrefix("extraSmall 14pt"))
    #expect(lines[3].hasPrefix("accessibilityExtraExtraExtraLarge 53pt"))
    #expect(lines[3].contains("OVERFLOW"))
    #expect(FileManager.default.fileExists(atPath: out))
  }

  @Test func sameInputGivesTheSameBytes() throws {
    let scratch = try Scratch()
    var files: [Data] = []
    for name in ["a.png", "b.png"] {
      let result = try Typometer.run(
        [
          "render", "Inter-Regular", "--size", "17", "--width", "90", "--out",
          scratch.path + "/" + name,
        ]
          + ["Hello שלום 👍🏽 नमस्ते"] + Typometer.bundledFonts)
      #expect(result.status == 0, "\(result.stderr)")
      files.append(try #require(FileManager.default.contents(atPath: scratch.path + "/" + name)))
    }
    #expect(files[0] == files[1])
  }

  @Test func bitmapOnlyEmojiFontDraws() throws {
    let scratch = try Scratch()
    let out = scratch.path + "/emoji.png"
    let result = try Typometer.run(
      ["render", "NotoColorEmoji", "--size", "40", "--out", out, "👍🏽"] + Typometer.bundledFonts)
    #expect(result.status == 0, "\(result.stderr)")
    _ = try Self.pngSize(out)
  }

  @Test func unwritablePathExitsTwoAndLeavesNoFile() throws {
    let scratch = try Scratch()
    let missingDirectory = scratch.path + "/no/such/dir/out.png"
    var result = try Typometer.run(
      ["render", "Inter-Regular", "--size", "17", "--out", missingDirectory, "Hi"]
        + Typometer.bundledFonts)
    #expect(result.status == 2)
    #expect(result.stderr.contains(missingDirectory))
    #expect(result.stdout.isEmpty)

    // A directory where the file should go.
    try FileManager.default.createDirectory(
      atPath: scratch.path + "/taken.png", withIntermediateDirectories: false)
    result = try Typometer.run(
      ["render", "Inter-Regular", "--size", "17", "--out", scratch.path + "/taken.png", "Hi"]
        + Typometer.bundledFonts)
    #expect(result.status == 2)
    #expect(result.stderr.contains("taken.png"))
    #expect(scratch.files == ["taken.png"])
  }

  @Test(arguments: [
    ["--width", "100000"], ["--width", "1e300"], ["--size", "9000"],
    ["--width", "5000", "--scale", "8"],
  ])
  func picturesPastTheLimitExitTwoAndWriteNothing(_ options: [String]) throws {
    let scratch = try Scratch()
    var arguments = ["render", "Inter-Regular", "--out", scratch.path + "/big.png", "Hi"]
    if !options.contains("--size") { arguments += ["--size", "17"] }
    let result = try Typometer.run(arguments + options + Typometer.bundledFonts)
    #expect(result.status == 2)
    #expect(result.stderr.contains("pixels"))
    #expect(scratch.files.isEmpty)
  }

  @Test(arguments: [
    ["--scale", "0"], ["--scale", "-1"], ["--scale", "9"], ["--scale", "nan"], ["--scale", "x"],
    ["--out"], [], ["--strings", "Examples"], ["--json"], ["--format", "json"],
  ])
  func badUsageExitsTwo(_ options: [String]) throws {
    let scratch = try Scratch()
    var arguments = ["render", "Inter-Regular", "--size", "17", "Hi"] + options
    if !options.contains("--out") && !options.isEmpty {
      arguments += ["--out", scratch.path + "/x.png"]
    }
    // (A bare --out goes last, so that it cannot take the next option as its value.)
    let result = try Typometer.run(
      options == ["--out"] ? Typometer.bundledFonts + arguments : arguments + Typometer.bundledFonts
    )
    #expect(result.status == 2)
    #expect(result.stderr.contains("typometer: error:"))
    #expect(scratch.files.isEmpty)
  }

  @Test func measuresValidationIsShared() throws {
    let scratch = try Scratch()
    let out = ["--out", scratch.path + "/x.png"]
    for arguments in [
      ["render", "Inter-Regular", "Hi"],  // no --size or --style
      ["render", "Inter-Regular", "--size", "17", "--style", "body", "Hi"],
      ["render", "Inter-Regular", "--size", "17", "--width", "-3", "Hi"],
      ["render", "Inter-Regular", "--size", "17", "--max-lines", "-1", "Hi"],
      ["render", "Inter-Regular", "--size", "17", "Hi", "There"],
      ["render", "Inter-Regular", "--size", "17"],
      ["render", "Inter-Regular", "--style", "body", "--categories", "huge", "Hi"],
      ["render", "No-Such-Font", "--size", "17", "Hi"],
    ] {
      let result = try Typometer.run(arguments + out + Typometer.bundledFonts)
      #expect(result.status != 0 && result.status < 3, "\(arguments)")
      #expect(!result.stderr.isEmpty)
    }
    #expect(scratch.files.isEmpty)
  }

  @Test func helpNamesTheOptions() throws {
    let result = try Typometer.run(["render", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("--out FILE.png"))
    #expect(result.stdout.contains("--scale N"))
    let top = try Typometer.run(["--help"])
    #expect(top.stdout.contains("render"))
  }
}
