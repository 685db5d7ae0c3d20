package oracle

import (
	"math"
	"math/big"
)

// AwardEntry is one contestant of a field to be given masterpoints: its
// score (higher is better) and its players' masterpoint holdings.
type AwardEntry struct {
	ID       string
	Score    *big.Rat
	Holdings []*big.Rat
}

// AwardField is one ranking: its rule ("acbl", "abf" or "ebu", as issue
// 31 and the federations' texts state them), its form, its tables (in
// halves: 15 for 7½), its winners (2 for a Mitchell's direction), the
// boards played and its contestants.
type AwardField struct {
	Rule       string
	Individual bool
	HalfTables int
	Winners    int
	Boards     int
	Entries    []AwardEntry
}

// Awards gives each contestant its award, read literally:
//
//   - acbl: first 0.10 a table (a half table is a table), at most 1.50;
//     2nd 70 %, 3rd 50 %, 4th 35 %, k-th 1/k of first; to 40 % of the
//     group (its pairs, a half table counted as a full one), .5 up;
//     hundredths, halves up.
//   - abf: first 0.02·1.5·T with two winners, 0.04·1.5·T with one (T the
//     tables, half up; fields within 30 and 15 tables); runner-up 70 %,
//     k-th first/(k−1); to the top half, rounded down; hundredths.
//   - ebu: a quarter (to 17 boards), a third (to 35) or a half of the
//     full tables' contestants, rounded up; top 6 (3 for individuals) per
//     award, down by 6 (3); whole points up; no award below 6.
//
// Tied contestants share the places they cover: each place's award
// rounded, their sum divided and rounded again (and raised to 6 for the
// ebu).
func Awards(f AwardField) map[string]*big.Rat {
	n := len(f.Entries)
	seats := int64(2)
	if f.Individual {
		seats = 4
	}
	winners := int64(f.Winners)
	if winners == 0 {
		winners = 1
	}
	t := int64((f.HalfTables + 1) / 2) // tables, a half table counted as one
	hundredth := big.NewRat(1, 100)
	var depth int
	var first *big.Rat
	place := func(k int) *big.Rat { return new(big.Rat) }
	switch f.Rule {
	case "acbl":
		first = new(big.Rat).Mul(big.NewRat(1, 10), big.NewRat(t, 1))
		if first.Cmp(big.NewRat(3, 2)) > 0 {
			first = big.NewRat(3, 2)
		}
		// pairs in the group: tables × seats ÷ winners, a half table up
		group := (int64(f.HalfTables)*seats + 2*winners - 1) / (2 * winners)
		depth = int(math.Floor(0.4*float64(group) + 0.5))
		pct := []*big.Rat{big.NewRat(1, 1), big.NewRat(7, 10), big.NewRat(1, 2), big.NewRat(35, 100)}
		place = func(k int) *big.Rat {
			if k > depth {
				return new(big.Rat)
			}
			var v *big.Rat
			if k <= 4 {
				v = new(big.Rat).Mul(first, pct[k-1])
			} else {
				v = new(big.Rat).Quo(first, big.NewRat(int64(k), 1))
			}
			return roundTo(v, hundredth, false)
		}
	case "abf":
		rate := big.NewRat(4, 100)
		if winners == 2 {
			rate = big.NewRat(2, 100)
		}
		first = new(big.Rat).Mul(rate, big.NewRat(3*t, 2))
		depth = n / 2
		place = func(k int) *big.Rat {
			if k > depth {
				return new(big.Rat)
			}
			v := first
			switch {
			case k == 2:
				v = new(big.Rat).Mul(first, big.NewRat(7, 10))
			case k > 2:
				v = new(big.Rat).Quo(first, big.NewRat(int64(k-1), 1))
			}
			return roundTo(v, hundredth, false)
		}
	case "ebu":
		full := int64(f.HalfTables/2) * seats / winners
		den := int64(2)
		switch {
		case f.Boards <= 17:
			den = 4
		case f.Boards <= 35:
			den = 3
		}
		depth = int((full + den - 1) / den)
		rate := int64(6)
		if f.Individual {
			rate = 3
		}
		place = func(k int) *big.Rat {
			if k > depth {
				return new(big.Rat)
			}
			v := rate*int64(depth) - rate*int64(k-1)
			if v < 6 {
				v = 6
			}
			return big.NewRat(v, 1)
		}
	}
	out := map[string]*big.Rat{}
	for _, e := range f.Entries {
		p, k := 1, 0
		for _, o := range f.Entries {
			switch o.Score.Cmp(e.Score) {
			case 1:
				p++
			case 0:
				k++
			}
		}
		sum := new(big.Rat)
		for j := p; j < p+k; j++ {
			sum.Add(sum, place(j))
		}
		share := new(big.Rat).Quo(sum, big.NewRat(int64(k), 1))
		if f.Rule == "ebu" {
			share = roundTo(share, big.NewRat(1, 1), true)
			if share.Sign() > 0 && share.Cmp(big.NewRat(6, 1)) < 0 {
				share = big.NewRat(6, 1)
			}
		} else {
			share = roundTo(share, hundredth, false)
		}
		out[e.ID] = share
	}
	return out
}

// StrataAwards is a stratified field: strata by the higher holding of the
// players against limits (increasing: [300, 1000] makes C below 300, B
// below 1000, A the rest); each stratum ranks its contestants and those of
// the strata below, as a field of their number (tables: contestants ×
// winners ÷ 2; the whole field's own tables for the top stratum), and a
// contestant receives the largest of its awards.
func StrataAwards(f AwardField, limits []*big.Rat) map[string]*big.Rat {
	level := func(e AwardEntry) int { // 0 the top stratum
		top := e.Holdings[0]
		for _, h := range e.Holdings {
			if h.Cmp(top) > 0 {
				top = h
			}
		}
		s := 0
		for i := len(limits) - 1; i >= 0 && top.Cmp(limits[i]) < 0; i-- {
			s++
		}
		return s
	}
	best := map[string]*big.Rat{}
	for _, e := range f.Entries {
		best[e.ID] = new(big.Rat)
	}
	for s := 0; s <= len(limits); s++ {
		sub := f
		sub.Entries = nil
		for _, e := range f.Entries {
			if level(e) >= s {
				sub.Entries = append(sub.Entries, e)
			}
		}
		if len(sub.Entries) == 0 {
			continue
		}
		if len(sub.Entries) < len(f.Entries) {
			w := f.Winners
			if w == 0 {
				w = 1
			}
			sub.HalfTables = len(sub.Entries) * w // contestants × winners ÷ 2, in halves
		}
		for id, v := range Awards(sub) {
			if v.Cmp(best[id]) > 0 {
				best[id] = v
			}
		}
	}
	return best
}

// roundTo rounds q to a multiple of unit: up when up, else to the
// nearest, halves up (q is never negative here).
func roundTo(q, unit *big.Rat, up bool) *big.Rat {
	x := new(big.Rat).Quo(q, unit)
	num, den := x.Num(), x.Denom()
	fl := new(big.Int).Quo(num, den)
	rem := new(big.Int).Sub(num, new(big.Int).Mul(fl, den))
	if rem.Sign() != 0 {
		if up {
			fl.Add(fl, big.NewInt(1))
		} else if new(big.Int).Mul(rem, big.NewInt(2)).Cmp(den) >= 0 {
			fl.Add(fl, big.NewInt(1))
		}
	}
	return new(big.Rat).Mul(new(big.Rat).SetInt(fl), unit)
}
