package pbn

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// ErrTable is the error of a double-dummy table tag that cannot be read.
var ErrTable = errors.New("bad double-dummy table")

// ddSeats and ddStrains are the order of [DoubleDummyTricks]: declarers
// N, S, E, W, each with NT, S, H, D, C (compute/dd writes the same order).
var (
	ddSeats   = [4]bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West}
	ddStrains = [5]bridge.Strain{bridge.NoTrump, bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs}
)

// ParseDoubleDummyTricks reads the value of [DoubleDummyTricks]: 20
// hexadecimal digits 0..d, either case, the tricks of declarers N, S, E, W
// in NT, S, H, D, C (PS Bridge's "%%!R" lines have the same digits with
// the declarers in the order E, N, W, S). Its errors wrap ErrTable.
func ParseDoubleDummyTricks(text string) (bridge.DDTable, error) {
	var t bridge.DDTable
	s := strings.TrimSpace(text)
	if len(s) != 20 {
		return t, fmt.Errorf("%w %s: %d digits (want 20: N, S, E, W × NT, S, H, D, C)", ErrTable, bridge.Quote(text), len(s))
	}
	for i := 0; i < 20; i++ {
		c := s[i]
		var v int
		switch {
		case c >= '0' && c <= '9':
			v = int(c - '0')
		case c >= 'a' && c <= 'd':
			v = int(c-'a') + 10
		case c >= 'A' && c <= 'D':
			v = int(c-'A') + 10
		default:
			return t, fmt.Errorf("%w %s: %q at %d is not 0..9 or a..d", ErrTable, bridge.Quote(text), c, i+1)
		}
		t[ddSeats[i/5]][ddStrains[i%5]] = int8(v)
	}
	return t, nil
}

// ParseOptimumResultTable reads the text of [OptimumResultTable] as
// Table.Text gives it: an optional first line with the column descriptor,
// then one row "N NT 6" (declarer, strain, tricks) for each of the 20
// entries, in any order. Its errors wrap ErrTable.
func ParseOptimumResultTable(text string) (bridge.DDTable, error) {
	var t bridge.DDTable
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

// parseOptimumScore reads [OptimumScore]: a side and a score ("NS 100",
// "EW -420"), also with par contracts between them ("NS 4S; 420"), as a
// score from NS's view.
func parseOptimumScore(v string) (int, error) {
	f := strings.Fields(v)
	if len(f) == 0 {
		return 0, errors.New("no side (want NS or EW and a score, such as NS 100)")
	}
	side, err := bridge.ParseSide(f[0])
	if err != nil {
		return 0, errors.New("no side (want NS or EW and a score, such as NS 100)")
	}
	if len(f) < 2 {
		return 0, errors.New("no score after the side (want a side and a score, such as EW 980)")
	}
	score, err := strconv.Atoi(strings.TrimPrefix(f[len(f)-1], "+"))
	if err != nil {
		return 0, fmt.Errorf("score %s is not a whole number (want a side and a score, such as EW 980)", bridge.Quote(f[len(f)-1]))
	}
	if side == bridge.EW {
		score = -score
	}
	return score, nil
}
