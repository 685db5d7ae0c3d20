package pbnout

import (
	"bufio"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
)

// eol is the line end of the export format.
const eol = "\r\n"

// writer writes PBN text: tag pairs, tables, comments. Errors of the
// underlying writer are kept by the bufio.Writer and reported by flush.
type writer struct {
	bw *bufio.Writer
}

func newWriter(w io.Writer) *writer { return &writer{bw: bufio.NewWriterSize(w, 64<<10)} }

func (w *writer) line(s string) {
	w.bw.WriteString(s)
	w.bw.WriteString(eol)
}

// header is the start of the file: the version, the export claim and the
// charset (the convention of BridgeComposer and of our corpus).
func (w *writer) header() {
	w.line("% PBN 2.1")
	w.line("% EXPORT")
	w.line("%Content-type: text/x-pbn; charset=UTF-8")
	w.line("%Creator: protokol")
}

// tag writes [Name "value"] with the value cleaned and escaped. A value
// starting with "#" would be read as inherited (formats.md §8); it is
// written after "##", which a reader takes as the literal text that
// follows (and copies into following games that lack the tag, which ours
// never do).
func (w *writer) tag(name, value string) {
	if strings.HasPrefix(value, "#") {
		value = "##" + value
	}
	w.bw.WriteByte('[')
	w.bw.WriteString(name)
	w.bw.WriteString(` "`)
	w.bw.WriteString(escape(value))
	w.bw.WriteString(`"]`)
	w.bw.WriteString(eol)
}

func (w *writer) flush() error { return w.bw.Flush() }

// clean makes input text fit for one PBN line: every control character
// (C0, DEL, C1: tabs and line ends included) becomes a space, and invalid
// UTF-8 becomes U+FFFD.
func clean(s string) string {
	if utf8.ValidString(s) && strings.IndexFunc(s, unicode.IsControl) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, "\uFFFD"))
}

// escape is a tag value or a quoted table element: cleaned, with \ and "
// escaped (the only two escapes of PBN; formats.md §3.4).
func escape(s string) string {
	s = clean(s)
	if !strings.ContainsAny(s, `\"`) {
		return s
	}
	return quoteEscapes.Replace(s)
}

// cell is one element of a table: written as a plain token, or quoted.
type cell struct {
	text   string
	quoted bool
}

// none is the empty element "-".
var none = cell{text: "-"}

// quote is a quoted element.
func quote(s string) cell { return cell{text: s, quoted: true} }

