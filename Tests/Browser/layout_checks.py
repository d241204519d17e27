"""Layout checks of the built site in a real browser (issue 21 §7), used by
browser_test.py: the weeks, months and years archives and pages, the
dashboard and habit pages, opened at 1280 and 390 px, in the light and the
dark scheme (prefers-color-scheme emulated), left to right and right to left.

Each page fails on
- a wrapped number: a value (a table cell after the first, a progress,
  percent, ring or big number) whose text runs on more than one line;
- a clipped column: a table cell that lies outside the visible box of its
  scroll container (or the window), or whose text overflows the cell;
- a link one letter wide: a link whose box is narrower than about two
  characters while its text is longer, or that runs one letter a line;
- weekday labels that leave the month labels above them uncovered while
  the grid scrolls under them, and weekday and month labels under 13 px
  in Arabic and Urdu;
- a month label drawn in part: its text wider than its own box, partly
  under the sticky weekday labels or partly outside its scroll box's
  visible area, at the scroll box's opening position, at both ends of its
  scroll range and at three positions between (MONTH_LABELS); a label is
  either drawn whole or not at all;
- a skipped day's dotted outline thinner than 2 px;
- at 390 px, a grid or chart that scrolls with no scroll hint in view;
- a chart that scrolls (week by week, month by month) and does not open
  with its newest bar in view (NEWEST_END);
- at 1280 px, a habit name or a column head of a week, month or year table
  that wraps (its text on more than one line);
- at 390 px, a week row whose 7 days are not on one line, and a period
  table's count cell without its column's head drawn beside it
  (INLINE_HEADS);
- a chart bar outside its track (BAR_TRACKS), two chart labels that
  overlap or a label outside its chart (CHART_LABELS), two legend symbols
  drawn alike (LEGEND_SWATCHES), and at 1280 px a table wider than its
  column (TABLE_WIDTHS).
"""

import json

WIDTHS = (1280, 390)
SCHEMES = ("light", "dark")

# What the scripts below share: whether an element is drawn, and how a
# finding names it.
HELPERS = r"""
const visible = e => {
  const r = e.getBoundingClientRect();
  // Nothing drawn, or a 1 px box kept for screen readers.
  if (r.width <= 1 && r.height <= 1) return false;
  for (let a = e; a; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.display === 'none' || s.visibility === 'hidden') return false;
    if (a.classList && a.classList.contains('visually-hidden')) return false;
    // Kept for screen readers only, clipped to nothing (a period table's
    // head row at 390 px, whose heads each count cell draws).
    if (s.position === 'absolute' && s.clipPath === 'inset(50%)') return false;
    if (a.tagName === 'DETAILS' && !a.open && a !== e) {
      // Only the summary of a closed details element is drawn.
      if (!e.closest('summary')) return false;
    }
  }
  return true;
};
const describe = e => {
  const text = (e.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
  const path = [];
  for (let a = e; a && a !== document.body && path.length < 3; a = a.parentElement) {
    path.unshift(a.tagName.toLowerCase() + (a.className && typeof a.className === 'string'
      ? '.' + a.className.trim().split(/\s+/).join('.') : ''));
  }
  return path.join('>') + ' "' + text + '"';
};
"""

