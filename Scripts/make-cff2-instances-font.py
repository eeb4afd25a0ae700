#!/usr/bin/env python3
"""Make Tests/Data/fonts/InterCFF2Instances.otf: a CFF2 variable font with named
instances, for the catalog's instance names and weights.

Built by fontTools alone (varLib from two masters redrawn from a subset of
Fonts/Inter-Regular.otf, SIL Open Font License 1.1, Fonts/LICENSES/OFL-1.1.txt),
renamed to the family "Inter CFF2 Instances" so it is not mistaken for Inter.
One wght axis, 300 … 700 with its default at 350 (masters at 350 and 700),
while OS/2 keeps usWeightClass 400: like Adobe's AdobeVFPrototype (default
389.34, weight class 400), a font whose default is not its weight class.
Fontconfig scales each instance's weight by weight class / default, so
its weights are off; the instances' own wght values are in fvar. Five named
instances:

  Light     wght 300  postscriptNameID → "InterCFF2Instances-Light"
  Regular   wght 400  postscriptNameID → "InterCFF2Instances-Regular"
  Medium    wght 500  postscriptNameID → "InterCFF2Instances-Medium"
  SemiBold  wght 600  postscriptNameID → "InterCFF2Instances-SemiBold"
  Bold      wght 700  no postscriptNameID (0xFFFF): the name is derived, per
                      Adobe Technote #5902 as FreeType derives it, from the
                      variations prefix (name ID 25) "InterCFF2Instances" and
                      the subfamily "Bold": "InterCFF2Instances-Bold"

It also writes Tests/Data/fonts/InterCFF2Instances.tsv, the reference the
catalog is tested against, read from the font by fontTools: per named
instance (FreeType's face index named-instance number, 1-based fvar order),
the PostScript name (name table at postscriptNameID, else derived per TN
#5902: name ID 25 + "-" + the subfamily name with only [A-Za-z0-9]) and wght.

Run from the repository root (needs fontTools ≥ 4.40):
  python3 Scripts/make-cff2-instances-font.py
"""
import os
import tempfile

from fontTools.designspaceLib import (
    AxisDescriptor,
    DesignSpaceDocument,
    InstanceDescriptor,
    SourceDescriptor,
)
from fontTools.ttLib import TTFont
from fontTools.varLib import build

import importlib.util

_spec = importlib.util.spec_from_file_location(
    "structure", os.path.join(os.path.dirname(__file__), "make-structure-fixtures.py")
)
structure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(structure)

SOURCE = "Fonts/Inter-Regular.otf"
OUT = "Tests/Data/fonts/InterCFF2Instances.otf"
REFERENCE = "Tests/Data/fonts/InterCFF2Instances.tsv"
FAMILY = "Inter CFF2 Instances"
PREFIX = "InterCFF2Instances"
INSTANCES = [
    ("Light", 300, True),
    ("Regular", 400, True),
    ("Medium", 500, True),
    ("SemiBold", 600, True),
    ("Bold", 700, False),
]


def rename(font):
    name = font["name"]
    for record in list(name.names):
        if record.nameID in (1, 3, 4, 6, 16, 17, 21, 22, 25):
            name.removeNames(nameID=record.nameID)
    name.setName(FAMILY, 1, 3, 1, 0x409)
    name.setName("Regular", 2, 3, 1, 0x409)
    name.setName(f"{PREFIX}-Regular;instances", 3, 3, 1, 0x409)
    name.setName(f"{FAMILY} Regular", 4, 3, 1, 0x409)
    name.setName(f"{PREFIX}-Regular", 6, 3, 1, 0x409)
    name.setName(PREFIX, 25, 3, 1, 0x409)


def main():
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        doc = DesignSpaceDocument()
        axis = AxisDescriptor()
        axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = "wght", "Weight", 300, 350, 700
        doc.addAxis(axis)
        for weight, transform in ((350, (1, 0, 0, 1, 0, 0)), (700, (1.15, 0, 0, 1, 0, 0))):
            master = structure.subset_font(SOURCE, desubroutinize=True)
            structure.redraw(master, transform)
            rename(master)
            path = f"{work}/master-{weight}.otf"
            master.save(path)
            source = SourceDescriptor()
            source.path, source.location = path, {"Weight": weight}
            doc.addSource(source)
        for style, weight, named in INSTANCES:
            instance = InstanceDescriptor()
            instance.familyName = FAMILY
            instance.styleName = style
            instance.location = {"Weight": weight}
            if named:
                instance.postScriptFontName = f"{PREFIX}-{style}"
            doc.addInstance(instance)
        variable, _, _ = build(doc)
        # varLib sets the weight class from the default location; the font
        # says Regular (400), as AdobeVFPrototype does.
        variable["OS/2"].usWeightClass = 400
        # Byte-identical on every run: the source's dates, not today's.
        variable.recalcTimestamp = False
        variable["head"].created = variable["head"].modified = TTFont(SOURCE)["head"].modified
        variable.save(OUT)
    font = TTFont(OUT)
    assert "CFF2" in font and "fvar" in font
    ids = [i.postscriptNameID for i in font["fvar"].instances]
    assert ids[-1] == 0xFFFF and all(i != 0xFFFF for i in ids[:-1]), ids
    assert font["OS/2"].usWeightClass == 400 and font["fvar"].axes[0].defaultValue == 350
    name = font["name"]
    prefix = name.getDebugName(25)
    rows = ["# namedInstance\tpostscriptName\twght (fontTools, from fvar and name)"]
    for number, instance in enumerate(font["fvar"].instances, start=1):
        if instance.postscriptNameID != 0xFFFF:
            postscript = name.getDebugName(instance.postscriptNameID)
        else:
            subfamily = name.getDebugName(instance.subfamilyNameID)
            postscript = prefix + "-" + "".join(c for c in subfamily if c.isascii() and c.isalnum())
        rows.append(f"{number}\t{postscript}\t{instance.coordinates['wght']:g}")
    with open(REFERENCE, "w") as out:
        out.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
