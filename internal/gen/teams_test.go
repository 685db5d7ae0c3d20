package gen_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/score"
	"github.com/protokol-bridge/protokol/formats/csvtrav"
	"github.com/protokol-bridge/protokol/formats/pbn"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

var teamsConfigs = []gen.TeamsConfig{
	{Seed: 1}, // the default: 8 teams, 7 rounds, 8 boards
	{Seed: 2, Teams: 7, BoardsPerMatch: 6, Cyrillic: true},
	{Seed: 3, Teams: 2, BoardsPerMatch: 32},
	{Seed: 4, Teams: 3, BoardsPerMatch: 4},
	{Seed: 5, Teams: 12, Rounds: 5, BoardsPerMatch: 10},
	{Seed: 6, Teams: 10, Format: gen.Swiss, BoardsPerMatch: 7},
	{Seed: 7, Teams: 9, Rounds: 8, Format: gen.Swiss, BoardsPerMatch: 5, Cyrillic: true},
	{Seed: 8, Teams: 30, Rounds: 9, Format: gen.Swiss, BoardsPerMatch: 2},
	{Seed: 9, Teams: 40, BoardsPerMatch: 1, Cyrillic: true},
}

func teamsName(c gen.TeamsConfig) string {
	return fmt.Sprintf("%s/t%d/r%d/b%d/seed%d", c.Format, c.Teams, c.Rounds, c.BoardsPerMatch, c.Seed)
}

func TestTeamsDefaults(t *testing.T) {
	ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 1})
	c := ev.Config
	if c.Teams != 8 || c.Rounds != 7 || c.BoardsPerMatch != 8 || c.Format != gen.RoundRobin {
		t.Fatalf("defaults %+v", c)
	}
	if len(ev.Teams) != 8 || len(ev.Matches) != 28 || len(ev.Rows) != 28*8*2 || len(ev.Deals) != 56 || len(ev.Byes) != 0 {
		t.Fatalf("%d teams, %d matches, %d rows, %d deals, %d byes", len(ev.Teams), len(ev.Matches), len(ev.Rows), len(ev.Deals), len(ev.Byes))
	}
}

