package pbn

import (
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// TestPlaySectionsCorpus: the [Auction] and [Play] of real files with one
// game per table result (EBL team archives, BBO via PbnTools) are put on
// the entries, so the board pages show them; a revoke marked ^R is read.
func TestPlaySectionsCorpus(t *testing.T) {
	tests := []struct {
		file                 string
		entries, auctions    int
		plays, cards, warned int
	}{
		{file: "team-ebl/eyc2000_A1A10101.PBN", entries: 40, auctions: 40, plays: 40, cards: 1263},
		{file: "team-ebl/etc1999_A1A10202.PBN", entries: 40, auctions: 40, plays: 40, cards: 1226},
		{file: "pbntools-poland/bbo_annamar_1538_pairs.pbn", entries: 52, auctions: 52, plays: 52, cards: 2403},
		{file: "pbntools-poland/bbo_history_expected.pbn", entries: 2, auctions: 2, plays: 2, cards: 96},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			f, err := Parse(tt.file, readCorpus(t, tt.file))
			if err != nil {
				t.Fatal(err)
			}
			r, err := f.Session()
			if err != nil {
				t.Fatal(err)
			}
			auctions, plays, cards := 0, 0, 0
			for _, e := range r.Session.Entries {
				if len(e.Auction()) > 0 {
					auctions++
				}
				if len(e.Cards()) > 0 {
					plays++
					cards += len(e.Cards())
					if e.Lead != 0 && e.Cards()[0].Card != e.Lead || e.Cards()[0].Seat != e.Play.Declarer.Next() {
						t.Errorf("%s: lead %s by %s, entry's lead %s", e.Pos, e.Cards()[0].Card, e.Cards()[0].Seat, e.Lead)
					}
				}
			}
			warned := 0
			for _, w := range r.Warnings {
				if strings.Contains(w.Error(), "is not shown") {
					warned++
					t.Log(w)
				}
			}
			got := fmt.Sprint(len(r.Session.Entries), auctions, plays, cards, warned)
			if want := fmt.Sprint(tt.entries, tt.auctions, tt.plays, tt.cards, tt.warned); got != want {
				t.Errorf("entries, auctions, plays, cards, warnings = %s, want %s", got, want)
			}
		})
	}
}

// ebl9 is board 9 of the closed room of eyc2000_A1A10101.PBN (Iceland v
// Sweden, EYC 2000), as the file has it: East revokes at trick 5 (^R).
const ebl9 = `[Board "9"]
[West "Stefansson F"]
[North "Eliazohn N"]
[East "Thorsson P"]
[South "Melander M"]
[Dealer "N"]
[Vulnerable "EW"]
[Deal "N:T92.A9763.Q2.J94 QJ4.2.A8743.AK75 A65.QJ854.65.Q32 K873.KT.KJT9.T86"]
[Declarer "S"]
[Contract "3H"]
[Result "7"]
[Score "NS -100"]
[Auction "N"]
Pass 1D 1H X
3H Pass Pass Pass
[Play "W"]
DJ D2 D3 D5
D9 DQ DA D6
C8 C4 CK C3
S3 S2 SQ SA
HK HA ^R D4 H4
SK S9 S4 S5
S7 ST SJ S6
*
`

