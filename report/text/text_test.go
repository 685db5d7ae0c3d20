package text_test

import (
	"bytes"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/golden"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/text"
)

func write(t *testing.T, s *report.Sheet) string {
	t.Helper()
	var b bytes.Buffer
	if err := text.Write(&b, s, text.Options{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestTeamDecisions writes the team match with every kind of decision
// (gen.TeamDecisions): each match board shows a decision that replaced a
// room's result in place of it, one that leaves it standing in brackets
// after it, and each penalty beside the team's IMPs, so that the boards
// add up to the match's IMPs; the adjustments list each decision with its
// match, room and effect. The whole report is a golden file.
func TestTeamDecisions(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			res, err := teams.Score(gen.TeamDecisions(), teams.Options{})
			if err != nil {
				t.Fatal(err)
			}
			s, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{Lang: lang})
			if err != nil {
				t.Fatal(err)
			}
			got := write(t, s)
			golden.Check(t, filepath.Join("testdata", lang+".team-decisions.txt"), []byte(got))
			if lang != "en" {
				return
			}
			for _, want := range []string{
				"Round 1: Lions – Tigers: 11–8.2 IMPs, 12.01–6.99 VP\n",
				"    1  4♠ N = [PEN NS -2 IMPs]             +420  4♠ N -1           -50  10 (-2)\n",
				"    2  40% +620 + 60% -100 (assigned)            4♠ N +1          +650               8.2\n",
				"    3  1NT N = [PEN EW -1 VP]               +90  A-/A+                        3  (-1 VP)\n",
				"Board  Match                                  Decision             Effect ",
				"    1  Round 1: Lions – Tigers (Open room)    PEN NS -2 IMPs       Lions -2 IMPs                      slow play ",
				"    2  Round 1: Lions – Tigers (Open room)    40% +620 + 60% -100  Lions -8.2 IMPs, Tigers +8.2 IMPs  misinformation <no alert>  21B3  Петров\n",
				"    3  Round 1: Lions – Tigers (Closed room)  A-/A+                Lions +3 IMPs, Tigers -3 IMPs ",
				"    1  Lions – Tigers  4♠ N = [PEN NS -2 IMPs]      +420  4♠ N -1           -50  10–0 (Lions -2)\n",
				"  3–0 (Tigers -1 VP)\n",
			} {
				if !strings.Contains(got, want) {
					t.Errorf("the report lacks %q", want)
				}
			}
			if strings.Contains(got, "PASS") {
				t.Error("a room shows a result that a decision replaced")
			}
		})
	}
}

// TestRankingPenalty: a procedural penalty stands beside the total it was
// taken off.
func TestRankingPenalty(t *testing.T) {
	c, _ := bridge.ParseContract("4S")
	entry := func(id string, tricks int) bridge.Entry {
		return bridge.Entry{Board: 1, NS: id, EW: id, Play: bridge.Play{Contract: c, Declarer: bridge.North, Tricks: tricks}}
	}
	ses := bridge.Session{Entries: []bridge.Entry{entry("1", 10), entry("2", 9), entry("3", 11)}}
	ses.Entries[2].Adjust = &bridge.Adjustment{Text: "PEN NS -25%", Kind: bridge.AdjPenalty,
		Penalty: &bridge.Penalty{Side: bridge.NS, Num: 25, Den: 1, Unit: bridge.PenTopFraction}}
	res, err := pairs.Score(ses, pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	s, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: res}, report.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// NS 3 has the top, 4, less a quarter of it.
	if got, want := write(t, s), "    1     3                1  3 (-1)    4  75.00\n"; !strings.Contains(got, want) {
		t.Errorf("no %q in\n%s", want, got)
	}
}

// sampleSheet is the bundled sample in a language, with the double-dummy
// tables of sampletest.DDBoards.
func sampleSheet(t *testing.T, lang string) *report.Sheet {
	return sampletest.Sheet(t, lang, pairs.Options{}, nil)
}

