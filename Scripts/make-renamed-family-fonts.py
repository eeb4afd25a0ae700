#!/usr/bin/env python3
"""Builds two renamed copies of test fonts, each standing for a family a test
needs the catalog to hold without the real files:

- Tests/Data/fonts/DisplayAlone-SFProDisplay.ttf: a font that calls itself SF
  Pro Display (family "SF Pro Display", PostScript name "SFProDisplay-Regular")
  with no SF Pro Text beside it, as an app that bundles the Display faces alone
  does (VLC's screenshot fonts,
  Buildsystem/Fastlane/screenshots/fonts/SF-Pro-Display-Regular.otf): the system
  font's face from 20 pt, which no default system family is. Made from
  Tests/Data/sizing/StandInDisplay-Regular.ttf.
- Tests/Data/fonts/StandIn-RobotoCondensed.ttf: a font that calls itself Roboto
  Condensed (family "Roboto Condensed", PostScript name
  "RobotoCondensed-Regular", weight 400), the family Android's
  sans-serif-condensed is. Made from Tests/Data/sizing/StandInText-Regular.ttf.

Both sources are modified copies of Fonts/Roboto-Regular.ttf (Apache License
2.0: see Tests/Data/sizing/README.md); here they are renamed, nothing else
changed. Deterministic (head.created/modified fixed).
Usage: python3 Scripts/make-renamed-family-fonts.py
"""
import os

from fontTools.misc.timeTools import timestampFromString
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMESTAMP = timestampFromString("Tue Dec  1 00:00:00 2026")
FONTS = [
    ("StandInDisplay-Regular.ttf", "DisplayAlone-SFProDisplay.ttf", "SF Pro Display",
     "SFProDisplay-Regular", "SF Pro Display Regular (stand-in)"),
    ("StandInText-Regular.ttf", "StandIn-RobotoCondensed.ttf", "Roboto Condensed",
     "RobotoCondensed-Regular", "Roboto Condensed Regular (stand-in)"),
]


def rename(source, out, family, postscript, unique):
    font = TTFont(os.path.join(ROOT, "Tests", "Data", "sizing", source), recalcTimestamp=False)
    names = {1: family, 2: "Regular", 3: unique, 4: family + " Regular", 6: postscript}
    name_table = font["name"]
    for record in list(name_table.names):
        if record.nameID in (16, 17, 21, 22):
            name_table.removeNames(nameID=record.nameID)
    for name_id, value in names.items():
        name_table.setName(value, name_id, 3, 1, 0x409)
        name_table.setName(value, name_id, 1, 0, 0)
    font["head"].created = TIMESTAMP
    font["head"].modified = TIMESTAMP
    font.save(os.path.join(ROOT, "Tests", "Data", "fonts", out))


def main():
    for font in FONTS:
        rename(*font)


if __name__ == "__main__":
    main()
