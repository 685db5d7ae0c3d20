// Package pdf lays a report.Sheet out as a printable PDF for the club
// notice board: A4 portrait, with the event title and "Page 3 of 17" on
// every page and the section's name in the footer, and an outline (the
// viewer's bookmarks) with every section and under it every heading: each
// ranking, board, score card, match and team. It computes nothing:
// every figure and word comes from the Sheet (report.Labels included), so
// the PDF can never disagree with the other formats.
//
// A pairs event (matchpoints, or IMPs when Sheet.IMPs is set) prints the
// rankings first, then the adjustments (when there are any), then every
// board's hand diagram and traveller, then every pair's score card; in IMP
// events the columns are IMPs (the rankings' total and average, each side's
// IMPs on a board, a running total on the cards) and a Butler board's
// heading has its datum.
//
// Score cards share a page where they fit, one under the other, each
// whole: a card is split only when it alone is taller than a page. They
// are set in 9 points, or in 8 when that puts more of the tallest card
// on a page (the sample's cards of 27 boards: two a page, not one), and
// the running total's heading is one line.
//
// A table that goes on over the next page (a card, ranking or traveller
// too long for one) ends its part with "continued → Page 8" under its
// last row, and the next page repeats its heading, marked "(continued)",
// and its column heads.
//
// A hand diagram has the board's number in a compass box whose sides
// carry the seats' letters as the Sheet prints them (N E S W, С В Ю З),
// upright, in white on red for a vulnerable side, the dealer's
// underlined, as on the board itself; the high-card points stand in a
// small cross under West, headed by Labels.HCP.
//
// A board with a double-dummy analysis (BoardPage.DD) has its table (the
// tricks of declarers N, S, E and W in each strain) and par line in the
// diagram's lower-right corner, under East and clear of South's longest
// line, in 8 points; the par line wraps between contracts, and the
// diagram is as tall as the table needs. A board whose deal is not known
// has the table under its note.
//
// Directors' decisions are printed as the site prints them, from the
// Sheet's own words. A decision that replaced a table's result (an
// artificial or an assigned score: TravRow.Note) stands in grey in place
// of the contract, declarer, lead, tricks and result, with the scores and
// matchpoints or IMPs it gave beside it; a board not played has only its
// note. A decision that leaves the result standing (a procedural penalty,
// a fouled board: TravRow.Adjust) is printed under the contract, smaller
// and in grey, across the columns up to the result. A score card does the
// same with CardRow.Adjust. A pair's procedural penalties stand in
// brackets beside its ranking total, "128.5 (-2.5)", in a column of their
// own so that the totals stay aligned. The adjustments section lists every
// decision (Sheet.Adjustments) with its board, table (the two pairs, or
// the match and room), decision, kind and effect, and the reason, law and
// director as given, wrapped in their columns. It comes right after the
// rankings (the standings in a team event), as in the text report: the
// decisions explain the totals just printed, and the page can hang beside
// them on the notice board. The ♥ and ♦ of a decision are red, as in the
// contracts.
//
// A team event (Sheet.Teams) prints the standings and the cross-table,
// the adjustments (when the Sheet has any), the rounds with each match's
// IMPs and VPs, every match board by board (each room's result and NS
// score, the IMPs to each team, the totals and any carry-over), the deals
// with the matches that played them, and a page for each team (every
// match with its opponents, IMPs, VPs and the running VP total). The
// cross-table has a numbered column per team; its type shrinks from 9 to
// 7 points to fit the page (16 teams fit), and a table still too wide is
// split into groups of columns, each repeating the team column, so that
// no column is cut off. A cell with several meetings prints them one
// above the other.
//
// Text is real text in two embedded TrueType faces, Go Regular and Go Bold
// (golang.org/x/image/font/gofont), which cover Latin with its Polish and
// other accents, Cyrillic, Greek, the suit symbols ♠♥♦♣ and box drawing.
// fpdf embeds only the glyphs a document uses. Strings are printed in
// Unicode normalization form C, so a letter given as a base letter and a
// combining accent prints as its precomposed form. U+00A0 (no-break
// space) has a glyph: it prints as a space and is never a line break.
//
// A text is never refused for a character the faces have no glyph for
// (Vietnamese ễ, Hebrew, Arabic, CJK, emoji, U+2011): in the PDF only,
// each such character is printed as a close character the faces have
// (U+2011 and U+2010 as "-", U+202F as U+00A0, U+02BC as ’, a thin space,
// tab or newline as a space, a compatibility form such as "ffi" for "ﬃ",
// or the letter without its accents: ễ → e, ơ → o, Ӑ → А, ἀ → α), as
// nothing when it is invisible (a combining mark with no precomposed
// letter, U+200B, U+200D, bidi controls), and otherwise as U+FFFD, the
// replacement character (Missing), so that a reader sees something is
// missing; never as a blank box. fpdf does no shaping or bidi, so Hebrew
// and Arabic could not be set correctly even in a font that had them.
// Write returns every text so printed (Fallbacks), with where it is
// printed first and each character replaced, for one warning; the other
// formats print the text as given.
//
// The output is deterministic: the same Sheet gives the same bytes. The
// creation and modification dates are the event date at 00:00 UTC when
// Sheet.Date reads as 2026.11.28 or 2026-11-28, and 2000-01-01 00:00 UTC
// otherwise; Producer and Creator are "protokol"; there is no document ID;
// resources are written in sorted order.
//
// Write streams the document: each page goes to the writer, compressed,
// as soon as it is drawn, and a long section's tables (the rankings, the
// travellers, the score cards, a team event's matches, deals and team
// pages) are laid out one at a time as the pages come to them. The pages
// are walked twice, once to count them (the "of 17" on every page), with
// the rows' heights only, then to draw them. So Write holds, beside the
// Sheet, the headings of the blocks, one table's rows, six pages at most
// on their way out, the outline and the fonts, however many pages the
// document has: some 13 MB for a 1,000-table field of 24 boards (1,500
// pages, a Sheet of 50 MB). fpdf measures the texts and writes what
// follows the pages; the pages are written as fpdf writes them, their
// content compressed by another zlib encoder, twice as fast (see
// stream.go).
//
// pdf imports report and its dependencies fpdf (codeberg.org/go-pdf/fpdf),
// klauspost/compress's zlib (github.com/klauspost/compress/zlib) and
// x/image's fonts; it is imported by output.
package pdf

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/report"
)

