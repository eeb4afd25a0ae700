import FileAccess
import FontCore
import FontDiscovery
import StringCatalogs
import TextLayout
import TypeScale
import TypographyConfig

extension CheckRunner {
  /// The measuring step: sweeps each group of strings over the spec's
  /// categories and keeps the counts, findings, cascades and what to draw.
  struct Measuring {
    let spec: CheckSpec
    let catalog: FontCatalog
    let store: FontStore
    let context: LayoutContext
    /// The family that sets the system font, or nil when the catalog has none.
    let system: SystemFont?
    let settings: TypographyKitSettings
    let drawsPictures: Bool
    /// The stress mode measured under, or nil for the plain check.
    let stress: StressMode?
    /// On Android: each style's plan, made from the app's resources.
    let androidPlans: [String: Result<Plan, NotMeasured>]
    /// Threads to measure on, or nil for every core.
    let workers: Int?
    /// The spec's format samples in every case (``sampleForms(of:)``).
    let sampleForms: [String]
    /// ``sampleForms``' UTF-8 bytes, made once: what split words are
    /// searched for.
    let sampleFormBytes: [[UInt8]]
    /// The files of the catalog's emoji faces, named where text lacks an
    /// emoji (``FontCatalog/emojiFontFiles``).
    let emojiFonts: [String]

    /// The format samples in every case of a string of `language`
    /// (``sampleForms``, and on Android its numbers as Java writes them
    /// there: ``CheckRunner/androidNumerals(language:)``).
    func sampleForms(language: String?) -> [String] {
      sampleFormsAndBytes(language: language).forms
    }

    /// ``sampleForms(language:)`` with their UTF-8 bytes (the spec's, made
    /// once, where the language writes no numbers of its own and
    /// `container` gives no samples of its own).
    func sampleFormsAndBytes(
      language: String?, container: CheckSpec.Container? = nil
    ) -> (forms: [String], bytes: [[UInt8]]) {
      let own = container.map { $0.formatSamples != CheckSpec.FormatSamples() } ?? false
      let numerals =
        spec.platform == .android
        ? (language ?? spec.developmentLanguage).flatMap {
          CheckRunner.androidNumerals(language: $0)
        }
        : nil
      guard own || numerals != nil else { return (sampleForms, sampleFormBytes) }
      var samples = samples(of: container)
      samples.numerals = numerals
      let forms = Self.sampleForms(of: samples)
      return (forms, forms.map { Array($0.utf8) })
    }
    /// The format samples of `container`'s strings: its own where it gives
    /// them, else the spec's.
    func samples(of container: CheckSpec.Container?) -> FormatSpecifierSubstitution {
      container.map { $0.formatSamples.applied(to: spec.formatSamples) } ?? spec.formatSamples
    }

    /// Where the development language's string of each key that holds a
    /// format specifier glues one to a letter, empty where it glues none
    /// (``sourceGlues(_:samples:)``); a key with no entry has no such string
    /// the check read.
    let sourceGlues: [String: Set<Glue>]

    private(set) var findings: [CheckFinding] = []
    private(set) var measured = 0
    private(set) var measurements = 0
    private(set) var overflowing = 0
    private(set) var wordSplits = 0
    private(set) var uncovered = 0
    private(set) var drawings: [PictureKey: Picture] = [:]
    private var cascadesByStyle: [String: StyleCascadeBuilder] = [:]
    /// Strings in a container whose style could not be measured.
    private(set) var unmeasured = 0
    /// Each style that could not be measured: its finding (index in
    /// `findings`), why, and how many strings it left unmeasured.
    private var notMeasured: [String: (finding: Int, reason: NotMeasured, strings: Int)] = [:]
    private var sizesByStyle: [String: StyleSizes] = [:]

    init(
      spec: CheckSpec, catalog: FontCatalog, store: FontStore, context: LayoutContext,
      system: SystemFont?, settings: TypographyKitSettings, drawsPictures: Bool,
      stress: StressMode? = nil, androidPlans: [String: Result<Plan, NotMeasured>] = [:],
      sourceGlues: [String: Set<Glue>] = [:], workers: Int? = nil
    ) {
      self.spec = spec
      self.catalog = catalog
      self.store = store
      self.context = context
      self.system = system
      self.settings = settings
      self.drawsPictures = drawsPictures
      self.stress = stress
      self.androidPlans = androidPlans
      self.workers = workers
      self.sampleForms = Self.sampleForms(of: spec.formatSamples)
      self.sampleFormBytes = sampleForms.map { Array($0.utf8) }
      self.emojiFonts = catalog.emojiFontFiles
      self.sourceGlues = sourceGlues
    }

    /// The plan of `style`: its Android plan, else the config's.
    func plan(for style: ResolvedTextStyle) throws(NotMeasured) -> Plan {
      if let android = androidPlans[style.name] { return try android.get() }
      return try CheckRunner.plan(
        style: style, global: settings, spec: spec, store: store, catalog: catalog, system: system)
    }

