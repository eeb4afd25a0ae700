#!/usr/bin/python3
"""Pango's in-process loop over a string corpus: the peer of `make bench`'s sweep.

Lays out every string of each language at each of the given sizes in a fixed
width (PANGO_WRAP_WORD_CHAR, unhinted, unrounded glyph positions, only the
given font directories visible, fallback on), and reads back what Typometer's
sweep gives for each (string, size): the line count and the layout's logical
width and height. One thread, one Pango layout per language; the strings are
read before the clock starts. Prints the best of --rounds passes:

    pango: 5400 strings/s (0.123 s per pass, 9785 strings, 12 sizes)

Usage: pango_bench.py --fonts DIR --corpus DIR --job LANG=FAMILY:WEIGHT ...
                      --sizes 14,15,... --width 320 [--rounds N | --serve]
With --serve it prints "ready STRINGS SIZES" after the warm-up, then runs one
pass per line read from stdin and prints its time in seconds (how `make bench`
interleaves Pango's passes with its own).
A language with no --job uses the one named `en`. CORPUS holds LANG.txt files,
one string per line (the shared corpus, read in place).
Needs python3-gi and gir1.2-pango-1.0 (Debian).
"""
import argparse
import os
import sys
import time
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pango_lines  # noqa: E402  (the same Fontconfig set-up as the line-count reference)


def main(argv):
    p = argparse.ArgumentParser(description="Pango layout loop over a corpus (one thread)")
    p.add_argument("--fonts", action="append", required=True, metavar="DIR")
    p.add_argument("--corpus", required=True, metavar="DIR")
    p.add_argument("--job", action="append", default=[], metavar="LANG=FAMILY:WEIGHT")
    p.add_argument("--sizes", required=True, help="point sizes, comma-separated")
    p.add_argument("--width", type=float, required=True, help="container width in points")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--serve", action="store_true",
                   help="after the warm-up, print 'ready', then run one pass per line read "
                   "from stdin and print its time in seconds")
    args = p.parse_args(argv)

    fonts = {}
    for job in args.job:
        language, _, rest = job.partition("=")
        family, _, weight = rest.rpartition(":")
        if not language or not family or not weight.isdigit():
            pango_lines.die("--job %r: expected LANG=FAMILY:WEIGHT" % job)
        fonts[language] = (family, int(weight))
    sizes = [float(s) for s in args.sizes.split(",") if s]
    if not sizes or "en" not in fonts:
        pango_lines.die("--sizes and a --job for en are required")

    dirs = [os.path.realpath(d) for d in args.fonts]
    pango_lines.setup_fontconfig(dirs)
    import gi
    gi.require_version("Pango", "1.0")
    gi.require_version("PangoFT2", "1.0")
    from gi.repository import Pango, PangoFT2

    fontmap = PangoFT2.FontMap.new()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        fontmap.set_resolution(72.0, 72.0)

    jobs = []
    for name in sorted(os.listdir(args.corpus)):
        if not name.endswith(".txt"):
            continue
        language = name[:-4]
        family, weight = fonts.get(language, fonts["en"])
        texts = [t for t in pango_lines.read_strings(os.path.join(args.corpus, name)) if t]
        context = Pango.FontMap.create_context(fontmap)
        context.set_round_glyph_positions(False)
        context.set_language(Pango.Language.from_string(language))
        layout = Pango.Layout.new(context)
        layout.set_wrap(Pango.WrapMode.WORD_CHAR)
        layout.set_width(round(args.width * Pango.SCALE))
        attrs = Pango.AttrList()
        attrs.insert(Pango.attr_insert_hyphens_new(False))
        layout.set_attributes(attrs)
        descriptions = []
        for size in sizes:
            desc = Pango.FontDescription()
            desc.set_family(family)
            desc.set_weight(weight)
            desc.set_absolute_size(round(size * Pango.SCALE))
            descriptions.append(desc)
        jobs.append((layout, descriptions, texts))
    count = sum(len(texts) for _, _, texts in jobs)
    if count == 0:
        pango_lines.die("no strings in %s (LANG.txt files)" % args.corpus)

    def one_pass():
        lines = 0
        for layout, descriptions, texts in jobs:
            for text in texts:
                layout.set_text(text, -1)
                for desc in descriptions:
                    layout.set_font_description(desc)
                    lines += layout.get_line_count()
                    layout.get_size()
        return lines

    one_pass()  # warm up: faces, fallback lists, shaping plans
    if args.serve:
        # One pass per line read; its time in seconds is written back, so that
        # a benchmark can interleave Pango's passes with its own.
        print("ready %d %d" % (count, len(sizes)), flush=True)
        for _ in sys.stdin:
            start = time.perf_counter()
            one_pass()
            print("%.6f" % (time.perf_counter() - start), flush=True)
        return 0
    best = float("inf")
    for _ in range(max(1, args.rounds)):
        start = time.perf_counter()
        one_pass()
        best = min(best, time.perf_counter() - start)
    print("pango: %.0f strings/s (%.3f s per pass, %d strings, %d sizes)"
          % (count / best, best, count, len(sizes)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
