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

	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/pdf"
)

// Tests of the audit trail: directors' decisions on the travellers, the
// score cards and the rankings, and the adjustments section, read back
// with pdftotext.

// adjustRow is an adjustments row as the reader finds it: its cells in
// order, the effect one side per line, the reason, law and director
// wrapped at spaces.
func adjustRow(a report.AdjustRow, sections bool) []string {
	who := a.NS.Label + " – " + a.EW.Label
	if a.Match != "" {
		who = a.Match
		if a.Room != "" {
			who += " (" + a.Room + ")"
		}
	}
	var f []string
	if sections {
		f = append(f, a.Section)
	}
	return append(f, strconv.Itoa(a.Board), who, a.Decision, a.Kind, a.Effect, a.Reason, a.Law, a.Director)
}

// TestDecisions checks the audit trail of a pairs event, with matchpoints
// and with IMPs, in both languages: the sections in order (rankings,
// adjustments, boards, score cards); each penalty in brackets beside its
// ranking total; every decision in the adjustments section with its
// effect, reason, law and director; on the travellers, each decision that
// replaced a result in place of it with the figures it gave, and each one
// that leaves the result standing right after that row; and the same on
// every score card.
func TestDecisions(t *testing.T) {
	for _, tt := range []struct {
		lang string
		imps bool
	}{{"en", false}, {"ru", false}, {"en", true}, {"ru", true}} {
		name := tt.lang + " matchpoints"
		if tt.imps {
			name = tt.lang + " IMPs"
		}
		t.Run(name, func(t *testing.T) {
			s := pdf.DecisionsSheet(t, tt.lang, tt.imps)
			l := s.L
			// What the sheet must hold for the test to mean anything.
			var penalties, notes, standing, cardNotes, cardStanding int
			var cyrillic, angle bool
			for _, rk := range s.Rankings {
				for _, r := range rk.Rows {
					if r.Penalty != "" {
						penalties++
					}
				}
			}
			for _, a := range s.Adjustments {
				cyrillic = cyrillic || a.Director == "Иванов Пётр Сергеевич"
				angle = angle || strings.Contains(a.Reason, "<")
			}
			if penalties != 2 || len(s.Adjustments) != 8 || !cyrillic || !angle {
				t.Fatalf("the sheet has %d penalties and %d adjustments (Cyrillic director %v, reason with < %v); want 2 and 8",
					penalties, len(s.Adjustments), cyrillic, angle)
			}

			d := readDoc(t, s, pdf.Render(t, s))
			if got := d.sections(t, l.Rankings, l.Adjustments, l.Boards, l.ScoreCards); got[1] != 1 {
				t.Errorf("%d pages of adjustments, want 1", got[1])
			}
			r := &reader{t: t, d: &d}
			for _, rk := range s.Rankings {
				r.next("ranking heading", l.Rankings+" · "+rk.Title)
				for _, row := range rk.Rows {
					total := row.Total
					if row.Penalty != "" {
						total += " (" + row.Penalty + ")"
					}
					if tt.imps {
						r.next("ranking row", row.Place, row.Pair.Label, row.Pair.Names, row.Boards, total, row.Average)
					} else {
						r.next("ranking row", row.Place, row.Pair.Label, row.Pair.Names, row.Boards, total, row.Max, row.Percent)
					}
				}
			}

			r.next("adjustments heading", l.Adjustments)
			r.next("adjustments header", l.Board, l.NS+" – "+l.EW, l.Decision, l.Kind, l.Effect, l.Reason, l.Law, l.Director)
			for _, a := range s.Adjustments {
				r.next(fmt.Sprintf("adjustment on board %d, %s v %s", a.Board, a.NS.Label, a.EW.Label), adjustRow(a, false)...)
			}

			for _, b := range s.Boards {
				r.next("board heading", l.Board, strconv.Itoa(b.Number), l.Dealer)
				for _, row := range b.Rows {
					what := fmt.Sprintf("board %d, %s v %s", b.Number, row.NS.Label, row.EW.Label)
					figures := []string{row.ScoreNS, row.ScoreEW, row.MPNS, row.MPEW, row.PctNS, row.PctEW}
					if tt.imps {
						figures = []string{row.ScoreNS, row.ScoreEW, row.IMPNS, row.IMPEW}
					}
					switch {
					case row.Note != "" && row.MPNS == "" && row.IMPNS == "":
						r.next(what, row.NS.Label, row.EW.Label, row.Note)
					case row.Note != "":
						notes++
						r.next(what, append([]string{row.NS.Label, row.EW.Label, row.Note}, figures...)...)
					default:
						f := []string{row.NS.Label, row.EW.Label, row.Contract.Text, row.By, row.Lead, row.Tricks, row.Result}
						f = append(append(f, figures...), row.Adjust)
						if row.Adjust != "" {
							standing++
						}
						r.next(what, f...)
					}
				}
			}
			if notes != 4 || standing != 4 {
				t.Errorf("%d decisions in place of a result and %d beside one on the travellers, want 4 and 4", notes, standing)
			}

			cardPenalties := 0
			for _, c := range s.Cards {
				r.next("card heading", c.Title)
				if c.Penalty != "" {
					// The total after the penalty, and the penalty beside it.
					cardPenalties++
					total := l.Total
					if tt.imps {
						total = l.IMPs
					}
					r.next(c.Title+": total", total, c.Total, "("+l.Penalty, c.Penalty+")")
				}
				for _, row := range c.Rows {
					f := []string{strconv.Itoa(row.Board), row.Direction, row.Opponents.Label, row.Opponents.Names}
					if row.Contract.Text == "" {
						f = append(f, row.Adjust)
						if row.Adjust != "" {
							cardNotes++
						}
					} else {
						f = append(f, row.Contract.Text, row.By, row.Result)
					}
					f = append(f, row.Score)
					if tt.imps {
						f = append(f, row.IMPs, row.Running)
					} else {
						f = append(f, row.MP, row.Pct, row.Running)
					}
					if row.Contract.Text != "" && row.Adjust != "" {
						cardStanding++
						f = append(f, row.Adjust)
					}
					r.next(fmt.Sprintf("%s, board %d", c.Title, row.Board), f...)
				}
			}
			if cardPenalties != 2 {
				t.Errorf("%d score cards with a penalty in the heading, want 2", cardPenalties)
			}
			// Each decision is on the cards of both its pairs.
			if cardNotes != 8 || cardStanding != 8 {
				t.Errorf("%d decisions in place of a result and %d beside one on the score cards, want 8 and 8", cardNotes, cardStanding)
			}
			r.done()
		})
	}
}

