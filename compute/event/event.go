// Package event scores an event whatever its kind, and holds what every
// output reads: the pairs or the teams result, the double-dummy analyses of
// the boards shown, and a summary. An output writes from a Result and works
// out no figure of its own.
//
// A session whose results have rooms is a team event; any other is a pairs
// event. The package is pure: it imports compute packages only, and the
// double-dummy tables come from the caller (see Result.SetDD), which may
// read them from files, a cache or the solver.
package event

import (
	"errors"
	"fmt"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/exact"
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
)

func (k Kind) String() string {
	if k == Teams {
		return "teams"
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
}

// ErrPairsMethod: a pairs scoring method was asked for a team event.
var ErrPairsMethod = errors.New("the input is a team event (its results have rooms), scored in IMPs and VPs")

// Result is a scored event.
type Result struct {
	Kind  Kind
	Pairs *pairs.Result // when Kind is Pairs
	Teams *teams.Result // when Kind is Teams
	// VPScale names a team event's VP scale.
	VPScale string
	// DD holds the double-dummy table and par of the boards shown, by
	// board number; nil when none was given (see SetDD).
	DD map[int]dd.Analysis
	// Warnings are the scoring's warnings, in order.
	Warnings []*bridge.Error
}

// Score scores the session as a pairs or a team event.
func Score(s bridge.Session, opt Options) (*Result, error) {
	if opt.Teams && !teams.HasTeams(s) {
		m, err := teams.AsMatch(s, opt.Home, opt.Away)
		if err != nil {
			return nil, err
		}
		s = m
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
		return &Result{Kind: Teams, Teams: res, VPScale: vpName, Warnings: res.Warnings}, nil
	}
	var warns []*bridge.Error
	if want, ok := pairsMethod[s.Method]; ok {
		switch {
		case !opt.MethodGiven:
			opt.Pairs.Method, opt.Pairs.Scale = want, mp.International
		case opt.Pairs.Method != want:
			warns = append(warns, bridge.Errorf(s.MethodPos, "[Scoring "+bridge.Quote(s.Scoring)+"]",
				"the input names %s, and --scoring %s: scored by %s, as the settings say", want, methodName(opt.Pairs), methodName(opt.Pairs)))
		}
	}
	if s.Method == bridge.ScoringBAM {
		warns = append(warns, bridge.Errorf(s.MethodPos, "[Scoring "+bridge.Quote(s.Scoring)+"]",
			"the input names board-a-match, a scoring of team matches, but its results have no rooms: scored as pairs by %s", methodName(opt.Pairs)))
	}
	if w := field(s, &opt); w != nil {
		warns = append(warns, w)
	}
	if w := teams.LooksLikeMatch(s); w != nil {
		warns = append(warns, w)
	}
	res, err := pairs.Score(s, opt.Pairs)
	if err != nil {
		return nil, err
	}
	res.Warnings = append(warns, res.Warnings...)
	return &Result{Kind: Pairs, Pairs: res, Warnings: res.Warnings}, nil
}

// pairsMethod is the pairs method of each method an input may name.
var pairsMethod = map[bridge.ScoringMethod]pairs.Method{
	bridge.ScoringMP:        pairs.Matchpoints,
	bridge.ScoringButler:    pairs.Butler,
	bridge.ScoringCrossIMPs: pairs.CrossIMPs,
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
	if r.Kind == Pairs {
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

// Summary counts what was scored.
type Summary struct {
	Kind                     Kind
	Boards, Results, Matches int
	Contestants              int // pairs ranked, or teams
	// Provisional is a pairs session's progress while it is in play
	// (nil when complete; team events have none).
	Provisional *pairs.Provisional
}

// Summary counts the boards, results and contestants of the event.
func (r *Result) Summary() Summary {
	s := Summary{Kind: r.Kind, Boards: len(r.Boards())}
	if r.Kind == Teams {
		s.Matches, s.Contestants = len(r.Teams.Matches), len(r.Teams.Standings)
		return s
	}
	for _, b := range r.Pairs.Boards {
		s.Results += len(b.Lines)
	}
	s.Provisional = r.Pairs.Provisional
	for _, rk := range r.Pairs.Rankings {
		s.Contestants += len(rk.Rows)
	}
	return s
}

// String is the summary as check and batch print it: "27 boards, 270
// results, 20 pairs" or "20 boards, 1 matches, 2 teams"; a session in
// play adds ", provisional: after round 4 of 9" (and ", round 5 in
// progress" when some of round 5 is in), as the results are marked.
func (s Summary) String() string {
	if s.Kind == Teams {
		return fmt.Sprintf("%d boards, %d matches, %d teams", s.Boards, s.Matches, s.Contestants)
	}
	t := fmt.Sprintf("%d boards, %d results, %d pairs", s.Boards, s.Results, s.Contestants)
	switch p := s.Provisional; {
	case p == nil:
	case p.Round == 0:
		t += fmt.Sprintf(", provisional: round 1 of %d in progress", p.Rounds)
	default:
		t += fmt.Sprintf(", provisional: after round %d of %d", p.Round, p.Rounds)
		if p.Playing {
			t += fmt.Sprintf(", round %d in progress", p.Round+1)
		}
	}
	return t
}
