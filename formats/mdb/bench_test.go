package mdb

import "testing"

// BenchmarkOpenBWS: Open and every row of every table of a 1.1 MB .bws
// (14 tables, 14,020 player names, 270 results).
func BenchmarkOpenBWS(b *testing.B) {
	data := readFile(b, "LBC-2026-01-26.bws")
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		db, err := Open("LBC.bws", data)
		if err != nil {
			b.Fatal(err)
		}
		for _, name := range db.Tables() {
			tb, err := db.Table(name)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := tb.Rows(); err != nil {
				b.Fatal(err)
			}
		}
	}
}
