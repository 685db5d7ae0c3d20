package score_test

// The contract score checked against an oracle built independently from
// shared/spec/scoring.md §3 (internal/oracle: literal per-trick tables, one
// trick at a time), exhaustively, and against every worked example of the
// specification written out as a literal row.

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/score"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

var editions = []struct {
	score  score.Edition
	oracle oracle.Edition
}{
	{score.Laws2017, oracle.Laws2017},
	{score.Laws1987, oracle.Laws1987},
	{score.Pre1987, oracle.Pre1987},
}

var doublings = []bridge.Doubling{bridge.Undoubled, bridge.Doubled, bridge.Redoubled}

func vulText(v bool) string {
	if v {
		return "vul"
	}
	return "nv"
}

// TestDeclarerExhaustive compares score.Declarer with the oracle on every
// level × strain × doubling × vulnerability × tricks × edition:
// 7 × 5 × 3 × 2 × 14 × 3 = 8820 cases.
func TestDeclarerExhaustive(t *testing.T) {
	cases, bad := 0, 0
	for _, ed := range editions {
		for level := 1; level <= 7; level++ {
			for _, strain := range bridge.Strains {
				for _, dbl := range doublings {
					for _, vul := range []bool{false, true} {
						for tricks := 0; tricks <= 13; tricks++ {
							c := bridge.Contract{Level: level, Strain: strain, Doubling: dbl}
							want, err := oracle.Declarer(c, tricks, vul, ed.oracle)
							if err != nil {
								t.Fatalf("oracle: %s %s %d tricks: %v", c, vulText(vul), tricks, err)
							}
							got, err := score.Declarer(c, tricks, vul, ed.score)
							cases++
							if err != nil || got != want {
								bad++
								if bad <= 20 {
									t.Errorf("Declarer(%s, %d tricks, %s, %s) = %d, %v; oracle %d",
										c, tricks, vulText(vul), ed.score, got, err, want)
								}
							}
						}
					}
				}
			}
		}
	}
	if cases != 8820 {
		t.Errorf("checked %d cases, want 8820", cases)
	}
	if bad > 0 {
		t.Errorf("%d of %d cases disagree", bad, cases)
	}
}

