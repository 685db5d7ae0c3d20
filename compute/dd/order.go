package dd

import "math/bits"

// Move ordering. A search that tries the best card first cuts off at once,
// so the order matters more than anything else for speed; it never
// matters for correctness. The weights are rules of thumb of card play:
// cash winners, lead towards partner's winners, give partner a ruff, win
// cheaply in fourth seat, second hand low, third hand high, ruff low,
// discard low from a suit that does not matter. The weights of the leads
// (here) and of the cards that follow (follow.go) follow the rules DDS
// uses, learnt from a description of its move generator (Moves.cpp) and
// written anew: for a lead each suit first, then each card by whether it
// wins the trick.

// leadSuit is what the weights of leads in one suit look at: the
// holdings in the suit (rank masks) of the leader (m), partner (pm), the
// left- and right-hand opponents (lm, rm) and all four (a), its three top
// cards, and in a suit contract the trumps of partner and the opponents.
type leadSuit struct {
	m, pm, lm, rm, a   uint64
	top, second, third uint64
	pt, lt, rt         uint64
	trumps, isTrump    bool
}

// Suit weights of leads, per opponent's card in the suit (a void counting
// as every trick left): the lead that leaves the opponents fewer cards to
// choose from makes a smaller search, tenths of a point.
const treeWeightNT, treeWeightTrump = 100, 120

// genLeads lists the leader's candidate leads, best first.
func (s *solver) genLeads(leader int) []move {
	ms := s.moves[s.tricks][0][:0]
	h := s.hands[leader]
	pa := s.hands[leader^2]
	l, r := s.hands[(leader+1)&3], s.hands[(leader+3)&3]
	all := h | pa | l | r
	for su := 0; su < 4; su++ {
		m := suitMask(h, su)
		if m == 0 {
			continue
		}
		a := suitMask(all, su)
		var ls leadSuit // set in place: a literal was built aside and copied
		ls.m, ls.pm, ls.lm, ls.rm, ls.a = m, suitMask(pa, su), suitMask(l, su), suitMask(r, su), a
		ls.top = highBit(a)
		ls.second = highBit(a &^ ls.top)
		ls.third = highBit(a &^ ls.top &^ ls.second)
		if s.trump != noTrump {
			ls.trumps, ls.isTrump = true, su == s.trump
			ls.pt, ls.lt, ls.rt = suitMask(pa, s.trump), suitMask(l, s.trump), suitMask(r, s.trump)
		}
		n1, n2 := bits.OnesCount64(ls.lm), bits.OnesCount64(ls.rm)
		if n1 == 0 {
			n1 = s.tricks
		}
		if n2 == 0 {
			n2 = s.tricks
		}
		var base int
		if ls.trumps {
			base = ls.trumpSuitWeight() - treeWeightTrump*(n1+n2)/10
		} else {
			base = ls.ntSuitWeight() - treeWeightNT*(n1+n2)/10
			// the suit the side would run
			base += 10 * suitPotential(m, ls.pm, ls.lm, ls.rm)
		}
		start := len(ms)
		ms = reps(ms, m, a&^m, su)
		for i := start; i < len(ms); i++ {
			if ls.trumps {
				ms[i].score = int16(base + ls.trumpCardWeight(ms[i]))
			} else {
				ms[i].score = int16(base + ls.ntCardWeight(ms[i]))
			}
		}
	}
	// The killer lead, if the leader still holds it: the class of
	// equivalent cards it belongs to goes first.
	if kc := int(s.killer[s.tricks][leader]) - 1; kc >= 0 && h>>uint(kc)&1 != 0 {
		for i := range ms {
			if int(ms[i].card)>>4 == kc>>4 && ms[i].class>>uint(kc&15)&1 != 0 {
				ms[i].score += killerBonus
				break
			}
		}
	}
	sortMoves(ms)
	return ms
}

