package pdf

import (
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
)

// runeWidth measures every character as 1 wide, a space too.
func runeWidth(s string) float64 { return float64(utf8.RuneCountInString(s)) }

func TestWrapText(t *testing.T) {
	tests := []struct {
		name string
		in   string
		w    float64
		want []string
	}{
		{"empty", "", 10, nil},
		{"fits", "Щукина Ёлка", 11, []string{"Щукина Ёлка"}},
		{"at a space", "Щукина Ёлка", 10, []string{"Щукина", "Ёлка"}},
		{"several words per line", "Łukasz Żółć – Jan Kos", 14, []string{"Łukasz Żółć –", "Jan Kos"}},
		{"spaces collapse", "  Jan   Kos  ", 20, []string{"Jan Kos"}},
		{"after a hyphen", "Римский-Корсаков Н.", 12, []string{"Римский-", "Корсаков Н."}},
		{"hyphen fits on the line", "Ян Римский-Корсаков", 11, []string{"Ян Римский-", "Корсаков"}},
		{"no break at a leading hyphen", "-Żółć", 3, []string{"-Żó", "łć"}},
		{"no break in a result", "4♠-1 N", 4, []string{"4♠-1", "N"}},
		{"no break in a score", "EW -100", 4, []string{"EW", "-100"}},
		{"no break between a letter and a digit", "a-1 b", 3, []string{"a-1", "b"}},
		{"long word breaks between letters", "Брзęczyszczykiewicz", 8, []string{"Брзęczys", "zczykiew", "icz"}},
		{"long word then words", "Ёёёёёёёёёё ab", 4, []string{"Ёёёё", "ёёёё", "ёё", "ab"}},
		{"no-break space holds", "Jan\u00a0van\u00a0Dijk Kos", 12, []string{"Jan\u00a0van\u00a0Dijk", "Kos"}},
		{"no-break space breaks only as a long word", "Jan\u00a0van\u00a0Dijk", 6, []string{"Jan\u00a0va", "n\u00a0Dijk"}},
		{"normalized first", "Z\u0307o\u0301łc\u0301", 4, []string{"Żółć"}},
		{"one character wider than the line", "Ж", 0.5, []string{"Ж"}},
		{"html is text", "<script>alert(1)</script>", 30, []string{"<script>alert(1)</script>"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := wrapText(tt.in, tt.w, runeWidth)
			if strings.Join(got, "|") != strings.Join(tt.want, "|") || len(got) != len(tt.want) {
				t.Errorf("wrapText(%q, %v) = %q, want %q", tt.in, tt.w, got, tt.want)
			}
			for _, ln := range got {
				if !utf8.ValidString(ln) {
					t.Errorf("line %q is not valid UTF-8", ln)
				}
			}
		})
	}
}

// newDoc makes a document for measuring, as Write does.
func newDoc(t *testing.T, s *report.Sheet) *doc {
	t.Helper()
	if err := regular.load(); err != nil {
		t.Fatal(err)
	}
	if err := bold.load(); err != nil {
		t.Fatal(err)
	}
	return &doc{s: s, f: newFpdf(s)}
}

// TestWrapMeasured wraps long Cyrillic and Polish names with the real
// font metrics: no line is wider than the cell, no letter is cut, and the
// words come back in order.
func TestWrapMeasured(t *testing.T) {
	d := newDoc(t, &report.Sheet{})
	names := []string{
		"Константинопольская-Переяславская Александра Владимировна – Щукина Ёлка",
		"Grzegorz Brzęczyszczykiewicz-Chrząszczyżewoszycki – Łukasz Żółć",
		strings.Repeat("Ё", 60) + " " + strings.Repeat("ż", 60),
		"Иванов Юрий – Agnieszka Dąbrowska",
	}
	for _, w := range []float64{20, 45, 80} {
		for _, name := range names {
			lines := d.wrap(regular, sizeRank, name, w)
			for _, ln := range lines {
				if !utf8.ValidString(ln) || strings.ContainsRune(ln, utf8.RuneError) {
					t.Errorf("w=%v: line %q is broken", w, ln)
				}
				if lw := d.width(regular, sizeRank, ln); lw > w && utf8.RuneCountInString(ln) > 1 {
					t.Errorf("w=%v: line %q is %.1f mm wide", w, ln, lw)
				}
			}
			if got, want := strings.ReplaceAll(strings.Join(lines, ""), " ", ""), strings.ReplaceAll(name, " ", ""); got != want {
				t.Errorf("w=%v: lines %q do not give back %q", w, lines, name)
			}
		}
	}
}

