package pdf_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/pdf"
)

// Tests of the IMP pairs and team event layouts, read back with pdftotext.

// doc is a PDF's text as pdftotext -raw gives it: the running header and
// footer of each page apart, and the content of all pages as one run of
// words (single spaces), in the order it is drawn, so that a row whose
// names wrap reads as one sequence of its cells.
type doc struct {
	pages   int
	footers []string // the section named in each page's footer
	text    string   // " word word … ", the content of every page
	starts  []int    // where each page's content starts in text
	// flat and flatStarts are the same without any spaces, for names
	// that wrap inside a word (after a hyphen, or between letters).
	flat       string
	flatStarts []int
}

// readDoc extracts the document and checks the running header (title and
// subtitle) and footer (section, "Scored by protokol", "Page N of M") of
// every page.
func readDoc(t *testing.T, s *report.Sheet, pdfBytes []byte) doc {
	t.Helper()
	pages := rawText(t, pdfBytes)
	d := doc{pages: len(pages), text: " "}
	if n := pageCount(pdfBytes); n != len(pages) {
		t.Errorf("pdftotext found %d pages, the file has %d", len(pages), n)
	}
	for i, p := range pages {
		ls := lines(p)
		if len(ls) < 2 {
			t.Fatalf("page %d: %q", i+1, p)
		}
		if ls[0] != s.Title+" "+s.Subtitle() {
			t.Errorf("page %d: header %q, want the title and %q", i+1, ls[0], s.Subtitle())
		}
		tail := " " + s.L.GeneratedBy + " " + fmt.Sprintf("%s %d %s %d", s.L.Page, i+1, s.L.Of, len(pages))
		if !strings.HasSuffix(ls[1], tail) {
			t.Errorf("page %d: footer %q, want it to end in %q", i+1, ls[1], tail)
		}
		d.footers = append(d.footers, strings.TrimSuffix(ls[1], tail))
		d.starts = append(d.starts, len(d.text)-1)
		d.flatStarts = append(d.flatStarts, len(d.flat))
		words := strings.Fields(strings.Join(ls[2:], "\n"))
		d.text += strings.Join(words, " ") + " "
		d.flat += strings.Join(words, "")
	}
	return d
}

// page is the page (from 1) that holds text[i], or flat[i].
func (d *doc) page(i int, flat bool) int {
	starts := d.starts
	if flat {
		starts = d.flatStarts
	}
	p := 0
	for p < len(starts) && starts[p] <= i {
		p++
	}
	return p
}

// sections checks that the footers name the sections in the order given,
// each on one run of pages, and returns the number of pages of each.
func (d *doc) sections(t *testing.T, want ...string) []int {
	t.Helper()
	counts := make([]int, len(want))
	k := 0
	for i, f := range d.footers {
		for k < len(want) && f != want[k] {
			k++
		}
		if k == len(want) {
			t.Errorf("page %d: footer %q is not one of %q, or out of order", i+1, f, want)
			return counts
		}
		counts[k]++
	}
	for i, n := range counts {
		if n == 0 {
			t.Errorf("no page of section %q", want[i])
		}
	}
	return counts
}

// reader finds rows of the document in order: each after the one before.
// With flat set it compares without spaces, so that names broken inside
// a word still match.
type reader struct {
	t       *testing.T
	d       *doc
	flat    bool
	at      int
	missing int
}

// next finds the fields (as one row, empty fields left out) after the
// last thing found; it reports a row that is not there and carries on
// from where it was.
func (r *reader) next(what string, fields ...string) {
	r.t.Helper()
	words := strings.Fields(join(fields...))
	text, want, back := r.d.text, " "+strings.Join(words, " ")+" ", 1
	if r.flat {
		text, want, back = r.d.flat, strings.Join(words, ""), 0
	}
	i := strings.Index(text[r.at:], want)
	if i < 0 {
		r.missing++
		if r.missing <= 10 {
			before := strings.Contains(text[:r.at], want)
			r.t.Errorf("%s: %q not found after page %d (found before it: %v)", what, strings.TrimSpace(want), r.d.page(r.at, r.flat), before)
		}
		return
	}
	r.at += i + len(want) - back
}

