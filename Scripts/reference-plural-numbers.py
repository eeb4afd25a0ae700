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
     Scripts/reference-plural-numbers.py --whole-numbers > Tests/Data/plurals/whole-numbers.tsv
     (the second: each language's categories that whole numbers take, read from
     0-199, 1,000-1,021, 10^4, 10^5, 10^6, 10^6 + 1 and 2 * 10^6, as PluralNumbers reads them)
"""
import sys
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


WHOLE_NUMBERS = (
    list(range(200)) + list(range(1000, 1022)) + [10_000, 100_000, 1_000_000, 1_000_001, 2_000_000]
)


def whole_numbers():
    print("# language\tcategories whole numbers take (Babel's CLDR plural rules)")
    for language in LANGUAGES:
        locale = Locale.parse(language)
        found = {locale.plural_form(n) for n in WHOLE_NUMBERS}
        print(f"{language}\t{' '.join(c for c in CATEGORIES if c in found)}")


def main():
    if "--whole-numbers" in sys.argv[1:]:
        whole_numbers()
        return
    print("# language\tcategory\tnumber nearest 1234 (Babel's CLDR plural rules)")
    for language in LANGUAGES:
        locale = Locale.parse(language)
        for category in CATEGORIES:
            found = next((n for n in candidates(VALUE) if locale.plural_form(n) == category), None)
            print(f"{language}\t{category}\t{'-' if found is None else found}")


if __name__ == "__main__":
    main()
