package report

import (
	"iter"
	"sync"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/extras"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/score"
	"github.com/protokol-bridge/protokol/compute/teams"
)

// Event is a scored event as every output reads it, whatever its kind:
// the one model of the results, built once (NewEvent) from what compute
// scored. The Sheet is made from it in a language; results.json, the CSV
// files, results.pbn and results.xml are written from it directly.
//
//	Event
//	├─ Contestants  players, pairs or teams, each with its members
//	├─ Fields       standings of contestants, a ranking per field, Places and Figures
//	├─ Boards       deal, dealer, vulnerability, double dummy, top
//	│  └─ Lines     the traveller: one per table, a Side NS and a Side EW, the result, the figures
//	├─ Matches      a team event's: Boards → an open and a closed Room, IMPs; VPs
//	└─ Adjustments  every director's decision and what it gave
//
// Every number is a Figure, which knows its texts: no output rounds. A
// kind of event is a kind of Contestant and what its tables are: a pairs
// event's Lines seat a pair each side; a team event's tables are the
// rooms of its Matches, each seating a team each side; an individual's
// Lines will seat two players each side (Side holds up to two), each
// credited with the side's figures. An output writes what every kind
// has once, and a kind's own part (a team event's matches and
// cross-table) as a section of its own.
type Event struct {
	Kind              event.Kind
	Title, Site, Date string // as the input gives them
	Method            Method
	// Pairs events: Across says the sections were scored as one field;
	// Total and RoundTotal are the matchpoint totals' basis and rounding
	// (pairs.Options).
	Across     bool
	Total      pairs.TotalBasis
	RoundTotal bool
	// Team events: VPs says the matches are converted into victory
	// points (a board-a-match may keep its board points), VPScale names
	// the scale ("wbf2013", "discrete:x.csv"; "" without VPs).
	VPs     bool
	VPScale string
	// Sections are a pairs event's sections, as scored.
	Sections []pairs.Section
	// Provisional is a pairs session's progress while it is in play; nil
	// when complete.
	Provisional *pairs.Provisional
	// Fields are the standings: a pairs event's rankings (a Howell
	// section's one, a Mitchell's NS and EW, ...), a team event's one.
	Fields []Field
	// Boards are the boards shown, by number.
	Boards []Board
	// Matches are a team event's matches, by round, then in input order.
	Matches []Match
	// Adjustments are the directors' decisions applied, in the order
	// compute applied them, with what each gave.
	Adjustments []Adjustment
	// Warnings are the scoring's warnings, in order.
	Warnings []*bridge.Error
	// Awards are the kinds of points a masterpoint scale gave (its
	// rules' types: "Black", "РО"), AwardScale names the scale; each
	// Standing's Awards are by them. None without a scale.
	Awards     []string
	AwardScale string
	// Extras are the rankings beside the scratch ones: a handicapped
	// ranking for each field, then each stratum's (see extras.go).
	Extras []Extra
	// extras is compute's, for Awarded.
	extras *extras.Result

	// all are the contestants, and contestants their index: a team
	// event's from the start; a pairs event's, of its standings and then
	// any other (a pair met only on a traveller), made when first asked
	// (see Contestants).
	contestants map[Key]*Contestant
	all         []*Contestant
	found       sync.Once
	others      func(add func(Key))
	who         ContestantKind // what the contestants met in others are
	// cross is a team event's cross-table (see Meetings).
	cross [][][]teams.Cell
}

// Meetings are a team event's cross-table: the meetings of the team of
// the standings' row i with that of row j.
func (ev *Event) Meetings(i, j int) []Meeting {
	var out []Meeting
	for _, c := range ev.cross[i][j] {
		out = append(out, Meeting{Round: c.Round, VP: VPs(c.VP)})
	}
	return out
}

// Contestants are every contestant of the event once: those of the
// standings in their order, then any other that a table or a decision
// names, in the order met. Found when first asked, by a pass over every
// table, which the outputs that need only the standings never make.
func (ev *Event) Contestants() []*Contestant {
	ev.found.Do(func() {
		if ev.others == nil {
			return
		}
		ev.contestants = map[Key]*Contestant{}
		for i := range ev.Fields {
			for _, st := range ev.Fields[i].Rows() {
				c := st.Contestant
				ev.contestants[c.Key] = &c
				ev.all = append(ev.all, &c)
			}
		}
		ev.others(func(k Key) {
			if ev.contestants[k] == nil {
				c := &Contestant{Kind: ev.who, Key: k}
				ev.contestants[k] = c
				ev.all = append(ev.all, c)
			}
		})
	})
	return ev.all
}

