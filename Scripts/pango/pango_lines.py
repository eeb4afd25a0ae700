#!/usr/bin/python3
"""Line counts and widths from Pango, as an independent reference for Typometer.

Every input string is laid out by Pango with the font files in the --fonts
directories (and no others), wrapped at --width with PANGO_WRAP_WORD_CHAR. One
TSV row per string goes to stdout, in input order:

    lines<TAB>width_points<TAB>text

lines is pango_layout_get_line_count(); width_points is the logical width of the
widest line, in points, with 4 decimals. Strings are read one per line from
--strings FILE (UTF-8; split on "\\n" only, a trailing "\\r" is dropped, empty lines
are kept) or taken from the command line. Text is passed to Pango unchanged: a
literal backslash-n stays two characters. --unknown-column adds the number of
unknown glyphs (hex boxes) as a third column, before the text.

Usage:
    pango_lines.py --fonts DIR [--fonts DIR ...] --family FAMILY [--weight N]
                   --size PT --width PT [--lang BCP47] [--letter-spacing PT]
                   [--oversample K] [--unknown-column] [--show-fonts]
                   [--debug-lines] [--list-families] [--versions]
                   (--strings FILE | TEXT ...)

Needs /usr/bin/python3 with PyGObject and the Pango typelibs (Debian:
python3-gi gir1.2-pango-1.0; PangoFT2-1.0.typelib ships in gir1.2-pango-1.0).

How the measurement is kept hermetic and linear
-----------------------------------------------
* Fonts. A throw-away Fontconfig configuration is written to a temporary
  directory: one <dir> per --fonts directory, a <cachedir> inside the temporary
  directory, and nothing else (no /etc/fonts/conf.d, so no system fonts, no user
  config, no generic aliases). FONTCONFIG_FILE points at it before gi/Pango is
  imported, so Fontconfig's first initialisation reads only this file. After the
  font map exists, every font Fontconfig can list is checked (through
  libfontconfig, the same FcConfig Pango uses) to live under a --fonts directory,
  and the requested family must be one Fontconfig reports; otherwise the script
  exits with status 2. PANGO_LANGUAGE and LANGUAGE are removed from the
  environment because Pango consults them when it picks a language (and hence a
  fallback font) for runs whose script the layout language does not cover.
* Units. 1 pt = 1 Pango device unit = 1 px. The size is set with
  pango_font_description_set_absolute_size(size * PANGO_SCALE), so the DPI does
  not scale it, and the layout width is width * PANGO_SCALE. The PangoFT2 font
  map's resolution is set to 72 dpi anyway, so the point size Fontconfig sees
  in the pattern equals the pixel size.
* No hinting, no rounding. The font map is PangoFT2 (no cairo needed). The
  Fontconfig file forces hinting=false, hintstyle=hintnone, autohint=false on
  every pattern, so PangoFcFont.is_hinted is false. (With Pango 1.50 advances
  come from HarfBuzz's OpenType functions at scale size*PANGO_SCALE whether or
  not is_hinted is set - checked; the switch matters for older Pango and for
  FreeType-based ink extents.) The decisive switch is
  pango_context_set_round_glyph_positions(ctx, FALSE) (Pango >= 1.44): its
  default, TRUE, rounds every glyph position to whole device units (1 pt here);
  "Search and browse right in the app" in Roboto 17 then measures 262.0000 pt
  instead of 261.3115 pt (hb-shape: 261.3086 pt).
* Resolution left over. Pango stores positions in integer Pango units
  (1/1024 pt), and HarfBuzz rounds each glyph advance to that grid. A line of n
  glyphs can therefore differ from the exact sum of advances by up to
  n * 0.5/1024 pt (typically a few thousandths of a point). --oversample K lays
  out at K times the size, width and letter spacing and divides widths by K,
  which shrinks that grid to 1/(1024 K) pt; Pango is linear once hinting and
  rounding are off, so line breaks are the same except for strings that fit
  within a few 1/1024 pt of the width. Default K = 1 (plain Pango).

Line breaking and text handling (Pango's behaviour, not Typometer's)
--------------------------------------------------------------------
Observed with Pango 1.50.12 (Debian 12); see README.md for examples.
* Break opportunities come from Pango's own UAX #14 implementation (not ICU),
  tailored per script: Thai words are found with libthai's dictionary (Debian's
  Pango links libthai), whatever --lang says; Arabic and Indic scripts have small
  tailorings; no dictionary is used for Lao, Khmer or Myanmar. --lang (default
  "en", fixed so that the locale cannot change results) is set with
  pango_context_set_language(); it steers Fontconfig's fallback order (e.g. JP vs
  KR CJK faces) and language-specific shaping, and has little effect on breaks.
* WORD_CHAR: break at line-break opportunities; a word that alone is wider than
  the width is broken between graphemes ("Learn more" at 42.5 pt in Roboto 17:
  "Lear" / "n " / "more"). A line fits when its width is <= the layout width.
* Trailing white space: on a wrapped line only the LAST white-space character
  is zeroed (it may hang past the width); earlier trailing spaces count and must
  fit, so Pango will break inside a run of spaces ("Learn  more" at 44 pt:
  "Learn " / " more"). On the last line (and unwrapped text) trailing spaces
  count in full.
* Letter spacing (Pango's letter_spacing attribute) is added half before and
  half after every grapheme, and Pango removes the outer halves at line starts
  and ends: a line of n graphemes gains (n - 1) * spacing; a zeroed trailing
  space loses its spacing too.
* Fallback: characters the family lacks are taken from other visible fonts in
  Fontconfig's sort order (e.g. Latin in Thai strings comes from Inter with the
  bundled kit). Emoji sequences are itemised separately and, with the bundled
  kit, come from Noto Color Emoji, scaled from its 109 ppem bitmap strike (see
  BITMAP_SCALING). Characters no visible font covers are measured as Pango hex
  boxes (a Pango-specific width); such strings are reported on stderr (and
  counted per string with --unknown-column); --show-fonts lists the font files
  used.
"""

