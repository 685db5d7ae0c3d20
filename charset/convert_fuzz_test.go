package charset_test

import (
	"bytes"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/charset"
)

// FuzzConvert converts random bytes between a random pair of encodings:
// no panic; every reader, Decode, Encode and the reference agree (so errors
// and changes have the right positions); a lossless error points at the
// character it names; and a lossless conversion converts back to the same
// bytes.
func FuzzConvert(f *testing.F) {
	index := func(e *charset.Encoding) uint8 { return uint8(slices.Index(charset.All, e)) }
	// Short seeds: lines 3 to 6 of each sample (№, the top of the table).
	// Go minimizes a new input by removing every run of its bytes, which
	// takes the whole -fuzzminimizetime on a 2 KB input.
	for _, e := range convGoldenEncodings {
		data, err := os.ReadFile(convSamplePath(e))
		if err != nil {
			f.Fatal(err)
		}
		data = bytes.Join(bytes.Split(data, []byte("\n"))[2:6], []byte("\r\n"))
		f.Add(data, index(e), index(charset.UTF8), false, uint8(0))
		f.Add(data, index(e), index(charset.KOI8R), true, uint8(2))
	}
	f.Add([]byte("\xef\xbb\xbfЁж\r\n\r♠"), index(charset.UTF8), index(charset.IBM866), false, uint8(1))
	f.Add([]byte("a\r\n\x98\x85\xff"), index(charset.Windows1251), index(charset.ISO88595), true, uint8(0))
	f.Add([]byte("\xd0\r\xed\xa0\x80\xc0\x80"), index(charset.UTF8), index(charset.UTF8), false, uint8(2))

	f.Fuzz(func(t *testing.T, data []byte, from, to uint8, lossy bool, eol uint8) {
		a, b := charset.All[int(from)%len(charset.All)], charset.All[int(to)%len(charset.All)]
		opt := charset.Options{Lossy: lossy, EOL: []string{"", "lf", "crlf"}[eol%3]}
		got := checkConvert(t, data, a, b, opt)

		_, err := charset.Convert(&bytes.Buffer{}, bytes.NewReader(data), a, b, opt)
		var um *charset.Unmappable
		var ud *charset.Undecodable
		switch {
		case errors.As(err, &um):
			if um.Line < 1 || um.Col < 1 || lossy {
				t.Fatalf("%+v (lossy %v)", um, lossy)
			}
			if at, ok := runeAtPos(data, a, um.Line, um.Col); !ok || at != um.Rune {
				t.Fatalf("%s: the character there is %#U (%v)", got.err, at, ok)
			}
		case errors.As(err, &ud):
			if ud.Line < 1 || ud.Col < 1 {
				t.Fatalf("%+v", ud)
			}
		case err != nil:
			t.Fatal(err)
		}

		if err != nil || opt.EOL != "" || len(got.changes) > 0 {
			return
		}
		var back bytes.Buffer
		if _, err := charset.Convert(&back, strings.NewReader(got.out), b, a, charset.Options{}); err != nil {
			t.Fatalf("back from %s to %s: %s", b, a, convPos(err))
		}
		want := data
		if a == charset.UTF8 && b != charset.UTF8 {
			want = bytes.TrimPrefix(data, []byte(bomText))
		}
		if !bytes.Equal(back.Bytes(), want) {
			t.Fatalf("%s to %s and back: %q, want %q", a, b, back.Bytes(), want)
		}
	})
}

// runeAtPos is the character at line:col of data, decoded as far as it is valid
// in e (with x/text, one character at a time), counting as Convert counts:
// CR LF, LF and CR end lines; a leading UTF-8 byte-order mark is no column.
func runeAtPos(data []byte, e *charset.Encoding, line, col int) (rune, bool) {
	cm := pageOf(e)
	if cm == nil {
		data = bytes.TrimPrefix(data, []byte(bomText))
	}
	l, c := 1, 0
	afterCR := false
	for len(data) > 0 {
		r, size := utf8.DecodeRune(data)
		if cm != nil {
			r, size = cm.DecodeByte(data[0]), 1
		}
		if r == utf8.RuneError && size == 1 || cm != nil && r == utf8.RuneError {
			return 0, false
		}
		data = data[size:]
		switch {
		case r == '\r':
			l, c, afterCR = l+1, 0, true
			continue
		case r == '\n':
			if !afterCR {
				l++
			}
			c, afterCR = 0, false
			continue
		}
		afterCR = false
		c++
		if l == line && c == col {
			return r, true
		}
	}
	return 0, false
}
