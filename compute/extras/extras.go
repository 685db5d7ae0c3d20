// Package extras computes what a club publishes and sends on beside a
// session's scratch results: masterpoints by a scale (compute/awards), a
// handicapped ranking (compute/handicap) and strata rankings
// (compute/strata). It reads the event as its rankings (Event: each
// ranking's contestants, their places and scores, and their players as
// the club's register knows them) and changes nothing of them: the
// scratch places, percentages and totals stay as scored.
//
// # Where awards are computed
//
// A scale's Over says which rankings its awards are computed in (a
// Group each): each ranking the event publishes (a direction of a
// Mitchell with two winners, a Howell's section, a field ranked across
// its sections), each section (its rankings merged), or the event (all
// merged). A group of one ranking keeps its published places, ties and
// tie-breaks; merged rankings are placed anew on their scores (a
// matchpoint pair's percentage, an IMP pair's IMPs a board, a team's
// VPs), equal scores sharing a place, as a one-winner field. Awards come
// from the scratch places unless Options.OnHandicap says the scale
// awards the handicapped ones. Contestants not ranked (too few boards
// played) get nothing and are not counted as placed, though their tables
// count.
//
// # Handicaps
//
// Each published ranking of a matchpoint event gets a handicapped
// ranking beside it (compute/handicap): a contestant whose players'
// handicaps are not all known (and no default given) is left out of it,
// with a warning.
//
// # Strata
//
// Each group is stratified (compute/strata) by its contestants'
// players' masterpoints (a player the register gives none counts 0, with
// a warning); a stratum ranks its contestants and those of the strata
// below in the group's order, places renumbered, ties kept. With a scale,
// each stratum's ranking is awarded (a stratum below the top counting its
// own contestants' tables) and a contestant receives the largest of its
// awards (awards.Stratified).
//
// It is pure and imports compute/awards, compute/bridge, compute/exact,
// compute/handicap, compute/rank and compute/strata.
package extras

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/awards"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/handicap"
	"github.com/protokol-bridge/protokol/compute/rank"
	"github.com/protokol-bridge/protokol/compute/strata"
)

// ErrNotPercent: handicaps were asked of an event whose scores are not
// percentages (IMPs, VPs).
var ErrNotPercent = errors.New("handicaps adjust percentages: the event is not scored in matchpoints")

// Player is one player of a contestant as the club's register knows
// him.
type Player struct {
	// Name and Member name the player for a federation's upload: the
	// register's name and member number when he is in it, else as the
	// input writes them. Member is personal data, read by nothing here.
	Name, Member string
	// Masterpoints is his holding (strata), Handicap his handicap, a
	// percentage negative for the strong; Has… say whether the register
	// gives them.
	Masterpoints    exact.Q
	HasMasterpoints bool
	Handicap        exact.Q
	HasHandicap     bool
}

// Contestant is one line of a ranking.
type Contestant struct {
	// ID names the contestant in messages: "NS 3", "7", "Lions".
	ID             string
	Rank           int // its place, 0 when not ranked
	Tied, Unranked bool
	// Score is what the ranking is on: a matchpoint pair's (player's)
	// percentage, an IMP pair's IMPs a board, a team's VPs.
	Score   exact.Q
	Boards  int // boards played
	Players []Player
}

// Ranking is one ranking the event publishes, its contestants in its
// order.
type Ranking struct {
	// Name names it in messages and headings: "A NS", "B", "" for an
	// event's only ranking.
	Name string
	// Section is the section it ranks, "" when it ranks several.
	Section string
	// Winners is 2 for a direction of a two-winner movement, else 1.
	Winners int
	// Tables are the tables of its movement, a half table as ½ (a
	// Mitchell's direction: its section's tables).
	Tables      exact.Q
	Contestants []Contestant
}

// Event is a scored event as the extras read it.
type Event struct {
	Form awards.Form
	// Percent says the scores are percentages: handicaps apply.
	Percent  bool
	Rankings []Ranking
}

