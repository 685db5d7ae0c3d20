package pbn_test

import (
	"fmt"

	"github.com/protokol-bridge/protokol/formats/pbn"
)

func ExampleParse() {
	text := `% PBN 2.0
[Event "##Club pairs"]
[Board "1"]
[ScoreTable "PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Score_NS\5R;Score_EW\5R"]
 1  2 4S   S 10  420     -
 3  4 -    -  -  "A="  "A="

[Board "2"]
`
	f, err := pbn.Parse("club.pbn", text)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, g := range f.Games {
		ev, _ := g.Get("Event")
		fmt.Printf("%s: Event %q inherited %v\n", g.Label(), ev.Value, ev.Inherited)
	}
	st, _ := f.Games[0].Get("ScoreTable")
	fmt.Println(st.Table.Rows[1][st.Table.Col("Score_NS")].Text)
	// Output:
	// board 1: Event "Club pairs" inherited false
	// board 2: Event "Club pairs" inherited true
	// A=
}

func ExampleFile_Session() {
	f, _ := pbn.Parse("round1.pbn", `[Board "7"]
[Dealer "Q"]
[Declarer "N"]
[Contract "5Z"]
[Result "11"]
`)
	r, err := f.Session()
	fmt.Println(err)
	e := r.Session.Entries[0]
	fmt.Printf("%s: %s\n", e.Kind, e.Unscored())
	// Output:
	// round1.pbn:2:9: board 7: [Dealer "Q"]: unknown seat "Q" (want N, E, S or W)
	// not scored: contract "5Z": unknown strain "Z" in "5Z" (want C, D, H, S or NT)
}
