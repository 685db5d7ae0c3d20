package gen

// Directors' decisions on a generated pairs session: random table results
// replaced by every kind of decision of scoring.md §6, written in the
// adjust column of formats.md §14.4 and given to internal/oracle as
// AdjResults and Penalties.

import (
	"encoding/csv"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

// Decision kinds (AdjustConfig.Kinds, AdjRow.Decision).
const (
	DecArtificial = "artificial" // A+/A/A− per side: "A+/A-", "A+", "AVE-", …
	DecPercent    = "percent"    // explicit percentages: "A60/45", "55/50", "A60"
	DecAssigned   = "assigned"   // "ARB 420", "ARB 4SX-N-2"
	DecSplit      = "split"      // "SPLIT 420/-100"
	DecWeighted   = "weighted"   // "W 30%*420 + 70%*-100", "W 0.3*4S-N= + 0.7*4S-N-1"
	DecPenalty    = "penalty"    // "PEN NS -25%", "PEN EW -3MP", "PEN NS -2IMP"
	DecFouled     = "fouled"     // "FOUL B"
	DecNotPlayed  = "notplayed"  // "NP"
)

// AllDecisions is every decision kind, in the order AdjustWith first
// gives one of each.
var AllDecisions = []string{DecArtificial, DecPercent, DecAssigned, DecSplit, DecWeighted, DecPenalty, DecFouled, DecNotPlayed}

// AdjustConfig says which decisions to make.
type AdjustConfig struct {
	// Rate is the share of the played rows (not fouled ones) that get a
	// decision: 0 means 0.12; it is raised so that every flavour (below)
	// appears once when there are rows enough.
	Rate float64
	// FouledBoards is how many boards of each section have some of their
	// tables play version "B": 0 means max(1, Boards/8); −1 none.
	FouledBoards int
	// Kinds limits the decisions to these kinds (nil: AllDecisions).
	Kinds []string
	// IMP makes decisions that fit an IMP event: no explicit percentages,
	// penalties in IMPs ("PEN NS -2IMP") rather than in matchpoints or
	// fractions of a top.
	IMP bool
}

// AdjRow is one row of the adjusted traveller: the session's row, the
// decision made on it and what the oracle is given for it.
type AdjRow struct {
	Row
	// Decision is the kind of decision (Dec…), "" for none (the row's
	// own result, or its not-played entry from the session).
	Decision string
	// Adjust is the text of the adjust column, "" for none.
	Adjust string
	// Contract tells whether the contract, declarer, result, lead and
	// score_ns columns keep the row's result: always for a plain row, a
	// penalty and a fouled board, sometimes for ARB (the decision
	// overrides it), never for the others.
	Contract bool
	// Result is the oracle's entry for the row; Penalty the penalty it
	// carries, nil for none.
	Result  oracle.AdjResult
	Penalty *oracle.Penalty
}

// Adjusted is a session with directors' decisions.
type Adjusted struct {
	Session   *Session
	Config    AdjustConfig
	Rows      []AdjRow           // one per row of the session, in its order
	Results   []oracle.AdjResult // Rows[i].Result
	Penalties []oracle.Penalty   // the rows' penalties, in row order
}

// Options is the oracle options of the session: the scheduled target N,
// a two-winner ranking in a Mitchell.
func (a *Adjusted) Options() oracle.AdjOptions {
	return oracle.AdjOptions{Options: oracle.Options{Target: a.Session.Scheduled(), Mitchell: a.Session.Config.Movement == Mitchell}}
}

// Adjust is AdjustWith the default AdjustConfig.
func Adjust(s *Session, seed uint64) *Adjusted { return AdjustWith(s, seed, AdjustConfig{}) }

// flavour is one variety of decision.
type flavour struct {
	kind string
	sub  string // for artificial awards: "A+/A-" etc.; otherwise a variety
}

// flavours is every variety, in the order they are first given.
func flavours(c AdjustConfig) []flavour {
	kinds := c.Kinds
	if kinds == nil {
		kinds = AllDecisions
	}
	var out []flavour
	for _, k := range kinds {
		switch k {
		case DecArtificial:
			for _, ns := range []string{"A+", "A", "A-"} {
				for _, ew := range []string{"A+", "A", "A-"} {
					out = append(out, flavour{k, ns + "/" + ew})
				}
			}
		case DecPercent:
			if !c.IMP {
				out = append(out, flavour{k, "A"}, flavour{k, "bare"}, flavour{k, "short"})
			}
		case DecAssigned:
			out = append(out, flavour{k, "score"}, flavour{k, "play"})
		case DecSplit:
			out = append(out, flavour{k, ""})
		case DecWeighted:
			out = append(out, flavour{k, "2"}, flavour{k, "3"}, flavour{k, "play"})
		case DecPenalty:
			if c.IMP {
				out = append(out, flavour{k, "imp"})
			} else {
				out = append(out, flavour{k, "top"}, flavour{k, "mp"})
			}
		case DecNotPlayed:
			out = append(out, flavour{k, ""})
		case DecFouled:
			// Boards, not rows: see AdjustWith.
		default:
			panic(fmt.Sprintf("gen: decision kind %q", k))
		}
	}
	return out
}

// AdjustWith replaces random results of s by directors' decisions, the
// same ones for the same (s, seed, c). The session itself is not changed.
//
// Fouled boards first: on c.FouledBoards random boards of each section,
// a random 1..n−1 of the n played rows (half the time at most 3, so that
// small groups occur) get "FOUL B" and keep their result in group "B".
// Then the other played rows, shuffled: the first ones get one flavour
// each of every kind (all nine award pairs, the three forms of explicit
// percentages, ARB with a score and with a contract, SPLIT, weighted with
// two and three outcomes and with contracts, both penalty units, NP), the
// rest up to the rate a random flavour. Scores of ARB, SPLIT and W come
// from the results of the same board and these with one trick more or
// less, scored by the oracle's table (2017 Laws, the board's
// vulnerability). Rows of the session that were not played stay "NP".
func AdjustWith(s *Session, seed uint64, c AdjustConfig) *Adjusted {
	rng := rand.New(rand.NewPCG(seed, 0x61646a757374)) // "adjust"
	if c.Rate == 0 {
		c.Rate = 0.12
	}
	kinds := c.Kinds
	if kinds == nil {
		kinds = AllDecisions
	}
	a := &Adjusted{Session: s, Config: c, Rows: make([]AdjRow, len(s.Rows))}

	// Every row as it is, and the plays of every board.
	type fk struct {
		section string
		board   int
	}
	plays := map[fk][]bridge.Play{}
	played := map[fk][]int{}
	var boardsOf = map[string][]int{}
	for i, r := range s.Rows {
		ar := AdjRow{Row: r, Result: oracle.AdjResult{Section: r.Section, NS: r.NS, EW: r.EW, Board: r.Board}}
		if score, ok := s.ScoreNS(r); ok {
			ar.Contract = true
			ar.Result.Kind, ar.Result.ScoreNS = oracle.KindResult, score
			k := fk{r.Section, r.Board}
			p := bridge.Play{Contract: r.Contract, Declarer: r.Declarer, Tricks: r.Tricks}
			if len(played[k]) == 0 {
				boardsOf[r.Section] = append(boardsOf[r.Section], r.Board)
			}
			played[k] = append(played[k], i)
			plays[k] = append(plays[k], p)
			if !p.Contract.IsPass() {
				for _, d := range []int{-1, 1} {
					if t := p.Tricks + d; t >= 0 && t <= 13 {
						plays[k] = append(plays[k], bridge.Play{Contract: p.Contract, Declarer: p.Declarer, Tricks: t})
					}
				}
			}
		} else {
			ar.Adjust = "NP"
			ar.Result.Kind = oracle.KindNotPlayed
		}
		a.Rows[i] = ar
	}

	// Fouled boards.
	fouled := map[int]bool{}
	if slices.Contains(kinds, DecFouled) && c.FouledBoards >= 0 {
		nb := c.FouledBoards
		if nb == 0 {
			nb = max(1, s.Config.Boards/8)
		}
		for sec := 0; sec < s.Config.Sections; sec++ {
			label := SectionLabel(sec)
			boards := slices.Clone(boardsOf[label])
			slices.Sort(boards)
			rng.Shuffle(len(boards), func(i, j int) { boards[i], boards[j] = boards[j], boards[i] })
			for _, b := range boards[:min(nb, len(boards))] {
				rows := slices.Clone(played[fk{label, b}])
				if len(rows) < 2 {
					continue
				}
				hi := len(rows) - 1
				if rng.IntN(2) == 0 {
					hi = min(hi, 3)
				}
				k := 1 + rng.IntN(hi)
				rng.Shuffle(len(rows), func(i, j int) { rows[i], rows[j] = rows[j], rows[i] })
				for _, i := range rows[:k] {
					fouled[i] = true
					ar := &a.Rows[i]
					ar.Decision, ar.Adjust, ar.Result.Group = DecFouled, "FOUL B", "B"
				}
			}
		}
	}

	// The other decisions.
	var cands []int
	for i, r := range s.Rows {
		if !r.NotPlayed && !fouled[i] {
			cands = append(cands, i)
		}
	}
	rng.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
	fl := flavours(c)
	m := int(c.Rate*float64(len(cands)) + 0.5)
	if len(fl) > 0 {
		m = min(max(m, len(fl)), len(cands))
	} else {
		m = 0
	}
	for x, i := range cands[:m] {
		f := fl[rng.IntN(len(fl))]
		if x < len(fl) {
			f = fl[x]
		}
		ar := &a.Rows[i]
		k := fk{ar.Section, ar.Board}
		decide(ar, f, plays[k], c, rng)
	}
	for _, ar := range a.Rows {
		a.Results = append(a.Results, ar.Result)
		if ar.Penalty != nil {
			a.Penalties = append(a.Penalties, *ar.Penalty)
		}
	}
	return a
}

// awardText writes an award in one of its spellings.
func awardText(aw string, rng *rand.Rand) string {
	forms := map[string][]string{"A+": {"A+", "AVE+"}, "A": {"A", "AVE"}, "A-": {"A-", "AVE-"}}[aw]
	return forms[rng.IntN(len(forms))]
}

// playText is a play as the contract-with-result grammar writes it:
// 4SX-N-2, 3NT-S=, 4H-E+1, PASS.
func playText(p bridge.Play) string {
	if p.Contract.IsPass() {
		return "PASS"
	}
	return p.Contract.String() + "-" + p.Declarer.String() + p.ResultText()
}

// scoreOf is the NS score of play p on board b.
func scoreOf(p bridge.Play, b int) int {
	_, vul := oracle.DealerVul(b)
	s, err := oracle.NS(p, vul, oracle.Laws2017)
	if err != nil {
		panic(fmt.Sprintf("gen: %v on board %d: %v", p, b, err))
	}
	return s
}

// pickPlays picks k plays of distinct NS scores (fewer if the board has
// fewer distinct scores).
func pickPlays(plays []bridge.Play, board, k int, rng *rand.Rand) ([]bridge.Play, []int) {
	idx := rng.Perm(len(plays))
	var ps []bridge.Play
	var scores []int
	for _, i := range idx {
		sc := scoreOf(plays[i], board)
		if slices.Contains(scores, sc) {
			continue
		}
		ps, scores = append(ps, plays[i]), append(scores, sc)
		if len(ps) == k {
			break
		}
	}
	return ps, scores
}

// weightsPercent splits 100 into k random positive integer percentages.
func weightsPercent(k int, rng *rand.Rand) []int {
	cuts := []int{0, 100}
	for len(cuts) < k+1 {
		x := 1 + rng.IntN(99)
		if !slices.Contains(cuts, x) {
			cuts = append(cuts, x)
		}
	}
	slices.Sort(cuts)
	w := make([]int, k)
	for i := range w {
		w[i] = cuts[i+1] - cuts[i]
	}
	return w
}

// decimalWeight writes p/100 as a decimal: 30 → 0.3, 5 → 0.05.
func decimalWeight(p int) string {
	return strings.TrimRight(fmt.Sprintf("0.%02d", p), "0")
}

// decide makes decision f on row ar.
func decide(ar *AdjRow, f flavour, plays []bridge.Play, c AdjustConfig, rng *rand.Rand) {
	res := &ar.Result
	ar.Decision = f.kind
	if f.kind != DecPenalty { // the table result is replaced
		*res = oracle.AdjResult{Section: ar.Section, NS: ar.NS, EW: ar.EW, Board: ar.Board}
	}
	one := big.NewRat(1, 1)
	switch f.kind {
	case DecArtificial:
		ar.Contract = false
		ns, ew, _ := strings.Cut(f.sub, "/")
		res.Kind, res.AwardNS, res.AwardEW = oracle.KindArtificial, ns, ew
		switch {
		case ns == ew && rng.IntN(2) == 0:
			ar.Adjust = awardText(ns, rng) // one award for both sides
			if ns == "A" && rng.IntN(2) == 0 {
				ar.Adjust = "A="
			}
		default:
			ar.Adjust = awardText(ns, rng) + "/" + awardText(ew, rng)
		}
	case DecPercent:
		ar.Contract = false
		ns, ew := 25+rng.IntN(51), 25+rng.IntN(51)
		if f.sub == "short" {
			for ns == 50 {
				ns = 25 + rng.IntN(51)
			}
			ew = 100 - ns
			ar.Adjust = fmt.Sprintf("A%d", ns)
		} else if f.sub == "bare" {
			ar.Adjust = fmt.Sprintf("%d/%d", ns, ew)
		} else {
			ar.Adjust = fmt.Sprintf("A%d/%d", ns, ew)
		}
		res.Kind, res.AwardNS, res.AwardEW = oracle.KindArtificial, "P"+strconv.Itoa(ns), "P"+strconv.Itoa(ew)
	case DecAssigned:
		ar.Contract = rng.IntN(2) == 0
		ps, scores := pickPlays(plays, ar.Board, 1, rng)
		res.Kind = oracle.KindAssigned
		res.DistNS = []oracle.Weighted{{ScoreNS: scores[0], W: one}}
		res.DistEW = res.DistNS
		if f.sub == "play" {
			ar.Adjust = "ARB " + playText(ps[0])
		} else {
			ar.Adjust = "ARB " + strconv.Itoa(scores[0])
		}
	case DecSplit:
		ar.Contract = false
		_, scores := pickPlays(plays, ar.Board, 2, rng)
		if len(scores) < 2 { // one possible score only: a split of equal scores
			scores = append(scores, scores[0])
		}
		// NS gets scores[0] (NS view), EW scores[1] (NS view), written
		// in EW's own view.
		res.Kind = oracle.KindAssigned
		res.DistNS = []oracle.Weighted{{ScoreNS: scores[0], W: one}}
		res.DistEW = []oracle.Weighted{{ScoreNS: scores[1], W: one}}
		ar.Adjust = fmt.Sprintf("SPLIT %d/%d", scores[0], -scores[1])
	case DecWeighted:
		ar.Contract = false
		k := 2
		if f.sub == "3" || (f.sub == "play" && rng.IntN(2) == 0) {
			k = 3
		}
		ps, scores := pickPlays(plays, ar.Board, k, rng)
		w := weightsPercent(len(ps), rng)
		decimal := rng.IntN(3) == 0
		var parts []string
		res.Kind = oracle.KindAssigned
		for i := range ps {
			wt := fmt.Sprintf("%d%%", w[i])
			if decimal {
				wt = decimalWeight(w[i])
			}
			r := strconv.Itoa(scores[i])
			if f.sub == "play" {
				r = playText(ps[i])
			}
			parts = append(parts, wt+"*"+r)
			res.DistNS = append(res.DistNS, oracle.Weighted{ScoreNS: scores[i], W: big.NewRat(int64(w[i]), 100)})
		}
		res.DistEW = res.DistNS
		ar.Adjust = "W " + strings.Join(parts, " + ")
	case DecPenalty:
		// The row's result stands.
		side, pair := "NS", ar.NS
		if rng.IntN(2) == 0 {
			side, pair = "EW", ar.EW
		}
		p := &oracle.Penalty{Section: ar.Section, Direction: side, Pair: pair, Board: ar.Board}
		switch f.sub {
		case "top":
			pct := []int{10, 25, 50, 100}[rng.IntN(4)]
			p.Amount, p.Unit = big.NewRat(int64(pct), 100), oracle.UnitTop
			ar.Adjust = fmt.Sprintf("PEN %s -%d%%", side, pct)
		case "mp":
			halves := 1 + rng.IntN(8)
			p.Amount, p.Unit = big.NewRat(int64(halves), 2), oracle.UnitMP
			ar.Adjust = fmt.Sprintf("PEN %s -%sMP", side, strings.TrimSuffix(fmt.Sprintf("%.1f", float64(halves)/2), ".0"))
		case "imp":
			n := 1 + rng.IntN(3)
			p.Amount, p.Unit = big.NewRat(int64(n), 1), oracle.UnitIMP
			ar.Adjust = fmt.Sprintf("PEN %s -%dIMP", side, n)
		}
		ar.Penalty = p
	case DecNotPlayed:
		ar.Contract = false
		ar.Adjust = "NP"
		res.Kind = oracle.KindNotPlayed
	}
}

// WriteTravellersCSV writes the adjusted traveller in the layout of
// Session.WriteTravellersCSV (the same header, TravellersHeader), with the
// decision in the adjust column:
//
//   - a row without a decision: as the session writes it (a not-played
//     row: "NP" and no contract);
//   - A+/A/A− (DecArtificial): "A+/A-", "AVE+/A", …, NS first, or one
//     award for both ("A+", "AVE-", "A", "A=");
//   - explicit percentages (DecPercent): "A60/45", "60/45", or "A60" (NS
//     60, EW 40); the oracle takes them as given (no session rule);
//   - ARB (DecAssigned): "ARB 420" (an NS score) or "ARB 4SX-N-2" (a
//     contract, its declarer and the result relative to it: "3NT-S=",
//     "4H-E+1", "PASS");
//   - SPLIT (DecSplit): "SPLIT a/b", a NS's score in NS's view, b EW's
//     score in EW's view (the oracle's DistEW is −b);
//   - W (DecWeighted): "W 30%*420 + 70%*-100", "W 0.3*420 + 0.7*-100" or
//     with contracts "W 45%*4S-N= + 55%*4S-N-1"; percent weights are
//     integers summing to 100, decimal ones the same over 100; the same
//     outcomes for both sides;
//   - PEN (DecPenalty): "PEN NS -25%" (25 % of the board's full top),
//     "PEN EW -2.5MP", "PEN NS -2IMP" (IMP events); the table result
//     stands;
//   - FOUL (DecFouled): "FOUL B", the table result stands and is scored in
//     group "B" of its board;
//   - NP (DecNotPlayed): "NP", no contract.
//
// Artificial, percentage, SPLIT, W and NP rows leave contract, declarer,
// result, lead and score_ns empty; ARB rows keep the replaced result in
// them half the time (the decision overrides it); PEN and FOUL rows
// always keep it.
func (a *Adjusted) WriteTravellersCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.UseCRLF = true
	if err := cw.Write(TravellersHeader); err != nil {
		return err
	}
	rec := make([]string, len(TravellersHeader))
	for _, ar := range a.Rows {
		r := ar.Row
		for i := range rec {
			rec[i] = ""
		}
		rec[0], rec[1], rec[2], rec[3], rec[4], rec[5] = r.Section, strconv.Itoa(r.Board), strconv.Itoa(r.Round), strconv.Itoa(r.Table), r.NS, r.EW
		if score, ok := a.Session.ScoreNS(r); ok && ar.Contract {
			if r.Contract.IsPass() {
				rec[6], rec[10] = r.Contract.String(), "0"
			} else {
				rec[6], rec[7], rec[8] = r.Contract.String(), r.Declarer.String(), strconv.Itoa(r.Tricks)
				if r.Lead != 0 {
					rec[9] = r.Lead.String()
				}
				rec[10] = strconv.Itoa(score)
			}
		}
		rec[11] = ar.Adjust
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// CSV is the adjusted traveller file as text (WriteTravellersCSV).
func (a *Adjusted) CSV() string {
	var b strings.Builder
	if err := a.WriteTravellersCSV(&b); err != nil {
		panic(err) // a strings.Builder does not fail
	}
	return b.String()
}
