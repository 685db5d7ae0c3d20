package pbn

import (
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// File is one parsed PBN file.
type File struct {
	Name string
	// Version is the version of the first "% PBN x.y" line ("2.1"), "" if none.
	Version string
	// Export reports a "% EXPORT" line. It is a hint only: files claiming
	// export format routinely break its rules.
	Export bool
	// Directives are the escaped lines, in file order.
	Directives []Directive
	Games      []*Game
	// Warnings are problems that do not stop the file being read.
	Warnings []*bridge.Error
}

// Directive is an escaped line: a line whose first character is "%".
type Directive struct {
	Pos  bridge.Pos
	Text string // the line after the leading "%", as written
	// Game is the index in File.Games of the game the line sits in (InGame)
	// or, for a line between games, of the game that follows it
	// (len(Games) after the last game).
	Game   int
	InGame bool
}

// Game is one PBN game: in duplicate files a board, or a board as played
// at one table.
type Game struct {
	Pos bridge.Pos // the first tag pair
	// Index is the game's number in the file, counting from 1; the context
	// of messages about a game without a Board tag ("game 12").
	Index int
	// SubFile counts the "% PBN" version lines that follow a game: 0 for the
	// first file of a concatenation, 1 for the second, ...
	SubFile int
	// Tags in file order, with inheritance applied; values copied forward by
	// "##" are appended after the game's own tags. Unknown tags are kept.
	Tags []*Tag
	// Comment is the commentary before the first tag pair ("\n" between
	// comments); commentary after a tag sits in Tag.Comment.
	Comment string

	// first indexes the first tag of each name, built by Parse as it adds
	// the tags once a game has indexFrom of them, so that Get is constant
	// time: a hostile file repeats one tag 500,000 times in one game, and
	// the readers look up some 30 names in each game. indexed is the
	// number of tags it covers.
	first   map[string]*Tag
	indexed int
}

// indexFrom is the number of tags from which a game's tags are indexed by
// name; below it Get reads them in order, which costs less than a map for
// the 10 to 30 tags of a real game.
const indexFrom = 32

// add appends t to the game's tags, and to the index once there are many.
func (g *Game) add(t *Tag) {
	g.Tags = append(g.Tags, t)
	if len(g.Tags) < indexFrom || g.first != nil && g.indexed != len(g.Tags)-1 {
		return // few tags, or Tags changed by hand: Get reads them in order
	}
	if g.first == nil {
		g.first = make(map[string]*Tag, indexFrom)
	}
	for _, x := range g.Tags[g.indexed:] {
		if _, ok := g.first[x.Name]; !ok {
			g.first[x.Name] = x
		}
	}
	g.indexed = len(g.Tags)
}

// Tag is a tag pair, with the section that follows it if any.
type Tag struct {
	Name  string
	Value string // after inheritance and unescaping
	// Raw is the value as written, unescaped: "#" or "##Text" for an
	// inherited value, "" for a tag copied forward by "##".
	Raw      string
	Pos      bridge.Pos // the "["
	ValuePos bridge.Pos // the opening quote
	// Inherited is set when the value came from an earlier game through "#"
	// or "##"; Origin is then where that value was written.
	Inherited bool
	Origin    bridge.Pos
	// Comment is the commentary after the tag pair (and inside its section),
	// "\n" between comments.
	Comment string
	// Section holds the data of an Auction or Play tag; nil for other tags.
	Section *Section
	// Table holds the rows of a table tag (ScoreTable, TotalScoreTable,
	// OptimumResultTable, ...); nil for other tags and for a table whose
	// column descriptor is in error.
	Table *Table

	src    string // the source line of the tag, for verbose messages
	broken bool   // the value was recovered after a syntax error
}

// Section is the data of an Auction or Play section.
type Section struct {
	// Tokens in file order. Annotations are split from the call or card they
	// follow: "2NT?=1=" gives "2NT", "?" and "=1=".
	Tokens []Token
}

// Token is one element of an Auction or Play section.
type Token struct {
	Text string
	Pos  bridge.Pos
}

// Table is a supplemental section.
type Table struct {
	Columns []Column
	Rows    [][]Cell // each row has len(Columns) cells
	// Stream is set when the rows did not follow the lines and were read as
	// a stream of elements.
	Stream bool

	rowSrc []string // the source line of each row's first cell
}

// Column is one column descriptor: [order]name[\width[align]].
type Column struct {
	Name  string
	Order byte // '+' rows non-increasing, '-' non-decreasing, 0 unsorted
	Width int  // minimum display width in characters; 0 when not given
	Align byte // 'L', 'R', or 0 when not given (displayed left)
	Raw   string
}

// Cell is one table element.
type Cell struct {
	Text   string // unescaped; without the quotes of a quoted element
	Quoted bool
	Pos    bridge.Pos
}

// Empty reports whether the cell holds no value: an unquoted "-" or an
// empty string.
func (c Cell) Empty() bool { return c.Text == "" || (!c.Quoted && c.Text == "-") }

// Get gives the first tag pair called name: in constant time on a game as
// Parse made it, by reading the tags in order on a game built or changed
// by hand (Tags no longer the length that was indexed).
func (g *Game) Get(name string) (*Tag, bool) {
	if g.first != nil && g.indexed == len(g.Tags) {
		t, ok := g.first[name]
		return t, ok
	}
	for _, t := range g.Tags {
		if t.Name == name {
			return t, true
		}
	}
	return nil, false
}

// Value is the value of the first tag pair called name, "" if there is none.
func (g *Game) Value(name string) string {
	if t, ok := g.Get(name); ok {
		return t.Value
	}
	return ""
}

// All gives every tag pair called name (Note tags repeat).
func (g *Game) All(name string) []*Tag {
	var out []*Tag
	for _, t := range g.Tags {
		if t.Name == name {
			out = append(out, t)
		}
	}
	return out
}

// BoardNumber is the number of the Board tag: "01" is 1. ok is false when
// the tag is missing, empty, "?" or not a positive integer.
func (g *Game) BoardNumber() (n int, ok bool) {
	t, found := g.Get("Board")
	if !found {
		return 0, false
	}
	n, err := parseBoardNumber(t.Value)
	return n, err == nil
}

// Label is "board N" when the game has a valid Board tag and "game K"
// otherwise: the context of messages about the game.
func (g *Game) Label() string {
	if n, ok := g.BoardNumber(); ok {
		return bridge.BoardLabel(n)
	}
	return "game " + strconv.Itoa(g.Index)
}

// columnAliases maps names seen in the wild to the standard column name
// (lower case on both sides).
var columnAliases = map[string]string{
	"setion":      "section", // an ACBL-Live exporter's typo
	"sect":        "section",
	"pairns":      "pairid_ns",
	"pair_ns":     "pairid_ns",
	"nspair":      "pairid_ns",
	"pairew":      "pairid_ew",
	"pair_ew":     "pairid_ew",
	"ewpair":      "pairid_ew",
	"scorens":     "score_ns",
	"scoreew":     "score_ew",
	"leadcard":    "lead",
	"openinglead": "lead",
	"pair":        "pairid",
	"pairnumber":  "pairid",
	"names_pair":  "names",
	"playernames": "names",
}

func canonColumn(name string) string {
	n := strings.ToLower(strings.TrimSpace(name))
	if a, ok := columnAliases[n]; ok {
		return a
	}
	return n
}

// Col is the index of the column called name, or -1. Names match without
// regard to case and through a few aliases seen in real files (Setion for
// Section, PairNS for PairId_NS, LeadCard for Lead, ...).
func (t *Table) Col(name string) int {
	if t == nil {
		return -1
	}
	want := canonColumn(name)
	for i, c := range t.Columns {
		if canonColumn(c.Name) == want {
			return i
		}
	}
	return -1
}

// Cell is row r's cell in the column called name; ok is false when the
// table has no such column.
func (t *Table) Cell(r int, name string) (c Cell, ok bool) {
	i := t.Col(name)
	if i < 0 || r < 0 || r >= len(t.Rows) {
		return Cell{}, false
	}
	return t.Rows[r][i], true
}

// Descriptor is the column descriptor list as written in the tag value.
func (t *Table) Descriptor() string {
	parts := make([]string, len(t.Columns))
	for i, c := range t.Columns {
		parts[i] = c.Raw
	}
	return strings.Join(parts, ";")
}

// Text is the table as plain text: the descriptor, then one line per row
// with the cells separated by spaces (quoted cells in quotes).
func (t *Table) Text() string {
	var b strings.Builder
	b.WriteString(t.Descriptor())
	for _, row := range t.Rows {
		b.WriteByte('\n')
		for i, c := range row {
			if i > 0 {
				b.WriteByte(' ')
			}
			if c.Quoted {
				b.WriteString(strconv.Quote(c.Text))
			} else {
				b.WriteString(c.Text)
			}
		}
	}
	return b.String()
}

// Meta gives the name=content pairs of "% <META name=... content=...>"
// lines (Ruter, Magic Contest), which hold facts such as the number of
// rounds that no tag gives.
func (f *File) Meta() map[string]string {
	m := map[string]string{}
	for _, d := range f.Directives {
		t := strings.TrimSpace(d.Text)
		if len(t) < 6 || !strings.EqualFold(t[:5], "<META") {
			continue
		}
		name, ok1 := metaAttr(t, "name")
		content, ok2 := metaAttr(t, "content")
		if ok1 && ok2 {
			m[name] = content
		}
	}
	return m
}

// asciiLower lowers A-Z only, so that byte offsets stay valid.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

func metaAttr(t, attr string) (string, bool) {
	lower := asciiLower(t)
	i := strings.Index(lower, attr+"=")
	for i > 0 && lower[i-1] != ' ' && lower[i-1] != '\t' {
		j := strings.Index(lower[i+1:], attr+"=")
		if j < 0 {
			return "", false
		}
		i += 1 + j
	}
	if i < 0 {
		return "", false
	}
	v := t[i+len(attr)+1:]
	if strings.HasPrefix(v, `"`) {
		end := strings.IndexByte(v[1:], '"')
		if end < 0 {
			return "", false
		}
		return v[1 : 1+end], true
	}
	end := strings.IndexAny(v, " \t>")
	if end < 0 {
		end = len(v)
	}
	return v[:end], true
}

// Charset is the charset named by a "%Content-type: ...; charset=X" line,
// "" if there is none.
func (f *File) Charset() string {
	for _, d := range f.Directives {
		t := asciiLower(d.Text)
		if !strings.HasPrefix(strings.TrimSpace(t), "content-type") {
			continue
		}
		i := strings.Index(t, "charset=")
		if i < 0 {
			continue
		}
		v := strings.TrimSpace(d.Text[i+len("charset="):])
		if end := strings.IndexAny(v, " ;\t"); end >= 0 {
			v = v[:end]
		}
		return strings.Trim(v, `"`)
	}
	return ""
}

// SubFiles is the number of sub-files: 1 plus the version lines that follow
// a game.
func (f *File) SubFiles() int {
	n := 0
	for _, g := range f.Games {
		if g.SubFile > n {
			n = g.SubFile
		}
	}
	if len(f.Games) == 0 {
		return 0
	}
	return n + 1
}

// Split gives one File per sub-file of a concatenation (see Game.SubFile),
// each with its own games and directives; the games are shared, not
// copied. A file without concatenation gives itself.
func (f *File) Split() []*File {
	n := f.SubFiles()
	if n <= 1 {
		return []*File{f}
	}
	out := make([]*File, n)
	first := make([]int, n) // index in f.Games of each part's first game
	for i := range out {
		out[i] = &File{Name: f.Name, Export: f.Export}
		first[i] = -1
	}
	for i, g := range f.Games {
		p := out[g.SubFile]
		if first[g.SubFile] < 0 {
			first[g.SubFile] = i
		}
		p.Games = append(p.Games, g)
	}
	for _, d := range f.Directives {
		k := n - 1
		if d.Game < len(f.Games) {
			k = f.Games[d.Game].SubFile
		}
		d.Game -= first[k]
		if d.Game < 0 {
			d.Game = 0
		}
		p := out[k]
		p.Directives = append(p.Directives, d)
		if v, ok := versionOf(d.Text); ok && p.Version == "" {
			p.Version = v
		}
	}
	for _, w := range f.Warnings {
		k := 0
		for i, g := range f.Games {
			if g.Pos.Line > w.Pos.Line {
				break
			}
			k = f.Games[i].SubFile
		}
		out[k].Warnings = append(out[k].Warnings, w)
	}
	return out
}

// BoardGames gives the games of board n in file order (several for a file
// with one game per table result).
func (f *File) BoardGames(n int) []*Game {
	var out []*Game
	for _, g := range f.Games {
		if m, ok := g.BoardNumber(); ok && m == n {
			out = append(out, g)
		}
	}
	return out
}

// Boards lists the board numbers of the games, each once, in order of first
// appearance.
func (f *File) Boards() []int {
	seen := map[int]bool{}
	var out []int
	for _, g := range f.Games {
		if n, ok := g.BoardNumber(); ok && !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}
