#!/usr/bin/env python3
"""Generates the Nastaliq font that Urdu pages load, the way
Scripts/generate-cldr-formats.py generates the CLDR data: from a source the
project does not commit, by a script it does.

Reads
  /usr/share/fonts/truetype/noto/NotoNastaliqUrdu-Regular.ttf
      Noto Nastaliq Urdu (SIL Open Font License 1.1), from Debian's
      `fonts-noto-core` (Scripts/ensure-packages fonts); another copy can be
      named with HABIT_REPORT_NASTALIQ_SOURCE (Scripts/check-generated names
      the one it unpacks from the Debian package, never installed).
Writes
  Templates/assets/lang/ur/noto-nastaliq-urdu.woff2
      the font subset to the characters below, every OpenType layout
      feature kept (Nastaliq's joining, kerning and mark placement live in
      GSUB and GPOS), hinting dropped, as WOFF2;
  Scripts/urdu-font-subset.txt
      what the file was made from: the source's SHA-256, the versions of
      fontTools and brotli, the characters kept, and the size.

The characters kept:
  * every character of Templates/messages/ur.json, and of the Urdu month
    and weekday names and number symbols in CLDRFormats+Data.swift;
  * the Urdu alphabet (with the Arabic letters that Urdu keyboards and
    pasted text also produce: ي ك ه ة ى أ إ ٱ), the vowel marks and
    other diacritics Urdu writes (zabar, zer, pesh, tashdid, jazm, tanwin,
    khari zabar, hamza above), so a user's own Urdu habit titles, group
    names and notes render in the same face;
  * the three sets of digits (Latin, Arabic-Indic, Extended Arabic-Indic),
    Urdu punctuation (، ؛ ؟ ۔ ٪ ٫ ٬), the honorifics ﷺ and ﷲ often
    written in religious habits' titles, and the joiners and direction
    marks (ZWNJ, ZWJ, LRM, RLM).
Latin letters are not in the font: they fall back to the next face of the
stylesheet's Urdu stack.

Usage (from the repository root):
  Scripts/ensure-packages fonts && pip install fonttools brotli
  python3 Scripts/generate-urdu-font.py
Commit both files. `.ci/run` runs `Scripts/check-generated font`, which
installs the fontTools and brotli the record names into .build/generator-venv,
unpacks Debian's fonts-noto-core into a temporary folder and calls
`generate-urdu-font.py --check` on its font: that compares the committed font
and record with what the tools write now. When fontTools, brotli or the
source font is missing, or the tools or the source differ from those the
record names, the check cannot compare: with CI=true it fails, naming what is
missing; elsewhere it says it skipped.
"""

import hashlib
import importlib.util
import io
import json
import os
import re
import sys
from pathlib import Path

CHECK = "--check" in sys.argv[1:]
ROOT = Path(__file__).resolve().parents[1]
SOURCE = Path(os.environ.get(
    "HABIT_REPORT_NASTALIQ_SOURCE",
    "/usr/share/fonts/truetype/noto/NotoNastaliqUrdu-Regular.ttf"))
FONT = ROOT / "Templates/assets/lang/ur/noto-nastaliq-urdu.woff2"
RECORD = ROOT / "Scripts/urdu-font-subset.txt"
CATALOG = ROOT / "Templates/messages/ur.json"
CLDR = ROOT / "Sources/HabitSite/Localization/CLDRFormats+Data.swift"


PROVIDED = ("Scripts/check-generated, which .ci/run runs, installs the fontTools and brotli "
            f"{RECORD.name} names into .build/generator-venv and unpacks Debian's "
            "fonts-noto-core into a temporary folder for HABIT_REPORT_NASTALIQ_SOURCE")


def cannot_check(reason):
    """--check without what it compares with: fails in CI (CI=true), naming
    what is missing and how .ci/run provides it, as the tests' Prerequisite
    does; elsewhere skips with the same words."""
    if os.environ.get("CI") == "true":
        print(f"generate-urdu-font.py --check: FAILED, {reason}; {PROVIDED}", file=sys.stderr)
        sys.exit(1)
    print(f"generate-urdu-font.py --check: skipped, {reason}; {PROVIDED}")
    sys.exit(0)


try:
    import brotli
    import fontTools
    from fontTools import subset
    from fontTools.ttLib import TTFont
except ImportError:
    if CHECK:
        absent = [name for name in ("fontTools", "brotli") if importlib.util.find_spec(name) is None]
        cannot_check(f"{' and '.join(absent) or 'fontTools or brotli'} not installed")
    sys.exit("generate-urdu-font.py needs fontTools and brotli: pip install fonttools brotli")

if not SOURCE.exists():
    if CHECK:
        cannot_check(f"the source font {SOURCE} is missing")
    sys.exit(f"generate-urdu-font.py: {SOURCE} is missing: Scripts/ensure-packages fonts")

