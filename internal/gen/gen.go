// Package gen generates realistic random pairs sessions for tests and
// benchmarks: random complete deals, a Mitchell or Howell movement, table
// results that fit the cards (contracts from the high-card points and fits,
// tricks near the contract, some doubled contracts, some slams, pass-outs),
// missing and not-played results, and player names (Latin, and optionally
// Cyrillic). The same Config always gives the same Session, byte for byte:
// everything comes from one math/rand/v2 PCG seeded with Config.Seed.
//
// A Session writes itself as a PBN hand record, a canonical CSV traveller
// file (shared/spec/formats.md §14) and a names CSV file. Scores in the
// traveller file come from internal/oracle, not from compute/score, so that
// a reader cross-checking score_ns checks the engine against an independent
// table.
//
// GenerateTeams makes a teams event in the same way (TeamsEvent): a round
// robin or a Swiss of team matches, each board played in an open and a
// closed room, written as a PBN team archive, a canonical CSV traveller
// file with room, home and away columns, and a teams CSV file; its Results
// feed oracle.Teams. TeamDecisions is a fixed team match with every kind of
// director's decision, for the tests of the reports.
//
// gen is test support. It imports compute/bridge and internal/oracle; nothing
// outside tests and benchmarks should import it.
package gen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

// Movements understood by Config.Movement.
const (
	Mitchell = "mitchell"
	Howell   = "howell"
)

// Config describes the session to generate.
type Config struct {
	Seed     uint64
	Sections int    // ≥ 1 (0 means 1); sections are lettered A, B, …, Z, AA, AB, …
	Tables   int    // tables per section, ≥ 1
	Boards   int    // boards in the session, numbered 1..Boards, ≥ 1; every section plays the same boards
	Movement string // Mitchell or Howell ("" means Mitchell)
	// MissingRate is the probability that a scheduled result is left out
	// entirely (no row), 0..1.
	MissingRate float64
	// NotPlayedRate is the probability that a scheduled result is a
	// "not played" row (Row.NotPlayed, adjust NP), 0..1.
	NotPlayedRate float64
	// PassRate is the probability that a played result is a pass-out, 0..1.
	PassRate float64
	// Cyrillic mixes Russian names in Cyrillic with Polish and English ones;
	// otherwise every name is plain ASCII.
	Cyrillic bool
}

// Session is a generated session.
type Session struct {
	Config Config              // as given, with defaults filled in
	Deals  map[int]bridge.Deal // complete random deals by board number
	Rows   []Row               // one per table result, not-played rows included, in entry order
	Names  []NameRow           // one per pair, by section, direction and pair number

	// Movement facts, kept for Scheduled and the checks of tests.
	Rounds         int  // rounds per section
	BoardsPerRound int  // boards per round (Boards = Rounds × BoardsPerRound)
	Relay          bool // Mitchell only: board sets rotate between tables (else every table plays the same set in a round)
}

// Row is one table's line of a board's traveller.
type Row struct {
	Section      string
	Board        int
	Round, Table int    // from 1
	NS, EW       string // pair numbers
	Contract     bridge.Contract
	Declarer     bridge.Seat // meaningless for a pass-out or a not-played row
	Tricks       int         // won by declarer; meaningless for a pass-out or a not-played row
	NotPlayed    bool        // the board was not played at this table; Contract is the zero value
	Lead         bridge.Card // the opening lead; 0 when none is recorded
}

// NameRow is one pair of the names file.
type NameRow struct {
	Section          string
	Direction        string // "NS" or "EW" in a Mitchell, "" in a Howell
	Pair             string
	Player1, Player2 string
}

