package bridge

import (
	"errors"
	"strings"
	"testing"
)

func TestParseCall(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"1NT", "1NT"}, {"1 NT", "1NT"}, {"3n", "3NT"}, {"7c", "7C"}, {"PASS", "Pass"}, {"p", "Pass"},
		{"x", "X"}, {"Dbl", "X"}, {"XX", "XX"}, {"rdbl", "XX"},
	} {
		t.Run(tt.in, func(t *testing.T) {
			c, err := ParseCall(tt.in)
			if err != nil || c.String() != tt.want {
				t.Errorf("ParseCall(%q) = %v, %v; want %s", tt.in, c, err, tt.want)
			}
			if back, err := ParseCall(c.String()); err != nil || back != c {
				t.Errorf("round trip of %s: %v, %v", c, back, err)
			}
		})
	}
	for _, in := range []string{"", "8S", "1Z", "0NT", "XXX"} {
		t.Run("bad "+in, func(t *testing.T) {
			_, err := ParseCall(in)
			want := "bad call " + Quote(in) + " (want a bid such as 1NT, Pass, X or XX)"
			if !errors.Is(err, ErrCall) || err == nil || err.Error() != want {
				t.Errorf("ParseCall(%q) = %v, want %s", in, err, want)
			}
		})
	}
}

