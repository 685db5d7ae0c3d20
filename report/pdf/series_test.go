package pdf_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/series"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/pdf"
)

// TestWriteSeries: a season of 30 sessions (printed in four parts of
// columns), Cyrillic names, a unit not ranked: a PDF, the same bytes
// twice, nothing printed otherwise, dated by its last session.
func TestWriteSeries(t *testing.T) {
	rules := series.Rules{Unit: series.Players, Points: series.Points{Kind: series.ByTotal}, Minimum: 2}
	var sessions []series.Session
	var info []report.SeriesSession
	for i := range 30 {
		id := fmt.Sprintf("2026-%02d-%02d", 1+i/28, 1+i%28)
		es := []series.Entry{{Members: []string{"ivanov", "petrova"}, Place: 1, Total: exact.Int(int64(60 + i)), Has: series.Total}}
		if i == 0 {
			es = append(es, series.Entry{Members: []string{"guest"}, Place: 2, Total: exact.Int(40), Has: series.Total})
		}
		sessions = append(sessions, series.Session{ID: id, Entries: es})
		info = append(info, report.SeriesSession{ID: id, Date: id, Title: "Club"})
	}
	tbl, err := series.Compute(rules, sessions)
	if err != nil {
		t.Fatal(err)
	}
	s, err := report.NewSeries(tbl, report.SeriesInput{Title: "Кубок клуба", Rules: rules, Lang: "ru", Sessions: info,
		Names: map[string]string{"ivanov": "Иванов Пётр", "petrova": "Петрова Анна", "guest": "Łukasz Żółć"}})
	if err != nil {
		t.Fatal(err)
	}
	var a, b bytes.Buffer
	fb, err := pdf.WriteSeries(&a, s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pdf.WriteSeries(&b, s); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(a.Bytes(), []byte("%PDF-")) || !bytes.Equal(a.Bytes(), b.Bytes()) || len(fb) > 0 {
		t.Errorf("not one PDF (%d and %d bytes), fallbacks %v", a.Len(), b.Len(), fb)
	}
	if !bytes.Contains(a.Bytes(), []byte("D:20260202")) {
		t.Errorf("not dated by the last session")
	}
}
