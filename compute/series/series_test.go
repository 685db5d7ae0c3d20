package series_test

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/series"
)

// ses makes a session from entries written "a b @2 %55.5 #A": the players'
// keys, then @place, %percentage, =total, ^VPs, #section, !field.
func ses(id string, entries ...string) series.Session {
	s := series.Session{ID: id}
	for _, text := range entries {
		var e series.Entry
		for _, w := range strings.Fields(text) {
			switch w[0] {
			case '@':
				e.Place, _ = strconv.Atoi(w[1:])
			case '%':
				e.Percent, e.Has = q(w[1:]), e.Has|series.Percent
			case '=':
				e.Total, e.Has = q(w[1:]), e.Has|series.Total
			case '^':
				e.VP, e.Has = q(w[1:]), e.Has|series.VP
			case '#':
				e.Section = w[1:]
			case '!':
				e.Field = w[1:]
			default:
				e.Members = append(e.Members, w)
			}
		}
		s.Entries = append(s.Entries, e)
	}
	return s
}

// q is a figure written in the test.
var q = exact.MustParse

func qs(s ...string) []exact.Q {
	out := make([]exact.Q, len(s))
	for i, x := range s {
		out[i] = q(x)
	}
	return out
}

// show writes a table one row a line: "rank key total played/counted
// cells", a cell "points" with "*" when it counts, "-" when not played.
func show(t *series.Table) string {
	var b strings.Builder
	for _, r := range t.Rows {
		place := "-"
		if r.Ranked() {
			place = strconv.Itoa(r.Rank)
			if r.Tied {
				place += "="
			}
		}
		fmt.Fprintf(&b, "%s %s %s %d/%d", place, r.Key, r.Total.Decimal(4), r.Played, r.Counted)
		for _, c := range r.Cells {
			switch {
			case !c.Played:
				b.WriteString(" -")
			case c.Counts:
				b.WriteString(" " + c.Points.Decimal(4) + "*")
			default:
				b.WriteString(" " + c.Points.Decimal(4))
			}
		}
		b.WriteString("\n")
	}
	for _, w := range t.Warnings {
		b.WriteString("warning: " + w.String() + "\n")
	}
	return b.String()
}

var moscowOne = series.PlaceTable{Sections: 1, Places: qs("20", "17", "15", "13", "12", "11", "10", "9", "8", "7", "6", "5", "4", "3", "2"), Rest: q("1"), HasRest: true}

