package main

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"
)

// brianDir is one session of Welwyn Garden City Bridge Club (13 pairs, 24
// boards, 6 results a board) as Bridgewebs publishes its hand record and
// raw results (hands.pbn) and as BriAn, the program that scored it, wrote
// its matchpoints (usebio.xml).
var brianDir = filepath.Join("..", "..", "testdata", "corpus", "usebio", "brian-bridgewebs")

// brianFigures are BriAn's published figures: each traveller line's
// matchpoints ("board ns ew" → "nsMP ewMP" with one decimal), and each
// pair's place and percentage.
type brianFigures struct {
	lines map[string]string
	pairs map[string]string // pair → "place percentage", the percentage rounded to 2 decimals
}

func readBriAn(t *testing.T) brianFigures {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(brianDir, "usebio.xml"))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Pairs []struct {
			Number  string `xml:"PAIR_NUMBER"`
			Place   string `xml:"PLACE"`
			Percent string `xml:"PERCENTAGE"`
		} `xml:"EVENT>PARTICIPANTS>PAIR"`
		Boards []struct {
			Number string `xml:"BOARD_NUMBER"`
			Lines  []struct {
				NS   string `xml:"NS_PAIR_NUMBER"`
				EW   string `xml:"EW_PAIR_NUMBER"`
				NSMP string `xml:"NS_MATCH_POINTS"`
				EWMP string `xml:"EW_MATCH_POINTS"`
			} `xml:"TRAVELLER_LINE"`
		} `xml:"EVENT>BOARD"`
	}
	dec := xml.NewDecoder(strings.NewReader(string(data)))
	dec.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return charmap.ISO8859_1.NewDecoder().Reader(r), nil }
	if err := dec.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	f := brianFigures{lines: map[string]string{}, pairs: map[string]string{}}
	for _, b := range doc.Boards {
		for _, l := range b.Lines {
			f.lines[b.Number+" "+l.NS+" "+l.EW] = l.NSMP + " " + l.EWMP
		}
	}
	for _, p := range doc.Pairs {
		pc, err := strconv.ParseFloat(p.Percent, 64)
		if err != nil {
			t.Fatal(err)
		}
		f.pairs[p.Number] = fmt.Sprintf("%s %.2f", p.Place, pc)
	}
	if len(f.lines) != 144 || len(f.pairs) != 13 {
		t.Fatalf("BriAn: %d lines, %d pairs; want 144 and 13", len(f.lines), len(f.pairs))
	}
	return f
}

