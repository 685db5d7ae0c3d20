package main

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
)

// The checks of TestBrowser that go beyond links and overflow: axe-core's
// rules on every page at every width (and once more in dark mode), and the
// house's own rules that axe does not have or does not enforce by default
// (tap targets, decimals down a column, heading levels, spoken suit names,
// the language of texts from the input, print and dark styles).

// axeVersion is the axe-core the test expects: the one .ci/tools pins.
const axeVersion = "4.14.1"

// findAxe returns axe-core's axe.min.js (as .ci/run installs it: npm ci in
// .ci/tools, or $PROTOKOL_AXE) or a message saying what is missing.
func findAxe() (source, missing string) {
	path := os.Getenv("PROTOKOL_AXE")
	if path == "" {
		path = filepath.Join("..", "..", ".ci", "tools", "node_modules", "axe-core", "axe.min.js")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Sprintf("axe-core (%v; run npm ci --prefix .ci/tools, or set PROTOKOL_AXE to axe.min.js)", err)
	}
	return string(data), ""
}

// axeViolation is one rule axe-core found broken on a page.
type axeViolation struct {
	ID      string   `json:"id"`
	Impact  string   `json:"impact"`
	Help    string   `json:"help"`
	Targets []string `json:"targets"`
}

// axeRun injects axe-core (once per page load) and runs every rule it runs
// by default plus WCAG 2.2's target size, returning the violations.
const axeRun = `return (async () => {
const r = await window.axe.run(document, {resultTypes: ['violations'], rules: {'target-size': {enabled: true}}});
return r.violations.map(v => ({id: v.id, impact: v.impact || '', help: v.help,
	targets: v.nodes.slice(0, 3).map(n => n.target.join(' ') + (n.any.concat(n.all, n.none).map(c => c.message).filter(Boolean).slice(0, 1).map(m => ' (' + m + ')').join('')))}));
})();`

// preloadAxe has Chromium run axe-core in every page it opens from now on,
// before the page's own content: much faster than sending its 550 kB with
// each page. Without DevTools commands, injectAxe does it page by page.
func preloadAxe(b *browser, axe string) error {
	if !b.cdp || axe == "" {
		return nil
	}
	return b.devtools("Page.addScriptToEvaluateOnNewDocument", map[string]any{"source": axe}, nil)
}

// injectAxe adds axe-core to the page shown, unless it has it: a script
// element that runs and is taken out again.
func injectAxe(b *browser, axe string) error {
	var has bool
	if err := b.execute("return !!window.axe", &has); err != nil || has {
		return err
	}
	return b.execute(`const s = document.createElement('script');
s.textContent = arguments[0];
document.head.appendChild(s);
s.remove();
return !!window.axe;`, &has, axe)
}

// runAxe returns the axe-core violations of the page shown, as problems.
func runAxe(b *browser, axe, where string) ([]string, error) {
	if err := injectAxe(b, axe); err != nil {
		return nil, fmt.Errorf("%s: axe-core: %w", where, err)
	}
	var vs []axeViolation
	if err := b.execute(axeRun, &vs); err != nil {
		return nil, fmt.Errorf("%s: axe-core: %w", where, err)
	}
	var problems []string
	for _, v := range vs {
		problems = append(problems, fmt.Sprintf("%s: axe %s (%s): %s: %s", where, v.ID, v.Impact, v.Help, strings.Join(v.Targets, "; ")))
	}
	return problems, nil
}

