// Command mksample writes a generated session's hand records, travellers and
// names into a folder. It made testdata/sample/ (seed 2026, 10 tables, 27
// boards, Mitchell, Cyrillic and Latin names), whose event labels were then
// edited by hand:
//
//	go run ./internal/gen/mksample -seed 2026 -tables 10 -boards 27 -notplayed 0.005 -pass 0.03 -cyrillic testdata/sample
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/protokol-bridge/protokol/internal/gen"
)

func main() {
	var c gen.Config
	flag.Uint64Var(&c.Seed, "seed", 1, "random seed")
	flag.IntVar(&c.Sections, "sections", 1, "sections")
	flag.IntVar(&c.Tables, "tables", 10, "tables per section")
	flag.IntVar(&c.Boards, "boards", 27, "boards")
	flag.StringVar(&c.Movement, "movement", gen.Mitchell, "mitchell or howell")
	flag.Float64Var(&c.MissingRate, "missing", 0, "rate of results left out")
	flag.Float64Var(&c.NotPlayedRate, "notplayed", 0, "rate of not-played rows")
	flag.Float64Var(&c.PassRate, "pass", 0.03, "rate of pass-outs")
	flag.BoolVar(&c.Cyrillic, "cyrillic", false, "Cyrillic and Latin names")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: mksample [flags] DIR")
		os.Exit(2)
	}
	dir := flag.Arg(0)
	s := gen.Generate(c)
	for name, write := range map[string]func(*os.File) error{
		"hands.pbn":      func(f *os.File) error { return s.WritePBN(f) },
		"travellers.csv": func(f *os.File) error { return s.WriteTravellersCSV(f) },
		"pairs.csv":      func(f *os.File) error { return s.WriteNamesCSV(f) },
	} {
		f, err := os.Create(filepath.Join(dir, name))
		if err == nil {
			err = write(f)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "mksample:", err)
			os.Exit(1)
		}
	}
}
