package pbn

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// tagsOf renders the tags of game i as Name=Value lines, marking inherited
// values with "<".
func tagsOf(f *File, i int) string {
	if i >= len(f.Games) {
		return fmt.Sprintf("no game %d (have %d)", i, len(f.Games))
	}
	var b strings.Builder
	for _, t := range f.Games[i].Tags {
		mark := "="
		if t.Inherited {
			mark = "<"
		}
		fmt.Fprintf(&b, "%s%s%s\n", t.Name, mark, t.Value)
	}
	return b.String()
}

func messages(errs []*bridge.Error) []string {
	var out []string
	for _, e := range errs {
		out = append(out, e.Error())
	}
	return out
}

func TestParseSyntax(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		check func(t *testing.T, f *File)
	}{
		{
			name: "escapes only quote and backslash",
			text: `[East "\\\"\\\"\"\\  \a"]` + "\n" + `[ScoreTable "PairId_NS\2R;Result\2R"]`,
			check: func(t *testing.T, f *File) {
				want := "East=\\\"\\\"\"\\  \\a\nScoreTable=PairId_NS\\2R;Result\\2R\n"
				if got := tagsOf(f, 0); got != want {
					t.Errorf("tags:\n%s\nwant:\n%s", got, want)
				}
			},
		},
		{
			name: "escaped quotes in a Cyrillic value",
			text: `[Event "Кубок клуба \"Пиковая дама\""]`,
			check: func(t *testing.T, f *File) {
				if got := f.Games[0].Value("Event"); got != `Кубок клуба "Пиковая дама"` {
					t.Errorf("Event = %q", got)
				}
			},
		},
		{
			name: "comments are not comments inside strings",
			text: "[Event \"A;B {c}\"] ; rest\n{ brace\n\nstill comment }\n[Site \"x\"]",
			check: func(t *testing.T, f *File) {
				if len(f.Games) != 1 {
					t.Fatalf("%d games, want 1 (an empty line inside a brace comment ends nothing)", len(f.Games))
				}
				ev, _ := f.Games[0].Get("Event")
				if ev.Value != "A;B {c}" || ev.Comment != "rest\nbrace\n\nstill comment" {
					t.Errorf("Event = %q, comment %q", ev.Value, ev.Comment)
				}
				if f.Games[0].Value("Site") != "x" {
					t.Errorf("Site lost: %s", tagsOf(f, 0))
				}
			},
		},
		{
			name: "comment before the first tag belongs to the game",
			text: "{ Initial game comment } ; rest of game comment\n[West \"Podgor\"] { West comment }\n",
			check: func(t *testing.T, f *File) {
				g := f.Games[0]
				w, _ := g.Get("West")
				if g.Comment != "Initial game comment\nrest of game comment" || w.Comment != "West comment" {
					t.Errorf("game comment %q, West comment %q", g.Comment, w.Comment)
				}
			},
		},
		{
			name: "tags across lines, two on a line, no spaces",
			text: " [\n   Event\n         \"use new lines\"\n                         ]\n[Date \"1998.03.21\"] [Site\"x\"][   Room\"Open\"   ]",
			check: func(t *testing.T, f *File) {
				want := "Event=use new lines\nDate=1998.03.21\nSite=x\nRoom=Open\n"
				if got := tagsOf(f, 0); got != want {
					t.Errorf("tags:\n%s\nwant:\n%s", got, want)
				}
				ev, _ := f.Games[0].Get("Event")
				if ev.Pos.Line != 1 || ev.Pos.Col != 2 || ev.ValuePos.Line != 3 || ev.ValuePos.Col != 10 {
					t.Errorf("Event at %v, value at %v", ev.Pos, ev.ValuePos)
				}
			},
		},
		{
			name: "CR only line ends",
			text: "% PBN 2.0\r[Board \"1\"]\r[Deal \"N:- - - -\"]\r\r[Board \"2\"]\r",
			check: func(t *testing.T, f *File) {
				if len(f.Games) != 2 || f.Version != "2.0" {
					t.Fatalf("%d games, version %q", len(f.Games), f.Version)
				}
				d, _ := f.Games[0].Get("Deal")
				if d.Pos.Line != 3 || f.Games[1].Pos.Line != 5 {
					t.Errorf("Deal at %v, game 2 at %v", d.Pos, f.Games[1].Pos)
				}
			},
		},
		{
			name: "CRLF, LF and CR mixed; no final line end",
			text: "[Board \"1\"]\r\n\r\n[Board \"2\"]\n\n[Board \"3\"]\r\r[Board \"4\"]",
			check: func(t *testing.T, f *File) {
				var lines []int
				for _, g := range f.Games {
					lines = append(lines, g.Pos.Line)
				}
				if fmt.Sprint(lines) != "[1 3 5 7]" {
					t.Errorf("games at lines %v, want [1 3 5 7]", lines)
				}
			},
		},
		{
			name: "U+0085 does not end a line; columns count characters",
			text: "[Event \"a\u0085b\"] [Site \"ø\"]\n",
			check: func(t *testing.T, f *File) {
				site, _ := f.Games[0].Get("Site")
				if f.Games[0].Value("Event") != "a\u0085b" || site.Pos.Line != 1 || site.Pos.Col != 15 {
					t.Errorf("tags %q, Site at %v", tagsOf(f, 0), site.Pos)
				}
				if len(f.Warnings) != 1 || !strings.Contains(f.Warnings[0].Error(), "control character U+0085") {
					t.Errorf("warnings %q, want one about U+0085", messages(f.Warnings))
				}
			},
		},
		{
			name: "byte-order mark skipped",
			text: "\uFEFF% PBN 1.0\n[Board \"1\"]\n",
			check: func(t *testing.T, f *File) {
				if f.Version != "1.0" || len(f.Directives) != 1 || f.Directives[0].Pos.Col != 1 {
					t.Errorf("version %q, directives %v", f.Version, f.Directives)
				}
			},
		},
		{
			name: "directives: version and export in any case and order",
			text: "% Export\n%pbn 2.1\n% PBN created by BFC 731.lin P\n%%!R 7597\n% <META  name=BoardCount  content=\"27\">\n%Content-type: text/x-pbn; charset=ISO-8859-1\n[Board \"1\"]\n%in game\n",
			check: func(t *testing.T, f *File) {
				if f.Version != "2.1" || !f.Export || len(f.Directives) != 7 {
					t.Errorf("version %q, export %v, %d directives", f.Version, f.Export, len(f.Directives))
				}
				if m := f.Meta(); m["BoardCount"] != "27" {
					t.Errorf("Meta = %v", m)
				}
				if cs := f.Charset(); cs != "ISO-8859-1" {
					t.Errorf("Charset = %q", cs)
				}
				last := f.Directives[6]
				if last.Text != "in game" || !last.InGame || last.Game != 0 || f.Directives[0].InGame {
					t.Errorf("last directive %+v", last)
				}
			},
		},
		{
			name: "a percent line inside a brace comment is comment text",
			text: "[Board \"1\"]\n{\n% not a directive\n}\n",
			check: func(t *testing.T, f *File) {
				b, _ := f.Games[0].Get("Board")
				if len(f.Directives) != 0 || b.Comment != "% not a directive" {
					t.Errorf("directives %v, comment %q", f.Directives, b.Comment)
				}
			},
		},
		{
			name: "whitespace-only line ends a game",
			text: "[Board \"1\"]\n \t \n[Board \"2\"]\n",
			check: func(t *testing.T, f *File) {
				if len(f.Games) != 2 {
					t.Errorf("%d games, want 2", len(f.Games))
				}
			},
		},
		{
			name: "version line after games starts a sub-file",
			text: "% PBN 1.0\n[Board \"1\"]\n[Event \"##E\"]\n\n% PBN 1.0\n[Board \"1\"]\n% PBN 1.0\n[Board \"2\"]\n",
			check: func(t *testing.T, f *File) {
				var subs []int
				for _, g := range f.Games {
					subs = append(subs, g.SubFile)
				}
				if fmt.Sprint(subs) != "[0 1 2]" || f.SubFiles() != 3 {
					t.Errorf("sub-files %v (%d)", subs, f.SubFiles())
				}
				if _, ok := f.Games[1].Get("Event"); ok {
					t.Errorf("## crossed into the next sub-file: %s", tagsOf(f, 1))
				}
				parts := f.Split()
				if len(parts) != 3 || len(parts[1].Games) != 1 || parts[1].Version != "1.0" || parts[2].Directives[0].Game != 0 {
					t.Errorf("Split gave %d parts", len(parts))
				}
			},
		},
		{
			name: "auction and play tokens with annotations split off",
			text: "[Auction \"N\"]\n1D 1S 3H =1= 4S ; eol\n2NT?=1= $13 ^I X!\n[Play \"W\"]\nSK {A1} H3 HK=2= -- *\n",
			check: func(t *testing.T, f *File) {
				a, _ := f.Games[0].Get("Auction")
				p, _ := f.Games[0].Get("Play")
				var got []string
				for _, tok := range append(a.Section.Tokens, p.Section.Tokens...) {
					got = append(got, tok.Text)
				}
				want := "1D 1S 3H =1= 4S 2NT ? =1= $13 ^I X ! SK H3 HK =2= -- *"
				if strings.Join(got, " ") != want {
					t.Errorf("tokens %q\nwant    %q", strings.Join(got, " "), want)
				}
				if tok := a.Section.Tokens[5]; tok.Pos.Line != 3 || tok.Pos.Col != 1 {
					t.Errorf("2NT at %v", tok.Pos)
				}
				if tok := a.Section.Tokens[6]; tok.Pos.Col != 4 {
					t.Errorf("? at %v", tok.Pos)
				}
				if a.Comment != "eol" || p.Comment != "A1" {
					t.Errorf("comments %q %q", a.Comment, p.Comment)
				}
			},
		},
		{
			name: "repeated tag warned, Note not",
			text: "[Site \"a\"]\n[Site \"b\"]\n[Note \"1:x\"]\n[Note \"2:y\"]\n",
			check: func(t *testing.T, f *File) {
				want := []string{"t.pbn:2:1: game 1: [Site] repeated (first at line 1); the first value counts"}
				if got := messages(f.Warnings); fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("warnings %q", got)
				}
				if f.Games[0].Value("Site") != "a" || len(f.Games[0].All("Note")) != 2 {
					t.Errorf("tags %s", tagsOf(f, 0))
				}
			},
		},
		{
			name: "line of 254 characters is fine, 255 too long",
			text: "{" + strings.Repeat("x", 252) + "}\n{" + strings.Repeat("é", 253) + "}\n",
			check: func(t *testing.T, f *File) {
				want := []string{"t.pbn:2:1: line too long: 255 characters (want at most 254)"}
				if got := messages(f.Warnings); fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("warnings %q", got)
				}
			},
		},
		{
			name: "value ending in backslash quote bracket",
			text: "[Event \"C:\\\"]\n",
			check: func(t *testing.T, f *File) {
				if got := f.Games[0].Value("Event"); got != `C:\` {
					t.Errorf("Event = %q", got)
				}
				if len(f.Warnings) != 1 {
					t.Errorf("warnings %q", messages(f.Warnings))
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse("t.pbn", tt.text)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			tt.check(t, f)
		})
	}
}

func TestParseInheritance(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		want  []string // tags of each game
		warns []string
	}{
		{
			name: "hash takes the last value",
			text: "[Event \"E1\"]\n\n[Event \"#\"]\n\n[Event \"E3\"]\n\n[Event \"#\"]\n",
			want: []string{"Event=E1\n", "Event<E1\n", "Event=E3\n", "Event<E3\n"},
		},
		{
			name: "double hash with text copies forward until given again",
			text: "[Event \"##Autumn\"]\n[Board \"1\"]\n\n[Board \"2\"]\n\n[Event \"Spring\"]\n\n[Board \"4\"]\n",
			want: []string{"Event=Autumn\nBoard=1\n", "Board=2\nEvent<Autumn\n", "Event=Spring\n", "Board=4\n"},
		},
		{
			name: "double hash alone inherits and copies; hash stops the copying",
			text: "[West \"?\"]\n\n[West \"##\"]\n\n[Board \"3\"]\n\n[West \"#\"]\n\n[Board \"5\"]\n",
			want: []string{"West=?\n", "West<?\n", "Board=3\nWest<?\n", "West<?\n", "Board=5\n"},
		},
		{
			name: "double hash then explicit then hash",
			text: "[Hidden \"##NES\"]\n\n[Board \"2\"]\n\n[Hidden \"W\"]\n\n[Board \"4\"]\n\n[Hidden \"#\"]\n",
			want: []string{"Hidden=NES\n", "Board=2\nHidden<NES\n", "Hidden=W\n", "Board=4\n", "Hidden<W\n"},
		},
		{
			name:  "nothing to inherit is a warning",
			text:  "[Section \"#\"]\n",
			want:  []string{"Section=\n"},
			warns: []string{`t.pbn:1:10: game 1: [Section "#"]: nothing to inherit, no earlier game has [Section]; read as empty`},
		},
		{
			name: "score table hash reuses the descriptor, rows anew",
			text: "[ScoreTable \"PairId_NS;PairId_EW;Score_NS\\4R\"]\n1 2 100\n\n[ScoreTable \"#\"]\n3 4 -50\n5 6 0\n",
			want: []string{"ScoreTable=PairId_NS;PairId_EW;Score_NS\\4R\n", "ScoreTable<PairId_NS;PairId_EW;Score_NS\\4R\n"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse("t.pbn", tt.text)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if len(f.Games) != len(tt.want) {
				t.Fatalf("%d games, want %d", len(f.Games), len(tt.want))
			}
			for i, w := range tt.want {
				if got := tagsOf(f, i); got != w {
					t.Errorf("game %d:\n%s\nwant:\n%s", i+1, got, w)
				}
			}
			if got := messages(f.Warnings); fmt.Sprint(got) != fmt.Sprint(tt.warns) && len(got)+len(tt.warns) > 0 {
				t.Errorf("warnings %q\nwant %q", got, tt.warns)
			}
		})
	}
	t.Run("table hash", func(t *testing.T) {
		f, _ := Parse("t.pbn", tests[len(tests)-1].text)
		st, _ := f.Games[1].Get("ScoreTable")
		if st.Raw != "#" || st.Origin.Line != 1 || st.Table == nil || len(st.Table.Rows) != 2 || st.Table.Rows[0][2].Text != "-50" {
			t.Errorf("inherited table: raw %q origin %v table %+v", st.Raw, st.Origin, st.Table)
		}
	})
}

func TestParseTables(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		rows   string // rows as "a|b;c|d"
		cols   string // columns as name/order/width/align
		stream bool
		warns  []string
	}{
		{
			name: "descriptor forms",
			text: "[ScoreTable \"-Rank\\3R;+Percentage_NS\\4R;Names\\45;Multiplicity;Contract\\4L\"]\n",
			cols: "Rank/-/3/R Percentage_NS/+/4/R Names/0/45/0 Multiplicity/0/0/0 Contract/0/4/L",
		},
		{
			name: "quoted cells, empty cells, one row per line",
			text: "[TotalScoreTable \"Rank;Names\\20;Club\"]\n{ before the rows }\n; and this\n 1 \"A;B \\\"C\\\"\" -\n 2 \"\" \"-\"\n",
			rows: `1|"A;B "C""|-;2|""|"-"`,
			cols: "Rank/0/0/0 Names/0/20/0 Club/0/0/0",
		},
		{
			name:   "rows that do not follow lines are read as a stream",
			text:   "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\nN C 9 N\nD 6\n",
			rows:   "N|C|9;N|D|6",
			cols:   "Declarer/0/0/0 Denomination/0/2/R Result/0/2/R",
			stream: true,
			warns:  []string{"t.pbn:2:1: game 1: [OptimumResultTable]: a line holds 4 elements, not one row of 3; rows read as a stream of elements"},
		},
		{
			name: "sorted columns in order; dashes skipped",
			text: "[ActionTable \"-Rank;+Score\"]\n1 100\n- 90\n2 90\n3 -\n4 10\n",
			rows: "1|100;-|90;2|90;3|-;4|10",
			cols: "Rank/-/0/0 Score/+/0/0",
		},
		{
			name: "empty descriptor, no rows",
			text: "[AuctionTimeTable \"\"]\n",
			cols: "",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse("t.pbn", tt.text)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			tag := f.Games[0].Tags[0]
			if tag.Table == nil {
				t.Fatalf("no table")
			}
			var cols []string
			for _, c := range tag.Table.Columns {
				cols = append(cols, fmt.Sprintf("%s/%s/%d/%s", c.Name, orderText(c.Order), c.Width, orderText(c.Align)))
			}
			if got := strings.Join(cols, " "); got != tt.cols {
				t.Errorf("columns %q\nwant    %q", got, tt.cols)
			}
			var rows []string
			for _, r := range tag.Table.Rows {
				var cells []string
				for _, c := range r {
					if c.Quoted {
						cells = append(cells, `"`+c.Text+`"`)
					} else {
						cells = append(cells, c.Text)
					}
				}
				rows = append(rows, strings.Join(cells, "|"))
			}
			if got := strings.Join(rows, ";"); got != tt.rows {
				t.Errorf("rows %q\nwant %q", got, tt.rows)
			}
			if tag.Table.Stream != tt.stream {
				t.Errorf("stream %v", tag.Table.Stream)
			}
			if got := messages(f.Warnings); fmt.Sprint(got) != fmt.Sprint(tt.warns) && len(got)+len(tt.warns) > 0 {
				t.Errorf("warnings %q\nwant %q", got, tt.warns)
			}
		})
	}
}

func orderText(b byte) string {
	if b == 0 {
		return "0"
	}
	return string(b)
}

func TestCell(t *testing.T) {
	tests := []struct {
		name  string
		cell  Cell
		empty bool
	}{
		{"dash", Cell{Text: "-"}, true},
		{"quoted dash", Cell{Text: "-", Quoted: true}, false},
		{"empty string", Cell{Text: "", Quoted: true}, true},
		{"number", Cell{Text: "420", Quoted: true}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.cell.Empty(); got != tt.empty {
				t.Errorf("Empty() = %v", got)
			}
		})
	}
	tbl := &Table{Columns: []Column{{Name: "Setion"}, {Name: "PairId_NS"}, {Name: "LeadCard"}}}
	for name, want := range map[string]int{"Section": 0, "pairid_ns": 1, "PairNS": 1, "Lead": 2, "Contract": -1} {
		if got := tbl.Col(name); got != want {
			t.Errorf("Col(%q) = %d, want %d", name, got, want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name     string
		text     string
		want     []string
		sentinel error
	}{
		{
			name: "descriptor without a width",
			text: "[ActionTable \"Rank;Call\\\"]\n",
			want: []string{`t.pbn:1:20: game 1: [ActionTable]: bad column descriptor: column 2 "Call\": no width after the backslash (want digits and an optional L or R, such as Call\4L)`},
		},
		{
			name: "descriptor with a space for the width",
			text: "[ActionTable \"Rank;Call\\ \"]\n",
			want: []string{`t.pbn:1:20: game 1: [ActionTable]: bad column descriptor: column 2 "Call\ ": width " " is not a number (want digits and an optional L or R, such as Call\4L)`},
		},
		{
			name: "descriptor with alignment but no width",
			text: "[ActionTable \"Rank;Call\\L\"]\n",
			want: []string{`t.pbn:1:20: game 1: [ActionTable]: bad column descriptor: column 2 "Call\L": width "L" is not a number (want digits and an optional L or R, such as Call\4L)`},
		},
		{
			name: "descriptor with width zero",
			text: "[ScoreTable \"Rank\\0R\"]\n",
			want: []string{`t.pbn:1:14: game 1: [ScoreTable]: bad column descriptor: column 1 "Rank\0R": width 0 (want 1 to 10000)`},
		},
		{
			name: "descriptor with a bad alignment",
			text: "[ScoreTable \"Rank\\3C\"]\n",
			want: []string{`t.pbn:1:14: game 1: [ScoreTable]: bad column descriptor: column 1 "Rank\3C": "C" after the width (want L, R or nothing)`},
		},
		{
			name: "descriptor with an empty name",
			text: "[ScoreTable \"Rank;;Score\"]\n",
			want: []string{`t.pbn:1:19: game 1: [ScoreTable]: bad column descriptor: column 2 "": no name (want [+|-]name[\width[L|R]], such as Score_NS\5R)`},
		},
		{
			name: "comment on a data line",
			text: "[ActionTable \"Rank;Call\\4L\"]\n1  4H ; no comment allowed\n",
			want: []string{`t.pbn:2:7: game 1: [ActionTable]: comment on a table data line (want comments on lines of their own)`},
		},
		{
			name: "brace comment on a data line does not swallow the next game",
			text: "[ActionTable \"Rank;MyText\"]\n1  {\n\n[Board \"2\"]\n",
			want: []string{
				`t.pbn:2:4: game 1: [ActionTable]: comment on a table data line (want comments on lines of their own)`,
				`t.pbn:2:1: game 1: [ActionTable]: missing table elements: 1 elements do not fill rows of 2 columns (the last row has 1; want 2 per row)`,
			},
		},
		{
			name: "missing table elements",
			text: "[ActionTable \"Rank;Call;Percentage\"]\n1 4H 100\n2 4D\n",
			want: []string{`t.pbn:3:1: game 1: [ActionTable]: missing table elements: 5 elements do not fill rows of 3 columns (the last row has 2; want 3 per row)`},
		},
		{
			name:     "wrong sort order",
			text:     "[Board \"1\"]\n[TotalScoreTable \"-Rank;-Percentage\\5R\"]\n1 72.49\n2 70.38\n",
			want:     []string{`t.pbn:4:3: board 1: [TotalScoreTable]: bad table order: column Percentage is marked - (ascending) but 70.38 follows 72.49 (want non-decreasing values, or no mark)`},
			sentinel: formats.ErrValue,
		},
		{
			name: "no value",
			text: "[Event]\n",
			want: []string{`t.pbn:1:7: game 1: [Event] has no value (want [Event "..."])`},
		},
		{
			name: "value without quotes",
			text: "[Event No_quotes]\n",
			want: []string{`t.pbn:1:8: game 1: value of [Event] is not in quotes: "No_quotes" (want [Event "..."])`},
		},
		{
			name: "value not closed",
			text: "[Note \"2:La carte qui raconte...]\n[Site \"x\"]\n",
			want: []string{`t.pbn:1:7: game 1: value of [Note] not closed before the end of the line (want a closing ")`},
		},
		{
			name: "bad tag name",
			text: "[1Event \"x\"]\n",
			want: []string{`t.pbn:1:2: game 1: tag name starts with "1Event" (want a letter, then letters, digits or _)`},
		},
		{
			name: "text outside a game",
			text: "bad characters\n\n[Note \"1:x\"]\n",
			want: []string{`t.pbn:1:1: text "bad" outside a game (want a tag pair, a comment, a % line or an empty line)`},
		},
		{
			name: "data after a tag without a section",
			text: "[Board \"3\"]\n[Deal \"N:- - - -\"]\nAKQ\n",
			want: []string{`t.pbn:3:1: board 3: text "AKQ" after [Deal] (want a tag pair, a comment or an empty line; only Auction, Play and table tags take data lines)`},
		},
		{
			name: "tag pair not closed at an empty line",
			text: "[Event \"x\"\n\n",
			want: []string{`t.pbn:1:1: game 1: [Event "x" not closed before an empty line (want "]")`},
		},
		{
			name: "comment not closed at the end of the file",
			text: "[Event \"x\"]\n{ open\n",
			want: []string{`t.pbn:2:1: game 1: comment not closed before the end of the file (want "}")`},
		},
		{
			name: "percent sign not in column one",
			text: "[Auction \"N\"]\n1C %\n",
			want: []string{`t.pbn:2:4: game 1: unexpected "%" (want "%" only in column 1, starting an escaped line)`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("t.pbn", tt.text)
			if err == nil {
				t.Fatal("no error")
			}
			got := messages(bridge.AsErrors(err))
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			sentinel := tt.sentinel
			if sentinel == nil {
				sentinel = formats.ErrSyntax
			}
			if !errors.Is(err, sentinel) {
				t.Errorf("errors.Is(err, %v) = false", sentinel)
			}
			var be *bridge.Error
			if !errors.As(err, &be) || be.Pos.Line == 0 {
				t.Errorf("no positioned *bridge.Error in %v", err)
			}
		})
	}
}

func TestParseManyErrors(t *testing.T) {
	text := strings.Repeat("[Event]\n", 30)
	_, err := Parse("t.pbn", text)
	es := bridge.AsErrors(err)
	if len(es) != formats.MaxErrors+1 {
		t.Fatalf("%d errors, want %d", len(es), formats.MaxErrors+1)
	}
	if got := es[formats.MaxErrors].Error(); got != "t.pbn:21:7: 10 more problems not listed (fix the ones above first)" {
		t.Errorf("last = %q", got)
	}
}
