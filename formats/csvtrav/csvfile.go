package csvtrav

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/gocarina/gocsv"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// maxErrors is how many problems Read collects before it stops.
const maxErrors = 20

// sheet is one CSV file split into its header and rows, with what is needed
// to say where each field is.
type sheet struct {
	name  string
	text  string // without BOM; CR-only line ends turned into LF
	data  string // text as the CSV reader sees it (a "sep=" line blanked)
	comma rune
	// cyrillic: the text holds a Cyrillic letter (textPass)
	cyrillic bool

	header     []string // raw header cells
	keys       []string // normKey of each header cell
	headerLine int
	kind       Kind
	cols       map[string]int // canonical column -> index
	ncols      int            // fields in the header

	lines []int // record start line of each row handed to gocsv (not of a traveller's)

	lineIdx *lineIndex // where each line starts, found on first use (by any part read side by side)

	maxRows int           // data rows read at most (Options.MaxRows)
	tooMany *bridge.Error // the row beyond maxRows: reading stopped there

	errs  bridge.Errors
	warns []*bridge.Error
	// The traveller row being read: its line and context, and the first
	// reason it cannot be scored as it stands ("" while it can).
	row struct {
		n, board int
		ns       string // as read, before a team row's teams
		e        *bridge.Entry
	}
	why string
	// unscored are the problems of the rows not scored (the first
	// maxErrors), which become errors when no row can be scored.
	unscored []*bridge.Error
	// seating is what a traveller's player columns are (seats.go).
	seating seating
}

func (s *sheet) full() bool { return len(s.errs) >= maxErrors }

func (s *sheet) addErr(e *bridge.Error) {
	if !s.full() {
		s.errs = append(s.errs, e)
	}
}

func (s *sheet) warn(e *bridge.Error) { s.warns = append(s.warns, e) }

// newSheet prepares the text and reads the header row, refusing a header
// that names no kind of file this package reads.
func newSheet(name, text string, maxRows int) (*sheet, error) {
	s, err := scanSheet(name, text, true, maxRows)
	if err != nil {
		return nil, err
	}
	if s.kind == Unknown {
		return nil, s.unknownHeader()
	}
	return s, nil
}

// scanSheet prepares the text and reads the header row. With classify, a
// header that is not even CSV is reported as an unknown header when it
// names no kind of file. A line longer than the limit is refused before
// anything else reads the text.
// maxRows is the most data rows it reads (formats.MaxResults when 0).
func scanSheet(name, text string, classify bool, maxRows int) (*sheet, error) {
	if maxRows <= 0 {
		maxRows = formats.MaxResults
	}
	s := &sheet{name: name, maxRows: maxRows, lineIdx: &lineIndex{}}
	text = strings.TrimPrefix(text, "\uFEFF")
	text = strings.TrimRight(text, "\x1a") // DOS end-of-file marker
	if strings.IndexByte(text, '\n') < 0 && strings.IndexByte(text, '\r') >= 0 {
		text = strings.ReplaceAll(text, "\r", "\n") // classic Mac line ends
	}
	// One pass over the text finds what the checks below look for; only
	// a text where it finds something (CR CR LF, a line too long, a
	// character refused: rare) has the checks made one after the other,
	// in their order, each over the whole text.
	s.text, s.data = text, text
	f, err := s.textPass(formats.MaxLineBytes)
	if err != nil || f.crcrlf || f.long {
		if f.crcrlf || hasCRCRLF(text) {
			text = dropCRs(text) // CR CR LF, from a double conversion
			s.text, s.data = text, text
		}
		if err := formats.LongLine(name, text, formats.MaxLineBytes); err != nil {
			return nil, err
		}
		if f, err = s.textPass(0); err != nil {
			return nil, err
		}
	}
	s.warnFFFD(f)
	// Excel's "sep=;" first line names the delimiter; it is blanked out
	// (with spaces, so that lines and columns stay) for the CSV reader.
	first, _, _ := strings.Cut(text, "\n")
	if f := strings.TrimSuffix(first, "\r"); len(f) == 5 && strings.EqualFold(f[:4], "sep=") && strings.ContainsRune(",;\t|", rune(f[4])) {
		s.comma = rune(f[4])
		s.data = strings.Repeat(" ", len(f)) + text[len(f):]
	} else {
		s.comma = detectComma(text)
	}
	r := s.csvReader(s.data)
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return nil, &bridge.Error{Pos: bridge.Pos{File: name},
				Err: fail(errs(formats.ErrEmpty), "no header row (want a header row naming the columns, then one row per result)")}
		}
		if err != nil {
			// A header that is not even CSV (a PBN file, say) is better
			// reported as an unknown header.
			if classify {
				if k := s.lazyHeaderKind(); k == Unknown && s.header != nil {
					return nil, s.unknownHeader()
				}
			}
			return nil, s.parseError(err)
		}
		if blank(rec) {
			continue
		}
		s.header = rec
		s.headerLine, _ = r.FieldPos(0)
		break
	}
	s.setHeader(s.header)
	return s, nil
}