    /// The spacing over the text's own: Android's letter spacing (ems), the
    /// stress mode's WCAG spacing, or both; nil for none.
    func spacing(_ plan: Plan) -> TextSpacing? {
      let wcag = stress == .wcagSpacing ? TextSpacing.wcag : nil
      guard let android = plan.android else { return wcag }
      return CheckRunner.androidSpacing(
        letterSpacing: android.letterSpacing, density: android.density, over: wcag)
    }

    /// The fallback faces of one style and the characters each sets.
    struct StyleCascadeBuilder {
      var font: LayoutFont
      var builder: CascadeBuilder
      /// The style whose fallback order ranks the faces (asked for only when
      /// a fallback face set something).
      var orderStyle: LayoutStyle
    }

    /// How one group's strings are set: worked out before they are measured.
    /// A class, so that each string's work shares it instead of copying (and
    /// releasing) everything in it.
    final class Setting: Sendable {
      let plan: Plan
      let style: LayoutStyle
      let box: Container
      /// On Android: the plan's sizing, with the container's own line height
      /// when it has one.
      let android: AndroidSizing?

      init(plan: Plan, style: LayoutStyle, box: Container, android: AndroidSizing?) {
        self.plan = plan
        self.style = style
        self.box = box
        self.android = android
      }
    }

    /// Measures every group's strings: each group is set up in order, then
    /// all their strings are measured and judged on every core in one pass
    /// (in slices, `counted` being told after each with the strings done
    /// and the total), then gathered group by group, in order.
    mutating func measure(
      _ groups: [Group], counted: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) {
      let settings = groups.map { setting(for: $0) }
      // The strings to measure: those of every group whose style can be.
      var places: [(group: Int, setting: Setting, item: Int)] = []
      for (g, group) in groups.enumerated() {
        guard case .success(let setting) = settings[g] else { continue }
        for i in group.items.indices { places.append((g, setting, i)) }
      }
      // Strings of groups that are not measured count as done at once.
      let total = groups.reduce(0) { $0 + $1.items.count }
      var done = total - places.count
      // Each slice's outcomes, kept as the slice gave them (not copied
      // into one list): read in order below.
      var slices: [[Result<Outcome, LayoutError>]] = []
      let slice = max(4_096, places.count / 16)
      // A constant for the threads to read: through `self`, which this
      // method may change, each string would copy the whole struct.
      let measuring = self
      // What each thread's strings needed of the fallback faces, by group:
      // gathered on the threads, merged once at the end.
      let gathered = Locked<[[Int: CascadeBuilder]]>([])
      for start in stride(from: 0, to: places.count, by: slice) {
        let part = places[start..<min(start + slice, places.count)]
        slices.append(
          parallelMap(count: part.count, workers: workers) {
            () throws(LayoutError) in
            Worker(context: measuring.store.borrowContext(), words: WordSplit.Finder())
          } body: { worker, k throws(LayoutError) in
            let (g, setting, i) = part[part.startIndex + k]
            let item = groups[g].items[i]
            let swept = try worker.context.measure(
              item.text, style: setting.style, sizes: setting.plan.sizes, in: setting.box)
            if !swept.fallbackCharacters.isEmpty || !swept.missing.isEmpty {
              worker.cascades[g, default: CascadeBuilder()].add(
                fallbacks: swept.fallbackCharacters, missing: swept.missing)
            }
            return measuring.judge(
              item, swept: swept, group: groups[g], setting: setting, worker: worker)
          } finish: { worker in
            measuring.store.returnContext(worker.context)
            if !worker.cascades.isEmpty { gathered.withLock { $0.append(worker.cascades) } }
          })
        done += part.count
        counted(done, total)
      }
      // Room for every finding at once: each is a large value, and growing
      // the list step by step would move them all again at each doubling.
      findings.reserveCapacity(
        findings.count + groups.count
          + slices.joined().reduce(0) { count, outcome in
            guard case .success(let outcome) = outcome else { return count + 1 }
            return count + outcome.findings.count
          })
      var outcomes = slices.joined().makeIterator()  // in the order of `places`
      for (g, group) in groups.enumerated() {
        let style = group.style
        let setting: Setting
        switch settings[g] {
        case .success(let made): setting = made
        case .failure(let error):
          unmeasured += group.items.count
          if notMeasured[style.name] != nil {
            notMeasured[style.name]!.strings += group.items.count
          } else {
            notMeasured[style.name] = (findings.count, error, group.items.count)
            findings.append(.notMeasured(style: style.name, because: error, spec: spec))
          }
          continue
        }
        if cascadesByStyle[style.name] == nil {
          // The style's first measured group names its font and fallback order.
          cascadesByStyle[style.name] = StyleCascadeBuilder(
            font: setting.plan.font, builder: CascadeBuilder(), orderStyle: setting.style)
        }
        for i in group.items.indices {
          guard case .success(let outcome) = outcomes.next() else {
            findings.append(.tooLong(group.items[i].string, style: style.name))
            continue
          }
          measured += 1
          measurements += setting.plan.sizes.count
          if outcome.uncovered { uncovered += 1 }
          if outcome.overflows { overflowing += 1 }
          if outcome.splitsWords { wordSplits += 1 }
          if !outcome.findings.isEmpty { findings += outcome.findings }
          for (key, picture) in outcome.pictures { drawings[key] = picture }
        }
      }
      // Each style's finding says how many strings it left unmeasured.
      for (name, style) in notMeasured {
        findings[style.finding] = .notMeasured(
          style: name, because: style.reason, strings: style.strings, spec: spec)
      }
      for cascades in gathered.withLock({ $0 }) {
        for (g, builder) in cascades {
          cascadesByStyle[groups[g].style.name]?.builder.merge(builder)
        }
      }
    }

