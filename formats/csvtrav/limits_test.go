package csvtrav

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// TestReadLimits: a line beyond formats.MaxLineBytes and rows beyond
// Options.MaxRows are refused with one positioned error; a long value
// within the limits is quoted cut, so that its message stays short.
func TestReadLimits(t *testing.T) {
	long := strings.Repeat("y", 500_000)
	tests := []struct {
		name    string
		text    string
		maxRows int
		want    string
		is      error
	}{
		{name: "a line over the limit", text: hdr + "1,1,2," + strings.Repeat("x", formats.MaxLineBytes) + "\n",
			want: "bad.csv:2:1048577: too large: a line of more than 1 MiB (the limit for one line; want a text input: PBN, CSV travellers, BBO LIN or USEBIO XML)", is: formats.ErrTooLarge},
		{name: "a line at the limit is read", text: hdr + "1,1,2," + strings.Repeat("x", formats.MaxLineBytes-10) + ",N,9\n",
			want: `bad.csv:2:7: board 1, NS 1: contract "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"… (1048566 bytes): no level (want a level 1..7 and a strain, such as 4S, or PASS)`, is: bridge.ErrLevel},
		{name: "rows over the limit", text: hdr + "1,1,2,3NT,N,9\n2,1,2,3NT,N,9\n\n3,1,2,3NT,N,9\n4,1,2,3NT,N,9\n", maxRows: 3,
			want: "bad.csv:6:1: too large: more than 3 data rows (the limit for one CSV file; want the results of one session)", is: formats.ErrTooLarge},
		{name: "a long unknown header", text: long + "\n1,2\n",
			want: `bad.csv:1:1: unknown header "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy"… (500000 bytes) (want for travellers: board, ns, ew (or north, east, south and west) and contract or adjust; for names: pair and player1, player2 or names; for a movement: table, round, nspair, ewpair, lowboard, highboard; for sections: id and letter)`,
			is:   formats.ErrUnknown},
		{name: "a long tricks cell", text: hdr + "1,1,2,3NT,N," + long + "\n",
			want: `bad.csv:2:13: board 1, NS 1: result "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy"… (500000 bytes): not a number of tricks (want 0..13, or =, +n, -n)`,
			is:   bridge.ErrTricks},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Read("bad.csv", tt.text, Options{MaxRows: tt.maxRows})
			if err == nil {
				t.Fatalf("no error; read %d entries", len(f.Entries))
			}
			if got := err.Error(); got != tt.want {
				t.Errorf("err =\n%s\nwant\n%s", got, tt.want)
			}
			if !errors.Is(err, tt.is) {
				t.Errorf("errors.Is(err, %v) is false", tt.is)
			}
			for _, e := range bridge.AsErrors(err) {
				if n := len(e.Verbose()); n > 1024 {
					t.Errorf("Verbose() has %d bytes, want at most 1 KiB", n)
				}
			}
		})
	}
}

// TestReadCRCRLF: CR CR LF line ends (a file converted to CR LF twice)
// read as CR LF: the same entries, the same errors, and no CR left in a
// field or in an error's source line.
func TestReadCRCRLF(t *testing.T) {
	good := "board,ns,ew,contract,declarer,result,lead\n1,1,2,3NT,N,9,SK\n1,3,4,4S,S,10,HA\n"
	bad := hdr + "1,1,2,5Z,N,11\n"
	crcrlf := func(s string) string { return strings.ReplaceAll(s, "\n", "\r\r\n") }
	want, err := Read("t.csv", good, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := Read("t.csv", crcrlf(good), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Entries, want.Entries) {
		t.Errorf("entries\n%s\nwant\n%s", dump(got), dump(want))
	}
	_, errLF := Read("t.csv", bad, Options{})
	_, errCR := Read("t.csv", crcrlf(bad), Options{})
	es := bridge.AsErrors(errCR)
	if errLF == nil || errCR == nil || errCR.Error() != errLF.Error() || len(es) != 1 {
		t.Fatalf("errors %v, want %v", errCR, errLF)
	}
	if src := es[0].Source; src != "1,1,2,5Z,N,11" {
		t.Errorf("source line %q, want %q", src, "1,1,2,5Z,N,11")
	}
}

// TestReadRowsNearLimit: lines that are not rows (comments, blank lines)
// do not count against Options.MaxRows, and a file of more lines than the
// limit reports each problem of its rows once.
func TestReadRowsNearLimit(t *testing.T) {
	rows := "1,1,2,3NT,N,9\n#a comment\n\n2,1,2,3NT,N,9\n#another\n3,1,2,3NT,N,9\n"
	f, err := Read("t.csv", hdr+rows, Options{MaxRows: 3})
	if err != nil || len(f.Entries) != 3 {
		t.Fatalf("%v, %v", f, err)
	}
	_, err = Read("t.csv", hdr+"4,1,2,3N\"T,N,9\n"+rows, Options{MaxRows: 3})
	want := `t.csv:2:9: a quote inside a field that does not start with one (want the whole field in quotes, with "" for a quote inside)`
	if err == nil || err.Error() != want {
		t.Errorf("err = %v, want %s", err, want)
	}
}
