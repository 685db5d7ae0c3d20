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
// and where its start tag is.
type node struct {
	name  string
	attrs []xml.Attr
	text  string
	kids  []*node
	pos   bridge.Pos
}

// maxDepth is the deepest nesting read: USEBIO needs six levels
// (USEBIO, EVENT, SESSION, SECTION, BOARD, TRAVELLER_LINE, and a field);
// a document nested deeper is not a results file.
const maxDepth = 32

// parse reads the whole document into a tree. The text is UTF-8 already
// (formats.Decode decoded it), so an encoding declaration is not acted
// on. A syntax error is a positioned formats.ErrSyntax.
func parse(name, text string) (*node, error) {
	d := xml.NewDecoder(strings.NewReader(text))
	d.Strict = true
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	var stack []*node
	var root *node
	var buf []*strings.Builder
	for {
		line, col := d.InputPos()
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, syntaxError(name, d, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			n := &node{name: t.Name.Local, attrs: t.Attr, pos: bridge.Pos{File: name, Line: line, Col: col}}
			if len(stack) == 0 {
				if root != nil {
					return nil, bridge.Errorf(n.pos, "", "%w: a second root element <%s> (want one <USEBIO> element)", formats.ErrSyntax, n.name)
				}
				root = n
			} else {
				p := stack[len(stack)-1]
				p.kids = append(p.kids, n)
			}
			if len(stack) >= maxDepth {
				return nil, bridge.Errorf(n.pos, "", "%w: elements nested more than %d deep (want a USEBIO results file)", formats.ErrSyntax, maxDepth)
			}
			stack = append(stack, n)
			buf = append(buf, &strings.Builder{})
		case xml.EndElement:
			n := stack[len(stack)-1]
			n.text = strings.TrimSpace(buf[len(buf)-1].String())
			stack, buf = stack[:len(stack)-1], buf[:len(buf)-1]
		case xml.CharData:
			if len(buf) > 0 {
				buf[len(buf)-1].Write(t)
			}
		}
	}
	if root == nil {
		return nil, bridge.Errorf(bridge.Pos{File: name}, "", "%w: no root element (want <USEBIO>)", formats.ErrSyntax)
	}
	return root, nil
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
	for _, a := range n.attrs {
		if a.Name.Local == name {
			return strings.TrimSpace(a.Value), true
		}
	}
	return "", false
}

// child is the first child of that name, nil when none.
func (n *node) child(name string) *node {
	for _, k := range n.kids {
		if k.name == name {
			return k
		}
	}
	return nil
}

// all are the children of that name.
func (n *node) all(name string) []*node {
	var out []*node
	for _, k := range n.kids {
		if k.name == name {
			out = append(out, k)
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