func dumpTeams(t *testing.T, ev *gen.TeamsEvent) string {
	var b bytes.Buffer
	for _, w := range []func(*bytes.Buffer) error{
		func(b *bytes.Buffer) error { return ev.WritePBN(b) },
		func(b *bytes.Buffer) error { return ev.WriteCSV(b) },
		func(b *bytes.Buffer) error { return ev.WriteTeamsCSV(b) },
	} {
		if err := w(&b); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

func TestTeamsDeterministic(t *testing.T) {
	for _, c := range []gen.TeamsConfig{{Seed: 42, Cyrillic: true}, {Seed: 42, Teams: 11, Format: gen.Swiss}} {
		a, b := dumpTeams(t, gen.GenerateTeams(c)), dumpTeams(t, gen.GenerateTeams(c))
		if a != b {
			t.Fatalf("%s: two events from the same config differ", teamsName(c))
		}
		c.Seed++
		if dumpTeams(t, gen.GenerateTeams(c)) == a {
			t.Fatalf("%s: events from different seeds are equal", teamsName(c))
		}
	}
}

// TestTeamsSchedule: every team plays once a round or has the bye; no team
// meets itself or another twice; a complete round robin has every pair
// meet; each match has both rooms of every board of its round, in order;
// boards are numbered per round.
func TestTeamsSchedule(t *testing.T) {
	for _, c := range teamsConfigs {
		t.Run(teamsName(c), func(t *testing.T) {
			ev := gen.GenerateTeams(c)
			c := ev.Config
			names := map[string]bool{}
			for _, tm := range ev.Teams {
				if names[tm.Name] || tm.Name == "" {
					t.Fatalf("team name %q twice or empty", tm.Name)
				}
				names[tm.Name] = true
				for _, p := range tm.Players {
					if p == "" {
						t.Fatalf("team %s: a player without a name", tm.Name)
					}
				}
			}
			met := map[[2]string]int{}
			byes := map[string]int{}
			for r := 1; r <= c.Rounds; r++ {
				seen := map[string]bool{}
				table := 0
				for _, m := range ev.Matches {
					if m.Round != r {
						continue
					}
					table++
					if m.Table != table {
						t.Errorf("round %d: table %d, want %d", r, m.Table, table)
					}
					if m.Home == m.Away || !names[m.Home] || !names[m.Away] {
						t.Fatalf("round %d: %s v %s", r, m.Home, m.Away)
					}
					if seen[m.Home] || seen[m.Away] {
						t.Fatalf("round %d: %s or %s plays twice", r, m.Home, m.Away)
					}
					seen[m.Home], seen[m.Away] = true, true
					k := [2]string{min(m.Home, m.Away), max(m.Home, m.Away)}
					met[k]++
					if met[k] > 1 {
						t.Fatalf("%s and %s meet twice", m.Home, m.Away)
					}
				}
				if bye, ok := ev.Byes[r]; ok {
					if seen[bye] {
						t.Fatalf("round %d: %s has a bye and plays", r, bye)
					}
					seen[bye] = true
					byes[bye]++
				}
				if len(seen) != c.Teams {
					t.Fatalf("round %d: %d teams seated, want %d", r, len(seen), c.Teams)
				}
			}
			if c.Teams%2 == 1 {
				for name, n := range byes {
					if n > 1 {
						t.Errorf("%s has %d byes", name, n)
					}
				}
			}
			if c.Format == gen.RoundRobin && (c.Rounds == c.Teams-1 || c.Rounds == c.Teams) && len(met) != c.Teams*(c.Teams-1)/2 {
				t.Errorf("complete round robin: %d pairs met, want %d", len(met), c.Teams*(c.Teams-1)/2)
			}

			// Rows: per match, boards of the round, open then closed.
			B := c.BoardsPerMatch
			i := 0
			for _, m := range ev.Matches {
				for b := (m.Round-1)*B + 1; b <= m.Round*B; b++ {
					for _, room := range []bridge.Room{bridge.OpenRoom, bridge.ClosedRoom} {
						r := ev.Rows[i]
						if r.Round != m.Round || r.Table != m.Table || r.Home != m.Home || r.Away != m.Away || r.Board != b || r.Room != room {
							t.Fatalf("row %d: %+v, want round %d table %d board %d room %s", i, r, m.Round, m.Table, b, room)
						}
						wantNS, wantEW := m.Home, m.Away
						if room == bridge.ClosedRoom {
							wantNS, wantEW = m.Away, m.Home
						}
						if r.NS() != wantNS || r.EW() != wantEW {
							t.Fatalf("row %d: NS %s EW %s", i, r.NS(), r.EW())
						}
						i++
					}
				}
			}
			if i != len(ev.Rows) {
				t.Fatalf("%d rows, %d accounted for", len(ev.Rows), i)
			}
			for b := 1; b <= c.Rounds*B; b++ {
				if _, ok := ev.Deals[b]; !ok {
					t.Fatalf("no deal for board %d", b)
				}
			}
			if len(ev.Deals) != c.Rounds*B {
				t.Fatalf("%d deals, want %d", len(ev.Deals), c.Rounds*B)
			}
		})
	}
}

// TestRoundRobinHomeAway: over a complete round robin of an even number of
// teams no team is home more than one match more than away.
func TestRoundRobinHomeAway(t *testing.T) {
	for _, n := range []int{4, 8, 10, 16} {
		ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 1, Teams: n, BoardsPerMatch: 1})
		home := map[string]int{}
		for _, m := range ev.Matches {
			home[m.Home]++
		}
		for _, tm := range ev.Teams {
			if h := home[tm.Name]; h < (n-1)/2-1 || h > n/2+1 {
				t.Errorf("%d teams: %s home %d times of %d", n, tm.Name, h, n-1)
			}
		}
	}
}

