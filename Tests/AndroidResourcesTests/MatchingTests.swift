import AndroidResources
import Testing

@Suite struct MatchingTests {
  static func face(_ name: String, _ weight: Int, italic: Bool = false) -> AndroidFontFace {
    AndroidFontFace(path: name, weight: weight, italic: italic)
  }

  @Test func nearestWeightInHundreds() {
    let faces = [Self.face("a", 300), Self.face("b", 500), Self.face("c", 900)]
    #expect(AndroidResources.closestFace(faces, weight: 800, italic: false)?.path == "c")
    #expect(AndroidResources.closestFace(faces, weight: 550, italic: false)?.path == "b")
    // 450 is in the 400s: one hundred from both 300 and 500, so the first wins.
    #expect(AndroidResources.closestFace(faces, weight: 450, italic: false)?.path == "a")
    // 400 is one hundred from both 300 and 500: the first wins.
    #expect(AndroidResources.closestFace(faces, weight: 400, italic: false)?.path == "a")
    // Integer division: 599 is in the 500s, as far from 400 as from 600.
    let tie = [Self.face("d", 599), Self.face("e", 400)]
    #expect(AndroidResources.closestFace(tie, weight: 500, italic: false)?.path == "d")
  }

  @Test func italicMismatchCostsTwoHundreds() {
    let faces = [Self.face("upright", 400), Self.face("italic", 700, italic: true)]
    // Upright: 0 + 2; italic: 3 + 0.
    #expect(AndroidResources.closestFace(faces, weight: 400, italic: true)?.path == "upright")
    // Upright: 1 + 2; italic: 2 + 0.
    #expect(AndroidResources.closestFace(faces, weight: 500, italic: true)?.path == "italic")
    // Upright: 2 + 0; italic: 1 + 2.
    #expect(AndroidResources.closestFace(faces, weight: 600, italic: false)?.path == "upright")
    // Upright: 3 + 0; italic: 0 + 2 → the italic even for upright text.
    #expect(AndroidResources.closestFace(faces, weight: 700, italic: false)?.path == "italic")
  }

  @Test func noFaces() {
    #expect(AndroidResources.closestFace([], weight: 400, italic: false) == nil)
  }

  @Test func requestedStyleFromTextStyle() {
    var appearance = AndroidTextAppearance(name: "A")
    #expect(AndroidResources.requestedStyle(for: appearance, baseWeight: 400) == (400, false))
    appearance.textStyleBold = true
    appearance.italic = true
    #expect(AndroidResources.requestedStyle(for: appearance, baseWeight: 400) == (700, true))
    #expect(AndroidResources.requestedStyle(for: appearance, baseWeight: 900) == (1000, true))
  }

  @Test func textFontWeightOverridesBold() {
    var appearance = AndroidTextAppearance(name: "A")
    appearance.textStyleBold = true
    appearance.textFontWeight = 350
    #expect(AndroidResources.requestedStyle(for: appearance, baseWeight: 500) == (350, false))
    appearance.textFontWeight = 1500
    appearance.italic = true
    #expect(AndroidResources.requestedStyle(for: appearance, baseWeight: 500) == (1000, true))
  }

  @Test func appStyleWithTextFontWeight() throws {
    let shop = try app().textAppearance(named: "TextAppearance.Shop")
    #expect(AndroidResources.requestedStyle(for: shop, baseWeight: 400) == (600, true))
    let faces = try app().fontFaces(named: "brand")
    let face = AndroidResources.closestFace(faces, weight: 600, italic: true)
    #expect(face?.line == 4)
  }

  @Test func systemFamilyWeights() {
    let expected: [(String, Int?)] = [
      ("sans-serif", 400), ("serif", 400), ("monospace", 400), ("sans-serif-thin", 100),
      ("sans-serif-light", 300), ("sans-serif-medium", 500), ("sans-serif-black", 900),
      ("sans-serif-condensed", 400), ("sans-serif-condensed-light", 300),
      ("sans-serif-condensed-medium", 500), ("roboto-flex", 400),
      ("source-sans-pro-semi-bold", 600), ("ITC Stone Serif", 400), ("brand", nil),
      // Compared as written, as Typeface.create looks them up.
      ("Sans-Serif-Medium", nil), ("itc stone serif", nil),
    ]
    for (family, weight) in expected {
      #expect(AndroidResources.baseWeight(ofSystemFamily: family) == weight, "\(family)")
    }
  }
}
