#!/usr/bin/env python3
"""Real validators over the example site (issue 12), run by Tests/Validators/run.

Builds the example site in English (LTR) and Arabic (RTL), then
- runs the W3C Nu HTML checker (vnu.jar) over every HTML page and SVG;
- runs axe-core in headless Chromium on the dashboard, two habit pages, the
  weeks index and a week page, the months and years indexes, a month page
  and a year page, in light and in dark (prefers-color-scheme
  emulated through the DevTools protocol);
- checks from computed styles that every cell state of every grid, legend
  and standalone SVG reaches 3:1 against the surface it sits on, and that no
  two states differ by colour alone (their cues differ once colours are
  taken out).
Prints the counts and ends with "N passed, N failed"; exits 1 on any finding.
"""

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from colour import colours, contrast, cue_colours, over, shape
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = Path(__file__).resolve().parents[2]
SCHEMES = ("light", "dark")

passed = 0
failed = 0


def check(name, findings):
    """One named check: passes with no findings, else prints up to 12."""
    global passed, failed
    if not findings:
        passed += 1
        return
    failed += 1
    print(f"FAIL {name}: {len(findings)} finding(s)", flush=True)
    for finding in findings[:12]:
        print(f"  {finding}", flush=True)


def build_site(binary, out, locale, templates=None):
    extra = ["--templates", templates] if templates else []
    result = subprocess.run(
        [binary, "build", "--input", str(ROOT / "examples" / "store.sqlite"), "--out", str(out),
         "--today", "2026-11-29", "--locale", locale, *extra],
        cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"build ({locale}) failed ({result.returncode}): {result.stderr}")


# ---------- Nu HTML checker ----------

def run_vnu(vnu, sites):
    files = []
    for site in sites:
        files += sorted(str(p) for p in site.rglob("*.html"))
        files += sorted(str(p) for p in site.rglob("*.svg"))
    result = subprocess.run(
        ["java", "-Xss4m", "-jar", vnu, "--format", "json", "--also-check-svg", *files],
        capture_output=True, text=True)
    try:
        messages = json.loads(result.stderr or result.stdout)["messages"]
    except (ValueError, KeyError):
        raise RuntimeError(f"vnu gave no JSON report ({result.returncode}): {result.stderr[:500]}")
    errors = [m for m in messages if m.get("type") in ("error", "non-document-error")]
    warnings = [m for m in messages if m.get("type") == "info" and m.get("subType") == "warning"]
    print(f"vnu: {len(files)} files, {len(errors)} errors, {len(warnings)} warnings", flush=True)
    for text, count in Counter(m.get("message", "") for m in errors + warnings).most_common(8):
        print(f"  {count} x {text}", flush=True)
    check("Nu checker: no errors",
          [f"{Path(m.get('url', '?')).name}:{m.get('lastLine', '?')}: {m.get('message')}"
           for m in errors])
    return len(files)


# ---------- Browser ----------

def browser():
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,1200", "--force-device-scale-factor=1",
                     "--allow-file-access-from-files"]:
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_script_timeout(120)
    return driver


