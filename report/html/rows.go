package html

import (
	"fmt"
	"html/template"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/report"
)

// The rows of the big tables (rankings, travellers, score cards) are
// written here rather than in the templates: a 1,000-table field has about
// a million table cells, and html/template's per-action reflection made
// them the slowest part of publishing. Every text goes through escape (the
// same escaping html/template applies in element content and quoted
// attributes), a text from the input through bdi or phrase (escape, and
// isolated when it must be: see bidi.go); the golden files of the
// templates' output hold this code to the exact same bytes.

// builder is a page or a part of one as it is written: its bytes, which a
// whole page gives away as they are (see bytes).
type builder struct {
	buf []byte
	// sized: the page's room was made at the size of the last page of
	// its kind (see write), so its tables' rows make none of their own
	// (see rowsRoom).
	sized bool
	// refs are what the pages of a site write alike, shared with other
	// pages (see refsHTML); nil: written each time.
	refs *refsHTML
}

// refsHTML holds what many pages of a site write alike, written once:
// the pairs' names (pairNames) and links (refLink), by reference, as the
// Sheet's references allow, none being changed (a 1,000-table field's
// score cards write their opponents' names 96,000 times and their links
// 48,000 times, its travellers 48,000 links, of 2,000 references); and
// the frames of the score cards' charts (see chartFrame). The pages
// written one after the other on a goroutine share one (see sharedRefs).
type refsHTML struct {
	names, links map[*report.PairRef]string
	charts       chartFrames
}

// sharedRefs are the refsHTML of a site's pages, one for each page
// written at a time (kept for the whole site, where a sync.Pool would
// drop them at each collection).
type sharedRefs struct{ free chan *refsHTML }

// newSharedRefs are the sharedRefs of a site whose pages are written n
// at a time, about.
func newSharedRefs(n int) *sharedRefs { return &sharedRefs{free: make(chan *refsHTML, n)} }

// get is a refsHTML for a page to write, to be put back when it is
// written; nil for no sharedRefs.
func (s *sharedRefs) get() *refsHTML {
	if s == nil {
		return nil
	}
	select {
	case r := <-s.free:
		return r
	default:
		return &refsHTML{names: map[*report.PairRef]string{}, links: map[*report.PairRef]string{}, charts: chartFrames{}}
	}
}

// put takes back what get gave.
func (s *sharedRefs) put(r *refsHTML) {
	if s == nil || r == nil {
		return
	}
	select {
	case s.free <- r:
	default:
	}
}

// shared writes what write writes of p, made once in m when the builder
// shares its references.
func (b *builder) shared(m func(*refsHTML) map[*report.PairRef]string, p *report.PairRef, write func(*builder)) {
	if b.refs == nil {
		write(b)
		return
	}
	refs := m(b.refs)
	if v, ok := refs[p]; ok {
		b.raw(v)
		return
	}
	n := len(b.buf)
	write(b)
	refs[p] = string(b.buf[n:])
}

// pairNames writes a pair's names as phraseText writes them.
func (b *builder) pairNames(p *report.PairRef) {
	b.shared(func(r *refsHTML) map[*report.PairRef]string { return r.names }, p, func(b *builder) { b.phraseText(p.Names, p.NamesPhrase) })
}

// refLink writes a pair's link as pairLink writes it.
func (b *builder) refLink(p *report.PairRef) {
	b.shared(func(r *refsHTML) map[*report.PairRef]string { return r.links }, p, func(b *builder) { b.pairLink(*p) })
}

// rowsRoom makes room for n more bytes, about, of a table's rows: in a
// page not sized already, which it would otherwise grow by doubling. In a
// sized one, a guess made on top of its room (a traveller's 1,000 rows
// at travellerRowSize) would move a page that fits already.
func (b *builder) rowsRoom(n int) {
	if !b.sized {
		b.Grow(n)
	}
}

// WriteString appends s.
func (b *builder) WriteString(s string) { b.buf = append(b.buf, s...) }

// Grow makes room for n more bytes.
func (b *builder) Grow(n int) { b.buf = slices.Grow(b.buf, n) }

// Len is the number of bytes written.
func (b *builder) Len() int { return len(b.buf) }

// String is a copy of the bytes written.
func (b *builder) String() string { return string(b.buf) }

