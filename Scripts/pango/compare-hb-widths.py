#!/usr/bin/python3
"""Checks that pango_lines.py measures unhinted, unrounded advances.

For each string (laid out on one line, no wrapping) it prints Pango's width next
to the HarfBuzz advance sum from hb-shape (OpenType font functions):

    exact   = sum(ax at upem scale) * size / upem       (no rounding at all)
    grid    = sum(ax at scale size*1024) / 1024        (HarfBuzz rounding each
              advance to Pango units, 1/1024 pt, as Pango's own HarfBuzz font does)

Pango should equal `grid` exactly and differ from `exact` by at most
n_glyphs * 0.5/1024 pt (less with --oversample, which is passed through).
Only for strings one font covers completely (no fallback), e.g. Latin text.

Usage: compare-hb-widths.py --fonts DIR --family FAMILY --file FONTFILE --size PT
                            [--oversample K] TEXT ...
Needs hb-shape (Debian: libharfbuzz-bin) and fontTools (python3-fonttools).
Exits 1 if any string differs from `grid` (or from `exact` by more than the bound).
"""
import argparse
import json
import os
import subprocess
import sys

from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))


def hb_advances(font, text, scale=None):
    cmd = ["hb-shape", "--font-funcs=ot", "--no-glyph-names", "--output-format=json"]
    if scale is not None:
        cmd.append("--font-size=%d" % scale)
    out = subprocess.run(cmd + [font, text], check=True, capture_output=True, text=True).stdout
    return [g["ax"] for g in json.loads(out)]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--fonts", required=True)
    p.add_argument("--family", required=True)
    p.add_argument("--file", required=True, help="the font file the family resolves to")
    p.add_argument("--size", type=float, required=True)
    p.add_argument("--oversample", type=int, default=1)
    p.add_argument("text", nargs="+")
    a = p.parse_args()

    upem = TTFont(a.file, fontNumber=0, lazy=True)["head"].unitsPerEm
    out = subprocess.run(
        [os.path.join(HERE, "pango_lines.py"), "--fonts", a.fonts, "--family", a.family,
         "--size", repr(a.size), "--width", "0", "--oversample", str(a.oversample)] + a.text,
        check=True, capture_output=True, text=True).stdout
    pango = [float(line.split("\t")[1]) for line in out.splitlines()]

    k = a.oversample
    ok = True
    print("pango_pt\thb_exact_pt\tdiff_pt\thb_grid_pt\tglyphs\ttext")
    for text, pw in zip(a.text, pango):
        exact = sum(hb_advances(a.file, text)) * a.size / upem
        grid_adv = hb_advances(a.file, text, round(a.size * k * 1024))
        grid = sum(grid_adv) / (1024.0 * k)
        n = len(grid_adv)
        bound = n * 0.5 / (1024 * k) + 1e-4
        if abs(pw - grid) > 1e-4 or abs(pw - exact) > bound:
            ok = False
        print("%.4f\t%.4f\t%+.4f\t%.4f\t%d\t%s" % (pw, exact, pw - exact, grid, n, text))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