// houseScript checks the page shown against the house's rules and returns
// one message per problem:
//   - a link in a table, or a board number, is at least 24 × 24 CSS px
//     (WCAG 2.5.8);
//   - the numbers of a table column show the same number of decimals
//     ("231" beside "287.33" is not);
//   - every row of a table ends where its first row does (a totals cell
//     that spans columns hidden on a phone makes its row stick out);
//   - every cell of a cross-table links to its match;
//   - heading levels go down one at a time (no h1 then h3);
//   - a suit symbol's spoken name is text (visually hidden), not an
//     aria-label on a span, which screen readers do not read;
//   - a text in Cyrillic letters is not marked as English (lang="en").
const houseScript = `const out = [];
const vis = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; };
const cut = s => { s = (s || '').replace(/\s+/g, ' ').trim(); return s.length > 40 ? s.slice(0, 39) + '…' : s; };
for (const a of document.querySelectorAll('td a, th a, ul.boards a')) {
	if (!vis(a)) continue;
	const r = a.getBoundingClientRect();
	if (r.width < 23.5 || r.height < 23.5) out.push('tap target "' + cut(a.textContent) + '" is ' + Math.round(r.width) + '×' + Math.round(r.height) + ' px (want at least 24×24)');
}
const num = /^[+\-−]?\d+(?:[.,](\d+))?\s*%?$/;
for (const [ti, t] of Array.from(document.querySelectorAll('table')).entries()) {
	const cols = new Map();
	for (const row of t.querySelectorAll('tbody tr, tfoot tr')) {
		let c = 0;
		for (const cell of row.cells) {
			const span = cell.colSpan || 1;
			const text = cell.innerText.trim();
			const m = vis(cell) && cell.matches('td.n, tfoot td') ? num.exec(text) : null;
			if (m) {
				const d = m[1] ? m[1].length : 0;
				if (!cols.has(c)) cols.set(c, new Map());
				if (!cols.get(c).has(d)) cols.get(c).set(d, text);
			}
			c += span;
		}
	}
	const cap = t.caption ? cut(t.caption.innerText) : 'table ' + (ti + 1);
	for (const [c, ds] of cols) {
		if (ds.size > 1) out.push('table "' + cap + '" column ' + (c + 1) + ': numbers with ' + Array.from(ds.entries()).map(([d, s]) => d + ' decimals ("' + s + '")').join(' and ') + ' (want the same decimals down a column)');
	}
}
for (const [ti, t] of Array.from(document.querySelectorAll('table')).entries()) {
	if (!vis(t)) continue;
	const edge = row => Math.max(...Array.from(row.cells).filter(vis).map(c => c.getBoundingClientRect().right), -Infinity);
	const rows = Array.from(t.rows).filter(vis);
	if (rows.length < 2) continue;
	const want = edge(rows[0]);
	for (const row of rows) {
		const e = edge(row);
		if (Math.abs(e - want) > 1) out.push('table "' + (t.caption ? cut(t.caption.innerText) : 'table ' + (ti + 1)) + '": row "' + cut(row.innerText) + '" ends at ' + Math.round(e) + ' px, its first row at ' + Math.round(want) + ' px (a cell spans hidden columns?)');
	}
}
for (const td of document.querySelectorAll('table.cross td.c')) {
	const text = td.textContent.trim();
	if (text && text !== '—' && !td.querySelector('a[href]')) out.push('cross-table cell "' + cut(text) + '" is not a link to its match');
}
let last = 0;
for (const h of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
	const n = +h.tagName[1];
	if (n > last + 1) out.push('heading h' + n + ' "' + cut(h.textContent) + '" after h' + last + ' (want no level skipped)');
	last = n;
}
for (const e of document.querySelectorAll('[aria-label]:not([role]):not(a):not(button):not(input):not(svg):not(table):not(section):not(nav):not(main)')) {
	out.push(e.tagName.toLowerCase() + ' "' + cut(e.textContent) + '" has aria-label="' + e.getAttribute('aria-label') + '" and no role: screen readers do not read it (want visually hidden text)');
}
const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let n = walk.nextNode(); n; n = walk.nextNode()) {
	if (!/[\u0400-\u04FF]/.test(n.data) || n.parentElement.closest('script, style')) continue; // code is not text
	const l = n.parentElement.closest('[lang]');
	const lang = l ? l.getAttribute('lang') : '';
	if (lang === 'en' || lang.startsWith('en-')) out.push('Cyrillic text "' + cut(n.data) + '" in ' + n.parentElement.tagName.toLowerCase() + ' is marked lang="' + lang + '"');
}
return out;`

// mediaScript reports, for the media emulated, whether any navigation is
// shown and the colours of the page's text and background.
const mediaScript = `const navs = Array.from(document.querySelectorAll('nav')).filter(n => getComputedStyle(n).display !== 'none' && n.getBoundingClientRect().height > 0);
const bg = getComputedStyle(document.body).backgroundColor, fg = getComputedStyle(document.body).color;
return {navs: navs.map(n => n.className || 'nav'), bg: bg, fg: fg};`

type mediaFacts struct {
	Navs []string `json:"navs"`
	BG   string   `json:"bg"`
	FG   string   `json:"fg"`
}

// emulate sets the media type ("print", "" for the screen) and the colour
// scheme the page sees ("dark", "light" or "" for the default).
func (b *browser) emulate(media, scheme string) error {
	features := []map[string]string{}
	if scheme != "" {
		features = append(features, map[string]string{"name": "prefers-color-scheme", "value": scheme})
	}
	return b.devtools("Emulation.setEmulatedMedia", map[string]any{"media": media, "features": features}, nil)
}

// checkMedia checks the page shown on paper (no navigation printed) and in
// dark mode (a dark background, light text, and axe-core's contrast rule
// passes), and leaves the screen and the default scheme emulated.
func checkMedia(b *browser, axe, p string) (problems []string, err error) {
	if !b.cdp {
		return nil, nil
	}
	defer func() {
		if e := b.emulate("", ""); err == nil {
			err = e
		}
	}()
	var f mediaFacts
	if err := b.emulate("print", "light"); err != nil {
		return nil, err
	}
	if err := b.execute(mediaScript, &f); err != nil {
		return nil, err
	}
	for _, n := range f.Navs {
		problems = append(problems, fmt.Sprintf("%s in print: nav.%s is printed (want no navigation on paper)", p, n))
	}
	if err := b.emulate("", "dark"); err != nil {
		return nil, err
	}
	if err := b.execute(mediaScript, &f); err != nil {
		return nil, err
	}
	if lum(f.BG) > 0.2 || lum(f.FG) < 0.5 {
		problems = append(problems, fmt.Sprintf("%s in dark mode: text %s on %s (want light text on a dark background: prefers-color-scheme)", p, f.FG, f.BG))
	}
	if axe != "" {
		var vs []axeViolation
		if err := injectAxe(b, axe); err != nil {
			return nil, err
		}
		if err := b.execute(strings.Replace(axeRun, "rules: {", "runOnly: ['color-contrast'], rules: {", 1), &vs); err != nil {
			return nil, err
		}
		for _, v := range vs {
			problems = append(problems, fmt.Sprintf("%s in dark mode: axe %s (%s): %s: %s", p, v.ID, v.Impact, v.Help, strings.Join(v.Targets, "; ")))
		}
	}
	return problems, nil
}

// lum is the relative luminance (0 black, 1 white) of a CSS rgb() or
// rgba() colour; a transparent one counts as white (the canvas).
func lum(css string) float64 {
	var r, g, b, a float64 = 0, 0, 0, 1
	s := strings.NewReplacer("rgba(", "", "rgb(", "", ")", "", ",", " ").Replace(css)
	n, _ := fmt.Sscan(s, &r, &g, &b, &a)
	if n < 3 || a == 0 {
		return 1
	}
	lin := func(c float64) float64 {
		c /= 255
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}
