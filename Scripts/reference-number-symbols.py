#!/usr/bin/env python3
"""Writes Tests/Data/numbers/symbols.tsv: for each language, the default
numbering system CLDR gives it, that system's digit zero, and the decimal and
grouping separators it writes numbers with: what Java's String.format writes
%d and %f with in an Android app's locale. Babel's copy of CLDR, not ICU's,
so the test (LocaleNumbersTests) compares two readings of CLDR.

Needs: pip install babel==2.14.0 (the first Babel that reads each locale's
default numbering system; CLDR 44)
Run: Scripts/reference-number-symbols.py > Tests/Data/numbers/symbols.tsv
"""
import unicodedata
from babel import Locale
import babel.numbers as numbers

LANGUAGES = [
    "ar", "ar-EG", "ar-SA", "ar-MA", "ar-DZ", "as", "bg", "bn", "ckb", "cs", "da", "de", "el",
    "en", "es", "fa", "fi", "fr", "he", "hi", "hu", "id", "it", "ja", "ko", "ks", "mr", "my",
    "nb", "ne", "nl", "pl", "ps", "pt", "pt-BR", "ro", "ru", "sd", "sv", "ta", "th", "tr",
    "uk", "ur", "vi", "zh",
]

# Each numbering system's digit zero, by its Unicode name (CLDR's
# numberingSystems.xml lists the ten digits; they are consecutive).
ZERO = {
    "latn": "DIGIT ZERO",
    "arab": "ARABIC-INDIC DIGIT ZERO",
    "arabext": "EXTENDED ARABIC-INDIC DIGIT ZERO",
    "beng": "BENGALI DIGIT ZERO",
    "deva": "DEVANAGARI DIGIT ZERO",
    "mymr": "MYANMAR DIGIT ZERO",
}


def code(text):
    return " ".join(f"U+{ord(c):04X}" for c in text)


def main():
    print("# language\tnumbering system\tzero digit\tdecimal separator\tgrouping separator"
          " (Babel's CLDR)")
    for language in LANGUAGES:
        locale = Locale.parse(language.replace("-", "_"))
        system = locale.default_numbering_system
        zero = unicodedata.lookup(ZERO[system])
        decimal = numbers.get_decimal_symbol(locale, numbering_system="default")
        group = numbers.get_group_symbol(locale, numbering_system="default")
        print(f"{language}\t{system}\t{code(zero)}\t{code(decimal)}\t{code(group)}")


if __name__ == "__main__":
    main()