LAYOUT_FINDINGS = HELPERS + r"""
const findings = [];
const rtlLocale = ['ar', 'ur'].includes(document.documentElement.lang);
// The line boxes of an element's text: its text rects grouped by their top.
const lineCount = e => {
  const range = document.createRange();
  range.selectNodeContents(e);
  const rects = [...range.getClientRects()].filter(r => r.width > 0.5 && r.height > 0.5);
  const lines = [];
  for (const r of rects) {
    if (!lines.some(l => Math.abs(l.top - r.top) < r.height / 2 || Math.abs(l.bottom - r.bottom) < r.height / 2)) {
      lines.push({top: r.top, bottom: r.bottom});
    }
  }
  return {lines: lines.length};
};

// 1. Wrapped numbers.
const values = document.querySelectorAll(
  'td, .progress, .percent, .big-number, .ring-label, .value, .period-value');
for (const e of values) {
  if (e.matches('td:first-child') || !visible(e)) continue;
  const text = (e.textContent || '').trim();
  if (!/\p{Nd}/u.test(text) || text.length > 32) continue;
  if (lineCount(e).lines > 1) findings.push('wrapped number: ' + describe(e));
}

// 2. Clipped columns: cells outside their scroll container's visible box.
const scroller = e => {
  for (let a = e.parentElement; a; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.overflowX !== 'visible') return a;
  }
  return null;
};
for (const table of document.querySelectorAll('table')) {
  if (!visible(table)) continue;
  const box = scroller(table);
  const r = box ? box.getBoundingClientRect() : {left: 0, right: document.documentElement.clientWidth};
  const left = box ? r.left + box.clientLeft : 0;
  const right = box ? left + box.clientWidth : r.right;
  for (const cell of table.querySelectorAll('th, td')) {
    if (!visible(cell)) continue;
    const c = cell.getBoundingClientRect();
    if (c.right > right + 0.5 || c.left < left - 0.5) {
      findings.push('clipped column: ' + describe(cell) + ` [${Math.round(c.left)}, ${Math.round(c.right)}] outside [${Math.round(left)}, ${Math.round(right)}]`);
    } else if (cell.scrollWidth > cell.clientWidth + 1) {
      findings.push('text overflows its cell: ' + describe(cell));
    }
  }
}

// 3. Links one letter wide.
for (const a of document.querySelectorAll('a')) {
  if (!visible(a)) continue;
  const text = (a.textContent || '').trim();
  if ([...text].length < 3) continue;
  const size = parseFloat(getComputedStyle(a).fontSize);
  const {lines} = lineCount(a);
  const widest = Math.max(0, ...[...a.getClientRects()].map(r => r.width));
  if (widest < 1.1 * size || lines >= Math.max(3, [...text].length / 3)) {
    findings.push(`link one letter wide (${Math.round(widest)} px, ${lines} lines): ` + describe(a));
  }
}

// 4. Grid labels: the weekday labels cover the month row; 13 px in Arabic
// and Urdu. Month labels drawn in part are MONTH_LABELS' findings.
for (const density of document.querySelectorAll('.density')) {
  if (!visible(density)) continue;
  const weekdays = density.querySelector('.density-weekdays');
  const w = weekdays ? weekdays.getBoundingClientRect() : null;
  // The sticky weekday labels reach up over the month labels, so a month
  // label scrolling out goes under them instead of showing its last
  // letters above them ("g" of "Aug").
  const months = density.querySelector('.density-months');
  if (w && months && w.top > months.getBoundingClientRect().top + 1) {
    findings.push('the weekday labels leave the month labels uncovered: ' + describe(density));
  }
  if (rtlLocale) {
    for (const label of density.querySelectorAll('.density-months, .density-weekdays')) {
      const size = parseFloat(getComputedStyle(label).fontSize);
      if (size < 13) findings.push(`grid labels ${size} px in ${document.documentElement.lang}: ` + describe(label));
    }
  }
}

// 5. Skipped: a dotted outline of 2 px, so it reads in the dark scheme too.
for (const e of document.querySelectorAll('.grid > i[data-state="skipped"]:not([aria-current]), .swatch[data-state="skipped"]')) {
  const s = getComputedStyle(e);
  if (s.outlineStyle !== 'dotted' || parseFloat(s.outlineWidth) < 2) {
    findings.push(`skipped drawn as ${s.outlineStyle} ${s.outlineWidth}: ` + describe(e));
    break;
  }
}
return findings;
"""

