package extras_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/awards"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/extras"
	"github.com/protokol-bridge/protokol/compute/handicap"
	"github.com/protokol-bridge/protokol/compute/strata"
)

// q is a figure written in the test.
var q = exact.MustParse

// acbl is the ACBL's open club game as its handbook states it (the
// bundled acbl-club's rule).
func acbl(over awards.Over) *awards.Scale {
	return &awards.Scale{Name: "acbl", Over: over, Rules: []awards.Rule{{
		Type:   "Black",
		Kind:   awards.Ratio,
		First:  []awards.First{{PerTable: q("0.10"), Max: q("1.50"), HasMax: true}},
		Depth:  []awards.Depth{{Fraction: q("0.4"), Round: awards.HalfUp, Of: awards.OfGroup}},
		Ratios: []exact.Q{q("1"), q("0.7"), q("0.5"), q("0.35")},
		Round:  awards.Round{Quantum: q("0.01")},
	}}}
}

// pl is a player with a handicap and a holding ("" for none).
func pl(hcap, holding string) extras.Player {
	var p extras.Player
	if hcap != "" {
		p.Handicap, p.HasHandicap = q(hcap), true
	}
	if holding != "" {
		p.Masterpoints, p.HasMasterpoints = q(holding), true
	}
	return p
}

// ranking is a ranking of contestants "ID:rank[=]:score", each of two
// players at handicap 0 and 500 masterpoints unless players says.
func ranking(name, section string, winners int, tables string, cs ...string) extras.Ranking {
	r := extras.Ranking{Name: name, Section: section, Winners: winners, Tables: q(tables)}
	for _, c := range cs {
		f := strings.Split(c, ":")
		var ct extras.Contestant
		ct.ID = f[0]
		switch {
		case f[1] == "-":
			ct.Unranked = true
		case strings.HasSuffix(f[1], "="):
			ct.Tied = true
			fmt.Sscan(strings.TrimSuffix(f[1], "="), &ct.Rank)
		default:
			fmt.Sscan(f[1], &ct.Rank)
		}
		ct.Score, ct.Boards = q(f[2]), 24
		ct.Players = []extras.Player{pl("0", "500"), pl("0", "500")}
		r.Contestants = append(r.Contestants, ct)
	}
	return r
}

// points are a ranking's contestants' points of the first type, as
// "ID:points".
func points(res *extras.Result, r int) string {
	var out []string
	for c, ct := range res.Event.Rankings[r].Contestants {
		out = append(out, ct.ID+":"+res.Points[r][c][0].Decimal(2))
	}
	return strings.Join(out, " ")
}

// TestHandicapExample: Bridgewebs' worked example, a pair of players at
// −5.2 and +1.9 by the average method (EBUScore's 50 %) with 57.6 %
// scratch is 55.95 % handicapped; by the sum (EBUScore's 100 %) 54.3 %;
// ScoreBridge's handicaps, positive for the strong and subtracted, give
// the same.
func TestHandicapExample(t *testing.T) {
	tests := []struct {
		name    string
		opt     handicap.Options
		players []extras.Player
		want    string
	}{
		{"average", handicap.Options{Method: handicap.Average}, []extras.Player{pl("-5.2", ""), pl("1.9", "")}, "-1.65 55.95 1"},
		{"sum", handicap.Options{Method: handicap.Sum}, []extras.Player{pl("-5.2", ""), pl("1.9", "")}, "-3.3 54.3 1"},
		{"ScoreBridge's sign", handicap.Options{Method: handicap.Average, Sign: handicap.Subtracted}, []extras.Player{pl("5.2", ""), pl("-1.9", "")}, "-1.65 55.95 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := extras.Event{Percent: true, Rankings: []extras.Ranking{ranking("", "", 1, "1", "1:1:57.6", "2:2:54")}}
			ev.Rankings[0].Contestants[0].Players = tt.players
			res, err := extras.Compute(ev, extras.Options{Handicap: &tt.opt})
			if err != nil {
				t.Fatal(err)
			}
			l := res.Handicapped[0].Lines[0]
			if got := fmt.Sprintf("%s %s %d", l.Handicap.Decimal(2), l.Score.Decimal(2), l.Rank); l.Contestant != 0 || got != tt.want {
				t.Errorf("contestant %d: %s, want %s", l.Contestant, got, tt.want)
			}
			if res.Points != nil || res.Groups != nil {
				t.Errorf("awards or strata not asked: %v %v", res.Points, res.Groups)
			}
		})
	}
}