func (r *reader) done() {
	if r.missing > 10 {
		r.t.Errorf("… and %d more not found", r.missing-10)
	}
}

// room is a room's result as pdftotext gives it: the decision that
// replaced it, or the contract, declarer and result with a decision that
// leaves it standing.
func room(x report.RoomResult) string {
	if x.Note != "" {
		return join(x.Note, x.Adjust)
	}
	return join(x.Contract.Text, x.By, x.Result, x.Adjust)
}

// TestIMPPairs checks the IMP pairs layouts, Butler and cross-IMPs, in
// both languages: the rankings' IMPs and averages, each board's datum
// (Butler) and every traveller row's IMPs, and every score card's IMPs
// and running total, in order, as the Sheet has them; no matchpoint
// column is left.
func TestIMPPairs(t *testing.T) {
	for _, method := range []pairs.Method{pairs.Butler, pairs.CrossIMPs} {
		for _, lang := range []string{"en", "ru"} {
			t.Run(fmt.Sprintf("%v %s", method, lang), func(t *testing.T) {
				s := pdf.IMPSheet(t, lang, method)
				if !s.IMPs {
					t.Fatal("not an IMP sheet")
				}
				l := s.L
				d := readDoc(t, s, pdf.Render(t, s))
				if got := d.sections(t, l.Rankings, l.Boards, l.ScoreCards); got[0] != 1 || got[1] != 14 || got[2] != 10 {
					t.Errorf("pages per section %v, want rankings 1, boards 14, score cards 10", got)
				}
				r := &reader{t: t, d: &d}
				for _, rk := range s.Rankings {
					r.next("ranking heading", l.Rankings+" · "+rk.Title)
					r.next("ranking header", l.Place, l.Pair, l.Players, l.BoardsPlayed, l.IMPs, l.Average)
					for _, row := range rk.Rows {
						if row.Total == "" || row.Average == "" {
							t.Fatalf("pair %s has no IMPs in the Sheet", row.Pair.Label)
						}
						r.next("ranking row", row.Place, row.Pair.Label, row.Pair.Names, row.Boards, row.Total, row.Average)
					}
				}
				datums := 0
				for _, b := range s.Boards {
					head := []string{l.Board, strconv.Itoa(b.Number), l.Dealer, b.Dealer, "·", l.Vulnerable, b.Vul}
					if b.Datum != "" {
						datums++
						head = append(head, "·", l.Datum, b.Datum)
					}
					r.next("board heading", head...)
					r.next("traveller header", l.NS, l.EW, l.Contract, l.By, l.Lead, l.Tricks, l.Result, l.ScoreNS, l.ScoreEW, l.IMPNS, l.IMPEW)
					for _, row := range b.Rows {
						if row.Note != "" {
							r.next("traveller row", row.NS.Label, row.EW.Label, row.Note)
							continue
						}
						r.next(fmt.Sprintf("board %d row", b.Number), row.NS.Label, row.EW.Label, row.Contract.Text, row.By, row.Lead,
							row.Tricks, row.Result, row.ScoreNS, row.ScoreEW, row.IMPNS, row.IMPEW)
					}
				}
				if want := len(s.Boards); method == pairs.Butler && datums != want {
					t.Errorf("%d boards with a datum in the Sheet, want %d", datums, want)
				}
				if method == pairs.CrossIMPs && strings.Contains(d.text, " "+l.Datum+" ") {
					t.Errorf("cross-IMPs: a datum is printed")
				}
				for _, c := range s.Cards {
					r.next("card heading", c.Title, "·", c.Pair.Names, l.Place, c.Place, "·", l.IMPs, c.Total, "·", l.Average, c.Average)
					for _, row := range c.Rows {
						r.next(c.Title+" board "+strconv.Itoa(row.Board), strconv.Itoa(row.Board), row.Direction, row.Opponents.Label,
							row.Opponents.Names, row.Contract.Text, row.By, row.Result, row.Score, row.IMPs, row.Running)
					}
				}
				r.done()
				for _, mp := range []string{" " + l.MPNS + " ", " " + l.PctNS + " ", " " + l.Max + " "} {
					if strings.Contains(d.text, mp) {
						t.Errorf("a matchpoint heading %q is printed", mp)
					}
				}
			})
		}
	}
}

