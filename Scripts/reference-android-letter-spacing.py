#!/usr/bin/env python3
"""Writes Tests/Data/android-letter-spacing.tsv: Android's letter-spaced widths, from hb-shape.

Android's Minikin (LayoutCore.cpp, `LayoutPiece`) shapes each run with HarfBuzz,
with the optional ligatures off (`-liga,-clig`) when the paint's letter spacing
is more than 0.03 em, and adds the letter spacing once to each of HarfBuzz's
clusters (where the cluster value changes from one glyph to the next), not to
each character. This script shapes the strings with hb-shape under that rule
and writes, for each string and letter spacing, the features used, the total
advance (design units at the face's units per em) and the number of clusters;
a text's width on Android is advance / upem * size + clusters * spacing * size
(where the paint has LINEAR_TEXT_FLAG; a TextView's has not, and Minikin rounds
each cluster's spacing to whole pixels: the tests round it so).

Usage: python3 Scripts/reference-android-letter-spacing.py   (needs hb-shape)
Columns: file, letter spacing (em), text, features, total advance, clusters.
"""
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "Data", "android-letter-spacing.tsv")

STRINGS = ["office affinity", "Turn off notifications", "Profile filters", "flight of fifty"]
# Material 3's letter spacings: bodyLarge (0.5 sp at 16 sp) and labelSmall
# (0.5 sp at 11 sp) above the threshold; bodyMedium (0.25 sp at 14 sp),
# titleMedium (0.15 sp at 16 sp) and displayLarge (-0.25 sp at 57 sp) below it.
SPACINGS = [0.03125, 0.0454545, 0.0178571, 0.009375, -0.0043860]
# Hebrew, set right to left, is a script Minikin spaces: its points join
# their letters' clusters.
HEBREW = ["שָׁלוֹם עוֹלָם", "הגדרות פרטיות"]
CASES = [("Roboto-Regular.ttf", STRINGS), ("NotoSansHebrew-Regular.ttf", HEBREW)]


def shape(path, text, features):
    command = ["hb-shape", "--output-format=json", path, text]
    if features:
        command.insert(1, "--features=" + features)
    glyphs = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
    advance = sum(g["ax"] for g in glyphs)
    clusters = sum(1 for i, g in enumerate(glyphs) if i == 0 or g["cl"] != glyphs[i - 1]["cl"])
    return advance, clusters


def main():
    rows = []
    for file, strings in CASES:
        path = os.path.join(ROOT, "Fonts", file)
        for spacing in SPACINGS:
            features = "-liga,-clig" if abs(spacing) > 0.03 else ""
            for text in strings:
                advance, clusters = shape(path, text, features)
                rows.append(f"{file}\t{spacing}\t{text}\t{features}\t{advance}\t{clusters}")
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("# file\tletter spacing (em)\ttext\tfeatures\ttotal advance\tclusters\n")
        out.write("\n".join(rows) + "\n")
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