// The bytes of a row of each big table, about (with a pair's names in
// Cyrillic; a little more than most), so that its builder is made once
// at its size rather than grown by doubling and copying: for a
// 1,000-table field, growing them was half of all the site allocated.
const (
	rankingRowSize   = 400
	travellerRowSize = 620
	cardRowSize      = 720
	namesRowSize     = 300
)

// escape writes text from the input, escaped as html.EscapeString
// escapes it (& ' < > "), straight into the builder: most texts have
// nothing to escape, and the others need no escaped copy.
func (b *builder) escape(s string) { b.replace(s, &escapes) }

// replace writes s with each byte that table replaces replaced: the
// bytes are looked up in a table rather than compared one by one, as a
// site's text is mostly names and numbers with nothing to escape.
func (b *builder) replace(s string, table *[256]string) {
	start := 0
	for i := 0; i < len(s); i++ {
		esc := table[s[i]]
		if esc == "" {
			continue
		}
		b.WriteString(s[start:i])
		b.WriteString(esc)
		start = i + 1
	}
	b.WriteString(s[start:])
}

// escapes are what escape replaces; textEscapes what text replaces (see
// pair.go). Each is a byte below 0x80, which no byte of a longer UTF-8
// sequence is, so bytes are looked up rather than runes.
var escapes, textEscapes = func() (e, t [256]string) {
	e['&'], e['\''], e['<'], e['>'], e['"'] = "&amp;", "&#39;", "&lt;", "&gt;", "&#34;"
	t = e
	t[0], t['+'] = "\uFFFD", "&#43;"
	return e, t
}()

// raw writes markup of this package.
func (b *builder) raw(s string) { b.WriteString(s) }

// inputCell writes <td class="class">text</td> and a newline for a text
// from the input (see bdi).
func (b *builder) inputCell(class, text string) {
	b.raw(`<td class="`)
	b.raw(class)
	b.raw(`">`)
	b.bdi(text)
	b.raw("</td>\n")
}

// cell writes <td class="class">text</td> and a newline.
func (b *builder) cell(class, text string) {
	b.raw(`<td class="`)
	b.raw(class)
	b.raw(`">`)
	b.escape(text)
	b.raw("</td>\n")
}

// pairLink writes a pair's label linked to its score card; a pair without
// a page (one still to play its first board) is written without a link.
func (b *builder) pairLink(p report.PairRef) {
	if len(p.Players) > 0 { // an individual's side: each player his link
		for i, q := range p.Players {
			if i > 0 {
				b.raw(" &amp; ")
			}
			b.pairLink(q)
		}
		return
	}
	if p.Page == "" {
		b.bdi(p.Label)
		return
	}
	b.raw(`<a href="`)
	b.escape(p.Page)
	b.raw(`.html">`)
	b.bdi(p.Label)
	b.raw(`</a>`)
}

// sideLink writes a side of a traveller: its pair's link, or an
// individual's two players' links with their names under them (a pair's
// names are on its score card; an individual's partnership has none).
func (b *builder) sideLink(p *report.PairRef) {
	b.refLink(p)
	if len(p.Players) > 0 && p.Names != "" {
		b.raw(` <span class="side-names">`)
		b.phraseText(p.Names, p.NamesPhrase)
		b.raw(`</span>`)
	}
}

func red(letter string) bool { return letter == "H" || letter == "D" }

// suit writes a suit symbol in its span, red for hearts and diamonds.
func (b *builder) suit(letter, symbol string) {
	b.raw(`<span class="suit`)
	if red(letter) {
		b.raw(` red`)
	}
	b.raw(`">`)
	b.escape(symbol)
	b.raw(`</span>`)
}

func (b *builder) contract(c report.ContractView) {
	b.raw(`<span class="contract">`)
	if c.Pass {
		b.escape(c.Text)
	} else {
		b.escape(c.Level)
		if c.Letter == "NT" {
			b.escape(c.Symbol)
		} else {
			b.suit(c.Letter, c.Symbol)
		}
		b.escape(c.Dbl)
	}
	b.raw(`</span>`)
}

func (b *builder) lead(lead string) {
	if lead == "" {
		return
	}
	if !strings.HasPrefix(lead, "♥") && !strings.HasPrefix(lead, "♦") {
		b.escape(lead)
		return
	}
	b.raw(`<span class="red">`)
	b.escape(lead)
	b.raw(`</span>`)
}

