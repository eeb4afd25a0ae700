import Foundation
import TestSupport
import Testing

@testable import FontCore

@Suite struct FaceIndexTests {
  /// Collection faces and named instances with FreeType's packed number for
  /// each (`instance << 16 | face`, from FreeType's `FT_Open_Face` docs).
  static let packed: [(collection: Int, namedInstance: Int, value: Int)] = [
    (0, 0, 0), (1, 0, 1), (0, 1, 0x1_0000), (0, 7, 0x7_0000), (1, 1, 0x1_0001),
    (3, 9, 0x9_0003), (0xFFFF, 0, 0xFFFF), (0xFFFF, 0x7FFF, 0x7FFF_FFFF),
  ]

  @Test(arguments: packed)
  func componentsAndPackedValueRoundTrip(_ row: (collection: Int, namedInstance: Int, value: Int)) {
    let index = FaceIndex(collection: row.collection, namedInstance: row.namedInstance)
    #expect(index.freeTypeValue == row.value)
    #expect(FaceIndex(freeTypeValue: row.value) == index)
    #expect(index.description == String(row.value))
    #expect(FaceIndex(String(row.value)) == index)
    #expect(index.isInRange)
  }

  /// Any number a command line gives converts back to itself, so messages
  /// name the index exactly as it was typed.
  @Test(arguments: [-1, -0x1_0000, -0x1_0001, 0x8000_0000, 0x1_0000_0000, Int.min, Int.max])
  func everyIntegerConvertsBack(_ value: Int) {
    let index = FaceIndex(freeTypeValue: value)
    #expect(index.freeTypeValue == value)
    #expect(FaceIndex(String(value))?.description == String(value))
    #expect(!index.isInRange)
  }

  @Test func textThatIsNotAnIntegerIsNoIndex() {
    for text in ["", "one", "1.5", "0x10", " 1", "1#2"] { #expect(FaceIndex(text) == nil) }
  }

  @Test func orderIsThePackedNumbersOrder() {
    let values = [0x7_0000, 1, 0, 0x1_0001, 0xFFFF, 0x1_0000, -1, 2]
    let indices = values.map(FaceIndex.init(freeTypeValue:))
    #expect(indices.sorted().map(\.freeTypeValue) == values.sorted())
  }

  @Test func codedAsThePackedNumber() throws {
    let indices = [
      FaceIndex(), FaceIndex(collection: 1), FaceIndex(collection: 1, namedInstance: 2),
    ]
    let data = try JSONEncoder().encode(indices)
    #expect(String(decoding: data, as: UTF8.self) == "[0,1,131073]")
    #expect(try JSONDecoder().decode([FaceIndex].self, from: data) == indices)
  }

  @Test func locationIsWrittenAsTheCommandLineReadsIt() {
    let path = "Fonts/NotoSansCJK-JPKR-subset.ttc"
    #expect(FaceLocation(path: path).description == path)
    #expect(FaceLocation(path: path, index: FaceIndex(collection: 1)).description == path + "#1")
    #expect(
      FaceLocation(path: "a.ttf", index: FaceIndex(namedInstance: 7)).description == "a.ttf#458752")
  }

  /// FreeType opens the face the index names and reports the same packed
  /// number back.
  @Test func freeTypeOpensCollectionFacesByTheirIndex() throws {
    let path = Fixtures.font("NotoSansCJK-JPKR-subset.ttc")
    let names = ["NotoSansCJKjp-Regular", "NotoSansCJKkr-Regular"]
    for (collection, name) in names.enumerated() {
      let index = FaceIndex(collection: collection)
      let face = try FontFace(path: path, index: index)
      #expect(face.freeTypeFaceIndex == collection)
      #expect(FaceIndex(freeTypeValue: face.freeTypeFaceIndex) == index)
      #expect(face.location == FaceLocation(path: path, index: index))
      #expect(face.postscriptName == name)
    }
  }

  @Test func freeTypeOpensNamedInstancesByTheirIndex() throws {
    let path = Fixtures.font("Inter-roman.var.ttf")
    let count = try FontFace(path: path).namedInstanceCount
    #expect(count >= 9)
    for instance in 1...count {
      let index = FaceIndex(namedInstance: instance)
      let face = try FontFace(path: path, index: index)
      #expect(face.freeTypeFaceIndex == instance * 0x1_0000)
      #expect(FaceIndex(freeTypeValue: face.freeTypeFaceIndex) == index)
    }
    // Inter's instances run from 1 = Thin (100) to 7 = Bold (700) and on.
    #expect(
      try FontFace(path: path, index: FaceIndex(namedInstance: 7)).postscriptName == "Inter-Bold")
  }

  @Test func indicesOutOfRangeAreRefusedBeforeFreeType() {
    let path = Fixtures.font("Roboto-Regular.ttf")
    for index in [
      FaceIndex(collection: 0x1_0000), FaceIndex(namedInstance: 0x8000),
      FaceIndex(namedInstance: -1), FaceIndex(freeTypeValue: 0x8000_0000),
    ] {
      #expect(throws: FontError.faceIndexOutOfRange(path: path, index: index, faceCount: 0)) {
        try FontFace(path: path, index: index)
      }
    }
  }
}

/// A named instance's PostScript name by Adobe Technote #5902, as Typometer
/// derives it where FreeType gives none, is the name FreeType gives each of
/// Inter's nine instances (it derives those) and each of Serif Four's, whose
/// instances name their own.
@Test(arguments: ["Inter-roman.var.ttf", "SerifFourVariable-subset.ttf"])
func derivedInstanceNamesAreFreeTypes(_ file: String) throws {
  let path = Fixtures.fontsDirectory + "/" + file
  let count = try FontFace(path: path).namedInstanceCount
  #expect(count > 0)
  for instance in 1...count {
    let face = try FontFace(path: path, index: FaceIndex(namedInstance: instance))
    let freeType = try #require(face.postscriptName)
    #expect(face.derivedInstanceName == freeType, "instance \(instance)")
  }
  #expect(try FontFace(path: path).derivedInstanceName == nil)
}