// hasCRCRLF reports whether text holds CR CR LF. It looks at each CR in
// turn: strings.Contains is several times slower on a file of CR LF line
// ends, where most CRs are followed by LF.
func hasCRCRLF(text string) bool {
	for i := strings.IndexByte(text, '\r'); i >= 0; {
		if strings.HasPrefix(text[i:], "\r\r\n") {
			return true
		}
		j := strings.IndexByte(text[i+1:], '\r')
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

// dropCRs drops the CRs before each LF, so that CR CR LF ends a line as CR
// LF does (and a field does not keep a CR).
func dropCRs(text string) string {
	var b strings.Builder
	b.Grow(len(text))
	for {
		i := strings.IndexByte(text, '\n')
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		b.WriteString(strings.TrimRight(text[:i], "\r"))
		b.WriteByte('\n')
		text = text[i+1:]
	}
}

func (s *sheet) setHeader(h []string) {
	s.header = h
	s.keys = make([]string, len(h))
	for i, c := range h {
		s.keys[i] = normKey(c)
	}
	s.ncols = len(h)
	s.kind = classify(s.keys)
}

// lazyHeaderKind reads the header again with lazy quotes, to classify a
// header that is not valid CSV.
func (s *sheet) lazyHeaderKind() Kind {
	r := csv.NewReader(strings.NewReader(s.data))
	r.Comma, r.Comment, r.FieldsPerRecord, r.LazyQuotes = s.comma, '#', -1, true
	for {
		rec, err := r.Read()
		if err != nil {
			return Unknown
		}
		if !blank(rec) {
			s.headerLine, _ = r.FieldPos(0)
			s.setHeader(rec)
			return s.kind
		}
	}
}

func (s *sheet) unknownHeader() *bridge.Error {
	hint := ""
	if hasKey(s.keys, "user") && hasKey(s.keys, "result") {
		hint = "; this looks like a BBO ranking, not a traveller"
	}
	return &bridge.Error{Pos: s.pos(s.headerLine, 1), Source: s.line(s.headerLine),
		Err: fail(errs(formats.ErrUnknown), "unknown header %s (%s%s)", bridge.Quote(strings.Join(s.header, string(s.comma))), wantKinds, hint)}
}

// textFacts are what textPass finds in a text beside its problems.
type textFacts struct {
	crcrlf bool // CR CR LF ends a line
	long   bool // a line is longer than the limit (the pass stops there)
	fffd   int  // U+FFFD replacement characters
	first  int  // the byte offset of the first of them
}

// textPass refuses binary data: NUL and other control characters, and
// invalid UTF-8, in one pass over the text, which also notes CR CR LF
// and, with a limit, stops at the first line of more than limit bytes
// (CRs at its end not counted: formats.LongLine tells which); it warns
// of nothing (see warnFFFD).
func (s *sheet) textPass(limit int) (f textFacts, err error) {
	if strings.TrimSpace(s.text) == "" {
		return f, &bridge.Error{Pos: bridge.Pos{File: s.name},
			Err: fail(errs(formats.ErrEmpty), "empty file (want a header row and data rows)")}
	}
	if limit <= 0 {
		limit = len(s.text)
	}
	// The loop looks at bytes, most of them printable ASCII, and at the
	// others (line ends mostly) one by one.
	text := s.text
	line := 0 // where the line starts
	for i, size := 0, 0; i < len(text); i += size {
		size = 1
		for i < len(text) {
			if i+8 <= len(text) {
				k := unprintable8(text[i : i+8])
				if k == 8 {
					i += 8
					continue
				}
				i += k
			}
			c := text[i]
			if !plainByte[c] {
				break
			}
			switch c {
			case '\n':
				if i-line > limit && len(strings.TrimRight(text[line:i], "\r")) > limit {
					f.long = true
					return f, nil
				}
				line = i + 1
			case '\r':
				f.crcrlf = f.crcrlf || strings.HasPrefix(text[i:], "\r\r\n")
			}
			i++
		}
		if i == len(text) {
			break
		}
		c := text[i]
		r := rune(c)
		if c >= 0x80 {
			r, size = utf8.DecodeRuneInString(s.text[i:])
			s.cyrillic = s.cyrillic || unicode.Is(unicode.Cyrillic, r)
		}
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(s.text[i:], "\uFFFD"):
			p := s.posAt(i)
			return f, &bridge.Error{Pos: p, Source: s.line(p.Line),
				Err: fail(errs(formats.ErrEncoding), "invalid UTF-8 (want UTF-8 text; decode the file first)")}
		case r == '\uFFFD':
			if f.fffd == 0 {
				f.first = i
			}
			f.fffd++
		case r < 0x20 || r == 0x7F:
			return f, &bridge.Error{Pos: s.posAt(i),
				Err: fail(errs(formats.ErrBinary), "control character %U (want a CSV text file)", r)}
		}
	}
	if len(text)-line > limit && len(strings.TrimRight(text[line:], "\r")) > limit {
		f.long = true
	}
	return f, nil
}

// warnFFFD warns of the U+FFFD replacement characters textPass found.
func (s *sheet) warnFFFD(f textFacts) {
	if f.fffd == 0 {
		return
	}
	p := s.posAt(f.first)
	s.warn(&bridge.Error{Pos: p, Source: s.line(p.Line),
		Err: fail(errs(formats.ErrEncoding), "U+FFFD replacement character, %d in the file (want the file decoded from its own encoding)", f.fffd)})
}

// posAt is the line and column of byte i of the text, worked out when a
// problem is found there.
func (s *sheet) posAt(i int) bridge.Pos {
	start := strings.LastIndexByte(s.text[:i], '\n') + 1
	return s.pos(1+strings.Count(s.text[:start], "\n"), utf8.RuneCountInString(s.text[start:i])+1)
}

// unprintable8 is the place of the first of the 8 bytes of b that is not
// printable ASCII (0x20 to 0x7E), 8 when all are, looking at them as one
// word: most of a CSV's bytes are, 8 at a time, and textPass looks at the
// others (a line end) one by one. The lowest byte flagged is the first
// such byte: a borrow or a carry only goes up from a byte flagged itself.
func unprintable8(b string) int {
	_ = b[7]
	w := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	below := (w - 0x20*ones) &^ w & highs // a byte under 0x20
	above := ((w + ones) | w) & highs     // a byte over 0x7E
	return bits.TrailingZeros64(below|above) >> 3
}

// plainByte are the bytes textPass passes over: printable ASCII, line
// ends, tabs and form feeds.
var plainByte = func() (t [256]bool) {
	for c := 0x20; c < 0x7F; c++ {
		t[c] = true
	}
	for _, c := range "\n\t\r\f" {
		t[c] = true
	}
	return t
}()

// detectComma picks ',', ';' or TAB: the one that gives the header's field
// count on most of the first 20 records, then the most fields. A file of
// one column reads with ','.
func detectComma(text string) rune {
	best, bestMatch, bestFields := ',', -1, 0
	for _, c := range []rune{',', ';', '\t'} {
		r := csv.NewReader(strings.NewReader(text))
		r.Comma, r.Comment, r.FieldsPerRecord, r.LazyQuotes = c, '#', -1, true
		header, matches := -1, 0
		for n := 0; n < 20; {
			rec, err := r.Read()
			if err == io.EOF {
				break
			}
			if err != nil {
				continue
			}
			if blank(rec) {
				continue
			}
			n++
			if header < 0 {
				header = len(rec)
			}
			if len(rec) == header {
				matches++
			}
		}
		if header < 2 {
			continue
		}
		if matches > bestMatch || matches == bestMatch && header > bestFields {
			best, bestMatch, bestFields = c, matches, header
		}
	}
	return best
}

// csvReader reads the records of text with the sheet's delimiter (see
// splitter), each record a new slice.
func (s *sheet) csvReader(text string) *splitter {
	return newSplitter(text, s.comma)
}

func blank(rec []string) bool {
	for _, f := range rec {
		if trim(f) != "" {
			return false
		}
	}
	return true
}

// trim is strings.TrimSpace, quicker for a cell that is empty or starts
// and ends with printable ASCII (most do: a space, or a byte of a
// multi-byte character, may need trimming).
func trim(s string) string {
	if s == "" || s[0] > ' ' && s[0] < 0x80 && s[len(s)-1] > ' ' && s[len(s)-1] < 0x80 {
		return s
	}
	return strings.TrimSpace(s)
}

// parseError turns an encoding/csv error into a positioned one.
func (s *sheet) parseError(err error) *bridge.Error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		msg := pe.Err.Error()
		switch {
		case errors.Is(pe.Err, csv.ErrBareQuote):
			msg = "a quote inside a field that does not start with one (want the whole field in quotes, with \"\" for a quote inside)"
		case errors.Is(pe.Err, csv.ErrQuote):
			msg = "a quoted field not closed, or text after its closing quote (want \"\" for a quote inside a quoted field)"
		}
		line := pe.Line
		return &bridge.Error{Pos: s.pos(line, s.runeCol(line, pe.Column)), Source: s.line(line),
			Err: fail(errs(formats.ErrSyntax), "%s", msg)}
	}
	return &bridge.Error{Pos: bridge.Pos{File: s.name}, Err: fail(errs(formats.ErrSyntax), "%v", err)}
}