// TestNSExhaustive compares score.NS with the oracle for every declarer
// seat and board vulnerability as well: 8820 × 4 × 4 / 2 = 70560 cases.
func TestNSExhaustive(t *testing.T) {
	vuls := []bridge.Vul{bridge.VulNone, bridge.VulNS, bridge.VulEW, bridge.VulAll}
	bad := 0
	for _, ed := range editions {
		for level := 1; level <= 7; level++ {
			for _, strain := range bridge.Strains {
				for _, dbl := range doublings {
					for _, seat := range bridge.Seats {
						for _, vul := range vuls {
							for tricks := 0; tricks <= 13; tricks++ {
								p := bridge.Play{Contract: bridge.Contract{Level: level, Strain: strain, Doubling: dbl}, Declarer: seat, Tricks: tricks}
								want, err := oracle.NS(p, vul, ed.oracle)
								if err != nil {
									t.Fatalf("oracle: %s on %s: %v", p, vul, err)
								}
								got, err := score.NS(p, vul, ed.score)
								if err != nil || got != want {
									bad++
									if bad <= 20 {
										t.Errorf("NS(%s, %s, %s) = %d, %v; oracle %d", p, vul, ed.score, got, err, want)
									}
								}
							}
						}
					}
				}
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d cases disagree", bad)
	}
}

func contract(text string) bridge.Contract {
	c, err := bridge.ParseContract(text)
	if err != nil {
		panic(err)
	}
	return c
}

// workedExamples is the table of §3.5, row by row (declarer's score, 2017
// table).
var workedExamples = []struct {
	contract string
	vul      bool
	tricks   int
	want     int
}{
	{"1C", false, 7, 70},
	{"2S", true, 10, 170},
	{"2NT", true, 9, 150},
	{"4D", true, 11, 150},
	{"3NT", false, 9, 400},
	{"3NT", true, 10, 630},
	{"4H", false, 10, 420},
	{"5D", true, 12, 620},
	{"4NT", false, 10, 430},
	{"6C", false, 12, 920},
	{"6H", true, 12, 1430},
	{"6NT", false, 13, 1020},
	{"7NT", true, 13, 2220},
	{"7D", false, 13, 1440},
	{"1CX", false, 7, 140},
	{"1HX", false, 7, 160},
	{"2HX", false, 8, 470},
	{"2DX", true, 9, 380},
	{"1NTX", true, 8, 380},
	{"3DX", true, 9, 670},
	{"4SX", true, 10, 790},
	{"7CX", true, 13, 2330},
	{"1CXX", false, 7, 230},
	{"1DXX", true, 9, 1030},
	{"1NTXX", false, 10, 1160},
	{"2SXX", false, 8, 640},
	{"7NTXX", true, 13, 2980},
	{"4S", false, 9, -50},
	{"7NT", false, 0, -650},
	{"4HX", false, 6, -800},
	{"7NTX", false, 0, -3500},
	{"6HX", true, 8, -1100},
	{"7SX", true, 0, -3800},
	{"3CXX", false, 7, -600},
	{"4HXX", false, 6, -1600},
	{"6NTXX", true, 8, -2200},
}

func TestWorkedExamples(t *testing.T) {
	if len(workedExamples) != 36 {
		t.Fatalf("%d rows, want the 36 of §3.5", len(workedExamples))
	}
	for _, tc := range workedExamples {
		c := contract(tc.contract)
		t.Run(fmt.Sprintf("%s %s %d", c.Symbol(), vulText(tc.vul), tc.tricks), func(t *testing.T) {
			got, err := score.Declarer(c, tc.tricks, tc.vul, score.Laws2017)
			if err != nil || got != tc.want {
				t.Errorf("score.Declarer = %d, %v; want %d", got, err, tc.want)
			}
			if o, _ := oracle.Declarer(c, tc.tricks, tc.vul, oracle.Laws2017); o != tc.want {
				t.Errorf("oracle = %d; want %d (the oracle is wrong)", o, tc.want)
			}
		})
	}
}

// TestEditions is the example of §3.4, for every edition.
func TestEditions(t *testing.T) {
	tests := []struct {
		name     string
		contract string
		vul      bool
		tricks   int
		want     [3]int // 2017, 1987, pre1987
	}{
		{"redoubled insult", "1CXX", false, 7, [3]int{230, 180, 180}},
		{"doubled NV 4 down", "4SX", false, 6, [3]int{-800, -800, -700}},
		{"redoubled NV 4 down", "4SXX", false, 6, [3]int{-1600, -1600, -1400}},
		{"doubled V 4 down unchanged", "4SX", true, 6, [3]int{-1100, -1100, -1100}},
		{"doubled NV 3 down unchanged", "4SX", false, 7, [3]int{-500, -500, -500}},
		{"doubled insult unchanged", "2HX", false, 8, [3]int{470, 470, 470}},
		{"redoubled V made with overtricks", "2NTXX", true, 10, [3]int{1680, 1630, 1630}},
	}
	for _, tc := range tests {
		for i, ed := range editions {
			t.Run(tc.name+"/"+ed.score.String(), func(t *testing.T) {
				c := contract(tc.contract)
				got, err := score.Declarer(c, tc.tricks, tc.vul, ed.score)
				if err != nil || got != tc.want[i] {
					t.Errorf("score.Declarer(%s, %d, %s, %s) = %d, %v; want %d", c, tc.tricks, vulText(tc.vul), ed.score, got, err, tc.want[i])
				}
				if o, _ := oracle.Declarer(c, tc.tricks, tc.vul, ed.oracle); o != tc.want[i] {
					t.Errorf("oracle = %d; want %d (the oracle is wrong)", o, tc.want[i])
				}
			})
		}
	}
}

// TestUndertrickTable is the table of §3.2 (2017), checked with 7NT so that
// every number of undertricks up to 13 is possible.
func TestUndertrickTable(t *testing.T) {
	undertricks := []int{1, 2, 3, 4, 5, 6, 7, 13}
	rows := []struct {
		name string
		dbl  bridge.Doubling
		vul  bool
		want []int
	}{
		{"undoubled NV", bridge.Undoubled, false, []int{50, 100, 150, 200, 250, 300, 350, 650}},
		{"undoubled V", bridge.Undoubled, true, []int{100, 200, 300, 400, 500, 600, 700, 1300}},
		{"doubled NV", bridge.Doubled, false, []int{100, 300, 500, 800, 1100, 1400, 1700, 3500}},
		{"doubled V", bridge.Doubled, true, []int{200, 500, 800, 1100, 1400, 1700, 2000, 3800}},
		{"redoubled NV", bridge.Redoubled, false, []int{200, 600, 1000, 1600, 2200, 2800, 3400, 7000}},
		{"redoubled V", bridge.Redoubled, true, []int{400, 1000, 1600, 2200, 2800, 3400, 4000, 7600}},
	}
	for _, row := range rows {
		for i, u := range undertricks {
			t.Run(fmt.Sprintf("%s/%d down", row.name, u), func(t *testing.T) {
				// Every strain: undertricks do not depend on it.
				for _, strain := range bridge.Strains {
					c := bridge.Contract{Level: 7, Strain: strain, Doubling: row.dbl}
					got, err := score.Declarer(c, 13-u, row.vul, score.Laws2017)
					if err != nil || got != -row.want[i] {
						t.Errorf("score.Declarer(%s, %d) = %d, %v; want %d", c, 13-u, got, err, -row.want[i])
					}
					if o, _ := oracle.Declarer(c, 13-u, row.vul, oracle.Laws2017); o != -row.want[i] {
						t.Errorf("oracle(%s, %d) = %d; want %d (the oracle is wrong)", c, 13-u, o, -row.want[i])
					}
				}
			})
		}
	}
}

// TestNSExamples is §3.6 and the pass-out of §3.3.
func TestNSExamples(t *testing.T) {
	tests := []struct {
		name string
		play bridge.Play
		vul  bridge.Vul
		want int
	}{
		{"board 3, 4S by W making 11", bridge.Play{Contract: contract("4S"), Declarer: bridge.West, Tricks: 11}, bridge.VulEW, -650},
		{"board 3, 3NT by N 8 tricks", bridge.Play{Contract: contract("3NT"), Declarer: bridge.North, Tricks: 8}, bridge.VulEW, -50},
		{"4S by S making 10, NS vul", bridge.Play{Contract: contract("4S"), Declarer: bridge.South, Tricks: 10}, bridge.VulNS, 620},
		{"4S by E making 10, NS vul", bridge.Play{Contract: contract("4S"), Declarer: bridge.East, Tricks: 10}, bridge.VulNS, -420},
		{"3NTX by N 2 down, All", bridge.Play{Contract: contract("3NTX"), Declarer: bridge.North, Tricks: 7}, bridge.VulAll, -500},
		{"3NTX by E 2 down, All", bridge.Play{Contract: contract("3NTX"), Declarer: bridge.East, Tricks: 7}, bridge.VulAll, 500},
		{"pass-out", bridge.Play{Contract: bridge.PassOut}, bridge.VulAll, 0},
		{"pass-out, declarer and tricks meaningless", bridge.Play{Contract: bridge.PassOut, Declarer: bridge.West, Tricks: 9}, bridge.VulNone, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, ed := range editions {
				got, err := score.NS(tc.play, tc.vul, ed.score)
				if err != nil || got != tc.want {
					t.Errorf("score.NS(%s, %s, %s) = %d, %v; want %d", tc.play, tc.vul, ed.score, got, err, tc.want)
				}
			}
		})
	}
	// Board 3 is EW vulnerable (§2).
	if _, v := oracle.DealerVul(3); v != bridge.VulEW {
		t.Errorf("board 3 vulnerability %s, want EW", v)
	}
}

func TestPassOut(t *testing.T) {
	for _, ed := range editions {
		for _, vul := range []bool{false, true} {
			got, err := score.Declarer(bridge.PassOut, 0, vul, ed.score)
			if err != nil || got != 0 {
				t.Errorf("Declarer(PASS, %s, %s) = %d, %v; want 0", vulText(vul), ed.score, got, err)
			}
		}
	}
}

// TestErrors checks that inputs out of range are refused with the right
// sentinel and a message naming the offending value.
func TestErrors(t *testing.T) {
	tests := []struct {
		name     string
		contract bridge.Contract
		tricks   int
		want     error
		mention  string // the message names the offending value
	}{
		// Level 0 is a pass-out; with a strain or a doubling it is a
		// malformed pass-out (bridge.Contract.Validate), not a level out of
		// range.
		{"level 0 with a strain", bridge.Contract{Level: 0, Strain: bridge.Spades}, 7, bridge.ErrContract, "pass-out"},
		{"level 0 doubled", bridge.Contract{Level: 0, Doubling: bridge.Doubled}, 7, bridge.ErrContract, "pass-out"},
		{"level 8", bridge.Contract{Level: 8, Strain: bridge.NoTrump}, 13, bridge.ErrLevel, "8"},
		{"level -1", bridge.Contract{Level: -1, Strain: bridge.Clubs}, 7, bridge.ErrLevel, "-1"},
		{"tricks -1", bridge.Contract{Level: 4, Strain: bridge.Spades}, -1, bridge.ErrTricks, "-1"},
		{"tricks 14", bridge.Contract{Level: 4, Strain: bridge.Spades}, 14, bridge.ErrTricks, "14"},
		{"tricks 14 for 7NTXX", bridge.Contract{Level: 7, Strain: bridge.NoTrump, Doubling: bridge.Redoubled}, 14, bridge.ErrTricks, "14"},
		{"strain 5", bridge.Contract{Level: 1, Strain: 5}, 7, bridge.ErrStrain, "5"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, ed := range editions {
				got, err := score.Declarer(tc.contract, tc.tricks, false, ed.score)
				if !errors.Is(err, tc.want) {
					t.Fatalf("Declarer(%+v, %d) = %d, %v; want an error wrapping %q", tc.contract, tc.tricks, got, err, tc.want)
				}
				if !strings.Contains(err.Error(), tc.mention) {
					t.Errorf("message %q does not name %s", err, tc.mention)
				}
				if _, oerr := oracle.Declarer(tc.contract, tc.tricks, false, ed.oracle); !errors.Is(oerr, tc.want) {
					t.Errorf("oracle error %v, want %q", oerr, tc.want)
				}
				// The same through NS, declarer N.
				p := bridge.Play{Contract: tc.contract, Declarer: bridge.North, Tricks: tc.tricks}
				if _, err := score.NS(p, bridge.VulNone, ed.score); !errors.Is(err, tc.want) {
					t.Errorf("NS(%+v) error %v, want %q", p, err, tc.want)
				}
			}
		})
	}
}
