// Package protokol holds the sample session bundled with the program (the
// files in testdata/sample/), which `protokol demo` scores. The program
// itself is in cmd/protokol; its packages are in compute/, formats/ and
// report/.
package protokol

import (
	"embed"
	"path"

	"github.com/protokol-bridge/protokol/formats/session"
)

//go:embed testdata/sample/hands.pbn testdata/sample/travellers.csv testdata/sample/pairs.csv
var sample embed.FS

// Sample gives the files of the sample session as inputs: hand records,
// travellers and the names of the pairs.
func Sample() []session.Input {
	var out []session.Input
	for _, n := range []string{"hands.pbn", "travellers.csv", "pairs.csv"} {
		name := path.Join("testdata/sample", n)
		data, err := sample.ReadFile(name)
		if err != nil {
			panic("protokol: sample file missing from the build: " + name)
		}
		role := session.Any
		if n == "pairs.csv" {
			role = session.Names
		}
		out = append(out, session.Input{Name: name, Data: data, Role: role})
	}
	return out
}
