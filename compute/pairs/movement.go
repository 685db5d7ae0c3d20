package pairs

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// ErrMovement: the results and the movement given with them are not of
// one session (a RoundData of another session, a result at a table or
// round the movement does not have, or of a board it does not schedule).
var ErrMovement = errors.New("inconsistent movement")

// movementWant is what an inconsistent movement asks for.
const movementWant = "want the results and the movement of one session"

// checkMovement checks the section's entries against its slots of the
// movement, when there are any: each entry's board must be one the
// movement schedules; an entry that names its table and round must be at
// a table and round of the movement, on a board of that slot, between
// the pairs the slot seats (either way round in a Howell); an entry that
// does not must be between pairs that the movement seats at a table with
// that board. Without this check a movement of another session scores:
// its schedule becomes the boards' Neuberg targets, and a board
// scheduled fewer times than it was played is factored down to a top of
// nothing (the "division by zero" of issue 19).
func (sc *scorer) checkMovement(sec Section, entries []*bridge.Entry, slots []bridge.Slot) {
	if len(slots) == 0 {
		return
	}
	type place struct{ table, round int }
	type met struct {
		board  int
		ns, ew string
	}
	at := map[place]*bridge.Slot{}
	meets := map[met]bool{}
	boards := map[int]bool{}
	var tables, rounds, nums []int
	for i := range slots {
		sl := &slots[i]
		if sl.Table > 0 && sl.Round > 0 {
			at[place{sl.Table, sl.Round}] = sl
		}
		tables, rounds = append(tables, sl.Table), append(rounds, sl.Round)
		for _, b := range sl.Boards {
			if !boards[b] {
				boards[b] = true
				nums = append(nums, b)
			}
			meets[met{b, strings.TrimSpace(sl.NS), strings.TrimSpace(sl.EW)}] = true
		}
	}
	where := slots[0].Pos.File
	if where == "" {
		where = "the movement"
	}
	for _, e := range entries {
		ctx := entryContext(e)
		if !boards[e.Board] {
			sc.fail(bridge.Errorf(e.Pos, ctx, "%w: %s schedules no board %d (its boards: %s; %s)",
				ErrMovement, where, e.Board, spans(nums), movementWant))
			continue
		}
		if e.Table > 0 && e.Round > 0 {
			sl := at[place{e.Table, e.Round}]
			if sl == nil {
				sc.fail(bridge.Errorf(e.Pos, ctx, "%w: %s has no table %d in round %d (its tables: %s, rounds: %s; %s)",
					ErrMovement, where, e.Table, e.Round, spans(tables), spans(rounds), movementWant))
				continue
			}
			if !slices.Contains(sl.Boards, e.Board) {
				sc.fail(bridge.Errorf(e.Pos, ctx, "%w: table %d, round %d plays boards %s %s, not board %d (%s)",
					ErrMovement, e.Table, e.Round, spans(sl.Boards), slotAt(sl), e.Board, movementWant))
				continue
			}
			if e.NS == "" || e.EW == "" || noPair(sl.NS) || noPair(sl.EW) {
				continue // a missing pair is checkPairs' to report
			}
			ns, ew := strings.TrimSpace(sl.NS), strings.TrimSpace(sl.EW)
			// Other pairs than the movement's at a table (one that sat at
			// the wrong table, a substitute pair) are the director's
			// business: the result counts for those who played it.
			if !(e.NS == ns && e.EW == ew) && !(sec.Movement == Howell && e.NS == ew && e.EW == ns) {
				sc.res.Warnings = append(sc.res.Warnings, bridge.Errorf(e.Pos, ctx, "table %d, round %d: the movement seats NS %s and EW %s %s; the result counts for NS %s and EW %s, who played it",
					e.Table, e.Round, idText(ns), idText(ew), slotAt(sl), idText(e.NS), idText(e.EW)))
			}
			continue
		}
		if e.NS == "" || e.EW == "" {
			continue
		}
		if !meets[met{e.Board, e.NS, e.EW}] && !(sec.Movement == Howell && meets[met{e.Board, e.EW, e.NS}]) {
			sc.fail(bridge.Errorf(e.Pos, ctx, "%w: %s seats NS %s and EW %s at no table with board %d (%s)",
				ErrMovement, where, idText(e.NS), idText(e.EW), e.Board, movementWant))
		}
	}
}

