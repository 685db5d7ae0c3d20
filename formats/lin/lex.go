package lin

import (
	"strings"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// A tag is one "name|value|" of a LIN file.
type tag struct {
	name  string     // lower case, two letters
	value string     // as written, between the bars
	pos   bridge.Pos // of the name's first letter
	vpos  bridge.Pos // of the value's first character (just after the bar)
}

// fileContext is the context of the errors that are about the file's
// structure rather than a table: the file is named as what it is.
const fileContext = "a BBO LIN file"

// scanner walks the text one byte at a time, counting lines and columns
// (columns in characters, as bridge.Pos wants).
type scanner struct {
	name      string
	text      string
	off       int
	line, col int
}

func (s *scanner) pos() bridge.Pos { return bridge.Pos{File: s.name, Line: s.line, Col: s.col} }

// next moves over one byte.
func (s *scanner) next() {
	b := s.text[s.off]
	s.off++
	switch {
	case b == '\n':
		s.line, s.col = s.line+1, 1
	case s.off < len(s.text) && !utf8.RuneStart(s.text[s.off]):
		// inside a character: the column moves at its last byte
	default:
		s.col++
	}
}

// lex splits text into tags. A tag's name is two letters (any case; spaces
// and line ends before it are skipped); its value runs to the next bar, so
// that it may hold commas, spaces and line ends but never a bar. A bar
// where a name should be ("||", as vugraph files have) is read past
// (emptyName). A name
// that is not two letters is an error that ends the reading (the rest
// cannot be split reliably); a last value without its closing bar is read
// to the end, with a warning.
func lex(name, text string, p *formats.Problems) []tag {
	s := &scanner{name: name, text: text, line: 1, col: 1}
	tags := make([]tag, 0, strings.Count(text, "|")/2+1)
	for {
		for s.off < len(s.text) && isSpace(s.text[s.off]) {
			s.next()
		}
		if s.off == len(s.text) {
			return tags
		}
		t := tag{pos: s.pos()}
		start := s.off
		for s.off < len(s.text) && s.text[s.off] != '|' {
			s.next()
		}
		raw := trimSpace(s.text[start:s.off])
		if raw == "" && s.off < len(s.text) {
			s.next() // a bar where a name should be
			s.emptyName(p)
			continue
		}
		if s.off == len(s.text) {
			p.Add(&bridge.Error{Pos: t.pos, Context: fileContext,
				Err: formats.Cause(formats.ErrSyntax, "text %s after the last tag (want name|value|, such as pg||)", bridge.Quote(raw))})
			return nil
		}
		if !isTagName(raw) {
			p.Add(&bridge.Error{Pos: t.pos, Context: fileContext,
				Err: formats.Cause(formats.ErrSyntax, "%s is not a tag name (want two letters before a |, such as md|, mb| or pc|)", bridge.Quote(raw))})
			return nil
		}
		t.name = lower(raw)
		s.next() // the bar
		t.vpos = s.pos()
		start = s.off
		for s.off < len(s.text) && s.text[s.off] != '|' {
			s.next()
		}
		t.value = s.text[start:s.off]
		if s.off == len(s.text) {
			p.Warn(&bridge.Error{Pos: t.pos, Context: fileContext,
				Err: formats.Cause(formats.ErrSyntax, "%s|%s has no closing | (read to the end of the file)", t.name, bridge.Quote(t.value))})
			tags = append(tags, t)
			return tags
		}
		s.next()
		tags = append(tags, t)
	}
}

// emptyName reads past what follows a bar where a tag name should be
// ("||", as vugraph files have): a lone bar before a tag (mb|p||mb|p|)
// holds nothing; else what runs to the next bar is a value without a
// name, nothing when the bars are side by side, and read past with a
// warning otherwise.
func (s *scanner) emptyName(p *formats.Problems) {
	end := strings.IndexByte(s.text[s.off:], '|')
	if end >= 0 && isTagName(trimSpace(s.text[s.off:s.off+end])) {
		return // a lone bar: the next tag follows
	}
	vpos, start := s.pos(), s.off
	for s.off < len(s.text) && s.text[s.off] != '|' {
		s.next()
	}
	if v := s.text[start:s.off]; trimSpace(v) != "" {
		p.Warn(bridge.Warnf(bridge.ErrReadPast, vpos, fileContext, "%s has no tag name (want two letters before the bar); read past",
			bridge.Quote("|"+v+"|")))
	}
	if s.off < len(s.text) {
		s.next()
	}
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\r' || b == '\n' }

func trimSpace(s string) string {
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

func isTagName(s string) bool { return len(s) == 2 && isLetter(s[0]) && isLetter(s[1]) }

func lower(s string) string {
	i := 0
	for i < len(s) && (s[i] < 'A' || s[i] > 'Z') {
		i++
	}
	if i == len(s) {
		return s // no upper case: no copy
	}
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// at is the position of byte off of a value that starts at start.
func at(start bridge.Pos, value string, off int) bridge.Pos {
	p := start
	for i := 0; i < off && i < len(value); i++ {
		switch b := value[i]; {
		case b == '\n':
			p.Line, p.Col = p.Line+1, 1
		case utf8.RuneStart(b):
			p.Col++
		}
	}
	return p
}

// Looks reports whether text looks like a LIN file: its first two tags
// are tags that LIN files start with (after a byte-order mark and spaces).
// It is what formats/session detects LIN by.
func Looks(text string) bool {
	if len(text) >= 3 && text[:3] == "\uFEFF" {
		text = text[3:]
	}
	for n := 0; n < 2; n++ {
		i := 0
		for i < len(text) && isSpace(text[i]) {
			i++
		}
		if n == 1 && i == len(text) {
			return true // a file of one tag
		}
		if i+3 > len(text) || text[i+2] != '|' || !known[lower(text[i:i+2])] {
			return false
		}
		text = text[i+3:]
		end := 0
		for end < len(text) && text[end] != '|' {
			end++
		}
		if end == len(text) {
			return true // a first tag whose value runs to the end
		}
		text = text[end+1:]
	}
	return true
}
