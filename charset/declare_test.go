package charset_test

import (
	"bytes"
	"testing"

	"github.com/protokol-bridge/protokol/charset"
)

func TestDeclarationWriter(t *testing.T) {
	tests := []struct {
		name, in, want string
		to             *charset.Encoding
		rewritten      int
	}{
		{"PBN upper case", "% PBN 2.1\r\n%Content-type: text/x-pbn; charset=KOI8-R\r\n[Event \"x\"]\r\n", "% PBN 2.1\r\n%Content-type: text/x-pbn; charset=UTF-8\r\n[Event \"x\"]\r\n", charset.UTF8, 1},
		{"HTML meta", "<meta charset=\"windows-1251\">\n<p>", "<meta charset=\"koi8-r\">\n<p>", charset.KOI8R, 1},
		{"already right", "%Content-type: text/x-pbn; charset=utf-8\n", "%Content-type: text/x-pbn; charset=utf-8\n", charset.UTF8, 0},
		{"unknown label left alone", "charset=klingon\n", "charset=klingon\n", charset.UTF8, 0},
		{"only the first lines", string(bytes.Repeat([]byte("x\n"), 40)) + "charset=cp1251\n", string(bytes.Repeat([]byte("x\n"), 40)) + "charset=cp1251\n", charset.UTF8, 0},
		{"no line end", "charset=cp1251", "charset=utf-8", charset.UTF8, 1},
		{"XML MacCyrillic", "<?xml version=\"1.0\" encoding=\"MacCyrillic\"?>\n<EVENT>", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<EVENT>", charset.UTF8, 1},
		{"CP1125 by its IBM name", "charset=IBM1125\n", "charset=UTF-8\n", charset.UTF8, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			w := charset.NewDeclarationWriter(&out, tt.to)
			// Write byte by byte to exercise the line assembly.
			for i := 0; i < len(tt.in); i++ {
				if _, err := w.Write([]byte{tt.in[i]}); err != nil {
					t.Fatal(err)
				}
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			if out.String() != tt.want || w.Rewritten != tt.rewritten {
				t.Errorf("got %q (%d rewritten), want %q (%d)", out.String(), w.Rewritten, tt.want, tt.rewritten)
			}
		})
	}
}
