import TypographyConfig

/// A SARIF 2.1.0 log of `validate` or `check` findings, for GitHub code
/// scanning (`github/codeql-action/upload-sarif`) and other SARIF readers.
///
/// One run: `tool.driver` names typometer, its version, and a rule for every
/// ``FindingCode`` (`id` the code, `defaultConfiguration.level` its default
/// severity); each result has `ruleId`, `ruleIndex`, `level`, `message.text`,
/// one location (the file relative to the repository root, `uriBaseId`
/// `%SRCROOT%`, and `region.startLine` when the line is known) and
/// `partialFingerprints["typometer/v1"]` (``FindingIdentity/fingerprint``),
/// which does not change when a finding moves to another line. With a
/// baseline, `baselineState` is `unchanged` (in the baseline) or `new`.
/// Keys are sorted, so the same findings give the same bytes.
public struct SARIFLog: Sendable {
  /// The schema the log follows.
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  /// The SARIF version.
  public static let version = "2.1.0"
  /// The key of ``FindingIdentity/fingerprint`` in `partialFingerprints`.
  public static let fingerprintKey = "typometer/v1"

  /// The findings, in order.
  public var findings: [ReportedFinding]
  /// Paths are made relative to this root.
  public var root: SourceRoot
  /// The typometer version, for `tool.driver.version`.
  public var toolVersion: String
  /// Whether the job was done (false: the command exits 2; the log then
  /// holds the reason as an error result).
  public var executionSuccessful: Bool

  /// Creates a log.
  public init(
    findings: [ReportedFinding], root: SourceRoot, toolVersion: String,
    executionSuccessful: Bool = true
  ) {
    self.findings = findings
    self.root = root
    self.toolVersion = toolVersion
    self.executionSuccessful = executionSuccessful
  }

  /// The log as one JSON document, keys sorted, ending with a newline.
  public var json: String {
    var writer = JSONWriter(pretty: true, capacity: (1 << 16) + 1024 * findings.count)
    document.write(to: &writer)
    writer.raw("\n")
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  var document: Document {
    let codes = FindingCode.allCases
    let rules = codes.map { code in
      Rule(
        id: code.rawValue, name: code.rawValue, shortDescription: .init(text: code.summary),
        fullDescription: .init(text: code.summary),
        defaultConfiguration: .init(level: code.defaultSeverity.rawValue),
        help: .init(text: code.summary + " " + code.advice))
    }
    let results = findings.map { finding -> Result in
      let location =
        root.relative(finding.file).map {
          ArtifactLocation(uri: Self.uriEncoded($0), uriBaseId: "%SRCROOT%")
        } ?? ArtifactLocation(uri: Self.fileURI(finding.file, root: root), uriBaseId: nil)
      var properties: [String: String]? = nil
      if finding.key != nil || finding.language != nil {
        properties = [:]
        properties?["key"] = finding.key
        properties?["language"] = finding.language
      }
      return Result(
        ruleId: finding.code.rawValue, ruleIndex: codes.firstIndex(of: finding.code) ?? 0,
        level: finding.severity.rawValue, message: .init(text: finding.message),
        locations: [
          Location(
            physicalLocation: .init(
              artifactLocation: location,
              region: finding.line.flatMap { $0 >= 1 ? Region(startLine: $0) : nil }))
        ],
        partialFingerprints: [Self.fingerprintKey: finding.identity(root: root).fingerprint],
        baselineState: finding.baselined.map { $0 ? "unchanged" : "new" },
        properties: properties)
    }
    let run = Run(
      tool: .init(
        driver: .init(
          name: "typometer", version: toolVersion, semanticVersion: toolVersion,
          rules: rules)),
      originalUriBaseIds: ["%SRCROOT%": .init(uri: Self.fileURI(root.path + "/", root: root))],
      invocations: [.init(executionSuccessful: executionSuccessful)],
      results: results)
    return Document(schema: Self.schema, version: Self.version, runs: [run])
  }

  /// `path` percent-encoded for a URI reference: every byte but letters,
  /// digits, `-._~` and `/`.
  static func uriEncoded(_ path: String) -> String {
    var output = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        output.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        output += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return output
  }

  /// A `file://` URI for `path` (relative paths taken from the root's working folder).
  static func fileURI(_ path: String, root: SourceRoot) -> String {
    let absolute = path.hasPrefix("/") ? path : root.workingDirectory + "/" + path
    let normalized = SourceRoot.normalized(absolute)
    let slash = absolute.hasSuffix("/") && normalized != "/" ? "/" : ""
    return "file://" + uriEncoded(normalized + slash)
  }

  // The SARIF objects written, as Encodable values; absent optionals are left out.

  struct Document: Encodable {
    var schema: String
    var version: String
    var runs: [Run]
    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var originalUriBaseIds: [String: ArtifactLocation]
    var invocations: [Invocation]
    var results: [Result]
  }

  struct Tool: Encodable { var driver: Driver }

  struct Driver: Encodable {
    var name: String
    var version: String
    var semanticVersion: String
    var rules: [Rule]
  }

  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Text
    var fullDescription: Text
    var defaultConfiguration: Configuration
    var help: Text
  }

