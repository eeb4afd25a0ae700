#!/usr/bin/env python3
"""Builds test fonts whose space takes part in layout in ways that are easy to miss.

Tests/Data/fonts/SpaceKernClassZero.ttf and SpaceContextClassZero.ttf are
Fonts/Roboto-Regular.ttf (Apache-2.0) subset to Basic Latin, Latin-1 and general
punctuation, renamed, with its GSUB, GPOS and GDEF replaced by a lookup that
reaches the space although no class definition lists it (a glyph a class
definition does not list is in class 0):

- SpaceKernClassZero: GPOS PairPos format 2 (`kern`): first classes {T, V}
  (class 1), second classes {A, O} (class 1); class 1 kerns class 1 by -100 and
  class 0 (every other glyph, the space among them) by -300 units. "T " is
  kerned, "T" at the end of a text is not.
- SpaceContextClassZero: GSUB ChainContextSubst format 2 (`calt`): `a` (input
  class 1) followed by a class 0 glyph (lookahead classes list only {b, c} as
  class 1) becomes `w` (through a second, single substitution lookup). "a "
  becomes "w ", "a" at the end of a text stays.

And Tests/Data/fonts/SpaceKernSecondValue.ttf, the same with one PairPos format 1
lookup (`kern`) that kerns the space before T by -100 units and T itself by -50:
a pair that moves its second glyph, so the space kerns with more than its
neighbours' advances.

HarfBuzz's hb_ot_layout_lookup_collect_glyphs does not list the space for either
class 0 lookup. Scripts/reference-space-layout.py, not this script, says what each
face's space takes part in.

Usage: python3 Scripts/make-space-layout-fonts.py   (needs fontTools)
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
OUT = os.path.join(ROOT, "Tests", "Data", "fonts")
TIMESTAMP = timestampFromString("Tue Dec  1 00:00:00 2026")


def class_def(glyphs):
    table = ot.ClassDef()
    table.classDefs = {glyph: 1 for glyph in glyphs}
    return table


def layout_table(tag, features, lookups):
    """A GSUB or GPOS table with these lookups and features ((tag, [lookup index]) pairs,
    in the feature list's order), every feature on for DFLT and latn."""
    table = getattr(ot, tag)()
    table.Version = 0x00010000
    table.LookupList = ot.LookupList()
    table.LookupList.Lookup = lookups
    table.LookupList.LookupCount = len(lookups)
    records = []
    for feature, indices in features:
        record = ot.FeatureRecord()
        record.FeatureTag = feature
        record.Feature = ot.Feature()
        record.Feature.FeatureParams = None
        record.Feature.LookupListIndex = indices
        record.Feature.LookupCount = len(indices)
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
    wrapper = newTable(tag)
    wrapper.table = table
    return wrapper


def lookup(kind, subtable):
    table = ot.Lookup()
    table.LookupType = kind
    table.LookupFlag = 0
    table.SubTable = [subtable]
    table.SubTableCount = 1
    return table


def kern_class_zero(glyph_map):
    pair = ot.PairPos()
    pair.Format = 2
    pair.Coverage = otl.buildCoverage(["T", "V"], glyph_map)
    pair.ValueFormat1, pair.ValueFormat2 = 0x0004, 0  # XAdvance on the first glyph
    pair.ClassDef1, pair.ClassDef2 = class_def(["T", "V"]), class_def(["A", "O"])
    pair.Class1Count, pair.Class2Count = 2, 2
    rows = []
    for values in ((0, 0), (-300, -100)):  # class 0 first (uncovered), then T and V
        row = ot.Class1Record()
        row.Class2Record = []
        for advance in values:
            cell = ot.Class2Record()
            cell.Value1 = ot.ValueRecord()
            cell.Value1.XAdvance = advance
            cell.Value2 = None
            row.Class2Record.append(cell)
        rows.append(row)
    pair.Class1Record = rows
    return "GPOS", "kern", lookup(2, pair)


def kern_second_value(glyph_map):
    pair = otl.buildPairPosGlyphsSubtable(
        {("space", "T"): (otl.buildValue({"XAdvance": -100}), otl.buildValue({"XAdvance": -50}))},
        glyph_map)
    return "GPOS", "kern", lookup(2, pair)


def context_class_zero(glyph_map):
    single = ot.SingleSubst()
    single.Format = 2
    single.mapping = {"a": "w"}
    chain = ot.ChainContextSubst()
    chain.Format = 2
    chain.Coverage = otl.buildCoverage(["a"], glyph_map)
    chain.BacktrackClassDef = class_def([])
    chain.InputClassDef = class_def(["a"])
    chain.LookAheadClassDef = class_def(["b", "c"])
    rule = ot.ChainSubClassRule()
    rule.Backtrack, rule.BacktrackGlyphCount = [], 0
    rule.Input, rule.GlyphCount = [], 1
    rule.LookAhead, rule.LookAheadGlyphCount = [0], 1
    record = ot.SubstLookupRecord()
    record.SequenceIndex, record.LookupListIndex = 0, 1
    rule.SubstLookupRecord, rule.SubstCount = [record], 1
    rule_set = ot.ChainSubClassSet()
    rule_set.ChainSubClassRule, rule_set.ChainSubClassRuleCount = [rule], 1
    chain.ChainSubClassSet = [None, rule_set]
    chain.ChainSubClassSetCount = 2
    return "GSUB", "calt", lookup(6, chain), lookup(1, single)


def subset_source():
    """Roboto Regular subset, with no GSUB, GPOS or GDEF."""
    font = TTFont(SOURCE, recalcTimestamp=False)
    subset_font(font)
    for tag in ("GSUB", "GPOS", "GDEF"):
        if tag in font:
            del font[tag]
    return font


def save(font, family, ps, change, path, timestamp=TIMESTAMP):
    """Renames the font (ID 10 says what `change` made of it), dates it and writes it."""
    names = font["name"]
    for nid in (1, 3, 4, 6, 10, 16, 17):
        names.removeNames(nameID=nid)
    for nid, text in ((1, family), (2, "Regular"), (3, f"{ps};2.138"), (4, f"{family} Regular"),
                      (6, ps), (10, f"Modified Roboto Regular 2.138: subset, renamed, {change} "
                                    "(a test font)")):
        names.setName(text, nid, 3, 1, 0x409)
    font["head"].created = font["head"].modified = timestamp
    font.save(path)
    print(f"wrote {os.path.relpath(path, ROOT)} ({os.path.getsize(path)} bytes)", file=sys.stderr)


def build(name, make):
    font = subset_source()
    tag, feature, *lookups = make(font.getReverseGlyphMap())
    font[tag] = layout_table(tag, [(feature, [0])], lookups)
    save(font, f"Space {name}", f"Space{name}-Regular",
         f"{tag} replaced by one lookup that kerns or reaches the space",
         os.path.join(OUT, f"Space{name}.ttf"))


def main():
    os.makedirs(OUT, exist_ok=True)
    build("KernClassZero", kern_class_zero)
    build("ContextClassZero", context_class_zero)
    build("KernSecondValue", kern_second_value)


if __name__ == "__main__":
    main()
