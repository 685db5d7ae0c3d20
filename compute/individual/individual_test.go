package individual_test

import (
	"bufio"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/individual"
	"github.com/protokol-bridge/protokol/formats/decisions"
)

// published is a player's figures as the producer published them.
type published struct{ pct, place string }

// line is one traveller line of the example: board, players N E S W, NS
// score and the matchpoints published.
type line struct {
	board      int
	seats      [4]string
	score      int
	nsMP, ewMP int
}

// readExample reads testdata/usebio-example.csv (the corpus's USEBIO
// individual, reduced to CSV).
func readExample(t *testing.T) (map[string]published, []line) {
	t.Helper()
	f, err := os.Open("testdata/usebio-example.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pub := map[string]published{}
	var lines []line
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		c := strings.Split(sc.Text(), ",")
		switch c[0] {
		case "player":
			pub[c[1]] = published{c[2], c[3]}
		case "line":
			atoi := func(s string) int {
				n, err := strconv.Atoi(s)
				if err != nil {
					t.Fatal(err)
				}
				return n
			}
			lines = append(lines, line{atoi(c[1]), [4]string{c[2], c[3], c[4], c[5]}, atoi(c[6]), atoi(c[7]), atoi(c[8])})
		}
	}
	return pub, lines
}

// session makes the example's session. The file writes each table of a
// board twice, on consecutive lines with the same score: the first line's
// N and E numbers are the table's North and East players, the second's
// its South and West (its own S and W numbers are fabricated: N·10+1,
// E·10+2, as its comment warns); over a board the N and E numbers name
// each of the 12 players once (checked here). Each table is a score
// without a contract, as the readers read one (an assigned score, its NS
// score as the score cells say).
func session(t *testing.T, players map[string]published, lines []line) bridge.Session {
	t.Helper()
	var s bridge.Session
	for id := range players {
		s.Players = append(s.Players, bridge.Player{ID: id, Name: "P" + id, Member: "9" + id})
	}
	slices.SortFunc(s.Players, func(a, b bridge.Player) int { return strings.Compare(a.ID, b.ID) })
	boards := map[int]bool{}
	seen := map[int]map[string]bool{}
	for i := 0; i+1 < len(lines); i += 2 {
		l, m := lines[i], lines[i+1]
		if l.board != m.board || l.score != m.score || l.nsMP != m.nsMP {
			t.Fatalf("lines %d and %d are not one table written twice: %v %v", i+1, i+2, l, m)
		}
		if !boards[l.board] {
			boards[l.board] = true
			seen[l.board] = map[string]bool{}
			s.Boards = append(s.Boards, bridge.Board{Number: l.board, Dealer: bridge.Dealer(l.board), Vul: bridge.Vulnerability(l.board)})
		}
		seats := [4]string{l.seats[0], l.seats[1], m.seats[0], m.seats[1]}
		for _, id := range seats {
			if seen[l.board][id] {
				t.Fatalf("board %d: player %s twice", l.board, id)
			}
			seen[l.board][id] = true
		}
		a, err := decisions.ParseScoreCells(fmt.Sprintf("%d/-", l.score))
		if err != nil {
			t.Fatal(err)
		}
		s.Entries = append(s.Entries, bridge.Entry{Pos: bridge.Pos{File: "x.xml", Line: i + 1}, Board: l.board, Kind: bridge.Assigned,
			Adjust: &a, Claimed: l.score, HasClaimed: true, Seats: &seats})
	}
	for b, ids := range seen {
		if len(ids) != len(players) {
			t.Fatalf("board %d: %d players, want %d", b, len(ids), len(players))
		}
	}
	return s
}

