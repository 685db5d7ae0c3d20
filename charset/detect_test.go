package charset

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// encode is s in e; the test fails if e cannot hold it.
func encode(t testing.TB, e *Encoding, s string) []byte {
	t.Helper()
	b, err := e.X().NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatalf("%s cannot hold %q: %v", e, s, err)
	}
	return b
}

// A real-looking PBN fragment and CSV traveller, without a charset line.
const (
	pbnFragment = `% PBN 2.1
% EXPORT
[Event "Открытый чемпионат клуба, вторая сессия"]
[Site "Самара"]
[Date "2023.11.02"]
[Board "1"]
[West "Крылова"]
[North "Шестаков"]
[East "Ермаков"]
[South "Ильина"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:86542.J9.T984.96 KT9.QT763.A6.754 Q.AK42.KQJ2.AQ83 AJ73.85.753.KJT2"]
[TotalScoreTable "Rank\2R;PairId\2R;TotalPercentage\5R;Names\40L"]
 1  4 61.20 "Ермаков Тимофей - Крылова Светлана"
 2  1 55.00 "Шестаков Павел - Ильина Вера"
`
	csvFragment = "Сдача;Стол;Пара NS;Пара EW;Контракт;Играл;Взятки\r\n" +
		"1;1;1;1;4П;Ю;10\r\n1;3;3;3;3БК;С;9\r\n2;2;2;3;4Ч конт;З;8\r\n3;1;1;2;пас;;\r\n"
)

