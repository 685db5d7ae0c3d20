package oracle

// Directors' adjustments (scoring.md §6) on matchpoint pairs, by brute
// force: every comparable table against every other, component by
// component, in math/big.Rat. See AdjScore for the rules as implemented.

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// Kinds of AdjResult.
const (
	KindResult     = "result"     // a bridge result: ScoreNS
	KindArtificial = "artificial" // no result could be obtained: AwardNS, AwardEW (§6.1)
	KindAssigned   = "assigned"   // assigned, split or weighted: DistNS, DistEW (§6.2–6.4)
	KindNotPlayed  = "notplayed"  // not played, no one at fault: no score at all (§6.7)
)

// Artificial session rules (§6.1 artificial_session_rule).
const (
	Rule2017 = "2017" // A+ → max(A+, p), A− → min(A−, p) (the default)
	Rule1997 = "1997" // A+ → max(A+, p); A− unchanged
	RuleOff  = "off"  // the award values as they are
)

// Split methods (§6.3 split_method).
const (
	PerDirection = "per_direction" // score the board once per direction (the default)
	HalfWeight   = "half_weight"   // De Wael: the split table is two half-weight scores
)

// Fouled-board small groups (§6.6 fouled_small_groups).
const (
	SmallNeuberg = "neuberg" // Neuberg for every group (the default)
	SmallACBL    = "acbl"    // 60 %; 65/55 %; 70/60/50 % unless the largest group
)

// Penalty units.
const (
	UnitMP      = "mp"      // matchpoints of the event's scale (international or ACBL)
	UnitTop     = "top"     // a fraction of the full, unfactored top (1/4 = 25 % of a top)
	UnitPercent = "percent" // percentage points of the pair's session: Amount/100 × its Max
	UnitIMP     = "imp"     // IMPs (the IMP functions only)
)

// Weighted is one component of an assigned score: an NS score and its
// weight.
type Weighted struct {
	ScoreNS int
	W       *big.Rat
}

// AdjResult is one table's entry on a board of an adjusted field.
type AdjResult struct {
	Section, NS, EW string
	Board           int
	// Kind is KindResult, KindArtificial, KindAssigned or KindNotPlayed.
	Kind string
	// ScoreNS is the NS score of a KindResult.
	ScoreNS int
	// AwardNS and AwardEW are the artificial awards of a KindArtificial:
	// "A+", "A", "A-" (also "A−"), or "P" followed by an explicit
	// percentage ("P60", "P62.5", "P125/2"). Explicit percentages are
	// never modified by the session rule.
	AwardNS, AwardEW string
	// DistNS and DistEW are what each side of a KindAssigned is scored
	// with: NS scores with positive weights summing to 1. A plain assigned
	// score is the same single score for both; a split score a different
	// one per side; a weighted score several. A nil DistEW means DistEW =
	// DistNS.
	DistNS, DistEW []Weighted
	// Group is the version of a fouled board the table played ("" is the
	// main one); tables of different groups are never compared (§6.6).
	Group string
}

// Penalty is a procedural penalty (§6.5): Amount (positive: it is
// deducted) in Unit, on the pair Pair of Section (Direction "NS" or "EW"
// names the pair in a Mitchell and is ignored otherwise). Board names the
// board whose full top a UnitTop penalty is a fraction of; 0 means the
// session's full top (the largest full top of the section's boards).
type Penalty struct {
	Section, Direction, Pair string
	Board                    int
	Amount                   *big.Rat
	Unit                     string
}

// AdjOptions chooses the variant of AdjScore.
type AdjOptions struct {
	Options // ACBL, Target, Mitchell as for Score
	// Ave is the percentages of A+, A and A− (nil entries: 60, 50, 40).
	Ave [3]*big.Rat
	// SessionRule is Rule2017 ("" means it), Rule1997 or RuleOff.
	SessionRule string
	// Split is PerDirection ("" means it) or HalfWeight.
	Split string
	// SmallGroups is SmallNeuberg ("" means it) or SmallACBL.
	SmallGroups string
}

// AdjStanding is a pair's line with what AdjScore deducted and what the
// session rule used.
type AdjStanding struct {
	Standing            // Total is net of penalties, Pct = 100·Total/Max
	Gross      *big.Rat // Σ board scores before penalties
	Penalty    *big.Rat // Σ penalties deducted, in matchpoints
	Artificial int      // boards with an artificial score
	// Other is p, the pair's percentage on its boards without an
	// artificial score (§6.1), nil when it has none.
	Other *big.Rat
}

