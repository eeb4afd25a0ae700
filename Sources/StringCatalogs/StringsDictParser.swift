import StructuredText

/// Parses Apple `.stringsdict` files (XML or binary property lists).
///
/// Each top-level key maps to a dictionary with `NSStringLocalizedFormatKey`
/// (a format with `%#@variable@` references) and one dictionary per variable
/// whose `NSStringFormatSpecTypeKey` is `NSStringPluralRuleType`, holding the
/// forms `zero one two few many other`. One string is produced per form, with
/// the format's reference replaced by the form (see ``VariableExpansion`` for
/// several variables). A key may instead hold `NSStringDeviceSpecificRuleType`
/// (forms per device: `iphone`, `ipad`, `mac`…; variant `device.iphone`) or
/// `NSStringVariableWidthRuleType` (forms per width: variant `width.20`); a
/// form of these may itself be a plural dictionary (`device.ipad.plural.one`).
/// A key whose value is a plain string yields that string.
enum StringsDictParser {
  static let ruleKinds = [
    "NSStringDeviceSpecificRuleType": "device", "NSStringVariableWidthRuleType": "width",
  ]

  static func parse(
    _ bytes: [UInt8], language: String?, into collector: inout StringCollector
  ) throws(ParseError) {
    let root: DocumentNode
    if bytes.starts(with: Array("bplist".utf8)) {
      root = try DocumentNode.catalogBinaryPlist(bytes, limits: collector.limits)
    } else {
      if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
        throw ParseError("the file is empty", line: 1)
      }
      root = try DocumentNode.catalogXMLPlist(
        try ParseError.utf8Bytes(of: bytes), limits: collector.limits)
    }
    guard let entries = root.entries else {
      throw ParseError("the top level is \(root.kind), not a dictionary", line: root.line)
    }
    for entry in entries {
      try parseEntry(
        key: entry.key, node: entry.value, prefix: nil, language: language, depth: 0,
        into: &collector)
    }
  }

  private static func parseEntry(
    key: String, node: DocumentNode, prefix: String?, language: String?, depth: Int,
    into collector: inout StringCollector
  ) throws(ParseError) {
    guard depth < collector.limits.maximumDepth else {
      throw ParseError("rules nested deeper than \(collector.limits.maximumDepth)", line: node.line)
    }
    if let value = node.string {
      try collector.add(
        key: key, value: value, language: language, variant: prefix, line: node.line)
      return
    }
    guard let entries = node.entries else {
      throw ParseError("the value of \"\(key.prefix(80))\" is \(node.kind)", line: node.line)
    }
    for (ruleKey, kind) in ruleKinds.sorted(by: { $0.key < $1.key }) {
      guard let rule = node[ruleKey] else { continue }
      guard let forms = rule.entries else {
        throw ParseError("\(ruleKey) of \"\(key.prefix(80))\" is \(rule.kind)", line: rule.line)
      }
      for form in forms {
        try parseEntry(
          key: key, node: form.value,
          prefix: VariableExpansion.join(prefix, kind + "." + form.key), language: language,
          depth: depth + 1, into: &collector)
      }
      return
    }
    guard let formatNode = node["NSStringLocalizedFormatKey"] else {
      throw ParseError(
        "\"\(key.prefix(80))\" has no NSStringLocalizedFormatKey", line: node.line)
    }
    guard let format = formatNode.string else {
      throw ParseError(
        "NSStringLocalizedFormatKey of \"\(key.prefix(80))\" is \(formatNode.kind)",
        line: formatNode.line)
    }
    var variables: [String: FormatVariable] = [:]
    for entry in entries where entry.key != "NSStringLocalizedFormatKey" {
      guard let variableEntries = entry.value.entries else { continue }
      let specType = entry.value["NSStringFormatSpecTypeKey"]?.string
      guard specType == "NSStringPluralRuleType" else {
        throw ParseError(
          "variable \"\(entry.key.prefix(80))\" of \"\(key.prefix(80))\" has "
            + "NSStringFormatSpecTypeKey \(specType.map { "\"\($0.prefix(80))\"" } ?? "missing"), "
            + "expected NSStringPluralRuleType", line: entry.value.line)
      }
      var forms: [FormatVariable.Form] = []
      for form in variableEntries where PluralForms.names.contains(form.key) {
        guard let text = form.value.string else {
          throw ParseError(
            "plural form \(form.key) of \"\(key.prefix(80))\" is \(form.value.kind)",
            line: form.value.line)
        }
        forms.append(FormatVariable.Form(name: form.key, text: text, line: form.value.line))
      }
      forms.sort { PluralForms.order($0.name) < PluralForms.order($1.name) }
      // Without `other` (Belarusian files often give one, few and many
      // only: whole numbers need no more), the forms given are measured.
      guard !forms.isEmpty else {
        throw ParseError(
          "variable \"\(entry.key.prefix(80))\" of \"\(key.prefix(80))\" has no plural form "
            + "(zero, one, two, few, many, other)",
          line: entry.value.line)
      }
      variables[entry.key] = FormatVariable(kind: "plural", forms: forms)
    }
    for expanded in try VariableExpansion.expand(
      format, line: formatNode.line, variables: variables,
      maximumDepth: collector.limits.maximumDepth)
    {
      try collector.add(
        key: key, value: expanded.value, language: language,
        variant: VariableExpansion.join(prefix, expanded.variant), line: expanded.line,
        countArgument: expanded.countArgument, otherCountArguments: expanded.otherCountArguments)
    }
  }
}

/// The CLDR plural categories in their usual order.
enum PluralForms {
  static let names = ["zero", "one", "two", "few", "many", "other"]

  static func order(_ name: String) -> Int {
    names.firstIndex(of: name) ?? names.count
  }
}
