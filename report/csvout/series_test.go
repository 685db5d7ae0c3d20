package csvout_test

import (
	"bytes"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/series"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/csvout"
)

// TestWriteSeries: a pair series of percentages, one score that does not
// count (in brackets), a session not played (empty), a name that would
// be a formula (neutralised).
func TestWriteSeries(t *testing.T) {
	pct := func(s string) exact.Q { q, _ := exact.Parse(s); return q }
	rules := series.Rules{Unit: series.Pairs, Points: series.Points{Kind: series.ByPercent}, Count: series.Count{Best: 1}}
	tbl, err := series.Compute(rules, []series.Session{
		{ID: "mon", Entries: []series.Entry{
			{Members: []string{"a", "b"}, Place: 1, Percent: pct("61.5"), Has: series.Percent},
			{Members: []string{"c", "d"}, Place: 2, Percent: pct("38.5"), Has: series.Percent}}},
		{ID: "thu", Entries: []series.Entry{
			{Members: []string{"a", "b"}, Place: 1, Percent: pct("55"), Has: series.Percent}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	s, err := report.NewSeries(tbl, report.SeriesInput{Title: "Ladder", Rules: rules, Lang: "en",
		Names:    map[string]string{"a": "Ann", "b": "Bob", "c": "=cmd()", "d": "Иванов Пётр"},
		Sessions: []report.SeriesSession{{ID: "mon"}, {ID: "thu"}}})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := csvout.WriteSeries(&b, s); err != nil {
		t.Fatal(err)
	}
	want := "\uFEFFrank,tied,key,players,total,played,counted,mon,thu\r\n" +
		"1,false,a+b,Ann - Bob,61.50,2,1,61.50,(55.00)\r\n" +
		"2,false,c+d,'=cmd() - Иванов Пётр,38.50,1,1,38.50,\r\n"
	if b.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", b.String(), want)
	}
}