func TestCompute(t *testing.T) {
	place := series.Points{Kind: series.ByPlace, Tables: []series.PlaceTable{moscowOne}}
	tests := []struct {
		name     string
		rules    series.Rules
		sessions []series.Session
		want     string
	}{
		{
			name:  "shared places share their points",
			rules: series.Rules{Unit: series.Pairs, Points: place},
			sessions: []series.Session{ses("1",
				"a b @1", "c d @2", "e f @2", "g h @4")},
			want: "1 a+b 20 1/1 20*\n2= c+d 16 1/1 16*\n2= e+f 16 1/1 16*\n4 g+h 13 1/1 13*\n",
		},
		{
			name:  "beyond the table: rest",
			rules: series.Rules{Unit: series.Pairs, Points: place},
			sessions: []series.Session{ses("1", "a b @1", "c d @2", "e f @3", "g h @4", "i j @5", "k l @6", "m n @7", "o p @8",
				"q r @9", "s t @10", "u v @11", "w x @12", "y z @13", "aa ab @14", "ac ad @15", "ae af @16", "ag ah @16")},
			want: "1 a+b 20 1/1 20*\n2 c+d 17 1/1 17*\n3 e+f 15 1/1 15*\n4 g+h 13 1/1 13*\n5 i+j 12 1/1 12*\n6 k+l 11 1/1 11*\n" +
				"7 m+n 10 1/1 10*\n8 o+p 9 1/1 9*\n9 q+r 8 1/1 8*\n10 s+t 7 1/1 7*\n11 u+v 6 1/1 6*\n12 w+x 5 1/1 5*\n" +
				"13 y+z 4 1/1 4*\n14 aa+ab 3 1/1 3*\n15 ac+ad 2 1/1 2*\n16= ae+af 1 1/1 1*\n16= ag+ah 1 1/1 1*\n",
		},
		{
			name: "a table per section; beyond a table without rest",
			rules: series.Rules{Unit: series.Pairs, Points: series.Points{Kind: series.ByPlace, Tables: []series.PlaceTable{
				moscowOne,
				{Sections: 2, Section: 1, Places: qs("20", "17")},
				{Sections: 2, Section: 2, Places: qs("13", "11"), Rest: q("1"), HasRest: true},
			}}},
			sessions: []series.Session{ses("1", "a b @1 #A", "c d @2 #A", "e f @3 #A", "g h @1 #B", "i j @2 #B", "k l @3 #B")},
			want: "1 a+b 20 1/1 20*\n2 c+d 17 1/1 17*\n3 g+h 13 1/1 13*\n4 i+j 11 1/1 11*\n5 k+l 1 1/1 1*\n6 e+f 0 1/1 0*\n" +
				"warning: session 1: e & f: place 3 is beyond the table of 2 places: 0 points\n",
		},
		{
			name: "the sections' order given",
			rules: series.Rules{Unit: series.Pairs, Points: series.Points{Kind: series.ByPlace, Tables: []series.PlaceTable{
				{Sections: 2, Section: 1, Places: qs("20")}, {Sections: 2, Section: 2, Places: qs("13")},
			}}},
			sessions: []series.Session{{ID: "1", Sections: []string{"B", "A"}, Entries: ses("", "a b @1 #A", "c d @1 #B").Entries}},
			want:     "1 c+d 20 1/1 20*\n2 a+b 13 1/1 13*\n",
		},
		{
			name: "a table by the field's size",
			rules: series.Rules{Unit: series.Pairs, Points: series.Points{Kind: series.ByPlace, Tables: []series.PlaceTable{
				{MaxField: 2, Places: qs("5", "1")}, {MinField: 3, Places: qs("10", "6", "2")},
			}}},
			sessions: []series.Session{ses("1", "a b @1 #A", "c d @2 #A", "e f @1 #B", "g h @2 #B", "i j @3 #B")},
			want:     "1 e+f 10 1/1 10*\n2 g+h 6 1/1 6*\n3 a+b 5 1/1 5*\n4 i+j 2 1/1 2*\n5 c+d 1 1/1 1*\n",
		},
		{
			name: "formula: 1.5 × pairs down to 1, bonuses 3-2-1, shared, rounded up",
			rules: series.Rules{Unit: series.Pairs, Points: series.Points{Kind: series.ByFormula, Round: series.Up,
				Formula: series.Formula{First: q("1.5"), Last: q("1"), Bonus: qs("3", "2", "1")}}},
			// N = 5: 7.5, 5.875, 4.25, 2.625, 1; + 3, 2, 1: 10.5 → 11;
			// tied 2nd-3rd: (7.875 + 5.25)/2 = 6.5625 → 7; 2.625 → 3; 1.
			sessions: []series.Session{ses("1", "a b @1", "c d @2", "e f @2", "g h @4", "i j @5")},
			want:     "1 a+b 11 1/1 11*\n2= c+d 7 1/1 7*\n2= e+f 7 1/1 7*\n4 g+h 3 1/1 3*\n5 i+j 1 1/1 1*\n",
		},
		{
			name:     "formula: a field of one",
			rules:    series.Rules{Unit: series.Pairs, Points: series.Points{Kind: series.ByFormula, Formula: series.Formula{First: q("1.5"), Last: q("1")}}},
			sessions: []series.Session{ses("1", "a b @1")},
			want:     "1 a+b 1.5 1/1 1.5*\n",
		},
		{
			name:  "players change partners; pairs are partnerships",
			rules: series.Rules{Unit: series.Pairs, Points: series.Points{Kind: series.ByPercent}},
			sessions: []series.Session{
				ses("1", "a b @1 %60", "c d @2 %40"),
				ses("2", "a c @1 %55", "b d @2 %45"),
			},
			want: "1 a+b 60 1/1 60* -\n2 a+c 55 1/1 - 55*\n3 b+d 45 1/1 - 45*\n4 c+d 40 1/1 40* -\n",
		},
		{
			name:  "players: credited whoever the partner",
			rules: series.Rules{Unit: series.Players, Points: series.Points{Kind: series.ByPercent}},
			sessions: []series.Session{
				ses("1", "a b @1 %60", "c d @2 %40"),
				ses("2", "a c @1 %55", "b d @2 %45"),
			},
			want: "1 a 115 2/2 60* 55*\n2 b 105 2/2 60* 45*\n3 c 95 2/2 40* 55*\n4 d 85 2/2 40* 45*\n",
		},
		{
			name:  "best 2",
			rules: series.Rules{Unit: series.Players, Points: series.Points{Kind: series.ByTotal}, Count: series.Count{Best: 2}},
			sessions: []series.Session{
				ses("1", "a =10", "b =5"), ses("2", "a =3", "b =8"), ses("3", "a =10", "b =8"),
			},
			want: "1 a 20 3/2 10* 3 10*\n2 b 16 3/2 5 8* 8*\n",
		},
		{
			name:  "best 2 of the last 3",
			rules: series.Rules{Unit: series.Players, Points: series.Points{Kind: series.ByVP}, Count: series.Count{Best: 2, Of: 3}},
			sessions: []series.Session{
				ses("1", "a ^20", "b ^1"), ses("2", "a ^3", "b ^8"), ses("3", "a ^4", "b ^8"), ses("4", "a ^5", "b ^2"),
			},
			want: "1 b 16 3/2 1 8* 8* 2\n2 a 9 3/2 20 3 4* 5*\n",
		},
		{
			name: "drop the lowest for each 2 beyond 2",
			rules: series.Rules{Unit: series.Players, Points: series.Points{Kind: series.ByTotal},
				Count: series.Count{Drop: 1, Per: 2, After: 2}},
			sessions: []series.Session{
				ses("1", "a =1", "b =1", "c =1"), ses("2", "a =2", "b =2", "c =2"), ses("3", "a =3", "b =3"),
				ses("4", "a =4", "b =4"), ses("5", "a =5"), ses("6", "a =6"),
			},
			// a: 6 played, (6−2)/2 = 2 dropped; b: 4 played, 1 dropped; c: 2 played, none.
			want: "1 a 18 6/4 1 2 3* 4* 5* 6*\n2 b 9 4/3 1 2* 3* 4* - -\n3 c 3 2/2 1* 2* - - - -\n",
		},
		{
			name: "drop one for every full 6 (After 0)",
			rules: series.Rules{Unit: series.Players, Points: series.Points{Kind: series.ByTotal},
				Count: series.Count{Drop: 1, Per: 6}},
			sessions: []series.Session{
				ses("1", "a =1"), ses("2", "a =2"), ses("3", "a =3"), ses("4", "a =4"), ses("5", "a =5"), ses("6", "a =6"), ses("7", "a =7"),
			},
			want: "1 a 27 7/6 1 2* 3* 4* 5* 6* 7*\n",
		},
		{
			name: "minimum: fewer sessions are listed unranked",
			rules: series.Rules{Unit: series.Players, Points: series.Points{Kind: series.ByPercent}, Minimum: 2,
				Average: true},
			sessions: []series.Session{
				ses("1", "a %50", "b %70", "c %60"), ses("2", "a %61", "c %45"),
			},
			want: "1 a 55.5 2/2 50* 61*\n2 c 52.5 2/2 60* 45*\n- b 70 1/1 70* -\n",
		},
		{
			name:  "ties: shared without tie-breaks",
			rules: series.Rules{Unit: series.Players, Points: series.Points{Kind: series.ByTotal}, Count: series.Count{Best: 1}},
			sessions: []series.Session{
				ses("1", "b =5", "a =5"), ses("2", "a =4", "b =3"),
			},
			want: "1= a 5 2/1 5* 4\n1= b 5 2/1 5* 3\n",
		},
		{
			name: "ties: next best",
			rules: series.Rules{Unit: series.Players, Points: series.Points{Kind: series.ByTotal}, Count: series.Count{Best: 1},
				Ties: []series.Tie{series.NextBest}},
			sessions: []series.Session{
				ses("1", "b =5", "a =5", "c =5"), ses("2", "a =3", "b =4"),
			},
			want: "1 b 5 2/1 5* 4\n2 a 5 2/1 5* 3\n3 c 5 1/1 5* -\n",
		},
		{
			name: "ties: countback, then best scores",
			rules: series.Rules{Unit: series.Players, Points: series.Points{Kind: series.ByTotal},
				Ties: []series.Tie{series.Countback, series.BestScores}},
			sessions: []series.Session{
				ses("1", "a @1 =7", "b @2 =6", "c @3 =5", "d @4 =1"),
				ses("2", "a @3 =5", "b @1 =6", "c @1 =7", "d @4 =2"),
			},
			// a, b and c make 12, each with one 1st place; b has a 2nd;
			// a and c have the same places and the same scores.
			want: "1 b 12 2/2 6* 6*\n2= a 12 2/2 7* 5*\n2= c 12 2/2 5* 7*\n4 d 3 2/2 1* 2*\n",
		},
		{
			name:  "a player twice in one session keeps the better points",
			rules: series.Rules{Unit: series.Players, Points: series.Points{Kind: series.ByPercent}},
			sessions: []series.Session{
				ses("1", "a b @1 %60", "a c @2 %55"),
			},
			want: "1= a 60 1/1 60*\n1= b 60 1/1 60*\n3 c 55 1/1 55*\n" +
				"warning: session 1: a plays twice (as a & b and as a & c): the better points count\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := series.Compute(tt.rules, tt.sessions)
			if err != nil {
				t.Fatal(err)
			}
			if s := show(got); s != tt.want {
				t.Errorf("got\n%swant\n%s", s, tt.want)
			}
		})
	}
}

