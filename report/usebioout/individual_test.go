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
