package mdb

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/formats"
)

var russianNames = strings.Fields("Иванов Пётр Смирнова Анна Кузнецов Олег Попова Мария Соколов Игорь " +
	"Лебедева Ольга Козлов Денис Новикова Елена Морозов Юрий Волкова Татьяна Зайцев Артём")

// cyrillicName is a name of n characters made of Russian names.
func cyrillicName(i, n int) string {
	var b strings.Builder
	for k := 0; utf8.RuneCountInString(b.String()) < n; k++ {
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(russianNames[(i+k*5)%len(russianNames)])
	}
	return string([]rune(b.String())[:n])
}

// withNames is LBC-2026-01-26.bws with the names of PlayerNames replaced,
// in place and at the same length, by what name gives for each row (in
// encoding e), and those names in UTF-8.
func withNames(t *testing.T, e *charset.Encoding, name func(i, n int) string) ([]byte, []string) {
	t.Helper()
	data := readFile(t, "LBC-2026-01-26.bws")
	db, err := OpenWith("LBC.bws", data, Options{Encoding: charset.Windows1252})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := db.Table("PlayerNames")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := tb.Rows()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for i, r := range rows {
		raw := r[1].Raw // a slice of data: written in place
		s := name(i, len(raw))
		b, _, err := charset.Encode(s, e, charset.Options{})
		if err != nil || len(b) != len(raw) {
			t.Fatalf("%q in %s: %d bytes, %v", s, e, len(b), err)
		}
		copy(raw, b)
		names = append(names, s)
	}
	return data, names
}

// TestJet3Text: the code page of Jet 3 text is detected once from all of
// it; a confident detection decodes every name; a doubtful one still
// opens, marks the values it concerns Unsure and gives TextErr; a given
// encoding is used as given.
func TestJet3Text(t *testing.T) {
	tests := []struct {
		name      string
		enc       *charset.Encoding // the names' bytes
		names     func(i, n int) string
		given     *charset.Encoding
		want      string // Encoding()
		confident bool
		textErr   string
	}{
		{"windows-1251", charset.Windows1251, cyrillicName, nil, "windows-1251", true, ""},
		{"koi8-r", charset.KOI8R, cyrillicName, nil, "koi8-r", true, ""},
		{"ibm866", charset.IBM866, cyrillicName, nil, "ibm866", true, ""},
		{"ascii", charset.Windows1252, func(i, n int) string { return strings.Repeat("x", n) }, nil, "windows-1252", true, ""},
		{"given", charset.Windows1251, cyrillicName, charset.Windows1251, "windows-1251", true, ""},
		{"doubtful", charset.KOI8R, func(i, n int) string {
			if i == 5 {
				return "ю" + strings.Repeat("x", n-1)
			}
			return strings.Repeat("x", n)
		}, nil, "", false, "LBC.bws: cannot decode: cannot tell the code page of the text: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data, names := withNames(t, tt.enc, tt.names)
			db, err := OpenWith("LBC.bws", data, Options{Encoding: tt.given})
			if err != nil {
				t.Fatal(err)
			}
			enc, conf := db.Encoding()
			if tt.want != "" && enc.Name != tt.want {
				t.Errorf("Encoding() = %s (%.2f), want %s", enc, conf, tt.want)
			}
			if (conf >= charset.Threshold) != tt.confident {
				t.Errorf("confidence %.2f, want it above %.2f: %v", conf, charset.Threshold, tt.confident)
			}
			err = db.TextErr()
			switch {
			case tt.textErr == "" && err != nil:
				t.Errorf("TextErr() = %v", err)
			case tt.textErr != "" && (err == nil || !strings.HasPrefix(err.Error(), tt.textErr) || !errors.Is(err, formats.ErrEncoding)):
				t.Errorf("TextErr() = %v, want %s…", err, tt.textErr)
			}
			tb, err := db.Table("PlayerNames")
			if err != nil {
				t.Fatal(err)
			}
			rows, err := tb.Rows()
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range rows {
				v := r[1]
				if tt.confident && v.Text != names[i] {
					t.Fatalf("row %d: Name = %q, want %q", i, v.Text, names[i])
				}
				if wantUnsure := !tt.confident && i == 5; v.Unsure != wantUnsure {
					t.Fatalf("row %d: %q: Unsure = %v, want %v", i, v.Text, v.Unsure, wantUnsure)
				}
				if r[2].Unsure { // strID: digits
					t.Fatalf("row %d: strID %q Unsure", i, r[2].Text)
				}
			}
		})
	}
}

