package session_test

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
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
	if kinds != "pbn Bridgemate ReceivedData table Bridgemate Section table names " {
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
			want:   []string{"e.pbn: empty file (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)", "f.csv:1:2: binary data, not a text file (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"},
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

// One board-number limit, bridge.MaxBoard, in every reader, said in the
// same words after each reader's naming of the value; 9999 is a board.
func TestBoardLimit(t *testing.T) {
	deal := `[Deal "N:86542.J9.T984.96 KT9.QT763.A6.754 Q.AK42.KQJ2.AQ83 AJ73.85.753.KJT2"]`
	tests := []struct {
		name string
		in   session.Input
		want string // "" when the file is read
	}{
		{"PBN board 9999", session.Input{Name: "h.pbn", Data: []byte("% PBN 2.1\n[Board \"9999\"]\n" + deal + "\n")}, ""},
		{"PBN board 10000", session.Input{Name: "h.pbn", Data: []byte("% PBN 2.1\n[Board \"10000\"]\n" + deal + "\n")},
			`h.pbn:2:8: game 1: [Board "10000"]: out of range 1..9999`},
		{"PBN board 0010000", session.Input{Name: "h.pbn", Data: []byte("% PBN 2.1\n[Board \"0010000\"]\n" + deal + "\n")},
			`h.pbn:2:8: game 1: [Board "0010000"]: out of range 1..9999`},
		{"PBN board of 30 digits", session.Input{Name: "h.pbn", Data: []byte("% PBN 2.1\n[Board \"123456789012345678901234567890\"]\n" + deal + "\n")},
			`h.pbn:2:8: game 1: [Board "123456789012345678901234567890"]: out of range 1..9999`},
		{"PBN board A1", session.Input{Name: "h.pbn", Data: []byte("% PBN 2.1\n[Board \"A1\"]\n" + deal + "\n")},
			`h.pbn:2:8: game 1: [Board "A1"]: not a number (want 1..9999)`},
		{"CSV travellers 9999", session.Input{Name: "t.csv", Data: []byte("board,ns,ew,contract,declarer,result\n9999,1,1,4S,N,10\n")}, ""},
		{"CSV travellers 10000", session.Input{Name: "t.csv", Data: []byte("board,ns,ew,contract,declarer,result\n10000,1,1,4S,N,10\n")},
			`t.csv:2:1: NS 1: board "10000": out of range 1..9999`},
		{"decisions 10000", session.Input{Name: "d.csv", Data: []byte("board,ns,ew,decision\n10000,1,1,A+/A-\n"), Role: session.Decisions},
			`d.csv:2:1: board "10000": out of range 1..9999`},
		{"CSV travellers, a board of 100 digits", session.Input{Name: "t.csv", Data: []byte("board,ns,ew,contract,declarer,result\n" + strings.Repeat("9", 100) + ",1,1,4S,N,10\n")},
			`t.csv:2:1: NS 1: board "` + strings.Repeat("9", 60) + `"… (100 bytes): out of range 1..9999`},
		{"decisions, a board of 100 digits", session.Input{Name: "d.csv", Data: []byte("board,ns,ew,decision\n" + strings.Repeat("9", 100) + ",1,1,A+/A-\n"), Role: session.Decisions},
			`d.csv:2:1: board "` + strings.Repeat("9", 60) + `"… (100 bytes): out of range 1..9999`},
		{"decisions x", session.Input{Name: "d.csv", Data: []byte("board,ns,ew,decision\nx,1,1,A+/A-\n"), Role: session.Decisions},
			`d.csv:2:1: board "x": not a number (want 1..9999)`},
		{"Bridgemate RoundData 10000", session.Input{Name: "m.csv", Data: []byte("Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard\n1,1,1,1,2,9999,10000\n")},
			`m.csv:2:16: table 1, round 1: high board "10000": out of range 1..9999`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := session.Load([]session.Input{tt.in}, session.Options{})
			if tt.want == "" {
				if err != nil {
					t.Fatalf("err = %v, want none", err)
				}
				return
			}
			if !errors.Is(err, bridge.ErrBoard) || !errors.Is(err, formats.ErrValue) {
				t.Errorf("err = %v, want bridge.ErrBoard and formats.ErrValue", err)
			}
			if es := bridge.AsErrors(err); len(es) != 1 || es[0].Error() != tt.want {
				t.Errorf("err = %v\nwant %s", err, tt.want)
			}
		})
	}
}

