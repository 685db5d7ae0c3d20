package oracle

// Directors' adjustments in IMP scoring (scoring.md §6.1, §6.4, §5.3–5.5):
// weighted IMPs of teams, Butler and cross-IMP pairs with adjusted tables.

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
)

// Butler datum with adjusted tables (§6.4 butler_datum_adjusted).
const (
	IncludeExpected = "include_expected" // a split or weighted table adds (E[D_NS] + E[D_EW])/2 (the default)
	ExcludeAdjusted = "exclude"          // a split or weighted table is left out of the datum
)

// AdjIMPOptions chooses the variant of AdjButler and AdjCross.
type AdjIMPOptions struct {
	// ButlerOptions: TrimK and Round of the Butler datum (AdjButler only),
	// Mitchell for the rankings (both).
	ButlerOptions
	// Target is the Neuberg-style N of Factored cross-IMPs, by section
	// and board; where it has no positive entry N is the largest number of
	// tables with a score on any board of the section (as AdjScore).
	Target map[string]map[int]int
	// IMPs is the value of A+, A and A− (nil entries: +3, 0, −3).
	IMPs [3]*big.Rat
	// SessionRule is Rule2017 ("" means it), Rule1997 or RuleOff, with p
	// the pair's average IMPs per board on its boards without an
	// artificial score.
	SessionRule string
	// DatumAdjusted is IncludeExpected ("" means it) or ExcludeAdjusted.
	DatumAdjusted string
}

// expect is Σ w·score.
func expect(d []Weighted) *big.Rat {
	e := new(big.Rat)
	for _, c := range d {
		e.Add(e, new(big.Rat).Mul(c.W, big.NewRat(int64(c.ScoreNS), 1)))
	}
	return e
}

// impVersus is Σ_a Σ_b w_a·w_b·imp(a − b): IMP each pair of components,
// then weight (§6.4).
func impVersus(da, db []Weighted) *big.Rat {
	sum := new(big.Rat)
	for _, a := range da {
		for _, b := range db {
			x := new(big.Rat).Mul(a.W, b.W)
			sum.Add(sum, x.Mul(x, big.NewRat(int64(impInt(a.ScoreNS-b.ScoreNS)), 1)))
		}
	}
	return sum
}

// AssignedIMP is the IMPs of a table scored with distribution a against a
// table scored with b, NS view: Σ_i Σ_j w_i·w_j·imp(a_i − b_j) (§6.4: IMP
// each component, then weight; WT-2). In a team match a is the open
// room's NS distribution for the home team and b the closed room's.
func AssignedIMP(a, b []Weighted) *big.Rat {
	checkDist(a, "the first table")
	checkDist(b, "the second table")
	return impVersus(a, b)
}

// plainScore is the single score of a table both of whose sides are
// scored with the same one score, and ok.
func plainScore(t adjTable) (int, bool) {
	if len(t.ns) == 1 && len(t.ew) == 1 && t.ns[0].ScoreNS == t.ew[0].ScoreNS {
		return t.ns[0].ScoreNS, true
	}
	return 0, false
}

// datumOf is the Butler datum of rational values (§5.3): sorted, trimmed,
// the mean rounded to a multiple of 10.
func datumOf(values []*big.Rat, opt ButlerOptions) *big.Rat {
	n := len(values)
	k := opt.TrimK
	switch {
	case k == -1:
		k = AutoTrim(n)
	case k < -1:
		panic(fmt.Sprintf("oracle: Butler trim %d", k))
	}
	if 2*k >= n {
		panic(fmt.Sprintf("oracle: trimming %d at each end of %d scores leaves none", k, n))
	}
	sorted := slices.Clone(values)
	slices.SortFunc(sorted, func(a, b *big.Rat) int { return a.Cmp(b) })
	sum := new(big.Rat)
	for _, v := range sorted[k : n-k] {
		sum.Add(sum, v)
	}
	q := sum.Quo(sum, big.NewRat(int64(10*(n-2*k)), 1))
	return big.NewRat(int64(10*roundRat(q, opt.Round)), 1)
}

