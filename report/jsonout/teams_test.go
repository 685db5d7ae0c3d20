package jsonout_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report/jsonout"
)

// TestTeamDecisions writes the team match with every kind of decision
// (gen.TeamDecisions): each room has its decision, an assigned room its
// outcomes, and each board the penalties given on it, so that the boards'
// IMPs less the penalties make the match's. The hand-laid layout holds
// exactly what encoding/json makes of the document.
func TestTeamDecisions(t *testing.T) {
	res, err := teams.Score(gen.TeamDecisions(), teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	if err := write(t, &got, &event.Result{Kind: event.Teams, Teams: res, VPScale: "wbf2013"}); err != nil {
		t.Fatal(err)
	}
	want, err := json.Marshal(jsonout.FromTeams(res, "wbf2013"))
	if err != nil {
		t.Fatal(err)
	}
	var a, b any
	if err := json.Unmarshal(got.Bytes(), &a); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, got.String())
	}
	if err := json.Unmarshal(want, &b); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Errorf("Write and json.Marshal disagree:\n%s\n%s", got.String(), want)
	}

	type decision struct {
		Text, Kind, Reason, Law, Director string
	}
	type weighted struct {
		Weight  float64 `json:"weight"`
		ScoreNS int     `json:"score_ns"`
	}
	type room struct {
		Contract   string     `json:"contract"`
		ScoreNS    int        `json:"score_ns"`
		Adjustment *decision  `json:"adjustment"`
		OutcomesNS []weighted `json:"outcomes_ns"`
		OutcomesEW []weighted `json:"outcomes_ew"`
	}
	type board struct {
		Board         int      `json:"board"`
		Open          room     `json:"open"`
		Closed        room     `json:"closed"`
		IMPsHome      float64  `json:"imps_home"`
		PenaltyHome   *float64 `json:"penalty_home"`
		PenaltyAway   *float64 `json:"penalty_away"`
		PenaltyVPHome *float64 `json:"penalty_vp_home"`
		PenaltyVPAway *float64 `json:"penalty_vp_away"`
	}
	var doc struct {
		Rounds []struct {
			Matches []struct {
				IMPsHome float64 `json:"imps_home"`
				IMPsAway float64 `json:"imps_away"`
				VPHome   float64 `json:"vp_home"`
				VPAway   float64 `json:"vp_away"`
				Boards   []board `json:"boards"`
			} `json:"matches"`
		} `json:"rounds"`
	}
	if err := json.Unmarshal(got.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	m := doc.Rounds[0].Matches[0]
	if m.IMPsHome != 11 || m.IMPsAway != 8.2 || len(m.Boards) != 3 {
		t.Fatalf("match %v–%v IMPs over %d boards, want 11–8.2 over 3", m.IMPsHome, m.IMPsAway, len(m.Boards))
	}
	val := func(p *float64) float64 {
		if p == nil {
			return 0
		}
		return *p
	}
	b1, b2, b3 := m.Boards[0], m.Boards[1], m.Boards[2]
	if d := b1.Open.Adjustment; d == nil || *d != (decision{"PEN NS -2IMP", "penalty", "slow play", "90", "Smith"}) ||
		b1.Open.Contract != "4S" || b1.Open.ScoreNS != 420 || b1.Closed.Adjustment != nil || b1.IMPsHome != 10 ||
		val(b1.PenaltyHome) != 2 || b1.PenaltyAway != nil || b1.PenaltyVPHome != nil || b1.PenaltyVPAway != nil {
		t.Errorf("board 1: %+v (open: %+v)", b1, b1.Open.Adjustment)
	}
	w := []weighted{{0.4, 620}, {0.6, -100}}
	if d := b2.Open.Adjustment; d == nil || d.Kind != "assigned" || d.Text != "W 40%*620 + 60%*-100" || d.Reason != "misinformation <no alert>" ||
		d.Director != "Петров" || !reflect.DeepEqual(b2.Open.OutcomesNS, w) || !reflect.DeepEqual(b2.Open.OutcomesEW, w) ||
		b2.IMPsHome != -8.2 || b2.PenaltyHome != nil || b2.PenaltyAway != nil {
		t.Errorf("board 2: %+v (open: %+v)", b2, b2.Open.Adjustment)
	}
	if d := b3.Closed.Adjustment; d == nil || d.Kind != "artificial" || d.Text != "A-/A+" || b3.Closed.OutcomesNS != nil ||
		b3.Open.Adjustment == nil || b3.Open.Adjustment.Text != "PEN EW -1VP" || b3.IMPsHome != 3 ||
		val(b3.PenaltyVPAway) != 1 || b3.PenaltyAway != nil || b3.PenaltyHome != nil {
		t.Errorf("board 3: %+v", b3)
	}
	var home, away float64
	for _, b := range m.Boards {
		home += max(b.IMPsHome, 0) - val(b.PenaltyHome)
		away += max(-b.IMPsHome, 0) - val(b.PenaltyAway)
	}
	if home != m.IMPsHome || away != m.IMPsAway {
		t.Errorf("the boards less the penalties make %v–%v, the match is %v–%v", home, away, m.IMPsHome, m.IMPsAway)
	}
	// 1 VP off the away team's VPs.
	if math.Abs(m.VPHome+m.VPAway-19) > 1e-9 {
		t.Errorf("VPs %v–%v, want 19 between them", m.VPHome, m.VPAway)
	}
}