    /// The plan, layout style and container of `group`, and its style's
    /// sizes the first time; or why its style cannot be measured.
    private mutating func setting(for group: Group) -> Result<Setting, NotMeasured> {
      let style = group.style
      var plan: Plan
      do {
        plan = try self.plan(for: style)
      } catch {
        return .failure(error)
      }

      // The coordinates the style sets on a variable face (a system font's
      // weight, an Android `<font>`'s fontVariationSettings).
      let variations =
        plan.font.variations.isEmpty
        ? nil
        : Dictionary(plan.font.variations.map { ($0.tag, $0.value) }, uniquingKeysWith: { $1 })
      if sizesByStyle[style.name] == nil, let android = plan.android {
        sizesByStyle[style.name] = StyleSizes(
          name: style.name, font: plan.font.record.postscriptName, scaler: "android",
          sizes: plan.sizes.indices.map { i in
            var row = StyleSizes.Row(
              category: nil, pointSize: android.nominal[i], lineHeight: android.lineHeight(at: i))
            row.fontScale = plan.sizes[i].fontScale
            row.pixels = Int((plan.sizes[i].pointSize * android.density).rounded())
            row.singleLineHeight = android.height(lines: 1, at: i)
            return row
          }, variations: variations)
      }
      if sizesByStyle[style.name] == nil {
        sizesByStyle[style.name] = StyleSizes(
          name: style.name, font: plan.font.record.postscriptName, scaler: plan.scaler.rawValue,
          sizes: plan.sizes.map { size in
            // The face as set at this size: its optical size, its line
            // metrics there, the Display face of a pair.
            let face = plan.font.atPointSize(size.pointSize, opticalSizing: spec.opticalSizing)
            let name = face.record.postscriptName
            return StyleSizes.Row(
              category: size.category?.name ?? "", pointSize: size.pointSize,
              lineHeight: size.pointSize * face.lineHeightPerPoint,
              font: name == plan.font.record.postscriptName ? nil : name,
              opticalSize: face.opticalSize,
              // (A stand-in's tracking table is a `trak` table's: off with it.)
              tracking: spec.opticalSizing == .off
                ? nil : plan.tracking?.points(atPointSize: size.pointSize))
          },
          variations: variations)
      }
      // A container of a largest category: its text is set at that
      // category's size at every larger one (not the style's sizes above).
      if let largest = group.container.largestCategory,
        let capped = plan.platformSizes.first(where: { $0.category == largest })
      {
        // (Each keeps its category, which findings name.)
        plan.sizes = plan.sizes.map { size in
          guard let category = size.category, category.index > largest.index else { return size }
          var size = size
          size.pointSize = capped.pointSize
          return size
        }
      }
      var layoutStyle = LayoutStyle(
        font: plan.font, cascade: plan.cascade, language: group.language,
        letterSpacing: style.appliedLetterSpacing,
        // Android sets no optical size of its own (only fontVariationSettings do).
        opticalSizing: plan.android == nil ? spec.opticalSizing : .off,
        tracking: plan.tracking, features: plan.features,
        spacing: spacing(plan))
      layoutStyle.laysOutAsAndroid = plan.android != nil
      layoutStyle.weight = plan.shortfall?.weight
      let box = Container(
        width: group.container.width, maxLines: group.container.maxLines,
        lineHeight: group.container.lineHeight.map { .fixed($0) } ?? .font)
      var android = plan.android
      if let fixed = group.container.lineHeight, var sizing = android {
        // A container's own line height, in dp, is set as android:lineHeight.
        sizing.lineHeights = plan.sizes.map { _ in fixed * sizing.density }
        android = sizing
      }
      return .success(Setting(plan: plan, style: layoutStyle, box: box, android: android))
    }

    /// What a measuring thread keeps from string to string.
    struct Worker {
      var context: LayoutContext
      /// The word-break iterator the word-split findings use.
      var words: WordSplit.Finder
      /// What this thread's strings needed of the fallback faces, by group.
      var cascades: [Int: CascadeBuilder] = [:]
    }

    /// What one string's measurements give: its findings and pictures, and
    /// what the style's counts take from it (its cascade is gathered on the
    /// measuring thread).
    struct Outcome: Sendable {
      var uncovered: Bool
      var overflows = false
      var splitsWords = false
      var findings: [CheckFinding] = []
      var pictures: [(PictureKey, Picture)] = []
    }

