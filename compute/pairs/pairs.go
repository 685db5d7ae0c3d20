// Package pairs scores a pairs session: it checks the session for
// consistency (a pair twice on one board or on both sides of it),
// recognises the movement of
// each section (Mitchell: two fields, NS and EW; Howell: one), scores every
// result (compute/score), matchpoints each board within its section
// (compute/mp, Neuberg-factored to the board's target), or across the
// sections as one field (Options.Field), totals each pair and ranks them
// (compute/rank).
//
// A table whose result cannot be scored as the input gives it (an entry of
// Kind bridge.NotScored; a claimed score that disagrees with its contract,
// a decision code no one agreed on, an artificial score without its
// awards) is not scored: its line is left out of every comparison and of
// its pairs' totals, as a board not played, and its Entry says why
// (Entry.Unscored), until a director's decision replaces it.
//
// It is pure: it takes a bridge.Session and options and returns new values.
// Problems in the input come back as *bridge.Error with the position of the
// entry concerned. It imports only compute packages.
package pairs

import (
	"errors"
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/rank"
	"github.com/protokol-bridge/protokol/compute/score"
)

// Sentinel errors of session checks.
var (
	ErrScoreMismatch = errors.New("score disagrees with the contract") // no longer returned: such a table is not scored
	ErrTwice         = errors.New("pair plays the board twice")
	ErrBothSides     = errors.New("pair on both sides of the board")
	ErrNoPair        = errors.New("missing pair")
	ErrUnsupported   = errors.New("not supported")
	ErrNames         = errors.New("ambiguous names")
	ErrNoResults     = errors.New("no results")
)

// Movement is how the pairs of a section moved.
type Movement uint8

// Movements. Auto lets the data decide.
const (
	Auto     Movement = iota
	Mitchell          // NS and EW pairs form two fields, ranked separately
	Howell            // one field, one ranking
)

func (m Movement) String() string {
	switch m {
	case Mitchell:
		return "mitchell"
	case Howell:
		return "howell"
	}
	return "auto"
}

// ParseMovement reads auto, mitchell or howell.
func ParseMovement(s string) (Movement, error) {
	switch strings.ToLower(s) {
	case "auto", "":
		return Auto, nil
	case "mitchell":
		return Mitchell, nil
	case "howell":
		return Howell, nil
	}
	return 0, fmt.Errorf("unknown movement %q (want auto, mitchell or howell)", s)
}

// TargetRule chooses N, the number of results each board is factored to.
type TargetRule uint8

// Target rules (scoring.md §4.5).
const (
	Scheduled  TargetRule = iota // times the board was scheduled: from the movement, else the most entries (played or not) of any board of the section
	MaxInField                   // the most results any board of the section has
	Fixed                        // a fixed N
)

// Target is the Neuberg target option.
type Target struct {
	Rule TargetRule
	N    int // for Fixed
}

// ParseTarget reads scheduled, max_in_field or fixed:N.
func ParseTarget(s string) (Target, error) {
	switch {
	case s == "scheduled" || s == "":
		return Target{Rule: Scheduled}, nil
	case s == "max_in_field":
		return Target{Rule: MaxInField}, nil
	case strings.HasPrefix(s, "fixed:"):
		var n int
		if _, err := fmt.Sscanf(s, "fixed:%d", &n); err == nil && n >= 1 && fmt.Sprintf("fixed:%d", n) == s {
			return Target{Rule: Fixed, N: n}, nil
		}
	}
	return Target{}, fmt.Errorf("unknown Neuberg target %q (want scheduled, max_in_field or fixed:N)", s)
}

// Method is how the boards of a pairs event are scored.
type Method uint8

// The scoring methods of a pairs event.
const (
	Matchpoints Method = iota // Law 78A, with Options.Scale
	Butler                    // IMPs against a datum (scoring.md §5.3)
	CrossIMPs                 // IMPs against every other result (§5.4)
)

