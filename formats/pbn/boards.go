package pbn

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// boardTags are the valid board tags of a game; a tag is nil when missing,
// empty or in error (the error is reported).
type boardTags struct {
	num       int
	hasNum    bool
	boardTag  *Tag
	dealer    bridge.Seat
	dealerTag *Tag
	vul       bridge.Vul
	vulTag    *Tag
	deal      bridge.Deal
	dealTag   *Tag // nil also for a deal with no hand given
	hand      []handTag
}

// handTag is a hand-record tag of a game (see handRecordTags) and its
// value as written; score is the value of a valid [OptimumScore].
type handTag struct {
	tag   *Tag
	name  string
	value string
	score int
}

func (m *mapper) boardTags(g *Game, ctx string) boardTags {
	var b boardTags
	if t, v := value(g, "Board"); v != "" {
		if n, err := parseBoardNumber(v); err != nil {
			m.bad(t, ctx, formats.ErrValue, "%w", err)
		} else {
			b.num, b.hasNum, b.boardTag = n, true, t
		}
	}
	if t, v := value(g, "Dealer"); v != "" {
		if s, err := bridge.ParseSeat(v); err != nil {
			m.bad(t, ctx, formats.ErrValue, "%w", err)
		} else {
			b.dealer, b.dealerTag = s, t
		}
	}
	if t, v := value(g, "Vulnerable"); v != "" {
		if vul, err := bridge.ParseVul(v); err != nil {
			m.bad(t, ctx, formats.ErrValue, "%w", err)
		} else {
			b.vul, b.vulTag = vul, t
		}
	}
	if t, v := value(g, "Deal"); v != "" {
		if d, err := bridge.ParseDeal(v); err != nil {
			m.bad(t, ctx, formats.ErrValue, "%w", err)
		} else if !d.Empty() {
			b.deal, b.dealTag = d, t
		}
	}
	b.hand = m.handTags(g, ctx)
	return b
}

// mergeBoard adds the board of a game, or checks it against the games of
// the same number read before.
func (m *mapper) mergeBoard(g *Game, ctx string, bt boardTags) {
	num := bt.num
	acc, ok := m.boards[num]
	if !ok {
		acc = &boardAcc{b: bridge.NewBoard(num), subFile: g.SubFile}
		acc.b.Pos = bt.boardTag.Pos
		m.boards[num] = acc
	}
	if t := bt.dealerTag; t != nil {
		switch {
		case acc.dealerTag == nil:
			acc.dealerTag, acc.b.Dealer = t, bt.dealer
			if want := bridge.Dealer(num); bt.dealer != want {
				m.warnTag(t, ctx, "dealer %s differs from %s, the usual dealer of board %d; the tag wins", bt.dealer, want, num)
			}
		case acc.b.Dealer != bt.dealer:
			m.warnTag(t, ctx, "dealer %s differs from %s given at %s; the first counts", bt.dealer, acc.b.Dealer, acc.dealerTag.ValuePos)
		}
	}
	if t := bt.vulTag; t != nil {
		switch {
		case acc.vulTag == nil:
			acc.vulTag, acc.b.Vul = t, bt.vul
			if want := bridge.Vulnerability(num); bt.vul != want {
				m.warnTag(t, ctx, "vulnerability %s differs from %s, the usual one of board %d; the tag wins", bt.vul, want, num)
			}
		case acc.b.Vul != bt.vul:
			m.warnTag(t, ctx, "vulnerability %s differs from %s given at %s; the first counts", bt.vul, acc.b.Vul, acc.vulTag.ValuePos)
		}
	}
	if t := bt.dealTag; t != nil {
		switch {
		case acc.dealTag == nil:
			acc.dealTag, acc.b.Deal, acc.b.Pos = t, bt.deal, t.ValuePos
		case acc.b.Deal != bt.deal:
			hint := ""
			if g.SubFile != acc.subFile {
				hint = "; the file holds several PBN files whose board numbers restart, read them separately"
			}
			m.bad(t, ctx, formats.ErrConflict, "another deal for board %d was read at %s (want one deal per board number%s)",
				num, acc.dealTag.ValuePos, hint)
		}
	}
	for _, h := range bt.hand {
		m.handRecord(&acc.b, h)
	}
}

// handRecord adds a hand-record tag to board b unless an earlier game of
// the board gave it: its text, and its table or score. A table that
// cannot be read is a warning held in b.HandRecord.Warnings, in the words
// the command gives them ("[DoubleDummyTricks]: ...; not used").
func (m *mapper) handRecord(b *bridge.Board, h handTag) {
	r := &b.HandRecord
	if _, ok := r.Text(h.name); ok {
		return
	}
	r.Verbatim = append(r.Verbatim, bridge.Tag{Name: h.name, Value: h.value})
	var parse func(string) (bridge.DDTable, error)
	var dst **bridge.DDTable
	switch h.name {
	case "OptimumScore":
		score := h.score
		r.OptimumScore = &score
		return
	case "DoubleDummyTricks":
		parse, dst = ParseDoubleDummyTricks, &r.DoubleDummyTricks
	case "OptimumResultTable":
		parse, dst = ParseOptimumResultTable, &r.OptimumResultTable
	default:
		return
	}
	t, err := parse(h.value)
	if err != nil {
		r.Warnings = append(r.Warnings, &bridge.Error{Pos: h.tag.ValuePos, Context: bridge.BoardLabel(b.Number), Source: h.tag.src,
			Err: fmt.Errorf("[%s]: %w; not used", h.name, err)})
		return
	}
	*dst = &t
}

func validContract(v string) bool {
	_, err := bridge.ParseContract(v)
	return err == nil
}

// handTags gathers the hand-record tags of g (handRecordTags, then
// [OptimumResultTable]); an [OptimumScore] that cannot be read is an error
// and is left out.
func (m *mapper) handTags(g *Game, ctx string) []handTag {
	var out []handTag
	for _, name := range handRecordTags {
		t, v := value(g, name)
		if v == "" {
			continue
		}
		h := handTag{tag: t, name: name, value: v}
		if name == "OptimumScore" {
			score, err := parseOptimumScore(v)
			if err != nil {
				m.bad(t, ctx, formats.ErrValue, "%v", err)
				continue
			}
			h.score = score
		}
		out = append(out, h)
	}
	if t, ok := g.Get("OptimumResultTable"); ok && t.Table != nil && len(t.Table.Rows) > 0 {
		out = append(out, handTag{tag: t, name: "OptimumResultTable", value: t.Table.Text()})
	}
	return out
}
