package lin

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/teams"
)

func readCorpus(tb testing.TB, name string) string {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "corpus", "lin", name))
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

func readFile(t *testing.T, name string) *File {
	t.Helper()
	f, err := Read(name, readCorpus(t, name), Options{})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return f
}

// TestCorpus reads every corpus LIN file. The counts and the results of
// the first and last tables were checked by hand against the files (and,
// for bridgebots_sample.lin, against bridge-bots' own test of it: North
// declares 3NT and takes 6 tricks; East's left-out hand is
// SAT7HT94D984CK853).
func TestCorpus(t *testing.T) {
	tests := []struct {
		file                   string
		boards, entries, pairs int
		first, last            string // board, pairs or room, result, lead, calls and cards
	}{
		{"bridgebots_sample.lin", 1, 1, 2,
			"15 PrinceBen – smalark v Forrest_ – granola357: 3NT N 6, lead H4, 8 calls, 52 cards",
			"15 PrinceBen – smalark v Forrest_ – granola357: 3NT N 6, lead H4, 8 calls, 52 cards"},
		{"endplay_example1.lin", 8, 8, 2,
			"1 domtp – ~~M2509087 v ~~M25054gn – ~~M25116nn: 5H S 12, lead C9, 10 calls, 52 cards",
			"8 domtp – ~~M2509087 v ~~M25054gn – ~~M25116nn: 3NT S 8, lead S9, 17 calls, 52 cards"},
		{"kemistry-boards-2026-01-14.lin", 12, 12, 5,
			"1 aam135 – kemistry v cocottina – miche41: 3HX W 7, lead DK, 16 calls, 52 cards",
			"12 aam135 – kemistry v pbnguru – wacky1: 5H W 11, lead SA, 14 calls, 8 cards"},
		{"bridgebots_usbf_sf_14502.lin", 15, 30, 2,
			"46 O Nickell v Fleisher: 4H E 10, lead C2, 8 calls, 20 cards",
			"60 C Fleisher v Nickell: 3NT W 8, lead S2, 10 calls, 33 cards"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			f := readFile(t, tt.file)
			if len(f.Warnings) != 0 {
				t.Errorf("warnings: %v", f.Warnings)
			}
			s := f.Session
			if len(s.Boards) != tt.boards || len(s.Entries) != tt.entries || len(s.Pairs) != tt.pairs {
				t.Fatalf("%d boards, %d entries, %d pairs; want %d, %d, %d", len(s.Boards), len(s.Entries), len(s.Pairs), tt.boards, tt.entries, tt.pairs)
			}
			for i, b := range s.Boards {
				if !b.Deal.Complete() {
					t.Errorf("board %d: deal not complete: %s", b.Number, b.Deal)
				}
				if i > 0 && b.Number <= s.Boards[i-1].Number {
					t.Errorf("boards out of order: %d after %d", b.Number, s.Boards[i-1].Number)
				}
			}
			if got := describe(s.Entries[0]); got != tt.first {
				t.Errorf("first: %s\nwant   %s", got, tt.first)
			}
			if got := describe(s.Entries[len(s.Entries)-1]); got != tt.last {
				t.Errorf("last: %s\nwant  %s", got, tt.last)
			}
		})
	}
}

func describe(e bridge.Entry) string {
	who := e.NS + " v " + e.EW
	if e.Room != bridge.NoRoom {
		who = e.Room.String() + " " + who
	}
	return strings.Join([]string{
		strconv.Itoa(e.Board) + " " + who + ": " + e.Play.String(),
		"lead " + e.Lead.String(),
		strconv.Itoa(len(e.Auction())) + " calls",
		strconv.Itoa(len(e.Cards())) + " cards",
	}, ", ")
}

// TestBridgebotsSample checks the sample against bridge-bots' own test of
// the same file: the seats of the players, the left-out hand, the
// explanation of 2NT.
func TestBridgebotsSample(t *testing.T) {
	f := readFile(t, "bridgebots_sample.lin")
	b := f.Session.Boards[0]
	if got := b.Deal.Hands[bridge.East].String(); got != "AT7.T94.984.K853" {
		t.Errorf("East = %s, want AT7.T94.984.K853", got)
	}
	if b.Dealer != bridge.South || b.Vul != bridge.VulNS {
		t.Errorf("dealer %s, vul %s; want S, NS", b.Dealer, b.Vul)
	}
	e := f.Session.Entries[0]
	if e.Auction()[2].String() != "2NT" || e.Auction()[2].Note != "Unusual No Trump: 2 5card minors" || e.Auction()[2].Alert {
		t.Errorf("2NT: %+v", e.Auction()[2])
	}
	names := map[string][]string{}
	for _, p := range f.Session.Pairs {
		names[p.ID] = p.Names
	}
	if got := strings.Join(names["PrinceBen – smalark"], ","); got != "smalark,PrinceBen" {
		t.Errorf("NS names %s, want North smalark, South PrinceBen", got)
	}
}