// token is an element holding s: a plain token when s is one (no space,
// none of [ ] { } ; % " and not "-", which means "no value"), else a
// quoted string. "" is the empty element.
func token(s string) cell {
	if s == "" {
		return none
	}
	if s == "-" {
		return quote(s)
	}
	for _, r := range s {
		if unicode.IsSpace(r) || unicode.IsControl(r) || strings.ContainsRune(`[]{};%"\`, r) {
			return quote(s)
		}
	}
	return cell{text: s}
}

func (c cell) String() string {
	if c.quoted {
		return `"` + escape(c.text) + `"`
	}
	return c.text
}

// column is a table column: its name and alignment.
type column struct {
	name  string
	right bool
}

// table is a supplemental section: the tag name, its columns and rows.
type table struct {
	tag  string
	cols []column
	rows [][]cell
}

// maxWidth is the widest column written: a longer element is written in
// full, unpadded (readers limit the width; ours to 10,000).
const maxWidth = 100

// write writes the table: the column descriptor with each column's width
// (the widest element, at least 1, at most maxWidth) and alignment, then one row per line,
// each element padded to its column's width (formats.md §9.2), trailing
// spaces dropped.
func (w *writer) table(t *table) {
	text := make([][]string, len(t.rows))
	width := make([]int, len(t.cols))
	for i := range width {
		width[i] = 1
	}
	for r, row := range t.rows {
		text[r] = make([]string, len(row))
		for i, c := range row {
			s := c.String()
			text[r][i] = s
			width[i] = min(max(width[i], utf8.RuneCountInString(s)), maxWidth)
		}
	}
	var d strings.Builder
	for i, c := range t.cols {
		if i > 0 {
			d.WriteByte(';')
		}
		d.WriteString(c.name)
		d.WriteByte('\\')
		d.WriteString(itoa(width[i]))
		if c.right {
			d.WriteByte('R')
		} else {
			d.WriteByte('L')
		}
	}
	// Written as it is: a descriptor holds no " and its \ are not escapes.
	w.line("[" + t.tag + ` "` + d.String() + `"]`)
	var b strings.Builder
	for _, row := range text {
		b.Reset()
		for i, s := range row {
			if i > 0 {
				b.WriteByte(' ')
			}
			pad := max(width[i]-utf8.RuneCountInString(s), 0)
			if t.cols[i].right {
				spaces(&b, pad)
				b.WriteString(s)
			} else {
				b.WriteString(s)
				spaces(&b, pad)
			}
		}
		w.line(strings.TrimRight(b.String(), " "))
	}
}

func spaces(b *strings.Builder, n int) {
	for range n {
		b.WriteByte(' ')
	}
}

// comment writes a brace comment on its own line; braces inside become
// parentheses, so that the comment cannot end early.
func (w *writer) comment(s string) {
	s = braceSwaps.Replace(clean(s))
	w.line("{" + s + "}")
}

// tagName reports whether s can be a tag name: a letter, then letters,
// digits and underscores.
func tagName(s string) bool {
	for i, r := range s {
		letter := r < utf8.RuneSelf && unicode.IsLetter(r)
		if !letter && (i == 0 || !(r < utf8.RuneSelf && unicode.IsDigit(r) || r == '_')) {
			return false
		}
	}
	return s != ""
}

// tagPair is a tag other than the mandatory ones, written in alphabetical
// order after them.
type tagPair struct{ name, value string }

// game writes the mandatory tag set (formats.md §5.1) of a board,
// then the other tags sorted by name, then the board's
// OptimumResultTable when the hand record had one. An analysis a (nil
// when none) replaces the hand record's double-dummy tags.
func (w *writer) game(ev labels, b *bridge.Board, a *dd.Analysis, players [4]string, scoring string, played playedTags, others []tagPair) {
	w.tag("Event", orUnknown(ev.name))
	w.tag("Site", orUnknown(ev.site))
	w.tag("Date", orUnknown(ev.date))
	w.tag("Board", itoa(b.Number))
	w.tag("West", players[bridge.West])
	w.tag("North", players[bridge.North])
	w.tag("East", players[bridge.East])
	w.tag("South", players[bridge.South])
	w.tag("Dealer", b.Dealer.String())
	w.tag("Vulnerable", b.Vul.String())
	if b.Deal.Empty() {
		w.tag("Deal", "?")
	} else {
		w.tag("Deal", b.Deal.StringFrom(b.Dealer))
	}
	w.tag("Scoring", scoring)
	w.tag("Declarer", played.declarer)
	w.tag("Contract", played.contract)
	w.tag("Result", played.result)
	var ortDesc string // [OptimumResultTable]: its column descriptor and rows
	var ortRows []string
	analysed := a != nil
	if analysed {
		// The analysis replaces the hand record's own double-dummy tags.
		others = append(others, tagPair{"DoubleDummyTricks", a.Table.PBN()}, tagPair{"OptimumScore", optimumScore(a.Par.ScoreNS)})
		ortDesc, ortRows = a.Table.OptimumResultTable()
	}
	for _, t := range b.HandRecord.Verbatim {
		name, v := t.Name, t.Value
		switch {
		case analysed && ddTags[name]:
		case name == "OptimumResultTable":
			// kept by the reader as the descriptor and one line per row
			if desc, rows, ok := strings.Cut(v, "\n"); ok {
				ortDesc, ortRows = desc, strings.Split(rows, "\n")
			}
		case tagName(name) && !mandatory[name] && !slices.ContainsFunc(others, func(t tagPair) bool { return t.name == name }):
			others = append(others, tagPair{name, v})
		}
	}
	sort.SliceStable(others, func(i, j int) bool { return others[i].name < others[j].name })
	for _, t := range others {
		w.tag(t.name, t.value)
	}
	if ortDesc != "" {
		// A column descriptor's \ are no escapes: written as it is.
		w.line(`[OptimumResultTable "` + strings.ReplaceAll(clean(ortDesc), `"`, "") + `"]`)
		for _, r := range ortRows {
			if r = strings.TrimSpace(clean(r)); r != "" && !strings.ContainsAny(r, "[]{};%") {
				w.line(r)
			}
		}
	}
}

// ddTags are the tags a board's double-dummy analysis writes.
var ddTags = map[string]bool{"DoubleDummyTricks": true, "OptimumScore": true, "OptimumResultTable": true}

// optimumScore is the value of [OptimumScore]: "NS 420", "NS -100", from
// NS's view as the reference files write it.
func optimumScore(ns int) string { return "NS " + strconv.Itoa(ns) }

// mandatory is the mandatory tag set of PBN 2.x.
var mandatory = map[string]bool{"Event": true, "Site": true, "Date": true, "Board": true, "West": true, "North": true,
	"East": true, "South": true, "Dealer": true, "Vulnerable": true, "Deal": true, "Scoring": true,
	"Declarer": true, "Contract": true, "Result": true}

// playedTags are the values of the Declarer, Contract and Result tags.
type playedTags struct{ declarer, contract, result string }

// playTags are the result tags of a played result; a pass-out is
// Contract "Pass" with Declarer and Result empty (formats.md §6.1).
func playTags(p bridge.Play) playedTags {
	if p.Contract.IsPass() {
		return playedTags{contract: "Pass"}
	}
	return playedTags{declarer: p.Declarer.String(), contract: p.Contract.String(), result: itoa(p.Tricks)}
}

// labels are the event's name, site and date.
type labels struct{ name, site, date string }

// orUnknown is "?" for an unknown value, as the export format wants.
func orUnknown(s string) string {
	if strings.TrimSpace(s) == "" {
		return "?"
	}
	return s
}

func itoa(n int) string { return strconv.Itoa(n) }

// joinNames joins the players' names, cleaned and trimmed, into one Names
// element as our reader and Ruter split it (bridge.JoinNames): "A - B",
// "A;B" when a name holds " - ", every name quoted when a name holds ";".
func joinNames(names []string) string {
	cleaned := make([]string, len(names))
	for i, n := range names {
		cleaned[i] = clean(n)
	}
	return bridge.JoinNames(cleaned)
}

// quoteEscapes escapes a PBN tag value; braceSwaps keeps a comment's
// text from closing it.
var (
	quoteEscapes = strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	braceSwaps   = strings.NewReplacer("{", "(", "}", ")")
)
