#!/usr/bin/env python3
"""Writes Tests/Data/font-metrics.json: each bundled face's metrics as fontTools reads them.

The tests compare FontCore's values (read through FreeType) with these, so the
reference comes from an independent reader of the same tables.

Usage: python3 Scripts/reference-metrics.py   (needs fontTools: python3-fonttools or pip)

Rules mirrored from the CLI contract: OS/2 values are absent without an OS/2 table;
capHeight/xHeight are absent when OS/2 is older than version 2 or stores 0.
"""
import json
import os
import sys

from fontTools.ttLib import TTCollection, TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = os.path.join(ROOT, "Fonts")
OUT = os.path.join(ROOT, "Tests", "Data", "font-metrics.json")


def ps_name(font):
    name = font["name"].getName(6, 3, 1, 0x409) or font["name"].getName(6, 1, 0, 0)
    return str(name) if name else None


def face_record(font, file, index):
    head, hhea = font["head"], font["hhea"]
    rec = {
        "file": file,
        "index": index,
        "postscriptName": ps_name(font),
        "unitsPerEm": head.unitsPerEm,
        "ascender": hhea.ascent,
        "descender": hhea.descent,
        "lineGap": hhea.lineGap,
        "yMax": head.yMax,
        "yMin": head.yMin,
        "glyphCount": font["maxp"].numGlyphs,
        "axes": [],
    }
    if "OS/2" in font:
        os2 = font["OS/2"]
        rec.update(
            typoAscender=os2.sTypoAscender,
            typoDescender=os2.sTypoDescender,
            typoLineGap=os2.sTypoLineGap,
            winAscent=os2.usWinAscent,
            winDescent=os2.usWinDescent,
            useTypoMetrics=bool(os2.fsSelection & (1 << 7)),
            weightClass=os2.usWeightClass,
            widthClass=os2.usWidthClass,
        )
        if os2.version >= 2:
            if os2.sCapHeight:
                rec["capHeight"] = os2.sCapHeight
            if os2.sxHeight:
                rec["xHeight"] = os2.sxHeight
    if "post" in font:
        post = font["post"]
        rec.update(
            underlinePosition=post.underlinePosition,
            underlineThickness=post.underlineThickness,
            italicAngle=float(post.italicAngle),
            isFixedPitch=bool(post.isFixedPitch),
        )
    if "fvar" in font:
        rec["axes"] = [
            {"tag": a.axisTag, "min": a.minValue, "default": a.defaultValue, "max": a.maxValue}
            for a in font["fvar"].axes
        ]
    return rec


def main():
    records = []
    for file in sorted(os.listdir(FONTS)):
        path = os.path.join(FONTS, file)
        ext = file.lower().rsplit(".", 1)[-1]
        if ext in ("ttc", "otc"):
            for i, font in enumerate(TTCollection(path).fonts):
                records.append(face_record(font, file, i))
        elif ext in ("ttf", "otf"):
            records.append(face_record(TTFont(path), file, 0))
    with open(OUT, "w") as f:
        json.dump(records, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"wrote {len(records)} faces to {os.path.relpath(OUT, ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