def open_page(driver, path, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.get(path.as_uri())
    dark = driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")
    if dark != (scheme == "dark"):
        raise RuntimeError(f"{path}: the {scheme} scheme was not emulated")


def axe_pages(site):
    data = json.loads((site / "data.json").read_text(encoding="utf-8"))
    habits = [site / "habits" / h["slug"] / "index.html" for h in data["habits"]]
    # Two habit pages of different kinds, when there are.
    kinds, chosen = set(), []
    for habit, page in zip(data["habits"], habits):
        if habit["kind"] not in kinds and page.exists():
            kinds.add(habit["kind"])
            chosen.append(page)
    weeks = sorted((site / "weeks").glob("*/index.html"))
    pages = [site / "index.html", *chosen[:2], site / "weeks" / "index.html"]
    # The month and year reports: both archives, the first month and the
    # latest year (with its all-habits heatmap); a missing one is a finding.
    reports = [site / "months" / "index.html", site / "years" / "index.html"]
    reports += sorted((site / "months").glob("*/index.html"))[:1]
    reports += sorted((site / "years").glob("*/index.html"))[-1:]
    return pages + weeks[-1:] + reports


def run_axe(driver, axe_source, site, locale):
    total = 0
    pages = axe_pages(site)
    check(f"{locale}: every page axe opens exists",
          [str(page.relative_to(site)) for page in pages if not page.exists()])
    for page in pages:
        for scheme in SCHEMES:
            open_page(driver, page, scheme)
            driver.execute_script(axe_source)
            result = driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "axe.run(document).then(r => done({violations: r.violations.map(v => ({"
                "id: v.id, nodes: v.nodes.map(n => n.target.join(' ') + ' ' +"
                " (n.failureSummary || '').split('\\n').slice(1, 2).join(''))}))}))"
                ".catch(e => done({error: String(e)}));")
            if "error" in result:
                raise RuntimeError(f"axe failed on {page}: {result['error']}")
            nodes = [f"{v['id']}: {n}" for v in result["violations"] for n in v["nodes"]]
            total += len(nodes)
            name = f"{locale}:{page.relative_to(site)} ({scheme})"
            print(f"axe {name}: {len(nodes)} violations", flush=True)
            check(f"axe {name}", nodes)
    return total


# ---------- Cell states ----------

CELL_STYLES = """
function surface(element) {
  for (let e = element.parentElement; e; e = e.parentElement) {
    const c = getComputedStyle(e).backgroundColor;
    if (c && c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') return c;
  }
  return 'rgb(255, 255, 255)';
}
const seen = {};
for (const e of document.querySelectorAll('.grid > i[data-state], .swatch[data-state]')) {
  const s = getComputedStyle(e);
  const kind = e.classList.contains('cell') ? 'cell' : 'swatch';
  const state = e.dataset.state + (e.dataset.fill ? '/' + e.dataset.fill : '')
    + (e.getAttribute('aria-current') === 'date' ? '+today' : '');
  let opacity = 1;
  for (let a = e; a; a = a.parentElement) opacity *= Number(getComputedStyle(a).opacity);
  const item = {kind, state, surface: surface(e), opacity, background: s.backgroundColor,
    image: s.backgroundImage, shadow: s.boxShadow,
    outline: s.outlineStyle === 'none' ? 'none'
      : s.outlineStyle + ' ' + s.outlineWidth + ' ' + s.outlineColor};
  seen[JSON.stringify(item)] = item;
}
return Object.values(seen);
"""

SVG_STYLES = """
// A standalone SVG must carry its own background; without one there is
// no surface to measure against, which the check reports.
const back = document.querySelector('rect.background');
const bg = back ? getComputedStyle(back).fill : 'no background';
const seen = {};
for (const e of document.querySelectorAll('rect[data-state]')) {
  const s = getComputedStyle(e);
  let fill = s.fill;
  const paints = [];
  const match = /url\\("?#([^")]+)/.exec(fill);
  if (match) {
    const pattern = document.getElementById(match[1]);
    for (const p of pattern.querySelectorAll('*')) {
      const ps = getComputedStyle(p);
      paints.push(p.tagName + ':' + ps.fill + ':' + ps.stroke + ':' + (p.getAttribute('d') || '')
        + (p.getAttribute('height') || ''));
    }
  }
  const state = e.dataset.state + (e.dataset.fill ? '/' + e.dataset.fill : '')
    + (e.classList.contains('today') ? '+today' : '');
  const item = {kind: 'svg', state, surface: bg, fill: match ? 'pattern' : fill,
    stroke: s.stroke === 'none' ? 'none' : s.stroke + ' ' + s.strokeDasharray,
    paints: paints.join(' | ')};
  seen[JSON.stringify(item)] = item;
}
return Object.values(seen);
"""

