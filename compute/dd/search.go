package dd

import (
	"math/bits"
)

// The search works on positions: four hands as 64-bit card sets (bit
// suit*16+rank, as bridge.Hand), the trump suit (noTrump for notrump) and
// the number of tricks left. Seats are 0..3 = N, E, S, W; NS is the side of
// even seats. Every question the search answers is "can NS take at least
// need of the remaining tricks?", so a value is always a count of NS tricks
// and the transposition table holds bounds on it that serve every target
// and every opening leader of one strain.

const (
	noTrump  = 4
	suitBits = 0x7ffc // ranks 2..14 of one suit lane
)

// solver is the state of one search. It is not safe for concurrent use;
// each goroutine takes its own from the pool.
type solver struct {
	hands  [4]uint64
	trump  int    // 0..3, or noTrump
	tricks int    // tricks left, counting the one being played
	table  uint64 // cards played to the current trick
	shape  uint64 // suit lengths: 4 bits for each seat (16 bits) and suit
	tt     *ttable

	// keys caches the relative code of each suit (its lane) per number
	// of tricks left, so that a trick start recomputes only the suits
	// its trick touched.
	keys [15][4]suitKey // one more: position reads the next

	moves [14][4][16]move // move lists by tricks left and position in the trick
	// killer is, by tricks left and leader, 1 + the last lead that won
	// the leader's side what it wanted (0: none): a lead that worked in
	// one position often works in its neighbours.
	killer [14][4]uint8
	nodes  int64 // trick starts reached, for the benchmark
}

type suitKey struct {
	masks uint64 // the four hands' masks of the suit, 16 bits each
	code  uint64 // its lane of the table's code (see ttEntry)
}

type move struct {
	card  uint8  // bit index: suit*16 + rank; the lowest of its class
	score int16  // ordering weight, highest first
	class uint16 // the cards equivalent to it (rank mask of its suit)
}

// closeClasses makes the relevant cards rel of a node where every move in
// ms was tried (but the skipped ones, small cards) sound for the classes of equivalent cards it skipped: a
// class that straddles the lowest relevant card of its suit would not be
// a class in every position the pattern matches, so the pattern must fix
// the whole class. (A node that cut off needs nothing: its move is the
// lowest of its class.)
func closeClasses(ms []move, skipped, rel uint64) uint64 {
	for i := range ms {
		if skipped>>uint(i)&1 != 0 {
			continue
		}
		cl := uint64(ms[i].class)
		if cl&(cl-1) == 0 {
			continue
		}
		sh := uint(16 * (ms[i].card >> 4))
		l := rel >> sh & 0xffff
		if l == 0 {
			continue
		}
		low := bits.TrailingZeros64(l)
		if low > bits.TrailingZeros64(cl) && low <= 63-bits.LeadingZeros64(cl) {
			rel |= (cl & -cl) << sh
		}
	}
	return rel
}

// shapeUnit is the shape count of card c in seat p's hand.
func shapeUnit(p, c int) uint64 { return 1 << uint(16*p+4*(c>>4)) }

func suitMask(h uint64, s int) uint64 { return h >> (16 * uint(s)) & 0xffff }

// highBit and lowBit are the highest and the lowest set bit of m (0: none).
func highBit(m uint64) uint64 {
	if m == 0 {
		return 0
	}
	return 1 << uint(63-bits.LeadingZeros64(m))
}

func lowBit(m uint64) uint64 { return m & -m }

// beats reports whether card c wins over the card w currently winning a
// trick.
func (s *solver) beats(c, w int) bool {
	if c>>4 == w>>4 {
		return c > w
	}
	return c>>4 == s.trump
}

// newPosition sets up a search of hands with trump and n tricks to play.
func (s *solver) reset(hands [4]uint64, trump, n int) {
	s.hands = hands
	s.killer = [14][4]uint8{}
	s.shape = 0
	for p, h := range hands {
		for su := 0; su < 4; su++ {
			s.shape += uint64(bits.OnesCount64(suitMask(h, su))) << uint(16*p+4*su)
		}
	}
	s.trump = trump
	s.tricks = n
	s.table = 0
	for i := range s.keys {
		for j := range s.keys[i] {
			s.keys[i][j] = suitKey{masks: ^uint64(0)}
		}
	}
}

