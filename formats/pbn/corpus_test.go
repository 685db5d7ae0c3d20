package pbn

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// TestCorpusParse parses every valid file of the corpus. The numbers were
// checked against the files with grep (games = tag groups separated by
// empty lines; sub-files = "% PBN" lines that follow a game).
func TestCorpusParse(t *testing.T) {
	tests := []struct {
		file     string
		games    int
		version  string
		subFiles int
		warnings int
	}{
		{"reference-suite/correct_10.pbn", 31, "", 1, 0},
		{"reference-suite/correct_20.pbn", 46, "", 1, 0},
		{"reference-suite/correct_21.pbn", 2, "", 1, 0},
		{"ruter-norway/bridgekam_2015-09-03_crossimp.pbn", 27, "2.0", 1, 0},
		{"ruter-norway/bridgekam_2015-09-10.pbn", 27, "2.0", 1, 0},
		{"ruter-norway/bridgekam_2015-09-24.pbn", 27, "2.0", 1, 0},
		{"ruter-norway/bridgekam_2015-10-08.pbn", 27, "2.0", 1, 0},
		{"ruter-norway/bridgekam_2015-11-26.pbn", 27, "2.0", 1, 0},
		{"ruter-norway/bridgekam_2016-03-10.pbn", 27, "2.0", 1, 0},
		{"ruter-norway/spiren2019_spiren1.pbn", 24, "2.0", 1, 0},
		{"ruter-norway/spiren_2017-04-10.pbn", 24, "2.0", 1, 0},
		{"ruter-norway/spiren_2018-04-23.pbn", 24, "2.0", 1, 0},
		{"ruter-norway/spiren_2018-06-04.pbn", 24, "2.0", 1, 0},
		{"team-ebl/eyc2000_A1A10101.PBN", 40, "1.0", 1, 0},
		{"team-ebl/etc1999_A1A10202.PBN", 40, "1.0", 1, 20}, // [Section "#"] with nothing to inherit, in all 20 boards (told as one: bridge.FoldWarnings)
		{"realbridge/qualifier-r2-four-teams.pbn", 39, "2.1", 1, 0},
		{"pbntools-poland/jfrpary_wb130808.pbn", 295, "", 1, 0},
		{"pbntools-poland/kops_PCH1003.pbn", 570, "", 1, 0},
		{"pbntools-poland/kops_sm0807.pbn", 108, "", 1, 0},
		{"pbntools-poland/bbo_annamar_1538_pairs.pbn", 57, "", 1, 0},
		{"pbntools-poland/bbo_aba_17901_pairs.pbn", 56, "", 1, 0},
		{"pbntools-poland/bbo_history_expected.pbn", 2, "", 1, 0},
		{"commongame-bridgecomposer/LBC-2026-01-26.pbn", 36, "2.1", 1, 0},
		{"commongame-bridgecomposer/260119HandRecord.pbn", 36, "2.1", 1, 0},
		{"misc-generators/bcdd_test1.bcdd.pbn", 396, "1.0", 4, 0},
		{"misc-generators/bigdeal_test1.pbn", 396, "1.0", 4, 0},
		{"misc-generators/bridgebots_sample.pbn", 3, "", 1, 1}, // "}" left over by a nested brace
		{"misc-generators/bridgecomposer_czech.pbn", 15, "2.1", 1, 0},
		{"misc-generators/dealconvert_test-jfr.pbn", 16, "", 1, 0},
		{"misc-generators/psbridge.pbn", 32, "1.0", 1, 0},
		{"misc-generators/pybcdd_faulty.pbn", 2, "1.0", 1, 0}, // parses; Session refuses it
		{"usebio/brian-bridgewebs/hands.pbn", 24, "2.1", 1, 0},
		{"synthetic/cyrillic_cp1251.pbn", 2, "2.1", 1, 0},
		{"synthetic/cyrillic_koi8r.pbn", 2, "2.1", 1, 0},
		{"synthetic/cyrillic_cp866.pbn", 2, "2.1", 1, 0},
		{"synthetic/cyrillic_utf8_bom.pbn", 2, "2.1", 1, 0},
		{"synthetic/cyrillic_utf8_nobom.pbn", 2, "2.1", 1, 0},
	}
	listed := map[string]bool{}
	for _, tt := range tests {
		listed[tt.file] = true
		t.Run(tt.file, func(t *testing.T) {
			f, err := Parse(tt.file, readCorpus(t, tt.file))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if len(f.Games) != tt.games || f.Version != tt.version || f.SubFiles() != tt.subFiles || len(f.Warnings) != tt.warnings {
				t.Errorf("games %d version %q sub-files %d warnings %d, want %d %q %d %d\n%s",
					len(f.Games), f.Version, f.SubFiles(), len(f.Warnings), tt.games, tt.version, tt.subFiles, tt.warnings,
					strings.Join(messages(f.Warnings), "\n"))
			}
		})
	}
	for _, rel := range corpusFiles(t) {
		if !listed[rel] && !strings.Contains(rel, "errors_") {
			t.Errorf("corpus file %s is not in the test table", rel)
		}
	}
}