// Epoch is the creation date of a document whose Sheet has no event date
// that reads as a date.
var Epoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// Write writes the sheet as a PDF. A text with characters the fonts have
// no glyph for is printed otherwise (see the package comment), never
// refused: Write returns every such text, for one warning. Its errors are
// internal (a font that does not parse, a failed write).
func Write(w io.Writer, s *report.Sheet) (Fallbacks, error) {
	return write(w, s, newZlib)
}

// write is Write, the pages compressed by writers of compressor's.
func write(w io.Writer, s *report.Sheet, compressor func() zlibWriter) (Fallbacks, error) {
	if _, ok := kinds[s.Kind]; !ok {
		return nil, fmt.Errorf("pdf: no layout for a %s event", s.Kind)
	}
	if err := regular.load(); err != nil {
		return nil, err
	}
	if err := bold.load(); err != nil {
		return nil, err
	}
	d := &doc{s: s, f: newFpdf(s)}
	if err := d.f.Error(); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	d.build()
	err := d.stream(w, compressor) // before the fallbacks are read: drawing may add some
	return d.fallbacks, err
}

// stream counts the pages of what build prepared, then draws them into
// w, each page written when it is finished (see stream), compressed by
// writers of compressor's.
func (d *doc) stream(w io.Writer, compressor func() zlibWriter) error {
	d.walk() // count the pages
	d.pages = d.page
	st, err := newStream(w, d.f, compressor)
	if err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	defer st.abort()
	d.pen = st
	d.draw = true
	d.walk()
	if err := st.failed(); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	if d.page != d.pages { // every "Page n of N" would be wrong
		return fmt.Errorf("pdf: %d pages drawn, %d counted", d.page, d.pages)
	}
	if err := st.close(); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}

// Date is the creation date written for an event date: the day at 00:00
// UTC for "2026.11.28" or "2026-11-28", else Epoch.
func Date(event string) time.Time {
	event = strings.TrimSpace(event)
	for _, layout := range []string{"2006.01.02", "2006-01-02"} {
		if t, err := time.Parse(layout, event); err == nil {
			return t
		}
	}
	return Epoch
}

func newFpdf(s *report.Sheet) *fpdf.Fpdf {
	f := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", SizeStr: "A4"})
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(marginX, top, marginX)
	f.SetCatalogSort(true)
	f.SetCompression(false) // its pages are empty (see stream)
	date := Date(s.Date)
	f.SetCreationDate(date)
	f.SetModificationDate(date)
	f.SetProducer("protokol", false)
	f.SetCreator("protokol", false)
	f.SetTitle(s.Title, true)
	subject := s.L.Results
	if sub := s.Subtitle(); sub != "" {
		subject += " · " + sub
	}
	f.SetSubject(subject, true)
	keywords := append([]string{"bridge", "duplicate", s.Scoring}, kinds[s.Kind].keywords(&s.L)...)
	if len(s.Adjustments) > 0 {
		keywords = append(keywords, s.L.Adjustments)
	}
	f.SetKeywords(strings.Join(keywords, ", "), true)
	if s.L.Lang != "" {
		f.SetLang(s.L.Lang)
	}
	f.AddUTF8FontFromBytes(regular.family, regular.style, regular.ttf)
	f.AddUTF8FontFromBytes(bold.family, bold.style, bold.ttf)
	return f
}

