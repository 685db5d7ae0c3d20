package report_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/publish"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/html"
	"github.com/protokol-bridge/protokol/translit"
)

// The page of a pair is readable and short whatever its section and id
// hold; a hash is added only to a part that its slug cannot write or had
// to cut, and to every page of a group that would share a name.
func TestPairPages(t *testing.T) {
	long := strings.Repeat("9", 300)
	section45 := "Секция для пар высшей лиги, группа Б (вечер)" // 44 letters, 78 bytes
	for _, tt := range []struct {
		name string
		keys []pairs.PairKey
		want []string // the page of each key
	}{
		{"plain", []pairs.PairKey{pk("A", "NS", "3"), pk("A", "EW", "3"), pk("A", "NS", "12")}, []string{"pair-a-ns-3", "pair-a-ew-3", "pair-a-ns-12"}},
		{"howell", []pairs.PairKey{pk("A", "", "12")}, []string{"pair-a-12"}},
		{"cyrillic", []pairs.PairKey{pk("A", "", "Пара 1"), pk("Б", "NS", "Ёж")}, []string{"pair-a-para-1", "pair-b-ns-yozh"}},
		{"path", []pairs.PairKey{pk("A", "", "../x"), pk("A", "", "A/1"), pk("..", "", "/")},
			[]string{"pair-a-x", "pair-a-a1", "pair-" + translit.Hash("..") + "-" + translit.Hash("/")}},
		{"kept characters", []pairs.PairKey{pk("A", "", "x-1_")}, []string{"pair-a-x-1_"}},
		{"no letters", []pairs.PairKey{pk("A", "EW", "😀"), pk("A", "EW", "שלום")},
			[]string{"pair-a-ew-" + translit.Hash("😀"), "pair-a-ew-" + translit.Hash("שלום")}},
		{"long id", []pairs.PairKey{pk("A", "NS", long)}, []string{"pair-a-ns-" + long[:report.PartMax] + "-" + translit.Hash(long)}},
		{"long section", []pairs.PairKey{pk(section45, "NS", "1")},
			[]string{"pair-sektsiya-dlya-par-vysshey-ligi-gruppa-b-" + translit.Hash(section45) + "-ns-1"}},
		{"case", []pairs.PairKey{pk("A", "EW", "a"), pk("A", "EW", "A"), pk("A", "EW", "b")},
			[]string{"pair-a-ew-a-" + translit.Hash("A\x00EW\x00a"), "pair-a-ew-a-" + translit.Hash("A\x00EW\x00A"), "pair-a-ew-b"}},
		{"same slug", []pairs.PairKey{pk("A", "NS", "1"), pk("A", "NS", "1!")},
			[]string{"pair-a-ns-1-" + translit.Hash("A\x00NS\x001"), "pair-a-ns-1-" + translit.Hash("A\x00NS\x001!")}},
		{"across sections", []pairs.PairKey{pk("a-ns", "", "3"), pk("A", "NS", "3"), pk("A", "EW", "3")},
			[]string{"pair-a-ns-3-" + translit.Hash("a-ns\x00\x003"), "pair-a-ns-3-" + translit.Hash("A\x00NS\x003"), "pair-a-ew-3"}},
		{"a name with a hash", []pairs.PairKey{pk("A", "NS", "1"), pk("A", "NS", "1!"), pk("A", "NS", "1-"+translit.Hash("A\x00NS\x001"))}, []string{
			"pair-a-ns-1-" + translit.Hash("A\x00NS\x001"), "pair-a-ns-1-" + translit.Hash("A\x00NS\x001!"),
			"pair-a-ns-1-" + translit.Hash("A\x00NS\x001") + "-" + translit.Hash("A\x00NS\x001-"+translit.Hash("A\x00NS\x001"))}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := report.PairPages(tt.keys)
			for i, k := range tt.keys {
				if got := p.Pair(k); got != tt.want[i] {
					t.Errorf("%q: %q, want %q", k, got, tt.want[i])
				}
			}
			// The same keys in the other order, and repeated, give the same pages.
			rev := slices.Clone(tt.keys)
			slices.Reverse(rev)
			q := report.PairPages(append(rev, tt.keys...))
			for i, k := range tt.keys {
				if got := q.Pair(k); got != tt.want[i] {
					t.Errorf("reversed, %q: %q, want %q", k, got, tt.want[i])
				}
			}
		})
	}
	if got := report.PairPages(nil).Pair(pairs.PairKey{Section: "A", ID: "1"}); got != "" {
		t.Errorf("a pair of no event: %q", got)
	}
}

