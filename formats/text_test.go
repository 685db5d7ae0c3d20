package formats_test

import (
	"errors"
	"strings"
	"testing"

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
		{name: "empty", data: []byte(" \r\n"), err: formats.ErrEmpty, errorMsg: "x.pbn: empty file (want a PBN or CSV file)"},
		{name: "binary", data: []byte("ab\ncd\x00"), err: formats.ErrBinary, errorMsg: "x.pbn:2:3: binary data, not a text file (want a PBN or CSV file)"},
		{name: "declared utf-8 but not", data: []byte("ok\nab\xff"), enc: "utf-8", err: formats.ErrEncoding,
			errorMsg: "x.pbn:2:3: cannot decode: byte 0xFF is not valid utf-8 (want utf-8, or give the file's --encoding)"},
		{name: "over the size limit", data: make([]byte, formats.MaxFileBytes+1), err: formats.ErrTooLarge,
			errorMsg: "x.pbn: too large: more than 64 MiB (the limit for one input file; want the files of one session)"},
		{name: "unknown encoding", data: []byte("x"), enc: "klingon", err: formats.ErrEncoding,
			errorMsg: `x.pbn: cannot decode: unknown encoding "klingon" (want one of ibm866, iso-8859-2, iso-8859-5, koi8-r, koi8-u, utf-8, windows-1250, windows-1251, windows-1252, x-mac-cyrillic)`},
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