// perBoard is a histogram of entries per board: "7x27" is 27 boards with 7
// entries each.
func perBoard(s bridge.Session) string {
	n := map[int]int{}
	for _, e := range s.Entries {
		n[e.Board]++
	}
	hist := map[int]int{}
	for _, k := range n {
		hist[k]++
	}
	var parts []string
	for k, v := range hist {
		parts = append(parts, fmt.Sprintf("%dx%d", k, v))
	}
	sort.Strings(parts)
	return strings.Join(parts, " ")
}

// TestCorpusSession maps the result files onto sessions. Entry counts were
// checked by hand: Ruter rows = ScoreTable lines minus "Bye" lines (27 in
// bridgekam_2016-03-10, 24 in spiren_2018-06-04); pattern-B files =
// games with a Contract (grep '^\[Contract' with a non-empty value).
func TestCorpusSession(t *testing.T) {
	tests := []struct {
		file     string
		boards   int
		entries  int
		pairs    int
		perBoard string
		kinds    string // entries per kind other than played
	}{
		{"ruter-norway/bridgekam_2015-10-08.pbn", 27, 189, 14, "7x27", ""},
		{"ruter-norway/bridgekam_2015-09-03_crossimp.pbn", 27, 270, 20, "10x27", "artificial 1"},
		{"ruter-norway/bridgekam_2015-09-10.pbn", 27, 189, 14, "7x27", "artificial 2"},
		{"ruter-norway/bridgekam_2015-09-24.pbn", 27, 243, 18, "9x27", "artificial 1"},
		{"ruter-norway/bridgekam_2015-11-26.pbn", 27, 162, 12, "6x27", "artificial 3"},
		{"ruter-norway/bridgekam_2016-03-10.pbn", 27, 108, 9, "4x27", ""},
		{"ruter-norway/spiren2019_spiren1.pbn", 24, 216, 18, "9x24", "not scored 1"}, // A=/+0: Ruter's +0 has no agreed meaning
		{"ruter-norway/spiren_2017-04-10.pbn", 24, 120, 10, "5x24", "assigned 1"},
		{"ruter-norway/spiren_2018-04-23.pbn", 24, 240, 20, "10x24", "artificial 3"}, // the Pen row is a decision
		{"ruter-norway/spiren_2018-06-04.pbn", 24, 168, 15, "7x24", "artificial 1"},
		{"team-ebl/eyc2000_A1A10101.PBN", 20, 40, 2, "2x20", ""}, // two teams with their four players each
		{"team-ebl/etc1999_A1A10202.PBN", 20, 40, 2, "2x20", ""},
		{"pbntools-poland/jfrpary_wb130808.pbn", 27, 295, 46, "10x2 11x25", ""},
		{"pbntools-poland/kops_PCH1003.pbn", 26, 570, 44, "21x2 22x24", ""},
		{"pbntools-poland/kops_sm0807.pbn", 27, 108, 17, "4x27", ""},
		{"pbntools-poland/bbo_annamar_1538_pairs.pbn", 5, 52, 52, "11x1 12x1 16x1 6x1 7x1", ""},
		{"pbntools-poland/bbo_aba_17901_pairs.pbn", 2, 56, 57, "28x2", ""},
		{"pbntools-poland/bbo_history_expected.pbn", 2, 2, 2, "1x2", ""},
		{"commongame-bridgecomposer/LBC-2026-01-26.pbn", 36, 0, 0, "", ""},
		{"commongame-bridgecomposer/260119HandRecord.pbn", 36, 0, 0, "", ""},
		{"misc-generators/bridgecomposer_czech.pbn", 15, 0, 0, "", ""},
		{"misc-generators/dealconvert_test-jfr.pbn", 16, 0, 0, "", ""},
		{"misc-generators/psbridge.pbn", 32, 0, 0, "", ""},
		{"usebio/brian-bridgewebs/hands.pbn", 24, 144, 0, "6x24", "artificial 1"}, // Bridgewebs: PO, 3S*, and an average
		{"synthetic/cyrillic_cp1251.pbn", 2, 8, 8, "4x2", ""},
		{"synthetic/cyrillic_koi8r.pbn", 2, 8, 8, "4x2", ""},
		{"synthetic/cyrillic_cp866.pbn", 2, 8, 8, "4x2", ""},
		{"synthetic/cyrillic_utf8_bom.pbn", 2, 8, 8, "4x2", ""},
		{"synthetic/cyrillic_utf8_nobom.pbn", 2, 8, 8, "4x2", ""},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			f, err := Parse(tt.file, readCorpus(t, tt.file))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			r, err := f.Session()
			if err != nil {
				t.Fatalf("Session: %v", err)
			}
			s := r.Session
			if len(s.Boards) != tt.boards || len(s.Entries) != tt.entries || len(s.Pairs) != tt.pairs {
				t.Errorf("boards %d entries %d pairs %d, want %d %d %d", len(s.Boards), len(s.Entries), len(s.Pairs), tt.boards, tt.entries, tt.pairs)
			}
			if got := perBoard(s); got != tt.perBoard {
				t.Errorf("entries per board %q, want %q", got, tt.perBoard)
			}
			kinds := map[bridge.Kind]int{}
			for _, e := range s.Entries {
				if e.Kind != bridge.Played {
					kinds[e.Kind]++
				}
				if (e.Kind == bridge.Artificial || e.Kind == bridge.Assigned) && e.Adjust == nil {
					t.Errorf("%s: no Adjust", entryLine(e))
				}
			}
			var ks []string
			for k, n := range kinds {
				ks = append(ks, fmt.Sprintf("%s %d", k, n))
			}
			sort.Strings(ks)
			if got := strings.Join(ks, ", "); got != tt.kinds {
				t.Errorf("kinds %q, want %q", got, tt.kinds)
			}
			for _, b := range s.Boards {
				if !b.Deal.Empty() && !b.Deal.Complete() { // bridgekam_2015-09-10 has [Deal ""] for 25..27
					t.Errorf("board %d: deal not complete", b.Number)
				}
			}
		})
	}
}