// Method is how an event was scored.
type Method uint8

// The methods: matchpoints (2/1/0, or ACBL's 1/½/0), Butler and cross
// IMPs for pairs; IMPs and board-a-match for teams.
const (
	MethodMP Method = iota
	MethodACBL
	MethodButler
	MethodCrossIMPs
	MethodTeams
	MethodBAM
)

// String names the method as compute/event does: MP, ACBL, Butler,
// CrossIMPs, Teams, BAM.
func (m Method) String() string {
	return [...]string{"MP", "ACBL", "Butler", "CrossIMPs", "Teams", "BAM"}[m]
}

// IMPs reports a method whose boards are scored in IMPs.
func (m Method) IMPs() bool { return m == MethodButler || m == MethodCrossIMPs || m == MethodTeams }

// Units name, for the outputs, what a team event's figures are: a
// board's and a match's points ("imps", "board_points") and a match's
// score ("vp", or "board_points" without VPs). Outputs name their
// columns by them rather than by the kind of event.
func (ev *Event) Units() (board, match string) {
	board, match = "imps", "vp"
	if ev.Method == MethodBAM {
		board = "board_points"
	}
	if !ev.VPs {
		match = "board_points"
	}
	return board, match
}

// Travellers reports that the event's boards have travellers: each
// table's result compared across the field, a Line a table (a pairs
// event, an individual). A team event's tables are the rooms of its
// Matches.
func (ev *Event) Travellers() bool { return ev.Kind != event.Teams }

// ContestantKind is what a contestant is.
type ContestantKind uint8

// The kinds of contestants.
const (
	ContestantPair ContestantKind = iota
	ContestantTeam
	ContestantPlayer
)

// String is "pair", "team" or "player".
func (k ContestantKind) String() string { return [...]string{"pair", "team", "player"}[k] }

// label is what the labels call a contestant of the kind: "Pair",
// "Team", "Player".
func (k ContestantKind) label(l *Labels) string { return [...]string{l.Pair, l.Team, l.Player}[k] }

// Key identifies a contestant: a pair by section, direction (in a
// Mitchell, where NS 3 and EW 3 are two pairs) and id; a team by its name
// (ID); a player by section and number.
type Key struct {
	Section   string
	Direction bridge.Direction
	ID        string
}

// String is "NS 3" in a Mitchell, "3" in a Howell, a team's name.
func (k Key) String() string { return pairs.PairKey(k).String() }

// pairKey is k as compute/pairs keys a pair.
func (k Key) pairKey() pairs.PairKey { return pairs.PairKey(k) }

// Contestant is a player, a pair or a team, with its members' names as
// the input gives them (nil when it names none).
type Contestant struct {
	Kind ContestantKind
	Key
	Names []string
	// Members are the member numbers beside Names, as the input gives
	// them (bridge.Pair.Members): read to know a player across a season,
	// and written by no output. NamesPos is where the input names them.
	Members  []string
	NamesPos bridge.Pos
}

// Contestant is the contestant of key k; nil for one the event does not
// have.
func (ev *Event) Contestant(k Key) *Contestant {
	ev.Contestants()
	return ev.contestants[k]
}

// Side is who sat one side of a table, NS or EW: the contestants
// credited with the side's score. A pair or a team; in an individual two
// players, partners for the round, each credited with the side's figures.
type Side struct {
	Who [2]Key // Who[1] is the partner in an individual, the zero Key otherwise
}

// Key is the side's contestant: the pair or the team (an individual's
// first player).
func (s Side) Key() Key { return s.Who[0] }

// Players are the side's contestants credited with its figures: its pair
// or team, or an individual's two players (a seat left empty is not
// one).
func (s Side) Players() []Key {
	if s.Who[1] == (Key{}) {
		if s.Who[0] == (Key{}) {
			return nil
		}
		return s.Who[:1]
	}
	if s.Who[0] == (Key{}) {
		return s.Who[1:]
	}
	return s.Who[:]
}

// each calls f with each of the side's contestants.
func (s Side) each(f func(Key)) {
	for _, k := range s.Players() {
		f(k)
	}
}

// Place is a contestant's place in its field: Rank with a tie, or
// Unranked (a pair that played too few boards: --min-boards).
type Place struct {
	Rank     int
	Tied     bool
	Unranked bool
}

