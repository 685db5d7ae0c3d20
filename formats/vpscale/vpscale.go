// Package vpscale reads a discrete victory-point scale from its CSV file
// (the --vp-scale file): for each number of boards, bands of least IMP
// margin, winner's VPs and loser's VPs. It returns a vp.Discrete; the
// scale's arithmetic and the rule a band must keep (vp.BandProblem) stay
// in compute/vp. Bytes in, a scale or positioned errors out: no I/O.
// It imports compute/bridge (positioned errors), compute/vp and the
// standard library.
package vpscale

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/vp"
)

// ErrField: a CSV field of a discrete scale that is not a valid number (or
// a line that is not one band). Problems of the bands themselves wrap
// vp.ErrBand.
var ErrField = errors.New("bad field")

// Parse reads a discrete scale from CSV with the columns
//
//	boards,min_margin,winner,loser
//
// one band a line: the number of boards (≥ 1), the least IMP margin of the
// band (≥ 0), and the winner's and loser's VPs as decimals with at most two
// places ("15", "14.5", "13.25"). A header line naming the columns is
// optional; blank lines and lines starting with # are skipped. The bands of
// one number of boards come in increasing margins (other board counts may
// be interleaved) and the first is at margin 0.
//
// Every problem found is reported, each a *bridge.Error with its line and
// column (and the file name given, which may be empty), in a
// bridge.Errors; the causes wrap ErrField or vp.ErrBand.
func Parse(file string, data []byte) (*vp.Discrete, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	lines := strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
	p := discreteParser{file: file, lines: lines, d: &vp.Discrete{Rows: map[int][]vp.DiscreteRow{}}, lastLine: map[int]int{}}

	cr := csv.NewReader(bytes.NewReader(data))
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	cr.Comment = '#'
	first := true
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				p.errs = append(p.errs, p.errorAt(pe.Line, pe.Column, "", "%w: %v", ErrField, pe.Err))
			} else {
				p.errs = append(p.errs, &bridge.Error{Pos: bridge.Pos{File: file}, Err: err})
			}
			break
		}
		line, _ := cr.FieldPos(0)
		if first {
			first = false
			if isHeader(rec) {
				if !validHeader(rec) {
					p.errs = append(p.errs, p.errorAt(line, 1, "", "%w: header %s (want boards,min_margin,winner,loser)", ErrField, bridge.Quote(strings.Join(rec, ","))))
				}
				continue
			}
		}
		p.row(cr, rec)
	}
	if len(p.d.Rows) == 0 && len(p.errs) == 0 {
		p.errs = append(p.errs, p.errorAt(1, 0, "", "%w: no bands (want lines of boards,min_margin,winner,loser)", vp.ErrBand))
	}
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	return p.d, nil
}

func isHeader(rec []string) bool {
	return len(rec) > 0 && strings.EqualFold(strings.TrimSpace(rec[0]), "boards")
}

func validHeader(rec []string) bool {
	want := []string{"boards", "min_margin", "winner", "loser"}
	if len(rec) != len(want) {
		return false
	}
	for i, f := range rec {
		if !strings.EqualFold(strings.TrimSpace(f), want[i]) {
			return false
		}
	}
	return true
}

type discreteParser struct {
	file     string
	lines    []string
	d        *vp.Discrete
	lastLine map[int]int // by number of boards: the line of its last band
	errs     bridge.Errors
}

// errorAt makes a positioned error; col is the byte column of csv (1-based)
// and becomes a rune column.
func (p *discreteParser) errorAt(line, col int, context, format string, args ...any) *bridge.Error {
	e := bridge.Errorf(bridge.Pos{File: p.file, Line: line}, context, format, args...)
	if line >= 1 && line <= len(p.lines) {
		src := p.lines[line-1]
		e.Source = src
		if col >= 1 {
			// A column past the end (an unclosed quote) points just after it.
			e.Pos.Col = utf8.RuneCountInString(src[:min(col-1, len(src))]) + 1
		}
	}
	return e
}

// row reads one band.
func (p *discreteParser) row(cr *csv.Reader, rec []string) {
	line, _ := cr.FieldPos(0)
	if len(rec) != 4 {
		p.errs = append(p.errs, p.errorAt(line, 1, "", "%w: %d fields (want 4: boards,min_margin,winner,loser)", ErrField, len(rec)))
		return
	}
	at := func(i int) (int, int) { return cr.FieldPos(i) }
	fail := func(i int, context, format string, args ...any) {
		l, c := at(i)
		p.errs = append(p.errs, p.errorAt(l, c, context, format, args...))
	}
	for i := range rec {
		rec[i] = strings.TrimSpace(rec[i])
	}
	boards, err := strconv.Atoi(rec[0])
	if err != nil || boards < 1 {
		fail(0, "", "%w: boards %s (want a whole number, at least 1)", ErrField, bridge.Quote(rec[0]))
		return
	}
	context := fmt.Sprintf("%d boards", boards)
	margin, err := strconv.Atoi(rec[1])
	if err != nil || margin < 0 {
		fail(1, context, "%w: min_margin %s (want a whole number of IMPs, at least 0)", ErrField, bridge.Quote(rec[1]))
		return
	}
	winner, ok := parseHundredths(rec[2])
	if !ok {
		fail(2, context, "%w: winner %s (want VPs, at least 0, with at most 2 decimals)", ErrField, bridge.Quote(rec[2]))
		return
	}
	loser, ok := parseHundredths(rec[3])
	if !ok {
		fail(3, context, "%w: loser %s (want VPs, at least 0, with at most 2 decimals)", ErrField, bridge.Quote(rec[3]))
		return
	}
	r := vp.DiscreteRow{MinMargin: margin, Winner: winner, Loser: loser}
	rows := p.d.Rows[boards]
	var prev *vp.DiscreteRow
	if len(rows) > 0 {
		prev = &rows[len(rows)-1]
	}
	if field, msg := vp.BandProblem(r, prev, fmt.Sprintf("on line %d", p.lastLine[boards])); msg != "" {
		fail(field, context, "%w: %s", vp.ErrBand, msg)
		return
	}
	p.d.Rows[boards] = append(rows, r)
	p.lastLine[boards] = line
}

// parseHundredths reads "15", "14.5" or "13.25" as hundredths.
func parseHundredths(s string) (int, bool) {
	whole, frac, dot := strings.Cut(s, ".")
	if whole == "" || (dot && frac == "") || len(frac) > 2 || !digits(whole) || !digits(frac) || len(whole) > 9 {
		return 0, false
	}
	w, _ := strconv.Atoi(whole)
	for len(frac) < 2 {
		frac += "0"
	}
	f, _ := strconv.Atoi(frac)
	return 100*w + f, true
}

func digits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
