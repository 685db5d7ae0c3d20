package pbn

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// maxLine is the longest line the standard allows, counting the line end
// (the reference suite's longest valid line has 254 characters before it).
const maxLine = 255

// maxLongLineWarnings is how many "line too long" warnings a file gets
// before one summary.
const maxLongLineWarnings = 10

type secKind uint8

const (
	secNone   secKind = iota // outside a game
	secPlain                 // after a tag that takes no data lines
	secTokens                // Auction, Play
	secTable                 // a table tag
)

type tagState uint8

const (
	tagNone  tagState = iota
	tagName           // after "["
	tagValue          // after the name
	tagClose          // after the value
)

// inhState is the inheritance state of one tag name.
type inhState struct {
	value  string
	pos    bridge.Pos // where the value was written
	tagPos bridge.Pos // the tag that last gave the value ("##" included)
	valPos bridge.Pos
	src    string
	auto   bool // "##": copy into following games that lack the tag
}

type rawTable struct {
	tag     *Tag
	cols    []Column
	ok      bool
	lines   [][]Cell
	lineSrc []string
}

type parser struct {
	formats.Problems
	f    *File
	name string

	line   int
	text   string
	ascii  bool
	colOff int // byte offset and rune count of the last position asked for
	colN   int

	inBrace    bool
	braceStart bridge.Pos
	braceDst   *string
	braceTable bool // the brace comment started in a table section
	comment    strings.Builder

	game    *Game
	gameN   int
	pending string // commentary before the first tag of a game
	target  *Tag   // the tag that commentary attaches to

	ts  tagState
	tag *Tag

	sec       secKind
	secTag    *Tag
	tbl       *rawTable
	lineCells []Cell
	lineNote  bridge.Pos // first comment on the current line, in a table
	lineJunk  bool       // an unexpected-text error was given for this line

	seen       map[string]int // tag name → number of the last game that has it
	inh        map[string]*inhState
	autoOrder  []string
	sub        int
	gamesInSub int

	longLines int

	tableRows int  // data lines of every table so far
	stopped   bool // a limit was passed: the rest of the file is not read
}

// Parse reads PBN text decoded to UTF-8. name is the file name used in
// positions. The File is returned even when there are errors, holding what
// could be read; the error is a *bridge.Error or a bridge.Errors list.
func Parse(name, text string) (*File, error) {
	p := &parser{f: &File{Name: name}, name: name, inh: map[string]*inhState{}, seen: map[string]int{}}
	text = strings.TrimPrefix(text, "\uFEFF")
	for len(text) > 0 {
		i := strings.IndexAny(text, "\r\n")
		if i < 0 {
			i = len(text)
		}
		if i > formats.MaxLineBytes {
			// Refused before it is scanned, kept or quoted; what follows
			// is not read.
			e := formats.LineTooLong(bridge.Pos{File: name, Line: p.line + 1, Col: formats.RuneCol(text[:i], formats.MaxLineBytes)}, formats.MaxLineBytes)
			e.Context = p.context()
			p.Add(e)
			p.f.Warnings = p.Warns
			return p.f, p.Err()
		}
		line := text[:i]
		switch {
		case i == len(text):
			text = ""
		case text[i] == '\n':
			text = text[i+1:]
		default:
			// CR LF ends a line, and so do CR CR LF (a file converted to
			// CR LF twice) and a lone CR (classic Mac OS).
			j := i + 1
			for j < len(text) && text[j] == '\r' {
				j++
			}
			if j < len(text) && text[j] == '\n' {
				text = text[j+1:]
			} else {
				text = text[i+1:]
			}
		}
		if p.doLine(line); p.stopped {
			p.f.Warnings = p.Warns
			return p.f, p.Err()
		}
	}
	p.atEOF()
	if p.longLines > maxLongLineWarnings {
		p.Warn(&bridge.Error{Pos: bridge.Pos{File: name}, Err: formats.Cause(formats.ErrSyntax,
			"%d more lines longer than %d characters", p.longLines-maxLongLineWarnings, maxLine-1)})
	}
	p.f.Warnings = p.Warns
	return p.f, p.Err()
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\v' || c == '\f' }

func isBlank(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isSpace(s[i]) {
			return false
		}
	}
	return true
}

// isDelim reports whether c ends a plain data token.
func isDelim(c byte) bool {
	switch c {
	case ' ', '\t', '\v', '\f', '[', ']', '{', '}', ';', '%', '"':
		return true
	}
	return false
}

