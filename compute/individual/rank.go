package individual

import (
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/rank"
)

// pairsOf are the partnerships of the entries, as the pairs scoring names
// them: each with its two players' names (the number where the input
// names none).
func pairsOf(entries []bridge.Entry, players roster) []bridge.Pair {
	type key struct{ section, id string }
	seen := map[key]bool{}
	var out []bridge.Pair
	for i := range entries {
		e := &entries[i]
		for _, side := range []bridge.Side{bridge.NS, bridge.EW} {
			id := e.NS
			if side == bridge.EW {
				id = e.EW
			}
			k := key{bridge.SectionKey(e.Section), id}
			if seen[k] {
				continue
			}
			seen[k] = true
			p := bridge.Pair{Section: e.Section, ID: id, Pos: e.Pos}
			for _, who := range Partners(e, side) {
				if who == "" {
					p.Names = append(p.Names, "")
					continue
				}
				name, _ := players.lookup(k.section, who)
				p.Names = append(p.Names, cmpOr(name, who))
			}
			out = append(out, p)
		}
	}
	return out
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// acc is a player's sums: matchpoints (or IMPs) and tops of the boards
// played, and, when the EBU tie-break is asked, whom he met on each.
type acc struct {
	key                 playerKey
	total, max, penalty exact.Q
	boards              int
	partners, opponents []playerKey
}

// rankPlayers credits each player with his side's figures on every
// scored line, and ranks the players of each field.
func rankPlayers(res *pairs.Result, players []bridge.Player, opt Options) []pairs.Ranking {
	imps := opt.Pairs.Method.IMPs()
	listed := len(players) > 0
	known := newRoster(players)
	accs := map[playerKey]*acc{}
	var order []playerKey
	get := func(k playerKey) *acc {
		a := accs[k]
		if a == nil {
			a = &acc{key: k}
			accs[k] = a
			order = append(order, k)
		}
		return a
	}
	for _, b := range res.Boards {
		for i := range b.Lines {
			ln := &b.Lines[i]
			if !ln.Scored {
				continue
			}
			section := bridge.SectionKey(ln.Entry.Section)
			for _, side := range []bridge.Side{bridge.NS, bridge.EW} {
				got := ln.MPNS()
				switch {
				case imps && side == bridge.NS:
					got = ln.IMPNS()
				case imps:
					got = ln.IMPEW()
				case side == bridge.EW:
					got = ln.MPEW()
				}
				us, them := Partners(ln.Entry, side), Partners(ln.Entry, side.Other())
				for j, who := range us {
					k := playerKey{section, who}
					if _, ok := known.lookup(section, who); who == "" || listed && !ok {
						continue
					}
					a := get(k)
					a.total = a.total.Add(got)
					a.max = a.max.Add(ln.Top())
					a.boards++
					if opt.TieBreak == TieEBU { // whom he met, only for its ratio
						a.partners = append(a.partners, playerKey{section, us[1-j]})
						a.opponents = append(a.opponents, playerKey{section, them[0]}, playerKey{section, them[1]})
					}
				}
			}
		}
	}
	for _, ap := range res.Adjustments {
		if ap.Adjust == nil || ap.Adjust.Kind != bridge.AdjPenalty {
			continue
		}
		side := ap.NS
		if ap.Side == bridge.EW {
			side = ap.EW
		}
		for _, who := range strings.SplitN(side.ID, "&", 2) {
			if a := accs[playerKey{bridge.SectionKey(side.Section), who}]; a != nil {
				a.total = a.total.Sub(ap.Penalty)
				a.penalty = a.penalty.Add(ap.Penalty)
			}
		}
	}
	// The fields: each section, or every player as one (across).
	fields := map[string][]*acc{}
	var fieldOrder []string
	for _, k := range order {
		f := k.section
		if opt.Pairs.Field == pairs.Across {
			f = ""
		}
		if _, ok := fields[f]; !ok {
			fieldOrder = append(fieldOrder, f)
		}
		fields[f] = append(fields[f], accs[k])
	}
	slices.SortFunc(fieldOrder, rank.Compare)
	var out []pairs.Ranking
	for _, f := range fieldOrder {
		out = append(out, rankField(f, fields[f], accs, known, opt))
	}
	return out
}

// score is a player's final score: his percentage of the tops (0 with no
// top to compare), or his IMPs.
func (a *acc) score(imps bool) exact.Q {
	if imps || a.max.Sign() == 0 {
		if imps {
			return a.total
		}
		return exact.Q{}
	}
	return a.total.MulInt(100).Div(a.max)
}

// rankField places the players of one field.
func rankField(section string, field []*acc, accs map[playerKey]*acc, players roster, opt Options) pairs.Ranking {
	imps := opt.Pairs.Method.IMPs()
	items := make([]rank.Item, len(field))
	for i, a := range field {
		items[i] = rank.Item{ID: a.key.id, Score: a.score(imps)}
	}
	places := rank.Rank(items, opt.Pairs.RankOn)
	if opt.TieBreak == TieEBU {
		places = splitTies(places, field, accs, imps)
	}
	r := pairs.Ranking{Section: section}
	for _, p := range places {
		a := field[p.Index]
		st := pairs.Standing{Pair: pairs.PairKey{Section: a.key.section, ID: a.key.id}, Boards: a.boards,
			Rank: p.Rank, Tied: p.Tied, Penalty: a.penalty}
		if p := players.player(a.key.section, a.key.id); p != nil {
			// His name, and his member number (never published), where
			// the names were read, for a season's matching.
			if p.Name != "" {
				st.Names = []string{p.Name}
			}
			if p.Member != "" {
				st.Members = []string{p.Member}
			}
			st.NamesPos = p.Pos
		}
		if imps {
			st.Total = a.total
			if a.boards > 0 {
				st.Average = a.total.DivInt(int64(a.boards))
			}
		} else {
			st.Total, st.Max, st.Percent = a.total, a.max, items[p.Index].Score
		}
		r.Rows = append(r.Rows, st)
	}
	return r
}

// splitTies re-places each group of tied players by the EBU's ratio: the
// sum of their opponents' final scores over the sum of their partners',
// board by board, the higher first; players whose ratios are equal still
// share their place.
func splitTies(places []rank.Placed, field []*acc, accs map[playerKey]*acc, imps bool) []rank.Placed {
	final := func(k playerKey) exact.Q {
		if a := accs[k]; a != nil {
			return a.score(imps)
		}
		return exact.Q{}
	}
	type ratio struct{ o, p exact.Q }
	ratios := make([]ratio, len(field))
	for i, a := range field {
		for _, k := range a.opponents {
			ratios[i].o = ratios[i].o.Add(final(k))
		}
		for _, k := range a.partners {
			ratios[i].p = ratios[i].p.Add(final(k))
		}
	}
	// cmpRatio compares o/p of two players; a zero partners' sum is the
	// highest ratio (two such compare equal).
	cmpRatio := func(x, y ratio) int {
		switch {
		case x.p.Sign() == 0 && y.p.Sign() == 0:
			return 0
		case x.p.Sign() == 0:
			return 1
		case y.p.Sign() == 0:
			return -1
		}
		return x.o.Div(x.p).Cmp(y.o.Div(y.p))
	}
	out := slices.Clone(places)
	for start := 0; start < len(out); {
		end := start + 1
		for end < len(out) && out[end].Rank == out[start].Rank {
			end++
		}
		if end-start > 1 {
			group := out[start:end]
			slices.SortStableFunc(group, func(a, b rank.Placed) int { return cmpRatio(ratios[b.Index], ratios[a.Index]) })
			base := group[0].Rank
			for j := range group {
				group[j].Rank, group[j].Tied = base+j, false
				if j > 0 && cmpRatio(ratios[group[j].Index], ratios[group[j-1].Index]) == 0 {
					group[j].Rank = group[j-1].Rank
					group[j].Tied, group[j-1].Tied = true, true
				}
			}
		}
		start = end
	}
	return out
}
