package doccmd

import (
	"reflect"
	"strings"
	"testing"
)

func words(ws ...string) []Word {
	out := make([]Word, len(ws))
	for i, w := range ws {
		out[i] = Word{Text: w}
	}
	return out
}

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		md   string
		want []Command
	}{
		{
			name: "a command and what it prints",
			md:   "text\n```console\n$ protokol vp --boards 16\nVP scale wbf2013\n...\n\n```\n",
			want: []Command{{Line: 3, Text: "protokol vp --boards 16", Words: words("protokol", "vp", "--boards", "16"),
				Output: []string{"VP scale wbf2013", Any}, Shown: true}},
		},
		{
			name: "exit code, quotes, a comment and a redirect",
			md:   "```console\n$ protokol check --title 'Club pairs' \"a b.pbn\" > out.txt   # exit 5: no results yet\n```\n",
			want: []Command{{Line: 2, Text: `protokol check --title 'Club pairs' "a b.pbn" > out.txt`,
				Words: words("protokol", "check", "--title", "Club pairs", "a b.pbn"), Stdout: "out.txt", Exit: 5}},
		},
		{
			name: "a line that goes on, and a glob",
			md:   "```console\n$ protokol score --out site \\\n    LBC.*.csv\n```\n",
			want: []Command{{Line: 2, Text: "protokol score --out site  LBC.*.csv",
				Words: []Word{{Text: "protokol"}, {Text: "score"}, {Text: "--out"}, {Text: "site"}, {Text: "LBC.*.csv", Glob: true}}}},
		},
		{
			name: "a quoted glob is no glob, an anchor is no comment",
			md:   "```console\n$ protokol batch 'archive/2026-*' site/board-1.html#rot-e\n```\n",
			want: []Command{{Line: 2, Text: "protokol batch 'archive/2026-*' site/board-1.html#rot-e",
				Words: words("protokol", "batch", "archive/2026-*", "site/board-1.html#rot-e")}},
		},
		{
			name: "crontab: the protokol command in the line",
			md:   "```crontab\n# every minute\n* * * * *  protokol score -q --out /var/www/club /srv/bcs/club.bws\n```\n",
			want: []Command{{Line: 3, Text: "protokol score -q --out /var/www/club /srv/bcs/club.bws", Embedded: true,
				Words: words("protokol", "score", "-q", "--out", "/var/www/club", "/srv/bcs/club.bws")}},
		},
		{
			name: "systemd: ExecStart with the program's path",
			md:   "```ini\n[Service]\nExecStart=/usr/local/bin/protokol score -q club.bws\n```\n",
			want: []Command{{Line: 3, Text: "/usr/local/bin/protokol score -q club.bws", Embedded: true,
				Words: words("/usr/local/bin/protokol", "score", "-q", "club.bws")}},
		},
		{
			name: "Windows: the command and the protokol command in its quotes",
			md:   "```bat norun\nrem every minute\nschtasks /create /tn live /tr \"C:\\protokol\\protokol.exe score -q --out C:\\www\\club C:\\BCS\\club.bws\"\n```\n",
			want: []Command{
				{Line: 3, Text: `schtasks /create /tn live /tr "C:\protokol\protokol.exe score -q --out C:\www\club C:\BCS\club.bws"`,
					Words: words("schtasks", "/create", "/tn", "live", "/tr", `C:\protokol\protokol.exe score -q --out C:\www\club C:\BCS\club.bws`)},
				{Line: 3, Text: `C:\protokol\protokol.exe score -q --out C:\www\club C:\BCS\club.bws`, Embedded: true,
					Words: words(`C:\protokol\protokol.exe`, "score", "-q", "--out", `C:\www\club`, `C:\BCS\club.bws`)},
			},
		},
		{
			name: "a message in a text block is no command",
			md:   "```\nprotokol: results: being published by pid 4242: protokol score --out results\n```\n",
		},
		{
			name: "the commands of a norun console block",
			md:   "```console norun\n$ go install example.org/x/cmd/protokol@latest\n```\n",
			want: []Command{{Line: 2, Text: "go install example.org/x/cmd/protokol@latest", Words: words("go", "install", "example.org/x/cmd/protokol@latest")}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			blocks, err := Parse("x.md", tc.md)
			if err != nil {
				t.Fatal(err)
			}
			var got []Command
			for _, b := range blocks {
				got = append(got, b.Commands...)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got  %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestParseBlock(t *testing.T) {
	blocks, err := Parse("x.md", "```csv file=decisions.csv\nboard,ns\n1,2\n```\n\n~~~console norun\n$ crontab -e\n~~~\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(blocks) != 2 {
		t.Fatalf("%d blocks, want 2", len(blocks))
	}
	b := blocks[0]
	if b.Lang != "csv" || b.File != "decisions.csv" || b.NoRun || strings.Join(b.Body, "\n") != "board,ns\n1,2" || b.Line != 1 {
		t.Errorf("first block %+v", b)
	}
	if b := blocks[1]; b.Lang != "console" || !b.NoRun || b.Line != 6 || len(b.Commands) != 1 {
		t.Errorf("second block %+v", b)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ name, md, want string }{
		{"block not closed", "a\n```console\n$ protokol demo\n", "x.md:2: a code block not closed (want a line ```)"},
		{"quote not closed", "```console\n$ protokol score --title \"x\n```\n", `x.md:2: a double quote not closed in "protokol score --title \"x"`},
		{"no prompt", "```console\nprotokol demo\n```\n", `x.md:2: a console block's first line is not a command (want "$ " before it)`},
		{"redirect without a file", "```console\n$ protokol dd x.pbn >\n```\n", `x.md:2: ">" without a file in "protokol dd x.pbn >"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("x.md", tc.md)
			if err == nil || err.Error() != tc.want {
				t.Errorf("error %v, want %s", err, tc.want)
			}
		})
	}
}

func TestMatch(t *testing.T) {
	tests := []struct {
		name      string
		want, got []string
		ok        bool
	}{
		{"same", []string{"a", "b"}, []string{"a", "b  "}, true},
		{"a line more", []string{"a"}, []string{"a", "b"}, false},
		{"a line less", []string{"a", "b"}, []string{"a"}, false},
		{"any in the middle", []string{"a", Any, "z"}, []string{"a", "b", "c", "z"}, true},
		{"any for nothing", []string{"a", Any}, []string{"a"}, true},
		{"any, then a line that is not there", []string{Any, "q"}, []string{"a", "b"}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Match(tc.want, tc.got); got != tc.ok {
				t.Errorf("Match = %v, want %v", got, tc.ok)
			}
		})
	}
}

func TestSlug(t *testing.T) {
	tests := []struct{ heading, want string }{
		{"Exit codes", "exit-codes"},
		{"Double dummy and par: `protokol dd`", "double-dummy-and-par-protokol-dd"},
		{"Encodings (Russian archives)", "encodings-russian-archives"},
		{"Live results with the Windows Task Scheduler", "live-results-with-the-windows-task-scheduler"},
		{"`--usebio-style` and its consumers", "--usebio-style-and-its-consumers"},
		{"Кодировки", "кодировки"},
	}
	for _, tc := range tests {
		if got := Slug(tc.heading); got != tc.want {
			t.Errorf("Slug(%q) = %q, want %q", tc.heading, got, tc.want)
		}
	}
}

func TestLinks(t *testing.T) {
	md := "See [inputs](docs/inputs.md#pbn) and ![the site](docs/img/index.png \"index\").\n" +
		"```console\n$ echo [x](no.md)\n```\n`[y](no.md)` and [z](#limits)\n"
	want := []Link{{1, "docs/inputs.md#pbn"}, {1, "docs/img/index.png"}, {5, "#limits"}}
	if got := Links(md); !reflect.DeepEqual(got, want) {
		t.Errorf("Links = %v, want %v", got, want)
	}
}