    /// Judges one measured string: not covered, shrunk to fit, split inside
    /// a word, overflowing, and what to draw of each.
    private func judge(
      _ item: Item, swept: SweptText, group: Group, setting: Setting, worker: Worker
    ) -> Outcome {
      let (sizes, style, box) = (setting.plan.sizes, setting.style, setting.box)
      var outcome = Outcome(uncovered: !swept.missing.isEmpty)
      if !swept.missing.isEmpty {
        // The faces that set the text's other characters of a script it
        // lacks some of (a subset's; Han, kana and Hangul are one font's: a
        // Japanese subset that sets the kana lacks the kanji): the style's
        // own, where it sets some, then the fallback faces.
        let cjk: Set<String> = ["Han", "Hiragana", "Katakana", "Hangul", "Bopomofo"]
        let lacking = scriptNames(of: swept.missing)
        var scriptFonts: [String: [String]] = [:]
        let notOwn = Set(swept.missing).union(swept.fallbackCharacters.flatMap(\.characters))
        // (Not an invisible character of a script's, a Hangul filler, which
        // no face need set.)
        let own = Array(
          item.text.unicodeScalars.filter {
            !notOwn.contains($0) && !$0.properties.isDefaultIgnorableCodePoint
          })
        for (font, characters) in [(setting.plan.font, own)] + swept.fallbackCharacters {
          let sets = scriptNames(of: characters)
          for script in lacking
          where (sets.contains(script) || (cjk.contains(script) && !cjk.isDisjoint(with: sets)))
            && scriptFonts[script]?.contains(font.record.path) != true
          {
            scriptFonts[script, default: []].append(font.record.path)
          }
        }
        outcome.findings.append(
          .uncovered(
            item.string, text: item.text, style: group.style.name, missing: swept.missing,
            language: group.language, ownFaces: catalog.ownFaces(covering: swept.missing),
            emojiFonts: emojiFonts, scriptFonts: scriptFonts))
      }
      var measurements = swept.measurements
      setting.android?.adjust(
        &measurements, maxLines: group.container.maxLines, primary: setting.plan.font,
        fallbacks: swept.fallbackCharacters.map(\.font), spacing: setting.style.spacing)
      if let factor = group.container.minimumScaleFactor {
        // A label that shrinks to fit: sizes where the text fits only shrunk
        // are measured shrunk, and reported as such instead of overflowing.
        let scales = zip(
          sizes,
          worker.context.shrinkingToFit(
            item.text, style: style, sizes: sizes, measurements: &measurements, in: box,
            minimumScaleFactor: factor)
        ).compactMap { size, scale in scale.map { (size: size, scale: $0) } }
        if let finding = CheckFinding.shrunk(
          item.string, text: item.text, style: group.style.name, language: group.language,
          container: group.container, scales: scales)
        {
          outcome.findings.append(finding)
        }
      }
      judgeWordSplits(
        item, sizes: sizes, measurements: measurements, group: group, style: style, box: box,
        words: worker.words, missing: swept.missing, into: &outcome)
      let count = min(sizes.count, measurements.count)
      // A character no face covers is set as a placeholder box of no known
      // width (here the primary face's `.notdef` a code point, a Bengali
      // vowel sign too; a device's own elsewhere): the string is
      // judged on the text without those characters (measured only when a
      // size does not fit, at every size at once), so that too many lines or
      // a cluster too wide there is an overflow whatever the boxes; the
      // uncovered finding says why the rest is not known.
      let uncovered = !swept.missing.isEmpty
      lazy var coveredText: String = {
        let missing = Set(swept.missing)
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: item.text.unicodeScalars.lazy.filter { !missing.contains($0) })
        return String(scalars)
      }()
      lazy var coveredPart: [TextMeasurement] =
        (try? worker.context.measure(coveredText, style: style, sizes: sizes, in: box))?
        .measurements ?? []
      func covered(_ i: Int) -> TextMeasurement? {
        i < coveredPart.count ? coveredPart[i] : nil
      }
      func fits(_ i: Int) -> Bool {
        guard !measurements[i].fits else { return true }
        guard uncovered else { return false }
        return covered(i)?.fits ?? false
      }
      guard let first = (0..<count).first(where: { !fits($0) }),
        let step = SizeStep(sizes[first])
      else { return outcome }
      outcome.overflows = true
      if drawsPictures {
        let fitting = (0..<first).last { fits($0) }
        // With characters no face covers, the text judged, without them:
        // their boxes would make the picture of a size that fits overflow.
        outcome.pictures.append(
          (
            PictureKey(
              item.string, language: group.language, code: .overflow, stress: stress?.rawValue),
            Picture(
              text: uncovered ? coveredText : item.text, style: style, container: box,
              sizes: (fitting.map { [sizes[$0]] } ?? []) + [sizes[first]])
          ))
      }
      // With characters no face covers, what is said is the covered part's.
      let coveredMeasurement = uncovered ? covered(first) : nil
      var leftOut = 0
      if coveredMeasurement != nil {
        let missing = Set(swept.missing)
        leftOut = item.text.unicodeScalars.reduce(0) { $0 + (missing.contains($1) ? 1 : 0) }
      }
      outcome.findings.append(
        .overflow(
          item.string, text: item.text, style: group.style.name, language: group.language,
          step: step, measurement: coveredMeasurement ?? measurements[first],
          container: group.container,
          all: (first..<count).compactMap { fits($0) ? nil : SizeStep(sizes[$0]) },
          uncoveredLeftOut: leftOut,
          brokenPastLimit: uncovered
            ? []
            : brokenPastLimit(
              item, measurement: measurements[first], group: group, style: style,
              words: worker.words)))
      return outcome
    }

