#!/usr/bin/env python3
"""Writes Tests/Data/sizing.tsv (hb-shape) and Tests/Data/sizing-metrics.tsv (fontTools).

Size-dependent shaping as CoreText does it by default, computed by independent tools:

* optical size: for a variable face with an `opsz` axis, opsz = the point size
  clamped to the axis range; the other axes keep the named instance's coordinates
  (named instance 0 = the default coordinates). Every axis is passed explicitly to
  hb-shape with --variations, and --font-ptem=size is passed too, as CoreText would
  (Source Serif has no `trak`, so ptem changes nothing there).
* tracking: HarfBuzz applies the AAT `trak` table when the font's point size is set
  (hb_font_set_ptem; hb-shape --font-ptem). HarfBuzz 6.0 does so whenever ptem > 0,
  but CoreText applies `trak` by default only to fonts that have a STAT table:
    - HarfBuzz issue #5052: "we only apply trak table if STAT table is present.
      That seems like what CoreText does by default"
      (https://github.com/harfbuzz/harfbuzz/issues/5052);
    - harfrust PR #32: "trak is applied by default for 'modern fonts', as detected
      by presence of STAT table" (https://github.com/harfbuzz/harfrust/pull/32).
  So TrakTest-STAT.ttf is shaped with --font-ptem=size and TrakTest-NoSTAT.ttf with
  no ptem at all (its widths are the same at every size).

Advances are design units: hb-shape's default font size is the face's units per em,
with HarfBuzz's own OpenType font functions (--font-funcs=ot), as Typometer uses them.
HarfBuzz 6.0 adds the interpolated track value, rounded to a whole font unit, to the
first glyph of each grapheme cluster, and extrapolates the last segment of the size
table beyond its last size (TrakTest's table is flat from 72 to 128 pt).

sizing.tsv columns: file (relative to the repository), named instance (0 = default,
n = the fvar instance n-1, as in hb_font_set_var_named_instance(font, n-1) and
FreeType's face index n << 16), variations passed, ptem passed (empty: none),
point size, text, total x advance.

sizing-metrics.tsv: hhea ascender/descender/lineGap of the Source Serif subset with
MVAR applied at each instance's coordinates (opsz from the size, as above), from
fontTools.varLib.instancer.instantiateVariableFont. Glyph and layout tables (gvar,
GSUB, GPOS, GDEF, BASE) are dropped before instancing: they do not affect these
metrics and take seconds per location. Columns: file, named instance, variations,
size, upem, ascender, descender, lineGap.

Usage: python3 Scripts/reference-sizing.py
Needs: hb-shape (Debian's libharfbuzz-bin, HarfBuzz 6.0.0) and fontTools.
"""
import json
import os
import subprocess
import sys
import tempfile

import fontTools
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "Data", "sizing.tsv")
OUT_METRICS = os.path.join(ROOT, "Tests", "Data", "sizing-metrics.tsv")

SERIF = "Fonts/SerifFourVariable-subset.ttf"
TRAK_STAT = "Tests/Data/sizing/TrakTest-STAT.ttf"
TRAK_NOSTAT = "Tests/Data/sizing/TrakTest-NoSTAT.ttf"

TEXTS = [
    "Settings",
    "Hello, World",
    "The quick brown fox jumps over the lazy dog.",
    "Ünïcödé façade — naïve café",
    "AVATAR office 1234567890",
]
SIZES = [6, 8, 9, 11, 12, 13, 15, 17, 20, 22, 28, 34, 40, 48, 53, 60, 72, 96]
# named instances by their fvar subfamily names, besides the default (0)
SERIF_INSTANCES = ["Bold", "Caption Light"]


def num(value):
    return f"{value:g}"


def serif_instances(font):
    """[(named instance number, {axis: value})]: 0 = defaults, then SERIF_INSTANCES."""
    fvar, name = font["fvar"], font["name"]
    result = [(0, {a.axisTag: a.defaultValue for a in fvar.axes})]
    for wanted in SERIF_INSTANCES:
        found = [i for i, inst in enumerate(fvar.instances)
                 if name.getDebugName(inst.subfamilyNameID) == wanted]
        if len(found) != 1:
            sys.exit(f"{SERIF}: {len(found)} instances named {wanted!r}")
        result.append((found[0] + 1, dict(fvar.instances[found[0]].coordinates)))
    return result


