#!/usr/bin/env python3
"""Writes the config fixtures in Tests/Data/config/ from the files in Examples/.

- TypographyKit-misspelled-font.json  heading's font-name Inter-Medium -> Inter-Medum
- TypographyKit-extends-cycle.json    paragraph extends interactive-text (which extends paragraph)
- TypographyKit-invalid-color.json    gold #FFAB01 -> #FFAB0
- TypographyKit-misspelled-font.plist example's font-name Inter-Bold -> Inter-Bolt
- TypographyKit-binary-plist.json     Examples/TypographyKit.plist as a binary plist
                                      (python plistlib), with a .json extension on purpose:
                                      the format is detected from the content.
Also copies the reference files the tests compare against (letter-case.tsv, ios-system-*).

Usage: Scripts/make-config-fixtures.py [REFERENCE_DIR]
"""
import os
import plistlib
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "..", "shared", "reference")
OUT = os.path.join(ROOT, "Tests", "Data", "config")
os.makedirs(OUT, exist_ok=True)


def replaced(text, old, new):
    assert old in text, old
    return text.replace(old, new, 1)


def write(name, text):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        f.write(text)


json_text = open(os.path.join(ROOT, "Examples", "TypographyKit.json"), encoding="utf-8").read()
plist_path = os.path.join(ROOT, "Examples", "TypographyKit.plist")
plist_text = open(plist_path, encoding="utf-8").read()

write("TypographyKit-misspelled-font.json", replaced(
    json_text, '"font-name": "Inter-Medium",\n      "point-size": 36',
    '"font-name": "Inter-Medum",\n      "point-size": 36'))
write("TypographyKit-extends-cycle.json", replaced(
    json_text, '"font-name": "Inter-Medium",\n      "minimum-point-size": 12',
    '"extends": "interactive-text",\n      "font-name": "Inter-Medium",\n      "minimum-point-size": 12'))
write("TypographyKit-invalid-color.json", replaced(json_text, '"gold": "#FFAB01"', '"gold": "#FFAB0"'))
write("TypographyKit-misspelled-font.plist", replaced(
    plist_text, "<string>Inter-Bold</string>", "<string>Inter-Bolt</string>"))

with open(plist_path, "rb") as f:
    value = plistlib.load(f)
with open(os.path.join(OUT, "TypographyKit-binary-plist.json"), "wb") as f:
    plistlib.dump(value, f, fmt=plistlib.FMT_BINARY)

for name in ["letter-case.tsv", "ios-system-fonts.tsv", "ios-system-fonts-provenance.tsv",
             "ios-system-font-aliases.txt"]:
    shutil.copyfile(os.path.join(REFERENCE, name), os.path.join(OUT, name))
print("wrote fixtures to", OUT)
