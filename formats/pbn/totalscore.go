package pbn

import (
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

func (m *mapper) addPair(p bridge.Pair) {
	if p.ID == "" {
		return
	}
	sec := p.Section // "" (every section) stays apart from "A"
	if sec != "" {
		sec = bridge.SectionKey(sec)
	}
	key := sec + "|" + p.Direction.String() + "|" + p.ID
	if i, ok := m.pairs[key]; ok {
		// Add names not seen yet (a team's players across its games), and
		// the member numbers of those known.
		q := &m.s.Pairs[i]
		for j, n := range p.Names {
			k := slices.Index(q.Names, n)
			if k < 0 {
				k = len(q.Names)
				q.Names = append(q.Names, n)
			}
			if q.Members != nil || j < len(p.Members) && p.Members[j] != "" {
				q.Members = append(q.Members, make([]string, len(q.Names)-len(q.Members))...)
				if q.Members[k] == "" && j < len(p.Members) {
					q.Members[k] = p.Members[j]
				}
			}
		}
		return
	}
	m.pairs[key] = len(m.s.Pairs)
	m.s.Pairs = append(m.s.Pairs, p)
}

// splitNames splits a Names cell: "A - B" (Ruter), "A;B" (reference
// suite), or with quoted names as results.pbn writes a name holding ";"
// (bridge.SplitNames).
func splitNames(v string) []string { return bridge.SplitNames(v) }

func (m *mapper) totalScoreTable(t *Tag, ctx string) {
	tbl := t.Table
	iID, iDir, iNames, iSec := tbl.Col("PairId"), tbl.Col("Direction"), tbl.Col("Names"), tbl.Col("Section")
	if iID < 0 {
		if len(tbl.Rows) > 0 {
			m.warnTag(t, ctx, "no PairId column; pairs not read from it")
		}
		return
	}
	for _, row := range tbl.Rows {
		id := row[iID]
		if id.Empty() {
			continue
		}
		p := bridge.Pair{ID: strings.TrimSpace(id.Text), Pos: id.Pos}
		if iDir >= 0 && !row[iDir].Empty() {
			if s, err := bridge.ParseSide(row[iDir].Text); err == nil {
				p.Direction = s.Direction()
			} else {
				m.Warn(&bridge.Error{Pos: row[iDir].Pos, Context: ctx, Err: formats.Cause(formats.ErrValue, "[%s] Direction: %w", t.Name, err)})
			}
		}
		if iNames >= 0 && !row[iNames].Empty() {
			p.Names = splitNames(row[iNames].Text)
			p.Members = memberIDs(tbl, row, len(p.Names))
		}
		if iSec >= 0 && !row[iSec].Empty() {
			p.Section = row[iSec].Text
		}
		m.addPair(p)
	}
}

// memberIDs are the member numbers of a row's n players, as Ruter writes
// them: columns MemberID1, MemberID2, ... (nil when the table has none,
// or every cell is empty).
func memberIDs(tbl *Table, row []Cell, n int) []string {
	var out []string
	some := false
	for k := 1; k <= n; k++ {
		id := ""
		if i := tbl.Col("MemberID" + strconv.Itoa(k)); i >= 0 && i < len(row) {
			id = strings.TrimSpace(row[i].Text)
		}
		some = some || id != ""
		out = append(out, id)
	}
	if !some {
		return nil
	}
	return out
}