func TestDetect(t *testing.T) {
	cp1251 := func(s string) []byte { return encode(t, Windows1251, s) }
	rows := []struct {
		name     string
		data     []byte
		want     *Encoding
		how      string
		declared string
		refuse   bool // confidence below Threshold
	}{
		{name: "empty", data: nil, want: UTF8, how: "ascii"},
		{name: "ASCII only", data: []byte("% PBN 2.1\n[Board \"1\"]\n"), want: UTF8, how: "ascii"},
		{name: "ASCII with a declaration", data: []byte("%Content-type: text/x-pbn; charset=ISO-8859-1\n[Board \"1\"]\n"),
			want: UTF8, how: "ascii", declared: "ISO-8859-1"},
		{name: "UTF-8 with BOM", data: append([]byte("\xEF\xBB\xBF"), "[Event \"Кубок\"]\n"...), want: UTF8, how: "BOM"},
		{name: "BOM then cp1251", data: append([]byte("\xEF\xBB\xBF"), cp1251("[Event \"Кубок\"]\n")...), want: UTF8, how: "BOM", refuse: true},
		{name: "valid UTF-8", data: []byte("[North \"Иванов Пётр - Смирнова Анна\"]\n"), want: UTF8, how: "utf-8"},
		{name: "UTF-8 cut inside a character", data: []byte("Иванов Пётр")[:5], want: UTF8, how: "utf-8"},
		{name: "UTF-8 beats a declaration", data: []byte("%Content-type: text/x-pbn; charset=windows-1251\n[North \"Иванов\"]\n"),
			want: UTF8, how: "utf-8", declared: "windows-1251"},
		{name: "PBN declares windows-1251", data: cp1251("% PBN 2.1\n%Content-type: text/x-pbn; charset=windows-1251\n[Site \"Москва\"]\n"),
			want: Windows1251, how: "declared", declared: "windows-1251"},
		{name: "HTML meta charset koi8-r", data: encode(t, KOI8R, "<html><head><meta charset=\"koi8-r\"></head><body>Пас</body></html>"),
			want: KOI8R, how: "declared", declared: "koi8-r"},
		{name: "HTML http-equiv cp866", data: encode(t, IBM866, "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=cp866\">Итоги"),
			want: IBM866, how: "declared", declared: "cp866"},
		{name: "XML declaration", data: cp1251("<?xml version=\"1.0\" encoding='windows-1251'?><title>Протокол</title>"),
			want: Windows1251, how: "declared", declared: "windows-1251"},
		{name: "XML declares MacCyrillic (Java's name)", data: encode(t, MacCyrillic, "<?xml version=\"1.0\" encoding=\"MacCyrillic\"?>\n<EVENT><TITLE>Кубок клуба</TITLE></EVENT>\n"),
			want: MacCyrillic, how: "declared", declared: "MacCyrillic"},
		{name: "XML declares x-MacUkraine", data: encode(t, MacCyrillic, "<?xml version='1.0' encoding='x-MacUkraine'?><P>Ярема Ївга</P>"),
			want: MacCyrillic, how: "declared", declared: "x-MacUkraine"},
		{name: "declared UTF-8 on cp1251 bytes", data: cp1251("%Content-type: text/x-pbn; charset=UTF-8\n[North \"Иванов Пётр - Смирнова Анна\"]\n"),
			want: Windows1251, how: "statistics", declared: "UTF-8"},
		{name: "declared Latin-1 on Russian text", data: cp1251("%Content-type: text/x-pbn; charset=ISO-8859-1\n[Event \"Кубок клуба\"]\n[North \"Иванов Пётр - Смирнова Анна\"]\n"),
			want: Windows1251, how: "statistics", declared: "ISO-8859-1"},
		{name: "declared Latin-1 on Polish text", data: encode(t, ISO88592, "%Content-type: text/x-pbn; charset=ISO-8859-1\n[Event \"Turniej w Łodzi, środa\"]\n[North \"Paweł Wiśniewski - Małgorzata Kozłowska\"]\n"),
			want: ISO88592, how: "statistics", declared: "ISO-8859-1"},
		{name: "declared Latin-1 honoured", data: encode(t, Windows1252, "%Content-type: text/x-pbn; charset=ISO-8859-1\n[Event \"Turnaj párový\"]\n"),
			want: Windows1252, how: "declared", declared: "ISO-8859-1"},
		{name: "declared koi8-r on one cp1251 name is honoured", data: cp1251("charset=koi8-r\nИванов"),
			want: KOI8R, how: "declared", declared: "koi8-r"},
		{name: "declared windows-1251 on its undefined byte", data: append(append(cp1251("charset=windows-1251\n"), encode(t, KOI8R, pbnFragment)...), 0x98),
			want: KOI8R, how: "statistics", declared: "windows-1251"},
		{name: "unknown declared charset", data: cp1251("charset=x-unheard-of\nСмирнова Анна"),
			want: Windows1251, how: "statistics", declared: "x-unheard-of"},
		{name: "windows-1251 PBN", data: cp1251(pbnFragment), want: Windows1251, how: "statistics"},
		{name: "koi8-r PBN", data: encode(t, KOI8R, pbnFragment), want: KOI8R, how: "statistics"},
		{name: "ibm866 PBN", data: encode(t, IBM866, pbnFragment), want: IBM866, how: "statistics"},
		{name: "iso-8859-5 PBN", data: encode(t, ISO88595, pbnFragment), want: ISO88595, how: "statistics"},
		{name: "x-mac-cyrillic PBN", data: encode(t, MacCyrillic, pbnFragment), want: MacCyrillic, how: "statistics"},
		{name: "koi8-u PBN reads as koi8-r", data: encode(t, KOI8U, pbnFragment), want: KOI8R, how: "statistics"},
		{name: "windows-1251 CSV", data: cp1251(csvFragment), want: Windows1251, how: "statistics"},
		{name: "koi8-r CSV", data: encode(t, KOI8R, csvFragment), want: KOI8R, how: "statistics"},
		{name: "ibm866 CSV", data: encode(t, IBM866, csvFragment), want: IBM866, how: "statistics"},
		{name: "one name", data: cp1251("Иванов"), want: Windows1251, how: "statistics"},
		{name: "a pair of names", data: encode(t, KOI8R, "Иванов Пётр - Смирнова Анна"), want: KOI8R, how: "statistics"},
		{name: "a pair of names with a dash", data: cp1251("Иванов Пётр – Смирнова Анна"), want: Windows1251, how: "statistics"},
		{name: "capitals", data: encode(t, IBM866, "ИВАНОВ П. - СМИРНОВА А."), want: IBM866, how: "statistics"},
		{name: "Norwegian Latin-1", data: encode(t, Windows1252, "\"Bjørn Håkon Sæther - Åse Nygård\""), want: Windows1252, how: "statistics"},
		{name: "Polish Latin-2", data: encode(t, ISO88592, "\"Paweł Wiśniewski - Małgorzata Kozłowska\""), want: ISO88592, how: "statistics"},
		{name: "Czech Windows-1250", data: encode(t, Windows1250, "\"Jiří Dvořák - Šárka Procházková\""), want: Windows1250, how: "statistics"},
		{name: "UTF-16 with BOM", data: []byte("\xFF\xFE\x18\x04\x32\x04\x30\x04\x3D\x04\x3E\x04\x32\x04"), want: UTF16LE, how: "BOM"},
		{name: "binary", data: noise(1, 4096, 0), want: nil, refuse: true},
		{name: "bytes >= 0x80 only", data: noise(2, 2048, 0x80), want: nil, refuse: true},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			d := Detect(r.data)
			if r.want != nil && d.Encoding != r.want {
				t.Errorf("Encoding %v, want %v (how %s, confidence %.3f, runner-up %v)", d.Encoding, r.want, d.How, d.Confidence, d.RunnerUp)
			}
			if r.how != "" && d.How != r.how {
				t.Errorf("How %q, want %q", d.How, r.how)
			}
			if d.Declared != r.declared {
				t.Errorf("Declared %q, want %q", d.Declared, r.declared)
			}
			if refused := d.Confidence < Threshold; refused != r.refuse {
				t.Errorf("confidence %.3f, threshold %.2f: refused %v, want %v", d.Confidence, Threshold, refused, r.refuse)
			}
			if r.how != "" && r.how != "statistics" && !r.refuse && d.Confidence != 1 {
				t.Errorf("confidence %v, want 1", d.Confidence)
			}
			if d.How == "statistics" && d.RunnerUp == nil || d.How != "statistics" && d.RunnerUp != nil && d.Confidence >= Threshold {
				t.Errorf("RunnerUp %v with How %q, confidence %.3f", d.RunnerUp, d.How, d.Confidence)
			}
		})
	}
}

