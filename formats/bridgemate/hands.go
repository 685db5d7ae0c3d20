package bridgemate

import (
	"fmt"
	"sort"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

var (
	seatWords   = [4]string{"north", "east", "south", "west"}
	suitWords   = [4]string{"spades", "hearts", "diamonds", "clubs"}
	strainWords = [5]string{"spades", "hearts", "diamonds", "clubs", "notrump"}
	// strainOf gives, for strainWords[i], the strain.
	strainOf = [5]bridge.Strain{bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs, bridge.NoTrump}
)

// readHands reads HandRecord: one row per section and board, a column per
// seat and suit holding its cards ("AQT94", "" or NULL for a void). A row
// with no card at all gives no deal; a deal that is not four hands of 13
// different cards is an error. Sections that give one board the same deal
// give one board; different deals are an error.
func (r *reader) readHands(v *view) {
	at := map[int]int{}
	for i := range v.t.Rows {
		if r.full() {
			return
		}
		if _, ok := v.section(i, ""); !ok {
			continue
		}
		n, ok := v.board(i, "board", "board", "")
		if !ok {
			continue
		}
		ctx := bridge.BoardLabel(n)
		var hands [4]string
		empty := true
		for s, seat := range seatWords {
			var suits [4]string
			for k, suit := range suitWords {
				suits[k] = strings.ToUpper(strings.ReplaceAll(v.cell(i, seat+suit).asText(), " ", ""))
				empty = empty && suits[k] == ""
			}
			hands[s] = strings.Join(suits[:], ".")
		}
		if empty {
			continue
		}
		deal, err := bridge.ParseDeal("N:" + strings.Join(hands[:], " "))
		if err == nil && !deal.Complete() {
			err = fmt.Errorf("%w: %s (want four hands of 13 different cards)", bridge.ErrDeal, deal.StringFrom(bridge.North))
		}
		if err != nil {
			v.fail(i, "northspades", ctx, "%w: %v", formats.ErrValue, err)
			continue
		}
		b := bridge.NewBoard(n)
		b.Deal, b.Pos = deal, v.place(i, "").Pos
		if j, dup := at[n]; dup {
			if prev := r.part.Boards[j]; prev.Deal != deal {
				v.fail(i, "board", ctx, "%w: a different deal for this board is given at %s (want one deal per board)", formats.ErrConflict, prev.Pos)
			}
			continue
		}
		at[n] = len(r.part.Boards)
		r.part.Boards = append(r.part.Boards, b)
	}
	sort.SliceStable(r.part.Boards, func(i, j int) bool { return r.part.Boards[i].Number < r.part.Boards[j].Number })
}

// readEvaluations reads HandEvaluation: for each section and board the
// double-dummy tricks of each declarer (North ... West) in each strain
// (Spades ... Notrump), and each hand's high-card points. The table goes
// to its board's HandRecord.DoubleDummyTricks, like a PBN's own table
// (the convention is the PBN's: the tricks declarer takes with the
// left-hand opponent on lead). A row of zeros says nothing; a row with
// tricks out of 0..13, or whose high-card points are not those of the
// board's deal (a table of another deal), is not used, with a warning.
func (r *reader) readEvaluations(v *view) {
	at := map[int]int{}
	for i, b := range r.part.Boards {
		at[b.Number] = i
	}
	for i := range v.t.Rows {
		if r.full() {
			return
		}
		n, ok := v.board(i, "board", "board", "")
		if !ok {
			continue
		}
		ctx := bridge.BoardLabel(n)
		var t bridge.DDTable
		zero, bad := true, false
		for s, seat := range seatWords {
			for k, strain := range strainWords {
				key := seat + strain
				x, present, err := v.cell(i, key).asInt()
				switch {
				case err != nil || present && (x < 0 || x > 13):
					v.warn(i, key, ctx, "%w: HandEvaluation %s %s (want tricks 0..13); the table is not used", formats.ErrValue, v.columnName(key), v.cell(i, key).quoted())
					bad = true
				case !present:
					bad = true
				}
				if bad {
					break
				}
				t[bridge.Seats[s]][strainOf[k]] = int8(x)
				zero = zero && x == 0
			}
			if bad {
				break
			}
		}
		if bad || zero {
			continue
		}
		j, ok := at[n]
		if !ok {
			continue // no deal: a table alone is shown nowhere
		}
		b := &r.part.Boards[j]
		if seat, got, want, ok := hcpDiffer(v, i, b.Deal); ok {
			v.warn(i, seatWords[seat]+"hcp", ctx, "%w: HandEvaluation gives %s %d high-card points, the deal %d: a table of another deal, not used", formats.ErrConflict, bridge.Seats[seat], got, want)
			continue
		}
		if b.HandRecord.DoubleDummyTricks != nil {
			continue // another section's row for this board
		}
		b.HandRecord.DoubleDummyTricks = &t
	}
}

// hcpDiffer compares the row's high-card points (when it gives them) with
// the deal's.
func hcpDiffer(v *view, i int, d bridge.Deal) (seat, got, want int, differ bool) {
	for s, w := range seatWords {
		x, present, err := v.cell(i, w+"hcp").asInt()
		if err != nil || !present {
			continue
		}
		if h := d.Hands[bridge.Seats[s]].HCP(); int(x) != h {
			return s, int(x), h, true
		}
	}
	return 0, 0, 0, false
}