func (m Method) String() string {
	switch m {
	case Butler:
		return "butler"
	case CrossIMPs:
		return "cross-imps"
	}
	return "mp"
}

// IMPs reports whether the method scores in IMPs.
func (m Method) IMPs() bool { return m != Matchpoints }

// Options configure the scoring. The zero value is the default: international
// matchpoints, Neuberg to the scheduled count, 2017 Laws, exact ranking,
// movement from the data.
type Options struct {
	Method Method
	Scale  mp.Scale
	// Factoring brings a board's results to its target N; an artificial
	// score is a share of the full top 2(N−1), or with mp.NoFactoring of
	// the board's own top (see artificialTop).
	Factoring mp.Factoring
	Target    Target
	Edition   score.Edition
	RankOn    rank.Basis
	Movement  Movement
	// Butler and cross-IMP options (the defaults of imp.DefaultButler and
	// imp.PerComparison when the method asks for them).
	Butler        imp.ButlerOptions
	Normalisation imp.Normalisation
	// IMPTotalFactoring scales an IMP pair's total by boards in the full
	// set ÷ boards played (§5.5), for pairs that sat out or missed boards.
	IMPTotalFactoring bool
	// Artificial scores (§6.1): the percentages of average-plus, average
	// and average-minus (used when AveSet; else 60, 50, 40), their IMPs
	// (used when AveIMPsSet; else +3, 0, −3), and the session-percentage
	// rule.
	Ave         [3]exact.Q
	AveSet      bool
	AveIMPs     [3]exact.Q
	AveIMPsSet  bool
	SessionRule SessionRule
	// SmallGroups says how fouled-board groups of one to three results
	// are scored (§6.6).
	SmallGroups SmallGroups
	// Split is how a matchpointed split score is scored (§6.3): per
	// direction (the default) or De Wael's half weight.
	Split mp.Split
	// Total is what a matchpoint pair's Standing.Total shows (set by a
	// peer convention, see Conventions); the percentage and the ranking
	// do not depend on it.
	Total TotalBasis
	// RoundTotal rounds a matchpoint pair's total to 2 decimals (half
	// away from zero) before its percentage is worked out from it, and
	// ranks on that percentage, as EBUScore and PairsScorer publish
	// theirs (set by a peer convention); by default the percentage is of
	// the exact total (§9).
	RoundTotal bool
	// MinBoards is the fewest boards a pair must play to be ranked
	// (--min-boards); a pair with fewer is listed after the others,
	// unranked.
	MinBoards MinBoards
	// Field says whether several sections are scored apart (Sections,
	// the zero value) or as one field (Across; see Field).
	Field Field
}

// TotalBasis is what a matchpoint pair's total is. Every basis has the
// same percentage (100·matchpoints ÷ tops of the boards played), so the
// ranking is the same; only the Total and Max shown differ.
type TotalBasis uint8

// The bases of a matchpoint total.
const (
	// TotalPlayed is the matchpoints of the boards played (the default).
	TotalPlayed TotalBasis = iota
	// TotalScaled is that total times the most boards a pair of its
	// ranking played ÷ the boards the pair played (Max scaled alike), as
	// if the pair had played as many boards as the others at its
	// percentage: Compscore's TOTAL_SCORE. A pair that played as many as
	// the others keeps its total: the NS pairs of a Mitchell whose EW
	// side is a pair short (each NS pair sits out a round) are not
	// scaled to the section's boards.
	TotalScaled
	// TotalAboveAverage is the matchpoints above average (Σ mp − Σ top/2),
	// times the boards of the section ÷ the boards the pair played:
	// Ruter's TotalScoreMP of "MP1" scoring (+6 … −6 a board at 7 tables).
	TotalAboveAverage
)

func (t TotalBasis) String() string {
	switch t {
	case TotalScaled:
		return "scaled"
	case TotalAboveAverage:
		return "above_average"
	}
	return "played"
}