// mapColumns gives each header cell its canonical column for the sheet's
// kind, reporting duplicates and missing columns. canon[i] is "" for an
// ignored column.
func (s *sheet) mapColumns() []string {
	t := tableFor(s.kind)
	canon := make([]string, len(s.keys))
	s.cols = map[string]int{}
	for i, k := range s.keys {
		c, ok := t.canon[k]
		switch {
		case k == "":
			continue
		case !ok && ignoredPrefix(k):
			continue
		case !ok:
			s.warn(&bridge.Error{Pos: s.pos(s.headerLine, s.fieldCol(s.headerLine, i)), Source: s.line(s.headerLine),
				Err: fail(errs(formats.ErrUnknown), "column %s ignored (not a known %s column)", bridge.Quote(s.header[i]), s.kind)})
			continue
		case c == "-":
			continue
		}
		if j, dup := s.cols[c]; dup && c == "declarer" && s.kind == Travellers {
			// Bridgemate: "NS/EW" holds the seat, the other column the
			// declaring pair.
			if _, has := s.cols["declarer_pair"]; !has && (k == "nsew" || s.keys[j] == "nsew") {
				pair := i
				if k == "nsew" {
					pair = j
					s.cols["declarer"], canon[i] = i, "declarer"
				}
				s.cols["declarer_pair"], canon[pair] = pair, "declarer_pair"
				continue
			}
		}
		if j, dup := s.cols[c]; dup {
			s.addErr(&bridge.Error{Pos: s.pos(s.headerLine, s.fieldCol(s.headerLine, i)), Source: s.line(s.headerLine),
				Err: fail(errs(formats.ErrConflict), "column %s repeats %s (column %d): both mean %s (want one column per field)",
					bridge.Quote(s.header[i]), bridge.Quote(s.header[j]), j+1, c)})
			continue
		}
		s.cols[c] = i
		canon[i] = c
	}
	return canon
}

