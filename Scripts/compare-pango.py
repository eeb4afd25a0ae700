#!/usr/bin/python3
"""Compares Typometer's line counts with Pango's over the shared UI-string corpus.

For each language, the corpus strings are measured by `typometer measure` and by
Scripts/pango/pango_lines.py (Pango, same font files, unhinted, WORD_CHAR wrapping)
at several sizes and widths. Only strings the primary font covers by itself count
(no fallback on either side). Prints the agreement per language and overall, and
writes every disagreement to OUT (default /tmp/pango-disagreements.tsv).

Usage: Scripts/compare-pango.py [--corpus DIR] [--out FILE] [--typometer BIN]
The corpus (MPL/GPL strings) is read in place, never copied into the repository.
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PANGO = os.path.join(ROOT, "Scripts", "pango", "pango_lines.py")

# language → (PostScript name, Fontconfig family, weight)
FONTS = {
    "en": ("Roboto-Regular", "Roboto", 400),
    "de": ("Inter-Regular", "Inter", 400),
    "fi": ("Roboto-Regular", "Roboto", 400),
    "ru": ("Roboto-Regular", "Roboto", 400),
    "el": ("Inter-Bold", "Inter", 700),
    "vi": ("Roboto-Regular", "Roboto", 400),
    "ar": ("NotoSansArabic-Regular", "Noto Sans Arabic", 400),
    "he": ("NotoSansHebrew-Regular", "Noto Sans Hebrew", 400),
    "hi": ("NotoSansDevanagari-Regular", "Noto Sans Devanagari", 400),
    "th": ("NotoSansThai-Regular", "Noto Sans Thai", 400),
    "ja": ("NotoSansCJKjp-Regular", "Noto Sans CJK JP", 400),
    "zh": ("NotoSansCJKjp-Regular", "Noto Sans CJK JP", 400),
    "ko": ("NotoSansCJKkr-Regular", "Noto Sans CJK KR", 400),
}
SETTINGS = [(17, 320), (17, 120), (28, 200), (53, 320)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus", "strings"))
    parser.add_argument("--out", default="/tmp/pango-disagreements.tsv")
    parser.add_argument("--typometer", default=os.path.join(ROOT, ".build", "release", "typometer"))
    args = parser.parse_args()
    total = agree = 0
    with open(args.out, "w") as out:
        out.write("lang\tsize\twidth\ttypometer\tpango\ttext\n")
        for lang, (name, family, weight) in FONTS.items():
            path = os.path.join(args.corpus, f"{lang}.txt")
            if not os.path.exists(path):
                continue
            lang_total = lang_agree = 0
            for size, width in SETTINGS:
                ours = subprocess.run(
                    [args.typometer, "measure", name, "--size", str(size), "--width", str(width),
                     "--lang", lang, "--strings", path, "--format", "jsonl",
                     "--no-system-fonts", "--fonts", os.path.join(ROOT, "Fonts")],
                    capture_output=True, text=True).stdout.splitlines()
                # Korean: Typometer breaks it as Apple's labels do, keeping a
                # Hangul word whole; Pango is told to do the same.
                keep = ["--keep-hangul-words"] if lang == "ko" else []
                theirs = subprocess.run(
                    [PANGO, "--fonts", os.path.join(ROOT, "Fonts"), "--family", family,
                     "--weight", str(weight), "--size", str(size), "--width", str(width),
                     "--lang", lang, "--unknown-column", "--strings", path] + keep,
                    capture_output=True, text=True).stdout.splitlines()
                ours = [json.loads(line) for line in ours]
                theirs = [line.split("\t", 3) for line in theirs]
                if len(ours) != len(theirs):
                    sys.exit(f"{lang}: {len(ours)} results from typometer, {len(theirs)} from Pango")
                for m, p in zip(ours, theirs):
                    if m["fontsUsed"] != [name] or m["missing"]:
                        continue  # the primary font does not cover the string by itself
                    lang_total += 1
                    if m["lines"] == int(p[0]):
                        lang_agree += 1
                    else:
                        out.write(f"{lang}\t{size}\t{width}\t{m['lines']}\t{p[0]}\t{m['text']}\n")
            total += lang_total
            agree += lang_agree
            share = 100 * lang_agree / lang_total if lang_total else 100
            print(f"{lang}\t{name}\t{lang_agree}/{lang_total}\t{share:.2f}%")
    print(f"all\t\t{agree}/{total}\t{100 * agree / max(total, 1):.2f}%")
    print(f"disagreements: {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