// TestAwards: where a scale's awards are computed and how ties, merged
// rankings, the handicapped places and contestants not ranked count.
func TestAwards(t *testing.T) {
	mitchell := []extras.Ranking{
		ranking("A NS", "A", 2, "5", "1:1:60", "2:2=:55", "3:2=:55", "4:4:50", "5:5:40"),
		ranking("A EW", "A", 2, "5", "6:1:62", "7:2:58", "8:3:51", "9:4:45", "10:-:70"),
	}
	tests := []struct {
		name     string
		rankings []extras.Ranking
		opt      extras.Options
		want     []string // each ranking's points
	}{
		// 5 tables, two winners: 0.50 first, 40 % of 5 pairs = 2 places;
		// 2nd and 3rd tied share (0.35 + 0) / 2; a pair not ranked gets
		// nothing and is not placed.
		{"each ranking, ties share", mitchell, extras.Options{Scale: acbl(awards.OverRanking)},
			[]string{"1:0.5 2:0.18 3:0.18 4:0 5:0", "6:0.5 7:0.35 8:0 9:0 10:0"}},
		// One winner over the section: 9 ranked pairs placed anew by
		// score (6, 1, 7, 2= and 3=, ...), 5 tables: 0.50, 40 % of 10
		// pairs = 4 places; the tied 4th and 5th share 0.18 and 0.
		{"over the section", mitchell, extras.Options{Scale: acbl(awards.OverSection)},
			[]string{"1:0.35 2:0.09 3:0.09 4:0 5:0", "6:0.5 7:0.25 8:0 9:0 10:0"}},
		// The handicapped places: pair 5's players at +25 each make it
		// first of NS (65 %), the tied third and fourth share nothing.
		{"the handicapped places", func() []extras.Ranking {
			rs := []extras.Ranking{ranking("A NS", "A", 2, "5", "1:1:60", "2:2=:55", "3:2=:55", "4:4:50", "5:5:40")}
			rs[0].Contestants[4].Players = []extras.Player{pl("25", "0"), pl("25", "0")}
			return rs
		}(), extras.Options{Scale: acbl(awards.OverRanking), OnHandicap: true, Handicap: &handicap.Options{}},
			[]string{"1:0.35 2:0 3:0 4:0 5:0.5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := extras.Compute(extras.Event{Form: awards.Pairs, Percent: true, Rankings: tt.rankings}, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			for r, want := range tt.want {
				if got := points(res, r); got != want {
					t.Errorf("ranking %d: %s\nwant       %s", r, got, want)
				}
			}
		})
	}
}