// TestUTF8ByChance: a legacy file whose bytes happen to be valid UTF-8 (a
// line of CP866 box corners: ╔╗ is C9 BB, the UTF-8 of ɻ) is not UTF-8 at
// 1.00; real UTF-8, however short, is.
func TestUTF8ByChance(t *testing.T) {
	rows := []struct {
		name   string
		data   []byte
		want   *Encoding
		refuse bool
		runner *Encoding // when refused, or read in a legacy code page
	}{
		{"two CP866 box corners", encode(t, IBM866, "╔╗"), UTF8, true, nil},
		{"CP866 corners of an empty box", encode(t, IBM866, "╔╗\r\n╚╝\r\n"), IBM866, false, UTF8},
		{"a CP866 word that is UTF-8 of Samaritan", encode(t, IBM866, "рак"), IBM866, false, UTF8},
		{"a CP1125 name that is UTF-8 of no script", encode(t, CP1125, "Ґалаґан"), CP1125, false, UTF8},
		{"UTF-8 box corners", []byte("╔╗"), UTF8, false, nil},
		{"UTF-8 box", []byte("╔══╗\n║  ║\n╚══╝\n"), UTF8, false, nil},
		{"a UTF-8 Greek word", []byte("Ἀθῆναι"), UTF8, false, nil},
		{"a UTF-8 Arabic name", []byte("محمد"), UTF8, false, nil},
		{"a UTF-8 accented letter", []byte("Café"), UTF8, false, nil},
		{"Ukrainian apostrophe in UTF-8", []byte("Pʼyat"), UTF8, false, nil},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			d := Detect(r.data)
			if d.Encoding != r.want || (d.Confidence < Threshold) != r.refuse {
				t.Fatalf("%v %.3f (%s, runner-up %v), want %v, refused %v", d.Encoding, d.Confidence, d.How, d.RunnerUp, r.want, r.refuse)
			}
			switch {
			case r.refuse && (d.RunnerUp == nil || d.RunnerUp == UTF8):
				t.Errorf("refused with runner-up %v, want a legacy code page named", d.RunnerUp)
			case !r.refuse && d.RunnerUp != r.runner:
				t.Errorf("runner-up %v, want %v", d.RunnerUp, r.runner)
			case !r.refuse && r.want == UTF8 && d.Confidence != 1:
				t.Errorf("confidence %.3f, want 1", d.Confidence)
			}
		})
	}
}

// noise is n random bytes from lo up, with a fixed seed.
func noise(seed uint64, n int, lo int) []byte {
	rng := rand.New(rand.NewPCG(seed, 7))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(lo + rng.IntN(256-lo))
	}
	return b
}

// TestShortTextsConfidence: the less text, the less sure.
func TestShortTextsConfidence(t *testing.T) {
	word := Detect(encode(t, KOI8R, "Смирнова")).Confidence
	page := Detect(encode(t, KOI8R, pbnFragment)).Confidence
	if !(word < page) {
		t.Errorf("confidence of one word %v, of a page %v: want the word lower", word, page)
	}
}

