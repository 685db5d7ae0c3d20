package gen

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"
)

// SeasonConfig describes a club's season to generate.
type SeasonConfig struct {
	Seed     uint64
	Sessions int // ≥ 1
	// Players is the club's size: its registered players (0: 24; at most
	// len(clubNames)); two guests more play a few sessions.
	Players int
}

// Season is a club's generated season: the register, the sessions as
// their files write them (each player in one of his spellings, sometimes
// with his member number), and the truth of who played. It is made for
// the series tests (players, compute/series, internal/oracle): players
// change partners, miss sessions, appear under several spellings; some
// sessions have two sections or a two-winner field; percentages, totals
// and VPs come in coarse steps, so that places and totals tie.
type Season struct {
	Players  []SeasonPlayer
	Register string // CSV: id;name;spellings;numbers, the guests left out
	Sessions []SeasonSession
}

// SeasonPlayer is one player: the register's row, and the spellings the
// sessions use. Guests are not in the register.
type SeasonPlayer struct {
	ID, National string // member numbers
	Name         string // the register's spelling (Cyrillic)
	Spellings    []string
	Guest        bool
}

// SeasonSession is one session's ranking.
type SeasonSession struct {
	ID, Date string
	Entries  []SeasonEntry
}

// SeasonEntry is one pair's line: its field, place and scores (decimal
// texts), and its two players as written.
type SeasonEntry struct {
	Section, Field     string
	Place              int
	Percent, Total, VP string
	Seats              [2]SeasonSeat
}

// SeasonSeat is a player in one session: who he is (an index into
// Players), and the name and number the session writes.
type SeasonSeat struct {
	Player int
	Name   string
	Number string
}

// clubNames are players: surname and first name in Cyrillic, then in
// Latin letters as English-speaking software writes them. Two share a
// surname and an initial (Иванов Пётр, Иванов Павел).
var clubNames = [][4]string{
	{"Иванов", "Пётр", "Ivanov", "Pyotr"}, {"Иванов", "Павел", "Ivanov", "Pavel"},
	{"Смирнова", "Наталья", "Smirnova", "Natalya"}, {"Хохлов", "Юрий", "Khokhlov", "Yury"},
	{"Андреева", "Татьяна", "Andreyeva", "Tatyana"}, {"Жуков", "Александр", "Zhukov", "Alexander"},
	{"Сергеев", "Евгений", "Sergeyev", "Yevgeny"}, {"Цветкова", "Ольга", "Tsvetkova", "Olga"},
	{"Щукин", "Дмитрий", "Shchukin", "Dmitry"}, {"Фёдорова", "Мария", "Fyodorova", "Maria"},
	{"Максимов", "Виктор", "Maximov", "Victor"}, {"Соколова", "Юлия", "Sokolova", "Yulia"},
	{"Попов", "Андрей", "Popov", "Andrey"}, {"Лебедева", "Анна", "Lebedeva", "Anna"},
	{"Козлов", "Сергей", "Kozlov", "Sergey"}, {"Новикова", "Елена", "Novikova", "Yelena"},
	{"Морозов", "Алексей", "Morozov", "Alexey"}, {"Волкова", "Ксения", "Volkova", "Kseniya"},
	{"Соловьёв", "Игорь", "Solovyov", "Igor"}, {"Васильева", "Ирина", "Vasilyeva", "Irina"},
	{"Зайцев", "Михаил", "Zaytsev", "Mikhail"}, {"Павлова", "Светлана", "Pavlova", "Svetlana"},
	{"Семёнов", "Фёдор", "Semyonov", "Fyodor"}, {"Голубева", "Людмила", "Golubeva", "Lyudmila"},
	{"Виноградов", "Илья", "Vinogradov", "Ilya"}, {"Богданова", "Вера", "Bogdanova", "Vera"},
	{"Воробьёв", "Олег", "Vorobyov", "Oleg"}, {"Фролова", "Галина", "Frolova", "Galina"},
}

