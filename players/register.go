package players

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/csvtrav"
	"github.com/protokol-bridge/protokol/translit"
)

// Player is one row of a register.
type Player struct {
	// ID is the register's number for the player: the member number the
	// sessions carry. Personal data: used to match, never published
	// unless asked.
	ID   string
	Name string
	// Spellings are other ways the sessions write the name ("Ivanov P.",
	// "Ivanov Petr"); a written name that is one of them is the player.
	Spellings []string
	// Numbers are the player's other numbers (a national and a club
	// number; a BBO name), each matched as ID is. Personal data.
	Numbers []string
	// Masterpoints, Handicap and Rank are kept for the awards of later
	// issues; HasMasterpoints and HasHandicap say whether the cell was
	// given. Handicap is a percentage (negative for the strong).
	Masterpoints    exact.Q
	HasMasterpoints bool
	Handicap        exact.Q
	HasHandicap     bool
	Rank            string
	// Key names the player in published pages and files: a slug of the
	// name (never of a number), made unique in register order.
	Key  string
	Line int
}

// Register is a club's list of its players.
type Register struct {
	File     string
	Players  []Player
	Warnings []*bridge.Error

	byNumber map[string]int // normalised ID and Numbers → index
	byWord   map[string][]int
	names    [][]prepared // each player's name and spellings
}

// columns of a register file, by canonical name: the header cells that
// name them, compared as csvtrav.NormKey compares them.
var columns = map[string][]string{
	"id": {"id", "member", "member number", "membership number", "member id", "player id", "number", "no", "nr",
		"номер", "номер члена", "членский номер", "id игрока", "numer", "numer członkowski", "cezar", "id cezar",
		"mitgliedsnummer", "lidnummer"},
	"name": {"name", "player", "player name", "full name", "имя", "фио", "игрок", "фамилия имя", "фамилия и имя",
		"imię i nazwisko", "nazwisko i imię", "zawodnik", "gracz", "naam", "spieler"},
	"spellings": {"spellings", "other spellings", "aliases", "alias", "also", "other names", "написания",
		"другие написания", "варианты", "псевдонимы", "inne pisownie", "aliasy"},
	"numbers": {"numbers", "other numbers", "other ids", "national id", "national number", "club id", "club number",
		"другие номера", "номер фсбр", "inne numery"},
	"masterpoints": {"masterpoints", "master points", "mp", "mps", "мб", "мастерские баллы", "pkl"},
	"handicap":     {"handicap", "hcp", "гандикап", "handikap"},
	"rank":         {"rank", "grade", "разряд", "ранг", "звание", "tytuł", "kategoria"},
}

var columnOf = func() map[string]string {
	m := map[string]string{}
	for canon, aliases := range columns {
		for _, a := range aliases {
			m[csvtrav.NormKey(a)] = canon
		}
	}
	return m
}()