func pk(section, direction, id string) pairs.PairKey {
	d, err := bridge.ParseDirection(direction)
	if err != nil {
		panic(err)
	}
	return pairs.PairKey{Section: section, Direction: d, ID: id}
}

// Teams and matches are named like pairs: "Iceland" is team-iceland, not
// team-i_63_65_...
func TestTeamPages(t *testing.T) {
	const lok, din = "Локомотив Новосибирск", "Динамо Санкт-Петербург"
	type match = teams.MatchKey
	for _, tt := range []struct {
		name        string
		teams       []string
		matches     []match
		wantTeams   []string
		wantMatches []string
	}{
		{"latin", []string{"Iceland", "Sweden"}, []match{{Round: 1, Home: "Iceland", Away: "Sweden"}},
			[]string{"team-iceland", "team-sweden"}, []string{"match-1-iceland-sweden"}},
		{"cyrillic", []string{lok, din}, []match{{Round: 3, Home: lok, Away: din}},
			[]string{"team-lokomotiv-novosibirsk", "team-dinamo-sankt-peterburg"}, []string{"match-3-lokomotiv-novosibirsk-dinamo-sankt-peterburg"}},
		{"case", []string{"Lions", "LIONS", "Tigers"},
			[]match{{Round: 1, Home: "Lions", Away: "Tigers"}, {Round: 2, Home: "LIONS", Away: "Tigers"}, {Round: 3, Home: "LIONS", Away: "Tigers"}},
			[]string{"team-lions-" + translit.Hash("Lions"), "team-lions-" + translit.Hash("LIONS"), "team-tigers"},
			[]string{"match-1-lions-tigers", "match-2-lions-tigers", "match-3-lions-tigers"}},
		{"one round", []string{"Lions", "LIONS", "Tigers", "TIGERS"},
			[]match{{Round: 1, Home: "Lions", Away: "Tigers"}, {Round: 1, Home: "LIONS", Away: "TIGERS"}},
			[]string{"team-lions-" + translit.Hash("Lions"), "team-lions-" + translit.Hash("LIONS"), "team-tigers-" + translit.Hash("Tigers"), "team-tigers-" + translit.Hash("TIGERS")},
			[]string{"match-1-lions-tigers-" + translit.Hash("1\x00Lions\x00Tigers"), "match-1-lions-tigers-" + translit.Hash("1\x00LIONS\x00TIGERS")}},
		{"dashes", []string{"a-b", "c", "a", "b-c"}, []match{{Round: 1, Home: "a-b", Away: "c"}, {Round: 1, Home: "a", Away: "b-c"}},
			[]string{"team-a-b", "team-c", "team-a", "team-b-c"},
			[]string{"match-1-a-b-c-" + translit.Hash("1\x00a-b\x00c"), "match-1-a-b-c-" + translit.Hash("1\x00a\x00b-c")}},
		{"no letters", []string{"♠♥"}, nil, []string{"team-" + translit.Hash("♠♥")}, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, order := range []string{"given", "reversed"} {
				names, ms := slices.Clone(tt.teams), slices.Clone(tt.matches)
				if order == "reversed" {
					slices.Reverse(names)
					slices.Reverse(ms)
				}
				p := report.TeamPages(names, ms)
				for i, team := range tt.teams {
					if got := p.Team(team); got != tt.wantTeams[i] {
						t.Errorf("%s: team %q: %q, want %q", order, team, got, tt.wantTeams[i])
					}
				}
				for i, k := range tt.matches {
					if got := p.Match(k); got != tt.wantMatches[i] {
						t.Errorf("%s: %v: %q, want %q", order, k, got, tt.wantMatches[i])
					}
				}
			}
		})
	}
}