// TestUSEBIOExample: the USEBIO individual example's every percentage
// and place, as the file publishes them, and every table's matchpoints,
// from its scores.
func TestUSEBIOExample(t *testing.T) {
	pub, lines := readExample(t)
	res, err := individual.Score(session(t, pub, lines), individual.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Pairs.Rankings) != 1 {
		t.Fatalf("%d rankings, want 1", len(res.Pairs.Rankings))
	}
	rows := res.Pairs.Rankings[0].Rows
	if len(rows) != len(pub) {
		t.Errorf("%d players ranked, want %d", len(rows), len(pub))
	}
	for _, st := range rows {
		p, ok := pub[st.Pair.ID]
		if !ok {
			t.Errorf("player %s ranked, not a participant", st.Pair.ID)
			continue
		}
		place := strconv.Itoa(st.Rank)
		if st.Tied {
			place += "="
		}
		if got := st.Percent.Round(2); got != p.pct || place != p.place {
			t.Errorf("player %s: %s%% place %s, published %s%% place %s", st.Pair.ID, got, place, p.pct, p.place)
		}
		if st.Boards != 22 || len(st.Names) != 1 || st.Names[0] != "P"+st.Pair.ID || len(st.Members) != 1 || st.Members[0] != "9"+st.Pair.ID {
			t.Errorf("player %s: %d boards, names %q", st.Pair.ID, st.Boards, st.Names)
		}
	}
	n := 0
	for _, b := range res.Pairs.Boards {
		for _, l := range b.Lines {
			i := slices.IndexFunc(lines, func(x line) bool { return x.board == b.Number && l.Entry.Seats[bridge.North] == x.seats[0] })
			if l.MPNS().Cmp(exactInt(lines[i].nsMP)) != 0 || l.MPEW().Cmp(exactInt(lines[i].ewMP)) != 0 {
				t.Errorf("board %d, N %s: MP %s/%s, published %d/%d", b.Number, l.Entry.Seats[bridge.North], l.MPNS(), l.MPEW(), lines[i].nsMP, lines[i].ewMP)
			}
			n++
		}
	}
	if n != len(lines)/2 {
		t.Errorf("%d tables scored, want %d", n, len(lines)/2)
	}
	if len(res.Pairs.Warnings) > 0 {
		t.Errorf("warnings: %v", res.Pairs.Warnings)
	}
}

// TestTwoSeats: a player named at two seats of one board is credited at
// the seat that names its side (North or East), the other seat left
// empty, and warned.
func TestTwoSeats(t *testing.T) {
	mk := func(board int, score int, seats [4]string) bridge.Entry {
		a, err := decisions.ParseScoreCells(fmt.Sprintf("%d/-", score))
		if err != nil {
			t.Fatal(err)
		}
		return bridge.Entry{Pos: bridge.Pos{File: "x", Line: board*10 + len(seats[0])}, Board: board, Kind: bridge.Assigned, Adjust: &a, Claimed: score, HasClaimed: true, Seats: &seats}
	}
	s := bridge.Session{Boards: []bridge.Board{{Number: 1}}, Entries: []bridge.Entry{
		mk(1, 100, [4]string{"1", "2", "3", "4"}),
		mk(1, 50, [4]string{"5", "6", "7", "1"}), // 1 again, as West
	}}
	res, err := individual.Score(s, individual.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Pairs.Warnings) != 1 || !strings.Contains(res.Pairs.Warnings[0].Error(), `player "1" sits at two seats of the board (W here, N at x:11)`) {
		t.Errorf("warnings %v", res.Pairs.Warnings)
	}
	for _, rk := range res.Pairs.Rankings {
		for _, st := range rk.Rows {
			if st.Pair.ID == "1" && (st.Boards != 1 || st.Percent.Cmp(exactInt(100)) != 0) {
				t.Errorf("player 1: %d boards, %s%%", st.Boards, st.Percent)
			}
		}
	}
}

// TestIndependent: generated individuals (rotating partners, a sit-out,
// ties) scored by the engine and by a computation written apart from it:
// matchpoints 2 a beaten score and 1 a tie, each player's percentage his
// matchpoints over the tops of the boards he played.
func TestIndependent(t *testing.T) {
	for seed := int64(1); seed <= 20; seed++ {
		s, scores := generate(seed)
		res, err := individual.Score(s, individual.Options{})
		if err != nil {
			t.Fatal(seed, err)
		}
		want := oracle(s, scores)
		got := map[string]string{}
		for _, rk := range res.Pairs.Rankings {
			for _, st := range rk.Rows {
				got[st.Pair.ID] = st.Percent.Rat().RatString() + " " + strconv.Itoa(st.Rank) + strconv.FormatBool(st.Tied)
			}
		}
		for id, w := range want {
			if got[id] != w {
				t.Errorf("seed %d, player %s: %s, want %s", seed, id, got[id], w)
			}
		}
		if len(got) != len(want) {
			t.Errorf("seed %d: %d players, want %d", seed, len(got), len(want))
		}
	}
}