// Generate makes the session c describes. It panics on a configuration it
// cannot honour (no tables or boards, an unknown movement).
func Generate(c Config) *Session {
	if c.Sections == 0 {
		c.Sections = 1
	}
	if c.Movement == "" {
		c.Movement = Mitchell
	}
	if c.Sections < 0 || c.Tables < 1 || c.Boards < 1 {
		panic(fmt.Sprintf("gen: need sections, tables and boards ≥ 1, got %d, %d, %d", c.Sections, c.Tables, c.Boards))
	}
	if c.Movement != Mitchell && c.Movement != Howell {
		panic(fmt.Sprintf("gen: movement %q (want %q or %q)", c.Movement, Mitchell, Howell))
	}
	c.MissingRate = clamp01(c.MissingRate)
	c.NotPlayedRate = clamp01(c.NotPlayedRate)
	c.PassRate = clamp01(c.PassRate)

	rng := rand.New(rand.NewPCG(c.Seed, 0x70726f746f6b6f6c)) // "protokol"
	s := &Session{Config: c, Deals: make(map[int]bridge.Deal, c.Boards)}

	infos := make([]boardInfo, c.Boards+1)
	for b := 1; b <= c.Boards; b++ {
		d := RandomDeal(rng)
		s.Deals[b] = d
		infos[b] = analyse(d, rng)
	}

	maxRounds := c.Tables
	if c.Movement == Howell {
		maxRounds = 2*c.Tables - 1
	}
	s.Rounds = chooseRounds(c.Boards, maxRounds)
	s.BoardsPerRound = c.Boards / s.Rounds
	s.Relay = c.Movement == Mitchell && s.Rounds%2 == 1 && c.Tables%s.Rounds == 0

	order := make([]int, c.Tables)
	s.Rows = make([]Row, 0, c.Sections*c.Tables*c.Boards)
	for r := 1; r <= s.Rounds; r++ {
		for sec := 0; sec < c.Sections; sec++ {
			label := SectionLabel(sec)
			// Tables hand in their results in no particular order.
			for i := range order {
				order[i] = i + 1
			}
			rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
			for _, t := range order {
				ns, ew, set := s.slot(t, r)
				for b := set*s.BoardsPerRound + 1; b <= (set+1)*s.BoardsPerRound; b++ {
					x := rng.Float64()
					if x < c.MissingRate {
						continue
					}
					row := Row{Section: label, Board: b, Round: r, Table: t, NS: ns, EW: ew}
					if x < c.MissingRate+c.NotPlayedRate {
						row.NotPlayed = true
					} else {
						play(&row, &infos[b], s.Deals[b], c.PassRate, rng)
					}
					s.Rows = append(s.Rows, row)
				}
			}
		}
	}
	s.Names = names(c, rng)
	return s
}

// SectionLabel is the letter of section i (from 0): A..Z, then AA, AB, ….
func SectionLabel(i int) string {
	if i < 26 {
		return string(rune('A' + i))
	}
	return SectionLabel(i/26-1) + string(rune('A'+i%26))
}

func clamp01(x float64) float64 {
	if !(x > 0) { // also NaN
		return 0
	}
	return min(x, 1)
}

// chooseRounds is the largest divisor of boards not above maxRounds that
// leaves at least 2 boards a round (1 round when there is none).
func chooseRounds(boards, maxRounds int) int {
	best := 1
	for r := 1; r <= min(boards, maxRounds); r++ {
		if boards%r == 0 && (boards/r >= 2 || boards == 1) {
			best = r
		}
	}
	return best
}