def at_size(font, coords, size):
    """The coordinates with opsz set to the size, clamped to the axis; axes in fvar order."""
    axes = {a.axisTag: a for a in font["fvar"].axes}
    location = dict(coords)
    opsz = axes["opsz"]
    location["opsz"] = min(max(float(size), opsz.minValue), opsz.maxValue)
    return {tag: location[tag] for tag in axes}


def variations_string(location):
    return ",".join(f"{tag}={num(v)}" for tag, v in location.items())


def shape_all(path, variations, ptem, text_file):
    """Total advance of each line of text_file, shaped by one hb-shape run."""
    args = ["hb-shape", "--font-funcs=ot", "--no-glyph-names", "--output-format=json",
            f"--text-file={text_file}"]
    if variations:
        args.append(f"--variations={variations}")
    if ptem:
        args.append(f"--font-ptem={ptem}")
    out = subprocess.run(args + [os.path.join(ROOT, path)], check=True,
                         capture_output=True, text=True).stdout.splitlines()
    if len(out) != len(TEXTS):
        sys.exit(f"hb-shape gave {len(out)} lines for {len(TEXTS)} texts")
    return [sum(g["ax"] for g in json.loads(line)) for line in out]


def sizing_rows(serif):
    cases = []  # (file, named instance, variations, ptem, size)
    for index, coords in serif_instances(serif):
        for size in SIZES:
            cases.append((SERIF, index, variations_string(at_size(serif, coords, size)), num(size), size))
    for size in SIZES:
        cases.append((TRAK_STAT, 0, "", num(size), size))
    for size in SIZES:
        cases.append((TRAK_NOSTAT, 0, "", "", size))

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        text_file = os.path.join(tmp, "texts.txt")
        with open(text_file, "w", encoding="utf-8") as f:
            f.write("\n".join(TEXTS) + "\n")
        for file, index, variations, ptem, size in cases:
            advances = shape_all(file, variations, ptem, text_file)
            for text, advance in zip(TEXTS, advances):
                rows.append("\t".join([file, str(index), variations, ptem, num(size), text, str(advance)]))
    return rows


def metrics_rows():
    rows, cache = [], {}
    serif = TTFont(os.path.join(ROOT, SERIF))
    upem = serif["head"].unitsPerEm
    for index, coords in serif_instances(serif):
        for size in SIZES:
            location = at_size(serif, coords, size)
            key = tuple(location.items())
            if key not in cache:
                font = TTFont(os.path.join(ROOT, SERIF))
                for tag in ("gvar", "GSUB", "GPOS", "GDEF", "BASE"):
                    if tag in font:
                        del font[tag]
                hhea = instantiateVariableFont(font, location)["hhea"]
                cache[key] = (hhea.ascent, hhea.descent, hhea.lineGap)
            rows.append("\t".join([SERIF, str(index), variations_string(location), num(size), str(upem)]
                                  + [str(v) for v in cache[key]]))
    return rows


def main():
    serif = TTFont(os.path.join(ROOT, SERIF))
    version = subprocess.run(["hb-shape", "--version"], capture_output=True, text=True,
                             check=True).stdout.splitlines()[0]
    rows = sizing_rows(serif)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(f"# generated by Scripts/reference-sizing.py with {version}; columns: file, "
                "named instance, variations, ptem, point size, text, total advance\n")
        f.write("\n".join(rows) + "\n")
    print(f"wrote {len(rows)} rows to {os.path.relpath(OUT, ROOT)}", file=sys.stderr)

    rows = metrics_rows()
    with open(OUT_METRICS, "w", encoding="utf-8") as f:
        f.write(f"# generated by Scripts/reference-sizing.py with fontTools {fontTools.version}; "
                "columns: file, named instance, variations, point size, upem, ascender, "
                "descender, lineGap\n")
        f.write("\n".join(rows) + "\n")
    print(f"wrote {len(rows)} rows to {os.path.relpath(OUT_METRICS, ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