// MinBoards is the minimum-boards rule of the rankings. The zero value
// is off.
type MinBoards struct {
	Half bool // at least half the boards the pair was scheduled to play
	N    int  // at least N boards (when not Half; 0 is off)
}

// ParseMinBoards reads off (or 0), half, or a number of boards.
func ParseMinBoards(s string) (MinBoards, error) {
	switch s {
	case "off", "0", "":
		return MinBoards{}, nil
	case "half":
		return MinBoards{Half: true}, nil
	}
	var n int
	if _, err := fmt.Sscanf(s, "%d", &n); err == nil && n >= 1 && n <= bridge.MaxBoard && fmt.Sprint(n) == s {
		return MinBoards{N: n}, nil
	}
	return MinBoards{}, fmt.Errorf("minimum boards %q: want off, half or a number of boards", s)
}

// SessionRule is how an artificial score follows the pair's own
// percentage on its other boards (Law 12C2(c), 1997 Law 88).
type SessionRule uint8

// The session rules.
const (
	Rule2017 SessionRule = iota // A+ → max(60 %, p), A− → min(40 %, p)
	Rule1997                    // A+ → max(60 %, p); A− stays 40 %
	RuleOff                     // the fixed values
)

// ParseSessionRule reads 2017, 1997 or off.
func ParseSessionRule(s string) (SessionRule, error) {
	switch s {
	case "2017", "":
		return Rule2017, nil
	case "1997":
		return Rule1997, nil
	case "off":
		return RuleOff, nil
	}
	return 0, fmt.Errorf("unknown session rule %q (want 2017, 1997 or off)", s)
}

// SmallGroups is how small groups of a fouled board are scored.
type SmallGroups uint8

// The small-group rules.
const (
	GroupsNeuberg SmallGroups = iota // every group factored with Neuberg
	GroupsACBL                       // 60 % alone; 65/55 for two; 70/60/50 for three unless the largest group
)

// ParseSmallGroups reads neuberg or acbl.
func ParseSmallGroups(s string) (SmallGroups, error) {
	switch s {
	case "neuberg", "":
		return GroupsNeuberg, nil
	case "acbl":
		return GroupsACBL, nil
	}
	return 0, fmt.Errorf("unknown small-group rule %q (want neuberg or acbl)", s)
}

// PairKey identifies a pair: in a Mitchell section NS 3 and EW 3 are
// different pairs, so the direction is part of the key; in a Howell it is
// bridge.DirectionNone.
type PairKey struct {
	Section   string
	Direction bridge.Direction
	ID        string
}

// String is "NS 3" in a Mitchell, "3" in a Howell.
func (k PairKey) String() string {
	if k.Direction != bridge.DirectionNone {
		return k.Direction.String() + " " + k.ID
	}
	return k.ID
}

// Section is what was found out about one section.
type Section struct {
	Name     string
	Movement Movement
	// SharedNumbers is true in a Mitchell whose NS and EW pairs use the
	// same numbers (so pair 3 NS and pair 3 EW are two pairs).
	SharedNumbers bool
}

// Line is one entry on a board's traveller with its computed values. It
// is kept small and nearly pointer-free (a session has one per result:
// 40 bytes): what the entry says, or what the line's comparison group
// shares (its points among them), is read through methods.
type Line struct {
	// Entry is the session's entry of the table (after the director's
	// decisions), shared, never modified: a line does not copy it.
	Entry *bridge.Entry
	// The director's decision on this table, if any, and what it gave
	// (nil when it gave none of Decided's fields: most tables).
	Decided *Decided
	g       *group // shared by the lines of one comparison group
	ScoreNS int    // NS score of a played result (0 for a pass-out)
	pt      int32  // 1 + where the line's points are in g.pts; 0 for none (zero)
	Scored  bool
}

