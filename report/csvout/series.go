package csvout

import (
	"io"
	"strconv"

	"github.com/protokol-bridge/protokol/report"
)

// SeriesHeader is the start of the header of series.csv; a column for
// each session follows, named by its folder.
var SeriesHeader = []string{"rank", "tied", "key", "players", "total", "played", "counted"}

// WriteSeries writes series.csv, a season's series table: a row per unit
// as its page lists them (rank empty for a unit not ranked; players "A -
// B"), then the unit's points in each session, in the order played:
// empty where it did not play, in brackets where they do not count
// ("(12)"), as the page prints them. It starts with a byte-order mark, as
// rankings.csv does, for spreadsheets; text from the inputs is
// neutralised (see Neutralise).
func WriteSeries(w io.Writer, s *report.Series) error {
	if _, err := io.WriteString(w, bom); err != nil {
		return err
	}
	cw := newWriter(w)
	head := append([]string(nil), SeriesHeader...)
	for _, ss := range s.Sessions {
		head = append(head, text(ss.ID))
	}
	cw.write(head)
	for _, r := range s.Rows {
		rec := []string{itoa0(r.Rank), strconv.FormatBool(r.Tied), r.Key, names(r.Players), r.Total.Text(),
			strconv.Itoa(r.Played), strconv.Itoa(r.Counted)}
		for _, c := range r.Cells {
			switch {
			case !c.Played:
				rec = append(rec, "")
			case c.Counts:
				rec = append(rec, c.Points.Text())
			default:
				rec = append(rec, "("+c.Points.Text()+")")
			}
		}
		cw.write(rec)
	}
	return cw.flush()
}
