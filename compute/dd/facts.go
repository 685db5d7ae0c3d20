package dd

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Analysis is a board's double-dummy table and its par.
type Analysis struct {
	Table Table
	Par   Par
}

// Analyse is the analysis of a table for a board's vulnerability and
// dealer.
func Analyse(t Table, vul bridge.Vul, dealer bridge.Seat) Analysis {
	return Analysis{Table: t, Par: ParOf(t, vul, dealer)}
}

// ParseOptimumResultTable reads the text of PBN's [OptimumResultTable]: an
// optional first line with the column descriptor, then one row "N NT 6"
// (declarer, strain, tricks) for each of the 20 entries, in any order.
func ParseOptimumResultTable(text string) (Table, error) {
	var t Table
	var seen [4][5]bool
	n := 0
	for i, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || (i == 0 && strings.Contains(line, ";")) {
			continue
		}
		if len(f) != 3 {
			return t, fmt.Errorf("%w: row %s has %d elements (want declarer, strain and tricks, such as N NT 6)", ErrTable, bridge.Quote(line), len(f))
		}
		seat, err := bridge.ParseSeat(f[0])
		if err != nil {
			return t, fmt.Errorf("%w: row %s: %v", ErrTable, bridge.Quote(line), err)
		}
		strain, err := bridge.ParseStrain(f[1])
		if err != nil {
			return t, fmt.Errorf("%w: row %s: %v", ErrTable, bridge.Quote(line), err)
		}
		tricks, err := strconv.Atoi(f[2])
		if err != nil || tricks < 0 || tricks > 13 {
			return t, fmt.Errorf("%w: row %s: tricks %s (want 0..13)", ErrTable, bridge.Quote(line), bridge.Quote(f[2]))
		}
		if seen[seat][strain] {
			return t, fmt.Errorf("%w: %s %s given twice", ErrTable, seat, strain)
		}
		seen[seat][strain] = true
		t[seat][strain] = int8(tricks)
		n++
	}
	if n != 20 {
		return t, fmt.Errorf("%w: %d rows (want 20: N, S, E, W × NT, S, H, D, C)", ErrTable, n)
	}
	return t, nil
}

// ParseOptimumScore reads the value of PBN's [OptimumScore], "NS 420",
// "EW -100" or "NS 4S; 420", as a score from NS's view.
func ParseOptimumScore(text string) (int, error) {
	f := strings.Fields(text)
	if len(f) < 2 {
		return 0, fmt.Errorf("optimum score %s: want a side and a score, such as NS 420", bridge.Quote(text))
	}
	side, err := bridge.ParseSide(f[0])
	if err != nil {
		return 0, fmt.Errorf("optimum score %s: want a side and a score, such as NS 420", bridge.Quote(text))
	}
	v, err := strconv.Atoi(strings.TrimPrefix(f[len(f)-1], "+"))
	if err != nil {
		return 0, fmt.Errorf("optimum score %s: %s is not a whole number", bridge.Quote(text), bridge.Quote(f[len(f)-1]))
	}
	if side == bridge.EW {
		v = -v
	}
	return v, nil
}
