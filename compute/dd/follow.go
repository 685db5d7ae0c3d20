package dd

import "math/bits"

// The weights of the cards that follow to a trick: the rules DDS uses,
// learnt from a description of its move generator (Moves.cpp) and
// written anew. They look at who wins the trick so far and who can still
// beat it: second hand low unless his side surely wins the trick, third
// hand high enough to beat the fourth, or a card that forces out the
// fourth hand's top card; fourth hand wins as cheaply as he can. A
// discard comes from a long suit, keeping a guarded second card (Kx) and
// a single top card; a ruff is as low as does the job, and never of
// partner's sure winner.

// followCtx is what the weights of one follow look at. Masks are rank
// masks of the suit led unless named otherwise; "top" cards are those of
// the trick's start (the table's cards count), ord counts the cards
// still in the hands.
type followCtx struct {
	s          *solver
	k, p       int
	led        int
	winner     int
	win        int    // the card winning so far
	winBit     uint64 // its rank bit when of the suit led, else 0
	trumpGame  bool   // a trump suit with trumps still out
	start      uint64 // every card of the trick's start (hands and table)
	inHands    uint64 // every card still in a hand
	partnerWin bool
	// the suit led in the hands of the next to play and of partner, and
	// their trumps (rank masks; see load)
	next, partner             uint64
	nextTrumps, partnerTrumps uint64
}

// load sets the holdings of the next hand to play and of partner, which
// most weights look at: once per follow, not per card.
func (f *followCtx) load() {
	n, pa := (f.p+1)&3, f.p^2
	f.next, f.partner = f.hand(n, f.led), f.hand(pa, f.led)
	f.nextTrumps, f.partnerTrumps = f.trumps(n), f.trumps(pa)
}

// ord is a card's place among the cards of its suit still in the hands:
// 1 for the highest.
func (f *followCtx) ord(c int) int {
	return bits.OnesCount64(suitMask(f.inHands, c>>4) >> uint(c&15))
}

// lenTerm is 64 × l / d: the weight of a suit's length l.
func lenTerm(l, d int) int { return 64 * l / d }

// guards reports whether holding h (a rank mask of suit su, l cards) is
// a guarded second card (Kx: two cards, one the suit's second) and
// whether it is a single top card. It looks for the suit's top cards
// only for a holding that short.
func (f *followCtx) guards(h uint64, su, l int) (kx, stiffTop bool) {
	if l > 2 {
		return false, false
	}
	a := suitMask(f.start, su)
	top := highBit(a)
	if l == 1 {
		return false, h&top != 0
	}
	return h&highBit(a&^top) != 0, false
}

// lowFirst weighs the cards ms lowest first.
func lowFirst(ms []move) {
	for i := range ms {
		ms[i].score = int16(-int(ms[i].card & 15))
	}
}

// boostCheapestAbove adds 20 to the lowest of the cards ms (of one suit)
// above rank bit b, if any.
func boostCheapestAbove(ms []move, b uint64) {
	best := -1
	for i := range ms {
		if uint64(1)<<uint(ms[i].card&15) > b && (best < 0 || ms[i].card < ms[best].card) {
			best = i
		}
	}
	if best >= 0 {
		ms[best].score += 20
	}
}

// genFollow lists the candidate cards of seat p, the k-th to play (1..3)
// to a trick in suit led, where winner's card win is winning so far, best
// first.
func (s *solver) genFollow(k, p, led, winner, win int) []move {
	ms := s.moves[s.tricks][k][:0]
	h := s.hands[p]
	inHands := s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]
	start := inHands | s.table
	m := suitMask(h, led)
	if k == 3 && m != 0 {
		return fourthReps(ms, m, suitMask(start, led)&^m, led, beats(p, led, winner, win))
	}
	if m != 0 {
		ms = reps(ms, m, suitMask(start, led)&^m, led)
		if len(ms) == 1 {
			return ms // nothing to order
		}
	}
	// built field by field: a composite literal was built in a temporary
	// and copied, its 16-byte loads stalling on the 8-byte stores
	var f followCtx
	f.s, f.k, f.p, f.led, f.winner, f.win = s, k, p, led, winner, win
	f.start, f.inHands, f.partnerWin = start, inHands, winner == p^2
	if win>>4 == led {
		f.winBit = uint64(1) << uint(win&15)
	}
	f.trumpGame = s.trump != noTrump && inHands&s.trumpMask() != 0
	if k < 3 {
		f.load() // the fourth hand's weights look at neither
	}
	if m != 0 {
		switch k {
		case 1:
			f.second(ms)
		case 2:
			f.third(ms, m)
		default:
			// none: fourthReps listed the fourth hand's in order
		}
	} else {
		for su := 0; su < 4; su++ {
			sm := suitMask(h, su)
			if sm == 0 {
				continue
			}
			start := len(ms)
			ms = reps(ms, sm, suitMask(f.start, su)&^sm, su)
			l := bits.OnesCount64(sm)
			kx, stiff := f.guards(sm, su, l)
			for i := start; i < len(ms); i++ {
				ms[i].score = int16(f.void(int(ms[i].card), l, kx, stiff))
			}
		}
	}
	sortMoves(ms)
	return ms
}

