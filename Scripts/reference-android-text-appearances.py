#!/usr/bin/env python3
"""Writes Tests/Data/android/library-text-appearances.tsv: the text appearances of
the platform (`@android:style/TextAppearance…`), AppCompat and Material Components
(Material 2) with their parents applied, as a device of API 21 or later resolves
them, for the built-in table of
Sources/AndroidResources/LibraryTextAppearances.swift to be tested against.

The platform's styles come from aapt's dump of the framework's compiled resources
(Debian's android-framework-res, Android 10: the values these styles have had
since API 21), taking the default configuration only. Material Components' come
from its typography styles.xml, each followed through its parents. AppCompat's
text appearances are, from API 21, the platform's Material ones:
`TextAppearance.AppCompat.X` has the parent `Base.TextAppearance.AppCompat.X`
(appcompat values/styles.xml), which has the parent
`android:TextAppearance.Material.X` (appcompat values-v21/styles_base_text.xml);
APPCOMPAT below lists the names that file maps.

Usage:
  apt-get install aapt android-framework-res
  aapt dump --values resources /usr/share/android-framework-res/framework-res.apk > framework.txt
  git clone https://github.com/material-components/material-components-android
  git -C material-components-android checkout ac7e18efeefb331850c561faf9ab8bf81d27ba68
  python3 Scripts/reference-android-text-appearances.py framework.txt \
    material-components-android/lib/java/com/google/android/material/typography/res/values/styles.xml \
    > Tests/Data/android/library-text-appearances.tsv
"""
import re
import sys
import xml.etree.ElementTree as ET

# The platform styles the table holds: the framework's own text appearances and
# its Material ones (which AppCompat maps to).
PLATFORM = [
    "TextAppearance", "TextAppearance.Inverse", "TextAppearance.Small",
    "TextAppearance.Small.Inverse", "TextAppearance.Medium", "TextAppearance.Medium.Inverse",
    "TextAppearance.Large", "TextAppearance.Large.Inverse",
]
MATERIAL = [
    "", ".Display4", ".Display3", ".Display2", ".Display1", ".Headline", ".Title",
    ".Title.Inverse", ".Subhead", ".Subhead.Inverse", ".Body2", ".Body1", ".Caption", ".Menu",
    ".Menu.Inverse", ".Button", ".Inverse", ".Large", ".Large.Inverse", ".Medium",
    ".Medium.Inverse", ".Small", ".Small.Inverse",
]
BARS = [
    ".Widget.ActionBar.Title", ".Widget.ActionBar.Title.Inverse", ".Widget.ActionBar.Subtitle",
    ".Widget.ActionBar.Subtitle.Inverse", ".Widget.ActionBar.Menu", ".Widget.ActionMode.Title",
    ".Widget.ActionMode.Subtitle",
]
# The popup menu's items and the search view's results, which AppCompat's
# themes give textAppearanceLargePopupMenu, textAppearanceSmallPopupMenu,
# textAppearanceSearchResultTitle and textAppearanceSearchResultSubtitle.
POPUPS = [
    ".Widget.PopupMenu.Large", ".Widget.PopupMenu.Small", ".SearchResult.Title",
    ".SearchResult.Subtitle",
]
PLATFORM += ["TextAppearance.Material" + suffix for suffix in MATERIAL + BARS + POPUPS]

# appcompat values-v21/styles_base_text.xml: Base.TextAppearance.AppCompat<suffix>
# has the parent android:TextAppearance.Material<suffix> (Widget.Button:
# android:TextAppearance.Material.Widget.Button, and the action bar's and
# action mode's Widget.ActionBar.* and Widget.ActionMode.* the platform's of
# those names, as AppCompat's merged resources show them). From appcompat
# values/styles_base_text.xml: Title.Inverse and Subhead.Inverse derive from
# Title and Subhead by their dotted names (only colours of their own), and
# Tooltip from Base.TextAppearance.AppCompat with 14sp. The popup menu's and
# the search results' are the platform's of those names (appcompat
# values-v21/styles_base_text.xml: Base.TextAppearance.AppCompat.Widget.PopupMenu.Large
# has the parent android:TextAppearance.Material.Widget.PopupMenu.Large).
APPCOMPAT = {
    suffix: "TextAppearance.Material" + suffix
    for suffix in [
        "", ".Display4", ".Display3", ".Display2", ".Display1", ".Headline", ".Title",
        ".Subhead", ".Body2", ".Body1", ".Caption", ".Menu", ".Inverse", ".Large",
        ".Large.Inverse", ".Medium", ".Medium.Inverse", ".Small", ".Small.Inverse", ".Button",
        ".Widget.Button",
    ] + BARS + POPUPS
}
APPCOMPAT[".Title.Inverse"] = "TextAppearance.Material.Title"
APPCOMPAT[".Subhead.Inverse"] = "TextAppearance.Material.Subhead"
APPCOMPAT_OWN = {".Tooltip": ("TextAppearance.Material", {"textSize": "14sp"})}

ATTRIBUTES = {"textSize", "fontFamily", "letterSpacing", "textStyle", "textAllCaps", "lineHeight"}


