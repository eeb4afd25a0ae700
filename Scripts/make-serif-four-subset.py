#!/usr/bin/env python3
"""Builds Fonts/SerifFourVariable-subset.ttf: an opsz+wght variable serif for the sizing tests.

Source: Adobe's Source Serif 4 Variable, Roman (version 4.005, OFL-1.1), as shipped in
the PyPI wheel streamlit==1.67.0, member
streamlit/static/static/media/SourceSerifVariable-Roman.ttf.mdpVL9bi.woff2.
The wheel and the WOFF2 are checked against the sha256 sums below.

Steps:
  1. `pip download --no-deps streamlit==1.67.0` (skipped when a wheel path is given);
  2. read the WOFF2 (fontTools + brotli) and subset it with fontTools.subset to
     U+0020-007E, U+00A0-00FF, U+2010-2027, keeping every layout feature
     (--layout-features='*'), every name record (--name-IDs='*'), the .notdef
     outline (--notdef-outline) and the variation tables (fvar, gvar, avar, HVAR,
     MVAR, STAT are kept by fontTools.subset by default);
  3. rename: the copyright line reserves the font name 'Source', and a subset is a
     Modified Version under the OFL, so every name record that carries the name
     (IDs 1, 3, 4, 6, 25 here; 16, 17, 21, 22 if present; and the fvar instances'
     PostScript names) is rewritten: 'Source Serif 4 Variable' -> 'Serif Four Variable',
     'SourceSerif4Variable' -> 'SerifFourVariable', 'SourceSerif4' -> 'SerifFour'.
     The copyright (ID 0) and trademark (ID 7) notices are kept unchanged: they are
     notices, not the font's name. The result: family 'Serif Four Variable',
     PostScript name SerifFourVariable-Roman, instances SerifFourVariable-Bold,
     -CaptionLight, -CaptionRegular, ... (Adobe's instance names with the new
     prefix), variations PostScript name prefix (ID 25) SerifFourRoman;
  4. save without touching head.modified, so reruns give the same bytes
     (with the same fontTools version).

The file is about 430 KB, mostly gvar (2 axes, many masters) and GPOS: --layout-features='*'
keeps the small caps, figures and superiors reachable through GSUB (524 glyphs).

Usage: python3 Scripts/make-serif-four-subset.py [path/to/streamlit-1.67.0-py3-none-any.whl]
Needs: fontTools and brotli (pip install fonttools brotli), pip for the download.
"""
import hashlib
import io
import os
import subprocess
import sys
import tempfile
import zipfile

from fontTools.ttLib import TTFont
from fontsubset import subset_font

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Fonts", "SerifFourVariable-subset.ttf")

WHEEL = "streamlit-1.67.0-py3-none-any.whl"
WHEEL_SHA256 = "f29da87c443bfbdfc52738616e3d65745d438e718da8faf69e2be0da1e52ce64"
MEMBER = "streamlit/static/static/media/SourceSerifVariable-Roman.ttf.mdpVL9bi.woff2"
MEMBER_SHA256 = "940a76eda1388de39d38c8e7a79bf6ea058a387faee0a9f33c8d25c6ba05e1be"

UNICODES = "U+0020-007E,U+00A0-00FF,U+2010-2027"

# Longest first: each record is rewritten by the first pattern it contains.
RENAMES = [
    ("Source Serif 4 Variable", "Serif Four Variable"),
    ("SourceSerif4Variable", "SerifFourVariable"),
    ("SourceSerif4", "SerifFour"),
]
NAME_IDS = {1, 3, 4, 6, 16, 17, 25, 21, 22}
KEEP_AS_NOTICE = {0, 7}  # copyright, trademark


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def read_wheel(argv):
    if len(argv) > 1:
        with open(argv[1], "rb") as f:
            return f.read()
    with tempfile.TemporaryDirectory(prefix="serif-four-") as tmp:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                        "streamlit==1.67.0", "-d", tmp], check=True)
        with open(os.path.join(tmp, WHEEL), "rb") as f:
            return f.read()


def rename(font):
    name = font["name"]
    ids = set(NAME_IDS)
    for inst in font["fvar"].instances:
        if inst.postscriptNameID not in (None, 0xFFFF):
            ids.add(inst.postscriptNameID)
    for rec in name.names:
        text = rec.toUnicode()
        if rec.nameID in KEEP_AS_NOTICE or "Source" not in text:
            continue
        if rec.nameID not in ids:
            sys.exit(f"unexpected name record {rec.nameID} with 'Source': {text!r}")
        for old, new in RENAMES:
            if old in text:
                text = text.replace(old, new)
                break
        if "Source" in text:
            sys.exit(f"name record {rec.nameID} still has 'Source': {text!r}")
        rec.string = text


def main():
    wheel = read_wheel(sys.argv)
    if sha256(wheel) != WHEEL_SHA256:
        sys.exit(f"{WHEEL}: sha256 {sha256(wheel)} != {WHEEL_SHA256}")
    woff2 = zipfile.ZipFile(io.BytesIO(wheel)).read(MEMBER)
    if sha256(woff2) != MEMBER_SHA256:
        sys.exit(f"{MEMBER}: sha256 {sha256(woff2)} != {MEMBER_SHA256}")

    font = TTFont(io.BytesIO(woff2), recalcTimestamp=False)
    font.flavor = None
    subset_font(font, UNICODES)
    rename(font)
    for tag in ("fvar", "gvar", "avar", "HVAR", "MVAR", "STAT"):
        if tag not in font:
            sys.exit(f"subset lost {tag}")
    font.save(OUT)
    print(f"wrote {os.path.relpath(OUT, ROOT)} ({os.path.getsize(OUT)} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
