package report_test

import (
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/report"
)

// A phrase spells the text the other writers print, with the parts from
// the input marked, and its parts never share storage.
func TestPhrase(t *testing.T) {
	for _, tt := range []struct {
		name  string
		names []string
	}{
		{"two", []string{"Иванов", "Петров"}},
		{"one", []string{"Иванов"}},
		{"empty", []string{"", "Петров"}},
		{"none", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := report.JoinInput(tt.names, " – ")
			if got, want := p.String(), strings.Join(tt.names, " – "); got != want {
				t.Errorf("%q, want %q", got, want)
			}
			for _, x := range p {
				if x.Input == (x.Text == " – ") {
					t.Errorf("part %+v", x)
				}
			}
		})
	}
	base := report.Phrase{}.Word("Pair ")
	a, b := base.Input("1"), base.Input("2")
	if a.String() != "Pair 1" || b.String() != "Pair 2" || !a[1].Input || a[0].Input {
		t.Errorf("%+v %+v", a, b)
	}
}
