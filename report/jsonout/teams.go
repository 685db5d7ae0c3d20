package jsonout

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"slices"
	"strconv"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/teams"
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
	// Every director's decision of the event, in the order of the matches.
	Adjustments []TeamsAdjustment `json:"adjustments,omitempty"`
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
}

// vpValue marshals hundredths of a VP as a number with at most 2
// decimals (report.VP, its trailing zeros dropped).
type vpValue int

func (v vpValue) MarshalJSON() ([]byte, error) {
	return []byte(trimZeros(report.VP(int(v)))), nil
}

// fromTeams builds the document of a scored team event; vpScale names the
// VP scale used.
func fromTeams(res *teams.Result, vpScale string) TeamsDocument {
	d := TeamsDocument{Event: res.Event, Site: res.Site, Date: res.Date, Scoring: res.Scoring(), VPScale: vpScale,
		Boards: []TeamsBoard{}, Rounds: []TeamsRound{}, Standings: []TeamStanding{}}
	d.BoardUnit, d.MatchUnit = res.Units()
	type roomKey struct {
		teams.MatchKey
		board int
		room  bridge.Room
	}
	roomPens := map[roomKey][]*bridge.Adjustment{}
	for _, a := range res.Adjustments {
		if a.Adjust == nil || a.Adjust.Kind != bridge.AdjPenalty {
			continue
		}
		k := roomKey{a.Match, a.Board, a.Room}
		roomPens[k] = append(roomPens[k], a.Adjust)
	}
	// room is a room's result with the penalties beside its decision.
	room := func(k teams.MatchKey, r teams.Room) TeamsRoom {
		out := roomOf(r)
		for _, adj := range roomPens[roomKey{k, r.Entry.Board, r.Entry.Room}] {
			if adj != r.Entry.Adjust {
				out.Penalties = append(out.Penalties, *decisionOf(adj))
			}
		}
		return out
	}
	nonZero := func(q exact.Q) *exact.Q {
		if q.Sign() == 0 {
			return nil
		}
		return &q
	}
	vps := func(hundredths int) *exact.Q { return nonZero(exact.Frac(int64(hundredths), 100)) }
	seen := map[int]bool{}
	for _, m := range res.Matches {
		if len(d.Rounds) == 0 || d.Rounds[len(d.Rounds)-1].Round != m.Round {
			d.Rounds = append(d.Rounds, TeamsRound{Round: m.Round, Matches: []TeamsMatch{}})
		}
		tm := TeamsMatch{Home: m.Home, Away: m.Away, IMPsHome: m.IMPsHome, IMPsAway: m.IMPsAway,
			CarryOver: m.CarryOver, Margin: m.Margin, VPHome: vpValue(m.VPHome), VPAway: vpValue(m.VPAway), Boards: []TeamsDeal{}}
		for _, b := range m.Boards {
			td := TeamsDeal{Board: b.Board.Number, Open: room(m.MatchKey, b.Open), Closed: room(m.MatchKey, b.Closed)}
			if !b.NotScored() {
				net := b.Net
				td.IMPsHome = &net
			}
			if b.IMPsHome.Add(b.IMPsAway).Sign() != 0 || b.Artificial {
				h, a := b.IMPsHome, b.IMPsAway
				td.IMPsHomeOwn, td.IMPsAwayOwn = &h, &a
			}
			td.PenaltyHome, td.PenaltyAway = nonZero(b.PenaltyHome.IMPs), nonZero(b.PenaltyAway.IMPs)
			td.PenaltyVPHome, td.PenaltyVPAway = vps(b.PenaltyHome.VP), vps(b.PenaltyAway.VP)
			tm.Boards = append(tm.Boards, td)
			if !seen[b.Board.Number] {
				seen[b.Board.Number] = true
				tb := TeamsBoard{Board: b.Board.Number, Dealer: b.Board.Dealer.String(), Vulnerable: b.Board.Vul.String()}
				if !b.Board.Deal.Empty() {
					tb.Deal = b.Board.Deal.StringFrom(b.Board.Dealer)
				}
				d.Boards = append(d.Boards, tb)
			}
		}
		r := &d.Rounds[len(d.Rounds)-1]
		r.Matches = append(r.Matches, tm)
	}
	slices.SortFunc(d.Boards, func(a, b TeamsBoard) int { return a.Board - b.Board })
	for _, a := range res.Adjustments {
		if a.Adjust == nil {
			continue
		}
		room := "open"
		if a.Room == bridge.ClosedRoom {
			room = "closed"
		}
		ta := TeamsAdjustment{Round: a.Match.Round, Home: a.Match.Home, Away: a.Match.Away, Board: a.Board, Room: room, Decision: *decisionOf(a.Adjust)}
		if a.Adjust.Kind == bridge.AdjPenalty {
			ta.PenaltyTeam, ta.PenaltyUnit = a.PenaltyTeam, "imps"
			if a.Unit == bridge.PenVP {
				ta.PenaltyUnit = "vps"
			}
			p := a.Penalty
			ta.Penalty = &p
		} else {
			h, w := a.IMPsHome, a.IMPsAway
			ta.IMPsHome, ta.IMPsAway = &h, &w
		}
		d.Adjustments = append(d.Adjustments, ta)
	}
	for _, st := range res.Standings {
		names := st.Names
		if names == nil {
			names = []string{}
		}
		d.Standings = append(d.Standings, TeamStanding{Rank: st.Rank, Tied: st.Tied, Team: st.Team, Names: names,
			Played: st.Played, VP: vpValue(st.VP), IMPsFor: st.IMPsFor, IMPsAgainst: st.IMPsAgainst})
	}
	return d
}