// Text is the place as printed: "3", "3=", "–" unranked.
func (p Place) Text() string {
	if p.Unranked {
		return "–"
	}
	return placeLabel(p.Rank, p.Tied)
}

// Field is one ranking: a field of contestants and their standings,
// read from compute's own when asked (see Row).
type Field struct {
	Section   string           // "" across the sections, or in a team event
	Direction bridge.Direction // a Mitchell's NS or EW field; DirectionNone otherwise
	// n is the number of standings, row the kind's reading of one (see
	// pairsRow, teamRow).
	n   int
	row func(i int) Standing
}

// Len is the number of contestants in the field.
func (f *Field) Len() int { return f.n }

// Row is the i-th standing of the field, from the first place down.
func (f *Field) Row(i int) Standing { return f.row(i) }

// Rows are the field's standings in order.
func (f *Field) Rows() iter.Seq2[int, Standing] {
	return func(yield func(int, Standing) bool) {
		for i := range f.Len() {
			if !yield(i, f.Row(i)) {
				return
			}
		}
	}
}

// Standing is one contestant's line in its field, made when read.
type Standing struct {
	Contestant
	Place Place
	// Played is the boards scored (pairs) or the matches played (teams).
	Played int
	// Total is a pair's matchpoints or IMPs, penalties taken off (on the
	// event's basis: pairs.Options.Total), a team's VPs (its board points
	// in a board-a-match without VPs).
	Total Figure
	// Max and Percent are a matchpoint pair's top and percentage;
	// Average an IMP pair's IMPs per board; Penalty the procedural
	// penalties taken off a pair's Total (zero for none).
	Max, Percent, Average, Penalty Figure
	// For and Against are a team's IMPs (board points) won and lost.
	For, Against Figure
	// Awards are its points by the event's Awards (nil without a
	// scale): 0 for a contestant not awarded.
	Awards []Figure
}

// Board is one board of the event: its deal (compute's own, shared),
// analysis and traveller.
type Board struct {
	*bridge.Board
	// DD is the double-dummy table and par, nil when not known.
	DD *dd.Analysis
	// Top is the board's top when every scored line has the same one (a
	// matchpoint event); absent otherwise.
	Top Figure
	// Datum is a Butler board's datum (NS view); HasDatum says there is
	// one (some line is a played result).
	Datum    int
	HasDatum bool
	// Pending are the tables still to play the board (a pairs session in
	// play); a board with some shows no deal.
	Pending []Pending
	// lines are the board's traveller (pairs events), read through Line;
	// imps says their points are IMPs. partners, when not nil, seats a
	// side of a line: an individual's partnership of the round, the
	// players credited with what its line scores; without it a side is
	// its pair.
	lines    []pairs.Line
	imps     bool
	partners func(Key) Side
}

// side is who sat a side of a line scored as k.
func (b *Board) side(k Key) Side {
	if b.partners != nil {
		return b.partners(k)
	}
	return Side{Who: [2]Key{k}}
}

// InPlay reports whether some table is still to play the board.
func (b *Board) InPlay() bool { return len(b.Pending) > 0 }

// NumLines is the number of lines of the board's traveller: its tables
// in traveller order (a pairs event's; a team event's tables are in its
// Matches).
func (b *Board) NumLines() int { return len(b.lines) }

// Line is the i-th line of the traveller.
func (b *Board) Line(i int) Line { return Line{&b.lines[i], b} }

// Lines are the traveller's lines in order.
func (b *Board) Lines() iter.Seq2[int, Line] {
	return func(yield func(int, Line) bool) {
		for i := range b.lines {
			if !yield(i, Line{&b.lines[i], b}) {
				return
			}
		}
	}
}

// Pending is a table of the movement still to play a board.
type Pending struct {
	Section      string
	Round, Table int
	NS, EW       Side
}

// Status is what a table's result is, as results.json names it.
type Status uint8

// The statuses.
const (
	Played     Status = iota // a contract was played
	PassedOut                // the board was passed out
	NotPlayed                // the table did not play the board
	NotScored                // its result cannot be scored as the input gives it
	Artificial               // a director's artificial score replaced it
	Assigned                 // a director's assigned score replaced it
)

// String is "played", "passed_out", "not_played", "not_scored",
// "artificial" or "assigned".
func (s Status) String() string {
	return [...]string{"played", "passed_out", "not_played", "not_scored", "artificial", "assigned"}[s]
}

