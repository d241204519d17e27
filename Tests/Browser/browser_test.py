#!/usr/bin/env python3
"""Real-browser test of the built site (issue 4): builds the example site in
English and French (LTR) and in Arabic and Urdu (RTL), opens it in headless Chromium and checks, from
the live layout, that

- the most recent cell of every density grid (day or, in a year page's row
  of months, month) is its right-most cell in LTR and its left-most in RTL;
- cells measure 18 x 18 px with 3 px gaps;
- pages log no console errors;
- every relative link and src of every page resolves to a file;
- at 390 px wide, the dashboard (with its all-habits heatmap), a habit page
  and the month and year pages and their archives scroll no wider than the
  window, and each grid opens on its trailing edge: today's cell is in view;
- in English, Arabic, French and Urdu, the dashboard, the weeks, months and years
  archives and pages and a few habit pages, at 1280 and 390 px, light and
  dark, show no wrapped number, no clipped column, no link one letter wide,
  no cut month label, grid labels of 13 px in Arabic, a scroll hint
  beside every grid that scrolls, no bar over its track, no two chart
  labels overlapping, no two legend symbols alike and no table wider than
  its column at 1280 px (layout_checks.py);
- the dashboard prints on at most PRINT_PAGES A4 pages;
- an Urdu habit page, in a Chromium that sees no Nastaliq font (a private
  fontconfig file exposing only DejaVu), loads the site's own Nastaliq and
  draws every Urdu-script character of the catalog and the page with a
  glyph, never the missing-glyph box (check_urdu_glyphs).

Screenshots of the dashboard and one habit page, LTR and RTL, go into the
folder named by HABIT_REPORT_SCREENSHOTS (default: a temporary folder, printed).
Ends with the line "N passed, N failed".
"""

import base64
import json
import re
import os
import shutil
import subprocess
import sys
import tempfile
import traceback
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlparse

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from layout_checks import check_detectors, check_layout, check_long_history

ROOT = Path(__file__).resolve().parents[2]
BINARY = ROOT / ".build" / "debug" / "habit-report"
CELL = 18
GAP = 3

passed = 0
failed = 0
SCREENSHOTS = Path(tempfile.gettempdir())