// TestSwissPairing: in each round the team leading the standings so far
// (total VP by the oracle, ties in seeding order) meets the best-placed
// team it has not met, whenever the rest can then be paired — which is
// always so in the first ⌊n/2⌋ rounds; round 1 is 1 v 2, 3 v 4, ….
func TestSwissPairing(t *testing.T) {
	for _, c := range []gen.TeamsConfig{
		{Seed: 11, Teams: 8, Rounds: 4, Format: gen.Swiss, BoardsPerMatch: 6},
		{Seed: 12, Teams: 16, Rounds: 8, Format: gen.Swiss, BoardsPerMatch: 4},
		{Seed: 13, Teams: 11, Rounds: 5, Format: gen.Swiss, BoardsPerMatch: 8},
	} {
		t.Run(teamsName(c), func(t *testing.T) {
			ev := gen.GenerateTeams(c)
			seed := map[string]int{}
			for i, tm := range ev.Teams {
				seed[tm.Name] = i
			}
			res := ev.Results()
			for r := 1; r <= c.Rounds; r++ {
				var before []oracle.TeamResult
				met := map[[2]string]bool{}
				for _, x := range res {
					if x.Round < r {
						before = append(before, x)
						met[[2]string{x.Home, x.Away}], met[[2]string{x.Away, x.Home}] = true, true
					}
				}
				vp := map[string]int{}
				_, st := oracle.Teams(before)
				for _, s := range st {
					vp[s.Team] = s.VP
				}
				order := make([]string, 0, len(ev.Teams))
				for _, tm := range ev.Teams {
					if tm.Name != ev.Byes[r] {
						order = append(order, tm.Name)
					}
				}
				slices.SortStableFunc(order, func(a, b string) int { return vp[b] - vp[a] })
				leader := order[0]
				var want string
				for _, o := range order[1:] {
					if !met[[2]string{leader, o}] {
						want = o
						break
					}
				}
				var got string
				for _, m := range ev.Matches {
					if m.Round == r && (m.Home == leader || m.Away == leader) {
						got = m.Home + m.Away
						got = strings.Replace(got, leader, "", 1)
					}
				}
				if got != want {
					t.Errorf("round %d: leader %s meets %s, want %s", r, leader, got, want)
				}
				if r == 1 {
					for _, m := range ev.Matches {
						if m.Round == 1 {
							a, b := min(seed[m.Home], seed[m.Away]), max(seed[m.Home], seed[m.Away])
							if a%2 != 0 || b != a+1 {
								t.Errorf("round 1: seeds %d v %d", a+1, b+1)
							}
						}
					}
				}
				if bye := ev.Byes[r]; bye != "" {
					// The bye goes to the lowest placed team without one
					// (it could pair the rest in every round here).
					all := slices.Clone(order)
					all = append(all, bye)
					slices.SortStableFunc(all, func(a, b string) int {
						if d := vp[b] - vp[a]; d != 0 {
							return d
						}
						return seed[a] - seed[b]
					})
					for k := len(all) - 1; k >= 0; k-- {
						had := false
						for rr := 1; rr < r; rr++ {
							had = had || ev.Byes[rr] == all[k]
						}
						if !had {
							if all[k] != bye {
								t.Errorf("round %d: bye to %s, want %s", r, bye, all[k])
							}
							break
						}
					}
				}
			}
		})
	}
}

func TestTeamsPanics(t *testing.T) {
	for _, c := range []gen.TeamsConfig{
		{Teams: 1},
		{Teams: 8, Rounds: 8},
		{Teams: 7, Rounds: 8},
		{Teams: 8, Format: "knockout"},
		{Teams: 6, Rounds: 6, Format: gen.Swiss},
		{Teams: 4, BoardsPerMatch: -1},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%+v: no panic", c)
				}
			}()
			gen.GenerateTeams(c)
		}()
	}
}