// Options say what is computed; a nil part is not.
type Options struct {
	// Scale awards points; OnHandicap awards them from the handicapped
	// places (the scale says so), else from the scratch ones. Strength is
	// the field's strength, for a scale whose rows read one.
	Scale       *awards.Scale
	OnHandicap  bool
	Strength    exact.Q
	HasStrength bool
	Handicap    *handicap.Options
	Strata      *strata.Config
}

// Asked reports whether the options ask for anything.
func (o Options) Asked() bool { return o.Scale != nil || o.Handicap != nil || o.Strata != nil }

// Ref is a contestant of the event: Ranking indexes Event.Rankings,
// Contestant that ranking's Contestants.
type Ref struct{ Ranking, Contestant int }

// Result is what was computed beside the scratch results.
type Result struct {
	// Event is what it was computed from.
	Event Event
	// Scale names the scale, Types its kinds of points in its order; both
	// empty without a scale.
	Scale string
	Types []string
	// Points are each contestant's points by type, Points[r][c][t] for
	// Ref{r, c}; 0 for a contestant not awarded. Nil without a scale.
	Points [][][]exact.Q
	// Handicapped are the handicapped rankings, one for each ranking
	// (with handicaps asked).
	Handicapped []Handicapped
	// Groups are where the awards were computed, and their strata (with
	// strata asked).
	Groups []Group
	// Warnings name contestants left out of a handicapped ranking and
	// players counted at no masterpoints.
	Warnings []*bridge.Error
}

// Handicapped is a ranking's handicapped ranking, best first.
type Handicapped struct {
	Ranking int
	Lines   []HandicapLine
}

// HandicapLine is one contestant's handicapped result.
type HandicapLine struct {
	Ref
	// Handicap is the contestant's (negative for the strong), Score the
	// scratch score plus it.
	Handicap, Score exact.Q
	Rank            int
	Tied            bool
}

// Group is one field awards are computed in: one ranking or several
// merged (Scale.Over), with its strata.
type Group struct {
	// Name is the ranking's name, the section's, or "" for the event.
	Name     string
	Rankings []int
	// Field is the field the scale was applied to (nil without a scale
	// or with strata, which apply it in each stratum).
	Field *awards.Field
	// Strata are its strata from the highest (with strata asked).
	Strata []Stratum
}

// Stratum is one stratum of a group and its ranking.
type Stratum struct {
	Name string
	// From is its lower bound of masterpoints (0 for the lowest).
	From  exact.Q
	Lines []StratumLine
}

// StratumLine is one contestant ranked in a stratum.
type StratumLine struct {
	Ref
	// Holding is the contestant's masterpoints by the strata's basis;
	// Own is the name of its own stratum.
	Holding exact.Q
	Own     string
	Rank    int
	Tied    bool
	// Points are its points in this stratum's ranking, by type (nil
	// without a scale).
	Points []exact.Q
}

// member is a ranked contestant of a group, with its place in it.
type member struct {
	Ref
	score exact.Q
	rank  int
	tied  bool
}

// Compute works out what the options ask for. An error is a scale that
// has no case for a field (awards.ErrField), a bad strata configuration,
// or handicaps asked of an event not in percentages.
func Compute(ev Event, opt Options) (*Result, error) {
	res := &Result{Event: ev}
	hcap := map[Ref]exact.Q{}
	if opt.Handicap != nil {
		if !ev.Percent {
			return nil, fmt.Errorf("%w (want --handicap only with matchpoints)", ErrNotPercent)
		}
		for r := range ev.Rankings {
			h, err := res.handicapped(ev, r, *opt.Handicap)
			if err != nil {
				return nil, err
			}
			for _, l := range h.Lines {
				hcap[l.Ref] = l.Score
			}
			res.Handicapped = append(res.Handicapped, h)
		}
	}
	if opt.Scale != nil {
		res.Scale = opt.Scale.Name
		for _, r := range opt.Scale.Rules {
			res.Types = append(res.Types, r.Type)
		}
		res.Points = make([][][]exact.Q, len(ev.Rankings))
		for r, rk := range ev.Rankings {
			res.Points[r] = make([][]exact.Q, len(rk.Contestants))
			for c := range rk.Contestants {
				res.Points[r][c] = make([]exact.Q, len(res.Types))
			}
		}
	}
	if opt.Scale == nil && opt.Strata == nil {
		return res, nil
	}
	over := awards.OverRanking
	if opt.Scale != nil {
		over = opt.Scale.Over
	}
	useHcap := opt.Scale != nil && opt.OnHandicap
	if useHcap && opt.Handicap == nil {
		return nil, errors.New("the scale awards the handicapped ranking: handicaps not asked (want --handicap)")
	}
	for _, g := range groups(ev, over) {
		ms := g.members(ev, useHcap, hcap)
		field := g.field(ev, ms, opt)
		switch {
		case opt.Strata != nil:
			if err := res.stratify(ev, &g, ms, field, opt); err != nil {
				return nil, err
			}
		default:
			got, err := awards.Compute(opt.Scale, field)
			if err != nil {
				return nil, err
			}
			for i, m := range ms {
				for t := range got {
					res.Points[m.Ranking][m.Contestant][t] = got[t].Points[i]
				}
			}
			g.Field = &field
		}
		res.Groups = append(res.Groups, g.Group)
	}
	return res, nil
}