// doc is one document being made: what build prepared from the Sheet
// (every string checked and wrapped), and the state of walk.
type doc struct {
	s *report.Sheet
	f *fpdf.Fpdf

	fallbacks Fallbacks      // the texts printed otherwise, in order
	seen      map[string]int // a text checked: its index in fallbacks, or -1

	manySections bool

	title, subtitle []string // the title block of the first page
	runTitle        string   // running header, left: the title, fitted
	runSub          string   // running header, right: site and date
	generatedBy     string
	sections        []section

	draw  bool // walk draws; else it only counts pages
	page  int
	pages int // known when drawing
	y     float64
	sec   string // footer name of the current section

	curFace *face   // the font fpdf measures in
	curSize float64 // its size
	curUnit float64 // its size in millimetres, as fpdf measures with it
	// units are the widths fpdf gives the characters of the Basic
	// Multilingual Plane in each face, in thousandths of the type size,
	// plus one (0: not asked yet; -1: not stable, in any face); see
	// measureText.
	units    map[*face]*[0x10000]int32
	curUnits *[0x10000]int32 // curFace's
	// measured keeps what measureUnits found of long texts in each face,
	// which a field repeats (a pair's names on each of its opponents'
	// cards, measured to lay out, to count and to draw them): up to
	// measuredMost of them. curMeasured is curFace's.
	measured    map[*face]map[string]measuredText
	curMeasured map[string]measuredText
	pen         painter // draws the pages
	penFace     *face   // the pen's font, nil until one is set
	penSize     float64
	curText     rgb
	textSet     bool

	slab []string // the one-line results of wrap (see there)

	// what lazyTable reuses from table to table
	lazy       table
	cellBuf    []cellText
	spanBuf    []span   // the spans of the cells (see spans)
	tableLines []string // the one-line results of wrap in a lazy table
	inTable    bool     // wrap is laying out a lazy table
	keep       bool     // a new table each time, never reused (the tests keep them)
	quiet      bool     // check nothing: the texts are checked
	// heightsOnly: lazyTable wants the rows' heights only, so a cell of
	// spans may be given as heightSpans (see cellSpans).
	heightsOnly bool
}

func (d *doc) pageLabel(n, of int) string {
	return d.s.L.Page + " " + strconv.Itoa(n) + " " + d.s.L.Of + " " + strconv.Itoa(of)
}

// check records s as a fallback when it has characters the fonts have no
// glyph for: where it is printed first (where is called only then), and
// each character replaced, once. A text printed in several places (a
// pair's names in the rankings and on the score cards) is one fallback
// that counts its other places.
func (d *doc) check(s string, where func() string) {
	// A stable text prints as it is (see stable): a short one, a suit
	// symbol or a figure with a minus sign, is seen so without the map.
	if d.quiet || plainASCII(s) || len(s) <= 8 && stable(s) {
		return
	}
	if d.seen == nil {
		d.seen = map[string]int{}
	}
	if i, ok := d.seen[s]; ok {
		if i >= 0 {
			d.fallbacks[i].More++
		}
		return
	}
	var chars []Char
	replace(s, func(r rune, as string) {
		for _, c := range chars {
			if c.Rune == r {
				return
			}
		}
		chars = append(chars, Char{Rune: r, As: as})
	})
	if chars == nil {
		d.seen[s] = -1
		return
	}
	d.seen[s] = len(d.fallbacks)
	d.fallbacks = append(d.fallbacks, Fallback{Where: where(), Text: s, Chars: chars})
}

func (d *doc) label(s string) string {
	d.check(s, func() string { return "the " + d.s.L.Lang + " labels (" + strconv.Quote(s) + ")" })
	return s
}