// calls reads "1S Pass 2D X" into calls.
func calls(t testing.TB, text string) []Call {
	t.Helper()
	var out []Call
	for _, f := range strings.Fields(text) {
		c, err := ParseCall(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// TestAuction: each rule of the order of calls, the end of an auction,
// and the contract and declarer it ends in (dealer North unless said).
func TestAuction(t *testing.T) {
	for _, tt := range []struct {
		name, calls string
		dealer      Seat
		done        bool
		contract    string // Contract.By of the calls added
		err         error  // of the last call, nil when all are legal
		msg         string
	}{
		{name: "four passes", calls: "Pass Pass Pass Pass", done: true, contract: "PASS"},
		{name: "three passes are not the end", calls: "Pass Pass Pass", contract: "PASS"},
		{name: "three passes after a bid", calls: "1S Pass Pass Pass", done: true, contract: "1S by N"},
		{name: "a bid after three passes", calls: "Pass Pass Pass 1C Pass Pass Pass", done: true, contract: "1C by W"},
		{name: "declarer first named the strain", calls: "1S Pass 2D Pass 2S Pass 4S Pass Pass Pass", done: true, contract: "4S by N"},
		{name: "partner first named it", calls: "1C Pass 1H Pass 4H Pass Pass Pass", done: true, contract: "4H by S"},
		{name: "the opponents named it first", calls: "1H 2H Pass 4H X Pass Pass Pass", done: true, contract: "4HX by E"},
		{name: "redoubled", calls: "1NT X XX Pass Pass Pass", done: true, contract: "1NTXX by N"},
		{name: "a bid clears the double", calls: "1NT X 2C Pass Pass Pass", done: true, contract: "2C by S"},
		{name: "dealer West", dealer: West, calls: "1D Pass 3NT Pass Pass Pass", done: true, contract: "3NT by E"},
		{name: "insufficient bid, lower level", calls: "2S 1NT", contract: "2S by N",
			err: ErrInsufficientBid, msg: "call 2 (E 1NT): not higher than 2S"},
		{name: "insufficient bid, same level", calls: "1S Pass 1H", contract: "1S by N",
			err: ErrInsufficientBid, msg: "call 3 (S 1H): not higher than 1S"},
		{name: "the same bid again", calls: "1S 1S", contract: "1S by N",
			err: ErrInsufficientBid, msg: "call 2 (E 1S): not higher than 1S"},
		{name: "double of nothing", calls: "X", contract: "PASS",
			err: ErrInadmissibleDouble, msg: "call 1 (N X): a double only of an opponent's bid not doubled yet"},
		{name: "double of partner", calls: "1S Pass X", contract: "1S by N",
			err: ErrInadmissibleDouble, msg: "call 3 (S X): a double only of an opponent's bid not doubled yet"},
		{name: "double of the own side's raise", calls: "1S Pass 2S Pass X", contract: "2S by N",
			err: ErrInadmissibleDouble, msg: "call 5 (N X): a double only of an opponent's bid not doubled yet"},
		{name: "double of an opponent", calls: "1S X", contract: "1SX by N"},
		{name: "double twice", calls: "1S X Pass X", contract: "1SX by N",
			err: ErrInadmissibleDouble, msg: "call 4 (W X): a double only of an opponent's bid not doubled yet"},
		{name: "redouble of nothing", calls: "1S XX", contract: "1S by N",
			err: ErrInadmissibleRedouble, msg: "call 2 (E XX): a redouble only of a double of the own side's bid"},
		{name: "redouble of own double", calls: "1S X Pass XX", contract: "1SX by N",
			err: ErrInadmissibleRedouble, msg: "call 4 (W XX): a redouble only of a double of the own side's bid"},
		{name: "redouble twice", calls: "1S X XX Pass Pass XX", contract: "1SXX by N",
			err: ErrInadmissibleRedouble, msg: "call 6 (E XX): a redouble only of a double of the own side's bid"},
		{name: "after the end", calls: "1S Pass Pass Pass Pass", done: true, contract: "1S by N",
			err: ErrAuctionOver, msg: "call 5 (N Pass): after the auction ended"},
		{name: "after four passes", calls: "Pass Pass Pass Pass 1C", done: true, contract: "PASS",
			err: ErrAuctionOver, msg: "call 5 (N 1C): after the auction ended"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := NewAuction(tt.dealer)
			cs := calls(t, tt.calls)
			var err error
			for i, c := range cs {
				if err = a.Add(c); err != nil && i < len(cs)-1 {
					t.Fatalf("call %d: %v", i+1, err)
				}
			}
			if !errors.Is(err, tt.err) || err == nil && tt.err != nil {
				t.Fatalf("error %v, want %v", err, tt.err)
			}
			if err != nil && err.Error() != tt.msg {
				t.Errorf("message\n%s\nwant\n%s", err, tt.msg)
			}
			want := len(cs)
			if err != nil {
				want--
			}
			if a.Len() != want {
				t.Errorf("%d calls kept, want %d", a.Len(), want)
			}
			if a.Done() != tt.done {
				t.Errorf("done %v, want %v", a.Done(), tt.done)
			}
			if c, decl := a.Contract(); c.By(decl) != tt.contract {
				t.Errorf("contract %s, want %s", c.By(decl), tt.contract)
			}
		})
	}
}

// TestAuctionAddBy: a call by the wrong seat, or one that is no call, is
// refused and not added.
func TestAuctionAddBy(t *testing.T) {
	for _, tt := range []struct {
		name string
		by   Seat
		call Call
		err  error
		msg  string
	}{
		{"out of turn", South, Call{Kind: Bid, Level: 1, Strain: Spades}, ErrOutOfTurn, "call 2 (S 1S): made by S, but it is E's turn"},
		{"no call", East, Call{}, ErrCall, "call 2 (E ?): not a call (want a bid such as 1NT, Pass, X or XX)"},
		{"level 8", East, Call{Kind: Bid, Level: 8, Strain: Spades}, ErrCall, "call 2 (E 8S): not a call (want a bid such as 1NT, Pass, X or XX)"},
		{"in turn", East, Call{Kind: Pass}, nil, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := NewAuction(North)
			if err := a.AddBy(North, Call{Kind: Pass}); err != nil {
				t.Fatal(err)
			}
			err := a.AddBy(tt.by, tt.call)
			if !errors.Is(err, tt.err) || (err == nil) != (tt.err == nil) {
				t.Fatalf("error %v, want %v", err, tt.err)
			}
			if err != nil && err.Error() != tt.msg {
				t.Errorf("message\n%s\nwant\n%s", err, tt.msg)
			}
			if want := 1 + btoi(err == nil); a.Len() != want {
				t.Errorf("%d calls, want %d", a.Len(), want)
			}
		})
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestContractBy: the one text of a contract reached.
func TestContractBy(t *testing.T) {
	for _, tt := range []struct {
		c    Contract
		by   Seat
		want string
	}{
		{Contract{Level: 4, Strain: Spades}, North, "4S by N"},
		{Contract{Level: 3, Strain: NoTrump, Doubling: Redoubled}, West, "3NTXX by W"},
		{PassOut, East, "PASS"},
	} {
		if got := tt.c.By(tt.by); got != tt.want {
			t.Errorf("%v.By(%v) = %q, want %q", tt.c, tt.by, got, tt.want)
		}
	}
}