// TestMeasure holds measure and measureLine to what they stand for:
// fpdf's GetStringWidth of the text as shown, to the bit, and wrap's
// test of one line (no run of spaces, no white space at the ends); a text
// that is not stable is left to the long way.
func TestMeasure(t *testing.T) {
	d := newDoc(t, &report.Sheet{})
	texts := []string{
		"", "1", "NS", "−460", "44.54", "3NT", "4♠", "5♦X", "Иванов Юрий – Agnieszka Dąbrowska",
		"Grzegorz Brzęczyszczykiewicz-Chrząszczyżewoszycki", "two  spaces", " lead", "trail ",
		"nbsp\u00a0in", "\u00a0edge", "edge\u2003", "z\u0307 combining", "tab\there", "bad \xff byte",
		"\ufffd", "emoji 😀", "Ёлка Щукина", "a\u2028b", "(brackets) \\ back",
	}
	measured, long := 0, 0
	for _, fc := range []*face{regular, bold} {
		for _, size := range []float64{8, sizeTable, sizeBar} {
			d.setFont(fc, size)
			for _, s := range texts {
				w, ok, one := d.measureLine(s, true)
				if !ok {
					if stable(s) || plainASCII(s) {
						t.Errorf("%q: not measured, but it is stable", s)
					}
					long++
					continue
				}
				measured++
				if shown(s) != s {
					t.Errorf("%q: measured, but it is not shown as it is", s)
				}
				if want := d.f.GetStringWidth(s); w != want {
					t.Errorf("%q in %s %v: width %v, want fpdf's %v", s, fc.style, size, w, want)
				}
				if want := s != "" && !strings.Contains(s, "  ") && strings.TrimSpace(s) == s; one != want {
					t.Errorf("%q: one line %v, want %v", s, one, want)
				}
				if w2, ok2 := d.measure(s); w2 != w || !ok2 {
					t.Errorf("%q: measure %v %v, measureLine %v", s, w2, ok2, w)
				}
			}
		}
	}
	if measured == 0 || long == 0 {
		t.Errorf("%d texts measured, %d left to the long way: want some of each", measured, long)
	}
}

// TestCellsFit checks, on the sample in both languages and on long names,
// that every line of every cell fits its column and every table fits the
// page.
func TestCellsFit(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		s := SampleSheet(t, lang)
		s.Rankings[0].Rows[2].Pair.Names = "Константинопольская-Переяславская Александра Владимировна – Grzegorz Brzęczyszczykiewicz-Chrząszczyżewoszycki"
		s.Rankings[1].Rows[0].Pair.Names = strings.Repeat("Ё", 90)
		opp := *s.Cards[0].Rows[0].Opponents // shared with the traveller: changed in a copy
		opp.Names = strings.Repeat("Żółć ", 30)
		s.Cards[0].Rows[0].Opponents = &opp
		d := newDoc(t, s)
		d.buildAll()
		if d.fallbacks != nil {
			t.Fatal(d.fallbacks.Warning())
		}
		checkFit(t, lang, d)
		if got := len(d.sections[0].blocks[1].table.rows[0].cells[2].lines); got < 3 {
			t.Errorf("%s: 90 Ё in one word wrapped into %d lines, want 3 or more", lang, got)
		}
	}
}

