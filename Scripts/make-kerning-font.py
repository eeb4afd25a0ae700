#!/usr/bin/env python3
"""Builds Tests/Data/fonts/KerningPairs.ttf: pair kerning as HarfBuzz reads it, case by case.

Fonts/Roboto-Regular.ttf (Apache-2.0) subset to Basic Latin, Latin-1 and general
punctuation, renamed, with its GSUB, GPOS and GDEF replaced by the features below
(compiled by fontTools' feaLib), for DFLT and latn, and latn's TRK:

- `kern`, lookup "second" (format 1): A V moves both glyphs (a second value record),
  so HarfBuzz goes on after V and does not kern V A, also listed;
- `kern`, lookup "fallThrough": a format 1 subtable covers T with T o only, then a
  format 2 subtable kerns T and L against classes; T a falls through to the second;
- `kern`, lookup "extension": an extension lookup (GPOS type 9) kerning L T;
- `kern`, lookup "placement": a value record with an x placement before the x advance;
- `dist`, lookup "distance": another feature's pair lookup, after the others;
- `kern` for latn TRK only, lookup "skipsBases": its flag skips base glyphs;
- `liga`: f f is a ligature (so f is not plain text);
- GDEF: every glyph a base glyph;
- cmap: U+304B (ka) set as "k" and U+3099 (the combining voiced sound mark) as "grave",
  and not U+304C (ga, ka with the mark): HarfBuzz sets the lacking ga as ka and the mark.

The test checks that Typometer's own pair kerning gives HarfBuzz's advances in each
case, leaves the TRK plan (a lookup that skips base glyphs) to HarfBuzz, and does not
set a lacking character that HarfBuzz decomposes as `.notdef`.

Usage: python3 Scripts/make-kerning-font.py   (needs fontTools)
"""
import os

from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.misc.timeTools import timestampFromString

import testfont_layout as fonts

OUT = os.path.join(fonts.OUT, "KerningPairs.ttf")
TIMESTAMP = timestampFromString("Wed Dec  2 00:00:00 2026")

FEATURES = """
languagesystem DFLT dflt;
languagesystem latn dflt;
languagesystem latn TRK;

@ROUND = [o e a c];
@STRAIGHT = [T L];

lookup second {
    pos A <0 0 -100 0> V <0 0 50 0>;
    pos V <0 0 -70 0> A <0 0 0 0>;
} second;

lookup fallThrough {
    pos T o -80;
    subtable;
    pos @STRAIGHT @ROUND -40;
} fallThrough;

lookup extension useExtension {
    pos L T -120;
} extension;

lookup placement {
    pos P A <10 0 -60 0>;
} placement;

lookup distance {
    pos Y o -33;
} distance;

lookup skipsBases {
    lookupflag IgnoreBaseGlyphs;
    pos W A -90;
} skipsBases;

feature kern {
    script latn;
    language dflt;
    lookup second;
    lookup fallThrough;
    lookup extension;
    lookup placement;
    language TRK;
    lookup skipsBases;
} kern;

feature dist {
    lookup distance;
} dist;

feature liga {
    sub f f by F;
} liga;

table GDEF {
    GlyphClassDef [%s], , , ;
} GDEF;
"""


def main():
    font = fonts.subset_source()
    bases = " ".join(g for g in font.getGlyphOrder() if g != ".notdef")
    addOpenTypeFeaturesFromString(font, FEATURES % bases)
    for table in font["cmap"].tables:
        if table.isUnicode():
            table.cmap[0x304B] = "k"
            table.cmap[0x3099] = "grave"
    fonts.save(font, "Kerning Pairs", "KerningPairs-Regular",
               "GSUB, GPOS and GDEF replaced by pair kerning cases", OUT, TIMESTAMP)


if __name__ == "__main__":
    main()
