"""Writes Tests/Data/fonts/RobotoUppercase-subset.ttf: Fonts/Roboto-Regular.ttf
(Apache License 2.0) subset to the space and the capital letters A-Z, its
names kept (PostScript name Roboto-Regular): a face of the same name as the
whole font in another file that lacks the small letters, as an app's subset
beside the system's whole font. Byte-stable on rebuild. Run from the
repository root: python3 Scripts/make-uppercase-subset-font.py"""
import os
import sys

from fontTools.ttLib import TTFont

sys.path.insert(0, os.path.dirname(__file__))
from fontsubset import subset_font  # noqa: E402

font = TTFont("Fonts/Roboto-Regular.ttf")
subset_font(font, unicodes="U+0020,U+0041-005A")
font.save("Tests/Data/fonts/RobotoUppercase-subset.ttf")