// rankingRows writes the body of a ranking table.
func (b *builder) rankingRows(rows []report.RankRow, imps bool) {
	b.rowsRoom(len(rows) * rankingRowSize)
	for _, r := range rows {
		b.raw("<tr>\n")
		b.cell("n", r.Place)
		b.raw(`<td class="n">`)
		b.pairLink(r.Pair)
		b.raw("</td>\n")
		b.raw(`<td class="names">`)
		if r.Pair.Page != "" && r.Pair.Names != "" {
			// The names link to the score card too: a player finds a
			// name more easily than a pair number.
			b.raw(`<a href="`)
			b.escape(r.Pair.Page)
			b.raw(`.html">`)
			b.phraseText(r.Pair.Names, r.Pair.NamesPhrase)
			b.raw(`</a>`)
		} else {
			b.phraseText(r.Pair.Names, r.Pair.NamesPhrase)
		}
		b.raw("</td>\n")
		b.cell("n wide", r.Boards)
		total := func(class string) {
			b.raw(`<td class="` + class + `">`)
			b.escape(r.Total)
			if r.Penalty != "" {
				b.raw(` <span class="adj" title="PEN">(`)
				b.escape(r.Penalty)
				b.raw(`)</span>`)
			}
			b.raw("</td>\n")
		}
		if imps {
			total("n")
			b.cell("n narrow-hide", r.Average)
		} else {
			total("n narrow-hide")
			b.cell("n wide", r.Max)
			b.cell("n", r.Percent)
		}
		for _, a := range r.Awards {
			b.cell("n", a)
		}
		b.raw("</tr>\n")
	}
}

// travellerRows writes the body of a board's traveller: each row, and under a
// row whose table's auction and play are known, a row with them (folded);
// replay as for play.
func (b *builder) travellerRows(rows []report.TravRow, plays []*report.PlayView, sections, imps, replay bool, l report.Labels) {
	b.rowsRoom(len(rows) * travellerRowSize)
	byID := make(map[string]*report.PlayView, len(plays))
	for _, p := range plays {
		byID[p.ID] = p
	}
	cols := 13 // NS, EW, contract, by, lead, result, 3 scores, MPs and %s
	if imps {
		cols = 11
	}
	if sections {
		cols++
	}
	for _, r := range rows {
		b.raw("<tr>\n")
		if sections {
			b.inputCell("wide", r.Section)
		}
		b.anchoredCell(r.NSID)
		b.sideLink(r.NS)
		b.raw("</td>\n")
		b.anchoredCell(r.EWID)
		b.sideLink(r.EW)
		b.raw("</td>\n")
		scored := r.MPNS != "" || r.IMPNS != ""
		if r.Note != "" && !scored {
			b.noteCell(span(imps, 9, 11), r.Note)
			b.raw("</tr>\n")
			continue
		}
		if r.Note != "" {
			// A decision in place of the result: it spans contract,
			// declarer, lead and result.
			b.raw(`<td colspan="4" class="note">`)
			b.bdi(r.Note)
			b.raw("</td>\n")
			b.cell("n wide", r.ScoreNS)
			b.cell("n wide", r.ScoreEW)
			b.cell("n narrow-only", r.Score)
			b.scores(r, imps)
			b.raw("</tr>\n")
			continue
		}
		b.raw("<td>")
		if r.Play != "" {
			// The contract links to the table's auction and play.
			b.raw(`<a href="#`)
			b.escape(r.Play)
			b.raw(`">`)
			b.contract(r.Contract)
			b.raw(`</a>`)
		} else {
			b.contract(r.Contract)
		}
		if r.By != "" || r.Result != "" {
			// On a phone the declarer and the result follow the
			// contract ("1NT S +1"), in place of their columns.
			b.raw(`<span class="by-res">`)
			for _, x := range []string{r.By, r.Result} {
				if x != "" {
					b.raw(" ")
					b.escape(x)
				}
			}
			b.raw(`</span>`)
		}
		b.adjust(r.Adjust)
		b.raw("</td>\n")
		b.cell("c by", r.By)
		b.raw(`<td>`)
		b.lead(r.Lead)
		b.raw("</td>\n")
		b.cell("c res", r.Result)
		b.cell("n wide", r.ScoreNS)
		b.cell("n wide", r.ScoreEW)
		b.cell("n narrow-only", r.Score)
		b.scores(r, imps)
		b.raw("</tr>\n")
		if p := byID[r.Play]; p != nil {
			b.storyRow(p, &l, cols, replay)
		}
	}
}

