package vp

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
)

// DiscreteRow is one band of a discrete scale: every margin from MinMargin
// up to the next band's MinMargin (exclusive) gives these VPs.
type DiscreteRow struct {
	MinMargin int // least IMP margin of the band, ≥ 0
	Winner    int // winner's VPs in hundredths
	Loser     int // loser's VPs in hundredths, ≤ Winner
}

// Discrete is a scale given as data: for each number of boards, its bands
// in increasing MinMargin, the first at 0. A margin that is not a whole
// number is rounded half away from zero before it is looked up, as for
// Continuous; a margin beyond the last band gets the last band.
type Discrete struct {
	Rows map[int][]DiscreteRow
}

// Boards lists the numbers of boards the scale covers, in increasing order.
func (d Discrete) Boards() []int {
	return slices.Sorted(maps.Keys(d.Rows))
}

// VPs implements Scale.
func (d Discrete) VPs(margin exact.Q, boards int) (winner, loser int, err error) {
	if err := check(margin, boards); err != nil {
		return 0, 0, err
	}
	rows := d.Rows[boards]
	if len(rows) == 0 {
		return 0, 0, fmt.Errorf("vp: %w: the discrete scale has no bands for %d boards (it covers %s)", ErrBoards, boards, listInts(d.Boards()))
	}
	last := rows[len(rows)-1]
	m, ok := roundMargin(margin, last.MinMargin)
	if !ok {
		return last.Winner, last.Loser, nil
	}
	// The last band whose MinMargin ≤ m.
	i, found := slices.BinarySearchFunc(rows, m, func(r DiscreteRow, m int) int { return r.MinMargin - m })
	if !found {
		i--
	}
	if i < 0 {
		return 0, 0, fmt.Errorf("vp: %w: %d boards: no band at margin 0", ErrBand, boards)
	}
	return rows[i].Winner, rows[i].Loser, nil
}

func listInts(xs []int) string {
	if len(xs) == 0 {
		return "no board counts"
	}
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ", ")
}

// Validate checks what ParseDiscrete checks, for a scale built in code:
// for every number of boards ≥ 1, bands with strictly increasing margins
// starting at 0, VPs ≥ 0, the winner's never below the loser's, the
// winner's never falling and the loser's never rising as the margin grows.
func (d Discrete) Validate() error {
	var errs []error
	for _, b := range d.Boards() {
		if b < 1 {
			errs = append(errs, fmt.Errorf("vp: %w: %d (want at least 1)", ErrBoards, b))
			continue
		}
		rows := d.Rows[b]
		if len(rows) == 0 {
			errs = append(errs, fmt.Errorf("vp: %d boards: %w: no bands", b, ErrBand))
		}
		for i, r := range rows {
			var prev *DiscreteRow
			if i > 0 {
				prev = &rows[i-1]
			}
			if _, msg := bandProblem(r, prev, fmt.Sprintf("in band %d", i)); msg != "" {
				errs = append(errs, fmt.Errorf("vp: %d boards, band %d: %w: %s", b, i+1, ErrBand, msg))
			}
		}
	}
	return errors.Join(errs...)
}

// bandProblem says what is wrong with band r after prev (nil for the
// first band; where says where prev is, "on line 4"), or "", and which
// field is wrong (1 the margin, 2 the winner's VPs, 3 the loser's).
func bandProblem(r DiscreteRow, prev *DiscreteRow, where string) (field int, msg string) {
	switch {
	case r.MinMargin < 0:
		return 1, fmt.Sprintf("margin %d (want at least 0)", r.MinMargin)
	case r.Winner < 0 || r.Loser < 0:
		return 2, fmt.Sprintf("VPs %s–%s (want at least 0)", vps(r.Winner), vps(r.Loser))
	case r.Winner < r.Loser:
		return 2, fmt.Sprintf("winner %s below loser %s", vps(r.Winner), vps(r.Loser))
	case prev == nil && r.MinMargin != 0:
		return 1, fmt.Sprintf("first band starts at margin %d (want a band at margin 0)", r.MinMargin)
	case prev == nil:
		return 0, ""
	case r.MinMargin == prev.MinMargin:
		return 1, fmt.Sprintf("margin %d again: it starts the band %s too (bands overlap)", r.MinMargin, where)
	case r.MinMargin < prev.MinMargin:
		return 1, fmt.Sprintf("margin %d after %d %s (want increasing margins)", r.MinMargin, prev.MinMargin, where)
	case r.Winner < prev.Winner:
		return 2, fmt.Sprintf("winner %s after %s %s (want the winner's VPs never to fall as the margin grows)", vps(r.Winner), vps(prev.Winner), where)
	case r.Loser > prev.Loser:
		return 3, fmt.Sprintf("loser %s after %s %s (want the loser's VPs never to rise as the margin grows)", vps(r.Loser), vps(prev.Loser), where)
	}
	return 0, ""
}

// vps shows hundredths as VPs: 1550 → "15.50".
func vps(h int) string {
	return exact.Frac(int64(h), 100).Round(2)
}

// ParseDiscrete reads a discrete scale from CSV with the columns
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
// column (and the file name, when r has a Name method like *os.File), in a
// bridge.Errors; the causes wrap ErrField or ErrBand.
func ParseDiscrete(r io.Reader) (*Discrete, error) {
	var file string
	if n, ok := r.(interface{ Name() string }); ok {
		file = n.Name()
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	lines := strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
	p := discreteParser{file: file, lines: lines, d: &Discrete{Rows: map[int][]DiscreteRow{}}, lastLine: map[int]int{}}

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
		p.errs = append(p.errs, p.errorAt(1, 0, "", "%w: no bands (want lines of boards,min_margin,winner,loser)", ErrBand))
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
	d        *Discrete
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
	r := DiscreteRow{MinMargin: margin, Winner: winner, Loser: loser}
	rows := p.d.Rows[boards]
	var prev *DiscreteRow
	if len(rows) > 0 {
		prev = &rows[len(rows)-1]
	}
	if field, msg := bandProblem(r, prev, fmt.Sprintf("on line %d", p.lastLine[boards])); msg != "" {
		fail(field, context, "%w: %s", ErrBand, msg)
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