// TestTextErr: the message of a doubtful detection, word for word.
func TestTextErr(t *testing.T) {
	data, _ := withNames(t, charset.KOI8R, func(i, n int) string {
		if i == 5 {
			return "ю" + strings.Repeat("x", n-1)
		}
		return strings.Repeat("x", n)
	})
	db, err := Open("LBC.bws", data)
	if err != nil {
		t.Fatal(err)
	}
	// One "ю" (0xC0 in KOI-8) among ASCII names reads as well as "À" in
	// windows-1252 as anything else.
	want := "LBC.bws: cannot decode: cannot tell the code page of the text: windows-1252 at best (0.59) or iso-8859-2 (give --encoding)"
	if err := db.TextErr(); err == nil || err.Error() != want {
		t.Errorf("TextErr() = %v\nwant %s", err, want)
	}
	if enc, conf := db.Encoding(); enc != charset.Windows1252 || conf >= charset.Threshold {
		t.Errorf("Encoding() = %s (%.2f), want windows-1252 below %.2f", enc, conf, charset.Threshold)
	}
}

// TestDecodeUCS2: Jet 4 text, plain UTF-16LE and the compressed form.
func TestDecodeUCS2(t *testing.T) {
	u16 := func(s string) []byte {
		var b []byte
		for _, r := range s {
			b = append(b, byte(r), byte(r>>8))
		}
		return b
	}
	tests := []struct {
		name         string
		in           []byte
		compressible bool
		want         string
		err          string
	}{
		{"UTF-16", u16("Иванов"), true, "Иванов", ""},
		{"compressed", []byte("\xFF\xFEabcdefg"), true, "abcdefg", ""},
		{"compressed, then two bytes a character, then one", append(append([]byte("\xFF\xFEab\x00"), u16("Юя")...), "\x00cd"...), true, "abЮяcd", ""},
		{"compressed, ending in two bytes a character", append([]byte("\xFF\xFEa\x00"), u16("ё")...), true, "aё", ""},
		{"the mark in a column that is not compressed", []byte("\xFF\xFEa\x00"), false, "\uFEFFa", ""},
		{"empty", nil, true, "", ""},
		{"the mark alone", []byte("\xFF\xFE"), true, "", ""},
		{"odd length", []byte("a\x00b"), true, "", "damaged: UTF-16 text of 3 bytes (want an even number)"},
		{"compressed, cut inside a character", []byte("\xFF\xFEa\x00\x18"), true, "", "damaged: compressed text ends inside a character (byte 4 of 5)"},
		{"a lone surrogate", []byte("\x00\xD8a\x00"), true, "\uFFFDa", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decodeUCS2(tt.in, tt.compressible)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err || !errors.Is(err, ErrDamaged) {
					t.Errorf("error %v, want %s", err, tt.err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("decodeUCS2(%x) = %q, %v; want %q", tt.in, got, err, tt.want)
			}
		})
	}
}

// TestCodec: Jet 3 text in a code page; a byte the page lacks is U+FFFD
// and reported.
func TestCodec(t *testing.T) {
	tests := []struct {
		enc  *charset.Encoding
		in   []byte
		want string
		bad  bool
	}{
		{charset.Windows1251, []byte("\xC8\xE2\xE0\xED\xEE\xE2 A"), "Иванов A", false},
		{charset.KOI8R, []byte("\xE9\xD7\xC1\xCE\xCF\xD7"), "Иванов", false},
		{charset.Windows1252, []byte("M\xFCller"), "Müller", false},
		{charset.Windows1251, []byte("\x98"), "\uFFFD", true},
		{charset.UTF8, []byte("Ёж \xFF"), "Ёж \uFFFD", true},
		{charset.Windows1251, []byte("plain"), "plain", false},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s %x", tt.enc, tt.in), func(t *testing.T) {
			got, bad := newCodec(tt.enc).decode(tt.in)
			if got != tt.want || bad != tt.bad {
				t.Errorf("decode = %q, %v; want %q, %v", got, bad, tt.want, tt.bad)
			}
		})
	}
}
