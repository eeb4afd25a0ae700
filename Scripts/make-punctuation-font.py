#!/usr/bin/env python3
"""Builds Tests/Data/fonts/SharedPunctuation.ttf: Arabic punctuation alone, as the
fonts of other scripts that use it have it (Noto Sans Adlam and Hanifi Rohingya have
the Arabic comma, semicolon, question mark and tatweel, and Hanifi Rohingya the
Arabic-Indic digits).

Fonts/NotoSansArabic-Regular.ttf (SIL Open Font License 1.1) subset to U+0020,
U+060C, U+061B, U+061F, U+0640 and U+0660-0669, renamed "Shared Punctuation". The test sets it
before Noto Sans Arabic in a cascade: the question mark of an Arabic word must stay
in the word's face, not go to the first face that has it.

Usage: python3 Scripts/make-punctuation-font.py   (needs fontTools)
"""
import os
import sys

from fontTools.misc.timeTools import timestampFromString
from fontTools.ttLib import TTFont
from fontsubset import subset_font

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Fonts", "NotoSansArabic-Regular.ttf")
OUT = os.path.join(ROOT, "Tests", "Data", "fonts", "SharedPunctuation.ttf")
TIMESTAMP = timestampFromString("Sun Dec  6 00:00:00 2026")


def main():
    font = TTFont(SOURCE, recalcTimestamp=False)
    subset_font(font, "U+0020,U+060C,U+061B,U+061F,U+0640,U+0660-0669")
    names = font["name"]
    for nid in (1, 3, 4, 6, 10, 16, 17):
        names.removeNames(nameID=nid)
    family, ps = "Shared Punctuation", "SharedPunctuation-Regular"
    for nid, text in ((1, family), (2, "Regular"), (3, f"{ps};1"), (4, f"{family} Regular"),
                      (6, ps), (10, "Modified Noto Sans Arabic Regular: subset to Arabic "
                                    "punctuation, renamed (a test font)")):
        names.setName(text, nid, 3, 1, 0x409)
    font["head"].created = font["head"].modified = TIMESTAMP
    font.save(OUT)
    print(f"wrote {os.path.relpath(OUT, ROOT)} ({os.path.getsize(OUT)} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