// TestTeamsPlausible: the results of the two rooms are those of the same
// cards, so most boards are flat or small swings, some are big; the oracle
// scores the event.
func TestTeamsPlausible(t *testing.T) {
	ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 77, Teams: 16, Rounds: 15, BoardsPerMatch: 12})
	res := ev.Results()
	open := map[[3]any]int{}
	for _, r := range res {
		if r.Room == bridge.OpenRoom.String() {
			open[[3]any{r.Round, r.Home, r.Board}] = r.ScoreNS
		}
	}
	hist := map[int]int{}
	total := 0
	for _, r := range res {
		if r.Room != bridge.ClosedRoom.String() {
			continue
		}
		imps := oracle.IMP(big.NewRat(int64(open[[3]any{r.Round, r.Home, r.Board}]-r.ScoreNS), 1))
		hist[min(max(imps, -imps), 24)]++
		total++
	}
	frac := func(lo, hi int) float64 {
		n := 0
		for i := lo; i <= hi; i++ {
			n += hist[i]
		}
		return float64(n) / float64(total)
	}
	if f := frac(0, 0); f < 0.15 || f > 0.6 {
		t.Errorf("flat boards: %.2f", f)
	}
	if f := frac(10, 24); f < 0.03 || f > 0.3 {
		t.Errorf("swings of 10 IMPs or more: %.2f", f)
	}
	ms, st := oracle.Teams(res)
	if len(ms) != len(ev.Matches) || len(st) != 16 {
		t.Fatalf("%d matches, %d standings", len(ms), len(st))
	}
	blitz := 0
	for _, m := range ms {
		if m.VPHome == 2000 || m.VPAway == 2000 {
			blitz++
		}
	}
	if blitz > len(ms)/4 {
		t.Errorf("%d of %d matches are blitzes", blitz, len(ms))
	}
	if st[0].VP == st[len(st)-1].VP {
		t.Error("every team has the same VPs")
	}
}

// TestTeamsWritePBN reads the archive back with formats/pbn and checks the
// tags against the event.
func TestTeamsWritePBN(t *testing.T) {
	ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 5, Teams: 5, BoardsPerMatch: 3, Cyrillic: true})
	var b bytes.Buffer
	if err := ev.WritePBN(&b); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	if !utf8.ValidString(text) || !strings.HasPrefix(text, "% PBN 2.1\r\n") {
		t.Fatalf("starts %q", text[:20])
	}
	if strings.Count(text, "\n") != strings.Count(text, "\r\n") {
		t.Fatal("a line ends without CR LF")
	}
	games := strings.Split(strings.TrimSuffix(text, "\r\n"), "\r\n\r\n")[1:]
	if len(games) != len(ev.Rows) {
		t.Fatalf("%d games for %d rows", len(games), len(ev.Rows))
	}
	const wantOrder = "Event Site Date Board West North East South Dealer Vulnerable Deal Scoring Declarer Contract Result Competition HomeTeam Room Round Score Table VisitTeam"
	players := map[string][4]string{}
	for _, tm := range ev.Teams {
		players[tm.Name] = tm.Players
	}
	pass := 0
	for i, g := range games {
		r := ev.Rows[i]
		tags := map[string]string{}
		var order []string
		for _, line := range strings.Split(g, "\r\n") {
			name, value, ok := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(line, "["), "]"), " ")
			v, err := strconv.Unquote(value)
			if !ok || err != nil {
				t.Fatalf("game %d: line %q", i+1, line)
			}
			tags[name] = v
			order = append(order, name)
		}
		if got := strings.Join(order, " "); got != wantOrder {
			t.Fatalf("game %d: tags %s", i+1, got)
		}
		room := map[bridge.Room]string{bridge.OpenRoom: "Open", bridge.ClosedRoom: "Closed"}[r.Room]
		if tags["Board"] != strconv.Itoa(r.Board) || tags["Round"] != strconv.Itoa(r.Round) || tags["Table"] != strconv.Itoa(r.Table) ||
			tags["Room"] != room || tags["HomeTeam"] != r.Home || tags["VisitTeam"] != r.Away {
			t.Fatalf("game %d: %v for %+v", i+1, tags, r)
		}
		seat := 0
		if r.Room == bridge.ClosedRoom {
			seat = 2
		}
		if tags["North"] != players[r.NS()][seat] || tags["South"] != players[r.NS()][seat+1] ||
			tags["East"] != players[r.EW()][seat] || tags["West"] != players[r.EW()][seat+1] {
			t.Fatalf("game %d: players %v", i+1, tags)
		}
		if tags["Dealer"] != bridge.Dealer(r.Board).String() || tags["Vulnerable"] != bridge.Vulnerability(r.Board).String() ||
			!strings.HasPrefix(tags["Deal"], tags["Dealer"]+":") {
			t.Fatalf("game %d: dealer %s vul %s deal %s", i+1, tags["Dealer"], tags["Vulnerable"], tags["Deal"])
		}
		if d, err := bridge.ParseDeal(tags["Deal"]); err != nil || d != ev.Deals[r.Board] {
			t.Fatalf("game %d: deal %q reads back as %v, %v", i+1, tags["Deal"], d, err)
		}
		if tags["Score"] != fmt.Sprintf("NS %d", ev.ScoreNS(r)) {
			t.Fatalf("game %d: score %q", i+1, tags["Score"])
		}
		if r.Contract.IsPass() {
			pass++
			if tags["Contract"] != "Pass" || tags["Declarer"] != "" || tags["Result"] != "" {
				t.Fatalf("game %d: pass-out %v", i+1, tags)
			}
		} else if tags["Contract"] != r.Contract.String() || tags["Declarer"] != r.Declarer.String() || tags["Result"] != strconv.Itoa(r.Tricks) {
			t.Fatalf("game %d: result %v for %+v", i+1, tags, r)
		}
	}
	if pass == 0 {
		t.Log("no pass-out in this event")
	}

	// The project's reader sees the same entries.
	f, err := pbn.Parse("teams.pbn", text)
	if err != nil {
		t.Fatal(err)
	}
	read, err := f.Session()
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range read.Warnings {
		t.Errorf("warning: %v", w)
	}
	got := read.Session.Entries
	want := ev.Entries()
	if len(got) != len(want) {
		t.Fatalf("reader: %d entries, want %d", len(got), len(want))
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Board != w.Board || g.Round != w.Round || g.Table != w.Table || g.Room != w.Room || g.Home != w.Home || g.Away != w.Away ||
			g.NS != w.NS || g.EW != w.EW || g.Kind != w.Kind || g.Play != w.Play {
			t.Fatalf("reader: entry %d %+v, want %+v", i, g, w)
		}
		if g.HasClaimed && g.Claimed != ev.ScoreNS(ev.Rows[i]) {
			t.Fatalf("reader: entry %d claims %d", i, g.Claimed)
		}
	}
}

