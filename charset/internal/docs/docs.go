// Package docs writes the kinds of documents that Russian clubs kept in
// their archives, for training and measuring charset.Detect: results
// protocols drawn with box characters (or, in code pages without them, with
// ASCII), movement cards, rules texts with numbered clauses and small
// tables, web pages of the DOS and early Windows era (with a charset meta
// tag, without one, or with a wrong one), CSV exports and PBN files. The
// words come from a Words, so that training and measurement draw from
// different lists: nothing here is a real document, and every name is
// invented or common.
//
// The documents are UTF-8 strings; the caller encodes them. Box drawing is
// used only when the caller says the target code page has it (CP866,
// KOI8-R, KOI8-U); Ukrainian and Belarusian names only when asked. Line
// ends are LF, CR LF or a mix of both, as archives merged from DOS and
// Unix machines have them.
//
// It imports only the standard library.
package docs

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode/utf8"
)

// Words are the lists a document draws from.
type Words struct {
	// Surnames are Russian surnames, masculine and feminine forms
	// alternating (even index: masculine).
	Surnames     []string
	Male, Female []string // Russian first names
	Prose        []rune   // Russian prose, sentences separated by spaces
	Latin        []string // Latin-script names (surname or first name)
	// Slavic are Ukrainian and Belarusian names, with their own letters
	// (і ї є ґ ў).
	Slavic []string
	Places []string // towns and clubs
}

// Kinds of documents.
const (
	Protocol = "protocol" // a results protocol: heading, a ranking table, a note
	Movement = "movement" // a movement card: rounds, tables, boards
	Rules    = "rules"    // a rules text: numbered clauses, a small table
	HTML     = "html"     // a web page with a protocol in <pre> and text
	HTMLMeta = "html-meta"
	CSV      = "csv" // a traveller or ranking export
	PBN      = "pbn" // hand records with Russian event and player names
)

// Kinds lists every kind, HTMLMeta being a page with a charset meta tag.
var Kinds = []string{Protocol, Movement, Rules, HTML, HTMLMeta, CSV, PBN}

// Sizes of documents.
const (
	Row   = "row"   // one table row (one line of a protocol or a CSV)
	Table = "table" // a heading and a table of a few rows
	Page  = "page"  // a few kilobytes
	File  = "file"  // a whole file, some 250 KB
	// Short is a table of one row: its frame, its heading and one line of
	// names (of a protocol), one round (a movement card), one row (a
	// small table of rules, a CSV export), one board (PBN); no title.
	Short = "short"
)

// Sizes lists every size (Short last, so that adding it kept the bench's
// seeds of the others).
var Sizes = []string{Row, Table, Page, File, Short}

// Options say what a document may hold.
type Options struct {
	Box    bool // box-drawing and block characters (the code page has them)
	Slavic bool // Ukrainian and Belarusian names (the code page has their letters)
	// Charset is the name a page's meta tag gives (HTMLMeta), which may be
	// wrong on purpose; "" for none.
	Charset string
}

// gen is one document being written.
type gen struct {
	rng *rand.Rand
	w   *Words
	opt Options
	b   strings.Builder
	eol func() string
}

