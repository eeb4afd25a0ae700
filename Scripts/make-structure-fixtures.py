#!/usr/bin/env python3
"""Make the valid fonts the structure-check tests read for CFF2 and COLR version 1.

  Tests/Data/structure/Inter-CFF2-subset.otf    static CFF2 from Fonts/Inter-Regular.otf
                                                (fontTools' CFF→CFF2 conversion): hints,
                                                hintmasks, global and local subroutines
  Tests/Data/structure/Inter-CFF2-variable.otf  variable CFF2 built by fontTools.varLib
                                                from two masters: a VariationStore and
                                                blend in every charstring
  Tests/Data/structure/COLRv1-acyclic.otf       the hostile font 257a9ccb… (a COLR v1
                                                paint graph whose glyph 'hah-ar' paints
                                                itself) with that one layer removed

and, under Tests/Data/structure/bad/, copies of the two CFF2 fonts with one
defect each (see BAD below); `ots-sanitize` (if installed) must refuse each.

All of them come from fontTools alone, so they say what a valid table looks like
to an implementation other than ours (`ots-sanitize` accepts them too). Run from
the repository root:
  python3 Scripts/make-structure-fixtures.py          (needs fontTools ≥ 4.40)
"""
import os
import shutil
import subprocess
import tempfile

from fontTools import subset
from fontTools.cffLib.CFFToCFF2 import convertCFFToCFF2
from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont
from fontTools.varLib import build

SOURCE = "Fonts/Inter-Regular.otf"
OUT = "Tests/Data/structure"
COLR_CYCLE = "Tests/Data/fonts-bad/257a9ccbda162eec44796987d8e20fca32288029.otf"
TEXT = "Typometer AVWaovw0123456789 .,:;!?"


def subset_font(path, desubroutinize=False):
    options = subset.Options()
    options.name_IDs = ["*"]
    options.layout_features = ["kern"]
    options.hinting = True
    options.desubroutinize = desubroutinize
    font = TTFont(path)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=TEXT)
    subsetter.subset(font)
    return font


def redraw(font, transform):
    """Redraws every charstring through a pen (same structure in every master)."""
    cff = font["CFF "].cff
    top = cff.topDictIndex[0]
    glyph_set = font.getGlyphSet()
    charstrings = {}
    for name in font.getGlyphOrder():
        pen = T2CharStringPen(width=glyph_set[name].width, glyphSet=glyph_set)
        glyph_set[name].draw(TransformPen(pen, transform))
        charstrings[name] = pen.getCharString(
            private=top.CharStrings[name].private, globalSubrs=cff.GlobalSubrs
        )
    for name, charstring in charstrings.items():
        top.CharStrings[name] = charstring


def edit_charstrings(source, destination, edit):
    """Copies `source` with `edit(top, program)` applied to its CFF2 table, where
    `program` is glyph 1's charstring."""
    font = TTFont(source, recalcBBoxes=False)
    top = font["CFF2"].cff.topDictIndex[0]
    for name in font.getGlyphOrder():
        top.CharStrings[name].decompile()
    edit(top, top.CharStrings[font.getGlyphOrder()[1]].program)
    font.save(destination)


def first_operator(program, operator):
    return next(i for i, token in enumerate(program) if token == operator)


def endchar(top, program):
    program[:0] = ["endchar"]


def hmoveto_with_two(top, program):
    program.insert(first_operator(program, "hmoveto"), 5)


def callsubr_out_of_range(top, program):
    program[:0] = [1000, "callsubr"]


def subroutine_calls_itself(top, program):
    subrs = top.FDArray[0].Private.Subrs
    subrs[0].decompile()
    subrs[0].program[:0] = [-107, "callsubr"]  # bias 107: subroutine 0
    program[:0] = [-107, "callsubr"]


def stack_overflow(top, program):
    program[:0] = [1] * 520 + ["rlineto"]


def blend_short_of_operands(top, program):
    at = first_operator(program, "blend")
    program[at - 1] = program[at - 1] + 40  # n beyond the operands there


# name: (source, edit, the reason Typometer gives)
BAD = {
    "endchar": ("Inter-CFF2-variable.otf", endchar),
    "hmoveto-two-operands": ("Inter-CFF2-variable.otf", hmoveto_with_two),
    "callsubr-out-of-range": ("Inter-CFF2-subset.otf", callsubr_out_of_range),
    "subroutine-calls-itself": ("Inter-CFF2-subset.otf", subroutine_calls_itself),
    "stack-overflow": ("Inter-CFF2-variable.otf", stack_overflow),
    "blend-short-of-operands": ("Inter-CFF2-variable.otf", blend_short_of_operands),
}


def make_bad():
    os.makedirs(f"{OUT}/bad", exist_ok=True)
    for name, (source, edit) in BAD.items():
        path = f"{OUT}/bad/{name}.otf"
        edit_charstrings(f"{OUT}/{source}", path, edit)
        if shutil.which("ots-sanitize"):
            result = subprocess.run(["ots-sanitize", path, os.devnull], capture_output=True)
            assert result.returncode != 0, f"ots-sanitize accepts {path}"


def main():
    os.makedirs(OUT, exist_ok=True)
    static = subset_font(SOURCE)
    convertCFFToCFF2(static)
    static.save(f"{OUT}/Inter-CFF2-subset.otf")

    with tempfile.TemporaryDirectory() as work:
        doc = DesignSpaceDocument()
        axis = AxisDescriptor()
        axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = "wght", "Weight", 400, 400, 700
        doc.addAxis(axis)
        for weight, transform in ((400, (1, 0, 0, 1, 0, 0)), (700, (1.15, 0, 0, 1, 0, 0))):
            master = subset_font(SOURCE, desubroutinize=True)
            redraw(master, transform)
            path = f"{work}/master-{weight}.otf"
            master.save(path)
            source = SourceDescriptor()
            source.path, source.location = path, {"Weight": weight}
            doc.addSource(source)
        variable, _, _ = build(doc)
        variable.save(f"{OUT}/Inter-CFF2-variable.otf")

    # The cycle: the last layer of 'hah-ar' is a PaintColrGlyph of 'hah-ar'.
    colr_font = TTFont(COLR_CYCLE)
    colr = colr_font["COLR"].table
    for record in colr.BaseGlyphList.BaseGlyphPaintRecord:
        paint = record.Paint
        if paint.Format != 1:
            continue
        layers = colr.LayerList.Paint[paint.FirstLayerIndex : paint.FirstLayerIndex + paint.NumLayers]
        kept = [p for p in layers if not (p.Format == 11 and p.Glyph == record.BaseGlyph)]
        assert len(kept) == len(layers) - 1, "expected exactly one self-reference"
        colr.LayerList.Paint[paint.FirstLayerIndex : paint.FirstLayerIndex + paint.NumLayers] = kept
        paint.NumLayers = len(kept)
    colr.LayerList.LayerCount = len(colr.LayerList.Paint)
    colr_font.save(f"{OUT}/COLRv1-acyclic.otf")
    make_bad()


if __name__ == "__main__":
    main()
