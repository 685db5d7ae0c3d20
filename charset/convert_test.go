package charset_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/compute/bridge"
)

// convPos shows an error of Convert as "line:col: message", as the command
// line shows it after the file name.
func convPos(err error) string {
	var um *charset.Unmappable
	var ud *charset.Undecodable
	switch {
	case err == nil:
		return ""
	case errors.As(err, &um):
		return fmt.Sprintf("%d:%d: %v", um.Line, um.Col, err)
	case errors.As(err, &ud):
		return fmt.Sprintf("%d:%d: %v", ud.Line, ud.Col, err)
	}
	return err.Error()
}

// convResult is what a conversion gave, in a form tests compare.
type convResult struct {
	out     string
	changes []string
	err     string
}

func changeStrings(cs []charset.Change) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.String())
	}
	return out
}

// convertThrough runs Convert over in as wrap delivers it.
func convertThrough(in []byte, from, to *charset.Encoding, opt charset.Options, wrap func(io.Reader) io.Reader) convResult {
	var out bytes.Buffer
	changes, err := charset.Convert(&out, wrap(bytes.NewReader(in)), from, to, opt)
	return convResult{out: out.String(), changes: changeStrings(changes), err: convPos(err)}
}

type convReader struct {
	name string
	wrap func(io.Reader) io.Reader
}

// convReaders deliver the input whole, a byte at a time, and in halves, so that
// every line end, UTF-8 sequence and byte-order mark is cut somewhere.
var convReaders = []convReader{
	{"whole", func(r io.Reader) io.Reader { return r }},
	{"one byte", iotest.OneByteReader},
	{"halves", iotest.HalfReader},
	{"data with EOF", iotest.DataErrReader},
}

var bomText = "\uFEFF"

// refConvert is the obvious conversion, one character at a time through the
// x/text charmaps, to check Convert against. subst gives the replacement of a
// character the target lacks; nil means lossless.
func refConvert(in []byte, from, to *charset.Encoding, eol string, subst func(rune) string) (convResult, []charset.Change) {
	fromCM, toCM := pageOf(from), pageOf(to)
	switch strings.ToLower(eol) {
	case "lf":
		eol = "\n"
	case "crlf":
		eol = "\r\n"
	}
	var out []byte
	var changes []charset.Change
	fail := func(err error) (convResult, []charset.Change) {
		return convResult{out: string(out), changes: changeStrings(changes), err: convPos(err)}, changes
	}
	if fromCM == nil && bytes.HasPrefix(in, []byte(bomText)) {
		in = in[len(bomText):]
		if toCM == nil {
			out = append(out, bomText...)
		}
	}
	line, col, afterCR := 1, 0, false
	for len(in) > 0 {
		var r rune
		size := 1
		if fromCM == nil {
			if r, size = utf8.DecodeRune(in); r == utf8.RuneError && size == 1 {
				return fail(&charset.Undecodable{Line: line, Col: col + 1, Byte: in[0], From: from})
			}
		} else if r = fromCM.DecodeByte(in[0]); r == utf8.RuneError {
			return fail(&charset.Undecodable{Line: line, Col: col + 1, Byte: in[0], From: from})
		}
		in = in[size:]
		switch {
		case r == '\r':
			line, col = line+1, 0
			if eol != "" {
				out = append(out, eol...)
			} else {
				out = append(out, '\r')
			}
			afterCR = true
			continue
		case r == '\n':
			if !afterCR {
				line++
			}
			col = 0
			if eol == "" {
				out = append(out, '\n')
			} else if !afterCR {
				out = append(out, eol...)
			}
			afterCR = false
			continue
		}
		afterCR = false
		col++
		if toCM == nil {
			out = utf8.AppendRune(out, r)
			continue
		}
		if b, ok := toCM.EncodeRune(r); ok {
			out = append(out, b)
			continue
		}
		if subst == nil {
			return fail(&charset.Unmappable{Line: line, Col: col, Rune: r, To: to})
		}
		s := subst(r)
		for _, x := range s {
			b, ok := toCM.EncodeRune(x)
			if !ok {
				b = '!' // a replacement the target cannot hold either: never equal to Convert
			}
			out = append(out, b)
		}
		changes = append(changes, charset.Change{Line: line, Col: col, From: r, To: s})
	}
	return convResult{out: string(out), changes: changeStrings(changes)}, changes
}