def check_states(items, where):
    findings = []
    for item in items:
        surface = colours(item["surface"])
        if not surface:
            findings.append(f"{item['kind']} {item['state']}: no surface ({item['surface']})")
            continue
        surface = surface[0][:3]
        # A colour within 1.2:1 of the surface is a hole cut in a cue (the
        # centre of extra's hollow dot), not a fill; a state needs one cue.
        faded = item.get("opacity", 1)
        cues = [(c, contrast(over(c[:3] + (c[3] * faded,), surface), surface))
                for c in cue_colours(item)]
        if not [c for c, ratio in cues if ratio >= 1.2]:
            findings.append(f"{item['kind']} {item['state']}: nothing visible")
        for colour, ratio in cues:
            if 1.2 <= ratio < 3:
                findings.append(f"{item['kind']} {item['state']}: {colour} is {ratio:.2f}:1 "
                                f"against {item['surface']}")
    # No two states told apart by colour alone.
    by_shape = {}
    for item in items:
        if "+today" in item["state"]:
            continue
        by_shape.setdefault((item["kind"], shape(item)), set()).add(item["state"].split("/")[0])
    for (kind, cue), states in by_shape.items():
        if len(states) > 1:
            findings.append(f"{kind}: states {sorted(states)} differ by colour alone ({cue[:120]})")
    check(f"cell states {where}", findings)
    return items


def run_states(driver, site, locale):
    count = 0
    states = set()
    # The dashboard and the fewest habit pages (with their SVGs) that show
    # every state the history has, chosen greedily from data.json.
    data = json.loads((site / "data.json").read_text(encoding="utf-8"))
    shown = {h["slug"]: {s for w in h["windows"] for s in w["days"].values()}
             for h in data["habits"]}
    wanted, slugs = set().union(*shown.values()), []
    while wanted:
        slug = max(shown, key=lambda name: len(shown[name] & wanted))
        if not shown[slug] & wanted:
            break
        slugs.append(slug)
        wanted -= shown[slug]
    pages = [site / "index.html"] + [site / "habits" / slug / "index.html" for slug in slugs]
    # A year page's all-habits heatmap too (the dashboard has the other).
    pages += sorted((site / "years").glob("*/index.html"))[-1:]
    svgs = sorted(p for slug in slugs for p in (site / "habits" / slug).glob("*.svg"))
    for scheme in SCHEMES:
        items = []
        for page in pages:
            open_page(driver, page, scheme)
            items += driver.execute_script(CELL_STYLES)
        unique = {json.dumps(i, sort_keys=True): i for i in items}.values()
        check_states(list(unique), f"{locale} HTML {scheme}")
        count += len(unique)
        states |= {i["state"] for i in unique}
        items = []
        for svg in svgs:
            open_page(driver, svg, scheme)
            items += driver.execute_script(SVG_STYLES)
        unique = {json.dumps(i, sort_keys=True): i for i in items}.values()
        check_states(list(unique), f"{locale} SVG {scheme}")
        count += len(unique)
        states |= {i["state"] for i in unique}
    print(f"cell styles {locale}: {count} distinct styles of states {sorted(states)}", flush=True)
    return count


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--vnu", required=True)
    parser.add_argument("--axe", required=True)
    parser.add_argument("--keep", help="build the sites into this folder and keep them")
    parser.add_argument("--templates", help="a theme folder over the default one (to compare)")
    arguments = parser.parse_args()
    axe_source = Path(arguments.axe).read_text(encoding="utf-8")
    work = Path(arguments.keep or tempfile.mkdtemp(prefix="habit-report-validators-"))
    work.mkdir(parents=True, exist_ok=True)
    driver = None
    try:
        sites = {}
        for locale in ("en", "ar"):
            sites[locale] = work / f"site-{locale}"
            build_site(arguments.binary, sites[locale], locale, arguments.templates)
        run_vnu(arguments.vnu, list(sites.values()))
        driver = browser()
        violations = sum(run_axe(driver, axe_source, site, locale) for locale, site in sites.items())
        print(f"axe: {violations} violations in all", flush=True)
        for locale, site in sites.items():
            run_states(driver, site, locale)
    finally:
        if driver:
            driver.quit()
        if not arguments.keep:
            shutil.rmtree(work, ignore_errors=True)
    print(f"{passed} passed, {failed} failed", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