// slotAt is where a slot was read: "at RoundData.csv:7", or "in the
// movement" when that is unknown.
func slotAt(sl *bridge.Slot) string {
	if sl.Pos.IsZero() {
		return "in the movement"
	}
	return "at " + sl.Pos.String()
}

// spans writes numbers as ranges: "1-3, 7, 10-12".
func spans(ns []int) string {
	s := slices.Clone(ns)
	slices.Sort(s)
	s = slices.Compact(s)
	var parts []string
	for i := 0; i < len(s); {
		j := i
		for j+1 < len(s) && s[j+1] == s[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, strconv.Itoa(s[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", s[i], s[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

// loneWarnings warns of each board that has one result in its section
// (no fouled versions), once the board is complete (a board in play may
// still get its other results). Law 78A gives matchpoints for the
// comparisons of a result with the others of its field, and a lone
// result has none: its raw top is 0. The spec (scoring.md §4.5, §6.6:
// "Neuberg still works for any n ≥ 1: a group of one gets exactly 50%")
// factors it to the board's target N, so each side scores half the full
// top, (0 + 1)·N/1 − 1 = N − 1 of 2(N − 1). When there is no top to
// factor to (the board's target is one table, or --factoring none),
// there are no matchpoints at all: the board is then left out of both
// pairs' records, as a board not played (§6.7), rather than shown as a
// 0 % of a top of 0. In IMPs a lone result is its own datum: 0 IMPs.
func (sc *scorer) loneWarnings(pending map[int][]Pending) {
	for _, l := range sc.lone {
		e := l.Entry
		if len(pending[e.Board]) > 0 {
			continue
		}
		what := fmt.Sprintf("the only result (NS %s v EW %s, %+d)", idText(e.NS), idText(e.EW), l.ScoreNS)
		if len(sc.res.Sections) > 1 {
			what = fmt.Sprintf("the only result of section %s (NS %s v EW %s, %+d)", idText(l.Section()), idText(e.NS), idText(e.EW), l.ScoreNS)
		}
		// how the board is scored, of one board and of many (the
		// warnings' Fold, which counts them)
		var how, many string
		switch {
		case sc.opt.Method.IMPs():
			how = "nothing to compare it with: 0 IMPs to each side"
			many = "nothing to compare them with: 0 IMPs to each side"
		case l.Top().Sign() > 0:
			how = fmt.Sprintf("nothing to compare it with (Law 78A): each side scores 50 %% (Neuberg, factored to %d results)", l.Target())
			many = fmt.Sprintf("nothing to compare them with (Law 78A): each side scores 50 %% (Neuberg, factored to %d results)", l.Target())
		default:
			how = "nothing to compare it with (Law 78A) and no top to factor it to: left out of both pairs' totals, as a board not played"
			many = "nothing to compare them with (Law 78A) and no top to factor them to: left out of both pairs' totals, as boards not played"
		}
		w := bridge.Errorf(e.Pos, bridge.BoardLabel(e.Board), "%s: %s", what, how)
		w.Fold = "boards with only one result: " + many
		if len(sc.res.Sections) > 1 {
			w.Fold = "boards with only one result in their section: " + many
		}
		sc.res.Warnings = append(sc.res.Warnings, w)
	}
}

// idText is a pair id in a message: as it is when it is a plain number
// or word of at most 12 characters (Bridgemate's "5", a PBN's "A12"),
// else as bridge.Quote shows input text (escaped, cut).
func idText(id string) string {
	if len(id) <= 12 && id != "" && strings.IndexFunc(id, func(r rune) bool {
		return !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
	}) < 0 {
		return id
	}
	return bridge.Quote(id)
}