// replay gives the replacements of changes in order, as the subst of
// refConvert: the reference then checks where the changes are and what they
// replace, Convert alone decides what they become.
func replay(changes []string) func(rune) string {
	var cs []charset.Change
	for _, s := range changes {
		var c charset.Change
		// "line:col: U+XXXX 'c' → "to"" is parsed back from String.
		head, to, _ := strings.Cut(s, " → ")
		fmt.Sscanf(head, "%d:%d: U+%X", &c.Line, &c.Col, &c.From)
		fmt.Sscanf(to, "%q", &c.To)
		cs = append(cs, c)
	}
	return func(r rune) string {
		if len(cs) == 0 {
			return "<no change left>"
		}
		c := cs[0]
		cs = cs[1:]
		return c.To
	}
}

// checkConvert converts in every way the API offers (Convert through each
// reader, Decode or Encode where they apply) and checks that all agree with
// each other and with the reference.
func checkConvert(t *testing.T, in []byte, from, to *charset.Encoding, opt charset.Options) convResult {
	t.Helper()
	return checkConvertReaders(t, convReaders, in, from, to, opt)
}

// checkConvertReaders is checkConvert with the given readers (the first
// delivers the input whole).
func checkConvertReaders(t *testing.T, convReaders []convReader, in []byte, from, to *charset.Encoding, opt charset.Options) convResult {
	t.Helper()
	got := convertThrough(in, from, to, opt, convReaders[0].wrap)
	for _, rd := range convReaders[1:] {
		if g := convertThrough(in, from, to, opt, rd.wrap); !equalResults(g, got) {
			t.Errorf("%s convReader: %+v\nwhole: %+v", rd.name, g, got)
		}
	}
	var subst func(rune) string
	if opt.Lossy {
		subst = replay(got.changes)
	}
	if want, _ := refConvert(in, from, to, opt.EOL, subst); !equalResults(got, want) {
		t.Errorf("Convert and the reference differ:\n got %+v\nwant %+v", got, want)
	}
	if to == charset.UTF8 && opt.EOL == "" {
		s, err := charset.Decode(in, from)
		if g := (convResult{out: s, err: convPos(err)}); err != nil && g.err != got.err || err == nil && g.out != got.out {
			t.Errorf("Decode: %+v, Convert %+v", g, got)
		}
	}
	if from == charset.UTF8 {
		b, cs, err := charset.Encode(string(in), to, opt)
		g := convResult{out: string(b), changes: changeStrings(cs), err: convPos(err)}
		if err != nil && g.err != got.err || err == nil && !equalResults(g, got) {
			t.Errorf("Encode: %+v, Convert %+v", g, got)
		}
	}
	return got
}

func equalResults(a, b convResult) bool {
	return a.out == b.out && a.err == b.err && slices.Equal(a.changes, b.changes)
}