// adjTable is an AdjResult made uniform.
type adjTable struct {
	kind             string
	ns, ew           []Weighted // comparable tables
	awardNS, awardEW string     // artificial awards
}

// parsed awards.
type award struct {
	kind int      // 0 A+, 1 A, 2 A−, 3 explicit
	pct  *big.Rat // explicit
}

func parseAward(s string) award {
	switch s {
	case "A+":
		return award{kind: 0}
	case "A":
		return award{kind: 1}
	case "A-", "A−":
		return award{kind: 2}
	}
	if rest, ok := strings.CutPrefix(s, "P"); ok {
		if p, ok := new(big.Rat).SetString(rest); ok {
			return award{kind: 3, pct: p}
		}
	}
	panic(fmt.Sprintf("oracle: artificial award %q (want A+, A, A- or P<percent>)", s))
}

// checkDist panics on an empty distribution, a weight ≤ 0 or weights not
// summing to 1.
func checkDist(d []Weighted, what string) {
	if len(d) == 0 {
		panic("oracle: empty distribution for " + what)
	}
	sum := new(big.Rat)
	for _, c := range d {
		if c.W == nil || c.W.Sign() <= 0 {
			panic("oracle: weight ≤ 0 in the distribution for " + what)
		}
		sum.Add(sum, c.W)
	}
	if sum.Cmp(big.NewRat(1, 1)) != 0 {
		panic(fmt.Sprintf("oracle: weights of %s sum to %s, not 1", what, sum.RatString()))
	}
}

func normalise(r AdjResult) adjTable {
	what := fmt.Sprintf("%s board %d %s-%s", r.Section, r.Board, r.NS, r.EW)
	switch r.Kind {
	case KindResult:
		one := []Weighted{{r.ScoreNS, big.NewRat(1, 1)}}
		return adjTable{kind: KindResult, ns: one, ew: one}
	case KindAssigned:
		ew := r.DistEW
		if ew == nil {
			ew = r.DistNS
		}
		checkDist(r.DistNS, what+" (NS)")
		checkDist(ew, what+" (EW)")
		return adjTable{kind: KindAssigned, ns: r.DistNS, ew: ew}
	case KindArtificial:
		parseAward(r.AwardNS)
		parseAward(r.AwardEW)
		return adjTable{kind: KindArtificial, awardNS: r.AwardNS, awardEW: r.AwardEW}
	case KindNotPlayed:
		return adjTable{kind: KindNotPlayed}
	}
	panic(fmt.Sprintf("oracle: kind %q of %s", r.Kind, what))
}

func (t adjTable) comparable() bool { return t.kind == KindResult || t.kind == KindAssigned }

// fieldKey is one board of one section; groupKey one version of it.
type fieldKey struct {
	section string
	board   int
}

type groupKey struct {
	fieldKey
	group string
}

// adjLayout is what every adjusted scoring needs: the uniform tables, the
// comparison groups, the target N of every board.
type adjLayout struct {
	tables  []adjTable
	groups  map[groupKey][]int // comparable tables of each version of each board
	boards  map[fieldKey][]int // every table but not-played ones
	nGroups map[fieldKey]int   // versions of each board with a comparable table
	largest map[fieldKey]int   // size of the largest group of each board
	N       map[fieldKey]int   // Neuberg target
	bySect  map[string][]fieldKey
}

func layout(results []AdjResult, target map[string]map[int]int) *adjLayout {
	l := &adjLayout{
		groups: map[groupKey][]int{}, boards: map[fieldKey][]int{},
		nGroups: map[fieldKey]int{}, largest: map[fieldKey]int{},
		N: map[fieldKey]int{}, bySect: map[string][]fieldKey{},
	}
	for i, r := range results {
		t := normalise(r)
		l.tables = append(l.tables, t)
		if t.kind == KindNotPlayed {
			continue
		}
		f := fieldKey{r.Section, r.Board}
		if _, ok := l.boards[f]; !ok {
			l.bySect[r.Section] = append(l.bySect[r.Section], f)
		}
		l.boards[f] = append(l.boards[f], i)
		if t.comparable() {
			g := groupKey{f, r.Group}
			if len(l.groups[g]) == 0 {
				l.nGroups[f]++
			}
			l.groups[g] = append(l.groups[g], i)
			l.largest[f] = max(l.largest[f], len(l.groups[g]))
		}
	}
	// Default N: the most tables with a score (comparable or artificial,
	// every version together) on any board of the section.
	most := map[string]int{}
	for f, ts := range l.boards {
		most[f.section] = max(most[f.section], len(ts))
	}
	for f := range l.boards {
		l.N[f] = most[f.section]
		if t := target[f.section][f.board]; t > 0 {
			l.N[f] = t
		}
	}
	return l
}