// TestAlerts: an "!" after a call is an alert, an "an" after it its
// explanation (kemistry board 3: "2D!" with its meaning; endplay: robots'
// explanations without "!").
func TestAlerts(t *testing.T) {
	k := readFile(t, "kemistry-boards-2026-01-14.lin").Session.Entries[2].Auction()[0]
	if !k.Alert || k.Note != "4441 or 5440, unspec short, 11-15" || k.String() != "2D" {
		t.Errorf("kemistry board 3, first call: %+v", k)
	}
	e := readFile(t, "endplay_example1.lin").Session.Entries[0].Auction()
	if e[3].String() != "2H" || !e[3].Alert || e[3].Note != "Michaels -- 5+ !S; 9+ total points; forcing" {
		t.Errorf("endplay board 1, 2H: %+v", e[3])
	}
	if e[2].String() != "1H" || e[2].Alert || e[2].Note == "" {
		t.Errorf("endplay board 1, 1H: %+v", e[2])
	}
	if e[0].Alert || e[0].Note != "" {
		t.Errorf("endplay board 1, pass: %+v", e[0])
	}
}

// TestVugraphRS: every table's result, from its claim (or its play),
// agrees with the rs line that BBO publishes for its room.
func TestVugraphRS(t *testing.T) {
	text := readCorpus(t, "bridgebots_usbf_sf_14502.lin")
	f := readFile(t, "bridgebots_usbf_sf_14502.lin")
	line := strings.SplitN(text, "\n", 3)[1]
	rs := strings.Split(strings.TrimSuffix(strings.TrimPrefix(line, "rs|"), "|"), ",")
	if len(rs) != 30 || len(f.Session.Entries) != 30 {
		t.Fatalf("%d rs entries, %d tables; want 30 each", len(rs), len(f.Session.Entries))
	}
	for i, e := range f.Session.Entries {
		want, ok := parseRS(rs[i])
		if !ok {
			t.Fatalf("rs %q not read", rs[i])
		}
		wantRoom := bridge.OpenRoom
		if i%2 == 1 {
			wantRoom = bridge.ClosedRoom
		}
		if e.Board != 46+i/2 || e.Room != wantRoom || e.Play != want || resultText(e.Play) != strings.ReplaceAll(rs[i], "X", "x") {
			t.Errorf("table %d: board %d room %s %s (%s), rs %s", i, e.Board, e.Room, e.Play, resultText(e.Play), rs[i])
		}
	}
}

// TestVugraphIMPs scores the USBF segment as a team match and compares
// it with what was published. The vg line gives Nickell 80, Fleisher 99:
// the score when the segment began. The USBF's Daily Bulletin of 26 June
// 2010 (Volume 4, Issue 10, the semifinal score table: Nickell 20 26 34
// 30 ..., Fleisher 21 40 38 41 ... by segment of 15 boards) gives boards
// 46-60 as Nickell 30, Fleisher 41, and 20+26+34 = 80, 21+40+38 = 99 for
// the three segments before it.
func TestVugraphIMPs(t *testing.T) {
	f := readFile(t, "bridgebots_usbf_sf_14502.lin")
	m := f.Match
	if m == nil || m.Home != "Nickell" || m.Away != "Fleisher" || m.HomeScore != "80" || m.AwayScore != "99" || m.First != 46 || m.Last != 60 || m.Scoring != "I" {
		t.Fatalf("match %+v", m)
	}
	res, err := teams.Score(f.Session, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Matches) != 1 {
		t.Fatalf("%d matches", len(res.Matches))
	}
	got := res.Matches[0]
	if got.Home != "Nickell" || got.IMPsHome.Cmp(exact.Int(30)) != 0 || got.IMPsAway.Cmp(exact.Int(41)) != 0 {
		t.Errorf("%s %s–%s %s, want Nickell 30–41 Fleisher", got.Home, got.IMPsHome, got.IMPsAway, got.Away)
	}
}
