package pbn

import (
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// The tag pairs of the syntax layer: a tag's name and value, the games
// they start and end, and the inheritance of values (see Parse).

func (p *parser) startTag(i int) int {
	p.endSection()
	if p.game == nil {
		p.startGame(p.pos(i))
	}
	p.tag = &Tag{Pos: p.pos(i), src: p.text}
	p.ts = tagName
	return i + 1
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

func (p *parser) abandonTag(i int) int {
	p.tag, p.ts = nil, tagNone
	s := p.text
	if j := strings.IndexByte(s[i:], ']'); j >= 0 {
		return i + j + 1
	}
	return len(s)
}

func (p *parser) tagName(i int) int {
	s := p.text
	if !isLetter(s[i]) {
		p.errorf(i, formats.ErrSyntax, "tag name starts with %s (want a letter, then letters, digits or _)", show(s[i:]))
		return p.abandonTag(i)
	}
	j := i + 1
	for j < len(s) && (isLetter(s[j]) || s[j] >= '0' && s[j] <= '9' || s[j] == '_') {
		j++
	}
	p.tag.Name = s[i:j]
	p.ts = tagValue
	return j
}

func (p *parser) tagValue(i int) int {
	s := p.text
	t := p.tag
	switch s[i] {
	case '"':
	case ']':
		p.errorf(i, formats.ErrSyntax, "[%s] has no value (want [%s \"...\"])", t.Name, t.Name)
		p.tag, p.ts = nil, tagNone
		return i + 1
	default:
		p.errorf(i, formats.ErrSyntax, "value of [%s] is not in quotes: %s (want [%s \"...\"])", t.Name, show(s[i:]), t.Name)
		return p.abandonTag(i)
	}
	t.ValuePos = p.pos(i)
	val, end, ok := readQuoted(s, i)
	if ok {
		t.Value = val
		p.checkChars(i, val)
		p.ts = tagClose
		return end
	}
	// The line ends inside the string. A value ending in \"] is read as a
	// literal backslash (what the verifier's test files rely on).
	body := s[i+1:]
	if k := strings.LastIndex(body, `\"`); k >= 0 && strings.HasPrefix(strings.TrimLeft(body[k+2:], " \t"), "]") {
		t.Value = unescape(body[:k]) + `\`
		p.warnf(i+1+k, `[%s]: \" before the closing "]" read as a backslash ending the value (want \\ for a backslash)`, t.Name)
		p.checkChars(i, t.Value)
		p.ts = tagClose
		return i + 1 + k + 2
	}
	p.errorf(i, formats.ErrSyntax, "value of [%s] not closed before the end of the line (want a closing \")", t.Name)
	rest := strings.TrimRight(body, " \t")
	rest = strings.TrimRight(strings.TrimSuffix(rest, "]"), " \t")
	t.Value = unescape(rest)
	t.broken = true
	p.finishTag()
	return len(s)
}

// readQuoted reads the string whose opening quote is s[i]. It gives the
// unescaped value and the index after the closing quote; ok is false when
// the line ends first.
func readQuoted(s string, i int) (val string, end int, ok bool) {
	esc := false
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '"':
			val = s[i+1 : j]
			if esc {
				val = unescape(val)
			}
			return val, j + 1, true
		case '\\':
			if j+1 < len(s) && (s[j+1] == '"' || s[j+1] == '\\') {
				esc = true
				j++
			}
		}
	}
	val = s[i+1:]
	if esc {
		val = unescape(val)
	}
	return val, len(s), false
}

// unescape undoes \" and \\ in s; other backslashes stay.
func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for j := 0; j < len(s); j++ {
		if s[j] == '\\' && j+1 < len(s) && (s[j+1] == '"' || s[j+1] == '\\') {
			j++
		}
		b.WriteByte(s[j])
	}
	return b.String()
}

// checkChars warns about a tab or a control character in a value.
func (p *parser) checkChars(i int, val string) {
	for _, r := range val {
		switch {
		case r == '\t':
			p.warnf(i, "tab inside a quoted value (want spaces)")
			return
		case r < 0x20 || r >= 0x7F && r <= 0x9F:
			p.warnf(i, "control character U+%04X inside a quoted value (want printable text; was the file decoded with the right encoding?)", r)
			return
		}
	}
}

// tooLarge stops the reading at pos: the file holds more of what (games,
// table rows) than formats.MaxGames, and memory grows with each.
func (p *parser) tooLarge(pos bridge.Pos, what string) {
	p.Add(&bridge.Error{Pos: pos, Context: p.context(),
		Err: formats.Cause(formats.ErrTooLarge, "too large: more than %d %s (the limit for one PBN file; want the files of one session)", formats.MaxGames, what)})
	p.stopped = true
}

func (p *parser) startGame(pos bridge.Pos) {
	if p.gameN == formats.MaxGames {
		p.tooLarge(pos, "games")
	}
	p.gameN++
	g := &Game{Pos: pos, Index: p.gameN, SubFile: p.sub, Comment: p.pending}
	p.pending = ""
	p.f.Games = append(p.f.Games, g)
	p.game = g
	p.gamesInSub++
	p.sec = secPlain
}

// knownTables are the table tags of the standard.
var knownTables = []string{"ActionTable", "AuctionTimeTable", "InstantScoreTable", "OptimumPlayTable",
	"OptimumResultTable", "PlayTimeTable", "ScoreTable", "TotalScoreTable"}

