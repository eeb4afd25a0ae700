import Foundation
import TestSupport
import Testing

@testable import FontCore

@Suite struct FontErrorTests {
  @Test func missingFileIsNamed() {
    let path = Fixtures.font("NoSuchFont.ttf")
    #expect(throws: FontError.fileNotFound(path: path)) { try FontFace(path: path) }
  }

  @Test func directoryIsUnreadable() {
    #expect {
      try FontFace(path: Fixtures.fontsDirectory)
    } throws: { error in
      guard case .unreadable(let path, _) = error as? FontError else { return false }
      return path == Fixtures.fontsDirectory
    }
  }

  @Test func indexOutOfRangeSaysHowManyFaces() {
    let path = Fixtures.font("NotoSansCJK-JPKR-subset.ttc")
    let third = FaceIndex(collection: 2)
    #expect(throws: FontError.faceIndexOutOfRange(path: path, index: third, faceCount: 2)) {
      try FontFace(path: path, index: third)
    }
    let negative = FaceIndex(collection: -1)
    #expect(throws: FontError.faceIndexOutOfRange(path: path, index: negative, faceCount: 0)) {
      try FontFace(path: path, index: negative)
    }
  }

  @Test func notAFontIsInvalid() {
    let path = Fixtures.fontsDirectory + "/README.md"
    #expect {
      try FontFace(path: path)
    } throws: { error in
      guard case .invalidFont(let errorPath, FaceIndex(), let code) = error as? FontError else {
        return false
      }
      return errorPath == path && code != 0
    }
  }

  static let hostileFonts: [String] = {
    let directory = Fixtures.data("fonts-bad")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { !$0.hasSuffix(".md") && $0 != "LICENSE-OTS" }.sorted()
  }()

  @Test func hostileCorpusIsThere() { #expect(Self.hostileFonts.count == 113) }

  /// Every hostile font opens with a typed error or reads cleanly; never a crash.
  @Test(arguments: hostileFonts)
  func hostileFontGivesTypedErrorOrValues(_ name: String) {
    let path = Fixtures.data("fonts-bad/" + name)
    do {
      let face = try FontFace(path: path)
      let coverage = face.coverage()
      #expect(coverage.count <= 0x110000)
      if let metrics = try? face.metrics() {
        #expect((16...16384).contains(metrics.unitsPerEm))
      }
      for index in 1..<min(face.faceCount, 4) {
        _ = try? FontFace(path: path, index: FaceIndex(collection: index))
      }
    } catch {
      #expect(error.path == path)
    }
  }
}
