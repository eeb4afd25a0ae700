// String catalogs: .strings, .stringsdict, .xcstrings, Android strings.xml, plain text.
