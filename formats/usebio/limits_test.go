package usebio_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/usebio"
)

// namedFile is a small MP pairs file whose first player's name is given.
func namedFile(name string) string {
	return head + `<EVENT EVENT_TYPE="MP_PAIRS">
<PARTICIPANTS>
<PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLAYER><PLAYER_NAME>` + name + `</PLAYER_NAME></PLAYER></PAIR>
<PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR>
</PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS></TRAVELLER_LINE>
</BOARD>
</EVENT>
</USEBIO>
`
}

// TestReadLimits: a text, a tag or a comment beyond formats.MaxLineBytes,
// more traveller lines than a session may hold, and a file of more
// elements than its size allows, are refused where the limit is passed,
// before the rest is read; a text at the limit is read.
func TestReadLimits(t *testing.T) {
	const mib = formats.MaxLineBytes
	lines := pairsFile(`<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>A5050</SCORE></TRAVELLER_LINE><TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>A5050</SCORE></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>5</NS_PAIR_NUMBER><EW_PAIR_NUMBER>6</EW_PAIR_NUMBER><SCORE>A5050</SCORE>`)
	tests := []struct {
		name, text string
		maxLines   int
		want       string
	}{
		{name: "a 5 MiB name", text: namedFile(strings.Repeat("x", 5<<20)),
			want: "x.xml:6:56: <PLAYER_NAME>: too large: a text of more than 1 MiB (the limit for one element's text; want a USEBIO results file)"},
		{name: "a name one byte over, in two pieces", text: namedFile(strings.Repeat("x", mib/2) + "<![CDATA[" + strings.Repeat("y", mib/2+1) + "]]>"),
			want: "x.xml:6:524344: <PLAYER_NAME>: too large: a text of more than 1 MiB (the limit for one element's text; want a USEBIO results file)"},
		{name: "an attribute of 2 MiB", text: strings.Replace(namedFile("Ann"), "<PAIR>", `<PAIR NOTE="`+strings.Repeat("z", 2<<20)+`">`, 1),
			want: "x.xml:6:1: too large: a start tag <PAIR> of more than 1 MiB (the limit for one tag; want a USEBIO results file)"},
		{name: "a comment of 2 MiB", text: strings.Replace(namedFile("Ann"), "<PARTICIPANTS>", "<!--"+strings.Repeat("c", 2<<20)+"--><PARTICIPANTS>", 1),
			want: "x.xml:5:1: too large: a comment of more than 1 MiB (the limit for one tag; want a USEBIO results file)"},
		{name: "more traveller lines than a session holds", text: lines, maxLines: 2,
			want: "x.xml:12:1: too large: more than 2 traveller lines (the limit for one session; want the files of one session)"},
		{name: "more elements than the bytes allow", text: namedFile("Ann" + strings.Repeat("<X/>", 10000)),
			want: "x.xml:6:26539: too large: more than 6629 elements and attributes in a file of 40542 bytes (the limit is one for every 16 bytes; want a USEBIO results file)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.maxLines > 0 {
				defer usebio.SetMaxLines(tt.maxLines)()
			}
			_, err := usebio.Read("x.xml", tt.text)
			if err == nil {
				t.Fatal("no error")
			}
			if got := err.Error(); got != tt.want {
				t.Errorf("err =\n%s\nwant\n%s", got, tt.want)
			}
			if !errors.Is(err, formats.ErrTooLarge) {
				t.Errorf("errors.Is(err, formats.ErrTooLarge) is false")
			}
			for _, e := range bridge.AsErrors(err) {
				if n := len(e.Verbose()); n > 1024 {
					t.Errorf("Verbose() has %d bytes, want at most 1 KiB", n)
				}
			}
		})
	}
	f, err := usebio.Read("x.xml", namedFile(strings.Repeat("x", mib)))
	if err != nil {
		t.Fatalf("a name of 1 MiB: %v", err)
	}
	if n := len(f.Session.Pairs[0].Names[0]); n != mib {
		t.Errorf("a name of 1 MiB read as %d bytes", n)
	}
}