func TestConvert(t *testing.T) {
	var (
		utf8e = charset.UTF8
		cp    = charset.Windows1251
		koi   = charset.KOI8R
		dos   = charset.IBM866
		latin = charset.Windows1252
	)
	lossy := charset.Options{Lossy: true}
	tests := []struct {
		name     string
		from, to *charset.Encoding
		in       string // bytes in from
		opt      charset.Options
		want     string // bytes in to; checked when err is ""
		changes  []string
		err      string
	}{
		{name: "windows-1251 to utf-8", from: cp, to: utf8e, in: "\xd9\xf3\xea\xe8\xed\xe0 \xa8\xeb\xea\xe0", want: "Щукина Ёлка"},
		{name: "utf-8 to koi8-r", from: utf8e, to: koi, in: "Щукина Ёлка", want: "\xfd\xd5\xcb\xc9\xce\xc1 \xb3\xcc\xcb\xc1"},
		{name: "ibm866 box drawing to utf-8", from: dos, to: utf8e, in: "\xc9\xcd\xbb\r\n\xba1\xba\r\n\xc8\xcd\xbc", want: "╔═╗\r\n║1║\r\n╚═╝"},
		{name: "ibm866 box drawing to koi8-r", from: dos, to: koi, in: "\xda\xc4\xbf\xb3\xb0\xb1\xb2\xdb\xdf\xdc\xdd\xde\xfe", want: "\x82\x80\x83\x81\x90\x91\x92\x8d\x8b\x8c\x8e\x8f\x94"},
		{name: "koi8-r to windows-1251", from: koi, to: cp, in: "\xf0\xc1\xd3 3\xe2\xeb", want: "\xcf\xe0\xf1 3\xc1\xca"},

		{name: "no koi8-r byte for №", from: utf8e, to: koi, in: "ab\nЁл №5", err: "2:4: U+2116 '№' has no koi8-r byte"},
		{name: "no koi8-r byte for a spade", from: utf8e, to: koi, in: "4♠", err: "1:2: U+2660 '♠' has no koi8-r byte"},
		{name: "columns count characters, not bytes", from: utf8e, to: koi, in: "Ёлка ♠", err: "1:6: U+2660 '♠' has no koi8-r byte"},
		{name: "no windows-1251 byte for box drawing", from: dos, to: cp, in: "\x85\xb0", err: "1:2: U+2591 '░' has no windows-1251 byte"},
		{name: "lossy koi8-r", from: utf8e, to: koi, opt: lossy, in: "«Кубок» – №1…",
			want:    "\"\xeb\xd5\xc2\xcf\xcb\" - N1...",
			changes: []string{`1:1: U+00AB '«' → "\""`, `1:7: U+00BB '»' → "\""`, `1:9: U+2013 '–' → "-"`, `1:11: U+2116 '№' → "N"`, `1:13: U+2026 '…' → "..."`}},
		{name: "lossy suits", from: utf8e, to: cp, opt: lossy, in: "4♠ 3♥ 2♦ 1♣", want: "4S 3H 2D 1C",
			changes: []string{`1:2: U+2660 '♠' → "S"`, `1:5: U+2665 '♥' → "H"`, `1:8: U+2666 '♦' → "D"`, `1:11: U+2663 '♣' → "C"`}},
		{name: "lossy box drawing keeps the width", from: dos, to: cp, opt: lossy, in: "\xc9\xcd\xd1\xbb\r\n\xba1\xb3\xba\r\n\xc7\xc4\xc5\xb6\r\n\xb0\xdb\xfe",
			want: "+=++\r\n|1||\r\n+-++\r\n###",
			changes: []string{`1:1: U+2554 '╔' → "+"`, `1:2: U+2550 '═' → "="`, `1:3: U+2564 '╤' → "+"`, `1:4: U+2557 '╗' → "+"`,
				`2:1: U+2551 '║' → "|"`, `2:3: U+2502 '│' → "|"`, `2:4: U+2551 '║' → "|"`,
				`3:1: U+255F '╟' → "+"`, `3:2: U+2500 '─' → "-"`, `3:3: U+253C '┼' → "+"`, `3:4: U+2562 '╢' → "+"`,
				`4:1: U+2591 '░' → "#"`, `4:2: U+2588 '█' → "#"`, `4:3: U+25A0 '■' → "#"`}},
		{name: "lossy Cyrillic to Latin as in passports", from: utf8e, to: latin, opt: lossy, in: "Щё Ьж",
			want:    "Shche zh",
			changes: []string{`1:1: U+0429 'Щ' → "Shch"`, `1:2: U+0451 'ё' → "e"`, `1:4: U+042C 'Ь' → ""`, `1:5: U+0436 'ж' → "zh"`}},
		{name: "lossy Ukrainian letters in koi8-r", from: utf8e, to: koi, opt: lossy, in: "Їжак Ґава Єва",
			want:    "I\xd6\xc1\xcb \xe7\xc1\xd7\xc1 \xe5\xd7\xc1",
			changes: []string{`1:1: U+0407 'Ї' → "I"`, `1:6: U+0490 'Ґ' → "Г"`, `1:11: U+0404 'Є' → "Е"`}},
		{name: "lossy accents", from: utf8e, to: koi, opt: lossy, in: "Léon Łukasz ½", want: "Leon Lukasz  1/2",
			changes: []string{`1:2: U+00E9 'é' → "e"`, `1:6: U+0141 'Ł' → "L"`, `1:13: U+00BD '½' → " 1/2"`}},
		{name: "lossy stress mark dropped", from: utf8e, to: cp, opt: lossy, in: "зa\u0301мок", want: "\xe7a\xec\xee\xea",
			changes: []string{"1:3: U+0301 '\u0301' → \"\""}},
		{name: "lossy anything else", from: utf8e, to: koi, opt: lossy, in: "a→b😀", want: "a?b?",
			changes: []string{`1:2: U+2192 '→' → "?"`, `1:4: U+1F600 '😀' → "?"`}},
		{name: "lossy keeps what fits", from: utf8e, to: koi, opt: lossy, in: "Ёж", want: "\xb3\xd6"},

		{name: "undefined windows-1251 byte", from: cp, to: utf8e, in: "ab\r\nc\x98", err: "2:2: byte 0x98 is not valid windows-1251"},
		{name: "undefined byte, lossy too", from: cp, to: koi, opt: lossy, in: "\x98", err: "1:1: byte 0x98 is not valid windows-1251"},
		{name: "invalid utf-8", from: utf8e, to: utf8e, in: "ok\nab\xff", err: "2:3: byte 0xFF is not valid utf-8"},
		{name: "invalid utf-8 to a code page", from: utf8e, to: koi, in: "Ёж\x80", err: "1:3: byte 0x80 is not valid utf-8"},
		{name: "truncated utf-8 at the end", from: utf8e, to: cp, in: "аб\xd0", err: "1:3: byte 0xD0 is not valid utf-8"},
		{name: "surrogate in utf-8", from: utf8e, to: utf8e, in: "x\xed\xa0\x80", err: "1:2: byte 0xED is not valid utf-8"},
		{name: "overlong utf-8", from: utf8e, to: koi, in: "\xc0\x80", err: "1:1: byte 0xC0 is not valid utf-8"},
		{name: "literal U+FFFD is a character", from: utf8e, to: koi, in: "a\uFFFD", err: "1:2: U+FFFD '\uFFFD' has no koi8-r byte"},

		{name: "CR LF is one line end", from: cp, to: utf8e, in: "a\r\n\x98", err: "2:1: byte 0x98 is not valid windows-1251"},
		{name: "a lone CR ends a line", from: cp, to: utf8e, in: "a\rb\r\x98", err: "3:1: byte 0x98 is not valid windows-1251"},
		{name: "LF CR is two line ends", from: cp, to: utf8e, in: "a\n\r\x98", err: "3:1: byte 0x98 is not valid windows-1251"},
		{name: "U+0085 is not a line end", from: utf8e, to: koi, opt: lossy, in: "a\u0085b♠", want: "a?bS",
			changes: []string{`1:2: U+0085 → "?"`, `1:4: U+2660 '♠' → "S"`}},
		{name: "ibm866 0x85 is Е, not a line end", from: dos, to: utf8e, in: "\x85\x85\n\x85", want: "ЕЕ\nЕ"},
		{name: "U+2028 is not a line end", from: utf8e, to: cp, in: "a\u2028b", err: "1:2: U+2028 has no windows-1251 byte"},

		{name: "BOM kept utf-8 to utf-8", from: utf8e, to: utf8e, in: "\uFEFFЁж", want: "\uFEFFЁж"},
		{name: "BOM dropped to a code page", from: utf8e, to: koi, in: "\uFEFFЁж", want: "\xb3\xd6"},
		{name: "BOM is no column", from: utf8e, to: koi, in: "\uFEFF♠", err: "1:1: U+2660 '♠' has no koi8-r byte"},
		{name: "BOM only", from: utf8e, to: cp, in: "\uFEFF", want: ""},
		{name: "no BOM added", from: cp, to: utf8e, in: "\xa8", want: "Ё"},
		{name: "BOM inside the text is a character", from: utf8e, to: cp, in: "a\uFEFF", err: "1:2: U+FEFF has no windows-1251 byte"},
		{name: "BOM inside the text, lossy", from: utf8e, to: cp, opt: lossy, in: "a\uFEFF", want: "a", changes: []string{`1:2: U+FEFF → ""`}},
		{name: "half a BOM", from: utf8e, to: utf8e, in: "\xef\xbb", err: "1:1: byte 0xEF is not valid utf-8"},

		{name: "empty", from: cp, to: koi, in: "", want: ""},
		{name: "same code page", from: koi, to: koi, in: "\xb3\x80", want: "\xb3\x80"},
		{name: "same code page checks bytes", from: cp, to: cp, in: "a\x98", err: "1:2: byte 0x98 is not valid windows-1251"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := checkConvert(t, []byte(tt.in), tt.from, tt.to, tt.opt)
			if got.err != tt.err {
				t.Fatalf("error %q, want %q", got.err, tt.err)
			}
			if tt.err == "" && got.out != tt.want {
				t.Errorf("got %q, want %q", got.out, tt.want)
			}
			if !slices.Equal(got.changes, tt.changes) {
				t.Errorf("changes\n%s\nwant\n%s", strings.Join(got.changes, "\n"), strings.Join(tt.changes, "\n"))
			}
		})
	}
}

