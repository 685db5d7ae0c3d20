package csvtrav

import (
	"fmt"
	"strings"
	"testing"
)

// benchTraveller makes a canonical traveller of tables*boards results: a
// Mitchell (NS n against EW n, as Bridgemate numbers it), three boards a
// round, with a mix of contract spellings, relative and absolute results,
// leads and scores.
func benchTraveller(tables, boards int) string {
	rows := tables * boards
	contracts := []struct{ c, d, r, lead, score string }{
		{"4S", "N", "10", "HK", "420"},
		{"3NT", "S", "+1", "S4", "430"},
		{"4 H x", "E", "-2", "", "300"},
		{"2D", "W", "8", "C2", "-90"},
		{"PASS", "", "", "", "0"},
		{"6NT", "N", "=", "DQ", "990"},
		{"1C", "E", "7", "♠A", "-70"},
		{"3NT-S-1", "", "", "", "-50"},
	}
	var b strings.Builder
	b.WriteString("section,board,round,table,ns,ew,contract,declarer,result,lead,score_ns,remarks\n")
	for i := 0; i < rows; i++ {
		table, board := i%tables+1, i/tables+1
		c := contracts[i%len(contracts)]
		fmt.Fprintf(&b, "A,%d,%d,%d,%d,%d,%s,%s,%s,%s,%s,\n", board, (board-1)/3+1, table, table, table, c.c, c.d, c.r, c.lead, c.score)
	}
	return b.String()
}

// BenchmarkRead reads a traveller of 24,000 results (20 tables) and one of
// 90,000 (300 tables x 300 boards, the size of issue 20's field).
func BenchmarkRead(b *testing.B) {
	for _, size := range []struct {
		name           string
		tables, boards int
	}{{"24k", 20, 1200}, {"90k", 300, 300}} {
		b.Run(size.name, func(b *testing.B) {
			rows := size.tables * size.boards
			text := benchTraveller(size.tables, size.boards)
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				f, err := Read("bench.csv", text, Options{})
				if err != nil {
					b.Fatal(err)
				}
				if len(f.Entries) != rows {
					b.Fatalf("%d entries", len(f.Entries))
				}
			}
			b.ReportMetric(float64(rows)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
		})
	}
}

func TestBenchTraveller(t *testing.T) {
	f, err := Read("bench.csv", benchTraveller(20, 20), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Entries) != 400 || len(f.Warnings) != 0 {
		t.Errorf("%d entries, warnings %v", len(f.Entries), f.Warnings)
	}
}