// ge reports whether NS can take at least need of the remaining tricks
// with leader on lead to a new trick. rel is the set of cards whose rank
// the answer depends on: the answer holds for every position with the same
// suit lengths in each hand and the same holders of the cards from the top
// of each suit down to its lowest relevant card (the "winning ranks" of
// the DDS design), which is what the transposition table stores.
func (s *solver) ge(leader, need int) (ok bool, rel uint64) {
	rem := s.tricks
	if need <= 0 {
		return true, 0
	}
	if need > rem {
		return false, 0
	}
	s.nodes++
	if rem == 1 {
		w, rel := s.lastTrick(leader)
		return w&1 == 0, rel
	}
	nsLeads := leader&1 == 0

	// With ttFirst tricks or more left, the table first, then the quick
	// tricks, as DDS orders them: deep in the search a look-up decides
	// most positions and spares the quick tricks; near the end the quick
	// tricks cost less and decide more.
	var pos position
	deep := rem >= ttFirst
	if deep {
		s.position(&pos, leader)
		if ok, rel, hit := s.probe(&pos, need); hit {
			return ok, rel
		}
	}

	// want is what the leader's side needs.
	want := s.sideWants(leader, need)
	var qlo int
	var qlrel uint64
	if s.quickMost(leader) >= want {
		qlo, qlrel = s.quickLo(leader)
	}
	if qlo >= want {
		return nsLeads, qlrel
	}
	if qhi, qhrel := s.quickHi(leader); qhi < want {
		return !nsLeads, qhrel
	}

	if !deep {
		s.position(&pos, leader)
		if ok, rel, hit := s.probe(&pos, need); hit {
			return ok, rel
		}
	}
	return s.search(leader, need, &pos)
}

// ttFirst is the number of tricks left from which ge looks in the table
// before it bounds by quick tricks. Cachegrind, 26 tables of
// BenchmarkSolve (deals 0-24), instructions in compute/dd: 82.89 G with
// the quick tricks first at every depth, 79.90 G at 6 (nodes +0.8 %),
// 79.31 G with the table first at every depth (nodes +3.6 %: a hit's
// relevant cards are often more than the quick tricks' would have been,
// so its ancestors store narrower patterns).
const ttFirst = 6

// probe looks p up in the table: hit reports whether its bounds decide
// whether NS take need tricks, and ok and rel are then as ge's.
func (s *solver) probe(p *position, need int) (ok bool, rel uint64, hit bool) {
	lo, hi, lrel, hrel := s.tt.lookup(p, need)
	switch {
	case lo >= need:
		return true, lrel, true
	case hi < need:
		return false, hrel, true
	}
	return false, 0, false
}

// sideWants is the number of tricks seat p's side wants of those left
// when NS want need: need for NS, and for EW enough that NS fall short.
func (s *solver) sideWants(p, need int) int {
	if p&1 == 0 {
		return need
	}
	return s.tricks - need + 1
}

// search tries the leads of leader and stores the result for pos.
func (s *solver) search(leader, need int, pos *position) (result bool, rel uint64) {
	ms := s.genLeads(leader)
	result, rel = s.tryAll(ms, 0, leader, need, 0, 0, 0)
	if result {
		s.tt.store(pos, rel, need, s.tricks)
	} else {
		s.tt.store(pos, rel, 0, need-1)
	}
	return result, rel
}

// follow plays the k-th card (k = 1..3) of the trick led by leader in
// suit led; winner holds card win so far. It returns as ge does.
func (s *solver) follow(k, leader, need, led, winner, win int) (bool, uint64) {
	p := (leader + k) & 3
	if k == 1 {
		if ok, r, cut := s.secondHandTricks(p, leader, need, led, win); cut {
			return ok, r
		}
	}
	ms := s.genFollow(k, p, led, winner, win)
	r, rel := s.tryAll(ms, k, leader, need, led, winner, win)
	return r, rel
}