URDU_LETTERS = (
    "ءآأؤإئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہۂۃھیےۓ"
    "يكهةىٱ"
)
DIACRITICS = "\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0654\u0670"
DIGITS = "0123456789٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹"
PUNCTUATION = "،؛؟۔٪٫٬ .,:;()[]-–—‘’“”«»/+=−"
MARKS = "\u200c\u200d\u200e\u200f"
HONORIFICS = "ﷺﷲ"


def strings(value):
    """Every string inside a JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def catalog_characters():
    """The characters of the Urdu catalog and of CLDR's Urdu names."""
    text = "".join(strings(json.loads(CATALOG.read_text(encoding="utf-8"))))
    cldr = CLDR.read_text(encoding="utf-8")
    start = cldr.index('"ur": CLDRFormats(')
    text += "".join(re.findall(r'"([^"]*)"', cldr[start:]))
    return set(text)


def wanted_characters():
    return catalog_characters() | set(
        URDU_LETTERS + DIACRITICS + DIGITS + PUNCTUATION + MARKS + HONORIFICS)


def make_font(characters):
    """The subset font as WOFF2 bytes, and the characters it maps."""
    font = TTFont(str(SOURCE), recalcTimestamp=False)
    mapped = set(chr(code) for code in font.getBestCmap())
    kept = sorted(c for c in characters if c in mapped)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.drop_tables += ["DSIG"]
    options.flavor = "woff2"
    options.recalc_timestamp = False
    subsetter = subset.Subsetter(options=options)
    subsetter.populate(unicodes=[ord(c) for c in kept])
    subsetter.subset(font)
    out = io.BytesIO()
    font.flavor = "woff2"
    font.save(out, reorderTables=False)
    return out.getvalue(), kept


def record_text(data, kept, missing):
    digest = hashlib.sha256(SOURCE.read_bytes()).hexdigest()
    shown = "".join(kept).replace("\u200c", "").replace("\u200d", "")
    shown = shown.replace("\u200e", "").replace("\u200f", "")
    lines = [
        "# Written by Scripts/generate-urdu-font.py; do not edit.",
        f"source: {SOURCE.name} sha256 {digest}",
        f"fontTools: {fontTools.version}",
        f"brotli: {brotli.__version__}",
        f"characters: {len(kept)} (the joiners and direction marks among them)",
        f"kept: {shown}",
        f"not in the font (drawn by the next face): {''.join(missing)}",
        f"size: {len(data)} bytes",
        "",
    ]
    return "\n".join(lines)


def recorded(field):
    if not RECORD.exists():
        return None
    for line in RECORD.read_text(encoding="utf-8").splitlines():
        if line.startswith(field + ": "):
            return line[len(field) + 2:]
    return None


def check_sources():
    """--check compares only with the source and tools the record names."""
    digest = hashlib.sha256(SOURCE.read_bytes()).hexdigest()
    if recorded("source") != f"{SOURCE.name} sha256 {digest}":
        cannot_check(f"the source font {SOURCE} (sha256 {digest}) is another one than "
                     f"{RECORD.name} names")
    if recorded("fontTools") != fontTools.version or recorded("brotli") != brotli.__version__:
        cannot_check(f"fontTools {fontTools.version} and brotli {brotli.__version__} are not "
                     f"the versions {RECORD.name} names")


def main():
    if CHECK:
        check_sources()
    characters = wanted_characters()
    data, kept = make_font(characters)
    missing = sorted(c for c in characters if c not in kept and not c.isspace())
    arabic = [c for c in missing if "\u0600" <= c <= "\u06ff" or "\ufb50" <= c <= "\ufeff"]
    if arabic:
        sys.exit(f"generate-urdu-font.py: the source font lacks {''.join(arabic)}")
    text = record_text(data, kept, missing)
    if CHECK:
        stale = []
        if not FONT.exists() or FONT.read_bytes() != data:
            stale.append(str(FONT.relative_to(ROOT)))
        if not RECORD.exists() or RECORD.read_text(encoding="utf-8") != text:
            stale.append(str(RECORD.relative_to(ROOT)))
        if stale:
            print("generate-urdu-font.py --check: out of date (run "
                  "python3 Scripts/generate-urdu-font.py and commit): " + ", ".join(stale))
            sys.exit(1)
        print("generate-urdu-font.py --check: the committed Urdu font matches its characters")
        return
    FONT.parent.mkdir(parents=True, exist_ok=True)
    FONT.write_bytes(data)
    RECORD.write_text(text, encoding="utf-8")
    print(f"wrote {FONT.relative_to(ROOT)} ({len(data)} bytes, {len(kept)} characters)")


main()
