package bridgemate_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/bridgemate"
	"github.com/protokol-bridge/protokol/formats/pbn"
)

var corpus = filepath.Join("..", "..", "testdata", "corpus")

// corpusSource is the CSV source of every exported table of a corpus
// session.
func corpusSource(t *testing.T, prefix string) *bridgemate.CSVSource {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(corpus, "travellers", "bridgemate-bws", prefix+".*.csv"))
	if err != nil || len(files) != 14 {
		t.Fatalf("%d files of %s (%v), want all 14 tables", len(files), prefix, err)
	}
	src := bridgemate.NewCSVSource()
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), prefix+"."), ".csv")
		if got := bridgemate.DetectCSV(f, string(data)); got != want {
			t.Errorf("%s: DetectCSV = %q, want %q", f, got, want)
		}
		if _, err := src.Add(f, string(data)); err != nil {
			t.Fatal(err)
		}
	}
	return src
}

func TestCorpus(t *testing.T) {
	for _, tt := range []struct {
		prefix                                   string
		entries, notPlayed, slots, boards, pairs int
		date                                     string
		warnings                                 int
	}{
		{"LBC-2026-01-26", 270, 6, 90, 36, 20, "2026.01.26", 0},
		{"260119M", 297, 0, 99, 0, 22, "2026.01.19", 1},
	} {
		t.Run(tt.prefix, func(t *testing.T) {
			p, err := bridgemate.Read(corpusSource(t, tt.prefix), bridgemate.Options{})
			if err != nil {
				t.Fatal(err)
			}
			np := 0
			for _, e := range p.Entries {
				if e.Section != "A" {
					t.Errorf("entry at %s: section %q, want A (Section 1's letter)", e.Pos, e.Section)
				}
				if e.Kind == bridge.NotPlayed {
					np++
				}
			}
			if len(p.Entries) != tt.entries || np != tt.notPlayed || len(p.Movement) != tt.slots || len(p.Boards) != tt.boards || len(p.Pairs) != tt.pairs {
				t.Errorf("%d entries (%d not played), %d slots, %d boards, %d pairs; want %d (%d), %d, %d, %d",
					len(p.Entries), np, len(p.Movement), len(p.Boards), len(p.Pairs), tt.entries, tt.notPlayed, tt.slots, tt.boards, tt.pairs)
			}
			// "Bridge game", the name BCS gives every session, names none
			if p.Event != "" || p.Date != tt.date {
				t.Errorf("event %q, date %q; want none, %q", p.Event, p.Date, tt.date)
			}
			if len(p.Warnings) != tt.warnings {
				t.Errorf("warnings %v, want %d", p.Warnings, tt.warnings)
			}
			slices.Sort(p.Skipped)
			if want := []string{"Clients", "IntermediateData", "Settings", "Tables"}; !slices.Equal(p.Skipped, want) {
				t.Errorf("skipped %v, want %v", p.Skipped, want)
			}
		})
	}
}

