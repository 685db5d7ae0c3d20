package gen_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/score"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

var configs = []gen.Config{
	{Seed: 1, Tables: 7, Boards: 21, Movement: gen.Mitchell},  // classic Mitchell, sets rotate
	{Seed: 2, Tables: 9, Boards: 27, Movement: gen.Mitchell},  // 9 rounds of 3
	{Seed: 3, Tables: 8, Boards: 24, Movement: gen.Mitchell},  // even: shared sets
	{Seed: 4, Tables: 15, Boards: 15, Movement: gen.Mitchell}, // 5 rounds of 3, sets relay between 3 tables each
	{Seed: 5, Tables: 1, Boards: 24, Movement: gen.Mitchell},  // one table
	{Seed: 6, Tables: 4, Boards: 21, Movement: gen.Howell},    // complete 8-pair Howell: 7 × 3
	{Seed: 7, Tables: 6, Boards: 22, Movement: gen.Howell},    // 11 rounds of 2
	{Seed: 8, Tables: 1, Boards: 2, Movement: gen.Howell},     // degenerate
	{Seed: 9, Sections: 3, Tables: 13, Boards: 26, Movement: gen.Mitchell, MissingRate: 0.05, NotPlayedRate: 0.05, PassRate: 0.05, Cyrillic: true},
	{Seed: 10, Sections: 2, Tables: 10, Boards: 24, Movement: gen.Howell, MissingRate: 0.1, NotPlayedRate: 0.1, PassRate: 0.1, Cyrillic: true},
	{Seed: 11, Sections: 1, Tables: 1000, Boards: 24},
	{Seed: 12, Sections: 28, Tables: 3, Boards: 6},
}

func name(c gen.Config) string {
	mv := c.Movement
	if mv == "" {
		mv = gen.Mitchell
	}
	return fmt.Sprintf("%s/s%d/t%d/b%d/seed%d", mv, max(c.Sections, 1), c.Tables, c.Boards, c.Seed)
}

func TestDeterministic(t *testing.T) {
	c := gen.Config{Seed: 42, Sections: 2, Tables: 11, Boards: 22, MissingRate: 0.05, NotPlayedRate: 0.02, PassRate: 0.03, Cyrillic: true}
	a, b := dump(t, gen.Generate(c)), dump(t, gen.Generate(c))
	if a != b {
		t.Fatal("two sessions from the same config differ")
	}
	c.Seed++
	if dump(t, gen.Generate(c)) == a {
		t.Fatal("sessions from different seeds are equal")
	}
}

