package pdf_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/pdf"
)

// tool finds a poppler program. Without it the test is skipped, unless
// PROTOKOL_REQUIRE_TOOLS=1, when it fails.
func tool(t testing.TB, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		msg := fmt.Sprintf("%s not found: install poppler-utils (Debian) to check the PDF", name)
		if os.Getenv("PROTOKOL_REQUIRE_TOOLS") == "1" {
			t.Fatal(msg + " (PROTOKOL_REQUIRE_TOOLS=1)")
		}
		t.Skip(msg)
	}
	return path
}

// pdfText extracts the text of a PDF with pdftotext in raw mode (content
// order, which keeps a table row on one line), one string per page.
func pdfText(t *testing.T, doc []byte, args ...string) []string {
	t.Helper()
	bin := tool(t, "pdftotext")
	in := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(in, doc, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, append(append([]string{"-enc", "UTF-8"}, args...), in, "-")...).Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	pages := strings.Split(string(out), "\f")
	if len(pages) > 0 && strings.TrimSpace(pages[len(pages)-1]) == "" {
		pages = pages[:len(pages)-1]
	}
	return pages
}

func rawText(t *testing.T, doc []byte) []string { return pdfText(t, doc, "-raw") }

// lines splits a page into its lines.
func lines(page string) []string { return strings.Split(page, "\n") }

// join is the fields of a row as pdftotext gives them: the non-empty ones,
// separated by single spaces.
func join(fields ...string) string {
	var out []string
	for _, f := range fields {
		if f != "" {
			out = append(out, f)
		}
	}
	return strings.Join(out, " ")
}

// travRow is a traveller row as pdftotext -raw gives it: a decision in
// place of the result with the figures it gave (none when the board was
// not played); a decision under the result is on the next line.
func travRow(r report.TravRow) string {
	if r.Note != "" {
		return join(r.NS.Label, r.EW.Label, r.Note, r.ScoreNS, r.ScoreEW, r.MPNS, r.MPEW, r.PctNS, r.PctEW, r.IMPNS, r.IMPEW)
	}
	return join(r.NS.Label, r.EW.Label, r.Contract.Text, r.By, r.Lead, r.Tricks, r.Result,
		r.ScoreNS, r.ScoreEW, r.MPNS, r.MPEW, r.PctNS, r.PctEW)
}

// pageCount counts the page objects of a PDF without any tool.
func pageCount(doc []byte) int { return bytes.Count(doc, []byte("<</Type /Page\n")) }

// tricky is the sample with names and a title that test wrapping, Polish
// and Cyrillic letters, normalization, HTML-like text and no-break spaces.
func tricky(t *testing.T, lang string) *report.Sheet {
	s := pdf.SampleSheet(t, lang)
	s.Title = "Кубок «Пиковая дама» <b>&amp;</b>"
	ns := s.Rankings[0].Rows
	ns[0].Pair.Names = "Щукина Ёлка – Łukasz Żółć"
	ns[1].Pair.Names = "<script>alert(1)</script> – O'Brien & Sons"
	ns[2].Pair.Names = "Константинопольская-Переяславская Александра Владимировна – Grzegorz Brzęczyszczykiewicz-Chrząszczyżewoszycki"
	ns[3].Pair.Names = "Z\u0307ak Małgorzata – Jan\u00a0van\u00a0Dijk" // Ż as Z + combining dot above
	s.Rankings[1].Rows[0].Pair.Names = strings.Repeat("Ё", 90) + " – Łęcka"
	return s
}

func TestSamplePages(t *testing.T) {
	for _, tt := range []struct {
		lang  string
		pages int
	}{{"en", 25}, {"ru", 25}} {
		t.Run(tt.lang, func(t *testing.T) {
			s := pdf.SampleSheet(t, tt.lang)
			doc := pdf.Render(t, s)
			// 1 page of rankings, 27 boards two to a page, 20 score cards
			// of 27 boards two to a page.
			if got := pageCount(doc); got != tt.pages {
				t.Errorf("%d pages, want %d", got, tt.pages)
			}
			if !bytes.HasPrefix(doc, []byte("%PDF-1.")) || !bytes.HasSuffix(bytes.TrimSpace(doc), []byte("%%EOF")) {
				t.Errorf("not a whole PDF file")
			}
		})
	}
}