// tryAll tries the moves ms of the k-th player to the trick until one
// gives the player's side what it wants. rel is as ge's.
//
// Beyond the classes of equivalent cards, it skips "small" cards (the
// idea of Hans Kuijf's that DDS uses): once a card of a suit has been
// tried and neither it nor the next card is as high as the lowest card of
// the suit whose rank the results so far used, the next card would play
// the same. Results of later moves may lower that card; skipped cards are
// checked again against the final set, and tried if they no longer
// qualify.
func (s *solver) tryAll(ms []move, k, leader, need, led, winner, win int) (result bool, rel uint64) {
	p := (leader + k) & 3
	ns := p&1 == 0
	var lowTried [4]int // per suit, 1 + the lowest rank tried; 0: none
	var skipped uint64  // moves (by index) not tried
	for i := range ms {
		c := int(ms[i].card)
		su := c >> 4
		if t := lowTried[su]; t > 0 && small(rel, su, t-1, ms[i].class) {
			skipped |= 1 << uint(i)
			continue
		}
		r, crel := s.try(k, leader, need, led, winner, win, c)
		if r == ns {
			if k == 0 {
				s.killer[s.tricks][leader] = uint8(c + 1)
			}
			return r, crel
		}
		rel |= crel
		if t := lowTried[su]; t == 0 || c&15 < t-1 {
			lowTried[su] = c&15 + 1
		}
	}
	for {
		for m := skipped; m != 0; m &= m - 1 {
			i := bits.TrailingZeros64(m)
			c := int(ms[i].card)
			su := c >> 4
			if small(rel, su, lowTried[su]-1, ms[i].class) {
				continue
			}
			skipped &^= 1 << uint(i)
			r, crel := s.try(k, leader, need, led, winner, win, c)
			if r == ns {
				return r, crel
			}
			rel |= crel
			if c&15 < lowTried[su]-1 {
				lowTried[su] = c&15 + 1
			}
		}
		closed := closeClasses(ms, skipped, rel)
		if closed == rel {
			break
		}
		rel = closed
	}
	return !ns, rel
}

// small reports whether a class of cards (rank mask cl of suit su) plays
// like the tried card of rank tried given the relevant cards rel: both
// lie below the lowest relevant card of the suit.
func small(rel uint64, su, tried int, cl uint16) bool {
	l := rel >> uint(16*su) & 0xffff
	if l == 0 {
		return true
	}
	low := bits.TrailingZeros64(l)
	return tried < low && 63-bits.LeadingZeros64(uint64(cl)) < low
}

// try plays card c as the k-th card of the trick and searches on.
func (s *solver) try(k, leader, need, led, winner, win, c int) (bool, uint64) {
	p := (leader + k) & 3
	bit := uint64(1) << uint(c)
	s.hands[p] ^= bit
	s.shape -= shapeUnit(p, c)
	var r bool
	var rel uint64
	switch {
	case k == 0:
		s.table = bit
		r, rel = s.follow(1, leader, need, c>>4, leader, c)
		s.table = 0
	case k < 3:
		w, wc := winner, win
		if s.beats(c, win) {
			w, wc = p, c
		}
		s.table |= bit
		r, rel = s.follow(k+1, leader, need, led, w, wc)
		s.table &^= bit
	default:
		w, wc := winner, win
		if s.beats(c, win) {
			w, wc = p, c
		}
		trick := s.table | bit
		s.table = 0
		s.tricks--
		n := need
		if w&1 == 0 {
			n--
		}
		r, rel = s.ge(w, n)
		s.tricks++
		s.table = trick &^ bit
		// The winner's rank mattered if it beat a card of its own suit.
		if bits.OnesCount64(trick>>uint(wc&^15)&0xffff) > 1 {
			rel |= uint64(1) << uint(wc)
		}
	}
	s.hands[p] ^= bit
	s.shape += shapeUnit(p, c)
	return r, rel
}