    /// The words a line breaks inside of past the lines `group`'s container
    /// shows (``judgeWordSplits``' splits are those between shown lines), at
    /// the size of `measurement`: what more lines would not mend. A word of
    /// format samples alone is not one (the app fills it in).
    private func brokenPastLimit(
      _ item: Item, measurement: TextMeasurement, group: Group, style: LayoutStyle,
      words: WordSplit.Finder
    ) -> [CheckFindingDetail.BrokenWord] {
      guard let maxLines = group.container.maxLines, maxLines > 0,
        !measurement.forcedBreaks.isEmpty
      else { return [] }
      // The line each break starts (the lines' starts ascend: looked up, not searched).
      let lineOf = Dictionary(
        measurement.lineRanges.enumerated().map { ($1.lowerBound, $0) },
        uniquingKeysWith: { first, _ in first })
      let past = measurement.forcedBreaks.filter { offset in
        lineOf[offset].map { $0 >= maxLines } ?? false
      }
      guard !past.isEmpty else { return [] }
      let found = WordSplit.find(
        in: item.text, atEach: [past], language: group.language, using: words, naming: false,
        hangulWords: !style.breaksHangulAsAndroid)
      let shown = WordSplit.shown(
        found.first ?? [], units: WordSplit.units(of: item.text), measurement: measurement)
      let forms = sampleFormsAndBytes(language: group.language, container: group.container).bytes
      return shown.filter { !Self.isSamplesAlone($0.word, forms: forms) }.map {
        CheckFindingDetail.BrokenWord(word: $0.word, marked: $0.marked)
      }
    }

    /// A word-split finding when a line breaks inside a word at some size:
    /// the words at the first such size, and every size where one does. A
    /// word in a run holding a character no face covers (in `missing`) is
    /// left out: its width is that of placeholder boxes, not the text's.
    private func judgeWordSplits(
      _ item: Item, sizes: [SweepSize], measurements: [TextMeasurement], group: Group,
      style: LayoutStyle, box: Container, words: WordSplit.Finder, missing: [Unicode.Scalar],
      into outcome: inout Outcome
    ) {
      guard measurements.contains(where: { !$0.forcedBreaks.isEmpty }) else { return }
      let maxLines = group.container.maxLines
      let broken = zip(sizes, measurements).filter { !$1.forcedBreaks.isEmpty }
      // Only a break between two lines that are shown counts (a line past
      // the limit is cut off, which the overflow finding reports). The
      // text's words are found once for every size's breaks.
      let found = WordSplit.find(
        in: item.text,
        atEach: broken.map { _, measurement in
          guard let maxLines else { return measurement.forcedBreaks }
          let lineOf = Dictionary(
            measurement.lineRanges.enumerated().map { ($1.lowerBound, $0) },
            uniquingKeysWith: { first, _ in first })
          return measurement.forcedBreaks.filter { offset in
            lineOf[offset].map { $0 < maxLines } ?? true
          }
        }, language: group.language, using: words, naming: false,
        hangulWords: !style.breaksHangulAsAndroid)
      let units = WordSplit.units(of: item.text)
      // Whether the string as written holds a format specifier (whose
      // sample may make a word of its own): asked of a split left after the
      // uncovered runs.
      lazy var hasSpecifier =
        spec.formatSamples.mayHoldSpecifier(item.string.value)
        && !spec.formatSamples.specifierRanges(in: Array(item.string.value.unicodeScalars)).isEmpty
      // Whether the string glues specifiers to letters only where the
      // development language's does (``sourceGlues(_:samples:)``).
      lazy var ownGlues = Self.glues(in: item.string.value, samples: samples(of: group.container))
      lazy var gluesAsSource: Bool = {
        // A language written without spaces between words (Japanese,
        // Chinese, Thai…) joins what is filled in to its text as it writes
        // it: a word of a sample and the letters beside it is the sample's
        // (Habitica's Japanese `%d%@s`, `1,234Alexandrias`), no space left out.
        if let language = group.language,
          Self.languagesWithoutSpaces.contains(LanguageTag.primary(language))
        {
          return true
        }
        guard let source = sourceGlues[item.string.key] else { return false }
        return !ownGlues.isEmpty && ownGlues.isSubset(of: source)
      }()
      lazy var samplesWritten = sampleFormsAndBytes(
        language: group.language, container: group.container)
      lazy var sampleForms = samplesWritten.forms
      lazy var formBytes = samplesWritten.bytes
      var first: (size: SweepSize, measurement: TextMeasurement, splits: [WordSplit])?
      var all: [SizeStep] = []
      for ((size, measurement), found) in zip(broken, found) {
        // Each run once; one holding a character no face covers left out.
        let splits = WordSplit.shown(found, units: units, measurement: measurement).filter {
          (missing.isEmpty
            || !String(decoding: units[$0.range], as: UTF16.self).unicodeScalars.contains(
              where: missing.contains))
            && !(hasSpecifier
              && (Self.isSamplesAlone($0.word, forms: formBytes)
                || (gluesAsSource && Self.holdsSample($0.word, forms: formBytes))))
        }
        guard !splits.isEmpty, let step = SizeStep(size) else { continue }
        if first == nil { first = (size, measurement, splits) }
        all.append(step)
      }
      guard let first, let step = SizeStep(first.size) else { return }
      outcome.splitsWords = true
      if drawsPictures {
        outcome.pictures.append(
          (
            PictureKey(
              item.string, language: group.language, code: .wordSplit, stress: stress?.rawValue),
            Picture(text: item.text, style: style, container: box, sizes: [first.size])
          ))
      }
      // A word that joins a sample to the translation's letters where the
      // development language's string does not: a space left out.
      // The sample a split word holds, if any: glued to the translation's
      // letters where the development language's string is not, or else
      // what the app fills in may be shorter (joined by a no-break space).
      let sample =
        hasSpecifier
        ? sampleForms.first { form in first.splits.contains { $0.word.contains(form) } } : nil
      // (A suffix, elision or particle joined as the language writes it
      // misses no space: the sample's advice, not the glue's.)
      let glued =
        sample != nil && !gluesAsSource
        && !Self.glues(
          in: item.string.value, samples: samples(of: group.container), joinsAsWritten: false
        )
        .isEmpty
      outcome.findings.append(
        .wordSplit(
          item.string, text: item.text, style: group.style.name, language: group.language,
          step: step, measurement: first.measurement, splits: first.splits, all: all,
          container: group.container, glued: glued,
          sourceRead: sourceGlues[item.string.key] != nil, sample: glued ? nil : sample))
    }