func (s *sheet) hasCol(c string) bool { _, ok := s.cols[c]; return ok }

// individual reports whether a traveller is an individual's: it has a
// player column and no pair or team columns (each result then seats four
// players, Entry.Seats).
func (s *sheet) individual() bool {
	if s.hasCol("ns") || s.hasCol("ew") || s.hasCol("room") {
		return false
	}
	for _, c := range seatColumns {
		if s.hasCol(c) {
			return true
		}
	}
	return false
}

func ignoredPrefix(k string) bool {
	for _, p := range ignoredPrefixes {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

// checkRequired reports each required column that is missing; it is false
// when one is.
func (s *sheet) checkRequired() bool {
	t := tableFor(s.kind)
	ok := true
	reqs := required[s.kind]
	switch {
	case s.kind != Travellers:
	case s.hasCol("room"):
		reqs = teamRequired
	case s.individual():
		reqs = individualRequired
	}
	for _, req := range reqs {
		alts := strings.Split(req, "|")
		found := false
		for _, a := range alts {
			if _, ok := s.cols[a]; ok {
				found = true
			}
		}
		if found {
			continue
		}
		var want []string
		for _, a := range alts {
			if v := t.show[a]; v != "" {
				want = append(want, v)
			}
		}
		ok = false
		what := alts[0]
		if len(alts) > 1 {
			what = strings.Join(alts, " or ")
		}
		s.addErr(&bridge.Error{Pos: s.pos(s.headerLine, 1), Source: s.line(s.headerLine),
			Err: fail(errs(formats.ErrMissing), "missing column %s (want a header such as %s)", what, strings.Join(want, "; or "))})
	}
	return ok
}

// rowReader is the gocsv.CSVReader handed to gocsv: it gives the header
// with canonical names, then the data rows, skipping blank rows and rows
// with a CSV syntax error or a wrong number of fields (each reported), and
// records the line each row starts on (line; with lines set, in *lines
// too). gocsv reads it with ReadAll, so row i of gocsv's output is
// s.lines[i]. A quiet rowReader reports nothing and reads past the row
// limit: it looks at the rows for a reading that reports them.
type rowReader struct {
	s      *sheet
	r      *splitter
	header []string
	done   bool
	quiet  bool
	lines  *[]int // where the rows' lines are kept; nil for none
	line   int    // the line of the row read last
	count  int    // rows given
}

func (rr *rowReader) Read() ([]string, error) {
	if !rr.done {
		rr.done = true
		return rr.header, nil
	}
	s := rr.s
	for {
		if !rr.quiet && s.full() {
			return nil, io.EOF
		}
		rec, err := rr.r.Read()
		if err == io.EOF {
			return nil, io.EOF
		}
		if err != nil {
			if !rr.quiet {
				s.addErr(s.parseError(err))
			}
			continue
		}
		line, _ := rr.r.FieldPos(0)
		if line <= s.headerLine || blank(rec) {
			continue
		}
		if len(rec) > s.ncols {
			extra := rec[s.ncols:]
			if !blank(extra) {
				if !rr.quiet {
					l2, c2 := rr.r.FieldPos(s.ncols)
					s.addErr(&bridge.Error{Pos: s.pos(l2, s.runeCol(l2, c2)), Source: s.line(l2),
						Err: fail(errs(formats.ErrSyntax), "%d fields, the header has %d (want one field per column; a stray %q?)",
							len(rec), s.ncols, string(s.comma))})
				}
				continue
			}
			rec = rec[:s.ncols]
		}
		if len(rec) < s.ncols {
			if !rr.quiet {
				s.addErr(&bridge.Error{Pos: s.pos(line, 1), Source: s.line(line),
					Err: fail(errs(formats.ErrSyntax), "%d fields, the header has %d (want one field per column)", len(rec), s.ncols)})
			}
			continue
		}
		if rr.count >= s.maxRows && !rr.quiet {
			// Memory grows with the rows: stop at the limit, with this
			// one problem.
			s.tooMany = s.tooManyAt(line)
			return nil, io.EOF
		}
		rr.count++
		rr.line = line
		if rr.lines != nil {
			*rr.lines = append(*rr.lines, line)
		}
		return rec, nil
	}
}

// tooManyAt is the error of the data row beyond the limit, on line.
func (s *sheet) tooManyAt(line int) *bridge.Error {
	return &bridge.Error{Pos: s.pos(line, 1),
		Err: fail(errs(formats.ErrTooLarge), "too large: more than %d data rows (the limit for one CSV file; want the results of one session)", s.maxRows)}
}

func (rr *rowReader) ReadAll() ([][]string, error) {
	var out [][]string
	for {
		rec, err := rr.Read()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, rec)
	}
}

// unmarshal maps the data rows onto out (a pointer to a slice of a struct
// of string fields tagged with canonical column names) through gocsv's
// per-call API.
func (s *sheet) unmarshal(canon []string, out any) error {
	header := make([]string, len(canon))
	for i, c := range canon {
		if c == "" {
			header[i] = "\x00ignored" // matches no struct tag
		} else {
			header[i] = c
		}
	}
	r := s.csvReader(s.data)
	rr := &rowReader{s: s, r: r, header: header, lines: &s.lines}
	if err := unmarshalCSV(rr, out); err != nil {
		return &bridge.Error{Pos: bridge.Pos{File: s.name}, Err: fail(errs(formats.ErrSyntax), "mapping rows: %v", err)}
	}
	return nil
}

// unmarshalCSV is gocsv.UnmarshalCSV, with a panic inside gocsv turned
// into an error: Read never panics.
func unmarshalCSV(in gocsv.CSVReader, out any) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("gocsv: %v", p)
		}
	}()
	// gocsv keeps its tag name and separator in process-wide variables; this
	// package never sets them, and refuses to run if someone else did.
	if gocsv.TagName != "csv" || gocsv.TagSeparator != "," {
		return fmt.Errorf("gocsv's global TagName or TagSeparator was changed by another package (want \"csv\" and \",\")")
	}
	return gocsv.UnmarshalCSV(in, out)
}

