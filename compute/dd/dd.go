package dd

import (
	"fmt"
	"math/bits"
	"sync"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Table is the double-dummy trick table: the tricks declarer's side takes
// for each declaring seat and strain, with declarer's left-hand opponent
// on lead. Entries are 0..13. It is bridge.DDTable, the form a board's
// hand record holds, with the methods of this package: dd.Table(t) and
// bridge.DDTable(t) convert between them.
type Table bridge.DDTable // [bridge.Seat][bridge.Strain]

// Tricks is the entry for declarer in strain.
func (t Table) Tricks(declarer bridge.Seat, strain bridge.Strain) int {
	return int(t[declarer][strain])
}

// validCards is every card of a deck as bridge.Hand bits.
const validCards = suitBits | suitBits<<16 | suitBits<<32 | suitBits<<48

// check validates d: four known hands of n cards each, no card twice and
// nothing but cards. n is 13 for Solve; Tricks accepts any common length
// 1..13 (an end position).
func check(d bridge.Deal, full bool) error {
	var seen bridge.Hand
	for _, s := range bridge.Seats {
		h := d.Hands[s]
		if !d.Known[s] {
			return fmt.Errorf("%w: %s hand unknown (want all four hands)", bridge.ErrDeal, s)
		}
		if bad := h &^ validCards; bad != 0 {
			return fmt.Errorf("%w: %s holds bits %#x that are no card", bridge.ErrDeal, s, uint64(bad))
		}
		if dup := seen & h; dup != 0 {
			c := firstCard(dup)
			for _, o := range bridge.Seats {
				if d.Hands[o].Has(c) {
					return fmt.Errorf("%w: %s holds %s, which %s holds too", bridge.ErrDeal, s, c, o)
				}
			}
		}
		seen |= h
	}
	n := d.Hands[bridge.North].Len()
	for _, s := range bridge.Seats {
		l := d.Hands[s].Len()
		switch {
		case full && l != 13:
			return fmt.Errorf("%w: %s has %d cards (want 13)", bridge.ErrDeal, s, l)
		case l == 0 || l > 13:
			return fmt.Errorf("%w: %s has %d cards (want 1..13)", bridge.ErrDeal, s, l)
		case l != n:
			return fmt.Errorf("%w: %s has %d cards but N has %d (want the same number in each hand)", bridge.ErrDeal, s, l, n)
		}
	}
	return nil
}

// firstCard is the highest card of h, spades first.
func firstCard(h bridge.Hand) bridge.Card {
	for su := bridge.SuitSpades; ; su-- {
		for r := bridge.Ace; r >= 2; r-- {
			if c := bridge.NewCard(su, r); h.Has(c) {
				return c
			}
		}
		if su == bridge.SuitClubs {
			return 0
		}
	}
}

func handsOf(d bridge.Deal) [4]uint64 {
	var h [4]uint64
	for i := range h {
		h[i] = uint64(d.Hands[i])
	}
	return h
}

// The transposition table of a solver: 2^ttHeadLog list heads (16 bytes
// each, doubling when half of them are taken) and 2^ttEntryLog entries
// (16 bytes), growing to 2^ttMaxEntryLog entries on hard deals: 4.5 MiB
// at first, 18 MiB after the 50 deals of BenchmarkSolve (2^20 entries,
// 2^17 heads), at most some 64 MiB.
const ttHeadLog, ttEntryLog, ttMaxEntryLog = 15, 18, 21

// solvers keeps idle solvers for reuse: their tables are large, and a
// sync.Pool would drop them at every garbage collection.
var solvers struct {
	sync.Mutex
	free []*solver
}

func getSolver() *solver {
	solvers.Lock()
	defer solvers.Unlock()
	if n := len(solvers.free); n > 0 {
		s := solvers.free[n-1]
		solvers.free = solvers.free[:n-1]
		return s
	}
	return &solver{tt: newTT(ttHeadLog, ttEntryLog, ttMaxEntryLog)}
}

func putSolver(s *solver) {
	solvers.Lock()
	solvers.free = append(solvers.free, s)
	solvers.Unlock()
}

// Solve computes the full table of a complete deal. The error, wrapping
// bridge.ErrDeal, names what is wrong with a deal that is not four known
// hands of 13 different cards.
func Solve(d bridge.Deal) (Table, error) {
	if err := check(d, true); err != nil {
		return Table{}, err
	}
	s := getSolver()
	defer putSolver(s)
	return s.solveTable(handsOf(d)), nil
}

// Tricks is the number of tricks declarer's side takes in strain,
// double-dummy, with declarer's left-hand opponent on lead. d may be an
// end position: four known hands of the same number of cards (1..13), of
// which the result is a part.
func Tricks(d bridge.Deal, strain bridge.Strain, declarer bridge.Seat) (int, error) {
	if err := check(d, false); err != nil {
		return 0, err
	}
	if strain > bridge.NoTrump || declarer > bridge.West {
		return 0, fmt.Errorf("%w: strain %d, declarer %d", bridge.ErrDeal, strain, declarer)
	}
	s := getSolver()
	defer putSolver(s)
	n := d.Hands[0].Len()
	s.tt.clear()
	s.reset(handsOf(d), int(strain), n)
	leader := int(declarer+1) & 3
	ns := s.value(leader, n/2)
	if declarer%2 == 0 {
		return ns, nil
	}
	return n - ns, nil
}

// solveTable fills the table of a full deal: per strain one transposition
// table serves the four opening leaders, each found by null-window tests
// starting from a guess.
func (s *solver) solveTable(hands [4]uint64) Table {
	var t Table
	for strain := 0; strain < 5; strain++ {
		s.tt.clear()
		s.reset(hands, strain, 13)
		guess := guessNS(hands, strain)
		// Leaders N and S give EW declaring, E and W give NS declaring;
		// each pair is usually within a trick of each other. N and S
		// first: 1.3-1.9 % fewer nodes than E and W first (on two sets of
		// 20 and 30 random deals).
		for _, leader := range [4]int{0, 2, 1, 3} {
			ns := s.value(leader, guess)
			decl := (leader + 3) & 3
			if decl&1 == 0 {
				t[decl][strain] = int8(ns)
			} else {
				t[decl][strain] = int8(13 - ns)
			}
			guess = ns
		}
	}
	return t
}

// guessNS estimates the NS tricks of a full deal in strain from the
// high-card points and the trump fit, as the first target of the null-
// window tests: the tests within a trick or so of the value are the
// costly ones, so each trick the guess is off costs about one more. Only
// the speed depends on it (a few per cent fewer nodes than starting at
// 7 on the benchmark deals).
func guessNS(hands [4]uint64, strain int) int {
	hcp := 0
	for _, p := range [2]int{0, 2} {
		for su := 0; su < 4; su++ {
			m := suitMask(hands[p], su)
			hcp += 4*int(m>>14&1) + 3*int(m>>13&1) + 2*int(m>>12&1) + int(m>>11&1)
		}
	}
	x := 6.5 + float64(hcp-20)/3
	if strain != noTrump {
		fit := bits.OnesCount64(suitMask(hands[0]|hands[2], strain))
		x += 0.7 * (float64(fit) - 6.5)
	}
	return min(max(int(x+0.5), 1), 12)
}

// value is the exact number of NS tricks from the current position with
// leader on lead, found by a sequence of null-window tests starting at
// guess.
func (s *solver) value(leader, guess int) int {
	lo, hi := 0, s.tricks
	t := min(max(guess, lo+1), hi)
	for lo < hi {
		if ok, _ := s.ge(leader, t); ok {
			lo = t
			t = lo + 1
		} else {
			hi = t - 1
			t = hi
		}
	}
	return lo
}
