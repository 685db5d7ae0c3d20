package charset_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"

	"golang.org/x/text/encoding/unicode"

	"github.com/protokol-bridge/protokol/charset"
)

// utf16Bytes is s in UTF-16, little- or big-endian, after bom (the bytes
// of a byte-order mark, or nothing).
func utf16Bytes(s string, big bool, bom string) []byte {
	out := []byte(bom)
	for _, u := range utf16.Encode([]rune(s)) {
		if big {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

const (
	bomLE = "\xFF\xFE"
	bomBE = "\xFE\xFF"
)

// checkUTF16 converts in with every reader of convReaders, checks that they
// agree with each other and with Decode, and, where in is valid UTF-16,
// with x/text's decoding of it converted by Encode.
func checkUTF16(t *testing.T, in []byte, from, to *charset.Encoding, opt charset.Options) convResult {
	t.Helper()
	got := convertThrough(in, from, to, opt, convReaders[0].wrap)
	for _, rd := range convReaders[1:] {
		if g := convertThrough(in, from, to, opt, rd.wrap); !equalResults(g, got) {
			t.Errorf("%s convReader: %+v\nwhole: %+v", rd.name, g, got)
		}
	}
	if to == charset.UTF8 && opt.EOL == "" {
		s, err := charset.Decode(in, from)
		if g := (convResult{out: s, err: convPos(err)}); g.err != got.err || err == nil && g.out != got.out {
			t.Errorf("Decode: %+v, Convert %+v", g, got)
		}
	}
	order := unicode.LittleEndian
	if from == charset.UTF16BE {
		order = unicode.BigEndian
	}
	ref, err := unicode.UTF16(order, unicode.UseBOM).NewDecoder().Bytes(in)
	// (Encode drops a leading U+FEFF as UTF-8's byte-order mark; after
	// UTF-16's own mark it is a character, as iconv -f UTF-16 has it.)
	if err == nil && !bytes.ContainsRune(ref, '\uFFFD') && !bytes.HasPrefix(ref, []byte("\uFEFF")) {
		b, cs, err := charset.Encode(string(ref), to, opt)
		want := convResult{out: string(b), changes: changeStrings(cs), err: convPos(err)}
		if err != nil && want.err != got.err || err == nil && !equalResults(want, got) {
			t.Errorf("x/text and Encode: %+v, Convert %+v", want, got)
		}
	}
	return got
}

// UTF-16 with and without a byte-order mark converts to UTF-8 and to code
// pages, streaming; its errors have positions in characters.
func TestConvertUTF16(t *testing.T) {
	le, be := charset.UTF16LE, charset.UTF16BE
	tests := []struct {
		name     string
		from, to *charset.Encoding
		in       []byte
		opt      charset.Options
		want     string // bytes in to; checked when err is ""
		changes  []string
		err      string
	}{
		{name: "LE with a BOM to utf-8", from: le, to: charset.UTF8, in: utf16Bytes("Сдача\tПара\r\n1\t2\r\n", false, bomLE), want: "Сдача\tПара\r\n1\t2\r\n"},
		{name: "BE with a BOM to utf-8", from: be, to: charset.UTF8, in: utf16Bytes("[Event \"Кубок\"]\r\n", true, bomBE), want: "[Event \"Кубок\"]\r\n"},
		{name: "LE without a BOM", from: le, to: charset.UTF8, in: utf16Bytes("Ёж", false, ""), want: "Ёж"},
		{name: "BE without a BOM", from: be, to: charset.UTF8, in: utf16Bytes("Ёж", true, ""), want: "Ёж"},
		{name: "the BOM decides the byte order", from: le, to: charset.UTF8, in: utf16Bytes("Ёж", true, bomBE), want: "Ёж"},
		{name: "LE to koi8-r", from: le, to: charset.KOI8R, in: utf16Bytes("Щукина Ёлка", false, bomLE), want: "\xfd\xd5\xcb\xc9\xce\xc1 \xb3\xcc\xcb\xc1"},
		{name: "BE to windows-1251", from: be, to: charset.Windows1251, in: utf16Bytes("Щукина Ёлка", true, bomBE), want: "\xd9\xf3\xea\xe8\xed\xe0 \xa8\xeb\xea\xe0"},
		{name: "BE box drawing to ibm866", from: be, to: charset.IBM866, in: utf16Bytes("╔═╗\r\n║1║", true, bomBE), want: "\xc9\xcd\xbb\r\n\xba1\xba"},
		{name: "a surrogate pair to utf-8", from: le, to: charset.UTF8, in: utf16Bytes("a🂡b", false, bomLE), want: "a🂡b"},
		{name: "line ends rewritten", from: le, to: charset.UTF8, opt: charset.Options{EOL: "lf"}, in: utf16Bytes("a\r\nб\rв\n", false, bomLE), want: "a\nб\nв\n"},
		{name: "lossy", from: le, to: charset.KOI8R, opt: charset.Options{Lossy: true}, in: utf16Bytes("4♠ «Ёж»", false, bomLE),
			want: "4S \"\xb3\xd6\"", changes: []string{`1:2: U+2660 '♠' → "S"`, `1:4: U+00AB '«' → "\""`, `1:7: U+00BB '»' → "\""`}},
		{name: "a BOM alone", from: le, to: charset.UTF8, in: []byte(bomLE), want: ""},
		{name: "empty", from: be, to: charset.UTF8, in: nil, want: ""},
		{name: "U+FEFF after the BOM is a character", from: le, to: charset.Windows1251, in: utf16Bytes("\uFEFFa", false, bomLE), err: "1:1: U+FEFF has no windows-1251 byte"},

		{name: "a pair is one column", from: le, to: charset.KOI8R, in: utf16Bytes("ab\r\nЁ🂡ж♠", false, bomLE), err: "2:2: U+1F0A1 '🂡' has no koi8-r byte"},
		{name: "no koi8-r byte, BE", from: be, to: charset.KOI8R, in: utf16Bytes("Ёл\n№5", true, bomBE), err: "2:1: U+2116 '№' has no koi8-r byte"},
		{name: "odd number of bytes", from: le, to: charset.UTF8, in: append(utf16Bytes("ab\r\ncd", false, bomLE), 'e'), err: "2:3: byte 0x65 alone at the end is not valid utf-16le (an odd number of bytes)"},
		{name: "odd, one byte only", from: be, to: charset.UTF8, in: []byte{0x41}, err: "1:1: byte 0x41 alone at the end is not valid utf-16be (an odd number of bytes)"},
		{name: "lone high surrogate", from: le, to: charset.KOI8R, in: append(utf16Bytes("Ёж\nab", false, bomLE), 0x3D, 0xD8, 'c', 0), err: "2:3: lone surrogate 0xD83D is not valid utf-16le"},
		{name: "lone low surrogate", from: be, to: charset.UTF8, in: append(utf16Bytes("a", true, bomBE), 0xDC, 0x00, 0, 'c'), err: "1:2: lone surrogate 0xDC00 is not valid utf-16be"},
		{name: "high surrogate at the end", from: le, to: charset.UTF8, in: append(utf16Bytes("a\rb", false, bomLE), 0x00, 0xD8), err: "2:2: lone surrogate 0xD800 is not valid utf-16le"},
		{name: "high surrogate and an odd byte at the end", from: le, to: charset.UTF8, in: append(utf16Bytes("a", false, bomLE), 0x00, 0xD8, 0x00), err: "1:2: lone surrogate 0xD800 is not valid utf-16le"},
		{name: "two high surrogates", from: be, to: charset.UTF8, in: append(utf16Bytes("", true, bomBE), 0xD8, 0x00, 0xD8, 0x00), err: "1:1: lone surrogate 0xD800 is not valid utf-16be"},
		{name: "the BOM says BE", from: le, to: charset.UTF8, in: append(utf16Bytes("", true, bomBE), 0xDC, 0x00), err: "1:1: lone surrogate 0xDC00 is not valid utf-16be"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := checkUTF16(t, tt.in, tt.from, tt.to, tt.opt)
			if got.err != tt.err {
				t.Fatalf("error %q, want %q", got.err, tt.err)
			}
			if tt.err == "" && got.out != tt.want {
				t.Errorf("got %q, want %q", got.out, tt.want)
			}
			if strings.Join(got.changes, "\n") != strings.Join(tt.changes, "\n") {
				t.Errorf("changes\n%s\nwant\n%s", strings.Join(got.changes, "\n"), strings.Join(tt.changes, "\n"))
			}
		})
	}
}

// A long UTF-16 input crosses Convert's buffers inside surrogate pairs and
// between CR and LF: the result is the same as converting it whole.
func TestConvertUTF16Long(t *testing.T) {
	var text strings.Builder
	for i := 0; text.Len() < 400<<10; i++ {
		text.WriteString([]string{"Иванов 🂡 Пётр\r\n", "a\r", "\n♠🂮", "Ёж\r\n"}[i%4])
	}
	for _, big := range []bool{false, true} {
		from, bom := charset.UTF16LE, bomLE
		if big {
			from, bom = charset.UTF16BE, bomBE
		}
		in := utf16Bytes(text.String(), big, bom)
		for _, eol := range []string{"", "crlf"} {
			t.Run(from.Name+" "+eol, func(t *testing.T) {
				got := checkUTF16(t, in, from, charset.UTF8, charset.Options{EOL: eol})
				want := text.String()
				if eol == "crlf" {
					want = strings.NewReplacer("\r\n", "\r\n", "\r", "\r\n", "\n", "\r\n").Replace(want)
				}
				if got.err != "" || got.out != want {
					t.Errorf("error %q, %d bytes, want %d", got.err, len(got.out), len(want))
				}
			})
		}
	}
}

// UTF-16 is read only: converting to it is refused.
func TestConvertToUTF16(t *testing.T) {
	for _, to := range charset.ReadOnly {
		_, err := charset.Convert(&bytes.Buffer{}, strings.NewReader("a"), charset.UTF8, to, charset.Options{})
		want := "cannot write " + to.Name + ": read only (want one of cp1125, ibm866, iso-8859-2, iso-8859-5, koi8-r, koi8-u, utf-8, windows-1250, windows-1251, windows-1252, x-mac-cyrillic)"
		if !errors.Is(err, charset.ErrReadOnly) || err.Error() != want {
			t.Errorf("%s: %v, want %q", to.Name, err, want)
		}
		if _, _, err := charset.Encode("a", to, charset.Options{}); !errors.Is(err, charset.ErrReadOnly) {
			t.Errorf("Encode to %s: %v", to.Name, err)
		}
	}
}

func TestLookupUTF16(t *testing.T) {
	for name, want := range map[string]*charset.Encoding{"UTF-16LE": charset.UTF16LE, "utf-16": charset.UTF16LE, "utf_16be": charset.UTF16BE, "ucs-2": charset.UTF16LE} {
		if e, err := charset.Lookup(name); e != want || err != nil {
			t.Errorf("%s: %v, %v, want %v", name, e, err, want)
		}
	}
	_, err := charset.Lookup("utf-32")
	if want := `unknown encoding "utf-32" (want one of cp1125, ibm866, iso-8859-2, iso-8859-5, koi8-r, koi8-u, utf-8, windows-1250, windows-1251, windows-1252, x-mac-cyrillic; or, to read only, utf-16be, utf-16le)`; err == nil || err.Error() != want {
		t.Errorf("%v, want %q", err, want)
	}
}

// Detect reads a UTF-16 byte-order mark and judges the decoded text, not
// its zero bytes.
func TestDetectUTF16(t *testing.T) {
	pbn := "% PBN 2.1\r\n[Event \"Кубок\"]\r\n[North \"Иванов Пётр\"]\r\n"
	tests := []struct {
		name     string
		data     []byte
		want     *charset.Encoding
		conf     string // %.3f
		declared string
	}{
		{name: "LE", data: utf16Bytes(pbn, false, bomLE), want: charset.UTF16LE, conf: "1.000"},
		{name: "BE", data: utf16Bytes(pbn, true, bomBE), want: charset.UTF16BE, conf: "1.000"},
		{name: "a declaration", data: utf16Bytes("%Content-type: text/x-pbn; charset=UTF-8\r\n"+pbn, false, bomLE), want: charset.UTF16LE, conf: "1.000", declared: "UTF-8"},
		{name: "a BOM alone", data: []byte(bomBE), want: charset.UTF16BE, conf: "1.000"},
		{name: "cut inside a pair", data: utf16Bytes("ab🂡", false, bomLE)[:8], want: charset.UTF16LE, conf: "1.000"},
		{name: "one lone surrogate in 20 characters", data: append(utf16Bytes(strings.Repeat("a", 19), false, bomLE), 0x00, 0xDC), want: charset.UTF16LE, conf: "0.950"},
		{name: "NUL characters", data: utf16Bytes("a\x00\x00b\x00\x00c\x00\x00", false, bomLE), want: charset.UTF16LE, conf: "0.000"},
		{name: "UTF-32 LE", data: []byte("\xFF\xFE\x00\x00a\x00\x00\x00b\x00\x00\x00"), want: charset.UTF16LE, conf: "0.000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := charset.Detect(tt.data)
			if conf := fmt.Sprintf("%.3f", d.Confidence); d.Encoding != tt.want || d.How != "BOM" || conf != tt.conf || d.Declared != tt.declared || d.RunnerUp != nil {
				t.Errorf("%v %s %s declared %q runner-up %v, want %v BOM %s declared %q", d.Encoding, d.How, conf, d.Declared, d.RunnerUp, tt.want, tt.conf, tt.declared)
			}
		})
	}
}

// UTF-16 with a byte-order mark, converted to every Cyrillic page, gives
// what iconv -f UTF-16 gives, byte for byte; the samples are those pages'
// golden texts, so every conversion is lossless.
func TestUTF16AgreesWithIconv(t *testing.T) {
	iconv := needIconv(t)
	for _, e := range convGoldenEncodings {
		page, err := os.ReadFile(convSamplePath(e))
		if err != nil {
			t.Fatal(err)
		}
		text, err := charset.Decode(page, e)
		if err != nil {
			t.Fatal(err)
		}
		for _, big := range []bool{false, true} {
			from, bom := charset.UTF16LE, bomLE
			if big {
				from, bom = charset.UTF16BE, bomBE
			}
			t.Run(from.Name+" to "+e.Name, func(t *testing.T) {
				in := utf16Bytes(text, big, bom)
				var ours bytes.Buffer
				if _, err := charset.Convert(&ours, bytes.NewReader(in), from, e, charset.Options{}); err != nil {
					t.Fatal(err)
				}
				dir := t.TempDir()
				src, dst := filepath.Join(dir, "in"), filepath.Join(dir, "out")
				os.WriteFile(src, in, 0o644)
				out, err := exec.Command(iconv, "-f", "UTF-16", "-t", iconvNames[e.Name], "-o", dst, src).CombinedOutput()
				if err != nil {
					t.Fatalf("iconv: %v: %s", err, out)
				}
				theirs, _ := os.ReadFile(dst)
				if !bytes.Equal(ours.Bytes(), theirs) || !bytes.Equal(theirs, page) {
					t.Errorf("ours %d bytes, iconv's %d, the sample %d: they differ", ours.Len(), len(theirs), len(page))
				}
			})
		}
	}
}

// FuzzUTF16 converts random bytes from UTF-16: no panic; every reader and
// Decode agree, and x/text where the bytes are valid UTF-16; an error has a
// position.
func FuzzUTF16(f *testing.F) {
	f.Add(utf16Bytes("Ёж\r\n🂡♠", false, bomLE), false, uint8(0), false)
	f.Add(utf16Bytes("a\rb", true, bomBE), true, uint8(1), true)
	f.Add([]byte("\xFF\xFE\x00\xD8a"), false, uint8(2), false)
	f.Fuzz(func(t *testing.T, data []byte, big bool, to uint8, lossy bool) {
		from := charset.UTF16LE
		if big {
			from = charset.UTF16BE
		}
		target := []*charset.Encoding{charset.UTF8, charset.KOI8R, charset.Windows1252}[to%3]
		checkUTF16(t, data, from, target, charset.Options{Lossy: lossy})
		_, err := charset.Convert(&bytes.Buffer{}, bytes.NewReader(data), from, target, charset.Options{Lossy: lossy})
		var um *charset.Unmappable
		var ud *charset.Undecodable
		switch {
		case errors.As(err, &um):
			if um.Line < 1 || um.Col < 1 || lossy {
				t.Fatalf("%+v (lossy %v)", um, lossy)
			}
		case errors.As(err, &ud):
			if ud.Line < 1 || ud.Col < 1 {
				t.Fatalf("%+v", ud)
			}
		case err != nil:
			t.Fatal(err)
		}
	})
}