// Positions.

func (s *sheet) pos(line, col int) bridge.Pos { return bridge.Pos{File: s.name, Line: line, Col: col} }

// lineIndex is where each line of a text starts, made once when first
// asked for: only a problem's position needs it.
type lineIndex struct {
	once   sync.Once
	starts []int // byte offset of each line
}

// lineStarts is the byte offset of each line of the text.
func (s *sheet) lineStarts() []int {
	if s.lineIdx == nil { // a sheet not made by scanSheet (a test's)
		s.lineIdx = &lineIndex{}
	}
	s.lineIdx.once.Do(func() {
		starts := []int{0}
		for i := 0; i < len(s.text); i++ {
			if s.text[i] == '\n' {
				starts = append(starts, i+1)
			}
		}
		s.lineIdx.starts = starts
	})
	return s.lineIdx.starts
}

// line is the text of physical line n (from 1), without its line end.
func (s *sheet) line(n int) string {
	starts := s.lineStarts()
	if n < 1 || n > len(starts) {
		return ""
	}
	start := starts[n-1]
	end := len(s.text)
	if n < len(starts) {
		end = starts[n] - 1
	}
	return strings.TrimSuffix(s.text[start:end], "\r")
}

// runeCol turns a 1-based byte column of line n into a rune column.
func (s *sheet) runeCol(n, byteCol int) int {
	l := s.line(n)
	if byteCol < 1 {
		return 1
	}
	if byteCol-1 > len(l) {
		byteCol = len(l) + 1
	}
	return utf8.RuneCountInString(l[:byteCol-1]) + 1
}