    /// Whether `word`, in a string with format specifiers, is made of their
    /// samples alone, with no letter of the string's own: `%1$@%2$@` (a
    /// value and its unit) set as `AlexandriaAlexandria`. Its letters are
    /// what the app fills in, not the translation's, so a split in it is the
    /// sample's, which no translator can shorten; a word that joins a sample
    /// to the string's own letters (`%1$sπροβολές`, a space left out) is the
    /// string's. A sample is found as written, in lower case or in upper case
    /// (a style may change the case; Turkish and Azeri upper-case `i` as
    /// `İ`): `forms` are the samples' (``sampleForms(of:)``), made once.
    static func isSamplesAlone(_ word: String, forms: [String]) -> Bool {
      isSamplesAlone(word, forms: forms.map { Array($0.utf8) })
    }

    /// ``isSamplesAlone(_:forms:)`` with the forms' UTF-8 bytes, made once
    /// for many words: found byte by byte (`String.replacing` had taken
    /// half of a check of narrow containers).
    static func isSamplesAlone(_ word: String, forms: [[UInt8]]) -> Bool {
      var rest = Array(word.utf8)
      var removed = false
      // (A form the word does not hold leaves it as it is: not copied.)
      for form in forms where !form.isEmpty && rest.holds(form) {
        var kept: [UInt8] = []
        var i = 0
        var changed = false
        while i < rest.count {
          if rest[i] == form[0], i + form.count <= rest.count,
            rest[i..<(i + form.count)].elementsEqual(form)
          {
            i += form.count
            changed = true
          } else {
            kept.append(rest[i])
            i += 1
          }
        }
        if changed { (rest, removed) = (kept, true) }
      }
      return removed
        && !String(decoding: rest, as: UTF8.self).unicodeScalars.contains {
          $0.properties.isAlphabetic
        }
    }

    /// Whether `word` holds one of `forms` (UTF-8 bytes), byte for byte.
    static func holdsSample(_ word: String, forms: [[UInt8]]) -> Bool {
      forms.contains { !$0.isEmpty && word.holdsBytes($0) }
    }

    /// The languages written without spaces between words (by their
    /// primary subtag): Japanese, Chinese, Cantonese, Thai, Lao, Khmer,
    /// Burmese, Tibetan and Dzongkha.
    static let languagesWithoutSpaces: Set<String> = [
      "ja", "zh", "yue", "th", "lo", "km", "my", "bo", "dz",
    ]

    /// Where a string glues a format specifier to letters: the specifier's
    /// argument (its `N$`, else its place among those without one) and
    /// whether the letters come after it (`%1$@strike`) or before it
    /// (`views%2$@`, `(code=%@)`).
    struct Glue: Hashable, Sendable {
      var argument: Int
      var lettersAfter: Bool
    }

