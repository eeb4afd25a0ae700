#!/usr/bin/env python3
"""Writes Tests/Data/android-line-metrics.tsv: Android's FontMetricsInt and a
TextView's line heights for the bundled faces at a few pixel sizes, read with
fontTools (independently of FreeType).

The rules, from AOSP and Skia (cited in Sources/TypeScale/AndroidLineMetrics.swift):
ascent/descent are OS/2 typo values when fsSelection bit 7 (USE_TYPO_METRICS) is
set, else hhea's; top/bottom are head.yMax/yMin. Paint.getFontMetricsInt floors
top, rounds ascent, descent and leading (floor(x + 0.5)), ceils bottom; the font's
line height (what getFontMetricsInt returns) is the rounded descent - ascent +
leading, not the unrounded sum rounded. StaticLayout sets each line
descent - ascent tall, the first from top and the last to bottom with
includeFontPadding. Skia's y axis points down (ascent is negative).

Usage: python3 Scripts/reference-android-metrics.py > Tests/Data/android-line-metrics.tsv
"""
import math
import sys
from fontTools.ttLib import TTFont

FACES = ["Roboto-Regular.ttf", "Inter-Regular.otf", "Inter-Bold.otf", "NotoSansThai-Regular.ttf",
         "NotoSansArabic-Regular.ttf", "SerifFourVariable-subset.ttf"]
# Whole pixels, as a TextView sets text (getDimensionPixelSize): 14 dp and 22 dp at
# 2.625, 16 dp at 3, 57 dp at 2.625, two more, and 31 px (14 sp at font scale
# 0.85), where Roboto's rounded ascent and descent (-29, 8) sum to 37 though the
# unrounded ones (-28.76, 7.57) sum to 36.33.
SIZES = [11, 37, 48, 58, 150, 40, 31]


def skia_round(x):
    return math.floor(x + 0.5)


def main():
    out = sys.stdout
    out.write("# face\tpx\ttop\tascent\tdescent\tbottom\tfontLineHeight\theight1\theight3\n")
    for name in FACES:
        font = TTFont("Fonts/" + name)
        upem = font["head"].unitsPerEm
        os2 = font["OS/2"] if "OS/2" in font else None
        if os2 is not None and os2.fsSelection & (1 << 7):
            asc, desc, gap = os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap
        else:
            hhea = font["hhea"]
            asc, desc, gap = hhea.ascent, hhea.descent, hhea.lineGap
        ymax, ymin = font["head"].yMax, font["head"].yMin
        for px in SIZES:
            s = px / upem
            top = math.floor(-ymax * s)
            ascent = skia_round(-asc * s)
            descent = skia_round(-desc * s)
            bottom = math.ceil(-ymin * s)
            line = descent - ascent + skia_round(gap * s)
            height1 = bottom - top
            height3 = (descent - top) + (descent - ascent) + (bottom - ascent)
            out.write(f"{name}\t{px}\t{top}\t{ascent}\t{descent}\t{bottom}\t{line}\t"
                      f"{height1}\t{height3}\n")


main()
