package pdf

import (
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/report"
)

// This file lays out a team event (Sheet.Teams): the standings and the
// cross-table, the rounds, every match board by board, the deals with the
// matches that played them, and a page for each team.

// standingsSection is a team event's standings and cross-table.
func (d *doc) standingsSection() section {
	return section{name: shown(d.label(d.s.L.Standings)), blocks: append(d.standings(), d.cross()...)}
}

// matchSections are a team event's rounds and matches, between the
// adjustments and the boards.
func (d *doc) matchSections() []section {
	tv, l := d.s.Teams, &d.s.L
	var secs []section
	if len(tv.Rounds) > 0 {
		secs = append(secs, section{name: shown(d.label(l.Rounds)), blocks: d.rounds()})
	}
	if len(tv.Matches) > 0 {
		sec := section{name: shown(d.label(l.Matches))}
		sec.blocks, sec.table = d.matches()
		secs = append(secs, sec)
	}
	return secs
}

// teamSections are a team event's team pages, when it has some.
func (d *doc) teamSections() []section {
	if len(d.s.Teams.Teams) == 0 {
		return nil
	}
	sec := section{name: shown(d.label(d.s.L.Teams))}
	sec.blocks, sec.table = d.teamCards()
	return []section{sec}
}

func teamWhere(t report.TeamRef) string { return "team " + t.Label }

// checkCells checks every cell of a row; field names the cell in warnings.
func (d *doc) checkCells(cells []cellText, where string, field func(k int) string) {
	for k := range cells {
		d.checkCell(&cells[k], func() string { return where + ": " + field(k) })
	}
}

// ---- standings ----

func (d *doc) standings() []block {
	tv, l := d.s.Teams, &d.s.L
	names := false
	for _, r := range tv.Standings {
		names = names || r.Team.Names != ""
	}
	cols := []col{{w: 11, align: 'P'}, {w: 35, align: 'L', flex: true}, {w: 50, align: 'L', flex: true},
		{w: 12, align: 'R'}, {w: 14, align: 'R'}, {w: 14, align: 'R'}, {w: 16, align: 'R'}}
	head := d.heads(l.Place, l.Team, l.Players, l.Played, l.IMPsFor, l.IMPsAgainst, l.VP)
	fields := []string{"place", "name", "players", "matches played", "IMPs for", "IMPs against", "VP"}
	if !names { // no rosters: the names get the width
		cols = append(cols[:2], cols[3:]...)
		head = append(head[:2], head[3:]...)
		fields = append(fields[:2], fields[3:]...)
	}
	cols, head, fields = d.awardCols(cols, head, fields)
	body := make([][]cellText, len(tv.Standings))
	for i, r := range tv.Standings {
		cells := []cellText{{text: r.Place}, {text: r.Team.Label}}
		if names {
			cells = append(cells, cellText{text: r.Team.Names, grey: true})
		}
		cells = append(cells, cellText{text: r.Played}, cellText{text: r.IMPsFor}, cellText{text: r.IMPsAgainst}, cellText{text: r.VP})
		cells = append(cells, awardCells(r.Awards)...)
		d.checkCells(cells, "the standings, "+teamWhere(r.Team), func(k int) string { return fields[k] })
		body[i] = cells
	}
	cols = d.fitCols(cols, head, body, sizeRank)
	return []block{{bar: d.barLines(d.label(l.Standings), ""), note: d.awardNote(),
		table: d.tableOf(cols, sizeRank, d.newRow(cols, bold, sizeHead, head), body), minRows: 3}}
}

// ---- cross-table ----

// Cross-table sizes: the type shrinks from sizeTable to crossMin until the
// numbered columns fit beside a team column of crossTeamW; a table that is
// still too wide is split into groups of columns, each table with the
// team column again, so that nothing is cut off.
const (
	crossMin   = 7.0
	crossTeamW = 32.0
)