// TestEveryPage checks the running header and footer: the title and
// "Page N of M" on every page, and the sections in order.
func TestEveryPage(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			s := tricky(t, lang)
			pages := rawText(t, pdf.Render(t, s))
			if len(pages) != 25 {
				t.Fatalf("pdftotext found %d pages, want 25", len(pages))
			}
			order := map[string]int{s.L.Rankings: 0, s.L.Boards: 1, s.L.ScoreCards: 2}
			last := 0
			counts := [3]int{}
			for i, p := range pages {
				ls := lines(p)
				if ls[0] != s.Title+" "+s.Subtitle() {
					t.Errorf("page %d: header %q, want the title and %q", i+1, ls[0], s.Subtitle())
				}
				want := fmt.Sprintf("%s %d %s %d", s.L.Page, i+1, s.L.Of, len(pages))
				footer := ls[1]
				if !strings.HasSuffix(footer, " "+s.L.GeneratedBy+" "+want) {
					t.Errorf("page %d: footer %q, want it to end in %q", i+1, footer, want)
				}
				sec, ok := order[strings.TrimSuffix(footer, " "+s.L.GeneratedBy+" "+want)]
				if !ok {
					t.Errorf("page %d: footer %q names no section", i+1, footer)
					continue
				}
				if sec < last {
					t.Errorf("page %d: %q after a later section", i+1, footer)
				}
				last = sec
				counts[sec]++
			}
			if counts != [3]int{1, 14, 10} {
				t.Errorf("pages per section %v, want rankings 1, boards 14, score cards 10", counts)
			}
			if lang == "ru" && !strings.Contains(pages[2], "Стр. 3 из 25") {
				t.Errorf("page 3 has no «Стр. 3 из 25»")
			}
		})
	}
}

// TestFigures checks that every figure of the rankings, the travellers and
// the score cards is printed as the Sheet has it, row by row.
func TestFigures(t *testing.T) {
	s := pdf.SampleSheet(t, "en")
	pages := rawText(t, pdf.Render(t, s))
	all := map[string]int{} // line → count
	for _, p := range pages {
		for _, ln := range lines(p) {
			all[ln]++
		}
	}
	want := map[string]int{}
	for _, rk := range s.Rankings {
		want[join(s.L.Rankings+" · "+rk.Title)]++
		for _, r := range rk.Rows {
			want[join(r.Place, r.Pair.Label, r.Pair.Names, r.Boards, r.Total, r.Max, r.Percent)]++
		}
	}
	for _, b := range s.Boards {
		head := join(s.L.Board, strconv.Itoa(b.Number), s.L.Dealer, b.Dealer, "·", s.L.Vulnerable, b.Vul, "·", s.L.Top, b.Top)
		want[head]++
		for _, r := range b.Rows {
			want[travRow(r)]++
		}
		if b.HasDeal {
			for _, h := range b.Hands {
				for _, sv := range h.Suits {
					want[sv.Symbol+" "+sv.Cards]++
				}
			}
		}
		for _, ln := range ddLines(s.L, b.DD) {
			want[ln]++
		}
	}
	for _, c := range s.Cards {
		want[join(c.Title, "·", c.Pair.Names, s.L.Place, c.Place, "·", s.L.Total, c.Total, "·", s.L.Max, c.Max, "·", c.Percent+s.L.Percent)]++
		for _, r := range c.Rows {
			want[join(strconv.Itoa(r.Board), r.Direction, r.Opponents.Label, r.Opponents.Names, r.Contract.Text, r.Note,
				r.By, r.Result, r.Score, r.MP, r.Pct, r.Running)]++
		}
	}
	missing := 0
	for ln, n := range want {
		if all[ln] < n {
			missing++
			if missing <= 10 {
				t.Errorf("line %q: found %d times, want %d", ln, all[ln], n)
			}
		}
	}
	if missing > 10 {
		t.Errorf("… and %d more", missing-10)
	}
	// Suit symbols survive as text, red and black.
	text := strings.Join(pages, "")
	for _, sym := range []string{"♠", "♥", "♦", "♣", "4♠", "3NT"} {
		if !strings.Contains(text, sym) {
			t.Errorf("no %q in the text", sym)
		}
	}
}

