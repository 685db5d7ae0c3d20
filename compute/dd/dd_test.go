package dd_test

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/internal/slow"
)

var all = flag.Bool("dd.all", false, "solve every stored deal (1,567: 7.5 minutes of CPU, 12 on a busy two-core machine, measured), not a sample")

// stored is one line of testdata/dd: a deal with DDS's table and par.
type stored struct {
	label     string
	deal      bridge.Deal
	table     dd.Table
	hasPar    bool
	dealer    bridge.Seat
	vul       bridge.Vul
	score     int
	contracts string
}

func readStored(t *testing.T, name string) []stored {
	t.Helper()
	f, err := os.Open("../../testdata/dd/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []stored
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		f := strings.Split(line, " | ")
		label := fmt.Sprintf("%s:%d", name, n)
		if len(f) == 6 { // corpus.txt: file and board first
			label, f = f[0], f[1:]
		}
		if len(f) != 5 {
			t.Fatalf("%s: %d fields", label, len(f))
		}
		s := stored{label: label}
		if s.deal, err = bridge.ParseDeal(f[0]); err != nil {
			t.Fatalf("%s: %v", label, err)
		}
		if s.table, err = tableOf(f[1]); err != nil {
			t.Fatalf("%s: %v", label, err)
		}
		if f[2] != "- -" {
			dv := strings.Fields(f[2])
			s.dealer, _ = bridge.ParseSeat(dv[0])
			s.vul, _ = bridge.ParseVul(dv[1])
			s.score, _ = strconv.Atoi(f[3])
			s.contracts, s.hasPar = f[4], true
		}
		out = append(out, s)
	}
	if len(out) == 0 {
		t.Fatalf("%s: no deals", name)
	}
	return out
}

// sample is the deals whose tables the test solves: all with -dd.all,
// else every step-th (a few under -short).
func sample(ds []stored, step int) []stored {
	if *all {
		return ds
	}
	if testing.Short() {
		step *= 10
	}
	var out []stored
	for i := 0; i < len(ds); i += step {
		out = append(out, ds[i])
	}
	return out
}

func parText(cs []dd.ParContract) string {
	var s []string
	for _, c := range cs {
		s = append(s, c.String())
	}
	// as ddcompare writes them: sorted as text
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	return strings.Join(s, "; ")
}

// TestStoredTables solves a sample of the deals of testdata/dd (all with
// -dd.all; with PROTOKOL_SLOW=1, as CI runs it, every 60th deal of the
// corpus and every 10th random deal, 100 of them; else ten random deals)
// and compares the tables with DDS's, on two goroutines. The
// samples of both files go in one batch, the corpus first: its hardest
// deal takes most of the time, and starting it early balances the two
// goroutines.
func TestStoredTables(t *testing.T) {
	var ds []stored
	count := map[string]int{}
	type every struct {
		name string
		step int
	}
	files := []every{{"corpus.txt", 60}, {"random.txt", 10}}
	if !slow.Enabled() && !*all {
		// The corpus's deals are 15 of the 21 s of CPU (one of them
		// 14 s); every 100th random deal reaches every statement that
		// the whole sample does.
		files = []every{{"random.txt", 100}}
		slow.Note(t, "the corpus's deals and half the random ones")
	}
	for _, file := range files {
		s := sample(readStored(t, file.name), file.step)
		count[file.name] = len(s)
		ds = append(ds, s...)
	}
	deals := make([]bridge.Deal, len(ds))
	for i, s := range ds {
		deals[i] = s.deal
	}
	tables, errs := dd.SolveAll(deals, 2)
	for i, s := range ds {
		if errs[i] != nil || tables[i] != s.table {
			t.Errorf("%s %s: %s, %v; DDS %s", s.label, s.deal, tables[i].PBN(), errs[i], s.table.PBN())
		}
	}
	for _, file := range files {
		t.Logf("%s: %d tables agree with DDS", file.name, count[file.name])
	}
}

// TestStoredPar compares ParOf with DDS's DealerPar on every stored table.
func TestStoredPar(t *testing.T) {
	n := 0
	for _, name := range []string{"random.txt", "corpus.txt"} {
		for _, s := range readStored(t, name) {
			if !s.hasPar {
				continue
			}
			n++
			p := dd.ParOf(s.table, s.vul, s.dealer)
			if p.ScoreNS != s.score || parText(p.Contracts) != s.contracts {
				t.Errorf("%s %s dealer %s %s: %d %s; DDS %d %s", s.label, s.table.PBN(), s.dealer, s.vul,
					p.ScoreNS, parText(p.Contracts), s.score, s.contracts)
			}
		}
	}
	t.Logf("%d par results agree with DDS", n)
}

