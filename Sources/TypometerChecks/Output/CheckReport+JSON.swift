/// `check`'s JSON (`--format json`, `report.json`) written by ``JSONWriter``:
/// the bytes `JSON.encode` gives (`JSONEncoder`: sorted keys, pretty, slashes
/// unescaped), without its tree of values, which over a large app cost more
/// than a quarter of the whole check. Each object's keys are written in the
/// order `JSONEncoder` sorts them (byte order: `fontScales` before `fonts`),
/// absent optionals left out as it leaves them out.
extension CheckReport {
  /// The report as one JSON document and a line break; `null` when a number
  /// in it is not finite, as `JSONEncoder` refuses such a document.
  package var jsonBytes: [UInt8] {
    var writer = JSONWriter(pretty: true, capacity: (1 << 16) + 1024 * findings.count)
    write(to: &writer)
    guard !writer.wroteNonFinite else { return Array("null\n".utf8) }
    writer.raw("\n")
    return writer.bytes
  }

  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("cascades")
    writer.beginArray()
    for cascade in cascades { cascade.write(to: &writer) }
    writer.endArray()
    writer.key("files")
    writer.beginArray()
    for file in files {
      writer.beginObject()
      // (Always there, `null` for a String Catalog's or `Base.lproj`'s.)
      writer.key("language")
      if let language = file.language { writer.value(language) } else { writer.null() }
      writer.key("path")
      writer.value(file.path)
      writer.key("strings")
      writer.value(file.strings)
      writer.endObject()
    }
    writer.endArray()
    writer.key("findings")
    writer.beginArray()
    for finding in findings { finding.write(to: &writer) }
    writer.endArray()
    if let fixedEntries {
      writer.key("fixedEntries")
      writer.beginArray()
      for entry in fixedEntries {
        writer.beginObject()
        writer.key("code")
        writer.value(entry.code.rawValue)
        writer.field("file", entry.file)
        writer.field("key", entry.key)
        writer.field("language", entry.language)
        writer.field("stress", entry.stress)
        writer.field("variant", entry.variant)
        writer.endObject()
      }
      writer.endArray()
    }
    if let leftOutEntries {
      Self.writeEntries(
        "leftOutEntries",
        leftOutEntries.map { ($0.file, $0.key, $0.language, $0.line, $0.reason, $0.variant) },
        to: &writer)
    }
    writer.field("nothingMeasured", nothingMeasured)
    writer.key("settings")
    settings.write(to: &writer)
    if let shadowedEntries {
      Self.writeEntries(
        "shadowedEntries",
        shadowedEntries.map { ($0.file, $0.key, $0.language, $0.line, nil, nil) }, to: &writer)
    }
    writer.key("spec")
    writer.value(spec)
    writer.key("styles")
    writer.beginArray()
    for style in styles { style.write(to: &writer) }
    writer.endArray()
    writer.key("summary")
    summary.write(to: &writer)
    writer.endObject()
  }
}

extension CheckReport.Settings {
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("boldText")
    writer.value(boldText)
    writer.key("categories")
    writer.value(categories)
    writer.key("configs")
    writer.value(configs)
    writer.field("fontScales", fontScales)
    writer.key("fonts")
    writer.value(fonts)
    writer.field("markdown", markdown)
    writer.field("noLineLimits", noLineLimits)
    writer.key("platform")
    writer.value(platform)
    writer.field("resources", resources)
    writer.key("systemFonts")
    writer.value(systemFonts)
    writer.endObject()
  }
}

extension CheckReport {
  /// Writes `entries` (string file entries the check names without a
  /// finding: left out, or shadowed by a later entry) under `name`, each
  /// with its file, key, language, line and, where it has them, reason and
  /// variant, keys sorted.
  fileprivate static func writeEntries(
    _ name: StaticString,
    _ entries: [(
      file: String, key: String, language: String?, line: Int?, reason: String?,
      variant: String?
    )],
    to writer: inout JSONWriter
  ) {
    writer.key(name)
    writer.beginArray()
    for entry in entries {
      writer.beginObject()
      writer.field("file", entry.file)
      writer.field("key", entry.key)
      writer.field("language", entry.language)
      writer.field("line", entry.line)
      writer.field("reason", entry.reason)
      writer.field("variant", entry.variant)
      writer.endObject()
    }
    writer.endArray()
  }
}

