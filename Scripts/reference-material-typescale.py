#!/usr/bin/env python3
"""Writes Tests/Data/android/material3-typescale.tsv: the Material 3 type scale as
material-components-android's typography tokens define it, and its emphasized
roles as its styles define them (Material 1.13 on: `bodyLargeEmphasized` for
`TextAppearance.M3.Sys.Typescale.BodyLarge.Emphasized`), for the built-in table
of Sources/AndroidResources/MaterialTypescale.swift to be tested against.

Usage:
  git clone --depth 1 https://github.com/material-components/material-components-android
  T=material-components-android/lib/java/com/google/android/material/typography/res/values
  python3 Scripts/reference-material-typescale.py $T/tokens.xml $T/styles.xml \
    > Tests/Data/android/material3-typescale.tsv
  python3 Scripts/reference-material-typescale.py --typefaces $T/tokens.xml \
    > Tests/Data/android/material3-typefaces.tsv

With --typefaces it writes the typeface strings instead (`m3_ref_typeface_plain_regular`
and the others), which an app's style may name as its fontFamily.
"""
import re
import sys
import xml.etree.ElementTree as ET

ANDROID = "{http://schemas.android.com/apk/res/android}"


def typefaces(paths):
    print("# string\tvalue")
    for path in paths:
        for s in ET.parse(path).getroot().iter("string"):
            if s.get("name", "").startswith("m3_ref_typeface_"):
                print(f"{s.get('name')}\t{s.text}")


def main(paths):
    if paths and paths[0] == "--typefaces":
        typefaces(paths[1:])
        return
    roots = [ET.parse(path).getroot() for path in paths]
    # The typeface names (`@string/m3_ref_typeface_plain_medium`), from every file.
    strings = {s.get("name"): s.text for root in roots for s in root.iter("string")}
    print("# role\ttextSize(sp)\tletterSpacing(em)\tfontFamily\ttextStyle\tlineHeight(sp)")
    for root in roots:
        for style in root.iter("style"):
            m = re.fullmatch(r"TextAppearance\.M3\.Sys\.Typescale\.(\w+)(\.Emphasized)?", style.get("name"))
            if not m:
                continue
            items = {i.get("name"): (i.text or "").strip() for i in style.iter("item")}
            family = items.get("android:fontFamily", "")
            if family.startswith("@string/"):
                family = strings[family[len("@string/"):]]
            role = m.group(1)[0].lower() + m.group(1)[1:] + ("Emphasized" if m.group(2) else "")
            print("\t".join([
                role,
                items["android:textSize"].removesuffix("sp"),
                items.get("android:letterSpacing", "0"),
                family,
                items.get("android:textStyle", "normal"),
                items.get("android:lineHeight", "").removesuffix("sp") or "-",
            ]))


if __name__ == "__main__":
    main(sys.argv[1:])