// pairKey names a pair in its field.
type adjPair struct{ section, direction, pair string }

func pairsOf(r AdjResult, mitchell bool) (ns, ew adjPair) {
	if mitchell {
		return adjPair{r.Section, "NS", r.NS}, adjPair{r.Section, "EW", r.EW}
	}
	return adjPair{r.Section, "", r.NS}, adjPair{r.Section, "", r.EW}
}

// mpUnits are the beat and tie values of a scale.
func mpUnits(acbl bool) (beat, tie *big.Rat) {
	if acbl {
		return big.NewRat(1, 1), big.NewRat(1, 2)
	}
	return big.NewRat(2, 1), big.NewRat(1, 1)
}

// cmpScore is s(a, b) from NS's view (ns) or EW's (a lower NS score is
// better for EW).
func cmpScore(a, b int, ns bool, beat, tie *big.Rat) *big.Rat {
	if !ns {
		a, b = b, a
	}
	switch {
	case a > b:
		return beat
	case a == b:
		return tie
	}
	return new(big.Rat)
}

// versus is Σ_a Σ_b w_a·w_b·s(a, b): the expected comparison of a side
// scored with da against a table scored with db.
func versus(da, db []Weighted, ns bool, beat, tie *big.Rat) *big.Rat {
	sum := new(big.Rat)
	for _, a := range da {
		for _, b := range db {
			x := new(big.Rat).Mul(a.W, b.W)
			sum.Add(sum, x.Mul(x, cmpScore(a.ScoreNS, b.ScoreNS, ns, beat, tie)))
		}
	}
	return sum
}

// mix is ½·da + ½·db (the De Wael field entry of a table).
func mix(da, db []Weighted) []Weighted {
	half := big.NewRat(1, 2)
	out := make([]Weighted, 0, len(da)+len(db))
	for _, d := range [][]Weighted{da, db} {
		for _, c := range d {
			out = append(out, Weighted{c.ScoreNS, new(big.Rat).Mul(c.W, half)})
		}
	}
	return out
}

// rawMP is the unfactored matchpoints of both sides of every table of a
// group (in the order of g).
func rawMP(l *adjLayout, g []int, split string, beat, tie *big.Rat) (ns, ew []*big.Rat) {
	ns, ew = make([]*big.Rat, len(g)), make([]*big.Rat, len(g))
	for x, i := range g {
		t := l.tables[i]
		switch split {
		case PerDirection:
			// Each side against the other tables' distributions for
			// that side, never against its own table.
			ns[x], ew[x] = new(big.Rat), new(big.Rat)
			for _, j := range g {
				if j == i {
					continue
				}
				ns[x].Add(ns[x], versus(t.ns, l.tables[j].ns, true, beat, tie))
				ew[x].Add(ew[x], versus(t.ew, l.tables[j].ew, false, beat, tie))
			}
		case HalfWeight:
			// One field of every table's ½·D_NS + ½·D_EW, its own
			// included; each side's components are valued in that field
			// (2B + F − 1 of the frequency method), the self-tie taken
			// out once.
			var field []Weighted
			for _, j := range g {
				field = append(field, mix(l.tables[j].ns, l.tables[j].ew)...)
			}
			ns[x] = versus(t.ns, field, true, beat, tie)
			ns[x].Sub(ns[x], tie)
			ew[x] = versus(t.ew, field, false, beat, tie)
			ew[x].Sub(ew[x], tie)
		}
	}
	return ns, ew
}

// neuberg is (mp + tie)·N/n − tie (§4.5).
func neuberg(mp, tie *big.Rat, n, N int) *big.Rat {
	f := new(big.Rat).Add(mp, tie)
	f.Mul(f, big.NewRat(int64(N), int64(n)))
	return f.Sub(f, tie)
}