// TestBridgemate: the Bridgemate tables exported to CSV are read
// together; a hand record beside them wins for the deals, and a names
// file for the names, each disagreement a warning. A Jet database is
// known by its signature, not by its name.
func TestBridgemate(t *testing.T) {
	received := "ID,Section,Table,Round,Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result,LeadCard,Remarks,Erased,ExternalUpdate\n" +
		"1,1,1,1,1,1,1,1,\"S\",\"4 S\",\"=\",,,0,0\n"
	rounds := "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards\n1,1,1,1,1,1,1,\n"
	players := "Section,Table,Direction,Number,Name,Round,Updated,Processed,TimeLog\n" +
		"1,1,\"N\",\"1\",\"Ann North\",0,0,0,\n1,1,\"S\",\"2\",\"Sam South\",0,0,0,\n1,1,\"E\",\"3\",\"Eve East\",0,0,0,\n1,1,\"W\",\"4\",\"Will West\",0,0,0,\n"
	// Board 1 with East's and West's hands of the PBN's exchanged.
	handRecord := "Section,Board,NorthSpades,NorthHearts,NorthDiamonds,NorthClubs,EastSpades,EastHearts,EastDiamonds,EastClubs,SouthSpades,SouthHearts,SouthDiamonds,SouthClubs,WestSpades,WestHearts,WestDiamonds,WestClubs\n" +
		"1,1,\"86542\",\"J9\",\"T984\",\"96\",\"AJ73\",\"85\",\"753\",\"KJT2\",\"Q\",\"AK42\",\"KQJ2\",\"AQ83\",\"KT9\",\"QT763\",\"A6\",\"754\"\n"
	sessionTable := "ID,Name,Date,Time,GUID,Status\n1,\"Monday pairs\",\"01/26/26 00:00:00\",\"12/30/99 10:03:37\",\"39D3\",0\n"
	names := "direction,pair,player1,player2\nNS,1,Ann North,Sam South\nEW,1,Eve East,Bill West\n"
	l, err := session.Load([]session.Input{
		{Name: "r.csv", Data: []byte(received)},
		{Name: "m.csv", Data: []byte(rounds)},
		{Name: "p.csv", Data: []byte(players)},
		{Name: "h.csv", Data: []byte(handRecord)},
		{Name: "s.csv", Data: []byte(sessionTable)},
		{Name: "hands.pbn", Data: []byte(hands)},
		{Name: "n.csv", Data: []byte(names), Role: session.Names},
	}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := l.Session
	if s.Event != "Club pairs" || s.Date != "2026.01.26" || len(s.Entries) != 1 || len(s.Movement) != 1 || s.Entries[0].Section != "1" {
		t.Errorf("event %q, date %q, %d entries, %d slots", s.Event, s.Date, len(s.Entries), len(s.Movement))
	}
	if len(s.Boards) != 1 || s.Boards[0].Deal.String() != "N:86542.J9.T984.96 KT9.QT763.A6.754 Q.AK42.KQJ2.AQ83 AJ73.85.753.KJT2" {
		t.Errorf("boards %+v, want the PBN's deal", s.Boards)
	}
	var warns []string
	for _, w := range l.Warnings {
		warns = append(warns, w.Error())
	}
	want := []string{
		"h.csv:2: board 1: conflicting data: the Bridgemate HandRecord's deal N:86542.J9.T984.96 AJ73.85.753.KJT2 Q.AK42.KQJ2.AQ83 KT9.QT763.A6.754 differs from the hand record's at hands.pbn:6:7 (the hand record's is used)",
		`n.csv:3: pair EW 1: conflicting data: names "Eve East - Bill West", but Bridgemate's PlayerNumbers give "Eve East - Will West" (the names given here are used)`,
	}
	if strings.Join(warns, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings\n%s\nwant\n%s", strings.Join(warns, "\n"), strings.Join(want, "\n"))
	}
	if len(s.Pairs) != 2 || s.Pairs[1].Names[1] != "Bill West" {
		t.Errorf("pairs %+v, want the names file's two", s.Pairs)
	}
}

// TestBridgemateDatabase: a .bws is known by its Jet signature, whatever
// its name, and read whole: the LBC session's 270 results of 27 boards
// (its ReceivedData export has 270 rows, none erased), names and deals
// from its own tables.
func TestBridgemateDatabase(t *testing.T) {
	bws, err := os.ReadFile(filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws", "LBC-2026-01-26.bws"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := session.Load([]session.Input{{Name: "club.dat", Data: bws}}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	boards := map[int]bool{}
	for _, e := range l.Session.Entries {
		boards[e.Board] = true
	}
	if len(l.Session.Entries) != 270 || len(boards) != 27 || len(l.Session.Boards) != 36 || len(l.Session.Pairs) == 0 {
		t.Errorf("%d entries of %d boards, %d deals, %d pairs; want 270 of 27, 36 deals and the pairs' names",
			len(l.Session.Entries), len(boards), len(l.Session.Boards), len(l.Session.Pairs))
	}
	if f := l.Files[0]; f.Kind != "Bridgemate database" || f.Encoding != "windows-1252" {
		t.Errorf("file %+v, want a Bridgemate database in windows-1252", f)
	}
	for _, tt := range []struct {
		name string
		in   session.Input
		want string
	}{
		{"cut short", session.Input{Name: "club.bws", Data: bws[:1000]},
			"club.bws: page 0: damaged: the file is 1000 bytes, shorter than one page (2048 bytes; cut short?)"},
		{"as a names file", session.Input{Name: "club.bws", Data: bws, Role: session.Names},
			"club.bws: names file: unknown file kind: this is a Bridgemate database (want a CSV with pair, player1, player2)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := session.Load([]session.Input{tt.in}, session.Options{})
			if es := bridge.AsErrors(err); len(es) != 1 || es[0].Error() != tt.want {
				t.Errorf("err = %v\nwant %s", err, tt.want)
			}
		})
	}
}

// Release lets the text inputs' bytes go, and reads the same session.
func TestLoadRelease(t *testing.T) {
	inputs := func() []session.Input {
		return []session.Input{
			{Name: "hands.pbn", Data: []byte(hands)},
			{Name: "t.csv", Data: []byte("board,ns,ew,contract,declarer,result\n1,1,1,4S,S,10\n1,2,2,3NT,N,8\n")},
		}
	}
	kept, err := session.Load(inputs(), session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	in := inputs()
	let, err := session.Load(in, session.Options{Release: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range in {
		if i.Data != nil {
			t.Errorf("%s: %d bytes kept", i.Name, len(i.Data))
		}
	}
	if !reflect.DeepEqual(kept, let) {
		t.Errorf("released: %+v\nkept: %+v", let, kept)
	}
}
