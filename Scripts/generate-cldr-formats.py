#!/usr/bin/env python3
"""Generates the CLDR number and date formats of habit-report's four
languages from the CLDR data that the PyPI package `babel` ships, the way
Scripts/generate-plural-rules.py generates the plural rules.

Writes
  Sources/HabitSite/Localization/CLDRFormats+Data.swift
      per language: the decimal, group and percent symbols of each numbering
      system the catalogs use, the percent pattern, the month and weekday
      names (wide and abbreviated, format context), the date patterns of
      every `DateStyle` and the first half of a date range per greatest
      difference (day, month, year), in the catalogs' placeholder syntax;
  Tests/HabitSiteTests/Localization/CLDRSamples/cldr-format-samples.tsv
      what babel itself writes for a spread of numbers, percents, dates and
      range starts with those patterns: the rows of CLDRFormatTests.

Babel writes Latin digits whatever the numbering system (it swaps only the
symbols), so the samples swap the digits for the system's own the way CLDR's
numbering systems define them (ten consecutive code points from zero).

Choices made on top of CLDR, each in one place below:
  * English is CLDR's en_GB ("3 November 2026", the catalog's house style);
  * `long` (weekday, day, month, no year) is CLDR's full date format with
    the year and its separator taken out, since fr, ar and ur have no
    MMMMEEEEd skeleton;
  * a range start widens CLDR's yMMMd interval formats to full month names
    (MMM -> MMMM), as the site writes months in full.

Usage (from the repository root):
  pip install babel
  python3 Scripts/generate-cldr-formats.py
Commit both files. Building does not need babel. `.ci/run` runs
`Scripts/check-generated cldr`, which installs the babel the files name into
.build/generator-venv and calls `generate-cldr-formats.py --check`: that
compares the committed files with what babel writes now. Without babel, or
with another version than the files name, the check cannot compare: with
CI=true it fails, naming what is missing; elsewhere it says it skipped.
"""

import os
import re
import sys
from datetime import date
from pathlib import Path

CHECK = "--check" in sys.argv[1:]
ROOT = Path(__file__).resolve().parents[1]
SWIFT = ROOT / "Sources/HabitSite/Localization/CLDRFormats+Data.swift"


def generated_with():
    """The babel version the committed Swift file names, or None."""
    if not SWIFT.exists():
        return None
    match = re.search(r"as shipped by babel (\S+)\.", SWIFT.read_text(encoding="utf-8"))
    return match.group(1) if match else None


def cannot_check(reason):
    """--check without what it compares with: fails in CI (CI=true), naming
    what is missing and how .ci/run provides it, as the tests' Prerequisite
    does; elsewhere skips with the same words."""
    provided = (f"babel {generated_with()} (the version {SWIFT.name} names) is installed into "
                ".build/generator-venv by Scripts/check-generated, which .ci/run runs")
    if os.environ.get("CI") == "true":
        print(f"generate-cldr-formats.py --check: FAILED, {reason}; {provided}", file=sys.stderr)
        sys.exit(1)
    print(f"generate-cldr-formats.py --check: skipped, {reason}; {provided}")
    sys.exit(0)


try:
    import babel
    from babel import Locale
    from babel.core import get_cldr_version
    from babel.dates import format_date
    from babel.numbers import format_decimal, format_percent
except ImportError:
    if CHECK:
        cannot_check("babel is not installed")
    sys.exit("generate-cldr-formats.py needs babel: pip install babel")

STALE = []


def write(path, text):
    """Writes `text` to `path`, or with --check notes that it differs."""
    if CHECK:
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current != text:
            STALE.append(path.relative_to(ROOT))
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")

SAMPLES = ROOT / "Tests/HabitSiteTests/Localization/CLDRSamples/cldr-format-samples.tsv"
# Catalog language -> CLDR locale.
LANGUAGES = {"en": "en_GB", "fr": "fr", "ar": "ar", "ur": "ur"}
SYSTEMS = ["latn", "arab", "arabext"]
ZERO = {"latn": 0x30, "arab": 0x660, "arabext": 0x6F0}
# DateStyle -> CLDR skeleton (None: the full date format without its year).
STYLES = {
    "short": "MMMEd",
    "long": None,
    "dayMonth": "MMMd",
    "dayMonthLong": "MMMMd",
    "dayMonthYear": "yMMMMd",
    "monthYear": "yMMMM",
}
FIELDS = [
    ("EEEE", "{weekday:long}"),
    ("EEE", "{weekday:short}"),
    ("E", "{weekday:short}"),
    ("MMMM", "{month:long}"),
    ("LLLL", "{month:long}"),
    ("MMM", "{month:short}"),
    ("LLL", "{month:short}"),
    ("dd", "{day}"),
    ("d", "{day}"),
    ("y", "{year}"),
]
DASHES = "\u2013\u2014-"


