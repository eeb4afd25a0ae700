import FontCore
import Foundation
import TestSupport
import Testing

@testable import FontDiscovery

@Suite struct CatalogTests {
  static let catalog: FontCatalog = {
    // A hermetic catalog can only fail if Fonts/ is missing; the tests below then fail.
    (try? FontCatalog(fontPaths: [Fixtures.fontsDirectory], includeSystemFonts: false))
      ?? (try! FontCatalog(
        fontPaths: [Fixtures.font("Roboto-Regular.ttf")], includeSystemFonts: false))
  }()

  static let expectedNames =
    [
      "Inter", "Inter-Black", "Inter-Bold", "Inter-ExtraBold", "Inter-ExtraLight", "Inter-Light",
      "Inter-Medium", "Inter-Regular", "Inter-SemiBold", "Inter-Thin", "NotoColorEmoji",
      "NotoNaskhArabic-Regular", "NotoSansArabic-Regular", "NotoSansCJKjp-Regular",
      "NotoSansCJKkr-Regular", "NotoSansDevanagari-Regular", "NotoSansHebrew-Regular",
      "NotoSansThai-Regular", "Roboto-Regular",
    ] + serifFourNames

  /// Serif Four Variable's default face and named instances: each optical
  /// size's six weights (the text size's Regular is the default, "Roman").
  static let serifFourNames =
    ["SerifFourVariable-Roman"]
    + ["Caption", "SmText", "", "Subhead", "Display"].flatMap { size in
      ["ExtraLight", "Light", "Regular", "Semibold", "Bold", "Black"].compactMap { weight in
        size.isEmpty && weight == "Regular" ? nil : "SerifFourVariable-\(size)\(weight)"
      }
    }

