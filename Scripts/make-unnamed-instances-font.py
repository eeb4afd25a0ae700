#!/usr/bin/env python3
"""Make Tests/Data/fonts/RobotoFlexWght-subset.ttf: a variable font whose named
instances FreeType 2.12 gives no PostScript name, and its reference names.

From Roboto Flex (googlefonts/roboto-flex, fonts/RobotoFlex[GRAD,XOPQ,XTRA,
YOPQ,YTAS,YTDE,YTFI,YTLC,YTUC,opsz,slnt,wdth,wght].ttf at 739e06d, SIL Open
Font License 1.1, Fonts/LICENSES/OFL-1.1.txt), subset to the letters of
"Hamburgefonstiv" and instanced at every axis's default but wght: ten named
instances, Thin to ExtraBlack, none with a postscriptNameID, and no name ID
25 or 16. FreeType 2.12.1 (Debian 12) names its default face RobotoFlex-Regular
and each named instance nothing (FT_Get_Postscript_Name is NULL), so
Fontconfig calls them all "Roboto-Flex"; FreeType 2.13 names them per Adobe
Technote #5902 (RobotoFlex-Thin, …), as an app would look them up.

A second font, Tests/Data/fonts/RobotoFlexWght-family16.ttf, is the same with a
typographic family name (ID 16) "Roboto Flex" and a family name (ID 1) "Roboto
Flex Light", as a font whose default instance is not its Regular names them:
the technote's prefix is ID 16's. FreeType 2.12 names its instances nothing
too, and empties the ID 16 record it failed to read on the way.

It also writes Tests/Data/fonts/RobotoFlexWght-subset.tsv (and -family16.tsv): per named instance
(FreeType's 1-based named-instance number, fvar order) the PostScript name by
the technote, read by fontTools from the font (the name at postscriptNameID,
else the prefix, name ID 25, else 16, else 1, and "-" and the instance's
subfamily name, each keeping only ASCII letters and digits), and its wght.

Run from the repository root with the Roboto Flex file as the argument (needs
fontTools >= 4.40):
  python3 Scripts/make-unnamed-instances-font.py 'RobotoFlex[...].ttf'
"""
import os
import subprocess
import sys
import tempfile

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

OUT = "Tests/Data/fonts/RobotoFlexWght-subset.ttf"
REFERENCE = "Tests/Data/fonts/RobotoFlexWght-subset.tsv"
FAMILY16 = "Tests/Data/fonts/RobotoFlexWght-family16.ttf"
FAMILY16_REFERENCE = "Tests/Data/fonts/RobotoFlexWght-family16.tsv"


def kept(text):
    return "".join(c for c in text if c.isascii() and c.isalnum())


def main():
    source = sys.argv[1]
    with tempfile.TemporaryDirectory() as folder:
        subset = os.path.join(folder, "subset.ttf")
        subprocess.run(
            [
                "pyftsubset", source, "--text=Hamburgefonstiv", "--output-file=" + subset,
                "--name-IDs=*", "--layout-features=*",
            ],
            check=True,
        )
        font = TTFont(subset)
        limits = {axis.axisTag: None for axis in font["fvar"].axes if axis.axisTag != "wght"}
        font = instancer.instantiateVariableFont(font, limits, updateFontNames=False)
        font.save(OUT)
    family16 = TTFont(OUT)
    family16["name"].setName("Roboto Flex", 16, 3, 1, 0x409)
    family16["name"].setName("Roboto Flex Light", 1, 3, 1, 0x409)
    family16.save(FAMILY16)
    reference(OUT, REFERENCE)
    reference(FAMILY16, FAMILY16_REFERENCE)


def reference(path, out_path):
    font = TTFont(path)
    name = font["name"]
    prefix = kept(
        str(name.getDebugName(25) or name.getDebugName(16) or name.getDebugName(1) or ""))
    rows = []
    for number, instance in enumerate(font["fvar"].instances, start=1):
        own = None
        if instance.postscriptNameID not in (None, 0xFFFF):
            own = name.getDebugName(instance.postscriptNameID)
        psname = own or prefix + "-" + kept(str(name.getDebugName(instance.subfamilyNameID)))
        rows.append(f"{number}\t{psname}\t{round(instance.coordinates['wght'])}\n")
    with open(out_path, "w") as out:
        out.write("".join(rows))


if __name__ == "__main__":
    main()
