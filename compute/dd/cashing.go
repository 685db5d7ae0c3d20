package dd

import "math/bits"

// Sure tricks by search. Near the end of the play (sureMaxRem tricks
// left or fewer) the leader's side's quick tricks are found by a small
// search of its own plays, both hands together: each trick in turn is led
// by whichever of the two won the last one, and counts only if it wins
// whatever the opponents hold and play. It finds what the rules of
// quickLo miss: the lead passing between the hands, a ruff by
// partner, honours split between the hands, blocked suits unblocked.
//
// The opponents are modelled by sets that stay at least as strong as
// their real hands: an opponent who follows suit loses his lowest card of
// it (he may have kept a higher one, which only keeps more of our cards
// from being sure), and a discard is not modelled at all (his real hand
// only has fewer cards). An opponent who may ruff must follow every trick
// counted, so his lengths stay exact. Our side's cards are played as
// chosen, so every line found can be played. A trick's winning card is a
// card whose rank mattered whenever another card of its suit was played
// to the trick, as in the search.

// sureMaxRem and sureBudget bound the search: positions of at most
// sureMaxRem tricks left, and sureBudget plays tried per position. Higher
// up the search costs more than the nodes it saves (measured on the first
// 40 deals scripts/dd-compare.sh times: up to 4 tricks left, 5 % fewer
// nodes and less time; up to 6 tricks with 6 plays, 5 % fewer nodes
// again but 4-6 % more time).
const sureMaxRem, sureBudget = 4, 10

// sureTricks is the number of tricks, up to cutoff, that the leader's
// side surely takes in a row from the start, and the cards whose ranks
// that rests on.
func (s *solver) sureTricks(leader, cutoff int) (int, uint64) {
	us := [2]uint64{s.hands[leader], s.hands[leader^2]}
	opp := [2]uint64{s.hands[(leader+1)&3], s.hands[(leader+3)&3]}
	// A suit whose top card an opponent holds gives no sure trick but by
	// a ruff; when the rest cannot reach cutoff, there is nothing to find.
	ours, theirs := us[0]|us[1], opp[0]|opp[1]
	most := 0
	for su := 0; su < 4; su++ {
		l0, l1 := bits.OnesCount64(suitMask(us[0], su)), bits.OnesCount64(suitMask(us[1], su))
		switch {
		case su == s.trump:
			most += l0 + l1
		case highBit(suitMask(ours, su)) > highBit(suitMask(theirs, su)):
			most += max(l0, l1)
		}
	}
	if most < cutoff {
		return 0, 0
	}
	c := cashSearch{trump: s.trump, budget: sureBudget}
	return c.search(us, opp, cutoff)
}

type cashSearch struct {
	trump  int
	budget int // plays left to try
}

// search is the most tricks up to cutoff that us[0], on lead, and his
// partner us[1] take in a row against the opponents' model opp. The
// candidate plays: the leader's highest or lowest card of a suit;
// partner's highest or lowest card of it, or when void a ruff or the
// lowest card of another suit.
func (c *cashSearch) search(us, opp [2]uint64, cutoff int) (int, uint64) {
	if us[0] == 0 || cutoff <= 0 || c.budget <= 0 {
		return 0, 0
	}
	c.budget--
	best, bestRel := 0, uint64(0)
	for su := 0; su < 4; su++ {
		lm := suitMask(us[0], su)
		if lm == 0 {
			continue
		}
		sh := uint(16 * su)
		om := [2]uint64{suitMask(opp[0], su), suitMask(opp[1], su)}
		if c.trump != noTrump && su != c.trump &&
			(om[0] == 0 && suitMask(opp[0], c.trump) != 0 || om[1] == 0 && suitMask(opp[1], c.trump) != 0) {
			continue // an opponent may ruff: nothing in the suit is sure
		}
		oTop := highBit(om[0]|om[1]) << sh
		leads := [2]uint64{highBit(lm) << sh, (lm & -lm) << sh}
		var resp [4]uint64
		nr := 0
		if pm := suitMask(us[1], su); pm != 0 {
			resp[0], resp[1] = highBit(pm)<<sh, (pm&-pm)<<sh
			nr = 2
		} else {
			for s2 := 0; s2 < 4; s2++ {
				if m := suitMask(us[1], s2); m != 0 {
					resp[nr] = (m & -m) << uint(16*s2)
					nr++
				}
			}
			if nr == 0 {
				nr = 1 // partner has no cards left: resp[0] is none
			}
		}
		for i, lc := range leads {
			if i == 1 && lc == leads[0] {
				break
			}
			for k, d := range resp[:nr] {
				if k == 1 && d == resp[0] {
					break
				}
				dsu := bits.TrailingZeros64(d) >> 4
				winner, win := 0, lc
				switch {
				case d == 0:
				case dsu == su && d > lc:
					winner, win = 1, d
				case dsu == c.trump && su != c.trump:
					winner, win = 1, d // partner ruffs; the opponents follow
				}
				var rel uint64
				if bits.TrailingZeros64(win)>>4 == su {
					if oTop > win {
						continue
					}
					if oTop != 0 || dsu == su && d != 0 {
						rel = win
					}
				}
				nus := [2]uint64{us[0] &^ lc, us[1] &^ d}
				nopp := opp
				for j, m := range om {
					if m != 0 {
						nopp[j] &^= (m & -m) << sh
					}
				}
				if winner == 1 {
					nus[0], nus[1] = nus[1], nus[0]
				}
				n, r := c.search(nus, nopp, cutoff-1)
				if n+1 > best {
					best, bestRel = n+1, rel|r
					if best >= cutoff {
						return best, bestRel
					}
				}
			}
		}
	}
	return best, bestRel
}
