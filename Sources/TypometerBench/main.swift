// Measures layout throughput: every string of a corpus at the 12 iOS content-size
// categories (body style), 320 pt wide, fallback on; one thread, then every core,
// in turn each round.
//
// Then the jsonl writer, the report's pictures and the whole `check` job (one
// thread, then every core, with where a speed-up short of the cores went: CPU
// time beyond one thread's, idle cores, time the host took); the peer, Pango's
// loop over the same strings, fonts and sizes (Scripts/pango/pango_bench.py;
// TYPOMETER_BENCH_PANGO=0 skips it), with the ratios; then the first fallback with the machine's fonts: its time
// and how much it raises peak memory, in a process of its own (peak memory
// only grows).
//
// Usage: TypometerBench [CORPUS_DIR] [--fonts DIR] [--rounds N] [--threads N]
//        TypometerBench --first-fallback [--fonts DIR]   (only that figure)
// TYPOMETER_BENCH_STEPS=1 prints how long each step of the check job took.
// CORPUS_DIR holds LANG.txt files, one string per line (default: Benchmarks/corpus).
import FileAccess
import FontDiscovery
import Foundation
import Rendering
import TextLayout
import TypeScale
import TypometerCLI
import TypometerChecks

let primaryFonts: [String: String] = [
  "en": "Roboto-Regular", "de": "Inter-Regular", "fi": "Roboto-Regular", "ru": "Roboto-Regular",
  "el": "Inter-Bold", "vi": "Roboto-Regular", "ar": "NotoSansArabic-Regular",
  "he": "NotoSansHebrew-Regular", "hi": "NotoSansDevanagari-Regular", "th": "NotoSansThai-Regular",
  "ja": "NotoSansCJKjp-Regular", "zh": "NotoSansCJKjp-Regular", "ko": "NotoSansCJKkr-Regular",
]

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
  guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
  defer { arguments.removeSubrange(i...(i + 1)) }
  return arguments[i + 1]
}
let fontsDirectory = option("--fonts") ?? "Fonts"
let rounds = max(1, Int(option("--rounds") ?? "6") ?? 6)
let threadOption = option("--threads").flatMap { Int($0) }
if let i = arguments.firstIndex(of: "--first-fallback") {
  arguments.remove(at: i)
  firstFallback()
  exit(0)
}
let corpus = arguments.first ?? "Benchmarks/corpus"

func peakMemoryMB() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

/// This process's own peak resident memory in MB: `VmHWM` in
/// `/proc/self/status` (a process started by this one inherits the
/// `getrusage` peak of its parent, but not this), else `getrusage`'s.
func ownPeakMemoryMB() -> Double {
  if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kB = Double(line.split(separator: " ").dropFirst().first ?? "")
  {
    return kB / 1024
  }
  return peakMemoryMB()
}

/// Prints the time and the peak-memory growth of the first text that needs a
/// fallback face, with the machine's fonts in the catalog (the fonts in
/// `--fonts` too): what `cascade` and `check` pay once per style.
@MainActor func firstFallback() {
  let catalog: FontCatalog
  do {
    catalog = try FontCatalog(fontPaths: [fontsDirectory], includeSystemFonts: true)
  } catch { fail("cannot read fonts in \(fontsDirectory): \(error)") }
  let store = FontStore(catalog: catalog)
  guard let font = try? store.font(named: "Roboto-Regular") else {
    fail("no Roboto-Regular in \(fontsDirectory)")
  }
  let style = LayoutStyle(font: font, language: "en")
  do {
    try store.withContext { context in
      // Covered text first: ICU, HarfBuzz and the primary face are loaded.
      _ = try context.prepare("Settings", style: style).measure(pointSize: 17)
      let before = ownPeakMemoryMB()
      let start = DispatchTime.now().uptimeNanoseconds
      let prepared = try context.prepare("Settings 設定 ⌘", style: style)
      _ = try prepared.measure(pointSize: 17)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      let faces = prepared.fallbackCharacters.map(\.font.record.postscriptName)
      print(
        String(
          format: "first fallback, system catalog (%d faces): %.1f ms, +%.1f MB peak memory (%@)",
          catalog.records.count, seconds * 1000, ownPeakMemoryMB() - before,
          faces.joined(separator: ", ")))
    }
  } catch { fail("first fallback: \(error)") }
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("TypometerBench: \(message)\n".utf8))
  exit(2)
}

