#!/usr/bin/python3
"""Validates typometer's SARIF output against the OASIS SARIF 2.1.0 JSON schema.

Runs `typometer check` and `typometer validate` with --format sarif on the
examples (findings, a baseline, a spec that cannot be read, a config that
cannot be parsed) and validates each log with the `jsonschema` package
(pip install jsonschema rfc3987; rfc3987 makes it check the URIs too).
The schema is not in this repository (OASIS's licence terms); pass the path
of sarif-schema-2.1.0.json as published by OASIS (sarif-2.1/schema/sarif-schema-2.1.0.json in the oasis-tcs/sarif-spec
repository). The tests check the same structure by hand, without the schema.

Usage: Scripts/check-sarif.py SCHEMA [--typometer BIN]
Exit status: 0 every log is valid, 1 one is not.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = ["--no-system-fonts", "--fonts", "Fonts"]


def run(typometer, arguments, expected):
    result = subprocess.run([typometer] + arguments, cwd=ROOT, capture_output=True, text=True)
    if result.returncode not in expected:
        sys.exit(f"{' '.join(arguments)}: exit {result.returncode}\n{result.stderr}")
    return json.loads(result.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("schema")
    parser.add_argument("--typometer", default=os.path.join(ROOT, ".build/debug/typometer"))
    options = parser.parse_args()
    with open(options.schema, encoding="utf-8") as file:
        schema = json.load(file)
    validator_class = jsonschema.validators.validator_for(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)

    with tempfile.TemporaryDirectory() as folder:
        baseline = os.path.join(folder, "baseline.json")
        broken = os.path.join(folder, "broken.json")
        with open(broken, "w", encoding="utf-8") as file:
            file.write('{"ui-font-text-styles": ')
        spec = "Examples/App/typometer.json"
        runs = {
            "check": (["check", spec, "--format", "sarif"], {1}),
            "check, baseline written": (["check", spec, "--write-baseline", baseline], None),
            "check --baseline": (["check", spec, "--format", "sarif", "--baseline", baseline], {0}),
            "check, no spec": (["check", "NoSuchSpec.json", "--format", "sarif"], {2}),
            "validate": (
                ["validate", "Tests/Data/config/TypographyKit-misspelled-font.json",
                 "--format", "sarif"] + FONTS, {1}),
            "validate, unparsable": (["validate", broken, "--format", "sarif"] + FONTS, {2}),
        }
        failures = 0
        for name, (arguments, expected) in runs.items():
            if expected is None:
                subprocess.run([options.typometer] + arguments, cwd=ROOT, capture_output=True)
                continue
            log = run(options.typometer, arguments, expected)
            errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
            results = sum(len(run.get("results", [])) for run in log.get("runs", []))
            print(f"{name}: {results} results, {'valid' if not errors else 'INVALID'}")
            for error in errors[:10]:
                print(f"  {'/'.join(map(str, error.path))}: {error.message}")
            failures += bool(errors)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
