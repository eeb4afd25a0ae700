import FontCore
import Foundation
import TestSupport
import Testing

@testable import FontDiscovery

/// Files Fontconfig reads but the structural check rejects: skipped with a
/// warning when found in a directory, an error when named.
@Suite struct MalformedFontTests {
  static let hostileFontFiles: Set<String> = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.data("fonts-bad")))
    return Set((names ?? []).filter { [".ttf", ".otf", ".ttc"].contains(where: $0.hasSuffix) })
  }()

  static func isMalformed(_ warning: CatalogWarning) -> Bool {
    if case .malformed = warning.reason { return true } else { return false }
  }

  /// In a directory with a good font, every hostile font file is skipped with a
  /// warning (most as malformed, the rest as unreadable by Fontconfig) and none listed.
  @Test func scannedDirectorySkipsMalformedFilesWithWarnings() throws {
    let directory = NSTemporaryDirectory() + "typometer-mixed-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // A scan follows links to files anywhere but not links to folders outside it,
    // so bad/ is a real folder of links to the hostile files.
    try FileManager.default.createDirectory(
      atPath: directory + "/bad", withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.data("fonts-bad")) {
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/bad/" + name, withDestinationPath: Fixtures.data("fonts-bad/" + name))
    }
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/Inter-Regular.otf",
      withDestinationPath: Fixtures.font("Inter-Regular.otf"))
    let catalog = try FontCatalog(fontPaths: [directory], includeSystemFonts: false)
    let skipped = Set(catalog.warnings.map { ($0.path as NSString).lastPathComponent })
    #expect(Self.hostileFontFiles.count == 106)  // and 7 WOFF files, which are not scanned
    #expect(skipped == Self.hostileFontFiles)
    #expect(catalog.warnings.filter(Self.isMalformed).count >= 100)
    #expect(catalog.records.map(\.path) == [directory + "/Inter-Regular.otf"])
  }

  /// A folder's files are checked on several threads and added in scan
  /// order: the faces and the warnings, in order, are those of one thread.
  @Test func catalogIsTheSameOnOneThreadAndOnSeveral() throws {
    let directory = NSTemporaryDirectory() + "typometer-threads-\(UUID().uuidString)"
    try FileManager.default.createDirectory(
      atPath: directory + "/bad", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: directory + "/good/more", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.data("fonts-bad")) {
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/bad/" + name, withDestinationPath: Fixtures.data("fonts-bad/" + name))
    }
    for (name, folder) in [
      ("Inter-Regular.otf", "good"), ("Roboto-Regular.ttf", "good/more"),
      ("NotoSansThai-Regular.ttf", "good/more"), ("NotoSansHebrew-Regular.ttf", ""),
    ] {
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/" + folder + "/" + name, withDestinationPath: Fixtures.font(name))
    }
    let several = try FontCatalog(fontPaths: [directory], includeSystemFonts: false, workers: 4)
    let one = try FontCatalog(fontPaths: [directory], includeSystemFonts: false, workers: 1)
    #expect(several.warnings.count == Self.hostileFontFiles.count)
    #expect(several.warnings == one.warnings)
    #expect(several.records == one.records)
    #expect(Set(one.records.map { ($0.path as NSString).lastPathComponent }).count == 4)
  }

  /// Alone, the hostile directory has no usable font: the error carries every
  /// skipped file, so each can still be reported.
  @Test func directoryWithOnlyMalformedFilesIsAnErrorListingThem() throws {
    let directory = Fixtures.data("fonts-bad")
    do {
      _ = try FontCatalog(fontPaths: [directory], includeSystemFonts: false)
      Issue.record("a catalog was built")
    } catch {
      guard case .noFonts(directory, let skipped) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(Set(skipped.map { ($0.path as NSString).lastPathComponent }) == Self.hostileFontFiles)
    }
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