func dump(t *testing.T, s *gen.Session) string {
	var b bytes.Buffer
	for _, w := range []func(*bytes.Buffer) error{
		func(b *bytes.Buffer) error { return s.WritePBN(b) },
		func(b *bytes.Buffer) error { return s.WriteTravellersCSV(b) },
		func(b *bytes.Buffer) error { return s.WriteNamesCSV(b) },
	} {
		if err := w(&b); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

// TestMovement checks the schedule: every scheduled (table, round, board)
// appears once when nothing is missing; a pair meets a board at most once;
// no pair sits on both sides; Mitchell seats as specified; Howell pairs sit
// both ways and never meet twice.
func TestMovement(t *testing.T) {
	for _, c := range configs {
		t.Run(name(c), func(t *testing.T) {
			s := gen.Generate(c)
			T, B := s.Config.Tables, s.Config.Boards
			if s.Rounds*s.BoardsPerRound != B {
				t.Fatalf("%d rounds × %d boards ≠ %d", s.Rounds, s.BoardsPerRound, B)
			}
			type pairKey struct{ section, dir, id string }
			ewDir, nsDir := "EW", "NS"
			if s.Config.Movement == gen.Howell {
				ewDir, nsDir = "", ""
			}
			played := map[pairKey]map[int]bool{}
			sawNS, sawEW := map[pairKey]bool{}, map[pairKey]bool{}
			met := map[[3]string]int{}
			perBoard := map[string]map[int]int{}
			type slot struct {
				section      string
				table, round int
			}
			slotBoards := map[slot]int{}
			for _, r := range s.Rows {
				if r.NS == r.EW && s.Config.Movement == gen.Howell {
					t.Fatalf("pair %s on both sides of board %d", r.NS, r.Board)
				}
				for _, k := range []pairKey{{r.Section, nsDir, r.NS}, {r.Section, ewDir, r.EW}} {
					if played[k] == nil {
						played[k] = map[int]bool{}
					}
					if played[k][r.Board] {
						t.Fatalf("pair %v plays board %d twice", k, r.Board)
					}
					played[k][r.Board] = true
				}
				sawNS[pairKey{r.Section, nsDir, r.NS}] = true
				sawEW[pairKey{r.Section, ewDir, r.EW}] = true
				if perBoard[r.Section] == nil {
					perBoard[r.Section] = map[int]int{}
				}
				perBoard[r.Section][r.Board]++
				if r.Round < 1 || r.Round > s.Rounds || r.Table < 1 || r.Table > T {
					t.Fatalf("round %d table %d out of range", r.Round, r.Table)
				}
				if s.Config.Movement == gen.Mitchell {
					if r.NS != strconv.Itoa(r.Table) || r.EW != strconv.Itoa((r.Table+r.Round-2)%T+1) {
						t.Fatalf("table %d round %d: NS %s EW %s", r.Table, r.Round, r.NS, r.EW)
					}
				} else {
					a, b := min(r.NS, r.EW), max(r.NS, r.EW)
					met[[3]string{r.Section, a, b}] |= 1 << r.Round
					for _, id := range []string{r.NS, r.EW} {
						if n, err := strconv.Atoi(id); err != nil || n < 1 || n > 2*T {
							t.Fatalf("Howell pair %q (want 1..%d)", id, 2*T)
						}
					}
				}
				slotBoards[slot{r.Section, r.Table, r.Round}]++
			}
			if s.Config.MissingRate == 0 { // then every scheduled result has its row
				if len(perBoard) != s.Config.Sections || len(slotBoards) != s.Config.Sections*T*s.Rounds {
					t.Errorf("%d sections, %d slots", len(perBoard), len(slotBoards))
				}
				for sec, m := range perBoard {
					for b := 1; b <= B; b++ {
						if m[b] != T {
							t.Errorf("section %s board %d played %d times, want %d", sec, b, m[b], T)
						}
					}
				}
				for k, n := range slotBoards {
					if n != s.BoardsPerRound {
						t.Errorf("slot %v: %d boards, want %d", k, n, s.BoardsPerRound)
					}
				}
			}
			if s.Config.Movement == gen.Howell {
				for k, rounds := range met {
					if rounds&(rounds-1) != 0 {
						t.Errorf("pairs %s and %s meet in more than one round (%b)", k[1], k[2], rounds)
					}
				}
				if s.Rounds >= 2 {
					for k := range played {
						if !sawNS[k] || !sawEW[k] {
							t.Errorf("Howell pair %v sits only one way", k)
						}
					}
				}
			}
			wantPairs := s.Config.Sections * 2 * T
			if len(played) != wantPairs || len(s.Names) != wantPairs {
				t.Errorf("%d pairs play, %d named, want %d", len(played), len(s.Names), wantPairs)
			}
			for _, n := range s.Names {
				if _, ok := played[pairKey{n.Section, n.Direction, n.Pair}]; !ok {
					t.Errorf("named pair %s %s %s does not play", n.Section, n.Direction, n.Pair)
				}
			}
			t.Logf("%d rounds of %d boards, relay %v", s.Rounds, s.BoardsPerRound, s.Relay)
		})
	}
}

func TestRelayWhenPossible(t *testing.T) {
	s := gen.Generate(gen.Config{Tables: 7, Boards: 21})
	if !s.Relay || s.Rounds != 7 {
		t.Errorf("7 tables, 21 boards: rounds %d relay %v, want 7 rotating sets", s.Rounds, s.Relay)
	}
	// Table 1 round 1 plays set 0, table 2 round 2 plays it next (boards move up).
	sets := map[[2]int]int{}
	for _, r := range s.Rows {
		sets[[2]int{r.Table, r.Round}] = (r.Board - 1) / 3
	}
	for tbl := 1; tbl <= 7; tbl++ {
		for rd := 1; rd < 7; rd++ {
			if next := sets[[2]int{tbl%7 + 1, rd + 1}]; next != sets[[2]int{tbl, rd}] {
				t.Fatalf("set at table %d round %d is %d; at table %d round %d %d", tbl, rd, sets[[2]int{tbl, rd}], tbl%7+1, rd+1, next)
			}
		}
	}
}

func TestDeals(t *testing.T) {
	s := gen.Generate(gen.Config{Seed: 3, Tables: 5, Boards: 32})
	if len(s.Deals) != 32 {
		t.Fatalf("%d deals, want 32", len(s.Deals))
	}
	seen := map[string]bool{}
	for b, d := range s.Deals {
		if !d.Complete() {
			t.Fatalf("board %d: incomplete deal %s", b, d)
		}
		var all bridge.Hand
		for _, h := range d.Hands {
			if all&h != 0 {
				t.Fatalf("board %d: a card twice", b)
			}
			all |= h
		}
		if all.Len() != 52 {
			t.Fatalf("board %d: %d cards", b, all.Len())
		}
		if seen[d.String()] {
			t.Fatalf("board %d repeats a deal", b)
		}
		seen[d.String()] = true
	}
}

// TestRates checks the frequencies of missing, not-played and passed-out
// results on a large session, with generous margins.
func TestRates(t *testing.T) {
	c := gen.Config{Seed: 77, Sections: 2, Tables: 100, Boards: 24, MissingRate: 0.1, NotPlayedRate: 0.05, PassRate: 0.08}
	s := gen.Generate(c)
	scheduled := 2 * 100 * 24
	var np, pass int
	for _, r := range s.Rows {
		switch {
		case r.NotPlayed:
			np++
		case r.Contract.IsPass():
			pass++
		}
	}
	check := func(what string, got, want float64) {
		if got < want*0.85 || got > want*1.15 {
			t.Errorf("%s rate %.4f, want about %.2f", what, got, want)
		}
	}
	check("missing", 1-float64(len(s.Rows))/float64(scheduled), 0.1)
	check("not played", float64(np)/float64(scheduled), 0.05)
	check("pass-out", float64(pass)/float64(len(s.Rows)-np), 0.08)
}

// TestPlausible checks that results look like bridge: the declaring side
// usually has the values, tricks are near the contract, some contracts are
// doubled, some are slams, every trick count and lead is legal.
func TestPlausible(t *testing.T) {
	s := gen.Generate(gen.Config{Seed: 5, Tables: 200, Boards: 32, PassRate: 0.02})
	var played, strongSide, near, doubled, redoubled, slams, games, made, leads int
	strains := map[bridge.Strain]int{}
	for _, r := range s.Rows {
		if r.NotPlayed || r.Contract.IsPass() {
			continue
		}
		played++
		p := bridge.Play{Contract: r.Contract, Declarer: r.Declarer, Tricks: r.Tricks}
		if err := p.Validate(); err != nil {
			t.Fatalf("invalid result %s: %v", p, err)
		}
		d := s.Deals[r.Board]
		side := r.Declarer.Side()
		if d.Hands[side].HCP()+d.Hands[side+2].HCP() >= 20 {
			strongSide++
		}
		if rel := p.Relative(); rel >= -2 && rel <= 2 {
			near++
		}
		if p.Relative() >= 0 {
			made++
		}
		switch r.Contract.Doubling {
		case bridge.Doubled:
			doubled++
		case bridge.Redoubled:
			redoubled++
		}
		if r.Contract.Level >= 6 {
			slams++
		}
		if r.Contract.Tricks() >= [5]int{11, 11, 10, 10, 9}[r.Contract.Strain] {
			games++
		}
		strains[r.Contract.Strain]++
		if r.Lead != 0 {
			leads++
			if !d.Hands[r.Declarer.Next()].Has(r.Lead) {
				t.Fatalf("board %d: lead %s not from declarer's left (%s)", r.Board, r.Lead, r.Declarer.Next())
			}
		}
	}
	frac := func(n int) float64 { return float64(n) / float64(played) }
	t.Logf("played %d: strong side %.2f, within 2 tricks %.2f, made %.2f, doubled %.3f, redoubled %.4f, games %.2f, slams %.3f, leads %.2f, strains %v",
		played, frac(strongSide), frac(near), frac(made), frac(doubled), frac(redoubled), frac(games), frac(slams), frac(leads), strains)
	switch {
	case frac(strongSide) < 0.8:
		t.Error("the declaring side too rarely has 20+ HCP")
	case frac(near) < 0.9:
		t.Error("tricks too far from the contract")
	case frac(made) < 0.45 || frac(made) > 0.9:
		t.Error("implausible share of contracts made")
	case doubled == 0 || frac(doubled) > 0.2:
		t.Error("doubled contracts missing or too many")
	case redoubled == 0:
		t.Error("no redoubled contract")
	case slams == 0 || frac(slams) > 0.15:
		t.Error("slams missing or too many")
	case frac(games) < 0.25:
		t.Error("too few games")
	case len(strains) != 5:
		t.Error("some strain never played")
	}
}

func TestWritePBN(t *testing.T) {
	s := gen.Generate(gen.Config{Seed: 9, Tables: 3, Boards: 18, Cyrillic: true})
	var b bytes.Buffer
	if err := s.WritePBN(&b); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	if !utf8.ValidString(text) {
		t.Fatal("not UTF-8")
	}
	if !strings.HasPrefix(text, "% PBN 2.1\r\n") {
		t.Fatalf("starts %q", text[:20])
	}
	if strings.Count(text, "\n") != strings.Count(text, "\r\n") {
		t.Fatal("a line ends without CR LF")
	}
	games := strings.Split(strings.TrimSuffix(text, "\r\n"), "\r\n\r\n")[1:]
	if len(games) != 18 {
		t.Fatalf("%d games, want 18", len(games))
	}
	for i, g := range games {
		tags := map[string]string{}
		var order []string
		for _, line := range strings.Split(g, "\r\n") {
			name, value, ok := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(line, "["), "]"), " ")
			if !ok || !strings.HasPrefix(line, "[") {
				t.Fatalf("game %d: line %q", i+1, line)
			}
			v, err := strconv.Unquote(value)
			if err != nil {
				t.Fatalf("game %d: value %s", i+1, value)
			}
			tags[name] = v
			order = append(order, name)
		}
		if got := strings.Join(order, " "); got != "Event Site Date Board Dealer Vulnerable Deal" {
			t.Fatalf("game %d: tags %s", i+1, got)
		}
		board, _ := strconv.Atoi(tags["Board"])
		if board != i+1 {
			t.Fatalf("game %d is board %q", i+1, tags["Board"])
		}
		if tags["Dealer"] != bridge.Dealer(board).String() || tags["Vulnerable"] != bridge.Vulnerability(board).String() {
			t.Errorf("board %d: dealer %s vul %s", board, tags["Dealer"], tags["Vulnerable"])
		}
		if !strings.HasPrefix(tags["Deal"], tags["Dealer"]+":") {
			t.Errorf("board %d: deal %q does not start with the dealer", board, tags["Deal"])
		}
		d, err := bridge.ParseDeal(tags["Deal"])
		if err != nil || d != s.Deals[board] {
			t.Errorf("board %d: deal %q reads back as %v, %v", board, tags["Deal"], d, err)
		}
		if !strings.Contains(tags["Site"], "Москва") {
			t.Errorf("site %q", tags["Site"])
		}
	}
}

