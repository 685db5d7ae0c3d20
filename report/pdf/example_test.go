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
			{Place: "2", Pair: report.PairRef{Label: "7", Names: "Nguyễn Thị – Smile 😀"}, Boards: "24", Total: "80", Max: "240", Percent: "33.33"},
		},
	}}}
	var b bytes.Buffer
	fb, err := pdf.Write(&b, s)
	fmt.Println(err, bytes.HasPrefix(b.Bytes(), []byte("%PDF-")))
	fmt.Println(fb.Warning())
	// Output:
	// <nil> true
	// 1 text has characters the Go fonts have no glyph for, printed otherwise: pair 7's names "Nguyễn Thị – Smile 😀": "ễ" as "e", "ị" as "i", "😀" as "�"
}
