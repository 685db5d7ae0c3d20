package csvout

import (
	"io"

	"github.com/protokol-bridge/protokol/report"
)

// AwardsHeader is the start of the header of masterpoints.csv; a column
// for each kind of points the scale awards follows, named by it
// ("Black"; "РО", "ПБ").
var AwardsHeader = []string{"member", "name"}

// WriteAwards writes masterpoints.csv, a federation's upload: a row for
// each player awarded points (a pair's two players, a team's members, an
// individual's player, each with his contestant's points), his member
// number (the register's, else the input's; empty when neither gives
// one), his name and his points by kind, exact (at most six decimals),
// in the order of the standings. Member numbers are personal data: this
// file is the only one that writes them, and it is made only when asked
// for (--format awards). It starts with a byte-order mark, as
// rankings.csv does; text from the inputs is neutralised (see
// Neutralise).
func WriteAwards(w io.Writer, ev *report.Event) error {
	if ev == nil {
		return report.ErrNoResult
	}
	if _, err := io.WriteString(w, bom); err != nil {
		return err
	}
	cw := newWriter(w)
	head := append([]string(nil), AwardsHeader...)
	for _, t := range ev.Awards {
		head = append(head, text(t))
	}
	cw.write(head)
	for _, a := range ev.Awarded() {
		rec := []string{text(a.Member), text(a.Name)}
		for _, p := range a.Points {
			rec = append(rec, p.Text())
		}
		cw.write(rec)
	}
	return cw.flush()
}