func TestComputeErrors(t *testing.T) {
	place := series.Points{Kind: series.ByPlace, Tables: []series.PlaceTable{{Sections: 1, Places: qs("3", "2", "1")}}}
	tests := []struct {
		name     string
		rules    series.Rules
		sessions []series.Session
		sentinel error
		want     string
	}{
		{
			name:     "no percentage",
			rules:    series.Rules{Points: series.Points{Kind: series.ByPercent}},
			sessions: []series.Session{ses("2026-05-04", "a b @1 =12")},
			sentinel: series.ErrInput,
			want:     "series input: session 2026-05-04, a & b: no percentage (want one for points by percentage)",
		},
		{
			name:     "no table for two sections",
			rules:    series.Rules{Points: place},
			sessions: []series.Session{ses("s", "a b @1 #A", "c d @1 #B")},
			sentinel: series.ErrInput,
			want:     "series input: session s, a & b: no place table for 2 section(s), section 1, a field of 1 (want a table whose conditions hold)",
		},
		{
			name:     "place out of the field",
			rules:    series.Rules{Points: place},
			sessions: []series.Session{ses("s", "a b @1", "c d @3")},
			sentinel: series.ErrInput,
			want:     "series input: session s, c & d: place 3 (shared by 1) in a field of 2 (want places 1..2)",
		},
		{
			name:     "a section not listed",
			rules:    series.Rules{Points: place},
			sessions: []series.Session{{ID: "s", Sections: []string{"A"}, Entries: ses("", "a b @1 #B").Entries}},
			sentinel: series.ErrInput,
			want:     `series input: session s, a & b: section "B" is not among the session's sections ["A"]`,
		},
		{
			name:     "an entry without players",
			rules:    series.Rules{Points: place},
			sessions: []series.Session{{ID: "s", Entries: []series.Entry{{Place: 1}}}},
			sentinel: series.ErrInput,
			want:     "series input: session s, entry 1: no players (want the keys of its players)",
		},
		{
			name:     "rules: place without a table",
			rules:    series.Rules{Points: series.Points{Kind: series.ByPlace}},
			sentinel: series.ErrRules,
			want:     "series rules: place points need a table (want at least one table of places)",
		},
		{
			name:     "rules: drop without per",
			rules:    series.Rules{Count: series.Count{Drop: 1}},
			sentinel: series.ErrRules,
			want:     "series rules: drop 1 for each 0: want both, or neither",
		},
		{
			name:     "rules: rounding a percentage",
			rules:    series.Rules{Points: series.Points{Kind: series.ByPercent, Round: series.Up}},
			sentinel: series.ErrRules,
			want:     "series rules: rounding up is for place points (want exact for percentage)",
		},
		{
			name:     "rules: a tie-break twice",
			rules:    series.Rules{Ties: []series.Tie{series.NextBest, series.NextBest}},
			sentinel: series.ErrRules,
			want:     "series rules: tie-break next-best given twice",
		},
		{
			name:     "rules: formula without first",
			rules:    series.Rules{Points: series.Points{Kind: series.ByFormula}},
			sentinel: series.ErrRules,
			want:     "series rules: formula: first 0 (want more than 0 points per entry)",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := series.Compute(tt.rules, tt.sessions)
			if err == nil {
				t.Fatal("no error")
			}
			if !errors.Is(err, tt.sentinel) {
				t.Errorf("not %v: %v", tt.sentinel, err)
			}
			if err.Error() != tt.want {
				t.Errorf("got  %s\nwant %s", err, tt.want)
			}
		})
	}
}