// lastTrick is the seat that wins the last trick, each hand holding one
// card, and the winning card if its rank mattered.
func (s *solver) lastTrick(leader int) (int, uint64) {
	w := leader
	wc := bits.TrailingZeros64(s.hands[leader])
	for k := 1; k < 4; k++ {
		p := (leader + k) & 3
		c := bits.TrailingZeros64(s.hands[p])
		if s.beats(c, wc) {
			w, wc = p, c
		}
	}
	all := s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]
	if bits.OnesCount64(all>>uint(wc&^15)&0xffff) > 1 {
		return w, uint64(1) << uint(wc)
	}
	return w, 0
}

// quickLo and quickHi bound the tricks of the leader's side: quickLo is
// a number it surely takes and quickHi one it cannot exceed, each with the
// cards whose ranks it rests on (the quick tricks). The bounds:
//   - the leader cashes the top cards he holds in sequence, two tricks
//     with his top card opposite partner's second one (AX opposite KX),
//     and all his cards of a suit when no other hand holds more of it
//     than those rounds (length winners); outside trumps only as many
//     rounds as every opponent who still holds a trump can follow;
//   - or the leader leads to partner's top card in a suit he holds (that
//     no opponent can ruff) and partner cashes his own top cards; when
//     partner can follow or spare a card on each of the leader's winners,
//     the leader cashes those first and crosses after;
//   - in a trump contract, each trump of one hand that is higher than all
//     the opponents' trumps wins a trick: a lower bound for the leader's
//     side and, for the opponents' trumps, an upper one;
//   - in notrump, if the opponents hold the top card of every suit the
//     leader holds, they win this trick (the later tricks of DDS).
func (s *solver) quickLo(leader int) (lo int, lrel uint64) {
	lo, lrel, runs := s.cash(leader)
	pa := leader ^ 2
	o1, o2 := s.hands[(leader+1)&3], s.hands[(leader+3)&3]
	all := s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]
	hp := s.hands[pa]
	for su := 0; su < 4; su++ {
		a := suitMask(all, su)
		if suitMask(s.hands[leader], su) == 0 || a == 0 {
			continue
		}
		if suitMask(hp, su)>>uint(63-bits.LeadingZeros64(a))&1 == 0 {
			continue
		}
		if s.trump != noTrump && su != s.trump &&
			((suitMask(o1, su) == 0 && suitMask(o1, s.trump) != 0) || (suitMask(o2, su) == 0 && suitMask(o2, s.trump) != 0)) {
			continue
		}
		q, r, pruns := s.cash(pa)
		if lo > 0 && q > 0 && s.spareDiscards(pa, runs, pruns) {
			// The leader cashes his winners first, then crosses.
			q, r = lo+q, lrel|r
		}
		if q > lo {
			lo, lrel = q, r
		}
		break
	}
	if s.trump != noTrump {
		sh := uint(16 * s.trump)
		theirs := (o1 | o2) >> sh & 0xffff
		for _, h := range [2]uint64{s.hands[leader], hp} {
			if c, r := topTrumps(h>>sh&0xffff, theirs); c > lo {
				lo, lrel = c, r<<sh
			}
		}
	}
	return min(lo, s.tricks), lrel
}

// quickHi is the upper bound (see quickLo) on the tricks of the
// leader's side, from the opponents' sure tricks.
func (s *solver) quickHi(leader int) (hi int, hrel uint64) {
	o1, o2 := s.hands[(leader+1)&3], s.hands[(leader+3)&3]
	all := s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]
	hi = s.tricks
	if s.trump == noTrump || suitMask(all, s.trump) == 0 {
		// Whatever suit the leader leads, an opponent holds its top card
		// and wins this trick.
		var tops uint64
		opp := o1 | o2
		for su := 0; su < 4; su++ {
			if suitMask(s.hands[leader], su) == 0 {
				continue
			}
			top := uint64(1) << uint(16*su+63-bits.LeadingZeros64(suitMask(all, su)))
			if opp&top == 0 {
				tops = 0
				break
			}
			tops |= top
		}
		if tops != 0 {
			hi, hrel = s.tricks-1, tops
		} else if r, ok := s.allTricksOut(leader); ok {
			hi, hrel = s.tricks-1, r
		}
	} else {
		sh := uint(16 * s.trump)
		tl, tp := s.hands[leader]>>sh&0xffff, s.hands[leader^2]>>sh&0xffff
		t1, t2 := o1>>sh&0xffff, o2>>sh&0xffff
		ours := tl | tp
		c1, r1 := topTrumps(t1, ours)
		c2, r2 := topTrumps(t2, ours)
		if c2 > c1 {
			c1, r1 = c2, r2
		}
		if c, r := trumpTricks(tl, t1, tp, t2); c > c1 {
			c1, r1 = c, r
		}
		hi, hrel = s.tricks-c1, r1<<sh
	}
	return hi, hrel
}

