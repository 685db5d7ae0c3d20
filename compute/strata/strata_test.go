package strata_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/strata"
)

// q is a figure written in the test.
var q = exact.MustParse

func entry(id, score string, holdings ...string) strata.Entry {
	e := strata.Entry{ID: id, Score: q(score)}
	for _, h := range holdings {
		e.Holdings = append(e.Holdings, q(h))
	}
	return e
}

// show writes each stratum's ranking: "A: 3=1 1=2 ..." (id=place).
func show(r *strata.Result, entries []strata.Entry) string {
	var b strings.Builder
	for _, s := range r.Strata {
		fmt.Fprintf(&b, "%s:", s.Name)
		for _, p := range s.Ranked {
			tie := ""
			if p.Tied {
				tie = "="
			}
			fmt.Fprintf(&b, " %s:%d%s", entries[p.Index].ID, p.Rank, tie)
		}
		b.WriteString("; ")
	}
	return b.String()
}

func TestStratify(t *testing.T) {
	field := []strata.Entry{
		entry("1", "62", "1500", "200"),
		entry("2", "58", "450", "320"),
		entry("3", "55", "90", "150"),
		entry("4", "55", "2500", "2400"),
		entry("5", "51", "40", "10"),
		entry("6", "49", "310", "20"),
		entry("7", "45", "5", "0"),
		entry("8", "40", "800", "700"),
	}
	tests := []struct {
		name string
		c    strata.Config
		want string
	}{
		{"limits on the higher holding", strata.Config{Limits: []exact.Q{q("300"), q("1200")}},
			"A: 1:1 2:2 3:3= 4:3= 5:5 6:6 7:7 8:8; B: 2:1 3:2 5:3 6:4 7:5 8:6; C: 3:1 5:2 7:3; "},
		{"limits on the average", strata.Config{Basis: strata.Average, Limits: []exact.Q{q("300"), q("1200")}},
			"A: 1:1 2:2 3:3= 4:3= 5:5 6:6 7:7 8:8; B: 1:1 2:2 3:3 5:4 6:5 7:6 8:7; C: 3:1 5:2 6:3 7:4; "},
		{"thirds of the field by total holding", strata.Config{Basis: strata.Total, Parts: 3},
			"A: 1:1 2:2 3:3= 4:3= 5:5 6:6 7:7 8:8; B: 2:1 3:2 5:3 6:4 7:5; C: 5:1 7:2; "},
		{"a lowest stratum of fewer than 4 merges up", strata.Config{Limits: []exact.Q{q("300"), q("1200")}, Minimum: 4},
			"A: 1:1 2:2 3:3= 4:3= 5:5 6:6 7:7 8:8; B: 2:1 3:2 5:3 6:4 7:5 8:6; "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := strata.Stratify(tt.c, field)
			if err != nil {
				t.Fatal(err)
			}
			if got := show(r, field); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestStratifyErrors(t *testing.T) {
	tests := []struct {
		name string
		c    strata.Config
		e    []strata.Entry
		is   error
		want string
	}{
		{"limits not increasing", strata.Config{Limits: []exact.Q{q("500"), q("200")}}, nil,
			strata.ErrConfig, "strata config: limits 500 then 200 (want them increasing)"},
		{"no limits, no parts", strata.Config{}, nil,
			strata.ErrConfig, "strata config: 0 parts and no limits (want limits, or 2 or 3 parts)"},
		{"no holdings", strata.Config{Parts: 2}, []strata.Entry{{ID: "4"}},
			strata.ErrInput, "strata input: 4: no holdings (want its players' masterpoints)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := strata.Stratify(tt.c, tt.e)
			if !errors.Is(err, tt.is) || err.Error() != tt.want {
				t.Errorf("got  %v\nwant %s", err, tt.want)
			}
		})
	}
}