import argparse
import atexit
import ctypes
import ctypes.util
import os
import shutil
import sys
import tempfile
import warnings
from xml.sax.saxutils import escape


def die(msg):
    print("pango_lines.py: error: " + msg, file=sys.stderr)
    sys.exit(2)


def parse_args(argv):
    p = argparse.ArgumentParser(
        description="Pango line counts (PANGO_WRAP_WORD_CHAR, unhinted, unrounded) "
        "with only the given font directories visible.")
    p.add_argument("--fonts", action="append", required=True, metavar="DIR",
                   help="font directory (repeatable); the only fonts Pango sees")
    p.add_argument("--family", help="Fontconfig family name, e.g. Roboto, Inter, 'Noto Sans Thai'")
    p.add_argument("--weight", type=int, default=400, help="CSS weight 100..1000 (default 400)")
    p.add_argument("--size", type=float, help="font size in points (= px = Pango device units)")
    p.add_argument("--width", type=float,
                   help="wrap width in points; 0 or less means no wrapping")
    p.add_argument("--lang", default="en", help="BCP 47 language for the context (default en)")
    p.add_argument("--letter-spacing", type=float, default=0.0, metavar="PT",
                   help="letter spacing in points (Pango letter_spacing attribute)")
    p.add_argument("--hyphens", action="store_true",
                   help="let Pango insert a hyphen where it breaks inside a word "
                        "(its default; off here, as in UIKit)")
    p.add_argument("--keep-hangul-words", action="store_true",
                   help="no break inside a run of letters and digits holding Hangul, as "
                        "UIKit's labels keep a Korean word whole (.hangulWordPriority); "
                        "set with Pango's allow-breaks attribute")
    p.add_argument("--oversample", type=int, default=1, metavar="K",
                   help="lay out at K x size/width/spacing and divide widths by K (default 1)")
    p.add_argument("--strings", metavar="FILE", help="UTF-8 file, one string per line")
    p.add_argument("--show-fonts", action="store_true",
                   help="print the font files used (with run counts) to stderr")
    p.add_argument("--unknown-column", action="store_true",
                   help="insert a column with the number of unknown glyphs (hex boxes) "
                   "before the text: lines, width, unknown, text")
    p.add_argument("--debug-lines", action="store_true",
                   help="print every line's width and text to stderr")
    p.add_argument("--versions", action="store_true",
                   help="print the Pango, HarfBuzz and Fontconfig versions and exit")
    p.add_argument("--list-families", action="store_true",
                   help="print the families Fontconfig sees in --fonts and exit")
    p.add_argument("text", nargs="*", help="strings to measure (if no --strings)")
    a = p.parse_args(argv)
    if a.list_families or a.versions:
        return a
    if a.family is None or a.size is None or a.width is None:
        p.error("--family, --size and --width are required")
    if bool(a.strings) == bool(a.text):
        p.error("give either --strings FILE or TEXT arguments, not both")
    if a.size <= 0:
        p.error("--size must be positive")
    if a.oversample < 1:
        p.error("--oversample must be >= 1")
    return a


