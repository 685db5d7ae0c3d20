// Package text lays a report.Sheet out as plain text: the rankings, then
// every board's diagram, double-dummy table and par (when known) and
// traveller, in aligned columns that read well in a terminal or an
// e-mail. Widths count characters, not bytes, so Cyrillic names align. It
// computes nothing; every figure comes from the Sheet.
package text

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/report"
)

// Options of the text layout.
type Options struct {
	// SuitLetters writes S, H, D, C instead of ♠ ♥ ♦ ♣, and "-" for the
	// minus sign "−" of the labels and decisions, for charsets that lack
	// them (KOI8-R, Windows-1251).
	SuitLetters bool
}

var suitLetters = strings.NewReplacer("♠", "S", "♥", "H", "♦", "D", "♣", "C", "−", "-")

// Write writes the sheet as text.
func Write(w io.Writer, s *report.Sheet, opt Options) error {
	if opt.SuitLetters {
		var b strings.Builder
		if err := Write(&b, s, Options{}); err != nil {
			return err
		}
		_, err := suitLetters.WriteString(w, b.String())
		return err
	}
	bw := bufio.NewWriter(w)
	l := s.L
	title := s.Title
	bw.WriteString(title + "\n")
	bw.WriteString(strings.Repeat("=", utf8.RuneCountInString(title)) + "\n")
	if sub := s.Subtitle(); sub != "" {
		bw.WriteString(sub + "\n")
	}
	bw.WriteString(l.Scoring + ": " + s.Scoring + "\n")

	kind, ok := kinds[s.Kind]
	if !ok {
		return fmt.Errorf("text: no layout for a %s event", s.Kind)
	}
	kind.standings(bw, s)
	if s.AwardNote != "" {
		bw.WriteString("\n" + s.AwardNote + "\n")
	}
	writeExtras(bw, s)
	if len(s.Adjustments) > 0 {
		bw.WriteString("\n" + l.Adjustments + "\n\n")
		t := table{right: []bool{true}}
		t.add(l.Board, s.AdjustTable, l.Decision, l.Effect, l.Reason, l.Law, l.Director)
		for _, a := range s.Adjustments {
			t.add(strconv.Itoa(a.Board), a.Table, a.Decision, a.Effect, a.Reason, a.Law, a.Director)
		}
		t.write(bw)
	}
	for i := range s.Boards {
		b := &s.Boards[i]
		bw.WriteString("\n")
		head := l.Board + " " + strconv.Itoa(b.Number) + " · " + l.Dealer + " " + b.Dealer + " · " + l.Vulnerable + " " + b.Vul
		if b.Top != "" {
			head += " · " + l.Top + " " + b.Top
		}
		if b.Datum != "" {
			head += " · " + l.Datum + " " + b.Datum
		}
		bw.WriteString(head + "\n")
		bw.WriteString(strings.Repeat("-", utf8.RuneCountInString(head)) + "\n")
		switch {
		case b.HasDeal:
			writeDiagram(bw, *b)
		case b.InPlay:
			bw.WriteString(l.DealInPlay + "\n\n")
		}
		if b.DD != nil {
			writeDD(bw, l, b.DD)
		}
		kind.traveller(bw, s, b)
	}
	return bw.Flush()
}

// parts are what a kind of event lays out of its own: its standings
// (after the heading) and each board's traveller (after its diagram).
// The heading, the adjustments and the boards' heads, diagrams and
// double-dummy tables are every kind's.
type parts struct {
	standings func(w *bufio.Writer, s *report.Sheet)
	traveller func(w *bufio.Writer, s *report.Sheet, b *report.BoardPage)
}

// kinds are the parts of each kind of event: a pairs event's rankings
// and travellers, a team event's standings, cross-table and matches, and
// its boards' matches.
var kinds = map[event.Kind]parts{
	event.Pairs:      {standings: writeRankings, traveller: writeTraveller},
	event.Individual: {standings: writeRankings, traveller: writeTraveller},
	event.Teams:      {standings: writeTeams, traveller: writeMatchRows},
}