// TestWriteTravellersCSV reads the file back and checks every row against
// the session, and score_ns against compute/score as well as the oracle.
func TestWriteTravellersCSV(t *testing.T) {
	s := gen.Generate(gen.Config{Seed: 4, Sections: 2, Tables: 9, Boards: 27, MissingRate: 0.05, NotPlayedRate: 0.05, PassRate: 0.05})
	var b bytes.Buffer
	if err := s.WriteTravellersCSV(&b); err != nil {
		t.Fatal(err)
	}
	if strings.Count(b.String(), "\n") != strings.Count(b.String(), "\r\n") {
		t.Fatal("a line ends without CR LF")
	}
	recs, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(recs[0], ",") != "section,board,round,table,ns,ew,contract,declarer,result,lead,score_ns,adjust" {
		t.Fatalf("header %v", recs[0])
	}
	if len(recs)-1 != len(s.Rows) {
		t.Fatalf("%d records for %d rows", len(recs)-1, len(s.Rows))
	}
	var np, pass int
	for i, rec := range recs[1:] {
		r := s.Rows[i]
		line := strings.Join(rec, ",")
		if rec[0] != r.Section || rec[1] != strconv.Itoa(r.Board) || rec[2] != strconv.Itoa(r.Round) || rec[3] != strconv.Itoa(r.Table) || rec[4] != r.NS || rec[5] != r.EW {
			t.Fatalf("record %d %q for %+v", i+1, line, r)
		}
		switch {
		case r.NotPlayed:
			np++
			if strings.Join(rec[6:], ",") != ",,,,,NP" {
				t.Fatalf("not played: %q", line)
			}
			continue
		case r.Contract.IsPass():
			pass++
			if strings.Join(rec[6:], ",") != "PASS,,,,0," {
				t.Fatalf("pass-out: %q", line)
			}
			continue
		}
		c, err := bridge.ParseContract(rec[6])
		if err != nil || c != r.Contract || c.String() != rec[6] {
			t.Fatalf("contract %q: %v", rec[6], err)
		}
		decl, err := bridge.ParseSeat(rec[7])
		if err != nil || decl != r.Declarer {
			t.Fatalf("declarer %q", rec[7])
		}
		tricks, err := strconv.Atoi(rec[8])
		if err != nil || tricks != r.Tricks {
			t.Fatalf("result %q", rec[8])
		}
		if rec[9] != "" {
			lead, err := bridge.ParseCard(rec[9])
			if err != nil || lead != r.Lead || lead.String() != rec[9] {
				t.Fatalf("lead %q", rec[9])
			}
		} else if r.Lead != 0 {
			t.Fatalf("lead %s not written", r.Lead)
		}
		want, err := score.NS(bridge.Play{Contract: c, Declarer: decl, Tricks: tricks}, bridge.Vulnerability(r.Board), score.Laws2017)
		if err != nil || rec[10] != strconv.Itoa(want) {
			t.Fatalf("%q: score_ns %s, compute/score says %d, %v", line, rec[10], want, err)
		}
		if rec[11] != "" {
			t.Fatalf("adjust %q", rec[11])
		}
	}
	if np == 0 || pass == 0 {
		t.Errorf("%d not-played rows, %d pass-outs: want some of each", np, pass)
	}
}