// TestCorpusFacts checks single facts of the corpus that the mapping must
// get right.
func TestCorpusFacts(t *testing.T) {
	read := func(t *testing.T, file string) (*File, *Read) {
		f, err := Parse(file, readCorpus(t, file))
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		r, err := f.Session()
		if err != nil {
			t.Fatalf("Session: %v", err)
		}
		return f, r
	}
	find := func(r *Read, board int, ns string) []string {
		var out []string
		for _, e := range r.Session.Entries {
			if e.Board == board && e.NS == ns {
				out = append(out, entryLine(e))
			}
		}
		return out
	}
	tests := []struct {
		name  string
		file  string
		check func(t *testing.T, f *File, r *Read)
	}{
		{"Ruter 800>a keeps the table result and the side", "ruter-norway/bridgekam_2015-09-24.pbn", func(t *testing.T, f *File, r *Read) {
			got := find(r, 18, "1")
			want := `board 18 table 2 round 6 NS "1" EW "14" artificial 6DX N 9 adjust "-/800>a"`
			if len(got) != 1 || got[0] != want {
				t.Errorf("got %q", got)
			}
		}},
		{"Ruter byes give no entry", "ruter-norway/bridgekam_2016-03-10.pbn", func(t *testing.T, f *File, r *Read) {
			for _, e := range r.Session.Entries {
				if e.NS == "" || e.EW == "" {
					t.Errorf("entry without a pair: %s", entryLine(e))
				}
			}
			if got := find(r, 10, "1"); len(got) != 1 || got[0] != `board 10 table 1 round 4 NS "1" EW "8" played PASS claimed 0` {
				t.Errorf("pass-out: %q", got)
			}
		}},
		{"Ruter lead column and signed MP ignored", "ruter-norway/spiren2019_spiren1.pbn", func(t *testing.T, f *File, r *Read) {
			got := find(r, 1, "1")
			if len(got) != 1 || got[0] != `board 1 table 1 round 1 NS "1" EW "2" played 4H N 11 lead S8 claimed 450` {
				t.Errorf("got %q", got)
			}
			if got := find(r, 1, "3"); len(got) != 1 || got[0] != `board 1 table 2 round 1 NS "3" EW "4" not scored why "score cells \"A=/+0\": Ruter code \"+0\" has no agreed meaning; enter the decision in a decisions file"` {
				t.Errorf("got %q", got)
			}
		}},
		{"Ruter Pen and A+ rows", "ruter-norway/spiren_2018-04-23.pbn", func(t *testing.T, f *File, r *Read) {
			var adj []string
			for _, e := range r.Session.Entries {
				if e.Adjust != nil {
					adj = append(adj, fmt.Sprintf("%d:%s", e.Board, e.Adjust.Text))
				}
			}
			if fmt.Sprint(adj) != "[14:A+ 14:A+ 14:A+]" {
				t.Errorf("adjustments %v", adj)
			}
			// The Pen row beside table 1's 6S: its MP cells 0.0/6.8 credit
			// the EW pair, 14, as its TotalScoreTable ScorePenalty says.
			var dec []string
			for _, d := range r.Session.Decisions {
				p := d.Adjust.Penalty
				dec = append(dec, fmt.Sprintf("%d:%s/%s:%s %s %d/%d %s published=%t", d.Board, d.NS, d.EW, d.Adjust.Text, p.Side, p.Num, p.Den, p.Unit, d.Adjust.Published))
			}
			if fmt.Sprint(dec) != "[21:1/14:Pen EW -34/5 MP published=true]" {
				t.Errorf("decisions %v", dec)
			}
		}},
		{"Ruter META and pairs with directions", "ruter-norway/bridgekam_2015-10-08.pbn", func(t *testing.T, f *File, r *Read) {
			if m := f.Meta(); m["RoundCount"] != "9" || m["ContestName"] != "Bridgekameratene" {
				t.Errorf("meta %v", m)
			}
			p := r.Session.Pairs[0]
			if pairLine(p) != `pair "" "EW" "5" ["Eirin Halvorsen" "Bodil Nyheim Øigarden"]` {
				t.Errorf("first pair %s", pairLine(p))
			}
		}},
		{"EBL closed room inherits with #", "team-ebl/eyc2000_A1A10101.PBN", func(t *testing.T, f *File, r *Read) {
			g := f.Games[1]
			ev, _ := g.Get("Event")
			if ev.Value != "17th European Youth Team Championships" || !ev.Inherited || ev.Raw != "#" || g.Value("Room") != "Closed" || g.Value("Table") != "12" {
				t.Errorf("closed room: %s", tagsOf(f, 1))
			}
			got := find(r, 1, "Iceland")
			if len(got) != 1 || got[0] != `board 1 section Junior Teams table 12 round 1 NS "Iceland" EW "Sweden" played 4H E 11 lead D3 claimed -450 room O home "Iceland" away "Sweden"` {
				t.Errorf("open room board 1: %q", got)
			}
		}},
		{"KOPS Board 01 and lower-case x", "pbntools-poland/kops_PCH1003.pbn", func(t *testing.T, f *File, r *Read) {
			e := r.Session.Entries[0]
			if entryLine(e) != `board 1 NS "N1 – S1" EW "E1 – W1" played 5CX N 8` {
				t.Errorf("first entry %s", entryLine(e))
			}
		}},
		{"JFR pair labels", "pbntools-poland/jfrpary_wb130808.pbn", func(t *testing.T, f *File, r *Read) {
			if e := r.Session.Entries[0]; entryLine(e) != `board 1 NS "Para-1" EW "Para-2" played 4S N 9` {
				t.Errorf("first entry %s", entryLine(e))
			}
			pass := 0
			for _, e := range r.Session.Entries {
				if e.Play.Contract.IsPass() {
					pass++
				}
			}
			if pass != 9 || r.Session.Scoring != "MP" {
				t.Errorf("%d pass-outs, scoring %q", pass, r.Session.Scoring)
			}
		}},
		{"BBO lead from the play section", "pbntools-poland/bbo_annamar_1538_pairs.pbn", func(t *testing.T, f *File, r *Read) {
			if e := r.Session.Entries[0]; entryLine(e) != `board 1 NS "dev84 – NIROY" EW "CANKOM44 – if" played 5CX E 10 lead DJ` {
				t.Errorf("first entry %s", entryLine(e))
			}
		}},
		{"hand record facts", "commongame-bridgecomposer/LBC-2026-01-26.pbn", func(t *testing.T, f *File, r *Read) {
			b := r.Session.Boards[0]
			h := b.HandRecord
			score, _ := h.Text("OptimumScore")
			par, _ := h.Text("ParContract")
			ort, _ := h.Text("OptimumResultTable")
			if score != "NS 980" || par != "NS 6S=" || !strings.HasPrefix(ort, "Declarer;Denomination\\2R;Result\\2R\nN NT 7\n") {
				t.Errorf("hand record %q", h.Verbatim)
			}
			// Both tables are read, and agree; the score is NS's.
			if h.DoubleDummyTricks == nil || h.OptimumResultTable == nil || *h.DoubleDummyTricks != *h.OptimumResultTable ||
				h.DoubleDummyTricks[bridge.North][bridge.NoTrump] != 7 || h.OptimumScore == nil || *h.OptimumScore != 980 || len(h.Warnings) != 0 {
				t.Errorf("hand record %+v", h)
			}
			if f.Charset() != "ISO-8859-1" {
				t.Errorf("charset %q", f.Charset())
			}
		}},
		{"Cyrillic fixtures agree in every encoding", "synthetic/cyrillic_utf8_nobom.pbn", func(t *testing.T, f *File, r *Read) {
			// Positions differ: the CP866 fixture has no charset line.
			noPos := func(r *Read) string {
				var b strings.Builder
				fmt.Fprintf(&b, "%q %q %q %q\n", r.Session.Event, r.Session.Site, r.Session.Date, r.Session.Scoring)
				for _, e := range r.Session.Entries {
					b.WriteString(entryLine(e) + "\n")
				}
				for _, p := range r.Session.Pairs {
					b.WriteString(pairLine(p) + "\n")
				}
				return b.String()
			}
			want := noPos(r)
			for _, other := range []string{"cp1251", "koi8r", "cp866", "utf8_bom"} {
				file := "synthetic/cyrillic_" + other + ".pbn"
				_, ro := read(t, file)
				if got := noPos(ro); got != want {
					t.Errorf("%s differs from the UTF-8 fixture:\n%s", file, got)
				}
			}
			if r.Session.Event != `Кубок клуба "Пиковая дама", парный турнир` {
				t.Errorf("event %q", r.Session.Event)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, r := read(t, tt.file)
			tt.check(t, f, r)
		})
	}
}

// TestCorpusSplit reads concatenated files part by part.
func TestCorpusSplit(t *testing.T) {
	for _, file := range []string{"misc-generators/bcdd_test1.bcdd.pbn", "misc-generators/bigdeal_test1.pbn"} {
		t.Run(file, func(t *testing.T) {
			f, err := Parse(file, readCorpus(t, file))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.Session(); !errors.Is(err, formats.ErrConflict) {
				t.Errorf("whole file: %v, want a conflict (board numbers restart)", err)
			}
			parts := f.Split()
			if len(parts) != 4 {
				t.Fatalf("%d parts", len(parts))
			}
			for i, p := range parts {
				r, err := p.Session()
				if err != nil || len(r.Session.Boards) != 99 || p.Version != "1.0" {
					t.Errorf("part %d: %d boards, version %q, err %v", i, len(r.Session.Boards), p.Version, err)
				}
			}
		})
	}
}

// TestCorpusErrors checks that the faulty files fail with the right
// messages (the comments in the reference suite say what each game
// breaks).
func TestCorpusErrors(t *testing.T) {
	tests := []struct {
		file    string
		session bool     // the messages come from Session, not Parse
		want    []string // each must be among the errors
	}{
		{"misc-generators/pybcdd_faulty.pbn", true, []string{
			`misc-generators/pybcdd_faulty.pbn:11:7: board 2: [Deal "N:JT74..QJ2.832 62.52.876543.AQJ 9853.Q743.9.KT65 AKQ.KT86.AKT.974"]: bad deal: N has 10 cards but E has 13 (want 13 each)`,
		}},
		{"reference-suite/errors_20.pbn", false, []string{
			`reference-suite/errors_20.pbn:97:20: game 12: [ActionTable]: bad column descriptor: column 2 "Call\": no width after the backslash (want digits and an optional L or R, such as Call\4L)`,
			`reference-suite/errors_20.pbn:100:14: game 13: value of [ActionTable] not closed before the end of the line (want a closing ")`,
			`reference-suite/errors_20.pbn:103:20: game 14: [ActionTable]: bad column descriptor: column 2 "Call\L": width "L" is not a number (want digits and an optional L or R, such as Call\4L)`,
			`reference-suite/errors_20.pbn:108:19: game 15: [ActionTable]: comment on a table data line (want comments on lines of their own)`,
			`reference-suite/errors_20.pbn:113:4: game 16: [ActionTable]: "%" in a table row (want plain elements or quoted strings)`,
			`reference-suite/errors_20.pbn:143:1: game 21: [ActionTable]: missing table elements: 49 elements do not fill rows of 5 columns (the last row has 4; want 5 per row)`,
			`reference-suite/errors_20.pbn:158:72: board 1: [TotalScoreTable]: bad table order: column Percentage is marked - (ascending) but 70.38 follows 72.49 (want non-decreasing values, or no mark)`,
		}},
		{"reference-suite/errors_21.pbn", true, []string{
			`reference-suite/errors_21.pbn:7:15: game 1: [OptimumScore "100"]: no side (want NS or EW and a score, such as NS 100)`,
			`reference-suite/errors_21.pbn:11:15: game 2: [OptimumScore "EW"]: no score after the side (want a side and a score, such as EW 980)`,
		}},
		{"reference-suite/errors_10.pbn", false, []string{
			`reference-suite/errors_10.pbn:11:7: game 2: [Event] has no value (want [Event "..."])`,
			`reference-suite/errors_10.pbn:15:8: game 3: value of [Event] is not in quotes: "No_quotes" (want [Event "..."])`,
			`reference-suite/errors_10.pbn:95:1: text "bad" outside a game (want a tag pair, a comment, a % line or an empty line)`,
		}},
		{"reference-suite/errors_10.pbn", true, []string{
			`reference-suite/errors_10.pbn:39:9: game 9: [Dealer "Black"]: unknown seat "Black" (want N, E, S or W)`,
			`reference-suite/errors_10.pbn:55:7: game 13: [Deal "W:KQT2.AT.J6542.852 .63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4"]: bad deal: N has 12 cards but E has 13 (want 13 each)`,
			`reference-suite/errors_10.pbn:51:7: game 12: [Deal "W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4"]: bad deal: N holds SK, which another hand holds too`,
			`reference-suite/errors_10.pbn:83:11: game 20: [Contract "5Hearts"]: bad contract "5Hearts": "EARTS" after the strain (want nothing, X or XX)`,
			`reference-suite/errors_10.pbn:91:9: game 22: [Result "C-2"]: not a number of tricks (want the declarer's tricks 0..13, or tricks per side such as NS 9 EW 4)`,
		}},
	}
	for _, tt := range tests {
		name := tt.file + map[bool]string{false: " Parse", true: " Session"}[tt.session]
		t.Run(name, func(t *testing.T) {
			f, err := Parse(tt.file, readCorpus(t, tt.file))
			if tt.session {
				if err != nil && tt.file != "reference-suite/errors_10.pbn" {
					t.Fatalf("Parse: %v", err)
				}
				_, err = f.Session()
			}
			if err == nil {
				t.Fatal("no error")
			}
			got := map[string]bool{}
			for _, e := range bridge.AsErrors(err) {
				got[e.Error()] = true
				if e.Pos.Line == 0 {
					t.Errorf("no position: %v", e)
				}
			}
			for _, w := range tt.want {
				if !got[w] {
					t.Errorf("missing error:\n%s\nhave:\n%s", w, strings.Join(messages(bridge.AsErrors(err)), "\n"))
				}
			}
		})
	}
}