// allTricksOut reports whether, without trumps, the leader's side cannot
// take every remaining trick: it wins tricks only in the suits whose top
// card it holds, at most as many in each as the longer of its two hands
// holds, and those add up to fewer than the tricks left (the "later
// tricks" of DDS). The bound holds whoever holds the top cards of the
// other suits, so it rests on the opponents' top cards only.
func (s *solver) allTricksOut(leader int) (uint64, bool) {
	h, p := s.hands[leader], s.hands[leader^2]
	ours := h | p
	all := ours | s.hands[leader^1] | s.hands[leader^3]
	sum := 0
	var rel uint64
	for su := 0; su < 4; su++ {
		a := suitMask(all, su)
		if a == 0 {
			continue
		}
		top := uint64(1) << uint(16*su+63-bits.LeadingZeros64(a))
		if ours&top != 0 {
			sum += max(bits.OnesCount64(suitMask(h, su)), bits.OnesCount64(suitMask(p, su)))
		} else if a&(a-1) != 0 {
			rel |= top
		}
	}
	return rel, sum < s.tricks
}

// trumpTricks counts the trump tricks the opponents surely take, where
// that is more than one hand's top trumps, from the trumps of the leader
// (tl), his left-hand opponent (t1), partner (tp) and right-hand opponent
// (t2), with the trump that fixes the pattern (a rank mask):
//   - the two top trumps in different opponents' hands, one of which
//     holds another trump: two tricks (the top one cannot fall on the
//     other);
//   - our side holds the top trump and an opponent with two or more
//     trumps the second, sitting over it (the holder of the top trump
//     plays just before him) or with the third in his side's hands too:
//     one trick.
func trumpTricks(tl, t1, tp, t2 uint64) (int, uint64) {
	theirs := t1 | t2
	a := tl | tp | theirs
	if theirs == 0 || a&(a-1) == 0 {
		return 0, 0
	}
	b1 := uint64(1) << uint(63-bits.LeadingZeros64(a))
	rest := a &^ b1
	b2 := uint64(1) << uint(63-bits.LeadingZeros64(rest))
	if theirs&b1 != 0 {
		if (t1&b1 != 0 && t2&b2 != 0 || t2&b1 != 0 && t1&b2 != 0) &&
			(bits.OnesCount64(t1) > 1 || bits.OnesCount64(t2) > 1) {
			return 2, b2
		}
		return 0, 0
	}
	var hh uint64
	var over bool
	switch {
	case t1&b2 != 0:
		hh, over = t1, tl&b1 != 0 // the leader plays just before his left-hand opponent
	case t2&b2 != 0:
		hh, over = t2, tp&b1 != 0 // partner plays just before the right-hand opponent
	default:
		return 0, 0
	}
	if bits.OnesCount64(hh) < 2 {
		return 0, 0
	}
	if over {
		return 1, b2
	}
	rest &^= b2
	if rest == 0 {
		return 0, 0
	}
	if b3 := uint64(1) << uint(63-bits.LeadingZeros64(rest)); theirs&b3 != 0 {
		return 1, b3
	}
	return 0, 0
}

