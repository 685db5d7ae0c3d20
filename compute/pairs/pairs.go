// Package pairs scores a pairs session: it checks the session for
// consistency (a claimed score that disagrees with its contract, a pair
// twice on one board or on both sides of it), recognises the movement of
// each section (Mitchell: two fields, NS and EW; Howell: one), scores every
// result (compute/score), matchpoints each board within its section
// (compute/mp, Neuberg-factored to the board's target), totals each pair and
// ranks them (compute/rank).
//
// It is pure: it takes a bridge.Session and options and returns new values.
// Problems in the input come back as *bridge.Error with the position of the
// entry concerned. It imports only compute packages.
package pairs

import (
	"errors"
	"fmt"
	"slices"
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
	ErrScoreMismatch = errors.New("score disagrees with the contract")
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
	Method    Method
	Scale     mp.Scale
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
}

// PairKey identifies a pair: in a Mitchell section NS 3 and EW 3 are
// different pairs, so the direction is part of the key; in a Howell it is "".
type PairKey struct {
	Section   string
	Direction string // "NS", "EW" or ""
	ID        string
}

func (k PairKey) String() string {
	if k.Direction != "" {
		return k.Direction + " " + k.ID
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

// Line is one entry on a board's traveller with its computed values.
type Line struct {
	Entry   bridge.Entry
	Section string
	NS, EW  PairKey
	ScoreNS int // NS score of a played result (0 for a pass-out)
	Scored  bool
	// Matchpoints for each side out of Top, exact and factored, and the
	// board percentage for each side (100·MP/Top).
	MPNS, MPEW   exact.Q
	PctNS, PctEW exact.Q
	Top          exact.Q
	// IMPs for each side (Butler or cross-IMPs); Datum is the board's
	// Butler datum.
	IMPNS, IMPEW exact.Q
	Datum        int
	Compared     int // results in the comparison group (n)
	Target       int // N
}

// Board is a board with its lines, in traveller order: by section, then
// NS score from best to worst, then NS pair.
type Board struct {
	bridge.Board
	Lines []Line
}

// Standing is a pair's line in a ranking.
type Standing struct {
	Pair    PairKey
	Names   []string
	Boards  int     // boards with a score
	Total   exact.Q // matchpoints, or IMPs (factored to the full set of boards when asked)
	Max     exact.Q // matchpoints: the sum of the full tops of those boards
	Percent exact.Q // matchpoints: 100·Total/Max
	Average exact.Q // IMPs: the raw total ÷ Boards
	Rank    int
	Tied    bool
}

// Ranking is the ranking of one field: a Howell section, or one direction
// of a Mitchell section.
type Ranking struct {
	Section   string
	Direction string // "NS", "EW" or ""
	Rows      []Standing
}

// Result is the scored session.
type Result struct {
	Event, Site, Date string
	Method            Method
	Scale             mp.Scale
	Sections          []Section
	Boards            []Board
	Rankings          []Ranking
	Warnings          []*bridge.Error
}

// Score checks and scores a pairs session.
func Score(s bridge.Session, opt Options) (*Result, error) {
	sc := &scorer{opt: opt, res: &Result{Event: s.Event, Site: s.Site, Date: s.Date, Method: opt.Method, Scale: opt.Scale}}
	return sc.run(s)
}

type scorer struct {
	opt  Options
	res  *Result
	errs bridge.Errors
}

func (sc *scorer) fail(e *bridge.Error) {
	if len(sc.errs) < 50 {
		sc.errs = append(sc.errs, e)
	}
}

func sectionOf(e *bridge.Entry) string {
	if e.Section == "" {
		return "A"
	}
	return e.Section
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

func (sc *scorer) run(s bridge.Session) (*Result, error) {
	boards := map[int]bridge.Board{}
	for _, b := range s.Boards {
		boards[b.Number] = b
	}
	if len(s.Entries) == 0 {
		return nil, &bridge.Error{Context: "session", Err: fmt.Errorf("%w: no traveller entries were read (want PBN score tables or CSV travellers)", ErrNoResults)}
	}

	// Group the entries by section, keeping the input order.
	var sectionNames []string
	bySection := map[string][]*bridge.Entry{}
	for i := range s.Entries {
		e := &s.Entries[i]
		name := sectionOf(e)
		if _, ok := bySection[name]; !ok {
			sectionNames = append(sectionNames, name)
		}
		bySection[name] = append(bySection[name], e)
		if _, ok := boards[e.Board]; !ok {
			b := bridge.NewBoard(e.Board)
			b.Pos = e.Pos
			boards[e.Board] = b
			if len(s.Boards) > 0 {
				sc.res.Warnings = append(sc.res.Warnings, bridge.Errorf(e.Pos, bridge.BoardLabel(e.Board),
					"not in the hand records; dealer and vulnerability from the board number"))
			}
		}
	}
	slices.SortFunc(sectionNames, rank.Compare)

	lines := map[int][]Line{}
	type acc struct {
		total, max exact.Q
		boards     int
	}
	totals := map[PairKey]*acc{}
	var order []PairKey

	for _, name := range sectionNames {
		entries := bySection[name]
		sec := sc.movement(name, entries)
		sc.res.Sections = append(sc.res.Sections, sec)
		key := func(id, dir string) PairKey {
			if sec.Movement == Mitchell {
				return PairKey{Section: name, Direction: dir, ID: id}
			}
			return PairKey{Section: name, ID: id}
		}
		sc.checkPairs(sec, entries, key)

		// Per board: the played results and the entries counting as scheduled.
		perBoard := map[int][]*bridge.Entry{}
		var boardNums []int
		for _, e := range entries {
			if _, ok := perBoard[e.Board]; !ok {
				boardNums = append(boardNums, e.Board)
			}
			perBoard[e.Board] = append(perBoard[e.Board], e)
		}
		slices.Sort(boardNums)
		targets := sc.targets(name, perBoard, s.Movement)

		for _, bn := range boardNums {
			b := boards[bn]
			var tables []int // the NS scores of the played lines
			var played []Line
			var others []Line
			for _, e := range perBoard[bn] {
				l := Line{Entry: *e, Section: name, NS: key(e.NS, "NS"), EW: key(e.EW, "EW")}
				switch e.Kind {
				case bridge.Played:
					ns, err := score.NS(e.Play, b.Vul, sc.opt.Edition)
					if err != nil {
						sc.fail(&bridge.Error{Pos: e.Pos, Context: entryContext(e), Err: err})
						continue
					}
					if e.Claimed != nil && *e.Claimed != ns {
						sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: the input says %+d for NS, but %s on a board with %s vulnerable scores %+d",
							ErrScoreMismatch, *e.Claimed, e.Play, vulText(b.Vul), ns))
						continue
					}
					if e.Adjust != nil {
						sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: director's adjustment %q on a played result", ErrUnsupported, e.Adjust.Text))
						continue
					}
					l.ScoreNS, l.Scored = ns, true
					tables = append(tables, ns)
					played = append(played, l)
				case bridge.NotPlayed:
					others = append(others, l)
				default:
					text := ""
					if e.Adjust != nil {
						text = " " + fmt.Sprintf("%q", e.Adjust.Text)
					}
					sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: %s score%s (adjusted scores are not scored yet)", ErrUnsupported, e.Kind, text))
				}
			}
			N := targets[bn]
			if len(tables) > 0 {
				if err := sc.scoreBoard(played, tables, N); err != nil {
					sc.fail(&bridge.Error{Pos: b.Pos, Context: bridge.BoardLabel(bn), Err: err})
					continue
				}
				for i := range played {
					l := &played[i]
					// With no factoring a lone result has a top of 0: it
					// counts as a board with no score.
					if !sc.opt.Method.IMPs() && l.Top.Sign() == 0 {
						continue
					}
					for _, side := range []struct {
						k        PairKey
						mp, imps exact.Q
					}{{l.NS, l.MPNS, l.IMPNS}, {l.EW, l.MPEW, l.IMPEW}} {
						a := totals[side.k]
						if a == nil {
							a = &acc{}
							totals[side.k] = a
							order = append(order, side.k)
						}
						if sc.opt.Method.IMPs() {
							a.total = a.total.Add(side.imps)
						} else {
							a.total = a.total.Add(side.mp)
							a.max = a.max.Add(l.Top)
						}
						a.boards++
					}
				}
			}
			lines[bn] = append(lines[bn], travellerOrder(played)...)
			lines[bn] = append(lines[bn], others...)
		}
	}
	if len(sc.errs) > 0 {
		return nil, sc.errs
	}
	// The number of boards of each section, for IMP totals factored to the
	// full set.
	boardsIn := map[string]int{}
	for _, ls := range lines {
		seen := map[string]bool{}
		for _, l := range ls {
			if l.Scored && !seen[l.Section] {
				seen[l.Section] = true
				boardsIn[l.Section]++
			}
		}
	}

	var nums []int
	for n := range lines {
		nums = append(nums, n)
	}
	slices.Sort(nums)
	for _, n := range nums {
		sc.res.Boards = append(sc.res.Boards, Board{Board: boards[n], Lines: lines[n]})
	}

	names, err := sc.names(s.Pairs)
	if err != nil {
		return nil, err
	}
	fields := map[[2]string][]PairKey{}
	var fieldOrder [][2]string
	for _, k := range order {
		f := [2]string{k.Section, k.Direction}
		if _, ok := fields[f]; !ok {
			fieldOrder = append(fieldOrder, f)
		}
		fields[f] = append(fields[f], k)
	}
	slices.SortFunc(fieldOrder, func(a, b [2]string) int {
		if c := rank.Compare(a[0], b[0]); c != 0 {
			return c
		}
		return directionOrder(a[1]) - directionOrder(b[1])
	})
	for _, f := range fieldOrder {
		keys := fields[f]
		items := make([]rank.Item, len(keys))
		full := boardsIn[f[0]]
		for i, k := range keys {
			a := totals[k]
			switch {
			case !sc.opt.Method.IMPs():
				items[i] = rank.Item{ID: k.ID, Score: a.total.MulInt(100).Div(a.max)}
			case sc.opt.IMPTotalFactoring:
				items[i] = rank.Item{ID: k.ID, Score: a.total.MulInt(int64(full)).DivInt(int64(a.boards))}
			default:
				items[i] = rank.Item{ID: k.ID, Score: a.total}
			}
		}
		r := Ranking{Section: f[0], Direction: f[1]}
		for _, p := range rank.Rank(items, sc.opt.RankOn) {
			k := keys[p.Index]
			a := totals[k]
			st := Standing{Pair: k, Names: names(k), Boards: a.boards, Rank: p.Rank, Tied: p.Tied}
			if sc.opt.Method.IMPs() {
				st.Total, st.Average = items[p.Index].Score, a.total.DivInt(int64(a.boards))
			} else {
				st.Total, st.Max, st.Percent = a.total, a.max, items[p.Index].Score
			}
			r.Rows = append(r.Rows, st)
		}
		sc.res.Rankings = append(sc.res.Rankings, r)
	}
	return sc.res, nil
}

// scoreBoard scores the played lines of one board of a section, whose NS
// scores are `scores`, by the event's method, factored to N results where
// the method factors.
func (sc *scorer) scoreBoard(played []Line, scores []int, N int) error {
	n := len(scores)
	switch sc.opt.Method {
	case Butler:
		tables := make([]imp.Table, n)
		for i, s := range scores {
			tables[i] = imp.Plain(s)
		}
		datum, res, err := imp.Butler(tables, sc.opt.Butler)
		if err != nil {
			return err
		}
		for i := range played {
			played[i].IMPNS, played[i].IMPEW = res[i].NS, res[i].EW
			played[i].Datum, played[i].Compared, played[i].Target = datum, n, N
		}
	case CrossIMPs:
		tables := make([]imp.Table, n)
		for i, s := range scores {
			tables[i] = imp.Plain(s)
		}
		res, err := imp.Cross(tables, sc.opt.Normalisation, N)
		if err != nil {
			return err
		}
		for i := range played {
			played[i].IMPNS, played[i].IMPEW = res[i].NS, res[i].EW
			played[i].Compared, played[i].Target = n, N
		}
	default:
		tables := make([]mp.Table, n)
		for i, s := range scores {
			tables[i] = mp.Plain(s)
		}
		mb, err := mp.ScoreBoard(tables, N, sc.opt.Scale, sc.opt.Factoring)
		if err != nil {
			return err
		}
		for i := range played {
			l := &played[i]
			l.MPNS, l.MPEW = mb.Scores[i].NS, mb.Scores[i].EW
			l.Top, l.Compared, l.Target = mb.Top, n, N
			if mb.Top.Sign() > 0 {
				l.PctNS = l.MPNS.MulInt(100).Div(mb.Top)
				l.PctEW = l.MPEW.MulInt(100).Div(mb.Top)
			}
		}
	}
	return nil
}

// travellerOrder sorts played lines from the best NS score to the worst,
// equal scores by NS pair; it sorts indices, not the (large) lines.
func travellerOrder(played []Line) []Line {
	idx := make([]int, len(played))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		x, y := &played[a], &played[b]
		if x.ScoreNS != y.ScoreNS {
			return y.ScoreNS - x.ScoreNS
		}
		return rank.Compare(x.Entry.NS, y.Entry.NS)
	})
	out := make([]Line, len(played))
	for i, j := range idx {
		out[i] = played[j]
	}
	return out
}