let catalog: FontCatalog
do {
  catalog = try FontCatalog(fontPaths: [fontsDirectory], includeSystemFonts: false)
} catch { fail("cannot read fonts in \(fontsDirectory): \(error)") }
let store = FontStore(catalog: catalog)

struct Job {
  var language: String
  var texts: [String]
  var style: LayoutStyle
}
var jobs: [Job] = []
let files = ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).sorted()
for file in files where file.hasSuffix(".txt") {
  let language = String(file.dropLast(4))
  guard let name = primaryFonts[language] ?? primaryFonts["en"],
    let font = try? store.font(named: name)
  else { continue }
  guard let text = try? String(contentsOfFile: corpus + "/" + file, encoding: .utf8) else {
    fail("\(corpus)/\(file): not readable UTF-8")
  }
  let texts = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  jobs.append(
    Job(language: language, texts: texts, style: LayoutStyle(font: font, language: language)))
}
let stringCount = jobs.reduce(0) { $0 + $1.texts.count }
guard stringCount > 0 else { fail("no strings in \(corpus) (LANG.txt files, one string per line)") }

let sizes = try PlatformTable.iOS.categories.map {
  SweepSize(pointSize: try PlatformTable.iOS.pointSize(for: .body, at: $0), category: $0)
}
let container = Container(width: 320)

/// One pass of the sweep over every job on `workers` threads. With `fresh`,
/// in a store of its own, made in the pass: faces, fallback lists, line
/// breakers and shaped words start empty, as in one `check` run (the store
/// kept from pass to pass keeps every word the earlier passes shaped).
@MainActor func run(workers: Int, fresh: Bool = false) -> (
  seconds: Double, measurements: Int, overflowing: Int
) {
  let start = DispatchTime.now().uptimeNanoseconds
  var measurements = 0
  var multiLine = 0
  let passStore = fresh ? FontStore(catalog: catalog) : store
  for job in jobs {
    var style = job.style
    if fresh {
      guard let font = try? passStore.font(named: style.font.record.postscriptName) else {
        fail("cannot load \(style.font.record.postscriptName) again")
      }
      style = LayoutStyle(font: font, language: job.language)
    }
    for result in Sweep.run(
      texts: job.texts, style: style, sizes: sizes, container: container, store: passStore,
      workers: workers)
    {
      guard case .success(let swept) = result else { continue }
      measurements += swept.measurements.count
      for measurement in swept.measurements where measurement.lineCount > 1 { multiLine += 1 }
    }
  }
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  return (seconds, measurements, multiLine)
}

print("corpus: \(corpus) — \(stringCount) strings in \(jobs.count) languages")
print(
  "sweep: 12 iOS categories (body \(sizes.map { Int($0.pointSize) })), width 320 pt, fallback on")
_ = run(workers: 1)  // warm up: load faces, fallback lists, ICU dictionaries

/// The peer, in the same run: Pango's in-process loop over the same strings,
/// fonts, sizes and width (Scripts/pango/pango_bench.py --serve, one thread),
/// one pass at a time in turn with this program's one-thread passes, so that
/// both see the same machine (a shared machine's speed drifts from minute to
/// minute).
final class PangoPeer {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private(set) var passes = 0
  private var best = Double.infinity

  /// Starts the peer, or prints why it cannot run and returns nil.
  @MainActor init?() {
    let script = "Scripts/pango/pango_bench.py"  // make bench runs from the package's root
    guard FileManager.default.fileExists(atPath: script) else {
      print("pango: not run (no \(script) in the current directory)")
      return nil
    }
    var arguments = [
      script, "--serve", "--fonts", fontsDirectory, "--corpus", corpus, "--width", "320",
      "--sizes", sizes.map { String($0.pointSize) }.joined(separator: ","),
    ]
    for job in jobs {
      let record = job.style.font.record
      arguments += ["--job", "\(job.language)=\(record.family):\(record.weight)"]
    }
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    do { try process.run() } catch {
      print("pango: not run (/usr/bin/python3: \(error))")
      return nil
    }
    guard let ready = line(), ready.hasPrefix("ready ") else {
      print(
        "pango: not run (Scripts/pango/pango_bench.py did not start; python3-gi and gir1.2-pango-1.0 installed?)"
      )
      process.waitUntilExit()
      return nil
    }
  }