def tokens(pattern):
    """A CLDR date pattern as (kind, text) pairs: 'field' or 'literal'."""
    out = []
    index = 0
    while index < len(pattern):
        char = pattern[index]
        if char == "'":
            end = pattern.index("'", index + 1) if "'" in pattern[index + 1 :] else len(pattern)
            out.append(("literal", pattern[index + 1 : end] or "'"))
            index = end + 1
        elif char.isalpha():
            end = index
            while end < len(pattern) and pattern[end] == char:
                end += 1
            out.append(("field", pattern[index:end]))
            index = end
        else:
            out.append(("literal", char))
            index += 1
    return out


def placeholders(pattern):
    """The catalog form of a CLDR date pattern."""
    text = ""
    for kind, value in tokens(pattern):
        if kind == "literal":
            text += value.replace("{", "{{")
            continue
        replacement = dict(FIELDS).get(value)
        if replacement is None:
            sys.exit(f"unsupported CLDR date field {value!r} in {pattern!r}")
        text += replacement
    return text


def without_year(pattern):
    """The full date pattern with its year and the separator before it out."""
    return re.sub(r"[\s,،]*y+", "", pattern).strip()


def range_start(pattern):
    """The first half of a CLDR interval pattern, without its dash."""
    return pattern.rstrip().rstrip(DASHES + "\u2009 ").rstrip().replace("MMM", "MMMM").replace(
        "MMMMM", "MMMM")


def cldr_patterns(locale):
    patterns = {}
    for style, skeleton in STYLES.items():
        if skeleton is None:
            patterns[style] = without_year(locale.date_formats["full"].pattern)
        else:
            patterns[style] = locale.datetime_skeletons[skeleton].pattern
    interval = locale.interval_formats["yMMMd"]
    starts = {field: range_start(interval[field][0]) for field in ("d", "M", "y")}
    return patterns, starts


def percent_affixes(locale):
    pattern = locale.percent_formats[None].pattern
    match = re.fullmatch(r"([^#0]*)[#,0.]+([^#0]*)", pattern)
    if match is None:
        sys.exit(f"unsupported percent pattern {pattern!r}")
    return match.group(1), match.group(2)


def symbols(locale, system):
    table = locale.number_symbols[system]
    return table["decimal"], table["group"], table["percentSign"]


def swift_string(text):
    out = ""
    for char in text:
        if char in '"\\':
            out += "\\" + char
        elif ord(char) < 0x20 or char in "\u00a0\u061c\u200e\u200f\u2009\u202f":
            out += "\\u{%04X}" % ord(char)
        else:
            out += char
    return '"' + out + '"'


def swift_list(items):
    return "[" + ", ".join(swift_string(item) for item in items) + "]"


def names(context, width):
    """Monday first."""
    return [context[width][(index + 0) % 7] for index in range(7)]


def write_swift():
    lines = [
        f"// Generated by Scripts/generate-cldr-formats.py from CLDR {get_cldr_version()}",
        f"// as shipped by babel {babel.__version__}. Do not edit: run `pip install babel` and",
        "// `python3 Scripts/generate-cldr-formats.py` from the repository root instead.",
        "// swift-format-ignore-file",
        "",
        "extension CLDRFormats {",
        "  /// The formats of each catalog language, by language.",
        "  static let languages: [String: CLDRFormats] = [",
    ]
    for language, identifier in LANGUAGES.items():
        locale = Locale.parse(identifier)
        patterns, starts = cldr_patterns(locale)
        prefix, suffix = percent_affixes(locale)
        days = locale.days["format"]
        months = locale.months["format"]
        lines.append(f"    {swift_string(language)}: CLDRFormats(  // CLDR {identifier}")
        lines.append(f"      defaultDigits: .{digit_case(locale.default_numbering_system)},")
        lines.append("      symbols: [")
        for system in SYSTEMS:
            decimal, group, percent = symbols(locale, system)
            lines.append(
                f"        .{digit_case(system)}: NumberSymbols(decimal: {swift_string(decimal)}, "
                f"group: {swift_string(group)}, percent: {swift_string(percent)}),")
        lines.append("      ],")
        lines.append(
            f"      percentPrefix: {swift_string(prefix)}, percentSuffix: {swift_string(suffix)},")
        lines.append(f"      weekdaysShort: {swift_list(names(days, 'abbreviated'))},")
        lines.append(f"      weekdaysLong: {swift_list(names(days, 'wide'))},")
        lines.append(
            f"      monthsShort: {swift_list(months['abbreviated'][m] for m in range(1, 13))},")
        lines.append(f"      monthsLong: {swift_list(months['wide'][m] for m in range(1, 13))},")
        lines.append("      datePatterns: [")
        for style, pattern in patterns.items():
            lines.append(f"        .{style}: {swift_string(placeholders(pattern))},  // {pattern}")
        lines.append("      ],")
        lines.append("      rangeStartPatterns: [")
        for field, case in (("d", "day"), ("M", "month"), ("y", "year")):
            pattern = starts[field]
            lines.append(f"        .{case}: {swift_string(placeholders(pattern))},  // {pattern}")
        lines.append("      ]),")
    lines += ["  ]", "}", ""]
    write(SWIFT, "\n".join(lines))


