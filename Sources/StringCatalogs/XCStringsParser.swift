import Foundation
import StructuredText

/// Parses Apple String Catalogs (`.xcstrings`, JSON).
///
/// ```
/// {"sourceLanguage": "en", "version": "1.0", "strings": {
///   KEY: {"comment": …, "extractionState": …, "shouldTranslate": false,
///         "localizations": {LANG: LOCALIZATION}}}}
/// LOCALIZATION = {"stringUnit": {"state": …, "value": TEXT}}
///              | {"variations": {"plural": {FORM: LOCALIZATION}, "device": {DEVICE: LOCALIZATION}}}
///   plus optional "substitutions": {NAME: {"argNum": N, "formatSpecifier": "lld",
///                                          "variations": {"plural": {FORM: LOCALIZATION}}}}
/// ```
/// - Every language and every variation yields strings; variations nest in
///   either order, giving variants like `device.iphone.plural.one`.
/// - `%#@NAME@` references to substitutions are expanded as described in
///   ``VariableExpansion``; inside a substitution's forms, `%arg` stands for
///   the argument and becomes `%N$SPEC` (for example `%1$lld`), so
///   ``FormatSpecifierSubstitution`` can replace it.
/// - A key without a localization in the source language gets one whose value
///   is the key itself, as Xcode does; stale keys are kept, and named
///   (``StringFile/staleKeys``).
/// - `shouldTranslate: false` marks the key's strings as not translatable.
enum XCStringsParser {
  static func parse(
    _ rawBytes: [UInt8], sourceLanguage: inout String?, into collector: inout StringCollector
  ) throws(ParseError) {
    let bytes = try ParseError.utf8Bytes(of: rawBytes)
    let root = try DocumentNode.catalogJSON(bytes, maximumDepth: collector.limits.maximumDepth)
    guard root.entries != nil else {
      throw ParseError("the top level is \(root.kind), not an object", line: root.line)
    }
    if let node = root["sourceLanguage"] {
      guard let language = node.string else {
        throw ParseError("\"sourceLanguage\" is \(node.kind), not a string", line: node.line)
      }
      sourceLanguage = language
    }
    guard let stringsNode = root["strings"] else {
      throw ParseError("there is no \"strings\" object", line: root.line)
    }
    guard let strings = stringsNode.entries else {
      throw ParseError("\"strings\" is \(stringsNode.kind), not an object", line: stringsNode.line)
    }
    for entry in strings {
      try parseKey(entry, sourceLanguage: sourceLanguage, into: &collector)
    }
  }

  private static func parseKey(
    _ entry: DocumentEntry, sourceLanguage: String?, into collector: inout StringCollector
  ) throws(ParseError) {
    let key = entry.key
    guard entry.value.entries != nil else {
      throw ParseError("the entry \"\(key.prefix(80))\" is \(entry.value.kind)", line: entry.line)
    }
    var isTranslatable = true
    if let node = entry.value["shouldTranslate"] {
      guard case .bool(let flag) = node.value else {
        throw ParseError("\"shouldTranslate\" is \(node.kind), not a boolean", line: node.line)
      }
      isTranslatable = flag
    }
    // A storyboard's strings in a String Catalog keep ibtool's comment
    // (`Class = "UITabBarItem"; … ObjectID = "…";`) as the key's comment.
    if case .string(let comment)? = entry.value["comment"]?.value,
      let name = StringsFileParser.interfaceClass(in: Array(comment.utf8)[...], key: key)
    {
      collector.interfaceClasses[key] = name
    }
    if case .string("stale")? = entry.value["extractionState"]?.value {
      collector.staleKeys.insert(key)
    }
    var localizations: [DocumentEntry] = []
    if let node = entry.value["localizations"] {
      guard let entries = node.entries else {
        throw ParseError("\"localizations\" is \(node.kind), not an object", line: node.line)
      }
      localizations = entries
    }
    if !localizations.contains(where: { $0.key == sourceLanguage }) {
      try collector.add(
        key: key, value: key, language: sourceLanguage, line: entry.line,
        isTranslatable: isTranslatable)
    }
    for localization in localizations {
      let language = LanguageFromPath.normalizedTag(localization.key) ?? localization.key
      var leaves: [ExpandedValue] = []
      try collectLeaves(
        localization.value, prefix: nil, depth: 0, limits: collector.limits, into: &leaves)
      let variables = try substitutions(in: localization.value, limits: collector.limits)
      for leaf in leaves {
        for expanded in try VariableExpansion.expand(
          leaf.value, line: leaf.line, variables: variables,
          maximumDepth: collector.limits.maximumDepth)
        {
          try collector.add(
            key: key, value: expanded.value, language: language,
            variant: VariableExpansion.join(leaf.variant, expanded.variant), line: expanded.line,
            isTranslatable: isTranslatable, countArgument: expanded.countArgument,
            otherCountArguments: expanded.otherCountArguments)
        }
      }
    }
  }