func (d *doc) cross() []block {
	ct, l := d.s.Teams.Cross, &d.s.L
	n := len(ct.Header)
	if n == 0 {
		return nil
	}
	// The full table: team, one column per team, VP.
	head := []cellText{{text: d.label(l.Team)}}
	cols := []col{{w: crossTeamW, align: 'L', flex: true}}
	for i := range n {
		head = append(head, cellText{text: strconv.Itoa(i + 1)})
		cols = append(cols, col{w: 7, align: 'C'})
	}
	head = append(head, cellText{text: d.label(l.VP)})
	cols = append(cols, col{w: 11, align: 'R'})
	body := make([][]cellText, len(ct.Rows))
	for i, r := range ct.Rows {
		cells := []cellText{{text: strconv.Itoa(i+1) + ". " + r.Team.Label}}
		for j := range n {
			c := ""
			if j < len(r.Cells) {
				c = r.Cells[j]
			}
			switch {
			case i == j:
				cells = append(cells, cellText{text: c, grey: true})
			case strings.Contains(c, " / "):
				// Several meetings: one above the other, so that the
				// column is as narrow as one result.
				cells = append(cells, cellText{lines: strings.Split(c, " / ")})
			default:
				cells = append(cells, cellText{text: c})
			}
		}
		cells = append(cells, cellText{text: r.Total})
		d.checkCells(cells, "the cross-table, "+teamWhere(r.Team), func(k int) string {
			switch {
			case k == 0:
				return "name"
			case k == len(cells)-1:
				return "total"
			case k-1 < n:
				return "against " + ct.Header[k-1].Label
			}
			return "cell " + strconv.Itoa(k)
		})
		body[i] = cells
	}

	sum := func(ws []float64) float64 {
		t := 0.0
		for _, w := range ws {
			t += w
		}
		return t
	}
	size := sizeTable
	var need []float64
	for ; ; size -= 0.5 {
		need = d.needs(cols, head, body, size)
		if sum(need[1:]) <= contentW-crossTeamW || size <= crossMin {
			break
		}
	}
	title := d.label(l.CrossTable)
	if sum(need[1:]) <= contentW-crossTeamW {
		cols = spread(cols, need, contentW)
		t := d.tableOf(cols, size, d.newRow(cols, bold, sizeHead, head), body)
		t.grid = true
		return []block{{bar: d.barLines(title, ""), table: t, keep: true}}
	}

	// Groups of columns: as few as fit, of about equal size.
	avail := contentW - crossTeamW - need[n+1]
	groups := 2
	var bounds []int // the first column (from 0) of each group, and n
	for ; ; groups++ {
		bounds = bounds[:0]
		per := (n + groups - 1) / groups
		ok := true
		for lo := 0; lo < n; lo += per {
			bounds = append(bounds, lo)
			if sum(need[1+lo:1+min(lo+per, n)]) > avail && per > 1 {
				ok = false
			}
		}
		bounds = append(bounds, n)
		if ok {
			break
		}
	}
	var out []block
	for g := 0; g+1 < len(bounds); g++ {
		lo, hi := bounds[g], bounds[g+1]
		last := hi == n
		pick := func(cells []cellText) []cellText {
			p := append([]cellText{cells[0]}, cells[1+lo:1+hi]...)
			if last {
				p = append(p, cells[n+1])
			}
			return p
		}
		gcols := append([]col{cols[0]}, cols[1+lo:1+hi]...)
		gneed := append([]float64{need[0]}, need[1+lo:1+hi]...)
		if last {
			gcols = append(gcols, cols[n+1])
			gneed = append(gneed, need[n+1])
		}
		gbody := make([][]cellText, len(body))
		for i, r := range body {
			gbody[i] = pick(r)
		}
		gcols = spread(gcols, gneed, contentW)
		ghead := pick(head)
		t := d.tableOf(gcols, size, d.newRow(gcols, bold, sizeHead, ghead), gbody)
		t.grid = true
		out = append(out, block{bar: d.barLines(title+" · "+strconv.Itoa(lo+1)+"–"+strconv.Itoa(hi), ""), table: t, keep: true})
	}
	return out
}