// TestStrata: strata by the higher holding, each ranked in the group's
// order, places renumbered, ties kept, awarded per stratum (B: its 7
// pairs, 3½ tables, 0.40 first; C: 5 pairs, 0.30), the largest award
// kept; a player the register gives no holding counts 0, with a warning.
func TestStrata(t *testing.T) {
	r := ranking("", "", 1, "4", "1:1:60", "2:2:58", "3:3=:55", "4:3=:55", "5:5:50", "6:6:48", "7:7:45", "8:8:40")
	for i, h := range []string{"2000", "200", "800", "150", "100", "900", "", "50"} {
		r.Contestants[i].Players = []extras.Player{pl("0", h), pl("0", "10")}
	}
	res, err := extras.Compute(extras.Event{Form: awards.Pairs, Percent: true, Rankings: []extras.Ranking{r}},
		extras.Options{Scale: acbl(awards.OverRanking), Strata: &strata.Config{Limits: []exact.Q{q("300"), q("1000")}}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, st := range res.Groups[0].Strata {
		var ls []string
		for _, l := range st.Lines {
			tie := ""
			if l.Tied {
				tie = "="
			}
			ls = append(ls, fmt.Sprintf("%s%d%s:%s", res.Event.Rankings[0].Contestants[l.Contestant].ID, l.Rank, tie, l.Points[0].Decimal(2)))
		}
		got = append(got, st.Name+" "+st.From.String()+" "+strings.Join(ls, " "))
	}
	want := []string{
		"A 1000 11:0.4 22:0.28 33=:0.1 43=:0.1 55:0 66:0 77:0 88:0",
		"B 300 21:0.4 32=:0.24 42=:0.24 54:0 65:0 76:0 87:0",
		"C 0 21:0.3 42:0.21 53:0 74:0 85:0",
	}
	for i := range want {
		if i >= len(got) || got[i] != want[i] {
			t.Errorf("strata\n%q\nwant\n%q", got, want)
			break
		}
	}
	if p := points(res, 0); p != "1:0.4 2:0.4 3:0.24 4:0.24 5:0 6:0 7:0 8:0" {
		t.Errorf("best awards %s", p)
	}
	if len(res.Warnings) != 1 || res.Warnings[0].Error() != "strata: the field: 7 counted at 0 masterpoints: a player has none in the register" {
		t.Errorf("warnings %v", res.Warnings)
	}
}

// TestErrors: handicaps of an event not in percentages, the handicapped
// places without handicaps; a contestant without handicaps is left out
// of the handicapped ranking, with a warning.
func TestErrors(t *testing.T) {
	ev := extras.Event{Form: awards.Pairs, Rankings: []extras.Ranking{ranking("", "", 1, "2", "1:1:3", "2:2:-3")}}
	if _, err := extras.Compute(ev, extras.Options{Handicap: &handicap.Options{}}); !errors.Is(err, extras.ErrNotPercent) ||
		err.Error() != "handicaps adjust percentages: the event is not scored in matchpoints (want --handicap only with matchpoints)" {
		t.Errorf("IMPs: %v", err)
	}
	ev.Percent = true
	if _, err := extras.Compute(ev, extras.Options{Scale: acbl(awards.OverRanking), OnHandicap: true}); err == nil ||
		err.Error() != "the scale awards the handicapped ranking: handicaps not asked (want --handicap)" {
		t.Errorf("on handicap: %v", err)
	}
	ev.Rankings[0].Contestants[1].Players = []extras.Player{pl("", ""), pl("1", "")}
	res, err := extras.Compute(ev, extras.Options{Handicap: &handicap.Options{}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Handicapped[0].Lines) != 1 || len(res.Warnings) != 1 ||
		res.Warnings[0].Error() != "handicap: the field: 2 left out of the handicapped ranking: a player has no handicap in the register (want one for every player)" {
		t.Errorf("lines %v, warnings %v", res.Handicapped[0].Lines, res.Warnings)
	}
	def := handicap.Options{Missing: q("-5"), HasMissing: true}
	if res, err := extras.Compute(ev, extras.Options{Handicap: &def}); err != nil || len(res.Handicapped[0].Lines) != 2 || len(res.Warnings) != 0 {
		t.Errorf("with a default: %v, %v", res, err)
	}
}

// BenchmarkCompute: a 30-table Mitchell's two directions given awards, a
// handicapped ranking and three strata.
func BenchmarkCompute(b *testing.B) {
	var rs []extras.Ranking
	for d, name := range []string{"NS", "EW"} {
		var cs []string
		for i := range 30 {
			cs = append(cs, fmt.Sprintf("%d:%d:%d", 100*d+i, i+1, 70-i))
		}
		r := ranking(name, "A", 2, "30", cs...)
		for i := range r.Contestants {
			r.Contestants[i].Players = []extras.Player{pl("-2", fmt.Sprint(i*97%2000)), pl("1.5", "10")}
		}
		rs = append(rs, r)
	}
	ev := extras.Event{Form: awards.Pairs, Percent: true, Rankings: rs}
	opt := extras.Options{Scale: acbl(awards.OverRanking), Handicap: &handicap.Options{},
		Strata: &strata.Config{Limits: []exact.Q{q("300"), q("1000")}}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := extras.Compute(ev, opt); err != nil {
			b.Fatal(err)
		}
	}
}
