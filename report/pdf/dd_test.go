package pdf_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/pdf"
)

// ddLines are the lines of a double-dummy table as pdftotext -raw gives
// them: the heading, the strains, a line per declarer with its tricks, and
// the par line (when it fits on one); none for nil.
func ddLines(l report.Labels, v *report.DDView) []string {
	if v == nil {
		return nil
	}
	out := []string{l.DoubleDummy, join(v.Strains[:]...)}
	for _, r := range v.Rows {
		out = append(out, join(append([]string{r.Seat}, r.Tricks[:]...)...))
	}
	return append(out, parLine(l, v))
}

// parLine is the par line: "Par: NS 100 · 2NTX E -1, 2NTX W -1".
func parLine(l report.Labels, v *report.DDView) string {
	return l.Par + ": " + v.Par + " · " + strings.Join(v.ParContracts, ", ")
}

// TestDoubleDummy checks every board of the sample, in both languages: a
// board with a double-dummy table (1 and 13) shows it after its hands and
// before its traveller, the heading, the strains, the tricks of N, S, E
// and W and the par line in that order; a board without one shows
// nothing of it.
func TestDoubleDummy(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			s := pdf.SampleSheet(t, lang)
			l := s.L
			d := readDoc(t, s, pdf.Render(t, s))
			r := &reader{t: t, d: &d}
			var with []int
			for _, b := range s.Boards {
				what := "board " + strconv.Itoa(b.Number)
				r.next(what+": heading", l.Board, strconv.Itoa(b.Number), l.Dealer, b.Dealer, "·", l.Vulnerable, b.Vul)
				start := r.at
				for _, h := range b.Hands {
					for _, sv := range h.Suits {
						r.next(what+": "+h.Seat, sv.Symbol, sv.Cards)
					}
				}
				for _, ln := range ddLines(l, b.DD) {
					r.next(what+": double dummy", ln)
				}
				r.next(what+": traveller header", l.NS, l.EW, l.Contract)
				part := d.text[start:r.at]
				if b.DD != nil {
					with = append(with, b.Number)
					continue
				}
				for _, no := range []string{" " + l.DoubleDummy + " ", " " + l.Par + ": "} {
					if strings.Contains(part, no) {
						t.Errorf("%s has no table, but %q is printed", what, strings.TrimSpace(no))
					}
				}
			}
			r.done()
			if !slices.Equal(with, []int{1, 13}) {
				t.Errorf("boards %v have a table, want 1 and 13", with)
			}
			for n, want := range map[int]map[string]string{
				1:  {"en": "Par: NS 100 · 2NTX E -1, 2NTX W -1, 3♣X E -1, 3♣X W -1", "ru": "Пар: СЮ 100 · 2БКX В -1, 2БКX З -1, 3♣X В -1, 3♣X З -1"},
				13: {"en": "Par: NS 620 · 4♥ N =, 4♥ S =", "ru": "Пар: СЮ 620 · 4♥ С =, 4♥ Ю ="},
			} {
				if got := parLine(l, s.Boards[n-1].DD); got != want[lang] {
					t.Errorf("board %d: par %q, want %q", n, got, want[lang])
				}
				if !strings.Contains(d.text, " "+want[lang]+" ") {
					t.Errorf("board %d: no %q", n, want[lang])
				}
			}
		})
	}
}

// TestDoubleDummyParWraps: a par line too long for the corner wraps
// between contracts, never inside one, and the board stays on one page.
func TestDoubleDummyParWraps(t *testing.T) {
	s := pdf.SampleSheet(t, "en")
	v := s.Boards[0].DD
	v.ParContracts = []string{"5♦X N -2", "5♦X S -2", "5♥X N -2", "5♥X S -2", "5♠X N -2", "5♠X S -2", "6♣X N -3", "6♣X S -3"}
	pages := rawText(t, pdf.Render(t, s))
	ls := lines(pages[1])
	i := slices.IndexFunc(ls, func(ln string) bool { return strings.HasPrefix(ln, s.L.Par+": ") })
	if i < 0 {
		t.Fatalf("no par line on page 2:\n%s", pages[1])
	}
	got := []string{ls[i]}
	for _, ln := range ls[i+1:] {
		if strings.HasPrefix(ln, s.L.NS+" "+s.L.EW+" ") {
			break
		}
		got = append(got, ln)
	}
	if strings.Join(got, " ") != parLine(s.L, v) {
		t.Errorf("par lines %q, want %q", got, parLine(s.L, v))
	}
	if len(got) < 2 {
		t.Errorf("the par line %q does not wrap", got[0])
	}
	for _, ln := range got[1:] {
		if !slices.ContainsFunc(v.ParContracts, func(c string) bool { return strings.HasPrefix(ln, c) }) {
			t.Errorf("par line %q does not start with a contract", ln)
		}
	}
	if rows := s.Boards[0].Rows; !strings.Contains(pages[1], "\n"+travRow(rows[len(rows)-1])+"\n") {
		t.Errorf("board 1's last row is not on its page")
	}
}

// TestDoubleDummyWithoutDeal: a board whose table is known but whose deal
// is not shows the table under the note.
func TestDoubleDummyWithoutDeal(t *testing.T) {
	s := pdf.SampleSheet(t, "ru")
	s.Boards[0].HasDeal = false
	d := readDoc(t, s, pdf.Render(t, s))
	r := &reader{t: t, d: &d}
	r.next("heading", s.L.Board, "1", s.L.Dealer)
	r.next("note", s.L.NoDeal)
	for _, ln := range ddLines(s.L, s.Boards[0].DD) {
		r.next("double dummy", ln)
	}
	r.next("traveller header", s.L.NS, s.L.EW, s.L.Contract)
	r.done()
}