// spareDiscards reports whether partner pa can follow or discard while
// the leader cashes runs (tricks by suit) without giving up a card of a
// suit he cashes himself afterwards (pruns) or a trump (a ruff would take
// the lead from the leader): when pa is out of a suit the leader still
// cashes, each round costs pa a spare card.
func (s *solver) spareDiscards(pa int, runs, pruns suitCounts) bool {
	h := s.hands[pa]
	need, spare := 0, 0
	for su := 0; su < 4; su++ {
		l := bits.OnesCount64(suitMask(h, su))
		switch {
		case runs.get(su) > 0:
			need += max(0, runs.get(su)-l)
			if su != s.trump {
				spare += max(0, l-runs.get(su))
			}
		case pruns.get(su) > 0 || su == s.trump:
		default:
			spare += l
		}
	}
	return need <= spare
}

// topTrumps counts the trumps of mask m higher than every trump of the
// opponents' mask o, and gives them as the relevant cards.
func topTrumps(m, o uint64) (int, uint64) {
	if o == 0 {
		return bits.OnesCount64(m), 0 // the opponents have none: every trump wins
	}
	hi := 63 - bits.LeadingZeros64(o)
	top := m >> uint(hi+1) << uint(hi+1)
	return bits.OnesCount64(top), top
}

// cash is the number of tricks seat p takes on lead by cashing the top
// cards it holds in sequence, or the whole suit when the others' lengths
// allow (outside trumps only as many rounds as every opponent who still
// holds a trump can follow), the relevant cards, and the tricks by suit.
func (s *solver) cash(p int) (int, uint64, suitCounts) {
	var runs suitCounts
	h := s.hands[p]
	o1, o2 := s.hands[(p+1)&3], s.hands[(p+3)&3]
	all := h | o1 | o2 | s.hands[p^2]
	total := 0
	var rel uint64
	for su := 0; su < 4; su++ {
		m := suitMask(h, su)
		if m == 0 {
			continue
		}
		// The top run: the cards from the top of the suit down to the
		// first card held by someone else.
		others := suitMask(all, su) &^ m
		top := m
		if others != 0 {
			hi := 63 - bits.LeadingZeros64(others)
			top = m >> uint(hi+1) << uint(hi+1)
		}
		run := bits.OnesCount64(top)
		if run == 0 {
			continue
		}
		if others != 0 {
			// the ranks of the run matter, not those of cards nobody else
			// holds in the suit
			rel |= top << uint(16*su)
			// A top card opposite partner's second one, each with another
			// card (AX opposite KX): a low card to partner's and back, two
			// tricks with the lead back in p's hand.
			pm := suitMask(s.hands[p^2], su)
			if k := highBit(others); run == 1 && pm&k != 0 && m&(m-1) != 0 && pm&(pm-1) != 0 {
				run = 2
				rel |= k << uint(16*su)
			}
			// Length winners: when nobody else holds more cards of the
			// suit than the run has rounds, the other hands are out of
			// it by then and p's lower cards win too.
			po, l1, l2 := bits.OnesCount64(suitMask(s.hands[p^2], su)), bits.OnesCount64(suitMask(o1, su)), bits.OnesCount64(suitMask(o2, su))
			if max(po, l1, l2) <= run {
				run = bits.OnesCount64(m)
			}
		}
		if s.trump != noTrump && su != s.trump {
			if suitMask(o1, s.trump) != 0 {
				run = min(run, bits.OnesCount64(suitMask(o1, su)))
			}
			if suitMask(o2, s.trump) != 0 {
				run = min(run, bits.OnesCount64(suitMask(o2, su)))
			}
		}
		total += run
		runs |= suitCounts(run) << uint(8*su)
	}
	return total, rel, runs
}

// suitCounts holds a count 0..13 for each suit, a byte each: a value the
// compiler keeps in a register, where an array went through memory (its
// copy loaded 16 bytes over 8-byte stores, which the processor cannot
// forward).
type suitCounts uint32

func (c suitCounts) get(su int) int { return int(c >> uint(8*su) & 0xff) }