// A penalty that a decisions file stacks on a room's other decision is in
// the room's penalties, and in the board's penalty.
func TestTeamStackedPenalty(t *testing.T) {
	ses := gen.TeamDecisions()
	ses.Decisions = []bridge.Decision{{Round: 1, Board: 2, Room: bridge.OpenRoom, Home: "Lions", Away: "Tigers",
		Adjust: bridge.Adjustment{Text: "PEN EW -1IMP", Kind: bridge.AdjPenalty, Reason: "late", Penalty: &bridge.Penalty{Side: bridge.EW, Num: 1, Den: 1, Unit: bridge.PenIMP}}}}
	res, err := teams.Score(ses, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	d := jsonout.FromTeams(res, "wbf2013")
	m := d.Rounds[0].Matches[0]
	b := m.Boards[1]
	if b.Open.Adjustment == nil || b.Open.Adjustment.Kind != "assigned" || len(b.Open.Penalties) != 1 ||
		b.Open.Penalties[0] != (jsonout.Decision{Text: "PEN EW -1IMP", Kind: "penalty", Reason: "late"}) ||
		b.PenaltyAway == nil || b.PenaltyAway.String() != "1" || m.IMPsAway.String() != "36/5" {
		t.Errorf("board 2: %+v, penalty %v; match %s–%s", b.Open, b.PenaltyAway, m.IMPsHome, m.IMPsAway)
	}
	// A penalty written on the traveller is the room's adjustment, not
	// one beside it.
	if b1 := m.Boards[0]; b1.Open.Adjustment == nil || b1.Open.Penalties != nil {
		t.Errorf("board 1: %+v", b1.Open)
	}
}

// The adjustments section of a team event lists every decision with what
// it gave each team, or what it took off.
func TestTeamAdjustmentsSection(t *testing.T) {
	res, err := teams.Score(gen.TeamDecisions(), teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := write(t, &buf, &event.Result{Kind: event.Teams, Teams: res, VPScale: "wbf2013"}); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Adjustments []struct {
			Board       int             `json:"board"`
			Room        string          `json:"room"`
			Decision    json.RawMessage `json:"decision"`
			IMPsHome    json.Number     `json:"imps_home"`
			IMPsAway    json.Number     `json:"imps_away"`
			PenaltyTeam string          `json:"penalty_team"`
			Penalty     json.Number     `json:"penalty"`
			Unit        string          `json:"penalty_unit"`
		} `json:"adjustments"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	// Lions are at home: NS in the open room, EW in the closed one.
	want := []string{
		"1 open Lions 2 imps", // PEN NS -2IMP on the open room's NS
		"3 open Tigers 1 vps", // PEN EW -1VP on the open room's EW
		"2 open -8.2/8.2",     // 40% +620 / 60% -100 against +650
		"3 closed 3/-3",       // A-/A+: Tigers (NS) A-, Lions (EW) A+
	}
	var got []string
	for _, a := range doc.Adjustments {
		if a.PenaltyTeam != "" {
			got = append(got, fmt.Sprintf("%d %s %s %s %s", a.Board, a.Room, a.PenaltyTeam, a.Penalty, a.Unit))
		} else {
			got = append(got, fmt.Sprintf("%d %s %s/%s", a.Board, a.Room, a.IMPsHome, a.IMPsAway))
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("adjustments\n got %q\nwant %q", got, want)
	}
}

// A room not scored has status "not_scored" and its reason; its board
// gives no IMPs (imps_home null, not 0). Other rooms have no status.
func TestTeamNotScored(t *testing.T) {
	s := gen.TeamDecisions()
	s.Decisions = nil
	s.Entries[0].SetUnscored("the play stops after 8 tricks and there is no claim")
	res, err := teams.Score(s, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	d := jsonout.FromTeams(res, "wbf2013")
	b := d.Rounds[0].Matches[0].Boards[0]
	notScored, other := b.Open, b.Closed
	if s.Entries[0].Room == bridge.ClosedRoom {
		notScored, other = other, notScored
	}
	if notScored.Status != "not_scored" || notScored.Reason != "the play stops after 8 tricks and there is no claim" || notScored.ScoreNS != nil ||
		other.Status != "" || other.Reason != "" || b.IMPsHome != nil {
		t.Errorf("board %+v", b)
	}
}

// A team event's document carries its warnings last, as a pairs event's
// does (a room not scored is one of them); a document without warnings
// has no "warnings".
func TestTeamWarnings(t *testing.T) {
	res, err := teams.Score(gen.TeamDecisions(), teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var none bytes.Buffer
	if err := write(t, &none, &event.Result{Kind: event.Teams, Teams: res, VPScale: "wbf2013"}); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(none.Bytes(), []byte(`"warnings"`)) {
		t.Errorf("a document without warnings has the key:\n%s", none.Bytes())
	}
	res.Warnings = append(res.Warnings, bridge.Errorf(bridge.Pos{File: "x.pbn", Line: 2}, "board 1", "a <warning>"))
	var got bytes.Buffer
	if err := write(t, &got, &event.Result{Kind: event.Teams, Teams: res, VPScale: "wbf2013"}); err != nil {
		t.Fatal(err)
	}
	if want := ",\n\"warnings\": [\n \"x.pbn:2: board 1: a <warning>\"\n]}\n"; !bytes.HasSuffix(got.Bytes(), []byte(want)) {
		t.Errorf("document ends\n%s\nwant it to end\n%s", got.Bytes()[max(0, got.Len()-200):], want)
	}
}
