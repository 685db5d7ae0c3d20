package usebio

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// The hand records of a USEBIO file are BOARD elements of HAND records
// (DIRECTION, SPADES, HEARTS, DIAMONDS, CLUBS), in a HANDSET or in the
// results' BOARD itself. Producers put the HANDSET in different places:
// Compscore3 and PairsScorer after the EVENT, inside USEBIO; EBUScore
// inside the SESSION, after its SECTIONs. Every HANDSET is read, wherever
// it is.
//
// A hand set is made for more boards than are played (EBUScore's has 30
// deals for 26 boards played, PairsScorer's 28 for 22): the deals of
// boards without results are left out in silence, as there is nothing to
// show them on. A hand set none of whose deals is for a board played is a
// warning (its deals are left out: they may be numbered otherwise than the
// results), and so are two different deals for one board (both are left
// out: protokol keeps one deal a board number, and cannot tell which goes
// with which results). A damaged deal of a board played is an error, as in
// a PBN file.

var suitFields = [4]string{"SPADES", "HEARTS", "DIAMONDS", "CLUBS"}

// handsets reads every HANDSET of the document, wherever it is.
func (r *reader) handsets(root *node) {
	var walk func(n *node)
	walk = func(n *node) {
		for i := range n.kids {
			switch k := &n.kids[i]; k.name {
			case "HANDSET":
				r.handset(k)
			case "TRAVELLER_LINE", "PARTICIPANTS", "HAND":
			default:
				walk(k)
			}
		}
	}
	walk(root)
}

// handset places the deals of a HANDSET on the boards played.
func (r *reader) handset(hs *node) {
	label := "<HANDSET>"
	if id, ok := hs.attr("HANDSET_ID"); ok && id != "" {
		label = "<HANDSET HANDSET_ID=" + bridge.Quote(id) + ">"
	}
	placed := 0
	var left []int
	for _, b := range hs.all("BOARD") {
		n, ok := r.handBoard(b)
		if !ok {
			continue
		}
		i, played := r.boards[n]
		if !played {
			left = append(left, n)
			continue
		}
		if deal, ok := r.deal(n, b); ok && r.place(i, n, deal, b, label) {
			placed++
		}
	}
	if placed == 0 && len(left) > 0 {
		r.f.Warnings = append(r.f.Warnings, bridge.Warnf(bridge.ErrReadPast, hs.pos, label,
			"none of its deals is for a board played (its boards: %s; the boards played: %s): its deals are left out",
			boardList(left), boardList(r.played())))
	}
}

// hands places the deal of a results BOARD that holds HAND records.
func (r *reader) hands(b *node) {
	n, ok := r.handBoard(b)
	if !ok {
		return
	}
	i := r.addBoard(n, b)
	if deal, ok := r.deal(n, b); ok {
		r.place(i, n, deal, b, "")
	}
}

// handBoard is the board number of a BOARD of hand records.
func (r *reader) handBoard(b *node) (int, bool) {
	num, nn := b.field("BOARD_NUMBER")
	n, err := bridge.ParseBoard(num)
	if nn == nil || err != nil {
		pos := b.pos
		if nn != nil {
			pos = nn.pos
		}
		r.fail(pos, "hand record: <BOARD_NUMBER>", fmt.Errorf("%w: board %s (want 1..%d)", formats.ErrValue, bridge.Quote(num), bridge.MaxBoard))
		return 0, false
	}
	return n, true
}

// deal reads the HAND records of board n's BOARD b. A suit written "-"
// (PairsScorer, EBUScore) or left empty is a void.
func (r *reader) deal(n int, b *node) (bridge.Deal, bool) {
	var hands [4]string
	for s := range hands {
		hands[s] = "-"
	}
	ctx := bridge.BoardLabel(n) + ": hand record"
	for _, h := range b.all("HAND") {
		d, dn := h.field("DIRECTION")
		seat, err := bridge.ParseSeat(d)
		if err != nil {
			pos := h.pos
			if dn != nil {
				pos = dn.pos
			}
			r.fail(pos, ctx+": <DIRECTION>", fmt.Errorf("%w: %v", formats.ErrValue, err))
			return bridge.Deal{}, false
		}
		var suits [4]string
		for k, f := range suitFields {
			suits[k], _ = h.field(f)
			if suits[k] == "-" {
				suits[k] = ""
			}
			suits[k] = strings.ReplaceAll(strings.ToUpper(suits[k]), "10", "T")
			if strings.Trim(suits[k], "AKQJT98765432") != "" {
				r.fail(h.fieldPos(f), ctx+": <"+f+">", fmt.Errorf("%w %s (want ranks such as AKT92, or - for a void)", bridge.ErrCard, bridge.Quote(suits[k])))
				return bridge.Deal{}, false
			}
		}
		hands[seat] = strings.Join(suits[:], ".")
	}
	deal, err := bridge.ParseDeal("N:" + strings.Join(hands[:], " "))
	if err != nil {
		r.fail(b.pos, ctx, err)
		return bridge.Deal{}, false
	}
	return deal, true
}

// place gives board n (at index i) its deal, read from b (of the hand set
// label, "" for the results' BOARD). Two different deals for one board
// leave it without one, with a warning; false when the deal was not
// placed.
func (r *reader) place(i, n int, deal bridge.Deal, b *node, label string) bool {
	bd := &r.f.Session.Boards[i]
	if r.clash[n] {
		return false
	}
	if !bd.Deal.Empty() && bd.Deal != deal {
		ctx := bridge.BoardLabel(n) + ": hand record"
		if label != "" {
			ctx = bridge.BoardLabel(n) + ": " + label
		}
		r.f.Warnings = append(r.f.Warnings, bridge.Warnf(bridge.ErrReadPast, b.pos, ctx,
			"a different deal from the one at %s: both are left out (protokol keeps one deal a board number and cannot tell which goes with which results)",
			bd.Pos))
		bd.Deal = bridge.Deal{}
		if r.clash == nil {
			r.clash = map[int]bool{}
		}
		r.clash[n] = true
		return false
	}
	bd.Deal, bd.Pos = deal, b.pos
	return true
}

// played are the numbers of the boards with results, in order.
func (r *reader) played() []int {
	out := make([]int, len(r.f.Session.Boards))
	for i, b := range r.f.Session.Boards {
		out[i] = b.Number
	}
	return out
}

// boardList is a list of board numbers with runs joined: "1-26, 28".
func boardList(ns []int) string {
	ns = append([]int(nil), ns...)
	slices.Sort(ns)
	var b strings.Builder
	for i := 0; i < len(ns); {
		j := i
		for j+1 < len(ns) && ns[j+1] <= ns[j]+1 {
			j++
		}
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(ns[i]))
		if ns[j] != ns[i] {
			b.WriteString("-" + strconv.Itoa(ns[j]))
		}
		i = j + 1
	}
	return b.String()
}