# Every month label of every grid, at the scroll box's opening position,
# at both ends of its scroll range (scrollLeft runs 0…max in one direction
# and -max…0 in the other, so both are tried) and at a quarter, half and
# three quarters of it. A label is either drawn whole, inside its scroll
# box's visible area and clear of the sticky weekday labels, or not drawn
# at all (hidden, or wholly under the weekday labels or out of view).
# Its text also stays inside its own box, which is what the stylesheet
# measures to decide when to hide it. The boxes return to where they opened.
# An async function, so it can wait for the frames after each scroll.
MONTH_LABELS = "return (async () => {\n" + HELPERS + r"""
const settle = () => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
// One finding a label and kind, at the first position it shows; labels
// drawn in part come before labels wider than their box.
const found = new Map();
const note = (kind, label, text) => {
  const key = kind + '\n' + labels.indexOf(label);
  if (!found.has(key)) found.set(key, kind + ': ' + text);
};
const kinds = ['month label partly under the weekday labels', 'month label cut by its scroll box',
  'month label wider than its box'];
const boxes = [...document.querySelectorAll('.density-scroll')].filter(visible);
const labels = boxes.flatMap(box => [...box.querySelectorAll('.density-months span')]);
const opening = boxes.map(box => box.scrollLeft);
// a partly covers b: they overlap, and a does not lie wholly inside b.
const partly = (a, b) => a.right > b.left + 0.5 && a.left < b.right - 0.5
  && (a.left < b.left - 0.5 || a.right > b.right + 0.5);
const span = r => `[${Math.round(r.left)}, ${Math.round(r.right)}]`;
const measure = where => {
  boxes.forEach(box => {
    const b = box.getBoundingClientRect();
    const left = b.left + box.clientLeft;
    const area = {left: left, right: left + box.clientWidth};
    const weekdays = box.querySelector('.density-weekdays');
    const w = weekdays ? weekdays.getBoundingClientRect() : null;
    for (const label of box.querySelectorAll('.density-months span')) {
      if (!visible(label)) continue;
      const range = document.createRange();
      range.selectNodeContents(label);
      const text = range.getBoundingClientRect();
      if (text.width < 0.5) continue;
      const own = label.getBoundingClientRect();
      const name = `${describe(label)} ${where} (scrollLeft ${Math.round(box.scrollLeft)}): text ${span(text)}`;
      if (w && partly(text, w)) note(kinds[0], label, `${name}, weekdays ${span(w)}`);
      if (partly(text, area)) note(kinds[1], label, `${name}, visible ${span(area)}`);
      if (text.left < own.left - 0.5 || text.right > own.right + 0.5) {
        note(kinds[2], label, `${name}, box ${span(own)}`);
      }
    }
  });
};
measure('as opened');
const ends = [];
for (const end of [1e7, -1e7]) {
  boxes.forEach(box => { box.scrollLeft = end; });
  await settle();
  measure(end > 0 ? 'scrolled to scrollLeft max' : 'scrolled to scrollLeft min');
  ends.push(boxes.map(box => box.scrollLeft));
}
for (const share of [0.25, 0.5, 0.75]) {
  boxes.forEach((box, i) => {
    box.scrollLeft = ends[1][i] + share * (ends[0][i] - ends[1][i]);
  });
  await settle();
  measure(`scrolled ${share * 100} % of the way`);
}
boxes.forEach((box, i) => { box.scrollLeft = opening[i]; });
await settle();
return [...found.values()].sort((a, b) =>
  kinds.findIndex(k => a.startsWith(k)) - kinds.findIndex(k => b.startsWith(k)));
})();
"""

# At 390 px every grid that scrolls has a hint in view beside it.
SCROLL_HINTS = r"""
const findings = [];
for (const box of document.querySelectorAll('.density-scroll, .chart-scroll')) {
  if (box.scrollWidth <= box.clientWidth + 1) continue;
  const figure = box.closest('figure, section, .grid-figure') || box.parentElement;
  const hint = figure.querySelector('.scroll-hint');
  const shown = hint && hint.getBoundingClientRect().height > 0
    && getComputedStyle(hint).display !== 'none' && getComputedStyle(hint).visibility !== 'hidden'
    && (hint.textContent || '').trim().length > 0;
  if (!shown) findings.push('a grid scrolls with no hint: ' + (figure.querySelector('figcaption, h2, h3') || box).textContent.trim().slice(0, 60));
}
return findings;
"""

# A chart that scrolls opens at its newest end: its last bar (the newest
# week or month) lies inside the scroll box as the page opens, left to
# right and right to left.
NEWEST_END = r"""
const findings = [];
for (const box of document.querySelectorAll('.chart-scroll')) {
  if (box.scrollWidth <= box.clientWidth + 1) continue;
  const bars = box.querySelectorAll('g.life-month, g.week');
  if (!bars.length) continue;
  const newest = bars[bars.length - 1].getBoundingClientRect();
  const shown = box.getBoundingClientRect();
  if (newest.left < shown.left - 0.5 || newest.right > shown.right + 0.5) {
    const figure = box.closest('figure, section') || box.parentElement;
    findings.push('a chart opens away from its newest bar: '
      + (figure.querySelector('figcaption, h2, h3') || box).textContent.trim().slice(0, 60));
  }
}
return findings;
"""

