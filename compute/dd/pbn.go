package dd

import (
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// pbnSeats and pbnStrains are the order of PBN's [DoubleDummyTricks] and
// of the rows written for [OptimumResultTable]: declarers N, S, E, W, each
// with NT, S, H, D, C. The package writes these texts; reading them is
// formats/pbn's (pbn.ParseDoubleDummyTricks).
var (
	pbnSeats   = [4]bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West}
	pbnStrains = [5]bridge.Strain{bridge.NoTrump, bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs}
)

// PBN is the value of the [DoubleDummyTricks] tag: 20 hexadecimal digits,
// the tricks of declarers N, S, E, W in NT, S, H, D, C ("a" for 10 ... "d"
// for 13).
func (t Table) PBN() string {
	var b [20]byte
	for i, s := range pbnSeats {
		for j, st := range pbnStrains {
			b[5*i+j] = "0123456789abcdef"[t[s][st]&15]
		}
	}
	return string(b[:])
}

// OptimumResultTable is the header and the 20 rows of PBN's
// [OptimumResultTable]: "Declarer;Denomination\2R;Result\2R", then
// "N NT 6", ... in the order of PBN.
func (t Table) OptimumResultTable() (header string, rows []string) {
	rows = make([]string, 0, 20)
	for _, s := range pbnSeats {
		for _, st := range pbnStrains {
			rows = append(rows, fmt.Sprintf("%s %s %d", s, st, t[s][st]))
		}
	}
	return `Declarer;Denomination\2R;Result\2R`, rows
}

// String is the table as text: a header line, then a line per declarer
// N, S, E, W with the tricks in NT, S, H, D, C.
func (t Table) String() string {
	var b strings.Builder
	b.WriteString("   NT  S  H  D  C")
	for _, s := range pbnSeats {
		fmt.Fprintf(&b, "\n%s ", s)
		for _, st := range pbnStrains {
			fmt.Fprintf(&b, "%3d", t[s][st])
		}
	}
	return b.String()
}