// reps appends one card of each run of equivalent cards of mask m (a
// player's holding in suit su) to ms, the highest run first: cards are
// equivalent when no card of another hand, and none on the table, lies
// between them. It takes the runs from the lowest, without a branch: a
// run is m's cards from its lowest up to the next card of others (all of
// them when there is none), half the instructions of finding each run's
// top and the card of others below it. It writes them from the end of
// their place, whose length it counts first: the lowest cards of the runs
// are the cards of m that no card of m lies just under (among the cards
// of m and others), which the carries of adding m, one place up, to the
// places neither holds find at once. It is written to be inlined (cost
// 78 of the compiler's 80) with or without the profile.
func reps(ms []move, m, others uint64, su int) []move {
	i := len(ms) + bits.OnesCount64(m&^(^(m|others)&0xffff+m<<1))
	ms = ms[:i]
	for m != 0 {
		i--
		above := others & -(m & -m) // others has no card of m
		run := m & (above&-above - 1)
		ms[i] = move{card: uint8(su<<4 | bits.TrailingZeros64(m)), class: uint16(run)}
		m &^= run
	}
	return ms
}

// sortMoves orders ms by score, highest first (insertion sort: the lists
// are short).
func sortMoves(ms []move) {
	for i := 1; i < len(ms); i++ {
		x := ms[i]
		j := i
		for j > 0 && ms[j-1].score < x.score {
			ms[j] = ms[j-1]
			j--
		}
		ms[j] = x
	}
}

// secondHandTricks is the bound at the second hand p to play to a trick
// led in suit led (card win): when p's side surely wins the trick (with
// the highest card of the suit still to be played that no opponent can
// ruff, or with a ruff the third hand cannot overruff because he follows
// suit), the hand that wins it then takes its side's quick tricks (the
// bound of quickLo). cut reports whether that settles the test;
// ok and rel are then as ge's.
func (s *solver) secondHandTricks(p, leader, need, led, win int) (ok bool, rel uint64, cut bool) {
	wants := s.sideWants(p, need)
	q, t := p^2, leader^2 // fourth and third hand
	trump := s.trump
	thirdLed := suitMask(s.hands[t], led)
	ours := suitMask(s.hands[p]|s.hands[q], led)
	hh := -1
	var wbit uint64
	switch {
	case ours != 0:
		wr := 63 - bits.LeadingZeros64(ours)
		if wr < win&15 || (thirdLed != 0 && wr < 63-bits.LeadingZeros64(thirdLed)) {
			break
		}
		if s.ruffs(t, led) {
			break // the third hand ruffs
		}
		wbit = uint64(1) << uint(led<<4|wr)
		hh = p
		if s.hands[p]&wbit == 0 {
			hh = q
		}
		if s.mustRuff(hh^2, led) {
			hh = -1 // the other hand of the side, holding only trumps
		}
		rel = wbit
	case trump != noTrump && led != trump && thirdLed != 0:
		// a ruff by p or q, the third hand following
		switch {
		case s.ruffs(p, led):
			if !s.mustRuff(q, led) {
				hh = p // else the fourth hand must ruff too
			}
		case s.ruffs(q, led):
			hh = q
		}
		if hh >= 0 {
			wbit = uint64(1) << uint(trump<<4|bits.TrailingZeros64(suitMask(s.hands[hh], trump)))
		}
	}
	if hh < 0 {
		return false, 0, false
	}
	n := 1
	if n < wants {
		// The trick as played: the third hand follows with his lowest
		// card when he can (he may keep higher ones, which only makes
		// the bound smaller; a discard of his only leaves him fewer
		// cards), the winner's partner with his lowest or, when void,
		// discards his lowest card outside trumps (our side's choices:
		// any play of ours gives a sound bound).
		// saved word by word: a copy of the array loads 16 bytes over the
		// 8-byte stores of the plays just made, which stalls
		h0, h1, h2, h3, shape := s.hands[0], s.hands[1], s.hands[2], s.hands[3], s.shape
		s.play(hh, wbit)
		for _, h := range [2]int{t, hh ^ 2} {
			if m := suitMask(s.hands[h], led); m != 0 {
				s.play(h, (m&-m)<<uint(16*led))
			} else if h != t {
				s.play(h, lowestCard(s.hands[h]&^s.trumpMask()))
			}
		}
		var c int
		var cr uint64
		if s.quickMost(hh) >= wants-1 {
			c, cr = s.quickLo(hh)
		}
		s.hands[0], s.hands[1], s.hands[2], s.hands[3], s.shape = h0, h1, h2, h3, shape
		n += min(c, s.tricks-1)
		rel |= cr
	}
	if n < wants {
		return false, 0, false
	}
	return p&1 == 0, rel, true
}