# At 1280 px every grid fits: the page is 80rem wide, room for a 53-week
# grid and its labels, so none may scroll (a year's heatmap once took the
# prose measure and hid four months).
WIDE_GRIDS = r"""
const findings = [];
for (const box of document.querySelectorAll('.density-scroll')) {
  if (box.scrollWidth <= box.clientWidth + 1) continue;
  const figure = box.closest('figure, section, .grid-figure') || box.parentElement;
  findings.push(`a grid scrolls at ${innerWidth} px (${box.clientWidth} of ${box.scrollWidth} px shown): `
    + (figure.querySelector('figcaption, h2, h3') || box).textContent.trim().slice(0, 60));
}
return findings;
"""


# At 1280 px no habit name or column head of a summary's table wraps: each
# name cell's and head's text is one line box.
WRAPPED_NAMES = HELPERS + r"""
const findings = [];
for (const table of document.querySelectorAll('.week-summary table')) {
  const cells = [...table.querySelectorAll('thead th, tbody tr > :first-child')];
  for (const cell of cells) {
    if (!visible(cell)) continue;
    // The lines of its text: the tops of its text nodes' line boxes.
    const lines = new Set();
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width > 0.5) lines.add(Math.round(r.top));
      }
    }
    if (lines.size > 1) {
      findings.push(`wrapped name or header at ${innerWidth} px (${lines.size} lines): ${describe(cell)}`);
    }
  }
}
return findings;
"""

# At 390 px a week row (a card) keeps its 7 days on one line.
WEEK_ROWS = HELPERS + r"""
const findings = [];
for (const strip of document.querySelectorAll('.period-days-cell .grid.strip')) {
  if (!visible(strip)) continue;
  const tops = new Set([...strip.querySelectorAll(':scope > i')]
    .map(c => Math.round(c.getBoundingClientRect().top)));
  if (tops.size > 1) {
    findings.push(`a week row's days on ${tops.size} lines at ${innerWidth} px: ${describe(strip.closest('tr') || strip)}`);
  }
}
return findings;
"""

# At 390 px a period table's row keeps its labels (issue 42: rows of
# unlabelled numbers): every count cell carries its column's head
# (data-label) and draws it beside its number, and no label runs out of
# its cell.
INLINE_HEADS = HELPERS + r"""
const findings = [];
for (const table of document.querySelectorAll('.week-summary table')) {
  if (!visible(table)) continue;
  const heads = table.querySelectorAll('thead th').length;
  for (const row of table.querySelectorAll('tbody tr')) {
    for (const cell of row.querySelectorAll('td:not(.period-days-cell)')) {
      if (!visible(cell)) continue;
      const label = (cell.getAttribute('data-label') || '').trim();
      const before = getComputedStyle(cell, '::before');
      const drawn = before.content && !['none', 'normal', '""'].includes(before.content)
        && before.display !== 'none' && before.visibility !== 'hidden';
      if (!label || !drawn) {
        findings.push(`a count without its head at ${innerWidth} px: ${describe(cell)}`);
      } else if (cell.scrollWidth > cell.clientWidth + 1) {
        findings.push(`a head runs out of its cell at ${innerWidth} px: "${label}" in ${describe(cell)}`);
      }
    }
  }
  const labelled = table.querySelectorAll('tbody td[data-label]').length;
  if (heads > 1 && labelled === 0) findings.push(`a table with no labelled count at ${innerWidth} px: ${describe(table)}`);
}
return findings;
"""

# Every bar of every chart inside its track (issue 42: the month-by-month
# chart drew a 96-px scale in a 72-px track, so its fuller months were
# clipped bars), and a chart without tracks keeps its bars inside the chart.
BAR_TRACKS = HELPERS + r"""
const findings = [];
for (const bar of document.querySelectorAll('svg[class$="-chart"] rect.bar')) {
  const b = bar.getBoundingClientRect();
  if (b.width === 0 && b.height === 0) continue;
  const track = bar.parentElement.querySelector('rect.bar-track');
  const box = (track || bar.closest('svg')).getBoundingClientRect();
  if (b.top < box.top - 0.5 || b.bottom > box.bottom + 0.5) {
    const title = bar.parentElement.querySelector('title');
    findings.push(`a bar overflows its track (${Math.round(b.height)} of ${Math.round(box.height)} px): `
      + (title ? title.textContent : describe(bar)));
  }
}
return findings;
"""