    /// Where `value` glues a format specifier to letters: a letter between
    /// it and the space before it, or the space after it (other specifiers'
    /// letters aside: `%d%@` glues nothing), as `views%2$@`, `%1$@strike` and
    /// `(code=%@).` do (punctuation between them and the letters breaks no
    /// line either), and `File (%@)` does not (`%%` is a percent sign, not a
    /// specifier). With `joinsAsWritten` false, neither do `%@'den` and
    /// `l'%@` (an apostrophe beside the specifier: the language's suffix or
    /// elision), `%@-Konto` and `ב-%@` (a hyphen or maqaf beside it: a
    /// compound, Hebrew's prefix), `%@:n` and `%@(e)ra` (a Finnish or Swedish ending after a
    /// colon, a Basque one with its optional letter in brackets) nor
    /// `%@에서` (Hangul beside it: a Korean particle, written on the word):
    /// joined as the language writes them, no space left out.
    static func glues(
      in value: String, samples: FormatSpecifierSubstitution, joinsAsWritten: Bool = true
    ) -> Set<Glue> {
      guard value.holdsByte(UInt8(ascii: "%")) else { return [] }
      let scalars = Array(value.unicodeScalars)
      let arguments = samples.arguments(in: scalars)
      var inSpecifier = [Bool](repeating: false, count: scalars.count)
      for (range, _) in arguments { for i in range { inSpecifier[i] = true } }
      // One pass each way (linear however many specifiers a run of text
      // without spaces holds): whether a letter comes between the space
      // before each place and it, and between it and the space after.
      var letterBefore = [Bool](repeating: false, count: scalars.count + 1)
      var letterFrom = [Bool](repeating: false, count: scalars.count + 1)
      var seen = false
      for i in scalars.indices {
        letterBefore[i] = seen
        if scalars[i].properties.isWhitespace {
          seen = false
        } else if !inSpecifier[i], scalars[i].properties.isAlphabetic {
          seen = true
        }
      }
      seen = false
      for i in scalars.indices.reversed() {
        if scalars[i].properties.isWhitespace {
          seen = false
        } else if !inSpecifier[i], scalars[i].properties.isAlphabetic {
          seen = true
        }
        letterFrom[i] = seen
      }
      // An apostrophe right beside the specifier joins a suffix or an
      // elision as the language writes it (Turkish `%@'den`, English
      // `%@'s`, French `l'%@`): no space is missing there. So does a
      // hyphen or a maqaf: a compound (German `%@-Konto`) or Hebrew's
      // prefix before a name or number (`ב-%@`, `ל־%@`), which no one
      // writes for a space.
      // So does Hangul right beside it: Korean writes its particles on the
      // word before them (`%@에서`, `%@는`).
      // (Hangul past the quotation marks or brackets around the specifier
      // too: `"%@"으로`, the particle written on the quoted word.)
      // After it, a colon before a lowercase letter (Finnish `%@:n`, Swedish
      // `%@:s`, as those languages write a case ending on a name) and one or
      // two lowercase letters in brackets before more (Basque `%@(e)ra`,
      // `%@(r)en`: the ending's letter a name ending in a vowel or a
      // consonant takes) do too.
      func isLowercase(_ k: Int) -> Bool {
        scalars.indices.contains(k) && scalars[k].properties.isLowercase
      }
      func joinsAsTheLanguageWrites(_ i: Int, step: Int) -> Bool {
        guard scalars.indices.contains(i) else { return false }
        if [0x27, 0x2019, 0x02BC, 0x2D, 0x2010, 0x2011, 0x05BE].contains(scalars[i].value) {
          return true
        }
        if step == 1, scalars[i] == ":", isLowercase(i + 1) { return true }
        if step == 1, scalars[i] == "(", isLowercase(i + 1) {
          let close = isLowercase(i + 2) ? i + 3 : i + 2
          if scalars.indices.contains(close), scalars[close] == ")", isLowercase(close + 1) {
            return true
          }
        }
        var j = i
        while scalars.indices.contains(j) {
          let value = scalars[j].value
          if value <= 0xFFFF, CharacterClass.isHangul(UInt16(value)) { return true }
          switch scalars[j].properties.generalCategory {
          case .initialPunctuation, .finalPunctuation, .openPunctuation, .closePunctuation:
            j += step
          case _ where value == 0x22:
            j += step
          default:
            return false
          }
        }
        return false
      }
      var glues: Set<Glue> = []
      for (range, argument) in arguments {
        if letterBefore[range.lowerBound],
          joinsAsWritten || !joinsAsTheLanguageWrites(range.lowerBound - 1, step: -1)
        {
          glues.insert(Glue(argument: argument, lettersAfter: false))
        }
        if letterFrom[range.upperBound],
          joinsAsWritten || !joinsAsTheLanguageWrites(range.upperBound, step: 1)
        {
          glues.insert(Glue(argument: argument, lettersAfter: true))
        }
      }
      return glues
    }

