package pbn

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// entryLine is a one-line rendering of an entry for tests and golden files.
func entryLine(e bridge.Entry) string {
	var b strings.Builder
	fmt.Fprintf(&b, "board %d", e.Board)
	if e.Section != "" {
		fmt.Fprintf(&b, " section %s", e.Section)
	}
	if e.Table != 0 || e.Round != 0 {
		fmt.Fprintf(&b, " table %d round %d", e.Table, e.Round)
	}
	fmt.Fprintf(&b, " NS %q EW %q %s", e.NS, e.EW, e.Kind)
	if e.Kind == bridge.Played || e.Play != (bridge.Play{}) {
		fmt.Fprintf(&b, " %s", e.Play)
	}
	if e.Lead != 0 {
		fmt.Fprintf(&b, " lead %s", e.Lead)
	}
	if e.HasClaimed {
		fmt.Fprintf(&b, " claimed %d", e.Claimed)
	}
	if e.Adjust != nil {
		fmt.Fprintf(&b, " adjust %q", e.Adjust.Text)
	}
	if e.Remarks() != "" {
		fmt.Fprintf(&b, " remarks %q", e.Remarks())
	}
	if e.Unscored() != "" {
		fmt.Fprintf(&b, " why %q", e.Unscored())
	}
	if e.Room != bridge.NoRoom {
		fmt.Fprintf(&b, " room %s home %q away %q", e.Room, e.Home, e.Away)
	}
	return b.String()
}

func pairLine(p bridge.Pair) string {
	return fmt.Sprintf("pair %q %q %q %q", p.Section, p.Direction, p.ID, p.Names)
}

func session(t *testing.T, text string) (*Read, error) {
	t.Helper()
	f, err := Parse("s.pbn", text)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return f.Session()
}

const deal5 = "N:J.7542.Q5.JT8654 QT753.QT63.AJ2.K A9862.K.K986.972 K4.AJ98.T743.AQ3"