func TestConvertLineEnds(t *testing.T) {
	in := "a\r\nб\rв\nг\n\rд\r\n"
	tests := []struct{ eol, want string }{
		{"", in},
		{"lf", "a\nб\nв\nг\n\nд\n"},
		{"crlf", "a\r\nб\r\nв\r\nг\r\n\r\nд\r\n"},
		{"CRLF", "a\r\nб\r\nв\r\nг\r\n\r\nд\r\n"},
	}
	pairs := [][2]*charset.Encoding{
		{charset.UTF8, charset.UTF8}, {charset.UTF8, charset.KOI8R},
		{charset.Windows1251, charset.UTF8}, {charset.Windows1251, charset.IBM866},
	}
	for _, tt := range tests {
		for _, p := range pairs {
			t.Run(tt.eol+" "+p[0].Name+" to "+p[1].Name, func(t *testing.T) {
				src, _, err := charset.Encode(in, p[0], charset.Options{})
				if err != nil {
					t.Fatal(err)
				}
				want, _, err := charset.Encode(tt.want, p[1], charset.Options{})
				if err != nil {
					t.Fatal(err)
				}
				got := checkConvert(t, src, p[0], p[1], charset.Options{EOL: tt.eol})
				if got.err != "" || got.out != string(want) {
					t.Errorf("got %q (%s), want %q", got.out, got.err, want)
				}
			})
		}
	}
	t.Run("positions after rewritten line ends", func(t *testing.T) {
		got := checkConvert(t, []byte("a\r\n\r\nb\r♠"), charset.UTF8, charset.KOI8R, charset.Options{EOL: "lf"})
		if want := "4:1: U+2660 '♠' has no koi8-r byte"; got.err != want {
			t.Errorf("error %q, want %q", got.err, want)
		}
	})
}