func roomOf(r teams.Room) TeamsRoom {
	p := r.Entry.Play
	var out TeamsRoom
	if r.Entry.Kind == bridge.NotScored {
		out.Status, out.Reason = "not_scored", r.Entry.Unscored()
	}
	if r.Entry.Kind == bridge.Played {
		contract, score := p.Contract.String(), r.ScoreNS
		out.Contract, out.ScoreNS = &contract, &score
		if !p.Contract.IsPass() {
			decl, tricks := p.Declarer.String(), p.Tricks
			out.Declarer, out.Tricks = &decl, &tricks
		}
	}
	if r.Entry.Lead.Valid() {
		lead := r.Entry.Lead.String()
		out.Lead = &lead
	}
	if a := r.Entry.Adjust; a != nil && a.Kind != bridge.AdjUnparsed {
		out.Adjustment = decisionOf(a)
	}
	for _, o := range r.OutcomesNS {
		out.OutcomesNS = append(out.OutcomesNS, WeightedScore{Weight: o.Weight, ScoreNS: o.ScoreNS})
	}
	for _, o := range r.OutcomesEW {
		out.OutcomesEW = append(out.OutcomesEW, WeightedScore{Weight: o.Weight, ScoreNS: o.ScoreNS})
	}
	return out
}

// writeTeamsDocument writes a team event's document in the layout of
// Write.
func writeTeamsDocument(w io.Writer, d TeamsDocument) error {
	bw := bufio.NewWriter(w)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	value := func(v any) {
		buf.Reset()
		if err := enc.Encode(v); err != nil {
			panic(err) // the document holds only marshalable values
		}
		bw.Write(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
	}
	field := func(name string, v any) {
		bw.WriteString(",\n" + strconv.Quote(name) + ": ")
		value(v)
	}
	list := func(name string, n int, item func(int) any) {
		bw.WriteString(",\n" + strconv.Quote(name) + ": [")
		for i := 0; i < n; i++ {
			if i > 0 {
				bw.WriteByte(',')
			}
			bw.WriteString("\n ")
			value(item(i))
		}
		if n > 0 {
			bw.WriteString("\n")
		}
		bw.WriteString("]")
	}
	bw.WriteString(`{"event": `)
	value(d.Event)
	if d.Site != "" {
		field("site", d.Site)
	}
	if d.Date != "" {
		field("date", d.Date)
	}
	field("scoring", d.Scoring)
	field("vp_scale", d.VPScale)
	field("board_unit", d.BoardUnit)
	field("match_unit", d.MatchUnit)
	list("boards", len(d.Boards), func(i int) any { return d.Boards[i] })
	list("rounds", len(d.Rounds), func(i int) any { return d.Rounds[i] })
	list("standings", len(d.Standings), func(i int) any { return d.Standings[i] })
	if len(d.Adjustments) > 0 {
		list("adjustments", len(d.Adjustments), func(i int) any { return d.Adjustments[i] })
	}
	bw.WriteString("}\n")
	return bw.Flush()
}