// pctOf is 100·mp/full, 50 when full is 0.
func pctOf(mp, full *big.Rat) *big.Rat {
	if full.Sign() == 0 {
		return big.NewRat(50, 1)
	}
	p := new(big.Rat).Mul(mp, big.NewRat(100, 1))
	return p.Quo(p, full)
}

// ofPct is p % of full.
func ofPct(p, full *big.Rat) *big.Rat {
	v := new(big.Rat).Mul(p, full)
	return v.Quo(v, big.NewRat(100, 1))
}

// AdjScore scores a matchpoint pairs field with directors' adjustments
// (scoring.md §6) and ranks the pairs; it is AdjScoreDetail without the
// details. per is in the order of results; standings are ordered as
// Score orders its own, Total net of penalties.
func AdjScore(results []AdjResult, pens []Penalty, opt AdjOptions) (per []BoardMP, standings []Standing) {
	per, detail := AdjScoreDetail(results, pens, opt)
	standings = make([]Standing, len(detail))
	for i, d := range detail {
		standings[i] = d.Standing
	}
	return per, standings
}

// AdjScoreDetail scores a matchpoint pairs field with directors'
// adjustments. The rules, all from scoring.md:
//
//   - Comparison groups are (section, board, Group). Comparable tables
//     (KindResult, KindAssigned) are compared with every other comparable
//     table of their group; artificial and not-played tables with none.
//   - Each side of a table is scored with its own distribution. Split
//     PerDirection (§6.3): side NS of table t gets Σ_{u≠t} Σ_a Σ_b
//     w_a·w_b·s(a, b) over a in D_NS(t), b in D_NS(u), with s = beat, tie,
//     0 (2/1/0, or 1/½/0 with ACBL); side EW the same with the D_EW
//     distributions and a lower NS score better. A table is never
//     compared with its own components (§6.4). HalfWeight (De Wael): each
//     comparable table u puts ½·D_NS(u) + ½·D_EW(u) into one field of
//     total weight n; side NS of t gets Σ_a w_a·(Σ over the field of
//     w_c·s(a, c)) − tie, EW likewise (the frequency method 2B + F − 1);
//     a table whose two distributions are equal scores exactly as with
//     PerDirection, a split table's sides are valued in the field that
//     holds half of each.
//   - Neuberg (§4.5) factors every side of every group of n comparable
//     tables to the board's N: (mp + tie)·N/n − tie. N is Target's entry
//     for the board, else the largest number of tables with a score
//     (comparable or artificial, all groups of the board together; not
//     the not-played ones) on any board of the section. The full top is
//     2(N−1), or N−1 with ACBL.
//   - SmallACBL (§6.6), on a board with comparable tables in two or more
//     groups only: a group of n ≤ 3 comparable tables, except a group of
//     three that is the largest of the board (or shares that size), gets
//     base(n) + 10·m percent of the full top, where m is the side's raw
//     matchpoints in ACBL units and base is 60, 55, 50 for n = 1, 2, 3:
//     60 %; 65/55 % (60/60 when equal); 70/60/50 % with equal scores
//     sharing (65/65/50, 70/55/55, 60/60/60).
//   - Artificial sides (§6.1) get their percentage of the full top: A+,
//     A, A− are Ave (60, 50, 40 by default) modified by the session rule
//     with p = 100·Σ mp/Σ full top over the pair's boards without an
//     artificial score (after factoring, before penalties): Rule2017 A+ →
//     max(Ave+, p), A− → min(Ave−, p); Rule1997 only A+; RuleOff none. A
//     pair with no such board keeps the plain values. Explicit
//     percentages ("P62.5") are used as they are. BoardMP percentages of
//     an artificial side are the percentage applied.
//   - A not-played table (§6.7) gives neither side a score: its BoardMP
//     is the zero value (nil fields), and the board is not in either
//     pair's Max or Boards.
//   - Penalties (§6.5) are deducted from the pair's total after all board
//     scoring: UnitMP as they are, UnitTop × the full top of the board
//     named (or the largest full top of the section's boards when Board is
//     0), UnitPercent × Max/100. Max is unchanged; Pct = 100·Total/Max;
//     ranks as in Score, on the net Pct.
//
// It panics on an unknown kind, award, option or unit, an empty or
// ill-weighted distribution, and a penalty on a pair without a board.
func AdjScoreDetail(results []AdjResult, pens []Penalty, opt AdjOptions) (per []BoardMP, standings []AdjStanding) {
	ave := opt.Ave
	for i, d := range []int64{60, 50, 40} {
		if ave[i] == nil {
			ave[i] = big.NewRat(d, 1)
		}
	}
	rule := cmp.Or(opt.SessionRule, Rule2017)
	split := cmp.Or(opt.Split, PerDirection)
	small := cmp.Or(opt.SmallGroups, SmallNeuberg)
	if rule != Rule2017 && rule != Rule1997 && rule != RuleOff {
		panic(fmt.Sprintf("oracle: session rule %q", rule))
	}
	if split != PerDirection && split != HalfWeight {
		panic(fmt.Sprintf("oracle: split method %q", split))
	}
	if small != SmallNeuberg && small != SmallACBL {
		panic(fmt.Sprintf("oracle: small groups %q", small))
	}

	l := layout(results, opt.Target)
	beat, tie := mpUnits(opt.ACBL)
	fullTop := func(f fieldKey) *big.Rat {
		return new(big.Rat).Mul(beat, big.NewRat(int64(l.N[f]-1), 1))
	}

	// 1. Comparable tables, group by group.
	per = make([]BoardMP, len(results))
	for g, idx := range l.groups {
		n, N, full := len(idx), l.N[g.fieldKey], fullTop(g.fieldKey)
		rawNS, rawEW := rawMP(l, idx, split, beat, tie)
		acblSmall := small == SmallACBL && l.nGroups[g.fieldKey] >= 2 && n <= 3 &&
			!(n == 3 && n == l.largest[g.fieldKey])
		for x, i := range idx {
			var mpNS, mpEW *big.Rat
			if acblSmall {
				base := big.NewRat(int64(65-5*n), 1) // 60, 55, 50
				value := func(raw *big.Rat) *big.Rat {
					m := new(big.Rat).Quo(raw, beat) // ACBL units
					p := new(big.Rat).Mul(m, big.NewRat(10, 1))
					return ofPct(p.Add(p, base), full)
				}
				mpNS, mpEW = value(rawNS[x]), value(rawEW[x])
			} else {
				mpNS, mpEW = neuberg(rawNS[x], tie, n, N), neuberg(rawEW[x], tie, n, N)
			}
			per[i] = BoardMP{MPNS: mpNS, MPEW: mpEW, PctNS: pctOf(mpNS, full), PctEW: pctOf(mpEW, full)}
		}
	}

	// 2. Every pair's boards without an artificial score.
	type acc struct {
		st            AdjStanding
		otherMP, othr *big.Rat // Σ mp and Σ full top on boards without an artificial score
		others        int
	}
	accs := map[adjPair]*acc{}
	var order []adjPair
	get := func(k adjPair) *acc {
		a := accs[k]
		if a == nil {
			a = &acc{st: AdjStanding{Standing: Standing{Section: k.section, Direction: k.direction, Pair: k.pair,
				Total: new(big.Rat), Max: new(big.Rat)}, Gross: new(big.Rat), Penalty: new(big.Rat)},
				otherMP: new(big.Rat), othr: new(big.Rat)}
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
		f := fieldKey{r.Section, r.Board}
		kn, ke := pairsOf(r, opt.Mitchell)
		an, ae := get(kn), get(ke)
		if t.comparable() {
			an.otherMP.Add(an.otherMP, per[i].MPNS)
			an.othr.Add(an.othr, fullTop(f))
			an.others++
			ae.otherMP.Add(ae.otherMP, per[i].MPEW)
			ae.othr.Add(ae.othr, fullTop(f))
			ae.others++
		}
	}

	// 3. Artificial sides, now that p is known.
	artificial := func(s string, a *acc, full *big.Rat) (*big.Rat, *big.Rat) {
		aw := parseAward(s)
		var pct *big.Rat
		if aw.kind == 3 {
			pct = new(big.Rat).Set(aw.pct)
		} else {
			pct = new(big.Rat).Set(ave[aw.kind])
			if a.others > 0 && rule != RuleOff {
				p := pctOf(a.otherMP, a.othr)
				switch {
				case aw.kind == 0 && p.Cmp(pct) > 0:
					pct = p
				case aw.kind == 2 && rule == Rule2017 && p.Cmp(pct) < 0:
					pct = p
				}
			}
		}
		return ofPct(pct, full), pct
	}
	for i, r := range results {
		t := l.tables[i]
		if t.kind != KindArtificial {
			continue
		}
		full := fullTop(fieldKey{r.Section, r.Board})
		kn, ke := pairsOf(r, opt.Mitchell)
		mpNS, pctNS := artificial(t.awardNS, accs[kn], full)
		mpEW, pctEW := artificial(t.awardEW, accs[ke], full)
		per[i] = BoardMP{MPNS: mpNS, MPEW: mpEW, PctNS: pctNS, PctEW: pctEW}
	}

	// 4. Totals.
	for i, r := range results {
		t := l.tables[i]
		if t.kind == KindNotPlayed {
			continue
		}
		full := fullTop(fieldKey{r.Section, r.Board})
		kn, ke := pairsOf(r, opt.Mitchell)
		for _, side := range []struct {
			a  *acc
			mp *big.Rat
		}{{accs[kn], per[i].MPNS}, {accs[ke], per[i].MPEW}} {
			s := &side.a.st
			s.Gross.Add(s.Gross, side.mp)
			s.Max.Add(s.Max, full)
			s.Boards++
			if t.kind == KindArtificial {
				s.Artificial++
			}
		}
	}

	// 5. Penalties.
	sessionTop := func(section string) *big.Rat {
		top := new(big.Rat)
		for _, f := range l.bySect[section] {
			if t := fullTop(f); t.Cmp(top) > 0 {
				top = t
			}
		}
		return top
	}
	for _, p := range pens {
		k := adjPair{p.Section, "", p.Pair}
		if opt.Mitchell {
			k.direction = p.Direction
		}
		a := accs[k]
		if a == nil {
			panic(fmt.Sprintf("oracle: penalty on pair %v, which has no board", k))
		}
		if p.Amount == nil {
			panic(fmt.Sprintf("oracle: penalty on pair %v without an amount", k))
		}
		amount := new(big.Rat).Set(p.Amount)
		switch p.Unit {
		case UnitMP:
		case UnitTop:
			top := sessionTop(p.Section)
			if p.Board != 0 {
				f := fieldKey{p.Section, p.Board}
				if _, ok := l.boards[f]; !ok {
					panic(fmt.Sprintf("oracle: penalty names board %d of section %s, which has no table", p.Board, p.Section))
				}
				top = fullTop(f)
			}
			amount.Mul(amount, top)
		case UnitPercent:
			amount.Mul(amount, a.st.Max)
			amount.Quo(amount, big.NewRat(100, 1))
		default:
			panic(fmt.Sprintf("oracle: penalty unit %q in a matchpoint event", p.Unit))
		}
		a.st.Penalty.Add(a.st.Penalty, amount)
	}

	// 6. Percentages and ranks.
	fields := map[[2]string][]*acc{}
	for _, k := range order {
		a := accs[k]
		s := &a.st
		s.Total.Sub(s.Gross, s.Penalty)
		s.Pct = pctOf(s.Total, s.Max)
		if a.others > 0 {
			s.Other = pctOf(a.otherMP, a.othr)
		}
		f := [2]string{k.section, k.direction}
		fields[f] = append(fields[f], a)
	}
	for _, field := range fields {
		pcts := make([]*big.Rat, len(field))
		for i, a := range field {
			pcts[i] = a.st.Pct
		}
		ranks, tied := Places(pcts)
		for i, a := range field {
			a.st.Rank, a.st.Tied = ranks[i], tied[i]
		}
	}
	for _, k := range order {
		standings = append(standings, accs[k].st)
	}
	dirOrder := map[string]int{"NS": 0, "EW": 1, "": 2}
	slices.SortFunc(standings, func(a, b AdjStanding) int {
		return cmp.Or(
			cmp.Compare(a.Section, b.Section),
			cmp.Compare(dirOrder[a.Direction], dirOrder[b.Direction]),
			cmp.Compare(a.Rank, b.Rank),
			comparePairIDs(a.Pair, b.Pair),
		)
	})
	return per, standings
}