// play takes card b (a bit; none when 0) from seat q's hand, and from the
// shape, which quickMost reads.
func (s *solver) play(q int, b uint64) {
	if b == 0 {
		return
	}
	s.hands[q] &^= b
	s.shape -= shapeUnit(q, bits.TrailingZeros64(b))
}

// trumpMask is the card set of the trump suit (none in notrump).
func (s *solver) trumpMask() uint64 {
	if s.trump == noTrump {
		return 0
	}
	return uint64(0xffff) << uint(16*s.trump)
}

// ruffs reports whether seat h, void in suit led, holds a trump to ruff
// it with.
func (s *solver) ruffs(h, led int) bool {
	return led != s.trump && suitMask(s.hands[h], led) == 0 && s.hands[h]&s.trumpMask() != 0
}

// mustRuff reports whether seat h, void in suit led, holds nothing but
// trumps, so that he must ruff.
func (s *solver) mustRuff(h, led int) bool {
	return s.ruffs(h, led) && s.hands[h]&^s.trumpMask() == 0
}

// lowestCard is the card of lowest rank in h (of the lowest suit among
// equal ranks), or none.
func lowestCard(h uint64) uint64 {
	var low uint64
	for su := 0; su < 4; su++ {
		if m := suitMask(h, su); m != 0 && (low == 0 || bits.TrailingZeros64(m) < bits.TrailingZeros64(low)&15) {
			low = (m & -m) << uint(16*su)
		}
	}
	return low
}

// quickMost is an upper bound on quickLo(leader), far cheaper: in each
// suit whose top card the leader's side holds, the cards of the hand that
// holds it (in trumps, of the longer hand), outside trumps no more than
// an opponent who can ruff holds. Two in three calls of quickLo at a
// trick start, and four in five at the second hand, cannot reach what
// the side wants and are skipped by it (20 random deals).
//
// It takes the four suits at once, a 16-bit lane each as in the hands
// (the lengths from the shape), without a branch: 47 % of the
// instructions of a loop over the suits.
func (s *solver) quickMost(leader int) int {
	h, p := s.hands[leader], s.hands[leader^2]
	o1, o2 := s.hands[leader^1], s.hands[leader^3]
	ch, cp := s.lens(leader), s.lens(leader^2)
	// the higher top card: a rank mask is greater than another when it
	// holds the higher top card
	c := cp ^ (ch^cp)&lanesGT(h, p)
	if s.trump != noTrump {
		tl := uint64(0xffff) << uint(16*s.trump)
		if o1&tl != 0 {
			c = lanesMin(c, s.lens(leader^1))
		}
		if o2&tl != 0 {
			c = lanesMin(c, s.lens(leader^3))
		}
		c = c&^tl | (cp^(ch^cp)&lanesGT(ch, cp))&tl // trumps: the longer hand's
	}
	c &= lanesGT(h|p, o1|o2) // the suits whose top card the side holds
	return int(c * lanesOne >> 48)
}

// lanesOne is 1 in each 16-bit lane, lanesTop each lane's top bit.
const lanesOne, lanesTop = 0x0001000100010001, 0x8000800080008000

// lanesGT is all ones in each 16-bit lane where a's is greater than b's,
// for lanes below 0x8000 (rank masks and counts).
func lanesGT(a, b uint64) uint64 {
	return ((a | lanesTop) - (b + lanesOne)) & lanesTop >> 15 * 0xffff
}

// lanesMin is the lesser of a's and b's in each 16-bit lane.
func lanesMin(a, b uint64) uint64 { return a ^ (a^b)&lanesGT(a, b) }

// lens is seat q's suit lengths from the shape, a 16-bit lane a suit.
func (s *solver) lens(q int) uint64 {
	v := s.shape >> uint(16*q) & 0xffff
	return (v | v<<12 | v<<24 | v<<36) & (lanesOne * 15)
}
