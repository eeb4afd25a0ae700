#!/usr/bin/env python3
"""Builds Tests/Data/sizing/TrakTest-STAT.ttf and TrakTest-NoSTAT.ttf: fonts with an AAT `trak` table.

Both are Fonts/Roboto-Regular.ttf (Apache-2.0) subset to Basic Latin, Latin-1 and
general punctuation (U+0020-007E, U+00A0-00FF, U+2010-2027: every character of the
strings in Scripts/reference-sizing.py, so none falls back to .notdef or another
font), with all layout features and name records, renamed, with the same `trak` table:
format 0, one horizontal track (track value 0.0, named "Normal" by name ID 257),
per-size values in font units (upem 2048) given by TRAK below: loose at small sizes,
tight at large ones, flat from 72 pt on so that sizes up to 128 pt need no
extrapolation (HarfBuzz extrapolates the last segment beyond the last size).

TrakTest-STAT.ttf also has a minimal STAT table (one wght axis, value 400 "Regular"):
CoreText applies `trak` by default only to fonts with a STAT table, so this face is
tracked at every point size and TrakTest-NoSTAT.ttf is tracked at none.

The output is deterministic: head.created/modified are fixed and not recalculated.

Usage: python3 Scripts/make-trak-fonts.py   (needs fontTools: pip install fonttools)
"""
import os
import sys

from fontTools.misc.timeTools import timestampFromString
from fontTools.otlLib.builder import buildStatTable
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
from fontsubset import subset_font

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Fonts", "Roboto-Regular.ttf")
OUT = os.path.join(ROOT, "Tests", "Data", "sizing")

# point size -> tracking in font units (upem 2048) for the normal track
TRAK = {6: 150, 8: 110, 12: 50, 17: 20, 24: -20, 36: -45, 72: -70, 128: -70}
TIMESTAMP = timestampFromString("Tue Dec  1 00:00:00 2026")


def build(with_stat):
    tag = "STAT" if with_stat else "NoSTAT"
    family, ps = f"Trak Test {tag}", f"TrakTest{tag}-Regular"
    font = TTFont(SOURCE, recalcTimestamp=False)
    subset_font(font)

    name = font["name"]
    for nid in (1, 3, 4, 6, 10, 16, 17):
        name.removeNames(nameID=nid)
    for nid, text in ((1, family), (2, "Regular"), (3, f"{ps};2.138"), (4, f"{family} Regular"), (6, ps),
                      (10, "Modified Roboto Regular 2.138: subset, renamed, AAT trak table added"
                       + (", STAT table added" if with_stat else "") + " (a test font)")):
        name.setName(text, nid, 3, 1, 0x409)

    trak = newTable("trak")
    trak.version, trak.format = 1.0, 0
    normal = name.addName("Normal", platforms=((3, 1, 0x409),), minNameID=256)
    trak.horizData = TrackData({0.0: TrackTableEntry(dict(TRAK), nameIndex=normal)})
    trak.vertData = TrackData()
    font["trak"] = trak

    if with_stat:
        buildStatTable(font, [dict(tag="wght", name="Weight", values=[
            dict(value=400, name="Regular", flags=0x2)])], windowsNames=True, macNames=False)

    font["head"].created = font["head"].modified = TIMESTAMP
    path = os.path.join(OUT, f"TrakTest-{tag}.ttf")
    font.save(path)
    print(f"wrote {os.path.relpath(path, ROOT)} ({os.path.getsize(path)} bytes)", file=sys.stderr)


def main():
    os.makedirs(OUT, exist_ok=True)
    build(with_stat=True)
    build(with_stat=False)


if __name__ == "__main__":
    main()
