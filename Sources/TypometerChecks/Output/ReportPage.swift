import Foundation
import Rendering
import StringCatalogs
import TypeScale

/// The `report.html` of `check --report DIR`: one self-contained page (inline
/// style, no scripts, no network) with the summary, the findings grouped by
/// string key, pictures of each overflow, uncovered characters and cascades.
public enum ReportPage {
  /// The page for `report`; pictures are linked relative to the report directory.
  public static func html(_ report: CheckReport) -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Typometer report: \(escape(report.spec))</title>
      <style>
      body { font: 15px/1.45 -apple-system, "Segoe UI", Roboto, Inter, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1c1c1e; }
      h1 { font-size: 1.6rem; margin-bottom: .2rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #ddd; padding-bottom: .3rem; }
      .meta { color: #666; } .counts { display: flex; flex-wrap: wrap; gap: .6rem; margin: 1rem 0; }
      .count { border: 1px solid #ddd; border-radius: 8px; padding: .5rem .9rem; min-width: 7rem; }
      .count b { display: block; font-size: 1.4rem; } .bad b { color: #c62828; } .ok b { color: #2e7d32; }
      .finding { border: 1px solid #e3e3e3; border-left: 4px solid #c62828; border-radius: 6px; padding: .6rem .9rem; margin: .6rem 0; }
      .finding.warning { border-left-color: #ef8f00; } .where { color: #666; font-size: .9rem; }
      .key { font-family: ui-monospace, Menlo, monospace; font-weight: 600; }
      .pictures { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: .5rem; align-items: flex-start; }
      .pictures figure { margin: 0; } .pictures img { max-width: 100%; border: 1px solid #eee; }
      figcaption { font-size: .85rem; color: #666; }
      table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #eee; vertical-align: top; }
      code { font-family: ui-monospace, Menlo, monospace; font-size: .9em; }
      </style>
      </head>
      <body>
      <h1>Typometer report</h1>
      <p class="meta">\(escape(report.spec)) · \(escape(report.settings.platform)) · \(escape(sizesLine(report.settings)))</p>

      """
    let s = report.summary
    page += "<div class=\"counts\">\n"
    for (label, value, bad) in [
      ("string files", s.files, false), ("strings", s.strings, false),
      ("measurements", s.measurements, false), ("overflowing", s.overflows, s.overflows > 0),
      ("uncovered", s.uncovered, s.uncovered > 0),
      ("word splits", s.wordSplits, s.wordSplits > 0), ("errors", s.errors, s.errors > 0),
      ("warnings", s.warnings, false),
    ] {
      page += "<div class=\"count \(bad ? "bad" : "ok")\"><b>\(value)</b>\(label)</div>\n"
    }
    page += "</div>\n"
    if let baselined = s.baselined { page += baselineSection(report, baselined: baselined) }

    let overflow = report.findings.filter { $0.code == .overflow }
    page += "<h2>\(escape(overflowHeading(overflow)))</h2>\n"
    // An Android check's sizes are font scales.
    let sizes = report.settings.fontScales == nil ? "category" : "font scale"
    if overflow.isEmpty, s.measured == 0 {
      page += "<p>No string was measured.</p>\n"
    } else if overflow.isEmpty, report.settings.noLineLimits == true {
      // No string could overflow: that is no pass (the text summary says it too).
      page +=
        "<p>No string overflows, but no container sets <code>maxLines</code>: a string takes "
        + "the lines it needs, so only a character wider than its container overflows. Give "
        + "containers <code>maxLines</code> where their strings must fit in so many lines.</p>\n"
    } else if overflow.isEmpty {
      page += "<p>Every string fits its container at every \(sizes).</p>\n"
    }
    if let leftOut = s.picturesLeftOut, leftOut > 0 {
      page +=
        "<p class=\"meta\">Pictures are drawn for \(CheckRunner.maximumPictures) of the "
        + "overflows and word splits (errors first, then warnings, then the stress modes'); "
        + "\(leftOut) more are listed without.</p>\n"
    }
    if let undrawn = s.picturesUndrawn {
      page += "<p class=\"meta\">" + escape(Self.undrawnPictures(undrawn)) + ".</p>\n"
    }
    for (key, findings) in grouped(overflow) {
      page += "<h3 class=\"key\">\(escape(keyHeading(key, findings)))</h3>\n"
      for finding in findings { page += card(finding, pictures: true) }
    }

    let uncovered = report.findings.filter { $0.code == .uncovered }
    page += "<h2>Characters no font covers (\(uncovered.count))</h2>\n"
    if uncovered.isEmpty { page += "<p>Every character is covered by a font.</p>\n" }
    for finding in uncovered { page += card(finding, pictures: false) }

    let splits = report.findings.filter { $0.code == .wordSplit }
    page += "<h2>\(escape(heading("Words broken inside themselves", splits)))</h2>\n"
    if splits.isEmpty, s.measured > 0 {
      page += "<p>No line breaks inside a word at any \(sizes).</p>\n"
    }
    for (key, findings) in grouped(splits) {
      page += "<h3 class=\"key\">\(escape(keyHeading(key, findings)))</h3>\n"
      for finding in findings { page += card(finding, pictures: true) }
    }

    let others = report.findings.filter {
      $0.code != .overflow && $0.code != .uncovered && $0.code != .wordSplit
    }
    page += "<h2>Other findings (\(others.count))</h2>\n"
    if others.isEmpty {
      page +=
        report.settings.configs.isEmpty
        ? "<p>No findings: every style's font exists.</p>\n"
        : "<p>No findings: every font exists and the config means what it says.</p>\n"
    }
    for finding in others { page += card(finding, pictures: false) }
    page += leftOutSection(report)

    page +=
      "<h2>Cascades</h2>\n<table>\n<tr><th>style</th><th>font</th><th>fallback faces, in order</th><th>uncovered</th></tr>\n"
    for cascade in report.cascades {
      let faces = cascade.cascade.map {
        "<code>\(escape($0.postscriptName))</code> (\($0.characters.count) characters)"
      }
      page += "<tr><td>\(escape(cascade.style))</td><td><code>\(escape(cascade.font))</code></td>"
      page += "<td>\(faces.isEmpty ? "none needed" : faces.joined(separator: "<br>"))</td>"
      page += "<td>\(escape(cascade.uncovered.joined(separator: " ")))</td></tr>\n"
    }
    page += "</table>\n"

    page +=
      "<h2>String files</h2>\n<table>\n<tr><th>file</th><th>language</th><th>strings</th></tr>\n"
    for file in report.files {
      page +=
        "<tr><td><code>\(escape(file.path))</code></td><td>\(escape(file.language ?? "—"))</td><td>\(file.strings)</td></tr>\n"
    }
    page += "</table>\n</body>\n</html>\n"
    return page
  }

  /// The strings the check left out, by reason, counted as the text
  /// summary counts them, with the first of each reason and where it is
  /// (``CheckReport/leftOutEntries``); empty when none was left out.
  static func leftOutSection(_ report: CheckReport) -> String {
    let counted = CheckRunner.LeftOut.allCases.compactMap { reason in
      report.summary[keyPath: reason.summaryCount].flatMap { $0 > 0 ? (reason, $0) : nil }
    }
    guard !counted.isEmpty else { return "" }
    let total = counted.reduce(0) { $0 + $1.1 }
    var section =
      "<h2>Left out (\(total))</h2>\n<p class=\"meta\">Strings not measured, and why. Those "
      + "left out of the containers that take every key (<code>*</code>: URLs, identifiers, "
      + "accessibility labels, …) are measured by a container that names their keys.</p>\n"
    let entries = Dictionary(grouping: report.leftOutEntries ?? [], by: \.reason)
    for (reason, count) in counted {
      section += "<h3>\(escape(reason.counted(count))) (<code>\(reason.key)</code>)</h3>\n"
      let listed = entries[reason.key] ?? []
      if !listed.isEmpty {
        section += "<table>\n<tr><th>file</th><th>key</th><th>language</th></tr>\n"
        for entry in listed {
          section +=
            "<tr><td><code>\(escape(OutputText.place(file: entry.file, line: entry.line)))</code></td>"
            + keyCell(entry.key, variant: entry.variant)
            + "<td>\(escape(entry.language ?? "—"))</td></tr>\n"
        }
        section += "</table>\n"
      }
      if count > listed.count {
        section +=
          "<p class=\"meta\">"
          + (listed.isEmpty
            ? "Not listed."
            : "\(count - listed.count) more not listed (the report lists the first "
              + "\(listed.count)).")
          + "</p>\n"
      }
    }
    return section
  }

  /// `N pictures could not be drawn (…); their findings are listed without
  /// them`: what the page and the check's warning say of
  /// ``CheckReport/Summary/picturesUndrawn``.
  package static func undrawnPictures(_ count: Int) -> String {
    OutputText.plural(count, "picture") + " could not be drawn (too large, as a text of very "
      + "many lines makes one: more than \(NumberText.grouped(RenderLimits.maximumDimension)) "
      + "pixels a side or \(RenderLimits.maximumBytes >> 20) MiB; or out of memory); their "
      + "findings are listed without them"
  }

  /// The heading of a key's findings: the key as messages write it, or,
  /// for a plain text file's strings, keyed by their line numbers, `line 2`
  /// (a file named as plain text whose finding's key is its line: one an
  /// app's string file by its content, `strings.res`, keys its strings).
  static func keyHeading(_ key: String, _ findings: [CheckFinding]) -> String {
    findings.allSatisfy({
      $0.line.map(String.init) == key && StringFileFormat.detect(path: $0.file) == .plainText
    }) ? "line " + key : CheckFindingWording.escapedKey(key)
  }

  /// A table cell of a string's key, with its variant (`(plural.one)`).
  static func keyCell(_ key: String, variant: String?) -> String {
    let shown = CheckFindingWording.escapedKey(key) + (variant.map { " (\($0))" } ?? "")
    return "<td class=\"key\">" + escape(shown) + "</td>"
  }

  /// Findings grouped by string key, keys in order of first appearance.
  static func grouped(_ findings: [CheckFinding]) -> [(String, [CheckFinding])] {
    var order: [String] = []
    var groups: [String: [CheckFinding]] = [:]
    for finding in findings {
      let key = finding.key ?? ""
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(finding)
    }
    return order.map { ($0, groups[$0]!) }
  }

  /// With a baseline: what changed since it, first, as a reviewer reads a
  /// CI run's report: the counts, the findings it does not list (each also
  /// in its section below) and the ones it lists that are gone.
  static func baselineSection(_ report: CheckReport, baselined: Int) -> String {
    let fresh = report.findings.filter { $0.baselined != true }
    let fixed = report.summary.fixed ?? 0
    var section = "<div class=\"counts\">\n"
    for (label, value, bad) in [
      ("new errors", report.newErrors, report.newErrors > 0),
      ("new findings", fresh.count, false), ("in the baseline", baselined, false),
      ("fixed", fixed, false),
    ] {
      section += "<div class=\"count \(bad ? "bad" : "ok")\"><b>\(value)</b>\(label)</div>\n"
    }
    section += "</div>\n<h2>New since the baseline (\(fresh.count))</h2>\n"
    if fresh.isEmpty { section += "<p>The baseline lists every finding.</p>\n" }
    for finding in fresh { section += card(finding, pictures: true) }
    if let entries = report.fixedEntries, !entries.isEmpty {
      section += "<h2>Fixed since the baseline (\(fixed))</h2>\n<table>\n"
      section += "<tr><th>file</th><th>key</th><th>code</th><th>language</th></tr>\n"
      for entry in entries {
        var code = entry.code.rawValue
        if let stress = entry.stress { code += " (under \(stress))" }
        section +=
          "<tr><td><code>\(escape(entry.file))</code></td>"
          + keyCell(entry.key, variant: entry.variant)
          + "<td>\(escape(code))</td><td>\(escape(entry.language ?? "—"))</td></tr>\n"
      }
      section += "</table>\n"
      if fixed > entries.count {
        section += "<p class=\"meta\">\(fixed - entries.count) more are not listed.</p>\n"
      }
    }
    return section
  }

  static func card(_ finding: CheckFinding, pictures: Bool) -> String {
    var html = "<div class=\"finding \(finding.severity.rawValue)\">\n"
    html +=
      "<div>\(escape(finding.message)) <code>[\(escape(finding.code.rawValue))]</code></div>\n"
    var place = escape(finding.file) + (finding.line.map { ":\($0)" } ?? "")
    if let keyPath = finding.keyPath { place += " · " + escape(keyPath) }
    if let language = finding.language { place += " · " + escape(language) }
    if let style = finding.style { place += " · style " + escape(style) }
    if let categories = finding.overflowingCategories {
      place += " · overflows at " + escape(categories.joined(separator: ", "))
    }
    if let scales = finding.overflowingFontScales {
      place += " · overflows at font scale " + escape(scales.map(number).joined(separator: ", "))
    }
    if let stress = finding.stress { place += " · under " + escape(stress) }
    if let categories = finding.splitCategories {
      place += " · splits at " + escape(categories.joined(separator: ", "))
    }
    if let scales = finding.splitFontScales {
      place += " · splits at font scale " + escape(scales.map(number).joined(separator: ", "))
    }
    if finding.baselined == true { place += " · in the baseline" }
    html += "<div class=\"where\">\(place)</div>\n"
    if let text = finding.text {
      // Isolated, its direction its own (an Arabic or Hebrew text between
      // the quotes), in its language where known (the browser's fonts).
      let lang = finding.language.map { " lang=\"\(escape($0))\"" } ?? ""
      html += "<div>“<bdi\(lang)>\(escape(text))</bdi>”</div>\n"
    }
    if pictures, let names = finding.pictures, !names.isEmpty {
      html += "<div class=\"pictures\">\n"
      for (i, name) in names.enumerated() {
        let caption = pictureCaption(name, fits: i < names.count - 1)
        html +=
          "<figure><img src=\"\(escape(name))\" alt=\"\(escape(caption))\"><figcaption>\(caption)</figcaption></figure>\n"
      }
      html += "</div>\n"
    }
    return html + "</div>\n"
  }

  /// A picture's caption: the size it is drawn at (from its file name,
  /// `overflow-3-xxxl.png`, `overflow-3-scale1.30.png`) and whether it is the
  /// largest that fits or the first that does not; a word split's picture
  /// (`split-3-ax5.png`), which fits, is the first size that splits a word.
  static func pictureCaption(_ name: String, fits: Bool) -> String {
    let stem = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
    let size = stem.split(separator: "-").last.map(String.init) ?? ""
    let splits = stem.hasPrefix("split-")
    func what(_ noun: String) -> String {
      splits
        ? "first \(noun)that splits a word"
        : fits ? "largest \(noun)that fits" : "first \(noun)that does not fit"
    }
    if size.hasPrefix("scale"), let scale = Double(size.dropFirst(5)) {
      return "font scale \(number(scale)): the " + what("")
    }
    if let category = try? ContentSizeCategory(parsing: size) {
      return "\(category.shortName): the " + what("category ")
    }
    return "the " + what("size ")
  }

  /// The heading of the overflow findings: how many the plain check made,
  /// and how many more a stress mode did (`Overflows (3, and 5 more under a
  /// stress mode)`).
  static func overflowHeading(_ overflow: [CheckFinding]) -> String {
    heading("Overflows", overflow)
  }

  /// `title (N)`, or `title (N, and M more under a stress mode)`: the plain
  /// check's findings counted apart from the stress modes', as the summary
  /// counts them.
  static func heading(_ title: String, _ findings: [CheckFinding]) -> String {
    let stressed = findings.count { $0.stress != nil }
    let plain = findings.count - stressed
    return "\(title) (\(plain)"
      + (stressed > 0 ? ", and \(stressed) more under a stress mode)" : ")")
  }

  /// The sizes the check measured at: `categories: large, ax5`, or an
  /// Android check's `font scales: 0.85, 1, …`.
  static func sizesLine(_ settings: CheckReport.Settings) -> String {
    if let scales = settings.fontScales {
      return "font scales: "
        + scales.map { number($0) }.joined(separator: ", ")
    }
    return "categories: " + settings.categories.joined(separator: ", ")
  }

  /// `text` with HTML's special characters escaped.
  public static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }
}