// ntSuitWeight is the weight of leading a suit in notrump where the
// opponents hold its top card: bad into a right-hand opponent's tenace,
// good through the left-hand opponent's top card to partner's second,
// and when our side holds the second and third cards.
func (ls *leadSuit) ntSuitWeight() int {
	if (ls.m|ls.pm)&ls.top != 0 {
		return 0
	}
	return ls.tenaceWeight(11, 29) + ls.secondThirdWeight(28, 19)
}

// secondThirdWeight is both when partner holds the suit's second and
// third cards, split when our side does, partner with another card.
func (ls *leadSuit) secondThirdWeight(both, split int) int {
	st := ls.second | ls.third
	switch {
	case ls.second == 0 || ls.third == 0:
	case ls.pm&st == st:
		return both
	case (ls.pm|ls.m)&st == st && ls.pm&(ls.pm-1) != 0:
		return split
	}
	return 0
}

// tenaceWeight is -bad when the right-hand opponent holds the top or
// second card with another, else +good when the left-hand opponent holds
// the top card and partner the second with another.
func (ls *leadSuit) tenaceWeight(bad, good int) int {
	switch {
	case ls.rm&(ls.top|ls.second) != 0 && ls.rm&(ls.rm-1) != 0:
		return -bad
	case ls.lm&ls.top != 0 && ls.pm&ls.second != 0 && ls.pm&(ls.pm-1) != 0:
		return good
	}
	return 0
}

// ntCardWeight is the weight of a lead in notrump within its suit: a
// card that wins the trick (ours or partner's top card), best when the
// second card is ours too; else a card from a sequence that forces out
// the top card, and low cards rather than the small ones under our own
// top card.
func (ls *leadSuit) ntCardWeight(mv move) int {
	cl := uint64(mv.class)
	rr := bits.OnesCount64(ls.a >> uint(mv.card&15)) // 1 for the top card
	switch {
	case cl&ls.top != 0 || ls.pm&ls.top != 0:
		w := 45
		switch {
		case ls.second == 0 || (ls.m|ls.pm)&ls.second != 0:
		case ls.lm&ls.second != 0 && ls.lm != ls.second:
			w = 40
		case ls.rm&ls.second != 0 && ls.rm != ls.second:
			w = 17
		}
		return w + rr
	case ls.m&ls.top != 0:
		return -17 + rr
	case ls.lm == ls.top || ls.rm == ls.top:
		return 28 + rr // the opponents' top card is single
	case cl&(cl-1) != 0 && cl&ls.second != 0:
		return 48
	case cl&(cl-1) != 0:
		return 29 - rr
	}
	return 12 + rr
}

// trumpSuitWeight is the weight of leading a suit in a suit contract:
// bad when an opponent ruffs it, good when partner ruffs it and the
// right-hand opponent follows, the tenaces as in notrump, and our second
// and third cards when the opponents hold the top one.
func (ls *leadSuit) trumpSuitWeight() int {
	w := 0
	if !ls.isTrump {
		if (ls.lm == 0 && ls.lt != 0) || (ls.rm == 0 && ls.rt != 0) {
			w -= 12
		}
		if ls.pm == 0 && ls.pt != 0 && ls.rm != 0 {
			w += 17
		}
	}
	w += ls.tenaceWeight(12, 27)
	if (ls.m|ls.pm)&ls.top == 0 {
		w += ls.secondThirdWeight(20, 13)
	}
	return w
}