// writeRankings writes a pairs event's rankings.
func writeRankings(bw *bufio.Writer, s *report.Sheet) {
	l := s.L
	if len(s.Rankings) == 0 {
		bw.WriteString("\n" + l.Rankings + "\n" + l.NoRanking + "\n")
	}
	for _, r := range s.Rankings {
		bw.WriteString("\n")
		heading := l.Rankings
		if r.Title != "" {
			heading += " · " + r.Title
		}
		bw.WriteString(heading + "\n")
		if s.Provisional != "" {
			bw.WriteString(s.Provisional + "\n")
		}
		bw.WriteString("\n")
		t := table{right: []bool{true, true, false, true, true, true, true}}
		if s.IMPs {
			t.add(append([]string{l.Place, s.ContestantLabel, s.MembersLabel, l.BoardsPlayed, l.IMPs, l.Average}, s.AwardHeads...)...)
		} else {
			t.add(append([]string{l.Place, s.ContestantLabel, s.MembersLabel, l.BoardsPlayed, l.Total, l.Max, l.Percent}, s.AwardHeads...)...)
		}
		t.right = rightAfter(t.right, len(t.rows[0]))
		for _, row := range r.Rows {
			total := row.Total + penalty(row.Penalty)
			if s.IMPs {
				t.add(append([]string{row.Place, row.Pair.Label, row.Pair.Names, row.Boards, total, row.Average}, row.Awards...)...)
			} else {
				t.add(append([]string{row.Place, row.Pair.Label, row.Pair.Names, row.Boards, total, row.Max, row.Percent}, row.Awards...)...)
			}
		}
		t.write(bw)
	}
}

// rightAfter is right with every column up to n beyond it right-aligned
// (the awards' figures).
func rightAfter(right []bool, n int) []bool {
	for len(right) < n {
		right = append(right, true)
	}
	return right
}

// writeExtras writes the rankings beside the scratch ones, every kind's:
// a section of handicapped rankings, one of strata, each ranking a table
// of place, contestant, names and its own columns.
func writeExtras(bw *bufio.Writer, s *report.Sheet) {
	for _, sec := range s.Extras {
		for _, t := range sec.Tables {
			heading := sec.Title
			if t.Title != "" {
				heading += " · " + t.Title
			}
			bw.WriteString("\n" + heading + "\n\n")
			tb := table{right: []bool{true, true, false}}
			tb.add(append([]string{s.L.Place, s.ContestantLabel, s.MembersLabel}, t.Heads...)...)
			tb.right = rightAfter(tb.right, len(tb.rows[0]))
			for _, r := range t.Rows {
				tb.add(append([]string{r.Place, r.Pair.Label, r.Pair.Names}, r.Cells...)...)
			}
			tb.write(bw)
		}
	}
}

// writeTraveller writes a pairs board's traveller: a line a table.
func writeTraveller(bw *bufio.Writer, s *report.Sheet, b *report.BoardPage) {
	l := s.L
	t := table{right: []bool{true, true, false, false, false, false, true, true, true, true, true}}
	if s.IMPs {
		t.add(l.NS, l.EW, l.Contract, l.By, l.Lead, l.Result, l.ScoreNS, l.ScoreEW, l.IMPNS, l.IMPEW)
	} else {
		t.add(l.NS, l.EW, l.Contract, l.By, l.Lead, l.Result, l.ScoreNS, l.ScoreEW, l.MPNS, l.MPEW, l.PctNS)
	}
	for _, r := range b.Rows {
		contract := r.Contract.Text
		if r.Adjust != "" && r.Note == "" {
			contract += " [" + r.Adjust + "]"
		}
		switch {
		case r.Note != "" && r.MPNS == "" && r.IMPNS == "":
			t.add(r.NS.Label, r.EW.Label, r.Note)
		case r.Note != "" && s.IMPs:
			t.add(r.NS.Label, r.EW.Label, r.Note, "", "", "", r.ScoreNS, r.ScoreEW, r.IMPNS, r.IMPEW)
		case r.Note != "":
			t.add(r.NS.Label, r.EW.Label, r.Note, "", "", "", r.ScoreNS, r.ScoreEW, r.MPNS, r.MPEW, r.PctNS)
		case s.IMPs:
			t.add(r.NS.Label, r.EW.Label, contract, r.By, r.Lead, r.Result, r.ScoreNS, r.ScoreEW, r.IMPNS, r.IMPEW)
		default:
			t.add(r.NS.Label, r.EW.Label, contract, r.By, r.Lead, r.Result, r.ScoreNS, r.ScoreEW, r.MPNS, r.MPEW, r.PctNS)
		}
	}
	t.write(bw)
}