func TestSessionScoreTable(t *testing.T) {
	text := `[Event "Club"]
[Board "5"]
[Dealer "N"]
[Vulnerable "NS"]
[Deal "` + deal5 + `"]
[ScoreTable "Table\1R;Round\1R;PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Lead\3L;Score_NS\5R;Score_EW\6R;MP_NS\2R;MP_EW\2R"]
1 1  1  2 4HX  N  9 SA     -  "100"  6 -6
2 1  3  4 3N   E 12 -      -  "490"  4 -4
3 1  5  6 Pass -  - -    "0"      -  2 -2
4 1  7  8 -    -  - -   "A="   "A="  0  0
5 1  9 10 -    -  - -   "A+"   "A-"  1 -1
6 1 11 12 6dx  N  9 -      - "800>a" 1  1
7 1 13 14 -    -  - -  "Pen"  "Pen"  0  6.8
8 1 15 16 -    -  - -   "+0"   "+0"  2 -2
9 1 17  - -    -  - -  "Bye"  "Bye"  0.3 -
1 2  - 18 -    -  - -  "Bye"  "Bye"  -  0.1
2 2 19 20 -    -  - -  "420"      -  -  -
3 2 21 22 -    -  - -   "A="   "+0"  0  8
`
	r, err := session(t, text)
	if err != nil {
		t.Fatalf("Session: %v", err)
	}
	want := []string{
		`board 5 table 1 round 1 NS "1" EW "2" played 4HX N 9 lead SA claimed -100`,
		`board 5 table 2 round 1 NS "3" EW "4" played 3NT E 12 claimed -490`,
		`board 5 table 3 round 1 NS "5" EW "6" played PASS claimed 0`,
		`board 5 table 4 round 1 NS "7" EW "8" artificial adjust "A="`,
		`board 5 table 5 round 1 NS "9" EW "10" artificial adjust "A+/A-"`,
		`board 5 table 6 round 1 NS "11" EW "12" artificial 6DX N 9 adjust "-/800>a"`,
		`board 5 table 7 round 1 NS "13" EW "14" not scored why "score cells \"Pen\": Ruter code \"Pen\" has no agreed meaning; enter the decision in a decisions file"`,
		`board 5 table 8 round 1 NS "15" EW "16" assigned adjust "+0"`,
		`board 5 table 2 round 2 NS "19" EW "20" assigned claimed 420 adjust "420/-" remarks "score without a contract"`,
		`board 5 table 3 round 2 NS "21" EW "22" not scored why "score cells \"A=/+0\": Ruter code \"+0\" has no agreed meaning; enter the decision in a decisions file"`,
	}
	var got []string
	for _, e := range r.Session.Entries {
		got = append(got, entryLine(e))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("entries:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if e := r.Session.Entries[0]; e.Pos.Line != 7 || e.Pos.Col != 1 {
		t.Errorf("first entry at %v", e.Pos)
	}
	wantWarn := []string{
		`s.pbn:14:25: board 5: [ScoreTable] row 8: score cells "+0": Ruter's score of 0 for the table (MP 2/-2), scored as published by the file`,
		`s.pbn:17:1: board 5: [ScoreTable] row 11: a score without a contract, read as an assigned score`,
	}
	if got := messages(r.Warnings); fmt.Sprint(got) != fmt.Sprint(wantWarn) {
		t.Errorf("warnings %q", got)
	}
	if len(r.Session.Boards) != 1 || r.Session.Boards[0].Deal.String() != deal5 || r.Session.Event != "Club" {
		t.Errorf("boards %+v event %q", r.Session.Boards, r.Session.Event)
	}
}

func TestSessionFrequencyTable(t *testing.T) {
	text := `[Board "1"]
[ScoreTable "-Rank\3R;+Score_NS\5R;Multiplicity\2L"]
 1   500 2
 3   470 1
 4  -100 3
`
	r, err := session(t, text)
	if err != nil {
		t.Fatalf("Session: %v", err)
	}
	var claimed []int
	for _, e := range r.Session.Entries {
		if e.Kind != bridge.Assigned || e.NS != "" || e.EW != "" {
			t.Errorf("entry %s", entryLine(e))
		}
		claimed = append(claimed, e.Claimed)
	}
	if fmt.Sprint(claimed) != "[500 500 470 -100 -100 -100]" {
		t.Errorf("claimed %v", claimed)
	}
	want := []string{`s.pbn:3:10: board 1: [ScoreTable] row 1: frequency table: each row stands for Multiplicity tables; entries have no pair ids`}
	if got := messages(r.Warnings); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("warnings %q", got)
	}
}