func (p *parser) pos(off int) bridge.Pos {
	col := off + 1
	if !p.ascii {
		// Positions come mostly left to right: count on from the last one.
		if off < p.colOff {
			p.colOff, p.colN = 0, 0
		}
		p.colN += utf8.RuneCountInString(p.text[p.colOff:off])
		p.colOff = off
		col = p.colN + 1
	}
	return bridge.Pos{File: p.name, Line: p.line, Col: col}
}

func (p *parser) context() string {
	if p.game == nil {
		return ""
	}
	return p.game.Label()
}

func (p *parser) errorf(off int, sentinel error, format string, args ...any) {
	p.Add(&bridge.Error{Pos: p.pos(off), Context: p.context(), Err: formats.Cause(sentinel, format, args...), Source: p.text})
}

func (p *parser) warnf(off int, format string, args ...any) {
	p.Warn(&bridge.Error{Pos: p.pos(off), Context: p.context(), Err: formats.Cause(formats.ErrSyntax, format, args...), Source: p.text})
}

func (p *parser) doLine(line string) {
	p.line++
	p.text = line
	p.ascii = isASCII(line)
	p.colOff, p.colN = 0, 0
	p.lineNote = bridge.Pos{}
	p.lineJunk = false
	n := len(line)
	if !p.ascii {
		n = utf8.RuneCountInString(line)
	}
	if n > maxLine-1 {
		p.longLines++
		if p.longLines <= maxLongLineWarnings {
			p.warnf(0, "line too long: %d characters (want at most %d)", n, maxLine-1)
		}
	}
	switch {
	case p.inBrace:
	case len(line) > 0 && line[0] == '%':
		p.directive()
		return
	case isBlank(line):
		p.endGame("an empty line")
		return
	}
	p.scan(0)
	p.flushLine()
}

