package dd

import "math/bits"

// Move ordering. A search that tries the best card first cuts off at once,
// so the order matters more than anything else for speed; it never
// matters for correctness. The weights are rules of thumb of card play:
// cash winners, lead towards partner's winners, give partner a ruff, win
// cheaply in fourth seat, second hand low, third hand high, ruff low,
// discard low from a suit that does not matter.

// genLeads lists the leader's candidate leads, best first; hint, if not
// -1, is the best lead found before for an equivalent position.
func (s *solver) genLeads(leader, hint int) []move {
	ms := s.moves[s.tricks][0][:0]
	h := s.hands[leader]
	pa := s.hands[leader^2]
	l, r := s.hands[(leader+1)&3], s.hands[(leader+3)&3]
	all := h | pa | l | r
	trump := s.trump
	for su := 0; su < 4; su++ {
		m := suitMask(h, su)
		if m == 0 {
			continue
		}
		a := suitMask(all, su)
		pm, lm, rm := suitMask(pa, su), suitMask(l, su), suitMask(r, su)
		start := len(ms)
		ms = reps(ms, m, a&^m, su)
		top := 63 - bits.LeadingZeros64(a)
		topBit := uint64(1) << uint(top)
		var base int
		switch {
		case m&topBit != 0:
			base = 40 // we hold the top card: cash it
		case pm&topBit != 0:
			base = 30 // partner holds it: lead towards it
		default:
			base = 0
		}
		if trump != noTrump && su != trump {
			ruffL := lm == 0 && suitMask(l, trump) != 0
			ruffR := rm == 0 && suitMask(r, trump) != 0
			if ruffL || ruffR {
				base -= 35 // an opponent ruffs
			} else if pm == 0 && suitMask(pa, trump) != 0 {
				base += 25 // partner ruffs
			}
		}
		if su == trump {
			base += 5
		}
		if trump == noTrump {
			// the suit our side would run
			base += 10 * suitPotential(m, pm, lm, rm)
		}
		for i := start; i < len(ms); i++ {
			c := int(ms[i].card)
			rank := c & 15
			sc := base
			if m&topBit != 0 {
				sc += rank // the higher of our winners
			} else {
				// Leading a high card into a suit the opponents top
				// only helps when it forces out their honours; prefer
				// low.
				sc -= rank
				// Second hand's card is beaten by ours? (a lead from
				// a sequence that wins unless fourth hand is higher)
				if c > 63-bits.LeadingZeros64(lm|1) && pm == 0 && c > 63-bits.LeadingZeros64(rm|1) {
					sc += 10
				}
			}
			ms[i].score = int16(sc)
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
	if hint >= 0 {
		for i := range ms {
			if int(ms[i].card) == hint {
				ms[i].score = 1000
				break
			}
		}
	}
	sortMoves(ms)
	return ms
}

// genFollow lists the candidate cards of seat p, the k-th to play (1..3)
// to a trick in suit led, where winner's card win is winning so far.
func (s *solver) genFollow(k, p, led, winner, win int) []move {
	ms := s.moves[s.tricks][k][:0]
	h := s.hands[p]
	all := s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3] | s.table
	m := suitMask(h, led)
	partnerWins := winner == p^2
	if m != 0 {
		ms = reps(ms, m, suitMask(all, led)&^m, led)
		nextHi := -1 // the next opponent's highest card in the suit led
		if k < 3 {
			if o := suitMask(s.hands[(p+1)&3], led); o != 0 {
				nextHi = led<<4 | (63 - bits.LeadingZeros64(o))
			}
		}
		lastOppVoidRuffs := false
		if k < 3 && s.trump != noTrump && led != s.trump {
			// the next opponent is void and can ruff
			opp := s.hands[(p+1)&3]
			if suitMask(opp, led) == 0 && suitMask(opp, s.trump) != 0 {
				lastOppVoidRuffs = true
			}
		}
		for i := range ms {
			c := int(ms[i].card)
			rank := c & 15
			var sc int
			beatsNow := s.beats(c, win)
			switch k {
			case 3:
				if !partnerWins && beatsNow {
					sc = 100 - rank
				} else {
					sc = -rank
				}
			case 1:
				if beatsNow && c > nextHi && !lastOppVoidRuffs {
					sc = 60 - rank // a sure winner
				} else {
					sc = -rank // second hand low
				}
			case 2:
				if partnerWins && (nextHi < 0 || win > nextHi) && !lastOppVoidRuffs {
					sc = -rank // partner's card stands: play low
				} else if beatsNow && c > nextHi && !lastOppVoidRuffs {
					sc = 60 - rank // third hand high enough
				} else if beatsNow {
					sc = 20 - rank
				} else {
					sc = -rank
				}
			}
			ms[i].score = int16(sc)
		}
	} else {
		for su := 0; su < 4; su++ {
			sm := suitMask(h, su)
			if sm == 0 {
				continue
			}
			start := len(ms)
			ms = reps(ms, sm, suitMask(all, su)&^sm, su)
			for i := start; i < len(ms); i++ {
				c := int(ms[i].card)
				rank := c & 15
				var sc int
				if su == s.trump {
					if s.beats(c, win) && !partnerWins {
						sc = 80 - rank // ruff, low
					} else {
						sc = -40 - rank // ruffing partner's trick or underruffing
					}
				} else {
					// discard low, from a long suit
					sc = -rank + 2*bits.OnesCount64(sm)
				}
				ms[i].score = int16(sc)
			}
		}
	}
	sortMoves(ms)
	return ms
}

// killerBonus puts the killer lead first, ahead of the transposition
// table's hint (1000): slightly fewer nodes on the benchmark deals.
const killerBonus = 1500

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
		hl, hp := top(l), top(p)
		h1, h2 := top(o1), top(o2)
		if max(hl, hp) > max(h1, h2) {
			n++
		}
		l, p, o1, o2 = dropTop(l), dropTop(p), dropTop(o1), dropTop(o2)
	}
	return n
}

func top(m uint64) int {
	if m == 0 {
		return -1
	}
	return 63 - bits.LeadingZeros64(m)
}

func dropTop(m uint64) uint64 {
	if m == 0 {
		return 0
	}
	return m &^ (1 << uint(63-bits.LeadingZeros64(m)))
}
