package pdf_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/pdf"
)

// cardRow is a score card's row as pdftotext gives it.
func cardRow(s *report.Sheet, r report.CardRow) []string {
	row := []string{strconv.Itoa(r.Board), r.Direction, r.Opponents.Label, r.Opponents.Names, r.Contract.Text, r.Note, r.By, r.Result, r.Score}
	if s.IMPs {
		return append(row, r.IMPs, r.Running)
	}
	return append(row, r.MP, r.Pct, r.Running)
}

// cardSpan is where a score card is in the document: the pages of its
// heading and of its last row.
type cardSpan struct{ head, last int }

// findCards finds every score card in order, its heading and all its
// rows, and gives the pages each spans.
func findCards(t *testing.T, s *report.Sheet, d *doc) []cardSpan {
	t.Helper()
	r := &reader{t: t, d: d}
	spans := make([]cardSpan, len(s.Cards))
	for i, c := range s.Cards {
		// The title only: a long heading wraps, its second line after
		// the figures on the right.
		r.next(c.Title+" heading", c.Title, "·")
		spans[i].head = d.page(r.at-1, false)
		for _, row := range c.Rows {
			r.next(c.Title+" board "+strconv.Itoa(row.Board), cardRow(s, row)...)
		}
		spans[i].last = d.page(r.at-1, false)
	}
	r.done()
	return spans
}

// TestScoreCardsPerPage checks from the PDF's own text that score cards
// share a page where they fit, and that no card is split: its heading
// and every row are on one page. A card of 27 boards (the sample's) is
// set small enough for two a page; one of 12 boards for four.
func TestScoreCardsPerPage(t *testing.T) {
	for _, tt := range []struct {
		name    string
		sheet   func(t *testing.T) *report.Sheet
		perPage int // cards on each page but the last
		pages   int // pages of score cards
	}{
		{"sample en", func(t *testing.T) *report.Sheet { return pdf.SampleSheet(t, "en") }, 2, 10},
		{"sample ru", func(t *testing.T) *report.Sheet { return pdf.SampleSheet(t, "ru") }, 2, 10},
		{"Butler ru", func(t *testing.T) *report.Sheet { return pdf.IMPSheet(t, "ru", pairs.Butler) }, 2, 10},
		{"cross-IMPs en", func(t *testing.T) *report.Sheet { return pdf.IMPSheet(t, "en", pairs.CrossIMPs) }, 2, 10},
		// 8 points put four cards of 12 boards on a page, 9 points three.
		{"12 boards", func(t *testing.T) *report.Sheet {
			return pdf.Field(t, gen.Config{Seed: 5, Tables: 6, Boards: 12, Movement: gen.Mitchell, Cyrillic: true})
		}, 4, 3},
		// Three cards of 14 boards a page in either size.
		{"14 boards", func(t *testing.T) *report.Sheet {
			return pdf.Field(t, gen.Config{Seed: 5, Tables: 7, Boards: 14, Movement: gen.Mitchell, Cyrillic: true})
		}, 3, 5},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.sheet(t)
			d := readDoc(t, s, pdf.Render(t, s))
			spans := findCards(t, s, &d)
			on := map[int]int{} // page → cards
			for i, sp := range spans {
				if sp.head != sp.last {
					t.Errorf("%s: split over pages %d–%d", s.Cards[i].Title, sp.head, sp.last)
				}
				on[sp.head]++
			}
			if len(on) != tt.pages {
				t.Errorf("score cards on %d pages, want %d", len(on), tt.pages)
			}
			lastPage := spans[len(spans)-1].head
			for p, n := range on {
				if p != lastPage && n != tt.perPage {
					t.Errorf("page %d has %d score cards, want %d", p, n, tt.perPage)
				}
			}
		})
	}
}

// TestScoreCardTooLong checks a score card taller than a page (70
// boards): it starts on a page of its own, and where it breaks the page
// says "continued → Page N" under the last row and the next page repeats
// the heading marked "(continued)" and the column heads.
func TestScoreCardTooLong(t *testing.T) {
	s := pdf.Field(t, gen.Config{Seed: 5, Tables: 2, Boards: 70, Movement: gen.Mitchell})
	if n := len(s.Cards[0].Rows); n != 70 {
		t.Fatalf("the first card has %d rows, want 70", n)
	}
	l := s.L
	d := readDoc(t, s, pdf.Render(t, s))
	spans := findCards(t, s, &d)
	head := " " + join(l.Board, l.Direction, l.Opponents, l.Contract, l.By, l.Result, l.Score, l.MP, l.Pct, l.Running) + " "
	prev := 0
	for i, sp := range spans {
		c := s.Cards[i]
		if sp.head <= prev {
			t.Errorf("%s starts on page %d, after a card that ends there", c.Title, sp.head)
		}
		if sp.last != sp.head+1 {
			t.Errorf("%s: pages %d–%d, want two", c.Title, sp.head, sp.last)
			continue
		}
		prev = sp.last
		page := func(p int) string {
			if p == len(d.starts) {
				return d.text[d.starts[p-1]:]
			}
			return d.text[d.starts[p-1]:d.starts[p]]
		}
		first, next := page(sp.head), page(sp.last)
		if !strings.HasSuffix(first, " "+l.Continued+" → "+l.Page+" "+strconv.Itoa(sp.last)) {
			t.Errorf("%s: page %d does not end in %q: …%s", c.Title, sp.head, l.Continued+" → "+l.Page+" "+strconv.Itoa(sp.last), first[max(0, len(first)-80):])
		}
		cont := " " + c.Title + " · " + c.Pair.Names + " (" + l.Continued + ") "
		if !strings.HasPrefix(next, cont) || !strings.Contains(next, head) {
			t.Errorf("%s: page %d does not start with %q and the column heads: %s…", c.Title, sp.last, cont, next[:min(len(next), 200)])
		}
	}
}