// teamsTricky are team names that test wrapping and letters: a name too
// long for its cells, Polish and Cyrillic letters, HTML-like text.
var teamsTricky = map[string]string{
	"Norwich":   "Константинопольская-Переяславская сборная ветеранов «Пиковая дама»",
	"Chester":   "Łódź Żółć & Ślązacy",
	"Brighton":  "<b>Brighton</b> & Hove",
	"Cambridge": strings.Repeat("Ё", 40),
}

// TestTeams checks a team event from end to end in both languages: the
// running header and footer of every page, the sections in order
// (standings and cross-table, rounds, matches, boards, teams), and every
// figure where it belongs: each standings row, every cross-table cell,
// each round's matches, every match board by board with its totals and
// carry-over, every board's matches, and every team page.
func TestTeams(t *testing.T) {
	for _, tt := range []struct {
		name   string
		lang   string
		rename map[string]string
	}{{"en", "en", nil}, {"ru", "ru", nil}, {"long names", "en", teamsTricky}} {
		t.Run(tt.name, func(t *testing.T) {
			s := pdf.TeamsSheet(t, gen.TeamsConfig{Seed: 1}, tt.lang, tt.rename)
			tv, l := s.Teams, s.L
			if len(tv.Standings) != 8 || len(tv.Matches) != 28 || len(s.Boards) != 56 {
				t.Fatalf("%d teams, %d matches, %d boards; want 8, 28, 56", len(tv.Standings), len(tv.Matches), len(s.Boards))
			}
			d := readDoc(t, s, pdf.Render(t, s))
			counts := d.sections(t, l.Standings, l.Rounds, l.Matches, l.Boards, l.Teams)
			t.Logf("%d pages: %v", d.pages, counts)

			r := &reader{t: t, d: &d, flat: tt.rename != nil}
			r.next("title", s.Title)
			r.next("standings heading", l.Standings)
			r.next("standings header", l.Place, l.Team, l.Players, l.Played, l.IMPsFor, l.IMPsAgainst, l.VP)
			for _, row := range tv.Standings {
				r.next("standings", row.Place, row.Team.Label, row.Team.Names, row.Played, row.IMPsFor, row.IMPsAgainst, row.VP)
			}
			r.next("cross-table heading", l.CrossTable)
			head := []string{l.Team}
			for i := range tv.Cross.Header {
				head = append(head, strconv.Itoa(i+1))
			}
			r.next("cross-table header", append(head, l.VP)...)
			cells := 0
			for i, row := range tv.Cross.Rows {
				fields := []string{strconv.Itoa(i+1) + ". " + row.Team.Label}
				for j, c := range row.Cells {
					if c != "" {
						cells++
					}
					if i == j && c != "—" {
						t.Errorf("cross-table: %q on the diagonal", c)
					}
					fields = append(fields, strings.ReplaceAll(c, " / ", " "))
				}
				r.next("cross-table", append(fields, row.Total)...)
			}
			if cells != 8*8 {
				t.Errorf("%d cross-table cells filled, want 64 (a round robin)", cells)
			}

			for _, rv := range tv.Rounds {
				r.next("round heading", l.Round, strconv.Itoa(rv.Number))
				r.next("round header", l.Home, l.Away, l.IMPs, l.VP)
				for _, m := range rv.Matches {
					r.next(fmt.Sprintf("round %d", rv.Number), m.Home.Label, m.Away.Label, m.IMPsHome, m.IMPsAway, m.VPHome, m.VPAway)
				}
			}

			carry := 0
			for _, m := range tv.Matches {
				what := fmt.Sprintf("round %d, %s v %s", m.Round, m.Home.Label, m.Away.Label)
				info := []string{l.IMPs, m.IMPsHome + "–" + m.IMPsAway}
				if m.CarryOver != "" {
					carry++
					info = append(info, "("+l.CarryOver, m.CarryOver+")")
				}
				info = append(info, "·", l.VP, m.VPHome+"–"+m.VPAway)
				if tt.rename == nil { // a long title wraps around its info
					r.next(what+": heading", append([]string{l.Round, strconv.Itoa(m.Round) + ":", m.Home.Label, "–", m.Away.Label}, info...)...)
				} else {
					r.next(what+": heading", info...)
				}
				r.next(what+": header", l.Board, l.Open, l.ScoreNS, l.Closed, l.ScoreNS, m.Home.Label, m.Away.Label)
				for _, b := range m.Boards {
					r.next(fmt.Sprintf("%s: board %d", what, b.Board), strconv.Itoa(b.Board), room(b.Open), b.Open.Score,
						room(b.Closed), b.Closed.Score, b.IMPsHome, b.IMPsAway)
				}
				r.next(what+": total", l.IMPs, m.IMPsHome, m.IMPsAway)
			}
			if carry != 1 || tv.Matches[0].CarryOver != "+2.5" {
				t.Errorf("%d matches with a carry-over, the first %q; want the first only, +2.5", carry, tv.Matches[0].CarryOver)
			}

			rows := 0
			for _, b := range s.Boards {
				r.next("board heading", l.Board, strconv.Itoa(b.Number), l.Dealer, b.Dealer, "·", l.Vulnerable, b.Vul)
				for _, h := range b.Hands {
					for _, sv := range h.Suits {
						r.next(fmt.Sprintf("board %d: %s", b.Number, h.Seat), sv.Symbol, sv.Cards)
					}
				}
				r.next("board header", l.Round, l.Match, l.Open, l.ScoreNS, l.Closed, l.ScoreNS, l.IMPs)
				for _, m := range b.TeamRows {
					rows++
					imps := "0"
					switch {
					case m.IMPsHome != "":
						imps = m.IMPsHome + "–0"
					case m.IMPsAway != "":
						imps = "0–" + m.IMPsAway
					}
					r.next(fmt.Sprintf("board %d", b.Number), strconv.Itoa(m.Round), m.Home.Label, "–", m.Away.Label,
						room(m.Open), m.Open.Score, room(m.Closed), m.Closed.Score, imps)
				}
			}
			if rows != 56*4 {
				t.Errorf("%d matches on the board pages, want 224", rows)
			}

			for _, c := range tv.Teams {
				if tt.rename == nil {
					r.next("team heading", c.Title, l.Place, c.Place, "·", l.VP, c.VP, "·", l.Played, c.Played)
				} else {
					r.next("team heading", l.Place, c.Place, "·", l.VP, c.VP, "·", l.Played, c.Played)
				}
				r.next(c.Title+": players", c.Team.Names)
				r.next(c.Title+": header", l.Round, l.Opponents, l.IMPsFor, l.IMPsAgainst, l.VP, l.RunningVP)
				for _, row := range c.Rows {
					r.next(c.Title, strconv.Itoa(row.Round), row.Opponent.Label, row.IMPsFor, row.IMPsAgainst, row.VP, row.RunningVP)
				}
				if len(c.Rows) != 7 {
					t.Errorf("%s: %d matches, want 7", c.Title, len(c.Rows))
				}
			}
			r.done()
		})
	}
}

