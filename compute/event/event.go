// Package event scores an event whatever its kind, and holds what every
// output reads: the pairs or the teams result, the double-dummy analyses of
// the boards shown, and a summary. An output writes from a Result and works
// out no figure of its own.
//
// A session whose results have rooms is a team event; one whose tables
// seat their players one by one (bridge.Entry.Seats) an individual; any
// other is a pairs event. The package is pure: it imports compute packages only, and the
// double-dummy tables come from the caller (see Result.SetDD), which may
// read them from files, a cache or the solver.
package event

import (
	"errors"
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/extras"
	"github.com/protokol-bridge/protokol/compute/individual"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/compute/vp"
)

// Kind is what an event is.
type Kind uint8

// The kinds of events.
const (
	Pairs Kind = iota
	Teams
	// Individual: players meet new partners each round and are ranked
	// alone. Its boards are scored as a pairs event's, over the round's
	// partnerships, so Result.Pairs holds them, its Rankings the
	// players' (see compute/individual).
	Individual
)

func (k Kind) String() string {
	switch k {
	case Teams:
		return "teams"
	case Individual:
		return "individual"
	}
	return "pairs"
}

// Options configure the scoring of an event of either kind.
type Options struct {
	// Pairs scores a pairs event; its Edition and AveIMPs also score a
	// team event.
	Pairs pairs.Options
	// VP is a team event's victory-point scale (nil: WBF 2013
	// continuous), VPName its name in the reports.
	VP     vp.Scale
	VPName string
	// CarryOver gives a match's carry-over in IMPs to the home team.
	CarryOver map[teams.MatchKey]exact.Q
	// MethodGiven says that the settings chose the pairs method (and
	// scale): a method the input names ([Scoring]) then does not change
	// it, and a different one is a warning. Without it, the input's
	// method is the event's.
	MethodGiven bool
	// Home and Away name a team match's teams (--home, --away), over
	// what the input says ("" leaves the input's).
	Home, Away string
	// Teams scores a session read without rooms as one team match
	// (--teams, teams.AsMatch).
	Teams bool
	// FieldGiven says that the settings chose Pairs.Field (--field):
	// otherwise a session whose input says its sections were scored as
	// one field (Session.AcrossField) is scored across.
	FieldGiven bool
	// TieBreak places an individual's players tied on the score
	// (--tie-break).
	TieBreak individual.TieBreak
}

// ErrPairsMethod: a pairs scoring method was asked for a team event.
var ErrPairsMethod = errors.New("the input is a team event (its results have rooms), scored in IMPs and VPs")

// Result is a scored event.
type Result struct {
	Kind  Kind
	Pairs *pairs.Result // when Kind is Pairs or Individual (its Rankings the players')
	Teams *teams.Result // when Kind is Teams
	// Individual is an individual's players, when Kind is Individual.
	Individual *individual.Result
	// VPScale names a team event's VP scale.
	VPScale string
	// DD holds the double-dummy table and par of the boards shown, by
	// board number; nil when none was given (see SetDD).
	DD map[int]dd.Analysis
	// Extras are the masterpoints, handicapped and strata rankings
	// worked out beside the scratch results (package extras, from
	// ExtrasEvent); nil when none were asked for.
	Extras *extras.Result
	// Warnings are the scoring's warnings, in order: then one for each
	// match or section whose every result is a pass-out without an
	// auction (see passedOut); the last one names every table not
	// scored, when there are some (see NotScored).
	Warnings []*bridge.Error
	// deals counts the session's boards with a deal; scoring and
	// scoringFrom are the method in words and where it came from (see
	// Summary).
	deals                int
	scoring, scoringFrom string
	// NotScored are the tables not scored (their entries' Kind is
	// bridge.NotScored), one problem each, in board order: at the
	// table's position, "board 1, NS 3 v EW 4: not scored: the play stops
	// after 6 tricks and there is no claim", wrapping
	// bridge.ErrNotScored. What --strict refuses.
	NotScored []*bridge.Error
}