func versionOf(text string) (string, bool) {
	fields := strings.Fields(text)
	if len(fields) != 2 || !strings.EqualFold(fields[0], "PBN") {
		return "", false
	}
	v := fields[1]
	dot := strings.IndexByte(v, '.')
	if dot <= 0 || dot == len(v)-1 || !allDigits(v[:dot]) || !allDigits(v[dot+1:]) {
		return "", false
	}
	return v, true
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func (p *parser) directive() {
	d := Directive{Pos: p.pos(0), Text: p.text[1:], Game: len(p.f.Games)}
	if p.game != nil {
		d.Game, d.InGame = len(p.f.Games)-1, true
	}
	if v, ok := versionOf(d.Text); ok {
		if p.game != nil {
			p.endGame("a version line")
			d.Game, d.InGame = len(p.f.Games), false
		}
		if p.gamesInSub > 0 {
			p.sub++
			p.gamesInSub = 0
			p.inh = map[string]*inhState{}
			p.autoOrder = nil
		}
		if p.f.Version == "" {
			p.f.Version = v
		}
	} else if strings.EqualFold(strings.TrimSpace(d.Text), "EXPORT") {
		p.f.Export = true
	}
	p.f.Directives = append(p.f.Directives, d)
}

// scan reads the current line from byte i.
func (p *parser) scan(i int) {
	s := p.text
	if p.inBrace && s == "" {
		p.comment.WriteByte('\n')
		return
	}
	for i < len(s) {
		if p.inBrace {
			j := strings.IndexByte(s[i:], '}')
			if j < 0 {
				p.comment.WriteString(s[i:])
				p.comment.WriteByte('\n')
				return
			}
			p.comment.WriteString(s[i : i+j])
			p.inBrace = false
			addComment(p.braceDst, p.comment.String())
			p.comment.Reset()
			if p.braceTable && p.sec == secTable {
				p.noteComment(i + j)
			}
			i += j + 1
			continue
		}
		c := s[i]
		if isSpace(c) {
			i++
			continue
		}
		switch p.ts {
		case tagName:
			i = p.tagName(i)
			continue
		case tagValue:
			i = p.tagValue(i)
			continue
		case tagClose:
			if c == ']' {
				p.finishTag()
				i++
				continue
			}
			p.errorf(i, formats.ErrSyntax, "%s after the value of [%s] (want \"]\")", show(s[i:]), p.tag.Name)
			p.finishTag()
			continue
		}
		if p.sec == secTable && (c == ']' || c == '}' || c == '%') {
			// Counted as an element so that the row count stays right.
			p.errorf(i, formats.ErrSyntax, "[%s]: \"%c\" in a table row (want plain elements or quoted strings)", p.secTag.Name, c)
			p.cell(Cell{Text: s[i : i+1], Pos: p.pos(i)})
			i++
			continue
		}
		switch c {
		case ';':
			addComment(p.commentDst(), s[i+1:])
			if p.sec == secTable {
				p.noteComment(i)
			}
			return
		case '{':
			i = p.braceComment(i)
		case '[':
			i = p.startTag(i)
		case ']':
			p.errorf(i, formats.ErrSyntax, `unexpected "]" (want "]" only to close a tag pair)`)
			i++
		case '}':
			// Commentary sometimes holds "{...}" inside a comment; braces
			// do not nest, so its outer "}" is left over. Harmless.
			p.warnf(i, `unexpected "}" ignored (comments do not nest)`)
			i++
		case '"':
			i = p.quotedData(i)
		case '%':
			p.errorf(i, formats.ErrSyntax, `unexpected "%%" (want "%%" only in column 1, starting an escaped line)`)
			i++
		default:
			i = p.data(i)
		}
	}
}

// show is the start of s for a message: up to the next space, at most 20
// characters, in quotes.
func show(s string) string {
	end := strings.IndexAny(s, " \t[]")
	if end == 0 {
		end = 1
	}
	if end < 0 {
		end = len(s)
	}
	if utf8.RuneCountInString(s[:end]) > 20 {
		r := []rune(s[:end])
		return `"` + string(r[:20]) + `..."`
	}
	return `"` + s[:end] + `"`
}

func addComment(dst *string, text string) {
	text = strings.TrimRight(text, " \t\r\n")
	if nl := strings.IndexByte(text, '\n'); nl < 0 {
		text = strings.TrimSpace(text)
	} else if isBlank(text[:nl]) {
		text = text[nl+1:]
	} else {
		text = strings.TrimLeft(text, " \t")
	}
	if *dst != "" {
		*dst += "\n"
	}
	*dst += text
}

func (p *parser) commentDst() *string {
	switch {
	case p.target != nil:
		return &p.target.Comment
	case p.game != nil:
		return &p.game.Comment
	}
	return &p.pending
}

func (p *parser) noteComment(off int) {
	if p.lineNote.Line == 0 {
		p.lineNote = p.pos(off)
	}
}

func (p *parser) braceComment(i int) int {
	s := p.text
	if j := strings.IndexByte(s[i+1:], '}'); j >= 0 {
		addComment(p.commentDst(), s[i+1:i+1+j])
		if p.sec == secTable {
			p.noteComment(i)
		}
		return i + 1 + j + 1
	}
	if p.sec == secTable && len(p.lineCells) > 0 {
		// A comment on a data line is an error; do not let it swallow the
		// lines that follow.
		p.noteComment(i)
		return len(s)
	}
	p.inBrace = true
	p.braceStart = p.pos(i)
	p.braceDst = p.commentDst()
	p.braceTable = p.sec == secTable
	p.comment.WriteString(s[i+1:])
	p.comment.WriteByte('\n')
	return len(s)
}

// data reads a plain token at i.
func (p *parser) data(i int) int {
	s := p.text
	j := i + 1
	for j < len(s) && !isDelim(s[j]) {
		j++
	}
	word := s[i:j]
	switch p.sec {
	case secTokens:
		p.tokens(word, i)
	case secTable:
		p.cell(Cell{Text: word, Pos: p.pos(i)})
	default:
		p.junk(i, word)
	}
	return j
}

func (p *parser) junk(i int, word string) {
	if p.lineJunk {
		return
	}
	p.lineJunk = true
	if p.game == nil {
		p.errorf(i, formats.ErrSyntax, "text %s outside a game (want a tag pair, a comment, a %% line or an empty line)", show(word))
		return
	}
	if p.target == nil {
		p.errorf(i, formats.ErrSyntax, "text %s in a game (want a tag pair, a comment or an empty line)", show(word))
		return
	}
	p.errorf(i, formats.ErrSyntax, "text %s after [%s] (want a tag pair, a comment or an empty line; only Auction, Play and table tags take data lines)",
		show(word), p.target.Name)
}

// quotedData reads a quoted string outside a tag pair: a table element, or
// an error elsewhere.
func (p *parser) quotedData(i int) int {
	s := p.text
	val, end, ok := readQuoted(s, i)
	if !ok {
		p.errorf(i, formats.ErrSyntax, "string not closed before the end of the line (want a closing \")")
		val, end = unescape(s[i+1:]), len(s)
	}
	if p.sec == secTable {
		p.checkChars(i, val)
		p.cell(Cell{Text: val, Quoted: true, Pos: p.pos(i)})
		return end
	}
	if p.sec == secTokens {
		p.errorf(i, formats.ErrSyntax, "string %s in the [%s] section (want calls or cards)", show(s[i:]), p.secTag.Name)
		return end
	}
	p.junk(i, s[i:end])
	return end
}

// tokens splits a word of an Auction or Play section into the call or card
// and its annotations (=n= note references, $n NAGs, ! ? suffixes).
func (p *parser) tokens(word string, off int) {
	sec := p.secTag.Section
	isAnnot := func(c byte) bool { return c == '=' || c == '$' || c == '!' || c == '?' }
	for i := 0; i < len(word); {
		j := i + 1
		switch word[i] {
		case '=':
			if k := strings.IndexByte(word[i+1:], '='); k >= 0 {
				j = i + 1 + k + 1
			} else {
				j = len(word)
			}
		case '!', '?':
			for j < len(word) && (word[j] == '!' || word[j] == '?') {
				j++
			}
		default:
			for j < len(word) && !isAnnot(word[j]) {
				j++
			}
		}
		sec.Tokens = append(sec.Tokens, Token{Text: word[i:j], Pos: p.pos(off + i)})
		i = j
	}
}

// cell adds an element to the current line of a table.
func (p *parser) cell(c Cell) {
	if p.lineCells == nil {
		n := len(p.tbl.cols)
		if n < 4 {
			n = 4
		}
		p.lineCells = make([]Cell, 0, n)
	}
	p.lineCells = append(p.lineCells, c)
}

// flushLine ends the current line of a table section.
func (p *parser) flushLine() {
	if p.sec != secTable || len(p.lineCells) == 0 {
		return
	}
	if p.lineNote.Line != 0 {
		p.Add(&bridge.Error{Pos: p.lineNote, Context: p.context(), Source: p.text,
			Err: formats.Cause(formats.ErrSyntax, "[%s]: comment on a table data line (want comments on lines of their own)", p.tbl.tag.Name)})
	}
	if p.tableRows++; p.tableRows > formats.MaxResults {
		p.tooLarge(p.pos(0), "table rows")
		p.lineCells = nil
		return
	}
	p.tbl.lines = append(p.tbl.lines, p.lineCells)
	p.tbl.lineSrc = append(p.tbl.lineSrc, p.text)
	p.lineCells = nil
}

// ---- tag pairs ----

func (p *parser) startTag(i int) int {
	p.endSection()
	if p.game == nil {
		p.startGame(p.pos(i))
	}
	p.tag = &Tag{Pos: p.pos(i), src: p.text}
	p.ts = tagName
	return i + 1
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

func (p *parser) abandonTag(i int) int {
	p.tag, p.ts = nil, tagNone
	s := p.text
	if j := strings.IndexByte(s[i:], ']'); j >= 0 {
		return i + j + 1
	}
	return len(s)
}

func (p *parser) tagName(i int) int {
	s := p.text
	if !isLetter(s[i]) {
		p.errorf(i, formats.ErrSyntax, "tag name starts with %s (want a letter, then letters, digits or _)", show(s[i:]))
		return p.abandonTag(i)
	}
	j := i + 1
	for j < len(s) && (isLetter(s[j]) || s[j] >= '0' && s[j] <= '9' || s[j] == '_') {
		j++
	}
	p.tag.Name = s[i:j]
	p.ts = tagValue
	return j
}

func (p *parser) tagValue(i int) int {
	s := p.text
	t := p.tag
	switch s[i] {
	case '"':
	case ']':
		p.errorf(i, formats.ErrSyntax, "[%s] has no value (want [%s \"...\"])", t.Name, t.Name)
		p.tag, p.ts = nil, tagNone
		return i + 1
	default:
		p.errorf(i, formats.ErrSyntax, "value of [%s] is not in quotes: %s (want [%s \"...\"])", t.Name, show(s[i:]), t.Name)
		return p.abandonTag(i)
	}
	t.ValuePos = p.pos(i)
	val, end, ok := readQuoted(s, i)
	if ok {
		t.Value = val
		p.checkChars(i, val)
		p.ts = tagClose
		return end
	}
	// The line ends inside the string. A value ending in \"] is read as a
	// literal backslash (what the verifier's test files rely on).
	body := s[i+1:]
	if k := strings.LastIndex(body, `\"`); k >= 0 && strings.HasPrefix(strings.TrimLeft(body[k+2:], " \t"), "]") {
		t.Value = unescape(body[:k]) + `\`
		p.warnf(i+1+k, `[%s]: \" before the closing "]" read as a backslash ending the value (want \\ for a backslash)`, t.Name)
		p.checkChars(i, t.Value)
		p.ts = tagClose
		return i + 1 + k + 2
	}
	p.errorf(i, formats.ErrSyntax, "value of [%s] not closed before the end of the line (want a closing \")", t.Name)
	rest := strings.TrimRight(body, " \t")
	rest = strings.TrimRight(strings.TrimSuffix(rest, "]"), " \t")
	t.Value = unescape(rest)
	t.broken = true
	p.finishTag()
	return len(s)
}

// readQuoted reads the string whose opening quote is s[i]. It gives the
// unescaped value and the index after the closing quote; ok is false when
// the line ends first.
func readQuoted(s string, i int) (val string, end int, ok bool) {
	esc := false
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '"':
			val = s[i+1 : j]
			if esc {
				val = unescape(val)
			}
			return val, j + 1, true
		case '\\':
			if j+1 < len(s) && (s[j+1] == '"' || s[j+1] == '\\') {
				esc = true
				j++
			}
		}
	}
	val = s[i+1:]
	if esc {
		val = unescape(val)
	}
	return val, len(s), false
}