# No two labels of one chart overlap, and each stays inside its chart
# ("not due not due", French "non prévnon prévu", "Dec" cut to "ec").
CHART_LABELS = HELPERS + r"""
const findings = [];
for (const svg of document.querySelectorAll('svg[class$="-chart"]')) {
  if (!visible(svg)) continue;
  const s = svg.getBoundingClientRect();
  const texts = [...svg.querySelectorAll('text')]
    .filter(t => (t.textContent || '').trim() && getComputedStyle(t).display !== 'none')
    .map(t => ({t, r: t.getBoundingClientRect()}))
    .filter(x => x.r.width > 0.5);
  for (const {t, r} of texts) {
    if (r.left < s.left - 0.5 || r.right > s.right + 0.5 || r.top < s.top - 0.5 || r.bottom > s.bottom + 0.5) {
      findings.push(`a chart label outside its chart: "${t.textContent.trim()}" in ${svg.getAttribute('class')}`);
    }
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i].r, b = texts[j].r;
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 0.5 && y > 0.5) {
        findings.push(`two chart labels overlap: "${texts[i].t.textContent.trim()}" and "${texts[j].t.textContent.trim()}" in ${svg.getAttribute('class')}`);
      }
    }
  }
}
return findings;
"""

# At 1280 px no table is wider than its column (the French year table was
# 1,332 px in a 1,216 px column, its change column cut).
TABLE_WIDTHS = HELPERS + r"""
const findings = [];
const main = document.querySelector('main') || document.body;
const column = main.getBoundingClientRect();
const padding = parseFloat(getComputedStyle(main).paddingLeft) + parseFloat(getComputedStyle(main).paddingRight);
const width = column.width - padding;
for (const table of document.querySelectorAll('table')) {
  if (!visible(table)) continue;
  const w = table.getBoundingClientRect().width;
  if (w > width + 1) {
    findings.push(`a table wider than its column at ${innerWidth} px (${Math.round(w)} > ${Math.round(width)}): ` + describe(table.querySelector('th, td') || table));
  }
}
return findings;
"""

# Every symbol of a legend is distinct: "Not done yet today" and "Today"
# drew the same empty ring.
LEGEND_SWATCHES = HELPERS + r"""
const findings = [];
for (const legend of document.querySelectorAll('.legend')) {
  if (!visible(legend)) continue;
  const seen = new Map();
  for (const swatch of legend.querySelectorAll('.swatch')) {
    const s = getComputedStyle(swatch);
    const look = [s.backgroundColor, s.backgroundImage, s.boxShadow, s.outlineStyle, s.outlineWidth, s.outlineColor].join('|');
    const name = (swatch.parentElement.textContent || '').trim();
    if (seen.has(look)) findings.push(`two legend symbols alike: "${seen.get(look)}" and "${name}"`);
    else seen.set(look, name);
  }
}
return findings;
"""


def habit_choice(site):
    """A few habit pages that differ: the youngest habit, the one with the
    most windows and the first of each kind."""
    data = json.loads((site / "data.json").read_text(encoding="utf-8"))
    habits = data["habits"]
    if not habits:
        return []
    youngest = max(habits, key=lambda h: min(min(w["days"], default="9999") for w in h["windows"]))
    widest = max(habits, key=lambda h: len(h["windows"]))
    chosen = [youngest, widest]
    for habit in habits:
        if habit["kind"] not in {c["kind"] for c in chosen}:
            chosen.append(habit)
    slugs = list(dict.fromkeys(h["slug"] for h in chosen))
    return [site / "habits" / slug / "index.html" for slug in slugs]


def layout_pages(site):
    """The pages the layout checks open, and the few of them also opened in
    the dark scheme: the dashboard, every archive, the newest two weeks,
    every month and year, and a few habit pages (habit_choice)."""
    pages, dark = [site / "index.html"], [site / "index.html"]
    for unit in ("weeks", "months", "years"):
        pages.append(site / unit / "index.html")
        dark.append(site / unit / "index.html")
        found = sorted((site / unit).glob("*/index.html"))
        pages += found[-2:] if unit == "weeks" else found
        dark += found[-1:]
    habits = habit_choice(site)
    return pages + habits, dark + habits[:1]


