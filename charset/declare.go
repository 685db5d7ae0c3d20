package charset

import (
	"bytes"
	"io"
	"regexp"
	"strings"
)

// declRE finds a charset label in a PBN %Content-type line, an HTML meta
// tag or an XML declaration: charset=koi8-r, charset="utf-8", encoding="...".
var declRE = regexp.MustCompile(`(?i)((?:charset|encoding)\s*=\s*["']?)([A-Za-z0-9_.:-]+)`)

// declLines is how many lines at the start of a file may declare its charset.
const declLines = 40

// DeclarationWriter rewrites the charset declarations in the first lines of
// what it is given (a PBN "%Content-type: ...; charset=X" line, an HTML
// meta tag) to name the encoding the bytes are now in, so a converted file
// does not claim its old charset. The label keeps the case of the one it
// replaces (KOI8-R becomes UTF-8, koi8-r becomes utf-8). Every supported
// encoding is ASCII-compatible, so the rewrite works on the output bytes.
// Rewritten reports how many labels were changed. Close flushes.
type DeclarationWriter struct {
	w         io.Writer
	to        *Encoding
	line      []byte
	lines     int
	Rewritten int
}

// NewDeclarationWriter writes to w, relabelling declarations as `to`.
func NewDeclarationWriter(w io.Writer, to *Encoding) *DeclarationWriter {
	return &DeclarationWriter{w: w, to: to}
}

func (d *DeclarationWriter) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 && d.lines < declLines {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			d.line = append(d.line, p...)
			return n, nil
		}
		d.line = append(d.line, p[:i+1]...)
		p = p[i+1:]
		if err := d.flushLine(); err != nil {
			return 0, err
		}
	}
	if len(p) > 0 {
		if _, err := d.w.Write(p); err != nil {
			return 0, err
		}
	}
	return n, nil
}

func (d *DeclarationWriter) flushLine() error {
	line := d.line
	if declRE.Match(line) {
		line = declRE.ReplaceAllFunc(line, func(m []byte) []byte {
			sub := declRE.FindSubmatch(m)
			old := string(sub[2])
			if e, err := Lookup(old); err != nil || e == d.to {
				return m
			}
			label := d.to.Name
			if old == strings.ToUpper(old) {
				label = strings.ToUpper(label)
			}
			d.Rewritten++
			return append(append([]byte{}, sub[1]...), label...)
		})
	}
	d.lines++
	d.line = d.line[:0]
	_, err := d.w.Write(line)
	return err
}

// Close writes what is left of an unfinished first line.
func (d *DeclarationWriter) Close() error {
	if len(d.line) == 0 {
		return nil
	}
	return d.flushLine()
}