// TestCorpusFiles: the real and synthetic files of testdata/corpus.
func TestCorpusFiles(t *testing.T) {
	dir := "../testdata/corpus"
	rows := []struct {
		file string
		want *Encoding
		how  string
		text string // must appear in the decoded text
	}{
		{"synthetic/cyrillic_cp1251.pbn", Windows1251, "declared", "Кубок клуба"},
		{"synthetic/cyrillic_koi8r.pbn", KOI8R, "declared", "Кубок клуба"},
		{"synthetic/cyrillic_cp866.pbn", IBM866, "statistics", "Кубок клуба"},
		{"synthetic/cyrillic_utf8_bom.pbn", UTF8, "BOM", "Кубок клуба"},
		{"synthetic/cyrillic_utf8_nobom.pbn", UTF8, "utf-8", "Кубок клуба"},
		{"synthetic/traveller_ru_cp1251.csv", Windows1251, "statistics", "Сдача;Стол;Раунд"},
		{"synthetic/traveller_canonical_example.csv", UTF8, "", ""},
		{"misc-generators/bridgecomposer_czech.pbn", Windows1252, "declared", "párový"},
		{"misc-generators/bcdd_test1.bcdd.pbn", UTF8, "BOM", ""},
		// Polish: the only letter outside ASCII is ó, the same byte in
		// Latin-1 and Latin-2, so either is right; we answer windows-1252
		// (the commoner), which reads ó correctly.
		{"pbntools-poland/kops_sm0807.pbn", Windows1252, "statistics", "Chorzów"},
		// One no-break space (0xA0), which windows-1251, windows-1252 and
		// the Latin-2 pages all read the same: the group is named by the
		// first of them.
		{"reference-suite/correct_21.pbn", Windows1251, "statistics", "Des Indes\u00a0- The Hague"},
	}
	ruter, _ := filepath.Glob(filepath.Join(dir, "ruter-norway/*.pbn"))
	if len(ruter) == 0 {
		t.Fatal("no Ruter files")
	}
	for _, f := range ruter {
		rows = append(rows, struct {
			file string
			want *Encoding
			how  string
			text string
		}{strings.TrimPrefix(f, dir+"/"), Windows1252, "statistics", "BK"})
	}
	for _, r := range rows {
		t.Run(r.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, r.file))
			if err != nil {
				t.Fatal(err)
			}
			d := Detect(data)
			if d.Encoding != r.want || (r.how != "" && d.How != r.how) || d.Confidence < Threshold {
				t.Fatalf("%v by %s (%.3f, runner-up %v), want %v by %s", d.Encoding, d.How, d.Confidence, d.RunnerUp, r.want, r.how)
			}
			text, err := r.want.X().NewDecoder().Bytes(bytes.TrimPrefix(data, utf8BOM))
			if err != nil || !strings.Contains(string(text), r.text) || strings.ContainsRune(string(text), utf8.RuneError) {
				t.Errorf("decoded text lacks %q or has U+FFFD", r.text)
			}
		})
	}
	// No other file of the corpus is read as Cyrillic (the PBN verifier's
	// tables of every byte, correct_10.pbn and errors_10.pbn, are refused).
	all, _ := filepath.Glob(filepath.Join(dir, "*/*"))
	for _, f := range all {
		data, err := os.ReadFile(f)
		if err != nil {
			continue // a folder
		}
		d := Detect(data)
		if d.Encoding.Cyrillic && d.Confidence >= Threshold && !strings.Contains(f, "cyrillic") && !strings.Contains(f, "_ru_") && !strings.Contains(f, "correct_21") {
			t.Errorf("%s: %v by %s (%.3f), want no Cyrillic encoding", f, d.Encoding, d.How, d.Confidence)
		}
	}
}

