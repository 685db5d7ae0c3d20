package main

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"

	"golang.org/x/text/encoding/charmap"

	"github.com/protokol-bridge/protokol/charset"
)

// archiveFile is one file of a test archive.
type archiveFile struct {
	rel  string // path under the archive's folder
	data []byte
	// enc is the encoding it is in: a name of charset, "doubtful" (its
	// encoding cannot be told), "binary", or "" for UTF-8 or ASCII (which
	// converting to UTF-8 leaves as it is).
	enc string
	// notice is what convert says of it besides the summary: its control
	// characters, kept; "" for nothing.
	notice string
}

// iconvName is glibc iconv's name of an encoding; UTF-16 files carry a
// byte-order mark, which iconv's "UTF-16" reads (and drops).
var iconvName = map[string]string{
	"windows-1251": "CP1251", "koi8-r": "KOI8-R", "ibm866": "CP866", "iso-8859-5": "ISO-8859-5",
	"x-mac-cyrillic": "MAC-CYRILLIC", "windows-1252": "CP1252", "utf-16le": "UTF-16", "utf-16be": "UTF-16",
	"cp1125": "CP1125",
}

var (
	russianNames = []string{"Иванов Пётр", "Смирнова Анна", "Щукина Ёлка", "Кузнецов Олег", "Григорьева Наталья",
		"Павлов Пётр", "Михайлов Александр", "Егоров Григорий", "Морозов Илья", "Фёдорова Юлия", "Шестаков Павел", "Ильина Вера"}
	latinNames = []string{"Bjørn Håkon Sæther", "Åse Nygård", "François Lefèvre", "Jürgen Müller", "Søren Kierkegård", "Inès Gaël"}
	// Ukrainian names, for a Ukrainian club's DOS files (CP1125).
	ukrainianNames = []string{"Ковальчук Іван", "Шевченко Ольга", "Гнатюк Євген", "Іщенко Ярослава", "Їжакевич Остап",
		"Білоус Ганна", "Сидоренко Тарас", "Яремчук Ірина", "Мельник Василь", "Лисенко Оксана", "Дячук Віра", "Олійник Степан"}
)

// helpFile is a help file in KOI8-R as Midnight Commander wrote them
// (doc/ru/xnc.hlp, faithfully reduced, with text of our own): its nodes,
// links and fonts are control characters.
const helpFile = "\x04[Contents]\nРазделы подсказки:\n\n" +
	"  \x01Как читать протокол\x02Protocol\x03\n  \x01Перемещение пар\x02Movement\x03\n" +
	"\x04[Protocol]\nКак читать протокол\n\n \x05lqqqqqqqqk\x06\n \x05x\x06 \x08Итоги\x0B  \x05x\x06\n \x05mqqqqqqqqj\x06\n\n" +
	"В первой колонке стоит место пары, во второй её номер, в третьей фамилии игроков.\n" +
	"Пары с равным процентом делят место; сумма очков и процент идут следом.\n" +
	"О переходах пар от стола к столу рассказано в разделе \x01Перемещение пар\x02Movement\x03.\n"

// archiveText is a protocol of n lines of pairs, with a title, in the
// style of a club's results.
func archiveText(names []string, title string, n int, box bool) string {
	var b strings.Builder
	b.WriteString(title + "\r\n")
	if box {
		b.WriteString("╔════╤══════════════════════════════╗\r\n")
	}
	for i := range n {
		a, c := names[i%len(names)], names[(i*5+3)%len(names)]
		if box {
			fmt.Fprintf(&b, "║ %2d │ %s - %s ║\r\n", i+1, a, c)
		} else {
			fmt.Fprintf(&b, "%d;%s - %s;%d,%02d\r\n", i+1, a, c, 40+i%20, i*7%100)
		}
	}
	if box {
		b.WriteString("╚════╧══════════════════════════════╝\r\n")
	}
	return b.String()
}