// table builds a Table from rows "N 7 6 6 6 6" (NT S H D C) for the seats
// listed; seats not listed take the complement of their partner's... of
// nothing: every unlisted entry is 6 for NS and 6 for EW unless given.
func table(rows ...string) dd.Table {
	var t dd.Table
	for s := range t {
		for st := range t[s] {
			t[s][st] = 6
		}
	}
	for _, r := range rows {
		f := strings.Fields(r)
		seat, _ := bridge.ParseSeat(f[0])
		for i, st := range []bridge.Strain{bridge.NoTrump, bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs} {
			n, _ := strconv.Atoi(f[i+1])
			t[seat][st] = int8(n)
		}
	}
	return t
}

func TestParOf(t *testing.T) {
	for _, tt := range []struct {
		name   string
		t      dd.Table
		vul    bridge.Vul
		dealer bridge.Seat
		want   string
	}{
		{"passed out", table(), bridge.VulNone, bridge.North, "0: PASS"},
		{"passed out, everyone 6", table("N 6 6 6 6 6", "E 6 6 6 6 6"), bridge.VulAll, bridge.West, "0: PASS"},
		{"game both sides of the table", table("N 6 10 6 6 6", "S 6 10 6 6 6", "E 3 3 4 4 3", "W 3 3 4 4 3"), bridge.VulNone, bridge.North, "NS 420: 4S N =, 4S S ="},
		{"game by one declarer, an overtrick", table("N 6 11 6 6 6", "S 6 9 6 6 6", "E 2 2 3 3 2", "W 2 2 3 3 2"), bridge.VulNS, bridge.East, "NS 650: 4S N +1"},
		{"3NT or 5C", table("N 9 6 6 6 11", "S 9 6 6 6 11", "E 4 4 4 4 2", "W 4 4 4 4 2"), bridge.VulNone, bridge.South, "NS 400: 3NT N =, 3NT S =, 5C N =, 5C S ="},
		{"sacrifice at favourable vulnerability", table("N 6 10 6 3 6", "S 6 10 6 3 6", "E 5 3 5 8 5", "W 5 3 5 8 5"), bridge.VulNS, bridge.North, "NS 500: 5DX E -3, 5DX W -3"},
		{"no sacrifice at unfavourable vulnerability", table("N 6 10 6 3 6", "S 6 10 6 3 6", "E 5 3 5 8 5", "W 5 3 5 8 5"), bridge.VulEW, bridge.North, "NS 420: 4S N =, 4S S ="},
		{"no sacrifice, both vulnerable", table("N 6 10 6 3 6", "S 6 10 6 3 6", "E 5 3 5 8 5", "W 5 3 5 8 5"), bridge.VulAll, bridge.North, "NS 620: 4S N =, 4S S ="},
		{"sacrifice, none vulnerable", table("N 6 10 6 3 6", "S 6 10 6 3 6", "E 5 3 5 8 5", "W 5 3 5 9 5"), bridge.VulNone, bridge.North, "NS 300: 5DX W -2"},
		{"EW slam", table("N 2 2 2 2 2", "S 2 2 2 2 2", "E 11 12 10 10 10", "W 11 12 10 10 10"), bridge.VulEW, bridge.North, "EW 1430: 6S E =, 6S W ="},
		{"both make 1NT, dealer N", table("N 7 6 6 6 6", "E 7 6 6 6 6"), bridge.VulNone, bridge.North, "NS 90: 1NT N ="},
		{"both make 1NT, dealer E", table("N 7 6 6 6 6", "E 7 6 6 6 6"), bridge.VulNone, bridge.East, "EW 90: 1NT E ="},
		{"both make 1NT, dealer S: N bids before E", table("N 7 6 6 6 6", "E 7 6 6 6 6"), bridge.VulNone, bridge.South, "NS 90: 1NT N ="},
		{"both make 1NT, dealer W: N bids before E", table("N 7 6 6 6 6", "E 7 6 6 6 6"), bridge.VulNone, bridge.West, "NS 90: 1NT N ="},
		{"only S makes 1NT, dealer N: E gets there first", table("S 7 6 6 6 6", "N 6 6 6 6 6", "E 7 6 6 6 6"), bridge.VulNone, bridge.North, "EW 90: 1NT E ="},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := dd.ParOf(tt.t, tt.vul, tt.dealer).String(); got != tt.want {
				t.Errorf("ParOf = %q, want %q\n%s", got, tt.want, tt.t)
			}
		})
	}
}