// group is what the lines of one comparison group of a board (a section's
// results, or one version of a fouled board) share; the artificial and the
// unscored lines of the section have a group of their own.
type group struct {
	section  string // as the section is shown
	howell   bool   // pair keys have no direction
	imps     bool   // ns and ew are IMPs, not matchpoints
	top      exact.Q
	compared int // results in the comparison group (n)
	target   int // N
	datum    int // Butler datum
	// pts are the points of the group's lines (each line's at its pt):
	// a board's lines of equal scores come together and share theirs, so
	// that a group holds a few dozen points, not one for each line.
	pts []points
}

// points are a line's matchpoints or IMPs for each side, as the event
// scores, and for matchpoints the percentages of the group's top (its top
// is known when its points are set, and kept; an artificial score's
// percentage is its award, in Decided).
type points struct{ ns, ew, pctNS, pctEW exact.Q }

var noPoints points

// points are the line's points (zero before it is scored).
func (l *Line) points() *points {
	if l.pt == 0 {
		return &noPoints
	}
	return &l.g.pts[l.pt-1]
}

// setPoints gives the line its points in its group, l.g, which must be
// the line's own comparison group (never a section's base, which the
// boards scored side by side share): the group's last points when they
// are the same values, else new ones.
func (l *Line) setPoints(ns, ew exact.Q) {
	g := l.g
	if n := len(g.pts); n > 0 && g.pts[n-1].ns == ns && g.pts[n-1].ew == ew {
		l.pt = int32(n)
		return
	}
	p := points{ns: ns, ew: ew}
	if !g.imps && g.top.Sign() > 0 {
		p.pctNS, p.pctEW = ns.MulDiv(hundred, g.top), ew.MulDiv(hundred, g.top)
	}
	g.pts = append(g.pts, p)
	l.pt = int32(len(g.pts))
}

// noGroup is the group of a line that was never scored (a zero Line).
var noGroup group

func (l *Line) grp() *group {
	if l.g == nil {
		return &noGroup
	}
	return l.g
}

// Section is the line's section, as the session shows it.
func (l *Line) Section() string { return l.grp().section }

// NS and EW are the keys of the line's pairs.
func (l *Line) NS() PairKey { return l.key(l.Entry.NS, bridge.DirectionNS) }

// EW is the key of the line's EW pair.
func (l *Line) EW() PairKey { return l.key(l.Entry.EW, bridge.DirectionEW) }

func (l *Line) key(id string, d bridge.Direction) PairKey {
	g := l.grp()
	if g.howell {
		d = bridge.DirectionNone
	}
	return PairKey{Section: g.section, Direction: d, ID: id}
}

// Adjust is the director's decision on the table (the entry's), if any.
func (l *Line) Adjust() *bridge.Adjustment { return l.Entry.Adjust }

// MPNS and MPEW are the matchpoints for each side out of Top, exact and
// factored (zero in an IMP event).
func (l *Line) MPNS() exact.Q {
	if l.grp().imps {
		return exact.Q{}
	}
	return l.points().ns
}

// MPEW is EW's matchpoints (see MPNS).
func (l *Line) MPEW() exact.Q {
	if l.grp().imps {
		return exact.Q{}
	}
	return l.points().ew
}

// IMPNS and IMPEW are the IMPs for each side (Butler or cross-IMPs; zero
// in a matchpoint event).
func (l *Line) IMPNS() exact.Q {
	if !l.grp().imps {
		return exact.Q{}
	}
	return l.points().ns
}

// IMPEW is EW's IMPs (see IMPNS).
func (l *Line) IMPEW() exact.Q {
	if !l.grp().imps {
		return exact.Q{}
	}
	return l.points().ew
}

// PctNS and PctEW are the board percentages of each side: 100·MP/Top,
// worked out when asked; an artificial score's is its award, and a small
// fouled group's its fixed percentage (also when the board has no top).
// Zero in an IMP event, and on a board with no top otherwise.
func (l *Line) PctNS() exact.Q { return l.pct(0) }

// PctEW is EW's board percentage (see PctNS).
func (l *Line) PctEW() exact.Q { return l.pct(1) }

