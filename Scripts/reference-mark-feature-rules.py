#!/usr/bin/env python3
"""Writes Tests/Data/mark-feature-rules.tsv: texts each rule of the mark features matches.

For every face of the fonts in Fonts/, of the space-layout test fonts and of
Tests/Data/fonts/ComposingReached.ttf (Scripts/make-composition-font.py),
fontTools reads GSUB and GPOS and this script walks every lookup that a
composition or mark-positioning feature (`ccmp`, `mark`, `mkmk`, `abvm`,
`blwm`) lists, every subtable (extensions followed) and every rule, and
writes texts the rule matches: for each place of the rule (backtrack, input,
lookahead; a ligature's components; a substitution's glyph; a pair; a base
and its mark), a glyph of that place (the first of a coverage or class, or
class 0's first glyph outside the class definition) that the face's
character map reaches, as that character. A mark attachment gives a text for
each of its marks (after its first base). Rules with a place no character reaches are left out.

The walk is this script's own, written from the OpenType specification, not
from HarfBuzz or Typometer's reading of the tables. The test shapes each text
with HarfBuzz twice, with these features on and off, and checks that
Typometer never shapes a text with them off where that changes the glyphs or
positions, and that its shaping of every text equals HarfBuzz's with them on.

Usage: python3 Scripts/reference-mark-feature-rules.py   (needs fontTools)
"""
import os

from fontTools.ttLib import TTCollection, TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = [os.path.join("Fonts", name) for name in sorted(os.listdir(os.path.join(ROOT, "Fonts")))
         if name.lower().endswith((".ttf", ".otf", ".ttc"))]
FONTS += ["Tests/Data/fonts/SpaceKernClassZero.ttf", "Tests/Data/fonts/SpaceContextClassZero.ttf",
          "Tests/Data/fonts/SpaceKernSecondValue.ttf", "Tests/Data/fonts/ComposingReached.ttf"]
OUT = os.path.join(ROOT, "Tests", "Data", "mark-feature-rules.tsv")
FEATURES = ("ccmp", "mark", "mkmk", "abvm", "blwm")


def faces(path):
    full = os.path.join(ROOT, path)
    if path.lower().endswith(".ttc"):
        return list(enumerate(TTCollection(full).fonts))
    return [(0, TTFont(full))]


def rule_texts(font):
    """(table, lookup index, [glyph names per place]) for every rule of every lookup of FEATURES."""
    order = font.getGlyphOrder()
    for tag, extension in (("GSUB", 7), ("GPOS", 9)):
        table = font[tag].table if tag in font else None
        if table is None or table.FeatureList is None or table.LookupList is None:
            continue
        lookups = sorted({index for record in table.FeatureList.FeatureRecord
                          if record.FeatureTag in FEATURES for index in record.Feature.LookupListIndex})
        for index in lookups:
            lookup = table.LookupList.Lookup[index]
            for subtable in lookup.SubTable:
                kind = lookup.LookupType
                if kind == extension:
                    kind, subtable = subtable.ExtensionLookupType, subtable.ExtSubTable
                found = rules(kind, subtable, order) if tag == "GSUB" else positionings(kind, subtable, order)
                for places in found:
                    yield tag, index, places


def positionings(kind, st, order):
    """Each GPOS rule as a list of places, as rules() does for GSUB."""
    if kind in (1, 3):
        for glyph in st.Coverage.glyphs:
            yield [[glyph]] * (2 if kind == 3 else 1)
    elif kind == 2 and st.Format == 1:
        for glyph, pair_set in zip(st.Coverage.glyphs, st.PairSet):
            for record in pair_set.PairValueRecord:
                yield [[glyph], [record.SecondGlyph]]
    elif kind == 2 and st.Format == 2:
        yield [st.Coverage.glyphs, order]
    elif kind in (4, 5, 6):
        marks = (st.Mark1Coverage if kind == 6 else st.MarkCoverage).glyphs
        bases = {4: lambda: st.BaseCoverage, 5: lambda: st.LigatureCoverage,
                 6: lambda: st.Mark2Coverage}[kind]().glyphs
        for mark in marks:
            yield [bases, [mark]]
    elif kind in (7, 8):
        # Laid out as contextual substitution, under other names.
        yield from rules(kind - 2, st, order, prefix="Pos")


def first(glyphs):
    return [glyphs] if isinstance(glyphs, str) else list(glyphs)


def class_members(class_def, klass, order):
    """The glyphs of class `klass` (class 0: those the definition does not list)."""
    defs = class_def.classDefs if class_def is not None else {}
    if klass == 0:
        return [name for name in order if name not in defs]
    return sorted((name for name, value in defs.items() if value == klass), key=order.index)


def rules(kind, st, order, prefix="Sub"):
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
        sets = getattr(st, f"Chain{prefix}RuleSet" if chained else f"{prefix}RuleSet")
        for glyph, rule_set in zip(st.Coverage.glyphs, sets):
            if rule_set is None:
                continue
            for rule in getattr(rule_set, f"Chain{prefix}Rule" if chained else f"{prefix}Rule"):
                before = list(reversed(rule.Backtrack)) if chained else []
                after = list(rule.LookAhead) if chained else []
                yield [[g] for g in before] + [[glyph]] + [[g] for g in rule.Input] + [[g] for g in after]
    elif kind in (5, 6) and st.Format == 2:
        chained = kind == 6
        sets = getattr(st, f"Chain{prefix}ClassSet" if chained else f"{prefix}ClassSet")
        input_def = st.InputClassDef if chained else st.ClassDef
        for klass, rule_set in enumerate(sets or []):
            if rule_set is None:
                continue
            firsts = [g for g in st.Coverage.glyphs if input_def.classDefs.get(g, 0) == klass]
            for rule in getattr(rule_set, f"Chain{prefix}ClassRule" if chained else f"{prefix}ClassRule"):
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
            for table, lookup, places in rule_texts(font):
                codes = []
                for place in places:
                    code = next((reverse[g] for g in place if g in reverse), None)
                    if code is None:
                        break
                    codes.append(code)
                else:
                    text = " ".join("%04X" % code for code in codes)
                    if (table, lookup, text) not in seen:
                        seen.add((table, lookup, text))
                        rows.append((path, face, table, lookup, text))
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("# font\tface\ttable\tlookup\ttext a rule of it matches, as code points "
                  "(Scripts/reference-mark-feature-rules.py, fontTools)\n")
        for path, face, table, lookup, text in rows:
            out.write("%s\t%d\t%s\t%d\t%s\n" % (path, face, table, lookup, text))
    print("%d texts written to %s" % (len(rows), os.path.relpath(OUT, ROOT)))


if __name__ == "__main__":
    main()