// TestDoubleDummy: a board with a double-dummy table prints it after its
// diagram and before its traveller, the tricks of N, S, E and W under the
// strains, then the par line; in a legacy charset the suits and the minus
// sign are letters and "-". A board without a table prints nothing of it.
func TestDoubleDummy(t *testing.T) {
	for _, tt := range []struct {
		name    string
		lang    string
		letters bool
		board1  string // from the last line of the diagram to the traveller's header
		board13 string // the par line
	}{
		{"en", "en", false, `                      ♣ J 7 5

Double dummy
   NT  ♠  ♥  ♦  ♣
N   6  8  7  6  5
S   5  8  6  6  5
E   7  5  6  7  8
W   7  5  6  7  8
Par: NS 100 · 2NTX E -1, 2NTX W -1, 3♣X E -1, 3♣X W -1

NS  EW  Contract`, "\nPar: NS 620 · 4♥ N =, 4♥ S =\n\nNS  EW  Contract"},
		{"ru", "ru", false, `                      ♣ В 7 5

Анализ с открытыми картами
   БК  ♠  ♥  ♦  ♣
С   6  8  7  6  5
Ю   5  8  6  6  5
В   7  5  6  7  8
З   7  5  6  7  8
Пар: СЮ 100 · 2БКX В -1, 2БКX З -1, 3♣X В -1, 3♣X З -1

СЮ  ВЗ  Контракт`, "\nПар: СЮ 620 · 4♥ С =, 4♥ Ю =\n\nСЮ  ВЗ  Контракт"},
		{"ru in a legacy charset", "ru", true, `                      C В 7 5

Анализ с открытыми картами
   БК  S  H  D  C
С   6  8  7  6  5
Ю   5  8  6  6  5
В   7  5  6  7  8
З   7  5  6  7  8
Пар: СЮ 100 · 2БКX В -1, 2БКX З -1, 3CX В -1, 3CX З -1

СЮ  ВЗ  Контракт`, "\nПар: СЮ 620 · 4H С =, 4H Ю =\n\nСЮ  ВЗ  Контракт"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := sampleSheet(t, tt.lang)
			var b bytes.Buffer
			if err := text.Write(&b, s, text.Options{SuitLetters: tt.letters}); err != nil {
				t.Fatal(err)
			}
			got := b.String()
			l := s.L
			// Each board's part: from its heading to the next one's.
			parts := map[int]string{}
			for i, bp := range s.Boards {
				head := "\n" + l.Board + " " + strconv.Itoa(bp.Number) + " · "
				start := strings.Index(got, head)
				if start < 0 {
					t.Fatalf("no heading %q", head)
				}
				end := len(got)
				if i+1 < len(s.Boards) {
					end = start + strings.Index(got[start:], "\n"+l.Board+" "+strconv.Itoa(s.Boards[i+1].Number)+" · ")
				}
				parts[bp.Number] = got[start:end]
			}
			if !strings.Contains(parts[1], "\n"+tt.board1) {
				t.Errorf("board 1 lacks\n%s\nin\n%s", tt.board1, parts[1])
			}
			if !strings.Contains(parts[13], tt.board13) {
				t.Errorf("board 13 lacks %q in\n%s", tt.board13, parts[13])
			}
			for n, part := range parts {
				if n == 1 || n == 13 {
					continue
				}
				if strings.Contains(part, l.DoubleDummy) || strings.Contains(part, l.Par+":") {
					t.Errorf("board %d has no table but prints one:\n%s", n, part)
				}
			}
			if tt.letters && strings.ContainsAny(got, "♠♥♦♣−") {
				t.Error("a suit symbol or a minus sign in the legacy text")
			}
		})
	}
}

// TestDoubleDummyWithoutDeal: a table whose deal is not known follows the
// board's heading.
func TestDoubleDummyWithoutDeal(t *testing.T) {
	s := sampleSheet(t, "en")
	s.Boards[0].HasDeal = false
	got := write(t, s)
	want := "\nBoard 1 · Dealer N · Vulnerable None · Top 18\n---------------------------------------------\nDouble dummy\n   NT  ♠  ♥  ♦  ♣\nN   6  8  7  6  5\n"
	if !strings.Contains(got, want) {
		t.Errorf("no %q in\n%s", want, got)
	}
}

