package session_test

import (
	"errors"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/session"
)

const hands = `% PBN 2.1
[Event "Club pairs"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:86542.J9.T984.96 KT9.QT763.A6.754 Q.AK42.KQJ2.AQ83 AJ73.85.753.KJT2"]
`

func TestLoad(t *testing.T) {
	received := "ID,Section,Table,Round,Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result,LeadCard,Remarks\n" +
		"1,1,1,1,1,1,1,1,\"S\",\"4 S\",\"=\",,\n2,1,2,1,1,2,2,2,\"N\",\"3 NT\",\"-1\",,\n"
	sections := "ID,Letter,Tables\n1,\"B  \",2\n"
	names := "section,direction,pair,player1,player2\nB,NS,1,Щукина Ёлка,Łukasz Żółć\n"
	l, err := session.Load([]session.Input{
		{Name: "hands.pbn", Data: []byte(hands)},
		{Name: "r.csv", Data: []byte(received)},
		{Name: "s.csv", Data: []byte(sections)},
		{Name: "n.csv", Data: []byte(names), Role: session.Names},
	}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := l.Session
	if s.Event != "Club pairs" || len(s.Boards) != 1 || !s.Boards[0].Deal.Complete() || len(s.Entries) != 2 || len(s.Pairs) != 1 {
		t.Fatalf("session %+v", s)
	}
	if s.Entries[0].Section != "B" {
		t.Errorf("section %q, want the Bridgemate id mapped to its letter B", s.Entries[0].Section)
	}
	kinds := ""
	for _, f := range l.Files {
		kinds += f.Kind + " "
	}
	if kinds != "pbn travellers sections names " {
		t.Errorf("kinds %q", kinds)
	}
}

func TestLoadErrors(t *testing.T) {
	other := `% PBN 2.1
[Board "1"]
[Deal "N:KT9.QT763.A6.754 86542.J9.T984.96 Q.AK42.KQJ2.AQ83 AJ73.85.753.KJT2"]
`
	tests := []struct {
		name   string
		inputs []session.Input
		is     error
		want   []string
	}{
		{
			name:   "a board with two deals",
			inputs: []session.Input{{Name: "a.pbn", Data: []byte(hands)}, {Name: "b.pbn", Data: []byte(other)}},
			is:     formats.ErrConflict,
			want:   []string{"b.pbn:3:7: board 1: conflicting data: a different deal for this board is given at a.pbn:6:7"},
		},
		{
			name:   "a PBN given as names",
			inputs: []session.Input{{Name: "a.pbn", Data: []byte(hands), Role: session.Names}},
			is:     formats.ErrUnknown,
			want:   []string{"a.pbn:1: names file: unknown file kind: this is a PBN file (want a CSV with pair, player1, player2)"},
		},
		{
			name:   "errors of every file",
			inputs: []session.Input{{Name: "e.pbn"}, {Name: "f.csv", Data: []byte("x\x00")}},
			is:     formats.ErrEmpty,
			want:   []string{"e.pbn: empty file (want a PBN or CSV file)", "f.csv:1:2: binary data, not a text file (want a PBN or CSV file)"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := session.Load(tt.inputs, session.Options{})
			if !errors.Is(err, tt.is) {
				t.Fatalf("err = %v, want %v", err, tt.is)
			}
			es := bridge.AsErrors(err)
			if len(es) != len(tt.want) {
				t.Fatalf("errors %v", err)
			}
			for i, e := range es {
				if e.Error() != tt.want[i] {
					t.Errorf("error %d = %q, want %q", i, e.Error(), tt.want[i])
				}
			}
		})
	}
}