// TestNames checks names that are easy to break: Cyrillic and Polish
// letters, HTML-like text printed verbatim, a decomposed letter, no-break
// spaces, and names that wrap inside their cell.
func TestNames(t *testing.T) {
	s := tricky(t, "en")
	pages := rawText(t, pdf.Render(t, s))
	text := strings.Join(pages, "\n")
	if strings.ContainsRune(text, '\uFFFD') {
		t.Errorf("the text has U+FFFD")
	}
	ns := s.Rankings[0].Rows
	for _, tt := range []struct {
		name string
		want string
	}{
		{"Cyrillic and Polish", join(ns[0].Place, ns[0].Pair.Label, "Щукина Ёлка – Łukasz Żółć", ns[0].Boards, ns[0].Total, ns[0].Max, ns[0].Percent)},
		{"HTML is text", join(ns[1].Place, ns[1].Pair.Label, "<script>alert(1)</script> – O'Brien & Sons", ns[1].Boards, ns[1].Total, ns[1].Max, ns[1].Percent)},
		// pdftotext gives U+00A0 as a plain space.
		{"composed, no-break spaces", join(ns[3].Place, ns[3].Pair.Label, "Żak Małgorzata – Jan van Dijk", ns[3].Boards, ns[3].Total, ns[3].Max, ns[3].Percent)},
		{"title", "Кубок «Пиковая дама» <b>&amp;</b>"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if !slicesContains(lines(pages[0]), tt.want) {
				t.Errorf("no line %q on page 1:\n%s", tt.want, pages[0])
			}
		})
	}
	// A long name wraps. pdftotext -raw gives the text in the order it is
	// drawn: the row's first line (place, pair, first part of the names),
	// the names' other lines, then the figures, which sit on the first line.
	for _, r := range []report.RankRow{ns[2], s.Rankings[1].Rows[0]} {
		t.Run("wraps "+r.Pair.Label, func(t *testing.T) {
			ls := lines(pages[0])
			prefix, figures := r.Place+" "+r.Pair.Label+" ", join(r.Boards, r.Total, r.Max, r.Percent)
			for i, ln := range ls {
				if !strings.HasPrefix(ln, prefix) {
					continue
				}
				got := []string{strings.TrimPrefix(ln, prefix)}
				for _, next := range ls[i+1:] {
					if next == figures {
						break
					}
					got = append(got, next)
				}
				if strip(strings.Join(got, "")) != strip(r.Pair.Names) {
					continue // another pair with the same place and label
				}
				if len(got) < 2 {
					t.Errorf("%q is on one line; want it wrapped", r.Pair.Names)
				}
				return
			}
			t.Errorf("no wrapped row for pair %s on page 1:\n%s", r.Pair.Label, pages[0])
		})
	}
}

func strip(s string) string { return strings.Join(strings.Fields(s), "") }

func slicesContains(ls []string, s string) bool {
	for _, l := range ls {
		if l == s {
			return true
		}
	}
	return false
}

// TestBoardsKeepTogether checks that every board of the sample (each fits
// on a page) is on one page: its heading, its diagram and all its rows.
func TestBoardsKeepTogether(t *testing.T) {
	s := pdf.SampleSheet(t, "en")
	pages := rawText(t, pdf.Render(t, s))
	for _, b := range s.Boards {
		head := s.L.Board + " " + strconv.Itoa(b.Number) + " " + s.L.Dealer
		found := false
		for _, p := range pages {
			if !strings.Contains(p, "\n"+head) {
				continue
			}
			found = true
			after := p[strings.Index(p, "\n"+head):]
			for _, r := range b.Rows {
				row := travRow(r)
				if !strings.Contains(after, "\n"+row+"\n") {
					t.Errorf("board %d: row %q is not on the page of its heading", b.Number, row)
				}
			}
		}
		if !found {
			t.Errorf("board %d: no heading %q", b.Number, head)
		}
	}
}

