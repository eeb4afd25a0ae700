"""Helpers of the scripts that build test fonts from Fonts/Roboto-Regular.ttf
(make-space-layout-fonts.py, make-composition-font.py, make-kerning-font.py): the
subset source, GSUB/GPOS tables and lookups, and naming, dating and writing a font.
Not a script of its own."""
import os
import sys

from fontTools.misc.timeTools import timestampFromString
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