// TestDecisionsUnderTheResult checks where a decision that leaves the
// result standing is drawn: on a line of its own right under its row (the
// row's figures stay on one line, as on any other row).
func TestDecisionsUnderTheResult(t *testing.T) {
	s := pdf.DecisionsSheet(t, "en", false)
	var ls []string
	for _, p := range rawText(t, pdf.Render(t, s)) {
		ls = append(ls, lines(p)...)
	}
	found := 0
	for _, b := range s.Boards {
		for _, row := range b.Rows {
			if row.Adjust == "" || row.Note != "" {
				continue
			}
			want := travRow(row)
			i := indexOf(ls, want)
			switch {
			case i < 0:
				t.Errorf("board %d: no line %q", b.Number, want)
			case i+1 == len(ls) || ls[i+1] != row.Adjust:
				t.Errorf("board %d: line %q is not followed by %q", b.Number, want, row.Adjust)
			default:
				found++
			}
		}
	}
	if found != 4 {
		t.Errorf("%d decisions under their rows, want 4", found)
	}
}

func indexOf(ls []string, s string) int {
	for i, l := range ls {
		if l == s {
			return i
		}
	}
	return -1
}

// TestTeamDecisions checks the decisions of a team event, as
// report.BuildTeams gives them: the adjustments section after the
// standings and before the rounds, each decision with its match, room and
// effect; on the match page and the deals, each decision that replaced a
// room's result in place of it, each one that leaves it standing beside
// it, and each penalty beside the team's IMPs on the board, so that the
// boards add up to the match's IMPs.
func TestTeamDecisions(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			s := pdf.TeamDecisionsSheet(t, lang)
			l := s.L
			if len(s.Adjustments) != 4 {
				t.Fatalf("%d adjustments, want 4", len(s.Adjustments))
			}
			d := readDoc(t, s, pdf.Render(t, s))
			d.sections(t, l.Standings, l.Adjustments, l.Rounds, l.Matches, l.Boards, l.Teams)
			r := &reader{t: t, d: &d}
			r.next("standings", l.Standings)
			r.next("adjustments heading", l.Adjustments)
			r.next("adjustments header", l.Board, l.Match, l.Decision, l.Kind, l.Effect, l.Reason, l.Law, l.Director)
			for _, a := range s.Adjustments {
				r.next(fmt.Sprintf("adjustment on board %d", a.Board), adjustRow(a, false)...)
			}

			m := s.Teams.Matches[0]
			r.next("match heading", m.Title, l.IMPs, "11–8.2")
			notes, standing, penalties := 0, 0, 0
			for _, b := range m.Boards {
				for _, x := range []report.RoomResult{b.Open, b.Closed} {
					if x.Note != "" {
						notes++
					} else if x.Adjust != "" {
						standing++
					}
				}
				if b.PenaltyHome != "" || b.PenaltyAway != "" {
					penalties++
				}
				r.next(fmt.Sprintf("match, board %d", b.Board), strconv.Itoa(b.Board), room(b.Open), b.Open.Score,
					room(b.Closed), b.Closed.Score, withPenalty(b.IMPsHome, b.PenaltyHome), withPenalty(b.IMPsAway, b.PenaltyAway))
			}
			if notes != 2 || standing != 2 || penalties != 2 {
				t.Errorf("%d decisions in place of a result, %d beside one, %d boards with penalties; want 2, 2, 2", notes, standing, penalties)
			}
			r.next("match total", l.IMPs, m.IMPsHome, m.IMPsAway)
			for _, b := range s.Boards {
				for _, row := range b.TeamRows {
					imps := impPair(row.IMPsHome, row.IMPsAway)
					if row.Penalty != "" {
						imps += " (" + row.Penalty + ")"
					}
					r.next(fmt.Sprintf("board %d", b.Number), strconv.Itoa(row.Round), row.Home.Label, "–", row.Away.Label,
						room(row.Open), row.Open.Score, room(row.Closed), row.Closed.Score, imps)
				}
			}
			r.done()
			// The figures as they must read, whatever the Sheet says: the
			// effects, the match's boards, the deals' IMPs.
			n := l.Seats[0]
			for _, want := range []string{
				" " + l.Penalty + " Lions -2 " + l.IMPs + " ", " Lions -8.2 " + l.IMPs + ", Tigers +8.2 " + l.IMPs + " ",
				" " + l.Penalty + " Tigers -1 " + l.VP + " ", " Lions +3 " + l.IMPs + ", Tigers -3 " + l.IMPs + " ",
				" 1 4♠ " + n + " = " + l.Penalty + " " + l.NS + " -2 " + l.IMPs + " +420 4♠ " + n + " -1 -50 10 (-2) ",
				" 2 40% +620 + 60% -100 (" + l.Assigned + ") 4♠ " + n + " +1 +650 8.2 ",
				" 3 1" + l.NT + " " + n + " = " + l.Penalty + " " + l.EW + " -1 " + l.VP + " +90 A-/A+ 3 (-1 " + l.VP + ") ",
				" " + l.IMPs + " 11 8.2 ", " 10–0 (Lions -2) ", " 0–8.2 ", " 3–0 (Tigers -1 " + l.VP + ") "} {
				if !strings.Contains(d.text, want) {
					t.Errorf("no %q", strings.TrimSpace(want))
				}
			}
		})
	}
}

