package bridgemate_test

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
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
	// An individual: RoundData seats South and West.
	f.Add(recvHeader+`1,1,1,1,1,1,2,3,"S","4 S","=",,,0,0`+"\n", indivRounds,
		"Section,Table,Direction,Number,Name,Round\n1,1,\"W\",\"900104\",\"Di\",0\n", "")
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

// FuzzOpenJet: a Bridgemate database (the Taiwanese session, whose rows
// lack their table's later columns, or the empty template) cut short and
// with bytes changed (each 5 bytes of edits: a 4-byte offset and a byte
// to XOR there) reads through OpenJet and Read without a panic; every
// problem renders on one line, and every table not scored says why.
func FuzzOpenJet(f *testing.F) {
	var files [][]byte
	for _, name := range []string{"12tables1section.bws", "Default.bws"} {
		data, err := os.ReadFile(filepath.Join(corpus, "travellers", "bridgemate-bws-tw", name))
		if err != nil {
			f.Fatal(err)
		}
		files = append(files, data)
	}
	edit := func(off uint32, x byte) []byte { return append(binary.LittleEndian.AppendUint32(nil, off), x) }
	for i := range files {
		f.Add(uint8(i), uint32(0), []byte(nil))
		f.Add(uint8(i), uint32(len(files[i])/2), []byte(nil))
		f.Add(uint8(i), uint32(0), edit(2*uint32(len(files[i]))/3, 0xFF))
	}
	// In the session: a contract, a remark and a pair number changed.
	if at := bytes.Index(files[0], []byte("40%-60%")); at > 0 {
		f.Add(uint8(0), uint32(0), append(edit(uint32(at), 0x01), edit(uint32(at+3), 0x0C)...))
	}
	if at := bytes.Index(files[0], []byte("2 D x")); at > 0 {
		f.Add(uint8(0), uint32(0), edit(uint32(at+2), 0x1E))
	}
	f.Fuzz(func(t *testing.T, file uint8, cut uint32, edits []byte) {
		data := bytes.Clone(files[int(file)%len(files)])
		for ; len(edits) >= 5; edits = edits[5:] {
			data[int(binary.LittleEndian.Uint32(edits))%len(data)] ^= edits[4]
		}
		if cut > 0 {
			data = data[:int(cut)%len(data)]
		}
		src, _, _, err := bridgemate.OpenJet("fuzz.bws", data, "")
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an empty message")
			}
			return
		}
		p, err := bridgemate.Read(src, bridgemate.Options{})
		for _, e := range bridge.AsErrors(err) {
			if s := e.Error(); s == "" || strings.Contains(s, "\n") {
				t.Fatalf("message %q", s)
			}
		}
		if p == nil {
			return
		}
		for _, w := range p.Warnings {
			if s := w.Error(); s == "" || strings.Contains(s, "\n") {
				t.Fatalf("warning %q", s)
			}
		}
		for _, e := range p.Entries {
			if (e.Kind == bridge.NotScored) != (e.Unscored() != "") {
				t.Fatalf("entry %v with reason %q", e.Kind, e.Unscored())
			}
		}
	})
}
