package main

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"

	"github.com/protokol-bridge/protokol/charset"
)

// The Ukrainian block: Ukrainian and Belarusian names and Ukrainian prose
// (testdata/slavic.txt, testdata/uk_prose.txt) in the code pages Ukrainian
// files come in: CP1125 (DOS), CP866 (DOS without CP1125: і typed as a
// Latin i, as a lossy conversion writes it), KOI8-U and Windows-1251.
// A sample's text is what its bytes hold (a letter the code page lacks is
// replaced as a lossy conversion would). enca runs with -L ukrainian.

var ukrEncodings = []string{"cp1125", "ibm866", "koi8-u", "windows-1251"}

func measureUkrainian(dir string, t *texts, toolList []string) error {
	names, err := readList(filepath.Join(dir, "internal/detectbench/testdata/slavic.txt"))
	if err != nil {
		return err
	}
	prose, err := readProse(filepath.Join(dir, "internal/detectbench/testdata/uk_prose.txt"))
	if err != nil {
		return err
	}
	fmt.Printf("\n## Ukrainian\n\nSamples per cell: %d, seed %d; enca -L ukrainian.\n\n", *n, *seed)
	head := "| encoding | size | ours correct % | ours refused % | ours wrong % |"
	rule := "|---|---|---:|---:|---:|"
	for _, tool := range toolList {
		head += fmt.Sprintf(" %s correct %% | %s refused %% |", tool, tool)
		rule += "---:|---:|"
	}
	fmt.Println(head)
	fmt.Println(rule)
	var wrongs []string
	for ei, encName := range ukrEncodings {
		enc, err := charset.Lookup(encName)
		if err != nil {
			return err
		}
		for si, size := range sizes {
			rng := rand.New(rand.NewPCG(*seed, uint64(7000+100*ei+si)))
			samples, raw := make([]string, 0, *n), make([][]byte, 0, *n)
			for len(samples) < *n {
				var s string
				switch size {
				case "name":
					s = names[0][rng.IntN(len(names[0]))]
				case "pair":
					pick := func() string { return names[0][rng.IntN(len(names[0]))] }
					s = pick() + " " + pick() + " - " + pick() + " " + pick()
				default:
					want := atoi(size)
					for {
						i := rng.IntN(len(prose) - want)
						for i > 0 && prose[i-1] != ' ' {
							i--
						}
						if i+want <= len(prose) {
							s = strings.TrimRight(string(prose[i:i+want]), " ")
							break
						}
					}
				}
				b, _, err := charset.Encode(s, enc, charset.Options{Lossy: true})
				if err != nil {
					return err
				}
				text, err := enc.X().NewDecoder().Bytes(b)
				if err != nil {
					return err
				}
				samples, raw = append(samples, string(text)), append(raw, b)
			}
			var correct, refused, wrong int
			for i, b := range raw {
				d := charset.Detect(b)
				ok := decodes(d.Encoding.X(), b, samples[i])
				switch {
				case d.Confidence < charset.Threshold:
					refused++
				case ok:
					correct++
				default:
					wrong++
					wrongs = append(wrongs, fmt.Sprintf("%s %s: %q read as %s (%.3f, runner-up %v)", encName, size, samples[i], d.Encoding, d.Confidence, d.RunnerUp))
				}
			}
			row := fmt.Sprintf("| %s | %s | %s | %s | %s |", encName, size, pct(correct, len(raw)), pct(refused, len(raw)), pct(wrong, len(raw)))
			for _, tool := range toolList {
				c, r, err := runToolLang(tool, "ukrainian", samples, raw)
				if err != nil {
					return fmt.Errorf("%s: %v", tool, err)
				}
				row += fmt.Sprintf(" %s | %s |", pct(c, len(raw)), pct(r, len(raw)))
			}
			fmt.Println(row)
		}
	}
	fmt.Printf("\nOurs wrong above the threshold on Ukrainian: %d.\n", len(wrongs))
	if *verbose {
		for _, w := range wrongs {
			fmt.Println("  ", w)
		}
	}
	return nil
}
