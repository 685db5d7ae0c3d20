package jsonout

import (
	"bufio"
	"encoding/json"
	"io"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
)

// DD is a board's double-dummy table: the tricks each seat takes as
// declarer in each strain.
type DD struct {
	N DDTricks `json:"N"`
	E DDTricks `json:"E"`
	S DDTricks `json:"S"`
	W DDTricks `json:"W"`
}

// DDTricks are one declarer's tricks by strain.
type DDTricks struct {
	C  int `json:"C"`
	D  int `json:"D"`
	H  int `json:"H"`
	S  int `json:"S"`
	NT int `json:"NT"`
}

// Par is a board's par: the score from NS's view and the par contracts
// with their declarers ("4S N", "5DX E"; "PASS" for a pass-out).
type Par struct {
	ScoreNS   int      `json:"score_ns"`
	Contracts []string `json:"contracts"`
}

// DDOf is the JSON of an analysis, as results.json has it (and
// `protokol dd --format json`).
func DDOf(a dd.Analysis) (*DD, *Par) {
	row := func(s bridge.Seat) DDTricks {
		t := a.Table
		return DDTricks{C: t.Tricks(s, bridge.Clubs), D: t.Tricks(s, bridge.Diamonds), H: t.Tricks(s, bridge.Hearts),
			S: t.Tricks(s, bridge.Spades), NT: t.Tricks(s, bridge.NoTrump)}
	}
	d := &DD{N: row(bridge.North), E: row(bridge.East), S: row(bridge.South), W: row(bridge.West)}
	p := &Par{ScoreNS: a.Par.ScoreNS, Contracts: []string{}}
	for _, c := range a.Par.Contracts {
		if c.Contract.IsPass() {
			p.Contracts = append(p.Contracts, "PASS")
		} else {
			p.Contracts = append(p.Contracts, c.Contract.String()+" "+c.Declarer.String())
		}
	}
	return d, p
}

// DDBoard is one board of protokol dd's output: its number and analysis.
type DDBoard struct {
	// Set is the deal set of a file of several sets whose board numbers
	// restart (1, 2, ...); 0 when the deals are one set.
	Set      int
	Number   int
	Analysis dd.Analysis
}

// WriteDD writes the double-dummy tables and par of boards as protokol dd
// --format json prints them: {"boards": [...]}, one board a line as in
// results.json; a board of a deal set has "set" before its "board".
func WriteDD(w io.Writer, boards []DDBoard) error {
	type board struct {
		Set   int  `json:"set,omitempty"`
		Board int  `json:"board"`
		DD    *DD  `json:"dd"`
		Par   *Par `json:"par"`
	}
	bw := bufio.NewWriter(w)
	bw.WriteString(`{"boards": [`)
	for i, b := range boards {
		d, p := DDOf(b.Analysis)
		line, err := json.Marshal(board{b.Set, b.Number, d, p})
		if err != nil {
			return err
		}
		if i > 0 {
			bw.WriteString(",")
		}
		bw.WriteString("\n ")
		bw.Write(line)
	}
	bw.WriteString("\n]}\n")
	return bw.Flush()
}