  @Test func listsEveryBundledFaceAndNothingElse() {
    let names = Set(Self.catalog.records.map(\.postscriptName))
    #expect(names == Set(Self.expectedNames))
    #expect(Self.catalog.warnings.isEmpty)
    // Static Inter files plus the variable font's 9 named instances and its
    // default; Serif Four's default and 29 of its 30 named instances (its
    // text Regular instance is the default and named as it is: listed once).
    #expect(Self.catalog.records.count == 23 + 30)
    #expect(
      Self.catalog.records.map(\.postscriptName)
        == Self.catalog.records.map(\.postscriptName).sorted())
  }

  @Test(arguments: expectedNames)
  func everyFaceIsFoundUnderItsOwnName(_ name: String) throws {
    let record = try #require(Self.catalog.font(named: name))
    #expect(record.postscriptName == name)
    // The face at that path and index really has that name.
    let face = try FontFace(path: record.path, index: record.index)
    #expect(face.postscriptName == name)
  }

  /// The emoji faces text falls back to are named where it lacks an emoji:
  /// the catalog's Noto Color Emoji subset, not an app's own face its code
  /// sets (which no text falls back to), nor a face of another family.
  @Test func emojiFontFilesAreTheFallbackOnes() throws {
    let emoji = Fixtures.font("NotoColorEmoji-subset.ttf")
    let roboto = Fixtures.font("Roboto-Regular.ttf")
    let fallback = try FontCatalog(fontPaths: [roboto, emoji], includeSystemFonts: false)
    #expect(
      fallback.emojiFontFiles.map { ($0 as NSString).lastPathComponent } == [
        "NotoColorEmoji-subset.ttf"
      ])
    let own = try FontCatalog(
      fontPaths: [roboto, emoji], includeSystemFonts: false, notFallback: [emoji])
    #expect(own.emojiFontFiles.isEmpty)
  }

  @Test func lookupIsExactAndCaseSensitive() {
    #expect(Self.catalog.font(named: "inter-bold") == nil)
    #expect(Self.catalog.font(named: "Inter Bold") == nil)
    #expect(Self.catalog.font(named: "Inter-Bold ") == nil)
    #expect(Self.catalog.font(named: "") == nil)
    // A static file wins over the variable font's instance of the same name.
    #expect(Self.catalog.font(named: "Inter-Bold")?.path.hasSuffix("Inter-Bold.otf") == true)
  }

  @Test func variableInstancesAreFoundByBothNames() throws {
    let byFontconfig = try #require(Self.catalog.font(named: "Inter_700wght"))
    #expect(byFontconfig.postscriptName == "Inter-Bold")
    #expect(byFontconfig.variable)
    #expect(byFontconfig.index == FaceIndex(namedInstance: 7))
    #expect(byFontconfig.weight == 700)
    let thin = try #require(Self.catalog.font(named: "Inter-Thin"))
    #expect(thin.path.hasSuffix("Inter-roman.var.ttf"))
    #expect(thin.otherNames == ["Inter_100wght"])
  }

  /// A CFF2 variable font's named instances are listed under their fvar
  /// PostScript names (the derived TN #5902 name for the one without a name
  /// ID), each with its own wght as weight, as fontTools reads them
  /// (`Tests/Data/fonts/InterCFF2Instances.tsv`); its wght default (350)
  /// differs from its weight class (400), which throws Fontconfig's off.
  @Test func cff2NamedInstancesHaveTheirFvarNamesAndWeights() throws {
    let rows = try Fixtures.tsv("fonts/InterCFF2Instances.tsv")
    #expect(rows.count == 5)
    let catalog = try FontCatalog(
      fontPaths: [Fixtures.data("fonts/InterCFF2Instances.otf")], includeSystemFonts: false)
    let defaultName = catalog.records.first { $0.index.namedInstance == 0 }?.postscriptName
    var unlisted = 0
    for row in rows {
      let instance = try #require(Int(row[0]))
      // The instance named as the default face is (at its coordinates) is
      // that face, listed once; only it.
      var listed = catalog.records.first { $0.index.namedInstance == instance }
      if listed == nil, row[1] == defaultName {
        unlisted += 1
        listed = catalog.records.first { $0.index.namedInstance == 0 }
      }
      let record = try #require(listed, "instance \(instance)")
      #expect(record.postscriptName == row[1], "instance \(instance)")
      #expect(record.weight == Int(row[2]), "instance \(instance)")
      #expect(record.variable)
      #expect(catalog.font(named: row[1]) != nil)
    }
    #expect(unlisted <= 1)
    #expect(catalog.font(named: "InterCFF2Instances-Bold")?.weight == 700)
  }

  /// A variable font whose named instances FreeType 2.12 names nothing
  /// (Roboto Flex: Fontconfig then calls them all `Roboto-Flex`) lists them
  /// under their names by Adobe Technote #5902, as fontTools derives them
  /// (`Tests/Data/fonts/RobotoFlexWght-subset.tsv`); the name Fontconfig
  /// gave them all is none of theirs.
  @Test(arguments: ["RobotoFlexWght-subset", "RobotoFlexWght-family16"])
  func namedInstancesFreeTypeLeavesUnnamedAreNamedByTheTechnote(_ font: String) throws {
    let rows = try Fixtures.tsv("fonts/\(font).tsv")
    #expect(rows.count == 10)
    let catalog = try FontCatalog(
      fontPaths: [Fixtures.data("fonts/\(font).ttf")], includeSystemFonts: false)
    let defaultName = catalog.records.first { $0.index.namedInstance == 0 }?.postscriptName
    var unlisted = 0
    for row in rows {
      let instance = try #require(Int(row[0]))
      // The instance named as the default face is (at its coordinates) is
      // that face, listed once; only it.
      var listed = catalog.records.first { $0.index.namedInstance == instance }
      if listed == nil, row[1] == defaultName {
        unlisted += 1
        listed = catalog.records.first { $0.index.namedInstance == 0 }
      }
      let record = try #require(listed, "instance \(instance)")
      #expect(record.postscriptName == row[1], "instance \(instance)")
      #expect(record.weight == Int(row[2]), "instance \(instance)")
      #expect(!record.otherNames.contains { $0.hasPrefix("Roboto-Flex") })
      #expect(catalog.font(named: row[1]) != nil)
      // Asked again, the same name (FreeType 2.12 empties the name records
      // it failed to make one of).
      let face = try FontFace(path: record.path, index: record.index)
      #expect(face.postscriptName == row[1] && face.postscriptName == row[1])
    }
    #expect(unlisted <= 1)
    #expect(catalog.font(named: "RobotoFlex-Bold")?.weight == 700)
    #expect(catalog.font(named: "Roboto-Flex") == nil)
  }

  @Test func collectionFacesHaveTheirIndex() throws {
    #expect(Self.catalog.font(named: "NotoSansCJKjp-Regular")?.index == FaceIndex())
    #expect(Self.catalog.font(named: "NotoSansCJKkr-Regular")?.index == FaceIndex(collection: 1))
  }

  @Test(arguments: [
    ("Inter-Bolt", "Inter-Bold"), ("inter-bold", "Inter-Bold"),
    ("Roboto-regular", "Roboto-Regular"),
    ("Robotto-Regular", "Roboto-Regular"), ("NotoSansThai", "NotoSansThai-Regular"),
    ("NotoSansCJKJP-Regular", "NotoSansCJKjp-Regular"), ("INTER-SEMIBOLD", "Inter-SemiBold"),
    // Also the full name of the variable font's default face, `Inter`
    // (family Inter, style Regular): the name equal but for case first.
    ("inter-regular", "Inter-Regular"),
  ])
  func misspelledNamesGetTheRightSuggestionFirst(_ query: String, _ expected: String) {
    #expect(Self.catalog.suggestions(for: query).first == expected)
  }

  /// A family or full name where a PostScript name belongs (`Plus Jakarta
  /// Sans` for `PlusJakartaSans-Regular`): the family's faces, the regular
  /// (a variable font's default instance) first; the full name's face.
  @Test func familyAndFullNamesSuggestTheirFaces() {
    #expect(Self.catalog.suggestions(for: "Noto Sans Hebrew") == ["NotoSansHebrew-Regular"])
    #expect(Self.catalog.suggestions(for: "noto sans cjk kr").first == "NotoSansCJKkr-Regular")
    #expect(Self.catalog.suggestions(for: "Inter Semi Bold").first == "Inter-SemiBold")
    let serif = Self.catalog.suggestions(for: "Serif Four Variable")
    #expect(serif.first == "SerifFourVariable-Roman")
    #expect(serif.count == 5 && serif.allSatisfy { $0.hasPrefix("SerifFourVariable-") })
    // Each name once, though two faces (static and variable) have it.
    #expect(Self.catalog.suggestions(for: "inter bold") == ["Inter-Bold"])
  }

  @Test func suggestionsAreBoundedAndSensible() {
    #expect(Self.catalog.suggestions(for: "Inter-Bol").count <= 5)
    #expect(Self.catalog.suggestions(for: "Helvetica-Neue-UltraLight").isEmpty)
    #expect(Self.catalog.suggestions(for: "").isEmpty)
  }

  @Test func familyFilterIgnoresCase() {
    let noto = Self.catalog.records(familyContaining: "noto sans")
    #expect(noto.count == 6)
    #expect(noto.allSatisfy { $0.family.hasPrefix("Noto Sans") })
  }

  @Test func badPathsAreTypedErrors() throws {
    let missing = Fixtures.fontsDirectory + "/nope"
    #expect(throws: CatalogError.notFound(path: missing)) {
      try FontCatalog(fontPaths: [missing], includeSystemFonts: false)
    }
    let noFonts = Fixtures.fontsDirectory + "/LICENSES"
    #expect(throws: CatalogError.noFonts(directory: noFonts, skipped: [])) {
      try FontCatalog(fontPaths: [noFonts], includeSystemFonts: false)
    }
    let notAFont = Fixtures.fontsDirectory + "/README.md"
    #expect(
      throws: CatalogError.unreadable(path: notAFont, reason: "not a font file Fontconfig can read")
    ) {
      try FontCatalog(fontPaths: [notAFont], includeSystemFonts: false)
    }
  }
}