// TestEventsFit is TestCellsFit for IMP pairs and team events: long team
// names, several meetings in a cross-table cell, and cross-tables of 16
// teams (one table) and 40 (in groups of columns).
func TestEventsFit(t *testing.T) {
	long := map[string]string{
		"Bristol": "Константинопольская-Переяславская сборная ветеранов «Пиковая дама»",
		"Leeds":   strings.Repeat("Ё", 40),
		"York":    "Grzegorz Brzęczyszczykiewicz-Chrząszczyżewoszycki Team",
	}
	for _, tt := range []struct {
		name   string
		sheet  *report.Sheet
		groups int // cross-table groups, for teams
	}{
		{"butler", IMPSheet(t, "ru", pairs.Butler), 0},
		{"cross-IMPs", IMPSheet(t, "en", pairs.CrossIMPs), 0},
		{"8 teams", TeamsSheet(t, gen.TeamsConfig{Seed: 1}, "ru", long), 1},
		{"16 teams", TeamsSheet(t, gen.TeamsConfig{Seed: 2, Teams: 16, Rounds: 15, BoardsPerMatch: 1, Cyrillic: true}, "ru", long), 1},
		{"40 teams", TeamsSheet(t, gen.TeamsConfig{Seed: 3, Teams: 40, Rounds: 4, BoardsPerMatch: 1, Format: gen.Swiss}, "en", long), 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.sheet
			if s.Teams != nil { // a double round robin: two meetings in a cell
				for i, r := range s.Teams.Cross.Rows {
					for j := range r.Cells {
						if i != j && r.Cells[j] != "" {
							r.Cells[j] += " / " + r.Cells[j]
						}
					}
				}
			}
			d := newDoc(t, s)
			d.buildAll()
			if d.fallbacks != nil {
				t.Fatal(d.fallbacks.Warning())
			}
			checkFit(t, tt.name, d)
			if s.Teams == nil {
				return
			}
			var cross []*table
			for _, b := range d.sections[0].blocks[1:] {
				cross = append(cross, b.table)
			}
			if len(cross) != tt.groups {
				t.Fatalf("the cross-table is in %d tables, want %d", len(cross), tt.groups)
			}
			cols := 0
			for _, c := range cross {
				cols += len(c.cols) - 1
				if c.rows[0].cells[0].lines[0] != "1." && !strings.HasPrefix(c.rows[0].cells[0].lines[0], "1. ") {
					t.Errorf("a group does not start with the team column: %q", c.rows[0].cells[0].lines)
				}
				for _, r := range c.rows {
					for _, cl := range r.cells[1:] {
						if len(cl.lines) > 2 {
							t.Errorf("a cell of two meetings in %d lines: %q", len(cl.lines), cl.lines)
						}
					}
				}
			}
			if n := len(s.Teams.Cross.Header); cols != n+1 {
				t.Errorf("%d columns beside the teams in all groups, want %d and the total", cols, n)
			}
		})
	}
}