// fieldAt finds where field i of the record starting on line n is: the
// record is read again from that line, which is cheaper than keeping every
// field's position for the few that need one.
func (s *sheet) fieldAt(n, i int) (line, col int) {
	starts := s.lineStarts()
	if n < 1 || n > len(starts) || i < 0 {
		return n, 0
	}
	r := s.csvReader(s.data[starts[n-1]:])
	if _, err := r.Read(); err != nil {
		return n, 0
	}
	l, c := r.FieldPos(i)
	if l == 0 {
		return n, 0
	}
	line = n + l - 1
	return line, s.runeCol(line, c)
}

// fieldCol is the rune column of field i of the record on line n (which
// must not span lines before field i).
func (s *sheet) fieldCol(n, i int) int {
	_, c := s.fieldAt(n, i)
	return c
}

// at is the position of the canonical column c in the row starting on line
// n; the row's start when the column is absent.
func (s *sheet) at(n int, c string) bridge.Pos {
	i, ok := s.cols[c]
	if !ok {
		return s.pos(n, 0)
	}
	l, col := s.fieldAt(n, i)
	return s.pos(l, col)
}

// errAt reports a problem with column c of the row on line n.
func (s *sheet) errAt(n int, c string, context where, err error) {
	if s.full() {
		return
	}
	p := s.at(n, c)
	s.addErr(&bridge.Error{Pos: p, Context: context.String(), Err: err, Source: s.line(p.Line)})
}

// warnAt reports a warning about column c of the row on line n.
func (s *sheet) warnAt(n int, c string, context where, err error) {
	p := s.at(n, c)
	s.warn(&bridge.Error{Pos: p, Context: context.String(), Err: err, Source: s.line(p.Line)})
}

// result is the error Read returns: nil, one *bridge.Error, or
// bridge.Errors sorted by position.
func (s *sheet) result() error {
	if s.tooMany != nil {
		return s.tooMany
	}
	if len(s.errs) == 0 {
		return nil
	}
	sortErrors(s.errs)
	if len(s.errs) == 1 {
		return s.errs[0]
	}
	return s.errs
}

func sortErrors(es []*bridge.Error) {
	sort.SliceStable(es, func(i, j int) bool {
		a, b := es[i].Pos, es[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// hasCyrillic reports whether s holds a Cyrillic letter. ASCII bytes are
// skipped without decoding: most cells are ASCII.
func hasCyrillic(s string) bool {
	i := 0
	for i < len(s) && s[i] < utf8.RuneSelf {
		i++
	}
	for _, r := range s[i:] {
		if unicode.Is(unicode.Cyrillic, r) {
			return true
		}
	}
	return false
}

// hasLatinLetter reports whether s holds an ASCII letter (a byte of a
// longer UTF-8 sequence is never one).
func hasLatinLetter(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c >= 'a' && c <= 'z' {
			return true
		}
	}
	return false
}