// directionOrder lists NS before EW.
func directionOrder(d string) int {
	if d == "EW" {
		return 1
	}
	return 0
}

func vulText(v bridge.Vul) string {
	switch v {
	case bridge.VulNone:
		return "nobody"
	case bridge.VulAll:
		return "both sides"
	}
	return v.String()
}

// movement decides Mitchell or Howell for a section (scoring.md §8.2–8.3).
// Pair ids that never appear on both sides make a Mitchell. Ids that do are
// a Howell unless the same id is found on both sides of many boards, which
// happens only when NS and EW pairs of a Mitchell share their numbers (as
// Bridgemate numbers them). Directions in names files are not used: a PBN
// ranking gives a Howell pair's starting direction. --movement overrides.
func (sc *scorer) movement(name string, entries []*bridge.Entry) Section {
	sec := Section{Name: name, Movement: sc.opt.Movement}
	nsIDs, ewIDs := map[string]bool{}, map[string]bool{}
	collide := map[int]bool{}
	type seen struct{ ns, ew bool }
	perBoard := map[int]map[string]*seen{}
	boardsWithPairs := map[int]bool{}
	for _, e := range entries {
		if e.NS == "" && e.EW == "" {
			continue
		}
		m := perBoard[e.Board]
		if m == nil {
			m = map[string]*seen{}
			perBoard[e.Board] = m
		}
		boardsWithPairs[e.Board] = true
		if e.NS != "" {
			nsIDs[e.NS] = true
			if m[e.NS] == nil {
				m[e.NS] = &seen{}
			}
			m[e.NS].ns = true
		}
		if e.EW != "" {
			ewIDs[e.EW] = true
			if m[e.EW] == nil {
				m[e.EW] = &seen{}
			}
			m[e.EW].ew = true
		}
		if e.NS != "" && m[e.NS].ns && m[e.NS].ew || e.EW != "" && m[e.EW].ns && m[e.EW].ew {
			collide[e.Board] = true
		}
	}
	overlap := false
	for id := range nsIDs {
		if ewIDs[id] {
			overlap = true
			break
		}
	}
	if sec.Movement == Auto {
		switch {
		case !overlap:
			sec.Movement = Mitchell
		case len(collide)*2 > len(boardsWithPairs):
			sec.Movement = Mitchell
		default:
			sec.Movement = Howell
		}
	}
	sec.SharedNumbers = sec.Movement == Mitchell && overlap
	return sec
}