// keyPieces make random keys: scripts, symbols, path parts, case variants
// and texts longer than a file name.
var keyPieces = []string{"1", "12", "A", "a", "Lions", "LIONS", "lions", "Пара", "пара", "ПАРА", "Ё", "ё", "Łukasz", "😀", "שלום", "北京",
	"/", "\\", "..", ".", "-", "_", " ", "\u202e", "<>", ":", "\x00", strings.Repeat("x", 300), strings.Repeat("Щ", 150), strings.Repeat("a-", 100)}

func randomKey(rng *rand.Rand) string {
	var b strings.Builder
	for range 1 + rng.IntN(3) {
		b.WriteString(keyPieces[rng.IntN(len(keyPieces))])
	}
	return b.String()
}

// randomKeys is n different random keys.
func randomKeys(rng *rand.Rand, n int) []string {
	seen := map[string]bool{}
	var keys []string
	for len(keys) < n {
		if k := randomKey(rng); !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	return keys
}

// checkPages checks that the pages of one event are plain file names that
// publish accepts, at most report.NameMax bytes with ".html", and that no
// two share a name, not even in another case.
func checkPages(t *testing.T, what string, pages map[string]string) {
	t.Helper()
	seen := map[string]string{}
	for key, page := range pages {
		file := page + ".html"
		if err := publish.CheckName(file); err != nil {
			t.Errorf("%s %q: %v", what, key, err)
		}
		if len(file) > report.NameMax {
			t.Errorf("%s %q: %q is %d bytes, more than %d", what, key, file, len(file), report.NameMax)
		}
		if strings.Trim(page, "abcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
			t.Errorf("%s %q: %q holds characters outside a-z 0-9 - _", what, key, page)
		}
		if other, ok := seen[strings.ToLower(page)]; ok {
			t.Errorf("%s %q and %q share the page %q", what, other, key, page)
		}
		seen[strings.ToLower(page)] = key
	}
}

// Random events, scored and published as the command does: every page
// name is valid, short, unique and the same whatever the order of the
// input, and the site renders.
func TestPageNamesRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 2))
	c4s, _ := bridge.ParseContract("4S")
	for ev := range 60 {
		t.Run(fmt.Sprintf("pairs %d", ev), func(t *testing.T) {
			var s bridge.Session
			for _, section := range randomKeys(rng, 1+rng.IntN(3)) {
				// EW pairs share the NS pairs' ids, and one more.
				keys := randomKeys(rng, 3+rng.IntN(6))
				ns, ew := keys[1:], slices.Clone(keys)
				rng.Shuffle(len(ew), func(i, j int) { ew[i], ew[j] = ew[j], ew[i] })
				for board := 1; board <= 2; board++ {
					for i := range ns {
						e := bridge.Entry{Section: section, Board: board, NS: ns[i], EW: ew[(i+board)%len(ew)],
							Play: bridge.Play{Contract: c4s, Declarer: bridge.North, Tricks: 8 + rng.IntN(4)}}
						s.Entries = append(s.Entries, e)
					}
				}
			}
			s.Boards = []bridge.Board{bridge.NewBoard(1), bridge.NewBoard(2)}
			pages := func(s bridge.Session) map[string]string {
				res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell})
				if err != nil {
					t.Fatal(err)
				}
				sh, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: res}, report.Options{})
				if err != nil {
					t.Fatal(err)
				}
				out := map[string]string{}
				for _, c := range sh.Cards {
					out[fmt.Sprintf("%q %s %q", c.Section, c.Direction, c.Pair.Label)] = c.Pair.Page
				}
				checkPages(t, "pair", out)
				if _, err := html.Render(sh, html.Options{}); err != nil {
					t.Error(err)
				}
				return out
			}
			want := pages(s)
			rng.Shuffle(len(s.Entries), func(i, j int) { s.Entries[i], s.Entries[j] = s.Entries[j], s.Entries[i] })
			if got := pages(s); !maps(got, want) {
				t.Errorf("another order of the results gives other pages:\n%v\n%v", got, want)
			}
		})
	}
	for ev := range 60 {
		t.Run(fmt.Sprintf("teams %d", ev), func(t *testing.T) {
			names := randomKeys(rng, 2*(1+rng.IntN(4)))
			var s bridge.Session
			n := len(names)
			for round := 1; round < min(n, 4); round++ {
				// The circle method: team 0 stays, the others turn.
				others := slices.Clone(names[1:])
				rot := append(others[round-1:], others[:round-1]...)
				line := append([]string{names[0]}, rot...)
				for i := range n / 2 {
					home, away := line[i], line[n-1-i]
					for _, room := range []bridge.Room{bridge.OpenRoom, bridge.ClosedRoom} {
						e := bridge.Entry{Round: round, Board: round, Room: room, Home: home, Away: away, NS: home, EW: away,
							Play: bridge.Play{Contract: c4s, Declarer: bridge.North, Tricks: 8 + rng.IntN(4)}}
						if room == bridge.ClosedRoom {
							e.NS, e.EW = away, home
						}
						s.Entries = append(s.Entries, e)
					}
				}
				s.Boards = append(s.Boards, bridge.NewBoard(round))
			}
			pages := func(s bridge.Session) map[string]string {
				res, err := teams.Score(s, teams.Options{})
				if err != nil {
					t.Fatal(err)
				}
				sh, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{})
				if err != nil {
					t.Fatal(err)
				}
				out, matches := map[string]string{}, map[string]string{}
				for _, c := range sh.Teams.Teams {
					out[c.Team.Label] = c.Team.Page
				}
				for _, m := range sh.Teams.Matches {
					matches[fmt.Sprintf("%d %q %q", m.Round, m.Home.Label, m.Away.Label)] = m.Page
				}
				checkPages(t, "team", out)
				checkPages(t, "match", matches)
				if _, err := html.Render(sh, html.Options{}); err != nil {
					t.Error(err)
				}
				for k, v := range matches {
					out[k] = v
				}
				return out
			}
			want := pages(s)
			rng.Shuffle(len(s.Entries), func(i, j int) { s.Entries[i], s.Entries[j] = s.Entries[j], s.Entries[i] })
			if got := pages(s); !maps(got, want) {
				t.Errorf("another order of the results gives other pages:\n%v\n%v", got, want)
			}
		})
	}
}

