package pbn

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// checkProblems fails when an error or warning has no position or does not
// render as one line.
func checkProblems(t *testing.T, what string, err error, warns []*bridge.Error) {
	t.Helper()
	for _, e := range bridge.AsErrors(err) {
		msg := e.Error()
		if e.Pos.File == "" || e.Pos.Line <= 0 || e.Err == nil || strings.Contains(msg, "\n") {
			t.Fatalf("%s: bad error %q at %+v", what, msg, e.Pos)
		}
	}
	if err != nil && len(bridge.AsErrors(err)) == 0 {
		t.Fatalf("%s: error without a position: %v", what, err)
	}
	for _, w := range warns {
		if w.Pos.File == "" || strings.Contains(w.Error(), "\n") {
			t.Fatalf("%s: bad warning %q", what, w.Error())
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, rel := range corpusFiles(f) {
		text := readCorpus(f, rel)
		if len(text) > 2000 { // keep the seeds small enough to mutate and minimize quickly
			text = text[:2000]
		}
		f.Add(text)
	}
	for _, s := range []string{
		"[Event \"##x\"]\n\n[Event \"#\"]\n\n[Board \"1\"]\n",
		"[ScoreTable \"-Rank\\3R;Score_NS;Multiplicity\"]\n1 100 2\n2 \"A=\" 1\n\n[ScoreTable \"#\"]\n1 2 3\n",
		"[Board \"1\"]\n[Contract \"4S\"][Declarer \"^N\"][Result \"NS 9 EW 4\"][Score \"EW 100\"]\n[Play \"E\"]\nHK=1= $2\n",
		"{\n\n}\r[Auction \"N\"]\r1C ; x\r%PBN 2.0\r[Board \"01\"]",
		"[ActionTable \"Rank;Call\\\"]\n[Note \"1:open]\n1 {\n",
		"[Board \"21\"]\n[ScoreTable \"PairId_NS\\4R;PairId_EW\\4R;Contract\\5L;Declarer\\1R;Result\\2R\"]\n3 14 A A A\n1 11 PO - -\n2 8 5H* E 12\n4 5 5Z N x\n",
		"[Competition \"Teams\"]\n[Board \"1\"]\n[Table \"3\"]\n[HomeTeam \"A\"]\n[VisitTeam \"B\"]\n[Contract \"3NT\"]\n[Declarer \"S\"]\n[Result \"9\"]\n",
		// Individuals: the players of a game by their tags, of a ScoreTable
		// row by PlayerId_ columns, and a TotalScoreTable of players.
		"[Competition \"Individuals\"]\n[Board \"1\"]\n[North \"A\"]\n[East \"B\"]\n[South \"C\"]\n[Contract \"3NT\"]\n[Declarer \"S\"]\n[Result \"9\"]\n\n" +
			"[TotalScoreTable \"PlayerId;Name;MemberID\"]\n1 \"A\" \"900001\"\n2 \"a\" -\n",
		"[Board \"2\"]\n[ScoreTable \"PlayerId_North;PlayerId_East;PlayerId_South;PlayerId_West;Contract;Declarer;Result\"]\n1 2 3 4 4S N 10\n5 6 - - Pass - -\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		start := time.Now()
		defer func() {
			if d := time.Since(start); d > 3*time.Second {
				t.Fatalf("slow input: %v for %d bytes", d, len(text))
			}
		}()
		file, err := Parse("fuzz.pbn", text)
		if file == nil {
			t.Fatal("nil File")
		}
		checkProblems(t, "Parse", err, file.Warnings)
		for i, g := range file.Games {
			if g.Index != i+1 {
				t.Fatalf("game %d has index %d", i, g.Index)
			}
			for _, tag := range g.Tags {
				if tag.Name == "" {
					t.Fatalf("tag without a name in game %d", g.Index)
				}
				if tag.Table != nil {
					for _, row := range tag.Table.Rows {
						if len(row) != len(tag.Table.Columns) {
							t.Fatalf("[%s] row of %d cells for %d columns", tag.Name, len(row), len(tag.Table.Columns))
						}
					}
				}
			}
		}
		_ = file.Split()
		_ = file.Meta()
		r, err := file.Session()
		if r == nil {
			t.Fatal("nil Read")
		}
		checkProblems(t, "Session", err, r.Warnings)
		for _, e := range r.Session.Entries {
			if (e.Kind == bridge.Artificial || e.Kind == bridge.Assigned) && e.Adjust == nil {
				t.Fatalf("%s entry without Adjust", e.Kind)
			}
			if (e.Kind == bridge.NotScored) != (e.Unscored() != "") {
				t.Fatalf("%s entry, reason %q", e.Kind, e.Unscored())
			}
		}
	})
}

func FuzzDescriptor(f *testing.F) {
	for _, s := range []string{
		"Table\\1R;Round\\1R;PairId_NS\\2R;Score_NS\\5R",
		"-Rank\\3R;+Percentage_NS\\4R;Names\\45;Multiplicity",
		"Rank;Call\\", "Rank;Call\\ ", "Rank;Call\\L", "", ";", "a\\99999999999999999999R",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		cols, err := parseDescriptor(v)
		if err != nil {
			if err.off < 0 || err.off > len(v) || err.msg == "" {
				t.Fatalf("bad error %+v for %q", err, v)
			}
			return
		}
		tbl := &Table{Columns: cols}
		if got := tbl.Descriptor(); got != v {
			t.Fatalf("Descriptor() = %q, want %q", got, v)
		}
		for _, c := range cols {
			if c.Name == "" || c.Width < 0 || (c.Align != 0 && c.Width == 0) {
				t.Fatalf("bad column %+v from %q", c, v)
			}
		}
	})
}

func BenchmarkParse(b *testing.B) {
	ruter := readCorpus(b, "ruter-norway/bridgekam_2015-10-08.pbn")
	var gen strings.Builder
	gen.WriteString("% PBN 2.0\n[Board \"1\"]\n[ScoreTable \"Table\\2R;Round\\1R;PairId_NS\\3R;PairId_EW\\3R;Contract\\4L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\5R;Score_EW\\5R;MP_NS\\4R;MP_EW\\4R\"]\n")
	for i := 0; i < 1000; i++ {
		fmt.Fprintf(&gen, "%2d %d %3d %3d 4HX  N %2d SA \"%d\" - %d.5 %d.5\n", i%20+1, i%9+1, i, i+1000, 9+i%3, 100+i, i%7, 6-i%7)
	}
	inputs := []struct {
		name string
		text string
	}{
		{"ruter-x20", strings.Repeat(ruter+"\n", 20)},
		{"scoretable-1000-rows", gen.String()},
	}
	for _, in := range inputs {
		b.Run(in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.text)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Parse("bench.pbn", in.text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkSession(b *testing.B) { benchSession(b, "ruter-norway/bridgekam_2015-10-08.pbn") }

// benchSession maps the parsed corpus file at path to a session.
func benchSession(b *testing.B, path string) {
	text := readCorpus(b, path)
	f, err := Parse("bench.pbn", text)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := f.Session(); err != nil {
			b.Fatal(err)
		}
	}
}