def read_framework(path):
    """Style bags and simple values of the default configuration, by name."""
    names = {}     # resource id -> name (android:type/entry)
    values = {}    # name -> (kind, text) of a simple value
    bags = {}      # name -> (parent id, [(key id, kind, text)])
    config = None
    current = None
    pending = None
    for line in open(path, encoding="utf-8", errors="replace"):
        m = re.match(r"\s+config (.*):$", line)
        if m:
            config = m.group(1)
            continue
        m = re.match(r"\s+spec resource (0x[0-9a-f]+) (\S+): ", line)
        if m:
            names[int(m.group(1), 16)] = m.group(2)
            continue
        m = re.match(r"\s+resource (0x[0-9a-f]+) (\S+): (.*)$", line)
        if m:
            current = pending = None
            if config != "(default)":
                continue
            name = m.group(2)
            if m.group(3).startswith("<bag>"):
                current = name
                bags[name] = [0, []]
            else:
                pending = name
            continue
        if current is not None:
            m = re.match(r"\s+Parent=(0x[0-9a-f]+)", line)
            if m:
                bags[current][0] = int(m.group(1), 16)
                continue
            m = re.match(r"\s+#\d+ \(Key=(0x[0-9a-f]+)\): \((\w+)\) (.*)$", line)
            if m:
                bags[current][1].append((int(m.group(1), 16), m.group(2), m.group(3).strip()))
            continue
        if pending is not None:
            m = re.match(r"\s+\((\w+)\) (.*)$", line)
            if m:
                values[pending] = (m.group(1), m.group(2).strip())
            pending = None
    return names, values, bags


def framework_value(kind, text, names, values):
    """A bag item's value as text: a dimension, a string, a number."""
    if kind == "reference":
        target = names[int(text, 16)]
        kind, text = values[target]
    if kind == "string8":
        return text.strip('"')
    if kind == "dimension":
        return re.sub(r"\.0+(?=[a-z])", "", text)
    if kind == "color":  # aapt prints ints and booleans of these attributes as colours
        return int(text.lstrip("#"), 16)
    if kind == "float":
        return float(text)
    return text


def platform_appearance(name, names, values, bags):
    """The attributes of android:style/`name` with its parents applied."""
    chain = []
    current = "android:style/" + name
    while current:
        parent, items = bags[current]
        chain.append(items)
        current = names.get(parent) if parent else None
    result = {}
    for items in reversed(chain):
        for key, kind, text in items:
            attribute = names[key].split("/", 1)[1]
            if attribute in ATTRIBUTES and kind != "attribute":
                result[attribute] = framework_value(kind, text, names, values)
    return result


def normalised(attributes):
    """textSize, letterSpacing, fontFamily, bold, textAllCaps, lineHeight as printed."""
    size = attributes.get("textSize", "-")
    spacing = float(attributes.get("letterSpacing", 0))
    family = attributes.get("fontFamily", "-")
    style = attributes.get("textStyle", 0)
    bold = "bold" in str(style) or (isinstance(style, int) and style & 1 == 1)
    caps = attributes.get("textAllCaps", False)
    caps = caps in (True, "true") or (isinstance(caps, int) and caps != 0)
    height = attributes.get("lineHeight", "-")
    # Sizes in sp are printed bare, others with their unit (the action bar's dp).
    return [size.removesuffix("sp") if size != "-" else "-", f"{spacing:.10g}", family,
            "bold" if bold else "normal", "true" if caps else "false",
            height.removesuffix("sp") if height != "-" else "-"]


def main(framework_path, material_path):
    names, values, bags = read_framework(framework_path)
    platform = {name: platform_appearance(name, names, values, bags) for name in PLATFORM}
    library = {}
    for suffix, parent in APPCOMPAT.items():
        for prefix in ("TextAppearance.AppCompat", "Base.TextAppearance.AppCompat"):
            library[prefix + suffix] = platform_appearance(parent, names, values, bags)
    for suffix, (parent, own) in APPCOMPAT_OWN.items():
        for prefix in ("TextAppearance.AppCompat", "Base.TextAppearance.AppCompat"):
            library[prefix + suffix] = {**platform_appearance(parent, names, values, bags), **own}

    android = "{http://schemas.android.com/apk/res/android}"
    styles = {}
    for style in ET.parse(material_path).getroot().iter("style"):
        items = {}
        for item in style.iter("item"):
            items[item.get("name")] = (item.text or "").strip()
        styles[style.get("name")] = (style.get("parent"), items)

    def material(name):
        if name in library:
            return dict(library[name])
        parent, items = styles[name]
        result = material(parent)
        # AppCompat takes the app form of fontFamily and textAllCaps over the
        # android: one; these styles set both alike.
        for key, text in items.items():
            attribute = key.removeprefix("android:")
            if attribute in ATTRIBUTES:
                result[attribute] = text
        return result

    # The type scale's styles (their Base.* parents differ between versions
    # of the library: bold before API 21 in older ones, so they are not held).
    for name in styles:
        if re.fullmatch(r"TextAppearance\.MaterialComponents\.\w+", name):
            library[name] = material(name)

    print("# name\tnamespace\ttextSize(sp, or with its unit)\tletterSpacing(em)\tfontFamily\ttextStyle\ttextAllCaps\tlineHeight(sp)")
    for name in PLATFORM:
        print("\t".join([name, "android"] + normalised(platform[name])))
    for name in sorted(library):
        print("\t".join([name, "app"] + normalised(library[name])))


main(sys.argv[1], sys.argv[2])