// build checks and measures everything the document prints.
func (d *doc) build() {
	s, l := d.s, &d.s.L
	secs := map[string]bool{}
	for _, r := range s.Rankings {
		secs[r.Section] = true
	}
	d.manySections = len(secs) > 1

	d.check(s.Title, func() string { return "the title" })
	d.check(s.Site, func() string { return "the site" })
	d.check(s.Date, func() string { return "the date" })
	d.check(s.Scoring, func() string { return "the scoring method" })
	d.label(l.Page)
	d.label(l.Of)
	d.label(l.Continued)
	d.generatedBy = d.label(l.GeneratedBy)

	d.title = d.wrap(bold, sizeTitle, s.Title, contentW)
	if sub := s.Subtitle(); sub != "" {
		d.subtitle = d.wrap(regular, sizeSub, sub, contentW)
	}
	d.subtitle = append(d.subtitle, d.wrap(regular, sizeSub, d.label(l.Scoring)+": "+s.Scoring, contentW)...)
	d.runSub = d.fit(regular, sizeRunning, shown(s.Subtitle()), contentW/2)
	d.runTitle = d.fit(bold, sizeRunning, shown(s.Title), contentW-d.width(regular, sizeRunning, d.runSub)-8)

	// What every kind has, and the kind's own sections: its standings
	// first, then the adjustments, its sections of matches, the boards
	// with its travellers, and its own pages (a pair's score card, a
	// team's page).
	kind := kinds[s.Kind]
	d.sections = append(d.sections, kind.standings(d))
	d.sections = append(d.sections, d.extraSections()...)
	if len(s.Adjustments) > 0 {
		d.sections = append(d.sections, d.adjustSection())
	}
	d.sections = append(d.sections, kind.middle(d)...)
	if len(s.Boards) > 0 {
		name := shown(d.label(l.Boards))
		sec := kind.boards(d)
		sec.name = name
		d.sections = append(d.sections, sec)
	}
	d.sections = append(d.sections, kind.pages(d)...)
}

// parts are what a kind of event lays out of its own: its standings, its
// sections between the adjustments and the boards (a team event's rounds
// and matches), its boards' section (each board's diagram with its
// traveller; build names it), its own pages, the keywords that name its
// sections, and whether the adjustments' tables are matches (text from
// the input, which wraps) rather than pairs.
type parts struct {
	standings      func(*doc) section
	middle, pages  func(*doc) []section
	boards         func(*doc) section
	keywords       func(*report.Labels) []string
	matchesAdjusts bool
}

// kinds are the parts of each kind of event: a pairs event's (build.go),
// a team event's (teams.go).
var kinds = map[event.Kind]parts{
	event.Individual: {standings: (*doc).rankingsSection, middle: func(*doc) []section { return nil }, boards: (*doc).boards, pages: (*doc).cardsSections,
		keywords: func(l *report.Labels) []string { return []string{l.Rankings, l.Boards, l.ScoreCards} }},
	event.Pairs: {standings: (*doc).rankingsSection, middle: func(*doc) []section { return nil }, boards: (*doc).boards, pages: (*doc).cardsSections,
		keywords: func(l *report.Labels) []string { return []string{l.Rankings, l.Boards, l.ScoreCards} }},
	event.Teams: {standings: (*doc).standingsSection, middle: (*doc).matchSections, boards: (*doc).teamBoards, pages: (*doc).teamSections,
		keywords: func(l *report.Labels) []string {
			return []string{l.Standings, l.CrossTable, l.Rounds, l.Boards, l.Teams}
		},
		matchesAdjusts: true},
}

// rankingsSection is a pairs event's rankings.
func (d *doc) rankingsSection() section {
	sec := section{name: shown(d.label(d.s.L.Rankings))}
	sec.blocks, sec.table = d.rankings()
	return sec
}

// cardsSections are a pairs event's score cards, when it has some.
func (d *doc) cardsSections() []section {
	if len(d.s.Cards) == 0 {
		return nil
	}
	sec := section{name: shown(d.label(d.s.L.ScoreCards))}
	sec.blocks, sec.table = d.cards()
	return []section{sec}
}

// adjustSection is the adjustments section. It follows the rankings (or
// the standings) and comes before the boards, as in the text report: the
// decisions explain the totals just printed (a penalty beside a total, an
// award in a pair's score), and on the notice board the page of decisions
// hangs beside the results it changed, not after a hundred travellers.
func (d *doc) adjustSection() section {
	return section{name: shown(d.label(d.s.L.Adjustments)), blocks: d.adjustments()}
}

// fit shortens s with an ellipsis until it is no wider than w.
func (d *doc) fit(fc *face, size float64, s string, w float64) string {
	if d.width(fc, size, s) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && d.width(fc, size, string(r)+"…") > w {
		r = r[:len(r)-1]
	}
	return strings.TrimSpace(string(r)) + "…"
}

func (d *doc) pairWhere(section, dir, label string) string {
	w := "pair "
	if d.manySections {
		w += section + " "
	}
	if dir != "" {
		w += dir + " "
	}
	return w + label
}