// GenerateSeason makes a season; the same config gives the same season.
func GenerateSeason(c SeasonConfig) *Season {
	rng := rand.New(rand.NewPCG(c.Seed, 0x5ea50))
	n := c.Players
	if n <= 0 {
		n = 24
	}
	n = min(n, len(clubNames))
	s := &Season{}
	for i := range n {
		nm := clubNames[i]
		p := SeasonPlayer{ID: strconv.Itoa(1000 + 7*i), National: fmt.Sprintf("RU-%05d", 31000+i), Name: nm[0] + " " + nm[1]}
		p.Spellings = append(p.Spellings, nm[2]+" "+nm[3], nm[1]+" "+nm[0])
		s.Players = append(s.Players, p)
	}
	// An initial spelling where it is one player's only.
	for i := range n {
		nm := clubNames[i]
		short := nm[2] + " " + nm[3][:1] + "."
		unique := true
		for j := range n {
			if j != i && clubNames[j][2] == nm[2] && clubNames[j][3][:1] == nm[3][:1] {
				unique = false
			}
		}
		if unique {
			s.Players[i].Spellings = append(s.Players[i].Spellings, short)
		}
	}
	s.Players = append(s.Players,
		SeasonPlayer{Name: "Guest Visitor", Guest: true}, SeasonPlayer{Name: "Гость Приезжий", Guest: true})
	var b strings.Builder
	b.WriteString("id;name;spellings;numbers\n")
	for _, p := range s.Players {
		if !p.Guest {
			fmt.Fprintf(&b, "%s;%s;%s;%s\n", p.ID, p.Name, strings.Join(p.Spellings, "|"), p.National)
		}
	}
	s.Register = b.String()

	// Regular partnerships: 0 with 1, 2 with 3, …
	start := time.Date(2026, 5, 4, 0, 0, 0, 0, time.UTC)
	for si := range c.Sessions {
		date := start.AddDate(0, 0, 7*si).Format("2006-01-02")
		ses := SeasonSession{ID: "club/" + date, Date: date}
		var here []int
		for i := range n {
			// The first six are regulars; the others come three times in four.
			if rng.Float64() < 0.75 || i < 6 && rng.Float64() < 0.8 {
				here = append(here, i)
			}
		}
		if si%4 == 1 { // a guest now and then
			here = append(here, n+si/4%2)
		}
		pairs := pairUp(rng, here)
		kind := si % 5
		if len(pairs) < 6 {
			kind = 0
		}
		for pi, pr := range pairs {
			e := SeasonEntry{Percent: fmt.Sprintf("%.1f", 35+2.5*float64(rng.IntN(11))),
				Total: strconv.Itoa(80 + 5*rng.IntN(17)), VP: fmt.Sprintf("%.1f", 0.5*float64(rng.IntN(41)))}
			switch kind {
			case 2: // two sections, the first of at most 8 pairs
				e.Section = "A"
				if pi >= min(8, (len(pairs)+1)/2) {
					e.Section = "B"
				}
			case 4: // a two-winner Mitchell
				e.Section, e.Field = "A", "A NS"
				if pi%2 == 1 {
					e.Field = "A EW"
				}
			}
			for k, p := range pr {
				e.Seats[k] = seat(rng, s.Players[p], p)
			}
			ses.Entries = append(ses.Entries, e)
		}
		placeEntries(ses.Entries)
		s.Sessions = append(s.Sessions, ses)
	}
	return s
}

// pairUp pairs the players present: regular partners together when both
// came (and seven times in ten), the others at random; one left over sits
// out.
func pairUp(rng *rand.Rand, here []int) [][2]int {
	var pairs [][2]int
	var rest []int
	for _, p := range here {
		if p%2 == 0 && slices.Contains(here, p+1) && rng.Float64() < 0.7 {
			pairs = append(pairs, [2]int{p, p + 1})
			continue
		}
		if p%2 == 1 && len(pairs) > 0 && pairs[len(pairs)-1] == [2]int{p - 1, p} {
			continue
		}
		rest = append(rest, p)
	}
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	for i := 0; i+1 < len(rest); i += 2 {
		pairs = append(pairs, [2]int{rest[i], rest[i+1]})
	}
	rng.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
	return pairs
}

// seat writes a player as a session might: the register's spelling or
// another, and sometimes a member number.
func seat(rng *rand.Rand, p SeasonPlayer, i int) SeasonSeat {
	st := SeasonSeat{Player: i, Name: p.Name}
	if p.Guest {
		return st
	}
	if r := rng.IntN(10); r >= 5 {
		st.Name = p.Spellings[(r-5)%len(p.Spellings)]
	}
	switch r := rng.IntN(10); {
	case r < 3:
		st.Number = p.ID
	case r == 3:
		st.Number = p.National
	}
	return st
}

// placeEntries gives each entry its place in its field by percentage,
// shared where equal (1, 2, 2, 4).
func placeEntries(es []SeasonEntry) {
	field := func(e *SeasonEntry) string {
		if e.Field != "" {
			return e.Field
		}
		return e.Section
	}
	for i := range es {
		pi, _ := strconv.ParseFloat(es[i].Percent, 64)
		es[i].Place = 1
		for j := range es {
			if pj, _ := strconv.ParseFloat(es[j].Percent, 64); field(&es[j]) == field(&es[i]) && pj > pi {
				es[i].Place++
			}
		}
	}
}