  /// One line of the peer's output, without its line break; nil at its end.
  private func line() -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    let fd = output.fileHandleForReading.fileDescriptor
    while read(fd, &byte, 1) == 1 {
      if byte == 0x0A { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
    return nil
  }

  /// Runs one pass of the peer's loop and keeps its time.
  func pass() {
    input.fileHandleForWriting.write(Data("\n".utf8))
    guard let text = line(), let seconds = Double(text) else { return }
    best = min(best, seconds)
    passes += 1
  }

  /// Strings per second of the peer's best pass, or nil when none ran.
  @MainActor var rate: Double? { passes > 0 ? Double(stringCount) / best : nil }

  func stop() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
let peer = ProcessInfo.processInfo.environment["TYPOMETER_BENCH_PANGO"] == "0" ? nil : PangoPeer()
let cores = threadOption ?? Sweep.activeCores
var best: [Int: Double] = [:]
// Each round runs one thread, then every core, in turn (as the peer's passes
// go in turn with the one-thread passes): a shared machine's speed drifts
// from minute to minute, and the speed-up compares passes made side by side.
// The one-thread sweep in a fresh store each round: what the caches that
// the passes above keep warm are worth.
var bestFresh = Double.infinity
for _ in 0..<rounds {
  for workers in Set([1, cores]).sorted() where threadOption == nil || workers == threadOption {
    let (seconds, measurements, multiLine) = run(workers: workers)
    best[workers] = min(best[workers] ?? .infinity, seconds)
    _ = (measurements, multiLine)
    if workers == 1 {
      peer?.pass()
      bestFresh = min(bestFresh, run(workers: 1, fresh: true).seconds)
    }
  }
}
for (workers, seconds) in best.sorted(by: { $0.key < $1.key }) {
  let rate = Double(stringCount) / seconds
  var line = String(
    format: "%d thread%@: %9.0f strings/s  (%.3f s per pass)", workers, workers == 1 ? " " : "s",
    rate, seconds)
  if workers > 1, let one = best[1] { line += String(format: ", %.2f× one thread", one / seconds) }
  print(line)
}
if bestFresh.isFinite {
  print(
    String(
      format:
        "1 thread, a fresh store each pass: %9.0f strings/s  (%.3f s per pass; faces, fallback lists and shaped words loaded and shaped afresh, as in one check)",
      Double(stringCount) / bestFresh, bestFresh))
}

// `measure --format jsonl`'s output over the same strings: one row per
// (string, size), written by JSONWriter, and as the rows were written before
// (one JSONEncoder call per row), without the layout (measured above).
@MainActor func rows() -> [MeasurementRow] {
  var rows: [MeasurementRow] = []
  for job in jobs {
    for result in Sweep.run(
      texts: job.texts, style: job.style, sizes: sizes, container: container, store: store)
    {
      guard case .success(let swept) = result else { continue }
      for (size, measurement) in zip(sizes, swept.measurements) {
        rows.append(
          MeasurementRow(
            text: swept.text, font: swept.fontsUsed[0], size: size, measurement: measurement,
            missing: swept.missing.map { "U+" + String($0.value, radix: 16, uppercase: true) },
            fontsUsed: swept.fontsUsed))
      }
    }
  }
  return rows
}

func seconds(_ work: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  work()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let jsonRows = rows()
var writtenBytes = 0
let writerSeconds =
  (0..<rounds).map { _ in
    seconds {
      var writer = JSONWriter(pretty: false, escapesUnprintable: true, capacity: 1 << 17)
      for row in jsonRows {
        row.writeLine(to: &writer)
        // As `measure` flushes it: by its count (`bytes` is a copy).
        if writer.count >= 1 << 16 {
          writtenBytes += writer.bytes.count
          writer.removeAll()
        }
      }
      writtenBytes += writer.count
    }
  }.min() ?? 1
let encoderSeconds = seconds {
  for row in jsonRows { writtenBytes += JSON.encode(row, pretty: false).utf8.count + 1 }
}
print(
  String(
    format:
      "jsonl:     %9.0f rows/s written (JSONWriter), %.0f rows/s with JSONEncoder per row (%d rows, one thread, layout not included)",
    Double(jsonRows.count) / writerSeconds, Double(jsonRows.count) / encoderSeconds,
    jsonRows.count))

// `measure --format text`'s rows over the same measurements: written as
// bytes (TextRowWriter), and as they were before, joined as strings and
// escaped (what coloured rows still are, colours aside).
let textColumns = TextRowWriter.Columns(
  category: sizes.compactMap { $0.category?.name.count }.max() ?? 0,
  size: sizes.map { MeasureCommand.sizeText($0.pointSize, fontScale: nil).count }.max() ?? 0)
let textWriterSeconds =
  (0..<rounds).map { _ in
    seconds {
      var writer = TextRowWriter(columns: textColumns)
      var bytes: [UInt8] = []
      bytes.reserveCapacity(1 << 17)
      for (i, row) in jsonRows.enumerated() {
        writer.append(row, sizeIndex: i % sizes.count, to: &bytes)
        if bytes.count >= 1 << 16 {
          writtenBytes += bytes.count
          bytes.removeAll(keepingCapacity: true)
        }
      }
      writtenBytes += bytes.count
    }
  }.min() ?? 1
let textStringSeconds = seconds {
  for row in jsonRows {
    writtenBytes +=
      Printable.escaped(
        MeasureCommand.textLine(row, columns: textColumns), keepingLineBreaks: true
      ).utf8.count + 1
  }
}
print(
  String(
    format:
      "text rows: %9.0f rows/s written (TextRowWriter), %.0f rows/s as joined strings (%d rows, one thread, layout not included)",
    Double(jsonRows.count) / textWriterSeconds, Double(jsonRows.count) / textStringSeconds,
    jsonRows.count))

// `check --report`'s pictures: strings that overflow a narrow one-line
// container, each drawn at two sizes and written as PNG files, on one thread
// and on every core.
@MainActor func pictureJobs(limit: Int) -> [CheckRunner.PictureJob] {
  let narrow = Container(width: 120, maxLines: 1)
  var result: [CheckRunner.PictureJob] = []
  for job in jobs {
    for text in job.texts.prefix(limit / jobs.count + 1) where result.count < limit {
      let picture = CheckRunner.Picture(
        text: text, style: job.style, container: narrow, sizes: [sizes[3], sizes[11]])
      let number = result.count + 1
      result.append(
        CheckRunner.PictureJob(
          finding: result.count, picture: picture,
          names: ["overflow-\(number)-a.png", "overflow-\(number)-b.png"]))
    }
  }
  return result
}

do {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("typometer-bench-pictures-\(ProcessInfo.processInfo.processIdentifier)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let pictureJobs = pictureJobs(limit: 150)
  let label = SheetRenderer.labelFont(in: store)
  var line = "pictures: "
  for workers in Set([1, Sweep.activeCores]).sorted() {
    var written = 0
    let time = seconds {
      for result in CheckRunner.PictureJob.run(
        pictureJobs, directory: folder.path, store: store, labelFont: label, workers: workers)
      {
        if case .success(let names) = result { written += names.count }
      }
    }
    var bytes = 0
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
      bytes += (try? Data(contentsOf: folder.appendingPathComponent(name)))?.count ?? 0
    }
    line += String(
      format: "%@%.0f pictures/s on %d thread%@ (%d PNG files, %.1f KB each)",
      workers == 1 ? "" : "; ", Double(written) / time, workers, workers == 1 ? "" : "s", written,
      Double(bytes) / Double(max(1, written)) / 1000)
  }
  print(line)
} catch {
  print("pictures: failed: \(error)")
}

// TYPOMETER_BENCH_PNG=1: the same pictures encoded with each filter choice
// and zlib level (one thread, drawing not included): bytes and time.
if ProcessInfo.processInfo.environment["TYPOMETER_BENCH_PNG"] != nil {
  var canvases: [Canvas] = []
  do {
    let context = try LayoutContext(store: store)
    let renderer = try SheetRenderer(
      context: context, labelFont: SheetRenderer.labelFont(in: store), scale: 2)
    for job in pictureJobs(limit: 30) {
      for size in job.picture.sizes {
        let prepared = try context.prepare(
          job.picture.text, style: job.picture.style, pointSize: size.pointSize)
        let measurement = try prepared.measure(
          pointSize: size.pointSize, in: job.picture.container)
        let row = SheetRow(
          label: "\(size.category?.name ?? "") \(Int(size.pointSize)) pt",
          measurement: measurement, container: job.picture.container)
        canvases.append(
          try renderer.render(Sheet(text: prepared, style: job.picture.style, rows: [row])).canvas)
      }
    }
  } catch {
    fail("cannot draw the pictures: \(error)")
  }
  for filters in PNGEncoding.Filters.allCases {
    for level in 1...9 {
      let encoding = PNGEncoding(filters: filters, level: level)
      var bytes = 0
      let time = seconds {
        for canvas in canvases { bytes += (try? canvas.pngData(encoding: encoding))?.count ?? 0 }
      }
      print(
        String(
          format: "png %@ %d: %8.1f KB per picture, %6.2f ms per picture (%d pictures)",
          filters.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0), level,
          Double(bytes) / Double(canvases.count) / 1000, time * 1000 / Double(canvases.count),
          canvases.count))
    }
  }
}

// The main job over the same strings, shaped like an app: one .lproj folder
// of .strings per language and a TypographyKit config, written once; a spec
// with one container per run, on one thread, then on every core. With
// `pictures`, `check --report`'s pictures of every overflowing string are
// drawn and written too.
let appFolder = FileManager.default.temporaryDirectory
  .appendingPathComponent("typometer-bench-\(ProcessInfo.processInfo.processIdentifier)")

/// Writes the corpus as an app's files into `appFolder`; their paths.
@MainActor func writeCorpusApp() throws -> [String] {
  var stringFiles: [String] = []
  for job in jobs {
    let folder = appFolder.appendingPathComponent("\(job.language).lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var text = ""
    for (i, string) in job.texts.enumerated() {
      let escaped = string.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      text += "\"s\(i)\" = \"\(escaped)\";\n"
    }
    try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
    stringFiles.append("\(job.language).lproj/Localizable.strings")
  }
  let config =
    #"{"ui-font-text-styles": {"body": {"font-name": "Roboto-Regular", "point-size": 17}}}"#
  try Data(config.utf8).write(to: appFolder.appendingPathComponent("TypographyKit.json"))
  return stringFiles
}

/// One thread count's figures over the rounds of `checkOverCorpus`.
struct CheckFigures {
  var workers: Int
  /// The fastest round, in seconds.
  var seconds: Double
  /// The fastest round's strings per second.
  var rate: Double { Double(strings) / seconds }
  var strings: Int
  var measurements: Int
  var pictures: Int
  /// Each round's speed-up over the same round's one-thread check (none for
  /// one thread).
  var speedUps: [Double]
  /// Each round's CPU time (user and system, every thread of the process) as a
  /// multiple of the same round's one-thread CPU time (none for one thread).
  var cpuRatios: [Double]
  /// Each round's CPU time over its wall-clock time: the cores kept busy.
  var busyCores: [Double]
  /// The CPU time the host took from the machine during these rounds, in
  /// seconds (nil where the system does not say).
  var stolen: Double?
}

/// The CPU time this process has used so far, user and system, in seconds.
func processCPUSeconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
  let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  return user + system
}

/// The CPU time the host has taken from this machine's processors so far
/// (`steal` in `/proc/stat`, all processors), in seconds; nil where the system
/// does not say.
func stolenSeconds() -> Double? {
  guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
    let line = stat.split(separator: "\n").first, line.hasPrefix("cpu "),
    let ticks = line.split(separator: " ").dropFirst(8).first.flatMap({ Double($0) })
  else { return nil }
  return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// The middle of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
}

@MainActor func checkOverCorpus(
  _ stringFiles: [String], container: String, workers: [Int], pictures: Bool = false
) throws -> [CheckFigures] {
  let root = appFolder
  let fonts = URL(fileURLWithPath: fontsDirectory).standardizedFileURL.path
  let spec = """
    {"config": ["TypographyKit.json"], "fonts": ["\(fonts)"], "strings": [\(stringFiles.map { "\"\($0)\"" }.joined(separator: ", "))],
     "containers": [\(container)]}
    """
  let specPath = root.appendingPathComponent("typometer.json").path
  try Data(spec.utf8).write(to: URL(fileURLWithPath: specPath))
  let loaded = try CheckSpec.load(path: specPath)
  let showsSteps = ProcessInfo.processInfo.environment["TYPOMETER_BENCH_STEPS"] != nil
  var fastest: [Int: Double] = [:]
  // Each round's time on one thread, and each other thread count's speed-up
  // over it in the same round.
  var oneThread = 0.0
  var oneThreadCPU = 0.0
  var speedUps: [Int: [Double]] = [:]
  var cpuRatios: [Int: [Double]] = [:]
  var busyCores: [Int: [Double]] = [:]
  var stolen: [Int: Double] = [:]
  var counts: [Int: (strings: Int, measurements: Int, pictures: Int)] = [:]
  // Each round runs every thread count in turn, so that the speed-up compares
  // runs made side by side (a shared machine's speed drifts).
  for round in 0..<rounds {
    for threads in workers {
      let folder = pictures ? root.appendingPathComponent("pictures-\(threads)-\(round)").path : nil
      let startCPU = processCPUSeconds()
      let startStolen = stolenSeconds()
      let start = DispatchTime.now().uptimeNanoseconds
      var last = start
      let report = try CheckRunner.run(
        spec: loaded, pictures: folder,
        progress: { step in
          if showsSteps {
            let now = DispatchTime.now().uptimeNanoseconds
            print(String(format: "  %.1f ms  then: %@", Double(now - last) / 1e6, step))
            last = now
          }
        },
        measured: { done, total in
          if showsSteps {
            let now = DispatchTime.now().uptimeNanoseconds
            print(
              String(
                format: "  %.1f ms  then: %d of %d strings measured", Double(now - last) / 1e6,
                done, total))
            last = now
          }
        }, workers: threads)
      if showsSteps {
        print(
          String(
            format: "  %.1f ms  to the report (%d thread%@)",
            Double(DispatchTime.now().uptimeNanoseconds - last) / 1e6, threads,
            threads == 1 ? "" : "s"))
      }
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      let cpu = processCPUSeconds() - startCPU
      if let before = startStolen, let after = stolenSeconds() {
        stolen[threads, default: 0] += after - before
      }
      fastest[threads] = min(fastest[threads] ?? .infinity, seconds)
      busyCores[threads, default: []].append(cpu / seconds)
      if threads == 1 {
        oneThread = seconds
        oneThreadCPU = cpu
      } else if oneThread > 0 {
        speedUps[threads, default: []].append(oneThread / seconds)
        cpuRatios[threads, default: []].append(cpu / oneThreadCPU)
      }
      // Only the counts are kept: the report is let go here, after the
      // clock stopped (freeing it is not part of any round's check).
      counts[threads] = (
        report.summary.strings, report.summary.measurements,
        report.findings.reduce(0) { $0 + ($1.pictures?.count ?? 0) }
      )
      if let folder { try? FileManager.default.removeItem(atPath: folder) }
      if threads == 1, !pictures { peer?.pass() }
    }
  }
  return workers.map { threads in
    let (strings, measurements, drawn) = counts[threads]!
    return CheckFigures(
      workers: threads, seconds: fastest[threads]!, strings: strings,
      measurements: measurements, pictures: drawn, speedUps: speedUps[threads] ?? [],
      cpuRatios: cpuRatios[threads] ?? [], busyCores: busyCores[threads] ?? [],
      stolen: stolen[threads])
  }
}

var oneThreadCheck: CheckFigures?
let checkThreads = threadOption.map { [$0] } ?? Array(Set([1, cores])).sorted()
do {
  defer { try? FileManager.default.removeItem(at: appFolder) }
  let stringFiles = try writeCorpusApp()
  for figures in try checkOverCorpus(
    stringFiles, container: #"{"keys": ["*"], "style": "body", "width": 320}"#,
    workers: checkThreads)
  {
    let rate = figures.rate
    if figures.workers == 1 { oneThreadCheck = figures }
    var line = String(
      format:
        "check, %d thread%@: %9.0f strings/s  (%d strings in %d .lproj files, %d measurements, %.3f s, config and catalog included)",
      figures.workers, figures.workers == 1 ? " " : "s", rate, figures.strings, jobs.count,
      figures.measurements, figures.seconds)
    if figures.workers > 1, let one = oneThreadCheck {
      line += String(format: ", %.2f× one thread", rate / one.rate)
      // The fastest rounds may come from different moments of a machine whose
      // speed drifts; each round's own speed-up shows the spread.
      if figures.speedUps.count > 1 {
        line += String(
          format: " (round by round %.2f–%.2f×, median %.2f×)", figures.speedUps.min()!,
          figures.speedUps.max()!, median(figures.speedUps))
      }
    }
    print(line)
    // A speed-up short of the thread count comes from CPU time spent beyond
    // one thread's (the same work costing more), cores left idle (serial
    // steps), or time the host took from the guest's processors (a stopped
    // guest thread is neither busy nor idle): the medians of each round's own
    // figures, and the host's take over all the rounds.
    if figures.workers > 1, let one = oneThreadCheck, !figures.cpuRatios.isEmpty {
      var line = String(
        format:
          "  CPU time %.2f× one thread's for the same check, %.2f of %d cores busy (medians of %d rounds; one thread: %.2f busy)",
        median(figures.cpuRatios), median(figures.busyCores), figures.workers,
        figures.cpuRatios.count, median(one.busyCores))
      if let stolen = figures.stolen, let alone = one.stolen {
        line += String(
          format: "; the host took %.0f ms from the processors (%.0f ms in the one-thread rounds)",
          stolen * 1000, alone * 1000)
      }
      print(line)
    }
  }
  // `check --report` as an app team runs it on narrow one-line labels: the
  // whole job, pictures of the overflowing strings included.
  for figures in try checkOverCorpus(
    stringFiles, container: #"{"keys": ["*"], "style": "body", "width": 120, "maxLines": 1}"#,
    workers: checkThreads, pictures: true)
  {
    print(
      String(
        format:
          "check --report, %d thread%@: %5.0f pictures/s  (%d pictures of overflowing strings, 120 pt one-line labels, %.3f s in all)",
        figures.workers, figures.workers == 1 ? " " : "s",
        Double(figures.pictures) / figures.seconds, figures.pictures, figures.seconds))
  }
} catch {
  print("check: failed: \(error)")
}

if let peer {
  peer.stop()
  if let rate = peer.rate {
    print(
      String(
        format:
          "pango:     %9.0f strings/s  (%.3f s per pass, best of %d, one thread, in turn with the one-thread passes above)",
        rate, Double(stringCount) / rate, peer.passes))
    var line = "ratio to Pango, one thread:"
    if let sweep = best[1] {
      line += String(format: " sweep %.1f×", Double(stringCount) / sweep / rate)
    }
    if bestFresh.isFinite {
      line += String(format: " (fresh store %.1f×)", Double(stringCount) / bestFresh / rate)
    }
    if let check = oneThreadCheck { line += String(format: ", check %.1f×", check.rate / rate) }
    print(line)
  }
}
print(String(format: "peak memory: %.1f MB", peakMemoryMB()))

// The first fallback in a fresh process, so that its memory is not hidden
// under the sweep's peak.
fflush(nil)  // every stream: what was printed comes before the child's lines
let child = Process()
child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
child.arguments = ["--first-fallback", "--fonts", fontsDirectory]
do {
  try child.run()
  child.waitUntilExit()
} catch {
  print("first fallback: failed: \(error)")
}