// unescape undoes \" and \\ in s; other backslashes stay.
func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for j := 0; j < len(s); j++ {
		if s[j] == '\\' && j+1 < len(s) && (s[j+1] == '"' || s[j+1] == '\\') {
			j++
		}
		b.WriteByte(s[j])
	}
	return b.String()
}

// checkChars warns about a tab or a control character in a value.
func (p *parser) checkChars(i int, val string) {
	for _, r := range val {
		switch {
		case r == '\t':
			p.warnf(i, "tab inside a quoted value (want spaces)")
			return
		case r < 0x20 || r >= 0x7F && r <= 0x9F:
			p.warnf(i, "control character U+%04X inside a quoted value (want printable text; was the file decoded with the right encoding?)", r)
			return
		}
	}
}

// tooLarge stops the reading at pos: the file holds more of what (games,
// table rows) than formats.MaxResults, and memory grows with each.
func (p *parser) tooLarge(pos bridge.Pos, what string) {
	p.Add(&bridge.Error{Pos: pos, Context: p.context(),
		Err: formats.Cause(formats.ErrTooLarge, "too large: more than %d %s (the limit for one PBN file; want the files of one session)", formats.MaxResults, what)})
	p.stopped = true
}

func (p *parser) startGame(pos bridge.Pos) {
	if p.gameN == formats.MaxResults {
		p.tooLarge(pos, "games")
	}
	p.gameN++
	g := &Game{Pos: pos, Index: p.gameN, SubFile: p.sub, Comment: p.pending}
	p.pending = ""
	p.f.Games = append(p.f.Games, g)
	p.game = g
	p.gamesInSub++
	p.sec = secPlain
}