// writeMatchRows writes a team board's traveller: each match that played
// it, its two rooms and the IMPs.
func writeMatchRows(bw *bufio.Writer, s *report.Sheet, b *report.BoardPage) {
	l := s.L
	t := table{right: []bool{true, false, false, true, false, true, true}}
	t.add(l.Round, l.Match, l.Open, l.ScoreNS, l.Closed, l.ScoreNS, l.IMPs)
	for _, r := range b.TeamRows {
		t.add(strconv.Itoa(r.Round), r.Home.Label+" – "+r.Away.Label, room(r.Open), r.Open.Score, room(r.Closed), r.Closed.Score,
			r.IMPs()+penalty(r.Penalty))
	}
	t.write(bw)
}

// writeDiagram prints the four hands: North on top, West and East side by
// side, South below.
func writeDiagram(w *bufio.Writer, b report.BoardPage) {
	lines := func(h report.HandView) []string {
		out := []string{h.Seat + " (" + strconv.Itoa(h.HCP) + ")"}
		for _, s := range h.Suits {
			out = append(out, s.Symbol+" "+s.Cards)
		}
		return out
	}
	n, e, s, wst := lines(b.Hands[0]), lines(b.Hands[1]), lines(b.Hands[2]), lines(b.Hands[3])
	const indent = 22
	for _, ln := range n {
		w.WriteString(strings.Repeat(" ", indent) + ln + "\n")
	}
	for i := range wst {
		left := wst[i]
		w.WriteString(left + strings.Repeat(" ", max(1, 2*indent-utf8.RuneCountInString(left))) + e[i] + "\n")
	}
	for _, ln := range s {
		w.WriteString(strings.Repeat(" ", indent) + ln + "\n")
	}
	w.WriteString("\n")
}

// writeDD prints the double-dummy table, a line of tricks for each
// declarer N, S, E, W under the strains, and the par line:
//
//	Double dummy
//	   NT  ♠  ♥  ♦  ♣
//	N   6  8  7  6  5
//	...
//	Par: NS 100 · 2NTX E −1, 3♣X E −1
func writeDD(w *bufio.Writer, l report.Labels, v *report.DDView) {
	w.WriteString(l.DoubleDummy + "\n")
	t := table{right: []bool{false, true, true, true, true, true}}
	t.add(append([]string{""}, v.Strains[:]...)...)
	for _, r := range v.Rows {
		t.add(append([]string{r.Seat}, r.Tricks[:]...)...)
	}
	t.write(w)
	par := l.Par + ": " + v.Par
	if len(v.ParContracts) > 0 {
		par += " · " + strings.Join(v.ParContracts, ", ")
	}
	w.WriteString(par + "\n\n")
}

// table aligns columns by character count; right-aligned columns hold
// numbers.
type table struct {
	rows  [][]string
	right []bool
}

func (t *table) add(cells ...string) { t.rows = append(t.rows, cells) }