// trumpCardWeight is the weight of a lead in a suit contract within its
// suit, by whether it wins the trick (with our top card or partner's, or
// partner's ruff, no opponent ruffing) and who holds the top cards.
func (ls *leadSuit) trumpCardWeight(mv move) int {
	cl := uint64(mv.class)
	rank := int(mv.card & 15)
	rr := bits.OnesCount64(ls.a >> uint(rank)) // 1 for the top card
	oppsFollow := ls.isTrump || ((ls.lm != 0 || ls.lt == 0) && (ls.rm != 0 || ls.rt == 0))
	partnerRuffs := !ls.isTrump && ls.pm == 0 && ls.pt != 0
	seq := cl&(cl-1) != 0
	var c trumpLead
	switch {
	case ls.lm == ls.top || ls.rm == ls.top:
		c = oppSingleTop
	case ls.m&ls.top != 0 && ls.pm&ls.second != 0:
		c = topAndPartnerSecond
	case cl&ls.top != 0:
		c = ourTop
	case ls.m&ls.top != 0:
		c = underOurTop
	case ls.pm&ls.top != 0 && ls.m&ls.second != 0:
		c = partnerTopOurSecond
	case ls.pm&ls.top != 0:
		c = partnerTop
	case seq && cl&ls.second != 0:
		c = sequenceOfSecond
	case seq:
		c = sequence
	default:
		c = otherLead
	}
	w := trumpLeadLoses[c]
	if oppsFollow && (cl&ls.top != 0 || ls.pm&ls.top != 0 || partnerRuffs) {
		w = trumpLeadWins[c]
	}
	return int(w.base) + int(w.perRR)*rr + int(w.perRank)*rank
}

// trumpLead is the kind of a lead in a suit contract, by the holders of
// the suit's top cards.
type trumpLead int

const (
	oppSingleTop        trumpLead = iota // an opponent's single top card
	topAndPartnerSecond                  // our top card, partner's second
	ourTop                               // the top card itself
	underOurTop                          // a lower card under our top
	partnerTopOurSecond                  // partner's top card, our second
	partnerTop                           // partner's top card
	sequenceOfSecond                     // a sequence with the second card
	sequence                             // another sequence
	otherLead
)

// leadWeight is base + perRR × the card's place from the top of the suit
// + perRank × its rank.
type leadWeight struct{ base, perRR, perRank int8 }

// The weights of trumpCardWeight when the lead wins the trick and when it
// does not.
var (
	trumpLeadWins = [...]leadWeight{
		oppSingleTop: {35, 1, 0}, topAndPartnerSecond: {48, 1, 0}, ourTop: {31, 0, 0},
		underOurTop: {-3, 1, 0}, partnerTopOurSecond: {42, 1, 0}, partnerTop: {28, 1, 0},
		sequenceOfSecond: {40, 0, 0}, sequence: {22, 1, 0}, otherLead: {11, 1, 0},
	}
	trumpLeadLoses = [...]leadWeight{
		oppSingleTop: {2, 1, 0}, topAndPartnerSecond: {33, 1, 0}, ourTop: {38, 0, 0},
		underOurTop: {-14, 1, 0}, partnerTopOurSecond: {34, 1, 0}, partnerTop: {34, 1, 0},
		sequenceOfSecond: {35, 0, 0}, sequence: {17, 0, -1}, otherLead: {17, 0, -1},
	}
)

// killerBonus is the weight added to the killer lead: about one class of
// the weights above, as DDS adds to its best move. Putting the killer
// first whatever the weights (a bonus of 1,500) took 42,352,960 trick
// nodes on the 50 deals of BenchmarkSolve; 126 (DDS's bonus in suit
// contracts) 40,990,440; 70 37,200,754; 30 32,686,804; 15 33,797,061;
// none 35,109,802.
const killerBonus = 30

// suitPotential is a rough measure of the tricks the leader's side takes
// in a suit in notrump, its long suits above all: the rounds it wins when
// the suit is played out with every hand playing its highest card (l and
// p the leader's and partner's holdings, o1 and o2 the opponents').
// Leading the suit the side would run, rather than towards a lone top
// card, is what a player does; it saved 1 % of the nodes on the first 40
// deals that scripts/dd-compare.sh times.
func suitPotential(l, p, o1, o2 uint64) int {
	n := 0
	for l|p != 0 {
		hl, hp, h1, h2 := highBit(l), highBit(p), highBit(o1), highBit(o2)
		if max(hl, hp) > max(h1, h2) {
			n++
		}
		l, p, o1, o2 = l&^hl, p&^hp, o1&^h1, o2&^h2
	}
	return n
}
