#!/usr/bin/env python3
"""Writes Tests/Data/plurals/numbers.tsv: for each language and CLDR plural
category, the whole number nearest 1,234 that CLDR's plural rules put in that
category, looked for in the order PluralNumbers looks (1,234 itself, then
1,230-1,239 nearest first, then 1,200-1,299 nearest first, then 99 down to 0),
"-" when none of those is. The rules are Babel's copy of CLDR, not ICU's, so
the test compares two readings of CLDR.

Needs: pip install babel==2.12.1 (CLDR 42, the version ICU 72 ships: CLDR 41
gives Hebrew a `many` form and Maltese no `two`, later ones Vietnamese a
`one`, which ICU 72 does not have)
Run: Scripts/reference-plural-numbers.py > Tests/Data/plurals/numbers.tsv
"""
from babel import Locale

LANGUAGES = [
    "ar", "be", "bg", "bs", "ca", "cs", "cy", "da", "de", "el", "en", "es", "et", "fa", "fi",
    "fr", "ga", "gd", "he", "hi", "hr", "hu", "id", "is", "it", "ja", "ka", "ko", "lt", "lv",
    "mk", "ms", "mt", "nb", "nl", "pl", "pt", "ro", "ru", "sk", "sl", "sq", "sr", "sv", "th",
    "tr", "uk", "vi", "zh",
]
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
VALUE = 1234


def candidates(value):
    order = [value]
    for modulus in (10, 100):
        base = value - value % modulus
        order += sorted(range(base, base + modulus), key=lambda n: (abs(n - value), n))
    order += list(range(99, -1, -1))
    return order


def main():
    print("# language\tcategory\tnumber nearest 1234 (Babel's CLDR plural rules)")
    for language in LANGUAGES:
        locale = Locale.parse(language)
        for category in CATEGORIES:
            found = next((n for n in candidates(VALUE) if locale.plural_form(n) == category), None)
            print(f"{language}\t{category}\t{'-' if found is None else found}")


if __name__ == "__main__":
    main()