// slot is who sits where at table t in round r (both from 1) and which set
// of boards (from 0) they play.
//
// Mitchell: NS pair t stays, EW pair ((t+r−2) mod T)+1 moves down one table
// a round. When the number of sets S (= rounds) is odd and divides T, the
// sets move up one table a round (set (r−t) mod S, relays when T > S), so
// an EW pair meets set 2(r−1)−(e−1) mod S: all different. Otherwise every
// table plays set r−1 in round r (duplicated boards, as in large fields).
//
// Howell: the circle method on m = 2T−1 pairs plus pair 2T, which sits at
// table 1. In round r (r0 = r−1) pair 2T meets pair (r0 mod m)+1 and, at
// table k+1, pair (r0+k mod m)+1 meets pair (r0−k mod m)+1 (k = 1..T−1), so
// no two pairs meet twice in m rounds. A moving pair i (from 0) sits NS when
// d = (i−r0) mod m is odd; against pair 2T (d = 0) it sits NS in odd-numbered
// rounds r. Every pair so sits NS in one of the first two rounds and EW in
// the other. Every table plays set r−1 in round r.
func (s *Session) slot(t, r int) (ns, ew string, set int) {
	T := s.Config.Tables
	if s.Config.Movement == Mitchell {
		e := (t+r-2)%T + 1
		set = r - 1
		if s.Relay {
			set = ((r-t)%s.Rounds + s.Rounds) % s.Rounds
		}
		return strconv.Itoa(t), strconv.Itoa(e), set
	}
	m, r0 := 2*T-1, r-1
	if t == 1 {
		other := strconv.Itoa(r0%m + 1)
		fixed := strconv.Itoa(2 * T)
		if r0%2 == 0 {
			return other, fixed, r0
		}
		return fixed, other, r0
	}
	k := t - 1
	a, b := (r0+k)%m, ((r0-k)%m+m)%m
	// d(a) = k, d(b) = m−k: exactly one is odd, since m is odd.
	if k%2 == 1 {
		return strconv.Itoa(a + 1), strconv.Itoa(b + 1), r0
	}
	return strconv.Itoa(b + 1), strconv.Itoa(a + 1), r0
}

// Scheduled is how many times each board was scheduled to be played in each
// section (the Neuberg target "scheduled", scoring.md §4.5): once at every
// table.
func (s *Session) Scheduled() map[string]map[int]int {
	out := make(map[string]map[int]int, s.Config.Sections)
	for sec := 0; sec < s.Config.Sections; sec++ {
		m := make(map[int]int, s.Config.Boards)
		for b := 1; b <= s.Config.Boards; b++ {
			m[b] = s.Config.Tables
		}
		out[SectionLabel(sec)] = m
	}
	return out
}

// ScoreNS is the NS score of a row by the oracle's table (2017 Laws); ok is
// false for a not-played row.
func (s *Session) ScoreNS(r Row) (score int, ok bool) {
	if r.NotPlayed {
		return 0, false
	}
	_, vul := oracle.DealerVul(r.Board)
	p := bridge.Play{Contract: r.Contract, Declarer: r.Declarer, Tricks: r.Tricks}
	score, err := oracle.NS(p, vul, oracle.Laws2017)
	if err != nil {
		panic(fmt.Sprintf("gen: generated an invalid result %v on board %d: %v", p, r.Board, err))
	}
	return score, true
}

// Results is the bridge results of the session (played or passed out; not
// the not-played rows) in the oracle's terms.
func (s *Session) Results() []oracle.Result {
	out := make([]oracle.Result, 0, len(s.Rows))
	for _, r := range s.Rows {
		if score, ok := s.ScoreNS(r); ok {
			out = append(out, oracle.Result{Section: r.Section, NS: r.NS, EW: r.EW, Board: r.Board, ScoreNS: score})
		}
	}
	return out
}

// Entries is the rows as traveller entries of the vocabulary package.
func (s *Session) Entries() []bridge.Entry {
	out := make([]bridge.Entry, len(s.Rows))
	for i, r := range s.Rows {
		e := bridge.Entry{Section: r.Section, Board: r.Board, Round: r.Round, Table: r.Table, NS: r.NS, EW: r.EW}
		if r.NotPlayed {
			e.Kind = bridge.NotPlayed
		} else {
			e.Kind = bridge.Played
			e.Play = bridge.Play{Contract: r.Contract, Declarer: r.Declarer, Tricks: r.Tricks}
			e.Lead = r.Lead
		}
		out[i] = e
	}
	return out
}