def check(name, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {detail}", flush=True)


def build_site(out, locale):
    if not BINARY.exists():
        subprocess.run(["swift", "build"], cwd=ROOT, check=True)
    result = subprocess.run(
        [str(BINARY), "build", "--input", str(ROOT / "examples" / "store.sqlite"),
         "--out", str(out), "--today", "2026-11-29", "--locale", locale],
        cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"build failed ({result.returncode}): {result.stderr}")


class LinkParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value is not None:
                self.links.append(value)


def check_links(site):
    """Every relative href/src of every HTML page points at a file."""
    pages = sorted(site.rglob("*.html"))
    check("site has pages", len(pages) > 1, f"{len(pages)} pages")
    broken = []
    for page in pages:
        parser = LinkParser()
        parser.feed(page.read_text(encoding="utf-8"))
        for link in parser.links:
            parsed = urlparse(link)
            if parsed.scheme in ("http", "https", "mailto") or link.startswith("#"):
                continue
            if parsed.scheme:
                broken.append(f"{page.relative_to(site)}: non-relative link {link}")
                continue
            target = (page.parent / unquote(parsed.path)).resolve()
            if parsed.path.endswith("/"):
                target = target / "index.html"
            if not target.exists():
                broken.append(f"{page.relative_to(site)} -> {link}")
    check(f"links resolve in {site.name}", not broken, "; ".join(broken[:10]))
    return pages


GRID_GEOMETRY = """
const grids = [...document.querySelectorAll('.grid')];
return grids.map(grid => {
  // A year page's row of months: one cell a month, in one row.
  const cells = [...grid.querySelectorAll(':scope > i[data-date], :scope > i[data-month]')];
  return {
    strip: grid.classList.contains('strip') || grid.classList.contains('month-row'),
    label: grid.getAttribute('aria-label') || '',
    cells: cells.map(c => {
      const r = c.getBoundingClientRect();
      return {date: c.dataset.date || c.dataset.month, state: c.dataset.state, x: r.left, y: r.top,
              w: r.width, h: r.height};
    })
  };
});
"""


def check_grids(driver, page_name, direction):
    grids = driver.execute_script(GRID_GEOMETRY)
    check(f"{page_name}: has grids", len(grids) > 0, "no .grid element")
    for index, grid in enumerate(grids):
        cells = grid["cells"]
        name = f"{page_name} grid {index} ({direction})"
        check(f"{name}: has cells", len(cells) > 0, "an empty grid")
        if not cells:
            continue
        latest = max(cells, key=lambda c: c["date"])
        if direction == "ltr":
            edge = max(c["x"] for c in cells)
            check(f"{name}: most recent cell at the right edge",
                  abs(latest["x"] - edge) < 0.5, f"latest x={latest['x']}, right-most x={edge}")
        else:
            edge = min(c["x"] for c in cells)
            check(f"{name}: most recent cell at the left edge",
                  abs(latest["x"] - edge) < 0.5, f"latest x={latest['x']}, left-most x={edge}")
        sizes = {(round(c["w"], 2), round(c["h"], 2)) for c in cells}
        check(f"{name}: cells are 18 x 18", sizes == {(CELL, CELL)}, f"sizes {sorted(sizes)[:5]}")
        xs = sorted({round(c["x"], 2) for c in cells})
        ys = sorted({round(c["y"], 2) for c in cells})
        steps = {round(b - a, 2) for a, b in zip(xs, xs[1:])} | \
            {round(b - a, 2) for a, b in zip(ys, ys[1:])}
        check(f"{name}: 3 px gaps", steps <= {CELL + GAP}, f"steps {sorted(steps)}")
        by_date = sorted(cells, key=lambda c: c["date"])
        if not grid["strip"] and len(by_date) > 8:
            # Later weeks sit further towards the trailing edge.
            first, last = by_date[0], by_date[-1]
            forward = last["x"] > first["x"] if direction == "ltr" else last["x"] < first["x"]
            check(f"{name}: weeks run towards the trailing edge", forward,
                  f"first x={first['x']}, last x={last['x']}")


NARROW = 390
# The pages the narrow check opens, relative to the site.
NARROW_PAGES = ["index.html", "months/index.html", "months/2026-01/index.html",
                "years/index.html", "years/2026/index.html"]

NARROW_GEOMETRY = """
const root = document.documentElement;
const today = [...document.querySelectorAll('.grid > i[aria-current="date"]')].map(c => {
  const r = c.getBoundingClientRect();
  return {left: r.left, right: r.right};
});
return {scroll: root.scrollWidth, client: root.clientWidth, today: today,
        heatmap: document.querySelectorAll('.heatmap .grid > i').length};
"""


def check_narrow(driver, site, locale, habit_page):
    """At 390 px no page scrolls sideways as a whole (grids scroll in their
    own box), and every grid shows today's cell without scrolling."""
    driver.set_window_size(NARROW, 900)
    try:
        pages = [site / path for path in NARROW_PAGES] + ([habit_page] if habit_page else [])
        for page in pages:
            name = f"{locale}:{page.relative_to(site)} at {NARROW} px"
            check(f"{name}: exists", page.exists(), "missing page")
            if not page.exists():
                continue
            driver.get(page.as_uri())
            found = driver.execute_script(NARROW_GEOMETRY)
            width = driver.execute_script("return window.innerWidth")
            check(f"{name}: no horizontal overflow", found["scroll"] <= found["client"],
                  f"scrollWidth {found['scroll']} > clientWidth {found['client']}")
            outside = [t for t in found["today"] if t["left"] < -0.5 or t["right"] > width + 0.5]
            check(f"{name}: today's cells in view", not outside, f"{outside[:3]} (width {width})")
            if page.parent == site or page.parent.parent.name == "years":
                check(f"{name}: has the all-habits heatmap", found["heatmap"] > 300,
                      f"{found['heatmap']} heatmap cells")
            driver.save_screenshot(str(SCREENSHOTS / f"narrow-{locale}-{page.parent.name or 'site'}-{page.name}.png"))
    finally:
        driver.set_window_size(1280, 1600)


PRINT_PAGES = 3


PICTURE_TEXT_OUTSIDE = """
const svg = document.documentElement;
const width = svg.viewBox.baseVal.width, height = svg.viewBox.baseVal.height;
return [...svg.querySelectorAll('text')].filter(t => {
  const box = t.getBBox();
  return box.width > 0 && (box.x < -0.5 || box.x + box.width > width + 0.5);
}).map(t => t.textContent);
"""


def pictures_text_outside(driver, picture):
    """The texts of a summary picture drawn past its left or right edge."""
    driver.get(picture.as_uri())
    return driver.execute_script(PICTURE_TEXT_OUTSIDE)


def check_pictures(driver, site, locale):
    """Every summary picture (weeks/*.svg, months/*.svg, years/*.svg) opened
    alone draws each text, the habits' names above all, inside its width:
    in a right-to-left picture a name begins at the right edge (issue 48's
    reader's review found them run off it)."""
    pictures = sorted(site.glob("weeks/*.svg"))[-3:] + sorted(site.glob("months/*.svg"))[-1:] \
        + sorted(site.glob("years/*.svg"))[-1:]
    check(f"{locale}: summary pictures to open", len(pictures) >= 3, str(pictures))
    for picture in pictures:
        outside = pictures_text_outside(driver, picture)
        check(f"{locale}:{picture.relative_to(site)}: every text inside the picture",
              not outside, f"past an edge: {outside[:4]}")


def check_picture_detector(driver, work):
    """The picture check can fail: a right-to-left picture whose names are
    anchored by their end (their left edge there) is caught."""
    probe = work / "probe-picture.svg"
    probe.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" direction="rtl" width="100" height="40" '
        'viewBox="0 0 100 40"><text x="90" y="20" text-anchor="end">Morning reading</text>'
        '</svg>', "utf-8")
    check("the picture check sees a name run off a right-to-left picture",
          bool(pictures_text_outside(driver, probe)), "the probe's name was not caught")


