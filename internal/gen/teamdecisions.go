package gen

import "github.com/protokol-bridge/protokol/compute/bridge"

// TeamDecisions is a one-match team event, Lions v Tigers over three
// boards, with every director's decision a team match can have (the
// scenario of compute/teams TestDecisionsInMatches), for the tests of the
// reports:
//
//   - board 1: a procedural penalty of 2 IMPs on the home team (NS in the
//     open room); +420 v −50 gives the home team 10 IMPs, 8 after it;
//   - board 2: a weighted score in the open room (WT-2: 40 % of +620 and
//     60 % of −100, NS vulnerable) v +650 in the closed room: 8.2 IMPs to
//     the away team;
//   - board 3: average-minus to NS (the away team) and average-plus to EW
//     in the closed room, +3 IMPs to the home team, and a penalty of 1 VP
//     on the away team (EW in the open room).
//
// The match is 11–8.2 IMPs. Reasons hold "<" and a director's name is in
// Cyrillic, for the escaping and the fonts.
func TeamDecisions() bridge.Session {
	room := func(board int, r bridge.Room, contract string, tricks int) bridge.Entry {
		c, err := bridge.ParseContract(contract)
		if err != nil {
			panic(err)
		}
		e := bridge.Entry{Round: 1, Board: board, Room: r, Home: "Lions", Away: "Tigers", NS: "Lions", EW: "Tigers",
			Play: bridge.Play{Contract: c, Declarer: bridge.North, Tricks: tricks}}
		if r == bridge.ClosedRoom {
			e.NS, e.EW = e.EW, e.NS
		}
		return e
	}
	open1 := room(1, bridge.OpenRoom, "4S", 10)
	open1.Adjust = &bridge.Adjustment{Text: "PEN NS -2IMP", Kind: bridge.AdjPenalty, Reason: "slow play", Law: "90", Director: "Smith",
		Penalty: &bridge.Penalty{Side: bridge.NS, Num: 2, Den: 1, Unit: bridge.PenIMP}}
	weighted := []bridge.Outcome{{Num: 40, Den: 100, Score: 620}, {Num: 60, Den: 100, Score: -100}}
	open2 := room(2, bridge.OpenRoom, "PASS", 0)
	open2.Kind, open2.Adjust = bridge.Assigned, &bridge.Adjustment{Text: "W 40%*620 + 60%*-100", Kind: bridge.AdjAssigned,
		OutcomesNS: weighted, OutcomesEW: weighted, Reason: "misinformation <no alert>", Law: "21B3", Director: "Петров"}
	open3 := room(3, bridge.OpenRoom, "1NT", 7)
	open3.Adjust = &bridge.Adjustment{Text: "PEN EW -1VP", Kind: bridge.AdjPenalty, Reason: "mobile phone", Law: "90", Director: "Smith",
		Penalty: &bridge.Penalty{Side: bridge.EW, Num: 1, Den: 1, Unit: bridge.PenVP}}
	closed3 := room(3, bridge.ClosedRoom, "PASS", 0)
	closed3.Kind, closed3.Adjust = bridge.Artificial, &bridge.Adjustment{Text: "A-/A+", Kind: bridge.AdjArtificial,
		NS: bridge.Award{Kind: bridge.AverageMinus}, EW: bridge.Award{Kind: bridge.AveragePlus},
		Reason: "wrong board played", Law: "12C2", Director: "Smith"}
	s := bridge.Session{Event: "Club teams", Date: "2026-02-07", Entries: []bridge.Entry{
		open1, room(1, bridge.ClosedRoom, "4S", 9),
		open2, room(2, bridge.ClosedRoom, "4S", 11),
		open3, closed3,
	}}
	for n := 1; n <= 3; n++ {
		s.Boards = append(s.Boards, bridge.NewBoard(n))
	}
	return s
}