// encodeAs is s in the encoding named enc (UTF-16 with a byte-order mark).
func encodeAs(t *testing.T, s, enc string) []byte {
	t.Helper()
	switch enc {
	case "utf-16le", "utf-16be":
		big := enc == "utf-16be"
		out := []byte{0xFF, 0xFE}
		if big {
			out = []byte{0xFE, 0xFF}
		}
		for _, u := range utf16.Encode([]rune(s)) {
			if big {
				out = append(out, byte(u>>8), byte(u))
			} else {
				out = append(out, byte(u), byte(u>>8))
			}
		}
		return out
	}
	e, err := charset.Lookup(enc)
	if err != nil {
		t.Fatal(err)
	}
	b, err := e.X().NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatalf("%s cannot hold the text: %v", enc, err)
	}
	return b
}

// newArchive writes a tree of 34 files under dir/old: 27 in legacy
// encodings (CP1125 among them) and UTF-16 (a few hundred bytes to 20 KB),
// a KOI8-R help file with control characters, three that are UTF-8 or
// ASCII already, two whose encoding cannot be told, and a binary one.
func newArchive(t *testing.T, dir string) (root string, files []archiveFile) {
	t.Helper()
	root = filepath.Join(dir, "old")
	// (No box drawing in the legacy files: Detect refuses a CP866 or
	// KOI8-R table of pairs today, confidence 0.34 to 0.58.)
	kinds := []struct {
		enc   string
		n     int
		latin bool
		ukr   bool
	}{
		{enc: "windows-1251", n: 6}, {enc: "koi8-r", n: 5}, {enc: "ibm866", n: 4},
		{enc: "iso-8859-5", n: 2}, {enc: "x-mac-cyrillic", n: 2}, {enc: "windows-1252", n: 3, latin: true},
		{enc: "utf-16le", n: 2}, {enc: "utf-16be", n: 1}, {enc: "cp1125", n: 2, ukr: true},
	}
	i := 0
	for _, k := range kinds {
		for j := range k.n {
			names, title := russianNames, "Кубок клуба, сессия "+fmt.Sprint(j+1)
			if k.latin {
				names, title = latinNames, "Sommerturnering, økt "+fmt.Sprint(j+1)
			}
			if k.ukr {
				names, title = ukrainianNames, "Кубок клубу, сесія "+fmt.Sprint(j+1)
			}
			lines := []int{8, 40, 300}[i%3]
			sub := []string{"", "2019", "2019/осень", "2020"}[i%4]
			rel := filepath.Join(filepath.FromSlash(sub), fmt.Sprintf("%s-%d.txt", k.enc, j))
			files = append(files, archiveFile{rel: rel, data: encodeAs(t, archiveText(names, title, lines, false), k.enc), enc: k.enc})
			i++
		}
	}
	files = append(files,
		archiveFile{rel: "2020/utf8.txt", data: []byte(archiveText(russianNames, "Итоги", 20, true))}, // box drawing
		archiveFile{rel: "2020/utf8-bom.csv", data: append([]byte("\uFEFF"), archiveText(russianNames, "Итоги", 5, false)...)},
		archiveFile{rel: "ascii.csv", data: []byte("board,ns,ew,contract,declarer,result\r\n1,1,2,3NT,N,9\r\n")},
		archiveFile{rel: "2019/doubtful-a.txt", data: []byte("board 1: \xE9\r\n"), enc: "doubtful"},
		archiveFile{rel: "doubtful-b.csv", data: []byte("1;\xE4\xF6\r\n"), enc: "doubtful"},
		archiveFile{rel: "2019/logo.png", data: []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10"), enc: "binary"},
		archiveFile{rel: "doc/mc.hlp", data: encodeAs(t, helpFile, "koi8-r"), enc: "koi8-r",
			notice: "read as text with 21 control characters (0x01-0x06, 0x08, 0x0B), kept as they are"},
	)
	for _, f := range files {
		p := filepath.Join(root, f.rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.data, 0o644); err != nil {
			t.Fatal(err)
		}
		// The test means what it says only while the detector agrees.
		d := charset.Detect(f.data)
		switch confident := d.Confidence >= charset.Threshold; {
		case f.enc == "doubtful" && confident:
			t.Fatalf("%s is meant to be doubtful, but Detect says %s (%.2f): choose other bytes", f.rel, d.Encoding, d.Confidence)
		case f.enc != "doubtful" && f.enc != "binary" && f.enc != "" && (!confident || d.Encoding.Name != f.enc):
			t.Fatalf("%s: Detect says %s (%.2f), want %s", f.rel, d.Encoding, d.Confidence, f.enc)
		}
	}
	return root, files
}

// walkOrder is the files in the order a walk of root meets them.
func walkOrder(t *testing.T, root string, files []archiveFile) []archiveFile {
	t.Helper()
	var out []archiveFile
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		i := slices.IndexFunc(files, func(f archiveFile) bool { return f.rel == rel })
		if i < 0 {
			t.Fatalf("%s: not a file of the archive", p)
		}
		out = append(out, files[i])
		return nil
	})
	return out
}