// Make writes a document of a kind and size.
func Make(rng *rand.Rand, w *Words, kind, size string, opt Options) string {
	g := &gen{rng: rng, w: w, opt: opt}
	switch rng.IntN(3) {
	case 0:
		g.eol = func() string { return "\n" }
	case 1:
		g.eol = func() string { return "\r\n" }
	default:
		g.eol = func() string {
			if rng.IntN(2) == 0 {
				return "\r\n"
			}
			return "\n"
		}
	}
	target := map[string]int{Row: 0, Table: 0, Page: 4 << 10, File: 250 << 10}[size]
	switch kind {
	case Protocol, HTML, HTMLMeta:
		if kind != Protocol {
			g.htmlHead(kind == HTMLMeta)
		}
		if size == Row {
			g.protocolRow(g.style(), g.widths(), 1+rng.IntN(30))
			break
		}
		if size == Short {
			g.shortProtocol()
			if kind != Protocol {
				g.line("</PRE></BODY></HTML>")
			}
			break
		}
		for first := true; first || g.b.Len() < target; first = false {
			g.protocol(size == Table)
			if kind != Protocol {
				g.para(2 + rng.IntN(4))
			}
		}
		if kind != Protocol {
			g.line("</body></html>")
		}
	case Movement:
		if size == Row {
			g.movementRow(g.style(), 1+rng.IntN(9), 1+rng.IntN(12))
			break
		}
		if size == Short {
			g.shortMovement()
			break
		}
		for first := true; first || g.b.Len() < target; first = false {
			g.movement(size == Table)
		}
	case Rules:
		if size == Row {
			g.clause(1+rng.IntN(20), 1)
			break
		}
		if size == Short {
			g.table(g.style(), []int{18, 10, 10}, rulesHeads[rng.IntN(len(rulesHeads))], [][]string{g.rulesRow()})
			break
		}
		n := 0
		for first := true; first || g.b.Len() < target; first = false {
			n++
			if size == Table {
				g.line(g.sentence(6, 12))
				g.smallTable()
				break
			}
			g.clause(n, 2+rng.IntN(4))
			if rng.IntN(4) == 0 {
				g.smallTable()
			}
		}
	case CSV:
		g.csv(size, target)
	case PBN:
		g.pbn(size, target)
	default:
		panic("docs: unknown kind " + kind)
	}
	return strings.TrimRight(g.b.String(), "\r\n")
}

func (g *gen) line(s string) {
	g.b.WriteString(s)
	g.b.WriteString(g.eol())
}

func (g *gen) pick(l []string) string { return l[g.rng.IntN(len(l))] }

// person is "Surname First" (or "Surname F." or a Latin or Slavic name).
func (g *gen) person() string {
	switch r := g.rng.IntN(20); {
	case r == 0 && len(g.w.Latin) > 0:
		return g.pick(g.w.Latin) + " " + g.pick(g.w.Latin)
	case r == 1 && g.opt.Slavic && len(g.w.Slavic) > 1:
		return g.pick(g.w.Slavic) + " " + g.pick(g.w.Slavic)
	}
	i := g.rng.IntN(len(g.w.Surnames))
	first := g.pick(g.w.Male)
	if i%2 == 1 {
		first = g.pick(g.w.Female)
	}
	sur := g.w.Surnames[i]
	switch g.rng.IntN(6) {
	case 0:
		r, _ := utf8.DecodeRuneInString(first)
		return sur + " " + string(r) + "."
	case 1:
		return strings.ToUpper(sur) + " " + first // DOS-era programs wrote capitals
	}
	return sur + " " + first
}

func (g *gen) pair() string { return g.person() + " - " + g.person() }

// sentence is a run of prose of min to max words, from a word start.
func (g *gen) sentence(min, max int) string {
	p := g.w.Prose
	i := g.rng.IntN(len(p) - 400)
	for i > 0 && p[i-1] != ' ' {
		i--
	}
	words := min + g.rng.IntN(max-min+1)
	j := i
	for n := 0; n < words && j < len(p); j++ {
		if p[j] == ' ' {
			n++
		}
	}
	s := strings.TrimSpace(string(p[i:j]))
	if s != "" {
		r, size := utf8.DecodeRuneInString(s)
		s = strings.ToUpper(string(r)) + s[size:]
	}
	return s
}

func (g *gen) para(sentences int) {
	var parts []string
	for range sentences {
		parts = append(parts, g.sentence(5, 15))
	}
	text := strings.Join(parts, " ")
	// Wrapped at 72 columns, as DOS editors and early pages were.
	var l strings.Builder
	for _, w := range strings.Fields(text) {
		if utf8.RuneCountInString(l.String())+1+utf8.RuneCountInString(w) > 72 {
			g.line(l.String())
			l.Reset()
		}
		if l.Len() > 0 {
			l.WriteByte(' ')
		}
		l.WriteString(w)
	}
	if l.Len() > 0 {
		g.line(l.String())
	}
	g.line("")
}

