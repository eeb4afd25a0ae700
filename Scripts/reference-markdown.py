#!/usr/bin/python3
"""The text of each test string as a CommonMark parser shows it: the reference
for MarkdownText (Tests/Data/markdown/reference.tsv).

Each input is one line of UI text with inline Markdown and character
references (no block syntax: SwiftUI reads inline syntax only, and
MarkdownText leaves the rest as written). cmark-gfm (Debian's cmark-gfm, with
its strikethrough extension, as Foundation's Markdown parser has it) parses it
to XML, and the shown text is the text of its text and code nodes in order
(an image's alt text too). Inline HTML (two inputs) is taken as shown as
written: that is this script's assumption of what Foundation does with it,
not cmark-gfm's output.

Usage: Scripts/reference-markdown.py > Tests/Data/markdown/reference.tsv
Needs cmark-gfm (apt-get install cmark-gfm).
"""
import subprocess
import sys
import xml.etree.ElementTree as ET

INPUTS = [
    "Tap **Save** to keep your changes",
    "Tap __Save__ to keep your changes",
    "An *important* and _quiet_ word",
    "***Both*** at once",
    "[Learn more](https://example.com/help/privacy-policy/)",
    "Passwords are encrypted. [Learn more](app://example.com/help/sync-and-backup/password-manager/)",
    "[Terms](https://example.com/terms \"Our terms\") and [Privacy](<https://example.com/a b>)",
    "A link [with *emphasis* inside](https://example.com) ends here",
    "Go to <https://example.com/settings> or write to <help@example.com>",
    "Run `make test` first",
    "`` a `tick` inside ``",
    "~~Old price~~ New price",
    "~one tilde~ strikes too",
    "file_name_here stays as it is",
    "snake_case_words and 2*3*4 stay",
    "A * not emphasis * here",
    "**Unclosed strong stays",
    "*Required field",
    "Escaped \\*stars\\* and \\[brackets\\]",
    "A backslash \\ alone stays",
    "[Not a link] and [also not](",
    "[Nested [links](https://a.example)](https://b.example)",
    "![Logo](https://example.com/logo.png) Example",
    "*%2$@, %3$@* and *1 other* tried to track you",
    "**DuckDuckGo** protects you",
    "„**Fire Button**“ clears tabs",
    "Read the __[guide](https://example.com/guide)__ now",
    "*a **b** c*",
    "**a *b* c**",
    "*foo**bar**baz*",
    "*foo**bar*",
    "__foo, __bar__, baz__",
    "foo*bar*",
    "foo_bar_",
    "_(bar)_.",
    "**foo \"*bar*\" foo**",
    "Three ~~~tildes~~~ stay",
    "Price: $5 * 2 = $10",
    "Use <b>bold</b> tags",
    "Email: <not an email> here",
    "Closing ] alone and [ opening alone",
    "[a](b) [c](d) [e](f)",
    "*Пароли* и **синхронизация**",
    "**تم الحفظ** بنجاح",
    "_日本語_の**強調**",
    "Fish &amp; chips",
    "Wait&#8230; done &#x2713;",
    "&copy; 2025 Example &mdash; all rights",
    "AT&T and &notaname; stay",
    "[Terms &amp; Conditions](https://example.com)",
]


def shown(markdown):
    xml = subprocess.run(
        ["cmark-gfm", "-e", "strikethrough", "-t", "xml"], input=markdown.encode(),
        capture_output=True, check=True).stdout
    root = ET.fromstring(xml)
    out = []

    def walk(node):
        tag = node.tag.split("}")[-1]
        if tag in ("text", "code"):
            out.append(node.text or "")
        elif tag in ("softbreak", "linebreak"):
            out.append("\n")
        elif tag == "html_inline":
            out.append(node.text or "")
        for child in node:
            walk(child)

    walk(root)
    return "".join(out)


def escape(text):
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def main():
    print("# input\tshown (cmark-gfm -e strikethrough; Scripts/reference-markdown.py)")
    for text in INPUTS:
        print(escape(text) + "\t" + escape(shown(text)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
