package csvtrav_test

import (
	"fmt"

	"github.com/protokol-bridge/protokol/formats/csvtrav"
)

func ExampleRead() {
	text := "section,board,round,table,ns,ew,contract,declarer,result,lead,score_ns,adjust\n" +
		"A,1,1,1,1,1,4SX,S,10,HK,590,\n" +
		"A,1,1,2,2,2,3NT+1 N,,,,,\n" +
		"A,2,1,1,1,2,PASS,,,,0,\n" +
		"A,2,1,2,2,1,,,,,,A60/40\n"
	f, err := csvtrav.Read("travellers.csv", text, csvtrav.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range f.Entries {
		fmt.Printf("%s board %d NS %s: %s", e.Pos, e.Board, e.NS, e.Kind)
		if e.Adjust != nil {
			fmt.Printf(" %s", e.Adjust.Text)
		} else {
			fmt.Printf(" %s", e.Play)
		}
		fmt.Println()
	}
	// Output:
	// travellers.csv:2 board 1 NS 1: played 4SX S 10
	// travellers.csv:3 board 1 NS 2: played 3NT N 10
	// travellers.csv:4 board 2 NS 1: played PASS
	// travellers.csv:5 board 2 NS 2: artificial A60/40
}

func ExampleRead_error() {
	_, err := csvtrav.Read("travellers.csv", "board,ns,ew,contract,declarer,result\n12,3,5,4S,N,14\n", csvtrav.Options{})
	fmt.Println(err)
	// Output:
	// travellers.csv:2:13: board 12, NS 3: tricks "14": out of range 0..13
}

func ExampleParseContract() {
	for _, cell := range []string{"4 S x", "3NT+1 S", "4SX-N-2"} {
		c, declarer, result, _ := csvtrav.ParseContract(cell, "")
		fmt.Printf("%s %v %q\n", c, declarer, result)
	}
	c, _, _, _ := csvtrav.ParseContract("5Б конт", "ru")
	fmt.Println(c)
	_, _, _, err := csvtrav.ParseContract("4С", "en")
	fmt.Println(err)
	// Output:
	// 4SX <nil> ""
	// 3NT S "+1"
	// 4SX N "-2"
	// 5DX
	// contract "4С": "С" is the Cyrillic letter Es (U+0421), not the Latin C; give the Russian locale for Russian notation (want C, D, H, S or NT)
}