func TestParse(t *testing.T) {
	for _, s := range []string{"player", "pair"} {
		u, err := series.ParseUnit(s)
		if err != nil || u.String() != s {
			t.Errorf("ParseUnit(%q) = %v, %v", s, u, err)
		}
	}
	for _, s := range []string{"percentage", "total", "vp", "place", "formula"} {
		k, err := series.ParseKind(s)
		if err != nil || k.String() != s {
			t.Errorf("ParseKind(%q) = %v, %v", s, k, err)
		}
	}
	for _, s := range []string{"next-best", "countback", "best-scores"} {
		k, err := series.ParseTie(s)
		if err != nil || k.String() != s {
			t.Errorf("ParseTie(%q) = %v, %v", s, k, err)
		}
	}
	if _, err := series.ParseUnit("team"); err == nil || err.Error() != `series rules: unit "team" unknown (want player, pair)` {
		t.Errorf("ParseUnit(team): %v", err)
	}
}

// TestComputeLeavesInput checks that Compute changes nothing it is given.
func TestComputeLeavesInput(t *testing.T) {
	s := []series.Session{ses("1", "b a @1 %60", "c d @2 %40")}
	before := fmt.Sprint(s)
	if _, err := series.Compute(series.Rules{Unit: series.Pairs, Points: series.Points{Kind: series.ByPercent}}, s); err != nil {
		t.Fatal(err)
	}
	if after := fmt.Sprint(s); after != before {
		t.Errorf("input changed:\n%s\n%s", before, after)
	}
}