// Score scores the session as a pairs or a team event.
func Score(s bridge.Session, opt Options) (*Result, error) {
	deals := 0
	for _, b := range s.Boards {
		if !b.Deal.Empty() {
			deals++
		}
	}
	from := "rooms in the input"
	if opt.Teams && !teams.HasTeams(s) {
		m, err := teams.AsMatch(s, opt.Home, opt.Away)
		if err != nil {
			return nil, err
		}
		s, from = m, "--teams"
	}
	if teams.HasTeams(s) {
		if opt.Pairs.Method != pairs.Matchpoints || opt.Pairs.Scale != mp.International {
			return nil, ErrPairsMethod
		}
		s, warns, err := teams.Named(s, opt.Home, opt.Away)
		if err != nil {
			return nil, err
		}
		form, bamVPs := teamForm(s, opt)
		res, err := teams.Score(s, teams.Options{Edition: opt.Pairs.Edition, VP: opt.VP, CarryOver: opt.CarryOver,
			AveIMPs: opt.Pairs.AveIMPs, AveIMPsSet: opt.Pairs.AveIMPsSet, Form: form, BAMVPs: bamVPs})
		if err != nil {
			return nil, err
		}
		res.Warnings = append(warns, res.Warnings...)
		vpName := opt.VPName
		if !res.VPs {
			vpName = ""
		}
		r := &Result{Kind: Teams, Teams: res, VPScale: vpName, Warnings: res.Warnings, deals: deals, scoring: "IMPs and VPs", scoringFrom: from}
		if form == teams.BoardAMatch {
			r.scoring, r.scoringFrom = "board-a-match", inputMethod(s)
			if res.VPs {
				r.scoring += " and VPs"
			}
		}
		if vpName != "" {
			r.scoring += " on " + vpName
		}
		r.Warnings = append(r.Warnings, passedOut(r.parts())...)
		r.notScored()
		res.Warnings = r.Warnings
		return r, nil
	}
	var warns []*bridge.Error
	from = "the default"
	if opt.MethodGiven {
		from = "--scoring"
	}
	if want, ok := pairsMethod[s.Method]; ok {
		switch {
		case !opt.MethodGiven:
			opt.Pairs.Method, opt.Pairs.Scale = want, mp.International
			from = inputMethod(s)
		case opt.Pairs.Method != want:
			warns = append(warns, bridge.Errorf(s.MethodPos, methodSaid(s),
				"the input names %s, and --scoring %s: scored by %s, as the settings say", want, methodName(opt.Pairs), methodName(opt.Pairs)))
		}
	}
	if s.Method == bridge.ScoringBAM {
		warns = append(warns, bridge.Errorf(s.MethodPos, methodSaid(s),
			"the input names board-a-match, a scoring of team matches, but its results have no rooms: scored as pairs by %s", methodName(opt.Pairs)))
	}
	if w := field(s, &opt); w != nil {
		warns = append(warns, w)
	}
	if w := teams.LooksLikeMatch(s); w != nil {
		warns = append(warns, w)
	}
	kind, ind := Pairs, (*individual.Result)(nil)
	var res *pairs.Result
	var err error
	if s.Individual() {
		kind = Individual
		if ind, err = individual.Score(s, individual.Options{Pairs: opt.Pairs, TieBreak: opt.TieBreak}); err != nil {
			return nil, err
		}
		res = ind.Pairs
	} else if res, err = pairs.Score(s, opt.Pairs); err != nil {
		return nil, err
	}
	res.Warnings = append(warns, res.Warnings...)
	r := &Result{Kind: kind, Pairs: res, Individual: ind, Warnings: res.Warnings, deals: deals, scoring: methodWords[methodName(opt.Pairs)], scoringFrom: from}
	r.Warnings = append(r.Warnings, passedOut(r.parts())...)
	r.notScored()
	res.Warnings = r.Warnings
	return r, nil
}

// inputMethod says where the input names its scoring method: "the
// input's [Scoring "MP"] at x.pbn:3:1", or "the input at x.xml:9:4" for
// an input that names it otherwise (a USEBIO element).
func inputMethod(s bridge.Session) string {
	from := "the input"
	if s.Scoring != "" || s.MethodSaid != "" {
		from = "the input's " + methodSaid(s)
	}
	if p := s.MethodPos.String(); p != "" {
		from += " at " + p
	}
	return from
}

// methodSaid is how the input names its method: [Scoring "MP"], or as a
// USEBIO file does.
func methodSaid(s bridge.Session) string {
	if s.MethodSaid != "" {
		return s.MethodSaid
	}
	return "[Scoring " + bridge.Quote(s.Scoring) + "]"
}

// pairsMethod is the pairs method of each method an input may name.
var pairsMethod = map[bridge.ScoringMethod]pairs.Method{
	bridge.ScoringMP:        pairs.Matchpoints,
	bridge.ScoringButler:    pairs.Butler,
	bridge.ScoringCrossIMPs: pairs.CrossIMPs,
}

// methodWords are the pairs methods in words, by their names.
var methodWords = map[string]string{
	"mp":         "matchpoints",
	"acbl":       "matchpoints on the ACBL scale",
	"butler":     "Butler IMPs",
	"cross-imps": "cross-IMPs",
}

// methodName is the method as --scoring names it.
func methodName(o pairs.Options) string {
	if o.Method == pairs.Matchpoints && o.Scale == mp.ACBL {
		return "acbl"
	}
	return o.Method.String()
}