def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def check_layout(driver, check, site, locale):
    """The layout pages at both widths: every page in the light scheme, a
    few in the dark; one check a page."""
    pages, dark_pages = layout_pages(site)
    try:
        for width in WIDTHS:
            driver.set_window_size(width, 1000)
            for scheme in SCHEMES:
                set_scheme(driver, scheme)
                for page in (pages if scheme == "light" else dark_pages):
                    name = f"{locale}:{page.relative_to(site)} at {width} px {scheme}"
                    if not page.exists():
                        check(f"{name}: exists", False, "missing page")
                        continue
                    driver.get(page.as_uri())
                    dark = driver.execute_script(
                        "return matchMedia('(prefers-color-scheme: dark)').matches")
                    check(f"{name}: scheme emulated", dark == (scheme == "dark"), f"dark={dark}")
                    findings = driver.execute_script(LAYOUT_FINDINGS)
                    findings += driver.execute_script(MONTH_LABELS)
                    findings += driver.execute_script(NEWEST_END)
                    findings += driver.execute_script(BAR_TRACKS)
                    findings += driver.execute_script(CHART_LABELS)
                    findings += driver.execute_script(LEGEND_SWATCHES)
                    if width < 640:
                        findings += driver.execute_script(SCROLL_HINTS)
                        findings += driver.execute_script(WEEK_ROWS)
                        findings += driver.execute_script(INLINE_HEADS)
                    else:
                        findings += driver.execute_script(WIDE_GRIDS)
                        findings += driver.execute_script(WRAPPED_NAMES)
                        findings += driver.execute_script(TABLE_WIDTHS)
                    check(f"{name}: layout", not findings,
                          f"{len(findings)} finding(s): " + "; ".join(findings[:6]))
    finally:
        set_scheme(driver, "light")
        driver.set_window_size(1280, 1600)


def check_detectors(driver, check, work):
    """The detectors can fail: a page with a wrapped number, a clipped
    column and a one-letter link is caught on each, and a grid with month
    labels drawn in part on each of them."""
    probe = work / "layout-probe.html"
    probe.write_text(
        "<!doctype html><html lang=en><body style='margin:0'>"
        "<table><tr><td>Walk</td><td style='width:2ch'>1,019 times</td></tr></table>"
        "<div style='overflow-x:auto;width:200px'><table><tr><td>Habit</td>"
        "<td style='padding-left:300px'>Missed</td></tr></table></div>"
        "<p style='width:1ch;word-break:break-all'><a href='#'>This summary as Markdown</a></p>"
        "</body></html>", "utf-8")
    driver.get(probe.as_uri())
    findings = driver.execute_script(LAYOUT_FINDINGS)
    for kind in ("wrapped number", "clipped column", "link one letter wide"):
        check(f"the layout check sees a {kind}", any(f.startswith(kind) for f in findings),
              f"findings: {findings}")
    # A bar over its track, two labels on one another and one outside its
    # chart, a table wider than its column, two legend symbols alike.
    probe.write_text(
        "<!doctype html><html lang=en><body><main style='width:300px'>"
        "<svg class='life-months-chart' width='100' height='100'><g>"
        "<rect class='bar-track' x='0' y='28' width='10' height='72'/>"
        "<rect class='bar' x='0' y='4' width='10' height='96'/></g>"
        "<text x='40' y='50'>not due</text><text x='44' y='50'>not due</text>"
        "<text x='96' y='90'>Dec</text></svg>"
        "<table style='width:600px'><tr><td>Wide</td></tr></table>"
        "<ul class='legend'><li><span class='swatch'></span>Today</li>"
        "<li><span class='swatch'></span>Not done yet today</li></ul>"
        "</main></body></html>", "utf-8")
    driver.get(probe.as_uri())
    for script, kind in ((BAR_TRACKS, "a bar overflows its track"),
                         (CHART_LABELS, "two chart labels overlap"),
                         (CHART_LABELS, "a chart label outside its chart"),
                         (TABLE_WIDTHS, "a table wider than its column"),
                         (LEGEND_SWATCHES, "two legend symbols alike")):
        findings = driver.execute_script(script)
        check(f"the layout check sees {kind}", any(f.startswith(kind) for f in findings),
              f"findings: {findings}")
    probe.write_text(
        "<!doctype html><html lang=en><body><figure><div class='density-scroll' "
        "style='overflow-x:auto;width:300px'><div style='width:900px;height:20px'></div></div>"
        "<figcaption>All habits</figcaption></figure></body></html>", "utf-8")
    driver.get(probe.as_uri())
    findings = driver.execute_script(WIDE_GRIDS)
    check("the layout check sees a grid that scrolls at 1280 px",
          any(f.startswith("a grid scrolls") for f in findings), f"findings: {findings}")
    # A table whose name wraps, and a week row whose days take two lines.
    probe.write_text(
        "<!doctype html><html lang=en><body><article class='week-summary'><table>"
        "<thead><tr><th>Habit</th><th style='width:3ch'>Done, not due</th></tr></thead>"
        "<tbody><tr><td style='width:4ch'>Morning &amp; evening adhkar</td><td>1</td></tr>"
        "</tbody></table></article><table><tr><td class='period-days-cell'>"
        "<div class='grid strip' style='width:60px'>"
        + "<i style='display:inline-block;width:18px;height:18px'></i>" * 7
        + "</div></td></tr></table></body></html>", "utf-8")
    driver.get(probe.as_uri())
    findings = driver.execute_script(WRAPPED_NAMES)
    check("the layout check sees a wrapped name", any("Morning" in f for f in findings),
          f"findings: {findings}")
    check("the layout check sees a wrapped header", any("Done, not due" in f for f in findings),
          f"findings: {findings}")
    findings = driver.execute_script(WEEK_ROWS)
    check("the layout check sees a week row's days on two lines",
          any(f.startswith("a week row's days") for f in findings), f"findings: {findings}")
    # A grid whose month labels are drawn in part, as opened: one half under
    # the sticky weekday labels, one running out of the scroll box, one
    # wider than its box.
    probe = work / "month-label-probe.html"
    probe.write_text(
        "<!doctype html><html lang=en><body style='margin:0'>"
        "<div class='density-scroll' style='overflow-x:auto;width:200px;display:flex'>"
        "<div class='density' style='display:grid;grid-template-columns:40px 600px;flex:none'>"
        "<div class='density-months' style='grid-column:2;position:relative;height:16px'>"
        "<span style='position:absolute;left:-20px;width:60px'>Sep</span>"
        "<span style='position:absolute;left:130px;width:60px'>Oct</span>"
        "<span style='position:absolute;left:60px;width:4px;white-space:nowrap'>November</span>"
        "</div><div class='density-weekdays' style='grid-area:1/1/3/2;position:sticky;left:0;"
        "background:#fff;z-index:1'>Mon</div><div style='grid-column:2'>cells</div>"
        "</div></div></body></html>", "utf-8")
    driver.get(probe.as_uri())
    findings = driver.execute_script(MONTH_LABELS)
    for kind in ("month label partly under the weekday labels", "month label cut by its scroll box",
                 "month label wider than its box"):
        check(f"the layout check sees a {kind}", any(f.startswith(kind) for f in findings),
              f"findings: {findings}")


