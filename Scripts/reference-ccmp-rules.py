#!/usr/bin/env python3
"""Writes Tests/Data/ccmp-rules.tsv: texts that each `ccmp` rule of the test faces matches.

For every face of the fonts in Fonts/, of the space-layout test fonts and of
Tests/Data/fonts/ComposingReached.ttf (Scripts/make-composition-font.py),
fontTools reads GSUB and this script walks every lookup that a `ccmp`
feature lists, every subtable (extensions followed) and every rule, and
writes one text the rule matches: for each place of the rule (backtrack,
input, lookahead; a ligature's components; a substitution's glyph), a glyph
of that place (the first of a coverage or class, or class 0's first glyph
outside the class definition) that the face's character map reaches, as that
character. Rules with a place no character reaches are left out.

The walk is this script's own, written from the OpenType specification, not
from HarfBuzz or Typometer's reading of the tables. The test shapes each text
with HarfBuzz twice, with `ccmp` on and off, and checks that Typometer never
shapes a text with `ccmp` off where that changes the glyphs or positions, and
that its shaping of every text equals HarfBuzz's with `ccmp` on.

Usage: python3 Scripts/reference-ccmp-rules.py   (needs fontTools)
"""
import os

from fontTools.ttLib import TTCollection, TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = [os.path.join("Fonts", name) for name in sorted(os.listdir(os.path.join(ROOT, "Fonts")))
         if name.lower().endswith((".ttf", ".otf", ".ttc"))]
FONTS += ["Tests/Data/fonts/SpaceKernClassZero.ttf", "Tests/Data/fonts/SpaceContextClassZero.ttf",
          "Tests/Data/fonts/SpaceKernSecondValue.ttf", "Tests/Data/fonts/ComposingReached.ttf"]
OUT = os.path.join(ROOT, "Tests", "Data", "ccmp-rules.tsv")


def faces(path):
    full = os.path.join(ROOT, path)
    if path.lower().endswith(".ttc"):
        return list(enumerate(TTCollection(full).fonts))
    return [(0, TTFont(full))]


def rule_texts(font):
    """(lookup index, [glyph name per place]) for every rule of every ccmp lookup."""
    gsub = font["GSUB"].table if "GSUB" in font else None
    if gsub is None or gsub.FeatureList is None or gsub.LookupList is None:
        return
    lookups = sorted({index for record in gsub.FeatureList.FeatureRecord
                      if record.FeatureTag == "ccmp" for index in record.Feature.LookupListIndex})
    order = font.getGlyphOrder()
    for index in lookups:
        lookup = gsub.LookupList.Lookup[index]
        for subtable in lookup.SubTable:
            kind = lookup.LookupType
            if kind == 7:
                kind, subtable = subtable.ExtensionLookupType, subtable.ExtSubTable
            for places in rules(kind, subtable, order):
                yield index, places


def first(glyphs):
    return [glyphs] if isinstance(glyphs, str) else list(glyphs)


def class_members(class_def, klass, order):
    """The glyphs of class `klass` (class 0: those the definition does not list)."""
    defs = class_def.classDefs if class_def is not None else {}
    if klass == 0:
        return [name for name in order if name not in defs]
    return sorted((name for name, value in defs.items() if value == klass), key=order.index)


def rules(kind, st, order):
    """Each rule as a list of places, each place a list of glyph names (any of them matches)."""
    if kind in (1, 2, 3):
        mapping = st.mapping if kind in (1, 2) else st.alternates
        for glyph in mapping:
            yield [[glyph]]
    elif kind == 4:
        for glyph, ligatures in st.ligatures.items():
            for ligature in ligatures:
                yield [[glyph]] + [[component] for component in ligature.Component]
    elif kind in (5, 6) and st.Format == 1:
        chained = kind == 6
        sets = st.ChainSubRuleSet if chained else st.SubRuleSet
        for glyph, rule_set in zip(st.Coverage.glyphs, sets):
            if rule_set is None:
                continue
            for rule in (rule_set.ChainSubRule if chained else rule_set.SubRule):
                before = list(reversed(rule.Backtrack)) if chained else []
                after = list(rule.LookAhead) if chained else []
                yield [[g] for g in before] + [[glyph]] + [[g] for g in rule.Input] + [[g] for g in after]
    elif kind in (5, 6) and st.Format == 2:
        chained = kind == 6
        sets = st.ChainSubClassSet if chained else st.SubClassSet
        input_def = st.InputClassDef if chained else st.ClassDef
        for klass, rule_set in enumerate(sets or []):
            if rule_set is None:
                continue
            firsts = [g for g in st.Coverage.glyphs if input_def.classDefs.get(g, 0) == klass]
            for rule in (rule_set.ChainSubClassRule if chained else rule_set.SubClassRule):
                before = [class_members(st.BacktrackClassDef, k, order)
                          for k in reversed(rule.Backtrack)] if chained else []
                after = [class_members(st.LookAheadClassDef, k, order)
                         for k in rule.LookAhead] if chained else []
                middle = [class_members(input_def, k, order)
                          for k in (rule.Input if chained else rule.Class)]
                yield before + [firsts] + middle + after
    elif kind == 5 and st.Format == 3:
        yield [coverage.glyphs for coverage in st.Coverage]
    elif kind == 6 and st.Format == 3:
        yield ([c.glyphs for c in reversed(st.BacktrackCoverage)] + [c.glyphs for c in st.InputCoverage]
               + [c.glyphs for c in st.LookAheadCoverage])
    elif kind == 8:
        yield ([c.glyphs for c in reversed(st.BacktrackCoverage)] + [st.Coverage.glyphs]
               + [c.glyphs for c in st.LookAheadCoverage])


def main():
    rows = []
    for path in FONTS:
        for face, font in faces(path):
            reverse = {}
            for code, name in sorted(font.getBestCmap().items()):
                reverse.setdefault(name, code)
            seen = set()
            for lookup, places in rule_texts(font):
                codes = []
                for place in places:
                    code = next((reverse[g] for g in place if g in reverse), None)
                    if code is None:
                        break
                    codes.append(code)
                else:
                    text = " ".join("%04X" % code for code in codes)
                    if (lookup, text) not in seen:
                        seen.add((lookup, text))
                        rows.append((path, face, lookup, text))
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("# font\tface\tccmp lookup\ttext a rule of it matches, as code points "
                  "(Scripts/reference-ccmp-rules.py, fontTools)\n")
        for path, face, lookup, text in rows:
            out.write("%s\t%d\t%d\t%s\n" % (path, face, lookup, text))
    print("%d texts written to %s" % (len(rows), os.path.relpath(OUT, ROOT)))


if __name__ == "__main__":
    main()