var hundred = exact.Int(100)

func (l *Line) pct(side int) exact.Q {
	g := l.grp()
	if g.imps {
		return exact.Q{}
	}
	if d := l.Decided; d != nil && d.Artificial {
		if side == 0 {
			return d.AwardNS
		}
		return d.AwardEW
	}
	if d := l.Decided; d != nil && d.fixed {
		if side == 0 {
			return d.pctNS
		}
		return d.pctEW
	}
	if g.top.Sign() > 0 {
		// Worked out once for the group's points of each value.
		if p := l.points(); side == 0 {
			return p.pctNS
		} else {
			return p.pctEW
		}
	}
	return exact.Q{}
}

// Top is the full top the line's matchpoints are out of (zero in an IMP
// event and on lines not scored).
func (l *Line) Top() exact.Q { return l.grp().top }

// Datum is the board's Butler datum.
func (l *Line) Datum() int { return l.grp().datum }

// Compared is the number of results in the line's comparison group (n).
func (l *Line) Compared() int { return l.grp().compared }

// Target is the number of results the board is factored to (N).
func (l *Line) Target() int { return l.grp().target }

// Decided is what a director's decision gave a line: artificial
// percentages per side (after the session rule), the resolved outcomes of
// an assigned score (NS view), the fouled-board group. It is kept apart
// from Line, behind a pointer, as few tables have one.
type Decided struct {
	Artificial             bool
	AwardNS, AwardEW       exact.Q // artificial: per cent of the top (MP) or IMPs
	OutcomesNS, OutcomesEW []score.Outcome
	Group                  string
	// A small fouled group's fixed percentages (fixed), which
	// 100·MP/Top does not give on a board with no top.
	fixed        bool
	pctNS, pctEW exact.Q
}

// IsArtificial reports an artificial score.
func (l *Line) IsArtificial() bool { return l.Decided != nil && l.Decided.Artificial }

// Awards are an artificial score's awards per side (zero otherwise).
func (l *Line) Awards() (ns, ew exact.Q) {
	if l.Decided == nil {
		return exact.Q{}, exact.Q{}
	}
	return l.Decided.AwardNS, l.Decided.AwardEW
}

// Outcomes are an assigned score's resolved outcomes per side (nil
// otherwise).
func (l *Line) Outcomes() (ns, ew []score.Outcome) {
	if l.Decided == nil {
		return nil, nil
	}
	return l.Decided.OutcomesNS, l.Decided.OutcomesEW
}

// FouledGroup is the fouled-board group of the line's version of the board
// ("" when the board is not fouled).
func (l *Line) FouledGroup() string {
	if l.Decided == nil {
		return ""
	}
	return l.Decided.Group
}

// Board is a board with its lines, in traveller order: by section, then
// NS score from best to worst, then NS pair. Pending are the tables of
// the movement still to play it, by section, round and table; a board in
// play (see InPlay) has no deal, and a board no table has played yet no
// lines.
type Board struct {
	bridge.Board
	Lines   []Line
	Pending []Pending
}

// Standing is a pair's line in a ranking.
type Standing struct {
	Pair    PairKey
	Names   []string
	Boards  int     // boards with a score
	Total   exact.Q // matchpoints (on Options.Total's basis), or IMPs (factored to the full set of boards when asked)
	Max     exact.Q // matchpoints: the sum of the full tops of those boards (scaled as Total)
	Percent exact.Q // matchpoints: 100·Total/Max
	Average exact.Q // IMPs: the raw total ÷ Boards
	Penalty exact.Q // procedural penalties deducted from Total (MP or IMPs)
	Rank    int
	Tied    bool
	// Unranked is set for a pair that played fewer boards than
	// Options.MinBoards asks: it is listed after the ranked pairs, by
	// its score, with Rank 0.
	Unranked bool

	// Members are the players' member numbers, parallel to Names (see
	// bridge.Pair): personal data, never published unless asked. NamesPos
	// is where the input names the pair.
	Members  []string
	NamesPos bridge.Pos
}