// A style is the characters a table is drawn with: corners and junctions
// (top left, top middle, top right, left, cross, right, bottom left,
// bottom middle, bottom right), the horizontal and vertical rules.
type style struct {
	tl, tm, tr, ml, mm, mr, bl, bm, br, h, v string
	sep                                      string // the rule under the heading
	sepL, sepM, sepR                         string
}

var (
	single = style{"┌", "┬", "┐", "├", "┼", "┤", "└", "┴", "┘", "─", "│", "─", "├", "┼", "┤"}
	double = style{"╔", "╦", "╗", "╠", "╬", "╣", "╚", "╩", "╝", "═", "║", "═", "╠", "╬", "╣"}
	// double outside, single inside: the commonest in DOS protocols
	mixed = style{"╔", "╤", "╗", "╟", "┼", "╢", "╚", "╧", "╝", "═", "│", "─", "╟", "┼", "╢"}
	// double horizontal rules with single vertical ones
	dh    = style{"╒", "╤", "╕", "╞", "╪", "╡", "╘", "╧", "╛", "═", "│", "═", "╞", "╪", "╡"}
	ascii = style{"+", "+", "+", "+", "+", "+", "+", "+", "+", "-", "|", "=", "+", "+", "+"}
	bare  = style{"", "", "", "", "", "", "", "", "", "-", " ", "-", "", "", ""}
)

func (g *gen) style() style {
	if !g.opt.Box {
		if g.rng.IntN(3) == 0 {
			return bare
		}
		return ascii
	}
	return []style{single, double, mixed, dh, single, mixed}[g.rng.IntN(6)]
}

// rule draws a horizontal rule over the columns of widths.
func rule(s style, widths []int, left, mid, right, h string) string {
	var b strings.Builder
	b.WriteString(left)
	for i, w := range widths {
		if i > 0 {
			b.WriteString(mid)
		}
		b.WriteString(strings.Repeat(h, w+2))
	}
	b.WriteString(right)
	return b.String()
}

// cells draws a row of cells, padded to widths (numbers right-aligned).
func cells(s style, widths []int, vals []string) string {
	var b strings.Builder
	b.WriteString(s.v)
	for i, w := range widths {
		if i > 0 {
			b.WriteString(s.v)
		}
		v := vals[i]
		pad := w - utf8.RuneCountInString(v)
		if pad < 0 {
			v = string([]rune(v)[:w])
			pad = 0
		}
		b.WriteByte(' ')
		if isNumber(v) {
			b.WriteString(strings.Repeat(" ", pad) + v)
		} else {
			b.WriteString(v + strings.Repeat(" ", pad))
		}
		b.WriteByte(' ')
	}
	b.WriteString(s.v)
	return strings.TrimRight(b.String(), " ")
}

func isNumber(s string) bool {
	return s != "" && strings.Trim(s, "0123456789.,=-+") == ""
}

func (g *gen) widths() []int { return []int{5 + g.rng.IntN(2), 4, 34 + g.rng.IntN(14), 6, 6} }

var protocolHeads = [][]string{
	{"Место", "Пара", "Участники", "Сумма", "%"},
	{"М", "N", "Фамилии игроков", "Очки", "Проц"},
	{"Место", "№", "Пара", "МП", "%"},
}

func (g *gen) protocolRow(s style, widths []int, place int) {
	score := g.rng.IntN(400)
	pct := 30 + g.rng.Float64()*40
	vals := []string{fmt.Sprint(place), fmt.Sprint(1 + g.rng.IntN(40)), g.pair(), fmt.Sprint(score), fmt.Sprintf("%.2f", pct)}
	if g.rng.IntN(2) == 0 {
		vals[4] = strings.Replace(vals[4], ".", ",", 1)
	}
	g.line(cells(s, widths, vals))
}

