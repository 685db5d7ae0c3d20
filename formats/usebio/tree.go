package usebio

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// node is one element of the document: its name, attributes, text (the
// character data directly inside it, spaces around it trimmed), children
// and where its start tag is. A node is about 100 bytes, its name and a
// short text shared with every other node that has them: the children are
// held by value, one allocation for all the children of an element.
type node struct {
	name  string
	text  string
	kids  []node
	attrs *[]xml.Attr // nil when the element has none (most have none)
	pos   bridge.Pos
}

// The limits of the tree, so that memory grows with the file and not with
// what a bad file puts in one place (docs/exit-codes.md, "Limits"). Each is checked as
// the document is read, and reading stops at the first one passed.
const (
	// maxDepth is the deepest nesting read: USEBIO needs six levels
	// (USEBIO, EVENT, SESSION, SECTION, BOARD, TRAVELLER_LINE, and a
	// field); a document nested deeper is not a results file.
	maxDepth = 32
	// maxField is the most bytes of one element's text, and of any other
	// single piece of the document (a start tag with its attributes, a
	// comment): the line limit of the text readers, whose fields are
	// within a line.
	maxField = formats.MaxLineBytes
	// bytesPerElement: a file holds at most one element or attribute for
	// every bytesPerElement bytes of its text (plus minElements). Real
	// files have 26 to 52 bytes an element, 26 with the spaces between the
	// tags taken out; a node costs about 100 bytes, so that the tree
	// stays within about six times the file (and the reading within about
	// twelve, the decoder's garbage included).
	bytesPerElement = 16
	minElements     = 4096
)

// maxLines is the most TRAVELLER_LINE elements a file may hold
// (formats.MaxGames). A variable for the tests.
var maxLines = formats.MaxGames

// errTooLong stops the decoder at a piece of the document longer than
// maxField: source returns it instead of the next byte.
var errTooLong = errors.New("a piece of the document beyond the limit")

// source gives the decoder the text one byte at a time, and no byte past
// limit: the decoder holds a whole token (a text, a start tag, a comment)
// before it returns it, so that a token is stopped at maxField bytes here
// rather than read whole.
type source struct {
	text       string
	off, limit int
}

func (s *source) ReadByte() (byte, error) {
	if s.off >= len(s.text) {
		return 0, io.EOF
	}
	if s.off >= s.limit {
		return 0, errTooLong
	}
	b := s.text[s.off]
	s.off++
	return b, nil
}

func (s *source) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		b, err := s.ReadByte()
		if err != nil {
			if n > 0 {
				return n, nil
			}
			return 0, err
		}
		p[n] = b
		n++
	}
	return n, nil
}

// interner shares the names of elements and the short texts (contracts,
// seats, tricks, pair numbers) among the nodes: a few hundred strings
// stand for the millions of a large file. It keeps at most internMax
// strings.
type interner map[string]string

const (
	internMax = 1 << 16
	internLen = 32 // longer texts are not shared
)

func (in interner) bytes(b []byte) string {
	if len(b) > internLen {
		return string(b)
	}
	if s, ok := in[string(b)]; ok {
		return s
	}
	s := string(b)
	if len(in) < internMax {
		in[s] = s
	}
	return s
}

func (in interner) string(s string) string {
	if t, ok := in[s]; ok {
		return t
	}
	if len(s) <= internLen && len(in) < internMax {
		in[s] = s
	}
	return s
}

// level is what is being gathered for the open element at one depth: its
// text and its children so far, reused by the next element at that depth.
// The children are gathered in chunks of chunkLen, so that an element of
// many children never has its children copied twice as a slice grows: the
// tree of a file at the limit costs its size once, not two or three times.
type level struct {
	n      node
	text   []byte
	chunks [][]node // full chunks, then the one being filled
	nkids  int
}

const chunkLen = 256

// add appends a child.
func (l *level) add(k node) {
	i := l.nkids / chunkLen
	if i == len(l.chunks) {
		if i < cap(l.chunks) {
			l.chunks = l.chunks[:i+1] // a chunk of an earlier element, emptied by take
		} else {
			l.chunks = append(l.chunks, nil)
		}
		if l.chunks[i] == nil {
			l.chunks[i] = make([]node, 0, chunkLen)
		}
	}
	l.chunks[i] = append(l.chunks[i], k)
	l.nkids++
}

