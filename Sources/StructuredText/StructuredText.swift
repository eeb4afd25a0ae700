// StructuredText: the document readers shared by TypographyConfig and
// StringCatalogs, and name suggestions shared with FontDiscovery.
//
// (Module overview; the types named here carry their own documentation.)
//
// - ``DocumentNode`` is a value tree with the 1-based line of every value and
//   dictionary key, read from JSON (``DocumentNode/parseJSON(_:maximumDepth:)``),
//   an XML property list (``DocumentNode/parseXMLPlist(_:maximumDepth:)``) or a
//   binary property list (``DocumentNode/parseBinaryPlist``, whose limits are
//   listed there).
// - ``XMLElementNode`` is an XML element tree with lines
//   (``XMLElementNode/parseXML(_:maximumDepth:)``), for XML that is not a
//   property list (Android `strings.xml`). Both XML readers share one
//   tokenizer, ``XMLTokenizer``, which states where XML and CFPropertyList
//   rules differ.
// - ``ParseFailure`` says why a document was refused, as data; callers word it.
// - ``UTF8Validation`` finds the first invalid UTF-8 byte and its line.
// - ``NameSuggestions`` suggests known names for a misspelled one.
//
// Every reader works on untrusted bytes: nesting, value counts, the decoded
// size of a binary plist (whose objects may be referenced many times) and
// every offset are bounded, and the first error is reported with its line.
// The module does not use Foundation.
