package bridge

import (
	"errors"
	"strings"
	"testing"
)

// replayDeal is a deal for the replays: East holds the top clubs, West a
// single spade and no void.
const replayDeal = "N:AKQJ.T98.765.432 T987.765.432.AKQ 6543.AKQ.AKQ.T98 2.J432.JT98.J765"

// oneSuits gives each seat a suit: N spades, E hearts, S diamonds, W clubs.
const oneSuits = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"

func mustDeal(t testing.TB, text string) Deal {
	t.Helper()
	d, err := ParseDeal(text)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func cards(t testing.TB, text string) []Card {
	t.Helper()
	var out []Card
	for _, f := range strings.Fields(text) {
		if f == "C0" { // no card
			out = append(out, 0)
			continue
		}
		c, err := ParseCard(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// TestReplay: the order of play, the rules of a card, the winner of each
// trick and declarer's tricks (4S by N on replayDeal: East leads).
func TestReplay(t *testing.T) {
	for _, tt := range []struct {
		name     string
		contract string
		deal     string // "" for replayDeal, "-" for none
		cards    string
		tricks   int // completed
		won      int
		err      error // of the last card
		msg      string
	}{
		{name: "a trick to the defence", contract: "4S", cards: "CA C8 C5 C2", tricks: 1},
		{name: "the winner leads", contract: "4S", cards: "CA C8 C5 C2 H5 HA H2 H8", tricks: 2, won: 1},
		{name: "a ruff wins", contract: "4S", deal: oneSuits, cards: "HA D2 C2 S2", tricks: 1, won: 1},
		{name: "a discard does not win", contract: "3NT", deal: oneSuits, cards: "HA D2 C2 S2", tricks: 1},
		{name: "not in the hand", contract: "4S", cards: "SA",
			err: ErrNotInHand, msg: "trick 1, card 1: E plays SA, which E does not hold"},
		{name: "a revoke", contract: "4S", cards: "CA C8 S2",
			err: ErrRevoke, msg: "trick 1, card 3: W plays S2 but holds C, the suit led"},
		{name: "a revoke at trick 2", contract: "4S", cards: "CA C8 C5 C2 CK S6", tricks: 1,
			err: ErrRevoke, msg: "trick 2, card 6: S plays S6 but holds C, the suit led"},
		{name: "played twice, no deal", contract: "4S", deal: "-", cards: "CA C8 CA",
			err: ErrPlayedTwice, msg: "trick 1, card 3: W plays CA, played before"},
		{name: "no deal: any card", contract: "4S", deal: "-", cards: "SA S2 H3 D4", tricks: 1},
		{name: "passed out", contract: "PASS", cards: "CA",
			err: ErrNoContract, msg: "trick 1, card 1: E plays CA on a board passed out"},
		{name: "no card", contract: "4S", deal: "-", cards: "C0", err: ErrCard, msg: "trick 1, card 1: E plays no card"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c, err := ParseContract(tt.contract)
			if err != nil {
				t.Fatal(err)
			}
			var d Deal
			switch tt.deal {
			case "":
				d = mustDeal(t, replayDeal)
			case "-":
			default:
				d = mustDeal(t, tt.deal)
			}
			r := NewReplay(c, North, d)
			cs := cards(t, tt.cards)
			for i, card := range cs {
				if err = r.Add(card); err != nil && i < len(cs)-1 {
					t.Fatalf("card %d: %v", i+1, err)
				}
			}
			if !errors.Is(err, tt.err) || (err == nil) != (tt.err == nil) {
				t.Fatalf("error %v, want %v", err, tt.err)
			}
			if err != nil && err.Error() != tt.msg {
				t.Errorf("message\n%s\nwant\n%s", err, tt.msg)
			}
			if r.Tricks() != tt.tricks || r.Won() != tt.won {
				t.Errorf("%d tricks, %d won; want %d, %d", r.Tricks(), r.Won(), tt.tricks, tt.won)
			}
		})
	}
}

// TestReplayAddBy: a card by the wrong seat is refused; a card marked as a
// revoke need not follow suit, and is checked otherwise.
func TestReplayAddBy(t *testing.T) {
	c4S := Contract{Level: 4, Strain: Spades}
	r := NewReplay(c4S, North, mustDeal(t, replayDeal))
	err := r.AddBy(South, NewCard(SuitClubs, 8))
	if !errors.Is(err, ErrOutOfTurn) || err.Error() != "trick 1, card 1: S plays C8, but it is E's turn" {
		t.Errorf("out of turn: %v", err)
	}
	for _, c := range cards(t, "CA C8") {
		if err := r.Add(c); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.AddRevoke(NewCard(SuitSpades, 2)); err != nil {
		t.Errorf("a revoke marked: %v", err)
	}
	if err := r.AddRevoke(NewCard(SuitDiamonds, 2)); !errors.Is(err, ErrNotInHand) {
		t.Errorf("a revoke marked, of a card not held: %v", err)
	}
	if len(r.Cards()) != 3 || r.Turn() != North {
		t.Errorf("%d cards, %s's turn; want 3, N's", len(r.Cards()), r.Turn())
	}
}

// TestReplayComplete: 13 tricks played end the play, and give declarer's
// tricks; a card after them is refused.
func TestReplayComplete(t *testing.T) {
	for _, tt := range []struct {
		contract string
		won      int
	}{{"4S", 13}, {"3NT", 0}, {"2H", 0}} {
		t.Run(tt.contract, func(t *testing.T) {
			c, _ := ParseContract(tt.contract)
			d := mustDeal(t, oneSuits)
			r := NewReplay(c, North, d)
			left := d.Hands
			for i := 0; i < 52; i++ {
				if _, ok := r.Result(); ok {
					t.Fatalf("a result after %d cards", i)
				}
				s := r.Turn()
				var card Card
				for c := Card(0); c < 64; c++ { // the lowest card held
					if left[s].Has(c) {
						card = c
						break
					}
				}
				left[s] &^= 1 << card
				if err := r.Add(card); err != nil {
					t.Fatal(err)
				}
			}
			if got, ok := r.Result(); !ok || got != tt.won || r.Won() != tt.won || r.Tricks() != 13 {
				t.Errorf("result %d, %v; won %d of %d; want %d of 13", got, ok, r.Won(), r.Tricks(), tt.won)
			}
			err := r.Add(NewCard(SuitSpades, Ace))
			if !errors.Is(err, ErrPlayOver) || err.Error() != "trick 14, card 53: "+r.Turn().String()+" plays SA after the end of the play" {
				t.Errorf("a 53rd card: %v", err)
			}
		})
	}
}

// TestReplayClaim: a claim, by declarer or the defenders, of the tricks
// they take in all, within what they have won and what is left.
func TestReplayClaim(t *testing.T) {
	for _, tt := range []struct {
		name   string
		by     Side
		tricks int
		result int
		err    error
		msg    string
	}{
		{name: "declarer, all the rest", by: NS, tricks: 12, result: 12},
		{name: "declarer, the trick lost too", by: NS, tricks: 13,
			err: ErrClaim, msg: "claim out of range: 13 tricks claimed by NS, who has won 0 of 1 and can take 0..12 in all"},
		{name: "the defenders", by: EW, tricks: 3, result: 10},
		{name: "the defenders, less than won", by: EW, tricks: 0,
			err: ErrClaim, msg: "claim out of range: 0 tricks claimed by EW, who has won 1 of 1 and can take 1..13 in all"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := NewReplay(Contract{Level: 4, Strain: Spades}, North, mustDeal(t, replayDeal))
			for _, c := range cards(t, "CA C8 C5 C2 CK") { // trick 1 to East; East leads to trick 2
				if err := r.Add(c); err != nil {
					t.Fatal(err)
				}
			}
			err := r.Claim(tt.by, tt.tricks)
			if !errors.Is(err, tt.err) || (err == nil) != (tt.err == nil) {
				t.Fatalf("error %v, want %v", err, tt.err)
			}
			if err != nil {
				if err.Error() != tt.msg {
					t.Errorf("message\n%s\nwant\n%s", err, tt.msg)
				}
				if _, ok := r.Result(); ok {
					t.Error("a result after a claim refused")
				}
				return
			}
			if got, ok := r.Result(); !ok || got != tt.result {
				t.Errorf("result %d, %v; want %d", got, ok, tt.result)
			}
			if err := r.Add(NewCard(SuitClubs, 9)); !errors.Is(err, ErrPlayOver) {
				t.Errorf("a card after the claim: %v", err)
			}
			if err := r.Claim(tt.by, tt.tricks); !errors.Is(err, ErrPlayOver) {
				t.Errorf("a second claim: %v", err)
			}
		})
	}
}

// BenchmarkReplay replays a whole play of 13 tricks (the LIN corpus's
// first table with 52 cards) and its auction: the cost of checking one
// table's record.
func BenchmarkReplay(b *testing.B) {
	var s playSeed
	for _, s = range seeds(b) {
		if len(strings.Fields(s.cards)) == 52 {
			break
		}
	}
	deal := mustDeal(b, s.deal)
	calls, cs := calls(b, s.calls), cards(b, s.cards)
	b.ReportAllocs()
	for b.Loop() {
		a := NewAuction(s.dealer)
		for _, c := range calls {
			if err := a.Add(c); err != nil {
				b.Fatal(err)
			}
		}
		c, decl := a.Contract()
		r := NewReplay(c, decl, deal)
		for _, card := range cs {
			if err := r.Add(card); err != nil {
				b.Fatal(err)
			}
		}
		if _, ok := r.Result(); !ok {
			b.Fatal("no result")
		}
	}
}