// anchoredCell opens a traveller's pair cell with its anchor (see
// report.TravRow.NSID), whose row the style sheet marks when it is the
// target. A pair named by its players (BBO) may wrap.
func (b *builder) anchoredCell(id string) {
	if id == "" {
		b.raw(`<td class="n pair">`)
		return
	}
	b.raw(`<td class="n pair" id="`)
	b.escape(id)
	b.raw(`">`)
}

// scores writes a traveller row's matchpoint or IMP cells.
func (b *builder) scores(r report.TravRow, imps bool) {
	if imps {
		b.cell("n", r.IMPNS)
		b.cell("n", r.IMPEW)
		return
	}
	b.cell("n wide", r.MPNS)
	b.cell("n wide", r.MPEW)
	b.cell("n", r.PctNS)
	b.cell("n", r.PctEW)
}

// adjust writes a decision beside a result it leaves standing (a
// penalty, a fouled board).
func (b *builder) adjust(text string) {
	if text == "" {
		return
	}
	b.raw(` <span class="adj">`)
	b.bdi(text)
	b.raw(`</span>`)
}

// cardRows is the body of a score card: each board links to the pair's
// own row on the board page, the opponents' names follow their number, a
// board without a result says why, and tops and bottoms carry a symbol
// as well as a colour (see marks).
func (b *builder) cardRows(rows []report.CardRow, imps, partnered bool, l *report.Labels) {
	b.rowsRoom(len(rows) * cardRowSize)
	marks := marks(l)
	for i := range rows {
		r := &rows[i]
		switch r.Mark {
		case "top":
			b.raw(`<tr class="top">` + "\n")
		case "bottom":
			b.raw(`<tr class="bottom">` + "\n")
		default:
			b.raw("<tr>\n")
		}
		b.raw(`<td class="n"><a href="`)
		b.escape(r.BoardPage)
		b.raw(`.html`)
		if r.Anchor != "" {
			b.raw(`#`)
			b.escape(r.Anchor)
		}
		b.raw(`">`)
		b.escape(itoa(r.Board))
		b.raw("</a></td>\n")
		if r.Rotate != "" && r.BoardPage != "" {
			// The direction links to the deal turned so that the pair
			// sits at the bottom.
			b.raw(`<td class="c wide"><a href="`)
			b.escape(r.BoardPage)
			b.raw(`.html#`)
			b.escape(r.Rotate)
			b.raw(`">`)
			b.escape(r.Direction)
			b.raw("</a></td>\n")
		} else {
			b.cell("c wide", r.Direction)
		}
		if partnered {
			b.raw(`<td class="opp">`)
			if p := r.Partner; p != nil {
				b.pairLink(*p)
				if p.Names != "" {
					b.raw(` <span class="opp-names">`)
					b.pairNames(p)
					b.raw(`</span>`)
				}
			}
			b.raw("</td>\n")
		}
		b.raw(`<td class="opp">`)
		b.refLink(r.Opponents)
		if r.Opponents.Names != "" {
			b.raw(` <span class="opp-names">`)
			b.pairNames(r.Opponents)
			b.raw(`</span>`)
		}
		b.raw("</td>\n")
		if r.Note != "" {
			b.noteCell(span(imps, 6, 7), r.Note)
			b.raw("</tr>\n")
			b.oppLine(r, partnered)
			continue
		}
		b.raw("<td>")
		if r.Contract.Text != "" {
			b.contract(*r.Contract)
			if r.By != "" || r.Result != "" {
				// The declarer and the result, where the smallest phones
				// show them (their columns are hidden there).
				b.raw(` <span class="tiny-only">`)
				b.byResult(r.By, r.Result)
				b.raw(`</span>`)
			}
			b.adjust(r.Adjust)
		} else {
			b.bdi(r.Adjust)
		}
		b.raw("</td>\n")
		b.cell("c narrow-hide", r.By)
		b.cell("c narrow-hide", r.Result)
		b.cell("n", r.Score)
		if imps {
			b.cell("n", r.IMPs)
		} else {
			b.cell("n wide", r.MP)
			b.raw(`<td class="n">`)
			if m, ok := marks[r.Mark]; ok {
				b.raw(`<span class="mark" role="img" aria-label="`)
				b.escape(m.label)
				b.raw(`">`)
				b.raw(m.symbol)
				b.raw(`</span> `)
			}
			b.escape(r.Pct)
			b.raw("</td>\n")
		}
		b.cell("n", r.Running) // on a phone too: the pair follows its session by it
		b.raw("</tr>\n")
		b.oppLine(r, partnered)
	}
}

