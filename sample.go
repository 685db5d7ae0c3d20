// Package protokol holds the sample session bundled with the program (the
// files in testdata/sample/), which `protokol demo` scores. The program
// itself is in cmd/protokol; its packages are in compute/, formats/ and
// report/.
package protokol

import (
	"embed"
	"path"
)

//go:embed testdata/sample/hands.pbn testdata/sample/travellers.csv testdata/sample/pairs.csv
var sample embed.FS

// SampleFile is one file of the sample session.
type SampleFile struct {
	Name  string // as shown in messages: testdata/sample/hands.pbn
	Data  []byte
	Names bool // the names file
}

// Sample gives the files of the sample session: hand records, travellers
// and the names of the pairs.
func Sample() []SampleFile {
	var out []SampleFile
	for _, n := range []string{"hands.pbn", "travellers.csv", "pairs.csv"} {
		name := path.Join("testdata/sample", n)
		data, err := sample.ReadFile(name)
		if err != nil {
			panic("protokol: sample file missing from the build: " + name)
		}
		out = append(out, SampleFile{Name: name, Data: data, Names: n == "pairs.csv"})
	}
	return out
}
