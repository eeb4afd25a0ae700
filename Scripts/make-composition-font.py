#!/usr/bin/env python3
"""Builds Tests/Data/fonts/ComposingReached.ttf: a `ccmp` rule that other lookups lead to.

Fonts/Roboto-Regular.ttf (Apache-2.0) subset to Basic Latin, Latin-1 and general
punctuation, renamed, with its GSUB, GPOS and GDEF replaced by five lookups, for
DFLT and latn:

- 0 (`locl`): single substitution x -> y;
- 1 (`calt`): chained context, format 3: q, through lookup 2;
- 2 (no feature, named by lookup 1): single substitution q -> y;
- 3 (`ccmp`): single substitution y -> z;
- 4 (`ss01`, off unless asked for): single substitution v -> y.

HarfBuzz applies lookups 0, 1 and 3 in that order, so "x" and "q" shape as "z"
with `ccmp` on and as "y" with it off, though neither is in the `ccmp` lookup's
coverage; "v" shapes as "v" either way. The test checks that Typometer keeps
`ccmp` on for x, q and y and may turn it off for v.

Usage: python3 Scripts/make-composition-font.py   (needs fontTools)
"""
import os

from fontTools.misc.timeTools import timestampFromString
from fontTools.ttLib.tables import otTables as ot
from fontTools.otlLib import builder as otl

import testfont_layout as fonts

OUT = os.path.join(fonts.OUT, "ComposingReached.ttf")
TIMESTAMP = timestampFromString("Wed Dec  2 00:00:00 2026")


def single(mapping):
    subtable = ot.SingleSubst()
    subtable.Format = 2
    subtable.mapping = mapping
    return fonts.lookup(1, subtable)


def chain_through(glyph, nested, glyph_map):
    chain = ot.ChainContextSubst()
    chain.Format = 3
    chain.BacktrackCoverage, chain.BacktrackGlyphCount = [], 0
    chain.InputCoverage, chain.InputGlyphCount = [otl.buildCoverage([glyph], glyph_map)], 1
    chain.LookAheadCoverage, chain.LookAheadGlyphCount = [], 0
    record = ot.SubstLookupRecord()
    record.SequenceIndex, record.LookupListIndex = 0, nested
    chain.SubstLookupRecord, chain.SubstCount = [record], 1
    return fonts.lookup(6, chain)


def main():
    font = fonts.subset_source()
    glyph_map = font.getReverseGlyphMap()
    lookups = [single({"x": "y"}), chain_through("q", 2, glyph_map), single({"q": "y"}),
               single({"y": "z"}), single({"v": "y"})]
    features = [("calt", [1]), ("ccmp", [3]), ("locl", [0]), ("ss01", [4])]
    font["GSUB"] = fonts.layout_table("GSUB", features, lookups)
    fonts.save(font, "Composing Reached", "ComposingReached-Regular",
               "GSUB replaced by lookups that lead to a ccmp rule", OUT, TIMESTAMP)


if __name__ == "__main__":
    main()
