package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/ddtables"
	"github.com/protokol-bridge/protokol/internal/gen"
)

// bigHandRecord writes a generated 27-board session whose hand record
// holds 200 deals (boards 28..200 played by nobody), without double-dummy
// tags; deals are the played boards' deals.
func bigHandRecord(t *testing.T, dir string) (hands, trav string, played []bridge.Deal) {
	t.Helper()
	s := gen.Generate(gen.Config{Seed: 71, Tables: 9, Boards: 27})
	for n := 1; n <= 27; n++ {
		played = append(played, s.Deals[n])
	}
	rng := rand.New(rand.NewPCG(71, 200))
	for n := 28; n <= 200; n++ {
		s.Deals[n] = gen.RandomDeal(rng)
	}
	var h, tr bytes.Buffer
	if err := s.WritePBN(&h); err != nil {
		t.Fatal(err)
	}
	if err := s.WriteTravellersCSV(&tr); err != nil {
		t.Fatal(err)
	}
	hands, trav = filepath.Join(dir, "hands.pbn"), filepath.Join(dir, "trav.csv")
	if err := os.WriteFile(hands, h.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(trav, tr.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return hands, trav, played
}

// teamsHandRecord writes a generated team event and a hand record that
// adds 40 deals nobody played (boards 101..140).
func teamsHandRecord(t *testing.T, dir string) (event, hands string, played int) {
	t.Helper()
	ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 72, Teams: 4})
	var e, h bytes.Buffer
	if err := ev.WritePBN(&e); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(72, 140))
	h.WriteString("% PBN 2.1\r\n")
	for n := 101; n <= 140; n++ {
		d := gen.RandomDeal(rng)
		h.WriteString("\r\n[Board \"" + strconv.Itoa(n) + "\"]\r\n[Deal \"" + d.StringFrom(bridge.Dealer(n)) + "\"]\r\n")
	}
	event, hands = filepath.Join(dir, "event.pbn"), filepath.Join(dir, "extra.pbn")
	if err := os.WriteFile(event, e.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(hands, h.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return event, hands, len(ev.Deals)
}

// protokol score solves only the boards its outputs show: of a hand record
// of 200 deals with 27 played, the 27 (each deal once, and only those go
// into the cache folder). Before, every deal of the hand record was solved:
// 200. protokol dd still solves every deal it is given.
func TestDDSolvesShownBoards(t *testing.T) {
	dir := t.TempDir()
	hands, trav, played := bigHandRecord(t, dir)
	event, extra, matchBoards := teamsHandRecord(t, dir)
	var solved []bridge.Deal
	t.Cleanup(func() { ddtables.SolveEach = dd.SolveEach })
	ddtables.SolveEach = func(deals []bridge.Deal, jobs int, done func(int, dd.Table, error)) {
		solved = append(solved, deals...)
		for i := range deals {
			var tb dd.Table
			for s := range tb {
				for st := range tb[s] {
					tb[s][st] = 6 + int8(s%2) // NS 6, EW 7 tricks in every strain
				}
			}
			done(i, tb, nil)
		}
	}
	pairsFiles, teamFiles := []string{hands, trav}, []string{event, extra}
	for _, tt := range []struct {
		name   string
		args   []string
		files  []string
		cached bool // args name the cache folder dir/cache-<name>
		want   int  // deals solved: the played ones, or all 200
		pages  int  // boards with a table in results.json; 0 for dd
	}{
		{"score without a cache", []string{"score", "-q", "--format", "json", "--dd", "solve", "--dd-cache", "off"}, pairsFiles, false, 27, 27},
		{"score with a cache folder", []string{"score", "-q", "--format", "json,pbn", "--dd", "solve"}, pairsFiles, true, 27, 27},
		{"score of a team event", []string{"score", "-q", "--format", "json", "--dd", "solve", "--dd-cache", "off"}, teamFiles, false, matchBoards, matchBoards},
		{"dd solves every deal given", []string{"dd", "-q", "--format", "json", "--dd-cache", "off"}, []string{hands}, false, 200, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			solved = nil
			out := filepath.Join(dir, "out-"+tt.name)
			args := tt.args
			cache := filepath.Join(dir, "cache-"+tt.name)
			if tt.cached {
				args = append(args, "--dd-cache", cache)
			}
			if args[0] == "score" {
				args = append(args, "--out", out)
			}
			args = append(args, tt.files...)
			code, _, stderr := run(t, args...)
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			if len(solved) != tt.want {
				t.Errorf("%d deals solved, want %d", len(solved), tt.want)
			}
			if len(tt.files) == 2 && tt.files[0] == hands {
				for i, d := range played {
					if !slices.Contains(solved, d) {
						t.Errorf("board %d's deal was not solved", i+1)
					}
				}
			}
			if tt.cached {
				if entries, err := os.ReadDir(cache); err != nil || len(entries) != 27 {
					t.Errorf("the cache holds %d tables (%v), want 27", len(entries), err)
				}
			}
			if tt.pages > 0 {
				doc := readDDResults(t, out)
				n := 0
				for _, b := range doc.Boards {
					if b.DD != nil && b.Par != nil {
						n++
					}
				}
				if len(doc.Boards) != tt.pages || n != tt.pages {
					t.Errorf("results.json: %d boards, %d with a table; want %d, all", len(doc.Boards), n, tt.pages)
				}
			}
		})
	}
}