func (t *table) write(w *bufio.Writer) {
	if len(t.rows) == 0 {
		return
	}
	width := make([]int, len(t.rows[0]))
	for i, r := range t.rows {
		for len(r) < len(width) {
			r = append(r, "")
		}
		t.rows[i] = r
	}
	for _, r := range t.rows {
		for i, c := range r {
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	for _, r := range t.rows {
		var b strings.Builder
		for i, c := range r {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if i > 0 {
				b.WriteString("  ")
			}
			if i < len(t.right) && t.right[i] {
				b.WriteString(pad + c)
			} else {
				b.WriteString(c + pad)
			}
		}
		w.WriteString(strings.TrimRight(b.String(), " ") + "\n")
	}
}

// writeTeams writes the standings, the cross-table and every match of a
// team event.
func writeTeams(w *bufio.Writer, s *report.Sheet) {
	l, tv := s.L, s.Teams
	w.WriteString("\n" + l.Standings + "\n\n")
	t := table{right: []bool{true, false, true, true, true, true}}
	t.add(append([]string{l.Place, l.Team, l.Played, l.IMPsFor, l.IMPsAgainst, l.VP}, s.AwardHeads...)...)
	t.right = rightAfter(t.right, len(t.rows[0]))
	for _, r := range tv.Standings {
		t.add(append([]string{r.Place, r.Team.Label, r.Played, r.IMPsFor, r.IMPsAgainst, r.VP}, r.Awards...)...)
	}
	t.write(w)

	w.WriteString("\n" + l.CrossTable + "\n\n")
	ct := table{right: []bool{false}}
	head := []string{l.Team}
	for i := range tv.Cross.Header {
		head = append(head, strconv.Itoa(i+1))
		ct.right = append(ct.right, true)
	}
	ct.right = append(ct.right, true)
	ct.add(append(head, l.VP)...)
	for i, r := range tv.Cross.Rows {
		ct.add(append(append([]string{strconv.Itoa(i+1) + ". " + r.Team.Label}, r.Cells...), r.Total)...)
	}
	ct.write(w)

	for _, m := range tv.Matches {
		w.WriteString("\n" + m.Title + ": ")
		for i, sc := range m.Scores {
			if i > 0 {
				w.WriteString(", ")
			}
			w.WriteString(sc.Home + "–" + sc.Away + " " + sc.Unit)
			if sc.CarryOver != "" {
				w.WriteString(" (" + l.CarryOver + " " + sc.CarryOver + ")")
			}
		}
		w.WriteString("\n")
		mt := table{right: []bool{true, false, true, false, true, true, true}}
		mt.add(l.Board, l.Open, l.ScoreNS, l.Closed, l.ScoreNS, m.Home.Label, m.Away.Label)
		for _, b := range m.Boards {
			mt.add(strconv.Itoa(b.Board), room(b.Open), b.Open.Score, room(b.Closed), b.Closed.Score,
				strings.TrimSpace(b.IMPsHome+penalty(b.PenaltyHome)), strings.TrimSpace(b.IMPsAway+penalty(b.PenaltyAway)))
		}
		mt.write(w)
	}
}

// room is a room's result: the decision that replaced it, or the
// contract, declarer and result; and a decision that leaves it standing in
// brackets, as on the travellers ("4♠ N = [PEN NS -2 IMPs]").
func room(r report.RoomResult) string {
	s := r.Note
	if s == "" {
		s = r.Contract.Text
		if r.By != "" {
			s += " " + r.By
		}
		if r.Result != "" {
			s += " " + r.Result
		}
	}
	if r.Adjust != "" {
		s += " [" + r.Adjust + "]"
	}
	return s
}

// penalty is a procedural penalty beside a total or a board's IMPs:
// " (-2.5)", "" for none.
func penalty(p string) string {
	if p == "" {
		return ""
	}
	return " (" + p + ")"
}

// WriteDD writes the double-dummy table and par of a board as protokol dd
// prints it: a heading, the table, and the par with its contracts.
func WriteDD(w io.Writer, b bridge.Board, a dd.Analysis) error {
	return WriteDDSet(w, 0, b, a)
}

// WriteDDSet is WriteDD for board b of deal set set of a file of several
// sets whose board numbers restart: "Set 2 · Board 1 · ..."; set 0 is
// WriteDD.
func WriteDDSet(w io.Writer, set int, b bridge.Board, a dd.Analysis) error {
	if set > 0 {
		if _, err := fmt.Fprintf(w, "Set %d · ", set); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintf(w, "Board %d · Dealer %s · Vulnerable %s\n%s\nPar %s\n", b.Number, b.Dealer, b.Vul, a.Table, a.Par)
	return err
}