// refusal is the line convert prints for a doubtful file, from what Detect
// says of it.
func refusal(src, out string, data []byte) string {
	d := charset.Detect(data)
	return fmt.Sprintf("%s: cannot decode: cannot tell the encoding: %s at best, with confidence %.2f, or %s (convert it alone with --from ENCODING --out %s)",
		src, d.Encoding.Name, d.Confidence, d.RunnerUp.Name, out)
}

// iconvToUTF8 is iconv's conversion of a file to UTF-8.
func iconvToUTF8(t *testing.T, iconv, path, enc string) []byte {
	t.Helper()
	out, err := exec.Command(iconv, "-f", iconvName[enc], "-t", "UTF-8", path).Output()
	if err != nil {
		t.Fatalf("iconv -f %s %s: %v", iconvName[enc], path, err)
	}
	return out
}

func needIconvCmd(t *testing.T) string {
	t.Helper()
	path, err := exec.LookPath("iconv")
	if err != nil {
		if os.Getenv("PROTOKOL_REQUIRE_TOOLS") == "1" {
			t.Fatalf("iconv is required (PROTOKOL_REQUIRE_TOOLS=1): %v", err)
		}
		t.Skipf("iconv not found (%v): install glibc's (libc-bin) to compare with it", err)
	}
	return path
}