// withPenalty is a board's IMPs to a team with its penalty on the board.
func withPenalty(imps, penalty string) string {
	if penalty == "" {
		return imps
	}
	return join(imps, "("+penalty+")")
}

func impPair(home, away string) string {
	switch {
	case home != "":
		return home + "–0"
	case away != "":
		return "0–" + away
	}
	return "0"
}

// TestAdjustmentsSections checks the section column of the adjustments
// when the session has several sections, and a long adjustments table:
// it continues on the next pages with its header, and no row is lost.
func TestAdjustmentsSections(t *testing.T) {
	s := pdf.DecisionsSheet(t, "ru", false)
	base := s.Adjustments
	s.Adjustments = nil
	for i := range 12 {
		for _, a := range base {
			a.Section = string(rune('A' + i%2))
			s.Adjustments = append(s.Adjustments, a)
		}
	}
	s.Rankings[1].Section = "B" // two sections: the section column
	l := s.L
	d := readDoc(t, s, pdf.Render(t, s))
	if got := d.sections(t, l.Rankings, l.Adjustments, l.Boards, l.ScoreCards); got[1] < 2 {
		t.Errorf("%d pages of %d adjustments, want 2 or more", got[1], len(s.Adjustments))
	}
	if n := strings.Count(d.text, " "+l.Adjustments+" ("+l.Continued+") "); n < 1 {
		t.Errorf("the adjustments never continue")
	}
	r := &reader{t: t, d: &d}
	r.next("header", l.Section, l.Board, l.NS+" – "+l.EW, l.Decision)
	for i, a := range s.Adjustments {
		r.next(fmt.Sprintf("adjustment %d", i+1), adjustRow(a, true)...)
	}
	r.done()
}

// TestDecisionsDeterministic renders the sheets with decisions twice.
func TestDecisionsDeterministic(t *testing.T) {
	for name, mk := range map[string]func() *report.Sheet{
		"matchpoints": func() *report.Sheet { return pdf.DecisionsSheet(t, "en", false) },
		"butler":      func() *report.Sheet { return pdf.DecisionsSheet(t, "ru", true) },
		"teams":       func() *report.Sheet { return pdf.TeamDecisionsSheet(t, "ru") },
	} {
		a, b := pdf.Render(t, mk()), pdf.Render(t, mk())
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two renderings differ (%d and %d bytes)", name, len(a), len(b))
		}
	}
}

// TestDecisionsRender draws every page of the sheet with decisions with
// pdftoppm: poppler reads the file without a complaint.
func TestDecisionsRender(t *testing.T) {
	bin := tool(t, "pdftoppm")
	dir := t.TempDir()
	in := filepath.Join(dir, "decisions.pdf")
	doc := pdf.Render(t, pdf.DecisionsSheet(t, "ru", false))
	if err := os.WriteFile(in, doc, 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd := exec.Command(bin, "-r", "30", "-png", in, filepath.Join(dir, "page"))
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil || stderr.Len() > 0 {
		t.Fatalf("pdftoppm: %v: %s", err, stderr.String())
	}
	pngs, _ := filepath.Glob(filepath.Join(dir, "page-*.png"))
	if len(pngs) != pageCount(doc) {
		t.Errorf("%d pages drawn, want %d", len(pngs), pageCount(doc))
	}
}