// checkPairs reports missing pairs, a pair twice on one board and, where a
// pair is one pair whatever its direction (Howell), a pair on both sides.
func (sc *scorer) checkPairs(sec Section, entries []*bridge.Entry, key func(id, dir string) PairKey) {
	type where struct {
		pos  bridge.Pos
		side string
	}
	seen := map[int]map[PairKey]where{}
	for _, e := range entries {
		if e.Kind == bridge.NotPlayed && e.NS == "" && e.EW == "" {
			continue
		}
		for _, side := range []struct{ id, dir string }{{e.NS, "NS"}, {e.EW, "EW"}} {
			if side.id == "" {
				sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: no %s pair (want a pair id)", ErrNoPair, side.dir))
			}
		}
		if e.NS == "" || e.EW == "" {
			continue
		}
		if sec.Movement == Howell && e.NS == e.EW {
			sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: pair %s is both NS and EW", ErrBothSides, e.NS))
			continue
		}
		m := seen[e.Board]
		if m == nil {
			m = map[PairKey]where{}
			seen[e.Board] = m
		}
		for _, side := range []struct{ id, dir string }{{e.NS, "NS"}, {e.EW, "EW"}} {
			k := key(side.id, side.dir)
			if prev, ok := m[k]; ok {
				if prev.side == side.dir {
					sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: %s pair %s is also %s at %s", ErrTwice, side.dir, side.id, prev.side, prev.pos))
				} else {
					sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: pair %s is %s here and %s at %s", ErrBothSides, side.id, side.dir, prev.side, prev.pos))
				}
				continue
			}
			m[k] = where{e.Pos, side.dir}
		}
	}
}

