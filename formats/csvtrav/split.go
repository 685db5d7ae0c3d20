package csvtrav

import (
	"encoding/csv"
	"io"
	"slices"
	"strings"
)

// splitter reads the records of a text as encoding/csv's Reader does with
// an ASCII Comma, Comment '#', FieldsPerRecord -1, no LazyQuotes and no
// TrimLeadingSpace: the same records, the same field positions, the same
// *csv.ParseError values, the same lines skipped (FuzzSplitter holds the
// two together). It is the package's reader of CSV (encoding/csv only
// sniffs, with lazy quotes, a delimiter or a header that is not CSV): a
// traveller has up to 2,000,000 rows, and encoding/csv's copy of every
// record into a new string was a quarter of reading one. A field without
// quotes, or quoted without a "" or a line break inside, is a substring of
// the text.
//
// The fields' positions are found again when asked for (FieldPos), by
// reading the record once more: only a record with a problem needs them.
type splitter struct {
	text    string
	off     int // where the next line starts
	end     int // where the body of the line read last ends
	numLine int // the lines read
	comma   byte
	reuse   bool // Read gives the same slice each time (as ReuseRecord)
	rec     []string
	buf     []byte // a quoted field's text when it is not a substring

	recOff, recLine int        // where the last record read starts, and its line
	track           bool       // read keeps pos
	pos             []position // of the last record's fields, when known
	havePos         bool
}

// position is a field's line and 1-based byte column, as csv.Reader's
// FieldPos gives them.
type position struct{ line, col int }

func newSplitter(text string, comma rune) *splitter {
	if comma <= 0 || comma >= 0x80 || comma == '#' || comma == '"' || comma == '\r' || comma == '\n' {
		// detectComma gives ',', ';' or TAB, a "sep=" line one of ",;\t|".
		panic("csvtrav: a splitter for a comma it cannot read")
	}
	return &splitter{text: text, comma: byte(comma)}
}

// FieldPos is the line and column where field i of the last record read
// starts (the opening quote of a quoted one).
func (p *splitter) FieldPos(i int) (line, col int) {
	if i < 0 || i >= len(p.rec) {
		panic("out of range index passed to FieldPos")
	}
	if i == 0 {
		return p.recLine, 1 // a record starts a line
	}
	if !p.havePos {
		q := splitter{text: p.text, off: p.recOff, numLine: p.recLine - 1, comma: p.comma, track: true, pos: p.pos[:0]}
		q.read()
		p.pos, p.havePos = q.pos, true
	}
	return p.pos[i].line, p.pos[i].col
}

// line is the next line as csv.Reader's readLine gives it: body without
// its line end, nl telling whether it had one ("\r\n" is one; a last
// "\r" without one is dropped); ok is false at the end of the text, which
// counts as a line read, as there.
func (p *splitter) line() (body string, nl, ok bool) {
	p.numLine++
	rest := p.text[p.off:]
	if rest == "" {
		return "", false, false
	}
	next := len(p.text)
	body = rest
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		next, body, nl = p.off+i+1, rest[:i], true
	}
	body = strings.TrimSuffix(body, "\r")
	p.end, p.off = p.off+len(body), next
	return body, nl, true
}

// Read gives the next record (a new slice, or with reuse the one the next
// call fills again), or io.EOF, or a *csv.ParseError for a record that
// breaks the quoting rules (the lines it took are skipped).
func (p *splitter) Read() ([]string, error) {
	rec, err := p.read()
	if !p.reuse && rec != nil {
		rec = slices.Clone(rec)
	}
	return rec, err
}

func (p *splitter) read() ([]string, error) {
	var (
		body   string
		nl, ok bool
	)
	p.havePos = false
	for {
		start := p.off
		if body, nl, ok = p.line(); !ok {
			return nil, io.EOF
		}
		if body != "" && body[0] != '#' {
			p.recOff = start
			break
		}
		// A comment line, or an empty one.
	}
	recLine := p.numLine
	p.recLine = recLine
	p.rec = p.rec[:0]
	if p.track {
		p.pos = p.pos[:0]
	}
	if !p.track && strings.IndexByte(body, '"') < 0 {
		// No quote on the line (most lines): its fields are the
		// stretches between the commas, looked for one byte at a time.
		c, start := p.comma, 0
		for i := 0; i < len(body); i++ {
			if body[i] == c {
				p.rec = append(p.rec, body[start:i])
				start = i + 1
			}
		}
		p.rec = append(p.rec, body[start:])
		return p.rec, nil
	}
	pos := position{line: p.numLine, col: 1}
fields:
	for {
		if body == "" || body[0] != '"' {
			// Up to the comma; a quote before it is an error. Fields are
			// short: a loop is quicker than two strings.IndexByte.
			i := 0
			for i < len(body) && body[i] != p.comma && body[i] != '"' {
				i++
			}
			if i < len(body) && body[i] == '"' {
				return p.rec, &csv.ParseError{StartLine: recLine, Line: p.numLine, Column: pos.col + i, Err: csv.ErrBareQuote}
			}
			p.rec = append(p.rec, body[:i])
			if p.track {
				p.pos = append(p.pos, pos)
			}
			if i == len(body) {
				return p.rec, nil
			}
			body = body[i+1:]
			pos.col += i + 1
			continue
		}
		// A quoted field: from after its opening quote to the closing
		// one, "" standing for a quote, line ends kept (as "\n"). It is
		// the text's own bytes from start unless copied.
		fieldPos := pos
		body = body[1:]
		pos.col++
		start, copied := p.end-len(body), false
		p.buf = p.buf[:0]
		for {
			i := strings.IndexByte(body, '"')
			if i < 0 {
				if body == "" && !nl {
					// The text ends inside the quotes.
					return p.rec, &csv.ParseError{StartLine: recLine, Line: pos.line, Column: pos.col, Err: csv.ErrQuote}
				}
				p.buf = append(p.buf, body...)
				pos.col += len(body)
				if nl {
					p.buf = append(p.buf, '\n')
					pos.col++
				}
				copied = true
				var more bool
				if body, nl, more = p.line(); more && (body != "" || nl) {
					pos.line++
					pos.col = 1
				}
				continue
			}
			p.buf = append(p.buf, body[:i]...)
			body = body[i+1:]
			pos.col += i + 1
			switch {
			case body != "" && body[0] == '"':
				p.buf = append(p.buf, '"')
				body = body[1:]
				pos.col++
				copied = true
			case body == "" || body[0] == p.comma:
				var field string
				if copied {
					field = string(p.buf)
				} else {
					field = p.text[start : start+len(p.buf)]
				}
				p.rec = append(p.rec, field)
				if p.track {
					p.pos = append(p.pos, fieldPos)
				}
				if body == "" {
					return p.rec, nil
				}
				body = body[1:]
				pos.col++
				continue fields
			default:
				return p.rec, &csv.ParseError{StartLine: recLine, Line: p.numLine, Column: pos.col - 1, Err: csv.ErrQuote}
			}
		}
	}
}