extension CheckReport.Summary {
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.field("accessibilityLabels", accessibilityLabels)
    writer.field("alphabets", alphabets)
    writer.field("barItems", barItems)
    writer.field("baselined", baselined)
    writer.field("dataItems", dataItems)
    writer.field("duplicateKeys", duplicateKeys)
    writer.field("entryValues", entryValues)
    writer.key("errors")
    writer.value(errors)
    writer.field("extraTranslations", extraTranslations)
    writer.key("files")
    writer.value(files)
    writer.field("fixed", fixed)
    writer.field("fixedFonts", fixedFonts)
    writer.field("iconGlyphs", iconGlyphs)
    writer.field("identifiers", identifiers)
    writer.field("inContextPlaceholders", inContextPlaceholders)
    writer.field("infoPlistKeys", infoPlistKeys)
    writer.field("interfacePlaceholders", interfacePlaceholders)
    writer.field("legacyLanguageCopies", legacyLanguageCopies)
    writer.field("loremIpsum", loremIpsum)
    writer.key("measured")
    writer.value(measured)
    writer.key("measurements")
    writer.value(measurements)
    writer.field("mergedAway", mergedAway)
    writer.field("notMeasured", notMeasured)
    writer.field("otherDevices", otherDevices)
    writer.key("overflows")
    writer.value(overflows)
    writer.field("overridden", overridden)
    writer.field("picturesLeftOut", picturesLeftOut)
    writer.field("picturesUndrawn", picturesUndrawn)
    writer.field("references", references)
    writer.field("repeatedReferences", repeatedReferences)
    writer.field("shortcutPhrases", shortcutPhrases)
    writer.field("skipped", skipped)
    writer.field("staleEntries", staleEntries)
    writer.key("strings")
    writer.value(strings)
    writer.field("translatedReferences", translatedReferences)
    writer.field("translatedReferencesLeftOut", translatedReferencesLeftOut)
    writer.key("unassigned")
    writer.value(unassigned)
    writer.key("uncovered")
    writer.value(uncovered)
    writer.field("untranslatable", untranslatable)
    writer.field("unusedPluralForms", unusedPluralForms)
    writer.field("urls", urls)
    writer.key("warnings")
    writer.value(warnings)
    writer.key("wordSplits")
    writer.value(wordSplits)
    writer.endObject()
  }
}

extension CheckFinding {
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.field("advance", advance)
    writer.field("baselined", baselined)
    writer.field("category", category)
    writer.field("characters", characters)
    writer.key("code")
    writer.value(code.rawValue)
    writer.key("file")
    writer.value(file)
    writer.field("fontScale", fontScale)
    writer.field("key", key)
    writer.field("keyPath", keyPath)
    writer.field("language", language)
    writer.field("line", line)
    writer.field("lines", lines)
    writer.field("maxLines", maxLines)
    writer.key("message")
    writer.value(message)
    if let overflow {
      writer.key("overflow")
      writer.overflow(lines: overflow.lines, width: overflow.width, height: overflow.height)
    }
    writer.field("overflowingCategories", overflowingCategories)
    writer.field("overflowingFontScales", overflowingFontScales)
    writer.field("pictures", pictures)
    writer.field("reference", reference)
    if let scales {
      writer.key("scales")
      writer.beginArray()
      for scale in scales {
        writer.beginObject()
        writer.field("category", scale.category)
        writer.field("fontScale", scale.fontScale)
        writer.key("scale")
        writer.value(scale.scale)
        writer.endObject()
      }
      writer.endArray()
    }
    writer.key("severity")
    writer.value(severity.rawValue)
    writer.field("size", size)
    writer.field("splitCategories", splitCategories)
    writer.field("splitFontScales", splitFontScales)
    writer.field("stress", stress)
    writer.field("style", style)
    writer.field("text", text)
    writer.field("variant", variant)
    writer.field("width", width)
    writer.field("words", words)
    writer.endObject()
  }
}

extension StyleCascade {
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("cascade")
    writer.beginArray()
    for entry in cascade {
      writer.beginObject()
      writer.key("characters")
      writer.value(entry.characters)
      writer.key("family")
      writer.value(entry.family)
      writer.key("path")
      writer.value(entry.path)
      writer.key("postscriptName")
      writer.value(entry.postscriptName)
      writer.endObject()
    }
    writer.endArray()
    writer.key("font")
    writer.value(font)
    writer.key("style")
    writer.value(style)
    writer.key("uncovered")
    writer.value(uncovered)
    writer.endObject()
  }
}

extension StyleSizes {
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("font")
    writer.value(font)
    writer.key("name")
    writer.value(name)
    writer.key("scaler")
    writer.value(scaler)
    writer.key("sizes")
    writer.beginArray()
    for row in sizes { row.write(to: &writer) }
    writer.endArray()
    if let variations {
      writer.key("variations")
      writer.beginObject()
      for (axis, value) in JSONWriter.inKeyOrder(variations) {
        writer.dictionaryKey(axis)
        writer.value(value)
      }
      writer.endObject()
    }
    writer.endObject()
  }
}

extension StyleSizes.Row {
  /// As its `encode(to:)` writes it: the size under `dp` on Android.
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.field("category", category)
    if fontScale != nil {
      writer.key("dp")
      writer.value(pointSize)
    }
    writer.field("font", font)
    writer.field("fontScale", fontScale)
    writer.key("lineHeight")
    writer.value(lineHeight)
    writer.field("opticalSize", opticalSize)
    if fontScale == nil {
      writer.key("pointSize")
      writer.value(pointSize)
    }
    writer.field("px", pixels)
    writer.field("singleLineHeight", singleLineHeight)
    writer.field("tracking", tracking)
    writer.endObject()
  }
}

extension JSONWriter {
  /// The key and its value when there is one; nothing when it is nil.
  mutating func field(_ name: StaticString, _ text: String?) {
    guard let text else { return }
    key(name)
    value(text)
  }

  mutating func field(_ name: StaticString, _ number: Int?) {
    guard let number else { return }
    key(name)
    value(number)
  }

  mutating func field(_ name: StaticString, _ number: Double?) {
    guard let number else { return }
    key(name)
    value(number)
  }

  mutating func field(_ name: StaticString, _ flag: Bool?) {
    guard let flag else { return }
    key(name)
    value(flag)
  }

  mutating func field(_ name: StaticString, _ texts: [String]?) {
    guard let texts else { return }
    key(name)
    value(texts)
  }

  mutating func field(_ name: StaticString, _ numbers: [Double]?) {
    guard let numbers else { return }
    key(name)
    value(numbers)
  }
}