// byResult writes the declarer and the result as one text, escaped:
// strings.TrimSpace(by + " " + result), which is only made for a text
// with spaces to trim.
func (b *builder) byResult(by, result string) {
	first, _ := utf8.DecodeRuneInString(by)
	last, _ := utf8.DecodeLastRuneInString(result)
	if by == "" || result == "" || unicode.IsSpace(first) || unicode.IsSpace(last) {
		b.escape(strings.TrimSpace(by + " " + result))
		return
	}
	b.escape(by)
	b.raw(" ")
	b.escape(result)
}

// oppLine writes the opponents' names again on a line of their own under
// their board, shown only on narrow screens, where their cell has no room
// for them (it shows them elsewhere). The line spans the 8 columns a
// narrow score card shows (the board, then 7 under the names), 9 with an
// individual's partner, whose name leads it.
func (b *builder) oppLine(r *report.CardRow, partnered bool) {
	partner := ""
	if r.Partner != nil {
		partner = r.Partner.Names
	}
	if r.Opponents.Names == "" && (!partnered || partner == "") {
		return
	}
	b.raw(`<tr class="opp-line`)
	if r.Mark != "" {
		b.raw(" " + r.Mark)
	}
	if partnered {
		b.raw(`"><td></td><td colspan="8">`)
		if partner != "" {
			b.pairNames(r.Partner)
			if r.Opponents.Names != "" {
				b.raw(" · ")
			}
		}
	} else {
		b.raw(`"><td></td><td colspan="7">`)
	}
	b.pairNames(r.Opponents)
	b.raw("</td></tr>\n")
}

// mark is how a score card shows a top or a bottom: a symbol, for those
// who cannot tell the colours apart, and its words for screen readers
// and the legend.
type mark struct{ symbol, label string }

// marks are the marks of a score card in the language of l, made once
// for each wording (a site has two thousand cards, each with its legend),
// and shared: not to be changed.
func marks(l *report.Labels) map[string]mark {
	key := [2]string{l.TopMark, l.BottomMark}
	if m, ok := marksMade.Load(key); ok {
		return m.(map[string]mark)
	}
	m := map[string]mark{
		"top":    {"▲", fmt.Sprintf(l.TopMark, report.TopPct)},
		"bottom": {"▼", fmt.Sprintf(l.BottomMark, report.BottomPct)},
	}
	marksMade.Store(key, m)
	return m
}

// marksMade holds the marks made, by wording of the top and the bottom.
var marksMade sync.Map

// legend explains a score card's marks.
func (b *builder) legend(l *report.Labels) {
	m := marks(l)
	b.raw(`<p class="legend">`)
	for i, k := range []string{"top", "bottom"} {
		if i > 0 {
			b.raw(` · `)
		}
		b.raw(`<span class="mark ` + k + `" aria-hidden="true">` + m[k].symbol + `</span> `)
		b.escape(m[k].label)
	}
	b.raw("</p>\n")
}

// namesRows writes the body of the names page's table.
func (b *builder) namesRows(players []report.Player, season, seasonLabel string) {
	b.rowsRoom(len(players) * namesRowSize)
	for _, p := range players {
		b.raw("<tr>\n")
		b.raw(`<td class="names">`)
		if p.Pair.Page != "" {
			b.raw(`<a href="`)
			b.escape(p.Pair.Page)
			b.raw(`.html">`)
			b.playerName(p)
			b.raw(`</a>`)
		} else {
			b.playerName(p)
		}
		b.seasonLink(season, seasonLabel, p.Name)
		b.raw("</td>\n")
		b.raw(`<td class="names">`)
		b.phraseText(p.Title, p.TitlePhrase)
		if p.Pair.Names != "" {
			b.raw(` <span class="opp-names">`)
			b.phraseText(p.Pair.Names, p.Pair.NamesPhrase)
			b.raw(`</span>`)
		}
		b.raw("</td>\n")
		b.cell("n", p.Place)
		b.raw("</tr>\n")
	}
}

