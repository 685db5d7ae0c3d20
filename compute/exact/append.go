package exact

import "strconv"

// AppendDecimal appends q.Decimal(maxDecimals) to buf. It allocates
// nothing for a q held in int64s (the common case), so that a writer of
// many numbers (results.json) need not make a string of each.
func (q Q) AppendDecimal(buf []byte, maxDecimals int) []byte {
	if q.b != nil {
		return append(buf, q.Decimal(maxDecimals)...)
	}
	n, d := q.parts()
	if d == 1 {
		return strconv.AppendInt(buf, n, 10)
	}
	if dec, ok := finiteDecimals64(d); ok && dec <= maxDecimals {
		return q.AppendRound(buf, dec)
	}
	start := len(buf)
	buf = q.AppendRound(buf, maxDecimals)
	if maxDecimals > 0 { // a decimal point: trim the zeros after it, and it when none is left
		for buf[len(buf)-1] == '0' {
			buf = buf[:len(buf)-1]
		}
		if buf[len(buf)-1] == '.' {
			buf = buf[:len(buf)-1]
		}
	}
	if string(buf[start:]) == "-0" {
		buf = append(buf[:start], '0')
	}
	return buf
}

// AppendRound appends q.Round(decimals) to buf, allocating nothing for a
// q held in int64s whose scaled value fits.
func (q Q) AppendRound(buf []byte, decimals int) []byte {
	r, ok := q.roundSmall(decimals)
	if !ok {
		return append(buf, q.Round(decimals)...)
	}
	if r < 0 {
		buf = append(buf, '-')
	}
	var scratch [20]byte
	digits := strconv.AppendInt(scratch[:0], abs(r), 10)
	if decimals <= 0 {
		return append(buf, digits...)
	}
	if len(digits) <= decimals {
		buf = append(buf, '0', '.')
		for range decimals - len(digits) {
			buf = append(buf, '0')
		}
		return append(buf, digits...)
	}
	k := len(digits) - decimals
	buf = append(buf, digits[:k]...)
	buf = append(buf, '.')
	return append(buf, digits[k:]...)
}
