package pdf_test

import (
	"strconv"
	"testing"

	"github.com/protokol-bridge/protokol/report/pdf"
)

// TestDiagramSeats checks every hand diagram of the sample in both
// languages: after the four hands, the compass box's seat letters (N E S
// W, or С В Ю З) and the board's number, then the high-card points under
// their caption, North's, West's and East's, South's.
func TestDiagramSeats(t *testing.T) {
	for _, tt := range []struct{ lang, seats, hcp string }{
		{"en", "N E S W", "HCP"},
		{"ru", "С В Ю З", "Очки"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			s := pdf.SampleSheet(t, tt.lang)
			l := s.L
			if got := join(l.Seats[:]...); got != tt.seats {
				t.Fatalf("the sheet's seats are %q, want %q", got, tt.seats)
			}
			if l.HCP != tt.hcp {
				t.Fatalf("the sheet's HCP is %q, want %q", l.HCP, tt.hcp)
			}
			d := readDoc(t, s, pdf.Render(t, s))
			r := &reader{t: t, d: &d}
			for _, b := range s.Boards {
				what := "board " + strconv.Itoa(b.Number)
				r.next(what+": heading", l.Board, strconv.Itoa(b.Number), l.Dealer, b.Dealer)
				for _, h := range b.Hands {
					for _, sv := range h.Suits {
						r.next(what+": "+h.Seat, sv.Symbol, sv.Cards)
					}
				}
				hcp := func(seat int) string { return strconv.Itoa(b.Hands[seat].HCP) }
				r.next(what+": compass and points", l.Seats[0], l.Seats[1], l.Seats[2], l.Seats[3], strconv.Itoa(b.Number),
					l.HCP, hcp(0), hcp(3), hcp(1), hcp(2))
			}
			r.done()
		})
	}
}