func mustDeal(t testing.TB, s string) bridge.Deal {
	t.Helper()
	d, err := bridge.ParseDeal(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

const sampleDeal = "N:A52.8.973.KQJT54 T83.JT42.K64.832 Q4.A953.AT852.A6 KJ976.KQ76.QJ.97"

func TestSolveErrors(t *testing.T) {
	full := mustDeal(t, sampleDeal)
	unknown := full
	unknown.Known[bridge.West] = false
	short := full
	short.Hands[bridge.North] &^= bridge.Hand(1) << bridge.NewCard(bridge.SuitSpades, bridge.Ace)
	twice := full
	twice.Hands[bridge.East] = twice.Hands[bridge.East]&^(1<<bridge.NewCard(bridge.SuitSpades, bridge.Ten)) | 1<<bridge.NewCard(bridge.SuitSpades, bridge.Ace)
	noCard := full
	noCard.Hands[bridge.South] |= 1
	for _, tt := range []struct {
		name string
		d    bridge.Deal
		msg  string
	}{
		{"unknown hand", unknown, "bad deal: W hand unknown (want all four hands)"},
		{"twelve cards", short, "bad deal: N has 12 cards (want 13)"},
		{"a card twice", twice, "bad deal: E holds SA, which N holds too"},
		{"not a card", noCard, "bad deal: S holds bits 0x1 that are no card"},
		{"empty", bridge.Deal{}, "bad deal: N hand unknown (want all four hands)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := dd.Solve(tt.d)
			if !errors.Is(err, bridge.ErrDeal) || err.Error() != tt.msg {
				t.Errorf("Solve: %v, want %q", err, tt.msg)
			}
		})
	}
	end := mustDeal(t, "N:A... K... Q... J...")
	end.Hands[bridge.East] |= 1 << bridge.NewCard(bridge.SuitHearts, bridge.Ace)
	if _, err := dd.Tricks(end, bridge.Spades, bridge.North); err == nil || err.Error() != "bad deal: E has 2 cards but N has 1 (want the same number in each hand)" {
		t.Errorf("Tricks: %v", err)
	}
	if _, err := dd.Solve(mustDeal(t, "N:A... K... Q... J...")); err == nil || err.Error() != "bad deal: N has 1 cards (want 13)" {
		t.Errorf("Solve of an end position: %v", err)
	}
}

func TestTricksEndPosition(t *testing.T) {
	for _, tt := range []struct {
		deal     string
		strain   bridge.Strain
		declarer bridge.Seat
		want     int
	}{
		{"N:A... K... Q... J...", bridge.NoTrump, bridge.South, 1}, // N's ace wins
		{"N:A... K... Q... J...", bridge.NoTrump, bridge.East, 0},
		{"N:.2.. A... .A.. K...", bridge.Hearts, bridge.North, 1}, // E leads a spade, S ruffs
		{"N:.2.. A... .A.. K...", bridge.NoTrump, bridge.North, 0},
		{"N:AK... 32... QJ... T9...", bridge.NoTrump, bridge.West, 0},
	} {
		t.Run(tt.deal, func(t *testing.T) {
			got, err := dd.Tricks(mustDeal(t, tt.deal), tt.strain, tt.declarer)
			if err != nil || got != tt.want {
				t.Errorf("Tricks(%s by %s) = %d, %v; want %d", tt.strain, tt.declarer, got, err, tt.want)
			}
		})
	}
}

// tableOf reads the 20 digits of a [DoubleDummyTricks] value (declarers
// N, S, E, W, each NT, S, H, D, C), as the stored tables of testdata/dd
// are written: the tests' own reading, for the package reads no PBN
// (formats/pbn.ParseDoubleDummyTricks is the reader of files).
func tableOf(digits string) (dd.Table, error) {
	var t dd.Table
	seats := [4]bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West}
	strains := [5]bridge.Strain{bridge.NoTrump, bridge.Spades, bridge.Hearts, bridge.Diamonds, bridge.Clubs}
	if len(digits) != 20 {
		return t, fmt.Errorf("table %q: %d digits (want 20)", digits, len(digits))
	}
	for i := range 20 {
		v, err := strconv.ParseUint(strings.ToLower(digits[i:i+1]), 16, 8)
		if err != nil || v > 13 {
			return t, fmt.Errorf("table %q: digit %d is not 0..d", digits, i+1)
		}
		t[seats[i/5]][strains[i%5]] = int8(v)
	}
	return t, nil
}