// TestLongTables checks tables longer than a page: a 70-table field's
// rankings and travellers continue on the next pages with the heading
// (marked "…") and the header row repeated, and no row is lost.
func TestLongTables(t *testing.T) {
	s := pdf.FieldSheet(t, 70, 4)
	if n := len(s.Boards[0].Rows); n != 70 {
		t.Fatalf("board 1 has %d rows, want 70", n)
	}
	pages := rawText(t, pdf.Render(t, s))
	l := s.L
	travHead := join(l.NS, l.EW, l.Contract, l.By, l.Lead, l.Tricks, l.Result, l.ScoreNS, l.ScoreEW, l.MPNS, l.MPEW, l.PctNS, l.PctEW)
	rankHead := join(l.Place, l.Pair, l.Players, l.BoardsPlayed, l.Total, l.Max, l.Percent)
	var cont, heads, rankHeads int
	for _, p := range pages {
		for _, ln := range lines(p) {
			switch {
			case strings.HasPrefix(ln, l.Board+" 1 ("+l.Continued+")"):
				cont++
			case ln == travHead:
				heads++
			case ln == rankHead:
				rankHeads++
			}
		}
	}
	if cont < 1 {
		t.Errorf("board 1 (70 rows) never continues on a next page")
	}
	// Every board has a header row, and each continuation page another.
	if heads < len(s.Boards)+cont {
		t.Errorf("%d traveller header rows, want at least %d", heads, len(s.Boards)+cont)
	}
	if rankHeads < 3 {
		t.Errorf("%d ranking header rows for two rankings of 70 pairs; want the header repeated", rankHeads)
	}
	text := "\n" + strings.Join(pages, "\n") + "\n"
	for _, b := range s.Boards {
		for _, r := range b.Rows {
			row := travRow(r)
			if !strings.Contains(text, "\n"+row+"\n") {
				t.Errorf("board %d: row %q is missing", b.Number, row)
			}
		}
	}
}

// TestSections checks that travellers of a session with several sections
// say which section each row is from (pair numbers repeat between them).
func TestSections(t *testing.T) {
	s := pdf.Field(t, gen.Config{Seed: 3, Sections: 2, Tables: 4, Boards: 4, Movement: gen.Howell})
	text := "\n" + strings.Join(rawText(t, pdf.Render(t, s)), "\n") + "\n"
	if !strings.Contains(text, "\n"+join(s.L.Section, s.L.NS, s.L.EW, s.L.Contract)) {
		t.Errorf("no section column in the traveller header")
	}
	rows := 0
	for _, b := range s.Boards {
		for _, r := range b.Rows {
			rows++
			if row := r.Section + " " + travRow(r); !strings.Contains(text, "\n"+row+"\n") {
				t.Errorf("board %d: no row %q", b.Number, row)
			}
		}
	}
	if rows == 0 {
		t.Fatal("no traveller rows")
	}
	for _, rk := range s.Rankings {
		if !strings.Contains(text, "\n"+s.L.Rankings+" · "+rk.Title+"\n") {
			t.Errorf("no ranking %q", rk.Title)
		}
	}
}

