import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Where Typometer meets the file system: outputs never touch inputs or special
/// files, reports are replaced whole, inputs are bounded, nothing hangs.
@Suite struct FileSystemEdgeTests {
  static let fonts = Fixtures.fontsDirectory
  static let app = Fixtures.repositoryRoot + "/Examples/App"

  /// A spec in `folder` checking the example app's strings (or `strings`).
  static func spec(
    in folder: TemporaryFolder, name: String = "typometer.json", strings: [String]? = nil
  )
    throws -> String
  {
    let files =
      strings
      ?? ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings"].map {
        app + "/" + $0
      }
    let list = files.map { "\"\($0)\"" }.joined(separator: ", ")
    return try folder.write(
      name,
      """
      {"config": ["\(app)/TypographyKit.json"], "fonts": ["\(fonts)"], "systemFonts": false,
       "categories": ["large", "ax5"], "strings": [\(list)],
       "containers": [{"keys": ["*"], "style": "title", "width": 120, "maxLines": 1}]}
      """)
  }

  /// A spec, a folder or a file named by one character, relative to the
  /// working folder (`check t`), is read as any other (Foundation's path
  /// functions trap on such a name on Linux).
  @Test func oneCharacterNamesAreReadAsAny() throws {
    let folder = try TemporaryFolder()
    _ = try Self.spec(in: folder, name: "t")
    let result = try Typometer.run(["check", "t", "--format", "json"], in: folder.path)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains("\"summary\""))
    let initialised = try TemporaryFolder()
    try initialised.copy(
      Self.app + "/de.lproj/Localizable.strings", to: "a/de.lproj/Localizable.strings")
    let made = try Typometer.run(["init", "a"], in: initialised.path)
    #expect(made.status == 0, "\(made.stderr)")
  }

  // MARK: - Outputs never touch inputs or special files

  @Test func renderRefusesToReplaceItsOwnFont() throws {
    let folder = try TemporaryFolder()
    let font = try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    let before = FileSnapshot.take([font])
    let result = try Typometer.run([
      "render", "Roboto-Regular", "--no-system-fonts", "--fonts", folder.url("fonts"),
      "--size", "12", "--width", "100", "--out", font, "Hi",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("is an input of this run (font)"))
    #expect(FileSnapshot.take([font]) == before)
  }

  /// A font named by its path (not found through --fonts) is an input too,
  /// reached by its path or through a link.
  @Test func renderRefusesToReplaceTheFontFileItIsGiven() throws {
    let folder = try TemporaryFolder()
    let font = try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "rob.ttf")
    let link = try folder.symlink("picture.png", to: font)
    let before = FileSnapshot.take([font])
    for (name, out) in [(font, font), (font, link), (font + "#0", font)] {
      let result = try Typometer.run(
        ["render", name, "--size", "17", "--out", out, "Hello"] + Typometer.bundledFonts)
      #expect(result.status == 2, "\(name) → \(out)")
      #expect(result.stderr.contains("is an input of this run (font)"), "\(result.stderr)")
    }
    #expect(FileSnapshot.take([font]) == before)
  }

  /// Nothing is written inside a folder whose files the run reads: an asset
  /// catalog's colorsets, a font file in a font folder.
  @Test func outputsAreNeverWrittenInsideAnInputFolder() throws {
    let folder = try TemporaryFolder()
    let colorset = try folder.copy(
      Fixtures.data("assets/App.xcassets/Accent.colorset/Contents.json"),
      to: "App.xcassets/Accent.colorset/Contents.json")
    try folder.copy(Fixtures.data("assets/TypographyKit.json"), to: "TypographyKit.json")
    let fonts = try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    let before = FileSnapshot.take([folder.path])
    let validate = try Typometer.run(
      [
        "validate", folder.url("TypographyKit.json"), "--asset-catalog", folder.url("App.xcassets"),
        "--write-baseline", colorset,
      ] + Typometer.bundledFonts)
    #expect(validate.status == 2)
    #expect(
      validate.stderr.contains("an input of this run (an asset catalog)"), "\(validate.stderr)")
    for out in [folder.url("fonts/picture.TTF"), fonts] {
      let render = try Typometer.run([
        "render", "Roboto-Regular", "--no-system-fonts", "--fonts", folder.url("fonts"),
        "--size", "12", "--out", out, "Hi",
      ])
      #expect(render.status == 2, "\(out)")
      #expect(render.stderr.contains("an input of this run (font"), "\(render.stderr)")
    }
    #expect(FileSnapshot.take([folder.path]) == before)
    // A picture in a font folder is fine (a scan reads only font files),
    // and so is a baseline beside the inputs.
    let picture = try Typometer.run([
      "render", "Roboto-Regular", "--no-system-fonts", "--fonts", folder.url("fonts"),
      "--size", "12", "--out", folder.url("fonts/picture.png"), "Hi",
    ])
    #expect(picture.status == 0, "\(picture.stderr)")
    let beside = try Typometer.run(
      [
        "validate", folder.url("TypographyKit.json"), "--asset-catalog", folder.url("App.xcassets"),
        "--write-baseline", folder.url("baseline.json"),
      ] + Typometer.bundledFonts)
    #expect(beside.status == 0, "\(beside.stderr)")
    // It is written again over itself; a file that is not a baseline is
    // kept (a mistyped path must not lose a file).
    let again = try Typometer.run(
      [
        "validate", folder.url("TypographyKit.json"), "--write-baseline",
        folder.url("baseline.json"),
      ] + Typometer.bundledFonts)
    #expect(again.status == 0, "\(again.stderr)")
    try folder.write("NOTES.md", "# Notes\n")
    for command in ["validate", "check"] {
      let arguments =
        command == "check"
        ? ["check", try Self.spec(in: folder)]
        : ["validate", folder.url("TypographyKit.json")]
      let notes = try Typometer.run(
        arguments + ["--write-baseline", folder.url("NOTES.md")] + Typometer.bundledFonts)
      #expect(notes.status == 2, "\(command): \(notes.stderr)")
      #expect(
        notes.stderr.contains("it exists and is not a typometer baseline"),
        "\(command): \(notes.stderr)")
      #expect(try String(contentsOfFile: folder.url("NOTES.md"), encoding: .utf8) == "# Notes\n")
    }
    // An empty file (`mktemp`'s) is written over.
    try folder.write("empty.json", "")
    let empty = try Typometer.run(
      ["validate", folder.url("TypographyKit.json"), "--write-baseline", folder.url("empty.json")]
        + Typometer.bundledFonts)
    #expect(empty.status == 0, "\(empty.stderr)")
    #expect(
      try String(contentsOfFile: folder.url("empty.json"), encoding: .utf8).contains("typometer"))
  }

  /// Results that cannot be written (a full disk, a closed descriptor) are
  /// an error with exit 2, not a crash.
  @Test func unwritableStandardOutputIsExitTwo() throws {
    for redirect in ["> /dev/full", ">&-"] {
      let result = try Typometer.launch(
        [
          "-c", "exec \"$0\" fonts --no-system-fonts --fonts Fonts \(redirect)",
          Typometer.executable,
        ],
        launcher: "/bin/sh"
      ).wait()
      #expect(result.status == 2, "\(redirect): \(result.stderr)")
      #expect(
        result.stderr.contains("cannot write the results to standard output"),
        "\(redirect): \(result.stderr)")
      #expect(!result.stderr.contains("Fatal error"))
    }
    // A pipe whose reader has gone (`| head`, `| true`): the rest is
    // dropped without a word, and the job ends as it would have (exit 0
    // here, 1 for a check's findings, its report written), not with
    // SIGPIPE's 141 or an error. (The reader ends before the command writes.)
    let piped = try Typometer.launch(
      [
        "-c",
        "( sleep 0.3; \"$0\" fonts --no-system-fonts --fonts Fonts; echo \"status $?\" >&2 ) | true",
        Typometer.executable,
      ],
      launcher: "/bin/sh"
    ).wait()
    #expect(piped.stderr.contains("status 0"), "\(piped.stderr)")
    #expect(!piped.stderr.contains("typometer:"), "\(piped.stderr)")
    let app = Fixtures.repositoryRoot + "/Examples/App/typometer.json"
    let reportFolder = try TemporaryFolder()
    let checked = try Typometer.launch(
      [
        "-c",
        "( sleep 0.3; \"$0\" check \"$1\" --report \"$2\"; echo \"status $?\" >&2 ) | true",
        Typometer.executable, app, reportFolder.url("report"),
      ],
      launcher: "/bin/sh"
    ).wait()
    #expect(checked.stderr.contains("status 1"), "\(checked.stderr)")
    #expect(!checked.stderr.contains("cannot write"), "\(checked.stderr)")
    #expect(
      FileManager.default.fileExists(atPath: reportFolder.url("report/report.html")),
      "\(checked.stderr)")
    // A report being staged is removed too, as on a signal.
    let folder = try TemporaryFolder()
    let spec = try Self.spec(in: folder, strings: [folder.url("missing.strings")])
    let staged = try Typometer.launch(
      [
        "-c", "exec \"$0\" check \"$1\" --report \"$2\" --format json > /dev/full",
        Typometer.executable, spec, folder.url("report"),
      ], launcher: "/bin/sh"
    ).wait()
    #expect(staged.status == 2, "\(staged.stderr)")
    #expect(!(try folder.names()).contains { $0.contains("typometer-new") })
  }

  /// A project whose fonts sit at its root (`"fonts": ["."]`, as init
  /// writes then) still takes a baseline and a report beside its spec.
  @Test func aFontFolderAtTheRootTakesABaselineAndAReport() throws {
    let folder = try TemporaryFolder()
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "Inter-Regular.otf")
    try folder.copy(Fixtures.font("Inter-Bold.otf"), to: "Inter-Bold.otf")
    try folder.copy(Fixtures.font("Inter-Medium.otf"), to: "Inter-Medium.otf")
    try folder.copy(Fixtures.font("Inter-SemiBold.otf"), to: "Inter-SemiBold.otf")
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "Roboto-Regular.ttf")
    let spec = try folder.write(
      "typometer.json",
      """
      {"config": ["\(Self.app)/TypographyKit.json"], "fonts": ["."], "systemFonts": false,
       "categories": ["large", "ax5"], "strings": ["\(Self.app)/de.lproj/Localizable.strings"],
       "containers": [{"keys": ["*"], "style": "title", "width": 120, "maxLines": 1}]}
      """)
    let result = try Typometer.run(
      ["check", spec, "--write-baseline", "baseline.json", "--report", "report"],
      in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try folder.names().contains("baseline.json"))
    #expect(try folder.names("report").contains("report.html"))
  }

  /// render replaces a PNG (its own earlier picture), not a file of another
  /// kind a mistyped --out names (notes, a font not in the run).
  @Test func renderReplacesOnlyAPicture() throws {
    let folder = try TemporaryFolder()
    let notes = try folder.write("notes.md", "years of work\n")
    let font = try folder.copy(Fixtures.font("Inter-Bold.otf"), to: "other.otf")
    let before = FileSnapshot.take([folder.path])
    for target in [notes, font] {
      let result = try Typometer.run(
        ["render", "Roboto-Regular"] + Typometer.bundledFonts + [
          "--size", "12", "--out", target, "Hi",
        ])
      #expect(result.status == 2, "\(target)")
      #expect(
        result.stderr.contains(
          "cannot write the picture: the file there is no PNG picture, which render replaces "
            + "only; give a new file, or remove it first"), "\(result.stderr)")
    }
    #expect(FileSnapshot.take([folder.path]) == before)
    let picture = folder.url("hi.png")
    for text in ["Hi", "Hello"] {
      let result = try Typometer.run(
        ["render", "Roboto-Regular"] + Typometer.bundledFonts + [
          "--size", "12", "--out", picture, text,
        ])
      #expect(result.status == 0, "\(result.stderr)")
    }
  }

  @Test func renderNeverReplacesADeviceOrAFIFO() throws {
    let folder = try TemporaryFolder()
    let null = try folder.symlink("null.png", to: "/dev/null")
    let fifo = try folder.fifo("pipe.png")
    for (target, kind) in [(null, "a character device"), (fifo, "a FIFO")] {
      let result = try Typometer.run(
        ["render", "Roboto-Regular"] + Typometer.bundledFonts + [
          "--size", "12", "--width", "100", "--out", target, "Hi",
        ])
      #expect(result.status == 2, "\(target)")
      #expect(result.stderr.contains("is \(kind), not a file"), "\(result.stderr)")
    }
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func checkRefusesAReportFolderHoldingItsOwnInputs() throws {
    let folder = try TemporaryFolder()
    // The spec is report.json in the report folder.
    let spec = try Self.spec(in: folder, name: "report/report.json")
    // A plain-text string file named report.html in the report folder.
    let strings = try folder.write("other/report.html", "Hello\nWorld\n")
    let second = try Self.spec(in: folder, name: "second.json", strings: [strings])
    let before = FileSnapshot.take([folder.path])
    for (arguments, role, input) in [
      (["check", spec, "--report", folder.url("report")], "the spec", "report/report.json"),
      (["check", second, "--report", folder.url("other")], "a string file", "other/report.html"),
    ] {
      let result = try Typometer.run(arguments)
      #expect(result.status == 2)
      let report = arguments[3]
      #expect(
        result.stderr.contains(
          "\(report): holds \(folder.url(input)), an input of this run (\(role))"),
        "\(result.stderr)")
    }
    #expect(FileSnapshot.take([folder.path]) == before)
  }

  /// A report folder that holds an input folder says which it holds; one
  /// holding an input and other entries names the input, not the first
  /// entry that is no report's (`en.lproj`'s `InfoPlist.strings` beside the
  /// `Localizable.strings` the spec reads).
  @Test func checkSaysWhichInputAReportFolderHolds() throws {
    let folder = try TemporaryFolder()
    try folder.copy(Fixtures.font("Inter-Regular.otf"), to: "outer/fonts/Inter-Regular.otf")
    try folder.write("outer/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"App\";\n")
    let strings = try folder.write("outer/en.lproj/Localizable.strings", "\"a\" = \"Hello\";\n")
    let spec = try folder.write(
      "typometer.json",
      """
      {"fonts": ["outer/fonts"], "systemFonts": false, "systemFont": "Inter",
       "categories": ["large"], "strings": ["\(strings)"],
       "containers": [{"keys": ["*"], "style": "body", "width": 320}]}
      """)
    let before = FileSnapshot.take([folder.path])
    let outer = try Typometer.run(["check", spec, "--report", folder.url("outer")])
    #expect(outer.status == 2)
    let fonts = URL(fileURLWithPath: folder.url("outer/fonts")).resolvingSymlinksInPath().path
    #expect(
      outer.stderr.contains(
        "outer: holds \(fonts), an input of this run (a font folder); an output never replaces "
          + "an input"), "\(outer.stderr)")
    let lproj = try Typometer.run(["check", spec, "--report", folder.url("outer/en.lproj")])
    #expect(lproj.status == 2)
    #expect(
      lproj.stderr.contains(
        "outer/en.lproj: holds \(folder.url("outer/en.lproj"))/Localizable.strings, an input of "
          + "this run (a string file); an output never replaces an input"),
      "\(lproj.stderr)")
    #expect(FileSnapshot.take([folder.path]) == before)
  }

  @Test func checkRefusesAFolderThatIsNotAReport() throws {
    let folder = try TemporaryFolder()
    let spec = try Self.spec(in: folder)
    try folder.write("documents/thesis.txt", "years of work")
    let result = try Typometer.run(["check", spec, "--report", folder.url("documents")])
    #expect(result.status == 2)
    #expect(result.stderr.contains("holds 'thesis.txt', which is not part of a report"))
    #expect(try folder.names("documents") == ["thesis.txt"])
    // The working folder (the repository here) holds the fonts: never a report folder.
    let here = try Typometer.run(["check", spec, "--report", "."])
    #expect(here.status == 2)
    // A working folder that holds no input is said as what it is.
    let empty = try TemporaryFolder()
    let there = try Typometer.run(["check", spec, "--report", "."], in: empty.path)
    #expect(there.status == 2)
    #expect(
      there.stderr.contains(
        ".: is the working folder, which an output folder would replace whole; name a new "
          + "folder inside it"), "\(there.stderr)")
  }

  // MARK: - A report folder is replaced whole

  @Test func aNewReportReplacesTheOldOneOldPicturesIncluded() throws {
    let folder = try TemporaryFolder()
    let spec = try Self.spec(in: folder)
    let report = folder.url("report")
    try folder.write("report/pictures/overflow-999-ax5.png", "a picture from an earlier run")
    try folder.write("report/report.json", "{}")
    let result = try Typometer.run(["check", spec, "--report", report])
    #expect(result.status == 1)
    let pictures = try folder.names("report/pictures")
    #expect(!pictures.isEmpty)
    #expect(!pictures.contains("overflow-999-ax5.png"))
    #expect(try folder.names("report") == ["pictures", "report.html", "report.json"])
    #expect(try folder.names() == ["report", "typometer.json"])
  }

  @Test func aSecondRunWaitsForNoneAndIsRefused() throws {
    let folder = try TemporaryFolder()
    let spec = try Self.spec(in: folder)
    // Another run holds the lock.
    let lock = open(folder.url(".report.lock"), O_RDWR | O_CREAT, 0o644)
    defer { close(lock) }
    #expect(flock(lock, LOCK_EX) == 0)
    let result = try Typometer.run(["check", spec, "--report", folder.url("report")])
    #expect(result.status == 2)
    #expect(result.stderr.contains("another typometer run is writing it"))
    #expect(!FileManager.default.fileExists(atPath: folder.url("report")))
  }

  @Test func aReportFolderUnderAFileIsRefused() throws {
    let folder = try TemporaryFolder()
    let spec = try Self.spec(in: folder)
    // The report folder's parent cannot take new entries: a file stands where
    // the staging folder would be made.
    let blocked = try folder.write("blocked", "a file, not a folder")
    let result = try Typometer.run(["check", spec, "--report", blocked + "/report"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("is a regular file, not a folder"), "\(result.stderr)")
  }

  /// A report folder whose parent takes no new entries is named, with why:
  /// not its lock file, which is the run's own.
  @Test func aReportFolderInAReadOnlyFolderIsNamed() throws {
    // Every input in the folder, which another user can read.
    let folder = try TemporaryFolder()
    let examples = Fixtures.repositoryRoot + "/Examples/App/"
    try folder.copy(examples + "en.lproj/Localizable.strings", to: "en.lproj/Localizable.strings")
    try folder.copy(Fixtures.font("Roboto-Regular.ttf"), to: "fonts/Roboto-Regular.ttf")
    try folder.write(
      "TypographyKit.json",
      #"{"ui-font-text-styles": {"body": {"font-name": "Roboto-Regular", "point-size": 17}}}"#)
    let spec = try folder.write(
      "typometer.json",
      #"{"config": ["TypographyKit.json"], "fonts": ["fonts"], "strings": "#
        + #"["en.lproj/Localizable.strings"], "containers": [{"keys": ["*"], "style": "body", "#
        + #""width": 40}]}"#)
    try folder.write("locked/keep", "")
    for name in ["", "en.lproj", "fonts"] {
      chmod(name.isEmpty ? folder.path : folder.url(name), 0o755)
    }
    chmod(folder.url("locked"), 0o555)
    let result = try Typometer.runUnprivileged([
      "check", spec, "--report", folder.url("locked/report"),
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "locked/report: Permission denied while making its lock file "
          + folder.url("locked/.report.lock")), "\(result.stderr)")
  }

  /// A slow check (many strings), for stopping it midway.
  static func slowSpec(in folder: TemporaryFolder) throws -> String {
    let words = ["Hintergrundübertragung", "Einstellungen", "Benachrichtigungen", "speichern"]
    var text = ""
    for i in 0..<40_000 { text += "\(words[i % 4]) \(i) \(words[(i / 4) % 4])\n" }
    let strings = try folder.write("de.txt", text)
    return try spec(in: folder, strings: [strings])
  }

  /// Waits (at most 60 s) until `condition` holds.
  static func waitUntil(_ condition: () -> Bool) -> Bool {
    for _ in 0..<6000 {
      if condition() { return true }
      usleep(10_000)
    }
    return false
  }

  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func aStoppedCheckRemovesWhatItWroteAndKeepsTheOldReport(signal: Int32, status: Int32) throws {
    let folder = try TemporaryFolder()
    let spec = try Self.slowSpec(in: folder)
    try folder.write("report/report.json", "the old report")
    let command = try Typometer.launch(["check", spec, "--report", folder.url("report")])
    let staging = { (try? folder.names())?.contains { $0.contains(".typometer-new-") } ?? false }
    #expect(Self.waitUntil(staging))
    command.send(signal)
    let result = command.wait()
    #expect(result.status == status)
    let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
    #expect(
      result.stderr.hasSuffix(
        "typometer: stopped by \(name); removed what it had not finished writing\n"),
      "\(result.stderr)")
    #expect(try folder.names() == ["de.txt", "report", "typometer.json"])
    #expect(try folder.names("report") == ["report.json"])
    #expect(
      FileManager.default.contents(atPath: folder.url("report/report.json"))
        == Data("the old report".utf8))
  }

  /// A check stopped after its report is in place (here while its results
  /// wait on a pipe nobody reads) keeps the report and says so: a stopped
  /// run's output is not half of one.
  @Test func aCheckStoppedAfterItsReportSaysTheReportIsWhole() throws {
    let folder = try TemporaryFolder()
    let spec = try Self.slowSpec(in: folder)
    let fifo = folder.url("out.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    // Opened for reading first (without waiting for a writer), never read:
    // the check's results fill the pipe and the check waits there.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Typometer.executable)
    process.arguments = ["check", spec, "--report", folder.url("report")]
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: fifo))
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    #expect(
      Self.waitUntil { FileManager.default.fileExists(atPath: folder.url("report/report.json")) })
    // Past the report: the results (tens of thousands of lines) block.
    usleep(300_000)
    #expect(process.isRunning)
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(
      said.hasSuffix(
        "typometer: stopped by SIGINT; \(folder.url("report")) had been written whole\n"), "\(said)"
    )
    #expect(try folder.names("report").contains("report.json"))
  }

  @Test func whatAKilledCheckLeftIsRemovedByTheNextRun() throws {
    let folder = try TemporaryFolder()
    let spec = try Self.slowSpec(in: folder)
    let command = try Typometer.launch(["check", spec, "--report", folder.url("report")])
    let staging = { (try? folder.names())?.contains { $0.contains(".typometer-new-") } ?? false }
    #expect(Self.waitUntil(staging))
    command.send(SIGKILL)
    #expect(command.wait().status == 128 + SIGKILL)
    #expect(staging())  // SIGKILL cannot be caught: the staging folder stays
    let small = try Self.spec(in: folder, name: "small.json")
    let next = try Typometer.run(["check", small, "--report", folder.url("report")])
    #expect(next.status == 1)
    #expect(!staging())
    #expect(try folder.names("report") == ["pictures", "report.html", "report.json"])
  }

  /// A full disk, made with a 64 KiB tmpfs mounted in a mount namespace of the
  /// command's own (`unshare -rm`, which needs no privilege).
  @Test func aFullDiskIsSaidInWordsAndLeavesNothingBehind() throws {
    let folder = try TemporaryFolder()
    let disk = folder.url("disk")
    try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
    let spec = try Self.spec(in: folder)
    let script = """
      mount -t tmpfs -o size=64k tmpfs '\(disk)' || exit 99
      '\(Typometer.executable)' render Inter-Regular --no-system-fonts --fonts Fonts \\
        --style body --categories xs,l,xxxl,ax3,ax5 --width 160 --max-lines 2 --scale 4 \\
        --out '\(disk)/sheet.png' 'Save changes to your document before closing?'
      echo "render $?" >&2
      '\(Typometer.executable)' check '\(spec)' --report '\(disk)/report' >/dev/null
      echo "check $?" >&2
      ls -A '\(disk)' >&2
      """
    let result = try Typometer.launch(
      ["-rm", "sh", "-c", script], launcher: "/usr/bin/unshare"
    ).wait()
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "\(disk)/sheet.png: cannot write the picture: no space left on device while writing"))
    #expect(result.stderr.contains("render 2"))
    #expect(result.stderr.contains("\(disk)/report/pictures/overflow-"), "\(result.stderr)")
    #expect(result.stderr.contains("check 2"))
    // Nothing is left: no temporary, no half report, no lock file.
    #expect(result.stderr.hasSuffix("check 2\n"), "\(result.stderr)")
  }

  // MARK: - Every input bounded; special files refused

  @Test func anEndlessStandardInputIsCutAtTheLimit() throws {
    let started = Date()
    let result = try Typometer.run(
      ["measure", "Roboto-Regular"] + Typometer.bundledFonts + ["--size", "12", "--strings", "-"],
      stdinFile: "/dev/zero")
    #expect(result.status == 2)
    #expect(result.stderr.contains("standard input: holds more than 64 MiB, the limit"))
    #expect(Date().timeIntervalSince(started) < 30)
  }

  @Test func aFIFONamedAsAnInputIsRefusedNotWaitedOn() throws {
    let folder = try TemporaryFolder()
    let fifo = try folder.fifo("input")
    let runs: [[String]] = [
      ["validate", fifo] + Typometer.bundledFonts,
      ["check", fifo],
      ["measure", "Roboto-Regular"] + Typometer.bundledFonts + ["--size", "12", "--strings", fifo],
      ["fonts", "--no-system-fonts", "--fonts", fifo],
    ]
    for arguments in runs {
      let result = try Typometer.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.stdout.contains("is a FIFO, not a file")
          || result.stderr.contains("is a FIFO, not a file"), "\(arguments): \(result.stderr)")
    }
  }

  @Test func devicesAndLoopsAreNamedInWords() throws {
    let zero = try Typometer.run(["validate", "/dev/zero"] + Typometer.bundledFonts)
    #expect(zero.status == 2)
    #expect(
      zero.stdout.contains(
        "/dev/zero: error[parse-error]: cannot read the file: is a character device, not a file"))
    let folder = try TemporaryFolder()
    try folder.symlink("a.json", to: folder.url("b.json"))
    try folder.symlink("b.json", to: folder.url("a.json"))
    let loop = try Typometer.run(["check", folder.url("a.json")])
    #expect(loop.status == 2)
    #expect(loop.stderr.contains("symlink loop"), "\(loop.stderr)")
  }

  @Test func aNULInAPathIsEscapedInTheMessage() throws {
    let result = try Typometer.run(["check", "spec\u{1B}[31m.json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("spec\\u{1B}[31m.json"))
    #expect(!result.stderr.contains("\u{1B}"))
  }

  @Test func aFontFolderScanSkipsFIFOsLinksOutsideAndUnreadableFolders() throws {
    let folder = try TemporaryFolder()
    try folder.copy(Fixtures.font("Inter-Bold.otf"), to: "fonts/Inter-Bold.otf")
    try folder.fifo("fonts/Blocking.ttf")
    try folder.fifo("fonts/pipe")  // not named like a font: passed over without a word
    try folder.symlink("fonts/root", to: "/")
    try folder.write("fonts/locked/Hidden.ttf", "not readable")
    chmod(folder.url("fonts/locked"), 0)
    let started = Date()
    let result = try Typometer.runUnprivileged([
      "fonts", "--no-system-fonts", "--fonts", folder.url("fonts"),
    ])
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Inter-Bold"))
    #expect(result.stderr.contains("fonts/Blocking.ttf: skipped: is a FIFO, not a file"))
    #expect(!result.stderr.contains("fonts/pipe"), "\(result.stderr)")
    #expect(
      result.stderr.contains("fonts/root: skipped: a symbolic link to /, outside the font folder"))
    #expect(result.stderr.contains("fonts/locked: skipped: permission denied"), "\(result.stderr)")
  }
}
