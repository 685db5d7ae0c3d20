// Package jsonout writes results.json, the machine-readable results of a
// session: every board with its deal and every result with its score,
// matchpoints and percentages, and the rankings. Matchpoints and totals are
// exact when they have at most 6 decimals (halves, quarters, ...) and
// otherwise rounded to 6 decimals; percentages are rounded to 2 decimals,
// halves away from zero, from the exact values. The schema is documented in
// docs/outputs.md; Document (a pairs event) and TeamsDocument (a team event)
// are its Go form, for reading results.json back. It computes nothing and
// rounds nothing: it writes the model of the event (report.Event), every
// number as its Figure's text.
package jsonout

import (
	"io"
	"strconv"

	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/report"
)

// Document is the top level of results.json.
type Document struct {
	Event   string `json:"event"`
	Site    string `json:"site,omitempty"`
	Date    string `json:"date,omitempty"`
	Scoring string `json:"scoring"` // "MP", "Butler" or "CrossIMPs"
	// Individual is true for an individual event (written after
	// scoring): each result names its four players, each ranking row a
	// player; absent from a pairs event's document.
	Individual bool      `json:"individual,omitempty"`
	MPScale    string    `json:"mp_scale,omitempty"` // matchpoints: "international" (2/1/0) or "acbl" (1/½/0)
	Sections   []Section `json:"sections"`
	Boards     []Board   `json:"boards"`
	Rankings   []Ranking `json:"rankings"`
	// Masterpoints names a scale's awards (absent without one), Extras
	// the rankings beside the scratch ones (handicapped, strata).
	Masterpoints *Masterpoints `json:"masterpoints,omitempty"`
	Extras       []Extra       `json:"extras,omitempty"`
	Adjustments  []Adjustment  `json:"adjustments,omitempty"`
	Warnings     []string      `json:"warnings,omitempty"`
	// A session still in play (written after mp_scale): provisional is
	// true, round the rounds complete (0 before the first is), rounds
	// those of the movement. All three are absent from a complete
	// session's document.
	Provisional bool `json:"provisional,omitempty"`
	Round       *int `json:"round,omitempty"`
	Rounds      *int `json:"rounds,omitempty"`
}

// Section says how a section was scored.
type Section struct {
	Section  string `json:"section"`
	Movement string `json:"movement"` // "mitchell" or "howell"
}

// Board is one board and its results.
type Board struct {
	Board      int      `json:"board"`
	Dealer     string   `json:"dealer"`
	Vulnerable string   `json:"vulnerable"`
	Deal       string   `json:"deal,omitempty"`  // PBN notation, from the dealer
	Top        *exact.Q `json:"top,omitempty"`   // matchpoints: null when sections differ (see each result's top)
	Datum      *int     `json:"datum,omitempty"` // Butler: the datum (NS view)
	DD         *DD      `json:"dd,omitempty"`    // double-dummy tricks by declarer and strain
	Par        *Par     `json:"par,omitempty"`
	Results    []Result `json:"results"`
	// Pending are the tables still to play the board (a session in
	// play); a board with some has no deal, dd or par yet.
	Pending []Pending `json:"pending,omitempty"`
}

// Pending is a table of the movement still to play a board.
type Pending struct {
	Section string `json:"section"`
	Round   int    `json:"round"`
	Table   int    `json:"table"`
	NS      string `json:"ns"`
	EW      string `json:"ew"`
}

// Result is one table's result on a board.
type Result struct {
	Section string `json:"section"`
	// NS and EW are the pairs; in an individual, the round's
	// partnerships ("3&7": the N and S players, the E and W), and
	// Players the players by seat, N, E, S, W ("" for an empty seat).
	NS      string     `json:"ns"`
	EW      string     `json:"ew"`
	Players *[4]string `json:"players,omitempty"`
	Status  string     `json:"status"` // "played", "passed_out", "not_played", "not_scored", "artificial" or "assigned"
	// Reason says why a table is not scored (status "not_scored").
	Reason   string   `json:"reason,omitempty"`
	Contract *string  `json:"contract"`
	Declarer *string  `json:"declarer"`
	Tricks   *int     `json:"tricks"`
	Lead     *string  `json:"lead,omitempty"`
	ScoreNS  *int     `json:"score_ns"`
	MPNS     *exact.Q `json:"mp_ns,omitempty"`
	MPEW     *exact.Q `json:"mp_ew,omitempty"`
	PctNS    *pct     `json:"pct_ns,omitempty"`
	PctEW    *pct     `json:"pct_ew,omitempty"`
	Top      *exact.Q `json:"top,omitempty"`
	IMPNS    *exact.Q `json:"imp_ns,omitempty"` // IMP events
	IMPEW    *exact.Q `json:"imp_ew,omitempty"`
	// A director's decision on this table.
	Adjustment *Decision `json:"adjustment,omitempty"`
	// Artificial scores: each side's award after the session rule (per
	// cent of the top, or IMPs).
	AwardNS *exact.Q `json:"award_ns,omitempty"`
	AwardEW *exact.Q `json:"award_ew,omitempty"`
	// Assigned scores: each side's outcomes (NS scores with weights).
	OutcomesNS []WeightedScore `json:"outcomes_ns,omitempty"`
	OutcomesEW []WeightedScore `json:"outcomes_ew,omitempty"`
}