def printed_pages(driver, page):
    """How many A4 pages `page` prints on (Chromium's own print to PDF)."""
    driver.get(page.as_uri())
    pdf = driver.execute_cdp_cmd("Page.printToPDF", {
        "paperWidth": 8.27, "paperHeight": 11.69, "printBackground": True})
    data = base64.b64decode(pdf["data"])
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


def console_errors(driver):
    """The page's SEVERE console entries. A driver that cannot report its
    log fails the check rather than passing it silently."""
    try:
        log = driver.get_log("browser")
    except Exception as error:  # noqa: BLE001 - reported as a failed check
        return [f"the browser log could not be read: {error}"]
    return [entry for entry in log if entry.get("level") == "SEVERE"]


DEJAVU = "/usr/share/fonts/truetype/dejavu"

# Draws each character on a canvas in the page's own font stack and compares
# it with a character no font has (a plane-16 private use point): the same
# pixels mean the missing-glyph box. A control draws Urdu's ے in DejaVu alone,
# which lacks it, so the comparison is seen to catch a box.
URDU_GLYPHS = r"""
const [characters, done] = arguments;
document.fonts.ready.then(async () => {
  const family = getComputedStyle(document.body).fontFamily;
  // A face that fails to load rejects: the boxes below then say so.
  await document.fonts.load('40px ' + family, characters.join('')).catch(() => []);
  const canvas = document.createElement('canvas');
  canvas.width = 80; canvas.height = 80;
  const context = canvas.getContext('2d', {willReadFrequently: true});
  const draw = (text, font) => {
    context.clearRect(0, 0, 80, 80);
    context.font = '40px ' + font;
    context.fillText(text, 10, 55);
    return Array.from(context.getImageData(0, 0, 80, 80).data).join(',');
  };
  const box = draw('\u{10FFFD}', family);
  const missing = characters.filter(c => draw(c, family) === box);
  const control = draw('\u06D2', '"DejaVu Sans"') === draw('\u{10FFFD}', '"DejaVu Sans"');
  const faces = [...document.fonts].filter(f => f.family.includes('habit-report Nastaliq'))
    .map(f => f.status);
  done({family, missing, control, faces});
});
"""


def urdu_characters(page_text):
    """The Urdu-script characters of the Urdu catalog and of a page's text."""
    catalog = (ROOT / "Templates" / "messages" / "ur.json").read_text(encoding="utf-8")
    return sorted({c for c in catalog + page_text
                   if "\u0600" <= c <= "\u06ff" and c not in "\u061c"})


