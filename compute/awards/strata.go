package awards

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/strata"
)

// StratumAward is a scale's awards in one stratum's ranking.
type StratumAward struct {
	Stratum string
	// Field is the field the awards were computed in: the stratum's
	// contestants, their places in it, and its tables (the contestants
	// ranked in it, as tables of the base field's form and winners; the
	// base field's own tables for the top stratum, which ranks everyone).
	Field Field
	// Awards are the scale's, Points indexed as the entries given to
	// strata.Stratify (0 for an entry not ranked in this stratum).
	Awards []Award
}

// Best is the award one contestant receives in a stratified game: the
// stratum whose award of the scale's first rule is the largest (the
// higher stratum among equal ones), and that stratum's points of every
// rule. Stratum is -1 when no stratum awards it anything.
type Best struct {
	Stratum int
	Points  []exact.Q
}

// Stratified computes the scale's awards in each stratum of r, a
// stratification of a field like base (its form, winners, boards and
// strength; its places are not read), and each contestant's Best: a
// contestant is eligible in its own stratum and those above, and receives
// only the largest of its awards (the ACBL's and the EBU's clubs' rule).
func Stratified(s *Scale, base Field, r *strata.Result) ([]StratumAward, []Best, error) {
	n := len(r.Of)
	out := make([]StratumAward, len(r.Strata))
	for si, st := range r.Strata {
		f := base
		f.Name = fmt.Sprintf("%s stratum %s", base.Name, st.Name)
		f.Places = make([]int, len(st.Ranked))
		for i, p := range st.Ranked {
			f.Places[i] = p.Rank
		}
		if len(st.Ranked) < n {
			f.Tables = exact.Int(int64(len(st.Ranked) * f.winners())).Div(exact.Int(f.Form.seats()))
		}
		got, err := Compute(s, f)
		if err != nil {
			return nil, nil, err
		}
		sa := StratumAward{Stratum: st.Name, Field: f, Awards: make([]Award, len(got))}
		for ri, a := range got {
			full := a
			full.Points = make([]exact.Q, n)
			for i, p := range st.Ranked {
				full.Points[p.Index] = a.Points[i]
			}
			sa.Awards[ri] = full
		}
		out[si] = sa
	}
	best := make([]Best, n)
	for i := range best {
		best[i] = Best{Stratum: -1, Points: make([]exact.Q, len(s.Rules))}
		for si := range out {
			p := out[si].Awards[0].Points[i]
			if p.Sign() > 0 && (best[i].Stratum < 0 || p.Cmp(best[i].Points[0]) > 0) {
				best[i].Stratum = si
				for ri := range s.Rules {
					best[i].Points[ri] = out[si].Awards[ri].Points[i]
				}
			}
		}
	}
	return out, best, nil
}
