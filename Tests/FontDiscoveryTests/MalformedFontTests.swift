import FontCore
import Foundation
import TestSupport
import Testing

@testable import FontDiscovery

/// Files Fontconfig reads but the structural check rejects: skipped with a
/// warning when found in a directory, an error when named.
@Suite struct MalformedFontTests {
  @Test func scannedDirectorySkipsMalformedFilesWithWarnings() throws {
    let catalog = try FontCatalog(
      fontPaths: [Fixtures.data("fonts-bad")], includeSystemFonts: false)
    let malformed = catalog.warnings.filter {
      if case .malformed = $0.reason { return true } else { return false }
    }
    #expect(malformed.count >= 60)
    let listed = Set(catalog.records.map(\.path))
    for warning in malformed { #expect(!listed.contains(warning.path)) }
    // What stays listed passes the check.
    for path in listed { try FontFile.checkStructure(path) }
  }

  @Test func namedMalformedFileIsAnError() {
    let path = Fixtures.data("fonts-bad/0014256514b220c525e98840b0d6ba736a85acbd.ttf")
    #expect {
      try FontCatalog(fontPaths: [path], includeSystemFonts: false)
    } throws: { error in
      guard case .malformedFont(.malformed(let errorPath, _, _))? = error as? CatalogError else {
        return false
      }
      return errorPath == path
    }
  }
}
