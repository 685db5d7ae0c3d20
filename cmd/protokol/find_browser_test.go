package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// testFindYourself is issue 21's "done when": a player who knows only
// their surname reaches their score card in at most two taps from the
// index (index → names page → score card, or typing into the filter box
// → score card), and their row on a board in one more, marked there. With
// scripts off the filter box is not shown and every row stays.
func testFindYourself(t *testing.T, b *browser, lang, shots string) {
	dir := t.TempDir()
	if code, _, stderr := run(t, "demo", "-q", "--format", "html", "--lang", lang, "--out", dir); code != 0 {
		t.Fatalf("demo --format html --lang %s: exit %d: %s", lang, code, stderr)
	}
	index := fileURL(filepath.Join(dir, "index.html"))
	for _, tt := range []struct {
		name, surname, typed string
		byFilter             bool
	}{
		{"names page, Cyrillic", "Щукина", "", false},
		{"names page, Latin", "Dąbrowska", "", false},
		{"filter, lower case", "Щукина", "щукина", true},
		{"filter, е for ё", "Ёлка", "елка", true},
		{"filter, Latin", "Dąbrowska", "dąbrowska", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if err := b.navigate(index); err != nil {
				t.Fatal(err)
			}
			taps := 0
			if tt.byFilter {
				var shown struct {
					Visible, Rows, Matching int
				}
				if err := b.execute(`const f = document.getElementById('find');
if (!f || f.closest('[hidden]')) return {visible: 0, rows: 0, matching: 0};
f.value = arguments[0]; f.dispatchEvent(new Event('input'));
const rows = Array.from(document.querySelectorAll('table.find tbody tr')).filter(r => !r.hidden && r.getClientRects().length);
return {visible: 1, rows: rows.length, matching: rows.filter(r => r.innerText.includes(arguments[1])).length};`, &shown, tt.typed, tt.surname); err != nil {
					t.Fatal(err)
				}
				if shown.Visible == 0 || shown.Rows == 0 || shown.Rows != shown.Matching {
					t.Fatalf("typing %q: filter box shown %v, %d rows left, %d with %q (want the box, and only rows with the name)",
						tt.typed, shown.Visible == 1, shown.Rows, shown.Matching, tt.surname)
				}
				if lang == "ru" && tt.typed == "щукина" {
					shot(t, b, shots, "find-ru-filter")
				}
			} else {
				taps++
				tap(t, b, `return document.querySelector('a[href="names.html"]');`)
			}
			// The name, linked to the score card: a row of the names page
			// or of the rankings.
			taps++
			card := tap(t, b, `return Array.from(document.querySelectorAll('table.find tbody tr')).filter(r => !r.hidden && r.innerText.includes(arguments[0])).map(r => r.querySelector('td.names a')).find(a => a);`, tt.surname)
			if !strings.Contains(card, "/pair-") || taps > 2 {
				t.Fatalf("after %d taps at %s, want a score card in at most 2", taps, card)
			}
			var h struct{ Sub string }
			if err := b.execute(`const s = document.querySelector('header .names'); return {sub: s ? s.innerText : ''};`, &h); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(h.Sub, tt.surname) {
				t.Fatalf("%s: names %q, want %q", card, h.Sub, tt.surname)
			}
			// One more tap: the pair's row on a board, marked.
			page := strings.TrimSuffix(filepath.Base(card), ".html")
			board := tap(t, b, `return document.querySelector('tbody td.n a[href*=".html#"]');`)
			if !strings.HasSuffix(board, "#"+page) {
				t.Fatalf("the score card's first board links to %s, want the pair's row #%s", board, page)
			}
			var row struct {
				ID, Row, Marked, Plain string
			}
			if err := b.execute(`const t = document.querySelector(':target'); if (!t) return {};
const tr = t.closest('tr'), other = Array.from(tr.parentElement.rows).find(r => r !== tr);
return {id: t.id, row: tr.innerText, marked: getComputedStyle(tr.cells[0]).backgroundColor, plain: other ? getComputedStyle(other.cells[0]).backgroundColor : ''};`, &row); err != nil {
				t.Fatal(err)
			}
			if row.ID != page || row.Marked != "rgb(255, 243, 191)" || row.Plain == row.Marked {
				t.Errorf("%s: target %q, row %q background %s (other rows %s), want #%s marked rgb(255, 243, 191)", board, row.ID, row.Row, row.Marked, row.Plain, page)
			}
			if tt.name == "names page, Cyrillic" {
				shot(t, b, shots, "find-"+lang+"-row")
			}
		})
	}
	t.Run("scripts off", func(t *testing.T) {
		if err := b.devtools("Emulation.setScriptExecutionDisabled", map[string]any{"value": true}, nil); err != nil {
			t.Skipf("cannot turn scripts off: %v", err)
		}
		defer b.devtools("Emulation.setScriptExecutionDisabled", map[string]any{"value": false}, nil)
		for _, p := range []string{"index.html", "names.html"} {
			if err := b.navigate(fileURL(filepath.Join(dir, p))); err != nil {
				t.Fatal(err)
			}
			var got struct {
				Box    bool
				Hidden int
				Rows   int
			}
			if err := b.execute(`const f = document.querySelector('p.filter');
const rows = Array.from(document.querySelectorAll('table.find tbody tr'));
return {box: !!f && f.getClientRects().length > 0, hidden: rows.filter(r => r.hidden || !r.getClientRects().length).length, rows: rows.length};`, &got); err != nil {
				t.Fatal(err)
			}
			if got.Box || got.Rows == 0 || got.Hidden != 0 {
				t.Errorf("%s with scripts off: filter box shown %v, %d of %d rows hidden (want no box and every row)", p, got.Box, got.Hidden, got.Rows)
			}
		}
	})
}

// tap clicks the link that script returns (arguments passed on) and waits
// for its page to load; it returns the link's address.
func tap(t *testing.T, b *browser, script string, args ...any) string {
	t.Helper()
	var href string
	if err := b.execute(`const a = (function() { `+script+` }).apply(null, arguments); if (!a) return ''; a.click(); return a.href;`, &href, args...); err != nil {
		t.Fatal(err)
	}
	if href == "" {
		t.Fatalf("no link to tap (%s)", script)
	}
	for deadline := time.Now().Add(5 * time.Second); ; {
		var state struct{ Location, Ready string }
		if err := b.execute(`return {location: location.href, ready: document.readyState};`, &state); err == nil && state.Location == href && state.Ready == "complete" {
			return href
		}
		if time.Now().After(deadline) {
			t.Fatalf("tapped %s: still at %s after 5 s", href, state.Location)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// shot saves a screenshot of the page shown.
func shot(t *testing.T, b *browser, dir, name string) {
	t.Helper()
	png, err := b.screenshot()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s.png", name)
}
