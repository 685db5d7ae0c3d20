package bridgemate_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats/bridgemate"
)

// FuzzRead: any ReceivedData, RoundData, PlayerNumbers and BiddingData
// text reads without a panic, and every problem renders on one line.
func FuzzRead(f *testing.F) {
	f.Add(recvHeader+`1,1,1,1,1,1,1,1,"N","4 S","+1",,,0,0`+"\n", roundsHeader+"1,1,1,1,1,1,3,\n",
		"Section,Table,Direction,Number,Name,Round\n1,1,\"N\",\"7\",\"A\",0\n", bidding(goodAuction...))
	f.Add(recvHeader+`1,1,1,1,1,1,1,1,"N","PASS","",,,0,0`+"\n", roundsHeader+"1,1,0,0,0,0,0,\n", "", playing(goodPlay...))
	f.Fuzz(func(t *testing.T, received, rounds, players, auction string) {
		src := bridgemate.NewCSVSource()
		for i, text := range []string{received, rounds, players, auction} {
			if _, err := src.Add(string(rune('a'+i))+".csv", text); err != nil {
				_ = err.Error()
			}
		}
		p, err := bridgemate.Read(src, bridgemate.Options{})
		for _, e := range bridge.AsErrors(err) {
			if s := e.Error(); len(s) == 0 {
				t.Fatal("an empty message")
			}
		}
		if p != nil {
			for _, w := range p.Warnings {
				_ = w.Error()
			}
		}
	})
}