func TestConvertBadOptions(t *testing.T) {
	tests := []struct {
		name     string
		from, to *charset.Encoding
		opt      charset.Options
		err      string
	}{
		{"unknown line end", charset.UTF8, charset.KOI8R, charset.Options{EOL: "cr"}, `unknown line end "cr" (want lf or crlf, or nothing to keep them)`},
		{"no source", nil, charset.KOI8R, charset.Options{}, "no encoding to convert from or to"},
		{"no target", charset.KOI8R, nil, charset.Options{}, "no encoding to convert from or to"},
		{"not a supported encoding", &charset.Encoding{Name: "x-none"}, charset.KOI8R, charset.Options{}, "cannot convert x-none: not a single-byte code page or UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			_, err := charset.Convert(&out, strings.NewReader("x"), tt.from, tt.to, tt.opt)
			if err == nil || err.Error() != tt.err {
				t.Fatalf("err = %v, want %q", err, tt.err)
			}
			if out.Len() != 0 {
				t.Errorf("wrote %q", out.String())
			}
		})
	}
}

// The caller adds the file name with a *bridge.Error; errors.As still finds
// the position and the character.
func TestConvertErrorInBridgeError(t *testing.T) {
	_, err := charset.Convert(io.Discard, strings.NewReader("Пары\n1 2\nСессия 1, зал №2"), charset.UTF8, charset.KOI8R, charset.Options{})
	var um *charset.Unmappable
	if !errors.As(err, &um) {
		t.Fatalf("err = %v, want an *Unmappable", err)
	}
	wrapped := &bridge.Error{Pos: bridge.Pos{File: "round1.txt", Line: um.Line, Col: um.Col}, Err: err}
	if want := "round1.txt:3:15: U+2116 '№' has no koi8-r byte"; wrapped.Error() != want {
		t.Errorf("got %q, want %q", wrapped.Error(), want)
	}
	if !errors.As(wrapped, &um) || um.Rune != '№' || um.To != charset.KOI8R {
		t.Errorf("errors.As through *bridge.Error: %+v", um)
	}
	_, err = charset.Decode([]byte("a\x98"), charset.Windows1251)
	var ud *charset.Undecodable
	if !errors.As(&bridge.Error{Err: err}, &ud) || ud.Byte != 0x98 || ud.From != charset.Windows1251 || ud.Line != 1 || ud.Col != 2 {
		t.Errorf("errors.As: %+v (%v)", ud, err)
	}
}

