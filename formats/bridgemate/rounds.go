package bridgemate

import (
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// maxBoardsPerRound bounds LowBoard..HighBoard, as csvtrav's.
const maxBoardsPerRound = 100

// readRounds reads the movement: one slot per (section, table, round),
// boards LowBoard..HighBoard, or those CustomBoards lists when it is not
// empty (the Bridgemate developer's guide: board numbers in ascending
// order, separated by commas, 1,2,5,6,7,10). A pair 0 is no pair (a
// sit-out), and low and high boards 0 are no boards (an empty table).
//
// A RoundData whose South or West column seats a player is an individual
// event's (individual.go): NSPair and EWPair are then the North and East
// players, the four players of each slot are kept for the results
// (roundSeats), and no slot is a pairs movement's (Part.Movement stays
// empty).
func (r *reader) readRounds(v *view) {
	south, west := v.seatColumns()
	if v.seatsGiven(south, west) {
		r.part.Individual = true
	}
	for i := range v.t.Rows {
		if r.full() {
			return
		}
		sec, ok1 := v.section(i, "")
		table, ok2 := v.number(i, "table", "table", 1, maxTable, true, "")
		round, ok3 := v.number(i, "round", "round", 1, maxRound, true, "")
		if !ok1 || !ok2 || !ok3 {
			continue
		}
		ctx := fmt.Sprintf("table %d, round %d", table, round)
		sl := bridge.Slot{Section: sec, Table: table, Round: round, NS: pairID(v.cell(i, "nspair")), EW: pairID(v.cell(i, "ewpair")), Pos: v.place(i, "").Pos}
		// Low and high boards 0 (or empty) are an empty table.
		lo, hi, okLo, okHi := 0, 0, true, true
		if t := v.cell(i, "lowboard").asText(); t != "" && t != "0" {
			lo, okLo = v.board(i, "lowboard", "low board", ctx)
		}
		if t := v.cell(i, "highboard").asText(); t != "" && t != "0" {
			hi, okHi = v.board(i, "highboard", "high board", ctx)
		}
		if !okLo || !okHi {
			continue
		}
		switch {
		case lo == 0 && hi == 0:
		case lo == 0 || hi < lo || hi-lo >= maxBoardsPerRound:
			v.fail(i, "highboard", ctx, "%w: boards %d..%d (want a low board at most the high board, and at most %d boards in a round)", formats.ErrValue, lo, hi, maxBoardsPerRound)
			continue
		default:
			for b := lo; b <= hi; b++ {
				sl.Boards = append(sl.Boards, b)
			}
		}
		if c := v.cell(i, "customboards").asText(); c != "" {
			if boards, err := customBoards(c); err != nil {
				v.readPast(i, "customboards", ctx, "%w: custom boards %s: %v; left out (the slot keeps boards %d..%d)", formats.ErrValue, bridge.Quote(c), err, lo, hi)
			} else {
				sl.Boards = boards
			}
		}
		k := slotKey{bridge.SectionKey(sec), table, round}
		if _, dup := r.slots[k]; dup {
			v.fail(i, "table", ctx, "%w: table %d, round %d given twice (want one row per table and round)", formats.ErrConflict, table, round)
			continue
		}
		r.slots[k] = sl
		if r.part.Individual {
			r.roundSeats[k] = roundSeats(v, i, south, west)
			continue
		}
		r.part.Movement = append(r.part.Movement, sl)
	}
}

// pairID is a pair number as the entries write it: "" for none (0 or
// NULL).
func pairID(v Value) string {
	t := v.asText()
	if t == "0" {
		return ""
	}
	return t
}

// customBoards reads a CustomBoards cell: board numbers in ascending
// order, separated by commas (spaces allowed), at most maxBoardsPerRound.
func customBoards(text string) ([]int, error) {
	parts := strings.Split(text, ",")
	if len(parts) > maxBoardsPerRound {
		return nil, fmt.Errorf("more than %d boards (want the boards of one round)", maxBoardsPerRound)
	}
	out := make([]int, 0, len(parts))
	for _, p := range parts {
		n, err := bridge.ParseBoard(strings.TrimSpace(p))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", bridge.Quote(strings.TrimSpace(p)), err)
		}
		if len(out) > 0 && n <= out[len(out)-1] {
			return nil, fmt.Errorf("board %d after board %d (want board numbers in ascending order, such as 1,2,5,6)", n, out[len(out)-1])
		}
		out = append(out, n)
	}
	return out, nil
}