// TestTeamsLongNames checks that long team names wrap, in the standings
// and in the match headings, and that HTML-like names print as text.
func TestTeamsLongNames(t *testing.T) {
	s := pdf.TeamsSheet(t, gen.TeamsConfig{Seed: 1}, "en", teamsTricky)
	pages := rawText(t, pdf.Render(t, s))
	long := teamsTricky["Norwich"]
	wrapped := 0
	for _, p := range pages {
		for _, ln := range lines(p) {
			if strings.Contains(ln, "Константинопольская") && !strings.Contains(ln, long) {
				wrapped++
			}
		}
	}
	if wrapped == 0 {
		t.Errorf("%q never wraps", long)
	}
	if !strings.Contains(pages[0], "<b>Brighton</b> & Hove") {
		t.Errorf("the HTML-like name is not printed as it is")
	}
}

// TestCrossTableWide checks cross-tables too wide for one page width: 30
// teams are printed in groups of columns, each row with every cell of its
// group, and none lost; 16 teams still fit in one table.
func TestCrossTableWide(t *testing.T) {
	for _, tt := range []struct {
		teams, groups int
	}{{16, 1}, {30, 2}} {
		t.Run(strconv.Itoa(tt.teams), func(t *testing.T) {
			s := pdf.TeamsSheet(t, gen.TeamsConfig{Seed: 3, Teams: tt.teams, Rounds: 3, BoardsPerMatch: 1, Format: gen.Swiss, Cyrillic: true}, "ru", nil)
			ct, l := s.Teams.Cross, s.L
			// Two meetings in one cell print one above the other.
			ct.Rows[0].Cells[1] = "15.23 / 4.77"
			ct.Rows[1].Cells[0] = "4.77 / 15.23"
			d := readDoc(t, s, pdf.Render(t, s))
			r := &reader{t: t, d: &d}
			n := len(ct.Header)
			per := (n + tt.groups - 1) / tt.groups
			for lo := 0; lo < n; lo += per {
				hi := min(lo+per, n)
				if tt.groups == 1 {
					r.next("heading", l.CrossTable)
				} else {
					r.next("heading", l.CrossTable, "·", fmt.Sprintf("%d–%d", lo+1, hi))
				}
				for i, row := range ct.Rows {
					fields := []string{strconv.Itoa(i+1) + ". " + row.Team.Label}
					for _, c := range row.Cells[lo:hi] {
						fields = append(fields, strings.ReplaceAll(c, " / ", " "))
					}
					if hi == n {
						fields = append(fields, row.Total)
					}
					r.next(fmt.Sprintf("columns %d–%d", lo+1, hi), fields...)
				}
			}
			r.done()
			if c := strings.Count(d.text, " "+l.CrossTable+" "); c != tt.groups {
				t.Errorf("%d cross-table headings, want %d", c, tt.groups)
			}
		})
	}
}

