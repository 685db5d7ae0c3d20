package dd

import (
	"fmt"
	"sort"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/score"
)

// Par is the par result of a deal.
type Par struct {
	ScoreNS   int           // the par score in points, NS's view (negative when EW score)
	Contracts []ParContract // every par contract, in bidding order then seat order; [PassOut] when the board is passed out
}

// ParContract is one par contract: the contract (doubled for a
// sacrifice), its declarer and the result.
type ParContract struct {
	Contract   bridge.Contract
	Declarer   bridge.Seat // North for a pass-out
	Overtricks int         // tricks over the contract; negative: down, for a sacrifice
}

// Play is the par contract as a played result: the contract by its
// declarer with the tricks it takes.
func (c ParContract) Play() bridge.Play {
	return bridge.Play{Contract: c.Contract, Declarer: c.Declarer, Tricks: c.Contract.Tricks() + c.Overtricks}
}

// String is the contract, declarer and result: "4S N =", "4S N +1",
// "5DX E -2", "PASS".
func (c ParContract) String() string {
	if c.Contract.IsPass() {
		return "PASS"
	}
	return fmt.Sprintf("%s %s %s", c.Contract, c.Declarer, c.Play().ResultText())
}

// String is the side that scores, its score, then the contracts:
// "NS 420: 4S N =, 4S S =", "NS 300: 5DX E -2", "0: PASS".
func (p Par) String() string {
	var b strings.Builder
	switch {
	case p.ScoreNS > 0:
		fmt.Fprintf(&b, "NS %d", p.ScoreNS)
	case p.ScoreNS < 0:
		fmt.Fprintf(&b, "EW %d", -p.ScoreNS)
	default:
		b.WriteString("0")
	}
	for i, c := range p.Contracts {
		if i == 0 {
			b.WriteString(": ")
		} else {
			b.WriteString(", ")
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// ParOf is the par of a deal from its trick table.
//
// Par is the value of a double-dummy auction, a game of complete
// information played on the table t:
//   - the four players call in turn from the dealer; a call is a pass or a
//     bid of a contract higher than the last one (1C < 1D < ... < 7NT); the
//     auction ends after three passes following a bid, or four passes;
//   - the player who bids a contract declares it, taking t's tricks;
//   - a contract that fails is doubled, one that makes is not (doubling a
//     making contract or redoubling never pays double-dummy);
//   - scores are those of the Laws of 2017 with vul; NS maximise their
//     score, EW minimise it.
//
// The par score is the value of that game. It equals DDS's DealerPar in
// every case tested, including those where the dealer matters (both sides
// can make 1NT and no more: the first of them in turn from the dealer
// gets it).
//
// The par contracts are the contracts c by declarer d that score the par
// score and at which the auction can stop: once d has bid c, the game's
// value is still the par score. For each strain and declarer only the
// lowest such level is listed, with its overtricks (4S N +1, not also
// 5S N =), unless at the lower level the opponents would have a
// sacrifice scoring better for them than letting it play, in which case
// the next level up is listed; when every level is so outbid, the strain
// and declarer are not listed (the auction would not stop there: DDS
// lists 3D W = and not 1H W +1 when both score 110 but the opponents
// would outbid 1H profitably). A sacrifice (5DX E -2) is listed in each
// strain at the lowest level above the highest contract that the
// opponents make and that would score more for them than par. A board no one can make anything on is passed out: par
// 0, contracts [PassOut].
func ParOf(t Table, vul bridge.Vul, dealer bridge.Seat) Par {
	g := newParGame(t, vul)
	score := g.value(0, 0, int(dealer), 0)
	if score == 0 && !g.anyMakes() {
		return Par{Contracts: []ParContract{{Contract: bridge.PassOut}}}
	}
	var cs []ParContract
	for strain := 0; strain < 5; strain++ {
		for d := 0; d < 4; d++ {
			var pick int
			for c := strain + 1; c <= 35; c += 5 {
				if g.score(c, d) != score || g.value(c, d, (d+1)&3, 0) != score {
					continue
				}
				if int(t[d][strain]) < (c-1)/5+7 {
					// a sacrifice: only just over the opponents' contract
					if h := g.outbid(d, score); h == 0 || c <= h || c-5 > h {
						continue
					}
				}
				if !g.beneficialSacrifice(c, d) {
					pick = c
					break
				}
			}
			if pick == 0 {
				continue
			}
			level := (pick-1)/5 + 1
			ct := bridge.Contract{Level: level, Strain: bridge.Strain(strain)}
			over := int(t[d][strain]) - (level + 6)
			if over < 0 {
				ct.Doubling = bridge.Doubled
			}
			cs = append(cs, ParContract{Contract: ct, Declarer: bridge.Seat(d), Overtricks: over})
		}
	}
	sort.SliceStable(cs, func(i, j int) bool {
		a, b := cs[i], cs[j]
		if a.Contract.Level != b.Contract.Level {
			return a.Contract.Level < b.Contract.Level
		}
		if a.Contract.Strain != b.Contract.Strain {
			return a.Contract.Strain < b.Contract.Strain
		}
		return a.Declarer < b.Declarer
	})
	return Par{ScoreNS: score, Contracts: cs}
}

// parGame is the auction game of ParOf. Contracts are numbered 1..35 in
// bidding order (1C = 1, 7NT = 35); 0 is no bid yet.
type parGame struct {
	t      Table
	scores [36][4]int // NS score of contract c by declarer d (see score)
	memo   [36][4][4][5]int32
	done   [36][4][4][5]bool
}

// newParGame scores every contract by every declarer once, by Law 77
// (compute/score, 2017 table): undoubled when it makes, doubled when it
// fails.
func newParGame(t Table, vul bridge.Vul) *parGame {
	g := &parGame{t: t}
	for c := 1; c <= 35; c++ {
		for d := range 4 {
			ct := bridge.Contract{Level: (c-1)/5 + 1, Strain: bridge.Strain((c - 1) % 5)}
			tricks := int(t[d][ct.Strain])
			if tricks < ct.Tricks() {
				ct.Doubling = bridge.Doubled
			}
			s, err := score.Declarer(ct, tricks, vul.Has(bridge.Seat(d).Side()), score.Laws2017)
			if err != nil {
				panic(err) // a Table holds 0..13 tricks
			}
			if d%2 == 1 {
				s = -s
			}
			g.scores[c][d] = s
		}
	}
	return g
}

// anyMakes reports whether some seat makes some contract.
func (g *parGame) anyMakes() bool {
	for d := range g.t {
		for _, n := range g.t[d] {
			if n >= 7 {
				return true
			}
		}
	}
	return false
}

// value is the NS score of the game when contract c was bid by declarer,
// turn is to call and passes passes have been made since.
func (g *parGame) value(c, declarer, turn, passes int) int {
	if c == 0 && passes == 4 {
		return 0
	}
	if c > 0 && passes == 3 {
		return g.score(c, declarer)
	}
	if g.done[c][declarer][turn][passes] {
		return int(g.memo[c][declarer][turn][passes])
	}
	ns := turn%2 == 0
	best := g.value(c, declarer, (turn+1)&3, passes+1)
	for c2 := c + 1; c2 <= 35; c2++ {
		v := g.value(c2, turn, (turn+1)&3, 0)
		if (ns && v > best) || (!ns && v < best) {
			best = v
		}
	}
	g.done[c][declarer][turn][passes] = true
	g.memo[c][declarer][turn][passes] = int32(best)
	return best
}

// score is the NS score of contract c by declarer, played undoubled if it
// makes and doubled if it fails.
func (g *parGame) score(c, declarer int) int { return g.scores[c][declarer] }

// outbid is the highest contract (0 if none) that an opponent of
// declarer makes and that would score better for the opponents than
// score: the contract a sacrifice by declarer's side must be bid over.
func (g *parGame) outbid(declarer, score int) int {
	for c := 35; c >= 1; c-- {
		for _, o := range [2]int{(declarer + 1) & 3, (declarer + 3) & 3} {
			if int(g.t[o][(c-1)%5]) < (c-1)/5+7 {
				continue
			}
			v := g.score(c, o)
			if (o%2 == 0 && v > score) || (o%2 == 1 && v < score) {
				return c
			}
		}
	}
	return 0
}

// beneficialSacrifice reports whether an opponent of declarer has a
// higher contract that, played at once (doubled if it fails), scores
// better for the opponents than contract c by declarer.
func (g *parGame) beneficialSacrifice(c, declarer int) bool {
	base := g.score(c, declarer)
	ns := declarer%2 == 0
	for c2 := c + 1; c2 <= 35; c2++ {
		for _, o := range [2]int{(declarer + 1) & 3, (declarer + 3) & 3} {
			v := g.score(c2, o)
			if (ns && v < base) || (!ns && v > base) {
				return true
			}
		}
	}
	return false
}