// Bridge is the generated session as the vocabulary package's session:
// the entries, a board with its deal for each board number, and the pairs
// with their names.
func (s *Session) Bridge(event, date string) (bridge.Session, error) {
	out := bridge.Session{Event: event, Date: date, Entries: s.Entries()}
	for n := 1; n <= s.Config.Boards; n++ {
		b := bridge.NewBoard(n)
		b.Deal = s.Deals[n]
		out.Boards = append(out.Boards, b)
	}
	for _, p := range s.Names {
		dir, err := bridge.ParseDirection(p.Direction)
		if err != nil {
			return bridge.Session{}, err
		}
		out.Pairs = append(out.Pairs, bridge.Pair{Section: p.Section, Direction: dir, ID: p.Pair, Names: []string{p.Player1, p.Player2}})
	}
	return out, nil
}

// RandomDeal deals a shuffled pack, 13 cards each.
func RandomDeal(rng *rand.Rand) bridge.Deal {
	var pack [52]bridge.Card
	i := 0
	for s := bridge.SuitClubs; s <= bridge.SuitSpades; s++ {
		for r := bridge.Rank(2); r <= bridge.Ace; r++ {
			pack[i] = bridge.NewCard(s, r)
			i++
		}
	}
	rng.Shuffle(52, func(i, j int) { pack[i], pack[j] = pack[j], pack[i] })
	var d bridge.Deal
	for i, c := range pack {
		seat := i / 13
		d.Hands[seat] = d.Hands[seat].Add(c)
	}
	d.Known = [4]bool{true, true, true, true}
	return d
}

// boardInfo is what the bidders and the play of every table see on a board.
type boardInfo struct {
	hcp [2]int // by side
	// tricks is the board's "true" trick count by side and strain: a
	// double-dummy stand-in, drawn once per board so that tables agree.
	tricks [2][5]float64
	// best is each side's natural trump suit (longest combined fit, majors
	// first on ties) and its combined length.
	best    [2]bridge.Strain
	bestLen [2]int
}

func analyse(d bridge.Deal, rng *rand.Rand) boardInfo {
	var bi boardInfo
	for _, seat := range bridge.Seats {
		bi.hcp[seat.Side()] += d.Hands[seat].HCP()
	}
	for side := range 2 {
		h := float64(bi.hcp[side])
		bi.bestLen[side] = -1
		for _, suit := range bridge.SuitsDown { // spades first: majors win ties
			fit := d.Hands[side].SuitLen(suit) + d.Hands[side+2].SuitLen(suit)
			if fit > bi.bestLen[side] {
				bi.best[side], bi.bestLen[side] = suit.Strain(), fit
			}
			e := 7 + (h-20)*0.4 + float64(fit-7)*0.6
			bi.tricks[side][suit] = clampF(e+rng.NormFloat64()*0.7, 0, 13)
		}
		bi.tricks[side][bridge.NoTrump] = clampF(7+(h-20)*0.4+rng.NormFloat64()*0.8, 0, 13)
	}
	return bi
}

func clampF(x, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, x)) }

// gameTricks is the tricks a game needs in each strain.
var gameTricks = [5]int{11, 11, 10, 10, 9}

