package charset_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/charset"
)

// iconvNames are glibc iconv's names of the encodings. koi8-u is compared
// with iconv's KOI8-U (RFC 2319), which it follows except at 0xAE and 0xBE
// (see iconvDifferences).
var iconvNames = map[string]string{
	"utf-8": "UTF-8", "windows-1251": "CP1251", "koi8-r": "KOI8-R", "koi8-u": "KOI8-U", "ibm866": "CP866",
	"iso-8859-5": "ISO-8859-5", "x-mac-cyrillic": "MAC-CYRILLIC", "windows-1252": "CP1252",
	"iso-8859-2": "ISO-8859-2", "windows-1250": "CP1250", "cp1125": "CP1125",
}

// iconvDifferences are the bytes where golang.org/x/text (which Convert
// follows) and glibc iconv 2.36 map a code page differently, found by
// TestTablesAgreeWithIconv. Convert keeps x/text's mapping on purpose:
//
//   - koi8-u 0xAE and 0xBE: x/text (like WHATWG and browsers) has ў and Ў
//     there, from KOI8-RU; iconv's KOI8-U (RFC 2319) has the box drawing ╝
//     and ╬. A true KOI8-U table drawn with ╝ or ╬ comes out with ў or Ў.
//     (iconv's KOI8-RU differs from x/text in nine more bytes, 0x93-0x9F.)
//   - x-mac-cyrillic 0xFF: x/text has €, as Apple's table since Mac OS 9;
//     iconv has the older ¤.
//   - iso-8859-5 and iso-8859-2 0x80-0x9F: iconv maps them to the C1 control
//     characters U+0080-U+009F; x/text leaves them undefined, so Convert
//     refuses them as undecodable. Text never holds them, and in a file
//     taken for ISO-8859-5 they mean it is really windows-1251 or KOI8-R.
//
// windows-1251 0x98, and windows-1252 and windows-1250's unused bytes, are
// undefined in both.
var iconvDifferences = map[string][]byte{
	"koi8-u":         {0xAE, 0xBE},
	"x-mac-cyrillic": {0xFF},
	"iso-8859-5":     byteRange(0x80, 0x9F),
	"iso-8859-2":     byteRange(0x80, 0x9F),
}

func byteRange(lo, hi byte) []byte {
	var out []byte
	for b := int(lo); b <= int(hi); b++ {
		out = append(out, byte(b))
	}
	return out
}

// needIconv skips the test without iconv, unless PROTOKOL_REQUIRE_TOOLS=1
// makes that a failure (as in CI).
func needIconv(t testing.TB) string {
	t.Helper()
	path, err := exec.LookPath("iconv")
	if err != nil {
		if os.Getenv("PROTOKOL_REQUIRE_TOOLS") == "1" {
			t.Fatalf("iconv is required (PROTOKOL_REQUIRE_TOOLS=1): %v", err)
		}
		t.Skipf("iconv not found (%v); install it (glibc's, in libc-bin) to compare with it", err)
	}
	return path
}

// iconvFiles converts the file in to out with iconv.
func iconvFiles(t testing.TB, iconv, in, out string, from, to *charset.Encoding, extra ...string) error {
	t.Helper()
	args := append(extra, "-f", iconvNames[from.Name], "-t", iconvNames[to.Name], in)
	cmd := exec.Command(iconv, args...)
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = f, &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("iconv %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

// iconvBytes converts in with iconv.
func iconvBytes(t testing.TB, iconv string, in []byte, from, to *charset.Encoding, extra ...string) ([]byte, error) {
	t.Helper()
	dir := t.TempDir()
	src, dst := filepath.Join(dir, "in"), filepath.Join(dir, "out")
	if err := os.WriteFile(src, in, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := iconvFiles(t, iconv, src, dst, from, to, extra...); err != nil {
		return nil, err
	}
	return os.ReadFile(dst)
}

// The 256 bytes of every code page, and every character of the BMP, map the
// same in Convert and in iconv, except the documented differences.
func TestTablesAgreeWithIconv(t *testing.T) {
	iconv := needIconv(t)
	for _, e := range singleBytePages() {
		t.Run(e.Name, func(t *testing.T) {
			cm := pageOf(e)
			var diff []byte

			// Decoding: one byte a line, so that the bytes iconv -c drops
			// leave empty lines.
			var lines []byte
			for b := range 256 {
				if b != '\n' {
					lines = append(lines, byte(b), '\n')
				}
			}
			out, err := iconvBytes(t, iconv, lines, e, charset.UTF8, "-c")
			if err != nil && len(out) == 0 {
				t.Fatal(err)
			}
			got := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
			if len(got) != 255 {
				t.Fatalf("iconv gave %d lines", len(got))
			}
			for i, line := range got {
				b := byte(i)
				if i >= '\n' {
					b++
				}
				ours, err := charset.Decode([]byte{b}, e)
				if err != nil {
					ours = ""
				}
				if ours != line {
					diff = append(diff, b)
					t.Logf("byte 0x%02X: x/text %q, iconv %q", b, ours, line)
				}
			}

			// Encoding: every character of the BMP but LF, one a line.
			var runes []rune
			var text strings.Builder
			for r := rune(0); r < 0x10000; r++ {
				if r != '\n' && utf8.ValidRune(r) {
					runes = append(runes, r)
					text.WriteRune(r)
					text.WriteByte('\n')
				}
			}
			out, err = iconvBytes(t, iconv, []byte(text.String()), charset.UTF8, e, "-c")
			if err != nil && len(out) == 0 {
				t.Fatal(err)
			}
			got = strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
			if len(got) != len(runes) {
				t.Fatalf("iconv gave %d lines for %d characters", len(got), len(runes))
			}
			for i, r := range runes {
				b, ok := cm.EncodeRune(r)
				ours := ""
				if enc, _, err := charset.Encode(string(r), e, charset.Options{}); err == nil {
					ours = string(enc)
				}
				if ok != (ours != "") || ok && ours != string([]byte{b}) {
					t.Errorf("%#U: Encode %q, x/text %q %v", r, ours, b, ok)
				}
				if ours != got[i] {
					// A difference on encoding shows at the byte of either side.
					for _, s := range []string{ours, got[i]} {
						if len(s) == 1 && !slices.Contains(diff, s[0]) {
							diff = append(diff, s[0])
						}
					}
					t.Logf("%#U: x/text %q, iconv %q", r, ours, got[i])
				}
			}
			slices.Sort(diff)
			if want := iconvDifferences[e.Name]; !bytes.Equal(diff, want) {
				t.Errorf("differences with iconv at % X, documented % X", diff, want)
			}
		})
	}
}
