#!/usr/bin/env python3
"""Make Tests/Data/structure/HugeGlyph.ttf: a valid TrueType font whose glyph
'A' (U+0041) spans 32,000 units in a 16-unit em, so at 100 pixels per em its
bitmap would be 200,000 pixels wide. The font passes the structure check; the
glyph must be refused by FontFace.renderGlyph before FreeType allocates it.
Glyph 'B' (U+0042) is an ordinary box, which must still draw.

Built with fontTools' FontBuilder alone. Run from the repository root:
  python3 Scripts/make-huge-glyph-font.py          (needs fontTools)
"""
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen


def box(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


builder = FontBuilder(16, isTTF=True)
builder.setupGlyphOrder([".notdef", "A", "B"])
builder.setupCharacterMap({0x41: "A", 0x42: "B"})
builder.setupGlyf({".notdef": box(1, 0, 7, 12), "A": box(0, 0, 32000, 32000), "B": box(1, 0, 9, 12)})
builder.setupHorizontalMetrics({".notdef": (8, 1), "A": (16, 0), "B": (10, 1)})
builder.setupHorizontalHeader(ascent=13, descent=-3)
builder.setupNameTable({"familyName": "Huge Glyph", "styleName": "Regular"})
builder.setupOS2(sTypoAscender=13, sTypoDescender=-3, usWinAscent=13, usWinDescent=3)
builder.setupPost()
builder.save("Tests/Data/structure/HugeGlyph.ttf")
