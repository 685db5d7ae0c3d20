package pdf_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report/pdf"
)

// TestProvisional reads back the PDF of a session in play (the LBC session
// after round 4, round 5 in progress), in both languages: each ranking has
// the provisional mark between its heading and its table, each board in
// play the note in place of its deal, and its traveller the tables still
// to play it as not played yet, after the results in. The complete
// session's PDF has none of it.
func TestProvisional(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			s := sampletest.LiveSheet(t, lang, false)
			s.Date = "2026.01.26" // the page header the reader checks is title and date
			l := s.L
			if s.Provisional == "" {
				t.Fatal("the sheet is not provisional")
			}
			d := readDoc(t, s, pdf.Render(t, s))
			r := &reader{t: t, d: &d}
			for _, rk := range s.Rankings {
				r.next("ranking heading", l.Rankings+" · "+rk.Title)
				r.next("provisional mark", s.Provisional)
				r.next("ranking header", l.Place, l.Pair, l.Players)
			}
			inPlay, pending := 0, 0
			for _, b := range s.Boards {
				what := "board " + strconv.Itoa(b.Number)
				r.next(what+": heading", l.Board, strconv.Itoa(b.Number), l.Dealer, b.Dealer)
				if b.InPlay {
					inPlay++
					r.next(what+": note", l.DealInPlay)
				}
				r.next(what+": traveller header", l.NS, l.EW, l.Contract)
				for _, row := range b.Rows {
					if row.Note == l.NotPlayedYet {
						pending++
						r.next(what+": a table still to play", row.NS.Label, row.EW.Label, l.NotPlayedYet)
					}
				}
			}
			r.done()
			if inPlay != 27 || pending != 131 {
				t.Errorf("%d boards in play, %d tables still to play; want 27 and 131", inPlay, pending)
			}
			done := sampletest.LiveSheet(t, lang, true)
			done.Date = s.Date
			dd := readDoc(t, done, pdf.Render(t, done))
			for _, mark := range []string{s.Provisional, l.DealInPlay, l.NotPlayedYet} {
				if w := strings.Join(strings.Fields(mark), " "); strings.Contains(dd.text, " "+w+" ") {
					t.Errorf("complete session: %q still printed", mark)
				}
			}
		})
	}
}
