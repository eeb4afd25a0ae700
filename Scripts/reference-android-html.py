#!/usr/bin/python3
"""How Android's Html.fromHtml (legacy mode) shows strings that hold HTML
markup: the reference for the Android HTML reading's tests
(Tests/Data/android/html.tsv).

Html.fromHtml parses with TagSoup and its HTML schema; the Java program beside
this script (android-html/FromHtml.java) runs TagSoup so and keeps the text
as Html's converter keeps it (spaces and line breaks folded, <br> a line
break, a block set apart by two line breaks, <img> U+FFFC; spans are not
built). What is reference here is TagSoup's reading: which characters are
markup and which text, the elements it opens and closes, the character
references it decodes.

The strings written here come first, then 300 made at random (with a fixed
seed) from markup pieces and the characters markup is made of.

Each row: the string (with \\n for a line feed, \\t for a tab, \\r for a
carriage return and \\\\ for a backslash), then the text shown, written alike.

Usage: Scripts/reference-android-html.py > Tests/Data/android/html.tsv
Needs a Java runtime (11 or later) and TagSoup
(apt-get install default-jre-headless libtagsoup-java; Android bundles
TagSoup 1.2, Debian 1.2.1).
"""
import os
import random
import subprocess
import sys

TAGSOUP = "/usr/share/java/tagsoup.jar"

STRINGS = [
    # Well-formed markup.
    "Read our <b>terms</b> &amp; conditions",
    "<big>W</big>IKIPEDI<big>A</big>",
    'Can\'t see? <a href="https://x.org/wiki/Request_an_account">Request an account</a>',
    "a <B>last resort</B>.<br/><br/>Account deletion",
    "Line one<br>line two<br>",
    "<p>One</p><p>Two</p>",
    "<ul><li>A</li><li>B</li></ul>",
    "<h2>Title</h2>Body",
    "<b>m</b>\n   %s",
    "<b>a&#10;b</b>\tc",
    "<br> A",
    "Fish &amp; chips &#8230; &#x2026;&nbsp;<i>x</i> &copy; &mdash; &eacute; &apos; &bogus;",
    'x <img src="a.png"> y',
    '<a title="a>b">link</a>',
    "<b>Note:</b> use <code>adb</code>",
    "<b>a</b><!-- hidden <b>x</b> -->b",
    "<b>x</b><ol>y</ol>z",
    # A translator's broken tags, as in real apps' translations: a tag
    # without its space, a closing tag with a space or no name, a doubled
    # '<', a tag named in another script, an attribute written twice.
    'Made by the translators at <ahref="https://translatewiki.example">translatewiki</a>.',
    "Read the <b>guide</ b> and the <b>notes</ b>.",
    "<b>Bold</> then plain",
    'Your privacy matters. <<a href="%1$s">Learn more</a>.',
    "First step. <ر>Second step.<br>Third.",
    'Ask an <a href=" href="https://example.org/wiki/Admins">administrator</a> for help.',
    '<p>First.</p>\n  <p><a href="https://example.com" target="_blank>Site</a></p>',
    "Text < br > more <b>bold</b>",
    "Text < / a> more <b>bold</b>",
    # What an unclosed '<' or tag runs over.
    "<b>x</b> <3 you",
    "<b>x</b> <b unclosed",
    "I <3 you <b>really</b>",
    "<b>x</b> a<",
    "<b>x</b> a<<",
    "<b>x</b> a<< b",
    "<b>x</b> <p&gtNext text <a href=y>z</a> w",
    # Character references: no ';', unknown, numbers, controls, C1.
    "<b>a</b> &copy 2024 &amp x &ampy",
    "<b>a</b> &#65&#x42; &#x; &#; &#0; &#1; &#150; &#xD800; &#128512;",
    "<b>a</b> &unknown; &AMP; &Eacute;",
    # Characters TagSoup maps or drops.
    "<b>a</b>\r\nb\rc\x01d\x85e",
    # Elements: blocks left open, stray end tags, nesting.
    "<p>One",
    "Text</p> more<b>x</b>",
    "<div>a<p>b</p>c</div>d",
    "<b>x</b></ p>y",
    "<li>A<li>B",
    "<b>a</b><br/ >b<br />c<BR>d",
    "<b>a</b><a/x>b</a>",
    # Declarations, processing instructions, CDATA.
    "<b>a</b><!DOCTYPE html>b<?xml version='1.0'?>c",
    "<b>a</b><!-x->y-->b",
    "<b>a</b><![CDATA[<i>c</i>]]>d",
    "<b>a</b><!--->b-->c",
    # Self-closing tags: a block opened and closed at once.
    "First paragraph.<p/>Second paragraph.",
    "<b>a</b><p />b<div/>c<li x='y'/>d<p class=x/>e",
    # Where the schema lets an element stand: a block inside a paragraph,
    # a heading or a list item closes it; text inside a list or a table
    # closes it; spaces alone there are dropped; bold closed by a block is
    # opened again inside it.
    "<p>Choose one:<ul><li>Photos</li><li>Videos</li></ul>You can change this later.</p>",
    "<p>a<p>b</p>c</p>d",
    "<h2>a<h3>b</h3>c</h2>d",
    "<li>a<li>b</li>c</li>d",
    "<p>a<hr>b</p>c",
    "<p>b<center>c</center>d</p>e",
    "<b>b</b><b><p>;Ai</b>>b",
    "<a href=u><div>C</a>>",
    "<ul>x</ul>",
    "<ul><li>a</li>b</ul>c",
    "<b>x</b><table> </table>y",
    "<b>a</b> <dl> <dt>x</dt> <dd>y</dd></dl>",
    "a<li>b",
    # An empty tag name reads on to the next '>'.
    "<b>Note:</b> Tap <> to swap the languages.",
    "<b>a</b> <> b <i>c</i> d",
    "=-<><br>x<b>y</b>",
    # TagSoup's entities beyond HTML 4's, and its reading of references.
    "<b>Tip:</b> use &check; to mark &amp; &star; to favourite",
    "<b>a</b> &bullet; &numero; &hyphen; &dash; &half; &phi; ampi&ap T&ee",
    "<b>a</b> &amp#65; &copy# &#65x &#1x41; &#1X; &#4294967295; &#2147483648; &#٦٥;",
    "<b>a</b> &ampⅠ &ampा",
    # End tags of no name.
    "<p>a</%>b",
    "<p>a</>b",
    # Declarations that are not what they start like.
    "<b>a</b><![>b>c",
    "<b>a</b><![CD>b>c",
    "<b>a</b><![-->b-->c",
    "<b>a</b><![CDATA[x]]]>y]]>z",
    "<b>a</b><<![CDATA[x]]>y",
    "<b>a</b><<!>x",
    # Raw text in <script> and <style>.
    "<b>a</b><style>x<i>y</i></style>z",
    "<b>a</b><script/>x<i>y</i></q>z<b>w</b>",
    "<b>a</b><style>x</ style>y</STYLE>z<<b>w</b>",
    # A byte order mark at the start.
    "\ufeff<b>a</b> b",
    # Quotes inside and outside attribute values.
    "<b>a</b><a href='x>y'>b</a>c",
    "<b>a</b><a title=x>y>b</a>",
    '<b>a</b><a"b>c</a>',
]


