#!/usr/bin/env python3
"""Writes Tests/Data/space-in-layout.tsv: whether each test face's space takes part in its layout.

For every face of the fonts in Fonts/ and of the space-layout test fonts
(Scripts/make-space-layout-fonts.py), fontTools reads the tables and this
script says whether the glyph of U+0020 can take part in shaping, and how:

- `kern`, `morx` or `kerx`: the face has one of these tables;
- `listed GSUB n` / `listed GPOS n`: lookup n names the space anywhere in its
  subtables (coverage, class definition, mapping, ligature, pair, anchor
  records): every glyph name found by walking the subtables' objects;
- `class 0 GSUB n` / `class 0 GPOS n`: lookup n reaches the space through
  class 0, the class of every glyph a class definition does not list (a
  PairPos format 2 subtable with a value in the space's column; a contextual
  format 2 subtable whose rule has class 0 where the space's class is 0);
- `skips bases GSUB n` / `skips bases GPOS n`: lookup n has IgnoreBaseGlyphs
  and can match across the space;
- `GDEF class k`: the space is a ligature (2), mark (3) or component (4);
- `kerns (…)`: only pair-kerning lookups (GPOS type 2 in every subtable, with no
  value for the second glyph) list or reach the space, the first such lookup in
  brackets: the space kerns with the glyphs beside it, and nothing else;
- `none`: none of these, so text shapes the same split at its spaces.

The walk is this script's own, written from the OpenType specification, not
from HarfBuzz: the test compares it with what ShapingFont decides
(its wordShaping is `words` exactly for `none`, `wordsKerningSpaces` for
`kerns`, `wholeRuns` for the rest).

Usage: python3 Scripts/reference-space-layout.py   (needs fontTools)
"""
import os
import sys

from fontTools.ttLib import TTCollection, TTFont
from fontTools.ttLib.tables import otBase

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = [os.path.join("Fonts", name) for name in sorted(os.listdir(os.path.join(ROOT, "Fonts")))
         if name.lower().endswith((".ttf", ".otf", ".ttc"))]
FONTS += ["Tests/Data/fonts/SpaceKernClassZero.ttf", "Tests/Data/fonts/SpaceContextClassZero.ttf",
          "Tests/Data/fonts/SpaceKernSecondValue.ttf"]
OUT = os.path.join(ROOT, "Tests", "Data", "space-in-layout.tsv")


def glyph_names(value, names, seen):
    """Every glyph name reachable from an otTables object."""
    if isinstance(value, str):
        if value in names:
            yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from glyph_names(key, names, seen)
            yield from glyph_names(item, names, seen)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from glyph_names(item, names, seen)
    elif isinstance(value, (otBase.BaseTable, otBase.ValueRecord)):
        if id(value) in seen:
            return
        seen.add(id(value))
        if isinstance(value, otBase.BaseTable):
            value.ensureDecompiled()
        for item in vars(value).values():
            yield from glyph_names(item, names, seen)


def subtables(lookup):
    for subtable in lookup.SubTable:
        kind = lookup.LookupType
        if kind in (7, 9) and hasattr(subtable, "ExtSubTable"):
            kind, subtable = subtable.ExtensionLookupType, subtable.ExtSubTable
        yield kind, subtable


def class_of(class_def, glyph):
    return class_def.classDefs.get(glyph, 0) if class_def is not None else 0


def value_is_set(record):
    if record is None:
        return False
    return any(getattr(record, name, 0) not in (0, None) for name in vars(record))


def reaches_through_class_zero(tag, kind, subtable, space):
    if getattr(subtable, "Format", None) != 2:
        return False
    if tag == "GPOS" and kind == 2:
        column = class_of(subtable.ClassDef2, space)
        return any(value_is_set(row.Class2Record[column].Value1)
                   or value_is_set(row.Class2Record[column].Value2)
                   for row in subtable.Class1Record if column < len(row.Class2Record))
    if (tag, kind) in (("GSUB", 5), ("GPOS", 7)):
        class_def = subtable.ClassDef
        sets = subtable.SubClassSet if tag == "GSUB" else subtable.PosClassSet
        rules = [rule for s in sets if s for rule in
                 (s.SubClassRule if tag == "GSUB" else s.PosClassRule)]
        return class_of(class_def, space) == 0 and any(0 in rule.Class for rule in rules)
    if (tag, kind) in (("GSUB", 6), ("GPOS", 8)):
        sets = subtable.ChainSubClassSet if tag == "GSUB" else subtable.ChainPosClassSet
        rules = [rule for s in sets if s for rule in
                 (s.ChainSubClassRule if tag == "GSUB" else s.ChainPosClassRule)]
        for class_def, field in ((subtable.BacktrackClassDef, "Backtrack"),
                                 (subtable.InputClassDef, "Input"),
                                 (subtable.LookAheadClassDef, "LookAhead")):
            if class_of(class_def, space) == 0 and any(0 in getattr(rule, field) for rule in rules):
                return True
    return False


def space_role(font):
    for tag in ("kern", "morx", "kerx"):
        if tag in font:
            return tag
    space = font.getBestCmap().get(0x20)
    if space is None:
        return "no space"
    names = set(font.getGlyphOrder())
    if "GDEF" in font and font["GDEF"].table.GlyphClassDef is not None:
        glyph_class = font["GDEF"].table.GlyphClassDef.classDefs.get(space, 0)
        if glyph_class >= 2:
            return f"GDEF class {glyph_class}"
    role = "none"
    for tag in ("GSUB", "GPOS"):
        if tag not in font or font[tag].table.LookupList is None:
            continue
        for index, lookup in enumerate(font[tag].table.LookupList.Lookup):
            if lookup.LookupFlag & 0x0002:
                return f"skips bases {tag} {index}"
            reason = None
            for kind, subtable in subtables(lookup):
                if space in set(glyph_names(subtable, names, set())):
                    reason = reason or f"listed {tag} {index}"
                if reaches_through_class_zero(tag, kind, subtable, space):
                    reason = reason or f"class 0 {tag} {index}"
            if reason is None:
                continue
            if tag == "GPOS" and all(kind == 2 and subtable.ValueFormat2 == 0
                                     for kind, subtable in subtables(lookup)):
                if role == "none":
                    role = f"kerns ({reason})"
                continue
            return reason
    return role


def main():
    rows = []
    for path in FONTS:
        full = os.path.join(ROOT, path)
        faces = TTCollection(full).fonts if path.lower().endswith(".ttc") else [TTFont(full)]
        for index, font in enumerate(faces):
            rows.append(f"{path}\t{index}\t{space_role(font)}")
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("# font\tface\twhat the space takes part in "
                  "(Scripts/reference-space-layout.py, fontTools)\n")
        out.write("\n".join(rows) + "\n")
    print("\n".join(rows), file=sys.stderr)


if __name__ == "__main__":
    main()
