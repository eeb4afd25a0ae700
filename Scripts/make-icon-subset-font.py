#!/usr/bin/env python3
"""Builds Tests/Data/fonts/IconSubset-SFProText.ttf: a font of icons alone that
calls itself SF Pro Text (family "SF Pro Text", PostScript name
"SFProText-Regular"), as an app that bundles a subset of SF Pro Text with the
symbols it draws, and no letter, does (alt-tab-macos' resources/SF-Pro-Text-Regular.otf:
98 glyphs, all in the Private Use Areas).

Three glyphs (squares of 600 units at upem 1000, advance 700) at U+E000, U+F8FF and
U+100000, and .notdef; no space, no letter. Made from nothing (fontTools'
FontBuilder), so it carries no other font's outlines.

Deterministic (head.created/modified fixed). Usage: python3 Scripts/make-icon-subset-font.py
"""
import os
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.misc.timeTools import timestampFromString
from fontTools.pens.ttGlyphPen import TTGlyphPen

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "Data", "fonts", "IconSubset-SFProText.ttf")
TIMESTAMP = timestampFromString("Tue Dec  1 00:00:00 2026")
ICONS = {0xE000: "icon0", 0xF8FF: "icon1", 0x100000: "icon2"}


def square():
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, 600))
    pen.lineTo((650, 600))
    pen.lineTo((650, 0))
    pen.closePath()
    return pen.glyph()


def main():
    names = [".notdef"] + list(ICONS.values())
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap(ICONS)
    builder.setupGlyf({name: square() for name in names})
    builder.setupHorizontalMetrics({name: (700, 50) for name in names})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({
        "familyName": "SF Pro Text",
        "styleName": "Regular",
        "uniqueFontIdentifier": "SFProText-Regular;icon subset test font",
        "fullName": "SF Pro Text Regular",
        "psName": "SFProText-Regular",
        "version": "Version 1.000",
        "description": "A test font of three icons standing in for an app's icon subset",
    })
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    builder.setupPost()
    builder.font["head"].created = builder.font["head"].modified = TIMESTAMP
    builder.save(OUT)
    print(f"wrote {os.path.relpath(OUT, ROOT)} ({os.path.getsize(OUT)} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