// seasonLink links a player of the names page to his name's anchor on
// the page of the season's players (html.Options.Season, report.Anchor);
// nothing without the page, or for a name with no letters.
func (b *builder) seasonLink(season, label, name string) {
	anchor := report.Anchor(name)
	if season == "" || anchor == "" {
		return
	}
	b.raw(` <a class="season" href="`)
	b.escape(season + "#" + anchor)
	b.raw(`">`)
	b.escape(label)
	b.raw(`</a>`)
}

// playerName writes a player's name as bdi does, its surname (which the
// page is sorted by) in a <span class="surname">, which the style sheet
// sets in bold, so that a reader sees why "Agnieszka Dąbrowska" is under
// D. A name that must be isolated is written whole, as bdi writes it.
func (b *builder) playerName(p report.Player) {
	start, end := p.Surname[0], p.Surname[1]
	if isolated(p.Name) || start < 0 || start >= end || end > len(p.Name) {
		b.bdi(p.Name)
		return
	}
	if lang := cyrillicLang(p.Name); lang != "" {
		b.raw(`<span lang="` + lang + `">`)
		defer b.raw("</span>")
	}
	b.escape(p.Name[:start])
	b.raw(`<span class="surname">`)
	b.escape(p.Name[start:end])
	b.raw(`</span>`)
	b.escape(p.Name[end:])
}

// storyRow writes the row under a traveller row that holds its table's
// auction and play, folded (<details>): one cell across all cols columns
// (a cell that spans every column, hidden ones too, keeps the row as wide
// as the others on a phone). The row's id is the anchor the contract links
// to. replay: the board's deal is shown (see play).
func (b *builder) storyRow(p *report.PlayView, l *report.Labels, cols int, replay bool) {
	b.raw(`<tr class="story" id="`)
	b.escape(p.ID)
	b.raw(`"><td colspan="`)
	b.raw(itoa(cols))
	b.raw(`">`)
	b.play(p, l, replay)
	b.raw("</td></tr>\n")
}

// play writes a table's auction and play, folded under a summary that
// names the table. A play of one trick or less (the lead alone, as a
// closed room's record often has it) is a line, not a table of empty
// columns. With replay (the board's deal is shown), a play of a whole
// trick or more gets the frame of its replay and the data the replay
// reads (see ReplayScript).
func (b *builder) play(p *report.PlayView, l *report.Labels, replay bool) {
	b.raw(`<details><summary>`)
	b.escape(l.AuctionPlay)
	b.raw(` · `)
	b.bdi(p.Label)
	b.raw("</summary>\n")
	if len(p.Players) > 0 {
		b.raw(`<p class="seated">`)
		for i, name := range p.Players {
			if i > 0 {
				b.raw(` · `)
			}
			b.bdi(name)
		}
		b.raw("</p>\n")
	}
	b.raw(`<div class="story-body">` + "\n")
	replay = replay && replayable(p)
	if replay {
		b.replay(p, l)
	}
	if len(p.Auction) > 0 {
		b.auction(p, l)
	}
	switch {
	case len(p.Tricks) == 1 && p.Tricks[0].Winner == "":
		b.firstCards(p.Tricks[0], l)
	case len(p.Tricks) > 0:
		b.tricks(p.Tricks, l, replay)
	}
	b.raw("</div></details>")
}

// auction writes a table's auction under the seats W, N, E, S.
func (b *builder) auction(p *report.PlayView, l *report.Labels) {
	b.raw(`<table class="auction"><caption>`)
	b.escape(l.Auction)
	b.raw(`</caption>` + "\n<thead><tr>")
	for _, s := range p.Seats {
		b.raw(`<th scope="col">`)
		b.escape(s)
		b.raw(`</th>`)
	}
	b.raw("</tr></thead>\n<tbody>\n")
	for _, row := range p.Auction {
		b.raw("<tr>")
		for _, c := range row {
			b.raw("<td>")
			if c != nil {
				b.call(c)
			}
			b.raw("</td>")
		}
		b.raw("</tr>\n")
	}
	b.raw("</tbody>\n</table>\n")
}