func TestMetadata(t *testing.T) {
	bin := tool(t, "pdfinfo")
	for _, tt := range []struct {
		name, date string
		want       []string
	}{
		{"event date", "2026.11.28", []string{"Title:           Кубок «Пиковая дама» <b>&amp;</b>",
			"Subject:         Results · Москва · 28 November 2026", "Keywords:        bridge, duplicate, matchpoints (2/1/0), Rankings, Boards, Score cards",
			"Creator:         protokol", "Producer:        protokol", "CreationDate:    Sat Nov 28 00:00:00 2026 UTC",
			"ModDate:         Sat Nov 28 00:00:00 2026 UTC", "Page size:       595.28 x 841.89 pts (A4)"}},
		{"no date", "", []string{"CreationDate:    Sat Jan  1 00:00:00 2000 UTC", "Subject:         Results · Москва"}},
		{"unknown day", "2026.11.??", []string{"CreationDate:    Sat Jan  1 00:00:00 2000 UTC"}},
		{"decisions", "2026-02-07", []string{"Title:           Club pairs",
			"Keywords:        bridge, duplicate, matchpoints (2/1/0), Rankings, Boards, Score cards, Adjustments"}},
		{"teams", "2026-03-14", []string{"Title:           Generated teams", "Subject:         Results · Bath · 14 March 2026",
			"Keywords:        bridge, duplicate, teams: IMPs, victory points (WBF 2013), Standings, Cross-table, Rounds, Boards, Teams",
			"CreationDate:    Sat Mar 14 00:00:00 2026 UTC"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := tricky(t, "en")
			switch tt.name {
			case "teams":
				s = pdf.TeamsSheet(t, gen.TeamsConfig{Seed: 1, Teams: 4, BoardsPerMatch: 2}, "en", nil)
			case "decisions":
				s = pdf.DecisionsSheet(t, "en", false)
			}
			s.Date = tt.date
			in := filepath.Join(t.TempDir(), "doc.pdf")
			if err := os.WriteFile(in, pdf.Render(t, s), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(bin, "-enc", "UTF-8", in)
			cmd.Env = append(os.Environ(), "TZ=UTC")
			out, err := cmd.Output()
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tt.want {
				if !strings.Contains(string(out), w+"\n") {
					t.Errorf("no %q in\n%s", w, out)
				}
			}
		})
	}
}

// TestFontsEmbeddedAndSubset checks with pdffonts that both faces are
// embedded, and from the file itself that only the used glyphs are.
func TestFontsEmbeddedAndSubset(t *testing.T) {
	doc := pdf.Render(t, pdf.SampleSheet(t, "en"))
	// Length1 is the size of each embedded TrueType file: the full Go
	// Regular is 148,672 bytes and Go Bold 151,748.
	for _, m := range regexp.MustCompile(`/Length1 (\d+)`).FindAllSubmatch(doc, -1) {
		n, _ := strconv.Atoi(string(m[1]))
		if n > 60000 {
			t.Errorf("an embedded font is %d bytes: not a subset", n)
		}
	}
	if len(doc) > 250_000 {
		t.Errorf("the sample is %d bytes", len(doc))
	}
	bin := tool(t, "pdffonts")
	in := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(in, doc, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, in).Output()
	if err != nil {
		t.Fatal(err)
	}
	fonts := 0
	for _, ln := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(ln, "utf8go") {
			fonts++
			if f := strings.Fields(ln); len(f) < 5 || f[len(f)-5] != "yes" {
				t.Errorf("font not embedded: %s", ln)
			}
		}
	}
	if fonts != 2 {
		t.Errorf("%d Go fonts in\n%s", fonts, out)
	}
}

// oneRow is a sheet with one ranking row, pair 7 with the given names.
func oneRow(names string) *report.Sheet {
	l, _ := report.LabelsFor("en")
	return &report.Sheet{L: l, Title: "Club pairs", Rankings: []report.Ranking{{Section: "A", Rows: []report.RankRow{
		{Place: "1", Pair: report.PairRef{Label: "7", Names: names}, Boards: "2", Total: "3", Max: "4", Percent: "75.00"},
	}}}}
}

// fallbackPre starts the warning about one text printed otherwise.
const fallbackPre = "1 text has characters the Go fonts have no glyph for, printed otherwise: "

