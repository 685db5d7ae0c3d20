package imp

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/score"
)

// TrimRule says how many of the highest and of the lowest scores are left
// out of a Butler datum: k at each end, from the number of scores n. The
// zero value is TrimAuto. Whatever the rule, k is at most ⌊(n−1)/2⌋, so at
// least one score is left to average.
type TrimRule struct {
	kind trimKind
	k    int     // TrimFixed
	p    exact.Q // TrimPercent, in percent
}

type trimKind uint8

const (
	trimAuto trimKind = iota
	trimNone
	trimFixed
	trimPercent
)

var (
	// TrimAuto is the default, the table of the bridge-scorer package:
	// n ≤ 3 → 0, otherwise ⌈(n−10)/15⌉ + 1 (1 for 4–10 scores, 2 for 11–25,
	// 3 for 26–40, …).
	TrimAuto = TrimRule{kind: trimAuto}
	// TrimNone averages every score (WBF championship Butler rankings).
	TrimNone = TrimRule{kind: trimNone}
)

// TrimFixed leaves out k scores at each end (EBU practice: 1, or 2 for
// large fields). A negative k is 0.
func TrimFixed(k int) TrimRule { return TrimRule{kind: trimFixed, k: max(k, 0)} }

// TrimPercent leaves out p percent of the scores at each end, rounded down:
// ⌊p·n/100⌋ (the ACBLscore "computed datum" uses 5, which trims nothing
// below 20 scores). A negative p is 0.
func TrimPercent(p exact.Q) TrimRule {
	if p.Sign() < 0 {
		p = exact.Q{}
	}
	return TrimRule{kind: trimPercent, p: p}
}

// K is the number of scores left out at each end of a field of n.
func (t TrimRule) K(n int) int {
	var k int
	switch t.kind {
	case trimNone:
		k = 0
	case trimFixed:
		k = t.k
	case trimPercent:
		k = int(floor(t.p.MulInt(int64(n)).DivInt(100)).Int64())
	default:
		if n > 3 {
			k = ceilDiv(n-10, 15) + 1
		}
	}
	return max(0, min(k, (n-1)/2))
}

// ceilDiv is ⌈a/b⌉ for b > 0.
func ceilDiv(a, b int) int {
	q := a / b // truncates towards zero: the ceiling for a < 0
	if a%b != 0 && a > 0 {
		q++
	}
	return q
}

// String is the option text: auto, none, fixed:<k> or percent:<p>.
func (t TrimRule) String() string {
	switch t.kind {
	case trimNone:
		return "none"
	case trimFixed:
		return "fixed:" + strconv.Itoa(t.k)
	case trimPercent:
		s := t.p.Decimal(12)
		if q, ok := exact.Parse(s); !ok || q.Cmp(t.p) != 0 {
			s = t.p.String() // no short decimal form: "100/3"
		}
		return "percent:" + s
	}
	return "auto"
}

// ParseTrim reads the option butler_trim: auto (or empty), none,
// fixed:<k> with k a whole number ≥ 0, or percent:<p> with 0 ≤ p < 50
// (a decimal or a fraction).
func ParseTrim(s string) (TrimRule, error) {
	name, arg, hasArg := strings.Cut(strings.TrimSpace(s), ":")
	switch {
	case (name == "auto" || name == "") && !hasArg:
		return TrimAuto, nil
	case name == "none" && !hasArg:
		return TrimNone, nil
	case name == "fixed" && hasArg:
		k, err := strconv.Atoi(arg)
		if err != nil || k < 0 {
			return TrimRule{}, fmt.Errorf("imp: butler_trim %q: %w (want fixed:<k> with k a whole number, at least 0)", s, ErrOption)
		}
		return TrimFixed(k), nil
	case name == "percent" && hasArg:
		p, ok := exact.Parse(arg)
		if !ok || p.Sign() < 0 || p.Cmp(exact.Int(50)) >= 0 {
			return TrimRule{}, fmt.Errorf("imp: butler_trim %q: %w (want percent:<p> with 0 ≤ p < 50)", s, ErrOption)
		}
		return TrimPercent(p), nil
	}
	return TrimRule{}, fmt.Errorf("imp: butler_trim %q: %w (want auto, none, fixed:<k> or percent:<p>)", s, ErrOption)
}

