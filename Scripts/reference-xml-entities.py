#!/usr/bin/python3
"""How Expat, the XML parser aapt2 reads Android resources with, reads
documents that declare their own entities: the reference for the XML
reader's entity tests (Tests/Data/xml/entities.tsv).

Each row: the document (with \\n for a line feed and \\t for a tab), then
`ok`, the text of the whole document (every character-data piece in order)
and the root element's attributes as name=value joined by `|`, or `refused`
and Expat's message. Expat runs with its defaults (Python's pyexpat), as
aapt2 runs it: internal entities are expanded, external ones are not loaded.

Usage: Scripts/reference-xml-entities.py > Tests/Data/xml/entities.tsv
Needs Python 3 (pyexpat is part of it).
"""
import pyexpat
import xml.parsers.expat as expat

DOCUMENTS = [
    # Termux's strings.xml: names of its apps, used in text and attributes.
    '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE resources [\n'
    '    <!ENTITY TERMUX_APP_NAME "Termux">\n'
    '    <!ENTITY TERMUX_API_APP_NAME "Termux:API">\n    ]>\n'
    '<resources a="&TERMUX_APP_NAME;">\n'
    '<string name="x">The &TERMUX_API_APP_NAME; app needs &TERMUX_APP_NAME;.</string>\n'
    '</resources>',
    # Typographic aliases by character reference (an Android project's &hellip;).
    '<!DOCTYPE resources [\n<!ENTITY hellip "&#8230;">\n<!ENTITY rsquo "&#x2019;">\n]>'
    '<resources><string name="a">Wait&hellip; it&rsquo;s here</string></resources>',
    # The first declaration of a name holds.
    '<!DOCTYPE r [<!ENTITY a "first"><!ENTITY a "second">]><r>&a;</r>',
    # Predefined entities and references to entities declared later.
    '<!DOCTYPE r [<!ENTITY l "&lt;b&gt; &amp; &quot;">]><r>&l;</r>',
    '<!DOCTYPE r [<!ENTITY a "A&b;"><!ENTITY b "B&c;"><!ENTITY c "C">]><r>&a;&b;</r>',
    # A character reference to '&' is decoded where the entity is declared,
    # so what follows it is a reference where the entity is used.
    '<!DOCTYPE r [<!ENTITY e "a&#38;amp;b">]><r>&e;</r>',
    "<!DOCTYPE r [<!ENTITY e 'say \"hi\"'>]><r>&e;</r>",
    # Line ends in an entity's text are a line feed, as in text.
    '<!DOCTYPE r [<!ENTITY e "a\r\nb">]><r>&e;</r>',
    # A comment in the internal subset may hold ']' and '>'.
    '<!DOCTYPE r [<!-- ] > --><!ENTITY e "x">]><r>&e;</r>',
    # Other declarations are skipped; a parameter entity is declared but not
    # used by the document.
    '<!DOCTYPE r [<!ELEMENT r ANY><!ENTITY % p "x"><!ENTITY e "y">]><r>&e;</r>',
    # In an attribute value, an entity's tabs and line breaks (literal or
    # decoded where it was declared) become spaces; a character reference
    # left in its text (written &#38;#38;) is decoded where it is used.
    '<!DOCTYPE r [<!ENTITY e "a&#10;b\tc\nd">]><r a="&e;">&e;</r>',
    '<!DOCTYPE r [<!ENTITY e "x&#38;#38;y">]><r a="&e;">&e;</r>',
    # Refused by both.
    '<!DOCTYPE r [<!ENTITY a "&a;">]><r>&a;</r>',
    '<!DOCTYPE r [<!ENTITY a "&b;"><!ENTITY b "&a;">]><r>&a;</r>',
    '<!DOCTYPE r [<!ENTITY e "x">]><r>&f;</r>',
    '<!DOCTYPE r [<!ENTITY e "100%">]><r>&e;</r>',
    '<!DOCTYPE r [<!ENTITY e "x">]><r>&e</r>',
    '<!DOCTYPE r [<!ENTITY e "x>]><r>&e;</r>',
    # Expat reads these; the reader refuses them (see XMLTokenizer.Dialect.xml).
    '<!DOCTYPE r [<!ENTITY e SYSTEM "file:///etc/hostname">]><r>&e;</r>',
    '<!DOCTYPE r [<!ENTITY e "<b>bold</b>">]><r>&e;</r>',
]


def escape(text):
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")


def read(document):
    parser = expat.ParserCreate()
    pieces = []
    root = []
    parser.CharacterDataHandler = pieces.append
    parser.StartElementHandler = lambda name, attributes: root.append(attributes) if not root else None
    try:
        parser.Parse(document.encode("utf-8"), True)
    except expat.ExpatError as error:
        return ["refused", str(error)]
    attributes = "|".join(f"{name}={value}" for name, value in sorted(root[0].items()))
    return ["ok", "".join(pieces), attributes]


print(f"# {pyexpat.EXPAT_VERSION}: Scripts/reference-xml-entities.py")
for document in DOCUMENTS:
    print("\t".join(escape(field) for field in [document] + read(document)))