// targets is N for each board of a section.
func (sc *scorer) targets(section string, perBoard map[int][]*bridge.Entry, movement []bridge.Slot) map[int]int {
	out := map[int]int{}
	switch sc.opt.Target.Rule {
	case Fixed:
		for b := range perBoard {
			out[b] = sc.opt.Target.N
		}
		return out
	case MaxInField:
		most := 0
		for _, es := range perBoard {
			n := 0
			for _, e := range es {
				if e.Kind == bridge.Played {
					n++
				}
			}
			most = max(most, n)
		}
		for b := range perBoard {
			out[b] = max(most, 1)
		}
		return out
	}
	scheduled := map[int]int{}
	for _, sl := range movement {
		if sl.Section != "" && sl.Section != section {
			continue
		}
		for _, b := range sl.Boards {
			scheduled[b]++
		}
	}
	most := 0
	for _, es := range perBoard {
		most = max(most, len(es))
	}
	for b, es := range perBoard {
		switch n := scheduled[b]; {
		case n > 0:
			out[b] = n
		default:
			out[b] = max(most, len(es), 1)
		}
	}
	return out
}

// names returns the lookup of player names for pair keys, reporting names
// that cannot be placed without guessing.
func (sc *scorer) names(pairs []bridge.Pair) (func(PairKey) []string, error) {
	sections := map[string]Section{}
	for _, s := range sc.res.Sections {
		sections[s.Name] = s
	}
	exactNames := map[PairKey][]string{}
	var errs bridge.Errors
	for _, p := range pairs {
		secs := []string{p.Section}
		if p.Section == "" {
			secs = nil
			for _, s := range sc.res.Sections {
				secs = append(secs, s.Name)
			}
		}
		for _, name := range secs {
			sec, ok := sections[name]
			if !ok {
				continue
			}
			dir := p.Direction
			switch {
			case sec.Movement == Howell:
				exactNames[PairKey{Section: name, ID: p.ID}] = p.Names
				continue
			case dir == "" && sec.SharedNumbers:
				errs = append(errs, bridge.Errorf(p.Pos, "pair "+p.ID,
					"%w: section %s is a Mitchell whose NS and EW pairs share numbers, so pair %s could be either (want a direction column: NS or EW)", ErrNames, name, p.ID))
				continue
			case dir == "":
				// A Mitchell with distinct numbers: the id says which side.
				exactNames[PairKey{Section: name, Direction: "NS", ID: p.ID}] = p.Names
				exactNames[PairKey{Section: name, Direction: "EW", ID: p.ID}] = p.Names
				continue
			}
			exactNames[PairKey{Section: name, Direction: dir, ID: p.ID}] = p.Names
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return func(k PairKey) []string { return exactNames[k] }, nil
}