// Rounding says where a datum whose mean ends in exactly 5 goes; other
// means go to the nearest multiple of 10.
type Rounding uint8

// The rounding rules of §5.3. Only HalfEven and HalfAwayFromZero treat NS
// and EW alike: under HalfUp a mean of +385 is 390 but −385 is −380.
const (
	HalfUp           Rounding = iota // towards +∞ (JavaScript Math.round; bridge-scorer): 385 → 390, −385 → −380
	HalfEven                         // to the even multiple of 10 (ACBLscore): 425 → 420, 435 → 440
	HalfAwayFromZero                 // 385 → 390, −385 → −390
)

func (r Rounding) String() string {
	switch r {
	case HalfEven:
		return "half_even"
	case HalfAwayFromZero:
		return "half_away_from_zero"
	}
	return "half_up"
}

// ParseRounding reads the option butler_round: half_up (or empty),
// half_even or half_away_from_zero.
func ParseRounding(s string) (Rounding, error) {
	switch strings.TrimSpace(s) {
	case "half_up", "":
		return HalfUp, nil
	case "half_even":
		return HalfEven, nil
	case "half_away_from_zero":
		return HalfAwayFromZero, nil
	}
	return 0, fmt.Errorf("imp: butler_round %q: %w (want half_up, half_even or half_away_from_zero)", s, ErrOption)
}

// round is x rounded to a whole number, halves per r.
func (r Rounding) round(x exact.Q) *big.Int {
	fl := floor(x)
	// twice the fractional part against 1: 2·(x − ⌊x⌋) <=> 1
	frac := x.Sub(exact.FromRat(new(big.Rat).SetInt(fl)))
	switch c := frac.MulInt(2).Cmp(one); {
	case c < 0:
		return fl
	case c > 0:
		return fl.Add(fl, big.NewInt(1))
	}
	up := true
	switch r {
	case HalfEven:
		up = fl.Bit(0) == 1 // ⌊x⌋ odd: the even neighbour is above
	case HalfAwayFromZero:
		up = x.Sign() > 0
	}
	if up {
		fl.Add(fl, big.NewInt(1))
	}
	return fl
}

// floor is ⌊x⌋.
func floor(x exact.Q) *big.Int {
	r := x.Rat()
	// Euclidean division by a positive denominator is the floor.
	return new(big.Int).Div(r.Num(), r.Denom())
}

// ButlerOptions are the choices of §5.3 and §6.4. The zero value trims
// automatically, rounds halves up and leaves assigned (split or weighted)
// scores out of the datum; DefaultButler is the specification's default,
// which includes them.
type ButlerOptions struct {
	Trim  TrimRule
	Round Rounding
	// AdjustedInDatum makes a table that is not one plain score (a split or
	// weighted assigned score) contribute the mean of its NS-side and
	// EW-side expected scores, (Σ w·score over NS + Σ w·score over EW) / 2,
	// to the datum. When false such tables are left out of the datum (but
	// are still IMPed against it).
	AdjustedInDatum bool
}

// DefaultButler is the default of the specification: TrimAuto, HalfUp,
// assigned scores included in the datum by their expected value
// (butler_datum_adjusted = include_expected).
func DefaultButler() ButlerOptions {
	return ButlerOptions{Trim: TrimAuto, Round: HalfUp, AdjustedInDatum: true}
}

// ParseAdjustedInDatum reads the option butler_datum_adjusted:
// include_expected (or empty) → true, exclude → false.
func ParseAdjustedInDatum(s string) (bool, error) {
	switch strings.TrimSpace(s) {
	case "include_expected", "":
		return true, nil
	case "exclude":
		return false, nil
	}
	return false, fmt.Errorf("imp: butler_datum_adjusted %q: %w (want include_expected or exclude)", s, ErrOption)
}