// TestDecisionsFit is TestCellsFit for the audit trail: the adjustments
// table with long reasons, laws, directors' names and decisions, in
// several sections, and the decisions on the travellers and score cards,
// in both languages, with matchpoints and IMPs. Nothing is wider than its
// column, the short columns (board, table, kind, effect) do not wrap, and
// the decisions under a result keep to their columns.
func TestDecisionsFit(t *testing.T) {
	for _, tt := range []struct {
		lang string
		imps bool
	}{{"en", false}, {"ru", true}} {
		s := DecisionsSheet(t, tt.lang, tt.imps)
		s.Rankings[1].Section = "B"
		a := &s.Adjustments[1]
		a.Reason = strings.Repeat("Игрок Север долго думал, а потом <спросил> о значении торговли. ", 4)
		a.Director = "Константинопольская-Переяславская Александра Владимировна"
		a.Law = "12C1(c), 16B1(a), 73C"
		s.Adjustments[0].Decision = "NS 30% 4♠= N + 70% 4♠-1 N / EW 20% 4♠= N + 80% 4♠-1 N"
		s.Boards[0].Rows[2].Adjust = "PEN NS -25% of a top, PEN NS -25% of a top, PEN NS -25% of a top"
		d := newDoc(t, s)
		d.buildAll()
		if d.fallbacks != nil {
			t.Fatal(d.fallbacks.Warning())
		}
		checkFit(t, tt.lang, d)
		adj := d.sections[1].blocks[0].table
		for i, r := range adj.rows {
			for k, c := range r.cells[:5] { // section, board, table, decision, kind
				if k != 3 && len(c.lines) > 1 {
					t.Errorf("%s: adjustment %d: %q wraps", tt.lang, i+1, c.lines)
				}
			}
			if eff := r.cells[5].lines; len(eff) != len(strings.Split(s.Adjustments[i].Effect, ", ")) {
				t.Errorf("%s: adjustment %d: the effect in %d lines %q", tt.lang, i+1, len(eff), eff)
			}
		}
		if r := adj.rows[1]; len(r.cells[6].lines) < 3 || len(r.cells[8].lines) < 2 {
			t.Errorf("%s: the long reason in %d lines, the director in %d; want them wrapped", tt.lang, len(r.cells[6].lines), len(r.cells[8].lines))
		}
		if r := d.sections[2].blocks[0].table.rows[2]; len(r.under) < 2 {
			t.Errorf("%s: the long decision under the result in %d lines %q; want it wrapped", tt.lang, len(r.under), r.under)
		}
	}
}

var vpFigure = regexp.MustCompile(`^[0-9]+\.[0-9][0-9]$`)

// checkFit checks that every table fits the page and every line of every
// cell (and every heading) fits its width.
func checkFit(t *testing.T, name string, d *doc) {
	t.Helper()
	for _, sec := range d.sections {
		for _, b := range sec.blocks {
			for _, ln := range b.bar {
				if w := d.width(bold, sizeBar, ln); w > contentW {
					t.Errorf("%s: heading %q is %.1f mm wide", name, ln, w)
				}
			}
			if b.table == nil {
				continue
			}
			if w := tableW(b.table); w > contentW+0.01 {
				t.Errorf("%s: table %q is %.1f mm wide", name, b.bar, w)
			}
			check := func(r row, fc *face, size float64) {
				ci := 0
				for _, c := range r.cells {
					w := 0.0
					for k := 0; k < max(c.cols, 1); k++ {
						w += b.table.cols[ci+k].w
					}
					ci += max(c.cols, 1)
					cf := fc
					if c.bold {
						cf = bold
					}
					for _, ln := range c.lines {
						if lw := d.width(cf, size, ln); lw > w-2*cellPadX+0.01 && utf8.RuneCountInString(ln) > 1 {
							t.Errorf("%s: %q: %q is %.1f mm wide in a %.1f mm cell", name, b.bar, ln, lw, w)
						}
					}
					if c.spans != nil {
						lw := 0.0
						for _, sp := range c.spans {
							lw += d.width(cf, size, sp.text)
						}
						if lw > w-2*cellPadX+0.01 {
							t.Errorf("%s: %q: %v is %.1f mm wide in a %.1f mm cell", name, b.bar, c.spans, lw, w)
						}
					}
				}
			}
			check(b.table.head, bold, sizeHead)
			for _, r := range b.table.rows {
				check(r, regular, b.table.size)
				w := 0.0
				for _, c := range b.table.cols[r.underAt : r.underAt+r.underCols] {
					w += c.w
				}
				for _, ln := range r.under {
					if lw := d.width(regular, sizeAdjust, ln); lw > w-2*cellPadX+0.01 && utf8.RuneCountInString(ln) > 1 {
						t.Errorf("%s: %q: the decision %q is %.1f mm wide under %.1f mm", name, b.bar, ln, lw, w)
					}
				}
				// Figures never wrap: a cell of figures is one line, or
				// (in the cross-table) one whole VP figure per line.
				for _, c := range r.cells {
					if len(c.lines) < 2 || strings.Trim(strings.Join(c.lines, ""), "0123456789.+-–") != "" {
						continue
					}
					for _, ln := range c.lines {
						if !b.table.grid || !vpFigure.MatchString(ln) {
							t.Errorf("%s: %q: the figure %q wraps", name, b.bar, c.lines)
							break
						}
					}
				}
			}
		}
	}
}