// Decision is a director's decision as results.json records it.
type Decision struct {
	Text     string `json:"text"` // as the input wrote it
	Kind     string `json:"kind"` // artificial, assigned, penalty or fouled
	Group    string `json:"group,omitempty"`
	Reason   string `json:"reason,omitempty"`
	Law      string `json:"law,omitempty"`
	Director string `json:"director,omitempty"`
}

// WeightedScore is one outcome of an assigned score.
type WeightedScore struct {
	Weight  exact.Q `json:"weight"`
	ScoreNS int     `json:"score_ns"`
}

// Adjustment is one entry of the adjustments section: the decision, its
// table and what it gave each side on the board (or the penalty taken off).
type Adjustment struct {
	Board    int      `json:"board"`
	Section  string   `json:"section"`
	NS       string   `json:"ns"`
	EW       string   `json:"ew"`
	Decision Decision `json:"decision"`
	GotNS    exact.Q  `json:"got_ns"` // MP or IMPs on the board
	GotEW    exact.Q  `json:"got_ew"`
	// A penalty: the side and the amount taken off its total.
	PenaltySide string   `json:"penalty_side,omitempty"`
	Penalty     *exact.Q `json:"penalty,omitempty"`
}

// Ranking is one ranking.
type Ranking struct {
	Section   string `json:"section"`
	Direction string `json:"direction"` // "NS", "EW" or "" for one ranking
	Rows      []Row  `json:"rows"`
}

// Row is one pair's line in a ranking.
type Row struct {
	Rank     int      `json:"rank"` // 0 when unranked
	Tied     bool     `json:"tied"`
	Unranked bool     `json:"unranked,omitempty"` // played too few boards (--min-boards)
	Pair     string   `json:"pair,omitempty"`     // a pairs event's
	Player   string   `json:"player,omitempty"`   // an individual's: his number
	Names    []string `json:"names"`
	Boards   int      `json:"boards"`
	Total    exact.Q  `json:"total"`             // matchpoints, or IMPs
	Max      *exact.Q `json:"max,omitempty"`     // matchpoints
	Percent  *pct     `json:"percent,omitempty"` // matchpoints
	Average  *exact.Q `json:"average,omitempty"` // IMPs per board
	Penalty  *exact.Q `json:"penalty,omitempty"` // procedural penalties taken off total
	// Awards are the points by kind of a masterpoint scale (Document's
	// Masterpoints), 0 for none; absent without a scale.
	Awards map[string]exact.Q `json:"awards,omitempty"`
}

// pct marshals as a number rounded to 2 decimals, halves away from zero
// (a report.Percent's Number): the schema's Go form of a percentage.
type pct struct{ q exact.Q }

func (p pct) MarshalJSON() ([]byte, error) { return report.Percent(p.q).AppendNumber(nil), nil }