// TestTeamsWriteCSV reads the file back by hand and with formats/csvtrav,
// and checks score_ns against compute/score as well as the oracle.
func TestTeamsWriteCSV(t *testing.T) {
	ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 6, Teams: 9, BoardsPerMatch: 4, Cyrillic: true})
	var b bytes.Buffer
	if err := ev.WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	if strings.Count(text, "\n") != strings.Count(text, "\r\n") {
		t.Fatal("a line ends without CR LF")
	}
	recs, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(recs[0], ","); got != "section,board,round,table,room,home,away,ns,ew,contract,declarer,result,lead,score_ns,adjust" {
		t.Fatalf("header %s", got)
	}
	if len(recs)-1 != len(ev.Rows) {
		t.Fatalf("%d records for %d rows", len(recs)-1, len(ev.Rows))
	}
	for i, rec := range recs[1:] {
		r := ev.Rows[i]
		line := strings.Join(rec, ",")
		if rec[0] != "A" || rec[1] != strconv.Itoa(r.Board) || rec[2] != strconv.Itoa(r.Round) || rec[3] != strconv.Itoa(r.Table) ||
			rec[4] != r.Room.String() || rec[5] != r.Home || rec[6] != r.Away || rec[7] != "" || rec[8] != "" || rec[14] != "" {
			t.Fatalf("record %d %q for %+v", i+1, line, r)
		}
		if r.Contract.IsPass() {
			if strings.Join(rec[9:], ",") != "PASS,,,,0," {
				t.Fatalf("pass-out: %q", line)
			}
			continue
		}
		c, err := bridge.ParseContract(rec[9])
		decl, err2 := bridge.ParseSeat(rec[10])
		tricks, err3 := strconv.Atoi(rec[11])
		if err != nil || err2 != nil || err3 != nil || c != r.Contract || decl != r.Declarer || tricks != r.Tricks {
			t.Fatalf("record %d %q for %+v", i+1, line, r)
		}
		if (rec[12] == "") != (r.Lead == 0) || (r.Lead != 0 && rec[12] != r.Lead.String()) {
			t.Fatalf("lead %q for %s", rec[12], r.Lead)
		}
		want, err := score.NS(bridge.Play{Contract: c, Declarer: decl, Tricks: tricks}, bridge.Vulnerability(r.Board), score.Laws2017)
		if err != nil || rec[13] != strconv.Itoa(want) || want != ev.ScoreNS(r) {
			t.Fatalf("%q: score_ns %s, compute/score says %d, %v", line, rec[13], want, err)
		}
	}

	f, err := csvtrav.Read("teams.csv", text, csvtrav.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range f.Warnings {
		t.Errorf("warning: %v", w)
	}
	want := ev.Entries()
	if len(f.Entries) != len(want) {
		t.Fatalf("reader: %d entries, want %d", len(f.Entries), len(want))
	}
	for i := range want {
		g, w := f.Entries[i], want[i]
		if g.Section != w.Section || g.Board != w.Board || g.Round != w.Round || g.Table != w.Table || g.Room != w.Room ||
			g.Home != w.Home || g.Away != w.Away || g.NS != w.NS || g.EW != w.EW || g.Kind != w.Kind || g.Play != w.Play || g.Lead != w.Lead {
			t.Fatalf("reader: entry %d %+v, want %+v", i, g, w)
		}
		if !g.HasClaimed || g.Claimed != ev.ScoreNS(ev.Rows[i]) {
			t.Fatalf("reader: entry %d claims %v", i, g.Claimed)
		}
	}
}