// A whole archive into --out: every file whose encoding is told with
// confidence is converted, byte for byte as iconv converts it; the doubtful
// ones are refused by name, with nothing written for them; a summary sums
// up; the exit code is 3. A doubtful file converts on its own with --from.
func TestConvertArchive(t *testing.T) {
	iconv := needIconvCmd(t)
	dir := t.TempDir()
	root, files := newArchive(t, dir)
	order := walkOrder(t, root, files)
	summary := "wrote 31 of 34 files into %s: 28 converted (6 koi8-r, 6 windows-1251, 4 ibm866, 3 windows-1252, " +
		"2 cp1125, 2 iso-8859-5, 2 utf-16le, 2 x-mac-cyrillic, 1 utf-16be), 3 unchanged, 1 with control characters kept; " +
		"2 refused, 1 skipped as binary"

	// expected is stderr: the notices and refusals in the walk's order,
	// then (unless quiet) the summary.
	expected := func(out string, quiet bool) string {
		var want strings.Builder
		for _, f := range order {
			src := filepath.Join(root, f.rel)
			switch {
			case f.enc == "doubtful":
				want.WriteString(refusal(src, filepath.Dir(filepath.Join(out, "old", f.rel)), f.data) + "\n")
			case f.enc == "binary" && !quiet:
				want.WriteString(src + ": skipped: binary data, not a text file\n")
			case f.notice != "" && !quiet:
				want.WriteString(src + ": " + f.notice + "\n")
			}
		}
		if !quiet {
			want.WriteString(fmt.Sprintf(summary, out) + "\n")
		}
		return want.String()
	}

	tests := []struct {
		name  string
		flags []string
		quiet bool
	}{
		{name: "default"},
		{name: "quiet: only the refusals", flags: []string{"-q"}, quiet: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "new")
			code, stdout, stderr := run(t, append(append([]string{"convert"}, tc.flags...), "--to", "utf-8", "--out", out, root)...)
			if want := expected(out, tc.quiet); code != exitInput || stderr != want || stdout != "" {
				t.Fatalf("exit %d, stderr\n%s\nwant exit %d, stderr\n%s", code, stderr, exitInput, want)
			}
			for _, f := range files {
				got, err := os.ReadFile(filepath.Join(out, "old", f.rel))
				switch f.enc {
				case "doubtful", "binary":
					if err == nil {
						t.Errorf("%s: written, but it was %s", f.rel, f.enc)
					}
				case "":
					if !bytes.Equal(got, f.data) {
						t.Errorf("%s: changed (%v)", f.rel, err)
					}
				default:
					if want := iconvToUTF8(t, iconv, filepath.Join(root, f.rel), f.enc); !bytes.Equal(got, want) {
						t.Errorf("%s: %d bytes, iconv -f %s gives %d: they differ (%v)", f.rel, len(got), iconvName[f.enc], len(want), err)
					}
				}
			}
			var left []string
			filepath.WalkDir(out, func(p string, d fs.DirEntry, _ error) error {
				if strings.HasPrefix(d.Name(), ".protokol-convert") {
					left = append(left, p)
				}
				return nil
			})
			if len(left) > 0 {
				t.Errorf("left %q", left)
			}

			// The doubtful file, again by name, with --from and the
			// --out its message gives.
			a := filepath.Join(root, "2019", "doubtful-a.txt")
			code, _, stderr = run(t, "convert", "--from", "windows-1251", "--to", "utf-8", "--out", filepath.Join(out, "old", "2019"), a)
			got, err := os.ReadFile(filepath.Join(out, "old", "2019", "doubtful-a.txt"))
			if want := iconvToUTF8(t, iconv, a, "windows-1251"); code != 0 || stderr != "" || !bytes.Equal(got, want) {
				t.Errorf("again with --from: exit %d, %q; got %q (%v), want %q", code, stderr, got, err, want)
			}
		})
	}

	t.Run("all or nothing", func(t *testing.T) {
		parent := t.TempDir()
		out := filepath.Join(parent, "new")
		code, _, stderr := run(t, "convert", "--all-or-nothing", "--to", "utf-8", "--out", out, root)
		// Notices as they come, the problems of the whole run at its end.
		var notices, problems strings.Builder
		for _, f := range order {
			src := filepath.Join(root, f.rel)
			switch f.enc {
			case "doubtful":
				d := charset.Detect(f.data)
				fmt.Fprintf(&problems, "%s: cannot decode: cannot tell the encoding: %s at best, with confidence %.2f, or %s (give --from)\n", src, d.Encoding.Name, d.Confidence, d.RunnerUp.Name)
			case "binary":
				notices.WriteString(src + ": skipped: binary data, not a text file\n")
			}
			if f.notice != "" {
				notices.WriteString(src + ": " + f.notice + "\n")
			}
		}
		if want := notices.String() + problems.String(); code != exitInput || stderr != want {
			t.Errorf("exit %d, stderr\n%s\nwant\n%s", code, stderr, want)
		}
		if entries, _ := os.ReadDir(parent); len(entries) != 0 {
			t.Errorf("wrote %d entries", len(entries))
		}
	})
}

