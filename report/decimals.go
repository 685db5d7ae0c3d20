package report

import (
	"strings"

	"github.com/protokol-bridge/protokol/compute/parallel"
)

// Decimals down a column. Matchpoints and IMPs are printed exactly, with
// at most two decimals (MP, IMP), so one column can hold "231" beside
// "287.33", or a Butler "+1.3" beside "+1.52", which do not line up. Once
// a sheet is made, each column of numbers (a ranking's totals, a
// traveller's matchpoints or IMPs, a score card's) is given the most
// decimals any of its cells has: "231.00" and "287.33", "+1.30" and
// "+1.52". Only trailing zeros are added, so no value changes.

// alignDecimals pads every column of numbers of the sheet.
func (s *Sheet) alignDecimals() {
	for i := range s.Rankings {
		rows := s.Rankings[i].Rows
		pad(len(rows), func(j int) *string { return &rows[j].Total })
		pad(len(rows), func(j int) *string { return &rows[j].Max })
		pad(len(rows), func(j int) *string { return &rows[j].Average })
		for k := range s.AwardHeads {
			pad(len(rows), func(j int) *string { return &rows[j].Awards[k] })
		}
	}
	if s.Teams != nil {
		rows := s.Teams.Standings
		for k := range s.AwardHeads {
			pad(len(rows), func(j int) *string { return &rows[j].Awards[k] })
		}
	}
	// The boards' and the cards' columns, some 150,000 cells in a
	// 1,000-table field, on every core.
	parallel.Each(len(s.Boards)+len(s.Cards), 0, func(i int) {
		if i < len(s.Boards) {
			rows := s.Boards[i].Rows
			pad(len(rows), func(j int) *string { return &rows[j].MPNS })
			pad(len(rows), func(j int) *string { return &rows[j].MPEW })
			pad(len(rows), func(j int) *string { return &rows[j].IMPNS })
			pad(len(rows), func(j int) *string { return &rows[j].IMPEW })
			return
		}
		rows := s.Cards[i-len(s.Boards)].Rows
		pad(len(rows), func(j int) *string { return &rows[j].MP })
		pad(len(rows), func(j int) *string { return &rows[j].IMPs })
	})
}

// pad gives the n cells of a column (cell(j) for j < n) that are plain
// numbers ("12", "-2.5", "+1.3") the most decimals any of them has;
// other cells ("", a note) are left alone.
func pad(n int, cell func(int) *string) {
	most := 0
	for j := range n {
		if d, ok := decimals(*cell(j)); ok {
			most = max(most, d)
		}
	}
	if most == 0 {
		return
	}
	for j := range n {
		c := cell(j)
		d, ok := decimals(*c)
		if !ok || d == most {
			continue
		}
		var zeros string
		if most-d <= len(someZeros) {
			zeros = someZeros[:most-d]
		} else {
			zeros = strings.Repeat("0", most-d)
		}
		if d == 0 {
			*c += "." + zeros
		} else {
			*c += zeros
		}
	}
}

// someZeros are the zeros pad adds, but for a cell of more decimals.
const someZeros = "00000000"

// decimals is the number of digits after the point of a plain number,
// and whether text is one: an optional sign, digits, and optionally a
// point and digits.
func decimals(text string) (int, bool) {
	t := text
	if t != "" && (t[0] == '+' || t[0] == '-') {
		t = t[1:]
	}
	if t != "" && (t[0] == '+' || t[0] == '-') {
		return 0, false // two signs
	}
	whole, frac, point := strings.Cut(t, ".")
	if whole == "" || !digits(whole) || point && (frac == "" || !digits(frac)) {
		return 0, false
	}
	return len(frac), true
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