    /// Whether `file` holds the development language's strings: a String
    /// Catalog (its source language's), Android's `values/` (and
    /// moko-resources' `base`), Apple's `Base.lproj` (not a legacy `.lproj`
    /// name the path reader does not know, nor a file in no `.lproj`), the
    /// `.lproj` of the spec's `developmentLanguage` (`en.lproj`) and of a
    /// region of it (`en-US.lproj`, `es-419.lproj`; not a script, `zh-Hant`
    /// for `zh`): a device of that region reads it first (Firefox Focus
    /// keeps a stale `en.lproj` and a whole `en-US.lproj`); with `regions`
    /// false, not a region's (`en-GB.lproj`, a translation of the language's
    /// own strings).
    static func isDevelopmentLanguageFile(
      _ file: StringFile, developmentLanguage: String?, regions: Bool = true
    ) -> Bool {
      switch file.format {
      case .xcstrings: return file.sourceLanguage != nil
      case .androidXML: return file.language == nil
      case .strings, .stringsdict, .interfaceBuilder:
        guard let language = file.language else { return file.isBaseLocalization }
        guard let developmentLanguage, language.hasPrefix(developmentLanguage) else {
          return false
        }
        if language.count == developmentLanguage.count { return true }
        guard regions, language.dropFirst(developmentLanguage.count).first == "-" else {
          return false
        }
        // A region subtag: two letters or three digits (`US`, `419`).
        let region = language.dropFirst(developmentLanguage.count + 1).prefix { $0 != "-" }
        return (region.count == 2 && region.allSatisfy(\.isLetter))
          || (region.count == 3 && region.allSatisfy(\.isNumber))
      case .plainText: return false
      }
    }

    /// Where the development language's string of each key glues a format
    /// specifier to a letter (empty for one that glues none; keys of no
    /// such string with a specifier are left out): Nextcloud
    /// Notes' `%3$sstrike%3$s` (Markdown's `~~`), VLC's `New equalizer%s` (a
    /// suffix), AnkiDroid's `The tags of the note%s` (blank or ` tags`). What
    /// the app fills in there is no word of its own, so a word that joins a
    /// sample to letters in a string of that key gluing nothing the
    /// development language does not is the sample's, not the translation's
    /// (``judgeWordSplits``); a translation that glues a specifier where the
    /// development language does not (a space left out, LibreTube's Greek
    /// `%1$sπροβολές%2$s` for `%1$s views%2$s`) keeps its words. The
    /// development language's strings are those of its files
    /// (``isDevelopmentLanguageFile(_:)``); with none of those (a project
    /// whose `.lproj` folders are all languages', `en.lproj` among them), no
    /// key has any and every glued word is reported.
    static func sourceGlues(
      _ files: [StringFile], samples: FormatSpecifierSubstitution,
      developmentLanguage: String? = nil
    ) -> [String: Set<Glue>] {
      var byKey: [String: Set<Glue>] = [:]
      // Files of a language (most) hold none of its strings.
      for file in files
      where isDevelopmentLanguageFile(file, developmentLanguage: developmentLanguage) {
        for string in file.strings
        where (file.format != .xcstrings || string.language == file.sourceLanguage)
          && string.value.holdsByte(UInt8(ascii: "%"))
        {
          // (Each key with a specifier is there, with its glues or none:
          // the key's development language's string was read.)
          byKey[string.key, default: []].formUnion(glues(in: string.value, samples: samples))
        }
      }
      return byKey
    }

    /// Each format sample as written, in lower case, in upper case and in
    /// Turkish upper case (dotted `İ`), in the order they are taken out.
    static func sampleForms(of samples: FormatSpecifierSubstitution) -> [String] {
      var written = [
        samples.object, samples.variable ?? "", samples.integer, samples.floatingPoint,
        samples.hexadecimal, samples.pointer,
      ]
      // (And the numbers as a locale writes them: Arabic's ١٢٣٤.)
      if let numerals = samples.numerals {
        written += [numerals.writing(samples.integer), numerals.writing(samples.floatingPoint)]
      }
      return written.filter { !$0.isEmpty }.flatMap { sample in
        [
          sample, sample.lowercased(), sample.uppercased(),
          sample.map { $0 == "i" ? "İ" : $0.uppercased() }.joined(),
        ]
      }
    }

    /// The findings so far, which the measuring no longer holds.
    mutating func takeFindings() -> [CheckFinding] {
      defer { findings = [] }
      return findings
    }

    /// Each measured style's sizes, in the order of `names` (the config's).
    func styleSizes(order names: [String]) -> [StyleSizes] {
      var seen: Set<String> = []
      return names.compactMap { seen.insert($0).inserted ? sizesByStyle[$0] : nil }
    }

    /// Each measured style's cascade, by style name.
    func cascades() -> [StyleCascade] {
      cascadesByStyle.keys.sorted().compactMap { name in
        guard let entry = cascadesByStyle[name] else { return nil }
        let order =
          entry.builder.usesNoFallback ? [] : context.fallbackOrder(for: entry.orderStyle)
        let (cascade, uncovered) = entry.builder.entries(order: order)
        return StyleCascade(
          style: name, font: entry.font.record.postscriptName, cascade: cascade,
          uncovered: uncovered,
          named: Set(entry.orderStyle.cascade.map(\.record.postscriptName)))
      }
    }
  }
}
