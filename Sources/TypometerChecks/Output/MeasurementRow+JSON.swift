extension MeasurementRow {
  /// Whether `JSONEncoder` can encode this measurement (every number finite).
  package var isEncodable: Bool {
    // (Tested one by one: an array literal here is allocated for every row.)
    JSONWriter.isEncodable(size) && JSONWriter.isEncodable(advance)
      && JSONWriter.isEncodable(lineHeight) && JSONWriter.isEncodable(height)
      && JSONWriter.isEncodable(overflow.width) && JSONWriter.isEncodable(overflow.height)
      && (opticalSize.map(JSONWriter.isEncodable) ?? true)
      && (tracking.map(JSONWriter.isEncodable) ?? true)
      && (weight.map(JSONWriter.isEncodable) ?? true)
      && (scale.map(JSONWriter.isEncodable) ?? true)
  }

  /// Writes this measurement as one JSON object, keys in sorted order: the
  /// bytes `JSONEncoder` (sorted keys, unescaped slashes) writes for it.
  package func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("advance")
    writer.value(advance)
    writer.field("category", category)
    writer.key("fits")
    writer.value(fits)
    writer.key("font")
    writer.value(font)
    writer.field("fontFiles", fontFiles)
    writer.field("fontScale", fontScale)
    writer.key("fontsUsed")
    writer.value(fontsUsed)
    writer.key("height")
    writer.value(height)
    writer.field("key", key)
    writer.field("language", language)
    writer.key("lineHeight")
    writer.value(lineHeight)
    writer.key("lines")
    writer.value(lines)
    writer.key("missing")
    writer.value(missing)
    writer.field("opticalSize", opticalSize)
    writer.key("overflow")
    writer.overflow(lines: overflow.lines, width: overflow.width, height: overflow.height)
    writer.field("scale", scale)
    writer.key("size")
    writer.value(size)
    if let sourceText {
      writer.key("sourceText")
      writer.value(sourceText, repeats: true)
    }
    writer.key("text")
    writer.value(text, repeats: true)
    writer.field("tracking", tracking)
    writer.field("variant", variant)
    writer.field("weight", weight)
    writer.field("wordSplits", wordSplits)
    writer.endObject()
  }

  /// `outputs` as `--json` prints them: one object for one measurement, else an
  /// array; `null` when a number cannot be encoded, as `JSONEncoder` refuses it.
  package static func jsonDocument(_ outputs: [Self]) -> [UInt8] {
    var writer = JSONWriter(pretty: true, capacity: 512 * max(1, outputs.count))
    if !outputs.allSatisfy(\.isEncodable) {
      writer.raw("null")
    } else if outputs.count == 1 {
      outputs[0].write(to: &writer)
    } else {
      writer.beginArray()
      for output in outputs { output.write(to: &writer) }
      writer.endArray()
    }
    writer.raw("\n")
    return writer.bytes
  }

  /// Appends this measurement as a `--format jsonl` line: the object on one
  /// line (`null` when a number cannot be encoded), then a line break.
  package func writeLine(to writer: inout JSONWriter) {
    if isEncodable { write(to: &writer) } else { writer.raw("null") }
    writer.raw("\n")
  }
}

extension JSONWriter {
  /// An overflow as `measure` rows and `check` findings give it: an object
  /// of its height, lines and width (keys in sorted order).
  mutating func overflow(lines: Int, width: Double, height: Double) {
    beginObject()
    key("height")
    value(height)
    key("lines")
    value(lines)
    key("width")
    value(width)
    endObject()
  }
}