func mustTable(tb testing.TB, digits string) dd.Table {
	tb.Helper()
	t, err := tableOf(digits)
	if err != nil {
		tb.Fatal(err)
	}
	return t
}

func TestPBN(t *testing.T) {
	const text = "75974684697597468469"
	tb := mustTable(t, text)
	if got := tb.PBN(); got != text {
		t.Errorf("PBN() = %q, want %q", got, text)
	}
	if n := tb.Tricks(bridge.North, bridge.NoTrump); n != 7 {
		t.Errorf("N NT = %d, want 7", n)
	}
	if n := tb.Tricks(bridge.West, bridge.Clubs); n != 9 {
		t.Errorf("W C = %d, want 9", n)
	}
	head, rows := tb.OptimumResultTable()
	if head != `Declarer;Denomination\2R;Result\2R` || len(rows) != 20 || rows[0] != "N NT 7" || rows[19] != "W C 9" {
		t.Errorf("OptimumResultTable: %q %q", head, rows)
	}
	if got := dd.Table(bridge.DDTable(tb)); got != tb {
		t.Errorf("conversion through bridge.DDTable: %s", got.PBN())
	}
}

// easyDeals are deals each hand of which holds a whole suit: solved at
// once, so that the concurrency tests run fast (and under -race).
func easyDeals() []bridge.Deal {
	var out []bridge.Deal
	perms := [][4]bridge.Suit{{0, 1, 2, 3}, {1, 2, 3, 0}, {2, 3, 0, 1}, {3, 0, 1, 2}, {3, 2, 1, 0}, {0, 2, 1, 3}}
	for _, p := range perms {
		var d bridge.Deal
		for s := range d.Hands {
			d.Hands[s] = bridge.Hand(0x7ffc) << (16 * uint(p[s]))
			d.Known[s] = true
		}
		out = append(out, d)
	}
	return out
}

func TestEasyDeal(t *testing.T) {
	d := easyDeals()[0] // N clubs, E diamonds, S hearts, W spades
	tb, err := dd.Solve(d)
	if err != nil {
		t.Fatal(err)
	}
	// The trumps' holder takes all 13 tricks; in notrump the leader runs
	// his suit.
	want := "00d0d00d0d0d0d00d0d0"
	if got := tb.PBN(); got != want {
		t.Errorf("table %s, want %s\n%s", got, want, tb)
	}
}

func TestSolveAll(t *testing.T) {
	deals := append(easyDeals(), bridge.Deal{})
	tables, errs := dd.SolveAll(deals, 3)
	for i, d := range deals[:len(deals)-1] {
		want, _ := dd.Solve(d)
		if errs[i] != nil || tables[i] != want {
			t.Errorf("deal %d: %s, %v", i, tables[i].PBN(), errs[i])
		}
	}
	if !errors.Is(errs[len(deals)-1], bridge.ErrDeal) {
		t.Errorf("bad deal: %v", errs[len(deals)-1])
	}
	if tb, errs := dd.SolveAll(nil, 0); len(tb) != 0 || len(errs) != 0 {
		t.Error("SolveAll(nil)")
	}
}

func ExampleParOf() {
	// [DoubleDummyTricks "75974684697597468469"]; rows N, E, S, W, each C, D, H, S, NT.
	t := dd.Table{{4, 7, 9, 5, 7}, {4, 7, 9, 5, 7}, {9, 6, 4, 8, 6}, {9, 6, 4, 8, 6}}
	// NS make 3H, EW sacrifice one down in 3S, 4C or 4H.
	fmt.Println(dd.ParOf(t, bridge.VulNone, bridge.North))
	// Output: NS 100: 3SX W -1, 4CX W -1, 4HX E -1
}

func BenchmarkParOf(b *testing.B) {
	t := mustTable(b, "75974684697597468469")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		dd.ParOf(t, bridge.VulNone, bridge.North)
	}
}