# Markup pieces and characters a string is made of, for the seeded random
# strings after the ones above (each holding a tag Html reads, so that it is
# read as markup).
PIECES = [
    "<b>", "</b>", "<p>", "</p>", "<ul>", "</ul>", "<li>", "</li>", "<br>", "<br/>", "<p/>",
    "<i>", "</i>", '<a href="x">', "</a>", "<div>", "</div>", "<h1>", "</h1>", "<table>",
    "</table>", "<td>", "<tr>", "<dl>", "<dt>", "<dd>", "<hr>", "<img src=x>", "<span>",
    "</span>", "<script>", "</script>", "<style>", "</style>", "<center>", "<form>", "</form>",
    "<select>", "<option>", "<font>", "<blockquote>", "&amp;", "&copy", "&#65;", "&#x42;",
    "&bogus;", "<!--", "-->", "<![CDATA[", "]]>", "<?", "?>", "</", "<>", "</>", "<<", "text",
    "W\u00f6rd", "\u0631", "\u00a0", "\r", "\u0085",
]
CHARACTERS = "<>/!?-[]\"'= \n\t&#;xXab1pli\u0666"
RANDOM_STRINGS = 300


def random_strings():
    generator = random.Random(20261205)
    strings = []
    while len(strings) < RANDOM_STRINGS:
        text = "".join(
            generator.choice(PIECES) if generator.random() < 0.5 else generator.choice(CHARACTERS)
            for _ in range(generator.randint(1, 30))
        )
        if not any(tag in text for tag in ("<b>", "</b>", "<p>", "<br>", "<i>", "<li>", "<div>")):
            text = "<b>x</b>" + text
        strings.append(text)
    return strings


def escape(text):
    return (
        text.replace("\\", "\\\\")
        .replace("\n", "\\n")
        .replace("\t", "\\t")
        .replace("\r", "\\r")
    )


def main():
    if not os.path.exists(TAGSOUP):
        sys.exit(f"no {TAGSOUP}: apt-get install libtagsoup-java")
    program = os.path.join(os.path.dirname(os.path.abspath(__file__)), "android-html", "FromHtml.java")
    strings = STRINGS + random_strings()
    lines = "".join(s.encode("utf-8").hex() + "\n" for s in strings)
    result = subprocess.run(
        ["java", "-cp", TAGSOUP, program], input=lines, capture_output=True, text=True, check=True
    )
    shown = [bytes.fromhex(line.strip()).decode("utf-8") for line in result.stdout.splitlines()]
    assert len(shown) == len(strings)
    version = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", "libtagsoup-java"], capture_output=True, text=True
    ).stdout.strip()
    print(f"# tagsoup_{version or 'unknown'}: Scripts/reference-android-html.py")
    for source, text in zip(strings, shown):
        print(f"{escape(source)}\t{escape(text)}")


if __name__ == "__main__":
    main()
