package output

import (
	"bytes"
	"fmt"

	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/csvout"
	"github.com/protokol-bridge/protokol/report/html"
	"github.com/protokol-bridge/protokol/report/jsonout"
	"github.com/protokol-bridge/protokol/report/pdf"
)

// SeriesFiles are the files of a season's series table, by name, for one
// folder: index.html and a page per unit (report/html), series.pdf,
// series.json and series.csv. The warnings name what the PDF prints
// otherwise ("series.pdf: ..."). Every format is made: the table is
// small, and its page links to the others.
func SeriesFiles(s *report.Series) (files map[string][]byte, warnings []string, err error) {
	files = map[string][]byte{}
	pages, err := html.RenderSeries(s)
	if err != nil {
		return nil, nil, err
	}
	for _, p := range pages {
		files[p.Name] = p.Data
	}
	var b bytes.Buffer
	fb, err := pdf.WriteSeries(&b, s)
	if err != nil {
		return nil, nil, err
	}
	if len(fb) > 0 {
		warnings = append(warnings, "series.pdf: "+fb.Warning())
	}
	files["series.pdf"] = bytes.Clone(b.Bytes())
	for _, f := range []struct {
		name  string
		write func(*bytes.Buffer) error
	}{
		{"series.json", func(b *bytes.Buffer) error { return jsonout.WriteSeries(b, s) }},
		{"series.csv", func(b *bytes.Buffer) error { return csvout.WriteSeries(b, s) }},
	} {
		b.Reset()
		if err := f.write(&b); err != nil {
			return nil, warnings, fmt.Errorf("%s: %w", f.name, err)
		}
		files[f.name] = bytes.Clone(b.Bytes())
	}
	return files, warnings, nil
}