// hand is seat q's rank mask in suit su.
func (f *followCtx) hand(q, su int) uint64 { return suitMask(f.s.hands[q], su) }

// trumps is seat q's trumps (rank mask).
func (f *followCtx) trumps(q int) uint64 {
	if f.s.trump == noTrump {
		return 0
	}
	return suitMask(f.s.hands[q], f.s.trump)
}

// second weighs the second hand's cards ms of the suit led, following.
func (f *followCtx) second(ms []move) {
	third, fourth := (f.p+1)&3, f.p^2
	t3, t4 := f.next, f.partner
	ledBit := f.winBit // the leader's card wins so far
	h3, h4 := highBit(t3), highBit(t4)
	if !f.trumpGame {
		if h4 > max(ledBit, h3) {
			lowFirst(ms)
			return
		}
		for i := range ms {
			c := int(ms[i].card)
			r, b := c&15, uint64(1)<<uint(c&15)
			var w int
			switch {
			case b > ledBit && b > h3:
				w = 81 - r
			case t3 != 0 && b < lowBit(t3) || t4 != 0 && b < lowBit(t4):
				w = -3 + f.ord(c)
			case b < ledBit:
				w = -11 + f.ord(c)
			case ms[i].class&(ms[i].class-1) != 0:
				w = 10 + f.ord(c)
			default:
				w = 13 - r
			}
			ms[i].score = int16(w)
		}
		return
	}
	tr3, tr4 := f.nextTrumps, f.partnerTrumps
	thirdRuffs, fourthRuffs := f.s.ruffs(third, f.led), f.s.ruffs(fourth, f.led)
	leaderRest := f.hand((f.p+3)&3, f.led)
	for i := range ms {
		c := int(ms[i].card)
		r, b := c&15, uint64(1)<<uint(c&15)
		var wins bool
		switch {
		case f.led == f.s.trump:
			wins = h4 > max(ledBit, h3) || b > ledBit && b > h3
		case b > ledBit && b > h3:
			wins = !thirdRuffs || fourthRuffs && highBit(tr4) > highBit(tr3)
		case h4 > max(ledBit, h3):
			wins = !thirdRuffs
		case ledBit > max(h4, h3, b):
			wins = fourthRuffs && (!thirdRuffs || highBit(tr4) > highBit(tr3))
		default:
			wins = fourthRuffs
		}
		var w int
		if wins {
			switch {
			case t3 != 0 && b < lowBit(t3):
				w = 40 + f.ord(c)
			case h4 > ledBit && highBit(leaderRest) > h4:
				w = 41 + f.ord(c)
			case b > ledBit:
				switch {
				case b < h4:
					w = 78 - r
				case b > h3:
					w = 73 - r
				case ms[i].class&(ms[i].class-1) != 0:
					w = 62 - r
				default:
					w = 49 - r
				}
			case t4 != 0:
				w = 47 - r
			default:
				w = 40 - r
			}
		} else {
			switch {
			case t3 != 0 && b < lowBit(t3) || t4 != 0 && b < lowBit(t4):
				w = -9 + f.ord(c)
			case b < ledBit:
				w = -16 + f.ord(c)
			case ms[i].class&(ms[i].class-1) != 0:
				w = 22 - r
			default:
				w = 10 - r
			}
		}
		ms[i].score = int16(w)
	}
}

