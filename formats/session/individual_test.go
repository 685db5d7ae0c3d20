package session_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/formats/session"
)

// TestLoadIndividual: an individual from each reader reaches the session
// whole: every entry seats four players and names no pair, and the
// session carries the players the input names (Session.Players), which
// Load used to drop.
func TestLoadIndividual(t *testing.T) {
	formats := filepath.Join("..")
	for _, tc := range []struct {
		name    string
		files   []string // relative to formats/
		entries int
		players int
	}{
		{"USEBIO", []string{"usebio/testdata/individual-example.xml"}, 132, 12},
		{"Bridgemate exports", []string{"bridgemate/testdata/individual/*.csv"}, 28, 8},
		{"PBN games", []string{"pbn/testdata/individual/games.pbn"}, 8, 8},
		{"PBN score tables", []string{"pbn/testdata/individual/scoretables.pbn"}, 8, 8},
		{"CSV traveller", []string{"csvtrav/testdata/traveller_individual.csv"}, 8, 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var inputs []session.Input
			for _, pattern := range tc.files {
				names, err := filepath.Glob(filepath.Join(formats, pattern))
				if err != nil || len(names) == 0 {
					t.Fatalf("%s: %v", pattern, err)
				}
				for _, n := range names {
					data, err := os.ReadFile(n)
					if err != nil {
						t.Fatal(err)
					}
					inputs = append(inputs, session.Input{Name: filepath.Base(n), Data: data})
				}
			}
			l, err := session.Load(inputs, session.Options{})
			if err != nil {
				t.Fatal(err)
			}
			s := l.Session
			if !s.Individual() || len(s.Entries) != tc.entries || len(s.Players) != tc.players || len(s.Pairs) != 0 {
				t.Fatalf("individual %v, %d entries, %d players, %d pairs; want an individual of %d entries and %d players, no pairs",
					s.Individual(), len(s.Entries), len(s.Players), len(s.Pairs), tc.entries, tc.players)
			}
			for _, e := range s.Entries {
				if e.Seats == nil || e.NS != "" || e.EW != "" {
					t.Fatalf("entry at %s: seats %v, NS %q, EW %q; want seats and no pairs", e.Pos, e.Seats, e.NS, e.EW)
				}
			}
		})
	}
}

// TestLoadIndividualNames: a names file beside an individual's traveller
// that seats players by number names the players, not pairs: each row a
// player of its number; a name another input gives otherwise is replaced,
// with a warning. Beside a pairs traveller the same file names pairs.
func TestLoadIndividualNames(t *testing.T) {
	names := "pair,names\n1,Ann\n2,Bob\n3,Cy\n4,Di\n"
	indiv := "board,north,east,south,west,contract,declarer,result\n1,1,2,3,4,4S,N,10\n1,4,3,2,1,4S,N,9\n"
	l, err := session.Load([]session.Input{{Name: "t.csv", Data: []byte(indiv)}, {Name: "n.csv", Data: []byte(names), Role: session.Names}}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range l.Session.Players {
		got = append(got, p.ID+"="+p.Name)
	}
	if strings.Join(got, " ") != "1=Ann 2=Bob 3=Cy 4=Di" || len(l.Session.Pairs) != 0 || len(l.Warnings) != 0 {
		t.Errorf("players %v, pairs %v, warnings %v; want 1=Ann 2=Bob 3=Cy 4=Di and no pairs", got, l.Session.Pairs, l.Warnings)
	}

	// Over the players a PBN's TotalScoreTable names.
	pbnText := "[Competition \"Individuals\"]\n[Board \"1\"]\n[North \"Ann\"]\n[East \"Bob\"]\n[South \"Cy\"]\n[West \"Di\"]\n[Contract \"3NT\"]\n[Declarer \"N\"]\n[Result \"9\"]\n\n" +
		"[TotalScoreTable \"PlayerId;Name\"]\n1 \"Ann\"\n2 \"Bob\"\n3 \"Cy\"\n4 \"Dinah\"\n"
	l, err = session.Load([]session.Input{{Name: "g.pbn", Data: []byte(pbnText)}, {Name: "n.csv", Data: []byte(names), Role: session.Names}}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := `n.csv:5: player 4: conflicting data: name "Di", but g.pbn names the player "Dinah" (the name given here is used)`
	if len(l.Warnings) != 1 || l.Warnings[0].Error() != want || l.Session.Players[3].Name != "Di" {
		t.Errorf("warnings %v, player 4 %+v\nwant %s", l.Warnings, l.Session.Players[3], want)
	}

	pairs := "board,ns,ew,contract,declarer,result\n1,1,2,4S,N,10\n1,3,4,4S,N,9\n"
	l, err = session.Load([]session.Input{{Name: "t.csv", Data: []byte(pairs)}, {Name: "n.csv", Data: []byte(names), Role: session.Names}}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Session.Pairs) != 4 || len(l.Session.Players) != 0 {
		t.Errorf("%d pairs, %d players; want the names file's 4 pairs", len(l.Session.Pairs), len(l.Session.Players))
	}
}
