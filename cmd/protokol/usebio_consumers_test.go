package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/internal/gen"
)

// The five events results.xml is checked on, against what its consumers
// read: generated sessions written as their inputs, then scored.
type consumerEvent struct {
	name  string
	args  []string // score's flags
	teams bool
	write func(t *testing.T, dir string) []string
}

func consumerEvents() []consumerEvent {
	pairsFiles := func(c gen.Config) func(t *testing.T, dir string) []string {
		return func(t *testing.T, dir string) []string {
			s := gen.Generate(c)
			return writeFiles(t, dir, map[string]func(io.Writer) error{
				"hands.pbn": s.WritePBN, "travellers.csv": s.WriteTravellersCSV, "pairs.csv": s.WriteNamesCSV})
		}
	}
	howell := gen.Config{Seed: 3, Tables: 4, Boards: 14, Movement: gen.Howell, PassRate: 0.05}
	// Seed 2: a tie in each direction, and two tables that did not play.
	mitchell := gen.Config{Seed: 2, Tables: 6, Boards: 18, NotPlayedRate: 0.03, PassRate: 0.05}
	return []consumerEvent{
		{name: "Howell", write: pairsFiles(howell)},
		{name: "Mitchell", write: pairsFiles(mitchell)},
		{name: "Butler", args: []string{"--scoring", "butler"}, write: pairsFiles(mitchell)},
		{name: "cross-IMPs", args: []string{"--scoring", "cross-imps"}, write: pairsFiles(howell)},
		{name: "teams", teams: true, write: func(t *testing.T, dir string) []string {
			ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 5, Teams: 4, BoardsPerMatch: 4})
			return writeFiles(t, dir, map[string]func(io.Writer) error{"event.pbn": ev.WritePBN})
		}},
	}
}

func writeFiles(t *testing.T, dir string, files map[string]func(io.Writer) error) []string {
	t.Helper()
	var paths []string
	for name, write := range files {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	slices.Sort(paths)
	return paths
}

// scoreUSEBIO scores files into a new folder with args and gives its
// results.xml and results.json.
func scoreUSEBIO(t *testing.T, files []string, args ...string) (xmlData, jsonData []byte) {
	t.Helper()
	out := t.TempDir()
	a := append(append([]string{"score", "-q", "--format", "json,usebio", "--out", out}, args...), files...)
	if code, _, stderr := run(t, a...); code != 0 {
		t.Fatalf("score %s: exit %d: %s", strings.Join(a, " "), code, stderr)
	}
	var err error
	if xmlData, err = os.ReadFile(filepath.Join(out, "results.xml")); err != nil {
		t.Fatal(err)
	}
	if jsonData, err = os.ReadFile(filepath.Join(out, "results.json")); err != nil {
		t.Fatal(err)
	}
	return xmlData, jsonData
}

// xnode is an element of results.xml, for the checks below.
type xnode struct {
	name  string
	attrs map[string]string
	text  string
	kids  []*xnode
}

func parseXML(t *testing.T, data []byte) *xnode {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(data))
	var stack []*xnode
	var root *xnode
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		switch x := tok.(type) {
		case xml.StartElement:
			n := &xnode{name: x.Name.Local, attrs: map[string]string{}}
			for _, a := range x.Attr {
				n.attrs[a.Name.Local] = a.Value
			}
			if len(stack) > 0 {
				p := stack[len(stack)-1]
				p.kids = append(p.kids, n)
			} else {
				root = n
			}
			stack = append(stack, n)
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text += string(x)
			}
		case xml.EndElement:
			n := stack[len(stack)-1]
			n.text = strings.TrimSpace(n.text)
			stack = stack[:len(stack)-1]
		}
	}
	return root
}

func (n *xnode) all(name string) []*xnode {
	var out []*xnode
	for _, k := range n.kids {
		if k.name == name {
			out = append(out, k)
		}
	}
	return out
}

func (n *xnode) one(name string) *xnode {
	if k := n.all(name); len(k) > 0 {
		return k[0]
	}
	return nil
}

// field is the text of the child name, and whether it is there.
func (n *xnode) field(name string) (string, bool) {
	if k := n.one(name); k != nil {
		return k.text, true
	}
	return "", false
}

// What the consumers parse values with: Python's int() and float(), and
// JavaScript's Number() that is not NaN.
var (
	pyInt   = regexp.MustCompile(`^[+-]?[0-9]+$`)
	pyFloat = regexp.MustCompile(`^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)$`)
	ddmmyy  = regexp.MustCompile(`^[0-9]{2}/[0-9]{2}/[0-9]{4}$`)
)

