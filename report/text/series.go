package text

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/report"
)

// WriteSeries writes a season's series table as text: its heading, then a
// line per unit (place, name, total, sessions played, then the points of
// each session, "-" where it did not play and in brackets where they do
// not count), the units not ranked after a line that says so, then the
// rules.
func WriteSeries(w io.Writer, s *report.Series) error {
	head := []string{s.L.Place, s.UnitLabel(), s.L.Total, s.W.Sessions}
	for _, ss := range s.Sessions {
		head = append(head, ss.Short)
	}
	rows := [][]string{head}
	notRanked := -1
	for _, r := range s.Rows {
		if r.Place == "" && notRanked < 0 {
			notRanked = len(rows)
		}
		row := []string{r.Place, r.Name, r.TotalText, strconv.Itoa(r.Played)}
		for _, c := range r.Cells {
			switch {
			case !c.Played:
				row = append(row, "-")
			case c.Counts:
				row = append(row, c.Text)
			default:
				row = append(row, "("+c.Text+")")
			}
		}
		rows = append(rows, row)
	}
	widths := make([]int, len(head))
	for _, row := range rows {
		for j, c := range row {
			widths[j] = max(widths[j], utf8.RuneCountInString(c))
		}
	}
	bw := bufio.NewWriter(w)
	bw.WriteString(s.Heading + "\n\n")
	for i, row := range rows {
		if i == notRanked {
			bw.WriteString("\n" + s.NotRankedText() + "\n")
		}
		var line strings.Builder
		for j, c := range row {
			pad := strings.Repeat(" ", widths[j]-utf8.RuneCountInString(c))
			if j > 0 {
				line.WriteString("  ")
			}
			if j == 1 { // names to the left, figures to the right
				line.WriteString(c + pad)
			} else {
				line.WriteString(pad + c)
			}
		}
		bw.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
	bw.WriteString("\n" + s.W.NotCounted + "\n")
	for _, r := range s.Rules {
		bw.WriteString("  " + r + "\n")
	}
	return bw.Flush()
}