// TestBridgewebsBriAn scores Bridgewebs' PBN of the session (its raw
// results: a pass-out written PO, doubled contracts 3S*, and on board 21
// an average written A in the Contract, Declarer and Result cells, which
// used to refuse the file: `Contract "PO": level out of range`) and
// compares protokol's matchpoints, percentages and places with BriAn's.
//
// BriAn does not factor board 21, where one table has the average: its
// five results are matchpointed among themselves (top 8: 8, 6, 4, 2, 0),
// the average is 4 of 8 to each pair, and a pair's percentage is its
// matchpoints over the tops of the boards it played (pair 1: 129 of
// 20×10+8 = 208, 62.02 %). protokol factors that board with Neuberg to
// the full top 10 (9.8, 7.4, 5, 2.6, 0.2, scoring.md §4.5), so by default
// the other 138 lines match and board 21's six do not, nor the
// percentages of the 12 pairs that played it; the places are BriAn's
// but for its tie 9= (46.22 %), which Neuberg splits. With --factoring
// none protokol matchpoints board 21 as BriAn does, and gives the
// average 50 % of the board's own top, 4 of 8, as BriAn does (the
// "available matchpoints" of Law 12C2 on a board not factored): all 144
// lines, 13 percentages and 13 places (9= included) match. (It gave 5 of
// 10, 50 % of the full top, before: pair 14 had 113 of 210, 53.81 %,
// where BriAn has 112 of 208, 53.85 %, and pair 3 44.76 % for 44.71 %.)
func TestBridgewebsBriAn(t *testing.T) {
	brian := readBriAn(t)
	hands := filepath.Join(brianDir, "hands.pbn")
	warning := "warning: " + hands + `:941:11: board 21: [ScoreTable] row 2: contract, declarer and result "A": Bridgewebs' average for both pairs (A), scored as published by the file` + "\n"
	if r := runApp(t, "check", hands); r.code != 0 || r.stdout != "ok: 1 file: 24 boards (24 deals), 144 results, 1 section, 13 pairs; matchpoints (the input's [Scoring \"MP\"] at "+hands+":46:10)\n" || r.stderr != warning {
		t.Fatalf("check: exit %d, stdout %q, stderr\n%s\nwant exit 0 and\n%s", r.code, r.stdout, r.stderr, warning)
	}
	for _, tt := range []struct {
		name                   string
		args                   []string
		lines, percents, place int
		differ                 []string // the lines and pairs that do not match
	}{
		{"neuberg (default)", nil, 138, 1, 11, []string{
			"21 1 10: 9.8 0.2, BriAn 8.0 0.0", "21 2 12: 0.2 9.8, BriAn 0.0 8.0", "21 3 14: 5 5, BriAn 4.0 4.0",
			"21 4 9: 2.6 7.4, BriAn 2.0 6.0", "21 5 11: 5 5, BriAn 4.0 4.0", "21 6 13: 7.4 2.6, BriAn 6.0 2.0",
			"pair 1: 1 62.29, BriAn 1 62.02", "pair 10: 11 45.08, BriAn 11 45.38", "pair 11: 2 60.42, BriAn 2 60.50",
			"pair 12: 4 52.83, BriAn 4 52.52", "pair 13: 10 46.08, BriAn 9= 46.22", "pair 14: 3 53.81, BriAn 3 53.85",
			"pair 2: 6 48.19, BriAn 6 48.56", "pair 3: 12 44.76, BriAn 12 44.71", "pair 4: 7 47.90, BriAn 7 48.08",
			"pair 5: 13 43.81, BriAn 13 43.75", "pair 6: 5 50.67, BriAn 5 50.48", "pair 9: 9 46.42, BriAn 9= 46.22",
		}},
		{"factoring none", []string{"--factoring", "none"}, 144, 13, 13, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			args := append([]string{"score", "-q", "--dd", "off", "--format", "json", "--out", out}, tt.args...)
			if r := runApp(t, append(args, hands)...); r.code != 0 {
				t.Fatalf("score: exit %d\n%s", r.code, r.stderr)
			}
			doc, err := os.ReadFile(filepath.Join(out, "results.json"))
			if err != nil {
				t.Fatal(err)
			}
			var res struct {
				Boards []struct {
					Board   int `json:"board"`
					Results []struct {
						NS   string  `json:"ns"`
						EW   string  `json:"ew"`
						MPNS float64 `json:"mp_ns"`
						MPEW float64 `json:"mp_ew"`
					} `json:"results"`
				} `json:"boards"`
				Rankings []struct {
					Rows []struct {
						Rank    int     `json:"rank"`
						Tied    bool    `json:"tied"`
						Pair    string  `json:"pair"`
						Percent float64 `json:"percent"`
					} `json:"rows"`
				} `json:"rankings"`
			}
			if err := json.Unmarshal(doc, &res); err != nil {
				t.Fatal(err)
			}
			var differ []string
			lines, percents, places, n := 0, 0, 0, 0
			for _, b := range res.Boards {
				for _, r := range b.Results {
					n++
					key := fmt.Sprintf("%d %s %s", b.Board, r.NS, r.EW)
					want := brian.lines[key]
					ns, _ := strconv.ParseFloat(strings.Fields(want + " x x")[0], 64)
					ew, _ := strconv.ParseFloat(strings.Fields(want + " x x")[1], 64)
					if want != "" && ns == r.MPNS && ew == r.MPEW {
						lines++
						continue
					}
					differ = append(differ, fmt.Sprintf("%s: %v %v, BriAn %s", key, r.MPNS, r.MPEW, want))
				}
			}
			for _, rk := range res.Rankings {
				for _, r := range rk.Rows {
					place := strconv.Itoa(r.Rank)
					if r.Tied {
						place += "="
					}
					wantPlace, wantPct, _ := strings.Cut(brian.pairs[r.Pair], " ")
					pct := fmt.Sprintf("%.2f", r.Percent)
					if place == wantPlace {
						places++
					}
					if pct == wantPct {
						percents++
					}
					if place != wantPlace || pct != wantPct {
						differ = append(differ, fmt.Sprintf("pair %s: %s %s, BriAn %s", r.Pair, place, pct, brian.pairs[r.Pair]))
					}
				}
			}
			slices.Sort(differ)
			slices.Sort(tt.differ)
			if n != 144 || lines != tt.lines || percents != tt.percents || places != tt.place || strings.Join(differ, "\n") != strings.Join(tt.differ, "\n") {
				t.Errorf("%d lines, %d of them BriAn's; %d percentages and %d places of 13 BriAn's; want 144, %d, %d, %d. Differences:\n%s\nwant:\n%s",
					n, lines, percents, places, tt.lines, tt.percents, tt.place, strings.Join(differ, "\n"), strings.Join(tt.differ, "\n"))
			}
		})
	}
}