// handicapped is ranking r's handicapped ranking.
func (res *Result) handicapped(ev Event, r int, o handicap.Options) (Handicapped, error) {
	rk := &ev.Rankings[r]
	h := Handicapped{Ranking: r}
	var entries []handicap.Entry
	var refs []Ref
	var left []string
	for c, ct := range rk.Contestants {
		if ct.Unranked {
			continue
		}
		ps := make([]handicap.Player, len(ct.Players))
		ok := len(ps) > 0
		for i, p := range ct.Players {
			ps[i] = handicap.Player{Handicap: p.Handicap, Has: p.HasHandicap}
			ok = ok && (p.HasHandicap || o.HasMissing)
		}
		if !ok {
			left = append(left, ct.ID)
			continue
		}
		entries = append(entries, handicap.Entry{ID: ct.ID, Score: ct.Score, Players: ps})
		refs = append(refs, Ref{r, c})
	}
	if len(left) > 0 {
		res.warn("handicap", "%s: %s left out of the handicapped ranking: a player has no handicap in the register (want one for every player)",
			rankingName(rk), strings.Join(left, ", "))
	}
	lines, err := handicap.Rank(o, entries)
	if err != nil {
		return h, err
	}
	for i, l := range lines {
		h.Lines = append(h.Lines, HandicapLine{Ref: refs[i], Handicap: l.Handicap, Score: l.Score, Rank: l.Rank, Tied: l.Tied})
	}
	slices.SortStableFunc(h.Lines, func(a, b HandicapLine) int { return a.Rank - b.Rank })
	return h, nil
}

// group is a Group being made.
type group struct{ Group }

// groups are the fields of the event for over.
func groups(ev Event, over awards.Over) []group {
	var out []group
	switch over {
	case awards.OverEvent:
		g := group{}
		for r := range ev.Rankings {
			g.Rankings = append(g.Rankings, r)
		}
		out = append(out, g)
	case awards.OverSection:
		at := map[string]int{}
		for r, rk := range ev.Rankings {
			i, ok := at[rk.Section]
			if !ok {
				i = len(out)
				at[rk.Section] = i
				out = append(out, group{Group{Name: rk.Section}})
			}
			out[i].Rankings = append(out[i].Rankings, r)
		}
	default:
		for r, rk := range ev.Rankings {
			out = append(out, group{Group{Name: rk.Name, Rankings: []int{r}}})
		}
	}
	return out
}

// members are the group's ranked contestants in its order, each with its
// place in it: a single ranking's published places, or places anew on
// the scores (the handicapped ones with hcap, leaving out a contestant
// without one).
func (g *group) members(ev Event, useHcap bool, hcap map[Ref]exact.Q) []member {
	var ms []member
	for _, r := range g.Rankings {
		for c, ct := range ev.Rankings[r].Contestants {
			if ct.Unranked {
				continue
			}
			m := member{Ref: Ref{r, c}, score: ct.Score, rank: ct.Rank, tied: ct.Tied}
			if useHcap {
				h, ok := hcap[m.Ref]
				if !ok {
					continue
				}
				m.score = h
			}
			ms = append(ms, m)
		}
	}
	if len(g.Rankings) == 1 && !useHcap {
		return ms
	}
	items := make([]rank.Item, len(ms))
	for i, m := range ms {
		items[i] = rank.Item{ID: fmt.Sprintf("%d:%s", m.Ranking, ev.Rankings[m.Ranking].Contestants[m.Contestant].ID), Score: m.score}
	}
	out := make([]member, 0, len(ms))
	for _, p := range rank.Rank(items, rank.Exact) {
		m := ms[p.Index]
		m.rank, m.tied = p.Rank, p.Tied
		out = append(out, m)
	}
	return out
}

