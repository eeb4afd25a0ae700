import FontDiscovery
import Foundation
import Rendering
import StringCatalogs
import TextLayout
import TypeScale
import TypographyConfig

/// Runs `typometer check`: validates the configs, measures every string in its
/// container at every category, and works out each style's cascade.
public enum CheckRunner {
  /// Why a check could not be done (exit 2), with the file and place.
  public enum Failure: Error, Sendable {
    /// The font directories could not be read.
    case catalog(CatalogError)
    /// Anything else, worded, naming the file (and line where known).
    case problem(String)
  }

  /// Runs the check described by `spec`.
  ///
  /// - Parameters:
  ///   - catalog: The font catalog (made from the spec's fonts when nil).
  ///   - progress: Called with a short line as each step starts.
  /// - Throws: ``Failure`` when a file cannot be read or the spec does not fit
  ///   the config (a container's style that the config lacks).
  ///   - pictures: A directory to draw each overflowing string into (PNG
  ///     sheets, named in `CheckFinding.pictures` relative to its parent), or nil.
  public static func run(
    spec: CheckSpec, catalog: FontCatalog? = nil, pictures: String? = nil,
    progress: (String) -> Void = { _ in }
  ) throws(Failure) -> CheckReport {
    // Fonts.
    let fonts: FontCatalog
    if let catalog {
      fonts = catalog
    } else {
      do {
        fonts = try FontCatalog(
          fontPaths: spec.fonts.map(spec.resolve), includeSystemFonts: spec.systemFonts)
      } catch {
        throw Failure.catalog(error)
      }
    }
    let catalog = fonts
    let store = FontStore(catalog: catalog)

    // Configs.
    progress("validating \(spec.configs.count) config file(s)")
    let validation = ConfigValidator(
      fonts: CatalogFontResolver(catalog: catalog),
      options: ValidationOptions(boldText: spec.boldText, boldTextFaces: spec.boldFaces)
    ).validate(files: spec.configs.map(spec.resolve))
    if let failure = validation.findings.first(where: { $0.code == .parseError }) {
      throw Failure.problem(
        (failure.line.map { "\(failure.file):\($0): " } ?? "\(failure.file): ")
          + failure.message)
    }
    var findings = validation.findings.map(CheckFinding.init(config:))
    for container in spec.containers where validation.styles[container.style] == nil {
      let known = validation.styles.keys.sorted().joined(separator: ", ")
      throw Failure.problem(
        "\(spec.path)\(container.line.map { ":\($0)" } ?? ""): container style "
          + "'\(container.style)' is not in the config (styles: \(known))")
    }

    // Strings.
    var files: [StringFile] = []
    for path in spec.strings.map(spec.resolve) {
      progress("reading \(path)")
      do {
        files.append(try StringFile.load(path: path))
      } catch {
        throw Failure.problem(error.description)
      }
    }

    // Group the strings by style, language and container, to sweep each group.
    struct Item {
      var string: LocalizedString
      var text: String
    }
    struct GroupKey: Hashable {
      var container: Int
      var language: String?
    }
    var groups: [GroupKey: [Item]] = [:]
    var groupOrder: [GroupKey] = []
    for file in files {
      for string in file.strings {
        guard let (index, container) = spec.container(for: string.key) else {
          findings.append(.unassigned(string))
          continue
        }
        let style = validation.styles[container.style]!
        var text = spec.formatSamples.apply(to: string.value)
        if let letterCase = style.letterCase { text = letterCase.apply(to: text) }
        let key = GroupKey(container: index, language: string.language ?? file.language)
        if groups[key] == nil { groupOrder.append(key) }
        groups[key, default: []].append(Item(string: string, text: text))
      }
    }

    // A container whose keys match nothing is likely a typo in the spec.
    let usedContainers = Set(groupOrder.map(\.container))
    for (i, container) in spec.containers.enumerated() where !usedContainers.contains(i) {
      findings.append(.unusedContainer(container, index: i, spec: spec))
    }

    // Measure each group at every category.
    var cascades: [String: (font: LayoutFont, builder: CascadeBuilder, order: [LayoutFont])] = [:]
    var drawings: [PictureKey: Picture] = [:]
    var notMeasured: Set<String> = []
    var measured = 0
    var measurements = 0
    var overflowing = 0
    var uncovered = 0
    let context: LayoutContext
    do { context = try LayoutContext(store: store) } catch {
      throw Failure.problem("out of memory while starting layout")
    }
    for key in groupOrder {
      let container = spec.containers[key.container]
      let style = validation.styles[container.style]!
      let items = groups[key]!
      progress(
        "measuring \(items.count) string(s) in \(container.style) (\(key.language ?? "no language"))"
      )
      guard
        let plan = try? plan(
          style: style, global: validation.configuration.settings, spec: spec, store: store,
          catalog: catalog)
      else {
        if notMeasured.insert(style.name).inserted {
          findings.append(.notMeasured(style: style, spec: spec, catalog: catalog))
        }
        continue
      }
      let layoutStyle = LayoutStyle(
        font: plan.font, cascade: plan.cascade, language: key.language,
        letterSpacing: style.letterSpacing)
      let box = Container(
        width: container.width, maxLines: container.maxLines,
        lineHeight: container.lineHeight.map { .fixed($0) } ?? .font)
      let results = Sweep.run(
        texts: items.map(\.text), style: layoutStyle, sizes: plan.sizes, container: box,
        store: store)
      var entry =
        cascades[style.name] ?? (
          plan.font, CascadeBuilder(), context.fallbackOrder(for: layoutStyle)
        )
      for (item, result) in zip(items, results) {
        guard case .success(let swept) = result else {
          findings.append(.tooLong(item.string, style: style.name))
          continue
        }
        measured += 1
        measurements += swept.measurements.count
        entry.builder.add(fallbacks: swept.fallbackCharacters, missing: swept.missing)
        if !swept.missing.isEmpty {
          uncovered += 1
          findings.append(
            .uncovered(
              item.string, text: item.text, style: style.name, missing: swept.missing,
              language: key.language))
        }
        let failing = zip(plan.sizes, swept.measurements).filter { !$0.1.fits }
        if let (size, measurement) = failing.first {
          overflowing += 1
          if pictures != nil {
            let index = plan.sizes.firstIndex { $0.category == size.category }!
            let fitting = plan.sizes[..<index].indices.last { swept.measurements[$0].fits }
            drawings[PictureKey(item.string, language: key.language)] = Picture(
              text: item.text, style: layoutStyle, container: box,
              sizes: (fitting.map { [plan.sizes[$0]] } ?? []) + [size])
          }
          findings.append(
            .overflow(
              item.string, text: item.text, style: style.name, language: key.language,
              category: size.category!, measurement: measurement, container: container,
              all: failing.map { $0.0.category!.name }))
        }
      }
      cascades[style.name] = entry
    }

    findings.sort(
      by: CheckFinding.ordered(fileOrder: spec.configs.map(spec.resolve) + files.map(\.path)))
    if let pictures {
      progress("drawing \(drawings.count) overflowing string(s)")
      try draw(&findings, drawings, into: pictures, context: context, store: store)
    }
    let styleCascades = cascades.keys.sorted().map { name -> StyleCascade in
      let entry = cascades[name]!
      let (cascade, uncovered) = entry.builder.entries(order: entry.order)
      return StyleCascade(
        style: name, font: entry.font.record.postscriptName, cascade: cascade, uncovered: uncovered)
    }
    let stringCount = files.reduce(0) { $0 + $1.strings.count }
    return CheckReport(
      spec: spec.path,
      settings: .init(
        platform: spec.platform.name, categories: spec.categories.map(\.name),
        configs: spec.configs.map(spec.resolve), fonts: spec.fonts.map(spec.resolve),
        systemFonts: spec.systemFonts, boldText: spec.boldText),
      summary: .init(
        files: files.count, strings: stringCount, measured: measured, measurements: measurements,
        overflows: overflowing, uncovered: uncovered,
        unassigned: findings.count { $0.code == "no-container" },
        errors: findings.count { $0.severity == "error" },
        warnings: findings.count { $0.severity == "warning" }),
      files: files.map { .init(path: $0.path, language: $0.language, strings: $0.strings.count) },
      findings: findings, cascades: styleCascades)
  }