// third weighs the third hand's cards m of the suit led, following.
func (f *followCtx) third(ms []move, m uint64) {
	second := (f.p + 3) & 3
	leader := f.p ^ 2
	t4 := f.next // the fourth hand's
	h4 := highBit(t4)
	top := highBit(m)
	leaderWins := f.winner == leader
	tooLow := t4 != 0 && top < lowBit(t4) || top < f.winBit
	low := func(force bool) {
		lowFirst(ms)
		if force {
			f.forceOut(ms, t4, second)
		}
	}
	above := func(base int, over uint64) {
		for i := range ms {
			r := int(ms[i].card & 15)
			if b := uint64(1) << uint(r); b > over && b > f.winBit {
				ms[i].score = int16(base - r)
			} else {
				ms[i].score = int16(-r)
			}
		}
	}
	if !f.trumpGame {
		switch {
		case leaderWins && f.winBit > h4:
			low(false)
			f.unblock(ms, m, t4, second, leader)
		case tooLow:
			low(false)
		default:
			above(60, h4)
			if h4 > max(top, f.winBit) {
				f.forceOut(ms, t4, second)
			}
		}
		return
	}
	switch {
	case f.led == f.s.trump:
		switch {
		case leaderWins && f.winBit > h4, tooLow:
			low(false)
		case top > h4:
			above(58, h4)
		default:
			low(true)
		}
	case f.winner == second && f.win>>4 == f.s.trump:
		low(false) // second hand ruffed
	case leaderWins && (t4 == 0 || f.winBit > h4):
		low(false)
	case !leaderWins && t4 == 0: // second hand wins in the suit led
		above(20, 0)
	case tooLow:
		low(false)
	case top > h4:
		above(58, h4)
	default:
		above(60, h4)
		f.forceOut(ms, t4, second)
	}
}

// forceOut adds 20 to the third hand's card that forces out the fourth
// hand's top card: the lowest card above the fourth hand's next group
// below its top sequence, or when that group cannot win, the cheapest
// card that beats the second hand's winning card.
func (f *followCtx) forceOut(ms []move, t4 uint64, second int) {
	// The fourth hand's top sequence: cards of earlier tricks close gaps,
	// the table's do not.
	others := suitMask(f.start, f.led) &^ t4
	topSeq := t4
	if hi := highBit(t4); hi != 0 {
		below := others & (hi - 1)
		if below != 0 {
			topSeq = t4 &^ (highBit(below)<<1 - 1)
		}
	}
	rest := t4 &^ topSeq
	if rest == 0 {
		return
	}
	sq := highBit(rest)
	switch {
	case sq > f.winBit:
		boostCheapestAbove(ms, sq)
	case f.winner == second:
		boostCheapestAbove(ms, f.winBit)
	}
}

// unblock adds 20 to the third hand's cheapest card over partner's when
// partner led his last card of the suit and the third hand, holding the
// top card, can run the suit.
func (f *followCtx) unblock(ms []move, m, t4 uint64, second, leader int) {
	if f.hand(leader, f.led) != 0 {
		return
	}
	a := suitMask(f.inHands, f.led)
	if m&highBit(a) == 0 {
		return
	}
	opp := max(bits.OnesCount64(t4)-1, bits.OnesCount64(f.hand(second, f.led)))
	// our top run among the cards still in the hands
	run := 0
	for x := a; x != 0 && m&highBit(x) != 0; x &^= highBit(x) {
		run++
	}
	if opp <= run-1 {
		boostCheapestAbove(ms, f.winBit)
	}
}

// beats is the ranks with which the fourth hand p wins the trick in
// suit led that winner's card win is winning: those above it, none when
// partner wins or a ruff does.
func beats(p, led, winner, win int) uint64 {
	if winner == p^2 || win>>4 != led {
		return 0
	}
	return ^(uint64(2)<<uint(win&15) - 1)
}

// fourthReps is reps for the fourth hand following suit, in the order
// that wins as cheaply as it can: the runs whose cards win the trick
// (ranks in beats), lowest first, then the others, lowest first. The
// runs come lowest first, so each goes straight to its place, with
// neither weights nor a sort (the order a sort by the weights 30 - rank
// and -rank gave).
func fourthReps(ms []move, m, others uint64, su int, beats uint64) []move {
	gaps := ^(m | others) & 0xffff
	lows := m &^ (gaps + m<<1) // the lowest card of each run (see reps)
	w := len(ms)
	l := w + bits.OnesCount64(lows&beats)
	ms = ms[:w+bits.OnesCount64(lows)]
	s := uint8(su << 4)
	for m != 0 {
		low := m & -m
		above := others & -low
		run := m & (above&-above - 1)
		mv := move{card: s | uint8(bits.TrailingZeros64(low)), class: uint16(run)}
		if low&beats != 0 {
			ms[w] = mv
			w++
		} else {
			ms[l] = mv
			l++
		}
		m &^= run
	}
	return ms
}