def check_urdu_glyphs(site, work):
    """An Urdu habit page in a Chromium that sees only DejaVu: the site's
    Nastaliq loads and no Urdu character of the catalog is drawn as a box."""
    config = work / "fontconfig"
    config.mkdir(exist_ok=True)
    (config / "fonts.conf").write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>'
        f"<dir>{DEJAVU}</dir><cachedir>{config / 'cache'}</cachedir></fontconfig>\n",
        encoding="utf-8")
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=390,900",
                     "--force-device-scale-factor=1", "--allow-file-access-from-files"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    environment = dict(os.environ, FONTCONFIG_FILE=str(config / "fonts.conf"))
    driver = webdriver.Chrome(
        service=Service("/usr/bin/chromedriver", env=environment), options=options)
    try:
        driver.set_script_timeout(60)
        data = json.loads((site / "data.json").read_text(encoding="utf-8"))
        page = site / "habits" / data["habits"][0]["slug"] / "index.html"
        driver.get(page.as_uri())
        text = driver.execute_script("return document.body.innerText")
        characters = urdu_characters(text)
        found = driver.execute_async_script(URDU_GLYPHS, characters)
        check("ur: the missing-glyph check sees a box (ے in DejaVu alone)", found["control"],
              "DejaVu drew ے: the private fontconfig does not hide the other fonts")
        check("ur: the page loads the site's Nastaliq", found["faces"] == ["loaded"],
              f"faces {found['faces']}, font-family {found['family']}")
        check(f"ur: no Urdu character of the catalog drawn as a box ({len(characters)} checked)",
              len(characters) > 40 and not found["missing"],
              f"boxes for {''.join(found['missing'])}")
        driver.save_screenshot(str(SCREENSHOTS / "urdu-without-system-nastaliq.png"))
    finally:
        driver.quit()


def main():
    screenshots = os.environ.get("HABIT_REPORT_SCREENSHOTS")
    if not screenshots:
        screenshots = tempfile.mkdtemp(prefix="habit-report-screenshots-")
    Path(screenshots).mkdir(parents=True, exist_ok=True)
    global SCREENSHOTS
    SCREENSHOTS = Path(screenshots)
    print(f"Screenshots: {screenshots}", flush=True)

    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1280,1600",
                     "--force-device-scale-factor=1", "--allow-file-access-from-files"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    work = Path(tempfile.mkdtemp(prefix="habit-report-browser-"))
    try:
        for locale, direction in (("en", "ltr"), ("ar", "rtl"), ("fr", "ltr"), ("ur", "rtl")):
            site = work / f"site-{locale}"
            build_site(site, locale)
            pages = check_links(site)
            data = json.loads((site / "data.json").read_text(encoding="utf-8"))
            habit_pages = [site / "habits" / h["slug"] / "index.html" for h in data["habits"]]
            check(f"{locale}: every habit has a page",
                  all(p.exists() for p in habit_pages), "missing habit pages")
            for page in pages:
                driver.get(page.as_uri())
                name = f"{locale}:{page.relative_to(site)}"
                actual = driver.execute_script("return document.documentElement.dir")
                check(f"{name}: dir", actual == direction, f"dir={actual!r}")
                lang = driver.execute_script("return document.documentElement.lang")
                check(f"{name}: lang", lang == locale, f"lang={lang!r}")
                errors = console_errors(driver)
                check(f"{name}: no console errors", not errors, str(errors[:3]))
                if page.name == "index.html" and (
                        page.parent == site or page.parent.parent.name in ("habits", "years")):
                    check_grids(driver, name, direction)
            # The console check can fail: a page that logs an error is caught.
            probe = work / f"probe-{locale}.html"
            probe.write_text("<!doctype html><script>console.error('probe')</script>", "utf-8")
            driver.get(probe.as_uri())
            check("the console check sees a logged error", bool(console_errors(driver)),
                  "a page logging console.error was not caught")
            driver.get((site / "index.html").as_uri())
            driver.save_screenshot(str(Path(screenshots) / f"dashboard-{locale}-{direction}.png"))
            example = next((p for p in habit_pages if p.exists()), None)
            if example:
                driver.get(example.as_uri())
                driver.save_screenshot(str(Path(screenshots) / f"habit-{locale}-{direction}.png"))
            check_narrow(driver, site, locale, example)
            # Every language: French and Urdu words are longer, and their
            # labels and tables are what overflowed.
            check_layout(driver, check, site, locale)
            check_pictures(driver, site, locale)
            if locale in ("en", "ar"):
                pages_printed = printed_pages(driver, site / "index.html")
                check(f"{locale}: the dashboard prints on at most {PRINT_PAGES} pages",
                      0 < pages_printed <= PRINT_PAGES, f"{pages_printed} pages")
        check_detectors(driver, check, work)
        check_picture_detector(driver, work)
        check_long_history(driver, check, work, BINARY)
        check_urdu_glyphs(work / "site-ur", work)
    except Exception:
        traceback.print_exc()
        check("browser test ran to the end", False, "exception")
    finally:
        driver.quit()
        shutil.rmtree(work, ignore_errors=True)
    print(f"{passed} passed, {failed} failed", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