def digit_case(system):
    return {"latn": "latin", "arab": "arabicIndic", "arabext": "extendedArabicIndic"}[system]


def native(text, system):
    return "".join(chr(ZERO[system] + ord(c) - 0x30) if "0" <= c <= "9" else c for c in text)


# The systems each catalog language is sampled in: its CLDR default and the
# one its catalog uses.
SAMPLED = {"en": ["latn"], "fr": ["latn"], "ar": ["arab", "latn"], "ur": ["arabext", "latn"]}
NUMBERS = [0, 7, 999, 1000, 1095, 12345, 1234567]
DECIMALS = [("2.5", 25, 1), ("0.75", 750, 3), ("1234.5", 12345, 1), ("56.125", 56125, 3)]
PERCENTS = [0, 5, 42, 100]
DATES = [date(2026, 11, 1), date(2026, 11, 3), date(2026, 2, 28), date(2027, 1, 17)]
RANGES = [
    (date(2026, 11, 16), date(2026, 11, 22), "day"),
    (date(2026, 11, 30), date(2026, 12, 6), "month"),
    (date(2026, 12, 28), date(2027, 1, 3), "year"),
]


def write_samples():
    rows = [
        "# Generated by Scripts/generate-cldr-formats.py: what babel "
        f"{babel.__version__} (CLDR {get_cldr_version()}) writes, digits swapped for the",
        "# numbering system's own. language\tdigits\tkind\tinput\texpected",
    ]
    for language, identifier in LANGUAGES.items():
        locale = Locale.parse(identifier)
        patterns, starts = cldr_patterns(locale)
        for system in SAMPLED[language]:
            def row(kind, value, text):
                rows.append("\t".join([language, system, kind, value, native(text, system)]))

            for number in NUMBERS:
                row("number", str(number), format_decimal(number, locale=locale, numbering_system=system))
            for text, value, places in DECIMALS:
                row("decimal", f"{value}/{places}",
                    format_decimal(text, locale=locale, numbering_system=system,
                                   decimal_quantization=False))
            for percent in PERCENTS:
                formatted = format_percent(percent / 100, locale=locale, numbering_system=system)
                # babel keeps '%' whatever the system; CLDR's sign for it is this:
                formatted = formatted.replace("%", symbols(locale, system)[2])
                row("percent", str(percent), formatted)
            if system != SAMPLED[language][0]:
                continue
            for day in DATES:
                for style, pattern in patterns.items():
                    row("date:" + style, day.isoformat(), format_date(day, pattern, locale=locale))
            for start, end, field in RANGES:
                key = {"day": "d", "month": "M", "year": "y"}[field]
                row("rangeStart:" + field, start.isoformat() + "/" + end.isoformat(),
                    format_date(start, starts[key], locale=locale))
    write(SAMPLES, "\n".join(rows) + "\n")


def main():
    if CHECK and generated_with() not in (None, babel.__version__):
        cannot_check(f"babel {babel.__version__} is not the {generated_with()} the files were "
                     "generated with")
    write_swift()
    write_samples()
    if CHECK:
        if STALE:
            sys.exit("generate-cldr-formats.py --check: out of date with babel's CLDR data: "
                     + ", ".join(str(path) for path in STALE)
                     + "; run python3 Scripts/generate-cldr-formats.py and commit")
        print("generate-cldr-formats.py --check: the committed CLDR formats match babel")
        return
    print(f"wrote {SWIFT.relative_to(ROOT)} and {SAMPLES.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
