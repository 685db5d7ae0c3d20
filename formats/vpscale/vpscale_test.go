package vpscale_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/vp"
	"github.com/protokol-bridge/protokol/formats/vpscale"
)

// A made-up scale for the tests (not a published one).
const testCSV = `boards,min_margin,winner,loser
# 8 boards
8,0,10,10
8,3,11,9
8,7,12.5,7.5
8,12,15,5
8,20,20,0
12,0,10,10
12,4,12,8
12,10,16.25,3.75
12,25,20,0
`

var testScale = func() vp.Discrete {
	d, err := vpscale.Parse("", []byte(testCSV))
	if err != nil {
		panic(err)
	}
	return *d
}()

func TestParse(t *testing.T) {
	want := map[int][]vp.DiscreteRow{
		8:  {{MinMargin: 0, Winner: 1000, Loser: 1000}, {MinMargin: 3, Winner: 1100, Loser: 900}, {MinMargin: 7, Winner: 1250, Loser: 750}, {MinMargin: 12, Winner: 1500, Loser: 500}, {MinMargin: 20, Winner: 2000, Loser: 0}},
		12: {{MinMargin: 0, Winner: 1000, Loser: 1000}, {MinMargin: 4, Winner: 1200, Loser: 800}, {MinMargin: 10, Winner: 1625, Loser: 375}, {MinMargin: 25, Winner: 2000, Loser: 0}},
	}
	if fmt.Sprint(testScale.Rows) != fmt.Sprint(want) {
		t.Errorf("rows %v, want %v", testScale.Rows, want)
	}
	if err := testScale.Validate(); err != nil {
		t.Error(err)
	}
	if got := fmt.Sprint(testScale.Boards()); got != "[8 12]" {
		t.Errorf("boards %s", got)
	}
	t.Run("no header, CRLF, BOM, spaces, interleaved board counts", func(t *testing.T) {
		in := "\uFEFF12, 0, 10, 10\r\n8,0,10,10\r\n\r\n12, 4, 12.00, 8.0\r\n8,3,11,9\r\n"
		d, err := vpscale.Parse("", []byte(in))
		if err != nil {
			t.Fatal(err)
		}
		want := map[int][]vp.DiscreteRow{8: {{MinMargin: 0, Winner: 1000, Loser: 1000}, {MinMargin: 3, Winner: 1100, Loser: 900}}, 12: {{MinMargin: 0, Winner: 1000, Loser: 1000}, {MinMargin: 4, Winner: 1200, Loser: 800}}}
		if fmt.Sprint(d.Rows) != fmt.Sprint(want) {
			t.Errorf("rows %v, want %v", d.Rows, want)
		}
	})
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		in   string
		is   error
		want []string // every problem, in order
		col  int      // the column of the first, in characters
	}{
		{"boards not a number", "x,0,10,10", vpscale.ErrField,
			[]string{`scale.csv:1:1: bad field: boards "x" (want a whole number, at least 1)`}, 1},
		{"no boards", "0,0,10,10", vpscale.ErrField,
			[]string{`scale.csv:1:1: bad field: boards "0" (want a whole number, at least 1)`}, 1},
		{"negative margin", "8,-1,10,10", vpscale.ErrField,
			[]string{`scale.csv:1:3: 8 boards: bad field: min_margin "-1" (want a whole number of IMPs, at least 0)`}, 3},
		{"fractional margin", "8,0.5,10,10", vpscale.ErrField,
			[]string{`scale.csv:1:3: 8 boards: bad field: min_margin "0.5" (want a whole number of IMPs, at least 0)`}, 3},
		{"three decimals", "8,0,10.005,10", vpscale.ErrField,
			[]string{`scale.csv:1:5: 8 boards: bad field: winner "10.005" (want VPs, at least 0, with at most 2 decimals)`}, 5},
		{"negative VPs", "8,0,10,-1", vpscale.ErrField,
			[]string{`scale.csv:1:8: 8 boards: bad field: loser "-1" (want VPs, at least 0, with at most 2 decimals)`}, 8},
		{"a dot and no decimals", "8,0,10.,10", vpscale.ErrField,
			[]string{`scale.csv:1:5: 8 boards: bad field: winner "10." (want VPs, at least 0, with at most 2 decimals)`}, 5},
		{"winner below loser", "8,0,9,11", vp.ErrBand,
			[]string{`scale.csv:1:5: 8 boards: bad band: winner 9.00 below loser 11.00`}, 5},
		{"no band at 0", "8,1,11,9", vp.ErrBand,
			[]string{`scale.csv:1:3: 8 boards: bad band: first band starts at margin 1 (want a band at margin 0)`}, 3},
		{"overlapping bands", "8,0,10,10\n8,5,12,8\n8,5,13,7", vp.ErrBand,
			[]string{`scale.csv:3:3: 8 boards: bad band: margin 5 again: it starts the band on line 2 too (bands overlap)`}, 3},
		{"margins going back", "8,0,10,10\n8,5,12,8\n8,3,11,9", vp.ErrBand,
			[]string{`scale.csv:3:3: 8 boards: bad band: margin 3 after 5 on line 2 (want increasing margins)`}, 3},
		{"winner's VPs falling", "8,0,10,10\n8,5,12,8\n8,9,11.5,8.5", vp.ErrBand,
			[]string{`scale.csv:3:5: 8 boards: bad band: winner 11.50 after 12.00 on line 2 (want the winner's VPs never to fall as the margin grows)`}, 5},
		{"loser's VPs rising", "8,0,10,10\n# a comment\n8,5,12,8\n8,9,12,9", vp.ErrBand,
			[]string{`scale.csv:4:8: 8 boards: bad band: loser 9.00 after 8.00 on line 3 (want the loser's VPs never to rise as the margin grows)`}, 8},
		{"three fields", "8,0,10", vpscale.ErrField,
			[]string{`scale.csv:1:1: bad field: 3 fields (want 4: boards,min_margin,winner,loser)`}, 1},
		{"a header with other names", "boards,margin,winner,loser\n8,0,10,10", vpscale.ErrField,
			[]string{`scale.csv:1:1: bad field: header "boards,margin,winner,loser" (want boards,min_margin,winner,loser)`}, 1},
		{"empty", "", vp.ErrBand,
			[]string{`scale.csv:1: bad band: no bands (want lines of boards,min_margin,winner,loser)`}, 0},
		{"only a header and comments", "boards,min_margin,winner,loser\n# none\n", vp.ErrBand,
			[]string{`scale.csv:1: bad band: no bands (want lines of boards,min_margin,winner,loser)`}, 0},
		{"a bare quote", "8,0,10,10\n8,\"3,11,9\n", vpscale.ErrField,
			[]string{`scale.csv:2:10: bad field: extraneous or missing " in quoted-field`}, 10},
		{"columns count characters", "8,0,1°,10", vpscale.ErrField,
			[]string{`scale.csv:1:5: 8 boards: bad field: winner "1°" (want VPs, at least 0, with at most 2 decimals)`}, 5},
		{"a column after a wide character", "8,0,10,10\n12,0,1°0,x°", vpscale.ErrField,
			[]string{`scale.csv:2:6: 12 boards: bad field: winner "1°0" (want VPs, at least 0, with at most 2 decimals)`}, 6},
		{"every problem is reported", "8,0,10,10\n8,x,10,10\n12,1,10,10\n12,0,10,10\n8,3,9,11", vpscale.ErrField,
			[]string{
				`scale.csv:2:3: 8 boards: bad field: min_margin "x" (want a whole number of IMPs, at least 0)`,
				`scale.csv:3:4: 12 boards: bad band: first band starts at margin 1 (want a band at margin 0)`,
				`scale.csv:5:5: 8 boards: bad band: winner 9.00 below loser 11.00`,
			}, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := vpscale.Parse("scale.csv", []byte(tt.in))
			if d != nil || err == nil {
				t.Fatalf("got %v, %v", d, err)
			}
			if !errors.Is(err, tt.is) {
				t.Errorf("err %v is not %v", err, tt.is)
			}
			var got []string
			for _, e := range bridge.AsErrors(err) {
				got = append(got, e.Error())
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("errors\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			var first *bridge.Error
			if !errors.As(err, &first) {
				t.Fatalf("no *bridge.Error in %v", err)
			}
			if first.Pos.Col != tt.col {
				t.Errorf("column %d, want %d", first.Pos.Col, tt.col)
			}
			if len(tt.want) > 1 {
				if want := fmt.Sprintf("%s (and %d more)", tt.want[0], len(tt.want)-1); err.Error() != want {
					t.Errorf("Error() = %q, want %q", err.Error(), want)
				}
			}
		})
	}
	t.Run("the verbose view shows the line and a caret", func(t *testing.T) {
		_, err := vpscale.Parse("scale.csv", []byte("8,0,10,10\n8,5,12,8\n8,3,11,9"))
		var e *bridge.Error
		if !errors.As(err, &e) {
			t.Fatal(err)
		}
		want := "scale.csv:3:3: 8 boards: bad band: margin 3 after 5 on line 2 (want increasing margins)\n    8,3,11,9\n      ^"
		if got := e.Verbose(); got != want {
			t.Errorf("Verbose() =\n%s\nwant\n%s", got, want)
		}
	})
}

func FuzzParse(f *testing.F) {
	f.Add(testCSV)
	f.Add("8,0,10,10\n8,5,12,8\n8,3,11,9")
	f.Add("8,\"0\",10,10\n")
	f.Add("boards,min_margin,winner,loser\n")
	f.Fuzz(func(t *testing.T, in string) {
		d, err := vpscale.Parse("", []byte(in))
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty message")
			}
			for _, e := range bridge.AsErrors(err) {
				_ = e.Verbose()
				if e.Pos.Line < 1 {
					t.Fatalf("no line in %v", e)
				}
			}
			return
		}
		if err := d.Validate(); err != nil {
			t.Fatalf("parsed but invalid: %v", err)
		}
		for _, b := range d.Boards() {
			for m := int64(0); m < 50; m++ {
				w, l, err := d.VPs(exact.Int(m), b)
				if err != nil || w < l {
					t.Fatalf("%d boards, margin %d: %d–%d, %v", b, m, w, l, err)
				}
			}
		}
	})
}