// Output before an error is written (the caller renames a temporary file only
// on success); read and write errors come back as they are.
func TestConvertIOErrors(t *testing.T) {
	t.Run("partial output before an error", func(t *testing.T) {
		var out bytes.Buffer
		_, err := charset.Convert(&out, strings.NewReader("Ёж ♠"), charset.UTF8, charset.KOI8R, charset.Options{})
		if err == nil || out.String() != "\xb3\xd6 " {
			t.Errorf("wrote %q, err %v", out.String(), err)
		}
	})
	t.Run("read error", func(t *testing.T) {
		boom := errors.New("disk on fire")
		_, err := charset.Convert(io.Discard, iotest.ErrReader(boom), charset.KOI8R, charset.UTF8, charset.Options{})
		if !errors.Is(err, boom) {
			t.Errorf("err = %v, want %v", err, boom)
		}
	})
	t.Run("write error", func(t *testing.T) {
		boom := errors.New("disk full")
		_, err := charset.Convert(failWriter{boom}, strings.NewReader("x"), charset.KOI8R, charset.UTF8, charset.Options{})
		if !errors.Is(err, boom) {
			t.Errorf("err = %v, want %v", err, boom)
		}
	})
	t.Run("changes made before an error are returned", func(t *testing.T) {
		changes, err := charset.Convert(io.Discard, strings.NewReader("«\xff"), charset.UTF8, charset.KOI8R, charset.Options{Lossy: true})
		if convPos(err) != "1:2: byte 0xFF is not valid utf-8" || len(changes) != 1 {
			t.Errorf("changes %v, err %v", changes, err)
		}
	})
	t.Run("OnChange takes the changes", func(t *testing.T) {
		var got []string
		changes, err := charset.Convert(io.Discard, strings.NewReader("«»"), charset.UTF8, charset.KOI8R,
			charset.Options{Lossy: true, OnChange: func(c charset.Change) { got = append(got, c.String()) }})
		if err != nil || changes != nil || len(got) != 2 {
			t.Errorf("returned %v, OnChange got %v, err %v", changes, got, err)
		}
	})
}