func TestWriteNamesCSV(t *testing.T) {
	for _, cyr := range []bool{false, true} {
		for _, mv := range []string{gen.Mitchell, gen.Howell} {
			t.Run(fmt.Sprintf("%s/cyrillic=%v", mv, cyr), func(t *testing.T) {
				s := gen.Generate(gen.Config{Seed: 12, Sections: 2, Tables: 30, Boards: 4, Movement: mv, Cyrillic: cyr})
				var b bytes.Buffer
				if err := s.WriteNamesCSV(&b); err != nil {
					t.Fatal(err)
				}
				recs, err := csv.NewReader(&b).ReadAll()
				if err != nil {
					t.Fatal(err)
				}
				if strings.Join(recs[0], ",") != "section,direction,pair,player1,player2" || len(recs) != 121 {
					t.Fatalf("header %v, %d records", recs[0], len(recs))
				}
				var cyrillic, latinAccented, ascii int
				for _, rec := range recs[1:] {
					if mv == gen.Howell && rec[1] != "" || mv == gen.Mitchell && rec[1] != "NS" && rec[1] != "EW" {
						t.Fatalf("direction %q", rec[1])
					}
					for _, p := range rec[3:] {
						if len(strings.Fields(p)) != 2 {
							t.Fatalf("name %q", p)
						}
						switch {
						case strings.IndexFunc(p, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) >= 0:
							cyrillic++
						case strings.IndexFunc(p, func(r rune) bool { return r > unicode.MaxASCII }) >= 0:
							latinAccented++
						default:
							ascii++
						}
					}
				}
				if !cyr && (cyrillic > 0 || latinAccented > 0) {
					t.Errorf("non-ASCII names without Cyrillic: %d, %d", cyrillic, latinAccented)
				}
				if cyr && (cyrillic == 0 || latinAccented == 0 || ascii == 0) {
					t.Errorf("want a mix: %d Cyrillic, %d accented Latin, %d ASCII", cyrillic, latinAccented, ascii)
				}
			})
		}
	}
}