// play fills in one table's result: the auction's outcome as the two sides'
// strength suggests, then the tricks near the board's true value.
func play(row *Row, bi *boardInfo, d bridge.Deal, passRate float64, rng *rand.Rand) {
	if rng.Float64() < passRate {
		row.Contract = bridge.PassOut
		return
	}
	// The stronger side usually declares.
	pNS := 1 / (1 + math.Exp(-float64(bi.hcp[bridge.NS]-20)/2))
	side := bridge.EW
	if rng.Float64() < pNS {
		side = bridge.NS
	}

	strain := bridge.NoTrump
	switch best, n := bi.best[side], bi.bestLen[side]; {
	case n >= 8 && !best.IsMinor():
		if rng.Float64() < 0.85 {
			strain = best
		}
	case n >= 8: // a minor fit: 3NT when there are the values
		if bi.hcp[side] < 23 || rng.Float64() < 0.4 {
			strain = best
		}
	default:
		if rng.Float64() < 0.25 {
			strain = best
		}
	}

	// The auction's estimate of the tricks, and the level it leads to.
	est := bi.tricks[side][strain] + rng.NormFloat64()*0.8
	level := 0
	switch game := gameTricks[strain]; {
	case est >= 12.7 && bi.hcp[side] >= 30:
		level = 7
	case est >= 11.8:
		level = 6
	case est >= float64(game)-0.4:
		level = game - 6
	default:
		level = int(math.Round(est)) - 6 - rng.IntN(2)
		level = max(1, min(level, game-7))
	}
	c := bridge.Contract{Level: level, Strain: strain}
	trueTricks := bi.tricks[side][strain]

	// Now and then the other side sacrifices over a game or slam.
	if level+6 >= gameTricks[strain] && rng.Float64() < 0.05 {
		other := side.Other()
		s := bi.best[other]
		l := level
		if s <= strain {
			l++
		}
		if l <= 7 {
			side, c = other, bridge.Contract{Level: l, Strain: s, Doubling: bridge.Doubled}
			trueTricks = bi.tricks[other][s]
		}
	}
	if c.Doubling == bridge.Undoubled {
		short := float64(c.Level+6) - trueTricks
		switch {
		case short > 1 && rng.Float64() < 0.3:
			c.Doubling = bridge.Doubled
		case short > 0 && rng.Float64() < 0.05:
			c.Doubling = bridge.Doubled
		case rng.Float64() < 0.015:
			c.Doubling = bridge.Doubled
		}
		if c.Doubling == bridge.Doubled && short < -0.5 && rng.Float64() < 0.3 {
			c.Doubling = bridge.Redoubled
		}
	}

	// Declarer: usually the one with more trumps (the stronger hand at NT).
	first, second := bridge.Seat(side), bridge.Seat(side)+2
	weight := func(s bridge.Seat) int {
		if suit, ok := c.Strain.Suit(); ok {
			return d.Hands[s].SuitLen(suit)
		}
		return d.Hands[s].HCP()
	}
	if weight(second) > weight(first) {
		first, second = second, first
	}
	row.Declarer = first
	if rng.Float64() < 0.25 {
		row.Declarer = second
	}
	row.Contract = c
	row.Tricks = int(clampF(math.Round(trueTricks+rng.NormFloat64()*0.6), 0, 13))

	// The opening lead from declarer's left, when the scorer got it.
	if rng.Float64() < 0.9 {
		hand := d.Hands[row.Declarer.Next()]
		k := rng.IntN(hand.Len())
		for s := bridge.SuitClubs; s <= bridge.SuitSpades; s++ {
			for _, r := range hand.Ranks(s) {
				if k == 0 {
					row.Lead = bridge.NewCard(s, r)
				}
				k--
			}
		}
	}
}

// names gives every pair of every section two players.
func names(c Config, rng *rand.Rand) []NameRow {
	dirs := []string{"NS", "EW"}
	pairs := c.Tables
	if c.Movement == Howell {
		dirs = []string{""}
		pairs = 2 * c.Tables
	}
	out := make([]NameRow, 0, c.Sections*len(dirs)*pairs)
	for sec := 0; sec < c.Sections; sec++ {
		for _, dir := range dirs {
			for p := 1; p <= pairs; p++ {
				out = append(out, NameRow{
					Section: SectionLabel(sec), Direction: dir, Pair: strconv.Itoa(p),
					Player1: playerName(c.Cyrillic, rng), Player2: playerName(c.Cyrillic, rng),
				})
			}
		}
	}
	return out
}

