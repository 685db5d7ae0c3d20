package jsonout

import (
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/report"
)

// TeamsDocument is results.json of a team event.
type TeamsDocument struct {
	Event   string `json:"event"`
	Site    string `json:"site,omitempty"`
	Date    string `json:"date,omitempty"`
	Scoring string `json:"scoring"`  // "Teams", or "BAM" for a board-a-match
	VPScale string `json:"vp_scale"` // e.g. "wbf2013"; "" when the matches are not in VPs
	// BoardUnit and MatchUnit name what the imps_ and vp fields hold:
	// "imps" and "vp", or in a board-a-match "board_points" (and "vp" for
	// its matches when a VP scale converts them).
	BoardUnit string         `json:"board_unit"`
	MatchUnit string         `json:"match_unit"`
	Boards    []TeamsBoard   `json:"boards"`
	Rounds    []TeamsRound   `json:"rounds"`
	Standings []TeamStanding `json:"standings"`
	// Masterpoints and Extras as a pairs event's document has them.
	Masterpoints *Masterpoints `json:"masterpoints,omitempty"`
	Extras       []Extra       `json:"extras,omitempty"`
	// Every director's decision of the event, in the order of the matches.
	Adjustments []TeamsAdjustment `json:"adjustments,omitempty"`
	// The scoring's warnings, as a pairs event's document has them.
	Warnings []string `json:"warnings,omitempty"`
}

// TeamsAdjustment is one decision of a team event and its effect: the IMPs
// each team got on the board (a decision that gives the room's score), or
// what a penalty took off a team (IMPs, or VPs in hundredths rounded).
type TeamsAdjustment struct {
	Round    int      `json:"round"`
	Home     string   `json:"home"`
	Away     string   `json:"away"`
	Board    int      `json:"board"`
	Room     string   `json:"room"` // "open" or "closed"
	Decision Decision `json:"decision"`
	IMPsHome *exact.Q `json:"imps_home,omitempty"`
	IMPsAway *exact.Q `json:"imps_away,omitempty"`
	// A penalty: the team and the amount taken off, in penalty_unit
	// ("imps" or "vps").
	PenaltyTeam string   `json:"penalty_team,omitempty"`
	Penalty     *exact.Q `json:"penalty,omitempty"`
	PenaltyUnit string   `json:"penalty_unit,omitempty"`
}

// TeamsBoard is a board's deal.
type TeamsBoard struct {
	Board      int    `json:"board"`
	Dealer     string `json:"dealer"`
	Vulnerable string `json:"vulnerable"`
	Deal       string `json:"deal,omitempty"`
	DD         *DD    `json:"dd,omitempty"`
	Par        *Par   `json:"par,omitempty"`
}

// TeamsRound is one round's matches.
type TeamsRound struct {
	Round   int          `json:"round"`
	Matches []TeamsMatch `json:"matches"`
}

// TeamsMatch is a match: IMPs won by each side (carry-over apart,
// procedural penalties in IMPs taken off), the margin (carry-over
// included) and the VPs (procedural penalties in VPs taken off).
type TeamsMatch struct {
	Home      string      `json:"home"`
	Away      string      `json:"away"`
	IMPsHome  exact.Q     `json:"imps_home"`
	IMPsAway  exact.Q     `json:"imps_away"`
	CarryOver exact.Q     `json:"carry_over"` // to the home team
	Margin    exact.Q     `json:"margin"`     // to the home team
	VPHome    vpValue     `json:"vp_home"`
	VPAway    vpValue     `json:"vp_away"`
	Boards    []TeamsDeal `json:"boards"`
}

// TeamsDeal is one board of a match.
type TeamsDeal struct {
	Board  int       `json:"board"`
	Open   TeamsRoom `json:"open"`
	Closed TeamsRoom `json:"closed"`
	// IMPsHome is negative when the away team gained; nil (null) when a
	// room is not scored, so that the board gives no IMPs, not a tie.
	IMPsHome *exact.Q `json:"imps_home"`
	// A decision on the board (split or weighted scores, artificial IMPs):
	// each team's own IMPs.
	IMPsHomeOwn *exact.Q `json:"imps_home_own,omitempty"`
	IMPsAwayOwn *exact.Q `json:"imps_away_own,omitempty"`
	// Procedural penalties given on the board (omitted when none): the
	// IMPs taken off each team's IMPs in the match, so that the boards'
	// imps_home less penalty_home add up to the match's, and the VPs taken
	// off its VPs.
	PenaltyHome   *exact.Q `json:"penalty_home,omitempty"`
	PenaltyAway   *exact.Q `json:"penalty_away,omitempty"`
	PenaltyVPHome *exact.Q `json:"penalty_vp_home,omitempty"`
	PenaltyVPAway *exact.Q `json:"penalty_vp_away,omitempty"`
}

