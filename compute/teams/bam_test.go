package teams_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/teams"
)

// Board-a-match (Law 78C): each board 1, ½ or 0 by the total of the two
// rooms, equal totals tied; the match and the standings in board points.
func TestBoardAMatch(t *testing.T) {
	s := session(t,
		"1 1 O A B 4S N 10", "1 1 C A B 4S N 10", // +420 and +420: A ½, B ½
		"1 2 O A B 4S N 10", "1 2 C A B 4S N 11", // +620 and +650: B 1 (30 points, 1 IMP)
		"1 3 O A B 3NT N 9", "1 3 C A B 3NT N 8", // +400 and -50: A 1
		"1 4 O A B 1NT N 7", "1 4 C A B 1NT N 8", // +90 and +120: B 1 (30 points, 1 IMP)
	)
	res, err := teams.Score(s, teams.Options{Form: teams.BoardAMatch})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Matches[0]
	half := exact.Frac(1, 2)
	want := [][2]exact.Q{{half, half}, {{}, exact.Int(1)}, {exact.Int(1), {}}, {{}, exact.Int(1)}}
	for i, b := range m.Boards {
		if b.IMPsHome.Cmp(want[i][0]) != 0 || b.IMPsAway.Cmp(want[i][1]) != 0 {
			t.Errorf("board %d: %s–%s, want %s–%s", b.Board.Number, b.IMPsHome, b.IMPsAway, want[i][0], want[i][1])
		}
	}
	if m.IMPsHome.Cmp(exact.Frac(3, 2)) != 0 || m.IMPsAway.Cmp(exact.Frac(5, 2)) != 0 || m.VPHome != 150 || m.VPAway != 250 {
		t.Errorf("match %s–%s, %d–%d", m.IMPsHome, m.IMPsAway, m.VPHome, m.VPAway)
	}
	if res.VPs || res.Form != teams.BoardAMatch {
		t.Errorf("VPs %v, form %s", res.VPs, res.Form)
	}
	if st := res.Standings; st[0].Team != "B" || st[0].VP != 250 || st[1].VP != 150 {
		t.Errorf("standings %+v", st)
	}
}