// TestProvisional: the text of a session in play carries the mark under
// each ranking's heading, says where a board in play would show its deal,
// and lists the tables still to play a board as not played yet (golden
// files, en and ru); the complete session has none of it.
func TestProvisional(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			s := sampletest.LiveSheet(t, lang, false)
			got := write(t, s)
			golden.Check(t, filepath.Join("testdata", "live."+lang+".txt"), []byte(got))
			l := s.L
			for _, tt := range []struct {
				name, text string
				count      int
			}{
				{"the mark under each ranking's heading", "\n" + s.Provisional + "\n\n", 2},
				{"boards in play", "\n" + l.DealInPlay + "\n\n", 27},
				{"tables still to play", " " + l.NotPlayedYet + "\n", 131},
			} {
				if n := strings.Count(got, tt.text); n != tt.count {
					t.Errorf("%s: %q %d times, want %d", tt.name, tt.text, n, tt.count)
				}
			}
			lines := strings.Split(got, "\n")
			for i, line := range lines {
				if line == s.Provisional && (i == 0 || !strings.HasPrefix(lines[i-1], l.Rankings+" · ")) {
					t.Errorf("line %d: the mark after %q, want after a ranking's heading", i+1, lines[max(i-1, 0)])
				}
			}
			done := write(t, sampletest.LiveSheet(t, lang, true))
			for _, mark := range []string{s.Provisional, l.DealInPlay, l.NotPlayedYet} {
				if strings.Contains(done, mark) {
					t.Errorf("complete session: %q still written", mark)
				}
			}
		})
	}
}

// TestMatchHeading: a match's heading gives each of its scores once, with
// its unit. A board-a-match in board points printed them twice before
// ("1–5 Board points, 1–5 Points"); converted into VPs on a discrete
// scale it gives its board points, then its VPs.
func TestMatchHeading(t *testing.T) {
	s := gen.TeamDecisions()
	for i := range s.Entries {
		if a := s.Entries[i].Adjust; a != nil && a.Kind == bridge.AdjPenalty {
			s.Entries[i].Adjust = nil
		}
	}
	for _, tt := range []struct {
		name, lang string
		opt        teams.Options
		want       string
	}{
		{"IMPs and VPs", "en", teams.Options{}, "Round 1: Lions – Tigers: 13–8.2 IMPs, 13.18–6.82 VP\n"},
		{"board-a-match", "en", teams.Options{Form: teams.BoardAMatch}, "Round 1: Lions – Tigers: 1.6–1.4 board points\n"},
		{"board-a-match", "ru", teams.Options{Form: teams.BoardAMatch}, "Тур 1: Lions – Tigers: 1.6–1.4 очков за сдачи\n"},
		{"board-a-match in VPs", "en", teams.Options{Form: teams.BoardAMatch, BAMVPs: true}, "Round 1: Lions – Tigers: 1.6–1.4 board points, 10.00–10.00 VP\n"},
		{"board-a-match, a decision's effect", "en", teams.Options{Form: teams.BoardAMatch}, "A-/A+                Lions +0.6 board points, Tigers +0.4 board points"},
	} {
		t.Run(tt.name+" "+tt.lang, func(t *testing.T) {
			res, err := teams.Score(s, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			sheet, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{Lang: tt.lang})
			if err != nil {
				t.Fatal(err)
			}
			if got := write(t, sheet); !strings.Contains(got, tt.want) {
				t.Errorf("the report lacks %q:\n%s", tt.want, got)
			}
		})
	}
}

// TestIndividual: an individual's text ranks players (the columns named
// Player and Name) and writes each side of a traveller as its two players
// (golden files, en and ru).
func TestIndividual(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			s := sampletest.Individual(t, lang)
			got := write(t, s)
			golden.Check(t, filepath.Join("testdata", "individual."+lang+".txt"), []byte(got))
			if !strings.Contains(got, s.L.Player) || !strings.Contains(got, s.L.Name) || !strings.Contains(got, s.Boards[0].Rows[0].NS.Label) {
				t.Errorf("no player column or side %q in\n%s", s.Boards[0].Rows[0].NS.Label, got)
			}
		})
	}
}
