package csvtrav

import (
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// nameRow is one row of a names file.
type nameRow struct {
	Section   string `csv:"section"`
	Pair      string `csv:"pair"`
	Direction string `csv:"direction"`
	Player1   string `csv:"player1"`
	Player2   string `csv:"player2"`
	Player3   string `csv:"player3"`
	Player4   string `csv:"player4"`
	Names     string `csv:"names"`
	// The players' member numbers, beside player1..player4.
	Member1 string `csv:"member1"`
	Member2 string `csv:"member2"`
	Member3 string `csv:"member3"`
	Member4 string `csv:"member4"`
}

// pairs reads a names file: a pair id, its players (player1.. columns, or
// one names column "A - B", "A & B", "A; B", "A / B"), an optional section
// and direction, and the players' member numbers (member1.. beside
// player1..). A pair listed twice (same section, direction and id) is an
// error.
func (s *sheet) pairs(rows []nameRow) []bridge.Pair {
	_, players := s.cols["player1"]
	if i, ok := s.cols["names"]; ok && players {
		s.warn(&bridge.Error{Pos: s.pos(s.headerLine, s.fieldCol(s.headerLine, i)), Source: s.line(s.headerLine),
			Err: fail(errs(formats.ErrConflict), "column %s ignored: the player columns give the names", bridge.Quote(s.header[i]))})
	}
	type key struct {
		section string
		dir     bridge.Direction
		id      string
	}
	seen := map[key]int{}
	out := make([]bridge.Pair, 0, len(rows))
	for i := range rows {
		if s.full() {
			break
		}
		r, n := &rows[i], s.lines[i]
		p := bridge.Pair{Section: strings.TrimSpace(r.Section), ID: strings.TrimSpace(r.Pair), Pos: s.pos(n, 0)}
		if p.ID == "" {
			s.errAt(n, "pair", where{}, fail(errs(formats.ErrMissing), "pair: missing (want a pair id)"))
			continue
		}
		ctx := label("pair " + p.ID)
		if d := strings.TrimSpace(r.Direction); d != "" {
			dir, ok := parseDirection(d)
			if !ok {
				s.errAt(n, "direction", ctx, fail(errs(formats.ErrValue, bridge.ErrSide), "direction %s: unknown (want NS or EW)", bridge.Quote(d)))
				continue
			}
			p.Direction = dir
		}
		if players {
			numbers := []string{r.Member1, r.Member2, r.Member3, r.Member4}
			for j, c := range []string{r.Player1, r.Player2, r.Player3, r.Player4} {
				if c = strings.TrimSpace(c); c != "" {
					p.Names = append(p.Names, c)
					p.Members = append(p.Members, strings.TrimSpace(numbers[j]))
				}
			}
			if strings.Join(p.Members, "") == "" {
				p.Members = nil
			}
		} else {
			p.Names = splitNames(r.Names)
		}
		k := key{sectionKey(p.Section), p.Direction, p.ID}
		if j, dup := seen[k]; dup {
			s.errAt(n, "pair", ctx, fail(errs(formats.ErrConflict), "pair %s listed twice: lines %d and %d (want one row per pair)",
				p.ID, out[j].Pos.Line, n))
			continue
		}
		seen[k] = len(out)
		out = append(out, p)
	}
	return out
}

// sectionKey compares the sections of names and movement rows: by
// bridge.SectionKey, where no section ("", every section) stays apart.
func sectionKey(s string) string {
	if s == "" {
		return ""
	}
	return bridge.SectionKey(s)
}

// parseDirection reads a names file's direction cell: NS or EW in the
// languages of the travellers (СЮ, NZ; ВЗ, OW, EO) or a seat of the line.
func parseDirection(d string) (bridge.Direction, bool) {
	switch pairSeparators.Replace(foldText(d)) {
	case "NS", "СЮ", "NZ", "N", "S", "Z":
		return bridge.DirectionNS, true
	case "EW", "ВЗ", "OW", "EO", "E", "W", "O":
		return bridge.DirectionEW, true
	}
	return bridge.DirectionNone, false
}

// splitNames splits one names cell at the first kind of separator it holds:
// ';', '&', " - " (or an en or em dash with spaces), " / ", " and ", " и ".
// A hyphen without spaces belongs to a name (Smith-Jones).
func splitNames(cell string) []string {
	cell = strings.TrimSpace(cell)
	if cell == "" {
		return nil
	}
	for _, sep := range []string{";", "&", " - ", " – ", " — ", " / ", " and ", " и "} {
		if strings.Contains(cell, sep) {
			var out []string
			for _, n := range strings.Split(cell, sep) {
				if n = strings.TrimSpace(n); n != "" {
					out = append(out, n)
				}
			}
			return out
		}
	}
	return []string{cell}
}

// moveRow is one row of a Bridgemate RoundData table.
type moveRow struct {
	Section      string `csv:"section"`
	Table        string `csv:"table"`
	Round        string `csv:"round"`
	NS           string `csv:"ns"`
	EW           string `csv:"ew"`
	LowBoard     string `csv:"lowboard"`
	HighBoard    string `csv:"highboard"`
	CustomBoards string `csv:"customboards"`
}

// maxBoardsPerRound bounds LowBoard..HighBoard.
const maxBoardsPerRound = 100

// slots reads a movement: one slot per (section, table, round), with boards
// LowBoard..HighBoard.
func (s *sheet) slots(rows []moveRow) []bridge.Slot {
	type key struct {
		section      string
		table, round int
	}
	seen := map[key]int{}
	out := make([]bridge.Slot, 0, len(rows))
	for i := range rows {
		if s.full() {
			break
		}
		r, n := &rows[i], s.lines[i]
		sl := bridge.Slot{Section: strings.TrimSpace(r.Section), NS: strings.TrimSpace(r.NS), EW: strings.TrimSpace(r.EW), Pos: s.pos(n, 0)}
		var err error
		bad := false
		if sl.Table, err = parseCount(r.Table, "table", maxTable, true); err != nil {
			s.errAt(n, "table", where{}, err)
			bad = true
		}
		if sl.Round, err = parseCount(r.Round, "round", maxRound, true); err != nil {
			s.errAt(n, "round", where{}, err)
			bad = true
		}
		if bad {
			continue
		}
		ctx := label(fmt.Sprintf("table %d, round %d", sl.Table, sl.Round))
		lo, err1 := parseBoard(r.LowBoard, "low board")
		if err1 != nil {
			s.errAt(n, "lowboard", ctx, err1)
		}
		hi, err2 := parseBoard(r.HighBoard, "high board")
		if err2 != nil {
			s.errAt(n, "highboard", ctx, err2)
		}
		if err1 != nil || err2 != nil {
			continue
		}
		if hi < lo || hi-lo >= maxBoardsPerRound {
			s.errAt(n, "highboard", ctx, fail(errs(formats.ErrValue),
				"boards %d..%d (want a low board at most the high board, and at most %d boards in a round)", lo, hi, maxBoardsPerRound))
			continue
		}
		for b := lo; b <= hi; b++ {
			sl.Boards = append(sl.Boards, b)
		}
		if c := strings.TrimSpace(r.CustomBoards); c != "" {
			s.warnAt(n, "customboards", ctx, fail(errs(formats.ErrUnknown),
				"custom boards %s ignored (the slot keeps boards %d..%d)", bridge.Quote(c), lo, hi))
		}
		k := key{sectionKey(sl.Section), sl.Table, sl.Round}
		if j, dup := seen[k]; dup {
			s.errAt(n, "table", ctx, fail(errs(formats.ErrConflict), "table %d, round %d listed twice: lines %d and %d (want one row per table and round)",
				sl.Table, sl.Round, out[j].Pos.Line, n))
			continue
		}
		seen[k] = len(out)
		out = append(out, sl)
	}
	return out
}

// sectionRow is one row of a Bridgemate Section table.
type sectionRow struct {
	ID     string `csv:"id"`
	Letter string `csv:"letter"`
}

// sections reads a Section table: id -> letter, trimmed ("A  " is "A").
func (s *sheet) sections(rows []sectionRow) map[string]string {
	out := map[string]string{}
	at := map[string]int{}
	for i := range rows {
		r, n := &rows[i], s.lines[i]
		id, letter := strings.TrimSpace(r.ID), strings.TrimSpace(r.Letter)
		switch {
		case id == "":
			s.errAt(n, "id", where{}, fail(errs(formats.ErrMissing), "section id: missing (want the number Bridgemate uses for the section)"))
			continue
		case letter == "":
			s.errAt(n, "letter", label("section "+id), fail(errs(formats.ErrMissing), "letter: missing (want the section's letter, such as A)"))
			continue
		}
		if j, dup := at[id]; dup {
			s.errAt(n, "id", label("section "+id), fail(errs(formats.ErrConflict), "section id %s listed twice: lines %d and %d (want one row per section)", id, j, n))
			continue
		}
		at[id] = n
		out[id] = letter
	}
	return out
}

// pairSeparators drops the marks written between the two letters of a
// direction ("N-S", "N/S", "N S").
var pairSeparators = strings.NewReplacer("-", "", "/", "", " ", "")
