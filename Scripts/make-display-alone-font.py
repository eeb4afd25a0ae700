#!/usr/bin/env python3
"""Builds Tests/Data/fonts/DisplayAlone-SFProDisplay.ttf: a font that calls
itself SF Pro Display (family "SF Pro Display", PostScript name
"SFProDisplay-Regular") with no SF Pro Text beside it, as an app that bundles
the Display faces alone does (VLC's screenshot fonts,
Buildsystem/Fastlane/screenshots/fonts/SF-Pro-Display-Regular.otf): the
system font's face from 20 pt, which no default system family is.

Made from Tests/Data/sizing/StandInDisplay-Regular.ttf (a modified copy of
Fonts/Roboto-Regular.ttf, Apache License 2.0: see that folder's README),
renamed; nothing else changed.

Deterministic (head.created/modified fixed). Usage: python3 Scripts/make-display-alone-font.py
"""
import os

from fontTools.misc.timeTools import timestampFromString
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Tests", "Data", "sizing", "StandInDisplay-Regular.ttf")
OUT = os.path.join(ROOT, "Tests", "Data", "fonts", "DisplayAlone-SFProDisplay.ttf")
TIMESTAMP = timestampFromString("Tue Dec  1 00:00:00 2026")


def main():
    font = TTFont(SOURCE)
    names = {1: "SF Pro Display", 2: "Regular", 3: "SF Pro Display Regular (stand-in)",
             4: "SF Pro Display Regular", 6: "SFProDisplay-Regular"}
    name_table = font["name"]
    for record in list(name_table.names):
        if record.nameID in (16, 17, 21, 22):
            name_table.removeNames(nameID=record.nameID)
    for name_id, value in names.items():
        name_table.setName(value, name_id, 3, 1, 0x409)
        name_table.setName(value, name_id, 1, 0, 0)
    font["head"].created = TIMESTAMP
    font["head"].modified = TIMESTAMP
    font.save(OUT)


if __name__ == "__main__":
    main()