// Boards are the boards the outputs show, each once, in board order for a
// pairs event and in order of first play for a team event: the boards
// whose double-dummy tables are worth finding.
func (r *Result) Boards() []bridge.Board {
	if r.Kind != Teams {
		out := make([]bridge.Board, len(r.Pairs.Boards))
		for i, b := range r.Pairs.Boards {
			out[i] = b.Board
		}
		return out
	}
	seen := map[int]bool{}
	var out []bridge.Board
	for _, m := range r.Teams.Matches {
		for _, b := range m.Boards {
			if !seen[b.Board.Number] {
				seen[b.Board.Number] = true
				out = append(out, b.Board)
			}
		}
	}
	return out
}

// SetDD gives the result the double-dummy analyses of its boards.
func (r *Result) SetDD(a map[int]dd.Analysis) { r.DD = a }

// Title and Date are the event's, as its input gives them.
func (r *Result) Title() string {
	if r.Kind == Teams {
		return r.Teams.Event
	}
	return r.Pairs.Event
}

// Date is the event's date as its input gives it.
func (r *Result) Date() string {
	if r.Kind == Teams {
		return r.Teams.Date
	}
	return r.Pairs.Date
}

// Method names how the event is scored: MP, ACBL, Butler, CrossIMPs,
// Teams (IMPs) or BAM (board-a-match teams).
func (r *Result) Method() string {
	if r.Kind == Teams {
		return r.Teams.Scoring()
	}
	switch {
	case r.Pairs.Method == pairs.Butler:
		return "Butler"
	case r.Pairs.Method == pairs.CrossIMPs:
		return "CrossIMPs"
	case r.Pairs.Scale == mp.ACBL:
		return "ACBL"
	}
	return "MP"
}

// Summary counts what was read and scored.
type Summary struct {
	Kind Kind
	// Boards are the boards shown, Deals the boards of the session with
	// a deal (a hand record may hold more than were played), Results the
	// tables' results (a team match's rooms that the input gives),
	// NotScored the tables not scored (a room without a result among
	// them).
	Boards, Deals, Results, NotScored int
	Sections, Matches                 int // sections of a pairs event; matches of a team event
	Contestants                       int // pairs ranked, players ranked (an individual), or teams
	// Provisional is a pairs session's progress while it is in play
	// (nil when complete; team events have none).
	Provisional *pairs.Provisional
	// Scoring is how the event was scored, in words ("matchpoints",
	// "Butler IMPs", "IMPs and VPs on wbf2013"), and ScoringFrom where
	// that came from: the input's method and its position, --scoring,
	// the default; a team event's rooms, or --teams.
	Scoring, ScoringFrom string
}

// Summary counts the boards, results and contestants of the event.
func (r *Result) Summary() Summary {
	s := Summary{Kind: r.Kind, Boards: len(r.Boards()), Deals: r.deals, NotScored: len(r.NotScored), Scoring: r.scoring, ScoringFrom: r.scoringFrom}
	if r.Kind == Teams {
		s.Matches, s.Contestants = len(r.Teams.Matches), len(r.Teams.Standings)
		for _, m := range r.Teams.Matches {
			for _, b := range m.Boards {
				for _, room := range []teams.Room{b.Open, b.Closed} {
					if !room.Absent {
						s.Results++
					}
				}
			}
		}
		return s
	}
	for _, b := range r.Pairs.Boards {
		s.Results += len(b.Lines)
	}
	s.Sections = len(r.Pairs.Sections)
	s.Provisional = r.Pairs.Provisional
	for _, rk := range r.Pairs.Rankings {
		s.Contestants += len(rk.Rows)
	}
	return s
}

// String is the summary as batch prints it: "27 boards, 270 results, 20
// pairs" or "20 boards, 1 match, 2 teams"; tables not scored are
// counted (", 2 tables not scored"), and a session in play adds ",
// provisional: after round 4 of 9" (and ", round 5 in progress" when
// some of round 5 is in), as the results are marked.
func (s Summary) String() string {
	var t string
	if s.Kind == Teams {
		t = count(s.Boards, "board", "boards") + ", " + count(s.Matches, "match", "matches") + ", " + count(s.Contestants, "team", "teams")
	} else {
		t = count(s.Boards, "board", "boards") + ", " + count(s.Results, "result", "results") + ", " + s.contestants()
	}
	if s.NotScored > 0 {
		t += ", " + count(s.NotScored, "table", "tables") + " not scored"
	}
	return t + s.provisional()
}