// protocol is a heading, a ranking table and, sometimes, a bar chart in
// block characters and a note.
func (g *gen) protocol(short bool) {
	s := g.style()
	w := g.widths()
	place := g.pick(g.w.Places)
	g.line(strings.Repeat(" ", g.rng.IntN(12)) + g.pick([]string{"ПРОТОКОЛ", "Протокол", "Итоги", "ИТОГОВАЯ ТАБЛИЦА"}) + " " + g.sentence(3, 6))
	g.line(strings.Repeat(" ", g.rng.IntN(12)) + fmt.Sprintf("%s, %02d.%02d.%d", place, 1+g.rng.IntN(28), 1+g.rng.IntN(12), 1991+g.rng.IntN(15)))
	g.line("")
	if s.tl != "" {
		g.line(rule(s, w, s.tl, s.tm, s.tr, s.h))
	}
	g.line(cells(s, w, protocolHeads[g.rng.IntN(len(protocolHeads))]))
	g.line(rule(s, w, s.sepL, s.sepM, s.sepR, s.sep))
	rows := 4 + g.rng.IntN(6)
	if !short {
		rows = 8 + g.rng.IntN(20)
	}
	for i := 1; i <= rows; i++ {
		g.protocolRow(s, w, i)
		if s.ml != "" && !short && g.rng.IntN(5) == 0 && i < rows {
			g.line(rule(s, w, s.ml, s.mm, s.mr, s.h))
		}
	}
	if s.bl != "" {
		g.line(rule(s, w, s.bl, s.bm, s.br, s.h))
	} else {
		g.line(rule(s, w, "", "", "", s.sep))
	}
	if g.opt.Box && !short && g.rng.IntN(3) == 0 {
		// A bar chart of the top pairs in block characters.
		for i := 1; i <= 3+g.rng.IntN(4); i++ {
			n := 5 + g.rng.IntN(30)
			g.line(fmt.Sprintf("%2d %s%s %d%%", i, strings.Repeat("█", n), strings.Repeat("░", 35-n), 40+n))
		}
	}
	if !short {
		g.line("")
		g.line(g.pick([]string{"Судья: ", "Главный судья ", "Судья турнира - ", "Директор: "}) + g.person())
		g.line("")
	}
}

func (g *gen) movementRow(s style, round, tables int) {
	vals := []string{fmt.Sprint(round)}
	for t := 1; t <= tables; t++ {
		vals = append(vals, fmt.Sprintf("%d-%d", t, (t+round)%tables+1))
	}
	w := make([]int, len(vals))
	for i := range w {
		w[i] = 5
	}
	g.line(cells(s, w, vals))
}

// movement is a movement card: which pairs meet at which table, and the
// boards of each round.
func (g *gen) movement(short bool) {
	s := g.style()
	tables := 3 + g.rng.IntN(8)
	g.line(g.pick([]string{"Расписание", "Перемещение пар", "Карточка стола", "Схема Митчелла", "Хауэлл"}) + fmt.Sprintf(" на %d столов, %s", tables, g.pick(g.w.Places)))
	w := make([]int, tables+1)
	for i := range w {
		w[i] = 5
	}
	head := []string{"Тур"}
	for t := 1; t <= tables; t++ {
		head = append(head, fmt.Sprintf("Ст.%d", t))
	}
	if s.tl != "" {
		g.line(rule(s, w, s.tl, s.tm, s.tr, s.h))
	}
	g.line(cells(s, w, head))
	g.line(rule(s, w, s.sepL, s.sepM, s.sepR, s.sep))
	rounds := tables
	if short {
		rounds = min(rounds, 4)
	}
	for r := 1; r <= rounds; r++ {
		g.movementRow(s, r, tables)
	}
	if s.bl != "" {
		g.line(rule(s, w, s.bl, s.bm, s.br, s.h))
	}
	if !short {
		g.line(fmt.Sprintf("Сдачи: по %d в туре. %s", 2+g.rng.IntN(3), g.sentence(4, 9)))
	}
	g.line("")
}