// take gives the children gathered, in one slice of their number, and
// clears the chunks for the next element (they hold on to nothing).
func (l *level) take() []node {
	if l.nkids == 0 {
		return nil
	}
	kids := make([]node, 0, l.nkids)
	for i, c := range l.chunks {
		kids = append(kids, c...)
		clear(c)
		l.chunks[i] = c[:0]
	}
	l.chunks, l.nkids = l.chunks[:0], 0
	return kids
}

// parse reads the whole document into a tree. The text is UTF-8 already
// (formats.Decode decoded it), so an encoding declaration is not acted
// on. A syntax error is a positioned formats.ErrSyntax; a document beyond
// the limits above a positioned formats.ErrTooLarge, given as soon as the
// limit is passed.
func parse(name, text string) (*node, error) {
	src := &source{text: text}
	d := xml.NewDecoder(src)
	d.Strict = true
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	in := interner{}
	var levels []level // levels[:depth] are the open elements
	depth := 0
	var root *node
	elements, budget := 0, len(text)/bytesPerElement+minElements
	lines := 0
	for {
		line, col := d.InputPos()
		start := int(d.InputOffset())
		src.limit = start + maxField + 2 // the token, and the byte after it the decoder looks at
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			if errors.Is(err, errTooLong) {
				return nil, tooLong(name, text, start, line, col, levels[:depth])
			}
			return nil, syntaxError(name, d, err)
		}
		pos := bridge.Pos{File: name, Line: line, Col: col}
		switch t := tok.(type) {
		case xml.StartElement:
			if depth == 0 && root != nil {
				return nil, bridge.Errorf(pos, "", "%w: a second root element <%s> (want one <USEBIO> element)", formats.ErrSyntax, t.Name.Local)
			}
			if depth >= maxDepth {
				return nil, bridge.Errorf(pos, "", "%w: elements nested more than %d deep (want a USEBIO results file)", formats.ErrSyntax, maxDepth)
			}
			if elements += 1 + len(t.Attr); elements > budget {
				return nil, bridge.Errorf(pos, "", "%w: more than %d elements and attributes in a file of %d bytes (the limit is one for every %d bytes; want a USEBIO results file)",
					formats.ErrTooLarge, budget, len(text), bytesPerElement)
			}
			if t.Name.Local == "TRAVELLER_LINE" {
				if lines++; lines > maxLines {
					return nil, bridge.Errorf(pos, "", "%w: more than %d traveller lines (the limit for one session; want the files of one session)", formats.ErrTooLarge, maxLines)
				}
			}
			if depth == len(levels) {
				levels = append(levels, level{})
			}
			l := &levels[depth]
			l.n = node{name: in.string(t.Name.Local), pos: pos}
			if len(t.Attr) > 0 {
				attrs := t.Attr
				l.n.attrs = &attrs
			}
			l.text = l.text[:0]
			depth++
		case xml.EndElement:
			depth--
			l := &levels[depth]
			n := l.n
			n.text = in.bytes(trimSpace(l.text))
			n.kids = l.take()
			l.n = node{}
			if depth == 0 {
				root = &n
				continue
			}
			p := &levels[depth-1]
			p.add(n)
		case xml.CharData:
			if depth == 0 {
				continue
			}
			l := &levels[depth-1]
			if len(l.text)+len(t) > maxField {
				return nil, tooLong(name, text, start, line, col, levels[:depth])
			}
			l.text = append(l.text, t...)
		}
	}
	if root == nil {
		return nil, bridge.Errorf(bridge.Pos{File: name}, "", "%w: no root element (want <USEBIO>)", formats.ErrSyntax)
	}
	return root, nil
}