// Read is the summary as check prints it, what was read and how it was
// scored: "26 boards (30 deals), 234 results, 2 tables not scored, 1
// section, 24 pairs; matchpoints (the default)", or for teams "24 boards
// (24 deals), 48 results, 1 match, 2 teams; IMPs and VPs on wbf2013
// (rooms in the input)". Tables not scored are named only when there
// are some.
func (s Summary) Read() string {
	t := count(s.Boards, "board", "boards") + " (" + count(s.Deals, "deal", "deals") + "), " + count(s.Results, "result", "results")
	if s.NotScored > 0 {
		t += ", " + count(s.NotScored, "table", "tables") + " not scored"
	}
	if s.Kind == Teams {
		t += ", " + count(s.Matches, "match", "matches") + ", " + count(s.Contestants, "team", "teams")
	} else {
		t += ", " + count(s.Sections, "section", "sections") + ", " + s.contestants()
	}
	if s.Scoring != "" {
		t += "; " + s.Scoring
		if s.ScoringFrom != "" {
			t += " (" + s.ScoringFrom + ")"
		}
	}
	if p := s.provisional(); p != "" {
		t += ";" + p[1:]
	}
	return t
}

// contestants counts a pairs event's pairs or an individual's players.
func (s Summary) contestants() string {
	if s.Kind == Individual {
		return count(s.Contestants, "player", "players")
	}
	return count(s.Contestants, "pair", "pairs")
}

// provisional is ", provisional: ..." for a session in play, "" otherwise.
func (s Summary) provisional() string {
	switch p := s.Provisional; {
	case p == nil:
		return ""
	case p.Round == 0:
		return fmt.Sprintf(", provisional: round 1 of %d in progress", p.Rounds)
	default:
		t := fmt.Sprintf(", provisional: after round %d of %d", p.Round, p.Rounds)
		if p.Playing {
			t += fmt.Sprintf(", round %d in progress", p.Round+1)
		}
		return t
	}
}

// count is "1 board", "2 boards".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// notScored finds the tables not scored (Result.NotScored) and folds
// them into one warning, the last of r.Warnings, that names each with its
// position and reason while the message stays short enough to read:
// "2 tables not scored (shown as such; decide them with --adjust): board
// 1, NS 3 v EW 4 (x.lin:1:421: the play stops after 6 tricks and there is
// no claim); board 6, ...", the rest counted ("and 9 more").
func (r *Result) notScored() {
	type table struct {
		pos          bridge.Pos
		context, why string
	}
	var tables []table
	if r.Kind == Teams {
		for _, m := range r.Teams.Matches {
			for _, b := range m.Boards {
				for _, room := range []teams.Room{b.Open, b.Closed} {
					if e := &room.Entry; e.Kind == bridge.NotScored {
						c := fmt.Sprintf("%s, round %d, %s v %s, %s room", bridge.BoardLabel(e.Board), m.Round, m.Home, m.Away, e.Room.Name())
						tables = append(tables, table{e.Pos, c, e.Unscored()})
					}
				}
			}
		}
	} else {
		sections := len(r.Pairs.Sections) > 1
		for _, b := range r.Pairs.Boards {
			for i := range b.Lines {
				l := &b.Lines[i]
				if e := l.Entry; e.Kind == bridge.NotScored {
					c := bridge.BoardLabel(b.Number)
					if sections {
						c += ", section " + l.Section()
					}
					c += fmt.Sprintf(", NS %s v EW %s", e.NS, e.EW)
					tables = append(tables, table{e.Pos, c, e.Unscored()})
				}
			}
		}
	}
	if len(tables) == 0 {
		return
	}
	var list strings.Builder
	listed := 0
	for i, t := range tables {
		item := t.context + " ("
		if p := t.pos.String(); p != "" {
			item += p + ": "
		}
		item += t.why + ")"
		r.NotScored = append(r.NotScored, bridge.Warnf(bridge.ErrNotScored, t.pos, t.context, "not scored: %s", t.why))
		// The warning is one line: it lists what fits in a message, and
		// counts the rest (every one is shown on its traveller).
		if listed == i && list.Len()+len(item) <= foldedList {
			if i > 0 {
				list.WriteString("; ")
			}
			list.WriteString(item)
			listed++
		}
	}
	if more := len(tables) - listed; more > 0 {
		fmt.Fprintf(&list, "; and %d more", more)
	}
	head := "1 table not scored (shown as such; decide it with --adjust)"
	if len(tables) > 1 {
		head = fmt.Sprintf("%d tables not scored (shown as such; decide them with --adjust)", len(tables))
	}
	r.Warnings = append(r.Warnings, bridge.Warnf(bridge.ErrNotScored, bridge.Pos{}, "", "%s: %s", head, list.String()))
}

// foldedList is how many bytes of tables the warning of the tables not
// scored lists: its message stays below bridge.MaxMessage.
const foldedList = bridge.MaxMessage - 100
