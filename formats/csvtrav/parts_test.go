package csvtrav

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestReadParts: a traveller read in two parts side by side is read as in
// one: the same entries, players, warnings and errors (up to the most one
// reading keeps), whatever the parts hold: problems on both sides of the
// cut, blank and comment lines, rows dropped (erased, in error), pairs on
// one board in both parts, sections met first in the second part, rows
// that cannot be scored, and a file none of whose rows can be.
func TestReadParts(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	texts := map[string]string{}
	names, _ := filepath.Glob("testdata/traveller_*.csv")
	for _, name := range names {
		if b, err := os.ReadFile(name); err == nil && utf8.Valid(b) {
			texts[name] = string(b)
		}
	}
	rows := func(n int, row func(i int) string) string {
		var b strings.Builder
		b.WriteString("section,board,round,table,ns,ew,contract,declarer,result,lead,score_ns,erased\n")
		for i := range n {
			b.WriteString(row(i))
		}
		return b.String()
	}
	plain := func(i int) string {
		board, table := i/10+1, i%10+1
		sec := "A"
		if i >= 150 {
			sec = "B"
		}
		return fmt.Sprintf("%s,%d,%d,%d,%d,%d,4S,N,%d,HK,,\n", sec, board, (board+1)/2, table, table, table+20, 8+i%5)
	}
	texts["bench"] = benchTraveller(20, 30)
	texts["plain"] = rows(200, plain)
	texts["problems"] = rows(200, func(i int) string {
		switch i {
		case 3, 120:
			return "A,1,1,1,1,21,5Z,N,9,,,\n" // not scored
		case 7, 160:
			return "A,x,1,1,1,21,4S,N,9,,,\n" // an error: no board
		case 10, 130:
			return "\n# a comment\n" + plain(i)
		case 20, 140:
			return strings.TrimSuffix(plain(i), ",\n") + ",1\n" // erased
		case 55, 150:
			return "A,1,1,2,1,25,3NT,S,9,,,\n" // NS 1 twice on board 1
		}
		return plain(i)
	})
	texts["many errors"] = rows(200, func(i int) string {
		if i%7 == 3 {
			return fmt.Sprintf("A,%d,1,1,1,21,4S,N,9,,,0,extra\n", i/10+1)
		}
		return plain(i)
	})
	texts["none scored"] = rows(200, func(i int) string { return strings.Replace(plain(i), "4S", "5Z", 1) })
	for name, text := range texts {
		t.Run(name, func(t *testing.T) {
			read := func(from int) (string, *File) {
				defer func(was int) { partsFrom = was }(partsFrom)
				partsFrom = from
				f, err := Read("t.csv", text, Options{})
				return fmt.Sprint(err), f
			}
			s, err := newSheet("t.csv", text, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer func(was int) { partsFrom = was }(partsFrom)
			partsFrom = 0
			if n := len(s.parts(strings.Count(text, "\n") + 1)); n != 2 && !strings.HasPrefix(name, "testdata/") {
				t.Fatalf("%d parts, want 2", n)
			}
			wantErr, want := read(1 << 30)
			gotErr, got := read(0)
			if gotErr != wantErr {
				t.Fatalf("in parts: error\n%s\nwant\n%s", gotErr, wantErr)
			}
			if want == nil {
				return
			}
			if dump(got) != dump(want) {
				t.Errorf("in parts:\n%s\nwant\n%s", dump(got), dump(want))
			}
			if !reflect.DeepEqual(got.Entries, want.Entries) || !reflect.DeepEqual(got.Players, want.Players) || fmt.Sprint(got.Warnings) != fmt.Sprint(want.Warnings) {
				t.Errorf("in parts: entries, players or warnings differ:\n%v\nwant\n%v", got.Warnings, want.Warnings)
			}
		})
	}
}