// trimSpace is bytes.TrimSpace for the XML spaces.
func trimSpace(b []byte) []byte {
	i, j := 0, len(b)
	for i < j && isSpace(b[i]) {
		i++
	}
	for j > i && isSpace(b[j-1]) {
		j--
	}
	return b[i:j]
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// tooLong is the error of a piece of the document, starting at byte start
// (line:col), longer than maxField: an element's text (open are the
// elements open there), or a tag, comment or declaration.
func tooLong(name, text string, start, line, col int, open []level) error {
	pos := bridge.Pos{File: name, Line: line, Col: col}
	rest := strings.TrimLeft(text[start:], " \t\r\n")
	what := ""
	switch {
	case strings.HasPrefix(rest, "<!--"):
		what = "a comment"
	case strings.HasPrefix(rest, "<![CDATA["):
		what = "" // text, as below
	case strings.HasPrefix(rest, "<?"):
		what = "a processing instruction"
	case strings.HasPrefix(rest, "<!"):
		what = "a declaration"
	case strings.HasPrefix(rest, "</"):
		what = "an end tag"
	case strings.HasPrefix(rest, "<"):
		what = "a start tag"
		if n := tagName(rest[1:]); n != "" {
			what += " <" + n + ">"
		}
	}
	if what != "" {
		return bridge.Errorf(pos, "", "%w: %s of more than %s (the limit for one tag; want a USEBIO results file)", formats.ErrTooLarge, what, formats.Size(maxField))
	}
	ctx := ""
	if len(open) > 0 {
		ctx = "<" + open[len(open)-1].n.name + ">"
	}
	return bridge.Errorf(pos, ctx, "%w: a text of more than %s (the limit for one element's text; want a USEBIO results file)", formats.ErrTooLarge, formats.Size(maxField))
}

// tagName is the name at the start of s, at most 64 bytes of it.
func tagName(s string) string {
	i := 0
	for i < len(s) && i < 64 && !isSpace(s[i]) && s[i] != '>' && s[i] != '/' {
		i++
	}
	return s[:i]
}

func syntaxError(name string, d *xml.Decoder, err error) error {
	var se *xml.SyntaxError
	line, col := d.InputPos()
	msg := err.Error()
	if errors.As(err, &se) {
		msg = se.Msg
		if se.Line != line {
			line, col = se.Line, 0
		}
	}
	return bridge.Errorf(bridge.Pos{File: name, Line: line, Col: col}, "", "%w: XML: %s", formats.ErrSyntax, msg)
}

// RootElement is the name of the root element of an XML text (after the
// declaration, comments and a DOCTYPE), and whether the text starts as
// XML at all. It reads no further than the root's start tag.
func RootElement(text string) (string, bool) {
	t := strings.TrimLeft(strings.TrimPrefix(text, "\uFEFF"), " \t\r\n")
	if !strings.HasPrefix(t, "<") {
		return "", false
	}
	d := xml.NewDecoder(strings.NewReader(t))
	d.Strict = false
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	for {
		tok, err := d.RawToken()
		if err != nil {
			return "", false
		}
		switch x := tok.(type) {
		case xml.StartElement:
			return x.Name.Local, true
		case xml.CharData:
			if strings.TrimSpace(string(x)) != "" {
				return "", false
			}
		}
	}
}

// Detect reports whether the text is a USEBIO file: XML whose root element
// is USEBIO.
func Detect(text string) bool {
	root, ok := RootElement(text)
	return ok && root == "USEBIO"
}

func (n *node) attr(name string) (string, bool) {
	if n.attrs == nil {
		return "", false
	}
	for _, a := range *n.attrs {
		if a.Name.Local == name {
			return strings.TrimSpace(a.Value), true
		}
	}
	return "", false
}

// child is the first child of that name, nil when none.
func (n *node) child(name string) *node {
	for i := range n.kids {
		if n.kids[i].name == name {
			return &n.kids[i]
		}
	}
	return nil
}

// all are the children of that name.
func (n *node) all(name string) []*node {
	var out []*node
	for i := range n.kids {
		if n.kids[i].name == name {
			out = append(out, &n.kids[i])
		}
	}
	return out
}

// field is the text of the first child of that name ("" when none), and
// the child (nil when none).
func (n *node) field(name string) (string, *node) {
	k := n.child(name)
	if k == nil {
		return "", nil
	}
	return k.text, k
}

// fieldPos is where the child of that name is, else where n is.
func (n *node) fieldPos(name string) bridge.Pos {
	if k := n.child(name); k != nil {
		return k.pos
	}
	return n.pos
}

func (n *node) String() string { return fmt.Sprintf("<%s>", n.name) }