  struct Configuration: Encodable { var level: String }

  struct Text: Encodable { var text: String }

  struct Invocation: Encodable { var executionSuccessful: Bool }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Text
    var locations: [Location]
    var partialFingerprints: [String: String]
    var baselineState: String?
    var properties: [String: String]?
  }

  struct Location: Encodable { var physicalLocation: PhysicalLocation }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
  }

  struct Region: Encodable { var startLine: Int }
}

// The log written by ``JSONWriter``: the bytes `JSON.encode` gave for
// `Document`, each object's keys in the byte order `JSONEncoder` sorts them
// (`$schema` first), absent optionals left out.
extension SARIFLog.Document {
  func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("$schema")
    writer.value(schema)
    writer.key("runs")
    writer.beginArray()
    for run in runs { run.write(to: &writer) }
    writer.endArray()
    writer.key("version")
    writer.value(version)
    writer.endObject()
  }
}

extension SARIFLog.Run {
  fileprivate func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("invocations")
    writer.beginArray()
    for invocation in invocations {
      writer.beginObject()
      writer.key("executionSuccessful")
      writer.value(invocation.executionSuccessful)
      writer.endObject()
    }
    writer.endArray()
    writer.key("originalUriBaseIds")
    writer.beginObject()
    for (name, location) in JSONWriter.inKeyOrder(originalUriBaseIds) {
      writer.dictionaryKey(name)
      location.write(to: &writer)
    }
    writer.endObject()
    writer.key("results")
    writer.beginArray()
    for result in results { result.write(to: &writer) }
    writer.endArray()
    writer.key("tool")
    writer.beginObject()
    writer.key("driver")
    writer.beginObject()
    writer.key("name")
    writer.value(tool.driver.name)
    writer.key("rules")
    writer.beginArray()
    for rule in tool.driver.rules { rule.write(to: &writer) }
    writer.endArray()
    writer.key("semanticVersion")
    writer.value(tool.driver.semanticVersion)
    writer.key("version")
    writer.value(tool.driver.version)
    writer.endObject()
    writer.endObject()
    writer.endObject()
  }
}

extension SARIFLog.Rule {
  fileprivate func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("defaultConfiguration")
    writer.beginObject()
    writer.key("level")
    writer.value(defaultConfiguration.level)
    writer.endObject()
    writer.key("fullDescription")
    fullDescription.write(to: &writer)
    writer.key("help")
    help.write(to: &writer)
    writer.key("id")
    writer.value(id)
    writer.key("name")
    writer.value(name)
    writer.key("shortDescription")
    shortDescription.write(to: &writer)
    writer.endObject()
  }
}

extension SARIFLog.Text {
  fileprivate func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("text")
    writer.value(text)
    writer.endObject()
  }
}

extension SARIFLog.Result {
  fileprivate func write(to writer: inout JSONWriter) {
    writer.beginObject()
    if let baselineState {
      writer.key("baselineState")
      writer.value(baselineState)
    }
    writer.key("level")
    writer.value(level)
    writer.key("locations")
    writer.beginArray()
    for location in locations {
      writer.beginObject()
      writer.key("physicalLocation")
      writer.beginObject()
      writer.key("artifactLocation")
      location.physicalLocation.artifactLocation.write(to: &writer)
      if let region = location.physicalLocation.region {
        writer.key("region")
        writer.beginObject()
        writer.key("startLine")
        writer.value(region.startLine)
        writer.endObject()
      }
      writer.endObject()
      writer.endObject()
    }
    writer.endArray()
    writer.key("message")
    message.write(to: &writer)
    writer.key("partialFingerprints")
    SARIFLog.write(partialFingerprints, to: &writer)
    if let properties {
      writer.key("properties")
      SARIFLog.write(properties, to: &writer)
    }
    writer.key("ruleId")
    writer.value(ruleId)
    writer.key("ruleIndex")
    writer.value(ruleIndex)
    writer.endObject()
  }
}

extension SARIFLog.ArtifactLocation {
  fileprivate func write(to writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("uri")
    writer.value(uri)
    if let uriBaseId {
      writer.key("uriBaseId")
      writer.value(uriBaseId)
    }
    writer.endObject()
  }
}

extension SARIFLog {
  /// A dictionary of strings as an object, keys in `JSONEncoder`'s order.
  fileprivate static func write(_ values: [String: String], to writer: inout JSONWriter) {
    writer.beginObject()
    for (key, value) in JSONWriter.inKeyOrder(values) {
      writer.dictionaryKey(key)
      writer.value(value)
    }
    writer.endObject()
  }
}