// Write writes results.json of a scored event of any kind, with the
// double-dummy table and par of the boards that have one: compact, with
// one line for each section, board, round, ranking and standing, so that
// files diff well and stay small (a 1,000-table session is about 8 MB;
// indenting doubled the time to write it).
//
// The document is the event's heading, its kind's own fields, the boards,
// its kind's own sections (kinds), the adjustments and the warnings. The
// boards are written straight from the model (see boardWriter), a few at
// a time and on every processor, never held as a whole document; the
// document is made in one buffer, reused, and written to w whenever it
// holds a chunk, so that memory stays flat in the document's size.
func Write(w io.Writer, ev *report.Event) error {
	if ev == nil {
		return report.ErrNoResult
	}
	kind, ok := kinds[ev.Kind]
	if !ok {
		return report.ErrNoResult
	}
	d := &doc{ev: ev, out: chunker{w: w, buf: make([]byte, 0, chunkSize+chunkSize/4)}}
	d.out.buf = append(d.out.buf, '{')
	d.field("event", ev.Title)
	d.optional("site", ev.Site)
	d.optional("date", ev.Date)
	d.field("scoring", scoringNames[ev.Method])
	for _, part := range kind.head {
		part(d)
	}
	d.out.buf = append(d.out.buf, ",\n\"boards\": ["...)
	if err := d.out.batches(boardBatches(ev)); err != nil {
		return err
	}
	if len(ev.Boards) > 0 {
		d.out.buf = append(d.out.buf, '\n')
	}
	d.out.buf = append(d.out.buf, ']')
	for _, part := range kind.tail {
		part(d)
	}
	masterpoints(d)
	extraRankings(d)
	if len(ev.Adjustments) > 0 {
		d.list("adjustments", len(ev.Adjustments), func(buf []byte, i int) []byte { return kind.adjustment(buf, &ev.Adjustments[i]) })
	}
	if len(ev.Warnings) > 0 {
		d.list("warnings", len(ev.Warnings), func(buf []byte, i int) []byte { return appendString(buf, ev.Warnings[i].Error()) })
	}
	d.out.buf = append(d.out.buf, "}\n"...)
	if err := d.out.flush(); err != nil {
		return err
	}
	return d.err
}

// UnmarshalJSON reads the percentage back, as written (2 decimals).
func (p *pct) UnmarshalJSON(b []byte) error { return p.q.UnmarshalJSON(b) }

// scoringNames are the methods as "scoring" names them: matchpoints on
// either scale are "MP" ("mp_scale" tells them apart).
var scoringNames = map[report.Method]string{report.MethodMP: "MP", report.MethodACBL: "MP", report.MethodButler: "Butler",
	report.MethodCrossIMPs: "CrossIMPs", report.MethodTeams: "Teams", report.MethodBAM: "BAM"}

// parts are what a kind of event writes of its own: fields after the
// scoring (head) and sections after the boards (tail), and how it
// writes a decision in "adjustments". Every other part of the document
// is every kind's.
type parts struct {
	head, tail []func(*doc)
	adjustment func(buf []byte, a *report.Adjustment) []byte
}

// kinds are the parts of each kind of event: a pairs event's scale,
// progress, sections and rankings (this file), a team event's units,
// rounds and standings (teams.go).
var kinds = map[event.Kind]parts{
	event.Pairs:      {head: []func(*doc){mpScale, provisional, sections}, tail: []func(*doc){rankings}, adjustment: appendPairAdjustment},
	event.Individual: {head: []func(*doc){individual, mpScale, provisional, sections}, tail: []func(*doc){rankings}, adjustment: appendPairAdjustment},
	event.Teams:      {head: []func(*doc){units}, tail: []func(*doc){rounds, standings}, adjustment: appendTeamAdjustment},
}

// doc is a document being written: its top-level fields, one a line.
type doc struct {
	ev     *report.Event
	out    chunker
	fields int   // written so far
	err    error // the first error of a value encoding/json writes
}

// field writes a top-level field, v as encoding/json writes it.
func (d *doc) field(name string, v any) {
	if d.fields++; d.fields > 1 {
		d.out.buf = append(d.out.buf, ",\n"...)
	}
	d.out.buf = append(strconv.AppendQuote(d.out.buf, name), ": "...)
	var err error
	if d.out.buf, err = appendJSON(d.out.buf, v); err != nil && d.err == nil {
		d.err = err
	}
}

// optional writes a text field that is not empty.
func (d *doc) optional(name, v string) {
	if v != "" {
		d.field(name, v)
	}
}

// list writes a top-level list of n items, one a line, item(buf, i)
// appending item i.
func (d *doc) list(name string, n int, item func(buf []byte, i int) []byte) {
	d.out.buf = append(strconv.AppendQuote(append(d.out.buf, ",\n"...), name), ": ["...)
	for i := range n {
		if i > 0 {
			d.out.buf = append(d.out.buf, ',')
		}
		d.out.buf = item(append(d.out.buf, "\n "...), i)
		if err := d.out.flushFull(); err != nil && d.err == nil {
			d.err = err
		}
	}
	if n > 0 {
		d.out.buf = append(d.out.buf, '\n')
	}
	d.out.buf = append(d.out.buf, ']')
}