func exactInt(n int) exact.Q { return exact.Int(int64(n)) }

// generate makes an individual of 13 players at 3 tables for 8 rounds of
// 2 boards, partners drawn anew each round and one player sitting out;
// every table of a round plays the round's boards. Scores come from a
// short list, so that ties are common. scores are the NS scores by entry.
func generate(seed int64) (bridge.Session, []int) {
	r := rand.New(rand.NewPCG(uint64(seed), 7))
	var s bridge.Session
	const players, tables, rounds, per = 13, 3, 8, 2
	for p := 1; p <= players; p++ {
		s.Players = append(s.Players, bridge.Player{ID: strconv.Itoa(p), Name: "Player " + strconv.Itoa(p)})
	}
	pool := []int{-100, 50, 110, 140, 420, -50, 110}
	var scores []int
	for round := 1; round <= rounds; round++ {
		order := r.Perm(players)
		for b := 1; b <= per; b++ {
			n := (round-1)*per + b
			s.Boards = append(s.Boards, bridge.Board{Number: n, Dealer: bridge.Dealer(n), Vul: bridge.Vulnerability(n)})
			for tb := 0; tb < tables; tb++ {
				var seats [4]string
				for k := range 4 {
					seats[k] = strconv.Itoa(order[tb*4+k] + 1)
				}
				sc := pool[r.IntN(len(pool))]
				a, err := decisions.ParseScoreCells(fmt.Sprintf("%d/-", sc))
				if err != nil {
					panic(err)
				}
				s.Entries = append(s.Entries, bridge.Entry{Board: n, Round: round, Table: tb + 1, Kind: bridge.Assigned, Adjust: &a, Claimed: sc, HasClaimed: true, Seats: &seats})
				scores = append(scores, sc)
			}
		}
	}
	return s, scores
}

// oracle scores the generated individual apart from the engine: on each
// board a line gets 2 for each other line it beats and 1 for each it
// ties; each player his side's points over 2·(lines−1) a board; places
// shared on equal percentages. It gives "percent place tied" by player.
func oracle(s bridge.Session, scores []int) map[string]string {
	mp, top := map[string]*big.Rat{}, map[string]*big.Rat{}
	add := func(m map[string]*big.Rat, id string, v int64) {
		if m[id] == nil {
			m[id] = new(big.Rat)
		}
		m[id].Add(m[id], big.NewRat(v, 1))
	}
	for i, e := range s.Entries {
		var ns int64
		n := 0
		for j, f := range s.Entries {
			if f.Board != e.Board {
				continue
			}
			n++
			if j == i {
				continue
			}
			switch {
			case scores[i] > scores[j]:
				ns += 2
			case scores[i] == scores[j]:
				ns++
			}
		}
		t := int64(2 * (n - 1))
		for _, seat := range bridge.Seats {
			id := e.Seats[seat]
			got := ns
			if seat.Side() == bridge.EW {
				got = t - ns
			}
			add(mp, id, got)
			add(top, id, t)
		}
	}
	type pl struct {
		id  string
		pct *big.Rat
	}
	var all []pl
	for id := range mp {
		all = append(all, pl{id, new(big.Rat).Quo(new(big.Rat).Mul(mp[id], big.NewRat(100, 1)), top[id])})
	}
	slices.SortFunc(all, func(a, b pl) int { return b.pct.Cmp(a.pct) })
	out := map[string]string{}
	for i, p := range all {
		place := i + 1
		for place > 1 && all[place-2].pct.Cmp(p.pct) == 0 {
			place--
		}
		tied := i > 0 && all[i-1].pct.Cmp(p.pct) == 0 || i+1 < len(all) && all[i+1].pct.Cmp(p.pct) == 0
		out[p.id] = p.pct.RatString() + " " + strconv.Itoa(place) + strconv.FormatBool(tied)
	}
	return out
}

