package usebio_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats/usebio"
)

// TestReadHandSets reads the hand sets of the real files where their
// producers put them: EBUScore's inside the SESSION, PairsScorer's after
// the EVENT, both with voids written "-". Every board played gets its
// deal, the deals of boards not played (EBUScore: 30 for 26, PairsScorer:
// 28 for 22) are left out without a word, and no board is made for them.
func TestReadHandSets(t *testing.T) {
	for _, tc := range []struct {
		name            string
		boards, entries int
		deals           map[int]string // some boards' deals, as the file gives them
	}{
		{name: "ebuscore-island.xml", boards: 26, entries: 234, deals: map[int]string{
			1: "N:K74.AQT652.7.JT3 T62.K3.T63.Q8652 J985.J9.AQ82.A97 AQ3.874.KJ954.K4",
			2: "N:J953.832.Q97.AJ4 64.AQ65.A2.KQT95 .KJT974.KT6.8732 AKQT872..J8543.6"}},
		{name: "pairsscorer-mp.xml", boards: 22, entries: 242, deals: map[int]string{
			1: "N:KJ.KJ87642.87.62 AT953.Q.KQ92.KT4 Q64.5.AJT654.873 872.AT93.3.AQJ95",
			2: "N:K5.K973.A975.AJ8 Q64..KQ8643.KQT4 JT7.AT82.JT.7632 A9832.QJ654.2.95"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, _ := readFile(t, tc.name)
			s := f.Session
			if len(s.Boards) != tc.boards || len(s.Entries) != tc.entries {
				t.Errorf("%d boards, %d entries (want %d, %d)", len(s.Boards), len(s.Entries), tc.boards, tc.entries)
			}
			for _, b := range s.Boards {
				if !b.Deal.Complete() {
					t.Errorf("board %d: no complete deal", b.Number)
				}
				if want, ok := tc.deals[b.Number]; ok && b.Deal.String() != want {
					t.Errorf("board %d: deal %s (want %s)", b.Number, b.Deal, want)
				}
			}
			if len(f.Warnings) > 0 {
				t.Errorf("warnings: %v", f.Warnings)
			}
		})
	}
}

// handSet is a HANDSET of the given id with one BOARD of number n, whose
// North holds the spades and East the rest of the suits in turn.
func handSet(id string, n int, deal string) string {
	hands := strings.Fields(deal)
	seats := []string{"North", "East", "South", "West"}
	var b strings.Builder
	b.WriteString(`<HANDSET HANDSET_ID="` + id + `"><BOARD><BOARD_NUMBER>` + strconv.Itoa(n) + `</BOARD_NUMBER>`)
	for i, h := range hands {
		suits := strings.Split(h, ".")
		for k := range suits {
			if suits[k] == "" {
				suits[k] = "-"
			}
		}
		b.WriteString(`<HAND><DIRECTION>` + seats[i] + `</DIRECTION><SPADES>` + suits[0] + `</SPADES><HEARTS>` + suits[1] +
			`</HEARTS><DIAMONDS>` + suits[2] + `</DIAMONDS><CLUBS>` + suits[3] + `</CLUBS></HAND>`)
	}
	b.WriteString("</BOARD></HANDSET>\n")
	return b.String()
}

// TestReadHandSetsPlaced: a hand set is read inside SECTION and EVENT as
// well; one whose deals are all for boards not played, and two different
// deals for one board, are left out with a warning that --strict refuses
// (bridge.ErrReadPast).
func TestReadHandSetsPlaced(t *testing.T) {
	const (
		deal1 = "K74.AQT652.7.JT3 T62.K3.T63.Q8652 J985.J9.AQ82.A97 AQ3.874.KJ954.K4"
		deal2 = "J953.832.Q97.AJ4 64.AQ65.A2.KQT95 .KJT974.KT6.8732 AKQT872..J8543.6"
	)
	line := `<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>A5050</SCORE>`
	inEvent := strings.Replace(pairsFile(line), "</EVENT>", handSet("Red", 1, deal1)+"</EVENT>", 1)
	inSection := strings.Replace(strings.Replace(pairsFile(line), "<PARTICIPANTS>", `<SESSION><SECTION SECTION_ID="A"><PARTICIPANTS>`, 1),
		"</EVENT>", handSet("Red", 1, deal1)+"</SECTION></SESSION></EVENT>", 1)
	notPlayed := strings.Replace(pairsFile(line), "</EVENT>", "</EVENT>"+handSet("Blue", 7, deal1), 1)
	clash := strings.Replace(pairsFile(line), "</EVENT>", "</EVENT>"+handSet("Red", 1, deal1)+handSet("Blue", 1, deal2), 1)
	for _, tc := range []struct {
		name, text string
		deal       string // board 1's, "" for none
		warning    string
	}{
		{name: "in the EVENT", text: inEvent, deal: "N:" + deal1},
		{name: "in a SECTION", text: inSection, deal: "N:" + deal1},
		{name: "for boards not played", text: notPlayed,
			warning: `x.xml:13:9: <HANDSET HANDSET_ID="Blue">: none of its deals is for a board played (its boards: 7; the boards played: 1): its deals are left out`},
		{name: "two deals for one board", text: clash,
			warning: `x.xml:14:28: board 1: <HANDSET HANDSET_ID="Blue">: a different deal from the one at x.xml:13:35: both are left out (protokol keeps one deal a board number and cannot tell which goes with which results)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := usebio.Read("x.xml", tc.text)
			if err != nil {
				t.Fatal(err)
			}
			if got := f.Session.Boards[0].Deal; tc.deal == "" && !got.Empty() || tc.deal != "" && got.String() != tc.deal {
				t.Errorf("board 1's deal %s (want %q)", got, tc.deal)
			}
			var msgs []string
			for _, w := range f.Warnings {
				msgs = append(msgs, w.Error())
				if !errors.Is(w, bridge.ErrReadPast) {
					t.Errorf("warning %v is not bridge.ErrReadPast", w)
				}
			}
			if got := strings.Join(msgs, "\n"); got != tc.warning {
				t.Errorf("warnings\n%s\nwant\n%s", got, tc.warning)
			}
		})
	}
}