// ---- rounds ----

func (d *doc) rounds() []block {
	tv, l := d.s.Teams, &d.s.L
	cols := []col{{w: 35, align: 'L', flex: true}, {w: 35, align: 'L', flex: true}}
	head := []cellText{{text: d.label(l.Home)}, {text: d.label(l.Away)}}
	fields := []string{"home team", "away team"}
	// Two columns for each of a match's scores (IMPs and VP; a
	// board-a-match's board points alone).
	for i, label := range tv.ScoreLabels {
		w := 11.0
		if i > 0 {
			w = 14
		}
		cols = append(cols, col{w: w, align: 'R'}, col{w: w, align: 'R'})
		head = append(head, cellText{text: d.label(label), cols: 2})
		fields = append(fields, "home "+label, "away "+label)
	}
	bodies := make([][][]cellText, len(tv.Rounds))
	var all [][]cellText
	for ri, rv := range tv.Rounds {
		for _, m := range rv.Matches {
			cells := []cellText{{text: m.Home.Label}, {text: m.Away.Label}}
			for _, sc := range m.Scores {
				cells = append(cells, cellText{text: sc.Home}, cellText{text: sc.Away})
			}
			d.checkCells(cells, matchWhere(rv.Number, m.Home, m.Away), func(k int) string { return fields[k] })
			bodies[ri] = append(bodies[ri], cells)
		}
		all = append(all, bodies[ri]...)
	}
	cols = d.fitCols(cols, head, all, sizeTable)
	headRow := d.newRow(cols, bold, sizeHead, head)
	out := make([]block, len(tv.Rounds))
	for ri, rv := range tv.Rounds {
		out[ri] = block{bar: d.barLines(d.label(l.Round)+" "+strconv.Itoa(rv.Number), ""),
			table: d.tableOf(cols, sizeTable, headRow, bodies[ri]), keep: true}
	}
	return out
}

func matchWhere(round int, home, away report.TeamRef) string {
	return "round " + strconv.Itoa(round) + ", " + home.Label + " v " + away.Label
}

// roomCell is a room's result as the site prints it: the decision that
// replaced it in grey (it wraps), or one line of the contract (its suit
// symbol red or black), the declarer and the result; and in grey the
// decisions that leave it standing (penalties).
func (d *doc) roomCell(r report.RoomResult) cellText {
	if r.Note != "" {
		return cellText{text: strings.TrimSpace(r.Note + " " + r.Adjust), grey: true}
	}
	var sp [6]span
	c, n := contractSpans(r.Contract)
	copy(sp[:], c[:n])
	if r.By != "" {
		sp[n] = span{text: " " + r.By}
		n++
	}
	if r.Result != "" {
		sp[n] = span{text: " " + r.Result}
		n++
	}
	if r.Adjust != "" {
		sp[n] = span{text: " " + r.Adjust, grey: true}
		n++
	}
	return cellText{spans: d.spans(sp[:n]...)}
}

// withPenalty is a board's IMPs to a team and the penalty given to it on
// the board, in brackets: "10 (-2)", "(-1 VP)".
func withPenalty(imps, penalty string) string {
	if penalty == "" {
		return imps
	}
	return strings.TrimSpace(imps + " (" + penalty + ")")
}

// ---- matches ----