// TestNames checks pairs' names against PlayerNumbers by hand: an NS pair
// is the N and S players of its table in round 1 (round 0 in the file),
// an EW pair the E and W players of the table where RoundData seats it in
// round 1; a player without a name anywhere is left out, with a warning.
func TestNames(t *testing.T) {
	find := func(p *bridgemate.Part, dir bridge.Direction, id string) []string {
		for _, q := range p.Pairs {
			if q.Direction == dir && q.ID == id {
				return q.Names
			}
		}
		return nil
	}
	lbc, err := bridgemate.Read(corpusSource(t, "LBC-2026-01-26"), bridgemate.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := bridgemate.Read(corpusSource(t, "260119M"), bridgemate.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		part *bridgemate.Part
		dir  bridge.Direction
		id   string
		want []string
	}{
		{"LBC NS 1, table 1 N and S", lbc, bridge.DirectionNS, "1", []string{"P02726 Tx", "Player04721 Testxx"}},
		{"LBC NS 3, table 3 N and S", lbc, bridge.DirectionNS, "3", []string{"P13990 Txx", "P10460 Tx"}},
		{"LBC EW 2, table 2 E and W in round 1", lbc, bridge.DirectionEW, "2", []string{"P11464 Testxxxx", "P13610 Testxxxx"}},
		{"LBC EW 10, table 10 E and W", lbc, bridge.DirectionEW, "10", []string{"P14020 Testx", "Player00417 Testx"}},
		{"260119M NS 11", m, bridge.DirectionNS, "11", []string{"P10460 Tx", "P05667 Testxxxx"}},
		{"260119M EW 9, East without a name", m, bridge.DirectionEW, "9", []string{"P13982 Testxxx"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := find(tt.part, tt.dir, tt.id); !slices.Equal(got, tt.want) {
				t.Errorf("names %q, want %q", got, tt.want)
			}
		})
	}
	want := "260119M.PlayerNumbers.csv:35:19: table 9, E, round 1: player \"9015095\" has no name, in PlayerNumbers or PlayerNames; left out of the pair's names"
	if len(m.Warnings) != 1 || !strings.HasSuffix(m.Warnings[0].Error(), want) || !errors.Is(m.Warnings[0], formats.ErrMissing) {
		t.Errorf("warnings %v, want one ending %s", m.Warnings, want)
	}
}

// TestMembers checks the member numbers read beside the names: each
// player's Number in PlayerNumbers, in the order of Names; a player left
// out of the names (no name anywhere) is left out of the numbers too.
func TestMembers(t *testing.T) {
	for _, tt := range []struct {
		name, corpus string
		dir          bridge.Direction
		id           string
		names, want  []string
	}{
		{"LBC NS 1", "LBC-2026-01-26", bridge.DirectionNS, "1", []string{"P02726 Tx", "Player04721 Testxx"}, []string{"9011930", "9010003"}},
		{"LBC EW 2", "LBC-2026-01-26", bridge.DirectionEW, "2", []string{"P11464 Testxxxx", "P13610 Testxxxx"}, []string{"9008020", "9003791"}},
		{"260119M EW 9, East without a name", "260119M", bridge.DirectionEW, "9", []string{"P13982 Testxxx"}, []string{"9007620"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := bridgemate.Read(corpusSource(t, tt.corpus), bridgemate.Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, q := range p.Pairs {
				if q.Direction == tt.dir && q.ID == tt.id {
					if !slices.Equal(q.Names, tt.names) || !slices.Equal(q.Members, tt.want) {
						t.Errorf("names %q members %q, want %q %q", q.Names, q.Members, tt.names, tt.want)
					}
					return
				}
			}
			t.Errorf("no pair %s %s", tt.dir, tt.id)
		})
	}
}

// TestHandRecord compares the deals of HandRecord with the PBN hand
// record of the same session (LBC), and documents HandEvaluation: it is
// the PBN's [DoubleDummyTricks] table, seat by seat and strain by strain
// (tricks for the declarer, left-hand opponent on lead), in another order
// of columns.
func TestHandRecord(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(corpus, "commongame-bridgecomposer", "LBC-2026-01-26.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := pbn.Parse("LBC-2026-01-26.pbn", string(data))
	if err != nil {
		t.Fatal(err)
	}
	r, err := f.Session()
	if err != nil {
		t.Fatal(err)
	}
	p, err := bridgemate.Read(corpusSource(t, "LBC-2026-01-26"), bridgemate.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Boards) != len(r.Session.Boards) || len(p.Boards) != 36 {
		t.Fatalf("%d boards, the PBN %d; want 36", len(p.Boards), len(r.Session.Boards))
	}
	for i, b := range p.Boards {
		want := r.Session.Boards[i]
		if b.Number != want.Number || b.Deal != want.Deal || b.Dealer != want.Dealer || b.Vul != want.Vul {
			t.Errorf("board %d: %s dealer %s %s, the PBN's board %d: %s dealer %s %s", b.Number, b.Deal, b.Dealer, b.Vul, want.Number, want.Deal, want.Dealer, want.Vul)
		}
		switch dd := b.HandRecord.DoubleDummyTricks; {
		case dd == nil || want.HandRecord.DoubleDummyTricks == nil:
			t.Errorf("board %d: HandEvaluation %v, the PBN's [DoubleDummyTricks] %v", b.Number, dd, want.HandRecord.DoubleDummyTricks)
		case *dd != *want.HandRecord.DoubleDummyTricks:
			t.Errorf("board %d: HandEvaluation %v, the PBN's [DoubleDummyTricks] %v", b.Number, *dd, *want.HandRecord.DoubleDummyTricks)
		}
	}
}
