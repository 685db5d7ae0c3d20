package decisions_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/decisions"
	"github.com/protokol-bridge/protokol/internal/golden"
)

// dump is the golden text of a decisions file: one line per row, then the
// warnings.
func dump(f *decisions.File) string {
	var b strings.Builder
	fmt.Fprintf(&b, "locale %s\n", f.Locale)
	for _, r := range f.Rows {
		d := r.Decision
		a := d.Adjust
		fmt.Fprintf(&b, "%s: %s: section %q round %d table %d room %q: %s = %s", a.Pos, r.Context(), d.Section, d.Round, r.Table, d.Room,
			a.Text, meaning(a))
		fmt.Fprintf(&b, " (canonical %q) reason %q law %q director %q\n", a.String(), a.Reason, a.Law, a.Director)
	}
	for _, w := range f.Warnings {
		fmt.Fprintf(&b, "warning: %s\n", w)
	}
	return b.String()
}

func TestReadGolden(t *testing.T) {
	for _, name := range []string{"decisions.csv", "decisions_ru.csv", "decisions_teams.csv"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			if !decisions.Detect(string(data)) {
				t.Error("not detected as a decisions file")
			}
			f, err := decisions.Read(name, string(data), decisions.Options{})
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("testdata", strings.TrimSuffix(name, ".csv")+".golden"), []byte(dump(f)))
		})
	}
}

func TestDetect(t *testing.T) {
	tests := []struct {
		name, header string
		want         bool
	}{
		{"decision column", "board,ns,ew,decision", true},
		{"adjust with law", "board,ns,ew,adjust,law", true},
		{"Russian", "Сдача;Пара СЮ;Пара ВЗ;Решение", true},
		{"traveller with adjust", "section,board,ns,ew,adjust,remarks", false},
		{"traveller with contract", "board,ns,ew,contract,decision", false},
		{"no board", "ns,ew,decision", false},
		{"names file", "pair,player1,player2", false},
		{"not CSV", "[Event \"x\"]", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := decisions.Detect(tt.header + "\n"); got != tt.want {
				t.Errorf("Detect = %v", got)
			}
		})
	}
}

func TestReadErrors(t *testing.T) {
	const header = "board,ns,ew,decision\n"
	tests := []struct {
		name, text string
		is         error
		want       []string
	}{
		{
			name: "missing columns",
			text: "ns,ew,reason\n1,2,x\n",
			is:   formats.ErrMissing,
			want: []string{
				"d.csv:1:1: missing column board (want a header such as Board, Bd, Сдача)",
				"d.csv:1:1: missing column decision (want a header such as Decision, Adjust, Ruling, Решение, Корректировка)",
			},
		},
		{
			name: "no way to name the table",
			text: "board,decision\n1,A+\n",
			is:   formats.ErrMissing,
			want: []string{"d.csv:1:1: missing column ns and ew (want a header such as NS, EW, Пара NS, Пара EW; or Table and Round; for teams Round, Room, Home and Away)"},
		},
		{
			name: "repeated column",
			text: "board,ns,ew,decision,ruling\n1,2,3,A+,A-\n",
			is:   formats.ErrConflict,
			want: []string{`d.csv:1:22: column "ruling" repeats "decision" (column 4): both mean decision (want one column per field)`},
		},
		{
			name: "bad decision, positioned at its cell",
			text: header + "# a comment\n4,3,2,A70/\n",
			is:   formats.ErrValue,
			want: []string{`d.csv:3:7: board 4, NS 3, EW 2: adjust "A70/": a percentage missing after "/" (want A70/30, or per-side averages such as A+/A-)`},
		},
		{
			name: "weights not summing to 100%",
			text: header + `4,3,2,"W 30% 4S= N + 60% 4S-1 N"` + "\n",
			is:   formats.ErrValue,
			want: []string{`d.csv:2:7: board 4, NS 3, EW 2: adjust "W 30% 4S= N + 60% 4S-1 N": weights sum to 0.9, not 1 (want weights that add up to exactly 1, or 100%)`},
		},
		{
			name: "two decisions for one table",
			text: header + "4,3,2,A+/A-\n5,3,2,A+\n4,3,2,ARB 420\n",
			is:   formats.ErrConflict,
			want: []string{`d.csv:4:7: board 4, NS 3, EW 2: two decisions for this table: "ARB 420" here and "A+/A-" at d.csv:2:7 (want one decision per table; a penalty (PEN) may stand beside it)`},
		},
		{
			name: "bad cells",
			text: "board,ns,ew,table,round,decision\nx,3,2,,,A+\n4,,,,,A+\n4,3,,,,A+\n4,3,2,,,\n4,,,0,1,A+\n",
			is:   formats.ErrMissing,
			want: []string{
				`d.csv:2:1: board "x": not a number (want 1..9999)`,
				`d.csv:3:3: board 4: pairs: missing (want the NS and EW pairs, or the table and the round)`,
				`d.csv:4:5: board 4: EW pair: missing (want a pair id)`,
				`d.csv:5:9: board 4, NS 3, EW 2: decision: missing (want a decision such as A+/A-, ARB 4S= N, W 30% 4S= N + 70% 4S-1 N or PEN NS -10%)`,
				`d.csv:6:5: board 4: table "0": not a table number (want a whole number from 1 to 99999)`,
			},
		},
		{
			name: "teams",
			text: "board,round,room,home,away,decision\n3,1,X,Lions,Tigers,A+\n3,1,O,,Tigers,A+\n",
			is:   formats.ErrValue,
			want: []string{
				`d.csv:2:5: board 3: room "X": not a room (want Open or Closed, O or C)`,
				`d.csv:3:7: board 3: home team: missing (want the team's name)`,
			},
		},
		{
			name: "CSV syntax",
			text: header + "4,3,2,\"A+\n",
			is:   formats.ErrSyntax,
			want: []string{`d.csv:2:10: a quoted field not closed, or text after its closing quote (want "" for a quote inside a quoted field)`},
		},
		{
			name: "empty",
			text: "\n",
			is:   formats.ErrEmpty,
			want: []string{`d.csv: empty file (want a header row and data rows)`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := decisions.Read("d.csv", tt.text, decisions.Options{})
			if err == nil {
				t.Fatal("no error")
			}
			if !errors.Is(err, tt.is) {
				t.Errorf("errors.Is(err, %v) is false: %v", tt.is, err)
			}
			es := bridge.AsErrors(err)
			var got []string
			for _, e := range es {
				got = append(got, e.Error())
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestReadWarnings(t *testing.T) {
	f, err := decisions.Read("d.csv", "board;ns;ew;decision;colour;ID\n", decisions.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, w := range f.Warnings {
		got = append(got, w.Error())
	}
	want := []string{
		`d.csv:1:22: column "colour" ignored (not a decisions column: want section, board, ns and ew (or table and round; for teams round, room, home and away), decision, reason, law, director)`,
		`d.csv:1: no decisions after the header (want one row per decision)`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !errors.Is(f.Warnings[0], formats.ErrUnknown) {
		t.Error("not ErrUnknown")
	}
	if _, err := decisions.Read("d.csv", "board,ns,ew,decision\n", decisions.Options{Locale: "xx"}); err == nil ||
		err.Error() != `d.csv: options: locale "xx": unknown (want en, ru, pl, de, nl, fr, or "" to detect it)` {
		t.Errorf("locale: %v", err)
	}
}