// isTableTag reports whether a tag named name is followed by table rows.
func isTableTag(name string) bool {
	return len(name) > len("Table") && strings.HasSuffix(name, "Table")
}

func (p *parser) finishTag() {
	t := p.tag
	p.tag, p.ts = nil, tagNone
	g := p.game
	if !t.broken {
		p.inherit(t)
	}
	if t.Name != "Note" && p.has(t.Name) {
		if prev, dup := g.Get(t.Name); dup {
			p.Warn(&bridge.Error{Pos: t.Pos, Context: g.Label(), Source: t.src,
				Err: formats.Cause(formats.ErrConflict, "[%s] repeated (first at line %d); the first value counts", t.Name, prev.Pos.Line)})
		}
	}
	g.add(t)
	p.seen[t.Name] = p.gameN
	p.target = t
	switch {
	case t.Name == "Auction" || t.Name == "Play":
		t.Section = &Section{}
		p.sec, p.secTag = secTokens, t
	case isTableTag(t.Name):
		p.sec, p.secTag = secTable, t
		p.startTable(t)
	default:
		for _, k := range knownTables {
			if strings.EqualFold(k, t.Name) {
				p.Warn(&bridge.Error{Pos: t.Pos, Context: g.Label(), Source: t.src,
					Err: formats.Cause(formats.ErrSyntax, "tag [%s] is not [%s] (tag names are case-sensitive); its rows are read as unexpected text", t.Name, k)})
			}
		}
		p.sec, p.secTag = secPlain, nil
	}
}

// inherit applies "#" and "##" to t and updates the state of its name.
func (p *parser) inherit(t *Tag) {
	raw := t.Value
	t.Raw = raw
	st := p.inh[t.Name]
	if st == nil {
		st = &inhState{}
		p.inh[t.Name] = st
		p.autoOrder = append(p.autoOrder, t.Name)
		st.pos.Line = -1 // no value yet
	}
	take := func() bool {
		if st.pos.Line < 0 {
			// A file that never names its [Section] writes "#" in every
			// game: the games' warnings share one heading, and are told
			// as one (bridge.FoldWarnings).
			p.Warn(&bridge.Error{Pos: t.ValuePos, Context: p.context(), Source: t.src,
				Fold: fmt.Sprintf("games whose [%s \"%s\"] has nothing to inherit, no earlier game having [%s] (read as empty)", t.Name, raw, t.Name),
				Err:  formats.Cause(formats.ErrMissing, "[%s \"%s\"]: nothing to inherit, no earlier game has [%s]; read as empty", t.Name, raw, t.Name)})
			t.Value = ""
			return false
		}
		t.Value, t.Inherited, t.Origin = st.value, true, st.pos
		return true
	}
	switch {
	case raw == "#":
		st.auto = false
		if !take() {
			return
		}
	case strings.HasPrefix(raw, "##"):
		if raw == "##" {
			if !take() {
				return
			}
		} else {
			t.Value = raw[2:]
		}
		st.auto = true
	default:
		st.auto = false
	}
	st.value = t.Value
	st.pos, st.tagPos, st.valPos, st.src = t.ValuePos, t.Pos, t.ValuePos, t.src
	if t.Inherited {
		st.pos = t.Origin
	}
}

// has reports whether the current game has a tag called name.
func (p *parser) has(name string) bool { return p.seen[name] == p.gameN }

// autoCopy adds to the current game the values that "##" copies forward.
func (p *parser) autoCopy() {
	g := p.game
	for _, name := range p.autoOrder {
		st := p.inh[name]
		if !st.auto {
			continue
		}
		if p.has(name) {
			continue
		}
		t := &Tag{Name: name, Value: st.value, Pos: st.tagPos, ValuePos: st.valPos, Inherited: true, Origin: st.pos, src: st.src}
		switch {
		case name == "Auction" || name == "Play":
			t.Section = &Section{}
		case isTableTag(name):
			if cols, err := parseDescriptor(st.value); err == nil {
				t.Table = &Table{Columns: cols}
			}
		}
		g.add(t)
	}
}

// endSection closes the section of the last tag, if any.
func (p *parser) endSection() {
	if p.sec == secTable {
		p.flushLine()
		p.finishTable()
	}
	p.secTag = nil
	if p.game != nil {
		p.sec = secPlain
	} else {
		p.sec = secNone
	}
}

func (p *parser) endGame(why string) {
	if p.ts != tagNone {
		t := p.tag
		if p.ts == tagClose {
			p.Add(&bridge.Error{Pos: t.Pos, Context: p.context(), Source: t.src,
				Err: formats.Cause(formats.ErrSyntax, "[%s %s not closed before %s (want \"]\")", t.Name, bridge.Quote(t.Value), why)})
			p.finishTag()
		} else {
			p.Add(&bridge.Error{Pos: t.Pos, Context: p.context(), Source: t.src,
				Err: formats.Cause(formats.ErrSyntax, "tag pair not closed before %s (want [Name \"value\"])", why)})
			p.tag, p.ts = nil, tagNone
		}
	}
	p.endSection()
	if p.game != nil {
		p.autoCopy()
	}
	p.game, p.target, p.pending = nil, nil, ""
	p.sec = secNone
}

func (p *parser) atEOF() {
	if p.inBrace {
		p.inBrace = false
		addComment(p.braceDst, p.comment.String())
		p.Add(&bridge.Error{Pos: p.braceStart, Context: p.context(),
			Err: formats.Cause(formats.ErrSyntax, "comment not closed before the end of the file (want \"}\")")})
	}
	p.endGame("the end of the file")
}
