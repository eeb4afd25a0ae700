#!/usr/bin/env python3
"""Writes Tests/Data/format/samples.tsv: format strings as Java's Formatter
(what Android's String.format and Resources.getString run) and C's printf
(what Foundation's String(format:) follows for numbers) write them, given the
samples Typometer fills in (the object Alexandria, the integer 1234, the
floating-point number 12.34, the boolean true, and for Java's date and time
conversions Wednesday 18 September 2024, 14:30:45 UTC). FormatSamplesTests compares
FormatSpecifierSubstitution's output with them.

Needs: a JDK (java 11 or later, to run a single source file); Python's `%`
operator is C's printf for the C rows.
Run: Scripts/reference-format-samples.py > Tests/Data/format/samples.tsv
"""
import os
import subprocess
import tempfile

# Each format string with the arguments, in order, that the samples stand for.
JAVA = [
    ("Copied %1$,d files", ["1234"]),
    ("%,d of %,d", ["1234", "1234"]),
    ("Alt %1$,.3f m", ["12.34"]),
    ("Number %05d", ["1234"]),
    ("%+d", ["1234"]),
    ("%(d", ["1234"]),
    ("%e and %E", ["12.34", "12.34"]),
    ("%.2e", ["12.34"]),
    ("%g", ["12.34"]),
    ("%.3g", ["12.34"]),
    ("%b", ["true"]),
    ("%B", ["true"]),
    ("Line%nbreak", []),
    ("%1$s sent %2$,d photos", ["Alexandria", "1234"]),
    ("%s: %d%%", ["Alexandria", "1234"]),
    ("%1$S", ["Alexandria"]),
    ("%08.3f", ["12.34"]),
    ("%1$tB %1$te, %1$tY", ["date"]),
    ("%1$tA %1$ta %1$tb %1$tH:%1$tM:%1$tS %1$tp", ["date"]),
    ("%1$tR %1$tT %1$tr %1$tD %1$tF", ["date"]),
    ("%1$tc %1$tZ %1$tz %1$tj %1$tm %1$td %1$ty %1$tC %1$tI %1$tk %1$tl", ["date"]),
    ("%1$ts %1$tQ %1$tL %1$tN %1$th", ["date"]),
    ("%1$TB %1$Tp", ["date"]),
    ("%1$tB %<te, %<tY", ["date"]),
    ("%+05d and %+08.2f", ["1234", "12.34"]),
    ("Line%n%d files", ["1234"]),
    ("[%7.3f] [%5d] [%12s] [%-12s] [%10.1f]", ["12.34", "1234", "Alexandria", "Alexandria", "12.34"]),
]

C = [
    ("%e and %E", [12.34, 12.34]),
    ("%.2e", [12.34]),
    ("%+d and %+.1f", [1234, 12.34]),
    ("%05d", [1234]),
    ("%.1f", [12.34]),
    ("%+05d", [1234]),
    ("[%7.3f] [%5d] [%12s] [%-12s] [%-6d]", [12.34, 1234, "Alexandria", "Alexandria", 1234]),
]


def java_rows():
    def literal(arg):
        if arg == "date":
            return ('java.time.ZonedDateTime.of(2024, 9, 18, 14, 30, 45, 0, '
                    'java.time.ZoneId.of("UTC"))')
        if arg == "true":
            return "Boolean.TRUE"
        if arg.isdigit():
            return f"Integer.valueOf({arg})"
        try:
            float(arg)
            return f"Double.valueOf({arg})"
        except ValueError:
            return '"' + arg + '"'

    calls = "\n".join(
        '    print("{0}", new Object[] {{{1}}});'.format(
            fmt.replace("\\", "\\\\").replace('"', '\\"'), ", ".join(literal(a) for a in args)
        )
        for fmt, args in JAVA
    )
    source = (
        "import java.util.Locale;\n"
        "public class Formats {\n"
        "  static void print(String format, Object[] args) {\n"
        "    String out = String.format(Locale.US, format, args);\n"
        '    System.out.println("java\\t" + format + "\\t" + out.replace("\\n", "\\\\n"));\n'
        "  }\n"
        "  public static void main(String[] a) {\n" + calls + "\n  }\n}\n"
    )
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "Formats.java")
        with open(path, "w") as f:
            f.write(source)
        return subprocess.run(
            ["java", path], check=True, capture_output=True, text=True
        ).stdout.splitlines()


def main():
    print("# syntax\tformat\toutput (a line break written \\n)")
    for row in java_rows():
        print(row)
    for fmt, args in C:
        print(f"c\t{fmt}\t{fmt % tuple(args)}")


main()