// Ranking is the ranking of one field: a Howell section, or one direction
// of a Mitchell section; across the field (Options.Field), the pairs of
// every section, or of one direction of every section.
type Ranking struct {
	Section string // "" across the field: each pair has its own section

	Direction bridge.Direction // DirectionNone for a Howell's one ranking
	Rows      []Standing
}

// Result is the scored session.
type Result struct {
	Event, Site, Date string
	Method            Method
	Scale             mp.Scale
	// Total is what the matchpoint totals are (Options.Total: a peer
	// convention's, or the matchpoints played).
	Total TotalBasis
	// RoundTotal: the percentages are of the totals rounded to 2 decimals
	// (Options.RoundTotal).
	RoundTotal bool
	Sections   []Section
	// Field is how several sections were scored: apart, or across.
	Field    Field
	Boards   []Board
	Rankings []Ranking
	// Adjustments lists every decision applied, in board order, with what
	// it gave each side.
	Adjustments []Applied
	// Provisional is set while the movement has results still to come
	// (see Provisional); nil for a complete session.
	Provisional *Provisional
	Warnings    []*bridge.Error
}

// Applied is a decision and its effect: the matchpoints (or IMPs) each
// side got on the board from it, or the penalty deducted from its total.
type Applied struct {
	Board   int
	Section string
	NS, EW  PairKey
	Adjust  *bridge.Adjustment
	// What each side scored on the board under the decision (MP or IMPs,
	// as the event); for a penalty, Penalty is what was deducted from the
	// penalised side (Side).
	GotNS, GotEW exact.Q
	Penalty      exact.Q
	Side         bridge.Side
}

// Score checks and scores a pairs session.
func Score(s bridge.Session, opt Options) (*Result, error) {
	sc := &scorer{opt: opt, res: &Result{Event: s.Event, Site: s.Site, Date: s.Date, Method: opt.Method, Scale: opt.Scale, Total: opt.Total, RoundTotal: opt.RoundTotal}}
	return sc.run(s)
}

type scorer struct {
	stacked      []stacked     // penalties stacked on tables with another decision
	penaltyLines []penaltyLine // their tables' lines, with the penalty as the decision
	opt          Options
	res          *Result
	errs         bridge.Errors
	lone         []*Line // the only result of a board in its section (see loneWarnings)

	// Whether some line has a decision, or an artificial score: the
	// passes over every line that look for them are left out when none
	// has.
	anyAdjust, anyArtificial bool
}

// penaltyLine is a table's line with a penalty stacked on its decision.
type penaltyLine struct {
	Line
	adj *bridge.Adjustment
}

func (sc *scorer) fail(e *bridge.Error) {
	if len(sc.errs) < 50 {
		sc.errs = append(sc.errs, e)
	}
}

// sectionOf is the name an entry's section is shown by: as written, "A"
// when the input names none. Sections compare by bridge.SectionKey.
func sectionOf(e *bridge.Entry) string {
	if s := strings.TrimSpace(e.Section); s != "" {
		return s
	}
	return "A"
}

func entryContext(e *bridge.Entry) string {
	c := bridge.BoardLabel(e.Board)
	if e.NS != "" {
		c += ", NS " + e.NS
	} else if e.EW != "" {
		c += ", EW " + e.EW
	}
	return c
}

// Top is the board's top, when every scored line of it has the same one
// (one section, or sections of one size); ok is false when the lines'
// tops differ or none is scored. IMP events have no top.
func (b Board) Top() (top exact.Q, ok bool) {
	for _, l := range b.Lines {
		if !l.Scored {
			continue
		}
		if !ok {
			top, ok = l.Top(), true
		} else if top.Cmp(l.Top()) != 0 {
			return exact.Q{}, false
		}
	}
	return top, ok
}