// AdjButler scores an IMP pairs field with adjustments by Butler (§5.3,
// §6.4 proposal, §6.1):
//
//   - Each group (section, board, Group) has its own datum, from its
//     comparable tables: a result's score; a table whose both sides have
//     the same single score, that score (§6.2: scored as a normal
//     result); any other assigned table (split or weighted) the mean of
//     its two sides' expected scores (E[D_NS] + E[D_EW])/2 with
//     IncludeExpected, nothing with ExcludeAdjusted (when that leaves no
//     value, the expected values are used after all). Artificial tables
//     are never in the datum. Trimming and rounding as ButlerDatum, on the
//     exact (rational) values.
//   - Side NS gets Σ w·imp(a − datum) over D_NS, side EW −Σ w·imp(b −
//     datum) over D_EW.
//   - Artificial sides get IMPs (+3, 0, −3) for A+, A, A−, modified by
//     the session rule with p = the pair's average IMPs per board on its
//     boards without an artificial score. Explicit percentages have no
//     IMP equivalent and panic.
//   - Not-played tables score nothing (nil fields) and are not counted.
//   - Penalties must be UnitIMP; they are deducted from the total.
//     Average = net Total / Boards; ranks on the net Total.
func AdjButler(results []AdjResult, pens []Penalty, opt AdjIMPOptions) (per []BoardIMP, standings []IMPStanding) {
	mode := cmp.Or(opt.DatumAdjusted, IncludeExpected)
	if mode != IncludeExpected && mode != ExcludeAdjusted {
		panic(fmt.Sprintf("oracle: butler_datum_adjusted %q", mode))
	}
	l := layout(results, opt.Target)
	per = make([]BoardIMP, len(results))
	for _, idx := range l.groups {
		var values, expected []*big.Rat
		for _, i := range idx {
			t := l.tables[i]
			if s, ok := plainScore(t); ok {
				values = append(values, big.NewRat(int64(s), 1))
				continue
			}
			e := new(big.Rat).Add(expect(t.ns), expect(t.ew))
			e.Quo(e, big.NewRat(2, 1))
			expected = append(expected, e)
			if mode == IncludeExpected {
				values = append(values, e)
			}
		}
		if len(values) == 0 {
			values = expected
		}
		datum := datumOf(values, opt.ButlerOptions)
		d := []Weighted{{int(datum.Num().Int64()), big.NewRat(1, 1)}}
		for _, i := range idx {
			t := l.tables[i]
			per[i] = BoardIMP{NS: impVersus(t.ns, d), EW: new(big.Rat).Neg(impVersus(t.ew, d))}
		}
	}
	return per, adjIMPFinish(results, pens, l, per, opt, func(groupKey) *big.Rat { return big.NewRat(1, 1) })
}

// AdjCross scores an IMP pairs field with adjustments by cross-IMPs
// (§5.4, §6.4 WT-3, §6.1):
//
//   - Within each group (section, board, Group) of n comparable tables,
//     side NS of table t has S = Σ_{u≠t} Σ_a Σ_b w_a·w_b·imp(a − b) over
//     a in D_NS(t), b in D_NS(u); side EW −S with the D_EW
//     distributions. A table is never compared with its own components.
//     S is normalised as CrossScore does (norm "" is PerComparison; a lone
//     table scores 0 with PerComparison, and with Factored when N = 1).
//   - Artificial sides get +3, 0, −3 (IMPs) with the session rule as
//     AdjButler; with TotalIMPs these are multiplied by n − 1, n the
//     comparable tables of the artificial table's group ("3·(n−1)",
//     §6.1). Explicit percentages panic.
//   - Not-played tables, penalties and totals as AdjButler.
func AdjCross(results []AdjResult, pens []Penalty, norm string, opt AdjIMPOptions) (per []BoardIMP, standings []IMPStanding) {
	switch norm {
	case "":
		norm = PerComparison
	case PerComparison, TotalIMPs, PerTable, Factored:
	default:
		panic(fmt.Sprintf("oracle: cross-IMP normalisation %q", norm))
	}
	l := layout(results, opt.Target)
	per = make([]BoardIMP, len(results))
	normalise := func(S *big.Rat, n, N int) *big.Rat {
		v := new(big.Rat).Set(S)
		switch norm {
		case PerComparison:
			if n == 1 {
				return v.SetInt64(0)
			}
			return v.Quo(v, big.NewRat(int64(n-1), 1))
		case PerTable:
			return v.Quo(v, big.NewRat(int64(n), 1))
		case Factored:
			if N == 1 {
				return v.SetInt64(0)
			}
			v.Mul(v, big.NewRat(int64(N), int64(n)))
			return v.Quo(v, big.NewRat(int64(N-1), 1))
		}
		return v
	}
	for g, idx := range l.groups {
		n, N := len(idx), l.N[g.fieldKey]
		for _, i := range idx {
			t := l.tables[i]
			sNS, sEW := new(big.Rat), new(big.Rat)
			for _, j := range idx {
				if j == i {
					continue
				}
				sNS.Add(sNS, impVersus(t.ns, l.tables[j].ns))
				sEW.Sub(sEW, impVersus(t.ew, l.tables[j].ew))
			}
			per[i] = BoardIMP{NS: normalise(sNS, n, N), EW: normalise(sEW, n, N)}
		}
	}
	scale := func(g groupKey) *big.Rat {
		if norm == TotalIMPs {
			return big.NewRat(int64(max(len(l.groups[g])-1, 0)), 1)
		}
		return big.NewRat(1, 1)
	}
	return per, adjIMPFinish(results, pens, l, per, opt, scale)
}

