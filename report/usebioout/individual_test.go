package usebioout_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/golden"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report/usebioout"
)

// example is the USEBIO specification's individual (formats/usebio's
// testdata), scored.
func example(t *testing.T) *event.Result {
	data, err := os.ReadFile(filepath.Join("..", "..", "formats", "usebio", "testdata", "individual-example.xml"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := session.Load([]session.Input{{Name: "individual-example.xml", Data: data}}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := event.Score(l.Session, event.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestIndividual: an individual's results.xml is EVENT_TYPE INDIVIDUAL,
// its method in BOARD_SCORING_METHOD, its PARTICIPANTS the players (a
// PLAYER each: number, total, percentage, place, name) and each traveller
// line seating the table's players by number (N_, S_, E_ and
// W_PLAYER_NUMBER), in either style; several sections are SESSION >
// SECTION in either style (a player number has no section's letters).
// Read back with formats/usebio and scored again by the method the file
// names, it gives the same boards, tables seat by seat, figures, places
// and percentages (IMPs and averages in an IMP individual), and the
// players' names; the players' member numbers are never written. The
// USEBIO specification's example, whose lines give the NS score alone,
// keeps every line so.
func TestIndividual(t *testing.T) {
	s, err := gen.Individual(sampletest.IndividualGen, sampletest.IndividualExtra)
	if err != nil {
		t.Fatal(err)
	}
	for i := range s.Players {
		s.Players[i].Member = fmt.Sprintf("9900%02d", i+1) // never published
	}
	score := func(opt pairs.Options) func(t *testing.T) *event.Result {
		return func(t *testing.T) *event.Result {
			res, err := event.Score(s, event.Options{Pairs: opt})
			if err != nil {
				t.Fatal(err)
			}
			return res
		}
	}
	for _, tc := range []struct {
		name   string
		want   func(t *testing.T) *event.Result
		method string // BOARD_SCORING_METHOD
		golden string // the golden files' prefix; "" for none
	}{
		{"matchpoints", score(pairs.Options{}), "MATCH_POINTS", "individual"},
		{"cross-IMPs", score(pairs.Options{Method: pairs.CrossIMPs}), "CROSS_IMPS", ""},
		{"two sections", func(t *testing.T) *event.Result { return sampletest.IndividualSections(t, event.Options{}) }, "MATCH_POINTS", ""},
		{"the USEBIO example", example, "MATCH_POINTS", ""},
	} {
		for _, style := range []usebioout.Style{usebioout.StyleAuto, usebioout.StyleCompscore} {
			t.Run(tc.name+" "+style.String(), func(t *testing.T) {
				want := tc.want(t)
				var b bytes.Buffer
				if w, err := usebioout.Write(&b, model(t, want), usebioout.Options{Style: style}); err != nil || w != nil {
					t.Fatal(err, w)
				}
				if tc.golden != "" {
					golden.Check(t, filepath.Join("testdata", tc.golden+"_"+style.String()+".xml"), b.Bytes())
				}
				xml := b.String()
				for _, w := range []string{`<EVENT EVENT_TYPE="INDIVIDUAL">`, `<PARTICIPANTS EVENT_TYPE="INDIVIDUAL">`,
					"<BOARD_SCORING_METHOD>" + tc.method + "</BOARD_SCORING_METHOD>", "<N_PLAYER_NUMBER>", "<W_PLAYER_NUMBER>"} {
					if !strings.Contains(xml, w) {
						t.Errorf("results.xml lacks %s", w)
					}
				}
				for _, no := range []string{"9900", "NATIONAL_ID_NUMBER", "CLUB_ID_NUMBER", "PAIR"} {
					if strings.Contains(xml, no) {
						t.Errorf("results.xml holds %s", no)
					}
				}
				if sections := len(want.Pairs.Rankings) > 1; sections != strings.Contains(xml, `<SECTION SECTION_ID="B">`) {
					t.Errorf("several sections %v, but SESSION > SECTION %v", sections, !sections)
				}
				l, err := session.Load([]session.Input{{Name: "results.xml", Data: b.Bytes()}}, session.Options{})
				if err != nil {
					t.Fatal(err)
				}
				got, err := event.Score(l.Session, event.Options{})
				if err != nil {
					t.Fatal(err)
				}
				sampletest.SameIndividual(t, got, want, sampletest.Same{Names: true})
			})
		}
	}
}

// TestIndividualDecisions: an individual's decisions are written as a
// pairs event's are, their tables named by their players: an artificial
// score as SCORE A6040, an assigned score as its SCORE alone (which reads
// back as that score); a penalty is not carried, and in Compscore's
// layout a table that did not play is left out, each with a warning.
// Read back, the tables of boards 1 and 3 are the same.
func TestIndividualDecisions(t *testing.T) {
	want := sampletest.IndividualDecisions(t)
	penalty := `board 4, N 6, E 2, S 9, W 10: the penalty "PEN NS -25%" is not carried (USEBIO has no penalties)`
	for _, tc := range []struct {
		style    usebioout.Style
		warnings []string
	}{
		{usebioout.StyleEBU, []string{penalty}},
		{usebioout.StyleCompscore, []string{penalty, "board 2, N 5, E 13, S 3, W 11: not played: the line is left out (a line in Compscore's layout has each side's points, which Cobalt reads on every line, and a table that did not play has none; --usebio-style ebu keeps it)"}},
	} {
		t.Run(tc.style.String(), func(t *testing.T) {
			var b bytes.Buffer
			w, err := usebioout.Write(&b, model(t, want), usebioout.Options{Style: tc.style})
			if err != nil {
				t.Fatal(err)
			}
			if strings.Join(w, "\n") != strings.Join(tc.warnings, "\n") {
				t.Errorf("warnings\n%s\nwant\n%s", strings.Join(w, "\n"), strings.Join(tc.warnings, "\n"))
			}
			for _, line := range []string{
				"<N_PLAYER_NUMBER>5</N_PLAYER_NUMBER>\n        <S_PLAYER_NUMBER>3</S_PLAYER_NUMBER>\n        <E_PLAYER_NUMBER>13</E_PLAYER_NUMBER>\n        <W_PLAYER_NUMBER>11</W_PLAYER_NUMBER>\n        <SCORE>A6040</SCORE>\n",
				"<N_PLAYER_NUMBER>6</N_PLAYER_NUMBER>\n        <S_PLAYER_NUMBER>9</S_PLAYER_NUMBER>\n        <E_PLAYER_NUMBER>2</E_PLAYER_NUMBER>\n        <W_PLAYER_NUMBER>10</W_PLAYER_NUMBER>\n        <SCORE>420</SCORE>\n",
			} {
				if !strings.Contains(b.String(), line) {
					t.Errorf("results.xml lacks\n%s", line)
				}
			}
			l, err := session.Load([]session.Input{{Name: "results.xml", Data: b.Bytes()}}, session.Options{})
			if err != nil {
				t.Fatal(err)
			}
			got, err := event.Score(l.Session, event.Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range []int{1, 3} {
				gb, wb := got.Pairs.Boards[n-1], want.Pairs.Boards[n-1]
				for i, wl := range wb.Lines {
					gl := gb.Lines[i]
					if *gl.Entry.Seats != *wl.Entry.Seats || gl.Entry.Kind != wl.Entry.Kind || gl.ScoreNS != wl.ScoreNS || gl.MPNS().Cmp(wl.MPNS()) != 0 || gl.MPEW().Cmp(wl.MPEW()) != 0 {
						t.Errorf("board %d, line %d: %v %v %d %s–%s, want %v %v %d %s–%s", n, i, *gl.Entry.Seats, gl.Entry.Kind, gl.ScoreNS, gl.MPNS(), gl.MPEW(),
							*wl.Entry.Seats, wl.Entry.Kind, wl.ScoreNS, wl.MPNS(), wl.MPEW())
					}
				}
			}
		})
	}
}
