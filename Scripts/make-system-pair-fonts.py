#!/usr/bin/env python3
"""Builds Tests/Data/sizing/StandIn{Text,Display}-{Regular,Bold}.ttf: a static
Text/Display font pair standing in for Apple's SF Pro Text and SF Pro Display.

Each is Fonts/Roboto-Regular.ttf (Apache-2.0) subset to U+0020-007E, U+00A0-00FF
and U+2010-2027, renamed (families "Stand In Text" and "Stand In Display") and
made tellable apart by width: every advance is multiplied by a factor (Text
Regular 1.0, Text Bold 1.1, Display Regular 0.9, Display Bold 1.0), and the Bold
faces have usWeightClass 700 (the Regular 400). No `trak` table, so a system
font set in them takes Apple's HIG tracking table.

Deterministic (head.created/modified fixed). Usage: python3 Scripts/make-system-pair-fonts.py
"""
import os
import sys

from fontTools.misc.timeTools import timestampFromString
from fontTools.ttLib import TTFont
from fontsubset import subset_font

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Fonts", "Roboto-Regular.ttf")
OUT = os.path.join(ROOT, "Tests", "Data", "sizing")
TIMESTAMP = timestampFromString("Tue Dec  1 00:00:00 2026")
FACES = [  # (cut, weight name, weight class, advance factor)
    ("Text", "Regular", 400, 1.0),
    ("Text", "Bold", 700, 1.1),
    ("Display", "Regular", 400, 0.9),
    ("Display", "Bold", 700, 1.0),
]


def build(cut, weight, weight_class, factor):
    family, ps = f"Stand In {cut}", f"StandIn{cut}-{weight}"
    font = TTFont(SOURCE, recalcTimestamp=False)
    subset_font(font)

    name = font["name"]
    for nid in (1, 2, 3, 4, 6, 10, 16, 17):
        name.removeNames(nameID=nid)
    for nid, text in ((1, family), (2, weight), (3, f"{ps};2.138"), (4, f"{family} {weight}"),
                      (6, ps), (10, f"Modified Roboto Regular 2.138: subset, renamed, advances "
                                    f"x{factor} (a test font)")):
        name.setName(text, nid, 3, 1, 0x409)
    font["OS/2"].usWeightClass = weight_class
    if weight == "Bold":
        font["OS/2"].fsSelection = (font["OS/2"].fsSelection & ~0x40) | 0x20
        font["head"].macStyle |= 1
    hmtx = font["hmtx"]
    for glyph, (advance, lsb) in list(hmtx.metrics.items()):
        hmtx.metrics[glyph] = (int(round(advance * factor)), lsb)
    font["head"].created = font["head"].modified = TIMESTAMP
    path = os.path.join(OUT, f"{ps}.ttf")
    font.save(path)
    print(f"wrote {os.path.relpath(path, ROOT)} ({os.path.getsize(path)} bytes)", file=sys.stderr)


def main():
    os.makedirs(OUT, exist_ok=True)
    for face in FACES:
        build(*face)


if __name__ == "__main__":
    main()