/// Faces that share a PostScript name: which one a lookup finds, and which
/// are said to be of another release.
@Suite struct SharedNameTests {
  /// Copies the named files of `Fonts/` into `folder/name`.
  static func folder(_ name: String, in root: TemporaryFolder, files: [String]) throws -> String {
    let path = root.path + "/" + name
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for file in files {
      try FileManager.default.copyItem(atPath: Fixtures.font(file), toPath: path + "/" + file)
    }
    return path
  }

  @Test func theEarliestFolderGivenWinsOverPathOrder() throws {
    let root = try TemporaryFolder()
    // "b" sorts after "a": the order given decides, not the path.
    let old = try Self.folder("a", in: root, files: ["Roboto-Regular.ttf"])
    let app = try Self.folder("b", in: root, files: ["Roboto-Regular.ttf"])
    try Fixtures.setFontRevision(1.5, of: old + "/Roboto-Regular.ttf")
    let oldFile = old + "/Roboto-Regular.ttf"
    let appFile = app + "/Roboto-Regular.ttf"
    for (order, expected, other) in [
      ([app, old], appFile, oldFile), ([old, app], oldFile, appFile),
    ] {
      let catalog = try FontCatalog(fontPaths: order, includeSystemFonts: false)
      #expect(catalog.font(named: "Roboto-Regular")?.path == expected)
      #expect(catalog.faces(named: "Roboto-Regular").map(\.path) == [expected, other])
      // Another release: said.
      #expect(catalog.otherReleases(named: "Roboto-Regular").map(\.path) == [other])
      let revisions = catalog.faces(named: "Roboto-Regular").map(FontCatalog.revision(of:))
      #expect(Set(revisions) == [1.5, 2.13800048828125])
    }
  }