// TeamsRoom is one room's result. A room whose result a decision replaced
// (adjustment of kind artificial or assigned) has no contract, declarer,
// tricks or score_ns (null): an assigned score's outcomes_ns and
// outcomes_ew hold its scores, an artificial score is in the board's IMPs.
type TeamsRoom struct {
	// Status is "not_scored" for a room whose result cannot be scored as
	// the input gives it (its board gives no IMPs), Reason why; both are
	// left out for any other room.
	Status   string  `json:"status,omitempty"`
	Reason   string  `json:"reason,omitempty"`
	Contract *string `json:"contract"`
	Declarer *string `json:"declarer"`
	Tricks   *int    `json:"tricks"`
	Lead     *string `json:"lead,omitempty"`
	ScoreNS  *int    `json:"score_ns"`
	// The director's decision in this room, as pairs results have it, and
	// the procedural penalties that a decisions file stacked beside it.
	Adjustment *Decision  `json:"adjustment,omitempty"`
	Penalties  []Decision `json:"penalties,omitempty"`
	// Assigned scores: each side's outcomes (NS scores with weights).
	OutcomesNS []WeightedScore `json:"outcomes_ns,omitempty"`
	OutcomesEW []WeightedScore `json:"outcomes_ew,omitempty"`
}

// TeamStanding is a team's line in the standings.
type TeamStanding struct {
	Rank        int      `json:"rank"`
	Tied        bool     `json:"tied"`
	Team        string   `json:"team"`
	Names       []string `json:"names"`
	Played      int      `json:"played"`
	VP          vpValue  `json:"vp"`
	IMPsFor     exact.Q  `json:"imps_for"`
	IMPsAgainst exact.Q  `json:"imps_against"`
	// Awards are the points by kind of a masterpoint scale, as a pairs
	// event's Row has them.
	Awards map[string]exact.Q `json:"awards,omitempty"`
}

// vpValue marshals hundredths of a VP as a number with at most 2
// decimals (a report.VPs's Number): the schema's Go form of VPs.
type vpValue int

func (v vpValue) MarshalJSON() ([]byte, error) { return report.VPs(int(v)).AppendNumber(nil), nil }

// This file writes a team event's own parts of results.json: its VP
// scale and units, its rounds with every match board by board, its
// standings, and its decisions.

// units are a team event's VP scale and what its figures are (see
// TeamsDocument).
func units(d *doc) {
	board, match := d.ev.Units()
	d.field("vp_scale", d.ev.VPScale)
	d.field("board_unit", board)
	d.field("match_unit", match)
}

// rounds are the matches of each round (TeamsRound), one round a line.
func rounds(d *doc) {
	ms := d.ev.Matches
	var starts []int // the first match of each round
	for i := range ms {
		if i == 0 || ms[i].Round != ms[i-1].Round {
			starts = append(starts, i)
		}
	}
	d.list("rounds", len(starts), func(buf []byte, k int) []byte {
		end := len(ms)
		if k+1 < len(starts) {
			end = starts[k+1]
		}
		o := object(buf)
		o.int("round", ms[starts[k]].Round)
		o.key("matches")
		o.buf = append(o.buf, '[')
		for i := starts[k]; i < end; i++ {
			if i > starts[k] {
				o.buf = append(o.buf, ',')
			}
			o.buf = appendMatch(o.buf, &ms[i])
		}
		o.buf = append(o.buf, ']')
		return o.close()
	})
}

// appendMatch appends a match (TeamsMatch).
func appendMatch(buf []byte, m *report.Match) []byte {
	o := object(buf)
	o.str("home", m.Home.ID)
	o.str("away", m.Away.ID)
	o.num("imps_home", m.PointsHome)
	o.num("imps_away", m.PointsAway)
	o.num("carry_over", m.CarryOver)
	o.num("margin", m.Margin)
	o.num("vp_home", m.VPHome)
	o.num("vp_away", m.VPAway)
	o.key("boards")
	o.buf = append(o.buf, '[')
	for j := range m.Boards {
		if j > 0 {
			o.buf = append(o.buf, ',')
		}
		o.buf = appendMatchBoard(o.buf, &m.Boards[j])
	}
	o.buf = append(o.buf, ']')
	return o.close()
}