// TestCandidatesDiffer: every statistical candidate is told apart from the
// others on a pair of names (koi8-u and cp1125, which write Russian as
// koi8-r and ibm866 do, are the exceptions).
func TestCandidatesDiffer(t *testing.T) {
	for _, s := range scorers {
		text := "Иванов Пётр - Смирнова Анна"
		want := s.enc
		switch {
		case !s.enc.Cyrillic:
			text = map[*Encoding]string{Windows1252: "Bjørn Sæther - Åse Grønvold", ISO88592: "Paweł Wiśniewski - Łucja Kozłowska",
				Windows1250: "Paweł Wiśniewski - Łucja Kozłowska"}[s.enc]
		case s.enc == KOI8U:
			want = KOI8R
		case s.enc == CP1125:
			want = IBM866
		}
		t.Run(s.enc.Name, func(t *testing.T) {
			d := Detect(encode(t, s.enc, text))
			if d.Encoding != want || d.Confidence < Threshold {
				t.Errorf("%v (%.3f, runner-up %v), want %v", d.Encoding, d.Confidence, d.RunnerUp, want)
			}
		})
	}
}

// FuzzDetect: Detect never panics, its confidence is in [0, 1], and the
// encoding it names decodes the data.
func FuzzDetect(f *testing.F) {
	f.Add([]byte(pbnFragment))
	f.Add(encode(f, Windows1251, pbnFragment))
	f.Add(encode(f, IBM866, csvFragment))
	f.Add([]byte("\xEF\xBB\xBF\xC3"))
	f.Add([]byte("charset=\"koi8-r\"\n\xe9\xf7\xc1\xce\xcf\xd7"))
	f.Add([]byte("encoding = 'utf-8'\n\xff"))
	f.Add(noise(3, 64, 0))
	f.Fuzz(func(t *testing.T, data []byte) {
		d := Detect(data)
		if d.Encoding == nil {
			t.Fatal("nil Encoding")
		}
		if !(d.Confidence >= 0 && d.Confidence <= 1) {
			t.Fatalf("confidence %v", d.Confidence)
		}
		if _, err := d.Encoding.X().NewDecoder().Bytes(data); err != nil {
			t.Fatalf("%s does not decode the data: %v", d.Encoding, err)
		}
		switch d.How {
		case "utf-8", "ascii":
			if valid, _, _ := checkUTF8(data); !valid {
				t.Fatalf("How %q on invalid UTF-8", d.How)
			}
		case "declared":
			if e, err := Lookup(d.Declared); err != nil || e != d.Encoding && siblings[e] != d.Encoding {
				t.Fatalf("declared %q, used %v", d.Declared, d.Encoding)
			}
		case "statistics":
			if d.RunnerUp == nil || d.RunnerUp == d.Encoding {
				t.Fatalf("runner-up %v", d.RunnerUp)
			}
			a, _ := d.Encoding.X().NewDecoder().Bytes(data)
			b, _ := d.RunnerUp.X().NewDecoder().Bytes(data)
			if bytes.Equal(a, b) {
				t.Fatalf("%v and runner-up %v decode the data the same", d.Encoding, d.RunnerUp)
			}
		case "BOM":
		default:
			t.Fatalf("How %q", d.How)
		}
	})
}

// BenchmarkDetect times Detect on a 2 KB file: unlabelled (statistics),
// labelled, and UTF-8.
func BenchmarkDetect(b *testing.B) {
	pad := func(s string) string {
		for len(s) < 2048 {
			s += s
		}
		return s
	}
	body := pad(pbnFragment)
	cases := []struct {
		name string
		data []byte
	}{
		{"statistics/ibm866", encode(b, IBM866, body)[:2048]},
		{"statistics/windows-1251", encode(b, Windows1251, body)[:2048]},
		{"declared/koi8-r", encode(b, KOI8R, "%Content-type: text/x-pbn; charset=KOI8-R\n"+body)[:2048]},
		{"utf-8", []byte(body)[:2048]},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.data)))
			b.ReportAllocs()
			for b.Loop() {
				Detect(c.data)
			}
		})
	}
}

func ExampleDetect() {
	data := []byte("[North \"\xe9\xd7\xc1\xce\xcf\xd7 \xf0\xa3\xd4\xd2\"]\n") // Иванов Пётр in KOI8-R
	d := Detect(data)
	fmt.Println(d.Encoding, d.How, d.Confidence >= Threshold)
	// Output: koi8-r statistics true
}

// asciiRun finds the first byte >= 0x80 wherever it is, in a word or
// after the last whole one.
func TestASCIIRun(t *testing.T) {
	for n := range 20 {
		for at := 0; at <= n; at++ {
			b := []byte(strings.Repeat("a", n))
			if at < n {
				b[at] = 0xD0
			}
			if got := asciiRun(b); got != at {
				t.Errorf("%q: %d, want %d", b, got, at)
			}
		}
	}
}