// Line is one table's line of a board's traveller: who sat each side,
// what the table did and what it scored. It is a view over what compute
// scored, made when asked (a session has one per result), so it is
// passed by value.
type Line struct {
	l *pairs.Line
	b *Board
}

// Entry is the table's entry: round, table, contract, declarer, tricks,
// lead, the decision and what the input shows beyond the result. It is
// shared, never to be changed.
func (l Line) Entry() *bridge.Entry { return l.l.Entry }

// Section is the line's section, as the session shows it.
func (l Line) Section() string { return l.l.Section() }

// NS and EW are who sat each side.
func (l Line) NS() Side { return l.b.side(Key(l.l.NS())) }

// EW is who sat EW.
func (l Line) EW() Side { return l.b.side(Key(l.l.EW())) }

// Scored reports a line with figures (played, passed out or decided).
func (l Line) Scored() bool { return l.l.Scored }

// ScoreNS is the NS score of a played result (0 for a pass-out).
func (l Line) ScoreNS() int { return l.l.ScoreNS }

// Adjust is the director's decision on the table, nil for none.
func (l Line) Adjust() *bridge.Adjustment { return l.l.Adjust() }

// Status is what the table's result is.
func (l Line) Status() Status {
	ons, _ := l.l.Outcomes()
	switch {
	case l.l.Entry.Kind == bridge.NotScored:
		return NotScored
	case !l.l.Scored:
		return NotPlayed
	case l.l.IsArtificial():
		return Artificial
	case ons != nil:
		return Assigned
	case l.l.Entry.Play.Contract.IsPass():
		return PassedOut
	}
	return Played
}

// Points are a side's matchpoints, or IMPs in an IMP event.
func (l Line) Points(side bridge.Side) Figure {
	switch {
	case side == bridge.EW && l.b.imps:
		return Value(l.l.IMPEW())
	case side == bridge.EW:
		return Value(l.l.MPEW())
	case l.b.imps:
		return Value(l.l.IMPNS())
	}
	return Value(l.l.MPNS())
}

// Percent is a side's board percentage (matchpoint events): 100·MP/Top,
// an artificial score's award, a small fouled group's fixed one.
func (l Line) Percent(side bridge.Side) Figure {
	if side == bridge.EW {
		return Percent(l.l.PctEW())
	}
	return Percent(l.l.PctNS())
}

// Top is the top the line's matchpoints are out of (zero in an IMP
// event, and on a line not scored).
func (l Line) Top() Figure { return Value(l.l.Top()) }

// Datum is the line's Butler datum.
func (l Line) Datum() int { return l.l.Datum() }

// Awards are an artificial score's awards per side, after the session
// rule: per cent of the top (Award), or IMPs.
func (l Line) Awards() (ns, ew Figure) {
	n, e := l.l.Awards()
	if l.b.imps {
		return Value(n), Value(e)
	}
	return Award(n), Award(e)
}

// Outcomes are an assigned score's resolved outcomes per side (NS view);
// nil otherwise.
func (l Line) Outcomes() (ns, ew []score.Outcome) { return l.l.Outcomes() }

// Match is a team event's match.
type Match struct {
	teams.MatchKey
	// Home and Away are the teams; the home team sits NS in the open
	// room.
	Home, Away *Contestant
	Boards     []MatchBoard
	// PointsHome and PointsAway are the IMPs (board points) won on the
	// boards, carry-over apart, penalties in IMPs taken off; CarryOver is
	// the home team's, Margin PointsHome − PointsAway + CarryOver.
	PointsHome, PointsAway, CarryOver, Margin Figure
	// VPHome and VPAway are the VPs, penalties in VPs taken off (board
	// points in a board-a-match without VPs).
	VPHome, VPAway Figure
	// Penalized: some procedural penalty was given in the match.
	Penalized bool
	// pens are the event's procedural penalties by room.
	pens map[roomKey][]*bridge.Adjustment
}

// MatchBoard is one board of a match: its two rooms and what it gave. It
// reads compute's own board, as a Line does.
type MatchBoard struct {
	*Board
	b *teams.BoardResult
	m *Match
}

// Open is the open room's result; Closed the closed room's.
func (mb *MatchBoard) Open() Room { return mb.room(&mb.b.Open, bridge.OpenRoom) }