// jsNumber: Number(s) is not NaN (an empty text is 0).
func jsNumber(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return true
	}
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}

// resultCounts are what protokol's results.json holds: pairs (or teams)
// and their names, and every traveller line, by kind.
type resultCounts struct {
	pairs, names, lines, notPlayed int
	pairNames                      []string
}

func countResults(t *testing.T, data []byte) resultCounts {
	t.Helper()
	var doc struct {
		Rankings []struct {
			Rows []struct {
				Names []string `json:"names"`
			} `json:"rows"`
		} `json:"rankings"`
		Standings []struct {
			Names []string `json:"names"`
		} `json:"standings"`
		Boards []struct {
			Results []struct {
				Status string `json:"status"`
			} `json:"results"`
		} `json:"boards"`
		Rounds []struct {
			Matches []struct {
				Boards []struct {
					Open   struct{ Contract *string } `json:"open"`
					Closed struct{ Contract *string } `json:"closed"`
				} `json:"boards"`
			} `json:"matches"`
		} `json:"rounds"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	var c resultCounts
	for _, r := range doc.Rankings {
		for _, row := range r.Rows {
			c.pairs++
			c.names += len(row.Names)
			c.pairNames = append(c.pairNames, row.Names...)
		}
	}
	for _, s := range doc.Standings {
		c.pairs++
		c.names += len(s.Names)
		c.pairNames = append(c.pairNames, s.Names...)
	}
	for _, b := range doc.Boards {
		for _, r := range b.Results {
			c.lines++
			if r.Status == "not_played" {
				c.notPlayed++
			}
		}
	}
	for _, r := range doc.Rounds {
		for _, m := range r.Matches {
			for _, b := range m.Boards {
				for _, room := range []*string{b.Open.Contract, b.Closed.Contract} {
					if room != nil {
						c.lines++
					}
				}
			}
		}
	}
	return c
}

// dumpUSEBIO, when set to a folder, keeps each results.xml of
// TestUSEBIOConsumers there (EVENT-STYLE.xml), to run the real importers
// on them by hand (see docs/outputs.md, "Consumers of results.xml").
const dumpUSEBIO = "PROTOKOL_USEBIO_DUMP"

// TestUSEBIOConsumers checks results.xml of a Howell, a Mitchell with ties
// and tables that did not play, a Butler and a cross-IMP event and a team
// event against what its two consumers read, as their code reads it (both
// were run on these files once; this keeps what they need): the ABF's
// Cobalt (results/views/usebio.py and its views, through xmltodict) in
// the compscore style, and the UK club site's importer
// (ukbridgeclubprocessresults, through xml2js without arrays) in the ebu
// style; auto is compscore for pairs and ebu for teams. Every pair, name,
// place, percentage or total and traveller line of protokol's result is
// in the file, where the consumer looks for it, parseable as it parses it.
func TestUSEBIOConsumers(t *testing.T) {
	for _, ev := range consumerEvents() {
		files := ev.write(t, t.TempDir())
		for _, style := range []string{"auto", "compscore", "ebu"} {
			t.Run(ev.name+" "+style, func(t *testing.T) {
				data, js := scoreUSEBIO(t, files, append(ev.args, "--usebio-style", style)...)
				if d := os.Getenv(dumpUSEBIO); d != "" {
					os.WriteFile(filepath.Join(d, strings.ReplaceAll(ev.name, " ", "-")+"-"+style+".xml"), data, 0o644)
				}
				checkUSEBIOOrder(t, data)
				want := countResults(t, js)
				root := parseXML(t, data)
				ebu := style == "ebu" || style == "auto" && ev.teams
				switch {
				case ev.teams && ebu:
					checkUKTeams(t, root, want)
				case ev.teams:
					// Cobalt takes no team event (its ResultsFile.EventType
					// is MP_PAIRS, CROSS_IMP or BUTLER_PAIRS): nothing to
					// check but protokol's own round trip.
				case ebu:
					checkUKPairs(t, root, want)
				default:
					checkCobalt(t, root, want)
				}
			})
		}
	}
}

// checkCobalt: what Cobalt reads of a pairs file (results/views/usebio.py,
// results_views.py, club_menu_tabs/results.py at e621972).
func checkCobalt(t *testing.T, root *xnode, want resultCounts) {
	t.Helper()
	ev := root.one("EVENT")
	typ := ev.attrs["EVENT_TYPE"]
	if !slices.Contains([]string{"MP_PAIRS", "CROSS_IMP", "BUTLER_PAIRS"}, typ) {
		t.Fatalf("EVENT_TYPE %q: Cobalt refuses it (want MP_PAIRS, CROSS_IMP or BUTLER_PAIRS)", typ)
	}
	if d, _ := ev.field("DATE"); !ddmmyy.MatchString(d) {
		t.Errorf("DATE %q: Cobalt reads %%d/%%m/%%Y, else takes today", d)
	}
	winner, _ := ev.field("WINNER_TYPE")
	if winner != "1" && winner != "2" {
		t.Errorf("WINNER_TYPE %q (Cobalt shows 1 or 2)", winner)
	}
	ps := ev.one("PARTICIPANTS")
	if ps == nil {
		t.Fatal("no EVENT > PARTICIPANTS: Cobalt reads the pairs only there")
	}
	pairsSeen, names := map[string]bool{}, 0
	var got []string
	for _, p := range ps.all("PAIR") {
		num, _ := p.field("PAIR_NUMBER")
		pairsSeen[num] = true
		if place, _ := p.field("PLACE"); !pyInt.MatchString(place) {
			t.Errorf("pair %s: PLACE %q: int() fails", num, place)
		}
		if total, _ := p.field("TOTAL_SCORE"); typ != "MP_PAIRS" && !pyFloat.MatchString(total) {
			t.Errorf("pair %s: TOTAL_SCORE %q: float() fails", num, total)
		}
		if pct, ok := p.field("PERCENTAGE"); typ == "MP_PAIRS" && (!ok || !pyFloat.MatchString(pct)) {
			t.Errorf("pair %s: PERCENTAGE %q", num, pct)
		}
		if d, ok := p.field("DIRECTION"); winner == "2" && (!ok || d != "NS" && d != "EW") {
			t.Errorf("pair %s: DIRECTION %q: Cobalt's two-field view reads it", num, d)
		}
		players := p.all("PLAYER")
		if len(players) < 2 {
			t.Errorf("pair %s: %d PLAYER (Cobalt reads [0] and [1] of a list)", num, len(players))
		}
		for _, pl := range players {
			name, _ := pl.field("PLAYER_NAME")
			if name == "" {
				t.Errorf("pair %s: an empty PLAYER_NAME (Cobalt calls .title() on it)", num)
			}
			got = append(got, name)
			if id, ok := pl.field("NATIONAL_ID_NUMBER"); !ok || id != "" && !pyInt.MatchString(id) {
				t.Errorf("pair %s: NATIONAL_ID_NUMBER %q, present %v (Cobalt indexes it)", num, id, ok)
			}
		}
		names += len(players)
	}
	checkPairs(t, len(pairsSeen), got, want)
	ptsKey := map[string]string{"MP_PAIRS": "NS_MATCH_POINTS", "BUTLER_PAIRS": "NS_BUTLER_POINTS", "CROSS_IMP": "NS_CROSS_IMP_POINTS"}[typ]
	lines := 0
	boards := ev.all("BOARD")
	if len(boards) < 2 {
		t.Errorf("%d EVENT > BOARD (Cobalt iterates a list)", len(boards))
	}
	for _, b := range boards {
		if n, _ := b.field("BOARD_NUMBER"); !pyInt.MatchString(n) {
			t.Errorf("BOARD_NUMBER %q", n)
		}
		for _, l := range b.all("TRAVELLER_LINE") {
			lines++
			for _, side := range []string{"NS_PAIR_NUMBER", "EW_PAIR_NUMBER"} {
				if id, _ := l.field(side); !pairsSeen[id] {
					t.Errorf("%s %q is no PAIR_NUMBER (Cobalt finds the pair by it)", side, id)
				}
			}
			for _, k := range []string{ptsKey, "EW" + ptsKey[2:]} {
				if v, ok := l.field(k); !ok || !pyFloat.MatchString(v) {
					t.Errorf("a line's %s %q: float() fails", k, v)
				}
			}
			if s, _ := l.field("SCORE"); strings.HasPrefix(s, "A") && !pyInt.MatchString(s[1:min(3, len(s))]) {
				t.Errorf("SCORE %q: Cobalt reads int(score[1:3])", s)
			}
		}
	}
	// Compscore's layout leaves out the tables that did not play (with a
	// warning): every other line is there.
	if lines != want.lines-want.notPlayed {
		t.Errorf("%d traveller lines, want %d (%d of protokol's, %d not played)", lines, want.lines-want.notPlayed, want.lines, want.notPlayed)
	}
	checkHandset(t, root)
}

// checkPairs: every pair and every name of protokol's result is there.
func checkPairs(t *testing.T, pairs int, names []string, want resultCounts) {
	t.Helper()
	if pairs != want.pairs {
		t.Errorf("%d pairs, want %d", pairs, want.pairs)
	}
	slices.Sort(names)
	w := slices.Clone(want.pairNames)
	slices.Sort(w)
	if !slices.Equal(names, w) {
		t.Errorf("names %q\nwant %q", names, w)
	}
}

// checkHandset: four hands a board, named as Cobalt's dds call reads them.
func checkHandset(t *testing.T, root *xnode) {
	t.Helper()
	hs := root.one("HANDSET")
	if hs == nil {
		t.Error("no HANDSET")
		return
	}
	for _, b := range hs.all("BOARD") {
		var dirs []string
		for _, h := range b.all("HAND") {
			d, _ := h.field("DIRECTION")
			dirs = append(dirs, d)
		}
		if strings.Join(dirs, " ") != "North East South West" {
			t.Errorf("HANDSET board: hands %q", dirs)
		}
	}
}

// ukPairsParts are where the UK importer reads a pairs event's
// participants and boards: EVENT, or each SESSION > SECTION.
func ukPairsParts(ev *xnode) []*xnode {
	if s := ev.one("SESSION"); s != nil && len(s.all("SECTION")) > 0 {
		return s.all("SECTION")
	}
	return []*xnode{ev}
}

// checkUKPairs: what the UK club site's importer reads of a pairs file
// (lib/contestants, travellers, session-score, scorecard generators at
// 9ddfd31). Its XML reader (xml2js, explicitArray false) gives a list only
// of an element that repeats: it maps over PAIR, PLAYER, BOARD and
// TRAVELLER_LINE, so each must come twice or more.
func checkUKPairs(t *testing.T, root *xnode, want resultCounts) {
	t.Helper()
	ev := root.one("EVENT")
	typ := ev.attrs["EVENT_TYPE"]
	method, _ := ev.field("BOARD_SCORING_METHOD")
	if typ != "PAIRS" && typ != "MP_PAIRS" {
		t.Fatalf("EVENT_TYPE %q: the UK importer reads a pairs event's travellers only for PAIRS or MP_PAIRS", typ)
	}
	mp := method == "MATCH_POINTS" || method == "MP_PAIRS"
	pairsSeen := map[string]bool{}
	var got []string
	lines := 0
	for _, part := range ukPairsParts(ev) {
		ps := part.one("PARTICIPANTS")
		if ps == nil {
			t.Fatal("no PARTICIPANTS where the UK importer looks")
		}
		cross := ps.attrs["EVENT_TYPE"] == "CROSS_IMP"
		if method == "CROSS_IMPS" && !cross {
			t.Errorf("PARTICIPANTS EVENT_TYPE %q: the UK importer reads the IMP totals only for CROSS_IMP", ps.attrs["EVENT_TYPE"])
		}
		pairs := ps.all("PAIR")
		if len(pairs) < 2 {
			t.Errorf("%d PAIR", len(pairs))
		}
		for _, p := range pairs {
			num, _ := p.field("PAIR_NUMBER")
			// Its contestant is DIRECTION+PAIR_NUMBER, its scores and
			// travellers PAIR_NUMBER: one name only without a DIRECTION.
			if d, _ := p.field("DIRECTION"); d != "" {
				t.Errorf("pair %s: DIRECTION %q: the importer's contestant would be %q, its scores' %q", num, d, d+num, num)
			}
			pairsSeen[num] = true
			place, _ := p.field("PLACE")
			if !regexp.MustCompile(`^[0-9]+=?$`).MatchString(place) {
				t.Errorf("pair %s: PLACE %q", num, place)
			}
			if mp {
				if v, ok := p.field("PERCENTAGE"); !ok || !jsNumber(v) {
					t.Errorf("pair %s: PERCENTAGE %q", num, v)
				}
			} else if v, ok := p.field("TOTAL_SCORE"); cross && (!ok || !jsNumber(v)) {
				t.Errorf("pair %s: TOTAL_SCORE %q", num, v)
			}
			players := p.all("PLAYER")
			if len(players) < 2 {
				t.Errorf("pair %s: %d PLAYER (the importer maps over them)", num, len(players))
			}
			for _, pl := range players {
				name, _ := pl.field("PLAYER_NAME")
				got = append(got, name)
			}
		}
		boards := part.all("BOARD")
		if len(boards) < 2 {
			t.Errorf("%d BOARD", len(boards))
		}
		for _, b := range boards {
			ls := b.all("TRAVELLER_LINE")
			if len(ls) < 2 {
				n, _ := b.field("BOARD_NUMBER")
				t.Errorf("board %s: %d TRAVELLER_LINE (the importer maps over them)", n, len(ls))
			}
			for _, l := range ls {
				lines++
				for _, side := range []string{"NS_PAIR_NUMBER", "EW_PAIR_NUMBER"} {
					if id, _ := l.field(side); !pairsSeen[id] {
						t.Errorf("%s %q is no PAIR_NUMBER", side, id)
					}
				}
				if v, _ := l.field("TRICKS"); !jsNumber(v) {
					t.Errorf("TRICKS %q", v)
				}
				pts := "NS_MATCH_POINTS"
				if !mp {
					pts = "NS_CROSS_IMP_POINTS" // the only IMPs it reads
				}
				_, played := l.field("CONTRACT")
				_, artificial := l.field("SCORE")
				if v, ok := l.field(pts); (played || artificial) && (mp || cross) && (!ok || !jsNumber(v)) {
					t.Errorf("a line's %s %q", pts, v)
				}
			}
		}
	}
	checkPairs(t, len(pairsSeen), got, want)
	if lines != want.lines {
		t.Errorf("%d traveller lines, want %d", lines, want.lines)
	}
	checkHandset(t, root)
}

// checkUKTeams: what the UK importer reads of a team event, TeamsScorer's
// layout: SESSION > PARTICIPANTS > TEAM > PAIR > PLAYER (the players only
// by pair), SESSION > MATCH > BOARD > TRAVELLER_LINE naming the pairs.
func checkUKTeams(t *testing.T, root *xnode, want resultCounts) {
	t.Helper()
	ev := root.one("EVENT")
	if ev.attrs["EVENT_TYPE"] != "TEAMS" {
		t.Errorf("EVENT_TYPE %q", ev.attrs["EVENT_TYPE"])
	}
	sess := ev.one("SESSION")
	if sess == nil || sess.one("PARTICIPANTS") == nil {
		t.Fatal("no SESSION > PARTICIPANTS: the UK importer reads a team event's teams there")
	}
	pairsSeen := map[string]bool{}
	var names []string
	teams := sess.one("PARTICIPANTS").all("TEAM")
	for _, tm := range teams {
		if v, _ := tm.field("TOTAL_SCORE"); !jsNumber(v) {
			t.Errorf("team %s: TOTAL_SCORE %q", tm.attrs["TEAM_ID"], v)
		}
		if v, _ := tm.field("PLACE"); !regexp.MustCompile(`^[0-9]+=?$`).MatchString(v) {
			t.Errorf("team %s: PLACE %q", tm.attrs["TEAM_ID"], v)
		}
		ps := tm.all("PAIR")
		var team []string
		if len(ps) < 2 {
			t.Errorf("team %s: %d PAIR (the importer maps over them)", tm.attrs["TEAM_ID"], len(ps))
		}
		for _, p := range ps {
			num, _ := p.field("PAIR_NUMBER")
			pairsSeen[num] = true
			pls := p.all("PLAYER")
			if len(pls) < 2 {
				t.Errorf("pair %s: %d PLAYER", num, len(pls))
			}
			for _, pl := range pls {
				n, _ := pl.field("PLAYER_NAME")
				team = append(team, n)
			}
		}
		slices.Sort(team)
		names = append(names, slices.Compact(team)...)
	}
	// Every player of every roster is in a pair.
	slices.Sort(names)
	w := slices.Clone(want.pairNames)
	slices.Sort(w)
	if len(teams) != want.pairs || !slices.Equal(names, w) {
		t.Errorf("%d teams, players %q\nwant %d, %q", len(teams), names, want.pairs, w)
	}
	lines := 0
	matches := sess.all("MATCH")
	if len(matches) < 2 {
		t.Errorf("%d MATCH (the importer maps over them)", len(matches))
	}
	for _, m := range matches {
		bs := m.all("BOARD")
		if len(bs) < 2 {
			t.Errorf("a match of %d BOARD", len(bs))
		}
		for _, b := range bs {
			ls := b.all("TRAVELLER_LINE")
			if len(ls) < 2 {
				t.Errorf("a board of %d TRAVELLER_LINE", len(ls))
			}
			for _, l := range ls {
				lines++
				for _, side := range []string{"NS_PAIR_NUMBER", "EW_PAIR_NUMBER"} {
					if id, _ := l.field(side); !pairsSeen[id] {
						t.Errorf("%s %q is no PAIR_NUMBER of a team", side, id)
					}
				}
			}
		}
	}
	if lines != want.lines {
		t.Errorf("%d traveller lines, want %d", lines, want.lines)
	}
}