// Read reads a register file: CSV as the other CSV inputs are read (the
// encoding found as for every input, or enc; the delimiter ',', ';' or
// TAB; quotes; '#' comments), a header naming the columns (see the
// package comment), one player a row. The error is a *bridge.Error or
// bridge.Errors, positioned; it never shows a member number.
func Read(name string, data []byte, enc string) (*Register, error) {
	dec, err := formats.Decode(name, data, enc)
	if err != nil {
		return nil, err
	}
	sh, err := csvtrav.OpenSheet(name, dec.Text)
	if err != nil {
		return nil, err
	}
	r := &Register{File: name, Warnings: dec.Warnings}
	var errs bridge.Errors
	cols := map[string][]int{}
	for i, h := range sh.Header() {
		canon, ok := columnOf[csvtrav.NormKey(h)]
		if !ok {
			r.Warnings = append(r.Warnings, &bridge.Error{Pos: sh.FieldPos(sh.HeaderLine(), i), Context: "register",
				Err: fmt.Errorf("%w: column %s ignored (want id, name, spellings, numbers, masterpoints, handicap, rank)",
					formats.ErrUnknown, bridge.Quote(h))})
			continue
		}
		if len(cols[canon]) > 0 && canon != "numbers" {
			errs = append(errs, &bridge.Error{Pos: sh.FieldPos(sh.HeaderLine(), i), Context: "register",
				Err: fmt.Errorf("%w: column %s is a second %s column (want one)", formats.ErrConflict, bridge.Quote(h), canon)})
		}
		cols[canon] = append(cols[canon], i)
	}
	for _, need := range []string{"id", "name"} {
		if len(cols[need]) == 0 {
			errs = append(errs, &bridge.Error{Pos: bridge.Pos{File: name, Line: sh.HeaderLine()}, Context: "register",
				Err: fmt.Errorf("%w: no %s column (want a header with id and name, then spellings, numbers, masterpoints, handicap, rank as needed)",
					formats.ErrMissing, need)})
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	recs, err := sh.Records()
	errs = append(errs, bridge.AsErrors(err)...)
	numberAt := map[string]int{} // normalised number → line
	for _, rec := range recs {
		p, perrs := readPlayer(sh, cols, rec)
		errs = append(errs, perrs...)
		if len(perrs) > 0 {
			continue
		}
		for _, n := range append([]string{p.ID}, p.Numbers...) {
			k := normNumber(n)
			if line, dup := numberAt[k]; dup && line != rec.Line {
				errs = append(errs, &bridge.Error{Pos: bridge.Pos{File: name, Line: rec.Line}, Context: "register, " + p.Name,
					Err: fmt.Errorf("%w: a number of this row is also on line %d (want each number on one player)", formats.ErrConflict, line)})
				continue
			}
			numberAt[k] = rec.Line
		}
		r.Players = append(r.Players, p)
	}
	if len(errs) > 0 {
		slices.SortStableFunc(errs, func(a, b *bridge.Error) int { return a.Pos.Line - b.Pos.Line })
		return nil, errs
	}
	r.index()
	return r, nil
}

func readPlayer(sh *csvtrav.Sheet, cols map[string][]int, rec csvtrav.Record) (Player, bridge.Errors) {
	cell := func(col string) (string, int) {
		if is := cols[col]; len(is) > 0 && is[0] < len(rec.Fields) {
			return strings.TrimSpace(rec.Fields[is[0]]), is[0]
		}
		return "", -1
	}
	p := Player{Line: rec.Line}
	var errs bridge.Errors
	fail := func(i int, err error) {
		errs = append(errs, &bridge.Error{Pos: sh.FieldPos(rec.Line, i), Context: "register", Err: err, Source: sh.Source(rec.Line)})
	}
	var i int
	p.ID, i = cell("id")
	if p.ID == "" {
		fail(i, fmt.Errorf("%w: id: missing (want the player's member number)", formats.ErrMissing))
	}
	p.Name, i = cell("name")
	if p.Name == "" {
		fail(i, fmt.Errorf("%w: name: missing (want the player's name)", formats.ErrMissing))
	} else if Normal(p.Name) == "" {
		fail(i, fmt.Errorf("%w: name %s has no letters (want the player's name)", formats.ErrValue, bridge.Quote(p.Name)))
	}
	s, _ := cell("spellings")
	p.Spellings = splitList(s)
	for _, c := range cols["numbers"] {
		if c < len(rec.Fields) {
			p.Numbers = append(p.Numbers, splitList(rec.Fields[c])...)
		}
	}
	for _, f := range []struct {
		col string
		q   *exact.Q
		has *bool
	}{{"masterpoints", &p.Masterpoints, &p.HasMasterpoints}, {"handicap", &p.Handicap, &p.HasHandicap}} {
		text, i := cell(f.col)
		if text == "" {
			continue
		}
		v, ok := parseDecimal(text)
		if !ok {
			fail(i, fmt.Errorf("%w: %s %s: not a number (want a decimal such as 12.5 or 12,5)", formats.ErrValue, f.col, bridge.Quote(text)))
			continue
		}
		*f.q, *f.has = v, true
	}
	p.Rank, _ = cell("rank")
	return p, errs
}

// splitList splits a cell of several values at ';' or '|'.
func splitList(cell string) []string {
	var out []string
	for _, v := range strings.FieldsFunc(cell, func(r rune) bool { return r == ';' || r == '|' }) {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return out
}

// parseDecimal reads "12.5", "12,5", "-3", "+1.9".
func parseDecimal(s string) (exact.Q, bool) {
	s = strings.TrimPrefix(strings.ReplaceAll(s, ",", "."), "+")
	if s == "" || strings.ContainsAny(s, "/eE") {
		return exact.Q{}, false
	}
	return exact.Parse(s)
}

// normNumber is a member number as compared: without spaces, in upper
// case, and without leading zeros when it is all digits.
func normNumber(n string) string {
	n = strings.ToUpper(strings.Join(strings.Fields(n), ""))
	if _, err := strconv.ParseUint(n, 10, 64); err == nil {
		if t := strings.TrimLeft(n, "0"); t != "" {
			return t
		}
		return "0"
	}
	return n
}

// index prepares the register for matching and gives each player its key.
func (r *Register) index() {
	r.byNumber = map[string]int{}
	r.byWord = map[string][]int{}
	r.names = make([][]prepared, len(r.Players))
	used := map[string]bool{}
	sameName := map[string]int{}
	for i := range r.Players {
		p := &r.Players[i]
		p.Key = uniqueKey(p.Name, used)
		for _, n := range append([]string{p.ID}, p.Numbers...) {
			r.byNumber[normNumber(n)] = i
		}
		for _, n := range append([]string{p.Name}, p.Spellings...) {
			pn := prepare(n)
			if pn.same == "" {
				continue
			}
			r.names[i] = append(r.names[i], pn)
			for _, w := range pn.words {
				if !w.initial && !slices.Contains(r.byWord[w.skel], i) {
					r.byWord[w.skel] = append(r.byWord[w.skel], i)
				}
			}
		}
		for _, n := range append([]string{p.Name}, p.Spellings...) {
			k := Normal(n)
			j, dup := sameName[k]
			switch {
			case !dup:
				sameName[k] = i
			case j != i:
				r.Warnings = append(r.Warnings, &bridge.Error{Pos: bridge.Pos{File: r.File, Line: p.Line}, Context: "register",
					Err: fmt.Errorf("the name %s is also on line %d: a session's player written so is matched by member number only",
						bridge.Quote(n), r.Players[j].Line)})
			}
		}
	}
}

// maxKey is the length of a key at most, before a "-2" that makes it
// unique.
const maxKey = 40

// uniqueKey is a slug of name not in used ("player" when it has no
// letters), with "-2", "-3" … when taken; it marks the key used.
func uniqueKey(name string, used map[string]bool) string {
	base := translit.Slug(name, maxKey)
	if base == "" {
		base = "player"
	}
	k := base
	for n := 2; used[k]; n++ {
		k = base + "-" + strconv.Itoa(n)
	}
	used[k] = true
	return k
}

// ByNumber is the index of the player with the member number n (his ID or
// one of his Numbers).
func (r *Register) ByNumber(n string) (int, bool) {
	if r == nil || n == "" {
		return 0, false
	}
	i, ok := r.byNumber[normNumber(n)]
	return i, ok
}