# Fonts without outlines (the CBDT colour emoji font: bitmap strikes only, at
# 109 ppem) are scaled to the requested pixel size by a font matrix, as the
# stock Fontconfig rule conf.d/10-scale-bitmap-fonts.conf does; without it the
# emoji would be measured at the strike size (135.7 pt wide at 17 pt).
BITMAP_SCALING = """\
  <match target="font">
    <test name="outline" compare="eq"><bool>false</bool></test>
    <edit name="pixelsizefixupfactor" mode="assign">
      <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
    </edit>
  </match>
  <match target="font">
    <test name="outline" compare="eq"><bool>false</bool></test>
    <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
    <edit name="matrix" mode="assign">
      <times><name>matrix</name>
        <matrix><name>pixelsizefixupfactor</name><double>0</double>
                <double>0</double><name>pixelsizefixupfactor</name></matrix>
      </times>
    </edit>
    <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
  </match>
"""


def setup_fontconfig(dirs):
    """Write the private Fontconfig file and point FONTCONFIG_FILE at it."""
    tmp = tempfile.mkdtemp(prefix="pango-lines-")
    atexit.register(shutil.rmtree, tmp, True)
    conf = os.path.join(tmp, "fonts.conf")
    body = "".join("  <dir>%s</dir>\n" % escape(d) for d in dirs)
    with open(conf, "w", encoding="utf-8") as f:
        f.write(
            '<?xml version="1.0"?>\n'
            '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n'
            "<fontconfig>\n"
            + body +
            "  <cachedir>%s</cachedir>\n" % escape(os.path.join(tmp, "cache")) +
            '  <match target="pattern">\n'
            '    <edit name="hinting" mode="assign"><bool>false</bool></edit>\n'
            '    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>\n'
            '    <edit name="autohint" mode="assign"><bool>false</bool></edit>\n'
            "  </match>\n"
            + BITMAP_SCALING +
            "</fontconfig>\n")
    os.environ["FONTCONFIG_FILE"] = conf
    for var in ("FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "PANGO_LANGUAGE", "LANGUAGE"):
        os.environ.pop(var, None)


class FontconfigLib:
    """Just enough libfontconfig (via ctypes) to list fonts and read patterns."""

    class FcFontSet(ctypes.Structure):
        _fields_ = [("nfont", ctypes.c_int), ("sfont", ctypes.c_int),
                    ("fonts", ctypes.POINTER(ctypes.c_void_p))]

    def __init__(self):
        name = ctypes.util.find_library("fontconfig") or "libfontconfig.so.1"
        lib = ctypes.CDLL(name)
        vp = ctypes.c_void_p
        lib.FcConfigGetCurrent.restype = vp
        lib.FcPatternCreate.restype = vp
        lib.FcObjectSetCreate.restype = vp
        lib.FcObjectSetAdd.argtypes = [vp, ctypes.c_char_p]
        lib.FcFontList.restype = ctypes.POINTER(self.FcFontSet)
        lib.FcFontList.argtypes = [vp, vp, vp]
        lib.FcFontSetDestroy.argtypes = [ctypes.POINTER(self.FcFontSet)]
        lib.FcPatternDestroy.argtypes = [vp]
        lib.FcObjectSetDestroy.argtypes = [vp]
        lib.FcPatternGetString.argtypes = [vp, ctypes.c_char_p, ctypes.c_int,
                                           ctypes.POINTER(ctypes.c_char_p)]
        lib.FcPatternGetInteger.argtypes = [vp, ctypes.c_char_p, ctypes.c_int,
                                            ctypes.POINTER(ctypes.c_int)]
        self.lib = lib

    def get_strings(self, pattern, obj):
        out, i, s = [], 0, ctypes.c_char_p()
        while self.lib.FcPatternGetString(pattern, obj.encode(), i, ctypes.byref(s)) == 0:
            out.append(s.value.decode("utf-8", "replace"))
            i += 1
        return out

    def get_int(self, pattern, obj):
        v = ctypes.c_int()
        if self.lib.FcPatternGetInteger(pattern, obj.encode(), 0, ctypes.byref(v)) == 0:
            return v.value
        return None

    def list_fonts(self):
        """(file, [families]) for every font in the current configuration."""
        lib = self.lib
        pat = lib.FcPatternCreate()
        os_ = lib.FcObjectSetCreate()
        for o in (b"file", b"family"):
            lib.FcObjectSetAdd(os_, o)
        fs = lib.FcFontList(lib.FcConfigGetCurrent(), pat, os_)
        res = []
        if fs:
            for i in range(fs.contents.nfont):
                p = fs.contents.fonts[i]
                files = self.get_strings(p, "file")
                res.append((files[0] if files else "", self.get_strings(p, "family")))
            lib.FcFontSetDestroy(fs)
        lib.FcObjectSetDestroy(os_)
        lib.FcPatternDestroy(pat)
        return res


def under(path, dirs):
    # Fontconfig reports <dir> + relative name; symlinks inside a --fonts
    # directory are not resolved, so neither are they here.
    path = os.path.normpath(path)
    return any(path.startswith(d.rstrip(os.sep) + os.sep) for d in dirs)


def read_strings(path):
    with open(path, "rb") as f:
        data = f.read().decode("utf-8")
    parts = data.split("\n")
    if parts and parts[-1] == "":
        parts.pop()
    return [s[:-1] if s.endswith("\r") else s for s in parts]


def main(argv):
    args = parse_args(argv)
    dirs = []
    for d in args.fonts:
        if not os.path.isdir(d):
            die("--fonts %s: not a directory" % d)
        dirs.append(os.path.realpath(d))
    texts = read_strings(args.strings) if args.strings else args.text

    setup_fontconfig(dirs)
    # Only now: Fontconfig reads FONTCONFIG_FILE when it first initialises.
    import gi
    gi.require_version("Pango", "1.0")
    gi.require_version("PangoFT2", "1.0")
    from gi.repository import Pango, PangoFT2

    if (Pango.version() < 14400):
        die("Pango %s is older than 1.44 (no round-glyph-positions switch)"
            % Pango.version_string())

    fontmap = PangoFT2.FontMap.new()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        fontmap.set_resolution(72.0, 72.0)

    # Hermeticity check: every font Fontconfig knows must come from --fonts.
    fc = FontconfigLib()
    fonts = fc.list_fonts()
    if not fonts:
        die("Fontconfig found no fonts in %s" % ", ".join(dirs))
    leaked = sorted({f for f, _ in fonts if not under(f, dirs)})
    if leaked:
        die("fonts outside --fonts are visible (FONTCONFIG_FILE ignored?): "
            + ", ".join(leaked[:5]) + (" ..." if len(leaked) > 5 else ""))
    families = sorted({fam for _, fams in fonts for fam in fams})
    if args.versions:
        print(versions(Pango, fc))
        return 0
    if args.list_families:
        for fam in families:
            print(fam)
        return 0
    if args.family.casefold() not in {f.casefold() for f in families}:
        die("family %r not among the visible fonts: %s" % (args.family, ", ".join(families)))

    k = args.oversample
    context = Pango.FontMap.create_context(fontmap)
    context.set_round_glyph_positions(False)
    if context.get_round_glyph_positions():
        die("could not switch off glyph position rounding")
    context.set_language(Pango.Language.from_string(args.lang))

    desc = Pango.FontDescription()
    desc.set_family(args.family)
    desc.set_weight(args.weight)
    desc.set_style(Pango.Style.NORMAL)
    desc.set_stretch(Pango.Stretch.NORMAL)
    desc.set_absolute_size(round(args.size * k * Pango.SCALE))

    layout = Pango.Layout.new(context)
    layout.set_font_description(desc)
    layout.set_wrap(Pango.WrapMode.WORD_CHAR)
    layout.set_width(round(args.width * k * Pango.SCALE) if args.width > 0 else -1)
    attrs = Pango.AttrList()
    # Pango >= 1.44 draws a hyphen where it breaks inside a word; UIKit's word
    # wrapping does not (without a hyphenation factor), so neither does Typometer.
    if not args.hyphens:
        attrs.insert(Pango.attr_insert_hyphens_new(False))
    if args.letter_spacing:
        attrs.insert(Pango.attr_letter_spacing_new(
            round(args.letter_spacing * k * Pango.SCALE)))
    layout.set_attributes(attrs)

    used = {}        # font key -> run count
    unknown = []     # 1-based numbers of strings with glyphs no visible font covers
    out = sys.stdout
    scale = float(Pango.SCALE * k)
    for number, text in enumerate(texts, 1):
        layout.set_text(text, -1)
        if args.keep_hangul_words:
            layout.set_attributes(hangul_words_kept(Pango, attrs, text))
        if args.debug_lines:
            utf8 = text.encode("utf-8")
            print("%r" % text, file=sys.stderr)
        widest = 0
        for line in layout.get_lines_readonly():
            _ink, logical = line.get_extents()
            widest = max(widest, logical.width)
            if args.debug_lines:
                chunk = utf8[line.start_index:line.start_index + line.length].decode("utf-8")
                print("  line %8.4f  %r" % (logical.width / scale, chunk), file=sys.stderr)
            if args.show_fonts:
                for run in line.runs or []:
                    key = font_key(fc, run.item.analysis.font)
                    used[key] = used.get(key, 0) + 1
        n_unknown = layout.get_unknown_glyphs_count()
        if n_unknown:
            unknown.append(number)
        if args.unknown_column:
            out.write("%d\t%.4f\t%d\t%s\n"
                      % (layout.get_line_count(), widest / scale, n_unknown, text))
        else:
            out.write("%d\t%.4f\t%s\n" % (layout.get_line_count(), widest / scale, text))
    out.flush()

    if unknown:
        shown = " ".join(map(str, unknown[:30])) + (" ..." if len(unknown) > 30 else "")
        print("pango_lines.py: %d of %d strings contain characters no visible font covers "
              "(measured as Pango hex boxes); string numbers: %s"
              % (len(unknown), len(texts), shown), file=sys.stderr)
    if args.show_fonts:
        print("pango_lines.py: Pango %s, fonts used (runs):" % Pango.version_string(),
              file=sys.stderr)
        for key, n in sorted(used.items(), key=lambda kv: -kv[1]):
            print("  %6d  %s" % (n, key), file=sys.stderr)
    return 0


def is_hangul(ch):
    c = ord(ch)
    return (0xAC00 <= c <= 0xD7A3 or 0x1100 <= c <= 0x11FF or 0x3130 <= c <= 0x318F
            or 0xA960 <= c <= 0xA97F or 0xD7B0 <= c <= 0xD7FF)


def hangul_words_kept(Pango, attrs, text):
    """`attrs` and, over each run of letters and digits that holds Hangul, an
    allow-breaks attribute set to false: no break inside the run."""
    kept = attrs.copy()
    utf8_offsets = []
    offset = 0
    for ch in text:
        utf8_offsets.append(offset)
        offset += len(ch.encode("utf-8"))
    utf8_offsets.append(offset)
    i = 0
    while i < len(text):
        if not text[i].isalnum():
            i += 1
            continue
        j = i
        while j < len(text) and text[j].isalnum():
            j += 1
        if j - i > 1 and any(is_hangul(ch) for ch in text[i:j]):
            attr = Pango.attr_allow_breaks_new(False)
            attr.start_index = utf8_offsets[i]
            attr.end_index = utf8_offsets[j]
            kept.insert(attr)
        i = j
    return kept


def versions(Pango, fc):
    try:  # the libharfbuzz that libpango is linked against
        lib = ctypes.CDLL(ctypes.util.find_library("harfbuzz") or "libharfbuzz.so.0")
        lib.hb_version_string.restype = ctypes.c_char_p
        hb = lib.hb_version_string().decode()
    except (OSError, AttributeError):
        hb = "?"
    v = fc.lib.FcGetVersion()
    return "Pango %s, HarfBuzz %s, Fontconfig %d.%d.%d" % (
        Pango.version_string(), hb, v // 10000, v // 100 % 100, v % 100)


def font_key(fc, font):
    """'file face N [named instance M] (Pango description)' for a PangoFcFont."""
    try:
        pattern = ctypes.c_void_p(font.get_property("pattern"))
        files = fc.get_strings(pattern, "file")
        index = fc.get_int(pattern, "index") or 0
        where = "%s face %d" % (files[0] if files else "?", index & 0xFFFF)
        if index >> 16:
            where += " named instance %d" % ((index >> 16) - 1)
    except Exception:  # not a PangoFcFont
        where = "?"
    return "%s (%s)" % (where, font.describe().to_string())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