// Closed is the closed room's result.
func (mb *MatchBoard) Closed() Room { return mb.room(&mb.b.Closed, bridge.ClosedRoom) }

// room is one of the board's rooms, with the penalties given in it.
func (mb *MatchBoard) room(r *teams.Room, at bridge.Room) Room {
	return Room{r, at, mb.m.pens[roomKey{mb.m.MatchKey, r.Entry.Board, r.Entry.Room}]}
}

// roomKey is a room of a board of a match.
type roomKey struct {
	teams.MatchKey
	board int
	room  bridge.Room
}

// Net is what the board gave the home team (the away team's gain
// negative; a board-a-match's board points); absent when a room is not
// scored, which gives neither team anything.
func (mb *MatchBoard) Net() Figure {
	if mb.b.NotScored() {
		return Figure{}
	}
	return Value(mb.b.Net)
}

// NotScored reports a board that a room not scored left without IMPs.
func (mb *MatchBoard) NotScored() bool { return mb.b.NotScored() }

// Own are each team's own IMPs (board points): a split or weighted score
// scores each team from its own view, so they need not balance. ok says
// they are worth giving: they differ from Net, or the board's IMPs are
// artificial.
func (mb *MatchBoard) Own() (home, away Figure, ok bool) {
	b := mb.b
	return Value(b.IMPsHome), Value(b.IMPsAway), b.IMPsHome.Add(b.IMPsAway).Sign() != 0 || b.Artificial
}

// Penalties are what the procedural penalties on the board took off
// each team.
func (mb *MatchBoard) Penalties() (home, away Penalty) {
	return penaltyOf(mb.b.PenaltyHome), penaltyOf(mb.b.PenaltyAway)
}

// Room is one room's result on a board of a match: a table of a team
// event, read from compute's own.
type Room struct {
	r    *teams.Room
	room bridge.Room
	pens []*bridge.Adjustment
}

// Entry is the room's entry (see Line.Entry).
func (r Room) Entry() *bridge.Entry { return &r.r.Entry }

// ScoreNS is the NS score of a played result.
func (r Room) ScoreNS() int { return r.r.ScoreNS }

// Outcomes are an assigned score's outcomes per side (NS view).
func (r Room) Outcomes() (ns, ew []score.Outcome) { return r.r.OutcomesNS, r.r.OutcomesEW }

// Absent reports a room the input has no result for (the board was
// played in the other room only): its Entry is made, not scored, and the
// travellers leave it out.
func (r Room) Absent() bool { return r.r.Absent }

// Which is the room, open or closed: its entry's, or where the match
// puts it when the input names none.
func (r Room) Which() bridge.Room {
	if e := r.r.Entry.Room; e != bridge.NoRoom {
		return e
	}
	return r.room
}

// NS is the team seated NS; EW the team seated EW.
func (r Room) NS() Side { return Side{Who: [2]Key{{ID: r.r.Entry.NS}}} }

// EW is the team seated EW.
func (r Room) EW() Side { return Side{Who: [2]Key{{ID: r.r.Entry.EW}}} }

// Penalties are the procedural penalties given in the room, in the order
// they were applied (the room's own decision among them when it is one).
func (r Room) Penalties() []*bridge.Adjustment { return r.pens }

// Meeting is one match in a cell of the cross-table: its round, and the
// row team's VPs (board points in a board-a-match without VPs).
type Meeting struct {
	Round int
	VP    Figure
}

// Penalty is what penalties on one board took off a team.
type Penalty struct{ IMPs, VP Figure }

// Adjustment is a director's decision and what it gave.
type Adjustment struct {
	Board   int
	Section string // a pairs event's section
	// NS and EW are the pairs of the table (pairs events).
	NS, EW Side
	// Match and Room are where a team event's decision was made.
	Match teams.MatchKey
	Room  bridge.Room
	// Decision is the decision as read.
	Decision *bridge.Adjustment
	// Got is what it gave each side on the board: NS and EW in matchpoints
	// or IMPs (pairs); the home and the away team in IMPs or board points
	// (teams).
	Got [2]Figure
	// Penalty is what a penalty took off: off the pair sitting Side
	// (pairs, in the event's unit), off Team in Unit (teams).
	Penalty Figure
	Side    bridge.Side
	Team    *Contestant
	Unit    bridge.PenaltyUnit
}

// IsPenalty reports a procedural penalty.
func (a *Adjustment) IsPenalty() bool { return a.Decision.Kind == bridge.AdjPenalty }
