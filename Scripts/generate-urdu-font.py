#!/usr/bin/env python3
"""Generates the Nastaliq font that Urdu pages load, the way
Scripts/generate-cldr-formats.py generates the CLDR data: from a source the
project does not commit, by a script it does.

Reads
  /usr/share/fonts/truetype/noto/NotoNastaliqUrdu-Regular.ttf
      Noto Nastaliq Urdu (SIL Open Font License 1.1), from Debian's
      `fonts-noto-core` (Scripts/ensure-packages fonts); another copy can be
      named with HABIT_REPORT_NASTALIQ_SOURCE.
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
Commit both files. `.ci/run` calls `python3 Scripts/generate-urdu-font.py
--check`, which compares the committed font with what the tools would write
now, and says it skipped when fontTools, brotli or the source font is
missing, or when the tools or the source differ from those the committed
file names.
"""

import hashlib
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


def skip(reason):
    print(f"generate-urdu-font.py --check: skipped, {reason}")
    sys.exit(0)


try:
    import brotli
    import fontTools
    from fontTools import subset
    from fontTools.ttLib import TTFont
except ImportError:
    if CHECK:
        skip("fontTools or brotli is not installed")
    sys.exit("generate-urdu-font.py needs fontTools and brotli: pip install fonttools brotli")

if not SOURCE.exists():
    if CHECK:
        skip(f"{SOURCE} is missing (Scripts/ensure-packages fonts)")
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


def main():
    characters = wanted_characters()
    data, kept = make_font(characters)
    missing = sorted(c for c in characters if c not in kept and not c.isspace())
    arabic = [c for c in missing if "\u0600" <= c <= "\u06ff" or "\ufb50" <= c <= "\ufeff"]
    if arabic:
        sys.exit(f"generate-urdu-font.py: the source font lacks {''.join(arabic)}")
    text = record_text(data, kept, missing)
    if CHECK:
        digest = hashlib.sha256(SOURCE.read_bytes()).hexdigest()
        if recorded("source") != f"{SOURCE.name} sha256 {digest}":
            skip("the source font is another one than the committed file names")
        if recorded("fontTools") != fontTools.version or recorded("brotli") != brotli.__version__:
            skip(f"fontTools {fontTools.version} and brotli {brotli.__version__} are not the "
                 "versions the committed file names")
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
