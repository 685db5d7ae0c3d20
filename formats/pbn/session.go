package pbn

import (
	"sort"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// Read is what Session makes of a file: the session and the problems that
// did not stop it being read.
type Read struct {
	Session  bridge.Session
	Warnings []*bridge.Error
}

// handRecordTags are the tags of a board's double-dummy analysis and par
// that the reader keeps in Board.HandRecord: as typed values (the tables,
// the score) and as written (Verbatim); [OptimumResultTable] comes after
// them.
var handRecordTags = []string{"DoubleDummyTricks", "OptimumScore", "ParContract", "OptimumContract", "Ability", "Minimax"}

type boardAcc struct {
	b                          bridge.Board
	subFile                    int
	dealTag, dealerTag, vulTag *Tag
}

type mapper struct {
	formats.Problems
	f      *File
	s      bridge.Session
	boards map[int]*boardAcc
	pairs  map[string]int // section|direction|id → index in s.Pairs
	// team is the last team game's event and teams, which a later game
	// of the event that leaves them out inherits.
	team teamNames
	// scoringTag is the [Scoring] that named the session's method.
	scoringTag *Tag
	// players maps a player's name in lower case to its first spelling.
	players map[string]playerSpelling
	// noRoom are the entries of team games without a room (roomless).
	noRoom []int
	full   bool // maxResults entries: no more are made
	// individual says the file is an individual event's (individualFile);
	// byName are the entries whose seats hold the players' names, to be
	// given their ids (resolveSeats).
	individual bool
	byName     []int
	playerIDs  map[string][]int // a player's id -> its indexes in s.Players
}

// Session maps the games onto the bridge model: the boards (deals, dealer,
// vulnerability, double-dummy facts), the traveller entries of ScoreTable
// rows and of games with a contract, the pairs and the event labels. The
// Read is returned even when there are errors, holding what could be read;
// the error is a *bridge.Error or a bridge.Errors list. Read.Warnings holds
// the session's warnings; the file's own are in File.Warnings.
func (f *File) Session() (*Read, error) {
	m := &mapper{f: f, boards: map[int]*boardAcc{}, pairs: map[string]int{}, individual: individualFile(f)}
	for _, g := range f.Games {
		m.game(g)
	}
	m.setRooms()
	m.resolveSeats()
	nums := make([]int, 0, len(m.boards))
	for n := range m.boards {
		nums = append(nums, n)
	}
	sort.Ints(nums)
	for _, n := range nums {
		m.s.Boards = append(m.s.Boards, m.boards[n].b)
	}
	return &Read{Session: m.s, Warnings: m.Warns}, m.Err()
}

// value is the trimmed value of tag name; "?" (unknown) reads as "".
func value(g *Game, name string) (*Tag, string) {
	t, ok := g.Get(name)
	if !ok {
		return nil, ""
	}
	v := strings.TrimSpace(t.Value)
	if v == "?" {
		v = ""
	}
	return t, v
}

// tagText is a tag as the context of a message: [Name "value"].
func tagText(t *Tag) string { return "[" + t.Name + " " + quoteValue(t.Value) + "]" }

// quoteValue is a value of the file in a message: in quotes as the file
// has it ("Call\" stays so), or, when it is longer than any value of the
// standard (a deal has 69 characters), as bridge.Quote shows it: escaped
// and cut.
func quoteValue(v string) string {
	if len(v) > 2*bridge.QuoteMax {
		return bridge.Quote(v)
	}
	return `"` + v + `"`
}

// bad reports a bad tag value.
func (m *mapper) bad(t *Tag, ctx string, sentinel error, format string, args ...any) {
	m.Add(&bridge.Error{Pos: t.ValuePos, Context: ctx, Source: t.src,
		Err: formats.Cause(sentinel, "%s: "+format, append([]any{tagText(t)}, args...)...)})
}

func (m *mapper) warnTag(t *Tag, ctx string, format string, args ...any) {
	m.Warn(&bridge.Error{Pos: t.ValuePos, Context: ctx, Source: t.src,
		Err: formats.Cause(formats.ErrValue, "%s: "+format, append([]any{tagText(t)}, args...)...)})
}

// parseBoardNumber reads a [Board] value: 1 to bridge.MaxBoard, the limit
// and the words of every reader.
func parseBoardNumber(v string) (int, error) {
	return bridge.ParseBoard(v)
}

func (m *mapper) game(g *Game) {
	ctx := g.Label()
	for _, l := range []struct {
		name string
		dst  *string
	}{{"Event", &m.s.Event}, {"Site", &m.s.Site}, {"Date", &m.s.Date}, {"Scoring", &m.s.Scoring}} {
		if _, v := value(g, l.name); *l.dst == "" && v != "" && v != "#" {
			*l.dst = v
		}
	}
	m.scoring(g, ctx)
	bt := m.boardTags(g, ctx)
	st, _ := g.Get("ScoreTable")
	ct, cv := value(g, "Contract")
	rows := st != nil && st.Table != nil && len(st.Table.Rows) > 0
	switch {
	case bt.hasNum:
		m.mergeBoard(g, ctx, bt)
	case rows || cv != "" && validContract(cv):
		at := ct
		if rows {
			at = st
		}
		m.Add(&bridge.Error{Pos: at.Pos, Context: ctx, Source: at.src,
			Err: formats.Cause(formats.ErrMissing, "%s: a result without a board number (want [Board \"n\"] in the game)", tagText(at))})
	case bt.dealTag != nil:
		m.warnTag(bt.dealTag, ctx, "a deal without a board number is not read (want [Board \"n\"] in the game)")
	}
	_, section := value(g, "Section")
	if rows && bt.hasNum {
		m.scoreTable(st, ctx, bt.num, section)
		if cv != "" {
			m.warnTag(ct, ctx, "the game has a ScoreTable; its Contract is not read as another result")
		}
	}
	m.played(g, ctx, bt.num, bt.hasNum && !rows, section)
	if t, ok := g.Get("TotalScoreTable"); ok && t.Table != nil {
		if t.Table.Col("PlayerId") >= 0 && t.Table.Col("PairId") < 0 {
			m.totalScorePlayers(t)
		} else {
			m.totalScoreTable(t, ctx)
		}
	}
}

// scoring reads a game's [Scoring]: the first that names a method
// protokol scores is the session's (Session.Method); a later game that
// names another is an error with both positions, since one session is
// scored one way.
func (m *mapper) scoring(g *Game, ctx string) {
	t, v := value(g, "Scoring")
	if v == "" || v == "#" {
		return
	}
	method := ParseScoring(v)
	if method == bridge.ScoringUnknown {
		return
	}
	switch {
	case m.s.Method == bridge.ScoringUnknown:
		m.s.Method, m.s.MethodPos, m.scoringTag = method, t.ValuePos, t
	case m.s.Method != method:
		m.bad(t, ctx, formats.ErrConflict, "the game is scored by %s, and %s at %s by %s (want one scoring method in a session)",
			method, tagText(m.scoringTag), m.s.MethodPos, m.s.Method)
	}
}

// ParseScoring is the method a [Scoring] value names, in the spellings of
// the PBN standard (a base and modifiers, ";" between: "MP", "IMP",
// "MatchPoints;MP1", "IMP;Cross", "IMP;Butler") and of the programs that
// write it ("Matchpoints", "Butler", "Cross-IMP", "XIMP"), in any case.
// "IMP" alone, in a pairs event, is cross-IMPs (as BBO scores IMP pairs);
// MP1/MP2 (one or two points a comparison) do not change the method.
// "BAM" (and "Board-a-Match", "PAB": point-a-board) is board-a-match, a
// team event's. Others (TP, Rubber, Chicago, ...) are ScoringUnknown.
func ParseScoring(v string) bridge.ScoringMethod {
	parts := strings.Split(strings.ToLower(v), ";")
	for i := range parts {
		parts[i] = strings.Join(strings.FieldsFunc(parts[i], func(r rune) bool { return r == ' ' || r == '-' || r == '_' }), "")
	}
	switch parts[0] {
	case "mp", "matchpoints", "matchpoint", "mps":
		return bridge.ScoringMP
	case "butler", "impbutler":
		return bridge.ScoringButler
	case "bam", "boardamatch", "pab", "pointaboard":
		return bridge.ScoringBAM
	case "crossimp", "crossimps", "cross", "ximp", "ximps", "impcross":
		return bridge.ScoringCrossIMPs
	case "imp", "imps":
		for _, mod := range parts[1:] {
			if mod == "butler" {
				return bridge.ScoringButler
			}
		}
		return bridge.ScoringCrossIMPs
	}
	return bridge.ScoringUnknown
}
