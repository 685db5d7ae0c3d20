package csvtrav

import (
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// plainInt reads the usual number cell, one to six ASCII digits and
// nothing else, as strconv.Atoi does; ok is false for any other cell,
// which the callers then read in full.
func plainInt(cell string) (v int, ok bool) {
	if cell == "" || len(cell) > 6 {
		return 0, false
	}
	for i := 0; i < len(cell); i++ {
		c := cell[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	return v, true
}

// parseCount reads a positive integer cell; an empty cell is 0 unless
// required.
func parseCount(cell, what string, max int, required bool) (int, error) {
	if v, ok := plainInt(cell); ok && v >= 1 && v <= max {
		return v, nil
	}
	t := trim(cell)
	if t == "" {
		if required {
			return 0, fail(errs(formats.ErrMissing), "%s: missing (want a %s number 1..%d)", what, what, max)
		}
		return 0, nil
	}
	v, err := strconv.Atoi(t)
	if err != nil {
		return 0, fail(errs(formats.ErrValue), "%s %s: not a number (want 1..%d)", what, bridge.Quote(cell), max)
	}
	if v < 1 || v > max {
		return 0, fail(errs(formats.ErrValue), "%s %s: out of range 1..%d", what, bridge.Quote(cell), max)
	}
	return v, nil
}

// parseBoard reads a board number cell by bridge.ParseBoard (1 to
// bridge.MaxBoard, the limit of every reader); what names the column
// ("board", "low board").
func parseBoard(cell, what string) (int, error) {
	if v, ok := plainInt(cell); ok && v >= 1 && v <= bridge.MaxBoard {
		return v, nil
	}
	if trim(cell) == "" {
		return 0, fail(errs(formats.ErrMissing), "%s: missing (want a board number 1..%d)", what, bridge.MaxBoard)
	}
	n, err := bridge.ParseBoard(cell)
	if err != nil {
		return 0, fail(errs(formats.ErrValue, bridge.ErrBoard), "%s %s: %v", what, bridge.Quote(cell), err)
	}
	return n, nil
}

// parseDecimal reads a decimal number; a decimal comma is accepted when the
// delimiter is not a comma.
func parseDecimal(cell string, comma bool) (float64, error) {
	t := foldText(cell)
	if comma {
		t = strings.Replace(t, ",", ".", 1)
	}
	return strconv.ParseFloat(t, 64)
}

// parseScore reads a signed whole score ("420", "-100", "+50", "−620",
// "420.0", "420,0" when the delimiter is not a comma).
func parseScore(cell string, comma bool) (int, error) {
	if v, ok := plainScore(cell); ok {
		return v, nil
	}
	return readScore(cell, comma)
}

// readScore is parseScore for any cell.
func readScore(cell string, comma bool) (int, error) {
	t := foldText(cell)
	if comma {
		t = strings.Replace(t, ",", ".", 1)
	}
	if whole, frac, ok := strings.Cut(t, "."); ok && strings.Trim(frac, "0") == "" && frac != "" {
		t = whole
	}
	v, err := strconv.Atoi(t)
	if err != nil || strings.HasPrefix(t, "+-") {
		return 0, fail(errs(formats.ErrValue), "%s: not a whole score (want a signed integer such as 420 or -100)", bridge.Quote(cell))
	}
	if v < -100000 || v > 100000 {
		return 0, fail(errs(formats.ErrValue), "%s: out of range -100000..100000", bridge.Quote(cell))
	}
	return v, nil
}

// plainScore reads the usual score cell, an integer of up to six digits
// with or without a minus, as parseScore does, without its folding; ok is
// false for any other cell (and one out of range), which parseScore then
// reads in full.
func plainScore(cell string) (v int, ok bool) {
	digits := cell
	if strings.HasPrefix(cell, "-") {
		digits = cell[1:]
	}
	if digits == "" || len(digits) > 6 {
		return 0, false
	}
	for i := 0; i < len(digits); i++ {
		c := digits[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	if v > 100000 {
		return 0, false
	}
	if len(digits) < len(cell) {
		v = -v
	}
	return v, true
}