func TestSessionGames(t *testing.T) {
	text := `[Board "1"]
[West "Para-2"][North "Para-1"][East "Para-2"][South "Para-1"]
[Dealer "N"][Vulnerable "None"]
[Deal "N:AQ865.T752.K4.Q7 7.9643.86.AK6543 T942.KQJ.AJT9.T9 KJ3.A8.Q7532.J82"]
[Declarer "N"][Contract "4S"][Result "9"]

[Board "1"]
[West "W Two"][North "N One"][East "E Two"][South "S One"]
[Deal "N:AQ865.T752.K4.Q7 7.9643.86.AK6543 T942.KQJ.AJT9.T9 KJ3.A8.Q7532.J82"]
[Declarer "^W"][Contract "5Dx"][Result "NS 4 EW 9"][Score "-100"]
[Section "B"][Table "3"][Round "2"]
[Play "N"]
=1= SK H3 S4 S3

[Board "01"]
[PairNS "7"][PairEW "8"][North "Ann"][South "Bob"]
[Contract "Pass"][Result ""][Score "0"]

[Board "1"]
[Declarer "E"][Contract "3NT"][Result "^5"][Score "NS 400"]
[Play "S"]
-- HA
`
	r, err := session(t, text)
	if err != nil {
		t.Fatalf("Session: %v", err)
	}
	want := []string{
		`board 1 NS "Para-1" EW "Para-2" played 4S N 9`,
		`board 1 section B table 3 round 2 NS "N One – S One" EW "E Two – W Two" played 5DX W 9 lead SK claimed 100`,
		`board 1 NS "7" EW "8" played PASS claimed 0`,
		`board 1 NS "" EW "" played 3NT E 5 claimed 400`,
	}
	var got []string
	for _, e := range r.Session.Entries {
		got = append(got, entryLine(e))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("entries:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	wantPairs := []string{
		`pair "" "NS" "Para-1" []`,
		`pair "" "EW" "Para-2" []`,
		`pair "B" "NS" "N One – S One" ["N One" "S One"]`,
		`pair "B" "EW" "E Two – W Two" ["E Two" "W Two"]`,
		`pair "" "NS" "7" ["Ann" "Bob"]`,
		`pair "" "EW" "8" []`,
	}
	got = got[:0]
	for _, p := range r.Session.Pairs {
		got = append(got, pairLine(p))
	}
	if strings.Join(got, "\n") != strings.Join(wantPairs, "\n") {
		t.Errorf("pairs:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantPairs, "\n"))
	}
	wantWarn := []string{
		`s.pbn:10:11: board 1: [Declarer "^W"]: irregularity mark ^ ignored`,
		`s.pbn:13:5: board 1: [Play]: trick 1: SK is not in N's hand; the play is not shown`,
		`s.pbn:20:39: board 1: [Result "^5"]: irregularity mark ^ ignored; 5 tricks read`,
	}
	if got := messages(r.Warnings); fmt.Sprint(got) != fmt.Sprint(wantWarn) {
		t.Errorf("warnings:\n%s", strings.Join(got, "\n"))
	}
	if len(r.Session.Boards) != 1 || r.Session.Boards[0].Deal.Empty() {
		t.Errorf("boards %+v", r.Session.Boards)
	}
}

func TestSessionPairs(t *testing.T) {
	text := `[Board "1"]
[TotalScoreTable "Rank\2R;PairId\2R;Direction\5R;Names\44L"]
 1 5 "E-W" "Eirin Halvorsen - Bodil Nyheim Øigarden"
 2 7 "N-S" "Leif-Erik Hoel Stabell - Per Ohren"
 3 9 -     "Sergey OSTRIKOV      ;Oleg ODINTSEV        "
 4 - -     "nobody"
`
	r, err := session(t, text)
	if err != nil {
		t.Fatalf("Session: %v", err)
	}
	want := []string{
		`pair "" "EW" "5" ["Eirin Halvorsen" "Bodil Nyheim Øigarden"]`,
		`pair "" "NS" "7" ["Leif-Erik Hoel Stabell" "Per Ohren"]`,
		`pair "" "" "9" ["Sergey OSTRIKOV" "Oleg ODINTSEV"]`,
	}
	var got []string
	for _, p := range r.Session.Pairs {
		got = append(got, pairLine(p))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("pairs:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestSessionBoards(t *testing.T) {
	r, err := session(t, `[Board "02"]
[Dealer "S"]
[Vulnerable "Both"]
[DoubleDummyTricks "7c5c67c5c61181711817"]
[OptimumScore "NS 4S; 420"]
[OptimumResultTable "Declarer;Denomination\2R;Result\2R"]
N NT 7
S  S 12
`)
	if err != nil {
		t.Fatalf("Session: %v", err)
	}
	b := r.Session.Boards[0]
	if b.Number != 2 || b.Dealer != bridge.South || b.Vul != bridge.VulAll || !b.Deal.Empty() {
		t.Errorf("board %+v", b)
	}
	wantTags := []bridge.Tag{
		{Name: "DoubleDummyTricks", Value: "7c5c67c5c61181711817"},
		{Name: "OptimumScore", Value: "NS 4S; 420"},
		{Name: "OptimumResultTable", Value: "Declarer;Denomination\\2R;Result\\2R\nN NT 7\nS S 12"},
	}
	if fmt.Sprint(b.HandRecord.Verbatim) != fmt.Sprint(wantTags) {
		t.Errorf("tags %q", b.HandRecord.Verbatim)
	}
	want := []string{
		`s.pbn:2:9: board 2: [Dealer "S"]: dealer S differs from E, the usual dealer of board 2; the tag wins`,
		`s.pbn:3:13: board 2: [Vulnerable "Both"]: vulnerability All differs from NS, the usual one of board 2; the tag wins`,
	}
	if got := messages(r.Warnings); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("warnings:\n%s", strings.Join(got, "\n"))
	}
}

func TestSessionErrors(t *testing.T) {
	tests := []struct {
		name      string
		text      string
		want      []string
		sentinels []error
	}{
		{
			name:      "deal with a short hand",
			text:      "[Board \"2\"]\n[Deal \"N:JT74..QJ2.832 62.52.876543.AQJ 9853.Q743.9.KT65 AKQ.KT86.AKT.974\"]\n",
			want:      []string{`s.pbn:2:7: board 2: [Deal "N:JT74..QJ2.832 62.52.876543.AQJ 9853.Q743.9.KT65 AKQ.KT86.AKT.974"]: bad deal: N has 10 cards but E has 13 (want 13 each)`},
			sentinels: []error{formats.ErrValue, bridge.ErrDeal},
		},
		{
			name: "two deals for one board",
			text: "[Board \"1\"]\n[Deal \"" + deal5 + "\"]\n\n[Board \"1\"]\n[Deal \"N:QT753.QT63.AJ2.K J.7542.Q5.JT8654 A9862.K.K986.972 K4.AJ98.T743.AQ3\"]\n",
			want: []string{`s.pbn:5:7: board 1: [Deal "N:QT753.QT63.AJ2.K J.7542.Q5.JT8654 A9862.K.K986.972 K4.AJ98.T743.AQ3"]: ` +
				`another deal for board 1 was read at s.pbn:2:7 (want one deal per board number)`},
			sentinels: []error{formats.ErrConflict},
		},
		{
			name:      "result without a board",
			text:      "[Contract \"4S\"]\n[Declarer \"N\"]\n[Result \"10\"]\n",
			want:      []string{`s.pbn:1:1: game 1: [Contract "4S"]: a result without a board number (want [Board "n"] in the game)`},
			sentinels: []error{formats.ErrMissing},
		},
		{
			name:      "bad score",
			text:      "[Board \"1\"]\n[Score \"10.a\"]\n",
			want:      []string{`s.pbn:2:8: board 1: [Score "10.a"]: "10.a" is not a whole number of points (want points such as 420, -100 or NS 620)`},
			sentinels: []error{formats.ErrValue},
		},
		{
			name:      "bad board number",
			text:      "[Board \"A1\"]\n",
			want:      []string{`s.pbn:1:8: game 1: [Board "A1"]: not a number (want 1..9999)`},
			sentinels: []error{formats.ErrValue},
		},
		{
			name: "optimum score without a side or a number",
			text: "[OptimumScore \"100\"]\n\n[OptimumScore \"EW\"]\n",
			want: []string{
				`s.pbn:1:15: game 1: [OptimumScore "100"]: no side (want NS or EW and a score, such as NS 100)`,
				`s.pbn:3:15: game 2: [OptimumScore "EW"]: no score after the side (want a side and a score, such as EW 980)`,
			},
			sentinels: []error{formats.ErrValue},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := session(t, tt.text)
			if r == nil {
				t.Fatal("nil Read")
			}
			got := messages(bridge.AsErrors(err))
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			for _, s := range tt.sentinels {
				if !errors.Is(err, s) {
					t.Errorf("errors.Is(err, %v) = false", s)
				}
			}
		})
	}
}

func TestSessionTableVariants(t *testing.T) {
	tests := []struct {
		name    string
		text    string
		entries []string
		pairs   []string
		errs    []string
	}{
		{
			name: "ACBL-Live style with Setion and names",
			text: "[Board \"4\"]\n[ScoreTable \"Setion\\1L;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R;Names_NS;Names_EW\"]\n" +
				"B 3 13 4S S 10 620 \"Ann Lee;Bob Ray\" \"Cy Dunn - Di Fox\"\n",
			entries: []string{`board 4 section B NS "3" EW "13" played 4S S 10 claimed 620`},
			pairs: []string{
				`pair "B" "NS" "3" ["Ann Lee" "Bob Ray"]`,
				`pair "B" "EW" "13" ["Cy Dunn" "Di Fox"]`,
			},
		},
		{
			name:    "a score table without rows leaves the game's own result",
			text:    "[Board \"2\"]\n[ScoreTable \"PairId_NS;PairId_EW;Score_NS\"]\n[Declarer \"E\"][Contract \"2S\"][Result \"8\"][PairNS \"1\"][PairEW \"2\"]\n",
			entries: []string{`board 2 NS "1" EW "2" played 2S E 8`},
		},
		{
			name: "rows without a board number are not read",
			text: "[ScoreTable \"PairId_NS;PairId_EW;Score_NS\"]\n1 2 100\n",
			errs: []string{`s.pbn:1:1: game 1: [ScoreTable "PairId_NS;PairId_EW;Score_NS"]: a result without a board number (want [Board "n"] in the game)`},
		},
		{
			name: "relative results are read with a warning",
			text: "[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N +1\n3 4 3NT S =\n",
			entries: []string{
				`board 1 NS "1" EW "2" played 4S N 11`,
				`board 1 NS "3" EW "4" played 3NT S 9`,
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := session(t, tt.text)
			var got []string
			for _, e := range r.Session.Entries {
				got = append(got, entryLine(e))
			}
			if strings.Join(got, "\n") != strings.Join(tt.entries, "\n") {
				t.Errorf("entries:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.entries, "\n"))
			}
			got = got[:0]
			for _, p := range r.Session.Pairs {
				got = append(got, pairLine(p))
			}
			if tt.pairs != nil && strings.Join(got, "\n") != strings.Join(tt.pairs, "\n") {
				t.Errorf("pairs:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.pairs, "\n"))
			}
			if got := messages(bridge.AsErrors(err)); strings.Join(got, "\n") != strings.Join(tt.errs, "\n") {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.errs, "\n"))
			}
		})
	}
}

// TestScoreTableNotScored: a ScoreTable row whose result cannot be read
// as it stands (a contract, declarer or result that is not one, or
// missing; a score code no one agreed on) is an entry not scored, with
// its reason and what was read of it, and the other rows are scored: one
// row does not stop the session. Bridgewebs' own codes are read: PO (a
// pass-out), 3S* (doubled) and A in the Contract, Declarer and Result
// cells (an average for both pairs, the producer's award).
func TestScoreTableNotScored(t *testing.T) {
	text := "[Board \"3\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n" +
		"1 2 4S X 10 420\n3 4 4S N 14 -\n5 6 4S - - -\n7 8 5Z N 11 -\n9 10 4S N 10 420\n11 12 - - - Foo\n" +
		"13 14 PO - - -\n15 16 3S* E 8 -\n17 18 A A A -\n"
	r, err := session(t, text)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`board 3 NS "1" EW "2" not scored why "contract \"4S\", declarer \"X\": unknown seat \"X\" (want N, E, S or W)"`,
		`board 3 NS "3" EW "4" not scored 4S N 0 why "result \"14\": tricks out of range (want the declarer's tricks 0..13, or tricks per side such as NS 9 EW 4)"`,
		`board 3 NS "5" EW "6" not scored why "contract \"4S\" and no declarer"`,
		`board 3 NS "7" EW "8" not scored why "contract \"5Z\": unknown strain \"Z\" in \"5Z\" (want C, D, H, S or NT)"`,
		`board 3 NS "9" EW "10" played 4S N 10 claimed 420`,
		`board 3 NS "11" EW "12" not scored why "score cells \"Foo\": unknown code \"Foo\" (want a score, A=, A+, A-, or N>a such as 800>a)"`,
		`board 3 NS "13" EW "14" played PASS`,
		`board 3 NS "15" EW "16" played 3SX E 8`,
		`board 3 NS "17" EW "18" artificial adjust "A"`,
	}
	var got []string
	for _, e := range r.Session.Entries {
		got = append(got, entryLine(e))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("entries:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	a := r.Session.Entries[8].Adjust
	if a.Kind != bridge.AdjArtificial || a.NS.Kind != bridge.Average || a.EW.Kind != bridge.Average || !a.Published {
		t.Errorf("Bridgewebs' A: %+v, want A for both sides, published", a)
	}
	var warnings []string
	for _, w := range r.Warnings {
		warnings = append(warnings, w.Error())
	}
	if want := `s.pbn:11:7: board 3: [ScoreTable] row 9: contract, declarer and result "A": Bridgewebs' average for both pairs (A), scored as published by the file`; strings.Join(warnings, "\n") != want {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(warnings, "\n"), want)
	}
}

// TestScoreTableDecisionNotScored: protokol's own Decision cell of a table
// not scored, "not scored: " and why (report/pbnout), reads back as a table
// not scored for that reason, without the warning of a row with neither a
// contract nor a score, and whatever the other cells hold.
func TestScoreTableDecisionNotScored(t *testing.T) {
	text := "[Board \"3\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;Decision\"]\n" +
		"1 2 - - - - - \"not scored: contract \\\"5Z\\\": unknown strain \\\"Z\\\"\"\n" +
		"3 4 4S N 10 420 - \"not scored: the play stops after 6 tricks\"\n" +
		"5 6 4S N 10 420 - -\n"
	r, err := session(t, text)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`board 3 NS "1" EW "2" not scored why "contract \"5Z\": unknown strain \"Z\""`,
		`board 3 NS "3" EW "4" not scored 4S N 10 why "the play stops after 6 tricks"`,
		`board 3 NS "5" EW "6" played 4S N 10 claimed 420`,
	}
	var got []string
	for _, e := range r.Session.Entries {
		got = append(got, entryLine(e))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("entries:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(r.Warnings) != 0 {
		t.Errorf("warnings: %v", r.Warnings)
	}
}

// TestGameNotScored: a game of one table's result (pattern B) whose
// Contract, Declarer or Result cannot be read, or is missing, is an entry
// not scored with its reason, keeping the pairs and what was read; a
// Score that cannot be read is read past with a warning (it only checks
// the result). The other games are scored.
func TestGameNotScored(t *testing.T) {
	game := func(tags string) string {
		return "[Board \"7\"]\n[North \"n\"]\n[South \"s\"]\n[East \"e\"]\n[West \"w\"]\n" + tags + "\n"
	}
	tests := []struct{ name, tags, want, warning string }{
		{"unknown strain", "[Contract \"5Z\"]\n[Declarer \"N\"]\n[Result \"9\"]",
			`board 7 NS "n – s" EW "e – w" not scored why "contract \"5Z\": unknown strain \"Z\" in \"5Z\" (want C, D, H, S or NT)"`, ""},
		{"no declarer", "[Contract \"4S\"]\n[Result \"10\"]",
			`board 7 NS "n – s" EW "e – w" not scored why "no declarer"`, ""},
		{"no result", "[Contract \"4S\"]\n[Declarer \"N\"]",
			`board 7 NS "n – s" EW "e – w" not scored 4S N 0 why "no result"`, ""},
		{"tricks do not add up", "[Declarer \"S\"]\n[Contract \"5HX\"]\n[Result \"NS 9 EW 2\"]",
			`board 7 NS "n – s" EW "e – w" not scored 5HX S 0 why "result \"NS 9 EW 2\": tricks out of range: NS 9 and EW 2 do not add up to 13 (want the declarer's tricks 0..13, or tricks per side such as NS 9 EW 4)"`, ""},
		{"bad declarer", "[Declarer \"Q\"]\n[Contract \"3NT\"]\n[Result \"9\"]",
			`board 7 NS "n – s" EW "e – w" not scored why "declarer \"Q\": unknown seat \"Q\" (want N, E, S or W)"`, ""},
		{"bad score", "[Declarer \"N\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n[Score \"4oo\"]",
			`board 7 NS "n – s" EW "e – w" played 3NT N 9`,
			`s.pbn:9:8: board 7: [Score "4oo"]: "4oo" is not a whole number of points (want points such as 420, -100 or NS 620); the score is not read (the contract and result are)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := session(t, game(tt.tags)+"\n"+game("[Contract \"3NT\"]\n[Declarer \"S\"]\n[Result \"9\"]"))
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Session.Entries) != 2 {
				t.Fatalf("%d entries, want 2", len(r.Session.Entries))
			}
			if got := entryLine(r.Session.Entries[0]); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
			if got := entryLine(r.Session.Entries[1]); got != `board 7 NS "n – s" EW "e – w" played 3NT S 9` {
				t.Errorf("the next game: %s", got)
			}
			var warnings []string
			for _, w := range r.Warnings {
				warnings = append(warnings, w.Error())
			}
			if strings.Join(warnings, "\n") != tt.warning {
				t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(warnings, "\n"), tt.warning)
			}
		})
	}
}

// TestScoreTableBadTableCell: a Table or Round cell that is not a number
// is read past with a warning; the row's result is scored.
func TestScoreTableBadTableCell(t *testing.T) {
	r, err := session(t, "[Board \"3\"]\n[ScoreTable \"Table;Round;PairId_NS;PairId_EW;Contract;Declarer;Result\"]\nT1 1 1 2 4S N 10\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := entryLine(r.Session.Entries[0]); got != `board 3 table 0 round 1 NS "1" EW "2" played 4S N 10` {
		t.Errorf("got %s", got)
	}
	want := `s.pbn:3:1: board 3: [ScoreTable] row 1, Table "T1": not a number (want a whole number); read past`
	if len(r.Warnings) != 1 || r.Warnings[0].Error() != want || !errors.Is(r.Warnings[0], bridge.ErrReadPast) {
		t.Errorf("warnings %v\nwant %s", r.Warnings, want)
	}
}

// TestNothingIn: a file of no deals and no results (labels only, board
// numbers only, directives only) is read as holding nothing, without an
// error or a warning of its own: whether that is an error is the
// command's call.
func TestNothingIn(t *testing.T) {
	for _, text := range []string{"[Event \"x\"]\n[Site \"y\"]\n", "[Board \"1\"]\n\n[Board \"2\"]\n", "% PBN 2.1\n% EXPORT\n", ""} {
		f, err := Parse("s.pbn", text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		r, err := f.Session()
		deals := 0
		for _, b := range r.Session.Boards {
			if !b.Deal.Empty() {
				deals++
			}
		}
		if err != nil || deals != 0 || len(r.Session.Entries) != 0 || len(r.Warnings) != 0 || len(f.Warnings) != 0 {
			t.Errorf("%q: %v, %d deals, %d entries, warnings %v %v; want nothing and no problem", text, err, deals, len(r.Session.Entries), f.Warnings, r.Warnings)
		}
	}
}

// TestRoomless: team games of [Competition "Teams"] without [Room], as
// RealBridge writes them: each game's HomeTeam is the team NS at its
// table, and the two tables of a match name the teams the other way
// round. The match's home is the team NS at its first table (board 1,
// table 3: Lions), so table 3 is the open room and table 8 the closed
// one; a second match (Bears, Wolves) is read apart. Without
// [Competition "Teams"] the games are pairs, as before.
func TestRoomless(t *testing.T) {
	game := func(board, table, home, visit, comp string) string {
		return "[Board \"" + board + "\"]\n[Table \"" + table + "\"]\n[HomeTeam \"" + home + "\"]\n[VisitTeam \"" + visit + "\"]\n" +
			"[North \"n" + table + "\"]\n[South \"s" + table + "\"]\n[East \"e" + table + "\"]\n[West \"w" + table + "\"]\n" +
			"[Contract \"3NT\"]\n[Declarer \"S\"]\n[Result \"9\"]\n" + comp + "\n"
	}
	teams := "[Competition \"Teams\"]\n"
	text := game("1", "8", "Tigers", "Lions", teams) + "\n" + game("1", "3", "Lions", "Tigers", teams) + "\n" +
		game("2", "3", "Lions", "Tigers", teams) + "\n" + game("2", "8", "Tigers", "Lions", teams) + "\n" +
		game("1", "5", "Wolves", "Bears", teams) + "\n" + game("1", "2", "Bears", "Wolves", teams)
	r, err := session(t, text)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`board 1 table 8 round 0 NS "Tigers" EW "Lions" played 3NT S 9 room C home "Lions" away "Tigers"`,
		`board 1 table 3 round 0 NS "Lions" EW "Tigers" played 3NT S 9 room O home "Lions" away "Tigers"`,
		`board 2 table 3 round 0 NS "Lions" EW "Tigers" played 3NT S 9 room O home "Lions" away "Tigers"`,
		`board 2 table 8 round 0 NS "Tigers" EW "Lions" played 3NT S 9 room C home "Lions" away "Tigers"`,
		`board 1 table 5 round 0 NS "Wolves" EW "Bears" played 3NT S 9 room C home "Bears" away "Wolves"`,
		`board 1 table 2 round 0 NS "Bears" EW "Wolves" played 3NT S 9 room O home "Bears" away "Wolves"`,
	}
	var got []string
	for _, e := range r.Session.Entries {
		got = append(got, entryLine(e))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("entries:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(r.Warnings) != 1 || !strings.Contains(r.Warnings[0].Error(), `s.pbn:12:14: board 1: [Competition "Teams"]: team games without [Room]`) {
		t.Errorf("warnings %v, want one naming RealBridge's convention", r.Warnings)
	}
	pairs, err := session(t, game("1", "8", "Tigers", "Lions", "")+"\n"+game("1", "3", "Lions", "Tigers", ""))
	if err != nil {
		t.Fatal(err)
	}
	if e := pairs.Session.Entries[0]; e.Room != bridge.NoRoom || e.NS != "n8 – s8" {
		t.Errorf("without [Competition \"Teams\"]: %s, want a pairs entry", entryLine(e))
	}
}

// TestSessionMembers reads a Ruter file's member numbers (its
// TotalScoreTable's MemberID1 and MemberID2), parallel to the names.
func TestSessionMembers(t *testing.T) {
	const file = "ruter-norway/spiren_2017-04-10.pbn"
	f, err := Parse(file, readCorpus(t, file))
	if err != nil {
		t.Fatal(err)
	}
	r, err := f.Session()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range r.Session.Pairs {
		if p.Direction == bridge.DirectionEW && p.ID == "5" {
			if want := []string{"41979", "38963"}; !slices.Equal(p.Members, want) || len(p.Names) != 2 {
				t.Errorf("%s: members %q, want %q", pairLine(p), p.Members, want)
			}
			return
		}
	}
	t.Errorf("no pair EW 5")
}
