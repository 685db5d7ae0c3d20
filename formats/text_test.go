package formats_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unicode/utf16"
	"unsafe"

	"golang.org/x/text/encoding/charmap"

	"github.com/protokol-bridge/protokol/formats"
)

func cp1251(s string) []byte {
	b, err := charmap.Windows1251.NewEncoder().Bytes([]byte(s))
	if err != nil {
		panic(err)
	}
	return b
}

// utf16le and utf16be are s in UTF-16 (a byte-order mark is U+FEFF in s).
func utf16le(s string) []byte { return utf16Of(s, false) }
func utf16be(s string) []byte { return utf16Of(s, true) }

func utf16Of(s string, big bool) []byte {
	var out []byte
	for _, u := range utf16.Encode([]rune(s)) {
		if big {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

// BinaryAt reads UTF-16 with a byte-order mark as text: its zero bytes are
// not NULs, and a NUL character in it is found where it is, in characters.
func TestBinaryAt(t *testing.T) {
	tests := []struct {
		name      string
		data      []byte
		line, col int // 0, 0: text
	}{
		{name: "text", data: []byte("ab\ncd\n")},
		{name: "NUL", data: []byte("ab\ncd\x00"), line: 2, col: 3},
		{name: "utf-16le", data: utf16le("\uFEFFСдача\tПара\r\n1\t2\r\n")},
		{name: "utf-16be", data: utf16be("\uFEFF[Event \"Кубок\"]\r\n")},
		{name: "utf-16le without a BOM", data: utf16le("ab"), line: 1, col: 2},
		{name: "a NUL character in utf-16le", data: utf16le("\uFEFFЁж\nёЖ\x00"), line: 2, col: 3},
		{name: "controls in utf-16be", data: utf16be("\uFEFFЁ\x01\x02\x03\x04\x05\x06\x07\x08\x0e"), line: 1, col: 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			line, col, ok := formats.BinaryAt(tt.data)
			if line != tt.line || col != tt.col || ok != (tt.line != 0) {
				t.Errorf("%d:%d %v, want %d:%d", line, col, ok, tt.line, tt.col)
			}
		})
	}
}

func TestDecode(t *testing.T) {
	tests := []struct {
		name     string
		data     []byte
		enc      string
		text     string
		used     string
		how      string
		warning  string
		err      error
		errorMsg string
	}{
		{name: "utf-8", data: []byte("Щукина Ёлка"), text: "Щукина Ёлка", used: "utf-8", how: "utf-8"},
		{name: "ascii", data: []byte("Board,NS,EW"), text: "Board,NS,EW", used: "utf-8", how: "ascii"},
		{name: "unlabelled windows-1251", data: cp1251("Результат"), text: "Результат", used: "windows-1251", how: "statistics"},
		{name: "BOM", data: []byte("\xEF\xBB\xBF% PBN 2.1"), text: "% PBN 2.1", used: "utf-8", how: "BOM"},
		{name: "declared windows-1251", data: append([]byte("%Content-type: text/x-pbn; charset=windows-1251\n"), cp1251("[Event \"Кубок\"]")...),
			text: "%Content-type: text/x-pbn; charset=windows-1251\n[Event \"Кубок\"]", used: "windows-1251", how: "declared"},
		{name: "given", data: cp1251("Пас"), enc: "cp1251", text: "Пас", used: "windows-1251", how: "given"},
		{name: "unlabelled latin-1", data: []byte("Bj\xf8rn"), text: "Bjørn", used: "windows-1252", how: "statistics"},
		{name: "a declaration the bytes contradict", data: append([]byte("charset=koi8-r\n"), cp1251("Иванов Пётр Смирнова Анна")...), text: "charset=koi8-r\nИванов Пётр Смирнова Анна",
			used: "windows-1251", how: "statistics", warning: `x.pbn: charset declaration: says "koi8-r", but the bytes are windows-1251; read as windows-1251`},
		{name: "declared utf-8 in the file but not", data: append([]byte("%Content-type: text/x-pbn; charset=UTF-8\n[Event \""), cp1251("Кубок\"]")...), err: formats.ErrEncoding,
			errorMsg: "x.pbn:2:9: cannot decode: byte 0xCA is not valid utf-8, but the file declares charset=UTF-8 (give --encoding to read it otherwise)"},
		{name: "too doubtful to guess", data: []byte("\xa0\xb1\xc2\xd3\xe4\xf5\x86\x97"), err: formats.ErrEncoding,
			errorMsg: "x.pbn: cannot decode: cannot tell the encoding: windows-1251 at best, with confidence 0.00, or windows-1252 (give --encoding)"},
		{name: "empty", data: []byte(" \r\n"), err: formats.ErrEmpty, errorMsg: "x.pbn: empty file (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"},
		{name: "binary", data: []byte("ab\ncd\x00"), err: formats.ErrBinary, errorMsg: "x.pbn:2:3: binary data, not a text file (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"},
		{name: "declared utf-8 but not", data: []byte("ok\nab\xff"), enc: "utf-8", err: formats.ErrEncoding,
			errorMsg: "x.pbn:2:3: cannot decode: byte 0xFF is not valid utf-8 (want utf-8, or give the file's --encoding)"},
		{name: "over the size limit", data: make([]byte, formats.MaxFileBytes+1), err: formats.ErrTooLarge,
			errorMsg: "x.pbn: too large: more than 64 MiB (the limit for one input file; want the files of one session)"},
		{name: "utf-16le with a BOM", data: utf16le("\uFEFFСдача\tПара\r\n1\t2\r\n"), text: "Сдача\tПара\r\n1\t2\r\n", used: "utf-16le", how: "BOM"},
		{name: "utf-16be with a BOM", data: utf16be("\uFEFF[Event \"Кубок\"]\n"), text: "[Event \"Кубок\"]\n", used: "utf-16be", how: "BOM"},
		{name: "utf-16le declaring utf-8", data: utf16le("\uFEFF%Content-type: text/x-pbn; charset=UTF-8\n[Event \"Кубок\"]\n"),
			text: "%Content-type: text/x-pbn; charset=UTF-8\n[Event \"Кубок\"]\n", used: "utf-16le", how: "BOM",
			warning: `x.pbn: charset declaration: says "UTF-8", but the bytes are utf-16le; read as utf-16le`},
		{name: "utf-16le declaring utf-16", data: utf16le("\uFEFF%Content-type: text/x-pbn; charset=UTF-16\n"), text: "%Content-type: text/x-pbn; charset=UTF-16\n", used: "utf-16le", how: "BOM"},
		{name: "utf-16le given, without a BOM", data: utf16le("Пас"), enc: "utf-16le", text: "Пас", used: "utf-16le", how: "given"},
		{name: "utf-16 given, a BE BOM", data: utf16be("\uFEFFПас"), enc: "utf-16", text: "Пас", used: "utf-16le", how: "given"},
		{name: "utf-16: odd number of bytes", data: append(utf16le("\uFEFFab\r\nЁж"), 'x'), err: formats.ErrEncoding, // the position after the last character
			errorMsg: "x.pbn:2:3: cannot decode: byte 0x78 alone at the end is not valid utf-16le (an odd number of bytes) (want utf-16le, or give the file's --encoding)"},
		{name: "utf-16: lone surrogate", data: append(utf16be("\uFEFFa\nЁжик и ёлка "), 0xDB, 0xFF, 0, 'x'), err: formats.ErrEncoding,
			errorMsg: "x.pbn:2:13: cannot decode: lone surrogate 0xDBFF is not valid utf-16be (want utf-16be, or give the file's --encoding)"},
		{name: "utf-16: lone surrogates all over", data: append(utf16le("\uFEFFab"), 0, 0xDC, 0, 0xDC), err: formats.ErrEncoding,
			errorMsg: "x.pbn: cannot decode: cannot tell the encoding: utf-16le at best, with confidence 0.50 (give --encoding)"},
		{name: "utf-16: NUL", data: utf16le("\uFEFFab\nЁ\x00"), err: formats.ErrBinary, errorMsg: "x.pbn:2:2: binary data, not a text file (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"},
		{name: "utf-16 read as windows-1251", data: utf16le("\uFEFFab"), enc: "windows-1251", err: formats.ErrBinary, errorMsg: "x.pbn:1:4: binary data, not a text file (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"},
		{name: "utf-16: a BOM alone", data: utf16le("\uFEFF \r\n"), err: formats.ErrEmpty, errorMsg: "x.pbn: empty file (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"},
		{name: "unknown encoding", data: []byte("x"), enc: "klingon", err: formats.ErrEncoding,
			errorMsg: `x.pbn: cannot decode: unknown encoding "klingon" (want one of cp1125, ibm866, iso-8859-2, iso-8859-5, koi8-r, koi8-u, utf-8, windows-1250, windows-1251, windows-1252, x-mac-cyrillic; or, to read only, utf-16be, utf-16le)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := formats.Decode("x.pbn", tt.data, tt.enc)
			if tt.err != nil {
				if !errors.Is(err, tt.err) || err.Error() != tt.errorMsg {
					t.Fatalf("err = %v, want %q", err, tt.errorMsg)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d.Text != tt.text || d.Encoding != tt.used || d.How != tt.how {
				t.Errorf("got %q %s %s", d.Text, d.Encoding, d.How)
			}
			var w []string
			for _, x := range d.Warnings {
				w = append(w, x.Error())
			}
			if strings.Join(w, "\n") != tt.warning {
				t.Errorf("warnings %q, want %q", w, tt.warning)
			}
		})
	}
}

func koi8(b []byte) string {
	s, _ := charmap.KOI8R.NewDecoder().Bytes(b)
	return string(s)
}

// TestDecodeDefault: PBN's own default, ISO-8859-1, reads a file that
// declares no charset and whose bytes the statistics cannot tell (the PBN
// reference suite's character table), with a warning; a declared charset
// or a clear guess is never overridden.
func TestDecodeDefault(t *testing.T) {
	table := []byte("[South \" \xa0\xa1\xa2\xa3\xa4\xa5\xa6\xa7\xa8\xa9\xaa\xab\xac\xad\xae\xaf\"]\n[West \" \xc0\xc1\xc2\xc3\xd0\xd1\xd2\xd3\xe0\xe1\xe2\xf0\xf1\xf2\"]\n")
	tests := []struct {
		name     string
		data     []byte
		text     string
		used     string
		how      string
		warning  string
		errorMsg string
	}{
		{name: "the character table", data: table, used: "windows-1252", how: "default",
			text:    "[South \" \u00a0¡¢£¤¥¦§¨©ª«¬\u00ad®¯\"]\n[West \" ÀÁÂÃÐÑÒÓàáâðñò\"]\n",
			warning: "x.pbn: no charset declared and the bytes do not tell: read as ISO-8859-1, PBN's default (give --encoding to choose)"},
		{name: "a declared charset is not overridden", data: append([]byte("%Content-type: text/x-pbn; charset=koi8-r\n"), table...),
			text: "%Content-type: text/x-pbn; charset=koi8-r\n" + koi8(table), used: "koi8-r", how: "declared"},
		{name: "a clear guess stands", data: cp1251("[North \"Результат Иванов\"]\n"), text: "[North \"Результат Иванов\"]\n", used: "windows-1251", how: "statistics"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := formats.DecodeDefault("x.pbn", tt.data, "", formats.PBNDefault)
			if tt.errorMsg != "" {
				if !errors.Is(err, formats.ErrEncoding) || err.Error() != tt.errorMsg {
					t.Fatalf("err = %v, want %q", err, tt.errorMsg)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d.Text != tt.text || d.Encoding != tt.used || d.How != tt.how {
				t.Errorf("got %q %s %s", d.Text, d.Encoding, d.How)
			}
			var ws []string
			for _, w := range d.Warnings {
				ws = append(ws, w.Error())
			}
			if got := strings.Join(ws, "\n"); got != tt.warning {
				t.Errorf("warnings %q, want %q", got, tt.warning)
			}
		})
	}
	if _, err := formats.Decode("x.pbn", table, ""); err == nil {
		t.Error("Decode read the character table without a default")
	}
}

// DecodeOwned reads what DecodeDefault reads, with the same errors; a
// valid UTF-8 text shares the bytes handed over.
func TestDecodeOwned(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		enc  string
	}{
		{"utf-8", []byte("board,ns\n1,Щукина Ёлка\n"), ""},
		{"bom", []byte("\uFEFFboard,ns\r\n1,Łukasz Żółć\r\n"), ""},
		{"ascii", []byte("board,ns\n1,2\n"), ""},
		{"windows-1251", cp1251("пара,доска\nИванов,1\nПетров,2\nСидорова,3\n"), ""},
		{"invalid utf-8 given", []byte("board\n\xff\n"), "utf-8"},
		{"bom only", []byte("\uFEFF"), ""},
		{"binary", []byte("a\x00b"), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want, werr := formats.DecodeDefault("f.csv", tt.data, tt.enc, formats.PBNDefault)
			got, gerr := formats.DecodeOwned("f.csv", tt.data, tt.enc, formats.PBNDefault)
			if fmt.Sprint(gerr) != fmt.Sprint(werr) || !reflect.DeepEqual(got, want) {
				t.Fatalf("DecodeOwned = %+v, %v; DecodeDefault = %+v, %v", got, gerr, want, werr)
			}
			if gerr == nil && got.Encoding == "utf-8" && len(got.Text) > 0 &&
				unsafe.StringData(got.Text) != &tt.data[len(tt.data)-len(got.Text)] {
				t.Errorf("the text is a copy, not the bytes handed over")
			}
		})
	}
}

// TextControls: among what BinaryAt calls binary, text whose control
// characters are a help file's markup (Midnight Commander's links and
// fonts, 0x01-0x08 and 0x0B) is text; NUL bytes, or controls in more than
// 1 of 10 bytes, are binary.
func TestTextControls(t *testing.T) {
	help := cp1251("\x04[Contents]\nРазделы подсказки:\n  \x01Как читать протокол\x02Protocol\x03\n" +
		"  \x01Перемещение пар\x02Movement\x03\n\x04[Protocol]\n\x08Итоги\x0B: место, номер пары, фамилии игроков, сумма и процент.\n" +
		strings.Repeat("Пары с равным процентом делят место.\n", 4))
	tests := []struct {
		name string
		data []byte
		n    int
		text bool
	}{
		{name: "a help file", data: help, n: 10, text: true},
		{name: "a help file with a NUL", data: append(append([]byte{}, help...), 0), text: false},
		{name: "controls in 1 of 8 bytes, as in random bytes", data: []byte(strings.Repeat("abcdefg\x01", 20)), n: 0, text: false},
		{name: "controls in 1 of 10 bytes", data: []byte(strings.Repeat("abcdefghi\x01", 20)), n: 20, text: true},
		{name: "printer escapes", data: []byte(strings.Repeat("\x1b[1mBold\x1b[0m and plain text that goes on for a while.\n", 3)), n: 6, text: true},
		{name: "utf-16le with controls", data: utf16le("\uFEFF" + strings.Repeat("\x01ссылка\x02цель\x03 и текст вокруг неё, довольно длинный: на строку ссылки приходится строка текста.\n", 3)), n: 9, text: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, text := formats.TextControls(tt.data, nil)
			if text != tt.text || text && n != tt.n {
				t.Errorf("%d, %v; want %d, %v", n, text, tt.n, tt.text)
			}
		})
	}
}

// An XML file that declares encoding="MacCyrillic" (Java's name, as a USEBIO
// exporter writes it) is read in x-mac-cyrillic as declared, without a
// warning that the declaration and the bytes disagree.
func TestDecodeMacCyrillicDeclared(t *testing.T) {
	for _, name := range []string{"MacCyrillic", "x-MacUkraine"} {
		t.Run(name, func(t *testing.T) {
			text := "<?xml version=\"1.0\" encoding=\"" + name + "\"?>\n<USEBIO><EVENT><TITLE>Кубок клуба, среда</TITLE></EVENT></USEBIO>\n"
			data, err := charmap.MacintoshCyrillic.NewEncoder().Bytes([]byte(text))
			if err != nil {
				t.Fatal(err)
			}
			d, err := formats.Decode("event.xml", data, "auto")
			if err != nil || d.Encoding != "x-mac-cyrillic" || d.How != "declared" || len(d.Warnings) != 0 || d.Text != text {
				t.Errorf("%s %s %v, warnings %v, text %q", d.Encoding, d.How, err, d.Warnings, d.Text)
			}
		})
	}
}