  /// A variable font's default instance and the named instance at its
  /// coordinates share a name (Serif Four's `Roman`): the face is listed
  /// once in each file, and the other file is said once.
  @Test func eachOtherFileIsSaidOnce() throws {
    let root = try TemporaryFolder()
    let old = try Self.folder("old", in: root, files: ["SerifFourVariable-subset.ttf"])
    let app = try Self.folder("app", in: root, files: ["SerifFourVariable-subset.ttf"])
    try Fixtures.setFontRevision(1.5, of: old + "/SerifFourVariable-subset.ttf")
    let catalog = try FontCatalog(fontPaths: [app, old], includeSystemFonts: false)
    #expect(catalog.faces(named: "SerifFourVariable-Roman").map(\.index.namedInstance) == [0, 0])
    #expect(
      catalog.otherReleases(named: "SerifFourVariable-Roman").map(\.path) == [
        old + "/SerifFourVariable-subset.ttf"
      ])
  }

  /// Revisions one step of the 16.16 number apart are one release: 3.052
  /// built as 3.05199 and as 3.05200 (Source Sans 3's OTF and TTF); 3.052
  /// and 3.0521 (seven steps) are two.
  @Test func revisionsOneStepApartAreOneRelease() throws {
    let root = try TemporaryFolder()
    let a = try Self.folder("a", in: root, files: ["Roboto-Regular.ttf"])
    let b = try Self.folder("b", in: root, files: ["Roboto-Regular.ttf"])
    for (other, said) in [(200_016.0, false), (200_015.0, false), (200_022.0, true)] {
      try Fixtures.setFontRevision(200_015 / 65536, of: a + "/Roboto-Regular.ttf")
      try Fixtures.setFontRevision(other / 65536, of: b + "/Roboto-Regular.ttf")
      let catalog = try FontCatalog(fontPaths: [a, b], includeSystemFonts: false)
      #expect(catalog.otherReleases(named: "Roboto-Regular").isEmpty == !said, "\(other)")
    }
    #expect(!FontCatalog.sameRelease(nil, 1) && !FontCatalog.sameRelease(1, nil))
  }

  @Test func oneReleaseInTwoFilesIsNotSaid() throws {
    let root = try TemporaryFolder()
    // A copy, and a static face beside the variable font's named instance
    // (both Inter 3.019): the lookup still takes the earliest folder's. The
    // folders' names go against the order given ("app" sorts first).
    let app = try Self.folder("widget", in: root, files: ["Roboto-Regular.ttf", "Inter-Bold.otf"])
    let widget = try Self.folder("app", in: root, files: ["Roboto-Regular.ttf"])
    let variable = try Self.folder("var", in: root, files: ["Inter-roman.var.ttf"])
    for (order, roboto, interBold) in [
      ([app, widget, variable], app + "/Roboto-Regular.ttf", app + "/Inter-Bold.otf"),
      ([variable, widget, app], widget + "/Roboto-Regular.ttf", variable + "/Inter-roman.var.ttf"),
    ] {
      let catalog = try FontCatalog(fontPaths: order, includeSystemFonts: false)
      for (name, expected) in [("Roboto-Regular", roboto), ("Inter-Bold", interBold)] {
        #expect(catalog.faces(named: name).count == 2)
        #expect(catalog.otherReleases(named: name).isEmpty)
        let first = try #require(catalog.font(named: name))
        #expect(first.path == expected)
        #expect(try FontFace(path: first.path, index: first.index).postscriptName == name)
      }
      #expect(catalog.faces(named: "Inter-Thin").count == 1)
    }
  }
}