  /// The string units under a localization (or a variation), with the path of
  /// variations leading to each.
  private static func collectLeaves(
    _ node: DocumentNode, prefix: String?, depth: Int, limits: CatalogLimits,
    into leaves: inout [ExpandedValue]
  ) throws(ParseError) {
    guard depth < limits.maximumDepth else {
      throw ParseError("variations nested deeper than \(limits.maximumDepth)", line: node.line)
    }
    guard node.entries != nil else {
      throw ParseError("a localization is \(node.kind), not an object", line: node.line)
    }
    if let unit = node["stringUnit"] {
      guard let valueNode = unit["value"] else {
        throw ParseError("a \"stringUnit\" has no \"value\"", line: unit.line)
      }
      guard let value = valueNode.string else {
        throw ParseError("a \"value\" is \(valueNode.kind), not a string", line: valueNode.line)
      }
      leaves.append(ExpandedValue(variant: prefix, value: value, line: valueNode.line))
    }
    guard let variations = node["variations"] else { return }
    guard let kinds = variations.entries else {
      throw ParseError("\"variations\" is \(variations.kind), not an object", line: variations.line)
    }
    for kind in kinds {
      guard let forms = kind.value.entries else {
        throw ParseError("\"\(kind.key.prefix(80))\" is \(kind.value.kind)", line: kind.line)
      }
      let ordered =
        kind.key == "plural"
        ? forms.sorted { PluralForms.order($0.key) < PluralForms.order($1.key) } : forms
      for form in ordered {
        try collectLeaves(
          form.value, prefix: VariableExpansion.join(prefix, kind.key + "." + form.key),
          depth: depth + 1, limits: limits, into: &leaves)
      }
    }
  }

  /// The substitutions of a localization as variables, with `%arg` replaced.
  private static func substitutions(
    in localization: DocumentNode, limits: CatalogLimits
  ) throws(ParseError) -> [String: FormatVariable] {
    guard let node = localization["substitutions"] else { return [:] }
    guard let entries = node.entries else {
      throw ParseError("\"substitutions\" is \(node.kind), not an object", line: node.line)
    }
    var variables: [String: FormatVariable] = [:]
    for entry in entries {
      let substitution = entry.value
      guard substitution.entries != nil else {
        throw ParseError(
          "substitution \"\(entry.key.prefix(80))\" is \(substitution.kind)", line: entry.line)
      }
      var argument = "%"
      if case .number(let number)? = substitution["argNum"]?.value, number >= 1,
        number <= 1000, number == number.rounded()
      {
        argument += String(Int(number)) + "$"
      }
      argument += substitution["formatSpecifier"]?.string ?? "@"
      var leaves: [ExpandedValue] = []
      if let variations = substitution["variations"] {
        try collectLeaves(
          DocumentNode(
            value: .dictionary([.init(key: "variations", line: nil, value: variations)])),
          prefix: nil, depth: 1, limits: limits, into: &leaves)
      }
      let forms = leaves.map { leaf in
        // "plural.one" → "one"; deeper paths keep their full name.
        let name = leaf.variant.map { $0.hasPrefix("plural.") ? String($0.dropFirst(7)) : $0 }
        return FormatVariable.Form(
          name: name ?? "other", text: replacingArg(in: leaf.value, with: argument),
          line: leaf.line)
      }
      let kind = leaves.first?.variant?.split(separator: ".").first.map(String.init) ?? "plural"
      variables[entry.key] = FormatVariable(kind: kind, forms: forms)
    }
    return variables
  }

  /// Replaces `%arg` (the substitution's argument) with a real specifier.
  static func replacingArg(in text: String, with specifier: String) -> String {
    guard text.contains("%arg") else { return text }
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: "%arg") {
      // Count the percent signs before: "%%arg" is a literal "%arg".
      var percents = 0
      var cursor = range.lowerBound
      while cursor > rest.startIndex {
        let previous = rest.index(before: cursor)
        guard rest[previous] == "%" else { break }
        percents += 1
        cursor = previous
      }
      result += rest[..<range.lowerBound]
      result += percents % 2 == 0 ? specifier : "%arg"
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