// TestScripts checks the names of issue 15 whose characters the Go fonts
// lack: the PDF is written, pdftotext reads what was printed instead, and
// the warning names each character and what was printed.
func TestScripts(t *testing.T) {
	for _, tt := range []struct {
		name    string
		names   string
		printed string // as pdftotext reads it (U+00A0 as a space)
		warn    string
	}{
		{"Vietnamese: the letter without its accents", "Nguyễn Thị Thủy – Trần Văn Ơn", "Nguyen Thi Thuy – Tran Văn On",
			`pair 7's names "Nguyễn Thị Thủy – Trần Văn Ơn": "ễ" as "e", "ị" as "i", "ủ" as "u", "ầ" as "a", "Ơ" as "O"`},
		{"Vietnamese in combining marks", "Nguye\u0302\u0303n Thi\u0323", "Nguyen Thi",
			"pair 7's names \"Nguye\u0302\u0303n Thi\u0323\": \"ễ\" as \"e\", \"ị\" as \"i\""},
		{"Hebrew", "דוד כהן", "\uFFFD\uFFFD\uFFFD \uFFFD\uFFFD\uFFFD",
			`pair 7's names "דוד כהן": "ד" as "�", "ו" as "�", "כ" as "�", "ה" as "�", "ן" as "�"`},
		{"Hebrew with points: the points dropped", "שָׁלוֹם", "\uFFFD\uFFFD\uFFFD\uFFFD",
			"pair 7's names \"שָׁלוֹם\": \"ש\" as \"�\", \"\\u05b8\" as \"\", \"\\u05c1\" as \"\", \"ל\" as \"�\", \"ו\" as \"�\", \"\\u05b9\" as \"\", \"ם\" as \"�\""},
		{"Arabic", "محمد علي", "\uFFFD\uFFFD\uFFFD\uFFFD \uFFFD\uFFFD\uFFFD",
			`pair 7's names "محمد علي": "م" as "�", "ح" as "�", "د" as "�", "ع" as "�", "ل" as "�", "ي" as "�"`},
		{"CJK", "王伟 – 山田太郎", "\uFFFD\uFFFD – \uFFFD\uFFFD\uFFFD\uFFFD",
			`pair 7's names "王伟 – 山田太郎": "王" as "�", "伟" as "�", "山" as "�", "田" as "�", "太" as "�", "郎" as "�"`},
		{"emoji", "Ann 😀 – Bob 👍🏽", "Ann \uFFFD – Bob \uFFFD\uFFFD",
			`pair 7's names "Ann 😀 – Bob 👍🏽": "😀" as "�", "👍" as "�", "🏽" as "�"`},
		{"emoji joined: the joiner dropped", "Ann 👨‍👩‍👧", "Ann \uFFFD\uFFFD\uFFFD",
			`pair 7's names "Ann 👨\u200d👩\u200d👧": "👨" as "�", "\u200d" as "", "👩" as "�", "👧" as "�"`},
		{"U+2011 non-breaking hyphen", "Jean\u2011Pierre Dupont", "Jean-Pierre Dupont",
			"pair 7's names \"Jean\u2011Pierre Dupont\": \"\u2011\" as \"-\""},
		{"Ukrainian apostrophe U+02BC", "Марʼяна Кисіль", "Мар’яна Кисіль",
			`pair 7's names "Марʼяна Кисіль": "ʼ" as "’"`},
		{"narrow no-break space", "Jan\u202fvan Dijk", "Jan van Dijk",
			`pair 7's names "Jan\u202fvan Dijk": "\u202f" as "\u00a0"`},
		{"polytonic Greek", "Ἀλέξανδρος", "Αλέξανδρος",
			`pair 7's names "Ἀλέξανδρος": "Ἀ" as "Α"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc, fb := pdf.RenderFallbacks(t, oneRow(tt.names))
			if !bytes.HasPrefix(doc, []byte("%PDF-")) {
				t.Fatalf("not a PDF: %.20q", doc)
			}
			if got, want := fb.Warning(), fallbackPre+tt.warn; got != want {
				t.Errorf("warning\n%s\nwant\n%s", got, want)
			}
			pages := rawText(t, doc)
			if want := join("1", "7", tt.printed, "2", "3", "4", "75.00"); !slicesContains(lines(pages[0]), want) {
				t.Errorf("no line %q on page 1:\n%s", want, pages[0])
			}
		})
	}
}

// TestFallbacks checks that a text with characters the fonts have no
// glyph for never stops the PDF, wherever it is printed: it is printed
// otherwise, and the warning names the place.
func TestFallbacks(t *testing.T) {
	teams := func() *report.Sheet {
		return pdf.TeamsSheet(t, gen.TeamsConfig{Seed: 1, Teams: 6, BoardsPerMatch: 3}, "en", nil)
	}
	tests := []struct {
		name  string
		sheet *report.Sheet
		want  string // the warning after fallbackPre; "" when every text prints as given
	}{
		{"emoji", oneRow("Smile 😀"), `pair 7's names "Smile 😀": "😀" as "�"`},
		{"tab", oneRow("Ann\tBob"), `pair 7's names "Ann\tBob": "\t" as " "`},
		{"control character", oneRow("Ann\x01Bob"), `pair 7's names "Ann\x01Bob": "\x01" as "�"`},
		{"combining mark with no precomposed letter", oneRow("Ма\u0301ша"), "pair 7's names \"Ма\u0301ша\": \"\\u0301\" as \"\""},
		{"zero-width space", oneRow("Ann\u200bBob"), `pair 7's names "Ann\u200bBob": "\u200b" as ""`},
		{"combining mark composed", oneRow("Z\u0307ak"), ""},
		{"no-break space", oneRow("Jan\u00a0van\u00a0Dijk"), ""},
		{"title", func() *report.Sheet { s := oneRow("x"); s.Title = "Cup ☃"; return s }(), `the title "Cup ☃": "☃" as "�"`},
		{"score card", func() *report.Sheet {
			s := pdf.SampleSheet(t, "en")
			opp := *s.Cards[3].Rows[5].Opponents // shared with the traveller: changed in a copy
			opp.Names = "Ann 🂡"
			s.Cards[3].Rows[5].Opponents = &opp
			return s
		}(), fmt.Sprintf(`pair NS %s's score card, board %d: opponents' names "Ann 🂡": "🂡" as "�"`,
			pdf.SampleSheet(t, "en").Cards[3].Pair.Label, pdf.SampleSheet(t, "en").Cards[3].Rows[5].Board)},
		{"lead", func() *report.Sheet {
			s := pdf.SampleSheet(t, "en")
			s.Boards[1].Rows[2].Lead = "♡K"
			return s
		}(), `board 2, NS 5 v EW 5: lead "♡K": "♡" as "�"`},
		{"IMP average", func() *report.Sheet {
			s := pdf.IMPSheet(t, "en", pairs.Butler)
			s.Rankings[0].Rows[1].Average = "+1\u200a52"
			return s
		}(), fmt.Sprintf(`pair NS %s's average "+1\u200a52": "\u200a" as " "`, pdf.IMPSheet(t, "en", pairs.Butler).Rankings[0].Rows[1].Pair.Label)},
		{"datum", func() *report.Sheet {
			s := pdf.IMPSheet(t, "en", pairs.Butler)
			s.Boards[4].Datum = "+70\t"
			return s
		}(), `board 5 "+70\t": "\t" as " "`},
		{"team roster", func() *report.Sheet {
			s := teams()
			s.Teams.Standings[0].Team.Names = "Ann 😀"
			return s
		}(), fmt.Sprintf(`the standings, team %s: players "Ann 😀": "😀" as "�"`, teams().Teams.Standings[0].Team.Label)},
		{"cross-table cell", func() *report.Sheet {
			s := teams()
			s.Teams.Cross.Rows[1].Cells[2] = "1☃"
			return s
		}(), fmt.Sprintf(`the cross-table, team %s: against %s "1☃": "☃" as "�"`,
			teams().Teams.Cross.Rows[1].Team.Label, teams().Teams.Cross.Header[2].Label)},
		{"match board: a compatibility form", func() *report.Sheet {
			s := teams()
			s.Teams.Matches[3].Boards[2].Closed.By = "Ⓝ"
			return s
		}(), func() string {
			m := teams().Teams.Matches[3]
			return fmt.Sprintf(`round %d, %s v %s, board %d: closed room " Ⓝ": "Ⓝ" as "N"`,
				m.Round, m.Home.Label, m.Away.Label, m.Boards[2].Board)
		}()},
		{"adjustments: reason", func() *report.Sheet {
			s := pdf.DecisionsSheet(t, "en", false)
			s.Adjustments[2].Reason = "claim ☃ disputed"
			return s
		}(), func() string {
			a := pdf.DecisionsSheet(t, "en", false).Adjustments[2]
			return fmt.Sprintf(`the adjustments, board %d, NS %s v EW %s: reason "claim ☃ disputed": "☃" as "�"`, a.Board, a.NS.Label, a.EW.Label)
		}()},
		{"adjustments: director", func() *report.Sheet {
			s := pdf.DecisionsSheet(t, "ru", false)
			s.Adjustments[0].Director = "Иванов\u200b"
			return s
		}(), func() string {
			a := pdf.DecisionsSheet(t, "ru", false).Adjustments[0]
			return fmt.Sprintf(`the adjustments, board %d, NS %s v EW %s: director "Иванов\u200b": "\u200b" as ""`, a.Board, a.NS.Label, a.EW.Label)
		}()},
		{"decision under a result", func() *report.Sheet {
			s := pdf.DecisionsSheet(t, "en", false)
			s.Boards[0].Rows[2].Adjust = "PEN\tNS"
			return s
		}(), `board 1, NS 3 v EW 3: decision "PEN\tNS": "\t" as " "`},
		{"decision in place of a result", func() *report.Sheet {
			s := pdf.DecisionsSheet(t, "en", false)
			s.Boards[0].Rows[1].Note = "A+/A- 😀"
			return s
		}(), `board 1, NS 5 v EW 5: note "A+/A- 😀": "😀" as "�"`},
		{"score card decision", func() *report.Sheet {
			s := pdf.DecisionsSheet(t, "en", false)
			s.Cards[4].Rows[0].Adjust = "☃"
			return s
		}(), fmt.Sprintf(`pair NS %s's score card, board 1: note "☃": "☃" as "�"`, pdf.DecisionsSheet(t, "en", false).Cards[4].Pair.Label)},
		{"ranking penalty", func() *report.Sheet {
			s := pdf.DecisionsSheet(t, "en", false)
			s.Rankings[0].Rows[5].Penalty = "−2\u20095"
			return s
		}(), `pair NS 3's penalty "(−2\u20095)": "\u2009" as " "`},
		{"double-dummy table", func() *report.Sheet {
			s := pdf.SampleSheet(t, "en")
			s.Boards[12].DD.Rows[2].Tricks[3] = "1\t0"
			return s
		}(), `board 13: double-dummy table "1\t0": "\t" as " "`},
		{"double-dummy declarer in bold", func() *report.Sheet {
			s := pdf.SampleSheet(t, "en")
			s.Boards[0].DD.Rows[0].Seat = "Ⓝ"
			return s
		}(), `board 1: double-dummy table "Ⓝ": "Ⓝ" as "N"`},
		{"par contract", func() *report.Sheet {
			s := pdf.SampleSheet(t, "en")
			s.Boards[0].DD.ParContracts[1] = "2NTX W ☃"
			return s
		}(), `board 1: par "2NTX W ☃": "☃" as "�"`},
		{"team page", func() *report.Sheet {
			s := teams()
			s.Teams.Teams[5].Rows[4].RunningVP = "🂡"
			return s
		}(), fmt.Sprintf(`team %s's page, round 5: VP total "🂡": "🂡" as "�"`, teams().Teams.Teams[5].Team.Label)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, fb := pdf.RenderFallbacks(t, tt.sheet)
			if !bytes.HasPrefix(doc, []byte("%PDF-")) || pageCount(doc) == 0 {
				t.Fatalf("not a PDF with pages: %d bytes", len(doc))
			}
			want := ""
			if tt.want != "" {
				want = fallbackPre + tt.want
			}
			if got := fb.Warning(); got != want {
				t.Errorf("warning\n%s\nwant\n%s", got, want)
			}
		})
	}
}