// TestFontsCover checks what the package takes for granted about the Go
// fonts: all of printable ASCII, the suit symbols, the renderer's own
// characters and Missing are there, nothing above U+FFFF (which fpdf
// could not address), so "has no glyph" is true of every character it
// reports, and the two faces have the same characters, so a text prints
// the same in both.
func TestFontsCover(t *testing.T) {
	for r := rune(0); r < 0x10000; r++ {
		if regular.covers(r) != bold.covers(r) {
			t.Errorf("%U: Go Regular %v, Go Bold %v", r, regular.covers(r), bold.covers(r))
		}
	}
	if !printable([]rune(Missing)[0]) {
		t.Errorf("no glyph for Missing")
	}
	for _, fc := range []*face{regular, bold} {
		if err := fc.load(); err != nil {
			t.Fatal(err)
		}
		for r := rune(0x20); r < 0x7F; r++ {
			if !fc.covers(r) {
				t.Errorf("%s: no glyph for %q", fc.name, r)
			}
		}
		for _, r := range "♠♥♦♣–—·…«»→ЁёЩщŁłŻżÓóĆćĄąĘęŚśŹźŃń½\u00a0─│┌" {
			if !fc.covers(r) {
				t.Errorf("%s: no glyph for %q", fc.name, r)
			}
		}
		for _, r := range "\t\n\u0301\u200b\u2009\u202f😀" {
			if fc.covers(r) {
				t.Errorf("%s: covers %q", fc.name, r)
			}
		}
	}
}

func TestDate(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want time.Time
	}{
		{"2026.11.28", time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)},
		{"2026-11-28", time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)},
		{" 2026-01-02 ", time.Date(2026, 1, 2, 0, 0, 0, 0, time.UTC)},
		{"2026.11.??", Epoch},
		{"28.11.2026", Epoch},
		{"2026.13.01", Epoch},
		{"", Epoch},
	} {
		if got := Date(tt.in); !got.Equal(tt.want) {
			t.Errorf("Date(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// TestRunningHeader checks that a title too long for the running header is
// shortened with an ellipsis there (the first page has it whole).
func TestRunningHeader(t *testing.T) {
	l, _ := report.LabelsFor("ru")
	s := &report.Sheet{L: l, Title: strings.Repeat("Кубок «Пиковая дама» ", 12), Site: "Москва", Date: "2026.11.28"}
	d := newDoc(t, s)
	d.buildAll()
	if d.fallbacks != nil {
		t.Fatal(d.fallbacks.Warning())
	}
	if !strings.HasSuffix(d.runTitle, "…") || !strings.HasPrefix(s.Title, strings.TrimSuffix(d.runTitle, "…")) {
		t.Errorf("running title %q", d.runTitle)
	}
	if w := d.width(bold, sizeRunning, d.runTitle) + d.width(regular, sizeRunning, d.runSub); w > contentW {
		t.Errorf("running header is %.1f mm wide", w)
	}
	if d.runSub != "Москва · 28 ноября 2026" {
		t.Errorf("running subtitle %q", d.runSub)
	}
	if got := strings.Join(d.title, " "); got != strings.TrimSpace(s.Title) {
		t.Errorf("title block %q", got)
	}
}