/// The faces of the folders given come before the machine's in the fallback
/// order (DejaVu Sans, on no device, was tried before Noto fonts given as a
/// device's stand-ins), and in each, the faces made for the text's language;
/// otherwise Fontconfig's order stands.
@Suite struct FallbackOrderTests {
  @Test func givenFacesThenTheLanguagesFirst() throws {
    let catalog = CatalogTests.catalog
    let primary = try #require(catalog.font(named: "Roboto-Regular"))
    let sorted = catalog.fallbackCandidates(for: primary, language: nil)
    try #require(sorted.count > 6)
    // As if the Noto files were given and the rest the machine's, and the
    // Arabic faces alone made for the text's language.
    let isGiven = { (path: String) in path.contains("/Noto") }
    let speaks = { (location: FaceLocation) -> Bool? in
      sorted.first { $0.record.location == location }?.record.family.contains("Arabic")
    }
    let ordered = FontCatalog.givenAndSpeakingFirst(sorted, isGiven: isGiven, speaks: speaks)
    let rank = { (candidate: FallbackCandidate) in
      (isGiven(candidate.record.path) ? 0 : 2) + (speaks(candidate.record.location)! ? 0 : 1)
    }
    #expect(Set(ordered.map(\.record.location)) == Set(sorted.map(\.record.location)))
    #expect(ordered.count == sorted.count)
    #expect(zip(ordered, ordered.dropFirst()).allSatisfy { rank($0) <= rank($1) })
    #expect(Set(ordered.map(rank)).count > 2)
    // Within a rank, Fontconfig's order.
    let position = Dictionary(
      uniqueKeysWithValues: sorted.enumerated().map { ($1.record.location, $0) })
    #expect(
      zip(ordered, ordered.dropFirst()).allSatisfy {
        rank($0) < rank($1) || position[$0.record.location]! < position[$1.record.location]!
      })
    #expect(ordered.first.map(rank) == 0)
  }

  /// A machine's face of a family a folder given has ranks with the given
  /// faces, in Fontconfig's order: bold text falls back to the family's bold
  /// face where the folder has the regular one alone.
  @Test func aGivenFamilysOtherFacesRankWithIt() throws {
    let catalog = CatalogTests.catalog
    let primary = try #require(catalog.font(named: "Roboto-Regular"))
    let sorted = catalog.fallbackCandidates(for: primary, language: nil, weight: 700)
    let bold = try #require(sorted.firstIndex { $0.record.postscriptName == "Inter-Bold" })
    let regular = try #require(sorted.firstIndex { $0.record.postscriptName == "Inter-Regular" })
    #expect(bold < regular)  // Fontconfig's sort for weight 700
    // As if Inter-Regular's file alone were given.
    let regularPath = sorted[regular].record.path
    let ordered = FontCatalog.givenAndSpeakingFirst(
      sorted, isGiven: { $0 == regularPath }, speaks: { _ in nil })
    let inter = ordered.prefix { $0.record.family == "Inter" }
    #expect(
      inter.first?.record.postscriptName == "Inter-Bold", "\(ordered.prefix(4).map(\.record))")
    #expect(inter.contains { $0.record.postscriptName == "Inter-Regular" })
    // A family no folder given has stays after the given family's faces.
    let firstOther = try #require(ordered.firstIndex { $0.record.family != "Inter" })
    #expect(!ordered[firstOther...].contains { $0.record.family == "Inter" })
    // For regular text, a machine's face in the style a given face has (the
    // variable font's Regular instance) comes right after that face.
    let regularSorted = catalog.fallbackCandidates(for: primary, language: nil, weight: 400)
    let regularOrdered = FontCatalog.givenAndSpeakingFirst(
      regularSorted, isGiven: { $0 == regularPath }, speaks: { _ in nil })
    let given = try #require(regularOrdered.firstIndex { $0.record.path == regularPath })
    #expect(given == 0)
    let next = regularOrdered[given + 1].record
    #expect(
      next.family == "Inter" && next.weight == 400 && next.path.hasSuffix("Inter-roman.var.ttf"),
      "\(regularOrdered.prefix(3).map(\.record))")
    // Also where the given face's Fontconfig languages lack the text's and
    // the machine's face's hold it (a folder's subset of Noto Sans CJK JP,
    // the machine's whole one): the style's place and rank are shared.
    let subsetOrdered = FontCatalog.givenAndSpeakingFirst(
      regularSorted, isGiven: { $0 == regularPath },
      speaks: { $0.path == regularPath ? false : true })
    #expect(subsetOrdered.first?.record.path == regularPath)
    #expect(subsetOrdered[1].record.path.hasSuffix("Inter-roman.var.ttf"))
  }
}

/// Fallback faces follow the style's weight and slant, as a device's do: a
/// bold style's character another family covers is set in that family's
/// bold face (Tella's semibold titles fell back to Inter Regular).
@Suite struct FallbackWeightTests {
  @Test(arguments: [
    ("SerifFourVariable-Bold", 700), ("SerifFourVariable-Roman", 400),
    ("SerifFourVariable-Light", 300), ("SerifFourVariable-Semibold", 600),
  ])
  func theFirstFaceOfAFallbackFamilyIsTheNearestWeight(_ name: String, _ weight: Int) throws {
    let catalog = CatalogTests.catalog
    let primary = try #require(catalog.font(named: name))
    #expect(primary.weight == weight)
    let inter = catalog.fallbackFonts(for: primary, language: nil).first { $0.family == "Inter" }
    #expect(inter?.weight == weight, "\(String(describing: inter))")
  }
}