def check_long_history(driver, check, work, binary):
    """Ten years of a seeded sample: each habit page's month-by-month chart
    holds its 120 or more bars, scrolls at 390 px with its hint in view,
    and opens on its newest month, left to right and right to left; at
    1280 px it opens on its newest month too."""
    import subprocess
    sample = work / "long-sample.json"
    subprocess.run([str(binary), "sample", "--habits", "3", "--years", "10", "--seed", "77",
                    "--today", "2026-11-29", "--out", str(sample)], check=True,
                   capture_output=True)
    for locale in ("en", "ar"):
        site = work / f"long-{locale}"
        subprocess.run([str(binary), "build", "--input", str(sample), "--out", str(site),
                        "--today", "2026-11-29", "--locale", locale], check=True,
                       capture_output=True)
        data = json.loads((site / "data.json").read_text(encoding="utf-8"))
        oldest = max(data["habits"], key=lambda h: len(h["windows"][0]["months"]))
        page = site / "habits" / oldest["slug"] / "index.html"
        try:
            for width in WIDTHS:
                driver.set_window_size(width, 1000)
                driver.get(page.as_uri())
                name = f"{locale}: ten years' month-by-month chart at {width} px"
                bars = driver.execute_script(
                    "return document.querySelectorAll('.life-months-chart g.life-month').length")
                check(f"{name}: 120 bars or more", bars >= 120, f"{bars} bars")
                findings = driver.execute_script(NEWEST_END)
                if width < 640:
                    scrolls = driver.execute_script(
                        "const b = document.querySelector('.life-months-chart').parentElement;"
                        "return b.scrollWidth > b.clientWidth + 1;")
                    check(f"{name}: scrolls", scrolls, "the chart does not scroll")
                    findings += driver.execute_script(SCROLL_HINTS)
                check(f"{name}: opens on its newest month with a hint", not findings,
                      "; ".join(findings[:4]))
        finally:
            driver.set_window_size(1280, 1600)