// appendMatchBoard appends a board of a match (TeamsDeal).
func appendMatchBoard(buf []byte, b *report.MatchBoard) []byte {
	o := object(buf)
	o.int("board", b.Number)
	o.key("open")
	o.buf = appendRoom(o.buf, b.Open())
	o.key("closed")
	o.buf = appendRoom(o.buf, b.Closed())
	if net := b.Net(); net.Set() {
		o.num("imps_home", net)
	} else {
		o.null("imps_home")
	}
	if home, away, ok := b.Own(); ok {
		o.num("imps_home_own", home)
		o.num("imps_away_own", away)
	}
	ph, pa := b.Penalties()
	for _, p := range []struct {
		name string
		f    report.Figure
	}{{"penalty_home", ph.IMPs}, {"penalty_away", pa.IMPs}, {"penalty_vp_home", ph.VP}, {"penalty_vp_away", pa.VP}} {
		if p.f.Sign() != 0 {
			o.num(p.name, p.f)
		}
	}
	return o.close()
}

// appendRoom appends a room's result (TeamsRoom) with the penalties
// beside its decision.
func appendRoom(buf []byte, r report.Room) []byte {
	e := r.Entry()
	o := object(buf)
	if e.Kind == bridge.NotScored {
		o.str("status", "not_scored")
		if why := e.Unscored(); why != "" {
			o.str("reason", why)
		}
	}
	if p := e.Play; e.Kind == bridge.Played {
		o.str("contract", p.Contract.String())
		if p.Contract.IsPass() {
			o.null("declarer")
			o.null("tricks")
		} else {
			o.str("declarer", p.Declarer.String())
			o.int("tricks", p.Tricks)
		}
	} else {
		o.null("contract")
		o.null("declarer")
		o.null("tricks")
	}
	if e.Lead.Valid() {
		o.str("lead", e.Lead.String())
	}
	if e.Kind == bridge.Played {
		o.int("score_ns", r.ScoreNS())
	} else {
		o.null("score_ns")
	}
	if a := e.Adjust; a != nil && a.Kind != bridge.AdjUnparsed {
		o.key("adjustment")
		o.buf = appendDecision(o.buf, a)
	}
	n := 0
	for _, adj := range r.Penalties() {
		if adj == e.Adjust {
			continue
		}
		if n++; n == 1 {
			o.key("penalties")
			o.buf = append(o.buf, '[')
		} else {
			o.buf = append(o.buf, ',')
		}
		o.buf = appendDecision(o.buf, adj)
	}
	if n > 0 {
		o.buf = append(o.buf, ']')
	}
	ns, ew := r.Outcomes()
	o.buf = appendOutcomes(o.buf, `,"outcomes_ns":`, ns)
	o.buf = appendOutcomes(o.buf, `,"outcomes_ew":`, ew)
	return o.close()
}

// standings are a team event's standings (TeamStanding), one team a
// line.
func standings(d *doc) {
	f := &d.ev.Fields[0]
	d.list("standings", f.Len(), func(buf []byte, i int) []byte {
		st := f.Row(i)
		o := object(buf)
		o.int("rank", st.Place.Rank)
		o.bool("tied", st.Place.Tied)
		o.str("team", st.ID)
		o.strs("names", st.Names)
		o.int("played", st.Played)
		o.num("vp", st.Total)
		o.num("imps_for", st.For)
		o.num("imps_against", st.Against)
		appendAwards(o, d.ev.Awards, st.Awards)
		return o.close()
	})
}

// appendTeamAdjustment appends a team event's decision
// (TeamsAdjustment).
func appendTeamAdjustment(buf []byte, a *report.Adjustment) []byte {
	o := object(buf)
	o.int("round", a.Match.Round)
	o.str("home", a.Match.Home)
	o.str("away", a.Match.Away)
	o.int("board", a.Board)
	room := "open"
	if a.Room == bridge.ClosedRoom {
		room = "closed"
	}
	o.str("room", room)
	o.key("decision")
	o.buf = appendDecision(o.buf, a.Decision)
	if a.IsPenalty() {
		unit := "imps"
		if a.Unit == bridge.PenVP {
			unit = "vps"
		}
		o.str("penalty_team", a.Team.ID)
		o.num("penalty", a.Penalty)
		o.str("penalty_unit", unit)
	} else {
		o.num("imps_home", a.Got[0])
		o.num("imps_away", a.Got[1])
	}
	return o.close()
}