  /// Identifies an overflowing string among the findings.
  struct PictureKey: Hashable {
    var file: String
    var key: String
    var variant: String?
    var language: String?

    init(_ string: LocalizedString, language: String?) {
      file = string.file
      key = string.key
      variant = string.variant
      self.language = language ?? string.language
    }

    init(_ finding: CheckFinding) {
      file = finding.file
      key = finding.key ?? ""
      variant = finding.variant
      language = finding.language
    }
  }

  /// What to draw for one overflowing string.
  struct Picture {
    var text: String
    var style: LayoutStyle
    var container: Container
    var sizes: [SweepSize]
  }

  /// The most overflow pictures one check draws; later ones are listed without.
  public static let maximumPictures = 500

  /// Draws each overflowing string at its sizes into `directory`, naming the
  /// files in the findings (in finding order, so names are stable).
  static func draw(
    _ findings: inout [CheckFinding], _ drawings: [PictureKey: Picture], into directory: String,
    context: LayoutContext, store: FontStore
  ) throws(Failure) {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw Failure.problem("\(directory): cannot create the pictures directory")
    }
    let folder = (directory as NSString).lastPathComponent
    let renderer: SheetRenderer
    do {
      renderer = try SheetRenderer(
        context: context, labelFont: SheetRenderer.labelFont(in: store), scale: 2)
    } catch {
      throw Failure.problem("\(directory): cannot start drawing: \(error)")
    }
    var drawn = 0
    for i in findings.indices where findings[i].code == "overflow" && drawn < maximumPictures {
      guard let picture = drawings[PictureKey(findings[i])],
        let prepared = try? context.prepare(picture.text, style: picture.style)
      else { continue }
      drawn += 1
      var names: [String] = []
      for size in picture.sizes {
        let name = "overflow-\(drawn)-\(size.category?.shortName ?? "size").png"
        let sheet: RenderedSheet
        do {
          let measurement = try prepared.measure(pointSize: size.pointSize, in: picture.container)
          let row = SheetRow(
            label: "\(size.category?.name ?? "") \(number(size.pointSize)) pt",
            measurement: measurement, container: picture.container)
          sheet = try renderer.render(Sheet(text: prepared, style: picture.style, rows: [row]))
        } catch {
          continue  // a picture that cannot be drawn is left out; the finding stands
        }
        do throws(RenderError) {
          try sheet.canvas.writePNG(to: (directory as NSString).appendingPathComponent(name))
        } catch {
          // A picture that was drawn but cannot be written is an error: the report
          // would link a file that is not there.
          var reason = "\(error)"
          if case .cannotWrite(_, let why) = error { reason = why }
          throw Failure.problem(
            "\((directory as NSString).appendingPathComponent(name)): cannot write the picture: "
              + reason)
        }
        names.append(folder + "/" + name)
      }
      findings[i].pictures = names
    }
  }

  /// What measuring a style needs: its face, cascade and size at each category.
  struct Plan {
    var font: LayoutFont
    var cascade: [LayoutFont]
    var sizes: [SweepSize]
  }

  static func plan(
    style: ResolvedTextStyle, global: TypographyKitSettings, spec: CheckSpec, store: FontStore,
    catalog: FontCatalog
  ) throws -> Plan {
    guard var name = style.fontName, let pointSize = style.pointSize else { throw PlanMissing() }
    if spec.boldText, let bold = BoldTextMapping.boldFace(for: name, overrides: spec.boldFaces),
      catalog.font(named: bold) != nil
    {
      name = bold
    }
    guard let font = try store.font(named: name) else { throw PlanMissing() }
    let cascadeNames = spec.cascade[style.name] ?? spec.cascade["*"] ?? []
    let cascade = try cascadeNames.compactMap { try store.font(named: $0) }
    let scaler = try TypographyKitScaler(
      pointSize: pointSize, minimumPointSize: style.minimumPointSize,
      maximumPointSize: style.maximumPointSize,
      scalingMode: TypographyKitScaler.ScalingMode(rawValue: style.effectiveScalingMode.rawValue),
      settings: TypographyKitScaler.Settings(
        minimumPointSize: global.minimumPointSize, maximumPointSize: global.maximumPointSize,
        pointStepSize: global.effectivePointStepSize,
        pointStepMultiplier: global.effectivePointStepMultiplier,
        scalingMode: TypographyKitScaler.ScalingMode(rawValue: global.effectiveScalingMode.rawValue)
          ?? .fontMetricsWithSteppingFallback),
      rejectsMaximumBelowMinimum: false)
    let sizes = try spec.categories.map { category in
      SweepSize(pointSize: try scaler.scaledSize(at: category), category: category)
    }
    return Plan(font: font, cascade: cascade, sizes: sizes)
  }

  struct PlanMissing: Error {}
}