// TestEventsDeterministic renders IMP pairs and team sheets twice.
func TestEventsDeterministic(t *testing.T) {
	for name, mk := range map[string]func() *report.Sheet{
		"butler": func() *report.Sheet { return pdf.IMPSheet(t, "ru", pairs.Butler) },
		"teams":  func() *report.Sheet { return pdf.TeamsSheet(t, gen.TeamsConfig{Seed: 1}, "ru", teamsTricky) },
	} {
		a, b := pdf.Render(t, mk()), pdf.Render(t, mk())
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two renderings differ (%d and %d bytes)", name, len(a), len(b))
		}
	}
}

// TestTeamsRenders draws the first pages of a team event with pdftoppm:
// poppler reads the file without a complaint.
func TestTeamsRenders(t *testing.T) {
	bin := tool(t, "pdftoppm")
	dir := t.TempDir()
	in := filepath.Join(dir, "teams.pdf")
	if err := os.WriteFile(in, pdf.Render(t, pdf.TeamsSheet(t, gen.TeamsConfig{Seed: 1}, "ru", teamsTricky)), 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd := exec.Command(bin, "-r", "30", "-png", "-f", "1", "-l", "3", in, filepath.Join(dir, "page"))
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil || stderr.Len() > 0 {
		t.Fatalf("pdftoppm: %v: %s", err, stderr.String())
	}
	pngs, _ := filepath.Glob(filepath.Join(dir, "page-*.png"))
	if len(pngs) != 3 {
		t.Errorf("%d pages drawn, want 3", len(pngs))
	}
}

// TestIndividual: an individual's PDF ranks its players under the
// headings Player and Name, and each player's score card names his partner
// of each board beside the opponents.
func TestIndividual(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			s := sampletest.Individual(t, lang)
			l := s.L
			d := readDoc(t, s, pdf.Render(t, s))
			r := &reader{t: t, d: &d}
			rk := s.Rankings[0]
			r.next("ranking heading", l.Rankings)
			r.next("ranking header", l.Place, l.Player, l.Name, l.BoardsPlayed, l.Total, l.Max, l.Percent)
			for _, row := range rk.Rows {
				r.next("ranking row", row.Place, row.Pair.Label, row.Pair.Names, row.Boards, row.Total, row.Max, row.Percent)
			}
			c := s.Cards[0].Rows[0]
			if c.Partner.Label == "" {
				t.Fatal("no partner on the first card")
			}
			if want := " " + l.Partner + " " + c.Partner.Label + " "; !strings.Contains(d.text, want) {
				t.Errorf("no %q in the PDF", want)
			}
		})
	}
}