// TestPlaySections: what goes on the entry, and what is left out, with
// its warning (never an error: the auction and play are only shown).
func TestPlaySections(t *testing.T) {
	tests := []struct {
		name           string
		from, to       string // a change to ebl9
		auction, cards string
		warning        string
	}{
		{name: "as played, with a revoke", auction: "Pass 1D 1H X 3H Pass Pass Pass",
			cards: "W:DJ N:D2 E:D3 S:D5 W:D9 N:DQ E:DA S:D6 E:CK S:C3 W:C8 N:C4 E:SQ S:SA W:S3 N:S2 S:H4 W:HK N:HA E:D4 N:S9 E:S4 S:S5 W:SK W:S7 N:ST E:SJ S:S6"},
		{name: "all pass", from: "Pass 1D 1H X\n3H Pass Pass Pass", to: "AP",
			warning: `x.pbn:13:10: board 9: [Auction]: it ends in PASS, but the result is of 3H by S; the auction is not shown`,
			cards:   "W:DJ N:D2 E:D3 S:D5 W:D9 N:DQ E:DA S:D6 E:CK S:C3 W:C8 N:C4 E:SQ S:SA W:S3 N:S2 S:H4 W:HK N:HA E:D4 N:S9 E:S4 S:S5 W:SK W:S7 N:ST E:SJ S:S6"},
		{name: "an auction that ends elsewhere", from: "[Contract \"3H\"]", to: "[Contract \"4H\"]",
			warning: `x.pbn:13:10: board 9: [Auction]: it ends in 3H by S, but the result is of 4H by S; the auction is not shown`,
			cards:   "W:DJ N:D2 E:D3 S:D5 W:D9 N:DQ E:DA S:D6 E:CK S:C3 W:C8 N:C4 E:SQ S:SA W:S3 N:S2 S:H4 W:HK N:HA E:D4 N:S9 E:S4 S:S5 W:SK W:S7 N:ST E:SJ S:S6"},
		{name: "an insufficient bid", from: "Pass 1D 1H X", to: "Pass 1D 1C X", cards: "W:DJ N:D2 E:D3 S:D5 W:D9 N:DQ E:DA S:D6 E:CK S:C3 W:C8 N:C4 E:SQ S:SA W:S3 N:S2 S:H4 W:HK N:HA E:D4 N:S9 E:S4 S:S5 W:SK W:S7 N:ST E:SJ S:S6",
			warning: `x.pbn:14:9: board 9: [Auction]: call 3 (S "1C"): not higher than 1D; the auction is not shown`},
		{name: "a revoke not marked", from: "HA ^R D4", to: "HA D4", auction: "Pass 1D 1H X 3H Pass Pass Pass",
			warning: `x.pbn:21:7: board 9: [Play]: trick 5: E plays D4 but holds H, the suit led; the play is not shown`},
		{name: "a card not in the hand", from: "DJ D2 D3 D5", to: "DJ D2 D3 DK", auction: "Pass 1D 1H X 3H Pass Pass Pass",
			warning: `x.pbn:17:10: board 9: [Play]: trick 1: DK is not in S's hand; the play is not shown`},
		{name: "a card twice", from: "D9 DQ DA D6", to: "D9 DQ DA D5", auction: "Pass 1D 1H X 3H Pass Pass Pass",
			warning: `x.pbn:18:10: board 9: [Play]: trick 2: S D5 played before; the play is not shown`},
		{name: "the wrong leader", from: `[Play "W"]`, to: `[Play "N"]`, auction: "Pass 1D 1H X 3H Pass Pass Pass",
			warning: `x.pbn:16:7: board 9: [Play "N"]: opening leader N is not on the left of declarer S`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := ebl9
			if tt.from != "" {
				if !strings.Contains(text, tt.from) {
					t.Fatalf("%q not in the game", tt.from)
				}
				text = strings.Replace(text, tt.from, tt.to, 1)
			}
			f, err := Parse("x.pbn", text)
			if err != nil {
				t.Fatal(err)
			}
			r, err := f.Session()
			if err != nil {
				t.Fatal(err)
			}
			e := r.Session.Entries[0]
			var calls, cards []string
			for _, c := range e.Auction() {
				calls = append(calls, c.String())
			}
			for _, c := range e.Cards() {
				cards = append(cards, c.Seat.String()+":"+c.Card.String())
			}
			if got := strings.Join(calls, " "); got != tt.auction {
				t.Errorf("auction %q, want %q", got, tt.auction)
			}
			if got := strings.Join(cards, " "); got != tt.cards {
				t.Errorf("cards %q, want %q", got, tt.cards)
			}
			var ws []string
			for _, w := range r.Warnings {
				ws = append(ws, w.Error())
			}
			if got := strings.Join(ws, "\n"); got != tt.warning {
				t.Errorf("warnings %q, want %q", got, tt.warning)
			}
			if e.Kind != bridge.Played {
				t.Errorf("kind %s", e.Kind)
			}
		})
	}
}

// BenchmarkSessionPlay maps a team archive whose games carry full
// auctions and play (EYC 2000, 40 games): the cost of checking them.
func BenchmarkSessionPlay(b *testing.B) { benchSession(b, "team-ebl/eyc2000_A1A10101.PBN") }

// BenchmarkSessionPlayBBO maps the corpus's biggest PBN with play (a BBO
// pairs tournament via PbnTools, 47 KB, 56 games with auction and play).
func BenchmarkSessionPlayBBO(b *testing.B) {
	benchSession(b, "pbntools-poland/bbo_aba_17901_pairs.pbn")
}