type failWriter struct{ err error }

func (w failWriter) Write([]byte) (int, error) { return 0, w.err }

// page is a single-byte encoding's mapping, as its golang.org/x/text
// encoding gives it (a charmap, or our CP1125), one byte or one character
// at a time.
type page struct {
	dec [256]rune
	enc map[rune]byte
}

// pageOf is e's page; nil for an encoding of more than one byte (UTF-8,
// UTF-16).
func pageOf(e *charset.Encoding) *page {
	if !e.Single {
		return nil
	}
	p := &page{enc: map[rune]byte{}}
	dec := e.X().NewDecoder()
	for b := range 256 {
		out, err := dec.Bytes([]byte{byte(b)})
		r, n := utf8.DecodeRune(out)
		if err != nil || n != len(out) {
			r = utf8.RuneError
		}
		p.dec[b] = r
		if r != utf8.RuneError {
			p.enc[r] = byte(b)
		}
	}
	return p
}

// DecodeByte is what b stands for; utf8.RuneError when it is undefined.
func (p *page) DecodeByte(b byte) rune { return p.dec[b] }

// EncodeRune is the byte of r, if the page has one.
func (p *page) EncodeRune(r rune) (byte, bool) {
	b, ok := p.enc[r]
	return b, ok
}

// singleBytePages lists the code pages.
func singleBytePages() []*charset.Encoding {
	var out []*charset.Encoding
	for _, e := range charset.All {
		if e.Single {
			out = append(out, e)
		}
	}
	return out
}

// Every ordered pair of code pages, every byte: A→B→A gives the byte back
// when B holds its character; otherwise the lossless conversion stops with
// the right error at 1:1.
func TestConvertRoundTripEveryByte(t *testing.T) {
	for _, a := range singleBytePages() {
		for _, b := range singleBytePages() {
			t.Run(a.Name+" to "+b.Name, func(t *testing.T) {
				acm, bcm := pageOf(a), pageOf(b)
				held, defined := 0, 0
				for i := range 256 {
					x := []byte{byte(i)}
					var there bytes.Buffer
					_, err := charset.Convert(&there, bytes.NewReader(x), a, b, charset.Options{})
					r := acm.DecodeByte(byte(i))
					_, inB := bcm.EncodeRune(r)
					switch {
					case r == utf8.RuneError:
						if want := fmt.Sprintf("1:1: byte 0x%02X is not valid %s", i, a.Name); convPos(err) != want {
							t.Errorf("byte 0x%02X: %q, want %q", i, convPos(err), want)
						}
					case !inB:
						defined++
						if want := fmt.Sprintf("1:1: %#U has no %s byte", r, b.Name); convPos(err) != want {
							t.Errorf("byte 0x%02X: %q, want %q", i, convPos(err), want)
						}
					default:
						held++
						defined++
						var back bytes.Buffer
						if _, err := charset.Convert(&back, &there, b, a, charset.Options{}); err != nil || !bytes.Equal(back.Bytes(), x) {
							t.Errorf("byte 0x%02X (%#U): back %q, err %v", i, r, back.Bytes(), err)
						}
					}
				}
				if a == b && held != defined {
					t.Errorf("%s holds only %d of its %d bytes", a.Name, held, defined)
				}
			})
		}
	}
}