func (g *gen) clause(n, sentences int) {
	text := fmt.Sprintf("%d.%d. ", 1+n/5, n%5+1)
	var parts []string
	for range sentences {
		parts = append(parts, g.sentence(5, 16))
	}
	text += strings.Join(parts, " ")
	for len(text) > 0 {
		cut := len(text)
		if utf8.RuneCountInString(text) > 76 {
			r := []rune(text)
			k := 76
			for k > 20 && r[k] != ' ' {
				k--
			}
			cut = len(string(r[:k]))
		}
		g.line(strings.TrimSpace(text[:cut]))
		text = strings.TrimSpace(text[cut:])
	}
	g.line("")
}

// smallTable is a table in a rules text: the scale of a penalty or of
// victory points.
func (g *gen) smallTable() {
	s := g.style()
	w := []int{18, 10, 10}
	head := rulesHeads[g.rng.IntN(3)]
	if s.tl != "" {
		g.line(rule(s, w, s.tl, s.tm, s.tr, s.h))
	}
	g.line(cells(s, w, head))
	g.line(rule(s, w, s.sepL, s.sepM, s.sepR, s.sep))
	for range 3 + g.rng.IntN(5) {
		g.line(cells(s, w, g.rulesRow()))
	}
	if s.bl != "" {
		g.line(rule(s, w, s.bl, s.bm, s.br, s.h))
	}
	g.line("")
}

var rulesHeads = [][]string{{"Нарушение", "Штраф", "Повторно"}, {"Разница в импах", "Победа", "Поражение"}, {"Количество столов", "Сдач", "Туров"}}

// rulesRow is a row of a rules table: a few words and two numbers.
func (g *gen) rulesRow() []string {
	words := strings.Fields(g.sentence(2, 3))
	return []string{strings.Join(words, " "), fmt.Sprint(g.rng.IntN(25)), fmt.Sprint(g.rng.IntN(25))}
}

// table draws a framed table: its top rule (if the style has one), the
// heading, the rule under it, the rows and the bottom rule.
func (g *gen) table(s style, w []int, head []string, rows [][]string) {
	if s.tl != "" {
		g.line(rule(s, w, s.tl, s.tm, s.tr, s.h))
	}
	g.line(cells(s, w, head))
	g.line(rule(s, w, s.sepL, s.sepM, s.sepR, s.sep))
	for _, r := range rows {
		g.line(cells(s, w, r))
	}
	if s.bl != "" {
		g.line(rule(s, w, s.bl, s.bm, s.br, s.h))
	} else {
		g.line(rule(s, w, "", "", "", s.sep))
	}
}

// shortProtocol is a ranking table of one line of names, without a title.
func (g *gen) shortProtocol() {
	s, w := g.style(), g.widths()
	head := protocolHeads[g.rng.IntN(len(protocolHeads))]
	vals := []string{fmt.Sprint(1 + g.rng.IntN(30)), fmt.Sprint(1 + g.rng.IntN(40)), g.pair(), fmt.Sprint(g.rng.IntN(400)), fmt.Sprintf("%.2f", 30+g.rng.Float64()*40)}
	g.table(s, w, head, [][]string{vals})
}

// shortMovement is a movement card of one round.
func (g *gen) shortMovement() {
	s := g.style()
	tables := 3 + g.rng.IntN(8)
	w := make([]int, tables+1)
	head := []string{"Тур"}
	vals := []string{"1"}
	for i := range w {
		w[i] = 5
	}
	for t := 1; t <= tables; t++ {
		head = append(head, fmt.Sprintf("Ст.%d", t))
		vals = append(vals, fmt.Sprintf("%d-%d", t, (t+1)%tables+1))
	}
	g.table(s, w, head, [][]string{vals})
}

