// Package jsonout writes results.json, the machine-readable results of a
// session: every board with its deal and every result with its score,
// matchpoints and percentages, and the rankings. Matchpoints and totals are
// exact when they have at most 6 decimals (halves, quarters, ...) and
// otherwise rounded to 6 decimals; percentages are rounded to 2 decimals,
// halves away from zero, from the exact values. The schema is documented in
// docs/outputs.md; Document (a pairs event) and TeamsDocument (a team event)
// are its Go form, for reading results.json back. It computes nothing:
// every figure comes from the event's result (compute/event), and the
// formatting of VPs from package report.
package jsonout

import (
	"io"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/report"
)

// Document is the top level of results.json.
type Document struct {
	Event       string       `json:"event"`
	Site        string       `json:"site,omitempty"`
	Date        string       `json:"date,omitempty"`
	Scoring     string       `json:"scoring"`            // "MP", "Butler" or "CrossIMPs"
	MPScale     string       `json:"mp_scale,omitempty"` // matchpoints: "international" (2/1/0) or "acbl" (1/½/0)
	Sections    []Section    `json:"sections"`
	Boards      []Board      `json:"boards"`
	Rankings    []Ranking    `json:"rankings"`
	Adjustments []Adjustment `json:"adjustments,omitempty"`
	Warnings    []string     `json:"warnings,omitempty"`
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
	NS      string `json:"ns"`
	EW      string `json:"ew"`
	Status  string `json:"status"` // "played", "passed_out", "not_played", "not_scored", "artificial" or "assigned"
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

func decisionOf(a *bridge.Adjustment) *Decision {
	return &Decision{Text: a.Text, Kind: a.Kind.String(), Group: a.Group, Reason: a.Reason, Law: a.Law, Director: a.Director}
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
	Pair     string   `json:"pair"`
	Names    []string `json:"names"`
	Boards   int      `json:"boards"`
	Total    exact.Q  `json:"total"`             // matchpoints, or IMPs
	Max      *exact.Q `json:"max,omitempty"`     // matchpoints
	Percent  *pct     `json:"percent,omitempty"` // matchpoints
	Average  *exact.Q `json:"average,omitempty"` // IMPs per board
	Penalty  *exact.Q `json:"penalty,omitempty"` // procedural penalties taken off total
}

// pct marshals as a number rounded to 2 decimals, halves away from zero.
type pct struct{ q exact.Q }

func (p pct) MarshalJSON() ([]byte, error) { return []byte(trimZeros(p.q.Round(2))), nil }

func trimZeros(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
}

// Write writes results.json of a scored event, a pairs session or a team
// event, with the double-dummy table and par of the boards in res.DD:
// compact, with one line for each section, board, round, ranking and
// standing, so that files diff well and stay small (a 1,000-table session
// is about 8 MB; indenting doubled the time to write it).
func Write(w io.Writer, res *event.Result) error {
	switch {
	case res == nil:
	case res.Kind == event.Pairs && res.Pairs != nil:
		// The boards are written straight from the result (see
		// boardWriter), a few at a time, not held as a whole document.
		return writeDocument(w, fromResult(res.Pairs), boardBatches(res.Pairs, res.DD))
	case res.Kind == event.Teams && res.Teams != nil:
		d := fromTeams(res.Teams, res.VPScale)
		d.addDD(res.DD)
		return writeTeamsDocument(w, d)
	}
	return report.ErrNoResult
}

// fromResult builds the document of a scored pairs session, but for its
// boards: Write writes them straight from the result (boardWriter).
func fromResult(res *pairs.Result) Document {
	d := Document{Event: res.Event, Site: res.Site, Date: res.Date, Scoring: "MP",
		Sections: []Section{}, Boards: []Board{}, Rankings: []Ranking{}}
	switch {
	case res.Method == pairs.Butler:
		d.Scoring = "Butler"
	case res.Method == pairs.CrossIMPs:
		d.Scoring = "CrossIMPs"
	case res.Scale == mp.ACBL:
		d.MPScale = "acbl"
	default:
		d.MPScale = "international"
	}
	imps := res.Method.IMPs()
	if p := res.Provisional; p != nil {
		round, rounds := p.Round, p.Rounds
		d.Provisional, d.Round, d.Rounds = true, &round, &rounds
	}
	for _, s := range res.Sections {
		d.Sections = append(d.Sections, Section{Section: s.Name, Movement: s.Movement.String()})
	}
	for _, r := range res.Rankings {
		jr := Ranking{Section: r.Section, Direction: r.Direction.String(), Rows: []Row{}}
		for _, st := range r.Rows {
			names := st.Names
			if names == nil {
				names = []string{}
			}
			row := Row{Rank: st.Rank, Tied: st.Tied, Unranked: st.Unranked, Pair: st.Pair.ID, Names: names, Boards: st.Boards, Total: st.Total}
			if st.Penalty.Sign() != 0 {
				p := st.Penalty
				row.Penalty = &p
			}
			if imps {
				avg := st.Average
				row.Average = &avg
			} else {
				m := st.Max
				row.Max, row.Percent = &m, &pct{st.Percent}
			}
			jr.Rows = append(jr.Rows, row)
		}
		d.Rankings = append(d.Rankings, jr)
	}
	for _, a := range res.Adjustments {
		ja := Adjustment{Board: a.Board, Section: a.Section, NS: a.NS.ID, EW: a.EW.ID, Decision: *decisionOf(a.Adjust), GotNS: a.GotNS, GotEW: a.GotEW}
		if a.Adjust.Kind == bridge.AdjPenalty {
			p := a.Penalty
			ja.PenaltySide, ja.Penalty = a.Side.String(), &p
		}
		d.Adjustments = append(d.Adjustments, ja)
	}
	for _, w := range res.Warnings {
		d.Warnings = append(d.Warnings, w.Error())
	}
	return d
}

// hasOutcomes reports an assigned score's line.
func hasOutcomes(l *pairs.Line) bool {
	ons, _ := l.Outcomes()
	return ons != nil
}

// writeDocument writes a pairs event's document in the layout of Write,
// with the boards of boards (d.Boards is left out). The document is
// made in one buffer, reused, and written to w whenever it holds a chunk,
// so that memory stays flat in the document's size.
func writeDocument(w io.Writer, d Document, boards batches) error {
	out := chunker{w: w, buf: make([]byte, 0, chunkSize+chunkSize/4)}
	value := func(v any) (err error) {
		out.buf, err = appendJSON(out.buf, v)
		return err
	}
	field := func(name string, v any, first bool) error {
		if !first {
			out.buf = append(out.buf, ",\n"...)
		}
		out.buf = append(strconv.AppendQuote(out.buf, name), ": "...)
		return value(v)
	}
	list := func(name string, n int, item func(i int) any) error {
		out.buf = append(strconv.AppendQuote(append(out.buf, ",\n"...), name), ": ["...)
		for i := 0; i < n; i++ {
			if i > 0 {
				out.buf = append(out.buf, ',')
			}
			out.buf = append(out.buf, "\n "...)
			if err := value(item(i)); err != nil {
				return err
			}
			if err := out.flushFull(); err != nil {
				return err
			}
		}
		if n > 0 {
			out.buf = append(out.buf, '\n')
		}
		out.buf = append(out.buf, ']')
		return nil
	}
	out.buf = append(out.buf, '{')
	steps := []func() error{
		func() error { return field("event", d.Event, true) },
		func() error { return optional("site", d.Site, field) },
		func() error { return optional("date", d.Date, field) },
		func() error { return field("scoring", d.Scoring, false) },
		func() error { return optional("mp_scale", d.MPScale, field) },
		func() error {
			if !d.Provisional {
				return nil
			}
			if err := field("provisional", true, false); err != nil {
				return err
			}
			if err := field("round", d.Round, false); err != nil {
				return err
			}
			return field("rounds", d.Rounds, false)
		},
		func() error { return list("sections", len(d.Sections), func(i int) any { return d.Sections[i] }) },
		func() error {
			// The boards, most of a large document, without reflection.
			out.buf = append(out.buf, ",\n\"boards\": ["...)
			if err := out.batches(boards); err != nil {
				return err
			}
			if boards.n > 0 {
				out.buf = append(out.buf, '\n')
			}
			out.buf = append(out.buf, ']')
			return nil
		},
		func() error { return list("rankings", len(d.Rankings), func(i int) any { return d.Rankings[i] }) },
		func() error {
			if len(d.Adjustments) == 0 {
				return nil
			}
			return list("adjustments", len(d.Adjustments), func(i int) any { return d.Adjustments[i] })
		},
		func() error {
			if len(d.Warnings) == 0 {
				return nil
			}
			return list("warnings", len(d.Warnings), func(i int) any { return d.Warnings[i] })
		},
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return err
		}
	}
	out.buf = append(out.buf, "}\n"...)
	return out.flush()
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

func optional(name, v string, field func(string, any, bool) error) error {
	if v == "" {
		return nil
	}
	return field(name, v, false)
}
