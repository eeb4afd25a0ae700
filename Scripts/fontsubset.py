"""The subsetting the font scripts share (imported by make-*-fonts.py and
make-serif-four-subset.py): keep every layout feature, name record and language,
draw .notdef, and leave head's timestamps alone so the output is byte-stable."""
from fontTools import subset

# The characters of the test and demo strings: Basic Latin, Latin-1, general punctuation.
LATIN = "U+0020-007E,U+00A0-00FF,U+2010-2027"


def subset_font(font, unicodes=LATIN):
    """Subsets the TTFont `font` in place to `unicodes` (a pyftsubset range list)."""
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.recalc_timestamp = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(unicodes))
    subsetter.subset(font)