// field is the awards field of the group's members: a single ranking's
// tables and winners, merged rankings' tables summed (a Mitchell's two
// directions counting their section's tables once) as one winner.
func (g *group) field(ev Event, ms []member, opt Options) awards.Field {
	f := awards.Field{Name: g.Name, Form: ev.Form, Winners: 1, Strength: opt.Strength, HasStrength: opt.HasStrength}
	if f.Name == "" {
		f.Name = "the field"
	}
	for _, r := range g.Rankings {
		rk := &ev.Rankings[r]
		w := max(rk.Winners, 1)
		if len(g.Rankings) == 1 {
			f.Tables, f.Winners = rk.Tables, w
		} else {
			f.Tables = f.Tables.Add(rk.Tables.DivInt(int64(w)))
		}
	}
	for _, m := range ms {
		f.Boards = max(f.Boards, ev.Rankings[m.Ranking].Contestants[m.Contestant].Boards)
		f.Places = append(f.Places, m.rank)
	}
	return f
}

// stratify divides the group's members into strata and ranks (and, with
// a scale, awards) each.
func (res *Result) stratify(ev Event, g *group, ms []member, field awards.Field, opt Options) error {
	entries := make([]strata.Entry, len(ms))
	var none []string
	for i, m := range ms {
		ct := &ev.Rankings[m.Ranking].Contestants[m.Contestant]
		// The group's order is the strata's: a place ranks above another
		// as a higher score does.
		e := strata.Entry{ID: fmt.Sprintf("%06d", i), Score: exact.Int(int64(-m.rank))}
		for _, p := range ct.Players {
			e.Holdings = append(e.Holdings, p.Masterpoints)
			if !p.HasMasterpoints {
				none = append(none, ct.ID)
			}
		}
		if len(e.Holdings) == 0 {
			e.Holdings = []exact.Q{{}}
			none = append(none, ct.ID)
		}
		entries[i] = e
	}
	if len(none) > 0 {
		res.warn("strata", "%s: %s counted at 0 masterpoints: a player has none in the register", groupName(g.Name), strings.Join(dedupe(none), ", "))
	}
	st, err := strata.Stratify(*opt.Strata, entries)
	if err != nil {
		return err
	}
	var sa []awards.StratumAward
	if opt.Scale != nil {
		var best []awards.Best
		if sa, best, err = awards.Stratified(opt.Scale, field, st); err != nil {
			return err
		}
		for i, m := range ms {
			copy(res.Points[m.Ranking][m.Contestant], best[i].Points)
		}
	}
	for si, s := range st.Strata {
		out := Stratum{Name: s.Name, From: s.From}
		for _, p := range s.Ranked {
			l := StratumLine{Ref: ms[p.Index].Ref, Holding: st.Holding[p.Index], Own: st.Strata[st.Of[p.Index]].Name, Rank: p.Rank, Tied: p.Tied}
			if sa != nil {
				for _, a := range sa[si].Awards {
					l.Points = append(l.Points, a.Points[p.Index])
				}
			}
			out.Lines = append(out.Lines, l)
		}
		g.Strata = append(g.Strata, out)
	}
	return nil
}

func (res *Result) warn(context, format string, args ...any) {
	res.Warnings = append(res.Warnings, &bridge.Error{Context: context, Err: fmt.Errorf(format, args...)})
}

func rankingName(r *Ranking) string { return groupName(r.Name) }

func groupName(name string) string {
	if name == "" {
		return "the field"
	}
	return name
}

func dedupe(ss []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
