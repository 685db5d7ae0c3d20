package jsonout

import (
	"bytes"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report"
)

// TestBoardBytes: the board writer gives, for every board, the bytes that
// encoding/json gives for the Board that boardOf makes of it (with its
// double-dummy table and par), which is the document's Go form: on
// generated fields with every kind of director's decision (matchpoints
// on both scales, Butler, cross-IMPs), lines with leads, pass-outs,
// not-played tables and a table not scored, a session in play (pending tables), and names and
// texts that need escaping (quotes, backslashes, control characters,
// <&>, U+2028, non-ASCII, invalid UTF-8).
func TestBoardBytes(t *testing.T) {
	g := gen.Generate(gen.Config{Seed: 11, Tables: 7, Boards: 14, Sections: 2, Movement: gen.Mitchell,
		MissingRate: 0.05, NotPlayedRate: 0.05, PassRate: 0.05, Cyrillic: true})
	adjusted := func(imp bool) bridge.Session {
		a := gen.AdjustWith(g, 5, gen.AdjustConfig{Rate: 0.3, IMP: imp})
		l, err := session.Load([]session.Input{{Name: "travellers.csv", Data: []byte(a.CSV()), Role: session.Any}}, session.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return l.Session
	}
	mps, imps := adjusted(false), adjusted(true)
	for _, s := range []*bridge.Session{&mps, &imps} {
		s.Boards = nil
		for n := 1; n <= 14; n++ {
			b := bridge.NewBoard(n)
			b.Deal = g.Deals[n]
			s.Boards = append(s.Boards, b)
		}
	}
	c, _ := bridge.ParseContract("4SX")
	odd := bridge.Session{Entries: []bridge.Entry{
		{Section: "Б\"\\", Board: 1, NS: "Иванов", EW: "\xff\xfe", Play: bridge.Play{Contract: c, Declarer: bridge.West, Tricks: 9}, Lead: bridge.NewCard(bridge.SuitHearts, bridge.King)},
		{Section: "Б\"\\", Board: 1, NS: "a\tb\u2028", EW: "<&>", Play: bridge.Play{Contract: c, Declarer: bridge.North, Tricks: 11}},
		{Section: "Б\"\\", Board: 1, NS: "x\x01", EW: "y\u007f", Kind: bridge.Artificial, Adjust: &bridge.Adjustment{Text: "A+/A- \"<&>\"", Kind: bridge.AdjArtificial,
			NS: bridge.Award{Kind: bridge.AveragePlus}, EW: bridge.Award{Kind: bridge.AverageMinus}, Reason: "slow <play> & \"more\"\n", Law: "12C2", Director: "Пётр\\"}},
		{Section: "Б\"\\", Board: 1, NS: "5", EW: "6", Kind: bridge.NotPlayed},
		{Section: "Б\"\\", Board: 1, NS: "7", EW: "8", Play: bridge.Play{Contract: c, Declarer: bridge.West, Tricks: 9}},
	}}
	odd.Entries[len(odd.Entries)-1].SetUnscored("the play stops after 6 tricks and there is no \"claim\" <&>")
	live := sampletest.LiveResult(t, false)
	fields := []struct {
		name string
		res  func() (*pairs.Result, error)
	}{
		{"international", func() (*pairs.Result, error) { return pairs.Score(mps, pairs.Options{}) }},
		{"acbl", func() (*pairs.Result, error) { return pairs.Score(mps, pairs.Options{Scale: mp.ACBL}) }},
		{"butler", func() (*pairs.Result, error) { return pairs.Score(imps, pairs.Options{Method: pairs.Butler}) }},
		{"cross-imps", func() (*pairs.Result, error) { return pairs.Score(imps, pairs.Options{Method: pairs.CrossIMPs}) }},
		{"escapes", func() (*pairs.Result, error) { return pairs.Score(odd, pairs.Options{}) }},
		{"in play", func() (*pairs.Result, error) { return live, nil }},
	}
	for _, f := range fields {
		t.Run(f.name, func(t *testing.T) {
			res, err := f.res()
			if err != nil {
				t.Fatal(err)
			}
			// Every other board has a double-dummy table and par.
			analyses := map[int]dd.Analysis{}
			for i, b := range res.Boards {
				if i%2 == 0 {
					analyses[b.Number] = dd.Analyse(dd.Table{}, b.Vul, b.Dealer)
				}
			}
			ev := model(t, res, analyses)
			w := newBoardWriter(ev)
			var buf []byte
			for i := range res.Boards {
				b := &res.Boards[i]
				jb := boardOf(res, b)
				if a, ok := analyses[b.Number]; ok {
					jb.DD, jb.Par = DDOf(a)
				}
				want, err := appendJSON(nil, jb)
				if err != nil {
					t.Fatal(err)
				}
				if buf, err = w.appendBoard(buf[:0], &ev.Boards[i]); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(buf, want) {
					t.Fatalf("board %d:\n%s\nwant (encoding/json)\n%s", b.Number, buf, want)
				}
			}
		})
	}
	// The fields hold what they are meant to: decisions of each kind,
	// leads, pass-outs, escapes, pending tables.
	var all []byte
	for _, f := range fields {
		res, _ := f.res()
		ev := model(t, res, nil)
		w := newBoardWriter(ev)
		for i := range ev.Boards {
			all, _ = w.appendBoard(all, &ev.Boards[i])
		}
	}
	for _, s := range []string{`"status":"artificial"`, `"status":"assigned"`, `"status":"not_played"`, `"status":"passed_out"`,
		`"status":"not_scored","reason":"the play stops after 6 tricks and there is no \"claim\" <&>"`,
		`"outcomes_ns":`, `"award_ns":`, `"adjustment":`, `"group":`, `"lead":"HK"`, `"datum":`, `"imp_ns":`, `"pending":`,
		`\u2028`, `\ufffd`, `\u0001`, `<&>`, `"Б\"\\"`} {
		if !bytes.Contains(all, []byte(s)) {
			t.Errorf("no board holds %s", s)
		}
	}
}

// TestAppendString: strings are written as encoding/json writes them with
// HTML escaping off, byte for byte.
func TestAppendString(t *testing.T) {
	for _, s := range []string{"", "plain", "N\"", "a\\b", "<&>\t\n\x01\u2028\u2029", "Б", "Иванов", "\xff\xfe", "played\x7f", "é", "\u007f"} {
		want, err := appendJSON(nil, s)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendString([]byte("x"), s); string(got) != "x"+string(want) {
			t.Errorf("appendString(%q) = %s, want x%s", s, got, want)
		}
	}
}

// The board writer allocates nothing per result of a plain board.
func TestBoardWriterAllocs(t *testing.T) {
	g := gen.Generate(gen.Config{Seed: 3, Tables: 20, Boards: 4, Movement: gen.Mitchell})
	res, err := pairs.Score(bridge.Session{Entries: g.Entries()}, pairs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ev := model(t, res, nil)
	w := newBoardWriter(ev)
	buf := make([]byte, 0, 1<<16)
	b := &ev.Boards[0]
	buf, _ = w.appendBoard(buf, b) // the contracts' and leads' texts, made once
	if n := testing.AllocsPerRun(20, func() { buf, _ = w.appendBoard(buf[:0], b) }); n > 0 {
		t.Errorf("%v allocations for a board of %d results, want 0", n, b.NumLines())
	}
}

// model is the model of a scored pairs session with the analyses a.
func model(t testing.TB, res *pairs.Result, a map[int]dd.Analysis) *report.Event {
	t.Helper()
	ev, err := report.NewEvent(&event.Result{Kind: event.Pairs, Pairs: res, DD: a})
	if err != nil {
		t.Fatal(err)
	}
	return ev
}