// TestEBUTieBreak: with the EBU's tie-break, players tied on their
// percentage are placed by O/P (their opponents' final percentages summed
// board by board, over their partners'), computed here apart; players
// with equal ratios still share.
func TestEBUTieBreak(t *testing.T) {
	split := 0
	for seed := int64(1); seed <= 20; seed++ {
		s, _ := generate(seed)
		share, err := individual.Score(s, individual.Options{})
		if err != nil {
			t.Fatal(err)
		}
		ebu, err := individual.Score(s, individual.Options{TieBreak: individual.TieEBU})
		if err != nil {
			t.Fatal(err)
		}
		pct := map[string]*big.Rat{}
		for _, st := range share.Pairs.Rankings[0].Rows {
			pct[st.Pair.ID] = st.Percent.Rat()
		}
		o, p := map[string]*big.Rat{}, map[string]*big.Rat{}
		for _, e := range s.Entries {
			for _, seat := range bridge.Seats {
				id := e.Seats[seat]
				if o[id] == nil {
					o[id], p[id] = new(big.Rat), new(big.Rat)
				}
				p[id].Add(p[id], pct[e.Seats[seat.Partner()]])
				o[id].Add(o[id], pct[e.Seats[seat.Next()]])
				o[id].Add(o[id], pct[e.Seats[seat.Next().Partner()]])
			}
		}
		ratio := func(id string) *big.Rat { return new(big.Rat).Quo(o[id], p[id]) }
		rows := ebu.Pairs.Rankings[0].Rows
		for i := 1; i < len(rows); i++ {
			a, b := rows[i-1], rows[i]
			c := pct[a.Pair.ID].Cmp(pct[b.Pair.ID])
			switch {
			case c < 0:
				t.Errorf("seed %d: %s above %s with a lower percentage", seed, a.Pair.ID, b.Pair.ID)
			case c == 0 && ratio(a.Pair.ID).Cmp(ratio(b.Pair.ID)) < 0:
				t.Errorf("seed %d: %s above %s with a lower O/P", seed, a.Pair.ID, b.Pair.ID)
			case c == 0 && ratio(a.Pair.ID).Cmp(ratio(b.Pair.ID)) > 0:
				split++
				if b.Rank != i+1 || b.Tied {
					t.Errorf("seed %d: %s placed %d tied %v after a split tie, want %d alone", seed, b.Pair.ID, b.Rank, b.Tied, i+1)
				}
			case c == 0 && (a.Rank != b.Rank || !a.Tied || !b.Tied):
				t.Errorf("seed %d: %s and %s equal on O/P, not sharing", seed, a.Pair.ID, b.Pair.ID)
			}
		}
	}
	if split == 0 {
		t.Error("no tie split in the generated events: the test proves nothing")
	}
}

// TestPlayersWithoutSection: players listed without a section (an input
// that does not section them) are players of every section: each section
// ranks its own, with names.
func TestPlayersWithoutSection(t *testing.T) {
	s, _ := generate(3)
	n := len(s.Entries)
	for i := range n { // the same tables again, as section B
		e := s.Entries[i]
		e.Section = "B"
		s.Entries = append(s.Entries, e)
	}
	res, err := individual.Score(s, individual.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Pairs.Rankings) != 2 {
		t.Fatalf("%d rankings, want 2", len(res.Pairs.Rankings))
	}
	for _, rk := range res.Pairs.Rankings {
		if len(rk.Rows) != len(s.Players) {
			t.Errorf("section %s: %d players ranked, want %d", rk.Section, len(rk.Rows), len(s.Players))
		}
		for _, st := range rk.Rows {
			if len(st.Names) != 1 || st.Names[0] != "Player "+st.Pair.ID {
				t.Errorf("section %s, player %s: names %q", rk.Section, st.Pair.ID, st.Names)
			}
		}
	}
}