// void is the weight of card c, of a suit of which the player holds l
// cards (kx and stiff as guards gives), when he has none of the suit led:
// a discard or a ruff.
func (f *followCtx) void(c, l int, kx, stiff bool) int {
	su, r := c>>4, c&15
	if !f.trumpGame {
		switch f.k {
		case 1:
			if highBit(f.partner) > max(f.winBit, highBit(f.next)) {
				return -r + lenTerm(l, 23) - guard(kx, stiff, 2, 3)
			}
			return -r + lenTerm(l, 33) - guard(kx, stiff, 6, 8)
		case 2:
			return -r + lenTerm(l, 24) - guard(kx, stiff, 4, 4)
		default:
			return -r + lenTerm(l, 27) - guard(kx, stiff, 6, 8)
		}
	}
	trump := f.s.trump
	switch f.k {
	case 1:
		fourth := f.p ^ 2
		t3, t4 := f.next, f.partner
		tr3, tr4 := f.nextTrumps, f.partnerTrumps
		if f.led == trump {
			if highBit(t4) > max(f.winBit, highBit(t3)) {
				return -r + lenTerm(l, 44)
			}
			return -r + lenTerm(l, 36) - guard(kx, false, 4, 0)
		}
		if su != trump {
			if t3 != 0 && (highBit(t4) > max(highBit(t3), f.winBit) || f.s.ruffs(fourth, f.led)) ||
				t3 == 0 && t4 == 0 && highBit(tr4) > highBit(tr3) ||
				tr3 == 0 && highBit(t4) > f.winBit {
				return 60 - r + lenTerm(l, 44)
			}
			return -2 - r + lenTerm(l, 36) - guard(kx, false, 4, 0)
		}
		if t3 != 0 || t4 == 0 && highBit(tr4) > highBit(tr3) || uint64(1)<<uint(r) > highBit(tr3) {
			return 24 - r + lenTerm(l, 44)
		}
		return 15 - r + lenTerm(l, 36) - guard(kx, false, 4, 0)
	case 2:
		if su != trump || f.led == trump {
			return -r + lenTerm(l, 40)
		}
		second, leader := (f.p+3)&3, f.p^2
		t4, tr4 := f.next, f.nextTrumps // the fourth hand's
		leaderWins := f.winner == leader
		if leaderWins && f.winBit > highBit(t4) && (t4 != 0 || tr4 == 0) {
			return -r - 50 // partner's trick stands
		}
		b := uint64(1) << uint(r)
		switch {
		case f.winner == second && f.win>>4 == trump && r < f.win&15:
			return -32 + f.ord(c) + lenTerm(l, 40) // an underruff
		case leaderWins:
			switch {
			case t4 != 0:
				a := suitMask(f.start, f.led)
				sec := highBit(a &^ highBit(a))
				if (f.hand(leader, f.led)|f.winBit)&sec != 0 {
					return 36 - r + lenTerm(l, 50)
				}
				return 48 - r + lenTerm(l, 50)
			case b > highBit(tr4):
				return 48 - r + lenTerm(l, 50)
			default:
				return -12 - r + lenTerm(l, 50)
			}
		default:
			switch {
			case t4 != 0:
				return 72 - r + lenTerm(l, 50)
			case b > highBit(tr4):
				return 48 - r + lenTerm(l, 50)
			default:
				return 36 - r + lenTerm(l, 50)
			}
		}
	default:
		v := lenTerm(l, 24) - guard(kx, false, 2, 0)
		ruffed := f.win>>4 == trump && f.led != trump
		switch {
		case f.led == trump:
			return -r + v
		case f.partnerWin:
			if su == trump {
				return 2 - r + v
			}
			return 25 - r + v
		case su != trump:
			return 14 - r + v
		case ruffed && r < f.win&15:
			return -13 + f.ord(c)
		default:
			return 33 + f.ord(c)
		}
	}
}

// guard is the penalty for discarding from a guarded second card (kx) or
// a single top card.
func guard(kx, stiff bool, kxPen, stiffPen int) int {
	switch {
	case kx:
		return kxPen
	case stiff:
		return stiffPen
	}
	return 0
}