// knownTables are the table tags of the standard.
var knownTables = []string{"ActionTable", "AuctionTimeTable", "InstantScoreTable", "OptimumPlayTable",
	"OptimumResultTable", "PlayTimeTable", "ScoreTable", "TotalScoreTable"}

// isTableTag reports whether a tag named name is followed by table rows.
func isTableTag(name string) bool {
	return len(name) > len("Table") && strings.HasSuffix(name, "Table")
}

func (p *parser) finishTag() {
	t := p.tag
	p.tag, p.ts = nil, tagNone
	g := p.game
	if !t.broken {
		p.inherit(t)
	}
	if t.Name != "Note" && p.has(t.Name) {
		if prev, dup := g.Get(t.Name); dup {
			p.Warn(&bridge.Error{Pos: t.Pos, Context: g.Label(), Source: t.src,
				Err: formats.Cause(formats.ErrConflict, "[%s] repeated (first at line %d); the first value counts", t.Name, prev.Pos.Line)})
		}
	}
	g.add(t)
	p.seen[t.Name] = p.gameN
	p.target = t
	switch {
	case t.Name == "Auction" || t.Name == "Play":
		t.Section = &Section{}
		p.sec, p.secTag = secTokens, t
	case isTableTag(t.Name):
		p.sec, p.secTag = secTable, t
		p.startTable(t)
	default:
		for _, k := range knownTables {
			if strings.EqualFold(k, t.Name) {
				p.Warn(&bridge.Error{Pos: t.Pos, Context: g.Label(), Source: t.src,
					Err: formats.Cause(formats.ErrSyntax, "tag [%s] is not [%s] (tag names are case-sensitive); its rows are read as unexpected text", t.Name, k)})
			}
		}
		p.sec, p.secTag = secPlain, nil
	}
}

