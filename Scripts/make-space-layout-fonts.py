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

from fontTools.otlLib import builder as otl
from fontTools.ttLib.tables import otTables as ot
from testfont_layout import OUT, class_def, layout_table, lookup, save, subset_source

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
