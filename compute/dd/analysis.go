package dd

import "github.com/protokol-bridge/protokol/compute/bridge"

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
