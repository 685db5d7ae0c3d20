package pdf_test

import (
	"bytes"
	"fmt"

	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/pdf"
)

func ExampleWrite() {
	l, _ := report.LabelsFor("ru")
	s := &report.Sheet{L: l, Title: "Кубок клуба", Date: "2026.11.28", Rankings: []report.Ranking{{
		Section: "A",
		Rows: []report.RankRow{
			{Place: "1", Pair: report.PairRef{Label: "3", Names: "Щукина Ёлка – Łukasz Żółć"}, Boards: "24", Total: "160", Max: "240", Percent: "66.67"},
			{Place: "2", Pair: report.PairRef{Label: "7", Names: "Smile 😀"}, Boards: "24", Total: "80", Max: "240", Percent: "33.33"},
		},
	}}}
	var b bytes.Buffer
	fmt.Println(pdf.Write(&b, s))

	s.Rankings[0].Rows[1].Pair.Names = "Иванов – Петров"
	fmt.Println(pdf.Write(&b, s), bytes.HasPrefix(b.Bytes(), []byte("%PDF-")))
	// Output:
	// U+1F600 '😀' in pair 7's names has no glyph in Go Regular
	// <nil> true
}