// TestDeterministic renders the same sheets twice and compares the bytes.
func TestDeterministic(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		a := pdf.Render(t, tricky(t, lang))
		b := pdf.Render(t, tricky(t, lang))
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two renderings differ (%d and %d bytes)", lang, len(a), len(b))
		}
		if bytes.Contains(a, []byte("/ID")) {
			t.Errorf("%s: the PDF has a document ID", lang)
		}
		if !bytes.Contains(a, []byte("/CreationDate (D:20261128000000)")) {
			t.Errorf("%s: no creation date from the event date", lang)
		}
	}
}

// TestConcurrent renders from several goroutines at once (run it with
// -race): every copy is the same as a lone rendering.
func TestConcurrent(t *testing.T) {
	sheets := []*report.Sheet{pdf.SampleSheet(t, "en"), pdf.SampleSheet(t, "ru")}
	want := [][]byte{pdf.Render(t, sheets[0]), pdf.Render(t, sheets[1])}
	const n = 8
	got := make([][]byte, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			var b bytes.Buffer
			_, errs[i] = pdf.Write(&b, sheets[i%2])
			got[i] = b.Bytes()
		})
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if !bytes.Equal(got[i], want[i%2]) {
			t.Errorf("goroutine %d: output differs from a lone rendering", i)
		}
	}
}