// Every defined byte of a code page goes to UTF-8 and back; no other
// character than those goes into it.
func TestConvertRoundTripUTF8(t *testing.T) {
	for _, e := range singleBytePages() {
		t.Run(e.Name, func(t *testing.T) {
			var all []byte
			held := map[rune]bool{}
			for i := range 256 {
				if r := pageOf(e).DecodeByte(byte(i)); r != utf8.RuneError {
					all = append(all, byte(i))
					held[r] = true
				}
			}
			s, err := charset.Decode(all, e)
			if err != nil {
				t.Fatal(err)
			}
			back, _, err := charset.Encode(s, e, charset.Options{})
			if err != nil || !bytes.Equal(back, all) {
				t.Fatalf("back %q, err %v", back, err)
			}
			var others strings.Builder
			n := 0
			for r := rune(0); r < 0x30000; r++ {
				if !held[r] && utf8.ValidRune(r) && r != utf8.RuneError {
					others.WriteRune(r)
					n++
				}
			}
			changes := 0
			_, _, err = charset.Encode(others.String(), e, charset.Options{Lossy: true, OnChange: func(charset.Change) { changes++ }})
			if err != nil || changes != n {
				t.Errorf("%d of %d other characters replaced, err %v", changes, n, err)
			}
		})
	}
}

// The box drawing and block characters of CP866 and KOI8-R (the same 49)
// survive every way between them and UTF-8.
func TestConvertBoxDrawing(t *testing.T) {
	const box = "─│┌┐└┘├┤┬┴┼▀▄█▌▐░▒▓■═║╒╓╔╕╖╗╘╙╚╛╜╝╞╟╠╡╢╣╤╥╦╧╨╩╪╫╬"
	if n := utf8.RuneCountInString(box); n != 49 {
		t.Fatalf("%d characters", n)
	}
	path := []*charset.Encoding{charset.UTF8, charset.IBM866, charset.KOI8R, charset.IBM866, charset.UTF8, charset.KOI8R, charset.UTF8}
	data := []byte(box)
	for i := 1; i < len(path); i++ {
		var out bytes.Buffer
		if _, err := charset.Convert(&out, bytes.NewReader(data), path[i-1], path[i], charset.Options{}); err != nil {
			t.Fatalf("%s to %s: %v", path[i-1], path[i], err)
		}
		if path[i].Single && out.Len() != 49 {
			t.Errorf("%s: %d bytes", path[i], out.Len())
		}
		data = out.Bytes()
	}
	if string(data) != box {
		t.Errorf("got %q", data)
	}
}

// Long inputs cut everywhere: through Convert's buffers (64 KiB reads, 16 KiB
// steps), random line ends, lossy and lossless, against the reference.
func TestConvertLongInputs(t *testing.T) {
	unit := []string{"Щукина Ё.", " ", "╔═╗", "\r\n", "\n", "\r", "«№»", "1", "😀", "é", "ab"}
	for _, size := range []int{1 << 10, 70 << 10, 140 << 10} {
		if testing.Short() && size > 1<<10 {
			break
		}
		var b strings.Builder
		seed := uint32(size)
		for b.Len() < size {
			seed = seed*1664525 + 1013904223
			b.WriteString(unit[seed>>24%uint32(len(unit))])
		}
		text := b.String()
		for _, to := range []*charset.Encoding{charset.UTF8, charset.KOI8R, charset.IBM866, charset.Windows1251} {
			for _, eol := range []string{"", "lf", "crlf"} {
				t.Run(fmt.Sprintf("%d bytes to %s eol %q", size, to, eol), func(t *testing.T) {
					got := checkConvert(t, []byte(text), charset.UTF8, to, charset.Options{Lossy: true, EOL: eol})
					if got.err != "" {
						t.Fatal(got.err)
					}
					if to == charset.UTF8 {
						return
					}
					back := checkConvert(t, []byte(got.out), to, charset.UTF8, charset.Options{EOL: eol})
					again := checkConvert(t, []byte(back.out), charset.UTF8, to, charset.Options{EOL: eol})
					if again.err != "" || again.out != got.out {
						t.Errorf("utf-8 and back: %s", again.err)
					}
				})
			}
		}
	}
}