// matches is every match board by board: each room's result with its NS
// score, the IMPs to each team (with any penalty given on the board beside
// them), and the totals; the heading has the match's IMPs (and
// carry-over) and VPs.
func (d *doc) matches() ([]block, func(int) *table) {
	tv, l := d.s.Teams, &d.s.L
	// The rooms take the spare width.
	cols := []col{{w: 9, align: 'C'}, {w: 26, align: 'L', flex: true}, {w: 14, align: 'R'}, {w: 26, align: 'L', flex: true},
		{w: 14, align: 'R'}, {w: 14, align: 'R', headMax: 30}, {w: 14, align: 'R', headMax: 30}}
	fields := [...]string{"board", "open room", "open room's NS score", "closed room", "closed room's NS score", "home IMPs", "away IMPs"}
	heads := make([][]cellText, len(tv.Matches))
	// The rows of a match: its boards, then its totals.
	rowCells := func(mi int) rowsFunc {
		return func(j int, cells []cellText) []cellText {
			m := &tv.Matches[mi]
			if j == len(m.Boards) {
				return append(cells, cellText{text: d.label(l.IMPs), bold: true, align: 'R', cols: 5},
					cellText{text: m.IMPsHome, bold: true}, cellText{text: m.IMPsAway, bold: true})
			}
			b := &m.Boards[j]
			return append(cells, cellText{text: strconv.Itoa(b.Board)}, d.roomCell(b.Open), cellText{text: b.Open.Score},
				d.roomCell(b.Closed), cellText{text: b.Closed.Score}, cellText{text: withPenalty(b.IMPsHome, b.PenaltyHome)},
				cellText{text: withPenalty(b.IMPsAway, b.PenaltyAway)})
		}
	}
	need := d.headNeeds(cols, nil)
	out := make([]block, len(tv.Matches))
	for mi, m := range tv.Matches {
		where := matchWhere(m.Round, m.Home, m.Away)
		for _, t := range []report.TeamRef{m.Home, m.Away} {
			d.check(t.Label, func() string { return where + ": heading" })
		}
		d.check(m.Title, func() string { return where + ": heading" })
		title := m.Title
		var info string
		for i, sc := range m.Scores {
			for _, f := range [...]string{sc.Home, sc.Away, sc.CarryOver} {
				d.check(f, func() string { return where + ": heading" })
			}
			if i > 0 {
				info += " · "
			}
			info += d.label(sc.Label) + " " + sc.Home + "–" + sc.Away
			if sc.CarryOver != "" {
				info += " (" + d.label(l.CarryOver) + " " + sc.CarryOver + ")"
			}
		}
		out[mi] = block{bar: d.barLines(title, info), info: shown(info), keep: true}

		heads[mi] = []cellText{{text: d.label(l.Board)}, {text: d.label(l.Open)}, {text: d.label(l.ScoreNS)},
			{text: d.label(l.Closed)}, {text: d.label(l.ScoreNS)}, {text: m.Home.Label}, {text: m.Away.Label}}
		d.addHeadNeeds(need, cols, heads[mi])
		rows := rowCells(mi)
		for j := range len(m.Boards) + 1 {
			cells := d.gather(rows, j)
			if j < len(m.Boards) {
				d.checkCells(cells, where+", board "+strconv.Itoa(m.Boards[j].Board), func(k int) string { return fields[k] })
			}
			d.rowNeeds(need, cols, cells, sizeTable)
		}
	}
	// One set of columns for every match, as for the travellers.
	fit := fits(need, contentW)
	cols = spread(cols, need, contentW)
	return out, func(mi int) *table {
		t := d.lazyTable(cols, fit, sizeTable, d.newRow(cols, bold, sizeHead, heads[mi]), len(tv.Matches[mi].Boards)+1, rowCells(mi))
		last := &t.rows[len(t.rows)-1]
		last.total, last.shade = true, false
		return t
	}
}

// ---- boards ----

