package pbn

import (
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
	if p.tableRows++; p.tableRows > formats.MaxGames {
		p.tooLarge(p.pos(0), "table rows")
		p.lineCells = nil
		return
	}
	p.tbl.lines = append(p.tbl.lines, p.lineCells)
	p.tbl.lineSrc = append(p.tbl.lineSrc, p.text)
	p.lineCells = nil
}
