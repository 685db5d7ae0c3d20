package usebio_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/formats/usebio"
)

// TestReadNotScored: a traveller line that cannot be scored as it stands,
// beside one that can, is read as a table not scored, with its reason (its
// error in TestReadErrors, the element named, without what was wanted),
// and keeps what could be read (its pairs, its contract); it no longer
// stops the session. A lead that cannot be read is left out with a
// warning.
func TestReadNotScored(t *testing.T) {
	ok := `<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>`
	// A line that can be scored, after the one of the test: with none, the
	// file is refused (TestReadErrors).
	good := `</TRAVELLER_LINE></BOARD><BOARD><BOARD_NUMBER>2</BOARD_NUMBER><TRAVELLER_LINE>` + ok + `<CONTRACT>3NT</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS>`
	for _, tc := range []struct {
		name, line string
		why        string // "" for a line scored
		contract   string // the contract kept
		warning    string
	}{
		{name: "bad contract", line: `<CONTRACT>5Z</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>11</TRICKS><SCORE>400</SCORE>`,
			why: `<CONTRACT>: unknown strain "Z" in "5Z"`},
		{name: "bad declarer", line: `<CONTRACT>5C</CONTRACT><PLAYED_BY>Q</PLAYED_BY><TRICKS>11</TRICKS><SCORE>400</SCORE>`,
			why: `<PLAYED_BY>: unknown seat "Q"`, contract: "5C"},
		{name: "no declarer", line: `<CONTRACT>5C</CONTRACT><TRICKS>11</TRICKS><SCORE>400</SCORE>`,
			why: `no <PLAYED_BY>`, contract: "5C"},
		{name: "tricks out of range", line: `<CONTRACT>5C</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>14</TRICKS><SCORE>400</SCORE>`,
			why: `<TRICKS>: tricks out of range: "14"`, contract: "5C"},
		{name: "no tricks", line: `<CONTRACT>5C</CONTRACT><PLAYED_BY>N</PLAYED_BY><SCORE>400</SCORE>`,
			why: `no <TRICKS>`, contract: "5C"},
		{name: "an unknown score code", line: `<CONTRACT>5C</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>11</TRICKS><SCORE>lots</SCORE>`,
			why: `<SCORE>: "lots" is not a score`, contract: "5C"},
		{name: "an adjusted score in another form", line: `<SCORE>A60</SCORE>`,
			why: `<SCORE>: adjusted score "A60" not read`},
		{name: "a score and no contract", line: `<SCORE>420</SCORE>`,
			why: `no <CONTRACT>`},
		{name: "a score and an empty contract", line: `<CONTRACT/><SCORE>420</SCORE>`,
			why: `an empty <CONTRACT>`},
		{name: "bad lead", line: `<CONTRACT>5C</CONTRACT><PLAYED_BY>N</PLAYED_BY><LEAD>ZZ</LEAD><TRICKS>11</TRICKS><SCORE>400</SCORE>`,
			contract: "5C", warning: `x.xml:11:132: board 1, NS 1, EW 2: <LEAD>: bad card "ZZ" (want a suit and a rank, such as SK or H10): the lead is left out`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := usebio.Read("x.xml", pairsFile(ok+tc.line+good))
			if err != nil {
				t.Fatal(err)
			}
			e := f.Session.Entries[0]
			if got := e.Unscored(); got != tc.why {
				t.Errorf("not scored for %q (want %q)", got, tc.why)
			}
			if tc.why != "" && e.Kind != bridge.NotScored || tc.why == "" && e.Kind != bridge.Played {
				t.Errorf("kind %v", e.Kind)
			}
			if e.NS != "1" || e.EW != "2" || e.Board != 1 || e.Adjust != nil {
				t.Errorf("entry %+v", e)
			}
			if tc.contract != "" && e.Play.Contract.String() != tc.contract {
				t.Errorf("contract %s (want %s kept)", e.Play.Contract, tc.contract)
			}
			var msgs []string
			for _, w := range f.Warnings {
				msgs = append(msgs, w.Error())
				if !errors.Is(w, bridge.ErrReadPast) || !errors.Is(w, bridge.ErrCard) {
					t.Errorf("warning %v is not bridge.ErrReadPast and bridge.ErrCard", w)
				}
			}
			if got := strings.Join(msgs, "\n"); got != tc.warning {
				t.Errorf("warnings\n%s\nwant\n%s", got, tc.warning)
			}
			if _, err := event.Score(f.Session, event.Options{}); err != nil {
				t.Errorf("scoring: %v", err)
			}
		})
	}
}

// TestReadPublishedAward: BriAn's board 21 line with SCORE A5050 and NOTES
// "Adjusted score", and no contract, is BriAn's own award of 50 % to each
// side, scored as published, with the notes as the table's remarks.
func TestReadPublishedAward(t *testing.T) {
	f, _ := readFile(t, "brian-bridgewebs.xml")
	var found bool
	for _, e := range f.Session.Entries {
		if e.Board != 21 || e.NS != "3" || e.EW != "14" {
			continue
		}
		found = true
		a := e.Adjust
		if e.Kind != bridge.Artificial || a == nil || a.Kind != bridge.AdjArtificial || !a.Published ||
			a.NS.String() != "50%" || a.EW.String() != "50%" || a.Text != "A5050" || e.Remarks() != "Adjusted score" {
			t.Errorf("board 21, 3 v 14: %+v, %+v, remarks %q", e, a, e.Remarks())
		}
	}
	if !found {
		t.Fatal("no line board 21, NS 3 v EW 14")
	}
}
