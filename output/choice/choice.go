// Package choice names what a run may ask of its outputs: the formats, the
// languages of the reports and the layouts of results.xml. It holds names
// only, so that config checks a setting where it is given (a flag, a line
// of a TOML file) without importing a renderer; output, which makes the
// files, reads its names from here, and its tests check that every name
// has its writer (a format its row, a language its labels, a layout its
// style in report/usebioout).
//
// It imports nothing of the project.
package choice

import (
	"fmt"
	"slices"
	"strings"
)

// Formats are the names of the output formats (--format), in the order of
// output's registry. awards (masterpoints.csv: member numbers, names and
// points, for a federation's upload) is made only when asked for by name.
var Formats = []string{"html", "pdf", "json", "txt", "pbn", "csv", "usebio", "awards"}

// DefaultFormats are the formats written when none are asked for.
const DefaultFormats = "html,pdf,json"

// Languages are the languages of the reports (--lang), the first the
// default; "" is the default too.
var Languages = []string{"en", "ru"}

// USEBIOStyles are the names of the layouts of results.xml
// (--usebio-style), the first the default; "" is the default too.
var USEBIOStyles = []string{"auto", "compscore", "ebu"}

// Language checks the name of a language of the reports, with the error
// report.LabelsFor gives.
func Language(name string) error {
	if name == "" || slices.Contains(Languages, name) {
		return nil
	}
	return fmt.Errorf("unknown language %q (want %s)", name, strings.Join(Languages, " or "))
}
