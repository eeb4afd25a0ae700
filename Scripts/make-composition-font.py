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
import sys

from fontTools.misc.timeTools import timestampFromString
from fontTools.otlLib import builder as otl
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables import otTables as ot
from fontsubset import subset_font

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Fonts", "Roboto-Regular.ttf")
OUT = os.path.join(ROOT, "Tests", "Data", "fonts", "ComposingReached.ttf")
TIMESTAMP = timestampFromString("Wed Dec  2 00:00:00 2026")


def lookup(kind, subtable):
    table = ot.Lookup()
    table.LookupType = kind
    table.LookupFlag = 0
    table.SubTable = [subtable]
    table.SubTableCount = 1
    return table


def single(mapping):
    subtable = ot.SingleSubst()
    subtable.Format = 2
    subtable.mapping = mapping
    return lookup(1, subtable)


def chain_through(glyph, nested, glyph_map):
    chain = ot.ChainContextSubst()
    chain.Format = 3
    chain.BacktrackCoverage, chain.BacktrackGlyphCount = [], 0
    chain.InputCoverage, chain.InputGlyphCount = [otl.buildCoverage([glyph], glyph_map)], 1
    chain.LookAheadCoverage, chain.LookAheadGlyphCount = [], 0
    record = ot.SubstLookupRecord()
    record.SequenceIndex, record.LookupListIndex = 0, nested
    chain.SubstLookupRecord, chain.SubstCount = [record], 1
    return lookup(6, chain)


def gsub(glyph_map):
    table = ot.GSUB()
    table.Version = 0x00010000
    lookups = [single({"x": "y"}), chain_through("q", 2, glyph_map), single({"q": "y"}),
               single({"y": "z"}), single({"v": "y"})]
    table.LookupList = ot.LookupList()
    table.LookupList.Lookup = lookups
    table.LookupList.LookupCount = len(lookups)
    records = []
    for tag, index in (("calt", 1), ("ccmp", 3), ("locl", 0), ("ss01", 4)):
        record = ot.FeatureRecord()
        record.FeatureTag = tag
        record.Feature = ot.Feature()
        record.Feature.FeatureParams = None
        record.Feature.LookupListIndex = [index]
        record.Feature.LookupCount = 1
        records.append(record)
    table.FeatureList = ot.FeatureList()
    table.FeatureList.FeatureRecord = records
    table.FeatureList.FeatureCount = len(records)
    table.ScriptList = ot.ScriptList()
    table.ScriptList.ScriptRecord = []
    for script in ("DFLT", "latn"):
        langsys = ot.LangSys()
        langsys.LookupOrder = None
        langsys.ReqFeatureIndex = 0xFFFF
        langsys.FeatureIndex = list(range(len(records)))
        langsys.FeatureCount = len(records)
        script_record = ot.ScriptRecord()
        script_record.ScriptTag = script
        script_record.Script = ot.Script()
        script_record.Script.DefaultLangSys = langsys
        script_record.Script.LangSysRecord = []
        script_record.Script.LangSysCount = 0
        table.ScriptList.ScriptRecord.append(script_record)
    table.ScriptList.ScriptCount = 2
    wrapper = newTable("GSUB")
    wrapper.table = table
    return wrapper


def main():
    family, ps = "Composing Reached", "ComposingReached-Regular"
    font = TTFont(SOURCE, recalcTimestamp=False)
    subset_font(font)
    for tag in ("GSUB", "GPOS", "GDEF"):
        if tag in font:
            del font[tag]
    font["GSUB"] = gsub(font.getReverseGlyphMap())
    names = font["name"]
    for nid in (1, 3, 4, 6, 10, 16, 17):
        names.removeNames(nameID=nid)
    for nid, text in ((1, family), (2, "Regular"), (3, f"{ps};2.138"), (4, f"{family} Regular"),
                      (6, ps), (10, "Modified Roboto Regular 2.138: subset, renamed, GSUB "
                                    "replaced by lookups that lead to a ccmp rule (a test font)")):
        names.setName(text, nid, 3, 1, 0x409)
    font["head"].created = font["head"].modified = TIMESTAMP
    font.save(OUT)
    print(f"wrote {os.path.relpath(OUT, ROOT)} ({os.path.getsize(OUT)} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