// teamBoards is every deal with the matches that played it.
func (d *doc) teamBoards() section {
	s, l := d.s, &d.s.L
	cols := []col{{w: 9, align: 'C'}, {w: 40, align: 'L', flex: true}, {w: 26, align: 'L', flex: true}, {w: 14, align: 'R'},
		{w: 26, align: 'L', flex: true}, {w: 14, align: 'R'}, {w: 14, align: 'C'}}
	head := d.heads(l.Round, l.Match, l.Open, l.ScoreNS, l.Closed, l.ScoreNS, l.IMPs)
	fields := [...]string{"round", "match", "open room", "open room's NS score", "closed room", "closed room's NS score", "IMPs"}
	rowCells := func(bi int) rowsFunc {
		return func(j int, cells []cellText) []cellText {
			r := &s.Boards[bi].TeamRows[j]
			return append(cells, cellText{text: strconv.Itoa(r.Round)}, cellText{text: r.Home.Label + " – " + r.Away.Label},
				d.roomCell(r.Open), cellText{text: r.Open.Score}, d.roomCell(r.Closed), cellText{text: r.Closed.Score},
				cellText{text: withPenalty(r.IMPs(), r.Penalty)})
		}
	}
	need := d.headNeeds(cols, head)
	out := make([]block, len(s.Boards))
	for bi, b := range s.Boards {
		out[bi] = d.boardBlock(b)
		rows := rowCells(bi)
		for j, r := range b.TeamRows {
			cells := d.gather(rows, j)
			d.checkCells(cells, "board "+strconv.Itoa(b.Number)+", "+matchWhere(r.Round, r.Home, r.Away),
				func(k int) string { return fields[k] })
			d.rowNeeds(need, cols, cells, sizeTable)
		}
	}
	fit := fits(need, contentW)
	cols = spread(cols, need, contentW)
	headRow := d.newRow(cols, bold, sizeHead, head)
	return section{blocks: out, table: func(bi int) *table {
		return d.lazyTable(cols, fit, sizeTable, headRow, len(s.Boards[bi].TeamRows), rowCells(bi))
	}}
}

// ---- team pages ----

func (d *doc) teamCards() ([]block, func(int) *table) {
	tv, l := d.s.Teams, &d.s.L
	cols := []col{{w: 11, align: 'C'}, {w: 50, align: 'L', flex: true}, {w: 14, align: 'R'}, {w: 14, align: 'R'},
		{w: 14, align: 'R'}, {w: 16, align: 'R'}}
	head := d.heads(l.Round, l.Opponents, l.IMPsFor, l.IMPsAgainst, l.VP, l.RunningVP)
	fields := [...]string{"round", "opponents", "IMPs for", "IMPs against", "VP", "VP total"}
	cardFields := [...]string{"title", "players", "place", "VP", "matches played"}
	rowCells := func(ci int) rowsFunc {
		return func(j int, cells []cellText) []cellText {
			r := &tv.Teams[ci].Rows[j]
			return append(cells, cellText{text: strconv.Itoa(r.Round)}, cellText{text: r.Opponent.Label}, cellText{text: r.IMPsFor},
				cellText{text: r.IMPsAgainst}, cellText{text: r.VP}, cellText{text: r.RunningVP})
		}
	}
	need := d.headNeeds(cols, head)
	out := make([]block, len(tv.Teams))
	for ci, c := range tv.Teams {
		who := teamWhere(c.Team) + "'s page"
		for k, f := range [...]string{c.Title, c.Team.Names, c.Place, c.VP, c.Played} {
			d.check(f, func() string { return who + ": " + cardFields[k] })
		}
		info := d.label(l.Place) + " " + c.Place + " · " + d.label(l.VP) + " " + c.VP +
			" · " + d.label(l.Played) + " " + c.Played
		// The roster (four to six players) goes under the heading.
		out[ci] = block{bar: d.barLines(c.Title, info), info: shown(info), keep: true,
			note: d.wrap(regular, sizeTable, c.Team.Names, contentW-2*cellPadX)}
		rows := rowCells(ci)
		for j, r := range c.Rows {
			cells := d.gather(rows, j)
			d.checkCells(cells, who+", round "+strconv.Itoa(r.Round), func(k int) string { return fields[k] })
			d.rowNeeds(need, cols, cells, sizeTable)
		}
	}
	fit := fits(need, contentW)
	cols = spread(cols, need, contentW)
	headRow := d.newRow(cols, bold, sizeHead, head)
	return out, func(ci int) *table {
		return d.lazyTable(cols, fit, sizeTable, headRow, len(tv.Teams[ci].Rows), rowCells(ci))
	}
}