// Datum is the Butler datum of NS scores: the k highest and k lowest left
// out (k = trim.K(n)), the mean of the rest rounded to a multiple of 10
// with halves per r. An empty field has datum 0.
func Datum(scores []int, trim TrimRule, r Rounding) int {
	n := len(scores)
	if n == 0 {
		return 0
	}
	sorted := slices.Clone(scores)
	slices.Sort(sorted)
	k := trim.K(n)
	var sum int64
	for _, s := range sorted[k : n-k] {
		sum += int64(s)
	}
	return int(r.round(exact.Frac(sum, int64(10*(n-2*k)))).Int64()) * 10
}

// datumQ is Datum for exact contributions.
func datumQ(vals []exact.Q, trim TrimRule, r Rounding) int {
	n := len(vals)
	sorted := slices.Clone(vals)
	slices.SortFunc(sorted, exact.Q.Cmp)
	k := trim.K(n)
	sum := exact.Q{}
	for _, v := range sorted[k : n-k] {
		sum = sum.Add(v)
	}
	return int(r.round(sum.DivInt(int64(10*(n-2*k)))).Int64()) * 10
}

// expected is Σ w·score of a distribution.
func expected(os []score.Outcome) exact.Q {
	e := exact.Q{}
	for _, o := range os {
		e = e.Add(o.Weight.MulInt(int64(o.ScoreNS)))
	}
	return e
}

// Butler scores one board against a datum (§5.3, §6.4). The datum is taken
// from the plain tables and, with opt.AdjustedInDatum, from the others by
// their expected value; each side is then IMPed against it component by
// component, Σ w_k · IMPs(score_k − datum) for NS from the NS distribution
// and the negation of the same sum over the EW distribution for EW. Scores
// come back in the order of tables.
//
// An empty board gives datum 0 and no scores. It returns an error for a
// table whose outcomes are not a distribution (ErrOutcomes) and for a
// board where no table may enter the datum (ErrNoDatum).
func Butler(tables []Table, opt ButlerOptions) (datum int, scores []Score, err error) {
	if len(tables) == 0 {
		return 0, nil, nil
	}
	if err := checkTables(tables); err != nil {
		return 0, nil, err
	}
	plain := true
	for _, t := range tables {
		if !t.isPlain() {
			plain = false
			break
		}
	}
	if plain {
		ns := make([]int, len(tables))
		for i, t := range tables {
			ns[i] = t.NS[0].ScoreNS
		}
		datum = Datum(ns, opt.Trim, opt.Round)
	} else {
		var vals []exact.Q
		for _, t := range tables {
			switch {
			case t.isPlain():
				vals = append(vals, exact.Int(int64(t.NS[0].ScoreNS)))
			case opt.AdjustedInDatum:
				vals = append(vals, expected(t.NS).Add(expected(t.EW)).Mul(exact.Frac(1, 2)))
			}
		}
		if len(vals) == 0 {
			return 0, nil, fmt.Errorf("imp: %w: all %d tables have assigned scores and the datum excludes them", ErrNoDatum, len(tables))
		}
		datum = datumQ(vals, opt.Trim, opt.Round)
	}
	scores = make([]Score, len(tables))
	for i, t := range tables {
		if t.isPlain() {
			v := int64(IMPs(t.NS[0].ScoreNS - datum))
			scores[i] = Score{NS: exact.Int(v), EW: exact.Int(-v)}
			continue
		}
		scores[i] = Score{NS: againstDatum(t.NS, datum), EW: againstDatum(t.EW, datum).Neg()}
	}
	return datum, scores, nil
}

// againstDatum is Σ w_k · IMPs(score_k − datum).
func againstDatum(os []score.Outcome, datum int) exact.Q {
	s := exact.Q{}
	for _, o := range os {
		s = s.Add(o.Weight.MulInt(int64(IMPs(o.ScoreNS - datum))))
	}
	return s
}