// Each file on its own, and where the old rule stays: one file given by
// name, and --all-or-nothing.
func TestConvertEachFile(t *testing.T) {
	cp := func(s string) []byte { b, _ := charmap.Windows1251.NewEncoder().Bytes([]byte(s)); return b }
	good := cp(archiveText(russianNames, "Итоги", 10, false))
	tests := []struct {
		name   string
		files  map[string][]byte        // under in/
		args   func(in string) []string // after convert --to koi8-r --out OUT
		code   int
		stderr func(in, out string) string
		wrote  []string // files under OUT afterwards
	}{
		{
			name:  "a character the target lacks fails that file only",
			files: map[string][]byte{"a.txt": good, "b.txt": []byte("Пики ♠\n"), "c/d.txt": good},
			args:  func(in string) []string { return []string{in} },
			code:  exitInput,
			stderr: func(in, out string) string {
				return filepath.Join(in, "b.txt") + ":1:6: U+2660 '♠' has no koi8-r byte\n" +
					"wrote 2 of 3 files into " + out + ": 2 converted (2 windows-1251); 1 failed\n"
			},
			wrote: []string{"in/a.txt", "in/c/d.txt"},
		},
		{
			name:  "a failed file leaves no folder of its own",
			files: map[string][]byte{"a.txt": good, "c/b.txt": []byte("Пики ♠\n")},
			args:  func(in string) []string { return []string{in} },
			code:  exitInput,
			stderr: func(in, out string) string {
				return filepath.Join(in, "c", "b.txt") + ":1:6: U+2660 '♠' has no koi8-r byte\n" +
					"wrote 1 of 2 files into " + out + ": 1 converted (1 windows-1251); 1 failed\n"
			},
			wrote: []string{"in/a.txt"},
		},
		{
			name:  "several files by name",
			files: map[string][]byte{"a.txt": good, "b.txt": []byte("1;\xE4\xF6\r\n")},
			args:  func(in string) []string { return []string{filepath.Join(in, "a.txt"), filepath.Join(in, "b.txt")} },
			code:  exitInput,
			stderr: func(in, out string) string {
				return refusal(filepath.Join(in, "b.txt"), out, []byte("1;\xE4\xF6\r\n")) + "\n" +
					"wrote 1 of 2 files into " + out + ": 1 converted (1 windows-1251); 1 refused\n"
			},
			wrote: []string{"a.txt"},
		},
		{
			name:  "nothing refused: exit 0",
			files: map[string][]byte{"a.txt": good, "b.txt": []byte("ascii\n")},
			args:  func(in string) []string { return []string{in} },
			stderr: func(in, out string) string {
				return "wrote 2 of 2 files into " + out + ": 1 converted (1 windows-1251), 1 unchanged\n"
			},
			wrote: []string{"in/a.txt", "in/b.txt"},
		},
		{
			name:  "one file by name keeps the old rule",
			files: map[string][]byte{"b.txt": []byte("1;\xE4\xF6\r\n")},
			args:  func(in string) []string { return []string{filepath.Join(in, "b.txt")} },
			code:  exitInput,
			stderr: func(in, out string) string {
				d := charset.Detect([]byte("1;\xE4\xF6\r\n"))
				return fmt.Sprintf("%s: cannot decode: cannot tell the encoding: %s at best, with confidence %.2f, or %s (give --from)\n", filepath.Join(in, "b.txt"), d.Encoding.Name, d.Confidence, d.RunnerUp.Name)
			},
		},
		{
			name:  "--all-or-nothing",
			files: map[string][]byte{"a.txt": good, "b.txt": []byte("Пики ♠\n")},
			args:  func(in string) []string { return []string{"--all-or-nothing", in} },
			code:  exitInput,
			stderr: func(in, out string) string {
				return filepath.Join(in, "b.txt") + ":1:6: U+2660 '♠' has no koi8-r byte\n"
			},
		},
		{
			name:  "UTF-16 is not written",
			files: map[string][]byte{"a.txt": good},
			args:  func(in string) []string { return []string{"--to", "utf-16le", in} },
			code:  exitUsage,
			stderr: func(in, out string) string {
				return "protokol: --to utf-16le: UTF-16 is read, not written (want one of cp1125, ibm866, iso-8859-2, iso-8859-5, koi8-r, koi8-u, utf-8, windows-1250, windows-1251, windows-1252, x-mac-cyrillic) (see protokol --help)\n"
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			in, out := filepath.Join(dir, "in"), filepath.Join(dir, "out")
			for name, data := range tc.files {
				p := filepath.Join(in, filepath.FromSlash(name))
				os.MkdirAll(filepath.Dir(p), 0o755)
				os.WriteFile(p, data, 0o644)
			}
			code, _, stderr := run(t, append([]string{"convert", "--to", "koi8-r", "--out", out}, tc.args(in)...)...)
			if want := tc.stderr(in, out); code != tc.code || stderr != want {
				t.Errorf("exit %d, stderr\n%s\nwant exit %d, stderr\n%s", code, stderr, tc.code, want)
			}
			var wrote []string
			filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
				if err == nil && p != out {
					rel, _ := filepath.Rel(out, p)
					if !d.IsDir() {
						wrote = append(wrote, filepath.ToSlash(rel))
					} else if entries, _ := os.ReadDir(p); len(entries) == 0 {
						wrote = append(wrote, filepath.ToSlash(rel)+"/ (empty)")
					}
				}
				return nil
			})
			if !slices.Equal(wrote, tc.wrote) {
				t.Errorf("wrote %q, want %q", wrote, tc.wrote)
			}
		})
	}
}