// inherit applies "#" and "##" to t and updates the state of its name.
func (p *parser) inherit(t *Tag) {
	raw := t.Value
	t.Raw = raw
	st := p.inh[t.Name]
	if st == nil {
		st = &inhState{}
		p.inh[t.Name] = st
		p.autoOrder = append(p.autoOrder, t.Name)
		st.pos.Line = -1 // no value yet
	}
	take := func() bool {
		if st.pos.Line < 0 {
			// A file that never names its [Section] writes "#" in every
			// game: the games' warnings share one heading, and are told
			// as one (bridge.FoldWarnings).
			p.Warn(&bridge.Error{Pos: t.ValuePos, Context: p.context(), Source: t.src,
				Fold: fmt.Sprintf("games whose [%s \"%s\"] has nothing to inherit, no earlier game having [%s] (read as empty)", t.Name, raw, t.Name),
				Err:  formats.Cause(formats.ErrMissing, "[%s \"%s\"]: nothing to inherit, no earlier game has [%s]; read as empty", t.Name, raw, t.Name)})
			t.Value = ""
			return false
		}
		t.Value, t.Inherited, t.Origin = st.value, true, st.pos
		return true
	}
	switch {
	case raw == "#":
		st.auto = false
		if !take() {
			return
		}
	case strings.HasPrefix(raw, "##"):
		if raw == "##" {
			if !take() {
				return
			}
		} else {
			t.Value = raw[2:]
		}
		st.auto = true
	default:
		st.auto = false
	}
	st.value = t.Value
	st.pos, st.tagPos, st.valPos, st.src = t.ValuePos, t.Pos, t.ValuePos, t.src
	if t.Inherited {
		st.pos = t.Origin
	}
}

// has reports whether the current game has a tag called name.
func (p *parser) has(name string) bool { return p.seen[name] == p.gameN }

// autoCopy adds to the current game the values that "##" copies forward.
func (p *parser) autoCopy() {
	g := p.game
	for _, name := range p.autoOrder {
		st := p.inh[name]
		if !st.auto {
			continue
		}
		if p.has(name) {
			continue
		}
		t := &Tag{Name: name, Value: st.value, Pos: st.tagPos, ValuePos: st.valPos, Inherited: true, Origin: st.pos, src: st.src}
		switch {
		case name == "Auction" || name == "Play":
			t.Section = &Section{}
		case isTableTag(name):
			if cols, err := parseDescriptor(st.value); err == nil {
				t.Table = &Table{Columns: cols}
			}
		}
		g.add(t)
	}
}

// endSection closes the section of the last tag, if any.
func (p *parser) endSection() {
	if p.sec == secTable {
		p.flushLine()
		p.finishTable()
	}
	p.secTag = nil
	if p.game != nil {
		p.sec = secPlain
	} else {
		p.sec = secNone
	}
}

func (p *parser) endGame(why string) {
	if p.ts != tagNone {
		t := p.tag
		if p.ts == tagClose {
			p.Add(&bridge.Error{Pos: t.Pos, Context: p.context(), Source: t.src,
				Err: formats.Cause(formats.ErrSyntax, "[%s %s not closed before %s (want \"]\")", t.Name, bridge.Quote(t.Value), why)})
			p.finishTag()
		} else {
			p.Add(&bridge.Error{Pos: t.Pos, Context: p.context(), Source: t.src,
				Err: formats.Cause(formats.ErrSyntax, "tag pair not closed before %s (want [Name \"value\"])", why)})
			p.tag, p.ts = nil, tagNone
		}
	}
	p.endSection()
	if p.game != nil {
		p.autoCopy()
	}
	p.game, p.target, p.pending = nil, nil, ""
	p.sec = secNone
}

func (p *parser) atEOF() {
	if p.inBrace {
		p.inBrace = false
		addComment(p.braceDst, p.comment.String())
		p.Add(&bridge.Error{Pos: p.braceStart, Context: p.context(),
			Err: formats.Cause(formats.ErrSyntax, "comment not closed before the end of the file (want \"}\")")})
	}
	p.endGame("the end of the file")
}