// playerName is "Surname Given" ("Given Surname" for the Polish names, as
// files written by hand mix both orders).
func playerName(cyrillic bool, rng *rand.Rand) string {
	lists := &english
	if cyrillic {
		switch x := rng.IntN(20); {
		case x < 10:
			lists = &russian
		case x < 15:
			lists = &polish
		}
	}
	i := rng.IntN(len(lists.surnames))
	j := rng.IntN(len(lists.given))
	surname, given := lists.surnames[i], lists.given[j]
	if lists.female != nil && rng.IntN(3) == 0 { // a woman: the surname agrees
		surname, given = lists.female[i], lists.femaleGiven[j%len(lists.femaleGiven)]
	}
	if lists.givenFirst {
		return given + " " + surname
	}
	return surname + " " + given
}

type nameLists struct {
	surnames, given     []string
	female, femaleGiven []string // parallel to surnames; nil when names do not change
	givenFirst          bool
}

var russian = nameLists{
	surnames:    []string{"Иванов", "Смирнов", "Кузнецов", "Попов", "Васильев", "Петров", "Соколов", "Михайлов", "Новиков", "Фёдоров", "Морозов", "Волков", "Алексеев", "Лебедев", "Семёнов", "Егоров", "Павлов", "Козлов", "Степанов", "Николаев", "Орлов", "Андреев", "Макаров", "Никитин", "Захаров", "Зайцев", "Соловьёв", "Борисов", "Яковлев", "Григорьев"},
	female:      []string{"Иванова", "Смирнова", "Кузнецова", "Попова", "Васильева", "Петрова", "Соколова", "Михайлова", "Новикова", "Фёдорова", "Морозова", "Волкова", "Алексеева", "Лебедева", "Семёнова", "Егорова", "Павлова", "Козлова", "Степанова", "Николаева", "Орлова", "Андреева", "Макарова", "Никитина", "Захарова", "Зайцева", "Соловьёва", "Борисова", "Яковлева", "Григорьева"},
	given:       []string{"Пётр", "Александр", "Сергей", "Дмитрий", "Андрей", "Алексей", "Михаил", "Юрий", "Владимир", "Николай", "Илья", "Евгений", "Артём", "Фёдор", "Григорий"},
	femaleGiven: []string{"Анна", "Мария", "Елена", "Ольга", "Наталья", "Татьяна", "Ирина", "Светлана", "Юлия", "Дарья", "Ксения", "Людмила"},
}

var polish = withFemale(nameLists{
	surnames:    []string{"Żółć", "Łukaszewicz", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak", "Dąbrowski", "Kozłowski", "Jankowski", "Mazur", "Krawczyk", "Piątek", "Grabowski", "Nowakowski", "Pawłowski", "Michalski", "Król", "Wieczorek", "Jabłoński", "Wróbel", "Górski"},
	given:       []string{"Łukasz", "Paweł", "Michał", "Krzysztof", "Wojciech", "Piotr", "Tomasz", "Jędrzej", "Bartłomiej", "Grzegorz", "Józef", "Stanisław"},
	femaleGiven: []string{"Małgorzata", "Agnieszka", "Żaneta", "Katarzyna", "Zofia", "Jadwiga"},
	givenFirst:  true,
})

// withFemale adds the feminine surnames of Polish: -ski, -cki and -dzki
// become -ska, -cka, -dzka; the others do not change.
func withFemale(l nameLists) nameLists {
	l.female = make([]string, len(l.surnames))
	for i, s := range l.surnames {
		if strings.HasSuffix(s, "ki") {
			s = strings.TrimSuffix(s, "i") + "a"
		}
		l.female[i] = s
	}
	return l
}

var english = nameLists{
	surnames: []string{"Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "O'Brien", "Hughes", "Edwards", "Lewis", "Harris"},
	given:    []string{"John", "David", "Michael", "Paul", "Andrew", "Peter", "James", "Robert", "Mark", "Richard", "Susan", "Margaret", "Helen", "Sarah", "Elizabeth", "Anne", "Mary", "Jane"},
}

// sortedBoards is the board numbers 1..n.
func sortedBoards(deals map[int]bridge.Deal) []int {
	bs := make([]int, 0, len(deals))
	for b := range deals {
		bs = append(bs, b)
	}
	slices.Sort(bs)
	return bs
}