// adjIMPFinish gives the artificial sides their IMPs (scale(group) × the
// award, session rule applied), deducts penalties and ranks.
func adjIMPFinish(results []AdjResult, pens []Penalty, l *adjLayout, per []BoardIMP, opt AdjIMPOptions, scale func(groupKey) *big.Rat) []IMPStanding {
	vals := opt.IMPs
	for i, d := range []int64{3, 0, -3} {
		if vals[i] == nil {
			vals[i] = big.NewRat(d, 1)
		}
	}
	rule := cmp.Or(opt.SessionRule, Rule2017)
	if rule != Rule2017 && rule != Rule1997 && rule != RuleOff {
		panic(fmt.Sprintf("oracle: session rule %q", rule))
	}
	type acc struct {
		st     IMPStanding
		other  *big.Rat
		others int
	}
	accs := map[adjPair]*acc{}
	var order []adjPair
	get := func(k adjPair) *acc {
		a := accs[k]
		if a == nil {
			a = &acc{st: IMPStanding{Section: k.section, Direction: k.direction, Pair: k.pair, Total: new(big.Rat)}, other: new(big.Rat)}
			accs[k] = a
			order = append(order, k)
		}
		return a
	}
	for i, r := range results {
		t := l.tables[i]
		if t.kind == KindNotPlayed {
			continue
		}
		kn, ke := pairsOf(r, opt.Mitchell)
		an, ae := get(kn), get(ke)
		if t.comparable() {
			an.other.Add(an.other, per[i].NS)
			an.others++
			ae.other.Add(ae.other, per[i].EW)
			ae.others++
		}
	}
	artificial := func(s string, a *acc, unit *big.Rat) *big.Rat {
		aw := parseAward(s)
		if aw.kind == 3 {
			panic(fmt.Sprintf("oracle: artificial %q has no IMP equivalent", s))
		}
		v := new(big.Rat).Mul(vals[aw.kind], unit)
		if a.others > 0 && rule != RuleOff {
			p := new(big.Rat).Quo(a.other, big.NewRat(int64(a.others), 1))
			switch {
			case aw.kind == 0 && p.Cmp(v) > 0:
				v = p
			case aw.kind == 2 && rule == Rule2017 && p.Cmp(v) < 0:
				v = p
			}
		}
		return v
	}
	for i, r := range results {
		t := l.tables[i]
		if t.kind != KindArtificial {
			continue
		}
		unit := scale(groupKey{fieldKey{r.Section, r.Board}, r.Group})
		kn, ke := pairsOf(r, opt.Mitchell)
		per[i] = BoardIMP{NS: artificial(t.awardNS, accs[kn], unit), EW: artificial(t.awardEW, accs[ke], unit)}
	}
	for i, r := range results {
		if l.tables[i].kind == KindNotPlayed {
			continue
		}
		kn, ke := pairsOf(r, opt.Mitchell)
		for _, side := range []struct {
			k adjPair
			v *big.Rat
		}{{kn, per[i].NS}, {ke, per[i].EW}} {
			s := &accs[side.k].st
			s.Total.Add(s.Total, side.v)
			s.Boards++
		}
	}
	for _, p := range pens {
		k := adjPair{p.Section, "", p.Pair}
		if opt.Mitchell {
			k.direction = p.Direction
		}
		a := accs[k]
		switch {
		case a == nil:
			panic(fmt.Sprintf("oracle: penalty on pair %v, which has no board", k))
		case p.Amount == nil:
			panic(fmt.Sprintf("oracle: penalty on pair %v without an amount", k))
		case p.Unit != UnitIMP:
			panic(fmt.Sprintf("oracle: penalty unit %q in an IMP event", p.Unit))
		}
		a.st.Total.Sub(a.st.Total, p.Amount)
	}
	list := make([]*IMPStanding, len(order))
	for i, k := range order {
		list[i] = &accs[k].st
	}
	return rankIMPs(list)
}