func (g *gen) htmlHead(meta bool) {
	g.line("<HTML>")
	g.line("<HEAD>")
	if meta {
		g.line(`<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=` + g.opt.Charset + `">`)
	}
	g.line("<TITLE>" + g.sentence(3, 6) + "</TITLE>")
	g.line("</HEAD>")
	g.line(`<BODY BGCOLOR="#FFFFFF">`)
	g.line("<H2>" + g.pick(g.w.Places) + "</H2>")
	g.line("<P>" + g.sentence(6, 14) + "</P>")
	g.line("<PRE>")
}

var csvHeads = []string{
	"Сдача;Стол;Раунд;Пара СЮ;Пара ВЗ;Контракт;Играл;Взятки;Ввод;Очки СЮ",
	"Место;Пара;Игрок 1;Игрок 2;Город;Сумма;Процент",
	"board,ns,ew,contract,declarer,result,names",
}

func (g *gen) csv(size string, target int) {
	head := g.rng.IntN(len(csvHeads))
	if size != Row {
		g.line(csvHeads[head])
	}
	rows := 5 + g.rng.IntN(10)
	for i := 1; (size == Row || size == Short) && i == 1 || size == Table && i <= rows || (size == Page || size == File) && g.b.Len() < target; i++ {
		switch head {
		case 0:
			g.line(fmt.Sprintf("%d;%d;%d;%d;%d;%d%s;%s;%d;%s;%d", 1+g.rng.IntN(27), 1+g.rng.IntN(12), 1+g.rng.IntN(9),
				1+g.rng.IntN(12), 1+g.rng.IntN(12), 1+g.rng.IntN(7), g.pick([]string{"П", "Ч", "Б", "Т", "БК"}),
				g.pick([]string{"С", "Ю", "В", "З"}), 6+g.rng.IntN(8), g.pick([]string{"ПК", "Ч10", "Б2", "Т7", "ВТ"}), 50*g.rng.IntN(30)))
		case 1:
			g.line(fmt.Sprintf("%d;%d;%s;%s;%s;%d;%.2f", i, 1+g.rng.IntN(30), g.person(), g.person(), g.pick(g.w.Places), g.rng.IntN(300), 30+g.rng.Float64()*40))
		default:
			g.line(fmt.Sprintf("%d,%d,%d,4S,N,10,\"%s\"", 1+g.rng.IntN(27), 1+g.rng.IntN(12), 1+g.rng.IntN(12), g.pair()))
		}
	}
}

var seats = []string{"North", "East", "South", "West"}

func (g *gen) pbn(size string, target int) {
	if size == Row {
		g.line(fmt.Sprintf(`[%s "%s"]`, g.pick(seats), g.person()))
		return
	}
	g.line("% PBN 2.1")
	g.line("% EXPORT")
	event := g.pick([]string{"Кубок ", "Турнир ", "Первенство ", "Чемпионат "}) + g.pick(g.w.Places)
	for n := 1; n == 1 || size == Table && n <= 2 || (size == Page || size == File) && g.b.Len() < target; n++ {
		g.line(fmt.Sprintf(`[Event "%s"]`, event))
		g.line(fmt.Sprintf(`[Site "%s"]`, g.pick(g.w.Places)))
		g.line(fmt.Sprintf(`[Board "%d"]`, n))
		for _, s := range seats {
			g.line(fmt.Sprintf(`[%s "%s"]`, s, g.person()))
		}
		g.line(`[Deal "N:AKQ2.JT9.876.543 JT9.876.543.AKQ2 876.543.AKQ2.JT9 543.AKQ2.JT9.876"]`)
		if g.rng.IntN(3) == 0 {
			g.line("{" + g.sentence(6, 14) + "}")
		}
		g.line("")
	}
}