// mpScale is a matchpoint event's scale: "international" (2/1/0) or
// "acbl" (1/½/0).
func mpScale(d *doc) {
	switch d.ev.Method {
	case report.MethodMP:
		d.field("mp_scale", "international")
	case report.MethodACBL:
		d.field("mp_scale", "acbl")
	}
}

// provisional marks a session in play: the rounds complete and the
// movement's.
func provisional(d *doc) {
	if p := d.ev.Provisional; p != nil {
		d.field("provisional", true)
		d.field("round", p.Round)
		d.field("rounds", p.Rounds)
	}
}

// sections says how each section was scored.
func sections(d *doc) {
	ss := d.ev.Sections
	d.list("sections", len(ss), func(buf []byte, i int) []byte {
		o := object(buf)
		o.str("section", ss[i].Name)
		o.str("movement", ss[i].Movement.String())
		return o.close()
	})
}

// rankings are a pairs event's rankings, one a field.
func rankings(d *doc) {
	imps := d.ev.Method.IMPs()
	fs := d.ev.Fields
	d.list("rankings", len(fs), func(buf []byte, i int) []byte {
		f := &fs[i]
		o := object(buf)
		o.str("section", f.Section)
		o.str("direction", f.Direction.String())
		o.key("rows")
		o.buf = append(o.buf, '[')
		for j, st := range f.Rows() {
			if j > 0 {
				o.buf = append(o.buf, ',')
			}
			o.buf = appendRankRow(o.buf, &st, imps, d.ev.Awards)
		}
		o.buf = append(o.buf, ']')
		return o.close()
	})
}

// individual marks an individual's document.
func individual(d *doc) { d.field("individual", true) }

// appendRankRow appends a pair's (a player's) line of a ranking (Row).
func appendRankRow(buf []byte, st *report.Standing, imps bool, types []string) []byte {
	o := object(buf)
	o.int("rank", st.Place.Rank)
	o.bool("tied", st.Place.Tied)
	if st.Place.Unranked {
		o.bool("unranked", true)
	}
	if st.Kind == report.ContestantPlayer {
		o.str("player", st.ID)
	} else {
		o.str("pair", st.ID)
	}
	o.strs("names", st.Names)
	o.int("boards", st.Played)
	o.num("total", st.Total)
	if imps {
		o.num("average", st.Average)
	} else {
		o.num("max", st.Max)
		o.num("percent", st.Percent)
	}
	if st.Penalty.Sign() != 0 {
		o.num("penalty", st.Penalty)
	}
	appendAwards(o, types, st.Awards)
	return o.close()
}

// appendPairAdjustment appends a pairs event's decision (Adjustment).
func appendPairAdjustment(buf []byte, a *report.Adjustment) []byte {
	o := object(buf)
	o.int("board", a.Board)
	o.str("section", a.Section)
	o.str("ns", a.NS.Key().ID)
	o.str("ew", a.EW.Key().ID)
	o.key("decision")
	o.buf = appendDecision(o.buf, a.Decision)
	o.num("got_ns", a.Got[0])
	o.num("got_ew", a.Got[1])
	if a.IsPenalty() {
		o.str("penalty_side", a.Side.String())
		o.num("penalty", a.Penalty)
	}
	return o.close()
}

// chunkSize is how much of a document is made before it is written.
const chunkSize = 64 << 10

// chunker holds the part of a document not yet written to w; err is the
// first error of w, after which nothing more is written.
type chunker struct {
	w   io.Writer
	buf []byte
	err error
}

// flushFull writes the buffer when it holds a chunk.
func (c *chunker) flushFull() error {
	if len(c.buf) < chunkSize {
		return c.err
	}
	return c.flush()
}

// write writes what the buffer holds, then p.
func (c *chunker) write(p []byte) error {
	if c.flush() == nil {
		_, c.err = c.w.Write(p)
	}
	return c.err
}

// flush writes what the buffer holds.
func (c *chunker) flush() error {
	if c.err == nil && len(c.buf) > 0 {
		_, c.err = c.w.Write(c.buf)
	}
	c.buf = c.buf[:0]
	return c.err
}