// tricks writes a table's play, a trick a row; with replay, each card
// and trick with the data the replay reads (see ReplayScript).
func (b *builder) tricks(tricks []report.TrickView, l *report.Labels, replay bool) {
	b.raw(`<table class="play"><caption>`)
	b.escape(l.Play)
	b.raw(`</caption>` + "\n" + `<thead><tr><th scope="col" class="n">`)
	b.escape(l.Trick)
	b.raw(`</th><th scope="col" colspan="4">`)
	b.escape(l.Play)
	b.raw(`</th><th scope="col" class="c">`)
	b.escape(l.WonBy)
	b.raw("</th></tr></thead>\n<tbody>\n")
	for _, t := range tricks {
		if replay {
			b.raw(`<tr data-won="` + itoa(t.WonNS) + " " + itoa(t.WonEW) + `">`)
		} else {
			b.raw(`<tr>`)
		}
		b.raw(`<td class="n">`)
		b.escape(itoa(t.Number))
		b.raw(`</td>`)
		for _, c := range t.Cards {
			b.raw(`<td`)
			if c.Won {
				b.raw(` class="won"`)
			}
			if replay && c.Card != "" {
				b.raw(` data-c="`)
				b.escape(cardData(c))
				b.raw(`"`)
			}
			b.raw(`>`)
			b.playedCard(c)
			b.raw(`</td>`)
		}
		b.raw(`<td class="c">`)
		b.escape(t.Winner)
		b.raw("</td></tr>\n")
	}
	b.raw("</tbody>\n</table>\n")
}

// firstCards writes a play that stops in its first trick as a line: the
// lead ("Lead: W ♥2"), or the cards played ("Play: E ♥2 · S ♥10").
func (b *builder) firstCards(t report.TrickView, l *report.Labels) {
	label := l.Play
	if t.Cards[1].Card == "" {
		label = l.Lead
	}
	b.raw(`<p class="first-cards">`)
	b.escape(label)
	b.raw(`: `)
	for i, c := range t.Cards {
		if c.Card == "" {
			break
		}
		if i > 0 {
			b.raw(` · `)
		}
		b.playedCard(c)
	}
	b.raw("</p>\n")
}

// playedCard writes a card of a trick with its seat: "E ♦Q", the card
// red for hearts and diamonds; nothing for a card not played.
func (b *builder) playedCard(c report.PlayedView) {
	if c.Card == "" {
		return
	}
	b.escape(c.Seat)
	b.raw(" ")
	if c.Red {
		b.raw(`<span class="red">`)
		b.escape(c.Card)
		b.raw(`</span>`)
	} else {
		b.escape(c.Card)
	}
}

// call writes one call of an auction: a bid's strain styled as in the
// contracts (♥ and ♦ red), or Pass, X, XX.
func (b *builder) call(c *report.CallView) {
	switch {
	case c.Letter == "":
		b.escape(c.Text)
	case c.Letter == "NT":
		b.escape(c.Level)
		b.escape(c.Symbol)
	default:
		b.escape(c.Level)
		b.suit(c.Letter, c.Symbol)
	}
	if c.Alert {
		// An alerted call: an asterisk, its explanation (from the input,
		// escaped) as the title.
		b.raw(`<abbr class="alert"`)
		if c.Note != "" {
			b.raw(` title="`)
			b.escape(c.Note)
			b.raw(`"`)
		}
		b.raw(`>*</abbr>`)
	}
}

// playBlocks is the auctions and play of a team board's row, for the
// template; replay as for play.
func playBlocks(plays []*report.PlayView, l report.Labels, replay bool) template.HTML {
	var b builder
	for _, p := range plays {
		b.play(p, &l, replay)
		b.raw("\n")
	}
	return template.HTML(b.String())
}

// noteCell writes a cell of n columns that says why a row has no
// result ("not played") or what replaced it.
func (b *builder) noteCell(n int, note string) {
	b.raw(`<td colspan="` + itoa(n) + `" class="note">`)
	b.bdi(note)
	b.raw("</td>\n")
}

// span is the column span of an IMP event's row, or of a matchpoint
// event's.
func span(imps bool, impCols, mpCols int) int {
	if imps {
		return impCols
	}
	return mpCols
}