func maps(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// FuzzPages names the pairs, teams and matches made of any texts.
func FuzzPages(f *testing.F) {
	f.Add("A", "1", "a", "Lions", "lions")
	f.Add("Секция для пар высшей лиги, группа Б (вечер)", "../x", "A/1", "Локомотив Новосибирск", "Динамо Санкт-Петербург")
	f.Add("..", "😀", "שלום", strings.Repeat("x", 300), "\u202e")
	f.Add("a-ns", "3", "3!", "a-b", "b")
	f.Fuzz(func(t *testing.T, section, id1, id2, team1, team2 string) {
		keys := []pairs.PairKey{pk(section, "NS", id1), pk(section, "NS", id2), pk(section, "EW", id1), pk(section, "", id2),
			pk(strings.ToUpper(section), "NS", id1), pk(section, "NS", strings.ToUpper(id1))}
		p := report.PairPages(keys)
		pairPages := map[string]string{}
		for _, k := range keys {
			pairPages[fmt.Sprintf("%q", k)] = p.Pair(k)
		}
		checkPages(t, "pair", pairPages)
		rev := slices.Clone(keys)
		slices.Reverse(rev)
		q := report.PairPages(rev)
		for _, k := range keys {
			if p.Pair(k) != q.Pair(k) {
				t.Errorf("%q: %q, reversed %q", k, p.Pair(k), q.Pair(k))
			}
		}
		names := []string{team1, team2, strings.ToUpper(team1), strings.ToLower(team2)}
		ms := []teams.MatchKey{{Round: 1, Home: team1, Away: team2}, {Round: 1, Home: strings.ToUpper(team1), Away: strings.ToLower(team2)}, {Round: -2, Home: team2, Away: team1}}
		tp := report.TeamPages(names, ms)
		teamPages, matchPages := map[string]string{}, map[string]string{}
		for _, n := range names {
			teamPages[n] = tp.Team(n)
		}
		for _, k := range ms {
			matchPages[fmt.Sprintf("%v", k)] = tp.Match(k)
		}
		checkPages(t, "team", teamPages)
		checkPages(t, "match", matchPages)
	})
}