func TestWriteTeamsCSV(t *testing.T) {
	for _, cyr := range []bool{false, true} {
		ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 3, Teams: 20, Rounds: 1, BoardsPerMatch: 1, Cyrillic: cyr})
		var b bytes.Buffer
		if err := ev.WriteTeamsCSV(&b); err != nil {
			t.Fatal(err)
		}
		recs, err := csv.NewReader(&b).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if strings.Join(recs[0], ",") != "team,player1,player2,player3,player4" || len(recs) != 21 {
			t.Fatalf("header %v, %d records", recs[0], len(recs))
		}
		cyrillic := false
		for i, rec := range recs[1:] {
			tm := ev.Teams[i]
			if rec[0] != tm.Name || !slices.Equal(rec[1:], tm.Players[:]) {
				t.Fatalf("record %v for %+v", rec, tm)
			}
			for _, s := range rec {
				for _, r := range s {
					if r > 127 {
						cyrillic = true
					}
				}
			}
		}
		if cyrillic != cyr {
			t.Errorf("cyrillic=%v: non-ASCII names %v", cyr, cyrillic)
		}
	}
}

// TestTeamsOracle runs the oracle over generated events: two rooms per
// board, match scores that add up, VPs that sum to 20 per match.
func TestTeamsOracle(t *testing.T) {
	for _, c := range teamsConfigs {
		t.Run(teamsName(c), func(t *testing.T) {
			ev := gen.GenerateTeams(c)
			ms, st := oracle.Teams(ev.Results())
			if len(ms) != len(ev.Matches) {
				t.Fatalf("%d matches scored, %d played", len(ms), len(ev.Matches))
			}
			played := map[string]int{}
			for _, m := range ms {
				if m.Boards != ev.Config.BoardsPerMatch || m.VPHome+m.VPAway != 2000 {
					t.Errorf("%+v", m)
				}
				played[m.Home]++
				played[m.Away]++
			}
			if len(st) != len(played) {
				t.Fatalf("%d standings for %d teams", len(st), len(played))
			}
			for _, s := range st {
				if s.Played != played[s.Team] {
					t.Errorf("%s played %d, want %d", s.Team, s.Played, played[s.Team])
				}
			}
		})
	}
}