// TestOracleOnSession scores generated sessions with the oracle and checks
// the invariants of §4: factored NS scores on a board sum to n(N−1); NS +
// EW is the full top; every pair's Max is its boards × the full top.
func TestOracleOnSession(t *testing.T) {
	for _, c := range []gen.Config{
		{Seed: 21, Sections: 2, Tables: 9, Boards: 27, MissingRate: 0.1, NotPlayedRate: 0.05, PassRate: 0.03},
		{Seed: 22, Tables: 5, Boards: 18, Movement: gen.Howell, MissingRate: 0.1, NotPlayedRate: 0.05},
	} {
		t.Run(name(c), func(t *testing.T) {
			s := gen.Generate(c)
			rs := s.Results()
			per, st := oracle.Score(rs, oracle.Options{Mitchell: c.Movement != gen.Howell, Target: s.Scheduled()})
			N := c.Tables
			fullTop := big.NewRat(int64(2*(N-1)), 1)
			sums, counts := map[[2]any]*big.Rat{}, map[[2]any]int{}
			for i, r := range rs {
				k := [2]any{r.Section, r.Board}
				if sums[k] == nil {
					sums[k] = new(big.Rat)
				}
				sums[k].Add(sums[k], per[i].MPNS)
				counts[k]++
				if x := new(big.Rat).Add(per[i].MPNS, per[i].MPEW); x.Cmp(fullTop) != 0 {
					t.Fatalf("NS+EW = %s", x.RatString())
				}
			}
			for k, sum := range sums {
				if want := big.NewRat(int64(counts[k]*(N-1)), 1); sum.Cmp(want) != 0 {
					t.Errorf("%v: Σ NS %s, want %s", k, sum.RatString(), want.RatString())
				}
			}
			for _, p := range st {
				if want := new(big.Rat).Mul(fullTop, big.NewRat(int64(p.Boards), 1)); p.Max.Cmp(want) != 0 {
					t.Errorf("%s %s: max %s, want %s", p.Direction, p.Pair, p.Max.RatString(), want.RatString())
				}
			}
		})
	}
}

func BenchmarkGenerate(b *testing.B) {
	for _, c := range []gen.Config{
		{Seed: 1, Tables: 1000, Boards: 24, Movement: gen.Mitchell, MissingRate: 0.02, NotPlayedRate: 0.01, PassRate: 0.02, Cyrillic: true},
		{Seed: 1, Sections: 40, Tables: 25, Boards: 24, Movement: gen.Howell, Cyrillic: true},
	} {
		b.Run(fmt.Sprintf("%s/%dx%dx%d", c.Movement, max(c.Sections, 1), c.Tables, c.Boards), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				gen.Generate(c)
			}
		})
	}
}

func BenchmarkWriteTravellersCSV(b *testing.B) {
	s := gen.Generate(gen.Config{Seed: 1, Tables: 1000, Boards: 24})
	b.ReportAllocs()
	for b.Loop() {
		var buf bytes.Buffer
		if err := s.WriteTravellersCSV(&buf); err != nil {
			b.Fatal(err)
		}
	}
}
